"""Newcomers' tries at 80x24 (task ae55): the Flight Profit's rounding said at the bid reveal, the purchase form's Pays
column and live line agreeing, the Recorded notice off the table's legend, the Status column whole beside a long name.
"""

from __future__ import annotations

from pathlib import Path

from tui_helpers import import_sample, keys, make_app, open_game_at, run

from tui.games.air_empire.bids import BidsScreen

#: the sample's actions before its Y2 Q1 route card (Salt Lake City, adjacent to Ann's Helena, won in Class A)
BEFORE_Q5_CARD = 30


@run
async def test_the_reveal_says_the_flight_profit_rounding(tmp_path: Path) -> None:
    """A card's revenue of $22,250 and Ann's $12,000 bid work out a Flight Profit of $10,250, entered as $10,200 (a
    half rounds down: Phase 1 NOTE, Reminder Rules 9): the reveal says so, as it says the Efficiency Savings'."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", BEFORE_Q5_CARD)
    card = {
        "city": "Salt Lake City",
        "adjacent": ["Denver", "Helena", "Las Vegas"],
        "minimums": {"A": 10000, "B": 8000, "C": 6000},
        "revenue": 22250,
    }
    app.book.record(game, "air_empire.route_card", card)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        for cls, amount in (("a", "12000"), ("b", "9000"), ("c", "9000"), ("c", "8000")):
            await keys(pilot, cls, "enter", amount, "enter", "enter", "enter")
        await keys(pilot, "enter")
        assert bids.stage == "reveal", bids.refusal
        said = " ".join(" ".join(bids.revealed).split())
        assert (
            "Flight Profit $10,200 ($22,250 − $12,000 = $10,250, a half rounds down)"
            " + Efficiency Savings $2,000 (20% = $2,040, rounded)"
        ) in said, bids.revealed
        assert "Flight Profit $13,200 ($22,250 − $9,000 = $13,250, a half rounds down) = $30,300" in said
