"""1930: what the screens and the sheets show (view models): the Stock Round, the Stock Market,
the Operation Phase, the dividend summary per turn and what the banker does next. Whole dollars.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...money import format_money
from ...payload import cash as _cash
from .end_of_game import final_totals
from .end_of_turn import colours_below, contract_next, purchase_next
from .operation_phase import _actions_left, action_refusal, operation_after, operation_next
from .rulebook import ACTIONS, OTHER_INCOMES_CHANGED, PHASE_NAMES, STARTING_MONEY, TOKEN_LIMIT
from .setup import EXAMPLE_MONEY, typed_cards
from .state import (
    AirlineState,
    BankruptcyRecord,
    ContractRecord,
    FlightRecord,
    GoldenAgeState,
    Happening,
    IncomeRecord,
    PaymentRecord,
    PriceMove,
    PurchasedActionRecord,
    TradeRecord,
    _action_cost,
    _price,
    ceo_of,
    incomes_not_current,
    tech_colour,
)
from .stock_phase import Refusal, StockOption, buy_refusals, legal_buys, start_refusals, stock_after, stock_next


# -- Views ---------------------------------------------------------------------------------
def table_notes(state: GoldenAgeState) -> tuple[str, ...]:
    """Remarks on where the board figures come from (DESIGN.md, provenance): the Stock Market track and
    the Dividend Level table (not entered, illustrative, or unlike the rulebook's examples), and the money
    of the First Round Turn Order cards when it is the rulebook example's, not checked against the cards."""
    notes: list[str] = []
    if not state.track:
        notes.append("Stock Market track and Dividend Level table not entered yet (golden_age.tables).")
    elif state.tables_provenance == "illustrative":
        notes.append("Stock Market track and Dividend Level table: illustrative values, not the boards'.")
    if state.track and state.tables_warnings:
        notes.append(
            "WARNING: unlike the rulebook's examples: "
            + "; ".join(state.tables_warnings)
            + " (accepted: check them against the boards)."
        )
    if state.money_dealt and state.cards_provenance == "illustrative":
        notes.append("First Round Turn Order cards: illustrative money (an illustrative box), not the cards'.")
    if state.money_dealt and state.cards_provenance in EXAMPLE_MONEY:
        cards = ", ".join(f"${m}" for _c, m in sorted(STARTING_MONEY.items()))
        note = (
            f"First Round Turn Order cards 1-{len(STARTING_MONEY)}: the rulebook example's money ({cards}), "
            "not checked against the cards."
        )
        typed = typed_cards(state)  # the rulebook prints no money for them: never presented as its
        if typed:
            dealt = ", ".join(f"card {c} ${state.card_money[c]}" for c in typed)
            which = "Card" if len(typed) == 1 else "Cards"
            note += f" {which} the rulebook does not print: {dealt}, typed by the banker, not checked."
        notes.append(note)
    return tuple(notes)


def table_notes_short(state: GoldenAgeState) -> tuple[str, ...]:
    """:func:`table_notes` of the tables in a few words each, for a head of one line (the Stock Market screen at 80x24,
    where the notes in full took 4 of the 24 lines): the tables not entered, illustrative or unlike the rulebook's
    examples. The cards' money is said where the money is (:func:`money_notes_short`); the full notes stay on the
    Dividend summary, the table and the printed sheet."""
    notes: list[str] = []
    if not state.track:
        notes.append("tables not entered yet")
    elif state.tables_provenance == "illustrative":
        notes.append("ILLUSTRATIVE tables")
    if state.track and state.tables_warnings:
        notes.append("WARNING: tables unlike the rulebook's examples")
    return tuple(notes)


def money_notes_short(state: GoldenAgeState) -> tuple[str, ...]:
    """:func:`table_notes` of the First Round Turn Order cards' money in a few words, for the head of a screen of the
    players' cash (the Totals): illustrative, or taken from the rulebook's example ("cards 1-3: the rulebook's
    starting money"; a banker read "cards' money not checked" as meaningless). Those the banker typed among them are
    in the full notes."""
    notes: list[str] = []
    if state.money_dealt and state.cards_provenance == "illustrative":
        notes.append("illustrative starting money")
    if state.money_dealt and state.cards_provenance in EXAMPLE_MONEY:
        notes.append(f"cards 1-{len(STARTING_MONEY)}: the rulebook's starting money")
    return tuple(notes)


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
        no_buy: the started airlines ``to_act`` may not buy a token of now, each a
            :class:`~.stock_phase.Refusal` (:func:`~.stock_phase.buy_refusals`).
        no_start: the airlines not started yet that ``to_act`` may not start now, as ``no_buy``
            (:func:`~.stock_phase.start_refusals`).
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
    no_buy: tuple[Refusal, ...] = ()
    no_start: tuple[Refusal, ...] = ()


def _stock_airline(state: GoldenAgeState, airline: AirlineState) -> StockAirline:
    holders = tuple((p.seat, p.holdings[airline.name]) for p in state.players if p.holdings.get(airline.name))
    return StockAirline(
        airline.name,
        airline.status,
        _price(state, airline),
        _action_cost(state, airline),
        airline.pool,
        airline.unreleased,
        holders,
        ceo_of(state, airline.name),
        airline.bought_this_round,
        airline.income,
        airline.tech,
        tech_colour(airline.tech, state.gray_tech_box),
        airline.flown,
    )


def stock_round_view(state: GoldenAgeState) -> StockRoundView:
    """The view model of the Stock Round screen (whole dollars)."""
    seat = stock_next(state)
    options = legal_buys(state, seat) if seat else ()
    round_name = PHASE_NAMES[state.phase] if state.phase in ("first_stock", "stock") else ""
    players = tuple(
        StockHolder(
            p.seat,
            p.name,
            _cash(state, p.seat),
            tuple((a, p.holdings[a]) for a in state.airlines if p.holdings.get(a)),  # in the game's airline order
            p.tokens,
            p.passed,
            p.tokens >= TOKEN_LIMIT,
        )
        for p in state.players
    )
    return StockRoundView(
        turn=state.turn,
        round_name=round_name,
        buy_number=state.first_round_buy if state.phase == "first_stock" else 0,
        to_act=seat,
        to_act_name=state.player(seat).name if seat else "",
        options=options,
        must_pass=bool(seat) and not options,
        airlines=tuple(_stock_airline(state, a) for a in state.airlines.values()),
        players=players,
        max_per_airline=state.setup_row.max_per_airline,
        token_limit=TOKEN_LIMIT,
        notes=table_notes(state),
        no_buy=buy_refusals(state, seat),
        no_start=start_refusals(state, seat),
    )


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
    return tuple(
        MarketBox(i, price, cost, i == 0, tuple(a.name for a in state.airlines.values() if a.in_play and a.box == i))
        for i, (price, cost) in enumerate(state.track)
    )


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
    players = tuple(
        OperationPlayer(
            p.seat,
            p.name,
            _cash(state, p.seat),
            p.actions,
            _actions_left(state, p.seat),
            # in the game's airline order, as the grid's rows (a newcomer's try: Brown 1, Pink 1, Yellow 2 by name)
            tuple(
                (a, p.holdings[a] - p.used.get(a, 0))
                for a in state.airlines
                if p.holdings.get(a, 0) - p.used.get(a, 0) > 0
            ),
        )
        for p in state.players
    )
    airlines = [a for a in state.airlines.values()]
    return OperationView(
        turn=state.turn,
        op_round=state.op_round if state.phase == "operation" else 0,
        to_act=seat,
        to_act_name=state.player(seat).name if seat else "",
        players=players,
        airlines=tuple(_stock_airline(state, a) for a in airlines),
        flown=tuple(a.name for a in airlines if a.flown),
        researched=tuple(a.name for a in airlines if a.research_rounds),
        hubs_available=tuple((a.name, a.hubs_available) for a in airlines if a.hubs_available),
    )


def action_choices(state: GoldenAgeState, seat: int, *, purchased: bool = False) -> dict[str, tuple[str, ...]]:
    """The airlines the player in ``seat`` may use for an action now, each with the actions the rules
    allow it before any field is typed (:func:`~ledger.games.golden_age.operation_phase.action_refusal`),
    in the rulebook's order; empty when the player may not act now.

    Operation Phase (``purchased=False``): only the player whose action it is, with an unused Stock token
    of the airline (1930, Operating Rounds). End of Turn (``purchased=True``): a CEO who may still buy
    (:func:`~ledger.games.golden_age.purchase_next`), for an airline they are CEO of, at an action cost
    they can pay; never Stand (1930, End of Turn, step 1).
    """
    if purchased:
        if seat not in purchase_next(state):
            return {}
    elif seat == 0 or seat != operation_next(state):
        return {}
    player = state.player(seat)
    out: dict[str, tuple[str, ...]] = {}
    for airline in state.airlines.values():
        if airline.status != "founded":
            continue
        if purchased:
            if ceo_of(state, airline.name) != seat or _action_cost(state, airline) > _cash(state, seat):
                continue
        elif player.holdings.get(airline.name, 0) - player.used.get(airline.name, 0) < 1:
            continue
        actions = tuple(
            a
            for a in ACTIONS
            if not (purchased and a == "stand") and action_refusal(state, airline, a, purchased=purchased) is None
        )
        if actions:
            out[airline.name] = actions
    return out


def short_reason(why: str, airline: str) -> str:
    """An action's refusal (:func:`~ledger.games.golden_age.operation_phase.action_refusal`'s words) in brief, for a
    line of some 45 cells: without the airline's name it begins with, nor what follows its first ":", " (" or ","
    ("Blue has not flown yet: Fly is a legal action..." -> "has not flown yet"; "... in Operating Round 2" -> "... in
    round 2")."""
    brief = why.removeprefix(f"{airline} ").split(":")[0].split(" (")[0].split(",")[0]
    return brief.replace("Operating Round", "round")


def airline_refusals(
    state: GoldenAgeState, seat: int, *, action: str | None = None, purchased: bool = False
) -> tuple[Refusal, ...]:
    """Each airline :func:`action_choices` leaves out for the player in ``seat`` (or, with ``action``, that may not
    take that action, as the Fly key's list), with why in short and in brief (:class:`Refusal`, never
    ``price_only``): not started, bankrupt, no unused Stock token of it, already flown; for a purchased action, not
    its CEO, or the action cost above the player's cash (whole dollars). Empty when the player may not act now at
    all (another player's action, or a phase without actions): the list is then not theirs.

    1930, Operating Rounds; Airline Operations (Fly); End of Turn, step 1. A newcomer's try: the Fly list left an
    airline out and nothing said why.
    """
    if purchased:
        if seat not in purchase_next(state):
            return ()
    elif seat == 0 or seat != operation_next(state):
        return ()
    player = state.player(seat)
    offered = action_choices(state, seat, purchased=purchased)
    cash = _cash(state, seat)
    out: list[Refusal] = []
    for airline in state.airlines.values():
        name = airline.name
        if name in offered and (action is None or action in offered[name]):
            continue
        if airline.status == "unfounded":
            why, brief = f"{name} has not started yet", "not started yet"
        elif airline.status == "bankrupt":
            why, brief = f"{name} is bankrupt", "bankrupt"
        elif purchased and ceo_of(state, name) != seat:
            why, brief = f"{player.name} is not the CEO of {name}", "not the CEO"
        elif purchased and (cost := _action_cost(state, airline)) > cash:
            why, brief = f"the action costs ${cost}, {player.name} has ${cash}", f"${cost}, has ${cash}"
        elif not purchased and not player.holdings.get(name, 0):
            why, brief = f"{player.name} holds no {name} Stock token", "no token held"
        elif not purchased and player.holdings.get(name, 0) - player.used.get(name, 0) < 1:
            why, brief = f"{player.name} has used every {name} Stock token this turn", "every token used"
        else:
            refusal = action_refusal(state, airline, action or "fly", purchased=purchased)
            if action is None or refusal is None:
                why, brief = f"{name} may take no action now", "no action allowed"
            else:
                why = refusal.short
                brief = short_reason(why, name)
        out.append(Refusal(name, why, False, brief))
    return tuple(out)


def actions_not_offered(
    state: GoldenAgeState, airline: str, *, purchased: bool = False
) -> tuple[tuple[tuple[str, ...], str], ...]:
    """Why the actions :func:`action_choices` leaves out for ``airline`` are not offered now: ``((actions, why),
    ...)``, the actions (rulebook order) refused for the same reason grouped, each reason as
    :func:`~ledger.games.golden_age.operation_phase.action_refusal` words it ("Blue has already flown this
    turn"). Stand is left out of an End of Turn purchased action by the rule itself, not named here; an airline
    not in the game: ``()``.

    1930, Airline Operations (Upgrade, Open, Hub, Research, Fly, Stand); End of Turn, step 1. A newcomer's try:
    Research was gone from the Action list once the airline had researched, and nothing said why.
    """
    found = state.airlines.get(airline)
    if found is None:
        return ()
    reasons: dict[str, list[str]] = {}
    for action in ACTIONS:
        if purchased and action == "stand":
            continue
        refusal = action_refusal(state, found, action, purchased=purchased)
        if refusal is not None:
            reasons.setdefault(refusal.message, []).append(action)
    return tuple((tuple(actions), why) for why, actions in reasons.items())


#: how far above the books an income must also be for :func:`income_far_above` to speak: a band of the Income
#: Track's marks (26, 51, 76, 100), more than one action's cities add
INCOME_JUMP = 25


def income_far_above(state: GoldenAgeState, airline: str, income: int) -> str | None:
    """A warning, in a sentence, when ``income`` (whole dollars) typed for ``airline`` is more than twice its income
    on the books and more than :data:`INCOME_JUMP` above it, naming both; ``None`` otherwise, or with nothing on the
    books to compare with ($0, an unknown airline). Never a refusal: the rulebook prints no top for the Income Track
    (marks at 26, 51, 76 and 100; past them a +100/+200 token counts on, Airline Tokens Reference), but an Expand adds
    a city or two, a Hub one city's value, and a Fly flies the income on the books, so that far is most likely a key
    typed twice (a newcomer's "1616" for 16, Orange $6). Twice alone spoke of most first-turn Expands of small
    airlines (Pink $4 to $9). docs/rule-readings.md, 1930, "An income typed far above the books'"."""
    found = state.airlines.get(airline)
    if found is None or found.income <= 0 or income <= 2 * found.income or income <= found.income + INCOME_JUMP:
        return None
    return (
        f"Income ${income:,} typed for {found.name}: more than twice the ${found.income:,} on the books. Check it on "
        "the Income Track (a key typed twice?)."
    )


def stand_warning(state: GoldenAgeState, airline: str) -> str | None:
    """Why a Stand of ``airline`` may break the rule, as far as the ledger knows it, in a sentence; ``None`` when it
    knows of nothing. A warning, never a refusal: the board's map, which airbanker does not know, decides whether the
    free action can be taken, and books kept before must replay. Fly and Research, which the ledger knows in full,
    are refused outright (:func:`~ledger.games.golden_age.operation_phase.action_refusal`); here, a Hub available
    (placing it costs nothing, on a city of the airline's Gates that has room for a Hub). Expand, Relocate, Upgrade
    and Open depend on the board alone: the table checks them.

    1930, Operation Phase, Stand ("may not be chosen if there is a legal Action that could be taken for the Active
    Airline and that will not cost the player any money"; "5. Hub: Add 1 Hub token, if one is available").
    """
    found = state.airlines.get(airline)
    if found is None or not found.in_play or not found.hubs_available:
        return None
    hubs = f"{found.hubs_available} Hub{'s' if found.hubs_available != 1 else ''}"
    return (
        f"{found.name} has {hubs} available: placing one costs nothing, so Stand is allowed only if no city of "
        f"{found.name}'s Gates has room for a Hub"
    )


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
        payments: every payment by a player to the Bank this turn, in the order made: Stock tokens,
            trades, paid City Upgrades, purchased actions (so a player's cash adds up on paper).
        trades: every trade at the 10-token limit of the turn's Normal Stock Round, in the order made (who,
            the token returned and its credit, the token got, paid and lost; a trade that pays $0 is no
            payment).
        incomes: the incomes typed as the Income Track shows them that changed an airline's income or reached a
            mark, with what changed it (the Income form, the End of Turn's confirmation, an action typed with it:
            :func:`income_changed_by`) and what the marks brought (a Stock token released, a Hub).
        happened: the records above in the order they happened (the Stock Round's payments and price moves, then
            the Operation Phase's, then the End of Turn's; a purchased action before what it did, a Contract card
            before the price move it makes).
    """

    turn: int
    title: str
    flights: tuple[FlightRecord, ...]
    purchased: tuple[PurchasedActionRecord, ...]
    contracts: tuple[ContractRecord, ...]
    price_moves: tuple[PriceMove, ...]
    bankruptcies: tuple[BankruptcyRecord, ...]
    payments: tuple[PaymentRecord, ...] = ()
    happened: tuple[Happening, ...] = ()
    trades: tuple[TradeRecord, ...] = ()
    incomes: tuple[IncomeRecord, ...] = ()


def income_changed_by(record: IncomeRecord) -> str:
    """What changed the income of ``record``, in the banker's words: "Income typed" (on the Income Track), "End of
    Turn", "Start an airline" for an airline's first income (its Home City's Gate), the action it was typed with as
    the rulebook names it ("Expand", "Fly"), "Expand, purchased" for an End of Turn purchased action. No screen's
    name: a book imported from a record file says the same.

    1930, Setup 5 and Hub (the Income Track), Setup 8 (the Home City's Gate); Special First Stock Round and Normal
    Stock Rounds ("start an airline"); Operation Phase, Expand, Relocate, Upgrade, Open, Hub
    (:data:`~.rulebook.INCOME_ACTIONS`) and Fly; End of Turn - Clean Up 1.
    """
    words = {"income": "Income typed", "end_turn": "End of Turn", "start": "Start an airline"}.get(
        record.how, record.how.capitalize()
    )
    return f"{words}, purchased" if record.purchased else words


def income_change(record: IncomeRecord, locale: str = "en_US") -> str:
    """The income of ``record`` as the dividend summary lists it, on screen and on paper: what it was and what it
    is ("$15 → $26"), or only what it is ("$26") when it did not change or when the airline was
    started (its first income: it had none before, and "$0 → $6" read as a rise from $0). Whole dollars, through
    babel in ``locale``.

    1930, Setup 5 (the Income Track), Setup 8 (the Home City's Gate).
    """
    after = format_money(record.after, locale=locale)
    if record.how == "start" or record.before == record.after:
        return after
    return f"{format_money(record.before, locale=locale)} → {after}"


def dividend_summary(state: GoldenAgeState) -> tuple[TurnSummary, ...]:
    """Per turn so far (and the Final Flight once flown): each Fly and what it paid, and the rest.

    1930, Operation Phase, Fly; End of Turn Phase; End of Game & Final Flight. Whole dollars.
    """
    last = state.turns + 1 if state.phase == "over" else state.turn
    out = []
    for turn in range(1, last + 1):
        title = "Final Flight" if turn == state.turns + 1 else f"Turn {turn}"
        out.append(
            TurnSummary(
                turn,
                title,
                tuple(f for f in state.flights if f.turn == turn),
                tuple(p for p in state.purchased if p.turn == turn),
                tuple(c for c in state.contracts if c.turn == turn),
                tuple(m for m in state.price_moves if m.turn == turn),
                tuple(b for b in state.bankruptcies if b.turn == turn),
                tuple(p for p in state.payments if p.turn == turn),
                tuple(r for r in state.happened if r.turn == turn),
                tuple(t for t in state.trades if t.turn == turn),
                tuple(i for i in state.incomes if i.turn == turn),
            )
        )
    return tuple(out)


def tech_penalties_to_count(state: GoldenAgeState) -> dict[str, tuple[str, ...]]:
    """The airlines whose tech penalty the banker still has to count this End of Turn, each with the colours of
    its cities that count (``("White",)``, ``("White", "Yellow")``): an airline in play at Tech Level Green or
    beyond, none recorded for it yet this turn, while step 3 is open. An airline at White or Yellow can have no
    city more than one colour below it.

    1930, End of Turn - Clean Up 3 ("if the airline Tech Level is Green, the airline moves its Stock token on
    the Stock Market back one space for each Gate at a White Tech Level city").
    """
    if state.phase != "end_of_turn" or state.eot_step > 3:
        return {}
    due: dict[str, tuple[str, ...]] = {}
    for airline in state.airlines.values():
        below = colours_below(tech_colour(airline.tech, state.gray_tech_box))
        if airline.in_play and below and not airline.tech_penalised:
            due[airline.name] = below
    return due


def counted_cities(colours: Sequence[str]) -> str:
    """The cities a tech penalty counts, in the table's words: ``("White", "Yellow")`` -> "White or Yellow cities".

    The words of the table's step 3 line and of the Tech penalty form's list, the same on both (1930, End of
    Turn - Clean Up 3).
    """
    return f"{' or '.join(colours)} cities"


def _then(state: GoldenAgeState, seats: Sequence[int]) -> str:
    """The players who come after the one named, in order, as the Next line says them: " (then Cal, Dan, Ann)";
    "" when nobody does. A banker typing ahead in seat order while play went clockwise from the First Player typed
    into the wrong player's form (a newcomer's try)."""
    return f" (then {', '.join(state.player(s).name for s in seats)})" if seats else ""


def next_step(state: GoldenAgeState) -> str:
    """What the banker does next, in the table's words, the players after the one named in order (:func:`_then`)."""
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
        return f"First Stock Round, buy {state.first_round_buy} of 3: {name}{_then(state, stock_after(state))}"
    if state.phase == "stock":
        name = state.player(state.stock_turn).name
        return f"Turn {state.turn}, Normal Stock Round: {name} buys or passes{_then(state, stock_after(state))}"
    if state.phase == "operation":
        name = state.player(operation_next(state)).name
        return f"Turn {state.turn}, Operating Round {state.op_round}: {name}{_then(state, operation_after(state))}"
    if state.phase == "end_of_turn":
        stale = incomes_not_current(state)
        end = f"then end the turn (confirm the incomes: {', '.join(stale)})" if stale else "then end the turn"
        if state.eot_step == 1:
            seats = purchase_next(state)
            if seats:
                return (
                    f"Turn {state.turn}, End of Turn: purchased actions in turn order: "
                    f"{state.player(seats[0]).name}{_then(state, seats[1:])}, {end}"
                )
        # every purchased action taken or let go: what is left is named, not the step done (a newcomer's try: "no
        # more purchased actions, then end the turn (c Contract · e End turn)"); once every tech penalty due is
        # counted, only the contracts (a newcomer's try: the line still read "tech penalties, ..." after the last one)
        step = "tech penalties" if state.eot_step in (1, 3) and tech_penalties_to_count(state) else "contracts"
        if step == "contracts" and (seat := contract_next(state)):
            # in turn order (1930, Contract Cards): a newcomer's Chuck played before the First Player
            step = f"contracts ({state.player(seat).name} next in turn order)"
        return f"Turn {state.turn}, End of Turn: {step}, {end}"
    return "Final Flight: type each airline's income"


def _changing_action(
    actions: Sequence[tuple[str, Mapping[str, Any]]],
) -> tuple[Mapping[str, Any], set[str]] | None:
    """The last action in force other than an income typed, when it is an Upgrade, Open or Relocate (an Operation
    Phase action or an End of Turn purchased action: :data:`OTHER_INCOMES_CHANGED`), with the airlines whose income
    was typed since (``golden_age.income``); else ``None``."""
    typed: set[str] = set()
    for kind, payload in reversed(actions):
        if kind == "golden_age.income":
            typed.add(str(payload.get("airline")))
            continue
        if kind not in ("golden_age.operate", "golden_age.purchased_action"):
            return None
        return (payload, typed) if payload.get("action") in OTHER_INCOMES_CHANGED else None
    return None


def incomes_after(state: GoldenAgeState, actions: Sequence[tuple[str, Mapping[str, Any]]]) -> str:
    """What the banker types next beside the step, from the actions in force (``(kind, payload)``, oldest first, a
    redo as the action it redoes: :meth:`ledger.game.Game.effective_actions`): after an Upgrade, Open or Relocate
    (an Operation Phase action or an End of Turn purchased action), and until an action other than an income typed
    is recorded and while an airline's income is still to type (:func:`incomes_owed_after`), "Other airlines'
    incomes after Carla's Upgrade of Orange"; else "".

    1930, Operation Phase, Relocate, Upgrade and Open: the airline's own income is typed with its action, the other
    airlines' on the Income Track, each on its own (``golden_age.income``).
    """
    found = _changing_action(actions)
    if found is None or not incomes_owed_after(state, actions):
        return ""
    payload = found[0]
    seat = payload.get("player")
    if not isinstance(seat, int) or not 1 <= seat <= len(state.players):
        return ""
    who, action = state.player(seat).name, str(payload.get("action")).capitalize()
    return f"Other airlines' incomes after {who}'s {action} of {payload.get('airline')}"


def incomes_owed_after(state: GoldenAgeState, actions: Sequence[tuple[str, Mapping[str, Any]]]) -> tuple[str, ...]:
    """The airlines whose income the last Upgrade, Open or Relocate may have changed and that are still to type
    (:func:`incomes_after` says so beside the step), in game order: each airline in play but the one that took the
    action (its income was typed with it) and those whose income was typed since; empty when no such action is the
    last one in force. The ledger does not know the map: which of them did change is the table's to see.

    1930, Operation Phase, Upgrade: "All airlines that have an Airline Gate in the upgrade cities should indicate
    their new income level on the Income Track"; Relocate; Open.
    """
    found = _changing_action(actions)
    if found is None:
        return ()
    payload, typed = found
    done = typed | {str(payload.get("airline"))}
    return tuple(a.name for a in state.airlines.values() if a.in_play and a.name not in done)


def next_kinds(state: GoldenAgeState) -> tuple[str, ...]:
    """The action kinds that do :func:`next_step`, the one owed first (empty once the game is over):
    the buys the player whose buy it is may make (:func:`~ledger.games.golden_age.legal_buys`), a pass
    where one is allowed, an airline action, the End of Turn's purchased actions, then its tech penalties and
    contracts (steps 3-4, while they may still be recorded) and its end.

    1930, Setup; First and Normal Stock Round; Operation Phase; End of Turn; Final Flight.
    """
    if state.phase == "setup":
        # the tables once entered are no longer owed (they may still be corrected, as in the Stock Rounds)
        return ("golden_age.starting_money",) if state.track else ("golden_age.starting_money", "golden_age.tables")
    if state.phase == "over":
        return ()
    if state.phase in ("first_stock", "stock"):
        if not state.track:
            return ("golden_age.tables",)
        options = legal_buys(state, stock_next(state))
        kinds = tuple(f"golden_age.{a}" for a in ("buy", "found", "trade") if any(o.action == a for o in options))
        if state.phase == "stock" or not options:
            kinds += ("golden_age.pass",)
        return kinds
    if state.phase == "operation":
        return ("golden_age.operate",)
    if state.phase == "end_of_turn":
        if state.eot_step == 1 and purchase_next(state):
            return ("golden_age.purchased_action", "golden_age.decline_purchase", "golden_age.end_turn")
        # steps 3 and 4 are the banker's to record when the table has any (1930, End of Turn 3-4)
        later = ("golden_age.tech_penalty",) if state.eot_step <= 3 and tech_penalties_to_count(state) else ()
        return (*later, "golden_age.contract", "golden_age.end_turn")
    return ("golden_age.final_flight",)
