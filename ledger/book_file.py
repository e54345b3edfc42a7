"""A book's SQLite file read with the standard library's ``sqlite3`` only, nothing written to it.

What the launch needs before SQLAlchemy is imported: where the default book is, the head revision of the
migrations, and the list of games (:func:`peek_games`), so that the start screen shows the games in its first
frame. SQLAlchemy and SQLModel take some 300 ms to import, longer than a bare Textual app's whole launch; the
book itself (:class:`ledger.store.Book`) is opened, checked and upgraded after that frame, as before, and its
list of games is then drawn again from it. :mod:`ledger.store` imports these names from here.
"""

from __future__ import annotations

import functools
import re
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

__all__ = [
    "GameInfo",
    "DEFAULT_BOOK",
    "SQLITE_HEADER",
    "BOOK_TABLES",
    "MIGRATIONS",
    "data_dir",
    "default_database_url",
    "head_revision",
    "readonly",
    "sqlite_file",
    "list_games",
    "peek_games",
]

#: The first 16 bytes of every SQLite database file (sqlite.org/fileformat.html, 1.3.1).
SQLITE_HEADER = b"SQLite format 3\x00"
#: The tables of an airbanker book at any revision (with Alembic's ``alembic_version``).
BOOK_TABLES = frozenset({"games", "players", "accounts", "actions", "entries", "postings"})
#: the package of the Alembic migrations
MIGRATIONS = "ledger.migrations"
#: the default book's file name, in the user data directory (:func:`data_dir`)
DEFAULT_BOOK = "airbanker.sqlite"


def data_dir(*, create: bool = True) -> Path:
    """The user data directory of airbanker (platformdirs), created if missing (``create`` off: only named)."""
    from platformdirs import user_data_path

    path = user_data_path("airbanker", appauthor=False)
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def default_database_url() -> str:
    """``sqlite:///<user data dir>/airbanker.sqlite``."""
    return f"sqlite:///{data_dir() / DEFAULT_BOOK}"


@dataclass(frozen=True)
class GameInfo:
    """A line of the list of games: id, rules, title, player names, number of banker actions (the setup not
    counted), last change (ISO 8601 text, the last action's or the game's creation), archived or not."""

    id: int
    game: str
    variant: str
    title: str
    players: tuple[str, ...]
    actions: int
    last_change: str
    archived: bool


def readonly(path: Path) -> sqlite3.Connection:
    """A read-only connection to an existing SQLite file: it can write nothing to it.

    Raises:
        sqlite3.Error: the file cannot be opened.
    """
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)


_REVISION_LINE = re.compile(r"^(revision|down_revision)\s*(?::[^=]*)?=\s*(?:None|[\"']([^\"']*)[\"'])\s*$", re.M)


@functools.cache
def head_revision() -> str | None:
    """The head revision of this airbanker's migrations, read from the ``revision`` and
    ``down_revision`` lines of their files without importing Alembic (which, with Mako, costs more
    than the rest of opening a book). ``None`` when the files say anything less plain (a merge, a
    branch): then Alembic is asked.
    """
    revisions: set[str] = set()
    downs: set[str] = set()
    for entry in resources.files(MIGRATIONS).joinpath("versions").iterdir():
        if not entry.name.endswith(".py") or entry.name.startswith("_"):
            continue
        found = dict((m.group(1), m.group(2)) for m in _REVISION_LINE.finditer(entry.read_text("utf-8")))
        if "revision" not in found or found["revision"] is None or "down_revision" not in found:
            return None
        revisions.add(found["revision"])
        if found["down_revision"] is not None:
            downs.add(found["down_revision"])
    heads = revisions - downs
    return heads.pop() if len(heads) == 1 and downs <= revisions else None


def sqlite_file(url: str) -> Path | None:
    """The file of a plain SQLite URL (``sqlite:///book.db``, ``sqlite:////abs/book.db``), or ``None`` for
    anything else: another database, SQLite in memory, or a URL with a query, a fragment or an escape, which
    only SQLAlchemy reads (:func:`ledger.store.sqlite_path` then names the file)."""
    prefix = "sqlite:///"
    if not url.startswith(prefix):
        return None
    database = url[len(prefix) :]
    if not database or database == ":memory:" or any(c in database for c in "?#%") or database.startswith("file:"):
        return None
    return Path(database)


_GAMES = "SELECT id, game, variant, title, archived, created_at FROM games ORDER BY id DESC"
_PLAYERS = "SELECT name FROM players WHERE game_id = :game_id ORDER BY seat"
_ACTIONS = "SELECT count(id), max(recorded_at) FROM actions WHERE game_id = :game_id AND seq > 0"

#: a query's runner: SQL text with ``:named`` parameters, and their values -> the rows (sqlite3's own, or
#: SQLAlchemy's ``text()`` in a session: both read ``:named`` parameters)
Rows = Callable[[str, Mapping[str, Any]], Sequence[Sequence[Any]]]


def list_games(rows: Rows, *, include_archived: bool = False) -> list[GameInfo]:
    """The list of games of a book, newest first, read with ``rows``: the one reading of the list, whether the
    launch peeks at the file (:func:`peek_games`) or the book is open (:meth:`ledger.store.Book.games`).

    Raises:
        whatever ``rows`` raises.
    """
    out: list[GameInfo] = []
    for game_id, game, variant, title, archived, created_at in rows(_GAMES, {}):
        if archived and not include_archived:
            continue
        names = tuple(row[0] for row in rows(_PLAYERS, {"game_id": game_id}))
        count, last = rows(_ACTIONS, {"game_id": game_id})[0]
        out.append(GameInfo(game_id, game, variant, title, names, count, last or created_at, bool(archived)))
    return out


def peek_games(url: str, *, include_archived: bool = False) -> list[GameInfo] | None:
    """The list of games of the book at ``url``, newest first, as :meth:`ledger.store.Book.games` gives it,
    read with ``sqlite3`` in a read-only connection (nothing written).

    ``None`` whenever anything is less than plain: not a plain SQLite URL (:func:`sqlite_file`), no such file or
    not a SQLite file, a book not at this airbanker's head revision (new, older, newer: opening it says what it
    is), or any error of SQLite (locked, damaged, another schema). The caller then waits for the book to open.
    Never raises.
    """
    path = sqlite_file(url)
    head = head_revision()
    if path is None or head is None:
        return None
    try:
        with path.open("rb") as file:
            if file.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
                return None
        connection = readonly(path)
    except (OSError, sqlite3.Error):
        return None
    try:
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not BOOK_TABLES | {"alembic_version"} <= tables:
            return None
        revision = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        if revision is None or revision[0] != head:
            return None
        read = connection.execute
        return list_games(lambda sql, values: read(sql, values).fetchall(), include_archived=include_archived)
    except (sqlite3.Error, TypeError, ValueError):
        return None
    finally:
        connection.close()
