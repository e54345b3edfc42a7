"""1930's trade form at the 10-token limit: the Buys list never offers the airline of the token returned (Textual
Pilot, the bundled sample at Zoë's trade: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, open_game_at, run

from tui.games.golden_age.forms import AirlineBuySelect, PickSelect, TradeForm

#: the sample's actions before Zoë's buy at the 10-token limit (a trade is her only buy)
AT_THE_LIMIT = 199


def offered(select: Select[str]) -> list[str]:
    return [value for _label, value in select._options if isinstance(value, str)]


@run
async def test_the_buys_list_leaves_out_the_airline_returned(tmp_path: Path) -> None:
    """A newcomer's try: Returns: Blue, then the Buys list offered "Blue $15", and choosing it was refused "a Stock
    token is traded only for a token of a different airline". Now Blue is left out of Buys however Returns was
    chosen (Buys first, then Returns, too), and a typed "b" there says why, as for any airline left out."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", AT_THE_LIMIT)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, TradeForm)
        returned = form.query_one("#returned", PickSelect)
        bought = form.query_one("#airline", AirlineBuySelect)
        assert offered(bought) == ["Blue", "Pink"]  # nothing returned yet: either may be got
        await keys(pilot, "tab", "b", "enter")  # Buys: Blue first
        assert bought.value == "Blue"
        returned.focus()
        await pilot.pause()
        await keys(pilot, "b", "enter")  # then Returns: Blue
        assert returned.value == "Blue" and bought.value is Select.NULL
        assert offered(bought) == ["Pink"], offered(bought)
        assert form.bought_options() == form.bought_options("Blue")  # the list made again: Returns read
        bought.focus()
        await pilot.pause()
        await keys(pilot, "b")
        assert "the token returned is of this airline" in drawn_text(app), drawn_text(app)


@run
async def test_the_trade_undone_and_filled_again_leaves_out_the_airline_returned(tmp_path: Path) -> None:
    """A newcomer's try: the sample imported up to Zoë's trade (Blue returned for Pink), undone, and ``y`` reopening
    it filled in: Returns read Blue while Buys still offered "Blue $15", refused only once chosen ("a Stock token is
    traded only for a token of a different airline"). Now Buys follows the token returned when the form is filled
    in, and a typed "b" there says why Blue is left out."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", AT_THE_LIMIT + 1)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "ctrl+z", "y")
        form = app.screen
        assert isinstance(form, TradeForm)
        returned = form.query_one("#returned", PickSelect)
        bought = form.query_one("#airline", AirlineBuySelect)
        assert returned.value == "Blue" and bought.value == "Pink"
        assert offered(bought) == ["Pink"], offered(bought)
        bought.focus()
        await pilot.pause()
        await keys(pilot, "b")
        assert "the token returned is of this airline" in drawn_text(app), drawn_text(app)
