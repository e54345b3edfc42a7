"""Keys typed ahead of the sale form land where they did before it started on the Card (tui/games/air_fare/forms.py,
SaleForm.typed_for_player).

The rule: the sale form starts on the Card when its player is filled in; the first key to reach the Card, if it is
a letter or digit typed before the form was drawn, is the Player list's (as when the form started there) and the keys
after it go there too: "s c Enter" typed at once picks Christopher and goes on to his cards. A key typed once the form
is drawn goes where the cursor is shown: the Card (a card's name)."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_sale_whereabouts import flown
from textual.widgets import Select
from tui_helpers import keys, make_app, run, type_fast

from tui.games.air_fare.forms import SaleForm


@run
async def test_a_players_initial_typed_ahead_picks_the_player(tmp_path: Path) -> None:
    """Annabelle highlighted: "s c Enter" typed at once is Christopher's sale, on to his cards; so is "s shift+tab c
    Enter" (the Player list reached first)."""
    for typed in (("s", "c", "enter"), ("s", "shift+tab", "c", "enter")):
        (tmp_path / str(len(typed))).mkdir()
        app = make_app(tmp_path / str(len(typed)))
        game_id, _minor = flown(app)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.open_game(game_id)
            await pilot.pause()
            await type_fast(pilot, *typed)
            sale = app.screen
            assert isinstance(sale, SaleForm), typed
            assert sale.query_one("#player", Select).value == 3, (typed, sale.query_one("#player", Select).value)
            assert sale.focused is sale.query_one("#card", Select), typed


@run
async def test_a_letter_typed_once_the_form_is_drawn_searches_the_cards(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id, _minor = flown(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "s")
        sale = app.screen
        assert isinstance(sale, SaleForm) and sale.focused is sale.query_one("#card", Select)
        await keys(pilot, "m")  # the form seen starting on the Card: "m" is Minor Airport, not a player
        assert sale.query_one("#player", Select).value == 1
        assert sale.focused is not sale.query_one("#player", Select)
        assert sale.query_one("#card", Select).expanded
