"""A question over a form (y/n) leaves none of the form's lines half drawn beside it: as wide as the form's box,
it hides the lines it covers whole, and the form's other lines are drawn whole (tui/base/backdrop.py). A
newcomer's try at 120x36: the bankruptcy question over the Settle form cut its lines on both sides
("│ Settle the d█ Ann (owes…█ = $20M),   │")."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import drawn_text, form_lines_cut, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AirbankerApp
from tui.base.widgets import ConfirmScreen
from tui.games.air_fare.forms import LoanForm, SettleForm
from tui.games.air_fare.table import AirFareScreen

ROLLS = {"rolls": [{"plane": 1, "roll": 5}, {"plane": 4, "roll": 5}, {"plane": 7, "roll": 5}]}


def ann_short(app: AirbankerApp) -> int:
    """A 3-player game at turn 2's raise-money step: Ann sold her Minor Airports, borrowed $100M, overbid $165M
    for a Minor Airport, then drew the Plane Crash: she owes $120M with $5M (Air Fare, Revenue Phase)."""
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "short", ("Ann", "Bea", "Cal"), options))
    record = app.book.record
    record(game_id, "air_fare.sale", {"player": 1, "card": 2})
    record(game_id, "air_fare.sale", {"player": 1, "card": 3})
    record(game_id, "air_fare.loan", {"player": 1, "amount": 100})
    record(game_id, "air_fare.maintenance", ROLLS)
    draws = ["Minor Airport", "Dallas", "Boston"]
    record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(draws, 1)]})
    record(game_id, "air_fare.flights", {"flights": []})
    record(game_id, "air_fare.revenue", {})
    record(game_id, "air_fare.bids", {"bids": [{"player": 1, "card": 10, "amount": 165}]})
    record(game_id, "air_fare.maintenance", ROLLS)
    crash = {"player": 1, "card": "Plane Crash", "plane": 1}
    record(
        game_id,
        "air_fare.draw",
        {"cards": [crash, {"player": 2, "card": "Chicago"}, {"player": 3, "card": "Miami"}]},
    )
    record(game_id, "air_fare.flights", {"flights": []})
    record(game_id, "air_fare.revenue", {})
    return game_id


@pytest.mark.parametrize("size", [(120, 36), (80, 24)])
@run
async def test_the_bankruptcy_question_over_the_settle_form_cuts_none_of_its_lines(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = make_app(tmp_path)
    game_id = ann_short(app)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "e")
        assert isinstance(app.screen, SettleForm)
        form = drawn_text(app)
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.pause()
        drawn = drawn_text(app)
        assert "goes bankrupt" in drawn
        assert form_lines_cut(form, drawn) == [], drawn
        await keys(pilot, "n")
        assert isinstance(app.screen, SettleForm)
        assert drawn_text(app) == form


@run
async def test_a_question_over_a_form_follows_the_form_when_the_terminal_is_resized(tmp_path: Path) -> None:
    """Esc on the bank loan form with an amount typed asks "Drop what was typed?": at 120x36 the question is as
    wide as the form (100), the form's lines above it whole; at 80x24 as wide as the form there (78), not 100."""
    app = make_app(tmp_path)
    game_id = ann_short(app)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "l", "20")
        assert isinstance(app.screen, LoanForm)
        form = drawn_text(app)
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.pause()
        drawn = drawn_text(app)
        assert "Drop what was typed" in drawn
        assert form_lines_cut(form, drawn) == [], drawn
        assert "Bank loan (Air Fare, Raise Money Fast)" in drawn  # the form's heading, above the question, whole
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.3)
        await keys(pilot, "n")
        form = drawn_text(app)
        await keys(pilot, "escape")
        await pilot.pause()
        drawn = drawn_text(app)
        assert form_lines_cut(form, drawn) == [], drawn
        await pilot.resize_terminal(120, 36)
        await pilot.pause(0.3)
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.3)
        assert form_lines_cut(form, drawn_text(app)) == [], drawn_text(app)
        await keys(pilot, "d")
        assert isinstance(app.screen, AirFareScreen)


@pytest.mark.parametrize("sizes", [((80, 24), (120, 36)), ((120, 36), (80, 24))])
@run
async def test_the_bankruptcy_question_follows_the_settle_form_when_the_terminal_is_resized(
    tmp_path: Path, sizes: tuple[tuple[int, int], tuple[int, int]]
) -> None:
    """A newcomer's try: the bankruptcy question opened over Settle at 80x24, then the terminal resized to 120x36,
    kept its 80-column width while the form behind widened: the form's lines cut on both sides. It follows the
    form's width on a resize, both ways."""
    first, then = sizes
    app = make_app(tmp_path)
    game_id = ann_short(app)
    async with app.run_test(size=first) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "e", "enter")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.pause()
        await pilot.resize_terminal(*then)
        await pilot.pause(0.3)
        drawn = drawn_text(app)
        await keys(pilot, "n")
        assert isinstance(app.screen, SettleForm)
        await pilot.pause()
        form = drawn_text(app)
        assert "goes bankrupt" in drawn
        assert form_lines_cut(form, drawn) == [], drawn
