"""The book file: migrations in one transaction and backed up first, files that are not a book
refused before anything is written, a damaged file noticed, exports replaced in one step.

A failing migration, someone else's database and a newer airbanker's book are tried on SQLite and
on PostgreSQL (``book_url``); the rest is SQLite's by nature (its file, its backup, its PRAGMAs)."""

from __future__ import annotations

import errno
import os
import random
import shutil
import sqlite3
from pathlib import Path

import pytest
from alembic import command
from cli_helpers import airbanker_in_process
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.engine import make_url

from ledger import store
from ledger.errors import RuleViolation
from ledger.game import GameSetup
from ledger.store import Book, _script, upgrade
from tui.cli import SAMPLE, _import_sample

FAILING_NEXT = '''"""a deliberately failing migration after the head (tests only)

Revision ID: 0099
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0099"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table("half_done", sa.Column("id", sa.Integer(), primary_key=True))
    op.add_column("games", sa.Column("half_done", sa.Integer(), nullable=False, server_default="1"))
    op.execute("UPDATE games SET title = 'half-upgraded'")
    raise RuntimeError("migration 0099 fails on purpose")


def downgrade() -> None:
    pass
'''


def snapshot(path: Path) -> tuple[list[tuple[str, str]], list[str]]:
    """The schema (sqlite_master) and every row of a SQLite file, as text."""
    with sqlite3.connect(path) as con:
        schema = sorted(con.execute("SELECT name, coalesce(sql, '') FROM sqlite_master"))
        data = list(con.iterdump())
    return schema, data


#: a PostgreSQL database's schema as its catalog describes it: columns, indexes, constraints
_PG_SCHEMA = (
    "SELECT table_name, column_name, data_type, character_maximum_length, is_nullable, column_default "
    "FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2",
    "SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2",
    "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM pg_constraint "
    "WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2",
)


def stored(url: str) -> object:
    """The schema and every row of a book on either backend (on SQLite: :func:`snapshot`)."""
    if url.startswith("sqlite"):
        return snapshot(Path(make_url(url).database or ""))
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            schema = [[tuple(row) for row in connection.execute(text(query))] for query in _PG_SCHEMA]
            tables = sorted(inspect(connection).get_table_names())
            data = {
                table: sorted(repr(tuple(row)) for row in connection.execute(text(f'SELECT * FROM "{table}"')))
                for table in tables
            }
    finally:
        engine.dispose()
    return schema, data


def url_of(book: Path | str) -> str:
    """A book's URL: a SQLite file's path, or a URL as it is (``book_url``)."""
    return book if isinstance(book, str) else f"sqlite:///{book}"


def make_book(book: Path | str) -> int:
    book_ = Book(url_of(book))
    game_id = _import_sample(book_, SAMPLE)
    book_.close()
    return game_id


def to_0001(book: Path | str) -> None:
    """Take a book back to schema 0001 (before the journal's chain), as an older airbanker left it."""
    config, _ = _script()
    engine = create_engine(url_of(book))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "0001")
    engine.dispose()


# -- migrations -----------------------------------------------------------------------------
def test_the_head_read_without_alembic_is_alembics_head() -> None:
    """A book at the head opens without importing Alembic (store._head_revision): it must agree."""
    _config, script = _script()
    assert store._head_revision() == script.get_current_head()


def test_a_failing_migration_leaves_the_book_exactly_as_it_was(book_url: str, tmp_path: Path) -> None:
    """0002 and 0003 (real) then 0099 (fails after DDL and an UPDATE): all of it rolled back, in one transaction
    (SQLite: airbanker's own BEGIN; PostgreSQL: its transactional DDL)."""
    game_id = make_book(book_url)
    to_0001(book_url)
    before = stored(book_url)
    scripts = tmp_path / "migrations"
    shutil.copytree(Path(__file__).resolve().parents[2] / "ledger" / "migrations", scripts)
    (scripts / "versions" / "0099_fails.py").write_text(FAILING_NEXT, "utf-8")
    engine = create_engine(book_url)
    with pytest.raises(RuntimeError, match="fails on purpose"):
        upgrade(engine, script_location=str(scripts))
    engine.dispose()
    assert stored(book_url) == before  # same schema (no half_done, no chain column), same rows, revision 0001
    if book_url.startswith("sqlite"):
        assert (tmp_path / "book.sqlite.before-0099.bak").exists()  # the copy was made first
    book = Book(book_url)  # opens again, and upgrades to this airbanker's head
    assert book.audit(game_id).ok
    book.close()


def test_a_failed_upgrade_says_the_book_was_left_as_it_was_and_where_its_copy_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "book.sqlite"
    make_book(path)
    to_0001(path)
    before = snapshot(path)
    scripts = tmp_path / "migrations"
    shutil.copytree(Path(__file__).resolve().parents[2] / "ledger" / "migrations", scripts)
    (scripts / "versions" / "0099_fails.py").write_text(FAILING_NEXT, "utf-8")
    monkeypatch.setattr(store, "_script", lambda location=None: _script(location or str(scripts)))
    with pytest.raises(RuleViolation) as refused:
        Book(f"sqlite:///{path}")
    copy = tmp_path / "book.sqlite.before-0099.bak"
    assert str(refused.value) == (
        f"--db: cannot upgrade the book {str(path)!r} to schema 0099 (migration 0099 fails on purpose): "
        f"the book was left as it was; the copy made before the upgrade is {copy}"
    )
    assert copy.exists() and snapshot(path) == before


def test_an_upgrade_copies_the_book_first_and_never_overwrites_an_older_copy(tmp_path: Path) -> None:
    path = tmp_path / "airbanker.sqlite"
    make_book(path)
    to_0001(path)
    old = snapshot(path)
    (tmp_path / "airbanker.sqlite.before-0003.bak").write_bytes(b"an older copy")
    book = Book(f"sqlite:///{path}")
    assert book.upgrade_backup == tmp_path / "airbanker.sqlite.before-0003-2.bak"
    book.close()
    assert (tmp_path / "airbanker.sqlite.before-0003.bak").read_bytes() == b"an older copy"
    assert snapshot(tmp_path / "airbanker.sqlite.before-0003-2.bak") == old
    again = Book(f"sqlite:///{path}")  # at head: no copy
    assert again.upgrade_backup is None
    again.close()


def test_a_new_book_is_not_copied(tmp_path: Path) -> None:
    (tmp_path / "empty.sqlite").write_bytes(b"")  # an empty file is a new book
    for name in ("new.sqlite", "empty.sqlite"):
        book = Book(f"sqlite:///{tmp_path / name}")
        assert book.upgrade_backup is None
        book.create_game(GameSetup("air_empire", "basic", "", ("Ann", "Bea", "Cal")))
        book.close()
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".bak") == []


# -- not a book -----------------------------------------------------------------------------
def test_someone_elses_database_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "someone-elses.sqlite"
    with sqlite3.connect(path) as con:
        con.execute("CREATE TABLE foo (x INTEGER)")
        con.execute("INSERT INTO foo VALUES (1)")
    con.close()
    before = path.read_bytes()
    with pytest.raises(RuleViolation) as refused:
        Book(f"sqlite:///{path}")
    assert str(refused.value) == (
        f"--db: {path} is not an airbanker book (it holds the tables foo); nothing was written to it"
    )
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["someone-elses.sqlite"]


@pytest.mark.parametrize(
    "own_alembic", [False, True], ids=["its own games table", "its own games table and Alembic revision"]
)
def test_someone_elses_games_table_is_refused_before_anything_is_written(book_url: str, own_alembic: bool) -> None:
    """A database of another program that happens to hold a table ``games`` (and perhaps Alembic's
    table, at a revision of its own): refused on opening, and on the command line, nothing created
    in it, its rows as they were."""
    engine = create_engine(book_url)
    with engine.begin() as connection:
        connection.execute(text("CREATE TABLE games (id INTEGER PRIMARY KEY, name VARCHAR(40), score INTEGER)"))
        connection.execute(text("INSERT INTO games VALUES (1, 'chess', 1200), (2, 'go', 3)"))
        if own_alembic:
            connection.execute(text("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL PRIMARY KEY)"))
            connection.execute(text("INSERT INTO alembic_version VALUES ('ae1027a6acf')"))
    engine.dispose()
    before = stored(book_url)
    with pytest.raises(RuleViolation) as refused:
        Book(book_url)
    url = make_url(book_url)
    where = url.database if url.get_backend_name() == "sqlite" else url.render_as_string(hide_password=True)
    tables = "alembic_version, games" if own_alembic else "games"
    assert str(refused.value) == (
        f"--db: {where} is not an airbanker book (it holds the tables {tables}); nothing was written to it"
    )
    assert stored(book_url) == before
    for args in (("games",), ("new", "Ann", "Bea", "Cal")):
        result = airbanker_in_process(book_url, *args)
        assert (result.returncode, result.stdout, result.stderr) == (2, "", f"Error: {refused.value}\n")
    assert stored(book_url) == before


@pytest.mark.parametrize(
    "content",
    [bytes(random.Random(7).randrange(256) for _ in range(8192)), b"just some text\n", b"\n", b"SQLite format 2\x00"],
    ids=["random bytes", "text", "one newline", "almost SQLite"],
)
def test_a_file_that_is_not_a_database_is_refused(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(content)
    with pytest.raises(RuleViolation) as refused:
        Book(f"sqlite:///{path}")
    assert str(refused.value) == (
        f"--db: {path} is not an airbanker book (not an SQLite database file); nothing was written to it"
    )
    assert path.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


def test_a_book_of_a_newer_airbanker_is_refused_plainly(book_url: str) -> None:
    make_book(book_url)
    engine = create_engine(book_url)
    with engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = '0099'"))
    engine.dispose()
    before = stored(book_url)
    path = Path(make_url(book_url).database or "")
    before_bytes = path.read_bytes() if book_url.startswith("sqlite") else b""
    with pytest.raises(RuleViolation) as refused:
        Book(book_url)
    assert str(refused.value) == (
        "--db: this book was written by a newer airbanker (schema 0099; this one knows up to 0003): upgrade airbanker"
    )
    assert stored(book_url) == before
    result = airbanker_in_process(book_url, "games")
    assert result.returncode == 2
    assert result.stderr == f"Error: {refused.value}\n"
    assert stored(book_url) == before
    if book_url.startswith("sqlite"):
        assert path.read_bytes() == before_bytes


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(RuleViolation, match="is a folder, not an airbanker book"):
        Book(f"sqlite:///{tmp_path}")


def test_a_database_error_on_opening_is_one_line_without_the_password(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the server says when a book cannot be opened (here an upgrade that fails): its words on
    one line, never SQLAlchemy's SQL on the next ones, nor the password of the URL."""
    from pg_databases import fresh_database
    from sqlalchemy.exc import ProgrammingError

    import ledger.store

    def fails(_engine: object) -> None:
        raise ProgrammingError(
            "ALTER TABLE actions\nADD COLUMN chain", {}, Exception('column "chain" exists\nDETAIL: x')
        )

    with fresh_database("password") as url:
        secret = make_url(url).set(password="s3cret-pw")  # the test server trusts local connections
        monkeypatch.setattr(ledger.store, "upgrade", fails)
        with pytest.raises(RuleViolation) as refused:
            Book(secret.render_as_string(hide_password=False))
    assert str(refused.value) == (
        f'--db: cannot open database {secret.render_as_string(hide_password=True)!r}: column "chain" exists; DETAIL: x'
    )
    assert "s3cret" not in str(refused.value)


# -- a damaged file -------------------------------------------------------------------------
def damage(path: Path) -> None:
    """Overwrite the actions table's first page with noise (what a bad disk or a stray write does)."""
    with sqlite3.connect(path) as con:
        page_size = con.execute("PRAGMA page_size").fetchone()[0]
        root = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'actions'").fetchone()[0]
    con.close()
    assert not Path(f"{path}-wal").exists()  # everything is in the main file
    with path.open("r+b") as file:
        file.seek((root - 1) * page_size)
        file.write(bytes(random.Random(1).randrange(256) for _ in range(page_size)))


@pytest.mark.parametrize(
    "args",
    [
        ("record", "1", "balance_assertion", '{"player": 1, "cash": 0}'),
        ("games",),
        ("audit", "1"),
        ("export", "1", "x"),
    ],
    ids=["record", "games", "audit", "export"],
)
def test_a_damaged_book_is_noticed_and_nothing_is_written_into_it(tmp_path: Path, args: tuple[str, ...]) -> None:
    path = tmp_path / "book.sqlite"
    make_book(path)
    damage(path)
    before = path.read_bytes()
    result = airbanker_in_process(path, *args)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"Error: --db: {path} is damaged (PRAGMA quick_check: ")
    assert lines[0].endswith("; nothing was written to it")
    assert path.read_bytes() == before


def test_audit_runs_the_full_integrity_check(tmp_path: Path) -> None:
    """An index that no longer agrees with its table: quick_check does not look, integrity_check does."""
    path = tmp_path / "book.sqlite"
    game_id = make_book(path)
    with sqlite3.connect(path) as con:
        con.execute("PRAGMA writable_schema=ON")
        con.execute(
            "UPDATE sqlite_master SET sql = 'CREATE INDEX ix_actions_game_id ON actions (seq)' "
            "WHERE name = 'ix_actions_game_id'"
        )
    con.close()
    book = Book(f"sqlite:///{path}")
    with pytest.raises(RuleViolation, match=r"is damaged \(PRAGMA integrity_check: .*\); restore a backup"):
        book.audit(game_id)
    book.close()
    result = airbanker_in_process(path, "audit", str(game_id))
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1


# -- export ---------------------------------------------------------------------------------
def test_a_failed_export_leaves_the_old_file_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "book.sqlite"
    game_id = make_book(path)
    book = Book(f"sqlite:///{path}")
    export = book.export(game_id, tmp_path / "game.jsonl")
    old = export.read_bytes()
    book.record(game_id, "balance_assertion", {"player": 1, "cash": book.game(game_id).balance("p1:cash")})

    def full_disk(_fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError, match="No space left"):
        book.export(game_id, export)
    assert export.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir() if "game" in p.name) == ["game.jsonl"]  # no temporary left
    monkeypatch.undo()
    book.export(game_id, export)
    assert export.read_bytes() != old and export.read_text("utf-8").count("\n") == old.decode().count("\n") + 1
    book.close()
