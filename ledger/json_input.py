"""JSON typed by the banker or read from a file, read within bounds, and text that cannot be stored.

Every JSON text airbanker reads from outside (a payload on the command line, an ``--option``
value, a line of a record file) goes through :func:`read_json`: a text nested deeper than any
action, a number longer than any figure of the games, or a string holding a lone surrogate
(``"\\ud800"``: JSON can write one, no UTF-8 file or database can hold it) is refused in one
:class:`~ledger.errors.RuleViolation` naming where it stands, before anything else reads it.
Without these bounds Python's own limits would speak instead, as a traceback: the JSON decoder's
recursion limit, the 4,300 digits of ``int()`` (CVE-2020-10735), UTF-8's refusal of surrogates
when SQLite stores the text.

:func:`unstorable` says the same of one string, e.g. an argument of the command line that click
decoded with ``surrogateescape`` because its bytes were not UTF-8.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from .errors import RuleViolation

__all__ = ["MAX_DEPTH", "MAX_DIGITS", "MAX_CHARS", "NotJSON", "read_json", "unstorable", "check_storable"]

#: The deepest nesting of objects and lists any JSON text we read may have. The deepest action
#: (a record file line holding ``{"payload": {"bids": [{...}]}}``) nests 4 deep; options 3.
MAX_DEPTH = 20
#: The most digits a whole number may have. No figure of the games reaches 10 digits (the
#: schemas bound them at a billion); 100 leaves the schema to say "must be at most ..." for a
#: typing slip, and keeps Python's 4,300-digit limit of ``int()`` (a ValueError) out of reach.
MAX_DIGITS = 100
#: The longest JSON text read as one value (a payload, an option, a record file's line), in
#: characters: 1 MiB. The longest line of the samples (1930's Stock Market track) is under 2 KiB.
MAX_CHARS = 1024 * 1024


def unstorable(text: str) -> str | None:
    """What makes ``text`` impossible to store as UTF-8, or ``None`` when it can be stored.

    A lone surrogate (U+D800-U+DFFF) is not a character: it comes from a JSON escape such as
    ``"\\ud800"``, or from an argument whose bytes were not UTF-8 (Python keeps each bad byte
    as U+DC80-U+DCFF, PEP 383).

    Returns:
        e.g. ``"byte 0xff at position 3 is not UTF-8"`` or ``"a lone surrogate \\ud800 at
        position 0 (not a character)"``.
    """
    if text.isascii():
        return None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        char = text[error.start]
        code = ord(char)
        if 0xDC80 <= code <= 0xDCFF:  # PEP 383: an undecodable byte of a file name or argument
            return f"byte 0x{code - 0xDC00:02x} at position {error.start} is not UTF-8"
        return f"a lone surrogate \\u{code:04x} at position {error.start} (not a character)"
    return None


def check_storable(text: str, *, field: str, rule: str = "") -> str:
    """``text`` itself when it can be stored; else a refusal naming ``field``.

    Raises:
        RuleViolation: ``text`` holds a lone surrogate or an undecodable byte (:func:`unstorable`).
    """
    problem = unstorable(text)
    if problem is not None:
        raise RuleViolation(f"is not text: {problem}", field=field, rule=rule)
    return text


class NotJSON(RuleViolation):
    """The text is not JSON at all (as opposed to JSON airbanker refuses to read)."""


def _bounded_int(digits: str) -> int:
    # the JSON decoder hands over the digits of every whole number: refuse a long one before int()
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _TooLong(len(digits.lstrip("-")))
    return int(digits)


class _TooLong(Exception):
    def __init__(self, digits: int) -> None:
        super().__init__(digits)
        self.digits = digits


#: an escaped character (``\\"`` is no quote), a quote, or a bracket that opens or closes an object or a list: each
#: matched where it stands, so the scan is linear (a pattern for a whole string went back over an unclosed one
#: from each of its quotes: a megabyte of ``\\"`` took hours)
_ESCAPE_QUOTE_OR_BRACKET = re.compile(r'\\.|"|[\[\]{}]', re.DOTALL)


#: How deep the decoder may recurse on a text: well past :data:`MAX_DEPTH` (so :func:`_walk` can
#: name the path of a text nested 21 to 100 deep), far below Python's recursion limit of 1,000.
_DECODER_DEPTH = 100


def _too_deep(text: str) -> bool:
    """Whether ``text`` opens more than :data:`_DECODER_DEPTH` objects or lists inside each other.

    Counted on the text, before the decoder reads it: Python's JSON decoder recurses once per
    level, and a RecursionError raised thousands of frames down can strike a finalizer the garbage
    collector runs there, which Python then reports on stderr ("Exception ignored in ...") beside
    our one-line refusal. Brackets inside strings are not counted. A text that is not JSON may be
    counted wrong; it is refused either way (as too deep, or by the decoder).
    """
    if text.count("[") + text.count("{") <= _DECODER_DEPTH:
        return False
    depth = 0
    in_string = False
    for match in _ESCAPE_QUOTE_OR_BRACKET.finditer(text):
        token = match.group()
        if token == '"':
            in_string = not in_string
        elif in_string or len(token) == 2:  # inside a string, or an escape (only strings hold one)
            continue
        elif token in "[{":
            depth += 1
            if depth > _DECODER_DEPTH:
                return True
        else:
            depth -= 1
    return False


def _path(base: str, parts: tuple[int | str, ...]) -> str:
    """``payload`` + ``('bids', 0, 'city')`` -> ``payload.bids[0].city`` (the schema's way of naming)."""
    text = base
    for part in parts:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text = f"{text}.{part}" if text else part
    return text


def _walk(value: Any, field: str, rule: str) -> None:
    """Refuse ``value`` (decoded JSON) when it nests deeper than :data:`MAX_DEPTH` or holds a
    string that cannot be stored. Iterative: the check must not itself run out of stack."""
    stack: list[tuple[Any, tuple[int | str, ...]]] = [(value, ())]
    while stack:
        item, parts = stack.pop()
        if isinstance(item, str):
            problem = unstorable(item)
            if problem is not None:
                raise RuleViolation(f"is not text: {problem}", field=_path(field, parts), rule=rule)
        elif isinstance(item, (dict, list)):
            if len(parts) >= MAX_DEPTH:
                raise RuleViolation(
                    f"is nested more than {MAX_DEPTH} deep (no action or option nests so deep)",
                    field=_path(field, parts[:MAX_DEPTH]),
                    rule=rule,
                )
            if isinstance(item, dict):
                for key, sub in item.items():
                    problem = unstorable(key)
                    if problem is not None:
                        where = _path(field, parts)
                        raise RuleViolation(f"a field name is not text: {problem}", field=where, rule=rule)
                    stack.append((sub, (*parts, key)))
            else:
                stack.extend((sub, (*parts, index)) for index, sub in enumerate(item))


def read_json(
    text: str,
    *,
    field: str,
    rule: str,
    object_pairs_hook: Callable[[list[tuple[str, Any]]], Any] | None = None,
) -> Any:
    """Decode one JSON text typed or read from a file, within airbanker's bounds.

    Args:
        text: the JSON text (a payload, an option's value, a record file's line).
        field: what the text is, for a refusal (``"payload"``, ``"line 3"``, ``"--option years"``).
        rule: where its format is written (``"docs/game-record.md"``).
        object_pairs_hook: as :func:`json.loads` (e.g. to refuse a field given twice).

    Returns:
        The decoded value; every string in it (keys too) can be stored as UTF-8, it nests at most
        :data:`MAX_DEPTH` deep, no whole number has more than :data:`MAX_DIGITS` digits, and its
        text had at most :data:`MAX_CHARS` characters.

    Raises:
        NotJSON: the text is not JSON (``json.JSONDecodeError``'s message and column).
        RuleViolation: the text is too long, nests too deep, has too long a number, or holds a lone
            surrogate; naming ``field`` and the path inside it.
    """
    if len(text) > MAX_CHARS:
        raise RuleViolation(
            f"is {len(text):,} characters long (at most {MAX_CHARS:,}: no action needs a thousandth of it)",
            field=field,
            rule=rule,
        )
    if _too_deep(text):
        raise RuleViolation(
            f"is nested more than {MAX_DEPTH} deep (no action or option nests so deep)", field=field, rule=rule
        )
    try:
        value = json.loads(text, parse_int=_bounded_int, object_pairs_hook=object_pairs_hook)
    except json.JSONDecodeError as error:
        raise NotJSON(f"not JSON: {error.msg} (column {error.colno})", field=field, rule=rule) from None
    except _TooLong as error:
        raise RuleViolation(
            f"holds a number of {error.digits:,} digits (no figure of any game has more than {MAX_DIGITS})",
            field=field,
            rule=rule,
        ) from None
    except RecursionError:  # not reached after _too_deep; kept so no traceback can ever escape
        raise RuleViolation(
            f"is nested more than {MAX_DEPTH} deep (no action or option nests so deep)", field=field, rule=rule
        ) from None
    _walk(value, field, rule)
    return value
