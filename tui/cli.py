"""The ``airbanker`` command line (click). With no command it opens the banker's TUI.

Every refusal is printed as one clear message (field and rule) with exit status 2; no
traceback reaches the banker.
"""

from __future__ import annotations

import errno
import functools
import json
import os
import re
import sqlite3
import sys
from collections.abc import Callable
from datetime import datetime
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import click

from ledger.games import meta_for as _meta_for, names as _game_names
from ledger.journal import RuleViolation
from ledger.prose import listed
from ledger.text import check_text, shown

if TYPE_CHECKING:
    from ledger.exports import Format
    from ledger.game import Game
    from ledger.store import Book

SAMPLE = "air-empire-basic-4p.jsonl"
SAMPLE_TOURNAMENT = "air-empire-tournament-3p.jsonl"
SAMPLE_1930 = "golden-age-4p.jsonl"
SAMPLE_AIR_FARE = "air-fare-4p.jsonl"
#: printed under the title of the Air Fare sample's audit statement
AIR_FARE_SAMPLE_NOTE = (
    "Sample game: the card values are the rulebook's own, the deck order, die rolls, bids and flights are made up."
)
_AUDIT_OK = "every entry balances and the replay equals the journal"
#: the games of the registry (ledger.games), in the new-game screen's order
_GAME_NAMES = _game_names()


def _games_help() -> str:
    """``airbanker new --game``'s help: each game's name and title (its meta, read when help is asked for)."""
    titled = [f"{name} ({_meta_for(name).title})" for name in _GAME_NAMES]
    return listed(titled, "or") + "."


class _GameOption(click.Option):
    """``--game``: its help names the games' titles, read from their metas only when help is shown (a
    game's meta imports pydantic, which the TUI's first frame does without)."""

    def get_help_record(self, ctx: click.Context) -> tuple[str, str] | None:
        self.help = _games_help()
        return super().get_help_record(ctx)


class _VariantChoice(click.Choice):  # type: ignore[type-arg]
    """``--variant``: every variant of every game, each once, read from the games' metas when first asked."""

    def __init__(self) -> None:
        super().__init__(())

    @property  # type: ignore[override]
    def choices(self) -> list[str]:
        return list(dict.fromkeys(v.id for name in _GAME_NAMES for v in _meta_for(name).variants))

    @choices.setter
    def choices(self, value: Any) -> None:  # click.Choice.__init__ sets it; the metas answer instead
        pass


#: The most a game id may be: PostgreSQL's INTEGER (the ``games.id`` column, models.py) holds at
#: most 2**31 - 1, so a larger number is no game of any book, on every backend (asked of
#: PostgreSQL it was "integer out of range", a database error, not "there is no game").
MAX_GAME_ID = 2**31 - 1
#: SQLAlchemy appends the SQL and a link to its documentation to a message: the banker needs neither
_SQLALCHEMY_TAIL = re.compile(r"\s*(\[SQL: .*|\[parameters: .*|\(Background on this error at: .*)$", re.DOTALL)


def one_line(message: str) -> str:
    """``message`` as one line of text fit for a terminal.

    SQLAlchemy's appendix (the SQL, its parameters, a link) is dropped; what is left of other
    line ends and every control or format character (ESC, NUL, C1, bidi overrides) is shown as its
    escape (``\\n``, ``\\x1b``, ``\\u202e``: :func:`ledger.text.shown`), so that a refusal is one line
    and no text in it can act on the terminal.
    """
    return shown(_SQLALCHEMY_TAIL.sub("", message).strip())


class Refused(click.ClickException):
    """A refusal shown as ``Error: <message>``, one line; exit status 2, like a usage error.

    The message may quote stored or typed text: it is shown through :func:`one_line`.
    """

    exit_code = 2

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


def _database_error(error: BaseException) -> str:
    """One line for an error of the database (SQLAlchemy's, or the driver's own): its first words."""
    orig = getattr(error, "orig", None)
    text = str(orig if orig is not None else error) or type(error).__name__
    return f"--db: the database cannot be used ({text}); nothing was written"


def _file_error(error: OSError) -> str:
    """One line for a file that cannot be written, naming the option or argument that gave it
    (``--out: cannot write /nonexistent/x.pdf: No such file or directory``)."""
    why = error.strerror or str(error)
    ctx = click.get_current_context(silent=True)
    if error.filename and ctx is not None:
        for param in ctx.command.params:
            value = ctx.params.get(param.name or "")
            if isinstance(value, Path) and value == Path(os.fsdecode(error.filename)):
                name = param.opts[0] if isinstance(param, click.Option) else param.human_readable_name
                return f"{name}: cannot write {value}: {why}"
    return f"{error.filename or ''} {why}".strip()


def _is_driver_error(error: BaseException) -> bool:
    """Whether ``error`` is a database driver's own (PEP 249), raised past SQLAlchemy."""
    if isinstance(error, sqlite3.Error):
        return True
    psycopg = sys.modules.get("psycopg")  # only if a PostgreSQL book loaded it
    return psycopg is not None and isinstance(error, psycopg.Error)


def _count(number: int, noun: str) -> str:
    """``number`` and ``noun``, plural unless one: ``1 game``, ``2 games``, ``1,200 actions``."""
    return f"{number:,} {noun}" + ("" if number == 1 else "s")


def _echo(line: str) -> None:
    """Print one line that may hold text from a book (names, titles, notes, summaries): control and
    format characters are shown as escapes (:func:`ledger.text.shown`), never sent to the terminal."""
    click.echo(shown(line))


def _friendly(func: Callable[..., Any]) -> Callable[..., Any]:
    """Turn a RuleViolation, or an error of the database, the disk or the machine, into a
    one-line message and exit status 2 (nothing was written: each action is one transaction)."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        from sqlalchemy.exc import SQLAlchemyError

        try:
            return func(*args, **kwargs)
        except RuleViolation as error:
            raise Refused(str(error)) from None
        except SQLAlchemyError as error:
            raise Refused(_database_error(error)) from None
        except OSError as error:
            if error.errno == errno.EPIPE:  # "airbanker games | head": click ends quietly
                raise
            raise Refused(_file_error(error)) from None
        except UnicodeError as error:  # text no file, database or terminal can hold (a lone surrogate)
            raise Refused(f"text cannot be written: {error}") from None
        except RecursionError:
            raise Refused("the input is nested too deep to be read") from None
        except MemoryError:
            raise Refused("airbanker ran out of memory; nothing was written") from None
        except Exception as error:
            if _is_driver_error(error):
                raise Refused(_database_error(error)) from None
            raise

    return wrapper


def _unstorable_params(ctx: click.Context) -> None:
    """Refuse, naming the argument, any text of the command line no file or database can hold.

    click decodes an argument whose bytes are not UTF-8 with ``surrogateescape`` (PEP 383); a
    lone surrogate would then stop the first write (SQLite, a file, the terminal) with a traceback.

    Raises:
        Refused: ``Error: --title: is not text: byte 0xff at position 1 is not UTF-8 (the command line)``.
    """
    from ledger.json_input import unstorable

    for param in ctx.command.params:
        value = ctx.params.get(param.name or "")
        values = value if isinstance(value, tuple) else (value,)
        for item in values:
            if isinstance(item, (str, Path)):
                problem = unstorable(str(item))
                if problem is not None:
                    name = param.opts[0] if isinstance(param, click.Option) else param.human_readable_name
                    raise Refused(f"{name}: is not text: {problem} (the command line)")


def _usage_refusal(error: click.UsageError) -> Refused:
    """A usage error as one line: what is wrong and where the help is (no usage block)."""
    ctx = error.ctx
    where = f" ({ctx.command_path} --help)" if ctx is not None else ""
    if isinstance(error, click.BadParameter) and error.param is not None:
        param = error.param
        name = param.opts[0] if isinstance(param, click.Option) else param.human_readable_name
        if isinstance(error, click.MissingParameter):  # click's own words span lines (the choices, tabbed)
            choices = getattr(param.type, "choices", None)
            missing = f"missing: {' or '.join(map(str, choices))}" if choices else "missing"
            return Refused(f"{name}: {missing}{where}")
        return Refused(f"{name}: {error.message}{where}")
    return Refused(f"{error.format_message()}{where}")


class _OneLineRefusals:
    """Refusals of the command line itself (usage errors, text that cannot be stored) as one line,
    like every other refusal; mixed into :class:`_Command` and :class:`_Airbanker`."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        try:
            rest: list[str] = super().parse_args(ctx, args)  # type: ignore[misc]
        except click.UsageError as error:
            raise _usage_refusal(error) from None
        _unstorable_params(ctx)
        return rest

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)  # type: ignore[misc]
        except click.UsageError as error:
            raise _usage_refusal(error) from None


class _Command(_OneLineRefusals, click.Command):
    """A command whose refusals of the command line itself are one line, like every other refusal."""


class _Airbanker(_OneLineRefusals, click.Group):
    """The ``airbanker`` group: its commands are :class:`_Command`, its refusals one line too."""

    command_class = _Command


if TYPE_CHECKING:
    _IntType = click.ParamType[int]
else:  # subscriptable only in newer click (pyproject allows 8.1)
    _IntType = click.ParamType


class GameId(_IntType):
    """A game's number (``airbanker games`` lists them): a whole number from 1.

    A number beyond any database's integers is no game: said so, as for a number of no game.
    """

    name = "GAME_ID"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        if isinstance(value, int):
            number = value
        else:
            text = str(value).strip()
            if not text.isdigit() or not text.isascii():
                self.fail(f"{value!r} is not a game number (airbanker games lists them)", param, ctx)
            if len(text) > 100:  # int() of thousands of digits is refused by Python itself
                raise Refused(f"game: there is no game {text[:20]}... ({len(text):,} digits)")
            number = int(text)
        if number < 1:
            self.fail(f"{number} is not a game number (games count from 1)", param, ctx)
        if number > MAX_GAME_ID:
            raise Refused(f"game: there is no game {number}")
        return number


GAME_ID = GameId()


def _locale(_ctx: click.Context, _param: click.Parameter, value: str) -> str:
    """Check a babel locale name before anything is written."""
    from babel import Locale, UnknownLocaleError

    try:
        Locale.parse(value)
    except (UnknownLocaleError, ValueError):
        raise click.BadParameter(f"{value!r} is not a locale babel knows (e.g. en_US, fr_FR, de_DE)") from None
    return value


def _book(ctx: click.Context) -> Book:
    from ledger.store import Book

    book: Book | None = ctx.obj.get("book")
    if book is None:
        book = Book(ctx.obj.get("db"))
        ctx.obj["book"] = book
        if book.upgrade_backup is not None:
            click.echo(upgrade_notice(book.upgrade_backup), err=True)
    return book


def upgrade_notice(copy: Path) -> str:
    """The one line said when a book's schema was upgraded: where the book as it was is kept."""
    return f"The book was upgraded to this airbanker's schema; the book as it was is kept in {copy}"


@click.group(cls=_Airbanker, invoke_without_command=True, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--db",
    metavar="URL",
    envvar="AIRBANKER_DB",
    help="SQLAlchemy database URL (default: airbanker.sqlite in the user data directory).",
)
@click.version_option(package_name="airbanker")
@click.pass_context
def cli(ctx: click.Context, db: str | None) -> None:
    """airbanker: the banker and bookkeeper of airline board games.

    With no command, opens the banker's seat (a terminal app).
    """
    ctx.ensure_object(dict)
    ctx.obj["db"] = db
    if ctx.invoked_subcommand is None:
        from tui.app import run_app

        try:
            run_app(db)
        except RuleViolation as error:
            raise Refused(str(error)) from None


@cli.command()
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    help="Folder for the database and the PDFs (default: a new folder under the user data directory).",
)
@click.option("--locale", default="en_US", show_default=True, callback=_locale, help="Locale for money on the sheets.")
@click.option(
    "--db",
    "demo_db",
    metavar="URL",
    help="Replay the samples into this book (a SQLAlchemy URL, e.g. PostgreSQL's) instead of a fresh "
    "demo.sqlite in the --out folder; `airbanker --db URL demo` says the same.",
)
@click.pass_context
@_friendly
def demo(ctx: click.Context, out: Path | None, locale: str, demo_db: str | None) -> None:
    """Replay the bundled sample games into a fresh SQLite file and print their sheets.

    The Air Empire samples (a Basic Game and a 7-year Tournament Game) give the recap sheets,
    the 1930 sample the dividend summary, the Air Fare sample its end-of-game audit statement;
    each game's end-of-game audit is printed too. Asks
    nothing. Prints where the files are, the final standings and the final totals. With
    ``--db URL`` the sample games are stored in that book (added to its games) instead.
    """
    from ledger.store import Book, data_dir
    from sheets import jobs

    if demo_db is None and ctx.parent is not None:
        # the group's --db typed on the command line; not AIRBANKER_DB: the demo never fills the
        # banker's own book unasked
        if ctx.parent.get_parameter_source("db") is click.core.ParameterSource.COMMANDLINE:
            demo_db = ctx.obj.get("db")
    if out is None:
        out = data_dir() / "demo" / datetime.now().strftime("%Y%m%d-%H%M%S")
    out.mkdir(parents=True, exist_ok=True)
    if demo_db is None:
        database = str(out / "demo.sqlite")
        if Path(database).exists():
            raise RuleViolation(f"{database} exists already; choose another --out", field="--out")
        url = f"sqlite:///{database}"
    else:
        from sqlalchemy.engine import make_url

        url = demo_db
        try:
            database = make_url(url).render_as_string(hide_password=True)
        except Exception:  # noqa: BLE001 - Book says what is wrong with the URL
            database = url
    book = Book(url)
    game_id = _import_sample(book, SAMPLE)
    game = book.game(game_id)
    report = book.audit(game_id)
    recap_pdf = jobs.take("recap", game, locale=locale, seal=book.seal(game_id)).write(out / "recap-sheets.pdf")
    audit_pdf = jobs.take("audit", game, locale=locale, report=report, seal=book.seal(game_id)).write(
        out / "air-empire-audit.pdf"
    )
    blank_pdf = jobs.take("blank", game, locale=locale).write(out / "blank-recap-sheet.pdf")
    record = book.export(game_id, out / "sample-game.jsonl")
    tournament_id = _import_sample(book, SAMPLE_TOURNAMENT)
    tournament = book.game(tournament_id)
    tournament_report = book.audit(tournament_id)
    tournament_pdf = jobs.take("recap", tournament, locale=locale, seal=book.seal(tournament_id)).write(
        out / "tournament-recap-sheets.pdf"
    )
    tournament_audit_pdf = jobs.take(
        "audit", tournament, locale=locale, report=tournament_report, seal=book.seal(tournament_id)
    ).write(out / "tournament-audit.pdf")
    tournament_record = book.export(tournament_id, out / "sample-game-tournament.jsonl")
    golden_id = _import_sample(book, SAMPLE_1930)
    golden = book.game(golden_id)
    golden_report = book.audit(golden_id)
    summary_pdf = jobs.take("dividends", golden, locale=locale, seal=book.seal(golden_id)).write(
        out / "dividend-summary.pdf"
    )
    golden_audit_pdf = jobs.take("audit", golden, locale=locale, report=golden_report, seal=book.seal(golden_id)).write(
        out / "1930-audit.pdf"
    )
    golden_record = book.export(golden_id, out / "sample-game-1930.jsonl")
    fare_id = _import_sample(book, SAMPLE_AIR_FARE)
    fare = book.game(fare_id)
    fare_report = book.audit(fare_id)
    fare_pdf = jobs.take(
        "audit", fare, locale=locale, report=fare_report, notes=(AIR_FARE_SAMPLE_NOTE,), seal=book.seal(fare_id)
    ).write(out / "air-fare-audit.pdf")
    fare_record = book.export(fare_id, out / "sample-game-air-fare.jsonl")
    book.close()
    _echo(f"Sample game: {game.setup.title}")
    _echo(f"  {len(game.records)} actions replayed into {database}")
    _echo(f"  audit: {_AUDIT_OK if report.ok else 'PROBLEMS'}")
    for problem in report.problems:
        _echo(f"    {problem}")
    _echo(f"Recap sheets:       {recap_pdf}")
    _echo(f"Blank recap sheet:  {blank_pdf}")
    _echo(f"End-of-game audit:  {audit_pdf}")
    _echo(f"Game record:        {record}")
    _echo(f"Open it in the banker's seat: airbanker --db {url if demo_db is None else database}")
    _print_standings(game, locale)
    _echo("")
    _echo(f"Sample game (Air Empire Tournament Game): {tournament.setup.title}")
    _echo(f"  {len(tournament.records)} actions replayed into {database}")
    _echo(f"  audit: {_AUDIT_OK if tournament_report.ok else 'PROBLEMS'}")
    for problem in tournament_report.problems:
        _echo(f"    {problem}")
    _echo(f"Recap sheets:       {tournament_pdf}")
    _echo(f"End-of-game audit:  {tournament_audit_pdf}")
    _echo(f"Game record:        {tournament_record}")
    _print_standings(tournament, locale)
    _echo("")
    _echo(f"Sample game (1930: The Golden Age of Airlines): {golden.setup.title}")
    _echo(f"  {len(golden.records)} actions replayed into {database}")
    _echo(f"  audit: {_AUDIT_OK if golden_report.ok else 'PROBLEMS'}")
    for problem in golden_report.problems:
        _echo(f"    {problem}")
    _echo(f"Dividend summary:   {summary_pdf}")
    _echo(f"End-of-game audit:  {golden_audit_pdf}")
    _echo(f"Game record:        {golden_record}")
    _print_standings(golden, locale)
    _echo("")
    _echo(f"Sample game (Air Fare): {fare.setup.title}")
    _echo(f"  {len(fare.records)} actions replayed into {database}")
    _echo(f"  audit: {_AUDIT_OK if fare_report.ok else 'PROBLEMS'}")
    for problem in fare_report.problems:
        _echo(f"    {problem}")
    _echo(f"End-of-game audit:  {fare_pdf}")
    _echo(f"Game record:        {fare_record}")
    _print_standings(fare, locale)
    if not (report.ok and tournament_report.ok and golden_report.ok and fare_report.ok):
        sys.exit(1)


def _import_sample(book: Any, name: str) -> int:
    """Store a bundled sample game (``samples/``) in ``book``; return its id."""
    sample = resources.files("samples").joinpath(name)
    with resources.as_file(sample) as sample_path:
        return int(book.import_record(sample_path))


def _print_standings(game: Game, locale: str) -> None:
    """The standings of ``game`` (a :class:`ledger.game.Game`) as its rules count them
    (:attr:`tui.games.GameScreens.standings`)."""
    from tui.games import screens_for

    for line in screens_for(game.setup.game).standings(game, locale):
        _echo(line)


@cli.command("games")
@click.option("--all", "include_archived", is_flag=True, help="Include archived games.")
@click.pass_context
@_friendly
def games_cmd(ctx: click.Context, include_archived: bool) -> None:
    """List the games of the database."""
    for info in _book(ctx).games(include_archived=include_archived):
        archived = " [archived]" if info.archived else ""
        _echo(
            f"{info.id:>4}  {info.game}/{info.variant}  {info.title!r}  {', '.join(info.players)}  "
            f"{_count(info.actions, 'action')}, last {info.last_change}{archived}"
        )


def _count_of_actions(value: int | None) -> int | None:
    """``--first N``: a number of actions, 0 or more (click's own range check says "x>=0")."""
    if value is not None and value < 0:
        raise click.BadParameter(f"{value} is not a number of actions: 0 or more")
    return value


@cli.command("import")
@click.argument("record", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--first",
    type=int,
    callback=lambda _ctx, _param, value: _count_of_actions(value),
    metavar="N",
    help="Store only the file's first N actions: the game as it stood then, to go on from there "
    "(e.g. a sample game stopped mid-way, to try the banker's seat). Default: every action.",
)
@click.pass_context
@_friendly
def import_cmd(ctx: click.Context, record: Path, first: int | None) -> None:
    """Store a game record file (docs/game-record.md) as a new game."""
    book = _book(ctx)
    try:
        game_id = book.import_record(record, first=first)
    except RuleViolation as error:
        if error.field != "first":
            raise
        raise Refused(f"--first: {error.message}") from None
    game = book.game(game_id)
    _echo(f"Imported game {game_id}: {_count(len(game.records), 'action')}; {game.position()}")


@cli.command()
@click.option(
    "--to",
    type=click.Path(dir_okay=False, path_type=Path),
    help="The copy's file (default: <book>-backup-YYYYmmdd-HHMMSS.sqlite beside the book). Never overwritten.",
)
@click.pass_context
@_friendly
def backup(ctx: click.Context, to: Path | None) -> None:
    """Copy the whole book (every game) to a new SQLite file.

    A consistent copy made with SQLite's online backup API: it holds every committed action,
    also those still in the book's -wal file, even while another airbanker records. An existing
    file is never overwritten. A PostgreSQL book is backed up with pg_dump. One game alone:
    airbanker export.
    """
    copy, games, actions = _book(ctx).backup(to)
    click.echo(f"Backed up the book ({_count(games, 'game')}, {_count(actions, 'action')}) to {copy}")


#: ``airbanker export --format``: the record file (the default), then the books for other tools
#: (:data:`ledger.exports.FORMATS`; written here, not read from it, so that ``--help`` imports no ledger)
EXPORT_FORMATS = ("jsonl", "hledger", "beancount", "csv")


@cli.command("export")
@click.argument("game_id", type=GAME_ID)
@click.argument("record", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(EXPORT_FORMATS, case_sensitive=False),
    default="jsonl",
    show_default=True,
    help="jsonl: the game record file (docs/game-record.md), which airbanker import reads; hledger, "
    "beancount: a journal those tools check (hledger check, bean-check); csv: one row per posting "
    "(docs/exports.md).",
)
@click.pass_context
@_friendly
def export_cmd(ctx: click.Context, game_id: int, record: Path, fmt: str) -> None:
    """Write a game's record file, or its books for hledger, beancount or a spreadsheet."""
    book = _book(ctx)
    fmt = fmt.lower()
    if fmt == "jsonl":
        path = book.export(game_id, record)
    else:
        path = book.export_books(game_id, record, cast("Format", fmt))
    _echo(f"Wrote {path}")


@cli.command()
@click.argument("game_id", type=GAME_ID)
@click.pass_context
@_friendly
def audit(ctx: click.Context, game_id: int) -> None:
    """Replay a game from nothing and compare with the stored journal (exit 1 on a problem).

    Checks the database file, every entry, the replay, the journal's hash chain (naming the
    first action that does not match its link) and the game's options and players against its
    setup, and prints the line the game's sheets carry in their footer
    ("Journal: 57 actions · chain 3f2a9c0d1e4b"), so a printed sheet can be matched to the book.
    """
    report = _book(ctx).audit(game_id)
    # counted as the journal and audit screens count them (ledger.journal_view.JournalCounts)
    _echo(f"Game {game_id}: {report.counts.describe()}, replayed and checked")
    _echo(report.seal)
    if report.ok:
        _echo("OK: every entry balances, the accounts sum to zero, the replay equals the journal.")
        return
    for problem in report.problems:
        _echo(f"  {problem}")
    sys.exit(1)


def _no_repeated_field(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object of the payload; a field given twice is refused (JSON would keep the last one silently)."""
    seen: dict[str, Any] = {}
    for name, value in pairs:
        if name in seen:
            raise RuleViolation(f"{name!r} is given twice", field="payload", rule="docs/game-record.md")
        seen[name] = value
    return seen


@cli.command()
@click.argument("game_id", type=GAME_ID)
@click.argument("kind")
@click.argument("payload", default="{}")
@click.option("--note", default="", help="Free text kept with the action.")
@click.pass_context
@_friendly
def record(ctx: click.Context, game_id: int, kind: str, payload: str, note: str) -> None:
    """Record one action: KIND and its PAYLOAD as JSON (see docs/game-record.md)."""
    from ledger.json_input import read_json

    fields = read_json(payload, field="payload", rule="docs/game-record.md", object_pairs_hook=_no_repeated_field)
    if not isinstance(fields, dict):
        raise RuleViolation("must be a JSON object", field="payload", rule="docs/game-record.md")
    rec = _book(ctx).record(game_id, kind, fields, note=note)
    _echo(f"#{rec.seq} {rec.summary}")


@cli.command()
@click.argument("game_id", type=GAME_ID)
@click.pass_context
@_friendly
def undo(ctx: click.Context, game_id: int) -> None:
    """Undo the latest action in force (recorded as an undo with reversing entries)."""
    rec = _book(ctx).undo(game_id)
    _echo(f"#{rec.seq} {rec.summary}")


@cli.command()
@click.argument("game_id", type=GAME_ID)
@click.pass_context
@_friendly
def redo(ctx: click.Context, game_id: int) -> None:
    """Record again the action the latest undo reversed."""
    rec = _book(ctx).redo(game_id)
    _echo(f"#{rec.seq} {rec.summary}")


@cli.command()
@click.argument("game_id", type=GAME_ID)
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    help="PDF file (default: recap-GAME.pdf for Air Empire, dividend-summary-GAME.pdf for 1930, "
    "audit-GAME.pdf for Air Fare); Air Empire's and 1930's end-of-game audit goes beside it, its name ending "
    "in -audit.pdf (default: audit-GAME.pdf).",
)
@click.option("--locale", default="en_US", show_default=True, callback=_locale, help="Locale for money.")
@click.pass_context
@_friendly
def recap(ctx: click.Context, game_id: int, out: Path | None, locale: str) -> None:
    """Print a game's sheets to PDF and show its standings.

    Air Empire: the Condensed Re-cap Sheets, one page per player (in a Tournament Game
    longer than 3 years, one page per player per 3-year period). 1930: the dividend
    summary (every Fly per turn and who it paid, then the final totals). Air Fare: the
    end-of-game audit (each player's cash by turn and what moved it, the cards held, the
    score, the players ranked, and the proof of the books). Air Empire and 1930 also print
    their end-of-game audit beside the sheet (what the audit proved, every account's final
    balance, the standings or the totals at market value).
    """
    from ledger.games import meta_for
    from sheets import jobs

    book = _book(ctx)
    game = book.game(game_id)
    kind = game.setup.game
    prints = meta_for(kind).prints  # the first is the game's sheet
    if not prints:
        raise RuleViolation(f"airbanker prints no sheet for a {kind} game yet", field="game")
    audited = "audit" in prints
    report = book.audit(game_id) if audited else None
    seal = book.seal(game_id)
    printout = jobs.take(prints[0], game, locale=locale, report=report, seal=seal)
    path = printout.write(out or jobs.command_file(prints[0], game_id))
    _echo(f"Wrote {path}")
    if audited and prints[0] != "audit":
        # the end-of-game audit beside the sheet (a newcomer's try: "No audit PDF for Air Empire")
        audit_path = out.with_name(f"{out.stem}-audit.pdf") if out else jobs.command_file("audit", game_id)
        _echo(f"Wrote {jobs.take('audit', game, locale=locale, report=report, seal=seal).write(audit_path)}")
    _print_standings(game, locale)


def _action_spec(kind: str) -> Any:
    """The declared payload of action ``kind``: a generic kind (balance_assertion, undo, redo) or
    one of a game of the registry.

    Raises:
        RuleViolation: no game of the registry declares ``kind``.
    """
    import difflib

    from ledger.game import GENERIC_ACTIONS
    from ledger.games import GAMES

    specs: dict[str, Any] = dict(GENERIC_ACTIONS)
    for rules in GAMES.values():
        specs.update(rules.actions)
    if kind in specs:
        return specs[kind]
    if kind in GAMES:  # a game's name: say its kinds
        kinds = ", ".join(sorted(GAMES[kind].actions))
        raise RuleViolation(
            f"{kind!r} is a game, not an action kind; its kinds: {kinds}", field="KIND", rule="docs/game-record.md"
        )
    close = difflib.get_close_matches(kind, specs, n=1)
    hint = f"; did you mean {close[0]!r}?" if close else ""
    raise RuleViolation(f"unknown action kind {kind!r}{hint}", field="KIND", rule="docs/game-record.md")


@cli.command()
@click.argument("kind", required=False)
@click.option("--options", "game", metavar="GAME", help="A game's options instead: " + ", ".join(_GAME_NAMES) + ".")
@_friendly
def schema(kind: str | None, game: str | None) -> None:
    """Print the JSON Schema of action KIND's payload (e.g. air_empire.bids, undo), or with
    --options GAME the schema of a game's options (the header's "options")."""
    from ledger.games import meta_for
    from ledger.schema import json_schema

    if (kind is None) == (game is None):
        raise click.UsageError("give an action KIND or --options GAME (one of them)")
    model = meta_for(game).options if game is not None else _action_spec(str(kind)).schema
    click.echo(json.dumps(json_schema(model), indent=2, ensure_ascii=False))  # no stored text


@cli.command("blank-sheet")
@click.option(
    "--player", "players", multiple=True, help="A player's name (repeat); one sheet each (a page per 3-year period)."
)
@click.option("--years", default=3, show_default=True, type=click.IntRange(1, 50))
@click.option(
    "--tournament",
    is_flag=True,
    help="Air Empire Tournament Game sheet: lines 1d, 1e and 2a, and Tax Table columns to copy in.",
)
@click.option(
    "--out", type=click.Path(dir_okay=False, path_type=Path), default=Path("blank-recap-sheet.pdf"), show_default=True
)
@_friendly
def blank_sheet(players: tuple[str, ...], years: int, tournament: bool, out: Path) -> None:
    """Print blank Condensed Re-cap Sheets to fill in by hand."""
    from sheets.jobs import BlankPrintout

    for index, name in enumerate(players, start=1):
        if name:  # an empty --player "" leaves the name line blank, to write in by hand
            check_text(name, f"players[{index}]", "name")
    path = BlankPrintout(players or ("",), years, tournament=tournament).write(out)
    _echo(f"Wrote {path}")


@cli.command("new")
@click.option(
    "--game",
    "kind",
    cls=_GameOption,
    type=click.Choice(_GAME_NAMES),
    default=_GAME_NAMES[0],
    show_default=True,
)
@click.option(
    "--variant",
    type=_VariantChoice(),
    default=None,
    help="Air Empire: basic (the Basic Game) or tournament (the Tournament Game, e.g. with "
    "--option years=7).  [default: basic; standard for 1930 and Air Fare]",
)
@click.option("--title", default="", help="The game's title.")
@click.option(
    "--box/--no-box",
    "use_box",
    default=None,
    help="Take the tables from the game's box (docs/box.md: airbanker box). [default: when the book holds a box "
    "the table has confirmed]",
)
@click.option(
    "--first-senior-president",
    type=int,
    default=None,
    help="Air Empire: seat of the first Senior President.  [default: 1, or the first seat of "
    "--option senior_order=[3,1,4,2]]",
)
@click.option(
    "--option",
    "options",
    multiple=True,
    metavar="NAME=JSON",
    help="A game option (docs/game-record.md), e.g. --option years=4 "
    "--option 'flight_costs_above_revenue=\"allow\"' (Air Empire), --option turns=4 (1930) or "
    "--option faster_game=true (Air Fare). "
    "Repeat for more.",
)
@click.argument("players", nargs=-1, required=True)
@click.pass_context
@_friendly
def new(
    ctx: click.Context,
    kind: str,
    variant: str | None,
    title: str,
    first_senior_president: int | None,
    options: tuple[str, ...],
    players: tuple[str, ...],
    use_box: bool | None,
) -> None:
    """Start a new game with PLAYERS in seat order (clockwise): Air Empire's Basic Game unless --game says otherwise.

    With a box the table has confirmed (airbanker box), the game takes its tables from it."""
    from ledger.game import GameSetup
    from ledger.games import GAMES, meta_for
    from ledger.json_input import NotJSON, read_json
    from ledger.schema import new_game_options

    meta = meta_for(kind)
    chosen: dict[str, Any] = {}
    if not meta.senior_president and first_senior_president is not None:
        having = " or ".join(r.meta.title for r in GAMES.values() if r.meta.senior_president)
        raise RuleViolation(
            f"{meta.short_title} has no Senior President (an {having} option)", field="--first-senior-president"
        )
    given: set[str] = set()
    for option in options:
        name, sep, text = option.partition("=")
        if not sep:
            raise RuleViolation(f"{option!r} is not NAME=VALUE", field="--option")
        name = name.strip()
        if name in given:  # the last one would win silently
            raise RuleViolation(f"{name!r} is given twice", field="--option", rule="docs/game-record.md")
        given.add(name)
        try:
            chosen[name] = read_json(text, field=f"--option {name}", rule="docs/game-record.md")
        except NotJSON:
            chosen[name] = text  # a bare word: the option's text value
    if meta.senior_president:
        if first_senior_president is not None:
            chosen.setdefault("first_senior_president", first_senior_president)
        elif "senior_order" not in chosen:  # a typed order's first seat is the first Senior President
            chosen.setdefault("first_senior_president", 1)
    variants = tuple(v.id for v in meta.variants)
    if variant is None:
        variant = variants[0]
    elif variant not in variants:
        raise RuleViolation(
            f"{meta.short_title}'s variant is {' or '.join(variants)}, not {variant}",
            field="--variant",
            rule="docs/game-record.md",
        )
    # a new game stores today's reading of every option whose reading changed (ledger.schema.IF_LEFT_OUT)
    chosen = new_game_options(meta.options, chosen)
    book = _book(ctx)
    first, said = _from_the_box(book, kind, variant, use_box)
    game_id = book.create_game(GameSetup(kind, variant, title, tuple(players), chosen), first=first)
    what = f" ({meta.title} {meta.variant_label(variant)})" if variant != variants[0] else ""
    _echo(f"Game {game_id} started{what}: {', '.join(players)}")
    for line in said:
        _echo(f"  {line}")


def _from_the_box(book: Any, game: str, variant: str, use_box: bool | None) -> tuple[list[Any], list[str]]:
    """The first actions a new game takes from the book's box of ``game`` and what to tell the banker.

    ``use_box`` None: a box the table has confirmed is used, an unconfirmed one is not (said so); True: the
    box is used, and refused when there is none or it is not confirmed; False: no box.
    """
    from ledger.box import box_rules, first_actions, has_box

    if use_box is False or not has_box(game):
        if use_box:
            raise RuleViolation(f"{_meta_for(game).short_title} has no box", field="--box", rule="docs/box.md")
        return [], []
    kept = book.box(game)
    if kept is None or kept.confirmed_on is None:
        if use_box:
            why = (
                "there is none in this book" if kept is None else f"it is not confirmed (airbanker box confirm {game})"
            )
            raise RuleViolation(f"cannot take the tables from the box: {why}", field="--box", rule="docs/box.md")
        if kept is None:
            return [], []
        return [], [f"The box is not confirmed yet, so not used (airbanker box confirm {game}, then a new game)."]
    return first_actions(kept, variant), box_rules(game).uses(kept, variant)


def main() -> None:
    """Console entry point.

    The last resort: an error no command foresaw still ends in one line and exit status 2,
    never in a traceback (every command writes in one transaction, so nothing was half written).
    """
    try:
        cli(obj={})  # click shows its own refusals and exits (SystemExit passes through here)
    except Exception as error:  # noqa: BLE001 - the banker sees one line, never a traceback
        message = one_line(f"{type(error).__name__}: {error}")
        click.echo(f"Error: airbanker stopped on an unexpected error: {message} (please report it)", err=True)
        sys.exit(2)


if __name__ == "__main__":  # pragma: no cover
    main()


# -- the box (ledger/box.py, docs/box.md) ---------------------------------------------------------
#: the games with a box (ledger.box.has_box; written here so that ``--help`` imports no ledger)
BOX_GAMES = ("air_empire", "golden_age")


@cli.group()
def box() -> None:
    """The box: a game's board and card values, typed once and used by every new game.

    Air Empire's route cards, Flight Costs Table and Tax Table; 1930's Stock Market track,
    Dividend Level table and First Round Turn Order cards. The box file is TOML (docs/box.md);
    samples/boxes/ holds an illustrative one per game (made up: not the board's values).
    """


@box.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.pass_context
@_friendly
def box_import(ctx: click.Context, file: Path) -> None:
    """Check a box file (TOML) and keep it as its game's box, replacing the one kept."""
    from ledger.box import as_imported, box_from_toml, box_rules

    try:
        text = file.read_text("utf-8")
    except UnicodeDecodeError as error:
        raise RuleViolation(f"{file} is not UTF-8 text: {error.reason}", field="box", rule="docs/box.md") from None
    new, _warnings = box_from_toml(text)
    book = _book(ctx)
    before = book.box(new.game)
    new = as_imported(new, before)  # a file's confirmed_on is not this table's: shown to it again
    warnings = book.put_box(new)
    title = _meta_for(new.game).short_title
    replaced = f", replacing the one {before.mark_text()}" if before is not None else ""
    _echo(f"Kept the {title} box ({new.mark_text()}){replaced}.")
    for line in box_rules(new.game).uses(new, _meta_for(new.game).variants[-1].id):
        _echo(f"  {line}")
    for warning in warnings:
        _echo(f"  WARNING: {warning}")
    if new.confirmed_on is None:
        _echo(f"Not confirmed yet: show it to the table once with 'airbanker box confirm {new.game}'.")


@box.command("export")
@click.argument("game", type=click.Choice(BOX_GAMES))
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.pass_context
@_friendly
def box_export(ctx: click.Context, game: str, file: Path) -> None:
    """Write a game's box to a TOML file (docs/box.md), which 'airbanker box import' reads."""
    from ledger.box import box_to_toml
    from ledger.record_file import write_file

    kept = _book(ctx).box(game)
    if kept is None:
        raise RuleViolation(
            f"there is no {_meta_for(game).short_title} box in this book: import one (airbanker box import FILE)",
            field="game",
            rule="docs/box.md",
        )
    path = write_file(file, lambda: box_to_toml(kept).encode("utf-8"), what="a box file", rule="docs/box.md")
    _echo(f"Wrote {path}")


@box.command("show")
@click.argument("game", type=click.Choice(BOX_GAMES))
@click.pass_context
@_friendly
def box_show(ctx: click.Context, game: str) -> None:
    """Print a game's box: every value, where it comes from, and whether the table confirmed it."""
    from ledger.box import box_rules

    kept = _book(ctx).box(game)
    if kept is None:
        _echo(f"No {_meta_for(game).short_title} box in this book: new games type these values at the table.")
        return
    for line in box_rules(game).summary(kept):
        _echo(line)
    _echo(
        f"Confirmed by the table on {kept.confirmed_on.isoformat()}."
        if kept.confirmed_on
        else f"Not confirmed yet (airbanker box confirm {game})."
    )


@box.command("confirm")
@click.argument("game", type=click.Choice(BOX_GAMES))
@click.pass_context
@_friendly
def box_confirm(ctx: click.Context, game: str) -> None:
    """Print a game's box and mark it confirmed today: the table has checked it against the components."""
    from ledger.box import box_rules

    book = _book(ctx)
    kept = book.box(game)
    if kept is None:
        raise RuleViolation(
            f"there is no {_meta_for(game).short_title} box in this book: import one (airbanker box import FILE)",
            field="game",
            rule="docs/box.md",
        )
    for line in box_rules(game).summary(kept):
        _echo(line)
    confirmed = book.confirm_box(kept)
    _echo(f"Confirmed on {confirmed.confirmed_on}: new games take these values.")
