"""The flights form's focus mark stands apart from the plane's label and from its list (tui/games/air_fare/forms.py,
FlightsForm). A newcomer's try at 80x24 (5 players, long names): "Evangeline #13 737 @Atlanta▸choose…"."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import drawn_text, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.base.widgets import FOCUS_MARK
from tui.games.air_fare.forms import FlightsForm

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_the_focus_mark_is_never_glued_to_a_label_or_a_list(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path)
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "fly", NAMES, options))
    state = app.book.game(game_id).state
    planes = [c for p in state.players for c in p.planes]
    app.book.record(game_id, "air_fare.maintenance", {"rolls": [{"plane": c, "roll": 5} for c in planes]})
    cards = ["Miami", "Boston", "Dallas", "Atlanta", "Chicago"]
    app.book.record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(cards, 1)]})
    # Evangeline wins Atlanta in turn 1 and flies #13 there in turn 2: in turn 3 its label says "@Atlanta"
    record = app.book.record
    record(game_id, "air_fare.flights", {"flights": []})
    record(game_id, "air_fare.revenue", {})
    state = app.book.game(game_id).state
    atlanta = next(c for c in state.pool if state.cards[c].name == "Atlanta")
    record(game_id, "air_fare.bids", {"bids": [{"player": 5, "card": atlanta, "amount": 30}]})
    evangeline = state.player(5).planes[0]
    for turn_cards, flights in (
        (["Dallas", "Chicago", "Boston", "Miami", "New York"], [{"player": 5, "plane": evangeline, "to": "Atlanta"}]),
        (["Dallas", "Chicago", "Boston", "Miami", "New York"], None),
    ):
        record(game_id, "air_fare.maintenance", {"rolls": [{"plane": c, "roll": 5} for c in planes]})
        draw = [{"player": s, "card": c} for s, c in enumerate(turn_cards, 1)]
        record(game_id, "air_fare.draw", {"cards": draw})
        if flights is None:
            break
        record(game_id, "air_fare.flights", {"flights": flights})
        record(game_id, "air_fare.revenue", {})
        record(game_id, "air_fare.bids", {"bids": []})
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "f")
        assert isinstance(app.screen, FlightsForm)
        for _plane in planes:
            marked = [line for line in drawn_text(app).splitlines() if FOCUS_MARK in line]
            assert marked, drawn_text(app)
            for line in marked:
                at = line.index(FOCUS_MARK)
                assert line[at + 1] == " ", line  # a blank after the mark
                assert at == 0 or line[at - 1] in " │", line  # and before it
            await keys(pilot, "tab")
        assert "@Atlanta" in drawn_text(app), drawn_text(app)
