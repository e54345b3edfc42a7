"""Property tests of the ledger over random 1930 games of legal and illegal actions.

After every action (tobymao/18xx's habit, STYLE.md: "a test that all cash adds up after
every action"):

* every entry of every record balances (its postings sum to zero);
* the balances sum to zero and equal the opening entries plus every record's postings;
* a refused action (RuleViolation) changes nothing;
* undo then redo gives back the exact state; undo alone gives back the state before;
* replaying the records from nothing gives the same records and the same state;
* no player's cash is negative; Stock tokens are neither made nor lost (pool + set aside +
  held = the Setup table's total, until a bankruptcy removes them all); no player holds
  more than the cap in one airline, more than 10 in all, or every token in play.
"""

from __future__ import annotations

import pickle
from typing import Any

from hypothesis import HealthCheck, event, given, settings, strategies as st
from invariants import check_books, check_replay, nonzero, play_then_undo_all

from ledger.game import GENERIC_KINDS, Game, GameSetup
from ledger.games.golden_age import (
    ACTIONS,
    STARTING_MONEY,
    TOKEN_LIMIT,
    GoldenAgeState,
    ceo_of,
    illustrative_tables,
    legal_buys,
    operation_next,
    stock_next,
    tech_colour,
)
from ledger.journal import RuleViolation

NAMES = ("Ann", "Bea", "Cal", "Dee", "Eve", "Fay")
KINDS = (
    "starting_money",
    "tables",
    "found",
    "buy",
    "trade",
    "pass",
    "operate",
    "income",
    "purchased_action",
    "tech_penalty",
    "contract",
    "end_turn",
    "final_flight",
)
ALL_KINDS = ("balance_assertion",) + tuple(f"golden_age.{k}" for k in KINDS) + ("undo", "redo", "golden_age.sell")


# -- Random actions ---------------------------------------------------------------------------
def wild(data: st.DataObject) -> bool:
    """True about one time in ten: draw an illegal value on purpose.

    Hypothesis favours the simplest value (0, the first element), so a rare event is never the simplest.
    """
    return data.draw(st.integers(0, 9), label="wild") == 5


def any_seat(data: st.DataObject, state: GoldenAgeState) -> Any:
    if wild(data):
        return data.draw(st.sampled_from([0, 7, -1, "1", None]))
    return data.draw(st.integers(1, len(state.players)))


def any_airline(data: st.DataObject, state: GoldenAgeState) -> Any:
    if wild(data):
        return data.draw(st.sampled_from(["Mauve", "", None, 3]))
    return data.draw(st.sampled_from(list(state.airlines)))


def starting_money(data: st.DataObject, state: GoldenAgeState) -> dict[str, Any]:
    n = len(state.players)
    cards = data.draw(st.permutations(list(range(1, n + 1))), label="cards")
    rows = [
        {"player": seat, "card": card, "money": STARTING_MONEY.get(card, 23)}
        for seat, card in enumerate(cards, start=1)
    ]
    if wild(data):
        rows[0][data.draw(st.sampled_from(["money", "card", "player"]))] = data.draw(st.sampled_from([25, 0, 9]))
    return {"cards": rows}


def tables(data: st.DataObject) -> dict[str, Any]:
    payload = illustrative_tables()
    if wild(data):
        payload["dividends"][3]["dividend"] = 5  # $28 would be a $5 level
    if wild(data):
        payload["provenance"] = "guess"
    return payload


def stock_action(data: st.DataObject, state: GoldenAgeState, *, legal: bool = False) -> tuple[str, dict[str, Any]]:
    """A Stock Round action: one of the legal buys or a pass (sometimes, unless ``legal``, anything)."""
    seat = stock_next(state)
    if not seat or (not legal and wild(data)):
        kind = data.draw(st.sampled_from(["found", "buy", "trade", "pass"]))
        return kind, {
            "player": any_seat(data, state),
            "airline": any_airline(data, state),
            "price": data.draw(st.integers(1, 9)),
            "returned": any_airline(data, state),
        }
    options = legal_buys(state, seat)
    may_pass = state.phase == "stock" or not legal  # buying is compulsory in the First Stock Round
    if not options or (may_pass and data.draw(st.integers(0, 3), label="pass?") == 0):
        return "pass", {"player": seat}
    option = data.draw(st.sampled_from(options), label="option")
    payload: dict[str, Any] = {"player": seat, "airline": option.airline}
    if option.action == "found":
        payload["price"] = data.draw(st.sampled_from(option.prices), label="price")
    if option.action == "trade":
        payload["returned"] = data.draw(st.sampled_from(option.returns), label="returned")
        if len(option.prices) > 1:  # a trade that starts the airline: $3 is affordable with every listed return
            payload["price"] = option.prices[0]
    return option.action, payload


def plausible_actions(state: GoldenAgeState, airline: str) -> tuple[str, ...]:
    """The actions a table would take for ``airline`` now (fewer refusals, so whole games play fast)."""
    a = state.airlines[airline]
    actions = ["expand", "relocate", "expand"]
    if not a.flown:
        actions += ["fly", "fly", "fly"]
    if a.tech < state.tech_boxes and not a.research_rounds:
        actions.append("research")
    if a.tech > 1:
        actions.append("upgrade")
    if a.hubs_available:
        actions.append("hub")
    if a.flown and a.research_rounds:
        actions.append("stand")
    return tuple(actions)


def operation_fields(
    data: st.DataObject, state: GoldenAgeState, airline: str, purchased: bool, legal: bool = False
) -> dict[str, Any]:
    actions = plausible_actions(state, airline) if legal else ACTIONS + ("fly", "fly", "research", "expand")
    action = data.draw(st.sampled_from(actions), label="action")
    fields: dict[str, Any] = {"action": action}
    if action == "fly":
        if data.draw(st.booleans(), label="income?"):
            fields["income"] = data.draw(st.integers(0, 120), label="income")
        if ceo_of(state, airline) and (legal or not wild(data)):
            fields["choice"] = data.draw(st.integers(1, 5), label="choice")
        else:
            fields["gates_available"] = data.draw(st.integers(0, 6), label="available")
            fields["gates_reserve"] = data.draw(st.integers(0, 6), label="reserve")
    elif action in ("expand", "relocate", "upgrade", "open", "hub") and data.draw(st.booleans(), label="income?"):
        fields["income"] = data.draw(st.integers(0, 120), label="income")
    if action in ("upgrade", "open") and data.draw(st.booleans(), label="paid?"):
        colour = data.draw(st.sampled_from(["Yellow", "Green", "Brown", "Gray", "Pink"]), label="colour")
        if legal and airline in state.airlines:
            colour = tech_colour(state.airlines[airline].tech, state.gray_tech_box)
        fields["paid_upgrades"] = [colour] * data.draw(
            st.integers(0, 2 if legal or not wild(data) else 3), label="count"
        )
    return fields


def operate(data: st.DataObject, state: GoldenAgeState, *, legal: bool = False) -> dict[str, Any]:
    """An operation by the player whose action it is (sometimes, unless ``legal``, by anyone)."""
    seat = operation_next(state)
    if not seat or (not legal and wild(data)):
        return {
            "player": any_seat(data, state),
            "airline": any_airline(data, state),
            **operation_fields(data, state, "Blue", False),
        }
    player = state.player(seat)
    unused = sorted(a for a, n in player.holdings.items() if n - player.used.get(a, 0) > 0)
    airline = data.draw(st.sampled_from(unused), label="airline")
    return {"player": seat, "airline": airline, **operation_fields(data, state, airline, False, legal)}


def end_of_turn_action(data: st.DataObject, state: GoldenAgeState) -> tuple[str, dict[str, Any]]:
    kind = data.draw(
        st.sampled_from(["end_turn", "purchased_action", "tech_penalty", "contract", "contract", "end_turn", "income"]),
        label="end of turn",
    )
    founded = [a.name for a in state.airlines.values() if a.in_play] or ["Blue"]
    airline = data.draw(st.sampled_from(founded), label="airline") if not wild(data) else any_airline(data, state)
    if kind == "purchased_action":
        ceo = ceo_of(state, airline) if isinstance(airline, str) and airline in state.airlines else 0
        seat = ceo or any_seat(data, state)
        return kind, {"player": seat, "airline": airline, **operation_fields(data, state, str(airline), True)}
    if kind == "tech_penalty":
        return kind, {"airline": airline, "cities": data.draw(st.integers(-1 if wild(data) else 0, 3))}
    if kind == "contract":
        return kind, {
            "player": any_seat(data, state),
            "airline": airline,
            "amount": data.draw(st.integers(0 if wild(data) else 1, 5)),
        }
    if kind == "income":
        return kind, {"airline": airline, "income": data.draw(st.integers(-1 if wild(data) else 0, 120))}
    return kind, {}


def final_flight(data: st.DataObject, state: GoldenAgeState) -> dict[str, Any]:
    incomes = {
        a.name: data.draw(st.integers(0, 120), label="income")
        for a in state.airlines.values()
        if a.in_play and data.draw(st.booleans(), label="typed?")
    }
    if wild(data):
        incomes[data.draw(st.sampled_from(["Mauve", "Blue"]))] = data.draw(st.sampled_from([-3, "9"]))
    return {"incomes": incomes}


def balance_assertion(data: st.DataObject, game: Game) -> dict[str, Any]:
    off = data.draw(st.sampled_from([0, 0, 0, 1, -5]))
    if data.draw(st.booleans()):
        who = data.draw(st.integers(1, len(game.setup.players)))
        return {"player": who, "cash": game.balance(f"p{who}:cash") + off}
    return {"account": "bank", "balance": game.balance("bank") + off}


def draw_action(data: st.DataObject, game: Game, kind: str | None = None) -> tuple[str, dict[str, Any]]:
    """An action of ``kind`` (by default: mostly what the phase expects, sometimes any kind)."""
    state: GoldenAgeState = game.state
    if kind is None and data.draw(st.integers(0, 7), label="any kind?") == 0:
        kind = data.draw(st.sampled_from(ALL_KINDS), label="kind")
    if kind in ("undo", "redo"):
        return kind, data.draw(st.sampled_from([{}, {}, {"target": len(game.records)}, {"target": 1}]))
    if kind == "balance_assertion":
        return kind, balance_assertion(data, game)
    if kind is None:
        phase = state.phase
        if phase == "setup":
            kind = (
                "golden_age.tables"
                if data.draw(st.integers(0, 3), label="tables first?") == 0
                else "golden_age.starting_money"
            )
        elif phase in ("first_stock", "stock"):
            if not state.track:
                return "golden_age.tables", tables(data)
            sub, payload = stock_action(data, state)
            return f"golden_age.{sub}", payload
        elif phase == "operation":
            kind = "golden_age.operate" if data.draw(st.integers(0, 9), label="income?") else "golden_age.income"
        elif phase == "end_of_turn":
            sub, payload = end_of_turn_action(data, state)
            return f"golden_age.{sub}", payload
        elif phase == "final_flight":
            kind = "golden_age.final_flight"
        else:
            kind = data.draw(st.sampled_from(ALL_KINDS))
    if kind == "golden_age.starting_money":
        return kind, starting_money(data, state)
    if kind == "golden_age.tables":
        return kind, tables(data)
    if kind in ("golden_age.found", "golden_age.buy", "golden_age.trade", "golden_age.pass"):
        if state.phase in ("first_stock", "stock") and state.track and not wild(data):
            sub, payload = stock_action(data, state)
            return f"golden_age.{sub}", payload
        return kind, {
            "player": any_seat(data, state),
            "airline": any_airline(data, state),
            "price": data.draw(st.integers(1, 9)),
            "returned": any_airline(data, state),
        }
    if kind == "golden_age.operate":
        return kind, operate(data, state)
    if kind == "golden_age.income":
        return kind, {"airline": any_airline(data, state), "income": data.draw(st.integers(0, 120))}
    if kind in ("golden_age.purchased_action", "golden_age.tech_penalty", "golden_age.contract", "golden_age.end_turn"):
        sub, payload = end_of_turn_action(data, state)
        return kind, payload
    if kind == "golden_age.final_flight":
        return kind, final_flight(data, state)
    return kind, {"player": 1}


# -- Invariants ---------------------------------------------------------------------------------
def snapshot(game: Game) -> tuple[Any, ...]:
    """What a refused action must leave exactly as it was (a pickle round trip is a fast deep copy)."""
    undo, redo = game.undo_target(), game.redo_target()
    return (
        pickle.loads(pickle.dumps(game.state)),
        dict(game.state.balances),
        len(game.records),
        game.position(),
        undo and undo.seq,
        redo and redo.seq,
    )


def check_table(game: Game) -> None:
    """Cash is never negative; Stock tokens are neither made nor lost; the holding limits hold."""
    state: GoldenAgeState = game.state
    row = state.setup_row
    for player in state.players:
        assert game.balance(f"p{player.seat}:cash") >= 0, player.name
        assert player.tokens <= TOKEN_LIMIT
        assert all(0 < n <= row.max_per_airline for n in player.holdings.values())
        assert all(0 <= player.used.get(a, 0) <= n for a, n in player.holdings.items())
    for airline in state.airlines.values():
        held = sum(p.holdings.get(airline.name, 0) for p in state.players)
        if airline.status == "bankrupt":
            assert held == airline.pool == airline.unreleased == 0
            continue
        assert min(airline.pool, airline.unreleased) >= 0
        assert airline.pool + airline.unreleased + held == row.tokens_total, airline.name
        if held:  # "No player may possess all the Stock tokens currently available for an airline."
            assert max(p.holdings.get(airline.name, 0) for p in state.players) < held + airline.pool
        if airline.in_play:
            assert 0 <= airline.box < len(state.track)
        assert 1 <= airline.tech <= state.tech_boxes


def record_checked(data: st.DataObject, game: Game, kind: str, payload: dict[str, Any], *, undo_odds: int = 4) -> bool:
    """Record one action, check every invariant, and say whether it was accepted.

    One accepted action in ``undo_odds`` is undone and redone (each undo replays the game).
    """
    before = snapshot(game)
    try:
        game.record(kind, payload)
    except RuleViolation as error:
        event(f"refused: {kind}")
        assert error.message
        assert snapshot(game) == before, (kind, payload, str(error))
        return False
    event(f"recorded: {kind}")
    if kind not in GENERIC_KINDS and data.draw(st.integers(1, undo_odds), label="undo and redo") == 1:
        after = snapshot(game)
        game.record("undo")
        assert snapshot(game)[:2] == before[:2]
        assert game.position() == before[3]
        game.record("redo")
        assert snapshot(game)[:2] == after[:2]
    check_books(game)
    check_table(game)
    return True


def new_game(data: st.DataObject, players: tuple[int, ...] = (2, 3, 4, 5, 6), **extra: Any) -> Game:
    n = data.draw(st.sampled_from(players), label="players")
    options = {
        "turns": data.draw(st.sampled_from([1, 2, 6]), label="turns"),
        "gray_tech_box": data.draw(st.sampled_from([8, 9]), label="gray"),
        "research_limit": data.draw(st.sampled_from(["turn", "operating_round"]), label="research"),
        **extra,
    }
    return Game(GameSetup("golden_age", "standard", "random", NAMES[:n], options))


# -- The properties -----------------------------------------------------------------------------
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_actions_keep_the_books(data: st.DataObject) -> None:
    """A flat random walk: each step a kind (mostly the phase's) with random, often illegal, fields."""
    game = new_game(data)
    check_books(game)
    for _ in range(data.draw(st.integers(1, 40), label="steps")):
        kind, payload = draw_action(data, game)
        record_checked(data, game, kind, payload)
        check_replay(game)
    event(f"reached: {game.position()[:22]}")


@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example, HealthCheck.data_too_large],
)
@given(st.data())
def test_whole_games_keep_the_books(data: st.DataObject) -> None:
    """Games driven phase by phase, mostly legal, with random illegal actions between steps; the same
    invariants after every action, replay at each new turn and at the end. This reaches what a flat walk
    seldom does: trades at the limit, bankruptcies, the Final Flight and the end of the game."""

    def checked(kind: str, payload: dict[str, Any]) -> bool:
        return record_checked(data, game, kind, payload, undo_odds=10)

    game = new_game(
        data, players=(2, 3, 3, 4, 4, 5, 6), turns=data.draw(st.sampled_from([2, 2, 3, 3, 6]), label="turns")
    )
    n = len(game.setup.players)
    cards = list(range(1, n + 1))
    assert checked(
        "golden_age.starting_money",
        {"cards": [{"player": s, "card": c, "money": STARTING_MONEY.get(c, 23)} for s, c in enumerate(cards, start=1)]},
    )
    assert checked("golden_age.tables", illustrative_tables())
    turn = 1
    for _ in range(600):
        if data.draw(st.integers(0, 9), label="noise") == 5:
            checked(*draw_action(data, game, data.draw(st.sampled_from(ALL_KINDS))))
        state: GoldenAgeState = game.state
        if state.phase == "over":
            break
        if state.turn != turn:
            turn = state.turn
            check_replay(game)
        if state.phase in ("first_stock", "stock"):
            if not state.track:
                checked("golden_age.tables", illustrative_tables())
                continue
            kind, payload = stock_action(data, state, legal=True)
            assert checked(f"golden_age.{kind}", payload)  # a legal option, or a pass, is never refused
        elif state.phase == "operation":
            if data.draw(st.integers(0, 6), label="income") == 3:
                founded = [a.name for a in state.airlines.values() if a.in_play]
                checked(
                    "golden_age.income",
                    {"airline": data.draw(st.sampled_from(founded)), "income": data.draw(st.integers(0, 120))},
                )
                continue
            payload = operate(data, state, legal=True)
            if not checked("golden_age.operate", payload):
                # Expand is always possible with an unused token: the phase moves on
                seat = operation_next(state)
                player = state.player(seat)
                unused = sorted(a for a, k in player.holdings.items() if k - player.used.get(a, 0) > 0)
                assert checked("golden_age.operate", {"player": seat, "airline": unused[0], "action": "expand"})
        elif state.phase == "end_of_turn":
            kind, payload = end_of_turn_action(data, state)
            if kind == "end_turn" and data.draw(st.integers(0, 2), label="penalise") == 0:
                founded = [a for a in state.airlines.values() if a.in_play and not a.tech_penalised]
                if founded and state.eot_step <= 3:
                    checked(
                        "golden_age.tech_penalty", {"airline": founded[0].name, "cities": data.draw(st.integers(0, 4))}
                    )
            checked(f"golden_age.{kind}", payload)
        elif state.phase == "final_flight":
            if not checked("golden_age.final_flight", final_flight(data, state)):
                assert checked("golden_age.final_flight", {})
    check_replay(game)
    event(f"reached: {game.position()[:22]}")
    for airline in game.state.airlines.values():
        event(f"an airline is {airline.status}")
    if any(len(r.payload.get("returned", "")) for r in game.records if r.kind == "golden_age.trade"):
        event("a trade")


@settings(max_examples=20, deadline=None)
@given(st.data())
def test_undo_all_the_way_back_gives_the_opening_state(data: st.DataObject) -> None:
    """Undo is an action with reversing entries: undoing everything leaves the state before the first action."""
    game = new_game(data)
    play_then_undo_all(data, game, draw_action, 30)
    assert nonzero(game.state.balances) == {}
