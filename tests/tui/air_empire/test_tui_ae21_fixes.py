"""Findings of newcomers' tries of Air Empire (Basic and Tournament, 80x24): the Flight Costs Table's form opened
scrolled to its last rows, the maintenance form's "Who pays" list, a minimum bid under the rule's refused only on
ctrl+s, a refusal naming a field by its payload's name, and the question over the count of cash."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import TextArea
from tui_helpers import drawn_text, import_sample, keys, make_app, open_game_at, run

from tui.games.air_empire.forms import FlightCostsForm


@pytest.mark.parametrize(
    ("sample", "upto", "size"),
    [
        ("air-empire-basic-4p", 3, (80, 24)),
        ("air-empire-tournament-3p", 10, (80, 24)),
        ("air-empire-basic-4p", 3, (120, 36)),
    ],
)
@run
async def test_the_flight_costs_table_form_opens_at_its_top(
    tmp_path: Path, sample: str, upto: int, size: tuple[int, int]
) -> None:
    """A newcomer's try at 80x24: the Flight Costs Table's form (t) opened with its rows' box scrolled to the last
    rows, rows 1-9 out of sight. It opens at its top, the title, the example and the first row in sight, the rows'
    box focused; what the banker types still goes after the rows, the box scrolling down to it then."""
    app = make_app(tmp_path)
    game = import_sample(app.book, sample, upto)
    async with app.run_test(size=size) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "t")
        form = app.screen
        assert isinstance(form, FlightCostsForm)
        rows = form.query_one("#rows", TextArea)
        assert app.focused is rows
        assert rows.scroll_y == 0 and form.query_one("#form-body").scroll_y == 0
        drawn = drawn_text(app)
        for words in ("Flight Costs Table (printed on the board)", "One row per line", "  1  4000 0 2"):
            assert words in drawn, drawn
        assert rows.cursor_location == rows.document.end
        await keys(pilot, *"21000 4 1")
        drawn = drawn_text(app)
        assert rows.text.endswith("20000 4 0\n21000 4 1"), rows.text
        assert "21000 4 1" in drawn and "  1  4000 0 2" not in drawn, drawn
