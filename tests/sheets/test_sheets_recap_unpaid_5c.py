"""A bankrupt's line 5c not paid on the printed Condensed Re-cap Sheet (Air Empire, Basic Game sample): read back
with pypdf."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from sample_helpers import played_sample

from ledger.games.air_empire import recap_sheets
from sheets.recap import write_recap_sheets

SAMPLE = "air-empire-basic-4p"


def _runs(path: Path, page: int) -> list[tuple[str, str]]:
    """Every run of text on ``page`` with the name of its font."""
    runs: list[tuple[str, str]] = []

    def visit(text: str, _cm: object, _tm: object, font: object, _size: float) -> None:
        if text.strip() and isinstance(font, dict):
            runs.append((text.strip(), str(font.get("/BaseFont", ""))))

    PdfReader(path).pages[page].extract_text(visitor_text=visit)
    return runs


def test_an_unpaid_5c_is_not_printed_bold_like_a_paid_one(tmp_path: Path) -> None:
    """A newcomer's try: the recap PDF printed Dmitri's unpaid Y2 Q3 line 5c ($8,700: bankrupt, short of it) in bold,
    like every 5c paid. It prints "$8,700†", grey and not bold, and the note under the table marked so says it is
    unpaid and why; a paid 5c stays bold."""
    sheets = recap_sheets(played_sample(SAMPLE).state)
    page = [sheet.player for sheet in sheets].index("Dmitri")
    path = write_recap_sheets(sheets, tmp_path / "recap.pdf")
    lines = PdfReader(path).pages[page].extract_text().splitlines()
    row = next(line for line in lines if line.startswith("5c "))
    assert row.endswith("$6,100 $8,700†"), row
    note = "† 5c Y2 Q3: $8,700 unpaid: bankrupt, without the cash for it (Air Empire, Basic Game, Test of Bankruptcy)"
    assert note in lines, lines
    fonts = dict(_runs(path, page))
    assert "Bold" not in fonts["$8,700†"] and "DejaVu" in fonts["$8,700†"]
    assert "Bold" in fonts["$6,100"]  # Y2 Q2's 5c, paid
    # the others' sheets mark nothing unpaid
    assert (
        "unpaid" not in PdfReader(path).pages[0].extract_text() and "†" not in PdfReader(path).pages[0].extract_text()
    )
