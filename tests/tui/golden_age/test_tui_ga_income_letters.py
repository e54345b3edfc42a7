"""Letters typed on the Income form's income are refused and say where the airline is chosen (Textual Pilot, the
bundled 1930 sample)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select
from tui_helpers import SIZE, drawn_words, import_sample, keys, make_app, pick, run

from tui.games.golden_age.forms import IncomeForm
from tui.games.golden_age.table import GoldenAgeScreen


@run
async def test_an_airline_name_typed_on_the_income_is_refused_saying_where_it_goes(tmp_path: Path) -> None:
    """A newcomer's try: the Income form opens on "Income now", its Airline preset (Brown, due); "pi" typed for
    Pink. The letter is refused like any number field's (a letter handed to the Airline list once chose an airline
    unseen when keys followed it at once), and the line says where an airline is chosen: shift+tab, the list,
    "pi" there and Enter take Pink, and the focus goes on to the income."""
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
        income = form.query_one("#income")
        assert form.focused is income
        await keys(pilot, "p")
        words = drawn_words(app)
        assert "an airline is chosen in the Airline list above: shift+tab). Key not used." in words
        assert form.query_one("#airline", Select).value == "Brown"
        await keys(pilot, "shift+tab")
        assert form.focused is form.query_one("#airline")
        await pick(pilot, "pi")
        assert form.query_one("#airline", Select).value == "Pink"
        assert form.focused is income
        await keys(pilot, "7", "ctrl+s")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert app.game.records[-1].payload == {"airline": "Pink", "income": 7}
