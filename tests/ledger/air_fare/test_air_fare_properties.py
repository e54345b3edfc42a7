"""Property tests of the ledger over random Air Fare games of legal and illegal actions.

After every action (as tests/test_ledger_properties.py does for Air Empire):

* every entry of every record balances, and the accounts sum to zero and equal the opening
  entries plus every record's postings;
* a refused action (RuleViolation) changes nothing;
* undo then redo gives back the exact state; undo alone gives back the state before;
* replaying the records from nothing gives the same records and the same state;
* no player's cash is negative; bank loans stay within $100M per player; loans between
  players match their two accounts; no card is in two places; the score is cash + cards -
  bank loans + lent - borrowed - what is owed this turn and not paid yet.

The games draw the optional rules and variants too: Price War, Advertising Phase (with both
readings of its rolls and of what is taken), 10-40 cards removed, 5-6 players with one
Minor Airport each or stand-ins.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import HealthCheck, event, given, settings, strategies as st
from invariants import check_books, check_replay, play_then_undo_all

from ledger.game import GENERIC_KINDS, Game, GameSetup
from ledger.games.air_fare import (
    EVENTS,
    MAX_LOANS,
    MINOR,
    PLANES,
    AirFareState,
    advertising_cities,
    advertising_rolls_needed,
    base_cost,
    charges_due,
    player_loans_of,
    standings,
    table_view,
)
from ledger.journal import RuleViolation

NAMES = ("Ann", "Bea", "Cal", "Dee", "Eve", "Fay")
ALL_KINDS = (
    "air_fare.maintenance",
    "air_fare.draw",
    "air_fare.flights",
    "air_fare.revenue",
    "air_fare.settle",
    "air_fare.bids",
    "air_fare.loan",
    "air_fare.repay",
    "air_fare.sale",
    "air_fare.trade",
    "air_fare.advertising",
    "air_fare.player_loan",
    "air_fare.player_repay",
    "air_fare.player_interest",
    "undo",
    "redo",
    "balance_assertion",
    "air_fare.no_such_action",
)
PHASE_KINDS = {
    "maintenance": ("air_fare.maintenance",) * 4 + ("air_fare.loan", "air_fare.sale", "air_fare.player_loan"),
    "draw": ("air_fare.draw",) * 4 + ("air_fare.repay", "air_fare.player_repay"),
    "flying": ("air_fare.flights",) * 4 + ("air_fare.sale", "air_fare.trade", "air_fare.player_interest"),
    "advertising": ("air_fare.advertising",) * 4 + ("air_fare.loan", "air_fare.player_loan", "air_fare.sale"),
    "revenue": ("air_fare.revenue",) * 4 + ("air_fare.loan", "air_fare.player_loan"),
    # short players raise money, then settle; bids wait for the settle (refused)
    "raise_money": ("air_fare.settle",) * 3
    + ("air_fare.sale", "air_fare.loan", "air_fare.trade", "air_fare.player_loan", "air_fare.repay", "air_fare.bids"),
    "bid": ("air_fare.bids",) * 4 + ("air_fare.loan", "air_fare.player_repay", "air_fare.repay"),
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
    payload: dict[str, Any] = {"rolls": rolls}
    if data.draw(st.integers(0, 2)) == 0:
        war = []
        for player in state.active_players():
            cities = sorted({state.cards[r].name for r in player.rights})
            if cities and data.draw(st.booleans()):
                war.append(
                    {
                        "player": player.seat,
                        "cities": data.draw(st.lists(st.sampled_from(cities), min_size=1, max_size=2, unique=True)),
                    }
                )
        if war and wild(data):
            war[0]["cities"] = data.draw(st.sampled_from([["Paris"], [], "Miami"]))
        payload["price_war"] = war
    return payload


def advertising(data: st.DataObject, state: AirFareState) -> dict[str, Any]:
    """Random spending at the cities each player may advertise at; the rolls typed (as
    advertising_rolls_needed asks) or seeded, sometimes wrong."""
    spending = []
    for seat, cities in advertising_cities(state).items():
        for city in cities:
            if data.draw(st.booleans()):
                amount = data.draw(st.sampled_from([0, 1, 2, 3, 5, 10]))
                spending.append({"player": seat, "city": city, "amount": amount})
    if wild(data):
        spending.append({"player": 1, "city": data.draw(st.sampled_from([MINOR, "Paris", "Dallas"])), "amount": 1})
    if data.draw(st.booleans()):
        return {"spending": spending, "seed": data.draw(st.integers(0, 1000))}
    try:
        needed = advertising_rolls_needed(state, spending)
    except RuleViolation:
        needed = []
    rolls = [dict(row, roll=data.draw(st.integers(1, 10))) for row in needed]
    if rolls and wild(data):
        rolls[0]["roll"] = data.draw(st.sampled_from([0, 11, "3"]))
    if rolls and wild(data):
        rolls.pop()
    return {"spending": spending, "rolls": rolls}


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
            st.sampled_from(["Europe", "Paris", 999, 5])
        )
    return {"flights": rows}


def bids(data: st.DataObject, state: AirFareState) -> dict[str, Any]:
    rows = []
    for card in state.pool:
        for player in state.active_players():
            if data.draw(st.integers(0, 2)) == 0:
                base = base_cost(state.cards[card].name)
                rows.append(
                    {
                        "player": player.seat,
                        "card": card,
                        "amount": base + data.draw(st.sampled_from([0, 0, 5, 10, 40])),
                    }
                )
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
    if kind in ("air_fare.revenue", "air_fare.settle"):
        return kind, {} if not wild(data) else {"amount": 5}
    if kind == "air_fare.bids":
        return kind, bids(data, state)
    if kind in ("air_fare.loan", "air_fare.repay"):
        return kind, {"player": seat(data, state), "amount": data.draw(st.sampled_from([10, 20, 50, 100, 0, 101]))}
    if kind == "air_fare.sale":
        return kind, sale(data, state)
    if kind == "air_fare.advertising":
        return kind, advertising(data, state)
    if kind in ("air_fare.player_loan", "air_fare.player_repay", "air_fare.player_interest"):
        return kind, {
            "lender": seat(data, state),
            "borrower": seat(data, state),
            "amount": data.draw(st.sampled_from([1, 5, 10, 30, 0, 500])),
        }
    if kind == "air_fare.trade":
        row = sale(data, state)
        return kind, {
            "seller": row["player"],
            "card": row["card"],
            "buyer": seat(data, state),
            "price": data.draw(st.sampled_from([0, 10, 30, 500])),
        }
    if kind in ("undo", "redo"):
        return kind, data.draw(st.sampled_from([{}, {}, {"target": len(game.records)}, {"target": 1}]))
    if kind == "balance_assertion":
        who = data.draw(st.integers(1, len(game.setup.players)))
        return kind, {"player": who, "cash": game.balance(f"p{who}:cash") + data.draw(st.sampled_from([0, 0, 10]))}
    return kind, {"player": 1}


# -- Invariants ---------------------------------------------------------------------------------
def snapshot(game: Game) -> tuple[Any, ...]:
    undo, redo = game.undo_target(), game.redo_target()
    return (
        copy.deepcopy(game.state),
        dict(game.state.balances),
        len(game.records),
        game.position(),
        undo and undo.seq,
        redo and redo.seq,
    )


def check_table(game: Game) -> None:
    state = game.state
    held: list[int] = list(state.pool)
    for player in state.players:
        assert game.balance(f"p{player.seat}:cash") >= 0, player.name
        assert 0 <= state.loans.get(player.seat, 0) <= MAX_LOANS
        assert -game.balance(f"p{player.seat}:loans") == state.loans.get(player.seat, 0)
        held += player.planes + player.rights
        assert all(state.cards[c].name in PLANES for c in player.planes)
        lent, borrowed = player_loans_of(state, player.seat)
        cards = sum(base_cost(state.cards[c].name) for c in (*player.planes, *player.rights))
        # owed this turn, not paid yet; nothing when the game ends at this Draw Phase (no Revenue Phase comes)
        ends = state.phase in ("maintenance", "draw") and not state.deck_left()
        due = 0 if ends else sum(amount for _memo, amount in charges_due(state, player.seat))
        loans = game.balance(f"p{player.seat}:loans")
        assert next(s for s in standings(state) if s.seat == player.seat).score == (
            game.balance(f"p{player.seat}:cash") + cards + loans + lent - borrowed - due
        )
    for (lender, borrower), owed in state.player_loans.items():
        assert owed >= 0 and lender != borrower
        assert game.balance(f"p{lender}:lent:p{borrower}") == owed == -game.balance(f"p{borrower}:owes:p{lender}")
        if owed:
            assert state.player(lender).active and state.player(borrower).active
    # dues are outstanding exactly in the raise-money step, and only for players still in the game
    assert bool(state.outstanding) == (state.phase == "raise_money")
    assert all(state.player(s).active for s in state.outstanding)
    for seat_ in {*state.fresh_loans, *state.fresh_repaid}:
        assert 0 <= state.fresh_loans.get(seat_, 0) <= state.loans.get(seat_, 0)
        assert state.fresh_repaid.get(seat_, 0) >= 0
    if state.options["bank_repayment"] != "with_interest":
        assert not any(state.fresh_repaid.values())  # "free": a repayment takes its interest with it
    if state.options["cannot_pay"] == "bankrupt_at_once":
        assert state.phase != "raise_money"
    assert len(held) == len(set(held))
    assert set(held) == set(state.cards)
    assert all(k >= 0 for k in state.deck.values())
    table_view(state)
    standings(state)


def random_options(data: st.DataObject, n: int) -> dict[str, Any]:
    """Every game option drawn at random, the optional rules and variants on half the time."""
    options: dict[str, Any] = {
        "landing_column": data.draw(st.sampled_from(["nth_landing", "rights_held"])),
        "landing_order": data.draw(st.sampled_from(["as_typed", "best"])),
        "flight_origin": data.draw(st.sampled_from(["last_landing", "last_turn"])),
        "percentages": data.draw(st.sampled_from(["multiply", "add"])),
        "rounding": data.draw(st.sampled_from(["half_up", "down", "up"])),
        "round_each": data.draw(st.sampled_from(["landing", "player"])),
        "bid_limit": data.draw(st.sampled_from(["total", "each"])),
        "faster_game": data.draw(st.booleans()),
        "price_war": data.draw(st.booleans()),
        "price_war_scope": data.draw(st.sampled_from(["player", "everyone"])),
        "advertising": data.draw(st.booleans()),
        "advertising_rolls": data.draw(st.sampled_from(["per_city", "per_opponent"])),
        "advertising_takes_from": data.draw(st.sampled_from(["own_revenue", "with_takings"])),
        "event_plane_count": data.draw(st.sampled_from(["at_draw", "after_crashes", "as_typed"])),
        "cannot_pay": data.draw(st.sampled_from(["raise_money", "bankrupt_at_once"])),
        "bank_repayment": data.draw(st.sampled_from(["with_interest", "never", "free"])),
    }
    if data.draw(st.booleans()):
        options.update(remove_cards=data.draw(st.integers(10, 40)), removal_seed=data.draw(st.integers(0, 100)))
    if n > 4:
        options["minor_airports_for_extra_players"] = data.draw(st.sampled_from(["one_each", "proxy"]))
    return options


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_games_keep_the_books(data: st.DataObject) -> None:
    """A random 2-4 player game; each step a kind (mostly the phase's) with random, often illegal, fields."""
    n = data.draw(st.integers(2, 6), label="players")
    game = Game(GameSetup("air_fare", "standard", "random", NAMES[:n], random_options(data, n)))
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


@settings(max_examples=15, deadline=None)
@given(st.data())
def test_undo_all_the_way_back_gives_the_opening_state(data: st.DataObject) -> None:
    n = data.draw(st.integers(2, 6), label="players")
    game = Game(GameSetup("air_fare", "standard", "random", NAMES[:n], random_options(data, n)))
    play_then_undo_all(data, game, draw_action, 40)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_advertising_keeps_the_books(data: st.DataObject) -> None:
    """2-4 players who all hold a Chicago landing right (won in turn 1, through recorded actions);
    in turn 2 a random Price War, random flights, random spending and rolls under random
    readings: the shares of revenue never exceed what was earned, everything earned is paid
    out, the books balance, undo/redo and replay give back the same state."""
    from ledger.games.air_fare import advertising_takings, turn_revenue

    n = data.draw(st.integers(2, 4), label="players")
    options = random_options(data, n)
    options.update(advertising=True, remove_cards=0, removal_seed=None)
    game = Game(GameSetup("air_fare", "standard", "random", NAMES[:n], options))
    seats = list(range(1, n + 1))
    for s in seats:
        game.record("air_fare.loan", {"player": s, "amount": data.draw(st.sampled_from([20, 60, 100]))})
    game.record(
        "air_fare.maintenance", {"rolls": [{"plane": c, "roll": 10} for p in game.state.players for c in p.planes]}
    )
    game.record("air_fare.draw", {"cards": [{"player": s, "card": "Chicago"} for s in seats]})
    game.record("air_fare.flights", {"flights": []})
    game.record("air_fare.advertising", {"spending": []})
    game.record("air_fare.revenue", {})
    game.record(
        "air_fare.bids",
        {"bids": [{"player": s, "card": c, "amount": 60} for s, c in zip(seats, game.state.pool, strict=False)]},
    )
    war = [{"player": s, "cities": ["Chicago"]} for s in seats if options["price_war"] and wild(data)]
    game.record("air_fare.maintenance", {"seed": data.draw(st.integers(0, 100)), **({"price_war": war} if war else {})})
    game.record("air_fare.draw", {"cards": [{"player": s, "card": "Dallas"} for s in seats]})
    state = game.state
    flights = [
        {"player": p.seat, "plane": p.planes[0], "to": "Chicago"}
        for p in state.players
        if p.planes[0] not in state.grounded and data.draw(st.integers(0, 4))
    ]
    game.record("air_fare.flights", {"flights": flights})
    payload = advertising(data, game.state)
    before = snapshot(game)
    try:
        game.record("air_fare.advertising", payload)
    except RuleViolation:
        assert snapshot(game) == before
        return
    takings = advertising_takings(game.state)
    revenue = turn_revenue(game.state)
    for seat_ in seats:
        taken = sum(k.amount for k in takings if k.opponent == seat_)
        received = sum(k.amount for k in takings if k.taker == seat_)
        assert taken >= 0 and revenue[seat_][0] + received - taken >= 0
        if options["advertising_takes_from"] == "own_revenue":
            assert taken <= revenue[seat_][0]
    assert all(k.amount <= k.base for k in takings)
    cash = {s: game.balance(f"p{s}:cash") for s in seats}
    bank = game.balance("bank")
    mid = snapshot(game)
    game.record("air_fare.revenue", {})
    paid = sum(revenue[s][0] for s in seats)
    interest = sum(e.postings[1].amount for e in game.records[-1].entries if "interest" in e.memo)
    bankrupt_cash = sum(e.postings[1].amount for e in game.records[-1].entries if "bankrupt; the bank" in e.memo)
    assert bank - game.balance("bank") == paid - interest - bankrupt_cash
    assert sum(game.balance(f"p{s}:cash") - cash[s] for s in seats) == paid - interest - bankrupt_cash
    after = snapshot(game)
    game.record("undo")
    assert snapshot(game)[:2] == mid[:2]
    game.record("redo")
    assert snapshot(game)[:2] == after[:2]
    check_books(game)
    check_table(game)
    check_replay(game)
    event(f"{len([k for k in takings if k.amount])} share(s) taken")
