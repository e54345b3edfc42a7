"""Findings of a newcomer's try of the Air Empire Tournament Game at 80x24, 120x36 and 60x20 (session of 7 December,
evening): a route card's minimum still being typed said "Enter keeps it" while Enter refused it."""

from __future__ import annotations

from pathlib import Path

from sample_helpers import sample_record
from textual.widgets import Input
from tui_helpers import app_where_allowed, import_sample, keys, make_app, open_game_at, open_play_form, run

from tui.games.air_empire.forms import PlaneSaleForm, RouteCardForm

SAMPLE = "air-empire-basic-4p"


def before_nth(kind: str, nth: int) -> int:
    """How many of the sample's actions come before its ``nth`` action of ``kind`` (1 = the first)."""
    _setup, actions = sample_record(SAMPLE)
    return [index for index, action in enumerate(actions) if action.kind == kind][nth - 1]


@run
async def test_a_minimum_being_typed_is_not_said_to_be_kept(tmp_path: Path) -> None:
    """ "Minimum Class A: 9 — Enter keeps it; missing: ... Class B", then Enter: "Refused: Class A minimum: must be at
    least 1,000, got 9". While more digits may make it right the live line says it is being typed and checked once
    the field is left (as the typing line says it); Enter then refuses it and stays; 9000 is kept."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, SAMPLE, before_nth("air_empire.route_card", 2))
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        form.query_one("#city", Input).value = "Omaha"
        form.query_one("#adjacent", Input).value = "Kansas City, Chicago"
        minimum = form.query_one("#min_A", Input)
        minimum.focus()
        await keys(pilot, "9")
        live = " ".join(form.live_text.split())
        assert live.startswith("… Minimum Class A: 9 — being typed, checked once you leave the field; missing:"), live
        await keys(pilot, "enter")
        assert form.focused is minimum and "must be at least 1,000, got 9" in form.live_text, form.live_text
        await keys(pilot, *"9000")
        live = " ".join(form.live_text.split())
        typing = "being typed, checked once you leave the field; missing:"
        assert live.startswith(f"… Minimum Class A: 9000 — {typing}"), live
        await keys(pilot, "enter")
        assert form.focused is form.query_one("#min_B", Input), form.live_text


@run
async def test_ctrl_s_refused_for_something_missing_goes_to_it(tmp_path: Path) -> None:
    """A newcomer's try of the plane sale: ctrl+s refused, "type how many planes are sold", the cursor left on Cal's
    bid, where the next figure typed went. The cursor goes to what is still to type."""
    app, game_id = app_where_allowed(tmp_path, SAMPLE, "air_empire.plane_sale")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game_id, "sale")
        assert isinstance(form, PlaneSaleForm)
        form.query_one("#count", Input).value = ""
        bid = next(field for field in form.query(Input) if (field.id or "").startswith("bid_"))
        bid.focus()
        await pilot.pause()
        await keys(pilot, "ctrl+s")
        assert app.screen is form
        assert form.focused is form.query_one("#count", Input), (form.focused, form.live_text)
