"""1930's next step in the End of Turn, five players all CEOs: every CEO still to be asked for a purchased action
named, in turn order from the First Player (1930, End of Turn - Clean Up 1: "In turn order, each player may choose
to purchase one action")."""

from __future__ import annotations

from pathlib import Path

from ledger.game import GameSetup
from ledger.games.golden_age import (
    illustrative_tables,
    next_step,
    operation_next,
    purchase_next,
    stock_next,
    turn_order,
)
from ledger.store import Book

NAMES = ("Alexandra", "Bartholomew", "Christopher", "Dominique", "Bo")
FIRSTS = ("Blue", "Green", "Orange", "Yellow", "Pink")


def test_next_step_names_every_ceo_still_to_be_asked_in_turn_order(tmp_path: Path) -> None:
    """A newcomer's try: the Next line named only the First Player Dominique, then "Bo (then Alexandra, Bartholomew,
    Christopher)". The ledger's step names every CEO still to be asked, in turn order, Dominique first (she drew
    First Round Turn Order card 1), before and after each decline; the screen only shortens it (see
    tests/tui/golden_age/test_tui_ga_purchase_names.py)."""
    book = Book(f"sqlite:///{tmp_path / 'five.sqlite'}")
    game_id = book.create_game(GameSetup("golden_age", "standard", "Five", NAMES, {"turns": 6}))
    cards = [{"player": seat, "card": (seat + 1) % 5 + 1, "money": 19 + (seat + 1) % 5 + 1} for seat in range(1, 6)]
    # Dominique (seat 4) drew card 1
    book.record(game_id, "golden_age.starting_money", {"cards": cards})
    book.record(game_id, "golden_age.tables", illustrative_tables())
    state = book.game(game_id).state
    for seat in state.clockwise_from(state.first_player):
        airline = FIRSTS[seat - 1]
        book.record(game_id, "golden_age.found", {"player": seat, "airline": airline, "price": 3, "income": 6})
    state = book.game(game_id).state
    for shift in (1, 2):  # a token of each of the next two airlines: all five players stay CEOs
        for seat in state.clockwise_from(state.first_player):
            assert stock_next(book.game(game_id).state) == seat
            book.record(game_id, "golden_age.buy", {"player": seat, "airline": FIRSTS[(seat - 1 + shift) % 5]})
    state = book.game(game_id).state
    assert state.phase == "operation"
    while seat := operation_next(state):
        player = state.player(seat)
        airline = next(a for a, n in sorted(player.holdings.items()) if n > player.used.get(a, 0))
        payload = {"player": seat, "airline": airline, "action": "expand", "income": 7}
        book.record(game_id, "golden_age.operate", payload)
        state = book.game(game_id).state
    order = [state.player(s).name for s in turn_order(state)]
    assert order[0] == "Dominique"
    for done in range(5):
        assert [state.player(s).name for s in purchase_next(state)] == order[done:]
        later = f" (then {', '.join(order[done + 1 :])})" if done < 4 else ""
        assert f"purchased actions in turn order: {order[done]}{later}, then end the turn" in next_step(state)
        book.record(game_id, "golden_age.decline_purchase", {"player": purchase_next(state)[0]})
        state = book.game(game_id).state
