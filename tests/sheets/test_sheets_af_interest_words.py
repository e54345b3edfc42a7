"""A turn whose only money is the bank's interest has words in the audit's "What happened" (ledger/games/air_fare/
audit.py, _interest_note; sheets/air_fare.py). A newcomer's try: such rows were blank there, the Interest column
alone saying it (Air Fare, Raise Money Fast: 20% of the bank loans a turn)."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from ledger.game import Game, GameSetup
from ledger.games.air_fare import META
from ledger.games.air_fare.audit import audit_view
from ledger.schema import new_game_options
from sheets.air_fare import write_audit_statement

ROLLS = {"rolls": [{"plane": 1, "roll": 5}, {"plane": 4, "roll": 5}, {"plane": 7, "roll": 5}]}


def played() -> Game:
    """Ann borrows $20M in turn 1; turns 1 and 2 played with no flight: the Revenue Phases charge $4M of interest
    each, and turn 2 holds nothing else for her."""
    options = new_game_options(META.options, {})
    game = Game(GameSetup("air_fare", "standard", "interest", ("Ann", "Bea", "Cal"), options))
    game.record("air_fare.loan", {"player": 1, "amount": 20})
    for draws in (["Minor Airport", "Dallas", "Boston"], ["Chicago", "Miami", "Atlanta"]):
        game.record("air_fare.maintenance", ROLLS)
        game.record("air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(draws, 1)]})
        game.record("air_fare.flights", {"flights": []})
        game.record("air_fare.revenue", {})
        if game.state.phase == "bid":
            game.record("air_fare.bids", {"bids": []})
    return game


def test_a_turn_of_interest_only_says_it_in_words(tmp_path: Path) -> None:
    game = played()
    ann = next(p for p in audit_view(game).players if p.name == "Ann")
    quiet = [line for line in ann.history if line.interest and not line.loans]
    assert quiet, ann.history
    for line in quiet:
        assert line.notes == (f"interest ${line.interest}M to the bank (20% of $20M loans)",), line
    assert ann.history[0].notes[0] == "borrowed $20M from the bank"  # a row with words keeps them
    # the journal's memos stay as stored (old books' audits read them)
    assert not any("to the bank" in e.memo and "nterest" in e.memo for r in game.records for e in r.entries)
    path = write_audit_statement(audit_view(game), tmp_path / "audit.pdf")
    pages = [" ".join(page.extract_text().split()) for page in PdfReader(path).pages]
    page = next(page for page in pages[1:] if " Ann " in page[:80])
    assert f"interest ${quiet[0].interest}M to the bank (20% of $20M loans)" in page, page
