"""Home and End on a table whose cursor is a row (:class:`tui.base.widgets.RowTable`) go to its first and last row.

Found trying the TUI in tmux (issue 13): on the list of games Home did nothing, so the banker could not get back
to the top of a long list but with one Up per game (Textual's Home goes to the first column, which a row cursor
does not have).
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable
from tui_helpers import import_sample, run

from ledger.store import Book
from tui.app import AirbankerApp
from tui.base.widgets import RowTable


@run
async def test_home_and_end_go_to_the_first_and_last_game_and_player(tmp_path: Path) -> None:
    book = Book(f"sqlite:///{tmp_path / 'book.sqlite'}")
    for day in range(1, 5):
        import_sample(book, "air-empire-basic-4p", 10, title=f"game {day}", day=day)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        games = app.screen.query_one("#games", DataTable)
        assert isinstance(games, RowTable) and games.row_count == 4
        await pilot.press("end")
        await pilot.pause()
        assert games.cursor_row == 3
        await pilot.press("home")
        await pilot.pause()
        assert games.cursor_row == 0
        await pilot.press("enter")  # the game on the first row
        await pilot.pause()
        grid = app.screen.query_one(RowTable)
        await pilot.press("end")
        await pilot.pause()
        assert grid.cursor_row == grid.row_count - 1 > 0
        await pilot.press("home")
        await pilot.pause()
        assert grid.cursor_row == 0
