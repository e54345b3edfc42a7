"""An Enter on a blank name of the new game form stays on it while the names do not end there (tui/screens/new_game.py,
NewGameScreen.names_end_at): names typed at once land in order, every game's.

A newcomer's try: "Ann Enter Enter Bea Enter Cal Enter Dmitri Enter", an extra Enter on a name, went on to Player 3:
Bea, Cal and Dmitri landed a seat late, Player 2 left blank."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input
from tui_helpers import keys, make_app, open_new_game, pick, run, type_fast

from tui.screens.new_game import NewGameScreen

GAMES = ["Air Empire", "Air Fare", "1930"]


async def on_first_name(pilot: object, game: str) -> NewGameScreen:
    """The new game form, ``game`` chosen, "Friday" typed as its title, the cursor on Player 1."""
    screen = await open_new_game(pilot)
    await pick(pilot, game)
    if screen.focused is not screen.query_one("#title", Input):
        await keys(pilot, "enter")  # Air Empire's Variant: the Basic Game
    await keys(pilot, "Friday", "enter")
    assert screen.focused is screen.query_one("#name_1", Input)
    return screen


def names(screen: NewGameScreen) -> list[str]:
    return [screen.query_one(f"#name_{seat}", Input).value for seat in range(1, screen.seats() + 1)]


@pytest.mark.parametrize("game", GAMES)
@run
async def test_an_extra_enter_on_a_name_stays_on_the_blank_seat(tmp_path: Path, game: str) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await on_first_name(pilot, game)
        await keys(pilot, "Ann", "enter", "enter")
        assert screen.focused is screen.query_one("#name_2", Input), screen.focused
        assert "1 typed so far" in screen.live_text, screen.live_text
        await keys(pilot, "Bea", "enter")
        assert names(screen)[:2] == ["Ann", "Bea"]
        assert screen.focused is screen.query_one("#name_3", Input)


@pytest.mark.parametrize("game", GAMES)
@run
async def test_names_typed_at_once_with_an_extra_enter_land_in_order(tmp_path: Path, game: str) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await on_first_name(pilot, game)
        await type_fast(pilot, "Ann", "enter", "enter", "Bea", "enter", "Cal", "enter", "Dmitri", "enter")
        assert app.screen is screen
        assert names(screen)[:4] == ["Ann", "Bea", "Cal", "Dmitri"], names(screen)


@run
async def test_a_blank_seat_before_a_name_typed_stays(tmp_path: Path) -> None:
    """A blank Player 2 with Cal typed below it (the banker went back up to it): Enter on it stays, the line says
    why."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await on_first_name(pilot, "Air Fare")
        screen.query_one("#name_1", Input).value = "Ann"
        screen.query_one("#name_3", Input).value = "Cal"
        screen.query_one("#name_2", Input).focus()
        await keys(pilot, "enter")
        assert screen.focused is screen.query_one("#name_2", Input)
        assert "Player 2: blank, but Cal sits after it" in screen.live_text, screen.live_text
