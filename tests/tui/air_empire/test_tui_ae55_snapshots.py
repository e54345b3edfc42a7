"""Snapshots at 80x24 of what task ae55 changed on screen: the bid reveal saying how the Flight Profit was rounded,
the purchase form's Pays saying "refused" beside the live line's refusal, and the table's Status column in its
compact form beside a long name (tests/tui/air_empire/test_tui_ae55_fixes.py plays each through). Regenerate with
``--snapshot-update`` and look at the SVGs under ``__snapshots__/test_tui_ae55_snapshots/``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_tui_ae55_fixes import BEFORE_Q5_CARD, merged_into_a_long_name
from test_tui_snapshots import open_bids, reveal, settle
from tui_helpers import import_sample, open_game_at, themed_app

from ledger.store import Book
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import PurchaseForm
from tui.games.air_empire.table import TableScreen

SAMPLE = "air-empire-basic-4p"


def test_snapshot_reveal_says_the_flight_profit_rounding(
    book: Book, tmp_path: Path, utc: Any, snap_compare: Any
) -> None:
    """Y2 Q1, Salt Lake City at a revenue of $22,250: Ann's A $12,000 makes $10,250, entered $10,200."""
    game_id = import_sample(book, SAMPLE, BEFORE_Q5_CARD)
    card = {
        "city": "Salt Lake City",
        "adjacent": ["Denver", "Helena", "Las Vegas"],
        "minimums": {"A": 10000, "B": 8000, "C": 6000},
        "revenue": 22250,
    }
    book.record(game_id, "air_empire.route_card", card)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        bids = await open_bids(pilot, app, game_id)
        assert isinstance(bids, BidsScreen)
        for cls, amount in (("a", "12000"), ("b", "9000"), ("c", "9000"), ("c", "8000")):
            await pilot.press(cls, "enter", *amount, "enter", "enter", "enter")
            await pilot.pause()
        await reveal(pilot, bids)
        assert "($22,250 − $12,000 = $10,250, a half rounds down)" in " ".join(bids.revealed)

    assert snap_compare(app, terminal_size=(80, 24), run_before=before)


def test_snapshot_purchase_pays_refused(book: Book, tmp_path: Path, utc: Any, snap_compare: Any) -> None:
    """Y2 Q2: Ann ($67,700) orders 9 Super Jets, then 2 Prop Jets and Enter: her Pays says "refused"."""
    game_id = import_sample(book, SAMPLE, 40)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await open_game_at(pilot, game_id)
        await pilot.press("p")
        await settle(pilot)
        assert isinstance(app.screen, PurchaseForm)
        await pilot.press("tab", "9", "shift+tab", "2", "enter")
        await settle(pilot)

    assert snap_compare(app, terminal_size=(80, 24), run_before=before)


def test_snapshot_table_status_compact(book: Book, tmp_path: Path, utc: Any, snap_compare: Any) -> None:
    """A 3-player game, Cal merged into Alexandra-Marie, Ann with loan room: Cal's Status "Merged"."""
    app = themed_app(book, tmp_path)
    game_id = merged_into_a_long_name(app)

    async def before(pilot: Any) -> None:
        await open_game_at(pilot, game_id)
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)

    assert snap_compare(app, terminal_size=(80, 24), run_before=before)
