"""Air Empire, Tournament Game, Residual Value: from the 7th year, planes six years old are
replaced ($1,500 / $4,000) or turned in to the Bank ($1,000 / $3,000) in Phase 4."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ....journal import Entry, RuleViolation, transfer
from ....payload import a_list as _list, cash as _cash, whole as _int
from ..state import (
    PLANE_LIFE_QUARTERS,
    PROP_JET_MAINTENANCE,
    PROP_JET_REPLACEMENT,
    PROP_JET_RESIDUAL,
    R_T_NOT_BASIC,
    R_T_RESIDUAL,
    SUPER_JET_MAINTENANCE,
    SUPER_JET_REPLACEMENT,
    SUPER_JET_RESIDUAL,
    AirEmpireState,
    Route,
    add_fleet,
    end_route,
    quarter_label,
    recap_of,
    require_phase,
    require_tournament,
    seat_of,
    take_fleet,
)
from .rebidding import Termination

__all__ = ["ResidualDue", "residual_due", "ResidualEffect", "residual_effect", "residual_value"]


@dataclass(frozen=True)
class ResidualDue:
    """What a player's planes six years old call for this quarter (Tournament Game, Residual Value).

    Money in whole dollars.

    Attributes:
        seat: the player's seat.
        bought_quarter: the quarter the retiring planes were bought (Y1 Q1: the starting fleet).
        prop_jets, super_jets: the planes that leave service now (replaced or turned in).
        idle_prop, idle_super: the player's non-operating planes now, of every age.
        replace_all: the cost of replacing every one ($1,500 a Prop Jet, $4,000 a Super Jet).
        turn_in_all: the cash for turning every one in ($1,000 a Prop Jet, $3,000 a Super Jet).
        keep_routes: the least cost of Replacements that keeps every route flying (the
            retiring planes beyond the idle ones must be on routes).
        can_keep_routes: the player can pay ``keep_routes`` (with the cash of turning in the
            retiring planes that may be idle); if not, routes may be given up (Reminder Rules 1).
    """

    seat: int
    bought_quarter: int
    prop_jets: int
    super_jets: int
    idle_prop: int
    idle_super: int
    replace_all: int
    turn_in_all: int
    keep_routes: int
    can_keep_routes: bool


def residual_due(state: AirEmpireState, seat: int) -> ResidualDue | None:
    """The Residual Value step the player in ``seat`` owes this quarter, or ``None``.

    Air Empire, Tournament Game, Residual Value: "Beginning with the first quarter of the 7th
    year, all Prop-Jets and Super-Jets must be taken out of service in the quarter in which
    they were purchased" (24 quarters later): replaced ($1,500 / $4,000, lines 4a/4b, no
    Phase 5 entry) or turned in ($1,000 / $3,000 in cash, line 5b -$200 / -$500). ``None``
    outside a Tournament Game, when nothing retires, or once recorded this quarter.
    """
    player = state.player(seat)
    bought = state.quarter - PLANE_LIFE_QUARTERS
    if not state.tournament or bought < 1 or not player.active or seat in state.residual_done:
        return None
    props, supers = player.fleet.get(bought, (0, 0))
    if props == supers == 0:
        return None
    need_prop = max(0, props - player.idle_prop)
    need_super = max(0, supers - player.idle_super)
    keep = need_prop * PROP_JET_REPLACEMENT + need_super * SUPER_JET_REPLACEMENT
    proceeds = min(props, player.idle_prop) * PROP_JET_RESIDUAL + min(supers, player.idle_super) * SUPER_JET_RESIDUAL
    return ResidualDue(
        seat,
        bought,
        props,
        supers,
        player.idle_prop,
        player.idle_super,
        props * PROP_JET_REPLACEMENT + supers * SUPER_JET_REPLACEMENT,
        props * PROP_JET_RESIDUAL + supers * SUPER_JET_RESIDUAL,
        keep,
        _cash(state, seat) + proceeds >= keep,
    )


@dataclass(frozen=True)
class ResidualEffect:
    """What a Residual Value step would do to one player (Tournament Game, Residual Value).

    Money in whole dollars.

    Attributes:
        replace_prop, replace_super: the retiring planes replaced.
        turn_in_prop, turn_in_super: the retiring planes turned in (the rest).
        replacement_cost: paid to the Bank for the Replacements (lines 4a/4b/4c).
        residual_received: paid by the Bank for the planes turned in (no line of the sheet).
        line_5b: the change on line 5b this quarter: -$200 a Prop Jet, -$500 a Super Jet
            turned in (Reminder Rules 5); zero or negative.
    """

    replace_prop: int
    replace_super: int
    turn_in_prop: int
    turn_in_super: int
    replacement_cost: int
    residual_received: int
    line_5b: int

    @property
    def net_cash(self) -> int:
        """What the player's cash changes by: received minus paid."""
        return self.residual_received - self.replacement_cost


def residual_effect(state: AirEmpireState, seat: int, payload: Mapping[str, Any]) -> ResidualEffect | None:
    """The replacement cost, residual value received and line 5b change of an ``air_empire.residual_value``
    payload for ``seat`` (``replace_prop_jets``/``replace_super_jets``; missing: 0), or ``None`` when the
    player owes no Residual Value step now (:func:`residual_due`).

    Figures only: the payload is not checked here (counts above the retiring planes are
    clamped); recording checks it. Residual Value: Replacement $1,500 / $4,000; turned in
    $1,000 / $3,000 from the Bank and line 5b -$200 / -$500.
    """
    due = residual_due(state, seat)
    if due is None:
        return None

    def count(key: str, most: int) -> int:
        value = payload.get(key, 0)
        return min(max(value, 0), most) if type(value) is int else 0

    replace_p = count("replace_prop_jets", due.prop_jets)
    replace_s = count("replace_super_jets", due.super_jets)
    turn_p, turn_s = due.prop_jets - replace_p, due.super_jets - replace_s
    return ResidualEffect(
        replace_p,
        replace_s,
        turn_p,
        turn_s,
        replace_p * PROP_JET_REPLACEMENT + replace_s * SUPER_JET_REPLACEMENT,
        turn_p * PROP_JET_RESIDUAL + turn_s * SUPER_JET_RESIDUAL,
        -(turn_p * PROP_JET_MAINTENANCE + turn_s * SUPER_JET_MAINTENANCE),
    )


def residual_value(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = R_T_RESIDUAL
    require_tournament(state, "Residual Value", R_T_NOT_BASIC)
    # a player's own Phase 4 step, before that player's Phase 5 (others may have paid maintenance already)
    require_phase(state, ("loans", "equipment", "maintenance"), "The Residual Value step", rule=rule)
    if not any(residual_due(state, p.seat) for p in state.active_players()):
        # nobody owes the step this quarter: refused as the action itself ("kind"), whoever is named, so the
        # banker's seat does not offer it (from Y1 Q1 the key stood in the footer, six years early)
        if state.quarter <= PLANE_LIFE_QUARTERS:
            why = "no plane is six years old yet: planes leave service from Y7 Q1"
        elif state.residual_done:
            why = "every player owing the Residual Value step this quarter has recorded it"
        else:
            why = "nobody has a plane bought 24 quarters ago (six years) to take out of service this quarter"
        raise RuleViolation(why, field="kind", rule=rule)
    player = seat_of(state, payload.get("player"), "player", rule)
    due = residual_due(state, player.seat)
    if due is None:
        why = (
            "is recorded already this quarter"
            if player.seat in state.residual_done
            else "has no plane bought 24 quarters ago (six years) to take out of service"
        )
        raise RuleViolation(f"{player.name} {why}", field="player", rule=rule)
    replace_p = (
        _int(payload, "replace_prop_jets", "", rule, minimum=0, maximum=due.prop_jets)
        if "replace_prop_jets" in payload
        else 0
    )
    replace_s = (
        _int(payload, "replace_super_jets", "", rule, minimum=0, maximum=due.super_jets)
        if "replace_super_jets" in payload
        else 0
    )
    turn_p, turn_s = due.prop_jets - replace_p, due.super_jets - replace_s
    routes: list[Route] = []
    for i, name in enumerate(_list(payload, "terminate", rule)):
        key = name.strip().casefold() if isinstance(name, str) else None
        route = next((r for r in player.routes if r.city.casefold() == key), None)
        if route is None:
            raise RuleViolation(f"{player.name} operates no route in {name!r}", field=f"terminate[{i}]", rule=rule)
        if route in routes:
            raise RuleViolation(f"{route.city} is named twice", field=f"terminate[{i}]", rule=rule)
        routes.append(route)
    idle_p = player.idle_prop + sum(r.prop_jets for r in routes)
    idle_s = player.idle_super + sum(r.super_jets for r in routes)
    if turn_p > idle_p or turn_s > idle_s:
        raise RuleViolation(
            f"{player.name} would turn in {turn_p} Prop Jet(s) and {turn_s} Super Jet(s) but has {idle_p} and "
            f"{idle_s} not operating: replace them, or name the route(s) given up (terminate)",
            field="replace_prop_jets" if turn_p > idle_p else "replace_super_jets",
            rule=rule,
        )
    for i, route in enumerate(routes):
        if turn_p <= idle_p - route.prop_jets and turn_s <= idle_s - route.super_jets:
            raise RuleViolation(
                f"the planes of {route.city} are not needed for the turn-ins: planes leave a Route "
                "only when they are six years old and cannot be replaced",
                field=f"terminate[{i}]",
                rule="Air Empire, Tournament Game, Reminder Rules 1",
            )
    if routes and due.can_keep_routes:
        raise RuleViolation(
            f"{player.name} can pay the Replacements that keep every route (${due.keep_routes:,}): a route is given "
            "up only when it is financially impossible to purchase Replacement",
            field="terminate",
            rule="Air Empire, Tournament Game, Reminder Rules 1",
        )
    cost = replace_p * PROP_JET_REPLACEMENT + replace_s * SUPER_JET_REPLACEMENT
    proceeds = turn_p * PROP_JET_RESIDUAL + turn_s * SUPER_JET_RESIDUAL
    if cost > _cash(state, player.seat) + proceeds:
        raise RuleViolation(
            f"the Replacements cost ${cost:,}; {player.name} has ${_cash(state, player.seat):,} "
            f"and ${proceeds:,} from the planes turned in",
            field="replace_super_jets" if replace_s else "replace_prop_jets",
            rule=rule,
        )
    # all checked: change the state
    q = state.quarter
    for route in routes:
        end_route(player, route.city)
        player.pending_1e += route.flight_profit
        player.pending_1e_cities.append(route.city)
        state.terminations.setdefault(q, []).append(
            Termination(
                player.seat,
                route.city,
                route.service_class,
                route.flight_profit,
                route.prop_jets,
                route.super_jets,
                "residual",
                q,
            )
        )
    take_fleet(player, due.bought_quarter, due.prop_jets, due.super_jets)
    add_fleet(player, q, replace_p, replace_s)
    player.idle_prop -= turn_p
    player.idle_super -= turn_s
    state.bank_prop += turn_p  # the planes go back to the Bank ("sold back to the bank")
    state.bank_super += turn_s
    player.pending_5b -= turn_p * PROP_JET_MAINTENANCE + turn_s * SUPER_JET_MAINTENANCE
    player.pending_5b_deducted += turn_p * PROP_JET_MAINTENANCE + turn_s * SUPER_JET_MAINTENANCE
    player.pending_5b_entered = player.pending_5b_entered or bool(turn_p or turn_s)
    player.pending_5b_planes.turned_in_prop += turn_p
    player.pending_5b_planes.turned_in_super += turn_s
    if proceeds:
        got, props_in, supers_in = player.residual_received.get(q, (0, 0, 0))
        player.residual_received[q] = (got + proceeds, props_in + turn_p, supers_in + turn_s)
    recap = recap_of(player, q)
    if replace_p:
        recap["4a"] = (recap.get("4a") or 0) + replace_p * PROP_JET_REPLACEMENT
    if replace_s:
        recap["4b"] = (recap.get("4b") or 0) + replace_s * SUPER_JET_REPLACEMENT
    if cost:
        recap["4c"] = (recap.get("4c") or 0) + cost
    state.residual_done.add(player.seat)
    if state.phase == "loans":
        state.phase = "equipment"
    label = quarter_label(q)
    entries: list[Entry] = []
    if proceeds:
        entries.append(
            transfer(
                f"{label} residual value: the Bank pays {player.name} for {turn_p} Prop Jet(s), "
                f"{turn_s} Super Jet(s) turned in",
                "bank",
                f"p{player.seat}:cash",
                proceeds,
            )
        )
    if cost:
        entries.append(
            transfer(
                f"{label} lines 4a/4b: {player.name} replaces {replace_p} Prop Jet(s), {replace_s} Super Jet(s)",
                f"p{player.seat}:cash",
                "bank",
                cost,
            )
        )
    parts = []
    if replace_p or replace_s:
        parts.append(f"replaces {replace_p} Prop Jet(s) and {replace_s} Super Jet(s) for ${cost:,}")
    if turn_p or turn_s:
        parts.append(f"turns in {turn_p} Prop Jet(s) and {turn_s} Super Jet(s) for ${proceeds:,}")
    if routes:
        parts.append(
            "gives up "
            + ", ".join(f"{r.city} ({r.service_class}, 1e ${r.flight_profit:,} next quarter)" for r in routes)
        )
    return entries, f"{player.name} ({quarter_label(due.bought_quarter)} planes): " + "; ".join(parts)
