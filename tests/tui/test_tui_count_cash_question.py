"""Esc on Count cash with a count typed asks "Drop the count typed?" beside the count's box, not across it: the
player and the count the question is about stay in sight. A newcomer's try at 80x24: the question covered them.
Pilot, a real book.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import drawn_text, import_sample, keys, make_app, open_game_at, run

from tui.base.widgets import ConfirmScreen
from tui.screens.journal import CountCashScreen

SAMPLE = "air-empire-basic-4p"


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
def test_the_drop_question_leaves_the_count_in_sight(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, SAMPLE, 12)

    @run
    async def body() -> None:
        async with app.run_test(size=size) as pilot:
            await open_game_at(pilot, game)
            await keys(pilot, "k", "48213")
            count = app.screen
            assert isinstance(count, CountCashScreen)
            await keys(pilot, "escape")
            for _ in range(3):
                await pilot.pause()
            question = app.screen
            assert isinstance(question, ConfirmScreen)
            [asked] = question.box_parts()
            for part in count.box_parts():
                assert not asked.region.overlaps(part.region), (asked.region, part.region)
            lines = drawn_text(app).splitlines()
            assert any("Drop the count typed?" in line for line in lines)
            assert any("1 Ann" in line for line in lines) and any("48213" in line for line in lines)
            # n: back to the count as typed, the question gone
            await keys(pilot, "n")
            assert app.screen is count and "48213" in drawn_text(app)

    body()
