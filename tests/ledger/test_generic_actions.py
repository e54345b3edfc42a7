"""The generic kinds (balance_assertion, undo, redo) through their declared schema: the gate refuses
what they cannot mean, in one line naming the field and the rule, and records nothing
(issue 10: "balance_assertion {"player": true, "cash": 0}" was recorded as Ann's cash agreeing)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import airbanker_in_process

from ledger.errors import RuleViolation
from ledger.game import Game, GameSetup


def new_game() -> Game:
    return Game(GameSetup("air_empire", "basic", "", ("Ann", "Bea"), {}))


@pytest.mark.parametrize(
    ("kind", "payload", "field", "says"),
    [
        ("balance_assertion", {"player": True, "cash": 0}, "player", "must be a whole number, got true"),
        ("balance_assertion", {"player": 1.0, "cash": 9000}, "player", "must be a whole number, got 1.0"),
        ("balance_assertion", {"player": 1, "cash": 9000.0}, "cash", "must be a whole number"),
        ("balance_assertion", {"player": 1, "cash": "9000"}, "cash", "must be a whole number"),
        ("balance_assertion", {"player": 1, "cash": 9000, "note": "x"}, "note", "unknown field"),
        ("balance_assertion", {"player": 1, "cahs": 9000}, "cahs", "did you mean 'cash'?"),
        ("balance_assertion", {"player": 7, "cash": 0}, "player", "at most 6"),
        ("balance_assertion", {"player": 3, "cash": 0}, "player", "no player in seat 3"),
        ("balance_assertion", {"account": "nonsense", "balance": 0}, "account", "no account 'nonsense'"),
        ("balance_assertion", {"account": "bank", "balance": 10**30}, "balance", "at most 1,000,000,000"),
        ("balance_assertion", {"account": ["bank"], "balance": 0}, "account", "must be text"),
        ("balance_assertion", {}, "player", "is required"),
        ("undo", {"target": True}, "target", "must be a whole number"),
        ("undo", {"seq": 1}, "seq", "unknown field"),
        ("redo", {"target": "1"}, "target", "must be a whole number"),
        ("air_empire.nonsense", {}, "", "unknown action"),
    ],
)
def test_generic_kinds_refuse_what_they_cannot_mean(kind: str, payload: dict[str, Any], field: str, says: str) -> None:
    game = new_game()
    before = dict(game.state.balances)
    with pytest.raises(RuleViolation) as refused:
        game.record(kind, payload)
    assert says in str(refused.value)
    if field:
        assert refused.value.field == field
    assert "\n" not in str(refused.value)
    assert game.records == [] and game.state.balances == before


def test_a_counted_cash_that_agrees_is_recorded() -> None:
    game = new_game()
    assert "agrees" in game.record("balance_assertion", {"player": 1, "cash": 9000}).summary
    assert "agrees" in game.record("balance_assertion", {"account": "p2:cash", "balance": 9000}).summary


def airbanker(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The real click command in-process (tests/cli_helpers.py)."""
    return airbanker_in_process(db, *args)


def test_the_command_line_refuses_a_bool_seat_in_one_line_and_records_nothing(tmp_path: Path) -> None:
    db = tmp_path / "book.sqlite"
    assert airbanker(db, "new", "Ann", "Bea").returncode == 0
    airbanker(db, "export", "1", str(tmp_path / "before.jsonl"))
    for payload in ({"player": True, "cash": 0}, {"account": "nonsense", "balance": 0}):
        refused = airbanker(db, "record", "1", "balance_assertion", json.dumps(payload))
        assert refused.returncode == 2, refused.stdout
        assert "Traceback" not in refused.stderr and len(refused.stderr.strip().splitlines()) == 1
        assert "balance assertion" in refused.stderr
    airbanker(db, "export", "1", str(tmp_path / "after.jsonl"))
    assert (tmp_path / "before.jsonl").read_bytes() == (tmp_path / "after.jsonl").read_bytes()
