"""The rulebook's worked examples of 1930, as data shared by the tests that replay them."""

from __future__ import annotations

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
