"""A notice on a full screen other than a game's table (the standings or totals ``v``, the journal ``j``, the
audit ``a``) shows above the footer, as a table's does, and leaves the screen's title line in sight (tui/app.tcss,
ToastRack: every full screen's notices at the bottom, above a detail kept clear). Newcomers' tries at 80x24: a notice
on those screens covered their title line for its seconds (Textual Pilot, the bundled samples)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Footer
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, run

from tui.app import AirbankerApp
from tui.base.table_screen import GameTableScreen

NOTICE = "A notice to read: the title line stays."


async def notice_leaves_the_title(pilot: Any, app: AirbankerApp, key: str) -> None:
    """``key`` on the game's table opens a full screen of its own; a notice shown there takes the line above its
    footer, its title line drawn as before."""
    await keys(pilot, key)
    screen = app.screen
    assert not isinstance(screen, GameTableScreen) and screen.query(Footer), (key, type(screen).__name__)
    await pilot.pause(0.1)
    before = drawn_text(app).splitlines()
    app.notify(NOTICE, severity="warning", timeout=30)
    await pilot.pause(0.2)
    lines = drawn_text(app).splitlines()
    assert lines[0] == before[0], (key, lines[0])
    # the line above the footer, or above the screen's detail lines kept clear when they reach the footer (the
    # journal's: tui/app.py, place_notices)
    row = len(lines) - 2
    for kept in sorted(screen.query(".keep-clear"), key=lambda line: -line.region.bottom):
        if kept.display and kept.region.height and kept.region.bottom == row + 1:
            row = kept.region.y - 1
    assert NOTICE in lines[row], (key, lines[row - 1 :])
    assert lines[row + 1 : -1] == before[row + 1 : -1], key  # the kept lines drawn as before
    assert lines[-1] == before[-1], (key, lines[-1])  # the footer in sight
    app.clear_notifications()
    await keys(pilot, "escape")
    assert isinstance(app.screen, GameTableScreen), key


@run
async def test_a_notice_on_the_totals_journal_and_audit_leaves_their_title_line(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 199)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        for key in ("v", "j", "a"):
            await notice_leaves_the_title(pilot, app, key)


@run
async def test_a_notice_on_air_fares_standings_leaves_its_title_line(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-fare-4p", 30)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await notice_leaves_the_title(pilot, app, "v")
