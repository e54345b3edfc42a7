"""Findings of a newcomer's try of the Air Empire Basic Game (80x24): the route bids' masked lines told a pass from a
bid, and the bid typed ahead of an empty class was lost; the plane sale's private refusal read like a field label."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Static
from tui_helpers import app_where_allowed, drawn_text, keys, open_game_at, run

from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import PlaneSaleForm

SAMPLE = "air-empire-basic-4p"


def check_line(bids: BidsScreen) -> str:
    """The line under the bid's fields, on one line."""
    return " ".join(str(bids.query_one("#bid-check", Static).render()).split())


async def drawn_after(tmp_path: Path, *presses: str) -> str:
    """The screen drawn once Ann and Bea passed (ctrl+s) and ``presses`` were typed for Çelik, the mark of the field
    focused ("▸") with it."""
    tmp_path.mkdir()
    app, game_id = app_where_allowed(tmp_path, SAMPLE, "air_empire.bids")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "b", "ctrl+s", "ctrl+s")
        bids = app.screen
        assert isinstance(bids, BidsScreen) and bids.current == 2
        await keys(pilot, *presses)
        assert check_line(bids) == BidsScreen.MASKED_LINE, check_line(bids)
        # the field focused is marked "▸": Enter on a class and on an empty class alike go on to the Flight Costs
        # (the empty class stayed and asked first: the mark told a pass from a bid)
        return " ".join(drawn_text(app).split())


@run
async def test_an_enter_on_an_empty_class_reads_like_a_bid_while_masked(tmp_path: Path) -> None:
    """A newcomer's try: for Çelik, "C", Backspace, Enter showed "The class is empty: Enter again goes on; or type a
    class." in clear: the table read that Çelik was passing. Masked, the line is the one every bid shows, the same
    whatever was typed: a class and Enter, a class deleted and Enter, nothing and Enter; and so is the mark of the
    field focused, the Flight Costs."""
    drawn = [
        await drawn_after(tmp_path / str(n), *presses)
        for n, presses in enumerate((("C", "enter"), ("C", "backspace", "enter"), ("enter",)))
    ]
    assert drawn[0] == drawn[1] == drawn[2], "\n\n".join(drawn)
    assert "class is empty" not in drawn[0] and "Enter again" not in drawn[0]


@run
async def test_digits_typed_on_an_empty_class_go_to_the_flight_costs(tmp_path: Path) -> None:
    """A newcomer's try: for Çelik, "C", Backspace, Enter, then "9000": the digits were refused in clear by the empty
    class ("Class of service: a letter … Key not used."), ctrl+s passed Çelik and the 9000 was lost (Enter stayed
    on an empty class then; it goes on to the Flight Costs now, as after a class). The digits go on
    to the Flight Costs, the line the one every bid shows; the class still missing is said on ctrl+o, and on ctrl+s
    while peeking, which stays on Çelik; a class typed then, the bid is kept with its 9000."""
    app, game_id = app_where_allowed(tmp_path, SAMPLE, "air_empire.bids")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "b", "ctrl+s", "ctrl+s")
        bids = app.screen
        assert isinstance(bids, BidsScreen) and bids.current == 2
        await keys(pilot, "C", "backspace", "enter")
        await keys(pilot, "ctrl+o")  # for Çelik's eyes: nothing typed, a pass when kept
        assert check_line(bids) == BidsScreen.PASS_LINE
        await keys(pilot, "ctrl+o", "9000")
        amount = bids.query_one("#amount", Input)
        assert amount.value == "9000" and bids.focused is amount
        assert check_line(bids) == BidsScreen.MASKED_LINE and "Key not used" not in drawn_text(app)
        await keys(pilot, "ctrl+o")
        assert check_line(bids) == BidsScreen.NO_CLASS_LINE
        await keys(pilot, "ctrl+s")  # peeking, Çelik stays on his bid (masked, it is kept refused: test_tui_ae33_fixes)
        assert bids.current == 2 and check_line(bids) == BidsScreen.NO_CLASS_LINE
        assert bids.focused is bids.query_one("#cls", Input)
        await keys(pilot, "ctrl+o", "C", "ctrl+s")
        assert bids.current == 3 and bids.typed[3].service_class == "C" and bids.typed[3].flight_costs == 9_000


@run
async def test_a_bid_retyped_after_the_reveal_keeps_one_line_changed_or_not(tmp_path: Path) -> None:
    """A newcomer's try: a seat's bid typed again after the reveal showed "As typed before (hidden)…" while as kept and
    "Hidden: ctrl+o…" once a key changed it, back again as it matched: the table saw the bidder retype his bid, and
    what he had kept. Masked, one line, whatever is typed over it."""
    app, game_id = app_where_allowed(tmp_path, SAMPLE, "air_empire.bids")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "b", "ctrl+s", "ctrl+s", "C", "9000", "ctrl+s", "ctrl+s", "enter")
        bids = app.screen
        assert isinstance(bids, BidsScreen) and bids.stage == "reveal", check_line(bids)
        await keys(pilot, "3")
        assert bids.stage == "typing" and bids.current == 2
        lines = {check_line(bids)}
        for press in ("enter", "8", "backspace", "9000", "backspace", "up", "backspace", "B", "backspace", "C"):
            await keys(pilot, press)
            lines.add(check_line(bids))
        assert lines == {BidsScreen.KEPT_LINE}, lines


@run
async def test_a_plane_sales_refused_bid_peeked_at_reads_as_a_sentence(tmp_path: Path) -> None:
    """A newcomer's try: the plane sale's private refusal (ctrl+o) read "Refused: Bea's bid, amount: Bea bid $50,000
    but has $37,500 …": "Bea's bid, amount:" read like a field label. Peeked at, it says "Refused: Bea bid $9,700 but
    has $9,000 …"."""
    app, game_id = app_where_allowed(tmp_path, SAMPLE, "air_empire.plane_sale")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "s", "2", "enter", "9700", "enter", "4100", "enter", "4300", "ctrl+s")
        form = app.screen
        assert isinstance(form, PlaneSaleForm)
        assert "Bea's bid is refused by the rules: retype it" in " ".join(drawn_text(app).split())
        await keys(pilot, "ctrl+o")
        drawn = " ".join(drawn_text(app).split())
        assert "Refused: Bea bid $9,700 but has $9,000" in drawn, drawn
        assert "Bea's bid, amount" not in drawn and "bid, amount" not in drawn


@run
async def test_a_pass_and_a_bid_draw_the_same_screen_down_the_fields(tmp_path: Path) -> None:
    """A newcomer's try (the sample at its 31st action, ``b``): masked, Enter on an empty class kept the cursor on the
    class (asking first) where a class typed moved it down: the "▸" mark told the table a pass from a bid. Enter on
    an empty class moves on as a class typed does; down the fields, the screen drawn (masks, mark, lines) is the same
    for Çelik's pass as for a bid, and the Enter on the last field keeps the pass as it keeps a bid. The pass is said
    only on ctrl+o."""
    steps = {"pass": [("enter",), ("enter",), ("enter",)], "bid": [("C", "enter"), ("9000", "enter"), ("enter",)]}
    drawn: dict[str, list[str]] = {}
    for kind, presses in steps.items():
        (tmp_path / kind).mkdir()
        app, game_id = app_where_allowed(tmp_path / kind, SAMPLE, "air_empire.bids")
        async with app.run_test(size=(80, 24)) as pilot:
            await open_game_at(pilot, game_id)
            await keys(pilot, "b", "ctrl+s", "ctrl+s")
            bids = app.screen
            assert isinstance(bids, BidsScreen) and bids.current == 2
            drawn[kind] = []
            for field, press in zip(("#amount", "#supers", "#props"), presses, strict=True):
                await keys(pilot, *press)
                assert bids.focused is bids.query_one(field, Input), (kind, press)
                assert check_line(bids) == BidsScreen.MASKED_LINE, (kind, check_line(bids))
                drawn[kind].append(drawn_text(app))
            if kind == "pass":
                await keys(pilot, "ctrl+o")  # for Çelik's eyes only
                assert check_line(bids) == BidsScreen.PASS_LINE
                await keys(pilot, "ctrl+o", "enter")  # Enter on the last field keeps the pass, as a bid
                assert bids.current == 3 and bids.typed[3].service_class is None
    for seen_pass, seen_bid in zip(drawn["pass"], drawn["bid"], strict=True):
        assert seen_pass == seen_bid, f"{seen_pass}\n\n{seen_bid}"
        assert "▸" in seen_pass
