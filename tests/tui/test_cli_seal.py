"""Every sheet of a game carries its journal line (action count, chain head) in its footer, and
``airbanker audit`` prints the same line: a printed sheet can be matched to the book (on SQLite, and
on PostgreSQL through ``book_url``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from cli_helpers import airbanker_in_process
from pypdf import PdfReader

from ledger.store import Book
from tui.cli import SAMPLE, SAMPLE_1930, SAMPLE_AIR_FARE, SAMPLE_TOURNAMENT, _import_sample
from tui.screens.printing import PrintJob


def pages(pdf: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(pdf).pages]


@pytest.mark.parametrize(
    ("book_url", "sample"),
    [
        *(pytest.param("sqlite", s, id=s) for s in (SAMPLE, SAMPLE_TOURNAMENT, SAMPLE_1930, SAMPLE_AIR_FARE)),
        pytest.param("postgresql", SAMPLE, id=f"postgresql-{SAMPLE}"),  # the same line read from PostgreSQL
    ],
    indirect=["book_url"],
)
def test_every_page_of_a_sheet_carries_the_line_the_audit_prints(book_url: str, tmp_path: Path, sample: str) -> None:
    db = book_url  # every sample on SQLite, one on PostgreSQL
    book = Book(db)
    game_id = _import_sample(book, sample)
    book.close()
    audit = airbanker_in_process(db, "audit", str(game_id))
    assert audit.returncode == 0, audit.stderr
    seal = audit.stdout.splitlines()[1]
    assert seal.startswith("Journal: ") and " actions · chain " in seal
    printed = airbanker_in_process(db, "recap", str(game_id), "--out", str(tmp_path / "sheet.pdf"))
    assert printed.returncode == 0, printed.stderr
    texts = pages(tmp_path / "sheet.pdf")
    assert texts and all(seal in text for text in texts)
    # one action more: the audit's line and the next sheet's move on together
    book = Book(db)
    bank = book.game(game_id).balance("bank")
    book.close()
    counted = airbanker_in_process(
        db, "record", str(game_id), "balance_assertion", f'{{"account": "bank", "balance": {bank}}}'
    )
    assert counted.returncode == 0, counted.stderr
    later = airbanker_in_process(db, "audit", str(game_id)).stdout.splitlines()[1]
    assert later != seal
    airbanker_in_process(db, "recap", str(game_id), "--out", str(tmp_path / "later.pdf"))
    assert all(later in text and seal not in text for text in pages(tmp_path / "later.pdf"))


def test_the_banker_seat_prints_the_same_line_and_the_blank_sheet_none(tmp_path: Path) -> None:
    book = Book(f"sqlite:///{tmp_path / 'book.sqlite'}")
    game_id = _import_sample(book, SAMPLE)
    seal = book.audit(game_id).seal
    assert book.seal(game_id) == seal
    job = PrintJob.for_game(book.game(game_id), game_id, "both", tmp_path / "prints", "en_US", book.seal(game_id))
    filled, blank = job.write()
    assert all(seal in text for text in pages(filled))
    assert all("Journal:" not in text and "chain" not in text for text in pages(blank))
    book.close()
