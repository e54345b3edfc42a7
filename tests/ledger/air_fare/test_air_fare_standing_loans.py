"""The standings count what a player owes other players as a loan, as they count the bank's (ledger/games/air_fare/
views.py, Standing.debt and Standing.owed_to; Air Fare, Object: "Add to your bank account the base cost of all of your
planes and landing rights minus any loans"; docs/rule-readings.md, Loans between players in the score). A newcomer's
try: the standings' "Loans" counted the bank loan alone, a player who owed other players showing less debt than he
had."""

from __future__ import annotations

from sample_helpers import played_sample, sample_record

from ledger.game import Game, GameSetup
from ledger.games import air_fare
from ledger.games.air_fare import META
from ledger.schema import new_game_options


def test_a_standing_owes_the_bank_and_each_player_by_name() -> None:
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    names = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")
    game = Game(GameSetup("air_fare", "standard", "loans", names, options))
    game.record("air_fare.loan", {"player": 2, "amount": 40})
    game.record("air_fare.player_loan", {"lender": 3, "borrower": 2, "amount": 10})
    game.record("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 30})
    lines = {s.name: s for s in air_fare.standings(game.state)}
    bart = lines["Bartholomew"]
    assert (bart.loans, bart.borrowed, bart.debt) == (40, 40, 80)
    assert bart.owed_to == (("Annabelle", 30), ("Christopher", 10))  # by the lender's seat
    assert (lines["Annabelle"].lent, lines["Annabelle"].debt, lines["Annabelle"].owed_to) == (30, 0, ())
    for s in lines.values():  # each line adds up, the dues of the coming Revenue Phase (his interest) aside
        assert s.cash + s.cards - s.debt + s.lent - s.dues == s.score, s


def test_the_final_scores_count_a_loan_between_players_still_owed() -> None:
    """The sample game (samples/air-fare-4p.md, final scores: Ann $1,404M, Bea $885M, Çelik $713M) with Ann lending
    Bea $50M before the last Draw Phase ends it: Ann's cash is $50M less and Bea owes it, so their scores stay the
    rulebook's totals; Bea's loans are $50M, owed to Ann."""
    setup, actions = sample_record("air-fare-4p")
    game = played_sample("air-fare-4p", len(actions) - 1)
    game.record("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 50})
    last = actions[-1]
    game.record(last.kind, last.payload, note=last.note)
    assert game.state.phase == "over"
    lines = {s.name: s for s in air_fare.standings(game.state)}
    assert [(s.name, s.score) for s in air_fare.standings(game.state)][:3] == [
        ("Ann", 1404),
        ("Bea", 885),
        ("Çelik", 713),
    ]
    ann, bea = lines["Ann"], lines["Bea"]
    assert (ann.cash, ann.lent, ann.debt) == (94, 50, 0)
    assert (bea.cash, bea.loans, bea.borrowed, bea.debt, bea.owed_to) == (435, 0, 50, 50, (("Ann", 50),))
    for s in lines.values():  # nothing is owed once the game is over: cash + cards − loans (+ lent) is the score
        assert s.dues == 0 and s.cash + s.cards - s.debt + s.lent == s.score, s
