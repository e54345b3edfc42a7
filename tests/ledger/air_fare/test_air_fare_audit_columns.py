"""The audit's cash history puts every movement of an optional rule in a column of its own (ledger/games/air_fare/
audit.py, CashLine): the Advertising Phase's and the loans between players'. A newcomer's try: Dan's turn 4 row read
Start $17M, Revenue +$9M, Events -$10M, End $16M; $7M taken by advertising, $2M spent on it and $5M lent were in no
column (netted into one "Other" of $0, not shown)."""

from __future__ import annotations

from dataclasses import fields

from test_air_fare_ad_rolls_possible import chicago

from ledger.games import air_fare
from ledger.games.air_fare.audit import OPTIONAL_MOVES, CashLine, audit_view

#: the columns a cash line's End is the sum of, with Start, and the sign each is added with
COLUMNS = {f.name: 1 for f in fields(CashLine) if f.name not in ("turn", "start", "end", "notes", "moved")} | {
    "interest": -1,
    "events": -1,
    "bids": -1,
    "repaid": -1,
    "bought": -1,
    "bankruptcy": -1,
}


def test_advertising_and_a_loan_between_players_netting_to_nothing_have_their_columns() -> None:
    game = chicago((3,))
    spending = [{"player": 1, "city": "Chicago", "amount": 2}]
    asked = air_fare.advertising_rolls_needed(game.state, spending)
    game.record("air_fare.advertising", {"spending": spending, "rolls": [{**row, "roll": 10} for row in asked]})
    game.record("air_fare.revenue", {})
    game.record("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 16})
    lines = {p.name: p.history[-1] for p in audit_view(game).players}
    ann, cal = lines["Ann"], lines["Cal"]
    # Ann takes Cal's $18M at Chicago and spent $2M there; she lends Bea all of it: the three net to nothing
    assert (ann.advertising, ann.player_loans, ann.other) == (18 - 2, -16, 0), ann
    assert ann.moved == {"advertising", "player_loans"} and cal.moved == {"advertising"}
    assert cal.advertising == -18 and lines["Bea"].player_loans == 16
    for p in audit_view(game).players:
        for line in p.history:
            moves = sum(sign * getattr(line, name) for name, sign in COLUMNS.items())
            assert line.start + moves == line.end, (p.name, line)
            assert line.moved <= set(OPTIONAL_MOVES)
