"""ledger.exports without a book: account names, positions, dates, text that other tools must read
(docs/exports.md). The cases that make a file are checked by the real tools where they are installed
(tests/export_tools.py); the samples through the command line: tests/tui/test_cli_exports.py."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from export_tools import bean_check, hledger, run
from hypothesis import given, settings, strategies as st

from ledger.exports import (
    ExportedBooks,
    account_names,
    asserted_balance,
    beancount,
    books_of,
    csv_text,
    hledger as hledger_text,
    render,
    split_position,
)
from ledger.journal import Entry, Posting, transfer
from ledger.text import shown

#: beancount's account grammar (its lexer): roots, then components starting with a capital or a digit
BEANCOUNT_ACCOUNT = re.compile(r"(Assets|Liabilities|Equity|Income|Expenses)(:[A-Z0-9][A-Za-z0-9-]*)+")


@dataclass(frozen=True)
class _Rec:
    seq: int
    kind: str
    payload: Mapping[str, Any] = field(default_factory=dict)
    note: str = ""


_Action = tuple[str, str, str, str, tuple[Entry, ...], Mapping[str, Any], str]


def act(
    kind: str,
    summary: str,
    at: str,
    *entries: Entry,
    position: str = "Y1 Q1, Phase 3",
    payload: Mapping[str, Any] | None = None,
    note: str = "",
) -> _Action:
    """One action for :func:`_books`; ``at`` a time on 2026-01-31 (``"20:01"``) or a whole ISO time."""
    recorded_at = at if len(at) > 5 else f"2026-01-31T{at}:00+00:00"
    return (kind, position, summary, recorded_at, entries, payload or {}, note)


def count(seat: int, cash: int, at: str) -> _Action:
    """A balance assertion: the cash of ``seat`` counted."""
    return act("balance_assertion", "counted", at, payload={"player": seat, "cash": cash})


def _books(
    actions: list[_Action],
    *,
    players: tuple[str, ...] = ("Ann", "Bea"),
    millions: bool = False,
    title: str = "Club",
) -> ExportedBooks:
    """Books of ``(kind, position, summary, recorded_at, entries, payload, note)`` per action, numbered
    from 0 (the setup)."""
    journal = [(seq, k, pos, summ, at, ents) for seq, (k, pos, summ, at, ents, _p, _n) in enumerate(actions)]
    records = [_Rec(seq, k, p, n) for seq, (k, _pos, _s, _at, _e, p, n) in enumerate(actions) if seq > 0]
    return books_of(
        title=title,
        game_title="Air Empire, Basic Game",
        players=players,
        millions=millions,
        clock="quarter",
        journal=journal,
        records=records,
    )


SETUP = (
    "setup",
    "before play",
    "Game set up",
    "2026-01-31T20:00:00.000+00:00",
    (
        transfer("Starting cash for Ann", "bank", "p1:cash", 9000),
        transfer("Starting cash for Bea", "bank", "p2:cash", 9000),
    ),
    {},
    "",
)


# -- account names ---------------------------------------------------------------------------
def test_account_names_read_as_the_table_says_them() -> None:
    codes = ["bank", "bank:loans", "p1:cash", "p1:loans", "p2:cash", "p1:lent:p2", "p2:owes:p1", "p9:cash", "pool"]
    assert account_names(codes, ("Ann", "Çelik")) == {
        "bank": "Equity:Bank:Cash",
        "bank:loans": "Equity:Bank:Loans",
        "pool": "Equity:Pool",
        "p1:cash": "Assets:Ann:Cash",
        "p1:lent:p2": "Assets:Ann:Lent:Celik",
        "p1:loans": "Liabilities:Ann:Loans",
        "p2:cash": "Assets:Celik:Cash",
        "p2:owes:p1": "Liabilities:Celik:Owes:Ann",
        "p9:cash": "Assets:Seat9:Cash",  # a seat with no player (a stored book's oddity)
    }


@pytest.mark.parametrize(
    ("players", "components"),
    [
        (("zoë", "Jean Luc O'Neil", "  -Bob- "), ["Zoe", "Jean-Luc-O-Neil", "Bob"]),
        (("李", "Ann"), ["Seat1", "Ann"]),  # nothing left in ASCII: the seat
        (("Ann", "ann", "Bea"), ["Ann-Seat1", "Ann-Seat2", "Bea"]),  # the same name twice: with the seat
        (("Seat2", "李"), ["Seat1", "Seat2"]),  # still the same: every player by seat
        (("Ann!", "Ann?"), ["Ann-Seat1", "Ann-Seat2"]),
        (("2nd", "Bank"), ["2nd", "Bank"]),
    ],
)
def test_player_names_become_one_component_each(players: tuple[str, ...], components: list[str]) -> None:
    names = account_names([f"p{seat}:cash" for seat in range(1, len(players) + 1)], players)
    assert [names[f"p{seat}:cash"] for seat in range(1, len(players) + 1)] == [f"Assets:{c}:Cash" for c in components]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(min_size=1, max_size=12), min_size=1, max_size=6))
def test_any_names_give_distinct_beancount_accounts(players: list[str]) -> None:
    seats = range(1, len(players) + 1)
    codes = ["bank", "bank:loans"] + [f"p{s}:{w}" for s in seats for w in ("cash", "loans")]
    codes += [f"p{a}:lent:p{b}" for a in seats for b in seats if a != b]
    codes += [f"p{b}:owes:p{a}" for a in seats for b in seats if a != b]
    names = account_names(codes, players)
    assert all(BEANCOUNT_ACCOUNT.fullmatch(name) for name in names.values()), names
    assert len({name.casefold() for name in names.values()}) == len(codes)


def test_two_codes_that_would_read_the_same_are_told_apart() -> None:
    names = account_names(["bank", "bank:cash"], ("Ann",))
    assert names == {"bank": "Equity:Bank:Cash", "bank:cash": "Equity:Bank:Cash-2"}


# -- positions, assertions -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("position", "split"),
    [
        ("Y1 Q2, Phase 4 — property & equipment", ("Y1 Q2", "Phase 4 — property & equipment")),
        ("Turn 1, First Stock Round, buy 1 of 3", ("Turn 1", "First Stock Round, buy 1 of 3")),
        ("Turn 12, Revenue Phase, raising money", ("Turn 12", "Revenue Phase, raising money")),
        ("game over", ("", "game over")),
        ("Final Flight", ("", "Final Flight")),
        ("before play", ("", "before play")),
    ],
)
def test_a_position_is_its_quarter_or_turn_and_its_phase(position: str, split: tuple[str, str]) -> None:
    assert split_position(position) == split


def test_what_a_balance_assertion_counted() -> None:
    assert asserted_balance("balance_assertion", {"player": 3, "cash": 12400}) == ("p3:cash", 12400)
    assert asserted_balance("balance_assertion", {"account": "bank:loans", "balance": -5000}) == ("bank:loans", -5000)
    assert asserted_balance("air_empire.loan", {"player": 3, "amount": 5000}) is None
    assert asserted_balance("balance_assertion", {"player": 3, "cash": 1.5}) is None


# -- the formats, checked by the tools --------------------------------------------------------
def _check_all(books: ExportedBooks, tmp_path: Path) -> tuple[str, str]:
    """Write the books as hledger and beancount text, check both with the tools; return the texts."""
    ledger_text, bean_text = hledger_text(books), beancount(books)
    (tmp_path / "b.hledger").write_text(ledger_text, encoding="utf-8")
    (tmp_path / "b.beancount").write_text(bean_text, encoding="utf-8")
    checked = run(hledger(), "-f", str(tmp_path / "b.hledger"), "check", "accounts", "commodities", "ordereddates")
    assert checked.returncode == 0, checked.stderr + ledger_text
    checked = run(bean_check(), str(tmp_path / "b.beancount"))
    assert checked.returncode == 0, checked.stdout + checked.stderr + bean_text
    return ledger_text, bean_text


def test_a_count_followed_the_same_day_by_a_move_is_no_beancount_balance(tmp_path: Path) -> None:
    """beancount checks a balance at the start of its day: Ann's cash counted at $9,000, then paid $500
    the same day, cannot be a ``balance`` directive (it would say $8,500); hledger checks it in place.
    Bea's count, the last move of her account that day, is a directive the next day."""
    books = _books(
        [
            SETUP,
            count(1, 9000, "20:01"),
            count(2, 9000, "20:01"),
            act("air_empire.maintenance", "Ann pays", "20:02", transfer("5c", "p1:cash", "bank", 500)),
        ]
    )
    ledger_text, bean_text = _check_all(books, tmp_path)
    assert re.findall(r"^    (\S+) +\$0 = \$(\d+)$", ledger_text, re.MULTILINE) == [
        ("Assets:Ann:Cash", "9000"),
        ("Assets:Bea:Cash", "9000"),
    ]
    assert re.findall(r"^\S+ balance .*$", bean_text, re.MULTILINE) == ["2026-02-01 balance Assets:Bea:Cash  9000 USD"]
    assert "; action 1 counted Assets:Ann:Cash 9000 USD: not a balance directive" in bean_text


def test_dates_never_go_back(tmp_path: Path) -> None:
    """An action recorded on an earlier day than the one before it (a clock set back) is dated as that
    one: hledger and beancount would otherwise move it before the count that follows it."""
    books = _books(
        [
            SETUP,
            act("air_empire.loan", "Loan", "2026-02-03T10:00:00+00:00", transfer("3a", "bank", "p1:cash", 5000)),
            act(
                "air_empire.maintenance",
                "Ann pays",
                "2026-01-15T10:00:00+00:00",
                transfer("5c", "p1:cash", "bank", 500),
            ),
            count(1, 13500, "not a time"),
        ]
    )
    ledger_text, bean_text = _check_all(books, tmp_path)
    dates = re.findall(r"^(\d{4}-\d\d-\d\d) \(", ledger_text, re.MULTILINE)
    assert dates == ["2026-01-31", "2026-02-03", "2026-02-03", "2026-02-03"]
    assert "2026-02-04 balance Assets:Ann:Cash  13500 USD" in bean_text
    assert "recorded_at:2026-01-15T10:00:00+00:00" in ledger_text  # its own time is kept


HOSTILE = 'Bea; "the\\boss"\n=1+1, tag: x |'
#: HOSTILE as one line (ledger.text.shown: the line end written as its escape)
HOSTILE_SHOWN = shown(HOSTILE)


def test_any_text_is_read_back_by_the_tools_and_a_spreadsheet(tmp_path: Path) -> None:
    """A summary, memo, note, title and name with a semicolon, quotes, a backslash, a line end and a
    ``word:``: hledger's description keeps one line without its comment sign, beancount's strings are
    escaped and read back whole, and the CSV keeps them whole too."""
    books = _books(
        [
            SETUP,
            act("air_empire.loan", HOSTILE, "20:01", transfer(HOSTILE, "bank:loans", "p2:loans", -5000), note=HOSTILE),
        ],
        players=("Ann", HOSTILE),
        title=HOSTILE,
    )
    ledger_text, _bean_text = _check_all(books, tmp_path)
    description = re.search(r"^2026-01-31 \(1\) (.*?)  ; kind:", ledger_text, re.MULTILINE)
    assert description is not None and description.group(1) == HOSTILE_SHOWN.replace(";", ",")
    assert f"; memo:{HOSTILE_SHOWN}" in ledger_text and f"; note:{HOSTILE_SHOWN}" in ledger_text
    from beancount import loader  # the beancount package of the test extra

    entries, errors, options = loader.load_file(str(tmp_path / "b.beancount"))
    assert not errors and options["title"] == HOSTILE_SHOWN
    loan = [e for e in entries if getattr(e, "meta", {}).get("action") == 1][0]
    assert loan.narration == loan.meta["note"] == loan.postings[0].meta["memo"] == HOSTILE_SHOWN
    assert "Liabilities:Bea-the-boss-1-1-tag-x:Loans" in {p.account for p in loan.postings}
    rows = list(csv.DictReader(io.StringIO(csv_text(books), newline="")))
    assert rows[-1]["memo"] == rows[-1]["note"] == HOSTILE_SHOWN
    assert rows[-1]["account_name"] == f"{HOSTILE_SHOWN}'s bank loan"


def test_a_csv_cell_a_spreadsheet_would_compute_starts_with_a_quote() -> None:
    """OWASP, "CSV Injection": a text cell starting with ``=``, ``+``, ``-`` or ``@`` is a formula to a
    spreadsheet; the amounts stay numbers."""
    books = _books(
        [
            SETUP,
            act("air_empire.loan", "Loan", "20:01", transfer("=HYPERLINK(1)", "p1:cash", "bank", 500), note="@SUM(A1)"),
        ],
        players=("+Ann", "-Bea"),
    )
    rows = list(csv.DictReader(io.StringIO(csv_text(books), newline="")))
    assert [(r["memo"], r["note"], r["amount"]) for r in rows[-2:]] == [
        ("'=HYPERLINK(1)", "'@SUM(A1)", "-500"),
        ("'=HYPERLINK(1)", "'@SUM(A1)", "500"),
    ]
    assert rows[0]["account_name"] == "the Bank" and rows[1]["account_name"] == "'+Ann's cash"


def test_air_fare_counts_in_millions(tmp_path: Path) -> None:
    books = _books(
        [
            SETUP[:4] + ((transfer("Starting cash", "bank", "p1:cash", 50),),) + SETUP[5:],
            count(1, 50, "21:00"),
        ],
        millions=True,
    )
    ledger_text, bean_text = _check_all(books, tmp_path)
    assert "commodity 1000. $M" in ledger_text and "50 $M" in ledger_text and "0 $M = 50 $M" in ledger_text
    assert "open Assets:Ann:Cash MUSD" in bean_text and "balance Assets:Ann:Cash  50 MUSD" in bean_text
    assert {row["unit"] for row in csv.DictReader(io.StringIO(csv_text(books)))} == {"$M"}


def test_an_entry_stored_unbalanced_is_written_as_stored(tmp_path: Path) -> None:
    """The exports write the stored journal, not a replay: an entry the book holds unbalanced (a row
    edited by hand) is exported as it is, for the other tool to refuse."""

    @dataclass(frozen=True)
    class Unbalanced:
        memo: str
        postings: tuple[Posting, ...]

    broken = Unbalanced("3a", (Posting("bank", -5000), Posting("p1:cash", 5100)))
    books = books_of(
        title="",
        game_title="Air Empire, Basic Game",
        players=("Ann",),
        millions=False,
        clock="quarter",
        journal=[(0, "setup", "before play", "Game set up", "2026-01-31T20:00:00+00:00", (broken,))],
        records=[],
    )
    path = tmp_path / "b.hledger"
    path.write_text(hledger_text(books), encoding="utf-8")
    failed = run(hledger(), "-f", str(path), "check")
    assert failed.returncode != 0 and "could not balance this transaction" in failed.stderr


def test_render_names_the_formats() -> None:
    books = _books([SETUP])
    assert render("csv", books) == csv_text(books)
    assert csv_text(books).endswith("\r\n") and csv_text(books).startswith("action,recorded_at,quarter,phase,")
    with pytest.raises(ValueError, match="unknown export format 'ledger'; formats: hledger, beancount, csv"):
        render("ledger", books)  # type: ignore[arg-type]


def test_a_game_with_no_money_moved_yet_is_a_journal_too(tmp_path: Path) -> None:
    """A 1930 game just set up has no opening entries (its starting money is an action): no account,
    one transaction of nothing; both tools take it, and the CSV is its header."""
    books = _books([("setup", "before play", "Game set up", "2026-01-31T20:00:00+00:00", (), {}, "")])
    ledger_text, bean_text = _check_all(books, tmp_path)
    assert "account " not in ledger_text and " open " not in bean_text
    assert csv_text(books) == "action,recorded_at,quarter,phase,kind,account,account_name,amount,unit,memo,note\r\n"
