"""Property tests of the ledger over random Air Empire games of legal and illegal actions.

After every action (tobymao/18xx's habit, STYLE.md: "a test that all cash adds up after
every action"):

* every entry of every record balances (its postings sum to zero);
* the balances sum to zero and equal the opening entries plus every record's postings;
* a refused action (RuleViolation) changes nothing;
* undo then redo gives back the exact state; undo alone gives back the state before;
* replaying the records from nothing gives the same records and the same state;
* no player's cash is negative, and no plane is made or lost except by a bankruptcy whose
  planes leave play (option ``bankrupt_planes_to_bank_supply`` false);
* every airline's planes by quarter bought (Tournament Game, Residual Value) add up to its
  idle and operating planes.

The same walks run for the Tournament Game (variant ``"tournament"``): taxes in Phase 2,
Revenue Fluctuations on the route cards, re-bidding at each new 3-year period, and the
Residual Value step of planes six years old.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import HealthCheck, event, given, settings, strategies as st
from invariants import check_books, check_replay, play_then_undo_all

from ledger.game import GENERIC_KINDS, Game, GameSetup
from ledger.games import air_empire
from ledger.games.air_empire import (
    BANK_PROP_JETS,
    BANK_SUPER_JETS,
    STARTING_PROP_JETS,
    STARTING_SUPER_JETS,
    AirEmpireState,
    recap_sheets,
)
from ledger.journal import RuleViolation

NAMES = ("Ann", "Bea", "Cal", "Dee")
CITIES = (
    "Los Angeles",
    "San Francisco",
    "Helena",
    "Denver",
    "Omaha",
    "Reno",
    "Boise",
    "Tulsa",
    "Dallas",
    "Chicago",
    "Detroit",
    "Miami",
    "Atlanta",
    "Boston",
    "Seattle",
    "Phoenix",
    "Memphis",
    "Portland",
)
ALL_KINDS = (
    "air_empire.route_card",
    "air_empire.bids",
    "air_empire.loan",
    "air_empire.purchase",
    "air_empire.plane_sale",
    "air_empire.maintenance",
    "air_empire.merger",
    "air_empire.flight_costs_table",
    "undo",
    "redo",
    "balance_assertion",
    "air_empire.no_such_action",
    "air_empire.tax_table",
    "air_empire.taxes",
    "air_empire.residual_value",
)
#: the kinds a banker would record next in each phase
PHASE_KINDS = {
    "route_card": ("air_empire.route_card",) * 6 + ("air_empire.merger",),
    "bidding": ("air_empire.bids",),
    "taxes": ("air_empire.taxes",),
    "loans": (
        "air_empire.loan",
        "air_empire.purchase",
        "air_empire.plane_sale",
        "air_empire.maintenance",
        "air_empire.maintenance",
    ),
    "equipment": ("air_empire.purchase", "air_empire.plane_sale", "air_empire.maintenance", "air_empire.maintenance"),
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
    minimums: dict[str, Any] = {
        "A": data.draw(st.integers(8, 12)) * 1_000,
        "B": data.draw(st.integers(5, 9)) * 1_000,
        "C": data.draw(st.integers(3, 7)) * 1_000,
    }
    if wild(data):
        minimums[data.draw(st.sampled_from("ABC"))] = data.draw(st.sampled_from([500, 8_500, 0, None]))
    revenue: Any = data.draw(st.integers(0, 30)) * 1_000 + data.draw(st.sampled_from([0, 0, 0, 500, 510]))
    if data.draw(st.booleans()):
        revenue = {c: data.draw(st.integers(0, 30)) * 1_000 for c in "ABC"}
    if wild(data):
        revenue = data.draw(st.sampled_from([-1_000, "18000", None]))
    card = {
        "city": data.draw(st.sampled_from(CITIES + ("",) if wild(data) else CITIES)),
        "adjacent": adjacent(data),
        "minimums": minimums,
        "revenue": revenue,
    }
    if data.draw(st.integers(0, 3)) == 0:  # refused in the Basic Game
        card["fluctuations"] = fluctuations(data, state)
    return card


def fluctuations(data: st.DataObject, state: AirEmpireState) -> list[Any]:
    """Revenue Fluctuations typed from a card (Tournament Game), sometimes mistyped."""
    out: list[Any] = []
    for _ in range(data.draw(st.integers(1, 2))):
        row: dict[str, Any] = {"amount": data.draw(st.integers(1, 20)) * data.draw(st.sampled_from([1, -1])) * 100}
        if data.draw(st.booleans()):
            row["cities"] = data.draw(st.lists(st.sampled_from(CITIES), min_size=1, max_size=3))
        if data.draw(st.booleans()):
            row["players"] = [data.draw(st.integers(1, len(state.players)))]
        if wild(data):
            row[data.draw(st.sampled_from(["amount", "cities", "players"]))] = data.draw(
                st.sampled_from([150, 0, [""], [9], "x"])
            )
        out.append(row)
    return out


def tax_table(data: st.DataObject) -> dict[str, Any]:
    """An illustrative Tax Table, or a random one (sometimes illegal)."""
    if data.draw(st.booleans()):
        return air_empire.illustrative_tax_table()
    starts = sorted(data.draw(st.lists(st.integers(-5, 30), min_size=1, max_size=5, unique=True)))
    rows = [
        {"income_from": k * 5_000, "tax": (k * 500 if k >= 0 else k * 100) + (50 if wild(data) else 0)} for k in starts
    ]
    return {"provenance": data.draw(st.sampled_from(["board", "illustrative", "guess"])), "rows": rows}


def taxes(data: st.DataObject, state: AirEmpireState) -> dict[str, Any]:
    due = [p.seat for p in state.active_players() if p.seat not in state.taxes_done]
    payload: dict[str, Any] = {"player": seat(data, state, due)}
    if state.tax_provenance == "placeholder" or wild(data):  # the banker types the sheet's figure
        who = payload["player"]
        income = state.player(who).income_to_date if type(who) is int and 1 <= who <= len(state.players) else 0
        payload["tax"] = air_empire.tax_from_table(air_empire.PLACEHOLDER_TAX_TABLE, income) + (
            data.draw(st.sampled_from([0, 0, 0, 100, 50]))
        )
    return payload


def residual_value(data: st.DataObject, state: AirEmpireState) -> dict[str, Any]:
    """A Residual Value step: the legal fallback, or random choices (often illegal)."""
    owing = [p.seat for p in state.active_players() if air_empire.residual_due(state, p.seat)]
    who = seat(data, state, owing)
    if data.draw(st.booleans()) and who in owing:
        return residual_fallback(state, who)
    player = state.player(who) if type(who) is int and 1 <= who <= len(state.players) else state.players[0]
    return {
        "player": who,
        "replace_prop_jets": data.draw(st.integers(0, 4)),
        "replace_super_jets": data.draw(st.integers(0, 3)),
        "terminate": data.draw(st.lists(st.sampled_from([r.city for r in player.routes] or ["Nowhere"]), max_size=2)),
    }


def residual_fallback(state: AirEmpireState, who: int) -> dict[str, Any]:
    """A Residual Value step the rules accept: keep every route when affordable, else give up what must go."""
    due = air_empire.residual_due(state, who)
    assert due is not None
    need_p, need_s = max(0, due.prop_jets - due.idle_prop), max(0, due.super_jets - due.idle_super)
    if due.can_keep_routes:
        return {"player": who, "replace_prop_jets": need_p, "replace_super_jets": need_s}
    player = state.player(who)
    chosen: list[Any] = []
    for route in player.routes:  # give up routes until the idle planes cover the turn-ins ...
        if (sum(r.prop_jets for r in chosen) >= need_p) and (sum(r.super_jets for r in chosen) >= need_s):
            break
        chosen.append(route)
    pruned = True
    while pruned:  # ... then keep any route not needed after all
        pruned = False
        for route in list(chosen):
            rest = [r for r in chosen if r is not route]
            if sum(r.prop_jets for r in rest) >= need_p and sum(r.super_jets for r in rest) >= need_s:
                chosen, pruned = rest, True
                break
    return {"player": who, "terminate": [r.city for r in chosen]}


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
        key, value = data.draw(
            st.sampled_from(
                [
                    ("class", "D"),
                    ("class", "C"),
                    ("flight_costs", rows[0]["flight_costs"] - 1_000),
                    ("flight_costs", rows[0]["flight_costs"] + 500),
                    ("player", 9),
                    ("super_jets", -1),
                    ("flight_costs", "lots"),
                    ("prop_jets", 0),
                    (None, None),
                ]
            )
        )
        if key is None:
            rows.append(dict(rows[0]))
        else:
            rows[0][key] = value
    return {"bids": rows}


def purchase(data: st.DataObject, state: AirEmpireState) -> dict[str, Any]:
    orders = []
    for player in state.active_players():
        if data.draw(st.booleans()):
            orders.append(
                {
                    "player": player.seat,
                    "prop_jets": data.draw(st.integers(0, 3)),
                    "super_jets": data.draw(st.integers(0, 2)),
                }
            )
    if orders and wild(data):
        orders[0][data.draw(st.sampled_from(["prop_jets", "super_jets", "player"]))] = data.draw(
            st.sampled_from([-1, 40, 9, "2"])
        )
    return {"orders": orders}


def plane_sale(data: st.DataObject, state: AirEmpireState) -> dict[str, Any]:
    seller = seat(data, state)
    buyers = [p.seat for p in state.active_players() if p.seat != seller]
    offers = [{"player": b, "amount": data.draw(st.integers(1, 60)) * 100} for b in buyers if data.draw(st.booleans())]
    if wild(data):
        offers.append(
            {"player": data.draw(st.sampled_from([seller, 9])), "amount": data.draw(st.sampled_from([150, 0]))}
        )
    plane = data.draw(st.sampled_from(["prop_jet", "super_jet", "prop_jet", "super_jet", "jet"]))
    return {
        "seller": seller,
        "plane": plane,
        "count": data.draw(st.integers(0 if wild(data) else 1, 4)),
        "bids": offers,
    }


def maintenance(data: st.DataObject, state: AirEmpireState) -> dict[str, Any]:
    due = [p.seat for p in state.active_players() if p.seat not in state.maintenance_done]
    return {"player": seat(data, state, due)}


def flight_costs_table(data: st.DataObject, state: AirEmpireState) -> dict[str, Any]:
    amounts = data.draw(st.lists(st.integers(1, 16), min_size=0 if wild(data) else 1, max_size=4, unique=True))
    rows = [
        {
            "flight_costs": k * 1_000,
            "super_jets": data.draw(st.integers(0, 3)),
            "prop_jets": data.draw(st.integers(0, 4)),
        }
        for k in amounts
    ]
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
        return kind, {
            "player": seat(data, state),
            "amount": data.draw(st.sampled_from([5_000, 5_000, 10_000, 2_500, 0])),
        }
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
    if kind == "air_empire.tax_table":
        return kind, tax_table(data)
    if kind == "air_empire.taxes":
        return kind, taxes(data, state)
    if kind == "air_empire.residual_value":
        return kind, residual_value(data, state)
    if kind in ("undo", "redo"):
        return kind, data.draw(st.sampled_from([{}, {}, {"target": len(game.records)}, {"target": 1}]))
    if kind == "balance_assertion":
        return kind, balance_assertion(data, game)
    return kind, {"player": 1}


# -- Invariants ---------------------------------------------------------------------------------
def snapshot(game: Game) -> tuple[Any, ...]:
    """What a refused action must leave exactly as it was."""
    undo, redo = game.undo_target(), game.redo_target()
    return (
        copy.deepcopy(game.state),
        dict(game.state.balances),
        len(game.records),
        recap_sheets(game.state),
        game.position(),
        undo and undo.seq,
        redo and redo.seq,
    )


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
    for player in state.players:  # planes by quarter bought = planes owned (Residual Value)
        fleet_p = sum(p for p, _ in player.fleet.values())
        fleet_s = sum(s for _, s in player.fleet.values())
        assert (fleet_p, fleet_s) == (
            player.idle_prop + player.operating_prop,
            player.idle_super + player.operating_super,
        ), player.name
        assert all(p >= 0 and s >= 0 and p + s > 0 for p, s in player.fleet.values())
        # the starting planes still owned are some of Y1 Q1's (the table says them apart from those bought)
        first_p, first_s = player.fleet.get(1, (0, 0))
        assert 0 <= player.starting_fleet[0] <= first_p and 0 <= player.starting_fleet[1] <= first_s, player.name
        assert player.tax_credit >= 0


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
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_games_keep_the_books(data: st.DataObject) -> None:
    """A random 2-4 player game; each step a kind (mostly the phase's) with random, often illegal, fields."""
    n = data.draw(st.integers(2, 4), label="players")
    variant = data.draw(st.sampled_from(["basic", "tournament"]), label="variant")
    options = {
        "years": data.draw(st.sampled_from([1, 3]), label="years"),
        "first_senior_president": data.draw(st.integers(1, n), label="first_senior_president"),
        "bankrupt_planes_to_bank_supply": data.draw(st.booleans(), label="to_supply"),
    }
    if variant == "tournament" and data.draw(st.booleans(), label="elimination"):
        options["end"] = "elimination"
    game = Game(GameSetup("air_empire", variant, "random", NAMES[:n], options))
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


@settings(max_examples=20, deadline=None)
@given(st.data())
def test_undo_all_the_way_back_gives_the_opening_balances(data: st.DataObject) -> None:
    """Undo is an action with reversing entries: undoing everything leaves only the opening entries."""
    n = data.draw(st.integers(2, 4), label="players")
    game = Game(GameSetup("air_empire", "basic", "random", NAMES[:n], {"years": 1}))
    opening = play_then_undo_all(data, game, draw_action, 30)
    replayed = Game.replay(game.setup, [(r.kind, r.payload, r.note, r.recorded_at) for r in game.records])
    assert replayed.state == opening


@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example, HealthCheck.data_too_large],
)
@given(st.data())
def test_random_quarters_keep_the_books(data: st.DataObject) -> None:
    """Whole quarters in the rulebook's order, mostly legal, with a random illegal action between steps.

    This reaches what a flat random walk seldom does: loans after two Class A routes, mergers,
    bankruptcies, sales, and the end of the game; the same invariants hold after every action.
    """
    n = data.draw(st.integers(2, 4), label="players")
    options = {
        "years": 1,
        "first_senior_president": data.draw(st.integers(1, n), label="first_senior_president"),
        "bankrupt_planes_to_bank_supply": data.draw(st.booleans(), label="to_supply"),
    }
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
            card = {
                "city": city,
                "adjacent": [c for c in adjacent(data) if c != city],
                "minimums": {k: v for k, v in {"A": 10_000, "B": 8_000, "C": 6_000}.items() if k in classes},
                "revenue": {c: data.draw(st.integers(12, 30)) * 1_000 for c in classes},
            }
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
    game.record(
        "air_empire.route_card",
        {"city": "Los Angeles", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": 18_000},
    )
    rows = [{"player": 1, "class": "A", "flight_costs": 12_000}]
    rec = game.record("air_empire.bids", {"bids": rows})
    rows[0]["flight_costs"] = 99_000
    rows.append({"player": 2, "class": "B", "flight_costs": 8_000})
    assert rec.payload == {"bids": [{"player": 1, "class": "A", "flight_costs": 12_000}]}
    check_replay(game)


@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example, HealthCheck.data_too_large],
)
@given(st.data())
def test_random_tournament_games_keep_the_books(data: st.DataObject) -> None:
    """Whole Tournament Game quarters in the rulebook's order (Phases 1-5), up to seven years.

    Taxes every quarter (from a table entered, or typed while the placeholder stands),
    fluctuations, re-bidding from the fourth year, the Residual Value step from the seventh,
    with random illegal actions between steps; the books and the fleet hold after each action.
    """
    n = data.draw(st.integers(2, 3), label="players")
    options: dict[str, Any] = {
        "first_senior_president": data.draw(st.integers(1, n), label="first_senior_president"),
        "fluctuation_on_rebid_route": data.draw(st.sampled_from(["applies", "excluded"]), label="fluctuation"),
        "flight_costs_above_revenue": data.draw(st.sampled_from(["refuse", "allow"]), label="loss bids"),
    }
    if data.draw(st.booleans(), label="elimination"):
        options["end"] = "elimination"
    else:
        options["years"] = 7
    game = Game(GameSetup("air_empire", "tournament", "random tournament", NAMES[:n], options))
    if data.draw(st.booleans(), label="tax table entered"):
        assert record_checked(data, game, "air_empire.tax_table", air_empire.illustrative_tax_table())

    def noise() -> None:
        if data.draw(st.integers(0, 7), label="noise") == 0:
            record_checked(data, game, *draw_action(data, game, data.draw(st.sampled_from(ALL_KINDS))))

    quarter = game.state.quarter
    for _ in range(3_000):
        noise()
        state = game.state
        if state.phase == "over" or state.quarter > 28:
            break
        if state.quarter != quarter:
            quarter = state.quarter
            if quarter % 6 == 0:
                check_replay(game)
        if state.phase == "route_card":
            period_start = (state.quarter - 1) // 12 * 12 + 1
            shown = {state.cards[q]["city"] for q in range(period_start, state.quarter)}
            city = data.draw(st.sampled_from([c for c in CITIES if c not in shown]))
            classes = air_empire.service_classes(state)
            card: dict[str, Any] = {
                "city": city,
                "adjacent": [c for c in adjacent(data) if c != city],
                "minimums": {k: v for k, v in {"A": 10_000, "B": 8_000, "C": 6_000}.items() if k in classes},
                "revenue": {c: data.draw(st.integers(12, 40)) * 1_000 for c in classes},
            }
            if data.draw(st.integers(0, 2)) == 0:
                card["fluctuations"] = [
                    {
                        "amount": data.draw(st.integers(1, 30)) * data.draw(st.sampled_from([1, -1])) * 100,
                        "cities": data.draw(st.lists(st.sampled_from(CITIES), max_size=3)),
                    }
                ]
            assert record_checked(data, game, "air_empire.route_card", card)
        elif state.phase == "bidding":
            if not record_checked(data, game, "air_empire.bids", bids(data, state)):
                assert record_checked(data, game, "air_empire.bids", {"bids": []})
        elif state.phase == "taxes":
            who = next(p.seat for p in state.active_players() if p.seat not in state.taxes_done)
            payload: dict[str, Any] = {"player": who}
            if state.tax_provenance == "placeholder":
                payload["tax"] = air_empire.tax_from_table(
                    air_empire.PLACEHOLDER_TAX_TABLE, state.player(who).income_to_date
                )
            assert record_checked(data, game, "air_empire.taxes", payload)
        elif state.phase in ("loans", "equipment"):
            owing = [p.seat for p in state.active_players() if air_empire.residual_due(state, p.seat)]
            step = data.draw(st.sampled_from(["residual", "purchase", "maintenance", "maintenance"]), label="step")
            if owing and step != "purchase":
                if not record_checked(data, game, "air_empire.residual_value", residual_value(data, state)):
                    assert record_checked(
                        data, game, "air_empire.residual_value", residual_fallback(game.state, owing[0])
                    )
            elif step == "purchase":
                record_checked(data, game, "air_empire.purchase", purchase(data, state))
            else:
                assert record_checked(data, game, "air_empire.maintenance", maintenance_due(data, state))
        else:
            owing = [p.seat for p in state.active_players() if air_empire.residual_due(state, p.seat)]
            if owing:  # a maintenance-phase player may still owe the step before paying
                assert record_checked(data, game, "air_empire.residual_value", residual_fallback(state, owing[0]))
            else:
                assert record_checked(data, game, "air_empire.maintenance", maintenance_due(data, state))
    check_replay(game)
    event(f"reached: {game.position()[:5]}")
    for player in game.state.players:
        event(f"a player is {player.status}")
        event(f"tax credit: {player.tax_credit > 0}")
    event(f"terminations: {sorted({t.reason for ts in game.state.terminations.values() for t in ts})}")
