"""Air Fare: the readings issue 12 revisits (docs/rule-readings.md, Air Fare), each setting tested.

* Price War (option ``price_war_scope``): "These cities generate no income this turn" — new games
  stop everyone's income there; a stored game that leaves the option out keeps "player".
* Where a flight starts (option ``flight_origin``): "Remove all of your planes from their current
  terminals. Move (Fly) all non-grounded planes to a different terminal in a different city" and
  "Flights connecting to Europe must originate or end in New York, Atlanta, Miami, Boston, or
  Washington DC" — new games fly a plane from the city it last landed at, however long ago; a
  stored game that leaves the option out keeps "last_turn" (a plane that did not fly last turn
  flies from nowhere).
* Which plane lands first (option ``landing_order``): new games land the planes in the order that
  earns most; a stored game that leaves the option out keeps "as_typed".

Every figure is worked out by hand from the rulebook (../shared/rules/air-fare.txt) in the
comments. Money in $ millions. Games that leave an option out are built with ``GameSetup(...)``
without it, as an old record file's header is.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from ledger.game import Game, GameSetup
from ledger.games import air_fare
from ledger.games.air_fare import META, RULES
from ledger.journal import RuleViolation
from ledger.record_file import write_record
from ledger.schema import new_game_options
from ledger.store import Book

NAMES = ("Ann", "Bea", "Cal", "Dee")


def new_game(n: int, **options: Any) -> Game:
    return Game(GameSetup("air_fare", "standard", "test", NAMES[:n], options))


def maintenance(game: Game, **rolls: int) -> None:
    """Maintenance Phase: every plane rolls 10 (flies) but those given, ``p13=1`` for plane #13."""
    planes = [c for p in game.state.active_players() for c in p.planes]
    game.record("air_fare.maintenance", {"rolls": [{"plane": c, "roll": rolls.get(f"p{c}", 10)} for c in planes]})


def draw(game: Game, *cards: str) -> None:
    seats = [p.seat for p in game.state.active_players()]
    game.record("air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in zip(seats, cards, strict=True)]})


def fly(game: Game, *flights: tuple[int, int, str]) -> None:
    game.record("air_fare.flights", {"flights": [{"player": s, "plane": p, "to": c} for s, p, c in flights]})


def flights(*flights: tuple[int, int, str]) -> dict[str, Any]:
    return {"flights": [{"player": s, "plane": p, "to": c} for s, p, c in flights]}


def pool_card(game: Game, name: str) -> int:
    return next(c for c in game.state.pool if game.state.cards[c].name == name)


def refused(
    game: Game, kind: str, payload: dict[str, Any], field: str, words: str, rule: str = "Air Fare, Flying Phase"
) -> None:
    """The action is refused naming ``field`` and ``rule``, and nothing changes."""
    before = (copy.deepcopy(game.state), len(game.records))
    with pytest.raises(RuleViolation) as info:
        game.record(kind, payload)
    assert info.value.field == field, str(info.value)
    assert info.value.rule == rule, str(info.value)
    assert words in info.value.message, str(info.value)
    assert (game.state, len(game.records)) == before


def cash(game: Game, seat: int) -> int:
    return game.balance(f"p{seat}:cash")


# -- New games store today's readings; stored games keep theirs --------------------------------
def test_a_new_game_stores_todays_readings_written_out() -> None:
    """``airbanker new`` and the new-game screen store each changed reading written out
    (ledger.schema.new_game_options), so a later default never changes the game's money."""
    stored = new_game_options(META.options, {"price_war": True})
    assert stored["price_war_scope"] == "everyone"
    assert stored["landing_order"] == "best"
    assert stored["flight_origin"] == "last_landing"
    assert air_fare.DEFAULT_OPTIONS["price_war_scope"] == "everyone"
    game = Game(GameSetup("air_fare", "standard", "new", NAMES[:2], stored))
    assert game.setup.options == stored


def test_a_stored_game_that_leaves_the_options_out_keeps_the_old_readings() -> None:
    game = new_game(2, price_war=True)
    assert game.setup.options == {"price_war": True}  # the header stays as it was written
    options = game.state.options
    assert (options["price_war_scope"], options["landing_order"], options["flight_origin"]) == (
        "player",
        "as_typed",
        "last_turn",
    )


# -- Price War Optional Rule: whose income a Price War city stops --------------------------------
def dallas_game(**options: Any) -> Game:
    """Ann (737 #1) and Bea (DC-9 #4) each win a Dallas landing right in turn 1 for $50M; turn 2 is at
    the Maintenance Phase, the Price War Optional Rule on."""
    game = new_game(2, price_war=True, **options)
    maintenance(game)
    draw(game, "Dallas", "Dallas")
    fly(game)
    game.record("air_fare.revenue", {})
    first, second = game.state.pool
    game.record(
        "air_fare.bids",
        {"bids": [{"player": 1, "card": first, "amount": 50}, {"player": 2, "card": second, "amount": 50}]},
    )
    return game


def price_war_at_dallas(game: Game) -> tuple[int, int]:
    """Turn 2: Ann picks Dallas for a Price War; both planes fly to Dallas. What each earns."""
    game.record(
        "air_fare.maintenance",
        {
            "rolls": [{"plane": 1, "roll": 10}, {"plane": 4, "roll": 10}],
            "price_war": [{"player": 1, "cities": ["Dallas"]}],
        },
    )
    draw(game, "Boston", "Boston")
    fly(game, (1, 1, "Dallas"), (2, 4, "Dallas"))
    before = cash(game, 1), cash(game, 2)
    game.record("air_fare.revenue", {})
    return cash(game, 1) - before[0], cash(game, 2) - before[1]


@pytest.mark.parametrize(
    "options, earned",
    [
        # "These cities generate no income this turn": no landing at Dallas earns (new games' default)
        ({"price_war_scope": "everyone"}, (0, 0)),
        # only Ann's: Bea's DC-9 earns Dallas's 1st column, $20 - 10 % = $18
        ({"price_war_scope": "player"}, (0, 18)),
        # a stored game that leaves the option out: "player", as airbanker read it until now
        ({}, (0, 18)),
    ],
)
def test_price_war_scope(options: dict[str, Any], earned: tuple[int, int]) -> None:
    assert price_war_at_dallas(dallas_game(**options)) == earned


def test_price_war_scope_of_a_new_game_is_everyone() -> None:
    game = dallas_game(**new_game_options(META.options, {}))
    assert price_war_at_dallas(game) == (0, 0)


# -- Flying Phase: where a flight starts ---------------------------------------------------------
def dallas_747_game(rest: str, **options: Any) -> Game:
    """Four players. Ann wins a Boeing 747 Jumbo Jet (#13), Dallas (#14) and Europe (#15) in turn 1;
    the 747 flies to Dallas in turn 2; in turn 3 it is grounded (``rest="grounded"``: an Old plane
    rolling 1) or stays on the ground (``"rested"``); turn 4 is at the Flying Phase.

    Ann's cash: $50 + $9 (737 at a Minor Airport, $10 - 10 %) + $100 bank loan + $50 lent by each of
    the others - $300 of bids = $9; turn 2: + $9 + $26 (747 at Dallas, $20 + 30 %) - $20 interest
    (20 % of $100) = $24; turn 3: + $9 - $20 = $13.
    """
    game = new_game(4, **options)
    maintenance(game)
    draw(game, "Boeing 747 Jumbo Jet", "Dallas", "Europe", "Boston")
    fly(game, (1, 1, "Minor Airport"))
    game.record("air_fare.revenue", {})
    game.record("air_fare.loan", {"player": 1, "amount": 100})
    for lender in (2, 3, 4):
        game.record("air_fare.player_loan", {"lender": lender, "borrower": 1, "amount": 50})
    bids = {"Boeing 747 Jumbo Jet": 150, "Dallas": 50, "Europe": 100}
    game.record(
        "air_fare.bids", {"bids": [{"player": 1, "card": pool_card(game, n), "amount": a} for n, a in bids.items()]}
    )
    assert [game.state.cards[c].name for c in (13, 14, 15)] == list(bids) and cash(game, 1) == 9
    # turn 2: the 747 flies to Dallas
    maintenance(game)
    draw(game, "Chicago", "Chicago", "Chicago", "Chicago")
    fly(game, (1, 1, "Minor Airport"), (1, 13, "Dallas"))
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": []})
    assert cash(game, 1) == 24
    # turn 3: the 747 rests a turn
    maintenance(game, **({"p13": 1} if rest == "grounded" else {}))
    assert (13 in game.state.grounded) == (rest == "grounded")
    draw(game, "Los Angeles", "Los Angeles", "Los Angeles", "Los Angeles")
    fly(game, (1, 1, "Minor Airport"))
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": []})
    assert cash(game, 1) == 13
    maintenance(game)
    draw(game, "Miami", "Miami", "Miami", "Miami")
    assert game.position() == "Turn 4, Flying Phase"
    return game


@pytest.mark.parametrize("rest", ["grounded", "rested"])
def test_a_747_last_at_dallas_rests_a_turn_then_europe_is_refused(rest: str) -> None:
    """The issue's example, ``flight_origin`` "last_landing" (new games): the 747 waited at Dallas,
    so its flight starts there: Dallas to Europe has no gateway at either end, and Dallas to Dallas
    is not "a different terminal in a different city"."""
    game = dallas_747_game(rest, flight_origin="last_landing")
    assert air_fare.flight_origin(game.state, 13) == (14, "Dallas")
    refused(game, "air_fare.flights", flights((1, 13, "Europe")), "flights[0].to", "not Dallas to Europe")
    refused(game, "air_fare.flights", flights((1, 13, "Dallas")), "flights[0].to", "#13 last landed at Dallas")
    fly(game, (1, 1, "Minor Airport"), (1, 13, "Minor Airport"))  # anywhere else it may fly
    game.record("air_fare.revenue", {})
    assert cash(game, 1) == 13 + 9 + 13 - 20  # two Minor Airport landings: $9 (737), $13 (747: $10 + 30 %)


@pytest.mark.parametrize("rest", ["grounded", "rested"])
def test_a_747_last_at_dallas_rests_a_turn_then_flies_to_europe_under_last_turn(rest: str) -> None:
    """``flight_origin`` "last_turn" (a stored game that leaves the option out keeps it): a plane that
    did not fly last turn flies from nowhere, so the gateway rule does not bind it."""
    for options in ({"flight_origin": "last_turn"}, {}):
        game = dallas_747_game(rest, **options)
        assert air_fare.flight_origin(game.state, 13) == (None, None)
        fly(game, (1, 1, "Minor Airport"), (1, 13, "Europe"))
        game.record("air_fare.revenue", {})
        assert cash(game, 1) == 13 + 9 + 52 - 20  # Europe's 1st column $40 + 30 % = $52


def test_a_747_that_flew_last_turn_is_bound_under_either_setting() -> None:
    """A plane that flew last turn starts where it landed in both readings (the rule as before)."""
    for setting in ("last_landing", "last_turn"):
        game = dallas_747_game("rested", flight_origin=setting)
        for _ in range(5):  # turn 4's draw and maintenance, turn 3's bids, revenue and flights
            game.record("undo")
        assert game.position() == "Turn 3, Flying Phase"
        assert air_fare.flight_origin(game.state, 13) == (14, "Dallas")
        refused(game, "air_fare.flights", flights((1, 13, "Europe")), "flights[0].to", "not Dallas to Europe")


def new_747_game(**options: Any) -> Game:
    """Four players. Ann wins a Boeing 747 Jumbo Jet (#13), Europe (#14) and Atlanta (#15) in turn 1
    ($150 + $100 + $30 = $280 of her $309: see :func:`dallas_747_game`); turn 2 is at the Flying
    Phase and the 747 has never landed."""
    game = new_game(4, **options)
    maintenance(game)
    draw(game, "Boeing 747 Jumbo Jet", "Europe", "Atlanta", "Boston")
    fly(game, (1, 1, "Minor Airport"))
    game.record("air_fare.revenue", {})
    game.record("air_fare.loan", {"player": 1, "amount": 100})
    for lender in (2, 3, 4):
        game.record("air_fare.player_loan", {"lender": lender, "borrower": 1, "amount": 50})
    bids = {"Boeing 747 Jumbo Jet": 150, "Europe": 100, "Atlanta": 30}
    game.record(
        "air_fare.bids", {"bids": [{"player": 1, "card": pool_card(game, n), "amount": a} for n, a in bids.items()]}
    )
    assert [game.state.cards[c].name for c in (13, 14, 15)] == list(bids) and cash(game, 1) == 29
    maintenance(game)
    draw(game, "Chicago", "Chicago", "Chicago", "Chicago")
    return game


def test_a_new_plane_flies_to_a_gateway_before_europe() -> None:
    """``flight_origin`` "last_landing": a plane won in bidding has not landed anywhere, so its
    first flight starts from no city, not from a gateway: it cannot connect to Europe. It flies to
    Atlanta first, and from there to Europe."""
    game = new_747_game(flight_origin="last_landing")
    assert air_fare.flight_origin(game.state, 13) == (None, None)
    refused(game, "air_fare.flights", flights((1, 13, "Europe")), "flights[0].to", "#13 has not landed anywhere yet")
    fly(game, (1, 1, "Minor Airport"), (1, 13, "Atlanta"))
    game.record("air_fare.revenue", {})
    game.record("air_fare.bids", {"bids": []})
    maintenance(game)
    draw(game, "Los Angeles", "Los Angeles", "Los Angeles", "Los Angeles")
    assert air_fare.flight_origin(game.state, 13) == (15, "Atlanta")
    fly(game, (1, 13, "Europe"))  # Atlanta to Europe: a gateway at one end


@pytest.mark.parametrize("options", [{"flight_origin": "last_turn"}, {}])
def test_a_new_plane_flies_from_nowhere_under_last_turn(options: dict[str, Any]) -> None:
    game = new_747_game(**options)
    fly(game, (1, 1, "Minor Airport"), (1, 13, "Europe"))
    game.record("air_fare.revenue", {})
    assert cash(game, 1) == 29 + 9 + 52 - 20


def test_a_plane_waiting_in_a_closed_city_cannot_leave_it() -> None:
    """ "Certain Events may prevent flights into or out of specific cities": with ``flight_origin``
    "last_landing" a plane that stayed on the ground at Atlanta is still there when the Air Traffic
    Controllers Strike closes it."""
    for setting, closed in (("last_landing", True), ("last_turn", False)):
        game = new_747_game(flight_origin=setting)
        fly(game, (1, 13, "Atlanta"))
        game.record("air_fare.revenue", {})
        game.record("air_fare.bids", {"bids": []})
        maintenance(game)
        draw(game, "Los Angeles", "Los Angeles", "Los Angeles", "Los Angeles")
        fly(game)  # the 747 stays on the ground at Atlanta
        game.record("air_fare.revenue", {})
        game.record("air_fare.bids", {"bids": []})
        maintenance(game)
        draw(game, "Air Traffic Controllers Strike", "Miami", "Miami", "Miami")
        if closed:
            refused(
                game,
                "air_fare.flights",
                flights((1, 13, "Europe")),
                "flights[0].to",
                "no flights to/from Atlanta",
                "Air Fare, Event Card List",
            )
        else:
            fly(game, (1, 13, "Europe"))


def test_an_old_record_file_with_a_rested_747_to_europe_still_imports(tmp_path: Path) -> None:
    """A record file written before option ``flight_origin`` leaves it out: it imports into a real
    book with the flight it holds, and the same money."""
    game = dallas_747_game("rested")
    fly(game, (1, 1, "Minor Airport"), (1, 13, "Europe"))
    game.record("air_fare.revenue", {})
    path = write_record(tmp_path / "old.jsonl", game.setup, game.records)
    assert "flight_origin" not in path.read_text("utf-8")
    book = Book(f"sqlite:///{tmp_path / 'book.sqlite'}")
    imported = book.game(book.import_record(path))
    assert imported.state.options["flight_origin"] == "last_turn"
    assert dict(imported.state.balances) == game.state.balances
    assert cash(imported, 1) == 54


# -- Revenue Phase: which plane lands first ------------------------------------------------------
def miami_state(order: str | None, planes: list[str], rights: int) -> air_fare.AirFareState:
    """A 2-player state at the Flying Phase of turn 1 in which Ann holds ``planes`` (in that card
    order, never landed) and ``rights`` Miami landing rights, placed for the test (setup's cards
    taken off). ``order``: option ``landing_order`` (None: left out)."""
    game = new_game(2, **({} if order is None else {"landing_order": order}))
    maintenance(game)
    draw(game, "Dallas", "Dallas")
    state = copy.deepcopy(game.state)
    ann = state.player(1)
    ann.planes, ann.rights = [], []
    for name in [*planes, *["Miami"] * rights]:
        state.deck[name] += 1
        card = air_fare._new_card(state, name)
        (ann.planes if name in air_fare.PLANES else ann.rights).append(card)
    return state


def miami_revenue(state: air_fare.AirFareState, typed: list[int]) -> tuple[int, list[air_fare.Landing]]:
    """Ann's planes at ``typed`` (indexes into her planes) fly to Miami in that typed order."""
    ann = state.player(1)
    RULES.apply(state, "air_fare.flights", flights(*[(1, ann.planes[i], "Miami") for i in typed]))
    return air_fare.turn_revenue(state)[1][0], air_fare.landings(state)[1]


B737, MD80, B747 = "Boeing 737", "McDonnell Douglas MD-80", "Boeing 747 Jumbo Jet"


@pytest.mark.parametrize(
    "order, typed, earned",
    [
        # the issue's case: a 737 (-10 %), an MD-80 (---) and a 747 (+30 %) land at Miami ($20, $40, $60)
        ("as_typed", [2, 1, 0], 26 + 40 + 54),  # 747 1st $26, MD-80 2nd $40, 737 3rd $54: $120
        ("as_typed", [0, 1, 2], 18 + 40 + 78),  # 737 1st $18, MD-80 2nd $40, 747 3rd $78: $136
        ("best", [2, 1, 0], 136),  # typed in any order, they land as the owner would land them
        ("best", [0, 1, 2], 136),
        ("best", [1, 2, 0], 136),
        (None, [2, 1, 0], 120),  # a stored game that leaves the option out: as typed
    ],
)
def test_landing_order_the_issues_120_or_136(order: str | None, typed: list[int], earned: int) -> None:
    state = miami_state(order, [B737, MD80, B747], 3)
    total, landed = miami_revenue(state, typed)
    assert total == earned
    assert [landing.number for landing in landed] == [1, 2, 3] and {landing.of for landing in landed} == {3}
    if order == "best":
        assert [(landing.plane_name, landing.amount) for landing in landed] == [(B737, 18), (MD80, 40), (B747, 78)]


@pytest.mark.parametrize("order", ["best", "as_typed", None])
def test_landing_order_the_rulebooks_miami_example(order: str | None) -> None:
    """Revenue Phase: "The first plane you land at Miami International gives $20. The second plane
    you land earns $40. If you control all 4 landing rights, the fourth plane you land produces
    $90." Four MD-80s (Rev ---) on Ann's four Miami rights: $20, $40, $60, $90 in either order."""
    state = miami_state(order, [MD80] * 4, 4)
    total, landed = miami_revenue(state, [3, 1, 0, 2])
    assert [(landing.number, landing.base, landing.amount) for landing in landed] == [
        (1, 20, 20),
        (2, 40, 40),
        (3, 60, 60),
        (4, 90, 90),
    ]
    assert total == 210
    assert [landing.money for landing in landed] == ["$20M", "$40M", "$60M", "$90M"]


def test_landing_order_best_with_the_rulebooks_example_and_mixed_planes() -> None:
    """The same four Miami rights with a 737 typed last: "best" lands it 1st ($20 - 10 % = $18) and
    the MD-80s on the $40, $60, $90 columns; as typed, it lands 4th ($90 - 10 % = $81)."""
    best = miami_state("best", [MD80, MD80, MD80, B737], 4)
    assert miami_revenue(best, [0, 1, 2, 3])[0] == 18 + 40 + 60 + 90
    typed = miami_state("as_typed", [MD80, MD80, MD80, B737], 4)
    assert miami_revenue(typed, [0, 1, 2, 3])[0] == 20 + 40 + 60 + 81


# -- The audit names the readings a game plays under ---------------------------------------------
def test_the_audit_lists_the_readings_of_an_old_game_but_not_those_of_an_optional_rule_that_is_off() -> None:
    """A game that leaves the changed options out plays the old readings: the audit's "Game options"
    says so; ``price_war_scope`` changes nothing with the Price War off and is not listed."""
    from ledger.games.air_fare.audit import audit_view

    old = audit_view(new_game(2)).options
    assert "landing_order = 'as_typed'" in old and "flight_origin = 'last_turn'" in old
    assert not any(o.startswith("price_war_scope") for o in old)
    assert "price_war_scope = 'player'" in audit_view(new_game(2, price_war=True)).options
    assert (
        audit_view(
            Game(GameSetup("air_fare", "standard", "new", NAMES[:2], new_game_options(META.options, {})))
        ).options
        == ()
    )


def test_a_city_held_by_one_player_alone_is_unopposed_for_him_only() -> None:
    """Advertising takes from the opponents outspent at a city: at a city no other player holds rights at there is
    none, and the advertising can take nothing (docs/rule-readings.md). Every player's cities of the sample game,
    turn by turn: a city is unopposed for a player exactly when nobody else may advertise there."""
    from sample_helpers import replayed_sample, sample_record

    _, actions = sample_record("air-fare-4p")
    seen_alone = seen_shared = False
    for upto in range(0, len(actions) + 1, 7):
        state = replayed_sample("air-fare-4p", upto).state
        cities = air_fare.advertising_cities(state)
        alone = air_fare.unopposed_cities(state)
        assert set(alone) == set(cities)
        for seat, held in cities.items():
            others = {city for other, theirs in cities.items() if other != seat for city in theirs}
            assert alone[seat] == set(held) - others
            seen_alone = seen_alone or bool(alone[seat])
            seen_shared = seen_shared or bool(set(held) & others)
    assert seen_alone and seen_shared  # the sample shows both
