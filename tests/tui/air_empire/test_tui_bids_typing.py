"""The secret bids screen as a newcomer's try of a 3-player Basic Game found it (80×24 and 120×36): an amount
still being typed was "Refused", the planes' mismatch read as one garbled list, and the box stood full height
over a few lines."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tui_helpers import form_setup, keys, make_app, run, stored_game

from tui.games.air_empire.bids import BidsScreen


async def bids_on_denver(pilot: Any) -> BidsScreen:
    """Ann, Bea and Cal with a Flight Costs Table whose $10,000 is 2 Super Jets and 0 Prop Jets, the Denver card
    turned up (minimums A $13,000, B $8,000, C $6,000), on the secret bids screen, Ann typing."""
    card = {
        "city": "Denver",
        "adjacent": [],
        "minimums": {"A": 13_000, "B": 8_000, "C": 6_000},
        "revenue": {"A": 18_000, "B": 13_000, "C": 12_000},
    }
    table = {"provenance": "board", "rows": [{"flight_costs": 10_000, "super_jets": 2, "prop_jets": 0}]}
    setup = form_setup("air_empire", "basic", "Club", "Ann", "Bea", "Cal")
    await stored_game(pilot, setup, ("air_empire.flight_costs_table", table), ("air_empire.route_card", card))
    await keys(pilot, "b")
    assert isinstance(pilot.app.screen, BidsScreen)
    return pilot.app.screen


def check_line(screen: BidsScreen) -> str:
    return " ".join(str(screen.query_one("#bid-check").render()).split())


@run
async def test_the_planes_a_figure_means_and_the_planes_typed_are_said_apart(tmp_path: Path) -> None:
    """$10,000 is 2 Super Jets and 0 Prop Jets on the table; Ann types 1 Super Jet and 3 Prop Jets for it. The
    refusal read "means 2 Super Jets, Cal's 3 Prop Jets and it Super Jet"."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await bids_on_denver(pilot)
        await keys(pilot, "B", "enter", "10000", "enter", "1", "enter", "3", "enter", "ctrl+o")
        assert check_line(bids) == (
            "Refused: the Flight Costs Table says this Flight Costs figure means 2 Super Jets and 0 Prop Jets; Ann "
            "typed 1 Super Jet and 3 Prop Jets; a Flight Costs figure always means one combination (Air Empire, "
            "Basic Game, Flight Costs Table)."
        )
