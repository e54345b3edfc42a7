"""A refusal says the problem, not a bare fact (ledger/games/air_fare/raise_money.py). A newcomer's try: paying
back 35 gave "Refused: Amount: Bartholomew owes Annabelle $30M"; a trade price of 45 gave "Refused: Price:
Evangeline has $28M"."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_text, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")


def setup() -> GameSetup:
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    return GameSetup("air_fare", "standard", "refusals", NAMES, options)


@run
async def test_paying_back_more_than_is_owed_says_more_than(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = app.book.create_game(setup())
    app.book.record(game_id, "air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 30})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "u", "1", "enter", "2", "enter", "35", "enter")
        words = " ".join(drawn_text(app).split())
        assert "more than the $30M Bartholomew owes Annabelle" in words, drawn_text(app)
        assert app.game.state.player_loans == {(1, 2): 30}
