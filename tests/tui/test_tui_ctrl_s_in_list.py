"""ctrl+s (or Tab) in an open list where something was typed chooses the option highlighted, then records (asking
first where the form asks) or moves on, as Enter would (tui/base/widgets.py, FormScreen._take_searched_option)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import app_where_allowed, keys, open_game_at, records, run

from tui.base.widgets import ConfirmScreen, LiteralSelect
from tui.games.air_fare.forms import SaleForm
from tui.games.golden_age.table import GoldenAgeScreen


@run
async def test_ctrl_s_in_the_ceos_choice_list_takes_the_choice_typed(tmp_path: Path) -> None:
    """A newcomer's try of 1930's Fly: "1" typed for the CEO's choice opened its list on choice 1; ctrl+s (the
    footer's "Record") closed the list, chose nothing, and said "Not recorded". Now it asks "Record this Fly?" with
    choice 1, and y records it."""
    app, game = app_where_allowed(tmp_path, "golden-age-4p", "golden_age.operate")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "f", "enter", "5", "enter", "1", "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        question = str(app.screen.query_one("#confirm-question").render())
        assert "CEO choice 1: Full Dividend" in question
        await keys(pilot, "y")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert records(app) == before + 1


@run
async def test_ctrl_s_in_a_list_opened_without_typing_chooses_nothing(tmp_path: Path) -> None:
    """A list opened with Space, nothing typed in it: ctrl+s does not take the option the list opened on (the
    banker may be only looking): the form says why it records nothing, the list closed."""
    app, game = app_where_allowed(tmp_path, "golden-age-4p", "golden_age.operate")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "f", "enter", "5", "enter", "space", "ctrl+s")
        assert not isinstance(app.screen, ConfirmScreen)
        assert records(app) == before


@run
async def test_tab_in_a_list_searched_takes_the_option_found(tmp_path: Path) -> None:
    """A newcomer's try of Air Fare's sale: "min" typed in the Card list (it matches two Minor Airports), then Tab:
    the list closed with nothing chosen and the cursor went round to the Player. Tab takes the first match and,
    the Card being the last field, stays on it; nothing is recorded before the banker says so."""
    app, game = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.sale")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "s", "1", "enter", "min", "tab")
        form = app.screen
        assert isinstance(form, SaleForm)
        card = form.query_one("#card", LiteralSelect)
        assert app.focused is card and not card.expanded
        assert card.value == 2  # #2 Minor Airport, the first match
        assert records(app) == before
        await keys(pilot, "shift+tab", "space", "escape", "tab")  # a list opened with Space, nothing typed: Tab as ever
        assert app.focused is card
