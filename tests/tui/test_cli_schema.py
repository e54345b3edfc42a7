"""``airbanker schema``: the published JSON Schema of an action kind, or of a game's options."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from ledger.game import GENERIC_ACTIONS
from ledger.games import meta_for, names, rules_for
from ledger.schema import json_schema
from tui.cli import cli


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args), obj={})
    return result.exit_code, result.output


@pytest.mark.parametrize("kind", sorted(GENERIC_ACTIONS))
def test_schema_prints_a_generic_kind(kind: str) -> None:
    code, out = run("schema", kind)
    assert code == 0
    assert json.loads(out) == json_schema(GENERIC_ACTIONS[kind].schema)


def test_schema_prints_every_declared_kind_of_every_game() -> None:
    declared = {kind: spec for game in names() for kind, spec in rules_for(game).actions.items()}
    assert len(declared) >= 30  # every game declares its kinds (Air Empire 11, 1930 13, Air Fare 13)
    for kind, spec in declared.items():
        code, out = run("schema", kind)
        assert code == 0, out
        assert json.loads(out) == json_schema(spec.schema)


@pytest.mark.parametrize("game", names())
def test_schema_options_prints_the_game_options(game: str) -> None:
    code, out = run("schema", "--options", game)
    assert code == 0
    assert json.loads(out) == json_schema(meta_for(game).options)


def test_an_unknown_kind_is_one_line_and_exit_2() -> None:
    code, out = run("schema", "unod")
    assert code == 2
    assert out == "Error: KIND: unknown action kind 'unod'; did you mean 'undo'? (docs/game-record.md)\n"
    code, out = run("schema", "--options", "monopoly")
    assert code == 2 and len(out.splitlines()) == 1 and "unknown game 'monopoly'" in out


def test_schema_wants_a_kind_or_a_game() -> None:
    assert run("schema")[0] == 2
    assert run("schema", "undo", "--options", names()[0])[0] == 2


@pytest.mark.parametrize("game", names())
def test_a_game_name_given_as_kind_lists_the_games_kinds(game: str) -> None:
    code, out = run("schema", game)
    assert code == 2
    assert "is a game, not an action kind" in out and all(kind in out for kind in rules_for(game).actions)
