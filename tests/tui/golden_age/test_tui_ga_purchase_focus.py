"""1930's Purchased action form (End of Turn, step 1) at 80x24 opens with the focus on the first thing to type: the
Player list while several CEOs may still choose, the Action once the player is settled (Textual Pilot, 3 players,
the game recorded through the Book: ga_three)."""

from __future__ import annotations

from pathlib import Path

from ga_three import three
from textual.widgets import Select
from tui_helpers import SIZE, keys, make_app, open_game_at, run, type_fast

from tui.games.golden_age.forms import PurchasedActionForm


@run
async def test_the_last_ceo_to_choose_types_the_action_at_once(tmp_path: Path) -> None:
    """A newcomer's try: Benedikt and Cosimo declined, ``u`` then ``Exp`` typed: no ▸ mark, nothing typed anywhere,
    the key line "Enter: next field…"; Tab was needed first (the Player, one name, is fixed text, no field). Now the
    Action has the focus, and the letters typed in one burst with ``u`` search it."""
    app = make_app(tmp_path)
    game = three(app.book)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "p", "y", "p", "y")  # Aurélie and Benedikt decline: Cosimo alone may buy
        await type_fast(pilot, "u", "Exp", "enter")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        assert form.query_one("#action", Select).value == "expand"
        assert form.focused is form.query_one("#income")  # Expand's field, next after the Action
        await keys(pilot, "8", "enter")
        assert app.game.records[-1].kind == "golden_age.purchased_action"
        # undone, offered again: the form opens on its Action, as it did
        await keys(pilot, "ctrl+z", "y")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        assert form.focused is form.query_one("#action")


@run
async def test_several_ceos_to_choose_start_on_the_player(tmp_path: Path) -> None:
    """While several CEOs may still buy, who buys is the first thing to choose: the Player list has the focus."""
    app = make_app(tmp_path)
    game = three(app.book)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await type_fast(pilot, "u")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        assert form.focused is form.query_one("#player")
