"""Refusals: every illegal input raises RuleViolation naming the field and the rule, and changes nothing.

"The engine checks before it changes anything" (ledger/game.py, Rules.apply): after each
refusal the state (compared whole, by value), the balances, the number of records, the
recap sheets and the position are exactly what they were.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from ledger.game import Game, GameSetup
from ledger.games.air_empire import next_step, plane_sale_tie
from ledger.journal import BalanceMismatch, RuleViolation

R_BIDDING = "Air Empire, Basic Game, Route Bidding"
R_APPLICATIONS = "Air Empire, Basic Game, Route Applications"
R_PHASES = "Air Empire, Basic Game, Beginning Play (phases in numerical order)"
R_PURCHASE = "Air Empire, Basic Game, Phase 4 and Reminder Rules 4"
R_SALE = "Air Empire, Basic Game, Test of Bankruptcy (sales between players)"
R_MAINTENANCE = "Air Empire, Basic Game, Phase 5"
R_LOANS = "Air Empire, Basic Game, Class A Service (b) Loans"
R_MERGER = "Air Empire, Basic Game, Mergers"
R_SETUP = "Air Empire, Basic Game, Beginning Play"
R_OVER = "Air Empire, Basic Game, Completion of Play"


# -- How far to play before the refused action ---------------------------------------------------
def at_start(t) -> None:
    """Y1 Q1, before the route card."""


def at_bidding(t) -> None:
    """Y1 Q1, the route card turned up (A $10,000, B $8,000, C $6,000)."""
    t.record("air_empire.route_card", t.card("Los Angeles"))


def at_loans(t) -> None:
    """Y1 Q1, Phase 3: seat 1 has won Class A at $12,000 (2 Super Jets + 1 Prop Jet operating)."""
    t.open_quarter(t.card("Los Angeles"), [t.bid(1, "A", 12_000)])


def after_purchase(t) -> None:
    """Y1 Q1, Phase 4: seat 2 bought a Prop Jet."""
    at_loans(t)
    t.record("air_empire.purchase", {"orders": [{"player": 2, "prop_jets": 1}]})


def mid_maintenance(t) -> None:
    """Y1 Q1, Phase 5: seats 1 and 2 have paid, 3 and 4 have not."""
    at_loans(t)
    t.maintenance([1, 2])


def at_q2(t) -> None:
    """Y1 Q2, before the route card."""
    at_loans(t)
    t.maintenance()


def game_over(t) -> None:
    """A one-year game played to its end (option years = 1)."""
    for q in range(1, 5):
        first = [
            t.bid(1, "A", 12_000),
            t.bid(2, "B", 8_000, supers=1),
            t.bid(3, "C", 6_000, supers=1),
            t.bid(4, "C", 7_000, supers=1),
        ]  # everyone earns: nobody goes bankrupt on the way
        t.quarter(t.card(f"City {q}"), first if q == 1 else [])
    assert t.game.position() == "game over"


def after_bankruptcy(t) -> None:
    """Y1 Q1, Phase 5: seat 4 bought a Super Jet and cannot pay $2,800 with $2,000: bankrupt."""
    at_bidding(t)
    t.record("air_empire.bids", {"bids": []})
    t.record("air_empire.purchase", {"orders": [{"player": 4, "super_jets": 1}]})
    t.maintenance([4])
    assert t.player(4).status == "bankrupt"


def bid(player: Any, cls: Any = "A", amount: Any = 12_000, **planes: Any) -> dict[str, Any]:
    return {"player": player, "class": cls, "flight_costs": amount, **planes}


# (id, players, options, setup, kind, payload, field, rule)
CASES: list[tuple[str, int, dict[str, Any], Callable[[Any], None], str, Any, str, str]] = [
    # Phase 1: bids
    (
        "bid below the card's minimum",
        4,
        {},
        at_bidding,
        "air_empire.bids",
        {"bids": [bid(1, "A", 9_000, super_jets=1, prop_jets=2)]},
        "bids[0].flight_costs",
        "Air Empire, Basic Game, Reminder Rules 7",
    ),
    (
        "bid not a multiple of $1,000",
        4,
        {},
        at_bidding,
        "air_empire.bids",
        {"bids": [bid(2, "B", 8_000, super_jets=1, prop_jets=0), bid(1, "A", 12_500, super_jets=2, prop_jets=1)]},
        "bids[1].flight_costs",
        R_APPLICATIONS,
    ),
    (
        "two bids by one player",
        4,
        {},
        at_bidding,
        "air_empire.bids",
        {
            "bids": [
                bid(1),
                bid(2, "B", 8_000, super_jets=1, prop_jets=0),
                bid(1, "C", 6_000, super_jets=1, prop_jets=0),
            ]
        },
        "bids[2].player",
        "Air Empire, Basic Game, Reminder Rules 8",
    ),
    ("unknown class", 4, {}, at_bidding, "air_empire.bids", {"bids": [bid(1, "D")]}, "bids[0].class", R_BIDDING),
    (
        "class C in a 2-player game",
        2,
        {},
        at_bidding,
        "air_empire.bids",
        {"bids": [bid(1, "C", 6_000, super_jets=1, prop_jets=0)]},
        "bids[0].class",
        R_BIDDING,
    ),
    ("bid by seat 5 of 4", 4, {}, at_bidding, "air_empire.bids", {"bids": [bid(5)]}, "bids[0].player", R_BIDDING),
    ("bid by seat 0", 4, {}, at_bidding, "air_empire.bids", {"bids": [bid(0)]}, "bids[0].player", R_BIDDING),
    ("bid by seat '1' (text)", 4, {}, at_bidding, "air_empire.bids", {"bids": [bid("1")]}, "bids[0].player", R_BIDDING),
    (
        "bid by a bankrupt player",
        4,
        {},
        lambda t: (after_bankruptcy(t), t.maintenance([1, 2, 3]), t.record("air_empire.route_card", t.card("Helena"))),
        "air_empire.bids",
        {"bids": [bid(4)]},
        "bids[0].player",
        R_BIDDING,
    ),
    (
        "bid amount not a number",
        4,
        {},
        at_bidding,
        "air_empire.bids",
        {"bids": [bid(1, "A", "12000")]},
        "bids[0].flight_costs",
        R_BIDDING,
    ),
    ("bids not a list", 4, {}, at_bidding, "air_empire.bids", {"bids": {"player": 1}}, "bids", R_BIDDING),
    (
        "$12,000 typed as other planes",
        4,
        {},
        at_bidding,
        "air_empire.bids",
        {"bids": [bid(1, "A", 12_000, super_jets=1, prop_jets=3)]},
        "bids[0].super_jets",
        "Air Empire, Basic Game, Flight Costs Table",
    ),
    (
        "bid with no table row and no planes typed",
        4,
        {},
        at_bidding,
        "air_empire.bids",
        {"bids": [bid(1, "A", 11_000)]},
        "bids[0].super_jets",
        "Air Empire, Basic Game, Flight Costs Table",
    ),
    ("bids before the route card", 4, {}, at_start, "air_empire.bids", {"bids": [bid(1)]}, "kind", R_PHASES),
    # Route cards
    (
        "route card before maintenance is done",
        4,
        {},
        mid_maintenance,
        "air_empire.route_card",
        {"city": "Helena", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": 18_000},
        "kind",
        R_PHASES,
    ),
    (
        "route card twice in a quarter",
        4,
        {},
        at_bidding,
        "air_empire.route_card",
        {"city": "Helena", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": 18_000},
        "kind",
        R_PHASES,
    ),
    (
        "route card minimum not a multiple of $1,000",
        4,
        {},
        at_start,
        "air_empire.route_card",
        {"city": "Helena", "adjacent": [], "minimums": {"A": 10_000, "B": 8_500, "C": 6_000}, "revenue": 18_000},
        "minimums.B",
        R_APPLICATIONS,
    ),
    (
        "route card without class C minimum for 4 players",
        4,
        {},
        at_start,
        "air_empire.route_card",
        {"city": "Helena", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000}, "revenue": 18_000},
        "minimums.C",
        "Air Empire, Basic Game, Route Cards",
    ),
    (
        "route card without a city",
        4,
        {},
        at_start,
        "air_empire.route_card",
        {"city": " ", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": 18_000},
        "city",
        "Air Empire, Basic Game, Route Cards",
    ),
    (
        "route card with negative revenue",
        4,
        {},
        at_start,
        "air_empire.route_card",
        {"city": "Helena", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": -1},
        "revenue",
        "Air Empire, Basic Game, Route Cards",
    ),
    # Phase 3: loans
    (
        "loan before the bids (wrong phase)",
        4,
        {},
        at_start,
        "air_empire.loan",
        {"player": 1, "amount": 5_000},
        "kind",
        "Air Empire, Basic Game, Phase 3",
    ),
    (
        "loan after a purchase (wrong phase)",
        4,
        {},
        after_purchase,
        "air_empire.loan",
        {"player": 1, "amount": 5_000},
        "kind",
        "Air Empire, Basic Game, Phase 3",
    ),
    (
        "loan with one Class A route",
        4,
        {},
        at_loans,
        "air_empire.loan",
        {"player": 1, "amount": 5_000},
        "amount",
        "Air Empire, Basic Game, Reminder Rules 12",
    ),
    (
        "loan not a multiple of $5,000",
        4,
        {},
        at_loans,
        "air_empire.loan",
        {"player": 1, "amount": 7_500},
        "amount",
        R_LOANS,
    ),
    ("loan to seat 9", 4, {}, at_loans, "air_empire.loan", {"player": 9, "amount": 5_000}, "player", R_LOANS),
    # Phase 4: purchases and sales
    (
        "purchase beyond cash",
        4,
        {},
        at_loans,
        "air_empire.purchase",
        {"orders": [{"player": 3, "prop_jets": 1}, {"player": 2, "super_jets": 2}]},
        "orders[1]",
        "Air Empire, Basic Game, Phase 4",  # paid in cash; Reminder Rules 4 is the Bank running short
    ),
    (
        "purchase of a negative number",
        4,
        {},
        at_loans,
        "air_empire.purchase",
        {"orders": [{"player": 2, "prop_jets": -1}]},
        "orders[0].prop_jets",
        R_PURCHASE,
    ),
    (
        "two orders by one player",
        4,
        {},
        at_loans,
        "air_empire.purchase",
        {"orders": [{"player": 2, "prop_jets": 1}, {"player": 2, "super_jets": 1}]},
        "orders[1].player",
        R_PURCHASE,
    ),
    (
        "purchase before the bids",
        4,
        {},
        at_bidding,
        "air_empire.purchase",
        {"orders": [{"player": 2, "prop_jets": 1}]},
        "kind",
        R_PURCHASE,
    ),
    (
        "sale of operating planes",
        4,
        {},
        at_loans,
        "air_empire.plane_sale",
        {"seller": 1, "plane": "super_jet", "count": 2, "bids": [{"player": 2, "amount": 5_000}]},
        "count",
        R_SALE,
    ),
    (
        "sale to the seller himself",
        4,
        {},
        at_loans,
        "air_empire.plane_sale",
        {"seller": 2, "plane": "prop_jet", "count": 1, "bids": [{"player": 2, "amount": 1_000}]},
        "bids[0].player",
        R_SALE,
    ),
    (
        "sale without bids",
        4,
        {},
        at_loans,
        "air_empire.plane_sale",
        {"seller": 2, "plane": "prop_jet", "count": 1, "bids": []},
        "bids",
        R_SALE,
    ),
    (
        "sale of an unknown plane",
        4,
        {},
        at_loans,
        "air_empire.plane_sale",
        {"seller": 2, "plane": "jumbo_jet", "count": 1, "bids": [{"player": 3, "amount": 1_000}]},
        "plane",
        R_SALE,
    ),
    (
        "sale bid not a multiple of $100",
        4,
        {},
        at_loans,
        "air_empire.plane_sale",
        {"seller": 2, "plane": "prop_jet", "count": 1, "bids": [{"player": 3, "amount": 1_050}]},
        "bids[0].amount",
        "Air Empire, Basic Game, Reminder Rules 9",
    ),
    (
        "sale bid beyond the buyer's cash",
        4,
        {},
        at_loans,
        "air_empire.plane_sale",
        {
            "seller": 2,
            "plane": "super_jet",
            "count": 3,
            "bids": [{"player": 3, "amount": 1_000}, {"player": 4, "amount": 9_100}],
        },
        "bids[1].amount",
        R_SALE,
    ),
    # Phase 5: maintenance
    ("maintenance twice", 4, {}, mid_maintenance, "air_empire.maintenance", {"player": 2}, "player", R_MAINTENANCE),
    ("maintenance before the bids", 4, {}, at_bidding, "air_empire.maintenance", {"player": 1}, "kind", R_MAINTENANCE),
    (
        "maintenance of a bankrupt player",
        4,
        {},
        after_bankruptcy,
        "air_empire.maintenance",
        {"player": 4},
        "player",
        R_MAINTENANCE,
    ),
    (
        "purchase after maintenance started",
        4,
        {},
        mid_maintenance,
        "air_empire.purchase",
        {"orders": [{"player": 3, "prop_jets": 1}]},
        "kind",
        R_PURCHASE,
    ),
    # Mergers
    ("merger in the first quarter", 3, {}, at_start, "air_empire.merger", {"absorbed": 3, "into": 2}, "kind", R_MERGER),
    ("merger in a 4-player game", 4, {}, at_q2, "air_empire.merger", {"absorbed": 3, "into": 2}, "kind", R_MERGER),
    ("merger with oneself", 3, {}, at_q2, "air_empire.merger", {"absorbed": 2, "into": 2}, "into", R_MERGER),
    # Flight Costs Table
    (
        "table of unknown provenance",
        4,
        {},
        at_start,
        "air_empire.flight_costs_table",
        {"provenance": "guess", "rows": [{"flight_costs": 9_000, "super_jets": 1, "prop_jets": 2}]},
        "provenance",
        "DESIGN.md, tables the rulebooks do not print",
    ),
    (
        "table row repeated",
        4,
        {},
        at_start,
        "air_empire.flight_costs_table",
        {
            "provenance": "board",
            "rows": [
                {"flight_costs": 9_000, "super_jets": 1, "prop_jets": 2},
                {"flight_costs": 9_000, "super_jets": 0, "prop_jets": 3},
            ],
        },
        "rows[1].flight_costs",
        "Air Empire, Basic Game, Flight Costs Table",
    ),
    # The game is over
    (
        "route card after the game is over",
        4,
        {"years": 1},
        game_over,
        "air_empire.route_card",
        {"city": "Helena", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": 18_000},
        "kind",
        R_OVER,
    ),
    (
        "maintenance after the game is over",
        4,
        {"years": 1},
        game_over,
        "air_empire.maintenance",
        {"player": 1},
        "kind",
        R_OVER,
    ),
    (
        "purchase after the game is over",
        4,
        {"years": 1},
        game_over,
        "air_empire.purchase",
        {"orders": [{"player": 1, "prop_jets": 1}]},
        "kind",
        R_OVER,
    ),
    # Unknown action kind
    # the gate refuses an undeclared kind before the engine (ledger/game.py names the record format)
    ("unknown kind", 4, {}, at_start, "air_empire.tax", {"player": 1}, "kind", "docs/game-record.md"),
    # Actions every game has
    (
        "balance assertion that the books contradict",
        4,
        {},
        at_loans,
        "balance_assertion",
        {"player": 1, "cash": 9_000},
        "cash",
        "balance assertion",
    ),
    (
        "balance assertion of seat 7",
        4,
        {},
        at_start,
        "balance_assertion",
        {"player": 7, "cash": 9_000},
        "player",
        "balance assertion",
    ),
    (
        "balance assertion in cents",
        4,
        {},
        at_start,
        "balance_assertion",
        {"player": 1, "cash": 9_000.0},
        "cash",
        "balance assertion",
    ),
    ("undo with nothing to undo", 4, {}, at_start, "undo", {}, "target", "undo"),
    ("undo of an action not the latest", 4, {}, at_loans, "undo", {"target": 1}, "target", "undo"),
    ("redo with nothing undone", 4, {}, at_loans, "redo", {}, "target", "redo"),
]


@pytest.mark.parametrize(
    ("players", "options", "setup", "kind", "payload", "field", "rule"),
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_refusal_names_field_and_rule_and_changes_nothing(
    new_table, players, options, setup, kind, payload, field, rule
):
    t = new_table(players, **options)
    setup(t)
    before = t.snapshot()
    with pytest.raises(RuleViolation) as err:
        t.record(kind, payload)
    assert (err.value.field, err.value.rule) == (field, rule), str(err.value)
    assert err.value.message
    assert t.snapshot() == before
    # the banker's preview of the same action is refused alike and changes nothing either
    if kind not in ("balance_assertion", "undo", "redo"):
        with pytest.raises(RuleViolation):
            t.game.preview(kind, payload)
        assert t.snapshot() == before


def test_a_wrong_balance_assertion_is_shown_to_fail(new_table):
    """beancount's habit (STYLE.md): a failing assertion must be shown to fail, with the difference."""
    t = new_table(4)
    at_loans(t)
    with pytest.raises(BalanceMismatch) as err:
        t.record("balance_assertion", {"player": 1, "cash": 15_100})
    assert "difference +$100" in str(err.value)
    # the action's quarter, not the phase the game was in when it was recorded (a newcomer's try: maintenance read
    # "(Y1 Q4, Phase 3 — loans)")
    assert "last change: action #2 air_empire.bids (Y1 Q1) (" in str(err.value)
    t.record("balance_assertion", {"player": 1, "cash": 15_000})
    t.record("balance_assertion", {"account": "bank", "balance": -36_000 - 6_000})


@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"colour": "blue"}, "options"),
        ({"bankrupt_planes_to_bank_supply": "yes"}, "options.bankrupt_planes_to_bank_supply"),
        ({"first_senior_president": 5}, "options.first_senior_president"),
        ({"years": 0}, "options.years"),
    ],
)
def test_bad_option_is_refused(options, field):
    with pytest.raises(RuleViolation) as err:
        Game(GameSetup("air_empire", "basic", "t", ("Ann", "Bea", "Cal", "Dee"), options))
    assert err.value.field == field
    assert err.value.rule.startswith("Air Empire, Basic Game, ")


@pytest.mark.parametrize(
    ("players", "variant", "field"),
    [
        (("Ann",), "basic", "players"),
        (("Ann", "Bea", "Cal", "Dee", "Eve"), "basic", "players"),
        (("Ann", "ann"), "basic", "players"),
        (("Ann", ""), "basic", "players[2]"),
        (("Ann", "Bea"), "advanced", "variant"),
    ],
)
def test_bad_setup_is_refused(players, variant, field):
    with pytest.raises(RuleViolation) as err:
        Game(GameSetup("air_empire", variant, "t", players))
    assert (err.value.field, err.value.rule) == (field, R_SETUP)


def test_flight_costs_table_is_still_accepted_after_the_game_is_over(new_table):
    """A banker may confirm the board's table at any time, even to check a finished game."""
    t = new_table(4, years=1)
    game_over(t)
    t.record(
        "air_empire.flight_costs_table",
        {"provenance": "board", "rows": [{"flight_costs": 9_000, "super_jets": 1, "prop_jets": 2}]},
    )


def test_a_bid_above_the_revenue_is_refused_by_default(new_table):
    """Route Applications 5: Flight Profit = Revenue - Flight Costs. A bid above the revenue would be a
    loss, which the rulebook never shows; by default (flight_costs_above_revenue = "refuse") it is
    refused with the rule, and nothing is recorded (docs/rule-readings.md)."""
    t = new_table(4)
    t.record("air_empire.route_card", t.card("Los Angeles", revenue=4_000))
    before = len(t.game.records)
    with pytest.raises(RuleViolation) as refused:
        t.record("air_empire.bids", {"bids": [t.bid(1, "A", 10_000, supers=1)]})
    assert refused.value.field == "bids[0].flight_costs"
    assert "above the card's revenue" in str(refused.value) and "Route Applications" in refused.value.rule
    assert len(t.game.records) == before


def test_a_loss_is_paid_or_bankrupts_when_loss_bids_are_allowed(new_table):
    """With flight_costs_above_revenue = "allow": seat 1 loses $6,000 in Q1 and pays it; with $700 left
    after maintenance, his Q2 1g of -$6,000 cannot be paid: bankrupt at once (Test of Bankruptcy, read
    for a Phase 1 loss as for Phase 5), and the quarter goes on for the others. No Efficiency Savings
    on a loss (Class A Service (a): a "bonus")."""
    t = new_table(4, flight_costs_above_revenue="allow")
    t.quarter(t.card("Los Angeles", revenue=4_000), [t.bid(1, "A", 10_000, supers=1)])
    assert (t.line(1, "1g", 1), t.cash(1)) == (-6_000, 700)
    t.record("air_empire.route_card", t.card("Helena"))
    t.record("air_empire.bids", {"bids": []})
    assert t.game.state.player(1).status == "bankrupt"
    assert t.cash(1) == 0
    for seat in (2, 3, 4):
        t.record("air_empire.maintenance", {"player": seat})
    assert t.game.state.quarter == 3


def test_all_of_a_quarters_orders_go_in_one_purchase(new_table):
    """Reminder Rules 4: the Senior President buys first when the Bank runs short; a second purchase in
    the same quarter would let whoever is typed first jump the queue, so it is refused."""
    t = new_table(4)
    t.open_quarter(t.card("Los Angeles"), [])
    t.record("air_empire.purchase", {"orders": [{"player": 2, "super_jets": 1}]})
    with pytest.raises(RuleViolation) as refused:
        t.record("air_empire.purchase", {"orders": [{"player": 1, "super_jets": 1}]})
    assert refused.value.field == "kind" and "Reminder Rules 4" in refused.value.rule


def test_only_a_winning_bid_needs_its_plane_combination(new_table):
    """Flight Costs Table: until the table is entered, the winner's combination is typed with the bid.
    A losing bid of an unknown amount needs none; a typed combination holds for the rest of the game."""
    t = new_table(4)
    t.open_quarter(t.card("Los Angeles"), [t.bid(1, "A", 11_000, supers=1, props=3), t.bid(2, "A", 10_000)])
    assert t.game.state.player(1).operating_super == 1
    t.record("air_empire.purchase", {"orders": []})
    t.maintenance([1, 2, 3, 4])
    t.record("air_empire.route_card", t.card("Helena"))
    with pytest.raises(RuleViolation) as refused:
        t.record("air_empire.bids", {"bids": [t.bid(2, "A", 10_000)]})
    assert refused.value.field == "bids[0].super_jets" and "would win" in str(refused.value)
    with pytest.raises(RuleViolation) as different:
        t.record("air_empire.bids", {"bids": [t.bid(3, "A", 11_000, supers=2, props=0)]})
    assert (
        "earlier bid of this game says this Flight Costs figure means 1 Super Jet and 3 Prop Jets; Cal typed 2 Super "
        "Jets and 0 Prop Jets" in (different.value.message)
    )
    t.record("air_empire.bids", {"bids": [t.bid(3, "A", 11_000)]})  # known now: 1 Super + 3 Prop
    assert (t.game.state.player(3).operating_super, t.game.state.player(3).operating_prop) == (1, 3)


def test_adjacent_cities_are_read_once_and_without_case(new_table):
    """Class A Service (a): 20 % for each adjacent city on the new card where Class A is held. A city
    listed twice is a typing slip (refused); "los angeles" is Los Angeles."""
    t = new_table(4)
    t.quarter(t.card("Los Angeles", revenue=18_000), [t.bid(1, "A", 12_000)])
    with pytest.raises(RuleViolation) as twice:
        t.record("air_empire.route_card", t.card("Denver", ["Helena", "helena"]))
    assert twice.value.field == "adjacent[1]"
    t.open_quarter(
        t.card("San Francisco", ["los angeles"], a=9_000, revenue=15_000), [t.bid(1, "A", 9_000, supers=0, props=2)]
    )
    assert t.line(1, "1c", 2) == 1_200  # 20 % of $6,000


def test_a_figure_beyond_the_game_is_refused(new_table):
    t = new_table(4)
    with pytest.raises(RuleViolation) as huge:
        t.record("air_empire.route_card", t.card("Los Angeles", revenue=10**20))
    assert huge.value.field == "revenue" and "typing slip" in str(huge.value)


def test_after_the_quarters_purchase_the_next_step_no_longer_offers_purchases(new_table: Any) -> None:
    """A review: after the quarter's one purchase the Next line still said "plane purchases and sales" while
    a purchase was refused."""
    t = new_table()
    at_loans(t)
    assert "plane purchases" in next_step(t.state)  # Phase 3, nobody may borrow: on to the purchases
    t.record("air_empire.purchase", {"orders": [{"player": 2, "prop_jets": 1}]})
    assert t.game.refused_now("air_empire.purchase") is not None
    assert next_step(t.state) == (
        "Phase 4: this quarter's purchases are recorded; plane sales between players, then Phase 5 maintenance"
    )


def test_an_order_the_bank_cannot_fill_is_refused_naming_what_was_ordered(new_table: Any) -> None:
    """A newcomer's try: 30 Super Jets ordered with 20 left in the Bank was refused as "would pay … for 3 Prop
    Jets and 20 Super Jets", a count other than the one typed. The refusal says how many of the type that ran
    out the Bank has (Reminder Rules 4: orders filled as far as the Bank's planes go), not of the other; it leads
    with the Bank's shortage, what limits the order (a newcomer's try: "Cal would pay $105,000 for 42 Prop Jets (the
    Bank has only 42 of the 50 Prop Jets ordered) but has $51,800" led with the cash)."""
    t = new_table(4, plane_supply="in_the_box")  # the Bank starts with 18 Super Jets
    at_loans(t)
    assert t.state.bank_super == 18
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.purchase", {"orders": [{"player": 1, "prop_jets": 3, "super_jets": 25}]})
    said = err.value.message
    assert said == (
        "the Bank has only 18 Super Jets: Ann gets 3 Prop Jets and 18 of the 25 Super Jets ordered, for $133,500, but "
        "has $15,000"
    ), said
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.purchase", {"orders": [{"player": 1, "super_jets": 25}]})
    said = err.value.message
    assert said == "the Bank has only 18 Super Jets: Ann gets 18 of the 25 ordered, for $126,000, but has $15,000", said


def test_a_tied_plane_sale_says_why_its_buyer_wins(new_table):
    """Ties in a plane sale go as tie bids on a route (Route Bidding; docs/rule-readings.md, Tie bids): the words
    say why, for the screen; the sale's summary is unchanged. Ann (seat 1) is Senior President."""
    t = new_table(4)
    at_loans(t)
    state = t.game.state

    def sale(*bids: tuple[int, int]) -> dict:
        return {"seller": 2, "plane": "prop_jet", "count": 1, "bids": [{"player": p, "amount": a} for p, a in bids]}

    assert plane_sale_tie(state, sale((3, 1_000), (4, 1_200))) is None
    assert plane_sale_tie(state, sale((4, 1_200), (3, 1_200))) == (
        "Cal and Dee tie at $1,200; tie bids go to the player nearest clockwise from the Senior President (Ann): "
        "Cal buys"
    )
    assert plane_sale_tie(state, sale((3, 1_200), (1, 1_200))) == (
        "Ann and Cal tie at $1,200; tie bids go to the Senior President: Ann buys"
    )
    t.record("air_empire.plane_sale", sale((4, 1_200), (3, 1_200)))
    assert t.game.records[-1].summary == "Bea sells 1 Prop Jet to Cal for $1,200"
