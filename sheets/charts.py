"""Line charts on the sheets: :class:`ledger.charts.LineChart` drawn with reportlab's own graphics.

Readable in black and white: every line is told apart by its dash pattern and its marker (circle,
square, triangle, diamond, cross, ...), and the legend under the chart shows each line's pattern and
marker beside its name. A chart whose lines are named after colours (1930's airlines: Blue, Yellow,
Pink, ...) draws each line in a printable shade of its colour as well (:data:`INKS`); a chart of
1930's players (its net worth) draws each line in a colour of its own by its place (:data:`PLACE_INKS`);
any other line is black. The vertical axis is labelled in the game's unit (whole dollars,
or $ millions for Air Fare, formatted by :func:`ledger.money.format_money` in the sheet's locale); the
horizontal axis by the game's periods ("Y1 Q1", "T3"), thinned out when they would crowd.

Names are the players' and airlines' as typed: set by :class:`sheets.common.Text`, which prints any
character the book accepts (the CJK fallback included), never as markup.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import Drawing, Line, String
from reportlab.graphics.widgets.markers import makeMarker
from reportlab.lib import colors
from reportlab.platypus import Flowable, KeepTogether, Spacer, Table, TableStyle

from ledger.charts import LineChart, Series
from ledger.money import format_money
from sheets.common import GREY_TEXT, INK, RULE, SIZE, Text, blank, section_heading
from sheets.fonts import REGULAR, string_width

__all__ = ["chart_flowables", "spread", "STYLES", "INKS", "PLACE_INKS", "series_inks"]

#: each series' (dash pattern, marker), in order: black and white tell them apart (issue 14)
STYLES: tuple[tuple[tuple[float, ...] | None, str], ...] = (
    (None, "FilledCircle"),
    ((4, 2), "Square"),
    ((1, 2), "FilledTriangle"),
    ((6, 2, 1, 2), "Diamond"),
    (None, "Cross"),
    ((4, 2), "FilledSquare"),
    ((1, 2), "Circle"),
    ((6, 2, 1, 2), "FilledDiamond"),
    (None, "Triangle"),
    ((2, 2), "Pentagon"),
)
#: the printable shade of each colour a line may be named after (1930's airlines, DEFAULT_AIRLINES): dark enough to
#: read on white paper (yellow as a dark gold, pink as a deep rose), no two alike. A newcomer's try: 1930's Stock
#: Market chart drew every airline in black, Blue and Pink both solid, Pink and Purple on one another.
INKS: dict[str, colors.Color] = {
    "blue": colors.HexColor("#1f5fbf"),
    "green": colors.HexColor("#2a8a3a"),
    "orange": colors.HexColor("#e06c00"),
    "yellow": colors.HexColor("#b39200"),
    "pink": colors.HexColor("#d94b96"),
    "brown": colors.HexColor("#8a5526"),
    "red": colors.HexColor("#cc1f1f"),
    "purple": colors.HexColor("#7a3ea8"),
    "black": colors.black,
    "teal": colors.HexColor("#00807a"),
}
#: the inks of lines named after no colour (1930's players), by their place in the chart: the printable shades of
#: :data:`INKS`, those furthest apart first (blue, red, green, purple for 4 players). A newcomer's try: 1930's net
#: worth chart printed every player in black, told apart by dashes and markers alone.
PLACE_INKS: tuple[colors.Color, ...] = tuple(
    INKS[name] for name in ("blue", "red", "green", "purple", "orange", "teal", "brown", "pink", "yellow", "black")
)
#: the most period labels the horizontal axis prints; more are thinned to every n-th
MAX_X_LABELS = 14


def _style(index: int) -> tuple[tuple[float, ...] | None, str]:
    return STYLES[index % len(STYLES)]


def _marker(name: str, ink: colors.Color = INK) -> Any:
    """The marker ``name`` in ``ink``: a "Filled" one filled, any other drawn open (white inside), so that a filled
    and an open square tell two lines apart."""
    fill = ink if name.startswith("Filled") or name == "Cross" else colors.white
    return makeMarker(name, size=MARKER_SIZE, fillColor=fill, strokeColor=ink, strokeWidth=0.7)


def series_inks(chart: LineChart, *, coloured: bool, by_place: bool = False) -> dict[int, colors.Color]:
    """Each series' ink by its place in ``chart``: with ``coloured``, the shade of the colour it is named after
    (:data:`INKS`, "Blue" or "blue"), black for any other name; with ``by_place`` (lines named after players), a
    colour of :data:`PLACE_INKS` each by its place, as its dash and marker are (:data:`STYLES`); all black
    without either."""
    if by_place:
        return {index: PLACE_INKS[index % len(PLACE_INKS)] for index in range(len(chart.series))}
    return {
        index: (INKS.get(series.name.strip().casefold(), INK) if coloured else INK)
        for index, series in enumerate(chart.series)
    }


#: a marker's width and height, points
MARKER_SIZE = 5.5
#: points a marker takes beside another at the same value (its size and a hair)
MARKER_ROOM = 6.5


def spread(series: Sequence[Series], step: float, near: float = 0) -> list[list[tuple[float, int]]]:
    """Each series' points (period, value), the series at one value in one period, or at values closer than
    ``near``, set side by side, ``step`` periods apart around the period, so that each marker shows: a newcomer's
    try, 1930's Stock Market price chart drew the markers of airlines in the same box on one another, one hiding
    the other; and in the net worth chart Neal's $467 all but covered Carla's $470. The side-by-side markers of a
    period take at most 0.7 of a period (closer together then: still told apart by their shapes). Each marker keeps
    its value (its height on the plot).

    Args:
        series: the series drawn, in order (:func:`_drawn`).
        step: periods between two markers side by side (a marker's width on the plot, in periods).
        near: values closer than this overlap on the plot (a marker's height, in the chart's units: whole
            dollars, or $ millions); 0 sets side by side only markers at one value. Markers closer than
            ``near`` to the next one up are set beside it, and so on up a chain.

    Returns:
        Each series' points, a period with no value left out.
    """
    by_period: dict[int, list[tuple[int, int]]] = {}
    for number, one in enumerate(series):
        for period, value in enumerate(one.values):
            if value is not None:
                by_period.setdefault(period, []).append((value, number))
    out: list[list[tuple[float, int]]] = [[] for _ in series]
    for period, marks in sorted(by_period.items()):
        marks.sort()
        groups: list[list[tuple[int, int]]] = []
        for value, number in marks:
            if groups and (value == groups[-1][-1][0] or value - groups[-1][-1][0] < near):
                groups[-1].append((value, number))
            else:
                groups.append([(value, number)])
        for group in groups:
            gap = min(step, 0.7 / max(len(group) - 1, 1))
            # in the series' order, as at one value: the first series leftmost
            for place, (value, number) in enumerate(sorted(group, key=lambda mark: mark[1])):
                out[number].append((period + (place - (len(group) - 1) / 2) * gap, value))
    for points in out:
        points.sort()
    return out


def _money(value: float, chart: LineChart, locale: str) -> str:
    return format_money(round(value), locale=locale, millions=chart.millions)


def _step(low: int, high: int) -> int:
    """A round step (1, 2 or 5 times a power of ten) giving at most six ticks from ``low`` to ``high``."""
    span, magnitude = max(high - low, 1), 1
    while True:
        for factor in (1, 2, 5):
            if span <= 6 * factor * magnitude:
                return factor * magnitude
        magnitude *= 10


def _drawn(chart: LineChart) -> list[tuple[int, Series]]:
    """The series that have a value somewhere (an airline never founded has none), each with its place in the
    chart: its pattern and marker are those of its place, on the plot and in the legend alike."""
    return [(i, s) for i, s in enumerate(chart.series) if any(v is not None for v in s.values)]


def _drawing(width: float, height: float) -> Drawing:
    """A Drawing whose text starts in the sheets' font: reportlab's default (Helvetica, not embedded) is never
    named in the PDF."""
    drawing = Drawing(width, height)
    drawing.initialFontName, drawing.initialFontSize = REGULAR, SIZE
    return drawing


def _plot(
    chart: LineChart, width: float, height: float, locale: str, inks: dict[int, colors.Color] | None = None
) -> Drawing:
    """The chart's plot area with its axes (no legend); each line in its ink (``inks`` by the series' place,
    :func:`series_inks`; black where none is given)."""
    values = chart.values()
    low, high = min(values + [0]), max(values + [0])
    step = _step(low, high)
    low = (low // step) * step
    high = -((-high) // step) * step if high > low else low + step
    label_width = max(string_width(_money(v, chart, locale), SIZE - 1) for v in range(low, high + 1, step))
    drawing = _drawing(width, height)
    plot = LinePlot()
    plot.x, plot.y = label_width + 12, 28
    plot.width, plot.height = width - plot.x - 10, height - plot.y - 8
    count = len(chart.points)
    drawn = _drawn(chart)
    per_period = plot.width / (max(count - 1, 1) + 0.6)  # points between two periods (the axis' 0.3 margins)
    # a marker's height in the chart's units: markers nearer than that in one period overlap
    near = MARKER_SIZE * (high - low) / plot.height
    plot.data = spread([series for _index, series in drawn], MARKER_ROOM / per_period, near)
    for line_number, (index, _series) in enumerate(drawn):
        dash, marker = _style(index)
        ink = (inks or {}).get(index, INK)
        line = plot.lines[line_number]
        line.strokeColor = ink
        line.strokeWidth = 1.1
        line.strokeDashArray = dash
        line.symbol = _marker(marker, ink)
    x_axis: Any = plot.xValueAxis
    x_axis.valueMin, x_axis.valueMax = -0.3, max(count - 1, 1) + 0.3
    every = max(1, -(-count // MAX_X_LABELS))
    x_axis.valueSteps = list(range(0, count, every))
    x_axis.labelTextFormat = lambda i: chart.points[int(round(i))] if 0 <= round(i) < count else ""
    x_axis.labels.fontName, x_axis.labels.fontSize = REGULAR, SIZE - 1
    x_axis.strokeColor = RULE
    y_axis: Any = plot.yValueAxis
    y_axis.valueMin, y_axis.valueMax, y_axis.valueStep = low, high, step
    y_axis.labelTextFormat = lambda v: _money(v, chart, locale)
    y_axis.labels.fontName, y_axis.labels.fontSize = REGULAR, SIZE - 1
    y_axis.strokeColor = RULE
    y_axis.visibleGrid, y_axis.gridStrokeColor, y_axis.gridStrokeWidth = True, colors.Color(0.85, 0.85, 0.85), 0.4
    drawing.add(plot)
    drawing.add(String(plot.x, 4, chart.x_label, fontName=REGULAR, fontSize=SIZE - 1, fillColor=GREY_TEXT))
    return drawing


def _sample(index: int, ink: colors.Color = INK) -> Drawing:
    """A series' pattern and marker in its ink, as the legend shows them beside its name."""
    dash, marker = _style(index)
    sample = _drawing(34, 9)
    line = Line(1, 4.5, 33, 4.5, strokeColor=ink, strokeWidth=1.1, strokeDashArray=dash)
    sample.add(line)
    symbol = _marker(marker, ink)
    symbol.x, symbol.y = 17, 4.5
    sample.add(symbol)
    return sample


def _named(name: str, figure: str, room: float) -> str:
    """``name`` then ``figure`` (": $1,234", or ""), in ``room`` points at the legend's size: the name cut with
    "…" where both do not fit, never the figure. A newcomer's try: "Bartholomew Fitzwilliam Montgomery-Smyth:
    $…" in a tiny font, the net worth lost (the name is whole in the tables above the chart)."""
    if string_width(name + figure, SIZE, REGULAR) <= room:
        return name + figure
    keep = len(name)
    while keep > 1 and string_width(name[:keep].rstrip() + "…" + figure, SIZE, REGULAR) > room:
        keep -= 1
    return name[:keep].rstrip() + "…" + figure


#: a legend cell's room besides its text: the sample (38 points), reportlab's paddings (2 left, 6 right)
_SAMPLE, _PADDING = 38, 8


def _widths(needs: Sequence[float], total: float) -> list[float]:
    """The legend's columns' widths (points) across ``total``: each as wide as it ``needs`` (its widest cell) and
    the room left shared out; where the room is short, the columns that need less than a fair share keep their
    need and the others share what is left alike. A newcomer's try: "Bartholomew Fitzwilliam…: $470" cut in a
    quarter of the page beside "Bob: $467" with room to spare."""
    if sum(needs) <= total:
        spare = (total - sum(needs)) / len(needs)
        return [need + spare for need in needs]
    widths: list[float | None] = [None] * len(needs)
    left, open_ = total, len(needs)
    for index in sorted(range(len(needs)), key=lambda i: needs[i]):
        if needs[index] > left / open_:
            break
        widths[index] = needs[index]
        left -= needs[index]
        open_ -= 1
    return [left / open_ if width is None else width for width in widths]


def _legend(chart: LineChart, width: float, locale: str, inks: dict[int, colors.Color] | None = None) -> Table:
    """Each series: its pattern (in its ink), its name and its last value; a column as wide as its names need where
    the others leave the room (:func:`_widths`), a name cut with "…" only where the legend's line has none left."""
    shown = _drawn(chart)
    per_row = max(1, min(4, int(width // 180)))
    said: list[tuple[int, str, str]] = []
    for index, series in shown:
        last = next((v for v in reversed(series.values) if v is not None), None)
        said.append((index, series.name, "" if last is None else f": {_money(last, chart, locale)}"))
    needs = [_SAMPLE + _PADDING + 1.0] * min(per_row, len(said))
    for place, (_index, name, figure) in enumerate(said):
        column = place % per_row
        needs[column] = max(needs[column], _SAMPLE + _PADDING + 1.0 + string_width(name + figure, SIZE, REGULAR))
    cells = _widths(needs, width)
    rows: list[list[Any]] = []
    for start in range(0, len(said), per_row):
        row: list[Any] = []
        for column, (index, name, figure) in enumerate(said[start : start + per_row]):
            words = _named(name, figure, cells[column] - _SAMPLE - _PADDING)
            row += [_sample(index, (inks or {}).get(index, INK)), Text(words, size=SIZE)]
        row += [blank() for _ in range(2 * len(cells) - len(row))]
        rows.append(row)
    table = Table(rows, colWidths=[w for cell in cells for w in (_SAMPLE, cell - _SAMPLE)], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), REGULAR),  # never reportlab's Helvetica, not embedded
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("LEFTPADDING", (0, 0), (-1, -1), 2),
            ]
        )
    )
    return table


def chart_flowables(
    charts: Sequence[LineChart],
    *,
    width: float,
    locale: str = "en_US",
    coloured: Collection[str] = (),
    by_place: Collection[str] = (),
) -> list[Flowable]:
    """Each chart as a heading, the plot and its legend, kept together on a page.

    Args:
        charts: :func:`ledger.charts.line_charts` of the game; a chart with no value is left out.
        width: the frame's width, points.
        locale: a babel locale name for the amounts.
        coloured: the keys of the charts whose lines are named after colours (1930's ``"stock_prices"``): each
            line of those is drawn in its colour too (:func:`series_inks`).
        by_place: the keys of the charts whose lines are drawn each in a colour of its own by its place (1930's
            ``"net_worth"``, the players: :data:`PLACE_INKS`), their dashes and markers kept.

    Returns:
        The flowables, in order (empty when no chart has a value).
    """
    out: list[Flowable] = []
    for chart in charts:
        if not chart.values() or not chart.points:
            continue
        unit = "$ millions" if chart.millions else "whole dollars"
        inks = series_inks(chart, coloured=chart.key in coloured, by_place=chart.key in by_place)
        out.append(
            KeepTogether(
                [
                    section_heading(chart.title, f"{chart.y_label}, {unit}", width=width, size=11, height=16),
                    Spacer(1, 4),
                    _plot(chart, width, 190, locale, inks),
                    Spacer(1, 2),
                    _legend(chart, width, locale, inks),
                    Spacer(1, 12),
                ]
            )
        )
    return out
