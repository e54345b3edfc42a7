"""Reading an action's payload, shared by the rules engines: each problem is a RuleViolation
naming the field and the rule, raised before anything changes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .journal import Entry, RuleViolation

__all__ = ["MAX_FIGURE", "whole", "a_list", "fields", "post"]

#: No figure of any of the games comes near a billion: a larger one is a typing slip.
MAX_FIGURE = 1_000_000_000


def whole(payload: Mapping[str, Any], key: str, where: str, rule: str, *, minimum: int | None = None,
          maximum: int | None = None) -> int:
    """``payload[key]`` as a whole number (an ``int``, never a bool or a float).

    Raises:
        RuleViolation: naming ``where + key``: not a whole number, below ``minimum``, above
            ``maximum``, or beyond any figure of the games (:data:`MAX_FIGURE`).
    """
    value = payload.get(key)
    if type(value) is not int:
        raise RuleViolation(f"must be a whole number, got {value!r}", field=f"{where}{key}", rule=rule)
    if minimum is not None and value < minimum:
        raise RuleViolation(f"must be at least {minimum:,}, got {value:,}", field=f"{where}{key}", rule=rule)
    if maximum is not None and value > maximum:
        raise RuleViolation(f"must be at most {maximum:,}, got {value:,}", field=f"{where}{key}", rule=rule)
    if abs(value) > MAX_FIGURE:
        raise RuleViolation(f"{value:,} is beyond any figure of the game (a typing slip?)", field=f"{where}{key}",
                            rule=rule)
    return value


def a_list(payload: Mapping[str, Any], key: str, rule: str, *, default: Any = None) -> list[Any]:
    """``payload[key]`` as a list (``default``, or an empty list, when absent).

    Raises:
        RuleViolation: it is not a list.
    """
    value = payload.get(key, [] if default is None else default)
    if not isinstance(value, list):
        raise RuleViolation("must be a list", field=key, rule=rule)
    return value


def fields(value: Any, field_name: str, rule: str) -> Mapping[str, Any]:
    """``value`` as an object of fields.

    Raises:
        RuleViolation: it is not one.
    """
    if not isinstance(value, Mapping):
        raise RuleViolation("must be an object of fields", field=field_name, rule=rule)
    return value


def post(balances: dict[str, int], entry: Entry) -> None:
    """Add an entry's postings to the running balances (account code -> whole units)."""
    for posting in entry.postings:
        balances[posting.account] = balances.get(posting.account, 0) + posting.amount
