"""ctrl+s in an open list where something was typed chooses the option highlighted, then records (asking first where
the form asks), as Enter would (tui/base/widgets.py, FormScreen._take_searched_option)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import app_where_allowed, keys, records, run

from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.table import GoldenAgeScreen


@run
async def test_ctrl_s_in_the_ceos_choice_list_takes_the_choice_typed(tmp_path: Path) -> None:
    """A newcomer's try of 1930's Fly: "1" typed for the CEO's choice opened its list on choice 1; ctrl+s (the
    footer's "Record") closed the list, chose nothing, and said "Not recorded". Now it asks "Record this Fly?" with
    choice 1, and y records it."""
    app, game = app_where_allowed(tmp_path, "golden-age-4p", "golden_age.operate")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        before = records(app)
        await keys(pilot, "f", "enter", "5", "enter", "1", "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        question = str(app.screen.query_one("#confirm-question").render())
        assert "CEO choice 1: Full Dividend" in question
        await keys(pilot, "y")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert records(app) == before + 1


@run
async def test_ctrl_s_in_a_list_opened_without_typing_chooses_nothing(tmp_path: Path) -> None:
    """A list opened with Space, nothing typed in it: ctrl+s does not take the option the list opened on (the
    banker may be only looking): the form says why it records nothing, the list closed."""
    app, game = app_where_allowed(tmp_path, "golden-age-4p", "golden_age.operate")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        before = records(app)
        await keys(pilot, "f", "enter", "5", "enter", "space", "ctrl+s")
        assert not isinstance(app.screen, ConfirmScreen)
        assert records(app) == before
