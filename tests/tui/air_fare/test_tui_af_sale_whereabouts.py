"""A sale's notice says where the card went and where its planes are (tui/games/air_fare/forms.py, SaleForm.sale_said).
A newcomer's try (5 players, long names, 80x24): a sale left the plane with no place on the table and nothing said so
(Air Fare, Raise Money Fast: "sell your planes and landing rights to neutral third parties. Discard the card")."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AirbankerApp
from tui.base.widgets import ConfirmScreen
from tui.games.air_fare.forms import SaleForm, TradeForm

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")


def flown(app: AirbankerApp) -> tuple[int, int]:
    """Turn 1 up to its Bid Phase, Annabelle's 737 (#1) flown to a Minor Airport of hers: the game's id and the
    landing right it stands on."""
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "sale", NAMES, options))
    state = app.book.game(game_id).state
    planes = [c for p in state.players for c in p.planes]
    app.book.record(game_id, "air_fare.maintenance", {"rolls": [{"plane": c, "roll": 5} for c in planes]})
    cards = ["Miami", "Boston", "Dallas", "Atlanta", "Chicago"]
    app.book.record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(cards, 1)]})
    app.book.record(game_id, "air_fare.flights", {"flights": [{"player": 1, "plane": 1, "to": "Minor Airport"}]})
    app.book.record(game_id, "air_fare.revenue", {})
    return game_id, app.book.game(game_id).state.at[1]


async def recorded(pilot: object, app: AirbankerApp, key: str, form_type: type, values: dict[str, object]) -> str:
    """Open the form of ``key``, choose ``values`` in its fields, record it (ctrl+s; a trade's question, the money
    shown, answered by Enter: :meth:`TradeForm.confirm_question`): the notice."""
    await keys(pilot, key)
    form = app.screen
    assert isinstance(form, form_type)
    for field, value in values.items():
        widget = form.query_one(f"#{field}")
        widget.value = value  # type: ignore[attr-defined]
        await keys(pilot)
    before = len(app.game.records)
    await keys(pilot, "ctrl+s")
    if form_type is TradeForm:
        assert isinstance(app.screen, ConfirmScreen) and "\nCash: " in app.screen.question, app.screen
        await keys(pilot, "enter")
    assert len(app.game.records) == before + 1, [n.message for n in app._notifications]
    return [n.message for n in app._notifications][-1]


@run
async def test_a_plane_sold_is_out_of_the_game(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id, _minor = flown(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        said = await recorded(pilot, app, "s", SaleForm, {"player": 1, "card": 1})
        assert said == "Recorded #5 · Annabelle sells 737 #1 for $25M: discarded, out of the game", said
        assert app.game.records[-1].summary == "Annabelle sells Boeing 737 #1 for $25M"  # the ledger's, kept


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_the_landing_right_a_plane_stands_on_sold_says_where_it_waits(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """At 80x24 in fewer words, the grid's short names: the plane's place kept whole."""
    app = make_app(tmp_path)
    game_id, minor = flown(app)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        said = await recorded(pilot, app, "s", SaleForm, {"player": 1, "card": minor})
        whole = (
            f"Recorded #5 · Annabelle sells Minor Airport #{minor} for $20M: discarded, out of the game; "
            "737 #1 waits at Minor Airport"
        )
        short = f"Recorded #5 · Annabelle's Minor #{minor} out of the game; 737 #1 waits at Minor"
        assert said == (whole if size[0] > 100 else short), said


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_a_plane_sold_to_a_player_is_his_where_it_landed(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path)
    game_id, _minor = flown(app)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        said = await recorded(pilot, app, "x", TradeForm, {"seller": 1, "card": 1, "buyer": 2, "price": "30"})
        whole = (
            "Recorded #5 · Annabelle sells 737 #1 to Bartholomew for $30M: Bartholomew's now, waits at Minor Airport"
        )
        short = "Recorded #5 · Annabelle sells 737 #1 to Bartholomew for $30M, waits at Minor"
        assert said == (whole if size[0] > 100 else short), said
