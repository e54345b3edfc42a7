"""Air Empire's secret bids are asked from the quarter's Senior President clockwise, the way the table goes round and
tie bids go (Air Empire, Route Bidding), and recorded in seat order as before, so that stored records replay
(tui/games/air_empire/bids.py; Textual Pilot, the bundled sample). A newcomer's try: in Bea's quarter the bids
began with Ann, seat 1."""

from __future__ import annotations

from pathlib import Path

from sample_helpers import sample_record
from textual.widgets import Static
from tui_helpers import SIZE, import_sample, keys, make_app, open_game_at, run, text

from tui.games.air_empire.bids import BidsScreen


@run
async def test_the_bids_start_with_the_senior_president_and_record_in_seat_order(tmp_path: Path) -> None:
    _setup, actions = sample_record("air-empire-basic-4p")
    index = [i for i, a in enumerate(actions) if a.kind == "air_empire.bids"][1]  # Year 1 Q2: Bea is Senior President
    bids = {bid["player"]: bid for bid in actions[index].payload["bids"]}
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", index)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "b")
        screen = app.screen
        assert isinstance(screen, BidsScreen)
        asked = []
        for _ in bids:
            who = text(screen.query_one("#entry-who", Static))
            seat = int(who.split("(seat ")[1].split(")")[0])
            asked.append(seat)
            await keys(pilot, bids[seat]["class"], "enter", str(bids[seat]["flight_costs"]), "ctrl+s")
        assert asked == [2, 3, 4, 1]
        await keys(pilot, "enter")  # the reveal
        await keys(pilot, "y")
        await pilot.pause()
        assert app.game.records[-1].kind == "air_empire.bids", app.game.records[-1]
        assert app.game.records[-1].payload == actions[index].payload
