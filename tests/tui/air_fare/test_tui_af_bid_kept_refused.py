"""A bidder who hands his seat over with a bid of his own refused stays at the keyboard, the cursor on that bid, and
the keys' line says so without the amount, the card or why (tui/games/air_fare/forms.py,
AirFareBidsScreen.keep_refused).

A newcomer's try (the sample, 80x24): Bea's `Enter 40` (the Boeing 767, base cost $125M), ctrl+o, ctrl+o, `Enter
Enter`: the form went on to Çelik's bids with no word, and the reveal told the whole table "a bid of Bea's is
refused"."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_secret_refusal import quiet
from textual.widgets import Input
from tui_helpers import app_where_allowed, drawn_text, drawn_words, keys, open_game_at, run, type_fast

from tui.games.air_fare.forms import AirFareBidsScreen

#: the keys' line said to Bea
KEPT = "Bea: a bid of yours is refused: ctrl+o shows why (for your eyes); fix it or blank it, then Enter"


async def at_beas_bids(pilot: object, game_id: int) -> AirFareBidsScreen:
    """The sample's first Bid Phase open (the pool: #13 Boston $40M, #14 Boeing 767 $125M, #15 DC-9 $25M; every
    player $49M), Ann's seat handed over with no bid: Bea types."""
    await open_game_at(pilot, game_id)
    await keys(pilot, "b", "ctrl+s")
    bids = pilot.app.screen  # type: ignore[attr-defined]
    assert isinstance(bids, AirFareBidsScreen) and bids.current == 1
    return bids


@run
async def test_a_bid_below_the_base_cost_keeps_its_bidder_on_it(tmp_path: Path) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.bids")
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await at_beas_bids(pilot, game_id)
        await keys(pilot, "enter", "40", "ctrl+o", "ctrl+o", "enter", "enter")
        await quiet(pilot)
        assert bids.current == 1 and 2 not in bids.typed  # still Bea's turn
        field = bids.query_one("#bid_14", Input)
        assert app.focused is field and field.selected_text == "40"  # on the bid refused, typed over by a key
        drawn = drawn_text(app)
        said = drawn_words(app)
        assert KEPT in said, drawn
        unhinted = said.replace("min $40M", "").replace("min $125M", "")  # the hints beside the cards
        assert "40" not in unhinted and "125" not in unhinted and "below" not in said, drawn
        await keys(pilot, "ctrl+o")  # why, for her eyes
        assert "#14 Boeing 767: below the base cost $125M" in drawn_words(app)
        await keys(pilot, "ctrl+o", "backspace", "enter")  # blanked: Enter hands the seat over from this card
        assert bids.current == 2 and bids.typed[2] == {}
        assert KEPT not in drawn_words(app) and "Çelik types" in drawn_words(app)


@run
async def test_a_second_enter_at_once_does_not_hand_the_seat_over_unseen(tmp_path: Path) -> None:
    """Bea's 60 on the DC-9, her last card (more than her $49M), Enter, and Çelik's `30 Enter` typed ahead at once:
    used, the 30 would have replaced Bea's 60 and handed her seat over unseen. Bea stays, on her bid as typed."""
    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.bids")
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await at_beas_bids(pilot, game_id)
        await type_fast(pilot, "enter", "enter", "6", "0", "enter", "3", "0", "enter", "enter")
        await quiet(pilot)
        field = bids.query_one("#bid_15", Input)
        assert bids.current == 1 and app.focused is field and field.value == "60"
        assert KEPT in drawn_words(app)
        await keys(pilot, "ctrl+l")  # the way out: a bank loan of $20M, then Enter hands the seat over
        await keys(pilot, "tab", "20", "enter")
        await quiet(pilot)
        assert app.screen is bids and bids.current == 1
        await keys(pilot, "enter")
        assert bids.current == 2 and bids.typed[2] == {15: 60}
