"""Where a plane stands, on Air Fare's table: a grounded plane waits where it last landed, also once the turn's
flights are recorded (tui/games/air_fare/table.py, plane_text; ledger.games.air_fare.flight_origin). A newcomer's try
at 120x36: "#1 Boeing 737 at Minor Airport (grounded, rolled 2)" read "#1 Boeing 737 (grounded, rolled 2)" after the
flights, while the next turn's Flying form still knew it stood at the Minor Airport."""

from __future__ import annotations

import dataclasses

from sample_helpers import sample_record

from ledger.game import Game
from tui.games.air_fare.table import plane_text

#: the sample's actions up to turn 2's flights: Ann's 737 (card #1) was grounded at the Minor Airport it landed on
TURN_2_FLIGHTS = 13


def test_a_grounded_plane_still_stands_where_it_landed_after_the_flights() -> None:
    """Under the default reading (a flight starts from the plane's last landing, option ``flight_origin``; the sample
    predates it and keeps the older reading, under which a grounded plane has no place to fly from)."""
    setup, actions = sample_record("air-fare-4p")
    setup = dataclasses.replace(setup, options={**setup.options, "flight_origin": "last_landing"})
    state = Game.replay(setup, [a.as_tuple() for a in actions[:TURN_2_FLIGHTS]]).state
    assert 1 in state.grounded and state.at.get(1) is None
    assert plane_text(state, 1).startswith("#1 Boeing 737 at Minor Airport (grounded, rolled ")
