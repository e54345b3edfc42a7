"""The note beside a flight on the flights form keeps its meaning whole (tui/games/air_fare/forms.py, landing_text).
A newcomer's try at 80x24: "1st of 2 · no income" was cut to "1st of 2 · no" (whole at 120x36). Too wide for its
room, it folds onto a second line after the "·"."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from sample_helpers import sample_record
from tui_helpers import drawn_text, keys, make_app, pick, run

from tui.games.air_fare.forms import FlightsForm

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique")


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_a_landing_that_earns_nothing_says_so_whole(tmp_path: Path, size: tuple[int, int]) -> None:
    """The sample's turn 10 Flying Phase (Bartholomew drew the Pilot Strike: no income this turn), long names: his
    two DC-9s both fly to the Minor Airports, the 1st and the 2nd landing of 2 there, each earning nothing."""
    setup, actions = sample_record("air-fare-4p")
    app = make_app(tmp_path)
    game_id = app.book.import_actions(dataclasses.replace(setup, players=NAMES), actions[:49])
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FlightsForm)
        await keys(pilot, "tab", "tab")  # Bartholomew's #4 (Down opens a closed list)
        await pick(pilot, "Minor")
        await pick(pilot, "Minor")  # his #15, next
        drawn = drawn_text(app).splitlines()
        rows = [i for i, line in enumerate(drawn) if "Bartholomew #" in line]
        assert len(rows) == 2, drawn
        for row, nth in zip(rows, ("1st", "2nd"), strict=True):
            line, below = drawn[row], drawn[row + 1]
            if size[0] >= 120:
                assert f"{nth} of 2 · no income" in line, drawn
            else:  # folded after the "·", right under it: never "no" alone at the end of the line
                assert line.rstrip(" │").endswith(f"{nth} of 2 ·"), drawn
                assert below.index("no income") == line.index(f"{nth} of 2"), drawn
