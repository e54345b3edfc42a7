"""The Advertising form's key line says what ctrl+s does where it is (tui/games/air_fare/forms.py, AD_HIDDEN_KEYS).
Newcomers' tries: the line said "ctrl+s: reveal all", and where no 1D10 could be due ctrl+s revealed and recorded
at once; then "ctrl+s: reveal and record" recorded amounts nobody had seen. ctrl+s reveals, then y records (or the
1D10s are asked). While the amounts are masked the line depends only on whether any amounts could ask a 1D10
(ledger advertising_rolls_possible), never on the amounts typed (the table would learn who doubled whom)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_af_advertising_alone import miami_game
from test_tui_af_advertising_secret import chicago_game
from tui_helpers import drawn_text, keys, make_app, open_game_at, records, run

from tui.app import AirbankerApp
from tui.games.air_fare import forms
from tui.games.air_fare.forms import AD_HIDDEN_KEYS, AD_REVEALED_KEYS, AD_SHOWN_KEYS, AdvertisingForm
from tui.games.air_fare.table import AirFareScreen

HELP = Path(__file__).parents[3] / "tui" / "screens" / "help-air_fare.md"


def key_lines(app: AirbankerApp) -> str:
    """The screen's lines, with the box's sides and runs of spaces squeezed (a key line is searched whole)."""
    return "\n".join(" ".join(line.strip(" │").split()) for line in drawn_text(app).splitlines())


@run
async def test_with_no_1d10_possible_the_line_says_y_records_after_the_reveal(tmp_path: Path) -> None:
    """Ann alone at Miami, Bea and Cal at Chicago with no revenue there: ctrl+s reveals, the line says y records, and
    y does."""
    app = make_app(tmp_path)
    game_id = miami_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g")
        assert isinstance(app.screen, AdvertisingForm)
        assert AD_HIDDEN_KEYS[False] in key_lines(app).splitlines(), drawn_text(app)
        before = records(app)
        await keys(pilot, "2", "enter", "4", "enter", "1", "ctrl+s")
        form = app.screen
        assert isinstance(form, AdvertisingForm) and form.revealed and records(app) == before
        assert AD_REVEALED_KEYS in key_lines(app).splitlines(), drawn_text(app)
        await keys(pilot, "y")
        assert isinstance(app.screen, AirFareScreen)
        assert records(app) == before + 1


@run
async def test_with_a_1d10_possible_the_line_stays_whatever_is_typed(tmp_path: Path) -> None:
    """The four at Chicago, each landed there: the same line with no roll due (all $1M) and with one (Dee's $2M);
    once revealed with a roll asked, ctrl+r is said."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g", "1", "enter", "1", "enter", "1", "enter", "1")
        form = app.screen
        assert isinstance(form, AdvertisingForm)
        assert AD_HIDDEN_KEYS[True] in key_lines(app).splitlines(), drawn_text(app)
        await keys(pilot, "backspace", "2")
        assert AD_HIDDEN_KEYS[True] in key_lines(app).splitlines(), drawn_text(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert form.revealed and app.screen is form
        lines = key_lines(app).splitlines()
        assert AD_SHOWN_KEYS in lines and AD_HIDDEN_KEYS[True] not in lines, drawn_text(app)


@run
async def test_whether_a_1d10_is_possible_is_worked_out_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The key line's choice reads the board only (landing rights, revenue): it is worked out as the form opens, not
    again as the key line is written (each time it rebuilt the turn's revenue for every pair of holders, a review)."""
    calls: list[object] = []
    possible = forms.af.advertising_rolls_possible

    def counted(state: object) -> bool:
        calls.append(state)
        return possible(state)  # type: ignore[arg-type]

    monkeypatch.setattr(forms.af, "advertising_rolls_possible", counted)
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g", "1", "enter", "2", "enter", "1", "backspace", "3", "ctrl+o", "ctrl+o")
        form = app.screen
        assert isinstance(form, AdvertisingForm)
        assert AD_HIDDEN_KEYS[True] in key_lines(app).splitlines(), drawn_text(app)
        assert form.keys_hint() == form.keys_hint()  # the line written again (a list focused, a refusal): the same
        assert len(calls) == 1, len(calls)


#: what ctrl+s does while the amounts are masked, as the live line and the help say it (the key line short)
CTRL_S = "ctrl+s reveals them all, then y records them (or the 1D10s are asked)"


@run
async def test_the_live_line_and_the_help_say_what_ctrl_s_does_as_the_key_line(tmp_path: Path) -> None:
    """A review: the live line and the help said "ctrl+s reveals them all" while the key line said "reveal and
    record" / "reveal, record if no 1D10". All three say that ctrl+s reveals, then y records (or 1D10s are asked)."""
    assert CTRL_S in " ".join(HELP.read_text("utf-8").replace("`", "").split())
    said = ("reveal, then y records", "reveal, then y or 1D10s")
    assert all(keys_said.endswith(said) for keys_said in AD_HIDDEN_KEYS.values())
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g", "1")
        assert isinstance(app.screen, AdvertisingForm)
        assert CTRL_S in " ".join(key_lines(app).split()), drawn_text(app)
