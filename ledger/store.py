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
import gc
import hashlib
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date, datetime
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, TypeAlias

from sqlalchemy import bindparam, event, func, insert, select, text
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import IntegrityError, OperationalError, SQLAlchemyError
from sqlalchemy.sql import Select
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.elements import BindParameter
from sqlmodel import Session, col, create_engine

from .book_file import (
    BOOK_TABLES,
    DEFAULT_BOOK,
    MIGRATIONS,
    SQLITE_HEADER,
    GameInfo,
    data_dir,
    default_database_url,
    head_revision as _head_revision,
    list_games,
    readonly as _readonly,
)
from .chain import GENESIS, SETUP_KIND, link, seal_line, setup_payload, short
from .errors import replaying
from .game import Game, GameSetup, Record, check_time, now_iso as _now, rules_for
from .journal import Entry, Posting, RuleViolation
from .journal_view import JournalCounts, count_journal
from .models import AccountRow, ActionRow, BoxRow, EntryRow, GameRow, PlayerRow, PostingRow
from .record_file import RecordedAction, read_record_file, write_file, write_record
from .text import reading_stored

if TYPE_CHECKING:
    from .box import Box
    from .exports import Format

__all__ = [
    "Book",
    "GameInfo",
    "AuditReport",
    "DEFAULT_BOOK",
    "default_database_url",
    "data_dir",
    "make_engine",
    "upgrade",
    "UpgradeFailed",
]


#: how long a writer waits for another to finish before the book is called busy (SQLite), milliseconds
BUSY_TIMEOUT_MS = 10_000
#: how many times opening a book is tried when SQLite answers "database is locked" at once (:meth:`Book._open_book`)
OPEN_TRIES = 4
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


def sqlite_path(engine: Engine) -> Path | None:
    """The file of a SQLite engine's database, or None (another database, or SQLite in memory)."""
    database = engine.url.database if engine.dialect.name == "sqlite" else None
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database)


def _first_problem(problems: list[str]) -> str:
    """The first problem SQLite's check names, on one line (its text may hold several)."""
    lines = [line.strip() for line in "\n".join(problems).splitlines() if line.strip() and not line.startswith("***")]
    first = lines[0] if lines else "no answer"
    return first if len(first) <= 160 else first[:159] + "…"


def _refuse_file(path: Path, what: str) -> RuleViolation:
    return RuleViolation(f"{path} {what}; nothing was written to it", field="--db")


def _sqlite_state(path: Path, *, quick_check: bool) -> tuple[set[str], str | None]:
    """The tables and Alembic revision of a SQLite file, read without writing to it.

    A file that does not exist or is empty (0 bytes) is a new book: no tables.

    Raises:
        RuleViolation: not a SQLite database, or damaged (``PRAGMA quick_check``), or unreadable.
    """
    try:
        with path.open("rb") as file:
            head = file.read(len(SQLITE_HEADER))
    except FileNotFoundError:
        return set(), None
    except IsADirectoryError:
        raise _refuse_file(path, "is a folder, not an airbanker book") from None
    except OSError as error:
        raise RuleViolation(f"cannot read {path}: {error.strerror}", field="--db") from error
    if not head:
        return set(), None
    if head != SQLITE_HEADER:
        raise _refuse_file(path, "is not an airbanker book (not an SQLite database file)")
    try:
        connection = _readonly(path)
    except sqlite3.Error as error:
        raise RuleViolation(f"cannot open {path}: {error}", field="--db") from error
    try:
        if quick_check:
            problems = [row[0] for row in connection.execute("PRAGMA quick_check(3)")]
            if problems != ["ok"]:
                raise _refuse_file(path, f"is damaged (PRAGMA quick_check: {_first_problem(problems)})")
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        tables.discard("sqlite_sequence")
        revision = None
        if "alembic_version" in tables:
            row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
            revision = row[0] if row else None
        return tables, revision
    except sqlite3.DatabaseError as error:  # "file is not a database", "database disk image is malformed"
        raise _refuse_file(path, f"is not an airbanker book or is damaged ({error})") from error
    finally:
        connection.close()


def _state(engine: Engine) -> tuple[set[str], str | None]:
    """The tables and Alembic revision of a database that is not a SQLite file, read without writing."""
    from sqlalchemy import inspect

    with engine.connect() as connection:
        tables = set(inspect(connection).get_table_names())
        revision = None
        if "alembic_version" in tables:
            revision = connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
        connection.rollback()
    return tables, revision


def _script(script_location: str | None = None) -> Any:
    """The Alembic configuration and script directory of the migrations."""
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    config = Config()
    config.set_main_option("script_location", script_location or str(resources.files(MIGRATIONS)))
    return config, ScriptDirectory.from_config(config)


def check_book(
    engine: Engine, *, quick_check: bool = True, script_location: str | None = None
) -> tuple[str | None, str]:
    """Whether the database is an airbanker book this airbanker can open, read without writing.

    Returns:
        ``(revision, head)``: the book's schema revision (None for a new, empty database) and
        the newest this airbanker knows.

    Raises:
        RuleViolation: one line: not an SQLite file, damaged, someone else's database (tables
            but not airbanker's), or a book written by a newer airbanker.
    """
    path = sqlite_path(engine)
    where = str(path) if path else engine.url.render_as_string(hide_password=True)
    if path is not None:
        tables, revision = _sqlite_state(path, quick_check=quick_check)
    else:
        try:
            tables, revision = _state(engine)
        except SQLAlchemyError as error:
            raise RuleViolation(
                f"cannot open database {where!r}: {getattr(error, 'orig', None) or error}", field="--db"
            ) from error
    if script_location is None and revision is not None and revision == _head_revision() and BOOK_TABLES <= tables:
        return revision, revision  # a book at this airbanker's head: no need of Alembic to open it
    _config, script = _script(script_location)
    head = script.get_current_head()
    known = {s.revision for s in script.walk_revisions()}
    if not tables - {"alembic_version"} and revision is None:
        return None, head  # a new book
    if revision in known and not BOOK_TABLES <= tables:
        missing = sorted(BOOK_TABLES - tables)
        raise RuleViolation(
            f"{where} is a damaged airbanker book: its table{'s' if len(missing) > 1 else ''} "
            f"{', '.join(missing)} {'are' if len(missing) > 1 else 'is'} missing; nothing was written to it "
            "(open a backup: airbanker backup, README 'Where the data lives')",
            field="--db",
        )
    if "alembic_version" not in tables or revision is None or not {"games", "actions"} <= tables:
        others = ", ".join(sorted(tables - BOOK_TABLES - {"alembic_version"})[:5]) or ", ".join(sorted(tables)[:5])
        raise RuleViolation(
            f"{where} is not an airbanker book (it holds the tables {others}); nothing was written to it",
            field="--db",
        )
    if revision not in known:
        raise RuleViolation(
            f"this book was written by a newer airbanker (schema {revision}; this one knows up to {head}): "
            "upgrade airbanker",
            field="--db",
        )
    return revision, head


def backup_file(path: Path, copy: Path) -> Path:
    """Copy a SQLite book to ``copy`` with SQLite's online backup API; return ``copy``.

    The copy is consistent and whole: it holds every committed transaction, those still in
    the ``-wal`` file too, even while another process writes. It is written to a temporary file
    beside ``copy`` and then linked into place, so ``copy`` is never overwritten and never half
    written.

    Raises:
        RuleViolation: ``copy`` exists already (nothing is overwritten).
        OSError: the copy cannot be written.
        sqlite3.Error: the book cannot be read.
    """
    if copy.exists():
        raise RuleViolation(f"{copy} exists already; nothing was overwritten (choose another file)", field="--to")
    temporary = copy.with_name(f".{copy.name}.{os.getpid()}.tmp")
    source = _readonly(path)
    try:
        target = sqlite3.connect(temporary)
        try:
            source.backup(target)
            # a single file: the copy keeps no -wal of its own
            target.execute("PRAGMA journal_mode=DELETE")
        finally:
            target.close()
        try:
            os.link(temporary, copy)  # fails if copy exists: never overwrites
        except FileExistsError:
            raise RuleViolation(
                f"{copy} exists already; nothing was overwritten (choose another file)", field="--to"
            ) from None
        except OSError:  # a file system without hard links: checked just above, then renamed
            os.replace(temporary, copy)
    finally:
        source.close()
        temporary.unlink(missing_ok=True)
    return copy


def _free_name(folder: Path, name: str, suffix: str) -> Path:
    """``folder/name+suffix``, or ``name-2+suffix``, ``-3`` … : the first that does not exist."""
    candidate = folder / f"{name}{suffix}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{name}-{number}{suffix}"
        number += 1
    return candidate


#: the key of the PostgreSQL advisory lock an upgrade holds until it commits or rolls back (one per
#: database: a lock's key includes the database): the first 8 bytes of sha256("airbanker upgrade")
UPGRADE_LOCK_KEY = int.from_bytes(hashlib.sha256(b"airbanker upgrade").digest()[:8], "big", signed=True)
_UPGRADE_LOCK = text("SELECT pg_advisory_xact_lock(:key)")


class UpgradeFailed(RuntimeError):
    """A migration failed: its transaction was rolled back, the book is as it was.

    The message is the failing migration's own (``str(error)`` of :attr:`__cause__`).

    Attributes:
        target: the schema revision the upgrade was bringing the book to.
        copy: the copy of the book made before the upgrade, or None (none was made).
    """

    def __init__(self, error: BaseException, target: str, copy: Path | None) -> None:
        super().__init__(str(getattr(error, "orig", None) or error) or type(error).__name__)
        self.target = target
        self.copy = copy


def upgrade(engine: Engine, *, script_location: str | None = None, backup: bool = True) -> Path | None:
    """Bring the schema to the latest Alembic revision (creates it in an empty database).

    Every pending revision runs in one transaction: if one fails, the book is left exactly as
    it was. Two airbankers upgrading the same book take turns (SQLite: ``BEGIN IMMEDIATE``;
    PostgreSQL: the advisory lock :data:`UPGRADE_LOCK_KEY`), the later one finding it upgraded.
    Before upgrading an existing SQLite book that is behind, the book is copied beside itself
    (``airbanker.sqlite.before-0002.bak``; an older copy is never overwritten) with the online
    backup API.

    Args:
        engine: the book's engine.
        script_location: the migrations' folder (tests only; default: ``ledger/migrations``).
        backup: copy an existing SQLite book before upgrading it.

    Returns:
        The copy made before the upgrade, or None (nothing to upgrade, a new book, not SQLite).

    Raises:
        UpgradeFailed: a migration failed (the book is left as it was; the exception says where
            the copy made before it is).
    """
    from alembic import command
    from alembic.runtime.migration import MigrationContext

    config, script = _script(script_location)
    head = script.get_current_head()
    path = sqlite_path(engine)
    copy: Path | None = None
    # SQLite: an engine of make_engine's (whatever engine was given), so that the DDL runs inside the
    # transaction (pysqlite's own would commit before each statement) and BEGIN IMMEDIATE takes the
    # write lock first
    migrations = make_engine(engine.url.render_as_string(hide_password=False)) if path else engine
    try:
        with writing(migrations).begin() as connection:
            if connection.dialect.name == "postgresql":
                # PostgreSQL has no lock on the whole database like SQLite's BEGIN IMMEDIATE: without
                # this one, airbankers opening a new (or an older) book at once all ran the same DDL
                # and all but one failed ("duplicate key ... alembic_version", "column chain already
                # exists"); now they take turns, and the later ones find the book at the head
                connection.execute(_UPGRADE_LOCK, {"key": UPGRADE_LOCK_KEY})
            # read again under the write lock: another airbanker may have upgraded meanwhile
            current = MigrationContext.configure(connection).get_current_revision()
            if current == head:
                return None
            if path is not None and current is not None and backup:
                copy = backup_file(path, _free_name(path.parent, f"{path.name}.before-{head}", ".bak"))
            config.attributes["connection"] = connection
            try:
                command.upgrade(config, "head")
            except Exception as error:  # the transaction rolls back as this leaves the with block
                raise UpgradeFailed(error, head, copy) from error
    finally:
        if migrations is not engine:
            migrations.dispose()
    return copy


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
#: the game's chain head and action count, moved forward in each recording transaction
_ADVANCE_HEAD = text("UPDATE games SET chain_head = :head, action_count = :count WHERE id = :game_id")


def _payload_text(payload: Mapping[str, Any]) -> str:
    # keys in the order the banker (or the record file) gave them, so an export reads the same
    return json.dumps(payload, ensure_ascii=False)


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
        seal: the banker actions stored and the last one's chain link, as the game's sheets
            print them in their footer (:func:`ledger.chain.seal_line`).
        counts: what the stored journal holds (actions, balance assertions, entries), counted as
            the journal screen counts them (:func:`ledger.journal_view.count_journal`).
    """

    game_id: int
    actions: int = 0
    entries: int = 0
    problems: list[str] = field(default_factory=list)
    first_divergence: int | None = None
    balances: dict[str, int] = field(default_factory=dict)
    seal: str = ""
    counts: JournalCounts = field(default_factory=lambda: JournalCounts(0, 0, 0))

    def diverges_at(self, seq: int) -> None:
        """Note that the journal goes wrong at action ``seq`` (the earliest such action is kept)."""
        if self.first_divergence is None or seq < self.first_divergence:
            self.first_divergence = seq

    @property
    def ok(self) -> bool:
        """True when the audit found no problem."""
        return not self.problems


class Book:
    """All games of one database.

    Opening checks the database before anything is written to it (:func:`check_book`: an
    SQLite file that is not a book, damaged, someone else's, or a newer airbanker's is
    refused), then upgrades its schema in one transaction, copying an existing SQLite book
    first (:func:`upgrade`; :attr:`upgrade_backup` says where).

    Args:
        url: a SQLAlchemy URL; by default the SQLite file in the user data directory.
        quick_check: run ``PRAGMA quick_check`` on a SQLite file before using it.

    Attributes:
        upgrade_backup: the copy of the book made before its schema was upgraded, or None.

    Raises:
        RuleViolation: the database cannot be opened or migrated, or is not a book this
            airbanker can use; nothing was written to it.
    """

    def __init__(self, url: str | None = None, *, quick_check: bool = True) -> None:
        self.url = url or default_database_url()
        self.engine = make_engine(self.url)
        self.upgrade_backup: Path | None = None
        try:
            self._open_book(quick_check)
        except RuleViolation:
            self.engine.dispose()
            raise
        except UpgradeFailed as error:
            self.engine.dispose()
            where = sqlite_path(self.engine) or self.engine.url.render_as_string(hide_password=True)
            kept = f"; the copy made before the upgrade is {error.copy}" if error.copy is not None else ""
            said = "; ".join(w.strip() for w in str(error).splitlines() if w.strip())
            raise RuleViolation(
                f"cannot upgrade the book {str(where)!r} to schema {error.target} ({said}): the book was left as "
                f"it was{kept}",
                field="--db",
            ) from error
        except Exception as error:  # noqa: BLE001
            self.engine.dispose()
            # the driver's own words (SQLAlchemy's add the SQL on more lines), on one line; the URL
            # without its password
            words = str(getattr(error, "orig", None) or error).splitlines()
            where = self.engine.url.render_as_string(hide_password=True)
            raise RuleViolation(
                f"cannot open database {where!r}: {'; '.join(w.strip() for w in words if w.strip())}", field="--db"
            ) from error
        self._games: dict[int, Game] = {}
        self._accounts: dict[int, dict[str, int]] = {}
        #: the chain head of each game in memory: the link of its latest action (ledger/chain.py)
        self._heads: dict[int, str] = {}
        self._integrity_checked = False

    def _open_book(self, quick_check: bool) -> None:
        """Check the book and upgrade it to the head if it is older (:func:`check_book`, :func:`upgrade`).

        Two airbankers opening a new SQLite file at the same moment both switch it to WAL and read its schema
        while the other creates it; SQLite may then answer "database is locked" at once, without waiting its
        busy timeout (it would deadlock otherwise). Opening is only reading and, under the write lock, upgrading:
        it is tried again, up to :data:`OPEN_TRIES` times, a moment later each time.
        """
        for attempt in range(1, OPEN_TRIES + 1):
            try:
                revision, head = check_book(self.engine, quick_check=quick_check)
                if revision != head:  # a book at the head is only read: no write lock is taken to open it
                    self.upgrade_backup = upgrade(self.engine)
                return
            except OperationalError as error:
                if attempt == OPEN_TRIES or "database is locked" not in str(error):
                    raise
                self.engine.dispose()
                time.sleep(0.2 * attempt)

    def close(self) -> None:
        """Release the database connections."""
        self.engine.dispose()

    def backup(self, to: str | Path | None = None, *, now: datetime | None = None) -> tuple[Path, int, int]:
        """Copy the whole book to a new SQLite file with SQLite's online backup API.

        The copy is consistent and holds every committed action, also those still in the
        ``-wal`` file (copying ``airbanker.sqlite`` alone loses them), even while another
        airbanker records.

        Args:
            to: the copy's file; by default ``<book>-backup-YYYYmmdd-HHMMSS.sqlite`` beside the book.
            now: the time in the default name (local time; default: now).

        Returns:
            The copy's path, and the games and actions (banker actions) it holds.

        Raises:
            RuleViolation: the book is not a SQLite file (PostgreSQL: use ``pg_dump``), or the
                file exists already (nothing is overwritten).
            OSError: the copy cannot be written.
        """
        path = sqlite_path(self.engine)
        if path is None:
            raise RuleViolation(
                "airbanker backs up SQLite books only: back up a PostgreSQL book with pg_dump "
                "(e.g. pg_dump --format=custom --file=airbanker.dump DBNAME)",
                field="--db",
            )
        if to is None:
            stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
            copy = path.with_name(f"{path.stem}-backup-{stamp}{path.suffix or '.sqlite'}")
        else:
            copy = Path(to)
        try:
            backup_file(path, copy)
        except sqlite3.Error as error:
            raise RuleViolation(f"cannot back up {path}: {error}", field="--db") from error
        check = _readonly(copy)
        try:
            problems = [row[0] for row in check.execute("PRAGMA quick_check")]
            games = check.execute("SELECT count(*) FROM games").fetchone()[0]
            actions = check.execute("SELECT count(*) FROM actions WHERE seq > 0").fetchone()[0]
        finally:
            check.close()
        if problems != ["ok"]:  # pragma: no cover - the backup API copies pages SQLite has read
            raise RuleViolation(f"the copy {copy} does not check out (PRAGMA quick_check: {problems[0]})")
        return copy, int(games), int(actions)

    # -- games ---------------------------------------------------------------------------
    def create_game(
        self,
        setup: GameSetup,
        *,
        created_at: str | None = None,
        first: Sequence[tuple[str, Mapping[str, Any], str]] = (),
    ) -> int:
        """Store a new game and its opening entries; return its id.

        Args:
            setup: the game's setup.
            created_at: when the game was made (now when None).
            first: the game's first actions, ``(kind, payload, note)``, stored in the same transaction
                (the tables a new game takes from the box: :func:`ledger.box.setup_actions`).

        Raises:
            RuleViolation: the setup or one of ``first`` is refused by the game's rules; nothing is stored.
        """
        actions = [RecordedAction(kind, payload, note=note) for kind, payload, note in first]
        return self.import_actions(setup, actions, created_at=created_at or "")

    def games(self, *, include_archived: bool = False) -> list[GameInfo]:
        """The games of the database, newest first (:func:`ledger.book_file.list_games`, as the launch reads them
        from the file before the book is open)."""
        with Session(self.engine) as session:
            return list_games(
                lambda sql, values: session.execute(text(sql), dict(values)).all(), include_archived=include_archived
            )

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

    # -- the box (ledger/box.py) -----------------------------------------------------------------
    def box(self, game: str) -> Box | None:
        """The box of ``game`` (``"air_empire"``, ``"golden_age"``) kept in this book, or None.

        Raises:
            RuleViolation: the kept box cannot be read (a damaged book).
        """
        from .box import box_from_json

        with Session(self.engine) as session:
            row = session.get(BoxRow, game)
            return None if row is None else box_from_json(row.body)

    def put_box(self, box: Box, *, now: str | None = None) -> tuple[str, ...]:
        """Keep ``box`` as its game's box in this book, replacing the one kept (checked again first:
        the declared schema and the rulebook's facts, :func:`ledger.box.read_box`).

        Returns:
            The box's warnings, in the banker's words.

        Raises:
            RuleViolation: the box is refused; nothing is written.
        """
        from .box import box_to_json, read_box

        body = box_to_json(box)
        checked, warnings = read_box(json.loads(body))
        with Session(self._writer) as session, session.begin():
            row = session.get(BoxRow, checked.game)
            if row is None:
                session.add(BoxRow(game=checked.game, body=body, updated_at=now or _now()))
            else:
                row.body, row.updated_at = body, now or _now()
        return warnings

    def confirm_box(self, box: Box, on: date | None = None) -> Box:
        """Keep ``box`` confirmed by the table ``on`` that day (today by default): its values were shown to the
        table and checked against the components (issue 15); return the box as kept.

        Raises:
            RuleViolation: the box is refused (:meth:`put_box`); nothing is written.
        """
        confirmed = box.model_copy(update={"confirmed_on": on or date.today()})
        self.put_box(confirmed)
        return confirmed

    def boxes(self) -> list[tuple[str, str]]:
        """The games that have a box in this book, with when each was last changed: ``(game, updated_at)``."""
        with Session(self.engine) as session:
            rows = session.execute(select(col(BoxRow.game), col(BoxRow.updated_at)).order_by(col(BoxRow.game))).all()
            return [(str(game), str(updated)) for game, updated in rows]

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
        recorded_at, chain), oldest first.

        One plain query on the driver's cursor (:func:`_plain_rows`): SQLAlchemy's rows cost
        more to build and to read than the query itself.
        """
        build = _stored_actions_query if with_setup else _stored_actions_after_setup_query
        return list(map(_StoredAction._make, _plain_rows(connection, build, game_id)))

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
            rows = self._stored_actions(connection, game_id, with_setup=True)
        # the head is the link of the last action read, in the same query: new links follow it
        head = rows[-1].chain if rows else GENESIS
        actions = [(r.kind, json.loads(r.payload), r.note, r.recorded_at) for r in rows if r.seq > 0]
        # the book's text is read as it is: a game stored before a check of ledger.text still opens
        with reading_stored():
            game = Game.replay(setup, actions, fresh_payloads=True)
        self._games[game_id] = game
        self._heads[game_id] = head
        return game

    def in_memory(self, game_id: int) -> bool:
        """Whether :meth:`game` answers from memory (no replay) for ``game_id``."""
        return game_id in self._games

    def seal(self, game_id: int) -> str:
        """The line that matches a printed sheet to the book (:func:`ledger.chain.seal_line`):
        the game's banker actions and its chain head, as this session holds them
        (``"Journal: 57 actions · chain 3f2a9c0d1e4b"``).

        Raises:
            RuleViolation: no such game.
        """
        game = self.game(game_id)
        return seal_line(len(game.records), self._heads[game_id])

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
        self._forget(game_id)
        return True

    def _forget(self, game_id: int) -> None:
        """Drop a game from memory: the next :meth:`game` reads it again from the book."""
        self._games.pop(game_id, None)
        self._accounts.pop(game_id, None)
        self._heads.pop(game_id, None)

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
            chain = link(
                self._heads[game_id],
                rec.seq,
                rec.kind,
                rec.payload,
                rec.note,
                rec.recorded_at,
                [e.as_tuple() for e in rec.entries],
            )
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
                    chain,
                )
                # the game's head and count move with the action, in its transaction
                connection.execute(_ADVANCE_HEAD, {"head": chain, "count": rec.seq, "game_id": game_id})
        except Exception as error:
            # memory must never run ahead of the database: forget and rebuild on next use
            self._forget(game_id)
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
        self._heads[game_id] = chain
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
        chain: str,
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
            "chain": chain,
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
        rows: Sequence[Any] = _plain_rows(connection, _stored_entries_query, game_id)
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

        Checks, in order: the database file (``PRAGMA integrity_check`` on SQLite); every
        stored entry balances; every posting is on an account of its action's game (and no
        other game's action posts to this one's); the whole journal sums to zero; the opening
        entries; each action's entries, kind, summary and position against the replay (the first action where the two
        stories part is named); the balance assertions (they are replayed); the balances of
        every account; then the journal's hash chain (:mod:`ledger.chain`: the first action
        that does not match its link is named), the chain head and action count kept with the
        game, and the game's rows (rules, variant, title, options, players, time made)
        against its setup, action #0. :attr:`AuditReport.seal` is the line its sheets print. The
        book's text is read as it is (:func:`ledger.text.reading_stored`): what :mod:`ledger.text`
        refuses in new input is no problem of the books.

        Python's cycle collector is paused meanwhile (:func:`_collector_paused`): the replay
        makes many objects that live until the audit ends, and the collector scanned them again
        and again (some 10-20 % of the audit's time) while freeing nothing.

        Raises:
            RuleViolation: no such game, or the database file is damaged.
        """
        with reading_stored(), replaying(), _collector_paused():
            return self._audit(game_id)

    def _audit(self, game_id: int) -> AuditReport:
        report = AuditReport(game_id)
        self._integrity_check()
        setup = self.setup(game_id)
        # the stored journal, read once: the actions (seq 0, the setup, first) and their entries
        with self.engine.connect() as connection:
            rows = self._stored_actions(connection, game_id, with_setup=True)
            by_action = self._stored_entries(connection, game_id)
            crossed = _crossed_postings(connection, game_id)
        report.balances = self.balances(game_id)
        _audit_accounts(report, game_id, crossed)
        # each stored text decoded once: linked first, then handed to the replay (which may
        # change it: an undo names its target), the links reported after the replay's findings
        payloads = [_decode(row.payload) for row in rows]
        links = _chain_links(rows, payloads, by_action)
        self._replay_audit(report, setup, rows, by_action, payloads)
        with Session(self.engine) as session:
            game_row = session.get(GameRow, game_id)
            assert game_row is not None  # self.setup found it
            _audit_chain(report, game_row, setup, rows, links)
        report.counts = count_journal((row.seq, row.kind, by_action.get(row.id, ())) for row in rows)
        report.seal = seal_line(report.counts.actions, rows[-1].chain if rows else GENESIS)
        return report

    def _integrity_check(self) -> None:
        """``PRAGMA integrity_check`` of a SQLite book (every page, every index), once per session:
        it reads the whole file (some 0.4 s for a book of 100,000 actions), not one game.

        Raises:
            RuleViolation: the file is damaged (the first problem SQLite names).
        """
        if self.engine.dialect.name != "sqlite" or self._integrity_checked:
            return
        try:
            with self.engine.connect() as connection:
                problems = [row[0] for row in connection.exec_driver_sql("PRAGMA integrity_check(3)")]
        except SQLAlchemyError as error:
            problems = [str(getattr(error, "orig", None) or error)]
        if problems != ["ok"]:
            where = sqlite_path(self.engine) or self.url
            raise RuleViolation(
                f"{where} is damaged (PRAGMA integrity_check: {_first_problem(problems)}); restore a backup",
                field="--db",
            )
        self._integrity_checked = True

    def _replay_audit(
        self,
        report: AuditReport,
        setup: GameSetup,
        rows: list[_StoredAction],
        by_action: dict[int, list[_EntryTuple]],
        payloads: list[Any],
    ) -> None:
        """The replay half of :meth:`audit`: entries balance, replay equals journal, balances agree.

        ``payloads``: each row's payload decoded (:func:`_decode`), handed over to the replay.
        """
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
            return
        opening = stored_by_seq.get(0, ()) if rows and rows[0].seq == 0 else ()
        if opening != tuple(e.as_tuple() for e in game.opening_entries):
            report.problems.append("the opening entries differ from the rules' starting cash")
            report.first_divergence = 0 if report.first_divergence is None else report.first_divergence
        expected = 1
        record = game.record_stored
        for (_id, seq, kind, payload, note, summary, position, recorded_at, _chain), decoded in zip(
            rows, payloads, strict=True
        ):
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
                rec = record(
                    kind,
                    payload,
                    note=note,
                    recorded_at=recorded_at,
                    decoded=None if decoded is _UNREADABLE else decoded,
                )
            except RuleViolation as error:
                report.problems.append(f"action #{seq} ({kind}) is refused on replay: {error}")
                report.first_divergence = seq if report.first_divergence is None else report.first_divergence
                break
            replayed = tuple([(e.memo, tuple([(p.account, p.amount) for p in e.postings])) for e in rec.entries])
            stored = stored_by_seq[seq]
            if replayed != stored or summary != rec.summary or position != rec.position:
                report.problems.append(
                    _describe_divergence(seq, kind, stored, replayed, (summary, position), (rec.summary, rec.position))
                )
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
        return write_record(path, game.setup, game.records, created_at=created_at, chain=_links(game, created_at))

    def export_books(self, game_id: int, path: str | Path, fmt: Format) -> Path:
        """Write the game's books for another tool (docs/exports.md) and return the path.

        The stored journal (:meth:`journal`: the entries as the book holds them, not as a replay
        makes them again, so that the other tool checks what is stored) with each action's note and
        each balance assertion's count, as :func:`ledger.exports.render` writes it in ``fmt``
        (``"hledger"``, ``"beancount"``, ``"csv"``), written in one step (:func:`write_file`).

        Raises:
            RuleViolation: no such game; ``path`` is not a regular file.
            OSError: the file cannot be written; ``path`` is untouched.
        """
        from .exports import RULE, books_of, render  # only here: every command imports the store

        game = self.game(game_id)
        journal = self.journal(game_id)
        if journal and journal[-1][0] > len(game.records):  # recorded elsewhere since it was read
            self._forget(game_id)
            game = self.game(game_id)
        meta = game.rules.meta
        books = books_of(
            title=game.setup.title,
            game_title=f"{meta.title}, {meta.variant_label(game.setup.variant)}",
            players=game.setup.players,
            millions=meta.millions,
            clock=meta.clock,
            journal=journal,
            records=game.records,
        )
        return write_file(path, lambda: render(fmt, books).encode("utf-8"), what="an export", rule=RULE)

    def import_record(self, path: str | Path, *, first: int | None = None) -> int:
        """Read a record file and store it as a new game; return the game's id.

        Every action is checked by the rules before anything is written; a refused action
        names its line, and nothing is stored. A file that carries the journal's chain
        (``"chain"``, docs/game-record.md) must match it line by line: a line that does not
        was edited after the file was written, and is named.

        Args:
            path: the record file.
            first: store only the file's first ``first`` actions, the game as it stood after them
                (every action when ``None``); the lines after them are read and checked as written,
                not played.

        Raises:
            RuleViolation: the file or one of its actions is wrong, or ``first`` is more actions
                than the file has (field ``"first"``).
        """
        record = read_record_file(path)
        actions = record.actions
        if first is not None:
            if first > len(actions):
                raise RuleViolation(f"the file has only {len(actions)} actions, not {first}", field="first")
            actions = actions[:first]
        return self.import_actions(
            record.setup,
            actions,
            created_at=record.created_at,
            chain=record.chain,
            header_line=record.header_line,
        )

    def import_actions(
        self,
        setup: GameSetup,
        actions: list[RecordedAction],
        *,
        created_at: str = "",
        chain: str = "",
        header_line: int = 1,
    ) -> int:
        """Store a whole game from its setup and actions in one transaction; return its id.

        Args:
            setup: the game's setup.
            actions: its actions, in order; each one's ``chain``, when given, must be its link.
            created_at: when the game was made (now when empty).
            chain: the setup's link (seq 0) as the record file gives it, or ``""``.
            header_line: the header's line in the record file (for the refusal).

        Raises:
            RuleViolation: an action is refused (named by its number), or the chain given does
                not match (the line named); nothing is stored.
        """
        rules_for(setup.game)
        if created_at:
            check_time(created_at, field="created_at")
        game = Game.replay(setup, [a.as_tuple() for a in actions])
        _check_storable(setup.title, "title")
        for seat, name in enumerate(setup.players, start=1):
            _check_storable(name, f"players[{seat - 1}]")
        created_at = created_at or _now()
        links = _links(game, created_at)
        _check_chain(links, chain, actions, header_line)
        with Session(self._writer) as session, session.begin():
            row = GameRow(
                game=setup.game,
                variant=setup.variant,
                title=setup.title,
                options=_payload_text(setup.options),
                created_at=created_at,
                chain_head=links[-1],
                action_count=len(game.records),
            )
            session.add(row)
            session.flush()
            assert row.id is not None
            game_id = row.id
            for seat, name in enumerate(setup.players, start=1):
                session.add(PlayerRow(game_id=game_id, seat=seat, name=name))
            payload = setup_payload(setup.game, setup.variant, setup.title, setup.players, setup.options)
            self._accounts[game_id] = {}
            self._insert_action(
                session,
                game_id,
                0,
                SETUP_KIND,
                payload,
                "",
                "Game set up",
                "before play",
                row.created_at,
                game.opening_entries,
                links[0],
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
                    links[rec.seq],
                )
        self._games[game_id] = game
        self._heads[game_id] = links[-1]
        return game_id


def _links(game: Game, created_at: str) -> list[str]:
    """The links of a game's hash chain (:mod:`ledger.chain`): the setup's (seq 0), then one per record."""
    setup = game.setup
    head = link(
        GENESIS,
        0,
        SETUP_KIND,
        setup_payload(setup.game, setup.variant, setup.title, setup.players, setup.options),
        "",
        created_at,
        [e.as_tuple() for e in game.opening_entries],
    )
    links = [head]
    for rec in game.records:
        head = link(
            head, rec.seq, rec.kind, rec.payload, rec.note, rec.recorded_at, [e.as_tuple() for e in rec.entries]
        )
        links.append(head)
    return links


def _check_chain(links: list[str], header: str, actions: list[RecordedAction], header_line: int) -> None:
    """Refuse a record file whose ``"chain"`` does not match its content, naming the first line that differs.

    A file with no chain anywhere is taken as it is (files written before the chain, or by hand).
    Once the header carries one, every action line must.

    Raises:
        RuleViolation: the first line whose chain is missing or is not its link.
    """
    edited = "was edited after the file was written (its chain does not match what the line holds)"
    if header and header != links[0]:
        raise RuleViolation(f"the header {edited}", field=f"line {header_line}.chain", rule=_RECORD_RULE)
    for seq, action in enumerate(actions, start=1):
        where = f"line {action.line}" if action.line else f"action #{seq}"
        if not action.chain:
            if header:
                raise RuleViolation(
                    f"action #{seq} has no chain, though the file's header has one: the file was edited",
                    field=f"{where}.chain",
                    rule=_RECORD_RULE,
                )
            continue
        if action.chain != links[seq]:
            raise RuleViolation(f"action #{seq} {edited}", field=f"{where}.chain", rule=_RECORD_RULE)


_RECORD_RULE = "docs/game-record.md"


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
    chain: str


_Query: TypeAlias = "Select[*tuple[Any, ...]]"
"""A query :func:`_plain_rows` runs: a select of any columns."""

_GAME_ID: BindParameter[int] = bindparam("game_id")
"""The game's id in the queries :func:`_plain_rows` runs (a whole number, bound when run)."""


def _stored_actions_query() -> _Query:
    """A game's stored actions, the setup (seq 0) included, oldest first (:meth:`Book._stored_actions`)."""
    return (
        select(
            col(ActionRow.id),
            col(ActionRow.seq),
            col(ActionRow.kind),
            col(ActionRow.payload),
            col(ActionRow.note),
            col(ActionRow.summary),
            col(ActionRow.position),
            col(ActionRow.recorded_at),
            col(ActionRow.chain),
        )
        .where(col(ActionRow.game_id) == _GAME_ID)
        .order_by(col(ActionRow.seq))
    )


def _stored_actions_after_setup_query() -> _Query:
    """A game's stored actions after its setup (seq above 0), oldest first."""
    return _stored_actions_query().where(col(ActionRow.seq) > 0)


def _stored_entries_query() -> _Query:
    """A game's stored postings with their entries' action and memo and their account's code, by action, entry
    line and posting (:meth:`Book._stored_entries`)."""
    return (
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
        .where(col(ActionRow.game_id) == _GAME_ID)
        .order_by(col(EntryRow.action_id), col(EntryRow.line), col(PostingRow.id))
    )


def _crossing_query() -> _Query:
    """Postings whose action and account belong to different games (:func:`_crossed_postings`)."""
    action_game, account_game = col(ActionRow.game_id), col(AccountRow.game_id)
    return (
        select(action_game, col(ActionRow.seq), col(ActionRow.kind), account_game, col(AccountRow.code))
        .select_from(PostingRow)
        .join(EntryRow, col(EntryRow.id) == PostingRow.entry_id)
        .join(ActionRow, col(ActionRow.id) == EntryRow.action_id)
        .join(AccountRow, col(AccountRow.id) == PostingRow.account_id)
        .where(action_game != account_game)
    )


def _crossing_from_actions_query() -> _Query:
    """Postings of the game's actions to another game's accounts."""
    return _crossing_query().where(col(ActionRow.game_id) == _GAME_ID)


def _crossing_to_accounts_query() -> _Query:
    """Postings of another game's actions to the game's accounts."""
    return _crossing_query().where(col(AccountRow.game_id) == _GAME_ID)


_COMPILED: dict[tuple[Callable[[], _Query], Any], tuple[SQLCompiler, tuple[str, ...] | None]] = {}
"""The queries :func:`_plain_rows` ran, compiled, by query and dialect: (compiled query, the order of its
parameters for a driver that takes them by position, else ``None``)."""


def _plain_rows(connection: Connection, build: Callable[[], _Query], game_id: int) -> list[tuple[Any, ...]]:
    """The rows of the query ``build()`` makes for game ``game_id``, as the database driver gives them (plain
    tuples), on ``connection``.

    The query is SQLAlchemy's, compiled once for the connection's dialect (compiling it was some 2 ms, 4 queries an
    audit: a fifth of a sample game's audit) and run on the driver's own cursor, the game's id bound.
    """
    found = _COMPILED.get((build, connection.dialect))
    if found is None:
        compiled = build().compile(dialect=connection.dialect)
        order = tuple(compiled.positiontup or ()) if compiled.positional else None
        found = _COMPILED[(build, connection.dialect)] = (compiled, order)
    compiled, order = found
    values = compiled.construct_params({"game_id": int(game_id)})
    params: Any = tuple(values[name] for name in order) if order is not None else values
    cursor = connection.connection.cursor()
    try:
        cursor.execute(str(compiled), params)
        return list(cursor.fetchall())
    finally:
        cursor.close()


_EntryTuple = tuple[str, tuple[tuple[str, int], ...]]
"""An entry in the plain form of :meth:`ledger.journal.Entry.as_tuple`: memo, (account, amount) postings."""
_EntryTuples = tuple[_EntryTuple, ...]
"""Entries in the plain form of :meth:`ledger.journal.Entry.as_tuple`."""


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector off for the block (reference counting still frees what it can),
    back on after it if it was on: for work that makes many long-lived objects and no garbage
    cycles worth collecting in the meantime (an audit's replay)."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


_UNREADABLE = object()
"""What :func:`_decode` gives for a stored text that is not JSON."""


def _decode(text: str) -> Any:
    """A stored payload's JSON text decoded, or :data:`_UNREADABLE`."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return _UNREADABLE


def _chain_links(rows: list[_StoredAction], payloads: list[Any], by_action: dict[int, list[_EntryTuple]]) -> list[str]:
    """The links the stored actions should carry, computed from the stored rows (``payloads``: each
    row's payload decoded, :func:`_decode`), from seq 0 until a gap in the seqs or the first link
    that is not the one stored (``""`` for a payload that cannot be linked)."""
    prev = GENESIS
    links: list[str] = []
    for expected, (row, payload) in enumerate(zip(rows, payloads, strict=True)):
        if row.seq != expected:
            break  # a gap: the replay names the missing action
        try:
            computed = (
                ""
                if payload is _UNREADABLE
                else link(prev, row.seq, row.kind, payload, row.note, row.recorded_at, by_action.get(row.id, ()))
            )
        except (ValueError, TypeError, RecursionError):
            computed = ""
        links.append(computed)
        if computed != row.chain:
            break
        prev = computed
    return links


def _audit_chain(
    report: AuditReport,
    game_row: GameRow,
    setup: GameSetup,
    rows: list[_StoredAction],
    links: list[str],
) -> None:
    """The chain half of :meth:`Book.audit`: each stored action against its link (``links``, from
    :func:`_chain_links`), the game's head and count against the journal, the game's rows against
    its setup (action #0)."""
    for expected, row in enumerate(rows):
        if row.seq != expected:
            break  # a gap: the replay names the missing action
        computed = links[expected]
        if computed != row.chain:
            report.problems.append(
                f"action #{row.seq} ({row.kind}) does not match its link in the journal's chain: it was edited, "
                "or an action before it was removed or renumbered, after it was recorded"
            )
            report.diverges_at(row.seq)
            break
    stored = sum(1 for row in rows if row.seq > 0)
    last = rows[-1].chain if rows else GENESIS
    if game_row.action_count > stored:
        report.problems.append(
            f"the game recorded {game_row.action_count:,} actions but the journal holds {stored:,}: "
            "actions were removed from its end"
        )
        report.diverges_at(stored + 1)
    elif game_row.action_count < stored:
        report.problems.append(
            f"the journal holds {stored:,} actions but the game recorded {game_row.action_count:,}: "
            "its count was edited"
        )
    if game_row.chain_head != last:
        report.problems.append(
            f"the chain head kept with the game ({short(game_row.chain_head) or 'none'}) is not the link of "
            f"the journal's last action ({short(last) or 'none'}): the journal was cut short or edited"
        )
    # the game's rows against what it was set up with (action #0, sealed by the chain)
    first = rows[0] if rows and rows[0].seq == 0 else None
    try:
        began = json.loads(first.payload) if first else None
    except ValueError:
        began = None
    if not isinstance(began, dict):
        report.problems.append("the game's setup (action #0) is missing or unreadable")
        report.diverges_at(0)
        return
    assert first is not None
    row_says = setup_payload(setup.game, setup.variant, setup.title, setup.players, setup.options)
    words = {
        "game": "the game's rules",
        "variant": "the game's variant",
        "title": "the game's title",
        "players": "the players' names",
        "options": "the game options",
    }
    for key, what in words.items():
        if row_says.get(key) != began.get(key):
            report.problems.append(
                f"{what} were edited after the game began: the game says {row_says.get(key)!r}, "
                f"its setup (action #0) {began.get(key)!r}"
                if key in ("players", "options")
                else f"{what} was edited after the game began: the game says {row_says.get(key)!r}, "
                f"its setup (action #0) {began.get(key)!r}"
            )
            report.diverges_at(0)
    if game_row.created_at != first.recorded_at:
        report.problems.append(
            f"the time the game was made was edited: the game says {game_row.created_at!r}, "
            f"its setup (action #0) {first.recorded_at!r}"
        )
        report.diverges_at(0)


def _crossed_postings(connection: Connection, game_id: int) -> list[tuple[Any, ...]]:
    """Postings that cross from one game to another: of an action of game ``game_id`` to another
    game's account, or of another game's action to an account of ``game_id``.

    Two queries, one from each side, so that each reads through its indexes (the game's actions,
    then their entries and postings; the game's accounts, then their postings): one query asking
    for either side read every posting of the book for each game audited (3.1 s of a 100,000-action
    book's 13 s audit, 46 games).

    Returns:
        ``(action's game, seq, kind, account's game, account code)`` rows, by game and seq.
    """
    rows = _plain_rows(connection, _crossing_from_actions_query, game_id)
    rows += _plain_rows(connection, _crossing_to_accounts_query, game_id)
    return sorted(rows, key=lambda row: (row[0], row[1]))


def _audit_accounts(report: AuditReport, game_id: int, crossed: list[tuple[Any, ...]]) -> None:
    """Every posting of the game's actions is on one of its own accounts, and no other game's
    action posts to them (a posting moved to another game's account of the same code reads the
    same on replay: only the sums would show it). Each crossing is named by its action."""
    for action_game, seq, kind, account_game, code in crossed:
        if action_game == game_id:
            report.problems.append(
                f"action #{seq} ({kind}) posts to {code} of game {account_game}, not to this game's {code}"
            )
            report.diverges_at(seq)
        else:
            report.problems.append(
                f"action #{seq} ({kind}) of game {action_game} posts to this game's {code}, not to its own"
            )


def _describe_divergence(
    seq: int,
    kind: str,
    stored: _EntryTuples,
    replayed: _EntryTuples,
    stored_words: tuple[str, str],
    replayed_words: tuple[str, str],
) -> str:
    """The first difference of action ``seq`` between the journal and the replay: its entries,
    its summary or its position (``stored_words`` and ``replayed_words``: summary, position)."""
    (stored_summary, stored_position), (replayed_summary, replayed_position) = stored_words, replayed_words
    if stored_summary != replayed_summary and stored == replayed:
        return f"action #{seq} ({kind}): journal says {stored_summary!r}, replay says {replayed_summary!r}"
    if stored_position != replayed_position and stored == replayed:
        return (
            f"action #{seq} ({kind}): journal says it was recorded at {stored_position!r}, "
            f"replay says {replayed_position!r}"
        )
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
