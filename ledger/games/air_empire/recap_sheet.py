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
from .state import (
    PROP_JET_MAINTENANCE,
    QUARTERS_PER_YEAR,
    SHEET_QUARTERS,
    SUPER_JET_MAINTENANCE,
    AirEmpireState,
    Planes5b,
    PlayerState,
    quarter_label,
    service_classes,
)
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
                    line_notes=line_notes(state, player, quarters),
                    unpaid_5c=unpaid_5c_columns(player, quarters),
                )
            )
    return sheets


def unpaid_5c_columns(player: PlayerState, quarters: range) -> tuple[int, ...]:
    """The columns (0-based, of ``quarters``) whose line 5c the player did not pay: the quarter he went bankrupt in
    Phase 5, without the cash for it (Air Empire, Basic Game, Test of Bankruptcy). The sheet keeps the figure due; a
    bankruptcy in Phase 1 (Tournament Game) leaves no 5c.
    """
    quarter = player.status_quarter
    if player.status != "bankrupt" or quarter not in quarters:
        return ()
    if player.recap.get(quarter, {}).get("5c") is None:
        return ()
    return (quarter - quarters.start,)


def line_notes(state: AirEmpireState, player: PlayerState, quarters: range) -> tuple[str, ...]:
    """The notes under the sheet, quarter by quarter: line 5b in its parts (:func:`parts_5b_notes`), then the planes
    the player sold to other players (:func:`sale_notes`)."""
    notes: list[str] = []
    for q in quarters:
        notes += parts_5b_notes(state, player, range(q, q + 1))
        notes += sale_notes(state, player, range(q, q + 1))
    return tuple(notes)


def sale_notes(state: AirEmpireState, player: PlayerState, quarters: range) -> tuple[str, ...]:
    """The cash received for planes sold to other players in each of ``quarters``, whole dollars:
    ``"Y1 Q3 plane sale to Christopher: +$3,000 for 2 Prop Jets (no recap line: cash only)"``.

    No line of the Condensed Re-cap Sheet holds a seller's proceeds (Basic Game, Test of Bankruptcy: "Players may
    offer non-operating planes for sale"; the buyer "must make the same entries as if the plane(s) had been bought
    from the Bank", 4a/4b and 4c, and the seller deducts their maintenance on 5b): without the note the seller's
    lines came short of his cash by the price (a newcomer's try: $29,700 on the lines, $32,700 cash).
    """
    notes = []
    for q in quarters:
        for buyer, plane, count, price in player.planes_sold.get(q, ()):
            kind = "Prop Jet" if plane == "prop_jet" else "Super Jet"
            what = f"{count} {kind}{'' if count == 1 else 's'}"
            name = state.player(buyer).name
            notes.append(f"{quarter_label(q)} plane sale to {name}: +${price:,} for {what} (no recap line: cash only)")
    return tuple(notes)


def parts_5b_notes(state: AirEmpireState, player: PlayerState, quarters: range) -> tuple[str, ...]:
    """Line 5b of each of ``quarters`` where planes entered it, in its parts, whole dollars:
    ``"5b Y1 Q2: $900 = 2 Prop Jets × $200 + 1 Super Jet × $500 (bought)"``,
    ``"5b Y2 Q1: ($400) = 2 Prop Jets sold × $200"``.

    Line 5b is one figure (Basic Game, Phase 5: "$200 each Prop Jet, $500 each Super Jet" purchased; Tournament
    Game, Residual Value: "deduct in Phase 5, $200 for each Prop-Jet and $500 for each Super-Jet turned in"; a
    plane sold to a player lowers the seller's, Plane Sales). A banker checking the sheet wants each in its parts
    (a newcomer's try: the sheet showed totals only, a note only for a quarter of planes both bought and sold).
    """
    notes = []
    for q in quarters:
        planes = player.planes_5b.get(q)
        if planes:
            notes.append(f"5b {quarter_label(q)}: {_parts_5b(planes)}")
    return tuple(notes)


def _parts_5b(planes: Planes5b) -> str:
    """Line 5b as the cell writes it, then the planes it is made of at the rulebook's rates:
    ``"$0 = 1 Prop Jet bought × $200 − 1 Prop Jet sold × $200"``. A part of one kind alone says how once, after
    its planes: ``"$900 = 2 Prop Jets × $200 + 1 Super Jet × $500 (bought)"``."""
    counted = (
        ("bought", planes.bought_prop, planes.bought_super),
        ("sold", planes.sold_prop, planes.sold_super),
        ("turned in", planes.turned_in_prop, planes.turned_in_super),
    )
    parts: list[tuple[str, list[tuple[int, str, int]]]] = [
        (how, [(n, kind, rate) for n, kind, rate in rows if n])
        for how, props, supers in counted
        if (rows := ((props, "Prop Jet", PROP_JET_MAINTENANCE), (supers, "Super Jet", SUPER_JET_MAINTENANCE)))
        and (props or supers)
    ]
    net = sum((1 if how == "bought" else -1) * n * rate for how, rows in parts for n, _, rate in rows)
    shown = f"(${-net:,})" if net < 0 else f"${net:,}"  # as the cell writes it: planes sold lower 5b
    if len(parts) == 1 and len(parts[0][1]) > 1:
        how, alone = parts[0]
        together = " + ".join(f"{n} {kind}{'' if n == 1 else 's'} × ${rate:,}" for n, kind, rate in alone)
        return f"{shown} = {together} ({how})"
    # the planes sold or turned in are taken off those bought; with none bought, the parentheses say it all
    bought = parts[0][0] == "bought"
    terms = [
        (how, f"{n} {kind}{'' if n == 1 else 's'} {how} × ${rate:,}") for how, rows in parts for n, kind, rate in rows
    ]
    text = terms[0][1] + "".join(f" {'−' if bought and how != 'bought' else '+'} {term}" for how, term in terms[1:])
    return f"{shown} = {text}"


def pending_5b_parts(state: AirEmpireState, player: PlayerState) -> str | None:
    """Line 5b the player owes this quarter in its parts, as the recap will note it (:func:`parts_5b_notes`), when
    planes were both added and deducted: ``"$0 = 1 Prop Jet bought × $200 − 1 Prop Jet sold × $200"``; else
    ``None``. The maintenance form showed such a $0 as "—" (nothing bought), the recap as $0 and its parts (a
    newcomer's try)."""
    if not (player.pending_5b_added and player.pending_5b_deducted):
        return None
    return _parts_5b(player.pending_5b_planes)
