"""Where the Air Empire table's figures come from, said only of what is illustrative (DESIGN.md, provenance)."""

from __future__ import annotations

from sample_helpers import played_sample

from ledger.games import air_empire


def test_an_illustrative_flight_costs_table_is_said_so_and_the_typed_route_cards_are_not() -> None:
    """A newcomer's try: "Flight Costs Table and route cards: illustrative values" after every route card had been
    typed by hand. The sample's Flight Costs Table is its data file's, recorded "illustrative"; its route cards are
    typed: the note names the table alone."""
    game = played_sample("air-empire-basic-4p")
    assert "illustrative" in game.state.table_provenance.values()
    notes = air_empire.table_notes(game.state)
    assert "Flight Costs Table: illustrative values, not the board's." in notes
    assert not any("route card" in note for note in notes), notes
    # the rulebook's rows only (nothing entered): nothing said illustrative
    set_up = played_sample("air-empire-basic-4p", 0)
    assert not any("illustrative" in note for note in air_empire.table_notes(set_up.state))
