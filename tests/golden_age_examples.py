"""The rulebook's worked examples of 1930, as data shared by the tests that replay them, and the table they are
played on (:class:`GoldenAgeTable`)."""

from __future__ import annotations

from typing import Any

from ledger.game import Game, GameSetup
from ledger.games.golden_age import STARTING_MONEY, ceo_of, illustrative_tables, operation_next

#: 1930, Stock Phase, The First Stock Round: Carla (seat 1), Neal (2) and Chuck (3), in order,
#: as (kind, seat, airline, Initial Stock Price or 0 for a buy).
FIRST_STOCK_ROUND: tuple[tuple[str, int, str, int], ...] = (
    ("found", 1, "Green", 6),
    ("found", 2, "Orange", 5),
    ("found", 3, "Blue", 7),
    ("found", 1, "Yellow", 3),
    ("buy", 2, "Blue", 0),
    ("buy", 3, "Yellow", 0),
    ("buy", 1, "Orange", 0),
    ("buy", 2, "Yellow", 0),
    ("found", 3, "Pink", 5),
)


class GoldenAgeTable:
    """A 1930 game played through real records (``Game.record``); ``options`` exactly as given.

    A test file names its own table: :attr:`TITLE` the game's title, :attr:`NAMES` the seats' names in seat order.
    """

    TITLE = "rules"
    NAMES: tuple[str, ...] = ("Carla", "Neal", "Chuck", "Dora", "Earl", "Fay")

    def __init__(self, players: int = 3, **options: Any) -> None:
        self.game = Game(GameSetup("golden_age", "standard", self.TITLE, self.NAMES[:players], options))

    def rec(self, kind: str, **payload: Any):  # noqa: ANN201 - a Record
        return self.game.record(f"golden_age.{kind}", payload)

    @property
    def state(self):  # noqa: ANN201 - GoldenAgeState
        return self.game.state

    def cash(self, seat: int) -> int:
        """Seat ``seat``'s cash, whole dollars."""
        return self.game.balance(f"p{seat}:cash")

    def price(self, airline: str) -> int:
        """``airline``'s price on the Stock Market track, whole dollars."""
        return self.state.track[self.state.airlines[airline].box][0]

    def deal(self, tables: dict[str, Any] | bool | None = None) -> None:
        """Card k to seat k with the money printed on it (cards 4-6 typed as $23-$25), then the Stock Market track
        and Dividend Level table: ``tables``, or the illustrative pair (``None`` or ``True``), or none yet
        (``False``)."""
        n = len(self.game.setup.players)
        self.rec(
            "starting_money",
            cards=[{"player": s, "card": s, "money": STARTING_MONEY.get(s, 19 + s)} for s in range(1, n + 1)],
        )
        if tables is not False:
            self.rec("tables", **(illustrative_tables() if tables is None or tables is True else tables))

    def carla_neal_chuck(self) -> None:
        """The First Stock Round example (1930, The First Stock Round)."""
        for kind, seat, airline, price in FIRST_STOCK_ROUND:
            self.rec(kind, player=seat, airline=airline, **({"price": price} if price else {}))

    def operate_all(self, choice: int = 1) -> list[int]:
        """The rest of the Operation Phase: an unflown airline flies (CEO ``choice``; Full without a CEO), else
        Expand. Returns the seats in the order they acted."""
        acted = []
        while seat := operation_next(self.state):
            acted.append(seat)
            player = self.state.player(seat)
            unused = [a for a, n in sorted(player.holdings.items()) if n - player.used.get(a, 0) > 0]
            unflown = [a for a in unused if not self.state.airlines[a].flown]
            if unflown:
                fields: dict[str, Any] = (
                    {"choice": choice} if ceo_of(self.state, unflown[0]) else {"gates_available": 5, "gates_reserve": 6}
                )
                self.rec("operate", player=seat, airline=unflown[0], action="fly", **fields)
            else:
                self.rec("operate", player=seat, airline=unused[0], action="expand")
        return acted
