"""The sale form (`s`) starts on the Card when its Player is filled in, as the bank loan form starts on its Amount
(tui/games/air_fare/forms.py, SaleForm.first_field). A newcomer's try: the form opened on the Player list, filled in,
though the card is the first thing to type."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_sale_whereabouts import flown
from textual.widgets import Select
from tui_helpers import drawn_words, keys, make_app, run

from tui.games.air_fare.forms import SaleForm


@run
async def test_the_sale_starts_on_the_card_of_the_player_filled_in(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id, _minor = flown(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "s")
        form = app.screen
        assert isinstance(form, SaleForm)
        assert isinstance(form.query_one("#player", Select).value, int)
        assert form.focused is form.query_one("#card", Select)
        said = drawn_words(app)
        assert "Shift+Tab: another player" in said, said
        await keys(pilot, "shift+tab")
        assert form.focused is form.query_one("#player", Select)
