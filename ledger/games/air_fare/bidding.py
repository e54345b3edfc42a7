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


@dataclass(frozen=True)
class BidProblem:
    """Why the rules refuse one secret bid, in words that never name the amount bid (the line is
    shown by the bidder's field before the reveal).

    Attributes:
        card: the card's number.
        message: e.g. ``"below the base cost $50M"``, ``"more than the $50M in the account"``.
        rule: where the rule is written.
    """

    card: int
    message: str
    rule: str = R_BID


def bid_problem(state: AirFareState, seat: int, card: int, amount: int, earlier: int = 0) -> BidProblem | None:
    """Check one secret bid on its own (pure; nothing changes): the rules a bid must keep whatever
    the others bid (Air Fare, Bid Phase).

    "A Bid cannot be for less than the Base Cost" (Base = "Base cost (Minimum Bid)", the card
    lists), "You cannot bid more money than you have in your account" (each bid; with option
    ``bid_limit`` "total", all the player's bids together, docs/rule-readings.md). E.g. with
    the $50M every player starts with (Setup), $45M on Dallas (base cost $50M) is below the base
    cost and $60M is more than the account.

    Args:
        state: the state in the Bid Phase.
        seat: the bidder.
        card: the card bid on (in the Bidding Pool).
        amount: the bid, $M.
        earlier: the bidder's other bids typed before this one, $M together (option ``bid_limit`` "total").

    Returns:
        The problem, or ``None`` when the bid stands. Every rule the bid breaks is named, each with its rule ($40M
        on Dallas with $29M: below the base cost, and more than the account): a newcomer's try was told the first
        only, retyped above the base cost, and was refused again for the account.
    """
    if card not in state.pool:
        return BidProblem(card, f"#{card} is not in the Bidding Pool")
    base = base_cost(state.cards[card].name)
    reasons: list[tuple[str, str]] = []
    whole = type(amount) is int  # anything else has no amount to hold against the account
    if not whole or amount < base:
        reasons.append((f"below the base cost {_money(base)}", R_BID))
    cash = _cash(state, seat)
    if whole and amount > cash:
        over = "you cannot bid more money than you have in your account"
        reasons.append((f"more than the {_money(cash)} in the account ({over})", R_BID))
    elif whole and state.options["bid_limit"] == "total" and earlier + amount > cash:
        total = f'with the bids before it, more than the {_money(cash)} in the account (option bid_limit "total")'
        reasons.append((total, R_READINGS))
    if not reasons:
        return None
    return BidProblem(card, ", and ".join(why for why, _ in reasons), "; ".join(dict.fromkeys(r for _, r in reasons)))


def bid_problems(state: AirFareState, seat: int, bids: Mapping[int, int]) -> dict[int, BidProblem]:
    """Every one of a player's secret bids the rules refuse (:func:`bid_problem`), by card, in the
    order typed; the bids after a refused one are checked with the ones that stand."""
    problems: dict[int, BidProblem] = {}
    total = 0
    for card, amount in bids.items():
        problem = bid_problem(state, seat, card, amount, total)
        if problem is None:
            total += amount
        else:
            problems[card] = problem
    return problems


def check_player_bids(state: AirFareState, seat: int, bids: Mapping[int, int]) -> None:
    """Check one player's secret bids on their own, before the others bid (pure; nothing changes).

    The Bid Phase rules of :func:`bid_problem`, for each bid in the order typed. Under
    ``bid_limit`` "each" a player who wins more than he can pay is refused only when the bids are
    resolved (:func:`_bids`), since that depends on the others' bids.

    Args:
        state: the state in the Bid Phase.
        seat: the bidder.
        bids: card id -> amount ($M), in the order typed.

    Raises:
        RuleViolation: the first bid at fault, named by player and card, never by its amount
            ("Ann's bid on Dallas #24: below the base cost $50M"); ``field`` is the card's id as
            text (``"24"``), or ``"player"``.
    """
    player = _seat(state, seat, "player", R_BID)
    problems = bid_problems(state, player.seat, bids)
    if problems:
        problem = next(iter(problems.values()))
        card = state.cards.get(problem.card)
        what = f"{player.name}'s bid on {card.name} #{problem.card}" if card else f"{player.name}'s bid"
        error = RuleViolation(f"{what}: {problem.message}", rule=problem.rule)
        error.field = str(problem.card)  # no field in the text: the message names the card
        raise error


def _won_over_cash(state: AirFareState, outcomes: Iterable[BidOutcome]) -> dict[int, RuleViolation]:
    """The winners of ``outcomes`` who win more than their account holds, each with his refusal, in
    the order of the cards won: under option ``bid_limit`` "each" every bid may be within the
    account and the bids won together not (docs/rule-readings.md)."""
    pay: dict[int, int] = {}
    for outcome in outcomes:
        if outcome.winner is not None:
            pay[outcome.winner] = pay.get(outcome.winner, 0) + outcome.price
    return {
        seat: RuleViolation(
            f"{state.player(seat).name} wins bids for {_money(amount)} with "
            f"{_money(_cash(state, seat))}: raise money (a loan or a sale) and record the bids "
            'again (option bid_limit "each")',
            field="bids",
            rule=R_READINGS,
        )
        for seat, amount in pay.items()
        if amount > _cash(state, seat)
    }


def refused_bidders(state: AirFareState, bids: Iterable[tuple[int, int, int]]) -> dict[int, RuleViolation]:
    """Every bidder whose bids, as typed, the reveal refuses (:func:`_bids`), by seat in seat order,
    each with his own refusal: his own bids (:func:`check_player_bids`), or else, under option
    ``bid_limit`` "each", the cards he wins with everyone's bids as typed cost more than his
    account holds. The engine stops at the first refusal; the table is told of them all at once.

    Args:
        state: the state in the Bid Phase.
        bids: ``(seat, card, $M)`` of every bid, each player's in the order typed.

    Returns:
        seat -> the refusal of his bids; empty when the bids stand as typed.
    """
    typed = list(bids)
    refused: dict[int, RuleViolation] = {}
    for seat in sorted({seat for seat, _, _ in typed}):
        try:
            check_player_bids(state, seat, {card: amount for s, card, amount in typed if s == seat})
        except RuleViolation as error:
            refused[seat] = error
    for seat, over in _won_over_cash(state, bid_outcomes(state, typed).values()).items():
        refused.setdefault(seat, over)
    return dict(sorted(refused.items()))


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
        if any(p.seat == player.seat for p, _ in by_card.get(card, [])):
            raise RuleViolation(f"{player.name} bids twice on #{card}", field=f"{where}player", rule=R_BID)
        problem = bid_problem(state, player.seat, card, amount, totals.get(player.seat, 0))
        if problem is not None:
            raise RuleViolation(
                f"{player.name}'s bid on {name} #{card}: {problem.message}", field=f"{where}amount", rule=problem.rule
            )
        totals[player.seat] = totals.get(player.seat, 0) + amount
        by_card.setdefault(card, []).append((player, amount))
    outcomes = bid_outcomes(state, [(p.seat, card, a) for card, offers in by_card.items() for p, a in offers])
    # in the order the cards are first bid on (the entries and the summary follow it)
    won = {c: (state.player(w), outcomes[c].price) for c in by_card if (w := outcomes[c].winner) is not None}
    tied = [c for c in by_card if outcomes[c].tied]
    over = _won_over_cash(state, [outcomes[c] for c in won])
    if over:
        raise next(iter(over.values()))
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
