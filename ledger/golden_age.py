"""1930: The Golden Age of Airlines: the rules engine (../shared/rules/1930-golden-age-of-airlines.txt).

Pure Python: :data:`RULES` turns each recorded action into entries on whole-dollar accounts
and keeps what a banker needs beside the table: Stock tokens (held, in the Available Stock
Pool, set aside), the Stock Market, the Technology Track, Hubs in stock, each airline's
income as the banker types it, who acted and who flew this turn. The map (Gates, cities,
City Upgrade tiles) is not tracked: the banker types what the board shows when money
depends on it (docs/game-record.md, "1930").

The Stock Market track and the Dividend Level table are printed on the boards, not in the
rule text: the banker enters or confirms them (``golden_age.tables``) and the rulebook's
anchors are checked against them (ledger/data/golden_age/).

Accounts (codes): ``bank`` (the Bank's cash; it may go negative), ``p{seat}:cash``.
Rule citations read "1930, <section>" after the rulebook's headings.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from .engine import GameSetup
from .journal import Entry, Posting, RuleViolation, transfer
from .payload import (
    a_list as _list,
    cash as _cash,
    check_setup,
    fields as _mapping,
    post as _post_balances,
    seat as _seat_at,
    whole as _int,
)

__all__ = [
    "RULES", "GoldenAgeRules", "GoldenAgeState", "AirlineState", "PlayerState", "ACTIONS", "TOKEN_LIMIT",
    "SETUP_TABLE", "SetupRow", "STARTING_MONEY", "PAID_UPGRADE_COSTS", "TECH_COLOURS", "DEFAULT_AIRLINES",
    "illustrative_tables", "dividend_level", "half_dividend", "tech_colour", "ceo_of", "fly_outcome",
    "legal_buys", "operation_next", "stock_next", "turn_order", "purchase_next",
    "final_totals", "dividend_summary", "stock_round_view",
    "market_view", "operation_view", "next_step", "table_notes",
    "Payout", "FlightRecord", "PriceMove", "PurchasedActionRecord", "ContractRecord", "BankruptcyRecord",
    "StockOption", "StockAirline", "StockHolder", "StockRoundView", "MarketBox", "OperationPlayer",
    "OperationView", "TurnSummary", "Holding", "PlayerTotal",
]

# -- Rule citations -------------------------------------------------------------------------
R_SETUP = "1930, Setup"
R_FIRST = "1930, Stock Phase, The First Stock Round"
R_NORMAL = "1930, Stock Phase, Normal Stock Rounds"
R_TRACKING = "1930, Stock Phase, Tracking the Purchase of Stock Share Tokens"
R_BASIC = "1930, Stock Phase, Basic Rules About Stock Tokens"
R_BANKRUPTCY = "1930, Stock Phase, Bankruptcy"
R_OPERATING = "1930, Operation Phase, Operating Rounds"
R_OPERATIONS = "1930, Operation Phase, Airline Operations"
R_RELOCATE = "1930, Operation Phase, Relocate"
R_UPGRADE = "1930, Operation Phase, Upgrade"
R_OPEN = "1930, Operation Phase, Open"
R_HUB = "1930, Operation Phase, Hub"
R_RESEARCH = "1930, Operation Phase, Research"
R_FLY = "1930, Operation Phase, Fly"
R_STAND = "1930, Operation Phase, Stand"
R_TECH = "1930, Important Game Concepts, Technology"
R_CONTRACTS = "1930, Important Game Concepts, Contract Cards"
R_EOT = "1930, End of Turn Phase, End of Turn - Clean Up"
R_END = "1930, End of Game Phase, End of Game & Final Flight"
R_TABLES = "DESIGN.md, tables the rulebooks do not print"
R_RECORD = "docs/game-record.md, 1930"
R_READINGS = "docs/rule-readings.md, 1930"


# -- Figures printed in the rulebook (ledger/data/golden_age/rulebook.toml) -----------------
def _load(name: str) -> dict[str, Any]:
    text = resources.files("ledger.data.golden_age").joinpath(name).read_text("utf-8")
    return tomllib.loads(text)


_RULEBOOK = _load("rulebook.toml")


@dataclass(frozen=True)
class SetupRow:
    """A column of the Setup table (1930, Setup): one player count.

    Attributes:
        players: the number of players.
        airlines: airlines in the game.
        tokens_start: Stock tokens per airline in the Available Stock Pool at the start.
        tokens_total: Stock tokens per airline in all (the rest come at income marks).
        max_per_airline: most Stock tokens one player may hold in one airline.
    """

    players: int
    airlines: int
    tokens_start: int
    tokens_total: int
    max_per_airline: int


SETUP_TABLE: dict[int, SetupRow] = {r["players"]: SetupRow(**r) for r in _RULEBOOK["setup"]}
#: money printed on First Round Turn Order cards 1-3 (derived from the First Stock Round example)
STARTING_MONEY: dict[int, int] = {r["card"]: r["money"] for r in _RULEBOOK["starting_money"]}
TOKEN_LIMIT: int = _RULEBOOK["stock"]["token_limit"]
INITIAL_PRICES: tuple[int, ...] = tuple(_RULEBOOK["stock"]["initial_prices"])
FIRST_ROUND_TOKENS: int = _RULEBOOK["stock"]["first_round_tokens"]
BANKRUPT_PRICE: int = _RULEBOOK["stock"]["bankrupt_price"]
TOKEN_MARKS: tuple[int, ...] = tuple(_RULEBOOK["stock"]["token_marks"])
TOKEN_MARKS_TWO_PLAYERS: tuple[int, ...] = tuple(_RULEBOOK["stock"]["token_marks_two_players"])
HUB_MARKS: tuple[int, ...] = tuple(_RULEBOOK["operation"]["hub_marks"])
MAX_ACTIONS: int = _RULEBOOK["operation"]["max_actions"]
MAX_PAID_UPGRADES: int = _RULEBOOK["operation"]["max_paid_upgrades"]
GATES_PER_AIRLINE: int = _RULEBOOK["operation"]["gates_per_airline"]
GATES_RESERVE: int = _RULEBOOK["operation"]["gates_reserve"]
PAID_UPGRADE_COSTS: dict[str, int] = dict(_RULEBOOK["paid_upgrade_costs"])
CONTRACTS_PER_PLAYER: int = _RULEBOOK["contracts"]["per_player"]
CONTRACT_VALUES: tuple[int, ...] = tuple(_RULEBOOK["contracts"]["values"])
ANCHORS: dict[str, Any] = dict(_RULEBOOK["anchors"])

#: The Technology Track's colours, in order (1930, Important Game Concepts, Technology).
TECH_COLOURS = ("White", "Yellow", "Green", "Brown", "Gray")
#: Airline colours by default: the six the rulebook names first, then four illustrative names.
DEFAULT_AIRLINES = ("Blue", "Green", "Orange", "Yellow", "Pink", "Brown", "Red", "Purple", "Black", "Teal")
ACTIONS = ("expand", "relocate", "upgrade", "open", "hub", "research", "fly", "stand")
MAP_ACTIONS = ("expand", "relocate", "upgrade", "open", "hub")

PHASE_NAMES = {
    "setup": "Setup",
    "first_stock": "First Stock Round",
    "stock": "Normal Stock Round",
    "operation": "Operation Phase",
    "end_of_turn": "End of Turn Phase",
    "final_flight": "Final Flight",
    "over": "game over",
}
DEFAULT_OPTIONS: dict[str, Any] = {
    "airlines": None,  # the first N of DEFAULT_AIRLINES
    "turns": 6,
    "gray_tech_box": 8,
    "research_limit": "turn",
}


def illustrative_tables() -> dict[str, Any]:
    """A ``golden_age.tables`` payload with an ILLUSTRATIVE track and Dividend Level table.

    Made up (ledger/data/golden_age/illustrative_tables.toml), agreeing with the rulebook's
    anchors; never the board's. For tests, samples and to prefill the banker's form.
    """
    data = _load("illustrative_tables.toml")
    return {"provenance": "illustrative", "track": [dict(b) for b in data["track"]],
            "dividends": [dict(r) for r in data["dividends"]]}


# -- State ----------------------------------------------------------------------------------
class _Immutable:
    """A frozen record of what happened: copying it (``Game.preview``, tests) shares it."""

    __slots__ = ()

    def __copy__(self) -> _Immutable:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> _Immutable:
        return self


@dataclass
class AirlineState:
    """One airline: its Stock tokens, Stock Market box, Tech box, income and this turn's flags.

    ``box`` is the index of its Stock Market token on the track (``-1`` before it is founded);
    ``tech`` is its box on the Technology Track, 1-based (1 = the White box, "United States").
    """

    name: str
    pool: int
    unreleased: int
    status: str = "unfounded"  # unfounded | founded | bankrupt
    box: int = -1
    tech: int = 1
    income: int = 0
    marks: list[int] = field(default_factory=list)  # income marks reached, each counted once
    hubs_available: int = 0
    hubs_placed: int = 0
    founded_by: int = 0
    founded_turn: int = 0
    bankrupt_turn: int = 0
    # this turn / this round
    bought_this_round: bool = False
    flown: bool = False
    research_rounds: list[int] = field(default_factory=list)  # Operating Rounds (0 = End of Turn)
    tech_penalised: bool = False

    @property
    def in_play(self) -> bool:
        """Founded and not bankrupt: it has a Stock Market token."""
        return self.status == "founded"


@dataclass
class PlayerState:
    """One player: Stock tokens held, tokens used this turn, and what they did. Money is in ``balances``."""

    seat: int
    name: str
    card: int = 0
    holdings: dict[str, int] = field(default_factory=dict)
    used: dict[str, int] = field(default_factory=dict)  # tokens used for actions this turn
    actions: int = 0
    passed: bool = False
    first_round: list[str] = field(default_factory=list)  # airlines bought in the First Stock Round
    purchased_action: bool = False
    contracts: int = 0

    @property
    def tokens(self) -> int:
        """Stock tokens held, all airlines."""
        return sum(self.holdings.values())


@dataclass(frozen=True)
class Payout(_Immutable):
    """What one holder receives from a Fly: tokens held and whole dollars."""

    seat: int
    name: str
    tokens: int
    amount: int


@dataclass(frozen=True)
class FlightRecord(_Immutable):
    """One Fly and its dividend (1930, Operation Phase, Fly). Whole dollars.

    Attributes:
        turn: the turn (``turns + 1`` for the Final Flight).
        how: ``"operation"``, ``"purchased"`` (End of Turn) or ``"final flight"``.
        player: seat who took the action (0 for the Final Flight).
        airline: the airline's colour.
        income: the income flown (Income Track).
        level: the Dividend Level for that income.
        ceo: seat of the CEO (strictly most tokens), 0 when there is none.
        choice: the CEO's choice 1-5, 0 without a CEO (or at the Final Flight).
        rule: the no-CEO rule applied, 1-4; 0 with a CEO.
        mode: ``"full"``, ``"half"`` or ``"none"``.
        reason: why, in the rulebook's words.
        per_token: dividend per Stock token (half rounds up).
        payouts: per holder, seat order.
        total: paid by the Bank in all.
        tech_up: the Tech Level went up by one (choices 2 and 5, no-CEO rule 3).
        gates_added: Gates added to the airline's supply (choices 3-5, no-CEO rules 1-2).
    """

    turn: int
    how: str
    player: int
    airline: str
    income: int
    level: int
    ceo: int
    choice: int
    rule: int
    mode: str
    reason: str
    per_token: int
    payouts: tuple[Payout, ...]
    total: int
    tech_up: bool
    gates_added: int


@dataclass(frozen=True)
class PriceMove(_Immutable):
    """A Stock Market move: ``boxes`` asked (+ right, - left), prices before and after (whole dollars)."""

    turn: int
    airline: str
    boxes: int
    from_price: int
    to_price: int
    reason: str


@dataclass(frozen=True)
class PurchasedActionRecord(_Immutable):
    """An End of Turn purchased action: who, for which airline, what, and its cost (whole dollars)."""

    turn: int
    seat: int
    name: str
    airline: str
    action: str
    cost: int
    paid_upgrades: int


@dataclass(frozen=True)
class ContractRecord(_Immutable):
    """A Contract card awarded: the player who played it receives ``amount`` whole dollars."""

    turn: int
    seat: int
    name: str
    airline: str
    amount: int


@dataclass(frozen=True)
class BankruptcyRecord(_Immutable):
    """An airline that ended a turn in the $1 box: its tokens left the game, per holder ``(seat, tokens)``."""

    turn: int
    airline: str
    tokens: tuple[tuple[int, int], ...]


@dataclass
class GoldenAgeState:
    """Everything derived from the actions so far (DESIGN.md: state is derived by replay)."""

    title: str
    players: list[PlayerState]
    airlines: dict[str, AirlineState]
    setup_row: SetupRow
    turns: int
    gray_tech_box: int
    research_limit: str
    balances: dict[str, int] = field(default_factory=dict)
    turn: int = 1
    phase: str = "setup"
    money_dealt: bool = False
    first_player: int = 1
    card_order: list[int] = field(default_factory=list)
    # stock market track and dividend table (golden_age.tables)
    track: list[tuple[int, int]] = field(default_factory=list)  # (price, action cost), lowest first
    dividends: list[tuple[int, int]] = field(default_factory=list)  # (income from, dividend)
    tables_provenance: str = ""
    # stock rounds
    first_round_buy: int = 1  # 1..3: the found, then two single buys
    first_round_pos: int = 0  # index in card_order
    stock_turn: int = 0  # seat to act in a Normal Stock Round
    # operation phase
    op_round: int = 1
    op_acted: list[int] = field(default_factory=list)
    # end of turn: 1 purchased actions, 3 tech penalties, 4 contracts (2 applied on leaving 1)
    eot_step: int = 1
    # what happened, for the dividend summary
    flights: list[FlightRecord] = field(default_factory=list)
    price_moves: list[PriceMove] = field(default_factory=list)
    purchased: list[PurchasedActionRecord] = field(default_factory=list)
    contracts: list[ContractRecord] = field(default_factory=list)
    bankruptcies: list[BankruptcyRecord] = field(default_factory=list)

    def player(self, seat: int) -> PlayerState:
        return self.players[seat - 1]

    def clockwise_from(self, seat: int) -> list[int]:
        """Seats in clockwise order starting with ``seat``."""
        n = len(self.players)
        return [(seat - 1 + i) % n + 1 for i in range(n)]

    @property
    def tech_boxes(self) -> int:
        """Boxes on the Technology Track (option ``gray_tech_box``: the Gray box is the last)."""
        return self.gray_tech_box


# -- Pure rule functions -------------------------------------------------------------------
def tech_colour(box: int, gray_tech_box: int = 8) -> str:
    """The colour of Technology Track box ``box`` (1-based).

    1930, Research: Yellow from the 2nd box, Green from the 4th, Brown from the 6th, Gray at
    the 8th ("8th Box (Gray)") or, with option ``gray_tech_box`` 9, at the 9th ("9th Box
    (Gray)"), Brown then covering boxes 6-8.
    """
    if box >= gray_tech_box:
        return "Gray"
    if box >= 6:
        return "Brown"
    if box >= 4:
        return "Green"
    if box >= 2:
        return "Yellow"
    return "White"


def dividend_level(dividends: list[tuple[int, int]], income: int) -> int:
    """The Dividend Level for ``income`` (whole dollars) from the table's ``(income from, dividend)`` rows.

    1930, Fly: "an airline with an income level of $28 falls into $4 Dividend Level".
    """
    level = 0
    for start, dividend in dividends:
        if income >= start:
            level = dividend
    return level


def half_dividend(level: int) -> int:
    """Half of the Dividend Level, rounded up to the nearest $1 (1930, Fly, "* Half Dividend")."""
    return (level + 1) // 2


def ceo_of(state: GoldenAgeState, airline: str) -> int:
    """Seat of the airline's CEO, or 0: the player with more Stock tokens than any other single player.

    1930, Fly, "Determining the CEO"; End of Turn 1.
    """
    counts = sorted(((p.holdings.get(airline, 0), p.seat) for p in state.players), reverse=True)
    if not counts or counts[0][0] == 0:
        return 0
    if len(counts) > 1 and counts[1][0] == counts[0][0]:
        return 0
    return counts[0][1]


def _price(state: GoldenAgeState, airline: AirlineState) -> int:
    return state.track[airline.box][0] if airline.box >= 0 and state.track else 0


def _action_cost(state: GoldenAgeState, airline: AirlineState) -> int:
    return state.track[airline.box][1] if airline.box >= 0 and state.track else 0


def _in_play_tokens(state: GoldenAgeState, airline: AirlineState) -> int:
    """Stock tokens in play: in the Available Stock Pool or held (1930, Basic Rules About Stock Tokens)."""
    return airline.pool + sum(p.holdings.get(airline.name, 0) for p in state.players)


def _max_tech_lead(state: GoldenAgeState) -> int:
    return max((a.tech for a in state.airlines.values() if a.status != "bankrupt"), default=1)


# -- Payload reading -----------------------------------------------------------------------


def _seat(state: GoldenAgeState, value: Any, field_name: str, rule: str) -> PlayerState:
    return _seat_at(state.players, value, field_name, rule)


def _airline(state: GoldenAgeState, value: Any, field_name: str, rule: str) -> AirlineState:
    if isinstance(value, str):
        for name, airline in state.airlines.items():
            if name.casefold() == value.strip().casefold():
                return airline
    known = ", ".join(state.airlines)
    raise RuleViolation(f"{value!r} is not an airline of this game ({known})", field=field_name, rule=rule)


def _founded(state: GoldenAgeState, value: Any, field_name: str, rule: str) -> AirlineState:
    airline = _airline(state, value, field_name, rule)
    if airline.status == "bankrupt":
        raise RuleViolation(f"{airline.name} went bankrupt in turn {airline.bankrupt_turn} and left the game",
                            field=field_name, rule=R_BANKRUPTCY)
    if airline.status != "founded":
        raise RuleViolation(f"{airline.name} has not been started", field=field_name, rule=rule)
    return airline






def _turn_label(state: GoldenAgeState) -> str:
    return f"Turn {state.turn}"


def _require_phase(state: GoldenAgeState, allowed: tuple[str, ...], what: str, rule: str) -> None:
    if state.phase not in allowed:
        wanted = " or ".join(PHASE_NAMES[p] for p in allowed)
        where = PHASE_NAMES[state.phase] if state.phase in ("setup", "over", "final_flight") else \
            f"{_turn_label(state)}, {PHASE_NAMES[state.phase]}"
        raise RuleViolation(f"{what} belongs to the {wanted}; the game is at {where}", field="kind", rule=rule)


# -- The engine ----------------------------------------------------------------------------
class GoldenAgeRules:
    """1930: The Golden Age of Airlines as a rules engine (see :class:`ledger.game.Rules`)."""

    name = "golden_age"

    def start(self, setup: GameSetup) -> tuple[GoldenAgeState, list[Entry]]:
        """2-6 players; the Setup table for the count; no money yet (``golden_age.starting_money``).

        Raises:
            RuleViolation: wrong player count, empty or repeated names, unknown or bad options.
        """
        names = list(setup.players)
        options = check_setup(setup, game="1930", rule=R_SETUP, variants=("standard",), options=DEFAULT_OPTIONS,
                              players=(min(SETUP_TABLE), max(SETUP_TABLE)))
        row = SETUP_TABLE[len(names)]
        airlines = options["airlines"]
        if airlines is None:
            airlines = list(DEFAULT_AIRLINES[:row.airlines])
        if (not isinstance(airlines, list) or len(airlines) != row.airlines
                or not all(isinstance(a, str) and a.strip() for a in airlines)):
            raise RuleViolation(f"must list the {row.airlines} airline colours in a {len(names)}-player game",
                                field="options.airlines", rule=R_SETUP)
        airlines = [a.strip() for a in airlines]
        if len({a.casefold() for a in airlines}) != len(airlines):
            raise RuleViolation("an airline colour appears twice", field="options.airlines", rule=R_SETUP)
        turns = options["turns"]
        if type(turns) is not int or not 1 <= turns <= 6:
            raise RuleViolation("must be a whole number of turns from 1 to 6", field="options.turns", rule=R_END)
        if type(options["gray_tech_box"]) is not int or options["gray_tech_box"] not in (8, 9):
            raise RuleViolation("must be 8 or 9 (the Gray box of the Technology Track)",
                                field="options.gray_tech_box", rule=f"{R_RESEARCH}; {R_READINGS}")
        if not isinstance(options["research_limit"], str) or options["research_limit"] not in ("turn",
                                                                                                "operating_round"):
            raise RuleViolation("must be \"turn\" or \"operating_round\"", field="options.research_limit",
                                rule=f"{R_RESEARCH}; {R_OPERATIONS} 6; {R_READINGS}")
        state = GoldenAgeState(
            title=setup.title,
            players=[PlayerState(seat=i, name=n) for i, n in enumerate(names, start=1)],
            airlines={a: AirlineState(a, pool=row.tokens_start, unreleased=row.tokens_total - row.tokens_start)
                      for a in airlines},
            setup_row=row,
            turns=turns,
            gray_tech_box=options["gray_tech_box"],
            research_limit=options["research_limit"],
        )
        return state, []

    def balance(self, state: GoldenAgeState, account: str) -> int:
        """Balance of an account code, whole dollars (0 for an account never posted to)."""
        return state.balances.get(account, 0)

    def position(self, state: GoldenAgeState) -> str:
        """E.g. ``"Turn 2, Operation Phase, round 3"``."""
        if state.phase in ("setup", "over", "final_flight"):
            return PHASE_NAMES[state.phase]
        text = f"{_turn_label(state)}, {PHASE_NAMES[state.phase]}"
        if state.phase == "first_stock":
            text += f", buy {state.first_round_buy} of 3"
        elif state.phase == "operation":
            text += f", round {state.op_round}"
        return text

    def apply(self, state: GoldenAgeState, kind: str, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
        """Apply one action (see docs/game-record.md, "1930", for each kind's payload).

        Raises:
            RuleViolation: naming the field and the rule; ``state`` is left as it was.
        """
        handler = _HANDLERS.get(kind)
        if handler is None:
            known = ", ".join(sorted(_HANDLERS))
            raise RuleViolation(f"unknown action {kind!r}; 1930 knows: {known}", field="kind",
                                rule=f"{R_RECORD} (action kinds)")
        if not isinstance(payload, Mapping):
            raise RuleViolation("the payload must be an object of fields", field="payload", rule=R_RECORD)
        if state.phase == "over":
            raise RuleViolation("the game is over (after the Final Flight)", field="kind", rule=R_END)
        entries, summary = handler(state, payload)
        for entry in entries:
            _post(state, entry)
        return entries, summary




# -- State changes shared by handlers (called only after every check) -----------------------
def _move(state: GoldenAgeState, airline: AirlineState, boxes: int, reason: str) -> PriceMove:
    """Move the Stock Market token ``boxes`` boxes, never past the top box nor below the $1 box."""
    before = _price(state, airline)
    airline.box = max(0, min(len(state.track) - 1, airline.box + boxes))
    move = PriceMove(state.turn, airline.name, boxes, before, _price(state, airline), reason)
    state.price_moves.append(move)
    return move


def _move_text(move: PriceMove) -> str:
    if move.from_price == move.to_price:
        where = "top box" if move.boxes > 0 else "$1 box"
        return f"{move.airline} stays at ${move.to_price} ({move.reason}; already in the {where})"
    return f"{move.airline} ${move.from_price} → ${move.to_price} ({move.reason})"


def _income_marks(state: GoldenAgeState) -> tuple[tuple[int, ...], tuple[int, ...]]:
    tokens = TOKEN_MARKS_TWO_PLAYERS if len(state.players) == 2 else TOKEN_MARKS
    return tokens, HUB_MARKS


def _set_income(state: GoldenAgeState, airline: AirlineState, income: int) -> list[str]:
    """Set the income; release Stock tokens and Hubs at each mark reached for the first time.

    1930, Setup 5 (Stock tokens at 26, 51 and 100; none at 100 with 2 players) and Hub
    (Hubs at 26, 76 and 100). A mark counts once even if the income later falls back.
    """
    notes: list[str] = []
    airline.income = income
    token_marks, hub_marks = _income_marks(state)
    for mark in sorted(set(token_marks) | set(hub_marks)):
        if income < mark or mark in airline.marks:
            continue
        airline.marks.append(mark)
        if mark in token_marks and airline.unreleased > 0:
            airline.unreleased -= 1
            airline.pool += 1
            notes.append(f"one more {airline.name} Stock token in the Available Stock Pool (income {mark})")
        if mark in hub_marks:
            airline.hubs_available += 1
            notes.append(f"{airline.name} gains a Hub (income {mark})")
    return notes


def _tech_up(state: GoldenAgeState, airline: AirlineState, why: str) -> list[str]:
    """One box right on the Technology Track; +1 Stock Market box on entering a new colour.

    1930, Important Game Concepts, Technology ("Internal Improvements") and Research.
    """
    before = tech_colour(airline.tech, state.gray_tech_box)
    airline.tech += 1
    after = tech_colour(airline.tech, state.gray_tech_box)
    notes = [f"{airline.name} Tech {airline.tech} ({after})"]
    if after != before:
        notes.append(_move_text(_move(state, airline, +1, f"Tech enters {after} ({why})")))
    return notes


def _bankrupt(state: GoldenAgeState, airline: AirlineState) -> BankruptcyRecord:
    held = tuple((p.seat, p.holdings.pop(airline.name)) for p in state.players if p.holdings.get(airline.name))
    for player in state.players:
        player.used.pop(airline.name, None)
    airline.pool = 0
    airline.unreleased = 0
    airline.hubs_available = 0
    airline.status = "bankrupt"
    airline.bankrupt_turn = state.turn
    record = BankruptcyRecord(state.turn, airline.name, held)
    state.bankruptcies.append(record)
    return record


# -- Setup actions -------------------------------------------------------------------------
def _starting_money(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = f"{R_SETUP} 3"
    _require_phase(state, ("setup",), "Dealing the First Round Turn Order cards", rule)
    n = len(state.players)
    rows = _list(payload, "cards", rule)
    if len(rows) != n:
        raise RuleViolation(f"one card per player: {n} cards, got {len(rows)}", field="cards", rule=rule)
    seats: dict[int, int] = {}
    money: dict[int, int] = {}
    for i, raw in enumerate(rows):
        row = _mapping(raw, f"cards[{i}]", rule)
        where = f"cards[{i}]."
        player = _seat(state, row.get("player"), f"{where}player", rule)
        if player.seat in seats.values():
            raise RuleViolation(f"{player.name} has two cards", field=f"{where}player", rule=rule)
        card = _int(row, "card", where, rule, minimum=1, maximum=n)
        if card in seats:
            raise RuleViolation(f"card {card} is dealt twice; with {n} players use cards 1-{n}",
                                field=f"{where}card", rule=rule)
        amount = _int(row, "money", where, rule, minimum=1)
        printed = STARTING_MONEY.get(card)
        if printed is not None and amount != printed:
            raise RuleViolation(f"First Round Turn Order card {card} gives ${printed}, not ${amount}",
                                field=f"{where}money", rule=f"{R_FIRST} (example)")
        seats[card] = player.seat
        money[card] = amount
    entries = []
    for card in sorted(seats):
        player = state.player(seats[card])
        player.card = card
        entries.append(transfer(f"Starting money (First Round Turn Order card {card}): {player.name}",
                                "bank", f"p{player.seat}:cash", money[card]))
    state.card_order = [seats[c] for c in sorted(seats)]
    state.first_player = state.card_order[0]
    state.money_dealt = True
    state.phase = "first_stock"
    order = ", ".join(f"{state.player(s).name} ${money[c]}" for c, s in sorted(seats.items()))
    return entries, f"First Round Turn Order: {order}"


def _tables(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = R_TABLES
    provenance = payload.get("provenance")
    if provenance not in ("board", "illustrative"):
        raise RuleViolation("must be \"board\" (checked against the boards) or \"illustrative\"",
                            field="provenance", rule=rule)
    boxes = _list(payload, "track", rule)
    track: list[tuple[int, int]] = []
    for i, raw in enumerate(boxes):
        row = _mapping(raw, f"track[{i}]", rule)
        where = f"track[{i}]."
        price = _int(row, "price", where, rule, minimum=1)
        cost = _int(row, "action_cost", where, f"{R_EOT} 1", minimum=0)
        if track and price <= track[-1][0]:
            raise RuleViolation(f"${price} after ${track[-1][0]}: the prices rise box by box",
                                field=f"{where}price", rule=rule)
        track.append((price, cost))
    if len(track) < 2:
        raise RuleViolation("the Stock Market needs its boxes, lowest first", field="track", rule=rule)
    if track[0][0] != BANKRUPT_PRICE:
        raise RuleViolation(f"the first box must be the ${BANKRUPT_PRICE} box, \"Bankrupt at End of Turn\"",
                            field="track[0].price", rule=R_BANKRUPTCY)
    prices = {p for p, _ in track}
    for anchor in ANCHORS["track_prices"]:
        if anchor not in prices:
            raise RuleViolation(f"the rulebook names a ${anchor} box (Initial Stock Prices $3-$7; the $11, $7 and "
                                f"$15 tokens of the trade example); the track has none", field="track",
                                rule=f"{R_FIRST}; {R_NORMAL}")
    for anchor in ANCHORS["action_costs"]:
        if anchor not in {c for _, c in track}:
            raise RuleViolation(f"the rulebook shows a ${anchor} action cost (\"the CEO of the Blue airline may "
                                f"pay $2\"); no box has one", field="track", rule=f"{R_EOT} 1")
    if state.track and any(a.box >= 0 for a in state.airlines.values()) and len(track) != len(state.track):
        raise RuleViolation(f"Stock Market tokens are on the board: a correction keeps the {len(state.track)} "
                            f"boxes (each token keeps its box)", field="track", rule=rule)
    rows = _list(payload, "dividends", rule)
    table: list[tuple[int, int]] = []
    for i, raw in enumerate(rows):
        row = _mapping(raw, f"dividends[{i}]", rule)
        where = f"dividends[{i}]."
        start = _int(row, "income_from", where, rule, minimum=0)
        dividend = _int(row, "dividend", where, rule, minimum=0)
        if not table and start != 0:
            raise RuleViolation("the first row starts at income 0", field=f"{where}income_from", rule=rule)
        if table and start <= table[-1][0]:
            raise RuleViolation(f"income {start} after {table[-1][0]}: the rows rise", field=f"{where}income_from",
                                rule=rule)
        if table and dividend < table[-1][1]:
            raise RuleViolation(f"${dividend} after ${table[-1][1]}: a higher income never pays less",
                                field=f"{where}dividend", rule=rule)
        table.append((start, dividend))
    if not table:
        raise RuleViolation("the Dividend Level table needs its rows", field="dividends", rule=rule)
    got = dividend_level(table, ANCHORS["dividend_income"])
    if got != ANCHORS["dividend_level"]:
        raise RuleViolation(f"income ${ANCHORS['dividend_income']} must fall into the ${ANCHORS['dividend_level']} "
                            f"Dividend Level, this table gives ${got}", field="dividends", rule=f"{R_FLY} (example)")
    state.track = track
    state.dividends = table
    state.tables_provenance = provenance
    return [], (f"Stock Market ({len(track)} boxes, ${track[0][0]}-${track[-1][0]}) and Dividend Level table "
                f"({len(table)} rows) entered, {provenance}")


# -- Stock Phase ---------------------------------------------------------------------------
@dataclass(frozen=True)
class StockOption:
    """A buy the player may make now: ``action`` is ``"buy"``, ``"found"`` or ``"trade"``.

    Attributes:
        prices: the current price (buy, trade), or the Initial Stock Prices the player can
            afford (found; for a trade that starts the airline, all five: the credit of the
            returned token decides), whole dollars.
        tokens: how many tokens the buy takes.
        returns: for a trade, the airlines whose token the player may return for it (legal
            and affordable; for a trade that starts the airline, affordable at $3).
    """

    airline: str
    action: str
    prices: tuple[int, ...]
    tokens: int
    returns: tuple[str, ...] = ()


def stock_next(state: GoldenAgeState) -> int:
    """Seat of the player whose buy it is in a Stock Round, or 0 outside one."""
    if state.phase == "first_stock":
        return state.card_order[state.first_round_pos] if state.card_order else 0
    if state.phase == "stock":
        return state.stock_turn
    return 0


def _why_not(state: GoldenAgeState, player: PlayerState, airline: AirlineState, tokens: int,
             trading: AirlineState | None = None) -> tuple[str, str] | None:
    """Why ``player`` may not take ``tokens`` tokens of ``airline`` now (ignoring money), or None."""
    row = state.setup_row
    if airline.status == "bankrupt":
        return f"{airline.name} went bankrupt and left the game", R_BANKRUPTCY
    if state.phase == "first_stock":
        if state.first_round_buy > 1 and airline.name in player.first_round:
            if player.first_round and airline.name == player.first_round[0]:
                return f"{player.name} founded {airline.name} on the first buy", R_FIRST
            return f"{player.name} already bought {airline.name}: two different airlines", R_FIRST
    if airline.pool < tokens:
        return f"{airline.name} has {airline.pool} Stock token(s) in the Available Stock Pool", R_NORMAL
    held = player.holdings.get(airline.name, 0)
    if held + tokens > row.max_per_airline:
        return (f"{player.name} holds {held} {airline.name} token(s); at most {row.max_per_airline} in one airline"
                f"{' in a 2-player game' if len(state.players) == 2 else ''}"), R_BASIC
    in_play = _in_play_tokens(state, airline)  # a trade returns a token of another airline: no change here
    if held + tokens >= in_play:
        return f"no player may possess all the {in_play} {airline.name} Stock tokens in play", R_BASIC
    total = player.tokens - (1 if trading is not None else 0)
    if total + tokens > TOKEN_LIMIT:
        return f"{player.name} holds {player.tokens} Stock tokens, the limit is {TOKEN_LIMIT}", R_BASIC
    return None


def legal_buys(state: GoldenAgeState, seat: int) -> tuple[StockOption, ...]:
    """The buys (and founds) the player in ``seat`` may make and afford now, with their prices.

    First Stock Round: two tokens to found on the first buy; one token of a different airline
    on the second and third, never the founded one. Normal Stock Round: one token; at the
    10-token limit, trades instead (priced before the returned token's credit). Whole dollars.
    """
    if state.phase not in ("first_stock", "stock") or not state.track:
        return ()
    player = state.player(seat)
    cash = _cash(state, seat)
    first_buy = state.phase == "first_stock" and state.first_round_buy == 1
    tokens = 2 if first_buy else 1
    at_limit = state.phase == "stock" and player.tokens >= TOKEN_LIMIT
    out: list[StockOption] = []

    def returns(airline: AirlineState, price: int) -> tuple[str, ...]:
        return tuple(r for r, n in sorted(player.holdings.items())
                     if n and r != airline.name and price - _price(state, state.airlines[r]) <= cash
                     and _why_not(state, player, airline, 1, trading=state.airlines[r]) is None)

    for airline in state.airlines.values():
        if airline.status == "founded" and not first_buy:
            price = _price(state, airline)
            if at_limit:
                if returned := returns(airline, price):
                    out.append(StockOption(airline.name, "trade", (price,), 1, returned))
            elif price <= cash and _why_not(state, player, airline, 1) is None:
                out.append(StockOption(airline.name, "buy", (price,), 1))
        elif airline.status == "unfounded":
            if at_limit:
                if returned := returns(airline, INITIAL_PRICES[0]):
                    out.append(StockOption(airline.name, "trade", INITIAL_PRICES, 1, returned))
                continue
            prices = tuple(p for p in INITIAL_PRICES if p * tokens <= cash)
            if prices and _why_not(state, player, airline, tokens) is None:
                out.append(StockOption(airline.name, "found", prices, tokens))
    return tuple(out)


def _require_stock_turn(state: GoldenAgeState, player: PlayerState, what: str) -> None:
    _require_phase(state, ("first_stock", "stock"), what, R_NORMAL)
    if not state.track:
        raise RuleViolation("enter the Stock Market track and Dividend Level table first (golden_age.tables)",
                            field="kind", rule=R_TABLES)
    due = stock_next(state)
    if player.seat != due:
        rule = R_FIRST if state.phase == "first_stock" else R_NORMAL
        raise RuleViolation(f"it is {state.player(due).name}'s buy, not {player.name}'s", field="player", rule=rule)


def _after_stock_buy(state: GoldenAgeState, player: PlayerState) -> list[str]:
    """Pass the buy on; close the round when it is over. Returns what the close did."""
    if state.phase == "first_stock":
        state.first_round_pos += 1
        if state.first_round_pos == len(state.card_order):
            state.first_round_pos = 0
            state.first_round_buy += 1
        if state.first_round_buy > 3:
            for p in state.players:
                p.first_round = []
            return ["First Stock Round over"] + _start_operation(state)
        return []
    for seat in state.clockwise_from(player.seat)[1:] + [player.seat]:
        if not state.player(seat).passed:
            state.stock_turn = seat
            return []
    return _end_stock_round(state)


def _end_stock_round(state: GoldenAgeState) -> list[str]:
    """End of a Normal Stock Round: +1 box per airline bought, +1 more per empty pool.

    1930, Stock Phase, Tracking the Purchase of Stock Share Tokens.
    """
    notes = ["Normal Stock Round over"]
    for airline in state.airlines.values():
        if not airline.in_play:
            continue
        if airline.bought_this_round:
            notes.append(_move_text(_move(state, airline, +1, "bought this Stock Round")))
        if airline.pool == 0:
            notes.append(_move_text(_move(state, airline, +1, "Available Stock Pool empty")))
        airline.bought_this_round = False
    state.stock_turn = 0
    for p in state.players:
        p.passed = False
    return notes + _start_operation(state)


def _initial_price(state: GoldenAgeState, payload: Mapping[str, Any], rule: str) -> int:
    price = payload.get("price")
    if price not in INITIAL_PRICES or type(price) is not int:
        raise RuleViolation(f"the Initial Stock Price is $3, $4, $5, $6 or $7, got {price!r}", field="price",
                            rule=R_FIRST)
    if price not in {p for p, _ in state.track}:
        raise RuleViolation(f"the Stock Market track has no ${price} box", field="price", rule=R_TABLES)
    return price


def _found(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    player = _seat(state, payload.get("player"), "player", R_FIRST)
    _require_stock_turn(state, player, "Starting an airline")
    first_round = state.phase == "first_stock"
    rule = R_FIRST if first_round else R_NORMAL
    airline = _airline(state, payload.get("airline"), "airline", rule)
    if airline.status != "unfounded":
        raise RuleViolation(f"{airline.name} has already been started" if airline.in_play
                            else f"{airline.name} went bankrupt and left the game", field="airline", rule=rule)
    tokens = 2 if first_round and state.first_round_buy == 1 else 1
    if "tokens" in payload and payload["tokens"] != tokens:
        raise RuleViolation(f"starting an airline here buys {tokens} Stock token(s)", field="tokens",
                            rule=rule if tokens == 2 else R_NORMAL)
    if state.phase == "stock" and player.tokens >= TOKEN_LIMIT:
        raise RuleViolation(f"{player.name} holds {TOKEN_LIMIT} Stock tokens: only a trade may buy another",
                            field="player", rule=R_NORMAL)
    price = _initial_price(state, payload, rule)
    blocked = _why_not(state, player, airline, tokens)
    if blocked:
        raise RuleViolation(blocked[0], field="airline", rule=blocked[1])
    cost = price * tokens
    if cost > _cash(state, player.seat):
        raise RuleViolation(f"{player.name} has ${_cash(state, player.seat)}: an Initial Stock Price of ${price} "
                            f"for {tokens} token(s) costs ${cost}; choose one the player can afford",
                            field="price", rule=R_FIRST)
    airline.status = "founded"
    airline.box = [p for p, _ in state.track].index(price)
    airline.founded_by = player.seat
    airline.founded_turn = state.turn
    airline.pool -= tokens
    player.holdings[airline.name] = player.holdings.get(airline.name, 0) + tokens
    if first_round:
        player.first_round.append(airline.name)
    else:
        airline.bought_this_round = True  # "Purchased" side: founding is a purchase
    entry = transfer(f"{_turn_label(state)}: {player.name} starts {airline.name} at ${price}, "
                     f"{tokens} Stock token(s)", f"p{player.seat}:cash", "bank", cost)
    notes = _after_stock_buy(state, player)
    summary = f"{player.name} starts {airline.name} at ${price} ({tokens} token(s), ${cost})"
    return [entry], "; ".join([summary] + notes)


def _buy(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    player = _seat(state, payload.get("player"), "player", R_NORMAL)
    _require_stock_turn(state, player, "Buying a Stock token")
    rule = R_FIRST if state.phase == "first_stock" else R_NORMAL
    if state.phase == "first_stock" and state.first_round_buy == 1:
        raise RuleViolation("the first buy of the First Stock Round starts an airline (golden_age.found)",
                            field="kind", rule=R_FIRST)
    airline = _airline(state, payload.get("airline"), "airline", rule)
    if airline.status == "unfounded":
        raise RuleViolation(f"{airline.name} has not been started: start it with an Initial Stock Price "
                            f"(golden_age.found)", field="airline", rule=rule)
    if state.phase == "stock" and player.tokens >= TOKEN_LIMIT:
        raise RuleViolation(f"{player.name} holds {TOKEN_LIMIT} Stock tokens: return one in a trade "
                            f"(golden_age.trade)", field="player", rule=R_NORMAL)
    blocked = _why_not(state, player, airline, 1)
    if blocked:
        raise RuleViolation(blocked[0], field="airline", rule=blocked[1])
    price = _price(state, airline)
    if price > _cash(state, player.seat):
        raise RuleViolation(f"{player.name} has ${_cash(state, player.seat)}; one {airline.name} token costs ${price}",
                            field="airline", rule=rule)
    airline.pool -= 1
    player.holdings[airline.name] = player.holdings.get(airline.name, 0) + 1
    if state.phase == "first_stock":
        player.first_round.append(airline.name)  # no "Purchased" side in the First Stock Round
    else:
        airline.bought_this_round = True
    entry = transfer(f"{_turn_label(state)}: {player.name} buys one {airline.name} Stock token at ${price}",
                     f"p{player.seat}:cash", "bank", price)
    notes = _after_stock_buy(state, player)
    return [entry], "; ".join([f"{player.name} buys {airline.name} at ${price}"] + notes)


def _trade(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    player = _seat(state, payload.get("player"), "player", R_NORMAL)
    _require_stock_turn(state, player, "A trade")
    if state.phase != "stock":
        raise RuleViolation("trades happen in Normal Stock Rounds, at the 10-token limit", field="kind",
                            rule=R_NORMAL)
    if player.tokens < TOKEN_LIMIT:
        raise RuleViolation(f"{player.name} holds {player.tokens} Stock tokens; players may not trade a Stock "
                            f"token unless they are at the limit of {TOKEN_LIMIT}", field="player", rule=R_NORMAL)
    airline = _airline(state, payload.get("airline"), "airline", R_NORMAL)
    returned = _airline(state, payload.get("returned"), "returned", R_NORMAL)
    if returned is airline:
        raise RuleViolation("a Stock token is traded only for a token of a different airline", field="returned",
                            rule=R_NORMAL)
    if not player.holdings.get(returned.name):
        raise RuleViolation(f"{player.name} holds no {returned.name} Stock token", field="returned", rule=R_NORMAL)
    credit = _price(state, returned)
    if airline.status == "unfounded":
        price = _initial_price(state, payload, R_NORMAL)
    elif airline.status == "bankrupt":
        raise RuleViolation(f"{airline.name} went bankrupt and left the game", field="airline", rule=R_BANKRUPTCY)
    else:
        if "price" in payload:
            raise RuleViolation(f"{airline.name} is on the Stock Market at ${_price(state, airline)}", field="price",
                                rule=R_NORMAL)
        price = _price(state, airline)
    blocked = _why_not(state, player, airline, 1, trading=returned)
    if blocked:
        raise RuleViolation(blocked[0], field="airline", rule=blocked[1])
    cost = max(0, price - credit)
    if cost > _cash(state, player.seat):
        raise RuleViolation(f"{player.name} has ${_cash(state, player.seat)}; the trade costs ${price} less "
                            f"${credit} = ${cost}", field="airline", rule=R_NORMAL)
    founding = airline.status == "unfounded"
    player.holdings[returned.name] -= 1
    if not player.holdings[returned.name]:
        del player.holdings[returned.name]
    returned.pool += 1
    if founding:
        airline.status = "founded"
        airline.box = [p for p, _ in state.track].index(price)
        airline.founded_by = player.seat
        airline.founded_turn = state.turn
    airline.pool -= 1
    airline.bought_this_round = True
    player.holdings[airline.name] = player.holdings.get(airline.name, 0) + 1
    entries = []
    if cost:
        entries.append(transfer(f"{_turn_label(state)}: {player.name} trades one {returned.name} token (${credit}) "
                                f"for one {airline.name} token (${price})", f"p{player.seat}:cash", "bank", cost))
    lost = f", ${credit - price} lost" if credit > price else ""
    what = "starts" if founding else "buys"
    summary = (f"{player.name} returns {returned.name} (${credit}) and {what} {airline.name} at ${price}: "
               f"pays ${cost}{lost}")
    notes = _after_stock_buy(state, player)
    return entries, "; ".join([summary] + notes)


def _pass(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    player = _seat(state, payload.get("player"), "player", R_NORMAL)
    _require_stock_turn(state, player, "Passing")
    if state.phase == "first_stock":
        if state.first_round_buy == 1:
            raise RuleViolation("each player must start an airline on the first buy", field="kind", rule=R_FIRST)
        options = legal_buys(state, player.seat)
        if options:
            names = ", ".join(o.airline for o in options)
            raise RuleViolation(f"{player.name} can afford a legal buy ({names}): buying is compulsory in the "
                                f"First Stock Round", field="kind", rule=R_FIRST)
        notes = _after_stock_buy(state, player)
        return [], "; ".join([f"{player.name} cannot buy (First Stock Round)"] + notes)
    player.passed = True
    notes = _after_stock_buy(state, player)
    return [], "; ".join([f"{player.name} passes"] + notes)


# -- Operation Phase -----------------------------------------------------------------------
def _actions_left(state: GoldenAgeState, seat: int) -> int:
    player = state.player(seat)
    return max(0, min(player.tokens, MAX_ACTIONS) - player.actions)


def operation_next(state: GoldenAgeState) -> int:
    """Seat of the player whose action it is in the Operation Phase, or 0.

    1930, Operating Rounds: the First Player marker starts each round, then clockwise; a
    player who has used all their Stock tokens (or seven actions) passes.
    """
    if state.phase != "operation":
        return 0
    for seat in state.clockwise_from(state.first_player):
        if seat not in state.op_acted and _actions_left(state, seat) > 0:
            return seat
    return 0


def _start_operation(state: GoldenAgeState) -> list[str]:
    state.phase = "operation"
    state.op_round = 1
    state.op_acted = []
    return _advance_operation(state)


def _advance_operation(state: GoldenAgeState) -> list[str]:
    if operation_next(state):
        return []
    if any(_actions_left(state, p.seat) for p in state.players):
        state.op_round += 1
        state.op_acted = []
        return []
    state.phase = "end_of_turn"
    state.eot_step = 1
    return ["Operation Phase over"]


def _research_blocked(state: GoldenAgeState, airline: AirlineState, purchased: bool) -> str | None:
    if airline.tech >= state.tech_boxes:
        return f"{airline.name} is in the last box of the Technology Track (Gray)"
    if purchased or state.research_limit == "turn":
        if airline.research_rounds:
            return f"{airline.name} has already done Research this turn"
    elif state.op_round in airline.research_rounds:
        return f"{airline.name} has already done Research in Operating Round {state.op_round}"
    return None


def _read_income(payload: Mapping[str, Any], rule: str) -> int | None:
    if "income" not in payload:
        return None
    return _int(payload, "income", "", rule, minimum=0)


def fly_outcome(state: GoldenAgeState, airline_name: str, payload: Mapping[str, Any], *, how: str = "operation",
                player: int = 0) -> FlightRecord:
    """What a Fly of ``airline_name`` pays, from the fields of ``payload``; nothing is recorded.

    ``payload`` may hold ``income`` (by default the tracked income), ``choice`` (the CEO's
    choice 1-5, required with a CEO) and ``gates_available``/``gates_reserve`` (required
    without one). 1930, Operation Phase, Fly: income → Dividend Level → CEO's choice or the
    first no-CEO rule that applies fully; half dividends round up; paid per Stock token held.
    With ``how="final flight"`` every airline pays Full Dividends (End of Game & Final Flight).

    Raises:
        RuleViolation: a field is missing or wrong, naming it and the rule.
    """
    airline = _founded(state, airline_name, "airline", R_FLY)
    if not state.dividends:
        raise RuleViolation("enter the Dividend Level table first (golden_age.tables)", field="kind", rule=R_TABLES)
    income = _read_income(payload, R_FLY)
    if income is None:
        income = airline.income
    level = dividend_level(state.dividends, income)
    ceo = ceo_of(state, airline.name)
    choice = rule_no = gates = 0
    tech_up = False
    if how == "final flight":
        mode, reason = "full", "Final Flight: Full Dividends"
    elif ceo:
        typed = payload.get("choice")
        if type(typed) is not int or not 1 <= typed <= 5:
            raise RuleViolation(f"{state.player(ceo).name} is CEO of {airline.name}: choose 1-5, got {typed!r}",
                                field="choice", rule=f"{R_FLY}, CEO Choices")
        choice = typed
        mode, gates, tech_up = {1: ("full", 0, False), 2: ("half", 0, True), 3: ("half", 3, False),
                                4: ("none", 6, False), 5: ("none", 3, True)}[choice]
        reason = {1: "CEO choice 1: Full Dividend",
                  2: "CEO choice 2: Half Dividend and Tech Level +1",
                  3: "CEO choice 3: Half Dividend and 3 Gates",
                  4: "CEO choice 4: No Dividends and 6 Gates",
                  5: "CEO choice 5: No Dividends, 3 Gates and Tech Level +1"}[choice]
        if tech_up and airline.tech >= state.tech_boxes:
            raise RuleViolation(f"{airline.name} is in the last box of the Technology Track: choice {choice} "
                                f"cannot raise its Tech Level", field="choice", rule=f"{R_FLY}, CEO Choices")
    else:
        if "choice" in payload:
            raise RuleViolation(f"{airline.name} has no CEO (no player holds more tokens than every other): "
                                f"the no-CEO rules decide", field="choice", rule=f"{R_FLY}, Determining the CEO")
        available = _int(payload, "gates_available", "", f"{R_FLY} (no CEO)", minimum=0,
                         maximum=GATES_PER_AIRLINE - 1)
        reserve = _int(payload, "gates_reserve", "", f"{R_FLY} (no CEO)", minimum=0, maximum=GATES_RESERVE)
        behind = _max_tech_lead(state) - airline.tech
        if available == 0 and reserve == GATES_RESERVE:
            rule_no, mode, gates = 1, "none", 6
            reason = f"no CEO, rule 1: no Gates available and {GATES_RESERVE} in reserve: No Dividends, 6 Gates"
        elif available <= 1:
            rule_no, mode, gates = 2, "half", min(3, reserve)
            reason = f"no CEO, rule 2: {available} Gate(s) available: Half Dividends and {gates} Gates"
        elif behind >= 3:
            rule_no, mode, tech_up = 3, "half", True
            reason = f"no CEO, rule 3: {behind} Tech boxes behind the most advanced airline: Half Dividends, Tech +1"
        else:
            rule_no, mode = 4, "full"
            reason = "no CEO, rule 4: Full Dividends"
    per_token = {"full": level, "half": half_dividend(level), "none": 0}[mode]
    payouts = tuple(Payout(p.seat, p.name, p.holdings[airline.name], per_token * p.holdings[airline.name])
                    for p in state.players if p.holdings.get(airline.name))
    turn = state.turns + 1 if how == "final flight" else state.turn
    return FlightRecord(turn, how, player, airline.name, income, level, ceo, choice, rule_no, mode, reason,
                        per_token, payouts, sum(p.amount for p in payouts), tech_up, gates)


def _fly_entry(state: GoldenAgeState, flight: FlightRecord) -> list[Entry]:
    if not flight.total:
        return []
    label = "Final Flight" if flight.how == "final flight" else _turn_label(state)
    postings = [Posting("bank", -flight.total)] + [Posting(f"p{p.seat}:cash", p.amount) for p in flight.payouts]
    return [Entry(f"{label}: {flight.airline} flies (income ${flight.income}, level ${flight.level}), "
                  f"{flight.mode} dividend ${flight.per_token} per token", tuple(postings))]


def _paid_upgrades(state: GoldenAgeState, airline: AirlineState, payload: Mapping[str, Any],
                   action: str) -> tuple[int, int]:
    """(count, cost) of the paid extra city upgrades of ``payload``; whole dollars."""
    if "paid_upgrades" not in payload:
        return 0, 0
    if action not in ("upgrade", "open"):
        raise RuleViolation("paid city upgrades come with an Upgrade or Open action", field="paid_upgrades",
                            rule=R_UPGRADE)
    colours = _list(payload, "paid_upgrades", R_UPGRADE)
    if len(colours) > MAX_PAID_UPGRADES:
        raise RuleViolation(f"at most {MAX_PAID_UPGRADES} paid upgrades per action", field="paid_upgrades",
                            rule=R_UPGRADE)
    colour = tech_colour(airline.tech, state.gray_tech_box)
    cost = 0
    for i, value in enumerate(colours):
        if value not in PAID_UPGRADE_COSTS:
            raise RuleViolation(f"{value!r} is not a City Upgrade colour (Yellow, Green, Brown, Gray)",
                                field=f"paid_upgrades[{i}]", rule=R_UPGRADE)
        if value != colour:
            raise RuleViolation(f"{airline.name} is at Tech Level {colour}: it places {colour} tiles only",
                                field=f"paid_upgrades[{i}]", rule=R_UPGRADE)
        cost += PAID_UPGRADE_COSTS[value]
    return len(colours), cost


def _operation(state: GoldenAgeState, payload: Mapping[str, Any], player: PlayerState, airline: AirlineState,
               purchased: bool) -> tuple[list[Entry], list[str], int, int]:
    """Check then do one airline operation; returns (entries, notes, paid upgrades, their cost).

    Everything is checked before the first change (the caller's own checks come first too).
    """
    action = payload.get("action")
    if action not in ACTIONS or (purchased and action == "stand"):
        allowed = [a for a in ACTIONS if not (purchased and a == "stand")]
        raise RuleViolation(f"must be one of {', '.join(allowed)}", field="action",
                            rule=R_EOT if purchased else R_OPERATIONS)
    colour = tech_colour(airline.tech, state.gray_tech_box)
    income = _read_income(payload, R_OPERATIONS) if action in MAP_ACTIONS else None
    count, cost = _paid_upgrades(state, airline, payload, action)
    flight: FlightRecord | None = None
    if action in ("upgrade", "open") and colour == "White":
        raise RuleViolation(f"{airline.name} is at Tech Level White: it has no City Upgrade tiles to place",
                            field="action", rule=R_UPGRADE)
    if action in ("relocate", "open") and income is not None and income < airline.income:
        raise RuleViolation(f"{airline.name}'s income would fall from ${airline.income} to ${income}; "
                            f"this action may not lower it", field="income",
                            rule=R_RELOCATE if action == "relocate" else R_OPEN)
    if action == "hub" and airline.hubs_available < 1:
        raise RuleViolation(f"{airline.name} has no Hub available (Hubs come at income 26, 76 and 100)",
                            field="action", rule=R_HUB)
    if action == "research":
        blocked = _research_blocked(state, airline, purchased)
        if blocked:
            raise RuleViolation(blocked, field="action",
                                rule=f"{R_EOT} 1" if purchased else f"{R_RESEARCH}; {R_READINGS}")
    if action == "fly":
        if airline.flown:
            raise RuleViolation(f"{airline.name} has already flown this turn", field="action",
                                rule=f"{R_EOT} 1" if purchased else R_FLY)
        flight = fly_outcome(state, airline.name, payload, how="purchased" if purchased else "operation",
                             player=player.seat)
    if action == "stand":
        if not airline.flown:
            raise RuleViolation(f"{airline.name} has not flown yet: Fly is a legal action that costs the player "
                                f"nothing, so Stand is not allowed", field="action", rule=R_STAND)
        if _research_blocked(state, airline, False) is None:
            raise RuleViolation(f"{airline.name} can still do Research, which costs the player nothing, so Stand "
                                f"is not allowed", field="action", rule=R_STAND)
    cash_needed = cost + (_action_cost(state, airline) if purchased else 0)
    if cash_needed > _cash(state, player.seat):
        parts = [f"the action cost ${_action_cost(state, airline)}"] if purchased else []
        if cost:
            parts.append(f"{count} paid upgrade(s) ${cost}")
        raise RuleViolation(f"{player.name} has ${_cash(state, player.seat)}, needs ${cash_needed} "
                            f"({' and '.join(parts)})", field="player" if purchased else "paid_upgrades",
                            rule=f"{R_EOT} 1" if purchased else R_UPGRADE)
    # -- every check passed: change the state
    entries: list[Entry] = []
    notes: list[str] = []
    if cost:
        entries.append(transfer(f"{_turn_label(state)}: {player.name} pays {count} extra {colour} city "
                                f"upgrade(s) for {airline.name}", f"p{player.seat}:cash", "bank", cost))
        notes.append(f"{count} paid {colour} upgrade(s), ${cost}")
    if income is not None:
        notes.append(f"income ${income}")
        notes += _set_income(state, airline, income)
    if action == "hub":
        airline.hubs_available -= 1
        airline.hubs_placed += 1
    elif action == "research":
        airline.research_rounds.append(0 if purchased else state.op_round)
        notes += _tech_up(state, airline, "Research")
    elif action == "fly":
        assert flight is not None
        if flight.income != airline.income:
            notes += _set_income(state, airline, flight.income)
        airline.flown = True
        state.flights.append(flight)
        entries += _fly_entry(state, flight)
        paid = ", ".join(f"{p.name} ${p.amount}" for p in flight.payouts if p.amount) or "nobody"
        notes.append(f"income ${flight.income} → level ${flight.level}; {flight.reason}; "
                     f"${flight.per_token} per token: {paid}")
        if flight.tech_up:
            notes += _tech_up(state, airline, "Fly")
    elif action == "stand":
        notes.append(_move_text(_move(state, airline, -1, "Stand")))
    return entries, notes, count, cost


def _operate(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    player = _seat(state, payload.get("player"), "player", R_OPERATING)
    _require_phase(state, ("operation",), "An airline operation", R_OPERATING)
    due = operation_next(state)
    if player.seat != due:
        raise RuleViolation(f"it is {state.player(due).name}'s action, not {player.name}'s", field="player",
                            rule=R_OPERATING)
    airline = _airline(state, payload.get("airline"), "airline", R_OPERATING)
    if player.holdings.get(airline.name, 0) - player.used.get(airline.name, 0) < 1:
        raise RuleViolation(f"{player.name} has no unused {airline.name} Stock token this turn", field="airline",
                            rule=R_OPERATING)
    entries, notes, _, _ = _operation(state, payload, player, airline, purchased=False)
    player.used[airline.name] = player.used.get(airline.name, 0) + 1
    player.actions += 1
    state.op_acted.append(player.seat)
    round_no = state.op_round
    notes += _advance_operation(state)
    summary = f"Round {round_no}: {player.name} uses {airline.name}: {payload['action']}"
    return entries, "; ".join([summary] + notes)


def _income(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = f"{R_SETUP} 5; {R_HUB}"
    if state.phase == "setup":
        raise RuleViolation("deal the First Round Turn Order cards first", field="kind", rule=R_SETUP)
    airline = _airline(state, payload.get("airline"), "airline", rule)
    if airline.status == "bankrupt":
        raise RuleViolation(f"{airline.name} went bankrupt and left the game", field="airline", rule=R_BANKRUPTCY)
    income = _int(payload, "income", "", rule, minimum=0)
    before = airline.income
    notes = _set_income(state, airline, income)
    return [], "; ".join([f"{airline.name} income ${before} → ${income}"] + notes)


# -- End of Turn ---------------------------------------------------------------------------
def _close_purchases(state: GoldenAgeState) -> list[str]:
    """End of Turn step 2: every founded airline that did not Fly goes back one box."""
    if state.eot_step != 1:
        return []
    state.eot_step = 3
    return [_move_text(_move(state, a, -1, "did not Fly this turn"))
            for a in state.airlines.values() if a.in_play and not a.flown]


def turn_order(state: GoldenAgeState) -> list[int]:
    """Seats in turn order: clockwise from the holder of the First Player marker (Operating Rounds; End of
    Turn 1 "in turn order"; the marker passes on only at End of Turn 6)."""
    return state.clockwise_from(state.first_player)


def purchase_next(state: GoldenAgeState) -> tuple[int, ...]:
    """End of Turn, step 1: the seats that may still buy an action, in turn order.

    Purchased actions go "in turn order": a player after the last buyer this turn, who has not bought
    and is CEO of an airline in play. A player passed over (someone later in turn order has bought)
    has let their purchase go. Empty outside step 1 of the End of Turn.
    """
    if state.phase != "end_of_turn" or state.eot_step != 1:
        return ()
    order = turn_order(state)
    bought = [p.seat for p in state.purchased if p.turn == state.turn]
    start = order.index(bought[-1]) + 1 if bought else 0
    ceos = {ceo_of(state, a.name) for a in state.airlines.values() if a.in_play}
    return tuple(s for s in order[start:] if s in ceos and not state.player(s).purchased_action)


def _purchased_action(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = f"{R_EOT} 1"
    _require_phase(state, ("end_of_turn",), "A purchased action", rule)
    if state.eot_step != 1:
        raise RuleViolation("purchased actions come first in the End of Turn, before tech penalties and "
                            "contracts", field="kind", rule=rule)
    player = _seat(state, payload.get("player"), "player", rule)
    if player.purchased_action:
        raise RuleViolation(f"{player.name} has bought an action this turn; one action in total", field="player",
                            rule=rule)
    order = turn_order(state)
    bought = [p.seat for p in state.purchased if p.turn == state.turn]
    if bought and order.index(player.seat) < order.index(bought[-1]):
        names = ", ".join(state.player(s).name for s in order)
        raise RuleViolation(f"purchased actions go in turn order ({names}): {state.player(bought[-1]).name} "
                            f"has bought after {player.name}'s turn to buy, so {player.name} has let it go "
                            "this turn", field="player", rule=rule)
    airline = _founded(state, payload.get("airline"), "airline", rule)
    if ceo_of(state, airline.name) != player.seat:
        raise RuleViolation(f"{player.name} is not CEO of {airline.name} (more Stock tokens than any other player)",
                            field="player", rule=rule)
    action_cost = _action_cost(state, airline)
    entries, notes, count, cost = _operation(state, payload, player, airline, purchased=True)
    entries.insert(0, transfer(f"{_turn_label(state)}: {player.name} buys one {payload['action']} action for "
                               f"{airline.name} at ${action_cost}", f"p{player.seat}:cash", "bank", action_cost))
    player.purchased_action = True
    state.purchased.append(PurchasedActionRecord(state.turn, player.seat, player.name, airline.name,
                                                 payload["action"], action_cost, cost))
    summary = f"{player.name} buys one {payload['action']} action for {airline.name}: ${action_cost}"
    return entries, "; ".join([summary] + notes)


def _tech_penalty(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = f"{R_EOT} 3"
    _require_phase(state, ("end_of_turn",), "A tech penalty", rule)
    if state.eot_step > 3:
        raise RuleViolation("tech penalties (step 3) come before contracts (step 4)", field="kind", rule=R_EOT)
    airline = _founded(state, payload.get("airline"), "airline", rule)
    if airline.tech_penalised:
        raise RuleViolation(f"{airline.name}'s tech penalty is already recorded this turn", field="airline",
                            rule=rule)
    cities = _int(payload, "cities", "", rule, minimum=0, maximum=GATES_PER_AIRLINE)
    colour = tech_colour(airline.tech, state.gray_tech_box)
    if cities and TECH_COLOURS.index(colour) < 2:
        raise RuleViolation(f"{airline.name} is at Tech Level {colour}: no city is more than one level below it",
                            field="cities", rule=rule)
    notes = _close_purchases(state)
    airline.tech_penalised = True
    if cities:
        notes.append(_move_text(_move(state, airline, -cities, f"tech penalty, {cities} city(ies)")))
    return [], "; ".join([f"{airline.name} tech penalty: {cities} city(ies) below {colour} by more than one"]
                         + notes)


def _contract(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = R_CONTRACTS
    _require_phase(state, ("end_of_turn",), "A contract", f"{R_EOT} 4")
    player = _seat(state, payload.get("player"), "player", rule)
    airline = _founded(state, payload.get("airline"), "airline", rule)
    amount = payload.get("amount")
    if type(amount) is not int or amount not in CONTRACT_VALUES:
        raise RuleViolation(f"a Contract card is worth $1-$5, got {amount!r}", field="amount", rule=rule)
    if player.contracts >= CONTRACTS_PER_PLAYER:
        raise RuleViolation(f"{player.name} has played all {CONTRACTS_PER_PLAYER} Contract cards dealt",
                            field="player", rule=rule)
    notes = _close_purchases(state)
    state.eot_step = 4
    player.contracts += 1
    notes.append(_move_text(_move(state, airline, +1, "contract")))
    state.contracts.append(ContractRecord(state.turn, player.seat, player.name, airline.name, amount))
    entry = transfer(f"{_turn_label(state)}: contract for {airline.name} pays {player.name}", "bank",
                     f"p{player.seat}:cash", amount)
    return [entry], "; ".join([f"{player.name} awards a ${amount} contract to {airline.name}"] + notes)


def _end_turn(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, ("end_of_turn",), "Ending the turn", f"{R_EOT} 5")
    notes = _close_purchases(state)
    for airline in state.airlines.values():
        if airline.in_play and airline.box == 0:
            record = _bankrupt(state, airline)
            lost = ", ".join(f"{state.player(s).name} {n}" for s, n in record.tokens) or "no holder"
            notes.append(f"{airline.name} ends the turn in the ${BANKRUPT_PRICE} box: bankrupt, its Stock tokens "
                         f"leave the game without money ({lost})")
    finished = state.turn
    for player in state.players:
        player.used = {}
        player.actions = 0
        player.passed = False
        player.purchased_action = False
    for airline in state.airlines.values():
        airline.flown = False
        airline.research_rounds = []
        airline.tech_penalised = False
        airline.bought_this_round = False
    state.eot_step = 1
    if finished >= state.turns:
        state.phase = "final_flight"
        notes.append("the game ends: every airline makes one Final Flight")
    else:
        state.turn += 1
        state.first_player = state.clockwise_from(state.first_player)[1]
        state.phase = "stock"
        state.stock_turn = state.first_player
        notes.append(f"Turn {state.turn}: {state.player(state.first_player).name} holds the First Player marker")
    return [], "; ".join([f"End of Turn {finished}"] + notes)


def _final_flight(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, ("final_flight",), "The Final Flight", R_END)
    incomes = _mapping(payload.get("incomes", {}), "incomes", R_END)
    typed: dict[str, int] = {}
    for key, value in incomes.items():
        airline = _founded(state, key, f"incomes.{key}", R_END)
        if type(value) is not int or value < 0:
            raise RuleViolation(f"must be a whole number, at least 0, got {value!r}", field=f"incomes.{key}",
                                rule=R_END)
        typed[airline.name] = value
    flights = []
    for airline in state.airlines.values():
        if airline.in_play:
            fields = {"income": typed[airline.name]} if airline.name in typed else {}
            flights.append(fly_outcome(state, airline.name, fields, how="final flight"))
    entries: list[Entry] = []
    for flight in flights:
        state.airlines[flight.airline].income = flight.income
        state.flights.append(flight)
        entries += _fly_entry(state, flight)
    state.phase = "over"
    paid = "; ".join(f"{f.airline} ${f.per_token}/token" for f in flights) or "no airline in play"
    return entries, f"Final Flight, Full Dividends: {paid}; game over"


_HANDLERS = {
    "golden_age.starting_money": _starting_money,
    "golden_age.tables": _tables,
    "golden_age.found": _found,
    "golden_age.buy": _buy,
    "golden_age.trade": _trade,
    "golden_age.pass": _pass,
    "golden_age.operate": _operate,
    "golden_age.income": _income,
    "golden_age.purchased_action": _purchased_action,
    "golden_age.tech_penalty": _tech_penalty,
    "golden_age.contract": _contract,
    "golden_age.end_turn": _end_turn,
    "golden_age.final_flight": _final_flight,
}

RULES = GoldenAgeRules()


# -- Views ---------------------------------------------------------------------------------
def table_notes(state: GoldenAgeState) -> tuple[str, ...]:
    """Remarks on where the Stock Market and Dividend Level figures come from (DESIGN.md, provenance)."""
    if not state.track:
        return ("Stock Market track and Dividend Level table not entered yet (golden_age.tables).",)
    if state.tables_provenance == "illustrative":
        return ("Stock Market track and Dividend Level table: illustrative values, not the boards'.",)
    return ()


@dataclass(frozen=True)
class StockAirline:
    """An airline as the Stock Round screen shows it. Money in whole dollars.

    Attributes:
        status: ``"unfounded"``, ``"founded"`` or ``"bankrupt"``.
        price: current Stock Market price (0 before founding).
        action_cost: the action cost of its box (0 before founding).
        pool: Stock tokens in the Available Stock Pool.
        unreleased: tokens set aside until income marks.
        holders: ``(seat, tokens)`` per holder, seat order.
        ceo: seat of the CEO, or 0.
        bought_this_round: turned to its "Purchased" side this Normal Stock Round.
        flown: its Income/Fly token is on the "Flown" side: it has flown this turn.
    """

    name: str
    status: str
    price: int
    action_cost: int
    pool: int
    unreleased: int
    holders: tuple[tuple[int, int], ...]
    ceo: int
    bought_this_round: bool
    income: int
    tech: int
    tech_colour: str
    flown: bool = False


@dataclass(frozen=True)
class StockHolder:
    """A player as the Stock Round screen shows them: cash (whole dollars), tokens per airline, limits."""

    seat: int
    name: str
    cash: int
    holdings: tuple[tuple[str, int], ...]
    tokens: int
    passed: bool
    at_limit: bool


@dataclass(frozen=True)
class StockRoundView:
    """The Stock Round now: whose buy, what they may buy and at what price, the pool, holdings, limits.

    Attributes:
        round_name: ``"First Stock Round"`` or ``"Normal Stock Round"`` (empty outside one).
        buy_number: 1-3 in the First Stock Round, else 0.
        to_act: seat whose buy it is, 0 outside a Stock Round.
        options: the legal, affordable buys of ``to_act``.
        must_pass: ``to_act`` has no legal buy (in the First Stock Round: the only legal action).
        max_per_airline: per-player cap per airline (3 with 2 players, else 4).
        token_limit: 10.
    """

    turn: int
    round_name: str
    buy_number: int
    to_act: int
    to_act_name: str
    options: tuple[StockOption, ...]
    must_pass: bool
    airlines: tuple[StockAirline, ...]
    players: tuple[StockHolder, ...]
    max_per_airline: int
    token_limit: int
    notes: tuple[str, ...]


def _stock_airline(state: GoldenAgeState, airline: AirlineState) -> StockAirline:
    holders = tuple((p.seat, p.holdings[airline.name]) for p in state.players if p.holdings.get(airline.name))
    return StockAirline(airline.name, airline.status, _price(state, airline), _action_cost(state, airline),
                        airline.pool, airline.unreleased, holders, ceo_of(state, airline.name),
                        airline.bought_this_round, airline.income, airline.tech,
                        tech_colour(airline.tech, state.gray_tech_box), airline.flown)


def stock_round_view(state: GoldenAgeState) -> StockRoundView:
    """The view model of the Stock Round screen (whole dollars)."""
    seat = stock_next(state)
    options = legal_buys(state, seat) if seat else ()
    round_name = PHASE_NAMES[state.phase] if state.phase in ("first_stock", "stock") else ""
    players = tuple(StockHolder(p.seat, p.name, _cash(state, p.seat), tuple(sorted(p.holdings.items())), p.tokens,
                                p.passed, p.tokens >= TOKEN_LIMIT) for p in state.players)
    return StockRoundView(
        turn=state.turn, round_name=round_name,
        buy_number=state.first_round_buy if state.phase == "first_stock" else 0,
        to_act=seat, to_act_name=state.player(seat).name if seat else "", options=options,
        must_pass=bool(seat) and not options,
        airlines=tuple(_stock_airline(state, a) for a in state.airlines.values()), players=players,
        max_per_airline=state.setup_row.max_per_airline, token_limit=TOKEN_LIMIT, notes=table_notes(state))


@dataclass(frozen=True)
class MarketBox:
    """One box of the Stock Market: price, action cost (whole dollars), airlines in it."""

    index: int
    price: int
    action_cost: int
    bankrupt: bool
    airlines: tuple[str, ...]


def market_view(state: GoldenAgeState) -> tuple[MarketBox, ...]:
    """The Stock Market board now, lowest box first (empty until the track is entered)."""
    return tuple(MarketBox(i, price, cost, i == 0,
                           tuple(a.name for a in state.airlines.values() if a.in_play and a.box == i))
                 for i, (price, cost) in enumerate(state.track))


@dataclass(frozen=True)
class OperationPlayer:
    """A player in the Operation Phase: actions taken and left, unused tokens per airline."""

    seat: int
    name: str
    cash: int
    actions_taken: int
    actions_left: int
    unused: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class OperationView:
    """The Operation Phase now: the round, whose action, each player's tokens, each airline's flags."""

    turn: int
    op_round: int
    to_act: int
    to_act_name: str
    players: tuple[OperationPlayer, ...]
    airlines: tuple[StockAirline, ...]
    flown: tuple[str, ...]
    researched: tuple[str, ...]
    hubs_available: tuple[tuple[str, int], ...]


def operation_view(state: GoldenAgeState) -> OperationView:
    """The view model of the operation screen."""
    seat = operation_next(state)
    players = tuple(OperationPlayer(
        p.seat, p.name, _cash(state, p.seat), p.actions, _actions_left(state, p.seat),
        tuple((a, n - p.used.get(a, 0)) for a, n in sorted(p.holdings.items()) if n - p.used.get(a, 0) > 0))
        for p in state.players)
    airlines = [a for a in state.airlines.values()]
    return OperationView(
        turn=state.turn, op_round=state.op_round if state.phase == "operation" else 0, to_act=seat,
        to_act_name=state.player(seat).name if seat else "", players=players,
        airlines=tuple(_stock_airline(state, a) for a in airlines),
        flown=tuple(a.name for a in airlines if a.flown),
        researched=tuple(a.name for a in airlines if a.research_rounds),
        hubs_available=tuple((a.name, a.hubs_available) for a in airlines if a.hubs_available))


@dataclass(frozen=True)
class TurnSummary:
    """The dividend summary of one turn (``turn = turns + 1`` is the Final Flight).

    Attributes:
        flights: every Fly, in the order flown, with its payout per holder.
        purchased: End of Turn purchased actions.
        contracts: Contract cards awarded.
        price_moves: every Stock Market move made by the rules (Research, Stand, no Fly,
            tech penalties, contracts, the end of the Stock Round).
        bankruptcies: airlines that ended the turn in the $1 box.
    """

    turn: int
    title: str
    flights: tuple[FlightRecord, ...]
    purchased: tuple[PurchasedActionRecord, ...]
    contracts: tuple[ContractRecord, ...]
    price_moves: tuple[PriceMove, ...]
    bankruptcies: tuple[BankruptcyRecord, ...]


def dividend_summary(state: GoldenAgeState) -> tuple[TurnSummary, ...]:
    """Per turn so far (and the Final Flight once flown): each Fly and what it paid, and the rest.

    1930, Operation Phase, Fly; End of Turn Phase; End of Game & Final Flight. Whole dollars.
    """
    last = state.turns + 1 if state.phase == "over" else state.turn
    out = []
    for turn in range(1, last + 1):
        title = "Final Flight" if turn == state.turns + 1 else f"Turn {turn}"
        out.append(TurnSummary(
            turn, title, tuple(f for f in state.flights if f.turn == turn),
            tuple(p for p in state.purchased if p.turn == turn), tuple(c for c in state.contracts if c.turn == turn),
            tuple(m for m in state.price_moves if m.turn == turn),
            tuple(b for b in state.bankruptcies if b.turn == turn)))
    return tuple(out)


@dataclass(frozen=True)
class Holding:
    """Stock tokens of one airline held by a player, valued at the current price (whole dollars)."""

    airline: str
    tokens: int
    price: int
    value: int


@dataclass(frozen=True)
class PlayerTotal:
    """A line of the final totals: cash + holdings at market value = total; rank 1 wins (ties share)."""

    rank: int
    seat: int
    name: str
    cash: int
    holdings: tuple[Holding, ...]
    stock_value: int
    total: int
    winner: bool


def final_totals(state: GoldenAgeState) -> tuple[PlayerTotal, ...]:
    """Every player's money plus each Stock token at the current market value, most first.

    1930, Winning the Game: "If players are tied with the most money, the tied players rejoice
    in their shared victory": equal totals share a rank. Meaningful at any time; final once
    the game is over. Whole dollars.
    """
    rows = []
    for p in state.players:
        holdings = tuple(Holding(a, n, _price(state, state.airlines[a]), n * _price(state, state.airlines[a]))
                         for a, n in sorted(p.holdings.items()) if n)
        value = sum(h.value for h in holdings)
        rows.append((p, holdings, value, _cash(state, p.seat) + value))
    rows.sort(key=lambda r: (-r[3], r[0].seat))
    best = rows[0][3] if rows else 0
    out: list[PlayerTotal] = []
    for index, (p, holdings, value, total) in enumerate(rows, start=1):
        rank = out[-1].rank if out and out[-1].total == total else index
        out.append(PlayerTotal(rank, p.seat, p.name, _cash(state, p.seat), holdings, value, total, total == best))
    return tuple(out)


def next_step(state: GoldenAgeState) -> str:
    """What the banker does next, in the table's words."""
    if state.phase == "setup":
        return "Setup: deal the First Round Turn Order cards (golden_age.starting_money)"
    if state.phase == "over":
        winners = [t.name for t in final_totals(state) if t.winner]
        total = final_totals(state)[0].total
        return f"Game over: {' and '.join(winners)} {'win' if len(winners) > 1 else 'wins'} with ${total}"
    if state.phase in ("first_stock", "stock") and not state.track:
        return "Enter the Stock Market track and Dividend Level table (golden_age.tables)"
    if state.phase == "first_stock":
        name = state.player(stock_next(state)).name
        return f"First Stock Round, buy {state.first_round_buy} of 3: {name}"
    if state.phase == "stock":
        return f"Turn {state.turn}, Normal Stock Round: {state.player(state.stock_turn).name} buys or passes"
    if state.phase == "operation":
        return f"Turn {state.turn}, Operating Round {state.op_round}: {state.player(operation_next(state)).name}"
    if state.phase == "end_of_turn":
        if state.eot_step == 1:
            seats = purchase_next(state)
            if seats:
                later = f" (then {', '.join(state.player(s).name for s in seats[1:])})" if seats[1:] else ""
                return (f"Turn {state.turn}, End of Turn: purchased actions in turn order: "
                        f"{state.player(seats[0]).name}{later}, then end the turn")
            return f"Turn {state.turn}, End of Turn: no more purchased actions, then end the turn"
        step = {3: "tech penalties", 4: "contracts"}[state.eot_step]
        return f"Turn {state.turn}, End of Turn: {step}, then end the turn"
    return "Final Flight: type each airline's income"



def _post(state: Any, entry: Entry) -> None:
    _post_balances(state.balances, entry)
