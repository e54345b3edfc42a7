"""Air Empire, Tournament Game, Taxes (Phase 2, line 2a): the Tax Table, refunds carried, bankruptcy."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

from ....errors import slip_guarded
from ....journal import Entry, RuleViolation, transfer
from ....money import format_money
from ....payload import a_list as _list, cash as _cash, fields as _mapping, whole as _int
from ..bankruptcy import go_bankrupt
from ..meta import tax_source_words
from ..state import (
    R_PHASES,
    R_T_NOT_BASIC,
    R_T_TAXES,
    AirEmpireState,
    game_over,
    quarter_label,
    recap_of,
    require_phase,
    require_tournament,
    seat_of,
)

__all__ = [
    "tax_from_table",
    "PLACEHOLDER_TAX_TABLE",
    "illustrative_tax_table",
    "TaxDue",
    "tax_due",
    "taxes_bankrupt",
    "tax_table",
    "tax_table_falls",
    "taxes",
]


def tax_from_table(rows: tuple[tuple[int, int], ...] | list[tuple[int, int]], income: int) -> int:
    """The tax the Tax Table gives for line 1g (gross income to date), whole dollars.

    Air Empire, Tournament Game, Taxes: "Enter on Line 2a the tax that must be paid for Line
    1g". Each row ``(1g from, tax)`` applies from its 1g up to the next row's; below the first
    row no tax is due. A minus 1g gives a refund due (a negative result): the table's own
    rows below 0 when it has them (below the lowest of those, the lowest row's), otherwise
    the tax of the same amount positive (docs/rule-readings.md, "Air Empire, Tournament Game").

    Args:
        rows: the table, rows of ``(1g from, tax)`` in whole dollars, 1g rising.
        income: line 1g, whole dollars (may be negative).

    Returns:
        The tax in whole dollars; negative: a refund due (never paid by the Bank).
    """
    if not rows:
        return 0
    first = rows[0][0]
    if income < first:
        if income < 0 and first >= 0:
            return -tax_from_table(rows, -income)
        return rows[0][1] if first < 0 else 0
    tax = 0
    for start, amount in rows:
        if start <= income:
            tax = amount
    return tax


def _load_tax_rows() -> tuple[tuple[int, int], ...]:
    text = resources.files("ledger.games.air_empire.data").joinpath("tax_table.toml").read_text("utf-8")
    return tuple((r["income_from"], r["tax"]) for r in tomllib.loads(text)["rows"])


#: The placeholder Tax Table (ledger/games/air_empire/data/tax_table.toml): made-up rows marked
#: ``board``, standing in until the banker enters the sheet's table. Never the sheet's figures.
PLACEHOLDER_TAX_TABLE: tuple[tuple[int, int], ...] = _load_tax_rows()


def illustrative_tax_table() -> dict[str, Any]:
    """An ``air_empire.tax_table`` payload adopting the placeholder rows as ILLUSTRATIVE.

    For tests, sample games and to prefill the banker's form; the sheets of a game that
    records it say the Tax Table is illustrative, not the sheet's (DESIGN.md, provenance).
    """
    return {
        "provenance": "illustrative",
        "rows": [{"income_from": start, "tax": tax} for start, tax in PLACEHOLDER_TAX_TABLE],
    }


@dataclass(frozen=True)
class TaxDue:
    """A player's Phase 2 tax now (Air Empire, Tournament Game, Taxes). Whole dollars.

    Attributes:
        seat: the player's seat.
        income: line 1g of this quarter (gross income to date).
        tax: the tax for 1g (from the Tax Table, or typed by the banker); negative: a
            refund due, which the Bank does not pay but which is deducted from following
            tax payments.
        confirmed: false while the Tax Table is the unconfirmed placeholder and no tax was
            typed: ``tax`` is then the placeholder's figure, shown only to help, never used.
        credit_before: refunds carried from earlier quarters, not yet deducted.
        credit_used: the part of them deducted from this payment.
        payment: what the player pays the Bank now (line 2a when ``tax`` >= 0).
        credit_after: refunds still carried after this quarter.
        line_2a: the amount entered on line 2a: ``payment``, or ``tax`` when it is a refund.
    """

    seat: int
    income: int
    tax: int
    confirmed: bool
    credit_before: int
    credit_used: int
    payment: int
    credit_after: int

    @property
    def line_2a(self) -> int:
        """Line 2a: the tax paid, or the refund due as a negative amount (printed in parentheses)."""
        return self.payment if self.tax >= 0 else self.tax


def tax_due(state: AirEmpireState, seat: int, typed: int | None = None) -> TaxDue:
    """The Phase 2 tax of the player in ``seat`` on this quarter's 1g, whole dollars.

    Air Empire, Tournament Game, Taxes: the tax for line 1g from the Tax Table (or ``typed``,
    the figure the banker reads on the sheet), paid to the Bank at once. "If a player has a
    minus GROSS INCOME TO DATE, the Bank does not make a tax refund. Such refund may be
    deducted from any following tax payment due": a refund due is carried, and refunds
    add up quarter after quarter until deducted from tax payments.
    """
    player = state.player(seat)
    income = player.income_to_date
    tax = typed if typed is not None else tax_from_table(state.tax_table, income)
    confirmed = typed is not None or state.tax_provenance in ("board", "illustrative")
    credit = player.tax_credit
    if tax >= 0:
        used = min(credit, tax)
        return TaxDue(seat, income, tax, confirmed, credit, used, tax - used, credit - used)
    return TaxDue(seat, income, tax, confirmed, credit, 0, 0, credit - tax)


def taxes_bankrupt(state: AirEmpireState, seat: int, typed: int | None = None) -> bool:
    """Whether paying this quarter's tax now would make the player in ``seat`` bankrupt at once.

    Air Empire, Tournament Game, Taxes: "Failure to pay Taxes results in immediate
    bankruptcy." The payment is :func:`tax_due`'s (after refunds carried), whole dollars;
    ``typed`` is the tax the banker read on the sheet, when one is typed.
    """
    return _cash(state, seat) < tax_due(state, seat, typed).payment


def tax_table_falls(rows: Sequence[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """The rows of a Tax Table, ``(1g from, tax)`` in whole dollars going up, whose tax is lower than the row
    before's, as ``(1g from, tax before, tax)``: a table where more income pays less tax is most likely a
    figure mistyped from the sheet (``110000 3000`` for ``39000``). Not refused (the sheet is the authority,
    and airbanker never saw it), but said before it is recorded.

    Air Empire, Tournament Game, Taxes (the Tax Table on the Condensed Re-cap Sheet).
    """
    return [(start, rows[i - 1][1], tax) for i, (start, tax) in enumerate(rows) if i and tax < rows[i - 1][1]]


def tax_table(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """``air_empire.tax_table``: the Tax Table of the Condensed Re-cap Sheet, typed by the banker
    (``{"provenance": "board", "rows": [{"income_from": 0, "tax": 0}, ...]}``, whole dollars, the rows going up
    by 1g). The same row typed twice is kept once (as the Flight Costs Table's); one 1g given two taxes is refused.

    Air Empire, Tournament Game, Taxes; a tax in whole hundreds (Basic Game, Reminder Rules 9).

    Raises:
        RuleViolation: not the Tournament Game, no rows, a row out of order, twice with another tax, a tax not in
            hundreds, or a tax whose sign does not fit its 1g.
    """
    rule = R_T_TAXES
    require_tournament(state, "The Tax Table", R_T_NOT_BASIC)
    provenance = payload.get("provenance")
    if provenance not in ("board", "illustrative"):
        raise RuleViolation(
            'must be "board" (copied from the Condensed Re-cap Sheet) or "illustrative"',
            field="provenance",
            rule="DESIGN.md, tables the rulebooks do not print",
        )
    rows = _list(payload, "rows", rule)
    if not rows:
        raise RuleViolation("the table needs at least one row", field="rows", rule=rule)
    table: list[tuple[int, int]] = []
    for i, raw in enumerate(rows):
        row = _mapping(raw, f"rows[{i}]", rule)
        where = f"rows[{i}]."
        start = _int(row, "income_from", where, rule)
        tax = _int(row, "tax", where, rule)
        if tax % 100:
            raise RuleViolation(
                "must be whole hundreds of dollars",
                field=f"{where}tax",
                rule="Air Empire, Basic Game, Reminder Rules 9",
            )
        if (start, tax) in table:
            # the same row typed again is kept once, as the Flight Costs Table's: "10000 500" typed a second time,
            # below "20000 1500", was refused "rows go up" for a row the table holds already (a newcomer's try)
            continue
        earlier = next((t for s, t in table if s == start), None)
        if earlier is not None:
            raise RuleViolation(
                f"1g {format_money(start)} appears twice with different taxes: {format_money(earlier)}, "
                f"then {format_money(tax)}",
                field=f"{where}income_from",
                rule=rule,
            )
        if table and start <= table[-1][0]:
            raise RuleViolation(
                f"1g {format_money(start)} must be above the row before ({format_money(table[-1][0])}): rows go up",
                field=f"{where}income_from",
                rule=rule,
            )
        if (start >= 0 and tax < 0) or (start < 0 and tax > 0):
            raise RuleViolation(
                "a tax for 1g of 0 or more is not negative, and a row for a minus 1g is a refund (0 or negative)",
                field=f"{where}tax",
                rule=rule,
            )
        table.append((start, tax))
    state.tax_table, state.tax_provenance = tuple(table), provenance
    return [], f"Tax Table entered ({len(table)} rows, {provenance})"


def taxes(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """``air_empire.taxes``: one player's tax on line 1g (``{"player": 2}``, or with ``tax`` typed from the
    sheet), or several players' from the Tax Table entered, in one action (``{"players": [1, 2, 3]}``, each
    in the order given, as if recorded one after the other).

    Air Empire, Tournament Game, Phase 2, Estimated Taxes.
    """
    rule = R_T_TAXES
    require_tournament(state, "Phase 2, Estimated Taxes,", R_T_NOT_BASIC)
    require_phase(state, ("taxes",), "Taxes", rule=R_PHASES)
    seats = payload.get("players")
    if seats is None:
        return _one_tax(state, payload, "player")
    entries: list[Entry] = []
    summaries: list[str] = []
    for i, seat in enumerate(seats):
        if seat in seats[:i]:
            raise RuleViolation("a player is named twice", field=f"players[{i}]", rule=rule)
        if state.phase != "taxes":  # Phase 2 ended with the one before
            raise RuleViolation("every player has paid taxes this quarter", field=f"players[{i}]", rule=rule)
        done, summary = _one_tax(state, {"player": seat}, f"players[{i}]")
        entries += done
        summaries.append(summary)
    return entries, "; ".join(summaries)


def _one_tax(state: AirEmpireState, payload: Mapping[str, Any], field_name: str) -> tuple[list[Entry], str]:
    rule = R_T_TAXES
    player = seat_of(state, payload.get("player"), field_name, rule)
    if player.seat in state.taxes_done:
        raise RuleViolation(f"{player.name} has paid taxes this quarter", field=field_name, rule=rule)
    typed: int | None = None
    if "tax" in payload:
        typed = _int(payload, "tax", "", rule)
        if typed % 100:
            raise RuleViolation(
                "must be whole hundreds of dollars", field="tax", rule="Air Empire, Basic Game, Reminder Rules 9"
            )
        if typed < 0 <= player.income_to_date or typed > 0 > player.income_to_date:
            raise RuleViolation(
                f"a tax for 1g {format_money(player.income_to_date)} is "
                + ("not negative" if typed < 0 else "a refund (0 or negative)"),
                field="tax",
                rule=rule,
            )
        if (
            typed > player.income_to_date >= 0
            and state.tax_provenance not in ("board", "illustrative")
            and (slip_guarded())
        ):
            # a slip guard (ledger.errors), for a tax typed from the sheet while no table is entered: a tax is a
            # share of the 1g it is read on, more than all of it is a slip (a newcomer's try: "250" refused, then
            # "200" typed after it, $250,200 on a 1g of $4,000). Not a refund: a refund row of the sheet may give
            # more than a small loss. A table entered is checked row by row below
            raise RuleViolation(
                f"a tax of {format_money(typed)} is more than the 1g {format_money(player.income_to_date)} "
                "it is read on: "
                "type the figure of the Tax Table's row for that 1g",
                field="tax",
                rule=rule,
            )
    due = tax_due(state, player.seat, typed)
    if not due.confirmed:
        raise RuleViolation(
            f"the Tax Table is a placeholder, not the sheet's: type {player.name}'s tax for 1g "
            f"{format_money(due.income)} from the Tax Table on the Condensed Re-cap Sheet (field tax), or enter the "
            "sheet's table first (air_empire.tax_table)",
            field="tax",
            rule=f"{rule}; DESIGN.md, provenance",
        )
    if typed is not None and state.tax_provenance in ("board", "illustrative"):
        table_tax = tax_from_table(state.tax_table, due.income)
        if typed != table_tax:
            raise RuleViolation(
                f"the Tax Table entered ({tax_source_words(state.tax_provenance)}) gives {format_money(table_tax)} "
                f"for 1g {format_money(due.income)}, not {format_money(typed)}: correct the table "
                "(air_empire.tax_table) or leave tax out",
                field="tax",
                rule=rule,
            )
    q = state.quarter
    recap = recap_of(player, q)
    recap["2a"] = due.line_2a
    player.tax_credit = due.credit_after
    state.taxes_done.add(player.seat)
    entries: list[Entry] = []
    if due.payment > _cash(state, player.seat):
        entries = go_bankrupt(state, player, q)
        summary = (
            f"{player.name} cannot pay ${due.payment:,} taxes with ${_cash(state, player.seat):,}: bankrupt "
            "(Failure to pay Taxes results in immediate bankruptcy)"
        )
    elif due.tax < 0:
        summary = (
            f"{player.name}: minus 1g ${due.income:,}, no refund from the Bank; ${-due.tax:,} carried "
            f"(${due.credit_after:,} to deduct from following taxes)"
        )
    else:
        if due.payment:
            entries = [
                transfer(
                    f"{quarter_label(q)} line 2a taxes paid by {player.name}",
                    f"p{player.seat}:cash",
                    "bank",
                    due.payment,
                )
            ]
        summary = f"{player.name} pays ${due.payment:,} taxes on 1g ${due.income:,}"
        if due.credit_used:
            summary += f" (tax ${due.tax:,} less ${due.credit_used:,} refund carried)"
    if all(p.seat in state.taxes_done for p in state.active_players()):
        state.taxes_done = set()
        if state.active_players():
            state.phase = "loans"
        else:
            game_over(state)
    return entries, summary
