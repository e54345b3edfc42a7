"""Shared by the tests of the bundled samples: the hand-worked document beside each one
(samples/NAME.md), its sections and markdown tables, the sample's record file read
(:func:`sample_record`), played or replayed into a :class:`~ledger.game.Game`, and imported into a
real SQLite file through the Book.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from importlib import resources
from typing import TYPE_CHECKING

import pytest

from ledger.game import Game, GameSetup
from ledger.record_file import RecordedAction, read_record

if TYPE_CHECKING:
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
    from ledger.store import Book  # the database: only the tests that store a book import it

    path = tmp_path_factory.mktemp("sample") / "sample.sqlite"
    book = Book(f"sqlite:///{path}")
    with resources.as_file(resources.files("samples").joinpath(f"{sample}.jsonl")) as record:
        game_id = book.import_record(record)
    yield book, game_id
    book.close()


def sample_record(sample: str) -> tuple[GameSetup, list[RecordedAction]]:
    """The bundled ``samples/{sample}.jsonl`` read: its setup and its actions, oldest first."""
    with resources.as_file(resources.files("samples").joinpath(f"{sample}.jsonl")) as path:
        setup, actions, _created = read_record(path)
    return setup, actions


def played_sample(sample: str, upto: int | None = None) -> Game:
    """The sample's first ``upto`` actions (all when ``None``) recorded one by one with :meth:`Game.record`, as the
    banker would (the slip guards on, unlike :meth:`Game.replay`)."""
    setup, actions = sample_record(sample)
    game = Game(setup)
    for action in actions[:upto]:
        game.record(action.kind, action.payload, note=action.note, recorded_at=action.recorded_at)
    return game


def replayed_sample(sample: str, upto: int | None = None) -> Game:
    """The sample's first ``upto`` actions (all when ``None``) replayed from nothing (:meth:`Game.replay`)."""
    setup, actions = sample_record(sample)
    return Game.replay(setup, [a.as_tuple() for a in actions[:upto]])
