"""Air Empire: what the rest of airbanker knows of the game without its rules (the registry's entry)."""

from __future__ import annotations

from pydantic import ConfigDict

from ...engine import GameMeta, Variant
from ...schema import Options


class AirEmpireOptions(Options):
    """TRANSITIONAL: the game's options are declared here (every option, its default, bounds, rule)."""

    model_config = ConfigDict(extra="allow")


META = GameMeta(
    name="air_empire",
    title="Air Empire",
    short_title="Air Empire",
    variants=(Variant("basic", "Basic Game"), Variant("tournament", "Tournament Game")),
    seats=(2, 4),
    new_game_seats=4,
    options=AirEmpireOptions,
    unit="dollars",
    clock="quarter",
    prints=("recap", "blank"),
    senior_president=True,
)
