"""Air Fare rules engine: the rulebook's numbers, the game options, and refusals.

Every refusal raises RuleViolation naming the field and the rule, and changes nothing: the
state (compared whole, by value), the balances, the records and the position stay as they
were. Money in $ millions.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from ledger.game import Game, GameSetup
from ledger.games import air_fare
from ledger.games.air_fare import (
    EVENTS,
    LANDING_RIGHTS,
    PLANES,
    RULES,
    apply_percentages,
    interest_due,
    landing_revenue,
    landings,
    round_money,
    score,
    standings,
)
from ledger.journal import RuleViolation
from ledger.money import format_money

R = "Air Fare"


NAMES = ("Ann", "Bea", "Cal", "Dee", "Eve", "Fay")


def new_game(n: int = 2, **options: Any) -> Game:
    return Game(GameSetup("air_fare", "standard", "test", NAMES[:n], options))


def no_grounding(game: Game) -> None:
    """Maintenance Phase with every plane rolling 10 (nobody grounded)."""
    planes = [c for p in game.state.active_players() for c in p.planes]
    game.record("air_fare.maintenance", {"rolls": [{"plane": c, "roll": 10} for c in planes]})


def draw(game: Game, *cards: str, **extra: Any) -> None:
    seats = [p.seat for p in game.state.active_players()]
    rows = [{"player": s, "card": c} for s, c in zip(seats, cards, strict=True)]
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
    """Option minor_airports_for_extra_players "refuse" (default): the message names the rule and the option."""
    with pytest.raises(RuleViolation) as info:
        Game(GameSetup("air_fare", "standard", "t", tuple(f"P{i}" for i in range(n))))
    assert info.value.field == "players"
    assert "8 Minor Airport" in info.value.message and "Setup" in info.value.rule
    assert "minor_airports_for_extra_players" in info.value.message
    assert "minor_airports_for_extra_players" in info.value.rule


@pytest.mark.parametrize("n", [5, 6])
def test_extra_players_one_minor_airport_each(n: int) -> None:
    """Option "one_each": with 5-6 players every player starts with one Minor Airport; the
    deck keeps the other 8 - n to be drawn and bid for."""
    game = new_game(n, minor_airports_for_extra_players="one_each")
    for p in game.state.players:
        assert [game.state.cards[c].name for c in p.rights] == ["Minor Airport"]
        assert game.balance(f"p{p.seat}:cash") == 50 and len(p.planes) == 1
    assert game.state.deck["Minor Airport"] == 8 - n
    assert game.state.deck_left() == 110 - 2 * n
    assert not any(c.proxy for c in game.state.cards.values())
    four = new_game(4, minor_airports_for_extra_players="one_each")  # four players: two each, as the rulebook
    assert all(len(p.rights) == 2 for p in four.state.players)


@pytest.mark.parametrize("n", [5, 6])
def test_extra_players_proxy_minor_airports(n: int) -> None:
    """Option "proxy": two Minor Airports each; the 2n - 8 beyond the deck's 8 are stand-ins
    from outside the deck, marked as such, not counted in the deck."""
    game = new_game(n, minor_airports_for_extra_players="proxy")
    for p in game.state.players:
        assert [game.state.cards[c].name for c in p.rights] == ["Minor Airport", "Minor Airport"]
    proxies = [c for c in game.state.cards.values() if c.proxy]
    assert len(proxies) == 2 * n - 8 and all(c.name == "Minor Airport" for c in proxies)
    assert game.state.deck["Minor Airport"] == 0 and game.state.deck_left() == 110 - n - 8
    last = game.state.player(n)
    assert all(game.state.cards[c].proxy for c in last.rights)
    assert air_fare.table_view(game.state).players[n - 1].rights[0].endswith("(proxy)")
    assert score(game.state, n) == 50 + 25 + 40  # a stand-in counts as a Minor Airport
    game.record("air_fare.sale", {"player": n, "card": last.rights[0]})  # leaves the game, the deck is unchanged
    assert game.balance(f"p{n}:cash") == 70 and game.state.deck["Minor Airport"] == 0
    game.record("air_fare.maintenance", {"seed": 3})
    draw(game, *["Dallas", "Chicago", "Boston", "Miami", "Europe", "Atlanta"][:n])
    assert game.position() == "Turn 1, Flying Phase"


def test_extra_players_option_is_checked() -> None:
    with pytest.raises(RuleViolation) as info:
        new_game(6, minor_airports_for_extra_players="share")
    assert info.value.field == "options.minor_airports_for_extra_players" and "rule-readings" in info.value.rule


@pytest.mark.parametrize(
    "options, field",
    [
        ({"landing_column": "best"}, "options.landing_column"),
        ({"rounding": "nearest"}, "options.rounding"),
        ({"starting_planes": ["Boeing 747 Jumbo Jet", "Boeing 737"]}, "options.starting_planes[0]"),
        ({"colour": 1}, "options"),
        ({"price_war": "yes"}, "options.price_war"),
        ({"price_war_scope": "city"}, "options.price_war_scope"),
        ({"advertising": 1}, "options.advertising"),
        ({"advertising_rolls": "per_taker"}, "options.advertising_rolls"),
        ({"advertising_takes_from": "all"}, "options.advertising_takes_from"),
    ],
)
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
    game.record(
        "air_fare.maintenance", {"rolls": [{"plane": plane(game, 1), "roll": 3}, {"plane": plane(game, 2), "roll": 4}]}
    )
    assert game.state.grounded == {plane(game, 1)}
    draw(game, "Dallas", "Chicago")
    refused(
        game,
        "air_fare.flights",
        {"flights": [{"player": 1, "plane": plane(game, 1), "to": "Minor Airport"}]},
        "flights[0].plane",
        "Maintenance Phase",
    )


def test_seeded_rolls_are_recorded_and_replay_alike() -> None:
    game = new_game(3)
    game.record("air_fare.maintenance", {"seed": 7})
    assert game.records[-1].payload == {"seed": 7}
    again = Game.replay(game.setup, [(r.kind, r.payload, r.note, r.recorded_at) for r in game.records])
    assert again.state == game.state and again.state.rolls


def test_maintenance_refusals() -> None:
    game = new_game(2)
    refused(
        game, "air_fare.maintenance", {"rolls": [{"plane": plane(game, 1), "roll": 10}]}, "rolls", "Maintenance Phase"
    )
    refused(
        game,
        "air_fare.maintenance",
        {"rolls": [{"plane": plane(game, 1), "roll": 11}, {"plane": plane(game, 2), "roll": 5}]},
        "rolls[0].roll",
        "Maintenance Phase",
    )
    refused(game, "air_fare.maintenance", {"seed": "x"}, "seed", "Maintenance Phase")
    refused(game, "air_fare.draw", {"cards": []}, "kind", "Turn Sequence")


# -- Draw -----------------------------------------------------------------------------------
def test_draw_refusals() -> None:
    game = new_game(2)
    no_grounding(game)
    refused(game, "air_fare.draw", {"cards": [{"player": 1, "card": "Miami"}]}, "cards", "Draw Phase")
    refused(
        game,
        "air_fare.draw",
        {"cards": [{"player": 1, "card": "Paris"}, {"player": 2, "card": "Miami"}]},
        "cards[0].card",
        "Card List",
    )
    refused(
        game,
        "air_fare.draw",
        {"cards": [{"player": 1, "card": "Pilot Strike"}, {"player": 2, "card": "Pilot Strike"}]},
        "cards[1].card",
        "Card List",
    )
    refused(
        game,
        "air_fare.draw",
        {"cards": [{"player": 1, "card": "Plane Crash"}, {"player": 2, "card": "Miami"}]},
        "cards[0].plane",
        "Event Card List",
    )
    refused(
        game,
        "air_fare.draw",
        {"cards": [{"player": 1, "card": "Miami"}, {"player": 1, "card": "Miami"}]},
        "cards[1].player",
        "Draw Phase",
    )


def test_a_card_the_rows_above_took_is_refused_by_whose_it_is() -> None:
    """One Oil Shortage in the deck: the second row that names it is refused, saying whose the only one is in this
    draw (it said "no Oil Shortage card is left in the deck (1 left)", a newcomer's try); a card none is left of in
    the deck says so; two Terminal Tax cards, both taken above, are named with their players."""
    game = new_game(4)
    no_grounding(game)
    oil = [{"player": 1, "card": "Oil Shortage"}, {"player": 2, "card": "Miami"}, {"player": 3, "card": "Oil Shortage"}]
    error = refused(game, "air_fare.draw", {"cards": [*oil, {"player": 4, "card": "Boston"}]}, "cards[2].card", "Deck")
    assert error.message == "the only Oil Shortage card left is Ann's in this draw", error.message
    tax = [{"player": s, "card": "Terminal Tax"} for s in (1, 2, 3)] + [{"player": 4, "card": "Miami"}]
    error = refused(game, "air_fare.draw", {"cards": tax}, "cards[2].card", "Deck")
    assert error.message == "the 2 Terminal Tax cards left are Ann's and Bea's in this draw", error.message
    game.state.deck["Pilot Strike"] = 0  # as once an earlier turn drew it
    rows = [{"player": 1, "card": "Pilot Strike"}] + [{"player": s, "card": "Miami"} for s in (2, 3, 4)]
    with pytest.raises(RuleViolation) as caught:
        game.preview("air_fare.draw", {"cards": rows})
    assert caught.value.field == "cards[0].card"
    assert caught.value.message == "no Pilot Strike card is left in the deck", caught.value.message


def test_end_when_the_deck_runs_out_at_the_draw_phase() -> None:
    """A short deck through the Faster Game Variants: 110 - 6 starting cards - 18 (second
    variant) - 39 removed (first variant, seed 5) = 47 cards, drawn two a turn by two players,
    nonevent cards first and the Plane Crash last: the 24th turn draws the one card left, the
    25th finds the deck empty and ends the game. Nobody bids; the planes shuttle between the
    two Minor Airports (9 a landing, a 737 or DC-9 at -10 %)."""
    game = new_game(2, faster_game=True, remove_cards=39, removal_seed=5)
    assert game.state.deck_left() == 47 and sum(game.state.removed.values()) == 39
    order = sorted(
        (n for n, k in game.state.deck.items() for _ in range(k)),
        key=lambda n: (n in air_fare.EVENTS, n == "Plane Crash", n),
    )
    turn = 0
    while len(order) > 1:
        no_grounding(game)
        draw(game, order.pop(0), order.pop(0))
        fly(game, *[(s, plane(game, s), "Minor Airport") for s in (1, 2)])
        game.record("air_fare.revenue", {})
        game.record("air_fare.bids", {"bids": []})
        turn += 1
    assert turn == 23 and order == ["Plane Crash"]
    no_grounding(game)
    refused(
        game,
        "air_fare.draw",
        {
            "cards": [
                {"player": 1, "card": "Plane Crash", "plane": plane(game, 1)},
                {"player": 2, "card": "Plane Crash"},
            ]
        },
        "cards",
        "Draw Phase",
    )
    game.record("air_fare.draw", {"cards": [{"player": 1, "card": "Plane Crash", "plane": plane(game, 1)}]})
    fly(game, (2, plane(game, 2), "Minor Airport"))
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": []})
    no_grounding(game)
    game.record("air_fare.draw", {"cards": []})
    assert game.position() == "game over" and game.state.deck_left() == 0
    assert game.state.player(1).planes == [] and all(p.active for p in game.state.players)
    # Bea flew once more than Ann and paid no $100 of litigation; Ann has no plane left
    assert game.balance("p2:cash") > game.balance("p1:cash") + 100
    assert [(s.name, s.score) for s in standings(game.state)] == [
        ("Bea", game.balance("p2:cash") + 25 + 40),
        ("Ann", game.balance("p1:cash") + 40),
    ]


# -- Flying and revenue ---------------------------------------------------------------------
def miami_game(turn4: tuple[str, str] = ("Chicago", "Chicago"), **options: Any) -> Game:
    """Ann borrows $100, wins two Miami landing rights (turn 1) and a Boeing 737 (turn 2),
    repositions both 737s to Minor Airports (turn 3); turn 4 draws ``turn4`` and is at the
    Flying Phase."""
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
    draw(game, *turn4)
    return game


def test_nth_landing_earns_the_nth_column() -> None:
    game = miami_game()
    # turn 1: 9 (737 at a Minor Airport, -10%) - 20 interest; bids 100; turn 2: 18 - 20; bid 25; turn 3: 9+9 - 20
    assert game.balance("p1:cash") == 150 + 9 - 20 - 100 + 18 - 20 - 25 + 18 - 20
    cash = game.balance("p1:cash")
    fly(game, (1, plane(game, 1), "Miami"), (1, plane(game, 1, 1), "Miami"))
    game.record("air_fare.revenue", {})
    assert game.balance("p1:cash") == cash + 18 + 36 - 20  # $20 and $40, each -10 %, less interest


def two_planes_for_miami(**options: Any) -> Game:
    """Ann holds two Miami landing rights, a Boeing 737 (Rev -10 %) and an MD-80 (Rev ---), both at
    Minor Airports; turn 4 is at the Flying Phase. (Bea lends Ann $40 for the MD-80: Raise Money Fast.)"""
    game = new_game(2, **options)
    game.record("air_fare.loan", {"player": 1, "amount": 100})
    no_grounding(game)
    draw(game, "Miami", "Miami")
    fly(game, (1, plane(game, 1), "Minor Airport"), (2, plane(game, 2), "Minor Airport"))
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": [{"player": 1, "card": c, "amount": 50} for c in game.state.pool]})
    no_grounding(game)
    draw(game, "McDonnell Douglas MD-80", "Dallas")
    fly(game, (1, plane(game, 1), "Miami"))
    game.record("air_fare.revenue", {})
    game.record("air_fare.player_loan", {"lender": 2, "borrower": 1, "amount": 40})
    game.record(
        "air_fare.bids", {"bids": [{"player": 1, "card": pool_card(game, "McDonnell Douglas MD-80"), "amount": 75}]}
    )
    no_grounding(game)
    draw(game, "Atlanta", "Boston")
    fly(game, (1, plane(game, 1), "Minor Airport"), (1, plane(game, 1, 1), "Minor Airport"))
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": []})
    no_grounding(game)
    draw(game, "Chicago", "Chicago")
    return game


@pytest.mark.parametrize(
    ("order", "md80_first", "earned"),
    [
        ("as_typed", False, 18 + 40),  # 737 1st ($20 - 10 %), MD-80 2nd ($40)
        ("as_typed", True, 20 + 36),  # MD-80 1st ($20), 737 2nd ($40 - 10 %)
        ("best", True, 18 + 40),  # typed either way, the order that earns most
        ("best", False, 18 + 40),
    ],
)
def test_which_plane_lands_first_is_an_option(order: str, md80_first: bool, earned: int) -> None:
    """Revenue Phase: "The first plane you land at Miami International gives $20. The second plane
    you land earns $40" — the rulebook does not say who orders the landings (docs/rule-readings.md)."""
    game = two_planes_for_miami(landing_order=order)
    b737, md80 = plane(game, 1), plane(game, 1, 1)
    assert game.state.cards[md80].name == "McDonnell Douglas MD-80"
    flights = [(1, md80, "Miami"), (1, b737, "Miami")] if md80_first else [(1, b737, "Miami"), (1, md80, "Miami")]
    fly(game, *flights)
    cash = game.balance("p1:cash")
    game.record("air_fare.revenue", {})
    assert game.balance("p1:cash") == cash + earned - 20  # less 20 % interest on the $100 bank loan


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
    game.record(
        "air_fare.bids", {"bids": [{"player": 1, "card": pool_card(game, "McDonnell Douglas DC-9"), "amount": 25}]}
    )
    no_grounding(game)
    draw(game, "Holiday Season", "Dallas")
    fly(game, (1, plane(game, 1), "Minor Airport"), (1, plane(game, 1, 1), "Minor Airport"))
    return game


@pytest.mark.parametrize(
    "options, earned",
    [
        ({}, 28),  # 13.5 + 13.5, each rounded half up
        ({"rounding": "down"}, 26),  # 13 + 13
        ({"rounding": "up"}, 28),
        ({"round_each": "player"}, 27),  # 27 exactly, rounded once
        ({"percentages": "add"}, 28),  # 10 x 140 % = 14 each
        ({"percentages": "add", "rounding": "down"}, 28),
        ({"percentages": "multiply", "rounding": "down", "round_each": "player"}, 27),
    ],
)
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


@pytest.mark.parametrize(
    "event, earned", [("Pilot Strike", 0), ("Effective Advertising Campaign", 14), ("Oil Shortage", 5), ("Dallas", 9)]
)
def test_player_and_everyone_events(event: str, earned: int) -> None:
    game = new_game(2)
    no_grounding(game)
    draw(game, event, "Dallas")
    fly(game, (1, plane(game, 1), "Minor Airport"))
    game.record("air_fare.revenue", {})
    assert game.balance("p1:cash") == 50 + earned  # 10 x 90 % = 9, then x 0 / 150 % / 50 % (4.5 half up)


def test_city_events_and_no_flights() -> None:
    """Bea draws the Hurricane (no flights to/from Miami) in one game and Snowbirds (+50 % at
    Miami) in another, in turn 4 of the Miami game."""
    game = miami_game(turn4=("Dallas", "Hurricane"))
    refused(
        game,
        "air_fare.flights",
        {"flights": [{"player": 1, "plane": plane(game, 1), "to": "Dallas"}]},
        "flights[0].to",
        "Flying Phase",
    )
    refused(
        game,
        "air_fare.flights",
        {"flights": [{"player": 1, "plane": plane(game, 1), "to": "Miami"}]},
        "flights[0].to",
        "Event Card List",
    )
    game = miami_game(turn4=("Dallas", "Snowbirds"))
    cash = game.balance("p1:cash")
    fly(game, (1, plane(game, 1), "Miami"))
    game.record("air_fare.revenue", {})
    assert game.balance("p1:cash") == cash + 27 - 20  # 20 x 90 % x 150 %


@pytest.mark.parametrize("cannot_pay", ["raise_money", "bankrupt_at_once"])
def test_maintenance_terminal_tax_and_crash_events(cannot_pay: str) -> None:
    game = new_game(2, cannot_pay=cannot_pay)
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
    if cannot_pay == "raise_money":
        assert game.position() == "Turn 2, Revenue Phase, raising money"  # $20 cannot pay $100 of litigation
        game.record("air_fare.settle", {})  # nothing raised: bankrupt
    assert game.position() == "Turn 2, Bid Phase"
    assert game.state.player(1).status == "bankrupt"
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


@pytest.mark.parametrize(
    "plane_type, rights, at, to, message",
    [
        ("Boeing 737", ["Europe", "New York"], "New York", "Europe", "US range"),
        ("Boeing 747 Jumbo Jet", ["Europe", "Dallas"], "Dallas", "Europe", "originate or end"),
        ("Boeing 747 Jumbo Jet", ["Europe", "Chicago"], "Europe", "Chicago", "originate or end"),
        ("Aerospatiale/BAC Concorde", ["Europe", "Miami"], "Miami", "Europe", "Concorde"),
        ("Aerospatiale/BAC Concorde", ["New York", "Miami"], None, "Miami", "Concorde"),
        ("Boeing 747 Jumbo Jet", ["Dallas"], "Dallas", "Dallas", "different city"),
    ],
)
def test_flight_refusals(plane_type: str, rights: list[str], at: str | None, to: str, message: str) -> None:
    state = flying_state(plane_type, rights, at)
    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation) as info:
        RULES.apply(
            state, "air_fare.flights", {"flights": [{"player": 1, "plane": state.player(1).planes[0], "to": to}]}
        )
    assert info.value.field == "flights[0].to" and "Air Fare" in info.value.rule
    assert message in info.value.message
    assert state == before


@pytest.mark.parametrize(
    "plane_type, rights, at, to, brief",
    [
        ("Boeing 737", ["Europe", "New York"], "New York", "Europe", "the Boeing 737 has a US range"),
        ("Boeing 747 Jumbo Jet", ["Europe", "Dallas"], "Dallas", "Europe", "neither end NY/Atlanta/Miami/Boston/DC"),
        (
            "Aerospatiale/BAC Concorde",
            ["Europe", "Miami"],
            "Miami",
            "Europe",
            "the Concorde flies New York-Europe only",
        ),
    ],
)
def test_flight_refusals_say_the_cause_in_brief(
    plane_type: str, rights: list[str], at: str | None, to: str, brief: str
) -> None:
    """Each city refused says the ledger's refusal whole, and its cause in brief with the rule's section, for a line
    of some 40 cells: a newcomer's try at 80x24 read "Europe: not for this plane this turn" of a Boeing 737 (its US
    range, no event), which said neither the cause nor that it lasts."""
    state = flying_state(plane_type, rights, at)
    jet = state.player(1).planes[0]
    refused = {r.city: r for r in air_fare.flight_refusals(state, 1, jet)}
    assert refused[to].brief == brief and refused[to].rule == "Flying Phase"
    assert "this turn" not in refused[to].brief and len(refused[to].brief) <= 40
    with pytest.raises(RuleViolation) as info:  # the whole reason is the refusal of that flight
        RULES.apply(state, "air_fare.flights", {"flights": [{"player": 1, "plane": jet, "to": to}]})
    assert refused[to].why == info.value.message


@pytest.mark.parametrize(
    "plane_type, at, to",
    [
        ("Boeing 747 Jumbo Jet", "Miami", "Europe"),
        ("Aerospatiale/BAC Concorde", "New York", "Europe"),
        ("Aerospatiale/BAC Concorde", "Europe", "New York"),
        ("Boeing 757", "Europe", "Boston"),
    ],
)
def test_flights_allowed(plane_type: str, at: str, to: str) -> None:
    state = flying_state(plane_type, ["Europe", "Miami", "New York", "Boston"], at)
    RULES.apply(state, "air_fare.flights", {"flights": [{"player": 1, "plane": state.player(1).planes[0], "to": to}]})
    assert state.phase == "revenue"


def test_landings_limited_by_rights() -> None:
    game = holiday_game()
    # already flown: undo the flights and fly both to one Minor Airport card? Each card takes one plane.
    game.record("undo")
    refused(
        game,
        "air_fare.flights",
        {
            "flights": [
                {"player": 1, "plane": plane(game, 1), "to": "Minor Airport"},
                {"player": 1, "plane": plane(game, 1, 1), "to": "Minor Airport"},
                {"player": 1, "plane": plane(game, 1), "to": "Minor Airport"},
            ]
        },
        "flights[2].plane",
        "Flying Phase",
    )
    refused(
        game,
        "air_fare.flights",
        {"flights": [{"player": 2, "plane": plane(game, 1), "to": "Minor Airport"}]},
        "flights[0].plane",
        "Flying Phase",
    )
    refused(
        game,
        "air_fare.flights",
        {"flights": [{"player": 9, "plane": 1, "to": "Minor Airport"}]},
        "flights[0].player",
        "Flying Phase",
    )


# -- Loans ----------------------------------------------------------------------------------
def test_loans_and_interest() -> None:
    game = new_game(2)
    game.record("air_fare.loan", {"player": 1, "amount": 60})
    refused(game, "air_fare.loan", {"player": 1, "amount": 41}, "amount", "Raise Money Fast")
    game.record("air_fare.loan", {"player": 1, "amount": 40})
    assert game.balance("p1:loans") == -100 and game.balance("bank:loans") == 100
    # the interest this turn's Revenue Phase charges (20 % of $100M) is owed already: the worth counts it
    assert score(game.state, 1) == 150 + 25 + 40 - 100 - 20
    no_grounding(game)
    draw(game, "Dallas", "Dallas")
    fly(game)
    game.record("air_fare.revenue", {})
    assert game.balance("p1:cash") == 150 - 20
    game.record("air_fare.repay", {"player": 1, "amount": 100})
    # nobody owes the bank now: refused before any field (the key says so), not on the amount typed
    refused(game, "air_fare.repay", {"player": 1, "amount": 1}, "kind", "Raise Money Fast")
    assert game.balance("p1:loans") == 0 and game.balance("p1:cash") == 30


@pytest.mark.parametrize("cannot_pay", ["raise_money", "bankrupt_at_once"])
def test_bankrupt_when_interest_cannot_be_paid(cannot_pay: str) -> None:
    game = new_game(2, cannot_pay=cannot_pay)
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
    if cannot_pay == "raise_money":
        assert game.state.player(1).active and game.state.outstanding == {1: [("interest 20% of $100M loans", 20)]}
        game.record("air_fare.settle", {})
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
    game.record(
        "air_fare.bids",
        {
            "bids": [
                {"player": 1, "card": dallas, "amount": 50},
                {"player": 2, "card": dallas, "amount": 50},
                {"player": 3, "card": chicago, "amount": 61},
                {"player": 1, "card": boston, "amount": 40},
                {"player": 2, "card": boston, "amount": 41},
            ]
        },
    )
    assert game.state.pool == [dallas]
    assert game.balance("p1:cash") == 50  # lost and tied: pays nothing
    assert game.balance("p2:cash") == 50 - 41
    assert game.balance("p3:cash") == 70 - 61
    assert game.position() == "Turn 2, Maintenance Phase"


def test_unbid_cards_are_discarded() -> None:
    game = bid_game()
    game.record("air_fare.bids", {"bids": []})
    assert game.state.pool == [] and game.state.deck["Dallas"] == 3


@pytest.mark.parametrize(
    "bid, field, rule",
    [
        ({"player": 1, "card": "Dallas", "amount": 49}, "bids[0].amount", "Bid Phase"),
        ({"player": 1, "card": "Europe", "amount": 100}, "bids[0].card", "Bid Phase"),
        ({"player": 1, "card": "Dallas", "amount": 51}, "bids[0].amount", "Bid Phase"),
        ({"player": 1, "card": "Dallas", "amount": "50"}, "bids[0].amount", "Bid Phase"),
        ({"player": 7, "card": "Dallas", "amount": 50}, "bids[0].player", "Bid Phase"),
    ],
)
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


def test_refused_bidders_names_everyone_the_engine_would_refuse() -> None:
    """The engine stops at its first refusal; :func:`refused_bidders` names every bidder refused as typed: his own
    bid (Cal's $60M with $50M), or, under bid_limit "each", what he wins together (Ann's $50M and $40M)."""
    game = bid_game(bid_limit="each")
    dallas, chicago, boston = (pool_card(game, n) for n in ("Dallas", "Chicago", "Boston"))
    typed = [(1, dallas, 50), (1, boston, 40), (3, chicago, 60)]
    payload = {"bids": [{"player": s, "card": c, "amount": a} for s, c, a in typed]}
    refused(game, "air_fare.bids", payload, "bids[2].amount", "Bid Phase")  # the engine names Cal alone
    found = air_fare.refused_bidders(game.state, typed)
    assert list(found) == [1, 3]
    assert "Ann wins bids for $90M with $50M" in found[1].message and found[1].field == "bids"
    assert found[3].field == str(chicago)
    assert air_fare.refused_bidders(game.state, [(1, dallas, 50), (2, boston, 40)]) == {}


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


@pytest.mark.parametrize("short", [False, True])
def test_a_plane_sold_after_its_revenue_leaves_no_landing_behind(short: bool) -> None:
    """Ann's 737 flies, the Revenue Phase pays it, then she sells it (in the Bid Phase, or in the raise-money step
    when she is short of her dues): the turn's landings, revenue and advertising rolls asked of that state name no
    card that left the game. Hypothesis found it (test_undo_all_the_way_back_gives_the_opening_state): the
    advertising rolls asked after such a sale raised a KeyError on the sold plane."""
    game = new_game(2, cannot_pay="raise_money")
    if short:  # Ann lends all her cash: her $9M of revenue will not cover the Maintenance event's $10M
        game.record("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 50})
    no_grounding(game)
    draw(game, "Maintenance", "Dallas")
    sold = plane(game, 1)
    fly(game, (1, sold, "Minor Airport"))
    game.record("air_fare.revenue", {})
    assert game.position() == ("Turn 1, Revenue Phase, raising money" if short else "Turn 1, Bid Phase")
    game.record("air_fare.sale", {"player": 1, "card": sold})
    state = game.state
    assert landings(state) == {1: [], 2: []}
    assert air_fare.turn_revenue(state) == {1: (0, []), 2: (0, [])}
    assert air_fare.advertising_rolls_needed(state, []) == []
    assert not air_fare.advertising_rolls_possible(state)
    air_fare.table_view(state)
    if short:
        game.record("air_fare.settle", {})
    game.record("air_fare.bids", {"bids": []})
    assert game.position() == "Turn 2, Maintenance Phase"


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


# -- Faster Game Variants: 10-40 nonevent cards removed ----------------------------------------
@pytest.mark.parametrize("count", [1, 9, 41, 110, -10, "10", True, 10.0])
def test_remove_cards_counts_outside_10_to_40_are_refused(count: Any) -> None:
    with pytest.raises(RuleViolation) as info:
        new_game(2, remove_cards=count, removal_seed=1)
    assert info.value.field == "options.remove_cards" and "Faster Game Variants" in info.value.rule
    assert "10-40 nonevent cards" in info.value.message


@pytest.mark.parametrize(
    "options, field",
    [
        ({"remove_cards": 10}, "options.removed_cards"),  # how are they picked?
        ({"remove_cards": 10, "removal_seed": 1, "removed_cards": ["Dallas"] * 4}, "options.removed_cards"),
        ({"remove_cards": 10, "removed_cards": ["Dallas"] * 4}, "options.removed_cards"),  # 4 typed, 10 to remove
        (
            {"remove_cards": 10, "removed_cards": ["Holiday Season"] + ["Boston"] * 4 + ["Miami"] * 4 + ["Europe"]},
            "options.removed_cards[0]",
        ),  # an event card
        ({"remove_cards": 10, "removed_cards": ["Dallas"] * 5 + ["Boston"] * 5}, "options.removed_cards[4]"),  # 4 left
        ({"remove_cards": 10, "removal_seed": "x"}, "options.removal_seed"),
        ({"removal_seed": 3}, "options.remove_cards"),
    ],
)
def test_remove_cards_refusals(options: dict[str, Any], field: str) -> None:
    with pytest.raises(RuleViolation) as info:
        new_game(2, **options)
    assert info.value.field == field and "Faster Game Variants" in info.value.rule


def test_remove_cards_typed_by_the_banker() -> None:
    typed = ["Dallas"] * 4 + ["Boeing 767"] * 6 + ["Europe"] * 2
    game = new_game(4, remove_cards=12, removed_cards=typed)
    assert game.state.deck["Dallas"] == 0 and game.state.deck["Boeing 767"] == 0 and game.state.deck["Europe"] == 2
    assert game.state.deck_left() == 110 - 12 - 12 and air_fare.table_view(game.state).removed_cards == 12
    no_grounding(game)
    cards = ("Dallas", "Miami", "Boston", "Chicago")
    rows = [{"player": s, "card": c} for s, c in zip((1, 2, 3, 4), cards, strict=True)]
    refused(game, "air_fare.draw", {"cards": rows}, "cards[0].card", "Card List")


def test_remove_cards_by_seed_are_recorded_and_replay_alike() -> None:
    """The seed is an option of the game record's header: replaying removes the same cards."""
    from ledger.record_file import dumps_record, loads_record

    game = new_game(3, remove_cards=40, removal_seed=2024, faster_game=True)
    assert sum(game.state.removed.values()) == 40
    assert not set(game.state.removed) & set(air_fare.EVENTS)
    assert not set(game.state.removed) & set(air_fare.FASTER_REMOVED)
    assert game.state.deck_left() == 110 - 9 - 18 - 40
    assert sum(game.state.deck[n] for n in air_fare.EVENTS) == 24
    setup, actions, _ = loads_record(dumps_record(game.setup, game.records))
    again = Game.replay(setup, [(a.kind, a.payload, a.note, a.recorded_at) for a in actions])
    assert again.state == game.state
    other = new_game(3, remove_cards=40, removal_seed=2025, faster_game=True)
    assert other.state.removed != game.state.removed


# -- Price War Optional Rule ---------------------------------------------------------------------
def dallas_game(**options: Any) -> Game:
    """Ann and Bea each win a Dallas landing right in turn 1 ($50M each); turn 2 is at the
    Maintenance Phase."""
    game = new_game(2, **options)
    no_grounding(game)
    draw(game, "Dallas", "Dallas")
    fly(game)
    if game.state.phase == "advertising":
        game.record("air_fare.advertising", {"spending": []})
    game.record("air_fare.revenue", {})
    first, second = game.state.pool
    game.record(
        "air_fare.bids",
        {"bids": [{"player": 1, "card": first, "amount": 50}, {"player": 2, "card": second, "amount": 50}]},
    )
    return game


def price_war_turn(game: Game, war: list[dict[str, Any]], to: str = "Dallas") -> tuple[tuple[int, int], str]:
    """A turn: the Price War declared with the maintenance rolls, both planes fly to ``to``; what each earns, and
    Ann's landing lines as the Revenue Phase paid them (read before it: once paid, the flights are over)."""
    planes = [c for p in game.state.active_players() for c in p.planes]
    game.record("air_fare.maintenance", {"rolls": [{"plane": c, "roll": 10} for c in planes], "price_war": war})
    draw(game, "Boston", "Boston")
    fly(game, (1, plane(game, 1), to), (2, plane(game, 2), to))
    before = game.balance("p1:cash"), game.balance("p2:cash")
    lines = " ".join(air_fare.turn_revenue(game.state)[1][1])
    game.record("air_fare.revenue", {})
    return (game.balance("p1:cash") - before[0], game.balance("p2:cash") - before[1]), lines


@pytest.mark.parametrize(
    "scope, earned",
    [
        ("player", (0, 18)),  # Ann's Price War stops Ann's income at Dallas only
        ("everyone", (0, 0)),  # ... or every player's income at Dallas
    ],
)
def test_price_war_stops_income_at_the_cities_picked(scope: str, earned: tuple[int, int]) -> None:
    game = dallas_game(price_war=True, price_war_scope=scope)
    paid, lines = price_war_turn(game, [{"player": 1, "cities": ["Dallas"]}])
    assert paid == earned
    assert "; Price War: no income" in lines
    assert "Price War: Ann at Dallas" in game.records[-4].summary
    game.record("air_fare.bids", {"bids": []})
    assert game.state.price_war == {}  # for this turn only
    assert price_war_turn(game, [], "Minor Airport")[0] == (9, 9)


def test_price_war_at_a_minor_airport_touches_only_its_picker() -> None:
    game = dallas_game(price_war=True, price_war_scope="everyone")
    game.record("air_fare.maintenance", {"seed": 1, "price_war": [{"player": 2, "cities": ["Minor Airport"]}]})
    assert "Price War: Bea at Minor Airport" in game.records[-1].summary
    assert air_fare.table_view(game.state).price_war == ("Bea: Minor Airport",)
    draw(game, "Boston", "Boston")
    game.record("undo")
    game.record("undo")
    game.record(
        "air_fare.maintenance",
        {
            "rolls": [{"plane": plane(game, s), "roll": 10} for s in (1, 2)],
            "price_war": [{"player": 2, "cities": ["Minor Airport"]}],
        },
    )
    draw(game, "Boston", "Boston")
    fly(game, (1, plane(game, 1), "Minor Airport"), (2, plane(game, 2), "Minor Airport"))
    cash = game.balance("p1:cash"), game.balance("p2:cash")
    game.record("air_fare.revenue", {})
    assert (game.balance("p1:cash") - cash[0], game.balance("p2:cash") - cash[1]) == (9, 0)


@pytest.mark.parametrize(
    "war, field",
    [
        ([{"player": 1, "cities": ["Miami"]}], "price_war[0].cities[0]"),
        ([{"player": 1, "cities": ["Dallas", "Dallas"]}], "price_war[0].cities[1]"),
        ([{"player": 1, "cities": []}], "price_war[0].cities"),
        ([{"player": 1, "cities": ["Dallas"]}, {"player": 1, "cities": ["Minor Airport"]}], "price_war[1].player"),
        ([{"player": 3, "cities": ["Dallas"]}], "price_war[0].player"),
        ({"player": 1}, "price_war"),
    ],
)
def test_price_war_refusals(war: Any, field: str) -> None:
    game = dallas_game(price_war=True)
    refused(game, "air_fare.maintenance", {"seed": 1, "price_war": war}, field, "Price War")


def test_price_war_needs_the_option() -> None:
    game = dallas_game()
    refused(
        game,
        "air_fare.maintenance",
        {"seed": 1, "price_war": [{"player": 1, "cities": ["Dallas"]}]},
        "price_war",
        "Price War Optional Rule",
    )
    assert "price_war" not in air_fare.next_step(game.state).lower()
    game = dallas_game(price_war=True)
    assert "Price War" in air_fare.next_step(game.state)


# -- Advertising Phase Optional Rule -----------------------------------------------------------
def chicago_game(**options: Any) -> Game:
    """Four players, each borrowing $20M from the bank: in turn 1 each wins one of the four
    Chicago landing rights for $60M; in turn 2 each flies his 737 or DC-9 to Chicago, earning
    $20M - 10 % = $18M there; the game stands at the Advertising Phase of turn 2, every
    player with $15M (50 + 20 + 9 at a Minor Airport - 4 interest - 60)."""
    game = new_game(4, advertising=True, **options)
    for s in (1, 2, 3, 4):
        game.record("air_fare.loan", {"player": s, "amount": 20})
    no_grounding(game)
    draw(game, "Chicago", "Chicago", "Chicago", "Chicago")
    fly(game, *[(s, plane(game, s), "Minor Airport") for s in (1, 2, 3, 4)])
    assert game.position() == "Turn 1, Advertising Phase"
    assert air_fare.advertising_cities(game.state) == {1: [], 2: [], 3: [], 4: []}
    game.record("air_fare.advertising", {"spending": []})
    game.record("air_fare.revenue", {})
    game.record(
        "air_fare.bids",
        {"bids": [{"player": s, "card": c, "amount": 60} for s, c in zip((1, 2, 3, 4), game.state.pool, strict=True)]},
    )
    no_grounding(game)
    draw(game, "Dallas", "Dallas", "Dallas", "Dallas")
    fly(game, *[(s, plane(game, s), "Chicago") for s in (1, 2, 3, 4)])
    assert game.position() == "Turn 2, Advertising Phase"
    assert [game.balance(f"p{s}:cash") for s in (1, 2, 3, 4)] == [15, 15, 15, 15]
    return game


#: The rulebook's example: A spends $0, B $3, C $5, D $10 at the same city.
EXAMPLE_SPENDING = [
    {"player": 2, "city": "Chicago", "amount": 3},
    {"player": 3, "city": "Chicago", "amount": 5},
    {"player": 4, "city": "Chicago", "amount": 10},
]
PER_CITY_ROLLS = [
    {"player": 2, "city": "Chicago", "roll": 5},
    {"player": 3, "city": "Chicago", "roll": 3},
    {"player": 4, "city": "Chicago", "roll": 7},
]
PER_OPPONENT_ROLLS = [
    {"player": 2, "city": "Chicago", "opponent": 1, "roll": 5},
    {"player": 3, "city": "Chicago", "opponent": 1, "roll": 3},
    {"player": 4, "city": "Chicago", "opponent": 1, "roll": 7},
    {"player": 4, "city": "Chicago", "opponent": 2, "roll": 4},
    {"player": 4, "city": "Chicago", "opponent": 3, "roll": 2},
]


@pytest.mark.parametrize(
    "options, rolls, takings, earned",
    [
        # Default readings. A, B, C, D (Ann, Bea, Cal, Dee) each earn $18M at Chicago.
        # B rolls 5: 50 % of A's 18 = 9 (A has 9 left). C: 1D10 = 3, 30 % of A's remaining 9 = 2.7 -> 3
        # (A 6 left); 10 % of B's 18 = 1.8 -> 2 (B 16 left). D: 1D10 = 7, 70 % of the remaining
        # profits of A (6 -> 4.2 -> 4), B (16 -> 11.2 -> 11) and C (18 -> 12.6 -> 13).
        (
            {},
            PER_CITY_ROLLS,
            [(2, 1, 50, 9), (3, 1, 30, 3), (3, 2, 10, 2), (4, 1, 70, 4), (4, 2, 70, 11), (4, 3, 70, 13)],
            (2, 14, 10, 46),
        ),
        # rounding "down": C 2.7 -> 2 and 1.8 -> 1; D 70 % of 7, 17 and 18 -> 4, 11, 12
        (
            {"rounding": "down"},
            PER_CITY_ROLLS,
            [(2, 1, 50, 9), (3, 1, 30, 2), (3, 2, 10, 1), (4, 1, 70, 4), (4, 2, 70, 11), (4, 3, 70, 12)],
            (3, 15, 9, 45),
        ),
        # "with_takings": what B took from A is B's income there too: C takes 10 % of 27 = 3, D 70 %
        # of B's 24 and of C's 18 + 3 + 3 = 24 (16.8 -> 17 each)
        (
            {"advertising_takes_from": "with_takings"},
            PER_CITY_ROLLS,
            [(2, 1, 50, 9), (3, 1, 30, 3), (3, 2, 10, 3), (4, 1, 70, 4), (4, 2, 70, 17), (4, 3, 70, 17)],
            (2, 7, 7, 56),
        ),
        # "per_opponent": D rolls 7 against A, 4 against B (40 % of 16 = 6.4 -> 6), 2 against C (20 % of 18 -> 4)
        (
            {"advertising_rolls": "per_opponent"},
            PER_OPPONENT_ROLLS,
            [(2, 1, 50, 9), (3, 1, 30, 3), (3, 2, 10, 2), (4, 1, 70, 4), (4, 2, 40, 6), (4, 3, 20, 4)],
            (2, 19, 19, 32),
        ),
    ],
)
def test_advertising_rulebook_example(
    options: dict[str, Any],
    rolls: list[dict[str, Any]],
    takings: list[tuple[int, int, int, int]],
    earned: tuple[int, ...],
) -> None:
    """Advertising Phase Optional Rule, the rulebook's example with four players at Chicago
    (see chicago_game): A spends $0, B $3, C $5, D $10; B rolls 5 (the example's 50), C rolls 3,
    D rolls 7 (per opponent: 7 against A, 4 against B, 2 against C). The takers go from the
    lowest spender to the highest, each taking from what is left ("A's remaining income", "the
    remaining profits of A, B, and C"). Every player also pays $4M interest."""
    game = chicago_game(**options)
    expected_rolls = [{k: v for k, v in r.items() if k != "roll"} for r in rolls]
    assert air_fare.advertising_rolls_needed(game.state, EXAMPLE_SPENDING) == expected_rolls
    game.record("air_fare.advertising", {"spending": EXAMPLE_SPENDING, "rolls": rolls})
    assert [game.balance(f"p{s}:cash") for s in (1, 2, 3, 4)] == [15, 12, 10, 5]  # the money is gone
    assert game.position() == "Turn 2, Revenue Phase"
    shares = air_fare.advertising_takings(game.state)
    assert [(k.taker, k.opponent, k.percent, k.amount) for k in shares] == takings
    view = air_fare.table_view(game.state)
    assert view.advertising == ("Chicago: Ann $0M, Bea $3M, Cal $5M, Dee $10M",)
    assert view.takings[0] == "Chicago: Bea takes $9M of Ann's (50% of $18M)"
    assert "advertising takes 6 share(s)" in view.next_step
    assert [p.advertising for p in view.players] == [0, 3, 5, 10]
    before = [game.balance(f"p{s}:cash") for s in (1, 2, 3, 4)]
    game.record("air_fare.revenue", {})
    assert tuple(game.balance(f"p{s}:cash") - b + 4 for s, b in zip((1, 2, 3, 4), before, strict=True)) == earned
    assert sum(earned) == 4 * 18
    game.record("air_fare.bids", {"bids": []})
    assert game.state.ad_spent == {} and game.state.ad_rolls == {}


def test_advertising_seeded_rolls_replay_alike() -> None:
    game = chicago_game()
    game.record("air_fare.advertising", {"spending": EXAMPLE_SPENDING, "seed": 99})
    assert set(game.state.ad_rolls) == {(2, "Chicago", 0), (3, "Chicago", 0), (4, "Chicago", 0)}
    assert all(1 <= r <= 10 for r in game.state.ad_rolls.values())
    game.record("air_fare.revenue", {})
    again = Game.replay(game.setup, [(r.kind, r.payload, r.note, r.recorded_at) for r in game.records])
    assert again.state == game.state


def test_advertising_more_but_not_twice_takes_10_percent_without_a_roll() -> None:
    game = chicago_game()
    spending = [
        {"player": 1, "city": "Chicago", "amount": 4},
        {"player": 2, "city": "Chicago", "amount": 5},
        {"player": 3, "city": "Chicago", "amount": 4},
        {"player": 4, "city": "Chicago", "amount": 4},
    ]
    assert air_fare.advertising_rolls_needed(game.state, spending) == []
    game.record("air_fare.advertising", {"spending": spending})
    game.record("air_fare.revenue", {})
    # Bea takes 10 % of 18 = 1.8 -> 2 from each of the three others
    assert [game.balance(f"p{s}:cash") for s in (1, 2, 3, 4)] == [11 + 16 - 4, 10 + 24 - 4, 11 + 16 - 4, 11 + 16 - 4]


@pytest.mark.parametrize(
    "payload, field",
    [
        ({"spending": [{"player": 1, "city": "Minor Airport", "amount": 1}]}, "spending[0].city"),
        ({"spending": [{"player": 1, "city": "Dallas", "amount": 1}]}, "spending[0].city"),
        ({"spending": [{"player": 1, "city": "Chicago", "amount": 16}]}, "spending[0].amount"),
        ({"spending": [{"player": 1, "city": "Chicago", "amount": -1}]}, "spending[0].amount"),
        (
            {
                "spending": [
                    {"player": 1, "city": "Chicago", "amount": 1},
                    {"player": 1, "city": "Chicago", "amount": 1},
                ]
            },
            "spending[1].city",
        ),
        ({"spending": EXAMPLE_SPENDING, "rolls": PER_CITY_ROLLS[:2]}, "rolls"),
        (
            {"spending": EXAMPLE_SPENDING, "rolls": [*PER_CITY_ROLLS, {"player": 1, "city": "Chicago", "roll": 4}]},
            "rolls[3].player",
        ),
        (
            {
                "spending": EXAMPLE_SPENDING,
                "rolls": [*PER_CITY_ROLLS[:2], {"player": 4, "city": "Chicago", "roll": 11}],
            },
            "rolls[2].roll",
        ),
        ({"spending": EXAMPLE_SPENDING, "rolls": [*PER_CITY_ROLLS, PER_CITY_ROLLS[0]]}, "rolls[3].player"),
        ({"spending": EXAMPLE_SPENDING, "rolls": PER_CITY_ROLLS, "seed": 3}, "seed"),
        ({"spending": EXAMPLE_SPENDING, "seed": "x"}, "seed"),
        ({"spending": {"player": 1}}, "spending"),
    ],
)
def test_advertising_refusals(payload: dict[str, Any], field: str) -> None:
    game = chicago_game()
    error = refused(game, "air_fare.advertising", payload, field, "Air Fare")
    assert "Advertising" in error.rule or "rule-readings" in error.rule


def test_advertising_phase_needs_the_option_and_comes_in_its_turn() -> None:
    game = dallas_game()
    refused(game, "air_fare.advertising", {"spending": []}, "kind", "Advertising Phase Optional Rule")
    game = chicago_game()
    assert air_fare.next_step(game.state).startswith("Advertising Phase")
    assert air_fare.table_view(game.state).phase_name == "Advertising Phase"
    refused(game, "air_fare.revenue", {}, "kind", "Turn Sequence")
    refused(game, "air_fare.sale", {"player": 1, "card": plane(game, 1)}, "card", "rule-readings")
    game.record("air_fare.advertising", {"spending": []})
    refused(game, "air_fare.advertising", {"spending": []}, "kind", "Advertising Phase")


def test_advertising_takes_nothing_from_a_price_war_city() -> None:
    """A Price War city earns nothing, so advertising there takes nothing from it."""
    game = dallas_game(price_war=True, advertising=True)
    game.record("air_fare.maintenance", {"seed": 1, "price_war": [{"player": 1, "cities": ["Dallas"]}]})
    draw(game, "Boston", "Boston")
    fly(game, *[(s, plane(game, s), "Dallas") for s in (1, 2) if plane(game, s) not in game.state.grounded])
    game.record("air_fare.loan", {"player": 2, "amount": 10})
    game.record(
        "air_fare.advertising",
        {
            "spending": [{"player": 2, "city": "Dallas", "amount": 1}],
            "rolls": [{"player": 2, "city": "Dallas", "roll": 10}],
        },
    )
    assert [k.amount for k in air_fare.advertising_takings(game.state)] == [0]


# -- Loans between players -------------------------------------------------------------------
def test_loans_between_players() -> None:
    game = new_game(3)
    game.record("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 30})
    assert game.balance("p1:cash") == 20 and game.balance("p2:cash") == 80
    assert game.balance("p1:lent:p2") == 30 and game.balance("p2:owes:p1") == -30
    assert score(game.state, 1) == 50 + 65 and score(game.state, 2) == 50 + 65  # lent counts, owed is subtracted
    game.record("air_fare.player_interest", {"lender": 1, "borrower": 2, "amount": 3})
    assert game.balance("p1:cash") == 23 and game.balance("p2:cash") == 77 and game.balance("p1:lent:p2") == 30
    game.record("air_fare.player_repay", {"lender": 1, "borrower": 2, "amount": 10})
    assert game.state.player_loans == {(1, 2): 20}
    view = air_fare.table_view(game.state)
    assert view.player_loans == ("Bea owes Ann $20M",)
    assert (view.players[0].lent, view.players[1].borrowed) == (20, 20)
    top = {s.seat: s for s in standings(game.state)}
    assert (top[1].lent, top[2].borrowed, top[1].score, top[2].score) == (20, 20, 23 + 10 + 20 + 65, 67 - 20 + 65)
    game.record("air_fare.player_repay", {"lender": 1, "borrower": 2, "amount": 20})
    assert game.balance("p1:lent:p2") == 0 and game.balance("p2:owes:p1") == 0
    assert sum(game.state.balances.values()) == 0


@pytest.mark.parametrize(
    "kind, payload, field",
    [
        ("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 51}, "amount"),
        ("air_fare.player_loan", {"lender": 1, "borrower": 1, "amount": 5}, "borrower"),
        ("air_fare.player_loan", {"lender": 1, "borrower": 9, "amount": 5}, "borrower"),
        ("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 0}, "amount"),
        ("air_fare.player_repay", {"lender": 1, "borrower": 2, "amount": 11}, "amount"),
        ("air_fare.player_repay", {"lender": 2, "borrower": 1, "amount": 1}, "amount"),
        ("air_fare.player_interest", {"lender": 2, "borrower": 1, "amount": 1}, "borrower"),
        ("air_fare.player_interest", {"lender": 1, "borrower": 2, "amount": 61}, "amount"),
    ],
)
def test_loans_between_players_refusals(kind: str, payload: dict[str, Any], field: str) -> None:
    game = new_game(2)
    game.record("air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 10})
    refused(game, kind, payload, field, "Raise Money Fast")


@pytest.mark.parametrize("cannot_pay", ["raise_money", "bankrupt_at_once"])
def test_loans_between_players_are_written_off_in_bankruptcy(cannot_pay: str) -> None:
    """Ann, broke with $100M of bank loans, borrows $10M from Bea and lends $5M on to Cal: she
    cannot pay $20M interest, the bank takes her $5M and both loans are written off: Bea
    loses what she lent, Cal keeps what he borrowed (at the settle, or in the revenue itself under
    option cannot_pay "bankrupt_at_once")."""
    game = new_game(3, cannot_pay=cannot_pay)
    game.record("air_fare.loan", {"player": 1, "amount": 100})
    no_grounding(game)
    draw(game, "Europe", "Dallas", "Boston")
    fly(game)
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": [{"player": 1, "card": pool_card(game, "Europe"), "amount": 130}]})
    no_grounding(game)
    draw(game, "Dallas", "Dallas", "Boston")
    fly(game)
    game.record("air_fare.player_loan", {"lender": 2, "borrower": 1, "amount": 10})
    game.record("air_fare.player_loan", {"lender": 1, "borrower": 3, "amount": 5})
    game.record("air_fare.revenue", {})
    if cannot_pay == "raise_money":
        game.record("air_fare.settle", {})
    assert game.state.player(1).status == "bankrupt"
    for account in ("p2:lent:p1", "p1:owes:p2", "p1:lent:p3", "p3:owes:p1", "p1:cash"):
        assert game.balance(account) == 0, account
    assert game.balance("p2:cash") == 40 and game.balance("p3:cash") == 55
    assert score(game.state, 2) == 40 + 65 and score(game.state, 3) == 55 + 65
    assert "written off" in " ".join(e.memo for e in game.records[-1].entries)
    assert sum(game.state.balances.values()) == 0
    refused(game, "air_fare.player_loan", {"lender": 2, "borrower": 1, "amount": 5}, "borrower", "Revenue Phase")


# -- The audit view's notes ------------------------------------------------------------------
def audit_notes(game: Game, seat: int, turn: int) -> tuple[str, ...]:
    from ledger.games.air_fare.audit import audit_view

    player = next(p for p in audit_view(game).players if p.seat == seat)
    return next((line.notes for line in player.history if line.turn == turn), ())


def test_audit_notes_tell_only_the_actions_in_force() -> None:
    """A draw (or a sale) undone and recorded again differently: "What happened" says only the
    action that stands; a redo brings its notes back."""
    game = new_game(2)
    no_grounding(game)
    draw(game, "Maintenance", "Dallas")
    game.record("undo", {})
    draw(game, "Terminal Tax", "Dallas")
    assert audit_notes(game, 1, 1) == ("drew Terminal Tax",)
    game.record("undo", {})
    assert audit_notes(game, 1, 1) == ()
    game.record("redo", {})
    assert audit_notes(game, 1, 1) == ("drew Terminal Tax",)

    game = new_game(2)
    plane_card, right = plane(game, 1), game.state.player(1).rights[0]
    game.record("air_fare.sale", {"player": 1, "card": plane_card})
    game.record("undo", {})
    game.record("air_fare.sale", {"player": 1, "card": right})
    assert audit_notes(game, 1, 1) == (f"sold Minor Airport #{right} to a neutral third party for $20M",)
    assert game.balance("p1:cash") == 70


def test_audit_notes_name_the_other_player_and_the_price_of_a_trade() -> None:
    """A newcomer's try: "What happened" for a card sold between players said only "sold Miami #13" and "bought
    Miami #13". It names the other player and the price agreed (from the action's payload; the stored summary and
    memo are as they were)."""
    game = new_game(3)
    right = game.state.player(1).rights[0]
    game.record("air_fare.trade", {"seller": 1, "buyer": 3, "card": right, "price": 45})
    memo = game.records[-1].entries[0].memo
    assert audit_notes(game, 1, 1) == (f"sold Minor Airport #{right} to Cal for $45M",)
    assert audit_notes(game, 3, 1) == (f"bought Minor Airport #{right} from Ann for $45M",)
    assert memo == f"Cal buys Minor Airport #{right} from Ann"


def test_audit_notes_a_tie_only_for_the_tied_highest_bidders() -> None:
    """Ann and Cal bid $26M on a 737, Bea $25M: the card stays in the pool (Bid Phase: "If a bid
    is a tie, all players lose the bid"); Ann and Cal tied, Bea was outbid."""
    game = new_game(3)
    no_grounding(game)
    draw(game, "Boeing 737", "Dallas", "Boston")
    fly(game)
    game.record("air_fare.revenue", {})
    card = pool_card(game, "Boeing 737")
    game.record(
        "air_fare.bids",
        {
            "bids": [
                {"player": 1, "card": card, "amount": 26},
                {"player": 3, "card": card, "amount": 26},
                {"player": 2, "card": card, "amount": 25},
            ]
        },
    )
    tied = f"tied on Boeing 737 #{card} at $26M: stays in the pool"
    assert tied in audit_notes(game, 1, 1) and tied in audit_notes(game, 3, 1)
    assert not any("tied on" in note for note in audit_notes(game, 2, 1))
    assert f"outbid on Boeing 737 #{card}: $25M vs $26M tied" in audit_notes(game, 2, 1)


def test_one_players_bids_checked_on_their_own() -> None:
    """Bid Phase: "A Bid cannot be for less than the Base Cost", "You cannot bid more money than
    you have in your account" (all the bids together with option bid_limit "total", each bid with
    "each"): checked as soon as a player has typed his bids, naming the player and the card."""
    game = bid_game()
    dallas, boston = pool_card(game, "Dallas"), pool_card(game, "Boston")
    state_before = copy.deepcopy(game.state)
    air_fare.check_player_bids(game.state, 1, {dallas: 50})
    air_fare.check_player_bids(game.state, 1, {})
    with pytest.raises(RuleViolation) as info:
        air_fare.check_player_bids(game.state, 1, {dallas: 45})
    assert str(info.value) == f"Ann's bid on Dallas #{dallas}: below the base cost $50M (Air Fare, Bid Phase)"
    assert info.value.field == str(dallas)
    with pytest.raises(RuleViolation, match=f"Ann's bid on Dallas #{dallas}: more than the \\$50M"):
        air_fare.check_player_bids(game.state, 1, {dallas: 60})
    with pytest.raises(RuleViolation, match="with the bids before it, more than the \\$50M") as info:
        air_fare.check_player_bids(game.state, 1, {dallas: 50, boston: 40})
    assert info.value.field == str(boston) and "rule-readings" in info.value.rule
    with pytest.raises(RuleViolation, match="not in the Bidding Pool"):
        air_fare.check_player_bids(game.state, 1, {999: 50})
    assert game.state == state_before
    each = bid_game(bid_limit="each")
    air_fare.check_player_bids(each.state, 1, {pool_card(each, "Dallas"): 50, pool_card(each, "Boston"): 40})


def test_each_bid_checked_as_typed_names_no_amount_and_the_reveal_agrees() -> None:
    """Bid Phase, with the rulebook's numbers: $50M in the account (Setup), Dallas base cost $50M,
    Boston $40M (card lists). Each bid's own line never names the amount typed (it is shown before
    the reveal), and the reveal refuses the same bid with the same words."""
    game = bid_game()
    dallas, boston = pool_card(game, "Dallas"), pool_card(game, "Boston")
    assert air_fare.bid_problem(game.state, 1, dallas, 50) is None
    assert air_fare.bid_problem(game.state, 1, boston, 40) is None
    below = air_fare.bid_problem(game.state, 1, dallas, 49)
    assert below is not None and below.message == "below the base cost $50M" and below.rule == "Air Fare, Bid Phase"
    over = air_fare.bid_problem(game.state, 1, boston, 120)
    assert (
        over is not None and over.message.startswith("more than the $50M in the account") and "120" not in over.message
    )
    problems = air_fare.bid_problems(game.state, 1, {dallas: 50, boston: 40})  # $90M together (bid_limit "total")
    assert list(problems) == [boston] and "$90M" not in problems[boston].message
    assert air_fare.bid_problems(game.state, 1, {dallas: 45, boston: 40}) == {
        dallas: air_fare.BidProblem(dallas, "below the base cost $50M")
    }  # Boston's $40M stands alone once the refused Dallas bid is left out
    with pytest.raises(RuleViolation) as info:
        game.preview("air_fare.bids", {"bids": [{"player": 1, "card": dallas, "amount": 49}]})
    assert info.value.message == f"Ann's bid on Dallas #{dallas}: below the base cost $50M"
    assert info.value.field == "bids[0].amount"


@pytest.mark.parametrize(
    "options, line_end",
    [
        ({}, "$10M -10% (plane), +50% (Holiday Season) = $13.5M, rounded half up = $14M"),
        ({"rounding": "down"}, "$10M -10% (plane), +50% (Holiday Season) = $13.5M, rounded down = $13M"),
        ({"round_each": "player"}, "$10M -10% (plane), +50% (Holiday Season) = $13.5M"),  # the total is rounded once
        ({"percentages": "add"}, "$10M -10% (plane), +50% (Holiday Season) = $14M"),  # nothing to round
    ],
)
def test_a_rounded_landing_says_so(options: dict[str, Any], line_end: str) -> None:
    """The Revenue Phase's line of a landing the percentages leave at a fraction of $1M names the exact amount
    and the rounding (option ``rounding``), as the tmux try asked: "$14M" alone hid the 13.5."""
    game = holiday_game(**options)
    lines = [landing.line for landing in landings(game.state)[1]]
    assert lines and all(line.endswith(line_end) for line in lines), lines


def test_a_landing_names_each_event_with_its_own_percentage() -> None:
    """A newcomer's try: Ann drew a Pilot Strike, Bea an Oil Shortage; Ann's landing read "$10M -10%, -50%
    (Pilot Strike: no income) = $0M", the Oil Shortage's -50% credited to the Pilot Strike. Each percentage names
    what it comes from, and the Pilot Strike stands apart; the figures are the same."""
    game = new_game(2)
    no_grounding(game)
    draw(game, "McDonnell Douglas DC-9", "Dallas")
    fly(game)
    game.record("air_fare.revenue", {})
    game.record(
        "air_fare.bids", {"bids": [{"player": 1, "card": pool_card(game, "McDonnell Douglas DC-9"), "amount": 25}]}
    )
    no_grounding(game)
    draw(game, "Pilot Strike", "Oil Shortage")
    fly(game, (1, plane(game, 1), "Minor Airport"), (2, plane(game, 2), "Minor Airport"))
    ann, bea = (landings(game.state)[seat][0] for seat in (1, 2))
    assert ann.line.endswith("$10M -10% (plane), -50% (Oil Shortage); Pilot Strike: no income = $0M"), ann.line
    assert ann.amount == 0
    assert bea.line.endswith("$10M -10% (plane), -50% (Oil Shortage) = $4.5M, rounded half up = $5M"), bea.line


def test_the_cities_an_event_closes_to_a_player() -> None:
    """The cities of a player's landing rights an event card closes this turn, with the card (Event Card List: "No
    flights to/from Miami this turn"), each once, in the order he holds the rights; none without such a card. The
    flights form says them beside a plane's list, which leaves them out (a newcomer hunted for Chicago)."""
    state = flying_state("Boeing 737", ["Miami", "Dallas", "Miami"], at="Dallas")
    jet = state.player(1).planes[0]
    assert air_fare.closed_destinations(state, 1) == []
    state.events.append(("Hurricane", 2))
    assert air_fare.closed_destinations(state, 1) == [("Miami", "Hurricane")]
    assert "Miami" not in air_fare.destinations(state, 1, jet)
    state.events.append(("Chicago Bag Handlers Strike", 1))  # no rights of his in Chicago: not his to be told of
    assert air_fare.closed_destinations(state, 1) == [("Miami", "Hurricane")]


def test_why_a_plane_stays_on_the_ground() -> None:
    """The reason a plane cannot fly, in the rulebook's words: the Maintenance Phase's roll ("Very old planes
    are grounded on a roll of 1-3"), an event card where it stands ("Hurricane: No flights to/from Miami this
    turn"), no landing rights to fly to (Flying Phase: "only to terminals you control")."""
    hurricane = "grounded by Hurricane (event card): No flights to/from Miami this turn"
    state = flying_state("Boeing 737", ["Miami", "Dallas"], at="Miami")
    p = state.player(1)
    jet = p.planes[0]
    state.events.append(("Hurricane", 2))
    assert air_fare.destinations(state, 1, jet) == []
    assert air_fare.why_grounded(state, 1, jet) == hurricane
    refused = air_fare.flight_refusals(state, 1, jet)
    assert [(r.city, r.why) for r in refused] == [(c, hurricane) for c in ("Minor Airport", "Miami", "Dallas")]
    assert refused[0].brief == "Miami closed this turn (Hurricane)" and refused[0].rule == "Event Card List"

    # standing at Dallas: only Miami is refused for the Hurricane, the plane still flies (to a Minor Airport)
    state.at[jet] = next(r for r in p.rights if state.cards[r].name == "Dallas")
    assert air_fare.destinations(state, 1, jet) == ["Minor Airport"] and air_fare.why_grounded(state, 1, jet) == ""
    refusals = {r.city: r.why for r in air_fare.flight_refusals(state, 1, jet)}
    assert refusals["Miami"] == hurricane and "a different terminal in a different city" in refusals["Dallas"]

    # no terminal but the one it stands on; no landing rights at all
    p.rights = [r for r in p.rights if state.cards[r].name == "Dallas"]
    why = air_fare.why_grounded(state, 1, jet)
    assert why.startswith("no city to fly to: Dallas: ") and "different city" in why, why
    p.rights = []
    assert air_fare.why_grounded(state, 1, jet).startswith("no landing rights")

    # the Maintenance Phase: a Boeing 737 (Very Old) rolling 2
    game = new_game(2)
    rolls = [{"plane": plane(game, 1), "roll": 2}, {"plane": plane(game, 2), "roll": 9}]
    game.record("air_fare.maintenance", {"rolls": rolls})
    draw(game, "Dallas", "Dallas")
    assert air_fare.why_grounded(game.state, 1, plane(game, 1)) == (
        "grounded at the Maintenance Phase: rolled 2; Very old planes are grounded on a roll of 1-3"
    )
    assert air_fare.why_grounded(game.state, 2, plane(game, 2)) == ""


@pytest.mark.parametrize(
    "options, shares",
    [
        # each share of what is left says so: D's 70 % of A's is of the $6M B and C left of her $18M
        (
            {},
            ["50% of $18M", "30% of the $9M left", "10% of $18M", "70% of the $6M left", "70% of the $16M left"]
            + ["70% of $18M"],
        ),
        # "with_takings": B's $9M from A is B's there too: C's 10 % is of $27M, more than B's own $18M
        (
            {"advertising_takes_from": "with_takings"},
            ["50% of $18M", "30% of the $9M left", "10% of $27M", "70% of the $6M left", "70% of $24M", "70% of $24M"],
        ),
    ],
)
def test_advertising_share_says_of_what(options: dict[str, Any], shares: list[str]) -> None:
    """A share taken after an earlier one says of what (:attr:`air_fare.Taking.share`): "70%" alone read as 70% of
    the opponent's whole revenue there. The table's notes say it; the memos keep the percent alone."""
    game = chicago_game(**options)
    game.record("air_fare.advertising", {"spending": EXAMPLE_SPENDING, "rolls": PER_CITY_ROLLS})
    assert [k.share for k in air_fare.advertising_takings(game.state)] == shares
    view = air_fare.table_view(game.state)
    assert view.takings[3] == "Chicago: Dee takes $4M of Ann's (70% of the $6M left)"
    game.record("air_fare.revenue", {})
    memos = [e.memo for e in game.records[-1].entries if "advertising at" in e.memo]
    assert "Turn 2 advertising at Chicago: Dee takes 70% of Ann's revenue there" in memos, memos


def test_the_audit_says_a_share_of_what_is_left() -> None:
    """The end-of-game audit's notes say an advertising share of what an earlier one left as the screens do
    (:attr:`air_fare.Taking.share`), from the memo that keeps the percent alone."""
    from ledger.games.air_fare.audit import audit_view

    game = chicago_game()
    game.record("air_fare.advertising", {"spending": EXAMPLE_SPENDING, "rolls": PER_CITY_ROLLS})
    game.record("air_fare.revenue", {})
    ann = next(p for p in audit_view(game).players if p.name == "Ann")
    notes = [note for line in ann.history for note in line.notes]
    assert "Turn 2 advertising at Chicago: Bea takes 50% of Ann's revenue there ($9M)" in notes, notes
    assert "Turn 2 advertising at Chicago: Dee takes 70% of the $6M left of Ann's revenue there ($4M)" in notes, notes


def test_a_bid_refused_names_every_rule_it_breaks() -> None:
    """A bid below the Base Cost that also takes the bids over the account names both (each with its rule): the
    first alone was named, and the bid retyped above the Base Cost was refused again for the account."""
    game = bid_game()  # $50M in the account, bid_limit "total"
    dallas, boston = pool_card(game, "Dallas"), pool_card(game, "Boston")
    problem = air_fare.bid_problems(game.state, 1, {boston: 40, dallas: 45})[dallas]
    assert problem.message == (
        "below the base cost $50M, and with the bids before it, more than the $50M in the account "
        '(option bid_limit "total")'
    )
    assert problem.rule == "Air Fare, Bid Phase; docs/rule-readings.md, Air Fare"
    with pytest.raises(RuleViolation, match="below the base cost \\$50M, and with the bids before it"):
        air_fare.check_player_bids(game.state, 1, {boston: 40, dallas: 45})
