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


@run
async def test_a_question_over_a_form_at_the_foot_does_not_cut_its_lines(tmp_path: Path) -> None:
    """A newcomer's try at 120x36: the bankruptcy y/n question (e Enter after the Revenue Phase, a Plane Crash
    drawn) sat at the foot over its own Settle form and cut the form's lines at its edge ("Cal owes $10…"). The
    question sits at the top, over the table's grid: no line of the form is under it."""
    from test_tui_air_fare import short_at_the_revenue_phase, stored_friday
    from textual.widgets import Static

    from tui.base.widgets import ConfirmScreen
    from tui.games.air_fare.forms import SettleForm

    app = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await stored_friday(pilot)
        short_at_the_revenue_phase(app, crash=True)
        await pilot.pause()
        app.book.record(app.game_id, "air_fare.revenue", {})
        app.game_changed()
        await pilot.pause()
        await keys(pilot, "e")
        settle = app.screen
        assert isinstance(settle, SettleForm)
        lines = settle.query_one("#settle-lines", Static)
        await keys(pilot, "enter")
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        await pilot.pause(0.2)
        boxes = [w.region for w in question.children if w.display and w.styles.dock == "none" and w.region]
        assert boxes and all(box.bottom <= lines.region.y for box in boxes), (boxes, lines.region)
        assert all(not box.overlaps(settle.query_one("#form").region) for box in boxes), drawn_text(app)
