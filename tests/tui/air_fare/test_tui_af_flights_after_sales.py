"""The Flights form's "Landing revenue then" after cards left the game (tui/games/air_fare/forms.py,
FlightsForm.describe). The form once caught a KeyError there, from before the ledger ended the turn's flights at the
Revenue Phase that pays them (ledger/games/air_fare/revenue.py): a plane that flew, sold in the Bid Phase, was still
among the turn's flights. The flights the form previews are its own, every card checked by the ledger, so the catch
is gone: a sale of a plane that flew, and of a landing right a plane stands on, leave the preview whole."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tui_helpers import drawn_words, keys, make_app, open_game_at, pick, run

from ledger.game import GameSetup
from tui.app import AirbankerApp
from tui.games.air_fare.forms import FlightsForm

NAMES = ("Ann", "Bea")


def sold_then_flying(app: AirbankerApp) -> int:
    """Turn 1: Ann's and Bea's planes fly to a Minor Airport and are paid; in the Bid Phase Ann sells her plane,
    which flew. Turn 2, Flying Phase: Bea sells the Minor Airport her plane stands on. Bea's plane is the only one
    left to fly, from nowhere now, to her other Minor Airport."""
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "sales", NAMES, {}))

    def record(kind: str, payload: dict[str, Any]) -> None:
        app.book.record(game_id, kind, payload)

    def state() -> Any:
        return app.book.game(game_id).state

    def turn() -> None:
        planes = [c for p in state().active_players() for c in p.planes]
        record("air_fare.maintenance", {"rolls": [{"plane": c, "roll": 10} for c in planes]})
        record("air_fare.draw", {"cards": [{"player": s, "card": "Dallas"} for s in (1, 2)]})

    turn()
    flights = [{"player": s, "plane": state().player(s).planes[0], "to": "Minor Airport"} for s in (1, 2)]
    record("air_fare.flights", {"flights": flights})
    record("air_fare.revenue", {})
    flown = state().player(1).planes[0]
    record("air_fare.sale", {"player": 1, "card": flown})  # flew this turn, paid: it may be sold now
    record("air_fare.bids", {"bids": []})
    turn()
    bea = state().player(2)
    record("air_fare.sale", {"player": 2, "card": state().at[bea.planes[0]]})
    assert app.book.game(game_id).position() == "Turn 2, Flying Phase"
    assert state().player(1).planes == [] and flown not in state().cards
    return game_id


@run
async def test_the_flights_preview_after_sales_says_the_landing_revenue(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = sold_then_flying(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FlightsForm)
        await pick(pilot, "Minor")
        assert form.live_text.startswith("Will record: Turn 2: 1 flight"), form.live_text
        assert "Landing revenue then: Ann $0M · Bea $9M" in form.live_text, form.live_text
        assert "Traceback" not in drawn_words(app) and "KeyError" not in drawn_words(app)
