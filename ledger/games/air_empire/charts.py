"""Air Empire's chart: each player's cash at the end of each quarter, whole dollars (:mod:`ledger.charts`).

Cash is the player's cash account (the Bank's money paid out on line 1g, less what lines 2a, 4c and 5c
paid the Bank, plus loans: Air Empire, Basic Game, "Condensed Re-cap Sheets"), read after the quarter's
last action. Before the first action each player holds the $9,000 of Beginning Play ("Start").
"""

from __future__ import annotations

from ...charts import ChartSpec
from ...payload import cash
from .state import AirEmpireState, quarter_label

__all__ = ["CHARTS", "chart_period"]


def chart_period(state: AirEmpireState) -> str:
    """The quarter the game stands in (``"Y2 Q3"``), or ``"game over"``."""
    return "game over" if state.phase == "over" else quarter_label(state.quarter)


def _cash(state: AirEmpireState) -> dict[str, int | None]:
    return {p.name: cash(state, p.seat) for p in state.players}


#: what Air Empire charts
CHARTS = (ChartSpec("cash", "Each player's cash by quarter", "Cash", _cash),)
