"""1930's Contract form says, before a contract is recorded, that it ends step 3 while tech penalties are still to
count, and asks first naming them (Textual Pilot, 80x24, the bundled sample imported up to Turn 3's first contract,
after Blue's tech penalty: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import sample_game
from tui_helpers import SIZE, drawn_words, keys, make_app, records, run, text

import ledger.games.golden_age as ga
from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import ContractForm
from tui.games.golden_age.table import GoldenAgeScreen

SAID = "Recording a contract ends step 3: no tech penalty can be counted after it (Green, Orange, Yellow still to count"


@run
async def test_a_contract_while_tech_penalties_are_due_says_so_and_asks(tmp_path: Path) -> None:
    """A newcomer's try: ``c`` recorded a contract while tech penalties were still to count, silently closing step
    3; ``n`` then said only "Not now · tech penalties (step 3) come before contracts (step 4)". The form says so at
    its top, and asks first naming the airlines still to count; n goes back to the form, y records."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 109)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert list(ga.tech_penalties_to_count(app.game.state)) == ["Green", "Orange", "Yellow"]
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, ContractForm)
        assert SAID in drawn_words(app)
        await keys(pilot, "enter", "red", "enter", "3", "enter")  # Zoë's card, in turn order
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        assert SAID in " ".join(question.question.split())
        await keys(pilot, "n")
        assert app.screen is form and records(app) == 109
        await keys(pilot, "ctrl+s", "y")
        assert isinstance(app.screen, GoldenAgeScreen) and records(app) == 110
        # step 4 begun: the next contract neither says it nor asks
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, ContractForm)
        assert not form.query_one("#step3-left").display
        assert "Asks first" not in text(form.query_one("#form-keys"))
