"""The new game's Title may be blank (docs/game-record.md: "may be empty"; the list of games says "untitled"): its
field says so ("e.g. Thursday club, or blank"), and Enter on it goes on to Player 1, every game's. The names the game
needs are the players': Enter on a blank Player 1 stays and the line under the fields says, in one plain line, that
the names are still to type (tui/screens/new_game.py). A newcomer's try of Air Fare: Enter on the blank title went on
without a word, read as a name needed and not asked for."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input
from tui_helpers import drawn_text, keys, make_app, open_new_game, pick, run

GAMES = ["Air Empire", "Air Fare", "1930"]


@pytest.mark.parametrize("game", GAMES)
@run
async def test_a_blank_title_says_it_may_be_blank_and_the_names_are_asked_for(tmp_path: Path, game: str) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_new_game(pilot)
        await pick(pilot, game)
        if screen.focused is not screen.query_one("#title", Input):
            await keys(pilot, "enter")  # Air Empire's Variant: the Basic Game
        assert screen.focused is screen.query_one("#title", Input)
        assert "e.g. Thursday club, or blank" in drawn_text(app), drawn_text(app)
        await keys(pilot, "enter")  # a blank title: on to Player 1, not the options
        assert screen.focused is screen.query_one("#name_1", Input), screen.focused
        await keys(pilot, "enter")  # a blank Player 1: the names are needed, the cursor stays
        assert screen.focused is screen.query_one("#name_1", Input), screen.focused
        said = screen.live_text
        assert said.startswith("Not yet: type the players' names") and "none typed yet" in said, said
        assert "\n" not in said and "[" not in said, said
