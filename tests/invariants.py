"""Invariants every game's property tests check after each step (shared by the test files)."""

from __future__ import annotations

from collections import Counter

from ledger.game import Game


def nonzero(balances: dict[str, int]) -> dict[str, int]:
    """The accounts with money on them (an account at 0 and no account are the same)."""
    return {k: v for k, v in balances.items() if v}


def check_books(game: Game) -> None:
    """Every entry balances in whole units; the accounts sum to zero and equal all postings added up."""
    totals: Counter[str] = Counter()
    for entry in game.opening_entries:
        for posting in entry.postings:
            totals[posting.account] += posting.amount
    for rec in game.records:
        for entry in rec.entries:
            assert sum(p.amount for p in entry.postings) == 0, (rec.seq, entry)
            for posting in entry.postings:
                assert type(posting.amount) is int
                totals[posting.account] += posting.amount
    assert sum(game.state.balances.values()) == 0
    assert nonzero(dict(totals)) == nonzero(game.state.balances)
