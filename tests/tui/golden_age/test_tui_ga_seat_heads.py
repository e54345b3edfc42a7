"""1930's grid at 80x24 with names too long for one line of a seat's head: the head takes two lines, the seat over
the name, never broken inside a word; 120x36 keeps one line of whole names (Textual Pilot, the bundled sample with
longer names: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

import dataclasses
from importlib import resources
from pathlib import Path

from tui_helpers import SIZE, drawn_text, make_app, run

from ledger.record_file import read_record

NAMES = ("Alexandra", "Bartholomew", "Christabel", "Dorothea")


def heads(drawn: str) -> list[str]:
    """The grid's head lines: from the line beginning with "Airline" to the first airline's row."""
    lines = drawn.splitlines()
    top = next(i for i, line in enumerate(lines) if line.strip().startswith("Airline"))
    end = next(i for i, line in enumerate(lines) if line.strip().startswith("Blue"))
    return lines[top:end]


@run
async def test_seat_heads_take_two_lines_rather_than_cut_names(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: the heads read "1 Alex…", "2 Bart…"; then "1 Alexa" over "ndra", broken inside
    the name (a later try: "1 Maximili" over "an Bartho…" read as two words). Now the seat over the name, a line
    each, never broken inside a word: a name wider than the column cut with "…" ("1" over "Alexan…", six letters
    where one line said four); 120x36 keeps one line of whole names."""
    app = make_app(tmp_path)
    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as path:
        setup, actions, _created = read_record(path)
    game = app.book.import_actions(dataclasses.replace(setup, players=NAMES), actions[:30])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        first, second = heads(drawn_text(app))
        seats = [part.strip() for part in first.split() if part.strip().lstrip("»").isdigit()]
        assert [seat.lstrip("»") for seat in seats] == ["1", "2", "3", "4"], first
        for seat, name in zip(seats, NAMES, strict=True):
            shown = second[first.index(seat) :].split()[0]
            assert shown == name or (shown.endswith("…") and len(shown) > 4 and name.startswith(shown[:-1])), shown
        await pilot.resize_terminal(120, 36)
        for _ in range(4):
            await pilot.pause()
        (line,) = heads(drawn_text(app))
        assert all(name in line for name in NAMES), line
