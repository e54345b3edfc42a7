"""The game record file: JSON Lines, one action per line (docs/game-record.md, version 1).

Reading checks the header and every line before anything is recorded, and names the line
and field of any problem.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .game import GameSetup, Record
from .journal import RuleViolation

__all__ = ["FORMAT", "VERSION", "RecordedAction", "read_record", "write_record", "dumps_record", "loads_record"]

FORMAT = "airbanker-game-record"
VERSION = 1
RULE = "docs/game-record.md"


@dataclass(frozen=True)
class RecordedAction:
    """An action line of a record file: kind, payload, note, recorded_at ('' when absent)."""

    kind: str
    payload: Mapping[str, Any]
    note: str = ""
    recorded_at: str = ""

    def as_tuple(self) -> tuple[str, Mapping[str, Any], str, str]:
        """``(kind, payload, note, recorded_at)``, as :meth:`ledger.game.Game.replay` takes them."""
        return (self.kind, self.payload, self.note, self.recorded_at)


def _dump(obj: Mapping[str, Any]) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": "))


def dumps_record(setup: GameSetup, records: Iterable[Record], *, created_at: str = "") -> str:
    """The text of a record file for ``setup`` and its ``records`` (in order)."""
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
    lines = [_dump(header)]
    for rec in records:
        line: dict[str, Any] = {"seq": rec.seq, "kind": rec.kind, "payload": dict(rec.payload)}
        if rec.note:
            line["note"] = rec.note
        line["recorded_at"] = rec.recorded_at
        lines.append(_dump(line))
    return "\n".join(lines) + "\n"


def write_record(path: str | Path, setup: GameSetup, records: Iterable[Record], *, created_at: str = "") -> Path:
    """Write a record file (UTF-8) and return its path."""
    path = Path(path)
    path.write_text(dumps_record(setup, records, created_at=created_at), encoding="utf-8")
    return path


def loads_record(text: str, *, source: str = "record") -> tuple[GameSetup, list[RecordedAction], str]:
    """Parse a record file's text into its setup, its actions and its ``created_at``.

    Raises:
        RuleViolation: naming the line and field of the first problem.
    """
    setup: GameSetup | None = None
    created_at = ""
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
        actions.append(RecordedAction(kind, payload, note, recorded_at))
    if setup is None:
        raise RuleViolation(f"{source}: no header line", field="line 1", rule=RULE)
    return setup, actions, created_at


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
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise RuleViolation(f"cannot read {path}: {error.strerror}", field="file") from error
    except UnicodeDecodeError as error:
        raise RuleViolation(f"{path} is not UTF-8 text", field="file") from error
    return loads_record(text, source=str(path))
