"""1930's Contract form says, before recording, the End of Turn step 2 moves the contract makes when it is the first
End of Turn record (Textual Pilot, the bundled sample imported up to Turn 6's End of Turn, players renamed as in a
newcomer's try: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

import dataclasses
from importlib import resources
from pathlib import Path

from tui_helpers import SIZE, drawn_text, keys, make_app, run

from ledger.games import golden_age as ga
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
    ledger's preview does, and the form's box shows it whole at 80x24. Every CEO has declined a purchased action, so
    the contract records on Enter without a question: a line at the form's top says the move from the form's
    opening (ledger.games.golden_age.no_fly_moves_due)."""
    app = make_app(tmp_path)
    game = renamed_game(app.book, 234)
    for seat in ga.purchase_next(app.book.game(game).state):  # nobody passed over: the contract asks nothing
        app.book.record(game, "golden_age.decline_purchase", {"player": seat})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        _entries, summary = app.game.preview("golden_age.contract", {"player": 2, "airline": "Orange", "amount": 2})
        assert "Purple $14 → $13 (did not Fly this turn)" in summary
        await keys(pilot, "c")
        opened = " ".join(" ".join(line.strip(" │") for line in drawn_text(app).splitlines()).split())
        # said from the form's opening, before anything is typed: Enter on the card records at once when nobody is
        # passed over, and the live line's instant was not enough
        assert "Recorded with it first (End of Turn, step 2): Purple $14 → $13 (did not Fly this turn)." in opened
        await keys(pilot, "chri", "enter", "ora", "enter", "2")
        await pilot.pause()
        live = " ".join(app.screen.live_text.split())
        assert live.startswith(f"Will record: {summary}"), live
        drawn = " ".join(" ".join(line.strip(" │") for line in drawn_text(app).splitlines()).split())
        assert "Purple $14 → $13 (did not Fly this turn); Orange $24 → $26 (contract)" in drawn, drawn


@run
async def test_the_line_goes_once_the_moves_are_made(tmp_path: Path) -> None:
    """Once a contract has made step 2's moves, the next contract's form says none (they are recorded already), and
    the moves due are none."""
    app = make_app(tmp_path)
    game = renamed_game(app.book, 234)  # Turn 6's End of Turn: Purple has not flown
    assert ga.no_fly_moves_due(app.book.game(game).state) == ("Purple $14 → $13 (did not Fly this turn)",)
    app.book.record(game, "golden_age.contract", {"player": 2, "airline": "Orange", "amount": 2})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert ga.no_fly_moves_due(app.game.state) == ()
        await keys(pilot, "c")
        assert "Recorded with it first" not in drawn_text(app)
