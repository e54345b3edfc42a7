"""Air Empire: the cities the route cards of a game have named, and whether a Route City typed now
is one of them or, after the first 3-year period, likely a misspelling of one.

Tournament Game, Re-bidding of Routes: "As each new 3-year period begins, all 18 Route Cards are
re-shuffled ... When a Route comes up that was won in the previous period, that Route's income is
immediately terminated." A card is told by its Route City, so a misspelt city ("Chicgo") turns up
as a new card: the route won on "Chicago" is not terminated and misses its line 1e deduction. By
the end of the first 3-year period, 12 cards have turned up, naming their cities and their adjacent
cities; a Route City never named by then is most likely a typing slip (the 6 cards that never came
up are usually named as adjacent cities of others). Before a card has named a city, a spelling aid of US cities
(ledger/games/air_empire/data/us_cities.toml, NOT the board's list: the rulebook does not print the board's cities)
gives "did you mean": "St. Luis: did you mean St. Louis?". Pure: no terminal, no database.
"""

from __future__ import annotations

import difflib
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from .state import EFFICIENCY_PERCENT, PERIOD_QUARTERS, AirEmpireState

__all__ = [
    "CityCheck",
    "adjacent_city_slips",
    "adjacent_slip_costs",
    "closest_cities",
    "known_cities",
    "note_card_cities",
    "route_city_check",
    "route_city_slips",
    "slip_suggestions",
    "spelling_aid_cities",
]

#: How alike two names must be to be offered as "did you mean" (difflib's ratio, 0-1): "Chicgo" and
#: "Chicago" are 0.92, "Denver" and "Dallas" 0.33.
CLOSE_ENOUGH = 0.6


@dataclass(frozen=True)
class CityCheck:
    """What the game knows of a Route City typed on a route card now.

    Attributes:
        city: the city as typed (stripped).
        earlier_quarter: the quarter the same card (the same Route City, any case) turned up in an
            earlier 3-year period, the latest one; 0 when none (not a re-bid).
        known: the city was named before, as a Route City or as an adjacent city of a card.
        likely_typo: a city never named before, typed after the first 3-year period (quarter 13 on):
            most likely a misspelling of a known city.
        closest: the known cities nearest in spelling, nearest first, for a likely typo (empty otherwise: a
            city never named is expected in the first 3-year period, and the replay of every card need not look).
    """

    city: str
    earlier_quarter: int
    known: bool
    likely_typo: bool
    closest: tuple[str, ...]

    @property
    def rebid(self) -> bool:
        """Whether the card turned up in an earlier 3-year period (Re-bidding of Routes)."""
        return self.earlier_quarter > 0


def note_card_cities(state: AirEmpireState, card: Mapping[str, Any]) -> None:
    """Add the cities ``card`` names (its Route City and adjacent cities) to those the game knows, each in its
    first spelling (cards are recorded quarter by quarter, so the first seen is the earliest)."""
    for name in (card.get("city", ""), *card.get("adjacent", ())):
        name = name.strip()
        if name:
            state.city_spellings.setdefault(name.casefold(), name)


@cache
def spelling_aid_cities() -> tuple[str, ...]:
    """The spelling aid's US cities (ledger/games/air_empire/data/us_cities.toml), in their usual spelling: the
    largest US cities with a major airport. A spelling aid, NOT the board's list (the rulebook does not print the
    board's cities): used only to ask "did you mean", never to refuse a city."""
    text = resources.files("ledger.games.air_empire.data").joinpath("us_cities.toml").read_text("utf-8")
    return tuple(tomllib.loads(text)["cities"])


def slip_suggestions(state: AirEmpireState, typed: str, known: list[str]) -> tuple[str, ...]:
    """The cities ``typed`` (stripped) is likely a misspelling of: the known cities nearest in spelling (at most 3);
    when none is near, the spelling aid's nearest city. Empty when a card named the city already, when the spelling
    aid spells it so, or when nothing is near."""
    key = typed.casefold()
    if not typed or key in state.city_spellings:
        return ()
    aid = spelling_aid_cities()
    if key in {city.casefold() for city in aid}:
        return ()
    return closest_cities(typed, known) or closest_cities(typed, list(aid), count=1)


def known_cities(state: AirEmpireState) -> list[str]:
    """Every city the route cards recorded so far have named (Route Cities and adjacent cities),
    each once in its first spelling, sorted alphabetically (case aside)."""
    return sorted(state.city_spellings.values(), key=str.casefold)


def closest_cities(city: str, known: list[str], count: int = 3) -> tuple[str, ...]:
    """The ``known`` cities nearest to ``city`` in spelling (case aside), nearest first, at most ``count``."""
    spelled = {k.casefold(): k for k in known}
    near = difflib.get_close_matches(city.strip().casefold(), list(spelled), n=count, cutoff=CLOSE_ENOUGH)
    return tuple(spelled[n] for n in near)


def route_city_check(state: AirEmpireState, city: str) -> CityCheck:
    """The Route City ``city`` checked against the cities known in the game, for the current quarter.

    Air Empire, Tournament Game, Re-bidding of Routes; Reminder Rules 10 (all 18 cards reshuffled
    after every 3-year period).
    """
    typed = city.strip()
    key = typed.casefold()
    period_start = (state.quarter - 1) // PERIOD_QUARTERS * PERIOD_QUARTERS + 1
    # the latest earlier quarter whose card named the city: read back from the period's start
    # (the cards are keyed by quarter; a city comes back within a period or two, where reading
    # every card of a long game again at each card made it quadratic)
    earlier = 0
    cards = state.cards
    for q in range(period_start - 1, 0, -1):  # quarters are numbered from 1
        card = cards.get(q)
        if card is not None and card.get("city", "").casefold() == key:
            earlier = q
            break
    is_known = key in state.city_spellings
    likely_typo = bool(typed) and not is_known and state.quarter > PERIOD_QUARTERS
    return CityCheck(
        city=typed,
        earlier_quarter=earlier,
        known=is_known,
        likely_typo=likely_typo,
        closest=closest_cities(typed, known_cities(state)) if likely_typo else (),
    )


def adjacent_city_slips(state: AirEmpireState, adjacent: list[str]) -> tuple[str, ...]:
    """The adjacent cities typed on a route card that match no city the game knows but are close in spelling to
    one, each said as ``"Los Angles: did you mean Los Angeles?"`` (the nearest known cities, nearest first); a city
    no card has named, like none known, and that the spelling aid (:func:`spelling_aid_cities`) does not spell so,
    is said with the aid's nearest city (``"St. Luis: did you mean St. Louis?"``).

    A warning only, never a refusal: a card may name a city no card has named yet. A slip matters because the
    Efficiency Savings count the routes a player holds in the card's adjacent cities by name (Air Empire, Basic
    Game, Efficiency Savings): "Los Angles" gives no saving for a route held in Los Angeles.

    Args:
        state: the game before the card is recorded (the cities its cards have named so far).
        adjacent: the adjacent cities as typed.

    Returns:
        One sentence per slip, in the order typed; empty when every city is known or like none known.
    """
    known = known_cities(state)
    slips: list[str] = []
    for name in adjacent:
        typed = name.strip()
        near = slip_suggestions(state, typed, known)
        if near:
            slips.append(f"{typed}: did you mean {' or '.join(near)}?")
    return tuple(slips)


def route_city_slips(state: AirEmpireState, city: str) -> tuple[str, ...]:
    """The Route City typed on a route card in the first 3-year period, when it is likely misspelt: a city no card
    has named that the spelling aid (:func:`spelling_aid_cities`) does not spell so but is close to, said as
    ``"Kansas Cty: did you mean Kansas City?"`` (the known cities nearest in spelling first, else the aid's).

    A warning only, never a refusal: the first period's cards name cities for the first time. From quarter 13 on a
    city never named is a likely typo of its own (:attr:`CityCheck.likely_typo`), said in the card's warnings.

    Args:
        state: the game before the card is recorded.
        city: the Route City as typed.

    Returns:
        One sentence, or none.
    """
    if state.quarter > PERIOD_QUARTERS:
        return ()
    typed = city.strip()
    near = slip_suggestions(state, typed, known_cities(state))
    return (f"{typed}: did you mean {' or '.join(near)}?",) if near else ()


def adjacent_slip_costs(state: AirEmpireState, adjacent: list[str]) -> tuple[str, ...]:
    """What the adjacent cities' slips (:func:`adjacent_city_slips`) would cost if the card is recorded as typed: for
    each player holding a Class A route in a city a slip stands for (the nearest known city), the Efficiency Savings
    a Class A win on this card would count, as typed and as meant, e.g. ``"for Ann, a Class A win here would count
    Efficiency Savings of 20% instead of 40% of its Flight Profit"``; one sentence that no saving is lost when
    nobody holds Class A there. Air Empire, Basic Game, Class A Service (a): 20% of the Flight Profit for each
    adjacent city where the player won Class A earlier (Reminder Rules 9).

    Args:
        state: the game before the card is recorded.
        adjacent: the adjacent cities as typed.

    Returns:
        One sentence per player the slips cost a saving, in seat order; one sentence when they cost none; empty when
        no city typed is a slip.
    """
    known = known_cities(state)
    typed = [name.strip() for name in adjacent if name.strip()]
    meant: list[str] = []
    slipped: list[str] = []
    for name in typed:
        near = slip_suggestions(state, name, known)
        meant.append(near[0] if near else name)
        if near:
            slipped.append(near[0])
    if not slipped:
        return ()
    said: list[str] = []
    for player in state.active_players():
        held = {city.casefold() for city in player.class_a_cities}
        as_typed = sum(1 for city in typed if city.casefold() in held)
        as_meant = sum(1 for city in meant if city.casefold() in held)
        if as_typed == as_meant:
            continue
        now = f"Efficiency Savings of {EFFICIENCY_PERCENT * as_typed}%" if as_typed else "no Efficiency Savings"
        said.append(
            f"for {player.name}, a Class A win here would count {now} instead of {EFFICIENCY_PERCENT * as_meant}% "
            "of its Flight Profit"
        )
    if not said:
        where = " or ".join(dict.fromkeys(slipped))
        said.append(f"nobody holds a Class A route in {where} now: no Efficiency Savings are lost this quarter")
    return tuple(said)
