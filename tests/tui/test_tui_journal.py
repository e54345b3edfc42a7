"""The banker's seat, checking the books: journal, undo/redo, count cash, audit, print, help,
keymap, theme, the command palette and the too-small notice, driven with Pilot at 80×24.

Each test builds a real SQLite book in ``tmp_path``, plays a few actions of a 3-player game
through :class:`ledger.store.Book` directly, then opens the app on it. Pilot tests run in
``asyncio.run`` (no async plugin needed).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Awaitable, Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import DataTable, Input, Select, Static
from tui_helpers import drawn_text, drawn_words, import_sample, keys, make_app

from ledger.game import GameSetup
from ledger.games import air_empire
from ledger.store import Book
from tui.app import READ_AHEAD_AFTER, AirbankerApp, TooSmallNotice
from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.recap import RecapScreen
from tui.screens import journal as journal_module
from tui.screens.help import HelpScreen
from tui.screens.journal import AuditScreen, CountCashScreen, JournalScreen, JournalTable, _quarter
from tui.screens.printing import PrintChoiceScreen, PrintedScreen

CARD = {"city": "Helena", "adjacent": ["Los Angeles"], "minimums": {"A": 8000, "B": 7000, "C": 6000}, "revenue": 15000}
BIDS = {
    "bids": [
        {"player": 1, "class": "A", "flight_costs": 12000, "super_jets": 2, "prop_jets": 1},
        {"player": 2, "class": "B", "flight_costs": 9000, "super_jets": 1, "prop_jets": 2},
    ]
}


class Table:
    """A 3-player game (Ann, Bea, Cal) played to Phase 5 of Y1 Q1 through the Book.

    Actions: #1 route card, #2 bids, #3 Cal buys a Prop Jet, #4 Ann pays maintenance,
    #5 Bea pays $2,300 maintenance. ``before_last`` holds the balances before #5.
    """

    def __init__(self, tmp_path: Path) -> None:
        self.tmp_path = tmp_path
        self.book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
        self.game_id = self.book.create_game(
            GameSetup("air_empire", "basic", "Pilot table", ("Ann", "Bea", "Cal"), {}),
            created_at="2025-03-01T19:00:00.000+00:00",
        )
        at = iter(f"2025-03-01T19:{m:02d}:00.000+00:00" for m in range(1, 60))
        self.book.record(self.game_id, "air_empire.route_card", CARD, recorded_at=next(at))
        self.book.record(self.game_id, "air_empire.bids", BIDS, recorded_at=next(at))
        self.book.record(
            self.game_id,
            "air_empire.purchase",
            {"orders": [{"player": 3, "prop_jets": 1, "super_jets": 0}]},
            recorded_at=next(at),
        )
        self.book.record(self.game_id, "air_empire.maintenance", {"player": 1}, recorded_at=next(at))
        self.before_last = self.book.balances(self.game_id)
        self.book.record(self.game_id, "air_empire.maintenance", {"player": 2}, recorded_at=next(at))
        self.after_last = self.book.balances(self.game_id)

    def app(self, config: str = "") -> AirbankerApp:
        path = self.tmp_path / "config.toml"
        if config:
            path.write_text(config, "utf-8")
        return AirbankerApp(self.book, config_path=path)

    def actions(self) -> int:
        return len(self.book.game(self.game_id).records)


@pytest.fixture
def table(tmp_path: Path) -> Any:
    t = Table(tmp_path)
    yield t
    t.book.close()


def run(app: AirbankerApp, body: Callable[[Any], Awaitable[None]], size: tuple[int, int] = (80, 24)) -> None:
    """Run ``body(pilot)`` in the app, at ``size``."""

    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await body(pilot)

    asyncio.run(main())


async def open_journal(pilot: Any, game_id: int) -> None:
    pilot.app.game_id = game_id
    pilot.app.push_screen(JournalScreen())
    await pilot.pause()
    for _ in range(100):
        if pilot.app._settled():
            break
        await pilot.pause(0.02)


def notices(app: AirbankerApp) -> list[str]:
    return [f"{n.title}: {n.message}" for n in app._notifications]


def static_text(widget: Static) -> str:
    return str(widget.render())


# -- undo / redo --------------------------------------------------------------------------
def test_undo_from_the_journal_names_the_action_and_restores_the_balances(table: Table) -> None:
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert app.screen.question == "Undo #5: Bea pays $2,300 maintenance?"
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen)

    run(app, body)
    assert table.book.balances(table.game_id) == table.before_last
    last = table.book.game(table.game_id).records[-1]
    assert (last.kind, last.summary) == ("undo", "Undo #5: Bea pays $2,300 maintenance")


def test_undo_answered_no_records_nothing(table: Table) -> None:
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        await pilot.press("ctrl+z")
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen)

    run(app, body)
    assert table.actions() == 5
    assert table.book.balances(table.game_id) == table.after_last


def test_redo_names_the_action_and_brings_the_balances_back(table: Table) -> None:
    table.book.undo(table.game_id)
    assert table.book.balances(table.game_id) == table.before_last
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        journal = app.screen.query_one("#journal", JournalTable)
        assert "(undone) Bea pays $2,300 maintenance" in " ".join(str(journal.get_row("a5")[3]).split())  # wrapped
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert app.screen.question == "Redo #5: Bea pays $2,300 maintenance?"
        await pilot.press("enter")
        await pilot.pause()

        journal = app.screen.query_one("#journal", JournalTable)
        assert "(undone, redone #7) Bea pays" in " ".join(str(journal.get_row("a5")[3]).split())

    run(app, body)
    assert table.book.balances(table.game_id) == table.after_last
    assert table.book.game(table.game_id).records[-1].kind == "redo"


def test_nothing_to_undo_is_said_and_nothing_is_asked(tmp_path: Path) -> None:
    book = Book(f"sqlite:///{tmp_path / 'empty.sqlite'}")
    game_id = book.create_game(GameSetup("air_empire", "basic", "", ("Ann", "Bea"), {}))
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")

    async def body(pilot: Any) -> None:
        await open_journal(pilot, game_id)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen)
        assert any("Nothing to undo" in n for n in notices(app))

    run(app, body)
    book.close()


# -- the journal ----------------------------------------------------------------------------
def test_journal_lists_every_action_with_its_postings_newest_last(table: Table) -> None:
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        journal = app.screen.query_one("#journal", JournalTable)
        keys = journal.row_keys
        assert [k for k in keys if k and "e" not in k] == ["a0", "a1", "a2", "a3", "a4", "a5"]
        # #5: Bea's cash down $2,300, the Bank up $2,300, each a row with its amount
        rows = {k: [str(c) for c in journal.get_row(k)] for k in keys if k and k.startswith("a5e")}
        postings = sorted((cells[3].strip(), cells[4]) for cells in rows.values() if cells[4])
        assert postings == [("Bea's cash", "-$2,300"), ("the Bank", "+$2,300")]
        assert journal.cursor_row == journal.row_count - 1

    run(app, body)


def test_the_journal_read_ahead_after_an_action_is_the_game_as_it_is_now(table: Table) -> None:
    """After an action (and after its undo) the journal is read ahead (tui.app.read_journal_ahead); opened, it
    shows the game as it is now: the new action, then its undone mark and the balances before it."""
    app = table.app()

    async def body(pilot: Any) -> None:
        app.game_id = table.game_id
        await pilot.pause(READ_AHEAD_AFTER + 0.2)
        assert app.record("air_empire.maintenance", {"player": 3}) is not None
        await pilot.pause(READ_AHEAD_AFTER + 0.2)
        assert journal_module._READ[0][3] == len(app.game.records)  # read ahead, for the game as it is now
        await open_journal(pilot, table.game_id)
        journal = app.screen.query_one("#journal", JournalTable)
        assert [k for k in journal.row_keys if k and "e" not in k][-1] == "a6"
        assert "Cal pays" in " ".join(str(c) for c in journal.get_row("a6"))
        await pilot.press("ctrl+z")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause(READ_AHEAD_AFTER + 0.2)
        assert journal_module._READ[0][3] == len(app.game.records)
        pilot.app.pop_screen()
        await open_journal(pilot, table.game_id)
        journal = app.screen.query_one("#journal", JournalTable)
        assert "(undone)" in " ".join(str(c) for c in journal.get_row("a6"))

    run(app, body)
    assert table.book.balances(table.game_id) == table.after_last


def test_a_short_journal_not_read_ahead_is_whole_in_its_first_frame(table: Table) -> None:
    """Issue 13, "Fast": a journal not read ahead (what was read forgotten) of no more than
    :data:`~tui.screens.journal.NEWEST_FIRST` actions is read whole as it mounts: every row in its first frame, the
    cursor on the last line as always, the read kept."""
    app = table.app()

    async def body(pilot: Any) -> None:
        app.game_id = table.game_id
        await pilot.pause()
        journal_module._READ.clear()
        screen = JournalScreen()
        await app.push_screen(screen)  # mounted: read and drawn, before its first frame
        rows = screen.query_one("#journal", JournalTable)
        assert {line.seq for line in rows.rows} == {0, 1, 2, 3, 4, 5}
        assert rows.cursor_row == rows.row_count - 1
        assert "all shown" in str(screen.query_one("#journal-filters", Static).render())
        assert journal_module.journal_read_ahead(app)

    run(app, body)


def test_a_long_journal_not_read_ahead_draws_the_newest_actions_first(tmp_path: Path) -> None:
    """Issue 13, "Fast": a long journal not read ahead draws the newest actions' rows in its first frame, saying the
    rest is being read, then every row, the cursor on the last line all along (the newest action's, on screen)."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-tournament-3p", None)
    newest = journal_module.NEWEST_FIRST

    async def body(pilot: Any) -> None:
        app.game_id = game_id
        await pilot.pause()
        journal_module._READ.clear()
        screen = JournalScreen()
        await app.push_screen(screen)  # mounted: the newest actions read and drawn, before its first frame
        rows = screen.query_one("#journal", JournalTable)
        last = len(app.game.records)
        assert {line.seq for line in rows.rows} == set(range(last - newest + 1, last + 1))
        assert rows.cursor_line is not None and rows.cursor_line.seq == last
        assert "reading the rest…" in str(screen.query_one("#journal-filters", Static).render())
        assert not journal_module.journal_read_ahead(app)
        await pilot.pause()
        await pilot.pause()
        assert {line.seq for line in rows.rows} == set(range(last + 1))
        assert rows.cursor_row == rows.row_count - 1 and rows.cursor_line.seq == last
        assert "all shown" in str(screen.query_one("#journal-filters", Static).render())
        assert journal_module.journal_read_ahead(app)
        # Home typed before the rest is drawn: on the journal's first line once it is
        await pilot.press("escape")
        journal_module._READ.clear()
        screen = JournalScreen()
        await app.push_screen(screen)
        rows = screen.query_one("#journal", JournalTable)
        rows.action_first()
        assert rows.cursor_line is not None and rows.cursor_line.seq == last - newest + 1
        await pilot.pause()
        await pilot.pause()
        assert screen._whole and rows.cursor_row == 0 and rows.cursor_line.seq == 0
        # the cursor moved up to the first of the newest rows otherwise (page up, the arrows): it stays on its action
        await pilot.press("escape")
        journal_module._READ.clear()
        journal_module._BOOK_READ.clear()
        screen = JournalScreen()
        await app.push_screen(screen)
        rows = screen.query_one("#journal", JournalTable)
        rows.move_cursor(row=0)
        await pilot.pause()
        await pilot.pause()
        assert screen._whole and rows.cursor_line is not None and rows.cursor_line.seq == last - newest + 1

    run(app, body)


def test_the_quarter_filter_typed_before_every_row_is_read_offers_every_quarter(tmp_path: Path) -> None:
    """t typed while a journal not read ahead shows only its newest actions: every quarter of the game is offered,
    not only the newest actions' (a review)."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-tournament-3p", None)

    async def body(pilot: Any) -> None:
        app.game_id = game_id
        await pilot.pause()
        journal_module._READ.clear()
        screen = JournalScreen()
        await app.push_screen(screen)
        assert not screen._whole
        screen.action_filter_quarter()
        await pilot.pause()
        values = [value for value, _label in getattr(app.screen, "options", ())]
        assert "Y1 Q1" in values and screen._whole, values

    run(app, body)


def test_journal_keys_move_the_cursor_by_row_and_the_detail_follows(table: Table) -> None:
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        journal = app.screen.query_one("#journal", JournalTable)
        detail = app.screen.query_one("#journal-detail", Static)
        last = journal.row_count - 1
        assert journal.cursor_row == last and journal.has_focus
        assert "the Bank" in drawn_text(app) and "+$2,300" in drawn_text(app)  # the newest rows, on screen
        await pilot.press("home")
        await pilot.pause()
        assert journal.cursor_row == 0 and journal.scroll_y == 0
        assert static_text(detail).startswith("#0 Game set up")
        assert "Starting cash for Ann:" in drawn_text(app)
        await pilot.press("down")
        await pilot.pause()
        assert journal.row_keys[journal.cursor_row] == "a0e1"
        await pilot.press("pagedown")
        await pilot.pause()
        assert journal.cursor_row > 1
        paged = journal.cursor_row
        assert static_text(detail).startswith(f"#{journal.cursor_line.seq} ")
        await pilot.press("pageup")
        await pilot.pause()
        assert journal.cursor_row < paged
        await pilot.press("end")
        await pilot.pause()
        assert journal.cursor_row == last and journal.scroll_y == journal.max_scroll_y
        assert static_text(detail).startswith("#5 Maintenance")
        # the entries hidden: a row per action, the cursor still on #5
        await pilot.press("e")
        await pilot.pause()
        assert journal.row_keys == ["a0", "a1", "a2", "a3", "a4", "a5"]
        assert journal.cursor_row == 5 and "entries hidden (e)" in drawn_words(app)
        # a click puts the cursor on the row under it (line 0 is the header)
        await pilot.click(JournalTable, offset=(10, 2))
        await pilot.pause()
        assert journal.cursor_row == 1 and static_text(detail).startswith("#1 ")

    run(app, body)


def test_journal_shows_names_and_notes_as_typed(tmp_path: Path) -> None:
    book = Book(f"sqlite:///{tmp_path / 'm.sqlite'}")
    game_id = book.create_game(GameSetup("air_empire", "basic", "", ("[b]Ann", "[red]Bea[/]"), {}))
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")

    async def body(pilot: Any) -> None:
        await open_journal(pilot, game_id)
        drawn = drawn_text(app)
        assert "Starting cash for [b]Ann:" in drawn and "[b]Ann's cash" in drawn and "[red]Bea[/]'s cash" in drawn

    run(app, body)
    book.close()


def test_journal_filters_by_player_and_by_quarter(table: Table) -> None:
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        await pilot.press("w")
        await pilot.pause()
        await pilot.press("down", "down", "down", "enter")  # every player, Ann, Bea, Cal
        await pilot.pause()
        journal = app.screen.query_one("#journal", JournalTable)
        actions = [k for k in journal.row_keys if "e" not in k]
        # Cal: the opening cash, the route card (no), the bids (no), the purchase (yes)
        assert actions == ["a0", "a3"]
        # only Cal's entries of them: the opening cash of Ann and Bea is not Cal's
        accounts = [journal.get_row(k)[3].strip() for k in journal.row_keys if "p" in k]
        assert accounts and all(a in ("Cal's cash", "the Bank") for a in accounts), accounts
        await pilot.press("w", "2")  # a seat's number chooses at once, as the list numbers the players
        await pilot.pause()
        assert "Player: Bea (seat 2)" in static_text(app.screen.query_one("#journal-filters", Static))
        await pilot.press("w", "3")
        await pilot.pause()
        assert "Player: Cal (seat 3)" in static_text(app.screen.query_one("#journal-filters", Static))
        await pilot.press("x")
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("down", "enter")  # Y1 Q1
        await pilot.pause()
        actions = [k for k in journal.row_keys if "e" not in k]
        assert actions == ["a1", "a2", "a3", "a4", "a5"]

    run(app, body)


def test_seats_of_an_action_come_from_its_postings_and_payload(table: Table) -> None:
    game = table.book.game(table.game_id)
    assert game.seats_of(game.record_by_seq(2)) == {1, 2}  # the bids
    assert game.seats_of(game.record_by_seq(3)) == {3}
    undo = table.book.undo(table.game_id)
    assert game.seats_of(undo) == {2}
    assert 5 not in game.in_force
    # asked again (the journal asks at each reading): the seats worked out once, still the same
    assert game.seats_of(game.record_by_seq(2)) == {1, 2}
    assert game.seats_of(undo) == {2}


def test_a_row_shows_the_local_hour_and_minute_it_was_recorded(table: Table) -> None:
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        journal = app.screen.query_one(JournalTable)
        for seq in (1, 2):
            at = datetime.fromisoformat(app.game.record_by_seq(seq).recorded_at).astimezone()
            assert journal.get_row(f"a{seq}")[1] == at.strftime("%H:%M")

    run(app, body)


# -- count cash ----------------------------------------------------------------------------
def test_count_cash_mismatch_shows_the_difference_and_records_nothing(table: Table) -> None:
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(app.screen, CountCashScreen)
        app.screen.query_one("#count-player").value = 2
        amount = app.screen.query_one("#count-amount", Input)
        amount.focus()
        await pilot.press(*"12,000", "enter")
        await pilot.pause()
        assert isinstance(app.screen, CountCashScreen)  # stays open to count again
        refusal = static_text(app.screen.query_one("#refusal", Static))
        assert "nothing recorded" in refusal
        # in plain words (a newcomer's try of 1930: "(difference -$8); last change: action #88 Contract (...) (cash
        # count)" read oddly), never the accountant's "balance assertion"
        assert "counted $12,000, the books say $12,700 ($700 less than the books)." in refusal, refusal
        assert "\nThe books last changed it at #" in refusal and "balance assertion" not in refusal, refusal
        assert table.actions() == 5
        amount.value = ""
        await pilot.press(*"$12,700", "enter")
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen)

    run(app, body)
    last = table.book.game(table.game_id).records[-1]
    assert (last.seq, last.kind, dict(last.payload)) == (6, "balance_assertion", {"player": 2, "cash": 12700})


def test_count_cash_starts_on_the_player_the_table_highlights(table: Table) -> None:
    """k (and F3) on the table: Count cash starts on the player the grid highlights, as every form does (a newcomer
    highlighted Dan, typed k, Tab and Dan's $5, and counted Ann's cash)."""
    app = table.app()

    async def body(pilot: Any) -> None:
        app.open_game(table.game_id)
        await pilot.pause()
        screen = app.screen
        for key in ("k", "f3"):
            await pilot.press("down")
            await pilot.pause()
            seat = screen.highlighted_row()
            assert seat is not None and seat != "1"
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, CountCashScreen)
            assert app.screen.query_one("#count-player", Select).value == int(seat)
            await pilot.press("escape")
            await pilot.pause()

    run(app, body)


def test_count_cash_says_how_its_player_list_works_and_enter_takes_the_player(table: Table) -> None:
    """Issue 13: the Count cash dialog's key line said nothing of opening its list, and Enter on the list did
    nothing. It now says how the list is worked while the list has the focus, and Enter takes a player and goes
    on to the amount, as in every form."""
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        await pilot.press("k")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, CountCashScreen)
        keys = dialog.query_one("#count-keys", Static)
        assert static_text(keys) == CountCashScreen.KEYS["amount"] and keys.size.height == 1
        await pilot.press("shift+tab")
        await pilot.pause()
        assert isinstance(dialog.focused, Select)
        assert static_text(keys) == CountCashScreen.KEYS["list"]
        assert keys.size.height == 1  # as high as the amount's line: the dialog does not jump
        await pilot.press("space")
        await pilot.pause()
        assert static_text(keys) == CountCashScreen.KEYS["open list"] and keys.size.height == 1
        await pilot.press("down", "enter")  # the next player
        await pilot.pause()
        assert dialog.focused is dialog.query_one("#count-amount", Input)
        assert static_text(keys) == CountCashScreen.KEYS["amount"]
        assert dialog.query_one("#count-player", Select).value == 2
        await pilot.press("shift+tab", "enter")  # Enter on the closed list: the player shown, on to the amount
        await pilot.pause()
        assert dialog.focused is dialog.query_one("#count-amount", Input)
        await pilot.press(*"12,700", "shift+tab", "ctrl+s")  # ctrl+s records from the list, as in a form
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen)

    run(app, body)
    last = table.book.game(table.game_id).records[-1]
    assert (last.kind, dict(last.payload)) == ("balance_assertion", {"player": 2, "cash": 12700})


def test_count_cash_refuses_what_is_not_an_amount(table: Table) -> None:
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        await pilot.press("k")
        await pilot.pause()
        await pilot.press("a", "b")  # letters are not even typed, and that is said
        await pilot.pause()
        said = static_text(app.screen.query_one("#refusal", Static))
        assert said == "Counted cash: a number, in whole dollars. Key not used.", said
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.query_one("#count-amount", Input).value == ""
        assert "whole dollars" in static_text(app.screen.query_one("#refusal", Static))
        await pilot.press("1", "2", ".", "5", "enter")  # a point: why it is refused, not only "type the amount"
        await pilot.pause()
        assert "no decimal point" in static_text(app.screen.query_one("#refusal", Static))

    run(app, body)
    assert table.actions() == 5


# -- audit -------------------------------------------------------------------------------------
def test_journal_and_audit_count_alike_search_and_running_balances(table: Table) -> None:
    table.book.record(table.game_id, "balance_assertion", {"player": 2, "cash": 12700})  # #6, a cash count
    app = table.app()
    counts = "6 actions (1 cash count) · 8 entries"  # the setup (#0) is no action; a count in the banker's words

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        journal = app.screen.query_one("#journal", JournalTable)
        filters = app.screen.query_one("#journal-filters", Static)
        assert f"{counts} · all shown" in static_text(filters)
        # each player's cash posting shows the balance it leaves; the detail, everyone's cash after the action
        bea = [str(c) for c in journal.get_row("a5e1p0")] + [str(c) for c in journal.get_row("a5e1p1")]
        assert "-$2,300" in bea and "$12,700" in bea
        journal.move_cursor(row=journal.get_row_index("a5"))
        await pilot.pause()
        detail = static_text(app.screen.query_one("#journal-detail", Static))
        cash = " · ".join(f"{n} ${table.after_last[f'p{s}:cash']:,}" for s, n in enumerate(("Ann", "Bea", "Cal"), 1))
        assert f"Cash after #5: {cash}" in detail
        # the search: every word, as typed, anywhere in an action (its players, amounts, entries, kind)
        await pilot.press("slash", *"bea 2300", "enter")  # letters reach the box, not the journal's keys
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen)
        actions = [k for k in journal.row_keys if "e" not in k]
        assert actions == ["a5"]
        assert f"{counts} · 1 shown" in static_text(filters)
        await pilot.press("slash", *"[b]no such", "enter")  # Enter: back to the journal, the search kept
        await pilot.pause()
        assert journal.row_count == 0 and journal.has_focus
        assert "No action matches" in static_text(app.screen.query_one("#journal-detail", Static))
        await pilot.press("escape")  # Esc in the journal: the search cleared first, the journal stays open
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen) and app.screen.query_one("#journal-search", Input).value == ""
        assert f"{counts} · all shown" in static_text(filters)
        await pilot.press("slash", *"bea", "enter", "x")  # x: every filter cleared
        await pilot.pause()
        assert app.screen.query_one("#journal-search", Input).value == ""
        assert f"{counts} · all shown" in static_text(filters)
        await pilot.press("a")
        await pilot.pause()
        assert isinstance(app.screen, AuditScreen)
        await app.screen.workers.wait_for_complete()
        await pilot.pause()
        text = static_text(app.screen.query_one("#audit-result", Static))
        assert f"Game 1: {counts}, replayed and checked." in text
        # the seal said with what it is for, not a bare hash
        assert f"{table.book.seal(table.game_id)} (also at the foot of each sheet printed now" in text
        assert "OK: every entry balances" in text
        assert "Bea's cash" in text and "$12,700" in text

    run(app, body)


def test_audit_screen_names_the_first_divergent_action(table: Table) -> None:
    # tamper with a stored posting behind the book's back
    import sqlite3

    db = sqlite3.connect(table.tmp_path / "t.sqlite")
    try:
        with db:
            db.execute("UPDATE postings SET amount = amount - 100 WHERE id = (SELECT max(id) FROM postings)")
    finally:
        db.close()
    app = table.app()

    async def body(pilot: Any) -> None:
        app.game_id = table.game_id
        app.action_audit()
        await pilot.pause()
        await app.screen.workers.wait_for_complete()
        await pilot.pause()
        text = static_text(app.screen.query_one("#audit-result", Static))
        assert "PROBLEMS" in text
        assert "First action where the journal and the replay part: #5 Bea pays $2,300 maintenance" in text

    run(app, body)


@pytest.mark.parametrize("at_once", [True, False], ids=["short game: at once", "long game: in a worker"])
def test_audit_of_a_short_game_is_in_the_screens_first_frame(
    table: Table, monkeypatch: pytest.MonkeyPatch, at_once: bool
) -> None:
    """Issue 13: the audit's result came some 40 ms after its screen (a worker sharing the interpreter with the
    screen). A short game is audited before the screen is first drawn; a game over AUDIT_AT_ONCE actions in a
    worker, "Auditing…" meanwhile, with the same result."""
    from tui.screens import journal

    if not at_once:
        monkeypatch.setattr(journal, "AUDIT_AT_ONCE", 0)
    app = table.app()

    async def body(pilot: Any) -> None:
        app.game_id = table.game_id
        app.action_audit()
        await pilot.pause()
        text = static_text(app.screen.query_one("#audit-result", Static))
        if at_once:
            assert not app.screen.workers and text.startswith(f"Game {table.game_id}: "), text
        await app.screen.workers.wait_for_complete()
        await pilot.pause()
        text = static_text(app.screen.query_one("#audit-result", Static))
        assert "OK: every entry balances, the accounts sum to zero, and the replay equals the journal." in text

    run(app, body)


# -- print ---------------------------------------------------------------------------------------
def test_print_writes_filled_and_blank_sheets_in_a_worker_and_names_the_files(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    app = table.app()
    written: list[Path] = []

    async def body(pilot: Any) -> None:
        app.game_id = table.game_id
        await pilot.press("f5")  # one key: filled and blank, and the audit
        await pilot.pause()
        assert isinstance(app.screen, PrintedScreen)
        await app.workers.wait_for_complete()
        await pilot.pause()
        written.extend(app.last_printed[1])
        # the folder and each file whole, on lines of their own, until the banker closes the dialog
        folder = static_text(app.screen.query_one("#printed-folder", Static))
        assert folder == f"Folder: {table.tmp_path / 'prints' / 't'}"  # the book's own folder (t.sqlite)
        assert all(path.name in drawn_text(app) for path in written)
        await pilot.press("enter")  # open the highlighted PDF: no display here, and it says so
        await pilot.pause()
        await app.screen.workers.wait_for_complete()
        await pilot.pause()
        assert "No PDF viewer can be started here: this terminal has no display" in drawn_words(app)
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, PrintedScreen)

    run(app, body)
    assert len(written) == 3  # and the end-of-game audit (a newcomer's try: no audit PDF for Air Empire)
    recap, blank, audit = written
    assert audit.name.endswith("-audit.pdf") and audit.stat().st_size > 0
    assert recap.parent == table.tmp_path / "prints" / "t" and recap.name.endswith("-recap-sheets.pdf")
    assert blank.name.endswith("-blank-recap-sheet.pdf")
    from pypdf import PdfReader

    pages = PdfReader(recap).pages
    assert len(pages) == 4  # a sheet per player, then each player's cash by quarter
    assert "Bea" in pages[1].extract_text()
    assert len(PdfReader(blank).pages) == 3


def test_print_only_the_blank_sheet_then_f7_opens_it_in_the_viewer(
    table: Table, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the system's viewer, as the desktop starts it: xdg-open FILE (here one that notes the file)
    bin_dir, opened = tmp_path / "bin", tmp_path / "opened.txt"
    bin_dir.mkdir()
    viewer = bin_dir / "xdg-open"
    viewer.write_text(f'#!/bin/sh\nprintf "%s" "$1" > "{opened}"\n', "utf-8")
    viewer.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")
    monkeypatch.setenv("DISPLAY", ":99")
    app = table.app(f'prints = "{tmp_path / "elsewhere"}"\n')

    async def body(pilot: Any) -> None:
        app.game_id = table.game_id
        await pilot.press("f7")
        await pilot.pause()
        assert any("Nothing printed yet" in n for n in notices(app))
        await pilot.press("f6")
        await pilot.pause()
        assert isinstance(app.screen, PrintChoiceScreen)
        await pilot.press("b")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("escape", "f7")  # later, from the table: the last PDF, opened
        await pilot.pause()
        assert isinstance(app.screen, PrintedScreen)
        await app.screen.workers.wait_for_complete()
        await pilot.pause()
        assert "Opened " in drawn_words(app)

    run(app, body)
    files = sorted(p.name for p in (tmp_path / "elsewhere").iterdir())
    assert len(files) == 1 and files[0].endswith("blank-recap-sheet.pdf")
    assert opened.read_text("utf-8") == str(tmp_path / "elsewhere" / files[0])


# -- recap on screen ---------------------------------------------------------------------------
def test_recap_shows_the_pdf_numbers_and_switches_player(table: Table) -> None:
    app = table.app()
    sheets = air_empire.recap_sheets(table.book.game(table.game_id).state)

    async def body(pilot: Any) -> None:
        app.game_id = table.game_id
        app.push_screen(RecapScreen())
        await pilot.pause()
        recap = app.screen.query_one("#recap", DataTable)
        assert "Ann (seat 1)" in static_text(app.screen.query_one("#recap-title", Static))
        line_1g = [str(c) for c in recap.get_row("1g")]
        ann_1g = sheets[0].lines[[line.code for line in sheets[0].lines].index("1g")].amounts[0]
        assert line_1g[1] == f"${ann_1g:,}"
        await pilot.press("right")
        await pilot.pause()
        assert "Bea (seat 2)" in static_text(app.screen.query_one("#recap-title", Static))
        await pilot.press("left", "left")
        await pilot.pause()
        assert "Cal (seat 3)" in static_text(app.screen.query_one("#recap-title", Static))
        await pilot.press("a")
        await pilot.pause()
        assert app.screen.query_one("#applications", DataTable).display

    run(app, body)


# -- help, palette, keymap, theme, size ------------------------------------------------------
@pytest.mark.parametrize("key", ["f1", "question_mark"])
def test_help_opens_with_the_keys_and_their_ids(table: Table, key: str) -> None:
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = app.screen._text
        assert text.startswith("Keys of this screen — ")
        assert "* journal_filter_player — " in text and "* undo — " in text
        assert "Phase 5 — Maintenance & Overhaul" in text  # the game's help, below its table
        assert str(table.tmp_path / "config.toml") in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen)

    run(app, body)


def test_command_palette_reaches_the_audit(table: Table) -> None:
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        titles = [c.title for c in app.get_system_commands(app.screen)]
        for title in ("Journal", "Count cash", "Audit", "Print recap sheets", "Undo", "Redo", "Filter by player"):
            assert title in titles
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"Audit")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, AuditScreen)

    run(app, body)


def test_keymap_from_the_config_file_moves_undo(table: Table) -> None:
    app = table.app('[keymap]\nundo = "ctrl+u"\n')

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen)  # ctrl+z no longer undoes
        await pilot.press("ctrl+u")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        # the help is plain text: the key and what it does; its id in the Keymap section at the end only
        text = app.screen._text
        assert "^u — Undo" in text and "· id" not in text
        assert "undo — ^u (Undo)" in text.split("Keymap: the id of each key")[1]

    run(app, body)
    assert table.actions() == 5


def test_a_keymap_clash_is_told_not_silently_kept(table: Table) -> None:
    app = table.app('[keymap]\nundo = "ctrl+y"\nno_such_binding = "x"\n')

    async def body(pilot: Any) -> None:
        assert any("^y: Undo and Redo" in n for n in notices(app))
        await pilot.press("f1")
        await pilot.pause()
        assert "no_such_binding" in app.screen._text
        assert "Keys your keymap gives to two actions" in app.screen._text

    run(app, body)


def test_the_chosen_theme_is_remembered(table: Table) -> None:
    path = table.tmp_path / "config.toml"
    path.write_text('# my settings\n\n[keymap]\nhelp = "f1"\n', "utf-8")
    first = AirbankerApp(table.book, config_path=path)

    async def choose(pilot: Any) -> None:
        first.theme = "textual-light"
        await pilot.pause()

    run(first, choose)
    text = path.read_text("utf-8")
    assert 'theme = "textual-light"' in text and "# my settings" in text and 'help = "f1"' in text
    second = AirbankerApp(table.book, config_path=path)

    async def check(pilot: Any) -> None:
        assert second.theme == "textual-light"

    run(second, check)


def test_too_small_notice_comes_and_goes(table: Table) -> None:
    app = table.app()

    async def body(pilot: Any) -> None:
        notice = app.screen.query_one(TooSmallNotice)
        assert notice.display
        assert "airbanker needs at least 80×24; this terminal is 60×20" in static_text(notice)
        assert "Keys typed meanwhile do nothing" in " ".join(static_text(notice).split())  # a bid typed is not kept
        # the notice alone is drawn: nothing of the screen (its footer, its lines) shows beside it
        assert drawn_text(app).split() == static_text(notice).split()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not notice.display
        await open_journal(pilot, table.game_id)
        await pilot.resize_terminal(79, 30)
        await pilot.pause()
        await pilot.pause()
        notice = app.screen.query_one(TooSmallNotice)
        assert notice.display and "this terminal is 79×30" in static_text(notice)
        assert drawn_text(app).split() == static_text(notice).split()
        screen = app.screen
        await pilot.press("escape", "ctrl+z", "f1")  # keys do nothing behind the notice
        await pilot.pause()
        assert app.screen is screen

    run(app, body, size=(60, 20))


# -- snapshots (times in the journal are local: the ``utc`` fixture, tests/conftest.py) ----------
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_snapshot_journal(table: Table, snap_compare: Any, utc: Any, size: tuple[int, int]) -> None:
    app = table.app()

    async def before(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=before)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_snapshot_recap(table: Table, snap_compare: Any, size: tuple[int, int]) -> None:
    app = table.app()

    async def before(pilot: Any) -> None:
        app.game_id = table.game_id
        app.push_screen(RecapScreen(seat_index=1))
        await pilot.pause()
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=before)


def test_a_page_key_turns_a_whole_page(tmp_path: Path) -> None:
    """A newcomer's try: PageDown moved the cursor to the view's bottom edge and the view by a few lines, read as
    half a page. The view turns by a whole page (its body's lines), the cursor with it; PageUp turns it back."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", None)

    async def body(pilot: Any) -> None:
        await open_journal(pilot, game)
        journal = app.screen.query_one("#journal", JournalTable)
        await keys(pilot, "home")
        page = journal._body_height()
        await keys(pilot, "pagedown")
        first = journal.scroll_y
        # a whole page on, less the part of a row left above the view (a row is never cut at the top)
        assert page - 4 <= first <= page
        assert first <= journal._starts[journal.cursor_row] < first + page  # the cursor in view
        # the page of the view now: the detail pane under it grows for the row the cursor is on when that row's
        # details need more than its 5 lines (Air Empire's route bids, each player's Phase 1 lines)
        page = journal._body_height()
        await keys(pilot, "pagedown")
        assert first + page - 4 <= journal.scroll_y <= first + page
        await keys(pilot, "pageup", "pageup")
        assert journal.scroll_y <= 2 and journal.cursor_row <= 1  # back at the start, the cursor's row in full
        await keys(pilot, "pageup")
        assert journal.scroll_y == 0 and journal.cursor_row == 0

    run(app, body)


def test_the_balance_column_says_a_debt_as_what_is_owed() -> None:
    from tui.screens.journal import _owed

    assert _owed("p2:cash", 3100) == ("", 3100)
    assert _owed("p2:loans", -11) == ("owes ", 11)  # borrowing posts a minus to the player's loans
    assert _owed("p4:owes:p3", -5) == ("owes ", 5)
    assert _owed("p3:lent:p4", 5) == ("lent ", 5)
    assert _owed("bank:loans", 40) is None and _owed("bank", -7) is None


def test_an_undo_is_shown_in_the_quarter_of_the_action_it_reverses(table: Table) -> None:
    table.book.record(table.game_id, "air_empire.maintenance", {"player": 3})  # the last: Y1 Q2 comes
    undo = table.book.undo(table.game_id)
    assert _quarter(table.book.journal(table.game_id)[-1][2]) == "Y1 Q2"  # stored where the game was
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        journal = app.screen.query_one("#journal", JournalTable)
        assert journal.get_row(f"a{undo.seq}")[2] == "Y1 Q1"  # beside the maintenance it reverses

    run(app, body)


def test_the_audit_says_what_the_signs_of_its_balances_mean(table: Table) -> None:
    """A newcomer's try: "the Bank -$13,100" and "Ann's loans -$5,000" with nothing to say what a minus means."""
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        await pilot.press("a")
        await pilot.pause()
        for _ in range(100):
            shown = static_text(app.screen.query_one("#audit-result", Static))
            if "Balances" in shown:
                break
            await pilot.pause(0.05)
        assert "the Bank" in shown and "paid out more than taken in" in shown, shown

    run(app, body)


def test_ctrl_z_in_the_search_box_clears_it_and_undoes_nothing(table: Table) -> None:
    """A newcomer's try: ctrl+z typed in the search box asked to undo the last maintenance, one Enter away."""
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        await pilot.press("slash", "m", "a", "i", "ctrl+z")
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen)
        assert app.screen.query_one("#journal-search", Input).value == ""

    run(app, body)
    assert table.actions() == 5


def test_the_footer_says_what_acts_while_a_search_is_typed(table: Table) -> None:
    """A newcomer's try: after / the footer read "/ Search ^y Redo f1 Help": Redo with nothing to redo, "/" that
    the box takes, and no word of Esc. While the search is typed it offers Esc and Enter, and what the rows offer
    again once back on them."""
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        footer = drawn_text(app).splitlines()[-1]
        assert "/ Search" in footer and "Redo" not in footer, footer
        await pilot.press("slash", *"bea")
        await pilot.pause()
        footer = drawn_text(app).splitlines()[-1]
        assert "esc Drop the search" in footer and "⏎ Go to the rows" in footer, footer
        assert "Redo" not in footer and "/ Search" not in footer, footer
        await pilot.press("enter")
        await pilot.pause()
        # back on the rows, the search kept: Esc drops it (a newcomer's try: the footer read "esc Back" there)
        footer = drawn_text(app).splitlines()[-1]
        assert "/ Search" in footer and "esc Drop the search" in footer and "esc Back" not in footer, footer
        await pilot.press("escape")
        await pilot.pause()
        footer = drawn_text(app).splitlines()[-1]
        assert "esc Back" in footer and "Drop the search" not in footer, footer

    run(app, body)


def test_esc_in_the_search_box_goes_back_to_the_row_found_and_esc_again_leaves(table: Table) -> None:
    """A newcomer's try: Esc, Esc after a search stayed in the journal (the first back to the rows, the second
    clearing the search). Esc in the search box drops the search and goes back to the rows, the cursor on the row
    found; the second Esc closes the journal. The search key comes first on the footer, "/ Search": between "^y
    Redo" and "Search" it read "Redo / Search", one item, and "slash Search" read oddly to two newcomers."""
    app = table.app()

    async def body(pilot: Any) -> None:
        await open_journal(pilot, table.game_id)
        journal = app.screen.query_one("#journal", JournalTable)
        assert drawn_text(app).splitlines()[-1].lstrip().startswith("/ Search"), drawn_text(app)
        await pilot.press("slash", *"bea 2300")
        await pilot.pause(0.5)
        assert [k for k in journal.row_keys if "e" not in k] == ["a5"]
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen) and journal.has_focus
        assert app.screen.query_one("#journal-search", Input).value == ""
        assert len([k for k in journal.row_keys if "e" not in k]) > 1  # every action again
        assert journal.cursor_line is not None and journal.cursor_line.seq == 5  # on the row found
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, JournalScreen)

    run(app, body)
