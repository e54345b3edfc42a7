"""1930: the state of a game (derived by replay) and the arithmetic every section shares.

The players, the airlines (Stock tokens, Stock Market box, Tech box, income), the records of
what happened for the dividend summary; the Technology Track's colours (1930, Important Game
Concepts, Technology), the Dividend Level (Fly), the CEO (Fly, "Determining the CEO"), the
Stock Market moves and the income marks (Setup 5; Hub). Whole dollars.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from ...journal import Entry, RuleViolation
from ...payload import post as _post_balances, seat as _seat_at
from .rulebook import HUB_MARKS, PHASE_NAMES, R_BANKRUPTCY, TOKEN_MARKS, TOKEN_MARKS_TWO_PLAYERS, SetupRow


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
    income_turn: int = 0  # the turn its income was last typed or confirmed (0: never)
    #: the turn its income was last typed (0: never): not a Fly that kept the income it had, which the Fly form
    #: offers already filled in (income_turn counts that one as confirmed)
    income_typed_turn: int = 0
    marks: list[int] = field(default_factory=list)  # income marks reached, each counted once
    hubs_available: int = 0
    hubs_placed: int = 0
    founded_by: int = 0
    founded_turn: int = 0
    #: the income typed when it was started: its Home City's Gate on the Income Track (None: not typed)
    home_income: int | None = None
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
        brought: what each income mark the income flown reached for the first time brought ("one more Blue Stock
            token in the Available Stock Pool (income 51)", a Hub), in order, as :attr:`IncomeRecord.brought`;
            ``()`` for none (1930, Setup 5 and Hub).
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
    brought: tuple[str, ...] = ()


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
class PaymentRecord(_Immutable):
    """A payment by a player to the Bank, in the order made (whole dollars).

    1930, First Stock Round and Normal Stock Round (Stock tokens, trades); Operation Phase, Upgrade
    (paid City Upgrades); End of Turn - Clean Up 1 (purchased actions). Every one of them is listed so a
    player's cash on paper adds up.

    Attributes:
        turn: the turn it was paid in.
        seat: the player who paid.
        name: the player's name.
        airline: the airline it was for.
        what: what was bought, in words ("1 Stock token at $8", "2 paid Yellow City Upgrades").
        amount: whole dollars paid to the Bank.
    """

    turn: int
    seat: int
    name: str
    airline: str
    what: str
    amount: int


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


@dataclass(frozen=True)
class TradeRecord(_Immutable):
    """A trade at the 10-token limit (Normal Stock Round): a Stock token returned for one of another airline.

    1930, Stock Phase, Normal Stock Rounds, Buy ("the current value of the returned token is credited toward the
    purchase ... any excess credit is lost"). Whole dollars.

    Attributes:
        turn: the turn it was made in.
        seat: the player who traded.
        name: the player's name.
        returned: the airline whose token went back to its Available Stock Pool.
        credit: the returned token's price, credited.
        airline: the airline whose token the player got.
        price: its price (the Initial Stock Price when the trade started it).
        paid: paid to the Bank, ``max(0, price - credit)``.
        lost: the credit above the price, lost.
        started: the trade started the airline.
    """

    turn: int
    seat: int
    name: str
    returned: str
    credit: int
    airline: str
    price: int
    paid: int
    lost: int
    started: bool = False


@dataclass(frozen=True)
class IncomeRecord(_Immutable):
    """An airline's income typed as the Income Track shows it (with the airline started, the Income form, confirmed
    at the End of Turn, typed with an action that changes it or with a Fly) that changed it or reached a mark: what
    it was, what it is, what changed it, and what the marks reached brought (a Stock token released to the Available
    Stock Pool, a Hub), in words. 1930, Setup 5, 8 and Hub; Operation Phase, Expand, Relocate, Upgrade, Open, Hub,
    Fly; End of Turn. Whole dollars.

    Attributes:
        turn: the turn it was typed in.
        airline: the airline's colour.
        before: the income it had.
        after: the income typed.
        brought: what each mark reached for the first time brought ("one more Blue Stock token in the Available
            Stock Pool (income 51)"), in order; ``()`` for none.
        how: what changed it: ``"income"`` (the Income form), ``"end_turn"`` (the End of Turn's confirmation),
            ``"start"`` (the airline's first income, typed when it was started: found, or a trade that starts it),
            or the action it was typed with (:data:`~.rulebook.INCOME_ACTIONS`).
        purchased: typed with an End of Turn purchased action.
    """

    turn: int
    airline: str
    before: int
    after: int
    brought: tuple[str, ...] = ()
    how: str = "income"
    purchased: bool = False


#: a record of what happened, as :attr:`GoldenAgeState.happened` lists them
Happening = (
    FlightRecord
    | PriceMove
    | PurchasedActionRecord
    | PaymentRecord
    | ContractRecord
    | BankruptcyRecord
    | TradeRecord
    | IncomeRecord
)


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
    fly_at_zero_income: str = "allow"
    end_turn_incomes: str = "unchecked"
    first_operation_order: str = "clockwise"
    balances: dict[str, int] = field(default_factory=dict)
    turn: int = 1
    phase: str = "setup"
    money_dealt: bool = False
    first_player: int = 1
    card_order: list[int] = field(default_factory=list)
    # where the money of the First Round Turn Order cards comes from: "board" (the cards dealt),
    # "rulebook example" (cards 1-3 at the example's money; also a deal stored without provenance)
    # "rulebook example and typed" (cards 1-3 as the example, the others typed by the banker, not checked)
    cards_provenance: str = ""
    card_money: dict[int, int] = field(default_factory=dict)  # card number -> whole dollars dealt
    # stock market track and dividend table (golden_age.tables)
    track: list[tuple[int, int]] = field(default_factory=list)  # (price, action cost), lowest first
    dividends: list[tuple[int, int]] = field(default_factory=list)  # (income from, dividend)
    tables_provenance: str = ""
    tables_warnings: tuple[str, ...] = ()  # where the tables differ from the rulebook's examples
    # stock rounds
    first_round_buy: int = 1  # 1..3: the found, then two single buys
    first_round_pos: int = 0  # index in card_order
    stock_turn: int = 0  # seat to act in a Normal Stock Round
    # operation phase
    op_round: int = 1
    op_acted: list[int] = field(default_factory=list)
    # end of turn: 1 purchased actions, 3 tech penalties, 4 contracts (2 applied on leaving 1)
    eot_step: int = 1
    #: End of Turn step 1: the seats that declined to buy an action this turn, in the order they did
    purchase_declined: list[int] = field(default_factory=list)
    # what happened, for the dividend summary
    flights: list[FlightRecord] = field(default_factory=list)
    price_moves: list[PriceMove] = field(default_factory=list)
    purchased: list[PurchasedActionRecord] = field(default_factory=list)
    payments: list[PaymentRecord] = field(default_factory=list)
    contracts: list[ContractRecord] = field(default_factory=list)
    bankruptcies: list[BankruptcyRecord] = field(default_factory=list)
    trades: list[TradeRecord] = field(default_factory=list)
    #: the incomes typed that changed or reached a mark (the Income form, the End of Turn's confirmation, an action)
    incomes: list[IncomeRecord] = field(default_factory=list)
    #: every record of the eight lists above in the order it happened (a turn's Stock Round payments and price moves
    #: before its Flys): the dividend summary on screen lists a turn's records so
    happened: list[Happening] = field(default_factory=list)

    def player(self, seat: int) -> PlayerState:
        return self.players[seat - 1]

    def paid(self, seat: int, airline: str, what: str, amount: int) -> None:
        """Note a payment of ``amount`` whole dollars by ``seat`` to the Bank for the dividend summary."""
        if amount:
            record = PaymentRecord(self.turn, seat, self.player(seat).name, airline, what, amount)
            self.payments.append(record)
            self.happened.append(record)

    def clockwise_from(self, seat: int) -> list[int]:
        """Seats in clockwise order starting with ``seat``."""
        n = len(self.players)
        return [(seat - 1 + i) % n + 1 for i in range(n)]

    @property
    def tech_boxes(self) -> int:
        """Boxes on the Technology Track (option ``gray_tech_box``: the Gray box is the last)."""
        return self.gray_tech_box


# -- Pure rule functions -------------------------------------------------------------------
def turn_order(state: GoldenAgeState) -> list[int]:
    """Seats in turn order: clockwise from the holder of the First Player marker (Operating Rounds; End of
    Turn 1 "in turn order"; the marker passes on only at End of Turn 6).

    In turn 1 with option ``first_operation_order="cards"``, the order of the First Round Turn Order
    cards instead ("These cards set the turn order for the first turn of the game", The First Stock
    Round): the Operating Rounds and the End of Turn purchases of turn 1 follow the cards.
    """
    if state.turn == 1 and state.first_operation_order == "cards" and state.card_order:
        return list(state.card_order)
    return state.clockwise_from(state.first_player)


def incomes_not_current(state: GoldenAgeState) -> tuple[str, ...]:
    """The airlines in play whose income was neither typed nor confirmed this turn, in game order.

    An income is typed by starting the airline with one, ``golden_age.income``, a map action or a Fly
    with ``income``, or ``golden_age.end_turn``'s ``incomes``. Stock tokens and Hubs come into play only
    when an income reaching their mark is typed (1930, Setup 5; Hub): an income not current at the End
    of Turn may leave the Available Stock Pool short for the next Stock Round.
    """
    return tuple(a.name for a in state.airlines.values() if a.in_play and a.income_turn != state.turn)


def incomes_typed(state: GoldenAgeState) -> tuple[str, ...]:
    """The airlines in play whose income was typed this turn, in game order: started with one, on the Income form,
    with a map action, a Fly at another income, or at the End of Turn. An airline flown at the income it had (the
    Fly form offers it filled in) is current (:func:`incomes_not_current`) but not typed: the ledger cannot tell
    whether the banker typed it or kept it. 1930, Setup 5 and Hub; Operation Phase, Fly.
    """
    return tuple(a.name for a in state.airlines.values() if a.in_play and a.income_typed_turn == state.turn)


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
        raise RuleViolation(
            f"{airline.name} went bankrupt in turn {airline.bankrupt_turn} and left the game",
            field=field_name,
            rule=R_BANKRUPTCY,
        )
    if airline.status != "founded":
        raise RuleViolation(f"{airline.name} has not been started", field=field_name, rule=rule)
    return airline


def _turn_label(state: GoldenAgeState) -> str:
    return f"Turn {state.turn}"


def _require_phase(state: GoldenAgeState, allowed: tuple[str, ...], what: str, rule: str) -> None:
    if state.phase not in allowed:
        wanted = " or ".join(PHASE_NAMES[p] for p in allowed)
        where = (
            PHASE_NAMES[state.phase]
            if state.phase in ("setup", "over", "final_flight")
            else f"{_turn_label(state)}, {PHASE_NAMES[state.phase]}"
        )
        raise RuleViolation(f"{what} belongs to the {wanted}", field="kind", rule=rule, position=where)


# -- State changes shared by handlers (called only after every check) -----------------------
def _move(state: GoldenAgeState, airline: AirlineState, boxes: int, reason: str) -> PriceMove:
    """Move the Stock Market token ``boxes`` boxes, never past the top box nor below the $1 box."""
    before = _price(state, airline)
    airline.box = max(0, min(len(state.track) - 1, airline.box + boxes))
    move = PriceMove(state.turn, airline.name, boxes, before, _price(state, airline), reason)
    state.price_moves.append(move)
    state.happened.append(move)
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
    airline.income_turn = airline.income_typed_turn = state.turn
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


def income_brings(state: GoldenAgeState, airline_name: str, income: int) -> tuple[str, ...]:
    """What ``income`` (whole dollars, as the Income Track would show it) would bring ``airline_name`` now: each mark
    it reaches for the first time, a Stock token released to the Available Stock Pool or a Hub, in the words
    :func:`_set_income` records them; ``()`` for none. Nothing is changed. 1930, Setup 5 and Hub.

    Raises:
        KeyError: no airline of that name.
    """
    airline = copy.deepcopy(state.airlines[airline_name])
    return tuple(_set_income(state, airline, income))


def _typed_income(
    state: GoldenAgeState,
    airline: AirlineState,
    income: int,
    how: str,
    *,
    purchased: bool = False,
    happened: bool = True,
) -> list[str]:
    """:func:`_set_income` for an income the banker typed as the Income Track shows it, noted for the dividend
    summary when it changed the income or reached a mark (:class:`IncomeRecord`, ``how`` and ``purchased`` saying
    what changed it). ``happened``: listed in :attr:`GoldenAgeState.happened` too (not for a Fly, whose own record
    there says the income flown and what it brought). Returns :func:`_set_income`'s notes."""
    before = airline.income
    notes = _set_income(state, airline, income)
    if income != before or notes:
        record = IncomeRecord(state.turn, airline.name, before, income, tuple(notes), how, purchased)
        state.incomes.append(record)
        if happened:
            state.happened.append(record)
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


def _post(state: Any, entry: Entry) -> None:
    _post_balances(state.balances, entry)
