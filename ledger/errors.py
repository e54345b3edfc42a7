"""The two errors of the ledger: an action the rules refuse, and a count the books contradict.

Also the switch of the *slip guards*: checks that refuse a figure the rules allow in principle but the
table almost never means (an Expand that lowers an income, a tax above the 1g it is read on). They refuse
new input only: an action already accepted once (a book opened, an undo's rebuild, a redo, a record
file imported, an audit, the charts) is replayed without them, so a game recorded before a guard was
added still opens and every record file that imported before still imports (:func:`replaying`,
:func:`slip_guarded`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from contextvars import ContextVar

__all__ = ["RuleViolation", "BalanceMismatch", "replaying", "slip_guarded", "switched_on"]

_REPLAYING: ContextVar[bool] = ContextVar("airbanker_replaying", default=False)


@contextmanager
def switched_on(flag: ContextVar[bool]) -> Iterator[None]:
    """Within this block ``flag`` is True; as it was after (nested blocks and other threads keep their own)."""
    token = flag.set(True)
    try:
        yield
    finally:
        flag.reset(token)


def replaying() -> AbstractContextManager[None]:
    """Within this block, actions accepted once are applied again: the slip guards are off.

    Used by :meth:`ledger.game.Game.replay` (a book opened, a record file imported), the rebuild after an undo,
    a redo, :meth:`ledger.store.Book.audit` (which replays through ``Game.record_stored``) and
    :func:`ledger.charts.line_charts`.
    """
    return switched_on(_REPLAYING)


def slip_guarded() -> bool:
    """Whether a slip guard refuses now: True for a new action, False while :func:`replaying`."""
    return not _REPLAYING.get()


class RuleViolation(Exception):
    """An action the rules forbid, or input that cannot be read. Nothing is recorded.

    Attributes:
        field: the payload field at fault (``"bids[2].flight_costs"``), or ``""``.
        rule: where the rule is written (``"Air Empire, Basic Game, Reminder Rules 7"``).
        message: what is wrong, in the banker's words (with "; the game is at ``position``" when given).
        short: ``message`` without the game's position: what a screen that shows the position already says
            ("Maintenance belongs to Phase 3, 4 or 5").

    Args:
        message: what is wrong.
        field: see above.
        rule: see above.
        position: where the game is, in the banker's words ("Quarter 2, Phase 2 (Taxes)"), or ``""``: a
            refusal that depends on the moment (an action out of its phase) gives it, and ``message`` ends
            with it; ``short`` does not.
    """

    def __init__(self, message: str, *, field: str = "", rule: str = "", position: str = "") -> None:
        self.short = message
        self.message = f"{message}; the game is at {position}" if position else message
        self.field = field
        self.rule = rule
        # "kind" means "this action, now": the message says it better without the field's name
        parts = [f"{field}: {self.message}" if field and field != "kind" else self.message]
        if rule:
            parts.append(f"({rule})")
        super().__init__(" ".join(parts))


class BalanceMismatch(RuleViolation):
    """A balance assertion that the books contradict."""
