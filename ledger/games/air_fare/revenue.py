"""Air Fare, Revenue Phase: landing revenue paid, advertising shares passed, interest (20 % of
the bank loans) and the costs of the turn's events paid; who cannot pay is bankrupt.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from ...errors import RuleViolation
from ...journal import Entry, Posting, transfer
from ...payload import cash as _cash
from .advertising import advertising_takings
from .cards import INTEREST_PERCENT
from .landings import turn_revenue
from .state import R_REVENUE, AirFareState, PlayerState, _discard, _money, _require_phase, round_money


def interest_due(loans: int, how: str = "half_up") -> int:
    """20 % of the bank loans, rounded by option ``rounding`` (Raise Money Fast)."""
    return round_money(Fraction(loans * INTEREST_PERCENT, 100), how)


#: the phases of a turn before its Revenue Phase is recorded (event costs and interest still to pay)
BEFORE_REVENUE = ("maintenance", "draw", "flying", "advertising", "revenue")


def _due(state: AirFareState, seat: int) -> list[tuple[str, int]]:
    due = list(state.charges.get(seat, []))
    loans = state.loans.get(seat, 0)
    if loans:
        due.append((f"interest 20% of {_money(loans)} loans", interest_due(loans, state.options["rounding"])))
    return due


def charges_due(state: AirFareState, seat: int) -> list[tuple[str, int]]:
    """What ``seat`` pays at this turn's Revenue Phase, still to come, as ``(memo, $M)``: the event
    costs of the turn (a Plane Crash's litigation, Maintenance, Terminal Tax; Event Card List) and
    the interest on bank loans (20 %, option ``rounding``; Raise Money Fast); empty once the Revenue
    Phase is recorded."""
    return _due(state, seat) if state.phase in BEFORE_REVENUE else []


def interest_falls_due(state: AirFareState) -> str:
    """When the next interest on bank loans is paid: at this turn's Revenue Phase if it is still
    to come, else at the next turn's (Revenue Phase: "Pay interest on loans")."""
    if state.phase == "over":
        return "no Revenue Phase: the game is over"
    if state.phase in BEFORE_REVENUE:
        return f"this turn's Revenue Phase (turn {state.turn})"
    return f"next turn's Revenue Phase (turn {state.turn + 1}; this turn's interest is paid)"


def _revenue(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, "revenue", "Collecting revenue")
    if payload:
        raise RuleViolation(
            f"the Revenue Phase takes no fields (got {', '.join(sorted(payload))}): revenue follows from the flights",
            field=min(payload),
            rule=R_REVENUE,
        )
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
                entries.append(
                    transfer(
                        f"Turn {t} revenue: {player.name}", "bank", f"p{player.seat}:cash", revenue[player.seat][0]
                    )
                )
        for k in takings:
            taker, opponent = state.player(k.taker), state.player(k.opponent)
            entries.append(
                transfer(
                    f"Turn {t} advertising at {k.city}: {taker.name} takes {k.percent}% of "
                    f"{opponent.name}'s revenue there",
                    f"p{k.opponent}:cash",
                    f"p{k.taker}:cash",
                    k.amount,
                )
            )
            net[k.taker] += k.amount
            net[k.opponent] -= k.amount
    for player in state.active_players():
        s = player.seat
        earned = net[s]
        if earned and not takings:
            entries.append(transfer(f"Turn {t} revenue: {player.name}", "bank", f"p{s}:cash", earned))
        loans = state.loans.get(s, 0)
        due = _due(state, s)
        cash = _cash(state, s) + earned
        owed = sum(a for _, a in due)
        if owed > cash:
            # "Pay interest on loans. If you cannot pay, you go bankrupt and lose the game."
            if cash:
                entries.append(
                    transfer(
                        f"Turn {t}: {player.name} is bankrupt; the bank takes the cash", f"p{s}:cash", "bank", cash
                    )
                )
            if loans:
                entries.append(
                    Entry(
                        f"Turn {t}: {player.name}'s loans written off in bankruptcy",
                        (Posting(f"p{s}:loans", loans), Posting("bank:loans", -loans)),
                    )
                )
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
    shares = (
        "; advertising: "
        + ", ".join(
            f"{state.player(k.taker).name} takes {_money(k.amount)} of {state.player(k.opponent).name}'s at {k.city} "
            f"({k.percent}%)"
            for k in takings
        )
        if takings
        else ""
    )
    return entries, f"Turn {t} revenue: " + ", ".join(parts) + shares


def _write_off_player_loans(state: AirFareState, player: PlayerState, turn: int) -> list[Entry]:
    """Loans between players written off when one of the two goes bankrupt (docs/rule-readings.md):
    the bank takes the bankrupt player's cash, so what he owes a player is lost to the lender,
    and what he lent leaves the game with him (the borrower keeps the money)."""
    entries: list[Entry] = []
    for (lender, borrower), owed in sorted(state.player_loans.items()):
        if owed and player.seat in (lender, borrower):
            entries.append(
                Entry(
                    f"Turn {turn}: {player.name} is bankrupt; the loan of {state.player(lender).name} to "
                    f"{state.player(borrower).name} is written off",
                    (Posting(f"p{lender}:lent:p{borrower}", -owed), Posting(f"p{borrower}:owes:p{lender}", owed)),
                )
            )
            state.player_loans[(lender, borrower)] = 0
    return entries
