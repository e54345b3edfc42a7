"""The bids' reveal says "↓ PgDn: more below" only when something is below (tui/games/air_fare/forms.py).

A newcomer's try (Air Fare, 4 players): at 120x36 the reveal box said "↓ PgDn: more below" although everything fit:
said when the reveal was drawn at 80x24, it stayed once the terminal grew.
"""

from __future__ import annotations

from pathlib import Path

from sample_helpers import sample_record
from tui_helpers import drawn_text, import_sample, keys, make_app, run

from tui.base.widgets import FormBody
from tui.games.air_fare.forms import AirFareBidsScreen

SAMPLE = "air-fare-4p"


def sixth_bids() -> tuple[int, dict[tuple[int, int], str]]:
    """How many of the sample's actions come before its 6th turn's bids (5 cards in the pool), and those bids."""
    _setup, actions = sample_record(SAMPLE)
    at = [i for i, a in enumerate(actions) if a.kind == "air_fare.bids"][5]
    return at, {(b["player"], b["card"]): str(b["amount"]) for b in actions[at].payload["bids"]}


@run
async def test_more_below_only_when_something_is_below(tmp_path: Path) -> None:
    upto, typed = sixth_bids()
    app = make_app(tmp_path)
    game_id = import_sample(app.book, SAMPLE, upto)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and len(bids.pool) == 5
        for seat in bids.seats:
            for card in bids.pool:
                await keys(pilot, *([typed[seat, card]] if (seat, card) in typed else []), "enter")
        await keys(pilot, "enter")  # the reveal
        await pilot.pause()
        body = bids.query_one("#bids", FormBody)
        assert bids.stage == "reveal" and body.max_scroll_y > 0
        assert "↓ PgDn: more below" in drawn_text(app), drawn_text(app)
        await pilot.resize_terminal(120, 36)
        for _ in range(3):
            await pilot.pause()
        drawn = drawn_text(app)
        assert body.max_scroll_y == 0 and "more below" not in drawn and "y: record" in drawn, drawn
        await pilot.resize_terminal(80, 24)
        for _ in range(3):
            await pilot.pause()
        assert body.max_scroll_y > 0 and "↓ PgDn: more below" in drawn_text(app), drawn_text(app)
