"""1930, Stock Phase: The First Stock Round and Normal Stock Rounds (found, buy, trade, pass), the
Basic Rules About Stock Tokens, Tracking the Purchase of Stock Share Tokens (the price moves at the
end of a Normal Stock Round) and Bankruptcy. Whole dollars.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from ...journal import Entry, RuleViolation, transfer
from ...payload import cash as _cash
from .operation_phase import _start_operation
from .rulebook import (
    INITIAL_PRICES,
    R_BANKRUPTCY,
    R_BASIC,
    R_FIRST,
    R_HOME,
    R_NORMAL,
    R_READINGS,
    R_TABLES,
    TOKEN_LIMIT,
)
from .state import (
    AirlineState,
    BankruptcyRecord,
    GoldenAgeState,
    PlayerState,
    TradeRecord,
    _airline,
    _in_play_tokens,
    _move,
    _move_text,
    _price,
    _require_phase,
    _seat,
    _turn_label,
    _typed_income,
)


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


def stock_after(state: GoldenAgeState) -> tuple[int, ...]:
    """The seats whose buys come after :func:`stock_next`'s, in order, each once: in the First Stock Round the
    seats of the next cards (on into the next buy while one is left); in a Normal Stock Round the players who have
    not passed, clockwise. Empty outside a Stock Round.

    1930, The First Stock Round (three buys, each in the order of the First Round Turn Order cards); Stock Phase,
    Normal Stock Round (clockwise from the First Player until every player has passed).
    """
    seat = stock_next(state)
    if not seat:
        return ()
    if state.phase == "first_stock":
        cards, at = list(state.card_order), state.first_round_pos
        return tuple(cards[at + 1 :] + (cards[:at] if state.first_round_buy < 3 else []))
    return tuple(s for s in state.clockwise_from(seat)[1:] if not state.player(s).passed)


def _why_not(
    state: GoldenAgeState, player: PlayerState, airline: AirlineState, tokens: int, trading: AirlineState | None = None
) -> tuple[str, str, str, str] | None:
    """Why ``player`` may not take ``tokens`` tokens of ``airline`` now (ignoring money), or None: the refusal's
    message, its rule, the reason in short for a list of the airlines ("Carla would hold every Brown token in
    play"), and in brief, without the player's name, for a line of some 45 cells ("would hold every token")."""
    row = state.setup_row
    if airline.status == "bankrupt":
        return f"{airline.name} went bankrupt and left the game", R_BANKRUPTCY, "went bankrupt", "went bankrupt"
    if state.phase == "first_stock":
        if state.first_round_buy > 1 and airline.name in player.first_round:
            if player.first_round and airline.name == player.first_round[0]:
                return (
                    f"{player.name} founded {airline.name} on the first buy",
                    R_FIRST,
                    "started on the first buy",
                    "started by this player: buy another airline",
                )
            why = f"{player.name} already bought {airline.name}: two different airlines"
            short = f"{player.name} already bought it (two different airlines)"
            return why, R_FIRST, short, "bought already: two different airlines"
    if airline.pool < tokens:
        pool = f"{airline.name} has {airline.pool} Stock token(s) in the Available Stock Pool"
        short = "no token in the Available Stock Pool" if not airline.pool else f"{airline.pool} in the pool"
        return pool, R_NORMAL, short, short
    held = player.holdings.get(airline.name, 0)
    if held + tokens > row.max_per_airline:
        two = " in a 2-player game" if len(state.players) == 2 else ""
        return (
            f"{player.name} holds {held} {airline.name} token(s); at most {row.max_per_airline} in one airline{two}",
            R_BASIC,
            f"{player.name} holds {held}, at most {row.max_per_airline} in one airline{two}",
            f"holds {held}, at most {row.max_per_airline} in one airline",
        )
    in_play = _in_play_tokens(state, airline)  # a trade returns a token of another airline: no change here
    if held + tokens >= in_play:
        return (
            f"no player may possess all the {in_play} {airline.name} Stock tokens in play",
            R_BASIC,
            f"{player.name} would hold every {airline.name} token in play ({held} of {in_play} held now)",
            "would hold every token",
        )
    total = player.tokens - (1 if trading is not None else 0)
    if total + tokens > TOKEN_LIMIT:
        return (
            f"{player.name} holds {player.tokens} Stock tokens, the limit is {TOKEN_LIMIT}",
            R_BASIC,
            f"{player.name} holds {player.tokens} Stock tokens, the limit is {TOKEN_LIMIT}",
            f"holds {player.tokens} tokens, the limit",
        )
    return None


class Refusal(NamedTuple):
    """An airline the player whose buy it is may not take a Stock token of now, and why.

    Attributes:
        airline: its name.
        why: why in short, naming the player ("Carla would hold every Brown token in play (2 of 3 held now)").
        price_only: only the price stops it (whole dollars: more than the player's cash).
        brief: why without the player's name, for a line of some 45 cells ("would hold every token", "$7, has
            $6").
    """

    airline: str
    why: str
    price_only: bool
    brief: str


def buy_refusals(state: GoldenAgeState, seat: int) -> tuple[Refusal, ...]:
    """Each started airline (not bankrupt) of which the player in ``seat`` may not buy one Stock token now, with
    why in short: the rule that stops it, else the price above the player's cash (whole dollars; the flag is
    True for these: only the price stops it). Empty outside a buy of a started airline (the first buy of the
    First Stock Round starts one).

    1930, Basic Rules About Stock Tokens; The First Stock Round; Normal Stock Rounds, Buy.
    """
    if state.phase not in ("first_stock", "stock") or not state.track or not seat:
        return ()
    if state.phase == "first_stock" and state.first_round_buy == 1:
        return ()
    player = state.player(seat)
    cash = _cash(state, seat)
    out: list[Refusal] = []
    for airline in state.airlines.values():
        if airline.status != "founded":
            continue
        blocked = _why_not(state, player, airline, 1)
        if blocked is not None:
            out.append(Refusal(airline.name, blocked[2], False, blocked[3]))
        elif (price := _price(state, airline)) > cash:
            why = f"one token costs ${price}, {player.name} has ${cash}"
            out.append(Refusal(airline.name, why, True, f"${price}, has ${cash}"))
    return tuple(out)


def start_refusals(state: GoldenAgeState, seat: int) -> tuple[Refusal, ...]:
    """Each airline not started yet that the player in ``seat`` may not start now, with why in short, as
    :func:`buy_refusals` (the flag True when only the price stops it: the lowest Initial Stock Price for the
    tokens a start takes is more than the player's cash, whole dollars). Empty outside a Stock Round's buy, and at
    the 10-token limit (a trade may start one then).

    1930, The First Stock Round; Normal Stock Rounds, Buy (start an airline at $3-$7).
    """
    if state.phase not in ("first_stock", "stock") or not state.track or not seat:
        return ()
    player = state.player(seat)
    if state.phase == "stock" and player.tokens >= TOKEN_LIMIT:
        return ()
    cash = _cash(state, seat)
    tokens = 2 if state.phase == "first_stock" and state.first_round_buy == 1 else 1
    out: list[Refusal] = []
    for airline in state.airlines.values():
        if airline.status != "unfounded":
            continue
        blocked = _why_not(state, player, airline, tokens)
        if blocked is not None:
            out.append(Refusal(airline.name, blocked[2], False, blocked[3]))
        elif (cost := INITIAL_PRICES[0] * tokens) > cash:
            why = f"starting it costs at least ${cost}, {player.name} has ${cash}"
            out.append(Refusal(airline.name, why, True, f"starting costs ${cost}, has ${cash}"))
    return tuple(out)


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
        return tuple(
            r
            for r, n in sorted(player.holdings.items())
            if n and _trade_blocked(state, player, airline, state.airlines[r], price) is None
        )

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


#: the short reasons of :func:`_trade_blocked` that :func:`trade_refusals` tells apart
_SAME_AIRLINE = "the token returned is of this airline"
_TRADE_COSTS = "the trade costs "


def _trade_blocked(
    state: GoldenAgeState, player: PlayerState, airline: AirlineState, returned: AirlineState, price: int
) -> tuple[str, str, str, str] | None:
    """Why ``player`` may not return a ``returned`` token for one of ``airline`` at ``price`` (its price on the
    Stock Market, or the Initial Stock Price of an airline the trade starts; whole dollars), or None: as
    :func:`_why_not` (message, rule, short, brief). The trade's refusal and the lists of what may be traded
    (:func:`legal_buys`, :func:`trade_refusals`) ask it alike.

    1930, Stock Phase, Normal Stock Rounds, Buy (a trade at the 10-token limit).
    """
    if returned is airline:
        why = "a Stock token is traded only for a token of a different airline"
        return why, R_NORMAL, _SAME_AIRLINE, _SAME_AIRLINE
    if not player.holdings.get(returned.name):
        why = f"{player.name} holds no {returned.name} Stock token"
        return why, R_NORMAL, why, f"holds no {returned.name} token"
    blocked = _why_not(state, player, airline, 1, trading=returned)
    if blocked:
        return blocked
    credit = _price(state, returned)
    cost = max(0, price - credit)
    cash = _cash(state, player.seat)
    if cost > cash:
        return (
            f"{player.name} has ${cash}; the trade costs ${price} less ${credit} = ${cost}",
            R_NORMAL,
            f"{_TRADE_COSTS}${price} less ${credit} = ${cost}, {player.name} has ${cash}",
            f"${price} less ${credit} = ${cost}, has ${cash}",
        )
    return None


def trade_refusals(state: GoldenAgeState, seat: int, returned: str | None = None) -> tuple[Refusal, ...]:
    """Each airline the player in ``seat`` may not trade for now, with why (as :func:`buy_refusals`; the flag is
    True when only the price stops it): for a token of ``returned`` when it is named (an airline the player
    holds), else for any token the player holds (the reason for the first token returned, a rule's before a
    price's). An airline not started yet is priced at the lowest Initial Stock Price, $3. Empty outside a Normal
    Stock Round's buy at the 10-token limit. The trade's own refusal asks the same (:func:`_trade_blocked`).

    1930, Basic Rules About Stock Tokens; Stock Phase, Normal Stock Rounds, Buy (a trade at the 10-token limit).
    """
    if state.phase != "stock" or not state.track or not seat:
        return ()
    player = state.player(seat)
    if player.tokens < TOKEN_LIMIT:
        return ()
    named = state.airlines.get(returned) if returned is not None else None
    given = [named] if named is not None else [state.airlines[r] for r, n in sorted(player.holdings.items()) if n]
    out: list[Refusal] = []
    for airline in state.airlines.values():
        price = INITIAL_PRICES[0] if airline.status == "unfounded" else _price(state, airline)
        reasons = [_trade_blocked(state, player, airline, r, price) for r in given]
        if not reasons or any(r is None for r in reasons):
            continue
        found = [r for r in reasons if r is not None]
        ruled = [r for r in found if not r[2].startswith(_TRADE_COSTS)]
        # a rule's reason before a price's; "the token returned is of this airline" last (another token may do)
        ruled.sort(key=lambda r: r[2] == _SAME_AIRLINE)
        why = ruled[0] if ruled else found[0]
        out.append(Refusal(airline.name, why[2], not ruled, why[3]))
    return tuple(out)


def _refuse_at_limit(state: GoldenAgeState, payload: Mapping[str, Any], instead: str) -> None:
    """Refuse a buy outright when the player whose buy it is holds the 10-token limit (Normal Stock Round):
    the moment, before the player is chosen (``Game.refused_now``; with a player named, the refusal names
    that player's field). 1930, Stock Phase, Normal Stock Rounds."""
    if state.phase == "stock" and state.stock_turn and "player" not in payload:
        due = state.player(state.stock_turn)
        if due.tokens >= TOKEN_LIMIT:
            raise RuleViolation(f"{due.name} holds {TOKEN_LIMIT} Stock tokens: {instead}", field="kind", rule=R_NORMAL)


def _require_stock_turn(state: GoldenAgeState, player: PlayerState, what: str) -> None:
    _require_phase(state, ("first_stock", "stock"), what, R_NORMAL)
    if not state.track:
        raise RuleViolation(
            "enter the Stock Market track and Dividend Level table first (golden_age.tables)",
            field="kind",
            rule=R_TABLES,
        )
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
    price: int | None = payload.get("price")  # $3-$7 when given (actions.Found, actions.Trade)
    if price is None:
        raise RuleViolation(
            f"the Initial Stock Price is $3, $4, $5, $6 or $7, got {price!r}", field="price", rule=R_FIRST
        )
    if price not in {p for p, _ in state.track}:
        raise RuleViolation(f"the Stock Market track has no ${price} box", field="price", rule=R_TABLES)
    return price


def _home_income(state: GoldenAgeState, airline: AirlineState, payload: Mapping[str, Any]) -> int | None:
    """The income of an airline being started, as the Income Track shows it (its Home City's Gate), or None.

    Required with option ``fly_at_zero_income="refuse"`` (1930, Setup 8: the Gate on the Home City
    gives every airline an income from the start); optional otherwise (the tracked income stays $0
    until typed). Whole dollars, at least $1 (actions.Found, actions.Trade).
    """
    income: int | None = payload.get("income")
    if income is None and state.fly_at_zero_income == "refuse":
        raise RuleViolation(
            f"type {airline.name}'s income as the Income Track shows it (its Home City's Gate)",
            field="income",
            rule=f"{R_HOME}; {R_READINGS}",
        )
    return income


def _home_income_typed(state: GoldenAgeState, airline: AirlineState, income: int | None) -> list[str]:
    """The income of an airline just started (:func:`_home_income`) set on the Income Track, what its marks bring
    (:func:`_set_income`'s notes), and listed on the dividend summary as set by starting it (a newcomer's try: the
    summary listed every other income typed, not an airline's first), after the payment that started it. Nothing
    when no income was typed."""
    if income is None:
        return []
    return _typed_income(state, airline, income, "start")


def _found(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    # the moment first, then the fields: Game.refused_now asks before the player is chosen
    _require_phase(state, ("first_stock", "stock"), "Starting an airline", R_NORMAL)
    _refuse_at_limit(state, payload, "only a trade may buy another")
    player = _seat(state, payload.get("player"), "player", R_FIRST)
    _require_stock_turn(state, player, "Starting an airline")
    first_round = state.phase == "first_stock"
    rule = R_FIRST if first_round else R_NORMAL
    airline = _airline(state, payload.get("airline"), "airline", rule)
    if airline.status != "unfounded":
        raise RuleViolation(
            f"{airline.name} has already been started"
            if airline.in_play
            else f"{airline.name} went bankrupt and left the game",
            field="airline",
            rule=rule,
        )
    tokens = 2 if first_round and state.first_round_buy == 1 else 1
    if "tokens" in payload and payload["tokens"] != tokens:
        raise RuleViolation(
            f"starting an airline here buys {tokens} Stock token(s)",
            field="tokens",
            rule=rule if tokens == 2 else R_NORMAL,
        )
    if state.phase == "stock" and player.tokens >= TOKEN_LIMIT:
        raise RuleViolation(
            f"{player.name} holds {TOKEN_LIMIT} Stock tokens: only a trade may buy another",
            field="player",
            rule=R_NORMAL,
        )
    price = _initial_price(state, payload, rule)
    blocked = _why_not(state, player, airline, tokens)
    if blocked:
        raise RuleViolation(blocked[0], field="airline", rule=blocked[1])
    cost = price * tokens
    if cost > _cash(state, player.seat):
        # before the income: a price the buyer cannot pay is said as soon as it is typed (a newcomer's try)
        raise RuleViolation(
            f"{player.name} has ${_cash(state, player.seat)}: an Initial Stock Price of ${price} "
            f"for {tokens} token(s) costs ${cost}; choose one the player can afford",
            field="price",
            rule=R_FIRST,
        )
    income = _home_income(state, airline, payload)
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
    airline.home_income = income
    state.paid(
        player.seat, airline.name, f"starts it: {tokens} Stock token{'s' if tokens != 1 else ''} at ${price}", cost
    )
    marks = _home_income_typed(state, airline, income)
    entry = transfer(
        f"{_turn_label(state)}: {player.name} starts {airline.name} at ${price}, {tokens} Stock token(s)",
        f"p{player.seat}:cash",
        "bank",
        cost,
    )
    notes = marks + _after_stock_buy(state, player)
    summary = f"{player.name} starts {airline.name} at ${price} ({tokens} token(s), ${cost})"
    if income is not None:
        summary += f", income ${income}"
    return [entry], "; ".join([summary] + notes)


def _buy(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    # the moment first, then the fields: Game.refused_now asks before the player is chosen
    _require_phase(state, ("first_stock", "stock"), "Buying a Stock token", R_NORMAL)
    if state.phase == "first_stock" and state.first_round_buy == 1:
        raise RuleViolation(
            "the first buy of the First Stock Round starts an airline (golden_age.found)", field="kind", rule=R_FIRST
        )
    _refuse_at_limit(state, payload, "return one in a trade (golden_age.trade)")
    player = _seat(state, payload.get("player"), "player", R_NORMAL)
    _require_stock_turn(state, player, "Buying a Stock token")
    rule = R_FIRST if state.phase == "first_stock" else R_NORMAL
    airline = _airline(state, payload.get("airline"), "airline", rule)
    if airline.status == "unfounded":
        raise RuleViolation(
            f"{airline.name} has not been started: start it with an Initial Stock Price (golden_age.found)",
            field="airline",
            rule=rule,
        )
    if state.phase == "stock" and player.tokens >= TOKEN_LIMIT:
        raise RuleViolation(
            f"{player.name} holds {TOKEN_LIMIT} Stock tokens: return one in a trade (golden_age.trade)",
            field="player",
            rule=R_NORMAL,
        )
    blocked = _why_not(state, player, airline, 1)
    if blocked:
        raise RuleViolation(blocked[0], field="airline", rule=blocked[1])
    price = _price(state, airline)
    if price > _cash(state, player.seat):
        raise RuleViolation(
            f"{player.name} has ${_cash(state, player.seat)}; one {airline.name} token costs ${price}",
            field="airline",
            rule=rule,
        )
    airline.pool -= 1
    player.holdings[airline.name] = player.holdings.get(airline.name, 0) + 1
    if state.phase == "first_stock":
        player.first_round.append(airline.name)  # no "Purchased" side in the First Stock Round
    else:
        airline.bought_this_round = True
    state.paid(player.seat, airline.name, f"1 Stock token at ${price}", price)
    entry = transfer(
        f"{_turn_label(state)}: {player.name} buys one {airline.name} Stock token at ${price}",
        f"p{player.seat}:cash",
        "bank",
        price,
    )
    notes = _after_stock_buy(state, player)
    return [entry], "; ".join([f"{player.name} buys {airline.name} at ${price}"] + notes)


def trade_credit_lost(state: GoldenAgeState, payload: Mapping[str, Any]) -> int:
    """The credit a trade (a ``golden_age.trade`` payload, as typed so far) loses, whole dollars: the returned
    token's price above the price of the token got (the Initial Stock Price typed for an airline it starts); 0 when
    none is lost or the two airlines and the price are not typed yet. Never raises; the trade's own refusals are
    :func:`_trade`'s.

    1930, Normal Stock Rounds, Buy: "the player never gains any cash as a result of the transaction ... The $4
    difference in value is simply lost".
    """
    try:
        airline = _airline(state, payload.get("airline"), "airline", R_NORMAL)
        returned = _airline(state, payload.get("returned"), "returned", R_NORMAL)
    except RuleViolation:
        return 0
    price = payload.get("price") if airline.status == "unfounded" else _price(state, airline)
    return max(0, _price(state, returned) - price) if isinstance(price, int) else 0


def _trade(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    # the moment first, then the fields: Game.refused_now asks before the player is chosen
    _require_phase(state, ("first_stock", "stock"), "A trade", R_NORMAL)
    if state.phase != "stock":
        raise RuleViolation("trades happen in Normal Stock Rounds, at the 10-token limit", field="kind", rule=R_NORMAL)
    due = state.player(state.stock_turn) if state.stock_turn and "player" not in payload else None
    if due is not None and due.tokens < TOKEN_LIMIT:  # the moment, before the player is chosen: below the limit
        raise RuleViolation(
            f"{due.name} holds {due.tokens} Stock tokens; players may not trade a Stock "
            f"token unless they are at the limit of {TOKEN_LIMIT}",
            field="kind",
            rule=R_NORMAL,
        )
    player = _seat(state, payload.get("player"), "player", R_NORMAL)
    _require_stock_turn(state, player, "A trade")
    if player.tokens < TOKEN_LIMIT:
        raise RuleViolation(
            f"{player.name} holds {player.tokens} Stock tokens; players may not trade a Stock "
            f"token unless they are at the limit of {TOKEN_LIMIT}",
            field="player",
            rule=R_NORMAL,
        )
    airline = _airline(state, payload.get("airline"), "airline", R_NORMAL)
    returned = _airline(state, payload.get("returned"), "returned", R_NORMAL)
    if returned is airline:
        raise RuleViolation(
            "a Stock token is traded only for a token of a different airline", field="returned", rule=R_NORMAL
        )
    if not player.holdings.get(returned.name):
        raise RuleViolation(f"{player.name} holds no {returned.name} Stock token", field="returned", rule=R_NORMAL)
    credit = _price(state, returned)
    income: int | None = None
    if airline.status == "unfounded":
        price = _initial_price(state, payload, R_NORMAL)
        income = _home_income(state, airline, payload)
    elif airline.status == "bankrupt":
        raise RuleViolation(f"{airline.name} went bankrupt and left the game", field="airline", rule=R_BANKRUPTCY)
    else:
        if "price" in payload:
            raise RuleViolation(
                f"{airline.name} is on the Stock Market at ${_price(state, airline)}", field="price", rule=R_NORMAL
            )
        if "income" in payload:
            raise RuleViolation(
                f"{airline.name} has been started: its income is typed with golden_age.income or an action",
                field="income",
                rule=R_HOME,
            )
        price = _price(state, airline)
    blocked = _trade_blocked(state, player, airline, returned, price)
    if blocked:
        raise RuleViolation(blocked[0], field="airline", rule=blocked[1])
    cost = max(0, price - credit)
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
        airline.home_income = income
    airline.pool -= 1
    airline.bought_this_round = True
    player.holdings[airline.name] = player.holdings.get(airline.name, 0) + 1
    lost = max(0, credit - price)
    trade = TradeRecord(
        state.turn, player.seat, player.name, returned.name, credit, airline.name, price, cost, lost, founding
    )
    state.trades.append(trade)
    state.happened.append(trade)  # before the payment it makes, as it happened
    state.paid(
        player.seat,
        airline.name,
        f"trade: returns 1 {returned.name} token (${credit}) for 1 token at ${price}",
        cost,
    )
    marks = _home_income_typed(state, airline, income)  # income: None unless the trade starts the airline
    entries = []
    if cost:
        entries.append(
            transfer(
                f"{_turn_label(state)}: {player.name} trades one {returned.name} token (${credit}) "
                f"for one {airline.name} token (${price})",
                f"p{player.seat}:cash",
                "bank",
                cost,
            )
        )
    lost_words = f", ${credit - price} lost" if credit > price else ""
    what = "starts" if founding else "buys"
    summary = (
        f"{player.name} returns {returned.name} (${credit}) and {what} {airline.name} at ${price}: "
        f"pays ${cost}{lost_words}"
    )
    if income is not None:
        summary += f"; income ${income}"
    notes = marks + _after_stock_buy(state, player)
    return entries, "; ".join([summary] + notes)


def _pass(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    # the moment first, then the fields: Game.refused_now asks before the player is chosen
    _require_phase(state, ("first_stock", "stock"), "Passing", R_NORMAL)
    if state.phase == "first_stock" and state.first_round_buy == 1:
        raise RuleViolation("each player must start an airline on the first buy", field="kind", rule=R_FIRST)
    if state.phase == "first_stock" and stock_next(state):  # the moment: whose buy it is can afford one
        _refuse_first_round_pass(state, state.player(stock_next(state)))
    player = _seat(state, payload.get("player"), "player", R_NORMAL)
    _require_stock_turn(state, player, "Passing")
    if state.phase == "first_stock":
        _refuse_first_round_pass(state, player)
        notes = _after_stock_buy(state, player)
        return [], "; ".join([f"{player.name} cannot buy (First Stock Round)"] + notes)
    player.passed = True
    notes = _after_stock_buy(state, player)
    return [], "; ".join([f"{player.name} passes"] + notes)


def _refuse_first_round_pass(state: GoldenAgeState, player: PlayerState) -> None:
    """Refuse a pass in the First Stock Round by ``player`` who can afford a legal buy (1930, The First Stock Round)."""
    options = legal_buys(state, player.seat)
    if options:
        names = ", ".join(o.airline for o in options)
        raise RuleViolation(
            f"{player.name} can afford a legal buy ({names}): buying is compulsory in the First Stock Round",
            field="kind",
            rule=R_FIRST,
        )


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
    state.happened.append(record)
    return record
