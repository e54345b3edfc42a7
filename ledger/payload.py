"""Reading an action's payload and a game's setup, shared by the rules engines: each problem is a
RuleViolation naming the field and the rule, raised before anything changes."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from .engine import GameSetup
from .journal import Entry, RuleViolation
from .text import check_text, is_reading_stored

__all__ = ["MAX_FIGURE", "whole", "a_list", "fields", "post", "cash", "seat", "sameness", "check_setup"]

_P = TypeVar("_P")

#: No figure of any of the games comes near a billion: a larger one is a typing slip.
MAX_FIGURE = 1_000_000_000


def whole(
    payload: Mapping[str, Any],
    key: str,
    where: str,
    rule: str,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
) -> int:
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
        raise RuleViolation(
            f"{value:,} is beyond any figure of the game (a typing slip?)", field=f"{where}{key}", rule=rule
        )
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
    # a dict (every decoded payload) is one: the abstract check costs more than the rest
    if type(value) is not dict and not isinstance(value, Mapping):
        raise RuleViolation("must be an object of fields", field=field_name, rule=rule)
    return value


def post(balances: dict[str, int], entry: Entry) -> None:
    """Add an entry's postings to the running balances (account code -> whole units)."""
    for posting in entry.postings:
        balances[posting.account] = balances.get(posting.account, 0) + posting.amount


class _Balances(Protocol):
    balances: dict[str, int]


def cash(state: _Balances, seat: int) -> int:
    """The cash of the player in ``seat`` (account ``p{seat}:cash``), 0 before anything is posted."""
    return state.balances.get(f"p{seat}:cash", 0)


def seat(players: Sequence[_P], value: Any, field_name: str, rule: str) -> _P:
    """The player in seat ``value`` (1-based) of ``players``.

    Raises:
        RuleViolation: ``value`` is not a whole number naming a seat at the table.
    """
    if type(value) is not int or not 1 <= value <= len(players):
        raise RuleViolation(f"no player in seat {value!r} (seats 1-{len(players)})", field=field_name, rule=rule)
    return players[value - 1]


def sameness(name: str) -> str:
    """What two player names must differ in: ``name`` without its outer spaces, NFC-normalised and
    case-folded (Unicode's canonical caseless match), so that ``Ann`` and ``ann``, or ``René``
    typed precomposed (U+00E9) and ``René`` typed as ``e`` and a combining acute (U+0301), are the
    same name: they look the same on the sheets.
    """
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", name.strip()).casefold())


def _stored_sameness(name: str) -> str:
    """The sameness of a book written before :func:`sameness` normalised: a book with ``René`` twice,
    once precomposed and once decomposed, still opens."""
    return name.strip().casefold()


def check_setup(
    setup: GameSetup,
    *,
    game: str,
    rule: str,
    variants: Sequence[str],
    options: Mapping[str, Any],
    players: tuple[int, int],
    players_rule: str | None = None,
) -> dict[str, Any]:
    """The checks every engine's ``start`` makes first; returns ``options`` merged with ``setup.options``.

    Args:
        game: the game's name in the player-count message, e.g. ``"Air Fare"``.
        rule: the rule every refusal names (``players_rule``, when given, for the player count).
        variants: the variants the engine knows.
        options: every option the engine knows, with its default.
        players: the least and the most players.

    Raises:
        RuleViolation: the wrong player count, a missing name, a name or a title that
            :func:`ledger.text.check_text` refuses (new games only: not while a book is read), a
            repeated name (:func:`sameness`; a book read compares without NFC, as it was written),
            an unknown variant or an unknown option, in that order.
    """
    names = list(setup.players)
    if not players[0] <= len(names) <= players[1]:
        raise RuleViolation(
            f"{game} is for {players[0]}-{players[1]} players, not {len(names)}",
            field="players",
            rule=rule if players_rule is None else players_rule,
        )
    for index, name in enumerate(names, start=1):
        if not isinstance(name, str) or not name.strip():
            later = [n for n in names[index:] if isinstance(n, str) and n.strip()]
            # a seat left blank before a named one: the fix is the seats' order, not a name for this one
            why = (
                f"blank, but {later[0]} sits after it: fill it, or move the names up (seats in order, no gaps)"
                if later
                else "every player needs a name"
            )
            raise RuleViolation(why, field=f"players[{index}]", rule=rule)
        check_text(name, f"players[{index}]", "name")
    check_text(setup.title, "title", "title")
    same = _stored_sameness if is_reading_stored() else sameness
    seen: dict[Any, int] = {}
    for seat, name in enumerate(names, start=1):
        first = seen.setdefault(same(name), seat)
        if first != seat:  # the seats named: a name left in a seat by mistake is found at once (a newcomer's try)
            raise RuleViolation(
                f"seats {first} and {seat} have the same name, {names[first - 1]}: two players need two names",
                field="players",
                rule=rule,
            )
    if setup.variant not in variants:
        raise RuleViolation(
            f"unknown variant {setup.variant!r}; available: {', '.join(variants)}", field="variant", rule=rule
        )
    unknown = set(setup.options) - set(options)
    if unknown:
        raise RuleViolation(f"unknown option(s): {', '.join(sorted(unknown))}", field="options", rule=rule)
    return {**options, **setup.options}
