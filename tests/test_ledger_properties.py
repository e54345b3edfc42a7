"""Property tests of the ledger over random Air Empire games of legal and illegal actions.

After every action (tobymao/18xx's habit, STYLE.md: "a test that all cash adds up after
every action"):

* every entry of every record balances (its postings sum to zero);
* the balances sum to zero and equal the opening entries plus every record's postings;
* a refused action (RuleViolation) changes nothing;
* undo then redo gives back the exact state; undo alone gives back the state before;
* replaying the records from nothing gives the same records and the same state;
* no player's cash is negative, and no plane is made or lost except by a bankruptcy whose
  planes leave play (option ``bankrupt_planes_to_bank_supply`` false).
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from invariants import check_books, nonzero
from ledger.air_empire import (
    BANK_PROP_JETS, BANK_SUPER_JETS, STARTING_PROP_JETS, STARTING_SUPER_JETS, AirEmpireState, recap_sheets,
)
from ledger import air_empire
from ledger.game import GENERIC_KINDS, Game, GameSetup
from ledger.journal import RuleViolation

NAMES = ("Ann", "Bea", "Cal", "Dee")
CITIES = ("Los Angeles", "San Francisco", "Helena", "Denver", "Omaha", "Reno", "Boise", "Tulsa", "Dallas",
          "Chicago", "Detroit", "Miami", "Atlanta", "Boston", "Seattle", "Phoenix", "Memphis", "Portland")
ALL_KINDS = (
    "air_empire.route_card", "air_empire.bids", "air_empire.loan", "air_empire.purchase",
    "air_empire.plane_sale", "air_empire.maintenance", "air_empire.merger", "air_empire.flight_costs_table",
    "undo", "redo", "balance_assertion", "air_empire.no_such_action",
)
#: the kinds a banker would record next in each phase
PHASE_KINDS = {
    "route_card": ("air_empire.route_card",) * 6 + ("air_empire.merger",),
    "bidding": ("air_empire.bids",),
    "loans": ("air_empire.loan", "air_empire.purchase", "air_empire.plane_sale", "air_empire.maintenance",
              "air_empire.maintenance"),
    "equipment": ("air_empire.purchase", "air_empire.plane_sale", "air_empire.maintenance",
                  "air_empire.maintenance"),
    "maintenance": ("air_empire.maintenance",),
    "over": ALL_KINDS,
}


# -- Random actions ---------------------------------------------------------------------------
def wild(data: st.DataObject) -> bool:
    """True about one time in ten: draw an illegal value on purpose."""
    return data.draw(st.integers(0, 9)) == 0


def seat(data: st.DataObject, state: AirEmpireState, choices: list[int] | None = None) -> Any:
    if wild(data):
        return data.draw(st.sampled_from([0, 5, -1, "1", None, 1, 2, 3, 4]))
    pool = choices or [p.seat for p in state.active_players()] or [1]
    return data.draw(st.sampled_from(pool))


def adjacent(data: st.DataObject) -> list[str]:
    """Some of the cities, drawn at once (one draw keeps hypothesis fast)."""
    mask = data.draw(st.integers(0, 2 ** len(CITIES) - 1))
    return [city for i, city in enumerate(CITIES) if mask >> i & 1]


def route_card(data: st.DataObject, state: AirEmpireState) -> dict[str, Any]:
    minimums: dict[str, Any] = {"A": data.draw(st.integers(8, 12)) * 1_000, "B": data.draw(st.integers(5, 9)) * 1_000,
                                "C": data.draw(st.integers(3, 7)) * 1_000}
    if wild(data):
        minimums[data.draw(st.sampled_from("ABC"))] = data.draw(st.sampled_from([500, 8_500, 0, None]))
    revenue: Any = data.draw(st.integers(0, 30)) * 1_000 + data.draw(st.sampled_from([0, 0, 0, 500, 510]))
    if data.draw(st.booleans()):
        revenue = {c: data.draw(st.integers(0, 30)) * 1_000 for c in "ABC"}
    if wild(data):
        revenue = data.draw(st.sampled_from([-1_000, "18000", None]))
    return {"city": data.draw(st.sampled_from(CITIES + ("",) if wild(data) else CITIES)),
            "adjacent": adjacent(data),
            "minimums": minimums, "revenue": revenue}


def bids(data: st.DataObject, state: AirEmpireState) -> dict[str, Any]:
    card = state.card or {"minimums": {"A": 10_000, "B": 8_000, "C": 6_000}}
    classes = list(card["minimums"])
    rows = []
    for player in state.active_players():
        if not data.draw(st.booleans()):
            continue
        cls = data.draw(st.sampled_from(classes))
        amount = card["minimums"][cls] + data.draw(st.integers(0, 4)) * 1_000
        row: dict[str, Any] = {"player": player.seat, "class": cls, "flight_costs": amount}
        if amount not in state.flight_costs_table:
            row["super_jets"] = data.draw(st.integers(0, 3))
            row["prop_jets"] = data.draw(st.integers(0 if row["super_jets"] else 1, 3))
        rows.append(row)
    if rows and wild(data):  # one illegal bid, or a second bid by one player
        key, value = data.draw(st.sampled_from([
            ("class", "D"), ("class", "C"), ("flight_costs", rows[0]["flight_costs"] - 1_000),
            ("flight_costs", rows[0]["flight_costs"] + 500), ("player", 9), ("super_jets", -1),
            ("flight_costs", "lots"), ("prop_jets", 0), (None, None)]))
        if key is None:
            rows.append(dict(rows[0]))
        else:
            rows[0][key] = value
    return {"bids": rows}


def purchase(data: st.DataObject, state: AirEmpireState) -> dict[str, Any]:
    orders = []
    for player in state.active_players():
        if data.draw(st.booleans()):
            orders.append({"player": player.seat, "prop_jets": data.draw(st.integers(0, 3)),
                           "super_jets": data.draw(st.integers(0, 2))})
    if orders and wild(data):
        orders[0][data.draw(st.sampled_from(["prop_jets", "super_jets", "player"]))] = data.draw(
            st.sampled_from([-1, 40, 9, "2"]))
    return {"orders": orders}


def plane_sale(data: st.DataObject, state: AirEmpireState) -> dict[str, Any]:
    seller = seat(data, state)
    buyers = [p.seat for p in state.active_players() if p.seat != seller]
    offers = [{"player": b, "amount": data.draw(st.integers(1, 60)) * 100}
              for b in buyers if data.draw(st.booleans())]
    if wild(data):
        offers.append({"player": data.draw(st.sampled_from([seller, 9])),
                       "amount": data.draw(st.sampled_from([150, 0]))})
    plane = data.draw(st.sampled_from(["prop_jet", "super_jet", "prop_jet", "super_jet", "jet"]))
    return {"seller": seller, "plane": plane, "count": data.draw(st.integers(0 if wild(data) else 1, 4)),
            "bids": offers}


def maintenance(data: st.DataObject, state: AirEmpireState) -> dict[str, Any]:
    due = [p.seat for p in state.active_players() if p.seat not in state.maintenance_done]
    return {"player": seat(data, state, due)}


def flight_costs_table(data: st.DataObject, state: AirEmpireState) -> dict[str, Any]:
    amounts = data.draw(st.lists(st.integers(1, 16), min_size=0 if wild(data) else 1, max_size=4, unique=True))
    rows = [{"flight_costs": k * 1_000, "super_jets": data.draw(st.integers(0, 3)),
             "prop_jets": data.draw(st.integers(0, 4))} for k in amounts]
    return {"provenance": data.draw(st.sampled_from(["board", "illustrative", "guess"])), "rows": rows}


def balance_assertion(data: st.DataObject, game: Game) -> dict[str, Any]:
    off = data.draw(st.sampled_from([0, 0, 0, 100, -2_300]))
    if data.draw(st.booleans()):
        who = data.draw(st.integers(1, len(game.setup.players)))
        return {"player": who, "cash": game.balance(f"p{who}:cash") + off}
    account = data.draw(st.sampled_from(["bank", "bank:loans", "p1:loans"]))
    return {"account": account, "balance": game.balance(account) + off}


def draw_action(data: st.DataObject, game: Game, kind: str | None = None) -> tuple[str, dict[str, Any]]:
    """An action of ``kind`` (by default: mostly what the phase expects, sometimes any kind)."""
    state = game.state
    if kind is not None:
        pass
    elif data.draw(st.integers(0, 5)) == 0:
        kind = data.draw(st.sampled_from(ALL_KINDS))
    else:
        kind = data.draw(st.sampled_from(PHASE_KINDS[state.phase]))
    if kind == "air_empire.route_card":
        return kind, route_card(data, state)
    if kind == "air_empire.bids":
        return kind, bids(data, state)
    if kind == "air_empire.loan":
        return kind, {"player": seat(data, state),
                      "amount": data.draw(st.sampled_from([5_000, 5_000, 10_000, 2_500, 0]))}
    if kind == "air_empire.purchase":
        return kind, purchase(data, state)
    if kind == "air_empire.plane_sale":
        return kind, plane_sale(data, state)
    if kind == "air_empire.maintenance":
        return kind, maintenance(data, state)
    if kind == "air_empire.merger":
        ranked = sorted(state.active_players(), key=lambda p: p.income_to_date)
        if len(ranked) >= 2 and data.draw(st.booleans()):  # the pair the rule names
            return kind, {"absorbed": ranked[0].seat, "into": ranked[1].seat}
        return kind, {"absorbed": seat(data, state), "into": seat(data, state)}
    if kind == "air_empire.flight_costs_table":
        return kind, flight_costs_table(data, state)
    if kind in ("undo", "redo"):
        return kind, data.draw(st.sampled_from([{}, {}, {"target": len(game.records)}, {"target": 1}]))
    if kind == "balance_assertion":
        return kind, balance_assertion(data, game)
    return kind, {"player": 1}


# -- Invariants ---------------------------------------------------------------------------------
def snapshot(game: Game) -> tuple[Any, ...]:
    """What a refused action must leave exactly as it was."""
    undo, redo = game.undo_target(), game.redo_target()
    return (copy.deepcopy(game.state), dict(game.state.balances), len(game.records), recap_sheets(game.state),
            game.position(), undo and undo.seq, redo and redo.seq)






def check_table(game: Game) -> None:
    """Cash is never negative; planes are neither made nor lost (but by a bankruptcy, if so set)."""
    state = game.state
    n = len(state.players)
    for player in state.players:
        assert game.balance(f"p{player.seat}:cash") >= 0, player.name
        assert min(player.idle_prop, player.idle_super, player.operating_prop, player.operating_super) >= 0
    supers = state.bank_super + sum(p.idle_super + p.operating_super for p in state.players)
    props = state.bank_prop + sum(p.idle_prop + p.operating_prop for p in state.players)
    assert min(state.bank_super, state.bank_prop) >= 0
    expected = (BANK_SUPER_JETS + STARTING_SUPER_JETS * n, BANK_PROP_JETS + STARTING_PROP_JETS * n)
    if state.bankrupt_planes_to_bank_supply or all(p.status != "bankrupt" for p in state.players):
        assert (supers, props) == expected
    else:
        assert supers <= expected[0] and props <= expected[1]


def comparable(game: Game) -> list[tuple[Any, ...]]:
    return [(r.seq, r.kind, dict(r.payload), tuple(e.as_tuple() for e in r.entries), r.summary, r.position, r.note,
             r.recorded_at) for r in game.records]


def check_replay(game: Game) -> None:
    again = Game.replay(game.setup, [(r.kind, r.payload, r.note, r.recorded_at) for r in game.records])
    assert comparable(again) == comparable(game)
    assert nonzero(again.state.balances) == nonzero(game.state.balances)
    assert again.state == game.state
    assert again.position() == game.position()


def record_checked(data: st.DataObject, game: Game, kind: str, payload: dict[str, Any]) -> bool:
    """Record one action, check every invariant, and say whether it was accepted."""
    before = snapshot(game)
    try:
        game.record(kind, payload)
    except RuleViolation:
        event(f"refused: {kind}")
        assert snapshot(game) == before, (kind, payload)
        return False
    event(f"recorded: {kind}")
    if kind not in GENERIC_KINDS and data.draw(st.integers(0, 4), label="undo and redo") == 0:
        after = snapshot(game)
        game.record("undo")
        assert snapshot(game)[:2] == before[:2]
        game.record("redo")
        assert snapshot(game)[:2] == after[:2]
    check_books(game)
    check_table(game)
    return True


def maintenance_due(data: st.DataObject, state: AirEmpireState) -> dict[str, Any]:
    """Maintenance of an active player who has not paid this quarter (always legal)."""
    due = [p.seat for p in state.active_players() if p.seat not in state.maintenance_done]
    return {"player": data.draw(st.sampled_from(due), label="maintenance of")}


# -- The property --------------------------------------------------------------------------------
@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_games_keep_the_books(data: st.DataObject) -> None:
    """A random 2-4 player game; each step a kind (mostly the phase's) with random, often illegal, fields."""
    n = data.draw(st.integers(2, 4), label="players")
    options = {"years": data.draw(st.sampled_from([1, 3]), label="years"),
               "first_senior_president": data.draw(st.integers(1, n), label="first_senior_president"),
               "bankrupt_planes_to_bank_supply": data.draw(st.booleans(), label="to_supply")}
    game = Game(GameSetup("air_empire", "basic", "random", NAMES[:n], options))
    check_books(game)
    for _ in range(data.draw(st.integers(1, 50), label="steps")):
        kind, payload = draw_action(data, game)
        before = snapshot(game)
        try:
            game.record(kind, payload, note=data.draw(st.sampled_from(["", "typed at the table"])))
        except RuleViolation as error:
            event(f"refused: {kind}")
            assert error.message
            assert snapshot(game) == before, (kind, payload, str(error))
        else:
            event(f"recorded: {kind}")
            if kind not in GENERIC_KINDS and data.draw(st.booleans(), label="undo and redo"):
                after = snapshot(game)
                game.record("undo")
                assert snapshot(game)[:2] == before[:2]  # the state before the action, by value
                assert game.position() == before[4]
                game.record("redo")
                now = snapshot(game)
                assert now[0] == after[0] and now[1] == after[1] and now[3:5] == after[3:5]
        check_books(game)
        check_table(game)
        check_replay(game)
    event(f"reached: {game.position()[:5]}")
    for player in game.state.players:
        event(f"a player is {player.status}")


@settings(max_examples=30, deadline=None)
@given(st.data())
def test_undo_all_the_way_back_gives_the_opening_balances(data: st.DataObject) -> None:
    """Undo is an action with reversing entries: undoing everything leaves only the opening entries."""
    n = data.draw(st.integers(2, 4), label="players")
    game = Game(GameSetup("air_empire", "basic", "random", NAMES[:n], {"years": 1}))
    opening = copy.deepcopy(game.state)
    for _ in range(data.draw(st.integers(1, 30), label="steps")):
        kind, payload = draw_action(data, game)
        try:
            game.record(kind, payload)
        except RuleViolation:
            pass
    while game.undo_target() is not None:
        game.record("undo")
    check_books(game)
    assert game.state == opening
    replayed = Game.replay(game.setup, [(r.kind, r.payload, r.note, r.recorded_at) for r in game.records])
    assert replayed.state == opening


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example, HealthCheck.data_too_large])
@given(st.data())
def test_random_quarters_keep_the_books(data: st.DataObject) -> None:
    """Whole quarters in the rulebook's order, mostly legal, with a random illegal action between steps.

    This reaches what a flat random walk seldom does: loans after two Class A routes, mergers,
    bankruptcies, sales, and the end of the game; the same invariants hold after every action.
    """
    n = data.draw(st.integers(2, 4), label="players")
    options = {"years": 1,
               "first_senior_president": data.draw(st.integers(1, n), label="first_senior_president"),
               "bankrupt_planes_to_bank_supply": data.draw(st.booleans(), label="to_supply")}
    game = Game(GameSetup("air_empire", "basic", "random quarters", NAMES[:n], options))

    def noise() -> None:
        if data.draw(st.integers(0, 3), label="noise") == 0:
            record_checked(data, game, *draw_action(data, game, data.draw(st.sampled_from(ALL_KINDS))))

    quarter = game.state.quarter
    for _ in range(400):  # the phases drive the walk; noise (undo among it) may step back
        noise()
        state = game.state
        if state.phase == "over":
            break
        if state.quarter != quarter:
            quarter = state.quarter
            check_replay(game)
        if state.phase == "route_card":
            if n == 3 and state.quarter > 1 and data.draw(st.booleans(), label="try a merger"):
                record_checked(data, game, *draw_action(data, game, "air_empire.merger"))
            # each card turns up once in a 3-year period (Playing Procedure 2): draw from those left
            period_start = (state.quarter - 1) // 12 * 12 + 1
            shown = {state.cards[q]["city"] for q in range(period_start, state.quarter)}
            city = data.draw(st.sampled_from([c for c in CITIES if c not in shown]))
            classes = air_empire.service_classes(state)  # no Class C with 2 players (Route Bidding)
            card = {"city": city, "adjacent": [c for c in adjacent(data) if c != city],
                    "minimums": {k: v for k, v in {"A": 10_000, "B": 8_000, "C": 6_000}.items() if k in classes},
                    "revenue": {c: data.draw(st.integers(12, 30)) * 1_000 for c in classes}}
            assert record_checked(data, game, "air_empire.route_card", card)
        elif state.phase == "bidding":
            if not record_checked(data, game, "air_empire.bids", bids(data, state)):
                assert record_checked(data, game, "air_empire.bids", {"bids": []})
        elif state.phase in ("loans", "equipment"):
            step = data.draw(st.sampled_from(["loans", "sale", "purchase", "maintenance", "maintenance"]), label="step")
            if step == "loans" and state.phase == "loans":
                for player in state.active_players():
                    if player.class_a_won >= 2 and data.draw(st.booleans(), label="loan"):
                        record_checked(data, game, "air_empire.loan", {"player": player.seat, "amount": 5_000})
            elif step == "sale":
                record_checked(data, game, "air_empire.plane_sale", plane_sale(data, state))
            elif step == "purchase":
                record_checked(data, game, "air_empire.purchase", purchase(data, state))
            else:
                assert record_checked(data, game, "air_empire.maintenance", maintenance_due(data, state))
        else:
            assert record_checked(data, game, "air_empire.maintenance", maintenance_due(data, state))
    check_replay(game)
    for player in game.state.players:
        event(f"a player is {player.status}")
        event(f"loans: {player.loans > 0}")


def test_a_record_does_not_change_when_the_caller_edits_its_payload() -> None:
    """An action is never updated (DESIGN.md): editing the caller's dicts after recording changes nothing."""
    game = Game(GameSetup("air_empire", "basic", "aliasing", NAMES))
    game.record("air_empire.route_card", {"city": "Los Angeles", "adjacent": [],
                                          "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": 18_000})
    rows = [{"player": 1, "class": "A", "flight_costs": 12_000}]
    rec = game.record("air_empire.bids", {"bids": rows})
    rows[0]["flight_costs"] = 99_000
    rows.append({"player": 2, "class": "B", "flight_costs": 8_000})
    assert rec.payload == {"bids": [{"player": 1, "class": "A", "flight_costs": 12_000}]}
    check_replay(game)
