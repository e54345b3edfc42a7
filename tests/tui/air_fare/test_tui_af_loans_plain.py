"""The table's loans read plainly at a glance (tui/games/air_fare/table.py, draw_players and loans_cell).

A newcomer's try (4 players, Ann, Bob, Cy, Dee; Bob lends Dee $30M: "n 2 Enter 4 Enter 30 Enter"): the Loans column
said "—+$30M" for Dee, and "$100M+$2M" for Cy after a bank loan and $2M lent by Ann, which the banker could read
only with the legend ("Loans: bank + owed to players"). Where the grid has the room, the loans take two columns,
"Bank loan" and "Owes players" (each player owed named); else one column naming them ("bank $100M, Ann $2M"), the
cells saying "bank" and "players" in every row (tests/tui/air_fare/test_tui_af_grid_steady.py); never a "—+".
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len
from textual.widgets import DataTable
from tui_helpers import drawn_text, import_sample, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AirbankerApp
from tui.games.air_fare.table import AirFareScreen


def new_game(app: AirbankerApp, names: tuple[str, ...], **options: Any) -> int:
    setup = GameSetup("air_fare", "standard", "loans", names, new_game_options(META.options, options))
    return app.book.create_game(setup)


def grid_cells(app: AirbankerApp) -> tuple[list[str], dict[str, list[str]]]:
    """The grid's column labels and its rows by player's name."""
    grid = app.screen.query_one("#grid", DataTable)
    labels = [column.label.plain for column in grid.columns.values()]
    rows = [[" ".join(str(cell).split()) for cell in grid.get_row_at(row)] for row in range(grid.row_count)]
    return labels, {row[0]: row for row in rows}


def grid_lines(app: AirbankerApp, labels: list[str]) -> list[str]:
    """The grid's lines as drawn: its heading line and the rows under it."""
    lines = drawn_text(app).splitlines()
    head = next(i for i, line in enumerate(lines) if line.split()[:2] == labels[0:1] + labels[1:2])
    return lines[head : head + 1 + len(app.game.state.players)]


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_loans_between_players_read_in_a_column_of_their_own(tmp_path: Path, size: tuple[int, int]) -> None:
    """The newcomer's keys: Bob lends Dee $30M; then Cy borrows $100M from the bank and Ann lends Cy $2M. The grid
    has a "Bank loan" and an "Owes players" column, the players owed named; no "—+" or "+$" anywhere."""
    app = make_app(tmp_path)
    game_id = new_game(app, ("Ann", "Bob", "Cy", "Dee"))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "n", "2", "enter", "4", "enter", "30", "enter")
        assert isinstance(app.screen, AirFareScreen), getattr(app.screen, "live_text", "")
        assert app.game.state.player_loans == {(2, 4): 30}
        labels, rows = grid_cells(app)
        wide = size[0] >= 100
        if wide:
            assert labels[2:4] == ["Bank loan", "Owes players"], labels
            assert rows["Dee"][2:4] == ["—", "Bob $30M"], rows["Dee"]
        else:
            assert labels[2] == "Loans" and rows["Dee"][2] == "players $30M", (labels, rows["Dee"])
        app.book.record(game_id, "air_fare.loan", {"player": 3, "amount": 100})
        app.book.record(game_id, "air_fare.player_loan", {"lender": 1, "borrower": 3, "amount": 2})
        app.game_changed()
        await pilot.pause()
        labels, rows = grid_cells(app)
        if wide:
            assert rows["Cy"][2:4] == ["$100M", "Ann $2M"], rows["Cy"]
            assert rows["Ann"][2:4] == ["—", "—"], rows["Ann"]
        else:
            assert rows["Cy"][2] == "bank $100M, players $2M", rows["Cy"]
            assert rows["Ann"][2] == "—", rows["Ann"]
        drawn = drawn_text(app)
        assert "—+" not in drawn and "+$" not in drawn, drawn
        assert "Cy owes Ann $2M · Dee owes Bob $30M" in drawn
        lines = grid_lines(app, labels)
        assert "Landing rights" in lines[0] and all(cell_len(line) <= size[0] for line in lines), lines
        assert not any("…" in line for line in lines), lines  # the grid is drawn whole


@run
async def test_six_players_with_long_names_at_80x24_read_one_column_that_names_the_bank(tmp_path: Path) -> None:
    """Six players, long-ish names, at 80x24: one Loans column says "bank $100M" and "players $30M" (what is owed to
    players summed in every row, the notes naming who owes whom); the grid is drawn whole."""
    app = make_app(tmp_path)
    names = ("Annabel", "Bartholomew", "Cynthia", "Desmond", "Evangeline", "Frederick")
    game_id = new_game(app, names, minor_airports_for_extra_players="one_each")
    app.book.record(game_id, "air_fare.player_loan", {"lender": 2, "borrower": 4, "amount": 30})
    app.book.record(game_id, "air_fare.loan", {"player": 3, "amount": 100})
    app.book.record(game_id, "air_fare.player_loan", {"lender": 1, "borrower": 3, "amount": 2})
    app.book.record(game_id, "air_fare.player_loan", {"lender": 5, "borrower": 3, "amount": 4})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        labels, rows = grid_cells(app)
        assert labels[2] == "Loans" and "Owes players" not in labels, labels
        assert rows["Desmond"][2] == "players $30M", rows["Desmond"]
        assert rows["Cynthia"][2] == "bank $100M, players $6M", rows["Cynthia"]
        assert rows["Annabel"][2] == "—", rows["Annabel"]
        drawn = drawn_text(app)
        assert "—+" not in drawn and "+$" not in drawn, drawn
        assert "Cynthia owes Annabel $2M" in " ".join(drawn.split())
        lines = grid_lines(app, labels)
        assert lines[0].split()[-2:] == ["Landing", "rights"], lines
        assert all(cell_len(line) <= 80 for line in lines) and not any("…" in line for line in lines), lines


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_a_crowded_grid_still_names_the_players_owed(tmp_path: Path, size: tuple[int, int]) -> None:
    """The sample game at turn 16 (Ann holds four planes): Ann lends Çelik $2M, Bea lends him $5M. At 80x24 one
    Loans column sums them ("players $7M"), the notes naming both; at 120x36 two columns, the players named."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", 84)
    app.book.record(game_id, "air_fare.player_loan", {"lender": 1, "borrower": 3, "amount": 2})
    app.book.record(game_id, "air_fare.player_loan", {"lender": 2, "borrower": 3, "amount": 5})
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        labels, rows = grid_cells(app)
        drawn = drawn_text(app)
        if size == (80, 24):
            assert labels[2] == "Loans" and rows["Çelik"][2] == "players $7M", (labels, rows["Çelik"])
            assert "Çelik owes Ann $2M · Çelik owes Bea $5M" in " ".join(drawn.split())
        else:
            assert labels[2:4] == ["Bank loan", "Owes players"], labels
            assert rows["Çelik"][2:4] == ["—", "Ann $2M, Bea $5M"], rows["Çelik"]
        assert all(cell_len(line) <= size[0] for line in grid_lines(app, labels))
