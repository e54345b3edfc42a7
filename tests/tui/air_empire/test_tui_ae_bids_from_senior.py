"""Air Empire's secret bids are asked from the quarter's Senior President clockwise, the way the table goes round and
tie bids go (Air Empire, Route Bidding), and recorded in seat order as before, so that stored records replay
(tui/games/air_empire/bids.py; Textual Pilot, the bundled sample). A newcomer's try: in Bea's quarter the bids
began with Ann, seat 1."""

from __future__ import annotations

from pathlib import Path

from sample_helpers import sample_record
from textual.widgets import Input, Static
from tui_helpers import SIZE, import_sample, keys, make_app, open_game_at, run, text

from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import PlaneSaleForm


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


@run
async def test_the_plane_sale_bids_go_round_from_the_senior_president(tmp_path: Path) -> None:
    """The plane sale's secret bids, whose ties go as route bids' do, are typed in turn from the Senior President
    (Bea in Year 1 Q2) clockwise: their rows, top to bottom, are Bea's, Çelik's, Dmitri's, then Ann's."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 10)  # Year 1 Q2: Bea is Senior President
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "s")
        form = app.screen
        assert isinstance(form, PlaneSaleForm)
        rows = [field.id for field in form.query(Input) if (field.id or "").startswith("bid_")]
        assert rows == ["bid_2", "bid_3", "bid_4", "bid_1"]
