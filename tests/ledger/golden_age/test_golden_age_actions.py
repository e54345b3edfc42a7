"""1930: every action kind declared, and the declared payload is the gate (issue 10).

A payload the schema refuses is refused in one line naming the field path and the rule, and
nothing is recorded: through :meth:`ledger.game.Game.record` and through the real command line
on a real SQLite book. Everything a legal table typed before is still accepted: the samples,
docs/game-record.md's examples, the options of the new-game screen.
"""

from __future__ import annotations

import copy
import json
import re
import subprocess
from pathlib import Path
from typing import Any, get_args

import pytest
from cli_helpers import airbanker_in_process, airbanker_process
from golden_age_examples import FIRST_STOCK_ROUND

from ledger.engine import GameSetup
from ledger.errors import RuleViolation
from ledger.game import Game
from ledger.games import golden_age
from ledger.games.golden_age import actions, meta, rulebook
from ledger.games.golden_age.rules import _HANDLERS
from ledger.record_file import loads_record
from ledger.schema import ActionSpec, check, check_options

ROOT = Path(__file__).resolve().parents[3]
NAMES = ("Carla", "Neal", "Chuck")
R_NORMAL = "1930, Stock Phase, Normal Stock Rounds"
R_OPERATIONS = "1930, Operation Phase, Airline Operations"
R_UPGRADE = "1930, Operation Phase, Upgrade"
R_FLY = "1930, Operation Phase, Fly"
R_FIRST = "1930, Stock Phase, The First Stock Round"
R_INCOME = "1930, Setup 5; 1930, Operation Phase, Hub"


# -- A table, played through real records ---------------------------------------------------------
def new_game(**options: Any) -> Game:
    return Game(GameSetup("golden_age", "standard", "actions", NAMES, options))


def rec(game: Game, kind: str, **payload: Any) -> None:
    game.record(f"golden_age.{kind}", payload)


def first_round(game: Game) -> None:
    """Starting money and the illustrative tables: Carla's first buy of the First Stock Round."""
    rec(
        game,
        "starting_money",
        cards=[{"player": s, "card": s, "money": golden_age.STARTING_MONEY[s]} for s in (1, 2, 3)],
    )
    rec(game, "tables", **golden_age.illustrative_tables())


def operation(game: Game) -> None:
    """The First Stock Round example (1930, The First Stock Round); Operating Round 1, Carla to act."""
    first_round(game)
    for kind, seat, airline, price in FIRST_STOCK_ROUND:
        rec(game, kind, player=seat, airline=airline, **({"price": price} if price else {}))


def second_buy(game: Game) -> None:
    """The First Stock Round, second buy: Carla buys one token of a founded airline at its price."""
    first_round(game)
    for seat, airline, price in [(1, "Green", 6), (2, "Orange", 5), (3, "Blue", 7)]:
        rec(game, "found", player=seat, airline=airline, price=price)


def refused(game: Game, kind: str, payload: dict[str, Any]) -> RuleViolation:
    """Record ``payload``; it must be refused with nothing recorded and no balance changed."""
    records, balances, state = len(game.records), dict(game.state.balances), copy.deepcopy(game.state)
    with pytest.raises(RuleViolation) as info:
        game.record(kind, payload)
    assert len(game.records) == records
    assert game.state.balances == balances
    assert game.state == state
    assert "\n" not in str(info.value)
    return info.value


# -- The examples of issue 10 ---------------------------------------------------------------------
def test_a_misspelt_field_is_refused_not_dropped() -> None:
    """``income`` misspelt ``incme``: before, the field was dropped and the action recorded without it."""
    game = new_game()
    operation(game)
    good = {"player": 1, "airline": "Green", "action": "expand", "income": 30}
    assert "income $30" in game.preview("golden_age.operate", good)[1]
    error = refused(game, "golden_age.operate", {"player": 1, "airline": "Green", "action": "expand", "incme": 30})
    assert error.field == "incme"
    assert "unknown field; did you mean 'income'?" in error.message
    assert error.rule == R_OPERATIONS


def test_a_buy_names_no_price() -> None:
    """A buy pays the current price ($5 for Orange here): a typed ``price`` of $3 is refused, not ignored."""
    game = new_game()
    second_buy(game)
    assert "buys Orange at $5" in game.preview("golden_age.buy", {"player": 1, "airline": "Orange"})[1]
    error = refused(game, "golden_age.buy", {"player": 1, "airline": "Orange", "price": 3})
    assert (error.field, error.rule) == ("price", R_NORMAL)
    assert "unknown field" in error.message


def test_paid_upgrades_are_colours_not_lists() -> None:
    """``[["Yellow"]]``: before, TypeError("unhashable type: 'list'"); now a refusal naming the item."""
    game = new_game()
    operation(game)
    error = refused(
        game,
        "golden_age.operate",
        {"player": 1, "airline": "Green", "action": "upgrade", "paid_upgrades": [["Yellow"]]},
    )
    assert (error.field, error.rule) == ("paid_upgrades[0]", R_UPGRADE)
    assert "must be one of" in error.message
    error = refused(
        game,
        "golden_age.operate",
        {"player": 1, "airline": "Green", "action": "upgrade", "paid_upgrades": ["Yellow", "Yellow", "Yellow"]},
    )
    assert (error.field, error.rule) == ("paid_upgrades", R_UPGRADE)


@pytest.mark.parametrize(
    "kind, payload, field, rule",
    [
        ("buy", {"player": True, "airline": "Orange"}, "player", R_NORMAL),
        ("buy", {"player": 1.0, "airline": "Orange"}, "player", R_NORMAL),
        ("found", {"player": 1, "airline": "Yellow", "price": 3, "tokens": True}, "tokens", R_FIRST),
        ("found", {"player": 1, "airline": "Yellow", "price": 3, "tokens": 1.0}, "tokens", R_FIRST),
        ("found", {"player": 1, "airline": "Yellow", "price": 3.0}, "price", R_FIRST),
        ("income", {"airline": "Green", "income": True}, "income", R_INCOME),
        ("income", {"airline": "Green", "income": 30.0}, "income", R_INCOME),
        ("operate", {"player": 1, "airline": "Green", "action": "fly", "choice": 1, "income": 1.0}, "income", R_FLY),
        (
            "operate",
            {"player": 1, "airline": "Green", "action": "fly", "choice": True},
            "choice",
            f"{R_FLY}, CEO Choices",
        ),
        (
            "contract",
            {"player": 1, "airline": "Green", "amount": 1.0},
            "amount",
            "1930, Important Game Concepts, Contract Cards",
        ),
    ],
)
def test_a_bool_or_a_float_is_no_seat_count_or_income(
    kind: str, payload: dict[str, Any], field: str, rule: str
) -> None:
    game = new_game()
    second_buy(game)
    error = refused(game, f"golden_age.{kind}", payload)
    assert (error.field, error.rule) == (field, rule)
    assert "must be a whole number" in error.message


# -- The same through the command line -------------------------------------------------------------
def airbanker(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The real click command in-process (tests/cli_helpers.py)."""
    return airbanker_in_process(db, *args)


def test_the_command_line_refuses_in_one_line_and_records_nothing(tmp_path: Path) -> None:
    db = tmp_path / "book.sqlite"
    assert airbanker(db, "new", "--game", "golden_age", *NAMES).returncode == 0
    cards = {"cards": [{"player": s, "card": s, "money": golden_age.STARTING_MONEY[s]} for s in (1, 2, 3)]}
    assert airbanker(db, "record", "1", "golden_age.starting_money", json.dumps(cards)).returncode == 0
    assert airbanker(db, "export", "1", str(tmp_path / "before.jsonl")).returncode == 0
    for kind, payload, says in [
        (
            "golden_age.operate",
            {"player": 1, "airline": "Green", "action": "expand", "incme": 30},
            "incme: unknown field; did you mean 'income'?",
        ),
        ("golden_age.buy", {"player": 1, "airline": "Green", "price": 3}, "price: unknown field"),
        (
            "golden_age.operate",
            {"player": 1, "airline": "Green", "action": "upgrade", "paid_upgrades": [["Yellow"]]},
            "paid_upgrades[0]: must be one of",
        ),
        ("golden_age.buy", {"player": True, "airline": "Green"}, "player: must be a whole number, got true"),
        (
            "golden_age.found",
            {"player": 1, "airline": "Green", "price": 6, "tokens": 2.0},
            "tokens: must be a whole number, got 2.0",
        ),
        ("golden_age.income", {"airline": "Green", "income": 1.0}, "income: must be a whole number, got 1.0"),
    ]:
        result = airbanker(db, "record", "1", kind, json.dumps(payload))
        assert result.returncode == 2, result.stdout + result.stderr
        assert "Traceback" not in result.stderr
        lines = [line for line in result.stderr.splitlines() if line.strip()]
        assert len(lines) == 1, result.stderr
        assert says in lines[0]
        assert re.search(r"\(.*(1930|DESIGN)", lines[0]), lines[0]  # the rule
    assert airbanker(db, "export", "1", str(tmp_path / "after.jsonl")).returncode == 0
    assert (tmp_path / "after.jsonl").read_text("utf-8") == (tmp_path / "before.jsonl").read_text("utf-8")


def test_a_refusal_in_a_real_process_exits_2_with_one_line_and_no_traceback(tmp_path: Path) -> None:
    """One refusal in a real ``python -m tui.cli``: exit status 2, one line, no traceback."""
    db = tmp_path / "book.sqlite"
    assert airbanker(db, "new", "--game", "golden_age", *NAMES).returncode == 0
    cards = {"cards": [{"player": s, "card": s, "money": golden_age.STARTING_MONEY[s]} for s in (1, 2, 3)]}
    assert airbanker(db, "record", "1", "golden_age.starting_money", json.dumps(cards)).returncode == 0
    assert airbanker(db, "export", "1", str(tmp_path / "before.jsonl")).returncode == 0
    payload = {"player": 1, "airline": "Green", "price": 3}
    result = airbanker_process(db, "record", "1", "golden_age.buy", json.dumps(payload))
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    assert "price: unknown field" in lines[0]
    assert re.search(r"\(.*(1930|DESIGN)", lines[0]), lines[0]  # the rule
    assert airbanker(db, "export", "1", str(tmp_path / "after.jsonl")).returncode == 0
    assert (tmp_path / "after.jsonl").read_text("utf-8") == (tmp_path / "before.jsonl").read_text("utf-8")


# -- Every kind declared, everything legal still accepted -------------------------------------------
def test_every_kind_the_engine_handles_is_declared_and_vice_versa() -> None:
    assert set(golden_age.RULES.actions) == set(_HANDLERS)
    assert golden_age.RULES.actions is actions.ACTIONS
    assert golden_age.RULES.meta is meta.META
    for kind, spec in golden_age.RULES.actions.items():
        assert isinstance(spec, ActionSpec) and spec.rule and spec.summary, kind
        assert spec.schema.__doc__ and kind in spec.schema.__doc__


def test_the_closed_sets_are_the_rulebooks() -> None:
    """The enumerations of the schema agree with the figures of data/rulebook.toml."""
    assert get_args(actions.Action) == rulebook.ACTIONS
    assert set(get_args(actions.PurchasableAction)) == set(rulebook.ACTIONS) - {"stand"}
    assert set(get_args(actions.UpgradeColour)) == set(rulebook.PAID_UPGRADE_COSTS)
    assert get_args(get_args(actions.InitialPrice)[0]) == rulebook.INITIAL_PRICES
    assert get_args(get_args(actions.ContractValue)[0]) == rulebook.CONTRACT_VALUES


def sample_payloads() -> list[tuple[str, Any]]:
    out = []
    for path in sorted((ROOT / "samples").glob("*.jsonl")):
        setup, recorded, _ = loads_record(path.read_text("utf-8"))
        if setup.game == "golden_age":
            out += [(action.kind, action.payload) for action in recorded if action.kind.startswith("golden_age.")]
    return out


def test_every_sample_payload_passes_the_gate() -> None:
    payloads = sample_payloads()
    assert len(payloads) > 100
    for kind, payload in payloads:
        check(golden_age.RULES.actions[kind], payload)


def test_every_example_of_the_game_record_passes_the_gate() -> None:
    text = (ROOT / "docs" / "game-record.md").read_text("utf-8")
    seen = set()
    for kind, example in re.findall(r"^\| `(golden_age\.[a-z_]+)` \| `(\{.*?\})` \|", text, re.M):
        if "…" in example:
            continue
        check(golden_age.RULES.actions[kind], json.loads(example))
        seen.add(kind)
    assert len(seen) >= 10


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"turns": 1},
        {"gray_tech_box": 9},
        {"research_limit": "operating_round"},
        {"airlines": None},
        {
            "airlines": ["Blue", "Green", "Orange", "Yellow", "Pink", "Brown"],
            "turns": 6,
            "gray_tech_box": 8,
            "research_limit": "turn",
        },
    ],
)
def test_options_are_read_through_the_declared_model_and_stored_as_given(options: dict[str, Any]) -> None:
    game = new_game(**options)
    assert dict(game.setup.options) == options  # defaults are never written back into the header
    read = check_options(meta.META.options, options, "1930, Setup")
    assert isinstance(read, meta.GoldenAgeOptions)
    assert game.state.turns == read.turns and game.state.gray_tech_box == read.gray_tech_box


def test_the_default_options_are_the_models() -> None:
    assert golden_age.DEFAULT_OPTIONS == {
        "airlines": None,
        "turns": 6,
        "gray_tech_box": 8,
        "research_limit": "turn",
        "fly_at_zero_income": "refuse",
        "end_turn_incomes": "confirm",
        "first_operation_order": "clockwise",
    }
    for name, info in meta.GoldenAgeOptions.model_fields.items():
        assert info.description and name in meta.OPTION_RULES


@pytest.mark.parametrize(
    ("action", "has_ceo", "fields"),
    [
        ("expand", True, {"income"}),
        ("hub", None, {"income"}),
        ("upgrade", False, {"income", "paid_upgrades"}),
        ("open", True, {"income", "paid_upgrades"}),
        ("research", True, set()),
        ("stand", False, set()),
        ("fly", True, {"income", "choice"}),
        ("fly", False, {"income", "gates_available", "gates_reserve"}),
        ("fly", None, {"income"}),  # the airline not known yet: neither the CEO's choice nor the Gates
    ],
)
def test_the_fields_an_operation_takes(action: str, has_ceo: bool | None, fields: set[str]) -> None:
    """What the Operation Phase form asks for each action (1930, Operation Phase), read from the ledger: every
    field named is a declared field of the payload."""
    assert golden_age.operation_fields(action, has_ceo) == fields
    assert fields <= set(actions.Operate.model_fields)


@pytest.mark.parametrize(
    ("typed", "refused"),
    [
        ({"player": 1, "airline": "Green", "price": 8}, ("price", "must be one of 3, 4, 5, 6 or 7, got 8")),
        ({"player": 1, "airline": "Green", "price": 5}, None),  # the income still to type: nothing refused yet
        ({"player": 1, "airline": "Green", "price": 5, "spare": 1}, ("spare", None)),  # an unknown field
    ],
)
def test_typed_refusal_speaks_of_what_is_typed_not_of_what_is_still_to_type(
    typed: dict[str, Any], refused: tuple[str, str | None] | None
) -> None:
    """:meth:`Game.typed_refusal`: the schema's refusal of the fields typed so far, a missing one not counted (a
    form says an Initial Stock Price of 8 before its income is typed)."""
    said = new_game().typed_refusal("golden_age.found", typed)
    if refused is None:
        assert said is None
        return
    assert said is not None and said.field == refused[0]
    assert refused[1] is None or said.message == refused[1]


def test_typed_refusal_reads_a_custom_error_type() -> None:
    """A review: typed_refusal rebuilt a ValidationError from the errors kept, which pydantic refuses for an
    error of a custom type ("Invalid error type"), a traceback for the banker. The errors are read as they are."""
    from pydantic import BaseModel, ConfigDict, field_validator
    from pydantic_core import PydanticCustomError

    from ledger.schema import typed_refusal

    class Odd(BaseModel):
        model_config = ConfigDict(extra="forbid")
        amount: int
        note: str

        @field_validator("amount")
        @classmethod
        def _below(cls, value: int) -> int:
            if value > 10:
                raise PydanticCustomError("too_much", "must be 10 at most, got {value}", {"value": value})
            return value

    said = typed_refusal(ActionSpec(Odd, "a test rule"), {"amount": 11})
    assert said is not None and (said.field, said.rule) == ("amount", "a test rule")
    assert typed_refusal(ActionSpec(Odd, "a test rule"), {"amount": 9}) is None
