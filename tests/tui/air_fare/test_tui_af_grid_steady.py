"""The table's grid keeps one shape and every cell whole (tui/games/air_fare/table.py, draw_players, loans_cell).

A newcomer's try (5 players, names of 8-12 letters, 80x24 and 120x36): the heading switched between "Loans" and
"Bank loan | Owes players" from one action to the next (and at 120x36 whenever a form was open); at 80x24 one row
read "bank $40M, players $20M" and the next "Annabelle $30M"; "Christopher (out)" widened the name column and cut
the heading to "Landing ri", a row to "2 Minor, …", and Evangeline's four landing rights lost Boston.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import DataTable
from tui_helpers import drawn_text, import_sample, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AirbankerApp
from tui.games.air_fare.table import AirFareScreen, loans_cell, short_city

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")


def new_game(app: AirbankerApp) -> int:
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    return app.book.create_game(GameSetup("air_fare", "standard", "steady", NAMES, options))


def grid(app: AirbankerApp) -> tuple[list[str], dict[str, list[str]]]:
    """The grid's labels and its rows by player's name, each cell's lines joined by a space."""
    table = app.screen.query_one("#grid", DataTable)
    labels = [column.label.plain for column in table.columns.values()]
    rows = [[" ".join(str(cell).split()) for cell in table.get_row_at(row)] for row in range(table.row_count)]
    return labels, {row[0]: row for row in rows}


def test_a_loans_cell_has_one_form_in_every_row() -> None:
    assert loans_cell(40, [("Christopher", 20)]) == "bank $40M, players $20M"
    assert loans_cell(0, [("Annabelle", 30)]) == "players $30M"
    assert loans_cell(0, [("Annabelle", 2), ("Dominique", 5)]) == "players $7M"
    assert loans_cell(40, []) == "bank $40M"
    assert loans_cell(0, []) == "—"


@pytest.mark.parametrize(("size", "split"), [((80, 24), False), ((120, 36), True)])
@run
async def test_the_loan_columns_keep_their_shape_from_one_action_to_the_next(
    tmp_path: Path, size: tuple[int, int], split: bool
) -> None:
    """The newcomer's steps: no loan, then a bank loan, then loans between players, then a form open: the headings
    are those of the terminal's width every time; at 80x24 every row says "bank" and sums the players owed."""
    app = make_app(tmp_path)
    game_id = new_game(app)
    heads = ["Bank loan", "Owes players"] if split else ["Loans"]
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        assert grid(app)[0][2 : 2 + len(heads)] == heads
        app.book.record(game_id, "air_fare.loan", {"player": 1, "amount": 40})
        app.game_changed()
        await pilot.pause()
        labels, rows = grid(app)
        assert labels[2 : 2 + len(heads)] == heads
        assert rows["Annabelle"][2] == ("$40M" if split else "bank $40M")
        app.book.record(game_id, "air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 30})
        app.book.record(game_id, "air_fare.player_loan", {"lender": 3, "borrower": 1, "amount": 20})
        app.game_changed()
        await pilot.pause()
        labels, rows = grid(app)
        assert labels[2 : 2 + len(heads)] == heads
        if split:
            assert rows["Annabelle"][2:4] == ["$40M", "Christopher $20M"]
            assert rows["Bartholomew"][2:4] == ["—", "Annabelle $30M"]
        else:
            assert rows["Annabelle"][2] == "bank $40M, players $20M"
            assert rows["Bartholomew"][2] == "players $30M"
        await keys(pilot, "l")  # a form open over the table
        assert not isinstance(app.screen, AirFareScreen)
        table = app.screen_stack[-2]
        assert isinstance(table, AirFareScreen)
        table.refresh_game()
        await pilot.pause()
        labels = [c.label.plain for c in table.query_one("#grid", DataTable).columns.values()]
        assert labels[2 : 2 + len(heads)] == heads


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_a_crowded_grid_is_drawn_whole_its_landing_rights_folded(tmp_path: Path, size: tuple[int, int]) -> None:
    """The sample game late (four players, many cards), a loan between players and a $100M bank loan: the
    heading "Landing rights" whole, no cell cut ("…"), every city of every player's landing rights in the grid."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", 120)
    app.book.record(game_id, "air_fare.player_loan", {"lender": 1, "borrower": 3, "amount": 2})
    app.book.record(game_id, "air_fare.loan", {"player": 2, "amount": 100})
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        labels, rows = grid(app)
        assert labels[-1] == "Landing rights"
        state = app.game.state
        drawn = drawn_text(app)
        assert "Landing rights" in drawn
        for player in state.players:
            row = rows[player.name]
            assert not any("…" in cell for cell in row), row
            table = app.screen.query_one("#grid", DataTable)
            rights = str(table.get_row_at(state.players.index(player))[-1]).splitlines()
            assert not any(line.split()[-1].isdigit() for line in rights if line.split()), rights  # "2" / "Chicago"
            for card in player.rights:
                city = state.city_of(card)
                assert short_city(city) in row[-1], (city, row)
        assert all(cell_len(line) <= size[0] for line in drawn.splitlines())
