"""The journal's room at 80x24 and 120x36. A newcomer's try of 1930 (the 4-player sample, F2 at 80x24): the
Action column was some 36 cells wide beside the Amount and Balance columns, empty on an action's own line, and a
Stock Round's end (#48, #82) took 13 lines or more; the detail pane under the rows stopped mid-sentence ("…Pink
$5 → $6 (Available Stock") with nothing to say so; and the journal opened with a posting of an action out of sight
on its top line, no number to say whose."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static
from tui_helpers import drawn_text, import_sample, make_app, run

from tui.screens.journal import DETAIL_CUT, JournalScreen, JournalTable


async def _journal(pilot: object, game_id: int) -> JournalTable:
    app = pilot.app  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]
    app.open_game(game_id)
    await pilot.pause()  # type: ignore[attr-defined]
    await pilot.press("f2")  # type: ignore[attr-defined]
    for _ in range(20):
        await pilot.pause()  # type: ignore[attr-defined]
        if isinstance(app.screen, JournalScreen) and app.screen.query_one(JournalTable).row_count:
            break
    assert isinstance(app.screen, JournalScreen)
    return app.screen.query_one(JournalTable)


def _top_line(table: JournalTable) -> int:
    """The index of the row on the view's top line."""
    return table._row_at_line(int(table.scroll_y))


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_a_long_action_takes_the_amount_columns_room_and_the_detail_says_it_is_cut(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", None)
    async with app.run_test(size=size) as pilot:
        table = await _journal(pilot, game)
        width = size[0]
        # opened at the end: the top line starts an action or one of its entries, never a posting cut from its head
        top = table.rows[_top_line(table)]
        assert int(table.scroll_y) == table._starts[_top_line(table)] and top.wide, top
        assert table.cursor_line is not None and table.cursor_line.seq == 244
        assert "Cash after #244" in drawn_text(app)
        # #48, a Stock Round's end: its text runs on over the empty Amount and Balance columns
        table.move_cursor(row=table.get_row_index("a48"))
        await pilot.pause()
        row = table.cursor_line
        assert row is not None and row.key == "a48"
        assert row.height <= (10 if width == 80 else 6), row.what
        assert max(len(line) for line in row.what) > 40  # wider than the Action column alone
        drawn = drawn_text(app).splitlines()
        assert all(len(line.rstrip()) <= width for line in drawn)
        first = next(line for line in drawn if line.startswith(" 48 "))
        assert first.split("T2", 1)[1].strip() == row.what[0]  # drawn as folded, nothing cut at a column's edge
        # the detail: the action's text cut at a word, said so, and the cash line still under it
        detail = str(app.screen.query_one("#journal-detail", Static).render())
        if width == 80:
            assert DETAIL_CUT in detail, detail
            assert detail.splitlines()[-2].endswith(DETAIL_CUT)
        assert detail.splitlines()[-1].startswith("Cash after #48:")
        assert "Cash after #48:" in drawn_text(app)
        # moving down past the view's end: the top line starts an action or an entry again
        for _ in range(30):
            await pilot.press("down")
        await pilot.pause()
        assert table.rows[_top_line(table)].wide
        assert int(table.scroll_y) == table._starts[_top_line(table)]


def _notices(app: object) -> list[str]:
    return [str(n.message) for n in app._notifications]  # type: ignore[attr-defined]


@pytest.mark.parametrize("back_first", [False, True])
@run
async def test_a_key_typed_straight_after_the_esc_that_cleared_a_search_says_not_used(
    tmp_path: Path, back_first: bool
) -> None:
    """A newcomer's try: a search typed, then ``Esc s`` (the table's Market): the Esc cleared the search, the journal
    stayed, and the ``s`` was dropped without a word. Esc from the search box, or from the rows after Enter."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 60)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = await _journal(pilot, game)
        screen = app.screen
        await pilot.press("slash", *"neal")
        if back_first:
            await pilot.press("enter")
            assert table.has_focus
        await pilot.pause(0.3)
        await pilot.press("escape", "s")
        await pilot.pause()
        assert app.screen is screen and table.has_focus
        assert screen.query_one("#journal-search").value == ""
        said = [n for n in _notices(app) if "'s'" in n]
        assert said and "Not used" in said[-1] and "Esc again goes back" in said[-1], _notices(app)
        await pilot.pause(0.1)
        assert "'s' is the table's" in " ".join(drawn_text(app).split())  # its Market (Esc back to it)
        # a key of the journal still works: e hides the entries
        await pilot.pause(0.6)
        await pilot.press("e")
        await pilot.pause()
        assert all(row.opens_action for row in table.rows)
        # a letter with no search cleared before it says "Not used" without the Esc
        await pilot.pause(1.2)
        await pilot.press("q")
        await pilot.pause()
        said = [n for n in _notices(app) if "'q'" in n]
        assert said and "Esc" not in said[-1]
        # the search box still takes every letter
        await pilot.pause(0.6)
        await pilot.press("slash", *"sq")
        await pilot.pause()
        assert screen.query_one("#journal-search").value == "sq"


@run
async def test_esc_s_sent_as_one_alt_key_says_not_used_too(tmp_path: Path) -> None:
    """Through tmux, Esc and ``s`` typed close together reach the app as one ``alt+s`` (handed on as Esc, then s)."""
    from textual import events

    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 60)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = await _journal(pilot, game)
        await pilot.press("slash", *"neal", "enter")
        await pilot.pause(0.3)
        event = events.Key("alt+s", "s")
        event.set_sender(app)
        app._driver.send_message(event)  # type: ignore[union-attr]
        for _ in range(20):
            await pilot.pause(0.05)
        assert isinstance(app.screen, JournalScreen) and table.has_focus
        said = [n for n in _notices(app) if "'s'" in n]
        assert said and "Esc again goes back" in said[-1], _notices(app)
