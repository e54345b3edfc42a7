"""Air Empire's sheets printed from the default book go to ``prints/`` in the user data directory, said so by the
printed dialog (tui/config.py ``prints_dir``; Textual Pilot, the bundled sample). A newcomer's try read the folder
``…/airbanker/prints/airbanker/`` (the book's name after the data directory's) as named twice."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import SIZE, import_sample, open_game_at, run, text

from ledger.store import Book, default_database_url
from tui.app import AirbankerApp
from tui.screens.printing import PrintedScreen


@run
async def test_the_default_books_sheets_print_into_the_data_directorys_prints(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    app = AirbankerApp(Book(default_database_url()), config_path=tmp_path / "config.toml")
    game = import_sample(app.book, "air-empire-basic-4p", 15)
    folder = tmp_path / "airbanker" / "prints"
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, PrintedScreen)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert text(app.screen.query_one("#printed-folder")) == f"Folder: {folder}"
        written = app.last_printed[1]
        assert written and all(path.parent == folder for path in written), written
