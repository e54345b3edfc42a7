"""Text typed by the banker: the one check every name, title and note passes, and the one way
stored text is shown on a terminal.

Player names, a game's title, an action's note and every name a payload or an option carries
(a city, an airline, a card) are shown literally on screen, in the journal, in the record file
and on the sheets. :func:`check_text` refuses, naming the field and the character:

* control characters (Unicode category Cc: NUL, ESC, tab, newline, DEL, the C1 controls):
  they would move the cursor, clear the screen or set the terminal's title, or split a line of
  the record file or of ``airbanker games``;
* format characters (Cf): the bidirectional overrides, embeddings and isolates that show a
  name reversed (U+202A-U+202E, U+2066-U+2069, and the marks U+200E, U+200F, U+061C), the
  zero-width space, joiners and word joiner, the byte order mark, the soft hyphen: invisible,
  they make two names that look alike differ;
* line and paragraph separators (Zl, Zp): each text is one line;
* lone surrogates (Cs, not UTF-8 text), private-use characters (Co) and code points Unicode
  does not assign (Cn);
* text with nothing visible: a name needs a letter, a digit, a punctuation mark or a symbol;
* in what the sheets print (names and titles, not notes), a right-to-left letter (Unicode
  bidirectional class R or AL: Hebrew, Arabic, Syriac, Thaana, N'Ko...): the sheets have no
  bidirectional layout nor Arabic shaping and would print it reversed and unjoined;
* in what the sheets print, a character no font embedded in the
  PDFs has (``ledger/printable.toml``, written from ``sheets/fonts/``), e.g. an emoji;
* a text longer than :data:`MAX_LENGTH` allows (a name at most 40 characters, a title and a
  name in a payload at most 200), counted after NFC normalisation: a sheet has room for so much.

New input is checked (``airbanker new``, ``import``, ``record --note``, the banker's seat);
text already in a book is not: :func:`reading_stored` marks a replay of what a book holds, so a
book written before these checks still opens. Anything that echoes stored text to a terminal
passes it through :func:`shown` first.
"""

from __future__ import annotations

import bisect
import tomllib
import unicodedata
from contextlib import AbstractContextManager
from contextvars import ContextVar
from functools import cache
from importlib import resources
from typing import Literal

from .errors import RuleViolation, switched_on

__all__ = [
    "TEXT_RULE",
    "Use",
    "MAX_LENGTH",
    "problem",
    "check_text",
    "check_name",
    "reading_stored",
    "is_reading_stored",
    "printable",
    "shown",
    "describe",
]

#: Where the accepted text is written down.
TEXT_RULE = "docs/game-record.md, Text"

#: What a text is for: a ``name`` must show something and print; a ``title`` may be empty and
#: must print; a ``note`` may be empty and is never printed on a sheet.
Use = Literal["name", "title", "note"]

#: The most characters (Unicode code points after NFC normalisation) a text may have, by use: a
#: player's name stands in a cell of every sheet, a title takes at most three lines atop a sheet
#: (the longest bundled sample's is 179). A note is never printed: no limit. A name in a payload
#: or an option (:func:`check_name`) is held to the title's limit.
MAX_LENGTH: dict[str, int] = {"name": 40, "title": 200}

#: The names of the C0 controls and DEL (``unicodedata.name`` has none for them).
_CONTROL_NAMES = {
    **dict.fromkeys(range(32), ""),
    0x00: "NULL",
    0x07: "BELL",
    0x08: "BACKSPACE",
    0x09: "CHARACTER TABULATION",
    0x0A: "LINE FEED",
    0x0B: "LINE TABULATION",
    0x0C: "FORM FEED",
    0x0D: "CARRIAGE RETURN",
    0x1B: "ESCAPE",
    0x7F: "DELETE",
    0x85: "NEXT LINE",
    0x9B: "CONTROL SEQUENCE INTRODUCER",
    0x9D: "OPERATING SYSTEM COMMAND",
}

#: The bidirectional controls (Unicode's Bidi_Control property).
_BIDI_CONTROLS = frozenset([0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)])

#: Characters of a visible category that nonetheless draw nothing (Unicode's
#: Default_Ignorable_Code_Point outside Cf, and the blank Braille pattern): not enough alone.
_BLANK = frozenset(
    [0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x2800, 0x3164, 0xFFA0, *range(0x180B, 0x1810), *range(0xFE00, 0xFE10)]
    + list(range(0xE0100, 0xE01F0))
)

#: The bidirectional classes of right-to-left letters (Hebrew R; Arabic, Syriac, Thaana AL).
_RIGHT_TO_LEFT = frozenset(["R", "AL"])

_NOTHING_VISIBLE = "has nothing visible (it needs a letter, a digit, a punctuation mark or a symbol)"

_STORED: ContextVar[bool] = ContextVar("airbanker_reading_stored", default=False)


def reading_stored() -> AbstractContextManager[None]:
    """Within this block, text is read from a book as it is (a replay, an audit): not refused.

    A book written before a check was added must still open; only new input is refused.
    """
    return switched_on(_STORED)


def is_reading_stored() -> bool:
    """Whether the text being read is already in a book (see :func:`reading_stored`)."""
    return _STORED.get()


@cache
def _printable_ranges() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The starts and ends of the printable ranges of ``ledger/printable.toml``, sorted."""
    data = tomllib.loads(resources.files("ledger").joinpath("printable.toml").read_text("utf-8"))
    starts, ends = [], []
    for item in data["ranges"]:
        first, _, last = item.partition("-")
        starts.append(int(first, 16))
        ends.append(int(last or first, 16))
    return tuple(starts), tuple(ends)


def printable(char: str) -> bool:
    """Whether a font embedded in the sheets has a glyph for ``char`` (one character)."""
    starts, ends = _printable_ranges()
    code = ord(char)
    index = bisect.bisect_right(starts, code) - 1
    return index >= 0 and code <= ends[index]


def describe(char: str) -> str:
    """``char`` named for a message: ``U+001B (ESCAPE)``, ``U+4E2D (CJK UNIFIED IDEOGRAPH-4E2D)``."""
    code = ord(char)
    name = _CONTROL_NAMES.get(code) or unicodedata.name(char, "")
    return f"U+{code:04X} ({name})" if name else f"U+{code:04X}"


def _why(char: str, category: str) -> str | None:
    """Why ``char`` (of Unicode ``category``) has no place in a line of text typed by the banker, or ``None``."""
    code = ord(char)
    if category == "Cc":
        return f"holds {describe(char)}, a control character"
    if category == "Cf":
        if code in _BIDI_CONTROLS:
            return f"holds {describe(char)}, a bidirectional control that reorders the text shown around it"
        return f"holds {describe(char)}, an invisible format character"
    if category in ("Zl", "Zp"):
        return f"holds {describe(char)}, a line break: the text must be one line"
    if category == "Cs":
        return f"holds U+{code:04X}, a lone surrogate (not a character, cannot be written as UTF-8)"
    if category == "Co":
        return f"holds U+{code:04X}, a private-use character"
    if category == "Cn":
        return f"holds U+{code:04X}, a code point Unicode does not assign"
    return None


def problem(text: str, use: Use = "name") -> str | None:
    """What is wrong with ``text`` as a ``use`` (see :data:`Use`), in words, or ``None``.

    A text too long for its use (:data:`MAX_LENGTH`) is refused first; then the first character
    at fault is named (``holds U+001B (ESCAPE), a control character``); then text with nothing
    visible; then, for a name or a title, the first right-to-left letter, then every character
    the sheets cannot print.
    """
    longest = MAX_LENGTH.get(use)
    if longest is not None and len(text) > longest:
        length = len(unicodedata.normalize("NFC", text))
        if length > longest:
            return f"is {length} characters long, more than the {longest} the sheets have room for"
    if text.isascii() and text.isprintable():
        # the common case: printable ASCII has no control, format or unprintable character
        return _NOTHING_VISIBLE if (text or use == "name") and not text.strip() else None
    visible = False
    for char in text:
        category = unicodedata.category(char)
        why = _why(char, category)
        if why is not None:
            return why
        if category[0] in "LNPS" and ord(char) not in _BLANK:
            visible = True
    if not visible and (text or use == "name"):
        return _NOTHING_VISIBLE
    if use != "note":
        backwards = next((c for c in text if unicodedata.bidirectional(c) in _RIGHT_TO_LEFT), None)
        if backwards is not None:
            return (
                f"holds {describe(backwards)}, a right-to-left character: "
                "the sheets cannot print right to left yet (it would come out reversed)"
            )
        missing = list(dict.fromkeys(c for c in text if not printable(c)))
        if missing:
            listed = ", ".join(f"{c} {describe(c)}" for c in missing[:5])
            more = f" and {len(missing) - 5} more" if len(missing) > 5 else ""
            them = "it" if len(missing) == 1 else "them"
            return f"holds {listed}{more}: no font of the sheets can print {them}"
    return None


def check_text(text: object, field: str, use: Use = "name", *, rule: str = TEXT_RULE) -> str:
    """``text`` if it is fit for ``use``; new input only (nothing is refused while :func:`reading_stored`).

    Args:
        text: the text as typed or read from a record file.
        field: the field a refusal names, e.g. ``players[1]``, ``note``, ``title``.
        use: what the text is for (:data:`Use`).
        rule: the rule a refusal names.

    Returns:
        ``text`` unchanged.

    Raises:
        RuleViolation: ``text`` is not text, or :func:`problem` finds something wrong, e.g.
            ``players[1]: holds U+001B (ESCAPE), a control character (docs/game-record.md, Text)``.
    """
    if not isinstance(text, str):
        raise RuleViolation(f"must be text, got {type(text).__name__}", field=field, rule=rule)
    if not _STORED.get():
        why = problem(text, use)
        if why is not None:
            raise RuleViolation(why, field=field, rule=rule)
    return text


def check_name(text: str) -> str:
    """A name or a card's words in a payload or an option: pydantic's ``AfterValidator`` of
    :data:`ledger.schema.Name` and its kin.

    An empty or blank text passes: whether a field may be empty is the schema's (``min_length``)
    or the rules engine's to say, naming the field's place in its list.

    Raises:
        ValueError: the message of :func:`problem` (pydantic names the field). Nothing is refused
            while :func:`reading_stored`.
    """
    if text.strip() and not _STORED.get():
        why = problem(text, "title")
        if why is not None:
            raise ValueError(why)
    return text


_SHORT_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(char: str) -> str:
    if char in _SHORT_ESCAPES:
        return _SHORT_ESCAPES[char]
    code = ord(char)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def shown(text: str) -> str:
    """``text`` safe to print on a terminal: every control, format, separator, surrogate, private-use
    or unassigned character written as its escape (``\\x1b``, ``\\n``, ``\\u202e``, as Python writes
    them), everything else as it is.

    Stored text may hold such characters (a book written before :func:`check_text`); everything the
    command line echoes of a book goes through here.
    """
    if text.isascii() and text.isprintable():
        return text
    return "".join(
        _escape(char) if unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") else char
        for char in text
    )
