"""The search typed in a list of the forms (:class:`tui.base.widgets.SearchOverlay`) as newcomers' tries found it at
80x24: one letter matching several options names them, the search is kept through a pause of a banker typing at a
normal pace, and a digit no option begins a word with is said, not swallowed."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select, Static
from tui_helpers import (
    app_where_allowed,
    drawn_text,
    import_sample,
    keys,
    make_app,
    open_game_at,
    open_new_game,
    open_play_form,
    run,
)

from tui.base.widgets import SEARCH_FORGOTTEN_KEYS, SearchOverlay, search_at
from tui.games.air_empire.forms import TaxesForm


def key_line(screen: object, selector: str = "#form-keys") -> str:
    return " ".join(str(screen.query_one(selector, Static).render()).split())  # type: ignore[attr-defined]


@run
async def test_the_search_is_kept_through_a_pause_until_the_list_closes(tmp_path: Path) -> None:
    """A newcomer's try of the Taxes list: "D", a pause of 0.6 s, "e" highlighted Everyone (the search had become
    "e"); another's "g", a pause of 3 s, "r" went to Red (two seconds forgot it). Here "b", a pause of 3 s, "a": Bao
    ("ba"), not Astrid (a search of "a" alone); the search goes when the list closes."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-tournament-3p", "air_empire.taxes")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "x", "down")
        form = app.screen
        assert isinstance(form, TaxesForm)
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay)
        await keys(pilot, "b")
        await pilot.pause(3.0)
        await keys(pilot, "a")
        assert overlay._search_query == "ba"
        assert str(overlay.get_option_at_index(overlay.highlighted or 0).prompt).startswith("Bao")
        await pilot.pause(2.5)
        assert overlay._search_query == "ba"  # still on the border
        await keys(pilot, "escape")  # the list closed: the search with it
        assert not overlay.has_focus and overlay._search_query == ""


@run
async def test_one_letter_matching_several_options_names_them(tmp_path: Path) -> None:
    """A newcomer's try: "D" on the First Senior President list highlighted Dan, and Dee went unsaid (two letters
    named them). One letter names the options beginning with it (Enter takes neither while it begins both: "could
    be"); typed again (on to the next of them) it still names them, and Enter takes the one it is on."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_new_game(pilot)
        await keys(pilot, "space", "a")
        line = key_line(screen, "#new-keys")
        assert line.startswith('"a" could be Air Empire or Air Fare'), line
        await keys(pilot, "a")  # again: on to Air Fare, the same two named
        assert key_line(screen, "#new-keys").startswith('"a" matches 2: Air Empire, Air Fare')
        await keys(pilot, "backspace", "backspace")
        assert "matches" not in key_line(screen, "#new-keys")


@run
async def test_a_digit_no_option_begins_a_word_with_is_said_in_an_open_list(tmp_path: Path) -> None:
    """A newcomer's try: the Loan form's amount refused, Up to the Player list, Down opened it, then "5000" and Enter
    vanished without a word (the "5" of "$5,000" had matched). A digit no option begins a word with is said."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game_id, "loan")
        await keys(pilot, "end", "0000000", "enter")  # refused: beyond any figure
        assert isinstance(form.focused, Input)
        await keys(pilot, "up", "down")
        assert isinstance(form.focused, SearchOverlay)
        await keys(pilot, "5")
        assert key_line(form).startswith('no choice matches "5"'), key_line(form)
        await keys(pilot, "000")
        assert key_line(form).startswith('no choice matches "5000"'), key_line(form)
        assert form.query_one("#player", Select).expanded


def test_a_search_of_digits_is_found_where_a_word_begins() -> None:
    assert search_at("boeing 747 jumbo jet", "747") == 7
    assert search_at("1 carla", "1") == 0
    assert search_at("ann (may borrow $5,000)", "5") == -1
    assert search_at("blue · may start at $3–$7", "7") == -1
    assert search_at("ann (may borrow $5,000)", "bo") == 9


@run
async def test_a_search_looks_in_the_names_not_what_a_list_says_after_them() -> None:
    """A newcomer's try of 1930's Buy list ("Red $5 · pool 3 · can buy"): "b" went to Red by the "b" of "can buy",
    and the Enter after it bought Red. A search looks in the names only (:func:`tui.base.widgets.search_name`), still
    anywhere in them ("port" of "Minor Airport"); a list of ``LETTER_AT_WORD_START`` finds one letter only where a word
    of a name begins."""
    from textual.app import App, ComposeResult

    from tui.base.widgets import LiteralSelect, search_name

    class Starts(LiteralSelect[str]):
        LETTER_AT_WORD_START = True

    options = [("Red $5 · pool 3 · can buy", "Red"), ("Minor Airport · 2 rights", "Minor Airport")]

    class Lists(App[None]):
        def compose(self) -> ComposeResult:
            yield LiteralSelect(options, id="anywhere", prompt="choose")
            yield Starts(options, id="starts", prompt="choose")

    assert search_name("Red $5 · pool 3 · can buy") == "red $5"
    assert search_at("minor airport", "port") == 9 and search_at("minor airport", "p") == 9
    assert search_at("minor airport", "p", word_start=True) == -1 and search_at("minor airport", "a", word_start=True)
    app = Lists()
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        anywhere = app.query_one("#anywhere", LiteralSelect)
        starts = app.query_one("#starts", Starts)
        assert not anywhere.offers("b") and not anywhere.offers("y")  # "can buy" is not searched
        # "p" opens either list (the start of "port"); in the list of word starts one "p" alone finds nothing
        assert anywhere.offers("p") and starts.offers("p") and starts.offers("a")
        anywhere.focus()
        await pilot.press("p", "o", "r", "t")
        await pilot.pause()
        overlay = anywhere._list
        assert overlay is not None and overlay.highlighted == 1, overlay.highlighted
        await pilot.press("escape")
        starts.focus()
        await pilot.press("p")
        await pilot.pause()
        assert starts._list is not None and starts._list.highlighted is None
        await pilot.press("o", "r")
        await pilot.pause()
        assert starts._list.highlighted == 1


@run
async def test_up_at_the_top_of_an_open_list_stays_there() -> None:
    """A newcomer's try of Air Fare's loan between players: with "3 Cal" highlighted, Up, Up, Up, Enter chose Cal (the
    third Up went round to the last). Up stops at the first option, Down at the last."""
    from textual.app import App, ComposeResult

    from tui.base.widgets import LiteralSelect

    class Lists(App[None]):
        def compose(self) -> ComposeResult:
            yield LiteralSelect([("1 Ann", 1), ("2 Bea", 2), ("3 Cal", 3)], value=3, id="lender", prompt="choose")

    app = Lists()
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        select = app.query_one("#lender", LiteralSelect)
        select.focus()
        await pilot.press("space")
        await pilot.pause()
        await pilot.press("up", "up", "up", "up")
        await pilot.pause()
        assert select._list is not None and select._list.highlighted == 0
        await pilot.press("down", "down", "down", "down", "enter")
        await pilot.pause()
        assert select.value == 3
        await pilot.press("space")
        await pilot.pause()
        await pilot.press("up", "up", "up", "enter")
        await pilot.pause()
        assert select.value == 1


@run
async def test_a_search_that_matched_nothing_leaves_nothing_to_choose_once_forgotten(tmp_path: Path) -> None:
    """Newcomers' tries: on 1930's Buy list (Brown and Purple offered) "g" for Green said why Green is left out; a
    second Enter, after the search was forgotten, bought Brown (the highlight had gone back to it); "1" on the Taxes
    list, then Enter after a pause, recorded Everyone. A search that matched nothing is kept through a pause, its line
    with it; once an Enter forgot it, nothing is highlighted and the line says so: Enter chooses nothing; an arrow
    chooses again. In 1930's lists one letter finds a word's start only: "g" does not go to Orange."""
    from tui.games.golden_age.forms import BuyForm

    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 44)  # Turn 2, Normal Stock Round: Neal to buy or pass
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        records = len(app.game.records)
        await keys(pilot, "b")
        form = app.screen
        assert isinstance(form, BuyForm)
        await keys(pilot, "g")
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay) and overlay.highlighted is None
        assert key_line(form).startswith("Green:"), key_line(form)
        await pilot.pause(2.6)  # kept through a pause
        assert overlay._search_query == "g" and overlay.highlighted is None
        assert key_line(form).startswith("Green:"), key_line(form)
        await keys(pilot, "enter")  # the search forgotten, nothing chosen
        assert overlay._search_query == "" and overlay.highlighted is None
        assert key_line(form) == SEARCH_FORGOTTEN_KEYS, key_line(form)  # the live line says nothing is highlighted
        await keys(pilot, "enter")
        assert len(app.game.records) == records and app.screen is form
        await keys(pilot, "down")
        assert overlay.highlighted is not None


@run
async def test_after_an_enter_that_chose_nothing_nothing_highlighted_is_said_once(tmp_path: Path) -> None:
    """1930's Buy list, "g" (Green, not offered), Enter: the live line says that nothing is highlighted and what
    Enter does; the key line only the keys (both said "nothing highlighted": a newcomer's try, 80x24)."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 44)  # Turn 2, Normal Stock Round: Neal to buy or pass
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "b", "g", "enter")
        form = app.screen
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay) and overlay.highlighted is None
        live = " ".join(str(form.query_one("#form-live").render()).split())
        assert live.startswith("Nothing highlighted: Enter chooses nothing"), live
        assert key_line(form) == "↑↓: move · a letter: search · Esc: close the list", key_line(form)
        assert drawn_text(app).lower().count("nothing highlighted") == 1, drawn_text(app)
