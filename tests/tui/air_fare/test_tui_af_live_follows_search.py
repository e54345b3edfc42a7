"""Air Fare's forms: while a name is typed in an open list, the live line follows what Enter does with the option
the search highlights, never the option the list held before (Textual Pilot, keys typed ahead as a banker types them),
as 1930's forms do (tests/tui/golden_age/test_tui_ga_live_follows_search.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_tui_air_fare_lists import trade_to_buyer
from textual.widgets import Select
from tui_helpers import form_setup, keys, make_app, records, run, stored_game, type_fast

from tui.games.air_fare.forms import DrawForm
from tui.games.air_fare.table import AirFareScreen


async def draw_on_the_last_card(pilot: Any) -> DrawForm:
    """A new 4-player game's first draw, every card chosen (Dee's, the last, Atlanta: the first her list offers) and
    the cursor back on Dee's list."""
    await stored_game(pilot, form_setup("air_fare", "standard", "Four", "Ann", "Bea", "Cal", "Dee"))
    await keys(pilot, "m", "5", "enter", "7", "enter", "1", "enter", "8", "enter")  # the maintenance rolls
    await keys(pilot, "d", "miami", "enter", "747", "enter", "maint", "enter", "down", "enter", "shift+tab")
    form = pilot.app.screen
    assert isinstance(form, DrawForm)
    assert form.focused is form.query_one("#card_4", Select)
    assert form.query_one("#card_4", Select).value == "Atlanta"
    return form


@run
async def test_the_draw_line_names_the_card_the_search_highlights(tmp_path: Path) -> None:
    """A newcomer's try, as on 1930's Buy form: "york" typed at once in Dee's card list, the last, and the line still
    said "… Dee: Atlanta" (the card the list held) while Enter recorded New York."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await draw_on_the_last_card(pilot)
        before = records(app)
        await type_fast(pilot, "york")
        assert form.query_one("#card_4", Select).expanded
        assert form.live_text.startswith("Will record: Turn 1 draw:"), form.live_text
        assert "Dee: New York" in form.live_text and "Atlanta" not in form.live_text, form.live_text
        await type_fast(pilot, "escape")  # closed on Atlanta: the line of Atlanta again
        assert "Dee: Atlanta" in form.live_text, form.live_text
        await type_fast(pilot, "york", "enter")  # Enter records what the line said
        assert isinstance(app.screen, AirFareScreen)
        assert records(app) == before + 1
        assert app.game.records[-1].payload["cards"][3] == {"player": 4, "card": "New York"}


@run
async def test_a_search_matching_nothing_says_enter_chooses_nothing(tmp_path: Path) -> None:
    """A card the list does not offer highlights nothing: the line names no card, and says Enter chooses none."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await draw_on_the_last_card(pilot)
        await type_fast(pilot, "zzq")
        assert form.live_text.startswith("Nothing highlighted: Enter chooses nothing"), form.live_text
        assert "Atlanta" not in form.live_text


@run
async def test_a_list_before_the_last_says_which_option_enter_takes(tmp_path: Path) -> None:
    """The Trade form's Buyer list comes before the price: a search there highlighting another player than the one
    the list holds (Bea), the line says which Enter takes (it records nothing there)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await trade_to_buyer(pilot)
        assert form.query_one("#buyer", Select).value == 2
        await type_fast(pilot, "cal")
        assert form.query_one("#buyer", Select).expanded
        said = form.live_text
        assert said.startswith("3 Cal") and said.endswith("highlighted: Enter takes it"), said
        await type_fast(pilot, "enter")
        assert form.query_one("#buyer", Select).value == 3
        assert "Bea" not in form.live_text and "highlighted" not in form.live_text, form.live_text
