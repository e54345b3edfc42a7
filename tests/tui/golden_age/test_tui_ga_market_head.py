"""The Stock Market screen's head at 80x24: the notes on the figures in one line, the track gets the room (Textual
Pilot, the bundled 1930 sample: illustrative tables, cards 1-3 at the rulebook's money, card 4 typed)."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import sample_game
from textual.widgets import DataTable
from tui_helpers import SIZE, drawn_text, keys, make_app, run

from tui.games.golden_age.table import MarketScreen, TotalsScreen


@run
async def test_the_notes_take_one_line(tmp_path: Path) -> None:
    """A newcomer's try: the illustrative-tables and the turn-order-cards notes took 4 of the 24 lines. They are one
    line now, under it the airlines in play, then the track; the cards' money is said on the Totals, with the cash."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 60)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "s")
        assert isinstance(app.screen, MarketScreen)
        lines = drawn_text(app).splitlines()
        # in the banker's words: was "cards' money not checked (card 4 $23 typed)", which meant nothing to a banker
        # the tables' notes only: the cards' money is said where the money is, on the Totals (a newcomer's try)
        assert lines[1].strip() == "26 boxes, highest first · ILLUSTRATIVE tables"
        assert lines[2].strip().startswith("In play:")
        heads = next(i for i, line in enumerate(lines) if line.strip().startswith("Box"))
        # then the line saying the boxes scrolled out of sight (test_tui_ga_market_scrolled), then the track
        assert lines[heads - 1].strip().startswith(("↑", "↓")), lines[heads - 1]
        assert heads == 5, lines
        table = app.screen.query_one("#market", DataTable)
        assert table.size.height >= 18
        await keys(pilot, "escape", "v")
        assert isinstance(app.screen, TotalsScreen)
        words = " ".join(drawn_text(app).split())
        assert "ties share the win. Cards 1-3: the rulebook's starting money." in words, words
