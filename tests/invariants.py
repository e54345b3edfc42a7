"""Invariants every game's property tests check after each step (shared by the test files)."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

from ledger.game import Game
from ledger.journal import RuleViolation


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


def comparable(game: Game) -> list[tuple[Any, ...]]:
    """Each record as plain values, to compare two games record by record."""
    return [
        (
            r.seq,
            r.kind,
            dict(r.payload),
            tuple(e.as_tuple() for e in r.entries),
            r.summary,
            r.position,
            r.note,
            r.recorded_at,
        )
        for r in game.records
    ]


def check_replay(game: Game) -> None:
    """Replaying the game's actions gives the same records, balances, state and position."""
    again = Game.replay(game.setup, [(r.kind, r.payload, r.note, r.recorded_at) for r in game.records])
    assert comparable(again) == comparable(game)
    assert nonzero(again.state.balances) == nonzero(game.state.balances)
    assert again.state == game.state
    assert again.position() == game.position()


def play_then_undo_all(
    data: st.DataObject,
    game: Game,
    draw_action: Callable[[st.DataObject, Game], tuple[str, dict[str, Any]]],
    steps: int,
) -> Any:
    """Record 1 to ``steps`` random actions (refusals passed over), then undo them all: the books
    still balance and the state is the one before the first action, which is returned."""
    opening = copy.deepcopy(game.state)
    for _ in range(data.draw(st.integers(1, steps), label="steps")):
        kind, payload = draw_action(data, game)
        try:
            game.record(kind, payload)
        except RuleViolation:
            pass
    while game.undo_target() is not None:
        game.record("undo")
    check_books(game)
    assert game.state == opening
    return opening
