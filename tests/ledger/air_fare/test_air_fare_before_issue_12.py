"""Air Fare record files written before issue 12 import forever, with the money they had.

Issue 12 changed three readings (docs/rule-readings.md, Air Fare): the draw order of a Maintenance
card and a Plane Crash (option ``event_plane_count``), the Revenue Phase of a player who cannot pay
(``cannot_pay``), and interest on a bank loan repaid before it falls due (``bank_repayment``). A
game whose stored options leave them out keeps the readings before the change (``if_left_out``):
"as_typed", "bankrupt_at_once", "free".

Two files in ``data/``, both written by airbanker at git 233e507 (before issue 12):

* ``air-fare-4p-before-issue-12.jsonl``: the bundled sample as it was then (Dmitri bankrupt in
  turn 12's revenue action, no settle), no chain;
* ``before-issue-12-chained.jsonl``: a game exported with its chain (``airbanker export``), whose
  links seal every action's entries: a loan repaid before its first Revenue Phase (no interest
  then), a Plane Crash row typed before a Maintenance card (the crashed plane paid no Maintenance
  then), a revenue bankruptcy with a loan between players written off.

Each is imported into a real SQLite book; the balances are those the old engine stored.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from sample_helpers import imported_sample

from ledger.game import Game, GameSetup
from ledger.games.air_fare.audit import cash_by_turn
from ledger.journal import RuleViolation
from ledger.store import Book

DATA = Path(__file__).parent / "data"
OLD_SAMPLE = DATA / "air-fare-4p-before-issue-12.jsonl"
CHAINED = DATA / "before-issue-12-chained.jsonl"
LEFT_OUT = {"event_plane_count": "as_typed", "cannot_pay": "bankrupt_at_once", "bank_repayment": "free"}
#: the balances the engine at 233e507 stored for the two files (every other account 0)
OLD_SAMPLE_BALANCES = {"bank": -892, "p1:cash": 144, "p2:cash": 385, "p3:cash": 363}
CHAINED_BALANCES = {"bank": -71, "p2:cash": 33, "p3:cash": 38}


@pytest.fixture
def book(tmp_path: Path) -> Iterator[Book]:
    book = Book(f"sqlite:///{tmp_path / 'book.sqlite'}")
    yield book
    book.close()


def balances(game: Game) -> dict[str, int]:
    return {k: v for k, v in sorted(game.state.balances.items()) if v}


def test_the_sample_as_it_was_before_issue_12_imports_with_the_same_money(
    book: Book, tmp_path_factory: pytest.TempPathFactory
) -> None:
    game_id = book.import_record(OLD_SAMPLE)
    game = book.game(game_id)
    assert game.setup.options == {"faster_game": True}  # stored as the file gave them
    assert {k: game.state.options[k] for k in LEFT_OUT} == LEFT_OUT
    assert balances(game) == OLD_SAMPLE_BALANCES
    assert game.position() == "game over"
    # Dmitri bankrupt in turn 12's revenue action itself: no settle
    assert not any(r.kind == "air_fare.settle" for r in game.records)
    (revenue,) = [r for r in game.records if r.kind == "air_fare.revenue" and "bankrupt" in r.summary]
    assert "Dmitri earns $0M, owes $130M: bankrupt" in revenue.summary
    assert game.state.player(4).status == "bankrupt" and game.state.player(4).status_turn == 12
    assert book.audit(game_id).ok
    # the bundled sample of today (which settles) ends with the same money, turn by turn
    sample_book, sample_id = next(imported_sample(tmp_path_factory, "air-fare-4p"))
    sample = sample_book.game(sample_id)
    assert balances(sample) == OLD_SAMPLE_BALANCES
    assert cash_by_turn(sample) == cash_by_turn(game)
    sample_book.close()


def test_a_chained_record_file_from_before_issue_12_imports(book: Book, tmp_path: Path) -> None:
    """Every line's chain seals the entries the old engine posted: the import replays them to the
    same entries, or it would refuse the file (line 8 on the engine of issue 12 before these
    options)."""
    game_id = book.import_record(CHAINED)
    game = book.game(game_id)
    assert game.setup.options == {}
    assert balances(game) == CHAINED_BALANCES
    revenue_1 = game.record_by_seq(7)
    memos = [e.memo for e in revenue_1.entries]
    # the crash row typed first: Ann's 737 was gone when Bea's Maintenance card counted the planes
    assert not any("Maintenance" in m and "Ann" in m for m in memos)
    # Cal borrowed $30M and repaid it before the Revenue Phase: no interest
    assert not any("interest" in m and "Cal" in m for m in memos)
    assert revenue_1.summary == "Turn 1 revenue: Ann +$0M -$120M, Bea +$9M -$10M, Cal +$9M -$10M"
    revenue_2 = game.record_by_seq(13)
    assert [e.memo for e in revenue_2.entries if "bankrupt" in e.memo] == [
        "Turn 2: Ann is bankrupt; the bank takes the cash",
        "Turn 2: Ann's loans written off in bankruptcy",
        "Turn 2: Ann is bankrupt; the loan of Bea to Ann is written off",
    ]
    assert game.state.player(1).status == "bankrupt"
    assert game.record_by_seq(14).kind == "air_fare.bids"  # straight on, no settle
    report = book.audit(game_id)
    assert report.ok, report
    # exported again, the file is the one the old engine wrote, chain and all
    again = book.export(game_id, tmp_path / "again.jsonl")
    assert again.read_text(encoding="utf-8") == CHAINED.read_text(encoding="utf-8")


def test_the_same_actions_under_todays_readings_move_other_money() -> None:
    """Why the old file must keep the old readings: written out as a new game stores them, its
    turn-1 revenue charges Ann's crashed 737 its Maintenance and Cal his $6M interest, and its
    turn-2 bids wait for a settle."""
    lines = [json.loads(line) for line in CHAINED.read_text(encoding="utf-8").splitlines()]
    header, actions = lines[0], lines[1:]
    today = {"event_plane_count": "at_draw", "cannot_pay": "raise_money", "bank_repayment": "with_interest"}
    game = Game(GameSetup("air_fare", "standard", "t", tuple(header["players"]), today))
    for action in actions[:7]:
        game.record(action["kind"], action["payload"])
    memos = [e.memo for e in game.records[-1].entries]
    assert "Turn 1 Maintenance: $10M x 1 plane(s): Ann" in memos
    assert "Turn 1 interest 20% of $30M loans ($30M borrowed and repaid since the last Revenue Phase): Cal" in memos
    for action in actions[7:13]:
        game.record(action["kind"], action["payload"])
    assert game.position() == "Turn 2, Revenue Phase, raising money"
    with pytest.raises(RuleViolation) as info:
        game.record(actions[13]["kind"], actions[13]["payload"])
    assert "air_fare.settle" in info.value.message
