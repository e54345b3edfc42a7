"""A form's backdrop, the covered table tinted, is Textual's own picture: each style's tint worked out once
(tui/base/backdrop.py) gives the same segments as Textual's BackgroundScreen."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual._context import visible_screen_stack
from textual.renderables.background_screen import BackgroundScreen
from tui_helpers import app_where_allowed, open_game_at, press_for, run

from tui.base.backdrop import BackdropModalScreen, _KeptBackdrop, _TintedScreen


@pytest.mark.parametrize(
    ("sample", "kind", "action"),
    [("golden-age-4p", "golden_age.end_turn", "end_turn"), ("air-empire-basic-4p", "air_empire.purchase", "purchase")],
)
@pytest.mark.parametrize("theme", ["textual-dark", "textual-light"])
@run
async def test_the_backdrop_is_textuals_tint(tmp_path: Path, sample: str, kind: str, action: str, theme: str) -> None:
    app, game_id = app_where_allowed(tmp_path, sample, kind)
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = theme
        await open_game_at(pilot, game_id)
        await press_for(pilot, action)
        modal = app.screen
        assert isinstance(modal, BackdropModalScreen)
        token = visible_screen_stack.set(list(app._background_screens))  # as the compositor renders it
        try:
            drawn = modal.render()
        finally:
            visible_screen_stack.reset(token)
        assert isinstance(drawn, _KeptBackdrop)
        assert isinstance(drawn._renderable, _TintedScreen)
        covered, tint = drawn.covered, drawn.tint
        assert covered is app.screen_stack[-2]
        options = app.console.options.update_dimensions(80, 24)
        ours = list(app.console.render(_TintedScreen(covered, tint), options))
        textuals = list(app.console.render(BackgroundScreen(covered, tint), options))
        assert len(ours) > 50
        assert ours == textuals
