"""Air Fare's lists as newcomers' tries found them (80x24): a card typed on the Draw form's last list, and Enter,
records the draw."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_words, form_setup, keys, make_app, records, run, stored_game

from tui.games.air_fare.forms import DrawForm
from tui.games.air_fare.table import AirFareScreen


@run
async def test_the_last_card_typed_on_the_draw_form_and_enter_records(tmp_path: Path) -> None:
    """A newcomer's try (a new 4-player game): ``d miami Enter 747 Enter maint Enter york Enter`` stopped on "▸ Enter:
    record", and needed one more Enter, on every draw: the last player has a plane, so a crash's row may follow his
    card, and his list was not taken for the last one."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await stored_game(pilot, form_setup("air_fare", "standard", "Four", "Ann", "Bea", "Cal", "Dee"))
        await keys(pilot, "m", "5", "enter", "7", "enter", "1", "enter", "8", "enter")  # the maintenance rolls
        before = records(app)
        await keys(pilot, "d", "miami", "enter", "747", "enter", "maint", "enter", "york")
        form = app.screen
        assert isinstance(form, DrawForm)
        assert "Enter: choose and record" in " ".join(str(form.query_one("#form-keys").render()).split())
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen), drawn_words(app)
        assert records(app) == before + 1
        cards = [row["card"] for row in app.game.records[-1].payload["cards"]]
        assert len(cards) == 4 and "York" in cards[3], cards
