"""The store on a real SQLite file and a real PostgreSQL database (``book_url``, tests/conftest.py):
transactions, undo/redo, audit, record files, migrations. The tests of SQLite's own settings, and
those that edit the file with SQLite's own SQL, run on SQLite only (``sqlite_book``)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from air_empire_payloads import LA_BIDS as BIDS, LA_CARD as CARD
from sqlalchemy import create_engine, inspect, text

from ledger.game import Game, GameSetup
from ledger.journal import BalanceMismatch, RuleViolation
from ledger.record_file import loads_record
from ledger.store import Book


@pytest.fixture()
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "book.sqlite"


@pytest.fixture()
def sqlite_book(db_path: Path) -> Book:
    """A book on the SQLite file ``db_path`` (the tests of SQLite's own settings and SQL)."""
    b = Book(f"sqlite:///{db_path}")
    yield b
    b.close()


@pytest.fixture()
def book(book_url: str) -> Book:
    """A book on each backend (SQLite, PostgreSQL)."""
    b = Book(book_url)
    yield b
    b.close()


def execute(url: str, sql: str, **params: object) -> list[tuple[object, ...]]:
    """Run ``sql`` (named ``:params``) on the book at ``url`` behind airbanker's back, committed; its rows."""
    engine = create_engine(url)
    try:
        with engine.begin() as connection:
            result = connection.execute(text(sql), params)
            return [tuple(row) for row in result] if result.returns_rows else []
    finally:
        engine.dispose()


def three_player_quarter(book: Book) -> int:
    game_id = book.create_game(GameSetup("air_empire", "basic", "Test", ("Ann", "Bea", "Cal")))
    book.record(game_id, "air_empire.route_card", CARD)
    book.record(game_id, "air_empire.bids", BIDS)
    for seat in (1, 2, 3):
        book.record(game_id, "air_empire.maintenance", {"player": seat})
    return game_id


def count(db: Path | str, table: str) -> int:
    """Rows of ``table`` in the SQLite file ``db`` or the book at URL ``db``."""
    if isinstance(db, str):
        return int(execute(db, f"SELECT count(*) FROM {table}")[0][0])
    with sqlite3.connect(db) as con:
        return con.execute(f"SELECT count(*) FROM {table}").fetchone()[0]


def test_sqlite_settings_and_schema_from_migrations(sqlite_book: Book, db_path: Path) -> None:
    """WAL, foreign keys on, and the tables made by Alembic (its version table is there)."""
    with sqlite_book.engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
    tables = set(inspect(sqlite_book.engine).get_table_names())
    assert {"games", "players", "accounts", "actions", "entries", "postings", "alembic_version"} <= tables
    with sqlite3.connect(db_path) as con:
        assert con.execute("SELECT version_num FROM alembic_version").fetchone() == ("0003",)


def test_models_match_the_migrations(book: Book) -> None:
    """The SQLModel tables and the Alembic head describe the same schema (no pending change)."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from ledger.models import SQLModel

    with book.engine.connect() as connection:
        diff = compare_metadata(MigrationContext.configure(connection), SQLModel.metadata)
    assert diff == []


def test_reopening_replays_to_the_same_state(book: Book, book_url: str) -> None:
    game_id = three_player_quarter(book)
    balances = {k: v for k, v in book.game(game_id).state.balances.items() if v}
    again = Book(book_url)
    assert {k: v for k, v in again.game(game_id).state.balances.items() if v} == balances
    assert again.balances(game_id) == book.balances(game_id)
    assert again.game(game_id).position() == "Y1 Q2, Phase 1 — turn up the route card"
    assert sum(again.balances(game_id).values()) == 0


def test_refused_action_writes_nothing(book: Book, book_url: str) -> None:
    game_id = three_player_quarter(book)
    before = {t: count(book_url, t) for t in ("actions", "entries", "postings", "accounts")}
    with pytest.raises(RuleViolation) as refused:
        book.record(game_id, "air_empire.loan", {"player": 1, "amount": 5000})
    assert refused.value.field == "kind"
    assert {t: count(book_url, t) for t in before} == before


def test_undo_and_redo_are_appended_never_deleted(book: Book, book_url: str) -> None:
    game_id = three_player_quarter(book)
    balances = book.balances(game_id)
    actions = count(book_url, "actions")
    undone = book.undo(game_id)
    assert undone.kind == "undo" and undone.payload == {"target": 5}
    assert book.balances(game_id)["p3:cash"] == 9000  # Cal's $2,300 maintenance reversed
    assert count(book_url, "actions") == actions + 1
    book.redo(game_id)
    assert book.balances(game_id) == balances
    assert count(book_url, "actions") == actions + 2
    # a fresh book replays undo and redo to the same state
    assert Book(book_url).game(game_id).state.balances == book.game(game_id).state.balances
    assert book.audit(game_id).ok


def test_nothing_to_redo_after_a_new_action(book: Book) -> None:
    game_id = three_player_quarter(book)
    book.undo(game_id)
    book.record(game_id, "air_empire.maintenance", {"player": 3})
    with pytest.raises(RuleViolation, match="nothing to redo"):
        book.redo(game_id)


def test_balance_assertion_is_an_action_and_a_wrong_one_fails(book: Book, book_url: str) -> None:
    game_id = three_player_quarter(book)
    rec = book.record(game_id, "balance_assertion", {"player": 1, "cash": 12700})
    assert rec.kind == "balance_assertion"
    actions = count(book_url, "actions")
    with pytest.raises(BalanceMismatch) as wrong:
        book.record(game_id, "balance_assertion", {"player": 1, "cash": 12400})
    message = str(wrong.value)
    assert "counted $12,400" in message and "$12,700" in message and "-$300" in message
    assert "action #3" in message  # Ann's last change: her maintenance
    assert count(book_url, "actions") == actions


def test_audit_names_the_first_action_where_the_stories_part(book: Book, book_url: str) -> None:
    game_id = three_player_quarter(book)
    assert book.audit(game_id).ok
    # someone edits the book behind airbanker's back
    execute(
        book_url,
        """UPDATE postings SET amount = amount + 100 WHERE id IN (
                         SELECT p.id FROM postings p JOIN entries e ON e.id = p.entry_id
                         JOIN actions a ON a.id = e.action_id WHERE a.seq = 4 AND p.amount > 0)""",
    )
    report = Book(book_url).audit(game_id)
    assert not report.ok
    assert report.first_divergence == 4
    assert any("does not balance" in p for p in report.problems)
    assert any("action #4" in p and "first action where the journal and the replay part" in p for p in report.problems)


def test_audit_reports_an_edited_opening_entry(book: Book, book_url: str) -> None:
    """An unbalanced starting-cash entry (action #0) is named by the audit, not a crash."""
    game_id = three_player_quarter(book)
    # someone edits the book behind airbanker's back
    execute(
        book_url,
        """UPDATE postings SET amount = amount + 100 WHERE id = (
                         SELECT MIN(p.id) FROM postings p JOIN entries e ON e.id = p.entry_id
                         JOIN actions a ON a.id = e.action_id WHERE a.seq = 0 AND p.amount > 0)""",
    )
    report = Book(book_url).audit(game_id)
    assert not report.ok and report.first_divergence == 0
    assert any("action #0" in p and "does not balance" in p for p in report.problems)
    assert "the opening entries differ from the rules' starting cash" in report.problems


def test_audit_catches_an_edited_payload(book: Book, book_url: str) -> None:
    game_id = three_player_quarter(book)
    payload = json.loads(str(execute(book_url, "SELECT payload FROM actions WHERE seq = 2")[0][0]))
    payload["bids"][0]["flight_costs"] = 13000
    execute(book_url, "UPDATE actions SET payload = :payload WHERE seq = 2", payload=json.dumps(payload))
    report = Book(book_url).audit(game_id)
    assert report.first_divergence == 2


def test_audit_passes_every_stored_payload_through_the_gate(book: Book, book_url: str) -> None:
    """A payload edited by hand into one the schema refuses is refused on replay, naming the field,
    though the same kind with another text passed the gate earlier in the replay."""
    game_id = three_player_quarter(book)
    seq, stored = execute(
        book_url, "SELECT seq, payload FROM actions WHERE kind = 'air_empire.maintenance' ORDER BY seq DESC"
    )[0]
    payload = json.loads(str(stored))
    payload["player"] = True  # a bool is not a seat
    execute(book_url, "UPDATE actions SET payload = :payload WHERE seq = :seq", payload=json.dumps(payload), seq=seq)
    report = Book(book_url).audit(game_id)
    assert report.first_divergence == seq
    assert any(f"action #{seq}" in p and "refused on replay" in p and "player" in p for p in report.problems)


def test_record_stored_asks_the_gate_for_each_distinct_text() -> None:
    game = Game(GameSetup("air_empire", "basic", "Test", ("Ann", "Bea", "Cal")))
    game.record_stored("air_empire.route_card", json.dumps(CARD))
    game.record_stored("air_empire.bids", json.dumps(BIDS))
    game.record_stored("air_empire.maintenance", '{"player": 1}')
    with pytest.raises(RuleViolation, match="has paid maintenance"):  # same text: the rules still speak
        game.record_stored("air_empire.maintenance", '{"player": 1}')
    with pytest.raises(RuleViolation) as refused:  # another text of the same kind meets the gate
        game.record_stored("air_empire.maintenance", '{"player": 2, "extra": 1}')
    assert refused.value.field == "extra"
    with pytest.raises(RuleViolation) as refused:
        game.record_stored("air_empire.maintenance", "[2]")
    assert refused.value.field == "payload"
    with pytest.raises(RuleViolation) as refused:
        game.record_stored("air_empire.maintenance", "{not json")
    assert refused.value.field == "payload"
    assert [r.kind for r in game.records] == ["air_empire.route_card", "air_empire.bids", "air_empire.maintenance"]


def test_export_then_import_is_exact(book: Book, tmp_path: Path) -> None:
    game_id = three_player_quarter(book)
    book.undo(game_id)
    book.redo(game_id)
    book.record(game_id, "balance_assertion", {"player": 2, "cash": 14700}, note="Bea counted")
    first = book.export(game_id, tmp_path / "one.jsonl")
    other = Book(f"sqlite:///{tmp_path / 'other.sqlite'}")
    copy_id = other.import_record(first)
    second = other.export(copy_id, tmp_path / "two.jsonl")
    assert first.read_text("utf-8") == second.read_text("utf-8")
    assert other.journal(copy_id)[1:] == book.journal(game_id)[1:]
    assert other.balances(copy_id) == book.balances(game_id)
    setup, actions, _ = loads_record(first.read_text("utf-8"))
    assert setup.players == ("Ann", "Bea", "Cal") and actions[-1].note == "Bea counted"


def test_import_refuses_a_bad_line_and_stores_nothing(book: Book, tmp_path: Path, book_url: str) -> None:
    game_id = three_player_quarter(book)
    text = book.export(game_id, tmp_path / "g.jsonl").read_text("utf-8").splitlines()
    bad = json.loads(text[3])
    bad["payload"]["player"] = 9
    text[3] = json.dumps(bad)
    (tmp_path / "bad.jsonl").write_text("\n".join(text), "utf-8")
    games = count(book_url, "games")
    with pytest.raises(RuleViolation, match=r"action #3 .*seat 9"):
        book.import_record(tmp_path / "bad.jsonl")
    assert count(book_url, "games") == games
    (tmp_path / "junk.jsonl").write_text('{"format": "something else"}\n', "utf-8")
    with pytest.raises(RuleViolation, match="format"):
        book.import_record(tmp_path / "junk.jsonl")


def test_archive_hides_without_erasing(book: Book) -> None:
    game_id = three_player_quarter(book)
    book.archive(game_id)
    assert [g.id for g in book.games()] == []
    assert [g.id for g in book.games(include_archived=True)] == [game_id]
    assert book.game(game_id).records


def test_a_bad_database_url_is_a_clear_message() -> None:
    with pytest.raises(RuleViolation, match="cannot open database"):
        Book("nosuchdialect://x")


def test_a_database_that_fails_the_write_records_nothing_in_memory_either(sqlite_book: Book, db_path: Path) -> None:
    """One action = one transaction: if the database refuses the write, memory does not run ahead (SQLite: its
    trigger syntax)."""
    game_id = three_player_quarter(sqlite_book)
    with sqlite3.connect(db_path) as con:  # a trigger stands in for a full disk or a lost server
        con.execute("CREATE TRIGGER no_more BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    actions = count(db_path, "actions")
    with pytest.raises(RuleViolation, match="nothing was recorded.*disk full"):
        sqlite_book.record(game_id, "air_empire.route_card", {**CARD, "city": "Helena"})
    assert count(db_path, "actions") == actions
    assert sqlite_book.game(game_id).position() == "Y1 Q2, Phase 1 — turn up the route card"


def test_audit_names_a_missing_action(sqlite_book: Book, db_path: Path) -> None:
    game_id = three_player_quarter(sqlite_book)
    with sqlite3.connect(db_path) as con:  # someone deletes action #3 behind airbanker's back
        con.execute("PRAGMA foreign_keys=OFF")
        con.execute("DELETE FROM actions WHERE seq = 3")
    report = Book(f"sqlite:///{db_path}").audit(game_id)
    assert report.first_divergence == 3
    assert any("action #3 is missing" in p for p in report.problems)


def test_a_second_session_on_the_same_book_is_seen_and_never_overwritten(book: Book, book_url: str) -> None:
    """Two sessions on one book (the banker's seat open, an action typed on the command line):
    the stale one refuses to record, reads the game again, and then records after the other's action."""
    game_id = book.create_game(GameSetup("air_empire", "basic", "Test", ("Ann", "Bea", "Cal")))
    assert book.game(game_id).position().startswith("Y1 Q1, Phase 1")
    other = Book(book_url)
    other.record(game_id, "air_empire.route_card", CARD)
    other.close()
    assert book.stored_actions(game_id) == 1
    actions = count(book_url, "actions")
    with pytest.raises(RuleViolation) as stale:
        book.record(game_id, "air_empire.route_card", CARD)
    assert stale.value.field == "game" and "changed elsewhere" in str(stale.value)
    assert count(book_url, "actions") == actions
    assert "bids" in book.game(game_id).position()
    book.record(game_id, "air_empire.bids", BIDS)
    assert book.audit(game_id).ok
    assert not book.refresh(game_id)
