"""Air Fare, The Deck; Landing Rights, Plane and Event Card Lists: the rulebook's figures and card lists.

The card lists are read from ``data/cards.toml`` (provenance "rulebook"); each card's base
cost is the minimum bid (Bid Phase) and what a neutral third party pays (Raise Money Fast).
"""

from __future__ import annotations

import difflib
import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Annotated

from pydantic import AfterValidator, WithJsonSchema

from ...schema import Name

# -- Figures printed in the rulebook ------------------------------------------------------
#: "Each player starts with: $50 (50 Million dollars)." (Setup)
STARTING_CASH = 50
#: "One Boeing 737 or one McDonnell Douglas DC-9." (Setup)
STARTING_PLANE_TYPES = ("Boeing 737", "McDonnell Douglas DC-9")
#: "Landing rights to two Minor Airports." (Setup)
STARTING_MINOR_AIRPORTS = 2
MINOR = "Minor Airport"
#: "You can take a maximum bank loan of up to $100 at an interest payment of 20% per turn."
MAX_LOANS = 100
INTEREST_PERCENT = 20
#: "Very old planes are grounded on a roll of 1-3. Old ... 1-2. New ... 1." (Maintenance Phase)
GROUNDED_UP_TO = {"Very Old": 3, "Old": 2, "New": 1}
#: "Flights connecting to Europe must originate or end in New York, Atlanta, Miami, Boston,
#: or Washington DC." (Flying Phase)
EUROPE = "Europe"
EUROPE_GATEWAYS = ("New York", "Atlanta", "Miami", "Boston", "Washington DC")
CONCORDE = "Aerospatiale/BAC Concorde"
CONCORDE_CITIES = ("New York", EUROPE)
#: "There are 110 cards in the deck." (The Deck)
DECK_SIZE = 110
#: "remove all the Boeing 757s, McDonnell Douglas MD-80s, Atlanta rights and Washington DC
#: rights" (Faster Game Variants)
FASTER_REMOVED = ("Boeing 757", "McDonnell Douglas MD-80", "Atlanta", "Washington DC")
#: "For a quicker game remove 10-40 nonevent cards from the deck." (Faster Game Variants)
REMOVE_CARDS = (10, 40)
#: Advertising Phase: "more than an opponent ... 10% of his revenue from that city. ... twice as
#: much ... 1D10 X 10%." (Advertising Phase Optional Rule)
OUTSPEND_PERCENT = 10


# -- The card lists (ledger/games/air_fare/data/cards.toml, provenance "rulebook") --------------
@dataclass(frozen=True)
class LandingRights:
    """A row of the Landing Rights card list: revenue of the 1st-4th landing, $M."""

    city: str
    count: int
    base: int
    revenue: tuple[int, int, int, int]


@dataclass(frozen=True)
class PlaneType:
    """A row of the Plane card list. ``revenue_percent`` is the Rev column (-10 for -10 %)."""

    type: str
    count: int
    base: int
    revenue_percent: int
    range: str
    age: str
    size: str


@dataclass(frozen=True)
class EventCard:
    """A row of the Event card list, with how airbanker applies it (``kind`` and its figures)."""

    name: str
    count: int
    effect: str
    kind: str
    city: str = ""
    percent: int = 0
    amount: int = 0


def _load_cards() -> tuple[dict[str, LandingRights], dict[str, PlaneType], dict[str, EventCard], str]:
    text = resources.files(f"{__package__}.data").joinpath("cards.toml").read_text("utf-8")
    data = tomllib.loads(text)
    rights = {
        r["city"]: LandingRights(r["city"], r["count"], r["base"], tuple(r["revenue"])) for r in data["landing_rights"]
    }
    planes = {p["type"]: PlaneType(**p) for p in data["planes"]}
    events = {e["name"]: EventCard(**e) for e in data["events"]}
    return rights, planes, events, data["provenance"]


LANDING_RIGHTS, PLANES, EVENTS, CARDS_PROVENANCE = _load_cards()
_EVERY_CARD_KIND: tuple[LandingRights | PlaneType | EventCard, ...] = (
    *LANDING_RIGHTS.values(),
    *PLANES.values(),
    *EVENTS.values(),
)
assert sum(c.count for c in _EVERY_CARD_KIND) == DECK_SIZE


def card_kind(name: str) -> str:
    """``"rights"``, ``"plane"`` or ``"event"`` for a card name of the lists, else ``""``."""
    if name in LANDING_RIGHTS:
        return "rights"
    if name in PLANES:
        return "plane"
    if name in EVENTS:
        return "event"
    return ""


def base_cost(name: str) -> int:
    """Base cost ($M) of a plane or landing-rights card (the minimum bid)."""
    return LANDING_RIGHTS[name].base if name in LANDING_RIGHTS else PLANES[name].base


def _one_of(value: str, names: tuple[str, ...], what: str) -> str:
    if value not in names:
        near = difflib.get_close_matches(value, names, n=1)
        raise ValueError(f"{value!r} is not {what}" + (f"; did you mean {near[0]!r}?" if near else ""))
    return value


def _card_name(value: str) -> str:
    return _one_of(value, CARD_NAMES, "a card of the card lists")


def _city(value: str) -> str:
    return _one_of(value, CITIES, "a city of the Landing Rights card list")


#: Every card of the card lists, by name (landing rights, planes, events).
CARD_NAMES: tuple[str, ...] = (*LANDING_RIGHTS, *PLANES, *EVENTS)
#: Every city of the Landing Rights card list (``"Minor Airport"`` among them).
CITIES: tuple[str, ...] = tuple(LANDING_RIGHTS)
#: A card name of the card lists (the declared payloads' closed set, read from the card data).
CardName = Annotated[Name, AfterValidator(_card_name), WithJsonSchema({"enum": list(CARD_NAMES)})]
#: A city of the Landing Rights card list.
City = Annotated[Name, AfterValidator(_city), WithJsonSchema({"enum": list(CITIES)})]
