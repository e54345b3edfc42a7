"""Air Empire, Basic Game, Phase 1 (Operations): the Flight Costs Table, the route card, the
secret bids, Flight Profit (1b), Efficiency Savings (1c) and the Stand-pat penalty (1f).

Also the Tournament Game's part of Phase 1: the card's Revenue Fluctuations (1d) and the
routes re-bid (1e) are entered when the card turns up (see :mod:`.tournament`).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

from ...journal import WARNING_MARK, Entry, RuleViolation, transfer
from ...money import format_signed, percent_of, round_hundred_half_down
from ...payload import a_list as _list, cash as _cash, fields as _mapping, whole as _int
from ...schema import check_model
from ...views import RouteApplication
from .actions import BidRow
from .bankruptcy import go_bankrupt
from .phase4_equipment import planes_words
from .route_cities import CityCheck, adjacent_city_slips, note_card_cities, route_city_check, route_city_slips
from .state import (
    BID_MULTIPLE,
    EFFICIENCY_PERCENT,
    R_APPLICATIONS,
    R_BIDDING,
    R_EXAMPLES,
    R_PHASES,
    R_TABLE,
    SHEET_QUARTERS,
    STAND_PAT_PERCENT,
    AirEmpireState,
    Route,
    end_route,
    game_over,
    quarter_label,
    recap_of,
    require_phase,
    seat_of,
    senior_president,
    service_classes,
)
from .tournament.fluctuations import Fluctuation, fluctuation_amounts, fluctuation_city_slips, read_fluctuations
from .tournament.rebidding import rebid_terminations

__all__ = [
    "efficiency_savings",
    "stand_pat_penalty",
    "flight_profit",
    "Bid",
    "BidOutcome",
    "BidCheck",
    "check_bid",
    "both_kinds",
    "PLANES_CLASH",
    "planes_short",
    "resolve_bids",
    "load_rulebook_flight_costs",
    "RULEBOOK_FLIGHT_COSTS",
    "earlier_card",
    "read_bids",
    "bid_resolution",
    "flight_costs_table",
    "RouteCardReading",
    "read_route_card",
    "route_card",
    "bids",
]


def efficiency_savings(flight_profit: int, adjacent_class_a: int) -> int:
    """Efficiency Savings (line 1c), whole dollars.

    20 % of the new route's Flight Profit for each adjacent city (printed on the new card)
    where the player won Class A in an earlier quarter, computed once and rounded to the
    nearest $100, halves down (Air Empire, Basic Game, Class A Service (a); Reminder
    Rules 9): $6,000 with one adjacent Class A route gives $1,200, with two $2,400.
    """
    if adjacent_class_a <= 0:
        return 0
    return round_hundred_half_down(percent_of(flight_profit, EFFICIENCY_PERCENT * adjacent_class_a))


def stand_pat_penalty(line_1a: int) -> int:
    """Stand-pat penalty, whole dollars: 10 % of line 1a, to the nearest $100, halves down.

    Air Empire, Basic Game, Playing Procedure, Phase 1: "if line 1a in the 2nd quarter is
    $6,000, the Stand-pat penalty would be $600." The caller decides whether a penalty is
    due (a route not won, not the first quarter, some Flight Profit already).
    """
    if line_1a <= 0:
        return 0
    return round_hundred_half_down(percent_of(line_1a, STAND_PAT_PERCENT))


def flight_profit(revenue: int, flight_costs: int) -> int:
    """Flight Profit (line 1b), whole dollars: revenue minus the Flight Costs bid, to the nearest $100.

    Air Empire, Basic Game, Route Applications 5 ("Subtract FLIGHT COSTS from REVENUE") and
    the Phase 1 NOTE ("All entries must be rounded off to the nearest $100"), halves down:
    a card's revenue of $14,150 and a $12,000 bid give $2,100; $14,151 gives $2,200.
    """
    return round_hundred_half_down(revenue - flight_costs)


@dataclass(frozen=True)
class Bid:
    """A secret bid: seat, class, Flight Costs (whole dollars), and the planes it needs.

    ``super_jets``/``prop_jets`` are ``None`` when neither the Flight Costs Table nor an
    earlier typed bid of this game knows the amount's combination and the banker did not
    type it: only a bid that comes to win needs it (Basic Game, Flight Costs Table).
    ``index`` is the bid's place in the payload, to name it in a refusal.
    """

    player: int
    service_class: str
    flight_costs: int
    super_jets: int | None
    prop_jets: int | None
    index: int = -1


@dataclass(frozen=True)
class BidOutcome:
    """How a bid ended: ``won``, ``outbid``, ``lost tie`` or ``forfeited``, and why."""

    bid: Bid
    outcome: str
    reason: str


def _planes(count: int, kind: str) -> str:
    return f"{count} {kind}" + ("" if count == 1 else "s")


def planes_short(needed: tuple[int, int], idle: tuple[int, int]) -> str:
    """Why a bid's planes are not on hand, in the rulebook's words, or ``""`` when they are.

    "A player is not permitted to bid on FLIGHT COST figure that he can't back up with equipment
    on hand. All bids must be based on planes already purchased, but not operating" (Air Empire,
    Basic Game, Bidding Examples): only the kind that is short is named, e.g. ``"needs 3 Prop Jets
    idle, has 1"``, or both: ``"needs 2 Super Jets and 3 Prop Jets idle, has 1 and 1"``.

    Args:
        needed: ``(Super Jets, Prop Jets)`` of the bid's combination (Flight Costs Table).
        idle: ``(Super Jets, Prop Jets)`` the player has idle.
    """
    (need_s, need_p), (has_s, has_p) = needed, idle
    if need_s > has_s and need_p > has_p:
        return f"needs {_planes(need_s, 'Super Jet')} and {_planes(need_p, 'Prop Jet')} idle, has {has_s} and {has_p}"
    if need_s > has_s:
        return f"needs {_planes(need_s, 'Super Jet')} idle, has {has_s}"
    if need_p > has_p:
        return f"needs {_planes(need_p, 'Prop Jet')} idle, has {has_p}"
    return ""


def resolve_bids(bids: list[Bid], senior: int, seats: int, idle: Mapping[int, tuple[int, int]]) -> list[BidOutcome]:
    """Resolve the secret bids of one route card, class by class.

    The highest Flight Costs bid wins its class; tie bids go to the Senior President, else
    to the tied player seated nearest clockwise from the Senior President (Route Bidding).
    A winner without idle planes in the exact combination forfeits and the next highest
    bid wins (Bidding Examples; Reminder Rules 2).

    Args:
        bids: one bid per player at most.
        senior: seat of the Senior President.
        seats: number of seats at the table.
        idle: per seat, ``(idle Super Jets, idle Prop Jets)``.

    Returns:
        One outcome per bid, in the order of ``bids``.
    """

    def distance(seat: int) -> int:
        return (seat - senior) % seats

    outcome: dict[int, BidOutcome] = {}
    for service_class in ("A", "B", "C"):
        ranked = sorted(
            (b for b in bids if b.service_class == service_class), key=lambda b: (-b.flight_costs, distance(b.player))
        )
        winner: Bid | None = None
        for bid in ranked:
            if winner is not None:
                if bid.flight_costs == winner.flight_costs:
                    why = (
                        "tie goes to the Senior President"
                        if winner.player == senior
                        else "tie goes to the player nearest clockwise from the Senior President"
                    )
                    outcome[bid.player] = BidOutcome(bid, "lost tie", why)
                else:
                    outcome[bid.player] = BidOutcome(bid, "outbid", f"outbid at ${winner.flight_costs:,}")
                continue
            supers, props = idle[bid.player]
            if bid.super_jets is None or bid.prop_jets is None:
                raise RuleViolation(
                    f"this bid of ${bid.flight_costs:,} would win Class {service_class}, and the plane combination "
                    "for it is not known: type super_jets and prop_jets from the board's Flight Costs Table",
                    field=f"bids[{bid.index}].super_jets",
                    rule=R_TABLE,
                )
            short = planes_short((bid.super_jets, bid.prop_jets), (supers, props))
            if not short:
                winner = bid
                outcome[bid.player] = BidOutcome(bid, "won", "highest bid backed by idle planes")
            else:
                outcome[bid.player] = BidOutcome(bid, "forfeited", short)
        if winner is not None:
            tied = [o for o in outcome.values() if o.outcome == "lost tie" and o.bid.service_class == service_class]
            if tied:
                why = (
                    "the Senior President"
                    if winner.player == senior
                    else "the player nearest clockwise from the Senior President"
                )
                outcome[winner.player] = BidOutcome(
                    winner, "won", f"won the tie at ${winner.flight_costs:,}: tie bids go to {why}"
                )
    return [outcome[b.player] for b in bids]


def load_rulebook_flight_costs() -> dict[int, tuple[int, int]]:
    """The Flight Costs Table rows the rulebook prints (ledger/games/air_empire/data/flight_costs.toml)."""
    text = resources.files("ledger.games.air_empire.data").joinpath("flight_costs.toml").read_text("utf-8")
    rows = tomllib.loads(text)["rows"]
    return {r["flight_costs"]: (r["super_jets"], r["prop_jets"]) for r in rows}


RULEBOOK_FLIGHT_COSTS = load_rulebook_flight_costs()


def flight_costs_table(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = R_TABLE
    provenance = payload.get("provenance")
    if provenance not in ("board", "illustrative"):
        raise RuleViolation(
            'must be "board" (checked against the board) or "illustrative"',
            field="provenance",
            rule="DESIGN.md, tables the rulebooks do not print",
        )
    rows = _list(payload, "rows", rule)
    if not rows:
        raise RuleViolation("the table needs at least one row", field="rows", rule=rule)
    table: dict[int, tuple[int, int]] = {}
    for i, raw in enumerate(rows):
        row = _mapping(raw, f"rows[{i}]", rule)
        where = f"rows[{i}]."
        amount = _int(row, "flight_costs", where, R_APPLICATIONS, minimum=BID_MULTIPLE)
        if amount % BID_MULTIPLE:
            raise RuleViolation("must be a multiple of $1,000", field=f"{where}flight_costs", rule=R_APPLICATIONS)
        supers = _int(row, "super_jets", where, rule, minimum=0)
        props = _int(row, "prop_jets", where, rule, minimum=0)
        if supers + props == 0:
            raise RuleViolation("a row needs at least one plane", field=f"{where}super_jets", rule=rule)
        if amount in table:
            if table[amount] == (supers, props):
                # the same row again is kept once: the rows filled in from the bids' planes, then the whole board's
                # table typed under them, was refused "appears twice" for its own rows (a newcomer's try)
                continue
            raise RuleViolation(
                f"${amount:,} appears twice with different planes: {both_kinds(table[amount])}, then "
                f"{both_kinds((supers, props))}",
                field=f"{where}flight_costs",
                rule=rule,
            )
        fixed = RULEBOOK_FLIGHT_COSTS.get(amount)
        if fixed is not None and fixed != (supers, props):
            raise RuleViolation(
                f"the rulebook says ${amount:,} means {fixed[0]} Super Jets and {fixed[1]} Prop Jet(s)",
                field=f"{where}super_jets",
                rule=R_EXAMPLES,
            )
        table[amount] = (supers, props)
    state.flight_costs_table = {**{a: c for a, c in RULEBOOK_FLIGHT_COSTS.items()}, **table}
    # "rulebook": a row the game knows from the rulebook and the banker did not type; a row typed is the banker's,
    # the rulebook's $12,000 too, so the rows said typed are the summary's count (a newcomer's try: "10 rows" in the
    # journal, 9 on the table screen, and the typed $12,000 row gone when the form opened again)
    state.table_provenance = {a: (provenance if a in table else "rulebook") for a in state.flight_costs_table}
    return [], f"Flight Costs Table entered ({len(table)} rows, {provenance})"


def table_contradictions(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[str, ...]:
    """The bids recorded before whose Flight Costs figure the table of ``payload`` (an
    ``air_empire.flight_costs_table`` payload, rows of whole dollars and plane counts) gives other planes than the
    bid used, each in one sentence: ``"Y1 Q1 Di's bid C $10,000 (forfeited) was recorded with 0 Super, 5 Prop;
    this table gives 2 Super, 0 Prop"``. A warning to ask about before recording, never a refusal: the bids stay as
    recorded (Air Empire, Basic Game, Flight Costs Table: a figure always means one combination).

    Rows that are not whole numbers are skipped here (:func:`flight_costs_table` refuses them).
    """
    rows = payload.get("rows")
    table: dict[int, tuple[int, int]] = {}
    for row in rows if isinstance(rows, list) else []:
        if not isinstance(row, Mapping):
            continue
        figures = (row.get("flight_costs"), row.get("super_jets"), row.get("prop_jets"))
        if all(type(f) is int for f in figures):
            amount, supers, props = figures
            assert isinstance(amount, int) and isinstance(supers, int) and isinstance(props, int)
            table.setdefault(amount, (supers, props))
    said: list[str] = []
    for quarter, seat, cls, amount, supers, props, outcome in state.bid_planes:
        given = table.get(amount)
        if given is None or given == (supers, props):
            continue
        said.append(
            f"{quarter_label(quarter)} {state.player(seat).name}'s bid {cls} ${amount:,} ({outcome}) was recorded with "
            f"{supers} Super, {props} Prop; this table gives {given[0]} Super, {given[1]} Prop"
        )
    return tuple(said)


@dataclass(frozen=True)
class RouteCardReading:
    """A route card read from its payload, before anything is recorded.

    Attributes:
        card: the card as the game keeps it (``city``, ``adjacent``, ``minimums`` and ``revenue``
            per class, ``fluctuations`` when typed), whole dollars.
        warnings: what the banker should know before recording it, in plain words (a class nobody
            can bid on without a loss, a Route City likely misspelt, a Class C revenue ignored).
        city: what the game knows of the Route City (a re-bid, a likely typo).
        fluctuations: the Revenue Fluctuations typed (Tournament Game).
        adjacent_slips: the adjacent cities likely misspelt ("Los Angles: did you mean Los Angeles?",
            :func:`~.route_cities.adjacent_city_slips`): asked before recording, kept out of :attr:`warnings`,
            which go into the stored summary (the summaries of stored games stay as they were).
        city_slips: the Route City likely misspelt in the first 3-year period ("Kansas Cty: did you mean Kansas
            City?", :func:`~.route_cities.route_city_slips`), asked before recording, kept out of :attr:`warnings`.
        fluctuation_slips: the fluctuations' Route Cities no route they touch operates in ("no route operates in
            'Los Angles' — did you mean Los Angeles?", :func:`~.tournament.fluctuations.fluctuation_city_slips`),
            asked before recording, kept out of :attr:`warnings`.
    """

    card: dict[str, Any]
    warnings: tuple[str, ...]
    city: CityCheck
    fluctuations: tuple[Fluctuation, ...] = ()
    adjacent_slips: tuple[str, ...] = ()
    city_slips: tuple[str, ...] = ()
    fluctuation_slips: tuple[str, ...] = ()


def _revenue_hint(state: AirEmpireState, revenue: int) -> str:
    """A 2-player card has no Class C (Route Bidding): a third minimum typed by habit lands in the revenue."""
    if state.seats_at_start != 2:
        return ""
    return (
        f" — a 2-player card has no Class C: is ${revenue:,} a Class C minimum typed by habit? Type the card's revenue"
    )


def check_card_once(state: AirEmpireState, city: str) -> None:
    """Refuse a Route City whose card already turned up in this 3-year period (any case), as
    :func:`read_route_card` does; a form asks it as soon as the city is typed, before the figures.

    Air Empire, Basic Game, Playing Procedure 2 (each card once in a 3-year period); Tournament Game,
    Reminder Rules 10.

    Raises:
        RuleViolation: on ``city``, naming the quarter the card turned up in.
    """
    period_start = (state.quarter - 1) // SHEET_QUARTERS * SHEET_QUARTERS + 1
    for q in range(period_start, state.quarter):
        if state.cards.get(q, {}).get("city", "").casefold() == city.strip().casefold():
            raise RuleViolation(
                f"the {city.strip()} card already turned up in {quarter_label(q)}; each of the 18 Route Cards "
                "turns up once in a 3-year period",
                field="city",
                rule="Air Empire, Basic Game, Playing Procedure 2; Tournament Game, Reminder Rules 10",
            )


def check_card_minimum(cls: str, value: Any) -> int:
    """A route card's minimum Flight Costs for class ``cls`` checked alone, as :func:`read_route_card` checks it
    (the same refusals, in the same words): a whole number of dollars, at least $1,000 and a multiple of $1,000
    ("All bids must be in multiples of $1,000", and no bid is lower than the card's minimum). A form checks the
    field with it as soon as the banker leaves it, before the rest of the card is typed.

    Air Empire, Basic Game, Route Cards and Applications for Routes.

    Returns:
        The minimum, whole dollars.

    Raises:
        RuleViolation: naming the field ``minimums.<cls>``.
    """
    value = _int({cls: value}, cls, "minimums.", "Air Empire, Basic Game, Route Cards", minimum=BID_MULTIPLE)
    if value % BID_MULTIPLE:
        raise RuleViolation("must be a multiple of $1,000", field=f"minimums.{cls}", rule=R_APPLICATIONS)
    return int(value)


def read_route_card(state: AirEmpireState, payload: Mapping[str, Any], *, slips: bool = True) -> RouteCardReading:
    """Check a route card typed now and read it, without recording anything.

    Air Empire, Basic Game, Route Cards (minimum Flight Costs per class, revenue), Route Bidding
    (Class C only with 3-4 players; "players may bid no lower than the minimum figure"), Playing
    Procedure 2 (each card once in a 3-year period); Tournament Game, Re-bidding of Routes.

    A class whose minimum is above its revenue can never be bid on while a bid above the revenue
    is refused (option ``flight_costs_above_revenue`` = ``"refuse"``): such a card is refused
    with option ``route_card_check`` = ``"refuse"`` (new games), recorded with a warning with
    ``"warn"`` (games stored before the check), and always recorded with a warning with
    ``flight_costs_above_revenue`` = ``"allow"`` (every bid on the class is a loss). A Route City
    never named before, typed from quarter 13 on, is recorded with a warning naming the closest
    known cities (:func:`~.route_cities.route_city_check`).

    ``slips``: look for adjacent cities and a first period's Route City likely misspelt, and for
    fluctuation cities no route operates in (:attr:`RouteCardReading.adjacent_slips`,
    :attr:`RouteCardReading.city_slips`, :attr:`RouteCardReading.fluctuation_slips`, asked before
    recording); ``False`` when the card is recorded, which never reads them (a replay need not spell-check).

    Raises:
        RuleViolation: naming the field (``revenue.C``, ``minimums.A``, ``city``) and the rule.
    """
    rule = "Air Empire, Basic Game, Route Cards"
    require_phase(state, ("route_card",), "Turning up a route card")
    city = payload.get("city")
    if not isinstance(city, str) or not city.strip():
        raise RuleViolation("the Route City is needed", field="city", rule=rule)
    adjacent = _list(payload, "adjacent", rule)
    if not all(isinstance(a, str) and a.strip() for a in adjacent):
        raise RuleViolation("adjacent cities are names", field="adjacent", rule=rule)
    seen_cities: set[str] = set()
    for index, name in enumerate(adjacent):
        key = name.strip().casefold()
        if key in seen_cities or key == city.strip().casefold():
            raise RuleViolation(f"{name.strip()} is listed twice on the card", field=f"adjacent[{index}]", rule=rule)
        seen_cities.add(key)
    classes = service_classes(state)
    minimums_raw = _mapping(payload.get("minimums"), "minimums", rule)
    minimums: dict[str, int] = {}
    for cls in classes:
        minimums[cls] = check_card_minimum(cls, minimums_raw.get(cls))
    if state.seats_at_start == 2 and "C" in minimums_raw:
        raise RuleViolation(
            "Class C is not bid on in a 2-player game: leave its minimum out", field="minimums.C", rule=R_BIDDING
        )
    warnings: list[str] = []
    strict = state.route_card_check == "refuse"
    revenue_raw = payload.get("revenue")
    if isinstance(revenue_raw, Mapping):
        revenue = {cls: _int(revenue_raw, cls, "revenue.", rule, minimum=0) for cls in classes}
        if state.seats_at_start == 2 and revenue_raw.get("C") is not None:
            if strict:
                raise RuleViolation(
                    "Class C is not bid on in a 2-player game: leave its revenue out", field="revenue.C", rule=R_BIDDING
                )
            warnings.append("a revenue for Class C is ignored: Class C is not bid on in a 2-player game")
    elif type(revenue_raw) is int:
        revenue = {cls: _int(payload, "revenue", "", rule, minimum=0) for cls in classes}
    else:
        raise RuleViolation(
            f"must be whole dollars (one figure, or one per class), got {revenue_raw!r}", field="revenue", rule=rule
        )
    above = [cls for cls in classes if minimums[cls] > revenue[cls]]
    if above:
        named = " and ".join(f"Class {cls}" for cls in above)
        if isinstance(revenue_raw, Mapping):
            figures = "; ".join(
                f"Class {cls}'s revenue ${revenue[cls]:,} is below its minimum Flight Costs ${minimums[cls]:,}"
                for cls in above
            )
            hint = ""
        else:
            figures = f"the revenue ${revenue[above[0]]:,} is below the minimum Flight Costs of " + " and ".join(
                f"Class {cls} (${minimums[cls]:,})" for cls in above
            )
            hint = _revenue_hint(state, revenue[above[0]])
        if state.allow_loss_bids:
            warnings.append(f"{figures}: every bid on {named} is a loss{hint}")
        elif strict:
            raise RuleViolation(
                f"{figures}: no bid on {named} could be made (a bid above the revenue is refused: "
                f'flight_costs_above_revenue is "refuse"){hint}',
                field=f"revenue.{above[0]}" if isinstance(revenue_raw, Mapping) else "revenue",
                rule="Air Empire, Basic Game, Route Cards; Reminder Rules 7; docs/rule-readings.md",
            )
        else:
            warnings.append(
                f'{figures}: nobody can bid on {named} (recorded as typed: option route_card_check is "warn"){hint}'
            )

    check_card_once(state, city)
    fluctuations = read_fluctuations(state, payload)
    checked = route_city_check(state, city)
    if checked.likely_typo:
        near = ", ".join(checked.closest) if checked.closest else "none alike"
        warnings.append(
            f"{checked.city} is a Route City no card has named before, after the first 3-year period: a "
            f"misspelling? Closest known: {near}. A misspelt city is taken for a new card, so a route won "
            "there is not re-bid (no line 1e)"
        )
    card: dict[str, Any] = {
        "city": city.strip(),
        "adjacent": [a.strip() for a in adjacent],
        "minimums": minimums,
        "revenue": revenue,
    }
    if fluctuations:
        card["fluctuations"] = [
            {"amount": f.amount, "cities": list(f.cities), "players": list(f.players), "text": f.text}
            for f in fluctuations
        ]
    found = adjacent_city_slips(state, card["adjacent"]) if slips else ()
    city_slips = route_city_slips(state, card["city"]) if slips else ()
    unserved = fluctuation_city_slips(state, fluctuations, card["city"]) if slips else ()
    return RouteCardReading(card, tuple(warnings), checked, tuple(fluctuations), found, city_slips, unserved)


def route_card(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    reading = read_route_card(state, payload, slips=False)
    card, fluctuations = reading.card, list(reading.fluctuations)
    q = state.quarter
    summary = f"{quarter_label(q)} route card: {card['city']}"
    earlier = reading.city.earlier_quarter
    if earlier and state.tournament:
        summary += f" — a re-bid: the card turned up in {quarter_label(earlier)}, an earlier 3-year period"
    elif earlier:
        summary += f" — the card of {quarter_label(earlier)} again, in a new 3-year period"
    if state.tournament:
        # "Always enter the Revenue Fluctuation before bidding" (Revenue Fluctuations), on the
        # routes held now; then the route up for re-bidding is terminated (Re-bidding of Routes).
        amounts = fluctuation_amounts(state, fluctuations, card["city"])
        terminations = rebid_terminations(state, card["city"])
        for t in terminations:
            end_route(state.player(t.seat), t.city)
        for player in state.active_players():
            recap = recap_of(player, q)
            deducted = player.pending_1e + sum(t.flight_profit for t in terminations if t.seat == player.seat)
            held_then = player.pending_1e_cities or any(t.seat == player.seat for t in terminations)
            recap["1d"] = amounts.get(player.seat)
            recap["1e"] = deducted if held_then else None
            player.pending_1e, player.pending_1e_cities = 0, []
        if terminations:
            state.terminations.setdefault(q, []).extend(terminations)
            summary += "; re-bid, terminated: " + ", ".join(
                f"{state.player(t.seat).name} {t.service_class} (1e ${t.flight_profit:,})" for t in terminations
            )
        elif earlier:
            summary += "; nobody operates the route now: nothing terminated"
        if fluctuations:
            state.fluctuations[q] = list(fluctuations)
            summary += "; fluctuations (1d): " + (
                ", ".join(f"{state.player(s).name} {format_signed(a)}" for s, a in sorted(amounts.items()))
                or "none applies"
            )
    if reading.warnings:
        summary += f"{WARNING_MARK}: " + "; ".join(reading.warnings)
    state.card = card
    state.cards[q] = card
    note_card_cities(state, card)
    state.phase = "bidding"
    return [], summary


def earlier_card(state: AirEmpireState, city: str) -> tuple[int, dict[str, Any]] | None:
    """The card of ``city`` as recorded in an earlier 3-year period (the latest one) and its quarter,
    ``(quarter, card)``, or ``None``.

    Tournament Game, Re-bidding of Routes: a card turns up again in a later period (the same
    card: adjacent cities, minimums and revenue as printed), so the banker need not type it
    again. Its fluctuations are left out (a card's fluctuation is typed each time it is read).
    """
    key = city.strip().casefold()
    if not key:
        return None
    period_start = (state.quarter - 1) // SHEET_QUARTERS * SHEET_QUARTERS + 1
    for q in range(period_start - 1, 0, -1):
        card = state.cards.get(q)
        if card and card.get("city", "").casefold() == key:
            return q, {k: v for k, v in card.items() if k != "fluctuations"}
    return None


def read_bids(state: AirEmpireState, payload: Mapping[str, Any]) -> list[Bid]:
    """Check the secret bids of ``payload`` against the route card and the rules.

    Returns:
        One :class:`Bid` per bidding player, in payload order.

    Raises:
        RuleViolation: naming the bid (``bids[2].flight_costs``) and the rule broken.
    """
    rule = R_BIDDING
    require_phase(state, ("bidding",), "Resolving bids", rule=R_PHASES)
    card = state.card
    assert card is not None
    classes: tuple[str, ...] = tuple(card["minimums"])
    bids: list[Bid] = []
    seen: set[int] = set()
    typed_here: dict[int, tuple[int, int]] = {}
    typed_by: dict[int, str] = {}  # whose bid on this card gave a figure its planes first
    for i, raw in enumerate(_list(payload, "bids", rule)):
        row = _mapping(raw, f"bids[{i}]", rule)
        where = f"bids[{i}]."
        player = seat_of(state, row.get("player"), f"{where}player", rule)
        if player.seat in seen:
            raise RuleViolation(
                f"{player.name} bids twice; one class per player each quarter",
                field=f"{where}player",
                rule="Air Empire, Basic Game, Reminder Rules 8",
            )
        seen.add(player.seat)
        cls = row.get("class")
        if cls not in classes:
            why = (
                "in a 2-player game only Class A and Class B may be bid on"
                if state.seats_at_start == 2
                else "the classes are A, B and C"
            )
            raise RuleViolation(f"{cls!r} is not a class of service here: {why}", field=f"{where}class", rule=rule)
        amount = _int(row, "flight_costs", where, rule)
        if amount % BID_MULTIPLE:
            raise RuleViolation(
                "the Flight Costs bid is not a multiple of $1,000", field=f"{where}flight_costs", rule=R_APPLICATIONS
            )
        if amount < card["minimums"][cls]:
            raise RuleViolation(
                f"the Flight Costs bid is below the card's minimum of ${card['minimums'][cls]:,} for Class {cls}",
                field=f"{where}flight_costs",
                rule="Air Empire, Basic Game, Reminder Rules 7",
            )
        revenue = card["revenue"][cls]
        if amount > revenue and not state.allow_loss_bids:
            raise RuleViolation(
                f"the Flight Costs bid is above the card's revenue of ${revenue:,} for Class {cls}: the Flight Profit "
                'would be a loss (game option flight_costs_above_revenue is "refuse")',
                field=f"{where}flight_costs",
                rule="Air Empire, Basic Game, Route Applications 5; docs/rule-readings.md",
            )
        combo = state.flight_costs_table.get(amount)
        # a row the game knows from the rulebook, the board's table not entered, is said as the rulebook's: "the
        # Flight Costs Table says" while the board said "Flight Costs Table not entered" (a newcomer's try)
        source = (
            "the rulebook's printed row (Flight Costs Table example) says"
            if state.table_provenance.get(amount) == "rulebook"
            else "the Flight Costs Table says"
        )
        if combo is None and amount in state.typed_combinations:
            combo, source = state.typed_combinations[amount], "an earlier bid of this game says"
        if combo is None and amount in typed_here:
            # named: the bid that clashes may be the one typed right (a newcomer's try: only the later seat was named)
            combo, source = typed_here[amount], f"{typed_by[amount]}'s bid on this card says"
        supers_or_none: int | None
        props_or_none: int | None
        if "super_jets" in row or "prop_jets" in row:
            supers = _int(row, "super_jets", where, R_TABLE, minimum=0)
            props = _int(row, "prop_jets", where, R_TABLE, minimum=0)
            if supers + props == 0:
                raise RuleViolation("a route needs at least one plane", field=f"{where}super_jets", rule=R_TABLE)
            if combo is not None and combo != (supers, props):
                # both kinds named, the table's and the bidder's: "means 2 Super Jets, Cal's 3 Prop Jets and 1
                # Super Jet" read as one list (a newcomer's try)
                raise RuleViolation(
                    f"{source} this Flight Costs figure means {both_kinds(combo)}; {player.name} typed "
                    f"{both_kinds((supers, props))}; a Flight Costs figure always means one combination",
                    field=f"{where}super_jets",
                    rule=R_TABLE,
                )
            if amount not in typed_here:
                typed_here[amount], typed_by[amount] = (supers, props), player.name
            supers_or_none, props_or_none = supers, props
        elif combo is not None:
            supers_or_none, props_or_none = combo
        else:
            supers_or_none = props_or_none = None  # needed only if this bid comes to win
        bids.append(Bid(player.seat, cls, amount, supers_or_none, props_or_none, index=i))
    return bids


def both_kinds(planes: tuple[int, int]) -> str:
    """A combination ``(super_jets, prop_jets)`` with both kinds named, none too: ``"2 Super Jets and 0 Prop Jets"``,
    ``"1 Super Jet and 3 Prop Jets"`` (two combinations set side by side read apart)."""
    supers, props = planes
    return f"{supers} Super Jet{'' if supers == 1 else 's'} and {props} Prop Jet{'' if props == 1 else 's'}"


def bid_resolution(state: AirEmpireState, payload: Mapping[str, Any]) -> list[BidOutcome]:
    """How the bids of ``payload`` would resolve now, without recording anything.

    Raises:
        RuleViolation: as :func:`read_bids`.
    """
    bids = read_bids(state, payload)
    idle = {p.seat: (p.idle_super, p.idle_prop) for p in state.players}
    return resolve_bids(bids, senior_president(state), len(state.players), idle)


@dataclass(frozen=True)
class BidCheck:
    """One secret bid checked on its own as it is typed, before the others bid or the reveal.

    Every sentence here is for the banker's eyes while the others look away: none names the
    amount bid (the combination of a forfeit is the board's, the minimums and revenue the card's).

    Attributes:
        refusal: the rule that refuses the bid (what recording it would refuse), or ``None``.
        needs_planes: no row of the Flight Costs Table (nor a bid typed earlier) knows the
            amount's combination: the banker types it from the board (needed if the bid wins).
        forfeit: why the bid is forfeited if it wins (:func:`planes_short`), or ``""``.
    """

    refusal: RuleViolation | None = None
    needs_planes: bool = False
    forfeit: str = ""
    #: the planes the game knows for the figure, when none were typed with the bid (its table's row, or a bid
    #: typed earlier), in words ("2 Prop Jets and 1 Super Jet"); ``""`` when typed or not known. For the
    #: bidder's eyes only: the Flight Costs Table is public, so the planes tell the amount (not in :attr:`text`)
    known_planes: str = ""

    @property
    def text(self) -> str:
        """The banker's line by the bid: the refusal and its rule, a forfeit to come, or that it stands."""
        if self.refusal is not None:
            return f"Refused: {self.refusal.message} ({self.refusal.rule})."
        if self.forfeit:
            return f"Forfeited if it wins: {self.forfeit} (Reminder Rules 2)."
        if self.needs_planes:
            return "No row of the Flight Costs Table for this figure: type its planes from the board."
        return "The bid stands: at least the minimum, a multiple of $1,000, planes idle."


#: the refusal of a bid whose planes for its figure differ from another bid's on this card, ``{planes}`` the
#: combination the game holds for the figure (:func:`both_kinds`): what the bidder types to go on, in the Flight
#: Costs Table's terms (a figure's planes are public, printed on the board). It names neither the other bid nor its
#: bidder, nor that one was typed: "another bid on this card gives this figure other planes" told the bidder so, and
#: "type this bid's planes again" never said which (a newcomer's try: the way through was a pass, then both retyped)
PLANES_CLASH = (
    "in this game this Flight Costs figure means {planes}, a figure always meaning one combination: "
    "type those planes, or bid another figure"
)


def check_bid(state: AirEmpireState, row: Mapping[str, Any], others: Sequence[Mapping[str, Any]] = ()) -> BidCheck:
    """Check one player's secret bid as it is typed, alone, with the reveal's own reading (:func:`read_bids`).

    Air Empire, Basic Game, Route Bidding (a class of the card; "no lower than the minimum
    figure"), Route Applications ("All bids must be in multiples of $1,000"), Reminder Rules 7,
    Flight Costs Table (one combination a figure), Bidding Examples and Reminder Rules 2 (a bid
    that wins without its planes idle is forfeited). Flight Costs bids are pledges, never paid
    (Reminder Rules 1): no cash is needed to bid. E.g. Bidding Examples, Example 1: Player 1's
    $12,000 for Class A is 2 Super Jets and 1 Prop Jet, backed by the 3 Super Jets and 4 Prop Jets
    of the start; $12,500 is refused (not a multiple of $1,000). Two bids giving one figure
    different planes are refused (:data:`PLANES_CLASH`): here, while the second of them is typed, when ``others``
    holds the first; at the reveal, where every bid shows, otherwise.

    Args:
        state: the game in the bidding phase.
        row: the bid as a row of the ``air_empire.bids`` payload (``player``, ``class``,
            ``flight_costs`` in whole dollars, and ``super_jets``/``prop_jets`` when typed).
        others: the other players' bids typed on this card so far, as rows alike (a pass left out). Only their
            planes typed for the same figure are read; a clash's refusal names the planes the figure means, as the
            Flight Costs Table would, and nothing else of them.

    Returns:
        What the bid comes to; nothing is recorded. A refusal repeats no figure typed (:func:`_unnamed`: the amount
        wherever it would be said, a plane count in its own field's refusal): the others are at the table.
    """
    try:
        # the payload's declaration first: its bounds (never more than the 60 Prop Jets), as recording reads it
        check_model(BidRow, row, rule=R_BIDDING, prefix="bids[0]")
        read = read_bids(state, {"bids": [row]})
    except RuleViolation as error:
        return BidCheck(refusal=_unnamed(error, row))
    bid = read[-1]
    if bid.super_jets is None or bid.prop_jets is None:
        return BidCheck(needs_planes=True)
    typed_planes = (row.get("super_jets"), row.get("prop_jets"))
    for other in others:
        planes = (other.get("super_jets"), other.get("prop_jets"))
        clash = other.get("flight_costs") == bid.flight_costs and None not in planes and None not in typed_planes
        if clash and planes != typed_planes:  # Flight Costs Table: one combination a figure
            message = PLANES_CLASH.format(planes=both_kinds((int(other["super_jets"]), int(other["prop_jets"]))))
            return BidCheck(refusal=RuleViolation(message, field="bids[0].super_jets", rule=R_TABLE))
    player = state.player(bid.player)
    # a figure whose planes were not typed: which planes the game takes for it is said (a newcomer's try: no line
    # said that a combination typed in an earlier quarter was used again)
    typed = row.get("super_jets") is not None and row.get("prop_jets") is not None
    known = "" if typed else planes_words(bid.prop_jets, bid.super_jets)
    return BidCheck(
        forfeit=planes_short((bid.super_jets, bid.prop_jets), (player.idle_super, player.idle_prop)), known_planes=known
    )


def bid_amount_open(state: AirEmpireState, row: Mapping[str, Any], *, more_digits: int = 5) -> bool:
    """Whether digits typed after the Flight Costs of ``row`` (at most ``more_digits`` more) can still give an amount
    :func:`check_bid` does not refuse for the amount: while they can, a refused amount is being typed, not refused
    (1, 14, 140 and 1400 on the way to a bid of $14,000). Nothing is recorded.

    Each length is tried with its least amount that is a multiple of $1,000 and at least the class's minimum (Route
    Applications; Reminder Rules 7): a larger one of that length is refused wherever it is (above the revenue, or
    beyond any figure of the game). A refusal of another field (the planes typed) leaves the amount open.

    Args:
        state: the game in the bidding phase.
        row: the bid as :func:`check_bid` takes it; ``flight_costs`` the digits typed so far, whole dollars.

    Returns:
        ``False`` for an amount that is no positive whole number (nothing to type on from).
    """
    amount = row.get("flight_costs")
    if type(amount) is not int or amount <= 0:
        return False
    card = state.card or {}
    minimum = card.get("minimums", {}).get(row.get("class"), 0)
    for more in range(1, more_digits + 1):
        low = amount * 10**more
        least = -(-max(low, minimum) // BID_MULTIPLE) * BID_MULTIPLE
        if least >= low + 10**more:
            continue
        refusal = check_bid(state, {**row, "flight_costs": least}).refusal
        if refusal is None or not refusal.field.endswith("flight_costs"):
            return True
    return False


#: the figures of a bid a refusal may name, and how it names the field instead (the planes hidden too)
_HIDDEN_FIGURES = {"flight_costs": "the Flight Costs bid", "super_jets": "Super Jets", "prop_jets": "Prop Jets"}


def _unnamed(error: RuleViolation, row: Mapping[str, Any]) -> RuleViolation:
    """``error`` with no figure of the secret ``row`` in it: each typed amount or plane count, as a whole number,
    becomes "it", and a message that named one says which field first ("Prop Jets: must be at most 60").
    Only a figure as a whole number is hidden, not its digits inside another (a bid of 0 and "$8,000")."""
    message, which = error.message, ""
    for key, words in _HIDDEN_FIGURES.items():
        value = row.get(key)
        # the amount wherever a message names it; a plane count in its own field's message only (a count of 1
        # is not hidden from another message's "1")
        if type(value) is not int or (key != "flight_costs" and not error.field.endswith(key)):
            continue
        figure = rf"(?<![\d,.])\$?(?:{re.escape(f'{value:,}')}|{value})(?![\d,]*\d)"
        if key != "flight_costs":  # a count that names its planes ("1 Super Jet") is no figure standing alone
            figure += r"(?! (?:Super|Prop) Jet)"
        said, named = re.subn(figure, "it", message)
        if named:
            message = said.replace(", got it", "")  # "must be at most 60, got it": the bound says it
            which = which or words  # the first field named leads, once ("Prop Jets: ...")
    if message == error.message:
        return error
    return RuleViolation(f"{which}: {message}", field=error.field, rule=error.rule)


def bids(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    outcomes = bid_resolution(state, payload)
    for o in outcomes:  # a typed combination holds for the rest of the game
        if o.bid.flight_costs not in state.flight_costs_table and o.bid.super_jets is not None:
            assert o.bid.prop_jets is not None
            state.typed_combinations.setdefault(o.bid.flight_costs, (o.bid.super_jets, o.bid.prop_jets))
    for o in outcomes:
        if o.bid.super_jets is not None and o.bid.prop_jets is not None:
            state.bid_planes.append(
                (
                    state.quarter,
                    o.bid.player,
                    o.bid.service_class,
                    o.bid.flight_costs,
                    o.bid.super_jets,
                    o.bid.prop_jets,
                    o.outcome,
                )
            )
    card = state.card
    assert card is not None
    won = {o.bid.player: o.bid for o in outcomes if o.outcome == "won"}

    # compute every line first, then write
    q = state.quarter
    lines: dict[int, dict[str, int | None]] = {}
    for player in state.active_players():
        line_1a = player.income_to_date
        bid = won.get(player.seat)
        l1b = l1c = l1f = None
        if bid is not None:
            # "All entries must be rounded off to the nearest $100" (Phase 1 NOTE): 1b too
            l1b = flight_profit(card["revenue"][bid.service_class], bid.flight_costs)
            if bid.service_class == "A" and l1b > 0:  # a "bonus": never on a loss
                held = {c.casefold() for c in player.class_a_cities}
                adjacent = sum(1 for c in card["adjacent"] if c.casefold() in held)
                l1c = efficiency_savings(l1b, adjacent) if adjacent else None
        elif q > 1 and player.had_flight_profit:
            l1f = stand_pat_penalty(line_1a)
        # Tournament Game: 1d (signed) and 1e (a deduction) were entered with the route card
        typed = player.recap.get(q, {})
        l1g = line_1a + (l1b or 0) + (l1c or 0) + (typed.get("1d") or 0) - (typed.get("1e") or 0) - (l1f or 0)
        lines[player.seat] = {"1a": None if q == 1 else line_1a, "1b": l1b, "1c": l1c, "1f": l1f, "1g": l1g}

    entries: list[Entry] = []
    for player in state.active_players():
        recap = recap_of(player, q)
        recap.update(lines[player.seat])
        player.income_to_date = lines[player.seat]["1g"] or 0
        bid = won.get(player.seat)
        if bid is not None:
            # resolve_bids refuses a winning bid whose planes are not known
            assert bid.super_jets is not None and bid.prop_jets is not None
            player.idle_super -= bid.super_jets
            player.idle_prop -= bid.prop_jets
            player.operating_super += bid.super_jets
            player.operating_prop += bid.prop_jets
            revenue = card["revenue"][bid.service_class]
            player.routes.append(
                Route(
                    q,
                    card["city"],
                    bid.service_class,
                    bid.flight_costs,
                    revenue,
                    flight_profit(revenue, bid.flight_costs),
                    bid.super_jets,
                    bid.prop_jets,
                )
            )
            player.had_flight_profit = True
            if bid.service_class == "A":
                player.class_a_cities.append(card["city"])
                player.class_a_won += 1
        if player.income_to_date > 0:
            entries.append(
                transfer(
                    f"{quarter_label(q)} line 1g received from the Bank: {player.name}",
                    "bank",
                    f"p{player.seat}:cash",
                    player.income_to_date,
                )
            )
        elif player.income_to_date < 0 and state.tournament and state.minus_income == "nothing":
            # Tournament option minus_income = "nothing": the Bank neither pays nor is paid for a
            # minus 1g; it still carries to 1a and is taxed as a refund (docs/rule-readings.md).
            pass
        elif player.income_to_date < 0:
            # Only with flight_costs_above_revenue = "allow": a loss is paid to the Bank, and a
            # player who cannot pay it is bankrupt at once, as for Phase 5 (docs/rule-readings.md).
            loss = -player.income_to_date
            if _cash(state, player.seat) >= loss:
                entries.append(
                    transfer(
                        f"{quarter_label(q)} line 1g (a loss) paid to the Bank: {player.name}",
                        f"p{player.seat}:cash",
                        "bank",
                        loss,
                    )
                )
            else:
                entries.extend(go_bankrupt(state, player, q))
    for o in outcomes:
        player = state.player(o.bid.player)
        revenue = card["revenue"][o.bid.service_class] if o.outcome == "won" else None
        player.applications.append(
            RouteApplication(
                q,
                card["city"],
                o.bid.service_class,
                o.bid.flight_costs,
                revenue,
                None if revenue is None else flight_profit(revenue, o.bid.flight_costs),
                o.outcome,
            )
        )
    if not state.active_players():
        game_over(state)
    else:
        state.phase = "taxes" if state.tournament else "loans"
    winners = (
        ", ".join(
            f"{c}: {state.player(b.player).name} ${b.flight_costs:,}"
            for c in ("A", "B", "C")
            for b in won.values()
            if b.service_class == c
        )
        or "no winner"
    )
    forfeits = [state.player(o.bid.player).name for o in outcomes if o.outcome == "forfeited"]
    summary = f"{quarter_label(q)} {card['city']} bids: {winners}"
    if forfeits:
        summary += f"; forfeited: {', '.join(forfeits)}"
    return entries, summary
