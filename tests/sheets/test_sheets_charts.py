"""The charts on the sheets (sheets.charts, issue 14): every game's printout ends with its line charts, read
back with pypdf and rendered to a picture with pdftoppm; black and white tell the lines apart."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from pdf_helpers import page_png
from pypdf import PdfReader
from reportlab.graphics.charts.lineplots import LinePlot
from sample_helpers import replayed_sample

from ledger.charts import Series, line_charts
from ledger.game import Game
from ledger.games import meta_for
from ledger.money import format_money
from sheets import jobs
from sheets.charts import INKS, MARKER_SIZE, STYLES, _plot, series_inks, spread
from sheets.common import INK

SAMPLES = {
    "air-empire-basic-4p": ["Each player's cash by quarter"],
    "golden-age-4p": ["net worth at market value by turn", "Stock Market price of each airline by turn"],
    "air-fare-4p": ["Each player's score by turn"],
}


def _chart_pages(reader: PdfReader, titles: list[str]) -> list[int]:
    return [i for i, page in enumerate(reader.pages) if any(t in page.extract_text() for t in titles)]


@pytest.fixture(scope="module", params=sorted(SAMPLES))
def printed(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Game, Path]:
    sample = request.param
    game = replayed_sample(sample)
    job = meta_for(game.setup.game).prints[0]
    path = jobs.take(job, game).write(tmp_path_factory.mktemp(sample) / f"{sample}.pdf")
    return sample, game, path


def test_every_game_prints_its_charts_with_each_line_named_and_its_last_value(printed: tuple[str, Game, Path]) -> None:
    sample, game, path = printed
    reader = PdfReader(path)
    pages = _chart_pages(reader, SAMPLES[sample])
    assert pages, "no page of charts"
    text = "\n".join(reader.pages[i].extract_text() for i in pages)
    for title in SAMPLES[sample]:
        assert title in text
    for chart in line_charts(game):
        unit = "$ millions" if chart.millions else "whole dollars"
        assert f"{chart.y_label}, {unit}" in text  # the axis' unit
        for series in chart.series:
            last = next((v for v in reversed(series.values) if v is not None), None)
            if last is not None:
                assert f"{series.name}: {format_money(last, millions=chart.millions)}" in text
        assert chart.points[-1] in text and chart.x_label in text


def test_the_charts_embed_every_font_they_use(printed: tuple[str, Game, Path]) -> None:
    """Names such as Çelik and Zoë print in the embedded DejaVu Sans; reportlab's Helvetica is never named."""
    _sample, _game, path = printed
    assert b"/Helvetica" not in path.read_bytes()


def test_black_and_white_tell_the_lines_apart() -> None:
    """No two of the first ten lines share both their dash pattern and their marker (issue 14: not colour
    alone); 1930 has eight airlines, the most lines of any chart."""
    assert len(set(STYLES)) == len(STYLES) >= 10


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) not installed")
def test_the_page_of_charts_renders_with_its_lines_drawn(printed: tuple[str, Game, Path], tmp_path: Path) -> None:
    sample, _game, path = printed
    page = _chart_pages(PdfReader(path), SAMPLES[sample])[0] + 1
    data = page_png(path, tmp_path, page, dpi=40, gray=True).read_bytes()
    assert len(data) > 5000  # lines and text: a blank landscape Letter page here is under 1,000 bytes


def test_a_series_with_no_value_is_neither_drawn_nor_named(tmp_path: Path) -> None:
    """An airline never founded has no price at any turn: the chart draws no line or stray marker for it and
    the legend leaves it out; the lines after it keep the pattern of their place (as in the legend)."""
    from reportlab.graphics.charts.lineplots import LinePlot
    from reportlab.platypus import KeepTogether

    from ledger.charts import LineChart, Series
    from sheets.charts import _plot, chart_flowables

    chart = LineChart(
        "stock_prices", "Prices", "Stock price", "Turn", ("T1", "T2"),
        (Series("Blue", (5, 6)), Series("Red", (None, None)), Series("Green", (4, 8))),
    )  # fmt: skip
    plot = next(node for node in _plot(chart, 500, 190, "en_US").contents if isinstance(node, LinePlot))
    assert plot.data == [[(0, 5), (1, 6)], [(0, 4), (1, 8)]]
    assert plot.lines[1].strokeDashArray == STYLES[2][0]  # Green keeps the pattern of the 3rd place
    (block,) = chart_flowables([chart], width=500)
    assert isinstance(block, KeepTogether)
    legend = block._content[4]
    names = [cell.text for row in legend._cellvalues for cell in row if hasattr(cell, "text")]
    assert names == ["Blue: $6", "Green: $8"]


def test_markers_at_one_value_are_set_side_by_side() -> None:
    """A newcomer's try: 1930's Stock Market price chart drew the markers of airlines in the same box on one
    another, one hiding the other. Series at one value in one period are set side by side; a series alone at its
    value stays on its period."""
    game = replayed_sample("golden-age-4p")
    chart = next(c for c in line_charts(game) if "Stock Market price" in c.title)
    drawn = [s for s in chart.series if any(v is not None for v in s.values)]
    points = spread(drawn, 0.1)
    shared = 0
    for period in range(len(chart.points)):
        at: dict[int, list[float]] = {}
        for one, kept in zip(drawn, points, strict=True):
            value = one.values[period]
            if value is not None:
                x = next(x for x, v in kept if abs(x - period) < 0.5 and v == value)
                at.setdefault(value, []).append(x)
        for xs in at.values():
            assert len(set(xs)) == len(xs), (period, xs)  # never two markers on one another
            assert all(abs(x - period) <= 0.35 for x in xs)  # each beside its own period
            shared += len(xs) > 1
            if len(xs) == 1:
                assert xs == [period]
    assert shared, "the sample has airlines at one price in one turn"


def test_markers_at_near_values_are_set_side_by_side() -> None:
    """A newcomer's try: in 1930's net worth chart the End column had Carla ($470, ●) and Neal ($467, □) nearly on
    one spot, Neal's □ all but covering Carla's ●. Markers nearer than ``near`` (a marker's height in the chart's
    units) are set side by side too, each at its own value; with ``near`` 0 only one value is."""
    series = (Series("Carla", (470,)), Series("Neal", (467,)), Series("Zoë", (533,)))
    assert spread(series, 0.1) == [[(0, 470)], [(0, 467)], [(0, 533)]]
    assert spread(series, 0.1, near=10) == [[(-0.05, 470)], [(0.05, 467)], [(0, 533)]]
    # a chain: 467 is near 470, 470 near 476; 533 alone
    chain = (*series, Series("Chuck", (476,)))
    xs = [points[0][0] for points in spread(chain, 0.1, near=8)]
    assert xs == pytest.approx([-0.1, 0, 0, 0.1])  # Carla, Neal, Chuck in the series' order; Zoë on her period


def test_no_two_markers_of_a_printed_chart_overlap() -> None:
    """The 1930 sample's charts as printed (the dividend summary's width): in each period no two markers are nearer
    than a marker's size both across and up, read back from the plot in points."""
    game = replayed_sample("golden-age-4p")
    for chart in line_charts(game):
        plot = next(node for node in _plot(chart, 500, 190, "en_US").contents if isinstance(node, LinePlot))
        x_axis, y_axis = plot.xValueAxis, plot.yValueAxis
        x_scale = plot.width / (x_axis.valueMax - x_axis.valueMin)
        y_scale = plot.height / (y_axis.valueMax - y_axis.valueMin)
        marks = [
            ((x - x_axis.valueMin) * x_scale, (y - y_axis.valueMin) * y_scale)
            for points in plot.data
            for x, y in points
        ]
        for i, (x1, y1) in enumerate(marks):
            for x2, y2 in marks[i + 1 :]:
                assert abs(x1 - x2) >= MARKER_SIZE - 0.01 or abs(y1 - y2) >= MARKER_SIZE - 0.01, (
                    chart.title,
                    x1,
                    y1,
                    x2,
                    y2,
                )


def _stroke_colours(page: Any) -> set[tuple[float, float, float]]:
    """The RGB stroke colours a page's content sets (reportlab's ``r g b RG``), rounded to 3 places."""
    from pypdf.generic import ContentStream

    content = ContentStream(page.get_contents(), page.pdf)
    return {
        tuple(round(float(x), 3) for x in operands)  # type: ignore[misc]
        for operands, operator in content.operations
        if operator == b"RG" and len(operands) == 3
    }


def test_the_airlines_are_drawn_each_in_its_colour(tmp_path: Path) -> None:
    """A newcomer's try: 1930's Stock Market chart drew every airline in black with 4 dash patterns reused (Blue and
    Pink both solid), Pink (+) and Purple (◆) on one another. Each airline's line is now in a printable shade of its
    colour (yellow a dark gold), its dash and marker kept for a black and white print; no two airlines share both
    colour and dash. Lines not named after colours stay black unless drawn by place (1930's net worth chart:
    tests/sheets/test_sheets_ga_net_worth_colours.py)."""
    game = replayed_sample("golden-age-4p")
    charts = {c.key: c for c in line_charts(game)}
    prices = charts["stock_prices"]
    inks = series_inks(prices, coloured=True)
    drawn = [i for i, s in enumerate(prices.series) if any(v is not None for v in s.values)]
    assert len({(inks[i].hexval(), STYLES[i % len(STYLES)][0]) for i in drawn}) == len(drawn)
    assert len({inks[i].hexval() for i in drawn}) == len(drawn)  # every airline its own colour
    assert inks[prices.series.index(next(s for s in prices.series if s.name == "Yellow"))] == INKS["yellow"]
    assert INKS["yellow"].red + INKS["yellow"].green + INKS["yellow"].blue < 1.6  # dark enough to read on white
    assert set(series_inks(charts["net_worth"], coloured=False).values()) == {INK}
    path = jobs.take(meta_for(game.setup.game).prints[0], game).write(tmp_path / "ga.pdf")
    reader = PdfReader(path)
    page = reader.pages[_chart_pages(reader, SAMPLES["golden-age-4p"])[-1]]
    strokes = _stroke_colours(page)
    for index in drawn:
        ink = inks[index]
        assert (round(ink.red, 3), round(ink.green, 3), round(ink.blue, 3)) in strokes, prices.series[index].name
