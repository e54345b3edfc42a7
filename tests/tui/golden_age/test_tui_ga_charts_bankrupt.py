"""1930's charts screen (F8) says where a bankrupt airline's line stops, as the printed summary does (Textual
Pilot, the bundled 4-player sample: Brown bankrupt at the end of turn 4)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, drawn_words, import_sample, keys, make_app, run

from tui.games.golden_age.table import GoldenAgeScreen
from tui.screens.charts import ChartsScreen


@run
async def test_f8_says_brown_went_bankrupt(tmp_path: Path) -> None:
    """A newcomer's try: F8 showed Brown's row ending at "$3" with no note, where the PDF has "Brown went bankrupt
    at the end of turn 4 (out T4): its line stops at T3."; the same note on screen, and Esc goes back."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", None)
    async with app.run_test(size=(80, 40)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        table = app.screen
        assert isinstance(table, GoldenAgeScreen)
        await pilot.press("f8")  # not typed letter by letter (tui_helpers.keys)
        await pilot.pause()
        assert isinstance(app.screen, ChartsScreen)
        assert "Note: Brown went bankrupt at the end of turn 4 (out T4): its line stops at T3." in drawn_words(app)
        await keys(pilot, "escape")
        assert app.screen is table


@run
async def test_the_more_line_is_as_before(tmp_path: Path) -> None:
    """The charts' key is the app's: the table's "More" line does not name it twice."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 60)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert "f8" not in app.screen.more_keys()
