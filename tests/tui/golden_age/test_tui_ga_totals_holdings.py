"""1930's Totals screen (v): it says that Up/Down changes whose holdings are shown, lists them in the game's airline
order, and shows more than one player's breakdown where the screen has room (Textual Pilot, the bundled sample at
Turn 6's Stock Round: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, open_game_at, run

from ledger.games import golden_age as ga
from tui.games.golden_age.table import TotalsScreen


def held(drawn: str) -> list[str]:
    """The airlines of the holdings' lines drawn, in the order drawn (the first word of each breakdown's line)."""
    names = set(ga.DEFAULT_AIRLINES)
    return [line.split()[0] for line in drawn.splitlines() if line.split() and line.split()[0] in names]


@run
async def test_the_totals_say_up_down_and_list_holdings_in_airline_order(tmp_path: Path) -> None:
    """A newcomer's try: Up/Down switched the player shown and nothing said so (the footer named Esc and F1); the
    holdings read Brown, Green, Pink… by name. Now a line says it; the airlines go Blue, Green, Orange, Yellow, Pink
    as on every other screen; at 120x36 every player's breakdown shows, two side by side."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 200)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "v")
        await pilot.pause()
        assert isinstance(app.screen, TotalsScreen)
        drawn = drawn_text(app)
        assert "↑↓: whose holdings are shown first" in drawn, drawn
        assert "Zoë: cash $137" in drawn
        assert held(drawn)[:5] == ["Green", "Yellow", "Pink", "Red", "Purple"], drawn  # Zoë's, in airline order
        await keys(pilot, "down")
        drawn = drawn_text(app)
        lines = drawn.splitlines()
        first = next(i for i, line in enumerate(lines) if ": cash $" in line)
        assert lines[first].split() == ["Neal:", "cash", "$107"], drawn
        await pilot.resize_terminal(120, 36)
        for _ in range(4):
            await pilot.pause()
        drawn = drawn_text(app)
        shown = [line for line in drawn.splitlines() if ": cash $" in line]
        assert [" ".join(line.split()) for line in shown] == [
            "Neal: cash $107 Carla: cash $55",
            "Chuck: cash $6 Zoë: cash $137",
        ], drawn


@run
async def test_the_unused_tokens_go_in_the_game_airline_order(tmp_path: Path) -> None:
    """The same finding on the Operation Phase's line: "Chuck's action — unused Stock tokens: Brown 1, Pink 1,
    Yellow 2", by name; the grid's rows go Yellow, Pink, Brown. Now the line goes as the rows, and so do the Stock
    Round's holdings (the trade form's limits line)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 21)
    state = app.book.game(game).state
    chuck = ga.stock_round_view(state).players[2]
    assert [a for a, _n in chuck.holdings] == ["Yellow", "Pink", "Brown"], chuck.holdings
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        words = " ".join(drawn_text(app).split())
        assert "Chuck's action — unused Stock tokens: Yellow 2, Pink 1, Brown 1;" in words, words
