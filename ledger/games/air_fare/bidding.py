"""Air Fare, Bid Phase (secret bids): the bids revealed together, the highest bid on a card pays
the bank, a tie leaves the card in the pool, cards nobody bid on are discarded; then the End Phase.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ...errors import RuleViolation
from ...journal import Entry, transfer
from ...payload import cash as _cash
from .cards import base_cost
from .state import R_BID, R_READINGS, AirFareState, PlayerState, _money, _require_phase, _seat


@dataclass(frozen=True)
class BidOutcome:
    """What the revealed bids do to one card of the Bidding Pool (Bid Phase).

    Attributes:
        card: the card's number.
        offers: ``(seat, $M)`` of every bid on it, highest first (equal bids by seat).
        winner: the seat of the one highest bidder, or ``None`` (a tie, or no bid).
        price: what the winner pays the bank ($M; 0 without a winner).
        tied: two or more bid the highest amount: "the card stays in the pool".
    """

    card: int
    offers: tuple[tuple[int, int], ...]
    winner: int | None
    price: int
    tied: bool

    @property
    def discarded(self) -> bool:
        """Nobody bid on it: it is discarded."""
        return not self.offers


def bid_outcomes(state: AirFareState, bids: Iterable[tuple[int, int, int]]) -> dict[int, BidOutcome]:
    """The outcome of the bids ``(seat, card, $M)`` for every card of the Bidding Pool, in pool order
    (bids on a card not in the pool are left out): "The highest bid gets the card"; equal highest
    bids leave it in the pool; a card nobody bid on is discarded (Bid Phase). The bids themselves
    are not checked here (the engine does, :func:`check_player_bids`)."""
    offers: dict[int, list[tuple[int, int]]] = {card: [] for card in state.pool}
    for seat, card, amount in bids:
        if card in offers:
            offers[card].append((seat, amount))
    out: dict[int, BidOutcome] = {}
    for card, made in offers.items():
        if not made:
            out[card] = BidOutcome(card, (), None, 0, False)
            continue
        top = max(a for _, a in made)
        best = [s for s, a in made if a == top]
        ordered = tuple(sorted(made, key=lambda o: (-o[1], o[0])))
        out[card] = BidOutcome(
            card, ordered, best[0] if len(best) == 1 else None, top if len(best) == 1 else 0, len(best) > 1
        )
    return out


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
            raise refused(
                f"{what}: {_money(amount) if type(amount) is int else repr(amount)} is below the base "
                f"cost {_money(base_cost(name))}",
                card,
            )
        if amount > cash:
            raise refused(
                f"{what}: {_money(amount)} is more than the {_money(cash)} in the account (you cannot "
                "bid more money than you have in your account)",
                card,
            )
        total += amount
        if state.options["bid_limit"] == "total" and total > cash:
            raise refused(
                f"{player.name}'s bids add up to {_money(total)} with {_money(cash)} in the account "
                '(option bid_limit "total": all the bids together)',
                card,
                R_READINGS,
            )


def _bids(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, "bid", "Bidding")
    by_card: dict[int, list[tuple[PlayerState, int]]] = {}
    totals: dict[int, int] = {}
    for i, raw in enumerate(payload.get("bids", [])):
        where = f"bids[{i}]."
        row = raw
        player = _seat(state, row.get("player"), f"{where}player", R_BID)
        card = row.get("card")
        if card not in state.pool:
            raise RuleViolation(
                f"card #{card!r} is not in the Bidding Pool (pool: "
                f"{', '.join(f'#{c} {state.cards[c].name}' for c in state.pool) or 'empty'})",
                field=f"{where}card",
                rule=R_BID,
            )
        amount = row["amount"]
        name = state.cards[card].name
        if amount < base_cost(name):
            raise RuleViolation(
                f"{_money(amount)} is below the base cost of {name}, {_money(base_cost(name))}: a bid "
                "cannot be for less than the Base Cost",
                field=f"{where}amount",
                rule=R_BID,
            )
        if any(p.seat == player.seat for p, _ in by_card.get(card, [])):
            raise RuleViolation(f"{player.name} bids twice on #{card}", field=f"{where}player", rule=R_BID)
        cash = _cash(state, player.seat)
        totals[player.seat] = totals.get(player.seat, 0) + amount
        if amount > cash:
            raise RuleViolation(
                f"{player.name} bids {_money(amount)} with {_money(cash)} in the account: you cannot "
                "bid more money than you have in your account",
                field=f"{where}amount",
                rule=R_BID,
            )
        if state.options["bid_limit"] == "total" and totals[player.seat] > cash:
            raise RuleViolation(
                f"{player.name}'s bids add up to {_money(totals[player.seat])} with {_money(cash)} in "
                'the account (option bid_limit "total")',
                field=f"{where}amount",
                rule=R_READINGS,
            )
        by_card.setdefault(card, []).append((player, amount))
    outcomes = bid_outcomes(state, [(p.seat, card, a) for card, offers in by_card.items() for p, a in offers])
    # in the order the cards are first bid on (the entries and the summary follow it)
    won = {c: (state.player(w), outcomes[c].price) for c in by_card if (w := outcomes[c].winner) is not None}
    tied = [c for c in by_card if outcomes[c].tied]
    pay: dict[int, int] = {}
    for player, amount in won.values():
        pay[player.seat] = pay.get(player.seat, 0) + amount
    for seat, amount in pay.items():
        if amount > _cash(state, seat):
            raise RuleViolation(
                f"{state.player(seat).name} wins bids for {_money(amount)} with "
                f"{_money(_cash(state, seat))}: raise money (a loan or a sale) and record the bids "
                'again (option bid_limit "each")',
                field="bids",
                rule=R_READINGS,
            )
    entries: list[Entry] = []
    parts: list[str] = []
    for card, (player, amount) in won.items():
        name = state.cards[card].name
        entries.append(
            transfer(
                f"Turn {state.turn}: {player.name} wins {name} #{card} for {_money(amount)}",
                f"p{player.seat}:cash",
                "bank",
                amount,
            )
        )
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
