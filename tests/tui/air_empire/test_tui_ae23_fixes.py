"""Findings of a newcomer's try of the Air Empire Basic Game (Alexandra, Bartholomew, Christopher and Di, 80x24):
the recap's quarter keys, an adjacent city typed with a slip, a Flight Costs Table that contradicts a recorded bid,
the reveal's note of planes typed, a loan key out of phase, and a plane sale of more planes than are idle."""

from __future__ import annotations

from pathlib import Path

from sample_helpers import sample_record
from textual.widgets import Input
from tui_helpers import drawn_text, import_sample, keys, make_app, open_game_at, records, run

from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.forms import RouteCardForm
from tui.games.air_empire.recap import RecapScreen

SAMPLE = "air-empire-basic-4p"


@run
async def test_the_recap_footer_follows_the_quarter_keys_and_the_first_page_says_so(tmp_path: Path) -> None:
    """A newcomer's try at 80x24 (r, then 5 twice, or a twice): the footer lost "[] Quarters" while the line above
    still said "of 12 quarters" and [ ] still worked. And [ on the first quarters did nothing and said nothing: it
    says "First quarters already shown"."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, SAMPLE, None)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "r")
        assert isinstance(app.screen, RecapScreen)
        footer = drawn_text(app).splitlines()[-1]
        assert "[] Quarters" in footer, footer
        for toggle in ("5", "a"):
            await keys(pilot, toggle)
            assert "[] Quarters" not in drawn_text(app).splitlines()[-1]
            await keys(pilot, toggle)
            drawn = drawn_text(app)
            assert "quarters" in drawn and "[] Quarters" in drawn.splitlines()[-1], drawn
        await keys(pilot, "home")
        assert app.screen.first_quarter == 0  # type: ignore[attr-defined]
        await keys(pilot, "[")
        drawn = drawn_text(app)
        assert "First quarters already shown · Y1 Q1–" in drawn, drawn
        assert all(len(line.rstrip()) <= 80 for line in drawn.splitlines())
        await keys(pilot, "]")
        assert "already shown" not in drawn_text(app)


def before_nth(kind: str, nth: int) -> int:
    """How many of the sample's actions come before its ``nth`` action of ``kind`` (1 = the first)."""
    _setup, actions = sample_record(SAMPLE)
    return [index for index, action in enumerate(actions) if action.kind == kind][nth - 1]


@run
async def test_an_adjacent_city_typed_with_a_slip_is_asked_about_before_recording(tmp_path: Path) -> None:
    """A newcomer's try: "Los Angles" typed as an adjacent city on the route card (c), while Los Angeles is a Route
    City of the game (Q1's card), was taken silently; the Efficiency Savings of the player holding Class A there
    were then wrong. ctrl+s asks first: "Los Angles: did you mean Los Angeles?"; n goes back to the form, y records
    the card as typed (a warning, not a refusal)."""
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
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen), form.live_text
        words = " ".join(drawn_text(app).split())
        assert "Los Angles: did you mean Los Angeles?" in words, words
        await keys(pilot, "n")
        assert app.screen is form and records(app) == upto
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert records(app) == upto + 1
