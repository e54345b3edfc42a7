"""Letters typed on the Income form's income go to its Airline list (Textual Pilot, the bundled 1930 sample)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, run

from tui.games.golden_age.forms import IncomeForm
from tui.games.golden_age.table import GoldenAgeScreen


@run
async def test_an_airline_name_typed_on_the_income_chooses_the_airline(tmp_path: Path) -> None:
    """A newcomer's try: the Income form opens on "Income now", its Airline preset (Brown, due); "pi" typed for
    Pink said "A number: digits only. Key not used.". The letters search the Airline list; Enter takes Pink and
    the focus goes on to the income, where the digits are typed."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 149)  # Turn 4's End of Turn: Brown's income not typed
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert app.game.state.airlines["Pink"].in_play
        await keys(pilot, "i")
        form = app.screen
        assert isinstance(form, IncomeForm)
        assert form.focused is form.query_one("#income")
        await keys(pilot, "pi")
        assert "Key not used" not in drawn_text(app)
        await keys(pilot, "enter")
        assert form.query_one("#airline", Select).value == "Pink"
        assert form.focused is form.query_one("#income")
        await keys(pilot, "7", "ctrl+s")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert app.game.records[-1].payload == {"airline": "Pink", "income": 7}
