"""Findings of newcomers' tries of Air Empire: Esc on the Purchase form after only zeros typed asked "Drop what was
typed?" (a count typed 0 is the count left blank: nothing typed would be lost)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input
from tui_helpers import app_where_allowed, keys, open_game_at, press_for, records, run

from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.forms import PurchaseForm

BASIC = "air-empire-basic-4p"


@run
async def test_esc_on_the_purchase_form_after_zeros_typed_closes_without_asking(tmp_path: Path) -> None:
    """A newcomer's try: 0 typed in a count of planes, then Esc, asked "Drop what was typed?". A count typed 0 means
    what the field left blank means (none bought): Esc closes at once. A plane typed still asks."""
    app, game_id = app_where_allowed(tmp_path, BASIC, "air_empire.purchase")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        table, before = app.screen, records(app)
        await press_for(pilot, "purchase")
        form = app.screen
        assert isinstance(form, PurchaseForm) and isinstance(form.focused, Input)
        await keys(pilot, "0", "tab", "00", "tab", "0")
        assert [f.value for f in form.query(".num").results(Input)][:3] == ["0", "00", "0"]
        await keys(pilot, "escape")
        assert app.screen is table, app.screen
        assert records(app) == before
        # a plane typed (a 1 after the 0: "01"), then Esc: that asks
        await press_for(pilot, "purchase")
        form = app.screen
        assert isinstance(form, PurchaseForm)
        await keys(pilot, "0", "1", "escape")
        question = app.screen
        assert isinstance(question, ConfirmScreen) and "Drop what was typed" in question.question
        await keys(pilot, "d")
        assert app.screen is table and records(app) == before
