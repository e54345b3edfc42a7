"""The raise-money step with five players of long names at 80x24 (tui/games/air_fare/table.py, show_detail;
ledger/games/air_fare/views.py, ways_to_raise).

A newcomer's try: Annabelle was short $14M while Bartholomew owed her $30M; the detail ended at "…a bank loan of up
to $60M; from the others … — spare cash:" with no names, and nothing said she could call in Bartholomew's loan.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import drawn_text, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AirbankerApp
from tui.games.air_fare.table import AirFareScreen

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")


def annabelle_short(
    app: AirbankerApp, cards: tuple[str, ...] = ("Miami", "Boston", "Dallas", "Atlanta", "Chicago")
) -> int:
    """Annabelle borrows $40M from the bank (interest $8M), lends Bartholomew $30M and Dominique $54M: $6M left.
    Nobody flies: at the Revenue Phase she owes $8M interest with $6M, short $2M. The cards drawn are ``cards``."""
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "short", NAMES, options))
    record = app.book.record
    record(game_id, "air_fare.loan", {"player": 1, "amount": 40})
    record(game_id, "air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 30})
    record(game_id, "air_fare.player_loan", {"lender": 1, "borrower": 4, "amount": 54})
    state = app.book.game(game_id).state
    planes = [c for p in state.players for c in p.planes]
    record(game_id, "air_fare.maintenance", {"rolls": [{"plane": c, "roll": 5} for c in planes]})
    record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(cards, start=1)]})
    record(game_id, "air_fare.flights", {"flights": []})
    record(game_id, "air_fare.revenue", {})
    return game_id


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_the_detail_names_who_could_lend_and_the_loan_she_could_call_in(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = make_app(tmp_path)
    game_id = annabelle_short(app)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await pilot.pause(0.2)
        assert isinstance(app.screen, AirFareScreen)
        words = " ".join(drawn_text(app).split())
        assert "Annabelle could still raise" in words, drawn_text(app)
        # whole, or (at 80x24, the loans between players said on their own line above) by name and amount
        assert (
            "loans to call in — Bartholomew owes Annabelle $30M (u: repay), Dominique owes Annabelle $54M (u: repay)"
            in words
            or (
                "Loans between players: Bartholomew owes Annabelle $30M · Dominique owes Annabelle $54M" in words
                and "loans to call in (u: repay) — Bartholomew $30M, Dominique $54M" in words
            )
        ), drawn_text(app)
        spare = "spare cash: " if "spare cash: " in words else "spare cash — "  # the short form at 80x24
        assert f"{spare}Bartholomew $" in words and "Evangeline $" in words.split(spare)[1], drawn_text(app)
        # the bankruptcy question says it too
        await keys(pilot, "e", "enter")
        question = " ".join(getattr(app.screen, "question", "").split())
        assert "Bartholomew owes Annabelle $30M (u: repay)" in question, drawn_text(app)


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_the_detail_keeps_the_planes_in_sight_with_two_events_above(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """A newcomer's try at 80x24: in a raise-money step the "Planes:" line of the detail was missing (there at 120x36).
    Two events drawn (Terminal Tax, Maintenance) take two more lines above; Annabelle is short $32M: the ways to raise
    say it in fewer words before her planes go."""
    app = make_app(tmp_path)
    game_id = annabelle_short(app, ("Miami", "Terminal Tax", "Maintenance", "Atlanta", "Chicago"))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await pilot.pause(0.2)
        drawn = drawn_text(app)
        words = " ".join(drawn.split())
        assert "Short: Annabelle $32M" in words, drawn
        # at 80x24 the cards in short and the Worth* legend kept before Annabelle's own line (her cash is in the grid)
        assert ("Planes: #1 Boeing 737" in words and "#2 Minor Airport, #3 Minor Airport" in words) or (
            size == (80, 24) and "Planes: #1 737; rights: #2 Minor, #3 Minor" in words
        ), drawn
        assert "Annabelle could still raise" in words and "a bank loan of up to $60M" in words, drawn
        assert "Bartholomew $30M" in words or "Bartholomew owes Annabelle $30M" in words, drawn
        assert "Evangeline $20M." in words and "Worth*: less" in words, drawn
        assert size == (80, 24) or "Annabelle: $6M in the account" in words, drawn
