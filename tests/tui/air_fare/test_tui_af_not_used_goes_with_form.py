"""A "Not used" notice about a form goes with the form (tui/app.py, ``AirbankerApp.notice_goes_with``; the form's
``notice_while_open``). A newcomer's try at 80x24 of Air Fare's draw, turn 2: "d terminal Enter 747 Enter chic Enter
md-80 Enter" typed at once; "chic" begins Chicago and Chicago Bag Handlers Strike, so the Enter and the keys after it
were not used, and said (right); but the "Not used" notice stayed on the table after the draw was recorded."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_text, import_sample, keys, make_app, open_game_at, records, run, type_fast

from tui.app import AFTER_REFUSAL_QUIET
from tui.games.air_fare.forms import DrawForm
from tui.games.air_fare.table import AirFareScreen

#: the sample's actions before the Draw Phase of turn 2
TURN_2_DRAW = 6


def not_used(app: object) -> list[str]:
    """The "Not used" notices still on the app (shown, or under the newest until their time runs out)."""
    return [n.message for n in app._notifications if n.message.startswith("Not used")]  # type: ignore[attr-defined]


@run
async def test_the_keys_not_used_after_an_undecided_search_are_said_until_the_draw_is_recorded(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", TURN_2_DRAW)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await open_game_at(pilot, game_id)
        before = records(app)
        await type_fast(pilot, "d", "terminal", "enter", "747", "enter", "chic", "enter", "md-80", "enter")
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        assert isinstance(app.screen, DrawForm) and records(app) == before
        told = not_used(app)
        assert told and "were not used either" in told[-1], told
        assert "were not used either" in " ".join(drawn_text(app).split())  # said on the form
        await keys(pilot, "ago", "enter", "dc-9", "enter")  # Chicago, then Dmitri's card: recorded
        assert isinstance(app.screen, AirFareScreen) and records(app) == before + 1
        assert not not_used(app), not_used(app)


@run
async def test_an_enter_that_chose_nothing_is_said_until_the_draw_is_recorded(tmp_path: Path) -> None:
    """A search that matches no card left (no MD-80 left): the notice of its Enter goes with the form too."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", TURN_2_DRAW)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await open_game_at(pilot, game_id)
        before = records(app)
        await keys(pilot, "d", "terminal", "enter", "747", "enter", "chicago", "enter", "md-80", "enter")
        assert isinstance(app.screen, DrawForm) and records(app) == before
        assert any("nothing chosen" in said for said in not_used(app)), not_used(app)
        await keys(pilot, "dc-9", "enter")
        assert isinstance(app.screen, AirFareScreen) and records(app) == before + 1
        assert not not_used(app), not_used(app)
