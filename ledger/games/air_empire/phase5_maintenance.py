"""Air Empire, Basic Game, Phase 5 (Maintenance): lines 5a, 5b and 5c, and the end of the quarter.

A player who cannot pay line 5c is bankrupt at once (Test of Bankruptcy).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...journal import Entry, RuleViolation, transfer
from ...payload import cash as _cash
from .bankruptcy import go_bankrupt
from .state import (
    R_MAINTENANCE,
    R_T_RESIDUAL,
    AirEmpireState,
    Planes5b,
    PlayerState,
    game_over,
    quarter_label,
    recap_of,
    require_phase,
    seat_of,
)
from .tournament.residual_value import residual_due

__all__ = ["maintenance_due", "maintenance_bankrupts", "maintenance_closes", "maintenance"]


def maintenance_due(player: PlayerState) -> tuple[int, int, int]:
    """Lines 5a, 5b and 5c the player would pay now, whole dollars (Basic Game, Phase 5)."""
    return player.maintenance, player.pending_5b, player.maintenance + player.pending_5b


def maintenance_bankrupts(state: AirEmpireState, seat: int) -> bool:
    """Whether paying maintenance now would make the player in ``seat`` bankrupt at once.

    Air Empire, Basic Game, Test of Bankruptcy: "Bankruptcy occurs when a player does not
    have the Cash to pay the expenses of Phase 5" (line 5c, whole dollars); the Bank then
    takes over all remaining cash and all planes.
    """
    return _cash(state, seat) < maintenance_due(state.player(seat))[2]


def maintenance_closes(state: AirEmpireState) -> str | None:
    """What recording a maintenance now closes for every player, in the table's words, or ``None``.

    Air Empire, Basic Game, Playing Procedure: the phases follow one another, so the first
    maintenance of a quarter (Phase 5) ends Phase 4 for everyone: no plane purchase from the
    Bank and no plane sale between players can be recorded after it (nor a loan, Phase 3).
    The banker is told before recording it.

    Returns:
        e.g. ``"Phase 4 ends for everyone: no plane purchase from the Bank is recorded this
        quarter, and none can be after"``; ``None`` once Phase 5 has begun.
    """
    if state.phase not in ("loans", "equipment"):
        return None
    if state.purchase_done:
        return "Phase 4 ends for everyone: no plane sale between players can be recorded after"
    phases = "Phase 3 (loans) and Phase 4 end" if state.phase == "loans" else "Phase 4 ends"
    return (
        f"{phases} for everyone: no plane purchase from the Bank is recorded this quarter, "
        "and no purchase or sale can be recorded after"
    )


def maintenance(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """``air_empire.maintenance``: one player pays line 5c (``{"player": 2}``), or several in one
    action (``{"players": [1, 2, 3]}``, each in the order given, as if recorded one after the other).

    Air Empire, Basic Game, Phase 5; Test of Bankruptcy.
    """
    require_phase(state, ("loans", "equipment", "maintenance"), "Maintenance", rule=R_MAINTENANCE)
    seats = payload.get("players")
    if seats is None:
        return _one_maintenance(state, payload.get("player"), "player")
    if "player" in payload:
        raise RuleViolation("give either player or players, not both", field="players", rule=R_MAINTENANCE)
    if not isinstance(seats, list) or not seats:
        raise RuleViolation("name at least one player who pays", field="players", rule=R_MAINTENANCE)
    entries: list[Entry] = []
    summaries: list[str] = []
    for i, seat in enumerate(seats):
        if seat in seats[:i]:
            raise RuleViolation("a player is named twice", field=f"players[{i}]", rule=R_MAINTENANCE)
        if state.phase not in ("loans", "equipment", "maintenance"):  # the quarter ended with the one before
            raise RuleViolation(
                "every player has paid maintenance this quarter", field=f"players[{i}]", rule=R_MAINTENANCE
            )
        done, summary = _one_maintenance(state, seat, f"players[{i}]")
        entries += done
        summaries.append(summary)
    return entries, "; ".join(summaries)


def _one_maintenance(state: AirEmpireState, seat: Any, field_name: str) -> tuple[list[Entry], str]:
    player = seat_of(state, seat, field_name, R_MAINTENANCE)
    if player.seat in state.maintenance_done:
        raise RuleViolation(f"{player.name} has paid maintenance this quarter", field=field_name, rule=R_MAINTENANCE)
    due = residual_due(state, player.seat)
    if due is not None:
        raise RuleViolation(
            f"{player.name}'s {due.prop_jets} Prop Jet(s) and {due.super_jets} Super Jet(s) bought in "
            f"{quarter_label(due.bought_quarter)} leave service this quarter: record the Residual Value step first "
            "(air_empire.residual_value), its turn-ins are deducted on line 5b",
            field=field_name,
            rule=R_T_RESIDUAL,
        )
    q = state.quarter
    line_5a = player.maintenance
    line_5b = player.pending_5b
    line_5c = line_5a + line_5b
    cash = _cash(state, player.seat)
    recap = recap_of(player, q)
    entries: list[Entry]
    if not maintenance_bankrupts(state, player.seat):
        recap.update({"5a": line_5a, "5b": line_5b if line_5b or player.pending_5b_entered else None, "5c": line_5c})
        entries = [
            transfer(
                f"{quarter_label(q)} line 5c maintenance paid by {player.name}", f"p{player.seat}:cash", "bank", line_5c
            )
        ]
        summary = f"{player.name} pays ${line_5c:,} maintenance"
    else:
        recap.update({"5a": line_5a, "5b": line_5b if line_5b or player.pending_5b_entered else None, "5c": line_5c})
        entries = go_bankrupt(state, player, q)
        summary = f"{player.name} cannot pay ${line_5c:,} maintenance with ${cash:,}: bankrupt"
    player.maintenance = line_5c
    if player.pending_5b_planes:
        player.planes_5b[q] = player.pending_5b_planes
    player.pending_5b_planes = Planes5b()
    player.pending_5b = 0
    player.pending_5b_entered = False
    player.pending_5b_added = player.pending_5b_deducted = 0
    state.maintenance_done.add(player.seat)
    state.phase = "maintenance"
    if all(p.seat in state.maintenance_done for p in state.active_players()):
        state.maintenance_done = set()
        state.taxes_done = set()
        state.residual_done = set()
        state.purchase_done = False
        state.card = None
        left = len(state.active_players())
        if (
            (state.time_limit is not None and q >= state.time_limit)
            or not left
            or (state.end == "elimination" and left <= 1)
        ):
            game_over(state)
        else:
            state.quarter += 1
            state.phase = "route_card"
    return entries, summary
