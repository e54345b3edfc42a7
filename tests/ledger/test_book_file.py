"""The list of games read from a book's file with sqlite3 alone (ledger.book_file.peek_games), before SQLAlchemy
is imported: the same list as the open book's, or nothing at all when the file is anything less than plain."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from tui_helpers import import_sample

from ledger.book_file import peek_games, sqlite_file
from ledger.store import Book


def _book(folder: Path) -> tuple[str, Book]:
    url = f"sqlite:///{folder / 'book.sqlite'}"
    book = Book(url)
    import_sample(book, "air-empire-basic-4p", 30)
    import_sample(book, "golden-age-4p", None, title="Turn 6")
    archived = import_sample(book, "air-fare-4p", 3, title="Put away")
    book.archive(archived)
    import_sample(book, "golden-age-4p", 0, title="Nothing recorded yet")
    return url, book


def test_the_peeked_list_is_the_books(tmp_path: Path) -> None:
    """Issue 13, "Fast": the start screen's first frame shows the list read so; it must be the book's own, archived
    games left out or listed, newest first, players in seat order, the last change the last action's."""
    url, book = _book(tmp_path)
    for archived in (False, True):
        peeked = peek_games(url, include_archived=archived)
        assert peeked == book.games(include_archived=archived)
    assert [info.title for info in peek_games(url) or []][:2] == ["Nothing recorded yet", "Turn 6"]
    book.close()


def test_a_path_with_spaces_and_letters_beyond_ascii(tmp_path: Path) -> None:
    folder = tmp_path / "Zoë's books, 2nd"
    folder.mkdir()
    url, book = _book(folder)
    assert peek_games(url) == book.games()
    book.close()


@pytest.mark.parametrize(
    "url",
    [
        "sqlite://",
        "sqlite:///:memory:",
        "postgresql+psycopg://u@localhost/book",
        "sqlite:///{folder}/book.sqlite?mode=ro",
        "sqlite:///{folder}/missing.sqlite",
        "sqlite:///{folder}/not-a-book.txt",
        "sqlite:///{folder}/empty.sqlite",
    ],
)
def test_nothing_when_not_plain(tmp_path: Path, url: str) -> None:
    """Anything but a plain SQLite file at the head revision: ``None`` (the app waits for the book to open, which
    says what is wrong), never an exception."""
    (tmp_path / "not-a-book.txt").write_text("hello", "utf-8")
    (tmp_path / "empty.sqlite").write_bytes(b"")
    _book(tmp_path)[1].close()
    assert peek_games(url.format(folder=tmp_path)) is None


def test_nothing_for_a_book_not_at_the_head(tmp_path: Path) -> None:
    """An older or newer book's schema may differ: it is listed only once opened (and upgraded, or refused)."""
    url, book = _book(tmp_path)
    book.close()
    path = sqlite_file(url)
    assert path is not None
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0099'")
    assert peek_games(url) is None


def test_nothing_from_another_database(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE games (id INTEGER PRIMARY KEY)")
    assert peek_games(f"sqlite:///{path}") is None
