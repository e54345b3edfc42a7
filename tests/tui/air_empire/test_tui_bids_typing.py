"""The secret bids screen as a newcomer's try of a 3-player Basic Game found it (80×24 and 120×36): an amount
still being typed was "Refused", the planes' mismatch read as one garbled list, and the box stood full height
over a few lines."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Input
from tui_helpers import drawn_words, form_setup, keys, make_app, run, stored_game

from tui.games.air_empire.bids import BidsScreen

TYPING = "Typing the Flight Costs bid… checked on Enter or once you leave the field."


async def bids_on_denver(pilot: Any) -> BidsScreen:
    """Ann, Bea and Cal with a Flight Costs Table whose $10,000 is 2 Super Jets and 0 Prop Jets, the Denver card
    turned up (minimums A $13,000, B $8,000, C $6,000), on the secret bids screen, Ann typing."""
    card = {
        "city": "Denver",
        "adjacent": [],
        "minimums": {"A": 13_000, "B": 8_000, "C": 6_000},
        "revenue": {"A": 18_000, "B": 13_000, "C": 12_000},
    }
    table = {"provenance": "board", "rows": [{"flight_costs": 10_000, "super_jets": 2, "prop_jets": 0}]}
    setup = form_setup("air_empire", "basic", "Club", "Ann", "Bea", "Cal")
    await stored_game(pilot, setup, ("air_empire.flight_costs_table", table), ("air_empire.route_card", card))
    await keys(pilot, "b")
    assert isinstance(pilot.app.screen, BidsScreen)
    return pilot.app.screen


def check_line(screen: BidsScreen) -> str:
    return " ".join(str(screen.query_one("#bid-check").render()).split())


@run
async def test_a_bid_amount_still_being_typed_is_not_refused(tmp_path: Path) -> None:
    """Class A's minimum is $13,000: 1, 14, 140 and 1400 are on the way to $14,000, said as being typed (masked or
    peeked at), not "Refused"; leaving the field, or Enter keeping the bid, shows the refusal as before."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await bids_on_denver(pilot)
        await keys(pilot, "A", "enter")
        assert "▸ Flight Costs" in drawn_words(app)  # the field's label marked, as every form's
        for typed in "1400":
            await keys(pilot, typed)
            assert check_line(bids) == TYPING and not bids.query_one("#bid-check").has_class("-refused")
            assert "Refused" not in drawn_words(app)
            await keys(pilot, "ctrl+o")  # peeking says the same
            assert check_line(bids) == TYPING
            await keys(pilot, "ctrl+o")
        await keys(pilot, "0")
        assert check_line(bids).startswith("No row of the Flight Costs Table for this figure")
        # 1400 left as it is: refused once the field is left, and when Enter keeps the bid
        await keys(pilot, "backspace", "enter")
        assert bids.focused is bids.query_one("#supers")
        assert check_line(bids).startswith("Refused: ctrl+o (peek) shows why")
        await keys(pilot, "up")  # back in it, at its end: being typed again
        amount = bids.query_one("#amount", Input)
        assert bids.focused is amount
        amount.cursor_position = len(amount.value)
        await keys(pilot, "backspace", "0")
        assert check_line(bids) == TYPING
        await keys(pilot, "ctrl+s")
        assert bids.current == 0 and bids.focused is amount
        assert check_line(bids).startswith("Refused: ctrl+o (peek) shows why")
        await keys(pilot, "ctrl+o")
        assert "not a multiple of $1,000" in check_line(bids)
        # a bid no digits can make right (above Class A's revenue of $18,000 for any length) is refused at once
        await keys(pilot, "ctrl+o", "backspace", "backspace", "backspace", "backspace", "99")
        assert check_line(bids).startswith("Refused: ctrl+o (peek) shows why")


@run
async def test_the_planes_a_figure_means_and_the_planes_typed_are_said_apart(tmp_path: Path) -> None:
    """$10,000 is 2 Super Jets and 0 Prop Jets on the table; Ann types 1 Super Jet and 3 Prop Jets for it. The
    refusal read "means 2 Super Jets, Cal's 3 Prop Jets and it Super Jet"."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await bids_on_denver(pilot)
        await keys(pilot, "B", "enter", "10000", "enter", "1", "enter", "3", "enter", "ctrl+o")
        assert check_line(bids) == (
            "Refused: the Flight Costs Table says this Flight Costs figure means 2 Super Jets and 0 Prop Jets; Ann "
            "typed 1 Super Jet and 3 Prop Jets; a Flight Costs figure always means one combination (Air Empire, "
            "Basic Game, Flight Costs Table)."
        )


@run
async def test_the_bids_box_takes_its_contents_height(tmp_path: Path) -> None:
    """At 120×36 the box stood the whole height, some 17 empty lines under the fields: it is as high as what it holds
    (its border and the keys' line under it); at 80×24 the same, within the screen."""
    for size in ((120, 36), (80, 24)):
        folder = tmp_path / f"{size[0]}x{size[1]}"
        folder.mkdir()
        app = make_app(folder)
        async with app.run_test(size=size) as pilot:
            bids = await bids_on_denver(pilot)
            box = bids.query_one("#bids")
            assert box.outer_size.height == box.virtual_size.height + 2, (size, box.outer_size, box.virtual_size)
            assert box.max_scroll_y == 0
            keys_line = bids.query_one("#bids-keys")
            assert keys_line.region.y == box.region.bottom and keys_line.region.bottom <= size[1] - 1
