"""A newcomer's try of 1930: the Fly form opened by its key (``f``) started on an airline of another CEO, though
the player whose action it was had an airline of his own that might Fly; keys typed straight after ``f`` flew the
other's airline (Textual Pilot, the bundled sample)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Input, Select
from tui_helpers import import_sample, keys, make_app, open_game_at, run, type_fast

from ledger.games import golden_age as ga
from tui.games.golden_age.forms import OperateForm

SAMPLE = "golden-age-4p"
#: the sample's actions up to Turn 3, Operating Round 3, Carla's action: Green (Zoë CEO) may Fly, before her Orange
TURN_3_ROUND_3_CARLA = 91


def fly_choices(state: Any) -> tuple[Any, list[str]]:
    """The Operation Phase as the ledger sees it, and the airlines the player whose action it is may Fly."""
    view = ga.operation_view(state)
    choices = ga.action_choices(state, view.to_act)
    return view, [name for name, actions in choices.items() if "fly" in actions]


@run
async def test_the_fly_form_starts_on_an_airline_of_which_the_player_is_ceo(tmp_path: Path) -> None:
    """Carla may Fly Green (a token of it; Zoë is its CEO) and her own Orange, Green first in the game's order: the
    Fly form starts on Orange, as the Action form (``o``) does."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, SAMPLE, TURN_3_ROUND_3_CARLA)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        view, may_fly = fly_choices(app.game.state)
        ceos = {a.name: a.ceo for a in view.airlines}
        assert (view.turn, view.op_round, view.to_act_name) == (3, 3, "Carla")
        assert may_fly[:2] == ["Green", "Orange"] and ceos["Green"] != view.to_act == ceos["Orange"]
        await keys(pilot, "o")
        action_form = app.screen
        assert isinstance(action_form, OperateForm)
        assert action_form.query_one("#airline", Select).value == "Orange"
        await keys(pilot, "escape", "f")
        form = app.screen
        assert isinstance(form, OperateForm) and form.fly_order()
        assert form.query_one("#airline", Select).value == "Orange"


@run
async def test_keys_typed_straight_after_f_fly_the_players_own_airline(tmp_path: Path) -> None:
    """``f`` and Enter typed at once: Enter takes the airline the form starts on, Carla's Orange, and the Income
    that follows is Orange's."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, SAMPLE, TURN_3_ROUND_3_CARLA)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        view, _may_fly = fly_choices(app.game.state)
        orange = next(a for a in view.airlines if a.name == "Orange")
        await type_fast(pilot, "f", "enter")
        form = app.screen
        assert isinstance(form, OperateForm)
        assert form.query_one("#airline", Select).value == "Orange"
        income = form.query_one("#income", Input)
        assert form.focused is income and income.value == str(orange.income)
