"""A seat's digit typed on the player lists of Air Fare's money forms chooses that player (the lists show "2 Bea
($50M)"); digits typed together are the amount. A newcomer's try at 80x24: "n 2 Enter" lent $2M from the
highlighted player, the "2" taken as the amount. Seats: Ann, Bea, Cal, Dee; $50M each (Air Fare, Setup)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from tui_helpers import drawn_text, keys, make_app, run, type_fast

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AirbankerApp
from tui.games.air_fare.forms import LoanForm, PlayerLoanForm, RepayForm
from tui.games.air_fare.table import AirFareScreen

NAMES = ("Ann", "Bea", "Cal", "Dee")


async def open_game(pilot: object, app: AirbankerApp) -> int:
    """A new 4-player Air Fare game, opened on its table screen."""
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "seats", NAMES, options))
    await pilot.pause()  # type: ignore[attr-defined]
    app.open_game(game_id)
    await pilot.pause()  # type: ignore[attr-defined]
    assert isinstance(app.screen, AirFareScreen)
    return game_id


def chosen(app: AirbankerApp, widget_id: str) -> object:
    return app.screen.query_one(f"#{widget_id}", Select).value


@run
async def test_a_seat_digit_on_the_lender_list_chooses_the_lender(tmp_path: Path) -> None:
    """ "n 2 Enter" chooses Bea as the lender and moves on, nothing in the amount; the keys typed ahead in one go
    ("n 2 Enter 3 Enter 20 Enter") choose the lender, the borrower, then the amount, and record."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game(pilot, app)
        await type_fast(pilot, "n", "2", "enter")
        form = app.screen
        assert isinstance(form, PlayerLoanForm)
        assert (chosen(app, "lender"), chosen(app, "borrower")) == (2, 1)  # Ann, the borrower shown, swapped
        assert form.query_one("#amount", Input).value == ""
        assert app.focused is form.query_one("#borrower")
        await keys(pilot, "escape", "d")  # a lender chosen: Esc asks, d drops
        assert isinstance(app.screen, AirFareScreen)
        await type_fast(pilot, "n", "2", "enter", "3", "enter", "20", "enter")
        assert isinstance(app.screen, AirFareScreen), getattr(app.screen, "live_text", "")
        assert app.game.state.player_loans == {(2, 3): 20}


@run
async def test_digits_typed_together_on_a_player_list_are_the_amount(tmp_path: Path) -> None:
    """ "l 20 Enter" with Cal highlighted: Cal borrows $20M (the "2" chose Bea for a moment, the "0" makes it an
    amount: the list goes back to Cal); "n 15 Enter": Cal lends Dee $15M."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game(pilot, app)
        await keys(pilot, "down", "down")
        await type_fast(pilot, "l", "20", "enter")
        assert isinstance(app.screen, AirFareScreen), getattr(app.screen, "live_text", "")
        assert app.game.state.loans.get(3) == 20, app.game.state.loans
        await type_fast(pilot, "n", "15", "enter")
        assert isinstance(app.screen, AirFareScreen), getattr(app.screen, "live_text", "")
        assert app.game.state.player_loans == {(3, 4): 15}


@run
async def test_the_bank_loan_form_starts_on_the_amount_of_the_highlighted_player(tmp_path: Path) -> None:
    """ "l 1 Enter" typed in one burst with Ann highlighted: Ann borrows $1M (a newcomer's try: the form started on
    the Player list, the "1" chose seat 1 and the amount stayed empty; "2 Enter" switched the player). Shift+Tab
    reaches the Player list: there a seat digit chooses the player, "l shift+Tab 4 Enter 30 Enter": Dee $30M."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game(pilot, app)
        await type_fast(pilot, "l", "1", "enter")
        assert isinstance(app.screen, AirFareScreen), getattr(app.screen, "live_text", "")
        assert app.game.state.loans == {1: 1}, app.game.state.loans
        await type_fast(pilot, "l")
        form = app.screen
        assert isinstance(form, LoanForm) and app.focused is form.query_one("#amount")
        # nobody short: no word of why it is Ann (the table's row), as the other games' forms
        assert "Loan for Ann — Shift+Tab: another player" in form.live_text, form.live_text
        assert "highlighted" not in drawn_text(app), drawn_text(app)
        await type_fast(pilot, "shift+tab", "4")
        assert chosen(app, "player") == 4
        assert app.focused is form.query_one("#player")  # still on the list: Enter takes Dee, then the amount
        words = " ".join(drawn_text(app).split())
        assert "Player: 4 Dee — Enter takes it" in words, words
        await type_fast(pilot, "enter", "30", "enter")
        assert isinstance(app.screen, AirFareScreen), getattr(app.screen, "live_text", "")
        assert app.game.state.loans == {1: 1, 4: 30}, app.game.state.loans


@run
async def test_the_digit_of_a_seat_left_out_says_why_and_is_no_amount(tmp_path: Path) -> None:
    """The repayment lists only who owes the bank: on its Player list (Shift+Tab from the Amount, where it starts),
    "3" (Cal owes nothing) opens the list, which says why, and types no amount for the player shown."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        game_id = await open_game(pilot, app)
        app.book.record(game_id, "air_fare.loan", {"player": 4, "amount": 30})
        app.game_changed()
        await pilot.pause()
        await type_fast(pilot, "o", "shift+tab", "3")
        form = app.screen
        assert isinstance(form, RepayForm)
        assert chosen(app, "player") == 4
        assert form.query_one("#amount", Input).value == ""
        words = " ".join(drawn_text(app).split())
        assert "Cal owes the bank nothing" in words, words
        await keys(pilot, "escape", "escape")
        assert isinstance(app.screen, AirFareScreen)
        assert app.game.state.loans == {4: 30}


@run
async def test_the_loan_form_says_what_the_loan_costs_a_turn_rounded(tmp_path: Path) -> None:
    """A newcomer's try: a $1M loan said only "(20% a turn)"; its interest, $0.2M rounded half up to $0M, was a
    surprise. The live line says the cost a turn, and the rounding when 20% of it is not whole."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game(pilot, app)
        await type_fast(pilot, "l", "1")
        form = app.screen
        assert isinstance(form, LoanForm)
        said = form.live_text
        assert "A $1M loan: 20% a turn = $0.2M, rounded half up = $0M (“Rounding of $M: half up”" in said, said
        await type_fast(pilot, "0")
        said = form.live_text
        assert said.endswith("A $10M loan: 20% a turn = $2M"), said
        assert "rounded" not in said, said
