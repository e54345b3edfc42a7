"""1930's Operation lists (the Fly key's airlines, the Action list) say why one left out is missing, as the Buy and
Trade lists do: a search for it names it and the short reason from the ledger (Textual Pilot, the bundled sample:
samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import sample_game
from tui_helpers import SIZE, drawn_words, keys, make_app, run

from tui.games.golden_age.forms import OperateForm


@run
async def test_the_fly_list_says_why_an_airline_may_not_fly(tmp_path: Path) -> None:
    """Turn 1, Operating Round 2: Dee's turn, Blue and Yellow (hers too) have flown. A newcomer's try: the Fly list
    offered Green only and "bl" said only that nothing matched (1930, Fly: once a turn)."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 30)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, OperateForm)
        assert [value for _label, value in form.query_one("#airline")._given] == ["Green"]
        await keys(pilot, "space", "bl")
        said = drawn_words(app)
        assert "Blue: Blue has already flown this turn · Esc: close the list" in said, said
        await keys(pilot, "escape")  # the list closed; the letters open it again
        await keys(pilot, "pu")  # Purple: not started yet
        said = drawn_words(app)
        assert "Purple: Purple has not started yet · Esc: close the list" in said, said


@run
async def test_the_action_list_says_why_an_action_is_not_allowed(tmp_path: Path) -> None:
    """The same moment, the Action key's form on Blue: Fly is left out ("fl" said nothing matched), and why."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 30)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "o")
        form = app.screen
        assert isinstance(form, OperateForm)
        await keys(pilot, "space", "blue", "enter")
        assert form.query_one("#airline").value == "Blue"
        assert "fly" not in [value for _label, value in form.query_one("#action")._given]
        await keys(pilot, "fl")
        said = drawn_words(app)
        assert "Fly: Blue has already flown this turn · Esc: close the list" in said, said
        await keys(pilot, "escape")
        await keys(pilot, "zz")
        assert 'no action matches "zz"' in drawn_words(app)
