"""A city's name typed ahead of the sale form is a search of the cards, never of the players
(tui/games/air_fare/forms.py, SaleForm.typed_for_player).

A newcomer's try: "s chicago" typed at once went to the Player list ("s c Enter" there picks Christopher), which
searched "chicago" among the players. The word typed ahead goes to the Player list only when it names a player."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select
from tui_helpers import drawn_text, import_sample, keys, make_app, open_game_at, records, run, type_fast

from tui.games.air_fare.forms import SaleForm

#: the sample's actions up to its second turn's loans: Dmitri (seat 4) holds Chicago (#18)
UPTO = 20


@run
async def test_a_city_typed_ahead_searches_the_cards_of_the_player_highlighted(tmp_path: Path) -> None:
    """Dmitri highlighted: "s chicago Enter" at once is his Chicago chosen, the sale shown, nothing recorded."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", UPTO)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "down", "down", "down")
        before = records(app)
        await type_fast(pilot, "s", "chicago", "enter")
        sale = app.screen
        assert isinstance(sale, SaleForm)
        assert sale.query_one("#player", Select).value == 4
        assert sale.query_one("#card", Select).value == 18
        assert records(app) == before  # the sale is seen before it records


@run
async def test_a_city_not_the_players_is_said_plainly_and_picks_nobody(tmp_path: Path) -> None:
    """Ann highlighted (Chicago is Dmitri's): the card list says no card of hers matches; Ann stays the player."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", UPTO)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await type_fast(pilot, "s", "chicago")
        sale = app.screen
        assert isinstance(sale, SaleForm)
        assert sale.query_one("#player", Select).value == 1
        card = sale.query_one("#card", Select)
        assert card.expanded and sale.query_one("#player", Select).expanded is False
        assert 'no card matches "chicago"' in " ".join(drawn_text(app).split())
