"""The views of loans between players the table and the loan form read (ledger/games/air_fare/views.py: owed_to,
loans_between, TablePlayer.owed_to; Air Fare, Raise Money Fast: "make loans to each other")."""

from __future__ import annotations

from ledger.game import Game, GameSetup
from ledger.games.air_fare import META, loans_between, owed_to, table_view
from ledger.schema import new_game_options


def four_players() -> Game:
    options = new_game_options(META.options, {})
    return Game(GameSetup("air_fare", "standard", "views", ("Ann", "Bob", "Cy", "Dee"), options))


def test_owed_to_names_each_lender_by_seat_and_leaves_out_loans_paid_back() -> None:
    game = four_players()
    game.record("air_fare.player_loan", {"lender": 2, "borrower": 3, "amount": 5})
    game.record("air_fare.player_loan", {"lender": 1, "borrower": 3, "amount": 2})
    game.record("air_fare.player_loan", {"lender": 2, "borrower": 4, "amount": 30})
    game.record("air_fare.loan", {"player": 3, "amount": 100})  # a bank loan is not owed to a player
    assert owed_to(game.state, 3) == ((1, 2), (2, 5))
    assert owed_to(game.state, 4) == ((2, 30),)
    assert owed_to(game.state, 1) == ()
    game.record("air_fare.player_repay", {"lender": 1, "borrower": 3, "amount": 2})
    assert owed_to(game.state, 3) == ((2, 5),)
    players = {p.name: p for p in table_view(game.state).players}
    assert players["Cy"].owed_to == (("Bob", 5),) and players["Cy"].loans == 100
    assert players["Dee"].owed_to == (("Bob", 30),) and players["Bob"].owed_to == ()


def test_loans_between_says_each_way() -> None:
    """Dee owes Bob $30M; Bob lends Dee nothing back: (30, 0) from Bob's side, (0, 30) from Dee's; once Dee lends
    Bob $5M, each way is a loan of its own."""
    game = four_players()
    game.record("air_fare.player_loan", {"lender": 2, "borrower": 4, "amount": 30})
    assert loans_between(game.state, 2, 4) == (30, 0)
    assert loans_between(game.state, 4, 2) == (0, 30)
    game.record("air_fare.player_loan", {"lender": 4, "borrower": 2, "amount": 5})
    assert loans_between(game.state, 4, 2) == (5, 30)
    assert loans_between(game.state, 1, 3) == (0, 0)


def test_the_ways_to_raise_name_the_loans_a_player_short_could_call_in() -> None:
    """A newcomer's try: Ann was short while Bob owed her $30M, and the ways to raise left it out (Air Fare, Raise
    Money Fast: "make loans to each other")."""
    from dataclasses import replace

    from ledger.games.air_fare import ShortPlayer, raise_money_kinds, ways_to_raise

    ann = ShortPlayer(1, "Ann", 8, 6, 60, (("interest", 8),), (), (("Bob", 80),), (("Bob", 30), ("Dee", 5)))
    ways = ways_to_raise(ann, repay_hint=" (u: repay)")
    assert "; loans to call in — Bob owes Ann $30M (u: repay), Dee owes Ann $5M (u: repay); from the others" in ways
    assert "loans to call in — Bob owes Ann $30M, Dee owes Ann $5M;" in ways_to_raise(ann)
    assert "call in" not in ways_to_raise(replace(ann, lent=()))
    game = four_players()
    game.record("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 30})
    assert "air_fare.player_repay" not in raise_money_kinds(game.state)  # nobody short
