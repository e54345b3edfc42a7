"""While a player short raises money, a key of a phase the turn has passed says that phase is recorded already
(ledger/games/air_fare/rules.py, _RECORDED_BY_REVENUE). A newcomer's try: the advertising recorded, then the
Revenue Phase left Bea short; ``g`` said "Advertising waits: dues are outstanding", as if it were still to come."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tui_helpers import drawn_text, keys, make_app, open_game_at, run

from ledger.game import GameSetup
from tui.app import AirbankerApp
from tui.games.air_fare.table import AirFareScreen

NAMES = ("Ann", "Bea", "Cal", "Dee")


def bea_short_after_advertising(app: AirbankerApp) -> int:
    """Turn 1 with the Advertising Phase recorded (nobody holds a city to advertise at yet), then its Revenue Phase:
    Bea, who borrowed $100M and lent her cash to Ann, is short of the $20M interest, raising money."""
    setup = GameSetup("air_fare", "standard", "ads", NAMES, {"advertising": True, "cannot_pay": "raise_money"})
    game_id = app.book.create_game(setup)

    def record(kind: str, payload: dict[str, Any]) -> None:
        app.book.record(game_id, kind, payload)

    def state() -> Any:
        return app.book.game(game_id).state

    record("air_fare.loan", {"player": 2, "amount": 100})
    record("air_fare.maintenance", {"rolls": [{"plane": c, "roll": 10} for p in state().players for c in p.planes]})
    record("air_fare.draw", {"cards": [{"player": s, "card": "Dallas"} for s in (1, 2, 3, 4)]})
    flights = [{"player": s, "plane": state().player(s).planes[0], "to": "Minor Airport"} for s in (1, 2, 3, 4)]
    record("air_fare.flights", {"flights": flights})
    record("air_fare.advertising", {"spending": []})
    record("air_fare.player_loan", {"lender": 2, "borrower": 1, "amount": state().balances["p2:cash"]})
    record("air_fare.revenue", {})
    assert app.book.game(game_id).position() == "Turn 1, Revenue Phase, raising money"
    assert list(state().outstanding) == [2]
    return game_id


@run
async def test_advertising_while_raising_money_is_said_recorded_already(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = bea_short_after_advertising(app)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await open_game_at(pilot, game_id)
        table = app.screen
        await keys(pilot, "g")
        assert app.screen is table and isinstance(table, AirFareScreen)
        said = [n.message for n in app._notifications]
        assert said == ["Not now · Advertising is recorded already this turn (Advertising Phase)"], said
        words = " ".join(drawn_text(app).split())
        assert "Advertising is recorded already this turn" in words, words
        app.clear_notifications()
        await pilot.pause()
        await keys(pilot, "b")  # the bids do come after the dues: they wait for the settle
        said = [n.message for n in app._notifications]
        assert len(said) == 1 and said[0].startswith("Not now · Bids waits: dues are outstanding"), said
