"""1930's contract question says the cash the player receives, as the form did (Textual Pilot, the bundled sample
imported up to Turn 3's contracts: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import sample_game
from tui_helpers import SIZE, keys, make_app, records, run

from tui.base.widgets import ConfirmScreen


@run
async def test_the_contract_question_says_the_cash_change(tmp_path: Path) -> None:
    """A newcomer's try: "Bo awards a $3 contract to Pink; Pink $6 → $7" in the y/n question of a contract passing
    earlier players over, while the form showed "Cash: Bo $10 → $13". Now the question says the cash change too:
    Chuck's $4 contract, passing Carla and Neal over (turn order Zoë, Carla, Neal, Chuck)."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 109)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        # Zoë, due: asked only because it ends step 3 with tech penalties still to count
        await keys(pilot, "c", "enter", "red", "enter", "3", "enter", "y")
        seat = app.game.setup.players.index("Chuck") + 1
        before = int(app.game.balance(f"p{seat}:cash"))
        await keys(pilot, "c", "chu", "enter", "yel", "enter", "4", "enter")
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        said = " ".join(question.question.split())
        assert "come before Chuck" in said, said
        assert f"Cash: Chuck ${before} → ${before + 4}" in said, said
        await keys(pilot, "y")
        assert records(app) == 111 and int(app.game.balance(f"p{seat}:cash")) == before + 4
