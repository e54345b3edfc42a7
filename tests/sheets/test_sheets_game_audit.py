"""Air Empire's and 1930's end-of-game audit as PDF (sheets/audit.py), from a real book's audit, read back with pypdf.

A newcomer's try of an Air Empire Tournament Game: "No audit PDF for Air Empire. The audit screen ('OK: every entry
balances…') offers no way to print." The audit job now prints, for these games too, what the audit proved, every
account's final balance and each player's end figure as the game scores it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from sample_helpers import imported_sample

from ledger.game import GameSetup
from ledger.games import air_empire, golden_age
from ledger.money import format_money
from ledger.store import AuditReport, Book
from sheets import jobs


def _lines(path: Path) -> list[str]:
    return [line.strip() for page in PdfReader(path).pages for line in page.extract_text().splitlines()]


@pytest.fixture(scope="module")
def tournament(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Book, int]]:
    yield from imported_sample(tmp_path_factory, "air-empire-tournament-3p")


@pytest.fixture(scope="module")
def golden(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Book, int]]:
    yield from imported_sample(tmp_path_factory, "golden-age-4p")


def _print(book: Book, game_id: int, path: Path, report: AuditReport | None = None) -> Path:
    game = book.game(game_id)
    printout = jobs.take("audit", game, report=report or book.audit(game_id), seal=book.seal(game_id))
    return printout.write(path)


def test_the_tournament_games_audit_proves_the_books_and_lists_every_account(
    tournament: tuple[Book, int], tmp_path: Path
) -> None:
    book, game_id = tournament
    report = book.audit(game_id)
    pdf = _print(book, game_id, tmp_path / "audit.pdf", report)
    lines = _lines(pdf)
    text = " ".join(lines)
    assert "End-of-game audit" in text and "Air Empire · Tournament Game · whole dollars · game over" in text
    assert "3 players, in seat order: 1 Astrid, 2 Bao, 3 Céline" in text
    # the counts as the audit screen says them, and what was proven
    assert report.counts.describe(("cash count", "cash counts")) in text
    assert f"Actions recorded, each replayed from nothing and compared {report.counts.actions}" in lines
    assert f"Entries posted, the opening cash included, each balanced {report.counts.entries}" in lines
    assert any(line.startswith("Books proven: the stored journal equals the replay of every action") for line in lines)
    # every account's final balance, as the stored postings leave it, and their sum: zero
    assert sum(report.balances.values()) == 0
    assert "Astrid's cash $987,200" in lines
    assert "Astrid's bank loan -$10,000 owes $10,000" in lines
    assert "the Bank -$2,575,900 paid out more than taken in" in lines
    assert "the Bank's loans $20,000 lent out, still owed" in lines
    assert "Sum of all accounts $0" not in lines  # not among the counts: it closes the Final balances
    assert "Sum of all accounts $0 zero: the books balance" in lines
    # the end figure as the standings count it (Completion of Play: most cash wins)
    for s in air_empire.standings(book.game(game_id).state):
        assert f"{s.rank} {s.name} {format_money(s.cash)} {s.status}" in lines
    assert report.seal in lines[-1]  # the footer ties the sheet to the journal


def test_the_1930_audit_prints_the_totals_at_market_value_as_the_dividend_summary(
    golden: tuple[Book, int], tmp_path: Path
) -> None:
    book, game_id = golden
    pdf = _print(book, game_id, tmp_path / "audit.pdf")
    lines = _lines(pdf)
    assert "End-of-game totals" in " ".join(lines)
    for t in golden_age.final_totals(book.game(game_id).state):
        line = f"{t.rank} {t.name} {format_money(t.cash)} {format_money(t.stock_value)} {format_money(t.total)}"
        assert any(x.startswith(line) for x in lines), line
    assert "Zoë's cash $380" in lines and "Sum of all accounts $0 zero: the books balance" in lines


def test_a_problem_of_the_books_is_printed_in_words_not_as_proven(tournament: tuple[Book, int], tmp_path: Path) -> None:
    book, game_id = tournament
    good = book.audit(game_id)
    bad = AuditReport(
        game_id,
        problems=["action #7: the replay posts p2:cash 100 where the journal has 90"],
        first_divergence=7,
        balances=good.balances,
        seal=good.seal,
        counts=good.counts,
    )
    lines = _lines(_print(book, game_id, tmp_path / "bad.pdf", bad))
    assert "Books NOT proven: 1 problem found" in lines
    assert "• action #7: the replay posts Bao's cash 100 where the journal has 90" in lines
    assert "First action where the journal and the replay part: #7" in lines
    assert not any(line.startswith("Books proven") for line in lines)


def test_names_and_titles_print_as_typed_in_embedded_dejavu_sans(tmp_path: Path) -> None:
    book = Book(f"sqlite:///{tmp_path / 'book.sqlite'}")
    try:
        names = ("<b>Ann</b>", "Bea & [bold]Co[/]", "Zoë")
        game_id = book.create_game(GameSetup("air_empire", "basic", "Club <i>night</i> & co", names, {}))
        pdf = _print(book, game_id, tmp_path / "audit.pdf")
    finally:
        book.close()
    lines = _lines(pdf)
    text = " ".join(lines)
    assert "Club <i>night</i> & co" in text and "Audit of the game so far" in text
    assert "1 <b>Ann</b>, 2 Bea & [bold]Co[/], 3 Zoë" in text
    assert "Bea & [bold]Co[/]'s cash" in text
    for page in PdfReader(pdf).pages:
        fonts = [ref.get_object() for ref in page["/Resources"]["/Font"].values()]
        assert fonts and all("DejaVu" in font["/BaseFont"] for font in fonts)
        assert all("/FontFile2" in font["/FontDescriptor"] for font in fonts)


def test_without_the_stored_journals_audit_it_is_not_printed(tournament: tuple[Book, int], tmp_path: Path) -> None:
    book, game_id = tournament
    printout = jobs.take("audit", book.game(game_id))
    assert printout.wants_report
    with pytest.raises(ValueError, match="not audited"):
        printout.write(tmp_path / "none.pdf")
    assert not printout.with_report(book.audit(game_id)).wants_report


def test_same_input_same_bytes_and_the_locale_formats_the_money(golden: tuple[Book, int], tmp_path: Path) -> None:
    book, game_id = golden
    game, report = book.game(game_id), book.audit(game_id)
    first = jobs.take("audit", game, report=report).write(tmp_path / "a.pdf")
    again = jobs.take("audit", game, report=report).write(tmp_path / "b.pdf")
    assert first.read_bytes() == again.read_bytes()
    french = _lines(jobs.take("audit", game, report=report, locale="fr_FR").write(tmp_path / "fr.pdf"))
    assert f"Zoë's cash {format_money(380, locale='fr_FR')}" in french


def test_the_audit_says_the_tables_are_illustrative_as_the_table_does(
    golden: tuple[Book, int], tournament: tuple[Book, int], tmp_path: Path
) -> None:
    """A newcomer's try: the dividend summary said 1930's tables were illustrative, the audit never did. The audit
    prints the game's table notes (its rules' ``table_notes``, the table screen's), under the players, for every
    game: 1930's Stock Market track, Air Empire's Flight Costs Table and Tax Table."""
    for (book, game_id), said in (
        (golden, "Note: Stock Market track and Dividend Level table: illustrative values, not the boards'."),
        (tournament, "Note: Flight Costs Table: illustrative values, not the board's."),
    ):
        game = book.game(game_id)
        assert game.rules.table_notes(game.state), game.setup.game
        text = " ".join(_lines(_print(book, game_id, tmp_path / f"{game_id}-{game.setup.game}.pdf")))
        assert said in text, text[:600]
        for note in game.rules.table_notes(game.state):
            assert f"Note: {note}" in text, note
        # under the players, before what the audit proved
        assert text.index("in seat order:") < text.index(said) < text.index("What the audit proved"), text[:600]
