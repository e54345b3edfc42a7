"""Whether any amounts could ask a 1D10 at an Advertising Phase, known before they are typed
(ledger/games/air_fare/advertising.py, advertising_rolls_possible): the Advertising form's key line says by it what
what follows the reveal while the amounts are masked (y records, or the 1D10s are asked if due)."""

from __future__ import annotations

import pytest
from test_air_fare_rules import draw, fly, new_game, no_grounding, plane

from ledger.game import Game
from ledger.games import air_fare
from ledger.games.air_fare import advertising


def chicago(flyers: tuple[int, ...], **options: object) -> Game:
    """Four players with a Chicago landing right each, ``flyers`` landing at Chicago in turn 2: the game at turn 2's
    Advertising Phase."""
    game = new_game(4, advertising=True, **options)
    for s in (1, 2, 3, 4):
        game.record("air_fare.loan", {"player": s, "amount": 20})
    no_grounding(game)
    draw(game, "Chicago", "Chicago", "Chicago", "Chicago")
    fly(game, *[(s, plane(game, s), "Minor Airport") for s in (1, 2, 3, 4)])
    assert not air_fare.advertising_rolls_possible(game.state)  # turn 1: no landing rights to advertise at
    game.record("air_fare.advertising", {"spending": []})
    game.record("air_fare.revenue", {})
    game.record(
        "air_fare.bids",
        {"bids": [{"player": s, "card": c, "amount": 60} for s, c in zip((1, 2, 3, 4), game.state.pool, strict=True)]},
    )
    no_grounding(game)
    draw(game, "Dallas", "Dallas", "Dallas", "Dallas")
    fly(game, *[(s, plane(game, s), "Chicago" if s in flyers else "Minor Airport") for s in (1, 2, 3, 4)])
    assert game.position() == "Turn 2, Advertising Phase"
    return game


@pytest.mark.parametrize("per", ["per_city", "per_opponent"])
def test_a_roll_is_possible_where_an_opponent_has_revenue(per: str) -> None:
    game = chicago((3,), advertising_rolls=per)
    assert air_fare.advertising_rolls_possible(game.state)
    spending = [{"player": 1, "city": "Chicago", "amount": 2}, {"player": 3, "city": "Chicago", "amount": 1}]
    assert air_fare.advertising_rolls_needed(game.state, spending)  # the amounts that show it


def test_no_roll_is_possible_with_no_revenue_to_take() -> None:
    """Nobody landed at Chicago: whatever the amounts, no 1D10 is asked (the reveal records at once)."""
    game = chicago(())
    assert not air_fare.advertising_rolls_possible(game.state)
    spending = [{"player": s, "city": "Chicago", "amount": a} for s, a in ((1, 8), (2, 4), (3, 2), (4, 1))]
    assert air_fare.advertising_rolls_needed(game.state, spending) == []


def test_with_takings_an_outspender_doubled_may_be_rolled_against() -> None:
    """Option advertising_takes_from "with_takings": an opponent who outspends a third player may take from him
    first, so a roll against him is asked though he landed nowhere."""
    game = chicago((), advertising_takes_from="with_takings")
    assert air_fare.advertising_rolls_possible(game.state)


def test_the_revenue_is_worked_out_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every pair of holders at every city is tried with the same board: the turn's revenue by city is worked out
    once, not once a pair (twelve times for four holders at Chicago, a review)."""
    game = chicago(())
    detail = advertising._revenue_detail
    calls: list[object] = []

    def counted(state: air_fare.AirFareState) -> object:
        calls.append(state)
        return detail(state)

    monkeypatch.setattr(advertising, "_revenue_detail", counted)
    assert not air_fare.advertising_rolls_possible(game.state)  # every pair tried: none can roll
    assert len(calls) == 1
