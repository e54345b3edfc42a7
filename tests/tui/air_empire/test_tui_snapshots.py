"""Snapshots of the banker's main screens: the start screen, the Air Empire table and the
secret bids revealed, at 80×24 (the smallest terminal airbanker accepts) and at 120×36.

The games come from the bundled 4-player sample (samples/air-empire-basic-4p.jsonl), cut at a
chosen action and stored with :meth:`ledger.store.Book.import_actions` with fixed
``created_at``/``recorded_at`` times, so nothing on screen depends on the clock, the machine's
time zone (the ``utc`` fixture) or the user's config (a theme is written to a config file in
``tmp_path``). Regenerate with ``pytest tests/test_tui_snapshots.py --snapshot-update`` and look
at the SVGs under ``tests/tui/air_empire/__snapshots__/test_tui_snapshots/``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_helpers import import_sample, themed_app

from ledger.store import Book
from tui.app import AirbankerApp
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.table import TableScreen
from tui.screens.start import StartScreen

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 36), id="120x36")]

SAMPLE = "air-empire-basic-4p"
#: actions of the sample up to the Q5 (Y2 Q1, Salt Lake City) route card; Senior President Ann
Q5_CARD = 31
#: ... then the Q5 bids, Phase 4 purchase and Ann's maintenance: Bea, Çelik, Dmitri still owe 5c
Q5_MAINTENANCE = 34


async def settle(pilot: Any) -> None:
    """No notification left on screen, and everything laid out."""
    await pilot.pause()
    pilot.app.clear_notifications()
    await pilot.pause()
    await pilot.pause()


# -- start screen ---------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_snapshot_start_screen(book: Book, tmp_path: Path, utc: Any, snap_compare: Any, size: tuple[int, int]) -> None:
    """Three games: the whole sample (over), one in Phase 5 and one about to bid."""
    import_sample(book, SAMPLE, None, day=2)
    import_sample(book, SAMPLE, Q5_MAINTENANCE, title="Thursday club", day=3)
    import_sample(book, SAMPLE, Q5_CARD, title="Bids tonight", day=4)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)

    assert snap_compare(app, terminal_size=size, run_before=before)


# -- the table --------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_snapshot_table_mid_game(
    book: Book, tmp_path: Path, utc: Any, snap_compare: Any, size: tuple[int, int]
) -> None:
    """Y2 Q1, Phase 5: Ann has paid maintenance, the three others still owe their 5c."""
    game_id = import_sample(book, SAMPLE, Q5_MAINTENANCE)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await pilot.pause()
        app.open_game(game_id)
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert app.game.position().startswith("Y2 Q1")

    assert snap_compare(app, terminal_size=size, run_before=before)


# -- secret bids, revealed ----------------------------------------------------------------------
async def open_bids(pilot: Any, app: AirbankerApp, game_id: int) -> Any:
    """Open the game and its secret bids (b); the bids screen."""
    await pilot.pause()
    app.open_game(game_id)
    await pilot.pause()
    await pilot.press("b")
    await pilot.pause()
    return app.screen


async def reveal(pilot: Any, bids: Any) -> None:
    """Every bid typed: Enter reveals them together, and the ledger refuses none."""
    assert bids.stage == "ready"
    await pilot.press("enter")  # reveal
    await settle(pilot)
    assert bids.refusal is None, bids.refusal


#: Y2 Q1, Salt Lake City (min A $10,000 / B $8,000 / C $6,000), Senior President Ann.
#: Ann and Çelik tie at C $9,000 (1 SJ + 2 PJ by the sample's table): Ann wins as Senior
#: President. Dmitri's A $14,000 needs 2 SJ + 2 PJ and he has 2 SJ + 1 PJ idle: forfeited, so
#: Bea's A $12,000 wins.
BIDS_BY_SEAT = {1: ("c", "9000"), 2: ("a", "12000"), 3: ("c", "9000"), 4: ("a", "14000")}


@pytest.mark.parametrize("size", SIZES)
def test_snapshot_bids_revealed(book: Book, tmp_path: Path, utc: Any, snap_compare: Any, size: tuple[int, int]) -> None:
    game_id = import_sample(book, SAMPLE, Q5_CARD)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        bids = await open_bids(pilot, app, game_id)
        assert isinstance(bids, BidsScreen)
        for seat in (1, 2, 3, 4):
            cls, amount = BIDS_BY_SEAT[seat]
            await pilot.press(cls, "enter", *amount, "enter", "enter", "enter")  # the planes: the table's row
            await pilot.pause()
        await reveal(pilot, bids)
        assert [(o.bid.player, o.outcome) for o in bids.resolution] == [
            (1, "won"),
            (2, "won"),
            (3, "lost tie"),
            (4, "forfeited"),
        ]
        assert len(app.game.records) == Q5_CARD  # revealed, not recorded

    assert snap_compare(app, terminal_size=size, run_before=before)


# -- Air Fare: the table and the secret bids revealed ------------------------------------------
def air_fare_turn(book: Book) -> int:
    """A 3-player Air Fare game at its first Bid Phase: Bea's DC-9 grounded (rolled 2), Miami and a
    Boeing 747 in the Bidding Pool, the Holiday Season drawn by Cal, Ann and Cal flown to a Minor Airport."""
    from ledger.game import GameSetup

    game_id = book.create_game(GameSetup("air_fare", "standard", "Friday", ("Ann", "Bea", "Cal")))
    book.record(
        game_id,
        "air_fare.maintenance",
        {"rolls": [{"plane": 1, "roll": 7}, {"plane": 4, "roll": 2}, {"plane": 7, "roll": 9}]},
    )
    book.record(
        game_id,
        "air_fare.draw",
        {
            "cards": [
                {"player": 1, "card": "Miami"},
                {"player": 2, "card": "Boeing 747 Jumbo Jet"},
                {"player": 3, "card": "Holiday Season"},
            ]
        },
    )
    book.record(
        game_id,
        "air_fare.flights",
        {
            "flights": [
                {"player": 1, "plane": 1, "to": "Minor Airport"},
                {"player": 3, "plane": 7, "to": "Minor Airport"},
            ]
        },
    )
    book.record(game_id, "air_fare.revenue", {})
    return game_id


def test_snapshot_air_fare_table(book: Book, tmp_path: Path, utc: Any, snap_compare: Any) -> None:
    from tui.games.air_fare.table import AirFareScreen

    game_id = air_fare_turn(book)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await pilot.pause()
        app.open_game(game_id)
        await settle(pilot)
        assert isinstance(app.screen, AirFareScreen)

    assert snap_compare(app, terminal_size=(80, 24), run_before=before)


def test_snapshot_air_fare_bids_revealed(book: Book, tmp_path: Path, utc: Any, snap_compare: Any) -> None:
    """Ann $60M and Bea $50M on Miami, Cal no bid: Ann wins; nobody bids on the 747: discarded."""
    from tui.games.air_fare.forms import AirFareBidsScreen

    game_id = air_fare_turn(book)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        bids = await open_bids(pilot, app, game_id)
        assert isinstance(bids, AirFareBidsScreen)
        for amount in ("60", "50", ""):
            await pilot.press(*amount, "enter", "enter")
            await pilot.pause()
        await reveal(pilot, bids)
        assert len(app.game.records) == 4  # revealed, not recorded

    assert snap_compare(app, terminal_size=(80, 24), run_before=before)


# -- Air Empire Tournament Game: the table in Y7 Q1, the starting fleet leaving service ------------
def test_snapshot_tournament_table(book: Book, tmp_path: Path, utc: Any, snap_compare: Any) -> None:
    """4 players, Y7 Q1 after taxes: a fluctuation on 1d, every airline owes its Residual Value step."""
    from test_tui_tournament import Recorder

    game = Recorder(("Ann", "Bea", "Cal", "Dee"))
    game.to_year_7()
    game.record(
        "air_empire.route_card",
        game.card("Denver", fluctuations=[{"amount": -500, "cities": ["Capital"], "text": "Strike at Capital"}]),
    )
    game.record("air_empire.bids", {"bids": []})
    game.taxes()
    game_id = game.store(book)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await pilot.pause()
        app.open_game(game_id)
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert app.game.position().startswith("Y7 Q1")

    assert snap_compare(app, terminal_size=(80, 24), run_before=before)
