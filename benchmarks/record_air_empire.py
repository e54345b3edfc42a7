"""Speed and memory of recording and auditing a long Air Empire game. Prints figures; asserts nothing.

A synthetic, legal Basic Game (fixed seed, illustrative route cards and Flight Costs Table)
is played. Printed, side by side in one run, each figure next to its bare anchor measured
the same way (``time.perf_counter`` around the same unit of work, on the same disk):

* **record one action** (``--actions``, default 10,000, through :meth:`ledger.store.Book.record`,
  the banker's path): median and 95th percentile, next to a bare SQLite commit of the *same
  rows* (the action, its entries and postings, written by :mod:`sqlite3` with WAL and
  synchronous=FULL into a database of the same schema). The two are interleaved action by
  action, so both meet the same disk. Target: p95 at most 2x the bare commit;
* **audit** (full replay of every action, compared with the stored journal) of
  ``--audit-actions`` actions (default 100,000; a game lasts at most 50 years, the ``years``
  option's bound, some 2,000-2,500 actions, so they are several games, each stored in one
  transaction by :meth:`ledger.store.Book.import_actions`): seconds and actions per second,
  next to the bare anchor: reading the same rows (actions, entries, postings) back with
  :mod:`sqlite3` and decoding the payloads; both also as the process's CPU time
  (:func:`time.process_time`), steadier than wall time when other work shares the machine.
  Target: at most 1 s for 100,000 actions;
* the time to write the recap sheets of every player of the recorded game (one page per
  3-year period);
* peak memory (tracemalloc, Python allocations) while loading and auditing the recorded
  game, and the process's maximum resident size.

Usage (from the repository root, in its virtual environment)::

    python benchmarks/record_air_empire.py [--actions N] [--audit-actions M] [--seed S] [--dir DIR]

A run with the defaults takes a few minutes on a laptop; ``--actions 2000 --audit-actions
10000`` gives a quick look.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ledger.game import Game, GameSetup, Record
from ledger.games import air_empire
from ledger.games.air_empire.meta import MAX_YEARS
from ledger.record_file import RecordedAction
from ledger.store import Book

CITIES = [f"City {chr(65 + i)}" for i in range(18)]
#: Illustrative Flight Costs Table (not the board's); only $12,000 = 2 Super + 1 Prop is the rulebook's.
TABLE = [
    {"flight_costs": 4000, "super_jets": 0, "prop_jets": 1},
    {"flight_costs": 6000, "super_jets": 0, "prop_jets": 2},
    {"flight_costs": 8000, "super_jets": 1, "prop_jets": 1},
    {"flight_costs": 10000, "super_jets": 1, "prop_jets": 2},
    {"flight_costs": 12000, "super_jets": 2, "prop_jets": 1},
    {"flight_costs": 14000, "super_jets": 2, "prop_jets": 2},
]
PLAYERS = ("Ann", "Bea", "Cal", "Dee")


def synthetic_actions(state_now: Callable[[], Any], rng: random.Random) -> Iterator[tuple[str, dict[str, Any]]]:
    """Yield legal actions for the game as it stands (``state_now()`` after each one is recorded)."""
    yield "air_empire.flight_costs_table", {"provenance": "illustrative", "rows": TABLE}
    deck: list[str] = []
    while True:
        state = state_now()
        if state.phase == "over":
            return
        if (state.quarter - 1) % 12 == 0 or not deck:  # the 18 cards are shuffled for each 3-year period
            deck = rng.sample(CITIES, len(CITIES))
        city = deck.pop()
        adjacent = rng.sample([c for c in CITIES if c != city], 2)
        revenue = rng.randrange(20000, 90000, 1000)
        yield (
            "air_empire.route_card",
            {"city": city, "adjacent": adjacent, "minimums": {"A": 8000, "B": 6000, "C": 4000}, "revenue": revenue},
        )
        bids = []
        for p in state.active_players():
            if rng.random() < 0.15:
                continue
            cls = rng.choice("ABC")
            least = {"A": 8000, "B": 6000, "C": 4000}[cls]
            amount = rng.choice([r["flight_costs"] for r in TABLE if r["flight_costs"] >= least])
            bids.append({"player": p.seat, "class": cls, "flight_costs": amount})
        yield "air_empire.bids", {"bids": bids}
        state = state_now()
        for p in state.active_players():
            room = air_empire.loan_room(p.class_a_won, p.loans)
            if room and rng.random() < 0.5:
                yield "air_empire.loan", {"player": p.seat, "amount": air_empire.LOAN_UNIT}
        state = state_now()
        orders = []
        for p in state.active_players():
            cash = state.balances.get(f"p{p.seat}:cash", 0)
            if cash > 20000 and p.idle_prop + p.idle_super < 4 and rng.random() < 0.5:
                orders.append({"player": p.seat, "prop_jets": 2, "super_jets": 1})
        if orders:
            yield "air_empire.purchase", {"orders": orders}
        state = state_now()
        for p in list(state.active_players()):
            yield "air_empire.maintenance", {"player": p.seat}
        # the banker counts every player's cash at the end of the quarter
        state = state_now()
        for p in state.active_players():
            yield "balance_assertion", {"player": p.seat, "cash": state.balances.get(f"p{p.seat}:cash", 0)}


def setup_for(actions: int) -> GameSetup:
    """A 4-player Basic Game long enough for ``actions`` (about 11 actions a quarter), or as long as
    the option allows (``years`` at most 50: 200 quarters, some 2,000-2,500 actions)."""
    years = min(actions // 30 + 2, MAX_YEARS)
    return GameSetup("air_empire", "basic", "Benchmark (illustrative values)", PLAYERS, {"years": years})


class BareCommit:
    """The bare anchor of recording: the same rows, written with :mod:`sqlite3` and nothing else.

    The database has the store's schema (made by :class:`ledger.store.Book`), WAL and
    synchronous=FULL; each :meth:`write` is one transaction (the action, its entries and
    their postings, and any account seen for the first time) and one commit.
    """

    def __init__(self, path: Path, setup: GameSetup) -> None:
        book = Book(f"sqlite:///{path}")
        self.game_id = book.create_game(setup)
        book.close()
        self.con = sqlite3.connect(path, isolation_level=None)
        self.con.execute("PRAGMA foreign_keys=ON")
        self.con.execute("PRAGMA journal_mode=WAL")
        self.con.execute("PRAGMA synchronous=FULL")
        self.accounts = dict(self.con.execute("SELECT code, id FROM accounts WHERE game_id = ?", (self.game_id,)))

    def write(self, rec: Record) -> float:
        """Seconds to write and commit ``rec``'s rows."""
        con = self.con
        start = time.perf_counter()
        con.execute("BEGIN")
        action_id = con.execute(
            "INSERT INTO actions (game_id, seq, kind, payload, note, summary, position, recorded_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                self.game_id,
                rec.seq,
                rec.kind,
                json.dumps(rec.payload, ensure_ascii=False),
                rec.note,
                rec.summary,
                rec.position,
                rec.recorded_at,
            ),
        ).lastrowid
        for line, entry in enumerate(rec.entries, start=1):
            entry_id = con.execute(
                "INSERT INTO entries (action_id, line, memo) VALUES (?, ?, ?)", (action_id, line, entry.memo)
            ).lastrowid
            rows = []
            for p in entry.postings:
                account_id = self.accounts.get(p.account)
                if account_id is None:
                    account_id = con.execute(
                        "INSERT INTO accounts (game_id, code) VALUES (?, ?)", (self.game_id, p.account)
                    ).lastrowid
                    self.accounts[p.account] = account_id
                rows.append((entry_id, account_id, p.amount))
            con.executemany("INSERT INTO postings (entry_id, account_id, amount) VALUES (?, ?, ?)", rows)
        con.execute("COMMIT")
        return time.perf_counter() - start

    def close(self) -> None:
        self.con.close()


def bare_read(path: Path, game_id: int) -> int:
    """The bare anchor of an audit: read the game's actions, entries and postings with :mod:`sqlite3`
    and decode every payload. Returns the number of actions read."""
    con = sqlite3.connect(path)
    actions = con.execute(
        "SELECT id, seq, kind, payload, note, summary, position, recorded_at FROM actions "
        "WHERE game_id = ? ORDER BY seq",
        (game_id,),
    ).fetchall()
    con.execute(
        "SELECT e.action_id, e.id, e.memo, a.code, p.amount FROM entries e "
        "JOIN postings p ON p.entry_id = e.id JOIN accounts a ON a.id = p.account_id "
        "JOIN actions x ON x.id = e.action_id WHERE x.game_id = ? "
        "ORDER BY e.action_id, e.line, p.id",
        (game_id,),
    ).fetchall()
    payloads = [json.loads(row[3]) for row in actions]
    con.close()
    return len(payloads) - 1  # the setup (seq 0) is not a banker action


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[18]


def record_run(folder: Path, count: int, rng: random.Random) -> tuple[Book, int, list[float], list[float]]:
    """Record ``count`` actions (or more, to the end of a quarter) through the banker's path, each
    followed by the bare commit of the same rows. A game that ends (50 years at most) is followed
    by a new one in the same book. Returns the book, the last game and both timings."""
    book = Book(f"sqlite:///{folder / 'bench.sqlite'}")
    times: list[float] = []
    bare_times: list[float] = []
    games = 0
    while len(times) < count:
        setup = setup_for(count - len(times))
        game_id = book.create_game(setup)
        bare = BareCommit(folder / f"bare-{games}.sqlite", setup)
        games += 1
        for kind, payload in synthetic_actions(lambda game_id=game_id: book.game(game_id).state, rng):
            start = time.perf_counter()
            rec = book.record(game_id, kind, payload)
            times.append(time.perf_counter() - start)
            bare_times.append(bare.write(rec))
            if len(times) >= count and book.game(game_id).state.phase == "route_card":
                break
        bare.close()
    return book, game_id, times, bare_times


def long_games(folder: Path, count: int, seed: int) -> tuple[Path, list[int]]:
    """Play games in memory until they hold ``count`` actions in all; store each in one transaction.

    One synthetic Basic Game lasts at most 50 years (the ``years`` option's bound), some
    2,000-2,500 actions, so the count is made of several games, seeds ``seed``,
    ``seed + 1``, ... Returns the database file and the games' ids.
    """
    path = folder / "audit.sqlite"
    book = Book(f"sqlite:///{path}")
    game_ids: list[int] = []
    total = 0
    while total < count:
        setup = setup_for(count - total)
        game = Game(setup)
        actions = []
        for kind, payload in synthetic_actions(lambda game=game: game.state, random.Random(seed + len(game_ids))):
            rec = game.record(kind, payload)
            actions.append(RecordedAction(rec.kind, rec.payload, rec.note, rec.recorded_at))
            if total + len(actions) >= count and game.state.phase == "route_card":
                break
        game_ids.append(book.import_actions(setup, actions))
        total += len(actions)
    book.close()
    return path, game_ids


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--actions", type=int, default=10_000, help="record at least this many actions one by one (default 10,000)"
    )
    parser.add_argument(
        "--audit-actions",
        type=int,
        default=100_000,
        help="audit a game of at least this many actions (default 100,000)",
    )
    parser.add_argument("--seed", type=int, default=1961)
    parser.add_argument("--dir", type=Path, help="folder for the SQLite files (default: a temporary one)")
    args = parser.parse_args(argv)
    temporary = args.dir is None
    folder = args.dir or Path(tempfile.mkdtemp(prefix="airbanker-bench-"))
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)

    book, game_id, times, bare = record_run(folder, args.actions, rng)

    audit_path, audit_games = long_games(folder, args.audit_actions, args.seed)
    auditor = Book(f"sqlite:///{audit_path}")
    start, cpu = time.perf_counter(), time.process_time()
    reports = [auditor.audit(g) for g in audit_games]
    audit_seconds, audit_cpu = time.perf_counter() - start, time.process_time() - cpu
    auditor.close()
    start, cpu = time.perf_counter(), time.process_time()
    read = sum(bare_read(audit_path, g) for g in audit_games)
    read_seconds, read_cpu = time.perf_counter() - start, time.process_time() - cpu
    audited = sum(r.actions for r in reports)
    problems = [p for r in reports for p in r.problems]

    from sheets.recap import write_recap_sheets

    fresh = Book(f"sqlite:///{folder / 'bench.sqlite'}")
    state = fresh.game(game_id).state
    start = time.perf_counter()
    sheets = air_empire.recap_sheets(state)
    write_recap_sheets(sheets, folder / "bench-recap.pdf")
    sheets_seconds = time.perf_counter() - start
    # memory is measured in a separate pass: tracemalloc slows everything it watches
    tracemalloc.start()
    Book(f"sqlite:///{folder / 'bench.sqlite'}").audit(game_id)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    maxrss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    ms = 1000.0
    median, tail = statistics.median(times), p95(times)
    bare_median, bare_tail = statistics.median(bare), p95(bare)
    print(
        f"airbanker benchmark — seed {args.seed}, {len(times):,} actions recorded "
        f"({state.quarter:,} quarters of a {len(state.players)}-player Basic Game), SQLite in {folder}"
    )
    print(f"  record one action:   median {median * ms:.2f} ms, 95th percentile {tail * ms:.2f} ms")
    print(
        f"  bare SQLite commit:  median {bare_median * ms:.2f} ms, 95th percentile {bare_tail * ms:.2f} ms"
        " (the same rows, sqlite3, WAL, synchronous=FULL)"
    )
    print(
        f"  record / bare:       median {median / bare_median:.1f}x, 95th percentile {tail / bare_tail:.1f}x"
        " (target: 95th percentile at most 2x)"
    )
    print(
        f"  full audit (replay): {audit_seconds:.2f} s for {audited:,} actions "
        f"({len(audit_games)} games), {sum(r.entries for r in reports):,} entries, "
        f"{audited / audit_seconds:,.0f} actions/s, {audit_cpu:.2f} s of CPU"
        f" — {'OK' if not problems else 'PROBLEMS: ' + '; '.join(problems[:3])} (target: 100,000 in 1 s)"
    )
    print(
        f"  bare SQLite read:    {read_seconds:.2f} s for the same {read:,} actions with their entries and "
        f"postings, payloads decoded, {read / read_seconds:,.0f} actions/s, {read_cpu:.2f} s of CPU"
    )
    print(
        f"  audit / bare read:   {audit_seconds / read_seconds:.1f}x wall, {audit_cpu / read_cpu:.1f}x CPU"
        " (CPU time: the process's own, steadier than wall time on a busy machine)"
    )
    print(
        f"  recap sheets:        {sheets_seconds:.2f} s for {len(sheets):,} pages "
        f"({len(state.players)} players, one page per 3-year period)"
    )
    print(
        f"  peak memory:         {peak / 2**20:.1f} MiB traced while loading and auditing the recorded game;"
        f" max resident size of the whole run {maxrss_mb:.0f} MiB"
    )
    kinds = Counter(r.kind for r in fresh.game(game_id).records)
    print(
        "  actions by kind:     " + ", ".join(f"{k.removeprefix('air_empire.')} {n:,}" for k, n in kinds.most_common())
    )
    fresh.close()
    book.close()
    if temporary:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
