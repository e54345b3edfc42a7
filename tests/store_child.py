"""A recording process for the tests of two writers and of crashes (run as a script, not imported).

    python tests/store_child.py URL GAME MODE [COUNT]

It imports the ledger, prints ``ready`` and waits for a line on stdin (so that a test can start
the next child while the last one runs: the imports cost a second), then opens the book ``URL``
and records in game ``GAME``, printing one line per action **after its commit**:

* ``MODE`` ``crash``: undo and redo in turn, for ever (each moves money: entries and postings),
  printing ``<seq>``; a test kills it with SIGKILL at a random moment.
* ``MODE`` ``forks``: the same, in a child forked anew for each line on stdin (the imports are done
  once, in this process, which opens no book itself): it prints ``child <pid>``, the child prints
  its numbers, and once the child is gone (killed by the test) this process prints ``gone``.
* ``MODE`` ``race``: ``COUNT`` balance assertions of player 1's cash (always legal, whoever
  recorded before), printing ``ok <seq>`` per action recorded and ``stale <message>`` per refusal
  of a stale session, which then reads the game again and goes on. Any other refusal ends the
  process with ``error <message>`` and exit status 3.
* ``MODE`` ``open``: for each line on stdin, only opens the book (creating or upgrading its
  schema) and closes it, printing ``ok <the copy made before the upgrade, or ->`` or
  ``error <message>`` (``GAME`` unused).
"""

from __future__ import annotations

import os
import sys
import traceback

from ledger.errors import RuleViolation
from ledger.store import Book


def say(*words: object) -> None:
    """Print one line with one write(2), so a kill never leaves half a line in the pipe.

    ``print`` writes the words and the newline separately, and with PYTHONUNBUFFERED (set on CI's
    machine) each is its own write: a child killed between them left "106" without its newline,
    and the parent's "gone" was read as "106gone".
    """
    os.write(sys.stdout.fileno(), (" ".join(str(word) for word in words) + "\n").encode())


def crash(book: Book, game_id: int) -> None:
    while True:
        game = book.game(game_id)
        kind = "redo" if game.records and game.records[-1].kind == "undo" else "undo"
        rec = book.record(game_id, kind, {})
        say(rec.seq)


def forks(url: str, game_id: int) -> None:
    for _line in sys.stdin:
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:  # the child: a book of its own, recording until it is killed
            try:
                crash(Book(url), game_id)
            except BaseException:  # noqa: BLE001 - any end of the child is reported, then it exits
                traceback.print_exc()
                sys.stderr.flush()
            os._exit(3)
        say("child", pid)
        os.waitpid(pid, 0)
        say("gone")


def race(book: Book, game_id: int, count: int) -> None:
    recorded = 0
    while recorded < count:
        cash = book.game(game_id).balance("p1:cash")
        try:
            rec = book.record(game_id, "balance_assertion", {"player": 1, "cash": cash})
        except RuleViolation as error:
            if error.field == "game" and "changed elsewhere" in str(error):
                say("stale", error)
                continue
            say("error", error)
            sys.exit(3)
        recorded += 1
        say("ok", rec.seq)


def main() -> None:
    url, game_id, mode = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    say("ready")
    if mode == "forks":
        forks(url, game_id)
        return
    if mode == "open":
        for _line in sys.stdin:
            try:
                opened = Book(url)
            except RuleViolation as error:
                say("error", error)
                continue
            say("ok", opened.upgrade_backup or "-")
            opened.close()
        return
    sys.stdin.readline()
    book = Book(url)
    if mode == "crash":
        crash(book, game_id)
    else:
        race(book, game_id, int(sys.argv[4]))
    book.close()


if __name__ == "__main__":
    main()
