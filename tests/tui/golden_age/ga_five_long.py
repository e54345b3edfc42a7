"""A 5-player 1930 game with one 40-letter name (a newcomer's try: "Bartholomew Fitzwilliam Montgomery-Smyth", Bob,
Cy, Dot, Eve), recorded through the Book up to a chosen step, for the tests of how the long name is shown."""

from __future__ import annotations

from typing import Any

from ledger.game import GameSetup
from ledger.games.golden_age import illustrative_tables, operation_next, purchase_next, stock_next
from ledger.store import Book

LONG = "Bartholomew Fitzwilliam Montgomery-Smyth"
NAMES = (LONG, "Bob", "Cy", "Dot", "Eve")
FIRSTS = ("Blue", "Green", "Orange", "Yellow", "Pink")


def cards() -> list[dict[str, int]]:
    """First Round Turn Order cards: seat n drew card n and $19 + n."""
    return [{"player": seat, "card": seat, "money": 19 + seat} for seat in range(1, 6)]


#: five names of 10-12 letters, one word each (a newcomer's try)
LONG_FIVE = ("Bartholomew", "Christopher", "Evangeline", "Maximiliana", "Konstantinos")


def five_long(book: Book, operations: int | None = 0, *, end: bool = False, names: tuple[str, ...] = NAMES) -> int:
    """The game in turn 1: each player started one airline at $3 (:data:`FIRSTS` in seat order) and bought a token
    of each of the next two; then ``operations`` Expands to $7 of the Operation Phase (every one when ``None``),
    and the End of Turn recorded when ``end``. ``names``: the five players. Returns the game's id."""
    game_id = book.create_game(GameSetup("golden_age", "standard", "Five", names, {"turns": 6}))
    book.record(game_id, "golden_age.starting_money", {"cards": cards()})
    book.record(game_id, "golden_age.tables", illustrative_tables())
    for seat, airline in enumerate(FIRSTS, 1):
        book.record(game_id, "golden_age.found", {"player": seat, "airline": airline, "price": 3, "income": 6})
    for shift in (1, 2):
        for seat in range(1, 6):
            book.record(game_id, "golden_age.buy", {"player": seat, "airline": FIRSTS[(seat - 1 + shift) % 5]})
    state = book.game(game_id).state
    done = 0
    while (seat := operation_next(state)) and (operations is None or done < operations):
        player = state.player(seat)
        airline = next(a for a, n in sorted(player.holdings.items()) if n > player.used.get(a, 0))
        payload: dict[str, Any] = {"player": seat, "airline": airline, "action": "expand", "income": 7}
        book.record(game_id, "golden_age.operate", payload)
        state = book.game(game_id).state
        done += 1
    if end:
        book.record(game_id, "golden_age.end_turn", {})
    return game_id


def poor_ceo(book: Book) -> int:
    """The game at turn 1's End of Turn, Bob (seat 2) the first to buy a purchased action (the long-named player
    declined) and too poor for any: he started Green at $7 (2 tokens, $14) and Brown at $6 (1 token), $1 left of his
    $21; the others started theirs at $3 and bought a token of the next two; every action of the Operation Phase an
    Expand to $7 (nobody flew, so nobody was paid). Returns the game's id."""
    game_id = book.create_game(GameSetup("golden_age", "standard", "Poor", NAMES, {"turns": 6}))
    book.record(game_id, "golden_age.starting_money", {"cards": cards()})
    book.record(game_id, "golden_age.tables", illustrative_tables())
    for seat, airline in enumerate(FIRSTS, 1):
        price = 7 if seat == 2 else 3
        book.record(game_id, "golden_age.found", {"player": seat, "airline": airline, "price": price, "income": 6})
    state = book.game(game_id).state
    while seat := stock_next(state):
        target = FIRSTS[seat % 5] if not state.player(seat).holdings.get(FIRSTS[seat % 5]) else FIRSTS[(seat + 1) % 5]
        if seat == 2 and not state.player(seat).holdings.get("Brown"):
            book.record(game_id, "golden_age.found", {"player": 2, "airline": "Brown", "price": 6, "tokens": 1})
        elif seat == 2 or state.player(seat).holdings.get(target):
            book.record(game_id, "golden_age.pass", {"player": seat})
        else:
            book.record(game_id, "golden_age.buy", {"player": seat, "airline": target})
        state = book.game(game_id).state
    state = book.game(game_id).state
    while seat := operation_next(state):
        player = state.player(seat)
        airline = next(a for a, n in sorted(player.holdings.items()) if n > player.used.get(a, 0))
        book.record(
            game_id, "golden_age.operate", {"player": seat, "airline": airline, "action": "expand", "income": 7}
        )
        state = book.game(game_id).state
    book.record(game_id, "golden_age.decline_purchase", {"player": 1})
    assert purchase_next(book.game(game_id).state)[0] == 2
    return game_id
