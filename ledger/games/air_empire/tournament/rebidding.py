"""Air Empire, Tournament Game, Re-bidding of Routes: a route won in an earlier 3-year period is
terminated (line 1e) when its card turns up again."""

from __future__ import annotations

from dataclasses import dataclass

from ..state import AirEmpireState

__all__ = ["Termination", "rebid_terminations"]


@dataclass(frozen=True)
class Termination:
    """A route whose income is terminated (Air Empire, Tournament Game). Whole dollars.

    Attributes:
        seat: the player who operated it.
        city: the Route City.
        service_class: ``"A"``, ``"B"`` or ``"C"``.
        flight_profit: the route's FLIGHT PROFIT, deducted on line 1e (not the Efficiency Savings).
        prop_jets, super_jets: the planes that operated it, back with the player.
        reason: ``"re-bid"`` (its card came up in a new 3-year period: 1e at once, Re-bidding
            of Routes) or ``"residual"`` (given up for want of Replacements: 1e the
            following quarter, Residual Value).
        quarter: the quarter of the termination.
    """

    seat: int
    city: str
    service_class: str
    flight_profit: int
    prop_jets: int
    super_jets: int
    reason: str
    quarter: int


def rebid_terminations(state: AirEmpireState, city: str) -> list[Termination]:
    """The routes of ``city`` whose income ends when its card turns up now (Tournament Game only).

    Air Empire, Tournament Game, Re-bidding of Routes: "When a Route comes up that was won
    in the previous period, that Route's income is immediately terminated": every player
    operating a class there enters its FLIGHT PROFIT on line 1e and gets the planes back.
    Each card turns up once in a period, so a route held in ``city`` was won in an earlier one.
    """
    if not state.tournament:
        return []
    key = city.strip().casefold()
    return [
        Termination(
            p.seat, r.city, r.service_class, r.flight_profit, r.prop_jets, r.super_jets, "re-bid", state.quarter
        )
        for p in state.active_players()
        for r in p.routes
        if r.city.casefold() == key
    ]
