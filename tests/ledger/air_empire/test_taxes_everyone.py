"""Taxes for several players in one action (``{"players": [...]}``, issue 15): each in turn, as if recorded
one after the other (Air Empire, Tournament Game, Phase 2, Estimated Taxes)."""

from __future__ import annotations

import pytest

from ledger.engine import GameSetup
from ledger.errors import RuleViolation
from ledger.game import Game
from ledger.games import air_empire


def at_phase_2() -> Game:
    """A 3-player Tournament Game at Phase 2 of Y1 Q1, with an illustrative Tax Table: 1g $18,000,
    $20,000 and $24,000 (bids $12,000, $10,000, $6,000 on a $30,000 card)."""
    game = Game(GameSetup("air_empire", "tournament", "", ("Ann", "Bea", "Cal")))
    game.record("air_empire.tax_table", air_empire.illustrative_tax_table())
    game.record(
        "air_empire.route_card",
        {"city": "Denver", "adjacent": [], "minimums": {"A": 6000, "B": 6000, "C": 6000}, "revenue": 30000},
    )
    bids = [(1, "A", 12000, 2, 1), (2, "B", 10000, 2, 0), (3, "C", 6000, 0, 3)]
    game.record(
        "air_empire.bids",
        {
            "bids": [
                {"player": p, "class": c, "flight_costs": f, "super_jets": s, "prop_jets": pr}
                for p, c, f, s, pr in bids
            ]
        },
    )
    assert game.state.phase == "taxes"
    return game


def test_everyone_pays_as_if_one_after_the_other() -> None:
    one_by_one = at_phase_2()
    for seat in (1, 2, 3):
        one_by_one.record("air_empire.taxes", {"player": seat})
    together = at_phase_2()
    together.record("air_empire.taxes", {"players": [1, 2, 3]})
    assert together.state.phase == one_by_one.state.phase == "loans"
    for account in ("p1:cash", "p2:cash", "p3:cash", "bank"):
        assert together.balance(account) == one_by_one.balance(account)
    assert [r.kind for r in together.records].count("air_empire.taxes") == 1


@pytest.mark.parametrize(
    ("payload", "field", "words"),
    [
        ({"players": [1, 1]}, "players[1]", "named twice"),
        ({"players": [1], "tax": 300}, "payload", "one player's"),
        ({"player": 1, "players": [2]}, "payload", "not both"),
        ({}, "payload", "neither"),
        ({"players": []}, "players", ""),
    ],
)
def test_a_malformed_taxes_payload_is_refused(payload: dict[str, object], field: str, words: str) -> None:
    game = at_phase_2()
    with pytest.raises(RuleViolation) as refused:
        game.record("air_empire.taxes", payload)
    assert refused.value.field == field and words in refused.value.message
    assert game.state.taxes_done == set()


def test_a_player_who_paid_is_refused_in_players() -> None:
    game = at_phase_2()
    game.record("air_empire.taxes", {"player": 2})
    with pytest.raises(RuleViolation, match="Bea has paid taxes this quarter") as refused:
        game.record("air_empire.taxes", {"players": [1, 2, 3]})
    assert refused.value.field == "players[1]"
    assert game.state.taxes_done == {2}  # nothing of the refused action stays
