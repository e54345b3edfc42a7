"""The grid's Loans cell of a player who owes only another player: "—+$20M" (no bank loan, then what is owed to
players), not "$0M+$20M" (tui/games/air_fare/table.py, loans_cell), at 80x24 and 120x36."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import drawn_text, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_a_player_who_owes_only_another_player_reads_a_dash_then_the_amount(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = make_app(tmp_path)
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "short", ("Ann", "Bea", "Cy"), options))
    app.book.record(game_id, "air_fare.player_loan", {"lender": 2, "borrower": 3, "amount": 20})
    app.book.record(game_id, "air_fare.loan", {"player": 1, "amount": 30})
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        rows = {line.split()[0]: line for line in drawn_text(app).splitlines() if line.split()[:1] in (["Bea"], ["Cy"])}
        assert "—+$20M" in rows["Cy"], rows
        assert "$0M+" not in drawn_text(app)
        assert "Loans: bank + owed to players" in drawn_text(app)
