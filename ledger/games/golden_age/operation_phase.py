"""1930, Operation Phase: Operating Rounds (whose action, when the phase ends) and Airline
Operations: Expand, Relocate, Upgrade (paid city upgrades), Open, Hub, Research, Fly (see
:mod:`.fly`) and Stand; the income the banker types (Setup 5; Hub). Whole dollars.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from ...errors import slip_guarded
from ...journal import Entry, RuleViolation, transfer
from ...payload import cash as _cash
from .fly import _fly_entry, _read_income, fly_outcome, refuse_typed_zero_income
from .rulebook import (
    INCOME_ACTIONS,
    MAX_ACTIONS,
    PAID_UPGRADE_ACTIONS,
    PAID_UPGRADE_COSTS,
    R_BANKRUPTCY,
    R_EOT,
    R_EXPAND,
    R_FLY,
    R_HUB,
    R_OPEN,
    R_OPERATING,
    R_OPERATIONS,
    R_READINGS,
    R_RELOCATE,
    R_RESEARCH,
    R_SETUP,
    R_STAND,
    R_UPGRADE,
)
from .state import (
    AirlineState,
    FlightRecord,
    GoldenAgeState,
    PlayerState,
    _action_cost,
    _airline,
    _move,
    _move_text,
    _require_phase,
    _seat,
    _tech_up,
    _turn_label,
    _typed_income,
    tech_colour,
    turn_order,
)


# -- Operation Phase -----------------------------------------------------------------------
def _actions_left(state: GoldenAgeState, seat: int) -> int:
    player = state.player(seat)
    return max(0, min(player.tokens, MAX_ACTIONS) - player.actions)


def operation_next(state: GoldenAgeState) -> int:
    """Seat of the player whose action it is in the Operation Phase, or 0.

    1930, Operating Rounds: the First Player marker starts each round, then clockwise; a
    player who has used all their Stock tokens (or seven actions) passes. In turn 1 with option
    ``first_operation_order="cards"``, the order of the First Round Turn Order cards (:func:`turn_order`).
    """
    if state.phase != "operation":
        return 0
    for seat in turn_order(state):
        if seat not in state.op_acted and _actions_left(state, seat) > 0:
            return seat
    return 0


def operation_after(state: GoldenAgeState) -> tuple[int, ...]:
    """The seats still to act in this Operating Round after :func:`operation_next`'s, in turn order (the next round
    starts again from the First Player); empty outside the Operation Phase.

    1930, Operating Rounds: clockwise from the First Player marker, a player with no action left passing.
    """
    seat = operation_next(state)
    if not seat:
        return ()
    order = turn_order(state)
    later = order[order.index(seat) + 1 :]
    return tuple(s for s in later if s not in state.op_acted and _actions_left(state, s) > 0)


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


def action_refusal(
    state: GoldenAgeState, airline: AirlineState, action: str, *, purchased: bool = False
) -> RuleViolation | None:
    """Why ``airline`` may not take ``action`` now, whatever is typed in the action's fields, or ``None``.

    The refusals that hold before any field is typed: Upgrade and Open at Tech Level White (no City
    Upgrade tiles), a Hub with none available (Hubs come at incomes 26, 76 and 100), Research twice
    (in the round, or the turn), Fly twice in a turn, and Stand while a free Fly or Research is
    still possible. ``purchased`` reads them for an End of Turn purchased action.

    1930, Airline Operations (Upgrade, Open, Hub, Research, Fly, Stand); End of Turn, step 1.
    """
    colour = tech_colour(airline.tech, state.gray_tech_box)
    if action in PAID_UPGRADE_ACTIONS and colour == "White":
        return RuleViolation(
            f"{airline.name} is at Tech Level White: it has no City Upgrade tiles to place",
            field="action",
            rule=R_UPGRADE,
        )
    if action == "hub" and airline.hubs_available < 1:
        return RuleViolation(
            f"{airline.name} has no Hub available (Hubs come at income 26, 76 and 100)", field="action", rule=R_HUB
        )
    if action == "research":
        blocked = _research_blocked(state, airline, purchased)
        if blocked:
            return RuleViolation(
                blocked, field="action", rule=f"{R_EOT} 1" if purchased else f"{R_RESEARCH}; {R_READINGS}"
            )
    if action == "fly" and airline.flown:
        return RuleViolation(
            f"{airline.name} has already flown this turn", field="action", rule=f"{R_EOT} 1" if purchased else R_FLY
        )
    if action == "stand":
        if not airline.flown:
            return RuleViolation(
                f"{airline.name} has not flown yet: Fly is a legal action that costs the player "
                f"nothing, so Stand is not allowed",
                field="action",
                rule=R_STAND,
            )
        if _research_blocked(state, airline, False) is None:
            return RuleViolation(
                f"{airline.name} can still do Research, which costs the player nothing, so Stand is not allowed",
                field="action",
                rule=R_STAND,
            )
    return None


def operation_fields(action: str, has_ceo: bool | None) -> frozenset[str]:
    """The fields of ``golden_age.operate`` (and of a purchased action) that ``action`` takes besides the player and
    the airline, for an airline with a CEO (``has_ceo``), without one, or not known yet (``None``): ``income`` for a
    map action (the income after it) or a Fly (the income flown); ``paid_upgrades`` for an Upgrade or an Open;
    ``choice`` for a Fly of an airline with a CEO, ``gates_available`` and ``gates_reserve`` for a Fly of one
    without (neither while the airline is not known). The checks of each action read the same fields.

    1930, Operation Phase: Airline Operations, Upgrade, Open, Fly (CEO Choices; no CEO).
    """
    fields: set[str] = set()
    if action in INCOME_ACTIONS or action == "fly":
        fields.add("income")
    if action in PAID_UPGRADE_ACTIONS:
        fields.add("paid_upgrades")
    if action == "fly" and has_ceo is not None:
        fields.update({"choice"} if has_ceo else {"gates_available", "gates_reserve"})
    return frozenset(fields)


def _paid_upgrades(
    state: GoldenAgeState, airline: AirlineState, payload: Mapping[str, Any], action: str
) -> tuple[int, int]:
    """(count, cost) of the paid extra city upgrades of ``payload``; whole dollars."""
    if "paid_upgrades" not in payload:
        return 0, 0
    if action not in PAID_UPGRADE_ACTIONS:
        raise RuleViolation(
            "paid city upgrades come with an Upgrade or Open action", field="paid_upgrades", rule=R_UPGRADE
        )
    colours = payload["paid_upgrades"]  # at most two City Upgrade colours (actions.Operate)
    colour = tech_colour(airline.tech, state.gray_tech_box)
    cost = 0
    for i, value in enumerate(colours):
        if value != colour:
            raise RuleViolation(
                f"{airline.name} is at Tech Level {colour}: it places {colour} tiles only",
                field=f"paid_upgrades[{i}]",
                rule=R_UPGRADE,
            )
        cost += PAID_UPGRADE_COSTS[value]
    return len(colours), cost


def _operation(
    state: GoldenAgeState, payload: Mapping[str, Any], player: PlayerState, airline: AirlineState, purchased: bool
) -> tuple[list[Entry], list[str], int, int]:
    """Check then do one airline operation; returns (entries, notes, paid upgrades, their cost).

    Everything is checked before the first change (the caller's own checks come first too).
    """
    action = payload["action"]  # one of the eight; not Stand when purchased (actions.Operate, PurchasedAction)
    colour = tech_colour(airline.tech, state.gray_tech_box)
    income = _read_income(payload, R_OPERATIONS) if action in INCOME_ACTIONS else None
    if income is not None:
        refuse_typed_zero_income(state, airline.name, income, "income", R_OPERATIONS)
    count, cost = _paid_upgrades(state, airline, payload, action)
    flight: FlightRecord | None = None
    refusal = action_refusal(state, airline, action, purchased=purchased)
    if refusal is not None:
        raise refusal
    if income is not None and income < airline.income and (action in ("relocate", "open") or slip_guarded()):
        # Relocate and Open: the rule's own refusal; Expand, Upgrade and Hub: a slip guard (ledger.errors)
        raise RuleViolation(
            _income_falls(airline.name, airline.income, income, action), field="income", rule=_RULE_OF[action]
        )
    if action == "fly":
        flight = fly_outcome(
            state, airline.name, payload, how="purchased" if purchased else "operation", player=player.seat
        )
    cash_needed = cost + (_action_cost(state, airline) if purchased else 0)
    if cash_needed > _cash(state, player.seat):
        parts = [f"the action cost ${_action_cost(state, airline)}"] if purchased else []
        if cost:
            parts.append(f"{count} paid upgrade(s) ${cost}")
        raise RuleViolation(
            f"{player.name} has ${_cash(state, player.seat)}, needs ${cash_needed} ({' and '.join(parts)})",
            field="player" if purchased else "paid_upgrades",
            rule=f"{R_EOT} 1" if purchased else R_UPGRADE,
        )
    # -- every check passed: change the state
    entries: list[Entry] = []
    notes: list[str] = []
    if cost:
        entries.append(
            transfer(
                f"{_turn_label(state)}: {player.name} pays {count} extra {colour} city upgrade(s) for {airline.name}",
                f"p{player.seat}:cash",
                "bank",
                cost,
            )
        )
        notes.append(f"{count} paid {colour} upgrade(s), ${cost}")
        upgrades = "City Upgrade" if count == 1 else "City Upgrades"
        state.paid(player.seat, airline.name, f"{count} paid {colour} {upgrades}", cost)
    if income is not None:
        notes.append(f"income ${income}")
        notes += _typed_income(state, airline, income, action, purchased=purchased)
    if action == "hub":
        airline.hubs_available -= 1
        airline.hubs_placed += 1
    elif action == "research":
        airline.research_rounds.append(0 if purchased else state.op_round)
        notes += _tech_up(state, airline, "Research")
    elif action == "fly":
        assert flight is not None
        if flight.income != airline.income:
            brought = _typed_income(state, airline, flight.income, "fly", purchased=purchased, happened=False)
            notes += brought
            # what the marks reached brought, on the Fly's own record: the dividend summary said it of an income typed
            # on the Income form, and of a Fly's only in the journal (a newcomer's try)
            flight = dataclasses.replace(flight, brought=tuple(brought))
        elif "income" in payload:
            airline.income_turn = state.turn  # typed: the income is current (incomes_not_current)
        airline.flown = True
        state.flights.append(flight)
        state.happened.append(flight)
        entries += _fly_entry(state, flight)
        paid = ", ".join(f"{p.name} ${p.amount}" for p in flight.payouts if p.amount) or "nobody"
        notes.append(
            f"income ${flight.income} → level ${flight.level}; {flight.reason}; ${flight.per_token} per token: {paid}"
        )
        if flight.tech_up:
            notes += _tech_up(state, airline, "Fly")
    elif action == "stand":
        notes.append(_move_text(_move(state, airline, -1, "Stand")))
    return entries, notes, count, cost


def _operate(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, ("operation",), "An airline operation", R_OPERATING)  # before the fields (refused_now)
    player = _seat(state, payload.get("player"), "player", R_OPERATING)
    due = operation_next(state)
    if player.seat != due:
        raise RuleViolation(
            f"it is {state.player(due).name}'s action, not {player.name}'s", field="player", rule=R_OPERATING
        )
    airline = _airline(state, payload.get("airline"), "airline", R_OPERATING)
    if player.holdings.get(airline.name, 0) - player.used.get(airline.name, 0) < 1:
        raise RuleViolation(
            f"{player.name} has no unused {airline.name} Stock token this turn", field="airline", rule=R_OPERATING
        )
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
    income = payload["income"]  # a whole number, at least 0 (actions.Income)
    refuse_typed_zero_income(state, airline.name, income, "income", rule)
    before = airline.income
    notes = _typed_income(state, airline, income, "income")
    return [], "; ".join([f"{airline.name} income ${before} → ${income}"] + notes)


#: where each map action's income is said (Expand, Upgrade and Hub add to it; Relocate and Open may not lower it)
_RULE_OF = {"expand": R_EXPAND, "relocate": R_RELOCATE, "upgrade": R_UPGRADE, "open": R_OPEN, "hub": R_HUB}


def _income_falls(name: str, before: int, after: int, action: str) -> str:
    """Why a map action's income typed below the airline's income now is refused (whole dollars).

    Relocate and Open: "If the action would lower the income, it MAY NOT be performed" (1930, Operation Phase,
    Relocate; Open). Expand, Upgrade and Hub only add: a Gate placed adds its city's value ("The increase in
    income for that airline is represented by the number on that city space", Expand), an upgraded city is
    worth more, a Hub "always add[s] income" (Hub): a lower figure is a slip of the banker's (a newcomer's try
    typed $7 for $8 after an Expand).
    """
    fall = f"{name}'s income would fall from ${before} to ${after}"
    if action in ("relocate", "open"):
        return f"{fall}; this action may not lower it"
    what = {"expand": "an Expand only adds Gates", "upgrade": "an Upgrade only raises cities", "hub": "a Hub only adds"}
    return f"{fall}; {what[action]}: type the income after it, at least ${before}"
