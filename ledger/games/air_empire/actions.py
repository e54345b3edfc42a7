"""Air Empire: the declared payload of every action kind (docs/game-record.md), the gate before the rules.

Each kind's payload is a strict, closed :class:`~ledger.schema.Payload`: an unknown or
misspelt field is refused (``orders[1].superjets: unknown field; did you mean 'super_jets'?``),
a bool is not a number and ``1.0`` is not a seat, every number has bounds and every closed
set (classes of service, plane types, provenance marks) is an enumeration. What the table
allows now (the phase, the cash, a seat taken at this table, idle planes, multiples of
$1,000) is the rules engine's to say (:mod:`.rules` and the phases' modules).

:data:`ACTIONS` maps each kind to its :class:`~ledger.schema.ActionSpec`: the schema, the
rule a refusal names, a one-line summary. A few fields read a rule of their own
(:attr:`AirEmpirePayload.field_rules`), e.g. a table's ``provenance`` (DESIGN.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, ClassVar, Literal

from pydantic import AfterValidator, Discriminator, Field, StringConstraints, Tag, model_validator

from ...schema import MAX_FIGURE, TEXT_CHECK, ActionSpec, Name, Payload
from .meta import MAX_PLAYERS
from .state import (
    BANK_PROP_JETS,
    BANK_SUPER_JETS,
    R_BIDDING,
    R_LOANS,
    R_MAINTENANCE,
    R_MERGER,
    R_PURCHASE,
    R_SALE,
    R_T_FLUCT,
    R_T_RESIDUAL,
    R_T_TAXES,
    R_TABLE,
)

__all__ = [
    "AirEmpireSeat",
    "ServiceClass",
    "PlaneKind",
    "Provenance",
    "PropJets",
    "SuperJets",
    "CityName",
    "AirEmpirePayload",
    "FlightCostsRow",
    "FlightCostsTable",
    "Minimums",
    "RevenueByClass",
    "FluctuationRow",
    "RouteCard",
    "BidRow",
    "Bids",
    "Loan",
    "Order",
    "Purchase",
    "SaleBid",
    "PlaneSale",
    "Maintenance",
    "Merger",
    "TaxRow",
    "TaxTable",
    "Taxes",
    "ResidualValue",
    "ACTIONS",
]

#: A class of service (Route Bidding): A, B or C (C only with 3-4 players: the engine checks).
ServiceClass = Literal["A", "B", "C"]
#: A plane type (Planes): ``"prop_jet"`` or ``"super_jet"``.
PlaneKind = Literal["prop_jet", "super_jet"]
#: Where a table typed by the banker comes from (DESIGN.md, tables the rulebooks do not print).
Provenance = Literal["board", "illustrative"]


def _within_figures(value: int) -> int:
    """No figure of the game comes near a billion dollars: a larger one is a typing slip."""
    if abs(value) > MAX_FIGURE:
        raise ValueError(f"{value:,} is beyond any figure of the game (a typing slip?)")
    return value


#: Whole dollars, zero or more (a bid, a minimum, a revenue, a loan, a price).
Dollars = Annotated[int, Field(ge=0, json_schema_extra={"maximum": MAX_FIGURE}), AfterValidator(_within_figures)]
#: Whole dollars, either sign (a fluctuation, a line 1g, a tax or a refund).
SignedDollars = Annotated[
    int, Field(json_schema_extra={"minimum": -MAX_FIGURE, "maximum": MAX_FIGURE}), AfterValidator(_within_figures)
]
#: A number of Prop Jets: never more than the 60 there are (Planes).
PropJets = Annotated[int, Field(ge=0, le=BANK_PROP_JETS)]
#: A number of Super Jets: never more than the 30 there are (Planes).
SuperJets = Annotated[int, Field(ge=0, le=BANK_SUPER_JETS)]


def _a_seat(value: int) -> int:
    """A seat of an Air Empire table, 1-4; whether it is taken at this table is the engine's to say."""
    if not 1 <= value <= MAX_PLAYERS:
        raise ValueError(f"no player in seat {value} (Air Empire seats 1-{MAX_PLAYERS})")
    return value


#: A seat at an Air Empire table (2-4 players, Beginning Play): a whole number 1-4.
AirEmpireSeat = Annotated[int, Field(json_schema_extra={"minimum": 1, "maximum": MAX_PLAYERS}), AfterValidator(_a_seat)]
#: A city named in a list (adjacent cities, fluctuations, routes given up): one line of text;
#: a blank one is refused by the engine, naming its place in the list.
CityName = Annotated[str, StringConstraints(max_length=80), TEXT_CHECK]
#: The card's words of a Revenue Fluctuation: free text, possibly empty.
CardText = Annotated[str, StringConstraints(max_length=400), TEXT_CHECK]
#: A list typed by the banker: never longer than the table could use.
_SHORT = 40

_R_ROUTE_CARDS = "Air Empire, Basic Game, Route Cards"
_R_PROVENANCE = "DESIGN.md, tables the rulebooks do not print"


class AirEmpirePayload(Payload):
    """An Air Empire payload: a :class:`~ledger.schema.Payload` whose fields may read a rule of their own
    (``field_rules``, :meth:`ledger.schema.Payload.rule_for`)."""


# -- Phase 1 -------------------------------------------------------------------------------------
class FlightCostsRow(Payload):
    """A row of the Flight Costs Table: a Flight Costs figure and the one plane combination it means."""

    flight_costs: Dollars
    super_jets: SuperJets
    prop_jets: PropJets


class FlightCostsTable(AirEmpirePayload):
    """``air_empire.flight_costs_table``: the board's Flight Costs Table, typed or confirmed by the banker."""

    field_rules: ClassVar[Mapping[str, str]] = {"provenance": _R_PROVENANCE}

    provenance: Provenance
    rows: Annotated[list[FlightCostsRow], Field(max_length=200)]


class Minimums(Payload):
    """A route card's minimum Flight Costs per class of service (C only with 3-4 players)."""

    A: Dollars
    B: Dollars
    C: Dollars | None = None


class RevenueByClass(Payload):
    """A route card's revenue, one figure per class of service (docs/rule-readings.md)."""

    A: Dollars
    B: Dollars
    C: Dollars | None = None


def _revenue_shape(value: Any) -> str:
    return "function-by-class" if isinstance(value, Mapping) else "function-figure"


#: A card's revenue: one figure for every class, or one per class. The branch is chosen by the
#: value's shape, so a refusal speaks of that shape only; the tags start with ``function-`` so
#: that a refusal's field path leaves them out (as :func:`ledger.schema.check` does for validators).
Revenue = Annotated[
    Annotated[Dollars, Tag("function-figure")] | Annotated[RevenueByClass, Tag("function-by-class")],
    Discriminator(_revenue_shape),
]


class FluctuationRow(Payload):
    """A Revenue Fluctuation typed from the card (Tournament Game): dollars per class operated, signed."""

    amount: SignedDollars
    cities: Annotated[list[CityName], Field(max_length=_SHORT)] = []
    players: Annotated[list[AirEmpireSeat], Field(max_length=MAX_PLAYERS * 2)] = []
    text: CardText = ""


class RouteCard(AirEmpirePayload):
    """``air_empire.route_card``: the card turned up (and, Tournament Game, its Revenue Fluctuations)."""

    field_rules: ClassVar[Mapping[str, str]] = {"fluctuations": R_T_FLUCT}

    city: Name
    adjacent: Annotated[list[CityName], Field(max_length=_SHORT)] = []
    minimums: Minimums
    revenue: Revenue
    fluctuations: Annotated[list[FluctuationRow], Field(max_length=_SHORT)] = []


class BidRow(Payload):
    """A secret bid: the seat, the class of service, the Flight Costs and (when the table does
    not know the figure yet) the plane combination it means."""

    player: AirEmpireSeat
    service_class: ServiceClass = Field(alias="class")
    flight_costs: Dollars
    super_jets: SuperJets | None = None
    prop_jets: PropJets | None = None


class Bids(AirEmpirePayload):
    """``air_empire.bids``: the secret bids revealed together (a player who did not bid is left out)."""

    bids: Annotated[list[BidRow], Field(max_length=MAX_PLAYERS * 2)]


# -- Phase 3 -------------------------------------------------------------------------------------
class Loan(AirEmpirePayload):
    """``air_empire.loan``: a loan from the Bank, whole dollars (a multiple of $5,000: the engine checks)."""

    player: AirEmpireSeat
    amount: Dollars


# -- Phase 4 -------------------------------------------------------------------------------------
class Order(Payload):
    """A player's order of planes from the Bank (a type left out: none)."""

    player: AirEmpireSeat
    prop_jets: PropJets = 0
    super_jets: SuperJets = 0


class Purchase(AirEmpirePayload):
    """``air_empire.purchase``: every order of the quarter, filled from the Senior President clockwise."""

    orders: Annotated[list[Order], Field(max_length=MAX_PLAYERS * 2)]


class SaleBid(Payload):
    """A secret bid for a lot of planes sold by another player, whole dollars."""

    player: AirEmpireSeat
    amount: Dollars


class PlaneSale(AirEmpirePayload):
    """``air_empire.plane_sale``: a lot of non-operating planes of one type sold by secret bidding."""

    seller: AirEmpireSeat
    plane: PlaneKind
    count: Annotated[int, Field(ge=1, le=BANK_PROP_JETS)]
    bids: Annotated[list[SaleBid], Field(max_length=MAX_PLAYERS * 2)]


# -- Phase 5, Mergers ---------------------------------------------------------------------------
class Maintenance(AirEmpirePayload):
    """``air_empire.maintenance``: the player pays line 5c (or is bankrupt); or, with ``players``
    instead of ``player``, each of them in turn, in one action (added in issue 13: a record that
    names ``player`` reads as it always did)."""

    player: AirEmpireSeat | None = None
    players: Annotated[list[AirEmpireSeat], Field(min_length=1, max_length=MAX_PLAYERS)] | None = None

    @model_validator(mode="after")
    def _one_shape(self) -> Maintenance:
        if (self.player is None) == (self.players is None):
            raise ValueError("give player (one player) or players (several), not both nor neither")
        return self


class Merger(AirEmpirePayload):
    """``air_empire.merger``: the poorest airline merges into the second poorest (3-player game)."""

    absorbed: AirEmpireSeat
    into: AirEmpireSeat


# -- Tournament Game -----------------------------------------------------------------------------
class TaxRow(Payload):
    """A row of the Tax Table: from this line 1g (whole dollars, signed) the tax is ``tax`` (negative: a refund)."""

    income_from: SignedDollars
    tax: SignedDollars


class TaxTable(AirEmpirePayload):
    """``air_empire.tax_table``: the Tax Table printed on the Condensed Re-cap Sheet."""

    field_rules: ClassVar[Mapping[str, str]] = {"provenance": _R_PROVENANCE}

    provenance: Provenance
    rows: Annotated[list[TaxRow], Field(max_length=200)]


class Taxes(AirEmpirePayload):
    """``air_empire.taxes``: the player's Phase 2 tax, from the table entered or typed from the sheet; or,
    with ``players`` instead of ``player``, each of them in turn from the table entered, in one action
    (added in issue 15: a record that names ``player`` reads as it always did)."""

    player: AirEmpireSeat | None = None
    players: Annotated[list[AirEmpireSeat], Field(min_length=1, max_length=MAX_PLAYERS)] | None = None
    tax: SignedDollars | None = None

    @model_validator(mode="after")
    def _one_shape(self) -> Taxes:
        if (self.player is None) == (self.players is None):
            raise ValueError("give player (one player) or players (several), not both nor neither")
        if self.players is not None and self.tax is not None:
            raise ValueError("a tax typed from the sheet is one player's: give player, not players")
        return self


class ResidualValue(AirEmpirePayload):
    """``air_empire.residual_value``: the planes six years old replaced (the rest turned in), and the
    routes given up when the Replacements cannot be paid."""

    player: AirEmpireSeat
    replace_prop_jets: PropJets = 0
    replace_super_jets: SuperJets = 0
    terminate: Annotated[list[CityName], Field(max_length=_SHORT)] = []


#: Every action kind of Air Empire (Basic Game and Tournament Game) with its declared payload.
ACTIONS: dict[str, ActionSpec] = {
    "air_empire.flight_costs_table": ActionSpec(
        FlightCostsTable,
        R_TABLE,
        "the board's Flight Costs Table (figure -> planes), any time",
        title="Flight Costs Table",
    ),
    "air_empire.route_card": ActionSpec(
        RouteCard,
        _R_ROUTE_CARDS,
        "Phase 1: the route card turned up (Tournament: its fluctuations)",
        title="Route card",
    ),
    "air_empire.bids": ActionSpec(Bids, R_BIDDING, "Phase 1: the secret bids revealed together", title="Route bids"),
    "air_empire.loan": ActionSpec(Loan, R_LOANS, "Phase 3: a loan of $5,000 per two Class A routes won", title="Loan"),
    "air_empire.purchase": ActionSpec(
        Purchase, R_PURCHASE, "Phase 4: the quarter's plane orders from the Bank", title="Plane purchase"
    ),
    "air_empire.plane_sale": ActionSpec(
        PlaneSale, R_SALE, "Phase 4: non-operating planes sold to the highest bid", title="Plane sale"
    ),
    "air_empire.maintenance": ActionSpec(
        Maintenance, R_MAINTENANCE, "Phase 5: a player pays line 5c", title="Maintenance"
    ),
    "air_empire.merger": ActionSpec(Merger, R_MERGER, "3-player game: the two poorest airlines merge", title="Merger"),
    "air_empire.tax_table": ActionSpec(
        TaxTable, R_T_TAXES, "Tournament: the sheet's Tax Table, any time", ("tournament",), title="Tax Table"
    ),
    "air_empire.taxes": ActionSpec(
        Taxes, R_T_TAXES, "Tournament, Phase 2: a player's tax on line 1g", ("tournament",), title="Taxes"
    ),
    "air_empire.residual_value": ActionSpec(
        ResidualValue,
        R_T_RESIDUAL,
        "Tournament, Phase 4 from Y7: planes six years old replaced or turned in",
        ("tournament",),
        title="Residual Value",
    ),
}
