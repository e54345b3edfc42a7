"""Air Empire: the rules engine of the Basic Game and the Tournament Game (../shared/rules/air-empire.txt).

Pure Python: :data:`RULES` turns each recorded action into entries on whole-dollar accounts
and keeps the state a banker needs (planes idle and operating, routes, recap lines), with
no terminal, database or PDF. Each phase lives in its own module; this one starts a game
(Beginning Play) and hands each action to its phase.

The Tournament Game (``GameSetup.variant == "tournament"``) is "simply the Basic Game with
additional rules" (Tournament Game, Introduction): re-bidding of routes at each new 3-year
period (line 1e), Revenue Fluctuations (line 1d), Taxes in Phase 2 (line 2a, from the Tax
Table), Residual Value of planes six years old (Phase 4), and an end by time limit or
elimination. With the ``"basic"`` variant none of these applies.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine import GameMeta, GameSetup
from ...journal import Entry, RuleViolation, transfer
from ...payload import check_setup
from ...schema import ActionSpec, check_options
from .actions import ACTIONS
from .charts import CHARTS, chart_period
from .mergers import merger
from .meta import META, OPTION_RULES, TOURNAMENT_ONLY, AirEmpireOptions
from .phase1_operations import RULEBOOK_FLIGHT_COSTS, bids, flight_costs_table, route_card
from .phase3_loans import loan, loan_rooms
from .phase4_equipment import plane_sale, purchase
from .phase5_maintenance import maintenance
from .state import (
    PHASE_NAMES,
    R_SETUP,
    R_T_SETUP,
    STARTING_CASH,
    AirEmpireState,
    PlayerState,
    bank_supply_at_start,
    cite_tournament,
    cited,
    game_over,
    post,
    quarter_label,
    senior_order_from,
)
from .tournament.residual_value import residual_value
from .tournament.taxes import PLACEHOLDER_TAX_TABLE, tax_table, taxes
from .views import table_notes

__all__ = ["AirEmpireRules", "RULES", "HANDLERS", "VARIANTS", "read_options"]

#: The variants' ids in the record (Basic Game, Tournament Game).
VARIANTS = tuple(v.id for v in META.variants)


def read_options(options: Mapping[str, Any]) -> AirEmpireOptions:
    """``setup.options`` read through :class:`~.meta.AirEmpireOptions` (defaults filled in).

    Raises:
        RuleViolation: an option of the wrong type or out of bounds, naming ``options.NAME``
            and the rule that option reads (:data:`~.meta.OPTION_RULES`).
    """
    try:
        read = check_options(AirEmpireOptions, options, R_SETUP)
    except RuleViolation as refused:
        name = refused.field.removeprefix("options.").split(".")[0].split("[")[0]
        raise RuleViolation(refused.message, field=refused.field, rule=OPTION_RULES.get(name, refused.rule)) from None
    assert isinstance(read, AirEmpireOptions)
    return read


class AirEmpireRules:
    """The Basic Game and the Tournament Game as a rules engine (see :class:`ledger.engine.Rules`).

    Beginning Play: 2-4 players, $9,000 each from the Bank, 3 Super Jets and 4 Prop Jets each;
    the Bank's planes as option ``plane_supply`` reads Planes; the Senior Presidents of all
    quarters set (Playing Procedure 1).
    """

    name: str = "air_empire"
    #: the registry's entry: title, variants, seats, options, unit, clock
    meta: GameMeta = META
    #: every action kind with its declared payload (:mod:`.actions`)
    actions: Mapping[str, ActionSpec] = ACTIONS
    #: what the game charts (:mod:`ledger.charts`, :mod:`.charts`)
    charts = CHARTS

    def chart_period(self, state: AirEmpireState) -> str:
        """The period a chart reads its points by (:func:`.charts.chart_period`)."""
        return chart_period(state)

    def table_notes(self, state: AirEmpireState) -> tuple[str, ...]:
        """Where the Flight Costs Table and the Tax Table come from (:func:`.views.table_notes`)."""
        return table_notes(state)

    def start(self, setup: GameSetup) -> tuple[AirEmpireState, list[Entry]]:
        """2-4 players, $9,000 each from the Bank, 3 Super Jets and 4 Prop Jets each.

        The Bank's planes: 60 Prop Jets and 30 Super Jets less the starting fleets, or besides them
        (option ``plane_supply``, :func:`~.state.bank_supply_at_start`). The Senior Presidents'
        order: option ``senior_order``, or clockwise from ``first_senior_president``.

        ``setup.variant`` is ``"basic"`` or ``"tournament"``; the Tournament Game's options
        (``end``, ``fluctuation_on_rebid_route``) are refused in the Basic Game.

        Raises:
            RuleViolation: wrong player count, empty or repeated names, unknown options, a
                ``senior_order`` that is not every seat once or does not start with
                ``first_senior_president``.
        """
        names = list(setup.players)
        # players, names, variant and unknown options first (the same checks for every game) ...
        check_setup(
            setup,
            game="Air Empire",
            # the Tournament Game's own section, when it is the game set up (a newcomer's try: its new game form
            # cited "Air Empire, Basic Game, Beginning Play")
            rule=R_T_SETUP if setup.variant == "tournament" else R_SETUP,
            variants=VARIANTS,
            options=dict.fromkeys(AirEmpireOptions.model_fields),
            players=META.seats,
        )
        tournament = setup.variant == "tournament"
        only_tournament = sorted(set(setup.options) & set(TOURNAMENT_ONLY))
        if only_tournament and not tournament:
            raise RuleViolation(
                f'{", ".join(only_tournament)}: an option of the Tournament Game (variant "tournament")',
                field=f"options.{only_tournament[0]}",
                rule=R_SETUP,
            )
        # ... then each option's type and bounds, read through the declared options
        options = read_options(setup.options)
        first = options.first_senior_president
        if first > len(names):
            raise RuleViolation(
                f"must be a seat from 1 to {len(names)}",
                field="options.first_senior_president",
                rule=OPTION_RULES["first_senior_president"],
            )
        # Playing Procedure 1: the Senior Presidents of all quarters, clockwise or as the table typed them
        order = senior_order_from(first, len(names), options.senior_order)
        if options.senior_order is not None and "first_senior_president" in setup.options and first != order[0]:
            raise RuleViolation(
                f"seat {first} is not the first seat of senior_order {list(order)}: the first Senior President "
                "is the first seat of the order typed (leave first_senior_president out, or make them agree)",
                field="options.first_senior_president",
                rule=OPTION_RULES["senior_order"],
            )
        bank_prop, bank_super = bank_supply_at_start(len(names), options.plane_supply)
        state = AirEmpireState(
            title=setup.title,
            players=[PlayerState(seat=i, name=n) for i, n in enumerate(names, start=1)],
            years=options.years,
            first_senior_president=first,
            bankrupt_planes_to_bank_supply=options.bankrupt_planes_to_bank_supply,
            allow_loss_bids=options.flight_costs_above_revenue == "allow",
            seats_at_start=len(names),
            variant=setup.variant,
            end=options.end,
            rebid_fluctuation=options.fluctuation_on_rebid_route,
            minus_income=options.minus_income,
            senior_order=order,
            plane_supply=options.plane_supply,
            route_card_check=options.route_card_check,
            bank_prop=bank_prop,
            bank_super=bank_super,
        )
        if tournament:
            state.tax_table, state.tax_provenance = PLACEHOLDER_TAX_TABLE, "placeholder"
        for amount, combo in RULEBOOK_FLIGHT_COSTS.items():
            state.flight_costs_table[amount] = combo
            state.table_provenance[amount] = "rulebook"
        entries = [
            transfer(f"Starting cash for {p.name}", "bank", f"p{p.seat}:cash", STARTING_CASH) for p in state.players
        ]
        for entry in entries:
            post(state, entry)
        return state, entries

    def balance(self, state: AirEmpireState, account: str) -> int:
        """Balance of an account code, whole dollars (0 for an account never posted to)."""
        return state.balances.get(account, 0)

    def position(self, state: AirEmpireState) -> str:
        """E.g. ``"Y1 Q2, Phase 4 — property & equipment"``."""
        if state.phase == "over":
            return "game over"
        return f"{quarter_label(state.quarter)}, {PHASE_NAMES[state.phase]}"

    def cite_refusal(self, state: AirEmpireState, refused: RuleViolation) -> None:
        """A refusal of the payload's schema (:meth:`ledger.game.Game.check_payload`) citing the Tournament Game's
        rulebook in a Tournament Game (:func:`~.state.cite_tournament`), as :meth:`apply`'s refusals do."""
        cite_tournament(state, refused)

    def apply(self, state: AirEmpireState, kind: str, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
        """Apply one action (see docs/game-record.md for each kind's payload).

        Raises:
            RuleViolation: naming the field and the rule; ``state`` is left as it was.
        """
        handler = HANDLERS.get(kind)
        if handler is None:
            known = ", ".join(sorted(HANDLERS))
            # every refusal names its rule; the action kinds are written in the record format
            raise RuleViolation(
                f"unknown action {kind!r}; Air Empire knows: {known}",
                field="kind",
                rule="docs/game-record.md, Air Empire, Basic Game (action kinds)",
            )
        if state.phase == "over" and kind not in ("air_empire.flight_costs_table", "air_empire.tax_table"):
            raise RuleViolation(
                "the game is over (after the last quarter)",
                field="kind",
                rule=cited(state, "Air Empire, Basic Game, Completion of Play"),
            )
        was_over = state.phase == "over"
        rooms = loan_rooms(state) if state.phase == "loans" else None
        quarter = state.quarter
        try:
            entries, summary = handler(state, payload)
        except RuleViolation as refused:
            # a Tournament Game's refusal cites the Tournament Game's rulebook (a newcomer's try: "(Air Empire,
            # Basic Game, Phase 4)"); refusals are never stored, so no stored text changes
            cite_tournament(state, refused)
            raise
        # who could still borrow when this action closed Phase 3, said on the Next line until the next game action
        # (a balance assertion, not a game action, leaves it said; a newcomer's try: Phase 3 closed with a loan
        # untaken and nobody named)
        state.loans_closed = rooms if rooms is not None and state.phase != "loans" else None
        state.loans_closed_in = quarter
        for entry in entries:
            post(state, entry)
        left = state.active_players()
        if not was_over and state.end == "elimination" and len(left) <= 1:
            # "Play continues indefinitely until all but one player has been eliminated" (Introduction)
            if state.phase != "over":
                game_over(state)
            summary += f"; game over: {left[0].name} is the last airline" if left else "; game over"
        return entries, summary


#: Each action kind's handler in its phase's module: ``(state, payload) -> (entries, summary)``.
HANDLERS: dict[str, Callable[[AirEmpireState, Mapping[str, Any]], tuple[list[Entry], str]]] = {
    "air_empire.flight_costs_table": flight_costs_table,
    "air_empire.route_card": route_card,
    "air_empire.bids": bids,
    "air_empire.loan": loan,
    "air_empire.purchase": purchase,
    "air_empire.plane_sale": plane_sale,
    "air_empire.maintenance": maintenance,
    "air_empire.merger": merger,
    "air_empire.tax_table": tax_table,
    "air_empire.taxes": taxes,
    "air_empire.residual_value": residual_value,
}

RULES = AirEmpireRules()
