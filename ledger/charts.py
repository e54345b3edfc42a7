"""Line charts of how a game went: one view model, drawn by ``sheets`` (reportlab) and ``tui`` (the screen).

Each game says what it charts (its rules' ``charts``, :class:`ChartSpec`: Air Empire each player's cash,
1930 each player's net worth at market value and each airline's Stock Market price, Air Fare each
player's score) and how its play is cut into periods (its rules' ``chart_period``: Air Empire's
quarters, 1930's and Air Fare's turns). :func:`line_charts` replays the game's actions in force from
its setup and reads every chart at the end of each period: after the last action of the period, that
is the action after which the game stands in the next period (or is over). A game that opens with money
(Air Empire, Air Fare: the opening entries) has a first point, "Start"; a period under way when the
charts are drawn has its last point as it stands now.

Pure: nothing here draws, stores or prints. Amounts are whole units of the game (whole dollars, or
whole $ millions for Air Fare: :attr:`LineChart.millions`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from .engine import ChartSpec
from .errors import replaying
from .text import reading_stored

if TYPE_CHECKING:
    from .game import Game

__all__ = ["ChartSpec", "Series", "LineChart", "line_charts", "START"]

#: the label of the point before the first action, when the game opens with money
START = "Start"


@dataclass(frozen=True)
class Series:
    """One line of a chart: its name and its value at each point (``None``: no value there)."""

    name: str
    values: tuple[int | None, ...]


@dataclass(frozen=True)
class LineChart:
    """A line chart: one value per series at each period's end.

    Attributes:
        key, title, y_label: as its :class:`ChartSpec`.
        x_label: ``"Quarter"`` or ``"Turn"`` (the game's clock).
        points: the label of each point, in order (``"Start"``, ``"Y1 Q1"``, ...; ``"T1"``, ...).
        series: the lines, in the order of the game's players (or airlines).
        millions: the amounts are $ millions (Air Fare), else whole dollars.
        notes: the lines said under the chart (its spec's ``notes``: where a bankrupt airline's line stops), on
            the screen and on paper alike.
    """

    key: str
    title: str
    y_label: str
    x_label: str
    points: tuple[str, ...]
    series: tuple[Series, ...]
    millions: bool = False
    notes: tuple[str, ...] = ()

    def values(self) -> list[int]:
        """Every value of every series (the ``None`` left out), for the axis' range."""
        return [v for s in self.series for v in s.values if v is not None]


def line_charts(game: Game) -> tuple[LineChart, ...]:
    """Every chart of ``game``'s rules, read at the end of each period of its actions in force.

    The game is replayed from its setup (the actions in force, as :meth:`ledger.game.Game.effective_actions`
    gives them); ``game`` itself is not changed. A game whose rules chart nothing gives ``()``.

    Raises:
        RuleViolation: an action in force is refused on replay (it was accepted once: a book the audit
            would flag).
    """
    rules = game.rules
    specs = rules.charts
    if not specs:
        return ()
    period = rules.chart_period
    labels: list[str] = []
    readings: list[list[Mapping[str, int | None]]] = [[] for _ in specs]

    def read(label: str, state: Any) -> None:
        labels.append(label)
        for spec, kept in zip(specs, readings, strict=True):
            kept.append(dict(spec.read(state)))

    with reading_stored(), replaying():
        state, opening = rules.start(game.setup)
        if opening:
            read(START, state)
        current, pending = period(state), False
        for kind, payload in game.effective_actions():
            rules.apply(state, kind, payload)
            now = period(state)
            if now != current:
                read(current, state)
                current, pending = now, False
            else:
                pending = True
        if pending:
            read(current, state)
    meta = rules.meta
    x_label = "Quarter" if meta.clock == "quarter" else "Turn"
    charts = []
    for spec, kept in zip(specs, readings, strict=True):
        names: list[str] = []
        for reading in kept:
            names += [name for name in reading if name not in names]
        series = tuple(Series(name, tuple(reading.get(name) for reading in kept)) for name in names)
        chart = LineChart(spec.key, spec.title, spec.y_label, x_label, tuple(labels), series, meta.unit == "millions")
        if spec.notes is not None:
            chart = replace(chart, notes=tuple(spec.notes(chart, state)))
        charts.append(chart)
    return tuple(charts)
