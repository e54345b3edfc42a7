"""Air Fare, Revenue Phase: landing revenue paid, advertising shares passed, interest (20 % of
the bank loans) and the costs of the turn's events paid; who cannot pay is bankrupt.

"Pay interest on loans. If you cannot pay, you go bankrupt and lose the game." (Revenue Phase)
and "You may at any time sell your planes and landing rights" (Raise Money Fast): a player whose
cash does not cover his dues once the revenue is in has them left outstanding, nothing of them
paid, and the turn goes to a step of its own (phase ``"raise_money"``) before the Bid Phase. There
the banker records the sales, loans, trades and loans between players the table agrees, then
``air_fare.settle``: every outstanding due the cash now covers is paid; a player still short is
bankrupt (option ``cannot_pay`` "raise_money", the default). With "bankrupt_at_once", what a game
stored before issue 12 keeps, the Revenue Phase declares him bankrupt itself and goes on to the Bid
Phase (docs/rule-readings.md, Air Fare).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ...errors import RuleViolation
from ...journal import Entry, Posting, transfer
from ...payload import cash as _cash
from .advertising import advertising_net, advertising_takings
from .cards import EVENTS, INTEREST_PERCENT
from .landings import turn_revenue
from .state import (
    R_READINGS,
    R_REVENUE,
    AirFareState,
    PlayerState,
    _discard,
    _exact,
    _money,
    _require_phase,
    round_money,
)


def interest_due(loans: int, how: str = "half_up") -> int:
    """20 % of the bank loans, rounded by option ``rounding`` (Raise Money Fast)."""
    return round_money(Fraction(loans * INTEREST_PERCENT, 100), how)


def interest_rounding(loans: int, how: str = "half_up") -> str:
    """How the interest on ``loans`` ($M) is rounded, in words for a screen, as a landing's line says its own
    (``" = $13.5M, rounded half up = $14M"``): ``' = $6.6M, rounded half up = $7M (option rounding "half_up";
    docs/rule-readings.md, Air Fare)'`` for $33M, the rule cited being airbanker's reading (the rulebook is silent
    on fractions of $1M); ``""`` when 20 % of ``loans`` is whole. The record's memo keeps its own words
    ("interest 20% of $33M loans"): this is only shown.

    Args:
        loans: the bank loans the interest is charged on ($M, :func:`interest_base` summed).
        how: option ``rounding``: ``"half_up"``, ``"down"`` or ``"up"``.
    """
    exact = Fraction(loans * INTEREST_PERCENT, 100)
    if exact.denominator == 1:
        return ""
    rounded = _money(round_money(exact, how))
    return f' = ${_exact(exact)}M, rounded {how.replace("_", " ")} = {rounded} (option rounding "{how}"; {R_READINGS})'


def interest_base(state: AirFareState, seat: int) -> tuple[int, int]:
    """What the next Revenue Phase charges ``seat`` 20 % on ($M): ``(owed, repaid)``, the bank loans
    owed now and the money borrowed since the last Revenue Phase and already repaid (option
    ``bank_repayment`` "with_interest": no borrowed dollar escapes its 20 % a turn; a repayment
    retires the loans already charged first). The interest is 20 % of ``owed + repaid``."""
    return state.loans.get(seat, 0), state.fresh_repaid.get(seat, 0)


def next_interest(state: AirFareState, seat: int) -> int:
    """The interest the next Revenue Phase charges ``seat`` on bank loans as they stand ($M, option
    ``rounding``; see :func:`interest_base`)."""
    return interest_due(sum(interest_base(state, seat)), state.options["rounding"])


#: the phases of a turn before its Revenue Phase is recorded (event costs and interest still to pay)
BEFORE_REVENUE = ("maintenance", "draw", "flying", "advertising", "revenue")


def _due(state: AirFareState, seat: int) -> list[tuple[str, int]]:
    due = list(state.charges.get(seat, []))
    owed, repaid = interest_base(state, seat)
    if repaid:
        due.append(
            (
                f"interest 20% of {_money(owed + repaid)} loans ({_money(repaid)} borrowed and repaid since "
                "the last Revenue Phase)",
                next_interest(state, seat),
            )
        )
    elif owed:
        due.append((f"interest 20% of {_money(owed)} loans", next_interest(state, seat)))
    return due


#: the interest's memo as :func:`_due` writes it: "interest 20% of $80M loans ($20M borrowed and repaid since the
#: last Revenue Phase)", the part in brackets only with money borrowed and repaid since the last Revenue Phase
_INTEREST_DUE = re.compile(
    r"interest (?P<percent>\d+)% of (?P<base>\$[\d.]+M) loans"
    r"(?: \((?P<repaid>\$[\d.]+M) borrowed and repaid since the last Revenue Phase\))?"
)


def interest_why(memo: str) -> str:
    """What an interest due on bank loans is charged on, in the Revenue form's words, from its memo (as stored or
    as :func:`charges_due` gives it): ``"20% of $80M: $20M borrowed and repaid since the last Revenue Phase"``,
    ``"20% of $60M loans"`` (Raise Money Fast: 20% a turn; option ``bank_repayment`` "with_interest"); ``""`` for a
    memo that is no interest's. Only shown: the memo keeps its own words (old books' audits read them).
    A newcomer's try: "Dues $16M" for a player who owed $60M after borrowing $80M and repaying $20M said nothing of
    why it was not 20% of $60M."""
    match = _INTEREST_DUE.search(memo)
    if match is None:
        return ""
    head = f"{match['percent']}% of {match['base']}"
    if match["repaid"]:
        return f"{head}: {match['repaid']} borrowed and repaid since the last Revenue Phase"
    return f"{head} loans"


def charges_due(state: AirFareState, seat: int) -> list[tuple[str, int]]:
    """What ``seat`` still pays this turn, as ``(memo, $M)``: before the Revenue Phase is recorded,
    the event costs of the turn (a Plane Crash's litigation, Maintenance, Terminal Tax; Event Card
    List) and the interest on bank loans (20 %, option ``rounding``; Raise Money Fast); while the
    table raises money, the dues left outstanding (:func:`outstanding_dues`); else nothing."""
    if state.phase == "raise_money":
        return outstanding_dues(state, seat)
    return _due(state, seat) if state.phase in BEFORE_REVENUE else []


def outstanding_dues(state: AirFareState, seat: int) -> list[tuple[str, int]]:
    """The dues ``seat`` could not pay at this turn's Revenue Phase, left outstanding until
    ``air_fare.settle`` ($M; empty for a player who paid)."""
    return list(state.outstanding.get(seat, []))


def interest_falls_due(state: AirFareState) -> str:
    """When the next interest on bank loans is paid: at this turn's Revenue Phase if it is still
    to come, else at the next turn's (Revenue Phase: "Pay interest on loans")."""
    if state.phase == "over":
        return "no Revenue Phase: the game is over"
    if state.phase in BEFORE_REVENUE:
        return f"this turn's Revenue Phase (turn {state.turn})"
    if state.phase == "raise_money":
        return (
            f"next turn's Revenue Phase (turn {state.turn + 1}; this turn's is fixed: paid, or outstanding "
            "until the settle)"
        )
    return f"next turn's Revenue Phase (turn {state.turn + 1}; this turn's is past)"


@dataclass(frozen=True)
class RevenueSummary:
    """The Revenue Phase's summary in its parts, each player's apart (the record keeps :meth:`text`).

    Attributes:
        head: ``"Turn 3 revenue"``.
        players: ``(name, part)`` for every player still in the game, in seat order, the part naming him
            (``"Ann +$58M -$30M"``, ``"Bea earns $0M, owes $20M with $14M: short by $6M, to raise before the
            Bid Phase"``).
        advertising: the shares of revenue advertising passed (``"Bea takes $9M of Ann's at Chicago (50%)"``).
    """

    head: str
    players: tuple[tuple[str, str], ...]
    advertising: tuple[str, ...] = ()

    def text(self, between: str = ", ") -> str:
        """The summary: the players' parts joined by ``between`` (the record's ``", "``, or a screen's own)."""
        shares = "; advertising: " + ", ".join(self.advertising) if self.advertising else ""
        return f"{self.head}: " + between.join(part for _name, part in self.players) + shares


def revenue_summary(state: AirFareState) -> RevenueSummary:
    """What recording the Revenue Phase on ``state`` would say, each player's part apart (on a copy: nothing
    changes). Revenue Phase: landing revenue, advertising shares, interest and event costs.

    Raises:
        RuleViolation: not in the Revenue Phase.
    """
    return _revenue_parts(copy.deepcopy(state), {})[1]


def _revenue(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    entries, summary = _revenue_parts(state, payload)
    return entries, summary.text()


def _revenue_parts(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], RevenueSummary]:
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
    parts: list[tuple[str, str]] = []
    t = state.turn
    net_shares = advertising_net(takings)
    net = {s: total + net_shares.get(s, 0) for s, (total, _) in revenue.items()}
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
    for player in state.active_players():
        s = player.seat
        earned = net[s]
        if earned and not takings:
            entries.append(transfer(f"Turn {t} revenue: {player.name}", "bank", f"p{s}:cash", earned))
        due = _due(state, s)
        cash = _cash(state, s) + earned
        owed = sum(a for _, a in due)
        if owed > cash and state.options["cannot_pay"] == "bankrupt_at_once":
            # "Pay interest on loans. If you cannot pay, you go bankrupt and lose the game.": at once,
            # what a game stored before issue 12 keeps (option cannot_pay)
            entries.extend(_bankrupt(state, player, cash))
            parts.append((player.name, f"{player.name} earns {_money(earned)}, owes {_money(owed)}: bankrupt"))
            continue
        if owed > cash:
            # "If you cannot pay, you go bankrupt": not before the table has raised what it can
            # ("You may at any time sell your planes and landing rights", Raise Money Fast)
            state.outstanding[s] = due
            parts.append(
                (
                    player.name,
                    f"{player.name} earns {_money(earned)}, owes {_money(owed)} with {_money(cash)}: "
                    f"short by {_money(owed - cash)}, to raise before the Bid Phase",
                )
            )
            continue
        entries.extend(_pay(state, player, due))
        parts.append((player.name, f"{player.name} +{_money(earned)}" + (f" -{_money(owed)}" if owed else "")))
    # this Revenue Phase has charged every loan owed and every dollar borrowed and repaid since the last
    state.fresh_loans, state.fresh_repaid = {}, {}
    # the flights are paid: once the revenue is in, a plane that flew or the landing right it took may be sold and
    # leave the game (Sales, docs/rule-readings.md), and the turn's landings must not name a card gone (a KeyError
    # asking the landings of a sold plane in the Bid Phase); where planes stand stays in ``at`` and ``last_landed``
    state.flights = []
    state.phase = "raise_money" if state.outstanding else "bid"
    shares = tuple(
        f"{state.player(k.taker).name} takes {_money(k.amount)} of {state.player(k.opponent).name}'s at {k.city} "
        f"({k.percent}%)"
        for k in takings
    )
    return entries, RevenueSummary(f"Turn {t} revenue", tuple(parts), shares)


_DUE_MEMO = re.compile(r"Turn \d+ (interest 20% of|" + "|".join(re.escape(n) for n in EVENTS) + r")")
_BANKRUPT_MEMO = re.compile(r"Turn \d+: .* is bankrupt; the bank takes the cash")


def due_column(memo: str) -> str | None:
    """Which of a turn's dues an entry's memo records: ``"interest"``, ``"events"`` (an event's
    cost), ``"bankruptcy"`` (the bank taking a bankrupt's cash), or ``None`` (anything else). The
    audit files by it what an ``air_fare.settle`` moves."""
    if _BANKRUPT_MEMO.fullmatch(memo):
        return "bankruptcy"
    match = _DUE_MEMO.match(memo)
    if match is None:
        return None
    return "interest" if match.group(1).startswith("interest") else "events"


def _pay(state: AirFareState, player: PlayerState, due: list[tuple[str, int]]) -> list[Entry]:
    """The dues of the turn paid from the player's cash to the bank, one entry each (Revenue Phase)."""
    return [
        transfer(f"Turn {state.turn} {memo}: {player.name}", f"p{player.seat}:cash", "bank", amount)
        for memo, amount in due
        if amount
    ]


def _bankrupt(state: AirFareState, player: PlayerState, cash: int | None = None) -> list[Entry]:
    """Bankrupt: "If you cannot pay, you go bankrupt and lose the game" (Revenue Phase). The bank takes the
    cash, the bank loans and the loans between him and other players are written off, his cards
    leave the game (docs/rule-readings.md, Air Fare).

    Args:
        cash: the cash the bank takes ($M); ``None``: the player's cash as posted. The Revenue Phase
            passes it with the turn's revenue in, not posted yet (option cannot_pay "bankrupt_at_once").
    """
    s, t = player.seat, state.turn
    entries: list[Entry] = []
    cash = _cash(state, s) if cash is None else cash
    if cash:
        entries.append(
            transfer(f"Turn {t}: {player.name} is bankrupt; the bank takes the cash", f"p{s}:cash", "bank", cash)
        )
    loans = state.loans.get(s, 0)
    if loans:
        entries.append(
            Entry(
                f"Turn {t}: {player.name}'s loans written off in bankruptcy",
                (Posting(f"p{s}:loans", loans), Posting("bank:loans", -loans)),
            )
        )
        state.loans[s] = 0
    state.fresh_loans.pop(s, None)
    state.fresh_repaid.pop(s, None)
    entries.extend(_write_off_player_loans(state, player, t))
    for card in [*player.planes, *player.rights]:
        _discard(state, player, card)
    player.status, player.status_turn = "bankrupt", t
    return entries


def settle_outstanding(state: AirFareState) -> tuple[list[Entry], str]:
    """Every due left outstanding at this turn's Revenue Phase, settled (Revenue Phase; Raise
    Money Fast): a player whose cash now covers all his dues pays them (the entries the Revenue
    Phase would have posted); a player still short is bankrupt (:func:`_bankrupt`). The turn goes
    on to the Bid Phase. Nothing is checked here: the caller is in the raise-money step.

    Returns:
        The entries, and the summary (``"Turn 12 settled: Dmitri owes $130M with $50M: bankrupt"``).
    """
    parts: list[str] = []
    entries: list[Entry] = []
    for seat in sorted(state.outstanding):
        player = state.player(seat)
        due = state.outstanding[seat]
        owed, cash = sum(a for _, a in due), _cash(state, seat)
        if owed > cash:
            entries.extend(_bankrupt(state, player))
            parts.append(f"{player.name} owes {_money(owed)} with {_money(cash)}: bankrupt")
        else:
            entries.extend(_pay(state, player, due))
            parts.append(f"{player.name} pays {_money(owed)} ({_money(cash - owed)} left)")
    state.outstanding = {}
    state.phase = "bid"
    return entries, f"Turn {state.turn} settled: " + ", ".join(parts)


def _settle(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """``air_fare.settle``: the dues left outstanding at the Revenue Phase, paid or bankrupt
    (:func:`settle_outstanding`).

    Raises:
        RuleViolation: not in the raise-money step (``kind``), or a field given.
    """
    _require_phase(state, "raise_money", "Settling the dues left outstanding", R_REVENUE)
    if payload:
        raise RuleViolation(
            f"settling takes no fields (got {', '.join(sorted(payload))}): it pays what the cash now covers",
            field=min(payload),
            rule=R_REVENUE,
        )
    return settle_outstanding(state)


def player_loans_written_off(state: AirFareState, seat: int) -> list[tuple[int, int, int]]:
    """The loans between players written off if ``seat`` goes bankrupt: (lender, borrower, amount $M), by
    lender then borrower. The bank takes the bankrupt player's cash, so what he owes a player is lost to the
    lender (his worth drops by it), and what he lent leaves the game with him: the borrower keeps the money
    (airbanker's reading: the rulebook's Raise Money Fast allows loans "to each other" and says no more;
    docs/rule-readings.md). What the bankruptcy warnings name, and what :func:`_bankrupt` writes off."""
    return [
        (lender, borrower, owed)
        for (lender, borrower), owed in sorted(state.player_loans.items())
        if owed and seat in (lender, borrower)
    ]


def _write_off_player_loans(state: AirFareState, player: PlayerState, turn: int) -> list[Entry]:
    """Loans between players written off when one of the two goes bankrupt (docs/rule-readings.md):
    the bank takes the bankrupt player's cash, so what he owes a player is lost to the lender,
    and what he lent leaves the game with him (the borrower keeps the money)."""
    entries: list[Entry] = []
    for lender, borrower, owed in player_loans_written_off(state, player.seat):
        entries.append(
            Entry(
                f"Turn {turn}: {player.name} is bankrupt; the loan of {state.player(lender).name} to "
                f"{state.player(borrower).name} is written off",
                (Posting(f"p{lender}:lent:p{borrower}", -owed), Posting(f"p{borrower}:owes:p{lender}", owed)),
            )
        )
        state.player_loans[(lender, borrower)] = 0
    return entries
