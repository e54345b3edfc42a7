"""Air Fare (../shared/rules/air-fare.txt): the rules engine, its declared actions and options, its views.

Pure Python: :data:`RULES` turns each recorded action into entries on accounts in whole
$ millions ($50 = $50M, shown by ``format_money(..., millions=True)``) and keeps the state
a banker needs: the deck, the Bidding Pool, every player's planes and landing rights,
groundings, flights, the events of the turn. No terminal, database or PDF.

Accounts (codes): ``bank`` (the bank's cash; it may go negative), ``bank:loans`` (loans the
bank has made), ``p{seat}:cash`` and ``p{seat}:loans`` (a player's bank loans, a negative
balance), ``p{lender}:lent:p{borrower}`` and ``p{borrower}:owes:p{lender}`` (a loan between
players: what the lender is owed, positive, and what the borrower owes, negative).

One module per rulebook section: :mod:`.cards` (The Deck, the card lists), :mod:`.setup`,
:mod:`.maintenance`, :mod:`.draw`, :mod:`.flying`, :mod:`.landings`, :mod:`.advertising`,
:mod:`.revenue`, :mod:`.bidding`, :mod:`.raise_money`; :mod:`.state` (the table),
:mod:`.actions` (the declared payloads), :mod:`.meta` (the declared options), :mod:`.rules`
(the engine), :mod:`.views` (what the screens and sheets show), :mod:`.audit` (the audit).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...lazy import lazy_exports

if TYPE_CHECKING:
    from .actions import ACTIONS
    from .advertising import (
        Taking,
        advertising_cities,
        advertising_net,
        advertising_rolls_needed,
        advertising_rolls_possible,
        advertising_rolls_unasked,
        advertising_takings,
        unopposed_cities,
    )
    from .bidding import (
        BidOutcome,
        BidProblem,
        bid_outcomes,
        bid_problem,
        bid_problems,
        check_player_bids,
        refused_bidders,
    )
    from .cards import (
        CARDS_PROVENANCE,
        EVENTS,
        FASTER_REMOVED,
        GROUNDED_UP_TO,
        INTEREST_PERCENT,
        LANDING_RIGHTS,
        MAX_LOANS,
        MINOR,
        PLANES,
        REMOVE_CARDS,
        STARTING_CASH,
        STARTING_PLANE_TYPES,
        EventCard,
        LandingRights,
        PlaneType,
        base_cost,
        card_kind,
    )
    from .draw import cards_to_draw, events_in_play
    from .flying import (
        FlightRefusal,
        closed_destinations,
        destinations,
        destinations_left,
        flight_origin,
        flight_refusals,
        why_grounded,
    )
    from .landings import Landing, landing_order, landing_revenue, landings, turn_revenue
    from .maintenance import grounded_on
    from .meta import DEFAULT_OPTIONS, META, AirFareOptions
    from .raise_money import loan_room, open_player_loans, sale_refusal, sellable_cards, unsellable_cards
    from .revenue import (
        BEFORE_REVENUE,
        RevenueSummary,
        charges_due,
        interest_base,
        interest_due,
        interest_falls_due,
        interest_rounding,
        interest_why,
        next_interest,
        outstanding_dues,
        player_loans_written_off,
        revenue_summary,
    )
    from .rules import RULES, AirFareRules
    from .setup import default_starting_plane
    from .state import (
        PHASE_NAMES,
        PLAYERS,
        AirFareState,
        Card,
        PlayerState,
        _new_card,
        apply_percentages,
        position_text,
        round_money,
    )
    from .views import (
        Bankruptcy,
        ShortPlayer,
        Standing,
        TablePlayer,
        TableView,
        bankruptcies,
        cards_value,
        dues_unpaid,
        loans_between,
        next_kinds,
        next_step,
        owed_to,
        player_loans_of,
        raise_money_kinds,
        score,
        short_after_borrowing,
        short_after_paying,
        short_after_repaying,
        short_players,
        spare_cash,
        standings,
        table_view,
        ways_to_raise,
    )

__all__ = [
    "ACTIONS",
    "BEFORE_REVENUE",
    "CARDS_PROVENANCE",
    "DEFAULT_OPTIONS",
    "EVENTS",
    "FASTER_REMOVED",
    "GROUNDED_UP_TO",
    "INTEREST_PERCENT",
    "LANDING_RIGHTS",
    "MAX_LOANS",
    "META",
    "MINOR",
    "PHASE_NAMES",
    "PLANES",
    "PLAYERS",
    "REMOVE_CARDS",
    "RULES",
    "STARTING_CASH",
    "STARTING_PLANE_TYPES",
    "default_starting_plane",
    "flight_origin",
    "closed_destinations",
    "destinations",
    "destinations_left",
    "FlightRefusal",
    "flight_refusals",
    "why_grounded",
    "Landing",
    "landing_order",
    "landings",
    "AirFareOptions",
    "AirFareRules",
    "BidOutcome",
    "Bankruptcy",
    "bankruptcies",
    "AirFareState",
    "Card",
    "EventCard",
    "LandingRights",
    "PlaneType",
    "PlayerState",
    "ShortPlayer",
    "Standing",
    "TablePlayer",
    "TableView",
    "Taking",
    "_new_card",
    "advertising_cities",
    "advertising_net",
    "unopposed_cities",
    "advertising_rolls_needed",
    "advertising_rolls_possible",
    "advertising_rolls_unasked",
    "advertising_takings",
    "apply_percentages",
    "base_cost",
    "bid_outcomes",
    "card_kind",
    "cards_to_draw",
    "cards_value",
    "charges_due",
    "check_player_bids",
    "refused_bidders",
    "BidProblem",
    "bid_problem",
    "bid_problems",
    "events_in_play",
    "grounded_on",
    "interest_base",
    "interest_due",
    "interest_falls_due",
    "loan_room",
    "interest_rounding",
    "interest_why",
    "open_player_loans",
    "sale_refusal",
    "sellable_cards",
    "unsellable_cards",
    "landing_revenue",
    "next_interest",
    "next_step",
    "next_kinds",
    "outstanding_dues",
    "RevenueSummary",
    "revenue_summary",
    "player_loans_of",
    "loans_between",
    "owed_to",
    "player_loans_written_off",
    "position_text",
    "round_money",
    "dues_unpaid",
    "score",
    "raise_money_kinds",
    "short_after_borrowing",
    "short_after_paying",
    "short_after_repaying",
    "short_players",
    "spare_cash",
    "ways_to_raise",
    "standings",
    "table_view",
    "turn_revenue",
]

#: every name above is imported from its module when first asked for (ledger/lazy.py)
__getattr__ = lazy_exports(__name__, __file__)
