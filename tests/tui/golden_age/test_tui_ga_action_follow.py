"""1930's Operation form: once Enter on "re" has chosen nothing, the live line follows what the Action list highlights
(Textual Pilot, the 4-player sample imported up to an Operation Phase action)."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_action_search import FIRST_ACTION
from test_tui_ga_stock_lists import sample_game
from tui_helpers import SIZE, keys, make_app, run, text

from tui.games.golden_age.forms import OperateForm


@run
async def test_the_line_follows_the_highlight_after_nothing_chosen(tmp_path: Path) -> None:
    """A newcomer's try: "re" then Enter said 'Nothing chosen yet: "re" begins 2 actions; type "rel" or "res"', and
    the line kept saying so while an arrow, or more letters, highlighted Research. Now it says what is highlighted."""
    app = make_app(tmp_path)
    game = sample_game(app.book, FIRST_ACTION)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "o", "enter")
        form = app.screen
        assert isinstance(form, OperateForm)
        nothing = 'Nothing chosen yet: "re" begins 2 actions; type "rel" or "res"'
        await keys(pilot, "re", "enter")
        assert form.live_text == nothing, form.live_text
        await keys(pilot, "down")
        await pilot.pause()
        assert form.live_text == "Research highlighted: Enter takes it", form.live_text
        assert text(form.query_one("#form-live")) == form.live_text
        keyline = " ".join(text(form.query_one("#form-keys")).split())
        assert "could be" not in keyline and "Enter: choose" in keyline, keyline  # Enter takes it: said so too
        await keys(pilot, "up")
        await pilot.pause()
        assert form.live_text == "Relocate highlighted: Enter takes it", form.live_text
        # more letters: "res" after "re" and Enter
        await keys(pilot, "escape")
        form.query_one("#action").focus()
        await pilot.pause()
        await keys(pilot, "re", "enter")
        assert form.live_text == nothing, form.live_text
        await keys(pilot, "s")
        await pilot.pause()
        assert form.live_text == "Research highlighted: Enter takes it", form.live_text
        keyline = " ".join(text(form.query_one("#form-keys")).split())
        assert "could be" not in keyline, keyline
        await keys(pilot, "enter")
        assert app.game.records[-1].payload["action"] == "research"
