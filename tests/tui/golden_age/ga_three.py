"""A 3-player 1930 game (a newcomer's try: Aurélie, Benedikt, Cosimo) recorded through the Book up to turn 1's End
of Turn, for the tests of the End of Turn's forms and table at 80x24."""

from __future__ import annotations

from ledger.game import GameSetup
from ledger.games.golden_age import illustrative_tables, legal_buys, operation_next, stock_next
from ledger.store import Book

NAMES = ("Aurélie", "Benedikt", "Cosimo")
FIRSTS = ("Blue", "Green", "Orange")


def three(book: Book, operations: int | None = None) -> int:
    """The game at turn 1's End of Turn, no purchased action bought or declined yet: seat n drew First Round Turn
    Order card n and $19 + n and started :data:`FIRSTS`'s airline n at $3 (income $6); then the First Stock Round
    went on with the first buy each could make (Blue, Green, Orange, then Yellow and Pink started at $3: $8, $9, $10
    left); then ``operations`` Expands to $7 of the Operation Phase (every one when ``None``: nobody flew, the game at
    its End of Turn). Returns the game's id."""
    game_id = book.create_game(GameSetup("golden_age", "standard", "Three", NAMES, {"turns": 6}))
    cards = [{"player": seat, "card": seat, "money": 19 + seat} for seat in range(1, 4)]
    book.record(game_id, "golden_age.starting_money", {"cards": cards})
    book.record(game_id, "golden_age.tables", illustrative_tables())
    for seat, airline in enumerate(FIRSTS, 1):
        book.record(game_id, "golden_age.found", {"player": seat, "airline": airline, "price": 3, "income": 6})
    state = book.game(game_id).state
    while seat := stock_next(state):  # buying is compulsory in the First Stock Round: the first airline left
        options = legal_buys(state, seat)
        buy = next((o for o in options if o.action == "buy"), None)
        if buy is not None:
            book.record(game_id, "golden_age.buy", {"player": seat, "airline": buy.airline})
        elif options:
            found = {"player": seat, "airline": options[0].airline, "price": min(options[0].prices), "income": 6}
            book.record(game_id, "golden_age.found", found)
        else:
            book.record(game_id, "golden_age.pass", {"player": seat})
        state = book.game(game_id).state
    done = 0
    while (seat := operation_next(state)) and (operations is None or done < operations):
        done += 1
        player = state.player(seat)
        airline = next(a for a, n in sorted(player.holdings.items()) if n > player.used.get(a, 0))
        book.record(
            game_id, "golden_age.operate", {"player": seat, "airline": airline, "action": "expand", "income": 7}
        )
        state = book.game(game_id).state
    return game_id
