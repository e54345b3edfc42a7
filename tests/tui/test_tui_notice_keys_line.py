"""A notice on a game's table never covers the table's "More:" keys (tui.base.table_screen, place_notices): with the
keys straight above the footer (80x24) it takes the line above them; with the latest actions under the keys (a
tall terminal) the bottom line above the footer, as on every screen. A newcomer's try of Air Fare at 80x24:
"Recorded #…" covered the More line's second row ("P Print audit · ctrl+z undo · ctrl+p every action") for its
seconds."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AirbankerApp
from tui.base.table_screen import GameTableScreen
from tui.base.widgets import PlainStatic
from tui.games.air_fare.table import AirFareScreen

ROLLS = {"rolls": [{"plane": 1, "roll": 5}, {"plane": 4, "roll": 5}, {"plane": 7, "roll": 5}]}


def _more_lines(app: AirbankerApp) -> list[str]:
    """The More line's rows as the table draws them."""
    more = app.screen.query_one("#more", PlainStatic)
    return [line.rstrip() for line in str(more.render()).splitlines() if line.strip()]


def _assert_keys_and_notice_drawn(app: AirbankerApp, notice: str) -> None:
    drawn = [line.rstrip() for line in drawn_text(app).splitlines()]
    more = _more_lines(app)
    assert len(more) >= 1 and more[0].startswith("More:"), more
    for line in more:
        assert line in drawn, (line, drawn[-5:])
    said = [i for i, line in enumerate(drawn) if notice in line]
    assert said, drawn[-5:]
    # the notice on the line above the keys or under them (the latest actions' room), never between their rows
    first = drawn.index(more[0])
    assert said[-1] < first or said[0] > first + len(more) - 1, drawn[-6:]


@run
async def test_after_an_action_air_fares_more_line_is_drawn_whole_under_the_notice(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "notices", ("Ann", "Bea", "Cal"), options))
    app.book.record(game_id, "air_fare.maintenance", ROLLS)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "d", "boston", "enter", "chicago", "enter", "snowb", "enter")
        assert isinstance(app.screen, AirFareScreen), app.screen
        await pilot.pause(0.1)
        assert len(_more_lines(app)) == 2  # the keys fold onto two rows at 80 columns
        _assert_keys_and_notice_drawn(app, "Recorded #2")
        drawn = drawn_text(app).splitlines()
        assert "Recorded #2" in drawn[-4] and drawn[-3].startswith("More:"), drawn[-5:]


@pytest.mark.parametrize(
    ("sample", "upto", "size"),
    [
        ("air-empire-basic-4p", 20, SIZE),
        ("golden-age-4p", 199, SIZE),
        ("air-fare-4p", 30, SIZE),
        ("air-fare-4p", 30, (120, 36)),
        ("golden-age-4p", 199, (120, 36)),
    ],
)
@run
async def test_a_notice_on_every_games_table_leaves_its_more_line(
    tmp_path: Path, sample: str, upto: int, size: tuple[int, int]
) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, sample, upto)
    async with app.run_test(size=size, notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause(0.1)
        assert isinstance(app.screen, GameTableScreen)
        app.notify("A notice to read: the keys stay.", timeout=30)
        await pilot.pause(0.2)
        _assert_keys_and_notice_drawn(app, "A notice to read")
        footer = drawn_text(app).splitlines()[-1]
        assert "j Journal" in footer and "notice" not in footer, footer  # the footer in sight
