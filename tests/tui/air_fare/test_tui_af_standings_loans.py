"""The standings' loans are what a player owes the bank and other players, in the table's form (tui/games/air_fare/
table.py, StandingsScreen). A newcomer's try (5 players, long names): "Loans" counted the bank loan alone, so a
player who owed other players showed less debt than he had (Air Fare, Object: "minus any loans")."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import DataTable, Static
from tui_helpers import drawn_text, keys, make_app, run, text

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.games.air_fare.table import StandingsScreen

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")


def rows_of(table: DataTable[object]) -> dict[str, list[str]]:
    """Each row's cells by player, a cell folded on two lines joined by a space."""
    out = {}
    for i in range(table.row_count):
        cells = [" ".join(str(c).split()) for c in table.get_row_at(i)]
        out[cells[1]] = cells
    return out


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_the_standings_count_what_is_owed_to_players_as_loans(tmp_path: Path, size: tuple[int, int]) -> None:
    """Bartholomew owes the bank $40M, Annabelle $30M and Christopher $10M: his loans are $80M, $40M of them to
    players; $50M + $65M (DC-9 $25M, two Minor Airports $40M) + $80M borrowed − $80M = $115M, less the $8M
    interest due at this turn's Revenue Phase. Annabelle: $20M + $65M + $30M lent = $115M."""
    app = make_app(tmp_path)
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "loans", NAMES, options))
    app.book.record(game_id, "air_fare.loan", {"player": 2, "amount": 40})
    app.book.record(game_id, "air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 30})
    app.book.record(game_id, "air_fare.player_loan", {"lender": 3, "borrower": 2, "amount": 10})
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "v")
        screen = app.screen
        assert isinstance(screen, StandingsScreen)
        table = screen.query_one("#standings", DataTable)
        head = [str(c.label) for c in table.columns.values()]
        rows = rows_of(table)
        if size[0] < 100:  # the table's one Loans column
            assert head == ["Rank", "Player", "Cash", "Cards", "Loans", "Lent", "Dues", "Worth", ""], head
            bart = rows["Bartholomew"][2:8]
            assert bart == ["$130M", "$65M", "bank $40M, players $40M", "—", "$8M", "$107M"], rows
            assert rows["Annabelle"][2:8] == ["$20M", "$65M", "—", "$30M", "$0M", "$115M"], rows
        else:  # the table's two: the bank's, and each player owed by name
            assert head == ["Rank", "Player", "Cash", "Cards", "Bank loan", "Owes players", "Lent", "Dues", "Worth", ""]
            bart = rows["Bartholomew"][2:9]
            assert bart == ["$130M", "$65M", "$40M", "Annabelle $30M, Christopher $10M", "—", "$8M", "$107M"], rows
            assert rows["Christopher"][2:9] == ["$40M", "$65M", "—", "—", "$10M", "$0M", "$115M"], rows
        drawn = drawn_text(app)
        assert "Bartholomew" in drawn and "…" not in drawn, drawn  # every cell whole, folded rather than cut
        assert table.region.right <= size[0]
        head_text = " ".join(text(screen.query_one("#standings-head", Static)).split())
        assert "− loans, the bank's and other players' + lent to players" in head_text, head_text
        while str(table.get_row_at(table.cursor_row)[1]) != "Bartholomew":
            await keys(pilot, "down")
        detail = " ".join(text(screen.query_one("#standings-text", Static)).split())
        assert (
            "cash $130M + cards $65M − bank loan $40M − owed to players $40M − owed this turn $8M → worth $107M"
            in detail
        ), detail
        assert "owed to players: Annabelle $30M, Christopher $10M" in detail, detail


def test_the_printed_standings_take_off_every_loan() -> None:
    """The standings ``airbanker`` prints (after the sheets, tui/games/__init__.py) took off the bank loan alone:
    Bartholomew's line read $130M + $65M − $40M and still made $107M."""
    from ledger.game import Game
    from tui.games import screens_for

    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game = Game(GameSetup("air_fare", "standard", "loans", NAMES, options))
    game.record("air_fare.loan", {"player": 2, "amount": 40})
    game.record("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 30})
    game.record("air_fare.player_loan", {"lender": 3, "borrower": 2, "amount": 10})
    lines = screens_for("air_fare").standings(game, "en_US")
    assert lines[0] == "Scores now (cash + cards at base cost − loans + lent − owed this turn):", lines
    bart = " ".join(next(line for line in lines if "Bartholomew" in line).split())
    assert bart == "5. Bartholomew $130M + $65M − $80M + $0M lent − $8M owed = $107M", bart
    ann = " ".join(next(line for line in lines if "Annabelle" in line).split())
    assert ann == "1. Annabelle $20M + $65M − $0M + $30M lent − $0M owed = $115M", ann


@pytest.mark.parametrize(
    ("names", "actions"),
    [
        # "bank $4M, players $10M" fits on one line: an empty mark column took six cells and cut every name
        (NAMES, [("air_fare.loan", {"player": 1, "amount": 4})]),
        # two long loans cells fold onto a second line, the names whole
        (
            NAMES,
            [
                ("air_fare.loan", {"player": 1, "amount": 96}),
                ("air_fare.loan", {"player": 2, "amount": 100}),
                ("air_fare.player_loan", {"lender": 3, "borrower": 2, "amount": 41}),
            ],
        ),
        # names of twelve letters stay whole at 80 columns
        (
            ("Annabellexyz", "Bartholomewz", "Christopherz", "Dominiquexyz", "Evangelinexy"),
            [
                ("air_fare.loan", {"player": 1, "amount": 96}),
                ("air_fare.loan", {"player": 2, "amount": 100}),
                ("air_fare.player_loan", {"lender": 3, "borrower": 2, "amount": 41}),
            ],
        ),
    ],
)
@run
async def test_the_standings_show_every_name_whole_at_80_columns(
    tmp_path: Path, names: tuple[str, ...], actions: list[tuple[str, dict[str, int]]]
) -> None:
    """A newcomer's try (5 players, 80x24, Annabelle owing the bank $4M and Bartholomew $10M): all five names cut to
    "Barth…" while the Loans cell stood on one line. The names come first; the loans fold onto two lines."""
    app = make_app(tmp_path)
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "loans", names, options))
    app.book.record(game_id, "air_fare.player_loan", {"lender": 2, "borrower": 1, "amount": 10})
    for kind, payload in actions:
        app.book.record(game_id, kind, payload)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "v")
        drawn = drawn_text(app)
        table = app.screen.query_one("#standings", DataTable)
        assert "…" not in drawn and table.region.right <= 80, drawn
        for name in names:
            assert any(line.split()[1:2] == [name] for line in drawn.splitlines() if line.split()), (name, drawn)
        annabelle = rows_of(table)[names[0]]
        assert annabelle[4] in ("bank $4M, players $10M", "bank $96M, players $10M"), annabelle
        assert "players $10M" in drawn and ("bank $96M," in drawn or "bank $4M," in drawn), drawn
