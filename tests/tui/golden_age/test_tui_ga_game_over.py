"""1930's table at game over (Textual Pilot, the bundled sample played to its end with a 40-letter name in seat 1:
samples/golden-age-4p.jsonl): the final totals name each player whole, and the count of the Bank's account is said
in a banker's words."""

from __future__ import annotations

import dataclasses
from importlib import resources
from pathlib import Path

from tui_helpers import SIZE, drawn_text, make_app, open_game_at, run

from ledger.record_file import read_record

LONG = "Bartholomew Fitzwilliam Montgomery-Smyth"
NAMES = (LONG, "Bob", "Cy", "Dot")


@run
async def test_game_over_names_the_players_whole_and_says_the_banks_count(tmp_path: Path) -> None:
    """A newcomer's try: the game-over grid read "Bartholomew Fi", cut bare in 14 cells; the latest actions ended
    "bank counted: -$1,191 agrees with the books", the Bank's balance in the books' terms. Now the name is whole
    (two lines at 80x24, one at 120x36) and the count says what -$1,191 is: what the Bank has paid out more than it
    took in, the cash in the players' hands (the stored summary is unchanged: old books still audit)."""
    app = make_app(tmp_path)
    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as path:
        setup, actions, _created = read_record(path)
    game = app.book.import_actions(dataclasses.replace(setup, players=NAMES), actions)
    assert app.book.game(game).records[-1].summary == "bank counted: -$1,191 agrees with the books"
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        lines = drawn_text(app).splitlines()
        at = next(i for i, line in enumerate(lines) if "Bartholomew" in line)
        assert lines[at].split()[:6] == ["2", "Bartholomew", "Fitzwilliam", "$269", "$201", "$470"], lines[at]
        assert lines[at + 1].split() == ["Montgomery-Smyth"], lines[at + 1]
        await pilot.resize_terminal(120, 36)
        for _ in range(4):
            await pilot.pause()
        drawn = drawn_text(app)
        row = next(line for line in drawn.splitlines() if line.split()[:2] == ["2", "Bartholomew"])
        assert row.split()[:6] == ["2", *LONG.split(), "$269", "$201"], row
        said = " ".join(drawn.split())
        assert "bank counted" not in said
        assert "the Bank's count agrees with the books: it has paid out $1,191 more than it took in" in said, said
