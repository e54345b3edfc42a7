"""Air Empire route cards and bids that the store's tests record (whole dollars), written once for them all.

Route card and bid payloads as docs/game-record.md gives them (Air Empire, Basic Game, Phase 1: Route Bidding).
"""

from __future__ import annotations

from typing import Any

#: Los Angeles, next to San Francisco: the store's and the hash chain's first card.
LA_CARD: dict[str, Any] = {
    "city": "Los Angeles",
    "adjacent": ["San Francisco"],
    "minimums": {"A": 8000, "B": 7000, "C": 6000},
    "revenue": 18000,
}
#: Two bids on :data:`LA_CARD`: Class A for seat 1, Class B with its planes for seat 2.
LA_BIDS: dict[str, Any] = {
    "bids": [
        {"player": 1, "class": "A", "flight_costs": 12000},
        {"player": 2, "class": "B", "flight_costs": 10000, "super_jets": 1, "prop_jets": 2},
    ]
}
#: Helena, next to no city: a small first card.
HELENA_CARD: dict[str, Any] = {
    "city": "Helena",
    "adjacent": [],
    "minimums": {"A": 8000, "B": 7000, "C": 6000},
    "revenue": 15000,
}
#: One Class A bid on :data:`HELENA_CARD`, seat 1 with 2 Super Jets and 1 Prop Jet.
HELENA_BIDS: dict[str, Any] = {
    "bids": [{"player": 1, "class": "A", "flight_costs": 12000, "super_jets": 2, "prop_jets": 1}]
}
