""" "Drop what was typed?" over a form (tui/base/widgets.py, ``ConfirmScreen`` that ``keeps_typing``): y and Enter
are attempts to answer, never text for the form; other printable keys answer nothing and are not typed into the form
either (:func:`tui.base.widgets.cancel_or_ask`). A newcomer's try on Air
Empire's card form: ``Boston``, Esc, then ``y`` 0.3 s later: "Kept for the form: 'y'…", and in a hurried sequence
the field ended up ``BostonyccBoston1`` (Textual Pilot, 80x24)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input
from tui_helpers import SIZE, import_sample, keys, make_app, run, text

from tui.app import AFTER_REFUSAL_QUIET
from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.forms import RouteCardForm


def said(app: object) -> str:
    """The question's keys line, its lines joined by single spaces."""
    return " ".join(text(app.screen.query_one("#confirm-keys")).split())  # type: ignore[attr-defined]


@run
async def test_y_on_the_drop_question_is_not_typed_into_the_form(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        game = import_sample(app.book, "air-empire-basic-4p", 15)
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "c", "Boston")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        city = form.focused
        assert isinstance(city, Input) and city.value == "Boston"
        await keys(pilot, "escape")
        await pilot.pause(0.3)
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert isinstance(app.screen, ConfirmScreen)
        assert said(app) == "y is not an answer here: d drops what was typed, n keeps typing."
        await keys(pilot, "x")  # any other letter answers nothing either, and is not typed into the form
        assert said(app).startswith("'x' answers nothing here and is not typed into the form.")
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await keys(pilot, "y")
        assert said(app) == "y is not an answer here: d drops what was typed, n keeps typing."
        await keys(pilot, "enter")
        assert said(app) == "Enter is not an answer here: d drops, n keeps typing."
        await keys(pilot, "n")
        await pilot.pause()
        assert app.screen is form
        assert isinstance(form.focused, Input) and form.focused.value == "Boston"
