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


def test_the_net_worth_legend_keeps_each_figure_whole(printed: tuple[Game, PdfReader]) -> None:
    """Before: "Bartholomew Fitzwilliam Montgomery-Smyth: $…" in a tiny font, the figure lost."""
    game, reader = printed
    chart = next(c for c in line_charts(game) if "net worth" in c.title)
    page = next(p.extract_text() for p in reader.pages if chart.title in p.extract_text())
    for series in chart.series:
        last = next(v for v in reversed(series.values) if v is not None)
        figure = f": {format_money(last)}"
        if series.name == LONG:
            line = next(line for line in page.splitlines() if line.startswith("Bartholomew"))
            said = line.split(figure)[0]
            assert figure in line and said.endswith("…") and LONG.startswith(said[:-1]), line
        else:
            assert f"{series.name}{figure}" in page, page


def test_the_first_page_names_the_players_under_its_head(printed: tuple[Game, PdfReader]) -> None:
    """Before: the sheet's title, then its notes; the players were first named in the first Fly table."""
    game, reader = printed
    lines = reader.pages[0].extract_text().splitlines()
    players = next(i for i, line in enumerate(lines) if line.startswith("4 players, in seat order:"))
    assert lines[players] == f"4 players, in seat order: 1 {LONG}, 2 Bob, 3 Cy, 4 Dot", lines[players]
    assert players < next(i for i, line in enumerate(lines) if line.startswith("Note:"))
    assert game.setup.title.split()[0] in lines[0]
