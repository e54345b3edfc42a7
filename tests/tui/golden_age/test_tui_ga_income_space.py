"""1930's Airline action form reopened by ctrl+z on a Fly: Space in its Income field, the income pre-filled and
selected, is a key not used, said as every refused key is; the income stays (Textual Pilot, 80x24, the bundled
sample: samples/golden-age-4p.jsonl, Carla's Fly of Red at Turn 2, income $13)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, open_game_at, records, run, type_fast

from tui.games.golden_age.forms import OperateForm

NOT_USED = "A number: digits only. Key not used."


@run
async def test_space_in_a_selected_income_is_not_used(tmp_path: Path) -> None:
    """A newcomer's try: ctrl+z y on the Fly, Enter Enter to the Income ("13", selected), then Space: the income
    became a space, and "2" typed on gave Income 2. Space there is refused and said; the key typed straight after
    it is not used either; the income is still 13. A space before the first digit is refused too, and the field
    still takes a digit group's space ("1 3", read as 13)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 61)  # Carla has just flown Red, income $13
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        assert app.game.records[-1].payload["income"] == 13
        await keys(pilot, "ctrl+z", "y")
        form = app.screen
        assert isinstance(form, OperateForm)
        await keys(pilot, "enter", "enter")
        income = form.query_one("#income", Input)
        assert form.focused is income and income.value == "13"
        assert (income.selection.start, income.selection.end) == (0, 2)  # selected: a digit typed replaces it
        await type_fast(pilot, "space", "2")  # as the newcomer typed them, straight after one another
        assert income.value == "13", repr(income.value)
        assert NOT_USED in " ".join(drawn_text(app).split()), drawn_text(app)
        await pilot.pause(0.8)  # the keys typed straight after the refused one are past
        await keys(pilot, "home", "space")
        assert income.value == "13", repr(income.value)
        await pilot.pause(0.8)
        await keys(pilot, "right", "space", "backspace")
        assert income.value == "13", repr(income.value)  # "1 3": the space taken after a digit, then taken back
        before = records(app)
        await keys(pilot, "end", "enter", "enter", "enter", "enter", "y")
        assert records(app) == before + 1 and app.game.records[-1].payload["income"] == 13
