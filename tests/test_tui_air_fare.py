"""Play Air Fare through the banker's screens only (Textual Pilot, 80×24, a real SQLite file).

Every figure asserted here is worked out by hand from the rulebook (../shared/rules/air-fare.txt)
in the comments, never taken from the code under test. Seats: Ann (Boeing 737, card #1, Minor
Airports #2 #3), Bea (DC-9 #4, Minor #5 #6), Cal (737 #7, Minor #8 #9); $50M each (Setup).
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from textual.widgets import DataTable, Input, Select, Static

from ledger.store import Book
from tui.af_forms import (
    AirFareBidsScreen,
    DrawForm,
    FlightsForm,
    LoanForm,
    MaintenanceForm,
    RevenueForm,
)
from tui.air_fare import AirFareScreen, StandingsScreen
from tui.app import AirbankerApp
from tui.start import NewGameScreen
from tui.widgets import ConfirmScreen

SIZE = (80, 24)
NAMES = ("Ann", "Bea", "Cal")


def run(test: Callable[..., Awaitable[None]]) -> Callable[..., None]:
    """Run an async test with ``asyncio.run`` (no async plugin needed)."""

    @functools.wraps(test)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        asyncio.run(test(*args, **kwargs))

    return wrapper


def make_app(tmp_path: Path) -> AirbankerApp:
    return AirbankerApp(Book(f"sqlite:///{tmp_path / 't.sqlite'}"), config_path=tmp_path / "config.toml")


async def keys(pilot: Any, *presses: str) -> None:
    """Press keys; a press longer than one character that is not a key name is typed letter by letter."""
    names = {"enter", "escape", "tab", "shift+tab", "down", "up", "ctrl+s", "ctrl+z", "ctrl+y", "ctrl+r",
             "backspace", "space"}
    for press in presses:
        if not press:
            continue
        if len(press) > 1 and press not in names:
            await pilot.press(*press)
        else:
            await pilot.press(press)
        await pilot.pause()
    await pilot.pause()


async def pick(pilot: Any, option: str) -> None:
    """In a focused list (Select): open it, type the start of the option, choose it."""
    await keys(pilot, "enter", option, "enter")


def text(widget: Any) -> str:
    return str(widget.render())


def records(app: AirbankerApp) -> int:
    return len(app.game.records)


def balances(app: AirbankerApp) -> dict[str, int]:
    return {k: v for k, v in app.book.balances(app.game_id).items() if v}


def cash(app: AirbankerApp, seat: int) -> int:
    return app.game.balance(f"p{seat}:cash")


def screen_text(app: AirbankerApp) -> str:
    """Every Static and Input on the screen as drawn (an Input with a password shows dots)."""
    parts = [text(w) for w in app.screen.query(Static) if w.display]
    parts += [str(w.render_line(0).text) for w in app.screen.query(Input) if w.display]
    return "\n".join(parts)


async def new_air_fare_game(pilot: Any, *names: str) -> None:
    """From the start screen: n, Air Fare in the game list, a title, the names, Enter on a blank seat."""
    await keys(pilot, "n")
    assert isinstance(pilot.app.screen, NewGameScreen)
    await keys(pilot, "shift+tab", "shift+tab")  # from the title back to the game list
    await pick(pilot, "Air F")
    await keys(pilot, "tab", "tab", "Friday", "enter")
    for name in names:
        await keys(pilot, name, "enter")
    await keys(pilot, "enter")  # Enter on an empty seat creates the game
    assert isinstance(pilot.app.screen, AirFareScreen)


@run
async def test_a_whole_turn_of_a_3_player_game_through_the_screens(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await new_air_fare_game(pilot, *NAMES)
        assert app.game.setup.game == "air_fare" and app.game.setup.players == NAMES
        assert balances(app)["p1:cash"] == 50  # Setup: $50 (50 Million dollars) each
        table = app.screen
        assert "Maintenance Phase" in text(table.query_one("#next")) and "(m)" in text(table.query_one("#next"))
        assert str(table.query_one("#grid", DataTable).get_row_at(0)[1]) == "$50M"

        # A phase key of another phase opens nothing and says when it belongs.
        await keys(pilot, "f")
        assert isinstance(app.screen, AirFareScreen) and records(app) == 0

        # Maintenance: a d10 shows 1-10; 11 is refused by the ledger and nothing is recorded.
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, MaintenanceForm)
        await keys(pilot, "7", "enter", "11", "enter", "9", "enter")
        assert isinstance(app.screen, MaintenanceForm) and records(app) == 0
        assert "1-10" in form.live_text and "Air Fare, Maintenance Phase" in form.live_text
        # Bea's DC-9 is Very Old: grounded on 1-3 (Maintenance Phase); a 2 grounds it.
        form.query_one("#roll_4", Input).value = "2"
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, AirFareScreen) and records(app) == 1
        assert app.game.state.grounded == {4}
        assert "DC-9✗" in str(app.screen.query_one("#grid", DataTable).get_row_at(1)[4])  # ✗ grounded

        # Draw: Ann Miami, Bea a Boeing 747, Cal the Holiday Season (+50% for everyone this turn).
        await keys(pilot, "d")
        assert isinstance(app.screen, DrawForm)
        await pick(pilot, "Miami")
        await pick(pilot, "Boeing 747")
        await pick(pilot, "Holiday")
        await keys(pilot, "enter")  # past the last field: record
        assert isinstance(app.screen, AirFareScreen), getattr(app.screen, "live_text", "")
        assert records(app) == 2
        assert "#10 Miami" in text(app.screen.query_one("#pool"))
        assert "Holiday Season (Cal)" in text(app.screen.query_one("#events"))

        # Flying: Ann's 737 #1 and Cal's 737 #7 fly to a Minor Airport; Bea's DC-9 is grounded.
        await keys(pilot, "f")
        flights = app.screen
        assert isinstance(flights, FlightsForm)
        assert "grounded (rolled 2)" in screen_text(app)
        await pick(pilot, "Minor")
        await pick(pilot, "Minor")
        assert "Landing revenue then: Ann $14M, Bea $0M, Cal $14M".replace(",", " ·") in flights.live_text
        await keys(pilot, "enter")
        # Revenue: $10 a Minor Airport landing, 737 -10%, Holiday Season +50%: 10 × 0.9 × 1.5 = 13.5 → $14M
        assert isinstance(app.screen, AirFareScreen), getattr(flights, "live_text", "")
        assert records(app) == 3

        await keys(pilot, "r")
        revenue = app.screen
        assert isinstance(revenue, RevenueForm)
        shown = text(revenue.query_one("#revenue-lines"))
        assert "Ann: $14M landing revenue" in shown and "Bea: $0M landing revenue" in shown
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen) and records(app) == 4
        assert (cash(app, 1), cash(app, 2), cash(app, 3)) == (64, 50, 64)

        # Bids, one player at a time and masked: Ann $60M on Miami, Bea $50M (all she has) on Miami, Cal none.
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen)
        assert "Bids of Ann" in text(bids.query_one("#entry-who"))
        await keys(pilot, "60")
        assert "60" not in screen_text(app) and "••" in screen_text(app)
        await keys(pilot, "enter", "enter")  # Miami, then no bid on the 747: Bea's turn
        assert "typed (hidden)" in text(bids.query_one("#bids-roll"))
        await keys(pilot, "50", "enter", "enter", "enter", "enter")  # Bea; Cal bids nothing
        assert bids.stage == "ready" and "$60M" not in screen_text(app)
        await keys(pilot, "enter")  # reveal
        shown = text(bids.query_one("#bids-message"))
        assert "Ann $60M, Bea $50M" in shown and "Ann wins, pays $60M" in shown
        # "Discard any cards no one bid on." (Bid Phase): the 747 nobody could pay
        assert "no bid: discarded" in shown
        assert records(app) == 4  # revealed, not yet recorded
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen) and records(app) == 5
        assert cash(app, 1) == 4 and app.game.state.turn == 2 and app.game.state.phase == "maintenance"
        assert 10 in app.game.state.player(1).rights

        # ctrl+z undoes the bids (asked first): the turn is back at its Bid Phase, Ann's $60M back.
        await keys(pilot, "ctrl+z")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert app.game.state.phase == "bid" and cash(app, 1) == 64
        assert "Bid Phase" in text(app.screen.query_one("#next"))

        await keys(pilot, "v")
        assert isinstance(app.screen, StandingsScreen)
        await keys(pilot, "escape")
        assert isinstance(app.screen, AirFareScreen)


@run
async def test_refused_forms_record_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await new_air_fare_game(pilot, *NAMES)
        before, money_before = records(app), balances(app)
        # "You can take a maximum bank loan of up to $100" (Raise Money Fast): $120M is refused.
        await keys(pilot, "l")
        form = app.screen
        assert isinstance(form, LoanForm)
        await keys(pilot, "120", "enter")
        assert isinstance(app.screen, LoanForm)
        assert "Refused" in form.live_text and "Raise Money Fast" in form.live_text
        assert records(app) == before and balances(app) == money_before
        await keys(pilot, "escape")
        # The secret bids refused at the reveal: below the base cost (Bid Phase).
        game_id = app.game_id
        assert game_id is not None
        app.book.record(game_id, "air_fare.maintenance", {"rolls": [{"plane": 1, "roll": 5}, {"plane": 4, "roll": 5},
                                                                     {"plane": 7, "roll": 5}]})
        app.book.record(game_id, "air_fare.draw", {"cards": [{"player": 1, "card": "Miami"},
                                                             {"player": 2, "card": "Boston"},
                                                             {"player": 3, "card": "Dallas"}]})
        app.book.record(game_id, "air_fare.flights", {"flights": []})
        app.book.record(game_id, "air_fare.revenue", {})
        app.game_changed()
        await pilot.pause()
        before, money_before = records(app), balances(app)
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen)
        await keys(pilot, "40", "enter", "enter", "enter")  # Ann: $40M on Miami, base $50M
        await keys(pilot, "enter", "enter", "enter", "enter", "enter", "enter")  # Bea, Cal: no bids
        await keys(pilot, "enter")  # reveal
        shown = text(bids.query_one("#bids-message"))
        assert "Refused at the reveal" in shown and "Base Cost" in shown and "Ann" in shown
        await keys(pilot, "enter")  # back to typing Ann's bids
        assert bids.stage == "typing" and "Bids of Ann" in text(bids.query_one("#entry-who"))
        assert records(app) == before and balances(app) == money_before


@run
async def test_optional_rules_price_war_advertising_and_loans_between_players(tmp_path: Path) -> None:
    """Price War cities typed with the rolls; the Advertising Phase (masked spending); a loan between players."""
    from ledger.game import GameSetup
    from tui.af_forms import AdvertisingForm, PlayerLoanForm

    app = make_app(tmp_path)
    book = app.book
    game_id = book.create_game(GameSetup("air_fare", "standard", "options", NAMES,
                                         {"price_war": True, "advertising": True}))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        # Price War: Ann picks her Minor Airport (Price War Optional Rule), typed in any case.
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, MaintenanceForm)
        form.query_one("#war_1", Input).value = "minor airport"
        await keys(pilot, "ctrl+r")
        assert "seed" in form.live_text, form.live_text
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, AirFareScreen), form.live_text
        assert app.game.state.price_war == {1: ["Minor Airport"]}
        # A loan between players: Bea lends Ann $20M ("make loans to each other", Raise Money Fast).
        await keys(pilot, "n")
        loan = app.screen
        assert isinstance(loan, PlayerLoanForm)
        loan.query_one("#lender", Select).value = 2
        loan.query_one("#borrower", Select).value = 1
        await keys(pilot, "20", "enter")
        assert isinstance(app.screen, AirFareScreen), loan.live_text
        assert (cash(app, 1), cash(app, 2)) == (70, 30)
        assert "Ann owes Bea $20M" in text(app.screen.query_one("#notes"))
        # Draw and fly nothing, then the Advertising Phase: nobody holds rights outside the Minor Airports.
        app.book.record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": "Miami"} for s in (1, 2, 3)]})
        app.book.record(game_id, "air_fare.flights", {"flights": []})
        app.game_changed()
        await pilot.pause()
        assert app.game.state.phase == "advertising"
        await keys(pilot, "g")
        ads = app.screen
        assert isinstance(ads, AdvertisingForm)
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, AirFareScreen), ads.live_text
        assert app.game.state.phase == "revenue"


@run
async def test_the_journal_and_count_cash_speak_in_turns_and_millions(tmp_path: Path) -> None:
    """Air Fare counts $ millions ("$50 (50 Million dollars)", Setup) and plays in turns."""
    from tui.journal import CountCashScreen, JournalScreen

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await new_air_fare_game(pilot, *NAMES)
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen)
        shown = screen_text(app)
        assert "Turn: every turn" in shown and "quarter" not in shown
        grid = app.screen.query_one(DataTable)
        assert any("+$50M" in str(cell) for row in range(grid.row_count) for cell in grid.get_row_at(row))
        await pilot.press("escape", "f3")
        await pilot.pause()
        assert isinstance(app.screen, CountCashScreen)
        assert "$ millions" in app.screen.query_one("#count-amount", Input).placeholder
        await keys(pilot, "50M", "enter")
        await pilot.pause()
        assert records(app) == 1  # the balance assertion: Ann's $50M agrees with the books
