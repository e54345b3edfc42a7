"""Charts (F8): how the game went, one line of blocks per player (or airline), from :mod:`ledger.charts`.

The same view model as the PDFs' charts (:mod:`sheets.charts`), drawn in the terminal: each series is a
row of block characters (▁▂▃▄▅▆▇█), one column of blocks per period, every row of a chart on one scale
(the lowest and the highest value of the whole chart), so that two players' rows compare at a glance; a
period where a series has no value (an airline not founded yet) is a blank. Nothing depends on colour:
the name, the blocks and the last value say it all. Names are shown literally (never markup).
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Header

from ledger.charts import LineChart, line_charts
from ledger.journal import RuleViolation
from ledger.money import format_money
from ledger.text import shown
from tui.base.footer import Footer
from tui.base.widgets import PlainStatic, clip
from tui.base.words import refusal_text

__all__ = ["ChartsScreen", "chart_lines", "BLOCKS"]

#: the heights of a block, lowest first (a value at the chart's lowest shows as the lowest block)
BLOCKS = "▁▂▃▄▅▆▇█"


def _money(value: int, chart: LineChart, locale: str) -> str:
    return format_money(value, locale=locale, millions=chart.millions)


def chart_lines(chart: LineChart, width: int, locale: str = "en_US") -> list[str]:
    """``chart`` as lines of text at most ``width`` cells wide: the title and unit, a row of blocks per
    series (its name, its blocks, its last value), the periods under the blocks, the scale.

    Each period gets the same number of columns (at least one); when the periods are more than the room,
    the latest ones are shown and the line above the periods says so.
    """
    unit = "$ millions" if chart.millions else "whole dollars"
    out = [f"{chart.title} ({chart.y_label}, {unit})"]
    values = chart.values()
    if not values or not chart.points:
        return [*out, "  Nothing to draw yet: no period has ended."]
    low, high = min(values), max(values)
    names = [shown(s.name) for s in chart.series]
    lasts = []
    for series in chart.series:
        last = next((v for v in reversed(series.values) if v is not None), None)
        lasts.append("" if last is None else _money(last, chart, locale))
    name_width = min(max(cell_len(n) for n in names), 14)
    last_width = max(cell_len(v) for v in lasts)
    room = max(width - name_width - last_width - 4, 1)
    count = len(chart.points)
    per = max(1, room // count)
    shown_points = min(count, room)
    first = count - shown_points

    def block(value: int | None) -> str:
        if value is None:
            return " " * per
        level = 0 if high == low else round((value - low) * (len(BLOCKS) - 1) / (high - low))
        return BLOCKS[level] * per

    for full_name, series, last_text in zip(names, chart.series, lasts, strict=True):
        blocks = "".join(block(v) for v in series.values[first:])
        name = clip(full_name, name_width)
        out.append(f"  {name}{' ' * (name_width - cell_len(name))} {blocks} {last_text:>{last_width}}")
    # the periods under the blocks: the first, and as many more as fit without running together
    ruler = [" "] * (shown_points * per)
    at = 0
    for index in range(first, count):
        label = chart.points[index]
        start = (index - first) * per
        if start >= at and start + len(label) <= len(ruler):
            ruler[start : start + len(label)] = list(label)
            at = start + len(label) + 2
    out.append(f"  {'':<{name_width}} {''.join(ruler).rstrip()}")
    scale = f"{BLOCKS[0]} {_money(low, chart, locale)}  {BLOCKS[-1]} {_money(high, chart, locale)}"
    more = f"; the latest {shown_points} of {count} {chart.x_label.lower()}s" if first else ""
    out.append(f"  {'':<{name_width}} {scale}{more}")
    return out


class ChartsScreen(Screen[None]):
    """The open game's charts (:func:`ledger.charts.line_charts`), redrawn when the game changes or the
    terminal is resized."""

    SUB_TITLE = "Charts"

    BINDINGS = [Binding("escape", "app.pop_screen", "Back", id="charts_back")]

    #: the line under the charts, always on screen and whole (a newcomer's try at 80x24: it was the charts' last line,
    #: below the fold, and the screen ended cut at "…(F5). Esc:")
    KEYS = "The same figures as the printed charts (F5) · ↑↓ PgUp PgDn: scroll · Esc: back"

    DEFAULT_CSS = """
    ChartsScreen #charts-scroll { height: 1fr; }
    ChartsScreen #charts { padding: 0 1; }
    ChartsScreen #charts-keys { height: auto; padding: 0 1; }
    """

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="charts-scroll"):
            yield PlainStatic(id="charts")
        yield PlainStatic(self.KEYS, id="charts-keys")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_game()

    def on_resize(self) -> None:
        self.refresh_game()

    def refresh_game(self) -> None:
        """Draw the charts of the game as it stands."""
        app: Any = self.app
        try:
            charts = line_charts(app.game)
        except RuleViolation as error:
            self.query_one("#charts", PlainStatic).update(f"Cannot draw the charts: {refusal_text(app, error)}")
            return
        width = max(self.size.width - 4, 40)  # the padding, and the scroll bar of charts taller than the screen
        lines: list[str] = []
        for chart in charts:
            # its notes under it, as on paper (1930: where a bankrupt airline's line stops; a newcomer's try: Brown's
            # row ended at "$3" with no word on screen)
            lines += [*chart_lines(chart, width, app.locale), *(f"Note: {note}" for note in chart.notes), ""]
        self.query_one("#charts", PlainStatic).update("\n".join(lines[:-1]))
