"""A form's key lines and hints name the keys the banker's keymap gives them (config.toml's ``[keymap]``): with the
form's Record (``form_record``) moved to f9, the key line, a list's line and the plane sale's hidden bids' line say
f9, not ctrl+s; f9 records; the help (F1) lists f9 for Record; and the table's latest actions name the journal's
key the keymap gives (tui/base/keys.py)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from tui_helpers import app_where_allowed, drawn_text, keys, open_play_form, records, run

from tui.base.widgets import FORM_KEYS, LIST_KEYS, FormScreen
from tui.games.air_empire.forms import PlaneSaleForm
from tui.screens.help import HelpScreen

SAMPLE = "air-empire-basic-4p"


def key_line(form: FormScreen) -> str:
    return str(form.query_one("#form-keys").render())


def remapped(tmp_path: Path) -> None:
    (tmp_path / "config.toml").write_text('[keymap]\nform_record = "f9"\ntable_journal = "f11"\n', "utf-8")


@run
async def test_a_forms_key_lines_name_the_record_key_the_keymap_gives_and_it_records(tmp_path: Path) -> None:
    remapped(tmp_path)
    app, game_id = app_where_allowed(tmp_path, SAMPLE, "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game_id, "loan")
        assert isinstance(form.focused, Input)
        said = FORM_KEYS.replace("ctrl+s", "f9")
        assert key_line(form) == said, key_line(form)
        assert "ctrl+s" not in drawn_text(app) and said in drawn_text(app)
        await keys(pilot, "shift+tab")  # the player's list
        assert isinstance(form.focused, Select)
        assert key_line(form) == LIST_KEYS["list"].replace("ctrl+s", "f9"), key_line(form)
        await keys(pilot, "space")  # the open list: its own Esc is not the form's (nor moved)
        assert key_line(form) == LIST_KEYS["open list"], key_line(form)
        await keys(pilot, "escape", "tab")

        # the help lists f9 for the form's Record
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        shown = app.screen.shown_text
        assert "* f9 — Record" in shown and "* ^s — Record" not in shown, shown
        assert "* form_record — f9 (Record)" in shown, shown
        await keys(pilot, "escape")
        assert app.screen is form

        before = records(app)
        await keys(pilot, "ctrl+s")  # no longer the form's Record
        assert app.screen is form and records(app) == before
        await pilot.pause(0.5)  # past the keys not used after one refused (tui.app.AFTER_REFUSAL_QUIET)
        await pilot.press("f9")  # (keys() would type "f9" letter by letter)
        await pilot.pause()
        assert app.screen is not form and records(app) == before + 1, form.live_text
        # the table under it names its journal key as the keymap has it too (its latest actions, in a taller
        # terminal)
        await pilot.resize_terminal(120, 48)
        await pilot.pause(0.3)
        assert "Latest actions (f11: the journal)" in drawn_text(app), drawn_text(app)


@run
async def test_the_hidden_bids_line_names_the_record_key_the_keymap_gives(tmp_path: Path) -> None:
    remapped(tmp_path)
    app, game_id = app_where_allowed(tmp_path, SAMPLE, "air_empire.plane_sale")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game_id, "sale")
        assert isinstance(form, PlaneSaleForm)
        form.query_one("#seller", Select).value = 1
        form.query_one("#plane", Select).value = "prop_jet"
        await pilot.pause()
        form.query_one("#count", Input).value = "2"
        form.query_one("#bid_2", Input).focus()
        await pilot.pause()
        form.query_one("#bid_2", Input).value = "6700"
        await pilot.pause()
        line = "Bids hidden (blank: no bid); f9 reveals them and asks to record."
        assert form.live_text == line, form.live_text
        assert "f9 reveals them" in drawn_text(app) and "ctrl+s" not in drawn_text(app)
        # its peek key, not moved, is said as it was
        assert "ctrl+o: show/hide the bid" in key_line(form) and key_line(form).startswith(
            FORM_KEYS.replace("ctrl+s", "f9")
        ), key_line(form)
