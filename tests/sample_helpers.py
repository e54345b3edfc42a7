"""Shared by the sample tests (tests/test_sample_*.py): the hand-worked document beside each bundled
sample (samples/NAME.md), its sections and markdown tables, and the sample's record file imported
into a real SQLite file through the Book.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from importlib import resources

import pytest

from ledger.store import Book


def sample_text(sample: str, suffix: str = "md") -> str:
    """The bundled ``samples/{sample}.{suffix}`` (the hand-worked books by default)."""
    return resources.files("samples").joinpath(f"{sample}.{suffix}").read_text("utf-8")


def section(text: str, heading: str) -> str:
    """The text of the ``## heading`` section, up to the next ``## ``."""
    start = text.index(f"\n## {heading}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end >= 0 else None]


def table_rows(text: str) -> list[list[str]]:
    """The cells of every markdown table row in ``text`` (separator rows left out), bold marks stripped."""
    return [
        [c.strip().strip("*").strip() for c in line.strip().strip("|").split("|")]
        for line in text.splitlines()
        if line.startswith("|") and not re.fullmatch(r"[|\s:-]+", line)
    ]


def money_or_none(cell: str) -> int | None:
    """'$12,400' -> 12400, '-$500' -> -500, '($1,800)' -> 1800 (a deduction), '—' or '' -> None."""
    cell = cell.strip().strip("*")
    if cell in ("", "—"):
        return None
    return int(re.sub(r"[^0-9-]", "", cell))


def imported_sample(tmp_path_factory: pytest.TempPathFactory, sample: str) -> Iterator[tuple[Book, int]]:
    """The body of a module fixture: ``samples/{sample}.jsonl`` imported into a new SQLite book,
    ``(book, game_id)``; the book is closed after the module's tests."""
    path = tmp_path_factory.mktemp("sample") / "sample.sqlite"
    book = Book(f"sqlite:///{path}")
    with resources.as_file(resources.files("samples").joinpath(f"{sample}.jsonl")) as record:
        game_id = book.import_record(record)
    yield book, game_id
    book.close()
