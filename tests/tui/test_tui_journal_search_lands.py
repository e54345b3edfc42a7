"""A new search in the journal lands on its newest match and marks what it found, as a log viewer's search does.

A newcomer's try: "/Dan" landed on #0 (the starting cash), every line of each action found drawn with nothing to
say which held "Dan", the newest match out of sight at the bottom.
"""

from __future__ import annotations

from pathlib import Path

from textual import events
from tui_helpers import drawn_text, import_sample, make_app, open_journal, run

from tui.base.widgets import folded
from tui.screens.journal import JournalScreen, JournalTable, search_marks


async def _searched(pilot: object, screen: JournalScreen, typed: str) -> None:
    await pilot.press("slash", *typed, "enter")  # type: ignore[attr-defined]
    for _ in range(40):
        await pilot.pause(0.05)  # type: ignore[attr-defined]
        if screen._drawn_search == typed:
            break
    assert screen._drawn_search == typed


def _marked(table: JournalTable, row: int) -> list[str]:
    """The texts marked (drawn in the match style) on the first screen line of ``row``, when it is in view."""
    match = table.get_component_rich_style("journal--match")
    y = table._starts[row] - int(table.scroll_y) + 1
    drawn = table.render_line(y)
    return [segment.text for segment in drawn if segment.style and segment.style.bgcolor == match.bgcolor]


@run
async def test_a_search_lands_on_the_newest_match_and_marks_it(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-basic-4p", 30)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_journal(pilot, game_id)
        table = screen.query_one(JournalTable)
        await _searched(pilot, screen, "bea")
        newest = max(line.seq for line in table.rows)
        line = table.cursor_line
        # on the newest action found, the first of its lines that says "Bea", its own line in sight above it
        assert line is not None and line.seq == newest == 28 and line.opens_action, line
        assert "28" in drawn_text(app) and "Bea pays $3,700 maintenance" in drawn_text(app)
        assert _marked(table, table.cursor_row) == ["Bea"]
        # a line of the same action that does not say it is not marked; a posting that does is
        posting = table.get_row_index("a28e1p0")
        assert "Bea's cash" in table.rows[posting].what[0] and _marked(table, posting) == ["Bea"]
        assert _marked(table, table.get_row_index("a28e1p1")) == []  # the Bank's
        # the figures as typed without their commas are marked as drawn
        await pilot.press("escape")
        await _searched(pilot, screen, "3700")
        line = table.cursor_line
        assert line is not None and line.seq == 28
        assert _marked(table, table.cursor_row) == ["3,700"]  # in "Bea pays $3,700 maintenance"
        # Home still goes to the first match
        await pilot.press("home")
        assert table.cursor_row == 0


def test_the_marks_find_each_part_in_any_case_and_a_figure_with_its_separators() -> None:
    marks = search_marks(("ann", "1700"))
    assert marks is not None
    assert [m.group() for m in marks.finditer("ANN paid $1,700 to Anna")] == ["ANN", "1,700", "Ann"]
    assert search_marks(()) is None


@run
async def test_a_search_without_accents_finds_a_name_with_them(tmp_path: Path) -> None:
    """The lead's try of 1930: "/zoe" found nothing, though every other action names Zoë; the lists' searches find
    "Zoë" by "zoe" (folded). The journal's does too, and marks "Zoë" as drawn."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 30)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_journal(pilot, game_id)
        table = screen.query_one(JournalTable)
        await _searched(pilot, screen, "zoe")
        line = table.cursor_line
        assert line is not None and "No action matches" not in drawn_text(app)
        match = table.get_component_rich_style("journal--match")
        marked = {
            segment.text
            for y in range(table.size.height)
            for segment in table.render_line(y)
            if segment.style and segment.style.bgcolor == match.bgcolor
        }
        assert marked == {"Zoë"}, marked


def test_the_search_marks_fold_accents() -> None:
    marks = search_marks(("zoe", "celik"))
    assert marks is not None
    assert [m.group(0) for m in marks.finditer("Zoë pays Çelik; ZOE")] == ["Zoë", "Çelik", "ZOE"]


def test_a_search_folds_a_stroked_letter() -> None:
    """A newcomer's try of Air Fare: "/oyvind" found nothing of Øyvind ("zoe" found Zoë): Unicode does not decompose
    a letter with a stroke, so the search folds it to its letter, and the journal marks it."""
    assert folded("Øyvind Łukasz Đorđe Işık Guðrún") == "oyvind lukasz dorde isik gudrun"
    marks = search_marks(("oyvind",))
    assert marks is not None and [m.group(0) for m in marks.finditer("Øyvind lends Ana")] == ["Øyvind"]


def test_the_search_marks_pass_over_hyphens_dots_and_apostrophes() -> None:
    """The search passes over the punctuation inside names ("md80" finds "MD-80": folded), and the journal marks the
    name as drawn, with it."""
    assert folded("Bea buys a McDonnell Douglas MD-80 in St. Louis") == "bea buys a mcdonnell douglas md80 in st louis"
    marks = search_marks((folded("md80"), folded("st louis"), folded("o'brien")))
    assert marks is not None
    found = [m.group(0) for m in marks.finditer("MD-80 to St. Louis for O’Brien, $1,700")]
    assert found == ["MD-80", "St. Louis", "O’Brien"]


def _view(app: object, table: JournalTable) -> list[str]:
    """The journal's lines in view under its header, as drawn."""
    lines = drawn_text(app).splitlines()  # type: ignore[arg-type]
    header = next(i for i, line in enumerate(lines) if line.startswith(" #     Time"))
    return lines[header + 1 : header + 1 + table._body_height()]


@run
async def test_a_search_shows_the_action_found_from_its_own_line(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: "/bea" landed on #28 (Bea's maintenance) at the foot of the view, the postings of
    the action before it on the view's top line, where the eye goes. The action found starts the view, whole when it
    fits (blank lines under it at the journal's end); taller than the view with the match further down than the view
    holds under its own line, the view keeps to its lines, the match in sight. Never past the journal's end: a
    newcomer's try, "/Pink" showed #20 on the view's top and 14 blank rows under it, the other match hidden above;
    near the end the view ends with the journal, the action found whole in it, the actions before it above."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-basic-4p", 30)
    fare_id = import_sample(app.book, "air-fare-4p", 40)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_journal(pilot, game_id)
        table = screen.query_one(JournalTable)
        await _searched(pilot, screen, "bea")
        view = _view(app, table)
        at = next(i for i, line in enumerate(view) if line.startswith(" 28    20:28  Y1 Q4  Bea pays $3,700 maint"))
        assert "Y1 Q4 line 5c maintenance paid by Bea:" in view[at + 1] and "the Bank" in view[at + 3], view
        # the journal's end as the journal draws it (its top line starting an action or an entry, a third of the
        # view blank at most), not the action found on top with blank rows under it
        assert sum(not line.strip() for line in view) <= len(view) // 3, view
        assert _marked(table, table.cursor_row) == ["Bea"]
        # up: onto the last posting of the match before (#24's, taller than the view): in sight (as before)
        await pilot.press("up")
        await pilot.pause()
        view = _view(app, table)
        assert table.cursor_line is not None and table.cursor_line.seq == 24, view
        assert any("Dmitri's cash" in line for line in view) and all(line.strip() for line in view), view
        await pilot.press("escape", "escape", "escape", "escape")
        await pilot.pause()
        screen = await open_journal(pilot, fare_id)
        table = screen.query_one(JournalTable)
        # #40 (the revenue of turn 8, 23 lines) is taller than the view: "Dmitri's cash" is on its last posting
        await _searched(pilot, screen, "dmitri's cash")
        view = _view(app, table)
        assert table.cursor_line is not None and table.cursor_line.key == "a40e5p1"
        assert all(line.strip() for line in view) and not view[0].startswith(" 3"), view  # #40's lines only
        assert "Dmitri's cash" in view[-1] and "Turn 8 revenue (Dmitri):" in view[-3], view


async def _wheel_up(pilot: object, table: JournalTable, turns: int) -> None:
    """``turns`` turns of the mouse wheel up over the journal's rows (as the screen passes them on)."""
    for _ in range(turns):
        table.post_message(events.MouseScrollUp(table, 10, 5, 0, -1, 0, False, False, False))
        await pilot.pause()  # type: ignore[attr-defined]


@run
async def test_a_resize_keeps_the_view_the_banker_scrolled_to_after_a_search(tmp_path: Path) -> None:
    """A review: a search's landing held till the cursor moved, so a resize after the mouse wheel (or the scrollbar)
    jumped the view back to the match. The banker's scroll ends the landing, the blank lines it left under the
    journal's end going with it, and a resize keeps the view where the banker left it till the cursor moves."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-basic-4p", 30)
    fare_id = import_sample(app.book, "air-fare-4p", 40)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_journal(pilot, game_id)
        table = screen.query_one(JournalTable)
        await _searched(pilot, screen, "bea")
        landed = _view(app, table)
        assert any(line.startswith(" 28 ") for line in landed), landed  # at the journal's end
        await _wheel_up(pilot, table, 1)
        scrolled = _view(app, table)
        # the landing done
        assert scrolled != landed and not table._landed and table.scroll_y <= table.max_scroll_y, scrolled
        await _wheel_up(pilot, table, 3)  # out of where a taller view's end would be (kept within the journal)
        scrolled = _view(app, table)
        await pilot.resize_terminal(80, 28)
        await pilot.pause()
        assert _view(app, table)[0] == scrolled[0], _view(app, table)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert _view(app, table) == scrolled
        # the cursor moved (on #28, out of sight): the view follows it again
        assert not any(line.startswith(" 28 ") for line in scrolled), scrolled
        await pilot.press("down")
        await pilot.pause()
        assert table.cursor_line is not None and table.cursor_line.seq == 28
        assert any(" 28 " in line for line in _view(app, table))
        await pilot.press("escape", "escape", "escape", "escape")
        await pilot.pause()
        screen = await open_journal(pilot, fare_id)
        table = screen.query_one(JournalTable)
        # #40 is taller than the view, the match on its last posting at the view's foot: the wheel takes it out of
        # sight, and a resize leaves it there
        await _searched(pilot, screen, "dmitri's cash")
        assert "Dmitri's cash" in _view(app, table)[-1]
        await _wheel_up(pilot, table, 3)
        scrolled = _view(app, table)
        assert table._starts[table.cursor_row] >= table.scroll_y + table._body_height(), scrolled  # out of sight
        await pilot.resize_terminal(80, 28)
        await pilot.pause()
        assert _view(app, table)[0] == scrolled[0], _view(app, table)


@run
async def test_esc_after_a_search_keeps_the_action_found(tmp_path: Path) -> None:
    """A newcomer's try of 1930: "/Green Enter" landed on #18, the newest match (the last row the search shows), and
    the Esc that dropped the search jumped to #23, the journal's last action: the found row was taken for the end.
    The Esc keeps the cursor on the action found, in sight."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-basic-4p", 30)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_journal(pilot, game_id)
        table = screen.query_one(JournalTable)
        newest = max(line.seq for line in table.rows)
        await _searched(pilot, screen, "ann")
        found = table.cursor_line
        assert found is not None and found.seq < newest, found
        await pilot.press("escape")  # drops the search (a second Esc closes the journal)
        await pilot.pause()
        assert screen._drawn_search == "" and app.screen is screen
        line = table.cursor_line
        assert line is not None and line.seq == found.seq, (line, found)
        assert any(row.startswith(f" {found.seq} ") for row in _view(app, table)), _view(app, table)


@run
async def test_an_undo_typed_at_the_journals_end_goes_on_to_the_undo(tmp_path: Path) -> None:
    """A review: with the cursor on the journal's newest action, ctrl+z then y left the cursor on the action undone,
    the undo (the new newest action) under it, and the journal no longer "at the end" (a resize then kept the old
    place). The end is the newest action as last drawn: the cursor goes on to the undo, as when the journal opens."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-basic-4p", 30)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_journal(pilot, game_id)
        table = screen.query_one(JournalTable)
        line = table.cursor_line
        assert line is not None and line.seq == 30 and table._at_end
        await pilot.press("ctrl+z")
        await pilot.pause()
        await pilot.press("y")  # the undo; its form then opens filled in: Esc leaves it undone
        for _ in range(40):
            await pilot.pause(0.05)
            if app.screen is not screen and app.screen.is_attached:
                break
        while app.screen is not screen:
            await pilot.press("escape")
            await pilot.pause(0.1)
            if "Drop" in getattr(app.screen, "question", ""):
                await pilot.press("d")
                await pilot.pause(0.1)
        for _ in range(20):
            await pilot.pause(0.05)
            if max(row.seq for row in table.rows) == 31:
                break
        line = table.cursor_line
        assert line is not None and line.seq == 31 and table._at_end, (line, table._at_end)
        assert any(row.startswith(" 31 ") for row in _view(app, table)), _view(app, table)


@run
async def test_esc_after_a_search_that_found_nothing_goes_back_where_the_cursor_was(tmp_path: Path) -> None:
    """A review: a search that matched nothing leaves no cursor, and the Esc dropping it went to the journal's end,
    the action the banker was on before the search lost. It goes back to that action."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-basic-4p", 30)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_journal(pilot, game_id)
        table = screen.query_one(JournalTable)
        for _ in range(12):
            await pilot.press("up")
        await pilot.pause()
        before = table.cursor_line
        assert before is not None and before.seq < 30, before
        await _searched(pilot, screen, "zzzz")
        assert table.cursor_line is None or not table.rows, table.cursor_line
        await pilot.press("escape")  # drops the search (a second Esc closes the journal)
        await pilot.pause()
        assert screen._drawn_search == "" and app.screen is screen
        line = table.cursor_line
        assert line is not None and line.seq == before.seq, (line, before)
