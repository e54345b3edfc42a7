"""The Estimated Taxes form (Tournament Game, Phase 2) as a newcomer's try found it: it opened with nothing marked,
its key line said "Enter: next field" while one Enter recorded every player's tax, and "Tab: first field" stood over
"Tab: choose another player"."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select
from tui_helpers import app_where_allowed, drawn_words, keys, open_game_at, run

from tui.base.widgets import FORM_KEYS
from tui.games.air_empire.forms import TaxesForm
from tui.games.air_empire.table import TableScreen


def key_line(form: TaxesForm) -> str:
    return " ".join(str(form.query_one("#form-keys").render()).split())


@run
async def test_the_taxes_form_opens_on_the_player_list_and_its_keys_say_what_enter_does(tmp_path: Path) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-empire-tournament-3p", "air_empire.taxes")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, TaxesForm)
        player = form.query_one("#player", Select)
        assert form.focused is player and player.value == 0  # "Everyone", marked as the focused field
        assert "▸ Player" in drawn_words(app)
        line = key_line(form)
        assert "Enter: take the one shown and record" in line, line
        assert FORM_KEYS not in line and "Tab: choose another player" not in line
        # another player picked: the line says Enter records, and nothing under it says otherwise
        await keys(pilot, "space", "down", "enter")
        line = key_line(form)
        # the ▸ of a form where Enter records with no field focused (the key line is where Enter acts)
        assert line.startswith("▸ Enter: record") and "another player" not in line, line
        # the Player list is the form's only field: Tab and shift+Tab both go back to it, said as one
        assert "Tab or shift+Tab: the list" in line and "first field" not in line, line
        taxes_before = sum(r.kind == "air_empire.taxes" for r in app.game.records)
        await keys(pilot, "enter")  # as the line says: recorded
        assert isinstance(app.screen, TableScreen)
        assert sum(r.kind == "air_empire.taxes" for r in app.game.records) == taxes_before + 1


@run
async def test_backspace_taking_a_search_back_whole_goes_back_to_everyone(tmp_path: Path) -> None:
    """A newcomer's try: on the Player list, "ce" went to Céline, and two Backspaces left her highlighted; the
    search taken back whole goes back to the option highlighted before it (Everyone)."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-tournament-3p", "air_empire.taxes")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, TaxesForm)
        await keys(pilot, "down")  # the list open, on Everyone
        overlay = form.focused
        assert overlay is not None and overlay.highlighted == 0
        await keys(pilot, "c", "e")
        assert overlay.highlighted != 0
        await keys(pilot, "backspace", "backspace")
        assert overlay.highlighted == 0
