"""Air Fare rules engine: the rulebook's numbers, the game options, and refusals.

Every refusal raises RuleViolation naming the field and the rule, and changes nothing: the
state (compared whole, by value), the balances, the records and the position stay as they
were. Money in $ millions.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from ledger import air_fare
from ledger.air_fare import (
    LANDING_RIGHTS, PLANES, EVENTS, RULES, apply_percentages, interest_due, landing_revenue, round_money, score,
    standings,
)
from ledger.game import Game, GameSetup
from ledger.journal import RuleViolation
from ledger.money import format_money

R = "Air Fare"


def new_game(n: int = 2, **options: Any) -> Game:
    return Game(GameSetup("air_fare", "standard", "test", ("Ann", "Bea", "Cal", "Dee")[:n], options))


def no_grounding(game: Game) -> None:
    """Maintenance Phase with every plane rolling 10 (nobody grounded)."""
    planes = [c for p in game.state.active_players() for c in p.planes]
    game.record("air_fare.maintenance", {"rolls": [{"plane": c, "roll": 10} for c in planes]})


def draw(game: Game, *cards: str, **extra: Any) -> None:
    seats = [p.seat for p in game.state.active_players()]
    rows = [{"player": s, "card": c} for s, c in zip(seats, cards)]
    for row in rows:
        row.update(extra.get(f"p{row['player']}", {}))
    game.record("air_fare.draw", {"cards": rows})


def fly(game: Game, *flights: tuple[int, int, str]) -> None:
    game.record("air_fare.flights", {"flights": [{"player": s, "plane": p, "to": c} for s, p, c in flights]})


def pool_card(game: Game, name: str) -> int:
    return next(c for c in game.state.pool if game.state.cards[c].name == name)


def plane(game: Game, seat: int, index: int = 0) -> int:
    return game.state.player(seat).planes[index]


def refused(game: Game, kind: str, payload: dict[str, Any], field: str, rule: str) -> RuleViolation:
    """Record an action that must be refused; check field, rule, and that nothing changed."""
    before = (copy.deepcopy(game.state), dict(game.state.balances), len(game.records), game.position())
    with pytest.raises(RuleViolation) as info:
        game.record(kind, payload)
    assert info.value.field == field, str(info.value)
    assert rule in info.value.rule, str(info.value)
    assert (game.state, dict(game.state.balances), len(game.records), game.position()) == before
    return info.value


# -- The card lists -------------------------------------------------------------------------
def test_card_lists_are_the_rulebooks() -> None:
    assert sum(c.count for c in (*LANDING_RIGHTS.values(), *PLANES.values(), *EVENTS.values())) == 110
    assert LANDING_RIGHTS["Miami"].revenue == (20, 40, 60, 90) and LANDING_RIGHTS["Miami"].base == 50
    assert LANDING_RIGHTS["Minor Airport"].count == 8
    assert PLANES["Boeing 747 Jumbo Jet"].revenue_percent == 30 and PLANES["Boeing 737"].age == "Very Old"
    assert EVENTS["Maintenance"].count == 5 and EVENTS["Effective Advertising Campaign"].count == 4
    assert air_fare.CARDS_PROVENANCE == "rulebook"


def test_worked_example_miami() -> None:
    """Revenue Phase: 1st plane at Miami $20, 2nd $40, 4th (all 4 rights) $90."""
    assert landing_revenue("Miami", 1, 4) == 20
    assert landing_revenue("Miami", 2, 4) == 40
    assert landing_revenue("Miami", 4, 4) == 90
    assert all(landing_revenue("Minor Airport", n, 4) == 10 for n in range(1, 5))


# -- Setup ----------------------------------------------------------------------------------
def test_setup() -> None:
    game = new_game(4)
    for p in game.state.players:
        assert game.balance(f"p{p.seat}:cash") == 50
        assert [game.state.cards[c].name for c in p.rights] == ["Minor Airport", "Minor Airport"]
        assert len(p.planes) == 1
    assert game.state.deck["Minor Airport"] == 0
    assert game.state.deck_left() == 110 - 12
    assert game.position() == "Turn 1, Maintenance Phase"
    assert format_money(game.balance("p1:cash"), millions=True) == "$50M"


@pytest.mark.parametrize("n", [5, 6])
def test_more_than_four_players_need_more_minor_airports(n: int) -> None:
    with pytest.raises(RuleViolation) as info:
        new_game(2).setup  # noqa: B018
        Game(GameSetup("air_fare", "standard", "t", tuple(f"P{i}" for i in range(n))))
    assert info.value.field == "players"
    assert "8 Minor Airport" in info.value.message and "Setup" in info.value.rule


@pytest.mark.parametrize("options, field", [
    ({"landing_column": "best"}, "options.landing_column"),
    ({"rounding": "nearest"}, "options.rounding"),
    ({"starting_planes": ["Boeing 747 Jumbo Jet", "Boeing 737"]}, "options.starting_planes[0]"),
    ({"colour": 1}, "options"),
])
def test_bad_options_are_refused(options: dict[str, Any], field: str) -> None:
    with pytest.raises(RuleViolation) as info:
        new_game(2, **options)
    assert info.value.field == field and info.value.rule


# -- Maintenance ----------------------------------------------------------------------------
def test_grounding_by_age() -> None:
    assert air_fare.grounded_on("Very Old", 3) and not air_fare.grounded_on("Very Old", 4)
    assert air_fare.grounded_on("Old", 2) and not air_fare.grounded_on("Old", 3)
    assert air_fare.grounded_on("New", 1) and not air_fare.grounded_on("New", 2)
    game = new_game(2)
    game.record("air_fare.maintenance", {"rolls": [{"plane": plane(game, 1), "roll": 3},
                                                   {"plane": plane(game, 2), "roll": 4}]})
    assert game.state.grounded == {plane(game, 1)}
    draw(game, "Dallas", "Chicago")
    refused(game, "air_fare.flights", {"flights": [{"player": 1, "plane": plane(game, 1), "to": "Minor Airport"}]},
            "flights[0].plane", "Maintenance Phase")


def test_seeded_rolls_are_recorded_and_replay_alike() -> None:
    game = new_game(3)
    game.record("air_fare.maintenance", {"seed": 7})
    assert game.records[-1].payload == {"seed": 7}
    again = Game.replay(game.setup, [(r.kind, r.payload, r.note, r.recorded_at) for r in game.records])
    assert again.state == game.state and again.state.rolls


def test_maintenance_refusals() -> None:
    game = new_game(2)
    refused(game, "air_fare.maintenance", {"rolls": [{"plane": plane(game, 1), "roll": 10}]}, "rolls",
            "Maintenance Phase")
    refused(game, "air_fare.maintenance", {"rolls": [{"plane": plane(game, 1), "roll": 11},
                                                     {"plane": plane(game, 2), "roll": 5}]},
            "rolls[0].roll", "Maintenance Phase")
    refused(game, "air_fare.maintenance", {"seed": "x"}, "seed", "Maintenance Phase")
    refused(game, "air_fare.draw", {"cards": []}, "kind", "Turn Sequence")


# -- Draw -----------------------------------------------------------------------------------
def test_draw_refusals() -> None:
    game = new_game(2)
    no_grounding(game)
    refused(game, "air_fare.draw", {"cards": [{"player": 1, "card": "Miami"}]}, "cards", "Draw Phase")
    refused(game, "air_fare.draw", {"cards": [{"player": 1, "card": "Paris"}, {"player": 2, "card": "Miami"}]},
            "cards[0].card", "Card List")
    refused(game, "air_fare.draw", {"cards": [{"player": 1, "card": "Pilot Strike"},
                                              {"player": 2, "card": "Pilot Strike"}]}, "cards[1].card", "Card List")
    refused(game, "air_fare.draw", {"cards": [{"player": 1, "card": "Plane Crash"},
                                              {"player": 2, "card": "Miami"}]}, "cards[0].plane", "Event Card List")
    refused(game, "air_fare.draw", {"cards": [{"player": 1, "card": "Miami"}, {"player": 1, "card": "Miami"}]},
            "cards[1].player", "Draw Phase")


def test_end_when_the_deck_runs_out_at_the_draw_phase() -> None:
    game = new_game(2)
    # test setup: a short deck of three cards (a real one takes ~50 turns); no refusal follows,
    # so the game never replays from its setup
    game.state.deck = {n: 0 for n in game.state.deck}
    game.state.deck.update({"Dallas": 2, "Chicago": 1})
    game._rebuild = lambda: None  # type: ignore[method-assign]  # the deck edit is this test's setup
    no_grounding(game)
    draw(game, "Dallas", "Dallas")
    fly(game)
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": []})
    no_grounding(game)
    game.record("air_fare.draw", {"cards": [{"player": 2, "card": "Chicago"}]})  # one card left: one draw
    fly(game)
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": []})
    no_grounding(game)
    game.record("air_fare.draw", {"cards": []})
    assert game.position() == "game over"
    assert [s.score for s in standings(game.state)] == [50 + 25 + 40, 50 + 25 + 40]


# -- Flying and revenue ---------------------------------------------------------------------
def miami_game(**options: Any) -> Game:
    """Ann borrows $100, wins two Miami landing rights (turn 1) and a Boeing 737 (turn 2),
    repositions both 737s to Minor Airports (turn 3); turn 4 is at the Flying Phase."""
    game = new_game(2, **options)
    game.record("air_fare.loan", {"player": 1, "amount": 100})
    no_grounding(game)
    draw(game, "Miami", "Miami")
    fly(game, (1, plane(game, 1), "Minor Airport"), (2, plane(game, 2), "Minor Airport"))
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": [{"player": 1, "card": c, "amount": 50} for c in game.state.pool]})
    no_grounding(game)
    draw(game, "Boeing 737", "Dallas")
    fly(game, (1, plane(game, 1), "Miami"))
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": [{"player": 1, "card": pool_card(game, "Boeing 737"), "amount": 25}]})
    no_grounding(game)
    draw(game, "Atlanta", "Boston")
    fly(game, (1, plane(game, 1), "Minor Airport"), (1, plane(game, 1, 1), "Minor Airport"))
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": []})
    no_grounding(game)
    draw(game, "Chicago", "Chicago")
    return game


def test_nth_landing_earns_the_nth_column() -> None:
    game = miami_game()
    # turn 1: 9 (737 at a Minor Airport, -10%) - 20 interest; bids 100; turn 2: 18 - 20; bid 25; turn 3: 9+9 - 20
    assert game.balance("p1:cash") == 150 + 9 - 20 - 100 + 18 - 20 - 25 + 18 - 20
    cash = game.balance("p1:cash")
    fly(game, (1, plane(game, 1), "Miami"), (1, plane(game, 1, 1), "Miami"))
    game.record("air_fare.revenue", {})
    assert game.balance("p1:cash") == cash + 18 + 36 - 20  # $20 and $40, each -10 %, less interest


def test_rights_held_column_option() -> None:
    game = miami_game(landing_column="rights_held")
    cash = game.balance("p1:cash")
    fly(game, (1, plane(game, 1), "Miami"), (1, plane(game, 1, 1), "Miami"))
    game.record("air_fare.revenue", {})
    assert game.balance("p1:cash") == cash + 36 + 36 - 20


def holiday_game(**options: Any) -> Game:
    """Ann wins a DC-9 (turn 1); in turn 2 the Holiday Season (150 %) is drawn; Flying Phase."""
    game = new_game(2, **options)
    no_grounding(game)
    draw(game, "McDonnell Douglas DC-9", "Dallas")
    fly(game)
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": [{"player": 1, "card": pool_card(game, "McDonnell Douglas DC-9"),
                                            "amount": 25}]})
    no_grounding(game)
    draw(game, "Holiday Season", "Dallas")
    fly(game, (1, plane(game, 1), "Minor Airport"), (1, plane(game, 1, 1), "Minor Airport"))
    return game


@pytest.mark.parametrize("options, earned", [
    ({}, 28),                                                  # 13.5 + 13.5, each rounded half up
    ({"rounding": "down"}, 26),                                # 13 + 13
    ({"rounding": "up"}, 28),
    ({"round_each": "player"}, 27),                            # 27 exactly, rounded once
    ({"percentages": "add"}, 28),                              # 10 x 140 % = 14 each
    ({"percentages": "add", "rounding": "down"}, 28),
    ({"percentages": "multiply", "rounding": "down", "round_each": "player"}, 27),
])
def test_percentages_and_rounding_options(options: dict[str, Any], earned: int) -> None:
    game = holiday_game(**options)
    cash = game.balance("p1:cash")
    game.record("air_fare.revenue", {})
    assert game.balance("p1:cash") == cash + earned


def test_percentage_helpers() -> None:
    assert apply_percentages(10, [-10, 50], "multiply") == pytest.approx(13.5)
    assert apply_percentages(10, [-10, 50], "add") == 14
    assert apply_percentages(10, [-10, -50], "multiply") == pytest.approx(4.5)
    assert round_money(apply_percentages(10, [-10, 50], "multiply"), "half_up") == 14
    assert round_money(apply_percentages(10, [-10, 50], "multiply"), "down") == 13
    assert interest_due(100) == 20 and interest_due(7) == 1 and interest_due(8) == 2 and interest_due(7, "up") == 2


@pytest.mark.parametrize("event, earned", [
    ("Pilot Strike", 0), ("Effective Advertising Campaign", 14), ("Oil Shortage", 5), ("Dallas", 9)])
def test_player_and_everyone_events(event: str, earned: int) -> None:
    game = new_game(2)
    no_grounding(game)
    draw(game, event, "Dallas")
    fly(game, (1, plane(game, 1), "Minor Airport"))
    game.record("air_fare.revenue", {})
    assert game.balance("p1:cash") == 50 + earned  # 10 x 90 % = 9, then x 0 / 150 % / 50 % (4.5 half up)


def test_city_events_and_no_flights() -> None:
    game = miami_game()
    refused(game, "air_fare.flights", {"flights": [{"player": 1, "plane": plane(game, 1), "to": "Dallas"}]},
            "flights[0].to", "Flying Phase")
    # Hurricane: no flights to/from Miami; Snowbirds: +50 % at Miami
    state = copy.deepcopy(game.state)
    state.events = [("Hurricane", 2)]
    with pytest.raises(RuleViolation) as info:
        RULES.apply(state, "air_fare.flights", {"flights": [{"player": 1, "plane": plane(game, 1), "to": "Miami"}]})
    assert info.value.field == "flights[0].to" and "Event Card List" in info.value.rule
    cash = game.balance("p1:cash")
    game.state.events = [("Snowbirds", 2)]
    game._rebuild = lambda: None  # type: ignore[method-assign]
    fly(game, (1, plane(game, 1), "Miami"))
    game.record("air_fare.revenue", {})
    assert game.balance("p1:cash") == cash + 27 - 20  # 20 x 90 % x 150 %


def test_maintenance_terminal_tax_and_crash_events() -> None:
    game = new_game(2)
    no_grounding(game)
    draw(game, "Maintenance", "Terminal Tax")
    fly(game)
    game.record("air_fare.revenue", {})
    assert game.balance("p1:cash") == 50 - 10 - 20 and game.balance("p2:cash") == 50 - 10 - 20
    game.record("air_fare.bids", {"bids": []})
    no_grounding(game)
    draw(game, "Plane Crash", "Dallas", p1={"plane": plane(game, 1)})
    assert game.state.player(1).planes == []
    fly(game)
    game.record("air_fare.revenue", {})
    assert game.state.player(1).status == "bankrupt"  # $20 cannot pay $100 of litigation
    assert game.balance("p1:cash") == 0 and sum(game.state.balances.values()) == 0


def flying_state(plane_type: str, rights: list[str], at: str | None = None) -> air_fare.AirFareState:
    """A state at the Flying Phase where Ann holds a plane of ``plane_type`` (placed for the test)."""
    game = new_game(2)
    no_grounding(game)
    draw(game, "Dallas", "Dallas")
    state = copy.deepcopy(game.state)
    p = state.player(1)
    state.deck[plane_type] += 1
    p.planes = [air_fare._new_card(state, plane_type)]
    for city in rights:
        state.deck[city] += 1
        p.rights.append(air_fare._new_card(state, city))
    if at is not None:
        state.at[p.planes[0]] = next(r for r in p.rights if state.cards[r].name == at)
    return state


@pytest.mark.parametrize("plane_type, rights, at, to, message", [
    ("Boeing 737", ["Europe", "New York"], "New York", "Europe", "US range"),
    ("Boeing 747 Jumbo Jet", ["Europe", "Dallas"], "Dallas", "Europe", "originate or end"),
    ("Boeing 747 Jumbo Jet", ["Europe", "Chicago"], "Europe", "Chicago", "originate or end"),
    ("Aerospatiale/BAC Concorde", ["Europe", "Miami"], "Miami", "Europe", "Concorde"),
    ("Aerospatiale/BAC Concorde", ["New York", "Miami"], None, "Miami", "Concorde"),
    ("Boeing 747 Jumbo Jet", ["Dallas"], "Dallas", "Dallas", "different city"),
])
def test_flight_refusals(plane_type: str, rights: list[str], at: str | None, to: str, message: str) -> None:
    state = flying_state(plane_type, rights, at)
    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation) as info:
        RULES.apply(state, "air_fare.flights", {"flights": [{"player": 1, "plane": state.player(1).planes[0],
                                                             "to": to}]})
    assert info.value.field == "flights[0].to" and "Air Fare" in info.value.rule
    assert message in info.value.message
    assert state == before


@pytest.mark.parametrize("plane_type, at, to", [
    ("Boeing 747 Jumbo Jet", "Miami", "Europe"), ("Aerospatiale/BAC Concorde", "New York", "Europe"),
    ("Aerospatiale/BAC Concorde", "Europe", "New York"), ("Boeing 757", "Europe", "Boston")])
def test_flights_allowed(plane_type: str, at: str, to: str) -> None:
    state = flying_state(plane_type, ["Europe", "Miami", "New York", "Boston"], at)
    RULES.apply(state, "air_fare.flights", {"flights": [{"player": 1, "plane": state.player(1).planes[0], "to": to}]})
    assert state.phase == "revenue"


def test_landings_limited_by_rights() -> None:
    game = holiday_game()
    # already flown: undo the flights and fly both to one Minor Airport card? Each card takes one plane.
    game.record("undo")
    refused(game, "air_fare.flights", {"flights": [
        {"player": 1, "plane": plane(game, 1), "to": "Minor Airport"},
        {"player": 1, "plane": plane(game, 1, 1), "to": "Minor Airport"},
        {"player": 1, "plane": plane(game, 1), "to": "Minor Airport"}]}, "flights[2].plane", "Flying Phase")
    refused(game, "air_fare.flights", {"flights": [{"player": 2, "plane": plane(game, 1), "to": "Minor Airport"}]},
            "flights[0].plane", "Flying Phase")
    refused(game, "air_fare.flights", {"flights": [{"player": 9, "plane": 1, "to": "Minor Airport"}]},
            "flights[0].player", "Flying Phase")


# -- Loans ----------------------------------------------------------------------------------
def test_loans_and_interest() -> None:
    game = new_game(2)
    game.record("air_fare.loan", {"player": 1, "amount": 60})
    refused(game, "air_fare.loan", {"player": 1, "amount": 41}, "amount", "Raise Money Fast")
    game.record("air_fare.loan", {"player": 1, "amount": 40})
    assert game.balance("p1:loans") == -100 and game.balance("bank:loans") == 100
    assert score(game.state, 1) == 150 + 25 + 40 - 100
    no_grounding(game)
    draw(game, "Dallas", "Dallas")
    fly(game)
    game.record("air_fare.revenue", {})
    assert game.balance("p1:cash") == 150 - 20
    game.record("air_fare.repay", {"player": 1, "amount": 100})
    refused(game, "air_fare.repay", {"player": 1, "amount": 1}, "amount", "Raise Money Fast")
    assert game.balance("p1:loans") == 0 and game.balance("p1:cash") == 30


def test_bankrupt_when_interest_cannot_be_paid() -> None:
    game = new_game(2)
    game.record("air_fare.loan", {"player": 1, "amount": 100})
    no_grounding(game)
    draw(game, "Europe", "Dallas")
    fly(game)
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": [{"player": 1, "card": pool_card(game, "Europe"), "amount": 130}]})
    assert game.balance("p1:cash") == 0  # 150 - 20 interest (no flights) - 130
    no_grounding(game)
    draw(game, "Dallas", "Dallas")
    fly(game)
    game.record("air_fare.revenue", {})  # $0 cash, $20 interest due
    assert game.state.player(1).status == "bankrupt"
    assert game.balance("p1:loans") == 0 and game.balance("bank:loans") == 0
    refused(game, "air_fare.loan", {"player": 1, "amount": 10}, "player", "Revenue Phase")
    assert sum(game.state.balances.values()) == 0


# -- Bids -----------------------------------------------------------------------------------
def bid_game(**options: Any) -> Game:
    game = new_game(3, **options)
    no_grounding(game)
    draw(game, "Dallas", "Chicago", "Boston")
    fly(game)
    game.record("air_fare.revenue", {})
    return game


def test_bids_resolve() -> None:
    game = bid_game(bid_limit="each")
    dallas, chicago, boston = (pool_card(game, n) for n in ("Dallas", "Chicago", "Boston"))
    game.record("air_fare.loan", {"player": 3, "amount": 20})
    game.record("air_fare.bids", {"bids": [
        {"player": 1, "card": dallas, "amount": 50}, {"player": 2, "card": dallas, "amount": 50},
        {"player": 3, "card": chicago, "amount": 61}, {"player": 1, "card": boston, "amount": 40},
        {"player": 2, "card": boston, "amount": 41}]})
    assert game.state.pool == [dallas]
    assert game.balance("p1:cash") == 50  # lost and tied: pays nothing
    assert game.balance("p2:cash") == 50 - 41
    assert game.balance("p3:cash") == 70 - 61
    assert game.position() == "Turn 2, Maintenance Phase"


def test_unbid_cards_are_discarded() -> None:
    game = bid_game()
    game.record("air_fare.bids", {"bids": []})
    assert game.state.pool == [] and game.state.deck["Dallas"] == 3


@pytest.mark.parametrize("bid, field, rule", [
    ({"player": 1, "card": "Dallas", "amount": 49}, "bids[0].amount", "Bid Phase"),
    ({"player": 1, "card": "Europe", "amount": 100}, "bids[0].card", "Bid Phase"),
    ({"player": 1, "card": "Dallas", "amount": 51}, "bids[0].amount", "Bid Phase"),
    ({"player": 1, "card": "Dallas", "amount": "50"}, "bids[0].amount", "Bid Phase"),
    ({"player": 7, "card": "Dallas", "amount": 50}, "bids[0].player", "Bid Phase"),
])
def test_bid_refusals(bid: dict[str, Any], field: str, rule: str) -> None:
    game = bid_game()
    bid = dict(bid, card=pool_card(game, bid["card"]) if bid["card"] in ("Dallas", "Chicago", "Boston") else 999)
    refused(game, "air_fare.bids", {"bids": [bid]}, field, rule)


def test_bid_limit_options() -> None:
    game = bid_game()
    dallas, boston = pool_card(game, "Dallas"), pool_card(game, "Boston")
    two = {"bids": [{"player": 1, "card": dallas, "amount": 50}, {"player": 1, "card": boston, "amount": 40}]}
    refused(game, "air_fare.bids", two, "bids[1].amount", "rule-readings")
    game = Game(GameSetup("air_fare", "standard", "t", ("Ann", "Bea", "Cal"), {"bid_limit": "each"}))
    no_grounding(game)
    draw(game, "Dallas", "Chicago", "Boston")
    fly(game)
    game.record("air_fare.revenue", {})
    dallas, boston = pool_card(game, "Dallas"), pool_card(game, "Boston")
    two = {"bids": [{"player": 1, "card": dallas, "amount": 50}, {"player": 1, "card": boston, "amount": 40}]}
    refused(game, "air_fare.bids", two, "bids", "rule-readings")  # wins both, cannot pay both
    two["bids"].append({"player": 2, "card": boston, "amount": 45})
    game.record("air_fare.bids", two)  # Bea outbids on Boston: Ann pays $50 only
    assert game.balance("p1:cash") == 0 and game.balance("p2:cash") == 5


# -- Sales, phases, unknown actions --------------------------------------------------------
def test_sale_to_a_neutral_third_party() -> None:
    game = new_game(2)
    card = game.state.player(1).rights[0]
    game.record("air_fare.sale", {"player": 1, "card": card})
    assert game.balance("p1:cash") == 70 and card not in game.state.player(1).rights
    refused(game, "air_fare.sale", {"player": 1, "card": card}, "card", "Raise Money Fast")
    refused(game, "air_fare.sale", {"player": 2, "card": plane(game, 1)}, "card", "Raise Money Fast")


def test_trade_between_players() -> None:
    game = new_game(2)
    card = game.state.player(1).rights[0]
    refused(game, "air_fare.trade", {"seller": 1, "buyer": 2, "card": card, "price": 51}, "price", "Raise Money Fast")
    refused(game, "air_fare.trade", {"seller": 1, "buyer": 1, "card": card, "price": 5}, "buyer", "Raise Money Fast")
    refused(game, "air_fare.trade", {"seller": 2, "buyer": 1, "card": card, "price": 5}, "card", "Raise Money Fast")
    game.record("air_fare.trade", {"seller": 1, "buyer": 2, "card": card, "price": 35})
    assert card in game.state.player(2).rights
    assert game.balance("p1:cash") == 85 and game.balance("p2:cash") == 15
    assert score(game.state, 1) == 85 + 25 + 20 and score(game.state, 2) == 15 + 25 + 60


def test_phase_and_kind_refusals() -> None:
    game = new_game(2)
    refused(game, "air_fare.flights", {"flights": []}, "kind", "Turn Sequence")
    refused(game, "air_fare.revenue", {}, "kind", "Turn Sequence")
    refused(game, "air_fare.bids", {"bids": []}, "kind", "Turn Sequence")
    refused(game, "air_fare.nothing", {}, "kind", "docs/game-record.md")
    no_grounding(game)
    draw(game, "Dallas", "Dallas")
    fly(game)
    refused(game, "air_fare.revenue", {"amount": 3}, "amount", "Revenue Phase")


# -- A whole game ---------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_whole_game_to_the_end_of_the_deck(seed: int) -> None:
    """Legal random play with the real deck until the Draw Phase finds it empty: the books
    balance, the scores are cash + base costs - loans, and the game replays to the same state."""
    import random

    rng = random.Random(seed)
    game = new_game(4)
    for _ in range(400):
        state = game.state
        if state.phase == "over":
            break
        if state.phase == "maintenance":
            for p in state.active_players():
                if p.seat == rng.randint(1, 30) and state.loans.get(p.seat, 0) <= 60:
                    game.record("air_fare.loan", {"player": p.seat, "amount": 40})
            game.record("air_fare.maintenance", {"seed": rng.randint(0, 10**6)})
        elif state.phase == "draw":
            deck = [n for n, k in state.deck.items() for _ in range(k)]
            rows: list[dict[str, Any]] = []
            for p in state.active_players():
                if not deck:
                    break
                name = deck.pop(rng.randrange(len(deck)))
                row: dict[str, Any] = {"player": p.seat, "card": name}
                if name == "Plane Crash" and p.planes:
                    row["plane"] = rng.choice(p.planes)
                rows.append(row)
            game.record("air_fare.draw", {"cards": rows})
        elif state.phase == "flying":
            flights: list[dict[str, Any]] = []
            for p in state.active_players():
                for c in p.planes:
                    for city in sorted({state.cards[r].name for r in p.rights}, key=lambda _: rng.random()):
                        trial = {"flights": [*flights, {"player": p.seat, "plane": c, "to": city}]}
                        try:
                            game.preview("air_fare.flights", trial)
                        except RuleViolation:
                            continue
                        flights = trial["flights"]
                        break
            game.record("air_fare.flights", {"flights": flights})
        elif state.phase == "revenue":
            game.record("air_fare.revenue", {})
        else:
            bids: list[dict[str, Any]] = []
            spent: dict[int, int] = {}
            for card in state.pool:
                for p in state.active_players():
                    amount = air_fare.base_cost(state.cards[card].name) + rng.choice([0, 0, 5])
                    if rng.random() < 0.4 and spent.get(p.seat, 0) + amount + 30 <= game.balance(f"p{p.seat}:cash"):
                        spent[p.seat] = spent.get(p.seat, 0) + amount
                        bids.append({"player": p.seat, "card": card, "amount": amount})
            game.record("air_fare.bids", {"bids": bids})
    assert game.position() == "game over"
    assert game.state.deck_left() == 0 or not game.state.active_players()
    assert sum(game.state.balances.values()) == 0
    for s in standings(game.state):
        p = game.state.player(s.seat)
        cards = sum(air_fare.base_cost(game.state.cards[c].name) for c in (*p.planes, *p.rights))
        assert s.score == game.balance(f"p{s.seat}:cash") + cards + game.balance(f"p{s.seat}:loans")
    again = Game.replay(game.setup, [(r.kind, r.payload, r.note, r.recorded_at) for r in game.records])
    assert again.state == game.state


def test_the_record_file_round_trip() -> None:
    """An Air Fare game written as a record file (docs/game-record.md) replays to the same state."""
    from ledger.record_file import dumps_record, loads_record

    game = miami_game(rounding="down")
    fly(game, (1, plane(game, 1), "Miami"), (1, plane(game, 1, 1), "Miami"))
    game.record("air_fare.revenue", {})
    setup, actions, _ = loads_record(dumps_record(game.setup, game.records))
    again = Game.replay(setup, [(a.kind, a.payload, a.note, a.recorded_at) for a in actions])
    assert again.state == game.state and again.setup.options == game.setup.options
