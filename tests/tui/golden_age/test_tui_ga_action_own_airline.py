"""A newcomer's try of 1930 at 80x24: in the Operation Phase the Airline action form (``o``) started on an airline
the player whose turn it was is not CEO of, its Research used, while the player's own airline still had Research
open; the airline had to be picked by hand (Textual Pilot, the bundled sample)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select
from tui_helpers import import_sample, keys, make_app, open_game_at, run

from ledger.games import golden_age as ga
from tui.games.golden_age.forms import OperateForm

SAMPLE = "golden-age-4p"
#: the sample's actions up to Turn 3, Operating Round 3, Carla's action: Green (Zoë CEO) comes before her Orange
TURN_3_ROUND_3_CARLA = 91


@run
async def test_the_action_form_starts_on_an_airline_of_which_the_player_is_ceo(tmp_path: Path) -> None:
    """Carla may act with Green (a token of it; Zoë is its CEO, its Research done this turn), Orange (her own,
    Research open) and others: the form starts on Orange, the first in the game's order she is CEO of, its Research
    offered."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, SAMPLE, TURN_3_ROUND_3_CARLA)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        state = app.game.state
        view = ga.operation_view(state)
        assert (view.turn, view.op_round, view.to_act_name) == (3, 3, "Carla")
        choices = ga.action_choices(state, view.to_act)
        ceos = {a.name: a.ceo for a in view.airlines}
        assert list(choices)[:2] == ["Green", "Orange"] and ceos["Green"] != view.to_act == ceos["Orange"]
        assert "research" not in choices["Green"] and "research" in choices["Orange"]
        await keys(pilot, "o")
        form = app.screen
        assert isinstance(form, OperateForm)
        assert form.query_one("#airline", Select).value == "Orange"
        assert "research" in [value for _label, value in form.action_options(view.to_act, "Orange")]
