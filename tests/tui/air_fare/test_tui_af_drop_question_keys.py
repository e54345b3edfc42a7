""" "Drop what was typed?" over Air Fare's bank loan form: Enter is answered, and a key the amount would not take
(a letter) is not promised to the form (tui/base/widgets.py, ConfirmScreen). A newcomer's try: ``l``, ``2 Enter
50``, Esc, then ``y``: "Kept for the form: 'y'", Enter: no answer at all, ``5`` then ``n``: the amount "505", the
kept y gone without a word."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_question_over_form import ann_short
from tui_helpers import keys, make_app, run, text

from tui.base.widgets import ConfirmScreen
from tui.games.air_fare.forms import LoanForm


def said(app: object) -> str:
    """The question's keys line, as shown (on a few lines of the dialog), its lines joined by single spaces."""
    return " ".join(text(app.screen.query_one("#confirm-keys")).split())  # type: ignore[attr-defined]


@run
async def test_the_drop_question_over_the_loan_form_answers_enter_and_keeps_only_digits(tmp_path: Path) -> None:
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
        assert said(app).startswith("'x' is not kept: the field under the question would not take it.")
        await keys(pilot, "y")  # an attempt to answer, never kept
        assert said(app) == "y is not an answer here: d drops what was typed, n keeps typing."
        assert "Kept for the form" not in said(app)
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen)
        assert said(app) == "Enter is not an answer here: d drops, n keeps typing."
        await keys(pilot, "5")
        assert said(app).startswith("Kept for the form: '5'.")
        await keys(pilot, "enter")
        assert said(app) == "Enter is not an answer here: d drops, n keeps typing. Kept for the form: '5'."
        await keys(pilot, "n")
        await pilot.pause()
        assert app.screen is form
        assert getattr(form.focused, "value", None) == "505"
