"""1930 at 80x24 with 3 players (Aurélie, Benedikt, Cosimo): the End of Turn's grid heads and CEO column show the
names whole where they fit (no "»" to keep room for: nobody is marked there), as at 120x36; the Fly form names the
CEO in one wording whatever the name (Textual Pilot, the game recorded through the Book: ga_three)."""

from __future__ import annotations

from pathlib import Path

from ga_three import NAMES, three
from tui_helpers import SIZE, drawn_text, keys, make_app, open_game_at, pick, run

from tui.base.widgets import ConfirmScreen, FieldRow
from tui.games.golden_age.forms import OperateForm
from tui.games.golden_age.table import GoldenAgeScreen


@run
async def test_the_end_of_turn_grid_shows_the_names_whole(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: the heads read "2" over "Benedikt" on two lines and the CEO column "Benedi…",
    where "Benedikt" fits whole (the columns kept a cell for a "»" the End of Turn never draws)."""
    for size in (SIZE, (120, 36)):
        (tmp_path / f"{size[0]}").mkdir()
        app = make_app(tmp_path / f"{size[0]}")
        game = three(app.book)
        async with app.run_test(size=size) as pilot:
            await open_game_at(pilot, game)
            lines = drawn_text(app).splitlines()
            head = next(line for line in lines if line.startswith(" Airline"))
            assert all(name in head for name in NAMES), (size, head)
            green = next(line for line in lines if line.startswith(" Green"))
            assert green.rstrip().endswith(("Benedikt", "Benedikt  no")), (size, green)
            assert "…" not in "\n".join(lines[: lines.index(green) + 4]), size
            assert "1 Aurélie · 2 Benedikt" not in drawn_text(app)  # no seat legend: the heads are the names


@run
async def test_the_fly_form_names_each_ceo_in_one_wording(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: the CEO's choice read "Benedikt's choice" for Green and "CEO Cosimo chooses" for
    Orange (the shorter name fitted the longer wording). Now "<name>'s choice" for each."""
    app = make_app(tmp_path)
    game = three(app.book, operations=0)  # Aurélie's action: Blue, Green (Benedikt CEO), Orange (Cosimo CEO)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        labels = []
        for airline in ("Blue", "Green", "Orange"):
            await keys(pilot, "f")
            form = app.screen
            assert isinstance(form, OperateForm)
            await pick(pilot, airline)
            labels.append(form.query_one("#choice-row", FieldRow).label)
            await keys(pilot, "escape")
            if isinstance(app.screen, ConfirmScreen):  # "Drop what was typed in this form?"
                await keys(pilot, "d")
            assert isinstance(app.screen, GoldenAgeScreen)
        assert labels == ["Aurélie's choice", "Benedikt's choice", "Cosimo's choice"], labels
