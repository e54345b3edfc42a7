"""The flights' "(stays on the ground)" is found by its first word only, never by a letter inside it.

A newcomer's try at 80x24: "chicago" searched a destination list that did not offer it (the plane had landed
there last), Enter chose nothing and the list stayed open; the "g" typed next, meant for the table's advertising
key, searched "g", which "ground" took, and the Enter after it recorded the plane staying on the ground: its
landing revenue lost. An option in brackets is a note, not a name: only its first word finds it.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select
from tui_helpers import app_where_allowed, keys, run

from tui.base.widgets import LiteralSelect
from tui.games.air_fare.forms import GROUND, FlightsForm


@run
async def test_a_letter_inside_the_ground_option_does_not_find_it(tmp_path: Path) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.flights")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "f")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, FlightsForm)
        select = form.focused.parent if not isinstance(form.focused, LiteralSelect) else form.focused
        assert isinstance(select, LiteralSelect)
        await keys(pilot, "space")  # the list open
        overlay = select._list
        assert overlay is not None
        labels = [label for _index, label in overlay._labels()]
        assert any(label.startswith("(") for label in labels), labels
        by_g = overlay._find_search_match("g")
        assert by_g is None or not labels[by_g].startswith("("), labels[by_g]
        found = overlay._find_search_match("stays")
        assert found is not None and labels[found] == "(stays on the ground)"
        await keys(pilot, "escape")
        assert select.value is Select.NULL or select.value != GROUND
