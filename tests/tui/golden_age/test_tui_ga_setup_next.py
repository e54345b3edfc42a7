"""1930's Setup on the table (Textual Pilot): the Next line offers only what is still to do."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, drawn_text, keys, make_app, open_game_at, records, run

from ledger.game import GameSetup
from tui.games.golden_age.table import GoldenAgeScreen


def next_line(app: object) -> str:
    return next(line for line in drawn_text(app).splitlines() if line.startswith("Next: "))  # type: ignore[arg-type]


@run
async def test_the_setup_next_line_drops_the_tables_once_entered(tmp_path: Path) -> None:
    """A newcomer's try: the tables recorded (t, i, ctrl+s), the Next line still said "deal the First Round Turn
    Order cards (m Cards · t Tables)". Once entered, the tables are no longer owed (t still corrects them)."""
    app = make_app(tmp_path)
    game_id = app.book.create_game(GameSetup("golden_age", "standard", "Setup", ("Ann", "Bob", "Cy")))
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game_id)
        assert next_line(app).rstrip() == "Next: Setup: deal the First Round Turn Order cards (m Cards · t Tables)"
        await keys(pilot, "t", "i", "ctrl+s")
        assert isinstance(app.screen, GoldenAgeScreen) and records(app) == 1
        assert next_line(app).rstrip() == "Next: Setup: deal the First Round Turn Order cards (m Cards)"
        assert "t Tables" in drawn_text(app)  # on the More line: the tables may still be corrected
