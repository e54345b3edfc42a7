"""A peek hidden again leaves the cursor where the bidder left it, and the next bidder's keys typed ahead go on his
own cards (tui/games/air_fare/forms.py, AirFareBidsScreen.show_own).

A newcomer's try (turn 5, Annabelle with $47M): `b Enter Enter 60 Enter` (refused), ctrl+o, BSpace BSpace, ctrl+o:
"Hidden again: the cursor is back on the first card, #24 Dallas"; Enter then stepped through Annabelle's cards, and
Bo's `5 0 Enter` typed ahead landed on Annabelle's "#27 New York". The keys' line names the bidder typing.
"""

from __future__ import annotations

from pathlib import Path

from test_tui_af_secret_refusal import CARDS, at_the_bids, quiet
from textual.widgets import Input
from tui_helpers import drawn_words, keys, make_app, run, type_fast

from tui.games.air_fare.forms import AirFareBidsScreen


async def refused_then_ahead(tmp_path: Path, city: str, ahead: list[str]) -> tuple[dict[int, int], str]:
    """Annabelle's 55 on ``city`` (more than her $50M, or below the base cost), then in one burst: ctrl+o (she
    reads why), the bid blanked, ctrl+o, and ``ahead``: Annabelle's bids kept, and what Bartholomew's first card
    holds."""
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen)
        assert "Annabelle types" in drawn_words(app)
        at = CARDS.index(city)
        await type_fast(pilot, *(["enter"] * at), "55")
        await quiet(pilot)
        await type_fast(pilot, "ctrl+o", "backspace", "backspace", "ctrl+o", *ahead)
        await pilot.pause()
        said = drawn_words(app)
        assert bids.current == 1 and "Bartholomew types" in said, said
        return bids.typed[1], bids.query_one(f"#bid_{bids.pool[0]}", Input).value


@run
async def test_the_next_bidders_keys_typed_ahead_land_on_his_own_cards(tmp_path: Path) -> None:
    """On the last card: hidden again there, Enter hands the seat over; Bartholomew's 50 on his first card."""
    assert await refused_then_ahead(tmp_path, "Chicago", ["enter", "5", "0", "enter"]) == ({}, "50")


@run
async def test_a_peek_hidden_on_a_middle_card_stays_there_and_ctrl_s_hands_over(tmp_path: Path) -> None:
    """On Dallas (the third card): hidden again the cursor stays there, ctrl+s hands the seat over."""
    assert await refused_then_ahead(tmp_path, "Dallas", ["ctrl+s", "5", "0", "enter"]) == ({}, "50")
