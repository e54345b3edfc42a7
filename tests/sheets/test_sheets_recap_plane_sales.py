"""The printed recap of a player who sold planes to another notes the proceeds under the quarter: no line of the
Condensed Re-cap Sheet holds them (Air Empire, Basic Game, Test of Bankruptcy; a newcomer's try: the seller's lines
came $3,000 short of "Cash now"). Read back with pypdf."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from sample_helpers import sample_record

from ledger.game import Game
from ledger.games.air_empire import recap_sheets
from sheets.recap import write_recap_sheets

NOTE = "Y2 Q3 plane sale to Bea: +$15,000 for 2 Super Jets (no recap line: cash only)"


def test_the_sellers_page_says_the_sale_and_no_other_page_does(tmp_path: Path) -> None:
    setup, actions = sample_record("air-empire-basic-4p")
    game = Game(setup)
    for action in actions:
        game.record(action.kind, action.payload, note=action.note, recorded_at=action.recorded_at)
    sheets = recap_sheets(game.state)
    path = write_recap_sheets(sheets, tmp_path / "recap.pdf")
    pages = [" ".join(page.extract_text().split()) for page in PdfReader(path).pages]
    with_note = [sheet.player for sheet, page in zip(sheets, pages, strict=True) if NOTE in page]
    assert with_note == ["Çelik"], pages[2]
