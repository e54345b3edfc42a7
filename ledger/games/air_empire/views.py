"""Air Empire: the table at a glance, what the banker does next, and the final standings.

Completion of Play (the winner has the most CASH), and the view models the banker's seat
draws. Money in whole dollars.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ...money import format_money, percent_of
from ...payload import cash as _cash
from ...prose import listed
from .phase1_operations import bids as _record_bids, efficiency_savings, stand_pat_penalty
from .phase3_loans import loan_room, loan_rooms, rooms_words
from .phase5_maintenance import maintenance_due
from .state import (
    EFFICIENCY_PERCENT,
    PHASE_NAMES,
    STAND_PAT_PERCENT,
    AirEmpireState,
    PlayerState,
    clockwise_from,
    is_new_period,
    quarter_label,
    senior_president,
)
from .tournament.rebidding import Termination
from .tournament.residual_value import ResidualDue, residual_due
from .tournament.taxes import tax_due

__all__ = [
    "status_text",
    "table_notes",
    "tax_table_note",
    "Standing",
    "standings",
    "TablePlayer",
    "TableView",
    "next_step",
    "loans_closed_text",
    "next_kinds",
    "table_view",
    "PhaseOneSplit",
    "bids_split",
    "recorded_split",
]


#: a player's status in one word (the grid's Status column where nothing longer fits)
STATUS_WORDS = {"active": "Active", "bankrupt": "Bankrupt", "merged": "Merged"}


def status_text(state: AirEmpireState, player: PlayerState, *, when: bool = True) -> str:
    """``"Active"``, ``"Bankrupt in Y2 Q3"`` or ``"Merged into Bea in Y2 Q1"``; without ``when``, the quarter left
    out (``"Merged into Bea"``, the grid's Status column)."""
    if player.status == "merged":
        said = f"{STATUS_WORDS['merged']} into {state.player(player.merged_into).name}"
    elif player.status == "bankrupt":
        said = STATUS_WORDS["bankrupt"]
    else:
        return STATUS_WORDS["active"]
    return f"{said} in {quarter_label(player.status_quarter)}" if when else said


def table_notes(state: AirEmpireState) -> tuple[str, ...]:
    """Remarks on where the Flight Costs Table and Tax Table figures come from (DESIGN.md, provenance). Only the
    Flight Costs Table is said illustrative when it is (its rows recorded "illustrative"): the route cards are
    typed from the cards turned up, and one taken from an illustrative box says so in its own note. A newcomer's
    try read "Flight Costs Table and route cards: illustrative values" after typing every card by hand."""
    kinds = set(state.table_provenance.values())
    notes: list[str] = []
    if "illustrative" in kinds:
        notes.append("Flight Costs Table: illustrative values, not the board's.")
    elif kinds == {"rulebook"}:
        notes.append("Flight Costs Table not entered: the plane combination is typed with each bid.")
    note = tax_table_note(state)
    if note:
        notes.append(note)
    return tuple(notes)


def tax_table_note(state: AirEmpireState) -> str:
    """Where the Tax Table's figures come from, or ``""`` when entered from the sheet (Tournament Game only)."""
    if not state.tournament:
        return ""
    if state.tax_provenance == "placeholder":
        return (
            "Tax Table not entered: each tax is typed from the Condensed Re-cap Sheet (no figure of a "
            "placeholder table is shown or used)."
        )
    if state.tax_provenance == "illustrative":
        return "Tax Table: illustrative values, not the sheet's."
    return ""


@dataclass(frozen=True)
class Standing:
    """A line of the final standings: rank, seat, name, cash (whole dollars), status."""

    rank: int
    seat: int
    name: str
    cash: int
    status: str


def standings(state: AirEmpireState) -> list[Standing]:
    """Players by cash, most first: the winner has the most CASH (Completion of Play).

    Players out of the game (bankrupt, merged) come last with their cash (0). Equal cash
    shares a rank.
    """
    ordered = sorted(state.players, key=lambda p: (not p.active, -_cash(state, p.seat), p.seat))
    out: list[Standing] = []
    for index, player in enumerate(ordered, start=1):
        cash = _cash(state, player.seat)
        rank = index
        if out and player.active and out[-1].cash == cash and out[-1].status == "Active":
            rank = out[-1].rank
        out.append(Standing(rank, player.seat, player.name, cash, status_text(state, player)))
    return out


@dataclass(frozen=True)
class TablePlayer:
    """One airline as the table screen shows it. Money in whole dollars.

    Attributes:
        routes: ``"Los Angeles (A)"`` per route held, in the order won.
        maintenance_owed: line 5c still to pay this quarter, or ``None`` when paid or not yet due.
        tax_owed: Tournament Game, Phase 2: the tax still to pay this quarter (after refunds
            carried), or ``None`` when paid or not due now; with the Tax Table still a
            placeholder, the placeholder's figure (the banker types the sheet's).
        tax_credit: Tournament Game: tax refunds carried, to deduct from following taxes.
        residual: Tournament Game: the Residual Value step owed this quarter, or ``None``.
        fleet: planes owned by quarter bought, ``((quarter, Prop Jets, Super Jets), ...)``, the starting planes
            left out (``starting_fleet``).
        starting_fleet: the starting planes still owned, ``(Prop Jets, Super Jets)``: not bought, they leave
            service with Y1 Q1's (Tournament Game, Residual Value).
        active: still in the game (:attr:`PlayerState.active`): not bankrupt, not merged; ``status`` is the
            same in words, for the screen.
        status_brief: ``status`` without its quarter (``"Merged into Bea"``); status_word: its first word alone
            (``"Active"``, ``"Bankrupt"``, ``"Merged"``), for a grid's column short of room.
    """

    seat: int
    name: str
    cash: int
    idle_prop: int
    idle_super: int
    operating_prop: int
    operating_super: int
    routes: tuple[str, ...]
    class_a: int
    loans: int
    loan_room: int
    income_to_date: int
    status: str
    senior_president: bool
    maintenance_owed: int | None
    tax_owed: int | None = None
    tax_credit: int = 0
    residual: ResidualDue | None = None
    fleet: tuple[tuple[int, int, int], ...] = ()
    active: bool = True
    starting_fleet: tuple[int, int] = (0, 0)
    status_brief: str = "Active"
    status_word: str = "Active"


@dataclass(frozen=True)
class TableView:
    """The table now: quarter, phase, Senior President, every airline, the Bank, what is next."""

    title: str
    quarter: int
    quarter_label: str
    phase: str
    phase_name: str
    senior_president: str
    players: tuple[TablePlayer, ...]
    bank_prop: int
    bank_super: int
    card: Mapping[str, Any] | None
    next_step: str
    flight_costs_table: tuple[tuple[int, int, int, str], ...]
    notes: tuple[str, ...]
    variant: str = "basic"
    #: Tournament Game: the Tax Table as ``((1g from, tax), ...)`` and its provenance
    #: (``"placeholder"``, ``"board"``, ``"illustrative"``)
    tax_table: tuple[tuple[int, int], ...] = ()
    tax_provenance: str = ""
    #: Tournament Game: routes terminated this quarter (re-bid) or given up (residual value)
    terminations: tuple[Termination, ...] = ()
    #: Tournament Game: line 1d of each seat this quarter, ``((seat, amount), ...)``
    fluctuations: tuple[tuple[int, int], ...] = ()
    #: the time limit's last quarter, or ``None`` in a Tournament Game played to elimination
    time_limit: int | None = None
    #: the action kinds that do the next step, the one owed first (:func:`next_kinds`)
    next_kinds: tuple[str, ...] = ()
    #: the plane combinations typed with the bids recorded in this game for figures the Flight Costs Table has
    #: no row for, as ``((flight costs in whole dollars, super jets, prop jets), ...)`` by figure: revealed at
    #: the table already, and the board's rows to check them against (Flight Costs Table: one combination a figure)
    typed_combinations: tuple[tuple[int, int, int], ...] = ()
    #: who buys first if the Bank runs short: the Senior President, or, when that seat is out of the game, the
    #: next seat clockwise still in it (Reminder Rules 4; docs/rule-readings.md, Senior President after a
    #: bankruptcy); "" when nobody is left
    first_buyer: str = ""
    #: the seats still in the game, from the Senior President (or, that seat out, the next one still in)
    #: clockwise: the order the table goes round in, e.g. for the secret bids, whose ties go the same way (Route
    #: Bidding); () once the game is over
    round_from_senior: tuple[int, ...] = ()


def _bought_fleet(player: PlayerState) -> tuple[tuple[int, int, int], ...]:
    """``player``'s planes by quarter bought, ``((quarter, Prop Jets, Super Jets), ...)``, without the starting
    planes (counted in Y1 Q1 for Residual Value, not bought)."""
    start_p, start_s = player.starting_fleet
    out = []
    for quarter, (props, supers) in sorted(player.fleet.items()):
        if quarter == 1:
            props, supers = props - start_p, supers - start_s
        if props or supers:
            out.append((quarter, props, supers))
    return tuple(out)


def next_step(state: AirEmpireState) -> str:
    """What the banker does next, in the table's words, e.g. ``"Phase 5: Bea owes $3,100 maintenance"``; after the
    action that closed Phase 3 (loans), who could still have borrowed then (:func:`loans_closed_text`)."""
    text = _next_step(state)
    closed = loans_closed_text(state)
    return f"{text}; {closed}" if closed and state.phase != "over" else text


def loans_closed_text(state: AirEmpireState) -> str:
    """What the last action recorded closed of Phase 3 (loans), whole dollars: ``"Phase 3 closed: Bea could have
    borrowed $5,000, Cal $10,000"`` (``"Y1 Q3's Phase 3 closed: …"`` once that quarter is over); ``""`` when it closed
    no Phase 3 or nobody could borrow then (said every quarter where nobody holds two Class A routes, it was a line to
    read past). Air Empire, Basic Game, Phase 3 and Class A Service (b)."""
    if not state.loans_closed:
        return ""
    # the quarter named once it is over (the maintenance that closed Phase 3 ended it too): "Phase 3 closed" on the
    # next quarter's Phase 1 read as that quarter's (a newcomer's try)
    whose = "" if state.loans_closed_in == state.quarter else f"{quarter_label(state.loans_closed_in)}'s "
    return f"{whose}Phase 3 closed: {rooms_words(state, state.loans_closed, 'could have borrowed')}"


def _next_step(state: AirEmpireState) -> str:
    """:func:`next_step` before what the last action closed."""
    if state.phase == "over":
        best = standings(state)[0]
        return f"Game over: {best.name} wins with ${best.cash:,}"
    label = quarter_label(state.quarter)
    if state.phase == "route_card":
        text = f"Phase 1: turn up the route card for {label}"
        if state.tournament:
            if is_new_period(state.quarter):
                text += (
                    " — a new 3-year period: all 18 Route Cards reshuffled; a route won before is "
                    "terminated (1e) and re-bid when its card comes up"
                )
            text += "; type its Revenue Fluctuations"
            pending = [p for p in state.active_players() if p.pending_1e_cities]
            if pending:
                text += "; 1e for routes given up: " + ", ".join(f"{p.name} ${p.pending_1e:,}" for p in pending)
        return text
    if state.phase == "bidding":
        assert state.card is not None
        minimums = ", ".join(f"{c} ${m:,}" for c, m in state.card["minimums"].items())
        text = f"Phase 1: secret bids on {state.card['city']} (minimums {minimums})"
        ended = [t for t in state.terminations.get(state.quarter, []) if t.reason == "re-bid"]
        if ended:
            text += "; re-bid, income terminated (1e): " + ", ".join(
                f"{state.player(t.seat).name} {t.service_class} ${t.flight_profit:,}" for t in ended
            )
        return text
    owed = [p for p in state.active_players() if p.seat not in state.maintenance_done]
    if state.phase == "taxes":
        player = next(p for p in state.active_players() if p.seat not in state.taxes_done)
        due = tax_due(state, player.seat)
        if not due.confirmed:
            return (
                f"Phase 2: {player.name}'s taxes on 1g {format_money(due.income)} — the Tax Table is a placeholder "
                "(not the sheet's): type the tax from the sheet, or enter the Tax Table"
            )
        if due.tax < 0:
            return (
                f"Phase 2: {player.name}, minus 1g {format_money(due.income)}: no refund, "
                f"{format_money(-due.tax)} carried to later taxes"
            )
        text = f"Phase 2: {player.name} owes {format_money(due.payment)} taxes on 1g {format_money(due.income)}"
        return text + (
            f" (tax {format_money(due.tax)} less {format_money(due.credit_used)} refund carried)"
            if due.credit_used
            else ""
        )
    residual = [d for d in (residual_due(state, p.seat) for p in state.active_players()) if d is not None]
    if residual and state.phase in ("loans", "equipment", "maintenance"):
        d = residual[0]
        who = state.player(d.seat).name
        head = "Phase 4 (after any Phase 3 loans)" if state.phase == "loans" else "Phase 4"
        text = (
            f"{head}: Residual Value — {who}'s {d.prop_jets} Prop Jet(s) and {d.super_jets} Super Jet(s) "
            f"bought in {quarter_label(d.bought_quarter)} leave service: replace (${d.replace_all:,} for all) "
            f"or turn in (${d.turn_in_all:,} for all)"
        )
        if not d.can_keep_routes:
            text += "; short of cash for the Replacements on routes: routes may be given up"
        return text
    if state.phase == "loans":
        can = loan_rooms(state)
        if can:
            return (
                "Phase 3: loans ("
                + ", ".join(f"{state.player(seat).name} may borrow ${room:,}" for seat, room in can)
                + "), then Phase 4"
                + _short_for_maintenance(state)
            )
        # after a loan (this quarter's or an earlier one) the room is used up, not absent: "more", not a flat no
        more = " more" if any(p.loans for p in state.active_players()) else ""
        return (
            f"Phase 3: nobody may borrow{more} (two Class A routes per $5,000); on to Phase 4, plane purchases"
            + _short_for_maintenance(state)
        )
    if state.phase == "equipment":
        if state.purchase_done:  # one purchase a quarter, every order in it (Basic Game, Phase 4)
            return (
                "Phase 4: this quarter's purchases are recorded; plane sales between players, then Phase 5 maintenance"
                + _short_for_maintenance(state)
            )
        return "Phase 4: plane purchases and sales, then Phase 5 maintenance" + _short_for_maintenance(state)
    return _maintenance_owed(state, owed)


def _maintenance_owed(state: AirEmpireState, owed: list[PlayerState]) -> str:
    """Phase 5's next step: every player still owing line 5c, whole dollars, and who cannot pay it (Air Empire, Basic
    Game, Phase 5 and Test of Bankruptcy): ``"Phase 5: Bea owes $2,300 maintenance"``; several, every one of them
    named, ``"Phase 5: Bea $2,300, Çelik $2,700 and Dmitri $1,900 owe maintenance"`` (a newcomer's try: "Alexandra
    owes $3,700 maintenance" named one of the three still owing)."""
    dues = [(p, maintenance_due(p)[2], _cash(state, p.seat)) for p in owed]
    short = [
        f"{p.name} has ${cash:,}: short by ${line_5c - cash:,}, recording it makes {p.name} bankrupt"
        for p, line_5c, cash in dues
        if cash < line_5c
    ]
    if len(dues) == 1:
        player, line_5c, _cash_now = dues[0]
        text = f"Phase 5: {player.name} owes ${line_5c:,} maintenance"
        return text + (f", {short[0].removeprefix(player.name + ' ')} (Test of Bankruptcy)" if short else "")
    each = [f"{p.name} ${line_5c:,}" for p, line_5c, _cash_now in dues]
    text = f"Phase 5: {listed(each)} owe maintenance"
    return text + (f"; {'; '.join(short)} (Test of Bankruptcy)" if short else "")


def _short_for_maintenance(state: AirEmpireState) -> str:
    """``"; short for Phase 5 maintenance: Bob has $1,300 of $2,700"`` for each active player whose cash
    would not pay line 5c now (Air Empire, Basic Game, Test of Bankruptcy: "Bankruptcy occurs when a player
    does not have the Cash to pay the expenses of Phase 5"), said before Phase 5 while a loan (Phase 3) or a
    plane sale to another player (Phase 4) may still raise it; ``""`` when everyone can pay."""
    owed = [(p, _cash(state, p.seat), maintenance_due(p)[2]) for p in state.active_players()]
    short = [
        f"{p.name} has ${cash:,} of ${due:,}"
        for p, cash, due in owed
        if p.seat not in state.maintenance_done and cash < due
    ]
    return f"; short for Phase 5 maintenance: {', '.join(short)}" if short else ""


def next_kinds(state: AirEmpireState) -> tuple[str, ...]:
    """The action kinds that do :func:`next_step`, the one owed first (e.g. ``("air_empire.maintenance",)``
    in Phase 5); empty when the game is over. A kind the rules refuse at this moment may be listed
    (Phase 4's purchases once they are recorded): the banker's seat offers only the kinds
    :meth:`ledger.game.Game.refused_now` lets through. Air Empire, Basic Game, "Beginning Play";
    Tournament Game, Phase 2 and Residual Value.
    """
    phase = state.phase
    if phase == "over":
        return ()
    if phase in ("route_card", "bidding"):
        return ({"route_card": "air_empire.route_card", "bidding": "air_empire.bids"}[phase],)
    if phase == "taxes":
        due = next(tax_due(state, p.seat) for p in state.active_players() if p.seat not in state.taxes_done)
        return ("air_empire.taxes",) if due.confirmed else ("air_empire.taxes", "air_empire.tax_table")
    kinds: tuple[str, ...] = ()
    if any(residual_due(state, p.seat) for p in state.active_players()):
        kinds = ("air_empire.residual_value",)
    if phase == "loans":
        if any(loan_room(p.class_a_won, p.loans) for p in state.active_players()):
            kinds += ("air_empire.loan",)
        return kinds + ("air_empire.purchase",)
    if phase == "equipment":
        return kinds + ("air_empire.purchase", "air_empire.plane_sale", "air_empire.maintenance")
    return kinds + ("air_empire.maintenance",)


def table_view(state: AirEmpireState) -> TableView:
    """The view model of the table screen (whole dollars)."""
    senior = senior_president(state) if state.phase != "over" else 0
    round_from_senior = (
        tuple(seat for seat in clockwise_from(state, senior) if state.player(seat).active) if senior else ()
    )
    players = tuple(
        TablePlayer(
            seat=p.seat,
            name=p.name,
            cash=_cash(state, p.seat),
            idle_prop=p.idle_prop,
            idle_super=p.idle_super,
            operating_prop=p.operating_prop,
            operating_super=p.operating_super,
            routes=tuple(f"{r.city} ({r.service_class})" for r in p.routes),
            class_a=p.class_a_won,
            loans=p.loans,
            loan_room=loan_room(p.class_a_won, p.loans) if p.active else 0,  # out of the game: borrows nothing
            income_to_date=p.income_to_date,
            status=status_text(state, p),
            status_brief=status_text(state, p, when=False),
            status_word=STATUS_WORDS.get(p.status, STATUS_WORDS["active"]),
            active=p.active,
            senior_president=(p.seat == senior),
            maintenance_owed=(
                maintenance_due(p)[2]
                if p.active
                and state.phase in ("loans", "equipment", "maintenance")
                and p.seat not in state.maintenance_done
                else None
            ),
            tax_owed=(
                tax_due(state, p.seat).payment
                if p.active and state.phase == "taxes" and p.seat not in state.taxes_done
                else None
            ),
            tax_credit=p.tax_credit,
            residual=(residual_due(state, p.seat) if state.phase in ("loans", "equipment", "maintenance") else None),
            fleet=_bought_fleet(p),
            starting_fleet=p.starting_fleet,
        )
        for p in state.players
    )
    table = tuple(
        (amount, supers, props, state.table_provenance.get(amount, ""))
        for amount, (supers, props) in sorted(state.flight_costs_table.items())
    )
    return TableView(
        title=state.title,
        quarter=state.quarter,
        quarter_label=quarter_label(state.quarter),
        phase=state.phase,
        phase_name=PHASE_NAMES[state.phase],
        senior_president=state.player(senior).name if senior else "",
        players=players,
        bank_prop=state.bank_prop,
        bank_super=state.bank_super,
        card=state.card,
        next_step=next_step(state),
        flight_costs_table=table,
        notes=table_notes(state),
        variant=state.variant,
        tax_table=state.tax_table,
        tax_provenance=state.tax_provenance,
        terminations=tuple(state.terminations.get(state.quarter, ())) if state.phase != "over" else (),
        fluctuations=tuple(
            (p.seat, p.recap.get(state.quarter, {}).get("1d") or 0)
            for p in state.players
            if p.recap.get(state.quarter, {}).get("1d")
        )
        if state.phase != "over"
        else (),
        time_limit=state.time_limit,
        next_kinds=next_kinds(state),
        typed_combinations=tuple(
            (amount, supers, props)
            for amount, (supers, props) in sorted(state.typed_combinations.items())
            if amount not in state.flight_costs_table
        ),
        first_buyer=state.player(round_from_senior[0]).name if round_from_senior else "",
        round_from_senior=round_from_senior,
    )


@dataclass(frozen=True)
class PhaseOneSplit:
    """One player's Phase 1 lines once the revealed bids are recorded, whole dollars (``None``: left blank).

    Air Empire, Basic Game, Playing Procedure, Phase 1: 1g = 1a + 1b (Flight Profit) + 1c
    (Efficiency Savings) − 1f (Stand-pat penalty); Tournament Game: + 1d (Revenue
    Fluctuations, signed) − 1e (routes re-bid).
    """

    seat: int
    name: str
    line_1a: int | None
    flight_profit: int | None
    efficiency_savings: int | None
    fluctuation: int | None
    rebid: int | None
    stand_pat_penalty: int | None
    total: int
    #: the won route's revenue and Flight Costs bid that line 1b was worked out from (``None``: no route won), to say
    #: how 1b was rounded (:meth:`profit_rounding`)
    revenue: int | None = None
    flight_costs: int | None = None

    def parts(self) -> list[tuple[str, str, int]]:
        """The lines that are not blank, as ``(code, rulebook term, amount)`` (amount signed as added to 1g)."""
        out = []
        for code, term, amount, sign in (
            ("1a", "", self.line_1a, 1),
            ("1b", "Flight Profit", self.flight_profit, 1),
            ("1c", "Efficiency Savings", self.efficiency_savings, 1),
            ("1d", "Revenue Fluctuations", self.fluctuation, 1),
            ("1e", "Route re-bid", self.rebid, -1),
            ("1f", "Stand-pat penalty", self.stand_pat_penalty, -1),
        ):
            if amount is not None:
                out.append((code, term, sign * amount))
        return out

    def text(self) -> str:
        """The lines in the rulebook's terms (Playing Procedure, Phase 1), as the reveal and the journal say them:
        ``"1a $6,000 − Stand-pat penalty $600 = $5,400"``, the total being line 1g (a line left blank is left out,
        and 1a when it is $0); one line alone names the 1g it makes: ``"1g $6,000 (Flight Profit)"``. A first line
        below zero (a Tournament Game's 1a after its deductions) is written as the sheet writes it, in parentheses:
        ``"1a ($2,800) + Flight Profit $5,000 = $2,200"`` ("− 1a $2,800" read as 1a deducted, a newcomer's try).
        A Flight Profit, Efficiency Savings and a Stand-pat penalty that were rounded to the $100 say their rounding
        (:meth:`profit_rounding`, :meth:`savings_rounding`, :meth:`penalty_rounding`). Whole dollars."""
        text = ""
        shown = []
        rounding = {"1b": self.profit_rounding, "1c": self.savings_rounding, "1f": self.penalty_rounding}
        rounded = ""
        for code, term, amount in self.parts():
            if code == "1a" and amount == 0:
                continue
            if not text:
                figure = f"({format_money(abs(amount))})" if amount < 0 else format_money(amount)
                text = f"{term or code} {figure}"
            else:
                text += f"{' − ' if amount < 0 else ' + '}{term or code} {format_money(abs(amount))}"
            rounded = rounding[code]() if code in rounding else ""
            text += f" ({rounded})" if rounded else ""
            shown.append(term or code)
        if len(shown) == 1:  # one line alone (the first quarter's Flight Profit): "$6,000 = $6,000" said it twice
            # its rounding said within the same parentheses (a review: a first quarter's rounding was left out)
            how = f"; {rounded}" if rounded else ""
            return f"1g {format_money(self.total)} ({shown[0]}{how})"
        return f"{text} = {format_money(self.total)}" if text else f"1g {format_money(self.total)}"

    def profit_rounding(self) -> str:
        """How the Flight Profit was rounded, when the won route's revenue minus its Flight Costs is not a whole $100:
        ``"$22,250 − $12,000 = $10,250, a half rounds down"``, said as :meth:`savings_rounding` says the
        Efficiency Savings'; ``""`` otherwise (a newcomer's try: a Flight Profit of $10,250 shown as $10,200, the
        rounding unsaid while the savings' beside it was said). Air Empire, Basic Game, Route Applications 5
        ("Subtract FLIGHT COSTS from REVENUE") and the Phase 1 NOTE ("All entries must be rounded off to the nearest
        $100 denomination"), halves down as Reminder Rules 9 ("$2,150 ... is rounded off to $2,100")."""
        if self.flight_profit is None or self.revenue is None or self.flight_costs is None:
            return ""
        worked = f"{format_money(self.revenue)} − {format_money(self.flight_costs)}"
        return self._rounded(Fraction(self.revenue - self.flight_costs), self.flight_profit, worked)

    def savings_rounding(self) -> str:
        """How the Efficiency Savings were rounded, when their percentage of the Flight Profit is not a whole $100:
        ``"20% = $1,740, rounded"`` (40% for two adjacent Class A routes, ...), said as :meth:`penalty_rounding`
        says the Stand-pat penalty's; ``""`` otherwise (a newcomer's try: "Efficiency Savings $1,700" beside a
        Flight Profit of $8,700, the $1,740 step unsaid). Air Empire, Basic Game, Class A Service (a) (20 % of the
        new route's Flight Profit for each adjacent city won in Class A) and Reminder Rules 9 ("All computations are
        rounded off to the nearest $100"), halves down. The adjacent routes counted are those that give the
        savings recorded (:func:`~.phase1_operations.efficiency_savings`); when several counts would, nothing is
        said."""
        profit, savings = self.flight_profit, self.efficiency_savings
        if not profit or profit <= 0 or not savings or savings <= 0:
            return ""
        counts = []
        count = 1
        # each adjacent route adds 20 % of the profit: past the savings (and half of $100 over) none can give them
        while percent_of(profit, EFFICIENCY_PERCENT * count) <= savings + 50:
            if efficiency_savings(profit, count) == savings:
                counts.append(count)
            count += 1
        if len(counts) != 1:
            return ""
        percent = EFFICIENCY_PERCENT * counts[0]
        return self._rounded(percent_of(profit, percent), savings, f"{percent}%")

    @staticmethod
    def _rounded(exact: Fraction, entered: int, worked: str) -> str:
        """``"20% = $1,740, rounded"``: a line ``worked`` out (``"20%"``, ``"$22,250 − $12,000"``) ``exact``ly, when
        it is whole dollars and ``entered`` rounded it to the $100 (a half down, said so: the rulebook's $2,150 to
        $2,100; a half below zero toward $0, by its size, as :func:`~ledger.money.round_hundred_half_down`: -$2,250
        to -$2,200); else ``""``."""
        if exact == entered or exact.denominator != 1:
            return ""
        # a half rounds down (the rulebook's $2,150 to $2,100), said so: a newcomer expected $1,850 to make $1,900;
        # below zero, a half goes toward $0 (a review: -$2,250 to -$2,200 was said "a half rounds down")
        half = abs(int(exact)) % 100 == 50
        how = ("a half rounds toward $0" if exact < 0 else "a half rounds down") if half else "rounded"
        return f"{worked} = {format_money(int(exact))}, {how}"

    def penalty_rounding(self) -> str:
        """How the Stand-pat penalty was rounded, when 10 % of line 1a is not a whole $100: ``"10% = $980,
        rounded"`` (to the nearest $100; short, for the journal's detail at 80 columns); ``""`` otherwise (a
        newcomer's try: the $980 step was left for the banker to work out against the paper sheet). Air Empire, Basic
        Game, Phase 1 (Stand-pat penalty, 10 % of line 1a) and its NOTE ("All entries must be rounded off to the
        nearest $100"), halves down."""
        if not self.line_1a or self.line_1a <= 0 or not self.stand_pat_penalty:
            return ""  # (no penalty on a 1a of $0 or less: a review saw "$0 (10% = -$280, rounded)")
        if self.stand_pat_penalty != stand_pat_penalty(self.line_1a):
            return ""
        # (1a is rounded to the $100 as every entry: a tenth of it is whole dollars; else it is not said)
        return self._rounded(
            percent_of(self.line_1a, STAND_PAT_PERCENT), self.stand_pat_penalty, f"{STAND_PAT_PERCENT}%"
        )


def bids_split(state: AirEmpireState, payload: Mapping[str, Any]) -> list[PhaseOneSplit]:
    """What recording the bids of ``payload`` writes on each active player's Phase 1 lines, on a
    copy of the state (nothing recorded), in seat order.

    Raises:
        RuleViolation: the bids are refused (as :func:`~.phase1_operations.read_bids`).
    """
    after = copy.deepcopy(state)
    _record_bids(after, payload)
    return [_split_of(after.player(player.seat), state.quarter) for player in state.active_players()]


def _split_of(player: PlayerState, quarter: int) -> PhaseOneSplit:
    """``player``'s Phase 1 lines of ``quarter`` as its recap holds them, with the revenue and Flight Costs of the
    route won that quarter (its Route Application)."""
    lines = player.recap.get(quarter, {})
    won = next((a for a in player.applications if a.quarter == quarter and a.outcome == "won"), None)
    return PhaseOneSplit(
        player.seat,
        player.name,
        lines.get("1a"),
        lines.get("1b"),
        lines.get("1c"),
        lines.get("1d"),
        lines.get("1e"),
        lines.get("1f"),
        lines.get("1g") or 0,
        None if won is None else won.revenue,
        None if won is None else won.flight_costs,
    )


def recorded_split(state: AirEmpireState, quarter: int) -> list[PhaseOneSplit]:
    """What the bids recorded in ``quarter`` wrote on each player's Phase 1 lines, as the game now holds them, in
    seat order: every player whose line 1g of the quarter is written (``[]`` before the quarter's bids). Air Empire,
    Basic Game, Playing Procedure, Phase 1 (lines 1a-1g of the Condensed Re-cap Sheet)."""
    return [_split_of(p, quarter) for p in state.players if p.recap.get(quarter, {}).get("1g") is not None]
