"""1930's forms: a search typed in an open list that matches nothing, kept through a terminal made too small and
grown back (Textual Pilot, the bundled sample: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_ga_stock_lists import sample_game
from tui_helpers import SIZE, drawn_words, keys, make_app, records, run, type_fast

from tui.base.widgets import FormScreen

#: Turn 3's Normal Stock Round: Carla's buy (the Buy form opens on its Airline list)
CARLA_BUYS = 76
#: Turn 2, Operating Round 3: Carla's action (the Airline action form opens on its Action list)
OPERATION = 60


@pytest.mark.parametrize(("upto", "key", "noun"), [(CARLA_BUYS, "b", "airline"), (OPERATION, "o", "action")])
@run
async def test_a_search_matching_nothing_says_so_again_after_a_resize(
    tmp_path: Path, upto: int, key: str, noun: str
) -> None:
    """A newcomer's try: "zzz" typed in the open list (nothing highlighted, the live line said so), the terminal
    made 60x20 and grown back to 80x24: the list opened again with "zzz" on its border, but the option it opens on
    highlighted and the live line said "Expand highlighted: Enter takes it", the state before the search. After
    the resize the list, the live line and the key line are as they were, and Enter still chooses nothing."""
    app = make_app(tmp_path)
    game = sample_game(app.book, upto)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await type_fast(pilot, key, "zzz")
        form = app.screen
        assert isinstance(form, FormScreen)
        nothing = "Nothing highlighted: Enter chooses nothing (type another name, or ↑↓)"
        assert form.live_text == nothing, form.live_text
        said = drawn_words(app)
        assert nothing in said and f'no {noun} matches "zzz"' in said, said
        for size in ((60, 20), SIZE):
            await pilot.resize_terminal(*size)
            await keys(pilot)
        assert form.live_text == nothing, form.live_text
        assert drawn_words(app) == said
        await keys(pilot, "enter")  # chooses nothing, as the line says
        assert app.screen is form and records(app) == upto


@run
async def test_a_search_enter_forgot_still_chooses_nothing_after_a_resize(tmp_path: Path) -> None:
    """A review: "o zzz Enter" said nothing was chosen (the search forgotten, "Nothing highlighted"), then 60x20 and
    back: the list opened on Expand again, the live line said "Expand highlighted: Enter takes it", and Enter took
    it. After the resize the list still has nothing highlighted, and Enter chooses nothing."""
    app = make_app(tmp_path)
    game = sample_game(app.book, OPERATION)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "o", "z", "z", "z", "enter")
        await pilot.pause(0.5)
        form = app.screen
        assert isinstance(form, FormScreen)
        before = form.live_text
        assert "Expand highlighted" not in before, before
        for size in ((60, 20), SIZE):
            await pilot.resize_terminal(*size)
            await keys(pilot)
        assert form.live_text == before, form.live_text
        assert "Expand highlighted" not in drawn_words(app)
        await keys(pilot, "enter")
        await pilot.pause(0.5)
        assert app.screen is form and records(app) == OPERATION
        assert form.live_text == before, form.live_text  # no action taken ("… type the income after it")
