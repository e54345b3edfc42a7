"""The journal as the banker reads it: what it counts, and each player's running balance.

Both are computed from the journal's entries alone (the stored ones, :meth:`ledger.store.Book.journal`,
or a game's records), so the journal screen, the audit screen and ``airbanker audit`` say the same
numbers in the same words, and a screen only draws them.

Terms (DESIGN.md, "The ledger"; accounting's words):

* an **action** is what the banker recorded, numbered #1 to the last: a game action, an undo, a redo
  or a balance assertion. The setup (#0) is not an action: it holds the opening entries.
* an **entry** is one balanced set of postings (money moved); an action has none, one or several,
  and the setup has one per player's starting cash.
* a **balance assertion** is an action that moves no money: the banker counted a player's cash and
  the books agreed ("Count cash").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

#: the kind of a balance assertion (``ledger.game``, generic kinds)
BALANCE_ASSERTION = "balance_assertion"


class _Posting(Protocol):
    @property
    def account(self) -> str: ...

    @property
    def amount(self) -> int: ...


class _Entry(Protocol):
    @property
    def postings(self) -> Sequence[_Posting]: ...


def _count(n: int, one: str, many: str) -> str:
    return f"{n:,} {one if n == 1 else many}"


@dataclass(frozen=True, slots=True)
class JournalCounts:
    """What a game's journal holds, counted one way everywhere (journal, audit, ``airbanker audit``).

    Attributes:
        actions: the banker's actions, #1 to the last (undo, redo and balance assertions included;
            the setup, #0, is not an action).
        balance_assertions: how many of those actions are balance assertions (cash counted).
        entries: the journal's entries, the opening entries of the setup included (a balance
            assertion has none; an undo has the reversing entries).
    """

    actions: int
    balance_assertions: int
    entries: int

    def describe(self, counted: tuple[str, str] = ("balance assertion", "balance assertions")) -> str:
        """The counts in words: ``"27 actions (1 balance assertion) · 38 entries"``.

        Args:
            counted: what a balance assertion is called, singular and plural: an accountant's words by
                default (``airbanker audit``); the banker's screens say ``("cash count", "cash counts")``
                (:data:`CASH_COUNTS`).
        """
        return (
            f"{_count(self.actions, 'action', 'actions')}"
            f" ({_count(self.balance_assertions, *counted)})"
            f" · {_count(self.entries, 'entry', 'entries')}"
        )


#: A balance assertion in the banker's words, for :meth:`JournalCounts.describe` on screen (the banker counts
#: a player's cash; the books record the count only when they agree).
CASH_COUNTS = ("cash count", "cash counts")


def count_journal(journal: Iterable[tuple[int, str, Sequence[Any]]]) -> JournalCounts:
    """Count a journal given as ``(seq, kind, entries)`` per action (the setup as seq 0, if present).

    Args:
        journal: every action of the game, in any order; ``entries`` is a sequence of its entries.

    Returns:
        The :class:`JournalCounts`.
    """
    actions = assertions = entries = 0
    for seq, kind, action_entries in journal:
        entries += len(action_entries)
        if seq <= 0:
            continue
        actions += 1
        assertions += kind == BALANCE_ASSERTION
    return JournalCounts(actions, assertions, entries)


@dataclass(frozen=True, slots=True)
class RunningBalance:
    """Every player's cash after one action, and the balance each posting left on its account.

    Attributes:
        seq: the action (0: the setup, after the opening entries).
        cash: each seat's cash after the action, in seat order, in the game's unit (whole dollars;
            Air Fare: $ millions). The account is ``p{seat}:cash`` in every game.
        after_posting: for each entry of the action, for each of its postings, the balance of the
            posting's account just after it (the running balance a bank statement prints).
    """

    seq: int
    cash: tuple[int, ...]
    after_posting: tuple[tuple[int, ...], ...]


def running_balances(players: int, journal: Iterable[tuple[int, Sequence[_Entry]]]) -> list[RunningBalance]:
    """Each player's running balance through the journal: their cash after every action.

    Every account starts at zero; the setup's opening entries give the starting cash. The sums are
    those of the postings in journal order, so after each action they equal the book's balances
    (:meth:`ledger.store.Book.balances` over the postings stored so far).

    Args:
        players: how many seats the game has.
        journal: ``(seq, entries)`` per action, oldest first, the setup (seq 0) first.

    Returns:
        One :class:`RunningBalance` per action, in the order given.
    """
    balances: dict[str, int] = {}
    cash_codes = tuple(f"p{seat}:cash" for seat in range(1, players + 1))
    out: list[RunningBalance] = []
    for seq, entries in journal:
        after: list[tuple[int, ...]] = []
        for entry in entries:
            line: list[int] = []
            for posting in entry.postings:
                balance = balances.get(posting.account, 0) + posting.amount
                balances[posting.account] = balance
                line.append(balance)
            after.append(tuple(line))
        out.append(RunningBalance(seq, tuple(balances.get(code, 0) for code in cash_codes), tuple(after)))
    return out
