"""A notice over a dialog keeps off its box when the box grows after it was first laid out (Textual Pilot, the
bundled Air Empire sample, 120x36). A newcomer's try: "y" (maintenance recorded) then "P" at once: the printed
dialog, at the foot of the tall terminal, grew as its files were listed, over the line chosen for the "Recorded"
notice while it said "Writing…"; the notice hid the dialog's folder line until it went."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets._toast import Toast
from tui_helpers import import_sample, make_app, open_game_at, run

from ledger.store import Book, default_database_url
from tui.app import AirbankerApp
from tui.base.widgets import ConfirmScreen
from tui.screens.printing import PrintedScreen


@run
async def test_a_notice_keeps_off_a_dialog_that_grew(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    app = AirbankerApp(Book(default_database_url()), config_path=tmp_path / "config.toml")
    game = import_sample(app.book, "air-empire-basic-4p", 15)
    async with app.run_test(size=(120, 36), notifications=True) as pilot:
        await open_game_at(pilot, game)
        app.notify("Recorded #15 · a notice of the table", timeout=30, markup=False)
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, PrintedScreen)
        await app.workers.wait_for_complete()
        for _ in range(6):
            await pilot.pause(0.05)
        dialog = app.screen.query_one("#dialog")
        toasts = [toast for toast in app.screen.query(Toast) if toast.display and toast.region.height]
        assert toasts, "the notice is shown"
        for toast in toasts:
            rows = set(range(toast.region.y, toast.region.bottom))
            assert not rows & set(range(dialog.region.y, dialog.region.bottom)), (toast.region, dialog.region)


@run
async def test_a_notice_keeps_off_the_form_under_a_question(tmp_path: Path) -> None:
    """A review at 120x36: Count cash (k), "12", Esc: "Drop the count typed?" over the form at the foot, and a notice
    came on the form's last line, under the question. It keeps off both boxes."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 15)
    async with app.run_test(size=(120, 36), notifications=True) as pilot:
        await open_game_at(pilot, game)
        await pilot.press("k")
        await pilot.pause(0.3)
        await pilot.press("1", "2")
        await pilot.pause(0.2)
        await pilot.press("escape")
        await pilot.pause(0.3)
        assert isinstance(app.screen, ConfirmScreen), app.screen
        app.notify("A notice", timeout=30, markup=False)
        await pilot.pause(0.5)
        boxes = [part.region for dialog in app.screen.dialogs_down() for part in dialog.box_parts()]
        assert len(app.screen.dialogs_down()) == 2, app.screen.dialogs_down()
        toasts = [toast for toast in app.screen.query(Toast) if toast.display and toast.region.height]
        assert toasts, "the notice is shown"
        for toast in toasts:
            rows = set(range(toast.region.y, toast.region.bottom))
            assert all(not rows & set(range(box.y, box.bottom)) for box in boxes), (toast.region, boxes)
