"""The journal's counts and each player's running balance (:mod:`ledger.journal_view`), on every bundled
sample: after every action the running balance equals the game's balances, and the journal and the audit
count the same actions, balance assertions and entries."""

from __future__ import annotations

from pathlib import Path

import pytest
from sample_helpers import sample_record

from ledger.game import Game, GameSetup
from ledger.journal_view import CASH_COUNTS, count_journal, running_balances
from ledger.store import Book

SAMPLES = ("air-empire-basic-4p", "air-empire-tournament-3p", "golden-age-4p", "air-fare-4p")


@pytest.mark.parametrize("sample", SAMPLES)
def test_running_balance_is_the_books_balance_after_every_action(tmp_path: Path, sample: str) -> None:
    setup, actions = sample_record(sample)
    book = Book(f"sqlite:///{tmp_path / 'b.sqlite'}")
    try:
        game_id = book.import_actions(setup, actions)
        journal = book.journal(game_id)
        final = book.balances(game_id)
    finally:
        book.close()
    seats = len(setup.players)
    running = running_balances(seats, [(seq, entries) for seq, *_, entries in journal])
    assert [r.seq for r in running] == list(range(len(actions) + 1))
    # the stored postings, summed in journal order, against the rules replayed one action at a time
    game = Game(setup)
    cash = [f"p{seat}:cash" for seat in range(1, seats + 1)]
    assert running[0].cash == tuple(game.balance(code) for code in cash)
    for action, after in zip(actions, running[1:], strict=True):
        game.record(action.kind, action.payload, note=action.note, recorded_at=action.recorded_at)
        assert after.cash == tuple(game.balance(code) for code in cash), f"after #{after.seq}"
    assert running[-1].cash == tuple(final.get(code, 0) for code in cash)
    # a posting's balance is its account's balance just after it: the last one of each account is the book's
    last: dict[str, int] = {}
    for (*_, entries), r in zip(journal, running, strict=True):
        for entry, after_posting in zip(entries, r.after_posting, strict=True):
            last.update((p.account, b) for p, b in zip(entry.postings, after_posting, strict=True))
    assert last == {code: amount for code, amount in final.items() if code in last}


def test_journal_and_audit_count_the_same_things(tmp_path: Path) -> None:
    book = Book(f"sqlite:///{tmp_path / 'b.sqlite'}")
    try:
        game_id = book.create_game(GameSetup("air_empire", "basic", "", ("Ann", "Bea"), {}))
        card = {"city": "Helena", "adjacent": [], "minimums": {"A": 8000, "B": 7000}, "revenue": 15000}
        book.record(game_id, "air_empire.route_card", card)
        bid = {"player": 1, "class": "A", "flight_costs": 12000, "super_jets": 2, "prop_jets": 1}
        book.record(game_id, "air_empire.bids", {"bids": [bid]})
        book.record(game_id, "balance_assertion", {"player": 2, "cash": book.game(game_id).balance("p2:cash")})
        book.undo(game_id)
        book_entries = book.game(game_id).record_by_seq(2).entries
        counts = count_journal((seq, kind, entries) for seq, kind, *_, entries in book.journal(game_id))
        report = book.audit(game_id)
    finally:
        book.close()
    # four actions (the setup, #0, is none), one a balance assertion; entries: the opening ones, the bids'
    # and the undo's reversals of them, none for the route card and the balance assertion
    opening = 2
    assert counts.actions == 4 and counts.balance_assertions == 1
    assert counts.entries == opening + 2 * len(book_entries)
    assert report.ok and report.counts == counts
    assert counts.describe() == f"4 actions (1 balance assertion) · {counts.entries} entries"
    assert counts.describe(CASH_COUNTS) == f"4 actions (1 cash count) · {counts.entries} entries"  # on screen
    assert report.seal.startswith("Journal: 4 actions ·")
