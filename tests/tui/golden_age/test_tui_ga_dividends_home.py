"""1930's dividend summary on screen (``d``): Home and End reach its top and its foot (Textual Pilot, 80x24)."""

from __future__ import annotations

from pathlib import Path

from textual.containers import VerticalScroll
from tui_helpers import SIZE, import_sample, keys, make_app, open_game_at, run

from tui.games.golden_age.table import DividendsScreen


@run
async def test_home_reaches_the_top_of_the_dividend_summary(tmp_path: Path) -> None:
    """A newcomer's try at End of Turn 2: the summary opened on the turn being played; Home, then Up still showed
    lines above (Home scrolled smoothly, and the Up typed meanwhile stopped it short of the top). Home goes to the
    first line at once, Up then moves nothing; End to the last."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 73)
    async with app.run_test(size=SIZE) as pilot:
        app.animation_level = "full"  # as in a terminal
        await open_game_at(pilot, game)
        await keys(pilot, "d")
        screen = app.screen
        assert isinstance(screen, DividendsScreen)
        scroll = screen.query_one("#dividends-scroll", VerticalScroll)
        assert scroll.max_scroll_y > 0
        await pilot.press("home")
        assert scroll.scroll_y == 0  # at once, not over a second
        await keys(pilot, "up")
        await pilot.pause(0.3)
        assert scroll.scroll_y == 0
        await keys(pilot, "escape")
        await pilot.press("d", "home", "up")  # typed ahead, as the summary opens
        await pilot.pause(0.5)
        screen = app.screen
        assert isinstance(screen, DividendsScreen)
        scroll = screen.query_one("#dividends-scroll", VerticalScroll)
        assert scroll.scroll_y == 0
        await keys(pilot, "end")
        await pilot.pause(0.3)
        assert scroll.scroll_y == scroll.max_scroll_y
