"""1930's charts (:mod:`ledger.charts`), read at the end of each turn, whole dollars:

* each player's net worth at market value: money plus each Stock token at its airline's Stock Market
  price, as the end of the game counts it (1930, Winning the Game; :func:`.end_of_game.final_totals`);
* each airline's Stock Market price (the price of its box on the track), from the turn it is founded;
  none before, nor once it is bankrupt (1930, Bankruptcy: its token leaves the Stock Market).

The Final Flight and the end of the game are one last point, "End".
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...charts import ChartSpec
from .end_of_game import final_totals
from .state import BankruptcyRecord, GoldenAgeState, _price

if TYPE_CHECKING:
    from ...charts import LineChart

__all__ = ["CHARTS", "chart_period", "gone_out_notes"]


def chart_period(state: GoldenAgeState) -> str:
    """The turn the game stands in (``"T2"``), or ``"End"`` from the Final Flight on."""
    return "End" if state.phase in ("final_flight", "over") else f"T{state.turn}"


def _net_worth(state: GoldenAgeState) -> dict[str, int | None]:
    totals = {t.seat: t.total for t in final_totals(state)}
    return {p.name: totals[p.seat] for p in state.players}


def _prices(state: GoldenAgeState) -> dict[str, int | None]:
    return {a.name: (_price(state, a) if a.in_play else None) for a in state.airlines.values()}


def _price_notes(chart: LineChart, state: GoldenAgeState) -> tuple[str, ...]:
    return gone_out_notes(chart, state.bankruptcies)


#: what 1930 charts
CHARTS = (
    ChartSpec("net_worth", "Each player's net worth at market value by turn (cash + stock)", "Net worth", _net_worth),
    ChartSpec("stock_prices", "Stock Market price of each airline by turn", "Stock price", _prices, _price_notes),
)


def gone_out_notes(chart: LineChart, bankruptcies: Iterable[BankruptcyRecord]) -> tuple[str, ...]:
    """Under the Stock Market prices chart, where each bankrupt airline's line stops and why, one line each: "Brown
    went bankrupt at the end of turn 4 (out T4): its line stops at T3." The same words on the printed summary and on
    the charts screen (newcomers' tries: Brown's line just stopped on paper, and on screen it ended at "$3" with no
    word). 1930, Bankruptcy: the airline's token leaves the Stock Market.

    Args:
        chart: the ``stock_prices`` chart (:func:`ledger.charts.line_charts`).
        bankruptcies: the game's bankruptcies, in the order they happened.
    """
    lines = {series.name: series.values for series in chart.series}
    out = []
    for record in bankruptcies:
        values = lines.get(record.airline, ())
        shown = [chart.points[i] for i, v in enumerate(values) if v is not None and i < len(chart.points)]
        stops = f": its line stops at {shown[-1]}" if shown else ""
        out.append(f"{record.airline} went bankrupt at the end of turn {record.turn} (out T{record.turn}){stops}.")
    return tuple(out)
