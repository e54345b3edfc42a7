"""1930, End of Turn Phase, End of Turn - Clean Up: purchased actions in turn order (1), the
penalty for not flying (2), tech penalties (3), contracts (4; Important Game Concepts, Contract
Cards), bankruptcies and the First Player marker (5-6). Whole dollars.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from ...journal import Entry, RuleViolation, transfer
from .fly import refuse_typed_zero_income
from .operation_phase import _operation
from .rulebook import (
    BANKRUPT_PRICE,
    CONTRACTS_PER_PLAYER,
    R_CONTRACTS,
    R_EOT,
    R_HUB,
    R_READINGS,
    R_SETUP,
    TECH_COLOURS,
)
from .state import (
    ContractRecord,
    GoldenAgeState,
    PaymentRecord,
    PurchasedActionRecord,
    _action_cost,
    _founded,
    _move,
    _move_text,
    _require_phase,
    _seat,
    _turn_label,
    _typed_income,
    ceo_of,
    incomes_not_current,
    tech_colour,
    turn_order,
)
from .stock_phase import _bankrupt

# -- End of Turn ---------------------------------------------------------------------------
#: the reason of End of Turn step 2's moves, as the journal says it
NO_FLY = "did not Fly this turn"


def _close_purchases(state: GoldenAgeState) -> list[str]:
    """End of Turn step 2: every founded airline that did not Fly goes back one box."""
    if state.eot_step != 1:
        return []
    state.eot_step = 3
    return [_move_text(_move(state, a, -1, NO_FLY)) for a in state.airlines.values() if a.in_play and not a.flown]


def no_fly_moves_made(state: GoldenAgeState) -> tuple[str, ...]:
    """This End of Turn's step 2 moves when already made, in the journal's words ("Blue $11 → $10 (did not Fly
    this turn)"); empty before (ending the turn makes them: its preview says them) or outside the End of Turn.
    The first record of a later step (a tech penalty, a contract) makes them; the End of Turn's own summary
    then leaves them out, and a newcomer's try saw them on the table before a contract and nowhere in the
    question ending the turn. 1930, End of Turn - Clean Up 2."""
    if state.phase != "end_of_turn" or state.eot_step == 1:
        return ()
    return tuple(_move_text(m) for m in state.price_moves if m.turn == state.turn and m.reason == NO_FLY)


def no_fly_moves_due(state: GoldenAgeState) -> tuple[str, ...]:
    """This End of Turn's step 2 moves not made yet, in the journal's words ("Purple $6 → $5 (did not Fly this
    turn)"): the next tech penalty, contract or end of the turn records them with itself (worked out on a copy of
    the state, as that record will make them). Empty once made, when every airline in play has flown, or outside the
    End of Turn. A newcomer's try: a contract, first of the End of Turn, recorded Purple's move, and the banker
    learnt of it only afterwards. 1930, End of Turn - Clean Up 2."""
    if state.phase != "end_of_turn" or state.eot_step != 1:
        return ()
    return tuple(_close_purchases(copy.deepcopy(state)))


def _last_decided(state: GoldenAgeState) -> int | None:
    """End of Turn, step 1: the seat furthest in turn order that bought or declined an action this turn."""
    order = turn_order(state)
    decided = [p.seat for p in state.purchased if p.turn == state.turn] + state.purchase_declined
    return max(decided, key=order.index) if decided else None


def purchase_next(state: GoldenAgeState) -> tuple[int, ...]:
    """End of Turn, step 1: the seats that may still buy an action, in turn order.

    Purchased actions go "in turn order": a player after the last one who bought or declined this
    turn (``golden_age.decline_purchase``), who has not bought and is CEO of an airline in play. A
    player passed over (someone later in turn order has bought or declined) has let their purchase
    go. Empty outside step 1 of the End of Turn.
    """
    if state.phase != "end_of_turn" or state.eot_step != 1:
        return ()
    order = turn_order(state)
    last = _last_decided(state)
    start = order.index(last) + 1 if last is not None else 0
    ceos = {ceo_of(state, a.name) for a in state.airlines.values() if a.in_play}
    return tuple(s for s in order[start:] if s in ceos and not state.player(s).purchased_action)


def purchase_refusal(state: GoldenAgeState, seat: int) -> str | None:
    """Why the player in ``seat`` may not buy (nor decline) a purchased action now, in a sentence naming them
    ("Carla has bought an action this turn"), or ``None`` when they are among :func:`purchase_next`.

    1930, End of Turn, step 1: "each player may only buy one action total", "in turn order".
    """
    if seat in purchase_next(state):
        return None
    player = state.player(seat)
    if player.purchased_action:
        why = "has bought an action this turn"
    elif seat in state.purchase_declined:
        why = "has declined a purchased action this turn"
    else:
        why = "may not buy an action now (CEO of no airline in play, or passed over in turn order)"
    return f"{player.name} {why}"


def purchase_status(state: GoldenAgeState) -> dict[int, str]:
    """Each seat's purchased action this turn (1930, End of Turn, step 1: "In turn order, each player may choose to
    purchase one action ... This extra action is optional"): ``"bought"``, ``"declined"``, ``"next"`` (their
    choice now), ``"later"`` (may still buy, after ``"next"``), ``"passed_over"`` (a CEO who did neither while
    a player later in turn order bought or declined, or step 1 ended) or ``"no_airline"`` (CEO of no airline in
    play: nothing to buy for)."""
    may = purchase_next(state)
    ceos = {ceo_of(state, a.name) for a in state.airlines.values() if a.in_play}
    out: dict[int, str] = {}
    for player in state.players:
        seat = player.seat
        if player.purchased_action:
            out[seat] = "bought"
        elif seat in state.purchase_declined:
            out[seat] = "declined"
        elif seat in may:
            out[seat] = "next" if seat == may[0] else "later"
        else:
            out[seat] = "passed_over" if seat in ceos else "no_airline"
    return out


def _refuse_when_nobody_may_buy(state: GoldenAgeState) -> None:
    """The moment (``Game.refused_now``): no CEO may still buy or decline an action this turn (each has
    bought, declined or been passed over in turn order). 1930, End of Turn, step 1."""
    if not purchase_next(state):
        raise RuleViolation(
            "no CEO may buy an action now: each has bought, declined or been passed over in turn order; "
            "go on with tech penalties, contracts and the end of the turn",
            field="kind",
            rule=f"{R_EOT} 1",
        )


def _decline_purchase(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """``golden_age.decline_purchase``: the next CEO in turn order buys no action this turn ("This extra
    action is optional", End of Turn, step 1); the choice passes to the next one. Moves no money."""
    rule = f"{R_EOT} 1"
    _require_phase(state, ("end_of_turn",), "Declining a purchased action", rule)
    if state.eot_step != 1:
        raise RuleViolation(
            "purchased actions come first in the End of Turn, before tech penalties and contracts",
            field="kind",
            rule=rule,
        )
    if "player" not in payload:  # with a player named, the refusal says why that player may not
        _refuse_when_nobody_may_buy(state)
    player = _seat(state, payload.get("player"), "player", rule)
    seats = purchase_next(state)
    why = purchase_refusal(state, player.seat)
    if why is not None:
        raise RuleViolation(why, field="player", rule=rule)
    if player.seat != seats[0]:
        raise RuleViolation(
            f"purchased actions go in turn order: {state.player(seats[0]).name} decides before {player.name}",
            field="player",
            rule=rule,
        )
    state.purchase_declined.append(player.seat)
    rest = seats[1:]
    after = f"next: {state.player(rest[0]).name}" if rest else "no more purchased actions this turn"
    return [], f"{player.name} declines a purchased action; {after}"


def _purchased_action(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = f"{R_EOT} 1"
    _require_phase(state, ("end_of_turn",), "A purchased action", rule)
    if state.eot_step != 1:
        raise RuleViolation(
            "purchased actions come first in the End of Turn, before tech penalties and contracts",
            field="kind",
            rule=rule,
        )
    if "player" not in payload:  # with a player named, the refusal says why that player may not
        _refuse_when_nobody_may_buy(state)
    player = _seat(state, payload.get("player"), "player", rule)
    if player.purchased_action:
        raise RuleViolation(
            f"{player.name} has bought an action this turn; one action in total", field="player", rule=rule
        )
    order = turn_order(state)
    if player.seat in state.purchase_declined:
        raise RuleViolation(f"{player.name} has declined a purchased action this turn", field="player", rule=rule)
    last = _last_decided(state)
    if last is not None and order.index(player.seat) < order.index(last):
        names = ", ".join(state.player(s).name for s in order)
        done = "declined" if last in state.purchase_declined else "bought"
        raise RuleViolation(
            f"purchased actions go in turn order ({names}): {state.player(last).name} "
            f"has {done} after {player.name}'s turn to buy, so {player.name} has let it go "
            "this turn",
            field="player",
            rule=rule,
        )
    airline = _founded(state, payload.get("airline"), "airline", rule)
    if ceo_of(state, airline.name) != player.seat:
        raise RuleViolation(
            f"{player.name} is not CEO of {airline.name} (more Stock tokens than any other player)",
            field="player",
            rule=rule,
        )
    action_cost = _action_cost(state, airline)
    mark = len(state.happened)  # the purchase and its cost are listed before what the action did
    entries, notes, count, cost = _operation(state, payload, player, airline, purchased=True)
    # the action cost is paid first (its entry goes first), then any paid City Upgrades
    payment = PaymentRecord(
        state.turn,
        player.seat,
        player.name,
        airline.name,
        f"purchased action: {payload['action'].capitalize()}",
        action_cost,
    )
    state.payments.insert(len(state.payments) - (1 if cost else 0), payment)
    entries.insert(
        0,
        transfer(
            f"{_turn_label(state)}: {player.name} buys one {payload['action']} action for "
            f"{airline.name} at ${action_cost}",
            f"p{player.seat}:cash",
            "bank",
            action_cost,
        ),
    )
    player.purchased_action = True
    purchase = PurchasedActionRecord(
        state.turn, player.seat, player.name, airline.name, payload["action"], action_cost, cost
    )
    state.purchased.append(purchase)
    state.happened[mark:mark] = [purchase, payment]
    summary = f"{player.name} buys one {payload['action']} action for {airline.name}: ${action_cost}"
    return entries, "; ".join([summary] + notes)


def colours_below(colour: str) -> tuple[str, ...]:
    """The Tech colours more than one level below ``colour``, whose cities count in its airline's tech penalty:
    ``("White",)`` at Green, ``("White", "Yellow")`` at Brown; none at White or Yellow.

    1930, End of Turn - Clean Up 3 ("if the airline Tech Level is Green, ... for each Gate at a White Tech Level
    city").

    Raises:
        ValueError: ``colour`` is no Tech colour (:data:`~.rulebook.TECH_COLOURS`).
    """
    return TECH_COLOURS[: max(0, TECH_COLOURS.index(colour) - 1)]


def _tech_penalty(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = f"{R_EOT} 3"
    _require_phase(state, ("end_of_turn",), "A tech penalty", rule)
    if state.eot_step > 3:
        raise RuleViolation("tech penalties (step 3) come before contracts (step 4)", field="kind", rule=R_EOT)
    airline = _founded(state, payload.get("airline"), "airline", rule)
    if airline.tech_penalised:
        raise RuleViolation(f"{airline.name}'s tech penalty is already recorded this turn", field="airline", rule=rule)
    cities = payload["cities"]  # 0-12 (actions.TechPenalty)
    colour = tech_colour(airline.tech, state.gray_tech_box)
    if cities and not colours_below(colour):
        raise RuleViolation(
            f"{airline.name} is at Tech Level {colour}: no city is more than one level below it",
            field="cities",
            rule=rule,
        )
    notes = _close_purchases(state)
    airline.tech_penalised = True
    if cities:
        notes.append(_move_text(_move(state, airline, -cities, f"tech penalty, {cities} city(ies)")))
    return [], "; ".join([f"{airline.name} tech penalty: {cities} city(ies) below {colour} by more than one"] + notes)


def _contract(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = R_CONTRACTS
    _require_phase(state, ("end_of_turn",), "A contract", f"{R_EOT} 4")
    player = _seat(state, payload.get("player"), "player", rule)
    airline = _founded(state, payload.get("airline"), "airline", rule)
    amount = payload["amount"]  # a Contract card's $1-$5 (actions.Contract)
    if player.contracts >= CONTRACTS_PER_PLAYER:
        raise RuleViolation(
            f"{player.name} has played all {CONTRACTS_PER_PLAYER} Contract cards dealt", field="player", rule=rule
        )
    notes = _close_purchases(state)
    state.eot_step = 4
    player.contracts += 1
    notes.append(_move_text(_move(state, airline, +1, "contract")))
    contract = ContractRecord(state.turn, player.seat, player.name, airline.name, amount)
    state.contracts.append(contract)
    state.happened.insert(len(state.happened) - 1, contract)  # the card played, then the price move it makes
    entry = transfer(
        f"{_turn_label(state)}: contract for {airline.name} pays {player.name}", "bank", f"p{player.seat}:cash", amount
    )
    return [entry], "; ".join([f"{player.name} awards a ${amount} contract to {airline.name}"] + notes)


def contract_next(state: GoldenAgeState) -> int:
    """The seat whose Contract cards come next in turn order this End of Turn, or 0: the first player in turn order
    with a card left while nobody has played one this turn, else the next after the last who played (a player
    plays any number of cards; they may play another); 0 outside the End of Turn or when nobody has a card left.

    1930, Important Game Concepts, Contract Cards ("During any End of Turn Phase, players may, in turn order, award
    any airline a contract card in their possession").
    """
    if state.phase != "end_of_turn":
        return 0
    order = turn_order(state)
    holding = [seat for seat in order if state.player(seat).contracts < CONTRACTS_PER_PLAYER]
    played = [c.seat for c in state.contracts if c.turn == state.turn]
    if not played:
        return holding[0] if holding else 0
    last = played[-1]
    later = [seat for seat in order[order.index(last) + 1 :] if seat in holding]
    if later:
        return later[0]
    return last if last in holding else 0


def contracts_still_open(state: GoldenAgeState) -> tuple[int, ...]:
    """The seats that may still award a Contract card this End of Turn, in turn order: the one whose cards come next
    (:func:`contract_next`) and those after it with a card left; empty outside the End of Turn or when nobody has a
    card left. Ending the turn passes them over (a newcomer's try: "e" after one player's contract ended the turn,
    the players after her never asked). Nothing is refused: a player may play no card.

    1930, Important Game Concepts, Contract Cards ("players may, in turn order, award ... a contract card").
    """
    due = contract_next(state)
    if not due:
        return ()
    order = turn_order(state)
    return tuple(s for s in order[order.index(due) :] if state.player(s).contracts < CONTRACTS_PER_PLAYER)


def contract_order_warning(state: GoldenAgeState, seat: int) -> str | None:
    """Why a Contract card played now by the player in ``seat`` is out of turn order, or None: a player later in
    turn order has played one this turn already. A warning, not a refusal: the bundled sample game (and books kept
    before it was said) plays contracts out of turn order, and must replay as recorded.

    1930, Important Game Concepts, Contract Cards ("players may, in turn order, award ... a contract card").
    """
    if state.phase != "end_of_turn" or not 1 <= seat <= len(state.players):
        return None
    order = turn_order(state)
    later = [c.seat for c in state.contracts if c.turn == state.turn and order.index(c.seat) > order.index(seat)]
    if not later:
        return None
    names = ", ".join(state.player(s).name for s in order)
    return (
        f"{state.player(seat).name} comes before {state.player(later[-1]).name} in turn order, who has played a "
        f"contract already: contracts go in turn order ({names})"
    )


def contract_passed_over(state: GoldenAgeState, seat: int) -> tuple[int, ...]:
    """The seats a Contract card played now by the player in ``seat`` passes over, in turn order: those from the
    one whose cards come next (:func:`contract_next`) up to ``seat``, each with a card left. A contract of theirs
    after it this turn is out of turn order (:func:`contract_order_warning`). Empty when ``seat`` is the one whose
    cards come next, or outside the End of Turn. Nothing is refused: a player may play no card.

    1930, Important Game Concepts, Contract Cards ("players may, in turn order, award ... a contract card").
    """
    due = contract_next(state)
    if not due or seat == due or not 1 <= seat <= len(state.players):
        return ()
    order = turn_order(state)
    if order.index(seat) < order.index(due):
        return ()
    between = order[order.index(due) : order.index(seat)]
    return tuple(s for s in between if state.player(s).contracts < CONTRACTS_PER_PLAYER)


def _goes_bankrupt(state: GoldenAgeState, name: str) -> bool:
    """The airline will be in the $1 box when this End of Turn closes (after step 2's move if not yet made)."""
    airline = state.airlines[name]
    fall = 1 if state.eot_step == 1 and airline.in_play and not airline.flown else 0
    return airline.box - fall <= 0


def _end_turn(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, ("end_of_turn",), "Ending the turn", f"{R_EOT} 5")
    income_rule = f"{R_SETUP} 5; {R_HUB}"
    typed: dict[str, int] = {}
    for key, value in payload.get("incomes", {}).items():  # airline -> whole dollars, at least 0 (actions.EndTurn)
        airline = _founded(state, key, f"incomes.{key}", income_rule)
        if airline.name in typed:
            raise RuleViolation(f"{airline.name} is named twice", field=f"incomes.{key}", rule=income_rule)
        refuse_typed_zero_income(state, airline.name, value, f"incomes.{key}", income_rule)
        typed[airline.name] = value
    if state.end_turn_incomes == "confirm":
        # an airline that ends the turn in the $1 box goes bankrupt now: its income no longer matters
        missing = [name for name in incomes_not_current(state) if name not in typed and not _goes_bankrupt(state, name)]
        if missing:
            raise RuleViolation(
                f"the income of {', '.join(missing)} was not typed this turn: confirm or correct it "
                f"(Stock tokens and Hubs come into play when an income reaches its mark)",
                field="incomes",
                rule=f"{income_rule}; {R_READINGS}",
            )
    notes: list[str] = []
    for name, income in typed.items():
        airline = state.airlines[name]
        if income != airline.income:
            notes.append(f"{name} income ${airline.income} → ${income}")
        notes += _typed_income(state, airline, income, "end_turn")
    if typed:
        notes.insert(0, f"incomes confirmed: {', '.join(f'{n} ${v}' for n, v in typed.items())}")
    notes += _close_purchases(state)
    for airline in state.airlines.values():
        if airline.in_play and airline.box == 0:
            record = _bankrupt(state, airline)
            lost = ", ".join(f"{state.player(s).name} {n}" for s, n in record.tokens) or "no holder"
            notes.append(
                f"{airline.name} ends the turn in the ${BANKRUPT_PRICE} box: bankrupt, its Stock tokens "
                f"leave the game without money ({lost})"
            )
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
    state.purchase_declined = []
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
