"""Issue 11 §1 on the command line: names with control characters are refused by ``new`` and
``import`` (one line, exit 2, nothing written), and nothing the command line echoes of a book
carries a raw control character, even from a book written before the check (its names written
straight into the database here)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from cli_helpers import airbanker_in_process as airbanker

from ledger.store import Book

ESC_TITLE = "\x1b]0;PWNED\x07"
CLEAR = "\x1b[2J\x1b[HFake"


def _raw(text: str) -> bool:
    """Whether ``text`` holds a character a terminal acts on (C0/C1 controls but the line feed, or U+202E)."""
    return any((ord(c) < 32 and c != "\n") or 0x7F <= ord(c) <= 0x9F or c == "\u202e" for c in text)


def test_new_refuses_the_terminal_tricks_of_the_issue(tmp_path: Path) -> None:
    db = tmp_path / "b.sqlite"
    for names, said in (
        ((ESC_TITLE, CLEAR), "Error: players[1]: holds U+001B (ESCAPE), a control character"),
        (("Ann", "Bea\nForged 2  air_empire/basic"), "Error: players[2]: holds U+000A (LINE FEED)"),
        (("Ann", "\u202eaeB"), "Error: players[2]: holds U+202E (RIGHT-TO-LEFT OVERRIDE)"),
        (("Ann", "\u200b"), "Error: players[2]: holds U+200B (ZERO WIDTH SPACE)"),
        (("Ann", "🦄"), "Error: players[2]: holds 🦄 U+1F984 (UNICORN FACE): no font of the sheets can print it"),
    ):
        result = airbanker(db, "new", *names)
        assert result.returncode == 2, result
        assert result.stderr.startswith(said) and result.stderr.count("\n") == 1, result.stderr
        assert not _raw(result.stderr) and result.stdout == ""
    result = airbanker(db, "new", "--title", "Club\x1b[2J", "Ann", "Bea")
    assert result.returncode == 2 and result.stderr.startswith("Error: title: holds U+001B (ESCAPE)")
    assert airbanker(db, "games").stdout == ""  # nothing was written


def test_record_refuses_a_note_on_two_lines(tmp_path: Path) -> None:
    db = tmp_path / "b.sqlite"
    assert airbanker(db, "new", "[/]", "[bold]x[/]", "李小龍").returncode == 0
    result = airbanker(db, "record", "1", "balance_assertion", '{"player": 1, "cash": 9000}', "--note", "a\nb")
    assert result.returncode == 2
    assert result.stderr.startswith("Error: note: holds U+000A (LINE FEED), a control character")
    assert "1 game" not in airbanker(db, "games").stdout and "0 actions" in airbanker(db, "games").stdout


def test_import_refuses_a_nul_in_a_name(tmp_path: Path) -> None:
    record = tmp_path / "nul.jsonl"
    header = {"format": "airbanker-game-record", "version": 1, "game": "golden_age", "variant": "standard"}
    record.write_text(json.dumps({**header, "title": "t", "players": ["Ann", "B\x00ea"]}) + "\n", "utf-8")
    result = airbanker(tmp_path / "b.sqlite", "import", str(record))
    assert result.returncode == 2
    assert result.stderr.startswith("Error: players[2]: holds U+0000 (NULL), a control character")
    assert airbanker(tmp_path / "b.sqlite", "games").stdout == ""


def test_what_an_old_book_holds_is_echoed_escaped(tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite"
    assert airbanker(db, "new", "--game", "golden_age", "Ann", "Bea").returncode == 0
    with sqlite3.connect(db) as connection:  # as a book written before the check could hold them
        connection.execute("UPDATE players SET name = ? WHERE seat = 1", (ESC_TITLE,))
        connection.execute("UPDATE players SET name = ? WHERE seat = 2", (CLEAR + "\n   2  forged\u202e",))
        connection.execute("UPDATE games SET title = ?", ("\x1b[31mred",))
    listed = airbanker(db, "games")
    assert listed.returncode == 0 and not _raw(listed.stdout)
    assert listed.stdout.count("\n") == 1  # one game, one line: no forged line
    assert "\\x1b]0;PWNED\\x07, \\x1b[2J\\x1b[HFake\\n   2  forged\\u202e" in listed.stdout
    # a refusal that quotes a player's name: a balance assertion the books do not agree with
    refused = airbanker(db, "record", "1", "balance_assertion", '{"player": 1, "cash": 5}')
    assert refused.returncode == 2 and not _raw(refused.stderr) and refused.stderr.count("\n") == 1
    assert refused.stderr.startswith("Error: cash: \\x1b]0;PWNED\\x07's cash: counted $5")
    # the standings printed with the sheets
    printed = airbanker(db, "recap", "1", "--out", str(tmp_path / "r.pdf"))
    assert printed.returncode == 0, printed.stderr
    assert not _raw(printed.stdout) and "\\x1b]0;PWNED\\x07" in printed.stdout
    assert Book(f"sqlite:///{db}").games()[0].title == "\x1b[31mred"  # the book itself is left as it was
