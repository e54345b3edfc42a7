"""A new user's findings on the Air Empire forms at 80×24 (and 120×36), each held by a Pilot journey."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tui_helpers import SIZE, import_sample, keys, make_app, run

from tui.app import AirbankerApp
from tui.games.air_empire.forms import RouteCardForm


async def open_sample(pilot: Any, sample: str, upto: int) -> None:
    app = pilot.app
    game = import_sample(app.book, sample, upto)
    await pilot.pause()
    app.open_game(game)
    await pilot.pause()


def live_line(form: Any) -> str:
    return " ".join(str(form.query_one("#form-live").render()).split())


@run
async def test_a_card_turned_up_already_is_refused_once_its_city_is_typed(tmp_path: Path) -> None:
    """Y1 Q3 of the sample: Los Angeles turned up in Y1 Q1. The refusal is said as soon as the city is typed,
    not after every figure of the card ("type the minimum Flight Costs for Class A" before)."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await open_sample(pilot, "air-empire-basic-4p", 15)
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        await keys(pilot, "Los Angeles")
        line = live_line(form)
        assert line.startswith("Refused:") and "already turned up in Y1 Q1" in line, line
        await keys(pilot, "tab")  # leaving the field: still the refusal, not the minimums
        line = live_line(form)
        assert line.startswith("Refused:") and "minimum Flight Costs" not in line, line
        await keys(pilot, "shift+tab", *["backspace"] * 11, "Boston")
        assert "already turned up" not in live_line(form)
