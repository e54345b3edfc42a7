"""The loan between players form says what is owed the other way (tui/games/air_fare/forms.py, PlayerLoanForm
.owed_text; the figures from ledger.games.air_fare.loans_between). A newcomer's try: while Dee owed Bob $30M, a loan
from Dee to Bob ("n 4 Enter 2 Enter 5") said only "Bob owes Dee $0M now.", where the banker may suggest netting."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_words, keys, make_app, run, text

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AirbankerApp
from tui.games.air_fare.forms import PlayerLoanForm


def dee_owes_bob(app: AirbankerApp) -> int:
    """Ann, Bob, Cy, Dee; Bob has lent Dee $30M."""
    setup = GameSetup(
        "air_fare", "standard", "other way", ("Ann", "Bob", "Cy", "Dee"), new_game_options(META.options, {})
    )
    game_id = app.book.create_game(setup)
    app.book.record(game_id, "air_fare.player_loan", {"lender": 2, "borrower": 4, "amount": 30})
    return game_id


@run
async def test_a_new_loan_the_other_way_says_what_is_owed_back_and_that_it_may_be_netted(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = dee_owes_bob(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "n", "4", "enter", "2", "enter", "5")
        assert isinstance(app.screen, PlayerLoanForm)
        owed = text(app.screen.query_one("#owed"))
        assert owed == (
            "Bob owes Dee $0M now; Dee owes Bob $30M the other way: the two may net them, Dee paying back instead (u)."
        ), owed
        drawn = drawn_words(app)  # inside the form's box, whole
        assert "Dee owes Bob $30M the other way: the two may net them, Dee paying back instead (u)." in drawn, drawn
        await keys(pilot, "escape", "d")  # the other way round: Bob lends Dee, who owes him; Bob owes nothing back
        await keys(pilot, "n", "2", "enter", "4", "enter", "5")
        assert isinstance(app.screen, PlayerLoanForm)
        assert text(app.screen.query_one("#owed")) == "Dee owes Bob $30M now.", text(app.screen.query_one("#owed"))


@run
async def test_a_repayment_says_what_is_owed_the_other_way(tmp_path: Path) -> None:
    """Dee owes Bob $30M and Bob owes Dee $5M: paying back Bob's loan to Dee says both, without the netting hint
    (a repayment nets them already)."""
    app = make_app(tmp_path)
    game_id = dee_owes_bob(app)
    app.book.record(game_id, "air_fare.player_loan", {"lender": 4, "borrower": 2, "amount": 5})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "u", "2", "enter")
        assert isinstance(app.screen, PlayerLoanForm)
        owed = text(app.screen.query_one("#owed"))
        assert owed == "Dee owes Bob $30M now; Bob owes Dee $5M the other way.", owed
