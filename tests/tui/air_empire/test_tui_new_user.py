"""What got in a new banker's way, tried in tmux at 80×24 (issue 13), each held by a Pilot journey.

Figures are the route card's and the rulebook's (../shared/rules/air-empire.txt, Basic Game), worked out
in the comments.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tui_helpers import SIZE, drawn_words, keys, make_app, run

from tui.app import AirbankerApp
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.table import TableScreen


async def bids_on_chicago(pilot: Any) -> BidsScreen:
    """A new 3-player Basic Game (Ann, Bea, Cal) with the Chicago card turned up (minimums A $10,000,
    B $8,000, C $6,000; revenue A $18,000, B $13,000, C $12,000), on the secret bids screen."""
    await keys(pilot, "n", "Club", "enter", "Ann", "enter", "Bea", "enter", "Cal", "enter", "enter")
    assert isinstance(pilot.app.screen, TableScreen)
    await keys(pilot, "c", "enter")  # the Flight Costs Table is not entered: go on, planes typed with each bid
    await keys(
        pilot,
        *("Chicago", "enter", "Detroit, St. Louis", "enter"),
        *("10000", "enter", "8000", "enter", "6000", "enter", "18000 13000 12000", "enter"),
    )
    assert pilot.app.game.state.phase == "bidding"
    await keys(pilot, "b")
    assert isinstance(pilot.app.screen, BidsScreen)
    return pilot.app.screen


def check_line(screen: BidsScreen) -> str:
    return " ".join(str(screen.query_one("#bid-check").render()).split())


@run
async def test_a_bid_refused_as_typed_names_no_option_nor_file(tmp_path: Path) -> None:
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await bids_on_chicago(pilot)
        # Ann bids $14,000 for Class B: above its revenue of $13,000, a loss (refused by the game's option)
        await keys(pilot, "b", "enter", "14000")
        line = check_line(screen)
        assert line.startswith("Refused: the Flight Costs bid is above the card's revenue"), line
        assert "flight_costs_above_revenue" not in line and "game option" not in line
        assert "docs/" not in line and "airbanker's rule readings" in line
        assert "Flight Costs above revenue: refused" in line
        assert "flight_costs_above_revenue" not in drawn_words(app)
