"""Air Empire's declared payloads are the gate (issue 10): what the rules cannot mean is refused in one
line naming the field and the rule, through Game.record and through the command line, and nothing is
recorded. Every action kind the engine handles is declared, and every declared kind is handled."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from air_empire_payloads import HELENA_CARD as CARD
from cli_helpers import airbanker_in_process, airbanker_process

from ledger.engine import GameSetup
from ledger.errors import RuleViolation
from ledger.game import Game
from ledger.games import air_empire
from ledger.games.air_empire.rules import HANDLERS
from ledger.schema import check, new_game_options

BID = {"player": 1, "class": "A", "flight_costs": 12000}
R_PURCHASE = "Air Empire, Basic Game, Phase 4 and Reminder Rules 4"
R_BIDDING = "Air Empire, Basic Game, Route Bidding"
R_RESIDUAL = "Air Empire, Tournament Game, Residual Value"
R_LOANS = "Air Empire, Basic Game, Class A Service (b) Loans"
R_YEARS = "Air Empire, Basic Game, Completion of Play; Tournament Game, Introduction: Time Limit"


def new_game(variant: str = "basic", **options: Any) -> Game:
    return Game(GameSetup("air_empire", variant, "", ("Ann", "Bea", "Cal"), options))


def at_loans() -> Game:
    """Y1 Q1, Phase 3: Ann has won Class A of Helena."""
    game = new_game()
    game.record("air_empire.route_card", CARD)
    game.record("air_empire.bids", {"bids": [BID]})
    return game


def at_bidding(variant: str = "basic") -> Game:
    game = new_game(variant)
    game.record("air_empire.route_card", CARD)
    return game


#: (name, game at the right moment, kind, payload, field named, rule named, words of the message)
EXAMPLES: list[tuple[str, Any, str, dict[str, Any], str, str, str]] = [
    (
        "misspelt super_jets in an order",
        at_loans,
        "air_empire.purchase",
        {"orders": [{"player": 2, "prop_jets": 1, "superjets": 2}]},
        "orders[0].superjets",
        R_PURCHASE,
        "did you mean 'super_jets'?",
    ),
    ("bid instead of bids", at_bidding, "air_empire.bids", {"bid": [BID]}, "bid", R_BIDDING, "did you mean 'bids'?"),
    (
        "replace_prop_jet and replace_super_jet",
        lambda: at_bidding("tournament"),
        "air_empire.residual_value",
        {"player": 1, "replace_prop_jet": 1, "replace_super_jet": 1},
        "replace_prop_jet",
        R_RESIDUAL,
        "did you mean 'replace_prop_jets'?",
    ),
    (
        "a bool for a seat",
        at_loans,
        "air_empire.loan",
        {"player": True, "amount": 5000},
        "player",
        R_LOANS,
        "must be a whole number, got true",
    ),
    (
        "1.0 for a seat",
        at_loans,
        "air_empire.loan",
        {"player": 1.0, "amount": 5000},
        "player",
        R_LOANS,
        "must be a whole number, got 1.0",
    ),
    (
        "10.0 for a count",
        at_loans,
        "air_empire.purchase",
        {"orders": [{"player": 2, "prop_jets": 10.0}]},
        "orders[0].prop_jets",
        R_PURCHASE,
        "must be a whole number, got 10.0",
    ),
    (
        "a bool for a count",
        at_loans,
        "air_empire.purchase",
        {"orders": [{"player": 2, "super_jets": True}]},
        "orders[0].super_jets",
        R_PURCHASE,
        "must be a whole number, got true",
    ),
    (
        "more Super Jets than there are",
        at_loans,
        "air_empire.purchase",
        {"orders": [{"player": 2, "super_jets": 31}]},
        "orders[0].super_jets",
        R_PURCHASE,
        "at most 30",
    ),
    (
        "a class of service that is not one",
        at_bidding,
        "air_empire.bids",
        {"bids": [{**BID, "class": "a"}]},
        "bids[0].class",
        R_BIDDING,
        "must be one of 'A', 'B' or 'C'",
    ),
    (
        "a plane type that is not one",
        at_loans,
        "air_empire.plane_sale",
        {"seller": 1, "plane": "Prop Jet", "count": 1, "bids": [{"player": 2, "amount": 1000}]},
        "plane",
        "Air Empire, Basic Game, Test of Bankruptcy (sales between players)",
        "must be one of",
    ),
    (
        "a table of unknown provenance",
        new_game,
        "air_empire.flight_costs_table",
        {"provenance": "rulebook", "rows": [{"flight_costs": 9000, "super_jets": 1, "prop_jets": 2}]},
        "provenance",
        "DESIGN.md, tables the rulebooks do not print",
        "must be one of 'board' or 'illustrative'",
    ),
    ("bids missing", at_bidding, "air_empire.bids", {}, "bids", R_BIDDING, "is required"),
]


@pytest.mark.parametrize(
    ("make", "kind", "payload", "field", "rule", "says"), [pytest.param(*case[1:], id=case[0]) for case in EXAMPLES]
)
def test_the_gate_refuses_in_one_line_and_records_nothing(
    make: Any, kind: str, payload: dict[str, Any], field: str, rule: str, says: str
) -> None:
    game = make()
    records, balances = len(game.records), dict(game.state.balances)
    with pytest.raises(RuleViolation) as refused:
        game.record(kind, payload)
    assert (refused.value.field, refused.value.rule) == (field, rule), str(refused.value)
    assert says in refused.value.message and "\n" not in str(refused.value)
    assert len(game.records) == records and game.state.balances == balances
    with pytest.raises(RuleViolation):
        game.preview(kind, payload)


def test_every_handled_kind_is_declared_and_every_declared_kind_is_handled() -> None:
    assert set(air_empire.RULES.actions) == set(HANDLERS)
    assert air_empire.RULES.actions is air_empire.ACTIONS and air_empire.RULES.meta is air_empire.META
    for kind, spec in air_empire.ACTIONS.items():
        assert spec.rule.startswith(("Air Empire, ", "docs/")) and spec.summary, kind


def test_every_sample_payload_passes_the_gate() -> None:
    samples = Path(__file__).parents[3] / "samples"
    seen: set[str] = set()
    for path in samples.glob("air-empire-*.jsonl"):
        for line in path.read_text("utf-8").splitlines():
            if not line.startswith("{"):
                continue
            row = json.loads(line)
            if str(row.get("kind", "")).startswith("air_empire."):
                check(air_empire.ACTIONS[row["kind"]], row["payload"])
                seen.add(row["kind"])
    assert {"air_empire.route_card", "air_empire.bids", "air_empire.residual_value", "air_empire.taxes"} <= seen


# -- Options ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("variant", "options", "field", "rule"),
    [
        ("tournament", {"years": 10**30}, "options.years", R_YEARS),
        ("basic", {"years": 51}, "options.years", R_YEARS),
        ("basic", {"years": 3.0}, "options.years", R_YEARS),
        ("basic", {"years": True}, "options.years", R_YEARS),
        ("tournament", {"end": "sudden_death"}, "options.end", "Air Empire, Tournament Game, Introduction"),
        ("basic", {"end": "time_limit"}, "options.end", "Air Empire, Basic Game, Beginning Play"),
        (
            "basic",
            {"first_senior_president": 4},
            "options.first_senior_president",
            "Air Empire, Basic Game, Playing Procedure 1",
        ),
        (
            "basic",
            {"flight_costs_above_revenue": "yes"},
            "options.flight_costs_above_revenue",
            "docs/rule-readings.md (Flight Costs above the revenue)",
        ),
    ],
)
def test_options_are_read_through_their_declaration(
    variant: str, options: dict[str, Any], field: str, rule: str
) -> None:
    with pytest.raises(RuleViolation) as refused:
        new_game(variant, **options)
    assert (refused.value.field, refused.value.rule) == (field, rule), str(refused.value)


def test_options_keep_their_defaults_and_the_stored_options_are_untouched() -> None:
    options = {"years": 7}
    game = Game(GameSetup("air_empire", "tournament", "", ("Ann", "Bea"), options))
    assert options == {"years": 7} and game.setup.options == {"years": 7}
    state = game.state
    assert (state.years, state.end, state.rebid_fluctuation, state.minus_income, state.allow_loss_bids) == (
        7,
        "time_limit",
        "applies",
        "pay",
        False,
    )
    # options left out of a stored game: the readings of games stored before plane_supply and
    # route_card_check existed (ledger.schema.IF_LEFT_OUT)
    assert air_empire.AirEmpireOptions().model_dump() == {
        "first_senior_president": 1,
        "senior_order": None,
        "years": 3,
        "bankrupt_planes_to_bank_supply": True,
        "flight_costs_above_revenue": "refuse",
        "plane_supply": "on_top",
        "route_card_check": "warn",
        "end": "time_limit",
        "fluctuation_on_rebid_route": "applies",
        "minus_income": "pay",
    }
    # a new game writes today's readings out
    assert new_game_options(air_empire.AirEmpireOptions, {}) == {
        "plane_supply": "in_the_box",
        "route_card_check": "refuse",
    }


# -- The command line, on a real SQLite book --------------------------------------------------------
def airbanker(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The real click command in-process (tests/cli_helpers.py)."""
    return airbanker_in_process(db, *args)


def refused_in_one_line(result: subprocess.CompletedProcess[str], *words: str) -> None:
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1, result.stderr
    for word in words:
        assert word in result.stderr, result.stderr


@pytest.mark.parametrize(
    ("variant", "setup", "kind", "payload", "words"),
    [
        (
            "basic",
            [("air_empire.route_card", CARD), ("air_empire.bids", {"bids": [BID]})],
            "air_empire.purchase",
            {"orders": [{"player": 2, "prop_jets": 1, "superjets": 2}]},
            ("orders[0].superjets", "Reminder Rules 4"),
        ),
        ("basic", [("air_empire.route_card", CARD)], "air_empire.bids", {"bid": [BID]}, ("bid:", "Route Bidding")),
        (
            "tournament",
            [],
            "air_empire.residual_value",
            {"player": 1, "replace_prop_jet": 1, "replace_super_jet": 1},
            ("replace_prop_jet", "Residual Value"),
        ),
        (
            "basic",
            [("air_empire.route_card", CARD), ("air_empire.bids", {"bids": [BID]})],
            "air_empire.loan",
            {"player": True, "amount": 5000},
            ("player", "got true", "Loans"),
        ),
        (
            "basic",
            [("air_empire.route_card", CARD), ("air_empire.bids", {"bids": [BID]})],
            "air_empire.purchase",
            {"orders": [{"player": 1.0, "prop_jets": 10.0}]},
            ("orders[0].player", "got 1.0"),
        ),
    ],
)
def test_the_command_line_refuses_and_records_nothing(
    tmp_path: Path, variant: str, setup: list[Any], kind: str, payload: dict[str, Any], words: tuple[str, ...]
) -> None:
    db = tmp_path / "book.sqlite"
    assert airbanker(db, "new", "--variant", variant, "Ann", "Bea", "Cal").returncode == 0
    for done_kind, done in setup:
        assert airbanker(db, "record", "1", done_kind, json.dumps(done)).returncode == 0
    assert airbanker(db, "export", "1", str(tmp_path / "before.jsonl")).returncode == 0
    refused_in_one_line(airbanker(db, "record", "1", kind, json.dumps(payload)), *words)
    assert airbanker(db, "export", "1", str(tmp_path / "after.jsonl")).returncode == 0
    assert (tmp_path / "before.jsonl").read_bytes() == (tmp_path / "after.jsonl").read_bytes()


def test_a_game_of_10_to_the_30_years_is_not_started(tmp_path: Path) -> None:
    db = tmp_path / "book.sqlite"
    # in a real process: the exit status and a stderr with no traceback (tests/cli_helpers.py)
    refused = airbanker_process(
        db, "new", "--variant", "tournament", "--option", "years=1000000000000000000000000000000", "Ann", "Bea"
    )
    refused_in_one_line(refused, "options.years", "at most 50")
    games = airbanker(db, "games")
    assert "Ann" not in games.stdout and "Bea" not in games.stdout


def test_an_empty_payload_let_through_for_the_phase_is_refused_by_the_engine_in_every_phase() -> None:
    """The banker's seat previews ``{}`` to ask whether a kind belongs now: for the kinds whose gate lets
    ``{}`` through (engine_refuses_empty), the engine refuses it in every phase, so nothing is recorded."""
    flagged = [kind for kind, spec in air_empire.ACTIONS.items() if getattr(spec.schema, "engine_refuses_empty", 0)]
    assert "air_empire.bids" not in flagged and "air_empire.purchase" not in flagged
    game = new_game("tournament")
    steps: list[tuple[str, dict[str, Any]]] = [
        ("air_empire.route_card", CARD),
        ("air_empire.bids", {"bids": [BID]}),
        ("air_empire.taxes", {"player": 1, "tax": 0}),
        ("air_empire.taxes", {"player": 2, "tax": 0}),
        ("air_empire.taxes", {"player": 3, "tax": 0}),
        ("air_empire.maintenance", {"player": 1}),
    ]
    for step in [None, *steps]:
        if step is not None:
            game.record(*step)
        for kind in flagged:
            with pytest.raises(RuleViolation):
                game.record(kind, {})
    assert len(game.records) == len(steps)
