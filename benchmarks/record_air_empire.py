"""Speed and memory of recording a long Air Empire game. Prints figures; asserts nothing.

A synthetic, legal Basic Game (fixed seed, illustrative route cards and Flight Costs Table)
of at least 10,000 actions is recorded into a fresh SQLite file through the same path the
banker uses (:class:`ledger.store.Book`). Printed:

* time per recorded action (median and 95th percentile), next to a bare SQLite commit of
  one row with the same settings (WAL, synchronous=FULL) on the same disk;
* the time of a full audit (replay of every action, compared with the stored journal);
* the time to write the recap sheets of every player (one page per 3-year period);
* peak memory (tracemalloc, Python allocations) and the process's maximum resident size.

Usage: ``python benchmarks/record_air_empire.py [--actions N] [--seed S] [--dir DIR]``
"""

from __future__ import annotations

import argparse
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
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ledger.game import GameSetup
from ledger.games import air_empire
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


def synthetic_actions(book: Book, game_id: int, rng: random.Random) -> Iterator[tuple[str, dict[str, Any]]]:
    """Yield legal actions for the game as it stands (reads the state after each one)."""
    yield "air_empire.flight_costs_table", {"provenance": "illustrative", "rows": TABLE}
    deck: list[str] = []
    while True:
        state = book.game(game_id).state
        if state.phase == "over":
            return
        if (state.quarter - 1) % 12 == 0 or not deck:  # the 18 cards are shuffled for each 3-year period
            deck = rng.sample(CITIES, len(CITIES))
        city = deck.pop()
        adjacent = rng.sample([c for c in CITIES if c != city], 2)
        revenue = rng.randrange(20000, 90000, 1000)
        yield "air_empire.route_card", {"city": city, "adjacent": adjacent,
                                        "minimums": {"A": 8000, "B": 6000, "C": 4000}, "revenue": revenue}
        bids = []
        for p in state.active_players():
            if rng.random() < 0.15:
                continue
            cls = rng.choice("ABC")
            amount = rng.choice([r["flight_costs"] for r in TABLE if r["flight_costs"] >= {"A": 8000, "B": 6000, "C": 4000}[cls]])
            bids.append({"player": p.seat, "class": cls, "flight_costs": amount})
        yield "air_empire.bids", {"bids": bids}
        state = book.game(game_id).state
        for p in state.active_players():
            room = air_empire.loan_room(p.class_a_won, p.loans)
            if room and rng.random() < 0.5:
                yield "air_empire.loan", {"player": p.seat, "amount": air_empire.LOAN_UNIT}
        state = book.game(game_id).state
        orders = []
        for p in state.active_players():
            cash = state.balances.get(f"p{p.seat}:cash", 0)
            if cash > 20000 and p.idle_prop + p.idle_super < 4 and rng.random() < 0.5:
                orders.append({"player": p.seat, "prop_jets": 2, "super_jets": 1})
        if orders:
            yield "air_empire.purchase", {"orders": orders}
        state = book.game(game_id).state
        for p in list(state.active_players()):
            yield "air_empire.maintenance", {"player": p.seat}
        # the banker counts every player's cash at the end of the quarter
        state = book.game(game_id).state
        for p in state.active_players():
            yield "balance_assertion", {"player": p.seat, "cash": state.balances.get(f"p{p.seat}:cash", 0)}


def bare_sqlite_commit(path: Path, count: int) -> list[float]:
    """Seconds per INSERT + COMMIT of one row, WAL and synchronous=FULL, as the store uses."""
    con = sqlite3.connect(path)
    con.execute("PRAGMA journal_mode=WAL")
    con.execute("PRAGMA synchronous=FULL")
    con.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, payload TEXT)")
    times = []
    for i in range(count):
        start = time.perf_counter()
        con.execute("INSERT INTO t (payload) VALUES (?)", (f"row {i}",))
        con.commit()
        times.append(time.perf_counter() - start)
    con.close()
    return times


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[18]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=10_000, help="at least this many actions (default 10,000)")
    parser.add_argument("--seed", type=int, default=1961)
    parser.add_argument("--dir", type=Path, help="folder for the SQLite files (default: a temporary one)")
    args = parser.parse_args(argv)
    temporary = args.dir is None
    folder = args.dir or Path(tempfile.mkdtemp(prefix="airbanker-bench-"))
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    # about 7 actions a quarter: enough years for the wanted count
    years = args.actions // 30 + 2
    book = Book(f"sqlite:///{folder / 'bench.sqlite'}")
    game_id = book.create_game(GameSetup("air_empire", "basic", "Benchmark (illustrative values)",
                                         ("Ann", "Bea", "Cal", "Dee"), {"years": years}))
    times: list[float] = []
    for kind, payload in synthetic_actions(book, game_id, rng):
        start = time.perf_counter()
        book.record(game_id, kind, payload)
        times.append(time.perf_counter() - start)
        if len(times) >= args.actions and book.game(game_id).state.phase == "route_card":
            break
    bare = bare_sqlite_commit(folder / "bare.sqlite", 2000)

    fresh = Book(f"sqlite:///{folder / 'bench.sqlite'}")
    start = time.perf_counter()
    report = fresh.audit(game_id)
    audit_seconds = time.perf_counter() - start

    from sheets.recap import write_recap_sheets

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
    print(f"airbanker benchmark — seed {args.seed}, {len(times):,} actions recorded "
          f"({state.quarter:,} quarters of a {len(state.players)}-player Basic Game), SQLite in {folder}")
    print(f"  record one action:   median {statistics.median(times) * ms:.2f} ms, 95th percentile {p95(times) * ms:.2f} ms")
    print(f"  bare SQLite commit:  median {statistics.median(bare) * ms:.2f} ms, 95th percentile {p95(bare) * ms:.2f} ms"
          " (one row, WAL, synchronous=FULL)")
    print(f"  overhead per action: {(statistics.median(times) - statistics.median(bare)) * ms:+.2f} ms (median)")
    print(f"  full audit (replay): {audit_seconds:.2f} s for {report.actions:,} actions, {report.entries:,} entries"
          f" — {'OK' if report.ok else 'PROBLEMS: ' + '; '.join(report.problems[:3])}")
    print(f"  recap sheets:        {sheets_seconds:.2f} s for {len(sheets):,} pages "
          f"({len(state.players)} players, one page per 3-year period)")
    print(f"  peak memory:         {peak / 2**20:.1f} MiB traced while loading and auditing the game;"
          f" max resident size of the whole run {maxrss_mb:.0f} MiB")
    kinds = Counter(r.kind for r in fresh.game(game_id).records)
    print("  actions by kind:     " + ", ".join(f"{k.removeprefix('air_empire.')} {n:,}" for k, n in kinds.most_common()))
    fresh.close()
    book.close()
    if temporary:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
