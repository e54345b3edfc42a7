"""1930 Contract form: a refused card's figure is named as the form labels its field, "Card" (Textual Pilot, the
bundled 4-player sample where a Contract is first allowed)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input
from tui_helpers import app_where_allowed, drawn_text, drawn_words, keys, open_game_at, records, run

from tui.games.golden_age.forms import ContractForm


@run
async def test_a_card_out_of_range_is_refused_by_the_fields_label(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: "c", Enter, "bl", Enter, "6" said "Refused: Contract: must be one of 1, 2, 3, 4
    or 5, got 6", while the field is labelled "Card"."""
    app, game = app_where_allowed(tmp_path, "golden-age-4p", "golden_age.contract")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "c", "enter", "bl", "enter", "6")
        form = app.screen
        assert isinstance(form, ContractForm)
        assert form.focused is form.query_one("#amount", Input)
        label = next(line for line in drawn_text(app).splitlines() if "$ on the card" in line)
        assert label.split()[1:3] == ["▸", "Card"], label
        assert form.live_text.startswith("Refused: Card: must be one of 1, 2, 3, 4 or 5, got 6"), form.live_text
        assert "Contract:" not in drawn_words(app)
        await keys(pilot, "enter")
        assert app.screen is form and records(app) == before
