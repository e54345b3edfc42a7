"""A newcomer's second try of Air Fare (4 players, 80x24), each finding fixed and held here.

The sample (samples/air-fare-4p.jsonl: Ann, Bea, Çelik, Dmitri) is stopped at 34 actions: turn 7's Revenue Phase,
before the revenue is recorded; Ann's 737s #1 and #16 flew to New York #27 and Minor Airport #2 (Air Fare, Flying
Phase), her Minor Airport #3 took no landing.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select, Static
from tui_helpers import import_sample, keys, make_app, open_game_at, run, text

from tui.app import AirbankerApp
from tui.base.widgets import FormScreen
from tui.games.air_fare.forms import SaleCardSelect, SaleForm, TradeForm
from tui.games.air_fare.table import AirFareScreen


def live(form: FormScreen) -> str:
    """The form's live line as drawn, its wrapped lines joined."""
    return " ".join(text(form.query_one("#form-live", Static)).split())


def key_line(form: FormScreen) -> str:
    return " ".join(text(form.query_one("#form-keys", Static)).split())


async def at(pilot: object, app: AirbankerApp, upto: int) -> None:
    """The sample's first ``upto`` actions, opened on the table."""
    game_id = import_sample(app.book, "air-fare-4p", upto)
    await open_game_at(pilot, game_id)
    assert isinstance(app.screen, AirFareScreen)


@run
async def test_the_sale_list_offers_only_the_cards_the_rules_let_a_player_sell(tmp_path: Path) -> None:
    """A newcomer's try: in the Revenue Phase, after Ann's 737 flew to Miami, the Sale list offered "#1 Boeing 737"
    and "#13 Miami", and choosing #1 was refused ("sell it after the Revenue Phase"). The list offers only what the
    ledger allows; the live line says which cards are left out, and a search for one says why on the key line."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await at(pilot, app, 34)
        await keys(pilot, "s")
        sale = app.screen
        assert isinstance(sale, SaleForm)
        card = sale.query_one("#card", SaleCardSelect)
        assert card.labels() == ["#3 Minor Airport · base $20M"]  # Ann's only card that took no part in the flights
        await keys(pilot, "tab")
        assert live(sale) == (
            "… choose the card sold; not in the list (sold after the Revenue Phase): #1 Boeing 737, #16 Boeing 737 "
            "flew this turn; #2 Minor Airport, #27 New York took a landing this turn"
        )
        await keys(pilot, "space", "737")
        assert key_line(sale) == "#1 Boeing 737 flew this turn · Esc: close the list"
        await keys(pilot, "escape", "escape", "x")  # the trade's list the same
        trade = app.screen
        assert isinstance(trade, TradeForm)
        assert trade.query_one("#card", SaleCardSelect).labels() == ["#3 Minor Airport · base $20M"]
        await keys(pilot, "tab", "space", "york")
        assert key_line(trade) == "#27 New York took a landing this turn · Esc: close the list"
        await keys(pilot, "escape", "shift+tab", "space", "dmi", "enter")  # Dmitri's: his DC-9 #10 flew
        labels = trade.query_one("#card", SaleCardSelect).labels()
        assert labels == ["#12 Minor Airport · base $20M", "#18 Chicago · base $60M"], labels
        assert trade.query_one("#seller", Select).value == 4
