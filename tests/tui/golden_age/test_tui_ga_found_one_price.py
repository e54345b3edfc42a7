"""1930 Start form: the only Initial Stock Price the player can pay is filled in (Textual Pilot, the bundled 4-player
sample)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input
from tui_helpers import SIZE, import_sample, keys, make_app, open_game_at, records, run

from tui.games.golden_age.forms import FoundForm

#: Turn 2's Normal Stock Round: Zoë starts Red at $6 ($3 left), the others pass; Zoë may start Purple at $3 only
POOR_START = (
    ("golden_age.found", {"player": 4, "airline": "Red", "price": 6}),
    ("golden_age.pass", {"player": 1}),
    ("golden_age.pass", {"player": 2}),
    ("golden_age.pass", {"player": 3}),
)


@run
async def test_the_only_initial_stock_price_is_filled_in(tmp_path: Path) -> None:
    """A review: with $3 left, the Start form's Initial Stock Price showed a hint "3" that looked typed, and Enter
    passed it by to say "Not recorded: … type the Initial Stock Price ($3)". A price the player cannot afford may
    not be set (1930, Stock Round: starting an airline), so $3 is the only one: the field holds it as the form
    opens, Esc asks nothing, and Enters record the start at $3."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 38)
    for kind, payload in POOR_START:
        app.book.record(game, kind, payload)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FoundForm)
        price = form.query_one("#price", Input)
        assert price.value == "3" and not price.placeholder
        assert not form.unsaved()
        before = records(app)
        await keys(pilot, "enter", "enter", "8", "enter")
        assert records(app) == before + 1, form.live_text
        assert app.game.records[-1].payload == {"player": 4, "airline": "Purple", "price": 3, "income": 8}
