"""A notice said as a form opens right after an action shows above the form's footer, the title row in sight; a full
screen opened (the help, F1) clears the notices of the screen it hides (tui/app.tcss, ToastRack; tui/app.py,
push_screen). Newcomers' tries at 80x24: the "Recorded #…" notice replaced the title row ("⭘ airbanker — Tourney
night") over a form opened at once, and 1930's "Recorded #…" showed on top of the F1 help (Textual Pilot)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, run

from tui.base.widgets import FormScreen
from tui.screens.help import HelpScreen

NOTICE = "Recorded #16: a notice to read"


@run
async def test_a_notice_over_a_form_leaves_the_title_row_and_the_form_whole(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 15)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "c")
        assert isinstance(app.screen, FormScreen)
        await pilot.pause(0.1)
        before = drawn_text(app).splitlines()
        app.notify(NOTICE, timeout=30)
        await pilot.pause(0.2)
        lines = drawn_text(app).splitlines()
        assert NOTICE in lines[-2], lines[-3:]
        assert lines[0] == before[0] and "airbanker" in lines[0], lines[0]
        assert lines[:-2] == before[:-2]  # the form's lines all drawn as before
        assert lines[-1] == before[-1]  # the footer in sight


@run
async def test_the_help_opened_clears_the_notices_of_the_table(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 60)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        app.notify(NOTICE, timeout=30)
        await pilot.pause(0.2)
        assert NOTICE in drawn_text(app)
        await keys(pilot, "f1")
        await pilot.pause(0.2)
        assert isinstance(app.screen, HelpScreen)
        assert NOTICE not in drawn_text(app)


@run
async def test_a_notice_over_a_dialog_at_the_foot_of_a_tall_terminal_leaves_the_title_and_the_dialog(
    tmp_path: Path,
) -> None:
    """At 120x36 a dialog over a table sits at the foot, its keys' line on the footer: the notice takes the line
    above the dialog's box (a newcomer's try: on the second line it covered the table's turn line)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 31)
    async with app.run_test(size=(120, 36), notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "b")  # the secret bids
        await pilot.pause(0.1)
        before = drawn_text(app).splitlines()
        app.notify(NOTICE, timeout=30)
        await pilot.pause(0.2)
        lines = drawn_text(app).splitlines()
        top = next(i for i, line in enumerate(before) if "╭" in line)
        assert NOTICE in lines[top - 1], lines[top - 2 : top + 1]
        assert lines[0] == before[0] and "airbanker" in lines[0], lines[0]
        assert lines[1] == before[1] and "Phase" in lines[1], lines[1]  # the turn line in sight
        assert lines[top:] == before[top:]  # the dialog and its footer drawn as before
