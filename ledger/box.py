"""The box: a club's copy of a game, its board and card values typed once by the owner.

The rulebooks do not print the values on the boards and cards (DESIGN.md, "Tables that the
rulebooks refer to but do not print"): Air Empire's 18 route cards, Flight Costs Table and Tax
Table; 1930's Stock Market track, Dividend Level table and First Round Turn Order cards. A club
owns one copy of each game, and those values never change from one game to the next: the owner
types them once into the game's *box*, the table confirms them once, and every new game takes its
tables from the box.

A game never depends on its box: what a game takes from it is recorded in the game as actions
(``air_empire.flight_costs_table``, ``golden_age.tables``, each route card as it turns up), so a
record file stays complete on its own and replays anywhere without the box.

What a box is, per game, is declared like an action's payload (:class:`Box`, strict and closed:
unknown fields, wrong types and out-of-range values are refused with the field's path), and the
rulebook's own facts are then checked by the game's box module (``ledger/games/<game>/box.py``,
:class:`BoxRules`): 18 distinct route cards, $12,000 = 2 Super Jets + 1 Prop Jet, the $1 bankrupt
box, the Initial Stock Prices $3-$7 on the track. A game without board values to type (Air Fare:
its rulebook prints its cards) has no box.

The box's file is TOML (``airbanker box export`` / ``airbanker box import``), format version 1,
documented in docs/box.md; the book keeps the same box as JSON text (:mod:`ledger.models`,
``BoxRow``). Pure: no terminal, no database, no PDF (the book's part is in :mod:`ledger.store`).
"""

from __future__ import annotations

import importlib
import json
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from typing import Annotated, Any, Literal, Protocol

import tomli_w
from pydantic import BeforeValidator, StringConstraints

from .errors import RuleViolation
from .schema import TEXT_CHECK, Name, Payload, check_model

__all__ = [
    "BOX_FORMAT",
    "BOX_RULE",
    "Box",
    "Day",
    "Marked",
    "box_rules",
    "has_box",
    "read_box",
    "box_from_toml",
    "box_to_toml",
    "box_from_json",
    "box_to_json",
    "BoxCheck",
    "first_actions",
    "in_use",
    "as_imported",
    "box_note",
    "FROM_THE_BOX",
]

#: The box file's format version: a file of version 1 reads forever.
BOX_FORMAT = 1
#: Where the box file is written down.
BOX_RULE = "docs/box.md"
#: Where the values come from: ``board`` (typed from the owner's physical components) or
#: ``illustrative`` (made up for a demonstration: never the board's).
BoxProvenance = Literal["board", "illustrative"]


def _a_day(value: Any) -> Any:
    """A TOML date (``2026-12-03``) as it is, or the same date written as text (a JSON book, a
    quoted TOML value): the day the values were typed, never a time or a number."""
    if isinstance(value, str):
        try:
            return date.fromisoformat(value)
        except ValueError:
            raise ValueError("must be a date written 2026-12-03") from None
    return value


#: A calendar day (the day values were typed or confirmed): a TOML date or ``"2026-12-03"``.
Day = Annotated[date, BeforeValidator(_a_day)]
#: A short note of the owner's (which printing of the game, who checked it).
BoxNote = Annotated[str, StringConstraints(max_length=400), TEXT_CHECK]


class Marked(Payload):
    """A part of a box that may carry its own provenance mark (a route card, a table): left out,
    the box's own ``provenance``, ``typed_by`` and ``typed_on`` apply (a card corrected later
    carries who corrected it and when)."""

    provenance: BoxProvenance | None = None
    typed_by: Name | None = None
    typed_on: Day | None = None


class Box(Payload):
    """A game's box (format version 1): who typed its values from which components, and when.

    Each game's box (``ledger/games/<game>/box.py``) adds its tables and sets ``game``.

    Attributes:
        format: the file's format version, 1.
        game: the game's name in the record (``"air_empire"``, ``"golden_age"``).
        provenance: ``"board"`` (typed from the physical components) or ``"illustrative"``
            (made up: never shown as the board's).
        typed_by: who typed the values (the owner).
        typed_on: the day they were typed.
        confirmed_on: the day the table confirmed the values (shown before the first game that
            uses them), or None while not confirmed.
        note: the owner's note (which printing of the game).
    """

    format: Literal[1] = 1
    game: str
    provenance: BoxProvenance
    typed_by: Name
    typed_on: Day
    confirmed_on: Day | None = None
    note: BoxNote = ""

    def mark(self, part: Marked | None = None) -> tuple[str, str, date]:
        """``(provenance, typed_by, typed_on)`` of ``part`` (its own mark, else the box's)."""
        if part is None:
            return self.provenance, self.typed_by, self.typed_on
        return (
            part.provenance or self.provenance,
            part.typed_by or self.typed_by,
            part.typed_on or self.typed_on,
        )

    def mark_text(self, part: Marked | None = None) -> str:
        """The provenance in words: ``board, typed by Ann on 2026-12-03`` or ``illustrative, not the board's``."""
        provenance, by, on = self.mark(part)
        if provenance == "illustrative":
            return f"illustrative, not the board's: made by {by} on {on.isoformat()}"
        return f"board, typed by {by} on {on.isoformat()}"


class BoxCheck(Protocol):
    """What a game's box module offers (``ledger/games/<game>/box.py``)."""

    #: the game's box model
    BOX: type[Box]

    def check_box(self, box: Box) -> tuple[str, ...]:  # pragma: no cover - a protocol
        """The rulebook's facts checked (a refusal raises); returns warnings in the banker's words."""
        ...

    def setup_actions(self, box: Box, variant: str) -> list[tuple[str, dict[str, Any]]]:  # pragma: no cover
        """The actions a new game of ``variant`` records from the box, in order: ``(kind, payload)``."""
        ...

    def uses(self, box: Box | None, variant: str) -> list[str]:  # pragma: no cover
        """What a new game of ``variant`` takes from the box (or types at the table), one line each."""
        ...

    def summary(self, box: Box) -> list[str]:  # pragma: no cover
        """The box's values, as the table is shown them before confirming, one line each."""
        ...


def has_box(game: str) -> bool:
    """Whether ``game`` has board or card values kept in a box (Air Empire and 1930 do, Air Fare not)."""
    return game in _BOXED


#: the games with a box, by name: Air Fare's rulebook prints its cards.
_BOXED: tuple[str, ...] = ("air_empire", "golden_age")


def box_rules(game: str) -> BoxCheck:
    """The box module of ``game`` (``ledger.games.<game>.box``).

    Raises:
        RuleViolation: a game with no box (``field="game"``, naming the games that have one).
    """
    if not has_box(game):
        raise RuleViolation(
            f"{game!r} has no box: only {' and '.join(_BOXED)} have board or card values to type once",
            field="game",
            rule=BOX_RULE,
        )
    module: BoxCheck = importlib.import_module(f"ledger.games.{game}.box")
    return module


def read_box(data: Mapping[str, Any]) -> tuple[Box, tuple[str, ...]]:
    """A box from its parsed file or stored JSON: declared fields checked, then the rulebook's facts.

    Args:
        data: the box as parsed (TOML or JSON), with ``game`` naming its game.

    Returns:
        ``(box, warnings)``: the box, and what the banker should look at again (values unlike the
        rulebook's examples), in plain words.

    Raises:
        RuleViolation: one line naming the field path (``route_cards[3].minimums.B``) and the rule;
            an unknown game, an unknown field, a wrong type or value, or a rulebook fact broken.
    """
    if not isinstance(data, Mapping):
        raise RuleViolation("a box is a table of values (TOML)", field="box", rule=BOX_RULE)
    game = data.get("game")
    if not isinstance(game, str):
        raise RuleViolation(
            f"say which game the box is of: game = {' or '.join(repr(g) for g in _BOXED)}", field="game", rule=BOX_RULE
        )
    rules = box_rules(game)
    box = check_model(rules.BOX, data, rule=BOX_RULE, prefix="")  # format: Literal[1] refuses another version
    assert isinstance(box, Box)
    return box, rules.check_box(box)


def box_from_toml(text: str) -> tuple[Box, tuple[str, ...]]:
    """A box from the text of a box file (TOML, format version 1; docs/box.md).

    Raises:
        RuleViolation: the text is not TOML (naming the line), or :func:`read_box` refuses it.
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise RuleViolation(f"not a TOML file: {error}", field="box", rule=BOX_RULE) from None
    return read_box(data)


def _plain(box: Box) -> dict[str, Any]:
    """The box as plain values, the format and the game first, without what is left at its default
    (an empty note, a card's own mark not given, a fluctuation naming no city)."""
    # warnings off: a route card's revenue is a figure or a per-class table, a union pydantic's
    # serializer tries in order and warns of before it finds the right branch (the values are right)
    data = box.model_dump(mode="python", exclude_defaults=True, by_alias=True, warnings=False)
    return {"format": box.format, "game": box.game, **data}


def box_to_toml(box: Box) -> str:
    """The box file of ``box`` (TOML, format version 1): read back by :func:`box_from_toml` to the same box."""
    data = _plain(box)
    head = f"# airbanker box of {box.game}, format {BOX_FORMAT} ({BOX_RULE}).\n# Values: {box.mark_text()}.\n"
    if box.provenance == "illustrative":
        head += "# ILLUSTRATIVE: made up for a demonstration, NOT the values printed on the board or the cards.\n"
    return head + tomli_w.dumps(data)


def box_to_json(box: Box) -> str:
    """The box as the book keeps it: JSON text (dates as ``2026-12-03``)."""
    return json.dumps(
        box.model_dump(mode="json", exclude_none=True, by_alias=True, warnings=False),
        ensure_ascii=False,
        sort_keys=True,
    )


def box_from_json(text: str) -> Box:
    """The box a book keeps (:func:`box_to_json`), checked again by its declared schema (the rulebook's
    facts were checked when it was kept, :meth:`ledger.store.Book.put_box`: checking them again on every
    read replayed each card, some 23 ms each time a form or the new-game screen asked for the box).

    Raises:
        RuleViolation: the text is not a box (a damaged book).
    """
    try:
        data = json.loads(text)
    except ValueError as error:
        raise RuleViolation(f"the book's box is damaged: {error}", field="box", rule=BOX_RULE) from None
    if not isinstance(data, Mapping) or not isinstance(data.get("game"), str):
        raise RuleViolation("the book's box is damaged: not a box", field="box", rule=BOX_RULE)
    box = check_model(box_rules(data["game"]).BOX, data, rule=BOX_RULE, prefix="box")
    assert isinstance(box, Box)
    return box


def first_actions(box: Box, variant: str) -> list[tuple[str, dict[str, Any], str]]:
    """The first actions a new game of ``variant`` records from ``box``: ``(kind, payload, note)``, each
    noted ``from the box (board, typed by Ann on 2026-12-03)`` (:meth:`ledger.store.Book.create_game`'s
    ``first``). The game keeps the values in its own actions: it replays without the box."""
    note = box_note(box)
    return [(kind, payload, note) for kind, payload in box_rules(box.game).setup_actions(box, variant)]


#: how the note of an action whose values come from the box starts (:func:`box_note`, :func:`in_use`)
FROM_THE_BOX = "from the box"


def box_note(box: Box, part: Marked | None = None) -> str:
    """The note of an action whose values are ``box``'s (``part``'s, with its own mark): ``from the box
    (board, typed by Ann on 2026-12-03)``, in the journal and the record file."""
    return f"{FROM_THE_BOX} ({box.mark_text(part)})"


def as_imported(new: Box, kept: Box | None) -> Box:
    """``new`` as a box file brings it into a book that keeps ``kept``: not confirmed, unless it holds the very
    values the table confirmed already (the kept box exported and imported again). A file's own
    ``confirmed_on`` is another table's word, or a hand's: the values are shown to this table before a game
    uses them (issue 15)."""
    if new.confirmed_on is None:
        return new
    same = kept is not None and kept.confirmed_on is not None and _values(kept) == _values(new)
    return new if same else new.model_copy(update={"confirmed_on": None})


def _values(box: Box) -> Box:
    return box.model_copy(update={"confirmed_on": None})


def in_use(box: Box | None, notes: Iterable[str]) -> bool:
    """Whether a game uses ``box`` for what it types at the table (a route card, the cards' money): once the
    table has confirmed the box (shown before it is first used, issue 15), or when the game took its tables
    from it (its actions noted ``from the box``: :func:`first_actions`; ``notes`` are the game's notes)."""
    if box is None:
        return False
    return box.confirmed_on is not None or any(note.startswith(FROM_THE_BOX) for note in notes)


def sequence_error(path: str, error: RuleViolation) -> RuleViolation:
    """``error`` of a part of the box (a card checked as an action's payload) named by its place in the box."""
    field = f"{path}.{error.field}" if error.field else path
    return RuleViolation(error.message, field=field, rule=error.rule)


def warn_all(warnings: Sequence[str]) -> tuple[str, ...]:
    """The warnings, each once, in order."""
    return tuple(dict.fromkeys(warnings))
