"""Air Empire, the Basic Game and the Tournament Game (../shared/rules/air-empire.txt): the package's public face.

Everything screens, sheets, tests and benchmarks use from the game is imported here by name
from the module of its rulebook section:

* :mod:`.state`: the rulebook's figures, the state, quarters and the Senior President;
* :mod:`.phase1_operations`: Flight Costs Table, route card, bids, 1b, 1c, 1f;
* :mod:`.route_cities`: the cities the cards have named, a Route City likely misspelt;
* :mod:`.phase3_loans`, :mod:`.phase4_equipment`, :mod:`.phase5_maintenance`;
* :mod:`.bankruptcy`, :mod:`.mergers`;
* :mod:`.tournament`: re-bidding, fluctuations, taxes, residual value;
* :mod:`.views` (the table, next step, standings) and :mod:`.recap_sheet` (the sheets);
* :mod:`.actions` (each action's declared payload), :mod:`.meta` (the options), :mod:`.rules`
  (the engine, :data:`RULES`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...lazy import lazy_exports

if TYPE_CHECKING:
    from ...views import AIR_EMPIRE_BASIC_LINES, AIR_EMPIRE_TOURNAMENT_LINES
    from .actions import ACTIONS
    from .box import (
        AirEmpireBox,
        BoxRouteCard,
        box_card,
        card_line,
        card_named,
        card_payload,
        cards_left,
        cards_matching,
    )
    from .mergers import MergerCheck, merger_check
    from .meta import META, AirEmpireOptions, tax_source_words
    from .phase1_operations import (
        PLANES_CLASH,
        RULEBOOK_FLIGHT_COSTS,
        Bid,
        BidCheck,
        BidOutcome,
        RouteCardReading,
        bid_amount_open,
        bid_resolution,
        both_kinds,
        check_bid,
        check_card_minimum,
        check_card_once,
        earlier_card,
        efficiency_savings,
        flight_profit,
        planes_short,
        read_bids,
        read_route_card,
        resolve_bids,
        stand_pat_penalty,
        table_contradictions,
    )
    from .phase3_loans import loan_refusal, loan_room, loans_untaken
    from .phase4_equipment import (
        check_sale_count,
        plane_sale_shortfalls,
        plane_sale_tie,
        planes_words,
        purchase_bank_short,
        purchase_fills_nothing,
        purchase_price,
        purchase_shortfalls,
    )
    from .phase5_maintenance import maintenance_bankrupts, maintenance_closes, maintenance_due
    from .recap_sheet import pending_5b_parts, recap_sheets
    from .route_cities import (
        CityCheck,
        adjacent_city_slips,
        adjacent_slip_costs,
        closest_cities,
        known_cities,
        route_city_check,
        route_city_slips,
        spelling_aid_cities,
    )
    from .rules import RULES, AirEmpireRules
    from .state import (
        BANK_PROP_JETS,
        BANK_SUPER_JETS,
        FIRST_QUARTER_MAINTENANCE,
        LOAN_UNIT,
        PERIOD_QUARTERS,
        PHASE_NAMES,
        PLANE_LIFE_QUARTERS,
        PROP_JET_MAINTENANCE,
        PROP_JET_PRICE,
        PROP_JET_REPLACEMENT,
        PROP_JET_RESIDUAL,
        QUARTERS_PER_YEAR,
        SHEET_QUARTERS,
        STARTING_CASH,
        STARTING_PROP_JETS,
        STARTING_SUPER_JETS,
        SUPER_JET_MAINTENANCE,
        SUPER_JET_PRICE,
        SUPER_JET_REPLACEMENT,
        SUPER_JET_RESIDUAL,
        AirEmpireState,
        PlayerState,
        Route,
        bank_supply_at_start,
        is_new_period,
        period_of,
        quarter_label,
        senior_order_from,
        senior_president,
        service_classes,
        tournament_rule,
    )
    from .tournament.fluctuations import Fluctuation, fluctuation_amounts, fluctuation_city_slip
    from .tournament.rebidding import Termination, rebid_terminations
    from .tournament.residual_value import ResidualDue, ResidualEffect, residual_due, residual_effect
    from .tournament.taxes import (
        PLACEHOLDER_TAX_TABLE,
        TaxDue,
        illustrative_tax_table,
        tax_due,
        tax_from_table,
        tax_table_falls,
        taxes_bankrupt,
    )
    from .views import (
        PhaseOneSplit,
        Standing,
        TablePlayer,
        TableView,
        bids_split,
        next_kinds,
        next_step,
        standings,
        status_text,
        table_notes,
        table_view,
        tax_table_note,
    )

__all__ = [
    # the engine, its meta and its declared actions
    "RULES",
    "AirEmpireRules",
    "META",
    "AirEmpireOptions",
    "tax_source_words",
    "ACTIONS",
    # the box: the owner's route cards (ledger/box.py)
    "AirEmpireBox",
    "BoxRouteCard",
    "box_card",
    "card_line",
    "card_named",
    "card_payload",
    "cards_left",
    "cards_matching",
    # the rulebook's figures
    "PROP_JET_PRICE",
    "SUPER_JET_PRICE",
    "BANK_PROP_JETS",
    "BANK_SUPER_JETS",
    "STARTING_CASH",
    "STARTING_PROP_JETS",
    "STARTING_SUPER_JETS",
    "PROP_JET_MAINTENANCE",
    "SUPER_JET_MAINTENANCE",
    "FIRST_QUARTER_MAINTENANCE",
    "LOAN_UNIT",
    "QUARTERS_PER_YEAR",
    "PLANE_LIFE_QUARTERS",
    "PERIOD_QUARTERS",
    "PROP_JET_RESIDUAL",
    "SUPER_JET_RESIDUAL",
    "PROP_JET_REPLACEMENT",
    "SUPER_JET_REPLACEMENT",
    "SHEET_QUARTERS",
    "PHASE_NAMES",
    "RULEBOOK_FLIGHT_COSTS",
    "AIR_EMPIRE_BASIC_LINES",
    "AIR_EMPIRE_TOURNAMENT_LINES",
    # the state and its arithmetic
    "AirEmpireState",
    "PlayerState",
    "Route",
    "period_of",
    "is_new_period",
    "quarter_label",
    "tournament_rule",
    "senior_president",
    "senior_order_from",
    "bank_supply_at_start",
    "service_classes",
    # Phase 1
    "Bid",
    "BidOutcome",
    "BidCheck",
    "check_bid",
    "PLANES_CLASH",
    "bid_amount_open",
    "planes_short",
    "PhaseOneSplit",
    "bids_split",
    "resolve_bids",
    "read_bids",
    "bid_resolution",
    "earlier_card",
    "efficiency_savings",
    "flight_profit",
    "stand_pat_penalty",
    "RouteCardReading",
    "check_card_minimum",
    "read_route_card",
    "table_contradictions",
    "check_card_once",
    "CityCheck",
    "known_cities",
    "closest_cities",
    "adjacent_city_slips",
    "adjacent_slip_costs",
    "route_city_check",
    "route_city_slips",
    "spelling_aid_cities",
    # Phases 3, 4 and 5, mergers
    "loan_room",
    "loan_refusal",
    "loans_untaken",
    "purchase_bank_short",
    "purchase_shortfalls",
    "plane_sale_shortfalls",
    "check_sale_count",
    "plane_sale_tie",
    "purchase_fills_nothing",
    "purchase_price",
    "planes_words",
    "both_kinds",
    "maintenance_due",
    "maintenance_bankrupts",
    "maintenance_closes",
    "MergerCheck",
    "merger_check",
    # the Tournament Game
    "Termination",
    "rebid_terminations",
    "Fluctuation",
    "fluctuation_amounts",
    "fluctuation_city_slip",
    "TaxDue",
    "tax_due",
    "tax_from_table",
    "taxes_bankrupt",
    "illustrative_tax_table",
    "tax_table_falls",
    "PLACEHOLDER_TAX_TABLE",
    "ResidualDue",
    "residual_due",
    "ResidualEffect",
    "residual_effect",
    # views
    "TablePlayer",
    "TableView",
    "table_view",
    "next_step",
    "next_kinds",
    "Standing",
    "standings",
    "status_text",
    "table_notes",
    "tax_table_note",
    "recap_sheets",
    "pending_5b_parts",
]

#: every name above is imported from its module when first asked for (ledger/lazy.py)
__getattr__ = lazy_exports(__name__, __file__)
