"""Air Empire, Basic Game, Mergers: in a 3-player game, the two poorest airlines may merge."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...journal import Entry, RuleViolation, transfer
from ...payload import cash as _cash
from .state import R_MERGER, AirEmpireState, add_fleet, require_phase, seat_of

__all__ = ["MergerCheck", "merger_check", "merger"]


@dataclass(frozen=True)
class MergerCheck:
    """The Mergers condition of a 3-player game, in whole dollars of income to date (1g).

    Attributes:
        absorbed: seat of the poorest player (who merges into the other).
        into: seat of the second poorest player.
        together: their incomes to date added.
        richest: seat of the richest player.
        richest_income: the richest player's income to date.
        allowed: ``together`` does not exceed ``richest_income``.
    """

    absorbed: int
    into: int
    together: int
    richest: int
    richest_income: int
    allowed: bool


def merger_check(state: AirEmpireState) -> MergerCheck | None:
    """The two poorest and the richest airline by income to date, and whether they may merge.

    Air Empire, Basic Game, Mergers: "A merger can occur only if the total income to date of
    the two poorest players does not exceed the total income to date of the richest player."
    ``None`` unless exactly three airlines of a 3-player game are in play. Equal incomes
    keep seat order. Whether a merger may happen *now* (phase, quarter) is the engine's.
    """
    active = state.active_players()
    if state.seats_at_start != 3 or len(active) != 3:
        return None
    poorest, second, richest = sorted(active, key=lambda p: p.income_to_date)
    together = poorest.income_to_date + second.income_to_date
    return MergerCheck(
        poorest.seat, second.seat, together, richest.seat, richest.income_to_date, together <= richest.income_to_date
    )


def merger(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    require_phase(state, ("route_card",), "A merger", rule=R_MERGER)
    if state.seats_at_start != 3:
        raise RuleViolation("mergers are allowed in a 3-player game only", field="kind", rule=R_MERGER)
    if state.quarter == 1:
        raise RuleViolation("there is no income to date before the first quarter", field="kind", rule=R_MERGER)
    active = state.active_players()
    if len(active) != 3:
        raise RuleViolation("a merger needs all three airlines still in play", field="kind", rule=R_MERGER)
    check = merger_check(state)
    assert check is not None
    if not check.allowed:
        # whoever is named, no merger can be recorded now: refused as the action itself ("kind"), so the
        # banker's seat does not offer it (the key is hidden; pressed, it says this)
        two = " and ".join(state.player(s).name for s in (check.absorbed, check.into))
        raise RuleViolation(
            f"no merger now: the two poorest ({two}) have ${check.together:,} of income to date together, "
            f"more than {state.player(check.richest).name}'s ${check.richest_income:,}",
            field="kind",
            rule=R_MERGER,
        )
    absorbed = seat_of(state, payload.get("absorbed"), "absorbed", R_MERGER)
    into = seat_of(state, payload.get("into"), "into", R_MERGER)
    if absorbed.seat == into.seat:
        raise RuleViolation("a player cannot merge with himself", field="into", rule=R_MERGER)
    poorest, second = (state.player(s) for s in (check.absorbed, check.into))
    if {absorbed.seat, into.seat} != {poorest.seat, second.seat}:
        raise RuleViolation(
            f"the merger is between the two poorest players ({poorest.name} and {second.name}), "
            f"measured by income to date",
            field="into",
            rule=R_MERGER,
        )
    if absorbed.income_to_date > into.income_to_date:
        raise RuleViolation(f"the poorest player ({into.name}) merges into the other", field="absorbed", rule=R_MERGER)
    entries: list[Entry] = []
    cash = _cash(state, absorbed.seat)
    if cash:
        entries.append(
            transfer(
                f"Merger: {absorbed.name}'s cash joins {into.name}",
                f"p{absorbed.seat}:cash",
                f"p{into.seat}:cash",
                cash,
            )
        )
    if absorbed.loans:
        entries.append(
            transfer(
                f"Merger: {absorbed.name}'s loans join {into.name}",
                f"p{into.seat}:loans",
                f"p{absorbed.seat}:loans",
                absorbed.loans,
            )
        )
    into.income_to_date += absorbed.income_to_date
    into.maintenance += absorbed.maintenance
    into.idle_prop += absorbed.idle_prop
    into.idle_super += absorbed.idle_super
    into.operating_prop += absorbed.operating_prop
    into.operating_super += absorbed.operating_super
    into.routes.extend(absorbed.routes)
    into.class_a_cities.extend(absorbed.class_a_cities)
    into.class_a_won += absorbed.class_a_won
    into.loans += absorbed.loans
    into.had_flight_profit = into.had_flight_profit or absorbed.had_flight_profit
    for quarter, (props, supers) in absorbed.fleet.items():
        add_fleet(into, quarter, props, supers)
    into.starting_fleet = (
        into.starting_fleet[0] + absorbed.starting_fleet[0],
        into.starting_fleet[1] + absorbed.starting_fleet[1],
    )
    absorbed.starting_fleet = (0, 0)
    into.tax_credit += absorbed.tax_credit
    into.pending_1e += absorbed.pending_1e
    into.pending_1e_cities.extend(absorbed.pending_1e_cities)
    absorbed.fleet, absorbed.tax_credit, absorbed.pending_1e, absorbed.pending_1e_cities = {}, 0, 0, []
    absorbed.idle_prop = absorbed.idle_super = absorbed.operating_prop = absorbed.operating_super = 0
    absorbed.loans = 0
    absorbed.status, absorbed.status_quarter, absorbed.merged_into = "merged", state.quarter, into.seat
    return entries, f"{absorbed.name} merges into {into.name}"
