"""The First Round Turn Order cards form asks before dropping what was typed, as every form does (Textual Pilot)."""

from __future__ import annotations

from pathlib import Path

from test_tui_golden_age import NAMES, new_1930
from tui_helpers import SIZE, keys, make_app, run, stored_game

from ledger.games.golden_age import illustrative_tables
from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import StartingMoneyForm
from tui.games.golden_age.table import GoldenAgeScreen


@run
async def test_esc_on_a_typed_card_asks_before_dropping_it(tmp_path: Path) -> None:
    """A newcomer's try: ``m``, ``3`` typed, Esc closed the form at once (and ``Esc m`` in one burst reopened it
    blank), where every other form asks "Drop what was typed in this form?"."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, new_1930("Cards", *NAMES), ("golden_age.tables", illustrative_tables()))
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        await keys(pilot, "escape")  # nothing typed: closes at once
        assert isinstance(app.screen, GoldenAgeScreen)
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        focused = form.focused
        await keys(pilot, "3")
        typed = focused.value  # type: ignore[union-attr]
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        assert "Drop what was typed in this form?" in str(app.screen.query_one("#confirm-question").render())
        await keys(pilot, "n")
        assert app.screen is form and focused.value == typed  # type: ignore[union-attr]
        await keys(pilot, "escape", "d")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert len(app.game.records) == 1
