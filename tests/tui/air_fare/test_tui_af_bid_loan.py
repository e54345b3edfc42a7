"""A bid over the bidder's cash names the way out, a bank loan, and ctrl+l opens the loan form over the bids for the
bidder typing, the bids typed kept (tui/games/air_fare/forms.py, AirFareBidsScreen.action_loan). A newcomer's try:
the private refusal said only "more than the $47M in the account", and Esc to take a loan at the table asked "Drop
the bids typed so far?"."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_secret_refusal import CARDS, at_the_bids, words
from textual.widgets import Input, Select, Static
from tui_helpers import drawn_text, keys, make_app, run

from tui.games.air_fare.forms import AirFareBidsScreen, LoanForm


@run
async def test_ctrl_l_takes_a_loan_for_the_bidder_and_keeps_the_bids(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b", "ctrl+s")  # Annabelle passes: Bartholomew bids
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and bids.current == 1
        chicago = bids.pool[CARDS.index("Chicago")]
        await keys(pilot, *(["down"] * CARDS.index("Chicago")), "65", "ctrl+o")  # over his $50M: he peeks
        assert "ctrl+l (up to $100M more)" in words(drawn_text(app)), drawn_text(app)
        await pilot.press("ctrl+l")
        await pilot.pause()
        loan = app.screen
        assert isinstance(loan, LoanForm)
        assert loan.query_one("#player", Select).value == 2  # the bidder, not the table's highlighted player
        assert "65" not in drawn_text(app)  # the bids masked under the loan form
        await keys(pilot, "tab", "20", "enter")
        await pilot.pause()
        assert app.screen is bids and bids.current == 1
        assert app.game.balance("p2:cash") == 70
        assert bids.query_one(f"#bid_{chicago}", Input).value == "65"
        assert "$70M in the account" in str(bids.query_one("#entry-who", Static).render())
        await keys(pilot, "ctrl+o")
        assert "more than" not in words(drawn_text(app)), drawn_text(app)
