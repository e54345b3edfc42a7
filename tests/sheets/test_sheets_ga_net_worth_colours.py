"""1930's net worth chart on the dividend summary: each player's line in a printable colour of its own, its dash
and marker kept so that a black and white print still tells the lines apart (read back with pypdf, rendered with
pdftoppm)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from pdf_helpers import page_png
from pypdf import PdfReader
from sample_helpers import replayed_sample

from ledger.charts import LineChart, line_charts
from ledger.games import golden_age as ga
from sheets.charts import INKS, PLACE_INKS, STYLES, series_inks
from sheets.common import INK
from sheets.dividends import write_dividend_summary

TITLE = "net worth at market value by turn"


def _net_worth() -> tuple[Any, LineChart]:
    game = replayed_sample("golden-age-4p")
    return game, next(c for c in line_charts(game) if c.key == "net_worth")


def _stroke_colours(page: Any) -> set[tuple[float, float, float]]:
    """The RGB stroke colours a page's content sets (reportlab's ``r g b RG``), rounded to 3 places."""
    from pypdf.generic import ContentStream

    content = ContentStream(page.get_contents(), page.pdf)
    return {
        tuple(round(float(x), 3) for x in operands)  # type: ignore[misc]
        for operands, operator in content.operations
        if operator == b"RG" and len(operands) == 3
    }


def _rgb(ink: Any) -> tuple[float, float, float]:
    return (round(ink.red, 3), round(ink.green, 3), round(ink.blue, 3))


def _printed(tmp_path: Path) -> tuple[LineChart, Path]:
    """The dividend summary with the net worth chart alone on its charts' page (the price chart's airlines are
    drawn in the same shades: Blue, Red, ...)."""
    game, chart = _net_worth()
    state = game.state
    path = write_dividend_summary(
        ga.dividend_summary(state), ga.final_totals(state), tmp_path / "ga.pdf", charts=[chart]
    )
    return chart, path


def test_each_player_has_a_colour_of_their_own_and_keeps_dash_and_marker() -> None:
    """A newcomer's try: the PDF's net worth chart was all black. Each player's line is in a colour of its own, none
    black, and keeps its place's dash and marker (:data:`sheets.charts.STYLES`)."""
    _game, chart = _net_worth()
    inks = series_inks(chart, coloured=False, by_place=True)
    players = range(len(chart.series))
    assert len({inks[i].hexval() for i in players}) == len(chart.series) == 4
    assert all(inks[i] != INK for i in players)
    assert [inks[i] for i in players] == list(PLACE_INKS[:4])
    assert all(ink in INKS.values() for ink in PLACE_INKS)  # the printable shades the price chart uses
    assert len({STYLES[i] for i in players}) == len(chart.series)  # black and white still tell them apart
    assert set(series_inks(chart, coloured=False).values()) == {INK}  # other games' charts: as they were


def test_the_printed_chart_draws_each_player_in_their_colour(tmp_path: Path) -> None:
    """Read back: the chart's page strokes each player's colour (their line, marker and legend sample); rendered
    by pdftoppm, each colour shows on the page, and in grey the page still has its lines."""
    chart, path = _printed(tmp_path)
    reader = PdfReader(path)
    (number,) = [i for i, page in enumerate(reader.pages) if TITLE in page.extract_text()]
    strokes = _stroke_colours(reader.pages[number])
    inks = series_inks(chart, coloured=False, by_place=True)
    for index, series in enumerate(chart.series):
        assert _rgb(inks[index]) in strokes, series.name
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    image_module = pytest.importorskip("PIL.Image")
    picture = image_module.open(page_png(path, tmp_path, number + 1, dpi=100)).convert("RGB")
    raw = picture.tobytes()
    pixels = [tuple(raw[i : i + 3]) for i in range(0, len(raw), 3)]
    for index, series in enumerate(chart.series):
        want = tuple(round(255 * c) for c in _rgb(inks[index]))
        near = sum(1 for p in pixels if all(abs(a - b) <= 40 for a, b in zip(p, want, strict=True)))
        assert near >= 30, (series.name, near)
