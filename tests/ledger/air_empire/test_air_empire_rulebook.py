"""Every worked example of the Air Empire rulebook, with the rulebook's own numbers.

Each test plays the example through the real engine (:class:`ledger.game.Game` and its
records) and cites the section of ../shared/rules/air-empire.txt (Basic Game) it checks.
Where the rulebook gives only a route card's effect (revenue, minimums, adjacent cities),
the card is made up so that the example's figures come out; plane combinations the
rulebook does not print are typed with the bid (docs/game-record.md).
"""

from __future__ import annotations

import pytest

from ledger.games.air_empire import (
    BANK_PROP_JETS,
    BANK_SUPER_JETS,
    FIRST_QUARTER_MAINTENANCE,
    PROP_JET_MAINTENANCE,
    SUPER_JET_MAINTENANCE,
    efficiency_savings,
    next_step,
    plane_sale_shortfalls,
    purchase_shortfalls,
    stand_pat_penalty,
    table_view,
)
from ledger.journal import RuleViolation
from ledger.money import round_hundred_half_down

R_EXAMPLES = "Air Empire, Basic Game, Bidding Examples"
R_MERGER = "Air Empire, Basic Game, Mergers"


# -- Beginning Play, Planes ------------------------------------------------------------------
def test_starting_position_and_bank_supply(new_table):
    """Beginning Play: "Cash: $9,000; 3 Super Jets ...; 4 Prop Jets"; Planes: "60 Prop Jets and 30 Super Jets"."""
    t = new_table(4)
    for seat in range(1, 5):
        assert t.cash(seat) == 9_000
        p = t.player(seat)
        assert (p.idle_super, p.idle_prop, p.operating_super, p.operating_prop) == (3, 4, 0, 0)
    assert t.game.balance("bank") == -36_000  # the Bank paid the starting cash
    assert len(t.game.opening_entries) == 4
    assert (t.state.bank_prop, t.state.bank_super) == (BANK_PROP_JETS, BANK_SUPER_JETS) == (60, 30)
    assert t.game.position() == "Y1 Q1, Phase 1 — turn up the route card"


# -- Bidding Examples --------------------------------------------------------------------------
def test_bidding_example_1(new_table):
    """Bidding Examples, Example 1: P1 A $12,000, P2 A $11,000, P3 B $9,000, P4 C $9,000.

    "Player 1 out-bids Player 2 for Class A service. Player 3 wins Class B and Player 4 wins
    Class C. Only Player 2 fails to win a bid."
    """
    t = new_table(4)
    t.open_quarter(
        t.card("Denver", revenue=18_000),
        [
            t.bid(1, "A", 12_000),  # 2 Super Jets + 1 Prop Jet, from the rulebook's row of the table
            t.bid(2, "A", 11_000, supers=1, props=3),
            t.bid(3, "B", 9_000, supers=1, props=2),
            t.bid(4, "C", 9_000, supers=1, props=2),
        ],
    )
    assert [t.outcome(s, 1) for s in (1, 2, 3, 4)] == ["won", "outbid", "won", "won"]
    assert [[(r.city, r.service_class) for r in t.player(s).routes] for s in (1, 2, 3, 4)] == [
        [("Denver", "A")],
        [],
        [("Denver", "B")],
        [("Denver", "C")],
    ]
    assert [t.line(s, "1b", 1) for s in (1, 2, 3, 4)] == [6_000, None, 9_000, 9_000]
    assert [t.cash(s) for s in (1, 2, 3, 4)] == [15_000, 9_000, 18_000, 18_000]
    assert "A: Ann $12,000, B: Cal $9,000, C: Dee $9,000" in t.game.records[-1].summary


def test_bidding_example_2_tie_goes_to_senior_president(new_table):
    """Bidding Examples, Example 2: P1 and P2 tie Class A at $12,000; P1 is the Senior President.

    "Ties are resolved in favor of the 'Senior President' ... Player 3 wins Class B by
    overbidding Player 4. Both Players 2 and 4 fail to win a route."
    """
    t = new_table(4, first_senior_president=1)
    t.open_quarter(
        t.card("Denver"),
        [
            t.bid(1, "A", 12_000),
            t.bid(2, "A", 12_000),
            t.bid(3, "B", 10_000, supers=1, props=3),
            t.bid(4, "B", 9_000, supers=1, props=2),
        ],
    )
    assert [t.outcome(s, 1) for s in (1, 2, 3, 4)] == ["won", "lost tie", "won", "outbid"]
    assert t.player(2).routes == [] and t.player(4).routes == []


def test_bidding_example_2_with_player_2_senior_president(new_table):
    """Route Bidding: "Tie bids are resolved in favor of the senior president" — whoever holds it."""
    t = new_table(4, first_senior_president=2)
    t.open_quarter(t.card("Denver"), [t.bid(1, "A", 12_000), t.bid(2, "A", 12_000)])
    assert [t.outcome(1, 1), t.outcome(2, 1)] == ["lost tie", "won"]


def test_tie_not_involving_senior_president_goes_nearest_clockwise(new_table):
    """Route Bidding: "Tie bids not involving the senior president are resolved in favor of the
    player seated closest to the senior president in clockwise order."

    Seat 3 is Senior President; seats 1 and 4 tie: clockwise from 3 comes 4, then 1.
    """
    t = new_table(4, first_senior_president=3)
    t.open_quarter(t.card("Denver"), [t.bid(1, "A", 12_000), t.bid(3, "B", 8_000, supers=1), t.bid(4, "A", 12_000)])
    assert [t.outcome(1, 1), t.outcome(4, 1)] == ["lost tie", "won"]


def test_senior_president_rotates_clockwise(new_table):
    """Playing Procedure 1: senior presidents for all quarters, "A clockwise order is recommended"."""
    t = new_table(3)
    winners = []
    for q, city in enumerate(["Denver", "Omaha", "Tulsa", "Boise"], start=1):
        # everyone bids the same: the tie goes to the quarter's Senior President
        t.open_quarter(t.card(city), [t.bid(s, "C", 6_000, supers=0, props=1) for s in (1, 2, 3)])
        winners.append([s for s in (1, 2, 3) if t.outcome(s, q) == "won"])
        t.maintenance()
    assert winners == [[1], [2], [3], [1]]


# -- Flight Costs Table ------------------------------------------------------------------------
def test_12000_is_two_super_jets_and_one_prop_jet(new_table):
    """Bidding Examples: "If the FLIGHT COST bid is $12,000, then 2 Super Jets and 1 Prop Jet must
    be stacked" — the one row of the Flight Costs Table the rule text prints."""
    t = new_table(4)
    t.open_quarter(t.card("Denver"), [t.bid(1, "A", 12_000)])
    p = t.player(1)
    assert (p.operating_super, p.operating_prop, p.idle_super, p.idle_prop) == (2, 1, 1, 3)
    assert (p.routes[0].super_jets, p.routes[0].prop_jets) == (2, 1)


def test_a_table_whose_12000_row_differs_is_refused(new_table):
    """Bidding Examples ($12,000 = 2 Super Jets + 1 Prop Jet): a board table saying otherwise is refused,
    and a bid typing another combination for $12,000 too."""
    t = new_table(4)
    before = t.snapshot()
    with pytest.raises(RuleViolation) as err:
        t.record(
            "air_empire.flight_costs_table",
            {
                "provenance": "board",
                "rows": [
                    {"flight_costs": 9_000, "super_jets": 1, "prop_jets": 2},
                    {"flight_costs": 12_000, "super_jets": 1, "prop_jets": 3},
                ],
            },
        )
    assert (err.value.field, err.value.rule) == ("rows[1].super_jets", R_EXAMPLES)
    assert t.snapshot() == before

    t.record(
        "air_empire.flight_costs_table",
        {
            "provenance": "board",
            "rows": [
                {"flight_costs": 9_000, "super_jets": 1, "prop_jets": 2},
                {"flight_costs": 12_000, "super_jets": 2, "prop_jets": 1},
            ],
        },
    )
    t.record("air_empire.route_card", t.card("Denver"))
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.bids", {"bids": [t.bid(1, "A", 12_000, supers=1, props=3)]})
    assert err.value.field == "bids[0].super_jets"
    # with the table entered, a $9,000 bid needs no typed combination
    t.record("air_empire.bids", {"bids": [t.bid(1, "A", 12_000), t.bid(2, "B", 9_000)]})
    assert (t.player(2).operating_super, t.player(2).operating_prop) == (1, 2)


# -- Class A Service (a): Efficiency Savings ----------------------------------------------------
def test_efficiency_savings_pure_function():
    """Class A Service (a): "$6,000 FLIGHT PROFIT ... This comes to $1,200 ... 40% of $6,000 or $2,400"."""
    assert efficiency_savings(6_000, 1) == 1_200
    assert efficiency_savings(6_000, 2) == 2_400
    assert efficiency_savings(6_000, 0) == 0


def test_efficiency_savings_1200_with_class_a_in_los_angeles(new_table):
    """Class A Service (a): won San Francisco, "also had won previously, Class A in Los Angeles ...
    the $6,000 FLIGHT PROFIT ... comes to $1,200"."""
    t = new_table(4)
    t.quarter(t.card("Los Angeles", revenue=18_000), [t.bid(1, "A", 12_000)])
    t.open_quarter(
        t.card("San Francisco", ["Los Angeles", "Helena"], revenue=16_000), [t.bid(1, "A", 10_000, supers=1, props=1)]
    )
    assert t.line(1, "1b", 2) == 6_000
    assert t.line(1, "1c", 2) == 1_200
    assert t.line(1, "1g", 2) == 6_000 + 6_000 + 1_200


def test_efficiency_savings_2400_with_class_a_in_los_angeles_and_helena(new_table):
    """Class A Service (a): "If ... the same player had operated both in Los Angeles and Helena, the
    Efficiency Savings would be double. It would be 40% of $6,000 or $2,400."

    Played through three quarters: Class A in Los Angeles, then in Helena (not adjacent to it
    on its card: no savings), then San Francisco, whose card lists both as adjacent.
    """
    t = new_table(4)
    t.quarter(t.card("Los Angeles", revenue=18_000), [t.bid(1, "A", 12_000)])
    t.quarter(t.card("Helena", ["Seattle"], revenue=16_000), [t.bid(1, "A", 10_000, supers=1, props=1)])
    assert t.line(1, "1c", 2) is None
    t.open_quarter(
        t.card("San Francisco", ["Los Angeles", "Helena"], a=9_000, revenue=15_000),
        [t.bid(1, "A", 9_000, supers=0, props=2)],
    )
    assert t.line(1, "1b", 3) == 15_000 - 9_000 == 6_000
    assert t.line(1, "1c", 3) == 2_400
    assert t.line(1, "1a", 3) == 12_000
    assert t.line(1, "1g", 3) == 12_000 + 6_000 + 2_400


def test_efficiency_savings_class_a_only(new_table):
    """Reminder Rules 11: "Efficiency Savings apply to Class A service only" — neither a Class B win
    next to a Class A route, nor a Class A win next to a Class B route, earns them."""
    t = new_table(4)
    t.quarter(t.card("Los Angeles"), [t.bid(1, "A", 12_000), t.bid(2, "B", 8_000, supers=1)])
    t.open_quarter(
        t.card("San Francisco", ["Los Angeles"]),
        [t.bid(1, "B", 8_000, supers=1), t.bid(2, "A", 10_000, supers=1, props=1)],
    )
    assert t.line(1, "1b", 2) == 10_000 and t.line(1, "1c", 2) is None
    assert t.line(2, "1b", 2) == 8_000 and t.line(2, "1c", 2) is None


# -- Playing Procedure, Phase 1: Stand-pat penalty -----------------------------------------------
def test_stand_pat_penalty_600_when_1a_is_6000_in_q2(new_table):
    """Playing Procedure, Phase 1: "if line 1a in the 2nd quarter is $6,000, the Stand-pat penalty would be $600"."""
    t = new_table(4)
    t.quarter(t.card("Los Angeles", revenue=18_000), [t.bid(2, "A", 12_000)])
    cash_before = t.cash(2)
    t.open_quarter(t.card("Helena"), [t.bid(2, "A", 10_000, supers=1), t.bid(3, "A", 11_000, supers=1)])
    assert t.outcome(2, 2) == "outbid"
    assert t.line(2, "1a", 2) == 6_000
    assert t.line(2, "1f", 2) == 600 == stand_pat_penalty(6_000)
    assert t.line(2, "1g", 2) == 5_400
    assert t.cash(2) == cash_before + 5_400  # "Receive the total amount (1g) from the Bank"


def test_no_stand_pat_penalty_in_the_first_quarter(new_table):
    """Playing Procedure, Phase 1, NOTE: "There is never a penalty in the first quarter." Line 1a is blank."""
    t = new_table(4)
    t.open_quarter(t.card("Los Angeles"), [t.bid(1, "A", 12_000), t.bid(2, "A", 11_000, supers=1)])
    assert t.outcome(2, 1) == "outbid"
    assert [t.line(s, "1f", 1) for s in (1, 2, 3, 4)] == [None] * 4
    assert [t.line(s, "1a", 1) for s in (1, 2, 3, 4)] == [None] * 4
    assert t.line(2, "1g", 1) == 0


def test_no_stand_pat_penalty_before_any_flight_profit(new_table):
    """Playing Procedure, Phase 1, NOTE: "A player cannot be penalized until he has FLIGHT PROFIT."

    Seat 3 never wins a route: no penalty in Q2 or Q3. Seat 1 wins in Q1: penalised in Q3.
    """
    t = new_table(4)
    t.quarter(t.card("Los Angeles"), [t.bid(1, "A", 12_000)])
    t.quarter(t.card("Helena"), [t.bid(1, "A", 10_000, supers=1), t.bid(3, "B", 8_000, supers=4)])
    assert t.outcome(3, 2) == "forfeited"
    t.open_quarter(t.card("Reno"), [])
    assert [t.line(3, "1f", q) for q in (2, 3)] == [None, None]
    assert t.line(1, "1f", 3) == stand_pat_penalty(t.line(1, "1a", 3)) == 1_400


# -- Reminder Rules 9: rounding ----------------------------------------------------------------
def test_rounding_pure_function():
    """Reminder Rules 9: "If the computation ended up at $2,150, it is rounded off to $2,100.
    $2,151 would be rounded off to $2,200." """
    assert round_hundred_half_down(2_150) == 2_100
    assert round_hundred_half_down(2_151) == 2_200


def test_rounding_of_a_stand_pat_penalty_on_a_recap_line(new_table):
    """Reminder Rules 9 on a real recap line: a stand-pat penalty of 10 % of 1a = $21,500 is $2,150,
    entered as $2,100. 1a comes from playing Q1."""
    t = new_table(4)
    t.quarter(t.card("Los Angeles", revenue=33_500), [t.bid(1, "A", 12_000)])
    t.open_quarter(t.card("Helena"), [])
    assert t.line(1, "1a", 2) == 21_500
    assert t.line(1, "1f", 2) == 2_100
    assert t.line(1, "1g", 2) == 21_500 - 2_100


@pytest.mark.parametrize(("revenue", "profit"), [(14_150, 2_100), (14_151, 2_200)])
def test_rounding_of_flight_profit_with_the_rulebooks_numbers(new_table, revenue, profit):
    """Reminder Rules 9 and the Phase 1 NOTE ("All entries must be rounded off to the nearest $100"):
    a card's revenue minus a $12,000 bid coming to $2,150 is entered on 1b as $2,100, and $2,151 as
    $2,200; the cash received follows the rounded line."""
    t = new_table(4)
    t.quarter(t.card("Los Angeles", revenue=revenue), [t.bid(1, "A", 12_000)])
    assert t.line(1, "1b", 1) == t.line(1, "1g", 1) == profit
    assert t.cash(1) == 9_000 + profit - 2_300


# -- Phase 5: maintenance ------------------------------------------------------------------------
def test_first_quarter_maintenance_2300(new_table):
    """Phase 5: "In the first quarter enter $2,300 on Line 5a" (3 x $500 + 4 x $200); purchases add
    to 5b and 5c carries forward to the next quarter's 5a."""
    assert FIRST_QUARTER_MAINTENANCE == 3 * SUPER_JET_MAINTENANCE + 4 * PROP_JET_MAINTENANCE == 2_300
    t = new_table(4)
    t.quarter(t.card("Los Angeles"), [], orders=[{"player": 1, "prop_jets": 1}])
    assert [t.line(s, "5a", 1) for s in (1, 2, 3, 4)] == [2_300] * 4
    assert [t.line(s, "5b", 1) for s in (1, 2)] == [200, None]
    assert [t.line(s, "5c", 1) for s in (1, 2)] == [2_500, 2_300]
    assert [t.cash(s) for s in (1, 2)] == [9_000 - 2_500 - 2_500, 9_000 - 2_300]
    t.quarter(t.card("Helena"), [])
    assert [t.line(s, "5a", 2) for s in (1, 2)] == [2_500, 2_300]


def test_maintenance_of_every_player_in_one_action_and_its_undo(new_table):
    """Phase 5 for everyone at once (``{"players": [...]}``, issue 13): each player pays his own line 5c
    as if recorded one after the other, the bankrupt one is bankrupt (Test of Bankruptcy), the quarter
    ends after the last; one undo takes the whole step back. A seat named twice, or one already paid, is
    refused naming its place in the list, and nothing is recorded."""
    t = new_table(3)
    t.open_quarter(t.card("Los Angeles", revenue=12_000), [t.bid(1, "A", 12_000)])  # Flight Profit $0
    order = {"orders": [{"player": 1, "super_jets": 1}, {"player": 2, "prop_jets": 1}]}
    # told before it is recorded: $9,000 − $7,000 = $2,000 left for 5c $2,300 + $500 (Bea, $6,500 for $2,500, pays)
    assert purchase_shortfalls(t.state, order) == [(1, 2_000, 2_800)]
    t.record("air_empire.purchase", {"orders": [{"player": 1, "super_jets": 1}]})  # 5c $2,800 > $2,000
    before = t.snapshot()
    for bad, field in (([2, 2], "players[1]"), ([2, 9], "players[1]"), ([], "players")):
        with pytest.raises(RuleViolation) as err:
            t.record("air_empire.maintenance", {"players": bad})
        assert err.value.field == field
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.maintenance", {"player": 1, "players": [2]})
    assert t.snapshot() == before
    t.record("air_empire.maintenance", {"players": [1, 2, 3]})
    assert t.player(1).status == "bankrupt"
    assert [t.cash(s) for s in (1, 2, 3)] == [0, 9_000 - 2_300, 9_000 - 2_300]
    assert t.game.position().startswith("Y1 Q2")
    t.game.record("undo", {})
    assert t.snapshot()[:2] == before[:2]
    t.record("air_empire.maintenance", {"players": [3]})
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.maintenance", {"players": [2, 3]})
    assert err.value.field == "players[1]"
    t.record("air_empire.maintenance", {"player": 2})  # the old shape still reads as it did


def test_a_plane_sale_names_a_buyer_it_leaves_short_of_5c(new_table):
    """Phase 4, a plane sale between players: the buyer takes the plane's maintenance onto line 5b, so a price
    that leaves him less cash than line 5c makes him bankrupt in Phase 5 (Test of Bankruptcy); said before the
    sale is recorded (:func:`plane_sale_shortfalls`), nothing recorded by asking. A newcomer's try: Bea, $6,500
    for $2,500, bid $6,000 for Ann's Super Jet and learnt it only from the Next line."""
    t = new_table(3)
    t.open_quarter(t.card("Los Angeles", revenue=12_000), [t.bid(1, "A", 12_000)])
    t.record("air_empire.purchase", {"orders": [{"player": 2, "prop_jets": 1}]})  # Bea: $6,500, 5c $2,500
    before = t.snapshot()
    sale = {"seller": 1, "plane": "super_jet", "count": 1, "bids": [{"player": 2, "amount": 6_000}]}
    assert plane_sale_shortfalls(t.state, sale) == [(2, 500, 3_000)]
    assert t.snapshot() == before
    assert plane_sale_shortfalls(t.state, {**sale, "bids": [{"player": 2, "amount": 3_500}]}) == []
    with pytest.raises(RuleViolation):  # as the sale itself would refuse it
        plane_sale_shortfalls(t.state, {**sale, "bids": [{"player": 2, "amount": 7_000}]})


def test_first_maintenance_says_it_ends_phase_4_for_everyone(new_table):
    """Phases follow one another (Playing Procedure): the first maintenance ends Phase 4 for every
    player. What it closes is said before recording; once Phase 5 has begun there is nothing to say."""
    from ledger.games.air_empire import maintenance_closes

    t = new_table(2)
    t.open_quarter(t.card("Los Angeles"), [])
    assert "no plane purchase from the Bank is recorded" in (maintenance_closes(t.state) or "")
    t.record("air_empire.purchase", {"orders": [{"player": 1, "prop_jets": 1}]})
    assert (
        maintenance_closes(t.state) == "Phase 4 ends for everyone: no plane sale between players can be recorded after"
    )
    t.record("air_empire.maintenance", {"player": 1})
    assert maintenance_closes(t.state) is None


# -- Class A Service (b): Loans ---------------------------------------------------------------
def test_loans_5000_per_two_class_a_routes_at_most_15000_for_six(new_table):
    """Class A Service (b) and Reminder Rules 12: "Players may borrow $5,000 every time 2 Class A's are
    won. For instance, ownership of 6 Class A's entitles a player to a maximum of $15,000."

    One Class A: no loan. Two: $5,000 (in the quarter of the award), not $10,000. Six: $20,000 is
    refused, $15,000 accepted, and nothing more after it.
    """
    t = new_table(2)
    combos = [(0, 1)] * 4 + [(1, 0)] * 2  # one plane a route, so seat 1 can win six
    for q, (supers, props) in enumerate(combos, start=1):
        amount = 3_000 if props else 7_000
        bids = [t.bid(1, "A", amount, supers=supers, props=props)]
        if q == 1:
            bids.append(t.bid(2, "B", 3_000, supers=0, props=1))  # seat 2 earns enough to stay solvent
        t.open_quarter(t.card(f"City {q}", a=3_000, b=3_000, revenue=10_000), bids)
        assert t.player(1).class_a_won == q
        if q == 1:
            before = t.snapshot()
            with pytest.raises(RuleViolation) as err:
                t.record("air_empire.loan", {"player": 1, "amount": 5_000})
            assert (err.value.field, err.value.rule) == ("amount", "Air Empire, Basic Game, Reminder Rules 12")
            assert t.snapshot() == before
            # nobody may borrow: the loan is refused before a player is chosen (the l key is not offered)
            assert "nobody may borrow" in str(t.game.refused_now("air_empire.loan"))
            assert next_step(t.state).startswith("Phase 3: nobody may borrow (")
        if q == 2:
            assert t.game.refused_now("air_empire.loan") is None  # seat 1 may borrow $5,000
            with pytest.raises(RuleViolation):
                t.game.preview("air_empire.loan", {"player": 1, "amount": 10_000})
            with pytest.raises(RuleViolation) as err:  # not a step of $5,000: the refusal says what may be borrowed
                t.game.preview("air_empire.loan", {"player": 1, "amount": 6_000})
            assert "$6,000 is not a multiple of $5,000" in err.value.message
            assert err.value.message.endswith("may borrow $5,000 more)"), err.value.message
            t.game.preview("air_empire.loan", {"player": 1, "amount": 5_000})  # allowed, not taken
        if q < 6:
            t.maintenance()
    before = t.snapshot()
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.loan", {"player": 1, "amount": 20_000})
    assert err.value.field == "amount"
    assert t.snapshot() == before
    cash = t.cash(1)
    t.record("air_empire.loan", {"player": 1, "amount": 15_000})
    assert t.cash(1) == cash + 15_000
    assert t.game.balance("p1:loans") == -15_000 and t.game.balance("bank:loans") == 15_000
    assert t.line(1, "3a", 6) == 15_000
    with pytest.raises(RuleViolation):
        t.record("air_empire.loan", {"player": 1, "amount": 5_000})
    assert t.game.refused_now("air_empire.loan") is not None  # all borrowed: still Phase 3, no loan offered
    # a newcomer's try: after a loan, "nobody may borrow" read as if the loan had not been taken
    assert next_step(t.state).startswith("Phase 3: nobody may borrow more (")


# -- Bidding Examples, Reminder Rules 2: forfeit ------------------------------------------------
def test_forfeit_without_idle_planes_next_highest_wins_with_stand_pat_penalty(new_table):
    """Bidding Examples and Reminder Rules 2: "If a player wins a bid, then sees he does not have the
    proper combination of planes, he forfeits the bid and takes a stand-pat penalty. The next
    highest bidder wins the Route." A forfeit before any Flight Profit carries no penalty.
    """
    t = new_table(4)
    t.quarter(t.card("Los Angeles", revenue=18_000), [t.bid(1, "A", 12_000)])
    assert (t.player(1).idle_super, t.player(1).idle_prop) == (1, 3)
    t.open_quarter(
        t.card("Helena"),
        [
            t.bid(1, "A", 12_000),  # needs 2 Super Jets idle, has 1
            t.bid(2, "A", 11_000, supers=1, props=3),
            t.bid(3, "B", 9_000, supers=4, props=0),  # has 3 Super Jets: forfeits
            t.bid(4, "B", 8_000, supers=1, props=0),
        ],
    )
    assert [t.outcome(s, 2) for s in (1, 2, 3, 4)] == ["forfeited", "won", "forfeited", "won"]
    assert t.line(1, "1f", 2) == 600  # 10 % of 1a = $6,000
    assert t.line(3, "1f", 2) is None  # no Flight Profit yet: no penalty
    assert [r.city for r in t.player(1).routes] == ["Los Angeles"]
    assert (t.player(1).idle_super, t.player(1).idle_prop) == (1, 3)
    assert "forfeited: Ann, Cal" in t.game.records[-1].summary


# -- Test of Bankruptcy ------------------------------------------------------------------------
@pytest.mark.parametrize("to_supply", [True, False])
def test_bankruptcy_when_5c_cannot_be_paid(new_table, to_supply):
    """Test of Bankruptcy: "Bankruptcy occurs when a player does not have the Cash to pay the expenses of
    Phase 5 ... The Bank takes over all remaining Cash and all operating and non-operating planes."
    "Routes owned by bankrupt players are not put up for rebids."

    Whether the Bank may sell those planes again is the game option
    ``bankrupt_planes_to_bank_supply``: each setting is played.
    """
    t = new_table(4, bankrupt_planes_to_bank_supply=to_supply)
    t.open_quarter(t.card("Los Angeles", revenue=12_000), [t.bid(1, "A", 12_000)])  # Flight Profit $0
    t.record("air_empire.purchase", {"orders": [{"player": 1, "super_jets": 1}]})
    assert t.cash(1) == 2_000 and (t.state.bank_super, t.state.bank_prop) == (29, 60)
    bank = t.game.balance("bank")
    t.record("air_empire.maintenance", {"player": 1})  # 5c = $2,300 + $500 = $2,800 > $2,000
    p = t.player(1)
    assert p.status == "bankrupt"
    assert t.cash(1) == 0 and t.game.balance("bank") == bank + 2_000
    assert (p.idle_super, p.idle_prop, p.operating_super, p.operating_prop) == (0, 0, 0, 0)
    expected = (29 + 4, 60 + 4) if to_supply else (29, 60)
    assert (t.state.bank_super, t.state.bank_prop) == expected
    assert t.line(1, "5c", 1) == 2_800
    t.maintenance([2, 3, 4])  # the quarter ends without the bankrupt
    assert t.game.position().startswith("Y1 Q2")
    # his route stays his, not put up again; he takes no further part
    assert [(r.city, r.service_class) for r in p.routes] == [("Los Angeles", "A")]
    t.record("air_empire.route_card", t.card("Helena"))
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.bids", {"bids": [t.bid(1, "B", 8_000, supers=1)]})
    assert err.value.field == "bids[0].player"
    t.record("air_empire.bids", {"bids": []})
    t.maintenance([2, 3, 4])
    assert t.line(1, "1g", 2) is None and t.line(1, "5c", 2) is None
    assert t.game.position().startswith("Y1 Q3")


def test_cash_exactly_5c_is_not_bankruptcy(new_table):
    """Test of Bankruptcy: only a player who "does not have the Cash" is bankrupt; exactly enough pays."""
    t = new_table(4)
    t.open_quarter(t.card("Los Angeles", revenue=12_800), [t.bid(1, "A", 12_000)])
    t.record("air_empire.purchase", {"orders": [{"player": 1, "super_jets": 1}]})
    assert t.cash(1) == 2_800
    t.record("air_empire.maintenance", {"player": 1})
    assert t.player(1).status == "active" and t.cash(1) == 0


# -- Test of Bankruptcy: plane sales between players ----------------------------------------------
def test_plane_sale_between_players(new_table):
    """Test of Bankruptcy: "The buyer records these planes at the bid price, not purchase price, and must
    make the same entries as if the plane(s) had been bought from the Bank. The seller may deduct in
    Phase 5, $200 for each Prop-Jet sold". Reminder Rules 5: "Highest bidder wins the planes."

    Seats 2 and 4 tie at $4,500; seat 1 is Senior President, so seat 2 (nearest clockwise) buys.
    """
    t = new_table(4)
    t.open_quarter(t.card("Los Angeles"), [])
    t.record(
        "air_empire.plane_sale",
        {
            "seller": 3,
            "plane": "prop_jet",
            "count": 2,
            "bids": [{"player": 1, "amount": 4_000}, {"player": 4, "amount": 4_500}, {"player": 2, "amount": 4_500}],
        },
    )
    assert (t.player(2).idle_prop, t.player(3).idle_prop) == (6, 2)
    assert (t.cash(2), t.cash(3)) == (4_500, 13_500)
    assert (t.state.bank_prop, t.state.bank_super) == (60, 30)  # no plane came from the Bank
    t.maintenance()
    assert [t.line(2, code, 1) for code in ("4a", "4c", "5b", "5c")] == [4_500, 4_500, 400, 2_700]
    assert (t.line(3, "4a", 1), t.line(3, "5b", 1), t.line(3, "5c", 1)) == (None, -400, 1_900)
    assert (t.cash(2), t.cash(3)) == (4_500 - 2_700, 13_500 - 1_900)
    t.open_quarter(t.card("Helena"), [])
    t.maintenance()
    assert (t.line(2, "5a", 2), t.line(3, "5a", 2)) == (2_700, 1_900)


def test_a_plane_bought_and_one_sold_write_5b_as_zero_not_as_nothing_entered(new_table):
    """Phase 4 and 5: $200 a Prop Jet bought is added on line 5b, $200 a Prop Jet sold deducted (Test of
    Bankruptcy). Both in one quarter cancel out: 5b is $0, written, not left empty as a quarter with nothing
    entered (a newcomer's try: the sale's deduction vanished from the sheet). A quarter with no plane bought
    or sold keeps 5b empty."""
    t = new_table(4)
    t.open_quarter(t.card("Los Angeles"), [])
    t.record("air_empire.purchase", {"orders": [{"player": 3, "prop_jets": 1}]})
    t.record(
        "air_empire.plane_sale",
        {"seller": 3, "plane": "prop_jet", "count": 1, "bids": [{"player": 2, "amount": 2_000}]},
    )
    t.maintenance()
    assert (t.line(3, "4a", 1), t.line(3, "5b", 1)) == (2_500, 0)
    assert t.line(2, "5b", 1) == 200 and t.line(1, "5b", 1) is None
    t.open_quarter(t.card("Helena"), [])
    t.maintenance()
    assert t.line(3, "5b", 2) is None


# -- Reminder Rules 4: purchase shortage ------------------------------------------------------------
def test_purchase_shortage_senior_president_first_then_clockwise(new_table):
    """Reminder Rules 4: "Senior President gets first option to buy planes when a shortage occurs in
    the Bank." Seat 2 is Senior President: seat 2, then 3, then 4, then 1 are served."""
    t = new_table(4, first_senior_president=2)
    t.open_quarter(
        t.card("Los Angeles", revenue=200_000),
        [t.bid(1, "A", 12_000), t.bid(2, "B", 8_000, supers=1), t.bid(3, "C", 6_000, supers=0, props=1)],
    )
    cash = {s: t.cash(s) for s in (1, 2, 3)}
    t.record(
        "air_empire.purchase",
        {
            "orders": [
                {"player": 1, "super_jets": 20, "prop_jets": 5},
                {"player": 2, "super_jets": 20},
                {"player": 3, "super_jets": 20},
            ]
        },
    )
    assert "short" in t.game.records[-1].summary
    assert t.player(2).idle_super == 2 + 20
    assert t.player(3).idle_super == 3 + 10
    assert (t.player(1).idle_super, t.player(1).idle_prop) == (1, 3 + 5)
    assert (t.state.bank_super, t.state.bank_prop) == (0, 55)
    assert {s: cash[s] - t.cash(s) for s in (1, 2, 3)} == {1: 12_500, 2: 140_000, 3: 70_000}
    assert (t.line(2, "4b", 1), t.line(3, "4b", 1), t.line(1, "4a", 1)) == (140_000, 70_000, 12_500)
    assert not t.line(1, "4b", 1)  # no Super Jet left for seat 1


# -- Mergers -----------------------------------------------------------------------------------
def _three_player_q1(t, revenue):
    t.quarter(
        t.card("Los Angeles", revenue=revenue),
        [t.bid(1, "A", 12_000), t.bid(2, "B", 8_000, supers=1), t.bid(3, "C", 6_000, supers=0, props=1)],
    )


def test_merger_in_a_three_player_game(new_table):
    """Mergers: "A merger can occur only if the total income to date of the two poorest players does not
    exceed the total income to date of the richest player ... the poorest player adds his INCOME TO
    DATE figure to that of the player he merges with. Both players act as one airline, combining all
    their planes and cash on hand." Incomes $18,000 / $2,000 / $1,000: $3,000 <= $18,000."""
    t = new_table(3)
    _three_player_q1(t, {"A": 30_000, "B": 10_000, "C": 7_000})
    assert [t.player(s).income_to_date for s in (1, 2, 3)] == [18_000, 2_000, 1_000]
    cash2, cash3 = t.cash(2), t.cash(3)
    t.record("air_empire.merger", {"absorbed": 3, "into": 2})
    p2, p3 = t.player(2), t.player(3)
    assert p3.status == "merged" and p2.income_to_date == 3_000
    assert (t.cash(2), t.cash(3)) == (cash2 + cash3, 0)
    assert (p2.idle_super, p2.idle_prop, p2.operating_super, p2.operating_prop) == (2 + 3, 4 + 3, 1, 1)
    assert p2.maintenance == 4_600
    # the grid's Status, whole, without its quarter and as one word, from the ledger (a review: the screen cut the
    # ledger's words apart at " in ", which a name may hold)
    merged = next(p for p in table_view(t.state).players if p.seat == 3)
    into = t.player(2).name
    assert (merged.status_brief, merged.status_word) == (f"Merged into {into}", "Merged")
    assert merged.status.startswith(f"Merged into {into} in Y")
    t.open_quarter(t.card("Helena"), [])
    assert t.line(2, "1a", 2) == 3_000
    with pytest.raises(RuleViolation):
        t.record("air_empire.maintenance", {"player": 3})


def test_merger_refused_when_the_two_poorest_exceed_the_richest(new_table):
    """Mergers: incomes $8,000 / $12,000 / $14,000: $20,000 > $14,000, so no merger."""
    t = new_table(3)
    _three_player_q1(t, 20_000)
    before = t.snapshot()
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.merger", {"absorbed": 1, "into": 2})
    assert (err.value.field, err.value.rule) == ("kind", R_MERGER)  # no merger at all now: the key is hidden
    assert t.snapshot() == before


def test_merger_refused_between_the_wrong_players(new_table):
    """Mergers: the poorest player merges, with the second poorest; the richest takes no part."""
    t = new_table(3)
    _three_player_q1(t, {"A": 30_000, "B": 10_000, "C": 7_000})
    for payload in ({"absorbed": 3, "into": 1}, {"absorbed": 2, "into": 3}):
        with pytest.raises(RuleViolation) as err:
            t.record("air_empire.merger", payload)
        assert err.value.rule == R_MERGER


def test_merger_refused_in_a_four_player_game(new_table):
    """Mergers: "Players may conduct mergers in a 3-player game only." """
    t = new_table(4)
    t.quarter(
        t.card("Los Angeles", revenue={"A": 30_000, "B": 10_000, "C": 7_000}),
        [t.bid(1, "A", 12_000), t.bid(2, "B", 8_000, supers=1), t.bid(3, "C", 6_000, supers=0, props=1)],
    )
    before = t.snapshot()
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.merger", {"absorbed": 4, "into": 3})
    assert (err.value.field, err.value.rule) == ("kind", R_MERGER)
    assert t.snapshot() == before


# -- Route Bidding: 2-player game --------------------------------------------------------------
def test_two_player_game_has_no_class_c(new_table):
    """Route Bidding: "in a 2-player game, only Class A and Class B may be bid on"."""
    t = new_table(2)
    t.record("air_empire.route_card", t.card("Los Angeles"))
    before = t.snapshot()
    with pytest.raises(RuleViolation) as err:
        t.record("air_empire.bids", {"bids": [t.bid(1, "C", 6_000, supers=0, props=1)]})
    assert (err.value.field, err.value.rule) == ("bids[0].class", "Air Empire, Basic Game, Route Bidding")
    assert t.snapshot() == before
    t.record("air_empire.bids", {"bids": [t.bid(1, "A", 12_000), t.bid(2, "B", 8_000, supers=1)]})
    assert [t.outcome(1, 1), t.outcome(2, 1)] == ["won", "won"]


# -- Completion of Play ------------------------------------------------------------------------
def test_the_basic_game_is_twelve_quarters(new_table):
    """Completion of Play: "the end of the basic 3-year period" — 12 quarters, then the game is over."""
    t = new_table(2)
    for q in range(1, 13):
        first = [t.bid(1, "A", 12_000), t.bid(2, "B", 8_000, supers=1)]
        t.quarter(t.card(f"City {q}"), first if q == 1 else [])
    assert t.game.position() == "game over"
    with pytest.raises(RuleViolation):
        t.record("air_empire.route_card", t.card("One more"))


# -- One bid checked as it is typed, before the reveal -------------------------------------------
def test_each_bid_checked_as_typed_with_the_bidding_examples(new_table):
    """Bidding Examples, Example 1 (P1 A $12,000, P3 B $9,000), Route Bidding ("no lower than the
    minimum figure"), Route Applications ("multiples of $1,000"), Reminder Rules 7, and Bidding
    Examples / Reminder Rules 2 (a winner without the planes idle forfeits): each bid checked alone
    by the reveal's own reading, and no line the banker sees before the reveal names the amount."""
    from ledger.games.air_empire import check_bid

    t = new_table(4)
    t.record("air_empire.route_card", t.card("Denver", revenue=18_000))
    stands = check_bid(t.state, t.bid(1, "A", 12_000))  # 2 Super Jets + 1 Prop Jet: the start's 3 + 4 back it
    assert (stands.refusal, stands.needs_planes, stands.forfeit) == (None, False, "")
    # the planes of the table's row, for the bidder's eyes: never in the public line (they tell the amount)
    assert stands.known_planes == "1 Prop Jet and 2 Super Jets" and "Jet" not in stands.text
    assert check_bid(t.state, t.bid(1, "A", 12_000, supers=2, props=1)).known_planes == ""  # typed: not said
    assert check_bid(t.state, t.bid(3, "B", 9_000)).needs_planes  # no printed row for $9,000: type the planes
    assert check_bid(t.state, t.bid(3, "B", 9_000, supers=1, props=2)).refusal is None
    for amount, rule, words in (
        (12_500, "Air Empire, Basic Game, Route Applications", "not a multiple of $1,000"),
        (9_000, "Air Empire, Basic Game, Reminder Rules 7", "below the card's minimum of $10,000 for Class A"),
        (120_000, "Air Empire, Basic Game, Route Applications 5", "above the card's revenue of $18,000"),
    ):
        refused = check_bid(t.state, t.bid(1, "A", amount, supers=1, props=1)).refusal
        assert refused is not None and words in refused.message and refused.rule.startswith(rule)
        assert f"{amount:,}" not in check_bid(t.state, t.bid(1, "A", amount, supers=1, props=1)).text
    huge = check_bid(t.state, t.bid(1, "A", 900_012_700_005)).text  # a typing slip: refused, still unnamed
    assert huge.startswith("Refused: the Flight Costs bid") and "900" not in huge and "005" not in huge, huge
    # "000" typed (a digit lost): the minimum's own zeros are not the bid's, so they are not hidden
    zero = check_bid(t.state, t.bid(1, "A", 0)).text
    assert "minimum of $10,000 for Class A" in zero and "it" not in zero.split("minimum")[1], zero
    assert check_bid(t.state, t.bid(2, "C", 9_000, supers=0, props=5)).forfeit == "needs 5 Prop Jets idle, has 4"
    # a plane count over the box's is refused naming its field, the count hidden as the amount is (a review)
    many = check_bid(t.state, t.bid(1, "A", 12_000, supers=0, props=9_000))
    assert many.refusal is not None and many.refusal.field == "bids[0].prop_jets"
    assert many.text.startswith("Refused: Prop Jets: must be at most 60") and "9000" not in many.text, many.text
    assert t.game.records[-1].kind == "air_empire.route_card"  # nothing recorded by a check


def test_planes_that_clash_with_an_earlier_bid_are_refused_as_typed_naming_nothing(new_table):
    """Flight Costs Table (a figure always means one combination): a bid whose planes for a figure with no printed
    row differ from another bid's on this card is refused while it is typed, naming neither the figure nor the
    other bid (a newcomer's try: refused at the reveal, the refusal told the table both bids), but the planes the
    figure means, as the board's table would: what to type to go on (a newcomer's try: "type this bid's planes
    again" said neither which nor that the other bid existed). Planes left empty, or the same planes, or another
    figure: no clash."""
    from ledger.games.air_empire import PLANES_CLASH, check_bid

    t = new_table(3)
    t.record("air_empire.route_card", t.card("Denver", revenue=18_000))
    eve = t.bid(1, "B", 9_000, supers=1, props=2)
    clash = check_bid(t.state, t.bid(2, "B", 9_000, supers=0, props=3), [eve])
    assert clash.refusal is not None
    assert clash.refusal.message == PLANES_CLASH.format(planes="1 Super Jet and 2 Prop Jets")
    assert clash.refusal.message.endswith("type those planes, or bid another figure")
    assert clash.refusal.field == "bids[0].super_jets" and clash.refusal.rule.endswith("Flight Costs Table")
    assert "9,000" not in clash.text and "0 Super" not in clash.text and "3 Prop" not in clash.text
    assert "another bid" not in clash.text and "Eve" not in clash.text
    assert check_bid(t.state, t.bid(2, "B", 9_000, supers=1, props=2), [eve]).refusal is None
    assert check_bid(t.state, t.bid(2, "B", 9_000), [eve]).needs_planes  # its own planes still asked
    assert check_bid(t.state, t.bid(2, "B", 10_000, supers=0, props=3), [eve]).refusal is None


def test_reveal_split_and_a_forfeit_said_plainly(new_table):
    """Playing Procedure, Phase 1 (1g = 1a + 1b + 1c − 1f), Class A Service (a) ($6,000 with one
    adjacent Class A route gives $1,200), the Stand-pat penalty (1a $6,000 → $600) and Reminder
    Rules 2 (a forfeit): the split each player's 1g comes from, before anything is recorded."""
    from ledger.games.air_empire import bid_resolution, bids_split

    t = new_table(4)
    t.quarter(t.card("Los Angeles", revenue=18_000), [t.bid(1, "A", 12_000)])
    t.record("air_empire.route_card", t.card("Helena", ["Los Angeles"], revenue=18_000))
    payload = {"bids": [t.bid(1, "A", 12_000), t.bid(2, "A", 11_000, supers=1, props=3)]}
    outcome = {o.bid.player: o for o in bid_resolution(t.state, payload)}
    assert outcome[1].outcome == "forfeited" and outcome[1].reason == "needs 2 Super Jets idle, has 1"
    split = {s.seat: s for s in bids_split(t.state, payload)}
    assert split[1].parts() == [("1a", "", 6_000), ("1f", "Stand-pat penalty", -600)] and split[1].total == 5_400
    assert split[2].flight_profit == 7_000 and split[2].efficiency_savings is None and split[2].total == 7_000
    assert t.game.records[-1].kind == "air_empire.route_card"  # nothing recorded

    t = new_table(4)
    t.quarter(t.card("Los Angeles", revenue=18_000), [t.bid(1, "A", 12_000)])
    t.record("air_empire.route_card", t.card("Helena", ["Los Angeles"], a=5_000, revenue=11_000))
    split = {s.seat: s for s in bids_split(t.state, {"bids": [t.bid(1, "A", 5_000, supers=0, props=1)]})}
    assert split[1].parts()[1:] == [("1b", "Flight Profit", 6_000), ("1c", "Efficiency Savings", 1_200)]
    assert split[1].total == 6_000 + 6_000 + 1_200


def test_a_5b_of_zero_from_a_plane_bought_and_one_sold_is_explained(new_table):
    """Phase 5, line 5b ("$200 each Prop Jet, $500 each Super Jet" bought) and Plane Sales (the seller's 5b is
    lowered): Ann buys a Prop Jet (+$200) and sells one to Bea (−$200): her 5b is $0, written (planes entered it),
    and the sheet says what it is made of (a newcomer's try: "5b $0" read as nothing bought). Bea's 5b is noted
    too."""
    from ledger.games.air_empire import recap_sheets

    t = new_table(3)
    t.open_quarter(t.card("Los Angeles", revenue=12_000), [t.bid(1, "A", 12_000)])
    t.record("air_empire.purchase", {"orders": [{"player": 1, "prop_jets": 1}]})
    t.record(
        "air_empire.plane_sale",
        {"seller": 1, "plane": "prop_jet", "count": 1, "bids": [{"player": 2, "amount": 2_000}]},
    )
    t.maintenance()
    assert t.line(1, "5b", 1) == 0 and t.line(2, "5b", 1) == 200
    ann, bea = (next(s for s in recap_sheets(t.state) if s.seat == seat) for seat in (1, 2))
    assert ann.line_notes == (
        "5b Y1 Q1: $0 = 1 Prop Jet bought × $200 − 1 Prop Jet sold × $200",
        # the sale's proceeds are on no recap line: said under the quarter (a newcomer's try)
        "Y1 Q1 plane sale to Bea: +$2,000 for 1 Prop Jet (no recap line: cash only)",
    )
    # every 5b with planes in it is said in its parts (a newcomer's try: totals only)
    assert bea.line_notes == ("5b Y1 Q1: $200 = 1 Prop Jet bought × $200",)
