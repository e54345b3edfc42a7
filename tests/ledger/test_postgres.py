"""What one backend takes, the other takes: every bundled sample and the edge cases of the record file
import alike into SQLite and PostgreSQL, and what does not fit a column is refused alike, with one
line, before anything is written (on PostgreSQL a ``recorded_at`` over 40 characters or a NUL in a
note was a traceback). ``demo --db URL`` and a bare ``postgresql://`` URL."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest
from air_empire_payloads import HELENA_CARD as CARD
from click.testing import CliRunner
from sqlalchemy import create_engine, text

from ledger.journal import RuleViolation
from ledger.store import Book
from tui.cli import cli

SAMPLES = sorted(p.name for p in resources.files("samples").iterdir() if p.name.endswith(".jsonl"))
HEADER = {
    "format": "airbanker-game-record",
    "version": 1,
    "game": "air_empire",
    "variant": "basic",
    "title": "Edges",
    "players": ["Ann", "Bea", "Cal"],
    "options": {"first_senior_president": 1},
}


def stored(url: str) -> tuple[int, ...]:
    """Rows of every table of the book (nothing written: the same before and after)."""
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            return tuple(
                int(connection.execute(text(f"SELECT count(*) FROM {table}")).scalar() or 0)
                for table in ("games", "players", "accounts", "actions", "entries", "postings")
            )
    finally:
        engine.dispose()


def write(path: Path, header: dict[str, object], *actions: dict[str, object]) -> Path:
    path.write_text("\n".join(json.dumps(line) for line in (header, *actions)) + "\n", "utf-8")
    return path


def route_card(**fields: object) -> dict[str, object]:
    return {"seq": 1, "kind": "air_empire.route_card", "payload": dict(CARD), **fields}


@pytest.mark.parametrize("sample", SAMPLES)
def test_every_bundled_sample_imports_exports_and_audits_the_same(book_url: str, sample: str, tmp_path: Path) -> None:
    book = Book(book_url)
    with resources.as_file(resources.files("samples").joinpath(sample)) as path:
        game_id = book.import_record(path)
        original = path.read_text("utf-8")
    assert book.audit(game_id).ok
    exported = book.export(game_id, tmp_path / "again.jsonl").read_text("utf-8")
    again = Book(book_url)  # read from the database, not from memory
    assert again.export(game_id, tmp_path / "read-again.jsonl").read_text("utf-8") == exported
    assert len(exported.splitlines()) == len(
        [line for line in original.splitlines() if line.strip()[:1] not in ("", "#")]
    )
    again.close()
    book.close()


@pytest.mark.parametrize(
    ("header", "action", "expected"),
    [
        pytest.param(
            {}, route_card(recorded_at="2026-01-01T20:00:00.12345+00:00:00.123456"), "at most 40", id="long-time"
        ),
        pytest.param({}, route_card(recorded_at="yesterday"), "got 'yesterday'", id="not-a-time"),
        pytest.param(
            {"created_at": "x" * 41}, route_card(), "created_at: must be at most 40 characters", id="long-created"
        ),
        pytest.param(
            {"created_at": "Tuesday"},
            route_card(),
            "created_at: must be an ISO 8601 time such as 2026-01-31T20:15:00+00:00, got 'Tuesday'",
            id="created-not-a-time",
        ),
        pytest.param({}, route_card(note="a\x00b"), "U+0000", id="nul-in-note"),
        pytest.param({"title": "a\x00b"}, route_card(), "U+0000", id="nul-in-title"),
        pytest.param({"players": ["A\x00n", "Bea", "Cal"]}, route_card(), "U+0000", id="nul-in-name"),
        pytest.param({}, route_card(payload={**CARD, "city": "Hel\x00ena"}), "U+0000", id="nul-in-payload-text"),
    ],
)
def test_what_does_not_fit_is_refused_alike_with_one_line(
    book_url: str, tmp_path: Path, header: dict[str, object], action: dict[str, object], expected: str
) -> None:
    book = Book(book_url)
    before = stored(book_url)
    record = write(tmp_path / "edge.jsonl", {**HEADER, **header}, action)
    with pytest.raises(RuleViolation) as refused:
        book.import_record(record)
    assert expected in str(refused.value) and "\n" not in str(refused.value)
    assert stored(book_url) == before
    result = CliRunner().invoke(cli, ["--db", book_url, "import", str(record)], obj={})
    assert result.exit_code == 2, result.output
    (line,) = result.stderr.splitlines()
    assert line.startswith("Error: ") and expected in line
    assert stored(book_url) == before
    book.close()


def test_what_fits_imports_alike(book_url: str, tmp_path: Path) -> None:
    """Long notes (unbounded text), a title of the most characters allowed (200), every script, a time of
    exactly 40 characters."""
    at = "2026-01-01T20:00:00.123456+00:00"
    at40 = "2026-01-01T20:00:00.1234+00:00:00.123456"  # an ISO 8601 time of 40 characters, the most kept
    assert len(at40) == 40
    book = Book(book_url)
    record = write(
        tmp_path / "fits.jsonl",
        {**HEADER, "title": "Club " * 40, "players": ["Zoë", "Дмитрий", "李小龍"], "created_at": "2026-01-01"},
        route_card(note="✈️ " * 5_000, recorded_at=at40),
        {"seq": 2, "kind": "balance_assertion", "payload": {"player": 1, "cash": 9_000}, "recorded_at": at},
    )
    game_id = book.import_record(record)
    again = Book(book_url)
    records = again.game(game_id).records
    assert records[0].note == "✈️ " * 5_000 and records[0].recorded_at == at40
    assert again.setup(game_id).players == ("Zoë", "Дмитрий", "李小龍")
    assert again.audit(game_id).ok
    again.close()
    book.close()


def test_a_bare_postgresql_url_uses_psycopg() -> None:
    """``postgresql://`` is SQLAlchemy's psycopg2; airbanker's driver is psycopg 3 (the postgres extra)."""
    from pg_databases import fresh_database

    with fresh_database("bare") as url:
        book = Book(url.replace("postgresql+psycopg://", "postgresql://"))
        assert book.engine.dialect.driver == "psycopg"
        book.close()


def test_demo_stores_the_samples_in_the_book_db_names(book_url: str, tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["demo", "--db", book_url, "--out", str(tmp_path / "demo")], obj={})
    assert result.exit_code == 0, result.output + repr(result.exception)
    assert not (tmp_path / "demo" / "demo.sqlite").exists()
    book = Book(book_url)
    games = book.games()
    assert len(games) == len(SAMPLES) and all(book.audit(g.id).ok for g in games)
    book.close()
