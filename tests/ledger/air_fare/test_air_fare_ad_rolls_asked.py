"""A 1D10 is asked only where an opponent doubled has revenue there to take (Advertising Phase Optional Rule;
ledger/games/air_fare/advertising.py, _asked_rolls). A newcomer's try (turn 6): a 1D10 was asked for Pilar at Miami
though the opponent there had no landing, $0 to take."""

from __future__ import annotations

from typing import Any

import pytest
from test_air_fare_rules import draw, fly, new_game, no_grounding, plane

from ledger.game import Game
from ledger.games import air_fare


def chicago_without_ann(**options: Any) -> Game:
    """Four players with a Chicago landing right each; in turn 2 Bea, Cal and Dee fly to Chicago, Ann does not:
    the game at turn 2's Advertising Phase."""
    game = new_game(4, advertising=True, **options)
    for s in (1, 2, 3, 4):
        game.record("air_fare.loan", {"player": s, "amount": 20})
    no_grounding(game)
    draw(game, "Chicago", "Chicago", "Chicago", "Chicago")
    fly(game, *[(s, plane(game, s), "Minor Airport") for s in (1, 2, 3, 4)])
    game.record("air_fare.advertising", {"spending": []})
    game.record("air_fare.revenue", {})
    game.record(
        "air_fare.bids",
        {"bids": [{"player": s, "card": c, "amount": 60} for s, c in zip((1, 2, 3, 4), game.state.pool, strict=True)]},
    )
    no_grounding(game)
    draw(game, "Dallas", "Dallas", "Dallas", "Dallas")
    fly(game, *[(s, plane(game, s), "Chicago") for s in (2, 3, 4)])
    assert game.position() == "Turn 2, Advertising Phase"
    return game


#: Ann $0M (no landing at Chicago), Bea $1M, Cal $5M, Dee $10M: Bea doubles Ann alone, Cal doubles Ann and Bea
SPENDING = [
    {"player": 2, "city": "Chicago", "amount": 1},
    {"player": 3, "city": "Chicago", "amount": 5},
    {"player": 4, "city": "Chicago", "amount": 10},
]


@pytest.mark.parametrize("takes_from", ["own_revenue", "with_takings"])
def test_no_roll_is_asked_against_an_opponent_with_nothing_to_take(takes_from: str) -> None:
    game = chicago_without_ann(advertising_takes_from=takes_from)
    asked = air_fare.advertising_rolls_needed(game.state, SPENDING)
    assert asked == [{"player": 3, "city": "Chicago"}, {"player": 4, "city": "Chicago"}]  # not Bea: Ann has $0 there
    game.record("air_fare.advertising", {"spending": SPENDING, "rolls": [{**row, "roll": 2} for row in asked]})
    takings = air_fare.advertising_takings(game.state)
    assert all(t.amount == 0 for t in takings if t.opponent == 1)


def test_a_roll_not_asked_is_still_taken_as_typed() -> None:
    """A book recorded before typed a roll for every player who doubled an opponent: it replays alike."""
    game = chicago_without_ann()
    rolls = [{"player": s, "city": "Chicago", "roll": 4} for s in (2, 3, 4)]
    game.record("air_fare.advertising", {"spending": SPENDING, "rolls": rolls})
    assert set(game.state.ad_rolls) == {(2, "Chicago", 0), (3, "Chicago", 0), (4, "Chicago", 0)}


def test_per_opponent_asks_only_against_opponents_with_revenue() -> None:
    game = chicago_without_ann(advertising_rolls="per_opponent")
    asked = air_fare.advertising_rolls_needed(game.state, SPENDING)
    assert asked == [
        {"player": 3, "city": "Chicago", "opponent": 2},
        {"player": 4, "city": "Chicago", "opponent": 2},
        {"player": 4, "city": "Chicago", "opponent": 3},
    ]


def test_the_rolls_not_asked_are_named() -> None:
    """What the form says when no 1D10 is asked though someone spent twice as much (a newcomer's try: Ann's $1M
    against Bea's $0M read "nobody spent twice as much", against the rule): Bea doubled Ann, who has nothing there."""
    game = chicago_without_ann()
    assert air_fare.advertising_rolls_unasked(game.state, SPENDING) == [{"player": 2, "city": "Chicago"}]
    per_opponent = chicago_without_ann(advertising_rolls="per_opponent")
    assert air_fare.advertising_rolls_unasked(per_opponent.state, SPENDING) == [
        {"player": 2, "city": "Chicago", "opponent": 1},
        {"player": 3, "city": "Chicago", "opponent": 1},
        {"player": 4, "city": "Chicago", "opponent": 1},
    ]
    # Bea alone spends: she doubles Cal and Dee too, who have revenue there: her roll is asked
    only_bea = [{"player": 2, "city": "Chicago", "amount": 1}]
    assert air_fare.advertising_rolls_needed(game.state, only_bea) == [{"player": 2, "city": "Chicago"}]
    assert air_fare.advertising_rolls_unasked(game.state, only_bea) == []
