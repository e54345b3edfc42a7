"""The Fly form's live line names the CEO's choice chosen and what it pays (Textual Pilot, the 1930 sample)."""

from __future__ import annotations

from pathlib import Path

from test_tui_golden_age import first_operating_action
from tui_helpers import drawn_words, keys, run

from tui.base.widgets import LiteralSelect, money
from tui.games.golden_age.forms import READY_TO_FLY, OperateForm


@run
async def test_the_choice_chosen_is_named_with_what_it_pays(tmp_path: Path) -> None:
    """A newcomer's try: after typing ``3`` in the CEO's choice (or ``fu``, or Down), the line said only "Ready:
    this Fly can be recorded (asked first)": which choice, and what it pays, was not said. Once a choice is chosen
    the line names it, the dividend per token and what the Bank pays."""
    async with first_operating_action(tmp_path) as (app, pilot):
        await keys(pilot, "f", "enter", "enter")
        form = app.screen
        assert isinstance(form, OperateForm)
        choice = form.query_one("#choice", LiteralSelect)
        assert form.focused is choice
        await keys(pilot, "3", "enter")  # chosen on the last field: Enter goes on to ask to record
        await keys(pilot, "n")
        assert app.screen is form and choice.value == 3
        airline = form.airline(form.query_one("#airline").value)
        assert airline is not None
        flight = form.outcome(airline)
        assert flight is not None and flight.choice == 3
        # its words ("Half Dividend and 3 Gates", in the lines above) left out: the whole would not fit one line
        said = f"CEO's choice 3: {money(flight.per_token)} per token, the Bank pays {money(flight.total)}."
        assert said in form.live_text and READY_TO_FLY in form.live_text
        assert said in drawn_words(app)
        choice.focus()
        await keys(pilot, "fu", "enter", "n")  # "Full Dividend": choice 1
        assert app.screen is form and choice.value == 1
        flight = form.outcome(airline)
        assert flight is not None
        said = (
            f"CEO's choice 1: Full Dividend — {money(flight.per_token)} per token, the Bank pays {money(flight.total)}."
        )
        assert said in form.live_text and said in drawn_words(app)
