"""A list opened on a form (Space on its closed line) with an option highlighted: the live line names that option at
once, "Blue (credit $15, holds 1) highlighted: Enter takes it", as it does once an arrow moves (tui/base/widgets.py,
``FormScreen.opened_on`` and ``update_live``). ctrl+s still takes nothing from a list only opened. A newcomer's
try of 1930's Trade form (Normal Stock Round, the bundled sample, 80x24): its list opened showed an option
highlighted, and the line said nothing of it until an arrow moved (Textual Pilot)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, import_sample, keys, make_app, records, run

from tui.base.widgets import FormScreen, SearchOverlay


def live(form: FormScreen) -> str:
    return " ".join(str(form.query_one("#form-live").render()).split())


@run
async def test_a_list_opened_names_the_option_highlighted_at_once(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 199)  # Turn 6, Normal Stock Round: Zoë at the 10-token limit
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "x")  # the Trade form, the focus on its first list (the token returned)
        form = app.screen
        assert isinstance(form, FormScreen)
        before, closed = records(app), live(form)
        assert "highlighted" not in closed, closed
        await keys(pilot, "space")  # only opened: the first option highlighted
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay) and overlay.highlighted is not None
        assert live(form) == "Blue (credit $15, holds 1) highlighted: Enter takes it", live(form)
        await keys(pilot, "down")
        assert live(form) == "Green (credit $15, holds 4) highlighted: Enter takes it", live(form)
        await keys(pilot, "up")
        assert live(form).startswith("Blue (credit $15, holds 1) highlighted"), live(form)
        await keys(pilot, "escape")  # closed: the line speaks of the fields again
        assert app.screen is form and live(form) == closed, live(form)
        await keys(pilot, "space", "ctrl+s")  # a list only opened: ctrl+s takes nothing from it, nothing recorded
        assert records(app) == before and app.screen is form
        assert "Blue" not in str(form.query_one("#returned").render())
