"""Air Empire: the rules engine of the Basic Game and the Tournament Game (../shared/rules/air-empire.txt).

Pure Python: :data:`RULES` turns each recorded action into entries on whole-dollar accounts
and keeps the state a banker needs (planes idle and operating, routes, recap lines), with
no terminal, database or PDF.

The Tournament Game (``GameSetup.variant == "tournament"``) is "simply the Basic Game with
additional rules" (Tournament Game, Introduction): re-bidding of routes at each new 3-year
period (line 1e), Revenue Fluctuations (line 1d), Taxes in Phase 2 (line 2a, from the Tax
Table), Residual Value of planes six years old (Phase 4), and an end by time limit or
elimination. With the ``"basic"`` variant none of these applies.

Accounts (codes): ``bank`` (the Bank's cash; it may go negative), ``bank:loans`` (loans the
Bank has made), ``p{seat}:cash`` and ``p{seat}:loans`` (a player's long-term loans, a
negative balance).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from .engine import GameSetup
from .journal import Entry, Posting, RuleViolation, transfer
from .money import percent_of, round_hundred_half_down
from .payload import (
    a_list as _list,
    cash as _cash,
    check_setup,
    fields as _mapping,
    post as _post_balances,
    seat as _seat_at,
    whole as _int,
)
from .views import (
    AIR_EMPIRE_BASIC_LINES,
    AIR_EMPIRE_TOURNAMENT_LINES,
    DEDUCTION_LINES,
    RecapLine,
    RecapSheet,
    ResidualReceived,
    RouteApplication,
)

__all__ = [
    "RULES", "AirEmpireRules", "AirEmpireState", "PlayerState", "Bid", "BidOutcome",
    "recap_sheets", "standings", "resolve_bids", "efficiency_savings", "stand_pat_penalty",
    "loan_room", "senior_president", "PROP_JET_PRICE", "SUPER_JET_PRICE",
    "service_classes", "maintenance_bankrupts", "taxes_bankrupt", "MergerCheck", "merger_check",
    "TaxDue", "tax_due", "tax_from_table", "illustrative_tax_table", "PLACEHOLDER_TAX_TABLE",
    "ResidualDue", "residual_due", "ResidualEffect", "residual_effect", "earlier_card",
    "Termination", "rebid_terminations", "Fluctuation", "fluctuation_amounts",
    "period_of", "is_new_period",
]

# -- Figures printed in the rulebook (Air Empire, Basic Game) ------------------------------
#: "Prop Jets cost $2,500 each; Super Jets cost $7,000 each." (Planes)
PROP_JET_PRICE = 2_500
SUPER_JET_PRICE = 7_000
#: "There are 60 Prop Jets and 30 Super Jets available." (Planes)
BANK_PROP_JETS = 60
BANK_SUPER_JETS = 30
#: "Each player begins with: Cash: $9,000; 3 Super Jets; 4 Prop Jets" (Beginning Play)
STARTING_CASH = 9_000
STARTING_SUPER_JETS = 3
STARTING_PROP_JETS = 4
#: "$200 for each Prop Jet and $500 for each Super Jet purchased" (Phase 5)
PROP_JET_MAINTENANCE = 200
SUPER_JET_MAINTENANCE = 500
#: "In the first quarter enter $2,300 on Line 5a." (Phase 5)
FIRST_QUARTER_MAINTENANCE = 2_300
#: "Players that win two Class A routes, may borrow $5,000." (Class A Service, b)
LOAN_UNIT = 5_000
#: "20% of the new Route's FLIGHT PROFIT" per adjacent Class A route (Class A Service, a)
EFFICIENCY_PERCENT = 20
#: "Enter a 10% stand-pat penalty, based on line 1a." (Playing Procedure, Phase 1)
STAND_PAT_PERCENT = 10
#: "All bids must be in multiples of $1,000" (Route Applications)
BID_MULTIPLE = 1_000
QUARTERS_PER_YEAR = 4

# -- Figures printed in the rulebook (Air Empire, Tournament Game) --------------------------
#: "the operating life of ALL planes is exactly 6 years" (Residual Value): 24 quarters.
PLANE_LIFE_QUARTERS = 6 * QUARTERS_PER_YEAR
#: "Prop-Jets - $1,000; Super-Jets - $3,000" (Residual Value)
PROP_JET_RESIDUAL = 1_000
SUPER_JET_RESIDUAL = 3_000
#: "to buy a Prop-Jet Replacement, the cost is $1,500. A Super-Jet Replacement is $4,000."
PROP_JET_REPLACEMENT = PROP_JET_PRICE - PROP_JET_RESIDUAL
SUPER_JET_REPLACEMENT = SUPER_JET_PRICE - SUPER_JET_RESIDUAL
#: "As each new 3-year period begins, all 18 Route Cards are re-shuffled" (Re-bidding of Routes)
PERIOD_QUARTERS = 3 * QUARTERS_PER_YEAR

PLANE_KINDS = ("prop_jet", "super_jet")
PHASE_NAMES = {
    "route_card": "Phase 1 — turn up the route card",
    "bidding": "Phase 1 — bids",
    "taxes": "Phase 2 — estimated taxes",
    "loans": "Phase 3 — loans",
    "equipment": "Phase 4 — property & equipment",
    "maintenance": "Phase 5 — maintenance",
    "over": "game over",
}
DEFAULT_OPTIONS: dict[str, Any] = {
    "first_senior_president": 1,
    "years": 3,
    "bankrupt_planes_to_bank_supply": True,
    "flight_costs_above_revenue": "refuse",
}
#: Options of the Tournament Game only (docs/game-record.md, docs/rule-readings.md).
TOURNAMENT_OPTIONS: dict[str, Any] = {
    "end": "time_limit",
    "fluctuation_on_rebid_route": "applies",
    "minus_income": "pay",
}
VARIANTS = ("basic", "tournament")

R_BIDDING = "Air Empire, Basic Game, Route Bidding"
R_APPLICATIONS = "Air Empire, Basic Game, Route Applications"
R_EXAMPLES = "Air Empire, Basic Game, Bidding Examples"
R_LOANS = "Air Empire, Basic Game, Class A Service (b) Loans"
R_PHASES = "Air Empire, Basic Game, Beginning Play (phases in numerical order)"
R_PURCHASE = "Air Empire, Basic Game, Phase 4 and Reminder Rules 4"
R_SALE = "Air Empire, Basic Game, Test of Bankruptcy (sales between players)"
R_MAINTENANCE = "Air Empire, Basic Game, Phase 5"
R_MERGER = "Air Empire, Basic Game, Mergers"
R_SETUP = "Air Empire, Basic Game, Beginning Play"
R_TABLE = "Air Empire, Basic Game, Flight Costs Table"
R_T_INTRO = "Air Empire, Tournament Game, Introduction"
R_T_REBID = "Air Empire, Tournament Game, Re-bidding of Routes"
R_T_FLUCT = "Air Empire, Tournament Game, Revenue Fluctuations"
R_T_TAXES = "Air Empire, Tournament Game, Taxes"
R_T_RESIDUAL = "Air Empire, Tournament Game, Residual Value"
R_T_NOT_BASIC = "Air Empire, Basic Game, Condensed Re-cap Sheets (1d, 1e and Phase 2 are ignored in the Basic Game)"


# -- State ---------------------------------------------------------------------------------
@dataclass
class Route:
    """A route a player operates (planes on it are never removed: Reminder Rules 6)."""

    quarter: int
    city: str
    service_class: str
    flight_costs: int
    revenue: int
    flight_profit: int
    super_jets: int
    prop_jets: int


@dataclass
class PlayerState:
    """One airline: planes, routes, the running recap figures. Money lives in ``balances``."""

    seat: int
    name: str
    idle_prop: int = STARTING_PROP_JETS
    idle_super: int = STARTING_SUPER_JETS
    operating_prop: int = 0
    operating_super: int = 0
    routes: list[Route] = field(default_factory=list)
    class_a_cities: list[str] = field(default_factory=list)
    class_a_won: int = 0
    loans: int = 0
    income_to_date: int = 0  # 1g of the latest quarter
    maintenance: int = FIRST_QUARTER_MAINTENANCE  # 5c of the latest quarter (5a of the next)
    had_flight_profit: bool = False
    status: str = "active"  # active | bankrupt | merged
    status_quarter: int = 0
    merged_into: int = 0
    recap: dict[int, dict[str, int | None]] = field(default_factory=dict)
    applications: list[RouteApplication] = field(default_factory=list)
    pending_5b: int = 0
    #: planes owned by the quarter they were bought, ``{quarter: (Prop Jets, Super Jets)}``;
    #: the starting fleet counts as bought in Y1 Q1 (Tournament Game, Residual Value).
    fleet: dict[int, tuple[int, int]] = field(
        default_factory=lambda: {1: (STARTING_PROP_JETS, STARTING_SUPER_JETS)})
    #: tax refunds due (minus 1g) not yet deducted from a tax payment, whole dollars (Taxes)
    tax_credit: int = 0
    #: FLIGHT PROFIT of routes given up at the Residual Value step, deducted on line 1e of
    #: the following quarter (Residual Value, CAUTION), whole dollars; and those routes' cities
    pending_1e: int = 0
    pending_1e_cities: list[str] = field(default_factory=list)
    #: cash the Bank paid for planes turned in at the Residual Value step, per quarter:
    #: ``{quarter: (dollars, Prop Jets, Super Jets)}``. No line of the sheet holds it
    #: (Residual Value); the printed sheet shows it in a note under the quarter.
    residual_received: dict[int, tuple[int, int, int]] = field(default_factory=dict)

    @property
    def active(self) -> bool:
        """Still in the game: not bankrupt, not merged into another airline."""
        return self.status == "active"


@dataclass
class AirEmpireState:
    """Everything derived from the actions so far (DESIGN.md: state is derived by replay)."""

    title: str
    players: list[PlayerState]
    years: int
    first_senior_president: int
    bankrupt_planes_to_bank_supply: bool
    allow_loss_bids: bool
    seats_at_start: int
    balances: dict[str, int] = field(default_factory=dict)
    quarter: int = 1
    phase: str = "route_card"
    bank_prop: int = BANK_PROP_JETS
    bank_super: int = BANK_SUPER_JETS
    flight_costs_table: dict[int, tuple[int, int]] = field(default_factory=dict)  # $ -> (super, prop)
    table_provenance: dict[int, str] = field(default_factory=dict)
    typed_combinations: dict[int, tuple[int, int]] = field(default_factory=dict)  # $ -> (super, prop), typed with bids
    card: dict[str, Any] | None = None
    cards: dict[int, dict[str, Any]] = field(default_factory=dict)
    maintenance_done: set[int] = field(default_factory=set)
    purchase_done: bool = False
    variant: str = "basic"
    #: the Tournament Game's end: ``"time_limit"`` (after ``years``) or ``"elimination"``
    end: str = "time_limit"
    #: option fluctuation_on_rebid_route: ``"applies"`` or ``"excluded"`` (docs/rule-readings.md)
    rebid_fluctuation: str = "applies"
    #: option minus_income: a minus 1g is ``"pay"`` (paid to the Bank) or ``"nothing"``
    #: (neither paid nor received; docs/rule-readings.md)
    minus_income: str = "pay"
    #: the Tax Table, rows of (1g from, tax) in whole dollars, and where it comes from:
    #: ``"placeholder"`` (ledger/data/air_empire/tax_table.toml, unconfirmed), ``"board"``
    #: (entered from the sheet) or ``"illustrative"``
    tax_table: tuple[tuple[int, int], ...] = ()
    tax_provenance: str = ""
    taxes_done: set[int] = field(default_factory=set)
    residual_done: set[int] = field(default_factory=set)
    #: per quarter: the routes terminated when their card came up again, and the fluctuations typed
    terminations: dict[int, list[Termination]] = field(default_factory=dict)
    fluctuations: dict[int, list[Fluctuation]] = field(default_factory=dict)
    #: the quarter in which play stopped (0 while it goes on)
    ended_quarter: int = 0

    @property
    def tournament(self) -> bool:
        """Whether this is the Tournament Game (variant ``"tournament"``)."""
        return self.variant == "tournament"

    @property
    def time_limit(self) -> int | None:
        """The last quarter of a game played to a time limit (``years`` x 4), or ``None`` (elimination)."""
        return None if self.end == "elimination" else self.years * QUARTERS_PER_YEAR

    @property
    def last_quarter(self) -> int:
        """The game's last quarter: ``years`` x 4 (12 in the Basic Game).

        In a Tournament Game played to elimination: the quarter play stopped in once over,
        before that the last quarter of the current 3-year period (the sheet in use).
        """
        if self.time_limit is not None:
            return self.time_limit
        if self.ended_quarter:
            return self.ended_quarter
        return period_of(self.quarter) * PERIOD_QUARTERS

    def player(self, seat: int) -> PlayerState:
        """The airline in ``seat`` (1-based; IndexError for a seat not at the table)."""
        return self.players[seat - 1]

    def active_players(self) -> list[PlayerState]:
        """The airlines still in the game, in seat order."""
        return [p for p in self.players if p.active]


def period_of(quarter: int) -> int:
    """The 3-year period (1-based) of a game quarter: quarters 1-12 are period 1, 13-24 period 2."""
    return (quarter - 1) // PERIOD_QUARTERS + 1


def is_new_period(quarter: int) -> bool:
    """Whether ``quarter`` begins a new 3-year period after the first (quarters 13, 25, ...).

    Tournament Game, Re-bidding of Routes: "As each new 3-year period begins, all 18 Route
    Cards are re-shuffled".
    """
    return quarter > 1 and (quarter - 1) % PERIOD_QUARTERS == 0


def quarter_label(quarter: int) -> str:
    """``"Y2 Q3"`` for quarter 7 of the game (1-based)."""
    return f"Y{(quarter - 1) // QUARTERS_PER_YEAR + 1} Q{(quarter - 1) % QUARTERS_PER_YEAR + 1}"


def senior_president(state: AirEmpireState, quarter: int | None = None) -> int:
    """Seat of the Senior President in ``quarter``: rotating clockwise from the first one.

    Air Empire, Basic Game, Playing Procedure 1 ("A clockwise order is recommended").
    """
    q = state.quarter if quarter is None else quarter
    n = len(state.players)
    return (state.first_senior_president - 1 + q - 1) % n + 1


def clockwise_from(state: AirEmpireState, seat: int) -> list[int]:
    """Seats in clockwise order starting with ``seat``."""
    n = len(state.players)
    return [(seat - 1 + i) % n + 1 for i in range(n)]


# -- Pure rule functions (each is tested against the rulebook's own numbers) ---------------
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


def loan_room(class_a_won: int, loans: int) -> int:
    """How much more a player may borrow, whole dollars: $5,000 per two Class A routes won.

    Air Empire, Basic Game, Class A Service (b) and Reminder Rules 12 ("ownership of 6
    Class A's entitles a player to a maximum of $15,000").
    """
    return max(0, (class_a_won // 2) * LOAN_UNIT - loans)


def service_classes(state: AirEmpireState) -> tuple[str, ...]:
    """The classes of service bid on in this game: ``("A", "B", "C")``, or ``("A", "B")`` for two.

    Air Empire, Basic Game, Route Bidding: "In a 4-player and 3-player game, all 3 classes
    are bid on: in a 2-player game, only Class A and Class B may be bid on." Counted on the
    seats at the start, so a bankruptcy does not change the route cards' classes.
    """
    return ("A", "B", "C") if state.seats_at_start >= 3 else ("A", "B")


# -- Tournament Game: pure rule functions ------------------------------------------------------
def tax_from_table(rows: tuple[tuple[int, int], ...] | list[tuple[int, int]], income: int) -> int:
    """The tax the Tax Table gives for line 1g (gross income to date), whole dollars.

    Air Empire, Tournament Game, Taxes: "Enter on Line 2a the tax that must be paid for Line
    1g". Each row ``(1g from, tax)`` applies from its 1g up to the next row's; below the first
    row no tax is due. A minus 1g gives a refund due (a negative result): the table's own
    rows below 0 when it has them (below the lowest of those, the lowest row's), otherwise
    the tax of the same amount positive (docs/rule-readings.md, "Air Empire, Tournament Game").

    Args:
        rows: the table, rows of ``(1g from, tax)`` in whole dollars, 1g rising.
        income: line 1g, whole dollars (may be negative).

    Returns:
        The tax in whole dollars; negative: a refund due (never paid by the Bank).
    """
    if not rows:
        return 0
    first = rows[0][0]
    if income < first:
        if income < 0 and first >= 0:
            return -tax_from_table(rows, -income)
        return rows[0][1] if first < 0 else 0
    tax = 0
    for start, amount in rows:
        if start <= income:
            tax = amount
    return tax


def _load_tax_rows() -> tuple[tuple[int, int], ...]:
    text = resources.files("ledger.data.air_empire").joinpath("tax_table.toml").read_text("utf-8")
    return tuple((r["income_from"], r["tax"]) for r in tomllib.loads(text)["rows"])


#: The placeholder Tax Table (ledger/data/air_empire/tax_table.toml): made-up rows marked
#: ``board``, standing in until the banker enters the sheet's table. Never the sheet's figures.
PLACEHOLDER_TAX_TABLE: tuple[tuple[int, int], ...] = _load_tax_rows()


def illustrative_tax_table() -> dict[str, Any]:
    """An ``air_empire.tax_table`` payload adopting the placeholder rows as ILLUSTRATIVE.

    For tests, sample games and to prefill the banker's form; the sheets of a game that
    records it say the Tax Table is illustrative, not the sheet's (DESIGN.md, provenance).
    """
    return {"provenance": "illustrative",
            "rows": [{"income_from": start, "tax": tax} for start, tax in PLACEHOLDER_TAX_TABLE]}


@dataclass(frozen=True)
class TaxDue:
    """A player's Phase 2 tax now (Air Empire, Tournament Game, Taxes). Whole dollars.

    Attributes:
        seat: the player's seat.
        income: line 1g of this quarter (gross income to date).
        tax: the tax for 1g (from the Tax Table, or typed by the banker); negative: a
            refund due, which the Bank does not pay but which is deducted from following
            tax payments.
        confirmed: false while the Tax Table is the unconfirmed placeholder and no tax was
            typed: ``tax`` is then the placeholder's figure, shown only to help, never used.
        credit_before: refunds carried from earlier quarters, not yet deducted.
        credit_used: the part of them deducted from this payment.
        payment: what the player pays the Bank now (line 2a when ``tax`` >= 0).
        credit_after: refunds still carried after this quarter.
        line_2a: the amount entered on line 2a: ``payment``, or ``tax`` when it is a refund.
    """

    seat: int
    income: int
    tax: int
    confirmed: bool
    credit_before: int
    credit_used: int
    payment: int
    credit_after: int

    @property
    def line_2a(self) -> int:
        """Line 2a: the tax paid, or the refund due as a negative amount (printed in parentheses)."""
        return self.payment if self.tax >= 0 else self.tax


def tax_due(state: AirEmpireState, seat: int, typed: int | None = None) -> TaxDue:
    """The Phase 2 tax of the player in ``seat`` on this quarter's 1g, whole dollars.

    Air Empire, Tournament Game, Taxes: the tax for line 1g from the Tax Table (or ``typed``,
    the figure the banker reads on the sheet), paid to the Bank at once. "If a player has a
    minus GROSS INCOME TO DATE, the Bank does not make a tax refund. Such refund may be
    deducted from any following tax payment due": a refund due is carried, and refunds
    add up quarter after quarter until deducted from tax payments.
    """
    player = state.player(seat)
    income = player.income_to_date
    tax = typed if typed is not None else tax_from_table(state.tax_table, income)
    confirmed = typed is not None or state.tax_provenance in ("board", "illustrative")
    credit = player.tax_credit
    if tax >= 0:
        used = min(credit, tax)
        return TaxDue(seat, income, tax, confirmed, credit, used, tax - used, credit - used)
    return TaxDue(seat, income, tax, confirmed, credit, 0, 0, credit - tax)


@dataclass(frozen=True)
class Termination:
    """A route whose income is terminated (Air Empire, Tournament Game). Whole dollars.

    Attributes:
        seat: the player who operated it.
        city: the Route City.
        service_class: ``"A"``, ``"B"`` or ``"C"``.
        flight_profit: the route's FLIGHT PROFIT, deducted on line 1e (not the Efficiency Savings).
        prop_jets, super_jets: the planes that operated it, back with the player.
        reason: ``"re-bid"`` (its card came up in a new 3-year period: 1e at once, Re-bidding
            of Routes) or ``"residual"`` (given up for want of Replacements: 1e the
            following quarter, Residual Value).
        quarter: the quarter of the termination.
    """

    seat: int
    city: str
    service_class: str
    flight_profit: int
    prop_jets: int
    super_jets: int
    reason: str
    quarter: int


def rebid_terminations(state: AirEmpireState, city: str) -> list[Termination]:
    """The routes of ``city`` whose income ends when its card turns up now (Tournament Game only).

    Air Empire, Tournament Game, Re-bidding of Routes: "When a Route comes up that was won
    in the previous period, that Route's income is immediately terminated": every player
    operating a class there enters its FLIGHT PROFIT on line 1e and gets the planes back.
    Each card turns up once in a period, so a route held in ``city`` was won in an earlier one.
    """
    if not state.tournament:
        return []
    key = city.strip().casefold()
    return [Termination(p.seat, r.city, r.service_class, r.flight_profit, r.prop_jets, r.super_jets, "re-bid",
                        state.quarter)
            for p in state.active_players() for r in p.routes if r.city.casefold() == key]


@dataclass(frozen=True)
class Fluctuation:
    """A Revenue Fluctuation typed from the route card (Air Empire, Tournament Game).

    Attributes:
        amount: whole dollars per class of service operated on each route named, a multiple
            of $100; negative for a decrease (entered on line 1d as a deduction).
        cities: the Route Cities it names; empty: every route.
        players: the seats it is limited to ("unless otherwise stated"); empty: all airlines.
        text: the card's words, free text.
    """

    amount: int
    cities: tuple[str, ...] = ()
    players: tuple[int, ...] = ()
    text: str = ""


def fluctuation_amounts(state: AirEmpireState, fluctuations: list[Fluctuation] | tuple[Fluctuation, ...],
                        card_city: str) -> dict[int, int]:
    """Line 1d of each active player for this quarter's card, whole dollars (signed).

    Air Empire, Tournament Game, Revenue Fluctuations: each fluctuation raises or lowers the
    income of every class of service operated on the routes it names (Reminder Rules 8), for
    all airlines unless the card says otherwise, and applies only to routes of previous
    quarters (Reminder Rules 7). "Revenue Fluctuations do not apply to the Route of the card
    on which it is printed, unless that Route has been won in a previous year's bidding": such
    a route is the one re-bid (and terminated) now; whether it takes the fluctuation is the
    option ``fluctuation_on_rebid_route`` (``"applies"`` by default, or ``"excluded"``).
    """
    own = card_city.strip().casefold()
    out: dict[int, int] = {}
    for player in state.active_players():
        total = 0
        for f in fluctuations:
            if f.players and player.seat not in f.players:
                continue
            named = {c.casefold() for c in f.cities}
            for route in player.routes:
                key = route.city.casefold()
                if route.quarter >= state.quarter or (named and key not in named):
                    continue
                if key == own and state.rebid_fluctuation != "applies":
                    continue
                total += f.amount
        if total:
            out[player.seat] = total
    return out


@dataclass(frozen=True)
class ResidualDue:
    """What a player's planes six years old call for this quarter (Tournament Game, Residual Value).

    Money in whole dollars.

    Attributes:
        seat: the player's seat.
        bought_quarter: the quarter the retiring planes were bought (Y1 Q1: the starting fleet).
        prop_jets, super_jets: the planes that leave service now (replaced or turned in).
        idle_prop, idle_super: the player's non-operating planes now, of every age.
        replace_all: the cost of replacing every one ($1,500 a Prop Jet, $4,000 a Super Jet).
        turn_in_all: the cash for turning every one in ($1,000 a Prop Jet, $3,000 a Super Jet).
        keep_routes: the least cost of Replacements that keeps every route flying (the
            retiring planes beyond the idle ones must be on routes).
        can_keep_routes: the player can pay ``keep_routes`` (with the cash of turning in the
            retiring planes that may be idle); if not, routes may be given up (Reminder Rules 1).
    """

    seat: int
    bought_quarter: int
    prop_jets: int
    super_jets: int
    idle_prop: int
    idle_super: int
    replace_all: int
    turn_in_all: int
    keep_routes: int
    can_keep_routes: bool


def residual_due(state: AirEmpireState, seat: int) -> ResidualDue | None:
    """The Residual Value step the player in ``seat`` owes this quarter, or ``None``.

    Air Empire, Tournament Game, Residual Value: "Beginning with the first quarter of the 7th
    year, all Prop-Jets and Super-Jets must be taken out of service in the quarter in which
    they were purchased" (24 quarters later): replaced ($1,500 / $4,000, lines 4a/4b, no
    Phase 5 entry) or turned in ($1,000 / $3,000 in cash, line 5b −$200 / −$500). ``None``
    outside a Tournament Game, when nothing retires, or once recorded this quarter.
    """
    player = state.player(seat)
    bought = state.quarter - PLANE_LIFE_QUARTERS
    if not state.tournament or bought < 1 or not player.active or seat in state.residual_done:
        return None
    props, supers = player.fleet.get(bought, (0, 0))
    if props == supers == 0:
        return None
    need_prop = max(0, props - player.idle_prop)
    need_super = max(0, supers - player.idle_super)
    keep = need_prop * PROP_JET_REPLACEMENT + need_super * SUPER_JET_REPLACEMENT
    proceeds = min(props, player.idle_prop) * PROP_JET_RESIDUAL + min(supers, player.idle_super) * SUPER_JET_RESIDUAL
    return ResidualDue(seat, bought, props, supers, player.idle_prop, player.idle_super,
                       props * PROP_JET_REPLACEMENT + supers * SUPER_JET_REPLACEMENT,
                       props * PROP_JET_RESIDUAL + supers * SUPER_JET_RESIDUAL, keep,
                       _cash(state, seat) + proceeds >= keep)


@dataclass(frozen=True)
class ResidualEffect:
    """What a Residual Value step would do to one player (Tournament Game, Residual Value).

    Money in whole dollars.

    Attributes:
        replace_prop, replace_super: the retiring planes replaced.
        turn_in_prop, turn_in_super: the retiring planes turned in (the rest).
        replacement_cost: paid to the Bank for the Replacements (lines 4a/4b/4c).
        residual_received: paid by the Bank for the planes turned in (no line of the sheet).
        line_5b: the change on line 5b this quarter: −$200 a Prop Jet, −$500 a Super Jet
            turned in (Reminder Rules 5); zero or negative.
    """

    replace_prop: int
    replace_super: int
    turn_in_prop: int
    turn_in_super: int
    replacement_cost: int
    residual_received: int
    line_5b: int

    @property
    def net_cash(self) -> int:
        """What the player's cash changes by: received minus paid."""
        return self.residual_received - self.replacement_cost


def residual_effect(state: AirEmpireState, seat: int, payload: Mapping[str, Any]) -> ResidualEffect | None:
    """The replacement cost, residual value received and line 5b change of an ``air_empire.residual_value``
    payload for ``seat`` (``replace_prop_jets``/``replace_super_jets``; missing: 0), or ``None`` when the
    player owes no Residual Value step now (:func:`residual_due`).

    Figures only: the payload is not checked here (counts above the retiring planes are
    clamped); recording checks it. Residual Value: Replacement $1,500 / $4,000; turned in
    $1,000 / $3,000 from the Bank and line 5b −$200 / −$500.
    """
    due = residual_due(state, seat)
    if due is None:
        return None

    def count(key: str, most: int) -> int:
        value = payload.get(key, 0)
        return min(max(value, 0), most) if type(value) is int else 0

    replace_p = count("replace_prop_jets", due.prop_jets)
    replace_s = count("replace_super_jets", due.super_jets)
    turn_p, turn_s = due.prop_jets - replace_p, due.super_jets - replace_s
    return ResidualEffect(replace_p, replace_s, turn_p, turn_s,
                          replace_p * PROP_JET_REPLACEMENT + replace_s * SUPER_JET_REPLACEMENT,
                          turn_p * PROP_JET_RESIDUAL + turn_s * SUPER_JET_RESIDUAL,
                          -(turn_p * PROP_JET_MAINTENANCE + turn_s * SUPER_JET_MAINTENANCE))


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
        ranked = sorted((b for b in bids if b.service_class == service_class),
                        key=lambda b: (-b.flight_costs, distance(b.player)))
        winner: Bid | None = None
        for bid in ranked:
            if winner is not None:
                if bid.flight_costs == winner.flight_costs:
                    why = ("tie goes to the Senior President" if winner.player == senior
                           else "tie goes to the player nearest clockwise from the Senior President")
                    outcome[bid.player] = BidOutcome(bid, "lost tie", why)
                else:
                    outcome[bid.player] = BidOutcome(bid, "outbid", f"outbid at {winner.flight_costs:,}")
                continue
            supers, props = idle[bid.player]
            if bid.super_jets is None or bid.prop_jets is None:
                raise RuleViolation(
                    f"this bid of ${bid.flight_costs:,} would win Class {service_class}, and the plane combination "
                    "for it is not known: type super_jets and prop_jets from the board's Flight Costs Table",
                    field=f"bids[{bid.index}].super_jets", rule=R_TABLE)
            if supers >= bid.super_jets and props >= bid.prop_jets:
                winner = bid
                outcome[bid.player] = BidOutcome(bid, "won", "highest bid backed by idle planes")
            else:
                outcome[bid.player] = BidOutcome(
                    bid, "forfeited",
                    f"needs {bid.super_jets} Super Jets and {bid.prop_jets} Prop Jets idle, has {supers} and {props}")
        if winner is not None:
            tied = [o for o in outcome.values() if o.outcome == "lost tie" and o.bid.service_class == service_class]
            if tied:
                why = ("the Senior President" if winner.player == senior
                       else "the player nearest clockwise from the Senior President")
                outcome[winner.player] = BidOutcome(winner, "won", f"won the tie at ${winner.flight_costs:,}: "
                                                                   f"tie bids go to {why}")
    return [outcome[b.player] for b in bids]


# -- Payload reading -----------------------------------------------------------------------




def _seat(state: AirEmpireState, value: Any, field_name: str, rule: str, *, active: bool = True) -> PlayerState:
    player = _seat_at(state.players, value, field_name, rule)
    if active and not player.active:
        raise RuleViolation(f"{player.name} is {player.status} and takes no part", field=field_name, rule=rule)
    return player






def _require_phase(state: AirEmpireState, allowed: tuple[str, ...], what: str, rule: str = R_PHASES) -> None:
    if state.phase not in allowed:
        wanted = " or ".join(PHASE_NAMES[p] for p in allowed)
        raise RuleViolation(
            f"{what} belongs to {wanted}; the game is at {quarter_label(state.quarter)}, {PHASE_NAMES[state.phase]}",
            field="kind", rule=rule)


def load_rulebook_flight_costs() -> dict[int, tuple[int, int]]:
    """The Flight Costs Table rows the rulebook prints (ledger/data/air_empire/flight_costs.toml)."""
    text = resources.files("ledger.data.air_empire").joinpath("flight_costs.toml").read_text("utf-8")
    rows = tomllib.loads(text)["rows"]
    return {r["flight_costs"]: (r["super_jets"], r["prop_jets"]) for r in rows}


RULEBOOK_FLIGHT_COSTS = load_rulebook_flight_costs()


# -- The engine ----------------------------------------------------------------------------
class AirEmpireRules:
    """The Basic Game as a rules engine (see :class:`ledger.game.Rules`)."""

    name = "air_empire"

    def start(self, setup: GameSetup) -> tuple[AirEmpireState, list[Entry]]:
        """2-4 players, $9,000 each from the Bank, 3 Super Jets and 4 Prop Jets each.

        ``setup.variant`` is ``"basic"`` or ``"tournament"``; the Tournament Game's options
        (``end``, ``fluctuation_on_rebid_route``) are refused in the Basic Game.

        Raises:
            RuleViolation: wrong player count, empty or repeated names, unknown options.
        """
        names = list(setup.players)
        options = check_setup(setup, game="Air Empire", rule=R_SETUP, variants=VARIANTS,
                              options={**DEFAULT_OPTIONS, **TOURNAMENT_OPTIONS}, players=(2, 4))
        tournament = setup.variant == "tournament"
        only_tournament = sorted(set(setup.options) & set(TOURNAMENT_OPTIONS))
        if only_tournament and not tournament:
            raise RuleViolation(f"{', '.join(only_tournament)}: an option of the Tournament Game (variant "
                                "\"tournament\")", field=f"options.{only_tournament[0]}", rule=R_SETUP)
        if options["end"] not in ("time_limit", "elimination"):
            raise RuleViolation("must be \"time_limit\" or \"elimination\"", field="options.end", rule=R_T_INTRO)
        if options["fluctuation_on_rebid_route"] not in ("applies", "excluded"):
            raise RuleViolation("must be \"applies\" or \"excluded\"", field="options.fluctuation_on_rebid_route",
                                rule="docs/rule-readings.md (Air Empire, Tournament Game)")
        if options["minus_income"] not in ("pay", "nothing"):
            raise RuleViolation("must be \"pay\" or \"nothing\"", field="options.minus_income",
                                rule="docs/rule-readings.md (Air Empire, Tournament Game, a minus 1g)")
        first = options["first_senior_president"]
        if type(first) is not int or not 1 <= first <= len(names):
            raise RuleViolation(f"must be a seat from 1 to {len(names)}", field="options.first_senior_president",
                                rule="Air Empire, Basic Game, Playing Procedure 1")
        years = options["years"]
        if type(years) is not int or years < 1:
            raise RuleViolation("must be a whole number of years, at least 1", field="options.years",
                                rule="Air Empire, Basic Game, Completion of Play")
        if options["flight_costs_above_revenue"] not in ("refuse", "allow"):
            raise RuleViolation("must be \"refuse\" or \"allow\"", field="options.flight_costs_above_revenue",
                                rule="docs/rule-readings.md (Flight Costs above the revenue)")
        if not isinstance(options["bankrupt_planes_to_bank_supply"], bool):
            raise RuleViolation("must be true or false", field="options.bankrupt_planes_to_bank_supply",
                                rule="Air Empire, Basic Game, Test of Bankruptcy")
        state = AirEmpireState(
            title=setup.title,
            players=[PlayerState(seat=i, name=n) for i, n in enumerate(names, start=1)],
            years=years,
            first_senior_president=first,
            bankrupt_planes_to_bank_supply=options["bankrupt_planes_to_bank_supply"],
            allow_loss_bids=options["flight_costs_above_revenue"] == "allow",
            seats_at_start=len(names),
            variant=setup.variant,
            end=options["end"],
            rebid_fluctuation=options["fluctuation_on_rebid_route"],
            minus_income=options["minus_income"],
        )
        if tournament:
            state.tax_table, state.tax_provenance = PLACEHOLDER_TAX_TABLE, "placeholder"
        for amount, combo in RULEBOOK_FLIGHT_COSTS.items():
            state.flight_costs_table[amount] = combo
            state.table_provenance[amount] = "rulebook"
        entries = [transfer(f"Starting cash for {p.name}", "bank", f"p{p.seat}:cash", STARTING_CASH)
                   for p in state.players]
        for entry in entries:
            _post(state, entry)
        return state, entries

    def balance(self, state: AirEmpireState, account: str) -> int:
        """Balance of an account code, whole dollars (0 for an account never posted to)."""
        return state.balances.get(account, 0)

    def position(self, state: AirEmpireState) -> str:
        """E.g. ``"Y1 Q2, Phase 4 — property & equipment"``."""
        if state.phase == "over":
            return "game over"
        return f"{quarter_label(state.quarter)}, {PHASE_NAMES[state.phase]}"

    def apply(self, state: AirEmpireState, kind: str, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
        """Apply one action (see docs/game-record.md for each kind's payload).

        Raises:
            RuleViolation: naming the field and the rule; ``state`` is left as it was.
        """
        handler = _HANDLERS.get(kind)
        if handler is None:
            known = ", ".join(sorted(_HANDLERS))
            # every refusal names its rule; the action kinds are written in the record format
            raise RuleViolation(f"unknown action {kind!r}; Air Empire knows: {known}", field="kind",
                                rule="docs/game-record.md, Air Empire, Basic Game (action kinds)")
        if state.phase == "over" and kind not in ("air_empire.flight_costs_table", "air_empire.tax_table"):
            raise RuleViolation("the game is over (after the last quarter)", field="kind",
                                rule="Air Empire, Basic Game, Completion of Play")
        was_over = state.phase == "over"
        entries, summary = handler(state, payload)
        for entry in entries:
            _post(state, entry)
        left = state.active_players()
        if not was_over and state.end == "elimination" and len(left) <= 1:
            # "Play continues indefinitely until all but one player has been eliminated" (Introduction)
            if state.phase != "over":
                _game_over(state)
            summary += f"; game over: {left[0].name} is the last airline" if left else "; game over"
        return entries, summary




def _recap(player: PlayerState, quarter: int) -> dict[str, int | None]:
    return player.recap.setdefault(quarter, {})


# -- Handlers: each checks everything first, then changes the state -----------------------
def _flight_costs_table(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = R_TABLE
    provenance = payload.get("provenance")
    if provenance not in ("board", "illustrative"):
        raise RuleViolation("must be \"board\" (checked against the board) or \"illustrative\"",
                            field="provenance", rule="DESIGN.md, tables the rulebooks do not print")
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
            raise RuleViolation(f"${amount:,} appears twice", field=f"{where}flight_costs", rule=rule)
        fixed = RULEBOOK_FLIGHT_COSTS.get(amount)
        if fixed is not None and fixed != (supers, props):
            raise RuleViolation(
                f"the rulebook says ${amount:,} means {fixed[0]} Super Jets and {fixed[1]} Prop Jet(s)",
                field=f"{where}super_jets", rule=R_EXAMPLES)
        table[amount] = (supers, props)
    state.flight_costs_table = {**{a: c for a, c in RULEBOOK_FLIGHT_COSTS.items()}, **table}
    state.table_provenance = {a: ("rulebook" if a in RULEBOOK_FLIGHT_COSTS else provenance)
                              for a in state.flight_costs_table}
    return [], f"Flight Costs Table entered ({len(table)} rows, {provenance})"


def _route_card(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = "Air Empire, Basic Game, Route Cards"
    _require_phase(state, ("route_card",), "Turning up a route card")
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
        value = _int(minimums_raw, cls, "minimums.", rule, minimum=BID_MULTIPLE)
        if value % BID_MULTIPLE:
            raise RuleViolation("must be a multiple of $1,000", field=f"minimums.{cls}", rule=R_APPLICATIONS)
        minimums[cls] = value
    if state.seats_at_start == 2 and "C" in minimums_raw:
        raise RuleViolation("Class C is not bid on in a 2-player game: leave its minimum out", field="minimums.C",
                            rule=R_BIDDING)
    revenue_raw = payload.get("revenue")
    if isinstance(revenue_raw, Mapping):
        revenue = {cls: _int(revenue_raw, cls, "revenue.", rule, minimum=0) for cls in classes}
    elif type(revenue_raw) is int:
        revenue = {cls: _int(payload, "revenue", "", rule, minimum=0) for cls in classes}
    else:
        raise RuleViolation(f"must be whole dollars (one figure, or one per class), got {revenue_raw!r}",
                            field="revenue", rule=rule)

    period_start = (state.quarter - 1) // SHEET_QUARTERS * SHEET_QUARTERS + 1
    for q in range(period_start, state.quarter):
        if state.cards.get(q, {}).get("city", "").casefold() == city.strip().casefold():
            raise RuleViolation(
                f"the {city.strip()} card already turned up in {quarter_label(q)}; each of the 18 Route Cards "
                "turns up once in a 3-year period", field="city",
                rule="Air Empire, Basic Game, Playing Procedure 2; Tournament Game, Reminder Rules 10")
    fluctuations = _read_fluctuations(state, payload)
    card: dict[str, Any] = {"city": city.strip(), "adjacent": [a.strip() for a in adjacent], "minimums": minimums,
                            "revenue": revenue}
    if fluctuations:
        card["fluctuations"] = [{"amount": f.amount, "cities": list(f.cities), "players": list(f.players),
                                 "text": f.text} for f in fluctuations]
    q = state.quarter
    summary = f"{quarter_label(q)} route card: {card['city']}"
    if state.tournament:
        # "Always enter the Revenue Fluctuation before bidding" (Revenue Fluctuations), on the
        # routes held now; then the route up for re-bidding is terminated (Re-bidding of Routes).
        amounts = fluctuation_amounts(state, fluctuations, card["city"])
        terminations = rebid_terminations(state, card["city"])
        for t in terminations:
            _end_route(state.player(t.seat), t.city)
        for player in state.active_players():
            recap = _recap(player, q)
            deducted = player.pending_1e + sum(t.flight_profit for t in terminations if t.seat == player.seat)
            held_then = player.pending_1e_cities or any(t.seat == player.seat for t in terminations)
            recap["1d"] = amounts.get(player.seat)
            recap["1e"] = deducted if held_then else None
            player.pending_1e, player.pending_1e_cities = 0, []
        if terminations:
            state.terminations.setdefault(q, []).extend(terminations)
            summary += "; re-bid, terminated: " + ", ".join(
                f"{state.player(t.seat).name} {t.service_class} (1e ${t.flight_profit:,})" for t in terminations)
        if fluctuations:
            state.fluctuations[q] = list(fluctuations)
            summary += "; fluctuations (1d): " + (", ".join(
                f"{state.player(s).name} {'+' if a > 0 else '-'}${abs(a):,}" for s, a in sorted(amounts.items()))
                or "none applies")
    state.card = card
    state.cards[q] = card
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


def _read_fluctuations(state: AirEmpireState, payload: Mapping[str, Any]) -> list[Fluctuation]:
    """The card's Revenue Fluctuations as typed by the banker (Tournament Game, Revenue Fluctuations)."""
    raw = _list(payload, "fluctuations", R_T_FLUCT)
    if raw and not state.tournament:
        raise RuleViolation("Revenue Fluctuations are disregarded in the Basic Game: leave them out",
                            field="fluctuations", rule="Air Empire, Basic Game, Route Cards 5")
    out: list[Fluctuation] = []
    for i, item in enumerate(raw):
        row = _mapping(item, f"fluctuations[{i}]", R_T_FLUCT)
        where = f"fluctuations[{i}]."
        amount = _int(row, "amount", where, R_T_FLUCT)
        if amount == 0 or amount % 100:
            raise RuleViolation("must be a raise or a cut in whole hundreds of dollars (negative for a decrease)",
                                field=f"{where}amount", rule="Air Empire, Basic Game, Reminder Rules 9")
        cities = _list(row, "cities", R_T_FLUCT)
        if not all(isinstance(c, str) and c.strip() for c in cities):
            raise RuleViolation("Route Cities are names (leave the list out for every route)",
                                field=f"{where}cities", rule=R_T_FLUCT)
        seats: list[int] = []
        for k, value in enumerate(_list(row, "players", R_T_FLUCT)):
            player = _seat(state, value, f"{where}players[{k}]", R_T_FLUCT, active=False)
            if player.seat in seats:
                raise RuleViolation(f"{player.name} is named twice", field=f"{where}players[{k}]", rule=R_T_FLUCT)
            seats.append(player.seat)
        text = row.get("text", "")
        if not isinstance(text, str):
            raise RuleViolation("the card's words, as text", field=f"{where}text", rule=R_T_FLUCT)
        out.append(Fluctuation(amount, tuple(c.strip() for c in cities), tuple(seats), text.strip()))
    return out


def _end_route(player: PlayerState, city: str) -> Route:
    """Take ``player``'s route in ``city`` off the board: its planes come back idle (Reminder Rules 6).

    A Class A route no longer counts for Efficiency Savings, but the Class A routes won still
    count for loans (Tournament Game, Reminder Rules 9).
    """
    key = city.casefold()
    route = next(r for r in player.routes if r.city.casefold() == key)
    player.routes.remove(route)
    player.idle_prop += route.prop_jets
    player.idle_super += route.super_jets
    player.operating_prop -= route.prop_jets
    player.operating_super -= route.super_jets
    if route.service_class == "A":
        for held in player.class_a_cities:
            if held.casefold() == key:
                player.class_a_cities.remove(held)
                break
    return route


def read_bids(state: AirEmpireState, payload: Mapping[str, Any]) -> list[Bid]:
    """Check the secret bids of ``payload`` against the route card and the rules.

    Returns:
        One :class:`Bid` per bidding player, in payload order.

    Raises:
        RuleViolation: naming the bid (``bids[2].flight_costs``) and the rule broken.
    """
    rule = R_BIDDING
    _require_phase(state, ("bidding",), "Resolving bids", rule=R_PHASES)
    card = state.card
    assert card is not None
    classes: tuple[str, ...] = tuple(card["minimums"])
    bids: list[Bid] = []
    seen: set[int] = set()
    typed_here: dict[int, tuple[int, int]] = {}
    for i, raw in enumerate(_list(payload, "bids", rule)):
        row = _mapping(raw, f"bids[{i}]", rule)
        where = f"bids[{i}]."
        player = _seat(state, row.get("player"), f"{where}player", rule)
        if player.seat in seen:
            raise RuleViolation(f"{player.name} bids twice; one class per player each quarter",
                                field=f"{where}player", rule="Air Empire, Basic Game, Reminder Rules 8")
        seen.add(player.seat)
        cls = row.get("class")
        if cls not in classes:
            why = ("in a 2-player game only Class A and Class B may be bid on" if state.seats_at_start == 2
                   else "the classes are A, B and C")
            raise RuleViolation(f"{cls!r} is not a class of service here: {why}", field=f"{where}class", rule=rule)
        amount = _int(row, "flight_costs", where, rule)
        if amount % BID_MULTIPLE:
            raise RuleViolation(f"${amount:,} is not a multiple of $1,000", field=f"{where}flight_costs",
                                rule=R_APPLICATIONS)
        if amount < card["minimums"][cls]:
            raise RuleViolation(
                f"${amount:,} is below the card's minimum of ${card['minimums'][cls]:,} for Class {cls}",
                field=f"{where}flight_costs", rule="Air Empire, Basic Game, Reminder Rules 7")
        revenue = card["revenue"][cls]
        if amount > revenue and not state.allow_loss_bids:
            raise RuleViolation(
                f"${amount:,} is above the card's revenue of ${revenue:,} for Class {cls}: the Flight Profit "
                "would be a loss (game option flight_costs_above_revenue is \"refuse\")",
                field=f"{where}flight_costs",
                rule="Air Empire, Basic Game, Route Applications 5; docs/rule-readings.md")
        combo = state.flight_costs_table.get(amount)
        source = "the Flight Costs Table says"
        if combo is None and amount in state.typed_combinations:
            combo, source = state.typed_combinations[amount], "an earlier bid of this game typed"
        if combo is None and amount in typed_here:
            combo, source = typed_here[amount], "another bid of this card types"
        supers_or_none: int | None
        props_or_none: int | None
        if "super_jets" in row or "prop_jets" in row:
            supers = _int(row, "super_jets", where, R_TABLE, minimum=0)
            props = _int(row, "prop_jets", where, R_TABLE, minimum=0)
            if supers + props == 0:
                raise RuleViolation("a route needs at least one plane", field=f"{where}super_jets", rule=R_TABLE)
            if combo is not None and combo != (supers, props):
                raise RuleViolation(
                    f"{source} ${amount:,} is {combo[0]} Super Jets and {combo[1]} Prop Jets; a Flight Costs "
                    "figure always means one combination", field=f"{where}super_jets", rule=R_TABLE)
            typed_here.setdefault(amount, (supers, props))
            supers_or_none, props_or_none = supers, props
        elif combo is not None:
            supers_or_none, props_or_none = combo
        else:
            supers_or_none = props_or_none = None  # needed only if this bid comes to win
        bids.append(Bid(player.seat, cls, amount, supers_or_none, props_or_none, index=i))
    return bids


def bid_resolution(state: AirEmpireState, payload: Mapping[str, Any]) -> list[BidOutcome]:
    """How the bids of ``payload`` would resolve now, without recording anything.

    Raises:
        RuleViolation: as :func:`read_bids`.
    """
    bids = read_bids(state, payload)
    idle = {p.seat: (p.idle_super, p.idle_prop) for p in state.players}
    return resolve_bids(bids, senior_president(state), len(state.players), idle)


def _bids(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    outcomes = bid_resolution(state, payload)
    for o in outcomes:  # a typed combination holds for the rest of the game
        if o.bid.flight_costs not in state.flight_costs_table and o.bid.super_jets is not None:
            assert o.bid.prop_jets is not None
            state.typed_combinations.setdefault(o.bid.flight_costs, (o.bid.super_jets, o.bid.prop_jets))
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
        recap = _recap(player, q)
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
            player.routes.append(Route(q, card["city"], bid.service_class, bid.flight_costs, revenue,
                                       flight_profit(revenue, bid.flight_costs), bid.super_jets, bid.prop_jets))
            player.had_flight_profit = True
            if bid.service_class == "A":
                player.class_a_cities.append(card["city"])
                player.class_a_won += 1
        if player.income_to_date > 0:
            entries.append(transfer(f"{quarter_label(q)} line 1g received from the Bank: {player.name}",
                                    "bank", f"p{player.seat}:cash", player.income_to_date))
        elif player.income_to_date < 0 and state.tournament and state.minus_income == "nothing":
            # Tournament option minus_income = "nothing": the Bank neither pays nor is paid for a
            # minus 1g; it still carries to 1a and is taxed as a refund (docs/rule-readings.md).
            pass
        elif player.income_to_date < 0:
            # Only with flight_costs_above_revenue = "allow": a loss is paid to the Bank, and a
            # player who cannot pay it is bankrupt at once, as for Phase 5 (docs/rule-readings.md).
            loss = -player.income_to_date
            if _cash(state, player.seat) >= loss:
                entries.append(transfer(f"{quarter_label(q)} line 1g (a loss) paid to the Bank: {player.name}",
                                        f"p{player.seat}:cash", "bank", loss))
            else:
                entries.extend(_go_bankrupt(state, player, q))
    for o in outcomes:
        player = state.player(o.bid.player)
        revenue = card["revenue"][o.bid.service_class] if o.outcome == "won" else None
        player.applications.append(RouteApplication(
            q, card["city"], o.bid.service_class, o.bid.flight_costs, revenue,
            None if revenue is None else flight_profit(revenue, o.bid.flight_costs), o.outcome))
    if not state.active_players():
        _game_over(state)
    else:
        state.phase = "taxes" if state.tournament else "loans"
    winners = ", ".join(f"{c}: {state.player(b.player).name} ${b.flight_costs:,}"
                        for c in ("A", "B", "C") for b in won.values() if b.service_class == c) or "no winner"
    forfeits = [state.player(o.bid.player).name for o in outcomes if o.outcome == "forfeited"]
    summary = f"{quarter_label(q)} {card['city']} bids: {winners}"
    if forfeits:
        summary += f"; forfeited: {', '.join(forfeits)}"
    return entries, summary


def _loan(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, ("loans",), "A loan", rule="Air Empire, Basic Game, Phase 3")
    player = _seat(state, payload.get("player"), "player", R_LOANS)
    amount = _int(payload, "amount", "", R_LOANS, minimum=LOAN_UNIT)
    if amount % LOAN_UNIT:
        raise RuleViolation(f"${amount:,} is not a multiple of $5,000", field="amount", rule=R_LOANS)
    room = loan_room(player.class_a_won, player.loans)
    if amount > room:
        raise RuleViolation(
            f"{player.name} has won {player.class_a_won} Class A route(s) and borrowed ${player.loans:,}: "
            f"at most ${room:,} more ($5,000 for every two Class A routes)", field="amount",
            rule="Air Empire, Basic Game, Reminder Rules 12")
    player.loans += amount
    recap = _recap(player, state.quarter)
    recap["3a"] = (recap.get("3a") or 0) + amount
    entry = Entry(f"{quarter_label(state.quarter)} line 3a loan to {player.name}", (
        Posting("bank", -amount), Posting(f"p{player.seat}:cash", amount),
        Posting("bank:loans", amount), Posting(f"p{player.seat}:loans", -amount)))
    return [entry], f"{player.name} borrows ${amount:,} (never repaid)"


def _purchase(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, ("loans", "equipment"), "Buying planes", rule=R_PURCHASE)
    if state.purchase_done:
        raise RuleViolation(
            "this quarter's purchases are recorded already: all orders go in one purchase, filled from the Senior "
            "President clockwise (undo it and record them together)", field="kind", rule=R_PURCHASE)
    orders: dict[int, tuple[int, int]] = {}
    for i, raw in enumerate(_list(payload, "orders", R_PURCHASE)):
        row = _mapping(raw, f"orders[{i}]", R_PURCHASE)
        where = f"orders[{i}]."
        player = _seat(state, row.get("player"), f"{where}player", R_PURCHASE)
        if player.seat in orders:
            raise RuleViolation(f"{player.name} has two orders; put them in one", field=f"{where}player",
                                rule=R_PURCHASE)
        props = _int(row, "prop_jets", where, R_PURCHASE, minimum=0) if "prop_jets" in row else 0
        supers = _int(row, "super_jets", where, R_PURCHASE, minimum=0) if "super_jets" in row else 0
        orders[player.seat] = (props, supers)
    # Senior President first, then clockwise (Reminder Rules 4)
    bank_prop, bank_super = state.bank_prop, state.bank_super
    filled: dict[int, tuple[int, int]] = {}
    for seat in clockwise_from(state, senior_president(state)):
        if seat not in orders:
            continue
        want_prop, want_super = orders[seat]
        got_prop, got_super = min(want_prop, bank_prop), min(want_super, bank_super)
        cost = got_prop * PROP_JET_PRICE + got_super * SUPER_JET_PRICE
        player = state.player(seat)
        if cost > _cash(state, seat):
            raise RuleViolation(
                f"{player.name} would pay ${cost:,} for {got_prop} Prop Jets and {got_super} Super Jets "
                f"but has ${_cash(state, seat):,}", field=f"orders[{list(orders).index(seat)}]", rule=R_PURCHASE)
        bank_prop -= got_prop
        bank_super -= got_super
        filled[seat] = (got_prop, got_super)
    entries: list[Entry] = []
    notes: list[str] = []
    for seat, (props, supers) in filled.items():
        player = state.player(seat)
        want_prop, want_super = orders[seat]
        if (props, supers) != (want_prop, want_super):
            notes.append(f"{player.name} short: got {props}/{want_prop} Prop Jets, {supers}/{want_super} Super Jets")
        if props == supers == 0:
            continue
        recap = _recap(player, state.quarter)
        if props:
            recap["4a"] = (recap.get("4a") or 0) + props * PROP_JET_PRICE
        if supers:
            recap["4b"] = (recap.get("4b") or 0) + supers * SUPER_JET_PRICE
        recap["4c"] = (recap.get("4c") or 0) + props * PROP_JET_PRICE + supers * SUPER_JET_PRICE
        player.pending_5b += props * PROP_JET_MAINTENANCE + supers * SUPER_JET_MAINTENANCE
        player.idle_prop += props
        player.idle_super += supers
        _add_fleet(player, state.quarter, props, supers)
        entries.append(transfer(
            f"{quarter_label(state.quarter)} line 4c: {player.name} buys {props} Prop Jets, {supers} Super Jets",
            f"p{seat}:cash", "bank", props * PROP_JET_PRICE + supers * SUPER_JET_PRICE))
    state.bank_prop, state.bank_super = bank_prop, bank_super
    state.phase = "equipment"
    state.purchase_done = True
    bought = "; ".join(f"{state.player(s).name} {p}P {u}S" for s, (p, u) in filled.items() if p or u) or "nothing"
    summary = f"Planes bought: {bought}"
    if notes:
        summary += " (Bank short: " + "; ".join(notes) + ")"
    return entries, summary


def _plane_sale(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, ("loans", "equipment"), "A plane sale", rule=R_SALE)
    seller = _seat(state, payload.get("seller"), "seller", R_SALE)
    plane = payload.get("plane")
    if plane not in PLANE_KINDS:
        raise RuleViolation("must be \"prop_jet\" or \"super_jet\"", field="plane", rule=R_SALE)
    count = _int(payload, "count", "", R_SALE, minimum=1)
    idle = seller.idle_prop if plane == "prop_jet" else seller.idle_super
    if count > idle:
        raise RuleViolation(f"{seller.name} has {idle} non-operating {plane.replace('_', ' ')}s; "
                            "only non-operating planes may be sold", field="count", rule=R_SALE)
    bids: list[tuple[int, int]] = []
    for i, raw in enumerate(_list(payload, "bids", R_SALE)):
        row = _mapping(raw, f"bids[{i}]", R_SALE)
        bidder = _seat(state, row.get("player"), f"bids[{i}].player", R_SALE)
        if bidder.seat == seller.seat:
            raise RuleViolation("the seller cannot bid on his own planes", field=f"bids[{i}].player", rule=R_SALE)
        if any(s == bidder.seat for s, _ in bids):
            raise RuleViolation(f"{bidder.name} bids twice", field=f"bids[{i}].player", rule=R_SALE)
        amount = _int(row, "amount", f"bids[{i}].", R_SALE, minimum=100)
        if amount % 100:
            raise RuleViolation("must be a multiple of $100 (all entries are rounded to $100)",
                                field=f"bids[{i}].amount", rule="Air Empire, Basic Game, Reminder Rules 9")
        bids.append((bidder.seat, amount))
    if not bids:
        raise RuleViolation("a sale needs at least one bid", field="bids", rule=R_SALE)
    senior = senior_president(state)
    n = len(state.players)
    buyer_seat, price = sorted(bids, key=lambda b: (-b[1], (b[0] - senior) % n))[0]
    buyer = state.player(buyer_seat)
    if price > _cash(state, buyer_seat):
        raise RuleViolation(f"{buyer.name} bid ${price:,} but has ${_cash(state, buyer_seat):,}",
                            field=f"bids[{[s for s, _ in bids].index(buyer_seat)}].amount", rule=R_SALE)
    upkeep = (PROP_JET_MAINTENANCE if plane == "prop_jet" else SUPER_JET_MAINTENANCE) * count
    line = "4a" if plane == "prop_jet" else "4b"
    recap = _recap(buyer, state.quarter)
    recap[line] = (recap.get(line) or 0) + price
    recap["4c"] = (recap.get("4c") or 0) + price
    buyer.pending_5b += upkeep
    seller.pending_5b -= upkeep
    if plane == "prop_jet":
        seller.idle_prop -= count
        buyer.idle_prop += count
    else:
        seller.idle_super -= count
        buyer.idle_super += count
    # The seller's oldest planes go; the buyer enters them "as if bought from the Bank", this
    # quarter, so their six years run from now (docs/rule-readings.md, Tournament Game).
    _take_oldest(seller, plane, count)
    _add_fleet(buyer, state.quarter, count if plane == "prop_jet" else 0, count if plane == "super_jet" else 0)
    state.phase = "equipment"
    what = f"{count} {plane.replace('_', ' ').title()}{'s' if count > 1 else ''}"
    entry = transfer(f"{quarter_label(state.quarter)} plane sale: {seller.name} sells {what} to {buyer.name}",
                     f"p{buyer_seat}:cash", f"p{seller.seat}:cash", price)
    return [entry], f"{seller.name} sells {what} to {buyer.name} for ${price:,}"


def _go_bankrupt(state: AirEmpireState, player: PlayerState, quarter: int) -> list[Entry]:
    """Test of Bankruptcy: the Bank takes over all remaining cash and all planes at once.

    Air Empire, Basic Game, Test of Bankruptcy. The planes go back to the Bank's supply
    unless the game option ``bankrupt_planes_to_bank_supply`` is false. Routes are not
    re-bid. Returns the entry taking the cash (none when there is no cash).
    """
    cash = _cash(state, player.seat)
    entries = [transfer(f"{quarter_label(quarter)} bankruptcy: the Bank takes {player.name}'s cash",
                        f"p{player.seat}:cash", "bank", cash)] if cash else []
    if state.bankrupt_planes_to_bank_supply:
        state.bank_prop += player.idle_prop + player.operating_prop
        state.bank_super += player.idle_super + player.operating_super
    player.idle_prop = player.idle_super = player.operating_prop = player.operating_super = 0
    player.fleet = {}
    player.status, player.status_quarter = "bankrupt", quarter
    return entries


def _add_fleet(player: PlayerState, quarter: int, props: int, supers: int) -> None:
    """Count planes as bought in ``quarter`` (Tournament Game, Residual Value)."""
    if props or supers:
        have_p, have_s = player.fleet.get(quarter, (0, 0))
        player.fleet[quarter] = (have_p + props, have_s + supers)


def _take_fleet(player: PlayerState, quarter: int, props: int, supers: int) -> None:
    have_p, have_s = player.fleet.get(quarter, (0, 0))
    left = (have_p - props, have_s - supers)
    if left == (0, 0):
        player.fleet.pop(quarter, None)
    else:
        player.fleet[quarter] = left


def _take_oldest(player: PlayerState, plane: str, count: int) -> None:
    """Take ``count`` planes of one type off the fleet record, the oldest first (a sale)."""
    for quarter in sorted(player.fleet):
        if count == 0:
            break
        props, supers = player.fleet[quarter]
        have = props if plane == "prop_jet" else supers
        take = min(have, count)
        count -= take
        _take_fleet(player, quarter, take if plane == "prop_jet" else 0, take if plane == "super_jet" else 0)


def _game_over(state: AirEmpireState) -> None:
    state.phase = "over"
    state.ended_quarter = state.quarter
    state.card = None


def _maintenance(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, ("loans", "equipment", "maintenance"), "Maintenance", rule=R_MAINTENANCE)
    player = _seat(state, payload.get("player"), "player", R_MAINTENANCE)
    if player.seat in state.maintenance_done:
        raise RuleViolation(f"{player.name} has paid maintenance this quarter", field="player", rule=R_MAINTENANCE)
    due = residual_due(state, player.seat)
    if due is not None:
        raise RuleViolation(
            f"{player.name}'s {due.prop_jets} Prop Jet(s) and {due.super_jets} Super Jet(s) bought in "
            f"{quarter_label(due.bought_quarter)} leave service this quarter: record the Residual Value step first "
            "(air_empire.residual_value), its turn-ins are deducted on line 5b", field="player", rule=R_T_RESIDUAL)
    q = state.quarter
    line_5a = player.maintenance
    line_5b = player.pending_5b
    line_5c = line_5a + line_5b
    cash = _cash(state, player.seat)
    recap = _recap(player, q)
    entries: list[Entry]
    if not maintenance_bankrupts(state, player.seat):
        recap.update({"5a": line_5a, "5b": line_5b or None, "5c": line_5c})
        entries = [transfer(f"{quarter_label(q)} line 5c maintenance paid by {player.name}",
                            f"p{player.seat}:cash", "bank", line_5c)]
        summary = f"{player.name} pays ${line_5c:,} maintenance"
    else:
        recap.update({"5a": line_5a, "5b": line_5b or None, "5c": line_5c})
        entries = _go_bankrupt(state, player, q)
        summary = f"{player.name} cannot pay ${line_5c:,} maintenance with ${cash:,}: bankrupt"
    player.maintenance = line_5c
    player.pending_5b = 0
    state.maintenance_done.add(player.seat)
    state.phase = "maintenance"
    if all(p.seat in state.maintenance_done for p in state.active_players()):
        state.maintenance_done = set()
        state.taxes_done = set()
        state.residual_done = set()
        state.purchase_done = False
        state.card = None
        left = len(state.active_players())
        if (state.time_limit is not None and q >= state.time_limit) or not left or (
                state.end == "elimination" and left <= 1):
            _game_over(state)
        else:
            state.quarter += 1
            state.phase = "route_card"
    return entries, summary


def _merger(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, ("route_card",), "A merger", rule=R_MERGER)
    if state.seats_at_start != 3:
        raise RuleViolation("mergers are allowed in a 3-player game only", field="kind", rule=R_MERGER)
    if state.quarter == 1:
        raise RuleViolation("there is no income to date before the first quarter", field="kind", rule=R_MERGER)
    active = state.active_players()
    if len(active) != 3:
        raise RuleViolation("a merger needs all three airlines still in play", field="kind", rule=R_MERGER)
    absorbed = _seat(state, payload.get("absorbed"), "absorbed", R_MERGER)
    into = _seat(state, payload.get("into"), "into", R_MERGER)
    if absorbed.seat == into.seat:
        raise RuleViolation("a player cannot merge with himself", field="into", rule=R_MERGER)
    check = merger_check(state)
    assert check is not None
    poorest, second, richest = (state.player(s) for s in (check.absorbed, check.into, check.richest))
    if {absorbed.seat, into.seat} != {poorest.seat, second.seat}:
        raise RuleViolation(f"the merger is between the two poorest players ({poorest.name} and {second.name}), "
                            f"measured by income to date", field="into", rule=R_MERGER)
    if absorbed.income_to_date > into.income_to_date:
        raise RuleViolation(f"the poorest player ({into.name}) merges into the other", field="absorbed", rule=R_MERGER)
    together = check.together
    if not check.allowed:
        raise RuleViolation(
            f"the two poorest have ${together:,} of income to date together, more than {richest.name}'s "
            f"${richest.income_to_date:,}", field="absorbed", rule=R_MERGER)
    entries: list[Entry] = []
    cash = _cash(state, absorbed.seat)
    if cash:
        entries.append(transfer(f"Merger: {absorbed.name}'s cash joins {into.name}", f"p{absorbed.seat}:cash",
                                f"p{into.seat}:cash", cash))
    if absorbed.loans:
        entries.append(transfer(f"Merger: {absorbed.name}'s loans join {into.name}", f"p{into.seat}:loans",
                                f"p{absorbed.seat}:loans", absorbed.loans))
    into.income_to_date += absorbed.income_to_date
    into.maintenance += absorbed.maintenance
    into.idle_prop += absorbed.idle_prop
    into.idle_super += absorbed.idle_super
    into.operating_prop += absorbed.operating_prop
    into.operating_super += absorbed.operating_super
    into.routes.extend(absorbed.routes)
    into.class_a_cities.extend(absorbed.class_a_cities)
    into.class_a_won += absorbed.class_a_won
    into.loans += absorbed.loans
    into.had_flight_profit = into.had_flight_profit or absorbed.had_flight_profit
    for quarter, (props, supers) in absorbed.fleet.items():
        _add_fleet(into, quarter, props, supers)
    into.tax_credit += absorbed.tax_credit
    into.pending_1e += absorbed.pending_1e
    into.pending_1e_cities.extend(absorbed.pending_1e_cities)
    absorbed.fleet, absorbed.tax_credit, absorbed.pending_1e, absorbed.pending_1e_cities = {}, 0, 0, []
    absorbed.idle_prop = absorbed.idle_super = absorbed.operating_prop = absorbed.operating_super = 0
    absorbed.loans = 0
    absorbed.status, absorbed.status_quarter, absorbed.merged_into = "merged", state.quarter, into.seat
    return entries, f"{absorbed.name} merges into {into.name}"


# -- Tournament Game handlers -----------------------------------------------------------------
def _require_tournament(state: AirEmpireState, what: str, rule: str) -> None:
    if not state.tournament:
        raise RuleViolation(f"{what} belongs to the Tournament Game (variant \"tournament\")", field="kind", rule=rule)


def _tax_table(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = R_T_TAXES
    _require_tournament(state, "The Tax Table", R_T_NOT_BASIC)
    provenance = payload.get("provenance")
    if provenance not in ("board", "illustrative"):
        raise RuleViolation("must be \"board\" (copied from the Condensed Re-cap Sheet) or \"illustrative\"",
                            field="provenance", rule="DESIGN.md, tables the rulebooks do not print")
    rows = _list(payload, "rows", rule)
    if not rows:
        raise RuleViolation("the table needs at least one row", field="rows", rule=rule)
    table: list[tuple[int, int]] = []
    for i, raw in enumerate(rows):
        row = _mapping(raw, f"rows[{i}]", rule)
        where = f"rows[{i}]."
        start = _int(row, "income_from", where, rule)
        tax = _int(row, "tax", where, rule)
        if tax % 100:
            raise RuleViolation("must be whole hundreds of dollars", field=f"{where}tax",
                                rule="Air Empire, Basic Game, Reminder Rules 9")
        if table and start <= table[-1][0]:
            raise RuleViolation(f"1g ${start:,} must be above the row before (${table[-1][0]:,}): rows go up",
                                field=f"{where}income_from", rule=rule)
        if (start >= 0 and tax < 0) or (start < 0 and tax > 0):
            raise RuleViolation("a tax for 1g of 0 or more is not negative, and a row for a minus 1g is a refund "
                                "(0 or negative)", field=f"{where}tax", rule=rule)
        table.append((start, tax))
    state.tax_table, state.tax_provenance = tuple(table), provenance
    return [], f"Tax Table entered ({len(table)} rows, {provenance})"


def _taxes(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = R_T_TAXES
    _require_tournament(state, "Phase 2, Estimated Taxes,", R_T_NOT_BASIC)
    _require_phase(state, ("taxes",), "Taxes", rule=R_PHASES)
    player = _seat(state, payload.get("player"), "player", rule)
    if player.seat in state.taxes_done:
        raise RuleViolation(f"{player.name} has paid taxes this quarter", field="player", rule=rule)
    typed: int | None = None
    if "tax" in payload:
        typed = _int(payload, "tax", "", rule)
        if typed % 100:
            raise RuleViolation("must be whole hundreds of dollars", field="tax",
                                rule="Air Empire, Basic Game, Reminder Rules 9")
        if typed < 0 <= player.income_to_date or typed > 0 > player.income_to_date:
            raise RuleViolation(f"a tax for 1g ${player.income_to_date:,} is "
                                + ("not negative" if typed < 0 else "a refund (0 or negative)"), field="tax", rule=rule)
    due = tax_due(state, player.seat, typed)
    if not due.confirmed:
        raise RuleViolation(
            f"the Tax Table is a placeholder, not the sheet's: type {player.name}'s tax for 1g "
            f"${due.income:,} from the Tax Table on the Condensed Re-cap Sheet (field tax), or enter the "
            "sheet's table first (air_empire.tax_table)", field="tax", rule=f"{rule}; DESIGN.md, provenance")
    if typed is not None and state.tax_provenance in ("board", "illustrative"):
        table_tax = tax_from_table(state.tax_table, due.income)
        if typed != table_tax:
            raise RuleViolation(f"the Tax Table entered ({state.tax_provenance}) gives ${table_tax:,} for 1g "
                                f"${due.income:,}, not ${typed:,}: correct the table (air_empire.tax_table) "
                                "or leave tax out", field="tax", rule=rule)
    q = state.quarter
    recap = _recap(player, q)
    recap["2a"] = due.line_2a
    player.tax_credit = due.credit_after
    state.taxes_done.add(player.seat)
    entries: list[Entry] = []
    if due.payment > _cash(state, player.seat):
        entries = _go_bankrupt(state, player, q)
        summary = (f"{player.name} cannot pay ${due.payment:,} taxes with ${_cash(state, player.seat):,}: bankrupt "
                   "(Failure to pay Taxes results in immediate bankruptcy)")
    elif due.tax < 0:
        summary = (f"{player.name}: minus 1g ${due.income:,}, no refund from the Bank; ${-due.tax:,} carried "
                   f"(${due.credit_after:,} to deduct from following taxes)")
    else:
        if due.payment:
            entries = [transfer(f"{quarter_label(q)} line 2a taxes paid by {player.name}", f"p{player.seat}:cash",
                                "bank", due.payment)]
        summary = f"{player.name} pays ${due.payment:,} taxes on 1g ${due.income:,}"
        if due.credit_used:
            summary += f" (tax ${due.tax:,} less ${due.credit_used:,} refund carried)"
    if all(p.seat in state.taxes_done for p in state.active_players()):
        state.taxes_done = set()
        if state.active_players():
            state.phase = "loans"
        else:
            _game_over(state)
    return entries, summary


def _residual_value(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = R_T_RESIDUAL
    _require_tournament(state, "Residual Value", R_T_NOT_BASIC)
    # a player's own Phase 4 step, before that player's Phase 5 (others may have paid maintenance already)
    _require_phase(state, ("loans", "equipment", "maintenance"), "The Residual Value step", rule=rule)
    player = _seat(state, payload.get("player"), "player", rule)
    due = residual_due(state, player.seat)
    if due is None:
        why = ("is recorded already this quarter" if player.seat in state.residual_done
               else "has no plane bought 24 quarters ago (six years) to take out of service")
        raise RuleViolation(f"{player.name} {why}", field="player", rule=rule)
    replace_p = (_int(payload, "replace_prop_jets", "", rule, minimum=0, maximum=due.prop_jets)
                 if "replace_prop_jets" in payload else 0)
    replace_s = (_int(payload, "replace_super_jets", "", rule, minimum=0, maximum=due.super_jets)
                 if "replace_super_jets" in payload else 0)
    turn_p, turn_s = due.prop_jets - replace_p, due.super_jets - replace_s
    routes: list[Route] = []
    for i, name in enumerate(_list(payload, "terminate", rule)):
        key = name.strip().casefold() if isinstance(name, str) else None
        route = next((r for r in player.routes if r.city.casefold() == key), None)
        if route is None:
            raise RuleViolation(f"{player.name} operates no route in {name!r}", field=f"terminate[{i}]", rule=rule)
        if route in routes:
            raise RuleViolation(f"{route.city} is named twice", field=f"terminate[{i}]", rule=rule)
        routes.append(route)
    idle_p = player.idle_prop + sum(r.prop_jets for r in routes)
    idle_s = player.idle_super + sum(r.super_jets for r in routes)
    if turn_p > idle_p or turn_s > idle_s:
        raise RuleViolation(
            f"{player.name} would turn in {turn_p} Prop Jet(s) and {turn_s} Super Jet(s) but has {idle_p} and "
            f"{idle_s} not operating: replace them, or name the route(s) given up (terminate)",
            field="replace_prop_jets" if turn_p > idle_p else "replace_super_jets", rule=rule)
    for i, route in enumerate(routes):
        if turn_p <= idle_p - route.prop_jets and turn_s <= idle_s - route.super_jets:
            raise RuleViolation(f"the planes of {route.city} are not needed for the turn-ins: planes leave a Route "
                                "only when they are six years old and cannot be replaced", field=f"terminate[{i}]",
                                rule="Air Empire, Tournament Game, Reminder Rules 1")
    if routes and due.can_keep_routes:
        raise RuleViolation(
            f"{player.name} can pay the Replacements that keep every route (${due.keep_routes:,}): a route is given "
            "up only when it is financially impossible to purchase Replacement", field="terminate",
            rule="Air Empire, Tournament Game, Reminder Rules 1")
    cost = replace_p * PROP_JET_REPLACEMENT + replace_s * SUPER_JET_REPLACEMENT
    proceeds = turn_p * PROP_JET_RESIDUAL + turn_s * SUPER_JET_RESIDUAL
    if cost > _cash(state, player.seat) + proceeds:
        raise RuleViolation(f"the Replacements cost ${cost:,}; {player.name} has ${_cash(state, player.seat):,} "
                            f"and ${proceeds:,} from the planes turned in", field="replace_super_jets"
                            if replace_s else "replace_prop_jets", rule=rule)
    # all checked: change the state
    q = state.quarter
    for route in routes:
        _end_route(player, route.city)
        player.pending_1e += route.flight_profit
        player.pending_1e_cities.append(route.city)
        state.terminations.setdefault(q, []).append(Termination(
            player.seat, route.city, route.service_class, route.flight_profit, route.prop_jets, route.super_jets,
            "residual", q))
    _take_fleet(player, due.bought_quarter, due.prop_jets, due.super_jets)
    _add_fleet(player, q, replace_p, replace_s)
    player.idle_prop -= turn_p
    player.idle_super -= turn_s
    state.bank_prop += turn_p  # the planes go back to the Bank ("sold back to the bank")
    state.bank_super += turn_s
    player.pending_5b -= turn_p * PROP_JET_MAINTENANCE + turn_s * SUPER_JET_MAINTENANCE
    if proceeds:
        got, props_in, supers_in = player.residual_received.get(q, (0, 0, 0))
        player.residual_received[q] = (got + proceeds, props_in + turn_p, supers_in + turn_s)
    recap = _recap(player, q)
    if replace_p:
        recap["4a"] = (recap.get("4a") or 0) + replace_p * PROP_JET_REPLACEMENT
    if replace_s:
        recap["4b"] = (recap.get("4b") or 0) + replace_s * SUPER_JET_REPLACEMENT
    if cost:
        recap["4c"] = (recap.get("4c") or 0) + cost
    state.residual_done.add(player.seat)
    if state.phase == "loans":
        state.phase = "equipment"
    label = quarter_label(q)
    entries: list[Entry] = []
    if proceeds:
        entries.append(transfer(f"{label} residual value: the Bank pays {player.name} for {turn_p} Prop Jet(s), "
                                f"{turn_s} Super Jet(s) turned in", "bank", f"p{player.seat}:cash", proceeds))
    if cost:
        entries.append(transfer(f"{label} lines 4a/4b: {player.name} replaces {replace_p} Prop Jet(s), "
                                f"{replace_s} Super Jet(s)", f"p{player.seat}:cash", "bank", cost))
    parts = []
    if replace_p or replace_s:
        parts.append(f"replaces {replace_p} Prop Jet(s) and {replace_s} Super Jet(s) for ${cost:,}")
    if turn_p or turn_s:
        parts.append(f"turns in {turn_p} Prop Jet(s) and {turn_s} Super Jet(s) for ${proceeds:,}")
    if routes:
        parts.append("gives up " + ", ".join(f"{r.city} ({r.service_class}, 1e ${r.flight_profit:,} next quarter)"
                                             for r in routes))
    return entries, f"{player.name} ({quarter_label(due.bought_quarter)} planes): " + "; ".join(parts)


_HANDLERS = {
    "air_empire.flight_costs_table": _flight_costs_table,
    "air_empire.route_card": _route_card,
    "air_empire.bids": _bids,
    "air_empire.loan": _loan,
    "air_empire.purchase": _purchase,
    "air_empire.plane_sale": _plane_sale,
    "air_empire.maintenance": _maintenance,
    "air_empire.merger": _merger,
    "air_empire.tax_table": _tax_table,
    "air_empire.taxes": _taxes,
    "air_empire.residual_value": _residual_value,
}

RULES = AirEmpireRules()


# -- Views ---------------------------------------------------------------------------------
def status_text(state: AirEmpireState, player: PlayerState) -> str:
    """``"Active"``, ``"Bankrupt in Y2 Q3"`` or ``"Merged into Bea in Y2 Q1"``."""
    if player.status == "bankrupt":
        return f"Bankrupt in {quarter_label(player.status_quarter)}"
    if player.status == "merged":
        return f"Merged into {state.player(player.merged_into).name} in {quarter_label(player.status_quarter)}"
    return "Active"


def table_notes(state: AirEmpireState) -> tuple[str, ...]:
    """Remarks on where the Flight Costs Table and Tax Table figures come from (DESIGN.md, provenance)."""
    kinds = set(state.table_provenance.values())
    notes: list[str] = []
    if "illustrative" in kinds:
        notes.append("Flight Costs Table and route cards: illustrative values, not the board's.")
    elif kinds == {"rulebook"}:
        notes.append("Flight Costs Table not entered: the plane combination is typed with each bid.")
    note = tax_table_note(state)
    if note:
        notes.append(note)
    return tuple(notes)


def tax_table_note(state: AirEmpireState) -> str:
    """Where the Tax Table's figures come from, or ``""`` when entered from the sheet (Tournament Game only)."""
    if not state.tournament:
        return ""
    if state.tax_provenance == "placeholder":
        return ("Tax Table not entered: the figures shown are a placeholder, not the sheet's; each tax is "
                "typed from the Condensed Re-cap Sheet.")
    if state.tax_provenance == "illustrative":
        return "Tax Table: illustrative values, not the sheet's."
    return ""


#: A Condensed Re-cap Sheet holds the basic 3-year period: 12 quarter columns.
SHEET_QUARTERS = 12


def recap_sheets(state: AirEmpireState) -> list[RecapSheet]:
    """Every player's Condensed Re-cap Sheets as view models, one per 3-year period.

    "Each player uses one Condensed Recap Sheet throughout the entire game" (Basic Game,
    3 years); a longer game gets one sheet per 3-year period, player by player. Columns
    are quarters; lines follow :data:`ledger.views.AIR_EMPIRE_BASIC_LINES`. Whole dollars.
    """
    sheets = []
    last = state.last_quarter
    periods = (last + SHEET_QUARTERS - 1) // SHEET_QUARTERS
    codes = AIR_EMPIRE_TOURNAMENT_LINES if state.tournament else AIR_EMPIRE_BASIC_LINES
    # a placeholder is never printed as the sheet's figures: its columns are left to copy the sheet's in
    tax_table = state.tax_table if state.tournament and state.tax_provenance != "placeholder" else ()
    for player in state.players:
        for period in range(periods):
            quarters = range(period * SHEET_QUARTERS + 1, min(last, (period + 1) * SHEET_QUARTERS) + 1)
            lines = tuple(
                RecapLine(code, label, tuple(player.recap.get(q, {}).get(code) for q in quarters),
                          deduction=(code in DEDUCTION_LINES))
                for code, label in codes)
            applications = tuple(a for a in player.applications if a.quarter in quarters)
            residual = tuple(ResidualReceived(q, quarter_label(q), *player.residual_received[q])
                             for q in quarters if q in player.residual_received)
            first_year, last_year = period * 3 + 1, (quarters.stop - 2) // QUARTERS_PER_YEAR + 1
            years = "" if periods == 1 else (f"Year {first_year}" if first_year == last_year
                                             else f"Years {first_year}-{last_year}")
            sheets.append(RecapSheet(state.title, player.name, player.seat, tuple(quarter_label(q) for q in quarters),
                                     lines, applications, _cash(state, player.seat), status_text(state, player),
                                     table_notes(state), period=years, first_quarter=quarters.start,
                                     service_classes=service_classes(state), variant=state.variant,
                                     tax_table=tax_table, tax_table_note=tax_table_note(state),
                                     residual_received=residual))
    return sheets


@dataclass(frozen=True)
class Standing:
    """A line of the final standings: rank, seat, name, cash (whole dollars), status."""

    rank: int
    seat: int
    name: str
    cash: int
    status: str


def standings(state: AirEmpireState) -> list[Standing]:
    """Players by cash, most first: the winner has the most CASH (Completion of Play).

    Players out of the game (bankrupt, merged) come last with their cash (0). Equal cash
    shares a rank.
    """
    ordered = sorted(state.players, key=lambda p: (not p.active, -_cash(state, p.seat), p.seat))
    out: list[Standing] = []
    for index, player in enumerate(ordered, start=1):
        cash = _cash(state, player.seat)
        rank = index
        if out and player.active and out[-1].cash == cash and out[-1].status == "Active":
            rank = out[-1].rank
        out.append(Standing(rank, player.seat, player.name, cash, status_text(state, player)))
    return out


# -- The table at a glance (what the banker's seat shows) ----------------------------------
def maintenance_due(player: PlayerState) -> tuple[int, int, int]:
    """Lines 5a, 5b and 5c the player would pay now, whole dollars (Basic Game, Phase 5)."""
    return player.maintenance, player.pending_5b, player.maintenance + player.pending_5b


def maintenance_bankrupts(state: AirEmpireState, seat: int) -> bool:
    """Whether paying maintenance now would make the player in ``seat`` bankrupt at once.

    Air Empire, Basic Game, Test of Bankruptcy: "Bankruptcy occurs when a player does not
    have the Cash to pay the expenses of Phase 5" (line 5c, whole dollars); the Bank then
    takes over all remaining cash and all planes.
    """
    return _cash(state, seat) < maintenance_due(state.player(seat))[2]


def taxes_bankrupt(state: AirEmpireState, seat: int, typed: int | None = None) -> bool:
    """Whether paying this quarter's tax now would make the player in ``seat`` bankrupt at once.

    Air Empire, Tournament Game, Taxes: "Failure to pay Taxes results in immediate
    bankruptcy." The payment is :func:`tax_due`'s (after refunds carried), whole dollars;
    ``typed`` is the tax the banker read on the sheet, when one is typed.
    """
    return _cash(state, seat) < tax_due(state, seat, typed).payment


@dataclass(frozen=True)
class MergerCheck:
    """The Mergers condition of a 3-player game, in whole dollars of income to date (1g).

    Attributes:
        absorbed: seat of the poorest player (who merges into the other).
        into: seat of the second poorest player.
        together: their incomes to date added.
        richest: seat of the richest player.
        richest_income: the richest player's income to date.
        allowed: ``together`` does not exceed ``richest_income``.
    """

    absorbed: int
    into: int
    together: int
    richest: int
    richest_income: int
    allowed: bool


def merger_check(state: AirEmpireState) -> MergerCheck | None:
    """The two poorest and the richest airline by income to date, and whether they may merge.

    Air Empire, Basic Game, Mergers: "A merger can occur only if the total income to date of
    the two poorest players does not exceed the total income to date of the richest player."
    ``None`` unless exactly three airlines of a 3-player game are in play. Equal incomes
    keep seat order. Whether a merger may happen *now* (phase, quarter) is the engine's.
    """
    active = state.active_players()
    if state.seats_at_start != 3 or len(active) != 3:
        return None
    poorest, second, richest = sorted(active, key=lambda p: p.income_to_date)
    together = poorest.income_to_date + second.income_to_date
    return MergerCheck(poorest.seat, second.seat, together, richest.seat, richest.income_to_date,
                       together <= richest.income_to_date)


@dataclass(frozen=True)
class TablePlayer:
    """One airline as the table screen shows it. Money in whole dollars.

    Attributes:
        routes: ``"Los Angeles (A)"`` per route held, in the order won.
        maintenance_owed: line 5c still to pay this quarter, or ``None`` when paid or not yet due.
        tax_owed: Tournament Game, Phase 2: the tax still to pay this quarter (after refunds
            carried), or ``None`` when paid or not due now; with the Tax Table still a
            placeholder, the placeholder's figure (the banker types the sheet's).
        tax_credit: Tournament Game: tax refunds carried, to deduct from following taxes.
        residual: Tournament Game: the Residual Value step owed this quarter, or ``None``.
        fleet: planes owned by quarter bought, ``((quarter, Prop Jets, Super Jets), ...)``.
    """

    seat: int
    name: str
    cash: int
    idle_prop: int
    idle_super: int
    operating_prop: int
    operating_super: int
    routes: tuple[str, ...]
    class_a: int
    loans: int
    loan_room: int
    income_to_date: int
    status: str
    senior_president: bool
    maintenance_owed: int | None
    tax_owed: int | None = None
    tax_credit: int = 0
    residual: ResidualDue | None = None
    fleet: tuple[tuple[int, int, int], ...] = ()


@dataclass(frozen=True)
class TableView:
    """The table now: quarter, phase, Senior President, every airline, the Bank, what is next."""

    title: str
    quarter: int
    quarter_label: str
    phase: str
    phase_name: str
    senior_president: str
    players: tuple[TablePlayer, ...]
    bank_prop: int
    bank_super: int
    card: Mapping[str, Any] | None
    next_step: str
    flight_costs_table: tuple[tuple[int, int, int, str], ...]
    notes: tuple[str, ...]
    variant: str = "basic"
    #: Tournament Game: the Tax Table as ``((1g from, tax), ...)`` and its provenance
    #: (``"placeholder"``, ``"board"``, ``"illustrative"``)
    tax_table: tuple[tuple[int, int], ...] = ()
    tax_provenance: str = ""
    #: Tournament Game: routes terminated this quarter (re-bid) or given up (residual value)
    terminations: tuple[Termination, ...] = ()
    #: Tournament Game: line 1d of each seat this quarter, ``((seat, amount), ...)``
    fluctuations: tuple[tuple[int, int], ...] = ()
    #: the time limit's last quarter, or ``None`` in a Tournament Game played to elimination
    time_limit: int | None = None


def next_step(state: AirEmpireState) -> str:
    """What the banker does next, in the table's words, e.g. ``"Phase 5: Bea owes $3,100 maintenance"``."""
    if state.phase == "over":
        best = standings(state)[0]
        return f"Game over: {best.name} wins with ${best.cash:,}"
    label = quarter_label(state.quarter)
    if state.phase == "route_card":
        text = f"Phase 1: turn up the route card for {label}"
        if state.tournament:
            if is_new_period(state.quarter):
                text += (" — a new 3-year period: all 18 Route Cards reshuffled; a route won before is "
                         "terminated (1e) and re-bid when its card comes up")
            text += "; type its Revenue Fluctuations"
            pending = [p for p in state.active_players() if p.pending_1e_cities]
            if pending:
                text += "; 1e for routes given up: " + ", ".join(
                    f"{p.name} ${p.pending_1e:,}" for p in pending)
        return text
    if state.phase == "bidding":
        assert state.card is not None
        minimums = ", ".join(f"{c} ${m:,}" for c, m in state.card["minimums"].items())
        text = f"Phase 1: secret bids on {state.card['city']} (minimums {minimums})"
        ended = [t for t in state.terminations.get(state.quarter, []) if t.reason == "re-bid"]
        if ended:
            text += "; re-bid, income terminated (1e): " + ", ".join(
                f"{state.player(t.seat).name} {t.service_class} ${t.flight_profit:,}" for t in ended)
        return text
    owed = [p for p in state.active_players() if p.seat not in state.maintenance_done]
    if state.phase == "taxes":
        player = next(p for p in state.active_players() if p.seat not in state.taxes_done)
        due = tax_due(state, player.seat)
        if not due.confirmed:
            return (f"Phase 2: {player.name}'s taxes on 1g ${due.income:,} — the Tax Table is a placeholder "
                    "(not the sheet's): type the tax from the sheet, or enter the Tax Table")
        if due.tax < 0:
            return f"Phase 2: {player.name}, minus 1g ${due.income:,}: no refund, ${-due.tax:,} carried to later taxes"
        text = f"Phase 2: {player.name} owes ${due.payment:,} taxes on 1g ${due.income:,}"
        return text + (f" (tax ${due.tax:,} less ${due.credit_used:,} refund carried)" if due.credit_used else "")
    residual = [d for d in (residual_due(state, p.seat) for p in state.active_players()) if d is not None]
    if residual and state.phase in ("loans", "equipment", "maintenance"):
        d = residual[0]
        who = state.player(d.seat).name
        head = "Phase 4 (after any Phase 3 loans)" if state.phase == "loans" else "Phase 4"
        text = (f"{head}: Residual Value — {who}'s {d.prop_jets} Prop Jet(s) and {d.super_jets} Super Jet(s) "
                f"bought in {quarter_label(d.bought_quarter)} leave service: replace (${d.replace_all:,} for all) "
                f"or turn in (${d.turn_in_all:,} for all)")
        if not d.can_keep_routes:
            text += "; short of cash for the Replacements on routes: routes may be given up"
        return text
    if state.phase == "loans":
        can = [p for p in state.active_players() if loan_room(p.class_a_won, p.loans)]
        if can:
            return ("Phase 3: loans (" + ", ".join(f"{p.name} may borrow ${loan_room(p.class_a_won, p.loans):,}"
                                                   for p in can) + "), then Phase 4")
        return "Phase 3: nobody may borrow (two Class A routes per $5,000); on to Phase 4, plane purchases"
    if state.phase == "equipment":
        return "Phase 4: plane purchases and sales, then Phase 5 maintenance"
    player = owed[0]
    return f"Phase 5: {player.name} owes ${maintenance_due(player)[2]:,} maintenance"


def table_view(state: AirEmpireState) -> TableView:
    """The view model of the table screen (whole dollars)."""
    senior = senior_president(state) if state.phase != "over" else 0
    players = tuple(
        TablePlayer(
            seat=p.seat, name=p.name, cash=_cash(state, p.seat), idle_prop=p.idle_prop, idle_super=p.idle_super,
            operating_prop=p.operating_prop, operating_super=p.operating_super,
            routes=tuple(f"{r.city} ({r.service_class})" for r in p.routes), class_a=p.class_a_won,
            loans=p.loans, loan_room=loan_room(p.class_a_won, p.loans), income_to_date=p.income_to_date,
            status=status_text(state, p), senior_president=(p.seat == senior),
            maintenance_owed=(maintenance_due(p)[2] if p.active and state.phase in ("loans", "equipment", "maintenance")
                              and p.seat not in state.maintenance_done else None),
            tax_owed=(tax_due(state, p.seat).payment if p.active and state.phase == "taxes"
                      and p.seat not in state.taxes_done else None),
            tax_credit=p.tax_credit,
            residual=(residual_due(state, p.seat) if state.phase in ("loans", "equipment", "maintenance") else None),
            fleet=tuple((q, props, supers) for q, (props, supers) in sorted(p.fleet.items())))
        for p in state.players)
    table = tuple((amount, supers, props, state.table_provenance.get(amount, ""))
                  for amount, (supers, props) in sorted(state.flight_costs_table.items()))
    return TableView(
        title=state.title, quarter=state.quarter, quarter_label=quarter_label(state.quarter), phase=state.phase,
        phase_name=PHASE_NAMES[state.phase], senior_president=state.player(senior).name if senior else "",
        players=players, bank_prop=state.bank_prop, bank_super=state.bank_super, card=state.card,
        next_step=next_step(state), flight_costs_table=table, notes=table_notes(state), variant=state.variant,
        tax_table=state.tax_table, tax_provenance=state.tax_provenance,
        terminations=tuple(state.terminations.get(state.quarter, ())) if state.phase != "over" else (),
        fluctuations=tuple((p.seat, p.recap.get(state.quarter, {}).get("1d") or 0) for p in state.players
                           if p.recap.get(state.quarter, {}).get("1d")) if state.phase != "over" else (),
        time_limit=state.time_limit)



def _post(state: Any, entry: Entry) -> None:
    _post_balances(state.balances, entry)
