"""Every turn's bank interest has its words in the audit's "What happened", with what it was charged on as the
Revenue form says it, whatever else happened in the turn (ledger/games/air_fare/audit.py, _interest_note;
ledger/games/air_fare/revenue.py, interest_why). A newcomer's try: Bartholomew borrowed $80M and repaid $20M in turn
1; the turn's row said the loan and the repayment, and the $16M of interest (20% of $80M, not of the $60M still owed)
was only a figure in the Interest column (Air Fare, Raise Money Fast: 20% a turn; option bank_repayment
"with_interest")."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from ledger.game import Game, GameSetup
from ledger.games.air_fare import META
from ledger.games.air_fare.audit import audit_view
from ledger.schema import new_game_options
from sheets.air_fare import write_audit_statement

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique")
ROLLS = {"rolls": [{"plane": 1, "roll": 5}, {"plane": 4, "roll": 5}, {"plane": 7, "roll": 5}, {"plane": 10, "roll": 5}]}
WHY = "(20% of $80M: $20M borrowed and repaid since the last Revenue Phase)"


def played() -> Game:
    """Turn 1: Bartholomew borrows $80M and repays $20M, Annabelle borrows $30M; turns 1 and 2 played with no
    flight, turn 2 holding nothing but the Revenue Phase's interest."""
    options = new_game_options(META.options, {})
    game = Game(GameSetup("air_fare", "standard", "interest why", NAMES, options))
    game.record("air_fare.loan", {"player": 2, "amount": 80})
    game.record("air_fare.repay", {"player": 2, "amount": 20})
    game.record("air_fare.loan", {"player": 1, "amount": 30})
    for draws in (["Dallas", "Boston", "Atlanta", "Washington DC"], ["Chicago", "Miami", "Atlanta", "Los Angeles"]):
        game.record("air_fare.maintenance", ROLLS)
        game.record("air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(draws, 1)]})
        game.record("air_fare.flights", {"flights": []})
        game.record("air_fare.revenue", {})
        if game.state.phase == "bid":
            game.record("air_fare.bids", {"bids": []})
    return game


def test_every_turns_bank_interest_is_said_with_what_it_is_on(tmp_path: Path) -> None:
    game = played()
    players = {p.name: p for p in audit_view(game).players}
    bart, ann = players["Bartholomew"].history, players["Annabelle"].history
    first = bart[0]
    assert first.loans == 80 and first.repaid == 20 and first.interest == 16, first
    assert first.notes == (
        "borrowed $80M from the bank",
        "repaid $20M of bank loans",
        f"interest $16M to the bank {WHY}",
    ), first.notes
    # the next turn charges the $60M still owed: no repayment since, so the plain base
    assert bart[1].notes == ("interest $12M to the bank (20% of $60M loans)",), bart[1].notes
    assert ann[0].notes == ("borrowed $30M from the bank", "interest $6M to the bank (20% of $30M loans)")
    # the journal's memos stay as stored (old books' audits read them)
    assert not any("to the bank" in e.memo for r in game.records for e in r.entries)
    path = write_audit_statement(audit_view(game), tmp_path / "audit.pdf")
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(path).pages)
    assert "interest $16M to the bank (20% of $80M: $20M borrowed and repaid since the last Revenue Phase)" in text
    assert "interest $12M to the bank (20% of $60M loans)" in text
