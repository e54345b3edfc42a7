"""1930's Stock Market at 80x24 opens on the airlines' boxes and says how many boxes are above (and below), with
the key that shows them (Textual Pilot, 3 players, every airline at $3: ga_three)."""

from __future__ import annotations

from pathlib import Path

from ga_three import three
from tui_helpers import SIZE, drawn_text, keys, make_app, open_game_at, run, text

from tui.games.golden_age.table import MarketScreen


@run
async def test_the_market_says_the_boxes_above_the_airlines(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: ``s`` opened scrolled to the airlines at $3, box 23 the top line under "28 boxes,
    highest first"; boxes 24-28 came only with Home, and nothing said so. The line above the boxes says it, and
    follows the scroll: at the top (Home) it says what is below."""
    app = make_app(tmp_path)
    game = three(app.book)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "s")
        screen = app.screen
        assert isinstance(screen, MarketScreen)
        lines = drawn_text(app).splitlines()
        assert any("Blue, Green, Orange, Yellow, Pink" in line for line in lines)  # the airlines in sight
        head = lines.index(next(line for line in lines if line.startswith(" Box ")))
        top = int(lines[head + 1].split()[0])  # the box on the grid's first line
        said = text(screen.query_one("#market-scrolled"))
        assert said.startswith(f"↑ {28 - top} boxes above (boxes 28-{top + 1}): Home"), said
        assert said in lines[head - 1], lines[head - 1]  # drawn, just above the boxes
        await keys(pilot, "home")
        lines = drawn_text(app).splitlines()
        assert lines[head + 1].split()[0] == "28"
        said = text(screen.query_one("#market-scrolled"))
        assert said.startswith("↓ ") and said.endswith("boxes below: End"), said
