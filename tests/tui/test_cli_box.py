"""``airbanker box import|export|show|confirm`` (docs/box.md) on a real SQLite book."""

from __future__ import annotations

from pathlib import Path

from ledger.box import box_from_toml
from tests.cli_helpers import airbanker_in_process

SAMPLES = Path(__file__).resolve().parents[2] / "samples" / "boxes"


def test_a_box_file_is_imported_shown_confirmed_and_exported_again(tmp_path: Path) -> None:
    db = tmp_path / "book.sqlite"
    none = airbanker_in_process(db, "box", "show", "air_empire")
    assert none.returncode == 0
    assert none.stdout == "No Air Empire box in this book: new games type these values at the table.\n"
    kept = airbanker_in_process(db, "box", "import", str(SAMPLES / "air_empire-illustrative.toml"))
    assert kept.returncode == 0, kept.stderr
    lines = kept.stdout.splitlines()
    assert lines[0] == "Kept the Air Empire box (illustrative, not the board's: made by airbanker on 2026-12-03)."
    assert "  Route cards chosen from the box (18 of 18, " in kept.stdout
    assert lines[-1] == "Not confirmed yet: show it to the table once with 'airbanker box confirm air_empire'."
    shown = airbanker_in_process(db, "box", "show", "air_empire")
    assert "Route cards (18 of 18):" in shown.stdout
    assert "  3. Chicago (Detroit, St. Louis, Minneapolis): min A $11,000 B $8,000 C $5,000;" in shown.stdout
    assert shown.stdout.endswith("Not confirmed yet (airbanker box confirm air_empire).\n")
    confirmed = airbanker_in_process(db, "box", "confirm", "air_empire")
    assert confirmed.returncode == 0 and "Confirmed on " in confirmed.stdout
    out = tmp_path / "mine.toml"
    written = airbanker_in_process(db, "box", "export", "air_empire", str(out))
    assert written.stdout == f"Wrote {out}\n"
    box, _ = box_from_toml(out.read_text("utf-8"))
    sample, _ = box_from_toml((SAMPLES / "air_empire-illustrative.toml").read_text("utf-8"))
    assert box.confirmed_on is not None
    assert box.model_copy(update={"confirmed_on": None}) == sample
    again = airbanker_in_process(db, "box", "import", str(out))
    assert "replacing the one illustrative" in again.stdout
    assert "Not confirmed yet" not in again.stdout  # the values this table confirmed, back again
    # in another book the file's confirmed_on is another table's word: shown to this one first
    elsewhere = airbanker_in_process(tmp_path / "club2.sqlite", "box", "import", str(out))
    assert elsewhere.stdout.splitlines()[-1].startswith("Not confirmed yet")


def test_a_missing_argument_says_what_is_missing(tmp_path: Path) -> None:
    shown = airbanker_in_process(tmp_path / "b.sqlite", "box", "show")
    assert shown.returncode == 2
    assert shown.stderr.startswith("Error: GAME: missing: air_empire or golden_age (")
    written = airbanker_in_process(tmp_path / "b.sqlite", "box", "export", "air_empire")
    assert written.stderr.startswith("Error: FILE: missing (")


def test_a_bad_box_file_gets_one_line_and_nothing_is_kept(tmp_path: Path) -> None:
    db = tmp_path / "book.sqlite"
    bad = tmp_path / "bad.toml"
    bad.write_text(
        'game = "air_empire"\nprovenance = "board"\ntyped_by = "Ann"\ntyped_on = 2026-12-03\n'
        '[[route_cards]]\ncity = "Tulsa"\nminimums = { A = 9000, B = 7000, C = 5000 }\nrevenue = 500.5\n',
        "utf-8",
    )
    refused = airbanker_in_process(db, "box", "import", str(bad))
    assert refused.returncode == 2
    assert refused.stderr == "Error: route_cards[0].revenue: must be a whole number, got 500.5 (docs/box.md)\n"
    bad.write_text("game = \n", "utf-8")
    refused = airbanker_in_process(db, "box", "import", str(bad))
    assert refused.returncode == 2 and refused.stderr.startswith("Error: box: not a TOML file: ")
    bad.write_bytes(b"\xff\xfe")
    refused = airbanker_in_process(db, "box", "import", str(bad))
    assert refused.returncode == 2 and "is not UTF-8 text" in refused.stderr
    assert "Traceback" not in refused.stderr
    assert airbanker_in_process(db, "box", "show", "air_empire").stdout.startswith("No Air Empire box")
    missing = airbanker_in_process(db, "box", "export", "golden_age", str(tmp_path / "x.toml"))
    assert missing.returncode == 2
    assert missing.stderr == (
        "Error: game: there is no 1930 box in this book: import one (airbanker box import FILE) (docs/box.md)\n"
    )
    assert not (tmp_path / "x.toml").exists()
    wrong = airbanker_in_process(db, "box", "show", "air_fare")
    assert wrong.returncode == 2 and "Traceback" not in wrong.stderr


def test_a_new_game_takes_its_tables_from_a_confirmed_box_only(tmp_path: Path) -> None:
    from ledger.store import Book

    db = tmp_path / "book.sqlite"
    assert airbanker_in_process(db, "new", "Ann", "Bea").stdout == "Game 1 started: Ann, Bea\n"  # no box
    airbanker_in_process(db, "box", "import", str(SAMPLES / "air_empire-illustrative.toml"))
    unconfirmed = airbanker_in_process(db, "new", "Ann", "Bea")
    assert unconfirmed.stdout.splitlines()[1] == (
        "  The box is not confirmed yet, so not used (airbanker box confirm air_empire, then a new game)."
    )
    refused = airbanker_in_process(db, "new", "--box", "Ann", "Bea")
    assert refused.returncode == 2 and "it is not confirmed" in refused.stderr
    airbanker_in_process(db, "box", "confirm", "air_empire")
    started = airbanker_in_process(db, "new", "--variant", "tournament", "Ann", "Bea", "Cal")
    assert started.stdout.splitlines()[1].startswith("  Flight Costs Table from the box (17 rows, illustrative")
    assert airbanker_in_process(db, "new", "--no-box", "Ann", "Bea").returncode == 0
    assert airbanker_in_process(db, "new", "--game", "air_fare", "--box", "A", "B").returncode == 2
    book = Book(f"sqlite:///{db}")
    try:
        kinds = {g: [r.kind for r in book.game(g).records] for g in (1, 2, 3, 4)}
        assert kinds == {1: [], 2: [], 3: ["air_empire.flight_costs_table", "air_empire.tax_table"], 4: []}
        assert book.game(3).records[0].note.startswith("from the box (illustrative")
        assert book.audit(3).ok
        # the game's record file holds the tables: it imports into a book without the box
        book.export(3, tmp_path / "g3.jsonl")
    finally:
        book.close()
    other = tmp_path / "other.sqlite"
    imported = airbanker_in_process(other, "import", str(tmp_path / "g3.jsonl"))
    assert imported.returncode == 0 and "2 actions" in imported.stdout
