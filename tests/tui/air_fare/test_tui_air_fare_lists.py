"""Air Fare's lists as newcomers' tries found them (80x24): a card typed on the Draw form's last list, and Enter,
records the draw; an open list keeps its search through a terminal made too small, and leaves the live and key
lines under it readable."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Select
from tui_helpers import drawn_text, drawn_words, form_setup, keys, make_app, records, run, stored_game

from tui.base.widgets import LiteralSelect, SearchOverlay
from tui.games.air_fare.forms import DrawForm, TradeForm
from tui.games.air_fare.table import AirFareScreen


@run
async def test_the_last_card_typed_on_the_draw_form_and_enter_records(tmp_path: Path) -> None:
    """A newcomer's try (a new 4-player game): ``d miami Enter 747 Enter maint Enter york Enter`` stopped on "▸ Enter:
    record", and needed one more Enter, on every draw: the last player has a plane, so a crash's row may follow his
    card, and his list was not taken for the last one."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await stored_game(pilot, form_setup("air_fare", "standard", "Four", "Ann", "Bea", "Cal", "Dee"))
        await keys(pilot, "m", "5", "enter", "7", "enter", "1", "enter", "8", "enter")  # the maintenance rolls
        before = records(app)
        await keys(pilot, "d", "miami", "enter", "747", "enter", "maint", "enter", "york")
        form = app.screen
        assert isinstance(form, DrawForm)
        assert "Enter: choose and record" in " ".join(str(form.query_one("#form-keys").render()).split())
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen), drawn_words(app)
        assert records(app) == before + 1
        cards = [row["card"] for row in app.game.records[-1].payload["cards"]]
        assert len(cards) == 4 and "York" in cards[3], cards


async def trade_to_buyer(pilot: Any) -> TradeForm:
    """Friday's (Ann, Bea, Cal) Trade form on its Buyer list: ``x``, the seller shown, a Minor Airport of hers."""
    await stored_game(pilot, form_setup("air_fare", "standard", "Friday", "Ann", "Bea", "Cal"))
    await keys(pilot, "x", "enter", "min", "enter")
    form = pilot.app.screen
    assert isinstance(form, TradeForm)
    assert form.focused is form.query_one("#buyer", Select)
    return form


@run
async def test_a_search_in_an_open_list_is_kept_through_a_terminal_too_small(tmp_path: Path) -> None:
    """A newcomer's try: "cal" typed in the Trade form's Buyer list, the terminal made 60x20 and 80x24 again: the list
    had closed and Buyer showed "2 Bea", the search lost. The list opens again on the option the search found."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await trade_to_buyer(pilot)
        buyer = form.query_one("#buyer", LiteralSelect)
        await keys(pilot, "cal")
        assert buyer.expanded
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await keys(pilot)
        assert buyer.expanded and isinstance(form.focused, SearchOverlay)
        assert "Cal" in str(form.focused.get_option_at_index(form.focused.highlighted or 0).prompt)
        await keys(pilot, "enter")
        assert buyer.value == 3, buyer.value


@run
async def test_an_open_list_leaves_the_live_and_key_lines_readable(tmp_path: Path) -> None:
    """A newcomer's try at 80x24 and 120x36: the Buyer list, open, drew its frame over the live line under it ("…
    Buyer: Enter takes the ╰───"). The open list stops above the live line and the key line."""
    for size in ((80, 24), (120, 36)):
        (tmp_path / f"{size[0]}").mkdir()
        app = make_app(tmp_path / f"{size[0]}")
        async with app.run_test(size=size) as pilot:
            form = await trade_to_buyer(pilot)
            await keys(pilot, "space")
            overlay = form.focused
            assert isinstance(overlay, SearchOverlay)
            words = " ".join(drawn_text(app).split())
            assert "Buyer: Enter takes the one highlighted" in words, (size, drawn_text(app))
            assert "Esc: close the list" in words, (size, drawn_text(app))
            live = form.query_one("#form-live")
            assert overlay.region.bottom <= live.region.y or overlay.region.y >= live.region.bottom, size
