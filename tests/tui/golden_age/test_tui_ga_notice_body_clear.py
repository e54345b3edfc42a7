"""1930's table at 80x24: a notice takes a row the grid leaves blank below its last row, not the table's last line of
text above the "More:" keys (Textual Pilot, the bundled sample: samples/golden-age-4p.jsonl). A banker's try: the
"Recorded" notice covered the legend, "researched this turn. Inc.: income.", for its seconds, with blank rows above."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, drawn_text, import_sample, make_app, open_game_at, run

from tui.games.golden_age.table import GoldenAgeScreen

NOTICE = "A notice to read: the table's text stays."


@run
async def test_a_notice_on_the_1930_table_leaves_the_body_whole(tmp_path: Path) -> None:
    # the Operation Phase (blank rows below the grid's last), then the End of Turn (the grid fills its room)
    for upto in (20, 107):
        (tmp_path / str(upto)).mkdir()
        app = make_app(tmp_path / str(upto))
        game = import_sample(app.book, "golden-age-4p", upto)
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await open_game_at(pilot, game)
            screen = app.screen
            assert isinstance(screen, GoldenAgeScreen)
            await pilot.pause(0.1)
            before = drawn_text(app).splitlines()
            app.notify(NOTICE, timeout=30)
            await pilot.pause(0.2)
            lines = drawn_text(app).splitlines()
            row = next(n for n, line in enumerate(lines) if NOTICE in line)
            more = screen.query_one("#more").region
            assert row < more.y and row > 2, (upto, row)  # never over the keys, the title, the turn line
            changed = [n for n, (was, now) in enumerate(zip(before, lines, strict=True)) if was != now]
            assert changed == [row], (upto, changed)
            if upto == 20:
                # blank rows below the grid's last: the notice on the lowest, every line of text drawn as before
                assert not before[row].strip(), before[row]
                assert "Inc.: income." in lines[more.y - 1], lines[more.y - 1]
            else:
                # no blank row: the lowest line above the keys (the legend), as on every table
                assert row == more.y - 1, row
            app.clear_notifications()
