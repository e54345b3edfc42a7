"""The bid reveal says how the Efficiency Savings were rounded, as it says the Stand-pat penalty's.

A newcomer's try: "Efficiency Savings $1,700" beside a Flight Profit of $8,700 (20 % is $1,740), with no word of the
rounding, while "(10% = $1,150, a half rounds down)" followed the Stand-pat penalty. Air Empire, Basic Game, Class A
Service (a) and Reminder Rules 9 (:meth:`ledger.games.air_empire.PhaseOneSplit.savings_rounding`).
"""

from __future__ import annotations

from pathlib import Path

from tui_helpers import import_sample, keys, make_app, open_game_at, run

from tui.games.air_empire.bids import BidsScreen

#: the sample's actions before its Y2 Q1 route card (Salt Lake City, adjacent to Ann's Helena, won in Class A)
BEFORE_Q5_CARD = 30


@run
async def test_the_reveal_says_the_efficiency_savings_rounding(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", BEFORE_Q5_CARD)
    # the sample's card, its revenue $700 more: Ann's Class A at $12,000 makes a Flight Profit of $8,700
    card = {
        "city": "Salt Lake City",
        "adjacent": ["Denver", "Helena", "Las Vegas"],
        "minimums": {"A": 10000, "B": 8000, "C": 6000},
        "revenue": 20700,
    }
    app.book.record(game, "air_empire.route_card", card)
    async with app.run_test(size=(120, 36)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        for cls, amount in (("a", "12000"), ("b", "9000"), ("c", "9000"), ("c", "8000")):
            await keys(pilot, cls, "enter", amount, "enter", "enter", "enter")
        await keys(pilot, "enter")
        assert bids.stage == "reveal", bids.refusal
        said = " ".join(" ".join(bids.revealed).split())
        assert "Flight Profit $8,700 + Efficiency Savings $1,700 (20% = $1,740, rounded)" in said, bids.revealed
