"""The two errors of the ledger: an action the rules refuse, and a count the books contradict."""

from __future__ import annotations

__all__ = ["RuleViolation", "BalanceMismatch"]


class RuleViolation(Exception):
    """An action the rules forbid, or input that cannot be read. Nothing is recorded.

    Attributes:
        field: the payload field at fault (``"bids[2].flight_costs"``), or ``""``.
        rule: where the rule is written (``"Air Empire, Basic Game, Reminder Rules 7"``).
        message: what is wrong, in the banker's words (with "; the game is at ``position``" when given).
        short: ``message`` without the game's position: what a screen that shows the position already says
            ("Maintenance belongs to Phase 3, 4 or 5").
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
