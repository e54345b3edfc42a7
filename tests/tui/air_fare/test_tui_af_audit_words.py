"""The audit's account names whole with names of 8-12 letters (ledger/words.py, account_words). A newcomer's try
at 80x24 and 120x36: "Annabelle's loan to Bartholom…", "Bartholom…'s debt to Annabelle", and "Annabelle's loans
−$10M" read as every loan, though it is the bank loan alone."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import drawn_text, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_the_audit_names_each_loan_whole(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path)
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "audit", NAMES, options))
    app.book.record(game_id, "air_fare.loan", {"player": 1, "amount": 10})
    app.book.record(game_id, "air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 30})
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "a")
        await pilot.pause(0.5)
        drawn = drawn_text(app)
        assert "Annabelle lent Bartholomew" in drawn and "Bartholomew owes Annabelle" in drawn, drawn
        assert "Annabelle's bank loan" in drawn and "Annabelle's loans" not in drawn, drawn
        assert "Bartholom…" not in drawn, drawn
