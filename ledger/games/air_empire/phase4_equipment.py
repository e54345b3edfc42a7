"""Air Empire, Basic Game, Phase 4 (Property and Equipment): plane purchases from the Bank,
filled from the Senior President clockwise (Reminder Rules 4), and sales of non-operating
planes between players (Test of Bankruptcy).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any

from ...journal import Entry, RuleViolation, transfer
from ...payload import a_list as _list, cash as _cash, fields as _mapping, whole as _int
from .state import (
    PLANE_KINDS,
    PROP_JET_MAINTENANCE,
    PROP_JET_PRICE,
    R_PURCHASE,
    R_SALE,
    SUPER_JET_MAINTENANCE,
    SUPER_JET_PRICE,
    AirEmpireState,
    add_fleet,
    cited,
    clockwise_from,
    quarter_label,
    recap_of,
    require_phase,
    seat_of,
    senior_president,
    take_oldest,
)

__all__ = [
    "purchase",
    "plane_sale",
    "plane_sale_shortfalls",
    "plane_sale_tie",
    "purchase_shortfalls",
    "purchase_price",
]


def planes_words(props: int, supers: int) -> str:
    """Planes in the banker's words: ``"2 Prop Jets and 1 Super Jet"``, ``"1 Super Jet"`` (a kind of none
    left out), ``"no plane"``."""
    parts = [plane_count(n, kind) for n, kind in ((props, "Prop Jet"), (supers, "Super Jet")) if n]
    return " and ".join(parts) or "no plane"


def plane_count(count: int, kind: str) -> str:
    """``count`` planes of ``kind`` (``"Prop Jet"``) in the banker's words: ``"1 Prop Jet"``, ``"42 Prop Jets"``."""
    return f"{count} {kind}{'' if count == 1 else 's'}"


def purchase_price(prop_jets: int, super_jets: int) -> int:
    """What an order of planes from the Bank costs, whole dollars, before the Bank's supply is counted:
    $2,500 a Prop Jet, $7,000 a Super Jet (Air Empire, Basic Game, Planes; line 4c). E.g. 2 Prop Jets and
    1 Super Jet: $12,000."""
    return prop_jets * PROP_JET_PRICE + super_jets * SUPER_JET_PRICE


def purchase_shortfalls(state: AirEmpireState, payload: Mapping[str, Any]) -> list[tuple[int, int, int]]:
    """The buyers these purchases leave without the cash for their Phase 5 maintenance: ``(seat, cash
    after, line 5c after)`` each, whole dollars; nothing is recorded.

    Air Empire, Basic Game, Phase 4 ("for each plane purchased, the proper maintenance entry must
    also be made in the next Phase": $200 a Prop Jet, $500 a Super Jet on line 5b) and Test of
    Bankruptcy (a player without the cash for line 5c is bankrupt at once). E.g. $4,000 cash and
    $2,500 on 5c, one Prop Jet bought: $1,500 left for $2,700.

    Raises:
        RuleViolation: as :func:`purchase` would.
    """
    return _shortfalls_after(state, purchase, payload)


def purchase_bank_short(state: AirEmpireState, payload: Mapping[str, Any]) -> dict[int, tuple[int, int]]:
    """The buyers whose order the Bank cannot fill whole, by seat: ``(Prop Jets, Super Jets)`` each gets (planes, of
    fewer than ordered of some type); ``{}`` when every order is filled. Nothing is recorded.

    Air Empire, Reminder Rules 4: when the Bank runs short, the players get what is left, in turn from the Senior
    President. E.g. 5 Super Jets in the Bank, Çelik (Senior President) orders 3 and Ann 4: ``{1: (0, 2)}``. A
    newcomer's try recorded a purchase the Bank trimmed at once, Ann's row still reading what she ordered; she
    might have ordered otherwise.

    Raises:
        RuleViolation: as :func:`purchase` would.
    """
    after = copy.deepcopy(state)
    purchase(after, payload)
    trimmed: dict[int, tuple[int, int]] = {}
    for row in payload.get("orders", []):
        seat = seat_of(state, row.get("player"), "player", R_PURCHASE).seat
        wanted = (int(row.get("prop_jets", 0)), int(row.get("super_jets", 0)))
        before, now = state.player(seat), after.player(seat)
        got = (now.idle_prop - before.idle_prop, now.idle_super - before.idle_super)
        if got != wanted:
            trimmed[seat] = got
    return trimmed


def plane_sale_shortfalls(state: AirEmpireState, payload: Mapping[str, Any]) -> list[tuple[int, int, int]]:
    """The players this plane sale leaves without the cash for their Phase 5 maintenance (the buyer, or a
    seller still short after the price): ``(seat, cash after, line 5c after)`` each, whole dollars, as
    :func:`purchase_shortfalls`; nothing is recorded.

    Air Empire, Basic Game, Phase 4 (a plane bought from another player carries its maintenance to the
    buyer's line 5b) and Test of Bankruptcy. E.g. Bea with $6,500 and $2,500 on 5c buys 1 Super Jet for
    $6,000: ``[(2, 500, 3_000)]``.

    Raises:
        RuleViolation: as :func:`plane_sale` would.
    """
    return _shortfalls_after(state, plane_sale, payload)


def _shortfalls_after(
    state: AirEmpireState,
    act: Callable[[AirEmpireState, Mapping[str, Any]], tuple[list[Entry], str]],
    payload: Mapping[str, Any],
) -> list[tuple[int, int, int]]:
    """Each player whose cash ``act`` moves and who is then short of line 5c (Test of Bankruptcy), by seat:
    ``(seat, cash after, line 5c after)``, whole dollars. ``act`` runs on a copy of ``state``."""
    after = copy.deepcopy(state)
    entries, _summary = act(after, payload)
    short = []
    for seat in sorted(
        {int(p.account[1:].split(":")[0]) for e in entries for p in e.postings if p.account.endswith(":cash")}
    ):
        paid = sum(p.amount for e in entries for p in e.postings if p.account == f"p{seat}:cash")
        cash_after = _cash(state, seat) + paid
        player = after.player(seat)
        due = player.maintenance + player.pending_5b
        if cash_after < due:
            short.append((seat, cash_after, due))
    return short


def purchase_fills_nothing(state: AirEmpireState, payload: Mapping[str, Any]) -> RuleViolation | None:
    """The refusal of purchases that would give no buyer a plane ("the Bank has no Super Jets left: nobody
    would get a plane", field ``orders``), or ``None`` when some order gets one; nothing is recorded.

    Air Empire, Reminder Rules 4: when the Bank runs short the players get what is left, in turn; with none
    left of every type ordered, nobody gets anything. Recorded, such a purchase closes the quarter's
    purchases with nothing bought (one purchase action a quarter), so the screens refuse it at the door; the
    ledger still records it, as it always has (a record file holding one still imports).
    """
    ordered = {"Prop Jets": 0, "Super Jets": 0}
    for row in payload.get("orders", []):
        if isinstance(row, Mapping):  # counts only: what is not a whole number is purchase()'s to refuse
            for kind, key in (("Prop Jets", "prop_jets"), ("Super Jets", "super_jets")):
                count = row.get(key)
                ordered[kind] += count if isinstance(count, int) and count > 0 else 0
    supply = {"Prop Jets": state.bank_prop, "Super Jets": state.bank_super}
    if not any(ordered.values()) or any(ordered[kind] and supply[kind] for kind in ordered):
        return None
    empty = " and no ".join(kind for kind in ordered if ordered[kind])
    return RuleViolation(
        f"the Bank has no {empty} left: nobody would get a plane", field="orders", rule=cited(state, R_PURCHASE)
    )


def purchase(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    require_phase(state, ("loans", "equipment"), "Buying planes", rule=R_PURCHASE)
    if state.purchase_done:
        raise RuleViolation(
            "this quarter's purchases are recorded already: all orders go in one purchase, filled from the Senior "
            "President clockwise (undo it and record them together)",
            field="kind",
            rule=R_PURCHASE,
        )
    orders: dict[int, tuple[int, int]] = {}
    for i, raw in enumerate(_list(payload, "orders", R_PURCHASE)):
        row = _mapping(raw, f"orders[{i}]", R_PURCHASE)
        where = f"orders[{i}]."
        player = seat_of(state, row.get("player"), f"{where}player", R_PURCHASE)
        if player.seat in orders:
            raise RuleViolation(
                f"{player.name} has two orders; put them in one", field=f"{where}player", rule=R_PURCHASE
            )
        props = _int(row, "prop_jets", where, R_PURCHASE, minimum=0) if "prop_jets" in row else 0
        supers = _int(row, "super_jets", where, R_PURCHASE, minimum=0) if "super_jets" in row else 0
        orders[player.seat] = (props, supers)
    # Senior President first, then clockwise (Reminder Rules 4)
    bank_prop, bank_super = state.bank_prop, state.bank_super
    filled: dict[int, tuple[int, int]] = {}
    for seat in clockwise_from(state, senior_president(state)):
        if seat not in orders:
            continue
        want_prop, want_super = orders[seat]
        got_prop, got_super = min(want_prop, bank_prop), min(want_super, bank_super)
        cost = purchase_price(got_prop, got_super)
        player = state.player(seat)
        if cost > _cash(state, seat):
            filling = ((got_prop, want_prop, "Prop Jet"), (got_super, want_super, "Super Jet"))
            if (got_prop, got_super) == (want_prop, want_super):
                raise RuleViolation(
                    f"{player.name} would pay ${cost:,} for {planes_words(got_prop, got_super)} "
                    f"but has ${_cash(state, seat):,}",
                    field=f"orders[{list(orders).index(seat)}]",
                    rule="Air Empire, Basic Game, Phase 4",
                )
            # an order the Bank cannot fill whole is filled as far as it goes (Reminder Rules 4): the Bank's
            # shortage first, on its own, then what the player gets of what was ordered (a newcomer's try: "Cal would
            # pay $105,000 for 42 Prop Jets (the Bank has only 42 of the 50 ...) but has $51,800" led with the cash)
            left = [(got, kind) for got, want, kind in filling if got != want]
            has = " and ".join(plane_count(got, kind) if got else f"no {kind}s" for got, kind in left)
            has = f"only {has}" if any(got for got, _kind in left) else f"{has} left"
            named = sum(1 for _got, want, _kind in filling if want) > 1
            gets = " and ".join(
                plane_count(got, kind) if got == want else f"{got} of the {plane_count(want, kind) if named else want}"
                for got, want, kind in filling
                if want
            )
            raise RuleViolation(
                f"the Bank has {has}: {player.name} gets {gets} ordered, for ${cost:,}, but has "
                f"${_cash(state, seat):,}",
                field=f"orders[{list(orders).index(seat)}]",
                # paid in cash (Phase 4); Reminder Rules 4 is the Bank's order of filling when it runs short
                rule=R_PURCHASE,
            )
        bank_prop -= got_prop
        bank_super -= got_super
        filled[seat] = (got_prop, got_super)
    entries: list[Entry] = []
    notes: list[str] = []
    for seat, (props, supers) in filled.items():
        player = state.player(seat)
        want_prop, want_super = orders[seat]
        if (props, supers) != (want_prop, want_super):
            notes.append(f"{player.name} short: got {props}/{want_prop} Prop Jets, {supers}/{want_super} Super Jets")
        if props == supers == 0:
            continue
        recap = recap_of(player, state.quarter)
        if props:
            recap["4a"] = (recap.get("4a") or 0) + props * PROP_JET_PRICE
        if supers:
            recap["4b"] = (recap.get("4b") or 0) + supers * SUPER_JET_PRICE
        recap["4c"] = (recap.get("4c") or 0) + purchase_price(props, supers)
        player.pending_5b += props * PROP_JET_MAINTENANCE + supers * SUPER_JET_MAINTENANCE
        player.pending_5b_added += props * PROP_JET_MAINTENANCE + supers * SUPER_JET_MAINTENANCE
        player.pending_5b_entered = True
        player.pending_5b_planes.bought_prop += props
        player.pending_5b_planes.bought_super += supers
        player.idle_prop += props
        player.idle_super += supers
        add_fleet(player, state.quarter, props, supers)
        entries.append(
            transfer(
                f"{quarter_label(state.quarter)} line 4c: {player.name} buys {props} Prop Jets, {supers} Super Jets",
                f"p{seat}:cash",
                "bank",
                purchase_price(props, supers),
            )
        )
    state.bank_prop, state.bank_super = bank_prop, bank_super
    state.phase = "equipment"
    state.purchase_done = True
    bought = "; ".join(f"{state.player(s).name} {p}P {u}S" for s, (p, u) in filled.items() if p or u) or "nothing"
    summary = f"Planes bought: {bought}"
    if notes:
        summary += " (Bank short: " + "; ".join(notes) + ")"
    return entries, summary


def plane_sale_tie(state: AirEmpireState, payload: Mapping[str, Any]) -> str | None:
    """Why the buyer of a plane sale wins a tie, in words, or ``None`` when the highest bid is alone (or the
    payload names no bid). E.g. Bea $6,000, Çelik $6,500 and Dmitri $6,500 with Ann Senior President:
    ``"Çelik and Dmitri tie at $6,500; tie bids go to the player nearest clockwise from the Senior President
    (Ann): Çelik buys"``. The payload is read as :func:`plane_sale` reads it (bids by ``player`` and ``amount``, whole
    dollars); a bid it cannot read is left out (the sale refuses it). Nothing is recorded: the words are the
    screen's (the sale's stored summary names the buyer only).

    Ties in a plane sale go as tie bids on a route (Air Empire, Basic Game, Route Bidding: to the Senior
    President, else to the tied player seated nearest clockwise from him; docs/rule-readings.md, Tie bids).
    """
    bids: list[tuple[int, int]] = []
    for raw in payload.get("bids") or []:
        if isinstance(raw, Mapping) and isinstance(raw.get("player"), int) and isinstance(raw.get("amount"), int):
            if 1 <= raw["player"] <= len(state.players):
                bids.append((raw["player"], raw["amount"]))
    if not bids:
        return None
    top = max(amount for _, amount in bids)
    senior = senior_president(state)
    n = len(state.players)
    tied = sorted((seat for seat, amount in bids if amount == top), key=lambda seat: (seat - senior) % n)
    if len(tied) < 2:
        return None
    names = [state.player(seat).name for seat in tied]
    who = " and ".join([", ".join(names[:-1]), names[-1]])
    why = (
        "tie bids go to the Senior President"
        if tied[0] == senior
        else f"tie bids go to the player nearest clockwise from the Senior President ({state.player(senior).name})"
    )
    return f"{who} tie at ${top:,}; {why}: {names[0]} buys"


def check_sale_count(state: AirEmpireState, seller: int, plane: str, count: int) -> None:
    """Refuse a lot of more planes of ``plane`` (``"prop_jet"`` or ``"super_jet"``) than seat ``seller`` has idle:
    only non-operating planes may be sold (Air Empire, Basic Game, Phase 4). :func:`plane_sale` checks it, and the
    sale's form as soon as the count is typed, in the same words.

    Raises:
        RuleViolation: on ``count``: "Ann has 2 non-operating Prop Jets; only non-operating planes may be sold".
    """
    player = state.player(seller)
    idle = player.idle_prop if plane == "prop_jet" else player.idle_super
    if count > idle:
        kind = "Prop Jet" if plane == "prop_jet" else "Super Jet"
        raise RuleViolation(
            f"{player.name} has {idle} non-operating {kind}{'' if idle == 1 else 's'}; only non-operating planes "
            "may be sold",
            field="count",
            rule=R_SALE,
        )


def plane_sale(state: AirEmpireState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    require_phase(state, ("loans", "equipment"), "A plane sale", rule=R_SALE)
    seller = seat_of(state, payload.get("seller"), "seller", R_SALE)
    plane = payload.get("plane")
    if plane not in PLANE_KINDS:
        raise RuleViolation('must be "prop_jet" or "super_jet"', field="plane", rule=R_SALE)
    count = _int(payload, "count", "", R_SALE, minimum=1)
    check_sale_count(state, seller.seat, plane, count)
    bids: list[tuple[int, int]] = []
    for i, raw in enumerate(_list(payload, "bids", R_SALE)):
        row = _mapping(raw, f"bids[{i}]", R_SALE)
        bidder = seat_of(state, row.get("player"), f"bids[{i}].player", R_SALE)
        if bidder.seat == seller.seat:
            raise RuleViolation("the seller cannot bid on the planes on sale", field=f"bids[{i}].player", rule=R_SALE)
        if any(s == bidder.seat for s, _ in bids):
            raise RuleViolation(f"{bidder.name} bids twice", field=f"bids[{i}].player", rule=R_SALE)
        amount = _int(row, "amount", f"bids[{i}].", R_SALE, minimum=100)
        if amount % 100:
            raise RuleViolation(
                "must be a multiple of $100 (all entries are rounded to $100)",
                field=f"bids[{i}].amount",
                rule="Air Empire, Basic Game, Reminder Rules 9",
            )
        bids.append((bidder.seat, amount))
    if not bids:
        raise RuleViolation("a sale needs at least one bid", field="bids", rule=R_SALE)
    senior = senior_president(state)
    n = len(state.players)
    buyer_seat, price = sorted(bids, key=lambda b: (-b[1], (b[0] - senior) % n))[0]
    buyer = state.player(buyer_seat)
    if price > _cash(state, buyer_seat):
        raise RuleViolation(
            f"{buyer.name} bid ${price:,} but has ${_cash(state, buyer_seat):,}",
            field=f"bids[{[s for s, _ in bids].index(buyer_seat)}].amount",
            rule=R_SALE,
        )
    upkeep = (PROP_JET_MAINTENANCE if plane == "prop_jet" else SUPER_JET_MAINTENANCE) * count
    line = "4a" if plane == "prop_jet" else "4b"
    recap = recap_of(buyer, state.quarter)
    recap[line] = (recap.get(line) or 0) + price
    recap["4c"] = (recap.get("4c") or 0) + price
    buyer.pending_5b += upkeep
    seller.pending_5b -= upkeep
    buyer.pending_5b_added += upkeep
    seller.pending_5b_deducted += upkeep
    buyer.pending_5b_entered = seller.pending_5b_entered = True
    if plane == "prop_jet":
        buyer.pending_5b_planes.bought_prop += count
        seller.pending_5b_planes.sold_prop += count
        seller.idle_prop -= count
        buyer.idle_prop += count
    else:
        buyer.pending_5b_planes.bought_super += count
        seller.pending_5b_planes.sold_super += count
        seller.idle_super -= count
        buyer.idle_super += count
    # The seller's oldest planes go; the buyer enters them "as if bought from the Bank", this
    # quarter, so their six years run from now (docs/rule-readings.md, Tournament Game).
    take_oldest(seller, plane, count)
    seller.planes_sold.setdefault(state.quarter, []).append((buyer_seat, plane, count, price))
    add_fleet(buyer, state.quarter, count if plane == "prop_jet" else 0, count if plane == "super_jet" else 0)
    state.phase = "equipment"
    what = f"{count} {plane.replace('_', ' ').title()}{'s' if count > 1 else ''}"
    entry = transfer(
        f"{quarter_label(state.quarter)} plane sale: {seller.name} sells {what} to {buyer.name}",
        f"p{buyer_seat}:cash",
        f"p{seller.seat}:cash",
        price,
    )
    return [entry], f"{seller.name} sells {what} to {buyer.name} for ${price:,}"
