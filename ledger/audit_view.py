"""The end-of-game audit as a sheet prints it: the game, its players, what the stored journal's audit proved,
and every account's final balance.

Built from :meth:`ledger.store.Book.audit` (an :class:`ledger.store.AuditReport`) and the game: nothing is
computed again here, only gathered and put in the banker's words (accounts by whose they are, the audit's
problems with their kinds and accounts in words, :mod:`ledger.words`). Each game's own end figure (Air Empire's
standings by cash, Completion of Play; 1930's totals at market value, Winning the Game) comes from the game's
view functions and is printed beside this (:mod:`sheets.audit`). Money is whole units of the game: whole dollars
for Air Empire and 1930.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .journal_view import CASH_COUNTS, JournalCounts
from .words import account_words, text_words

__all__ = ["AccountLine", "AuditProof", "GameAudit", "audit_proof", "game_audit"]

#: a player's account (``p2:cash``, ``p2:loans``, ``p3:lent:p4``) or one of the Bank's (``bank``, ``bank:loans``)
_PLAYER_ACCOUNT = re.compile(r"p(\d+):([a-z]+)(?::p\d+)?")


class _Report(Protocol):
    """What :class:`ledger.store.AuditReport` gives the sheet."""

    @property
    def ok(self) -> bool: ...

    problems: list[str]
    first_divergence: int | None
    balances: dict[str, int]
    seal: str
    counts: JournalCounts


@dataclass(frozen=True)
class AccountLine:
    """One account's final balance, as the stored postings leave it (whole units of the game).

    Attributes:
        seat: whose it is (1 for the first player), 0 for the Bank's accounts.
        words: the account by whose it is (``"Bea's cash"``, ``"Bea's bank loan"``, ``"the Bank"``).
        balance: the balance with double entry's sign: money paid out of an account is negative (the Bank's
            cash after it paid the players; a player's bank loan, the Bank's claim on the player).
        kind: ``"cash"``, ``"loan"`` (a player's bank loan), ``"lent"`` / ``"owes"`` (a loan between players),
            ``"bank"`` (the Bank's cash), ``"bank_loans"`` (the loans the Bank has out), or ``"other"``.
    """

    seat: int
    words: str
    balance: int
    kind: str

    @property
    def owed(self) -> int:
        """What a debt stands at as owed, positive (a bank loan of -5,000 is 5,000 owed); else the balance."""
        return -self.balance if self.kind in ("loan", "owes") else self.balance


@dataclass(frozen=True)
class AuditProof:
    """What the stored journal's audit proved (:meth:`ledger.store.Book.audit`: every stored action replayed from
    nothing and compared with the journal).

    Attributes:
        ok: no problem: every entry balances, the accounts sum to zero and the replay equals the journal.
        counts: what the journal holds, counted as the journal and audit screens count it.
        counted: the counts in the screens' words (``"89 actions (4 cash counts) · 117 entries"``).
        accounts_sum: the sum of every account's balance from the stored postings; 0 when the books balance.
        accounts: every account with a posting, each player's in seat order, then the Bank's.
        problems: what disagrees, in the banker's words, first problem first; empty when ``ok``.
        first_divergence: the first action where the journal and the replay part, or ``None``.
        seal: the journal's line (``"Journal: 89 actions · chain 4c8c7865e5e2"``), as every sheet's footer.
    """

    ok: bool
    counts: JournalCounts
    counted: str
    accounts_sum: int
    accounts: tuple[AccountLine, ...]
    problems: tuple[str, ...]
    first_divergence: int | None
    seal: str


def _account(code: str, balance: int, players: Sequence[str]) -> AccountLine:
    match = _PLAYER_ACCOUNT.fullmatch(code)
    if match is not None:
        what = match.group(2)
        kind = {"cash": "cash", "loans": "loan", "lent": "lent", "owes": "owes"}.get(what, "other")
        return AccountLine(int(match.group(1)), account_words(code, players), balance, kind)
    kind = {"bank": "bank", "bank:loans": "bank_loans"}.get(code, "other")
    return AccountLine(0, account_words(code, players), balance, kind)


def _order(line: tuple[str, AccountLine]) -> tuple[int, int, str]:
    code, account = line
    kinds = ("cash", "loan", "lent", "owes", "bank", "bank_loans", "other")
    return (account.seat == 0, account.seat, f"{kinds.index(account.kind)}{code}")


def audit_proof(report: _Report, *, game: str, players: Sequence[str]) -> AuditProof:
    """The audit's findings as the sheet prints them.

    Args:
        report: :meth:`ledger.store.Book.audit` of the game.
        game: the game's name in the registry (``"air_empire"``): the audit's problems in its words.
        players: the names in seat order.

    Returns:
        The :class:`AuditProof`.
    """
    balances: Mapping[str, int] = report.balances
    lines = sorted(((code, _account(code, amount, players)) for code, amount in balances.items()), key=_order)
    return AuditProof(
        bool(report.ok),
        report.counts,
        report.counts.describe(CASH_COUNTS),
        sum(balances.values()),
        tuple(account for _code, account in lines),
        tuple(text_words(str(p), game=game, players=players) for p in report.problems),
        report.first_divergence,
        report.seal,
    )


@dataclass(frozen=True)
class GameAudit:
    """The game an audit sheet is of.

    Attributes:
        game: the game's title (``"Air Empire"``, ``"1930: The Golden Age of Airlines"``).
        variant: the variant's name when the game has several (``"Tournament Game"``), else ``""``.
        title: the banker's title of the game (user text), or ``""``.
        players: the names in seat order (user text).
        over: whether the game is over.
        millions: whether the game counts in $ millions (Air Fare) rather than whole dollars.
        name: the game's name in the registry (``"air_empire"``): the audit's problems in its words.
        notes: where the figures of the boards' tables in use come from, a sentence each, as the game's table
            screen says them (the game's rules' ``table_notes``: 1930's "Stock Market track and Dividend Level
            table: illustrative values, not the boards'."); ``()`` for none.
    """

    game: str
    variant: str
    title: str
    players: tuple[str, ...]
    over: bool
    millions: bool = False
    name: str = ""
    notes: tuple[str, ...] = ()


def game_audit(game: Any) -> GameAudit:
    """The game part of the audit sheet and the audit screen of ``game`` (a :class:`ledger.game.Game`), its tables'
    notes among it: an audit of a game played on illustrative tables says so (a newcomer's try: the audit of 1930
    never did, the dividend summary did)."""
    from .games import meta_for

    meta = meta_for(game.setup.game)
    variant = next((v.label for v in meta.variants if v.id == game.setup.variant), "") if len(meta.variants) > 1 else ""
    return GameAudit(
        meta.title,
        variant,
        game.setup.title,
        tuple(game.setup.players),
        game.state.phase == "over",
        meta.unit == "millions",
        meta.name,
        tuple(game.rules.table_notes(game.state)),
    )
