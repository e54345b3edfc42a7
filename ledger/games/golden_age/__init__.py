"""1930: The Golden Age of Airlines (../shared/rules/1930-golden-age-of-airlines.txt): the rules engine.

Pure Python: :data:`RULES` turns each recorded action into entries on whole-dollar accounts
and keeps what a banker needs beside the table: Stock tokens (held, in the Available Stock
Pool, set aside), the Stock Market, the Technology Track, Hubs in stock, each airline's
income as the banker types it, who acted and who flew this turn. The map (Gates, cities,
City Upgrade tiles) is not tracked: the banker types what the board shows when money
depends on it (docs/game-record.md, "1930").

The Stock Market track and the Dividend Level table are printed on the boards, not in the
rule text: the banker enters or confirms them (``golden_age.tables``); what the rules require of
them is checked, what only the rulebook's examples show is compared and a difference is shown as a
warning (ledger/games/golden_age/data/). The money on the First Round Turn Order cards is board data
too: the example's $20/$21/$22 by default (provenance "rulebook example"), or the cards' ("board").

Accounts (codes): ``bank`` (the Bank's cash; it may go negative), ``p{seat}:cash``.
Rule citations read "1930, <section>" after the rulebook's headings.

One module per section of the rulebook: :mod:`.setup`, :mod:`.stock_phase`,
:mod:`.operation_phase`, :mod:`.fly`, :mod:`.end_of_turn`, :mod:`.end_of_game`; the figures
the rulebook prints in :mod:`.rulebook`, the state in :mod:`.state`, the declared payloads in
:mod:`.actions`, the options in :mod:`.meta`, what screens and sheets show in :mod:`.views`,
and the engine that dispatches the actions in :mod:`.rules`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...lazy import lazy_exports

if TYPE_CHECKING:
    from .actions import ACTIONS as ACTION_SPECS
    from .box import GoldenAgeBox, card_money
    from .charts import gone_out_notes
    from .end_of_game import Holding, PlayerTotal, final_totals
    from .end_of_turn import (
        contract_next,
        contract_order_warning,
        contract_passed_over,
        contracts_still_open,
        no_fly_moves_due,
        no_fly_moves_made,
        purchase_next,
        purchase_refusal,
        purchase_status,
    )
    from .fly import dividend_level, fly_outcome, half_dividend
    from .meta import DEFAULT_OPTIONS, META, GoldenAgeOptions
    from .operation_phase import operation_fields, operation_next
    from .rulebook import (
        ACTIONS,
        CONTRACTS_PER_PLAYER,
        DEFAULT_AIRLINES,
        GATES_PER_AIRLINE,
        GATES_RESERVE,
        INITIAL_PRICES,
        MAP_ACTIONS,
        MAX_PAID_UPGRADES,
        OTHER_INCOMES_CHANGED,
        PAID_UPGRADE_ACTIONS,
        PAID_UPGRADE_COSTS,
        PHASE_NAMES,
        SETUP_TABLE,
        STARTING_MONEY,
        TECH_COLOURS,
        TOKEN_LIMIT,
        SetupRow,
        illustrative_tables,
    )
    from .rules import RULES, GoldenAgeRules
    from .state import (
        AirlineState,
        BankruptcyRecord,
        ContractRecord,
        FlightRecord,
        GoldenAgeState,
        IncomeRecord,
        PaymentRecord,
        Payout,
        PlayerState,
        PriceMove,
        PurchasedActionRecord,
        TradeRecord,
        ceo_of,
        income_brings,
        incomes_not_current,
        incomes_typed,
        tech_colour,
        turn_order,
    )
    from .stock_phase import (
        Refusal,
        StockOption,
        buy_refusals,
        legal_buys,
        start_refusals,
        stock_next,
        trade_credit_lost,
        trade_refusals,
    )
    from .views import (
        INCOME_JUMP,
        MarketBox,
        OperationPlayer,
        OperationView,
        StockAirline,
        StockHolder,
        StockRoundView,
        TurnSummary,
        action_choices,
        actions_not_offered,
        airline_refusals,
        counted_cities,
        dividend_summary,
        income_change,
        income_changed_by,
        income_far_above,
        incomes_after,
        incomes_owed_after,
        market_view,
        money_notes_short,
        next_kinds,
        next_step,
        operation_view,
        short_reason,
        stand_warning,
        stock_round_view,
        table_notes,
        table_notes_short,
        tech_penalties_to_count,
    )

__all__ = [
    "RULES",
    # the box: the owner's tables and cards' money (ledger/box.py)
    "GoldenAgeBox",
    "card_money",
    "GoldenAgeRules",
    "META",
    "GoldenAgeOptions",
    "DEFAULT_OPTIONS",
    "ACTION_SPECS",
    "GoldenAgeState",
    "AirlineState",
    "PlayerState",
    "ACTIONS",
    "TOKEN_LIMIT",
    "SETUP_TABLE",
    "SetupRow",
    "STARTING_MONEY",
    "PAID_UPGRADE_COSTS",
    "PAID_UPGRADE_ACTIONS",
    "OTHER_INCOMES_CHANGED",
    "TECH_COLOURS",
    "DEFAULT_AIRLINES",
    "INITIAL_PRICES",
    "CONTRACTS_PER_PLAYER",
    "GATES_PER_AIRLINE",
    "GATES_RESERVE",
    "MAP_ACTIONS",
    "MAX_PAID_UPGRADES",
    "PHASE_NAMES",
    "illustrative_tables",
    "dividend_level",
    "half_dividend",
    "tech_colour",
    "ceo_of",
    "fly_outcome",
    "legal_buys",
    "buy_refusals",
    "start_refusals",
    "trade_refusals",
    "trade_credit_lost",
    "Refusal",
    "operation_next",
    "operation_fields",
    "stock_next",
    "turn_order",
    "incomes_not_current",
    "incomes_typed",
    "purchase_next",
    "contract_next",
    "contract_order_warning",
    "contract_passed_over",
    "contracts_still_open",
    "purchase_refusal",
    "no_fly_moves_due",
    "no_fly_moves_made",
    "purchase_status",
    "final_totals",
    "dividend_summary",
    "income_change",
    "income_changed_by",
    "incomes_after",
    "incomes_owed_after",
    "gone_out_notes",
    "action_choices",
    "actions_not_offered",
    "stand_warning",
    "income_far_above",
    "INCOME_JUMP",
    "airline_refusals",
    "short_reason",
    "stock_round_view",
    "market_view",
    "operation_view",
    "next_step",
    "next_kinds",
    "table_notes",
    "table_notes_short",
    "money_notes_short",
    "tech_penalties_to_count",
    "counted_cities",
    "Payout",
    "FlightRecord",
    "PriceMove",
    "PurchasedActionRecord",
    "PaymentRecord",
    "ContractRecord",
    "BankruptcyRecord",
    "TradeRecord",
    "IncomeRecord",
    "income_brings",
    "StockOption",
    "StockAirline",
    "StockHolder",
    "StockRoundView",
    "MarketBox",
    "OperationPlayer",
    "OperationView",
    "TurnSummary",
    "Holding",
    "PlayerTotal",
]

#: every name above is imported from its module when first asked for (ledger/lazy.py)
__getattr__ = lazy_exports(__name__, __file__)
