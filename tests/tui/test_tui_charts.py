"""F8 Charts (issue 14): the open game's charts in the terminal, drawn from ledger.charts, driven by the Pilot."""

from __future__ import annotations

from pathlib import Path

from rich.cells import cell_len
from tui_helpers import drawn_text, import_sample, keys, make_app, open_game_at, run, text

from ledger.charts import LineChart, Series
from tui.screens.charts import BLOCKS, ChartsScreen, chart_lines


def test_every_row_of_a_chart_is_on_one_scale_and_a_missing_value_is_a_blank() -> None:
    chart = LineChart(
        "stock_prices", "Prices", "Stock price", "Turn", ("T1", "T2", "T3"),
        (Series("Blue", (5, 10, 20)), Series("Red", (None, 5, 20))),
    )  # fmt: skip
    lines = chart_lines(chart, 40)
    blue, red = lines[1], lines[2]
    per = (blue.count(BLOCKS[0]) + blue.count(BLOCKS[-1])) // 2
    assert blue.startswith("  Blue ") and BLOCKS[0] * per + BLOCKS[2] * per + BLOCKS[-1] * per in blue
    assert red.startswith("  Red  ") and " " * per + BLOCKS[0] * per + BLOCKS[-1] * per in red
    assert blue.endswith("$20") and red.endswith("$20")
    assert "▁ $5  █ $20" in lines[-1]
    assert all(cell_len(line) <= 40 for line in lines[1:])


@run
async def test_f8_shows_each_game_s_charts_with_every_player_and_the_last_value(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    games = {
        import_sample(app.book, "air-empire-basic-4p", None): ("Each player's cash by quarter", "Çelik", "$488,900"),
        import_sample(app.book, "golden-age-4p", None): ("Stock Market price of each airline", "Zoë", "$533"),
        import_sample(app.book, "air-fare-4p", None): ("Each player's score by turn", "Ann", "$1,404M"),
    }
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for game_id, (title, name, last) in games.items():
            app.open_game(game_id)
            await pilot.pause()
            await pilot.press("f8")
            await pilot.pause()
            assert isinstance(app.screen, ChartsScreen)
            shown = text(app.screen.query_one("#charts"))
            assert title in shown
            row = next(line for line in shown.splitlines() if line.strip().startswith(name))
            assert row.rstrip().endswith(last) and any(b in row for b in BLOCKS)
            # the rows of blocks, the periods and the scale fit the screen (the titles may wrap)
            assert all(cell_len(line) <= 78 for line in shown.splitlines() if line.startswith("  "))
            await keys(pilot, "escape")
            assert not isinstance(app.screen, ChartsScreen)


@run
async def test_the_charts_key_line_is_whole_at_80x24(tmp_path: Path) -> None:
    """A newcomer's try of 1930's charts at 80x24: the screen ended cut at "…(F5). Esc:", the key line being the
    charts' last line, below the fold. It stays under the charts, whole, and the charts scroll above it to their
    last note."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", None)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await pilot.press("f8")
        await pilot.pause()
        assert isinstance(app.screen, ChartsScreen)
        drawn = drawn_text(app).splitlines()
        assert drawn[-2].strip() == ChartsScreen.KEYS, drawn[-2]  # above the footer, on one line
        assert "Each player's net worth" in drawn[1]  # the charts from their top
        await keys(pilot, "pagedown")
        drawn = drawn_text(app).splitlines()
        assert "Note: Brown went bankrupt at the end of turn 4 (out T4): its line stops at T3." in " ".join(drawn)
        assert drawn[-2].strip() == ChartsScreen.KEYS
