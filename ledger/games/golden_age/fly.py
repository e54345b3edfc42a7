"""1930, Operation Phase, Fly: income -> Dividend Level -> the CEO's choice (CEO Choices) or the
first no-CEO rule that applies fully; Full, Half (rounded up) or No Dividends, paid per Stock
token held. Also the Final Flight's Full Dividends (End of Game & Final Flight). Whole dollars.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...errors import slip_guarded
from ...journal import Entry, Posting, RuleViolation
from ...payload import whole as _int
from .rulebook import GATES_PER_AIRLINE, GATES_RESERVE, R_END, R_FLY, R_HOME, R_READINGS, R_TABLES
from .state import (
    FlightRecord,
    GoldenAgeState,
    Payout,
    _founded,
    _max_tech_lead,
    _turn_label,
    ceo_of,
)


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


def _read_income(payload: Mapping[str, Any], rule: str) -> int | None:
    if "income" not in payload:
        return None
    return _int(payload, "income", "", rule, minimum=0)


def refuse_typed_zero_income(state: GoldenAgeState, airline: str, income: int, field: str, rule: str) -> None:
    """Refuse an income of $0 typed for ``airline`` under option ``fly_at_zero_income="refuse"``.

    1930, Setup 8: every airline keeps at least its Home City's Gate, so the Income Track never
    shows $0 for an airline in play; a $0 typed anywhere (``golden_age.income``, an End of Turn's
    ``incomes``, a map action's or a Fly's ``income``) is a typo that would make every later Fly
    refused. Under ``"allow"`` (games stored before this reading) $0 is taken as typed.

    Args:
        state: the game.
        airline: the airline's name, as stored.
        income: the income typed, whole dollars.
        field: the payload field that holds it (``income``, ``incomes.<airline>``).
        rule: the rule the field reads; the reading is added to it.

    Raises:
        RuleViolation: ``income`` is 0 and the option is ``"refuse"``.
    """
    if income == 0 and state.fly_at_zero_income == "refuse":
        raise RuleViolation(
            f"{airline}'s income of $0: every airline keeps at least its Home City's Gate, so the Income Track "
            f"never shows $0; type the income the board shows",
            field=field,
            rule=f"{rule}; {R_HOME}; {R_READINGS}",
        )


def fly_outcome(
    state: GoldenAgeState, airline_name: str, payload: Mapping[str, Any], *, how: str = "operation", player: int = 0
) -> FlightRecord:
    """What a Fly of ``airline_name`` pays, from the fields of ``payload``; nothing is recorded.

    ``payload`` may hold ``income`` (by default the tracked income; $0 is refused with option
    ``fly_at_zero_income="refuse"``: an airline always has its Home City's Gate), ``choice`` (the CEO's
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
    income_typed = income is not None
    if income is None:
        income = airline.income
    if income == 0 and state.fly_at_zero_income == "refuse":
        final = how == "final flight"
        why = "typed" if income_typed else "tracked (no income typed yet)"
        raise RuleViolation(
            f"{airline.name}'s income is $0 ({why}): every airline keeps at least its Home City's Gate, so "
            f"the Income Track never shows $0; type the income the board shows",
            field=f"incomes.{airline.name}" if final else "income",
            rule=f"{R_END if final else R_FLY}; {R_HOME}; {R_READINGS}",
        )
    level = dividend_level(state.dividends, income)
    ceo = ceo_of(state, airline.name)
    choice = rule_no = gates = 0
    tech_up = False
    if how == "final flight":
        mode, reason = "full", "Final Flight: Full Dividends"
    elif ceo:
        typed = payload.get("choice")
        if type(typed) is not int or not 1 <= typed <= 5:
            raise RuleViolation(
                f"{state.player(ceo).name} is CEO of {airline.name}: choose 1-5, got {typed!r}",
                field="choice",
                rule=f"{R_FLY}, CEO Choices",
            )
        choice = typed
        mode, gates, tech_up = {
            1: ("full", 0, False),
            2: ("half", 0, True),
            3: ("half", 3, False),
            4: ("none", 6, False),
            5: ("none", 3, True),
        }[choice]
        reason = {
            1: "CEO choice 1: Full Dividend",
            2: "CEO choice 2: Half Dividend and Tech Level +1",
            3: "CEO choice 3: Half Dividend and 3 Gates",
            4: "CEO choice 4: No Dividends and 6 Gates",
            5: "CEO choice 5: No Dividends, 3 Gates and Tech Level +1",
        }[choice]
        if tech_up and airline.tech >= state.tech_boxes:
            raise RuleViolation(
                f"{airline.name} is in the last box of the Technology Track: choice {choice} "
                f"cannot raise its Tech Level",
                field="choice",
                rule=f"{R_FLY}, CEO Choices",
            )
    else:
        if "choice" in payload:
            raise RuleViolation(
                f"{airline.name} has no CEO (no player holds more tokens than every other): the no-CEO rules decide",
                field="choice",
                rule=f"{R_FLY}, Determining the CEO",
            )
        available = _int(payload, "gates_available", "", f"{R_FLY} (no CEO)", minimum=0, maximum=GATES_PER_AIRLINE - 1)
        reserve = _int(payload, "gates_reserve", "", f"{R_FLY} (no CEO)", minimum=0, maximum=GATES_RESERVE)
        if available + reserve > GATES_PER_AIRLINE - 1 and slip_guarded():
            # 12 Gates an airline, one always on its Home City (Setup 8): a doubled "1" typed for 1 Gate available
            # turned rule 2 (Half Dividends) into rule 4 (Full) in a round-2 try. A slip guard: books kept before
            # replay as recorded
            raise RuleViolation(
                f"{available} Gates available and {reserve} in reserve make {available + reserve}: {airline.name} has "
                f"{GATES_PER_AIRLINE} Gates, one on its Home City, so at most {GATES_PER_AIRLINE - 1} off the map",
                field="gates_available",
                rule=f"{R_FLY} (no CEO); 1930, Setup 8",
            )
        behind = _max_tech_lead(state) - airline.tech
        if available == 0 and reserve == GATES_RESERVE:
            rule_no, mode, gates = 1, "none", 6
            reason = f"no CEO, rule 1: no Gates available and {GATES_RESERVE} in reserve: No Dividends, 6 Gates"
        elif available <= 1:
            rule_no, mode, gates = 2, "half", min(3, reserve)
            reason = (
                f"no CEO, rule 2: {available} Gate{'' if available == 1 else 's'} available: Half Dividends and "
                f"{gates} Gates"
            )
        elif behind >= 3:
            rule_no, mode, tech_up = 3, "half", True
            reason = f"no CEO, rule 3: {behind} Tech boxes behind the most advanced airline: Half Dividends, Tech +1"
        else:
            rule_no, mode = 4, "full"
            reason = "no CEO, rule 4: Full Dividends"
    per_token = {"full": level, "half": half_dividend(level), "none": 0}[mode]
    payouts = tuple(
        Payout(p.seat, p.name, p.holdings[airline.name], per_token * p.holdings[airline.name])
        for p in state.players
        if p.holdings.get(airline.name)
    )
    turn = state.turns + 1 if how == "final flight" else state.turn
    return FlightRecord(
        turn,
        how,
        player,
        airline.name,
        income,
        level,
        ceo,
        choice,
        rule_no,
        mode,
        reason,
        per_token,
        payouts,
        sum(p.amount for p in payouts),
        tech_up,
        gates,
    )


def _fly_entry(state: GoldenAgeState, flight: FlightRecord) -> list[Entry]:
    if not flight.total:
        return []
    label = "Final Flight" if flight.how == "final flight" else _turn_label(state)
    postings = [Posting("bank", -flight.total)] + [Posting(f"p{p.seat}:cash", p.amount) for p in flight.payouts]
    return [
        Entry(
            f"{label}: {flight.airline} flies (income ${flight.income}, level ${flight.level}), "
            f"{flight.mode} dividend ${flight.per_token} per token",
            tuple(postings),
        )
    ]
