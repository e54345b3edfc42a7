"""The game record file: JSON Lines, one action per line (docs/game-record.md, version 1).

Reading checks the header and every line before anything is recorded, and names the line
and field of any problem. Each line is declared as a pydantic model (:class:`RecordHeader`,
:class:`ActionLine`, in the manner of :mod:`ledger.schema`); the file is read within bounds
(:data:`MAX_RECORD_BYTES`, a regular file only) and each line's JSON by
:func:`ledger.json_input.read_json`.

Every file that imported before keeps importing (docs/game-record.md): fields the format does
not name are ignored, as they always were, a title that is not text is kept as its text (but
null is refused: it was stored as "None"), and a UTF-8 byte-order mark before the header is
skipped. A field given twice in one object is refused (JSON would keep the last one silently).
Only ``created_at`` and ``recorded_at`` are held to what the page always said they are (ISO
8601), and to 40 characters, so that every database can store them.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints, field_validator

from .chain import is_link
from .game import TIME_LENGTH, GameSetup, Record, time_problem
from .journal import RuleViolation
from .json_input import read_json
from .schema import check_model

__all__ = [
    "FORMAT",
    "VERSION",
    "MAX_RECORD_BYTES",
    "MAX_TIMESTAMP",
    "RecordHeader",
    "ActionLine",
    "RecordedAction",
    "read_record",
    "write_record",
    "dumps_record",
    "loads_record",
    "RecordFile",
    "read_record_file",
    "loads_record_file",
]

FORMAT = "airbanker-game-record"
VERSION = 1
RULE = "docs/game-record.md"
#: The largest record file airbanker reads, in bytes (64 MiB; docs/game-record.md). The longest
#: sample is under 100 KiB; a season of games is a few MiB.
MAX_RECORD_BYTES = 64 * 1024 * 1024
#: The longest ``created_at`` / ``recorded_at``, in characters (the database column's size on
#: PostgreSQL); ``2026-01-01T20:00:00.000+00:00``, what airbanker writes, is 29.
MAX_TIMESTAMP = TIME_LENGTH
_LINE_END = re.compile(r"\r\n|\r|\n")


def _iso_8601(value: str) -> str:
    """An ISO 8601 date or time (:func:`ledger.game.time_problem`), or ``""`` (absent)."""
    problem = time_problem(value) if value else None
    if problem:
        raise ValueError(problem)
    return value


#: A time stamp of the record file: ISO 8601 text of at most :data:`MAX_TIMESTAMP` characters, or "".
Timestamp = Annotated[str, StringConstraints(max_length=MAX_TIMESTAMP), AfterValidator(_iso_8601)]
#: The optional hash chain of a header or an action (hex); its meaning is the book's (issue 11, part 4).
Chain = Annotated[str, StringConstraints(max_length=256)]


class _Line(BaseModel):
    """A line of a record file: strict types, unknown fields ignored (they always were)."""

    model_config = ConfigDict(extra="ignore", strict=True, frozen=True)


class RecordHeader(_Line):
    """Line 1 of a record file (docs/game-record.md, "Line 1: the header").

    ``format`` and ``version`` are checked before the model reads the line, in words of their own.
    """

    format: str
    version: Any
    game: str
    variant: str
    title: str = ""
    players: list[str]
    options: dict[str, Any] = Field(default_factory=dict)
    created_at: Timestamp = ""
    chain: Chain = ""

    @field_validator("title", mode="before")
    @classmethod
    def _title_as_text(cls, value: Any) -> Any:
        # a title that is not text imported as its text before the header had a model: it still
        # does; but null is no title (it was stored as "None"): refused as any text field is
        return value if isinstance(value, str) or value is None else str(value)


class ActionLine(_Line):
    """An action line of a record file (docs/game-record.md, "Lines 2 and after")."""

    seq: Annotated[int, Field(ge=1, le=10**9)] | None = None
    kind: Annotated[str, StringConstraints(min_length=1, max_length=200)]
    payload: dict[str, Any] = Field(default_factory=dict)
    note: str = ""
    recorded_at: Timestamp = ""
    chain: Chain = ""


@dataclass(frozen=True)
class RecordedAction:
    """An action line of a record file: kind, payload, note, recorded_at ('' when absent).

    Attributes:
        chain: the line's ``"chain"`` (its link in the journal's hash chain, :mod:`ledger.chain`),
            or ``""`` when the file has none.
        line: the line's number in the file (0 when not read from a file).
    """

    kind: str
    payload: Mapping[str, Any]
    note: str = ""
    recorded_at: str = ""
    chain: str = field(default="", compare=False)
    line: int = field(default=0, compare=False)

    def as_tuple(self) -> tuple[str, Mapping[str, Any], str, str]:
        """``(kind, payload, note, recorded_at)``, as :meth:`ledger.game.Game.replay` takes them."""
        return (self.kind, self.payload, self.note, self.recorded_at)


@dataclass(frozen=True)
class RecordFile:
    """A record file as read: the setup, the actions, ``created_at`` and the header's ``"chain"``.

    Attributes:
        chain: the header's ``"chain"`` (the setup's link, seq 0), or ``""`` when absent.
        header_line: the header's line number.
    """

    setup: GameSetup
    actions: list[RecordedAction]
    created_at: str = ""
    chain: str = ""
    header_line: int = 1


def _dump(obj: Mapping[str, Any]) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": "))


def dumps_record(
    setup: GameSetup, records: Iterable[Record], *, created_at: str = "", chain: Sequence[str] = ()
) -> str:
    """The text of a record file for ``setup`` and its ``records`` (in order).

    Args:
        setup: the game's setup (the header).
        records: its actions, in order.
        created_at: when the game was made (the header's ``created_at``; left out when empty).
        chain: the links of the journal's hash chain, the setup's (seq 0) first and then one per
            record (:mod:`ledger.chain`); written as ``"chain"`` on the header and on each line.
            Empty: no chain is written.
    """
    header: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": setup.game,
        "variant": setup.variant,
        "title": setup.title,
        "players": list(setup.players),
        "options": dict(setup.options),
    }
    if created_at:
        header["created_at"] = created_at
    if chain:
        header["chain"] = chain[0]
    lines = [_dump(header)]
    for number, rec in enumerate(records, start=1):
        line: dict[str, Any] = {"seq": rec.seq, "kind": rec.kind, "payload": dict(rec.payload)}
        if rec.note:
            line["note"] = rec.note
        line["recorded_at"] = rec.recorded_at
        if chain:
            line["chain"] = chain[number]
        lines.append(_dump(line))
    return "\n".join(lines) + "\n"


def write_record(
    path: str | Path, setup: GameSetup, records: Iterable[Record], *, created_at: str = "", chain: Sequence[str] = ()
) -> Path:
    """Write a record file (UTF-8) and return its path (see :func:`dumps_record`), as :func:`write_file` writes.

    Raises:
        RuleViolation: ``path`` (after its links) exists and is not a regular file (a device such
            as ``/dev/full``, a FIFO, a directory): nothing is written there.
        OSError: the file cannot be written; ``path`` is untouched.
    """
    return write_file(path, lambda: dumps_record(setup, records, created_at=created_at, chain=chain).encode("utf-8"))


def write_file(path: str | Path, data: Callable[[], bytes], *, what: str = "a record file", rule: str = RULE) -> Path:
    """Write ``data()`` to ``path`` in one step and return ``path`` (a record file, an export).

    The text goes to a temporary file in the same folder, flushed to the disk, which then
    replaces the file in one step (``os.replace``): a failed write (a full disk) leaves an
    older file as it was, and no half-written one. ``path`` may be a symbolic link: the file it
    leads to is replaced (written through), never the link itself. An existing file keeps its
    permission bits (an export made read-only stays read-only); a new one gets 0o666 less the
    umask, as a plain ``open()`` would make it.

    Args:
        path: the file.
        data: makes the bytes, once ``path`` is known to be a file that may be written.
        what: the file's kind in a refusal (``"a record file"``, ``"an export"``).
        rule: the page a refusal names (docs/game-record.md, docs/exports.md).

    Raises:
        RuleViolation: ``path`` (after its links) exists and is not a regular file (a device such
            as ``/dev/full``, a FIFO, a directory): nothing is written there.
        OSError: the file cannot be written; ``path`` is untouched.
    """
    path = Path(path)
    target = Path(os.path.realpath(path))
    try:
        mode: int | None = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None  # a new file (or a link to one not made yet)
    if mode is not None and not stat.S_ISREG(mode):
        raise RuleViolation(
            f"{path} is not a regular file ({_kind_of_file(mode)}): {what} is written to a file on disk",
            field="file",
            rule=rule,
        )
    content = data()
    temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
    except OSError as error:  # named by the file asked for, not by the temporary one
        raise OSError(error.errno, error.strerror, str(path)) from error
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(content)
            file.flush()
            os.fsync(file.fileno())
        if mode is not None:
            os.chmod(temporary, stat.S_IMODE(mode))
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return path


def _lines(text: str) -> Iterator[tuple[int, str]]:
    """The lines of a record file with their numbers (1-based), ends of line of any platform.

    Only ``\n``, ``\r\n`` and ``\r`` end a line: those can never stand inside a JSON string,
    whereas :meth:`str.splitlines` would also cut at U+2028, U+0085 or a form feed, which a
    note may hold (``json.dumps`` writes U+2028 as it is).
    """
    yield from enumerate(_LINE_END.split(text), start=1)


def loads_record(text: str, *, source: str = "record") -> tuple[GameSetup, list[RecordedAction], str]:
    """Parse a record file's text into its setup, its actions and its ``created_at``.

    Each line is read by :func:`ledger.json_input.read_json` (bounded depth and numbers, no
    lone surrogate), then by its declared model (:class:`RecordHeader`, :class:`ActionLine`).

    Args:
        text: the whole file.
        source: the file's name, for the one refusal that names no line (no header).

    Raises:
        RuleViolation: naming the line and field of the first problem (``line 3.recorded_at``).
    """
    record = loads_record_file(text, source=source)
    return record.setup, record.actions, record.created_at


def _once_each(where: str) -> Callable[[list[tuple[str, Any]]], dict[str, Any]]:
    """A JSON object hook refusing a field given twice in one object of line ``where`` (JSON
    would keep the last one silently), as ``airbanker record`` refuses it in a payload."""

    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        seen: dict[str, Any] = {}
        for name, value in pairs:
            if name in seen:
                raise RuleViolation(f"{name!r} is given twice", field=where, rule=RULE)
            seen[name] = value
        return seen

    return hook


def _chain_field(obj: Mapping[str, Any], number: int) -> str:
    """A line's ``"chain"``: 64 lowercase hex digits, or ``""`` when absent."""
    chain = obj.get("chain", "")
    if chain != "" and not is_link(chain):
        raise RuleViolation("must be 64 lowercase hex digits", field=f"line {number}.chain", rule=RULE)
    return str(chain)


def loads_record_file(text: str, *, source: str = "record") -> RecordFile:
    """Parse a record file's text (:class:`RecordFile`): setup, actions, ``created_at``, chain.

    The chain is read, not checked: checking it needs the entries the rules give
    (:meth:`ledger.store.Book.import_record` does).

    Raises:
        RuleViolation: naming the line and field of the first problem.
    """
    if text.startswith("\ufeff"):
        text = text[1:]  # a UTF-8 byte-order mark, as some editors write one: not part of the record
    setup: GameSetup | None = None
    created_at = ""
    header_chain = ""
    header_line = 1
    actions: list[RecordedAction] = []
    for number, raw in _lines(text):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        where = f"line {number}"
        obj = read_json(line, field=where, rule=RULE, object_pairs_hook=_once_each(where))
        if not isinstance(obj, dict):
            raise RuleViolation("each line is one JSON object", field=where, rule=RULE)
        if setup is None:
            setup, created_at = _header(obj, where)
            header_chain, header_line = _chain_field(obj, number), number
            continue
        action = check_model(ActionLine, obj, rule=RULE, prefix=where)
        assert isinstance(action, ActionLine)
        if action.seq is not None and action.seq != len(actions) + 1:
            raise RuleViolation(
                f"seq {action.seq} but this is action {len(actions) + 1}", field=f"{where}.seq", rule=RULE
            )
        actions.append(
            RecordedAction(
                action.kind,
                action.payload,
                action.note,
                action.recorded_at,
                _chain_field(obj, number),
                number,
            )
        )
    if setup is None:
        raise RuleViolation(f"{source}: no header line", field="line 1", rule=RULE)
    return RecordFile(setup, actions, created_at, header_chain, header_line)


def _header(obj: Mapping[str, Any], where: str) -> tuple[GameSetup, str]:
    # format and version first, in words of their own: a file that is no record file at all, or
    # one of a later airbanker, is told so before any field is named
    if obj.get("format") != FORMAT:
        raise RuleViolation(f'the first line must have "format": "{FORMAT}"', field=f"{where}.format", rule=RULE)
    version = obj.get("version")
    if version != VERSION or isinstance(version, bool):  # true == 1 in Python, not in the format
        raise RuleViolation(
            f"format version {json.dumps(version)} is not known (this airbanker reads {VERSION})",
            field=f"{where}.version",
            rule=RULE,
        )
    header = check_model(RecordHeader, obj, rule=RULE, prefix=where)
    assert isinstance(header, RecordHeader)
    setup = GameSetup(header.game, header.variant, header.title, tuple(header.players), header.options)
    return setup, header.created_at


def read_record(path: str | Path) -> tuple[GameSetup, list[RecordedAction], str]:
    """Read a record file. See :func:`loads_record`.

    The file is opened without waiting (a FIFO with no writer would block ``open`` forever) and
    read only when it is a regular file of at most :data:`MAX_RECORD_BYTES` (a device such as
    ``/dev/zero`` never ends).

    Raises:
        RuleViolation: the file cannot be read, is not a regular file, is too large, is not
            UTF-8, or a line is wrong.
    """
    record = read_record_file(path)
    return record.setup, record.actions, record.created_at


def read_record_file(path: str | Path) -> RecordFile:
    """Read a record file. See :func:`loads_record_file`.

    Raises:
        RuleViolation: the file cannot be read, or a line is wrong.
    """
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as error:
        raise RuleViolation(f"cannot read {path}: {error.strerror}", field="file") from error
    try:
        with os.fdopen(fd, "rb") as file:
            mode = os.fstat(file.fileno()).st_mode
            if not stat.S_ISREG(mode):
                raise RuleViolation(
                    f"{path} is not a regular file ({_kind_of_file(mode)}): a record file is read from disk",
                    field="file",
                    rule=RULE,
                )
            data = file.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise RuleViolation(f"cannot read {path}: {error.strerror or error}", field="file") from error
    if len(data) > MAX_RECORD_BYTES:
        raise RuleViolation(
            f"{path} is larger than {MAX_RECORD_BYTES // (1024 * 1024)} MiB, the most a record file may be",
            field="file",
            rule=RULE,
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RuleViolation(
            f"{path} is not UTF-8 text (byte 0x{data[error.start]:02x} at offset {error.start:,})", field="file"
        ) from None
    return loads_record_file(text, source=str(path))


def _kind_of_file(mode: int) -> str:
    """What a file that is not a regular file is, in words (``stat`` mode bits)."""
    for test, name in (
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISCHR, "a device"),
        (stat.S_ISBLK, "a device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return name
    return "not a file"
