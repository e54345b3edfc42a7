"""1930's table with five names of 10-12 letters, resized: at 120x36 the Operation Phase's seat heads keep the turn
mark apart from the name under or beside it, and the Stock Round's "Limits" line follows the width it is drawn at
each time, 80x24 → 120x36 → 80x24 (Textual Pilot, the game recorded through the Book: ga_five_long). Newcomers'
tries reported "»1" drawn over "Bartholomew…" and the wide "Limits" wording left cut at 80x24; neither is drawn so
here: these pin what the screen draws."""

from __future__ import annotations

import re
from pathlib import Path

from ga_five_long import FIRSTS, LONG_FIVE, cards, five_long
from tui_helpers import SIZE, drawn_text, make_app, open_game_at, run

from ledger.game import GameSetup
from ledger.games.golden_age import illustrative_tables

WIDE = (120, 36)


def heads(drawn: str) -> list[str]:
    """The grid's head lines: from the line beginning with "Airline" to the first airline's row."""
    lines = drawn.splitlines()
    top = next(i for i, line in enumerate(lines) if line.strip().startswith("Airline"))
    end = next(i for i, line in enumerate(lines) if line.strip().startswith("Blue"))
    return lines[top:end]


def notes_line(drawn: str) -> str:
    """The "Limits" notes under the grid, its lines joined."""
    lines = drawn.splitlines()
    top = next(i for i, line in enumerate(lines) if line.startswith("Limits:"))
    end = next(i for i, line in enumerate(lines) if line.startswith("More:"))
    return " ".join(" ".join(lines[top:end]).split())


@run
async def test_the_turn_mark_and_a_long_name_never_share_cells_at_120x36(tmp_path: Path) -> None:
    """Each seat's head at 120x36, whose action it is first (»1) then the 3rd's: each head line's cells (apart by
    two spaces or more) are a seat, a seat and its name, or a name, whole; the mark stands before its seat only."""
    for operations, seat in ((0, 1), (2, 3)):
        (tmp_path / str(operations)).mkdir()
        app = make_app(tmp_path / str(operations))
        game = five_long(app.book, operations, names=LONG_FIVE)
        async with app.run_test(size=WIDE) as pilot:
            await open_game_at(pilot, game)
            lines = heads(drawn_text(app))
            cells = [cell for line in lines for cell in re.split(r"\s{2,}", line.strip()) if cell]
            heads_drawn = cells[cells.index("Tech") + 1 : cells.index("CEO")] + cells[cells.index("CEO") + 1 :]
            whole = {str(n) for n in range(1, 6)} | set(LONG_FIVE)
            whole |= {f"{n} {name}" for n, name in enumerate(LONG_FIVE, 1)}
            for cell in heads_drawn:
                assert cell in whole or cell.removeprefix("»") in whole, (cell, lines)
            assert sum(cell.startswith(f"»{seat}") for cell in heads_drawn) == 1, lines
            assert all(any(name in cell for cell in heads_drawn) for name in LONG_FIVE), lines


@run
async def test_the_limits_line_follows_the_width_after_each_resize(tmp_path: Path) -> None:
    """80x24 → 120x36 → 80x24 in the First Stock Round: the "Limits" line at 80x24 is the one a fresh 80x24 draw
    shows, never the wider wording kept from 120 columns, and drawn whole (it ends with its last words)."""
    app = make_app(tmp_path)
    game = app.book.create_game(GameSetup("golden_age", "standard", "Five", LONG_FIVE, {"turns": 6}))
    app.book.record(game, "golden_age.starting_money", {"cards": cards()})
    app.book.record(game, "golden_age.tables", illustrative_tables())
    for seat, airline in enumerate(FIRSTS[:2], 1):
        app.book.record(game, "golden_age.found", {"player": seat, "airline": airline, "price": 3, "income": 6})
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        first = notes_line(drawn_text(app))
        seen = [first]
        for size in (WIDE, SIZE, WIDE, SIZE):
            await pilot.resize_terminal(*size)
            for _ in range(4):
                await pilot.pause()
            seen.append(notes_line(drawn_text(app)))
        assert seen[2] == seen[4] == first, seen
        assert seen[1] == seen[3] != first, seen
        assert first.endswith("later"), first  # whole: "… · Pool +n: later"
