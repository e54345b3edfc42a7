"""1930, End of Game Phase, End of Game & Final Flight, and Winning the Game: every airline in
play flies once more paying Full Dividends; each player's money plus Stock at market value.
Whole dollars.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...journal import Entry
from ...payload import cash as _cash
from .fly import _fly_entry, fly_outcome
from .rulebook import R_END
from .state import GoldenAgeState, _founded, _price, _require_phase


def _final_flight(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, ("final_flight",), "The Final Flight", R_END)
    incomes = payload.get("incomes", {})  # airline name -> a whole number, at least 0 (actions.FinalFlight)
    typed: dict[str, int] = {}
    for key, value in incomes.items():
        airline = _founded(state, key, f"incomes.{key}", R_END)
        typed[airline.name] = value
    flights = []
    for airline in state.airlines.values():
        if airline.in_play:
            fields = {"income": typed[airline.name]} if airline.name in typed else {}
            flights.append(fly_outcome(state, airline.name, fields, how="final flight"))
    entries: list[Entry] = []
    for flight in flights:
        state.airlines[flight.airline].income = flight.income
        state.flights.append(flight)
        state.happened.append(flight)
        entries += _fly_entry(state, flight)
    state.phase = "over"
    paid = "; ".join(f"{f.airline} ${f.per_token}/token" for f in flights) or "no airline in play"
    return entries, f"Final Flight, Full Dividends: {paid}; game over"


@dataclass(frozen=True)
class Holding:
    """Stock tokens of one airline held by a player, valued at the current price (whole dollars).

    Attributes:
        place: the airline's place in the game's airline order (0 for the first, Blue in the default game), for
            a table of several players' holdings to list airlines as every other screen does, not by name.
    """

    airline: str
    tokens: int
    price: int
    value: int
    place: int = 0


@dataclass(frozen=True)
class PlayerTotal:
    """A line of the totals: cash + holdings at market value = total, whole dollars.

    Attributes:
        rank: 1 for the most money; equal totals share a rank.
        leader: has the most money now (ties share the lead), at any time.
        winner: has won: a leader once the game is over (after the Final Flight), never before
            (1930, Winning the Game: only the end of the game has a winner).
    """

    rank: int
    seat: int
    name: str
    cash: int
    holdings: tuple[Holding, ...]
    stock_value: int
    total: int
    winner: bool
    leader: bool = False


def final_totals(state: GoldenAgeState) -> tuple[PlayerTotal, ...]:
    """Every player's money plus each Stock token at the current market value, most first.

    1930, Winning the Game: "If players are tied with the most money, the tied players rejoice
    in their shared victory": equal totals share a rank. Meaningful at any time (``leader``);
    final once the game is over, and only then is anyone a ``winner``. Whole dollars. Each player's
    holdings go in the game's airline order (Blue, Green, Orange, ...), not by name.
    """
    rows = []
    for p in state.players:
        holdings = tuple(
            Holding(a, n, _price(state, state.airlines[a]), n * _price(state, state.airlines[a]), place)
            for place, a in enumerate(state.airlines)  # the game's airline order, as every other screen lists them
            if (n := p.holdings.get(a, 0))
        )
        value = sum(h.value for h in holdings)
        rows.append((p, holdings, value, _cash(state, p.seat) + value))
    rows.sort(key=lambda r: (-r[3], r[0].seat))
    best = rows[0][3] if rows else 0
    out: list[PlayerTotal] = []
    for index, (p, holdings, value, total) in enumerate(rows, start=1):
        rank = out[-1].rank if out and out[-1].total == total else index
        leader = total == best
        over = state.phase == "over"
        out.append(
            PlayerTotal(rank, p.seat, p.name, _cash(state, p.seat), holdings, value, total, leader and over, leader)
        )
    return tuple(out)
