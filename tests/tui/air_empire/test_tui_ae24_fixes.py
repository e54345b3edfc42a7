"""Findings of a newcomer's try of the Air Empire Basic Game (80x24): hidden bids that told the table what was typed
(the route bids' fields and line, the plane sale's bids and count), the route card's "did you mean" question, the
recap PDF's unpaid 5c, and the bids form's ctrl+s after a class cleared."""

from __future__ import annotations

from pathlib import Path

from sample_helpers import sample_record
from test_tui_bids_typing import tournament_bids
from textual.widgets import Input, Select, Static
from tui_helpers import app_where_allowed, drawn_text, import_sample, keys, make_app, open_game_at, records, run

from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import PlaneSaleForm, RouteCardForm

SAMPLE = "air-empire-basic-4p"


def entry_part(app: object) -> str:
    """The drawn screen from the bidder's heading down to the keys' line (the roll above it says who typed)."""
    text = drawn_text(app)  # type: ignore[arg-type]
    start = text.index("— the others look away.")
    return text[start : text.index("Enter: next field")]


@run
async def test_a_masked_bid_looks_the_same_blank_or_typed_with_a_problem_or_none(tmp_path: Path) -> None:
    """A newcomer's try: untouched fields kept their examples ("A/B/C", "$") while typed ones showed "•••", and a
    bid forfeited if it wins showed "Something to check in this bid" as it was typed: the table read which fields
    were typed and which bid was doomed. Masked, Cal's fields and the line under them are drawn alike whether his
    bid is blank, $9,000 in Class A (it stands) or $11,000 (4 Super Jets, 3 idle: forfeited if it wins); ctrl+o
    tells him; the figure never shows masked."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        blank = entry_part(app)
        assert "A/B/C" not in blank and "$ " not in blank.replace("$ (hidden)", "")
        assert BidsScreen.MASKED_LINE in " ".join(blank.split())
        seen = []
        for amount in ("9000", "11000"):
            cls = bids.query_one("#cls", Input)
            await keys(pilot, "A", "enter", amount, "up")  # back on the class, where the blank bid's cursor was
            assert bids.focused is cls and cls.value == "A"
            seen.append(entry_part(app))
            assert amount not in drawn_text(app) and "11,000" not in drawn_text(app)
            await keys(pilot, "ctrl+o")  # the bidder's eyes
            said = " ".join(entry_part(app).split())
            assert amount in said
            assert ("Forfeited if it wins" in said) == (amount == "11000"), said
            await keys(pilot, "ctrl+o", "down")
            bids.query_one("#amount", Input).value = ""
            cls.value = ""
            cls.focus()
            await pilot.pause()
        assert seen == [blank, blank], "\n---\n".join([blank, *seen])
        # kept, the doomed bid is kept as any bid is, by ctrl+s or Enter down its fields (test_tui_ae31_fixes)
        await keys(pilot, "A", "enter", "11000", "ctrl+s")
        assert bids.current == 1  # ctrl+s keeps it as typed
        await keys(pilot, "A", "enter", "11000", "enter", "enter", "enter")
        assert bids.current == 2
        assert "Something to check" not in " ".join(str(bids.query_one("#bid-check", Static).render()).split())


@run
async def test_a_plane_sales_hidden_bids_look_alike_blank_or_typed(tmp_path: Path) -> None:
    """A newcomer's try: the plane sale's hidden bids showed "$" for a player left blank beside "•••" for a bid, and
    the live line counted them ("Ready: 2 bids typed"). Every bid field shows the same mask, and the live line says
    the same, in the same colour, with no bid, one bid or two; ctrl+s with none says a bid is missing."""
    app, game_id = app_where_allowed(tmp_path, SAMPLE, "air_empire.plane_sale")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "s")
        form = app.screen
        assert isinstance(form, PlaneSaleForm)
        form.query_one("#seller", Select).value = 1
        form.query_one("#plane", Select).value = "prop_jet"
        await pilot.pause()
        form.query_one("#count", Input).value = "2"
        bid = form.query_one("#bid_2", Input)
        bid.focus()
        await pilot.pause()
        live = form.query_one("#form-live")
        drawn = []
        for amount in ("", "6700"):
            bid.value = amount
            form.query_one("#bid_3", Input).value = "7300" if amount else ""
            await pilot.pause()
            drawn.append(drawn_text(app))
            assert form.live_text == PlaneSaleForm.HIDDEN_BIDS and not live.has_class("-ok"), form.live_text
        assert drawn[0] == drawn[1], "\n---\n".join(drawn)
        assert "6700" not in drawn[1] and "6,700" not in drawn[1] and " $ " not in drawn[0]
        assert "•••" in drawn[0]
        bid.value = ""
        form.query_one("#bid_3", Input).value = ""
        await pilot.pause()
        await keys(pilot, "ctrl+s")
        assert app.screen is form and "type at least one bid" in form.live_text, form.live_text


def before_nth(kind: str, nth: int) -> int:
    """How many of the sample's actions come before its ``nth`` action of ``kind`` (1 = the first)."""
    _setup, actions = sample_record(SAMPLE)
    return [index for index, action in enumerate(actions) if action.kind == kind][nth - 1]


@run
async def test_an_adjacent_citys_slip_says_what_it_costs_and_enter_does_not_record_it(tmp_path: Path) -> None:
    """A newcomer's try: the route card's "did you mean ...?" question recorded on y or Enter without saying what the
    slip would cost. It says the Efficiency Savings at stake, from the ledger's figures (Ann holds Class A in Los
    Angeles since Q1: 20% on this card, none with the slip); Enter does not record it, n goes back to the
    adjacent cities' field (not Minimum Class A), and y records."""
    app = make_app(tmp_path)
    upto = before_nth("air_empire.route_card", 2)
    game_id = import_sample(app.book, SAMPLE, upto)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        values = {"city": "Denver", "adjacent": "Los Angles, Omaha", "min_A": "10000", "min_B": "8000"}
        for field, value in (values | {"min_C": "6000", "revenue": "18000"}).items():
            form.query_one(f"#{field}", Input).value = value
        form.query_one("#revenue", Input).focus()
        await keys(pilot, "ctrl+s")
        confirm = app.screen
        assert isinstance(confirm, ConfirmScreen), form.live_text
        words = " ".join(confirm.question.split())
        assert "Los Angles: did you mean Los Angeles?" in words, words
        cost = (
            "If recorded as typed: for Ann, a Class A win here would count no Efficiency Savings instead of 20% of "
            "its Flight Profit."
        )
        assert cost in words, words
        assert "y: Record (only y, not Enter)" in " ".join(drawn_text(app).split())
        await keys(pilot, "enter")
        assert app.screen is confirm and records(app) == upto
        await keys(pilot, "n")
        assert app.screen is form and records(app) == upto
        assert form.focused is form.query_one("#adjacent", Input)
        await keys(pilot, "ctrl+s", "y")
        assert records(app) == upto + 1


@run
async def test_ctrl_s_after_clearing_the_class_says_the_class_is_missing(tmp_path: Path) -> None:
    """A newcomer's try: the class cleared on a bid whose Flight Costs were typed, ctrl+s said "The class is empty:
    Enter again goes on", and the next Enter passed the bidder, his figure dropped. What is missing is the class:
    said to the bidder peeking (ctrl+o), the cursor on it, the bidder not passed by ctrl+s or Enter again; a class
    typed keeps the bid. (Masked, the bid is kept refused, never as a pass: test_tui_ae33_fixes.)"""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        await keys(pilot, "A", "enter", "9000", "up", "backspace")
        cls = bids.query_one("#cls", Input)
        assert bids.focused is cls and cls.value == ""
        await keys(pilot, "ctrl+o")
        for again in ("ctrl+s", "ctrl+s", "enter"):
            await keys(pilot, again)
            line = " ".join(str(bids.query_one("#bid-check", Static).render()).split())
            assert line == BidsScreen.NO_CLASS_LINE and "goes on" not in drawn_text(app), line
            # Enter on the empty class goes on to the Flight Costs, as on a class typed (g28): never a pass
            field = bids.query_one("#amount", Input) if again == "enter" else cls
            assert bids.current == 0 and bids.focused is field and 0 not in [s - 1 for s in bids.typed]
        await keys(pilot, "up", "B", "ctrl+s")
        assert bids.current == 1 and (bids.typed[1].service_class, bids.typed[1].flight_costs) == ("B", 9_000)
