"""Air Empire's setup readings (issue 12): the Bank's plane supply and the Senior Presidents' order.

Planes: "There are 60 Prop Jets and 30 Super Jets available." Option ``plane_supply``: every plane
in the box, the starting fleets taken from them (``"in_the_box"``, a new game's reading), or the
Bank's supply on top of the starting fleets (``"on_top"``, the reading of games stored before the
option). Playing Procedure 1: "Players determine the senior presidents for all quarters of the
game: A clockwise order is recommended." Option ``senior_order``: the order typed at the start.
Every figure is worked out by hand in the comments (docs/rule-readings.md says why each reading).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_helpers import airbanker_in_process

from ledger.game import Game, GameSetup
from ledger.games.air_empire import AirEmpireOptions, bank_supply_at_start, purchase_bank_short, senior_president
from ledger.journal import RuleViolation
from ledger.schema import new_game_options
from ledger.store import Book

R_SENIOR = "Air Empire, Basic Game, Playing Procedure 1"


# -- Plane supply -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("players", "in_the_box", "on_top"),
    [
        # 60 − 4 × players Prop Jets, 30 − 3 × players Super Jets; or 60 and 30 whatever the table
        (2, (52, 24), (60, 30)),
        (3, (48, 21), (60, 30)),
        (4, (44, 18), (60, 30)),
    ],
)
def test_the_banks_planes_at_the_start(new_table, players, in_the_box, on_top):
    for supply, expected in (("in_the_box", in_the_box), ("on_top", on_top)):
        t = new_table(players, plane_supply=supply)
        assert (t.state.bank_prop, t.state.bank_super) == expected == bank_supply_at_start(players, supply)
        fleets = sum(p.idle_prop for p in t.state.players), sum(p.idle_super for p in t.state.players)
        # "in the box": the Bank and the starting fleets are the 60 and 30 together
        total = (t.state.bank_prop + fleets[0], t.state.bank_super + fleets[1])
        assert total == ((60, 30) if supply == "in_the_box" else (60 + 4 * players, 30 + 3 * players))


def test_a_new_game_reads_the_planes_as_all_in_the_box_a_stored_game_keeps_them_on_top():
    """A stored game that leaves plane_supply out keeps the Bank it had (60 and 30 on top); a new game
    (airbanker new, the new-game screen) writes "in_the_box" out."""
    stored = Game(GameSetup("air_empire", "basic", "", ("Ann", "Bea", "Cal", "Dee"), {"first_senior_president": 1}))
    assert (stored.state.bank_prop, stored.state.bank_super) == (60, 30)
    options = new_game_options(AirEmpireOptions, {})
    assert options["plane_supply"] == "in_the_box"
    new = Game(GameSetup("air_empire", "basic", "", ("Ann", "Bea", "Cal", "Dee"), options))
    assert (new.state.bank_prop, new.state.bank_super) == (44, 18)


@pytest.mark.parametrize("supply", ["in_the_box", "on_top"])
def test_a_shortage_that_only_the_box_makes(new_table, supply):
    """Reminder Rules 4 (Senior President first, then clockwise). Seat 1 is Senior President and orders
    nothing; Bea (2) and Cal (3) order 10 Super Jets each, 20 in all. In the box a 4-player Bank holds
    30 − 12 = 18: Bea gets 10, Cal the 8 left ($56,000); on top it holds 30: both get 10, 10 stay."""
    t = new_table(4, plane_supply=supply)
    # Flight Profit: Bea 200,000 − 8,000 = 192,000; Cal 200,000 − 6,000 = 194,000 (cash for the planes)
    t.open_quarter(
        t.card("Los Angeles", revenue=200_000),
        [t.bid(2, "B", 8_000, supers=1), t.bid(3, "C", 6_000, supers=0, props=1)],
    )
    cash = {seat: t.cash(seat) for seat in (2, 3)}
    assert cash == {2: 201_000, 3: 203_000}
    orders = {"orders": [{"player": 2, "super_jets": 10}, {"player": 3, "super_jets": 10}]}
    # what the purchase form's question says before it is recorded (nothing recorded by asking)
    trimmed = purchase_bank_short(t.state, orders)
    assert trimmed == ({3: (0, 8)} if supply == "in_the_box" else {})
    t.record("air_empire.purchase", orders)
    bought = {seat: cash[seat] - t.cash(seat) for seat in (2, 3)}
    summary = t.game.records[-1].summary
    if supply == "in_the_box":
        assert bought == {2: 70_000, 3: 56_000}
        assert (t.player(2).idle_super, t.player(3).idle_super) == (2 + 10, 3 + 8)
        assert t.state.bank_super == 0 and "Cal short: got 0/0 Prop Jets, 8/10 Super Jets" in summary
        assert t.line(3, "4b", 1) == 56_000
    else:
        assert bought == {2: 70_000, 3: 70_000}
        assert t.state.bank_super == 10 and "short" not in summary


@pytest.mark.parametrize(
    ("supply", "to_supply", "bank_after"),
    [
        # Super Jets, Prop Jets after the bankruptcy: the Bank had 18 − 1 = 17 and 44 (in the box) or
        # 30 − 1 = 29 and 60 (on top); Ann's 4 Super Jets and 4 Prop Jets come back, or leave play
        ("in_the_box", True, (21, 48)),
        ("in_the_box", False, (17, 44)),
        ("on_top", True, (33, 64)),
        ("on_top", False, (29, 60)),
    ],
)
def test_what_a_bankruptcy_returns_to_the_bank(new_table, supply, to_supply, bank_after):
    """Test of Bankruptcy: "The Bank takes over ... all operating and non-operating planes." Ann wins
    Class A at $12,000 (2 Super + 1 Prop) on a $12,000 card (Flight Profit 0), buys a Super Jet ($7,000)
    and cannot pay 5c = $2,300 + $500 = $2,800 with $2,000: bankrupt. In the box the planes in play
    never pass 60 and 30 (docs/rule-readings.md, Bank supply after a bankruptcy)."""
    t = new_table(4, plane_supply=supply, bankrupt_planes_to_bank_supply=to_supply)
    t.open_quarter(t.card("Los Angeles", revenue=12_000), [t.bid(1, "A", 12_000)])
    t.record("air_empire.purchase", {"orders": [{"player": 1, "super_jets": 1}]})
    t.record("air_empire.maintenance", {"player": 1})
    assert t.player(1).status == "bankrupt"
    assert (t.state.bank_super, t.state.bank_prop) == bank_after
    in_play = (
        t.state.bank_super + sum(p.idle_super + p.operating_super for p in t.state.players),
        t.state.bank_prop + sum(p.idle_prop + p.operating_prop for p in t.state.players),
    )
    if supply == "in_the_box":
        assert in_play == ((30, 60) if to_supply else (30 - 4, 60 - 4))


def test_plane_supply_is_read_through_its_declaration(new_table):
    with pytest.raises(RuleViolation) as refused:
        new_table(4, plane_supply="box")
    assert refused.value.field == "options.plane_supply" and "Planes" in refused.value.rule


# -- Senior Presidents' order -------------------------------------------------------------------------
def test_the_senior_presidents_follow_the_typed_order(new_table):
    t = new_table(4, senior_order=[3, 1, 4, 2])
    assert [senior_president(t.state, q) for q in range(1, 10)] == [3, 1, 4, 2, 3, 1, 4, 2, 3]
    # left out: clockwise from first_senior_president, as before the option
    t = new_table(4, first_senior_president=3)
    assert [senior_president(t.state, q) for q in range(1, 6)] == [3, 4, 1, 2, 3]
    # given with the order, first_senior_president must be its first seat
    t = new_table(4, senior_order=[3, 1, 4, 2], first_senior_president=3)
    assert t.state.senior_order == (3, 1, 4, 2)


@pytest.mark.parametrize(
    ("options", "winner"),
    [
        # Q2's Senior President: seat 1 in the typed order 3, 1, 4, 2; seat 4 clockwise from seat 3
        ({"senior_order": [3, 1, 4, 2]}, 1),
        ({"first_senior_president": 3}, 4),
    ],
)
def test_a_tie_goes_to_the_senior_president_of_the_typed_order(new_table, options, winner):
    """Route Bidding: "Tie bids are resolved in favor of the senior president". In Y1 Q2 Ann (1) and
    Dee (4) tie Class A at $12,000."""
    t = new_table(4, **options)
    t.quarter(t.card("Denver"))
    t.open_quarter(t.card("Omaha"), [t.bid(1, "A", 12_000), t.bid(4, "A", 12_000)])
    assert [t.outcome(1, 2), t.outcome(4, 2)] == (["won", "lost tie"] if winner == 1 else ["lost tie", "won"])


def test_a_tie_without_the_senior_president_goes_to_the_nearest_seat_clockwise(new_table):
    """Route Bidding: a tie "not involving the senior president" goes to "the player seated closest to
    the senior president in clockwise order": seating, not the typed order. Order 3, 1, 4, 2: in Q2
    seat 1 is Senior President; Bea (2) and Dee (4) tie. Seated clockwise from seat 1 comes seat 2,
    though seat 4 follows seat 1 in the order of Senior Presidents."""
    t = new_table(4, senior_order=[3, 1, 4, 2])
    t.quarter(t.card("Denver"))
    t.open_quarter(t.card("Omaha"), [t.bid(2, "A", 12_000), t.bid(4, "A", 12_000)])
    assert [t.outcome(2, 2), t.outcome(4, 2)] == ["won", "lost tie"]


def test_the_typed_order_settles_plane_sale_ties_and_the_first_buyer_in_a_shortage(new_table):
    """Test of Bankruptcy (plane sales: ties as in bidding) and Reminder Rules 4 ("Senior President gets
    first option to buy planes when a shortage occurs"). Order 2, 4, 1, 3 with plane_supply "in_the_box":
    Bea (2) is Q1's Senior President."""
    t = new_table(4, senior_order=[2, 4, 1, 3], plane_supply="in_the_box")
    t.open_quarter(
        t.card("Los Angeles", revenue=200_000),
        [t.bid(2, "A", 12_000), t.bid(3, "B", 8_000, supers=1), t.bid(4, "C", 6_000, supers=0, props=1)],
    )
    # Ann (1) sells 2 Prop Jets; Cal (3) and Dee (4) tie at $4,000: seated clockwise from Bea comes Cal
    t.record(
        "air_empire.plane_sale",
        {
            "seller": 1,
            "plane": "prop_jet",
            "count": 2,
            "bids": [{"player": 4, "amount": 4_000}, {"player": 3, "amount": 4_000}],
        },
    )
    assert t.game.records[-1].summary == "Ann sells 2 Prop Jets to Cal for $4,000"
    # 18 Super Jets in the Bank; Dee (4) and Cal (3) order 10 each, Bea 5. Bea, the Senior President,
    # buys first (5), then seated clockwise from her: Cal (10), Dee (the 3 left)
    t.record(
        "air_empire.purchase",
        {"orders": [{"player": 4, "super_jets": 10}, {"player": 3, "super_jets": 10}, {"player": 2, "super_jets": 5}]},
    )
    assert [t.player(seat).idle_super for seat in (2, 3, 4)] == [3 - 2 + 5, 3 - 1 + 10, 3 + 3]


def test_a_bankrupt_seat_keeps_its_turn_in_the_typed_order(new_table):
    """docs/rule-readings.md, Senior President after a bankruptcy: the order is set for all quarters at
    the start. Order 3, 1, 4, 2: Ann (1) goes bankrupt in Q1 (as in the bankruptcy test above); in Q2
    she is still the Senior President on the schedule, so a tie of Bea (2) and Dee (4) goes to the seat
    nearest clockwise from hers, Bea."""
    t = new_table(4, senior_order=[3, 1, 4, 2])
    t.open_quarter(t.card("Los Angeles", revenue=12_000), [t.bid(1, "A", 12_000)])
    t.record("air_empire.purchase", {"orders": [{"player": 1, "super_jets": 1}]})
    t.maintenance()
    assert t.player(1).status == "bankrupt" and senior_president(t.state) == 1
    t.open_quarter(t.card("Omaha"), [t.bid(2, "A", 12_000), t.bid(4, "A", 12_000)])
    assert [t.outcome(2, 2), t.outcome(4, 2)] == ["won", "lost tie"]


@pytest.mark.parametrize(
    ("players", "options", "field", "words"),
    [
        (4, {"senior_order": [3, 1, 4]}, "options.senior_order", ("every seat 1 to 4 once", "seat 2 missing")),
        (4, {"senior_order": [3, 1, 4, 3]}, "options.senior_order", ("each seat once", "seat 3 twice")),
        (3, {"senior_order": [3, 1, 4]}, "options.senior_order", ("seat 2 missing", "no seat 4 at this table")),
        (4, {"senior_order": [3, 1, 4, 5]}, "options.senior_order[3]", ("at most 4",)),
        (4, {"senior_order": [1]}, "options.senior_order", ("at least 2",)),
        (4, {"senior_order": "3 1 4 2"}, "options.senior_order", ("must be a list",)),
        (
            4,
            {"senior_order": [3, 1, 4, 2], "first_senior_president": 1},
            "options.first_senior_president",
            ("first seat",),
        ),
    ],
)
def test_an_order_that_is_not_every_seat_once_is_refused_naming_the_field(new_table, players, options, field, words):
    with pytest.raises(RuleViolation) as refused:
        new_table(players, **options)
    assert refused.value.field == field and refused.value.rule == R_SENIOR, str(refused.value)
    for word in words:
        assert word in str(refused.value)


def test_the_command_line_takes_the_order_and_the_game_follows_it(tmp_path: Path) -> None:
    """``airbanker new --option senior_order=[3,1,4,2]``: no first_senior_president is written beside it
    (the order's first seat is the first Senior President); Y1 Q1's tie of Ann and Cal goes to Cal."""
    db = tmp_path / "book.sqlite"
    made = airbanker_in_process(db, "new", "--option", "senior_order=[3,1,4,2]", "Ann", "Bea", "Cal", "Dee")
    assert made.returncode == 0, made.stderr
    card = {"city": "Denver", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": 18_000}
    bids = {
        "bids": [
            {"player": 1, "class": "A", "flight_costs": 12_000},
            {"player": 3, "class": "A", "flight_costs": 12_000},
        ]
    }
    assert airbanker_in_process(db, "record", "1", "air_empire.route_card", json.dumps(card)).returncode == 0
    resolved = airbanker_in_process(db, "record", "1", "air_empire.bids", json.dumps(bids))
    assert "A: Cal $12,000" in resolved.stdout, resolved.stdout
    book = Book(f"sqlite:///{db}")
    try:
        options = book.game(1).setup.options
    finally:
        book.close()
    assert options == {"senior_order": [3, 1, 4, 2], "plane_supply": "in_the_box", "route_card_check": "refuse"}
    refused = airbanker_in_process(db, "new", "--option", "senior_order=[3,1,3,2]", "Ann", "Bea", "Cal", "Dee")
    assert refused.returncode == 2 and "options.senior_order" in refused.stderr and "seat 3 twice" in refused.stderr
