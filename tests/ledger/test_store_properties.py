"""The invariants through the real store: random legal and illegal actions on a SQLite file.

Each step goes through :class:`ledger.store.Book` (one transaction per action). After every
step: a refused action wrote no row; the database's balances equal the game's in memory and
sum to zero. At the end: the audit replays the stored journal without a difference, a fresh
Book rebuilds the same state from the file, and export then import gives the same record.
"""

from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st
from test_ledger_properties import NAMES, draw_action

from ledger.game import GameSetup
from ledger.journal import RuleViolation
from ledger.store import Book

TABLES = ("actions", "entries", "postings")


def rows(path: Path) -> tuple[int, ...]:
    with sqlite3.connect(path) as con:
        return tuple(con.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in TABLES)


def nonzero(balances: dict[str, int]) -> dict[str, int]:
    return {k: v for k, v in balances.items() if v}


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_actions_through_the_store_keep_the_books(data: st.DataObject) -> None:
    players = data.draw(st.integers(2, 4), label="players")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "book.sqlite"
        book = Book(f"sqlite:///{path}")
        game_id = book.create_game(GameSetup("air_empire", "basic", "property", NAMES[:players]))
        for _ in range(data.draw(st.integers(5, 40), label="steps")):
            game = book.game(game_id)
            if game.state.phase == "over":
                break
            choice = data.draw(st.integers(0, 9), label="generic")
            kind, payload = ("undo", {}) if choice == 0 else ("redo", {}) if choice == 1 else draw_action(data, game)
            before = rows(path)
            try:
                book.record(game_id, kind, payload)
            except RuleViolation:
                assert rows(path) == before  # nothing written
            stored = book.balances(game_id)
            assert sum(stored.values()) == 0
            assert nonzero(stored) == nonzero(book.game(game_id).state.balances)
        report = book.audit(game_id)
        assert report.ok, report.problems
        fresh = Book(f"sqlite:///{path}")
        assert nonzero(fresh.game(game_id).state.balances) == nonzero(book.game(game_id).state.balances)
        first = book.export(game_id, Path(folder) / "one.jsonl")
        copy_id = fresh.import_record(first)
        second = fresh.export(copy_id, Path(folder) / "two.jsonl")
        assert first.read_text("utf-8") == second.read_text("utf-8")
        book.close()
        fresh.close()
