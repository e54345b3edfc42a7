"""Air Fare money of issue 12: the draw order, raising money before bankruptcy, interest on repaid loans.

Every figure is worked out by hand from the rulebook (../shared/rules/air-fare.txt) in the
comments. The games name today's readings (:data:`TODAY`, what ``airbanker new`` stores); a game
whose options leave them out keeps the readings before issue 12 (``if_left_out``), tested here
too. Seats: Ann (Boeing 737 #1, Minor Airports #2 #3), Bea (DC-9 #4, Minor #5 #6), Cal (737 #7,
Minor #8 #9); $50M each (Setup). Money in $ millions.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

import pytest
from invariants import check_books, check_replay
from sample_helpers import sample_record

from ledger.game import Game, GameSetup
from ledger.games import air_fare
from ledger.games.air_fare import EVENTS, base_cost, charges_due, next_interest, short_players
from ledger.games.air_fare.audit import cash_by_turn
from ledger.journal import RuleViolation

NAMES = ("Ann", "Bea", "Cal")


#: the readings of issue 12, named as a new game stores them (ledger.schema.new_game_options)
TODAY = {"event_plane_count": "at_draw", "cannot_pay": "raise_money", "bank_repayment": "with_interest"}


def new_game(n: int = 2, **options: Any) -> Game:
    return Game(GameSetup("air_fare", "standard", "issue 12", NAMES[:n], {**TODAY, **options}))


def stored_before_issue_12(n: int = 2, **options: Any) -> Game:
    """A game whose stored options leave the three options of issue 12 out (a book or a record file
    written before them): it keeps the readings airbanker had then."""
    return Game(GameSetup("air_fare", "standard", "issue 12", NAMES[:n], options))


def no_grounding(game: Game) -> None:
    planes = [c for p in game.state.active_players() for c in p.planes]
    game.record("air_fare.maintenance", {"rolls": [{"plane": c, "roll": 10} for c in planes]})


def draw(game: Game, rows: list[dict[str, Any]]) -> None:
    game.record("air_fare.draw", {"cards": rows})


def fly(game: Game, *flights: tuple[int, int, str]) -> None:
    game.record("air_fare.flights", {"flights": [{"player": s, "plane": p, "to": c} for s, p, c in flights]})


def pool_card(game: Game, name: str) -> int:
    return next(c for c in game.state.pool if game.state.cards[c].name == name)


def cash(game: Game, seat: int) -> int:
    return game.balance(f"p{seat}:cash")


def refused(game: Game, kind: str, payload: dict[str, Any], field: str, rule: str) -> RuleViolation:
    before = (copy.deepcopy(game.state), len(game.records), game.position())
    with pytest.raises(RuleViolation) as info:
        game.record(kind, payload)
    assert info.value.field == field, str(info.value)
    assert rule in info.value.rule, str(info.value)
    assert (game.state, len(game.records), game.position()) == before
    return info.value


# == 1. The draw order never changes money ======================================================
def test_the_rulebooks_event_texts() -> None:
    assert EVENTS["Maintenance"].effect == "Everyone pays $10 for each of their planes this turn"
    assert EVENTS["Terminal Tax"].effect == "Everyone pays $10 for each of their landing rights this turn"
    assert EVENTS["Plane Crash"].effect == "Lose one of your planes and $100 in litigation & settlements"


def bea_with_three_planes(reading: str | None) -> Game:
    """Ann and Cal hand their planes to Bea for $0 (Raise Money Fast: "Players can also sell cards
    to each other"): Bea holds #1, #4, #7 and $50M; nobody else holds a plane. ``None``: a game
    stored before issue 12 (the option left out)."""
    if reading is None:
        game = stored_before_issue_12(3, cannot_pay="raise_money")
    else:
        game = new_game(3, event_plane_count=reading)
    game.record("air_fare.trade", {"seller": 1, "buyer": 2, "card": 1, "price": 0})
    game.record("air_fare.trade", {"seller": 3, "buyer": 2, "card": 7, "price": 0})
    no_grounding(game)
    return game


MAINTENANCE = {"player": 1, "card": "Maintenance"}
CRASH = {"player": 2, "card": "Plane Crash", "plane": 4}
DALLAS = {"player": 3, "card": "Dallas"}


@pytest.mark.parametrize(
    "reading, bea_pays",
    [
        # the crashed plane pays its $10 too: $100 litigation + 3 planes x $10
        ("at_draw", 130),
        # only the two planes left after the crash: $100 + 2 x $10
        ("after_crashes", 120),
    ],
)
@pytest.mark.parametrize("crash_first", [False, True], ids=["maintenance-row-first", "crash-row-first"])
def test_the_same_cards_cost_the_same_in_either_typing_order(
    reading: str | None, bea_pays: int, crash_first: bool
) -> None:
    """Issue 12: a Maintenance card and a Plane Crash drawn in the same Draw Phase: Bea paid $130
    with the Maintenance row first and $120 with the Plane Crash row first. "All players draw one
    card": the cards are drawn together, so the order typed changes nothing (option
    event_plane_count says which planes are counted)."""
    game = bea_with_three_planes(reading)
    rows = [CRASH, MAINTENANCE, DALLAS] if crash_first else [MAINTENANCE, CRASH, DALLAS]
    draw(game, rows)
    assert game.state.player(2).planes == [1, 7]  # the crash took #4 at once
    assert sum(a for _, a in charges_due(game.state, 2)) == bea_pays
    assert charges_due(game.state, 1) == charges_due(game.state, 3) == []  # no plane, no Maintenance
    # Bea's two planes land at her two Minor Airports: 2 x $10 x 90 % = $18M; she is short
    fly(game, (2, 1, "Minor Airport"), (2, 7, "Minor Airport"))
    game.record("air_fare.revenue", {})
    (short,) = short_players(game.state)
    assert (short.name, short.owes, short.cash, short.short) == ("Bea", bea_pays, 68, bea_pays - 68)


@pytest.mark.parametrize("reading", [None, "as_typed"], ids=["left-out", "as_typed"])
@pytest.mark.parametrize(
    "crash_first, bea_pays",
    [
        # the Maintenance row before the crash: 3 planes x $10 + $100
        (False, 130),
        # the crash row typed first has taken #4: 2 planes x $10 + $100
        (True, 120),
    ],
    ids=["maintenance-row-first", "crash-row-first"],
)
def test_as_typed_each_card_counts_the_planes_the_rows_before_it_left(
    reading: str | None, crash_first: bool, bea_pays: int
) -> None:
    """Option event_plane_count "as_typed", what a game stored before issue 12 keeps (left out):
    the order typed changes the money, as it did then (git 233e507, draw.py)."""
    game = bea_with_three_planes(reading)
    assert game.state.options["event_plane_count"] == "as_typed"
    draw(game, [CRASH, MAINTENANCE, DALLAS] if crash_first else [MAINTENANCE, CRASH, DALLAS])
    assert sum(a for _, a in charges_due(game.state, 2)) == bea_pays


def test_a_new_game_stores_at_draw() -> None:
    from ledger.schema import new_game_options

    options = new_game_options(air_fare.AirFareOptions, {})
    assert {k: options[k] for k in TODAY} == TODAY
    assert air_fare.AirFareOptions.model_validate({}).model_dump(include=set(TODAY)) == {
        "event_plane_count": "as_typed",
        "cannot_pay": "bankrupt_at_once",
        "bank_repayment": "free",
    }


def test_the_old_order_dependent_money_is_gone() -> None:
    """The two typing orders give the same entries, the same state and the same money."""
    games = []
    for rows in ([MAINTENANCE, CRASH, DALLAS], [CRASH, MAINTENANCE, DALLAS]):
        game = bea_with_three_planes("at_draw")
        draw(game, rows)
        fly(game)
        game.record("air_fare.revenue", {})
        game.record("air_fare.settle", {})
        games.append(game)
    first, second = games
    assert first.state.balances == second.state.balances
    assert first.state.player(2).status == second.state.player(2).status == "bankrupt"  # $50M, owes $130M


def test_terminal_tax_counts_the_rights_held_as_the_cards_are_drawn() -> None:
    """A crash takes no landing right: Terminal Tax is $10 x 2 Minor Airports in both readings."""
    for reading in ("at_draw", "after_crashes"):
        game = bea_with_three_planes(reading)
        draw(game, [{"player": 1, "card": "Terminal Tax"}, CRASH, DALLAS])
        assert charges_due(game.state, 2) == [
            ("Terminal Tax: $10M x 2 landing right(s)", 20),
            ("Plane Crash: litigation & settlements", 100),
        ]


def test_event_costs_are_fixed_at_the_draw() -> None:
    """ "this turn": a landing right or a plane sold, or traded, later in the turn still pays its
    Terminal Tax or Maintenance (the seller's; the buyer pays nothing for it)."""
    game = new_game(2)
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Terminal Tax"}, {"player": 2, "card": "Maintenance"}])
    # Ann: 2 landing rights x $10 + 1 plane x $10 = $30; Bea the same
    assert sum(a for _, a in charges_due(game.state, 1)) == 30
    game.record("air_fare.sale", {"player": 1, "card": 2})  # a Minor Airport, +$20M
    game.record("air_fare.sale", {"player": 1, "card": 1})  # the 737, +$25M
    game.record("air_fare.trade", {"seller": 2, "buyer": 1, "card": 5, "price": 20})  # Bea's Minor to Ann
    assert sum(a for _, a in charges_due(game.state, 1)) == 30
    assert sum(a for _, a in charges_due(game.state, 2)) == 30
    fly(game, (2, 4, "Minor Airport"))  # Bea's DC-9 lands at her Minor #6: $9M
    game.record("air_fare.revenue", {})
    assert cash(game, 1) == 50 + 20 + 25 - 20 - 30  # $45M
    assert cash(game, 2) == 50 + 20 + 9 - 30  # $49M


# == 2. Raise money before bankruptcy ===========================================================
def issue_example(*, crash: bool = False, advertising: bool = False) -> Game:
    """The issue's player: Ann with $5M, a $100M bank loan, a 737 and one Minor Airport that both
    fly in turn 2, owing $20M interest at its Revenue Phase (with ``advertising``: the optional rule
    played, nothing spent, each turn's Advertising Phase recorded).

    Ann sells her two Minor Airports (+$40M: $90M), borrows $100M ($190M), pays $20M interest at
    turn 1's Revenue Phase ($170M) and overbids $165M for a Minor Airport ($5M left). In turn 2
    her 737 lands at it: $10M x 90 % = $9M; she has $14M and owes $20M (with ``crash``: she draws
    the Plane Crash, loses the 737 and owes $120M with $5M).
    """
    game = new_game(2, advertising=advertising)
    game.record("air_fare.sale", {"player": 1, "card": 2})
    game.record("air_fare.sale", {"player": 1, "card": 3})
    game.record("air_fare.loan", {"player": 1, "amount": 100})
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Minor Airport"}, {"player": 2, "card": "Dallas"}])
    fly(game)
    if advertising:
        game.record("air_fare.advertising", {"spending": []})
    game.record("air_fare.revenue", {})
    minor = pool_card(game, "Minor Airport")
    game.record("air_fare.bids", {"bids": [{"player": 1, "card": minor, "amount": 165}]})
    assert cash(game, 1) == 5 and game.state.player(1).rights == [minor]
    no_grounding(game)
    first = {"player": 1, "card": "Plane Crash", "plane": 1} if crash else {"player": 1, "card": "Boston"}
    draw(game, [first, {"player": 2, "card": "Chicago"}])
    if crash:
        fly(game, (2, 4, "Minor Airport"))
    else:
        fly(game, (1, 1, "Minor Airport"), (2, 4, "Minor Airport"))
    if advertising:
        game.record("air_fare.advertising", {"spending": []})
    return game


def test_the_issues_example_sells_the_737_and_settles() -> None:
    game = issue_example()
    # before the Revenue Phase the cards that flew cannot be sold
    refused(game, "air_fare.sale", {"player": 1, "card": 1}, "card", "rule-readings")
    game.record("air_fare.revenue", {})
    assert "Ann earns $9M, owes $20M with $14M: short by $6M" in game.records[-1].summary
    assert game.position() == "Turn 2, Revenue Phase, raising money"
    assert game.state.player(1).active and cash(game, 1) == 14  # nothing of the $20M paid yet
    assert cash(game, 2) == 50 + 9  # Bea paid her dues (none) at once
    (ann,) = short_players(game.state)
    assert (ann.owes, ann.cash, ann.short, ann.cards_value, ann.loan_room) == (20, 14, 6, 45, 0)
    assert air_fare.next_step(game.state).endswith("bankrupt. Short: Ann $6M")
    assert charges_due(game.state, 1) == [("interest 20% of $100M loans", 20)]
    # the worth counts the dues left outstanding (Object: cash + cards − loans; the $20M is owed already)
    assert air_fare.dues_unpaid(game.state, 1) == 20 and air_fare.score(game.state, 1) == 14 + 45 - 100 - 20
    refused(game, "air_fare.loan", {"player": 1, "amount": 1}, "amount", "Raise Money Fast")  # no loan room
    game.record("air_fare.sale", {"player": 1, "card": 1})  # the 737 flew, but the Revenue Phase is in: +$25M
    game.record("air_fare.settle", {})
    assert game.records[-1].summary == "Turn 2 settled: Ann pays $20M ($19M left)"
    assert [e.memo for e in game.records[-1].entries] == ["Turn 2 interest 20% of $100M loans: Ann"]
    assert game.state.player(1).active and cash(game, 1) == 19
    assert game.position() == "Turn 2, Bid Phase"
    assert air_fare.dues_unpaid(game.state, 1) == 0 and air_fare.score(game.state, 1) == 19 + 20 - 100  # paid
    check_books(game)
    check_replay(game)


def test_a_player_who_cannot_raise_enough_is_bankrupt_at_the_settle() -> None:
    game = issue_example(crash=True)
    game.record("air_fare.revenue", {})
    (ann,) = short_players(game.state)
    # $100M litigation + $20M interest, $5M in the account; only the Minor Airport left ($20M)
    assert (ann.owes, ann.cash, ann.short, ann.could_raise) == (120, 5, 115, 20)
    # before the bankruptcy is recorded, the banker is shown every way left (Raise Money Fast)
    ways = air_fare.ways_to_raise(ann)
    assert ways.startswith("Ann could still raise: cards at base cost — ")
    assert "($20M in all); no bank loan room ($100M borrowed); from the others" in ways
    assert "spare cash: Bea $" in ways and ways.endswith(": only the other players can still save Ann")
    assert air_fare.ways_to_raise(replace(ann, cash=200)) == ""  # covered: nothing to say
    # a screen listing her cards beside it sums them
    assert air_fare.ways_to_raise(ann, name_cards=False).startswith(
        "Ann could still raise: cards at base cost: $20M in all; no bank loan room ($100M borrowed); "
    )
    game.record("air_fare.sale", {"player": 1, "card": game.state.player(1).rights[0]})
    game.record("air_fare.settle", {})
    assert game.records[-1].summary == "Turn 2 settled: Ann owes $120M with $25M: bankrupt"
    assert [e.memo for e in game.records[-1].entries] == [
        "Turn 2: Ann is bankrupt; the bank takes the cash",
        "Turn 2: Ann's loans written off in bankruptcy",
    ]
    player = game.state.player(1)
    assert (player.status, player.status_turn, player.planes, player.rights) == ("bankrupt", 2, [], [])
    assert cash(game, 1) == 0 and game.balance("p1:loans") == 0 and game.balance("bank:loans") == 0
    assert sum(game.state.balances.values()) == 0
    check_replay(game)


def test_two_players_short_at_once() -> None:
    """Both borrow $100M, pay $20M interest in turn 1 ($130M each) and spend it all on Europe and
    New York. In turn 2 nobody flies: each owes $20M with $0M. Ann sells Europe ($100M); Bea
    raises nothing: Ann pays, Bea is bankrupt, in one settle."""
    game = new_game(2)
    for seat in (1, 2):
        game.record("air_fare.loan", {"player": seat, "amount": 100})
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Europe"}, {"player": 2, "card": "New York"}])
    fly(game)
    game.record("air_fare.revenue", {})
    europe, new_york = pool_card(game, "Europe"), pool_card(game, "New York")
    game.record(
        "air_fare.bids",
        {"bids": [{"player": 1, "card": europe, "amount": 130}, {"player": 2, "card": new_york, "amount": 130}]},
    )
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Dallas"}, {"player": 2, "card": "Dallas"}])
    fly(game)
    game.record("air_fare.revenue", {})
    assert [(p.name, p.short) for p in short_players(game.state)] == [("Ann", 20), ("Bea", 20)]
    game.record("air_fare.sale", {"player": 1, "card": europe})
    game.record("air_fare.settle", {})
    assert game.records[-1].summary == "Turn 2 settled: Ann pays $20M ($80M left), Bea owes $20M with $0M: bankrupt"
    assert cash(game, 1) == 80 and game.state.player(1).active
    assert game.state.player(2).status == "bankrupt" and game.balance("bank:loans") == 100
    check_books(game)
    check_replay(game)


def test_a_short_player_raises_enough_by_a_loan_from_another_player() -> None:
    """Raise Money Fast: "make loans to each other": Cal lends Ann the $6M she is short."""
    game = new_game(3)
    game.record("air_fare.sale", {"player": 1, "card": 2})
    game.record("air_fare.sale", {"player": 1, "card": 3})
    game.record("air_fare.loan", {"player": 1, "amount": 100})
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Miami"}, {"player": 2, "card": "Dallas"}, {"player": 3, "card": "Boston"}])
    fly(game)
    game.record("air_fare.revenue", {})  # Ann: $190M - $20M
    game.record("air_fare.bids", {"bids": [{"player": 1, "card": pool_card(game, "Miami"), "amount": 170}]})
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Dallas"}, {"player": 2, "card": "Dallas"}, {"player": 3, "card": "Boston"}])
    fly(game, (1, 1, "Miami"))  # 1st landing at Miami: $20M x 90 % = $18M
    game.record("air_fare.revenue", {})
    (ann,) = short_players(game.state)
    assert (ann.owes, ann.cash, ann.short) == (20, 18, 2)
    game.record("air_fare.player_loan", {"lender": 3, "borrower": 1, "amount": 2})
    game.record("air_fare.settle", {})
    assert game.state.player(1).active and cash(game, 1) == 0
    assert game.state.player_loans == {(3, 1): 2}
    check_replay(game)


def test_settle_is_refused_outside_the_step_and_takes_no_fields() -> None:
    game = issue_example()
    error = refused(game, "air_fare.settle", {}, "kind", "Revenue Phase")
    assert "raising money" in error.message
    game.record("air_fare.revenue", {})
    with pytest.raises(RuleViolation) as info:
        game.record("air_fare.settle", {"player": 1})
    assert info.value.field == "player"  # the schema's gate: no field declared
    with pytest.raises(RuleViolation):
        air_fare.RULES.apply(copy.deepcopy(game.state), "air_fare.settle", {"player": 1})
    error = refused(game, "air_fare.maintenance", {"seed": 1}, "kind", "Turn Sequence")
    assert error.message.startswith("Rolling for grounding is recorded already this turn")


def test_no_short_player_goes_straight_to_the_bid_phase() -> None:
    game = new_game(2)
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Dallas"}, {"player": 2, "card": "Dallas"}])
    fly(game)
    game.record("air_fare.revenue", {})
    assert game.position() == "Turn 1, Bid Phase" and game.state.outstanding == {}


def test_undo_and_redo_of_the_step() -> None:
    game = issue_example()
    game.record("air_fare.revenue", {})
    at_step = copy.deepcopy(game.state)
    game.record("air_fare.sale", {"player": 1, "card": 1})
    game.record("air_fare.settle", {})
    settled = copy.deepcopy(game.state)
    game.record("undo")
    assert game.position() == "Turn 2, Revenue Phase, raising money" and game.state.outstanding
    game.record("redo")
    assert game.state == settled
    game.record("undo")
    game.record("undo")  # the sale
    assert game.state == at_step
    game.record("undo")  # the revenue: back before it, nothing outstanding
    assert game.position() == "Turn 2, Revenue Phase" and game.state.outstanding == {}
    game.record("redo")
    assert game.state == at_step
    check_books(game)
    check_replay(game)


# -- bids wait for the settle --------------------------------------------------------------------
def test_bids_wait_for_the_settle_while_dues_are_outstanding() -> None:
    """Bids typed while dues are outstanding are refused, one line naming air_fare.settle: typing
    bids never bankrupts a player by itself (the banker settles, knowingly)."""
    kind = "air_fare.bids"
    game = issue_example(crash=True)
    game.record("air_fare.revenue", {})
    error = refused(game, kind, {"bids": []}, "kind", "Revenue Phase")
    assert "\n" not in error.message and "air_fare.settle" in error.message
    assert error.message == (
        f"{kind} waits: dues are outstanding (Ann owes $120M with $5M); record the money raised, then "
        "air_fare.settle (who is still short is bankrupt)"
    )
    assert game.state.player(1).active and game.state.outstanding


@pytest.mark.parametrize(
    "kind, payload, said",
    [
        (
            "air_fare.maintenance",
            {"rolls": []},
            "Rolling for grounding is recorded already this turn (Maintenance Phase)",
        ),
        ("air_fare.draw", {"cards": []}, "Drawing cards is recorded already this turn (Draw Phase)"),
        ("air_fare.flights", {"flights": []}, "Flying planes is recorded already this turn (Flying Phase)"),
        ("air_fare.advertising", {"spending": []}, "Advertising is recorded already this turn (Advertising Phase)"),
        ("air_fare.revenue", {}, "Collecting revenue is recorded already this turn (Revenue Phase)"),
    ],
)
def test_a_phase_before_the_raise_money_step_is_said_recorded_not_waiting(
    kind: str, payload: dict[str, Any], said: str
) -> None:
    """While dues are outstanding, a phase the turn has passed is refused as recorded already, the first reason in
    the Turn Sequence: a newcomer's try, advertising recorded, then ``g`` while raising money, was told that
    advertising waits for the dues, as if it were still to come this turn."""
    game = issue_example(crash=True, advertising=True)
    game.record("air_fare.revenue", {})
    assert game.position() == "Turn 2, Revenue Phase, raising money"
    error = refused(game, kind, payload, "kind", "Air Fare")
    assert error.message == f"{said}; the game is at Turn 2, Revenue Phase, raising money"
    assert game.state.player(1).active and game.state.outstanding


def test_a_phase_passed_at_the_bid_phase_is_said_recorded() -> None:
    """The same words in the Bid Phase; the settle, which only a turn with a player short records, is not said
    recorded there."""
    game = issue_example(advertising=True)
    game.record("air_fare.revenue", {})
    game.record("air_fare.sale", {"player": 1, "card": 1})
    game.record("air_fare.settle", {})
    assert game.position() == "Turn 2, Bid Phase"
    error = refused(game, "air_fare.advertising", {"spending": []}, "kind", "Advertising Phase")
    said = "Advertising is recorded already this turn (Advertising Phase); the game is at Turn 2, Bid Phase"
    assert error.message == said
    error = refused(game, "air_fare.settle", {}, "kind", "Revenue Phase")
    assert error.message.startswith("Settling the dues left outstanding belongs to the Revenue Phase, raising money;")


def test_sales_loans_trades_and_player_loans_are_taken_in_the_step() -> None:
    game = issue_example()
    game.record("air_fare.revenue", {})
    game.record("air_fare.loan", {"player": 2, "amount": 10})
    game.record("air_fare.repay", {"player": 2, "amount": 5})
    game.record("air_fare.player_loan", {"lender": 2, "borrower": 1, "amount": 4})
    game.record("air_fare.player_interest", {"lender": 2, "borrower": 1, "amount": 1})
    game.record("air_fare.player_repay", {"lender": 2, "borrower": 1, "amount": 1})
    game.record("air_fare.trade", {"seller": 1, "buyer": 2, "card": 1, "price": 4})
    game.record("air_fare.sale", {"player": 2, "card": 1})
    assert game.position() == "Turn 2, Revenue Phase, raising money"
    game.record("air_fare.settle", {})  # Ann: $14M + $4M - $1M - $1M + $4M = $20M
    assert game.records[-1].summary == "Turn 2 settled: Ann pays $20M ($0M left)"
    check_replay(game)


def test_the_audit_says_a_card_bought_from_a_player_apart_from_sales() -> None:
    """A card bought from a player is paid, in its own column: the Sales column netted it, and a buyer's
    purchase read as a negative sale (a newcomer's try). Raise Money Fast: "Players can also sell cards to each
    other"; a card sold to a neutral third party goes at its base cost."""
    game = issue_example()
    game.record("air_fare.revenue", {})
    base = base_cost(game.state.cards[1].name)
    game.record("air_fare.trade", {"seller": 1, "buyer": 2, "card": 1, "price": 4})
    game.record("air_fare.sale", {"player": 2, "card": 1})
    ann, bea = cash_by_turn(game)[1][-1], cash_by_turn(game)[2][-1]
    assert (ann.sales, ann.bought) == (4, 0)
    assert (bea.sales, bea.bought) == (base, 4)
    for line in (ann, bea):  # the line still adds up
        moves = line.revenue - line.interest - line.events - line.bids + line.loans - line.repaid
        assert line.end == line.start + moves + line.sales - line.bought - line.bankruptcy + line.other
    game.record("undo")  # the sale undone: Bea's sale goes, the purchase stays
    bea = cash_by_turn(game)[2][-1]
    assert (bea.sales, bea.bought) == (0, 4)


def test_a_bid_after_the_settle_goes_as_ever() -> None:
    game = issue_example(crash=True)
    game.record("air_fare.revenue", {})
    game.record("air_fare.loan", {"player": 2, "amount": 10})  # Bea: $59M + $10M
    game.record("air_fare.settle", {})
    chicago = pool_card(game, "Chicago")
    game.record("air_fare.bids", {"bids": [{"player": 2, "card": chicago, "amount": 60}]})
    assert game.state.player(1).status == "bankrupt" and chicago in game.state.player(2).rights
    assert cash_by_turn(game)[1][-1].bankruptcy == 5
    check_replay(game)


# -- cannot_pay "bankrupt_at_once": a game stored before issue 12 ------------------------------
@pytest.mark.parametrize("stored", [False, True], ids=["named", "left-out"])
def test_bankrupt_at_once_at_the_revenue_phase(stored: bool) -> None:
    """The issue's example under option cannot_pay "bankrupt_at_once" (what a game whose options
    leave it out keeps): Ann earns $9M, has $14M and owes $20M: bankrupt in the revenue action
    itself, the bank taking the $14M with the revenue in, no raise-money step, no settle."""
    game = issue_example()
    if stored:
        old = stored_before_issue_12(2)
        for rec in game.records:
            old.record(rec.kind, rec.payload)
        game = old
    else:
        game = new_game(2, cannot_pay="bankrupt_at_once")
        for rec in issue_example().records:
            game.record(rec.kind, rec.payload)
    assert game.state.options["cannot_pay"] == "bankrupt_at_once"
    game.record("air_fare.revenue", {})
    revenue = game.records[-1]
    assert "Ann earns $9M, owes $20M: bankrupt" in revenue.summary
    assert [e.as_tuple() for e in revenue.entries] == [
        ("Turn 2 revenue: Ann", (("bank", -9), ("p1:cash", 9))),
        ("Turn 2: Ann is bankrupt; the bank takes the cash", (("p1:cash", -14), ("bank", 14))),
        ("Turn 2: Ann's loans written off in bankruptcy", (("p1:loans", 100), ("bank:loans", -100))),
        ("Turn 2 revenue: Bea", (("bank", -9), ("p2:cash", 9))),
    ]
    assert game.position() == "Turn 2, Bid Phase" and game.state.outstanding == {}
    assert game.state.player(1).status == "bankrupt" and cash(game, 1) == 0
    refused(game, "air_fare.settle", {}, "kind", "Revenue Phase")
    assert cash_by_turn(game)[1][-1].bankruptcy == 14
    check_books(game)
    check_replay(game)


# == 3. Interest cannot be dodged ===============================================================
def after_revenue(**options: Any) -> Game:
    game = new_game(2, **options)
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Dallas"}, {"player": 2, "card": "Boston"}])
    fly(game)
    game.record("air_fare.revenue", {})
    return game


def next_turn_revenue(game: Game) -> None:
    game.record("air_fare.bids", {"bids": []})
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Dallas"}, {"player": 2, "card": "Boston"}])
    fly(game)
    game.record("air_fare.revenue", {})


@pytest.mark.parametrize("stored", [False, True], ids=["free", "left-out"])
def test_bank_repayment_free_lets_the_dodge_go(stored: bool) -> None:
    """Option bank_repayment "free", what a game stored before issue 12 keeps: money borrowed
    after a Revenue Phase and repaid before the next pays no interest, as before."""
    game = after_revenue(bank_repayment="free") if not stored else stored_before_issue_12(2)
    if stored:
        no_grounding(game)
        draw(game, [{"player": 1, "card": "Dallas"}, {"player": 2, "card": "Boston"}])
        fly(game)
        game.record("air_fare.revenue", {})
    assert game.state.options["bank_repayment"] == "free"
    game.record("air_fare.loan", {"player": 1, "amount": 100})
    game.record("air_fare.bids", {"bids": []})
    game.record("air_fare.repay", {"player": 1, "amount": 100})
    assert game.records[-1].summary == "Ann repays $100M of bank loans"
    assert next_interest(game.state, 1) == 0 and charges_due(game.state, 1) == []
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Dallas"}, {"player": 2, "card": "Boston"}])
    fly(game)
    game.record("air_fare.revenue", {})
    assert cash(game, 1) == 50
    check_books(game)


def test_the_dodge_pays_its_interest() -> None:
    """Issue 12: borrow after the Revenue Phase, bid with it, repay before the next: 20 % charged."""
    game = after_revenue()
    game.record("air_fare.loan", {"player": 1, "amount": 100})  # $150M
    assert next_interest(game.state, 1) == 20
    game.record("air_fare.bids", {"bids": []})
    game.record("air_fare.repay", {"player": 1, "amount": 100})  # turn 2, Maintenance Phase: $50M
    assert "$100M of it borrowed since the last Revenue Phase" in game.records[-1].summary
    assert game.state.loans.get(1, 0) == 0 and next_interest(game.state, 1) == 20
    assert charges_due(game.state, 1) == [
        ("interest 20% of $100M loans ($100M borrowed and repaid since the last Revenue Phase)", 20)
    ]
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Dallas"}, {"player": 2, "card": "Boston"}])
    fly(game)
    game.record("air_fare.revenue", {})
    assert cash(game, 1) == 30  # $50M - $20M
    next_turn_revenue(game)
    assert cash(game, 1) == 30  # charged once: nothing more at turn 3


def test_a_repayment_after_the_interest_was_paid_pays_nothing_more() -> None:
    game = new_game(2)
    game.record("air_fare.loan", {"player": 1, "amount": 100})
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Dallas"}, {"player": 2, "card": "Boston"}])
    fly(game)
    game.record("air_fare.revenue", {})  # $150M - $20M
    game.record("air_fare.repay", {"player": 1, "amount": 100})
    assert game.records[-1].summary == "Ann repays $100M of bank loans"
    assert next_interest(game.state, 1) == 0
    next_turn_revenue(game)
    assert cash(game, 1) == 30


def test_a_repayment_retires_the_loans_already_charged_first() -> None:
    """$60M charged at turn 1's Revenue Phase, then $40M more: repaying $70M retires the $60M and
    $10M of the fresh $40M, which still pays: 20 % x ($30M owed + $10M) = $8M."""
    game = new_game(2)
    game.record("air_fare.loan", {"player": 1, "amount": 60})
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Dallas"}, {"player": 2, "card": "Boston"}])
    fly(game)
    game.record("air_fare.revenue", {})  # $110M - $12M = $98M
    game.record("air_fare.loan", {"player": 1, "amount": 40})  # $138M
    game.record("air_fare.repay", {"player": 1, "amount": 50})  # the old $60M first: all $40M fresh still owed
    assert air_fare.interest_base(game.state, 1) == (50, 0)
    game.record("air_fare.repay", {"player": 1, "amount": 20})  # $10M of the $60M, then $10M fresh
    assert air_fare.interest_base(game.state, 1) == (30, 10) and next_interest(game.state, 1) == 8
    next_turn_revenue(game)
    assert cash(game, 1) == 138 - 70 - 8


@pytest.mark.parametrize("rounding, interest", [("half_up", 3), ("down", 2), ("up", 3)])
def test_the_interest_on_repaid_money_is_rounded_by_option_rounding(rounding: str, interest: int) -> None:
    """20 % of ($5M owed + $7M borrowed and repaid) = $2.4M."""
    game = after_revenue(rounding=rounding)
    game.record("air_fare.loan", {"player": 1, "amount": 12})
    game.record("air_fare.repay", {"player": 1, "amount": 7})
    assert next_interest(game.state, 1) == {"half_up": 2, "down": 2, "up": 3}[rounding]
    game.record("air_fare.loan", {"player": 1, "amount": 1})  # 20 % of $13M = $2.6M
    assert next_interest(game.state, 1) == interest


def test_bank_repayment_never_refuses_repaying() -> None:
    game = after_revenue(bank_repayment="never")
    game.record("air_fare.loan", {"player": 1, "amount": 40})
    error = refused(game, "air_fare.repay", {"player": 1, "amount": 40}, "kind", "option bank_repayment")
    assert 'bank_repayment "never"' in error.message
    assert game.refused_now("air_fare.repay") is not None  # the banker's screens say so before the form


@pytest.mark.parametrize("reading, interest", [("with_interest", 8), ("free", 0)])
def test_bank_repayment_each_setting(reading: str, interest: int) -> None:
    """$40M borrowed and repaid between two Revenue Phases: 20 % = $8M, or nothing."""
    game = after_revenue(bank_repayment=reading)
    game.record("air_fare.loan", {"player": 1, "amount": 40})
    game.record("air_fare.repay", {"player": 1, "amount": 40})
    assert next_interest(game.state, 1) == interest
    # a repayment of loans already charged pays nothing more in either reading
    game.record("air_fare.loan", {"player": 1, "amount": 10})
    next_turn_revenue(game)
    game.record("air_fare.repay", {"player": 1, "amount": 10})
    assert next_interest(game.state, 1) == 0


def test_a_loan_taken_to_settle_pays_from_the_next_revenue_phase() -> None:
    """The raise-money step comes after this turn's Revenue Phase: a loan taken there is fresh."""
    game = new_game(2)
    game.record("air_fare.sale", {"player": 1, "card": 2})
    game.record("air_fare.loan", {"player": 1, "amount": 50})  # $120M
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Europe"}, {"player": 2, "card": "Boston"}])
    fly(game)
    game.record("air_fare.revenue", {})  # -$10M interest: $110M
    game.record("air_fare.bids", {"bids": [{"player": 1, "card": pool_card(game, "Europe"), "amount": 110}]})
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Dallas"}, {"player": 2, "card": "Boston"}])
    fly(game)
    game.record("air_fare.revenue", {})
    (ann,) = short_players(game.state)
    assert (ann.owes, ann.cash, ann.loan_room) == (10, 0, 50)
    game.record("air_fare.loan", {"player": 1, "amount": 10})
    game.record("air_fare.settle", {})
    assert cash(game, 1) == 0 and game.state.loans[1] == 60
    assert next_interest(game.state, 1) == 12  # 20 % of $60M at turn 3's Revenue Phase


def test_what_a_payment_leaves_of_the_dues_outstanding() -> None:
    """Raise Money Fast lets a player short at the Revenue Phase repay loans at any time: the ledger says
    whether a payment leaves him short of his dues again ("If you cannot pay, you go bankrupt")."""
    game = issue_example()
    game.record("air_fare.revenue", {})
    game.record("air_fare.sale", {"player": 1, "card": 1})  # the 737 at base cost: $14M + $25M = $39M for $20M due
    covered = air_fare.short_after_repaying(game.state, 1, 19)  # $20M left: the dues still covered
    before = next(p for p in air_fare.short_players(game.state) if p.seat == 1)
    assert covered is not None and covered.loan_room == before.loan_room + 19  # repaid: room to borrow again
    assert covered is not None and (covered.owes, covered.cash, covered.short) == (20, 20, 0)
    again = air_fare.short_after_repaying(game.state, 1, 25)  # $14M left: $6M short again
    assert again is not None and (again.owes, again.cash, again.short) == (20, 14, 6)
    assert air_fare.short_after_repaying(game.state, 2, 10) is None  # Bea paid her dues: none outstanding
    assert cash(game, 1) == 39  # nothing was paid out


def test_the_revenue_summary_in_parts_is_the_recorded_summary() -> None:
    """The Revenue Phase's summary, each player's part apart (what the revenue form sets apart on screen): joined
    by ", " it is the summary recorded, word for word (old books' audits compare it), at every Revenue Phase of
    the bundled sample; a short player's part keeps its commas ("owes $20M with $14M: short by $6M, ...")."""
    game = issue_example()
    parts = air_fare.revenue_summary(game.state)
    assert parts.head == "Turn 2 revenue" and [name for name, _ in parts.players] == ["Ann", "Bea"]
    assert parts.players[0][1] == "Ann earns $9M, owes $20M with $14M: short by $6M, to raise before the Bid Phase"
    assert parts.players[1][1].startswith("Bea +$")
    assert game.position() == "Turn 2, Revenue Phase"  # worked out on a copy: nothing recorded, nothing moved
    game.record("air_fare.revenue", {})
    assert game.records[-1].summary == parts.text()
    assert parts.text(" · ") == f"Turn 2 revenue: {parts.players[0][1]} · {parts.players[1][1]}"

    setup, actions = sample_record("air-fare-4p")
    sample = Game(setup)
    checked = 0
    for action in actions:
        expected = air_fare.revenue_summary(sample.state) if action.kind == "air_fare.revenue" else None
        sample.record(action.kind, dict(action.payload))
        if expected is not None:
            assert sample.records[-1].summary == expected.text()
            checked += 1
    assert checked > 20
    with pytest.raises(RuleViolation):  # not in the Revenue Phase
        air_fare.revenue_summary(sample.state)


def test_a_repayment_is_refused_before_its_form_while_nobody_owes_the_bank() -> None:
    """A newcomer's try: the repay form offered players who owed $0M and refused only once the amount was typed.
    With nobody owing the bank, the repayment is refused outright (``kind``), so the key says so."""
    game = after_revenue()
    error = game.refused_now("air_fare.repay")
    assert error is not None and "no player owes the bank" in error.message
    game.record("air_fare.loan", {"player": 1, "amount": 40})
    assert game.refused_now("air_fare.repay") is None


@pytest.mark.parametrize("kind", ["air_fare.player_repay", "air_fare.player_interest"])
def test_a_loan_between_players_paid_back_or_its_interest_is_refused_while_none_is_owed(kind: str) -> None:
    """A newcomer's try: ``i`` (and ``u``) opened a form offering "Cat owes Ann $0M now" and refused only once the
    amount was typed. With no loan between players owed, both are refused outright (``kind``), as a bank loan
    repaid is: the key says "Not now". A loan paid back in full is owed no more."""
    game = new_game(3)
    error = game.refused_now(kind)
    assert error is not None and error.field == "kind" and "no player owes another" in error.message, error
    game.record("air_fare.player_loan", {"lender": 3, "borrower": 1, "amount": 20})
    assert game.refused_now(kind) is None
    assert air_fare.open_player_loans(game.state) == [(3, 1, 20)]
    game.record("air_fare.player_repay", {"lender": 3, "borrower": 1, "amount": 20})
    assert air_fare.open_player_loans(game.state) == []
    assert game.refused_now(kind) is not None


def test_the_next_step_says_only_the_settle_once_every_due_is_covered() -> None:
    """A newcomer's try: after a sale covered every shortfall, the Next line still said "Raise money (sell,
    borrow), then settle; still short then: bankrupt" before "Every player's dues are covered: settle"."""
    game = issue_example()
    game.record("air_fare.revenue", {})
    assert air_fare.next_step(game.state).startswith("Raise money (sell, borrow), then settle")
    game.record("air_fare.sale", {"player": 1, "card": 1})  # +$25M: $39M for $20M due
    assert air_fare.next_step(game.state) == "Every player's dues are covered: settle"


def test_the_bid_phase_with_an_empty_pool_says_what_the_banker_does() -> None:
    """Only Event Cards drawn: the Next line read "secret bids on 0 cards in the Bidding Pool". The Bid Phase is
    still recorded, with no bids (Event Cards discarded, Bid Phase; the End Phase follows), and says so."""
    game = new_game(2)
    no_grounding(game)
    draw(game, [{"player": 1, "card": "Holiday Season"}, {"player": 2, "card": "Pilot Strike"}])
    fly(game)
    game.record("air_fare.revenue", {})
    assert game.state.phase == "bid" and not game.state.pool
    step = air_fare.next_step(game.state)
    assert "0 card" not in step and "the Bidding Pool is empty, nothing to bid on" in step, step
    assert step.endswith("record it with no bids to end the turn"), step
    game.record("air_fare.bids", {"bids": []})
    assert game.records[-1].summary == "Turn 1 bids: no bids" and game.state.turn == 2


@pytest.mark.parametrize(
    "loans, how, words",
    [
        (33, "half_up", ' = $6.6M, rounded half up = $7M (option rounding "half_up"; docs/rule-readings.md, Air Fare)'),
        (33, "down", ' = $6.6M, rounded down = $6M (option rounding "down"; docs/rule-readings.md, Air Fare)'),
        (32, "up", ' = $6.4M, rounded up = $7M (option rounding "up"; docs/rule-readings.md, Air Fare)'),
        (40, "half_up", ""),
    ],
)
def test_the_interest_says_how_it_is_rounded(loans: int, how: str, words: str) -> None:
    """A newcomer's try: the revenue breakdown said "pays $7M: interest 20% of $33M loans" without the rounding,
    where a landing spells its own out. The words agree with what the ledger charges (:func:`interest_due`)."""
    assert air_fare.interest_rounding(loans, how) == words
    if words:
        assert words.split(" = ")[2].startswith(f"${air_fare.interest_due(loans, how)}M")


def test_the_next_step_offers_only_what_raises_money_for_a_player_still_short() -> None:
    """A newcomer's try: once every due was covered the Next line still offered "s Sell · l Loan · e Settle",
    and with Bea, the only one short, at $100M borrowed it offered "l Loan" (a covered player had loan room).
    The raise-money kinds are those that can raise money for a player still short."""
    game = issue_example()
    game.record("air_fare.revenue", {})  # Ann: $14M for $20M due, $100M borrowed: no loan room
    assert air_fare.next_kinds(game.state) == ("air_fare.sale", "air_fare.settle")
    state = copy.deepcopy(game.state)
    state.outstanding[2] = [("her own dues", 1)]  # Bea covered, with room to borrow: no loan offered for her
    assert next(p for p in short_players(state) if p.seat == 2).loan_room
    assert air_fare.next_kinds(state) == ("air_fare.sale", "air_fare.settle")
    # the ways the settle form names: Ann's cards (a sale; to Bea too, who has cash to spare), a loan from Bea
    ways = air_fare.raise_money_kinds(game.state)
    assert "air_fare.sale" in ways and "air_fare.loan" not in ways
    game.record("air_fare.sale", {"player": 1, "card": 1})  # the 737: $39M for $20M due, covered
    assert air_fare.next_kinds(game.state) == ("air_fare.settle",)
    assert air_fare.raise_money_kinds(game.state) == ()  # nobody short: nothing to raise


def test_what_a_payment_to_another_player_leaves_of_the_dues_outstanding() -> None:
    """A newcomer's try: Ann, covered at the settle, paid back a loan between players and was short again without
    a word. The ledger says what a payment to another player leaves of the dues (no bank loan room given back)."""
    game = issue_example()
    game.record("air_fare.revenue", {})  # Ann: $14M for $20M due
    game.record("air_fare.player_loan", {"lender": 2, "borrower": 1, "amount": 10})  # $24M: covered
    again = air_fare.short_after_paying(game.state, 1, 8)  # $16M left: $4M short
    assert again is not None and (again.owes, again.cash, again.short, again.loan_room) == (20, 16, 4, 0)
    covered = air_fare.short_after_paying(game.state, 1, 3)  # $21M left: covered
    assert covered is not None and covered.short == 0
    assert air_fare.short_after_paying(game.state, 2, 10) is None  # Bea paid her dues: none outstanding
    assert cash(game, 1) == 24  # nothing was paid out


def test_what_a_loan_from_another_player_leaves_of_the_dues_outstanding() -> None:
    """A loan between players smaller than what the borrower is short leaves him short, and lost to the lender if he
    goes bankrupt at the settle: the ledger says what it leaves (the Loan form warns of it)."""
    game = issue_example()
    game.record("air_fare.revenue", {})  # Ann: $14M for $20M due, $6M short
    still = air_fare.short_after_borrowing(game.state, 1, 4)  # $18M: $2M short still
    assert still is not None and (still.owes, still.cash, still.short) == (20, 18, 2)
    covered = air_fare.short_after_borrowing(game.state, 1, 6)  # $20M: covered
    assert covered is not None and covered.short == 0
    assert cash(game, 1) == 14  # nothing was lent


def test_the_audit_notes_what_a_bankruptcy_writes_off() -> None:
    """A newcomer's try: the audit's bankruptcy row showed only the cash the bank took ("−$15M"). Its notes say the
    bank loans and the loans between players written off too, and each other player's side of those loans."""
    game = issue_example(crash=True)  # Ann owes $120M with $5M and $100M borrowed from the bank
    game.record("air_fare.revenue", {})
    game.record("air_fare.player_loan", {"lender": 2, "borrower": 1, "amount": 10})  # Ann $15M, short still
    game.record("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 5})  # Ann $10M
    game.record("air_fare.settle", {})
    assert game.state.player(1).status == "bankrupt"
    history = cash_by_turn(game)
    ann, bea = history[1][-1], history[2][-1]
    assert ann.bankruptcy == 10
    assert ann.notes[-4:] == (
        "BANKRUPT: out of the game",
        "bank loans of $100M written off",
        "$5M lent to Bea written off",
        "$10M owed to Bea written off",
    ), ann.notes
    assert bea.notes[-2:] == ("$5M owed to Ann written off", "$10M lent to Ann lost"), bea.notes


def test_one_rule_says_which_cards_may_be_sold_and_refuses_the_others() -> None:
    """A newcomer's try: the Sale list offered Ann's 737 that had just flown, refused once chosen. The rule is one
    function (:func:`air_fare.sale_refusal`) that the refusal and the forms' lists share: before the Revenue Phase is
    recorded, the plane that flew and the landing right it landed at are not sold (docs/rule-readings.md, Air Fare,
    Sales); once it is, every card is."""
    game = issue_example()  # Turn 2, Revenue Phase: Ann's 737 #1 flew to her Minor Airport
    ann = game.state.player(1)
    landed = next(to for seat, plane, _from, to in game.state.flights if plane == 1)
    assert air_fare.sale_refusal(game.state, 1) == "flew this turn"
    assert air_fare.sale_refusal(game.state, landed) == "took a landing this turn"
    assert air_fare.unsellable_cards(game.state, 1) == [(1, "flew this turn"), (landed, "took a landing this turn")]
    assert air_fare.sellable_cards(game.state, 1) == [c for c in (*ann.planes, *ann.rights) if c not in (1, landed)]
    error = refused(game, "air_fare.sale", {"player": 1, "card": 1}, "card", "rule-readings")
    assert "card: Boeing 737 #1 flew this turn: sell it after the Revenue Phase (" in str(error), str(error)
    error = refused(game, "air_fare.trade", {"seller": 1, "buyer": 2, "card": landed, "price": 0}, "card", "readings")
    assert f"card: Minor Airport #{landed} took a landing this turn: sell it after" in str(error), str(error)
    game.record("air_fare.revenue", {})
    assert air_fare.unsellable_cards(game.state, 1) == []
    assert air_fare.sellable_cards(game.state, 1) == [*ann.planes, *ann.rights]


def test_spare_cash_is_cash_less_the_players_own_dues() -> None:
    """What a player could lend without falling short himself (Raise Money Fast), as the loan between players
    form starts its lender on (a newcomer's try: it started on a lender short himself, with $0M): Ann, $14M for
    $20M due, has -$6M to spare; Bea, $59M and nothing due, $59M."""
    game = issue_example()
    game.record("air_fare.revenue", {})
    assert (air_fare.spare_cash(game.state, 1), air_fare.spare_cash(game.state, 2)) == (14 - 20, 50 + 9)
    (ann,) = short_players(game.state)
    assert ann.others == (("Bea", 59),)  # the same figure, as the table names who could help
