"""The table's latest actions say an action undone then redone as the journal does (Textual Pilot, the bundled
1930 sample at 120x36, where the room under the table shows them)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_text, import_sample, keys, make_app, open_game_at, open_journal, run

from tui.games.golden_age.table import GoldenAgeScreen


def recent(drawn: str) -> list[str]:
    """The lines of the latest actions, as drawn (from their heading on)."""
    lines = [line.strip() for line in drawn.splitlines()]
    top = lines.index("Latest actions (j: the journal)")
    return lines[top + 1 :]


@run
async def test_an_action_undone_and_redone_says_so_on_the_table(tmp_path: Path) -> None:
    """A review: after ctrl+z y and ctrl+y y, the latest actions still read "#28 (undone) … Carla awards a $3
    contract to Green" beside "#32 Redo #28", which brought it back. The line says "(undone, redone #32)", as the
    journal's row does; an action undone and not redone still says "(undone)"."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 80)
    async with app.run_test(size=(120, 36)) as pilot:
        await open_game_at(pilot, game)
        last = app.game.records[-1]
        await keys(pilot, "ctrl+z", "y")
        for _ in range(3):  # the action undone is offered again (its question or form): not taken
            if isinstance(app.screen, GoldenAgeScreen):
                break
            await keys(pilot, "escape")
        assert isinstance(app.screen, GoldenAgeScreen)
        undone = f"#{last.seq} (undone)"
        assert any(line.startswith(undone) for line in recent(drawn_text(app))), drawn_text(app)
        await keys(pilot, "ctrl+y", "y")
        redo = app.game.records[-1]
        assert redo.kind == "redo" and redo.payload["target"] == last.seq
        mark = f"#{last.seq} (undone, redone #{redo.seq})"
        lines = recent(drawn_text(app))
        assert any(line.startswith(mark) for line in lines), "\n".join(lines)
        assert not any(line.startswith(f"{undone} ") for line in lines), lines
        journal = await open_journal(pilot, game)
        assert f"(undone, redone #{redo.seq})" in " ".join(drawn_text(app).split()), journal
