"""Air Empire's forms: while a name is typed in an open list, the live line follows what Enter does with the option
the search highlights, never the option the list held before (Textual Pilot, keys typed ahead as a banker types them),
as 1930's forms do (tests/tui/golden_age/test_tui_ga_live_follows_search.py)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select
from tui_helpers import app_where_allowed, drawn_words, keys, open_game_at, records, run, type_fast

from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.forms import MaintenanceForm
from tui.games.air_empire.table import TableScreen


@run
async def test_the_maintenance_line_names_the_player_the_search_highlights(tmp_path: Path) -> None:
    """A newcomer's try, as on 1930's Buy form: "ce" typed at once in the Who pays list (the last, holding Everyone),
    and the line still said "Will record: Ann pays …; Bea pays …" (everyone) while Enter recorded Çelik alone."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.maintenance")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "m", "tab")
        form = app.screen
        assert isinstance(form, MaintenanceForm)
        before = records(app)
        await type_fast(pilot, "ce")
        assert form.query_one("#player", Select).expanded
        assert form.live_text.startswith("Will record: Çelik pays $2,300 maintenance"), form.live_text
        assert "Ann pays" not in form.live_text
        assert "Will record: Çelik pays" in drawn_words(app)
        await type_fast(pilot, "escape")  # the list closed on everyone: the line of everyone again
        assert "Ann pays" in form.live_text, form.live_text
        await type_fast(pilot, "ce", "enter")  # Enter does what the line said (the form asks first)
        question = app.screen
        assert isinstance(question, ConfirmScreen), drawn_words(app)
        assert "Çelik pays" in question.question and "Ann pays" not in question.question, question.question
        await keys(pilot, "y")
        assert isinstance(app.screen, TableScreen)
        assert records(app) == before + 1 and app.game.records[-1].payload == {"player": 3}
