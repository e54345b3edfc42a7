"""The money refusals say the problem (ledger/games/air_fare/raise_money.py; Air Fare, Raise Money Fast). A
newcomer's try: a trade price of 45 gave "Price: Evangeline has $28M", a fact, not the problem. Refusals are not
stored: the samples replay as before (test_sample_air_fare.py)."""

from __future__ import annotations

import pytest

from ledger.game import Game, GameSetup
from ledger.games.air_fare import META
from ledger.journal import RuleViolation
from ledger.schema import new_game_options

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")


def setup() -> GameSetup:
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    return GameSetup("air_fare", "standard", "refusals", NAMES, options)


def test_the_money_refusals_say_more_than() -> None:
    game = Game(setup())
    game.record("air_fare.player_loan", {"lender": 5, "borrower": 1, "amount": 22})  # Evangeline: $28M left
    card = game.state.player(1).rights[0]
    with pytest.raises(RuleViolation, match="more than Evangeline's \\$28M"):
        game.record("air_fare.trade", {"seller": 1, "buyer": 5, "card": card, "price": 45})
    with pytest.raises(RuleViolation, match="more than the \\$22M Annabelle owes Evangeline"):
        game.record("air_fare.player_repay", {"lender": 5, "borrower": 1, "amount": 30})
    game.record("air_fare.loan", {"player": 2, "amount": 20})
    with pytest.raises(RuleViolation, match="more than the \\$20M Bartholomew owes the bank"):
        game.record("air_fare.repay", {"player": 2, "amount": 30})
    with pytest.raises(RuleViolation, match="Annabelle owes the bank nothing"):
        game.record("air_fare.repay", {"player": 1, "amount": 10})
    with pytest.raises(RuleViolation, match="more than Evangeline's \\$28M"):
        game.record("air_fare.player_loan", {"lender": 5, "borrower": 2, "amount": 40})
