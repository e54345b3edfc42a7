"""The recap of a player who sold planes to another: the proceeds are on no line of the Condensed Re-cap Sheet (Air
Empire, Basic Game, Test of Bankruptcy: "Players may offer non-operating planes for sale"; the buyer "must make the
same entries as if the plane(s) had been bought from the Bank"), so the sheet notes them under the quarter. A
newcomer's try: the seller's lines came to $29,700, "Cash now" said $32,700 (a $3,000 sale)."""

from __future__ import annotations

from sample_helpers import sample_record

from ledger.game import Game
from ledger.games.air_empire import recap_sheets
from ledger.payload import cash

SAMPLE = "air-empire-basic-4p"
NOTE = "Y2 Q3 plane sale to Bea: +$15,000 for 2 Super Jets (no recap line: cash only)"


def _before_sale() -> tuple[Game, dict[str, object]]:
    """The sample replayed up to its plane sale (Çelik sells 2 Super Jets to Bea for $15,000), and that sale."""
    setup, actions = sample_record(SAMPLE)
    game = Game(setup)
    for action in actions:
        if action.kind == "air_empire.plane_sale":
            return game, dict(action.payload)
        game.record(action.kind, action.payload, note=action.note, recorded_at=action.recorded_at)
    raise AssertionError("the sample sells no plane")


def _lines(game: Game, player: str) -> dict[str, tuple[int | None, ...]]:
    sheet = next(s for s in recap_sheets(game.state) if s.player == player)
    return {line.code: line.amounts for line in sheet.lines}


def test_the_sellers_proceeds_are_noted_under_the_quarter_and_the_buyers_are_on_4b_and_4c() -> None:
    game, sale = _before_sale()
    before = {name: _lines(game, name) for name in ("Çelik", "Bea")}
    cash_before = {seat: cash(game.state, seat) for seat in (2, 3)}
    game.record("air_empire.plane_sale", sale)
    seller = next(s for s in recap_sheets(game.state) if s.player == "Çelik")
    assert NOTE in seller.line_notes, seller.line_notes
    assert seller.line_notes[-1] == NOTE  # in quarter order: the latest (this quarter's 5b is noted once paid)
    # why it is needed: the seller's cash rose by the price, and no line of his but 5b moved
    assert cash(game.state, 3) - cash_before[3] == 15_000
    after = _lines(game, "Çelik")
    assert {code for code in after if after[code] != before["Çelik"][code]} <= {"5b", "5c"}
    # the buyer's side is on his lines (4b and 4c, "as if bought from the Bank"): no note
    buyer = next(s for s in recap_sheets(game.state) if s.player == "Bea")
    assert cash_before[2] - cash(game.state, 2) == 15_000
    column = buyer.quarter_labels.index("Y2 Q3")
    paid = _lines(game, "Bea")
    for code in ("4b", "4c"):
        assert (paid[code][column] or 0) - (before["Bea"][code][column] or 0) == 15_000, code
    assert not any("plane sale" in note for note in buyer.line_notes)


def test_the_note_stands_in_quarter_order_after_its_quarters_5b_note() -> None:
    setup, actions = sample_record(SAMPLE)
    game = Game(setup)
    for action in actions:
        game.record(action.kind, action.payload, note=action.note, recorded_at=action.recorded_at)
    notes = list(next(s for s in recap_sheets(game.state) if s.player == "Çelik").line_notes)
    assert notes.index(NOTE) == notes.index(next(n for n in notes if n.startswith("5b Y2 Q3: "))) + 1
    assert notes[notes.index(NOTE) + 1].startswith("5b Y2 Q4: ")


def test_a_sale_undone_takes_its_note_away() -> None:
    game, sale = _before_sale()
    game.record("air_empire.plane_sale", sale)
    game.record("undo", {})
    assert not any("plane sale" in n for s in recap_sheets(game.state) for n in s.line_notes)
