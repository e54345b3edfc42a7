""" "Drop what was typed?" over Air Fare's bank loan form: Enter is answered, and a key that answers nothing (a
letter, a digit) is said not used and is not typed into the form on n (tui/base/widgets.py, ConfirmScreen). A
newcomer's try: ``l``, ``2 Enter 50``, Esc, then ``y``: "Kept for the form: 'y'", Enter: no answer at all, ``5`` then
``n``: the amount "505", the kept y gone without a word."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_question_over_form import ann_short
from tui_helpers import keys, make_app, run, text

from tui.app import AFTER_REFUSAL_QUIET
from tui.base.widgets import ConfirmScreen
from tui.games.air_fare.forms import LoanForm


def said(app: object) -> str:
    """The question's keys line, as shown (on a few lines of the dialog), its lines joined by single spaces."""
    return " ".join(text(app.screen.query_one("#confirm-keys")).split())  # type: ignore[attr-defined]


@run
async def test_the_drop_question_over_the_loan_form_answers_enter_and_types_nothing_into_it(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = ann_short(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "l", "2", "enter", "5", "0")
        form = app.screen
        assert isinstance(form, LoanForm)
        amount = form.focused
        assert amount is not None and getattr(amount, "value", None) == "50"
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "x")
        assert said(app).startswith("'x' answers nothing here and is not typed into the form.")
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await keys(pilot, "y")  # an attempt to answer
        assert said(app) == "y is not an answer here: d drops what was typed, n keeps typing."
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen)
        assert said(app) == "Enter is not an answer here: d drops, n keeps typing."
        await keys(pilot, "5")  # a digit the amount would take is not typed into it either
        assert said(app).startswith("'5' answers nothing here and is not typed into the form.")
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await keys(pilot, "n")
        await pilot.pause()
        assert app.screen is form
        assert getattr(form.focused, "value", None) == "50"
