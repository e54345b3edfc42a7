"""Esc on a form where the banker typed asks before dropping it (issue 13, "Nothing typed is lost": Esc, Esc
closed an open list, then dropped a form typed in); a form nothing was typed in closes at once, as before."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from tui_helpers import app_where_allowed, keys, open_game_at, press_for, records, run

from tui.base.widgets import ConfirmScreen, FormScreen


@run
async def test_esc_on_a_typed_form_asks_and_d_drops_it(tmp_path: Path) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        table, before = app.screen, records(app)
        await press_for(pilot, "loan")
        form = app.screen
        assert isinstance(form, FormScreen) and isinstance(form.focused, Input)
        await keys(pilot, "5000", "escape")
        question = app.screen
        assert isinstance(question, ConfirmScreen) and "Drop what was typed" in question.question
        await keys(pilot, "y")  # y records on the screens under it: here it only says which key drops
        assert app.screen is question
        await keys(pilot, "n")  # no: back to the form, the figure as typed
        assert app.screen is form and form.query_one("#amount", Input).value == "5000"
        await keys(pilot, "escape", "escape")  # Esc on the question is No, too
        assert app.screen is form
        await keys(pilot, "escape", "d")
        assert app.screen is table and records(app) == before


@run
async def test_esc_on_a_form_nothing_was_typed_in_closes_it_at_once(tmp_path: Path) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        table = app.screen
        await press_for(pilot, "loan")
        assert isinstance(app.screen, FormScreen)
        await keys(pilot, "escape")
        assert app.screen is table
        # a choice from a list only (what the form fills in from it is no typing): closes at once too
        await press_for(pilot, "loan")
        form = app.screen
        assert isinstance(form, FormScreen)
        await keys(pilot, "shift+tab", "space", "down", "enter")
        assert isinstance(form.query_one("#player"), Select)
        await keys(pilot, "escape")
        assert app.screen is table
