"""Air Empire, Tournament Game, Revenue Fluctuations: line 1d, typed from the route card."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ....journal import RuleViolation
from ....payload import a_list as _list, fields as _mapping, whole as _int
from ..route_cities import closest_cities, known_cities, slip_suggestions
from ..state import R_T_FLUCT, AirEmpireState, Route, seat_of

__all__ = ["Fluctuation", "fluctuation_amounts", "fluctuation_city_slip", "fluctuation_city_slips", "read_fluctuations"]


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
    out: dict[int, int] = {}
    for player in state.active_players():
        total = 0
        for f in fluctuations:
            if f.players and player.seat not in f.players:
                continue
            named = {c.casefold() for c in f.cities}
            total += sum(
                f.amount
                for route in player.routes
                if _takes(state, route, card_city) and (not named or route.city.casefold() in named)
            )
        if total:
            out[player.seat] = total
    return out


def _takes(state: AirEmpireState, route: Route, card_city: str) -> bool:
    """Whether ``route`` takes this quarter's fluctuations (:func:`fluctuation_amounts`): a route of an earlier
    quarter, and the card's own route only with option ``fluctuation_on_rebid_route`` = ``"applies"``."""
    if route.quarter >= state.quarter:
        return False
    return route.city.casefold() != card_city.strip().casefold() or state.rebid_fluctuation == "applies"


def fluctuation_city_slip(state: AirEmpireState, fluctuation: Fluctuation, city: str, card_city: str) -> str:
    """What the banker should hear of ``city``, one of the Route Cities ``fluctuation`` names, before the card is
    recorded: ``""`` when a route it touches operates there (:func:`fluctuation_amounts`), else that no route
    operates there, with the nearest city a route it touches operates in, or a city the cards named or the
    spelling aid spells (:func:`~..route_cities.slip_suggestions`): ``"no route operates in 'Los Angles' — did you
    mean Los Angeles?"``; ``"no route operates in 'Boise': it pays nobody there"``.

    Legal either way (a fluctuation "affects all airlines", so one in a city nobody serves pays nobody: Revenue
    Fluctuations), but most likely a slip that loses a player's line 1d: asked before recording, never refused
    (the spelling aid is not the board's list of cities).
    """
    served = [
        route.city
        for player in state.active_players()
        if not fluctuation.players or player.seat in fluctuation.players
        for route in player.routes
        if _takes(state, route, card_city)
    ]
    typed = city.strip()
    if typed.casefold() in {c.casefold() for c in served}:
        return ""
    near = closest_cities(typed, served) or slip_suggestions(state, typed, known_cities(state))
    if near:
        return f"no route operates in '{typed}' — did you mean {' or '.join(near)}?"
    return f"no route operates in '{typed}': it pays nobody there"


def fluctuation_city_slips(
    state: AirEmpireState, fluctuations: list[Fluctuation] | tuple[Fluctuation, ...], card_city: str
) -> tuple[str, ...]:
    """The Route Cities of the fluctuations typed that no route they touch operates in
    (:func:`fluctuation_city_slip`), one sentence each, in the order typed; empty when every city named is served.
    A newcomer's try: "Los Angles" was recorded with no word and paid nobody."""
    return tuple(
        said for f in fluctuations for city in f.cities if (said := fluctuation_city_slip(state, f, city, card_city))
    )


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
