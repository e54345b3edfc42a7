"""With no 1D10 to type, the advertising reveal waits for y; with rolls asked, a key typed straight after the reveal
that the form cannot take is not typed into a field: the line says the reveal happened and what records
(tui/games/air_fare/forms.py, ad_revealed_said). A newcomer's try: on the last row the first Enter only revealed, a
second recorded, so "Enter r" put the "r" into the amount field ("A number: digits only. Key not used.")."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_advertising_secret import chicago_game
from textual.widgets import Input
from tui_helpers import drawn_words, keys, make_app, run, type_fast

from tui.games.air_fare.forms import AdvertisingForm


async def burst_after(tmp_path: Path, amounts: list[str]) -> tuple[AdvertisingForm, str]:
    """The form opened, ``amounts`` typed row by row with Enter between, then "Enter r" in one burst on the last
    row: the form and the words drawn."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "g")
        form = app.screen
        assert isinstance(form, AdvertisingForm)
        for index, amount in enumerate(amounts):
            if index:
                await keys(pilot, "enter")
            await keys(pilot, amount)
        await type_fast(pilot, "enter", "r")
        assert form.revealed and app.screen is form
        assert all("r" not in field.value for field in form.query(Input).results(Input))
        return form, drawn_words(app)


@run
async def test_with_no_roll_the_reveal_waits_for_y_then_the_next_key_is_the_tables(tmp_path: Path) -> None:
    """Nobody doubles anyone, no 1D10 to type: Enter on the last row reveals, nothing recorded, and the "r" typed
    with it goes nowhere (the amounts are read first); y then records, and r opens the Revenue form."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "g", "1", "enter", "1", "enter", "1", "enter", "1")
        await type_fast(pilot, "enter", "r")
        form = app.screen
        assert isinstance(form, AdvertisingForm) and form.revealed
        assert app.game.records[-1].kind != "air_fare.advertising"
        assert all("r" not in field.value for field in form.query(Input).results(Input))
        await keys(pilot, "y")
        assert app.game.records[-1].kind == "air_fare.advertising"
        await keys(pilot, "r")
        assert type(app.screen).__name__ == "RevenueForm", type(app.screen).__name__


@run
async def test_a_key_after_the_reveal_says_the_rolls_are_asked(tmp_path: Path) -> None:
    _form, said = await burst_after(tmp_path, ["", "3", "5", "10"])  # the rulebook's example: three rolls
    # typed before the reveal showed, no key is used where rolls are asked (3708819: the rolls and their Enter typed
    # ahead recorded the amounts unseen)
    assert "'r' was typed before the amounts showed: not used." in said, said
