"""The trade form's refusal of a price over the buyer's cash names the way out, a bank loan for the buyer (ctrl+l),
as the bids and the advertising do. A newcomer's try: "Price: more than Bea's $52M", no hint; ctrl+l opens the
bank loan form for the buyer, and the trade typed is checked again on the way back."""

from __future__ import annotations

from pathlib import Path

from test_tui_air_fare import stored_friday
from tui_helpers import keys, make_app, run

from ledger.games import air_fare as af
from tui.games.air_fare.forms import LoanForm, TradeForm


@run
async def test_a_price_over_the_buyers_cash_names_the_bank_loan(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await stored_friday(pilot)
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, TradeForm)
        buyer = form.query_one("#buyer").value
        name = app.game.setup.players[buyer - 1]
        form.query_one("#card").value = app.game.state.player(form.query_one("#seller").value).planes[0]
        await pilot.pause()
        form.query_one("#price").focus()
        await keys(pilot, "90", "tab")
        room = af.loan_room(app.game.state, buyer)
        assert room > 0
        assert f"more than {name}'s" in form.live_text, form.live_text
        assert f"a bank loan first: ctrl+l (up to ${room}M)" in form.live_text, form.live_text
        await pilot.press("ctrl+l")
        await pilot.pause()
        loan = app.screen
        assert isinstance(loan, LoanForm) and loan.for_seat == buyer
        await keys(pilot, "50", "enter")
        assert app.screen is form
        assert app.game.records[-1].kind == "air_fare.loan"
        await pilot.pause()
        assert "ctrl+l" not in form.live_text, form.live_text  # the price is within the cash now


@run
async def test_no_loan_hint_when_the_buyer_may_borrow_nothing_more(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await stored_friday(pilot)
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, TradeForm)
        buyer = form.query_one("#buyer").value
        await keys(pilot, "escape")
        app.book.record(app.game_id, "air_fare.loan", {"player": buyer, "amount": 100})
        app.game_changed()
        await pilot.pause()
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, TradeForm) and form.query_one("#buyer").value == buyer
        form.query_one("#card").value = app.game.state.player(form.query_one("#seller").value).planes[0]
        await pilot.pause()
        form.query_one("#price").focus()
        await keys(pilot, "400", "tab")
        assert "more than" in form.live_text and "ctrl+l" not in form.live_text, form.live_text
