"""Air Empire's box: the 18 route cards, the Flight Costs Table and the Tax Table, typed once.

None of these is printed in the rule text (Air Empire, Basic Game, "Route Cards" and "Flight Costs
Table"; Tournament Game, "Taxes": the Tax Table is on the Condensed Re-cap Sheet). The box keeps
the owner's copy (:mod:`ledger.box`); a new game records the tables from it
(``air_empire.flight_costs_table``, ``air_empire.tax_table`` in a Tournament Game) and the route
card form fills each card in from it as it turns up (``air_empire.route_card``, the card's values
written out, so the game replays without the box).

The rulebook's facts a box must keep: "all 18 Route Cards" (Tournament Game, Re-bidding of Routes;
one card a quarter, 12 a 3-year period), each a distinct Route City; "If the FLIGHT COST bid is
$12,000, then 2 Super Jets and 1 Prop Jet must be stacked" (Basic Game, Bidding Examples); every
card, table row and fluctuation as the game's own actions accept them (the same checks run).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Any, Literal

from pydantic import Field

from ...box import Box, Marked, sequence_error, warn_all
from ...engine import GameSetup
from ...errors import RuleViolation
from ...money import format_money, format_signed
from ...schema import Name, Payload
from .actions import (
    CardText,
    CityName,
    FlightCostsRow,
    Minimums,
    Revenue,
    SignedDollars,
    TaxRow,
)
from .phase1_operations import read_route_card
from .state import SHEET_QUARTERS, AirEmpireState

__all__ = [
    "BOX",
    "ROUTE_CARDS",
    "AirEmpireBox",
    "BoxRouteCard",
    "BoxFluctuation",
    "BoxFlightCosts",
    "BoxTaxTable",
    "check_box",
    "setup_actions",
    "uses",
    "summary",
    "card_payload",
    "box_card",
    "card_named",
    "cards_left",
    "cards_matching",
    "card_line",
]

#: "all 18 Route Cards are re-shuffled" (Air Empire, Tournament Game, Re-bidding of Routes).
ROUTE_CARDS = 18
_R_CARDS = "Air Empire, Tournament Game, Re-bidding of Routes (all 18 Route Cards)"
_R_CARD = "Air Empire, Basic Game, Route Cards"


class BoxFluctuation(Payload):
    """A Revenue Fluctuation printed on a route card (Tournament Game): dollars per class operated on
    the routes it names (none named: every route), signed, and the card's words."""

    amount: SignedDollars
    cities: Annotated[list[CityName], Field(max_length=40)] = []
    text: CardText = ""


class BoxRouteCard(Marked):
    """A route card of the box: its Route City, adjacent cities, minimum Flight Costs per class
    (A, B and C: the card prints all three; a 2-player game leaves C out), revenue (one figure,
    or one per class) and Revenue Fluctuations, whole dollars."""

    city: Name
    adjacent: Annotated[list[CityName], Field(max_length=40)] = []
    minimums: Minimums
    revenue: Revenue
    fluctuations: Annotated[list[BoxFluctuation], Field(max_length=40)] = []


class BoxFlightCosts(Marked):
    """The Flight Costs Table printed on the board: each Flight Costs figure and its planes."""

    rows: Annotated[list[FlightCostsRow], Field(min_length=1, max_length=200)]


class BoxTaxTable(Marked):
    """The Tax Table printed on the Condensed Re-cap Sheet (Tournament Game, Taxes)."""

    rows: Annotated[list[TaxRow], Field(min_length=1, max_length=200)]


class AirEmpireBox(Box):
    """Air Empire's box (format 1): ``route_cards`` (18), ``flight_costs`` and, for the Tournament
    Game, ``tax_table``. Whole dollars throughout."""

    game: Literal["air_empire"] = "air_empire"
    route_cards: Annotated[list[BoxRouteCard], Field(max_length=ROUTE_CARDS)] = []
    flight_costs: BoxFlightCosts | None = None
    tax_table: BoxTaxTable | None = None


BOX = AirEmpireBox


def card_payload(
    card: BoxRouteCard, classes: tuple[str, ...] = ("A", "B", "C"), *, tournament: bool = True
) -> dict[str, Any]:
    """The ``air_empire.route_card`` payload of a box card, for a game bidding ``classes``.

    A 2-player game has no Class C (Route Bidding): its minimum and revenue are left out. The Basic
    Game has no Revenue Fluctuations: they are left out of it.
    """
    minimums = {c: getattr(card.minimums, c) for c in classes if getattr(card.minimums, c) is not None}
    revenue: Any = card.revenue
    if not isinstance(revenue, int):
        revenue = {c: getattr(revenue, c) for c in classes if getattr(revenue, c) is not None}
    payload: dict[str, Any] = {
        "city": card.city,
        "adjacent": list(card.adjacent),
        "minimums": minimums,
        "revenue": revenue,
    }
    if tournament and card.fluctuations:
        payload["fluctuations"] = [
            {k: v for k, v in f.model_dump().items() if v not in ("", [])} for f in card.fluctuations
        ]
    return payload


def card_named(cards: Iterable[BoxRouteCard], city: str) -> BoxRouteCard | None:
    """The card of ``cards`` whose Route City is ``city`` (any case, spaces around aside), or None."""
    wanted = city.strip().casefold()
    return next((c for c in cards if c.city.casefold() == wanted), None) if wanted else None


def box_card(box: Box | None, city: str) -> BoxRouteCard | None:
    """The box's card of ``city`` (any case), or None (no box, or no such card)."""
    return card_named(box.route_cards, city) if isinstance(box, AirEmpireBox) else None


def cards_left(state: AirEmpireState, box: Box | None) -> list[BoxRouteCard]:
    """The box's route cards not turned up yet in this 3-year period, in the box's order (empty: no box).

    Air Empire, Basic Game, Playing Procedure 2: each card turns up once in a 3-year period; Tournament
    Game, Re-bidding of Routes: "As each new 3-year period begins, all 18 Route Cards are re-shuffled",
    so a new period offers every card again. The card of the quarter already turned up (a card being
    corrected after an undo) is not left.
    """
    if not isinstance(box, AirEmpireBox):
        return []
    start = (state.quarter - 1) // SHEET_QUARTERS * SHEET_QUARTERS + 1
    turned = {str(state.cards[q].get("city", "")).casefold() for q in range(start, state.quarter) if q in state.cards}
    return [c for c in box.route_cards if c.city.casefold() not in turned]


def cards_matching(cards: list[BoxRouteCard], typed: str) -> list[BoxRouteCard]:
    """The cards whose Route City ``typed`` could mean, best first: the city itself (any case), else the
    cities starting with it, else those containing it (type-to-search: ``"york"`` finds New York)."""
    key = typed.strip().casefold()
    if not key:
        return []
    exact = card_named(cards, typed)
    if exact is not None:
        return [exact]
    starting = [c for c in cards if c.city.casefold().startswith(key)]
    return starting or [c for c in cards if key in c.city.casefold()]


def _probe() -> Any:
    """A fresh 4-player Tournament Game (every class, every table): the box's values are checked by its own
    actions."""
    from ...game import Game

    return Game(GameSetup("air_empire", "tournament", "box check", ("A", "B", "C", "D")))


def check_box(box: Box) -> tuple[str, ...]:
    """Air Empire's facts of a box: 18 distinct Route Cities (:data:`ROUTE_CARDS`, Re-bidding of Routes),
    each card as ``air_empire.route_card`` accepts it in a 4-player Tournament Game, the Flight Costs
    Table as ``air_empire.flight_costs_table`` accepts it ($12,000 = 2 Super Jets + 1 Prop Jet, Bidding
    Examples) and the Tax Table as ``air_empire.tax_table`` does.

    A box being filled may hold fewer than 18 cards (it is then *incomplete*, a warning: games take
    what it has, and the rest are typed at the table).

    Returns:
        Warnings in the banker's words (an incomplete box; a card the rules would warn of).

    Raises:
        RuleViolation: the first fact broken, naming its place (``route_cards[4].city``).
    """
    assert isinstance(box, AirEmpireBox)
    warnings: list[str] = []
    game = _probe()
    seen: dict[str, int] = {}
    for i, card in enumerate(box.route_cards):
        key = card.city.strip().casefold()
        if key in seen:
            raise RuleViolation(
                f"{card.city} is route_cards[{seen[key]}] already: the 18 route cards name 18 different Route Cities",
                field=f"route_cards[{i}].city",
                rule=_R_CARDS,
            )
        seen[key] = i
        if card.minimums.C is None:
            raise RuleViolation(
                "type the card's Class C minimum too (a 2-player game leaves it out)",
                field=f"route_cards[{i}].minimums.C",
                rule=_R_CARD,
            )
        payload = card_payload(card)
        try:
            game.check_payload("air_empire.route_card", payload)  # the declared schema, as the action's
            reading = read_route_card(game.state, payload)  # and the rules (a fresh game: no misspelt city)
        except RuleViolation as error:
            raise sequence_error(f"route_cards[{i}]", error) from None
        warnings += [f"{card.city}: {w}" for w in reading.warnings]
    if len(box.route_cards) < ROUTE_CARDS:
        warnings.append(
            f"{len(box.route_cards)} of the {ROUTE_CARDS} route cards typed: the others are typed at the table "
            "as they turn up"
        )
    if box.flight_costs is None:
        warnings.append("no Flight Costs Table: the planes are typed with each winning bid")
    for where, (kind, payload) in _table_actions(box, "tournament").items():
        try:
            game.preview(kind, payload)
        except RuleViolation as error:
            raise sequence_error(where, error) from None
    return warn_all(warnings)


def _table_actions(box: AirEmpireBox, variant: str) -> dict[str, tuple[str, dict[str, Any]]]:
    """The box's tables as the actions that enter them in a game of ``variant``, by the box's field: the
    Flight Costs Table, and in a Tournament Game the Tax Table, each with its provenance."""
    out: dict[str, tuple[str, dict[str, Any]]] = {}
    tables: list[tuple[str, str, BoxFlightCosts | BoxTaxTable | None]] = [
        ("flight_costs", "air_empire.flight_costs_table", box.flight_costs)
    ]
    if variant == "tournament":
        tables.append(("tax_table", "air_empire.tax_table", box.tax_table))
    for where, kind, part in tables:
        if part is not None:
            out[where] = (kind, {"provenance": box.mark(part)[0], "rows": [r.model_dump() for r in part.rows]})
    return out


def setup_actions(box: Box, variant: str) -> list[tuple[str, dict[str, Any]]]:
    """What a new game of ``variant`` records from the box before its first quarter, in order:
    the Flight Costs Table, and in a Tournament Game the Tax Table (each with the box's provenance)."""
    assert isinstance(box, AirEmpireBox)
    return list(_table_actions(box, variant).values())


def uses(box: Box | None, variant: str) -> list[str]:
    """What a new game of ``variant`` takes from ``box`` (None: no box), one line each, in the table's words."""
    if not isinstance(box, AirEmpireBox):
        lines = ["No box: the Flight Costs Table and each route card are typed at the table."]
        if variant == "tournament":
            lines.append("The Tax Table is typed at the table, or each tax from the sheet.")
        return lines
    lines = []
    if box.flight_costs is not None:
        lines.append(
            f"Flight Costs Table from the box ({len(box.flight_costs.rows)} rows, {box.mark_text(box.flight_costs)})."
        )
    else:
        lines.append("Flight Costs Table: not in the box, typed at the table.")
    count = len(box.route_cards)
    lines.append(
        f"Route cards chosen from the box ({count} of {ROUTE_CARDS}, {box.mark_text()})."
        if count
        else "Route cards: none in the box, typed as they turn up."
    )
    if variant == "tournament":
        lines.append(
            f"Tax Table from the box ({len(box.tax_table.rows)} rows, {box.mark_text(box.tax_table)})."
            if box.tax_table is not None
            else "Tax Table: not in the box, typed at the table."
        )
    return lines


def _revenue_text(card: BoxRouteCard, classes: tuple[str, ...]) -> str:
    revenue = card.revenue
    if isinstance(revenue, int):
        return f"${revenue:,}"
    return " / ".join(f"{c} ${getattr(revenue, c):,}" for c in classes if getattr(revenue, c) is not None)


def card_line(card: BoxRouteCard, classes: tuple[str, ...] = ("A", "B", "C"), *, fluctuations: bool = True) -> str:
    """A route card on one line: ``Chicago (Detroit, St. Louis): min A $10,000 B $8,000 C $6,000; revenue $18,000``
    for the ``classes`` bid on (a 2-player game has no Class C), and its Revenue Fluctuations (left out with
    ``fluctuations=False``: the Basic Game has none)."""
    mins = " ".join(
        f"{c} ${getattr(card.minimums, c):,}" for c in ("A", "B", "C") if getattr(card.minimums, c) is not None
    )
    adjacent = f" ({', '.join(card.adjacent)})" if card.adjacent else ""
    text = f"{card.city}{adjacent}: min {mins}; revenue {_revenue_text(card, classes)}"
    if fluctuations and card.fluctuations:
        text += "; fluctuations " + ", ".join(
            f"{format_signed(f.amount)}{' ' + '/'.join(f.cities) if f.cities else ''}"
            + (f" “{f.text}”" if f.text else "")
            for f in card.fluctuations
        )
    return text


def summary(box: Box) -> list[str]:
    """The box's values as shown to the table before it confirms them, one line each."""
    assert isinstance(box, AirEmpireBox)
    lines = [f"Air Empire box: {box.mark_text()}" + (f" — {box.note}" if box.note else "")]
    lines.append(f"Route cards ({len(box.route_cards)} of {ROUTE_CARDS}):")
    lines += [f"  {i}. {card_line(c)}" for i, c in enumerate(box.route_cards, start=1)]
    if box.flight_costs is not None:
        lines.append(f"Flight Costs Table ({box.mark_text(box.flight_costs)}):")
        lines += [
            f"  ${r.flight_costs:,}: {r.super_jets} Super Jet{'s' if r.super_jets != 1 else ''}, "
            f"{r.prop_jets} Prop Jet{'s' if r.prop_jets != 1 else ''}"
            for r in box.flight_costs.rows
        ]
    if box.tax_table is not None:
        lines.append(f"Tax Table ({box.mark_text(box.tax_table)}):")
        lines += [f"  1g from {format_money(r.income_from)}: tax {format_money(r.tax)}" for r in box.tax_table.rows]
    return lines
