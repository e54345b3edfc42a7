"""1930: the rules engine (:class:`GoldenAgeRules`, see :class:`ledger.engine.Rules`): the setup,
and each action kind handed to the section that implements it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine import GameSetup
from ...journal import Entry, RuleViolation
from ...payload import check_setup
from ...schema import ActionSpec, check_options
from .actions import ACTIONS
from .charts import CHARTS, chart_period
from .end_of_game import _final_flight
from .end_of_turn import _contract, _decline_purchase, _end_turn, _purchased_action, _tech_penalty
from .meta import META, OPTION_RULES, GoldenAgeOptions
from .operation_phase import _income, _operate
from .rulebook import (
    DEFAULT_AIRLINES,
    PHASE_NAMES,
    R_END,
    R_RECORD,
    R_SETUP,
    SETUP_TABLE,
)
from .setup import _starting_money, _tables
from .state import AirlineState, GoldenAgeState, PlayerState, _post, _turn_label
from .stock_phase import _buy, _found, _pass, _trade
from .views import table_notes


# -- The engine ----------------------------------------------------------------------------
class GoldenAgeRules:
    """1930: The Golden Age of Airlines as a rules engine (see :class:`ledger.game.Rules`)."""

    name = "golden_age"
    #: what the rest of airbanker knows of the game (the registry's entry)
    meta = META
    #: every action kind with its declared payload (the gate of :class:`ledger.game.Game`)
    actions: Mapping[str, ActionSpec] = ACTIONS
    #: what the game charts (:mod:`ledger.charts`, :mod:`.charts`)
    charts = CHARTS

    def chart_period(self, state: GoldenAgeState) -> str:
        """The period a chart reads its points by (:func:`.charts.chart_period`)."""
        return chart_period(state)

    def table_notes(self, state: GoldenAgeState) -> tuple[str, ...]:
        """Where the Stock Market track, the Dividend Level table and the cards' money come from
        (:func:`.views.table_notes`)."""
        return table_notes(state)

    def start(self, setup: GameSetup) -> tuple[GoldenAgeState, list[Entry]]:
        """2-6 players; the Setup table for the count; no money yet (``golden_age.starting_money``).

        Raises:
            RuleViolation: wrong player count, empty or repeated names, unknown or bad options.
        """
        names = list(setup.players)
        # players, names, variant, unknown options: the checks every engine makes first
        check_setup(
            setup,
            game="1930",
            rule=R_SETUP,
            variants=tuple(v.id for v in META.variants),
            options=dict.fromkeys(GoldenAgeOptions.model_fields),
            players=META.seats,
        )
        try:
            options = check_options(META.options, setup.options, R_SETUP)
        except RuleViolation as refusal:  # each option names the rule it reads
            name = refusal.field.removeprefix("options.").split("[")[0]
            raise RuleViolation(refusal.message, field=refusal.field, rule=OPTION_RULES.get(name, R_SETUP)) from None
        assert isinstance(options, GoldenAgeOptions)
        row = SETUP_TABLE[len(names)]
        airlines = list(DEFAULT_AIRLINES[: row.airlines]) if options.airlines is None else options.airlines
        if len(airlines) != row.airlines or not all(a.strip() for a in airlines):
            raise RuleViolation(
                f"must list the {row.airlines} airline colours in a {len(names)}-player game",
                field="options.airlines",
                rule=R_SETUP,
            )
        airlines = [a.strip() for a in airlines]
        if len({a.casefold() for a in airlines}) != len(airlines):
            raise RuleViolation("an airline colour appears twice", field="options.airlines", rule=R_SETUP)
        state = GoldenAgeState(
            title=setup.title,
            players=[PlayerState(seat=i, name=n) for i, n in enumerate(names, start=1)],
            airlines={
                a: AirlineState(a, pool=row.tokens_start, unreleased=row.tokens_total - row.tokens_start)
                for a in airlines
            },
            setup_row=row,
            turns=options.turns,
            gray_tech_box=options.gray_tech_box,
            research_limit=options.research_limit,
            fly_at_zero_income=options.fly_at_zero_income,
            end_turn_incomes=options.end_turn_incomes,
            first_operation_order=options.first_operation_order,
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
            raise RuleViolation(
                f"unknown action {kind!r}; 1930 knows: {known}", field="kind", rule=f"{R_RECORD} (action kinds)"
            )
        if not isinstance(payload, Mapping):
            raise RuleViolation("the payload must be an object of fields", field="payload", rule=R_RECORD)
        if state.phase == "over":
            raise RuleViolation("the game is over (after the Final Flight)", field="kind", rule=R_END)
        entries, summary = handler(state, payload)
        for entry in entries:
            _post(state, entry)
        return entries, summary


#: Each action kind and the section that applies it.
_HANDLERS: dict[str, Callable[[GoldenAgeState, Mapping[str, Any]], tuple[list[Entry], str]]] = {
    "golden_age.starting_money": _starting_money,
    "golden_age.tables": _tables,
    "golden_age.found": _found,
    "golden_age.buy": _buy,
    "golden_age.trade": _trade,
    "golden_age.pass": _pass,
    "golden_age.operate": _operate,
    "golden_age.income": _income,
    "golden_age.purchased_action": _purchased_action,
    "golden_age.decline_purchase": _decline_purchase,
    "golden_age.tech_penalty": _tech_penalty,
    "golden_age.contract": _contract,
    "golden_age.end_turn": _end_turn,
    "golden_age.final_flight": _final_flight,
}

RULES = GoldenAgeRules()
