"""1930's Contract form says, before recording, the End of Turn step 2 moves the contract makes when it is the first
End of Turn record (Textual Pilot, the bundled sample imported up to Turn 6's End of Turn, players renamed as in a
newcomer's try: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

import dataclasses
from importlib import resources
from pathlib import Path

from tui_helpers import SIZE, drawn_text, keys, make_app, run

from ledger.record_file import read_record
from ledger.store import Book

NAMES = ("Bartholomew", "Christopher", "Evangeline", "Di")


def renamed_game(book: Book, upto: int) -> int:
    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as path:
        setup, actions, _created = read_record(path)
    return book.import_actions(dataclasses.replace(setup, players=NAMES), actions[:upto])


@run
async def test_the_contract_form_says_the_no_fly_move_it_records(tmp_path: Path) -> None:
    """A newcomer's try: "Christopher awards a $2 contract to Orange; Purple $6 → $5 (did not Fly this turn); Orange
    $8 → $9 (contract)" was recorded, the form's "Will record:" line not naming Purple's move. Turn 6 of the sample:
    Purple has not flown; the contract, first of the End of Turn, makes step 2's move: the line says it, as the
    ledger's preview does, and the form's box shows it whole at 80x24."""
    app = make_app(tmp_path)
    game = renamed_game(app.book, 234)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        _entries, summary = app.game.preview("golden_age.contract", {"player": 2, "airline": "Orange", "amount": 2})
        assert "Purple $14 → $13 (did not Fly this turn)" in summary
        await keys(pilot, "c", "chri", "enter", "ora", "enter", "2")
        await pilot.pause()
        live = " ".join(app.screen.live_text.split())
        assert live.startswith(f"Will record: {summary}"), live
        drawn = " ".join(" ".join(line.strip(" │") for line in drawn_text(app).splitlines()).split())
        assert "Purple $14 → $13 (did not Fly this turn); Orange $24 → $26 (contract)" in drawn, drawn
