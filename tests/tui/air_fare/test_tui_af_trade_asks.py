"""A trade never records on the Enter that ends its Price: it asks, the money changing hands in the question, and
only a key typed once the question showed answers it (tui/games/air_fare/forms.py, TradeForm.confirm_question; the
README: "a sale (s) or a trade (x) shows the money before a second Enter records it").

A newcomer's try (80x24): "x cal Enter Space Down Enter Enter 25 Enter" typed at once recorded at once ("Recorded #14 ·
Cal sells Minor Airport #8 to Bea for $25M"): the "Will record … / Cash: Bea $50M → $25M" line was never seen."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_air_fare import stored_friday
from tui_helpers import drawn_text, keys, make_app, records, run, type_fast

from tui.base.widgets import ConfirmScreen
from tui.games.air_fare.forms import TradeForm

#: the newcomer's keys: Cal's second card (Minor Airport #8) to Bea, the buyer shown, for $25M
NEWCOMER = ("x", "cal", "enter", "space", "down", "enter", "enter", "25", "enter")
HELP = Path(__file__).parents[3] / "tui" / "screens" / "help-air_fare.md"


@pytest.mark.parametrize("ahead", [(), ("enter",), ("y",)])
@run
async def test_the_newcomers_trade_typed_at_once_asks_first(tmp_path: Path, ahead: tuple[str, ...]) -> None:
    """Nothing recorded until the question, the cash before → after in it, is answered by a key typed after it
    showed: an Enter or y typed ahead with the rest is refused, said, and not used."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await stored_friday(pilot)
        await type_fast(pilot, *NEWCOMER, *ahead)
        assert records(app) == 0
        question = app.screen
        assert isinstance(question, ConfirmScreen), question
        drawn = drawn_text(app)
        assert "Will record: Cal sells Minor Airport #8 to Bea for $25M" in drawn, drawn
        assert "Cash: Bea $50M → $25M · Cal $50M → $75M" in drawn, drawn
        assert "Record the trade?" in drawn and "y or Enter: Record" in drawn, drawn
        if ahead:
            assert "typed before this question showed: not an answer, not used" in drawn, drawn
        await keys(pilot, "enter")  # seen: Enter answers
        assert records(app) == 1 and app.game.records[-1].kind == "air_fare.trade"
        assert app.game.records[-1].payload == {"seller": 3, "buyer": 2, "card": 8, "price": 25}


@run
async def test_no_goes_back_to_the_trade_unrecorded(tmp_path: Path) -> None:
    """n (or Esc) answers the question: back on the form, nothing recorded, the trade typed kept."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await stored_friday(pilot)
        await type_fast(pilot, *NEWCOMER)
        await keys(pilot, "n")
        form = app.screen
        assert isinstance(form, TradeForm) and records(app) == 0
        assert form.live_text.startswith("Will record: Cal sells Minor Airport #8 to Bea for $25M"), form.live_text


def test_the_help_says_a_trade_asks_first() -> None:
    help_text = " ".join(HELP.read_text("utf-8").split())
    assert "A trade's Enter on its Price asks first, the seller's and the buyer's cash before → after" in help_text
