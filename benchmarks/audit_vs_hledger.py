"""airbanker's audit next to hledger's check of the same books. Prints figures; asserts nothing.

Issue 14: "airbanker's audit of a 100,000-action game next to ``hledger check`` on the same game exported".
A game of Air Empire lasts at most 50 years (the ``years`` option's bound, some 2,000-2,500 actions), so the
``--actions`` (default 100,000) are several synthetic, legal Basic Games (benchmarks/record_air_empire.py's,
fixed seed), each stored in one transaction. Then, in one run:

* **airbanker**: :meth:`ledger.store.Book.audit` of every game (replay of every action from nothing by the
  rules, compared with the stored journal, the balance assertions, the hash chain), wall and CPU time;
* **hledger**: each game exported by ``airbanker export --format hledger`` (:meth:`ledger.store.Book.export_books`)
  to its own file, and ``hledger check`` run on each (one process per game: the games' accounts would mix in
  one journal), wall time of all the runs and their CPU time (``getrusage`` of the children); also ``hledger
  check`` on one file alone, for the cost of a start.

Both check every posting balances and every balance assertion holds; airbanker also replays the rules. The
ratio printed is hledger's time over airbanker's (target: at least 5, airbanker five times faster).

Usage (from the repository root, in its virtual environment, with Debian's ``hledger`` installed)::

    python benchmarks/audit_vs_hledger.py [--actions N] [--seed S] [--dir DIR]
"""

from __future__ import annotations

import argparse
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# the checkout this file is in, not whichever airbanker the virtual environment installed
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=100_000, help="actions in all (default 100,000)")
    parser.add_argument("--seed", type=int, default=1961)
    parser.add_argument("--dir", type=Path, help="folder for the book and the exports (default: a temporary one)")
    args = parser.parse_args(argv)
    hledger = shutil.which("hledger")
    if hledger is None:
        print("hledger is not installed (Debian: apt-get install hledger); nothing measured")
        return 1
    version = subprocess.run([hledger, "--version"], capture_output=True, text=True, check=True).stdout.strip()

    from record_air_empire import long_games

    from ledger.store import Book

    folder = args.dir or Path(tempfile.mkdtemp(prefix="airbanker-vs-hledger-"))
    folder.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    path, game_ids = long_games(folder, args.actions, args.seed)
    made = time.perf_counter() - started
    book = Book(f"sqlite:///{path}")
    actions = entries = 0
    exports: list[Path] = []
    for game_id in game_ids:
        exports.append(book.export_books(game_id, folder / f"game-{game_id}.journal", "hledger"))
    book.close()

    # airbanker: a fresh book, as `airbanker audit` opens it
    book = Book(f"sqlite:///{path}")
    wall, cpu = time.perf_counter(), time.process_time()
    problems = 0
    for game_id in game_ids:
        report = book.audit(game_id)
        actions += report.actions
        entries += report.entries
        problems += len(report.problems)
    ours, ours_cpu = time.perf_counter() - wall, time.process_time() - cpu
    book.close()

    # hledger: each game's file checked by its own process (its CPU time: the children's, from getrusage)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = time.perf_counter()
    failed = 0
    for export in exports:
        done = subprocess.run([hledger, "check", "-f", str(export)], capture_output=True, text=True, check=False)
        failed += done.returncode != 0
    theirs = time.perf_counter() - wall
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    theirs_cpu = (after.ru_utime - children.ru_utime) + (after.ru_stime - children.ru_stime)
    one = time.perf_counter()
    subprocess.run([hledger, "check", "-f", str(exports[0])], capture_output=True, check=False)
    one = time.perf_counter() - one

    print(f"airbanker audit vs hledger check — {actions:,} actions in {len(game_ids)} games (made in {made:.1f} s)")
    print(
        f"  airbanker audit:  {ours:6.2f} s wall, {ours_cpu:.2f} s CPU, {actions / ours:,.0f} actions/s, "
        f"{entries:,} entries, {problems} problems"
    )
    print(
        f"  hledger check:    {theirs:6.2f} s wall, {theirs_cpu:.2f} s CPU for {len(exports)} files ({failed} failed), "
        f"{actions / theirs:,.0f} transactions/s; one file alone {one:.2f} s ({version})"
    )
    print(
        f"  hledger / airbanker: {theirs / ours:.2f}x wall, {theirs_cpu / ours_cpu:.2f}x CPU "
        "(target: at least 5x, airbanker five times faster)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
