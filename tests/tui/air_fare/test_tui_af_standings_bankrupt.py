"""A bankrupt player's mark on the standings is read whole at 80x24 (tui/games/air_fare/table.py, StandingsScreen).

A newcomer's try at 80x24: the last column said "Bankrupt in turn…", cut, once the loans, what is lent and the
turn's dues had their columns. The mark now reads "Bankrupt, turn 12" and folds after its comma where the room is
short, before any name is cut."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sample_helpers import sample_record
from textual.widgets import DataTable
from tui_helpers import drawn_text, keys, open_game_at, run

from ledger.store import Book
from tui.app import AirbankerApp
from tui.games.air_fare.table import StandingsScreen

#: twelve letters each, the longest the table keeps whole at 80 columns
NAMES = ("Annabellexyz", "Bartholomewz", "Christopherz", "Dominiquexyz")


def stamped(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%S.000+00:00")


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_a_bankrupt_players_mark_is_whole(tmp_path: Path, size: tuple[int, int]) -> None:
    """The sample to its 77th action (Dmitri, here Dominiquexyz, bankrupt in turn 12; the turn's dues unpaid), then
    Bartholomewz lends $10M to Annabellexyz and both borrow from the bank: Loans, Lent and Dues all have columns."""
    book = Book(f"sqlite:///{tmp_path / 'book.sqlite'}")
    setup, actions = sample_record("air-fare-4p")
    start = datetime(2026, 1, 1, 20, tzinfo=UTC)
    kept = [
        dataclasses.replace(a, recorded_at=stamped(start + timedelta(minutes=i)))
        for i, a in enumerate(actions[:77], start=1)
    ]
    game_id = book.import_actions(dataclasses.replace(setup, players=NAMES), kept, created_at=stamped(start))
    book.record(game_id, "air_fare.player_loan", {"lender": 2, "borrower": 1, "amount": 10})
    book.record(game_id, "air_fare.loan", {"player": 1, "amount": 96})
    book.record(game_id, "air_fare.loan", {"player": 2, "amount": 60})
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=size) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "v")
        screen = app.screen
        assert isinstance(screen, StandingsScreen)
        table = screen.query_one("#standings", DataTable)
        head = [str(c.label) for c in table.columns.values()]
        assert "Lent" in head and "Dues" in head, head
        drawn = drawn_text(app)
        assert "…" not in drawn and table.region.right <= size[0], drawn
        lines = drawn.splitlines()
        row = next(i for i, line in enumerate(lines) if "Dominiquexyz" in line)
        for name in NAMES:
            assert any(line.split()[1:2] == [name] for line in lines if line.split()), (name, drawn)
        if size[0] < 100:  # folded after its comma, under itself
            assert lines[row].rstrip().endswith("Bankrupt,"), drawn
            assert lines[row + 1].strip() == "turn 12", drawn
            assert lines[row + 1].index("turn") == lines[row].index("Bankrupt"), drawn
        else:
            assert lines[row].rstrip().endswith("Bankrupt, turn 12"), drawn
