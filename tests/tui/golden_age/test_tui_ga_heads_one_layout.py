"""1930's grid at 80x24: the players' heads in one layout, every seat over its name where one head takes two lines
(Textual Pilot, the bundled sample in its Stock Round with other names: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

import dataclasses
from importlib import resources
from pathlib import Path

from test_tui_ga_seat_heads import heads
from tui_helpers import SIZE, drawn_text, make_app, run

from ledger.record_file import read_record

NAMES = ("Ottilie", "Pranav", "Quentin Abernathy", "Rosalind")


@run
async def test_every_head_takes_the_same_lines_in_the_stock_round(tmp_path: Path) -> None:
    """A newcomer's try at 80x24 in the Stock Round: "»1" over "Ottilie" beside "2 Pranav" on one line. Now where a
    head takes two lines every head does: the seats on the first line, the names (or their ends) under them."""
    app = make_app(tmp_path)
    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as path:
        setup, actions, _created = read_record(path)
    game = app.book.import_actions(dataclasses.replace(setup, players=NAMES), actions[:3])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert app.game.state.phase in ("first_stock", "stock"), app.game.state.phase
        first, second = heads(drawn_text(app))[:2]
        seats = [part for part in first.split() if part.lstrip("»").isdigit()]
        assert [seat.lstrip("»") for seat in seats] == ["1", "2", "3", "4"], first
        starts = [first.index(seat) for seat in seats] + [first.index("CEO")]
        for name, start, end in zip(NAMES, starts, starts[1:], strict=False):
            top, under = first[start:end].split()[1:], second[start:end].strip()
            # every head on two lines: the seat (and the words of the name that fit beside it) over the rest
            assert under, (name, first, second)
            assert " ".join([*top, under]) == name, (name, first, second)
