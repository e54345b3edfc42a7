"""Peeking at his secret bids (ctrl+o), a bidder whose bids the rules accept is told so, in the rulebook's words,
for his eyes only (tui/games/air_fare/forms.py, AirFareBidsScreen.bids_stand). A newcomer's try: a peek said what
was wrong with a bid, and nothing at all when nothing was."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_secret_refusal import CARDS, at_the_bids, quiet, words
from tui_helpers import drawn_text, keys, make_app, open_game_at, run

from tui.games.air_fare.forms import AirFareBidsScreen

STAND = "Your bids stand: none below the Base Cost, together within your account."
NONE = "No bid typed: a blank card is no bid."


@run
async def test_a_peek_says_the_bids_stand_for_the_bidders_eyes(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "b", "ctrl+o")
        assert isinstance(app.screen, AirFareBidsScreen)
        assert NONE in words(drawn_text(app)), drawn_text(app)
        await keys(pilot, *(["down"] * CARDS.index("Boston")), "40")  # the base cost, $50M in the account
        await quiet(pilot)
        said = words(drawn_text(app))
        assert STAND in said and "refused" not in said.split("look away.")[1].split("ctrl+o: check")[0], said
        await keys(pilot, "ctrl+o")  # masked: nothing said of the bids
        said = words(drawn_text(app))
        assert STAND not in said and NONE not in said, said
        await keys(pilot, "ctrl+o", "backspace", "backspace", "20")  # peeking, below the base cost: not said to stand
        await quiet(pilot)
        said = words(drawn_text(app))
        assert "below the base cost $40M" in said and STAND not in said, said


@run
async def test_under_bid_limit_each_the_peek_and_the_line_say_each_bid(tmp_path: Path) -> None:
    """Option bid_limit "each": the bids that stand are "none over" the account, as the line under the fields says
    "each bid: at most $50M" (both read the option by one helper, AirFareBidsScreen._bids_together)."""
    app = make_app(tmp_path)
    game_id = at_the_bids(app, bid_limit="each")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "b", "ctrl+o", *(["down"] * CARDS.index("Boston")), "40")
        await quiet(pilot)
        said = words(drawn_text(app))
        assert "Your bids stand: none below the Base Cost, none over your account." in said, said
        assert "each bid: at most $50M" in said and STAND not in said, said
