"""Air Empire's secret bids in a tall terminal: at the foot of the screen, the players' rows whole above them; at
80x24 centred over the table, as before."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tui_helpers import box_lines, drawn_text, import_sample, keys, make_app, rows_drawn_whole, run

from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.table import TableScreen

#: the sample's Y2 Q1 bids on Salt Lake City (class, Flight Costs typed) by seat: rows of the Flight Costs Table
BIDS = (("a", "12000"), ("a", "12000"), ("c", "9000"), ("c", "8000"))
#: the grid's heading and its last row
GRID = (" Seat Player", " 4 Dmitri")


async def revealed(pilot: Any) -> BidsScreen:
    """Every bid of the sample's Y2 Q1 typed on the bids screen (b), then revealed (Enter)."""
    await keys(pilot, "b")
    bids = pilot.app.screen
    assert isinstance(bids, BidsScreen)
    for cls, amount in BIDS:
        await keys(pilot, cls, "enter", amount, "enter", "enter", "enter")
    # Dmitri's bid is forfeited if it wins: kept as any bid is (the reveal says it)
    assert bids.stage == "ready"
    await keys(pilot, "enter")
    assert bids.stage == "reveal" and bids.refusal is None
    return bids


@run
async def test_the_bids_revealed_sit_at_the_foot_of_a_tall_terminal(tmp_path: Path) -> None:
    """A newcomer's try at 120x36: the reveal, centred over the table, covered the players' rows. At the foot of the
    screen, its keys' line on the footer, every row of the grid is drawn whole above it, while the bids are typed
    and once revealed; nothing of the table's lines beside it (the detail and the latest actions it would cut into
    are hidden, back with the table)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 31)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        table = drawn_text(app)
        await keys(pilot, "b")
        typing = drawn_text(app)
        assert rows_drawn_whole(table, typing, *GRID) == [], typing
        await keys(pilot, "escape")
        await revealed(pilot)
        drawn = drawn_text(app)
        assert rows_drawn_whole(table, drawn, *GRID) == [], drawn
        lines = drawn.splitlines()
        top, bottom = box_lines(drawn)
        assert "y or ctrl+s: record" in lines[bottom + 1] and bottom + 1 == len(lines) - 2, drawn
        assert all(not line[:4].strip() for line in lines[top : bottom + 1]), drawn
        await keys(pilot, "escape", "d")  # drop the bids typed
        assert isinstance(app.screen, TableScreen)
        await pilot.pause(0.2)  # the table's lines under the grid shown again once the dialogs have gone
        assert drawn_text(app) == table


@run
async def test_at_80x24_the_bids_revealed_stay_centred(tmp_path: Path) -> None:
    """At 80x24 the reveal is centred over the table as before: the table's lines under the grid not hidden."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 31)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        bids = await revealed(pilot)
        table = app.screen_stack[-2]
        assert isinstance(table, TableScreen) and bids.has_class("-short")
        assert all(line.display for line in table.query("#detail, #bank, #more, #legend"))


@run
async def test_a_question_over_a_form_at_the_foot_sits_above_the_form(tmp_path: Path) -> None:
    """The lead's try at 120x36: "Drop what was typed?" over the purchase form, both at the foot, covered the form's
    last lines (what will be recorded, what Enter does). The question sits just above the form's box, every line of
    the form drawn whole under it; answered n, the form and the table as before."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 40)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "p", "1")
        form = drawn_text(app)
        assert "Will record: Planes bought: Ann 1P 0S" in form
        await keys(pilot, "escape")
        await pilot.pause()
        drawn = drawn_text(app)
        assert "Drop what was typed" in drawn
        before, after = form.splitlines(), drawn.splitlines()
        top = next(i for i, line in enumerate(before) if "╭" in line)
        bottom = next(i for i, line in enumerate(before) if "╰" in line)
        assert after[top : bottom + 1] == before[top : bottom + 1], drawn  # the form whole, its last lines too
        question_bottom = next(i for i, line in enumerate(after) if "█▄" in line)
        assert question_bottom == top - 1, drawn
        await keys(pilot, "n")
        assert drawn_text(app) == form
