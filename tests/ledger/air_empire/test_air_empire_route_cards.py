"""Air Empire's route cards that cannot be as printed (issue 12), and the cities a game knows.

Route Cards: a card prints the "Minimum Flight Costs" of each class and the "Revenue (Quarterly)";
Route Bidding: "players may bid no lower than the minimum figure stated on the Route Card", and "in a
2-player game, only Class A and Class B may be bid on". A class whose minimum is above its revenue
can never be bid on while a bid above the revenue is refused (flight_costs_above_revenue = "refuse"):
a new game refuses such a card (route_card_check = "refuse"); a game stored before the check records
it with a warning ("warn", the reading it leaves out), as does flight_costs_above_revenue = "allow".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ledger.game import Game, GameSetup
from ledger.games import air_empire
from ledger.games.air_empire import AirEmpireOptions, closest_cities, known_cities, read_route_card, route_city_check
from ledger.journal import RuleViolation
from ledger.schema import new_game_options

R_CARD = "Air Empire, Basic Game, Route Cards; Reminder Rules 7; docs/rule-readings.md"
NAMES = ("Ann", "Bea", "Cal", "Dee")


def new_game(players: int = 4, **options: object) -> Game:
    """A game as ``airbanker new`` starts it today (the options whose reading changed written out)."""
    return Game(GameSetup("air_empire", "basic", "", NAMES[:players], new_game_options(AirEmpireOptions, options)))


def card(revenue: object, *, players: int = 4, c: int = 6_000) -> dict[str, object]:
    minimums = {"A": 10_000, "B": 8_000, "C": c} if players > 2 else {"A": 10_000, "B": 8_000}
    return {"city": "Denver", "adjacent": [], "minimums": minimums, "revenue": revenue}


# -- A class nobody can bid on --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("revenue", "field", "words"),
    [
        # one revenue for every class: $9,000 is below Class A's minimum only
        (9_000, "revenue", ("revenue $9,000 is below the minimum Flight Costs of Class A ($10,000)",)),
        # one per class: Class B's $7,000 is below its $8,000
        ({"A": 20_000, "B": 7_000, "C": 6_000}, "revenue.B", ("Class B's revenue $7,000", "$8,000")),
    ],
)
def test_a_class_nobody_can_bid_on_is_refused_in_a_new_game(revenue, field, words):
    game = new_game()
    with pytest.raises(RuleViolation) as refused:
        game.record("air_empire.route_card", card(revenue))
    assert (refused.value.field, refused.value.rule) == (field, R_CARD)
    assert 'flight_costs_above_revenue is "refuse"' in str(refused.value)
    for word in words:
        assert word in str(refused.value)
    assert game.records == [] and game.state.phase == "route_card"


def test_a_stored_game_that_leaves_the_check_out_records_the_card_with_a_warning():
    """Games stored before the check (no route_card_check in their options) keep importing: the card is
    recorded as typed, and its summary (the journal, the command line) warns."""
    game = Game(GameSetup("air_empire", "basic", "", NAMES, {"first_senior_president": 1}))
    assert game.state.route_card_check == "warn"
    rec = game.record("air_empire.route_card", card(9_000))
    assert "WARNING: the revenue $9,000 is below the minimum Flight Costs of Class A ($10,000)" in rec.summary
    assert 'nobody can bid on Class A (recorded as typed: option route_card_check is "warn")' in rec.summary
    assert game.state.card is not None and game.state.card["revenue"]["A"] == 9_000


def test_with_loss_bids_allowed_the_card_is_recorded_with_a_warning():
    """flight_costs_above_revenue = "allow": a bid above the revenue stands (its loss paid to the Bank), so
    the class can be bid on, always at a loss; the banker is warned (the TUI asks before recording)."""
    game = new_game(flight_costs_above_revenue="allow")
    reading = read_route_card(game.state, card(9_000))
    assert reading.warnings == (
        "the revenue $9,000 is below the minimum Flight Costs of Class A ($10,000): every bid on Class A is a loss",
    )
    rec = game.record("air_empire.route_card", card(9_000))
    assert "WARNING: the revenue $9,000" in rec.summary and "every bid on Class A is a loss" in rec.summary
    game.record(
        "air_empire.bids",
        {"bids": [{"player": 1, "class": "A", "flight_costs": 10_000, "super_jets": 1, "prop_jets": 1}]},
    )
    assert game.state.player(1).recap[1]["1b"] == -1_000  # 9,000 − 10,000


def test_a_minimum_equal_to_the_revenue_is_a_card_like_any_other():
    """Flight Profit 0 at the minimum is no loss: no refusal, no warning."""
    game = new_game()
    assert read_route_card(game.state, card(10_000)).warnings == ()
    assert "WARNING" not in game.record("air_empire.route_card", card(10_000)).summary


# -- A 2-player card has no Class C ---------------------------------------------------------------
def test_a_class_c_minimum_typed_by_habit_into_the_revenue_is_refused_with_a_plain_message():
    """Minimums A $10,000 and B $8,000, then the card's Class C minimum ($6,000) typed where the revenue
    goes: below both minimums, refused, and the refusal says a 2-player card has no Class C."""
    game = new_game(2)
    with pytest.raises(RuleViolation) as refused:
        game.record("air_empire.route_card", card(6_000, players=2))
    assert refused.value.field == "revenue"
    assert "a 2-player card has no Class C: is $6,000 a Class C minimum typed by habit?" in str(refused.value)
    assert "Class A ($10,000) and Class B ($8,000)" in str(refused.value)


@pytest.mark.parametrize("check", ["refuse", "warn"])
def test_a_class_c_revenue_in_a_2_player_game(check):
    """A revenue for Class C in a 2-player game used to be dropped without a word: refused in a new game,
    recorded with a warning (and still ignored) with route_card_check = "warn"."""
    game = new_game(2, route_card_check=check)
    payload = card({"A": 20_000, "B": 18_000, "C": 6_000}, players=2)
    if check == "refuse":
        with pytest.raises(RuleViolation) as refused:
            game.record("air_empire.route_card", payload)
        assert (refused.value.field, refused.value.rule) == ("revenue.C", "Air Empire, Basic Game, Route Bidding")
        assert "not bid on in a 2-player game" in str(refused.value)
        return
    rec = game.record("air_empire.route_card", payload)
    assert "WARNING: a revenue for Class C is ignored" in rec.summary
    assert game.state.card is not None and game.state.card["revenue"] == {"A": 20_000, "B": 18_000}


def test_a_class_c_minimum_in_a_2_player_game_is_refused():
    game = new_game(2)
    with pytest.raises(RuleViolation) as refused:
        game.record(
            "air_empire.route_card", card(18_000, players=2) | {"minimums": {"A": 10_000, "B": 8_000, "C": 6_000}}
        )
    assert refused.value.field == "minimums.C"


# -- The cities a game knows ------------------------------------------------------------------------
def test_the_known_cities_are_every_route_city_and_adjacent_city_once():
    game = new_game()
    game.record(
        "air_empire.route_card", card(18_000) | {"city": "San Francisco", "adjacent": ["Los Angeles", "Helena"]}
    )
    game.record("air_empire.bids", {"bids": []})
    for seat in (1, 2, 3, 4):
        game.record("air_empire.maintenance", {"player": seat})
    game.record(
        "air_empire.route_card", card(18_000) | {"city": "los angeles", "adjacent": ["San Francisco", "Phoenix"]}
    )
    assert known_cities(game.state) == ["Helena", "Los Angeles", "Phoenix", "San Francisco"]
    assert closest_cities("Los Angles", known_cities(game.state)) == ("Los Angeles",)
    assert closest_cities("Denver", known_cities(game.state)) == ()


def test_a_new_city_in_the_first_period_is_no_typo():
    """The first 3-year period turns up cards never seen before: a new Route City is expected."""
    game = new_game()
    checked = route_city_check(game.state, "Chicgo")
    assert (checked.known, checked.rebid, checked.likely_typo) == (False, False, False)
    assert read_route_card(game.state, card(18_000) | {"city": "Chicgo"}).warnings == ()


def test_the_option_readings_are_documented_with_their_rules():
    rules = air_empire.meta.OPTION_RULES
    assert "Planes" in rules["plane_supply"] and "Playing Procedure 1" in rules["senior_order"]
    assert "Route Cards" in rules["route_card_check"]


# -- A minimum checked alone (the route card form checks a field as it is left) --------------------------------------
@pytest.mark.parametrize("minimum", [10, 0, 1_500, "10000", None])
def test_a_minimum_checked_alone_is_refused_as_the_card_refuses_it(minimum):
    """:func:`check_card_minimum` refuses what the card's check refuses, with the same field, words and rule (the
    route card form says the refusal on leaving the field, and ctrl+s must say it alike)."""
    with pytest.raises(RuleViolation) as alone:
        air_empire.check_card_minimum("A", minimum)
    with pytest.raises(RuleViolation) as whole:
        new_game().record("air_empire.route_card", card(18_000) | {"minimums": {"A": minimum, "B": 8_000, "C": 6_000}})
    assert (alone.value.field, alone.value.message, alone.value.rule) == (
        whole.value.field,
        whole.value.message,
        whole.value.rule,
    )
    assert alone.value.field == "minimums.A"


def test_a_minimum_checked_alone_is_taken_as_the_card_takes_it():
    assert air_empire.check_card_minimum("C", 6_000) == 6_000


def test_an_adjacent_city_misspelt_is_asked_about_and_recorded_as_typed():
    """A newcomer's try: "Los Angles" typed as an adjacent city while Los Angeles is a Route City of the game was
    taken silently, and the Efficiency Savings of the player holding Los Angeles were then wrong. The reading
    asks "Los Angles: did you mean Los Angeles?"; a warning only (the card records as typed), kept out of the
    stored summary."""
    game = new_game()
    game.record("air_empire.route_card", card(18_000) | {"city": "Los Angeles", "adjacent": ["Helena"]})
    game.record("air_empire.bids", {"bids": []})
    for seat in (1, 2, 3, 4):
        game.record("air_empire.maintenance", {"player": seat})
    typed = card(18_000) | {"city": "Phoenix", "adjacent": ["Los Angles", "helena", "Denver"]}
    reading = read_route_card(game.state, typed)
    assert reading.adjacent_slips == ("Los Angles: did you mean Los Angeles?",)
    assert not any("Los Angles" in w for w in reading.warnings)
    assert air_empire.adjacent_city_slips(game.state, ["Los Angeles", "Denver"]) == ()
    record = game.record("air_empire.route_card", typed)
    assert "did you mean" not in record.summary


def test_a_flight_costs_table_entered_late_names_each_recorded_bid_it_contradicts():
    """A newcomer's try: Di's Y1 Q1 bid C $10,000 typed with 0 Super + 5 Prop was forfeited (4 Prop Jets idle); a
    Flight Costs Table entered later giving $10,000 as 2 Super, 0 Prop (under which Di would have won) was taken
    with no word. The ledger names each such bid; a warning only: the table records, the bids stay as they were."""
    game = Game(GameSetup("air_empire", "basic", "", ("Alexandra", "Bartholomew", "Christopher", "Di"), {}))
    game.record("air_empire.route_card", card(18_000))
    bids = [
        {"player": 4, "class": "C", "flight_costs": 10_000, "super_jets": 0, "prop_jets": 5},
        {"player": 1, "class": "A", "flight_costs": 11_000, "super_jets": 1, "prop_jets": 3},
    ]
    game.record("air_empire.bids", {"bids": bids})
    rows = [
        {"flight_costs": 10_000, "super_jets": 2, "prop_jets": 0},
        {"flight_costs": 11_000, "super_jets": 1, "prop_jets": 3},  # as Alexandra's bid used: no word
    ]
    table = {"provenance": "board", "rows": rows}
    assert air_empire.table_contradictions(game.state, table) == (
        "Y1 Q1 Di's bid C $10,000 (forfeited) was recorded with 0 Super, 5 Prop; this table gives 2 Super, 0 Prop",
    )
    game.record("air_empire.flight_costs_table", table)
    assert game.state.flight_costs_table[10_000] == (2, 0)
    assert air_empire.table_contradictions(game.state, {"rows": rows[1:]}) == ()


# -- The spelling aid of US cities (a newcomer's try: "St. Luis" recorded without a word) ----------------------------
def test_a_misspelt_adjacent_city_no_card_named_is_asked_about_from_the_spelling_aid():
    """A newcomer's try: Y2 Q1's card, Kansas City, adjacent "Denver, St. Luis, Dallas", recorded without a word:
    no card had named St. Louis yet, so the game knew nothing to compare with. The spelling aid of US cities asks
    "St. Luis: did you mean St. Louis?"; a city the aid spells so, or one alike nothing, is not asked about; a
    warning only, out of the stored summary."""
    game = new_game()
    typed = card(18_000) | {"city": "Kansas City", "adjacent": ["Denver", "St. Luis", "Dallas", "Helena"]}
    reading = read_route_card(game.state, typed)
    assert reading.adjacent_slips == ("St. Luis: did you mean St. Louis?",)
    assert reading.city_slips == ()
    assert air_empire.adjacent_city_slips(game.state, ["St. Louis", "st. louis", "Billings"]) == ()
    costs = air_empire.adjacent_slip_costs(game.state, typed["adjacent"])
    assert costs == ("nobody holds a Class A route in St. Louis now: no Efficiency Savings are lost this quarter",)
    record = game.record("air_empire.route_card", typed)
    assert "did you mean" not in record.summary and game.state.cards[1]["adjacent"][1] == "St. Luis"


def test_a_city_a_card_named_is_not_asked_about_even_if_the_aid_spells_it_otherwise():
    """The cities the cards named come first: once recorded (y), "St. Luis" is the game's spelling, not asked
    again; a known city close to the typed one is offered before the aid's."""
    game = new_game()
    game.record("air_empire.route_card", card(18_000) | {"city": "Kansas City", "adjacent": ["St. Luis"]})
    assert air_empire.adjacent_city_slips(game.state, ["St. Luis"]) == ()
    assert air_empire.adjacent_city_slips(game.state, ["St. Lui"]) == ("St. Lui: did you mean St. Luis?",)


def test_a_misspelt_route_city_in_the_first_period_is_asked_about_from_the_spelling_aid():
    """The Route City itself, in the first 3-year period (later, a city never named is a likely typo of its own,
    in the card's warnings): "Kansas Cty: did you mean Kansas City?", kept out of the stored summary."""
    game = new_game()
    typed = card(18_000) | {"city": "Kansas Cty"}
    reading = read_route_card(game.state, typed)
    assert reading.city_slips == ("Kansas Cty: did you mean Kansas City?",)
    assert not any("Kansas Cty" in w for w in reading.warnings)
    assert air_empire.route_city_slips(game.state, "Kansas City") == ()
    assert air_empire.route_city_slips(game.state, "Helena") == ()
    assert "did you mean" not in game.record("air_empire.route_card", typed).summary


def test_the_spelling_aid_says_it_is_not_the_boards_list():
    text = (Path(air_empire.__file__).parent / "data" / "us_cities.toml").read_text("utf-8")
    assert "a spelling aid of US cities, NOT the board's list — the rulebook does not print the board's cities" in text
    cities = air_empire.spelling_aid_cities()
    assert 50 <= len(cities) <= 80 and len({c.casefold() for c in cities}) == len(cities) and "St. Louis" in cities
