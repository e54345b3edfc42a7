"""Air Fare's chart: each player's score at the end of each turn, whole $ millions (:mod:`ledger.charts`).

The score is the Object's count: bank account + base cost of planes and Landing Rights - loans, less what
is owed this turn and not paid yet (:func:`.views.score`). Before the first action each player holds the
starting money and starting plane of the Setup ("Start").
"""

from __future__ import annotations

from ...charts import ChartSpec
from .state import AirFareState
from .views import score

__all__ = ["CHARTS", "chart_period"]


def chart_period(state: AirFareState) -> str:
    """The turn the game stands in (``"T3"``), or ``"game over"``."""
    return "game over" if state.phase == "over" else f"T{state.turn}"


def _scores(state: AirFareState) -> dict[str, int | None]:
    return {p.name: score(state, p.seat) for p in state.players}


#: what Air Fare charts
CHARTS = (
    ChartSpec(
        "score",
        # the score the standings give, its parts as the audit's page 1 names them (a newcomer's try: the title
        # left out what is owed and unpaid; then it said "loans" where page 1 said "bank loans" only)
        "Each player's score by turn (cash + base costs - bank loans ± loans between players - owed, unpaid)",
        "Score",
        _scores,
    ),
)
