"""The Flying form's ctrl+s with a plane's destination not chosen says what is missing, and its help says what Enter
does on a list (tui/games/air_fare/forms.py, FlightsForm.action_record, _AFForm's Enter). A newcomer's try: ctrl+s
did nothing and said nothing (the line kept its "… choose where …" of a form being filled in); F1 listed "⏎ —
Record" while Enter opened the list there."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import app_where_allowed, drawn_words, keys, run

from tui.games.air_fare.forms import FlightsForm

MISSING = "choose where Ann's #1 737 flies (or: it stays on the ground)"


@run
async def test_ctrl_s_with_no_destination_says_what_is_missing(tmp_path: Path) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.flights")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "f")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, FlightsForm)
        records = len(app.game.records)
        assert f"… {MISSING}" in drawn_words(app)
        await keys(pilot, "ctrl+s")
        await pilot.pause()
        said = drawn_words(app)
        assert f"Not recorded: {MISSING}" in said, said
        assert form.query_one("#form-live").has_class("-refused")
        assert len(app.game.records) == records and app.screen is form
        await keys(pilot, "f1")
        await pilot.pause()
        helped = drawn_words(app)
        assert "⏎ — Next field; on a list: open it, then choose; on the last field:" in helped, helped
        assert "⏎ — Record" not in helped, helped
