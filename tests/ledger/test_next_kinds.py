"""The next step's action kinds (each game's ``next_kinds``) against what the ledger refuses outright:
at every moment of every sample game, the kind the sample records next is one the ledger lets through
(``Game.refused_now``), and while the game goes on one of the next step's kinds may be typed. The
banker's seat shows a key only while its kind is let through, so these hold the footer and the Next
line to the rules."""

from __future__ import annotations

from importlib import resources

import pytest
from sample_helpers import sample_record

from ledger.game import Game
from ledger.games import air_empire, air_fare, golden_age, rules_for

SAMPLES = sorted(p.name for p in resources.files("samples").iterdir() if p.name.endswith(".jsonl"))
NEXT_KINDS = {"air_empire": air_empire.next_kinds, "golden_age": golden_age.next_kinds, "air_fare": air_fare.next_kinds}


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_next_step_and_the_next_action_are_never_refused_outright(sample: str) -> None:
    setup, actions = sample_record(sample.removesuffix(".jsonl"))
    game = Game(setup, rules_for(setup.game))
    next_kinds = NEXT_KINDS[setup.game]
    seen: set[tuple[str, str, tuple[str, ...]]] = set()  # asked once per phase, next kinds and action kind
    for action in actions:
        kinds = next_kinds(game.state)
        moment = (game.state.phase, action.kind, kinds)
        if moment not in seen:
            seen.add(moment)
            if action.kind not in ("undo", "redo", "balance_assertion"):
                assert game.refused_now(action.kind) is None, (game.position(), action.kind)
            if game.state.phase != "over":
                assert kinds and any(game.refused_now(k) is None for k in kinds), (game.position(), kinds)
        game.record(action.kind, dict(action.payload), note=action.note)
    assert game.state.phase != "over" or next_kinds(game.state) == ()


def test_the_tournament_games_kinds_are_not_a_basic_games() -> None:
    setup, _actions = sample_record("air-empire-basic-4p")
    game = Game(setup, rules_for(setup.game))
    assert game.in_this_game("air_empire.maintenance") and not game.in_this_game("air_empire.taxes")
    assert game.refused_now("air_empire.taxes") is not None
