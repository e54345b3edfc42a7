"""The journal's hash chain (ledger/chain.py): its frozen form, the book's links, and the audit of
a real book edited behind airbanker's back, on SQLite and on PostgreSQL (``book_url``)."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from air_empire_payloads import LA_BIDS as BIDS, LA_CARD as CARD
from alembic import command
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.engine import make_url

from ledger import chain
from ledger.game import GameSetup
from ledger.journal import RuleViolation
from ledger.store import Book, _script
from tui.cli import SAMPLE, _import_sample


# -- the frozen form ------------------------------------------------------------------------
def test_the_canonical_form_is_frozen() -> None:
    """Chain version 1 as documented: sorted keys, no spaces, ASCII; this vector must never change."""
    text = chain.canonical("", 0, "setup", {"b": 1, "a": "é"}, "", "2026-01-01T00:00:00.000+00:00", [("m", [("x", 5)])])
    assert text == (
        b'{"entries":[["m",[["x",5]]]],"kind":"setup","note":"","payload":{"a":"\\u00e9","b":1},"prev":"",'
        b'"recorded_at":"2026-01-01T00:00:00.000+00:00","seq":0,"v":1}'
    )
    assert chain.link("", 0, "setup", {"b": 1, "a": "é"}, "", "2026-01-01T00:00:00.000+00:00", [("m", [("x", 5)])]) == (
        hashlib.sha256(text).hexdigest()
    )
    assert chain.link("", 0, "k", {}, "", "", []) == "7406c7899dcb3f428186156c8a76f738bf28bd0622e681201caa57d1e77934d7"


def test_every_field_is_sealed_and_key_order_is_not() -> None:
    base = (
        "a" * 64,
        3,
        "air_empire.bids",
        {"x": 1, "y": [1, 2]},
        "note",
        "2026-01-01",
        [("memo", [("bank", -5), ("p1:cash", 5)])],
    )
    first = chain.link(*base)
    assert chain.link("a" * 64, 3, "air_empire.bids", {"y": [1, 2], "x": 1}, *base[4:]) == first
    changed = [
        ("b" * 64, *base[1:]),
        (base[0], 4, *base[2:]),
        (*base[:2], "undo", *base[3:]),
        (*base[:3], {"x": 2, "y": [1, 2]}, *base[4:]),
        (*base[:4], "other note", *base[5:]),
        (*base[:5], "2026-01-02", base[6]),
        (*base[:6], [("memo", [("bank", -6), ("p1:cash", 6)])]),
        (*base[:6], [("other memo", [("bank", -5), ("p1:cash", 5)])]),
        (*base[:6], [("memo", [("bank", -5), ("p2:cash", 5)])]),
    ]
    assert len({chain.link(*c) for c in changed} | {first}) == len(changed) + 1
    assert chain.is_link(first) and not chain.is_link(first.upper()) and not chain.is_link("12")
    assert chain.seal_line(57, first) == f"Journal: 57 actions · chain {first[:12]}"
    assert chain.seal_line(1, first).startswith("Journal: 1 action · ")


def test_a_lone_surrogate_hashes() -> None:
    assert chain.is_link(chain.link("", 1, "k", {"city": "\ud800"}, "\ud800", "", []))


# -- the book -------------------------------------------------------------------------------
# Every tamper case runs on SQLite and on PostgreSQL (``book_url``): the edits are plain SQL through
# SQLAlchemy, what anyone with the database's password can do behind airbanker's back. PostgreSQL
# keeps its foreign keys: an action is cut with its entries and postings, as an editor there must.
def quarter(url: str) -> tuple[int, str]:
    """A 3-player game: route card, bids, maintenance (with notes) and a balance assertion at the end;
    returns the game's id and the seal its sheets print."""
    book = Book(url)
    game_id = book.create_game(GameSetup("air_empire", "basic", "Test", ("Ann", "Bea", "Cal")))
    book.record(game_id, "air_empire.route_card", CARD)
    book.record(game_id, "air_empire.bids", BIDS)
    cash = book.game(game_id).balance("p1:cash")
    book.record(game_id, "balance_assertion", {"player": 1, "cash": cash}, note="Ann counted")
    for seat in (1, 2, 3):
        book.record(game_id, "air_empire.maintenance", {"player": seat}, note=f"seat {seat}")
    for _ in range(10):
        book.record(game_id, "balance_assertion", {"account": "bank", "balance": book.game(game_id).balance("bank")})
    seal = book.seal(game_id)
    book.close()
    return game_id, seal


def audit(url: str, game_id: int) -> tuple[list[str], int | None, str]:
    book = Book(url)
    try:
        report = book.audit(game_id)
    finally:
        book.close()
    return report.problems, report.first_divergence, report.seal


def sql(url: str, *statements: str, **params: object) -> None:
    """Run ``statements`` in one transaction on a plain engine (no airbanker in between)."""
    engine = create_engine(url)
    try:
        with engine.begin() as connection:
            for statement in statements:
                connection.execute(text(statement), params)
    finally:
        engine.dispose()


def rows(url: str, query: str, **params: object) -> list[tuple[Any, ...]]:
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            return [tuple(row) for row in connection.execute(text(query), params)]
    finally:
        engine.dispose()


def edit_json(url: str, table: str, column: str, where: str, change: Callable[[dict[str, Any]], None]) -> None:
    """Edit the JSON text of ``table.column`` in the rows ``where`` selects, as a JSON tool would."""
    for key, value in rows(url, f"SELECT id, {column} FROM {table} WHERE {where}"):
        edited = json.loads(value)
        change(edited)
        sql(url, f"UPDATE {table} SET {column} = :value WHERE id = :key", value=json.dumps(edited), key=key)


#: the last 10 actions deleted with their entries and postings (the issue: "OK" before the chain)
CUT_AFTER_6 = (
    "DELETE FROM postings WHERE entry_id IN (SELECT e.id FROM entries e JOIN actions a ON a.id = e.action_id "
    "WHERE a.seq > 6)",
    "DELETE FROM entries WHERE action_id IN (SELECT id FROM actions WHERE seq > 6)",
    "DELETE FROM actions WHERE seq > 6",
)


def test_each_action_is_linked_to_the_one_before(book_url: str) -> None:
    game_id, seal = quarter(book_url)
    stored = rows(book_url, "SELECT seq, kind, payload, note, recorded_at, chain, id FROM actions ORDER BY seq")
    ((head, count),) = rows(book_url, "SELECT chain_head, action_count FROM games")
    entries: dict[int, list[tuple[str, list[tuple[str, int]]]]] = {
        action_id: []
        for (action_id,) in rows(book_url, "SELECT id FROM actions")  # every action, even with no entry
    }
    for action_id, memo, code, amount in rows(
        book_url,
        "SELECT e.action_id, e.memo, ac.code, p.amount FROM entries e JOIN postings p ON p.entry_id = e.id "
        "JOIN accounts ac ON ac.id = p.account_id ORDER BY e.action_id, e.line, p.id",
    ):
        if not entries[action_id] or entries[action_id][-1][0] != memo:
            entries[action_id].append((memo, []))
        entries[action_id][-1][1].append((code, amount))
    prev = chain.GENESIS
    for seq, kind, payload, note, recorded_at, link, action_id in stored:
        assert link == chain.link(prev, seq, kind, json.loads(payload), note, recorded_at, entries[action_id])
        prev = link
    assert stored[0][1] == "setup" and json.loads(stored[0][2])["players"] == ["Ann", "Bea", "Cal"]
    assert (head, count) == (prev, 16)
    problems, first, audit_seal = audit(book_url, game_id)
    assert problems == [] and first is None
    assert audit_seal == seal == f"Journal: 16 actions · chain {head[:12]}"


def test_a_journal_cut_short_is_caught(book_url: str) -> None:
    game_id, _seal = quarter(book_url)
    sql(book_url, *CUT_AFTER_6)
    problems, first, _ = audit(book_url, game_id)
    assert any("the game recorded 16 actions but the journal holds 6" in p for p in problems)
    assert any("chain head kept with the game" in p for p in problems)
    assert first == 7


def test_a_journal_cut_short_with_its_count_fixed_is_caught_by_the_head(book_url: str) -> None:
    game_id, _seal = quarter(book_url)
    sql(book_url, *CUT_AFTER_6, "UPDATE games SET action_count = 6")
    problems, _first, _ = audit(book_url, game_id)
    assert len(problems) == 1 and "chain head kept with the game" in problems[0] and "cut short" in problems[0]


def test_a_journal_cut_short_with_its_head_fixed_is_caught_by_the_count(book_url: str) -> None:
    game_id, _seal = quarter(book_url)
    sql(book_url, *CUT_AFTER_6, "UPDATE games SET chain_head = (SELECT chain FROM actions WHERE seq = 6)")
    problems, first, _ = audit(book_url, game_id)
    assert problems == ["the game recorded 16 actions but the journal holds 6: actions were removed from its end"]
    assert first == 7


def test_a_journal_cut_short_with_head_and_count_fixed_no_longer_matches_its_printed_sheets(book_url: str) -> None:
    """Head and count rewritten too: the book agrees with itself, but not with the sheets printed
    before (their footer carries the seal): that is what the printed line is for."""
    game_id, seal = quarter(book_url)
    sql(
        book_url,
        *CUT_AFTER_6,
        "UPDATE games SET action_count = 6, chain_head = (SELECT chain FROM actions WHERE seq = 6)",
    )
    problems, _first, audit_seal = audit(book_url, game_id)
    assert problems == []
    assert audit_seal != seal and audit_seal.startswith("Journal: 6 actions · chain ")


def test_a_deleted_and_renumbered_balance_assertion_is_caught(book_url: str) -> None:
    """Action #3 (Ann's count) deleted, those after it renumbered, the count fixed: the replay agrees
    (a balance assertion moves no money), the chain does not."""
    game_id, _seal = quarter(book_url)
    sql(
        book_url,
        "DELETE FROM actions WHERE seq = 3",
        "UPDATE actions SET seq = -seq WHERE seq > 3",
        "UPDATE actions SET seq = -seq - 1 WHERE seq < 0",
        "UPDATE games SET action_count = 15",
    )
    problems, first, _ = audit(book_url, game_id)
    assert first == 3
    assert any(p.startswith("action #3 (air_empire.maintenance) does not match its link") for p in problems)
    assert not any("refused on replay" in p or "part" in p for p in problems)  # the replay alone saw nothing


def test_edited_game_options_are_caught(book_url: str) -> None:
    """The finished 3-year sample game given a 4th year: no longer over, and the audit says why."""
    book = Book(book_url)
    game_id = _import_sample(book, SAMPLE)
    assert book.game(game_id).state.phase == "over"
    book.close()
    edit_json(book_url, "games", "options", "id > 0", lambda options: options.update(years=4))
    book = Book(book_url)
    assert book.game(game_id).state.phase != "over"
    report = book.audit(game_id)
    book.close()
    assert report.first_divergence == 0
    assert any(
        p.startswith("the game options were edited after the game began") and "'years': 4" in p for p in report.problems
    )


def test_edited_options_in_the_setup_action_too_break_the_chain_at_0(book_url: str) -> None:
    game_id, _seal = quarter(book_url)
    edited = {"first_senior_president": 1, "years": 2}
    sql(book_url, "UPDATE games SET options = :options", options=json.dumps(edited))
    edit_json(book_url, "actions", "payload", "seq = 0", lambda payload: payload.update(options=edited))
    problems, first, _ = audit(book_url, game_id)
    assert first == 0 and problems[0].startswith("action #0 (setup) does not match its link")


def test_an_edited_player_name_is_caught(book_url: str) -> None:
    game_id, _seal = quarter(book_url)
    sql(book_url, "UPDATE players SET name = 'Eve' WHERE seat = 2")
    problems, first, _ = audit(book_url, game_id)
    assert first == 0 and any(p.startswith("the players' names were edited after the game began") for p in problems)


@pytest.mark.parametrize(
    ("statement", "seq"),
    [
        ("UPDATE actions SET note = 'Ann counted twice' WHERE seq = 3", 3),
        ("UPDATE actions SET recorded_at = :at WHERE seq = 5", 5),
        ("UPDATE games SET created_at = :at", 0),
    ],
    ids=["note", "recorded_at", "created_at"],
)
def test_an_edited_note_or_time_is_caught(book_url: str, statement: str, seq: int) -> None:
    game_id, _seal = quarter(book_url)
    sql(book_url, statement, at="2020-01-01T00:00:00.000+00:00")
    problems, first, _ = audit(book_url, game_id)
    assert first == seq and problems


def test_an_edited_amount_is_still_caught_and_breaks_the_chain(book_url: str) -> None:
    game_id, _seal = quarter(book_url)
    sql(
        book_url,
        "UPDATE postings SET amount = amount + 100 WHERE id IN (SELECT p.id FROM postings p JOIN entries e "
        "ON e.id = p.entry_id JOIN actions a ON a.id = e.action_id WHERE a.seq = 4 AND p.amount > 0)",
    )
    problems, first, _ = audit(book_url, game_id)
    assert first == 4
    assert any("first action where the journal and the replay part" in p for p in problems)
    assert any(p.startswith("action #4 (air_empire.maintenance) does not match its link") for p in problems)


def test_an_edited_position_is_caught(book_url: str) -> None:
    game_id, _seal = quarter(book_url)
    (position,) = rows(book_url, "SELECT position FROM actions WHERE seq = 3")[0]
    sql(book_url, "UPDATE actions SET position = 'Y9 Q4, Phase 3' WHERE seq = 3")
    problems, first, _ = audit(book_url, game_id)
    assert first == 3
    assert problems == [
        f"action #3 (balance_assertion): journal says it was recorded at 'Y9 Q4, Phase 3', replay says {position!r}"
    ]


def test_a_posting_moved_to_another_games_account_is_named(book_url: str) -> None:
    game_id, _seal = quarter(book_url)
    other, _ = quarter(book_url)
    # action #2's postings to p1:cash moved to game 2's p1:cash: the same code, so the replay reads the same
    sql(
        book_url,
        "UPDATE postings SET account_id = (SELECT id FROM accounts WHERE game_id = :other AND code = 'p1:cash') "
        "WHERE account_id = (SELECT id FROM accounts WHERE game_id = :game AND code = 'p1:cash') AND entry_id IN "
        "(SELECT e.id FROM entries e JOIN actions a ON a.id = e.action_id WHERE a.game_id = :game AND a.seq = 2)",
        other=other,
        game=game_id,
    )
    problems, first, _ = audit(book_url, game_id)
    assert first == 2
    assert problems[0] == f"action #2 (air_empire.bids) posts to p1:cash of game {other}, not to this game's p1:cash"
    others, _first, _ = audit(book_url, other)
    assert others[0] == (f"action #2 (air_empire.bids) of game {game_id} posts to this game's p1:cash, not to its own")


def test_undo_and_redo_keep_the_chain(book_url: str) -> None:
    game_id, _seal = quarter(book_url)
    book = Book(book_url)
    book.undo(game_id)
    book.redo(game_id)
    report = book.audit(game_id)
    assert report.ok and report.seal == book.seal(game_id) and report.seal.startswith("Journal: 18 actions")
    book.close()


# -- record files ---------------------------------------------------------------------------
def test_export_writes_the_chain_and_import_checks_it(book_url: str, tmp_path: Path) -> None:
    """Exported from a book and imported back into it (a new game), whichever the backend: edited
    files are refused naming their line, and nothing of them is stored."""
    game_id, seal = quarter(book_url)
    book = Book(book_url)
    path = book.export(game_id, tmp_path / "g.jsonl")
    lines = [json.loads(line) for line in path.read_text("utf-8").splitlines()]
    stored = [row[0] for row in rows(book_url, "SELECT chain FROM actions WHERE game_id = :g ORDER BY seq", g=game_id)]
    assert [line["chain"] for line in lines] == stored
    other = Book(book_url)
    copy = other.import_record(path)
    assert other.seal(copy) == seal and other.audit(copy).ok
    # an edited note: refused, naming its line; nothing stored
    edited = list(lines)
    edited[4] = {**edited[4], "note": "edited"}
    (tmp_path / "edited.jsonl").write_text("\n".join(json.dumps(line) for line in edited), "utf-8")
    with pytest.raises(RuleViolation) as refused:
        other.import_record(tmp_path / "edited.jsonl")
    assert refused.value.field == "line 5.chain" and "action #4 was edited" in str(refused.value)
    # a line left out, the lines after it renumbered: the next line is named
    cut = [lines[0], *lines[1:3], *({**line, "seq": line["seq"] - 1} for line in lines[4:])]
    (tmp_path / "cut.jsonl").write_text("\n".join(json.dumps(line) for line in cut), "utf-8")
    with pytest.raises(RuleViolation, match="action #3 was edited") as refused:
        other.import_record(tmp_path / "cut.jsonl")
    assert refused.value.field == "line 4.chain"
    # edited options on the header
    header = {**lines[0], "title": "Other"}
    (tmp_path / "header.jsonl").write_text("\n".join(json.dumps(line) for line in [header, *lines[1:]]), "utf-8")
    with pytest.raises(RuleViolation, match="the header was edited") as refused:
        other.import_record(tmp_path / "header.jsonl")
    # a chain taken off one line of a chained file
    bare = [*lines[:2], {k: v for k, v in lines[2].items() if k != "chain"}, *lines[3:]]
    (tmp_path / "bare.jsonl").write_text("\n".join(json.dumps(line) for line in bare), "utf-8")
    with pytest.raises(RuleViolation, match="has no chain"):
        other.import_record(tmp_path / "bare.jsonl")
    # a malformed chain
    bad = [*lines[:2], {**lines[2], "chain": "xyz"}, *lines[3:]]
    (tmp_path / "bad.jsonl").write_text("\n".join(json.dumps(line) for line in bad), "utf-8")
    with pytest.raises(RuleViolation, match="64 lowercase hex digits"):
        other.import_record(tmp_path / "bad.jsonl")
    assert sorted(g.id for g in other.games()) == [game_id, copy]
    assert rows(book_url, "SELECT count(*) FROM actions") == [(2 * len(lines),)]
    # a file without any chain (written before it, or by hand) imports as before, and gets one
    plain = [{k: v for k, v in line.items() if k != "chain"} for line in lines]
    (tmp_path / "plain.jsonl").write_text("\n".join(json.dumps(line) for line in plain), "utf-8")
    again = other.import_record(tmp_path / "plain.jsonl")
    assert other.seal(again) == seal  # same content, same created_at: the same chain
    other.close()
    book.close()


# -- migration 0002 -------------------------------------------------------------------------
def test_migration_0002_chains_an_existing_book_as_recording_would(book_url: str) -> None:
    """A book taken back to schema 0001 (no chain) and opened again: the migration fills every link,
    the head and the count, equal to those recording wrote; a SQLite book is copied first."""
    game_id, seal = quarter(book_url)
    links = rows(book_url, "SELECT seq, chain FROM actions ORDER BY seq")
    config, _script_dir = _script()
    engine = create_engine(book_url)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "0001")
    with engine.connect() as connection:
        assert "chain" not in {c["name"] for c in inspect(connection).get_columns("actions")}
        assert "chain_head" not in {c["name"] for c in inspect(connection).get_columns("games")}
    engine.dispose()
    book = Book(book_url)
    report = book.audit(game_id)
    assert report.ok and report.seal == seal
    assert book.seal(game_id) == seal
    book.close()
    assert rows(book_url, "SELECT seq, chain FROM actions ORDER BY seq") == links
    assert rows(book_url, "SELECT chain_head, action_count FROM games") == [(links[-1][1], 16)]
    if not book_url.startswith("sqlite"):
        assert book.upgrade_backup is None  # a server's database: its own backups (pg_dump), not a file beside it
        return
    db_path = Path(make_url(book_url).database or "")
    assert book.upgrade_backup == db_path.with_name("book.sqlite.before-0003.bak")
    with sqlite3.connect(book.upgrade_backup) as con:
        assert con.execute("SELECT version_num FROM alembic_version").fetchone() == ("0001",)
        assert con.execute("SELECT count(*) FROM actions").fetchone() == (17,)
