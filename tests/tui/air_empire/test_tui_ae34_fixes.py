"""Findings of a newcomer's try of the Air Empire purchase form (p) at 80x24: Enter on a refused count went on to the
next field, and the refused order's Pays column showed a price nobody would pay."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Input
from tui_helpers import drawn_words, import_sample, keys, make_app, note, open_game_at, records, run

from tui.games.air_empire.forms import PurchaseForm, ResidualValueForm

#: the sample's Y1 Q1 route card and bids: Phase 4, Ann ($17,000) Senior President, the Bank's 60 Prop Jets
Y1_Q1_PHASE_4 = 3


async def purchase_form(pilot: Any, game: int) -> PurchaseForm:
    """The purchase form (p) of ``game``, opened on Ann's Prop Jets."""
    await open_game_at(pilot, game)
    await keys(pilot, "p")
    form = pilot.app.screen
    assert isinstance(form, PurchaseForm)
    assert form.focused is form.query_one("#prop_1", Input)
    return form


@run
async def test_enter_on_a_refused_count_stays_on_it(tmp_path: Path) -> None:
    """The newcomer typed 120009 Prop Jets for Ann and Enter: the refusal showed, but the cursor went on to Ann's
    Super Jets, and the correction typed (BSpace x6, 20, ctrl+s) went there, the 120009 left in Prop Jets. Enter
    on a refused count stays on it, its text selected, the refusal said whole at 80x24, and Ann's Pays says
    "refused" rather than $300,022,500; the correction typed then replaces the count, and is recorded."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", Y1_Q1_PHASE_4)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await purchase_form(pilot, game)
        before = records(app)
        await keys(pilot, "120009", "enter")
        prop = form.query_one("#prop_1", Input)
        assert form.focused is prop, form.focused
        assert prop.selected_text == "120009"
        refusal = "Refused: Ann's order, Prop Jets: must be at most 60, got 120009 (Air Empire, Basic Game, Phase 4"
        assert form.live_text.startswith(refusal), form.live_text
        words = drawn_words(app)
        assert form.live_text in words, words  # wrapped whole, its rule's end too
        assert note(form, "pays_1") == "refused"
        assert "$300,022,500" not in words
        await keys(pilot, *["backspace"] * 6, "2", "ctrl+s")
        assert records(app) == before + 1
        assert app.game.records[-1].payload == {"orders": [{"player": 1, "prop_jets": 2, "super_jets": 0}]}


@run
async def test_enter_on_an_order_beyond_the_cash_stays_and_other_rows_keep_their_price(tmp_path: Path) -> None:
    """Ann ($17,000) ordering 1 Prop Jet and 2 Super Jets ($16,500) then 3 Super Jets ($23,500): Enter on the Super
    Jets stays there, her Pays says "refused", Bea's 1 Prop Jet still shows its $2,500; Enter on Bea's field, not
    the one refused, goes on."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", Y1_Q1_PHASE_4)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await purchase_form(pilot, game)
        await keys(pilot, "1", "enter", "2", "enter")
        assert form.focused is form.query_one("#prop_2", Input)
        assert note(form, "pays_1") == "$16,500"
        await keys(pilot, "1", "shift+tab")
        await keys(pilot, "backspace", "3", "enter")
        assert form.focused is form.query_one("#super_1", Input), form.focused
        assert form.live_text.startswith("Refused: Ann's order: Ann would pay $23,500"), form.live_text
        assert (note(form, "pays_1"), note(form, "pays_2")) == ("refused", "$2,500")
        form.query_one("#prop_2", Input).focus()
        await keys(pilot, "enter")
        assert form.focused is form.query_one("#super_2", Input), form.focused


@run
async def test_enter_on_a_refused_residual_value_count_stays_on_it(tmp_path: Path) -> None:
    """The Residual Value step (v, Tournament Game, Y7 Q1) went on to the next field too: Ann's 9 Prop Jets replaced
    (4 due) refused, Enter left them for the Super Jets. It stays, the 9 selected."""
    from test_tui_tournament import Recorder

    game = Recorder(("Ann", "Bea", "Cal", "Dee"))
    game.to_year_7()
    game.record("air_empire.route_card", game.card("Denver"))
    game.record("air_empire.bids", {"bids": []})
    game.taxes()
    app = make_app(tmp_path)
    game_id = game.store(app.book)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "v")
        form = app.screen
        assert isinstance(form, ResidualValueForm)
        prop = form.query_one("#replace_prop", Input)
        assert form.focused is prop
        await keys(pilot, "backspace", "9", "enter")
        assert form.live_text.startswith("Refused: Prop Jets replaced: must be at most 4, got 9"), form.live_text
        assert form.focused is prop and prop.selected_text == "9", form.focused
