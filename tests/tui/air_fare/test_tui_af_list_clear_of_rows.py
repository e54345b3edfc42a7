"""An open list that opens upwards stays clear of the rows chosen above it, naming its row on its frame
(tui/base/widgets.py, LiteralSelect.fit_list and first_field_above). A newcomer's try of Air Fare's Draw form at
80x24: the last player's card list opened over the cards chosen for the players above him, and the banker could not
see what was chosen. (At 60x20 the app shows only that it needs 80x24: no form is drawn there.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Select
from tui_helpers import app_where_allowed, drawn_text, keys, open_game_at, run

from tui.base.widgets import SearchOverlay
from tui.games.air_fare.forms import DrawForm

NAMES = ["Ann", "Bea", "Çelik", "Dmitri"]


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_the_last_card_list_leaves_the_cards_chosen_above_in_sight(tmp_path: Path, size: tuple[int, int]) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.draw")
    async with app.run_test(size=size) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "d")
        form = app.screen
        assert isinstance(form, DrawForm)
        for _ in NAMES[:-1]:
            await keys(pilot, "space", "down", "enter")  # Miami for each player above Dmitri
        await keys(pilot, "space")
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay), form.focused
        await pilot.pause()
        rows = [form.query_one(f"#card_{seat}", Select) for seat in range(1, len(NAMES))]
        assert all(row.value == "Miami" for row in rows)
        assert overlay.region.bottom <= min(row.region.y for row in rows), (overlay.region, drawn_text(app))
        drawn = drawn_text(app).splitlines()
        for name, row in zip(NAMES, rows, strict=False):
            line = drawn[row.region.y]
            assert name in line and "Miami · landing rights" in line, line
        assert "─ Dmitri ─" in drawn[overlay.region.y], drawn[overlay.region.y]  # whose list it is, apart from its row
        assert overlay.region.height >= 5  # 3 options at least, and its frame
        await keys(pilot, "enter")  # the list still chooses for its own row
        assert form.query_one("#card_4", Select).value == "Boston"


@run
async def test_the_first_list_opens_as_before(tmp_path: Path) -> None:
    """With no row above it in the form, the list opens on its own row, unnamed (nothing to leave in sight)."""
    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.draw")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "d", "space")
        overlay = app.screen.focused
        assert isinstance(overlay, SearchOverlay)
        await pilot.pause()
        assert not overlay.border_title
        assert overlay.region.bottom == app.screen.query_one("#card_1", Select).region.y


@run
async def test_a_list_opened_by_a_search_stays_under_the_top_line(tmp_path: Path) -> None:
    """A review: "dal" typed on Dmitri's closed list opened it above the rows, and the search made the live line two
    lines tall: the form moved up a line, the list with it, over the screen's top line (the notices'). The list is
    fitted again as the form moves."""
    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.draw")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "d")
        form = app.screen
        assert isinstance(form, DrawForm)
        for _ in NAMES[:-1]:
            await keys(pilot, "space", "down", "enter")
        await keys(pilot, "d", "a", "l")
        await pilot.pause(0.2)
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay), form.focused
        assert overlay.region.y >= 1, (overlay.region, drawn_text(app))
