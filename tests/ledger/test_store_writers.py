"""Two writers on one book, on SQLite and on PostgreSQL: they take turns, the later one is told what
the other recorded ("the game changed elsewhere: #N …; nothing was recorded"), never a database
error, and the journal stays whole."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from air_empire_payloads import HELENA_BIDS as BIDS, HELENA_CARD as CARD
from alembic import command
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from ledger.game import GameSetup
from ledger.journal import RuleViolation
from ledger.store import Book, _script

CHILD = Path(__file__).resolve().parents[1] / "store_child.py"
DATABASE_WORDS = ("UNIQUE", "unique", "duplicate", "IntegrityError", "constraint", "locked")


def count(url: str, table: str) -> int:
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            return int(connection.execute(text(f"SELECT count(*) FROM {table}")).scalar() or 0)
    finally:
        engine.dispose()


def new_game(book: Book) -> int:
    return book.create_game(GameSetup("air_empire", "basic", "Two writers", ("Ann", "Bea", "Cal")))


def test_the_later_writer_is_told_what_it_has_not_seen(book_url: str) -> None:
    first = Book(book_url)
    game_id = new_game(first)
    assert "route card" in first.game(game_id).position()  # the banker's seat has read the game
    second = Book(book_url)  # the command line records two actions meanwhile
    second.record(game_id, "air_empire.route_card", CARD)
    second.record(game_id, "air_empire.bids", BIDS)
    second.close()
    actions = count(book_url, "actions")
    with pytest.raises(RuleViolation) as stale:
        first.record(game_id, "air_empire.route_card", CARD)
    message = str(stale.value)
    assert stale.value.field == "game"
    assert message.startswith("game: the game changed elsewhere: #1 Y1 Q1 route card: Helena; #2 ")
    assert "nothing was recorded" in message and "\n" not in message
    assert not any(word in message for word in DATABASE_WORDS)
    assert count(book_url, "actions") == actions
    # read again: the banker goes on after the other's actions
    assert "loans" in first.game(game_id).position()
    first.record(game_id, "balance_assertion", {"player": 1, "cash": first.game(game_id).balance("p1:cash")})
    assert first.audit(game_id).ok
    first.close()


def test_many_unseen_actions_are_named_the_first_three_then_counted(book_url: str) -> None:
    first = Book(book_url)
    game_id = new_game(first)
    first.game(game_id)
    second = Book(book_url)
    for _ in range(5):
        second.record(game_id, "balance_assertion", {"player": 2, "cash": 9_000})
    second.close()
    with pytest.raises(RuleViolation) as stale:
        first.record(game_id, "air_empire.route_card", CARD)
    message = str(stale.value)
    assert "#1 " in message and "#3 " in message and "#4 " not in message and "; and 2 more;" in message
    first.close()


def test_a_duplicate_seq_is_told_as_a_change_elsewhere_as_a_last_resort(
    book_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Should a writer ever pass the lock (the check disabled here), the database's refusal of a second
    action #1 is told the same way, not as 'UNIQUE constraint failed' or 'duplicate key'."""
    first = Book(book_url)
    game_id = new_game(first)
    first.game(game_id)
    second = Book(book_url)
    second.record(game_id, "air_empire.route_card", CARD)
    second.close()
    monkeypatch.setattr(Book, "_check_fresh", lambda self, connection, game_id, seen: None)
    with pytest.raises(RuleViolation) as stale:
        first.record(game_id, "air_empire.route_card", CARD)
    message = str(stale.value)
    assert message.startswith("game: the game changed elsewhere: #1 Y1 Q1 route card: Helena;")
    assert not any(word in message for word in DATABASE_WORDS)
    assert count(book_url, "actions") == 2  # the setup and the other's route card
    first.close()


def test_the_check_runs_under_the_lock_the_second_writer_waits_then_is_told(
    book_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both sessions have read the game; the first holds its recording transaction open (a slow write)
    while the second records. The second waits for the lock, then sees the first's action inside its
    own transaction: refused with the change named, nothing written twice."""
    first, second = Book(book_url), Book(book_url)
    game_id = new_game(first)
    first.game(game_id)
    second.game(game_id)
    inside = threading.Event()
    real_insert = Book._insert_action

    def slow_insert(self: Book, *args: Any, **kwargs: Any) -> None:
        real_insert(self, *args, **kwargs)
        if self is first:
            inside.set()
            time.sleep(1.0)  # the lock is held: the second writer must wait, not read the book before it

    monkeypatch.setattr(Book, "_insert_action", slow_insert)
    outcome: dict[str, Any] = {}

    def record_first() -> None:
        outcome["first"] = first.record(game_id, "air_empire.route_card", CARD)

    thread = threading.Thread(target=record_first)
    thread.start()
    assert inside.wait(30)
    started = time.monotonic()
    with pytest.raises(RuleViolation) as stale:
        second.record(game_id, "air_empire.route_card", {**CARD, "city": "Fresno"})
    waited = time.monotonic() - started
    thread.join(30)
    assert outcome["first"].seq == 1
    assert waited > 0.3  # it waited for the first's commit
    assert str(stale.value).startswith("game: the game changed elsewhere: #1 Y1 Q1 route card: Helena;")
    assert count(book_url, "actions") == 2
    assert second.game(game_id).records[0].payload["city"] == "Helena"
    first.close()
    second.close()


def _start(url: str, game_id: int, *args: str) -> subprocess.Popen[str]:
    child = subprocess.Popen(
        [sys.executable, str(CHILD), url, str(game_id), *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None and child.stdout.readline().strip() == "ready"
    return child


def test_two_processes_racing_take_turns_and_the_losers_are_told(book_url: str) -> None:
    """Two real processes record 25 balance assertions each in one game as fast as they can. Every
    refusal is "the game changed elsewhere" (then the loser reads the game again and goes on); every
    action either process printed is stored, numbered without gap, and the audit is OK."""
    book = Book(book_url)
    game_id = new_game(book)
    children = [_start(book_url, game_id, "race", "25") for _ in range(2)]
    for child in children:  # go together
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    outputs = []
    for child in children:
        out, err = child.communicate(timeout=120)
        assert child.returncode == 0, out + err
        assert "Traceback" not in err, err
        outputs.append(out.splitlines())
    recorded = sorted(int(line.split()[1]) for lines in outputs for line in lines if line.startswith("ok "))
    assert recorded == list(range(1, 51))  # each number once: no two writers took the same
    for lines in outputs:
        for line in lines:
            assert line.startswith(("ok ", "stale game: the game changed elsewhere: #")), line
            assert not any(word in line for word in DATABASE_WORDS), line
    assert book.stored_actions(game_id) == 50
    assert book.audit(game_id).ok
    book.close()


def test_two_airbankers_opening_a_new_or_an_older_book_at_once_take_turns(book_url: str) -> None:
    """Two processes open one book at the same moment, twice: an empty database (both would create
    the schema), then a book taken back to schema 0001 (both would migrate it). They take turns and
    the later one finds the book upgraded: one schema, one copy of a SQLite book, the links recording
    wrote. (On PostgreSQL, which has no BEGIN IMMEDIATE, the later one failed: "duplicate key value
    ... alembic_version", "column chain of relation actions already exists".)"""
    children = [_start(book_url, 0, "open") for _ in range(2)]

    def together() -> list[str]:
        for child in children:
            assert child.stdin is not None
            child.stdin.write("go\n")
            child.stdin.flush()
        return sorted(child.stdout.readline().strip() for child in children if child.stdout is not None)

    assert together() == ["ok -", "ok -"]
    assert count(book_url, "alembic_version") == 1
    book = Book(book_url)
    game_id = new_game(book)
    book.record(game_id, "air_empire.route_card", CARD)
    book.record(game_id, "air_empire.bids", BIDS)
    seal = book.seal(game_id)
    book.close()
    config, _ = _script()
    engine = create_engine(book_url)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "0001")
    engine.dispose()
    opened = together()
    for child in children:
        out, err = child.communicate(timeout=120)  # stdin closed: the child ends
        assert child.returncode == 0 and out == "" and "Traceback" not in err, out + err
    if book_url.startswith("sqlite"):
        copy = Path(make_url(book_url).database or "").with_name("book.sqlite.before-0003.bak")
        assert opened == ["ok -", f"ok {copy}"]  # copied once, by the one that upgraded it
    else:
        assert opened == ["ok -", "ok -"]
    book = Book(book_url)
    assert book.upgrade_backup is None and book.audit(game_id).ok and book.seal(game_id) == seal
    book.close()
