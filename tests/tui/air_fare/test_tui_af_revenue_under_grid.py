"""At the foot of a tall terminal the Revenue form keeps under the table's grid, a line left between them for the
notices (tui/base/widgets.py, FormScreen._under_grid). A newcomer's try at 120x36, advertising recorded then ``r``: the
"Recorded" notice was drawn over Bea's row and the form's border cut Cal's."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_advertising_secret import chicago_game
from tui_helpers import box_lines, drawn_text, keys, make_app, open_game_at, run

from tui.games.air_fare.forms import RevenueForm
from tui.games.air_fare.table import AirFareScreen


@run
async def test_the_revenue_form_leaves_every_player_row_and_the_notice_whole(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(120, 36), notifications=True) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g", "enter", "3", "enter", "5", "enter", "10", "ctrl+s", "5 3 7", "enter")
        assert isinstance(app.screen, AirFareScreen), app.screen
        table = drawn_text(app).splitlines()
        rows = [line for line in table if line.startswith((" Player ", " Ann ", " Bea ", " Cal ", " Dee "))]
        assert len(rows) == 5, table
        await keys(pilot, "r")
        assert isinstance(app.screen, RevenueForm), app.screen
        await pilot.pause(0.1)
        drawn = drawn_text(app)
        lines = drawn.splitlines()
        for row in rows:
            assert row in lines, drawn
        top, bottom = box_lines(drawn)
        notice = [i for i, line in enumerate(lines) if "Recorded #14" in line]
        assert notice == [top - 1], drawn  # between the grid and the box, over none of the form's lines
        assert lines.index(rows[-1]) < top - 1, drawn
        assert "Asks first (y/n)" in lines[bottom - 1], drawn
