"""An open list and the "needs at least 80×24" notice: the list closes when the notice shows, and opens again as it
was once the terminal has grown back, so no hidden list takes keys (a newcomer's try of Air Fare: the draw form's
list opened, 60×20 and back to 80×24, the list gone from the screen but the footer still said "esc Dismiss menu", and
Down Down Enter chose a card never seen highlighted)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets._select import SelectOverlay

from tests.tui_helpers import app_where_allowed, drawn_text, keys, open_game_at, run
from tui.base.widgets import LiteralSelect
from tui.games.air_fare.forms import DrawForm


@run
async def test_an_open_list_closes_when_the_terminal_is_too_small(tmp_path: Path) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.draw")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "d")
        form = app.screen
        assert isinstance(form, DrawForm)
        await keys(pilot, "space")
        select = form.focused.parent if isinstance(form.focused, SelectOverlay) else None
        assert isinstance(select, LiteralSelect) and select.expanded
        chosen = select.value
        await keys(pilot, "down")
        overlay = form.focused
        assert isinstance(overlay, SelectOverlay)
        highlighted = overlay.highlighted
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        await pilot.pause()
        assert not select.expanded  # closed under the notice: no hidden list takes keys
        await pilot.resize_terminal(80, 24)
        await keys(pilot)
        # open again as it was, drawn where it is seen, on the option highlighted before (a newcomer's try: a search
        # in the Trade form's Buyer list was lost, the list closed)
        assert select.expanded and form.focused is overlay and overlay.highlighted == highlighted
        assert "Esc: close the list" in drawn_text(app)
        assert select.value == chosen
