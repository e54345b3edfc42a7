"""Esc on a form where the banker typed asks before dropping it (issue 13, "Nothing typed is lost": Esc, Esc
closed an open list, then dropped a form typed in); a form nothing was typed in closes at once, as before."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from textual.widgets import Input, Select
from tui_helpers import app_where_allowed, drawn_text, keys, open_game_at, press_for, records, run

from tui.base.widgets import ConfirmScreen, FormScreen


@asynccontextmanager
async def at_the_table(tmp_path: Path, kind: str = "air_empire.loan") -> AsyncIterator[tuple[Any, Any]]:
    """The app and its Pilot at 80x24 on the Air Empire sample's table, where ``kind`` may be recorded."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", kind)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        yield app, pilot


@run
async def test_esc_on_a_typed_form_asks_and_d_drops_it(tmp_path: Path) -> None:
    async with at_the_table(tmp_path) as (app, pilot):
        table, before = app.screen, records(app)
        await press_for(pilot, "loan")
        form = app.screen
        assert isinstance(form, FormScreen) and isinstance(form.focused, Input)
        opened = form.query_one("#amount", Input).value  # the loan the player may take, filled in by the form
        await keys(pilot, "10000", "escape")
        question = app.screen
        assert isinstance(question, ConfirmScreen) and "Drop what was typed" in question.question
        await keys(pilot, "y")  # y records on the screens under it: here it only says which key drops
        assert app.screen is question
        await keys(pilot, "n")  # no: back to the form, the figure as typed
        assert app.screen is form and form.query_one("#amount", Input).value == "10000"
        await keys(pilot, "escape", "escape")  # Esc on the question is No, too
        assert app.screen is form
        await keys(pilot, "escape", "d")
        assert app.screen is table and records(app) == before
        # typed, then put back as the form filled it in: nothing to drop, Esc closes at once
        await press_for(pilot, "loan")
        form = app.screen
        assert isinstance(form, FormScreen)
        await keys(pilot, "end", "9", "backspace")
        assert form.query_one("#amount", Input).value == opened
        await keys(pilot, "escape")
        assert app.screen is table


@run
async def test_esc_on_a_form_nothing_was_typed_in_closes_it_at_once(tmp_path: Path) -> None:
    async with at_the_table(tmp_path) as (app, pilot):
        table = app.screen
        await press_for(pilot, "loan")
        assert isinstance(app.screen, FormScreen)
        await keys(pilot, "escape")
        assert app.screen is table
        # a list the banker only opened and closed: nothing chosen, closes at once too
        await press_for(pilot, "loan")
        assert isinstance(app.screen, FormScreen)
        await keys(pilot, "shift+tab", "space", "escape", "escape")
        assert app.screen is table


@run
async def test_esc_after_a_choice_in_a_list_asks_too(tmp_path: Path) -> None:
    """A review's finding: Esc on the Air Fare flights form dropped seven cities chosen without a word. A choice
    the banker made in a list counts as typed: Esc asks (here the plane sale's type, Prop Jet to Super Jet)."""
    async with at_the_table(tmp_path, "air_empire.plane_sale") as (app, pilot):
        table = app.screen
        await press_for(pilot, "sale")
        form = app.screen
        assert isinstance(form, FormScreen)
        plane = form.query_one("#plane", Select)
        plane.focus()
        await keys(pilot, "space", "down", "enter")
        assert plane.value == "super_jet"
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "d")
        assert app.screen is table


@run
async def test_count_cash_typed_asks_before_esc_and_ctrl_q_drop_it(tmp_path: Path) -> None:
    """A review's finding: Count cash dropped the amount typed on Esc without a word, and ctrl+q quit over it."""
    from tui.base.widgets import QuitQuestion
    from tui.screens.journal import CountCashScreen

    async with at_the_table(tmp_path) as (app, pilot):
        table = app.screen
        await keys(pilot, "k")
        count = app.screen
        assert isinstance(count, CountCashScreen)
        count.query_one("#count-amount", Input).focus()
        await keys(pilot, "25", "escape")
        assert isinstance(app.screen, ConfirmScreen) and "Drop the count typed" in app.screen.question
        await keys(pilot, "n", "ctrl+q")
        assert isinstance(app.screen, QuitQuestion)
        await keys(pilot, "n")
        assert app.screen is count
        await keys(pilot, "escape", "d")
        assert app.screen is table


@run
async def test_count_cash_refused_leaves_on_esc_without_asking(tmp_path: Path) -> None:
    """Newcomers' tries: a count refused ("Does not agree; nothing recorded"), then Esc asked "Drop the count
    typed?" and took the keys typed after it. The count just refused, as it stands, is nothing to keep: Esc leaves;
    changed after the refusal, it asks again."""
    from tui.screens.journal import CountCashScreen

    async with at_the_table(tmp_path) as (app, pilot):
        table = app.screen
        await keys(pilot, "k")
        count = app.screen
        assert isinstance(count, CountCashScreen)
        count.query_one("#count-amount", Input).focus()
        await keys(pilot, "1", "enter")
        assert app.screen is count and "Does not agree" in drawn_text(app)
        await keys(pilot, "2", "escape")  # changed since: asks
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "n", "backspace", "escape")  # the refused count again: leaves
        assert app.screen is table


@run
async def test_count_cash_takes_no_more_characters_than_the_largest_figure(tmp_path: Path) -> None:
    """A newcomer's burst of digits made an 18-digit count, refused with the figure in full and its start cut off
    the field. The field takes at most "$1,000,000,000" (the largest figure of the books) as typed."""
    from tui.screens.journal import CountCashScreen

    async with at_the_table(tmp_path) as (app, pilot):
        await keys(pilot, "k")
        assert isinstance(app.screen, CountCashScreen)
        amount = app.screen.query_one("#count-amount", Input)
        amount.focus()
        await keys(pilot, "590007000500016000")
        assert amount.value == "59000700050001"  # as long as "$1,000,000,000": the rest not taken
