"""The help (F1) shows the screen under it and the game open, searchable, with every key of the screen
(its own, those it inherits, those of its widgets) and of the app; a table's footer and Next line follow
the moment of the game (what the ledger refuses outright now)."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path
from typing import Any

from textual.screen import Screen
from tui_helpers import app_where_allowed, drawn_text, import_sample, keys, make_app, open_game_at, run, text

import tui
from tui.base.widgets import ConfirmScreen, FormScreen
from tui.games.air_empire.table import TableScreen
from tui.games.air_fare.table import AirFareScreen
from tui.games.golden_age.table import GoldenAgeScreen
from tui.screens.help import HelpScreen, _docline, binding_ids, class_bindings, screen_classes
from tui.screens.start import GamesTable, NewGameScreen, StartScreen


def _subclasses(cls: type) -> set[type]:
    out: set[type] = set()
    for sub in cls.__subclasses__():
        out |= {sub} | _subclasses(sub)
    return out


def test_every_screen_of_the_package_with_keys_is_found() -> None:
    for info in pkgutil.iter_modules(tui.__path__):
        importlib.import_module(f"tui.{info.name}")
    found = list(screen_classes())  # imports every module of the package
    expected = {cls for cls in _subclasses(Screen) if cls.__module__.startswith("tui.") and class_bindings(cls)}
    assert set(found) == expected and len(found) == len(expected)
    assert ConfirmScreen in found  # tui/widgets.py: the help used to miss it
    # the line under "Keys of this screen" reads without the docstring's markup (the recap's ``a``)
    # and it is a whole sentence (the docstring's first line stopped at "… and cash shown, one")
    assert not [cls for cls in found if "`" in _docline(cls) or "{" in _docline(cls)]
    assert not [cls for cls in found if _docline(cls).endswith((",", ";", " one", " the", " by", " or"))]


def test_a_form_has_the_keys_it_inherits_from_form_screen() -> None:
    forms = [cls for cls in screen_classes() if issubclass(cls, FormScreen) and cls is not FormScreen]
    assert forms
    inherited = {b.key for b in class_bindings(FormScreen)}  # ctrl+s records, Esc cancels
    for cls in forms:
        assert inherited <= {b.key for b in class_bindings(cls)}, cls  # inherited, or bound again by the form
    assert any("form_record" in {b.id for b in class_bindings(cls)} for cls in forms)
    assert {"open_game", "form_record", "confirm_yes", "confirm_drop", "confirm_quit"} <= binding_ids()


def _footer(app: Any) -> set[str]:
    """The keys the footer shows now (the screen's active bindings the footer draws)."""
    return {key for key, active in app.screen.active_bindings.items() if active.enabled and active.binding.show}


@run
async def test_f1_on_the_new_game_form_shows_its_keys_and_the_search_filters(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text: Any = app.screen._text
        for binding in class_bindings(StartScreen) + class_bindings(GamesTable):  # every key of the screen
            assert f"* {binding.id} — " in text, binding  # its id, in the Keymap section
        assert "* help — " in text and "* undo — " in text  # the app's keys
        assert "Air Fare" in text and "A turn of 1930" not in text  # the start screen's text only
        await keys(pilot, "escape", "n")
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = app.screen._text
        assert "* new_game_create — " in text and "* new_game_cancel — " in text and "* open_game — " not in text
        await keys(pilot, "cancel")  # the search keeps the matching lines only
        shown = app.screen.shown_text
        assert "* new_game_cancel — " in shown and "* new_game_create — " not in shown and "* undo — " not in shown
        assert "lines match" in drawn_text(app)
        await keys(pilot, "escape")
        assert isinstance(app.screen, NewGameScreen)


@run
async def test_the_keys_and_the_next_line_follow_the_moment_and_help_shows_this_game_only(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    basic = import_sample(app.book, "air-empire-basic-4p", 5)  # Y1 Q1, Phase 5: Bea owes maintenance
    tournament = import_sample(app.book, "air-empire-tournament-3p", 4)  # Phase 2, taxes
    golden = import_sample(app.book, "golden-age-4p", 14)  # Turn 1, Operation Phase
    fare = import_sample(app.book, "air-fare-4p", 62)  # Revenue Phase: Dmitri is short, raise money
    nobody_borrows = import_sample(app.book, "air-empire-basic-4p", 3)  # Y1 Q1, Phase 3: nobody may borrow
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(basic)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        # every player still owing named (a newcomer's try: only the first was)
        assert (
            text(screen.query_one("#next"))
            == "Next: Phase 5: Bea $2,300, Çelik $2,300 and Dmitri $2,300 owe maintenance (m)"
        )
        assert {"m", "r", "j"} <= _footer(app) and not {"c", "b", "l", "p", "x"} & _footer(app)
        await keys(pilot, "l")  # a key of another phase: the ledger's refusal, nothing opened
        assert app.screen is screen
        await pilot.press("f1")
        await pilot.pause()
        text_: Any = app.screen._text
        assert "Air Empire, Basic Game" in drawn_text(app)
        assert "Esc closes" in drawn_text(app).splitlines()[0]  # the way out in sight at 80 columns
        assert "a — Audit: replay every action" in text_ and "Audit: Audit:" not in text_
        assert "* maintenance — " in text_ and "* loan — " in text_ and "not now" in text_
        for tournament_key in ("taxes", "residual_value", "tax_table"):
            assert f"* {tournament_key} — " not in text_
        assert "A quarter at the table" in text_ and "Tournament Game" not in text_ and "A turn of 1930" not in text_
        await keys(pilot, "escape", "escape")
        app.open_game(tournament)
        await pilot.pause()
        assert text(app.screen.query_one("#next")).endswith("taxes on 1g $10,000 (x)")
        assert "x" in _footer(app) and "m" not in _footer(app)
        await keys(pilot, "escape")
        app.open_game(golden)
        await pilot.pause()
        assert isinstance(app.screen, GoldenAgeScreen)
        assert text(app.screen.query_one("#next")).endswith("(o Action · f Fly)")
        assert {"o", "f"} <= _footer(app) and not {"b", "p", "e", "u", "m"} & _footer(app)
        await keys(pilot, "escape")
        app.open_game(fare)
        await pilot.pause()
        assert isinstance(app.screen, AirFareScreen)
        # Dmitri has borrowed his $100M: the Next line offers no bank loan (the l key stays: a loan any time)
        assert text(app.screen.query_one("#next")).endswith("Short: Dmitri $80M (s Sell · e Settle)")
        # the player short is highlighted: his detail says what he could still raise (no bank loan room)
        words = " ".join(drawn_text(app).split())
        assert "Dmitri could still raise" in words and "no bank loan room" in words, words
        # whole at 80x24: the detail's last words are in sight, above the More line
        assert "only the other players can still save" in words or "Çelik $59M." in words, words
        assert {"e", "s"} <= _footer(app) and not {"m", "d", "f", "r", "b"} & _footer(app)
        await keys(pilot, "escape")
        app.open_game(nobody_borrows)
        await pilot.pause()
        # Phase 3 with no player holding two Class A routes: no loan key, the Next line goes on to Phase 4
        assert isinstance(app.screen, TableScreen)
        assert text(app.screen.query_one("#next")).endswith("on to Phase 4, plane purchases (p)")
        assert "p" in _footer(app) and "l" not in _footer(app)


@run
async def test_the_help_of_a_tournament_game_keeps_its_lines_whole_at_80_columns(tmp_path: Path) -> None:
    # a newcomer's try (issue 13): "Help · Air Empire, Tournament Game · Esc closes · type to search · ↑↓ PgUp"
    # was cut at 80 columns, PgDn lost; the scroll keys are on the count line, which has room
    app = make_app(tmp_path)
    tournament = import_sample(app.book, "air-empire-tournament-3p", 4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(tournament)
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        lines = drawn_text(app).splitlines()
        title = text(app.screen.query_one("#help-title"))
        assert title == "Help · Air Empire, Tournament Game · Esc closes · type to search"
        assert lines[0].strip() == title  # whole, in sight
        assert lines[2].strip().endswith("lines · ↑↓ PgUp PgDn: scroll")
        await keys(pilot, "maintenance")
        count = drawn_text(app).splitlines()[2].strip()
        assert "lines match “maintenance” · ↑↓ PgUp PgDn: scroll" in count


@run
async def test_the_list_of_games_offers_resume_and_archive_only_while_there_is_a_game(tmp_path: Path) -> None:
    """An empty book's list shows no Resume (Enter) nor Archive (d) in its footer: keys that can't be used now
    are not shown (issue 13); once a game is in the book, both are."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert "n" in _footer(app) and not {"enter", "d"} & _footer(app)
        import_sample(app.book, "air-empire-basic-4p", 3)
        app.screen.refresh_game()
        await pilot.pause()
        assert {"enter", "d", "n"} <= _footer(app)


@run
async def test_help_lists_advertising_only_in_a_game_that_plays_the_optional_rule(tmp_path: Path) -> None:
    import dataclasses

    from ledger.record_file import read_record
    from ledger.store import Book

    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    without = import_sample(book, "air-fare-4p", 3)
    setup, actions, _ = read_record(Path(__file__).resolve().parents[2] / "samples" / "air-fare-4p.jsonl")
    with_rule = book.import_actions(
        dataclasses.replace(setup, options={**setup.options, "advertising": True}, title="with advertising"), []
    )
    assert not book.game(without).in_this_game("air_fare.advertising")
    assert book.game(with_rule).in_this_game("air_fare.advertising")
    book.close()
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for game_id, listed in ((without, False), (with_rule, True)):
            app.open_game(game_id)
            await pilot.pause()
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            assert ("— Advertise: " in app.screen._text) == listed
            await keys(pilot, "escape")
            app.pop_screen()
            await pilot.pause()


@run
async def test_the_help_of_a_drop_question_says_y_and_enter_do_not_answer_it(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(ConfirmScreen("Drop the bids typed?", "Drop them", yes_key="d"))
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text_: Any = app.screen._text
        # the help of the question under it: d drops, y and Enter only say so (a newcomer read "y — Yes")
        assert "d — Drop them" in text_ and "y — Yes" not in text_ and "Enter — Yes" not in text_
        assert "y — Not an answer here: says to press d to drop them" in text_
        assert "q — Quit · not now" in text_  # the key of another question
        assert "Keys of this screen — A question answered by d (not y, not Enter) and n (or Esc)" in text_
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        app.screen.dismiss(False)
        await pilot.pause()
        app.push_screen(ConfirmScreen("Record?", "Record"))  # a question y answers: y under its own label
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        text_ = app.screen._text
        assert "y — Record" in text_ and "d — Drop · not now" in text_


@run
async def test_the_help_of_a_form_says_where_a_list_s_keys_work(tmp_path: Path) -> None:
    """A newcomer's try: a form's help listed Enter twice (Record, Choose) and Up twice, nothing telling them
    apart: the keys of a closed list and of the fields say where they work. A review: Esc then Enter sent together
    (tmux, a terminal's Alt+Enter or a remapped Shift+Enter) is read as Esc then Enter, as every Alt key is (no key of
    the app is one): the help says so, so that nobody is surprised."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "l")
        assert isinstance(app.screen, FormScreen)
        await pilot.press("f1")
        await pilot.pause()
        text_: Any = app.screen._text
        assert "— Choose (on a closed list)" in text_, text_
        assert "— Field above (in the fields)" in text_ and "— Field below (in the fields)" in text_
        # Enter in a field goes on (the form's line says so): the help's Enter records only past the last field
        assert "— Record, past the last field (in a field: on to the next)" in text_
        said = " ".join(text_.split())
        assert "Alt (or Option) with a key is read as Esc then that key (Alt+Enter: Esc, then Enter)" in said, said
        assert "no key of airbanker is an Alt key" in said


def test_a_question_words_its_help_heading_without_setting_a_class_attribute() -> None:
    """Code nit: each ConfirmScreen set HELP_TITLE on itself, an instance attribute by a class attribute's name.
    The heading of a question answered by its own key (or by y alone) is its help_title(); the class's HELP_TITLE
    stays the one every other question shows."""
    from tui.screens.help import screen_help_title

    plain, strict = ConfirmScreen("Record?"), ConfirmScreen("Bankrupt?", strict=True)
    drop = ConfirmScreen("Drop?", yes_key="d")
    assert screen_help_title(plain) == "A question answered by y (or Enter) and n (or Esc)"
    assert screen_help_title(strict) == "A question answered by y and n (or Esc); not Enter"
    assert screen_help_title(drop) == "A question answered by d (not y, not Enter) and n (or Esc)"
    assert not any("HELP_TITLE" in vars(q) for q in (plain, strict, drop))
    assert ConfirmScreen.HELP_TITLE == "A question answered by y (or Enter) and n (or Esc)"
