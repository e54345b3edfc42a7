"""An Enter typed before a refused trade shows again after a bank loan records nothing (tui/games/air_fare/forms.py,
TradeForm.key_typed_ahead).

A newcomer's try: a price over the buyer's cash refused ("a bank loan first: ctrl+l"), then "ctrl+l 50 Enter Enter"
typed at once: the loan was recorded, and the second Enter recorded the trade at once, never seen. That Enter goes
back to the refused Price, its figure selected, and says so; the next Enter asks, the money shown, as in a fresh trade
(TradeForm.confirm_question), and Enter then records."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_tui_air_fare import stored_friday
from textual.widgets import Input, Select
from tui_helpers import keys, make_app, records, run, type_fast

from tui.base.widgets import ConfirmScreen
from tui.games.air_fare.forms import TradeForm


async def refused_trade(pilot: Any) -> TradeForm:
    """Friday's trade form: Ann's 737 to Bea ($50M) for $90M, Enter on the Price: refused."""
    await stored_friday(pilot)
    await type_fast(pilot, "x", "enter", "enter", "enter", "enter", "90", "enter")
    form = pilot.app.screen
    assert isinstance(form, TradeForm)
    assert form.live_text.startswith("Refused: Price: more than Bea's $50M"), form.live_text
    return form


async def answered(pilot: Any) -> None:
    """The trade's question (Bea's cash $100M → $10M, Ann's $50M → $140M: the loan's $50M counted) answered by Enter,
    typed once it showed."""
    question = pilot.app.screen
    assert isinstance(question, ConfirmScreen) and records(pilot.app) == 1, question
    assert "\nCash: Ann $50M → $140M · Bea $100M → $10M" in question.question, question.question
    await keys(pilot, "enter")


@pytest.mark.parametrize("record_key", ["enter", "ctrl+s"])
@run
async def test_an_enter_typed_ahead_of_the_trade_after_a_loan_records_nothing(tmp_path: Path, record_key: str) -> None:
    """The form's record key (ctrl+s) typed ahead so is not used either (a review: only Enter was caught)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await refused_trade(pilot)
        await type_fast(pilot, "ctrl+l", "50", "enter", record_key)
        assert records(app) == 1 and app.game.records[-1].kind == "air_fare.loan"
        assert app.screen is form
        price = form.query_one("#price", Input)
        assert form.focused is price and price.selected_text == "90"
        said = [n.message for n in app._notifications]
        typed = "Enter" if record_key == "enter" else record_key
        assert any(f"{typed} typed before the trade showed again after the loan" in m for m in said), said
        assert form.live_text.startswith("Will record: Ann sells Boeing 737 #1 to Bea for $90M"), form.live_text
        await keys(pilot, "enter")  # the trade seen: Enter asks, as in a fresh trade
        await answered(pilot)
        assert records(app) == 2 and app.game.records[-1].kind == "air_fare.trade"


@run
async def test_an_enter_once_the_trade_shows_again_records_it(tmp_path: Path) -> None:
    """Back from the loan, the trade seen with the buyer's cash as it is now: Enter records it."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await refused_trade(pilot)
        await keys(pilot, "ctrl+l", "50", "enter")
        assert app.screen is form and records(app) == 1
        # the Buyer list says Bea's cash as it is now (it still read $50M)
        assert form.query_one("#buyer", Select).shown_label == "2 Bea ($100M)"
        assert form.query_one("#seller", Select).shown_label == "1 Ann ($50M)"
        await keys(pilot, "enter")
        await answered(pilot)
        assert records(app) == 2 and app.game.records[-1].kind == "air_fare.trade"
