"""A game as its list of actions: record, undo, redo, balance assertions, replay.

This is the pure, in-memory heart of the ledger (DESIGN.md, "The ledger"): the rules
engine of a game turns each action into entries; undo and redo are actions too, and the
state is always what replaying the actions in force gives. :mod:`ledger.store` persists
what this module computes and nothing else.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated, Any

from pydantic import ConfigDict, Field, RootModel, StringConstraints

from .engine import GENERIC_KINDS, GameSetup, Rules
from .errors import BalanceMismatch, RuleViolation, replaying
from .games import rules_for
from .journal import Entry
from .money import format_money, format_signed
from .schema import RECORD_RULE, ActionSpec, Payload, Seat, Whole, check, typed_refusal
from .text import check_text, reading_stored
from .words import place_words

__all__ = ["GameSetup", "Rules", "Record", "Game", "rules_for", "GENERIC_KINDS", "SEAT_FIELDS", "GENERIC_ACTIONS"]


class BalanceAssertionOfCash(Payload):
    """``balance_assertion`` of a player's cash: ``{"player": 3, "cash": 12400}`` (whole units)."""

    player: Seat
    cash: Whole


class BalanceAssertionOfAccount(Payload):
    """``balance_assertion`` of any account: ``{"account": "bank:loans", "balance": -5000}``."""

    account: Annotated[str, StringConstraints(min_length=1, max_length=40)]
    balance: Whole


class BalanceAssertion(RootModel[BalanceAssertionOfCash | BalanceAssertionOfAccount]):
    """A balance assertion: a player's counted cash, or an account's balance."""

    model_config = ConfigDict(strict=True, frozen=True)


class UndoRedo(Payload):
    """``undo`` / ``redo``: ``{}`` or ``{"target": 12}``, the action it must reverse (or bring back)."""

    target: Annotated[int, Field(ge=1, le=10**9)] | None = None


#: The generic kinds' declared payloads (docs/game-record.md, "Every game").
GENERIC_ACTIONS: dict[str, ActionSpec] = {
    "balance_assertion": ActionSpec(
        BalanceAssertion, "balance assertion", "a counted amount the books must agree with", title="Count cash"
    ),
    "undo": ActionSpec(UndoRedo, "undo", "reverse the latest action in force", title="Undo"),
    "redo": ActionSpec(UndoRedo, "redo", "record again the action the latest undo reversed", title="Redo"),
}


@dataclass(frozen=True)
class Record:
    """One recorded action with the entries it posted.

    Attributes:
        seq: 1-based number of the action in the game.
        kind: e.g. ``"air_empire.bids"``, ``"undo"``.
        payload: the action's fields, as recorded.
        entries: the money it moved (reversals for an undo).
        summary: one line for the journal view.
        position: where the game stood when it was recorded, e.g. ``"Y1 Q2, Phase 1"``.
        note: free text typed by the banker.
        recorded_at: ISO 8601 time (UTC).
    """

    seq: int
    kind: str
    payload: Mapping[str, Any]
    entries: tuple[Entry, ...]
    summary: str
    position: str
    note: str = ""
    recorded_at: str = ""


#: Payload fields that hold a seat number (docs/game-record.md): ``player`` (bids, orders,
#: loans, maintenance, balance assertions), ``seller`` (plane sales; Air Fare trades),
#: ``buyer`` (Air Fare trades), ``absorbed`` and ``into`` (mergers).
SEAT_FIELDS = ("player", "seller", "buyer", "absorbed", "into")


def _collect_seats(value: Any, seats: set[int]) -> None:
    """Add to ``seats`` every int found under a :data:`SEAT_FIELDS` key, at any depth."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            if key in SEAT_FIELDS and type(item) is int:
                seats.add(item)
            else:
                _collect_seats(item, seats)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _collect_seats(item, seats)


def _same_payload(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Whether two payloads say the same thing to the byte: equal, and equal as JSON text
    (``==`` takes ``true`` for ``1`` and ``1.0`` for ``1``; the text does not)."""
    try:
        return a == b and json.dumps(a) == json.dumps(b)
    except (TypeError, ValueError):  # not JSON: never taken for the same
        return False


@dataclass(frozen=True)
class _Preview:
    """The latest :meth:`Game.preview`: what the action did to a copy of the state.

    ``changes`` is the game's change count when it was made; a :meth:`Game.record` of the same
    kind and payload while the game has not changed takes this state instead of applying the
    action again.
    """

    changes: int
    kind: str
    payload: dict[str, Any]
    state: Any
    entries: tuple[Entry, ...]
    summary: str


def now_iso() -> str:
    """Now, UTC, ISO 8601 to the millisecond: the time stamp of every recorded action."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


#: the longest time stamp the book stores (``actions.recorded_at``, ``games.created_at``: 40 characters)
TIME_LENGTH = 40


def time_problem(text: str) -> str | None:
    """What is wrong with a time stamp, in words, or None when it is an ISO 8601 time of at most
    :data:`TIME_LENGTH` characters (as :meth:`datetime.fromisoformat` reads it).

    The one reading of a time stamp: :func:`check_time` and the record file's declared lines
    (:mod:`ledger.record_file`) both use it.
    """
    if len(text) > TIME_LENGTH:
        return f"must be an ISO 8601 time of at most {TIME_LENGTH} characters, not {len(text):,}"
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return f"must be an ISO 8601 time such as 2026-01-31T20:15:00+00:00, got {text!r}"
    return None


def check_time(text: str, *, field: str = "recorded_at") -> None:
    """Refuse a time stamp that is not an ISO 8601 time of at most :data:`TIME_LENGTH` characters.

    A record file's ``recorded_at`` and ``created_at`` (docs/game-record.md: "ISO 8601") and a time
    handed to :meth:`Game.record` are kept as text; the book's column holds 40 characters (PostgreSQL
    refuses a longer one where SQLite would keep it), so every backend takes what one takes.
    ``2026-01-01T20:00:00.000+00:00`` (what airbanker writes), ``2026-01-01 20:00`` and ``2026-01-01``
    pass; ``yesterday`` does not.

    Raises:
        RuleViolation: naming ``field`` and what is wrong (:func:`time_problem`); nothing is recorded.
    """
    if not isinstance(text, str):
        raise RuleViolation(
            f"must be an ISO 8601 time as text, not {type(text).__name__}", field=field, rule=RECORD_RULE
        )
    problem = time_problem(text)
    if problem:
        raise RuleViolation(problem, field=field, rule=RECORD_RULE)


class Game:
    """A game in memory: its setup, its records, and the state they give.

    Args:
        setup: the game's setup.
        rules: the rules engine; by default the one registered for ``setup.game``.

    Raises:
        RuleViolation: when the setup is refused by the rules.
    """

    def __init__(self, setup: GameSetup, rules: Rules | None = None) -> None:
        self.setup = setup
        self.rules = rules or rules_for(setup.game)
        self.state, opening = self.rules.start(setup)
        self.opening_entries: tuple[Entry, ...] = tuple(opening)
        self.records: list[Record] = []
        # seqs of the actions in force (not undone), in order; and the undo stack for redo
        self._in_force: list[int] = []
        self._redo_stack: list[int] = []
        # bumped whenever the state may change (a record, a refusal's rebuild): a preview made
        # at another count is stale
        self._changes = 0
        self._preview: _Preview | None = None
        # (kind, JSON text) of stored payloads that passed the gate (record_stored)
        self._gate_passed: set[tuple[str, str]] = set()
        # the seats of each record by its seq, with the record (seats_of): a record never changes once recorded
        self._seats: dict[int, tuple[Record, frozenset[int]]] = {}

    # -- reading ------------------------------------------------------------------------
    def balance(self, account: str) -> int:
        """Balance of ``account`` now, whole units."""
        return self.rules.balance(self.state, account)

    def position(self) -> str:
        """Where the game stands now."""
        return self.rules.position(self.state)

    def record_by_seq(self, seq: int) -> Record:
        """The record numbered ``seq`` (1-based)."""
        return self.records[seq - 1]

    def undo_target(self) -> Record | None:
        """The action an undo would reverse now, or ``None``."""
        return self.record_by_seq(self._in_force[-1]) if self._in_force else None

    def redo_target(self) -> Record | None:
        """The action a redo would record again now, or ``None``."""
        return self.record_by_seq(self._redo_stack[-1]) if self._redo_stack else None

    @property
    def in_force(self) -> tuple[int, ...]:
        """Seqs of the actions in force now (not undone), oldest first.

        A redo record stands in force for the action it brought back; undo, redo and
        balance-assertion records themselves are never "in force" (they change nothing to undo).
        """
        return tuple(self._in_force)

    def seats_of(self, rec: Record) -> frozenset[int]:
        """The seats (1-based) an action concerns, for the journal's filter by player.

        A seat is concerned when the action posts to one of its accounts (``p2:cash``,
        ``p2:loans``, see :mod:`ledger.journal`) or names it in a payload field that holds a
        seat (:data:`SEAT_FIELDS`, at any depth: ``{"bids": [{"player": 2, ...}]}``). An undo
        or a redo concerns the seats of the action it reverses or records again.

        Worked out once a record (the journal asks it of every action each time it is read again after an
        action: a fifth of the journal's reading; issue 13, "Fast").
        """
        kept = self._seats.get(rec.seq)
        if kept is not None and kept[0] is rec:
            return kept[1]
        seats: set[int] = set()
        for entry in rec.entries:
            for posting in entry.postings:
                owner = posting.account.split(":", 1)[0]
                if owner[:1] == "p" and owner[1:].isdigit():
                    seats.add(int(owner[1:]))
        _collect_seats(rec.payload, seats)
        target = rec.payload.get("target")
        if rec.kind in ("undo", "redo") and isinstance(target, int) and 1 <= target < rec.seq:
            seats |= self.seats_of(self.record_by_seq(target))
        found = frozenset(s for s in seats if 1 <= s <= len(self.setup.players))
        self._seats[rec.seq] = (rec, found)
        return found

    # -- writing ------------------------------------------------------------------------
    def record(
        self,
        kind: str,
        payload: Mapping[str, Any] | None = None,
        *,
        note: str = "",
        recorded_at: str | None = None,
        owned: bool = False,
    ) -> Record:
        """Record one action: run it through the rules once and append it with its entries.

        Args:
            kind: an action kind (see docs/game-record.md).
            payload: its fields.
            note: free text kept with the action.
            recorded_at: keep this time (import), an ISO 8601 time (:func:`check_time`); by default now.
            owned: ``payload`` is a plain dict just decoded (from the database or a record
                file) that the caller hands over and no longer touches: the game keeps it as
                it is instead of copying it (replays and audits).

        Returns:
            The new :class:`Record`.

        Raises:
            RuleViolation: the action is illegal or unreadable, or :func:`ledger.text.check_text`
                refuses the note (not while a book is read: :func:`ledger.text.reading_stored`);
                nothing is recorded and the state is as it was.
        """
        if note:
            check_text(note, "note", "note")
        if not (owned and type(payload) is dict):
            # a deep copy: the record must never change after the fact, even when the caller
            # reuses or edits its own dicts and lists (DESIGN.md: an action is never updated)
            payload = copy.deepcopy(dict(payload or {}))
        self.check_payload(kind, payload)
        if recorded_at:
            check_time(recorded_at)
        return self._record(kind, payload, note, recorded_at)

    def record_stored(
        self, kind: str, text: str, *, note: str = "", recorded_at: str | None = None, decoded: Any = None
    ) -> Record:
        """:meth:`record` of a payload as stored: its JSON text (a replay or an audit).

        The text is decoded into a dict the game keeps. Every payload passes the gate, but
        the gate is asked once per distinct ``(kind, text)`` in this game: the same text
        decodes to the same payload, and the gate's answer depends on nothing else (the
        schema is the kind's, fixed for the game), so asking again would answer the same.

        Args:
            decoded: ``json.loads(text)`` already made by the caller, which hands it over (nobody
                else may hold it: the game keeps it); ``None``: the text is decoded here.

        Raises:
            RuleViolation: as :meth:`record` (the gate's refusal, the rules', or a text that
                is not a JSON object).
        """
        if decoded is not None:
            payload = decoded
        else:
            try:
                payload = json.loads(text)
            except ValueError as error:
                raise RuleViolation(f"is not JSON: {error}", field="payload", rule=RECORD_RULE) from None
        key = (kind, text)
        if key not in self._gate_passed:
            self.check_payload(kind, payload)
            self._gate_passed.add(key)
        return self._record(kind, payload, note, recorded_at)

    def _record(self, kind: str, payload: dict[str, Any], note: str, recorded_at: str | None) -> Record:
        """:meth:`record` of a payload this game owns from now on (nobody else holds it), once it
        has passed the gate (:meth:`check_payload`).

        The rules engine applies the action once, to the state itself: an engine checks
        everything before it changes anything, and should it still refuse half-way (or fail)
        the state is rebuilt from the actions in force, so a refusal leaves it as it was.
        """
        position = self.position()
        entries: list[Entry] | tuple[Entry, ...]
        preview, self._preview = self._preview, None
        self._changes += 1
        if kind == "balance_assertion":
            entries, summary = [], self._check_assertion(payload)
        elif kind == "undo":
            entries, summary = self._undo(payload)
        elif kind == "redo":
            entries, summary = self._redo(payload)
        else:
            if (
                preview is not None
                and preview.changes == self._changes - 1
                and preview.kind == kind
                and _same_payload(preview.payload, payload)
            ):
                # the banker saw this very action previewed: its state is the one recording gives
                self.state, entries, summary = preview.state, preview.entries, preview.summary
                payload = preview.payload  # the dict the previewed state was built from
            else:
                try:
                    entries, summary = self.rules.apply(self.state, kind, payload)
                except RuleViolation:
                    self._rebuild()
                    raise
                except Exception as error:  # a bug must never leave half an action behind
                    self._rebuild()
                    raise RuleViolation(f"could not apply {kind}: {error!r}") from error
            self._redo_stack.clear()
        seq = len(self.records) + 1
        rec = Record(seq, kind, payload, tuple(entries), summary, position, note, recorded_at or now_iso())
        self.records.append(rec)
        if kind not in GENERIC_KINDS:
            self._in_force.append(seq)
        return rec

    def preview(self, kind: str, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
        """What recording this action would do, without recording it.

        Raises:
            RuleViolation: as :meth:`record` would.
        """
        if kind in GENERIC_KINDS:
            raise RuleViolation(f"{kind} cannot be previewed", field="kind")
        self.check_payload(kind, payload)
        owned = copy.deepcopy(dict(payload))
        state = copy.deepcopy(self.state)
        entries, summary = self.rules.apply(state, kind, owned)
        # kept until the game changes: recording this very action then takes this state
        # instead of applying the action a second time
        self._preview = _Preview(self._changes, kind, owned, state, tuple(entries), summary)
        return list(entries), summary

    def refused_now(self, kind: str, probe: Mapping[str, Any] | None = None) -> RuleViolation | None:
        """Whether ``kind`` belongs at this moment of the game, before its fields are typed.

        The banker's seat asks this before it opens a form: the engine's own answer for an
        action that does not belong now (wrong phase, game over, wrong variant) is a refusal
        naming ``kind``. The probe (by default ``{}``) is applied to a copy of the state and is
        never recorded, so it skips the payload's schema (its fields are still to be typed).

        Returns:
            That refusal, or ``None`` when the action may be typed now.

        Raises:
            RuleViolation: the game has no such action kind.
        """
        import copy

        if kind not in GENERIC_KINDS:
            self.action_spec(kind)
        try:
            self.rules.apply(copy.deepcopy(self.state), kind, dict(probe or {}))
        except RuleViolation as error:
            return error if error.field == "kind" else None
        except Exception:  # noqa: BLE001 - the engine read a field not typed yet: the form opens
            return None
        return None

    def in_this_game(self, kind: str) -> bool:
        """Whether ``kind`` is an action of this game's variant and optional rules at all (the Tournament
        Game's taxes are not one of a Basic Game's, Air Fare's advertising not one of a game without the
        Advertising Phase), whatever the moment; ``False`` for a kind the game does not know."""
        try:
            spec = self.action_spec(kind)
        except RuleViolation:
            return False
        if spec.variants and self.setup.variant not in spec.variants:
            return False
        if spec.option:  # an optional rule's kind: the game plays that rule (its option, or the option's default)
            field = self.rules.meta.options.model_fields.get(spec.option)
            return bool(self.setup.options.get(spec.option, field.default if field is not None else False))
        return True

    def check_payload(self, kind: str, payload: Mapping[str, Any]) -> None:
        """The gate: ``payload`` against the declared schema of ``kind`` (:mod:`ledger.schema`).

        Raises:
            RuleViolation: an unknown kind, or the first field the schema refuses (unknown,
                wrong type, out of range), named by its path; nothing is recorded.
        """
        spec = self.action_spec(kind)
        if kind == "balance_assertion":
            # two shapes: the one whose key is given speaks (a union would report both)
            branch = (
                BalanceAssertionOfCash if "player" in payload or "account" not in payload else BalanceAssertionOfAccount
            )
            spec = ActionSpec(branch, spec.rule)
        try:
            check(spec, payload)
        except RuleViolation as refused:
            self._cite(refused)
            raise

    def typed_refusal(self, kind: str, partial: Mapping[str, Any]) -> RuleViolation | None:
        """What the schema of ``kind`` refuses in the fields typed so far (:func:`ledger.schema.typed_refusal`):
        a form says it before its last field is typed. ``None``: nothing typed is refused yet.

        Raises:
            RuleViolation: the game has no such action kind.
        """
        refused = typed_refusal(self.action_spec(kind), partial)
        if refused is not None:
            self._cite(refused)
        return refused

    def _cite(self, refused: RuleViolation) -> None:
        """``refused`` citing its rule as this game's variant does, where its rules say how (Air Empire's
        Tournament Game cites the Basic Game's sections through its own Introduction: ``cite_refusal``)."""
        cite = getattr(self.rules, "cite_refusal", None)
        if callable(cite):
            cite(self.state, refused)

    def action_spec(self, kind: str) -> ActionSpec:
        """The declaration of ``kind`` in this game (generic kinds included).

        Raises:
            RuleViolation: the game has no such action kind.
        """
        spec = GENERIC_ACTIONS.get(kind) or self.rules.actions.get(kind)
        if spec is None:
            known = ", ".join(sorted(self.rules.actions))
            raise RuleViolation(
                f"unknown action kind {kind!r}; this game's kinds: {known}, {', '.join(GENERIC_KINDS)}",
                field="kind",
                rule="docs/game-record.md",
            )
        return spec

    # -- generic actions ----------------------------------------------------------------
    def _check_assertion(self, payload: Mapping[str, Any]) -> str:
        if "player" in payload:
            seat = payload["player"]
            if not 1 <= seat <= len(self.setup.players):
                raise RuleViolation(f"no player in seat {seat!r}", field="player", rule="balance assertion")
            account, counted, what = f"p{seat}:cash", payload.get("cash"), "cash"
            label = f"{self.setup.players[seat - 1]}'s cash"
        elif "account" in payload:
            account, counted, what = str(payload["account"]), payload.get("balance"), "balance"
            label = account
            if account not in self.accounts():
                raise RuleViolation(
                    f"no account {account!r} in this game's books; accounts: {', '.join(sorted(self.accounts()))}",
                    field="account",
                    rule="balance assertion",
                )
        else:
            raise RuleViolation(
                "name a player (and cash) or an account (and balance)", field="player", rule="balance assertion"
            )
        if type(counted) is not int:
            raise RuleViolation(
                f"the counted amount must be whole units, not {counted!r}", field=what, rule="balance assertion"
            )
        books = self.balance(account)
        if books != counted:
            last = self._last_change(account)
            # an Air Empire action is recorded at the phase the game was in (maintenance from Phase 3 or 4): its
            # quarter says where it belongs, not "Phase 3 — loans" (a newcomer's try), as the journal shows it
            at = last.position.split(",", 1)[0] if last and self.rules.meta.clock == "quarter" else ""
            where = ""
            if last:
                place = place_words(last.kind, at or last.position)  # not "Final Flight (Final Flight)"
                where = f"; last change: action #{last.seq} {last.kind}" + (f" ({place})" if place else "")
            raise BalanceMismatch(
                f"{label}: counted {self._money(counted)}, the books say {self._money(books)} "
                f"(difference {self._money(counted - books, signed=True)}){where}",
                field=what,
                rule="balance assertion",
            )
        return f"{label} counted: {self._money(counted)} agrees with the books"

    def accounts(self) -> set[str]:
        """Every account the books have posted to (the opening entries included)."""
        return set(self.state.balances)

    def _money(self, amount: int, *, signed: bool = False) -> str:
        """An amount in the game's unit: whole dollars, or $ millions for Air Fare ("$50M")."""
        millions = self.rules.meta.millions
        return format_signed(amount, millions=millions) if signed else format_money(amount, millions=millions)

    def _last_change(self, account: str) -> Record | None:
        for rec in reversed(self.records):
            if any(p.account == account for e in rec.entries for p in e.postings):
                return rec
        return None

    def _undo(self, payload: dict[str, Any]) -> tuple[list[Entry], str]:
        if not self._in_force:
            raise RuleViolation("there is nothing to undo", field="target", rule="undo")
        target = self._in_force[-1]
        if "target" in payload and payload["target"] != target:
            raise RuleViolation(
                f"the latest action in force is #{target}, not #{payload['target']}", field="target", rule="undo"
            )
        payload["target"] = target
        self._in_force.pop()
        self._rebuild()
        self._redo_stack.append(target)
        original = self.record_by_seq(target)
        entries = [e.reversed() for e in reversed(original.entries)]
        return entries, f"Undo #{target}: {original.summary}"

    def _redo(self, payload: dict[str, Any]) -> tuple[list[Entry], str]:
        if not self._redo_stack:
            raise RuleViolation("there is nothing to redo", field="target", rule="redo")
        target = self._redo_stack[-1]
        if "target" in payload and payload["target"] != target:
            raise RuleViolation(
                f"the latest undone action is #{target}, not #{payload['target']}", field="target", rule="redo"
            )
        payload["target"] = target
        original = self.record_by_seq(target)
        while original.kind == "redo":
            original = self.record_by_seq(original.payload["target"])
        try:
            with replaying():  # accepted once: the slip guards are off (ledger.errors)
                entries, summary = self.rules.apply(self.state, original.kind, original.payload)
        except RuleViolation:
            self._rebuild()
            raise
        self._redo_stack.pop()
        # a redo brings the original action back in force (undo will reverse the redo's entries)
        self._in_force.append(len(self.records) + 1)
        return entries, f"Redo #{target}: {summary}"

    def effective_actions(self) -> list[tuple[str, Mapping[str, Any]]]:
        """``(kind, payload)`` of every action in force, oldest first (a redo as the action it redoes; an
        undone action left out): what a replay of the game applies (:mod:`ledger.charts`)."""
        return self._effective()

    def _effective(self) -> list[tuple[str, Mapping[str, Any]]]:
        """(kind, payload) of the actions in force, resolving redo records to their originals."""
        out = []
        for seq in self._in_force:
            rec = self.record_by_seq(seq)
            while rec.kind == "redo":
                rec = self.record_by_seq(rec.payload["target"])
            out.append((rec.kind, rec.payload))
        return out

    def _rebuild(self) -> None:
        """Replay the actions in force from nothing (after an undo or a refused action).

        What is replayed was accepted once: its text is not checked again (a game opened from a
        book written before a check of :mod:`ledger.text` must go on).
        """
        with reading_stored(), replaying():
            state, _ = self.rules.start(self.setup)
            for kind, payload in self._effective():
                self.rules.apply(state, kind, payload)
        self.state = state
        self._changes += 1
        self._preview = None

    # -- replay -------------------------------------------------------------------------
    @classmethod
    def replay(
        cls, setup: GameSetup, actions: list[tuple[str, Mapping[str, Any], str, str]], *, fresh_payloads: bool = False
    ) -> Game:
        """Rebuild a game from nothing by recording ``(kind, payload, note, recorded_at)`` in order.

        Each action is applied once, as :meth:`record` does, without the slip guards
        (:func:`ledger.errors.replaying`): what a book or a record file holds was accepted once.

        Args:
            setup: the game's setup.
            actions: the actions, oldest first.
            fresh_payloads: the payloads are plain dicts just decoded (from the database or a
                record file) that nobody else holds: the game keeps them as they are instead of
                copying each one.

        Raises:
            RuleViolation: at the first action the rules refuse, naming it.
        """
        game = cls(setup)
        with replaying():  # accepted once: the slip guards are off (ledger.errors)
            for index, (kind, payload, note, recorded_at) in enumerate(actions, start=1):
                try:
                    game.record(kind, payload, note=note, recorded_at=recorded_at, owned=fresh_payloads)
                except RuleViolation as error:
                    raise RuleViolation(
                        f"action #{index} ({kind}) is refused: {error}", field=error.field, rule=error.rule
                    ) from error
        return game
