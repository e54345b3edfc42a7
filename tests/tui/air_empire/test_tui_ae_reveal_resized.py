"""Air Empire's bids revealed, then the terminal resized: the reveal's lines wrapped to the box's width again, the
box no wider than its lines need, the players' rows whole above it, "more below" said only when there is more."""

from __future__ import annotations

from pathlib import Path

from test_tui_ae_dialogs_at_foot import revealed
from tui_helpers import drawn_text, import_sample, keys, make_app, run

from tui.base.secret_bids import FormBody


@run
async def test_a_reveal_resized_to_120x36_is_wrapped_again_and_fits(tmp_path: Path) -> None:
    """A newcomer's try: revealed at 80x24, resized to 120x36, the reveal's lines stayed wrapped at 80 columns inside
    a box 110 wide, 26 lines tall over the last players' rows, and the keys said "↓ PgDn: more below" with nothing
    below."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 31)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        bids = await revealed(pilot)
        await pilot.resize_terminal(120, 36)
        for _ in range(4):
            await pilot.pause()
        message = bids.query_one("#bids-message")
        box = bids.query_one("#bids", FormBody)
        # wrapped again to the box's width, every line of the reveal whole in it (the quarter's order on the form's
        # first line took the Senior President off the minimums' line: no line is wider than 80 columns' box now)
        assert bids.wrapped_at == message.size.width >= max(len(line) for line in bids.revealed)
        widest = max(len(line) for line in [*bids.revealed, *bids.card_text(bids.view).splitlines()])
        assert box.size.width <= widest + 8 < 110, (box.size.width, widest)
        assert all(len(line) <= message.size.width for line in str(message.render()).splitlines())
        grid = app.screen_stack[-2].query_one("#players")
        assert box.region.y >= grid.region.bottom, (box.region, grid.region)
        keys_line = str(bids.query_one("#bids-keys").render())
        assert ("more below" in keys_line) == (box.max_scroll_y > box.scroll_y), keys_line


@run
async def test_a_bid_retyped_at_80x24_cuts_no_hint(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: a seat's bid retyped after the reveal (4), or peeked at (ctrl+o), brought a
    scrollbar that cut the class hint's last word ("empty = pass, no" — "bid" gone) and wrapped the planes' note onto
    an extra line. Each hint is drawn whole, on one line."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 31)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        bids = await revealed(pilot)
        await keys(pilot, "4")
        assert bids.stage == "typing"
        for peek in (False, True):
            drawn = drawn_text(app)
            hidden = "shown" if peek else "hidden"
            assert f"A, B, C ({hidden}); empty = a pass" in drawn, drawn
            assert f"Planes: empty when the Flight Costs Table has the figure ({hidden} too)." in drawn, drawn
            await keys(pilot, "ctrl+o")
