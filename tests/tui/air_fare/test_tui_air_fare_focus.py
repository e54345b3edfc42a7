"""Newcomers' tries of Air Fare at 80x24 (4 players, the bundled sample), each fixed and held here: the live line
speaks of the field the banker is on, and the cities an event closes are said.

The sample (samples/air-fare-4p.jsonl: Ann, Bea, Çelik, Dmitri) is stopped at: 97 actions, turn 19's Flying Phase
(no event closes a city); 62, a raise-money moment with Dmitri short; 66, turn 13's Flying Phase, Chicago and New
York closed by the Chicago Bag Handlers Strike and New York snowed in (Air Fare, Event Card List).
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select, Static
from textual.widgets._select import SelectOverlay
from tui_helpers import import_sample, keys, make_app, open_game_at, run, text

from tui.app import AirbankerApp
from tui.base.widgets import FormScreen
from tui.games.air_fare.forms import DestinationSelect, FlightsForm, RepayForm, SaleForm, TradeForm
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
async def test_the_flights_live_line_speaks_of_the_plane_the_banker_is_on(tmp_path: Path) -> None:
    """A newcomer's try: on Ann's #16 the live line said "… choose where Ann's #1 737 flies", as if about the
    plane focused. It now says the plane focused first, and Ann's #1 as missing."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await at(pilot, app, 97)
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FlightsForm)
        assert live(form) == "… choose where Ann's #1 737 flies (or: it stays on the ground)"  # the one focused
        await keys(pilot, "tab")
        assert form.focused is form.query_one("#to_16", Select)
        line = live(form)
        assert line.startswith("… Ann #16 737 @Miami: choose one (Space or ↓ opens the list); missing: "), line
        assert line.endswith("missing: choose where Ann's #1 737 flies (or: it stays on the ground)"), line
        await keys(pilot, "shift+tab", "space", "enter")  # Ann's #1 chosen: the next plane missing is the one focused
        assert form.focused is form.query_one("#to_16", Select)
        assert live(form) == "… choose where Ann's #16 737 flies (or: it stays on the ground)"


@run
async def test_the_money_forms_live_line_speaks_of_the_field_focused(tmp_path: Path) -> None:
    """The repayment, the sale and the trade: on the player's list the line said "… type the amount in $M" (or
    "… choose the card sold"), as if about the list focused. The field focused comes first now."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await at(pilot, app, 62)
        await keys(pilot, "o")
        repay = app.screen
        # the player filled in, the cursor starts on the Amount, the line saying whose (LoanForm.first_field)
        assert isinstance(repay, RepayForm) and repay.focused is repay.query_one("#amount", Input)
        assert live(repay) == "… type the amount in $M; Repayment for Dmitri — Shift+Tab: another player"
        await keys(pilot, "shift+tab")
        assert live(repay) == "… Player: 4 Dmitri — Enter takes it; missing: type the amount in $M"
        await keys(pilot, "escape", "s")
        sale = app.screen
        # on the Card, the Player filled in with Dmitri, short: whose sale is said, Shift+Tab reaches the Player
        assert isinstance(sale, SaleForm) and sale.focused is sale.query_one("#card", Select)
        assert live(sale) == "… choose the card sold; Sale by Dmitri — Shift+Tab: another player"
        await keys(pilot, "shift+tab")
        assert live(sale) == "… Player: 4 Dmitri — Enter takes it; missing: choose the card sold"
        await keys(pilot, "escape", "x")
        trade = app.screen
        assert isinstance(trade, TradeForm) and trade.focused is trade.query_one("#seller", Select)
        assert live(trade) == "… Seller: 4 Dmitri — Enter takes it; missing: choose the card sold"
        await keys(pilot, "tab", "tab", "tab")  # the card, the buyer, the price
        assert live(trade) == "… Price agreed $M: type it; missing: choose the card sold"


@run
async def test_the_cities_an_event_closes_are_said_by_the_destination_list(tmp_path: Path) -> None:
    """A newcomer's try: Chicago, closed this turn by the Chicago Bag Handlers Strike, vanished from Ann's list
    without a word. The live line says which cities of hers are closed and by which card; a search for one says it
    on the key line."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await at(pilot, app, 66)
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FlightsForm)
        ann = form.query_one("#to_16", DestinationSelect)
        assert form.focused is ann
        assert not any(label.startswith(("Chicago", "New York")) for label in ann.labels())
        assert live(form) == (
            "… choose where Ann's #16 737 flies (or: it stays on the ground); not in the list, closed this turn: "
            "New York (New York snowed in), Chicago (Chicago Bag Handlers Strike)"
        )
        await keys(pilot, "space", "chi")
        assert key_line(form) == "Chicago closed (Chicago Bag Handlers Strike) · Esc: close the list"
        await keys(pilot, "escape")  # the live line said Chicago closed already: not twice
        assert live(form).count("Chicago Bag Handlers Strike") == 1, live(form)
        await keys(pilot, "tab")  # Bea's #4: she holds rights in New York, not in Chicago
        line = live(form)
        assert "not in the list, closed this turn: New York (New York snowed in); missing:" in line, line
        assert "Chicago" not in line.split("; missing:")[0], line


@run
async def test_the_destination_search_takes_backspace_and_says_why_a_city_is_not_offered(tmp_path: Path) -> None:
    """A newcomer's try of the flights form: Backspace did not edit the list's search ("new", three Backspaces,
    "bos" searched "newbos"); "new" for New York, where the plane stood, said "no city matches", and so did a city
    without landing rights. Backspace takes back a letter, and the key line says why the city is not offered."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await at(pilot, app, 97)
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FlightsForm)
        tristar = form.query_one("#to_39", DestinationSelect)  # Ann's TriStar, at New York
        tristar.focus()
        await pilot.pause()
        await keys(pilot, "space", "new")
        assert key_line(form) == "the plane is at New York: it flies to another city · Esc: close the list"
        await keys(pilot, "backspace", "backspace", "backspace", "bos")
        assert key_line(form) == "Ann holds no landing rights at Boston · Esc: close the list"
        # the search taken back whole: the first city highlighted again, so that Enter chooses (a newcomer's try:
        # none was, and Enter did nothing five times)
        await keys(pilot, "backspace", "backspace", "backspace")
        overlay = form.focused
        assert isinstance(overlay, SelectOverlay) and overlay.highlighted is not None
        assert "no landing rights" not in key_line(form) and "Enter: choose" in key_line(form)
        await keys(pilot, "chi")
        assert "Esc: close the list" in key_line(form) and "matches" not in key_line(form)
        await keys(pilot, "enter")
        assert tristar.value == "Chicago"
