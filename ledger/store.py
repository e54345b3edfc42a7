"""The book: games persisted with SQLModel, one database transaction per banker action.

SQLite by default (one file in the user data directory, WAL, foreign keys on, full sync);
any SQLAlchemy URL otherwise. The schema is made and upgraded by Alembic migrations.

Recording goes: the game's rules (in memory, :class:`ledger.game.Game`) decide the entries;
then the action, its entries and postings are inserted in one transaction. If the
transaction fails, the in-memory game is dropped and rebuilt from the database, so memory
never runs ahead of what is stored.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, NamedTuple

from sqlalchemy import event, func, insert, select, text
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.sql.elements import ClauseElement
from sqlmodel import Session, col, create_engine

from .game import Game, GameSetup, Record, now_iso as _now, rules_for
from .journal import Entry, Posting, RuleViolation
from .models import AccountRow, ActionRow, EntryRow, GameRow, PlayerRow, PostingRow
from .record_file import RecordedAction, read_record, write_record
from .text import reading_stored

__all__ = ["Book", "GameInfo", "AuditReport", "default_database_url", "data_dir", "make_engine", "upgrade"]


def data_dir() -> Path:
    """The user data directory of airbanker (platformdirs), created if missing."""
    from platformdirs import user_data_path

    path = user_data_path("airbanker", appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path


def default_database_url() -> str:
    """``sqlite:///<user data dir>/airbanker.sqlite``."""
    return f"sqlite:///{data_dir() / 'airbanker.sqlite'}"


def make_engine(url: str) -> Engine:
    """A SQLAlchemy engine; for SQLite: WAL, foreign keys on, synchronous=FULL per connection.

    Raises:
        RuleViolation: the URL cannot be understood.
    """
    try:
        engine = create_engine(url)
    except Exception as error:  # noqa: BLE001 - SQLAlchemy raises several kinds
        raise RuleViolation(f"cannot open database {url!r}: {error}", field="--db") from error
    if engine.dialect.name == "sqlite":

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=FULL")
            cursor.close()

    return engine


def upgrade(engine: Engine) -> None:
    """Bring the schema to the latest Alembic revision (creates it in an empty database)."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(resources.files("ledger.migrations")))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


_INSERT_ACTION = insert(ActionRow.__table__)  # type: ignore[attr-defined]
_INSERT_ENTRY = insert(EntryRow.__table__)  # type: ignore[attr-defined]
_INSERT_POSTING = insert(PostingRow.__table__)  # type: ignore[attr-defined]
_INSERT_ACCOUNT = insert(AccountRow.__table__)  # type: ignore[attr-defined]
#: the number of a game's latest stored action, built once: it runs in every recording transaction
_LAST_SEQ = text("SELECT MAX(seq) FROM actions WHERE game_id = :game_id")


def _payload_text(payload: Mapping[str, Any]) -> str:
    # keys in the order the banker (or the record file) gave them, so an export reads the same
    return json.dumps(payload, ensure_ascii=False)


@dataclass(frozen=True)
class GameInfo:
    """A line of the list of games: id, rules, title, player names, position, last change."""

    id: int
    game: str
    variant: str
    title: str
    players: tuple[str, ...]
    actions: int
    last_change: str
    archived: bool


@dataclass
class AuditReport:
    """The result of an audit: replay from nothing compared with the stored journal.

    Attributes:
        game_id: the game audited.
        actions: actions replayed (banker actions, not counting the setup).
        entries: stored entries checked.
        problems: what disagrees, first problem first; empty when the books are right.
        first_divergence: the seq of the first action where replay and journal part, or None.
        balances: account code -> balance from the stored postings, whole units.
    """

    game_id: int
    actions: int = 0
    entries: int = 0
    problems: list[str] = field(default_factory=list)
    first_divergence: int | None = None
    balances: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        """True when the audit found no problem."""
        return not self.problems


class Book:
    """All games of one database.

    Args:
        url: a SQLAlchemy URL; by default the SQLite file in the user data directory.

    Raises:
        RuleViolation: the database cannot be opened or migrated.
    """

    def __init__(self, url: str | None = None) -> None:
        self.url = url or default_database_url()
        self.engine = make_engine(self.url)
        try:
            upgrade(self.engine)
        except RuleViolation:
            raise
        except Exception as error:  # noqa: BLE001
            raise RuleViolation(f"cannot open database {self.url!r}: {error}", field="--db") from error
        self._games: dict[int, Game] = {}
        self._accounts: dict[int, dict[str, int]] = {}

    def close(self) -> None:
        """Release the database connections."""
        self.engine.dispose()

    # -- games ---------------------------------------------------------------------------
    def create_game(self, setup: GameSetup, *, created_at: str | None = None) -> int:
        """Store a new game and its opening entries; return its id.

        Raises:
            RuleViolation: the setup is refused by the game's rules; nothing is stored.
        """
        return self.import_actions(setup, [], created_at=created_at or "")

    def games(self, *, include_archived: bool = False) -> list[GameInfo]:
        """The games of the database, newest first."""
        with Session(self.engine) as session:
            rows = session.execute(select(GameRow).order_by(col(GameRow.id).desc())).scalars().all()
            out = []
            for row in rows:
                if row.archived and not include_archived:
                    continue
                names = (
                    session.execute(
                        select(col(PlayerRow.name))
                        .where(col(PlayerRow.game_id) == row.id)
                        .order_by(col(PlayerRow.seat))
                    )
                    .scalars()
                    .all()
                )
                count, last = session.execute(
                    select(func.count(col(ActionRow.id)), func.max(col(ActionRow.recorded_at))).where(
                        col(ActionRow.game_id) == row.id, col(ActionRow.seq) > 0
                    )
                ).one()
                out.append(
                    GameInfo(
                        row.id,
                        row.game,
                        row.variant,
                        row.title,
                        tuple(names),
                        count,
                        last or row.created_at,
                        row.archived,
                    )
                )
            return out

    def archive(self, game_id: int, archived: bool = True) -> None:
        """Put a game away from the list (nothing is erased), or bring it back.

        Raises:
            RuleViolation: no such game.
        """
        with Session(self.engine) as session, session.begin():
            row = session.get(GameRow, game_id)
            if row is None:
                raise RuleViolation(f"there is no game {game_id}", field="game")
            row.archived = archived

    def setup(self, game_id: int) -> GameSetup:
        """The setup of a stored game.

        Raises:
            RuleViolation: no such game.
        """
        with Session(self.engine) as session:
            row = session.get(GameRow, game_id)
            if row is None:
                raise RuleViolation(f"there is no game {game_id}", field="game")
            names = (
                session.execute(
                    select(col(PlayerRow.name)).where(col(PlayerRow.game_id) == game_id).order_by(col(PlayerRow.seat))
                )
                .scalars()
                .all()
            )
            return GameSetup(row.game, row.variant, row.title, tuple(names), json.loads(row.options))

    def _stored_actions(self, connection: Connection, game_id: int, *, with_setup: bool = False) -> list[_StoredAction]:
        """Stored actions as plain named tuples (id, seq, kind, payload, note, summary, position,
        recorded_at), oldest first.

        One plain query on the driver's cursor (:func:`_plain_rows`): SQLAlchemy's rows cost
        more to build and to read than the query itself.
        """
        query = (
            select(
                col(ActionRow.id),
                col(ActionRow.seq),
                col(ActionRow.kind),
                col(ActionRow.payload),
                col(ActionRow.note),
                col(ActionRow.summary),
                col(ActionRow.position),
                col(ActionRow.recorded_at),
            )
            .where(col(ActionRow.game_id) == int(game_id))
            .order_by(col(ActionRow.seq))
        )
        if not with_setup:
            query = query.where(col(ActionRow.seq) > 0)
        return list(map(_StoredAction._make, _plain_rows(connection, query)))

    def game(self, game_id: int) -> Game:
        """The game in memory, rebuilt by replaying its stored actions the first time.

        Raises:
            RuleViolation: no such game, or a stored action the rules now refuse (run an audit).
        """
        cached = self._games.get(game_id)
        if cached is not None:
            return cached
        setup = self.setup(game_id)
        with self.engine.connect() as connection:
            rows = self._stored_actions(connection, game_id)
            actions = [(r.kind, json.loads(r.payload), r.note, r.recorded_at) for r in rows]
        # the book's text is read as it is: a game stored before a check of ledger.text still opens
        with reading_stored():
            game = Game.replay(setup, actions, fresh_payloads=True)
        self._games[game_id] = game
        return game

    def stored_actions(self, game_id: int) -> int:
        """How many banker actions the book holds for a game (the setup, seq 0, not counted)."""
        with self.engine.connect() as connection:
            last = connection.execute(
                select(func.max(col(ActionRow.seq))).where(col(ActionRow.game_id) == game_id)
            ).scalar()
        return int(last or 0)

    def refresh(self, game_id: int) -> bool:
        """Forget the game in memory when the book holds actions it has not seen.

        Another session (a second airbanker, the command line) may record in the same book;
        the next :meth:`game` then replays the stored actions. Returns whether it was stale.
        """
        cached = self._games.get(game_id)
        if cached is None or len(cached.records) == self.stored_actions(game_id):
            return False
        self._games.pop(game_id, None)
        self._accounts.pop(game_id, None)
        return True

    # -- recording -----------------------------------------------------------------------
    def record(
        self,
        game_id: int,
        kind: str,
        payload: Mapping[str, Any] | None = None,
        *,
        note: str = "",
        recorded_at: str | None = None,
    ) -> Record:
        """Record one banker action in one transaction (action + entries + postings).

        Raises:
            RuleViolation: the action is illegal, or the game was changed by another session
                since it was read (then it is read again; the banker looks at it anew);
                nothing is written.
        """
        game = self.game(game_id)
        rec = game.record(kind, payload or {}, note=note, recorded_at=recorded_at)
        try:
            with self.engine.begin() as connection:
                # in the same transaction: the book must hold exactly the actions this game has seen
                last = connection.execute(_LAST_SEQ, {"game_id": game_id}).scalar()
                if (last or 0) != rec.seq - 1:
                    raise _ChangedElsewhere()
                self._insert_action(
                    connection,
                    game_id,
                    rec.seq,
                    rec.kind,
                    rec.payload,
                    rec.note,
                    rec.summary,
                    rec.position,
                    rec.recorded_at,
                    rec.entries,
                )
        except Exception as error:
            # memory must never run ahead of the database: forget and rebuild on next use
            self._games.pop(game_id, None)
            self._accounts.pop(game_id, None)
            if isinstance(error, _ChangedElsewhere):
                raise RuleViolation(
                    "the game was changed elsewhere (the command line or another airbanker) since "
                    "it was read: it has been read again; look at it anew and type the action again",
                    field="game",
                    rule="one writer per game",
                ) from None
            if isinstance(error, SQLAlchemyError):
                raise RuleViolation(
                    f"the database did not take the action, so nothing was recorded: "
                    f"{getattr(error, 'orig', None) or error}",
                    field="--db",
                ) from error
            raise
        return rec

    def undo(self, game_id: int, *, note: str = "") -> Record:
        """Undo the latest action in force (an ``undo`` action with reversing entries).

        Raises:
            RuleViolation: nothing to undo.
        """
        return self.record(game_id, "undo", {}, note=note)

    def redo(self, game_id: int, *, note: str = "") -> Record:
        """Record again the action the latest undo reversed.

        Raises:
            RuleViolation: nothing to redo.
        """
        return self.record(game_id, "redo", {}, note=note)

    def _account_id(self, session: Any, game_id: int, code: str) -> int:
        accounts = self._accounts.setdefault(game_id, {})
        if not accounts:
            for row_id, code_ in session.execute(
                select(col(AccountRow.id), col(AccountRow.code)).where(col(AccountRow.game_id) == game_id)
            ):
                accounts[code_] = row_id
        account_id = accounts.get(code)
        if account_id is None:
            result = session.execute(_INSERT_ACCOUNT, {"game_id": game_id, "code": code})
            account_id = result.inserted_primary_key[0]
            accounts[code] = account_id
        return account_id

    def _insert_action(
        self,
        session: Any,
        game_id: int,
        seq: int,
        kind: str,
        payload: Mapping[str, Any],
        note: str,
        summary: str,
        position: str,
        recorded_at: str,
        entries: tuple[Entry, ...],
    ) -> None:
        # Core inserts on the tables themselves: the ORM's per-row bookkeeping costs more than the commit
        result = session.execute(
            _INSERT_ACTION,
            {
                "game_id": game_id,
                "seq": seq,
                "kind": kind,
                "payload": _payload_text(payload),
                "note": note,
                "summary": summary,
                "position": position,
                "recorded_at": recorded_at,
            },
        )
        action_id = result.inserted_primary_key[0]
        for line, entry in enumerate(entries, start=1):
            entry_id = session.execute(
                _INSERT_ENTRY, {"action_id": action_id, "line": line, "memo": entry.memo}
            ).inserted_primary_key[0]
            session.execute(
                _INSERT_POSTING,
                [
                    {
                        "entry_id": entry_id,
                        "account_id": self._account_id(session, game_id, p.account),
                        "amount": p.amount,
                    }
                    for p in entry.postings
                ],
            )

    # -- reading the journal -------------------------------------------------------------
    def journal(self, game_id: int) -> list[tuple[int, str, str, str, str, tuple[Entry | _UnbalancedEntry, ...]]]:
        """The stored journal: ``(seq, kind, position, summary, recorded_at, entries)`` per action, seq 0 first.

        An entry whose stored postings do not sum to zero comes back as an ``_UnbalancedEntry``
        (same ``memo`` and ``postings``), so that an audit can name it.
        """
        with self.engine.connect() as connection:
            actions = self._stored_actions(connection, game_id, with_setup=True)
            by_action = self._stored_entries(connection, game_id)
        out: list[tuple[int, str, str, str, str, tuple[Entry | _UnbalancedEntry, ...]]] = []
        for a in actions:
            stored = tuple(
                Entry(memo, tuple(Posting(code, amount) for code, amount in postings))
                if sum(amount for _code, amount in postings) == 0
                else _UnbalancedEntry(memo, tuple(Posting(code, amount) for code, amount in postings))
                for memo, postings in by_action.get(a.id, ())
            )
            out.append((a.seq, a.kind, a.position, a.summary, a.recorded_at, stored))
        return out

    def _stored_entries(self, connection: Connection, game_id: int) -> dict[int, list[_EntryTuple]]:
        """The stored entries of a game in their plain form, by action row id, in line order.

        One query (entries, postings and account codes joined); postings in the order stored.
        """
        rows: Sequence[Any] = _plain_rows(
            connection,
            select(
                col(EntryRow.action_id),
                col(EntryRow.id),
                col(EntryRow.memo),
                col(AccountRow.code),
                col(PostingRow.amount),
            )
            .join(PostingRow, col(PostingRow.entry_id) == EntryRow.id)
            .join(AccountRow, col(AccountRow.id) == PostingRow.account_id)
            .join(ActionRow, col(ActionRow.id) == EntryRow.action_id)
            .where(col(ActionRow.game_id) == int(game_id))
            .order_by(col(EntryRow.action_id), col(EntryRow.line), col(PostingRow.id)),
        )
        # the rows come ordered by action, then entry: each group is built as it goes by
        out: dict[int, list[_EntryTuple]] = {}
        last_action = last_entry = None
        entries: list[_EntryTuple] = []
        memo_now = ""
        postings: list[tuple[str, int]] = []
        for action_id, entry_id, memo, code, amount in rows:
            if entry_id != last_entry:
                if last_entry is not None:
                    entries.append((memo_now, tuple(postings)))
                if action_id != last_action:
                    entries = out.setdefault(action_id, [])
                    last_action = action_id
                last_entry, memo_now, postings = entry_id, memo, []
            postings.append((code, int(amount)))
        if last_entry is not None:
            entries.append((memo_now, tuple(postings)))
        return out

    def balances(self, game_id: int) -> dict[str, int]:
        """Account code -> balance, summed by the database from the stored postings."""
        with Session(self.engine) as session:
            rows = session.execute(
                select(col(AccountRow.code), func.coalesce(func.sum(col(PostingRow.amount)), 0))
                .join(PostingRow, col(PostingRow.account_id) == AccountRow.id, isouter=True)
                .where(col(AccountRow.game_id) == game_id)
                .group_by(col(AccountRow.code))
            ).all()
        return {code: int(total) for code, total in rows}

    # -- audit ---------------------------------------------------------------------------
    def audit(self, game_id: int) -> AuditReport:
        """Replay every stored action from nothing and compare with the stored journal.

        Checks, in order: every stored entry balances; the whole journal sums to zero; the
        opening entries; each action's entries, kind and summary against the replay (the
        first action where the two stories part is named); the balance assertions (they
        are replayed); the balances of every account. The book's text is read as it is
        (:func:`ledger.text.reading_stored`): what :mod:`ledger.text` refuses in new input is no
        problem of the books.
        """
        with reading_stored():
            return self._audit(game_id)

    def _audit(self, game_id: int) -> AuditReport:
        report = AuditReport(game_id)
        setup = self.setup(game_id)
        # the stored journal, read once: the actions (seq 0, the setup, first) and their entries
        with self.engine.connect() as connection:
            rows = self._stored_actions(connection, game_id, with_setup=True)
            by_action = self._stored_entries(connection, game_id)
        report.balances = self.balances(game_id)
        stored_by_seq: dict[int, _EntryTuples] = {}
        for row in rows:
            entries = tuple(by_action.get(row.id, ()))
            stored_by_seq[row.seq] = entries
            for memo, postings in entries:
                report.entries += 1
                total = sum(amount for _code, amount in postings)
                if total:
                    report.problems.append(
                        f"action #{row.seq} ({row.kind}): entry {memo!r} does not balance (postings sum to {total:+,})"
                    )
                    report.first_divergence = row.seq if report.first_divergence is None else report.first_divergence
        total = sum(report.balances.values())
        if total != 0:
            report.problems.append(f"the accounts sum to {total:+,}, not 0")
        try:
            game = Game(setup)
        except RuleViolation as error:
            report.problems.append(f"the setup is refused: {error}")
            return report
        opening = stored_by_seq.get(0, ()) if rows and rows[0].seq == 0 else ()
        if opening != tuple(e.as_tuple() for e in game.opening_entries):
            report.problems.append("the opening entries differ from the rules' starting cash")
            report.first_divergence = 0 if report.first_divergence is None else report.first_divergence
        expected = 1
        record = game.record_stored
        for _id, seq, kind, payload, note, summary, _position, recorded_at in rows:
            if seq <= 0:
                continue
            if seq != expected:
                report.problems.append(
                    f"action #{expected} is missing from the journal (the next stored is "
                    f"#{seq}); actions are never deleted"
                )
                report.first_divergence = expected if report.first_divergence is None else report.first_divergence
                break
            expected += 1
            report.actions += 1
            try:
                rec = record(kind, payload, note=note, recorded_at=recorded_at)
            except RuleViolation as error:
                report.problems.append(f"action #{seq} ({kind}) is refused on replay: {error}")
                report.first_divergence = seq if report.first_divergence is None else report.first_divergence
                break
            replayed = tuple([(e.memo, tuple([(p.account, p.amount) for p in e.postings])) for e in rec.entries])
            stored = stored_by_seq[seq]
            if replayed != stored or summary != rec.summary:
                report.problems.append(_describe_divergence(seq, kind, stored, replayed, summary, rec.summary))
                report.first_divergence = seq if report.first_divergence is None else report.first_divergence
                break
        if not report.problems:
            replayed_balances = {k: v for k, v in game.state.balances.items() if v}
            stored_balances = {k: v for k, v in report.balances.items() if v}
            if replayed_balances != stored_balances:
                diff = sorted(set(replayed_balances) | set(stored_balances))
                for code in diff:
                    a, b = stored_balances.get(code, 0), replayed_balances.get(code, 0)
                    if a != b:
                        report.problems.append(f"account {code}: journal {a:,}, replay {b:,} (difference {a - b:+,})")
        return report

    # -- record files --------------------------------------------------------------------
    def export(self, game_id: int, path: str | Path) -> Path:
        """Write the game's record file (docs/game-record.md) and return its path.

        Raises:
            RuleViolation: no such game.
            OSError: the file cannot be written.
        """
        game = self.game(game_id)
        with Session(self.engine) as session:
            row = session.get(GameRow, game_id)
            created_at = row.created_at if row else ""
        return write_record(path, game.setup, game.records, created_at=created_at)

    def import_record(self, path: str | Path) -> int:
        """Read a record file and store it as a new game; return the game's id.

        Every action is checked by the rules before anything is written; a refused action
        names its line, and nothing is stored.

        Raises:
            RuleViolation: the file or one of its actions is wrong.
        """
        setup, actions, created_at = read_record(path)
        return self.import_actions(setup, actions, created_at=created_at)

    def import_actions(self, setup: GameSetup, actions: list[RecordedAction], *, created_at: str = "") -> int:
        """Store a whole game from its setup and actions in one transaction; return its id.

        Raises:
            RuleViolation: an action is refused (named by its number); nothing is stored.
        """
        rules_for(setup.game)
        game = Game.replay(setup, [a.as_tuple() for a in actions])
        with Session(self.engine) as session, session.begin():
            row = GameRow(
                game=setup.game,
                variant=setup.variant,
                title=setup.title,
                options=_payload_text(setup.options),
                created_at=created_at or _now(),
            )
            session.add(row)
            session.flush()
            assert row.id is not None
            game_id = row.id
            for seat, name in enumerate(setup.players, start=1):
                session.add(PlayerRow(game_id=game_id, seat=seat, name=name))
            payload = {
                "game": setup.game,
                "variant": setup.variant,
                "title": setup.title,
                "players": list(setup.players),
                "options": dict(setup.options),
            }
            self._accounts[game_id] = {}
            self._insert_action(
                session,
                game_id,
                0,
                "setup",
                payload,
                "",
                "Game set up",
                "before play",
                row.created_at,
                game.opening_entries,
            )
            for rec in game.records:
                self._insert_action(
                    session,
                    game_id,
                    rec.seq,
                    rec.kind,
                    rec.payload,
                    rec.note,
                    rec.summary,
                    rec.position,
                    rec.recorded_at,
                    rec.entries,
                )
        self._games[game_id] = game
        return game_id


class _ChangedElsewhere(Exception):
    """The book holds actions this session has not seen (raised inside the recording transaction)."""


@dataclass(frozen=True)
class _UnbalancedEntry:
    """A stored entry whose postings do not sum to zero (only an audit can meet one)."""

    memo: str
    postings: tuple[Posting, ...]

    @property
    def total(self) -> int:
        return sum(p.amount for p in self.postings)

    def as_tuple(self) -> tuple[str, tuple[tuple[str, int], ...]]:
        """The plain form of :meth:`ledger.journal.Entry.as_tuple`, so an audit can compare it."""
        return (self.memo, tuple((p.account, p.amount) for p in self.postings))


class _StoredAction(NamedTuple):
    """One stored action as read by :meth:`Book._stored_actions`."""

    id: int
    seq: int
    kind: str
    payload: str
    note: str
    summary: str
    position: str
    recorded_at: str


def _plain_rows(connection: Connection, query: ClauseElement) -> list[tuple[Any, ...]]:
    """The rows of ``query`` as the database driver gives them (plain tuples), on ``connection``.

    The query is SQLAlchemy's, compiled for the connection's dialect with its values inline
    (only whole numbers are bound here: game ids), and run on the driver's own cursor.
    """
    sql = str(query.compile(dialect=connection.dialect, compile_kwargs={"literal_binds": True}))
    cursor = connection.connection.cursor()
    try:
        cursor.execute(sql)
        return list(cursor.fetchall())
    finally:
        cursor.close()


_EntryTuple = tuple[str, tuple[tuple[str, int], ...]]
"""An entry in the plain form of :meth:`ledger.journal.Entry.as_tuple`: memo, (account, amount) postings."""
_EntryTuples = tuple[_EntryTuple, ...]
"""Entries in the plain form of :meth:`ledger.journal.Entry.as_tuple`."""


def _describe_divergence(
    seq: int, kind: str, stored: _EntryTuples, replayed: _EntryTuples, stored_summary: str, replayed_summary: str
) -> str:
    if stored_summary != replayed_summary and stored == replayed:
        return f"action #{seq} ({kind}): journal says {stored_summary!r}, replay says {replayed_summary!r}"
    stored_postings = {(memo, acc): amt for memo, ps in stored for acc, amt in ps}
    replayed_postings = {(memo, acc): amt for memo, ps in replayed for acc, amt in ps}
    for key in sorted(set(stored_postings) | set(replayed_postings)):
        a, b = stored_postings.get(key), replayed_postings.get(key)
        if a != b:
            memo, account = key
            return (
                f"action #{seq} ({kind}): {account} in {memo!r}: journal {a if a is not None else 'nothing'}, "
                f"replay {b if b is not None else 'nothing'}; this is the first action where the journal "
                "and the replay part"
            )
    return f"action #{seq} ({kind}): the entries differ in order or memo from the replay"
