"""The journal's hash chain: each action sealed to the one before it (chain version 1, frozen).

Every stored action of a game carries a *link*: the SHA-256 (lowercase hex, 64 digits) of the
canonical form of the action **and the link before it**. The setup (seq 0) is the first link;
it holds the game, variant, title, players and options (its payload), the time the game was
made and the opening entries, so an edited option or player name breaks the chain from
action #0 on. The last link is the chain's *head*: kept with the game (with the number of
banker actions), printed on every sheet (:func:`seal_line`), written to the record file
(docs/game-record.md, ``"chain"``). Whoever edits, deletes or renumbers a stored action must
recompute every link after it and the head, and the head no longer matches the one printed.

The canonical form of a link (**frozen forever**: a book or a record file sealed with it must
verify in every later airbanker; a change is a new :data:`CHAIN_VERSION`, never an edit here)
is the JSON text of one object, keys sorted, no whitespace (separators ``,`` and ``:``),
ASCII only (every other character as ``\\uXXXX``, so lone surrogates hash too), no NaN:

``{"entries": [[memo, [[account, amount], ...]], ...], "kind": kind, "note": note,
"payload": payload, "prev": prev, "recorded_at": recorded_at, "seq": seq, "v": 1}``

* ``prev``: the link of action ``seq - 1``; ``""`` (:data:`GENESIS`) for the setup, seq 0;
* ``seq``: the action's number (0 the setup, banker actions from 1), an integer;
* ``kind``: ``"setup"`` for seq 0, else the action's kind (``"air_empire.bids"``, ``"undo"``);
* ``payload``: the action's payload as a JSON object (its key order does not matter: keys
  are sorted); for the setup :func:`setup_payload`;
* ``note``, ``recorded_at``: text as stored (the setup's ``recorded_at`` is the game's
  ``created_at``, its note ``""``);
* ``entries``: the money the action moved, in the order stored: each entry its memo and its
  postings in order, each posting ``[account code, amount in whole units]``.

SHA-256 is taken over that text encoded as UTF-8 (which, being ASCII, is the text itself).
Pure: no database, no clock; :mod:`ledger.store` and migration 0002 both call it.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

__all__ = [
    "CHAIN_VERSION",
    "GENESIS",
    "SETUP_KIND",
    "canonical",
    "link",
    "setup_payload",
    "is_link",
    "short",
    "seal_line",
]

#: The version of the canonical form, inside every link's text ("v").
CHAIN_VERSION = 1
#: The ``prev`` of the setup (seq 0): the chain starts from nothing.
GENESIS = ""
#: The kind of the setup action (seq 0).
SETUP_KIND = "setup"
#: Hex digits of the head printed on the sheets and by ``airbanker audit``.
SHORT = 12

_HEX64 = re.compile(r"[0-9a-f]{64}")

EntryLike = tuple[str, Iterable[tuple[str, int]]]
"""An entry in plain form: ``(memo, ((account, amount), ...))`` (:meth:`ledger.journal.Entry.as_tuple`)."""


def setup_payload(
    game: str, variant: str, title: str, players: Sequence[str], options: Mapping[str, Any]
) -> dict[str, Any]:
    """The payload of the setup action (seq 0): what the game was set up with.

    Args:
        game: the registry's name of the rules (``"air_empire"``).
        variant: the variant's id (``"basic"``).
        title: the game's title.
        players: the players' names in seat order.
        options: the game's options as chosen.
    """
    return {"game": game, "variant": variant, "title": title, "players": list(players), "options": dict(options)}


def canonical(
    prev: str,
    seq: int,
    kind: str,
    payload: Mapping[str, Any],
    note: str,
    recorded_at: str,
    entries: Iterable[EntryLike],
) -> bytes:
    """The canonical text of one link (see the module's docstring), as bytes.

    Raises:
        ValueError: the payload holds something JSON cannot write (NaN, a set).
        TypeError: likewise.
    """
    obj = {
        "v": CHAIN_VERSION,
        "prev": prev,
        "seq": seq,
        "kind": kind,
        "payload": payload,
        "note": note,
        "recorded_at": recorded_at,
        "entries": [[memo, [[account, amount] for account, amount in postings]] for memo, postings in entries],
    }
    return _ENCODER.encode(obj).encode("utf-8")


#: ``json.dumps(obj, sort_keys=True, ensure_ascii=True, separators=(",", ":"), allow_nan=False)``, built once
#: (``json.dumps`` builds this very encoder on every call given any of these arguments).
_ENCODER = json.JSONEncoder(sort_keys=True, ensure_ascii=True, separators=(",", ":"), allow_nan=False)


def link(
    prev: str,
    seq: int,
    kind: str,
    payload: Mapping[str, Any],
    note: str,
    recorded_at: str,
    entries: Iterable[EntryLike],
) -> str:
    """The link of one action: SHA-256 (64 lowercase hex digits) of :func:`canonical`.

    Args:
        prev: the link of the action before (:data:`GENESIS` for the setup, seq 0).
        seq: the action's number (0 the setup).
        kind: the action's kind (:data:`SETUP_KIND` for seq 0).
        payload: its payload (:func:`setup_payload` for seq 0).
        note: its note.
        recorded_at: its time stamp as stored (ISO 8601 text).
        entries: its entries in stored order, each ``(memo, ((account, amount), ...))``, whole units.

    Raises:
        ValueError: the payload holds something JSON cannot write.
        TypeError: likewise.
    """
    return hashlib.sha256(canonical(prev, seq, kind, payload, note, recorded_at, entries)).hexdigest()


def is_link(text: object) -> bool:
    """Whether ``text`` has the form of a link: 64 lowercase hex digits."""
    return isinstance(text, str) and _HEX64.fullmatch(text) is not None


def short(head: str) -> str:
    """The head's short form printed on the sheets: its first 12 hex digits."""
    return head[:SHORT]


def seal_line(count: int, head: str) -> str:
    """The line that matches a printed sheet to the book: ``"Journal: 57 actions · chain 3f2a9c0d1e4b"``.

    Printed in the footer of every sheet of a game and by ``airbanker audit``.

    Args:
        count: the game's banker actions (the setup, seq 0, not counted).
        head: the chain's head (the link of action ``count``).
    """
    return f"Journal: {count:,} action{'' if count == 1 else 's'} · chain {short(head)}"
