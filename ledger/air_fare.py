"""Air Fare: the rules engine (../shared/rules/air-fare.txt).

Pure Python: :data:`RULES` turns each recorded action into entries on accounts in whole
$ millions ($50 = $50M, shown by ``format_money(..., millions=True)``) and keeps the state
a banker needs: the deck, the Bidding Pool, every player's planes and landing rights,
groundings, flights, the events of the turn. No terminal, database or PDF.

Accounts (codes): ``bank`` (the bank's cash; it may go negative), ``bank:loans`` (loans the
bank has made), ``p{seat}:cash`` and ``p{seat}:loans`` (a player's bank loans, a negative
balance), ``p{lender}:lent:p{borrower}`` and ``p{borrower}:owes:p{lender}`` (a loan between
players: what the lender is owed, positive, and what the borrower owes, negative).

Each turn runs in the rulebook's order (Turn Sequence): Maintenance (``air_fare.maintenance``,
with the Price War cities when that optional rule is on), Draw (``air_fare.draw``), Flying
(``air_fare.flights``), Advertising (``air_fare.advertising``, only with the optional rule),
Revenue (``air_fare.revenue``), Bid (``air_fare.bids``, which also closes the End Phase).
Loans, repayments, sales to a neutral third party, sales between players and loans between
players may be recorded at any time (Raise Money Fast).
"""

from __future__ import annotations

import math
import random
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from importlib import resources
from typing import Any

from .engine import GameSetup
from .journal import Entry, Posting, RuleViolation, transfer
from .money import format_money
from .payload import (
    a_list as _list,
    cash as _cash,
    check_setup,
    fields as _mapping,
    post as _post_balances,
    seat as _seat_at,
    whole as _int,
)

__all__ = [
    "DEFAULT_OPTIONS",
    "EVENTS",
    "INTEREST_PERCENT",
    "LANDING_RIGHTS",
    "MAX_LOANS",
    "PLANES",
    "REMOVE_CARDS",
    "RULES",
    "STARTING_CASH",
    "AirFareRules",
    "AirFareState",
    "Card",
    "EventCard",
    "LandingRights",
    "PlaneType",
    "PlayerState",
    "Taking",
    "advertising_cities",
    "advertising_rolls_needed",
    "advertising_takings",
    "check_player_bids",
    "landing_revenue",
    "player_loans_of",
    "score",
    "standings",
    "table_view",
]

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

PLAYERS = (2, 6)
PHASES = ("maintenance", "draw", "flying", "advertising", "revenue", "bid")
PHASE_NAMES = {
    "maintenance": "Maintenance Phase",
    "draw": "Draw Phase",
    "flying": "Flying Phase",
    "advertising": "Advertising Phase",
    "revenue": "Revenue Phase",
    "bid": "Bid Phase",
    "over": "game over",
}
DEFAULT_OPTIONS: dict[str, Any] = {
    "starting_planes": None,          # per seat; None: 737 for odd seats, DC-9 for even seats
    "landing_column": "nth_landing",  # or "rights_held"
    "landing_order": "as_typed",      # or "best": which plane lands first at a city (nth_landing)
    "percentages": "multiply",        # or "add"
    "rounding": "half_up",            # or "down", "up"
    "round_each": "landing",          # or "player"
    "bid_limit": "total",             # or "each"
    "faster_game": False,             # True: the rulebook's second Faster Game Variant
    "remove_cards": 0,                # 10-40: the first Faster Game Variant (nonevent cards removed)
    "removed_cards": None,            # the names of the cards removed, typed by the banker, or
    "removal_seed": None,             # a seed: airbanker picks them (random.Random(seed))
    "price_war": False,               # True: the Price War Optional Rule
    "price_war_scope": "player",      # or "everyone": whose landings a Price War city stops paying
    "advertising": False,             # True: the Advertising Phase Optional Rule
    "advertising_rolls": "per_city",  # or "per_opponent": one 1D10 per taker and city, or per opponent
    "advertising_takes_from": "own_revenue",  # or "with_takings": may a later taker take what was taken?
    "minor_airports_for_extra_players": "refuse",  # or "one_each", "proxy" (5-6 players)
}

R = "Air Fare"
R_SETUP = f"{R}, Setup"
R_SEQUENCE = f"{R}, Turn Sequence"
R_MAINTENANCE = f"{R}, Maintenance Phase"
R_DRAW = f"{R}, Draw Phase"
R_FLYING = f"{R}, Flying Phase"
R_REVENUE = f"{R}, Revenue Phase"
R_BID = f"{R}, Bid Phase"
R_MONEY = f"{R}, Raise Money Fast"
R_PRICE_WAR = f"{R}, Price War Optional Rule"
R_ADVERTISING = f"{R}, Advertising Phase Optional Rule"
R_FASTER = f"{R}, Faster Game Variants"
R_DECK = f"{R}, The Deck; Landing Rights, Plane and Event Card Lists"
R_EVENTS = f"{R}, Event Card List"
R_READINGS = "docs/rule-readings.md, Air Fare"


# -- The card lists (ledger/data/air_fare/cards.toml, provenance "rulebook") --------------
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
    text = resources.files("ledger.data.air_fare").joinpath("cards.toml").read_text("utf-8")
    data = tomllib.loads(text)
    rights = {r["city"]: LandingRights(r["city"], r["count"], r["base"], tuple(r["revenue"]))
              for r in data["landing_rights"]}
    planes = {p["type"]: PlaneType(**p) for p in data["planes"]}
    events = {e["name"]: EventCard(**e) for e in data["events"]}
    return rights, planes, events, data["provenance"]


LANDING_RIGHTS, PLANES, EVENTS, CARDS_PROVENANCE = _load_cards()
_EVERY_CARD_KIND: tuple[LandingRights | PlaneType | EventCard, ...] = (
    *LANDING_RIGHTS.values(), *PLANES.values(), *EVENTS.values())
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


# -- State ---------------------------------------------------------------------------------
@dataclass
class Card:
    """One plane or landing-rights card in play, numbered as it enters play (``id``)."""

    id: int
    name: str
    kind: str  # "plane" | "rights"
    proxy: bool = False  # a Minor Airport card beyond the deck's 8 (option minor_airports_for_extra_players)


@dataclass
class PlayerState:
    """One airline: its cards by id. Money lives in ``balances``."""

    seat: int
    name: str
    planes: list[int] = field(default_factory=list)
    rights: list[int] = field(default_factory=list)
    status: str = "active"  # active | bankrupt
    status_turn: int = 0

    @property
    def active(self) -> bool:
        """Still in the game (not bankrupt)."""
        return self.status == "active"


@dataclass
class AirFareState:
    """Everything derived from the actions so far (DESIGN.md: state is derived by replay)."""

    title: str
    players: list[PlayerState]
    options: dict[str, Any]
    balances: dict[str, int] = field(default_factory=dict)
    turn: int = 1
    phase: str = "maintenance"
    deck: dict[str, int] = field(default_factory=dict)      # card name -> copies left in the deck
    cards: dict[int, Card] = field(default_factory=dict)    # every card in play or in the pool
    next_id: int = 1
    pool: list[int] = field(default_factory=list)           # the Bidding Pool (planes, landing rights)
    at: dict[int, int] = field(default_factory=dict)        # plane id -> landing-rights card id it stands on
    grounded: set[int] = field(default_factory=set)
    rolls: dict[int, int] = field(default_factory=dict)     # this turn's maintenance rolls, plane id -> d10
    events: list[tuple[str, int]] = field(default_factory=list)  # (event, seat that drew it), this turn
    charges: dict[int, list[tuple[str, int]]] = field(default_factory=dict)  # seat -> (memo, $M) due at Revenue
    flights: list[tuple[int, int, int | None, int]] = field(default_factory=list)  # (seat, plane, from, to rights id)
    loans: dict[int, int] = field(default_factory=dict)
    removed: dict[str, int] = field(default_factory=dict)   # Faster Game Variant: card name -> copies removed
    price_war: dict[int, list[str]] = field(default_factory=dict)  # seat -> Price War cities, this turn
    ad_spent: dict[str, dict[int, int]] = field(default_factory=dict)  # city -> seat -> $M, this turn
    ad_rolls: dict[tuple[int, str, int], int] = field(default_factory=dict)  # (taker, city, opponent or 0) -> d10
    player_loans: dict[tuple[int, int], int] = field(default_factory=dict)  # (lender, borrower) -> $M owed

    def player(self, seat: int) -> PlayerState:
        """The airline in ``seat`` (1-based)."""
        return self.players[seat - 1]

    def active_players(self) -> list[PlayerState]:
        """The airlines still in the game, in seat order."""
        return [p for p in self.players if p.active]

    def deck_left(self) -> int:
        """Cards left in the deck."""
        return sum(self.deck.values())

    def city_of(self, rights_id: int) -> str:
        """The city of a landing-rights card."""
        return self.cards[rights_id].name


# -- Pure rule functions -------------------------------------------------------------------
def round_money(value: Fraction, how: str) -> int:
    """Round a fraction of $1M: ``"half_up"`` (default), ``"down"`` or ``"up"`` (option ``rounding``)."""
    if how == "down":
        return value.numerator // value.denominator
    if how == "up":
        return -((-value.numerator) // value.denominator)
    return math.floor(value + Fraction(1, 2))


def apply_percentages(amount: int, percents: list[int], how: str) -> Fraction:
    """``amount`` changed by each percentage, exactly (option ``percentages``).

    ``"multiply"`` (default): one after the other, (1 + p/100) each: a -10 % plane in the
    Holiday Season (+50 %) earns 90 % x 150 % = 135 %. ``"add"``: the changes are summed
    first: 100 - 10 + 50 = 140 %. Never below zero.
    """
    value = Fraction(amount)
    if how == "add":
        value = value * (100 + sum(percents)) / 100
    else:
        for percent in percents:
            value = value * (100 + percent) / 100
    return max(value, Fraction(0))


def landing_revenue(city: str, landing: int, rights_held: int, column: str = "nth_landing") -> int:
    """What one landing earns by the Landing Rights table, before any percentage ($M).

    Revenue Phase: "The first plane you land at Miami International gives $20. The second
    plane you land earns $40. If you control all 4 landing rights, the fourth plane you land
    produces $90." Minor Airports always $10. ``column`` (option ``landing_column``):
    ``"nth_landing"`` (default) takes the column of the landing's number; ``"rights_held"``
    takes the column of the number of landing rights held at the city, for every landing.
    """
    row = LANDING_RIGHTS[city].revenue
    index = landing if column == "nth_landing" else rights_held
    return row[min(index, 4) - 1]


def interest_due(loans: int, how: str = "half_up") -> int:
    """20 % of the bank loans, rounded by option ``rounding`` (Raise Money Fast)."""
    return round_money(Fraction(loans * INTEREST_PERCENT, 100), how)


def grounded_on(age: str, roll: int) -> bool:
    """Whether a plane of ``age`` is grounded on a d10 ``roll`` (Maintenance Phase)."""
    return roll <= GROUNDED_UP_TO[age]


# -- Payload reading -----------------------------------------------------------------------




def _seat(state: AirFareState, value: Any, field_name: str, rule: str) -> PlayerState:
    player = _seat_at(state.players, value, field_name, rule)
    if not player.active:
        raise RuleViolation(f"{player.name} is bankrupt and out of the game", field=field_name, rule=R_REVENUE)
    return player






def _require_phase(state: AirFareState, phase: str, what: str, rule: str = R_SEQUENCE) -> None:
    if state.phase != phase:
        raise RuleViolation(f"{what} belongs to the {PHASE_NAMES[phase]}; the game is at {position_text(state)}",
                            field="kind", rule=rule)


def _money(amount: int) -> str:
    return format_money(amount, millions=True)


def position_text(state: AirFareState) -> str:
    """E.g. ``"Turn 3, Draw Phase"``."""
    if state.phase == "over":
        return "game over"
    return f"Turn {state.turn}, {PHASE_NAMES[state.phase]}"


# -- The engine ----------------------------------------------------------------------------
class AirFareRules:
    """Air Fare as a rules engine (see :class:`ledger.game.Rules`)."""

    name = "air_fare"

    def start(self, setup: GameSetup) -> tuple[AirFareState, list[Entry]]:
        """2-6 players; $50M each, one Boeing 737 or DC-9 and two Minor Airports each (Setup).

        With 5-6 players the deck's 8 Minor Airport cards are too few: option
        ``minor_airports_for_extra_players`` says what happens. Option ``remove_cards``
        (Faster Game Variants) takes 10-40 nonevent cards out of the deck after the starting
        cards, as typed (``removed_cards``) or picked with ``removal_seed``.

        Raises:
            RuleViolation: wrong player count, more than four players with option
                ``minor_airports_for_extra_players`` "refuse", names, unknown or bad options.
        """
        names = list(setup.players)
        options = check_setup(setup, game="Air Fare", rule=R_SETUP, variants=("standard",), options=DEFAULT_OPTIONS,
                              players=PLAYERS, players_rule=f"{R}, Introduction")
        choices = {"landing_column": ("nth_landing", "rights_held"), "landing_order": ("as_typed", "best"),
                   "percentages": ("multiply", "add"),
                   "rounding": ("half_up", "down", "up"), "round_each": ("landing", "player"),
                   "bid_limit": ("total", "each"), "price_war_scope": ("player", "everyone"),
                   "advertising_rolls": ("per_city", "per_opponent"),
                   "advertising_takes_from": ("own_revenue", "with_takings"),
                   "minor_airports_for_extra_players": ("refuse", "one_each", "proxy")}
        for key, allowed in choices.items():
            if options[key] not in allowed:
                raise RuleViolation(f"must be one of {', '.join(allowed)}, got {options[key]!r}",
                                    field=f"options.{key}", rule=R_READINGS)
        for key, rule in (("faster_game", R_FASTER), ("price_war", R_PRICE_WAR), ("advertising", R_ADVERTISING)):
            if not isinstance(options[key], bool):
                raise RuleViolation("must be true or false", field=f"options.{key}", rule=rule)
        minors = LANDING_RIGHTS[MINOR].count
        extra = options["minor_airports_for_extra_players"]
        if len(names) * STARTING_MINOR_AIRPORTS > minors and extra == "refuse":
            raise RuleViolation(
                f"{len(names)} players would need {len(names) * STARTING_MINOR_AIRPORTS} Minor Airport landing "
                f"rights to start, and the deck holds only {minors} Minor Airport cards: the rulebook's setup works "
                f"for at most {minors // STARTING_MINOR_AIRPORTS} players. To play with {len(names)}, choose option "
                "minor_airports_for_extra_players: \"one_each\" (every player starts with one Minor Airport) or "
                "\"proxy\" (two each; the cards beyond the deck's 8 are stand-ins from outside the deck)",
                field="players",
                rule=f"{R_SETUP} (two Minor Airports each); Landing Rights Card List (Minor Airports: 8); "
                     f"{R_READINGS} (option minor_airports_for_extra_players)")
        per_player = 1 if len(names) * STARTING_MINOR_AIRPORTS > minors and extra == "one_each" \
            else STARTING_MINOR_AIRPORTS
        starting = options["starting_planes"]
        if starting is None:
            starting = [STARTING_PLANE_TYPES[i % 2] for i in range(len(names))]
        if not isinstance(starting, list) or len(starting) != len(names):
            raise RuleViolation("one plane type per seat", field="options.starting_planes", rule=R_SETUP)
        for index, kind in enumerate(starting):
            if kind not in STARTING_PLANE_TYPES:
                raise RuleViolation(f"{kind!r}: each player starts with one Boeing 737 or one McDonnell Douglas DC-9",
                                    field=f"options.starting_planes[{index}]", rule=R_SETUP)
            if starting[: index + 1].count(kind) > PLANES[kind].count:
                raise RuleViolation(f"the deck holds only {PLANES[kind].count} {kind} cards",
                                    field=f"options.starting_planes[{index}]", rule=f"{R}, Plane Card List")
        options["starting_planes"] = list(starting)
        state = AirFareState(title=setup.title,
                             players=[PlayerState(seat=i, name=n) for i, n in enumerate(names, start=1)],
                             options=options)
        cards: tuple[tuple[str, LandingRights | PlaneType | EventCard], ...] = (
            *LANDING_RIGHTS.items(), *PLANES.items(), *EVENTS.items())
        state.deck = {name: c.count for name, c in cards}
        if options["faster_game"]:
            for name in FASTER_REMOVED:
                state.deck[name] = 0
        # "Remove the Plane and Landing Rights cards from the deck." (Setup): the starting cards
        for player, kind in zip(state.players, starting, strict=False):
            player.planes.append(_new_card(state, kind))
            for _ in range(per_player):
                # option "proxy": once the deck's Minor Airports are gone, a stand-in from outside the deck
                player.rights.append(_new_card(state, MINOR, proxy=state.deck[MINOR] == 0))
        _remove_cards(state, options)
        entries = [transfer(f"Starting cash for {p.name}", "bank", f"p{p.seat}:cash", STARTING_CASH)
                   for p in state.players]
        for entry in entries:
            _post(state, entry)
        return state, entries

    def balance(self, state: AirFareState, account: str) -> int:
        """Balance of an account code, whole $M (0 for an account never posted to)."""
        return state.balances.get(account, 0)

    def position(self, state: AirFareState) -> str:
        """E.g. ``"Turn 3, Flying Phase"``."""
        return position_text(state)

    def apply(self, state: AirFareState, kind: str, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
        """Apply one action (see docs/game-record.md for each kind's payload).

        Raises:
            RuleViolation: naming the field and the rule; ``state`` is left as it was.
        """
        handler = _HANDLERS.get(kind)
        if handler is None:
            known = ", ".join(sorted(_HANDLERS))
            raise RuleViolation(f"unknown action {kind!r}; Air Fare knows: {known}", field="kind",
                                rule="docs/game-record.md, Air Fare (action kinds)")
        if state.phase == "over":
            raise RuleViolation("the game is over (the deck ran out at the Draw Phase)", field="kind", rule=R_DRAW)
        entries, summary = handler(state, payload)
        for entry in entries:
            _post(state, entry)
        return entries, summary




def _new_card(state: AirFareState, name: str, proxy: bool = False) -> int:
    if not proxy:
        state.deck[name] -= 1
    card = Card(state.next_id, name, "plane" if name in PLANES else "rights", proxy)
    state.cards[card.id] = card
    state.next_id += 1
    return card.id


def _remove_cards(state: AirFareState, options: dict[str, Any]) -> None:
    """The first Faster Game Variant: "remove 10-40 nonevent cards from the deck".

    Taken from the deck as it stands after the starting cards (and the second variant, if
    on): the cards typed in option ``removed_cards``, or ``remove_cards`` of them picked by
    ``random.Random(removal_seed).sample`` from the nonevent cards left, listed in card-list
    order. Both options are in the game record's header, so a replay removes the same cards.

    Raises:
        RuleViolation: a count outside 10-40, no way to pick the cards, or a card not left.
    """
    count, typed, seed = options["remove_cards"], options["removed_cards"], options["removal_seed"]
    if type(count) is not int or count != 0 and not REMOVE_CARDS[0] <= count <= REMOVE_CARDS[1]:
        raise RuleViolation(f"the Faster Game Variant removes 10-40 nonevent cards from the deck, not {count!r} "
                            "(0: none removed)", field="options.remove_cards", rule=R_FASTER)
    if seed is not None and type(seed) is not int:
        raise RuleViolation(f"the seed must be a whole number, got {seed!r}", field="options.removal_seed",
                            rule=R_FASTER)
    if typed is not None and not isinstance(typed, list):
        raise RuleViolation("must be a list of card names", field="options.removed_cards", rule=R_FASTER)
    if count == 0:
        if typed or seed is not None:
            raise RuleViolation("say how many nonevent cards are removed (option remove_cards, 10-40)",
                                field="options.remove_cards", rule=R_FASTER)
        return
    if (typed is None) == (seed is None):
        raise RuleViolation(f"{count} nonevent cards are removed: type their names (option removed_cards) or give a "
                            "seed for airbanker to pick them (option removal_seed), one of the two",
                            field="options.removed_cards", rule=R_FASTER)
    if typed is None:
        left = [n for n, k in state.deck.items() if n not in EVENTS for _ in range(k)]
        if count > len(left):
            raise RuleViolation(f"only {len(left)} nonevent cards are left in the deck", field="options.remove_cards",
                                rule=R_FASTER)
        typed = random.Random(seed).sample(left, count)
    elif len(typed) != count:
        raise RuleViolation(f"{len(typed)} card(s) typed, {count} to remove (option remove_cards)",
                            field="options.removed_cards", rule=R_FASTER)
    for index, name in enumerate(typed):
        if not isinstance(name, str) or card_kind(name) not in ("plane", "rights"):
            raise RuleViolation(f"{name!r} is not a plane or landing-rights card (the variant removes nonevent "
                                "cards)", field=f"options.removed_cards[{index}]", rule=R_FASTER)
        if state.deck[name] == 0:
            raise RuleViolation(f"no {name} card is left in the deck to remove",
                                field=f"options.removed_cards[{index}]", rule=R_FASTER)
        state.deck[name] -= 1
        state.removed[name] = state.removed.get(name, 0) + 1


def _discard(state: AirFareState, player: PlayerState, card_id: int) -> None:
    if card_id in player.planes:
        player.planes.remove(card_id)
        state.at.pop(card_id, None)
        state.grounded.discard(card_id)
    else:
        player.rights.remove(card_id)
        for plane, rights in list(state.at.items()):
            if rights == card_id:
                del state.at[plane]
    del state.cards[card_id]


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
        for i, raw in enumerate(_list(payload, "rolls", R_MAINTENANCE)):
            row = _mapping(raw, f"rolls[{i}]", R_MAINTENANCE)
            plane = row.get("plane")
            if type(plane) is not int or plane not in {c for _, c in planes}:
                raise RuleViolation(f"no plane #{plane!r} in play", field=f"rolls[{i}].plane", rule=R_MAINTENANCE)
            if plane in rolls:
                raise RuleViolation(f"plane #{plane} is rolled twice", field=f"rolls[{i}].plane", rule=R_MAINTENANCE)
            roll = _int(row, "roll", f"rolls[{i}].", R_MAINTENANCE, minimum=1)
            if roll > 10:
                raise RuleViolation(f"a d10 shows 1-10, not {roll}", field=f"rolls[{i}].roll", rule=R_MAINTENANCE)
            rolls[plane] = roll
        missing = [c for _, c in planes if c not in rolls]
        if missing:
            raise RuleViolation(f"each player rolls 1D10 for each of his planes: no roll for plane(s) "
                                f"{', '.join(f'#{c}' for c in missing)}", field="rolls", rule=R_MAINTENANCE)
        how = "typed"
    war = _read_price_war(state, payload)
    state.price_war = war
    state.rolls = rolls
    state.grounded = {c for c, roll in rolls.items() if grounded_on(PLANES[state.cards[c].name].age, roll)}
    state.phase = "draw"
    owners = {c: p.name for p in state.players for c in p.planes}
    names = [f"{state.cards[c].name} #{c} ({owners[c]})" for c in sorted(state.grounded)]
    wars = "; ".join(f"{state.player(s).name} at {', '.join(c)}" for s, c in war.items())
    return [], (f"Turn {state.turn} maintenance rolls {how}: " + (f"grounded {', '.join(names)}" if names
                                                                  else "no plane grounded")
                + (f"; Price War: {wars}" if wars else ""))


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
        raise RuleViolation("the Price War is an optional rule: start the game with option price_war true",
                            field="price_war", rule=R_PRICE_WAR)
    war: dict[int, list[str]] = {}
    for i, raw in enumerate(_list(payload, "price_war", R_PRICE_WAR)):
        row = _mapping(raw, f"price_war[{i}]", R_PRICE_WAR)
        player = _seat(state, row.get("player"), f"price_war[{i}].player", R_PRICE_WAR)
        if player.seat in war:
            raise RuleViolation(f"{player.name} is named twice: list all his cities in one row",
                                field=f"price_war[{i}].player", rule=R_PRICE_WAR)
        cities = row.get("cities")
        if not isinstance(cities, list) or not cities:
            raise RuleViolation("one or more cities (a list of names)", field=f"price_war[{i}].cities",
                                rule=R_PRICE_WAR)
        held = {state.cards[r].name for r in player.rights}
        for j, city in enumerate(cities):
            if city not in held:
                raise RuleViolation(f"{player.name} has no landing rights at {city!r}: pick cities where he has "
                                    "landing rights", field=f"price_war[{i}].cities[{j}]", rule=R_PRICE_WAR)
            if cities[:j].count(city):
                raise RuleViolation(f"{city} is named twice", field=f"price_war[{i}].cities[{j}]", rule=R_PRICE_WAR)
        war[player.seat] = list(cities)
    return war


def _draw(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, "draw", "Drawing cards")
    rows = _list(payload, "cards", R_DRAW)
    left = state.deck_left()
    if left == 0:
        if rows:
            raise RuleViolation("the deck is empty: no card can be drawn, the game is over", field="cards", rule=R_DRAW)
        state.phase = "over"
        return [], f"Turn {state.turn}: the deck is empty, the game is over"
    active = state.active_players()
    expected = min(len(active), left)
    if len(rows) != expected:
        why = "all players draw one card" if expected == len(active) else f"only {left} card(s) left in the deck"
        raise RuleViolation(f"{expected} card(s) to draw ({why}), {len(rows)} typed", field="cards", rule=R_DRAW)
    taken: dict[str, int] = {}
    drawn: list[tuple[PlayerState, str, Mapping[str, Any]]] = []
    seen: set[int] = set()
    for i, raw in enumerate(rows):
        row = _mapping(raw, f"cards[{i}]", R_DRAW)
        player = _seat(state, row.get("player"), f"cards[{i}].player", R_DRAW)
        if player.seat in seen:
            raise RuleViolation(f"{player.name} draws twice; all players draw one card", field=f"cards[{i}].player",
                                rule=R_DRAW)
        seen.add(player.seat)
        name = row.get("card")
        if not isinstance(name, str) or not card_kind(name):
            raise RuleViolation(f"{name!r} is not a card of the card lists", field=f"cards[{i}].card", rule=R_DECK)
        taken[name] = taken.get(name, 0) + 1
        if taken[name] > state.deck[name]:
            raise RuleViolation(f"no {name} card is left in the deck ({state.deck[name]} left)",
                                field=f"cards[{i}].card", rule=R_DECK)
        if name in EVENTS and EVENTS[name].kind == "crash" and player.planes:
            plane = row.get("plane")
            if plane not in player.planes:
                raise RuleViolation(f"{player.name} loses one of his planes: name it (one of "
                                    f"{', '.join(f'#{c}' for c in player.planes)})", field=f"cards[{i}].plane",
                                    rule=R_EVENTS)
        drawn.append((player, name, row))
    lines = []
    for player, name, row in drawn:
        if name not in EVENTS:
            state.pool.append(_new_card(state, name))
            lines.append(f"{player.name}: {name}")
            continue
        state.deck[name] -= 1
        event = EVENTS[name]
        state.events.append((name, player.seat))
        lines.append(f"{player.name}: {name} ({event.effect})")
        if event.kind == "crash":
            if player.planes:
                _discard(state, player, row["plane"])
            state.charges.setdefault(player.seat, []).append((f"{name}: litigation & settlements", event.amount))
        elif event.kind in ("per_plane", "per_right"):
            for other in state.active_players():
                count = len(other.planes) if event.kind == "per_plane" else len(other.rights)
                if count:
                    what = "plane" if event.kind == "per_plane" else "landing right"
                    state.charges.setdefault(other.seat, []).append(
                        (f"{name}: {_money(event.amount)} x {count} {what}(s)", event.amount * count))
    state.phase = "flying"
    return [], f"Turn {state.turn} draw: " + "; ".join(lines)


def _events_of(state: AirFareState, kind: str) -> list[tuple[EventCard, int]]:
    return [(EVENTS[n], seat) for n, seat in state.events if EVENTS[n].kind == kind]


def _flights(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, "flying", "Flying planes")
    blocked = {e.city for e, _ in _events_of(state, "no_flights")}
    planned: list[tuple[int, int, int | None, int]] = []
    flown: set[int] = set()
    landed: dict[int, list[int]] = {}  # rights ids used, by seat
    for i, raw in enumerate(_list(payload, "flights", R_FLYING)):
        where = f"flights[{i}]."
        row = _mapping(raw, f"flights[{i}]", R_FLYING)
        player = _seat(state, row.get("player"), f"{where}player", R_FLYING)
        plane = row.get("plane")
        if plane not in player.planes:
            raise RuleViolation(f"{player.name} has no plane #{plane!r} (planes: "
                                f"{', '.join(f'#{c}' for c in player.planes) or 'none'})", field=f"{where}plane",
                                rule=R_FLYING)
        ptype = PLANES[state.cards[plane].name]
        if plane in state.grounded:
            raise RuleViolation(f"{ptype.type} #{plane} is grounded this turn (rolled {state.rolls.get(plane)})",
                                field=f"{where}plane", rule=R_MAINTENANCE)
        if plane in flown:
            raise RuleViolation(f"plane #{plane} flies once a turn", field=f"{where}plane", rule=R_FLYING)
        city = row.get("to")
        origin_id = state.at.get(plane)
        origin = state.city_of(origin_id) if origin_id is not None else None
        used = landed.get(player.seat, [])
        held = [r for r in player.rights if state.cards[r].name == city]
        if not held:
            raise RuleViolation(f"{player.name} has no landing rights at {city!r}: your planes can only fly to "
                                "terminals you control", field=f"{where}to", rule=R_FLYING)
        free = [r for r in held if r not in used and not (city == MINOR and r == origin_id)]
        if city != MINOR and city == origin:
            raise RuleViolation(f"#{plane} stands at {city}: fly to a different terminal in a different city",
                                field=f"{where}to", rule=R_FLYING)
        if not free:
            raise RuleViolation(f"every {city} terminal of {player.name} has a plane on it already, or is the "
                                "terminal the plane leaves", field=f"{where}to", rule=R_FLYING)
        for name in (city, origin):
            if name in blocked:
                raise RuleViolation(f"no flights to/from {name} this turn", field=f"{where}to", rule=R_EVENTS)
        if ptype.range == "US" and city == EUROPE:
            raise RuleViolation(f"the {ptype.type} has a US range and cannot fly to Europe", field=f"{where}to",
                                rule=R_FLYING)
        if EUROPE in (city, origin) and origin is not None and not ({city, origin} & set(EUROPE_GATEWAYS)):
            raise RuleViolation("flights connecting to Europe must originate or end in New York, Atlanta, Miami, "
                                f"Boston or Washington DC, not {origin} to {city}", field=f"{where}to", rule=R_FLYING)
        if ptype.type == CONCORDE and (city not in CONCORDE_CITIES or (origin is not None
                                                                         and {city, origin} != set(CONCORDE_CITIES))):
            raise RuleViolation("the Concorde can only fly between New York and Europe", field=f"{where}to",
                                rule=R_FLYING)
        flown.add(plane)
        landed.setdefault(player.seat, []).append(free[0])
        planned.append((player.seat, plane, origin_id, free[0]))
    # "Remove all of your planes from their current terminals." Then place the flown ones.
    state.at = {plane: to for _, plane, _, to in planned}
    state.flights = planned
    state.phase = "advertising" if state.options["advertising"] else "revenue"
    return [], (f"Turn {state.turn}: {len(planned)} flight(s): "
                + ", ".join(f"{state.player(s).name} #{p} to {state.city_of(t)}" for s, p, _, t in planned)
                if planned else f"Turn {state.turn}: no flights")


def turn_revenue(state: AirFareState) -> dict[int, tuple[int, list[str]]]:
    """Each active player's landing revenue this turn ($M) with one line per landing.

    Revenue Phase and Event Card List; the choices the rules leave open are game options
    (docs/rule-readings.md): ``landing_column``, ``landing_order``, ``percentages``,
    ``rounding``, ``round_each``. Percentages are taken in the order plane, city event, everyone event,
    player event; a player with a Pilot Strike earns nothing, nor does a landing at a city
    of a Price War (Price War Optional Rule, option ``price_war_scope``). Shares taken by
    advertising are not counted here (see :func:`advertising_takings`).
    """
    return {seat: (total, lines) for seat, (total, lines, _) in _revenue_detail(state).items()}


def _price_war_stops(state: AirFareState, seat: int, city: str) -> bool:
    """Whether a Price War stops ``seat``'s income at ``city`` this turn (option ``price_war_scope``).

    ``"player"``: only the cities the player picked himself; ``"everyone"``: a city picked by
    anyone stops every player's income there. Each Minor Airport card is its own city, so a
    Price War at "Minor Airport" only ever stops the income of the player who picked it.
    """
    if city in state.price_war.get(seat, []):
        return True
    return (state.options["price_war_scope"] == "everyone" and city != MINOR
            and any(city in cities for cities in state.price_war.values()))


def _revenue_detail(state: AirFareState) -> dict[int, tuple[int, list[str], dict[str, Fraction]]]:
    """:func:`turn_revenue` with each player's revenue by city ($M): whole (each landing
    rounded) with ``round_each`` "landing", exact with "player"."""
    opts = state.options
    everyone = [e.percent for e, _ in _events_of(state, "everyone_percent")]
    city_pc: dict[str, list[int]] = {}
    for e, _ in _events_of(state, "city_percent"):
        city_pc.setdefault(e.city, []).append(e.percent)
    player_pc: dict[int, list[int]] = {}
    for e, seat in _events_of(state, "player_percent"):
        player_pc.setdefault(seat, []).append(e.percent)
    no_income = {seat for _, seat in _events_of(state, "no_income")}
    out: dict[int, tuple[int, list[str], dict[str, Fraction]]] = {}
    for player in state.active_players():
        count: dict[str, int] = {}
        exact: list[Fraction] = []
        lines: list[str] = []
        by_city: dict[str, Fraction] = {}
        flights = [f for f in state.flights if f[0] == player.seat]
        if opts["landing_order"] == "best":
            # the order that earns most: the n-th landing earns the n-th (higher) column, so
            # the planes with the higher Rev land later (sorted, stable: typed order otherwise)
            flights.sort(key=lambda f: PLANES[state.cards[f[1]].name].revenue_percent)
        for _seat, plane, _, to in flights:
            city = state.city_of(to)
            count[city] = count.get(city, 0) + 1
            rights = sum(1 for r in player.rights if state.cards[r].name == city)
            base = landing_revenue(city, count[city], rights, opts["landing_column"])
            percents = [PLANES[state.cards[plane].name].revenue_percent, *city_pc.get(city, []), *everyone,
                        *player_pc.get(player.seat, [])]
            percents = [p for p in percents if p]
            value = apply_percentages(base, percents, opts["percentages"])
            war = player.seat not in no_income and _price_war_stops(state, player.seat, city)
            if player.seat in no_income or war:
                value = Fraction(0)
            exact.append(value)
            shown = value if opts["round_each"] == "player" else round_money(value, opts["rounding"])
            by_city[city] = by_city.get(city, Fraction(0)) + shown
            lines.append(f"{state.cards[plane].name} #{plane} at {city} (landing {count[city]}): {_money(base)}"
                         + (f" {', '.join(f'{p:+d}%' for p in percents)}" if percents else "")
                         + (" (Pilot Strike: no income)" if player.seat in no_income else "")
                         + (" (Price War: no income)" if war else "")
                         + f" = {_exact(shown)}")
        if opts["round_each"] == "player":
            total = round_money(sum(exact, Fraction(0)), opts["rounding"])
        else:
            total = sum(round_money(v, opts["rounding"]) for v in exact)
        out[player.seat] = (total, lines, by_city)
    return out

# -- Advertising Phase Optional Rule -------------------------------------------------------
@dataclass(frozen=True)
class Taking:
    """A share of an opponent's revenue at a city taken by a bigger advertiser ($M).

    Attributes:
        city: the city.
        taker: seat of the player who spent more.
        opponent: seat of the player who spent less.
        percent: 10, or the 1D10 roll x 10 when the taker spent twice as much or more.
        roll: the 1D10, or ``None`` for the 10 % share.
        base: what was left of the opponent's revenue there before this taking (exact $M).
        amount: what is taken, whole $M (option ``rounding``).
    """

    city: str
    taker: int
    opponent: int
    percent: int
    roll: int | None
    base: Fraction
    amount: int


def advertising_cities(state: AirFareState) -> dict[int, list[str]]:
    """The cities where each active player may advertise: those where he holds landing rights,
    Minor Airports excepted (each Minor Airport card is its own city: nobody shares it)."""
    return {p.seat: sorted({state.cards[r].name for r in p.rights} - {MINOR}) for p in state.active_players()}


def _outspends(spent_taker: int, spent_opponent: int) -> str:
    """``""``, ``"more"`` (10 %) or ``"twice"`` (1D10 x 10 %): the Advertising Phase Optional Rule."""
    if spent_taker <= spent_opponent:
        return ""
    return "twice" if spent_taker >= 2 * spent_opponent else "more"


def _ad_order(spent: Mapping[int, int]) -> list[int]:
    """Takers in order: lowest spender first, equal spenders by seat (docs/rule-readings.md)."""
    return sorted(spent, key=lambda seat: (spent[seat], seat))


def _needed_rolls(ad_spent: Mapping[str, Mapping[int, int]], per: str) -> list[tuple[int, str, int]]:
    """The 1D10 rolls the spending calls for, in the order airbanker rolls them with a seed:
    cities by name, takers lowest spender first, opponents by seat. Key: (taker, city,
    opponent), the opponent 0 with option ``advertising_rolls`` "per_city"."""
    keys: list[tuple[int, str, int]] = []
    for city in sorted(ad_spent):
        spent = ad_spent[city]
        for taker in _ad_order(spent):
            doubled = [o for o in sorted(spent) if o != taker and _outspends(spent[taker], spent[o]) == "twice"]
            if doubled and per == "per_city":
                keys.append((taker, city, 0))
            elif doubled:
                keys.extend((taker, city, o) for o in doubled)
    return keys


def _read_spending(state: AirFareState, payload: Mapping[str, Any]) -> dict[str, dict[int, int]]:
    """City -> seat -> $M spent, every holder of landing rights there listed (0 when he wrote
    nothing). Raises RuleViolation naming the row at fault."""
    cities = advertising_cities(state)
    spent: dict[str, dict[int, int]] = {}
    for seat, names in cities.items():
        for name in names:
            spent.setdefault(name, {})[seat] = 0
    seen: set[tuple[int, str]] = set()
    totals: dict[int, int] = {}
    for i, raw in enumerate(_list(payload, "spending", R_ADVERTISING)):
        where = f"spending[{i}]."
        row = _mapping(raw, f"spending[{i}]", R_ADVERTISING)
        player = _seat(state, row.get("player"), f"{where}player", R_ADVERTISING)
        city = row.get("city")
        if city == MINOR:
            raise RuleViolation("each Minor Airport card is its own city and no opponent shares it: advertising "
                                "there takes nothing", field=f"{where}city", rule=R_READINGS)
        if city not in cities[player.seat]:
            raise RuleViolation(f"{player.name} has no landing rights at {city!r}: players advertise for the cities "
                                "they have landing rights at", field=f"{where}city", rule=R_ADVERTISING)
        if (player.seat, city) in seen:
            raise RuleViolation(f"{player.name}'s spending at {city} is written twice", field=f"{where}city",
                                rule=R_ADVERTISING)
        seen.add((player.seat, city))
        amount = _int(row, "amount", where, R_ADVERTISING, minimum=0)
        totals[player.seat] = totals.get(player.seat, 0) + amount
        if totals[player.seat] > _cash(state, player.seat):
            raise RuleViolation(f"{player.name} spends {_money(totals[player.seat])} on advertising with "
                                f"{_money(_cash(state, player.seat))} in the account", field=f"{where}amount",
                                rule=R_ADVERTISING)
        spent[city][player.seat] = amount
    return spent


def advertising_rolls_needed(state: AirFareState, spending: Any) -> list[dict[str, Any]]:
    """The 1D10 rolls an ``air_fare.advertising`` payload's ``spending`` calls for, as rows
    to fill in (``{"player": 4, "city": "Chicago"}``, with ``"opponent"`` when option
    ``advertising_rolls`` is "per_opponent"), in the order a seed rolls them.

    Raises:
        RuleViolation: the spending itself is refused.
    """
    keys = _needed_rolls(_read_spending(state, {"spending": spending}), state.options["advertising_rolls"])
    return [{"player": t, "city": c, **({"opponent": o} if o else {})} for t, c, o in keys]


def _advertising(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """Advertising Phase (optional rule): what each player spends at each city, paid to the bank
    ("all money spent on advertising is gone"), and the 1D10 rolls of those who spent twice as
    much as an opponent, typed (``rolls``) or rolled by airbanker (``seed``). The shares are
    taken at the Revenue Phase (:func:`advertising_takings`)."""
    if not state.options["advertising"]:
        raise RuleViolation("the Advertising Phase is an optional rule: start the game with option advertising true",
                            field="kind", rule=R_ADVERTISING)
    _require_phase(state, "advertising", "Advertising", R_ADVERTISING)
    spent = _read_spending(state, payload)
    per = state.options["advertising_rolls"]
    needed = _needed_rolls(spent, per)
    rolls: dict[tuple[int, str, int], int] = {}
    if "seed" in payload:
        if "rolls" in payload:
            raise RuleViolation("type the rolls or give a seed, not both", field="seed", rule=R_ADVERTISING)
        seed = payload["seed"]
        if type(seed) is not int:
            raise RuleViolation(f"the seed must be a whole number, got {seed!r}", field="seed", rule=R_ADVERTISING)
        rng = random.Random(seed)
        rolls = {key: rng.randint(1, 10) for key in needed}
        how = f" (rolled by airbanker, seed {seed})"
    else:
        for i, raw in enumerate(_list(payload, "rolls", R_ADVERTISING)):
            where = f"rolls[{i}]."
            row = _mapping(raw, f"rolls[{i}]", R_ADVERTISING)
            opponent = row.get("opponent", 0) if per == "per_opponent" else 0
            key = (row.get("player"), row.get("city"), opponent)
            if key not in needed:
                raise RuleViolation(f"no 1D10 is rolled for {key[0]!r} at {key[1]!r}"
                                    + (f" against {opponent!r}" if per == "per_opponent" else "")
                                    + ": a player rolls where he spent twice as much as an opponent (rolls needed: "
                                    + (_keys_text(state, needed) or "none") + ")", field=f"{where}player",
                                    rule=R_ADVERTISING)
            if key in rolls:
                raise RuleViolation("this roll is typed twice", field=f"{where}player", rule=R_ADVERTISING)
            roll = _int(row, "roll", where, R_ADVERTISING, minimum=1, maximum=10)
            rolls[key] = roll
        missing = [k for k in needed if k not in rolls]
        if missing:
            raise RuleViolation("a player who spent twice as much as an opponent rolls 1D10: no roll for "
                                + _keys_text(state, missing), field="rolls", rule=R_ADVERTISING)
        how = ""
    state.ad_spent, state.ad_rolls = spent, rolls
    state.phase = "revenue"
    entries: list[Entry] = []
    parts: list[str] = []
    for player in state.active_players():
        mine = [(c, by[player.seat]) for c, by in sorted(spent.items()) if by.get(player.seat)]
        total = sum(a for _, a in mine)
        if total:
            detail = ", ".join(f"{c} {_money(a)}" for c, a in mine)
            entries.append(transfer(f"Turn {state.turn} advertising: {player.name} ({detail})", f"p{player.seat}:cash",
                                    "bank", total))
            parts.append(f"{player.name} {_money(total)} ({detail})")
    shown = ", ".join(f"{state.player(t).name} {r}" + (f" vs {state.player(o).name}" if o else "") + f" at {c}"
                      for (t, c, o), r in rolls.items())
    return entries, (f"Turn {state.turn} advertising: " + ("; ".join(parts) or "nobody spends")
                     + (f"; 1D10: {shown}{how}" if shown else ""))


def _keys_text(state: AirFareState, keys: list[tuple[int, str, int]]) -> str:
    return ", ".join(f"{state.player(t).name} at {c}" + (f" against {state.player(o).name}" if o else "")
                     for t, c, o in keys)


def advertising_takings(state: AirFareState) -> list[Taking]:
    """The shares of revenue taken at the Revenue Phase, in the order they are taken ($M).

    Advertising Phase Optional Rule: "If you spent more than an opponent you get to take 10%
    of his revenue from that city. If you spent twice as much as an opponent you get to take
    1D10 X 10% of his revenue from that city." The rulebook's example takes from what is
    *left*: at each city the takers go from the lowest spender to the highest (equal
    spenders by seat), each taking from what is left of each opponent's revenue there
    (opponents by seat). Option ``advertising_takes_from``: ``"own_revenue"`` (default)
    takes only from the opponent's own landings there; ``"with_takings"`` also from what he
    took from others there before. Option ``advertising_rolls``: one 1D10 per taker and city
    (``"per_city"``, default: "D gets 1D10 X 10% of the remaining profits of A, B, and C"),
    or one per opponent. Each share is rounded by option ``rounding`` and is never more than
    what is left (whole $M). Empty unless the optional rule is on and the spending is recorded.
    """
    if not state.ad_spent:
        return []
    detail = _revenue_detail(state)
    left_total = {s: total for s, (total, _, _) in detail.items()}
    pots: dict[tuple[int, str], Fraction] = {}
    for seat, (_, _, by_city) in detail.items():
        for city, value in by_city.items():
            pots[(seat, city)] = value
    with_takings = state.options["advertising_takes_from"] == "with_takings"
    out: list[Taking] = []
    for city in sorted(state.ad_spent):
        spent = {s: a for s, a in state.ad_spent[city].items() if state.player(s).active}
        for taker in _ad_order(spent):
            for opponent in sorted(spent):
                how = _outspends(spent[taker], spent[opponent]) if opponent != taker else ""
                if not how:
                    continue
                roll = None
                percent = OUTSPEND_PERCENT
                if how == "twice":
                    roll = state.ad_rolls.get((taker, city, opponent if state.options["advertising_rolls"]
                                               == "per_opponent" else 0), 0)
                    percent = roll * OUTSPEND_PERCENT
                base = pots.get((opponent, city), Fraction(0))
                amount = min(round_money(base * percent / 100, state.options["rounding"]), math.floor(base),
                             left_total[opponent])
                amount = max(amount, 0)
                pots[(opponent, city)] = base - amount
                left_total[opponent] -= amount
                left_total[taker] += amount
                if with_takings:
                    pots[(taker, city)] = pots.get((taker, city), Fraction(0)) + amount
                out.append(Taking(city, taker, opponent, percent, roll, base, amount))
    return out


def _revenue(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, "revenue", "Collecting revenue")
    if payload:
        raise RuleViolation(f"the Revenue Phase takes no fields (got {', '.join(sorted(payload))}): revenue follows "
                            "from the flights", field=min(payload), rule=R_REVENUE)
    revenue = turn_revenue(state)
    takings = [k for k in advertising_takings(state) if k.amount]
    entries: list[Entry] = []
    parts: list[str] = []
    t = state.turn
    net = {s: total for s, (total, _) in revenue.items()}
    if takings:
        # the revenue is paid first, then the shares pass from player to player (Advertising Phase)
        for player in state.active_players():
            if revenue[player.seat][0]:
                entries.append(transfer(f"Turn {t} revenue: {player.name}", "bank", f"p{player.seat}:cash",
                                        revenue[player.seat][0]))
        for k in takings:
            taker, opponent = state.player(k.taker), state.player(k.opponent)
            entries.append(transfer(f"Turn {t} advertising at {k.city}: {taker.name} takes {k.percent}% of "
                                    f"{opponent.name}'s revenue there", f"p{k.opponent}:cash", f"p{k.taker}:cash",
                                    k.amount))
            net[k.taker] += k.amount
            net[k.opponent] -= k.amount
    for player in state.active_players():
        s = player.seat
        earned = net[s]
        if earned and not takings:
            entries.append(transfer(f"Turn {t} revenue: {player.name}", "bank", f"p{s}:cash", earned))
        loans = state.loans.get(s, 0)
        due = list(state.charges.get(s, []))
        if loans:
            due.append((f"interest 20% of {_money(loans)} loans", interest_due(loans, state.options["rounding"])))
        cash = _cash(state, s) + earned
        owed = sum(a for _, a in due)
        if owed > cash:
            # "Pay interest on loans. If you cannot pay, you go bankrupt and lose the game."
            if cash:
                entries.append(transfer(f"Turn {t}: {player.name} is bankrupt; the bank takes the cash",
                                        f"p{s}:cash", "bank", cash))
            if loans:
                entries.append(Entry(f"Turn {t}: {player.name}'s loans written off in bankruptcy", (
                    Posting(f"p{s}:loans", loans), Posting("bank:loans", -loans))))
                state.loans[s] = 0
            entries.extend(_write_off_player_loans(state, player, t))
            for card in [*player.planes, *player.rights]:
                _discard(state, player, card)
            player.status, player.status_turn = "bankrupt", t
            parts.append(f"{player.name} earns {_money(earned)}, owes {_money(owed)}: bankrupt")
            continue
        for memo, amount in due:
            if amount:
                entries.append(transfer(f"Turn {t} {memo}: {player.name}", f"p{s}:cash", "bank", amount))
        parts.append(f"{player.name} +{_money(earned)}" + (f" -{_money(owed)}" if owed else ""))
    state.phase = "bid"
    shares = "; advertising: " + ", ".join(
        f"{state.player(k.taker).name} takes {_money(k.amount)} of {state.player(k.opponent).name}'s at {k.city} "
        f"({k.percent}%)" for k in takings) if takings else ""
    return entries, f"Turn {t} revenue: " + ", ".join(parts) + shares


def _write_off_player_loans(state: AirFareState, player: PlayerState, turn: int) -> list[Entry]:
    """Loans between players written off when one of the two goes bankrupt (docs/rule-readings.md):
    the bank takes the bankrupt player's cash, so what he owes a player is lost to the lender,
    and what he lent leaves the game with him (the borrower keeps the money)."""
    entries: list[Entry] = []
    for (lender, borrower), owed in sorted(state.player_loans.items()):
        if owed and player.seat in (lender, borrower):
            entries.append(Entry(
                f"Turn {turn}: {player.name} is bankrupt; the loan of {state.player(lender).name} to "
                f"{state.player(borrower).name} is written off", (
                    Posting(f"p{lender}:lent:p{borrower}", -owed), Posting(f"p{borrower}:owes:p{lender}", owed))))
            state.player_loans[(lender, borrower)] = 0
    return entries


def check_player_bids(state: AirFareState, seat: int, bids: Mapping[int, int]) -> None:
    """Check one player's secret bids on their own, before the others bid (pure; nothing changes).

    The Bid Phase rules a player's own bids must keep whatever the others bid: "A Bid cannot be
    for less than the Base Cost" and "You cannot bid more money than you have in your account"
    (each bid; with option ``bid_limit`` "total", all his bids together). Under "each" a
    player who wins more than he can pay is refused only when the bids are resolved
    (:func:`_bids`), since that depends on the others' bids.

    Args:
        state: the state in the Bid Phase.
        seat: the bidder.
        bids: card id -> amount ($M), in the order typed.

    Raises:
        RuleViolation: the first bid at fault, named by player and card (the message says it
            all: "Ann's bid on Dallas #24: $45M is below the base cost $50M"); ``field`` is the
            card's id as text (``"24"``), or ``"player"``.
    """

    def refused(message: str, card: int, rule: str = R_BID) -> RuleViolation:
        error = RuleViolation(message, rule=rule)  # no field in the text: the message names the card
        error.field = str(card)
        return error

    player = _seat(state, seat, "player", R_BID)
    cash = _cash(state, player.seat)
    total = 0
    for card, amount in bids.items():
        if card not in state.pool:
            raise refused(f"#{card} is not in the Bidding Pool", card)
        name = state.cards[card].name
        what = f"{player.name}'s bid on {name} #{card}"
        if type(amount) is not int or amount < base_cost(name):
            raise refused(f"{what}: {_money(amount) if type(amount) is int else repr(amount)} is below the base "
                          f"cost {_money(base_cost(name))}", card)
        if amount > cash:
            raise refused(f"{what}: {_money(amount)} is more than the {_money(cash)} in the account (you cannot "
                          "bid more money than you have in your account)", card)
        total += amount
        if state.options["bid_limit"] == "total" and total > cash:
            raise refused(f"{player.name}'s bids add up to {_money(total)} with {_money(cash)} in the account "
                          "(option bid_limit \"total\": all the bids together)", card, R_READINGS)


def _bids(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, "bid", "Bidding")
    by_card: dict[int, list[tuple[PlayerState, int]]] = {}
    totals: dict[int, int] = {}
    for i, raw in enumerate(_list(payload, "bids", R_BID)):
        where = f"bids[{i}]."
        row = _mapping(raw, f"bids[{i}]", R_BID)
        player = _seat(state, row.get("player"), f"{where}player", R_BID)
        card = row.get("card")
        if card not in state.pool:
            raise RuleViolation(f"card #{card!r} is not in the Bidding Pool (pool: "
                                f"{', '.join(f'#{c} {state.cards[c].name}' for c in state.pool) or 'empty'})",
                                field=f"{where}card", rule=R_BID)
        amount = _int(row, "amount", where, R_BID)
        name = state.cards[card].name
        if amount < base_cost(name):
            raise RuleViolation(f"{_money(amount)} is below the base cost of {name}, {_money(base_cost(name))}: a bid "
                                "cannot be for less than the Base Cost", field=f"{where}amount", rule=R_BID)
        if any(p.seat == player.seat for p, _ in by_card.get(card, [])):
            raise RuleViolation(f"{player.name} bids twice on #{card}", field=f"{where}player", rule=R_BID)
        cash = _cash(state, player.seat)
        totals[player.seat] = totals.get(player.seat, 0) + amount
        if amount > cash:
            raise RuleViolation(f"{player.name} bids {_money(amount)} with {_money(cash)} in the account: you cannot "
                                "bid more money than you have in your account", field=f"{where}amount", rule=R_BID)
        if state.options["bid_limit"] == "total" and totals[player.seat] > cash:
            raise RuleViolation(f"{player.name}'s bids add up to {_money(totals[player.seat])} with {_money(cash)} in "
                                "the account (option bid_limit \"total\")", field=f"{where}amount", rule=R_READINGS)
        by_card.setdefault(card, []).append((player, amount))
    won: dict[int, tuple[PlayerState, int]] = {}
    tied: list[int] = []
    for card, offers in by_card.items():
        top = max(a for _, a in offers)
        best = [p for p, a in offers if a == top]
        if len(best) == 1:
            won[card] = (best[0], top)
        else:
            tied.append(card)
    pay: dict[int, int] = {}
    for player, amount in won.values():
        pay[player.seat] = pay.get(player.seat, 0) + amount
    for seat, amount in pay.items():
        if amount > _cash(state, seat):
            raise RuleViolation(f"{state.player(seat).name} wins bids for {_money(amount)} with "
                                f"{_money(_cash(state, seat))}: raise money (a loan or a sale) and record the bids "
                                "again (option bid_limit \"each\")", field="bids", rule=R_READINGS)
    entries: list[Entry] = []
    parts: list[str] = []
    for card, (player, amount) in won.items():
        name = state.cards[card].name
        entries.append(transfer(f"Turn {state.turn}: {player.name} wins {name} #{card} for {_money(amount)}",
                                f"p{player.seat}:cash", "bank", amount))
        (player.planes if state.cards[card].kind == "plane" else player.rights).append(card)
        parts.append(f"{player.name} wins {name} for {_money(amount)}")
    discarded = [c for c in state.pool if c not in by_card]
    for card in discarded:
        del state.cards[card]
    state.pool = [c for c in state.pool if c in tied]
    if tied:
        parts.append("tied, stays in the pool: " + ", ".join(f"{state.cards[c].name} #{c}" for c in tied))
    if discarded:
        parts.append(f"{len(discarded)} card(s) nobody bid on discarded")
    # End Phase: the cards won are placed in front of their owners; the next turn begins.
    t = state.turn
    state.turn += 1
    state.phase = "maintenance"
    state.events, state.charges, state.flights, state.rolls = [], {}, [], {}
    state.grounded = set()
    state.price_war, state.ad_spent, state.ad_rolls = {}, {}, {}
    if not state.active_players():
        state.phase = "over"
    return entries, f"Turn {t} bids: " + ("; ".join(parts) or "no bids")


def _loan(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    player = _seat(state, payload.get("player"), "player", R_MONEY)
    amount = _int(payload, "amount", "", R_MONEY, minimum=1)
    owed = state.loans.get(player.seat, 0)
    if owed + amount > MAX_LOANS:
        raise RuleViolation(f"{player.name} owes {_money(owed)}: a bank loan of up to {_money(MAX_LOANS)} in all, "
                            f"so at most {_money(MAX_LOANS - owed)} more", field="amount", rule=R_MONEY)
    state.loans[player.seat] = owed + amount
    entry = Entry(f"Bank loan to {player.name}", (
        Posting("bank", -amount), Posting(f"p{player.seat}:cash", amount),
        Posting("bank:loans", amount), Posting(f"p{player.seat}:loans", -amount)))
    return [entry], f"{player.name} borrows {_money(amount)} from the bank (20% a turn)"


def _repay(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    player = _seat(state, payload.get("player"), "player", R_MONEY)
    amount = _int(payload, "amount", "", R_MONEY, minimum=1)
    owed = state.loans.get(player.seat, 0)
    if amount > owed:
        raise RuleViolation(f"{player.name} owes the bank {_money(owed)}", field="amount", rule=R_MONEY)
    if amount > _cash(state, player.seat):
        raise RuleViolation(f"{player.name} has {_money(_cash(state, player.seat))}", field="amount", rule=R_MONEY)
    state.loans[player.seat] = owed - amount
    entry = Entry(f"{player.name} repays the bank", (
        Posting(f"p{player.seat}:cash", -amount), Posting("bank", amount),
        Posting(f"p{player.seat}:loans", amount), Posting("bank:loans", -amount)))
    return [entry], f"{player.name} repays {_money(amount)} of bank loans"


def _sale(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    player = _seat(state, payload.get("player"), "player", R_MONEY)
    card = payload.get("card")
    if card not in player.planes and card not in player.rights:
        raise RuleViolation(f"{player.name} holds no card #{card!r}", field="card", rule=R_MONEY)
    if state.phase in ("advertising", "revenue") and any(card in (plane, to) for s, plane, _, to in state.flights):
        raise RuleViolation(f"card #{card} flew or was landed at this turn: sell it after the Revenue Phase",
                            field="card", rule=R_READINGS)
    name = state.cards[card].name
    price = base_cost(name)
    _discard(state, player, card)
    return ([transfer(f"{player.name} sells {name} #{card} to a neutral third party", "bank", f"p{player.seat}:cash",
                      price)], f"{player.name} sells {name} #{card} for {_money(price)}")


def _trade(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """A card sold by one player to another at the price they agreed (Raise Money Fast)."""
    seller = _seat(state, payload.get("seller"), "seller", R_MONEY)
    buyer = _seat(state, payload.get("buyer"), "buyer", R_MONEY)
    if buyer.seat == seller.seat:
        raise RuleViolation("a player cannot sell to himself", field="buyer", rule=R_MONEY)
    card = payload.get("card")
    if card not in seller.planes and card not in seller.rights:
        raise RuleViolation(f"{seller.name} holds no card #{card!r}", field="card", rule=R_MONEY)
    if state.phase in ("advertising", "revenue") and any(card in (plane, to) for s, plane, _, to in state.flights):
        raise RuleViolation(f"card #{card} flew or was landed at this turn: sell it after the Revenue Phase",
                            field="card", rule=R_READINGS)
    price = _int(payload, "price", "", R_MONEY, minimum=0)
    if price > _cash(state, buyer.seat):
        raise RuleViolation(f"{buyer.name} has {_money(_cash(state, buyer.seat))}", field="price", rule=R_MONEY)
    name = state.cards[card].name
    if card in seller.planes:
        seller.planes.remove(card)
        buyer.planes.append(card)
        state.at.pop(card, None)
    else:
        seller.rights.remove(card)
        buyer.rights.append(card)
        for plane, rights in list(state.at.items()):
            if rights == card:
                del state.at[plane]
    entries = [transfer(f"{buyer.name} buys {name} #{card} from {seller.name}", f"p{buyer.seat}:cash",
                        f"p{seller.seat}:cash", price)] if price else []
    return entries, f"{seller.name} sells {name} #{card} to {buyer.name} for {_money(price)}"


def _two_players(state: AirFareState, payload: Mapping[str, Any]) -> tuple[PlayerState, PlayerState, int]:
    lender = _seat(state, payload.get("lender"), "lender", R_MONEY)
    borrower = _seat(state, payload.get("borrower"), "borrower", R_MONEY)
    if lender.seat == borrower.seat:
        raise RuleViolation("a player cannot lend to himself", field="borrower", rule=R_MONEY)
    return lender, borrower, _int(payload, "amount", "", R_MONEY, minimum=1)


def _player_loan(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """A loan between players (Raise Money Fast: "make loans to each other"), any time.

    The rulebook sets no limit and no interest: the lender gives at most what he has; any
    interest they agree is recorded when paid (``air_fare.player_interest``). The loan counts
    in the score: the lender's adds what he is owed, the borrower's subtracts it.
    """
    lender, borrower, amount = _two_players(state, payload)
    if amount > _cash(state, lender.seat):
        raise RuleViolation(f"{lender.name} has {_money(_cash(state, lender.seat))}", field="amount", rule=R_MONEY)
    key = (lender.seat, borrower.seat)
    state.player_loans[key] = state.player_loans.get(key, 0) + amount
    entry = Entry(f"{lender.name} lends {borrower.name} {_money(amount)}", (
        Posting(f"p{lender.seat}:cash", -amount), Posting(f"p{borrower.seat}:cash", amount),
        Posting(f"p{lender.seat}:lent:p{borrower.seat}", amount),
        Posting(f"p{borrower.seat}:owes:p{lender.seat}", -amount)))
    return [entry], (f"{lender.name} lends {borrower.name} {_money(amount)} "
                     f"(owed now {_money(state.player_loans[key])})")


def _player_repay(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """The borrower pays back (part of) a loan between players (Raise Money Fast), any time."""
    lender, borrower, amount = _two_players(state, payload)
    key = (lender.seat, borrower.seat)
    owed = state.player_loans.get(key, 0)
    if amount > owed:
        raise RuleViolation(f"{borrower.name} owes {lender.name} {_money(owed)}", field="amount", rule=R_MONEY)
    if amount > _cash(state, borrower.seat):
        raise RuleViolation(f"{borrower.name} has {_money(_cash(state, borrower.seat))}", field="amount", rule=R_MONEY)
    state.player_loans[key] = owed - amount
    entry = Entry(f"{borrower.name} repays {lender.name}", (
        Posting(f"p{borrower.seat}:cash", -amount), Posting(f"p{lender.seat}:cash", amount),
        Posting(f"p{lender.seat}:lent:p{borrower.seat}", -amount),
        Posting(f"p{borrower.seat}:owes:p{lender.seat}", amount)))
    return [entry], f"{borrower.name} repays {lender.name} {_money(amount)} (owed now {_money(owed - amount)})"


def _player_interest(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """Interest on a loan between players, as the two agreed and the banker types it ($M): cash
    from the borrower to the lender; the loan stays as it is. The rulebook sets no rate."""
    lender, borrower, amount = _two_players(state, payload)
    if not state.player_loans.get((lender.seat, borrower.seat)):
        raise RuleViolation(f"{borrower.name} owes {lender.name} nothing: interest is paid on a loan still owed "
                            "(record it before the last repayment)", field="borrower", rule=R_MONEY)
    if amount > _cash(state, borrower.seat):
        raise RuleViolation(f"{borrower.name} has {_money(_cash(state, borrower.seat))}", field="amount", rule=R_MONEY)
    return ([transfer(f"{borrower.name} pays {lender.name} interest", f"p{borrower.seat}:cash",
                      f"p{lender.seat}:cash", amount)],
            f"{borrower.name} pays {lender.name} {_money(amount)} interest")


_HANDLERS = {
    "air_fare.maintenance": _maintenance,
    "air_fare.draw": _draw,
    "air_fare.flights": _flights,
    "air_fare.revenue": _revenue,
    "air_fare.bids": _bids,
    "air_fare.loan": _loan,
    "air_fare.repay": _repay,
    "air_fare.sale": _sale,
    "air_fare.trade": _trade,
    "air_fare.advertising": _advertising,
    "air_fare.player_loan": _player_loan,
    "air_fare.player_repay": _player_repay,
    "air_fare.player_interest": _player_interest,
}

RULES = AirFareRules()


# -- Views ---------------------------------------------------------------------------------
def cards_value(state: AirFareState, player: PlayerState) -> int:
    """Base cost of every plane and landing right the player holds ($M)."""
    return sum(base_cost(state.cards[c].name) for c in (*player.planes, *player.rights))


def player_loans_of(state: AirFareState, seat: int) -> tuple[int, int]:
    """(lent, borrowed): what other players owe ``seat`` and what ``seat`` owes them ($M)."""
    lent = sum(a for (lender, _), a in state.player_loans.items() if lender == seat)
    borrowed = sum(a for (_, borrower), a in state.player_loans.items() if borrower == seat)
    return lent, borrowed


def score(state: AirFareState, seat: int) -> int:
    """Bank account + base cost of planes and landing rights - loans ($M) (Object).

    "Minus any loans": bank loans and what the player owes other players; what other
    players owe him counts for him (a loan is money he still has, lent out).
    """
    player = state.player(seat)
    lent, borrowed = player_loans_of(state, seat)
    return _cash(state, seat) + cards_value(state, player) - state.loans.get(seat, 0) + lent - borrowed


@dataclass(frozen=True)
class Standing:
    """A line of the standings: rank, seat, name, and the score with its parts ($M)."""

    rank: int
    seat: int
    name: str
    cash: int
    cards: int
    loans: int
    score: int
    status: str
    lent: int = 0
    borrowed: int = 0


def standings(state: AirFareState) -> list[Standing]:
    """Players by score, highest first; bankrupt players last. Equal scores share a rank."""
    ordered = sorted(state.players, key=lambda p: (not p.active, -score(state, p.seat), p.seat))
    out: list[Standing] = []
    for index, p in enumerate(ordered, start=1):
        value = score(state, p.seat)
        status = "Active" if p.active else f"Bankrupt in turn {p.status_turn}"
        rank = out[-1].rank if out and p.active and out[-1].score == value and out[-1].status == "Active" else index
        out.append(Standing(rank, p.seat, p.name, _cash(state, p.seat), cards_value(state, p),
                            state.loans.get(p.seat, 0), value, status, *player_loans_of(state, p.seat)))
    return out


@dataclass(frozen=True)
class TablePlayer:
    """One airline as the table screen shows it ($M)."""

    seat: int
    name: str
    cash: int
    loans: int
    planes: tuple[str, ...]
    rights: tuple[str, ...]
    score: int
    status: str
    lent: int = 0
    borrowed: int = 0
    advertising: int = 0  # $M spent on advertising this turn (Advertising Phase)


@dataclass(frozen=True)
class TableView:
    """The table now: turn, phase, the pool, the events, every airline, what is next.

    ``price_war``: this turn's Price War cities (``"Ann: Miami"``); ``advertising``: this
    turn's spending by city once recorded (``"Chicago: Ann $0M, Bea $3M"``); ``takings``: the
    shares of revenue advertising takes at the Revenue Phase (``"Chicago: Bea takes $9M of
    Ann's (50%)"``); ``player_loans``: loans between players (``"Bea owes Ann $30M"``);
    ``removed_cards``: nonevent cards taken out by the Faster Game Variant ($M where money).
    """

    title: str
    turn: int
    phase: str
    phase_name: str
    deck_left: int
    pool: tuple[str, ...]
    events: tuple[str, ...]
    players: tuple[TablePlayer, ...]
    next_step: str
    price_war: tuple[str, ...] = ()
    advertising: tuple[str, ...] = ()
    takings: tuple[str, ...] = ()
    player_loans: tuple[str, ...] = ()
    removed_cards: int = 0


def next_step(state: AirFareState) -> str:
    """What the banker does next, in the table's words."""
    if state.phase == "over":
        best = standings(state)[0]
        return f"Game over: {best.name} wins with {_money(best.score)}"
    takings = [k for k in advertising_takings(state) if k.amount] if state.phase == "revenue" else []
    return {
        "maintenance": "Maintenance Phase: roll 1D10 for every plane (type the rolls, or let airbanker roll)"
                       + ("; each player may pick Price War cities (no income there this turn)"
                          if state.options["price_war"] else ""),
        "draw": f"Draw Phase: every player draws one card ({state.deck_left()} left in the deck)",
        "flying": "Flying Phase: fly the planes that are not grounded",
        "advertising": "Advertising Phase: every player secretly writes what he spends on advertising at each city "
                       "where he holds landing rights (paid to the bank); 1D10 for who spent twice as much",
        "revenue": "Revenue Phase: collect landing revenue, pay interest and event costs"
                   + (f"; advertising takes {len(takings)} share(s) of revenue" if takings else ""),
        "bid": f"Bid Phase: secret bids on {len(state.pool)} card(s) in the Bidding Pool",
    }[state.phase]


def table_view(state: AirFareState) -> TableView:
    """The view model of the table screen ($M)."""
    players = tuple(TablePlayer(
        p.seat, p.name, _cash(state, p.seat), state.loans.get(p.seat, 0),
        tuple(f"#{c} {state.cards[c].name}" + (" (grounded)" if c in state.grounded else "") for c in p.planes),
        tuple(f"#{c} {state.cards[c].name}" + (" (proxy)" if state.cards[c].proxy else "") for c in p.rights),
        score(state, p.seat), "Active" if p.active else f"Bankrupt in turn {p.status_turn}",
        *player_loans_of(state, p.seat), sum(by.get(p.seat, 0) for by in state.ad_spent.values()))
        for p in state.players)
    name = {p.seat: p.name for p in state.players}
    takings = advertising_takings(state) if state.phase == "revenue" else []
    return TableView(
        state.title, state.turn, state.phase, PHASE_NAMES[state.phase], state.deck_left(),
        tuple(f"#{c} {state.cards[c].name}" for c in state.pool),
        tuple(f"{n} ({state.player(s).name})" for n, s in state.events), players, next_step(state),
        price_war=tuple(f"{name[s]}: {', '.join(c)}" for s, c in state.price_war.items()),
        advertising=tuple(f"{city}: " + ", ".join(f"{name[s]} {_money(a)}" for s, a in sorted(by.items()))
                          for city, by in sorted(state.ad_spent.items())),
        takings=tuple(f"{k.city}: {name[k.taker]} takes {_money(k.amount)} of {name[k.opponent]}'s ({k.percent}%)"
                      for k in takings if k.amount),
        player_loans=tuple(f"{name[b]} owes {name[lender]} {_money(a)}"
                           for (lender, b), a in sorted(state.player_loans.items()) if a),
        removed_cards=sum(state.removed.values()))



def _post(state: Any, entry: Entry) -> None:
    _post_balances(state.balances, entry)


def _exact(amount: Fraction | int) -> str:
    """An exact amount of $ millions for a summary line: ``"27"``, ``"13.5"`` (never through a float)."""
    if amount.denominator == 1:
        return str(amount.numerator)
    return str((Decimal(amount.numerator) / Decimal(amount.denominator)).normalize())
