"""Air Fare's Draw form: a card's name is found without the hyphen inside it, as its hint says ("Type any part of the
card's name"): "md80" finds McDonnell Douglas MD-80, "dc9" the DC-9 (Textual Pilot, keys typed as a banker types
them). A newcomer's try: "md8" found nothing ('"8" matches nothing: not used'), and the keys after it were lost."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select
from tui_helpers import drawn_text, form_setup, keys, make_app, run, stored_game, type_fast

from tui.base.widgets import folded, search_name
from tui.games.air_fare.forms import DrawForm


def test_a_search_passes_over_hyphens_dots_and_apostrophes_on_both_sides() -> None:
    """What the lists' search compares: the name and what is typed without the punctuation inside names; spaces still
    part words."""
    assert folded("McDonnell Douglas MD-80") == "mcdonnell douglas md80"
    assert folded("md-80") == folded("md80") == "md80"
    assert folded("St. Louis") == folded("st louis") == folded("st. louis") == "st louis"
    assert folded("O'Brien") == folded("O’Brien") == "obrien"
    assert search_name("McDonnell Douglas DC-9 · plane, min $25M · 2 left") == "mcdonnell douglas dc9"


@run
async def test_plane_names_are_found_without_their_hyphen(tmp_path: Path) -> None:
    """ "md80" typed in Ann's card list takes the MD-80, "dc9" in Bea's the DC-9; nothing is said not used."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await stored_game(pilot, form_setup("air_fare", "standard", "Four", "Ann", "Bea", "Cal", "Dee"))
        await keys(pilot, "m", "5", "enter", "7", "enter", "1", "enter", "8", "enter")  # the maintenance rolls
        await keys(pilot, "d")
        form = app.screen
        assert isinstance(form, DrawForm)
        await type_fast(pilot, "md8")
        drawn = drawn_text(app)
        assert "not used" not in drawn and "matches nothing" not in drawn, drawn
        assert form.live_text == "McDonnell Douglas MD-80 highlighted: Enter takes it", form.live_text
        await type_fast(pilot, "0", "enter", "dc9", "enter", "md-80", "enter")
        assert form.query_one("#card_1", Select).value == "McDonnell Douglas MD-80"
        assert form.query_one("#card_2", Select).value == "McDonnell Douglas DC-9"
        assert form.query_one("#card_3", Select).value == "McDonnell Douglas MD-80"  # the hyphen typed too
        assert "not used" not in drawn_text(app), drawn_text(app)
