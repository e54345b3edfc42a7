"""Air Empire, Basic Game, Phase 3 (Loans): $5,000 for every two Class A routes won, never repaid.

Class A Service (b) and Reminder Rules 12.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...journal import Entry, Posting, RuleViolation
from ...money import format_money
from ...payload import whole as _int
from .state import LOAN_UNIT, R_LOANS, AirEmpireState, quarter_label, recap_of, require_phase, seat_of

__all__ = ["loan_room", "loan_rooms", "loans_untaken", "rooms_words", "loan_refusal", "loan"]


def loan_room(class_a_won: int, loans: int) -> int:
    """How much more a player may borrow, whole dollars: $5,000 per two Class A routes won.

    Air Empire, Basic Game, Class A Service (b) and Reminder Rules 12 ("ownership of 6
    Class A's entitles a player to a maximum of $15,000").
    """
    return max(0, (class_a_won // 2) * LOAN_UNIT - loans)


def loan_rooms(state: AirEmpireState) -> tuple[tuple[int, int], ...]:
    """Each active player who may borrow now, ``(seat, whole dollars)`` (:func:`loan_room`), in seat order.
    Air Empire, Basic Game, Phase 3 and Class A Service (b): $5,000 for each two Class A routes won."""
    return tuple((p.seat, room) for p in state.active_players() if (room := loan_room(p.class_a_won, p.loans)))


def loans_untaken(state: AirEmpireState) -> str | None:
    """Who may still borrow before an action that ends Phase 3 (loans) is recorded, in the table's words, whole
    dollars: ``"Phase 3 (loans) ends with this: Bea may still borrow $5,000"``; ``None`` outside Phase 3 or when
    nobody may borrow. Air Empire, Basic Game, Phase 3 and Class A Service (b): a loan is taken in Phase 3 only, so
    the banker is told before the purchase, plane sale or maintenance that ends it (a newcomer's try learned it from
    the Next line afterwards)."""
    if state.phase != "loans":
        return None
    rooms = loan_rooms(state)
    if not rooms:
        return None
    return f"Phase 3 (loans) ends with this: {rooms_words(state, rooms, 'may still borrow')}"


def rooms_words(state: AirEmpireState, rooms: tuple[tuple[int, int], ...], verb: str) -> str:
    """``rooms`` (:func:`loan_rooms`) said with ``verb`` after the first name: ``"Bea may still borrow $5,000, Cal
    $10,000"``; whole dollars."""
    return ", ".join(
        f"{state.player(seat).name} {verb + ' ' if i == 0 else ''}{format_money(room)}"
        for i, (seat, room) in enumerate(rooms)
    )


def loan_refusal(class_a_won: int, loans: int) -> str:
    """Why a player with no loan room (:func:`loan_room` 0) may not borrow now, in short: the Class A routes the
    next $5,000 needs and those won ("needs 2 Class A routes won, has 1"; with $5,000 borrowed, "needs 4 Class A
    routes won, has 3"). ``loans`` in whole dollars.

    Air Empire, Basic Game, Class A Service (b): $5,000 for every two Class A routes won.
    """
    needed = 2 * (loans // LOAN_UNIT + 1)
    return f"needs {needed} Class A routes won, has {class_a_won}"


def loan(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    require_phase(state, ("loans",), "A loan", rule="Air Empire, Basic Game, Phase 3")
    if "player" not in payload and not any(loan_room(p.class_a_won, p.loans) for p in state.active_players()):
        # the moment, before the player is chosen (Game.refused_now): nobody may borrow now (with a
        # player named, the refusal names what that player has won and borrowed)
        raise RuleViolation(
            "nobody may borrow now: a loan is $5,000 for every two Class A routes won, and every player "
            "has borrowed all their routes allow (or won fewer than two Class A routes)",
            field="kind",
            rule=R_LOANS,
        )
    player = seat_of(state, payload.get("player"), "player", R_LOANS)
    amount = _int(payload, "amount", "", R_LOANS)
    if amount < LOAN_UNIT:
        raise RuleViolation(
            f"must be at least ${LOAN_UNIT:,} (a loan is $5,000 for every two Class A routes), got ${amount:,}",
            field="amount",
            rule=R_LOANS,
        )
    room = loan_room(player.class_a_won, player.loans)
    if amount % LOAN_UNIT:
        # what may be borrowed said too (a newcomer's try: "$6,000 is not a multiple of $5,000" alone)
        may = f"{player.name} may borrow ${room:,} more" if room else f"{player.name} may borrow nothing more"
        raise RuleViolation(
            f"${amount:,} is not a multiple of $5,000 (loans come in $5,000 steps; {may})",
            field="amount",
            rule=R_LOANS,
        )
    if amount > room:
        raise RuleViolation(
            f"{player.name} has won {player.class_a_won} Class A route(s) and borrowed ${player.loans:,}: "
            f"at most ${room:,} more ($5,000 for every two Class A routes)",
            field="amount",
            rule="Air Empire, Basic Game, Reminder Rules 12",
        )
    player.loans += amount
    recap = recap_of(player, state.quarter)
    recap["3a"] = (recap.get("3a") or 0) + amount
    entry = Entry(
        f"{quarter_label(state.quarter)} line 3a loan to {player.name}",
        (
            Posting("bank", -amount),
            Posting(f"p{player.seat}:cash", amount),
            Posting("bank:loans", amount),
            Posting(f"p{player.seat}:loans", -amount),
        ),
    )
    return [entry], f"{player.name} borrows ${amount:,} (never repaid)"
