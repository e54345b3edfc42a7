"""ctrl+r ("airbanker rolls") is offered only while it rolls (tui/games/air_fare/forms.py, ``_AFForm.rolled``). A
newcomer's try: once airbanker had rolled the advertising's 1D10s, the footer and the key line still offered ctrl+r,
and pressed it only brought a notice that the dice are rolled once. The Maintenance Phase's rolls alike."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_advertising_secret import chicago_game, revealed_with_a_roll
from tui_helpers import app_where_allowed, drawn_text, keys, make_app, open_game_at, run

from tui.games.air_fare.forms import AD_SHOWN_KEYS, MaintenanceForm
from tui.games.air_fare.table import AirFareScreen


def footer(drawn: str) -> str:
    """The footer: the screen's last line."""
    return drawn.splitlines()[-1]


def notices(app: object) -> list[str]:
    return [n.message for n in app._notifications]  # type: ignore[attr-defined]


@run
async def test_advertising_ctrl_r_is_offered_until_the_1d10s_are_rolled_or_typed(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await revealed_with_a_roll(pilot, game_id)
        drawn = drawn_text(app)
        assert "^r airbanker rolls" in footer(drawn) and AD_SHOWN_KEYS in drawn, drawn
        await keys(pilot, "4")  # typed: ctrl+r does not roll over it
        drawn = drawn_text(app)
        assert "^r" not in footer(drawn) and AD_SHOWN_KEYS not in drawn and "or ctrl+r" not in drawn, drawn
        await keys(pilot, "backspace")
        assert "^r airbanker rolls" in footer(drawn_text(app))
        await keys(pilot, "ctrl+r")
        seed = form.seed
        assert seed is not None
        drawn = drawn_text(app)
        assert "^r" not in footer(drawn) and "ctrl+r" not in drawn and f"seed {seed}" in drawn, drawn
        await pilot.pause(0.5)  # (the keys typed straight after one refused are not used)
        await keys(pilot, "ctrl+r")  # pressed all the same: it says why it does not roll again
        assert form.seed == seed and "rolled these dice already" in notices(app)[-1]
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen) and app.game.records[-1].payload["seed"] == seed


@run
async def test_maintenance_ctrl_r_is_offered_until_airbanker_rolled(tmp_path: Path) -> None:
    """Rolled, or rolled and undone (the form opens again on the seed's dice), ctrl+r is not offered; a die cleared
    says it is still to type without ctrl+r, which would not roll it."""
    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.maintenance")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, MaintenanceForm)
        assert "^r airbanker rolls" in footer(drawn_text(app)) and "ctrl+r: airbanker rolls" in form.keys_hint()
        await keys(pilot, "ctrl+r")
        seed = form.seed
        assert seed is not None
        drawn = drawn_text(app)
        assert "^r" not in footer(drawn) and "ctrl+r: airbanker rolls" not in form.keys_hint(), drawn
        assert " ".join(drawn.split()).count("ctrl+r") == 1, drawn  # the form's opening words alone say it
        await pilot.pause(0.5)  # (the keys typed straight after one refused are not used)
        await keys(pilot, "ctrl+r")
        assert form.seed == seed and "rolled these dice already" in notices(app)[-1]
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen) and app.game.records[-1].payload == {"seed": seed}
        await keys(pilot, "ctrl+z", "y")
        again = app.screen
        assert isinstance(again, MaintenanceForm) and again.seed == seed
        assert "^r" not in footer(drawn_text(app)) and "ctrl+r: airbanker rolls" not in again.keys_hint()
        await keys(pilot, "tab", "backspace")  # a die cleared: still to type, and ctrl+r would not roll it
        assert "still to type" in again.live_text and "ctrl+r" not in again.live_text, again.live_text
