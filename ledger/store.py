"""The book: games persisted with SQLModel, one database transaction per banker action.

SQLite by default (one file in the user data directory, WAL, foreign keys on, full sync);
any SQLAlchemy URL otherwise. The schema is made and upgraded by Alembic migrations.

Recording goes: the game's rules (in memory, :class:`ledger.game.Game`) decide the entries;
then the action, its entries and postings are inserted in one transaction. If the
transaction fails, the in-memory game is dropped and rebuilt from the database, so memory
never runs ahead of what is stored.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, NamedTuple

from sqlalchemy import bindparam, event, func, insert, select, text
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import IntegrityError, OperationalError, SQLAlchemyError
from sqlalchemy.sql.elements import ClauseElement
from sqlmodel import Session, col, create_engine

from .game import Game, GameSetup, Record, check_time, now_iso as _now, rules_for
from .journal import Entry, Posting, RuleViolation
from .models import AccountRow, ActionRow, EntryRow, GameRow, PlayerRow, PostingRow
from .record_file import RecordedAction, read_record, write_record

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


#: how long a writer waits for another to finish before the book is called busy (SQLite), milliseconds
BUSY_TIMEOUT_MS = 10_000
#: the execution option that makes a transaction on SQLite begin with ``BEGIN IMMEDIATE``
#: (:func:`writing`); without it a transaction begins with a plain (deferred) ``BEGIN``
SQLITE_BEGIN = "airbanker_sqlite_begin"


def _driver_url(url: str) -> Any:
    """The URL as SQLAlchemy will open it: a bare ``postgresql://`` URL names psycopg 3 (airbanker's
    PostgreSQL driver, the ``postgres`` extra) unless psycopg2, SQLAlchemy's default for it, is installed."""
    parsed = make_url(url)
    if parsed.drivername == "postgresql":
        import importlib.util

        if importlib.util.find_spec("psycopg2") is None and importlib.util.find_spec("psycopg") is not None:
            parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed


def make_engine(url: str) -> Engine:
    """A SQLAlchemy engine for ``url`` (a bare ``postgresql://`` URL uses psycopg 3, see :func:`_driver_url`).

    SQLite, per connection: WAL, foreign keys on, synchronous=FULL, a busy timeout of
    :data:`BUSY_TIMEOUT_MS`; and the transactions are airbanker's own, not pysqlite's (SQLAlchemy's
    pysqlite recipe, "Serializable isolation / Savepoints / Transactional DDL"): pysqlite's legacy
    transaction control would begin a transaction only at the first INSERT (after the reads that must
    be inside it, such as the stale-game check) and run DDL outside any transaction. Here every
    transaction begins with ``BEGIN``, or ``BEGIN IMMEDIATE`` (the write lock taken at once, waiting
    for another writer up to the busy timeout) on an engine from :func:`writing`; Alembic's DDL runs
    inside the transaction that :func:`upgrade` opens.

    Raises:
        RuleViolation: the URL cannot be understood, or its driver is not installed.
    """
    try:
        engine = create_engine(_driver_url(url))
    except ModuleNotFoundError as error:
        extra = " (pip install 'airbanker[postgres]')" if "psycopg" in str(error.name) else ""
        raise RuleViolation(
            f"cannot open database {url!r}: its driver {error.name} is not installed{extra}", field="--db"
        ) from error
    except Exception as error:  # noqa: BLE001 - SQLAlchemy raises several kinds
        raise RuleViolation(f"cannot open database {url!r}: {error}", field="--db") from error
    if engine.dialect.name == "sqlite":

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            # no BEGIN from pysqlite (nor a COMMIT before DDL): the "begin" listener below emits it
            dbapi_connection.isolation_level = None
            cursor = dbapi_connection.cursor()
            cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=FULL")
            cursor.close()

        @event.listens_for(engine, "begin")
        def _begin(connection: Connection) -> None:
            immediate = connection.get_execution_options().get(SQLITE_BEGIN) == "IMMEDIATE"
            connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

    return engine


def writing(engine: Engine) -> Engine:
    """``engine`` for transactions that write: on SQLite they begin with ``BEGIN IMMEDIATE``, so that
    what they read first (the stale-game check, Alembic's version) is read under the write lock and
    two writers take turns (the second waits up to :data:`BUSY_TIMEOUT_MS`). Elsewhere the same engine.
    """
    if engine.dialect.name != "sqlite":
        return engine
    return engine.execution_options(**{SQLITE_BEGIN: "IMMEDIATE"})


def upgrade(engine: Engine) -> None:
    """Bring the schema to the latest Alembic revision (creates it in an empty database)."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(resources.files("ledger.migrations")))
    # under the write lock: two airbankers opening a new book at once take turns (the second finds it made)
    with writing(engine).begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


_INSERT_ACTION = insert(ActionRow.__table__)  # type: ignore[attr-defined]
_INSERT_ENTRY = insert(EntryRow.__table__)  # type: ignore[attr-defined]
_INSERT_POSTING = insert(PostingRow.__table__)  # type: ignore[attr-defined]
_INSERT_ACCOUNT = insert(AccountRow.__table__)  # type: ignore[attr-defined]
#: the number of a game's latest stored action, built once: it runs in every recording transaction
_LAST_SEQ = text("SELECT MAX(seq) FROM actions WHERE game_id = :game_id")
#: the game's row, locked until the recording transaction ends (PostgreSQL: FOR UPDATE; SQLite has no
#: row locks and renders none: BEGIN IMMEDIATE holds the whole book's write lock already)
_LOCK_GAME = select(col(GameRow.id)).where(col(GameRow.id) == bindparam("game_id")).with_for_update()
#: the actions stored after ``seen`` (what another session recorded): number and summary, oldest first
_UNSEEN = text("SELECT seq, summary FROM actions WHERE game_id = :game_id AND seq > :seen ORDER BY seq LIMIT :limit")
#: how many of the actions recorded elsewhere the refusal names (then "and N more")
_UNSEEN_SHOWN = 3


#: the sized text columns of an action (models.py) and their lengths; None: unbounded text
_ACTION_TEXT: tuple[tuple[str, int | None], ...] = tuple(
    (name, ActionRow.__table__.c[name].type.length)  # type: ignore[attr-defined]
    for name in ("kind", "payload", "note", "summary", "position", "recorded_at")
)
#: the length of an account code (models.py)
_CODE_LENGTH: int = AccountRow.__table__.c["code"].type.length  # type: ignore[attr-defined]


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
        with Session(self._writer) as session, session.begin():
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

        The game's rules decide the entries in memory; then, inside the writing transaction, the game is
        locked (SQLite: ``BEGIN IMMEDIATE``, the book's write lock; PostgreSQL: its row in ``games``,
        ``FOR UPDATE``) and the book must hold exactly the actions this session has seen before
        anything is written: two writers never interleave, and the later one is told what the other
        recorded. The method returns only after the commit, so a caller that shows the action's number
        shows one that is in the book.

        Raises:
            RuleViolation: the action is illegal; or the game changed elsewhere since it was read
                (field ``game``, naming the actions this session had not seen: the game is read
                again and the banker looks at it anew); or the database did not take it (field
                ``--db``). Nothing is written.
        """
        game = self.game(game_id)
        seen = len(game.records)
        rec = game.record(kind, payload or {}, note=note, recorded_at=recorded_at)
        try:
            with self._writer.begin() as connection:
                self._check_fresh(connection, game_id, seen)
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
                raise _changed_elsewhere(error.unseen, error.more) from None
            if isinstance(error, IntegrityError):
                # the last resort, should a writer ever pass the lock: (game_id, seq) is taken
                unseen, more = self._unseen_after(game_id, seen)
                if unseen:
                    raise _changed_elsewhere(unseen, more) from None
            if isinstance(error, OperationalError) and "locked" in str(error.orig):
                raise RuleViolation(
                    f"the book is busy: another airbanker kept it locked for over {BUSY_TIMEOUT_MS // 1000} s, "
                    "so nothing was recorded; type the action again",
                    field="--db",
                ) from None
            if isinstance(error, SQLAlchemyError):
                raise RuleViolation(
                    f"the database did not take the action, so nothing was recorded: "
                    f"{getattr(error, 'orig', None) or error}",
                    field="--db",
                ) from error
            raise
        return rec

    @functools.cached_property
    def _writer(self) -> Engine:
        """The book's engine for writing transactions (:func:`writing`)."""
        return writing(self.engine)

    def _check_fresh(self, connection: Connection, game_id: int, seen: int) -> None:
        """Inside the writing transaction: lock the game, then the book must hold exactly ``seen`` actions.

        Raises:
            RuleViolation: there is no game ``game_id``.
            _ChangedElsewhere: the book holds another number of actions than this session has seen.
        """
        if connection.execute(_LOCK_GAME, {"game_id": game_id}).first() is None:
            raise RuleViolation(f"there is no game {game_id}", field="game")
        last = connection.execute(_LAST_SEQ, {"game_id": game_id}).scalar()
        if (last or 0) != seen:
            raise _ChangedElsewhere(*self._unseen(connection, game_id, seen, int(last or 0)))

    def _unseen(
        self, connection: Connection, game_id: int, seen: int, last: int
    ) -> tuple[tuple[tuple[int, str], ...], int]:
        """The first actions of the book after ``seen`` as (seq, summary), and how many more there are."""
        rows = connection.execute(_UNSEEN, {"game_id": game_id, "seen": seen, "limit": _UNSEEN_SHOWN}).all()
        unseen = tuple((int(seq), str(summary)) for seq, summary in rows)
        if not unseen:  # fewer actions than this session has seen: say what the book holds
            return ((last, ""),), 0
        return unseen, max(0, last - seen - len(unseen))

    def _unseen_after(self, game_id: int, seen: int) -> tuple[tuple[tuple[int, str], ...], int]:
        """:meth:`_unseen` read anew (after a failed transaction); empty when the book holds ``seen`` actions."""
        try:
            with self.engine.connect() as connection:
                last = int(connection.execute(_LAST_SEQ, {"game_id": game_id}).scalar() or 0)
                if last == seen:
                    return (), 0
                return self._unseen(connection, game_id, seen, last)
        except SQLAlchemyError:
            return (), 0

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
            _check_storable(code, "account", _CODE_LENGTH)
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
        row: dict[str, Any] = {
            "game_id": game_id,
            "seq": seq,
            "kind": kind,
            "payload": _payload_text(payload),
            "note": note,
            "summary": summary,
            "position": position,
            "recorded_at": recorded_at,
        }
        where = f"action #{seq}"
        for name, limit in _ACTION_TEXT:
            _check_storable(str(row[name]), f"{where}.{name}", limit)
        result = session.execute(_INSERT_ACTION, row)
        action_id = result.inserted_primary_key[0]
        for line, entry in enumerate(entries, start=1):
            _check_storable(entry.memo, f"{where}.entries[{line}].memo")
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
        are replayed); the balances of every account.
        """
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
        if created_at:
            check_time(created_at, field="created_at")
        game = Game.replay(setup, [a.as_tuple() for a in actions])
        _check_storable(setup.title, "title")
        for seat, name in enumerate(setup.players, start=1):
            _check_storable(name, f"players[{seat - 1}]")
        with Session(self._writer) as session, session.begin():
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
    """The book holds actions this session has not seen (raised inside the recording transaction).

    Args:
        unseen: the first of them as (seq, summary), oldest first.
        more: how many more there are.
    """

    def __init__(self, unseen: tuple[tuple[int, str], ...], more: int) -> None:
        super().__init__(unseen, more)
        self.unseen = unseen
        self.more = more


def _changed_elsewhere(unseen: tuple[tuple[int, str], ...], more: int) -> RuleViolation:
    """The one-line refusal of a stale session: what the book holds that it had not seen.

    E.g. ``game: the game changed elsewhere: #2 A: Ann $12,000 …; #3 …; nothing was recorded (the game
    has been read again: look at it anew and type the action again) (one writer per game)``.
    """
    if len(unseen) == 1 and not unseen[0][1]:
        what = f"the book's last action is #{unseen[0][0]}"
    else:
        what = "; ".join(f"#{seq} {' '.join(summary.split())}" for seq, summary in unseen)
        if more:
            what += f"; and {more} more"
    return RuleViolation(
        f"the game changed elsewhere: {what}; nothing was recorded (the game has been read again: "
        "look at it anew and type the action again)",
        field="game",
        rule="one writer per game",
    )


def _check_storable(value: str, field: str, limit: int | None = None) -> None:
    """Refuse text the book cannot store the same way on every backend: NUL (PostgreSQL refuses it in
    text; SQLite would keep it), or more than ``limit`` characters (a sized column: PostgreSQL refuses,
    SQLite would keep). The last guard at the door: the gate and the rules refuse these earlier, naming
    the field the banker typed.

    Raises:
        RuleViolation: naming ``field``.
    """
    if "\x00" in value:
        raise RuleViolation("holds a NUL character (U+0000), which the book cannot store", field=field)
    if limit is not None and len(value) > limit:
        raise RuleViolation(f"is {len(value):,} characters long; the book stores at most {limit}", field=field)


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
