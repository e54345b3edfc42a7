"""1930's dividend summary with a 40-letter player name (a newcomer's try: "Bartholomew Fitzwilliam
Montgomery-Smyth"): the first page names the players under its head, and the net worth chart's legend keeps
each figure whole, cutting the name instead (read back with pypdf)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from pypdf import PdfReader
from sample_helpers import sample_record

from ledger.charts import line_charts
from ledger.game import Game
from ledger.games import meta_for
from ledger.money import format_money
from sheets import jobs

LONG = "Bartholomew Fitzwilliam Montgomery-Smyth"
NAMES = (LONG, "Bob", "Cy", "Dot")


@pytest.fixture(scope="module")
def printed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Game, PdfReader]:
    """The bundled 4-player sample with the long name in seat 1, its dividend summary printed."""
    setup, actions = sample_record("golden-age-4p")
    game = Game.replay(dataclasses.replace(setup, players=NAMES), [a.as_tuple() for a in actions])
    job = meta_for("golden_age").prints[0]
    path = jobs.take(job, game).write(tmp_path_factory.mktemp("long") / "dividends.pdf")
    return game, PdfReader(Path(path))


def test_the_net_worth_legend_names_a_long_name_whole_beside_short_ones(printed: tuple[Game, PdfReader]) -> None:
    """Before: "Bartholomew Fitzwilliam Montgomery-Smyth: $…" in a tiny font, the figure lost; then (a newcomer's
    try) "Bartholomew Fitzwilliam…: $470" in a quarter of the line, beside "Bob: $467" with room to spare. Now the
    long name's column takes the room the short names leave: every name whole, each with its figure."""
    game, reader = printed
    chart = next(c for c in line_charts(game) if "net worth" in c.title)
    page = next(p.extract_text() for p in reader.pages if chart.title in p.extract_text())
    line = next(line for line in page.splitlines() if line.startswith("Bartholomew"))
    for series in chart.series:
        last = next(v for v in reversed(series.values) if v is not None)
        assert f"{series.name}: {format_money(last)}" in line, line
    assert "…" not in line, line


def test_a_legend_without_the_room_cuts_the_longest_names_only(tmp_path: Path) -> None:
    """Four names of 40 letters in one legend line (a frame of some 540 points): each keeps its figure whole and as
    many of its letters as a fair share of the line holds; short names beside them are never cut (pypdf reads the
    page back). Measured with the font the legend sets (DejaVu Sans, :func:`sheets.fonts.string_width`)."""
    from sheets.charts import _widths

    assert _widths([100, 100], 500) == [250, 250]  # the room left shared out
    assert _widths([60, 400, 400], 500) == [60, 220, 220]  # a short column keeps its need, the others share
    longs = tuple(f"{first} Fitzwilliam Montgomery-Smyth" for first in ("Bartholomew", "Christopher", "Evangeline"))
    setup, actions = sample_record("golden-age-4p")
    game = Game.replay(dataclasses.replace(setup, players=(*longs, "Dot")), [a.as_tuple() for a in actions])
    path = jobs.take(meta_for("golden_age").prints[0], game).write(tmp_path / "dividends.pdf")
    chart = next(c for c in line_charts(game) if "net worth" in c.title)
    page = next(p.extract_text() for p in PdfReader(Path(path)).pages if chart.title in p.extract_text())
    line = next(line for line in page.splitlines() if line.startswith("Bartholomew"))
    for series in chart.series:
        figure = f": {format_money(next(v for v in reversed(series.values) if v is not None))}"
        if series.name == "Dot":
            assert f"Dot{figure}" in line, line
        else:
            said = next(part for part in line.split(figure)[0:-1] if series.name.split()[0] in part).strip()
            said = said[said.index(series.name.split()[0]) :]
            assert said.endswith("…") and series.name.startswith(said[:-1]) and len(said) > 20, (said, line)


def test_the_first_page_names_the_players_under_its_head(printed: tuple[Game, PdfReader]) -> None:
    """Before: the sheet's title, then its notes; the players were first named in the first Fly table."""
    game, reader = printed
    lines = reader.pages[0].extract_text().splitlines()
    players = next(i for i, line in enumerate(lines) if line.startswith("4 players, in seat order:"))
    assert lines[players] == f"4 players, in seat order: 1 {LONG}, 2 Bob, 3 Cy, 4 Dot", lines[players]
    assert players < next(i for i, line in enumerate(lines) if line.startswith("Note:"))
    assert game.setup.title.split()[0] in lines[0]
