"""The invariants through the real store: random legal and illegal actions on a SQLite file, and in a
PostgreSQL database (a fresh one per example: tests/pg_databases.py).

Each step goes through :class:`ledger.store.Book` (one transaction per action). After every
step: a refused action wrote no row; the database's balances equal the game's in memory and
sum to zero. At the end: the audit replays the stored journal without a difference, a fresh
Book rebuilds the same state from the file, and export then import gives the same record.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from sqlalchemy import text
from sqlalchemy.engine import Engine
from test_ledger_properties import NAMES, draw_action

from ledger.game import GameSetup
from ledger.journal import RuleViolation
from ledger.store import Book

TABLES = ("actions", "entries", "postings")


def rows(engine: Engine) -> tuple[int, ...]:
    with engine.connect() as connection:
        return tuple(int(connection.execute(text(f"SELECT count(*) FROM {t}")).scalar() or 0) for t in TABLES)


@contextmanager
def empty_book(backend: str, folder: str) -> Iterator[str]:
    """The URL of an empty book: a SQLite file in ``folder``, or a fresh PostgreSQL database."""
    if backend == "sqlite":
        yield f"sqlite:///{Path(folder) / 'book.sqlite'}"
        return
    from pg_databases import fresh_database

    with fresh_database("properties") as url:
        yield url


def nonzero(balances: dict[str, int]) -> dict[str, int]:
    return {k: v for k, v in balances.items() if v}


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_actions_through_the_store_keep_the_books(backend: str, data: st.DataObject) -> None:
    players = data.draw(st.integers(2, 4), label="players")
    with tempfile.TemporaryDirectory() as folder, empty_book(backend, folder) as url:
        book = Book(url)
        game_id = book.create_game(GameSetup("air_empire", "basic", "property", NAMES[:players]))
        for _ in range(data.draw(st.integers(5, 40), label="steps")):
            game = book.game(game_id)
            if game.state.phase == "over":
                break
            choice = data.draw(st.integers(0, 9), label="generic")
            kind, payload = ("undo", {}) if choice == 0 else ("redo", {}) if choice == 1 else draw_action(data, game)
            before = rows(book.engine)
            try:
                book.record(game_id, kind, payload)
            except RuleViolation:
                assert rows(book.engine) == before  # nothing written
            stored = book.balances(game_id)
            assert sum(stored.values()) == 0
            assert nonzero(stored) == nonzero(book.game(game_id).state.balances)
        report = book.audit(game_id)
        assert report.ok, report.problems
        fresh = Book(url)
        assert nonzero(fresh.game(game_id).state.balances) == nonzero(book.game(game_id).state.balances)
        first = book.export(game_id, Path(folder) / "one.jsonl")
        copy_id = fresh.import_record(first)
        second = fresh.export(copy_id, Path(folder) / "two.jsonl")
        assert first.read_text("utf-8") == second.read_text("utf-8")
        book.close()
        fresh.close()
