"""1930: ctrl+s in an open list takes the option found as Enter's pick does, the form following it (the lists and
fields that depend on it) before anything is recorded (Textual Pilot, the bundled 4-player sample)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from tui_helpers import SIZE, import_sample, keys, make_app, open_game_at, records, run

from tui.base.widgets import FormScreen


@run
async def test_ctrl_s_in_player_list_refreshes_airline_before_recording(tmp_path: Path) -> None:
    """A newcomer's try at End of Turn 2: the purchased action (``u``), "ne" typed in the open Player list, ctrl+s:
    Player became Neal, the Airline still read Carla's Orange, and only the record refused "Neal is not CEO of
    Orange". Now the Airline follows Neal (Blue) as after Enter, nothing is recorded in that key press, the screen
    says so; the action typed then ("ex"), the income, and ctrl+s (y: Carla, before him, is passed over) records
    Neal's purchase for Blue."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 73)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, FormScreen)
        assert form.query_one("#airline", Select).value == "Orange"
        await keys(pilot, "n", "e", "ctrl+s")
        await pilot.pause()
        assert app.screen is form
        assert form.query_one("#player", Select).value == 2
        assert form.query_one("#airline", Select).value == "Blue"
        assert records(app) == before
        notices = [n.message for n in app._notifications]
        assert any("Airline is now Blue: ctrl+s again records" in m for m in notices), notices
        assert "Orange" not in form.live_text, form.live_text  # never "Neal is not CEO of Orange"
        form.query_one("#action", Select).focus()
        await keys(pilot, "e", "x", "ctrl+s")  # nothing else follows the action: tried in the one press
        assert form.query_one("#action", Select).value == "expand"
        assert "type the income" in form.live_text, form.live_text
        form.query_one("#income", Input).focus()
        await keys(pilot, "2", "6", "ctrl+s")
        if app.screen is not form:  # Neal comes after Carla in turn order: the form asks first
            await keys(pilot, "y")
        assert records(app) == before + 1
        summary = app.book.game(game).records[-1].summary
        assert "Neal" in summary and "Blue" in summary, summary
