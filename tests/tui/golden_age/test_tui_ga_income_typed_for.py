"""1930: an income typed for one airline is not recorded for another (Textual Pilot, the bundled 4-player sample)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from tui_helpers import SIZE, import_sample, keys, make_app, open_game_at, pick, run

from tui.base.widgets import FormScreen
from tui.games.golden_age.forms import IncomeForm


@run
async def test_purchased_action_income_cleared_when_the_airline_changes(tmp_path: Path) -> None:
    """A newcomer's try at End of Turn 2: the purchased action (``u``), Expand for Carla's Orange, income 29 typed,
    then the player changed to Neal: "Will record: Neal buys one Expand action for Blue: $2; income $29", Blue's
    income $26. The income typed for Orange is cleared once the airline is Blue, and the screen says so."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 73)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, FormScreen)
        assert form.query_one("#airline", Select).value == "Orange"
        form.query_one("#action", Select).focus()
        await keys(pilot, "e", "x", "enter")
        form.query_one("#income", Input).focus()
        await keys(pilot, "2", "9")
        assert "income $29" in form.live_text, form.live_text
        form.query_one("#player", Select).focus()
        await keys(pilot, "n", "e", "enter")
        assert form.query_one("#airline", Select).value == "Blue"
        assert form.query_one("#income", Input).value == ""
        assert "$29" not in form.live_text, form.live_text
        notices = [n.message for n in app._notifications]
        assert "Income cleared: it was typed for Orange." in notices, notices


@run
async def test_income_form_income_cleared_when_the_airline_changes(tmp_path: Path) -> None:
    """The Income form likewise: 7 typed for Brown (due), then Pink chosen by its name: the 7 is not Pink's."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 149)  # Turn 4's End of Turn: Brown's income not typed
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "i")
        form = app.screen
        assert isinstance(form, IncomeForm)
        assert form.query_one("#airline", Select).value == "Brown"
        await keys(pilot, "7", "shift+tab")
        await pick(pilot, "pi")
        assert form.query_one("#airline", Select).value == "Pink"
        assert form.query_one("#income", Input).value == ""
        await keys(pilot, "8")
        form.query_one("#airline", Select).focus()
        await keys(pilot, "enter")  # the same airline taken again: what was typed for it stays
        assert form.query_one("#income", Input).value == "8"
