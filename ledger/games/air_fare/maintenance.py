"""Air Fare, Maintenance Phase: the 1D10 rolls, the groundings, and the Price War choice.

"Each player rolls 1D10 for each of his planes. Very old planes are grounded on a roll of 1-3.
Old ... 1-2. New ... 1." With the Price War Optional Rule each player may pick cities where
he holds landing rights: they earn no income this turn.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...errors import RuleViolation
from ...journal import Entry
from .cards import GROUNDED_UP_TO, PLANES
from .state import R_MAINTENANCE, R_PRICE_WAR, AirFareState, _require_phase, _seat


def grounded_on(age: str, roll: int) -> bool:
    """Whether a plane of ``age`` is grounded on a d10 ``roll`` (Maintenance Phase)."""
    return roll <= GROUNDED_UP_TO[age]


# -- Handlers: each checks everything first, then changes the state -----------------------
def _maintenance(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, "maintenance", "Rolling for grounding")
    planes = [(p, c) for p in state.active_players() for c in sorted(p.planes)]
    rolls: dict[int, int] = {}
    if "seed" in payload:
        if "rolls" in payload:
            raise RuleViolation("type the rolls or give a seed, not both", field="seed", rule=R_MAINTENANCE)
        seed = payload["seed"]
        if type(seed) is not int:
            raise RuleViolation(f"the seed must be a whole number, got {seed!r}", field="seed", rule=R_MAINTENANCE)
        rng = random.Random(seed)
        rolls = {c: rng.randint(1, 10) for _, c in planes}
        how = f"rolled by airbanker (seed {seed})"
    else:
        for i, raw in enumerate(payload.get("rolls", [])):
            row = raw
            plane = row.get("plane")
            if plane not in {c for _, c in planes}:
                raise RuleViolation(f"no plane #{plane!r} in play", field=f"rolls[{i}].plane", rule=R_MAINTENANCE)
            if plane in rolls:
                raise RuleViolation(f"plane #{plane} is rolled twice", field=f"rolls[{i}].plane", rule=R_MAINTENANCE)
            rolls[plane] = row["roll"]  # 1-10 (the declared payload)
        missing = [c for _, c in planes if c not in rolls]
        if missing:
            raise RuleViolation(
                f"each player rolls 1D10 for each of his planes: no roll for plane(s) "
                f"{', '.join(f'#{c}' for c in missing)}",
                field="rolls",
                rule=R_MAINTENANCE,
            )
        how = "typed"
    war = _read_price_war(state, payload)
    state.price_war = war
    state.rolls = rolls
    state.grounded = {c for c, roll in rolls.items() if grounded_on(PLANES[state.cards[c].name].age, roll)}
    state.phase = "draw"
    owners = {c: p.name for p in state.players for c in p.planes}
    names = [f"{state.cards[c].name} #{c} ({owners[c]})" for c in sorted(state.grounded)]
    wars = "; ".join(f"{state.player(s).name} at {', '.join(c)}" for s, c in war.items())
    return [], (
        f"Turn {state.turn} maintenance rolls {how}: "
        + (f"grounded {', '.join(names)}" if names else "no plane grounded")
        + (f"; Price War: {wars}" if wars else "")
    )


def _read_price_war(state: AirFareState, payload: Mapping[str, Any]) -> dict[int, list[str]]:
    """The ``price_war`` field of the maintenance payload: seat -> cities (Price War Optional Rule).

    "During Maintenance phase each player may pick one or more cities that they have landing
    rights at. These cities generate no income this turn."

    Raises:
        RuleViolation: the optional rule is off, a city where the player holds no landing
            rights, a player or a city named twice.
    """
    if "price_war" not in payload:
        return {}
    if not state.options["price_war"]:
        raise RuleViolation(
            "the Price War is an optional rule: start the game with option price_war true",
            field="price_war",
            rule=R_PRICE_WAR,
        )
    war: dict[int, list[str]] = {}
    for i, raw in enumerate(payload.get("price_war", [])):
        row = raw
        player = _seat(state, row.get("player"), f"price_war[{i}].player", R_PRICE_WAR)
        if player.seat in war:
            raise RuleViolation(
                f"{player.name} is named twice: list all of that player's cities in one row",
                field=f"price_war[{i}].player",
                rule=R_PRICE_WAR,
            )
        cities = row["cities"]  # one or more names of the Landing Rights card list (the declared payload)
        held = {state.cards[r].name for r in player.rights}
        for j, city in enumerate(cities):
            if city not in held:
                raise RuleViolation(
                    f"{player.name} has no landing rights at {city!r}: pick cities with landing rights",
                    field=f"price_war[{i}].cities[{j}]",
                    rule=R_PRICE_WAR,
                )
            if cities[:j].count(city):
                raise RuleViolation(f"{city} is named twice", field=f"price_war[{i}].cities[{j}]", rule=R_PRICE_WAR)
        war[player.seat] = list(cities)
    return war
