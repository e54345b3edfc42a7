"""The "Drop what was typed?" question (:func:`tui.base.widgets.cancel_or_ask`, shared by every game's forms): a key
typed into it that answers nothing is not used, here or in the form, and the banker is told so: in the question's
line, and in a notice counting the keys typed straight after it (Textual Pilot, 1930's Fly form on the bundled
sample). A newcomer's try: such keys were kept and, on n, typed into the form, where over a list they searched it
("br": "no airline matches")."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import sample_game
from textual.widgets import Select
from tui_helpers import SIZE, keys, make_app, run, text, type_fast

from tui.app import AFTER_REFUSAL_QUIET
from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import OperateForm
from tui.games.golden_age.table import GoldenAgeScreen


def said(app: object) -> str:
    """The question's keys line, as shown (on a few lines of the dialog), its lines joined by single spaces."""
    return " ".join(text(app.screen.query_one("#confirm-keys")).split())  # type: ignore[attr-defined]


async def open_fly(pilot: object, app: object) -> OperateForm:
    await keys(pilot, "f", "tab", "backspace", "backspace", "1")  # Income: "1" typed, the form holds typing
    form = app.screen  # type: ignore[attr-defined]
    assert isinstance(form, OperateForm)
    return form


@run
async def test_keys_typed_into_the_drop_question_are_not_used_and_counted(tmp_path: Path) -> None:
    """Esc pressed by mistake while typing the income, then "3", "4" typed on: the line says the first answers
    nothing and is not typed into the form, a notice counts the one after it; n goes back to the form as it was."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 30)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        form = await open_fly(pilot, app)
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        assert "d: Drop it (not y, not Enter) n or Esc: No, keep typing" in said(app)
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await type_fast(pilot, "3", "4")  # at speed: the 4 straight after the 3
        assert said(app).startswith("'3' answers nothing here and is not typed into the form."), said(app)
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        told = [n.message for n in app._notifications]
        assert any("1 key typed after 3 was not used either" in message for message in told), told
        await keys(pilot, "y")  # an attempt to answer
        assert said(app) == "y is not an answer here: d drops what was typed, n keeps typing."
        await keys(pilot, "backspace")  # takes nothing back: nothing was kept
        assert said(app).startswith("Not an answer."), said(app)
        await keys(pilot, "n")
        await pilot.pause()
        assert app.screen is form
        assert form.query_one("#income").value == "1"


@run
async def test_keys_typed_into_the_question_do_not_search_the_list_under_it(tmp_path: Path) -> None:
    """Over the airline list (the focus back on it): "br" typed into the question, then n: the list stays closed
    on the airline it showed, no search made with the keys."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 30)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        form = await open_fly(pilot, app)
        await keys(pilot, "shift+tab", "escape")
        airline = form.query_one("#airline", Select)
        chosen = airline.value
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await type_fast(pilot, "b", "r")
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await keys(pilot, "n")
        await pilot.pause()
        await pilot.pause(0.2)
        assert app.screen is form
        assert app.focused is airline and not airline.expanded
        assert airline.value == chosen


@run
async def test_esc_answers_no_and_d_still_drops(tmp_path: Path) -> None:
    """Esc answers no as n does; d drops the form; Enter (it records on the form) says which keys answer."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 30)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        form = await open_fly(pilot, app)
        await keys(pilot, "escape", "enter")  # Enter records on the form: here it only says which keys answer
        assert isinstance(app.screen, ConfirmScreen)
        assert said(app) == "Enter is not an answer here: d drops, n keeps typing."
        await keys(pilot, "escape")
        await pilot.pause()
        assert app.screen is form and form.query_one("#income").value == "1"
        await keys(pilot, "escape", "d")
        await pilot.pause()
        assert isinstance(app.screen, GoldenAgeScreen)
