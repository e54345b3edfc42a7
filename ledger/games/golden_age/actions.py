"""1930: the declared payload of every action kind (docs/game-record.md, "1930").

Each kind's :class:`~ledger.schema.Payload` says what the action *can* say: its fields, their
types, bounds and closed sets (the eight actions, the CEO's choices, the City Upgrade colours,
the Initial Stock Prices, the Contract card values). :data:`ACTIONS` maps each kind to its
:class:`~ledger.schema.ActionSpec`; :class:`ledger.game.Game` reads every payload through it
before the rules engine sees it. Whether the table allows the action now (the phase, whose turn,
the player's cash, an airline of this game) is the engine's to say.

A refusal names the rule of the kind; a field read by another rule names that one
(:meth:`GoldenAgePayload.rule_for`), as the engine always did.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BeforeValidator, Field

from ...schema import MAX_FIGURE, MAX_SEATS, ActionSpec, Amount, Name, Payload, Seat
from .meta import exact_int
from .rulebook import (
    GATES_PER_AIRLINE,
    GATES_RESERVE,
    MAX_PAID_UPGRADES,
    R_CONTRACTS,
    R_END,
    R_EOT,
    R_FIRST,
    R_FLY,
    R_HOME,
    R_HUB,
    R_NORMAL,
    R_OPERATIONS,
    R_SETUP,
    R_TABLES,
    R_UPGRADE,
)

__all__ = [
    "ACTIONS",
    "GoldenAgePayload",
    "exact_int",
    "Action",
    "PurchasableAction",
    "UpgradeColour",
    "InitialPrice",
    "CeoChoice",
    "ContractValue",
    "StartingMoney",
    "Card",
    "Tables",
    "TrackBox",
    "DividendRow",
    "Found",
    "Buy",
    "Trade",
    "Pass",
    "Operate",
    "PurchasedAction",
    "DeclinePurchase",
    "Income",
    "TechPenalty",
    "Contract",
    "EndTurn",
    "FinalFlight",
]


#: The eight actions of an Operating Round (1930, Operation Phase, Airline Operations).
Action = Literal["expand", "relocate", "upgrade", "open", "hub", "research", "fly", "stand"]
#: The actions a CEO may buy at the End of Turn: every action but Stand (End of Turn 1).
PurchasableAction = Literal["expand", "relocate", "upgrade", "open", "hub", "research", "fly"]
#: City Upgrade tile colours (there are no White tiles): 1930, Operation Phase, Upgrade.
UpgradeColour = Literal["Yellow", "Green", "Brown", "Gray"]
#: The Initial Stock Prices, $3-$7 (1930, Stock Phase, The First Stock Round).
InitialPrice = Annotated[Literal[3, 4, 5, 6, 7], BeforeValidator(exact_int)]
#: The CEO's choices 1-5 (1930, Operation Phase, Fly, CEO Choices).
CeoChoice = Annotated[Literal[1, 2, 3, 4, 5], BeforeValidator(exact_int)]
#: A Contract card's value, $1-$5 (1930, Important Game Concepts, Contract Cards).
ContractValue = Annotated[Literal[1, 2, 3, 4, 5], BeforeValidator(exact_int)]
#: The default of an optional field the engine reads only when given (an explicit null is refused).
_ABSENT: Any = None
#: A whole-dollar price or figure of at least $1.
_Dollars = Annotated[int, Field(ge=1, le=MAX_FIGURE)]


class GoldenAgePayload(Payload):
    """A 1930 payload: a refusal names the rule of the field at fault when it has its own
    (``field_rules``, :meth:`ledger.schema.Payload.rule_for`)."""


# -- Setup ------------------------------------------------------------------------------------
class Card(Payload):
    """A First Round Turn Order card dealt: the player, the card's number and the money printed on it."""

    player: Seat
    card: Annotated[int, Field(ge=1, le=MAX_SEATS)]
    money: _Dollars


class StartingMoney(GoldenAgePayload):
    """``golden_age.starting_money``: one card per player (1930, Setup 3), and where the money comes from."""

    field_rules: ClassVar[Mapping[str, str]] = {"provenance": R_TABLES}

    cards: list[Card]
    provenance: Literal["board", "rulebook example", "rulebook example and typed", "illustrative"] = Field(
        default=_ABSENT,
        description="'board': the money typed from the cards dealt; 'rulebook example' (also when left out, as "
        "in the record files before it): cards 1-3 give the First Stock Round example's $20, $21, $22; "
        "'rulebook example and typed': cards 1-3 as the example, any other card's money typed by the banker "
        "(the rulebook prints none), not checked; "
        "'illustrative': made-up money (an illustrative box, docs/box.md), never presented as the cards'",
    )


class TrackBox(Payload):
    """A box of the Stock Market: its price and the action cost printed on it (whole dollars)."""

    price: _Dollars
    action_cost: Amount


class DividendRow(Payload):
    """A row of the Dividend Level table: from ``income_from`` up, ``dividend`` per Stock token."""

    income_from: Amount
    dividend: Amount


class Tables(GoldenAgePayload):
    """``golden_age.tables``: the Stock Market track and the Dividend Level table, and where they come from."""

    provenance: Literal["board", "illustrative"]
    track: list[TrackBox]
    dividends: list[DividendRow]

    @classmethod
    def rule_for(cls, loc: tuple[int | str, ...], data: Mapping[str, Any]) -> str | None:
        """An action cost reads End of Turn 1 (what a purchased action costs)."""
        return f"{R_EOT} 1" if len(loc) == 3 and loc[0] == "track" and loc[2] == "action_cost" else None


# -- Stock Phase ------------------------------------------------------------------------------
class Found(GoldenAgePayload):
    """``golden_age.found``: start an airline at an Initial Stock Price (``tokens`` is checked when given)."""

    field_rules: ClassVar[Mapping[str, str]] = {"income": R_HOME}

    player: Seat
    airline: Name
    price: InitialPrice
    tokens: Annotated[Literal[1, 2], BeforeValidator(exact_int)] = Field(default=_ABSENT)
    income: _Dollars = Field(
        default=_ABSENT,
        description="the airline's income on the Income Track (its Home City's Gate); required with option "
        "fly_at_zero_income 'refuse'",
    )


class Buy(GoldenAgePayload):
    """``golden_age.buy``: one Stock token of a founded airline at its current price."""

    player: Seat
    airline: Name


class Trade(GoldenAgePayload):
    """``golden_age.trade``: at the 10-token limit, return one token of ``returned`` for one of ``airline``."""

    field_rules: ClassVar[Mapping[str, str]] = {"price": R_FIRST, "income": R_HOME}

    player: Seat
    airline: Name
    returned: Name
    price: InitialPrice = Field(default=_ABSENT, description="only to start an unfounded airline by the trade")
    income: _Dollars = Field(
        default=_ABSENT, description="only to start an unfounded airline by the trade: its income (as golden_age.found)"
    )


class Pass(GoldenAgePayload):
    """``golden_age.pass``: the player buys nothing more this Stock Round."""

    player: Seat


# -- Operation Phase --------------------------------------------------------------------------
class _Operation(GoldenAgePayload):
    """The fields of an airline operation (docs/game-record.md, fields of ``golden_age.operate``)."""

    field_rules: ClassVar[Mapping[str, str]] = {
        "paid_upgrades": R_UPGRADE,
        "choice": f"{R_FLY}, CEO Choices",
        "gates_available": f"{R_FLY} (no CEO)",
        "gates_reserve": f"{R_FLY} (no CEO)",
    }

    player: Seat
    airline: Name
    income: Amount = Field(default=_ABSENT, description="the income after a map action, or the income flown")
    paid_upgrades: list[UpgradeColour] = Field(
        default=_ABSENT,
        max_length=MAX_PAID_UPGRADES,
        description="Upgrade or Open: extra tiles of the airline's colour",
    )
    choice: CeoChoice = Field(default=_ABSENT, description="Fly with a CEO: the CEO's choice")
    gates_available: Annotated[int, Field(ge=0, le=GATES_PER_AIRLINE - 1)] = Field(
        default=_ABSENT, description="Fly without a CEO: Gates available beside the board"
    )
    gates_reserve: Annotated[int, Field(ge=0, le=GATES_RESERVE)] = Field(
        default=_ABSENT, description="Fly without a CEO: Gates in reserve"
    )

    @classmethod
    def rule_for(cls, loc: tuple[int | str, ...], data: Mapping[str, Any]) -> str | None:
        """The income flown reads Fly; a map action's income reads Airline Operations."""
        if loc and loc[0] == "income":
            return R_FLY if data.get("action") == "fly" else R_OPERATIONS
        return super().rule_for(loc, data)


class Operate(_Operation):
    """``golden_age.operate``: the player whose action it is uses one unused token of ``airline``."""

    action: Action


class PurchasedAction(_Operation):
    """``golden_age.purchased_action``: a CEO buys one action (not Stand) at the airline's action cost."""

    field_rules: ClassVar[Mapping[str, str]] = {
        **_Operation.field_rules,
        "player": f"{R_EOT} 1",
        "airline": f"{R_EOT} 1",
    }

    action: PurchasableAction


class DeclinePurchase(GoldenAgePayload):
    """``golden_age.decline_purchase``: the next CEO in turn order buys no action this turn (issue 13)."""

    player: Seat


class Income(GoldenAgePayload):
    """``golden_age.income``: the airline's income as the Income Track shows it now."""

    airline: Name
    income: Amount


# -- End of Turn and End of Game --------------------------------------------------------------
class TechPenalty(GoldenAgePayload):
    """``golden_age.tech_penalty``: the airline's cities more than one Tech colour below its Tech Level."""

    airline: Name
    cities: Annotated[int, Field(ge=0, le=GATES_PER_AIRLINE)]


class Contract(GoldenAgePayload):
    """``golden_age.contract``: a Contract card of $1-$5 awarded to a founded airline."""

    player: Seat
    airline: Name
    amount: ContractValue


class EndTurn(GoldenAgePayload):
    """``golden_age.end_turn``: closes the turn; ``incomes`` confirms or corrects each airline's income first."""

    field_rules: ClassVar[Mapping[str, str]] = {"incomes": f"{R_SETUP} 5; {R_HUB}"}

    incomes: dict[Name, Amount] = Field(
        default=_ABSENT,
        description="airline -> its income as the Income Track shows it at the end of the turn (confirmed or "
        "corrected); required for every airline whose income was not typed this turn with option "
        "end_turn_incomes 'confirm'",
    )


class FinalFlight(GoldenAgePayload):
    """``golden_age.final_flight``: each airline's income by name; one left out flies at its tracked income."""

    incomes: dict[Name, Amount] = Field(default_factory=dict)


#: Every action kind of 1930 with its declared payload, the rule a refusal names and a summary.
ACTIONS: dict[str, ActionSpec] = {
    "golden_age.starting_money": ActionSpec(
        StartingMoney,
        f"{R_SETUP} 3",
        "deal the First Round Turn Order cards: the Bank pays each card's money",
        title="Starting money",
    ),
    "golden_age.tables": ActionSpec(
        Tables,
        R_TABLES,
        "enter or correct the Stock Market track and the Dividend Level table",
        title="Stock Market and Dividend Level tables",
    ),
    "golden_age.found": ActionSpec(
        Found, R_FIRST, "start an airline at an Initial Stock Price of $3-$7", title="Start an airline"
    ),
    "golden_age.buy": ActionSpec(
        Buy, R_NORMAL, "buy one Stock token of a founded airline at its price", title="Buy a Stock token"
    ),
    "golden_age.trade": ActionSpec(
        Trade, R_NORMAL, "at 10 Stock tokens: return one token to buy another", title="Trade a Stock token"
    ),
    "golden_age.pass": ActionSpec(Pass, R_NORMAL, "buy nothing more this Stock Round", title="Pass"),
    "golden_age.operate": ActionSpec(
        Operate, R_OPERATIONS, "one airline operation in an Operating Round", title="Airline operation"
    ),
    "golden_age.income": ActionSpec(
        Income, f"{R_SETUP} 5; {R_HUB}", "the airline's income as the track shows it", title="Income"
    ),
    "golden_age.purchased_action": ActionSpec(
        PurchasedAction, R_EOT, "End of Turn 1: a CEO buys one action for the airline", title="Purchased action"
    ),
    "golden_age.decline_purchase": ActionSpec(
        DeclinePurchase,
        f"{R_EOT} 1",
        "End of Turn 1: the next CEO in turn order buys no action",
        title="Purchased action declined",
    ),
    "golden_age.tech_penalty": ActionSpec(
        TechPenalty, f"{R_EOT} 3", "End of Turn 3: one box back per city behind the Tech Level", title="Tech penalty"
    ),
    "golden_age.contract": ActionSpec(
        Contract, R_CONTRACTS, "End of Turn 4: a Contract card pays the player", title="Contract"
    ),
    "golden_age.end_turn": ActionSpec(
        EndTurn, f"{R_EOT} 5", "End of Turn 5-6: incomes confirmed, bankruptcies, the next turn", title="End of Turn"
    ),
    "golden_age.final_flight": ActionSpec(
        FinalFlight, R_END, "every airline flies once more: Full Dividends", title="Final Flight"
    ),
}
