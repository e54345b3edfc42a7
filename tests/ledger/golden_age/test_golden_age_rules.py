"""1930: refusals name the field and the rule and change nothing; each game option's settings; the CEO choices.

"The engine checks before it changes anything" (ledger/game.py, Rules.apply): after each
refusal the state (compared whole, by value), the balances, the number of records and the
position are exactly what they were. Options where the rulebook contradicts itself
(docs/rule-readings.md, 1930) are tested in each setting.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from golden_age_examples import GoldenAgeTable

from ledger.errors import replaying
from ledger.game import Game, GameSetup, rules_for
from ledger.games.golden_age import (
    ACTIONS,
    RULES,
    action_choices,
    actions_not_offered,
    ceo_of,
    dividend_summary,
    fly_outcome,
    illustrative_tables,
    market_view,
    next_step,
    operation_next,
    operation_view,
    purchase_next,
    purchase_refusal,
    purchase_status,
    stock_round_view,
    tech_colour,
    turn_order,
)
from ledger.journal import RuleViolation
from ledger.record_file import dumps_record, loads_record
from ledger.store import Book

R_SETUP = "1930, Setup"
R_FIRST = "1930, Stock Phase, The First Stock Round"
R_NORMAL = "1930, Stock Phase, Normal Stock Rounds"
R_BASIC = "1930, Stock Phase, Basic Rules About Stock Tokens"
R_BANKRUPTCY = "1930, Stock Phase, Bankruptcy"
R_OPERATING = "1930, Operation Phase, Operating Rounds"
R_OPERATIONS = "1930, Operation Phase, Airline Operations"
R_EXPAND = "1930, Operation Phase, Expand"
R_RELOCATE = "1930, Operation Phase, Relocate"
R_UPGRADE = "1930, Operation Phase, Upgrade"
R_HUB = "1930, Operation Phase, Hub"
R_FLY = "1930, Operation Phase, Fly"
R_STAND = "1930, Operation Phase, Stand"
R_CONTRACTS = "1930, Important Game Concepts, Contract Cards"
R_EOT = "1930, End of Turn Phase, End of Turn - Clean Up"
R_END = "1930, End of Game Phase, End of Game & Final Flight"
R_TABLES = "DESIGN.md, tables the rulebooks do not print"
R_READINGS = "docs/rule-readings.md, 1930"
NAMES = ("Carla", "Neal", "Chuck", "Dora", "Earl", "Fay")
#: what the views say of a deal at the rulebook example's money (no provenance "board")
CARDS_NOTE = (
    "First Round Turn Order cards 1-3: the rulebook example's money ($20, $21, $22), not checked against the cards."
)


class Table(GoldenAgeTable):
    """A 1930 game played through real records, seats named Carla, Neal, Chuck, …"""

    TITLE = "rules"
    NAMES = NAMES

    def snapshot(self) -> tuple[Any, ...]:
        """Everything a refused action must leave alone."""
        return (
            copy.deepcopy(self.state),
            dict(self.state.balances),
            len(self.game.records),
            self.game.position(),
            stock_round_view(self.state),
            dividend_summary(self.state),
        )


# -- How far to play before the refused action ---------------------------------------------------
def at_setup(t: Table) -> None:
    """Before the First Round Turn Order cards."""


def dealt(t: Table) -> None:
    """Starting money paid; no Stock Market track yet."""
    t.deal(tables=False)


def first_round(t: Table) -> None:
    """The First Stock Round, Carla's first buy, tables entered."""
    t.deal()


def operation(t: Table) -> None:
    """Turn 1, Operating Round 1, Carla to act; Green's income $10."""
    t.deal()
    t.carla_neal_chuck()
    t.rec("income", airline="Green", income=10)


def end_of_turn(t: Table) -> None:
    """Turn 1, End of Turn step 1; every airline has flown (CEO choice 1)."""
    operation(t)
    t.operate_all()


def after_chuck_bought(t: Table) -> None:
    """Turn 1, End of Turn step 1: Chuck, last in turn order, has bought a Research for Blue."""
    end_of_turn(t)
    t.rec("purchased_action", player=3, airline="Blue", action="research")


def after_contract(t: Table) -> None:
    """Turn 1, End of Turn step 4: Neal has awarded a $2 contract to Pink."""
    end_of_turn(t)
    t.rec("contract", player=2, airline="Pink", amount=2)


def turn_2(t: Table) -> None:
    """Turn 2, Normal Stock Round, Neal (First Player marker) to buy."""
    end_of_turn(t)
    t.rec("end_turn")


def final_flight(t: Table) -> None:
    """A one-turn game after its End of Turn: the Final Flight is next."""
    end_of_turn(t)
    t.rec("end_turn")


def over(t: Table) -> None:
    """A one-turn game after the Final Flight."""
    final_flight(t)
    t.rec("final_flight")


def tables_with(**change: Any) -> dict[str, Any]:
    payload = illustrative_tables()
    for key, value in change.items():
        where, index, name = key.split("__")
        payload[where][int(index)][name] = value
    return payload


CASES: list[tuple[str, Callable[[Table], None], str, dict[str, Any], str, str]] = [
    # (id, state, kind, payload, field, rule)
    ("found before the cards", at_setup, "found", {"player": 1, "airline": "Green", "price": 6}, "kind", R_NORMAL),
    ("income before the cards", at_setup, "income", {"airline": "Green", "income": 5}, "kind", R_SETUP),
    (
        "two cards short",
        at_setup,
        "starting_money",
        {"cards": [{"player": 1, "card": 1, "money": 20}]},
        "cards",
        f"{R_SETUP} 3",
    ),
    (
        "card dealt twice",
        at_setup,
        "starting_money",
        {
            "cards": [
                {"player": 1, "card": 1, "money": 20},
                {"player": 2, "card": 1, "money": 20},
                {"player": 3, "card": 3, "money": 22},
            ]
        },
        "cards[1].card",
        f"{R_SETUP} 3",
    ),
    (
        "a player with two cards",
        at_setup,
        "starting_money",
        {
            "cards": [
                {"player": 1, "card": 1, "money": 20},
                {"player": 1, "card": 2, "money": 21},
                {"player": 3, "card": 3, "money": 22},
            ]
        },
        "cards[1].player",
        f"{R_SETUP} 3",
    ),
    (
        "card 4 in a 3-player game",
        at_setup,
        "starting_money",
        {
            "cards": [
                {"player": 1, "card": 1, "money": 20},
                {"player": 2, "card": 2, "money": 21},
                {"player": 3, "card": 4, "money": 23},
            ]
        },
        "cards[2].card",
        f"{R_SETUP} 3",
    ),
    ("cards dealt twice", dealt, "starting_money", {"cards": []}, "kind", f"{R_SETUP} 3"),
    ("a buy before the tables", dealt, "found", {"player": 1, "airline": "Green", "price": 6}, "kind", R_TABLES),
    (
        "tables of unknown provenance",
        dealt,
        "tables",
        {**illustrative_tables(), "provenance": "guess"},
        "provenance",
        R_TABLES,
    ),
    (
        "no $1 box first",
        dealt,
        "tables",
        {**illustrative_tables(), "track": illustrative_tables()["track"][1:]},
        "track[0].price",
        R_BANKRUPTCY,
    ),
    ("prices falling", dealt, "tables", tables_with(track__4__price=3), "track[4].price", R_TABLES),
    ("no $11 box", dealt, "tables", tables_with(track__10__price=10.5), "track[10].price", R_TABLES),
    (
        "no $5 box (an Initial Stock Price)",
        dealt,
        "tables",
        {**illustrative_tables(), "track": [{"price": p, "action_cost": 2} for p in (1, 3, 4, 6, 7, 11, 15)]},
        "track",
        R_FIRST,
    ),
    (
        "dividend table not from 0",
        dealt,
        "tables",
        tables_with(dividends__0__income_from=5),
        "dividends[0].income_from",
        R_TABLES,
    ),
    ("dividends falling", dealt, "tables", tables_with(dividends__3__dividend=2), "dividends[3].dividend", R_TABLES),
    ("not Carla's buy", first_round, "found", {"player": 2, "airline": "Green", "price": 6}, "player", R_FIRST),
    ("an unknown airline", first_round, "found", {"player": 1, "airline": "Mauve", "price": 6}, "airline", R_FIRST),
    ("a single buy first", first_round, "buy", {"player": 1, "airline": "Green"}, "kind", R_FIRST),
    (
        "founding with one token first",
        first_round,
        "found",
        {"player": 1, "airline": "Green", "price": 6, "tokens": 1},
        "tokens",
        R_FIRST,
    ),
    ("passing the first buy", first_round, "pass", {"player": 1}, "kind", R_FIRST),
    (
        "a trade in the First Stock Round",
        first_round,
        "trade",
        {"player": 1, "airline": "Green", "returned": "Blue"},
        "kind",
        R_NORMAL,
    ),
    (
        "an operation in a Stock Round",
        first_round,
        "operate",
        {"player": 1, "airline": "Green", "action": "expand"},
        "kind",
        R_OPERATING,
    ),
    (
        "a contract in a Stock Round",
        first_round,
        "contract",
        {"player": 1, "airline": "Green", "amount": 1},
        "kind",
        f"{R_EOT} 4",
    ),
    (
        "not Neal's action",
        operation,
        "operate",
        {"player": 2, "airline": "Orange", "action": "fly", "choice": 1},
        "player",
        R_OPERATING,
    ),
    (
        "Carla holds no Blue",
        operation,
        "operate",
        {"player": 1, "airline": "Blue", "action": "expand"},
        "airline",
        R_OPERATING,
    ),
    (
        "an unknown action",
        operation,
        "operate",
        {"player": 1, "airline": "Green", "action": "teleport"},
        "action",
        R_OPERATIONS,
    ),
    (
        "the CEO's choice missing",
        operation,
        "operate",
        {"player": 1, "airline": "Green", "action": "fly"},
        "choice",
        f"{R_FLY}, CEO Choices",
    ),
    (
        "a CEO choice of 6",
        operation,
        "operate",
        {"player": 1, "airline": "Green", "action": "fly", "choice": 6},
        "choice",
        f"{R_FLY}, CEO Choices",
    ),
    (
        "a choice without a CEO",
        operation,
        "operate",
        {"player": 1, "airline": "Yellow", "action": "fly", "choice": 1},
        "choice",
        f"{R_FLY}, Determining the CEO",
    ),
    (
        "no-CEO Gates missing",
        operation,
        "operate",
        {"player": 1, "airline": "Yellow", "action": "fly"},
        "gates_available",
        f"{R_FLY} (no CEO)",
    ),
    (
        "7 Gates in reserve",
        operation,
        "operate",
        {"player": 1, "airline": "Yellow", "action": "fly", "gates_available": 2, "gates_reserve": 7},
        "gates_reserve",
        f"{R_FLY} (no CEO)",
    ),
    (
        "a negative income",
        operation,
        "operate",
        {"player": 1, "airline": "Green", "action": "fly", "choice": 1, "income": -1},
        "income",
        R_FLY,
    ),
    (
        "an upgrade at White tech",
        operation,
        "operate",
        {"player": 1, "airline": "Green", "action": "upgrade"},
        "action",
        R_UPGRADE,
    ),
    (
        "paid upgrades on an Expand",
        operation,
        "operate",
        {"player": 1, "airline": "Green", "action": "expand", "paid_upgrades": ["Yellow"]},
        "paid_upgrades",
        R_UPGRADE,
    ),
    (
        "a Hub before income 26",
        operation,
        "operate",
        {"player": 1, "airline": "Green", "action": "hub"},
        "action",
        R_HUB,
    ),
    (
        "Stand before flying",
        operation,
        "operate",
        {"player": 1, "airline": "Green", "action": "stand"},
        "action",
        R_STAND,
    ),
    (
        "a Relocate losing income",
        operation,
        "operate",
        {"player": 1, "airline": "Green", "action": "relocate", "income": 9},
        "income",
        R_RELOCATE,
    ),
    (
        "an Expand typed below the income (an Expand only adds Gates: a slip)",
        operation,
        "operate",
        {"player": 1, "airline": "Green", "action": "expand", "income": 9},
        "income",
        R_EXPAND,
    ),
    (
        "an income for no airline",
        operation,
        "income",
        {"airline": "Mauve", "income": 3},
        "airline",
        f"{R_SETUP} 5; {R_HUB}",
    ),
    (
        "an income in words",
        operation,
        "income",
        {"airline": "Green", "income": "ten"},
        "income",
        f"{R_SETUP} 5; {R_HUB}",
    ),
    (
        "a purchased action in the Operation Phase",
        operation,
        "purchased_action",
        {"player": 1, "airline": "Green", "action": "expand"},
        "kind",
        f"{R_EOT} 1",
    ),
    ("ending the turn in the Operation Phase", operation, "end_turn", {}, "kind", f"{R_EOT} 5"),
    ("the Final Flight in turn 1", operation, "final_flight", {}, "kind", R_END),
    (
        "an operation at the End of Turn",
        end_of_turn,
        "operate",
        {"player": 1, "airline": "Green", "action": "expand"},
        "kind",
        R_OPERATING,
    ),
    (
        "a purchase by a non-CEO",
        end_of_turn,
        "purchased_action",
        {"player": 1, "airline": "Blue", "action": "expand"},
        "player",
        f"{R_EOT} 1",
    ),
    (
        "a purchased Stand",
        end_of_turn,
        "purchased_action",
        {"player": 3, "airline": "Blue", "action": "stand"},
        "action",
        R_EOT,
    ),
    (
        "a purchased second Fly",
        end_of_turn,
        "purchased_action",
        {"player": 3, "airline": "Blue", "action": "fly", "choice": 1},
        "action",
        f"{R_EOT} 1",
    ),
    (
        "a purchase for an unfounded airline",
        end_of_turn,
        "purchased_action",
        {"player": 3, "airline": "Brown", "action": "expand"},
        "airline",
        f"{R_EOT} 1",
    ),
    ("a $6 contract", end_of_turn, "contract", {"player": 1, "airline": "Green", "amount": 6}, "amount", R_CONTRACTS),
    (
        "a contract in words",
        end_of_turn,
        "contract",
        {"player": 1, "airline": "Green", "amount": "5"},
        "amount",
        R_CONTRACTS,
    ),
    (
        "a contract for an unfounded airline",
        end_of_turn,
        "contract",
        {"player": 1, "airline": "Brown", "amount": 1},
        "airline",
        R_CONTRACTS,
    ),
    (
        "a negative tech penalty",
        end_of_turn,
        "tech_penalty",
        {"airline": "Green", "cities": -1},
        "cities",
        f"{R_EOT} 3",
    ),
    ("13 cities", end_of_turn, "tech_penalty", {"airline": "Green", "cities": 13}, "cities", f"{R_EOT} 3"),
    (
        "a tech penalty after a contract",
        after_contract,
        "tech_penalty",
        {"airline": "Green", "cities": 0},
        "kind",
        R_EOT,
    ),
    (
        "Carla's purchase after Chuck's (turn order)",
        after_chuck_bought,
        "purchased_action",
        {"player": 1, "airline": "Green", "action": "expand"},
        "player",
        f"{R_EOT} 1",
    ),
    (
        "Neal's purchase after Chuck's (turn order)",
        after_chuck_bought,
        "purchased_action",
        {"player": 2, "airline": "Orange", "action": "research"},
        "player",
        f"{R_EOT} 1",
    ),
    (
        "a purchase after a contract",
        after_contract,
        "purchased_action",
        {"player": 3, "airline": "Blue", "action": "expand"},
        "kind",
        f"{R_EOT} 1",
    ),
    ("Carla out of turn", turn_2, "buy", {"player": 1, "airline": "Green"}, "player", R_NORMAL),
    ("buying an unfounded airline", turn_2, "buy", {"player": 2, "airline": "Brown"}, "airline", R_NORMAL),
    ("founding a founded airline", turn_2, "found", {"player": 2, "airline": "Green", "price": 3}, "airline", R_NORMAL),
    (
        "a trade below the limit",
        turn_2,
        "trade",
        {"player": 2, "airline": "Green", "returned": "Orange"},
        "player",
        R_NORMAL,
    ),
    ("a sold-out airline", turn_2, "buy", {"player": 2, "airline": "Orange"}, "airline", R_NORMAL),
    (
        "a Final Flight income for no airline",
        final_flight,
        "final_flight",
        {"incomes": {"Mauve": 3}},
        "incomes.Mauve",
        R_END,
    ),
    (
        "a negative Final Flight income",
        final_flight,
        "final_flight",
        {"incomes": {"Green": -1}},
        "incomes.Green",
        R_END,
    ),
    ("anything after the game", over, "income", {"airline": "Green", "income": 3}, "kind", R_END),
    # the gate of ledger.game.Game refuses a kind no game declares, before the rules engine sees it
    ("an unknown kind", operation, "fly", {}, "kind", "docs/game-record.md"),
]


@pytest.mark.parametrize("name, at, kind, payload, field, rule", CASES, ids=[c[0] for c in CASES])
def test_refusals_name_field_and_rule_and_change_nothing(name, at, kind, payload, field, rule):
    options = {"turns": 1} if at in (final_flight, over) else {}
    t = Table(3, **options)
    at(t)
    before = t.snapshot()
    full_kind = kind if kind == "fly" else f"golden_age.{kind}"
    with pytest.raises(RuleViolation) as info:
        t.game.record(full_kind, payload)
    assert (info.value.field, info.value.rule) == (field, rule), info.value.message
    assert info.value.message
    assert t.snapshot() == before


@pytest.mark.parametrize(
    "players, options, field",
    [
        (1, {}, "players"),
        (7, {}, "players"),
        (3, {"airlines": ["Blue", "Green"]}, "options.airlines"),
        (2, {"airlines": ["Blue", "Green", "Orange", "Yellow", "blue"]}, "options.airlines"),
        (3, {"turns": 0}, "options.turns"),
        (3, {"turns": 7}, "options.turns"),
        (3, {"gray_tech_box": 10}, "options.gray_tech_box"),
        (3, {"gray_tech_box": 8.0}, "options.gray_tech_box"),
        (3, {"research_limit": "round"}, "options.research_limit"),
        (3, {"house_rule": True}, "options"),
    ],
)
def test_setup_refusals(players, options, field):
    """Setup: 2-6 players; the options of docs/game-record.md, each checked."""
    names = tuple(f"P{i}" for i in range(players))
    with pytest.raises(RuleViolation) as info:
        Game(GameSetup("golden_age", "standard", "x", names, options))
    assert info.value.field == field


def test_variant_and_registry():
    assert rules_for("golden_age") is RULES
    with pytest.raises(RuleViolation) as info:
        Game(GameSetup("golden_age", "advanced", "x", ("A", "B")))
    assert info.value.field == "variant"


def test_airlines_option_names_the_colours():
    t = Table(2, airlines=["Red", "Silver", "Blue", "Green", "Gold"])
    assert list(t.state.airlines) == ["Red", "Silver", "Blue", "Green", "Gold"]
    t.deal()
    t.rec("found", player=1, airline="silver", price=4)  # colours are matched without regard to case
    assert t.state.player(1).holdings == {"Silver": 2}


# -- Options where the rulebook contradicts itself ------------------------------------------------
def research_everything(t: Table) -> None:
    """Play turns in which every airline does Research whenever it may, and flies with choice 2 (Tech +1)."""
    while t.state.phase != "final_flight":
        if t.state.phase == "stock":
            t.rec("pass", player=t.state.stock_turn)
            continue
        if t.state.phase == "end_of_turn":
            t.rec("end_turn")
            continue
        seat = operation_next(t.state)
        player = t.state.player(seat)
        unused = [a for a, n in sorted(player.holdings.items()) if n - player.used.get(a, 0) > 0]
        for airline in unused:
            try:
                t.rec("operate", player=seat, airline=airline, action="research")
                break
            except RuleViolation:
                continue
        else:
            airline = unused[0]
            a = t.state.airlines[airline]
            if not a.flown:
                ceo = ceo_of(t.state, airline)
                fields: dict[str, Any] = (
                    {"choice": 2 if a.tech < t.state.tech_boxes else 1}
                    if ceo
                    else {"gates_available": 5, "gates_reserve": 6}
                )
                t.rec("operate", player=seat, airline=airline, action="fly", **fields)
            else:
                t.rec("operate", player=seat, airline=airline, action="expand")


@pytest.mark.parametrize(
    "gray, research_limit", [(8, "turn"), (9, "turn"), (8, "operating_round"), (9, "operating_round")]
)
def test_gray_tech_box_option(gray, research_limit):
    """Research: "8th Box (Gray)" vs "9th Box (Gray)" — option gray_tech_box. The price rises on entering
    each new colour, Gray included, and the Technology Track ends at the Gray box."""
    t = Table(3, gray_tech_box=gray, research_limit=research_limit)
    t.deal()
    t.carla_neal_chuck()
    research_everything(t)
    moves = [m for m in t.state.price_moves if m.reason.startswith("Tech enters")]
    assert max(a.tech for a in t.state.airlines.values()) == gray  # the Gray box is reached, never passed
    for airline in t.state.airlines.values():
        entered = [m.reason.split()[2] for m in moves if m.airline == airline.name]
        colours = [
            c
            for c in ("Yellow", "Green", "Brown", "Gray")
            if tech_colour(airline.tech, gray)
            in ("Yellow", "Green", "Brown", "Gray")[("Yellow", "Green", "Brown", "Gray").index(c) :]
        ]
        assert entered == colours, airline.name
    assert tech_colour(8, gray) == ("Gray" if gray == 8 else "Brown")


def test_research_once_per_turn():
    """Research: "Each airline may increase its Tech Level once per turn" (default research_limit "turn")."""
    t = Table(3)
    operation(t)
    t.rec("operate", player=1, airline="Green", action="research")
    t.rec("operate", player=2, airline="Orange", action="fly", choice=1)
    t.rec("operate", player=3, airline="Blue", action="fly", choice=1)
    with pytest.raises(RuleViolation) as info:
        t.rec("operate", player=1, airline="Green", action="research")
    assert info.value.field == "action" and "this turn" in info.value.message
    assert info.value.rule == f"1930, Operation Phase, Research; {R_READINGS}"


def test_research_once_per_operating_round():
    """Airline Operations 6: "only once per Operating Round" (research_limit "operating_round"): Neal may not
    research Yellow in the round Carla did, but may in the next."""
    t = Table(3, research_limit="operating_round")
    operation(t)
    t.rec("operate", player=1, airline="Yellow", action="research")
    with pytest.raises(RuleViolation) as info:
        t.rec("operate", player=2, airline="Yellow", action="research")
    assert "Operating Round 1" in info.value.message
    t.rec("operate", player=2, airline="Orange", action="fly", choice=1)
    t.rec("operate", player=3, airline="Blue", action="fly", choice=1)
    t.rec("operate", player=1, airline="Green", action="fly", choice=1)
    t.rec("operate", player=2, airline="Yellow", action="research")
    assert t.state.airlines["Yellow"].tech == 3
    t.operate_all()
    # End of Turn 1: "If either of the two actions (Fly or Research) ... has already been done earlier in the
    # turn, they may not be performed again" — in both settings
    with pytest.raises(RuleViolation) as info:
        t.rec("purchased_action", player=3, airline="Blue", action="fly", choice=1)
    assert info.value.rule == f"{R_EOT} 1"


def test_purchased_research_when_none_was_done():
    t = Table(3)
    end_of_turn(t)
    cost = t.state.track[t.state.airlines["Blue"].box][1]
    cash = t.cash(3)
    rec = t.rec("purchased_action", player=3, airline="Blue", action="research")
    assert t.cash(3) == cash - cost and t.state.airlines["Blue"].tech == 2
    assert "Blue $7 → $8 (Tech enters Yellow (Research))" in rec.summary
    assert dividend_summary(t.state)[0].purchased[0].cost == cost


# -- Fly: the CEO's five choices and the four no-CEO rules --------------------------------------------
@pytest.mark.parametrize(
    "choice, mode, per_token, tech, gates",
    [(1, "full", 4, 1, 0), (2, "half", 2, 2, 0), (3, "half", 2, 1, 3), (4, "none", 0, 1, 6), (5, "none", 0, 2, 3)],
)
def test_ceo_choices(choice, mode, per_token, tech, gates):
    """Fly, CEO Choices 1-5: Neal (2 Orange tokens to Carla's 1) chooses; income $28 is a $4 level."""
    t = Table(3)
    operation(t)
    t.rec("operate", player=1, airline="Orange", action="fly", income=28, choice=choice)
    (flight,) = dividend_summary(t.state)[0].flights
    assert (flight.ceo, flight.choice, flight.mode, flight.per_token, flight.gates_added) == (
        2,
        choice,
        mode,
        per_token,
        gates,
    )
    assert t.state.airlines["Orange"].tech == tech
    assert t.price("Orange") == (6 if tech == 2 else 5)  # entering Yellow moves the price
    assert (t.cash(1), t.cash(2)) == (per_token, 1 + 2 * per_token)
    assert t.state.airlines["Orange"].research_rounds == []  # "without flipping the token"


@pytest.mark.parametrize(
    "available, reserve, rule, mode, gates",
    [(0, 6, 1, "none", 6), (0, 5, 2, "half", 3), (1, 2, 2, "half", 2), (2, 6, 4, "full", 0), (5, 0, 4, "full", 0)],
)
def test_no_ceo_rules(available, reserve, rule, mode, gates):
    """Fly, no CEO: "do the first action that applies fully" — Yellow is held 1-1-1; income $34 is a $5 level."""
    t = Table(3)
    operation(t)
    t.rec(
        "operate", player=1, airline="Yellow", action="fly", income=34, gates_available=available, gates_reserve=reserve
    )
    (flight,) = dividend_summary(t.state)[0].flights
    assert (flight.ceo, flight.rule, flight.mode, flight.gates_added) == (0, rule, mode, gates)
    assert flight.per_token == {"none": 0, "half": 3, "full": 5}[mode]
    assert flight.total == 3 * flight.per_token


def test_no_ceo_rule_3_tech_behind():
    """Fly, no-CEO rule 3: "3 or more Tech boxes behind the most advanced airline": Half Dividends, Tech +1.

    With research_limit "operating_round", Orange researches in rounds 1-3 (to box 4); Yellow (box 1) flies.
    """
    t = Table(3, research_limit="operating_round")
    operation(t)
    for seat, airline, action in [
        (1, "Green", "fly"),
        (2, "Orange", "research"),
        (3, "Blue", "fly"),
        (1, "Green", "expand"),
        (2, "Orange", "research"),
        (3, "Pink", "fly"),
    ]:
        t.rec("operate", player=seat, airline=airline, action=action, **({"choice": 1} if action == "fly" else {}))
    fields = {"income": 12, "gates_available": 5, "gates_reserve": 6}
    assert fly_outcome(t.state, "Yellow", fields).rule == 4  # two boxes behind: Full Dividends
    t.rec("operate", player=1, airline="Orange", action="research")
    t.rec("operate", player=2, airline="Blue", action="expand")
    t.rec("operate", player=3, airline="Blue", action="expand")
    assert t.state.airlines["Orange"].tech == 4
    rec = t.rec("operate", player=1, airline="Yellow", action="fly", **fields)
    (flight,) = [f for f in dividend_summary(t.state)[0].flights if f.airline == "Yellow"]
    assert (flight.rule, flight.mode, flight.level, flight.per_token, flight.tech_up) == (3, "half", 2, 1, True)
    assert t.state.airlines["Yellow"].tech == 2 and t.price("Yellow") == 4
    assert "Yellow $3 → $4 (Tech enters Yellow (Fly))" in rec.summary


def test_fly_once_per_turn_and_stand_only_without_a_free_alternative():
    """Fly: "an airline may only Fly once per Operation Phase"; Stand: not while Fly or Research is possible,
    and then the price drops one box."""
    t = Table(3)
    operation(t)
    t.rec("operate", player=1, airline="Green", action="fly", choice=1)
    t.rec("operate", player=2, airline="Orange", action="fly", choice=1)
    t.rec("operate", player=3, airline="Blue", action="research")
    with pytest.raises(RuleViolation) as info:
        t.rec("operate", player=1, airline="Green", action="fly", choice=1)
    assert info.value.field == "action" and info.value.rule == R_FLY
    with pytest.raises(RuleViolation) as info:
        t.rec("operate", player=1, airline="Green", action="stand")
    assert "Research" in info.value.message and info.value.rule == R_STAND
    t.rec("operate", player=1, airline="Green", action="research")
    t.rec("operate", player=2, airline="Yellow", action="expand")
    t.rec("operate", player=3, airline="Blue", action="fly", choice=1)
    t.rec("operate", player=1, airline="Orange", action="research")  # Orange $5 -> $6, entering Yellow
    rec = t.rec("operate", player=2, airline="Orange", action="stand")
    assert "Orange $6 → $5 (Stand)" in rec.summary


def test_relocate_and_open_may_not_lower_income_but_the_banker_may_correct_it():
    t = Table(3)
    operation(t)
    t.rec("operate", player=1, airline="Green", action="relocate", income=10)
    t.rec("income", airline="Green", income=8)  # the Income Track as the board shows it
    assert t.state.airlines["Green"].income == 8


def test_expand_upgrade_and_hub_may_not_lower_income_in_new_actions_only(tmp_path: Path):
    """Expand, Upgrade and Hub only add income (1930, Operation Phase, Expand; Upgrade; Hub): a lower
    figure typed is a slip, refused naming ``income`` and the action's rule. A slip guard (ledger.errors):
    a game recorded before the guard replays as it was, and so does a record file of it."""
    t = Table(3)
    operation(t)
    t.rec("income", airline="Green", income=30)  # a Hub is available from income 26
    t.rec("operate", player=1, airline="Green", action="research")  # White -> Yellow: Upgrade allowed
    t.rec("operate", player=2, airline="Orange", action="expand")
    t.rec("operate", player=3, airline="Blue", action="expand")
    for action, rule, words in (
        ("expand", R_EXPAND, "an Expand only adds Gates"),
        ("upgrade", R_UPGRADE, "an Upgrade only raises cities"),
        ("hub", R_HUB, "a Hub only adds"),
    ):
        with pytest.raises(RuleViolation) as info:
            t.rec("operate", player=1, airline="Green", action=action, income=29)
        assert (info.value.field, info.value.rule) == ("income", rule)
        assert info.value.message == (
            f"Green's income would fall from $30 to $29; {words}: type the income after it, at least $30"
        )
    assert t.state.airlines["Green"].income == 30
    # the same Upgrade in a game recorded before the guard: replayed (opening a book, importing a file)
    actions = [(r.kind, r.payload, r.note, r.recorded_at) for r in t.game.records]
    actions.append(("golden_age.operate", {"player": 1, "airline": "Green", "action": "upgrade", "income": 29}, "", ""))
    old = Game.replay(t.game.setup, actions)
    assert old.state.airlines["Green"].income == 29
    setup, recorded, _ = loads_record(dumps_record(old.setup, old.records))
    assert Game.replay(setup, [a.as_tuple() for a in recorded]).state.airlines["Green"].income == 29
    book = Book(f"sqlite:///{tmp_path / 'old.sqlite'}")
    game_id = book.import_actions(setup, recorded)
    book.close()
    book = Book(f"sqlite:///{tmp_path / 'old.sqlite'}")  # a book recorded before the guard still opens
    assert book.game(game_id).state.airlines["Green"].income == 29 and book.audit(game_id).ok
    book.record(game_id, "golden_age.income", {"airline": "Orange", "income": 12})
    with pytest.raises(RuleViolation, match="would fall from \\$12 to \\$11"):  # but a new slip is refused
        book.record(game_id, "golden_age.operate", {"player": 2, "airline": "Orange", "action": "expand", "income": 11})
    book.close()
    # a Relocate's refusal is the rule's own, replayed or not
    actions[-1] = ("golden_age.operate", {"player": 1, "airline": "Green", "action": "relocate", "income": 29}, "", "")
    with pytest.raises(RuleViolation, match="may not lower it"):
        Game.replay(t.game.setup, actions)


# -- End of Turn order ---------------------------------------------------------------------------------
def test_end_of_turn_steps_in_order():
    """End of Turn: purchased actions, then no-Fly penalties, tech penalties, contracts, the next turn."""
    t = Table(3)
    operation(t)
    t.rec("income", airline="Pink", income=25)
    for seat, airline in [
        (1, "Green"),
        (2, "Orange"),
        (3, "Pink"),
        (1, "Green"),
        (2, "Orange"),
        (3, "Blue"),
        (1, "Orange"),
        (2, "Blue"),
        (3, "Blue"),
        (1, "Yellow"),
        (2, "Yellow"),
        (3, "Yellow"),
    ]:
        fly = airline == "Pink"
        t.rec(
            "operate", player=seat, airline=airline, action="fly" if fly else "expand", **({"choice": 1} if fly else {})
        )
    assert next_step(t.state) == (
        "Turn 1, End of Turn: purchased actions in turn order: Carla (then Neal, Chuck), then end the turn "
        "(confirm the incomes: Blue, Orange, Yellow)"
    )
    assert t.cash(3) == 4
    t.rec("purchased_action", player=3, airline="Blue", action="fly", choice=1)  # $2 at Blue's $7 box
    t.rec("contract", player=1, airline="Green", amount=1)
    # no Fly: Green, Orange, Yellow go back one box before the contract raises Green
    assert [(m.airline, m.reason) for m in dividend_summary(t.state)[0].price_moves] == [
        ("Green", "did not Fly this turn"),
        ("Orange", "did not Fly this turn"),
        ("Yellow", "did not Fly this turn"),
        ("Green", "contract"),
    ]
    assert (t.price("Green"), t.price("Blue"), t.price("Pink")) == (6, 7, 5)
    assert (
        next_step(t.state)
        == "Turn 1, End of Turn: contracts (Neal next in turn order), then end the turn (confirm the incomes: Blue, "
        "Orange, Yellow)"
    )
    rec = t.rec("end_turn")
    assert "Turn 2: Neal holds the First Player marker" in rec.summary
    assert t.state.stock_turn == 2 and t.game.position() == "Turn 2, Normal Stock Round"


def test_purchased_actions_in_turn_order():
    """End of Turn 1: "In turn order, each player may choose to purchase one action": clockwise from the
    First Player marker; a player passed over (a later player has bought) has let the purchase go."""
    t = Table(3)
    end_of_turn(t)
    assert turn_order(t.state) == [1, 2, 3] and purchase_next(t.state) == (1, 2, 3)
    assert purchase_status(t.state) == {1: "next", 2: "later", 3: "later"}
    t.rec("purchased_action", player=2, airline="Orange", action="research")  # Carla lets hers go
    assert purchase_next(t.state) == (3,)
    # each player's state in a word for the table's Bought row, and why one may not buy in a sentence
    assert purchase_status(t.state) == {1: "passed_over", 2: "bought", 3: "next"}
    assert purchase_refusal(t.state, 2) == "Neal has bought an action this turn"
    assert purchase_refusal(t.state, 1) is not None and purchase_refusal(t.state, 3) is None
    assert next_step(t.state).startswith(
        "Turn 1, End of Turn: purchased actions in turn order: Chuck, then end the turn (confirm the incomes: "
    )
    before = t.snapshot()
    with pytest.raises(RuleViolation) as info:
        t.rec("purchased_action", player=1, airline="Green", action="research")
    assert (info.value.field, info.value.rule) == ("player", f"{R_EOT} 1")
    assert "turn order (Carla, Neal, Chuck)" in info.value.message and "Carla has let it go" in info.value.message
    assert t.snapshot() == before
    t.rec("purchased_action", player=3, airline="Blue", action="research")
    assert purchase_next(t.state) == ()
    # what is left is named, not the step done (a newcomer's try: "no more purchased actions, then end the turn")
    assert next_step(t.state).startswith("Turn 1, End of Turn: contracts (Carla next in turn order), then end the turn")
    t.rec("end_turn")
    # Turn 2: Neal holds the First Player marker, so the order is Neal, Chuck, Carla
    for seat in (2, 3, 1):
        t.rec("pass", player=seat)
    t.operate_all()
    assert turn_order(t.state) == [2, 3, 1] and purchase_next(t.state) == (2, 3, 1)
    t.rec("purchased_action", player=3, airline="Pink", action="research")
    t.rec("purchased_action", player=1, airline="Green", action="research")  # Carla after Chuck: in turn order
    with pytest.raises(RuleViolation) as info:
        t.rec("purchased_action", player=2, airline="Orange", action="expand")
    assert info.value.field == "player" and "turn order (Neal, Chuck, Carla)" in info.value.message
    assert [(p.turn, p.name) for p in t.state.purchased] == [(1, "Neal"), (1, "Chuck"), (2, "Chuck"), (2, "Carla")]


def test_purchased_actions_declined_player_by_player():
    """End of Turn 1: "This extra action is optional": the next CEO in turn order declines
    (``golden_age.decline_purchase``, no money moves) and the choice passes on; only the one whose
    choice it is may decline, a player who declined buys nothing this turn, and the next turn starts
    afresh. A record without a decline reads as before (a later buyer passes the earlier ones over)."""
    t = Table(3)
    end_of_turn(t)
    assert purchase_next(t.state) == (1, 2, 3)
    before = t.snapshot()
    with pytest.raises(RuleViolation) as info:
        t.rec("decline_purchase", player=2)
    assert (info.value.field, info.value.rule) == ("player", f"{R_EOT} 1")
    assert "Carla decides before Neal" in info.value.message
    assert t.snapshot() == before
    rec = t.rec("decline_purchase", player=1)
    assert rec.summary == "Carla declines a purchased action; next: Neal"
    assert purchase_next(t.state) == (2, 3) and dict(t.state.balances) == before[1]
    with pytest.raises(RuleViolation) as info:
        t.rec("purchased_action", player=1, airline="Green", action="research")
    assert "Carla has declined" in info.value.message
    t.rec("decline_purchase", player=2)
    assert t.game.refused_now("golden_age.purchased_action") is None  # Chuck may still buy
    t.rec("purchased_action", player=3, airline="Blue", action="research")
    assert purchase_next(t.state) == ()
    with pytest.raises(RuleViolation) as info:
        t.rec("decline_purchase", player=3)
    assert "Chuck has bought an action this turn" in info.value.message
    # every CEO has bought or declined: refused before a player is chosen (no "Buy act." key)
    for kind in ("golden_age.purchased_action", "golden_age.decline_purchase"):
        assert "no CEO may buy an action now" in str(t.game.refused_now(kind))
    t.rec("end_turn")
    assert t.state.purchase_declined == []


def test_action_choices_offer_only_what_the_rules_allow():
    """The airlines and actions a form may offer (Operating Rounds, Airline Operations; End of Turn 1):
    only the player whose action it is, only airlines with an unused Stock token, no Fly for an airline
    already flown this turn, no Hub before one is available (income $26), no Upgrade or Open at White,
    no Stand before a Fly; a purchased action only for a CEO's own airline, never Fly twice nor Stand."""
    t = Table(3)
    operation(t)  # Carla to act: Green 2, Orange 1, Yellow 1; Green's income $10, Tech White
    carla = action_choices(t.state, 1)
    assert list(carla) == ["Green", "Orange", "Yellow"]  # no Blue, no Pink: Carla holds no token of them
    assert carla["Green"] == ("expand", "relocate", "research", "fly")
    assert action_choices(t.state, 2) == {}  # not Neal's action
    t.rec("operate", player=1, airline="Green", action="fly", choice=1)
    t.rec("operate", player=2, airline="Orange", action="expand")
    t.rec("operate", player=3, airline="Blue", action="expand")
    t.rec("income", airline="Green", income=26)  # the mark of Green's first Hub
    carla = action_choices(t.state, 1)
    assert "fly" not in carla["Green"] and "hub" in carla["Green"] and "hub" not in carla["Orange"]
    t.operate_all()
    assert purchase_next(t.state) == (1, 2, 3)
    bought = action_choices(t.state, 1, purchased=True)
    assert list(bought) == [a.name for a in t.state.airlines.values() if ceo_of(t.state, a.name) == 1]
    assert all("fly" not in actions and "stand" not in actions for actions in bought.values())  # all flown
    assert action_choices(t.state, 1) == {}  # no Operation Phase now


def test_actions_not_offered_say_why_in_the_refusals_words():
    """What action_choices leaves out, each with the reason action_refusal gives (a newcomer's Research was gone
    from the list once done, and nothing said why): grouped by reason, in the rulebook's order; no Stand named for
    a purchased action (never offered by End of Turn, step 1)."""
    t = Table(3)
    operation(t)  # Carla to act: Green's income $10, Tech White
    before = dict(actions_not_offered(t.state, "Green"))
    assert before[("upgrade", "open")] == "Green is at Tech Level White: it has no City Upgrade tiles to place"
    assert ("hub",) in before and ("stand",) in before and not any("fly" in a for a in before)
    offered = set(action_choices(t.state, 1)["Green"])
    named = {a for actions in before for a in actions}
    assert offered.isdisjoint(named) and offered | named == set(ACTIONS)  # every action: offered or said why
    t.rec("operate", player=1, airline="Green", action="fly", choice=1)
    assert dict(actions_not_offered(t.state, "Green"))[("fly",)] == "Green has already flown this turn"
    t.operate_all()
    bought = actions_not_offered(t.state, "Green", purchased=True)
    assert not any("stand" in actions for actions, _why in bought)
    assert actions_not_offered(t.state, "Nowhere") == ()


def test_only_ceos_are_named_next():
    """purchase_next names only the players who are CEO of an airline in play (the others cannot buy)."""
    t = Table(3)
    end_of_turn(t)
    t.rec("purchased_action", player=1, airline="Green", action="research")
    assert purchase_next(t.state) == (2, 3)
    t.rec("contract", player=1, airline="Green", amount=1)  # closes step 1
    assert purchase_next(t.state) == ()


def test_five_contracts_per_player():
    """Contract Cards: "each player will be dealt five secret Contract Cards"."""
    t = Table(3)
    end_of_turn(t)
    for amount in (1, 2, 3, 4, 5):
        t.rec("contract", player=1, airline="Green", amount=amount)
    assert t.cash(1) >= 15
    with pytest.raises(RuleViolation) as info:
        t.rec("contract", player=1, airline="Green", amount=1)
    assert info.value.field == "player" and info.value.rule == R_CONTRACTS


def test_tables_can_be_corrected_keeping_the_boxes():
    """DESIGN.md: the banker enters or confirms the boards' tables; a correction keeps every token in its box."""
    t = Table(3)
    operation(t)
    payload = illustrative_tables()
    payload["provenance"] = "board"
    payload["track"][6]["action_cost"] = 3
    t.rec("tables", **payload)
    assert t.state.tables_provenance == "board" and market_view(t.state)[6].action_cost == 3
    assert stock_round_view(t.state).notes == (CARDS_NOTE,)  # the tables are the boards': no remark on them
    payload["track"] = payload["track"][:-1]
    with pytest.raises(RuleViolation) as info:
        t.rec("tables", **payload)
    assert info.value.field == "track"


# -- Views ---------------------------------------------------------------------------------------------
def test_views_before_and_during_play():
    t = Table(3)
    t.deal(tables=False)
    assert stock_round_view(t.state).notes == (
        "Stock Market track and Dividend Level table not entered yet (golden_age.tables).",
        CARDS_NOTE,
    )
    assert next_step(t.state) == "Enter the Stock Market track and Dividend Level table (golden_age.tables)"
    t.rec("tables", **illustrative_tables())
    view = stock_round_view(t.state)
    assert (view.round_name, view.buy_number, view.to_act_name, view.max_per_airline, view.token_limit) == (
        "First Stock Round",
        1,
        "Carla",
        4,
        10,
    )
    assert all(o.action == "found" and o.tokens == 2 for o in view.options)
    assert "illustrative" in view.notes[0]
    t.carla_neal_chuck()
    ops = operation_view(t.state)
    assert (ops.op_round, ops.to_act_name) == (1, "Carla")
    assert ops.players[0].unused == (("Green", 2), ("Orange", 1), ("Yellow", 1))
    assert market_view(t.state)[0].bankrupt and market_view(t.state)[6].airlines == ("Blue",)


def test_record_file_round_trip():
    """docs/game-record.md: export then import gives back the same game exactly."""
    t = Table(3, research_limit="operating_round")
    end_of_turn(t)
    t.rec("contract", player=2, airline="Pink", amount=2)
    text = dumps_record(t.game.setup, t.game.records)
    setup, actions, _ = loads_record(text)
    again = Game.replay(setup, [a.as_tuple() for a in actions])
    assert again.state == t.state
    assert [r.entries for r in again.records] == [r.entries for r in t.game.records]


def test_no_ceo_gates_off_the_map_are_at_most_eleven():
    """12 Gates an airline, one always on its Home City (Setup 8): Gates available and in reserve together are at most
    11. A round-2 try: 11 available (a doubled "1") and 6 in reserve turned rule 2 into rule 4. A slip guard: a book
    that recorded such a Fly before replays as recorded."""
    t = Table(3)
    operation(t)
    fields = {"income": 34, "gates_available": 11, "gates_reserve": 6}
    with pytest.raises(RuleViolation, match=r"11 Gates available and 6 in reserve make 17: Yellow has 12 Gates") as err:
        t.rec("operate", player=1, airline="Yellow", action="fly", **fields)
    assert err.value.field == "gates_available"
    with replaying():
        t.rec("operate", player=1, airline="Yellow", action="fly", **fields)
