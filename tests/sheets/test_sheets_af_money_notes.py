"""The audit PDF's "What happened" gives every money event of a turn with its amount (ledger/games/air_fare/audit.py,
_notes; sheets/air_fare.py). A newcomer's try (5 players, long names): a card sold to the neutral third party read
"sold Boeing 737 #1" with no amount, and bank loans and repayments were not mentioned at all (Annabelle borrowed $4M
in turn 5: her line was blank)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from pypdf import PdfReader

from ledger.game import Game, GameSetup
from ledger.games.air_fare import META
from ledger.games.air_fare.audit import audit_view
from ledger.schema import new_game_options
from sheets.air_fare import write_audit_statement

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")


def played() -> Game:
    """Annabelle borrows $4M from the bank and repays $3M; Bartholomew sells his starting plane #4 (a McDonnell Douglas
    DC-9, base cost $25M) to a neutral third party."""
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game = Game(GameSetup("air_fare", "standard", "notes", NAMES, options))
    game.record("air_fare.loan", {"player": 1, "amount": 4})
    game.record("air_fare.repay", {"player": 1, "amount": 3})
    assert game.state.cards[4].name == "McDonnell Douglas DC-9" and 4 in game.state.player(2).planes
    game.record("air_fare.sale", {"player": 2, "card": 4})
    return game


def test_the_audit_notes_bank_loans_repayments_and_sales_with_their_amounts() -> None:
    game = played()
    lines = {p.name: p.history for p in audit_view(game).players}
    assert lines["Annabelle"][0].notes == ("borrowed $4M from the bank", "repaid $3M of bank loans")
    assert lines["Annabelle"][0].loans == 4 and lines["Annabelle"][0].repaid == 3
    plane = "McDonnell Douglas DC-9"
    assert lines["Bartholomew"][0].notes == (f"sold {plane} #4 to a neutral third party for $25M",)
    assert lines["Bartholomew"][0].sales == 25
    # the journal keeps its memos (old books' audits read them)
    assert [e.memo for r in game.records for e in r.entries] == [
        "Bank loan to Annabelle",
        "Annabelle repays the bank",
        f"Bartholomew sells {plane} #4 to a neutral third party",
    ]


def test_the_pdf_says_each_amount(tmp_path: Path) -> None:
    path = write_audit_statement(audit_view(played()), tmp_path / "audit.pdf")
    pages = [" ".join(page.extract_text().split()) for page in PdfReader(path).pages]
    annabelle = next(page for page in pages[1:] if " Annabelle " in page[:80])
    bartholomew = next(page for page in pages[1:] if " Bartholomew " in page[:80])
    assert "borrowed $4M from the bank; repaid $3M of bank loans" in annabelle, annabelle
    assert "to a neutral third party for $25M" in bartholomew, bartholomew
    if shutil.which("pdftoppm") is not None:  # drawn, the pages as pictures
        subprocess.run(
            ["pdftoppm", "-png", "-r", "60", "-f", "2", "-l", "3", str(path), str(tmp_path / "p")], check=True
        )
        assert len(list(tmp_path.glob("p-*.png"))) == 2
