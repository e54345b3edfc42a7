"""An amount is refused only once it is typed (issue 13, "the banker's seat at a live table"): a route card's
revenue typed as 18000 went through 1, 18, 180 and 1800, each "Refused: ... below the minimum Flight Costs" in
red. While the refused field has the focus and more digits could make its amount taken, the live line says
plainly that it is being typed (muted, not "Refused"); leaving the field, Enter on it and ctrl+s show the
ledger's refusal as before, and nothing is recorded while the ledger refuses."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pytest import MonkeyPatch
from test_tui_play import basic, keys
from test_tui_setup_and_cards import _route_card_form
from textual.widgets import Input
from tui_helpers import SIZE, app_where_allowed, drawn_words, make_app, open_game_at, press_for, run, stored_game

from tui.base import widgets
from tui.base.widgets import FormScreen, preview
from tui.games.air_empire.forms import RouteCardForm

TYPING = "Typing revenue… checked once you leave the field or record"


def live_classes(form: FormScreen) -> set[str]:
    return set(form.query_one("#form-live").classes) & {"-refused", "-typing", "-ok"}


@run
async def test_a_revenue_still_being_typed_is_not_refused_until_it_is_left(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, basic("Club", "Ann", "Bea", "Cal"))  # the new game form has tests of its own
        form = await _route_card_form(pilot)
        await keys(pilot, "Denver", "enter", "enter", "12000", "enter", "8000", "enter", "6000", "enter")
        assert isinstance(form.focused, Input) and form.focused.id == "revenue"
        for typed in "1800":
            await keys(pilot, typed)
            assert form.live_text == TYPING
            assert live_classes(form) == {"-typing"}
            assert TYPING in drawn_words(app) and "Refused" not in drawn_words(app)
        await keys(pilot, "0")
        assert form.live_text.startswith("Will record:") and live_classes(form) == {"-ok"}

        # 1800 left as it is: the refusal, as before, once the field is left
        await keys(pilot, "backspace", "shift+tab")
        assert form.live_text.startswith("Refused: Revenue: the revenue $1,800 is below the minimum Flight Costs")
        assert live_classes(form) == {"-refused"}
        # back in the field, typing again: not refused while a digit more could make it
        await keys(pilot, "tab", "backspace", "1808")  # the field's text is selected as it takes the focus
        assert form.focused is form.query_one("#revenue") and form.text("revenue") == "1808"
        assert form.live_text == TYPING and live_classes(form) == {"-typing"}
        # Enter on the last field and ctrl+s record: refused, nothing recorded
        for record in ("enter", "ctrl+s"):
            form.query_one("#revenue", Input).value = ""  # emptied, 1800 typed again
            await keys(pilot, "1800")
            assert form.live_text == TYPING
            await keys(pilot, record)
            assert isinstance(app.screen, RouteCardForm) and app.game.records == []
            assert form.live_text.startswith("Refused: Revenue: the revenue $1,800")
            assert live_classes(form) == {"-refused"}
            # the refused amount selected, to be typed over (a newcomer's loan: "5000" read "600050002")
            assert form.query_one("#revenue", Input).selected_text == "1800"
        # a Class A minimum retyped: 1 and 1200 are refused by the ledger, not while they are being typed
        await keys(pilot, "18000")  # typed over the refused amount selected
        assert live_classes(form) == {"-ok"}
        form.query_one("#min_A", Input).focus()
        await keys(pilot, "backspace")
        for typed in "1200":
            await keys(pilot, typed)
            assert form.live_text == "Typing Class A minimum… checked once you leave the field or record"
        await keys(pilot, "tab")
        assert form.live_text.startswith("Refused: Class A minimum: must be a multiple of $1,000")
        assert app.game.records == []

        # another field's refusal is never "being typed": the revenue of $5,000 is refused (below Class A's $12,000);
        # typing a Class C minimum of the same figure shows the revenue's refusal, not "Typing revenue…"
        form.query_one("#min_A", Input).focus()
        await keys(pilot, "backspace", "12000")
        form.query_one("#revenue", Input).focus()
        await keys(pilot, "backspace", "5000", "shift+tab")
        assert form.live_text.startswith("Refused: Revenue: the revenue $5,000 is below the minimum Flight Costs")
        form.query_one("#min_C", Input).focus()
        await keys(pilot, "backspace", "5000")
        assert form.live_text.startswith("Refused: Revenue: the revenue $5,000") and live_classes(form) == {"-refused"}
        assert app.game.records == []


@run
async def test_an_amount_no_digit_more_can_make_is_refused_as_typed(tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    """A loan of $1 when Ann may borrow $5,000: $10,000 and more is above what she may borrow, so no digit more
    makes it; $5 may still become $5,000. Digits typed on from digits no more digits lift (9, then 99) are not
    tried again: each key asks the ledger once, for the live line."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game_id)
        await press_for(pilot, "loan")
        form = app.screen
        assert isinstance(form, FormScreen) and isinstance(form.focused, Input) and form.focused.value == "5000"
        await keys(pilot, "backspace", "1")
        assert form.live_text.startswith("Refused: Amount: must be at least $5,000") and live_classes(form) == {
            "-refused"
        }
        asked: list[str] = []

        def counted(game: Any, kind: str, payload: Any) -> Any:
            asked.append(kind)
            return preview(game, kind, payload)

        monkeypatch.setattr(widgets, "preview", counted)
        await keys(pilot, "backspace", "9")
        assert form.live_text.startswith("Refused: Amount:") and len(asked) > 1  # the live line's, and the tries
        asked.clear()
        await keys(pilot, "9")
        assert form.live_text.startswith("Refused: Amount:") and len(asked) == 1  # the live line's only
        monkeypatch.undo()
        await keys(pilot, "backspace", "backspace", "5")
        assert form.live_text == "Typing amount… checked once you leave the field or record"
        await keys(pilot, "000")
        assert form.live_text == "Will record: Ann borrows $5,000 (never repaid)"


@run
async def test_enter_on_an_amount_refused_stays_and_says_why_at_once(tmp_path: Path) -> None:
    """A newcomer's re-try (1930's income too low): Enter on an amount the ledger refuses stayed in the field, and
    the line still said "Typing …… checked once you leave the field", nothing said why. Enter stays, and says the
    refusal at once: a Class A minimum of 1200 (Route Cards: multiples of $1,000)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, basic("Club", "Ann", "Bea", "Cal"))
        form = await _route_card_form(pilot)
        await keys(pilot, "Denver", "enter", "enter", "12000", "enter", "8000", "enter", "6000", "enter", "18000")
        minimum = form.query_one("#min_A", Input)
        minimum.focus()
        await keys(pilot, "backspace", "1200")  # the card's Class A minimum retyped, a zero short
        assert form.focused is minimum
        assert form.live_text == "Typing Class A minimum… checked once you leave the field or record"
        await keys(pilot, "enter")
        assert form.focused is minimum and minimum.selected_text == "1200"
        assert form.live_text.startswith("Refused: Class A minimum: must be a multiple of $1,000"), form.live_text
        assert live_classes(form) == {"-refused"}
