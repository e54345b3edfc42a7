"""The loan between players form (``n``, Air Fare, Raise Money Fast: "make loans to each other"), as newcomers
tried it. Seats: Ann, Bea, Cal, Dee; $50M each (Air Fare, Setup)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select
from tui_helpers import drawn_text, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AirbankerApp
from tui.games.air_fare.forms import LoanPlayerSelect, PlayerLoanForm
from tui.games.air_fare.table import AirFareScreen

NAMES = ("Ann", "Bea", "Cal", "Dee")


async def open_game(pilot: object, app: AirbankerApp) -> int:
    """A new 4-player Air Fare game, opened on its table screen."""
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "loans", NAMES, options))
    await pilot.pause()  # type: ignore[attr-defined]
    app.open_game(game_id)
    await pilot.pause()  # type: ignore[attr-defined]
    assert isinstance(app.screen, AirFareScreen)
    return game_id


def seats_offered(form: PlayerLoanForm, widget_id: str) -> list[int]:
    return [seat for _label, seat in form.query_one(f"#{widget_id}", LoanPlayerSelect)._given]


def ann_short(app: AirbankerApp, game_id: int) -> None:
    """Turn 2's raise-money step with Ann short: she borrowed $100M after turn 1's Revenue Phase and bid all her
    cash on a Boeing 747; turn 2 she owes $20M interest with $0M (Air Fare, Raise Money Fast)."""
    book = app.book
    book.record(game_id, "air_fare.maintenance", {"rolls": [{"plane": p, "roll": 5} for p in (1, 4, 7, 10)]})
    draws = ["Boeing 747 Jumbo Jet", "Miami", "Boston", "Dallas"]
    book.record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(draws, 1)]})
    book.record(game_id, "air_fare.flights", {"flights": []})
    book.record(game_id, "air_fare.revenue", {})
    book.record(game_id, "air_fare.loan", {"player": 1, "amount": 100})
    jumbo = next(c for c in app.game.state.pool if app.game.state.cards[c].name == "Boeing 747 Jumbo Jet")
    cash = app.game.balance("p1:cash")
    book.record(game_id, "air_fare.bids", {"bids": [{"player": 1, "card": jumbo, "amount": cash}]})
    book.record(game_id, "air_fare.maintenance", {"rolls": [{"plane": p, "roll": 5} for p in (1, 4, 7, 10, jumbo)]})
    draws = ["Chicago", "New York", "Atlanta", "Europe"]
    book.record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(draws, 1)]})
    book.record(game_id, "air_fare.flights", {"flights": []})
    book.record(game_id, "air_fare.revenue", {})
    app.game_changed()


@run
async def test_the_borrower_list_leaves_out_the_lender(tmp_path: Path) -> None:
    """Lender Bea chosen, the Borrower list still offered her ("2 Bea ($50M)" stayed, "Bea owes Bea $0M now"):
    it leaves out the lender, and says why when his name is typed; the borrower chosen as the lender swaps the
    two (in a game of two players, the only way to swap them)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game(pilot, app)
        await keys(pilot, "n")
        form = app.screen
        assert isinstance(form, PlayerLoanForm)
        assert (form.query_one("#lender", Select).value, form.query_one("#borrower", Select).value) == (1, 2)
        assert seats_offered(form, "borrower") == [2, 3, 4]
        assert seats_offered(form, "lender") == [1, 2, 3, 4]
        await keys(pilot, "bea", "enter")  # Bea, the borrower, chosen as the lender: the two swap
        assert (form.query_one("#lender", Select).value, form.query_one("#borrower", Select).value) == (2, 1)
        assert seats_offered(form, "borrower") == [1, 3, 4]
        words = " ".join(drawn_text(app).split())
        assert "Ann owes Bea $0M now." in words and "Bea owes Bea" not in words, words
        assert app.focused is form.query_one("#borrower")
        await keys(pilot, "bea")
        words = " ".join(drawn_text(app).split())
        assert "Bea is the lender: a loan is between two players · Esc: close the list" in words, words
        await keys(pilot, "escape")
        assert isinstance(app.screen, PlayerLoanForm)
        await keys(pilot, "cal", "enter")
        words = " ".join(drawn_text(app).split())
        assert "Cal owes Bea $0M now." in words, words
        await keys(pilot, "15", "enter")
        assert isinstance(app.screen, AirFareScreen), form.live_text
        assert app.game.state.player_loans == {(2, 3): 15}


@run
async def test_a_loan_while_raising_money_starts_on_a_lender_with_cash_for_the_player_short(tmp_path: Path) -> None:
    """At turn 4 while raising money, ``n`` opened on "Lender 3 Cal ($0M)", short himself: it starts on the
    player short as the borrower and the next player with cash to lend as the lender."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        game_id = await open_game(pilot, app)
        ann_short(app, game_id)
        await pilot.pause()
        assert app.game.state.phase == "raise_money"
        await keys(pilot, "n")
        form = app.screen
        assert isinstance(form, PlayerLoanForm)
        assert (form.query_one("#lender", Select).value, form.query_one("#borrower", Select).value) == (2, 1)
        await keys(pilot, "escape")
        # with Dee highlighted (not short), the player short still borrows, from the next with cash after her
        await keys(pilot, "down", "down", "down", "n")
        form = app.screen
        assert isinstance(form, PlayerLoanForm)
        assert (form.query_one("#lender", Select).value, form.query_one("#borrower", Select).value) == (2, 1)
