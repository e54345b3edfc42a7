"""The search typed in a list of the forms (:class:`tui.base.widgets.SearchOverlay`) as newcomers' tries found it at
80x24: the search is kept through a pause of a banker typing at a normal pace."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import app_where_allowed, keys, open_game_at, run

from tui.base.widgets import SearchOverlay
from tui.games.air_empire.forms import TaxesForm


@run
async def test_the_search_is_kept_through_a_pause_of_a_second(tmp_path: Path) -> None:
    """A newcomer's try of the Taxes list: "D", a pause of 0.6 s, "e" highlighted Everyone (the search had become
    "e"). Here "b", a pause of a second, "a": Bao ("ba"), not Astrid (a search of "a" alone)."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-tournament-3p", "air_empire.taxes")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "x", "down")
        form = app.screen
        assert isinstance(form, TaxesForm)
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay)
        await keys(pilot, "b")
        await pilot.pause(1.0)
        await keys(pilot, "a")
        assert overlay._search_query == "ba"
        assert str(overlay.get_option_at_index(overlay.highlighted or 0).prompt).startswith("Bao")
        await pilot.pause(2.5)  # then forgotten, as Textual forgets it
        assert overlay._search_query == ""
