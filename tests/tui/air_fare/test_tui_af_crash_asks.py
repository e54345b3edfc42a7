"""A draw that costs a player a card stops before recording, the plane lost named. A newcomer's try at 80x24:
``d miami Enter miami Enter crash Enter holiday Enter`` recorded at once, a Plane Crash destroying Cal's $150M
Boeing 747 unseen, while other draws stopped on "Enter: record". Enter again (or y) records it; a draw that
costs no card records as before."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_text, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.base.widgets import ConfirmScreen
from tui.games.air_fare.forms import DrawForm
from tui.games.air_fare.table import AirFareScreen

ROLLS = {"rolls": [{"plane": 1, "roll": 5}, {"plane": 4, "roll": 5}, {"plane": 7, "roll": 5}]}


@run
async def test_a_plane_crash_is_asked_before_it_is_recorded(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "crash", ("Ann", "Bea", "Cal"), options))
    app.book.record(game_id, "air_fare.maintenance", ROLLS)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        count = len(app.game.records)
        await keys(pilot, "d", "miami", "enter", "miami", "enter", "crash", "enter")
        assert isinstance(app.screen, ConfirmScreen), app.screen
        assert len(app.game.records) == count  # nothing recorded yet
        drawn = " ".join(drawn_text(app).split())
        assert "Plane Crash: Cal loses" in drawn and "#7 (discarded" in drawn and "owes $100M" in drawn, drawn
        await keys(pilot, "n")
        assert isinstance(app.screen, DrawForm), app.screen  # back to the form, nothing recorded
        assert len(app.game.records) == count
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen), app.screen
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen), app.screen
        assert len(app.game.records) == count + 1
        assert app.game.records[-1].payload["cards"][2] == {"player": 3, "card": "Plane Crash", "plane": 7}


@run
async def test_a_draw_costing_no_card_records_at_once(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "draw", ("Ann", "Bea", "Cal"), options))
    app.book.record(game_id, "air_fare.maintenance", ROLLS)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        count = len(app.game.records)
        await keys(pilot, "d", "miami", "enter", "miami", "enter", "holiday", "enter")
        assert isinstance(app.screen, AirFareScreen), app.screen
        assert len(app.game.records) == count + 1
