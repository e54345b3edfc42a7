"""A recording process killed with SIGKILL at random moments, at least 20 times, on SQLite and on
PostgreSQL (DESIGN.md: "one banker action = one database transaction; a crash loses at most the
action being typed, never half of one").

Each recording process (tests/store_child.py: forked anew for each round from one process that did
the imports, so that a round costs milliseconds, not a second of imports) opens the book, undoes and
redoes the last maintenance in turn, each action moving money, and prints each action's number after
its commit. It is killed at a random moment: while it opens the book, or while it records. After
every kill the book is opened anew: every number the child printed is stored, at most the one being
written besides; no undo or redo without its entries, no entry without postings, every entry
balances, the audit is OK; and the next child records on from there.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from air_empire_payloads import HELENA_BIDS as BIDS, HELENA_CARD as CARD
from sqlalchemy import create_engine, text

from ledger.game import GameSetup
from ledger.store import Book

CHILD = Path(__file__).resolve().parents[1] / "store_child.py"
#: at least this many kills; more while the test has run less than BUDGET_S seconds
KILLS = 20
BUDGET_S = 10.0

#: what a half-written action would leave: an undo/redo without entries, an entry without postings,
#: an entry whose postings do not sum to zero
HALF_WRITTEN = {
    "actions without entries": """
        SELECT count(*) FROM actions a WHERE a.kind IN ('undo', 'redo')
        AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.action_id = a.id)""",
    "entries without postings": """
        SELECT count(*) FROM entries e WHERE NOT EXISTS (SELECT 1 FROM postings p WHERE p.entry_id = e.id)""",
    "unbalanced entries": """
        SELECT count(*) FROM (SELECT e.id FROM entries e JOIN postings p ON p.entry_id = e.id
        GROUP BY e.id HAVING SUM(p.amount) <> 0) AS unbalanced""",
}


def _kill_one(forks: subprocess.Popen[str], rng: random.Random) -> list[int]:
    """Fork a recording child, SIGKILL it at a random moment, return the numbers it printed."""
    assert forks.stdin is not None and forks.stdout is not None
    forks.stdin.write("go\n")
    forks.stdin.flush()
    word, pid = forks.stdout.readline().split()
    assert word == "child"
    seqs: list[int] = []
    if rng.random() < 0.2:  # while it opens the book and reads the game
        time.sleep(rng.uniform(0.0, 0.05))
    else:  # while it records: after its first commit
        seqs.append(int(forks.stdout.readline()))
        time.sleep(rng.uniform(0.0, 0.2))
    os.kill(int(pid), signal.SIGKILL)
    for line in forks.stdout:
        if line == "gone\n":
            return seqs
        assert line.endswith("\n") and line.strip().isdigit(), line
        seqs.append(int(line))
    raise AssertionError("the forking process ended: " + (forks.stderr.read() if forks.stderr else ""))


def test_sigkill_while_recording_loses_nothing_committed_and_leaves_nothing_half_written(book_url: str) -> None:
    book = Book(book_url)
    game_id = book.create_game(GameSetup("air_empire", "basic", "Crash", ("Ann", "Bea", "Cal")))
    book.record(game_id, "air_empire.route_card", CARD)
    book.record(game_id, "air_empire.bids", BIDS)
    book.record(game_id, "air_empire.maintenance", {"player": 1})  # undone and redone by the children
    book.close()
    rng = random.Random(1961)
    engine = create_engine(book_url)
    forks = subprocess.Popen(
        [sys.executable, str(CHILD), book_url, str(game_id), "forks"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    printed: list[int] = []
    kills = 0
    started = time.monotonic()
    try:
        assert forks.stdout is not None and forks.stdout.readline() == "ready\n"
        while kills < KILLS or time.monotonic() - started < BUDGET_S:
            seqs = _kill_one(forks, rng)
            kills += 1
            assert seqs == sorted(seqs) and (not printed or not seqs or seqs[0] > printed[-1])
            printed += seqs
            after = Book(book_url)
            stored = after.stored_actions(game_id)
            last = printed[-1] if printed else 3
            assert stored >= last, f"kill {kills}: #{last} was printed, the book ends at #{stored}"
            assert stored <= last + 1, f"kill {kills}: the book holds #{stored}, #{last} was the last printed"
            with engine.connect() as connection:
                for what, query in HALF_WRITTEN.items():
                    assert connection.execute(text(query)).scalar() == 0, f"kill {kills}: {what}"
            report = after.audit(game_id)
            assert report.ok, (kills, report.problems)
            after.close()
    finally:
        assert forks.stdin is not None and forks.stdout is not None and forks.stderr is not None
        forks.stdin.close()  # the forking process ends at the end of its input
        forks.wait(30)
        err = forks.stderr.read()
        forks.stdout.close()
        forks.stderr.close()
        engine.dispose()
    assert "Traceback" not in err, err
    print(f"{kills} kills, {len(printed)} actions printed by the children, {time.monotonic() - started:.1f} s")
    assert kills >= KILLS and len(printed) >= KILLS // 2
    # recording goes on after the last kill
    book = Book(book_url)
    rec = book.undo(game_id) if book.game(game_id).records[-1].kind != "undo" else book.redo(game_id)
    assert rec.seq == book.stored_actions(game_id)
    assert book.audit(game_id).ok
    book.close()
