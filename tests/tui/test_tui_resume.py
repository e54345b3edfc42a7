"""The banker's seat and what happens behind it: another session records while a form is open (the
game is read again, the other's actions are named, the form stays open and records after them), and
a game resumed from the list says which action the book holds last (after a crash, whether the
action being typed was recorded). Pilot at 80×24 on a real SQLite file; the other session is a
second :class:`ledger.store.Book` on the same file."""

from __future__ import annotations

import gc
from pathlib import Path
from typing import Any

from textual.widgets import Static
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, records, run

from ledger.game import GameSetup
from ledger.store import Book
from tui.app import AirbankerApp
from tui.games.air_empire.table import TableScreen
from tui.screens.journal import CountCashScreen

CARD = {"city": "Helena", "adjacent": ["Los Angeles"], "minimums": {"A": 8000, "B": 7000, "C": 6000}, "revenue": 15000}
BIDS = {"bids": [{"player": 1, "class": "A", "flight_costs": 12000, "super_jets": 2, "prop_jets": 1}]}


def notifications(app: AirbankerApp) -> list[tuple[str, str]]:
    """(title, message) of the notifications shown now, oldest first (the app shows the title first on the
    notice's one line: "Recorded #4 · ...")."""
    return [tuple(n.message.split(" · ", 1)) if " · " in n.message else ("", n.message) for n in app._notifications]


@run
async def test_a_form_open_while_another_session_records_is_read_again_and_stays_open(tmp_path: Path, utc: Any) -> None:
    url = f"sqlite:///{tmp_path / 't.sqlite'}"
    book = Book(url)
    game_id = book.create_game(GameSetup("air_empire", "basic", "Behind", ("Ann", "Bea", "Cal")))
    book.record(game_id, "air_empire.route_card", CARD)
    book.record(game_id, "air_empire.bids", BIDS)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await keys(pilot, "k", "12000")  # count Ann's cash: the form is open, the amount typed
        form = app.screen
        assert isinstance(form, CountCashScreen)
        assert records(app) == 2
        other = Book(url)  # the command line records meanwhile
        other.record(game_id, "balance_assertion", {"player": 2, "cash": 9_000}, note="Bea counted")
        other.close()
        await keys(pilot, "enter")
        # refused, nothing written; the refusal names what the other recorded; the game is read again
        assert book.stored_actions(game_id) == 3
        shown = " ".join(str(form.query_one("#refusal", Static).render()).split())
        assert shown.startswith("Refused; nothing recorded. the game changed elsewhere: #3 ")
        assert "nothing was recorded" in shown and "UNIQUE" not in shown
        assert records(app) == 3 and app.game.records[-1].payload == {"player": 2, "cash": 9_000}
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        assert table.is_attached
        # the form is still open with what was typed: Enter again records after the other's action
        assert app.screen is form
        await keys(pilot, "enter")
        assert not isinstance(app.screen, CountCashScreen)
        assert book.stored_actions(game_id) == 4 and app.game.records[-1].payload == {"player": 1, "cash": 12_000}
        assert notifications(app)[-1][0] == "Recorded #4"
    assert book.audit(game_id).ok
    book.close()


@run
async def test_resuming_a_game_says_which_action_the_book_holds_last(tmp_path: Path, utc: Any) -> None:
    url = f"sqlite:///{tmp_path / 't.sqlite'}"
    book = Book(url)
    game_id = book.create_game(GameSetup("air_empire", "basic", "Crashed", ("Ann", "Bea", "Cal")))
    book.record(game_id, "air_empire.route_card", CARD, recorded_at="2026-03-01T20:14:03.000+00:00")
    fresh = book.create_game(GameSetup("air_empire", "basic", "Fresh", ("Dee", "Eve")))
    book.close()
    # the banker's seat starts again on the book after a crash
    app = AirbankerApp(Book(url), config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "down", "enter")  # the list is newest first: "Crashed" is the second line
        assert isinstance(app.screen, TableScreen) and app.game_id == game_id
        title, message = notifications(app)[-1]
        assert title == f"Game {game_id} resumed"
        assert message == "Last recorded: #1 Y1 Q1 route card: Helena, 2026-03-01 20:14:03"
        await keys(pilot, "escape", "up", "enter")
        assert app.game_id == fresh
        assert notifications(app)[-1] == (
            f"Game {fresh} resumed",
            "Nothing recorded yet: the game is as it was set up.",
        )
        # the notice is the table's: the next screen opened (help) has its title line whole (a newcomer's try)
        await keys(pilot, "f1")
        assert not [n for n in notifications(app) if n[0].endswith("resumed")]
        assert "Help · Air Empire" in drawn_text(app).splitlines()[0] + drawn_text(app).splitlines()[1]
    app.book.close()


@run
async def test_once_a_game_is_on_screen_what_lives_on_is_left_out_of_later_collections(tmp_path: Path) -> None:
    """tui.app.settle_heap: the open game's objects are collected once after its table is drawn and frozen,
    so a full collection does not scan them while a form opens (issue 13, "nothing slow")."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-basic-4p", None)
    gc.unfreeze()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert gc.get_freeze_count() > 0
    gc.unfreeze()


@run
async def test_the_games_list_keeps_the_highlight_on_its_game_when_the_rows_move(tmp_path: Path) -> None:
    """A newcomer's try: with a game open, another game was imported from a second shell; back on the list
    (Esc), the highlight stood on the same row number, now another game's, and Enter opened that one. The
    highlight stays on the game just left."""
    from tui.screens.start import StartScreen

    app = make_app(tmp_path)
    url = f"sqlite:///{tmp_path / 't.sqlite'}"
    other = Book(url)
    import_sample(other, "air-fare-4p", 4, day=1)
    import_sample(other, "golden-age-4p", 4, day=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen)
        await keys(pilot, "down")
        left = start.selected_id()
        await keys(pilot, "enter")
        assert app.screen is not start
        import_sample(other, "air-empire-basic-4p", 4, day=3)  # from another shell, while the game is open
        await keys(pilot, "escape")
        assert app.screen is start and start.query_one("#games").row_count == 3
        assert start.selected_id() == left
    other.close()


@run
async def test_back_from_a_game_just_created_the_list_highlights_it(tmp_path: Path) -> None:
    """A newcomer's try: a 1930 game created (n, ctrl+s), then Esc: the list said "Game 3 created" but the highlight
    stayed on the game highlighted before, and Enter ("resumes the highlighted game") opened that one. Back from a
    game, the list highlights the game just left; back from a new-game screen cancelled, the highlight stays."""
    from ledger.game import GameSetup
    from tui.screens.new_game import NewGameScreen
    from tui.screens.start import StartScreen

    app = make_app(tmp_path)
    other = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    import_sample(other, "air-fare-4p", 4, day=1)
    import_sample(other, "golden-age-4p", 4, day=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen)
        await keys(pilot, "down")
        before = start.selected_id()
        await keys(pilot, "n")
        assert isinstance(app.screen, NewGameScreen)
        await keys(pilot, "escape")  # cancelled: the highlight stays where it was
        while app.screen is not start:
            await keys(pilot, "escape")
        assert start.selected_id() == before
        await keys(pilot, "n")
        created = app.book.create_game(GameSetup("golden_age", "standard", "new", ("Ann", "Bea", "Cal"), {}))
        app.screen.dismiss(created)  # as the new-game screen does once the game is stored
        await pilot.pause()
        assert app.screen is not start  # the new game is open
        await keys(pilot, "escape")
        assert app.screen is start
        assert start.selected_id() == created != before
    other.close()


@run
async def test_after_an_undo_the_more_line_names_redo_too(tmp_path: Path) -> None:
    """A newcomer's try: after an undo the table's More line named ctrl+z undo, never ctrl+y redo."""
    app = make_app(tmp_path)
    url = f"sqlite:///{tmp_path / 't.sqlite'}"
    other = Book(url)
    game_id = import_sample(other, "air-fare-4p", 6)
    other.close()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        table = app.screen
        more = table.query_one("#more", Static)
        assert "ctrl+y redo" not in str(more.render())
        await keys(pilot, "ctrl+z", "y")
        while app.screen is not table:  # the undone action offered again: left as undone
            await keys(pilot, "escape")
        await pilot.pause()
        assert "ctrl+y redo" in " ".join(str(more.render()).split())
        await keys(pilot, "ctrl+y", "y")
        await pilot.pause()
        assert "ctrl+y redo" not in " ".join(str(more.render()).split())
