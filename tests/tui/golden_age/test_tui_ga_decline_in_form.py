"""1930 purchased action form: Decline chosen in its Action list is read one way everywhere (Textual Pilot, the
bundled 4-player sample)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select
from tui_helpers import SIZE, drawn_words, first_allowed, import_sample, keys, make_app, open_game_at, records, run

from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import DECLINE, PurchasedActionForm
from tui.games.golden_age.table import GoldenAgeScreen


@run
async def test_decline_in_the_action_list_is_what_the_form_asks_and_records(tmp_path: Path) -> None:
    """A review: the form read "declining" two ways, the Action list (whether it asks first) and the kind its last
    payload left (which question, which record). Chosen in the list, Decline is declining at once, before anything
    was worked out from it; ctrl+s asks the Decline key's question, and y records the Decline; another action
    chosen is no longer declining."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", first_allowed("golden-age-4p", "golden_age.purchased_action"))
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        action = form.query_one("#action", Select)
        assert action.value != DECLINE and not form.declining()
        action.value = DECLINE
        assert form.declining() and form.asks_first()  # the list read, whatever payload() last chose
        await pilot.pause()
        before = records(app)
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        assert "decline the purchased action for" in drawn_words(app)
        await keys(pilot, "n")
        assert app.screen is form and records(app) == before
        others = [value for _label, value in form.action_options() if value != DECLINE]
        action.value = others[0]
        assert not form.declining()
        action.value = DECLINE
        await pilot.pause()
        await keys(pilot, "ctrl+s", "y")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert records(app) == before + 1
        assert app.game.records[-1].kind == "golden_age.decline_purchase"
