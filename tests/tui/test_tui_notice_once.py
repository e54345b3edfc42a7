"""A notice shows once, on the screen on top, on the lowest line above the footer that is no keys line nor a
dialog's box (tui/app.py, AirbankerApp.place_notices and _refresh_notifications). A newcomer's try of Air Fare at
80x24: the maintenance rolls recorded, then "d" at once: "Recorded #… · Turn 5 maintenance" drawn twice, the table's
copy above its "More:" keys and the Draw form's over their second row ("P Print audit · ctrl+z undo · ctrl+p every
action"); at 120x36 a notice over the secret bids covered the table's turn line ("Turn 4, Bid Phase · deck…")."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, run

from tui.base.widgets import FormScreen

#: the maintenance rolls of turn 5 in the sample, six planes: none grounded
ROLLS = ("6", "enter") * 6
NOTICE = "A notice to read: said once"


@run
async def test_the_recorded_notice_shows_once_over_the_form_opened_at_once(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-fare-4p", 21)  # turn 5, the Maintenance Phase
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "m", *ROLLS, "d")
        await pilot.pause(0.2)
        assert isinstance(app.screen, FormScreen), app.screen
        lines = [line.rstrip() for line in drawn_text(app).splitlines()]
        said = [i for i, line in enumerate(lines) if "Recorded #22" in line]
        assert len(said) == 1, lines[-6:]
        # nothing of the table under the form's box, its keys either (tui/base/backdrop.py): the notice where it was
        assert lines[-3:-1] == ["", ""], lines[-5:]
        assert said[0] == len(lines) - 4, lines[-6:]  # under the form's box
        assert "Turn 5, Draw Phase" in lines[1], lines[:3]


@run
async def test_a_notice_over_the_secret_bids_in_a_tall_terminal_leaves_the_turn_line_and_the_box(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-fare-4p", 20)  # turn 4, the Bid Phase
    async with app.run_test(size=(120, 36), notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "b")
        await pilot.pause(0.2)
        before = [line.rstrip() for line in drawn_text(app).splitlines()]
        app.notify(NOTICE, timeout=30)
        await pilot.pause(0.2)
        lines = [line.rstrip() for line in drawn_text(app).splitlines()]
        said = [i for i, line in enumerate(lines) if NOTICE in line]
        assert len(said) == 1, lines
        top = next(i for i, line in enumerate(before) if "╭" in line)
        assert said[0] == top - 1, (said, top)  # the line above the dialog's box
        assert [line for i, line in enumerate(lines) if i != said[0]] == [
            line for i, line in enumerate(before) if i != said[0]
        ]  # the title, the turn line, the More keys, the box and the footer as before


@run
async def test_the_recorded_notice_over_the_form_at_the_foot_of_a_tall_terminal_shows_once_above_its_box(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-fare-4p", 21)
    async with app.run_test(size=(120, 36), notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "m", *ROLLS, "d")
        await pilot.pause(0.2)
        assert isinstance(app.screen, FormScreen), app.screen
        lines = [line.rstrip() for line in drawn_text(app).splitlines()]
        said = [i for i, line in enumerate(lines) if "Recorded #22" in line]
        top = next(i for i, line in enumerate(lines) if "╭" in line)
        assert said == [top - 1], (said, top)
        assert "Turn 5, Draw Phase" in lines[1] and any(line.startswith("More:") for line in lines[:top]), lines
