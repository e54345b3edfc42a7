"""At 80x24 the revenue and settle dialogs take the whole width (tui/app.tcss: every form's box under 100 columns).

A newcomer's try: stray characters of the table showed outside the right edge of the revenue and settle dialogs
("│t", "│e", "│,"), the box 78 columns wide over the table's long lines. The sample air-fare-4p (air-fare-4p.md):
its 82nd action is turn 16's Revenue Phase, its 62nd Dmitri's settle at turn 12.
"""

from __future__ import annotations

from pathlib import Path

from tui_helpers import box_lines, drawn_text, import_sample, keys, make_app, run

from tui.games.air_fare.forms import RevenueForm, SettleForm


async def box_drawn(tmp_path: Path, upto: int, key: str, form: type) -> str:
    """The sample's first ``upto`` actions, then ``key`` at 80x24: the screen drawn with its dialog."""
    tmp_path.mkdir()
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", upto)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, key)
        assert isinstance(app.screen, form), app.screen
        return drawn_text(app)


@run
async def test_nothing_of_the_table_shows_beside_the_revenue_and_settle_boxes(tmp_path: Path) -> None:
    for name, upto, key, form in (("revenue", 82, "r", RevenueForm), ("settle", 62, "e", SettleForm)):
        drawn = await box_drawn(tmp_path / name, upto, key, form)
        lines = drawn.splitlines()
        top, bottom = box_lines(drawn)
        for line in lines[top : bottom + 1]:
            assert line.startswith(("│", "╭", "╰")) and line.rstrip().endswith(("│", "╮", "╯")), drawn
            assert len(line.rstrip()) == 80, drawn
