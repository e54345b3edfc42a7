"""The "Drop what was typed?" question (:func:`tui.base.widgets.cancel_or_ask`, shared by every game's forms) keeps
what is typed into it: a key that answers nothing is said, kept, and given back to the form on n or Esc (Textual
Pilot, 1930's Fly form on the bundled sample)."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import sample_game
from tui_helpers import SIZE, keys, make_app, run, text

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
async def test_keys_typed_into_the_drop_question_are_kept_and_given_back_on_no(tmp_path: Path) -> None:
    """A newcomer's try: Esc pressed by mistake while typing the income, then "2" and "y" typed on went into the
    question without a word. The line says what is kept and which keys answer; n gives the keys back to the
    Income field, as typed."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 30)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        form = await open_fly(pilot, app)
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        assert "d: Drop it (not y, not Enter) n or Esc: No, keep typing" in said(app)
        await keys(pilot, "3", "4")
        assert said(app) == "Kept for the form: '34'. n or Esc: back to the form, typed there · d: drop it (all of it)"
        await keys(pilot, "backspace")  # takes back the 4
        assert "Kept for the form: '3'." in said(app)
        await keys(pilot, "x")  # the Income field takes digits only: x is not promised to it
        assert said(app).startswith("'x' is not kept: the field under the question would not take it.")
        await keys(pilot, "y")  # an attempt to answer, never kept
        assert said(app).startswith("y is not an answer here: d drops what was typed, n keeps typing.")
        assert "Kept for the form: '3'." in said(app)
        await keys(pilot, "tab")
        assert "Kept for the form: '3'." in said(app)
        await keys(pilot, "n")
        await pilot.pause()
        assert app.screen is form
        assert form.query_one("#income").value == "13"


@run
async def test_esc_gives_back_too_and_d_still_drops(tmp_path: Path) -> None:
    """Esc answers no as n does, the keys given back; d drops the form and everything kept; Enter (not kept: it
    records on the form) says which keys answer."""
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
        await keys(pilot, "2", "escape")
        await pilot.pause()
        assert app.screen is form and form.query_one("#income").value == "12"
        await keys(pilot, "escape", "5", "d")
        await pilot.pause()
        assert isinstance(app.screen, GoldenAgeScreen)
