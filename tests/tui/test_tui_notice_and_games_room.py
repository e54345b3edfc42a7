"""At 80x24: a table's "Recorded" notice leaves the title line in sight, near the footer, on the line above the
"More:" keys, never over them (tui/app.tcss, ToastRack; GameTableScreen.place_notices); and the list of games
gives a long title the room, cut with "…" (tui/screens/start.py, _column_widths). Newcomers' tries: the notice
covered the screen's title line for its seconds, then the More keys' last row; a long title was cut
to 14 cells while the panel under the list had it whole (Textual Pilot)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options

LONG_TITLE = "Thursday night at the Fitzwilliams' with the cousins"


@run
async def test_a_recorded_notice_leaves_the_title_line_and_the_more_keys(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "Review", ("Ann", "Bea", "Cal"), options))
    app.book.record(game_id, "air_fare.loan", {"player": 1, "amount": 40})
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        title_line = drawn_text(app).splitlines()[0]
        assert "airbanker — Air Fare · Review" in title_line
        await keys(pilot, "o", "tab", "5", "enter")  # a repayment of $5M, recorded
        await pilot.pause(0.1)
        lines = drawn_text(app).splitlines()
        assert lines[0] == title_line, lines[0]
        # the More keys fold onto two rows at 80 columns: the notice above them (it covered the second one)
        assert lines[-4].startswith("▌ Recorded #2 · Ann repays $5M"), lines
        assert lines[-3].startswith("More:") and lines[-2].startswith("P Print audit"), lines
        assert lines[-1].split()[:2] == ["esc", "Games"], lines  # the footer in sight
        assert lines[1].startswith("Turn 1, Maintenance Phase"), lines  # the turn line too


@run
async def test_the_games_list_gives_a_long_title_the_room_and_cuts_it_with_an_ellipsis(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    import_sample(app.book, "air-empire-basic-4p", 20, title=LONG_TITLE)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.3)
        table = app.screen.query_one("#games", DataTable)
        widths = {str(column.key.value): column.width for column in table.columns.values()}
        assert widths["title"] > widths["players"] and widths["title"] >= 18, widths
        row = next(line for line in drawn_text(app).splitlines() if line.startswith(" 1   "))
        shown = LONG_TITLE[: widths["title"] - 1] + "…"  # cut, and said cut
        assert shown in row and widths["title"] >= len("Thursday night at…"), row
        assert LONG_TITLE in drawn_text(app)  # whole in the panel under the list
