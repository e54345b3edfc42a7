"""Findings of newcomers' tries of Air Empire: Esc on the Purchase form after only zeros typed asked "Drop what was
typed?" (a count typed 0 is the count left blank: nothing typed would be lost); the table said "Flight Costs Table: 2
rows known from bids" after three bids, read as a bid lost."""

from __future__ import annotations

from pathlib import Path

from test_tui_play import basic, plain_card
from textual.widgets import Input
from tui_helpers import (
    app_where_allowed,
    drawn_text,
    form_setup,
    keys,
    make_app,
    open_game_at,
    press_for,
    records,
    run,
    stored_game,
)

from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.forms import PurchaseForm

BASIC = "air-empire-basic-4p"


@run
async def test_esc_on_the_purchase_form_after_zeros_typed_closes_without_asking(tmp_path: Path) -> None:
    """A newcomer's try: 0 typed in a count of planes, then Esc, asked "Drop what was typed?". A count typed 0 means
    what the field left blank means (none bought): Esc closes at once. A plane typed still asks."""
    app, game_id = app_where_allowed(tmp_path, BASIC, "air_empire.purchase")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        table, before = app.screen, records(app)
        await press_for(pilot, "purchase")
        form = app.screen
        assert isinstance(form, PurchaseForm) and isinstance(form.focused, Input)
        await keys(pilot, "0", "tab", "00", "tab", "0")
        assert [f.value for f in form.query(".num").results(Input)][:3] == ["0", "00", "0"]
        await keys(pilot, "escape")
        assert app.screen is table, app.screen
        assert records(app) == before
        # a plane typed (a 1 after the 0: "01"), then Esc: that asks
        await press_for(pilot, "purchase")
        form = app.screen
        assert isinstance(form, PurchaseForm)
        await keys(pilot, "0", "1", "escape")
        question = app.screen
        assert isinstance(question, ConfirmScreen) and "Drop what was typed" in question.question
        await keys(pilot, "d")
        assert app.screen is table and records(app) == before


def _bid(seat: int, cls: str, amount: int, supers: int, props: int) -> dict[str, object]:
    return {"player": seat, "class": cls, "flight_costs": amount, "super_jets": supers, "prop_jets": props}


@run
async def test_the_rows_known_from_bids_are_counted_and_named_by_figure(tmp_path: Path) -> None:
    """A newcomer's try: three players bid, and the table said "Flight Costs Table: 2 rows known from bids". A row
    of the table is a Flight Costs figure and its one combination of planes (Bidding Examples): two bids of one
    figure teach one row, and a bid of the rulebook's printed $12,000 teaches none. The count was right; the words
    now say it counts figures, and name them (the first three, then "…": the form, t, lists every one); the
    Tournament Game's shorter line counts them only."""
    names = ("Ann", "Bea", "Cal", "Di")
    three = [_bid(1, "A", 12_000, 2, 1), _bid(2, "A", 11_000, 1, 3), _bid(3, "B", 11_000, 1, 3)]
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await stored_game(pilot, basic("Three", *names), plain_card("Omaha", 4), ("air_empire.bids", {"bids": three}))
        words = " ".join(drawn_text(app).split())
        assert "Flight Costs Table: planes known from bids for $11,000 (t)." in words, words
        assert "rows known" not in words
        four = [_bid(1, "A", 11_000, 1, 3), _bid(2, "A", 10_000, 2, 0), _bid(3, "B", 9_000, 1, 2)]
        four.append(_bid(4, "C", 8_000, 0, 4))
        await stored_game(pilot, basic("Four", *names), plain_card("Omaha", 4), ("air_empire.bids", {"bids": four}))
        words = " ".join(drawn_text(app).split())
        said = "Flight Costs Table: planes known from bids for 4 figures: $8,000, $9,000, $10,000 … (t)."
        assert said in words, words
        # the Tournament Game's line, under the Tax Table's warning: the figures counted, not named
        tournament = form_setup("air_empire", "tournament", "Cup", *names)
        await stored_game(pilot, tournament, plain_card("Omaha", 4), ("air_empire.bids", {"bids": four}))
        words = " ".join(drawn_text(app).split())
        assert "Flight Costs Table: planes known from bids for 4 figures (t)." in words, words
