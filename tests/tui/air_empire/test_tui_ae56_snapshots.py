"""Snapshots of what task ae56 changed on screen: the bids' order from the Senior President on the form's first line
and the bidder named at the hand-over, and a name too long for the table's grid said whole under it
(tests/tui/air_empire/test_tui_ae56_fixes.py plays each through). Regenerate with ``--snapshot-update`` and look at
the SVGs under ``__snapshots__/test_tui_ae56_snapshots/``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sample_helpers import sample_record
from test_tui_snapshots import SIZES, open_bids, settle
from tui_helpers import form_setup, import_sample, open_game_at, themed_app

from ledger.store import Book
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.table import TableScreen

SAMPLE = "air-empire-basic-4p"


@pytest.mark.parametrize("size", SIZES)
def test_snapshot_bids_order_at_the_hand_over(
    book: Book, tmp_path: Path, utc: Any, snap_compare: Any, size: tuple[int, int]
) -> None:
    """Y1 Q2, Bea Senior President: her bid kept, Çelik's fields open ("Bea's bid is kept. Now: Çelik (seat 3)"),
    under "Order this quarter: Bea (Senior President), Çelik, Dmitri, Ann"; ctrl+s goes on to Dmitri."""
    _setup, actions = sample_record(SAMPLE)
    index = [i for i, a in enumerate(actions) if a.kind == "air_empire.bids"][1]
    game_id = import_sample(book, SAMPLE, index)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        bids = await open_bids(pilot, app, game_id)
        assert isinstance(bids, BidsScreen)
        await pilot.press("a", "enter", *"13000", "ctrl+s")
        await settle(pilot)
        assert bids.current == 1

    assert snap_compare(app, terminal_size=size, run_before=before)


def test_snapshot_table_names_in_full(book: Book, tmp_path: Path, utc: Any, snap_compare: Any) -> None:
    """80x24, a new 3-player game with "Alexandra-Marie Fitzwilliam-Montgomery": the grid's heads compact ("Idle",
    "Oper"), her name still cut there, and said whole on the line over Ann's detail."""
    setup = form_setup("air_empire", "basic", "Long", "Ann", "Alexandra-Marie Fitzwilliam-Montgomery", "Cal")
    game_id = book.create_game(setup)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await open_game_at(pilot, game_id)
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)

    assert snap_compare(app, terminal_size=(80, 24), run_before=before)
