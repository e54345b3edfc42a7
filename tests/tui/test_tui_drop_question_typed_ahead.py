"""Keys typed ahead after Esc on a form typed in do not answer "Drop what was typed?" (tui/base/widgets.py,
ConfirmScreen ``seen_first``; tui/app.py asks it before a key's binding runs). A newcomer's try on Air Fare's
repayment form: Esc, then ``n`` (the table's Lend) typed at once answered "No, keep typing"; the loan typed after it
went into the repayment's amount, and Enter recorded a repayment of $3M (Textual Pilot, 80x24)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import events
from tui_helpers import SIZE, keys, make_app, records, run, text, type_fast

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AFTER_REFUSAL_QUIET, AirbankerApp
from tui.base.widgets import ConfirmScreen
from tui.games.air_fare.forms import RepayForm


def ann_owes(app: AirbankerApp) -> int:
    """An Air Fare game of three where Ann has borrowed $40M from the bank: the repayment form (o) is open to her."""
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "owes", ("Ann", "Bea", "Cal"), options))
    app.book.record(game_id, "air_fare.loan", {"player": 1, "amount": 40})
    return int(game_id)


async def repay_typed(pilot: Any, app: AirbankerApp) -> RepayForm:
    """The repayment form open on the table, $5M typed in its Amount (the cursor there)."""
    await pilot.pause()
    app.open_game(ann_owes(app))
    await pilot.pause()
    await keys(pilot, "o", "tab", "5")
    form = app.screen
    assert isinstance(form, RepayForm) and form.focused is form.query_one("#amount")
    return form


def said(app: AirbankerApp) -> str:
    """The question's keys line, as shown."""
    return " ".join(text(app.screen.query_one("#confirm-keys")).split())


@run
async def test_n_typed_at_once_after_esc_answers_nothing_and_the_loan_typed_after_it_is_not_used(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await repay_typed(pilot, app)
        table, before = app.screen_stack[-2], records(app)
        await type_fast(pilot, "escape", "n", "1", "2", "3", "enter")
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        assert said(app).startswith("'n' was typed before this question showed: not an answer, not used.")
        assert "d: Drop it" in said(app) and "n or Esc: No, keep typing" in said(app)
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        told = [n.message for n in app._notifications]
        counted = "not an answer, not used. · 4 keys typed after n were not used either"
        assert any(m.startswith("Not used · 'n' was typed before") and counted in m for m in told), told
        assert records(app) == before and form.query_one("#amount").value == "5"  # type: ignore[attr-defined]
        await keys(pilot, "d")  # read, then answered: dropped, nothing recorded
        assert app.screen is table and records(app) == before


@run
async def test_esc_and_a_key_read_as_one_alt_key_answer_nothing_either(tmp_path: Path) -> None:
    """A terminal (tmux) sends Esc and the key after it as one Alt key: handed on as Esc then ``n``, still typed
    before the question showed."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await repay_typed(pilot, app)
        alt_n = events.Key("alt+n", "n")  # as the terminal reads "\x1bn"
        alt_n.set_sender(app)
        app._driver.send_message(alt_n)  # type: ignore[union-attr]
        await type_fast(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert said(app).startswith("'n' was typed before this question showed")
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await keys(pilot, "escape")  # Esc read on the question: no, back to the form as typed
        assert app.screen is form and form.query_one("#amount").value == "5"  # type: ignore[attr-defined]


@run
async def test_no_read_on_the_question_goes_back_to_the_field_and_records_only_on_ctrl_s(tmp_path: Path) -> None:
    """n answered once the question is on screen: back on the Amount, the cursor where it was; the digits typed go
    there, and nothing is recorded until the form's own keys record it."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await repay_typed(pilot, app)
        before = records(app)
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "n")
        assert app.screen is form and form.focused is form.query_one("#amount")
        await keys(pilot, "0")
        assert form.query_one("#amount").value == "50"  # type: ignore[attr-defined]
        assert app.screen is form and records(app) == before
        await keys(pilot, "backspace", "ctrl+s")
        assert records(app) == before + 1


@run
async def test_a_letter_typed_at_once_after_esc_over_a_list_is_not_kept_for_the_form(tmp_path: Path) -> None:
    """Esc then ``i`` (the table's Interest) at once, the cursor on the Player list: the ``i`` was kept for the form
    and searched the list on n. Typed before the question showed, it is said and not used."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await repay_typed(pilot, app)
        await keys(pilot, "shift+tab")
        await type_fast(pilot, "escape", "i")
        assert isinstance(app.screen, ConfirmScreen)
        assert said(app).startswith("'i' was typed before this question showed: not an answer, not used.")
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await keys(pilot, "n")
        assert app.screen is form and form.focused is form.query_one("#player")
        assert not form.query("SearchOverlay.-expanded") or "matches" not in text(form.query_one("#form-keys"))
