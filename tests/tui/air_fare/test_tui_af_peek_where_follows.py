"""The line saying where the cursor went once a peek at the secret bids is hidden goes as the cursor leaves that card
(tui/games/air_fare/forms.py, AirFareBidsScreen.on_descendant_focus). A newcomer's try: 55, ctrl+o, ctrl+o, Enter: the
▸ moved to the second card while the line still said the cursor was back on the first."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_secret_refusal import at_the_bids
from tui_helpers import drawn_words, keys, make_app, run

from tui.games.air_fare.forms import AirFareBidsScreen


@run
async def test_the_hidden_again_line_goes_once_the_cursor_moves_on(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen)
        await keys(pilot, "5", "5", "ctrl+o", "ctrl+o")
        first = bids.query_one(f"#bid_{bids.pool[0]}")
        assert app.focused is first
        assert "Hidden again, the cursor where Annabelle left it" in drawn_words(app), drawn_words(app)
        await keys(pilot, "enter")
        assert app.focused is bids.query_one(f"#bid_{bids.pool[1]}")
        said = drawn_words(app)
        assert "Hidden again" not in said and "left it" not in said, said
