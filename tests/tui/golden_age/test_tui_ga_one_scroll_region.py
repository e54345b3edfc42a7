"""1930's Dividend summary and Stock Market screens at 80x24: one scroll region each (one scrollbar), and every
line reachable with the keys (Textual Pilot, the bundled sample: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_tui_ga_stock_lists import sample_game
from textual.containers import VerticalScroll
from textual.widgets import DataTable
from tui_helpers import SIZE, drawn_text, form_setup, keys, make_app, run, stored_game

from tui.games.golden_age.table import DividendsScreen, MarketScreen


def scrollbars(app: Any) -> list[tuple[str, str]]:
    """The widgets of the screen on top (the screen too) that show a scrollbar, and which."""
    shown = []
    for widget in [app.screen, *app.screen.walk_children()]:
        for axis in ("vertical", "horizontal"):
            if getattr(widget, f"show_{axis}_scrollbar", False):
                shown.append((f"{type(widget).__name__}#{widget.id}", axis))
    return shown


@run
async def test_the_dividend_summary_scrolls_in_one_region_to_every_line(tmp_path: Path) -> None:
    """A newcomer's try at 80x24 saw two scrollbars on the Dividend summary. One region scrolls (vertically), and
    Home and End reach its first line (the tables' note) and its last (the Final Flight's last Fly)."""
    app = make_app(tmp_path)
    game = sample_game(app.book, None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "d")
        assert isinstance(app.screen, DividendsScreen)
        assert scrollbars(app) == [("VerticalScroll#dividends-scroll", "vertical")], scrollbars(app)
        scroll = app.screen.query_one("#dividends-scroll", VerticalScroll)
        assert scroll.has_focus
        await keys(pilot, "home")
        assert scroll.scroll_y == 0
        assert "Stock Market track and Dividend Level table" in drawn_text(app)
        await keys(pilot, "end")
        await pilot.pause(0.2)
        assert scroll.scroll_y == scroll.max_scroll_y > 0
        lines = [line.strip() for line in drawn_text(app).splitlines()]
        assert lines[-2].startswith("$11/token: Neal 3×$11=$33"), lines[-3:]


@run
async def test_the_stock_market_scrolls_in_one_region_to_every_box(tmp_path: Path) -> None:
    """The Stock Market screen at 80x24: its board's table is the one region that scrolls (vertically, no sideways
    bar), and Home and End reach the highest box and the lowest."""
    app = make_app(tmp_path)
    game = sample_game(app.book, None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "s")
        assert isinstance(app.screen, MarketScreen)
        assert scrollbars(app) == [("DataTable#market", "vertical")], scrollbars(app)
        table = app.screen.query_one("#market", DataTable)
        await keys(pilot, "end")
        await pilot.pause(0.2)
        assert table.cursor_row == table.row_count - 1
        assert any(line.strip().startswith("1 ") for line in drawn_text(app).splitlines())
        await keys(pilot, "home")
        await pilot.pause(0.2)
        assert table.cursor_row == 0 and table.scroll_y == 0
        assert any(line.strip().startswith("26 ") for line in drawn_text(app).splitlines())


@run
async def test_the_stock_market_of_a_new_game_names_no_action_kind(tmp_path: Path) -> None:
    """A new game's Stock Market screen said the tables were "not entered yet (golden_age.tables)": the action's
    internal name. It says it in words, as the Dividend summary does."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, form_setup("golden_age", "standard", "New", "Ann", "Bea", "Cal", "Dee", "Eve"))
        await keys(pilot, "s")
        assert isinstance(app.screen, MarketScreen)
        said = " ".join(drawn_text(app).split())
        assert "golden_age" not in said, said
        assert "not entered yet (Stock Market and Dividend Level tables)" in said, said
