"""Snapshots of the 1930 table screen at 80×24 (the smallest terminal airbanker accepts): a Normal
Stock Round, an Operation Phase, the Fly form the ``f`` key opens in it, the End of Turn form and the
dividend summary.

The game is the bundled 4-player sample (samples/golden-age-4p.jsonl, ILLUSTRATIVE tables), cut
at a chosen action and stored with :meth:`ledger.store.Book.import_actions` with fixed
``created_at``/``recorded_at`` times, so nothing on screen depends on the clock, the machine's
time zone (the ``utc`` fixture) or the user's config (a theme is written to a config file in
``tmp_path``). Regenerate with ``pytest tests/test_tui_golden_age_snapshots.py --snapshot-update``
and look at the SVGs under ``tests/tui/golden_age/__snapshots__/test_tui_golden_age_snapshots/``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ga_three import three
from tui_helpers import import_sample, themed_app

from ledger.store import Book
from tui.app import AirbankerApp
from tui.games.golden_age.forms import EndTurnForm, OperateForm
from tui.games.golden_age.table import DividendsScreen, GoldenAgeScreen

SIZE = (80, 24)
SAMPLE = "golden-age-4p"
#: Turn 2, Normal Stock Round (Chuck holds the First Player marker), each has bought twice: Zoë to buy
STOCK_ROUND = 42
#: Turn 2, Operation Phase, Operating Round 3: Carla's action (Green, Pink, Red unused)
OPERATION = 60
#: Turn 2, End of Turn: every income but Brown's typed this turn
END_OF_TURN = 74


async def open_table(pilot: Any, app: AirbankerApp, game_id: int) -> GoldenAgeScreen:
    """The game's table screen, laid out, no notification left on it."""
    await pilot.pause()
    app.open_game(game_id)
    await pilot.pause()
    app.clear_notifications()
    await pilot.pause()
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, GoldenAgeScreen)
    return screen


def test_snapshot_stock_round(book: Book, tmp_path: Path, utc: Any, snap_compare: Any) -> None:
    """Turn 2, Normal Stock Round: whose buy, prices, pools, holdings, cash and the buys allowed."""
    game_id = import_sample(book, SAMPLE, STOCK_ROUND)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await open_table(pilot, app, game_id)
        assert app.game.position() == "Turn 2, Normal Stock Round"

    assert snap_compare(app, terminal_size=SIZE, run_before=before)


def test_snapshot_operation_phase(book: Book, tmp_path: Path, utc: Any, snap_compare: Any) -> None:
    """Turn 2, Operating Round 3: unused/held tokens, actions taken and left, whose action."""
    game_id = import_sample(book, SAMPLE, OPERATION)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await open_table(pilot, app, game_id)
        assert app.game.position() == "Turn 2, Operation Phase, round 3"

    assert snap_compare(app, terminal_size=SIZE, run_before=before)


def test_snapshot_fly_form(book: Book, tmp_path: Path, utc: Any, snap_compare: Any) -> None:
    """f in the Operation Phase: airline, income, the CEO's choice (who decides), then whose token."""
    game_id = import_sample(book, SAMPLE, OPERATION)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await open_table(pilot, app, game_id)
        await pilot.press("f")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, OperateForm)

    assert snap_compare(app, terminal_size=SIZE, run_before=before)


def test_snapshot_operation_phase_at_120x36(book: Book, tmp_path: Path, utc: Any, snap_compare: Any) -> None:
    """Turn 2, Operating Round 3 at 120×36: the wide grid (Income, Action cost, This turn spelled out) and the
    latest actions in the room under it."""
    game_id = import_sample(book, SAMPLE, OPERATION)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await open_table(pilot, app, game_id)
        assert app.game.position() == "Turn 2, Operation Phase, round 3"

    assert snap_compare(app, terminal_size=(120, 36), run_before=before)


def test_snapshot_end_of_turn_income_changed(book: Book, tmp_path: Path, utc: Any, snap_compare: Any) -> None:
    """e at Turn 2's End of Turn, Brown's income (not typed this turn) typed on the form: its row marked "changed
    here", the others with what the turn did to them, the live line with what the end will record."""
    game_id = import_sample(book, SAMPLE, END_OF_TURN)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await open_table(pilot, app, game_id)
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, EndTurnForm)
        await pilot.press("backspace", "backspace", "3", "0")
        await pilot.pause()
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=before)


def test_snapshot_dividend_summary_started_airlines(book: Book, tmp_path: Path, utc: Any, snap_compare: Any) -> None:
    """d after a First Stock Round (ga_three: five airlines started, income $6 each): each payment that started an
    airline followed by its first income, "Start an airline"."""
    game_id = three(book, 0)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await open_table(pilot, app, game_id)
        await pilot.press("d")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, DividendsScreen)

    assert snap_compare(app, terminal_size=SIZE, run_before=before)
