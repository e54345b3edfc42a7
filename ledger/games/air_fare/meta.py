"""Air Fare: what the rest of airbanker knows of the game without its rules (the registry's entry)."""

from __future__ import annotations

from pydantic import ConfigDict

from ...engine import GameMeta, Variant
from ...schema import Options


class AirFareOptions(Options):
    """TRANSITIONAL: the game's options are declared here (every option, its default, bounds, rule)."""

    model_config = ConfigDict(extra="allow")


META = GameMeta(
    name="air_fare",
    title="Air Fare",
    short_title="Air Fare",
    variants=(Variant("standard", "Standard"),),
    seats=(2, 6),
    new_game_seats=6,
    options=AirFareOptions,
    unit="millions",
    clock="turn",
    prints=("audit",),
    senior_president=False,
)
