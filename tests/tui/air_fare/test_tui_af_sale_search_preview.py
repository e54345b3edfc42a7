"""A third-party sale's card found by typing in the last list, then Enter, shows what it will record before
recording, as a card reached with the arrows does (tui/games/air_fare/forms.py, SaleForm._advance_from). A newcomer's
try: "Enter: choose and record" sold the card at once (money changes hands), while the arrows showed the preview and
waited for Enter."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_af_sale_whereabouts import flown
from tui_helpers import drawn_text, keys, make_app, run

from tui.games.air_fare.forms import SaleForm
from tui.games.air_fare.table import AirFareScreen


@pytest.mark.parametrize("reach", [("boe",), ("down",)])
@run
async def test_typed_or_arrowed_the_sale_shows_its_preview_then_enter_records(
    tmp_path: Path, reach: tuple[str, ...]
) -> None:
    app = make_app(tmp_path)
    game_id, _minor = flown(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "s", "enter")  # Annabelle, on to the Card list
        form = app.screen
        assert isinstance(form, SaleForm)
        if reach == ("down",):
            await keys(pilot, "down")  # opens the list
        await keys(pilot, *reach)
        assert "choose and record" not in drawn_text(app)
        before = len(app.game.records)
        await keys(pilot, "enter")
        await pilot.pause()
        assert app.screen is form and len(app.game.records) == before  # not yet: the preview shown
        assert form.focused is None and form.accepted is not None
        words = " ".join(drawn_text(app).split())
        assert "Annabelle sells" in words, words
        await keys(pilot, "enter")
        await pilot.pause()
        assert isinstance(app.screen, AirFareScreen)
        assert len(app.game.records) == before + 1
