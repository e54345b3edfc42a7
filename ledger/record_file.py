"""The game record file: JSON Lines, one action per line (docs/game-record.md, version 1).

Reading checks the header and every line before anything is recorded, and names the line
and field of any problem.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .chain import is_link
from .game import GameSetup, Record
from .journal import RuleViolation

__all__ = [
    "FORMAT",
    "VERSION",
    "RecordedAction",
    "RecordFile",
    "read_record",
    "read_record_file",
    "write_record",
    "dumps_record",
    "loads_record",
    "loads_record_file",
]

FORMAT = "airbanker-game-record"
VERSION = 1
RULE = "docs/game-record.md"


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
    """Write a record file (UTF-8) and return its path (see :func:`dumps_record`).

    The text goes to a temporary file in the same folder, flushed to the disk, which then
    replaces ``path`` in one step (``os.replace``): a failed write (a full disk) leaves an
    older file at ``path`` as it was, and no half-written one.

    Raises:
        OSError: the file cannot be written; ``path`` is untouched.
    """
    path = Path(path)
    data = dumps_record(setup, records, created_at=created_at, chain=chain).encode("utf-8")
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    # 0o666 less the umask, as a plain open() would make it
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return path


def loads_record(text: str, *, source: str = "record") -> tuple[GameSetup, list[RecordedAction], str]:
    """Parse a record file's text into its setup, its actions and its ``created_at``.

    Raises:
        RuleViolation: naming the line and field of the first problem.
    """
    record = loads_record_file(text, source=source)
    return record.setup, record.actions, record.created_at


def _chain_field(obj: Mapping[str, Any], number: int, source: str) -> str:
    """A line's ``"chain"``: 64 lowercase hex digits, or ``""`` when absent."""
    chain = obj.get("chain", "")
    if chain != "" and not is_link(chain):
        raise RuleViolation(
            f"{source} line {number}: chain must be 64 lowercase hex digits", field=f"line {number}.chain", rule=RULE
        )
    return str(chain)


def loads_record_file(text: str, *, source: str = "record") -> RecordFile:
    """Parse a record file's text (:class:`RecordFile`): setup, actions, ``created_at``, chain.

    The chain is read, not checked: checking it needs the entries the rules give
    (:meth:`ledger.store.Book.import_record` does).

    Raises:
        RuleViolation: naming the line and field of the first problem.
    """
    setup: GameSetup | None = None
    created_at = ""
    header_chain = ""
    header_line = 1
    actions: list[RecordedAction] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as error:
            raise RuleViolation(
                f"{source} line {number}: not JSON ({error.msg}, column {error.colno})",
                field=f"line {number}",
                rule=RULE,
            ) from error
        if not isinstance(obj, dict):
            raise RuleViolation(
                f"{source} line {number}: each line is one JSON object", field=f"line {number}", rule=RULE
            )
        if setup is None:
            setup, created_at = _header(obj, number, source)
            header_chain, header_line = _chain_field(obj, number, source), number
            continue
        kind = obj.get("kind")
        if not isinstance(kind, str) or not kind:
            raise RuleViolation(
                f"{source} line {number}: an action needs a kind", field=f"line {number}.kind", rule=RULE
            )
        payload = obj.get("payload", {})
        if not isinstance(payload, dict):
            raise RuleViolation(
                f"{source} line {number}: payload must be an object", field=f"line {number}.payload", rule=RULE
            )
        if "seq" in obj and obj["seq"] != len(actions) + 1:
            raise RuleViolation(
                f"{source} line {number}: seq {obj['seq']!r} but this is action {len(actions) + 1}",
                field=f"line {number}.seq",
                rule=RULE,
            )
        note = obj.get("note", "")
        recorded_at = obj.get("recorded_at", "")
        if not isinstance(note, str) or not isinstance(recorded_at, str):
            raise RuleViolation(
                f"{source} line {number}: note and recorded_at are text", field=f"line {number}", rule=RULE
            )
        actions.append(RecordedAction(kind, payload, note, recorded_at, _chain_field(obj, number, source), number))
    if setup is None:
        raise RuleViolation(f"{source}: no header line", field="line 1", rule=RULE)
    return RecordFile(setup, actions, created_at, header_chain, header_line)


def _header(obj: Mapping[str, Any], number: int, source: str) -> tuple[GameSetup, str]:
    where = f"line {number}"
    if obj.get("format") != FORMAT:
        raise RuleViolation(
            f'{source}: the first line must have "format": "{FORMAT}"', field=f"{where}.format", rule=RULE
        )
    if obj.get("version") != VERSION:
        raise RuleViolation(
            f"{source}: format version {obj.get('version')!r} is not known (this airbanker reads {VERSION})",
            field=f"{where}.version",
            rule=RULE,
        )
    players = obj.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise RuleViolation(f"{source}: players must be a list of names", field=f"{where}.players", rule=RULE)
    options = obj.get("options", {})
    if not isinstance(options, dict):
        raise RuleViolation(f"{source}: options must be an object", field=f"{where}.options", rule=RULE)
    for key in ("game", "variant"):
        if not isinstance(obj.get(key), str):
            raise RuleViolation(f"{source}: {key} is needed", field=f"{where}.{key}", rule=RULE)
    setup = GameSetup(obj["game"], obj["variant"], str(obj.get("title", "")), tuple(players), options)
    return setup, str(obj.get("created_at", ""))


def read_record(path: str | Path) -> tuple[GameSetup, list[RecordedAction], str]:
    """Read a record file. See :func:`loads_record`.

    Raises:
        RuleViolation: the file cannot be read, or a line is wrong.
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
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise RuleViolation(f"cannot read {path}: {error.strerror}", field="file") from error
    except UnicodeDecodeError as error:
        raise RuleViolation(f"{path} is not UTF-8 text", field="file") from error
    return loads_record_file(text, source=str(path))
