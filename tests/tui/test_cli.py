"""The ``airbanker`` command line, run as a banker would (in this process, and in a real one where
only a process shows it), on a real SQLite file (and, for the
cases that write a book, a real PostgreSQL database: ``book_url``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from cli_helpers import airbanker_in_process, airbanker_process


def airbanker(
    *args: str, db: Path | str | None = None, home: Path | None = None, check: bool = True
) -> subprocess.CompletedProcess[str]:
    """``airbanker [--db DB] ARGS`` run by click in this process (:func:`cli_helpers.airbanker_in_process`);
    ``db`` a SQLite file or a database URL (``book_url``), ``home`` the data directory's home.

    In-process: a new Python costs about 1.5 s a call. What only a real process shows (the exit
    status of ``main``, no traceback on stderr) is checked by the tests here that start one.
    """
    env = None if home is None else {"XDG_DATA_HOME": str(home), "HOME": str(home)}
    result = airbanker_in_process(db, *args, env=env)
    if check:
        assert result.returncode == 0, result.stderr + result.stdout
    return result


def test_new_record_undo_audit_from_the_command_line(book_url: str, tmp_path: Path) -> None:
    db = book_url  # SQLite and PostgreSQL
    assert "Game 1 started" in airbanker("new", "--title", "Club", "Ann", "Bea", "Çelik", db=db).stdout
    card = {
        "city": "Helena",
        "adjacent": ["Los Angeles"],
        "minimums": {"A": 8000, "B": 7000, "C": 6000},
        "revenue": 15000,
    }
    airbanker("record", "1", "air_empire.route_card", json.dumps(card), db=db)
    out = airbanker(
        "record",
        "1",
        "air_empire.bids",
        json.dumps({"bids": [{"player": 3, "class": "A", "flight_costs": 12000}]}),
        db=db,
    ).stdout
    assert "A: Çelik $12,000" in out
    assert "Undo #2" in airbanker("undo", "1", db=db).stdout
    assert "Redo #2" in airbanker("redo", "1", db=db).stdout
    audit = airbanker("audit", "1", db=db)
    assert "OK" in audit.stdout
    assert "Club" in airbanker("games", db=db).stdout


def test_refusals_are_one_clear_line_without_traceback(book_url: str, tmp_path: Path) -> None:
    db = book_url  # SQLite and PostgreSQL
    airbanker("new", "Ann", "Bea", db=db)
    card = {"city": "Helena", "adjacent": [], "minimums": {"A": 8000, "B": 7000}, "revenue": 15000}
    airbanker("record", "1", "air_empire.route_card", json.dumps(card), db=db)
    bad = airbanker(
        "record",
        "1",
        "air_empire.bids",
        json.dumps({"bids": [{"player": 1, "class": "C", "flight_costs": 9000}]}),
        db=db,
        check=False,
    )
    assert bad.returncode == 2
    assert "Traceback" not in bad.stderr
    assert "bids[0].class" in bad.stderr and "2-player game" in bad.stderr and "Route Bidding" in bad.stderr
    not_json = airbanker("record", "1", "air_empire.bids", "{oops", db=db, check=False)
    assert not_json.returncode == 2 and "payload: not JSON" in not_json.stderr and "Traceback" not in not_json.stderr
    twice = '{"bids": [{"player": 1, "class": "A", "flight_costs": 9000, "player": 2}]}'
    repeated = airbanker("record", "1", "air_empire.bids", twice, db=db, check=False)
    assert repeated.returncode == 2 and "Traceback" not in repeated.stderr
    assert "payload: 'player' is given twice" in repeated.stderr  # before: the last one kept, silently
    airbanker("export", "1", str(tmp_path / "after.jsonl"), db=db)
    assert "air_empire.bids" not in (tmp_path / "after.jsonl").read_text(encoding="utf-8")  # nothing recorded
    missing = airbanker("audit", "7", db=db, check=False)
    assert missing.returncode == 2 and "no game 7" in missing.stderr
    one_player = airbanker("new", "Solo", db=db, check=False)
    assert one_player.returncode == 2 and "2-4 players" in one_player.stderr


def test_blank_sheet(tmp_path: Path) -> None:
    out = tmp_path / "blank.pdf"
    airbanker("blank-sheet", "--player", "Ann", "--player", "Дмитрий", "--out", str(out), home=tmp_path)
    from pypdf import PdfReader

    reader = PdfReader(out)
    assert len(reader.pages) == 2
    assert "Дмитрий" in reader.pages[1].extract_text()


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("\x1b]0;PWNED\x07", "players[2]: holds U+001B (ESCAPE), a control character"),
        ("🦄", "players[2]: holds 🦄 U+1F984 (UNICORN FACE): no font of the sheets can print it"),
        ("B" * 41, "players[2]: is 41 characters long"),
    ],
)
def test_blank_sheet_checks_each_player_name_as_new_does(tmp_path: Path, name: str, said: str) -> None:
    """Review: ``blank-sheet --player`` skipped the text check that ``new`` makes."""
    out = tmp_path / "blank.pdf"
    refused = airbanker(
        "blank-sheet", "--player", "Ann", "--player", name, "--out", str(out), home=tmp_path, check=False
    )
    assert refused.returncode == 2
    assert refused.stderr.startswith(f"Error: {said}")
    assert refused.stderr.count("\n") == 1 and "\x1b" not in refused.stderr
    assert "(docs/game-record.md, Text)" in refused.stderr
    assert not out.exists()
    # an empty name leaves the line blank, as with no --player
    airbanker("blank-sheet", "--player", "", "--out", str(out), home=tmp_path)
    assert out.exists()


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help(flag: str) -> None:
    assert "demo" in airbanker(flag).stdout


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> tuple[Path, str]:
    """``airbanker demo --out <folder>`` run once for the demo tests below (it replays every sample
    and writes every sheet: about 6 s of CPU), in a real process with nothing on stdin as in the
    README's Quick start. The folder and the standard output; the tests only read them.

    Under xdist the demo tests may run on different workers: the first to get here runs the demo in
    the run's shared temporary folder (the parent of every worker's), the others wait on a lock and
    read what it wrote."""
    import fcntl

    root = tmp_path_factory.getbasetemp() if worker_id == "master" else tmp_path_factory.getbasetemp().parent
    folder, stdout = root / "demo-shared" / "demo", root / "demo-shared" / "stdout.txt"
    folder.parent.mkdir(exist_ok=True)
    with open(root / "demo-shared.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not stdout.exists():
            result = subprocess.run(
                [sys.executable, "-m", "tui.cli", "demo", "--out", str(folder)],
                check=False,
                capture_output=True,
                text=True,
                stdin=subprocess.DEVNULL,
                timeout=120,
            )
            assert result.returncode == 0, result.stderr
            stdout.write_text(result.stdout, "utf-8")
    return folder, stdout.read_text("utf-8")


def test_demo_asks_nothing_and_writes_the_sheets(demo: tuple[Path, str]) -> None:
    """README Quick start: `airbanker demo` replays the sample, writes PDFs, prints standings."""
    from pypdf import PdfReader

    folder, out = demo
    assert "every entry balances" in out
    assert "1. Çelik" in out and "$488,900" in out and "Bankrupt" in out
    reader = PdfReader(folder / "recap-sheets.pdf")
    assert len(reader.pages) == 5  # a sheet per player, then each player's cash by quarter (issue 14)
    assert "Each player's cash by quarter" in reader.pages[-1].extract_text()
    ann = reader.pages[0].extract_text()
    assert "1g Total — received from the Bank $8,000 $18,000 $16,200 $23,200" in ann
    assert "illustrative values, not the board's" in ann
    assert (folder / "blank-recap-sheet.pdf").stat().st_size > 10_000
    # each game's end-of-game audit (a newcomer's try: "No audit PDF for Air Empire")
    for name in ("air-empire-audit.pdf", "tournament-audit.pdf", "1930-audit.pdf"):
        assert f"End-of-game audit:  {folder / name}" in out
        audit = PdfReader(folder / name).pages[0].extract_text()
        assert "Books proven:" in audit and "Sum of all accounts $0" in audit
    assert "Çelik's cash $488,900" in PdfReader(folder / "air-empire-audit.pdf").pages[0].extract_text()


def test_demo_also_replays_the_1930_sample_and_writes_its_dividend_summary(
    tmp_path: Path, demo: tuple[Path, str]
) -> None:
    """After the Air Empire standings: the 1930 sample, its dividend summary and final totals."""
    from pypdf import PdfReader

    folder, out = demo
    air_empire, _sep, golden = out.partition("Sample game (1930: The Golden Age of Airlines)")
    golden, _sep, _air_fare = golden.partition("Sample game (Air Fare)")  # Air Fare comes last
    assert "Final standings (most cash wins):" in air_empire and "1. Çelik" in air_empire  # Air Empire first
    pdf = folder / "dividend-summary.pdf"
    assert f"Dividend summary:   {pdf}" in golden
    assert golden.count("every entry balances") == 1
    totals = golden[golden.index("Final totals") :].splitlines()
    assert [line.split()[:2] for line in totals[1:5]] == [
        ["1.", "Zoë"],
        ["2.", "Carla"],
        ["3.", "Neal"],
        ["4.", "Chuck"],
    ]
    assert totals[1].split()[2:] == ["$380", "+", "$153", "=", "$533", "(wins)"]
    assert totals[4].split()[2:] == ["$216", "+", "$142", "=", "$358"]
    reader = PdfReader(pdf)
    last = [line.strip() for line in reader.pages[-2].extract_text().splitlines()]  # the totals, then the charts
    assert "1 Zoë $380 $153 $533 wins" in last
    charts = reader.pages[-1].extract_text()
    assert "net worth at market value by turn" in charts and "Stock Market price of each airline" in charts
    assert "Pink Carla $11 $2 none Full $2 1 × $2 = $2 1 × $2 = $2 $4" in reader.pages[0].extract_text()
    # both games are in the one database, and the 1930 record round-trips
    assert "golden_age/standard" in airbanker("games", db=folder / "demo.sqlite").stdout
    db = tmp_path / "again.sqlite"
    airbanker("import", str(folder / "sample-game-1930.jsonl"), db=db)
    assert "OK" in airbanker("audit", "1", db=db).stdout


def test_demo_also_replays_the_tournament_sample_and_writes_its_sheets(tmp_path: Path, demo: tuple[Path, str]) -> None:
    """After the Basic Game: the 7-year Tournament Game sample, one sheet per player per 3-year period."""
    from pypdf import PdfReader

    folder, out = demo
    basic, _sep, tournament = out.partition("Sample game (Air Empire Tournament Game)")
    tournament, _sep, _rest = tournament.partition("Sample game (1930: The Golden Age of Airlines)")
    assert "1. Çelik" in basic and "Bao" not in basic
    assert "ILLUSTRATIVE route cards" in tournament and "252 actions replayed" in tournament
    assert tournament.count("audit: every entry balances") == 1
    pdf = folder / "tournament-recap-sheets.pdf"
    assert f"Recap sheets:       {pdf}" in tournament
    assert f"Game record:        {folder / 'sample-game-tournament.jsonl'}" in tournament
    standings = tournament[tournament.index("Final standings (most cash wins):") :].splitlines()
    assert [line.split() for line in standings[1:4]] == [
        ["1.", "Bao", "$1,206,500"],
        ["2.", "Astrid", "$987,200"],
        ["3.", "Céline", "$382,200"],
    ]
    reader = PdfReader(pdf)
    assert len(reader.pages) == 10  # 3 players × (Years 1-3, Years 4-6, Year 7), then the cash by quarter
    year7 = reader.pages[2].extract_text()
    assert "Tournament Game · Year 7" in year7 and "Astrid" in year7
    assert "4c Total — pay Bank $18,000 $5,500 $11,000" in year7  # the starting fleet, then Y1 Q2's two planes
    assert "Tax Table: illustrative values, not the sheet's." in year7
    celine = reader.pages[7].extract_text()  # Céline, Years 4-6: the minus 1g and the refund carried
    assert "2a Taxes — pay Bank ($400) $0 $1,400" in celine
    db = tmp_path / "again.sqlite"
    airbanker("import", str(folder / "sample-game-tournament.jsonl"), db=db)
    assert "OK" in airbanker("audit", "1", db=db).stdout


def test_new_tournament_game_and_its_sheets(tmp_path: Path) -> None:
    """`new --variant tournament --option years=7`, a Tax Table, `recap` (a sheet per 3-year period begun), blank
    sheet."""
    from pypdf import PdfReader

    db = tmp_path / "book.sqlite"
    started = airbanker(
        "new", "--variant", "tournament", "--option", "years=7", "--title", "Cup", "Ann", "Bea", "Cal", db=db
    ).stdout
    assert "Game 1 started (Air Empire Tournament Game): Ann, Bea, Cal" in started
    assert "air_empire/tournament  'Cup'" in airbanker("games", db=db).stdout
    table = {"provenance": "board", "rows": [{"income_from": 0, "tax": 0}, {"income_from": 10000, "tax": 500}]}
    assert (
        "Tax Table entered (2 rows, board)"
        in airbanker("record", "1", "air_empire.tax_table", json.dumps(table), db=db).stdout
    )
    now = airbanker("recap", "1", "--out", str(tmp_path / "cup.pdf"), db=db).stdout
    assert "Standings now:" in now
    reader = PdfReader(tmp_path / "cup.pdf")
    assert len(reader.pages) == 4  # a sheet per player for the period begun (Years 1-3), and the page of charts
    assert "Years 1-3" in reader.pages[1].extract_text() and "2a Taxes" in reader.pages[0].extract_text()
    assert "Years 4-6" not in reader.pages[2].extract_text()
    elimination = airbanker("new", "--variant", "tournament", "--option", "end=elimination", "Ann", "Bea", db=db)
    assert "Game 2 started (Air Empire Tournament Game)" in elimination.stdout
    basic = airbanker("new", "--option", 'fluctuation_on_rebid_route="excluded"', "Ann", "Bea", db=db, check=False)
    assert basic.returncode == 2 and "an option of the Tournament Game" in basic.stderr
    wrong = airbanker("new", "--game", "air_fare", "--variant", "tournament", "Ann", "Bea", db=db, check=False)
    assert wrong.returncode == 2 and "--variant" in wrong.stderr and "Traceback" not in wrong.stderr
    blank = tmp_path / "blank.pdf"
    airbanker("blank-sheet", "--tournament", "--player", "Ann", "--out", str(blank), home=tmp_path)
    text = PdfReader(blank).pages[0].extract_text()
    assert "Tournament Game" in text and "2a Taxes" in text and "1e Flight Profit of route terminated" in text
    assert "Tax Table (line 2a, on line 1g)" in text


def test_demo_uses_the_user_data_directory_by_default(tmp_path: Path) -> None:
    result = airbanker("demo", home=tmp_path)
    assert str(tmp_path) in result.stdout
    assert list((tmp_path / "airbanker" / "demo").glob("*/recap-sheets.pdf"))


def test_new_takes_game_options_and_refuses_unknown_ones_and_locales(tmp_path: Path) -> None:
    db = tmp_path / "book.sqlite"
    airbanker("new", "--option", "years=1", "--option", "flight_costs_above_revenue=allow", "Ann", "Bea", db=db)
    bad = airbanker("new", "--option", "bogus=1", "Ann", "Bea", db=db, check=False)
    assert bad.returncode == 2 and "unknown option(s): bogus" in bad.stderr
    variant = airbanker("new", "--game", "air_fare", "--variant", "tournament", "Ann", "Bea", db=db, check=False)
    assert variant.returncode == 2 and "Traceback" not in variant.stderr
    assert "--variant: Air Fare's variant is standard, not tournament" in variant.stderr  # not "a air_fare game's"
    locale = airbanker("recap", "1", "--locale", "xx_YY", db=db, check=False)
    assert locale.returncode == 2 and "not a locale" in locale.stderr and "Traceback" not in locale.stderr


def test_recap_prints_the_sheets_of_the_game_kind(tmp_path: Path) -> None:
    """`recap GAME`: Air Empire's recap sheets, or 1930's dividend summary, each with its standings."""
    from pypdf import PdfReader

    db = tmp_path / "book.sqlite"
    sample = Path(__file__).resolve().parents[2] / "samples"
    airbanker("import", str(sample / "air-empire-basic-4p.jsonl"), db=db)
    airbanker("import", str(sample / "golden-age-4p.jsonl"), db=db)
    air_empire = airbanker("recap", "1", "--out", str(tmp_path / "ae.pdf"), db=db).stdout
    assert "Final standings (most cash wins):" in air_empire and "$488,900" in air_empire
    assert "Condensed Re-cap Sheet" in PdfReader(tmp_path / "ae.pdf").pages[0].extract_text()
    golden = airbanker("recap", "2", "--out", str(tmp_path / "1930.pdf"), db=db).stdout
    assert f"Wrote {tmp_path / '1930.pdf'}" in golden
    assert "Final totals (cash + Stock at market value; most wins):" in golden and "$533  (wins)" in golden
    assert "Final standings" not in golden
    assert "Dividend summary" in PdfReader(tmp_path / "1930.pdf").pages[0].extract_text()
    # each game's end-of-game audit beside its sheet (a newcomer's try: "No audit PDF for Air Empire")
    for printed, pdf in ((air_empire, tmp_path / "ae-audit.pdf"), (golden, tmp_path / "1930-audit.pdf")):
        assert f"Wrote {pdf}" in printed
        audit = PdfReader(pdf).pages[0].extract_text()
        assert "End-of-game audit" in audit and "Books proven:" in audit and "Sum of all accounts $0" in audit
    # the default file name says what it is
    result = airbanker_process(db, "recap", "2", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "dividend-summary-2.pdf").exists() and (tmp_path / "audit-2.pdf").exists()


def test_new_golden_age_game(book_url: str, tmp_path: Path) -> None:
    db = book_url  # SQLite and PostgreSQL
    assert (
        "Game 1 started: Ann, Bea, Cal"
        in airbanker(
            "new", "--game", "golden_age", "--title", "Club 1930", "--option", "turns=4", "Ann", "Bea", "Cal", db=db
        ).stdout
    )
    assert "golden_age/standard  'Club 1930'" in airbanker("games", db=db).stdout
    now = airbanker("recap", "1", "--out", str(tmp_path / "now.pdf"), db=db).stdout
    assert "Totals now (cash + Stock at market value):" in now
    bad = airbanker("new", "--game", "golden_age", "--first-senior-president", "2", "Ann", "Bea", db=db, check=False)
    assert bad.returncode == 2 and "Senior President" in bad.stderr and "Traceback" not in bad.stderr
    unknown = airbanker("new", "--game", "golden_age", "--option", "years=3", "Ann", "Bea", db=db, check=False)
    assert unknown.returncode == 2 and "unknown option(s): years" in unknown.stderr


def test_demo_also_replays_the_air_fare_sample_and_writes_its_audit(demo: tuple[Path, str]) -> None:
    """After 1930: the Air Fare sample, its end-of-game audit PDF and the final scores."""
    from pypdf import PdfReader

    folder, out = demo
    _before, _sep, fare = out.partition("Sample game (Air Fare)")
    assert "made-up deck order and die rolls" in fare
    pdf = folder / "air-fare-audit.pdf"
    assert f"End-of-game audit:  {pdf}" in fare
    assert "audit: every entry balances" in fare
    scores = fare[fare.index("Final scores") :].splitlines()
    assert [line.split()[:2] for line in scores[1:5]] == [
        ["1.", "Ann"],
        ["2.", "Bea"],
        ["3.", "Çelik"],
        ["4.", "Dmitri"],
    ]
    assert scores[1].split()[2:] == ["$144M", "+", "$1,260M", "−", "$0M", "=", "$1,404M"]
    assert "(Bankrupt in turn 12)" in scores[4]
    first = [line.strip() for line in PdfReader(pdf).pages[0].extract_text().splitlines()]
    assert "1 Ann $144M $1,260M $0M $1,404M Active" in first
    assert any(line.startswith("Books proven:") and "stored journal audit OK" in line for line in first)
    assert any("made up" in line for line in first)


def test_air_fare_from_the_command_line_new_record_recap(tmp_path: Path) -> None:
    """`new --game air_fare --option …`, a few actions, `recap` prints the audit statement."""
    from pypdf import PdfReader

    db = tmp_path / "book.sqlite"
    started = airbanker(
        "new", "--game", "air_fare", "--title", "Fare night", "--option", "faster_game=true", "Ann", "Bea", "Cal", db=db
    ).stdout
    assert "Game 1 started: Ann, Bea, Cal" in started
    assert "air_fare/standard  'Fare night'" in airbanker("games", db=db).stdout
    assert "borrows $40M" in airbanker("record", "1", "air_fare.loan", '{"player": 2, "amount": 40}', db=db).stdout
    out = airbanker("recap", "1", "--out", str(tmp_path / "fare.pdf"), db=db).stdout
    assert f"Wrote {tmp_path / 'fare.pdf'}" in out
    assert "Scores now (cash + cards at base cost − loans − owed this turn):" in out
    first = PdfReader(tmp_path / "fare.pdf").pages[0].extract_text()
    assert "Standings now" in first and "Remove 757/MD-80/ATL/DC: yes" in first
    # $50M + $40M loan; a DC-9 and two Minor Airports; the $8M interest on the loan is owed this turn
    assert "3 Bea $90M $65M $40M $8M $107M Active" in first
    assert "Bea                       $90M +      $65M −   $40M −   $8M owed =     $107M" in out
    bad = airbanker("new", "--game", "air_fare", "--option", "faster_game=maybe", "Ann", "Bea", db=db, check=False)
    assert bad.returncode == 2 and "faster_game" in bad.stderr and "Traceback" not in bad.stderr
    result = airbanker_process(db, "recap", "1", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "audit-1.pdf").exists()


def test_the_tui_print_job_of_an_air_fare_game_is_its_audit(tmp_path: Path) -> None:
    from sample_helpers import replayed_sample

    from tui.screens.printing import PrintJob

    game = replayed_sample("air-fare-4p")
    job = PrintJob.for_game(game, 3, "both", tmp_path, "en_US")  # F5 asks for "both"
    assert job.describe() == "the end-of-game audit"
    (written,) = job.write()
    assert written.name.startswith("game-3-final-") and written.name.endswith("-audit.pdf")
    from ledger.journal import RuleViolation

    with pytest.raises(RuleViolation, match="end-of-game audit"):
        PrintJob.for_game(game, 3, "blank", tmp_path, "en_US")


def test_record_prints_the_action_number_only_after_the_commit(book_url: str) -> None:
    """After a crash the banker can trust the last number printed: ``record`` prints ``#N`` once the
    commit is done. A commit that fails (a lost server, a full disk) prints no number, one line on
    stderr, exit 2, and the book holds no action #1."""
    from click.testing import CliRunner
    from sqlalchemy import event
    from sqlalchemy.engine import Engine
    from sqlalchemy.exc import OperationalError

    from ledger.store import Book
    from tui.cli import cli

    assert "Game 1 started" in airbanker("new", "Ann", "Bea", "Cal", db=book_url).stdout
    card = {"city": "Helena", "adjacent": [], "minimums": {"A": 8000, "B": 7000, "C": 6000}, "revenue": 15000}
    writing_an_action: set[int] = set()

    def seen(connection, _cursor, statement, *_args) -> None:  # noqa: ANN001 - SQLAlchemy's event signature
        if statement.startswith("INSERT INTO actions"):
            writing_an_action.add(id(connection))

    def commit(connection) -> None:  # noqa: ANN001
        if id(connection) in writing_an_action:
            raise OperationalError("COMMIT", {}, Exception("disk I/O error"))

    event.listen(Engine, "before_cursor_execute", seen)
    event.listen(Engine, "commit", commit)
    try:
        result = CliRunner().invoke(
            cli, ["--db", book_url, "record", "1", "air_empire.route_card", json.dumps(card)], obj={}
        )
    finally:
        event.remove(Engine, "commit", commit)
        event.remove(Engine, "before_cursor_execute", seen)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.splitlines() == [
        "Error: --db: the database did not take the action, so nothing was recorded: disk I/O error"
    ]
    book = Book(book_url)
    assert book.stored_actions(1) == 0
    book.close()
    assert airbanker("record", "1", "air_empire.route_card", json.dumps(card), db=book_url).stdout.startswith("#1 ")


def test_import_first_n_stores_the_game_as_it_stood_then(tmp_path: Path) -> None:
    """`import --first N`: a sample stopped mid-way, to go on from there in the banker's seat (a review: after
    the demo every sample game is over, and a new user had no game mid-way to try the forms on)."""
    db = tmp_path / "book.sqlite"
    sample = Path(__file__).resolve().parents[2] / "samples" / "air-empire-basic-4p.jsonl"
    stopped = airbanker("import", str(sample), "--first", "40", db=db).stdout
    assert stopped.strip() == "Imported game 1: 40 actions; Y2 Q2, Phase 3 — loans"
    assert airbanker("audit", "1", db=db).returncode == 0
    too_many = airbanker("import", str(sample), "--first", "4000", db=db, check=False)
    assert too_many.returncode == 2
    assert too_many.stderr.strip() == "Error: --first: the file has only 89 actions, not 4000"
    negative = airbanker("import", str(sample), "--first", "-1", db=db, check=False)
    assert negative.returncode == 2 and "Error: --first: -1 is not a number of actions: 0 or more" in negative.stderr
    assert len(airbanker("games", db=db).stdout.splitlines()) == 1  # nothing stored by either refusal
