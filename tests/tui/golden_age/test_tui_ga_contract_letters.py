"""1930 Contract: letters typed on the Card are the Airline's name (Textual Pilot, the bundled 4-player sample)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, open_game_at, records, run

from tui.base.widgets import FormScreen


@run
async def test_airline_name_typed_on_the_card_searches_the_airline_list(tmp_path: Path) -> None:
    """A newcomer's try at End of Turn 2: the Contract (``c``), "zo" typed in the Player list, ctrl+s: the cursor on
    the Card, the Airline (Blue, filled in) skipped; "gr" for Green said "A number: digits only. Key not used." The
    letters search the Airline list, as on the Income form; Enter takes Green and goes on to the Card."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 73)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, FormScreen)
        await keys(pilot, "z", "o", "ctrl+s")
        assert records(app) == before
        assert form.query_one("#player", Select).value == 4
        card = form.query_one("#amount", Input)
        assert form.focused is card
        await keys(pilot, "g", "r")
        assert "Key not used" not in drawn_text(app)
        await keys(pilot, "enter")
        assert form.query_one("#airline", Select).value == "Green"
        assert form.focused is card
        assert card.value == ""
