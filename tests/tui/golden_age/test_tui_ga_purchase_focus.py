"""1930's Purchased action form (End of Turn, step 1) at 80x24 opens with the focus on the first thing to type, the
same for every CEO: the Action, the Player preset to whose choice it is (Textual Pilot, 3 players, the game recorded
through the Book: ga_three; the bundled 4-player sample)."""

from __future__ import annotations

from pathlib import Path

from ga_three import three
from textual.widgets import Select
from tui_helpers import SIZE, first_allowed, import_sample, keys, make_app, open_game_at, run, type_fast

from ledger.games.golden_age import purchase_next
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
async def test_every_ceo_in_turn_starts_on_the_action_the_player_preset(tmp_path: Path) -> None:
    """A newcomer's try at End of Turn 1 (the 4-player sample): the form opened on the Player list for Neal, Chuck
    and Zoë, on another field for Carla, the last: ``u`` then ``Rel`` typed ahead searched the Player list for some
    CEOs and the Action for the last. The form opens on the Action for every CEO, the Player preset to the one whose
    choice it is (turn order): the same keys typed ahead choose Relocate for each."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", first_allowed("golden-age-4p", "golden_age.purchased_action"))
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        table = app.screen
        seen = []
        while waiting := purchase_next(app.game.state):
            await type_fast(pilot, "u", "Rel", "enter")
            form = app.screen
            assert isinstance(form, PurchasedActionForm)
            assert form.query_one("#player", Select).value == waiting[0]
            assert form.query_one("#action", Select).value == "relocate"
            assert form.focused is form.query_one("#income")  # Relocate's field, next after the Action
            seen.append(waiting[0])
            await keys(pilot, "escape", "d")  # nothing recorded (d: drop what was typed); the CEO declines instead
            assert app.screen is table
            await keys(pilot, "p", "y")
        assert seen == [2, 3, 4, 1]  # Neal, Chuck, Zoë, then Carla, the last
