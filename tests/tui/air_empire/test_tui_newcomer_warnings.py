"""A newcomer's try of Air Empire at 80×24: warnings said before recording, the focus marked, the rule cited,
each held by a Pilot journey."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Input, Select
from tui_helpers import SIZE, drawn_text, drawn_words, form_setup, keys, make_app, run, stored_game

from ledger.games import air_empire
from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.forms import MaintenanceForm, PlaneSaleForm, PurchaseForm, RouteCardForm
from tui.games.air_empire.table import TableScreen
from tui.screens.help import class_bindings, key_lines
from tui.screens.journal import JournalScreen

CARD = (
    "air_empire.route_card",
    {"city": "Omaha", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": 18_000},
)
BIDS = (
    "air_empire.bids",
    {
        "bids": [
            {"player": 1, "class": "A", "flight_costs": 12_000, "super_jets": 2, "prop_jets": 1},
            {"player": 2, "class": "A", "flight_costs": 12_000, "super_jets": 2, "prop_jets": 1},
            {"player": 3, "class": "B", "flight_costs": 9_000, "super_jets": 1, "prop_jets": 2},
        ]
    },
)
PURCHASE = (
    "air_empire.purchase",
    {"orders": [{"player": 1, "prop_jets": 2}, {"player": 2, "prop_jets": 1}, {"player": 3, "super_jets": 1}]},
)


async def q1_purchased(pilot: Any) -> int:
    """A fresh 3-player Basic Game (Ann, Bea, Cal) at its Y1 Q1 purchases recorded: Bea has $6,500, owes $2,500."""
    setup = form_setup("air_empire", "basic", "Sale", "Ann", "Bea", "Cal")
    return await stored_game(pilot, setup, CARD, BIDS, PURCHASE)


@run
async def test_a_plane_sale_warns_when_its_buyer_is_then_bankrupt_in_phase_5(tmp_path: Path) -> None:
    """A newcomer's try: Ann sells 1 Super Jet, Bea ($6,500, 5c $2,500) bids $6,000: the question said only the
    sale; "short for Phase 5 maintenance" came on the Next line once it was recorded. It warns as the purchase
    form does (the ledger's figures, the same words)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await q1_purchased(pilot)
        bea = air_empire.table_view(app.game.state).players[1]
        assert (bea.cash, bea.maintenance_owed) == (6_500, 2_500)
        before = len(app.game.records)
        await keys(pilot, "s")
        form = app.screen
        assert isinstance(form, PlaneSaleForm)
        form.query_one("#seller", Select).value = 1
        form.query_one("#plane", Select).value = "super_jet"
        await pilot.pause()
        form.query_one("#count", Input).value = "1"
        form.query_one("#bid_2", Input).value = "6000"
        await pilot.pause()
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen), app.screen
        question = " ".join(app.screen.question.split())
        assert (
            "Ann sells 1 Super Jet to Bea for $6,000. WARNING: Bea then has $500 for $3,000 maintenance (5c): "
            "bankrupt in Phase 5 (Test of Bankruptcy). Record this sale?" in question
        ), question
        assert "Bea then has $500 for $3,000 maintenance (5c)" in drawn_words(app)
        await keys(pilot, "n")
        assert isinstance(app.screen, PlaneSaleForm) and len(app.game.records) == before
        # a price that leaves Bea her 5c: no warning
        form.query_one("#bid_2", Input).value = "3000"
        await pilot.pause()
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        assert "WARNING" not in app.screen.question
        await keys(pilot, "y")
        assert isinstance(app.screen, TableScreen)
        assert app.book.journal(app.game_id)[-1][3] == "Ann sells 1 Super Jet to Bea for $3,000"


@run
async def test_a_question_answered_no_gives_the_focus_back_to_the_list_picked_in(tmp_path: Path) -> None:
    """A newcomer's try: the maintenance form's list picked in (Enter then records), asked, answered n: nothing
    was marked, the first Tab went to something unmarked and only the second showed "▸ Who pays". After n the
    focus is back on the list it came from, marked."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await q1_purchased(pilot)
        before = len(app.game.records)
        await keys(pilot, "m", "tab", "space", "enter")  # Everyone still owing, picked: Enter now records
        form = app.screen
        # the list keeps the focus after the pick, marked (test_tui_ae21_fixes): Enter on it records, asking first
        assert isinstance(form, MaintenanceForm) and form.focused is form.query_one("#player", Select)
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "n")
        assert app.screen is form and len(app.game.records) == before
        assert form.focused is form.query_one("#player", Select)
        assert "▸ Who pays" in drawn_text(app)
        await keys(pilot, "enter")  # the list shown, Enter records it as before: asking first
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert isinstance(app.screen, TableScreen) and len(app.game.records) == before + 1


async def tournament_card_form(pilot: Any) -> RouteCardForm:
    """A new 3-player Tournament Game, its route card form open (the Flight Costs Table asked once, gone on)."""
    await pilot.pause()
    await stored_game(pilot, form_setup("air_empire", "tournament", "Friday", "Ann", "Bea", "Cal"))
    await keys(pilot, "c", "enter")
    form = pilot.app.screen
    assert isinstance(form, RouteCardForm)
    return form


@run
async def test_the_focus_mark_moves_with_the_focus_along_a_fluctuation_row(tmp_path: Path) -> None:
    """A newcomer's try: in the route card's Revenue Fluctuations row the ▸ stayed before the amount while the
    focus was in the cities or players box (an "x" typed landed in players: "no single player called 'x'").
    The mark is in the cell before the field that has the focus, one mark on the screen."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await tournament_card_form(pilot)
        await keys(pilot, "Denver", "enter", "", "enter", "10000", "enter", "8000", "enter", "6000", "enter")
        await keys(pilot, "30000", "enter", "500")
        assert form.focused is form.query_one("#fl_amount_1")

        def marked() -> str:
            lines = [line for line in drawn_text(app).splitlines() if "▸" in line]
            assert len(lines) == 1, drawn_text(app)
            return lines[0]

        assert "▸500" in marked()
        for field, placeholder in (("cities", "cities, or all"), ("players", "players/all"), ("text", "card text")):
            await keys(pilot, "tab")
            assert form.focused is form.query_one(f"#fl_{field}_1")
            assert f"▸{placeholder}" in marked() and "▸500" not in marked(), marked()
        await keys(pilot, "shift+tab", "shift+tab", "shift+tab")
        assert form.focused is form.query_one("#fl_amount_1") and "▸500" in marked()


@run
async def test_the_route_cards_guide_line_follows_the_focused_field(tmp_path: Path) -> None:
    """A newcomer's try: on the Tournament route card, "▸ Adjacent cities" focused, the guide line said "… type the
    minimum Flight Costs for Class A", read as about the field focused. It speaks of the focused field first, then
    of what is missing elsewhere; on the field missing, of that field alone."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await tournament_card_form(pilot)
        assert form.live_text == "… type the Route City"
        await keys(pilot, "Denver", "enter")
        assert form.focused is form.query_one("#adjacent")
        assert form.live_text == (
            "… Adjacent cities: none typed (commas between; blank: none); "
            "missing: type the minimum Flight Costs for Class A"
        ), form.live_text
        assert "Adjacent cities: none typed" in drawn_words(app)
        await keys(pilot, "Reno")
        assert form.live_text.startswith("… Adjacent cities: Reno — Enter keeps it; missing: type the minimum")
        await keys(pilot, "enter")
        assert form.focused is form.query_one("#min_A")
        assert form.live_text == "… type the minimum Flight Costs for Class A"
        await keys(pilot, "shift+tab", "shift+tab")
        assert form.focused is form.query_one("#city")
        assert form.live_text.startswith("… Route City: Denver — Enter keeps it; missing: type the minimum")


@run
async def test_the_journals_redo_is_offered_after_an_undo_only(tmp_path: Path) -> None:
    """Newcomers' tries: the journal's footer offered "^y Redo" with nothing to redo, and ctrl+y did nothing and
    said nothing; then it was dimmed, still offered. It is left off the footer, as on the table, and ctrl+y says
    "Nothing to redo."; after an undo it is offered and redoes."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await q1_purchased(pilot)
        await keys(pilot, "j")
        journal = app.screen
        assert isinstance(journal, JournalScreen)
        redo = journal.active_bindings["ctrl+y"]
        assert redo.binding.description == "Redo" and not redo.binding.show  # the catch of ctrl+y only
        assert "Redo" not in drawn_text(app).splitlines()[-1]
        before = len(app.game.records)
        await keys(pilot, "ctrl+y")
        assert app.screen is journal and len(app.game.records) == before
        assert any(n.message == "Nothing to redo." for n in app._notifications)
        # one line of the help for the key (the catch of a dimmed ^y is Redo's own binding, its id the same)
        assert [line.what for line in key_lines(app, class_bindings(JournalScreen))].count("Redo") == 1
        await keys(pilot, "ctrl+z", "y")  # the purchases undone: their form is offered again, left
        assert isinstance(app.screen, PurchaseForm), app.screen
        await keys(pilot, "escape")
        assert app.screen is journal, app.screen
        assert isinstance(journal, JournalScreen) and journal.active_bindings["ctrl+y"].enabled
        assert journal.active_bindings["ctrl+y"].binding.show and "^y Redo" in drawn_text(app).splitlines()[-1]
        await keys(pilot, "ctrl+y")
        assert isinstance(app.screen, ConfirmScreen) and app.screen.question.startswith("Redo #3")
        await keys(pilot, "y")
        assert app.game.records[-1].kind == "redo"
