"""A record key typed ahead of airbanker's rolls records nothing, and says that what was not seen is the rolls
(tui/games/air_fare/forms.py, ``MaintenanceForm.typed_ahead_said``). A newcomer's try at 80x24, turn 3: "m ctrl+r
ctrl+s d oil Enter" typed at once recorded nothing (right), but the notice said "ctrl+s was typed before this form
showed ... Look at what it filled in", read as wrong: the form was showing; ctrl+r's rolls were what was never
seen."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import import_sample, keys, make_app, open_game_at, records, run, type_fast

from tui.games.air_fare.forms import MaintenanceForm
from tui.games.air_fare.table import AirFareScreen

#: the sample's actions before the Maintenance Phase of turn 3
TURN_3_MAINTENANCE = 10


def messages(app: object) -> list[str]:
    return [n.message for n in app._notifications]  # type: ignore[attr-defined]


@run
async def test_ctrl_s_typed_ahead_of_the_rolls_says_the_rolls_were_not_seen(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", TURN_3_MAINTENANCE)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await open_game_at(pilot, game_id)
        before = records(app)
        await type_fast(pilot, "m", "ctrl+r", "ctrl+s", "d", "oil", "enter")
        await pilot.pause(0.5)
        form = app.screen
        assert isinstance(form, MaintenanceForm) and form.seed is not None and records(app) == before
        told = " ".join(messages(app))
        said = "ctrl+s came before the rolls were seen: nothing recorded. Look at the rolls, then ctrl+s."
        assert said in told and "before this form showed" not in told, told
        await keys(pilot, "ctrl+s")  # the rolls seen: ctrl+s records them
        assert isinstance(app.screen, AirFareScreen) and records(app) == before + 1
        assert app.game.records[-1].payload == {"seed": form.seed}


@run
async def test_ctrl_s_typed_ahead_of_a_form_without_rolls_says_the_form_was_not_seen(tmp_path: Path) -> None:
    """With nothing rolled by a key, the words stay the form's own."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", TURN_3_MAINTENANCE)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await open_game_at(pilot, game_id)
        await type_fast(pilot, "m", "ctrl+s")
        await pilot.pause(0.5)
        assert isinstance(app.screen, MaintenanceForm)
        told = " ".join(messages(app))
        assert "ctrl+s was typed before this form showed" in told and "rolls were seen" not in told, told


@run
async def test_enter_typed_ahead_of_the_rolls_records_nothing_either(tmp_path: Path) -> None:
    """ctrl+r leaves the focus nowhere so that Enter records the rolls: "m ctrl+r Enter" typed at once recorded rolls
    never seen, where ctrl+s in its place recorded nothing. Typed once the rolls show, Enter records them."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", TURN_3_MAINTENANCE)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await open_game_at(pilot, game_id)
        before = records(app)
        await type_fast(pilot, "m", "ctrl+r", "enter")
        await pilot.pause(0.5)
        form = app.screen
        assert isinstance(form, MaintenanceForm) and form.seed is not None and records(app) == before
        told = " ".join(messages(app))
        assert "Enter came before the rolls were seen: nothing recorded. Look at the rolls, then Enter." in told, told
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen) and app.game.records[-1].payload == {"seed": form.seed}
