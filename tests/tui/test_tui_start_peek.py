"""Issue 13, "Fast": at launch the list of games is in the start screen's first frame, read from the book's file
with sqlite3 alone (ledger.book_file.peek_games) while SQLAlchemy is still to be imported; the book opens after
that frame and the list is drawn again from it, positions and all. Pilot at 80×24 on a real SQLite file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from textual.widgets import DataTable
from tui_helpers import SIZE, drawn_text, import_sample, run

from ledger.book_file import peek_games
from ledger.store import Book
from tui.app import AirbankerApp


def _book(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'book.sqlite'}"
    book = Book(url)
    import_sample(book, "air-empire-basic-4p", 30, title="Tuesday's game")
    import_sample(book, "air-fare-4p", 12, title="Friday's game")
    book.close()
    return url


@run
async def test_the_games_are_listed_before_the_book_opens(tmp_path: Path) -> None:
    url = _book(tmp_path)
    listed_when_opened: list[str] = []

    def open_book() -> Book:
        listed_when_opened.append(drawn_text(app))  # what the banker saw before the book was opened
        return Book(url)

    app = AirbankerApp(
        open_book=open_book,
        peek=lambda archived: peek_games(url, include_archived=archived),
        config_path=tmp_path / "config.toml",
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.book_is_open
        (before,) = listed_when_opened
        assert "Friday's game" in before and "Tuesday's game" in before
        assert "2 games. Enter resumes the highlighted game" in before
        table = app.screen.query_one("#games", DataTable)
        await pilot.pause(0.3)
        after = drawn_text(app)
        assert table.row_count == 2  # the positions replayed once the book is open, not known before
        assert "Y2 Q1 Ph 1" in after and "T3 Flying" in after
        assert "Y2 Q1" not in before and "T3" not in before


@run
async def test_a_book_that_cannot_be_peeked_is_listed_once_open(tmp_path: Path) -> None:
    """A book not at the head (or any file the peek does not read plainly): the first frame's list is empty, the
    book opens (and upgrades, or refuses) as before, then the list is drawn."""
    url = _book(tmp_path)
    listed_when_opened: list[int] = []

    def open_book() -> Book:
        listed_when_opened.append(app.screen.query_one("#games", DataTable).row_count)
        return Book(url)

    app = AirbankerApp(open_book=open_book, peek=lambda archived: None, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert listed_when_opened == [0]
        assert app.screen.query_one("#games", DataTable).row_count == 2


def test_the_first_frames_list_imports_neither_sqlalchemy_nor_pydantic(tmp_path: Path) -> None:
    """The list drawn in the first frame comes from the file alone: listing the games and their games' names imports
    neither SQLAlchemy nor pydantic (some 300 ms and 100 ms; a benchmark run found the launch 1.9x a bare app's when
    the games' names imported their metas). A new interpreter, as at a launch."""
    url = _book(tmp_path)
    probe = (
        "import sys\n"
        "import tui.app, tui.screens.start\n"
        "from ledger.book_file import peek_games\n"
        "from tui.screens.start import _list_label\n"
        f"games = peek_games({url!r})\n"
        "print([_list_label(g.game, g.variant) for g in games or []])\n"
        "print(sorted(m for m in ('sqlalchemy', 'sqlmodel', 'pydantic') if m in sys.modules))\n"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
    ).stdout.splitlines()
    assert out == ["['Air Fare', 'Air Empire']", "[]"], out
