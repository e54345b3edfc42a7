"""Property tests of the ledger over random Air Fare games of legal and illegal actions.

After every action (as tests/test_ledger_properties.py does for Air Empire):

* every entry of every record balances, and the accounts sum to zero and equal the opening
  entries plus every record's postings;
* a refused action (RuleViolation) changes nothing;
* undo then redo gives back the exact state; undo alone gives back the state before;
* replaying the records from nothing gives the same records and the same state;
* no player's cash is negative; bank loans stay within $100M per player; no card is in two
  places.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from invariants import check_books, nonzero
from ledger.air_fare import EVENTS, MAX_LOANS, MINOR, PLANES, AirFareState, base_cost, standings, table_view
from ledger.game import GENERIC_KINDS, Game, GameSetup
from ledger.journal import RuleViolation

NAMES = ("Ann", "Bea", "Cal", "Dee")
ALL_KINDS = ("air_fare.maintenance", "air_fare.draw", "air_fare.flights", "air_fare.revenue", "air_fare.bids",
             "air_fare.loan", "air_fare.repay", "air_fare.sale", "air_fare.trade", "undo", "redo", "balance_assertion",
             "air_fare.no_such_action")
PHASE_KINDS = {
    "maintenance": ("air_fare.maintenance",) * 4 + ("air_fare.loan", "air_fare.sale"),
    "draw": ("air_fare.draw",) * 4 + ("air_fare.repay",),
    "flying": ("air_fare.flights",) * 4 + ("air_fare.sale", "air_fare.trade"),
    "revenue": ("air_fare.revenue",) * 4 + ("air_fare.loan",),
    "bid": ("air_fare.bids",) * 4 + ("air_fare.loan",),
    "over": ALL_KINDS,
}


def wild(data: st.DataObject) -> bool:
    """True about one time in ten: draw an illegal value on purpose."""
    return data.draw(st.integers(0, 9)) == 0


def seat(data: st.DataObject, state: AirFareState) -> Any:
    if wild(data):
        return data.draw(st.sampled_from([0, 7, "1", None, 1, 2]))
    return data.draw(st.sampled_from([p.seat for p in state.active_players()] or [1]))


def maintenance(data: st.DataObject, state: AirFareState) -> dict[str, Any]:
    if data.draw(st.booleans()):
        return {"seed": data.draw(st.integers(0, 10_000) if not wild(data) else st.sampled_from(["x", None]))}
    planes = [c for p in state.active_players() for c in p.planes]
    rolls = [{"plane": c, "roll": data.draw(st.integers(1, 10))} for c in planes]
    if rolls and wild(data):
        rolls[0]["roll"] = data.draw(st.sampled_from([0, 11, "3"]))
    if rolls and wild(data):
        rolls.pop()
    return {"rolls": rolls}


def draw(data: st.DataObject, state: AirFareState) -> dict[str, Any]:
    deck = [n for n, k in state.deck.items() for _ in range(k)]
    rows = []
    for player in state.active_players():
        if not deck:
            break
        name = data.draw(st.sampled_from(deck))
        deck.remove(name)
        row: dict[str, Any] = {"player": player.seat, "card": name}
        if name in EVENTS and EVENTS[name].kind == "crash" and player.planes:
            row["plane"] = data.draw(st.sampled_from(player.planes))
        rows.append(row)
    if rows and wild(data):
        rows[0][data.draw(st.sampled_from(["card", "player"]))] = data.draw(st.sampled_from(["Paris", 9, 2]))
    if rows and wild(data):
        rows.pop()
    return {"cards": rows}


def flights(data: st.DataObject, state: AirFareState) -> dict[str, Any]:
    rows = []
    for player in state.active_players():
        cities = sorted({state.cards[r].name for r in player.rights}) or [MINOR]
        for plane in player.planes:
            if plane in state.grounded and not wild(data):
                continue
            if data.draw(st.integers(0, 3)) == 0:
                continue
            rows.append({"player": player.seat, "plane": plane, "to": data.draw(st.sampled_from(cities))})
    if rows and wild(data):
        rows[0][data.draw(st.sampled_from(["to", "plane", "player"]))] = data.draw(
            st.sampled_from(["Europe", "Paris", 999, 5]))
    return {"flights": rows}


def bids(data: st.DataObject, state: AirFareState) -> dict[str, Any]:
    rows = []
    for card in state.pool:
        for player in state.active_players():
            if data.draw(st.integers(0, 2)) == 0:
                base = base_cost(state.cards[card].name)
                rows.append({"player": player.seat, "card": card,
                             "amount": base + data.draw(st.sampled_from([0, 0, 5, 10, 40]))})
    if rows and wild(data):
        rows[0]["amount"] = data.draw(st.sampled_from([0, 1, 10_000, "50"]))
    return {"bids": rows}


def sale(data: st.DataObject, state: AirFareState) -> dict[str, Any]:
    who = seat(data, state)
    cards = [c for p in state.active_players() if p.seat == who for c in (*p.planes, *p.rights)]
    return {"player": who, "card": data.draw(st.sampled_from(cards or [999]))}


def draw_action(data: st.DataObject, game: Game) -> tuple[str, dict[str, Any]]:
    state = game.state
    if data.draw(st.integers(0, 7)) == 0:
        kind = data.draw(st.sampled_from(ALL_KINDS))
    else:
        kind = data.draw(st.sampled_from(PHASE_KINDS[state.phase]))
    if kind == "air_fare.maintenance":
        return kind, maintenance(data, state)
    if kind == "air_fare.draw":
        return kind, draw(data, state)
    if kind == "air_fare.flights":
        return kind, flights(data, state)
    if kind == "air_fare.revenue":
        return kind, {} if not wild(data) else {"amount": 5}
    if kind == "air_fare.bids":
        return kind, bids(data, state)
    if kind in ("air_fare.loan", "air_fare.repay"):
        return kind, {"player": seat(data, state), "amount": data.draw(st.sampled_from([10, 20, 50, 100, 0, 101]))}
    if kind == "air_fare.sale":
        return kind, sale(data, state)
    if kind == "air_fare.trade":
        row = sale(data, state)
        return kind, {"seller": row["player"], "card": row["card"], "buyer": seat(data, state),
                      "price": data.draw(st.sampled_from([0, 10, 30, 500]))}
    if kind in ("undo", "redo"):
        return kind, data.draw(st.sampled_from([{}, {}, {"target": len(game.records)}, {"target": 1}]))
    if kind == "balance_assertion":
        who = data.draw(st.integers(1, len(game.setup.players)))
        return kind, {"player": who, "cash": game.balance(f"p{who}:cash") + data.draw(st.sampled_from([0, 0, 10]))}
    return kind, {"player": 1}


# -- Invariants ---------------------------------------------------------------------------------
def snapshot(game: Game) -> tuple[Any, ...]:
    undo, redo = game.undo_target(), game.redo_target()
    return (copy.deepcopy(game.state), dict(game.state.balances), len(game.records), game.position(),
            undo and undo.seq, redo and redo.seq)






def check_table(game: Game) -> None:
    state = game.state
    held: list[int] = list(state.pool)
    for player in state.players:
        assert game.balance(f"p{player.seat}:cash") >= 0, player.name
        assert 0 <= state.loans.get(player.seat, 0) <= MAX_LOANS
        assert -game.balance(f"p{player.seat}:loans") == state.loans.get(player.seat, 0)
        held += player.planes + player.rights
        assert all(state.cards[c].name in PLANES for c in player.planes)
    assert len(held) == len(set(held))
    assert set(held) == set(state.cards)
    assert all(k >= 0 for k in state.deck.values())
    table_view(state)
    standings(state)


def comparable(game: Game) -> list[tuple[Any, ...]]:
    return [(r.seq, r.kind, dict(r.payload), tuple(e.as_tuple() for e in r.entries), r.summary, r.position, r.note,
             r.recorded_at) for r in game.records]


def check_replay(game: Game) -> None:
    again = Game.replay(game.setup, [(r.kind, r.payload, r.note, r.recorded_at) for r in game.records])
    assert comparable(again) == comparable(game)
    assert nonzero(again.state.balances) == nonzero(game.state.balances)
    assert again.state == game.state
    assert again.position() == game.position()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_games_keep_the_books(data: st.DataObject) -> None:
    """A random 2-4 player game; each step a kind (mostly the phase's) with random, often illegal, fields."""
    n = data.draw(st.integers(2, 4), label="players")
    options = {"landing_column": data.draw(st.sampled_from(["nth_landing", "rights_held"])),
               "percentages": data.draw(st.sampled_from(["multiply", "add"])),
               "rounding": data.draw(st.sampled_from(["half_up", "down", "up"])),
               "round_each": data.draw(st.sampled_from(["landing", "player"])),
               "bid_limit": data.draw(st.sampled_from(["total", "each"])),
               "faster_game": data.draw(st.booleans())}
    game = Game(GameSetup("air_fare", "standard", "random", NAMES[:n], options))
    check_books(game)
    for _ in range(data.draw(st.integers(1, 60), label="steps")):
        kind, payload = draw_action(data, game)
        before = snapshot(game)
        try:
            game.record(kind, payload)
        except RuleViolation as error:
            event(f"refused: {kind}")
            assert error.message
            assert snapshot(game) == before, (kind, payload, str(error))
        else:
            event(f"recorded: {kind}")
            if kind not in GENERIC_KINDS and data.draw(st.booleans(), label="undo and redo"):
                after = snapshot(game)
                game.record("undo")
                assert snapshot(game)[:2] == before[:2]
                assert game.position() == before[3]
                game.record("redo")
                assert snapshot(game)[:2] == after[:2]
        check_books(game)
        check_table(game)
    check_replay(game)
    event(f"reached turn {game.state.turn}")
    for player in game.state.players:
        event(f"a player is {player.status}")


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_undo_all_the_way_back_gives_the_opening_state(data: st.DataObject) -> None:
    n = data.draw(st.integers(2, 4), label="players")
    game = Game(GameSetup("air_fare", "standard", "random", NAMES[:n]))
    opening = copy.deepcopy(game.state)
    for _ in range(data.draw(st.integers(1, 40), label="steps")):
        kind, payload = draw_action(data, game)
        try:
            game.record(kind, payload)
        except RuleViolation:
            pass
    while game.undo_target() is not None:
        game.record("undo")
    check_books(game)
    assert game.state == opening
