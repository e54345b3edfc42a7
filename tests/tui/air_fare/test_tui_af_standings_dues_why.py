"""The standings say why a player owes what he owes this turn, the interest with what it is charged on as the
Revenue form says it (tui/games/air_fare/table.py, StandingsScreen, dues_why). A newcomer's try (4 players, 80x24):
Bartholomew borrowed $80M and repaid $20M in turn 1; "Dues $16M" and "owed this turn $16M" were not the 20% of the
$60M still owed, and nothing said why (Air Fare, Raise Money Fast; option bank_repayment "with_interest")."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable, Static
from tui_helpers import drawn_words, keys, make_app, run, text

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.games.air_fare.table import StandingsScreen

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique")
WHY = "20% of $80M: $20M borrowed and repaid since the last Revenue Phase"


@run
async def test_the_standings_say_why_the_dues_are_what_they_are(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "dues", NAMES, new_game_options(META.options, {})))
    app.book.record(game_id, "air_fare.loan", {"player": 2, "amount": 80})
    app.book.record(game_id, "air_fare.repay", {"player": 2, "amount": 20})
    app.book.record(game_id, "air_fare.loan", {"player": 3, "amount": 30})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "v")
        screen = app.screen
        assert isinstance(screen, StandingsScreen)
        table = screen.query_one("#standings", DataTable)
        for name, said in (
            ("Bartholomew", f"owed this turn $16M: interest $16M ({WHY})"),
            ("Christopher", "owed this turn $6M: interest $6M (20% of $30M loans)"),
        ):
            row = next(i for i in range(table.row_count) if str(table.get_row_at(i)[1]) == name)
            table.move_cursor(row=row)
            await pilot.pause()
            detail = " ".join(text(screen.query_one("#standings-text", Static)).split())
            assert said in detail, detail
            assert said in drawn_words(app), drawn_words(app)  # on screen whole, not only in the widget
        table.move_cursor(row=next(i for i in range(table.row_count) if str(table.get_row_at(i)[1]) == "Annabelle"))
        await pilot.pause()
        detail = " ".join(text(screen.query_one("#standings-text", Static)).split())
        assert "owed this turn" not in detail, detail  # nothing owed: nothing to explain
