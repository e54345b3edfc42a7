"""1930's purchased action: the Action list's key line says what Enter does for the action highlighted (Textual
Pilot, the bundled sample: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import sample_game
from tui_helpers import SIZE, keys, make_app, run, text

from tui.games.golden_age.forms import PurchasedActionForm


@run
async def test_the_action_list_says_enter_moves_on_to_the_income(tmp_path: Path) -> None:
    """A newcomer's try, End of Turn 1, Chuck (after Neal) buys an action for Brown: "ex" in the Action list said
    "Enter: choose and record", and Enter opened the Income (an Expand types the income after it). The line says
    "Enter: choose" for an action with a field to type, "choose and record" for one without (Research)."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 35)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        # up from the Action (where the form opens) to the Player: Chuck's Brown (Neal's Blue has done its Research)
        await keys(pilot, "up", "up", "ch", "enter", "br", "enter")
        assert form.query_one("#airline").value == "Brown"
        form.query_one("#action").focus()
        await pilot.pause()
        await keys(pilot, "ex")
        line = text(form.query_one("#form-keys"))
        assert "and record" not in line and "Enter: choose" in line, line
        assert [value for _label, value in form.query_one("#action")._given] == [
            "expand",
            "relocate",
            "research",
            "fly",
        ]
        await keys(pilot, "down", "down")  # the line follows the highlight: Research records
        line = text(form.query_one("#form-keys"))
        assert "Enter: choose and record" in line, line
        await keys(pilot, "down")  # Fly: the income and the CEO's choice follow
        line = text(form.query_one("#form-keys"))
        assert "and record" not in line, line
        await keys(pilot, "escape", "res")
        line = text(form.query_one("#form-keys"))
        assert "Enter: choose and record" in line, line
        await keys(pilot, "escape", "ex", "enter")
        assert form.focused is form.query_one("#income")
        assert isinstance(app.screen, PurchasedActionForm)
