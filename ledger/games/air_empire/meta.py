"""Air Empire: what the rest of airbanker knows of the game without its rules (the registry's entry),
and the game's options, each with its type, default, bounds and the rule it reads.

The options are read once, in :meth:`ledger.games.air_empire.rules.AirEmpireRules.start`; the
stored ``setup.options`` stay as the banker gave them (missing ones take these defaults).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...engine import GameMeta, Variant
from ...schema import Options

__all__ = ["AirEmpireOptions", "META", "OPTION_RULES", "TOURNAMENT_ONLY", "MAX_YEARS", "MAX_PLAYERS"]

#: The most years a game may be played: the blank-sheet command's range (``--years 1-50``).
MAX_YEARS = 50
#: "AIR EMPIRE is a game for 2 to 4 players" (Beginning Play).
MIN_PLAYERS, MAX_PLAYERS = 2, 4

#: The rule each option reads: a refusal of the option names it.
OPTION_RULES: dict[str, str] = {
    "first_senior_president": "Air Empire, Basic Game, Playing Procedure 1",
    # the Basic Game's 3 years, or the Tournament Game's Time Limit
    "years": "Air Empire, Basic Game, Completion of Play; Tournament Game, Introduction (Time Limit)",
    "bankrupt_planes_to_bank_supply": "Air Empire, Basic Game, Test of Bankruptcy",
    "flight_costs_above_revenue": "docs/rule-readings.md (Flight Costs above the revenue)",
    "end": "Air Empire, Tournament Game, Introduction",
    "fluctuation_on_rebid_route": "docs/rule-readings.md (Air Empire, Tournament Game)",
    "minus_income": "docs/rule-readings.md (Air Empire, Tournament Game, a minus 1g)",
}

#: Options of the Tournament Game only: refused in a Basic Game (docs/game-record.md).
TOURNAMENT_ONLY = ("end", "fluctuation_on_rebid_route", "minus_income")


class AirEmpireOptions(Options):
    """The options of an Air Empire game (docs/game-record.md, "Options"; docs/rule-readings.md).

    Whether ``first_senior_president`` names a seat at this table, and whether a Tournament
    Game option is given in a Basic Game, is checked when the game starts.
    """

    first_senior_president: Annotated[int, Field(ge=1, le=MAX_PLAYERS)] = Field(
        default=1,
        description="Seat of the Senior President in the first quarter; it rotates clockwise each "
        "quarter (Basic Game, Playing Procedure 1).",
    )
    years: Annotated[int, Field(ge=1, le=MAX_YEARS)] = Field(
        default=3,
        description="Length of play in years of 4 quarters: the Basic Game is 3 (Completion of Play); "
        'the Tournament Game\'s time limit. Ignored with end = "elimination".',
    )
    bankrupt_planes_to_bank_supply: bool = Field(
        default=True,
        description="A bankrupt player's planes go back to the Bank's supply (true) or out of play "
        "(false) (Basic Game, Test of Bankruptcy).",
    )
    flight_costs_above_revenue: Literal["refuse", "allow"] = Field(
        default="refuse",
        description="A Flight Costs bid above the card's revenue (a loss): refused, or allowed "
        "with the loss paid to the Bank (docs/rule-readings.md).",
    )
    end: Literal["time_limit", "elimination"] = Field(
        default="time_limit",
        description="Tournament Game only: play stops after `years`, or when one airline is "
        "left (Tournament Game, Introduction).",
    )
    fluctuation_on_rebid_route: Literal["applies", "excluded"] = Field(
        default="applies",
        description="Tournament Game only: a card's Revenue Fluctuation on the card's own route "
        "re-bid now (Revenue Fluctuations NOTE; docs/rule-readings.md).",
    )
    minus_income: Literal["pay", "nothing"] = Field(
        default="pay",
        description="Tournament Game only: a minus 1g is paid to the Bank, or neither paid nor "
        "received (Taxes; docs/rule-readings.md).",
    )


META = GameMeta(
    name="air_empire",
    title="Air Empire",
    short_title="Air Empire",
    variants=(Variant("basic", "Basic Game"), Variant("tournament", "Tournament Game")),
    seats=(MIN_PLAYERS, MAX_PLAYERS),
    new_game_seats=4,
    options=AirEmpireOptions,
    unit="dollars",
    clock="quarter",
    prints=("recap", "blank"),
    senior_president=True,
)
