"""Refusals in the banker's words: planes counted as the table says them, money with its "$"
(issue 13)."""

from __future__ import annotations

import pytest

from ledger.engine import GameSetup
from ledger.errors import RuleViolation
from ledger.game import Game
from ledger.games.air_empire.phase4_equipment import planes_words


@pytest.mark.parametrize(
    ("props", "supers", "words"),
    [(0, 1, "1 Super Jet"), (2, 1, "2 Prop Jets and 1 Super Jet"), (1, 0, "1 Prop Jet"), (0, 0, "no plane")],
)
def test_planes_are_counted_in_words(props: int, supers: int, words: str) -> None:
    assert planes_words(props, supers) == words


def test_a_purchase_beyond_the_cash_names_only_the_planes_bought() -> None:
    game = Game(GameSetup("air_empire", "basic", "", ("Ann", "Bea")))
    game.record(
        "air_empire.route_card",
        {"city": "Omaha", "adjacent": [], "minimums": {"A": 10000, "B": 8000}, "revenue": 18000},
    )
    game.record("air_empire.bids", {"bids": []})
    with pytest.raises(RuleViolation) as refused:
        game.preview("air_empire.purchase", {"orders": [{"player": 1, "super_jets": 2}]})
    assert refused.value.message == "Ann would pay $14,000 for 2 Super Jets but has $9,000"
