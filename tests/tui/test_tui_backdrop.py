"""A form's backdrop, the covered table tinted, is Textual's own picture: each style's tint worked out once
(tui/base/backdrop.py) gives the same segments as Textual's BackgroundScreen."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual._context import visible_screen_stack
from textual.renderables.background_screen import BackgroundScreen
from tui_helpers import app_where_allowed, form_lines_cut, open_game_at, press_for, run

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


@pytest.mark.parametrize("size", [(120, 36), (80, 24)])
@run
async def test_a_question_over_a_1930_form_cuts_none_of_its_lines(tmp_path: Path, size: tuple[int, int]) -> None:
    """1930's Contract form: its question (a CEO may still buy a purchased action), then Esc's "Drop what was
    typed?", each as wide as the form: the form's lines beside neither are cut (tui/base/backdrop.py; a newcomer's
    try found Air Fare's Settle form cut by its bankruptcy question at 120x36)."""
    from textual.widgets import Input
    from tui_helpers import drawn_text, keys, type_fast

    from tui.base.widgets import ConfirmScreen
    from tui.games.golden_age.forms import ContractForm

    app, game_id = app_where_allowed(tmp_path, "golden-age-4p", "golden_age.purchased_action")
    async with app.run_test(size=size) as pilot:
        await open_game_at(pilot, game_id)
        await type_fast(pilot, "c", "enter", "blu", "enter", "3")
        assert isinstance(app.screen, ContractForm)
        assert any(field.value == "3" for field in app.screen.query(Input))
        form = drawn_text(app)
        await type_fast(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen)
        drawn = drawn_text(app)
        assert form_lines_cut(form, drawn) == [], drawn
        await keys(pilot, "n")
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        drawn = drawn_text(app)
        assert "Drop what was typed" in drawn
        assert form_lines_cut(form, drawn) == [], drawn


@pytest.mark.parametrize("size", [(120, 36), (80, 24)])
@run
async def test_a_question_over_an_air_empire_form_cuts_none_of_its_lines(tmp_path: Path, size: tuple[int, int]) -> None:
    """Air Empire's purchase form, a figure typed, then Esc: "Drop what was typed?" as wide as the form."""
    from tui_helpers import drawn_text, keys

    from tui.base.widgets import ConfirmScreen, FormScreen

    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.purchase")
    async with app.run_test(size=size) as pilot:
        await open_game_at(pilot, game_id)
        await press_for(pilot, "purchase")
        assert isinstance(app.screen, FormScreen)
        await keys(pilot, "1")
        form = drawn_text(app)
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen), app.screen
        drawn = drawn_text(app)
        assert form_lines_cut(form, drawn) == [], drawn


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@pytest.mark.parametrize(
    ("sample", "kind", "action"),
    [("golden-age-4p", "golden_age.end_turn", ""), ("air-fare-4p", "air_fare.bids", "bids")],
)
@run
async def test_nothing_of_the_table_shows_under_a_dialog(
    tmp_path: Path, sample: str, kind: str, action: str, size: tuple[int, int]
) -> None:
    """1930's Undo question (ctrl+z) and Air Fare's bids over the table: at 80x24 the table's lines under the
    dialog read as part of it ("the win)." under the question, the table's "ctrl+z undo" line right under the bids'
    own key line: newcomers' tries). Under the dialog's lowest line nothing of the table is drawn down to its footer;
    the table's lines above it are. At 120x36 the dialog sits at the foot, right over its footer, as before."""
    from tui_helpers import drawn_text, keys, settled

    from tui.base.footer import Footer

    app, game_id = app_where_allowed(tmp_path, sample, kind)
    async with app.run_test(size=size) as pilot:
        await open_game_at(pilot, game_id)
        table = drawn_text(app).splitlines()
        if action:
            await press_for(pilot, action)
        else:
            await keys(pilot, "ctrl+z")
        await settled(pilot)
        dialog = app.screen
        assert isinstance(dialog, BackdropModalScreen)
        parts = [part.region for part in dialog.box_parts() if part.region]
        top, bottom = min(box.y for box in parts), max(box.bottom for box in parts)
        foot = dialog.query_one(Footer).region.y
        drawn = drawn_text(app).splitlines()
        assert [line for line in drawn[bottom:foot] if line.strip()] == [], drawn
        if size == (120, 36):
            assert bottom == foot
        else:
            assert bottom < foot, "nothing to check under the dialog"
            assert drawn[1:top] == table[1:top]  # the table's lines above it as they were (the notices line apart)
