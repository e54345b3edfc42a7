"""Hostile and clumsy input typed or pasted into the banker's forms (issue 11, "No traceback, ever").

The forms have their own handler (a refusal is the live line; anything unforeseen the app's crash
screen): these inputs must reach neither the crash screen nor the book.
"""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.widgets import Input
from tui_helpers import SIZE, form_setup, keys, make_app, run, stored_game

from tui.games.air_empire.forms import RouteCardForm, parse_signed
from tui.screens.journal import parse_amount


async def _paste(pilot: object, field: Input, text: str) -> None:
    field.focus()
    field.post_message(events.Paste(text))
    await keys(pilot, "")


@run
async def test_pasted_huge_numbers_and_control_characters_never_stop_the_app(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # the new game form has tests of its own: the game stored as it records it
        await stored_game(pilot, form_setup("air_empire", "basic", "Club", "Ann", "Bea"))
        game_id = app.game_id
        assert game_id is not None
        await keys(pilot, "c", "enter")  # the route card, without the Flight Costs Table
        form = app.screen
        assert isinstance(form, RouteCardForm)
        # an escape sequence, a NUL, a bidi override and a bell pasted into a name
        await _paste(pilot, form.query_one("#city", Input), "Reno\x1b[2J\x00\u202e\x07")
        # 5,000 digits: Python's int() reads at most 4,300 (a ValueError stopped the app)
        await _paste(pilot, form.query_one("#min_A", Input), "9" * 5000)
        assert "5,000 digits" in form.live_text
        await _paste(pilot, form.query_one("#min_B", Input), "1" * 40)
        await _paste(pilot, form.query_one("#revenue", Input), "9" * 5000)
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, RouteCardForm)  # refused: the form stays, the app runs
        assert app.book.stored_actions(game_id) == 0
        assert getattr(app, "_crash", None) is None
        assert app.return_code is None


def test_the_forms_number_parsers_refuse_what_int_cannot_read() -> None:
    assert parse_amount("9" * 5000) is None
    assert parse_amount("\u00b2") is None  # a superscript two is a digit to str.isdigit, not to int()
    assert parse_amount("$12,400") == 12_400
    assert parse_signed("-1,000") == -1000
    for text in ("-" + "9" * 5000, "+\u0663"):  # 5,000 digits; an Arabic-Indic three
        try:
            parse_signed(text)
        except Exception as error:  # noqa: BLE001 - the form's own FormError, nothing else
            assert type(error).__name__ == "FormError", error
        else:
            raise AssertionError(f"{text[:10]!r} was read")
