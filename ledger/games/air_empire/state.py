"""Air Empire: the figures the rulebook prints, the state of a game and its arithmetic.

Air Empire, Basic Game: Equipment, Planes, Beginning Play, Playing Procedure 1 (the Senior
President), Route Bidding (the classes of service), Reminder Rules 6 (planes on a route);
Tournament Game: Residual Value (the fleet by quarter bought), Re-bidding of Routes (3-year
periods). Money lives in the state's ``balances``, whole dollars, by account code: ``bank``
(the Bank's cash; it may go negative), ``bank:loans``, ``p{seat}:cash`` and ``p{seat}:loans``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...journal import Entry, RuleViolation
from ...payload import post as _post_balances, seat as _seat_at
from ...views import RouteApplication

if TYPE_CHECKING:
    from .tournament.fluctuations import Fluctuation
    from .tournament.rebidding import Termination

__all__ = [
    "PROP_JET_PRICE",
    "SUPER_JET_PRICE",
    "BANK_PROP_JETS",
    "BANK_SUPER_JETS",
    "STARTING_CASH",
    "STARTING_SUPER_JETS",
    "STARTING_PROP_JETS",
    "PROP_JET_MAINTENANCE",
    "SUPER_JET_MAINTENANCE",
    "FIRST_QUARTER_MAINTENANCE",
    "LOAN_UNIT",
    "EFFICIENCY_PERCENT",
    "STAND_PAT_PERCENT",
    "BID_MULTIPLE",
    "QUARTERS_PER_YEAR",
    "PLANE_LIFE_QUARTERS",
    "PROP_JET_RESIDUAL",
    "SUPER_JET_RESIDUAL",
    "PROP_JET_REPLACEMENT",
    "SUPER_JET_REPLACEMENT",
    "PERIOD_QUARTERS",
    "SHEET_QUARTERS",
    "PLANE_KINDS",
    "PHASE_NAMES",
    "Route",
    "PlayerState",
    "AirEmpireState",
    "period_of",
    "is_new_period",
    "quarter_label",
    "quarter_of",
    "senior_president",
    "senior_order_from",
    "bank_supply_at_start",
    "clockwise_from",
    "service_classes",
    "tournament_rule",
    "cited",
    "cite_tournament",
]

# -- Figures printed in the rulebook (Air Empire, Basic Game) ------------------------------
#: "Prop Jets cost $2,500 each; Super Jets cost $7,000 each." (Planes)
PROP_JET_PRICE = 2_500
SUPER_JET_PRICE = 7_000
#: "There are 60 Prop Jets and 30 Super Jets available." (Planes): every plane in the box (option
#: ``plane_supply`` = ``"in_the_box"``, the starting fleets taken from them) or the Bank's supply on
#: top of the starting fleets (``"on_top"``); :func:`bank_supply_at_start`.
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
#: A Condensed Re-cap Sheet holds the basic 3-year period: 12 quarter columns.
SHEET_QUARTERS = 12

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
R_SENIOR = "Air Empire, Basic Game, Playing Procedure 1"
R_TABLE = "Air Empire, Basic Game, Flight Costs Table"
R_T_INTRO = "Air Empire, Tournament Game, Introduction"
#: how a Basic Game section is cited in a Tournament Game (:func:`tournament_rule`): its Introduction's "Basic Game
#: rules apply except where otherwise stated"
BASIC_APPLIES = "the Basic Game's rules apply in the Tournament Game"
#: the Tournament Game's setup: its Introduction's "Basic Game rules apply except where otherwise stated" brings the
#: Basic Game's Beginning Play (2-4 players, $9,000, 3 Super Jets and 4 Prop Jets each)
R_T_SETUP = f"Air Empire, Beginning Play — {BASIC_APPLIES}"
R_T_REBID = "Air Empire, Tournament Game, Re-bidding of Routes"
R_T_FLUCT = "Air Empire, Tournament Game, Revenue Fluctuations"
R_T_TAXES = "Air Empire, Tournament Game, Taxes"
R_T_RESIDUAL = "Air Empire, Tournament Game, Residual Value"
R_T_NOT_BASIC = "Air Empire, Basic Game, Condensed Re-cap Sheets: 1d, 1e and Phase 2 are ignored in the Basic Game"
#: the Basic Game's sections the Tournament Game's rulebook writes again in a section of its own, by the Basic
#: Game's section name: a Tournament Game's refusal cites that (:func:`tournament_rule`)
TOURNAMENT_OWN_SECTIONS = {"Completion of Play": f"{R_T_INTRO}: Time Limit; Elimination"}


def tournament_rule(rule: str) -> str:
    """A refusal's rule as a Tournament Game cites it: a Basic Game section the Tournament's rulebook writes again
    is cited there (:data:`TOURNAMENT_OWN_SECTIONS`); any other Basic Game section applies through the Tournament
    Game's Introduction ("Basic Game rules apply except where otherwise stated"), and is cited so:
    ``"Air Empire, Basic Game, Phase 4"`` becomes ``"Air Empire, Phase 4 — the Basic Game's rules apply in the
    Tournament Game"``. A rule citing the Tournament Game already, or no Basic Game section (docs/...), is kept.
    A newcomer's try: a Tournament Game's refusal cited "(Air Empire, Basic Game, Phase 4)". Refusals only: no
    stored text changes (a refusal is never stored).

    The citation holds no parentheses of its own (:func:`flat_section`): a refusal says its rule in parentheses, and
    "(Air Empire, Tournament Game, Introduction (Basic Game rules apply: Test of Bankruptcy (sales between
    players)))" nested three deep (a newcomer's try)."""
    prefix = "Air Empire, Basic Game, "
    if not rule.startswith(prefix) or "Tournament Game" in rule or rule == R_T_NOT_BASIC:
        return rule
    section = rule.removeprefix(prefix)
    own = TOURNAMENT_OWN_SECTIONS.get(section)
    return own if own is not None else f"Air Empire, {flat_section(section)} — {BASIC_APPLIES}"


def flat_section(section: str) -> str:
    """A rulebook section's name without parentheses, for a citation said in parentheses: ``"Test of Bankruptcy
    (sales between players)"`` is ``"Test of Bankruptcy: sales between players"``, ``"Class A Service (b) Loans"``
    is ``"Class A Service b: Loans"``."""
    section = re.sub(r" \(([a-z])\) ", r" \1: ", section)
    return re.sub(r" ?\(([^()]*)\)", r": \1", section)


def cited(state: AirEmpireState, rule: str) -> str:
    """``rule`` as the game of ``state`` cites it: :func:`tournament_rule` in a Tournament Game, else as given."""
    return tournament_rule(rule) if state.variant == "tournament" else rule


def cite_tournament(state: AirEmpireState, refused: RuleViolation) -> None:
    """``refused`` made to cite its rule as the game of ``state`` does (:func:`cited`): its ``rule`` and text."""
    rule = cited(state, refused.rule)
    if rule != refused.rule:
        short = refused.short
        RuleViolation.__init__(refused, refused.message, field=refused.field, rule=rule)
        refused.short = short


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
class Planes5b:
    """The planes that entered line 5b in one quarter, counted by how they came or went (planes, not dollars).

    Line 5b is "$200 each Prop Jet, $500 each Super Jet" purchased (Basic Game, Phase 5), bought from a player
    as from the Bank (Plane Sales); a plane sold lowers the seller's (Plane Sales), one turned in too
    (Tournament Game, Residual Value). Counted on replay: nothing stored changes.
    """

    bought_prop: int = 0
    bought_super: int = 0
    sold_prop: int = 0
    sold_super: int = 0
    turned_in_prop: int = 0
    turned_in_super: int = 0

    def __bool__(self) -> bool:
        return any(
            (self.bought_prop, self.bought_super, self.sold_prop, self.sold_super)
            + (self.turned_in_prop, self.turned_in_super)
        )


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
    #: a plane bought, sold or turned in this quarter has entered line 5b, even when the changes cancel out
    #: (a Prop Jet bought and one sold: 5b $0, written on the sheet, not left empty as "nothing entered")
    pending_5b_entered: bool = False
    #: line 5b's parts this quarter, whole dollars: added for planes bought, deducted for planes sold or turned in
    #: (both positive; ``pending_5b`` is their difference)
    pending_5b_added: int = 0
    pending_5b_deducted: int = 0
    #: the planes in line 5b this quarter (:class:`Planes5b`), and by quarter played, ``{quarter: Planes5b}``, for
    #: every quarter some entered it: the recap says what each 5b is made of (:func:`recap_sheets`)
    pending_5b_planes: Planes5b = field(default_factory=Planes5b)
    planes_5b: dict[int, Planes5b] = field(default_factory=dict)
    #: planes owned by the quarter they were bought, ``{quarter: (Prop Jets, Super Jets)}``;
    #: the starting fleet counts as bought in Y1 Q1 (Tournament Game, Residual Value).
    fleet: dict[int, tuple[int, int]] = field(default_factory=lambda: {1: (STARTING_PROP_JETS, STARTING_SUPER_JETS)})
    #: of ``fleet[1]``, the starting planes still owned ``(Prop Jets, Super Jets)``: they were not bought, and the
    #: table says so ("start 4P 3S"; a newcomer's try read "Fleet by quarter bought: Y1 Q1 4P 3S")
    starting_fleet: tuple[int, int] = (STARTING_PROP_JETS, STARTING_SUPER_JETS)
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
    #: planes this player sold to other players, per quarter: ``{quarter: [(buyer's seat, plane kind, count,
    #: dollars)]}``. The seller's proceeds are on no line of the sheet (Basic Game, Test of Bankruptcy: the buyer
    #: "must make the same entries as if the plane(s) had been bought from the Bank", 4a/4b; the seller deducts only
    #: maintenance, 5b); the recap notes them under the quarter (:func:`~.recap_sheet.recap_sheets`)
    planes_sold: dict[int, list[tuple[int, str, int, int]]] = field(default_factory=dict)

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
    #: every bid recorded with its planes, as the bids used them: ``(quarter, seat, class, Flight Costs $, Super
    #: Jets, Prop Jets, outcome)``; a Flight Costs Table entered later is checked against them
    #: (:func:`.phase1_operations.table_contradictions`)
    bid_planes: list[tuple[int, int, str, int, int, int, str]] = field(default_factory=list)
    card: dict[str, Any] | None = None
    cards: dict[int, dict[str, Any]] = field(default_factory=dict)
    #: every city the cards so far named (Route Cities and adjacent), casefolded -> its first spelling, kept as
    #: each card is recorded (:func:`.route_cities.known_cities` read them all again at every card: a long game's
    #: audit spent a fifth of its time there)
    city_spellings: dict[str, str] = field(default_factory=dict)
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
    #: ``"placeholder"`` (ledger/games/air_empire/data/tax_table.toml, unconfirmed), ``"board"``
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
    #: the seats in the order they are Senior President, the first quarter's first, then around
    #: again (Playing Procedure 1; option senior_order, or clockwise from first_senior_president)
    senior_order: tuple[int, ...] = ()
    #: option plane_supply: ``"in_the_box"`` or ``"on_top"`` (docs/rule-readings.md)
    plane_supply: str = "on_top"
    #: option route_card_check: a card that cannot be as printed is refused (``"refuse"``) or
    #: recorded with a warning (``"warn"``) (docs/rule-readings.md)
    route_card_check: str = "warn"
    #: Phase 3 (loans) closed by the last action recorded (a purchase, a plane sale, the Residual Value step or a
    #: maintenance): each player who could still borrow then, ``(seat, whole dollars)``, ``()`` when nobody could;
    #: ``None`` when the last action closed no Phase 3. The Next line says it (:func:`.views.next_step`).
    loans_closed: tuple[tuple[int, int], ...] | None = None
    #: the quarter (1-based) whose Phase 3 :attr:`loans_closed` tells of (a maintenance may have ended it since)
    loans_closed_in: int = 0

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


@lru_cache(maxsize=1024)  # asked for several times by every action; a game has a few hundred quarters
def quarter_label(quarter: int) -> str:
    """``"Y2 Q3"`` for quarter 7 of the game (1-based)."""
    return f"Y{(quarter - 1) // QUARTERS_PER_YEAR + 1} Q{(quarter - 1) % QUARTERS_PER_YEAR + 1}"


_QUARTER_LABEL = re.compile(r"Y([0-9]+) Q([1-4])\b")


def quarter_of(position: str) -> int | None:
    """The quarter (1-based) a position begins with, the inverse of :func:`quarter_label`: 7 for ``"Y2 Q3, Phase 1
    — operations"`` (a record's position, where its action was recorded); ``None`` for another (``"game over"``)."""
    found = _QUARTER_LABEL.match(position)
    if found is None:
        return None
    return (int(found[1]) - 1) * QUARTERS_PER_YEAR + int(found[2])


def senior_president(state: AirEmpireState, quarter: int | None = None) -> int:
    """Seat of the Senior President in ``quarter`` (1-based; default: the current one).

    Air Empire, Basic Game, Playing Procedure 1: "Players determine the senior presidents for
    all quarters of the game: A clockwise order is recommended." The order set at the start
    (:attr:`AirEmpireState.senior_order`: option ``senior_order``, or clockwise from
    ``first_senior_president``) goes round again and again; a seat out of the game keeps its
    turn (docs/rule-readings.md, Senior President after a bankruptcy).
    """
    q = state.quarter if quarter is None else quarter
    order = state.senior_order or tuple(clockwise_from(state, state.first_senior_president))
    return order[(q - 1) % len(order)]


def senior_order_from(first: int, seats: int, typed: list[int] | None = None) -> tuple[int, ...]:
    """The Senior Presidents' order of a table of ``seats``: ``typed`` as given, else clockwise from ``first``.

    Air Empire, Basic Game, Playing Procedure 1.

    Raises:
        RuleViolation: ``typed`` is not every seat of the table once (``options.senior_order``), or
            ``first`` is not its first seat (``options.first_senior_president``).
    """
    if typed is None:
        return tuple((first - 1 + i) % seats + 1 for i in range(seats))
    if sorted(typed) != list(range(1, seats + 1)):
        missing = [seat for seat in range(1, seats + 1) if seat not in typed]
        beyond = [seat for seat in typed if seat > seats]
        why = []
        if missing:
            why.append("seat " + ", ".join(map(str, missing)) + " missing")
        if beyond:
            why.append("no seat " + ", ".join(map(str, beyond)) + " at this table")
        raise RuleViolation(
            f"must name every seat 1 to {seats} once (an order of all the seats), got {typed}: " + "; ".join(why),
            field="options.senior_order",
            rule=R_SENIOR,
        )
    return tuple(typed)


def bank_supply_at_start(seats: int, plane_supply: str) -> tuple[int, int]:
    """The Bank's planes at the start, ``(Prop Jets, Super Jets)``.

    Air Empire, Basic Game, Planes ("There are 60 Prop Jets and 30 Super Jets available") and
    Beginning Play (3 Super Jets and 4 Prop Jets each): with ``plane_supply`` = ``"in_the_box"``
    the 60 and 30 are every plane in the box and the starting fleets come out of them (2 players:
    52 and 24; 3: 48 and 21; 4: 44 and 18); with ``"on_top"`` the Bank holds 60 and 30 besides
    the starting fleets (docs/rule-readings.md).
    """
    if plane_supply == "on_top":
        return BANK_PROP_JETS, BANK_SUPER_JETS
    return BANK_PROP_JETS - STARTING_PROP_JETS * seats, BANK_SUPER_JETS - STARTING_SUPER_JETS * seats


def clockwise_from(state: AirEmpireState, seat: int) -> list[int]:
    """Seats in clockwise order starting with ``seat``."""
    n = len(state.players)
    return [(seat - 1 + i) % n + 1 for i in range(n)]


def service_classes(state: AirEmpireState) -> tuple[str, ...]:
    """The classes of service bid on in this game: ``("A", "B", "C")``, or ``("A", "B")`` for two.

    Air Empire, Basic Game, Route Bidding: "In a 4-player and 3-player game, all 3 classes
    are bid on: in a 2-player game, only Class A and Class B may be bid on." Counted on the
    seats at the start, so a bankruptcy does not change the route cards' classes.
    """
    return ("A", "B", "C") if state.seats_at_start >= 3 else ("A", "B")


# -- Helpers of the phases: each checks before it changes anything -------------------------
def seat_of(state: AirEmpireState, value: Any, field_name: str, rule: str, *, active: bool = True) -> PlayerState:
    player = _seat_at(state.players, value, field_name, rule)
    if active and not player.active:
        raise RuleViolation(f"{player.name} is {player.status} and takes no part", field=field_name, rule=rule)
    return player


def require_phase(state: AirEmpireState, allowed: tuple[str, ...], what: str, rule: str = R_PHASES) -> None:
    if state.phase not in allowed:
        raise RuleViolation(
            f"{what} belongs to {_phases_text(allowed)}",
            field="kind",
            rule=rule,
            position=f"{quarter_label(state.quarter)}, {PHASE_NAMES[state.phase]}",
        )


def _phases_text(phases: tuple[str, ...]) -> str:
    """``"Phase 3 — loans"`` for one phase; ``"Phase 3, 4 or 5"`` for several (their names are on the table)."""
    if len(phases) == 1:
        return PHASE_NAMES[phases[0]]
    numbers = list(dict.fromkeys(PHASE_NAMES[p].split(" — ")[0].removeprefix("Phase ") for p in phases))
    if len(numbers) == 1:
        return " or ".join(PHASE_NAMES[p] for p in phases)
    return "Phase " + ", ".join(numbers[:-1]) + " or " + numbers[-1]


def require_tournament(state: AirEmpireState, what: str, rule: str) -> None:
    if not state.tournament:
        raise RuleViolation(f'{what} belongs to the Tournament Game (variant "tournament")', field="kind", rule=rule)


def recap_of(player: PlayerState, quarter: int) -> dict[str, int | None]:
    return player.recap.setdefault(quarter, {})


def add_fleet(player: PlayerState, quarter: int, props: int, supers: int) -> None:
    """Count planes as bought in ``quarter`` (Tournament Game, Residual Value)."""
    if props or supers:
        have_p, have_s = player.fleet.get(quarter, (0, 0))
        player.fleet[quarter] = (have_p + props, have_s + supers)


def take_fleet(player: PlayerState, quarter: int, props: int, supers: int) -> None:
    """Take planes bought in ``quarter`` off the fleet record; of Y1 Q1's, the starting planes first (the oldest)."""
    if quarter == 1:
        start_p, start_s = player.starting_fleet
        player.starting_fleet = (max(0, start_p - props), max(0, start_s - supers))
    have_p, have_s = player.fleet.get(quarter, (0, 0))
    left = (have_p - props, have_s - supers)
    if left == (0, 0):
        player.fleet.pop(quarter, None)
    else:
        player.fleet[quarter] = left


def take_oldest(player: PlayerState, plane: str, count: int) -> None:
    """Take ``count`` planes of one type off the fleet record, the oldest first (a sale)."""
    for quarter in sorted(player.fleet):
        if count == 0:
            break
        props, supers = player.fleet[quarter]
        have = props if plane == "prop_jet" else supers
        take = min(have, count)
        count -= take
        take_fleet(player, quarter, take if plane == "prop_jet" else 0, take if plane == "super_jet" else 0)


def game_over(state: AirEmpireState) -> None:
    state.phase = "over"
    state.ended_quarter = state.quarter
    state.card = None


def end_route(player: PlayerState, city: str) -> Route:
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


def post(state: Any, entry: Entry) -> None:
    _post_balances(state.balances, entry)
