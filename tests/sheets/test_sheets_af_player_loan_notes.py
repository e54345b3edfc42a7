"""The audit PDF's "What happened" gives the amount of every move between players (ledger/games/air_fare/audit.py,
_other_note; sheets/air_fare.py). A newcomer's try (5 players, long names): interest and repayments between players
read "Bartholomew pays Annabelle interest" and "Bartholomew repays Annabelle", with no amount, where the bank's have
their columns."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from ledger.game import Game, GameSetup
from ledger.games.air_fare import META
from ledger.games.air_fare.audit import audit_view
from ledger.schema import new_game_options
from sheets.air_fare import write_audit_statement

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")


def played() -> Game:
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game = Game(GameSetup("air_fare", "standard", "notes", NAMES, options))
    game.record("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 30})
    game.record("air_fare.player_interest", {"lender": 1, "borrower": 2, "amount": 3})
    game.record("air_fare.player_repay", {"lender": 1, "borrower": 2, "amount": 20})
    return game


def page_of(path: Path, name: str) -> str:
    """The words of ``name``'s page (its heading ends with the name)."""
    pages = [" ".join(page.extract_text().split()) for page in PdfReader(path).pages]
    return next(page for page in pages[1:] if f" {name} " in page[:80])


def test_the_audit_notes_the_amount_of_interest_and_repayments_between_players() -> None:
    lines = {p.name: p.history for p in audit_view(played()).players}
    assert lines["Bartholomew"][0].notes == (
        "Annabelle lends Bartholomew $30M",
        "Bartholomew pays Annabelle $3M interest",
        "Bartholomew repays Annabelle $20M",
    )
    assert lines["Annabelle"][0].notes == lines["Bartholomew"][0].notes  # the same words on the lender's row
    assert lines["Annabelle"][0].player_loans == -30 + 3 + 20 and lines["Bartholomew"][0].player_loans == 30 - 3 - 20
    # the journal keeps its memos (old books' audits read them)
    assert [e.memo for r in played().records[1:] for e in r.entries] == [
        "Bartholomew pays Annabelle interest",
        "Bartholomew repays Annabelle",
    ]


def test_the_pdf_says_each_amount(tmp_path: Path) -> None:
    path = write_audit_statement(audit_view(played()), tmp_path / "audit.pdf")
    for name in ("Annabelle", "Bartholomew"):
        page = page_of(path, name)
        assert "Bartholomew pays Annabelle $3M interest" in page, page
        assert "Bartholomew repays Annabelle $20M" in page, page
        assert "Annabelle lends Bartholomew $30M" in page, page
    if shutil.which("pdftoppm") is not None:  # drawn, the page as a picture
        subprocess.run(
            ["pdftoppm", "-png", "-r", "60", "-f", "2", "-l", "3", str(path), str(tmp_path / "p")], check=True
        )
        assert len(list(tmp_path.glob("p-*.png"))) == 2


@pytest.mark.parametrize(
    ("memo", "amount", "said"),
    [
        ("Ann pays Bob interest", 4, "Ann pays Bob $4M interest"),
        ("Ann repays Bob", 12, "Ann repays Bob $12M"),
        ("Ann lends Bob $30M", 30, "Ann lends Bob $30M"),
        ("Turn 3 advertising at Chicago: Bob takes 50% of Ann's revenue there", 9, "… revenue there ($9M)"),
    ],
)
def test_each_note_of_the_other_column_has_its_amount(memo: str, amount: int, said: str) -> None:
    from ledger.games.air_fare.audit import _other_note

    note = _other_note(memo, amount)
    assert note == said or (said.startswith("…") and note.endswith(said[1:])), note


def test_a_long_what_happened_fits_its_row() -> None:
    """Four lines of notes were given three lines' height: the first ran over the row's top rule, "$20M" under it."""
    from reportlab.platypus import Paragraph

    from sheets.air_fare import _history_row

    line = next(p for p in audit_view(played()).players if p.name == "Annabelle").history[0]
    width = 110.0
    cells, height = _history_row(line, "en_US", width, ("player_loans",))
    what = cells[-1]
    assert isinstance(what, Paragraph)
    assert what.wrap(width, 10_000)[1] + 3 <= height
