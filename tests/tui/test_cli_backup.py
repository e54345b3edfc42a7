"""``airbanker backup``: a consistent copy of the whole book, -wal included; and the line said when
opening a book upgrades it."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import datetime
from pathlib import Path

from air_empire_payloads import HELENA_CARD as CARD
from alembic import command
from cli_helpers import airbanker_in_process
from sqlalchemy import create_engine

from ledger.game import GameSetup
from ledger.store import Book, _script


def actions_in(path: Path) -> int:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as con:
        count = con.execute("SELECT count(*) FROM actions WHERE seq > 0").fetchone()[0]
    con.close()
    return int(count)


def test_backup_holds_what_is_still_in_the_wal_file(tmp_path: Path) -> None:
    """A writer still holds the book open: its last actions are in -wal only (not checkpointed into
    the main file). Copying the main file loses them; ``airbanker backup`` has every one."""
    db = tmp_path / "airbanker.sqlite"
    writer = Book(f"sqlite:///{db}")
    game_id = writer.create_game(GameSetup("air_empire", "basic", "Club", ("Ann", "Bea", "Cal")))
    with writer.engine.connect() as connection:  # the writer's own connection never checkpoints
        connection.exec_driver_sql("PRAGMA wal_autocheckpoint=0")
        connection.commit()
    writer.record(game_id, "air_empire.route_card", CARD)
    for _ in range(20):
        writer.record(game_id, "balance_assertion", {"player": 1, "cash": writer.game(game_id).balance("p1:cash")})
    assert Path(f"{db}-wal").stat().st_size > 0
    shutil.copy(db, tmp_path / "naive.sqlite")  # what copying the file alone keeps
    naive = actions_in(tmp_path / "naive.sqlite")
    assert naive < 21
    result = airbanker_in_process(db, "backup", "--to", str(tmp_path / "copy.sqlite"))
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"Backed up the book (1 game, 21 actions) to {tmp_path / 'copy.sqlite'}\n"
    assert not Path(f"{tmp_path / 'copy.sqlite'}-wal").exists()  # one self-contained file
    assert actions_in(tmp_path / "copy.sqlite") == 21
    writer.close()
    copy = Book(f"sqlite:///{tmp_path / 'copy.sqlite'}")
    report = copy.audit(game_id)
    assert report.ok and report.actions == 21
    copy.close()


def test_backup_never_overwrites_and_names_its_copy_beside_the_book(tmp_path: Path) -> None:
    db = tmp_path / "airbanker.sqlite"
    book = Book(f"sqlite:///{db}")
    book.create_game(GameSetup("air_empire", "basic", "", ("Ann", "Bea", "Cal")))
    copy, games, actions = book.backup(now=datetime(2026, 12, 1, 20, 15, 0))
    assert (copy, games, actions) == (tmp_path / "airbanker-backup-20261201-201500.sqlite", 1, 0)
    book.close()
    (tmp_path / "taken.sqlite").write_bytes(b"keep me")
    result = airbanker_in_process(db, "backup", "--to", str(tmp_path / "taken.sqlite"))
    assert result.returncode == 2
    assert result.stderr == (
        f"Error: --to: {tmp_path / 'taken.sqlite'} exists already; nothing was overwritten (choose another file)\n"
    )
    assert (tmp_path / "taken.sqlite").read_bytes() == b"keep me"
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []  # no temporary left
    result = airbanker_in_process(db, "backup")
    assert result.returncode == 0 and "airbanker-backup-" in result.stdout


def test_a_book_not_in_a_sqlite_file_says_to_use_pg_dump() -> None:
    book = Book("sqlite://")  # in memory: no file to copy, as with a PostgreSQL server
    try:
        book.backup()
    except Exception as error:  # noqa: BLE001
        assert "pg_dump" in str(error) and str(error).startswith("--db: ")
    else:
        raise AssertionError("no refusal")
    finally:
        book.close()


def test_opening_a_book_of_an_older_schema_says_where_the_copy_is(tmp_path: Path) -> None:
    db = tmp_path / "airbanker.sqlite"
    airbanker_in_process(db, "new", "Ann", "Bea", "Cal")
    config, _ = _script()
    engine = create_engine(f"sqlite:///{db}")
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "0001")
    engine.dispose()
    result = airbanker_in_process(db, "games")
    assert result.returncode == 0
    copy = tmp_path / "airbanker.sqlite.before-0003.bak"
    assert result.stderr == (
        f"The book was upgraded to this airbanker's schema; the book as it was is kept in {copy}\n"
    )
    assert copy.exists() and "Ann, Bea, Cal" in result.stdout
    again = airbanker_in_process(db, "games")
    assert again.stderr == ""
