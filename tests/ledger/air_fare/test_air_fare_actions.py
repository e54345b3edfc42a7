"""Air Fare's declared actions (issue 10): the schema is the gate.

Each example of issue 10 is refused with one line naming the field and the rule, and nothing
is recorded: through :meth:`ledger.game.Game.record` and through ``airbanker record`` on a
real SQLite book. Every action kind the engine handles is declared, and vice versa.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import airbanker_in_process, airbanker_process

from ledger.errors import RuleViolation
from ledger.game import Game, GameSetup
from ledger.games import air_fare
from ledger.games.air_fare.rules import _HANDLERS

BAD_FLIGHTS = {"flight": [{"player": 1, "plane": 1, "to": "Minor Airport"}]}
BAD_BIDS = {"bid": [{"player": 1, "card": 7, "amount": 60}]}
BAD_PRICE_WAR = {"seed": 1, "pricewar": [{"player": 1, "cities": ["Minor Airport"]}]}
NESTED_CITY = {"seed": 1, "price_war": [{"player": 1, "cities": [["Minor Airport"]]}]}

#: (phase the example is typed at, kind, payload, field named, words of the message)
EXAMPLES: list[tuple[str, str, dict[str, Any], str, str]] = [
    ("flying", "air_fare.flights", BAD_FLIGHTS, "flight", "unknown field; did you mean 'flights'?"),
    ("bid", "air_fare.bids", BAD_BIDS, "bid", "unknown field; did you mean 'bids'?"),
    ("maintenance", "air_fare.maintenance", BAD_PRICE_WAR, "pricewar", "unknown field; did you mean 'price_war'?"),
    ("maintenance", "air_fare.sale", {"player": 1, "card": True}, "card", "must be a whole number, got true"),
    ("maintenance", "air_fare.sale", {"player": 1, "card": 10.0}, "card", "must be a whole number, got 10.0"),
    ("maintenance", "air_fare.maintenance", NESTED_CITY, "price_war[0].cities[0]", "must be text"),
]
IDS = ["flight", "bid", "pricewar", "card-true", "card-10.0", "nested-city"]


def game_at(phase: str) -> Game:
    """A 2-player game with the Price War Optional Rule, at the start of ``phase`` of turn 1."""
    game = Game(GameSetup("air_fare", "standard", "issue 10", ("Ann", "Bea"), {"price_war": True}))
    steps = [
        ("air_fare.maintenance", {"seed": 1}),
        ("air_fare.draw", {"cards": [{"player": 1, "card": "Miami"}, {"player": 2, "card": "Dallas"}]}),
        ("air_fare.flights", {"flights": []}),
        ("air_fare.revenue", {}),
    ]
    for kind, payload in steps:
        if game.state.phase == phase:
            break
        game.record(kind, payload)
    assert game.state.phase == phase
    return game


@pytest.mark.parametrize("phase, kind, payload, field, words", EXAMPLES, ids=IDS)
def test_issue_10_examples_are_refused_by_the_gate(
    phase: str, kind: str, payload: dict[str, Any], field: str, words: str
) -> None:
    game = game_at(phase)
    records, balances, position = len(game.records), dict(game.state.balances), game.position()
    with pytest.raises(RuleViolation) as info:
        game.record(kind, payload)
    assert info.value.field == field and words in info.value.message, str(info.value)
    assert info.value.rule.startswith("Air Fare, "), str(info.value)
    assert "\n" not in str(info.value)
    assert (len(game.records), dict(game.state.balances), game.position()) == (records, balances, position)


def airbanker(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The real click command in-process (tests/cli_helpers.py), on a book beside ``db``."""
    return airbanker_in_process(db, *args, env={"XDG_DATA_HOME": str(db.parent), "HOME": str(db.parent)})


def test_issue_10_examples_are_refused_on_the_command_line(tmp_path: Path) -> None:
    """A real book: each example exits 2 with one line and no traceback; the export is unchanged."""
    db = tmp_path / "book.sqlite"
    assert airbanker(db, "new", "--game", "air_fare", "--option", "price_war=true", "Ann", "Bea").returncode == 0
    steps = {
        "maintenance": ("air_fare.maintenance", {"seed": 1}),
        "draw": ("air_fare.draw", {"cards": [{"player": 1, "card": "Miami"}, {"player": 2, "card": "Dallas"}]}),
        "flying": ("air_fare.flights", {"flights": []}),
        "revenue": ("air_fare.revenue", {}),
    }
    phase = "maintenance"
    for wanted in ("maintenance", "flying", "bid"):
        while phase != wanted:
            kind, payload = steps[phase]
            done = airbanker(db, "record", "1", kind, json.dumps(payload))
            assert done.returncode == 0, done.stderr
            phase = {"maintenance": "draw", "draw": "flying", "flying": "revenue", "revenue": "bid"}[phase]
        for at, kind, payload, field, words in EXAMPLES:
            if at != wanted:
                continue
            before = tmp_path / "before.jsonl"
            after = tmp_path / "after.jsonl"
            assert airbanker(db, "export", "1", str(before)).returncode == 0
            bad = airbanker(db, "record", "1", kind, json.dumps(payload))
            assert bad.returncode == 2, bad.stdout + bad.stderr
            assert "Traceback" not in bad.stderr and len(bad.stderr.strip().splitlines()) == 1, bad.stderr
            assert field in bad.stderr and words in bad.stderr and "Air Fare, " in bad.stderr, bad.stderr
            assert airbanker(db, "export", "1", str(after)).returncode == 0
            assert after.read_text("utf-8") == before.read_text("utf-8")


def test_a_refusal_in_a_real_process_exits_2_with_one_line_and_no_traceback(tmp_path: Path) -> None:
    """The one example in a real ``python -m tui.cli``: exit status 2, one line, no traceback."""
    db = tmp_path / "book.sqlite"
    assert airbanker(db, "new", "--game", "air_fare", "--option", "price_war=true", "Ann", "Bea").returncode == 0
    assert airbanker(db, "export", "1", str(tmp_path / "before.jsonl")).returncode == 0
    env = {"XDG_DATA_HOME": str(tmp_path), "HOME": str(tmp_path)}
    bad = airbanker_process(db, "record", "1", "air_fare.sale", json.dumps({"player": 1, "card": True}), env=env)
    assert bad.returncode == 2, bad.stdout + bad.stderr
    assert "Traceback" not in bad.stderr and len(bad.stderr.strip().splitlines()) == 1, bad.stderr
    assert "card" in bad.stderr and "must be a whole number, got true" in bad.stderr, bad.stderr
    assert "Air Fare, " in bad.stderr, bad.stderr
    assert airbanker(db, "export", "1", str(tmp_path / "after.jsonl")).returncode == 0
    assert (tmp_path / "after.jsonl").read_text("utf-8") == (tmp_path / "before.jsonl").read_text("utf-8")


def test_every_action_kind_is_declared_and_every_declared_kind_is_handled() -> None:
    assert set(air_fare.RULES.actions) == set(_HANDLERS)
    assert air_fare.RULES.actions is air_fare.ACTIONS and air_fare.RULES.meta is air_fare.META
    for kind, spec in air_fare.ACTIONS.items():
        assert spec.rule.startswith("Air Fare, ") and spec.summary, kind


@pytest.mark.parametrize(
    "kind, payload, field",
    [
        ("air_fare.maintenance", {"rolls": [{"plane": 1, "roll": 11}]}, "rolls[0].roll"),
        ("air_fare.maintenance", {"rolls": [{"plane": 1, "roll": True}]}, "rolls[0].roll"),
        ("air_fare.draw", {"cards": [{"player": 1, "card": "Paris"}]}, "cards[0].card"),
        ("air_fare.draw", {"cards": [{"player": 7, "card": "Miami"}]}, "cards[0].player"),
        ("air_fare.flights", {"flights": [{"player": 1, "plane": 1, "to": "Paris"}]}, "flights[0].to"),
        ("air_fare.flights", {"flights": [{"player": 1, "plane": "1", "to": "Miami"}]}, "flights[0].plane"),
        ("air_fare.advertising", {"spending": [{"player": 1, "city": "Miami", "amount": -3}]}, "spending[0].amount"),
        ("air_fare.revenue", {"fast": True}, "fast"),
        ("air_fare.bids", {"bids": [{"player": 1, "card": 7, "amount": 1.5}]}, "bids[0].amount"),
        ("air_fare.loan", {"player": 1, "amount": 0}, "amount"),
        ("air_fare.loan", {"player": 1}, "amount"),
        ("air_fare.trade", {"seller": 1, "buyer": 2, "card": 4, "price": -1}, "price"),
        ("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": "30"}, "amount"),
    ],
)
def test_the_schema_refuses_types_bounds_and_closed_sets(kind: str, payload: dict[str, Any], field: str) -> None:
    game = game_at("maintenance")
    with pytest.raises(RuleViolation) as info:
        game.check_payload(kind, payload)
    assert info.value.field == field, str(info.value)
    assert not game.records


def test_every_option_has_a_default_and_a_rule_and_the_header_is_kept() -> None:
    from ledger.games.air_fare.meta import option_rule

    for name, field in air_fare.AirFareOptions.model_fields.items():
        assert field.description and option_rule(name).startswith(("Air Fare, ", "docs/rule-readings.md")), name
    assert list(air_fare.DEFAULT_OPTIONS)[0] == "starting_planes"
    game = Game(GameSetup("air_fare", "standard", "t", ("Ann", "Bea"), {"rounding": "down"}))
    assert game.setup.options == {"rounding": "down"}  # defaults are never written back into the header
    assert game.state.options["rounding"] == "down" and game.state.options["landing_column"] == "nth_landing"


@pytest.mark.parametrize(
    "options, field",
    [
        ({"remove_cards": 10, "removal_seed": 1.5}, "options.removal_seed"),
        ({"removed_cards": "Dallas"}, "options.removed_cards"),
        ({"starting_planes": "Boeing 737"}, "options.starting_planes"),
        ({"faster_game": "true"}, "options.faster_game"),
    ],
)
def test_bad_options_name_the_option(options: dict[str, Any], field: str) -> None:
    with pytest.raises(RuleViolation) as info:
        Game(GameSetup("air_fare", "standard", "t", ("Ann", "Bea"), options))
    assert info.value.field == field, str(info.value)
