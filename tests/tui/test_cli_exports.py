"""``airbanker export --format hledger|beancount|csv`` on every bundled sample, checked by the real tools
(docs/exports.md; issue 14, "Books anyone can check").

Each sample is imported into a real SQLite book and exported in each format by the command line;
``hledger check`` and ``bean-check`` must pass, every account's final balance (``hledger balance``,
and ``balance`` directives bean-check checks) must equal airbanker's own (:meth:`ledger.store.Book.balances`),
and an amount edited in the export must make the tool's check fail. The tools: tests/export_tools.py
(skipped without them, an error when ``AIRBANKER_TEST_TOOLS=required``, as in CI).
"""

from __future__ import annotations

import csv
import re
from collections import Counter
from dataclasses import dataclass
from datetime import date, timedelta
from importlib import resources
from pathlib import Path

import pytest
from cli_helpers import airbanker_in_process
from export_tools import bean_check, hledger, run

from ledger.store import Book

SAMPLES = ("air-empire-basic-4p", "air-empire-tournament-3p", "golden-age-4p", "air-fare-4p")
FORMATS = ("hledger", "beancount", "csv")


@dataclass(frozen=True)
class Exported:
    """A sample imported into a book and exported in every format."""

    sample: str
    game_id: int
    files: dict[str, Path]
    balances: dict[str, int]
    postings: int
    assertions: int
    millions: bool


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Exported]:
    """Every sample imported (``airbanker import``) into one SQLite book and exported in each format."""
    folder = tmp_path_factory.mktemp("exports")
    db = folder / "book.sqlite"
    out: dict[str, Exported] = {}
    for sample in SAMPLES:
        with resources.as_file(resources.files("samples").joinpath(f"{sample}.jsonl")) as record:
            result = airbanker_in_process(db, "import", str(record))
        assert result.returncode == 0, result.stderr
        game_id = int(re.search(r"Imported game (\d+)", result.stdout).group(1))  # type: ignore[union-attr]
        files = {}
        for fmt in FORMATS:
            path = folder / f"{sample}.{fmt}"
            done = airbanker_in_process(db, "export", str(game_id), str(path), "--format", fmt)
            assert done.returncode == 0 and done.stdout == f"Wrote {path}\n", done.stderr
            files[fmt] = path
        book = Book(f"sqlite:///{db}")
        try:
            journal = book.journal(game_id)
            balances = book.balances(game_id)
            millions = book.game(game_id).rules.meta.millions
        finally:
            book.close()
        postings = sum(len(e.postings) for *_, entries in journal for e in entries)
        assertions = sum(1 for _seq, kind, *_ in journal if kind == "balance_assertion")
        out[sample] = Exported(sample, game_id, files, balances, postings, assertions, millions)
    return out


def _amount(text: str) -> int:
    """``$-9000``, ``144 $M``, ``0`` -> an int (hledger's amounts, whole units)."""
    digits = re.sub(r"[^0-9-]", "", text)
    return int(digits) if digits not in ("", "-") else 0


def _hledger_names(text: str) -> dict[str, str]:
    """Account name -> airbanker's code, from the export's ``account NAME  ; code:CODE, ...`` lines."""
    return {m.group(1): m.group(2) for m in re.finditer(r"^account (\S+)  ; code:([^,\s]+),", text, re.MULTILINE)}


def _beancount_names(text: str) -> dict[str, str]:
    """Account name -> airbanker's code, from the export's ``open`` directives and their ``code:``."""
    return {
        m.group(1): m.group(2)
        for m in re.finditer(r"^\d{4}-\d\d-\d\d open (\S+) \S+\n  code: \"([^\"]+)\"", text, re.MULTILINE)
    }


# -- hledger ---------------------------------------------------------------------------------
@pytest.mark.parametrize("sample", SAMPLES)
def test_hledger_checks_each_sample_and_its_balances_are_airbankers(exported: dict[str, Exported], sample: str) -> None:
    tool = hledger()
    case = exported[sample]
    path = case.files["hledger"]
    text = path.read_text(encoding="utf-8")
    checked = run(tool, "-f", str(path), "check")
    assert checked.returncode == 0, checked.stderr
    # the strict checks too: every account and commodity declared, dates in order
    strict = run(tool, "-f", str(path), "check", "accounts", "commodities", "ordereddates")
    assert strict.returncode == 0, strict.stderr
    # every balance assertion of the game is hledger's: a posting of nothing, and the balance counted
    assert len(re.findall(r"^    \S+ +(\$0|0 \$M) = ", text, re.MULTILINE)) == case.assertions
    names = _hledger_names(text)
    assert sorted(names.values()) == sorted(case.balances)
    balance = run(tool, "-f", str(path), "balance", "--flat", "--empty", "--no-total", "-O", "csv")
    assert balance.returncode == 0, balance.stderr
    rows = list(csv.reader(balance.stdout.splitlines()))
    assert rows[0] == ["account", "balance"]
    theirs = {names[account]: _amount(amount) for account, amount in rows[1:]}
    ours = {code: amount for code, amount in case.balances.items() if code in theirs or amount}
    assert theirs == ours
    unit = "$M" if case.millions else "$"
    assert all(unit in amount or amount == "0" for _account, amount in rows[1:])


def _edit_first_posting(text: str, pattern: str) -> str:
    """``text`` with the first posting amount matched by ``pattern`` (group 2 the number) one unit more."""
    match = re.search(pattern, text, re.MULTILINE)
    assert match is not None
    number = int(match.group(2))
    return text[: match.start(2)] + str(number + 1) + text[match.end(2) :]


@pytest.mark.parametrize("sample", SAMPLES)
def test_an_edited_amount_fails_hledger_check(exported: dict[str, Exported], sample: str, tmp_path: Path) -> None:
    tool = hledger()
    case = exported[sample]
    text = case.files["hledger"].read_text(encoding="utf-8")
    edited = tmp_path / "edited.hledger"
    # a posting's amount: its transaction no longer balances
    edited.write_text(_edit_first_posting(text, r"^(\s{4}\S+\s+\$?)(-?[1-9]\d*)( \$M)?  ; memo:"), encoding="utf-8")
    failed = run(tool, "-f", str(edited), "check")
    assert failed.returncode != 0 and "could not balance this transaction" in failed.stderr, failed.stderr
    if case.assertions:
        # a counted amount: the balance assertion fails
        edited.write_text(_edit_first_posting(text, r"^(    \S+ +\$0 = \$)(-?\d+)"), encoding="utf-8")
        failed = run(tool, "-f", str(edited), "check")
        assert failed.returncode != 0 and "balance assertion" in failed.stderr, failed.stderr


def _move_both_postings(text: str, seq: int, by: int) -> str:
    """``text`` with every amount of transaction ``(seq)`` made ``by`` larger in magnitude: it still balances."""
    start = text.index(f" ({seq}) ")
    end = text.index("\n\n", start)

    def more(match: re.Match[str]) -> str:
        number = int(match.group(2))
        return match.group(1) + str(number + by if number > 0 else number - by)

    block = re.sub(r"^(\s{4}\S+\s+\$?)(-?\d+)", more, text[start:end], flags=re.MULTILINE)
    return text[:start] + block + text[end:]


def test_a_balanced_edit_is_caught_by_the_games_balance_assertions(
    exported: dict[str, Exported], tmp_path: Path
) -> None:
    """Action 3 of the Basic Game sample (the Bank pays Ann $8,000 and Çelik $11,000 on line 1g) made
    $100 larger on both sides still balances, but the cash counted at the end no longer agrees."""
    case = exported["air-empire-basic-4p"]
    edited = tmp_path / "edited.hledger"
    edited.write_text(_move_both_postings(case.files["hledger"].read_text(encoding="utf-8"), 3, 100), "utf-8")
    failed = run(hledger(), "-f", str(edited), "check")
    assert failed.returncode != 0 and "balance assertion" in failed.stderr and "Assets:Ann:Cash" in failed.stderr
    assert "difference: 100" in failed.stderr or "-100" in failed.stderr, failed.stderr


# -- beancount -------------------------------------------------------------------------------
def _with_final_balances(text: str, names: dict[str, str], balances: dict[str, int], currency: str) -> str:
    """``text`` with a ``balance`` directive per account the day after its last date."""
    last = max(date.fromisoformat(d) for d in re.findall(r"^(\d{4}-\d\d-\d\d) ", text, re.MULTILINE))
    day = (last + timedelta(days=1)).isoformat()
    lines = [f"{day} balance {name}  {balances.get(code, 0)} {currency}" for name, code in names.items()]
    return text + "\n" + "\n".join(lines) + "\n"


@pytest.mark.parametrize("sample", SAMPLES)
def test_bean_check_checks_each_sample_and_its_balances_are_airbankers(
    exported: dict[str, Exported], sample: str, tmp_path: Path
) -> None:
    tool = bean_check()
    case = exported[sample]
    path = case.files["beancount"]
    text = path.read_text(encoding="utf-8")
    checked = run(tool, str(path))
    assert checked.returncode == 0 and checked.stdout == "" and checked.stderr == "", checked.stdout + checked.stderr
    names = _beancount_names(text)
    assert sorted(names.values()) == sorted(case.balances)
    # every balance assertion of these samples is counted at the end: each is a balance directive
    assert len(re.findall(r"^\d{4}-\d\d-\d\d balance ", text, re.MULTILINE)) == case.assertions
    currency = "MUSD" if case.millions else "USD"
    # airbanker's final balance of every account, as balance directives bean-check checks
    final = tmp_path / "final.beancount"
    final.write_text(_with_final_balances(text, names, case.balances, currency), encoding="utf-8")
    agreed = run(tool, str(final))
    assert agreed.returncode == 0, agreed.stdout + agreed.stderr
    # and the check is not blind: one unit off on one account fails
    code = next(iter(case.balances))
    wrong = dict(case.balances, **{code: case.balances[code] + 1})
    final.write_text(_with_final_balances(text, names, wrong, currency), encoding="utf-8")
    differs = run(tool, str(final))
    assert differs.returncode != 0 and "Balance failed" in differs.stdout + differs.stderr


@pytest.mark.parametrize("sample", SAMPLES)
def test_an_edited_amount_fails_bean_check(exported: dict[str, Exported], sample: str, tmp_path: Path) -> None:
    tool = bean_check()
    case = exported[sample]
    text = case.files["beancount"].read_text(encoding="utf-8")
    edited = tmp_path / "edited.beancount"
    edited.write_text(_edit_first_posting(text, r"^(  [A-Z]\S+  )(-?[1-9]\d*) M?USD$"), encoding="utf-8")
    failed = run(tool, str(edited))
    assert failed.returncode != 0 and "does not balance" in failed.stdout + failed.stderr
    if case.assertions:
        edited.write_text(_edit_first_posting(text, r"^(\S+ balance \S+  )(-?\d+)"), encoding="utf-8")
        failed = run(tool, str(edited))
        assert failed.returncode != 0 and "Balance failed" in failed.stdout + failed.stderr


# -- CSV -------------------------------------------------------------------------------------
@pytest.mark.parametrize("sample", SAMPLES)
def test_csv_has_a_row_per_posting_that_sums_to_airbankers_balances(exported: dict[str, Exported], sample: str) -> None:
    case = exported[sample]
    with case.files["csv"].open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))
    clock = "turn" if sample.startswith(("golden", "air-fare")) else "quarter"
    assert list(rows[0]) == [
        "action",
        "recorded_at",
        clock,
        "phase",
        "kind",
        "account",
        "account_name",
        "amount",
        "unit",
        "memo",
        "note",
    ]
    assert len(rows) == case.postings
    sums: Counter[str] = Counter()
    for row in rows:
        sums[row["account"]] += int(row["amount"])
    assert {code: total for code, total in sums.items()} == {c: b for c, b in case.balances.items() if c in sums}
    assert all(case.balances[c] == 0 for c in case.balances if c not in sums)
    assert {row["unit"] for row in rows} == {"$M" if case.millions else "$"}
    # the starting cash: the setup's opening entries (action 0), or 1930's first action (Starting money)
    first = ("1", "golden_age.starting_money") if sample.startswith("golden") else ("0", "setup")
    assert (rows[0]["action"], rows[0]["kind"]) == first
    numbers = [int(row["action"]) for row in rows]
    assert numbers == sorted(numbers)


# -- the command ------------------------------------------------------------------------------
def test_the_record_file_stays_the_default(exported: dict[str, Exported], tmp_path: Path) -> None:
    db = tmp_path / "book.sqlite"
    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as record:
        assert airbanker_in_process(db, "import", str(record)).returncode == 0
    plain, named = tmp_path / "plain.jsonl", tmp_path / "named.jsonl"
    assert airbanker_in_process(db, "export", "1", str(plain)).returncode == 0
    assert airbanker_in_process(db, "export", "1", str(named), "--format", "jsonl").returncode == 0
    assert plain.read_bytes() == named.read_bytes()
    assert plain.read_text(encoding="utf-8").startswith('{"format": "airbanker-game-record"')
    upper = tmp_path / "upper.hledger"
    assert airbanker_in_process(db, "export", "1", str(upper), "--format", "HLEDGER").returncode == 0
    assert upper.read_text(encoding="utf-8").startswith("; airbanker: 1930")


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("export", "7", "{out}", "--format", "hledger"), "Error: game: there is no game 7"),
        (("export", "1", "{out}", "--format", "ledger"), "Error: --format: 'ledger' is not one of"),
        (("export", "0", "{out}", "--format", "csv"), "Error: GAME_ID: 0 is not a game number"),
        (("export", "1", "/", "--format", "beancount"), "Error: RECORD: File '/' is a directory"),
        (("export", "1", "/nonexistent-folder/x.csv", "--format", "csv"), "Error: RECORD: cannot write"),
    ],
)
def test_a_bad_export_is_refused_in_one_line(tmp_path: Path, args: tuple[str, ...], words: str) -> None:
    db = tmp_path / "book.sqlite"
    assert airbanker_in_process(db, "new", "Ann", "Bea").returncode == 0
    out = tmp_path / "out.txt"
    result = airbanker_in_process(db, *(a.replace("{out}", str(out)) for a in args))
    assert result.returncode == 2
    assert result.stderr.startswith(words) and result.stderr.count("\n") == 1, result.stderr
    assert "Traceback" not in result.stderr and not out.exists()


def test_loans_between_players_undo_redo_and_counts_in_a_book_of_each_backend(book_url: str, tmp_path: Path) -> None:
    """An Air Fare game typed on the command line, in a SQLite and a PostgreSQL book: a loan between
    players (``Assets:Ann:Lent:Bea``, ``Liabilities:Bea:Owes:Ann``), a bank loan undone and redone,
    a count of any account and a count of cash. Both tools check the exports, hledger's balances are
    the book's, and the count followed the same day by a repayment is hledger's only (beancount checks
    a balance at the start of a day)."""

    def airbanker(*args: str) -> None:
        result = airbanker_in_process(book_url, *args)
        assert result.returncode == 0, result.stderr

    airbanker("new", "--game", "air_fare", "Ann", "Bea", "Çelik")
    airbanker("record", "1", "air_fare.player_loan", '{"lender": 1, "borrower": 2, "amount": 20}')
    airbanker("record", "1", "air_fare.loan", '{"player": 3, "amount": 10}')
    airbanker("undo", "1")
    airbanker("redo", "1")
    airbanker("record", "1", "balance_assertion", '{"account": "p1:lent:p2", "balance": 20}')
    airbanker("record", "1", "air_fare.player_repay", '{"lender": 1, "borrower": 2, "amount": 5}')
    airbanker("record", "1", "balance_assertion", '{"player": 2, "cash": 65}')
    for fmt in FORMATS:
        airbanker("export", "1", str(tmp_path / f"game.{fmt}"), "--format", fmt)
    book = Book(book_url)
    try:
        balances = book.balances(1)
    finally:
        book.close()
    ledger_path = tmp_path / "game.hledger"
    assert run(hledger(), "-f", str(ledger_path), "check", "accounts", "commodities").returncode == 0
    text = ledger_path.read_text(encoding="utf-8")
    assert re.findall(r"^    (\S+) +0 \$M = (\d+) \$M$", text, re.MULTILINE) == [
        ("Assets:Ann:Lent:Bea", "20"),
        ("Assets:Bea:Cash", "65"),
    ]
    names = _hledger_names(text)
    balance = run(hledger(), "-f", str(ledger_path), "balance", "--flat", "--empty", "--no-total", "-O", "csv")
    theirs = {names[account]: _amount(amount) for account, amount in list(csv.reader(balance.stdout.splitlines()))[1:]}
    assert theirs == {code: amount for code, amount in balances.items() if code in theirs or amount}
    assert theirs["p1:lent:p2"] == 15 and theirs["p2:owes:p1"] == -15 and theirs["p3:loans"] == -10
    bean_path = tmp_path / "game.beancount"
    checked = run(bean_check(), str(bean_path))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    bean_text = bean_path.read_text(encoding="utf-8")
    assert re.findall(r"^\S+ (balance .*)$", bean_text, re.MULTILINE) == ["balance Assets:Bea:Cash  65 MUSD"]
    assert "; action 5 counted Assets:Ann:Lent:Bea 20 MUSD: not a balance directive" in bean_text
    with (tmp_path / "game.csv").open(encoding="utf-8", newline="") as file:
        kinds = [row["kind"] for row in csv.DictReader(file)]
    assert kinds.count("undo") == 4 and kinds.count("redo") == 4  # a bank loan: cash and loans, both sides
