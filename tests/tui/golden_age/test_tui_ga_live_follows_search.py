"""1930's forms: while a name is typed in an open list, the live line follows what Enter does with the option the
search highlights, never the option the list held before (Textual Pilot, keys typed ahead as a banker types them,
the bundled sample: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import sample_game
from tui_helpers import SIZE, drawn_words, keys, make_app, records, run, type_fast

from tui.games.golden_age.forms import BuyForm, OperateForm, TradeForm

#: Turn 3's Normal Stock Round: Carla ($23) may buy Blue ($8, the form's first), Orange ($10) or Brown ($4)
CARLA_BUYS = 76
#: Turn 6: Zoë, at the 10-token limit, trades
ZOE_TRADES = 199


@run
async def test_the_buy_line_names_the_airline_the_search_highlights(tmp_path: Path) -> None:
    """A newcomer's try: "Pi" typed in the Buy form's open Airline list, and 0.5 s later the line still said "Will
    record: Carla buys Blue" (the list's value before the search), while Enter bought Pink. The line says what Enter
    records; Esc closes the list on Blue and the line says Blue again; a name the list leaves out highlights
    nothing, and the line names no airline."""
    app = make_app(tmp_path)
    game = sample_game(app.book, CARLA_BUYS)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await type_fast(pilot, "b", "or")
        form = app.screen
        assert isinstance(form, BuyForm)
        assert form.query_one("#airline").expanded
        assert form.live_text.startswith("Will record: Carla buys Orange at $10"), form.live_text
        assert "Blue" not in form.live_text
        assert "Will record: Carla buys Orange at $10" in drawn_words(app)
        await keys(pilot, "escape")  # the list closed on Blue: the line of Blue again
        assert form.live_text.startswith("Will record: Carla buys Blue at $8"), form.live_text
        await type_fast(pilot, "gr")  # Green: not offered (Carla's limit), nothing highlighted
        assert form.live_text.startswith("Nothing highlighted: Enter chooses nothing"), form.live_text
        assert "Will record" not in form.live_text
        await keys(pilot, "escape")
        await type_fast(pilot, "br")
        assert form.live_text.startswith("Will record: Carla buys Brown at $4"), form.live_text
        await type_fast(pilot, "enter")  # Enter records what the line said
        assert records(app) == CARLA_BUYS + 1
        assert app.game.records[-1].payload == {"player": 1, "airline": "Brown"}


@run
async def test_a_list_before_the_last_says_which_option_enter_takes(tmp_path: Path) -> None:
    """The Trade form's Returns list comes before the airline bought: a search there highlighting another token
    than the one the list holds, the line says which Enter takes (it records nothing there), not what the list held
    would record."""
    app = make_app(tmp_path)
    game = sample_game(app.book, ZOE_TRADES)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, TradeForm)
        await type_fast(pilot, "gr")
        assert form.query_one("#returned").expanded
        assert form.live_text.startswith("Green (credit $15, holds 4) highlighted: Enter takes it"), form.live_text
        await type_fast(pilot, "enter", "pi")  # Green returned; Pink searched on the last list
        assert form.query_one("#returned").value == "Green"
        bought = form.query_one("#airline")
        assert bought.expanded and bought.value != "Pink", bought.value
        assert form.live_text.startswith("Will record: Zoë returns Green ($15) and buys Pink at $11"), form.live_text


@run
async def test_the_action_line_follows_the_search_and_says_when_enter_takes_none(tmp_path: Path) -> None:
    """The Operation Phase's Action list: "re" begins Relocate and Research, and Enter takes neither: the line says
    so before Enter too; "res" finds Research, and the line says what Enter records."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 20)  # Neal's first operating action, Turn 1
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await type_fast(pilot, "o", "enter", "re")
        form = app.screen
        assert isinstance(form, OperateForm)
        assert form.live_text == 'Nothing chosen yet: "re" begins 2 actions; type "rel" or "res"', form.live_text
        await type_fast(pilot, "s")
        assert form.live_text.startswith("Will record: Round 1: Neal uses Blue: Research"), form.live_text
        await type_fast(pilot, "backspace", "l")  # "rel": Relocate, whose Enter moves on to the income
        assert form.live_text == "Relocate highlighted: Enter takes it", form.live_text
