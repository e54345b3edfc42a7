"""An Enter (or the record key) typed before the advertising or the secret bids show again after a bank loan
(ctrl+l) is not used, as on the Trade form (tui/games/air_fare/forms.py, LoanTypedAhead).

Newcomers' tries: Dee's $16M advertising with $15M refused at the reveal, then "ctrl+l 5 Enter Enter" typed at once:
the loan was recorded, and the second Enter revealed and recorded the advertising, never seen; Bartholomew's $65M
bid with $50M, then "ctrl+l Tab 20 Enter Enter": the second Enter handed his seat over, his bids never seen against
his cash. Both screens are masked: the key is held whether an amount was refused or not (nothing may depend on the
amounts), and the same screen is drawn either way."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_tui_af_advertising_secret import chicago_game
from test_tui_af_secret_refusal import CARDS, at_the_bids, quiet
from textual.widgets import Input
from tui_helpers import drawn_text, keys, make_app, open_game_at, records, run, type_fast

from tui.games.air_fare.forms import AdvertisingForm, AirFareBidsScreen
from tui.games.air_fare.table import AirFareScreen

NOT_USED = "typed before {} showed again after the loan, not used"


def said(app: Any) -> list[str]:
    """The notices said so far."""
    return [n.message for n in app._notifications]


@pytest.mark.parametrize("record_key", ["enter", "ctrl+s"])
@run
async def test_a_key_typed_ahead_of_the_advertising_after_a_loan_records_nothing(
    tmp_path: Path, record_key: str
) -> None:
    """Dee's $16M with $15M refused at the reveal; a loan of $5M and the record key typed at once: the loan alone is
    recorded, the cursor back on Dee's amount; the record key typed again reveals (no 1D10 due), and y records."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g", "10", "enter", "10", "enter", "10", "enter", "16", "ctrl+s")
        form = app.screen
        assert isinstance(form, AdvertisingForm) and not form.revealed
        before = records(app)
        await type_fast(pilot, "ctrl+l", "5", "enter", record_key)
        assert records(app) == before + 1 and app.game.records[-1].kind == "air_fare.loan"
        assert app.screen is form and not form.revealed
        dee = form.query_one("#ad_4_4", Input)
        assert form.focused is dee and dee.value == "16"
        typed = "Enter" if record_key == "enter" else record_key
        assert any(f"{typed} {NOT_USED.format('the advertising')}" in m for m in said(app)), said(app)
        await quiet(pilot)
        await keys(pilot, record_key)  # the form seen again: the key does what it does on a fresh form
        assert form.revealed and app.screen is form and records(app) == before + 1
        await quiet(pilot)
        await keys(pilot, "y")
        assert records(app) == before + 2 and app.game.records[-1].kind == "air_fare.advertising"
        assert isinstance(app.screen, AirFareScreen)


async def bids_after_loan(tmp_path: Path, bid: str, record_key: str) -> tuple[str, list[str]]:
    """Bartholomew ($50M) bids ``bid`` on Chicago, his last card, then "ctrl+l Tab 20 Enter" and ``record_key``
    typed at once: the screen drawn and the notices said."""
    tmp_path.mkdir()
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "b", "ctrl+s")  # Annabelle passes: Bartholomew bids
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and bids.current == 1
        await keys(pilot, *(["down"] * CARDS.index("Chicago")), bid)
        await type_fast(pilot, "ctrl+l", "tab", "20", "enter", record_key)
        assert records(app) == 5 and app.game.records[-1].kind == "air_fare.loan"
        assert app.screen is bids and bids.current == 1 and bids.stage == "typing"
        chicago = bids.query_one(f"#bid_{bids.pool[CARDS.index('Chicago')]}", Input)
        assert bids.focused is chicago and chicago.value == bid
        drawn = drawn_text(app)
        notices = said(app)
        await quiet(pilot)
        await keys(pilot, record_key)  # seen again: his seat is handed over
        assert bids.current == 2
    return drawn, notices


@pytest.mark.parametrize("record_key", ["enter", "ctrl+s"])
@run
async def test_a_key_typed_ahead_of_the_bids_after_a_loan_hands_nothing_over(tmp_path: Path, record_key: str) -> None:
    """Whatever the bid (two within his cash once the loan is in: a bid refused would keep him on it, a test of its
    own, test_tui_af_bid_kept_refused.py), the key typed ahead is not used: the same screen, the same notice."""
    over, over_said = await bids_after_loan(tmp_path / "over", "65", record_key)
    under, under_said = await bids_after_loan(tmp_path / "under", "61", record_key)
    assert over == under and over_said == under_said
    typed = "Enter" if record_key == "enter" else record_key
    assert any(f"{typed} {NOT_USED.format('the bids')}" in m for m in over_said), over_said
    assert "65" not in over and "61" not in under


@run
async def test_a_key_typed_ahead_after_a_loan_form_closed_with_esc_says_no_loan_was_taken(tmp_path: Path) -> None:
    """Dee's $16M refused at the reveal; "ctrl+l Esc Enter" typed at once: no loan, and the Enter, typed blind all
    the same, is held, its notice saying the loan form closed with no loan taken (it said "after the loan")."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g", "10", "enter", "10", "enter", "10", "enter", "16", "ctrl+s")
        form = app.screen
        assert isinstance(form, AdvertisingForm) and not form.revealed
        before = records(app)
        await type_fast(pilot, "ctrl+l", "escape", "enter")
        assert records(app) == before and app.screen is form and not form.revealed
        held = "Enter typed before the advertising showed again after the loan form closed with no loan taken"
        assert any(held in m for m in said(app)), said(app)
        assert not any(NOT_USED.format("the advertising") in m for m in said(app)), said(app)
