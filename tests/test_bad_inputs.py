"""The corpus of bad inputs (issue 11, "No traceback, ever"): hostile and clumsy input at every door.

Every case runs the real ``airbanker`` command (in-process, :mod:`cli_helpers`, where the case
allows; a real process for argv bytes and a file-size limit) and asserts what the banker sees:
exit status 2, exactly one line on stderr starting ``Error:`` with the words that name what is
wrong (the field, the rule), nothing that looks like a traceback, and the book unchanged (its
bytes; a game count where the book must be written to be refused).

The cases: ``record`` (every action kind of every game, each with an unknown field, a wrong type,
a value out of bounds, a nesting 60,000 deep, a 5,000-digit number and a lone surrogate; then
payloads that are not objects or not JSON), game ids of every command, ``new`` (names, options,
variants), ``schema``, record files for ``import`` (truncated, binary, huge, wrong header, bad
lines, not a regular file) and database files (not a database, zero bytes, truncated, a dropped
table, a corrupted page, someone else's SQLite file, a full disk).
"""

from __future__ import annotations

import hashlib
import json
import os
import resource
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from importlib import resources as package_files
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import airbanker_in_process

from ledger.games import GAMES
from ledger.schema import json_schema

#: the games of the shared book, by the kinds they take (tax_table and the like are the Tournament Game's)
GAME_OF = {"air_empire": "4", "golden_age": "2", "air_fare": "3"}
#: 60,000 levels of nesting (the issue's RecursionError)
DEEP = "[" * 60_000 + "]" * 60_000
#: a whole number of 5,000 digits (Python's int() reads at most 4,300)
HUGE = "9" * 5_000
#: a valid route card of game 1 (3 players: Classes A, B and C)
ROUTE_CARD = json.dumps(
    {"city": "Reno", "adjacent": [], "minimums": {"A": 10000, "B": 8000, "C": 6000}, "revenue": 18000}
)
HEADER = {
    "format": "airbanker-game-record",
    "version": 1,
    "game": "air_empire",
    "variant": "basic",
    "title": "t",
    "players": ["Ann", "Bea"],
    "options": {},
}


@dataclass(frozen=True)
class Bad:
    """One bad command line: its arguments after ``--db`` and the words its one line must hold."""

    args: tuple[str, ...]
    words: tuple[str, ...]


def assert_one_line_refusal(result: subprocess.CompletedProcess[str], words: tuple[str, ...]) -> str:
    """Exit status 2, one line ``Error: ...`` holding every word, no traceback; returns the line."""
    lines = result.stderr.splitlines()
    assert "Traceback" not in result.stderr and 'File "' not in result.stderr, result.stderr
    assert result.returncode == 2, (result.returncode, result.stderr, result.stdout)
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    assert "unexpected error" not in lines[0], lines[0]  # each known case has its own words
    for word in words:
        assert word in lines[0], (word, lines[0])
    return lines[0]


def digest(db: Path) -> tuple[str, ...]:
    """The bytes of a book (its main file and any WAL left beside it), as hashes.

    An empty WAL is no WAL: SQLite makes one (0 bytes) when it opens a WAL book, even read-only.
    """
    return tuple(
        hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() and path.stat().st_size else "-"
        for path in (db, db.with_name(db.name + "-wal"))
    )


@pytest.fixture(scope="module")
def games_book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A book of four games: 1 Air Empire (Basic), 2 1930, 3 Air Fare, 4 Air Empire (Tournament)."""
    db = tmp_path_factory.mktemp("corpus") / "book.sqlite"
    for args in (
        ("new", "Ann", "Bea", "Cal"),
        ("new", "--game", "golden_age", "Ann", "Bea", "Cal"),
        ("new", "--game", "air_fare", "Ann", "Bea", "Cal"),
        ("new", "--variant", "tournament", "Ann", "Bea", "Cal"),
    ):
        result = airbanker_in_process(db, *args)
        assert result.returncode == 0, result.stderr
    return db


# -- record: every kind of every game -----------------------------------------------------------
def _wrong_type(spec: dict[str, Any]) -> Any:
    """A value of the wrong type for a property of a JSON Schema."""
    branches = [b for b in spec.get("anyOf", []) if b.get("type") != "null"]
    if len(branches) == 1:  # an optional field (``int | None``): wrong for its one type
        return _wrong_type(branches[0])
    kind = spec.get("type")
    if kind == "integer":
        return "12"
    if kind == "array":
        return {"a": 1}
    if kind == "object":
        return [1]
    if kind == "boolean":
        return 1
    return 12  # a string, an enumeration, a union: a number is none of them


#: valid values of the fields that come before a bounded one, so that the bound speaks first
FILLERS: dict[str, Any] = {"provenance": "board"}


def _out_of_bounds(props: dict[str, Any]) -> dict[str, Any] | None:
    """A payload whose first bounded field (a maximum, a length) is just beyond its bound."""
    payload: dict[str, Any] = {}
    for name, spec in props.items():
        if spec.get("type") == "integer" and "maximum" in spec:
            return {**payload, name: spec["maximum"] + 1}
        if spec.get("type") == "array" and "maxItems" in spec:
            return {**payload, name: [{}] * (spec["maxItems"] + 1)}
        if spec.get("type") == "string" and "maxLength" in spec:
            return {**payload, name: "x" * (spec["maxLength"] + 1)}
        if spec.get("type") == "object" and isinstance(spec.get("additionalProperties"), dict):
            return {**payload, name: {"Blue": spec["additionalProperties"].get("maximum", 10**9) + 1}}
        if name not in FILLERS:
            return None
        payload[name] = FILLERS[name]
    return None


def _record_cases() -> Iterator[Any]:
    kinds = [(kind, GAME_OF[name], spec) for name, rules in GAMES.items() for kind, spec in rules.actions.items()]
    for kind, game_id, spec in kinds:
        props: dict[str, Any] = json_schema(spec.schema).get("properties", {})

        def case(what: str, payload: str, *words: str) -> Any:
            return pytest.param(Bad(("record", game_id, kind, payload), words), id=f"record-{kind}-{what}")  # noqa: B023

        yield case("unknown-field", '{"zzz_unknown": 1}', "zzz_unknown", "unknown field")
        yield case("deep", '{"zzz": ' + DEEP + "}", "payload", "nested more than 20 deep")
        yield case("huge-number", '{"player": ' + HUGE + "}", "payload", "5,000 digits")
        yield case("surrogate", '{"zzz": "\\ud800"}', "payload.zzz", "lone surrogate")
        yield case("surrogate-key", '{"\\udfff": 1}', "payload", "field name is not text")
        if props:
            name, spec_of = next(iter(props.items()))
            yield case("wrong-type", json.dumps({name: _wrong_type(spec_of)}), name, "must")
        else:
            yield case("not-an-object", "[1]", "payload", "must be a JSON object")
        bound = _out_of_bounds(props)
        if bound is not None:
            # "must be at most N", or the engine's own words for a seat (Air Empire: "no player in seat 5")
            yield case("out-of-bounds", json.dumps(bound), list(bound)[-1])


def _generic_cases() -> Iterator[Any]:
    def case(what: str, *args: str, words: tuple[str, ...]) -> Any:
        return pytest.param(Bad(("record", *args), words), id=f"record-{what}")

    # the issue's own: 10**30 is beyond any figure, and babel must never see it
    yield case(
        "balance-10e30",
        "1",
        "balance_assertion",
        '{"account": "bank", "balance": ' + str(10**30) + "}",
        words=("at most",),
    )
    yield case(
        "balance-cash-10e30",
        "1",
        "balance_assertion",
        '{"player": 1, "cash": -' + str(10**30) + "}",
        words=("at least",),
    )
    yield case("balance-seat-0", "1", "balance_assertion", '{"player": 0, "cash": 5}', words=("player", "at least 1"))
    yield case(
        "balance-cash-text", "1", "balance_assertion", '{"player": 1, "cash": "12"}', words=("cash", "whole number")
    )
    yield case("balance-account-empty", "1", "balance_assertion", '{"account": "", "balance": 0}', words=("account",))
    yield case(
        "balance-account-long",
        "1",
        "balance_assertion",
        json.dumps({"account": "x" * 41, "balance": 0}),
        words=("account", "at most 40"),
    )
    yield case("balance-both", "1", "balance_assertion", '{"player": 1, "cash": 1, "balance": 1}', words=("balance",))
    yield case("balance-empty", "1", "balance_assertion", "{}", words=("required",))
    yield case("balance-deep", "1", "balance_assertion", DEEP, words=("nested",))
    yield case("balance-float", "1", "balance_assertion", '{"player": 1, "cash": 1.5}', words=("cash", "whole number"))
    yield case("balance-nan", "1", "balance_assertion", '{"player": 1, "cash": NaN}', words=("cash", "whole number"))
    yield case(
        "balance-infinity", "1", "balance_assertion", '{"player": 1, "cash": -Infinity}', words=("cash", "whole number")
    )
    yield case(
        "balance-1e400", "1", "balance_assertion", '{"player": 1, "cash": 1e400}', words=("cash", "whole number")
    )
    yield case("balance-bool", "1", "balance_assertion", '{"player": true, "cash": 1}', words=("player",))
    yield case("undo-target-0", "1", "undo", '{"target": 0}', words=("target", "at least 1"))
    yield case("undo-target-huge", "1", "undo", '{"target": ' + str(2**64) + "}", words=("target", "at most"))
    yield case("undo-target-digits", "1", "undo", '{"target": ' + HUGE + "}", words=("5,000 digits",))
    yield case("undo-nothing", "1", "undo", words=("nothing to undo",))
    yield case("redo-nothing", "1", "redo", words=("redo",))
    yield case("redo-target-text", "1", "redo", '{"target": "x"}', words=("target", "whole number"))
    yield case("undo-unknown", "1", "undo", '{"targte": 1}', words=("targte", "did you mean 'target'"))
    # not a payload at all
    for what, payload, words in (
        ("array", "[]", ("payload", "JSON object")),
        ("string", '"x"', ("payload", "JSON object")),
        ("number", "1", ("payload", "JSON object")),
        ("null", "null", ("payload", "JSON object")),
        ("true", "true", ("payload", "JSON object")),
        ("unclosed", "{", ("payload", "not JSON")),
        ("single-quotes", "{'player': 1}", ("payload", "not JSON")),
        ("empty", "", ("payload", "not JSON")),
        ("extra-brace", '{"player": 1}}', ("payload", "not JSON")),
        ("trailing-comma", '{"player": 1,}', ("payload", "not JSON")),
        ("control-char", '{"city": "a\x01b"}', ("payload", "not JSON")),
        ("repeated-field", '{"player": 1, "player": 2}', ("payload", "given twice")),
        ("deep-objects", '{"a":' * 20_000 + "1" + "}" * 20_000, ("payload", "nested")),
        ("depth-21", '{"a": ' + "[" * 21 + "]" * 21 + "}", ("payload.a", "nested more than 20")),
        ("huge-negative", '{"player": -' + HUGE + "}", ("5,000 digits",)),
        ("surrogate-pair-half", '{"city": "\\udbff"}', ("payload.city", "lone surrogate")),
        ("surrogate-in-list", '{"adjacent": ["x", "\\ud800"]}', ("payload.adjacent[1]", "lone surrogate")),
    ):
        yield case(f"payload-{what}", "1", "air_empire.route_card", payload, words=words)
    # the kind
    yield case(
        "kind-unknown", "1", "air_empire.lone", "{}", words=("unknown action kind 'air_empire.lone'", "air_empire.loan")
    )
    yield case("kind-a-game", "1", "golden_age", "{}", words=("unknown action kind 'golden_age'",))
    yield case("kind-empty", "1", "", "{}", words=("unknown action kind",))
    yield case("kind-other-game", "1", "air_fare.loan", '{"player": 1, "amount": 1}', words=("air_fare.loan",))
    yield case("kind-surrogate", "1", "air_empire.\udcff", "{}", words=("KIND", "byte 0xff"))
    yield case("kind-missing", "1", words=("KIND",))
    yield case("note-surrogate", "1", "undo", "--note", "x\udce9", words=("--note", "byte 0xe9"))
    yield case("payload-argv-bytes", "1", "air_empire.route_card", '{"city": "\udcc3"}', words=("PAYLOAD", "byte 0xc3"))
    yield case("too-many-args", "1", "undo", "{}", "extra", words=("extra",))
    yield case("unknown-option", "1", "undo", "--bogus", words=("--bogus",))


# -- game ids ------------------------------------------------------------------------------------
def _game_id_cases() -> Iterator[Any]:
    commands: dict[str, tuple[str, ...]] = {
        "record": ("undo",),
        "undo": (),
        "redo": (),
        "audit": (),
        "export": ("out.jsonl",),
        "recap": (),
    }
    ids = {
        "zero": ("0", ("GAME_ID", "games count from 1")),
        "negative": ("-1", ("-1",)),
        "2e63": (str(2**63), ("there is no game 9223372036854775808",)),
        # PostgreSQL's INTEGER ends at 2**31 - 1: beyond it, no game either (not "integer out of range")
        "2e31": (str(2**31), ("game", "there is no game 2147483648")),
        "2e31-1": (str(2**31 - 1), ("game", "there is no game 2147483647")),
        "10e30": (str(10**30), ("there is no game 1" + "0" * 30,)),
        "5000-digits": (HUGE, ("there is no game", "5,000 digits")),
        "word": ("one", ("GAME_ID", "not a game number")),
        "decimal": ("1.5", ("GAME_ID", "not a game number")),
        "no-such-game": ("99", ("game", "there is no game 99")),
        "superscript": ("\u00b2", ("GAME_ID", "not a game number")),
    }
    for command, rest in commands.items():
        for what, (game_id, words) in ids.items():
            args = (command, game_id, *rest) if what != "negative" else (command, "--", game_id, *rest)
            yield pytest.param(Bad(args, words), id=f"game-id-{command}-{what}")


# -- new: names, options, variants ---------------------------------------------------------------
def _new_cases() -> Iterator[Any]:
    def case(what: str, *args: str, words: tuple[str, ...]) -> Any:
        return pytest.param(Bad(("new", *args), words), id=f"new-{what}")

    yield case("no-players", words=("PLAYERS",))
    yield case("one-player", "Ann", words=("players", "2-4 players"))
    yield case("nine-players", *"ABCDEFGHI", words=("players", "2-4 players"))
    yield case("name-argv-bytes", "A\udcffn", "Bea", words=("PLAYERS", "byte 0xff"))
    yield case("title-argv-bytes", "--title", "\udce9t\udce9", "Ann", "Bea", words=("--title", "byte 0xe9"))
    yield case("unknown-game", "--game", "monopoly", "Ann", "Bea", words=("--game", "monopoly"))
    yield case("unknown-variant", "--variant", "advanced", "Ann", "Bea", words=("--variant", "advanced"))
    yield case(
        "variant-of-other-game",
        "--game",
        "air_fare",
        "--variant",
        "tournament",
        "Ann",
        "Bea",
        words=("--variant", "standard"),
    )
    yield case("fsp-0", "--first-senior-president", "0", "Ann", "Bea", words=("first_senior_president", "at least 1"))
    yield case(
        "fsp-2e63", "--first-senior-president", str(2**63), "Ann", "Bea", words=("first_senior_president", "at most")
    )
    yield case("fsp-word", "--first-senior-president", "one", "Ann", "Bea", words=("--first-senior-president",))
    yield case(
        "fsp-in-1930",
        "--game",
        "golden_age",
        "--first-senior-president",
        "1",
        "Ann",
        "Bea",
        words=("--first-senior-president", "no Senior President"),
    )
    for what, option, words in (
        ("years-10e30", f"years={10**30}", ("options.years", "at most 50")),
        ("years-0", "years=0", ("options.years", "at least 1")),
        ("years-negative", "years=-3", ("options.years", "at least 1")),
        ("years-5000-digits", f"years={HUGE}", ("--option years", "5,000 digits")),
        ("years-deep", f"years={DEEP}", ("--option years", "nested")),
        ("years-word", "years=three", ("options.years", "whole number")),
        ("years-float", "years=3.5", ("options.years", "whole number")),
        ("years-true", "years=true", ("options.years", "whole number")),
        ("years-list", "years=[3]", ("options.years", "whole number")),
        ("years-null", "years=null", ("options.years",)),
        ("years-surrogate", 'years="\\ud800"', ("--option years", "lone surrogate")),
        ("unknown-option", "bogus=1", ("options", "bogus")),
        ("no-equals", "years", ("--option", "NAME=VALUE")),
        ("empty-name", "=3", ("options",)),
        ("name-argv-bytes", "y\udcffears=3", ("--option", "byte 0xff")),
        ("value-argv-bytes", "years=\udcff", ("--option", "byte 0xff")),
        ("flight-costs-wrong", 'flight_costs_above_revenue="maybe"', ("flight_costs_above_revenue",)),
        ("flight-costs-number", "flight_costs_above_revenue=1", ("flight_costs_above_revenue",)),
        ("bankrupt-planes-text", 'bankrupt_planes_to_bank_supply="yes"', ("bankrupt_planes_to_bank_supply",)),
        ("tournament-option-in-basic", 'end="elimination"', ("end", "Tournament Game")),
    ):
        yield case(f"option-{what}", "--option", option, "Ann", "Bea", words=words)
    yield case(
        "option-years-twice",
        "--variant",
        "tournament",
        "--option",
        "years=3",
        "--option",
        "years=4",
        "Ann",
        "Bea",
        words=("--option", "'years' is given twice"),
    )
    for what, game, option, words in (
        ("1930-turns-0", "golden_age", "turns=0", ("options.turns",)),
        ("1930-turns-huge", "golden_age", f"turns={2**70}", ("options.turns", "at most")),
        ("1930-airlines-empty", "golden_age", "airlines=[]", ("options.airlines",)),
        ("1930-airlines-numbers", "golden_age", "airlines=[1, 2]", ("options.airlines",)),
        ("1930-unknown", "golden_age", "years=3", ("options", "years")),
        ("air-fare-remove-7", "air_fare", "remove_cards=7", ("remove_cards",)),
        ("air-fare-faster-text", "air_fare", 'faster_game="yes"', ("options.faster_game", "true or false")),
        ("air-fare-seed-huge", "air_fare", f"removal_seed={10**40}", ("removal_seed", "at most")),
        ("air-fare-planes-word", "air_fare", 'starting_planes=["Concorde"]', ("starting_planes",)),
        ("air-fare-rounding", "air_fare", "rounding=sideways", ("options.rounding",)),
    ):
        yield case(f"option-{what}", "--game", game, "--option", option, "Ann", "Bea", "Cal", words=words)


def _other_cases() -> Iterator[Any]:
    def case(what: str, *args: str, words: tuple[str, ...]) -> Any:
        return pytest.param(Bad(args, words), id=what)

    yield case("schema-unknown-kind", "schema", "air_empire.lone", words=("KIND", "did you mean"))
    yield case("schema-nothing", "schema", words=("KIND or --options GAME",))
    yield case("schema-both", "schema", "undo", "--options", "air_fare", words=("KIND or --options GAME",))
    yield case("schema-unknown-game", "schema", "--options", "monopoly", words=("monopoly",))
    yield case("unknown-command", "bogus", words=("No such command 'bogus'",))
    yield case("recap-locale", "recap", "1", "--locale", "xx_YY", words=("--locale", "not a locale"))
    yield case("blank-sheet-years-0", "blank-sheet", "--years", "0", words=("--years",))
    yield case("blank-sheet-years-huge", "blank-sheet", "--years", HUGE, words=("--years",))
    yield case(
        "export-into-missing-folder",
        "export",
        "1",
        "/nonexistent-folder/x/out.jsonl",
        words=("RECORD: cannot write /nonexistent-folder/x/out.jsonl: No such file",),
    )
    yield case("export-to-dev-full", "export", "1", "/dev/full", words=("file", "/dev/full is not a regular file"))
    yield case("export-to-a-directory", "export", "1", "/", words=("RECORD", "directory"))
    yield case(
        "recap-into-missing-folder",
        "recap",
        "1",
        "--out",
        "/nonexistent-folder/x.pdf",
        words=("--out: cannot write /nonexistent-folder/x.pdf: No such file",),
    )
    yield case(
        "blank-sheet-into-missing-folder",
        "blank-sheet",
        "--out",
        "/nonexistent-folder/x.pdf",
        words=("--out: cannot write /nonexistent-folder/x.pdf",),
    )
    yield case("import-missing-file", "import", "/nonexistent-folder/x.jsonl", words=("RECORD", "does not exist"))
    yield case("import-a-directory", "import", "/", words=("RECORD", "directory"))
    yield case("import-dev-zero", "import", "/dev/zero", words=("file", "not a regular file"))
    yield case("import-dev-null", "import", "/dev/null", words=("file", "not a regular file"))
    # --db given again: the last one is taken (the shared book is never opened)
    yield case("db-url-unknown-dialect", "--db", "foo://x", "games", words=("--db", "foo"))
    yield case("db-url-not-a-url", "--db", "::::", "games", words=("--db",))
    yield case(
        "db-url-missing-folder",
        "--db",
        "sqlite:////nonexistent-folder/x/b.sqlite",
        "games",
        words=("--db", "unable to open"),
    )
    yield case("db-url-argv-bytes", "--db", "sqlite:////tmp/b\udcff.sqlite", "games", words=("--db", "byte 0xff"))
    yield case("import-path-argv-bytes", "import", "/tmp/\udcff.jsonl", words=("RECORD",))


CASES = [*_record_cases(), *_generic_cases(), *_game_id_cases(), *_new_cases(), *_other_cases()]


@pytest.mark.parametrize("case", CASES)
def test_a_bad_command_line_is_one_line_and_changes_nothing(case: Bad, games_book: Path, tmp_path: Path) -> None:
    before = digest(games_book)
    cwd = Path.cwd()
    os.chdir(tmp_path)  # export's and recap's files land here, never in the repository
    try:
        result = airbanker_in_process(games_book, *case.args)
    finally:
        os.chdir(cwd)
    assert_one_line_refusal(result, case.words)
    assert digest(games_book) == before


# -- record files ----------------------------------------------------------------------------------
def _line(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)


def _header(**changes: Any) -> str:
    header = {**HEADER, **changes}
    return _line({k: v for k, v in header.items() if v is not ...})


H = _header() + "\n"
ROUTE = {"city": "Reno", "adjacent": [], "minimums": {"A": 10000, "B": 8000}, "revenue": 18000}
#: record files: id -> (the file's bytes, the words of the refusal)
RECORD_FILES: dict[str, tuple[bytes, tuple[str, ...]]] = {
    "empty": (b"", ("line 1", "no header line")),
    "only-comments": (b"# a game\n\n# nothing else\n", ("no header line",)),
    "binary": (bytes(range(256)) * 4, ("file", "not UTF-8", "0x80")),
    "utf-16": (H.encode("utf-16"), ("file", "not UTF-8")),
    "latin-1-name": (_header(players=["Ann", "Çelik"]).encode("latin-1") + b"\n", ("file", "not UTF-8", "0xc7")),
    "truncated-header": (H.encode()[:40], ("line 1", "not JSON")),
    "truncated-action": (
        (H + _line({"kind": "air_empire.route_card", "payload": ROUTE}))[:-12].encode(),
        ("line 2", "not JSON"),
    ),
    "header-array": (b"[1, 2]\n", ("line 1", "one JSON object")),
    "header-string": (b'"airbanker"\n', ("line 1", "one JSON object")),
    "no-format": (_header(format=...).encode(), ("line 1.format",)),
    "wrong-format": (_header(format="csv").encode(), ("line 1.format", "airbanker-game-record")),
    "version-2": (_header(version=2).encode(), ("line 1.version", "not known")),
    "version-text": (_header(version="1").encode(), ("line 1.version",)),
    "version-true": (_header(version=True).encode(), ("line 1.version", "true", "not known")),
    "title-null": (_header(title=None).encode(), ("line 1.title", "must be text")),
    "header-title-twice": (
        _header().replace('"title": "t"', '"title": "t", "title": "u"').encode(),
        ("line 1", "'title' is given twice"),
    ),
    "header-players-twice": (
        _header().replace('"options": {}', '"options": {}, "players": ["Cy", "Di"]').encode(),
        ("line 1", "'players' is given twice"),
    ),
    "version-huge": (H.replace('"version": 1', '"version": ' + HUGE).encode(), ("line 1", "5,000 digits")),
    "no-game": (_header(game=...).encode(), ("line 1.game", "required")),
    "game-number": (_header(game=1).encode(), ("line 1.game", "must be text")),
    "unknown-game": (_header(game="chess").encode(), ("chess",)),
    "no-players": (_header(players=...).encode(), ("line 1.players", "required")),
    "players-string": (_header(players="Ann, Bea").encode(), ("line 1.players", "must be a list")),
    "players-numbers": (_header(players=[1, 2]).encode(), ("line 1.players[0]", "must be text")),
    "players-100000": (_header(players=["p"] * 100_000).encode(), ("players", "2-4 players")),
    "player-surrogate": (H.replace('"Bea"', '"\\ud800"').encode(), ("line 1.players[1]", "lone surrogate")),
    "options-list": (_header(options=[1]).encode(), ("line 1.options", "must be an object")),
    "options-unknown": (_header(options={"bogus": 1}).encode(), ("options", "bogus")),
    "options-years-10e30": (_header(options={"years": 10**30}).encode(), ("options.years", "at most 50")),
    "options-deep": (H.replace('"options": {}', '"options": {"years": ' + DEEP + "}").encode(), ("line 1", "nested")),
    "created-at-number": (_header(created_at=5).encode(), ("line 1.created_at", "must be text")),
    "created-at-long": (
        _header(created_at="2026-01-01T20:00:00" + "0" * 30).encode(),
        ("line 1.created_at", "at most 40"),
    ),
    "created-at-words": (_header(created_at="last Thursday").encode(), ("line 1.created_at", "ISO 8601")),
    "chain-not-hex": (_header(chain="not hex!").encode(), ("line 1.chain",)),
    "line-array": ((H + "[1]\n").encode(), ("line 2", "one JSON object")),
    "line-kind-twice": (
        (H + '{"kind": "air_empire.route_card", "kind": "undo", "payload": {}}\n').encode(),
        ("line 2", "'kind' is given twice"),
    ),
    "line-payload-field-twice": (
        (H + '{"kind": "air_empire.loan", "payload": {"player": 1, "amount": 5000, "amount": 1}}\n').encode(),
        ("line 2", "'amount' is given twice"),
    ),
    "line-not-json": ((H + "kind: undo\n").encode(), ("line 2", "not JSON")),
    "line-no-kind": ((H + _line({"payload": {}}) + "\n").encode(), ("line 2.kind", "required")),
    "line-kind-number": ((H + _line({"kind": 5}) + "\n").encode(), ("line 2.kind", "must be text")),
    "line-kind-empty": ((H + _line({"kind": ""}) + "\n").encode(), ("line 2.kind", "must not be empty")),
    "line-kind-unknown": ((H + _line({"kind": "air_empire.lone"}) + "\n").encode(), ("action #1", "air_empire.lone")),
    "line-payload-list": ((H + _line({"kind": "undo", "payload": [1]}) + "\n").encode(), ("line 2.payload", "object")),
    "line-payload-deep": ((H + '{"kind": "undo", "payload": ' + DEEP + "}\n").encode(), ("line 2", "nested")),
    "line-huge-number": (
        (H + '{"kind": "undo", "payload": {"target": ' + HUGE + "}}\n").encode(),
        ("line 2", "5,000 digits"),
    ),
    "line-seq-huge": ((H + '{"seq": ' + HUGE + ', "kind": "undo"}\n').encode(), ("line 2", "5,000 digits")),
    "line-seq-wrong": (
        (H + _line({"seq": 7, "kind": "air_empire.route_card", "payload": ROUTE}) + "\n").encode(),
        ("line 2.seq", "action 1"),
    ),
    "line-seq-text": (
        (H + _line({"seq": "1", "kind": "air_empire.route_card", "payload": ROUTE}) + "\n").encode(),
        ("line 2.seq", "whole number"),
    ),
    "line-note-number": ((H + _line({"kind": "undo", "note": 5}) + "\n").encode(), ("line 2.note", "must be text")),
    "line-note-surrogate": ((H + '{"kind": "undo", "note": "\\udfff"}\n').encode(), ("line 2.note", "lone surrogate")),
    "line-key-surrogate": (
        (H + '{"kind": "undo", "payload": {"\\ud800": 1}}\n').encode(),
        ("line 2.payload", "field name is not text"),
    ),
    "line-city-surrogate": (
        (
            H
            + _line({"kind": "air_empire.route_card", "payload": {**ROUTE, "city": "x"}}).replace('"x"', '"\\ud83d"')
            + "\n"
        ).encode(),
        ("line 2.payload.city", "lone surrogate"),
    ),
    "line-recorded-at-number": (
        (H + _line({"kind": "undo", "recorded_at": 5}) + "\n").encode(),
        ("line 2.recorded_at", "must be text"),
    ),
    "line-recorded-at-long": (
        (H + _line({"kind": "undo", "recorded_at": "x" * 100}) + "\n").encode(),
        ("line 2.recorded_at", "at most 40"),
    ),
    "line-recorded-at-words": (
        (H + _line({"kind": "undo", "recorded_at": "yesterday"}) + "\n").encode(),
        ("line 2.recorded_at", "ISO 8601"),
    ),
    "line-chain-number": ((H + _line({"kind": "undo", "chain": 12}) + "\n").encode(), ("line 2.chain", "must be text")),
    "line-refused-by-rules": (
        (H + _line({"kind": "air_empire.loan", "payload": {"player": 1, "amount": 5000}}) + "\n").encode(),
        ("action #1", "Phase 3"),
    ),
    "line-nan": (
        (H + '{"kind": "air_empire.loan", "payload": {"player": 1, "amount": NaN}}\n').encode(),
        ("amount", "whole number"),
    ),
    "second-line-binary": (H.encode() + b"\xff\xfe\x00\x01\n", ("file", "not UTF-8", "0xff")),
    "line-over-1-mib": (
        (H + _line({"kind": "undo", "note": "x" * (1024 * 1024)}) + "\n").encode(),
        ("line 2", "characters long"),
    ),
    "nul-bytes": (H.encode() + b"\x00" * 100 + b"\n", ("line 2", "not JSON")),
    "half-a-game-then-garbage": (
        (H + _line({"kind": "air_empire.route_card", "payload": ROUTE}) + "\n}{\n").encode(),
        ("line 3", "not JSON"),
    ),
}


@pytest.mark.parametrize("name", list(RECORD_FILES))
def test_a_bad_record_file_is_one_line_and_imports_nothing(name: str, games_book: Path, tmp_path: Path) -> None:
    content, words = RECORD_FILES[name]
    record = tmp_path / f"{name}.jsonl"
    record.write_bytes(content)
    before = digest(games_book)
    assert_one_line_refusal(airbanker_in_process(games_book, "import", str(record)), words)
    assert digest(games_book) == before


def test_a_utf8_byte_order_mark_before_the_header_is_skipped(tmp_path: Path) -> None:
    book = tmp_path / "book.sqlite"
    record = tmp_path / "bom.jsonl"
    record.write_bytes(b"\xef\xbb\xbf" + H.encode())  # editors (Notepad) write one
    result = airbanker_in_process(book, "import", str(record))
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Imported game 1: 0 actions")


def test_a_record_file_over_64_mib_is_refused_before_it_is_read(games_book: Path, tmp_path: Path) -> None:
    record = tmp_path / "huge.jsonl"
    with record.open("wb") as file:
        file.write(H.encode())
        file.truncate(64 * 1024 * 1024 + 1)  # sparse: nothing of it is written to the disk
    before = digest(games_book)
    assert_one_line_refusal(airbanker_in_process(games_book, "import", str(record)), ("file", "64 MiB"))
    assert digest(games_book) == before


def test_a_fifo_is_refused_and_never_waited_for(games_book: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "record.jsonl"
    os.mkfifo(fifo)
    before = digest(games_book)
    # no writer ever opens it: reading it would wait forever
    assert_one_line_refusal(airbanker_in_process(games_book, "import", str(fifo)), ("file", "a FIFO"))
    assert digest(games_book) == before


# -- database files ----------------------------------------------------------------------------------
def test_export_to_a_fifo_is_refused_and_the_fifo_stays(games_book: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    result = airbanker_in_process(games_book, "export", "1", str(fifo))
    assert_one_line_refusal(result, ("file", "not a regular file (a FIFO)"))
    assert fifo.is_fifo() and sorted(tmp_path.iterdir()) == [fifo]


def test_export_writes_through_a_symlink_and_keeps_the_files_mode(games_book: Path, tmp_path: Path) -> None:
    first = tmp_path / "game.jsonl"
    assert airbanker_in_process(games_book, "export", "1", str(first)).returncode == 0
    before = first.read_bytes()
    first.write_bytes(b"old")
    first.chmod(0o444)  # an old export made read-only
    link = tmp_path / "latest.jsonl"
    link.symlink_to(first.name)
    result = airbanker_in_process(games_book, "export", "1", str(link))
    assert result.returncode == 0, result.stderr
    assert link.is_symlink() and os.readlink(link) == first.name  # the link stays a link
    assert first.read_bytes() == before  # the file it leads to was replaced
    assert first.stat().st_mode & 0o777 == 0o444
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.jsonl", "latest.jsonl"]  # no temporary left


def _copy_of(book: Path) -> Callable[[Path], None]:
    def make(db: Path) -> None:
        shutil.copyfile(book, db)

    return make


def _garbage(db: Path) -> None:
    db.write_bytes(bytes((i * 7919) % 251 for i in range(100_000)))


def _text_file(db: Path) -> None:
    db.write_text("Ann 12400\nBea 9000\n", "utf-8")


def _truncated(book: Path) -> Callable[[Path], None]:
    def make(db: Path) -> None:
        db.write_bytes(book.read_bytes()[:5000])

    return make


def _dropped(book: Path, table: str) -> Callable[[Path], None]:
    def make(db: Path) -> None:
        shutil.copyfile(book, db)
        with sqlite3.connect(db) as connection:
            connection.execute("PRAGMA foreign_keys=OFF")
            connection.execute(f"DROP TABLE {table}")
        connection.close()

    return make


def _corrupted_page(book: Path, table: str) -> Callable[[Path], None]:
    """The first page of ``table``'s b-trees overwritten: SQLite says "database disk image is malformed"."""

    def make(db: Path) -> None:
        shutil.copyfile(book, db)
        with sqlite3.connect(db) as connection:
            roots = [
                r for (r,) in connection.execute("SELECT rootpage FROM sqlite_master WHERE tbl_name = ?", (table,))
            ]
            (size,) = connection.execute("PRAGMA page_size").fetchone()
        connection.close()
        data = bytearray(db.read_bytes())
        for root in roots:  # the table and its indexes: no query can read around the damage
            data[(root - 1) * size : root * size] = bytes([0xA5]) * size
        db.write_bytes(bytes(data))

    return make


def _corrupt_header(book: Path) -> Callable[[Path], None]:
    def make(db: Path) -> None:
        data = bytearray(book.read_bytes())
        data[0:16] = b"Not SQLite fmt\x00\x00"
        db.write_bytes(bytes(data))

    return make


def _someone_elses(db: Path) -> None:
    """Another program's SQLite file that has a ``games`` table of its own."""
    with sqlite3.connect(db) as connection:
        connection.execute("CREATE TABLE games (name TEXT, score INTEGER)")
        connection.execute("INSERT INTO games VALUES ('chess', 3)")
    connection.close()


def _directory(db: Path) -> None:
    db.mkdir()


#: database files: id -> (how to make it from the games book, the words of its refusal): each is
#: refused when the book is opened (ledger.store.check_book), before anything is written to it
DATABASE_FILES: dict[str, tuple[Callable[[Path], Callable[[Path], None]], tuple[str, ...]]] = {
    "garbage": (lambda book: _garbage, ("--db", "not an SQLite database file")),
    "text": (lambda book: _text_file, ("--db", "not an SQLite database file")),
    "truncated": (_truncated, ("--db", "damaged", "malformed")),
    "header-overwritten": (_corrupt_header, ("--db", "not an SQLite database file")),
    "dropped-games": (lambda book: _dropped(book, "games"), ("--db", "damaged airbanker book", "games is missing")),
    "dropped-actions": (
        lambda book: _dropped(book, "actions"),
        ("--db", "damaged airbanker book", "actions is missing"),
    ),
    "corrupt-actions-page": (lambda book: _corrupted_page(book, "actions"), ("--db", "damaged", "quick_check")),
    "corrupt-games-page": (lambda book: _corrupted_page(book, "games"), ("--db", "damaged", "malformed")),
    "someone-elses": (lambda book: _someone_elses, ("--db", "not an airbanker book", "games")),
    "directory": (lambda book: _directory, ("--db", "is a folder")),
}
#: what is asked of each database file
DATABASE_COMMANDS = {
    "games": ("games",),
    "audit": ("audit", "1"),
    "record": ("record", "1", "air_empire.route_card", ROUTE_CARD),
    "import": ("import", "{sample}"),
    "export": ("export", "1", "{out}"),
}


def _database_cases() -> Iterator[Any]:
    for name in DATABASE_FILES:
        for command in DATABASE_COMMANDS:
            yield pytest.param(name, command, id=f"db-{name}-{command}")


@pytest.mark.parametrize(("name", "command"), list(_database_cases()))
def test_a_bad_database_file_is_one_line_and_nothing_is_written(
    name: str, command: str, games_book: Path, tmp_path: Path
) -> None:
    maker, words = DATABASE_FILES[name]
    db = tmp_path / "book.sqlite"
    maker(games_book)(db)
    sample = tmp_path / "sample.jsonl"
    sample.write_text(H, "utf-8")
    fill = {"{sample}": str(sample), "{out}": str(tmp_path / "out.jsonl")}
    args = [fill.get(a, a) for a in DATABASE_COMMANDS[command]]
    before = digest(db) if db.is_file() else None
    assert_one_line_refusal(airbanker_in_process(db, *args), words)
    assert not (tmp_path / "out.jsonl").exists()
    if before is not None:
        assert digest(db) == before


def test_a_zero_byte_file_is_an_empty_book_not_an_error(tmp_path: Path) -> None:
    """Zero bytes is what SQLite calls an empty database: it becomes an empty book ("garbage" is refused)."""
    db = tmp_path / "book.sqlite"
    db.write_bytes(b"")
    assert_one_line_refusal(airbanker_in_process(db, "audit", "1"), ("game", "there is no game 1"))
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT COUNT(*) FROM games").fetchone() == (0,)
    connection.close()


# -- real processes: what only a process shows --------------------------------------------------------
def _process(
    db: Path, *args: str | bytes, preexec: Callable[[], None] | None = None
) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        [sys.executable, "-m", "tui.cli", "--db", f"sqlite:///{db}", *args],
        check=False,
        capture_output=True,
        env={**os.environ, "LC_ALL": "C.UTF-8"},
        preexec_fn=preexec,
        timeout=120,
    )
    return subprocess.CompletedProcess(
        result.args,
        result.returncode,
        result.stdout.decode("utf-8", "replace"),
        result.stderr.decode("utf-8", "replace"),
    )


def test_argv_bytes_that_are_not_utf8_are_refused_naming_the_argument(games_book: Path, tmp_path: Path) -> None:
    db = tmp_path / "book.sqlite"
    shutil.copyfile(games_book, db)
    before = digest(db)
    result = _process(db, b"new", b"--title", b"Club", b"Ann", b"B\xe9a")  # Latin-1, not UTF-8
    assert_one_line_refusal(result, ("PLAYERS", "byte 0xe9", "not UTF-8"))
    assert digest(db) == before


def test_the_disk_filling_during_an_import_is_one_line_and_stores_nothing(games_book: Path, tmp_path: Path) -> None:
    db = tmp_path / "book.sqlite"
    # the online backup API: a copy of the file alone could miss what is still in the shared book's -wal
    with sqlite3.connect(games_book) as source, sqlite3.connect(db) as target:
        source.backup(target)
    source.close()
    target.close()
    # room for the book to be opened (its -shm takes 32 KiB), not for a 252-action game
    limit = max(db.stat().st_size, 32 * 1024) + 40_000

    def small_disk() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    with package_files.as_file(package_files.files("samples").joinpath("air-empire-tournament-3p.jsonl")) as sample:
        result = _process(db, "import", str(sample), preexec=small_disk)
    assert_one_line_refusal(result, ("--db", "nothing was written"))
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT COUNT(*) FROM games").fetchone() == (4,)
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    connection.close()


def test_an_error_nobody_foresaw_is_one_line_from_main(monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    """The last resort of :func:`tui.cli.main`: not a traceback, but one line asking for a report."""
    from tui import cli

    def broken(**_kwargs: Any) -> None:
        raise KeyError("nobody foresaw this")

    monkeypatch.setattr(cli, "cli", broken)
    with pytest.raises(SystemExit) as done:
        cli.main()
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.splitlines() == [
        "Error: airbanker stopped on an unexpected error: KeyError: 'nobody foresaw this' (please report it)"
    ]


def test_the_corpus_has_at_least_200_bad_inputs() -> None:
    count = len(CASES) + len(RECORD_FILES) + len(list(_database_cases())) + 5
    assert count >= 200, count


def test_an_unclosed_string_of_escaped_quotes_is_read_once() -> None:
    """The bracket count before decoding reads each character once. Counting with a pattern for a whole string
    went back over an unclosed one from each of its quotes: 20,000 ``\\"`` took 7 s, this text would take
    hours. Refused as it is: not JSON (the string never closes)."""
    from ledger.json_input import NotJSON, read_json

    text = '"' + '\\"' * 200_000 + "[" * 101
    with pytest.raises(NotJSON, match="not JSON"):
        read_json(text, field="payload", rule="docs/game-record.md")


@pytest.mark.parametrize(
    "text",
    [DEEP, '{"zzz": ' + DEEP + "}", '{"a":' * 20_000 + "1" + "}" * 20_000],
    ids=["lists", "lists-in-an-object", "objects"],
)
def test_a_deep_text_is_refused_before_the_decoder_runs_out_of_stack(text: str) -> None:
    """CI of 4 December: "Exception ignored in sys.unraisablehook" twelve times before the Error line.

    Python's JSON decoder recursed 60,000 levels down until a RecursionError, and a finalizer the
    garbage collector happened to run down there failed too (Python reports that on stderr, beside
    our one line). ``read_json`` now counts the brackets first: the refusal comes without the
    decoder ever running out of stack (no RecursionError behind it).
    """
    from ledger.errors import RuleViolation
    from ledger.json_input import read_json

    with pytest.raises(RuleViolation, match="nested more than 20 deep") as refusal:
        read_json(text, field="payload", rule="docs/game-record.md")
    assert not isinstance(refusal.value.__context__, RecursionError)
