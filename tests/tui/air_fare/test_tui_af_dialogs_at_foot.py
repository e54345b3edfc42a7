"""Air Fare's forms in a tall terminal: at the foot of the screen, the table's rows whole above them."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import box_lines, drawn_text, import_sample, keys, make_app, rows_drawn_whole, run

from tui.games.air_fare.forms import LoanForm
from tui.games.air_fare.table import AirFareScreen


@run
async def test_the_loan_form_sits_at_the_foot_of_a_tall_terminal(tmp_path: Path) -> None:
    """A newcomer's try at 120x36: the bank loan form (l), centred over the table, cut the "More" keys and the
    latest actions beside it. At the foot of the screen the grid, the player's detail and the "More" keys are
    drawn whole above it, nothing of the table's lines beside it; gone, the table is as it was."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-fare-4p", 4)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        table = drawn_text(app)
        await keys(pilot, "l")
        assert isinstance(app.screen, LoanForm)
        drawn = drawn_text(app)
        assert rows_drawn_whole(table, drawn, " Player", "More:") == [], drawn
        lines = drawn.splitlines()
        top, bottom = box_lines(drawn)
        assert bottom == len(lines) - 2, drawn  # on the footer
        assert all(not line[:10].strip() for line in lines[top : bottom + 1]), drawn
        await keys(pilot, "escape")
        assert isinstance(app.screen, AirFareScreen)
        assert drawn_text(app) == table
