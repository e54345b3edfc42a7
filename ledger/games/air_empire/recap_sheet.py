"""Air Empire, Basic Game and Tournament Game, Condensed Re-cap Sheet: every player's sheets as view models."""

from __future__ import annotations

from ...payload import cash as _cash
from ...views import (
    AIR_EMPIRE_BASIC_LINES,
    AIR_EMPIRE_TOURNAMENT_LINES,
    DEDUCTION_LINES,
    RecapLine,
    RecapSheet,
    ResidualReceived,
)
from .state import QUARTERS_PER_YEAR, SHEET_QUARTERS, AirEmpireState, PlayerState, quarter_label, service_classes
from .views import status_text, table_notes, tax_table_note

__all__ = ["recap_sheets", "pending_5b_parts"]


def recap_sheets(state: AirEmpireState) -> list[RecapSheet]:
    """Every player's Condensed Re-cap Sheets as view models, one per 3-year period begun (the quarter the game
    stands in, or all of them once it is over).

    "Each player uses one Condensed Recap Sheet throughout the entire game" (Basic Game,
    3 years); a longer game gets one sheet per 3-year period, player by player. Columns
    are quarters; lines follow :data:`ledger.views.AIR_EMPIRE_BASIC_LINES`. Whole dollars.
    """
    sheets = []
    last = state.last_quarter
    periods = (last + SHEET_QUARTERS - 1) // SHEET_QUARTERS
    codes = AIR_EMPIRE_TOURNAMENT_LINES if state.tournament else AIR_EMPIRE_BASIC_LINES
    # a placeholder is never printed as the sheet's figures: its columns are left to copy the sheet's in
    tax_table = state.tax_table if state.tournament and state.tax_provenance != "placeholder" else ()
    # the periods begun only: printed mid-game, a 7-year game's later periods were empty sheets (a newcomer's
    # re-try: 10 pages at Y1 Q4, two of each player's three sheets blank)
    reached = last if state.phase == "over" else max(1, min(state.quarter, last))
    begun = (reached + SHEET_QUARTERS - 1) // SHEET_QUARTERS
    for player in state.players:
        for period in range(begun):
            quarters = range(period * SHEET_QUARTERS + 1, min(last, (period + 1) * SHEET_QUARTERS) + 1)
            lines = tuple(
                RecapLine(
                    code,
                    label,
                    tuple(player.recap.get(q, {}).get(code) for q in quarters),
                    deduction=(code in DEDUCTION_LINES),
                )
                for code, label in codes
            )
            applications = tuple(a for a in player.applications if a.quarter in quarters)
            residual = tuple(
                ResidualReceived(q, quarter_label(q), *player.residual_received[q])
                for q in quarters
                if q in player.residual_received
            )
            first_year, last_year = period * 3 + 1, (quarters.stop - 2) // QUARTERS_PER_YEAR + 1
            years = (
                ""
                if periods == 1
                else (f"Year {first_year}" if first_year == last_year else f"Years {first_year}-{last_year}")
            )
            sheets.append(
                RecapSheet(
                    state.title,
                    player.name,
                    player.seat,
                    tuple(quarter_label(q) for q in quarters),
                    lines,
                    applications,
                    _cash(state, player.seat),
                    status_text(state, player),
                    table_notes(state),
                    period=years,
                    first_quarter=quarters.start,
                    service_classes=service_classes(state),
                    variant=state.variant,
                    tax_table=tax_table,
                    tax_table_note=tax_table_note(state),
                    residual_received=residual,
                    line_notes=parts_5b_notes(state, player, quarters),
                )
            )
    return sheets


def parts_5b_notes(state: AirEmpireState, player: PlayerState, quarters: range) -> tuple[str, ...]:
    """Line 5b of each of ``quarters`` where planes were both added and deducted, in its parts, whole dollars:
    ``"5b Y1 Q3: $0 = $200 for planes bought − $200 for planes sold"``.

    Line 5b is one figure (Basic Game, Phase 5: "$200 each Prop Jet, $500 each Super Jet" purchased; Tournament
    Game, Residual Value: "deduct in Phase 5, $200 for each Prop-Jet and $500 for each Super-Jet turned in"; a
    plane sold to a player lowers the seller's, Plane Sales). A Prop Jet bought and one sold write $0 there, which
    reads as nothing bought (a newcomer's try): the note says what it is made of.
    """
    notes = []
    for q in quarters:
        if q in player.parts_5b:
            notes.append(f"5b {quarter_label(q)}: {_parts_5b(state, *player.parts_5b[q])}")
    return tuple(notes)


def _parts_5b(state: AirEmpireState, added: int, deducted: int) -> str:
    """``"$0 = $200 for planes bought − $200 for planes sold"``: line 5b as the cell writes it, then its parts."""
    gone = "planes sold or turned in" if state.tournament else "planes sold"
    net = added - deducted
    shown = f"(${-net:,})" if net < 0 else f"${net:,}"  # as the cell writes it: planes sold lower 5b
    return f"{shown} = ${added:,} for planes bought − ${deducted:,} for {gone}"


def pending_5b_parts(state: AirEmpireState, player: PlayerState) -> str | None:
    """Line 5b the player owes this quarter in its parts, as the recap will note it (:func:`parts_5b_notes`), when
    planes were both added and deducted: ``"$0 = $200 for planes bought − $200 for planes sold"``; else ``None``.
    The maintenance form showed such a $0 as "—" (nothing bought), the recap as $0 and its parts (a newcomer's
    try)."""
    if not (player.pending_5b_added and player.pending_5b_deducted):
        return None
    return _parts_5b(state, player.pending_5b_added, player.pending_5b_deducted)
