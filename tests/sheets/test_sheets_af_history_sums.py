"""The audit PDF's cash history adds up on its own: on every row, Start and the columns drawn make End (sheets/
air_fare.py). A newcomer's try: Dan's turn 4 row read Start $17M, Revenue +$9M, Events -$10M, End $16M; what he took
by advertising, spent on it and lent to a player was in no column, the three netting to nothing."""

from __future__ import annotations

import pytest
from sample_helpers import replayed_sample

from ledger.game import Game, GameSetup
from ledger.games.air_fare.audit import audit_view
from sheets.air_fare import _history


def amount(cell: str) -> int:
    """A drawn money cell in $M ("+$9M", "-$10M", "$0M"; "" for nothing moved)."""
    figure = cell.replace("$", "").replace("M", "").replace(",", "").replace("+", "")
    return int(figure) if figure else 0


def drawn_rows(game: Game) -> list[tuple[str, dict[str, str]]]:
    """Each player's cash history rows as the sheet draws them: (player, heading -> cell text)."""
    out = []
    for player in audit_view(game).players:
        table = _history(player, "en_US")
        heads = [cell.text for cell in table._cellvalues[0]]
        out += [
            (player.name, dict(zip(heads, (getattr(c, "text", "") for c in row), strict=True)))
            for row in table._cellvalues[1:]
        ]
    return out


def loans_netting_to_nothing() -> Game:
    """Ann lends Bea $10M and Bea pays it back in the same turn: Ann's and Bea's loans between players net to $0."""
    game = Game(GameSetup("air_fare", "standard", "", ("Ann", "Bea", "Cal"), {}))
    game.record("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 10})
    game.record("air_fare.player_repay", {"lender": 1, "borrower": 2, "amount": 10})
    return game


@pytest.mark.parametrize("make", [lambda: replayed_sample("air-fare-4p"), loans_netting_to_nothing])
def test_start_and_the_columns_make_end_on_every_row(make: object) -> None:
    rows = drawn_rows(make())  # type: ignore[operator]
    assert rows
    for name, cells in rows:
        heads = list(cells)
        moves = heads[heads.index("Start") + 1 : heads.index("End")]
        assert amount(cells["Start"]) + sum(amount(cells[h]) for h in moves) == amount(cells["End"]), (name, cells)


def test_a_loan_between_players_netting_to_nothing_has_its_column() -> None:
    rows = dict(drawn_rows(loans_netting_to_nothing()))
    assert rows["Ann"]["Player loans"] == "$0M" and rows["Bea"]["Player loans"] == "$0M", rows
    assert "Ann lends Bea $10M" in rows["Ann"]["What happened"]
    assert "Player loans" not in rows["Cal"]  # no money of his moved in one
