"""Double-entry journal values (the errors live in :mod:`ledger.errors`, re-exported here).

An :class:`Entry` is the money one action moved: its :class:`Posting` amounts sum to zero.
Accounts are named by codes (``"bank"``, ``"p2:cash"``, ``"p2:loans"``, ``"bank:loans"``);
the Bank is an account like any other and may go negative (DESIGN.md, "The ledger").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import BalanceMismatch, RuleViolation

__all__ = ["BalanceMismatch", "RuleViolation", "Posting", "Entry", "transfer", "WARNING_MARK", "without_warning"]

#: how an action's summary says the warning it was recorded with, after the action's own words
#: (``"Y1 Q2 route card: Chicgo; WARNING: Chicgo is a Route City no card has named before …"``)
WARNING_MARK = "; WARNING"


def without_warning(summary: str) -> str:
    """An action's summary without the warning it was recorded with (:data:`WARNING_MARK`): the action itself,
    as an undo or redo question names it."""
    return summary.split(WARNING_MARK, 1)[0]


@dataclass(frozen=True, slots=True)
class Posting:
    """One line of an entry: ``amount`` whole units to ``account`` (positive = more money there)."""

    account: str
    amount: int


@dataclass(frozen=True, slots=True)
class Entry:
    """The money one action moved, as postings that sum to zero.

    Attributes:
        memo: what happened, e.g. ``"1g received from the Bank (Q3)"``.
        postings: at least two postings; their amounts sum to zero.

    Raises:
        ValueError: when the postings do not balance or an amount is not an ``int``.
    """

    memo: str
    postings: tuple[Posting, ...] = field(default_factory=tuple)

    def __post_init__(self) -> None:
        total = 0
        for posting in self.postings:
            amount = posting.amount
            if type(amount) is not int:
                raise ValueError(f"posting to {posting.account} is not whole units: {amount!r}")
            total += amount
        if total != 0:
            raise ValueError(f"entry {self.memo!r} does not balance: postings sum to {total}")

    def reversed(self, memo: str | None = None) -> Entry:
        """The reversing entry: every posting negated (used by undo)."""
        return Entry(memo or f"Reversal: {self.memo}", tuple(Posting(p.account, -p.amount) for p in self.postings))

    def as_tuple(self) -> tuple[str, tuple[tuple[str, int], ...]]:
        """A plain, comparable form: ``(memo, ((account, amount), ...))``."""
        return (self.memo, tuple((p.account, p.amount) for p in self.postings))


def transfer(memo: str, source: str, destination: str, amount: int) -> Entry:
    """An entry moving ``amount`` whole units from ``source`` to ``destination``."""
    return Entry(memo, (Posting(source, -amount), Posting(destination, amount)))
