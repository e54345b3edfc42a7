"""The journal opens with the newest action's own line (its number, what was done) in sight.

A newcomer's try of Air Empire at 80x24 (the 4-player sample's first 12 actions, ``j``): the newest action, Phase 5
maintenance paid by everyone, is taller than the rows' pane; the journal opened scrolled to its last rows, the top
row "Y1 Q4 line 5c maintenance paid by Henrike:", with no "12 …" line above it to say which action it was.
"""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_text, import_sample, make_app, run

from tui.screens.journal import JournalScreen, JournalTable


async def _journal(pilot: object, game_id: int) -> JournalTable:
    app = pilot.app  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]
    app.open_game(game_id)
    await pilot.pause()  # type: ignore[attr-defined]
    await pilot.press("j")  # type: ignore[attr-defined]
    for _ in range(40):
        await pilot.pause()  # type: ignore[attr-defined]
        if isinstance(app.screen, JournalScreen) and app.screen.query_one(JournalTable).row_count:
            break
    assert isinstance(app.screen, JournalScreen)
    await pilot.pause()  # type: ignore[attr-defined]
    return app.screen.query_one(JournalTable)


def _top_row(table: JournalTable) -> int:
    """The index of the row on the view's top line."""
    return table._row_at_line(int(table.scroll_y))


def _assert_head_on_top(app: object, table: JournalTable, seq: int) -> None:
    first, last = table.action_span(len(table.rows) - 1)
    assert table.rows[first].seq == seq and table.rows[first].opens_action
    assert table._lines - table._starts[first] > table._body_height()  # taller than the pane
    assert _top_row(table) == first and int(table.scroll_y) == table._starts[first]
    assert table.cursor_row == first  # the cursor on the line shown, not on a posting out of sight
    drawn = drawn_text(app).splitlines()
    header = next(i for i, line in enumerate(drawn) if line.lstrip().startswith("#     Time"))
    assert drawn[header + 1].split()[0] == str(seq), drawn[header + 1]


@run
async def test_the_newest_action_taller_than_the_pane_opens_at_its_own_line(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 11)
    app.book.record(game, "air_empire.maintenance", {"players": [1, 2, 3, 4]})  # 4 entries: 13 lines
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _journal(pilot, game)
        _assert_head_on_top(app, table, 12)
        assert "Y1 Q2 line 5c maintenance paid by Ann:" in drawn_text(app)
        # down goes on into the action, a line at a time, as from any row
        await pilot.press("down")
        assert table.cursor_row == table.action_span(table.cursor_row)[0] + 1
        # End goes to its last posting as asked
        await pilot.press("end")
        assert table.cursor_row == len(table.rows) - 1
        # a new search lands on its newest match, the line that shows it, with the action's own line in sight; End
        # then goes to the newest's last line, taller than the pane: its own line shown
        await pilot.press("slash", *"Dmitri", "enter")
        for _ in range(20):
            await pilot.pause(0.05)
            if "shown" in drawn_text(app) and "all shown" not in drawn_text(app):
                break
        line = table.cursor_line
        assert line is not None and line.seq == 12 and "Dmitri" in " ".join(line.what), line
        assert _top_row(table) <= table.action_span(table.cursor_row)[0]
        await pilot.press("home")
        assert table.cursor_row == 0 and int(table.scroll_y) == 0
        await pilot.press("end")
        assert table.cursor_row == len(table.rows) - 1
