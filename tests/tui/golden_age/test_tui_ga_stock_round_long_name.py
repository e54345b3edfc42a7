"""1930's Normal Stock Round with five players, one named "Bartholomew Fitzwilliam Montgomery-Smyth", at 80x24: the
CEO column names the CEOs, and the long name's turn keeps its head on two lines (Textual Pilot, the game recorded
through the Book: ga_five_long)."""

from __future__ import annotations

from pathlib import Path

from ga_five_long import five_long
from tui_helpers import SIZE, drawn_text, make_app, open_game_at, run


def rows(drawn: str) -> dict[str, list[str]]:
    """The grid's lines by their first word."""
    return {line.split()[0]: line.split() for line in drawn.splitlines() if line.split()}


@run
async def test_stock_round_names_the_ceos_and_keeps_the_turns_head_on_two_lines(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: the Normal Stock Round's CEO column read "1", "2"... with no legend, like one more
    token count (the Operation Phase shows names); and the long name's turn read "»1 Ba…" on one line while the
    other phases read "1" over "Barth…". Now the CEO column names them ("Barth…", "Bob") and the turn's head is
    "»1" over "Barth…" (the Next line says the long name shorter, on one line)."""
    app = make_app(tmp_path)
    game = five_long(app.book, None, end=True)
    for seat in (2, 3, 4, 5):
        app.book.record(game, "golden_age.pass", {"player": seat})
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        for _ in range(3):
            await pilot.pause()
        drawn = drawn_text(app)
        by_first = rows(drawn)
        assert by_first["Blue"][-1] == "Barth…", by_first["Blue"]
        assert by_first["Green"][-1] == "Bob", by_first["Green"]
        lines = drawn.splitlines()
        head = next(i for i, line in enumerate(lines) if line.strip().startswith("Airline"))
        assert lines[head].split()[3:5] == ["»1", "2"], lines[head]
        # every head on two lines, as the long name's is (a newcomer's try: "»1" over "Ottilie" beside "2 Pranav")
        assert lines[head + 1].split() == ["Barth…", "Bob", "Cy", "Dot", "Eve"], lines[head + 1]
        assert "Next: Turn 2, Normal Stock Round: Bartholomew… buys or passes" in drawn, drawn


@run
async def test_a_tall_wide_terminal_gives_its_spare_cells_to_the_long_name(tmp_path: Path) -> None:
    """A newcomer's try at 120x36: the head "1" over "Bartholomew…" in 14-wide columns and the CEO column read
    "Bartholome…" beside spare cells. Now the CEO column says "Bartholomew…" in the Operation Phase and the End of
    Turn, and the Stock Round's head reads "1 Bartholomew" over "Fitzwilliam…"."""
    app = make_app(tmp_path)
    games = [five_long(app.book, 0), five_long(app.book, None), five_long(app.book, None, end=True)]
    async with app.run_test(size=(120, 36)) as pilot:
        for game in games:
            await open_game_at(pilot, game)
            for _ in range(4):
                await pilot.pause()
            drawn = drawn_text(app)
            assert rows(drawn)["Blue"][-1] == "Bartholomew…", rows(drawn)["Blue"]
            await pilot.press("escape")
            for _ in range(3):
                await pilot.pause()
        lines = drawn.splitlines()
        head = next(i for i, line in enumerate(lines) if line.strip().startswith("Airline"))
        at = lines[head].index("1 Bartholomew")
        assert lines[head + 1][at:].split()[0] == "Fitzwilliam…", lines[head : head + 2]
