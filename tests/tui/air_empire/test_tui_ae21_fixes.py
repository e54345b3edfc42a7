"""Findings of newcomers' tries of Air Empire (Basic and Tournament, 80x24): the Flight Costs Table's form opened
scrolled to its last rows, the maintenance form's "Who pays" list, a minimum bid under the rule's refused only on
ctrl+s, a refusal naming a field by its payload's name, and the question over the count of cash."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input, Select, TextArea
from tui_helpers import (
    app_where_allowed,
    drawn_text,
    drawn_words,
    first_allowed,
    import_sample,
    keys,
    make_app,
    open_game_at,
    open_play_form,
    records,
    run,
)

from tui.app import AirbankerApp
from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.forms import FlightCostsForm, MaintenanceForm, PurchaseForm, RouteCardForm


@pytest.mark.parametrize(
    ("sample", "upto", "size"),
    [
        ("air-empire-basic-4p", 3, (80, 24)),
        ("air-empire-tournament-3p", 10, (80, 24)),
        ("air-empire-basic-4p", 3, (120, 36)),
    ],
)
@run
async def test_the_flight_costs_table_form_opens_at_its_top(
    tmp_path: Path, sample: str, upto: int, size: tuple[int, int]
) -> None:
    """A newcomer's try at 80x24: the Flight Costs Table's form (t) opened with its rows' box scrolled to the last
    rows, rows 1-9 out of sight. It opens at its top, the title, the example and the first row in sight, the rows'
    box focused; what the banker types still goes after the rows, the box scrolling down to it then."""
    app = make_app(tmp_path)
    game = import_sample(app.book, sample, upto)
    async with app.run_test(size=size) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "t")
        form = app.screen
        assert isinstance(form, FlightCostsForm)
        rows = form.query_one("#rows", TextArea)
        assert app.focused is rows
        assert rows.scroll_y == 0 and form.query_one("#form-body").scroll_y == 0
        drawn = drawn_text(app)
        for words in ("Flight Costs Table (printed on the board)", "One row per line", "  1  4000 0 2"):
            assert words in drawn, drawn
        assert rows.cursor_location == rows.document.end
        await keys(pilot, *"21000 4 1")
        drawn = drawn_text(app)
        assert rows.text.endswith("20000 4 0\n21000 4 1"), rows.text
        assert "21000 4 1" in drawn and "  1  4000 0 2" not in drawn, drawn


def who_pays(app: AirbankerApp) -> str:
    return next(line for line in drawn_text(app).splitlines() if "Who pays" in line)


@run
async def test_the_maintenance_who_pays_list_opens_on_space_and_keeps_its_mark(tmp_path: Path) -> None:
    """A newcomer's try: on the maintenance form (m) Space did nothing, and after a pick in the "Who pays" list the
    list had no focus mark (the focus was nowhere) and Space did not open it again. Space opens it, as every list;
    after a pick it keeps the focus and its ▸, the key line says how a list is worked, Enter records asking first."""
    app, game = app_where_allowed(tmp_path, "air-empire-tournament-3p", "air_empire.maintenance")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game, "maintenance")
        assert isinstance(form, MaintenanceForm)
        select = form.query_one("#player", Select)
        await keys(pilot, "space")  # the form opens on the list (ae22): Space opens it
        assert select.expanded and "▸ Who pays" in who_pays(app)
        await keys(pilot, "down", "enter")  # the first player alone
        assert app.focused is select and not select.expanded
        assert "▸ Who pays" in who_pays(app) and "alone" in who_pays(app), drawn_text(app)
        assert "Space or a name: another player, or everyone" in drawn_words(app)
        await keys(pilot, "space")
        assert select.expanded
        await keys(pilot, "escape")
        assert app.focused is select and "▸ Who pays" in who_pays(app)
        await keys(pilot, "enter")  # Enter on the list records, asking first
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "n")
        assert app.screen is form and app.focused is select


async def route_card_min_a(pilot: Any) -> Input:
    """The route card form (c) with its city typed, the cursor on Minimum Class A."""
    await keys(pilot, "c")
    form = pilot.app.screen
    assert isinstance(form, RouteCardForm)
    await keys(pilot, *"Chicago", "tab", "tab")
    field = form.query_one("#min_A", Input)
    assert pilot.app.focused is field
    return field


@pytest.mark.parametrize("leave", ["tab", "enter"])
@run
async def test_a_route_card_minimum_below_the_rule_is_refused_on_leaving_it(tmp_path: Path, leave: str) -> None:
    """A newcomer's try: a minimum of "10" on the route card was refused only on ctrl+s, the card's other figures
    typed. Bids are "no lower than the minimum" and "in multiples of $1,000" (Air Empire, Basic Game, Route
    Bidding, Applications for Routes): Tab or Enter off it refuses it in the words ctrl+s uses, the cursor stays on
    it, "10" selected, and what is typed then replaces it. While it is typed (1 of 10000) nothing is refused."""
    app, game = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.route_card")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        field = await route_card_min_a(pilot)
        form = app.screen
        assert isinstance(form, RouteCardForm)
        await keys(pilot, "1", "0")
        assert not form.live_text.startswith("Refused"), form.live_text
        await keys(pilot, leave)
        refusal = form.live_text
        assert (
            refusal == "Refused: Class A minimum: must be at least 1,000, got 10 (Air Empire, Basic Game, Route Cards)"
        )
        assert refusal in " ".join(drawn_words(app).split())
        assert app.focused is field and field.selected_text == "10"
        await keys(pilot, *"1500", leave)  # typed over; not a multiple of $1,000
        assert field.value == "1500" and app.focused is field and field.selected_text == "1500"
        assert "must be a multiple of $1,000" in form.live_text
        await keys(pilot, *"10000", leave)
        assert app.focused is form.query_one("#min_B", Input)
        assert not form.live_text.startswith("Refused"), form.live_text


@run
async def test_ctrl_s_refuses_a_route_card_minimum_in_the_same_words(tmp_path: Path) -> None:
    """The whole card typed with a minimum of 10: ctrl+s refuses it in the words Tab uses."""
    app, game = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.route_card")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await route_card_min_a(pilot)
        form = app.screen
        assert isinstance(form, RouteCardForm)
        form.query_one("#min_B", Input).value = "8000"
        form.query_one("#min_C", Input).value = "6000"
        form.query_one("#revenue", Input).value = "18000"
        await keys(pilot, "1", "0", "ctrl+s")
        assert form.live_text.startswith("Refused: Class A minimum: must be at least 1,000, got 10 ("), form.live_text
        assert records(app) == first_allowed("air-empire-basic-4p", "air_empire.route_card")


@run
async def test_a_refusal_of_the_orders_names_the_column_typed_not_order(tmp_path: Path) -> None:
    """A newcomer's try: with the Bank out of Super Jets, Super Jets typed on the purchase form (p) read "Refused:
    Order: the Bank has no Super Jets left: ...", and the form has no field "Order". The refusal names the column
    typed in, as the form heads it. The Tournament sample's Y5 Q4: the Bank has 3 Prop Jets, no Super Jet."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-tournament-3p", 175)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        assert (app.game.state.bank_prop, app.game.state.bank_super) == (3, 0)
        await keys(pilot, "p")
        form = app.screen
        assert isinstance(form, PurchaseForm)
        form.query_one("#super_1", Input).focus()
        await keys(pilot, "1", "tab")
        assert form.live_text.startswith("Refused: Super Jets typed: the Bank has no Super Jets left"), form.live_text
        words = " ".join(drawn_words(app).split())
        assert "Super Jets typed: the Bank has no Super Jets left" in words and "Order" not in words, words
