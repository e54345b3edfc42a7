"""The ``airbanker`` command line (click). With no command it opens the banker's TUI.

Every refusal is printed as one clear message (field and rule) with exit status 2; no
traceback reaches the banker.
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable
from datetime import datetime
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from ledger.games import meta_for as _meta_for, names as _game_names
from ledger.journal import RuleViolation
from ledger.text import shown

if TYPE_CHECKING:
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
_TITLED = [f"{name} ({_meta_for(name).title})" for name in _GAME_NAMES]
_GAMES_HELP = (f"{', '.join(_TITLED[:-1])} or {_TITLED[-1]}" if len(_TITLED) > 1 else _TITLED[0]) + "."
#: every variant of every game (``airbanker new --variant``), each once
_VARIANTS = list(dict.fromkeys(v.id for name in _GAME_NAMES for v in _meta_for(name).variants))


class Refused(click.ClickException):
    """A refusal shown as ``Error: <message>``; exit status 2, like a usage error.

    The message may quote stored or typed text: it is shown through :func:`ledger.text.shown`.
    """

    exit_code = 2

    def __init__(self, message: str) -> None:
        super().__init__(shown(message))


def _echo(line: str) -> None:
    """Print one line that may hold text from a book (names, titles, notes, summaries): control and
    format characters are shown as escapes (:func:`ledger.text.shown`), never sent to the terminal."""
    click.echo(shown(line))


def _friendly(func: Callable[..., Any]) -> Callable[..., Any]:
    """Turn a RuleViolation (or an OS error) into a one-line message and exit status 2."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except RuleViolation as error:
            raise Refused(str(error)) from None
        except OSError as error:
            raise Refused(f"{error.filename or ''} {error.strerror or error}".strip()) from None

    return wrapper


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
    return book


@click.group(invoke_without_command=True, context_settings={"help_option_names": ["-h", "--help"]})
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
@_friendly
def demo(out: Path | None, locale: str) -> None:
    """Replay the bundled sample games into a fresh SQLite file and print their sheets.

    The Air Empire samples (a Basic Game and a 7-year Tournament Game) give the recap sheets,
    the 1930 sample the dividend summary, the Air Fare sample the end-of-game audit. Asks
    nothing. Prints where the files are, the final standings and the final totals.
    """
    from ledger.store import Book, data_dir
    from sheets import jobs

    if out is None:
        out = data_dir() / "demo" / datetime.now().strftime("%Y%m%d-%H%M%S")
    out.mkdir(parents=True, exist_ok=True)
    database = out / "demo.sqlite"
    if database.exists():
        raise RuleViolation(f"{database} exists already; choose another --out", field="--out")
    book = Book(f"sqlite:///{database}")
    game_id = _import_sample(book, SAMPLE)
    game = book.game(game_id)
    report = book.audit(game_id)
    recap_pdf = jobs.take("recap", game, locale=locale).write(out / "recap-sheets.pdf")
    blank_pdf = jobs.take("blank", game, locale=locale).write(out / "blank-recap-sheet.pdf")
    record = book.export(game_id, out / "sample-game.jsonl")
    tournament_id = _import_sample(book, SAMPLE_TOURNAMENT)
    tournament = book.game(tournament_id)
    tournament_report = book.audit(tournament_id)
    tournament_pdf = jobs.take("recap", tournament, locale=locale).write(out / "tournament-recap-sheets.pdf")
    tournament_record = book.export(tournament_id, out / "sample-game-tournament.jsonl")
    golden_id = _import_sample(book, SAMPLE_1930)
    golden = book.game(golden_id)
    golden_report = book.audit(golden_id)
    summary_pdf = jobs.take("dividends", golden, locale=locale).write(out / "dividend-summary.pdf")
    golden_record = book.export(golden_id, out / "sample-game-1930.jsonl")
    fare_id = _import_sample(book, SAMPLE_AIR_FARE)
    fare = book.game(fare_id)
    fare_report = book.audit(fare_id)
    fare_pdf = jobs.take("audit", fare, locale=locale, report=fare_report, notes=(AIR_FARE_SAMPLE_NOTE,)).write(
        out / "air-fare-audit.pdf"
    )
    fare_record = book.export(fare_id, out / "sample-game-air-fare.jsonl")
    book.close()
    _echo(f"Sample game: {game.setup.title}")
    _echo(f"  {len(game.records)} actions replayed into {database}")
    _echo(f"  audit: {_AUDIT_OK if report.ok else 'PROBLEMS'}")
    for problem in report.problems:
        _echo(f"    {problem}")
    _echo(f"Recap sheets:       {recap_pdf}")
    _echo(f"Blank recap sheet:  {blank_pdf}")
    _echo(f"Game record:        {record}")
    _echo(f"Open it in the banker's seat: airbanker --db sqlite:///{database}")
    _print_standings(game, locale)
    _echo("")
    _echo(f"Sample game (Air Empire Tournament Game): {tournament.setup.title}")
    _echo(f"  {len(tournament.records)} actions replayed into {database}")
    _echo(f"  audit: {_AUDIT_OK if tournament_report.ok else 'PROBLEMS'}")
    for problem in tournament_report.problems:
        _echo(f"    {problem}")
    _echo(f"Recap sheets:       {tournament_pdf}")
    _echo(f"Game record:        {tournament_record}")
    _print_standings(tournament, locale)
    _echo("")
    _echo(f"Sample game (1930: The Golden Age of Airlines): {golden.setup.title}")
    _echo(f"  {len(golden.records)} actions replayed into {database}")
    _echo(f"  audit: {_AUDIT_OK if golden_report.ok else 'PROBLEMS'}")
    for problem in golden_report.problems:
        _echo(f"    {problem}")
    _echo(f"Dividend summary:   {summary_pdf}")
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
            f"{info.actions} actions, last {info.last_change}{archived}"
        )


@cli.command("import")
@click.argument("record", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.pass_context
@_friendly
def import_cmd(ctx: click.Context, record: Path) -> None:
    """Store a game record file (docs/game-record.md) as a new game."""
    book = _book(ctx)
    game_id = book.import_record(record)
    game = book.game(game_id)
    _echo(f"Imported game {game_id}: {len(game.records)} actions; {game.position()}")


@cli.command("export")
@click.argument("game_id", type=int)
@click.argument("record", type=click.Path(dir_okay=False, path_type=Path))
@click.pass_context
@_friendly
def export_cmd(ctx: click.Context, game_id: int, record: Path) -> None:
    """Write a game's record file."""
    path = _book(ctx).export(game_id, record)
    _echo(f"Wrote {path}")


@cli.command()
@click.argument("game_id", type=int)
@click.pass_context
@_friendly
def audit(ctx: click.Context, game_id: int) -> None:
    """Replay a game from nothing and compare with the stored journal (exit 1 on a problem)."""
    report = _book(ctx).audit(game_id)
    _echo(f"Game {game_id}: {report.actions} actions, {report.entries} entries checked")
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
@click.argument("game_id", type=int)
@click.argument("kind")
@click.argument("payload", default="{}")
@click.option("--note", default="", help="Free text kept with the action.")
@click.pass_context
@_friendly
def record(ctx: click.Context, game_id: int, kind: str, payload: str, note: str) -> None:
    """Record one action: KIND and its PAYLOAD as JSON (see docs/game-record.md)."""
    try:
        fields = json.loads(payload, object_pairs_hook=_no_repeated_field)
    except json.JSONDecodeError as error:
        raise RuleViolation(f"not JSON: {error.msg}", field="payload", rule="docs/game-record.md") from None
    if not isinstance(fields, dict):
        raise RuleViolation("must be a JSON object", field="payload", rule="docs/game-record.md")
    rec = _book(ctx).record(game_id, kind, fields, note=note)
    _echo(f"#{rec.seq} {rec.summary}")


@cli.command()
@click.argument("game_id", type=int)
@click.pass_context
@_friendly
def undo(ctx: click.Context, game_id: int) -> None:
    """Undo the latest action in force (recorded as an undo with reversing entries)."""
    rec = _book(ctx).undo(game_id)
    _echo(f"#{rec.seq} {rec.summary}")


@cli.command()
@click.argument("game_id", type=int)
@click.pass_context
@_friendly
def redo(ctx: click.Context, game_id: int) -> None:
    """Record again the action the latest undo reversed."""
    rec = _book(ctx).redo(game_id)
    _echo(f"#{rec.seq} {rec.summary}")


@cli.command()
@click.argument("game_id", type=int)
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    help="PDF file (default: recap-GAME.pdf for Air Empire, dividend-summary-GAME.pdf for 1930, "
    "audit-GAME.pdf for Air Fare).",
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
    score, the players ranked, and the proof of the books).
    """
    from ledger.games import meta_for
    from sheets import jobs

    book = _book(ctx)
    game = book.game(game_id)
    kind = game.setup.game
    prints = meta_for(kind).prints  # the first is the game's sheet
    if not prints:
        raise RuleViolation(f"airbanker prints no sheet for a {kind} game yet", field="game")
    report = book.audit(game_id) if jobs.JOBS[prints[0]].wants_report else None
    path = jobs.take(prints[0], game, locale=locale, report=report).write(out or jobs.command_file(prints[0], game_id))
    _echo(f"Wrote {path}")
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

    path = BlankPrintout(players or ("",), years, tournament=tournament).write(out)
    _echo(f"Wrote {path}")


@cli.command("new")
@click.option(
    "--game", "kind", type=click.Choice(_GAME_NAMES), default=_GAME_NAMES[0], show_default=True, help=_GAMES_HELP
)
@click.option(
    "--variant",
    type=click.Choice(_VARIANTS),
    default=None,
    help="Air Empire: basic (the Basic Game) or tournament (the Tournament Game, e.g. with "
    "--option years=7).  [default: basic; standard for 1930 and Air Fare]",
)
@click.option("--title", default="", help="The game's title.")
@click.option(
    "--first-senior-president",
    type=int,
    default=None,
    help="Air Empire: seat of the first Senior President.  [default: 1]",
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
) -> None:
    """Start a new game with PLAYERS in seat order (clockwise): Air Empire's Basic Game unless --game says otherwise."""
    from ledger.game import GameSetup
    from ledger.games import GAMES, meta_for

    meta = meta_for(kind)
    chosen: dict[str, Any] = {}
    if meta.senior_president:
        chosen["first_senior_president"] = 1 if first_senior_president is None else first_senior_president
    elif first_senior_president is not None:
        having = " or ".join(r.meta.title for r in GAMES.values() if r.meta.senior_president)
        raise RuleViolation(
            f"{meta.short_title} has no Senior President (an {having} option)", field="--first-senior-president"
        )
    for option in options:
        name, sep, text = option.partition("=")
        if not sep:
            raise RuleViolation(f"{option!r} is not NAME=VALUE", field="--option")
        try:
            chosen[name.strip()] = json.loads(text)
        except json.JSONDecodeError:
            chosen[name.strip()] = text  # a bare word: the option's text value
    variants = tuple(v.id for v in meta.variants)
    if variant is None:
        variant = variants[0]
    elif variant not in variants:
        raise RuleViolation(
            f"{meta.short_title}'s variant is {' or '.join(variants)}, not {variant}",
            field="--variant",
            rule="docs/game-record.md",
        )
    game_id = _book(ctx).create_game(GameSetup(kind, variant, title, tuple(players), chosen))
    what = f" ({meta.title} {meta.variant_label(variant)})" if variant != variants[0] else ""
    _echo(f"Game {game_id} started{what}: {', '.join(players)}")


def main() -> None:
    """Console entry point."""
    cli(obj={})


if __name__ == "__main__":  # pragma: no cover
    main()
