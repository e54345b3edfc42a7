"""After a bank loan taken with ctrl+l in a bidder's turn, the line under his bids says the limit of his cash with the
loan, as the line above them says his cash (tui/games/air_fare/forms.py, AirFareBidsScreen.after_loan). A newcomer's
try: "Bids of Cal (seat 3, $79M in the account)" above, "all your bids together: at most $59M" below, and ctrl+o
said nothing against a bid between the two."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_secret_refusal import CARDS, at_the_bids, words
from tui_helpers import drawn_text, keys, make_app, open_game_at, run

from tui.games.air_fare.forms import AirFareBidsScreen, LoanForm


@run
async def test_the_limit_under_the_bids_follows_the_loan(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "b", "ctrl+s")  # Annabelle passes: Bartholomew bids, with $50M
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and bids.current == 1
        await keys(pilot, *(["down"] * CARDS.index("Chicago")), "65")
        assert "all your bids together: at most $50M" in words(drawn_text(app)), drawn_text(app)
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert isinstance(app.screen, LoanForm)
        await keys(pilot, "20", "enter")
        assert app.screen is bids
        said = words(drawn_text(app))
        assert "(seat 2, $70M in the account)" in said, said
        assert "all your bids together: at most $70M." in said and "reveal" not in said, said
        assert "at most $50M" not in said, said
        await keys(pilot, "ctrl+o")  # his $65M stands: nothing refused
        assert "refused" not in words(drawn_text(app)), drawn_text(app)


@run
async def test_after_a_peek_the_cursor_line_stays_then_says_the_new_limit(tmp_path: Path) -> None:
    """Peeking at ctrl+l: the bids are masked first and the line says where the cursor is; back from the loan it
    still does, and the check line that follows it has the new limit."""
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "b", "ctrl+s")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen)
        await keys(pilot, *(["down"] * CARDS.index("Chicago")), "65", "ctrl+o")
        await pilot.press("ctrl+l")
        await pilot.pause()
        await keys(pilot, "20", "enter")
        assert app.screen is bids
        assert "Hidden again, the cursor where Bartholomew left it" in words(drawn_text(app)), drawn_text(app)
        await keys(pilot, "up")
        said = words(drawn_text(app))
        assert "all your bids together: at most $70M." in said and "reveal" not in said, said
