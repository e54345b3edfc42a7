"""A name cut with "…" in a list is found by its hidden part: the search looks in the whole name
(:class:`tui.base.widgets.CutLabel`, shared by every game's lists), here 1930's purchased action Player list (Textual
Pilot, the bundled sample: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import LONG, sample_game
from tui_helpers import SIZE, keys, make_app, run

from tui.games.golden_age.forms import PurchasedActionForm


@run
async def test_a_cut_name_is_found_by_its_hidden_part(tmp_path: Path) -> None:
    """End of Turn 1, Carla renamed Maximiliana Fetherstonhaugh-Worthington: her option is cut ("…") to keep what
    follows it whole. A newcomer's try: "worth" typed in the Player list found nothing; it finds her now."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 35, LONG)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        players = form.query_one("#player")
        shown = next(str(label) for label, seat in players._given if seat == 1)
        assert "…" in shown and "Worthington" not in shown, shown
        await keys(pilot, "up", "up", "worth")  # up from the Action (where the form opens) to the Player
        assert players.expanded
        assert "no choice matches" not in str(form.query_one("#form-keys").render())
        await keys(pilot, "enter")
        assert players.value == 1
