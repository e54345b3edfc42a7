"""The Condensed Re-cap Sheet screen (r) of Air Empire, as a newcomer's try found it at 80x24."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_text, import_sample, make_app, open_game_at, run

from tui.games.air_empire.recap import RecapScreen, SheetTable


@run
async def test_the_route_applications_show_every_route_city_whole(tmp_path: Path) -> None:
    """A newcomer's try at 80x24 (r, then a): the Route Cities were cut to their heading's width ("San Franci",
    "Los Angele") in a row of some 74 columns. Each column is as wide as its heading and its widest cell."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-tournament-3p", None)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await pilot.press("r", "a")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, RecapScreen)
        table = screen.query_one("#applications", SheetTable)
        cells = [[str(cell) for cell in table.get_row_at(index)] for index in range(table.row_count)]
        cities = [row[1] for row in cells]
        assert "San Francisco" in cities and "Los Angeles" in cities
        headings = [str(column.label) for column in table.ordered_columns]
        assert headings[1] == "Route City"
        for index, heading in enumerate(headings):
            widest = max([len(heading)] + [len(row[index]) for row in cells])
            assert table.ordered_columns[index].width == widest, heading
        drawn = drawn_text(app)
        assert "San Francisco" in drawn and "Los Angeles" in drawn
