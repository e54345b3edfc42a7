"""P prints the game's PDFs from the Journal too, as on the table (tui/screens/journal.py). A newcomer's try:
P (Print audit) on Air Fare's Journal was ignored without a word."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_af_question_over_form import ann_short
from tui_helpers import keys, make_app, run

from tui.screens.journal import JournalScreen
from tui.screens.printing import PrintedScreen


@run
async def test_p_on_the_journal_prints_the_audit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    app = make_app(tmp_path)
    game_id = ann_short(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "j")
        assert isinstance(app.screen, JournalScreen)
        await keys(pilot, "P")
        await pilot.pause()
        assert isinstance(app.screen, PrintedScreen)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.last_printed is not None
        assert [path.suffix for path in app.last_printed[1]] == [".pdf"]
        assert all(path.exists() for path in app.last_printed[1])
        await keys(pilot, "escape")
        assert isinstance(app.screen, JournalScreen)
