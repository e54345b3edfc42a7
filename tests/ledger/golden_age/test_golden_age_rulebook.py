"""Every worked example of the 1930 rulebook, with the rulebook's own numbers.

Each test plays the example through the real engine (:class:`ledger.game.Game` and its
records) and cites the section of ../shared/rules/1930-golden-age-of-airlines.txt it checks.
The Stock Market track and the Dividend Level table are not printed in the rules: tests
use the ILLUSTRATIVE pair (``illustrative_tables()``) or a made-up track that puts the
example's prices where the example needs them; either way the rulebook's anchors hold.
The Chicago upgrade example (Upgrade) is map arithmetic of the Income Track, which the
banker types (``golden_age.income``): airbanker does not compute it.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from golden_age_examples import GoldenAgeTable

from ledger.games.golden_age import (
    MAP_ACTIONS,
    OTHER_INCOMES_CHANGED,
    PAID_UPGRADE_COSTS,
    SETUP_TABLE,
    ceo_of,
    dividend_level,
    dividend_summary,
    final_totals,
    half_dividend,
    illustrative_tables,
    legal_buys,
    operation_next,
    stock_round_view,
    tech_colour,
)
from ledger.journal import RuleViolation

R_FIRST = "1930, Stock Phase, The First Stock Round"
R_NORMAL = "1930, Stock Phase, Normal Stock Rounds"
R_FLY = "1930, Operation Phase, Fly"
NAMES = ("Carla", "Neal", "Chuck", "Dora", "Earl", "Fay")


class Table(GoldenAgeTable):
    """A 1930 game played through real records (``Game.record``), seats named Carla, Neal, Chuck, …"""

    TITLE = "rulebook"
    NAMES = NAMES


def refused(t: Table, kind: str, payload: dict[str, Any]) -> RuleViolation:
    """Record an action that must be refused; check that nothing changed; return the refusal."""
    before = (copy.deepcopy(t.state), len(t.game.records))
    with pytest.raises(RuleViolation) as info:
        t.game.record(f"golden_age.{kind}", payload)
    assert (t.state, len(t.game.records)) == before
    return info.value


# -- Setup -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "players, airlines, start, total, cap",
    [(2, 5, 3, 5, 3), (3, 6, 3, 6, 4), (4, 8, 3, 6, 4), (5, 9, 4, 7, 4), (6, 10, 4, 7, 4)],
)
def test_setup_table(players, airlines, start, total, cap):
    """Setup: the table of airlines, Stock tokens (Start/Total) and the per-player cap, by player count."""
    row = SETUP_TABLE[players]
    assert (row.airlines, row.tokens_start, row.tokens_total, row.max_per_airline) == (airlines, start, total, cap)
    t = Table(players)
    assert len(t.state.airlines) == airlines
    assert all((a.pool, a.unreleased) == (start, total - start) for a in t.state.airlines.values())
    assert t.game.opening_entries == () and t.game.position() == "Setup"


def test_starting_money_from_the_first_round_turn_order_cards():
    """Setup 3 and the First Stock Round example: cards 1-3 give $20, $21, $22; the Bank pays them."""
    t = Table(4)
    t.rec(
        "starting_money",
        cards=[
            {"player": 2, "card": 1, "money": 20},
            {"player": 4, "card": 2, "money": 21},
            {"player": 1, "card": 3, "money": 22},
            {"player": 3, "card": 4, "money": 23},
        ],
    )
    assert [t.cash(s) for s in (1, 2, 3, 4)] == [22, 20, 23, 21]
    assert t.game.balance("bank") == -86
    assert t.state.card_order == [2, 4, 1, 3] and t.state.first_player == 2
    t2 = Table(3)
    error = refused(
        t2,
        "starting_money",
        {
            "cards": [
                {"player": 1, "card": 1, "money": 25},
                {"player": 2, "card": 2, "money": 21},
                {"player": 3, "card": 3, "money": 22},
            ]
        },
    )
    assert error.field == "cards[0].money" and error.rule.startswith(f"{R_FIRST} (example)")
    # how to record a card that says otherwise, on the screen and in a record file (no JSON on screen)
    assert "as printed on the cards dealt: “Money from” on the screen, provenance board" in error.message


# -- The First Stock Round -----------------------------------------------------------------------
def test_first_stock_round_carla_neal_chuck_to_the_dollar():
    """The First Stock Round, example: Carla, Neal and Chuck, every dollar and every token."""
    t = Table(3)
    t.deal()
    seen = []

    def step(kind: str, **payload: Any) -> None:
        t.rec(kind, **payload)
        seen.append(tuple(t.cash(s) for s in (1, 2, 3)))

    # "she pays $12 of her $20 ... This leaves her with $8"; Neal "spends $10 of his $21";
    # Chuck "pays $14 of his $22"
    step("found", player=1, airline="Green", price=6)
    step("found", player=2, airline="Orange", price=5)
    step("found", player=3, airline="Blue", price=7)
    assert seen[-1] == (8, 11, 8)
    assert [t.price(a) for a in ("Green", "Orange", "Blue")] == [6, 5, 7]
    # "She may not buy more green shares in the Special First Stock Round."
    error = refused(t, "buy", {"player": 1, "airline": "Green"})
    assert error.field == "airline" and error.rule == R_FIRST
    step("found", player=1, airline="Yellow", price=3)  # "She starts the Yellow Airline at $3"
    step("buy", player=2, airline="Blue")  # "spend $7 of his remaining $11 ... the last blue share"
    step("buy", player=3, airline="Yellow")  # "spends $3 for one yellow share"
    assert seen[-1] == (5, 4, 5)
    assert t.state.airlines["Blue"].pool == 0
    step("buy", player=1, airline="Orange")  # "Carla will spend her last $5 to buy the last orange share"
    step("buy", player=2, airline="Yellow")  # "With $3 of his final $4, Neal ... the last yellow share"
    # "Chuck has $5 left and would consider not buying shares, except that he must legally do so"
    error = refused(t, "pass", {"player": 3})
    assert error.field == "kind" and error.rule == R_FIRST
    # Blue founded by him, Yellow bought, Orange sold out, Green ($6) beyond his $5: start Pink or Brown
    assert [(o.airline, o.action, o.prices) for o in legal_buys(t.state, 3)] == [
        ("Pink", "found", (3, 4, 5)),
        ("Brown", "found", (3, 4, 5)),
    ]
    step("found", player=3, airline="Pink", price=5)  # "He decides to start the Pink Airline at $5"
    assert seen == [
        (8, 21, 22),
        (8, 11, 22),
        (8, 11, 8),
        (5, 11, 8),
        (5, 4, 8),
        (5, 4, 5),
        (0, 4, 5),
        (0, 1, 5),
        (0, 1, 0),
    ]
    assert [dict(p.holdings) for p in t.state.players] == [
        {"Green": 2, "Yellow": 1, "Orange": 1},
        {"Orange": 2, "Blue": 1, "Yellow": 1},
        {"Blue": 2, "Yellow": 1, "Pink": 1},
    ]
    # "Stock Market tokens are not turned to the "Purchased" side during the Special First Stock Round"
    assert {a: t.price(a) for a in ("Green", "Orange", "Blue", "Yellow", "Pink")} == {
        "Green": 6,
        "Orange": 5,
        "Blue": 7,
        "Yellow": 3,
        "Pink": 5,
    }
    assert t.game.balance("bank") == -(20 + 21 + 22) + 12 + 10 + 14 + 3 + 7 + 3 + 5 + 3 + 5
    # "The players then begin their first Operation Phase." Carla holds the First Player marker.
    assert t.game.position() == "Turn 1, Operation Phase, round 1"
    assert operation_next(t.state) == 1


def test_first_stock_round_initial_price_must_be_affordable_and_3_to_7():
    """The First Stock Round: "Valid values ... $3, $4, $5, $6, or $7"; a price "that they can afford"."""
    t = Table(3)
    t.deal()
    for price in (2, 8, 11, "5"):
        assert refused(t, "found", {"player": 1, "airline": "Green", "price": price}).field == "price"
    t.carla_neal_chuck()  # the example runs unchanged after the refusals


# -- Normal Stock Rounds --------------------------------------------------------------------------
#: A made-up Stock Market whose boxes put the trade example's prices two steps apart:
#: ... $6, $7, $11, $15 ... (anchors: $1 box first, $3-$7, $11, $15, a $2 action cost).
TRADE_TRACK = [1, 2, 3, 4, 5, 6, 7, 11, 15, 20, 25, 30, 35, 40, 45, 50]
TRADE_TABLES = {
    "provenance": "illustrative",
    "track": [{"price": p, "action_cost": max(1, i // 3)} for i, p in enumerate(TRADE_TRACK)],
    "dividends": [
        {"income_from": 0, "dividend": 1},
        {"income_from": 10, "dividend": 2},
        {"income_from": 17, "dividend": 3},
        {"income_from": 25, "dividend": 4},
        {"income_from": 100, "dividend": 30},
    ],
}


def carla_at_the_limit() -> Table:
    """Turn 3's Normal Stock Round: Carla holds 10 tokens, Yellow is at $7, Green at $11, Pink at $15."""
    t = Table(3)
    t.deal(TRADE_TABLES)
    t.carla_neal_chuck()
    for airline in ("Green", "Orange", "Blue", "Yellow", "Pink"):
        t.rec("income", airline=airline, income=100)  # 26, 51, 100: three more Stock tokens each
    t.operate_all()
    t.rec("end_turn")
    # Turn 2: Neal holds the First Player marker; Carla buys to 10 tokens
    t.rec("pass", player=2)
    t.rec("pass", player=3)
    for airline in ("Green", "Pink", "Pink", "Pink", "Yellow", "Blue"):
        t.rec("buy", player=1, airline=airline)
    t.rec("pass", player=1)
    assert t.state.player(1).tokens == 10
    assert [t.price(a) for a in ("Green", "Yellow", "Pink", "Blue")] == [7, 4, 6, 11]  # +1 each, bought
    t.operate_all()
    t.rec("contract", player=2, airline="Green", amount=1)
    for _ in range(3):
        t.rec("contract", player=2, airline="Pink", amount=1)
        t.rec("contract", player=3, airline="Yellow", amount=1)
    t.rec("end_turn")
    t.rec("pass", player=3)  # Turn 3: Chuck holds the marker
    assert [t.price(a) for a in ("Green", "Yellow", "Pink")] == [11, 7, 15]
    return t


def test_trade_example_pays_the_difference():
    """Normal Stock Rounds, example: "A green Stock token costs $11 ... returns a Yellow Stock token with a
    value of $7 ... buys the green Stock token for the price difference of $4."
    """
    t = carla_at_the_limit()
    cash = t.cash(1)
    # at the limit a plain buy is refused: "must return one of their Stock tokens"
    error = refused(t, "buy", {"player": 1, "airline": "Green"})
    assert error.field == "player" and error.rule == R_NORMAL
    # the moment, before the player is chosen: the Buy key is not offered, the Trade key is
    assert t.game.refused_now("golden_age.buy") is not None and t.game.refused_now("golden_age.trade") is None
    assert stock_round_view(t.state).players[0].at_limit
    rec = t.rec("trade", player=1, airline="Green", returned="Yellow")
    assert [e.as_tuple()[1] for e in rec.entries] == [(("p1:cash", -4), ("bank", 4))]
    assert t.cash(1) == cash - 4
    assert t.state.player(1).holdings["Green"] == 4 and t.state.player(1).holdings["Yellow"] == 1
    assert t.state.player(1).tokens == 10
    assert t.state.airlines["Yellow"].pool == 3  # "returns a Yellow Stock token ... to the Available Stock Pool"


def test_trade_example_never_gives_change():
    """Normal Stock Rounds, example: "If the player returned a $15 Stock token to the pool, the $11 Stock token
    would cost that player nothing, but no other money would be received. The $4 difference ... is simply lost."
    """
    t = carla_at_the_limit()
    cash, bank = t.cash(1), t.game.balance("bank")
    rec = t.rec("trade", player=1, airline="Green", returned="Pink")
    assert rec.entries == ()
    assert (t.cash(1), t.game.balance("bank")) == (cash, bank)
    assert "$4 lost" in rec.summary


def test_trade_only_at_the_limit_and_for_another_airline():
    """Normal Stock Rounds: "Players may not trade a Stock token unless they are at the limit";
    "only in exchange for a token of a different airline"."""
    t = carla_at_the_limit()
    assert refused(t, "trade", {"player": 1, "airline": "Yellow", "returned": "Yellow"}).field == "returned"
    t.rec("trade", player=1, airline="Green", returned="Yellow")
    t.rec("pass", player=2)  # Neal holds 4 tokens
    t.rec("pass", player=1)
    # the round is over: nobody may trade now, and Neal never could
    t2 = carla_at_the_limit()
    t2.rec("pass", player=1)
    error = refused(t2, "trade", {"player": 2, "airline": "Green", "returned": "Orange"})
    assert error.field == "player" and error.rule == R_NORMAL
    # Neal's buy, 4 tokens: a trade is refused before the player is chosen (no Trade key), a buy is not
    assert "Neal holds 4 Stock tokens" in str(t2.game.refused_now("golden_age.trade"))
    assert t2.game.refused_now("golden_age.buy") is None


def test_end_of_normal_stock_round_moves():
    """Tracking the Purchase of Stock Share Tokens: +1 box for each airline bought this round, and +1 more
    when no Stock token is left in its Available Stock Pool ("possible ... forward two spaces")."""
    t = Table(3)
    t.deal()
    t.carla_neal_chuck()
    for airline in ("Green", "Orange", "Blue", "Yellow", "Pink"):
        t.rec("income", airline=airline, income=25)  # a $4 level, below the first mark
    t.operate_all()
    t.rec("end_turn")
    prices = {a: t.price(a) for a in ("Green", "Orange", "Blue", "Yellow", "Pink")}
    t.rec("buy", player=2, airline="Green")  # Green: the last token of its pool
    t.rec("buy", player=3, airline="Pink")  # Pink: one token left in its pool
    t.rec("pass", player=1)
    t.rec("pass", player=2)
    rec = t.rec("pass", player=3)
    after = {a: t.price(a) for a in prices}
    box = [p for p, _ in t.state.track]
    assert after["Green"] == box[box.index(prices["Green"]) + 2]  # bought, pool empty
    assert after["Pink"] == box[box.index(prices["Pink"]) + 1]  # bought
    # Orange, Blue and Yellow were not bought but their pools are empty (all in players' hands)
    for airline in ("Orange", "Blue", "Yellow"):
        assert after[airline] == box[box.index(prices[airline]) + 1]
    assert "Normal Stock Round over" in rec.summary
    assert t.game.position() == "Turn 2, Operation Phase, round 1"


def test_normal_stock_round_founds_with_one_token_and_passing_is_final():
    """Normal Stock Rounds: "only one share is purchased per buy"; "Once a player chooses the Pass option,
    that player is done buying shares for the remainder of the round"."""
    t = Table(3)
    t.deal()
    t.carla_neal_chuck()
    t.operate_all()
    t.rec("end_turn")
    t.rec("pass", player=2)
    rec = t.rec("found", player=3, airline="Brown", price=3)
    assert [e.as_tuple()[1] for e in rec.entries] == [(("p3:cash", -3), ("bank", 3))]
    assert t.state.player(3).holdings["Brown"] == 1 and t.state.airlines["Brown"].pool == 2
    assert refused(t, "buy", {"player": 2, "airline": "Brown"}).field == "player"  # Neal passed: Carla's buy
    assert stock_round_view(t.state).to_act == 1


def test_no_player_may_own_all_tokens_in_play_nor_more_than_the_cap():
    """Basic Rules About Stock Tokens: "No player may possess all the Stock tokens currently available";
    "a maximum of 4 Stock tokens of an airline (... 3 Stock tokens in a 2-player game)"."""
    t = Table(3)
    t.deal()
    t.carla_neal_chuck()
    t.rec("income", airline="Pink", income=100)  # Pink: 6 tokens in play, Chuck holds 1
    t.rec("income", airline="Blue", income=25)  # Chuck's 2 Blue tokens pay for his buys
    t.operate_all()
    t.rec("end_turn")
    t.rec("pass", player=2)  # turn 2: Neal holds the First Player marker; then Chuck, Carla
    t.rec("buy", player=3, airline="Pink")
    t.rec("pass", player=1)
    for _ in range(2):
        t.rec("buy", player=3, airline="Pink")
    error = refused(t, "buy", {"player": 3, "airline": "Pink"})
    assert error.field == "airline" and error.rule == "1930, Stock Phase, Basic Rules About Stock Tokens"
    assert "at most 4" in error.message
    t2 = Table(3)
    t2.deal()
    t2.carla_neal_chuck()
    t2.rec("income", airline="Blue", income=25)
    t2.operate_all()
    t2.rec("end_turn")
    t2.rec("pass", player=2)
    t2.rec("buy", player=3, airline="Pink")  # 2 of 3 in play
    t2.rec("pass", player=1)
    error = refused(t2, "buy", {"player": 3, "airline": "Pink"})
    assert "all the 3 Pink Stock tokens in play" in error.message


# -- Income marks -----------------------------------------------------------------------------------
def test_stock_tokens_and_hubs_come_at_income_marks():
    """Setup 5: Stock tokens at 26, 51 and 100; Hub: Hubs at 26, 76 and 100. Each mark counts once."""
    t = Table(3)
    t.deal()
    t.carla_neal_chuck()
    green = t.state.airlines["Green"]
    assert (green.pool, green.unreleased, green.hubs_available) == (1, 3, 0)
    t.rec("income", airline="Green", income=25)
    assert (green.pool, green.hubs_available) == (1, 0)
    t.rec("income", airline="Green", income=26)
    assert (green.pool, green.unreleased, green.hubs_available) == (2, 2, 1)
    t.rec("income", airline="Green", income=80)
    assert (green.pool, green.unreleased, green.hubs_available) == (3, 1, 2)
    t.rec("income", airline="Green", income=60)
    t.rec("income", airline="Green", income=99)
    assert (green.pool, green.hubs_available) == (3, 2)
    t.rec("income", airline="Green", income=130)
    assert (green.pool, green.unreleased, green.hubs_available) == (4, 0, 3)


def test_two_players_get_no_stock_token_at_100():
    """Setup 5: "In a 2-Player game, no new Stock tokens become available when an Airline reaches the
    100-income mark.\""""
    t = Table(2)
    t.deal()
    blue = t.state.airlines["Blue"]
    t.rec("income", airline="Blue", income=120)
    assert (blue.pool, blue.unreleased, blue.hubs_available) == (5, 0, 3)


# -- Fly ------------------------------------------------------------------------------------------
def test_income_28_falls_into_the_4_dollar_dividend_level():
    """Fly: "an airline with an income level of $28 falls into $4 Dividend Level" — Carla's Green pays $4 a token."""
    t = Table(3)
    t.deal()
    assert dividend_level(t.state.dividends, 28) == 4
    t.carla_neal_chuck()
    rec = t.rec("operate", player=1, airline="Green", action="fly", income=28, choice=1)
    assert [e.as_tuple()[1] for e in rec.entries] == [(("bank", -8), ("p1:cash", 8))]
    (flight,) = dividend_summary(t.state)[0].flights
    assert (flight.income, flight.level, flight.mode, flight.per_token, flight.ceo) == (28, 4, "full", 4, 1)


def test_a_table_where_28_is_not_4_is_accepted_with_a_warning():
    """Fly (example): "an airline with an income level of $28 falls into $4 Dividend Level" is an
    example of the boards, not a rule: a table that differs is recorded, with a warning."""
    t = Table(3)
    t.rec("starting_money", cards=[{"player": s, "card": s, "money": 19 + s} for s in (1, 2, 3)])
    payload = illustrative_tables()
    payload["dividends"] = [{"income_from": 0, "dividend": 1}, {"income_from": 28, "dividend": 5}]
    record = t.rec("tables", **payload)
    assert "WARNING" in record.summary and "income $28 gives $5, not the $4 Dividend Level" in record.summary
    assert dividend_level(t.state.dividends, 28) == 5
    assert any("income $28 gives $5" in note for note in stock_round_view(t.state).notes)


def test_half_dividend_rounds_up():
    """Fly, "* Half Dividend (Divide in Half and round up to the nearest $1.)": a $5 level pays $3."""
    assert [half_dividend(level) for level in (0, 1, 2, 3, 4, 5)] == [0, 1, 1, 2, 2, 3]
    t = Table(3)
    t.deal()
    t.carla_neal_chuck()
    # Orange: Neal 2 tokens (CEO), Carla 1. Income $34 is a $5 level (illustrative table)
    t.rec("operate", player=1, airline="Orange", action="fly", income=34, choice=3)
    (flight,) = dividend_summary(t.state)[0].flights
    assert (flight.level, flight.mode, flight.per_token) == (5, "half", 3)
    assert [(p.name, p.tokens, p.amount) for p in flight.payouts] == [("Carla", 1, 3), ("Neal", 2, 6)]
    assert (t.cash(1), t.cash(2)) == (3, 7)


def test_no_ceo_full_dividend_and_the_yellow_team():
    """Fly, "Determining the CEO": Yellow is held 1-1-1 — no CEO, so the first no-CEO rule that applies."""
    t = Table(3)
    t.deal()
    t.carla_neal_chuck()
    assert ceo_of(t.state, "Yellow") == 0
    error = refused(t, "operate", {"player": 1, "airline": "Yellow", "action": "fly", "income": 12, "choice": 1})
    assert error.field == "choice"
    t.rec("operate", player=1, airline="Yellow", action="fly", income=12, gates_available=4, gates_reserve=6)
    (flight,) = dividend_summary(t.state)[0].flights
    assert (flight.rule, flight.mode, flight.per_token, flight.total) == (4, "full", 2, 6)


# -- Research, Technology ---------------------------------------------------------------------------
def test_tech_colours_and_the_stock_price_on_entering_one():
    """Research: Yellow at the 2nd box, Green 4th, Brown 6th, Gray 8th (or 9th); Technology, "Internal
    Improvements": entering a new colour moves the stock price one space right."""
    assert [tech_colour(b) for b in range(1, 9)] == [
        "White",
        "Yellow",
        "Yellow",
        "Green",
        "Green",
        "Brown",
        "Brown",
        "Gray",
    ]
    assert [tech_colour(b, 9) for b in range(6, 10)] == ["Brown", "Brown", "Brown", "Gray"]
    t = Table(3)
    t.deal()
    t.carla_neal_chuck()
    t.rec("operate", player=1, airline="Green", action="research")
    assert (t.state.airlines["Green"].tech, t.price("Green")) == (2, 7)


# -- End of Turn ------------------------------------------------------------------------------------
def test_blue_ceo_pays_2_dollars_for_an_action():
    """End of Turn 1, example: "the CEO of the Blue airline may pay $2 to purchase an action". Chuck is Blue's CEO
    (2 tokens to Neal's 1), Blue is at $7, and the $7 box of the illustrative track shows $2."""
    t = Table(3)
    t.deal()
    t.carla_neal_chuck()
    t.operate_all()
    assert ceo_of(t.state, "Blue") == 3 and t.price("Blue") == 7
    cash = t.cash(3)
    rec = t.rec("purchased_action", player=3, airline="Blue", action="expand")
    assert rec.entries[0].as_tuple()[1] == (("p3:cash", -2), ("bank", 2))
    assert t.cash(3) == cash - 2
    error = refused(t, "purchased_action", {"player": 3, "airline": "Pink", "action": "expand"})
    assert "one action in total" in error.message


def test_paid_city_upgrades_cost_by_colour():
    """Upgrade: "Yellow ($10) / Green ($20) / Brown ($30) / Gray ($40)", at most two, from the player's money."""
    assert PAID_UPGRADE_COSTS == {"Yellow": 10, "Green": 20, "Brown": 30, "Gray": 40}
    t = Table(3)
    t.deal()
    t.carla_neal_chuck()
    t.rec("income", airline="Green", income=200)
    t.rec("operate", player=1, airline="Green", action="fly", choice=1)  # $15 x 2 to Carla
    t.rec("operate", player=2, airline="Orange", action="research")  # Orange is Yellow now
    t.rec("operate", player=3, airline="Blue", action="research")
    cash = t.cash(1)
    rec = t.rec("operate", player=1, airline="Green", action="research")
    assert t.state.airlines["Green"].tech == 2
    t.rec("operate", player=2, airline="Orange", action="upgrade", paid_upgrades=[])
    t.rec("operate", player=3, airline="Blue", action="expand")
    rec = t.rec("operate", player=1, airline="Orange", action="upgrade", paid_upgrades=["Yellow", "Yellow"])
    assert rec.entries[0].as_tuple()[1] == (("p1:cash", -20), ("bank", 20))
    assert t.cash(1) == cash - 20


def test_contract_pays_the_player_and_raises_the_airline():
    """Contract Cards: the airline "will have their stock moved up one box"; "the player playing the card, not the
    airline, receives the cash bonus"."""
    t = Table(3)
    t.deal()
    t.carla_neal_chuck()
    t.operate_all()
    rec = t.rec("contract", player=2, airline="Pink", amount=5)
    assert rec.entries[0].as_tuple()[1] == (("bank", -5), ("p2:cash", 5))
    assert t.price("Pink") == 6
    assert [c.amount for c in dividend_summary(t.state)[0].contracts] == [5]


def test_no_fly_penalty_and_no_tech_penalty_below_green():
    """End of Turn 2: an airline that did not Fly goes back one box (applied when step 3 begins); End of Turn 3:
    the penalty is for cities more than one level below the Tech Level, so none at Yellow."""
    t = Table(3)
    t.deal()
    t.carla_neal_chuck()
    # Yellow ($3) researches up to Green (two colours: +2 boxes) but never flies
    t.rec("operate", player=1, airline="Green", action="fly", choice=1)
    t.rec("operate", player=2, airline="Orange", action="fly", choice=1)
    t.rec("operate", player=3, airline="Blue", action="fly", choice=1)
    t.rec("operate", player=1, airline="Yellow", action="research")
    t.rec("operate", player=2, airline="Yellow", action="expand")
    t.rec("operate", player=3, airline="Pink", action="fly", choice=1)
    t.rec("operate", player=1, airline="Orange", action="expand")
    t.rec("operate", player=2, airline="Blue", action="expand")
    t.rec("operate", player=3, airline="Yellow", action="expand")
    t.rec("operate", player=1, airline="Green", action="expand")
    t.rec("operate", player=2, airline="Orange", action="expand")
    t.rec("operate", player=3, airline="Blue", action="expand")
    assert t.game.position() == "Turn 1, End of Turn Phase"
    assert t.price("Yellow") == 4  # $3 + 1 (Tech enters Yellow)
    t.rec("tech_penalty", airline="Green", cities=0)
    assert t.price("Yellow") == 3  # no Fly
    error = refused(t, "tech_penalty", {"airline": "Yellow", "cities": 1})
    assert error.field == "cities"  # Yellow tech: no city is more than one level below


def test_bankruptcy_at_the_1_dollar_box():
    """End of Turn 2-3, 5 and Bankruptcy: Yellow researches to Green (option research_limit "operating_round"),
    never flies (one box back) and has 3 White cities (three boxes back, stopping at the $1 box): it ends the
    turn in the $1 box and goes bankrupt — its tokens leave the game and nobody receives money."""
    t = Table(3, research_limit="operating_round")
    t.deal()
    t.carla_neal_chuck()
    plan = [
        (1, "Yellow", "research"),
        (2, "Orange", "fly"),
        (3, "Blue", "fly"),
        (1, "Green", "fly"),
        (2, "Yellow", "research"),
        (3, "Pink", "fly"),
        (1, "Orange", "expand"),
        (2, "Blue", "expand"),
        (3, "Yellow", "research"),
        (1, "Green", "expand"),
        (2, "Orange", "expand"),
        (3, "Blue", "expand"),
    ]
    for seat, airline, action in plan:
        t.rec("operate", player=seat, airline=airline, action=action, **({"choice": 1} if action == "fly" else {}))
    assert (t.state.airlines["Yellow"].tech, tech_colour(4)) == (4, "Green")
    assert t.price("Yellow") == 5  # $3, +1 entering Yellow, +1 entering Green
    cash = [t.cash(s) for s in (1, 2, 3)]
    bank = t.game.balance("bank")
    rec = t.rec("tech_penalty", airline="Yellow", cities=3)
    assert "Yellow $5 → $4 (did not Fly this turn)" in rec.summary
    assert t.price("Yellow") == 1
    rec = t.rec("end_turn")
    assert "Yellow ends the turn in the $1 box: bankrupt" in rec.summary
    assert rec.entries == ()
    assert all("Yellow" not in p.holdings for p in t.state.players)
    assert t.state.airlines["Yellow"].status == "bankrupt" and t.state.airlines["Yellow"].pool == 0
    assert [t.cash(s) for s in (1, 2, 3)] == cash and t.game.balance("bank") == bank
    (bankruptcy,) = dividend_summary(t.state)[0].bankruptcies
    assert bankruptcy.tokens == ((1, 1), (2, 1), (3, 1))
    assert refused(t, "buy", {"player": 2, "airline": "Yellow"}).rule == "1930, Stock Phase, Bankruptcy"


# -- End of Game ------------------------------------------------------------------------------------
def test_final_flight_full_dividends_and_final_score():
    """End of Game & Final Flight: "all airlines then make one final flight paying Full Dividends"; Winning the
    Game: money plus every Stock token at the current market value; ties share the victory."""
    t = Table(3, turns=1)
    t.deal()
    t.carla_neal_chuck()
    t.operate_all(choice=4)  # no dividends from the CEOs; Yellow (no CEO) pays $1 a token at income 0
    assert [t.cash(s) for s in (1, 2, 3)] == [1, 2, 1]
    t.rec("end_turn")
    assert t.game.position() == "Final Flight"
    # Pink is left out: it flies at its tracked income (0, a $1 level)
    rec = t.rec("final_flight", incomes={"Green": 28, "Orange": 28, "Blue": 17, "Yellow": 28})
    # Carla 2 Green + 1 Orange + 1 Yellow at $4; Neal 2 Orange + 1 Yellow at $4, 1 Blue at $3;
    # Chuck 2 Blue at $3, 1 Yellow at $4, 1 Pink at $1
    assert [t.cash(s) for s in (1, 2, 3)] == [1 + 16, 2 + 12 + 3, 1 + 6 + 4 + 1]
    assert "game over" in rec.summary and t.game.position() == "game over"
    assert all(f.mode == "full" for f in dividend_summary(t.state)[-1].flights)
    totals = final_totals(t.state)
    # prices unchanged (choice 4, every airline flew): Green 6, Orange 5, Blue 7, Yellow 3, Pink 5
    assert [(r.name, r.cash, r.stock_value, r.total, r.rank, r.winner) for r in totals] == [
        ("Carla", 17, 12 + 5 + 3, 37, 1, True),
        ("Neal", 17, 10 + 7 + 3, 37, 1, True),
        ("Chuck", 12, 14 + 3 + 5, 34, 3, False),
    ]
    assert [(h.airline, h.tokens, h.price, h.value) for h in totals[0].holdings] == [
        ("Green", 2, 6, 12),
        ("Orange", 1, 5, 5),
        ("Yellow", 1, 3, 3),
    ]
    assert dividend_summary(t.state)[-1].title == "Final Flight"
    assert refused(t, "end_turn", {}).rule == "1930, End of Game Phase, End of Game & Final Flight"


def test_the_colours_a_tech_penalty_counts_are_those_more_than_one_level_below() -> None:
    """1930, End of Turn - Clean Up 3: at Green, the White cities; at Brown, White and Yellow; none below Green."""
    from ledger.games.golden_age.end_of_turn import colours_below

    assert [colours_below(c) for c in ("White", "Yellow", "Green", "Brown", "Gray")] == [
        (),
        (),
        ("White",),
        ("White", "Yellow"),
        ("White", "Yellow", "Green"),
    ]


def test_the_actions_that_change_other_airlines_incomes_are_map_actions() -> None:
    """1930, Operation Phase: Relocate slides the Gates left, Upgrade and Open place City Upgrade tiles; each may
    change other airlines' incomes. Research, Fly, Stand and the Hub and Expand of one airline's own Gates do not."""
    assert set(OTHER_INCOMES_CHANGED) == {"relocate", "upgrade", "open"}
    assert set(OTHER_INCOMES_CHANGED) <= set(MAP_ACTIONS)
    assert all(words and words == words.strip() for words in OTHER_INCOMES_CHANGED.values())
