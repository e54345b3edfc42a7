"""Newcomers' tries (task ae56): the bids' order from the Senior President said before the first bid is typed and at
each hand-over, the purchase form's Right and Left moving between its columns, and a long name the table's grid cuts
said whole on screen."""

from __future__ import annotations

from pathlib import Path

from sample_helpers import sample_record
from test_tui_ae22_fixes import import_renamed
from test_tui_ae55_fixes import merged_into_a_long_name
from textual.widgets import Input
from tui_helpers import (
    drawn_text,
    form_setup,
    import_sample,
    keys,
    make_app,
    open_game_at,
    records,
    run,
    stored_game,
)

from tui.app import AirbankerApp
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import PurchaseForm

SAMPLE = "air-empire-basic-4p"


def box_lines(drawn: str) -> list[str]:
    """The lines inside the dialog's round box, its side borders left off, and the keys' line under it."""
    lines = drawn.splitlines()
    top = next(i for i, line in enumerate(lines) if "╭" in line)
    bottom = next(i for i, line in enumerate(lines) if i > top and "╰" in line)
    inside = [line[line.index("│") + 1 : line.rindex("│")].strip() for line in lines[top + 1 : bottom]]
    return [*inside, lines[bottom + 1].strip()]


async def check_bids_order(tmp_path: Path, size: tuple[int, int]) -> None:
    _setup, actions = sample_record(SAMPLE)
    index = [i for i, a in enumerate(actions) if a.kind == "air_empire.bids"][1]  # Y1 Q2: Bea is Senior President
    app = make_app(tmp_path)
    game = import_sample(app.book, SAMPLE, index)
    async with app.run_test(size=size) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        # before a key of a bid is typed: the order, first in the box, and whose bid the fields take
        seen = box_lines(drawn_text(app))
        assert seen[0] == "Order this quarter: Bea (Senior President), Çelik, Dmitri, Ann", seen
        assert "First: Bea (seat 2) — the others look away." in seen
        assert "ctrl+s: next, Çelik" in seen[-1]
        said = []
        for cls, amount in (("a", "13000"), ("b", "11000"), ("", ""), ("c", "6000")):
            await keys(pilot, cls, "enter", amount, "ctrl+s") if cls else await keys(pilot, "ctrl+s")
            seen = box_lines(drawn_text(app))
            assert not amount or amount not in " ".join(seen).replace(",", ""), seen  # nothing of a bid shown
            said.append(next((line for line in seen if "Now:" in line), "") + " | " + seen[-1])
        assert said[:3] == [
            "Bea's bid is kept. Now: Çelik (seat 3) — the others look away. | "
            "Enter: next field · ctrl+s: next, Dmitri · ctrl+o: show/hide · Esc: cancel",
            "Çelik's bid is kept. Now: Dmitri (seat 4) — the others look away. | "
            "Enter: next field · ctrl+s: next, Ann · ctrl+o: show/hide · Esc: cancel",
            # Dmitri's pass is kept as a bid is: nothing tells them apart
            "Dmitri's bid is kept. Now: Ann (seat 1) — the others look away. | "
            "Enter: next field · ctrl+s: all typed · ctrl+o: show/hide · Esc: cancel",
        ], said
        assert bids.stage == "ready"
        # a seat's bid typed again is named as such, ctrl+s going back to the bids all typed
        await keys(pilot, "3")
        seen = box_lines(drawn_text(app))
        assert "Bid of Çelik (seat 3) — the others look away." in seen and "ctrl+s: all typed" in seen[-1]


@run
async def test_the_bids_order_is_said_before_the_first_bid_at_80x24(tmp_path: Path) -> None:
    """Y1 Q2, Bea Senior President: the first line of the form says the order (Bea, Çelik, Dmitri, Ann, not seat
    order), the bidder's line says "First: Bea", and each hand-over names the bid kept and the bidder now, the keys'
    line the one after; never an amount."""
    await check_bids_order(tmp_path, (80, 24))


@run
async def test_the_bids_order_is_said_before_the_first_bid_at_120x36(tmp_path: Path) -> None:
    """As at 80x24, with the form at the foot of the table."""
    await check_bids_order(tmp_path, (120, 36))


async def check_purchase_columns(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, SAMPLE, 40)  # Y2 Q2, Phase 4 next
    async with app.run_test(size=size) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "p")
        form = app.screen
        assert isinstance(form, PurchaseForm)
        await keys(pilot, "down", "right", "2")  # Bea's row, then her Super Jets
        assert form.focused is form.query_one("#super_2", Input)
        assert (form.query_one("#prop_2", Input).value, form.query_one("#super_2", Input).value) == ("", "2")
        assert "Will record: Planes bought: Bea 0P 2S" in drawn_text(app)
        await keys(pilot, "right")  # the last column: Right goes nowhere
        assert form.focused is form.query_one("#super_2", Input)
        await keys(pilot, "left")  # within the figure, the cursor moves as ever
        assert (
            form.focused is form.query_one("#super_2", Input) and form.query_one("#super_2", Input).cursor_position == 0
        )
        await keys(pilot, "left", "1")  # at its start, the column before: Bea's Prop Jets
        assert form.focused is form.query_one("#prop_2", Input)
        await keys(pilot, "right", "3")  # the field entered, its text selected: typed over
        assert form.query_one("#super_2", Input).value == "3"
        await keys(pilot, "ctrl+s")
        assert records(app) == 41
        assert app.game.records[-1].payload["orders"] == [{"player": 2, "prop_jets": 1, "super_jets": 3}]


@run
async def test_right_and_left_move_between_the_purchase_columns_at_120x36(tmp_path: Path) -> None:
    """A newcomer's try: "Down Right 2 ctrl+s" put the 2 into Bea's Prop Jets (Right moved nothing; only Tab went to
    the Super Jets column). Right at the end of a count goes to the next column, Left at its start to the one before;
    inside a figure they move the cursor."""
    await check_purchase_columns(tmp_path, (120, 36))


@run
async def test_right_and_left_move_between_the_purchase_columns_at_80x24(tmp_path: Path) -> None:
    """As at 120x36."""
    await check_purchase_columns(tmp_path, (80, 24))


def grid(app: AirbankerApp) -> list[str]:
    """The table's grid as drawn: its heads and a line per player."""
    lines = drawn_text(app).splitlines()
    top = next(i for i, line in enumerate(lines) if line.startswith(" Seat Player"))
    return lines[top : top + 1 + len(app.game.state.players)]


@run
async def test_a_long_name_whole_in_the_grid_its_heads_compact(tmp_path: Path) -> None:
    """A newcomer's try at 80x24, a 3-player game with Alexandra-Marie (Senior President, Cal merged into her, Ann's
    Room "$5,000"): the grid read "2 Alexandra-… SP" while "Idle P/S" and "Oper P/S" headed columns of "2/1". Headed
    "Idle" and "Oper" (the legend says they count Prop/Super Jets), the grid leaves her name whole; at 120x36 too,
    beside Cal's whole Status ("Merged into Alexandra-Marie")."""
    app = make_app(tmp_path)
    game = merged_into_a_long_name(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        drawn = grid(app)
        assert drawn[0].split() == "Seat Player Cash Idle Oper Rts A Room 5c due Status".split(), drawn
        assert drawn[2].startswith(" 2 Alexandra-Marie SP "), drawn
        assert "…" not in "".join(drawn) and all(len(line.rstrip()) <= 80 for line in drawn)
        assert "Names in full" not in drawn_text(app)
        assert "Columns: Idle, Oper: Prop/Super Jets" in drawn_text(app)
    app = make_app(tmp_path)  # the same book
    async with app.run_test(size=(120, 36)) as pilot:
        await open_game_at(pilot, game)
        drawn = grid(app)
        assert drawn[2].startswith(" 2 Alexandra-Marie SP ") and "…" not in "".join(drawn), drawn
        assert drawn[3].rstrip().endswith("Merged into Alexandra-Marie"), drawn


@run
async def test_a_name_too_long_for_the_grid_is_said_whole_under_it(tmp_path: Path) -> None:
    """Where even the compact heads leave a name too little room (80x24), the grid cuts it with "…" and the line over
    the highlighted player's detail says it whole, whoever is highlighted: nothing of a name lost to the banker."""
    long = "Alexandra-Marie Fitzwilliam-Montgomery"
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await stored_game(pilot, form_setup("air_empire", "basic", "Long", "Ann", long, "Cal"))
        drawn = grid(app)
        assert drawn[0].split()[3:5] == ["Idle", "Oper"] and "…" in drawn[2] and long not in drawn[2], drawn
        for _ in range(3):
            words = " ".join(drawn_text(app).split())
            assert f"Names in full: 2 {long}." in words, words
            await keys(pilot, "down")
    (tmp_path / "wide").mkdir()
    app = make_app(tmp_path / "wide")
    async with app.run_test(size=(120, 36)) as pilot:
        await stored_game(pilot, form_setup("air_empire", "basic", "Long", "Ann", long, "Cal"))
        assert grid(app)[2].startswith(f" 2 {long} ") and "Names in full" not in drawn_text(app)


@run
async def test_the_names_in_full_keep_their_line_over_a_detail_cut_short(tmp_path: Path) -> None:
    """The Tournament sample late in the game at 80x24, its second player "Bartholomew Fitzwilliam-Montgomery Kent"
    (cut in the grid): the names in full keep a line of their own over his detail, which is cut to its room ("… the
    rest")."""
    long = "Bartholomew Fitzwilliam-Montgomery Kent"
    app = make_app(tmp_path)
    game = import_renamed(app.book, 200, ("Alexandra", long, "Cy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "down")
        lines = [line.rstrip() for line in drawn_text(app).splitlines()]
        at = lines.index(f"Names in full: 2 {long}.")
        assert lines[at - 1].startswith(" 3 Cy ") and lines[at + 1].startswith(f"{long}, Senior President"), lines
        assert any(line.startswith("… the rest: r Recap") for line in lines), lines
