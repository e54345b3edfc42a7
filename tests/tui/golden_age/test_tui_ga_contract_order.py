"""1930's Contract cards go in turn order: a contract out of it, or passing over a player with cards left, asks
first (Textual Pilot, the bundled sample imported up to Turn 3's contracts: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import sample_game
from tui_helpers import SIZE, keys, make_app, records, run

import ledger.games.golden_age as ga
from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.table import GoldenAgeScreen


@run
async def test_a_contract_out_of_turn_order_asks_first(tmp_path: Path) -> None:
    """A newcomer's try: a contract given out of turn order recorded on Enter, and the warning of the live line
    went unseen. Turn 3, turn order Zoë, Carla, Neal, Chuck (1930, Contract Cards: "in turn order"): Zoë's, the one
    due, asks only as it ends step 3 (tech penalties still to count); Chuck's passes Carla and Neal over and asks
    first; Carla's after Chuck's is out of turn order and asks first, saying so; y records each (a warning, never a
    refusal: the sample plays so)."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 109)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert ga.turn_order(app.game.state) == [4, 1, 2, 3]
        # Zoë, due: asked only because it ends step 3 with tech penalties still to count
        await keys(pilot, "c", "enter", "red", "enter", "3", "enter", "y")
        assert isinstance(app.screen, GoldenAgeScreen) and records(app) == 110
        await keys(pilot, "c", "chu", "enter", "yel", "enter", "4", "enter")
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        said = " ".join(question.question.split())
        assert "Carla and Neal come before Chuck in turn order and have Contract cards left" in said, said
        await keys(pilot, "y")
        assert isinstance(app.screen, GoldenAgeScreen) and records(app) == 111
        await keys(pilot, "c", "car", "enter", "ora", "enter", "2", "enter")
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        said = " ".join(question.question.split())
        assert "Out of turn order: Carla comes before Chuck in turn order, who has played a contract already" in said
        await keys(pilot, "n")  # back to the form, nothing recorded
        assert records(app) == 111 and not isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "ctrl+s", "y")
        assert isinstance(app.screen, GoldenAgeScreen) and records(app) == 112
