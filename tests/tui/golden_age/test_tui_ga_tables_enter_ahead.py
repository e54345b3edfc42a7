"""1930's tables form: an Enter typed ahead of it is not a blank line at the top of its boxes.

A newcomer's try at 120x36: "t i Enter" (the chooser's letter had chosen; Enter was meant to confirm it) opened
the form with a blank first line in the Stock Market box: every row stood one line below its box's number (line 2
showed box 1), and Esc on the untouched form asked "Drop what was typed?".
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import TextArea
from tui_helpers import import_sample, keys, make_app, open_game_at, run, type_fast

from tui.games.golden_age.forms import TablesForm

#: the sample's first three actions: the starting money, the tables, the first airline started
STARTED = 3


@run
async def test_an_enter_typed_ahead_of_the_tables_form_adds_no_line(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", STARTED)
    async with app.run_test(size=(120, 36)) as pilot:
        await open_game_at(pilot, game)
        await type_fast(pilot, "t", "c", "enter")
        form = app.screen
        assert isinstance(form, TablesForm)
        track = form.query_one("#track", TextArea)
        assert track.text.startswith("1 1\n"), track.text[:20]
        assert not form.unsaved()
        # once the form is drawn, Enter is the banker's: a new line
        await keys(pilot, "enter")
        assert track.text.startswith("\n1 1"), track.text[:20]
