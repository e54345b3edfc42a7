"""Secret bids in a Basic Game whose Flight Costs Table has no row for the figure: planes that clash with an earlier
bid's on the card are refused privately, and the refusal says what to type to go on (Air Empire, Basic Game,
Flight Costs Table: a figure always means one combination)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from test_tui_play import actions, basic, plain_card
from textual.widgets import Input
from tui_helpers import SIZE, drawn_words, keys, make_app, run, stored_game

from tui.games.air_empire.bids import BidsScreen


@run
async def test_a_clash_of_planes_says_the_planes_to_type_and_typing_them_records_the_bid(tmp_path: Path) -> None:
    """A newcomer's try: Eve bid $11,000 as 1 Super Jet and 3 Prop Jets, Fay $11,000 as 0 and 4. Fay's refusal said
    "another bid on this card gives this figure other planes" (telling Fay that someone bid her figure) and "type
    this bid's planes again" without saying which: the way through was a pass, then both bids retyped. Now the
    refusal, for Fay's eyes (ctrl+o), says the planes the figure means in this game, as the board's table would,
    and nothing of whose bid said so; typing them keeps the bid, and the bids record."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, basic("Clash", "Eve", "Fay", "Gus"), plain_card("Omaha", 3))
        await keys(pilot, "b", "a", "enter", "11000", "enter", "1", "enter", "3", "ctrl+s")
        bids = app.screen
        assert isinstance(bids, BidsScreen) and bids.current == 1
        await keys(pilot, "a", "enter", "11000", "enter", "0", "enter", "4", "enter")
        assert bids.current == 1  # refused, masked: why only on ctrl+o
        words = drawn_words(app)
        assert "Refused: ctrl+o (peek) shows why" in words and "Jet " not in words.split("Bid of")[-1]
        await asyncio.sleep(0.5)  # the keys typed straight after a refusal are not used (AFTER_REFUSAL_QUIET)
        await keys(pilot, "ctrl+o")
        words = drawn_words(app)
        assert "in this game this Flight Costs figure means 1 Super Jet and 3 Prop Jets" in words
        assert "type those planes, or bid another figure" in words
        assert "another bid" not in words and "Eve" not in words.split("Bid of")[-1]
        await keys(pilot, "ctrl+o")
        assert app.focused is bids.query_one("#supers", Input)  # the refused field, its figure selected
        await keys(pilot, "1", "enter", "backspace", "3", "enter")
        assert bids.current == 2, drawn_words(app)  # Fay's bid kept: Gus's turn
        await keys(pilot, "enter", "enter")  # Gus passes
        assert bids.stage == "ready"
        await keys(pilot, "enter")  # the reveal
        assert bids.refusal is None, drawn_words(app)
        before = actions(app)
        await keys(pilot, "y")
        assert actions(app) == before + 1
