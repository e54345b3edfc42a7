"""Air Empire, Tournament Game, Revenue Fluctuations: line 1d, typed from the route card."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ....journal import RuleViolation
from ....payload import a_list as _list, fields as _mapping, whole as _int
from ..state import R_T_FLUCT, AirEmpireState, seat_of

__all__ = ["Fluctuation", "fluctuation_amounts", "read_fluctuations"]


@dataclass(frozen=True)
class Fluctuation:
    """A Revenue Fluctuation typed from the route card (Air Empire, Tournament Game).

    Attributes:
        amount: whole dollars per class of service operated on each route named, a multiple
            of $100; negative for a decrease (entered on line 1d as a deduction).
        cities: the Route Cities it names; empty: every route.
        players: the seats it is limited to ("unless otherwise stated"); empty: all airlines.
        text: the card's words, free text.
    """

    amount: int
    cities: tuple[str, ...] = ()
    players: tuple[int, ...] = ()
    text: str = ""


def fluctuation_amounts(
    state: AirEmpireState, fluctuations: list[Fluctuation] | tuple[Fluctuation, ...], card_city: str
) -> dict[int, int]:
    """Line 1d of each active player for this quarter's card, whole dollars (signed).

    Air Empire, Tournament Game, Revenue Fluctuations: each fluctuation raises or lowers the
    income of every class of service operated on the routes it names (Reminder Rules 8), for
    all airlines unless the card says otherwise, and applies only to routes of previous
    quarters (Reminder Rules 7). "Revenue Fluctuations do not apply to the Route of the card
    on which it is printed, unless that Route has been won in a previous year's bidding": such
    a route is the one re-bid (and terminated) now; whether it takes the fluctuation is the
    option ``fluctuation_on_rebid_route`` (``"applies"`` by default, or ``"excluded"``).
    """
    own = card_city.strip().casefold()
    out: dict[int, int] = {}
    for player in state.active_players():
        total = 0
        for f in fluctuations:
            if f.players and player.seat not in f.players:
                continue
            named = {c.casefold() for c in f.cities}
            for route in player.routes:
                key = route.city.casefold()
                if route.quarter >= state.quarter or (named and key not in named):
                    continue
                if key == own and state.rebid_fluctuation != "applies":
                    continue
                total += f.amount
        if total:
            out[player.seat] = total
    return out


def read_fluctuations(state: AirEmpireState, payload: Mapping[str, Any]) -> list[Fluctuation]:
    """The card's Revenue Fluctuations as typed by the banker (Tournament Game, Revenue Fluctuations)."""
    raw = _list(payload, "fluctuations", R_T_FLUCT)
    if raw and not state.tournament:
        raise RuleViolation(
            "Revenue Fluctuations are disregarded in the Basic Game: leave them out",
            field="fluctuations",
            rule="Air Empire, Basic Game, Route Cards 5",
        )
    out: list[Fluctuation] = []
    for i, item in enumerate(raw):
        row = _mapping(item, f"fluctuations[{i}]", R_T_FLUCT)
        where = f"fluctuations[{i}]."
        amount = _int(row, "amount", where, R_T_FLUCT)
        if amount == 0 or amount % 100:
            raise RuleViolation(
                "must be a raise or a cut in whole hundreds of dollars (negative for a decrease)",
                field=f"{where}amount",
                rule="Air Empire, Basic Game, Reminder Rules 9",
            )
        cities = _list(row, "cities", R_T_FLUCT)
        if not all(isinstance(c, str) and c.strip() for c in cities):
            raise RuleViolation(
                "Route Cities are names (leave the list out for every route)", field=f"{where}cities", rule=R_T_FLUCT
            )
        seats: list[int] = []
        for k, value in enumerate(_list(row, "players", R_T_FLUCT)):
            player = seat_of(state, value, f"{where}players[{k}]", R_T_FLUCT, active=False)
            if player.seat in seats:
                raise RuleViolation(f"{player.name} is named twice", field=f"{where}players[{k}]", rule=R_T_FLUCT)
            seats.append(player.seat)
        text = row.get("text", "")
        if not isinstance(text, str):
            raise RuleViolation("the card's words, as text", field=f"{where}text", rule=R_T_FLUCT)
        out.append(Fluctuation(amount, tuple(c.strip() for c in cities), tuple(seats), text.strip()))
    return out
