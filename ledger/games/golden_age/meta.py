"""1930: what the rest of airbanker knows of the game without its rules (the registry's entry)."""

from __future__ import annotations

from pydantic import ConfigDict

from ...engine import GameMeta, Variant
from ...schema import Options


class GoldenAgeOptions(Options):
    """TRANSITIONAL: the game's options are declared here (every option, its default, bounds, rule)."""

    model_config = ConfigDict(extra="allow")


META = GameMeta(
    name="golden_age",
    title="1930: The Golden Age of Airlines",
    short_title="1930",
    variants=(Variant("standard", "Standard"),),
    seats=(2, 6),
    new_game_seats=6,
    options=GoldenAgeOptions,
    unit="dollars",
    clock="turn",
    prints=("dividends",),
    senior_president=False,
)
