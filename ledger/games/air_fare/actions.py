"""Air Fare: the declared payload of every action kind (docs/game-record.md, Air Fare).

Each kind's fields, their types and bounds, as :class:`ledger.schema.Payload` models: the gate
:class:`ledger.game.Game` runs before the rules engine sees anything. What the schema cannot
know (the phase, a player's cash, whether a card is in the pool or a plane is idle) is the
engine's to check, in the section modules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, ClassVar

from pydantic import AfterValidator, Field, WithJsonSchema

from ...schema import ActionSpec, Amount, Payload, Seat, Whole
from .cards import CardName, City
from .state import (
    R_ADVERTISING,
    R_BID,
    R_DECK,
    R_DRAW,
    R_FLYING,
    R_MAINTENANCE,
    R_MONEY,
    R_PRICE_WAR,
    R_REVENUE,
    R,
)

__all__ = [
    "ACTIONS",
    "CardNumber",
    "D10",
    "Seed",
    "MaintenanceRoll",
    "PriceWar",
    "Maintenance",
    "Drawn",
    "Draw",
    "Flight",
    "Flights",
    "Spending",
    "AdvertisingRoll",
    "Advertising",
    "Revenue",
    "Settle",
    "Bid",
    "Bids",
    "Loan",
    "Repay",
    "Sale",
    "Trade",
    "PlayerLoan",
    "PlayerRepay",
    "PlayerInterest",
]

#: A card in play, by the number it took as it entered play (``#12``); never more than the deck
#: and the Minor Airport stand-ins.
CardNumber = Annotated[int, Field(ge=1, le=999)]


def _d10(value: int) -> int:
    if not 1 <= value <= 10:
        raise ValueError(f"a d10 shows 1-10, not {value}")
    return value


#: A ten-sided die: "roll 1D10" (Maintenance Phase; Advertising Phase Optional Rule).
D10 = Annotated[int, AfterValidator(_d10), WithJsonSchema({"type": "integer", "minimum": 1, "maximum": 10})]
#: A seed for airbanker's own dice (``random.Random(seed)``), kept in the record.
Seed = Whole
#: Money lent, repaid or borrowed: at least $1M.
Lent = Annotated[int, Field(ge=1, le=1_000_000_000)]


class MaintenanceRoll(Payload):
    """One plane's 1D10: ``{"plane": 3, "roll": 7}``."""

    plane: CardNumber
    roll: D10


class PriceWar(Payload):
    """A player's Price War cities (Price War Optional Rule): ``{"player": 1, "cities": ["Miami"]}``."""

    player: Seat
    cities: Annotated[list[City], Field(min_length=1, max_length=20)]


class Maintenance(Payload):
    """``air_fare.maintenance``: the rolls typed, or a seed for airbanker to roll; the Price War cities."""

    #: a Price War refusal names the optional rule; a roll's, the Maintenance Phase
    field_rules: ClassVar[Mapping[str, str]] = {"price_war": R_PRICE_WAR}

    rolls: Annotated[list[MaintenanceRoll], Field(max_length=120)] = []
    seed: Seed | None = None
    price_war: Annotated[list[PriceWar], Field(max_length=6)] = []


class Drawn(Payload):
    """One card drawn: ``{"player": 2, "card": "Plane Crash", "plane": 4}`` (``plane``: the one lost)."""

    player: Seat
    card: CardName
    plane: CardNumber | None = None


class Draw(Payload):
    """``air_fare.draw``: one card per player (``[]`` with the deck empty ends the game)."""

    cards: Annotated[list[Drawn], Field(max_length=6)] = []


class Flight(Payload):
    """One plane flown: ``{"player": 1, "plane": 3, "to": "Miami"}``."""

    player: Seat
    plane: CardNumber
    to: City


class Flights(Payload):
    """``air_fare.flights``: every plane flown this turn (the landing order at a city only with option
    ``landing_order`` "as_typed"; "best" lands them in the order that earns most)."""

    flights: Annotated[list[Flight], Field(max_length=120)] = []


class Spending(Payload):
    """What a player spends on advertising at a city ($M): ``{"player": 2, "city": "Chicago", "amount": 3}``."""

    player: Seat
    city: City
    amount: Amount


class AdvertisingRoll(Payload):
    """A bigger advertiser's 1D10 at a city (``opponent`` with option ``advertising_rolls`` "per_opponent")."""

    player: Seat
    city: City
    roll: D10
    opponent: Seat | None = None


class Advertising(Payload):
    """``air_fare.advertising``: the spending, and the rolls typed or a seed for airbanker to roll."""

    spending: Annotated[list[Spending], Field(max_length=120)] = []
    rolls: Annotated[list[AdvertisingRoll], Field(max_length=120)] = []
    seed: Seed | None = None


class Revenue(Payload):
    """``air_fare.revenue``: no fields; the revenue follows from the flights."""


class Settle(Payload):
    """``air_fare.settle``: no fields; the dues left outstanding at the Revenue Phase are paid from
    the cash as it now stands, or the player still short is bankrupt."""


class Bid(Payload):
    """One secret bid ($M): ``{"player": 1, "card": 12, "amount": 60}``."""

    player: Seat
    card: CardNumber
    amount: Amount


class Bids(Payload):
    """``air_fare.bids``: the secret bids, revealed together."""

    bids: Annotated[list[Bid], Field(max_length=200)] = []


class Loan(Payload):
    """``air_fare.loan``: a bank loan ($M), at most $100M owed in all."""

    player: Seat
    amount: Lent


class Repay(Payload):
    """``air_fare.repay``: bank loans repaid ($M)."""

    player: Seat
    amount: Lent


class Sale(Payload):
    """``air_fare.sale``: a card sold to a neutral third party for its base cost."""

    player: Seat
    card: CardNumber


class Trade(Payload):
    """``air_fare.trade``: a card sold by one player to another at the price they agreed ($M)."""

    seller: Seat
    buyer: Seat
    card: CardNumber
    price: Amount


class PlayerLoan(Payload):
    """``air_fare.player_loan``: a loan between players ($M)."""

    lender: Seat
    borrower: Seat
    amount: Lent


class PlayerRepay(Payload):
    """``air_fare.player_repay``: the borrower pays back (part of) a loan between players ($M)."""

    lender: Seat
    borrower: Seat
    amount: Lent


class PlayerInterest(Payload):
    """``air_fare.player_interest``: interest on a loan between players, as the two agreed ($M)."""

    lender: Seat
    borrower: Seat
    amount: Lent


#: Every action kind of Air Fare with its declared payload, the rule a refusal names, and a summary.
ACTIONS: dict[str, ActionSpec] = {
    "air_fare.maintenance": ActionSpec(
        Maintenance,
        R_MAINTENANCE,
        "1D10 per plane (or a seed); Price War cities",
        title="Maintenance",
    ),
    "air_fare.draw": ActionSpec(
        Draw, f"{R_DRAW}; {R_DECK.removeprefix(R + ', ')}", "one card drawn per player", title="Draw"
    ),
    "air_fare.flights": ActionSpec(Flights, R_FLYING, "every plane flown this turn", title="Flying"),
    "air_fare.advertising": ActionSpec(
        Advertising,
        R_ADVERTISING,
        "advertising spent per city, and the 1D10 rolls",
        title="Advertising",
        option="advertising",
    ),
    "air_fare.revenue": ActionSpec(Revenue, R_REVENUE, "landing revenue, interest and event costs", title="Revenue"),
    "air_fare.settle": ActionSpec(
        Settle,
        f"{R_REVENUE}; {R_MONEY.removeprefix(R + ', ')}",
        "the dues left outstanding paid once money is raised; who is still short is bankrupt",
        title="Settle",
    ),
    "air_fare.bids": ActionSpec(Bids, R_BID, "the secret bids on the Bidding Pool, revealed", title="Bids"),
    "air_fare.loan": ActionSpec(Loan, R_MONEY, "a bank loan at 20 % a turn", title="Bank loan"),
    "air_fare.repay": ActionSpec(Repay, R_MONEY, "bank loans repaid", title="Bank loan repaid"),
    "air_fare.sale": ActionSpec(
        Sale, R_MONEY, "a card sold to a neutral third party at base cost", title="Card sold to a third party"
    ),
    "air_fare.trade": ActionSpec(
        Trade, R_MONEY, "a card sold to another player at an agreed price", title="Card sold between players"
    ),
    "air_fare.player_loan": ActionSpec(PlayerLoan, R_MONEY, "a loan between players", title="Loan between players"),
    "air_fare.player_repay": ActionSpec(
        PlayerRepay, R_MONEY, "a loan between players paid back", title="Loan between players repaid"
    ),
    "air_fare.player_interest": ActionSpec(
        PlayerInterest, R_MONEY, "interest on a loan between players", title="Interest between players"
    ),
}
