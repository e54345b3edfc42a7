"""1930's forms: ctrl+s in an open list whose search matches nothing records nothing, and the notice says why in
its own words, which stay true once the list has closed (Textual Pilot, keys typed ahead, the bundled sample:
samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import sample_game
from tui_helpers import SIZE, keys, make_app, records, run, type_fast

from tui.games.golden_age.forms import BuyForm, OperateForm


def last_notice(app: object) -> str:
    return " ".join([n.message for n in app._notifications][-1].split())  # type: ignore[attr-defined]


@run
async def test_ctrl_s_on_a_name_the_buy_list_leaves_out_says_why(tmp_path: Path) -> None:
    """A newcomer's try: "Not recorded: the list open offers nothing by the name typed (its line says why)" was
    still on screen after the list had closed, pointing at a line that was gone. The notice says why itself, in the
    words the list's line said ("Green: ..."), and the list stays open on the search."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 76)  # Turn 3: Carla may buy Blue, Orange or Brown; not Green
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await type_fast(pilot, "b", "gr", "ctrl+s")
        form = app.screen
        assert isinstance(form, BuyForm)
        said = last_notice(app)
        assert said.startswith("Not recorded: Green: "), said
        assert "its line" not in said and "line under" not in said, said
        assert form.query_one("#airline").expanded and records(app) == 76
        await keys(pilot, "escape")
        assert last_notice(app) == said  # the notice still says why with the list closed
        assert records(app) == 76


@run
async def test_ctrl_s_on_an_action_the_list_leaves_out_says_why(tmp_path: Path) -> None:
    """The Operation form's Action list, blank until chosen: ctrl+s on an action it leaves out says why, and the
    list stays open (the cursor went to the field the refusal named, closing the list the notice spoke of)."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 20)  # Neal's first operating action, Turn 1
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await type_fast(pilot, "o", "enter", "sta", "ctrl+s")
        form = app.screen
        assert isinstance(form, OperateForm)
        said = last_notice(app)
        assert said.startswith("Not recorded: Stand: "), said
        assert "its line" not in said, said
        assert form.query_one("#action").expanded and records(app) == 20
