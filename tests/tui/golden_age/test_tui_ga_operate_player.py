"""1930's Airline action form: the Player, only the player whose action it is, is fixed text, not a list (Textual
Pilot, the game recorded through the Book: ga_five_long)."""

from __future__ import annotations

from pathlib import Path

from ga_five_long import five_long
from tui_helpers import SIZE, drawn_text, keys, make_app, open_game_at, run

from tui.games.golden_age.forms import OperateForm

NAMES = ("Alexandra", "Bartholomew", "Christopher", "Dominique", "Bo")


@run
async def test_the_player_is_fixed_text_without_a_list_arrow(tmp_path: Path) -> None:
    """A newcomer's try: the Player field showed ▼ like a list, but neither Up nor shift+Tab reached it. It offers
    only the player whose action it is (Dominique, Operating Round 1): now shown as text without ▼, out of the
    fields that Up and shift+Tab go through; the action is recorded for her."""
    app = make_app(tmp_path)
    game = five_long(app.book, 3, names=NAMES)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "o")
        form = app.screen
        assert isinstance(form, OperateForm)
        row = next(line for line in drawn_text(app).splitlines() if "Player" in line and "Dominique" in line)
        assert "▼" not in row, row
        assert [w.id for w in form.fields()] == ["airline", "action"]
        for key in ("up", "shift+tab", "shift+tab"):
            await keys(pilot, key)
            assert form.focused is not None and form.focused.id != "player", key
        await keys(pilot, "enter", "ex", "enter", "8", "enter")  # Blue's Expand to income $8
        assert app.game.records[-1].payload["player"] == 4
