"""Air Fare, Turn Sequence: the state of the table (the deck, the pool, every airline) and its arithmetic.

The state is derived by replaying the actions (DESIGN.md); money lives in ``balances``, in
whole $ millions. The rule names every refusal cites are here, one per rulebook section.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from typing import Any

from ...errors import RuleViolation
from ...journal import Entry
from ...money import format_money
from ...payload import post as _post_balances, seat as _seat_at
from .cards import PLANES

PLAYERS = (2, 6)
PHASES = ("maintenance", "draw", "flying", "advertising", "revenue", "raise_money", "bid")
PHASE_NAMES = {
    "maintenance": "Maintenance Phase",
    "draw": "Draw Phase",
    "flying": "Flying Phase",
    "advertising": "Advertising Phase",
    "revenue": "Revenue Phase",
    "raise_money": "Revenue Phase, raising money",
    "bid": "Bid Phase",
    "over": "game over",
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
    deck: dict[str, int] = field(default_factory=dict)  # card name -> copies left in the deck
    cards: dict[int, Card] = field(default_factory=dict)  # every card in play or in the pool
    next_id: int = 1
    # every card id ever given -> its card's name, a card discarded too (ids are never given twice): the journal
    # names the plane a Plane Crash took (meta.action_details), the draw's stored summary does not
    names: dict[int, str] = field(default_factory=dict)
    pool: list[int] = field(default_factory=list)  # the Bidding Pool (planes, landing rights)
    at: dict[int, int] = field(default_factory=dict)  # plane id -> landing-rights card id it stands on
    # plane id -> (landing-rights card id, city) of its last landing, kept while it rests (option flight_origin)
    last_landed: dict[int, tuple[int, str]] = field(default_factory=dict)
    grounded: set[int] = field(default_factory=set)
    rolls: dict[int, int] = field(default_factory=dict)  # this turn's maintenance rolls, plane id -> d10
    events: list[tuple[str, int]] = field(default_factory=list)  # (event, seat that drew it), this turn
    charges: dict[int, list[tuple[str, int]]] = field(default_factory=dict)  # seat -> (memo, $M) due at Revenue
    flights: list[tuple[int, int, int | None, int]] = field(default_factory=list)  # (seat, plane, from, to rights id)
    loans: dict[int, int] = field(default_factory=dict)
    removed: dict[str, int] = field(default_factory=dict)  # Faster Game Variant: card name -> copies removed
    price_war: dict[int, list[str]] = field(default_factory=dict)  # seat -> Price War cities, this turn
    ad_spent: dict[str, dict[int, int]] = field(default_factory=dict)  # city -> seat -> $M, this turn
    ad_rolls: dict[tuple[int, str, int], int] = field(default_factory=dict)  # (taker, city, opponent or 0) -> d10
    player_loans: dict[tuple[int, int], int] = field(default_factory=dict)  # (lender, borrower) -> $M owed
    # the dues (memo, $M) of a player who could not pay them at this turn's Revenue Phase, by seat:
    # left outstanding while the table raises money, paid or bankrupt at air_fare.settle
    outstanding: dict[int, list[tuple[str, int]]] = field(default_factory=dict)
    # bank loans since the last Revenue Phase, by seat ($M): borrowed and still owed, and borrowed and
    # repaid (option bank_repayment "with_interest": both pay the 20 % at the next Revenue Phase)
    fresh_loans: dict[int, int] = field(default_factory=dict)
    fresh_repaid: dict[int, int] = field(default_factory=dict)

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


# -- Reading the table ---------------------------------------------------------------------
def _seat(state: AirFareState, value: Any, field_name: str, rule: str) -> PlayerState:
    player = _seat_at(state.players, value, field_name, rule)
    if not player.active:
        raise RuleViolation(f"{player.name} is bankrupt and out of the game", field=field_name, rule=R_REVENUE)
    return player


def _require_phase(state: AirFareState, phase: str, what: str, rule: str = R_SEQUENCE) -> None:
    """Refuse ``what`` unless the game is at ``phase``: a phase the turn has passed (every phase but the
    raise-money step, which only a player short goes through, is recorded once each turn) is said to be
    recorded already, not merely elsewhere (a newcomer's try: ``g`` while raising money was told that
    advertising waits for the dues)."""
    if state.phase != phase:
        passed = phase != "raise_money" and state.phase in PHASES and PHASES.index(phase) < PHASES.index(state.phase)
        raise RuleViolation(
            f"{what} is recorded already this turn ({PHASE_NAMES[phase]})"
            if passed
            else f"{what} belongs to the {PHASE_NAMES[phase]}",
            field="kind",
            rule=rule,
            position=position_text(state),
        )


def _money(amount: int) -> str:
    return format_money(amount, millions=True)


def position_text(state: AirFareState) -> str:
    """E.g. ``"Turn 3, Draw Phase"``."""
    if state.phase == "over":
        return "game over"
    return f"Turn {state.turn}, {PHASE_NAMES[state.phase]}"


def _new_card(state: AirFareState, name: str, proxy: bool = False) -> int:
    if not proxy:
        state.deck[name] -= 1
    card = Card(state.next_id, name, "plane" if name in PLANES else "rights", proxy)
    state.cards[card.id] = card
    state.names[card.id] = name
    state.next_id += 1
    return card.id


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


def _post(state: Any, entry: Entry) -> None:
    _post_balances(state.balances, entry)


def _exact(amount: Fraction | int) -> str:
    """An exact amount of $ millions for a summary line: ``"27"``, ``"13.5"`` (never through a float)."""
    if amount.denominator == 1:
        return str(amount.numerator)
    return str((Decimal(amount.numerator) / Decimal(amount.denominator)).normalize())
