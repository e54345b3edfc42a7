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

from ledger.journal import RuleViolation
from ledger.money import format_money

if TYPE_CHECKING:
    from ledger.game import Game
    from ledger.store import Book

SAMPLE = "air-empire-basic-4p.jsonl"
SAMPLE_TOURNAMENT = "air-empire-tournament-3p.jsonl"
SAMPLE_1930 = "golden-age-4p.jsonl"
SAMPLE_AIR_FARE = "air-fare-4p.jsonl"
#: printed under the title of the Air Fare sample's audit statement
AIR_FARE_SAMPLE_NOTE = ("Sample game: the card values are the rulebook's own, the deck order, die rolls, bids and "
                        "flights are made up.")
_AUDIT_OK = "every entry balances and the replay equals the journal"


class Refused(click.ClickException):
    """A refusal shown as ``Error: <message>``; exit status 2, like a usage error."""

    exit_code = 2


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
@click.option("--db", metavar="URL", envvar="AIRBANKER_DB",
              help="SQLAlchemy database URL (default: airbanker.sqlite in the user data directory).")
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
@click.option("--out", type=click.Path(file_okay=False, path_type=Path),
              help="Folder for the database and the PDFs (default: a new folder under the user data directory).")
@click.option("--locale", default="en_US", show_default=True, callback=_locale, help="Locale for money on the sheets.")
@_friendly
def demo(out: Path | None, locale: str) -> None:
    """Replay the bundled sample games into a fresh SQLite file and print their sheets.

    The Air Empire samples (a Basic Game and a 7-year Tournament Game) give the recap sheets,
    the 1930 sample the dividend summary, the Air Fare sample the end-of-game audit. Asks
    nothing. Prints where the files are, the final standings and the final totals.
    """
    from ledger.games import air_empire
    from ledger.store import Book, data_dir
    from sheets.recap import write_blank_recap_sheet, write_recap_sheets

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
    sheets = air_empire.recap_sheets(game.state)
    recap_pdf = write_recap_sheets(sheets, out / "recap-sheets.pdf", locale=locale)
    blank_pdf = write_blank_recap_sheet(out / "blank-recap-sheet.pdf", players=game.setup.players,
                                        years=game.state.years, game_title=game.setup.title)
    record = book.export(game_id, out / "sample-game.jsonl")
    tournament_id = _import_sample(book, SAMPLE_TOURNAMENT)
    tournament = book.game(tournament_id)
    tournament_report = book.audit(tournament_id)
    tournament_pdf = write_recap_sheets(air_empire.recap_sheets(tournament.state),
                                        out / "tournament-recap-sheets.pdf", locale=locale)
    tournament_record = book.export(tournament_id, out / "sample-game-tournament.jsonl")
    golden_id = _import_sample(book, SAMPLE_1930)
    golden = book.game(golden_id)
    golden_report = book.audit(golden_id)
    summary_pdf = _write_dividend_summary(golden, out / "dividend-summary.pdf", locale)
    golden_record = book.export(golden_id, out / "sample-game-1930.jsonl")
    fare_id = _import_sample(book, SAMPLE_AIR_FARE)
    fare = book.game(fare_id)
    fare_report = book.audit(fare_id)
    fare_pdf = _write_air_fare_audit(fare, fare_report, out / "air-fare-audit.pdf", locale, (AIR_FARE_SAMPLE_NOTE,))
    fare_record = book.export(fare_id, out / "sample-game-air-fare.jsonl")
    book.close()
    click.echo(f"Sample game: {game.setup.title}")
    click.echo(f"  {len(game.records)} actions replayed into {database}")
    click.echo(f"  audit: {_AUDIT_OK if report.ok else 'PROBLEMS'}")
    for problem in report.problems:
        click.echo(f"    {problem}")
    click.echo(f"Recap sheets:       {recap_pdf}")
    click.echo(f"Blank recap sheet:  {blank_pdf}")
    click.echo(f"Game record:        {record}")
    click.echo(f"Open it in the banker's seat: airbanker --db sqlite:///{database}")
    _print_standings(game, locale)
    click.echo("")
    click.echo(f"Sample game (Air Empire Tournament Game): {tournament.setup.title}")
    click.echo(f"  {len(tournament.records)} actions replayed into {database}")
    click.echo(f"  audit: {_AUDIT_OK if tournament_report.ok else 'PROBLEMS'}")
    for problem in tournament_report.problems:
        click.echo(f"    {problem}")
    click.echo(f"Recap sheets:       {tournament_pdf}")
    click.echo(f"Game record:        {tournament_record}")
    _print_standings(tournament, locale)
    click.echo("")
    click.echo(f"Sample game (1930: The Golden Age of Airlines): {golden.setup.title}")
    click.echo(f"  {len(golden.records)} actions replayed into {database}")
    click.echo(f"  audit: {_AUDIT_OK if golden_report.ok else 'PROBLEMS'}")
    for problem in golden_report.problems:
        click.echo(f"    {problem}")
    click.echo(f"Dividend summary:   {summary_pdf}")
    click.echo(f"Game record:        {golden_record}")
    _print_standings(golden, locale)
    click.echo("")
    click.echo(f"Sample game (Air Fare): {fare.setup.title}")
    click.echo(f"  {len(fare.records)} actions replayed into {database}")
    click.echo(f"  audit: {_AUDIT_OK if fare_report.ok else 'PROBLEMS'}")
    for problem in fare_report.problems:
        click.echo(f"    {problem}")
    click.echo(f"End-of-game audit:  {fare_pdf}")
    click.echo(f"Game record:        {fare_record}")
    _print_standings(fare, locale)
    if not (report.ok and tournament_report.ok and golden_report.ok and fare_report.ok):
        sys.exit(1)


def _import_sample(book: Any, name: str) -> int:
    """Store a bundled sample game (``samples/``) in ``book``; return its id."""
    sample = resources.files("samples").joinpath(name)
    with resources.as_file(sample) as sample_path:
        return int(book.import_record(sample_path))


def _write_dividend_summary(game: Game, path: Path, locale: str) -> Path:
    """1930's dividend summary of ``game`` (a :class:`ledger.game.Game`), drawn from the engine's view models."""
    from ledger.games import golden_age
    from sheets.dividends import write_dividend_summary

    state = game.state
    return write_dividend_summary(golden_age.dividend_summary(state), golden_age.final_totals(state), path,
                                  game_title=game.setup.title, notes=golden_age.table_notes(state), locale=locale)


def _write_air_fare_audit(game: Game, report: Any, path: Path, locale: str, notes: tuple[str, ...] = ()) -> Path:
    """Air Fare's end-of-game audit statement of ``game``, from :func:`ledger.air_fare_audit.audit_view`."""
    from ledger.air_fare_audit import audit_view
    from sheets.air_fare import write_audit_statement

    return write_audit_statement(audit_view(game, report), path, notes=notes, locale=locale)


def _print_standings(game: Game, locale: str) -> None:
    """The standings of ``game`` (a :class:`ledger.game.Game`) as its rules count them."""
    state = game.state
    if game.setup.game == "air_fare":
        from ledger.games import air_fare

        # Air Fare, Object: cash + base cost of planes and landing rights - loans; most wins
        click.echo("Final scores (cash + cards at base cost − loans; most wins):" if state.phase == "over"
                   else "Scores now (cash + cards at base cost − loans):")
        def m(amount: int) -> str:
            return format_money(amount, locale=locale, millions=True)

        for s in air_fare.standings(state):
            status = "" if s.status == "Active" else f"  ({s.status})"
            click.echo(f"  {s.rank}. {s.name:<20} {m(s.cash):>9} + {m(s.cards):>9} − {m(s.loans):>6} = "
                       f"{m(s.score):>9}{status}")
        return
    if game.setup.game == "golden_age":
        from ledger.games import golden_age

        # 1930, Winning the Game: money plus each Stock token at market value; ties share a rank
        click.echo("Final totals (cash + Stock at market value; most wins):" if state.phase == "over"
                   else "Totals now (cash + Stock at market value):")
        for t in golden_age.final_totals(state):
            mark = "  (wins)" if t.winner and state.phase == "over" else ""
            click.echo(f"  {t.rank}. {t.name:<20} {format_money(t.cash, locale=locale):>10} + "
                       f"{format_money(t.stock_value, locale=locale):>8} = {format_money(t.total, locale=locale):>10}"
                       f"{mark}")
        return
    from ledger.games import air_empire

    click.echo("Final standings (most cash wins):" if state.phase == "over" else "Standings now:")
    for standing in air_empire.standings(state):
        status = "" if standing.status == "Active" else f"  ({standing.status})"
        click.echo(f"  {standing.rank}. {standing.name:<20} {format_money(standing.cash, locale=locale):>12}{status}")


@cli.command("games")
@click.option("--all", "include_archived", is_flag=True, help="Include archived games.")
@click.pass_context
@_friendly
def games_cmd(ctx: click.Context, include_archived: bool) -> None:
    """List the games of the database."""
    for info in _book(ctx).games(include_archived=include_archived):
        archived = " [archived]" if info.archived else ""
        click.echo(f"{info.id:>4}  {info.game}/{info.variant}  {info.title!r}  {', '.join(info.players)}  "
                   f"{info.actions} actions, last {info.last_change}{archived}")


@cli.command("import")
@click.argument("record", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.pass_context
@_friendly
def import_cmd(ctx: click.Context, record: Path) -> None:
    """Store a game record file (docs/game-record.md) as a new game."""
    book = _book(ctx)
    game_id = book.import_record(record)
    game = book.game(game_id)
    click.echo(f"Imported game {game_id}: {len(game.records)} actions; {game.position()}")


@cli.command("export")
@click.argument("game_id", type=int)
@click.argument("record", type=click.Path(dir_okay=False, path_type=Path))
@click.pass_context
@_friendly
def export_cmd(ctx: click.Context, game_id: int, record: Path) -> None:
    """Write a game's record file."""
    path = _book(ctx).export(game_id, record)
    click.echo(f"Wrote {path}")


@cli.command()
@click.argument("game_id", type=int)
@click.pass_context
@_friendly
def audit(ctx: click.Context, game_id: int) -> None:
    """Replay a game from nothing and compare with the stored journal (exit 1 on a problem)."""
    report = _book(ctx).audit(game_id)
    click.echo(f"Game {game_id}: {report.actions} actions, {report.entries} entries checked")
    if report.ok:
        click.echo("OK: every entry balances, the accounts sum to zero, the replay equals the journal.")
        return
    for problem in report.problems:
        click.echo(f"  {problem}")
    sys.exit(1)


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
        fields = json.loads(payload)
    except json.JSONDecodeError as error:
        raise RuleViolation(f"not JSON: {error.msg}", field="payload", rule="docs/game-record.md") from None
    if not isinstance(fields, dict):
        raise RuleViolation("must be a JSON object", field="payload", rule="docs/game-record.md")
    rec = _book(ctx).record(game_id, kind, fields, note=note)
    click.echo(f"#{rec.seq} {rec.summary}")


@cli.command()
@click.argument("game_id", type=int)
@click.pass_context
@_friendly
def undo(ctx: click.Context, game_id: int) -> None:
    """Undo the latest action in force (recorded as an undo with reversing entries)."""
    rec = _book(ctx).undo(game_id)
    click.echo(f"#{rec.seq} {rec.summary}")


@cli.command()
@click.argument("game_id", type=int)
@click.pass_context
@_friendly
def redo(ctx: click.Context, game_id: int) -> None:
    """Record again the action the latest undo reversed."""
    rec = _book(ctx).redo(game_id)
    click.echo(f"#{rec.seq} {rec.summary}")


@cli.command()
@click.argument("game_id", type=int)
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path),
              help="PDF file (default: recap-GAME.pdf for Air Empire, dividend-summary-GAME.pdf for 1930, "
                   "audit-GAME.pdf for Air Fare).")
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
    book = _book(ctx)
    game = book.game(game_id)
    kind = game.setup.game
    if kind == "air_fare":
        path = _write_air_fare_audit(game, book.audit(game_id), out or Path(f"audit-{game_id}.pdf"), locale)
    elif kind == "golden_age":
        path = _write_dividend_summary(game, out or Path(f"dividend-summary-{game_id}.pdf"), locale)
    elif kind == "air_empire":
        from ledger.games import air_empire
        from sheets.recap import write_recap_sheets

        path = write_recap_sheets(air_empire.recap_sheets(game.state), out or Path(f"recap-{game_id}.pdf"),
                                  locale=locale)
    else:
        raise RuleViolation(f"airbanker prints no sheet for a {kind} game yet", field="game")
    click.echo(f"Wrote {path}")
    _print_standings(game, locale)


@cli.command("blank-sheet")
@click.option("--player", "players", multiple=True,
              help="A player's name (repeat); one sheet each (a page per 3-year period).")
@click.option("--years", default=3, show_default=True, type=click.IntRange(1, 50))
@click.option("--tournament", is_flag=True,
              help="Air Empire Tournament Game sheet: lines 1d, 1e and 2a, and Tax Table columns to copy in.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=Path("blank-recap-sheet.pdf"),
              show_default=True)
@_friendly
def blank_sheet(players: tuple[str, ...], years: int, tournament: bool, out: Path) -> None:
    """Print blank Condensed Re-cap Sheets to fill in by hand."""
    from sheets.recap import write_blank_recap_sheet

    path = write_blank_recap_sheet(out, players=players or ("",), years=years, tournament=tournament)
    click.echo(f"Wrote {path}")


@cli.command("new")
@click.option("--game", "kind", type=click.Choice(["air_empire", "golden_age", "air_fare"]), default="air_empire",
              show_default=True,
              help="air_empire (Air Empire), golden_age (1930: The Golden Age of Airlines) or air_fare (Air Fare).")
@click.option("--variant", type=click.Choice(["basic", "tournament", "standard"]), default=None,
              help="Air Empire: basic (the Basic Game) or tournament (the Tournament Game, e.g. with "
                   "--option years=7).  [default: basic; standard for 1930 and Air Fare]")
@click.option("--title", default="", help="The game's title.")
@click.option("--first-senior-president", type=int, default=None,
              help="Air Empire: seat of the first Senior President.  [default: 1]")
@click.option("--option", "options", multiple=True, metavar="NAME=JSON",
              help="A game option (docs/game-record.md), e.g. --option years=4 "
                   "--option 'flight_costs_above_revenue=\"allow\"' (Air Empire), --option turns=4 (1930) or "
                   "--option faster_game=true (Air Fare). "
                   "Repeat for more.")
@click.argument("players", nargs=-1, required=True)
@click.pass_context
@_friendly
def new(ctx: click.Context, kind: str, variant: str | None, title: str, first_senior_president: int | None,
        options: tuple[str, ...], players: tuple[str, ...]) -> None:
    """Start a new game with PLAYERS in seat order (clockwise): Air Empire's Basic Game unless --game says otherwise."""
    from ledger.game import GameSetup

    chosen: dict[str, Any] = {}
    if kind == "air_empire":
        chosen["first_senior_president"] = 1 if first_senior_president is None else first_senior_president
    elif first_senior_president is not None:
        game_name = "1930" if kind == "golden_age" else "Air Fare"
        raise RuleViolation(f"{game_name} has no Senior President (an Air Empire option)",
                            field="--first-senior-president")
    for option in options:
        name, sep, text = option.partition("=")
        if not sep:
            raise RuleViolation(f"{option!r} is not NAME=VALUE", field="--option")
        try:
            chosen[name.strip()] = json.loads(text)
        except json.JSONDecodeError:
            chosen[name.strip()] = text  # a bare word: the option's text value
    variants = ("basic", "tournament") if kind == "air_empire" else ("standard",)
    if variant is None:
        variant = variants[0]
    elif variant not in variants:
        raise RuleViolation(f"a {kind} game's variant is {' or '.join(variants)}, not {variant}", field="--variant",
                            rule="docs/game-record.md")
    game_id = _book(ctx).create_game(GameSetup(kind, variant, title, tuple(players), chosen))
    what = " (Air Empire Tournament Game)" if variant == "tournament" else ""
    click.echo(f"Game {game_id} started{what}: {', '.join(players)}")


def main() -> None:
    """Console entry point."""
    cli(obj={})


if __name__ == "__main__":  # pragma: no cover
    main()
