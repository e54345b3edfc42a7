"""What got in the way when Air Fare was tried as a new user would, in tmux (issue 13), each fixed and held here.

Seats: Ann (Boeing 737 #1, Minor Airports #2 #3), Bea (DC-9 #4, Minor #5 #6), Cal (737 #7, Minor #8 #9),
Dee (DC-9 #10, Minor #11 #12); $50M each (Air Fare, Setup).
"""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_text, make_app, run

from ledger.game import GameSetup
from tui.app import AirbankerApp
from tui.games.air_fare.table import AirFareScreen

NAMES = ("Ann", "Bea", "Cal", "Dee")


async def open_game(pilot: object, app: AirbankerApp) -> int:
    """A new 4-player Air Fare game in the book, opened on its table screen."""
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "tryout", NAMES, {}))
    await pilot.pause()  # type: ignore[attr-defined]
    app.open_game(game_id)
    await pilot.pause()  # type: ignore[attr-defined]
    assert isinstance(app.screen, AirFareScreen)
    return game_id


def cal_lends_dee(app: AirbankerApp, game_id: int) -> None:
    """Raise Money Fast: "make loans to each other": Cal lends Dee $20M."""
    app.book.record(game_id, "air_fare.player_loan", {"lender": 3, "borrower": 4, "amount": 20})
    app.game_changed()


@run
async def test_the_audit_names_a_loan_between_players_by_its_players(tmp_path: Path) -> None:
    """The audit (F4) listed the accounts of a loan between players by their codes, ``p3:lent:p4`` and
    ``p4:owes:p3``: it says whose they are, as it does for cash and bank loans."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        game_id = await open_game(pilot, app)
        cal_lends_dee(app, game_id)
        await pilot.pause()
        await pilot.press("f4")
        await pilot.pause(0.5)
        drawn = drawn_text(app)
        assert "Cal's loan to Dee" in drawn and "Dee's debt to Cal" in drawn, drawn
        assert "p3:" not in drawn and "p4:" not in drawn, drawn
