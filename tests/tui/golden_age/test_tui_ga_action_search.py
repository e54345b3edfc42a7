"""1930's Action list: Enter on a search typed that begins two actions' names ("re": Relocate, Research) chooses
neither and says which it could be (Textual Pilot, the bundled sample at Turn 1's first operating action:
samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import sample_game
from textual.widgets import Select
from tui_helpers import SIZE, keys, make_app, run, text

from tui.games.golden_age.forms import OperateForm, PickSelect

#: the sample's actions before Neal's first operating action (Turn 1, Operating Round 1)
FIRST_ACTION = 20


@run
async def test_enter_on_re_takes_neither_relocate_nor_research(tmp_path: Path) -> None:
    """A newcomer's try: "re" in the Action list, then Enter, took Relocate; the hurried banker meant Research. Now
    the key line says '"re" could be Relocate or Research', Enter (Tab, ctrl+s) chooses nothing and the live line says
    what to type;
    "s" more then Enter takes Research; an arrow after the search chooses the one it highlights."""
    app = make_app(tmp_path)
    game = sample_game(app.book, FIRST_ACTION)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "o", "enter")  # the airline shown (Blue) taken: on to the action
        form = app.screen
        assert isinstance(form, OperateForm)
        action = form.query_one("#action", PickSelect)
        await keys(pilot, "re")
        assert action.expanded
        line = " ".join(text(form.query_one("#form-keys")).split())
        assert '"re" could be Relocate or Research: type more, or ↑↓ then Enter' in line, line
        await keys(pilot, "enter")
        assert action.value is Select.NULL and action.expanded  # nothing taken, the list still open
        assert form.live_text == 'Nothing chosen yet: "re" begins 2 actions; type "rel" or "res"', form.live_text
        for key in ("tab", "ctrl+s"):  # nor Tab nor ctrl+s takes the first
            await keys(pilot, key)
            assert action.value is Select.NULL and action.expanded and isinstance(app.screen, OperateForm), key
        await keys(pilot, "down", "up", "enter")  # an arrow: Enter takes what it highlights (Relocate)
        assert action.value == "relocate" and not action.expanded
        action.focus()
        await pilot.pause()
        await keys(pilot, "re", "s", "enter")  # "res": Research alone, taken (and recorded: the last field)
        assert not isinstance(app.screen, OperateForm)
        assert app.game.records[-1].payload["action"] == "research"


@run
async def test_map_actions_say_where_the_other_airlines_incomes_go(tmp_path: Path) -> None:
    """A newcomer's try: Relocate and Upgrade asked only the active airline's income, while the rules move other
    airlines' too (Gates sliding left; every airline in an upgraded city): the form says so and names the Income
    form's key; Expand, which moves no other airline's income, says nothing of them."""
    app = make_app(tmp_path)
    game = sample_game(app.book, FIRST_ACTION)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "o", "enter")
        form = app.screen
        assert isinstance(form, OperateForm)
        action = form.query_one("#action", PickSelect)
        offered = {value for _label, value in action._options}
        assert {"relocate", "expand"} <= offered
        for value, said in (
            ("relocate", "Gates that slide left"),
            ("upgrade", "every airline with a Gate in an upgraded city gains"),
            ("open", "every airline with a Gate in an upgraded city gains"),
            ("expand", None),
        ):
            if value not in offered:  # Upgrade and Open only where the airline can place a tile
                continue
            action.value = value
            await pilot.pause()
            info = " ".join(text(form.query_one("#fly-info")).split())
            if said is None:
                assert "Other airlines" not in info, info
            else:
                assert "Other airlines' incomes: " in info and said in info, info
                assert "i types each once this is recorded" in info, info
