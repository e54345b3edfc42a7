"""1930, Setup: the First Round Turn Order cards and their money (Setup 3), and the tables the
banker types because the rulebook does not print them (the Stock Market track and the Dividend
Level table; DESIGN.md). Both are board data with a provenance: what the rules require of them
is checked (a refusal), what only the rulebook's examples show is compared (a warning).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...journal import WARNING_MARK, Entry, RuleViolation, transfer
from ...payload import whole as _int
from .fly import dividend_level
from .rulebook import (
    ANCHORS,
    BANKRUPT_PRICE,
    EXAMPLES,
    INITIAL_PRICES,
    R_BANKRUPTCY,
    R_FIRST,
    R_SETUP,
    R_TABLES,
    STARTING_MONEY,
)
from .state import GoldenAgeState, _require_phase, _seat


# -- Setup actions -------------------------------------------------------------------------
def _starting_money(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = f"{R_SETUP} 3"
    _require_phase(state, ("setup",), "Dealing the First Round Turn Order cards", rule)
    n = len(state.players)
    # left out (the record files before it): the example's money, checked as it always was
    provenance = payload.get("provenance") or "rulebook example"
    rows = payload["cards"]  # player, card and money: whole numbers in range (actions.StartingMoney)
    if len(rows) != n:
        raise RuleViolation(f"one card per player: {n} cards, got {len(rows)}", field="cards", rule=rule)
    seats: dict[int, int] = {}
    money: dict[int, int] = {}
    for i, row in enumerate(rows):
        where = f"cards[{i}]."
        player = _seat(state, row.get("player"), f"{where}player", rule)
        if player.seat in seats.values():
            raise RuleViolation(f"{player.name} has two cards", field=f"{where}player", rule=rule)
        card = _int(row, "card", where, rule, minimum=1, maximum=n)
        if card in seats:
            raise RuleViolation(
                f"card {card} is dealt twice; with {n} players use cards 1-{n}", field=f"{where}card", rule=rule
            )
        amount = row["money"]
        printed = STARTING_MONEY.get(card)
        if provenance in EXAMPLE_MONEY and printed is not None and amount != printed:
            raise RuleViolation(
                f"First Round Turn Order card {card} gives ${printed} in the rulebook's example, not ${amount} "
                f"(if the card dealt says ${amount}, take the money as printed on the cards dealt: "
                f"“Money from” on the screen, provenance board in a record file)",
                field=f"{where}money",
                rule=f"{R_FIRST} (example); {R_TABLES}",
            )
        seats[card] = player.seat
        money[card] = amount
    entries = []
    for card in sorted(seats):
        player = state.player(seats[card])
        player.card = card
        entries.append(
            transfer(
                f"Starting money (First Round Turn Order card {card}): {player.name}",
                "bank",
                f"p{player.seat}:cash",
                money[card],
            )
        )
    state.card_order = [seats[c] for c in sorted(seats)]
    state.first_player = state.card_order[0]
    state.money_dealt = True
    state.cards_provenance = provenance
    state.card_money = dict(sorted(money.items()))
    state.phase = "first_stock"
    order = ", ".join(f"{state.player(s).name} ${money[c]}" for c, s in sorted(seats.items()))
    if provenance == "rulebook example and typed":
        # the rulebook prints cards 1-3 only: the others' money is the banker's, said so where it is stored
        typed = typed_cards(state)
        where = f"card {typed[0]}" if len(typed) == 1 else f"cards {', '.join(str(c) for c in typed)}"
        example = f"cards 1-{len(STARTING_MONEY)}: rulebook example"
        return entries, f"First Round Turn Order: {order} ({example}; {where}: typed by the banker, not checked)"
    return entries, f"First Round Turn Order: {order}" + (f" ({provenance})" if "provenance" in payload else "")


#: the provenances whose cards 1-3 give the rulebook example's money (golden_age.starting_money)
EXAMPLE_MONEY = ("rulebook example", "rulebook example and typed")


def typed_cards(state: GoldenAgeState) -> tuple[int, ...]:
    """The First Round Turn Order cards dealt whose money the rulebook does not print (cards 4-6), when the
    deal took cards 1-3 from the rulebook's example: their money was typed by the banker, not checked.

    1930, Setup 3; The First Stock Round (example: cards 1-3 only).
    """
    if state.cards_provenance not in EXAMPLE_MONEY:
        return ()
    return tuple(card for card in state.card_money if card not in STARTING_MONEY)


def _tables(state: GoldenAgeState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    rule = R_TABLES
    # provenance, prices, costs and rows: of the right kind and in range (actions.Tables)
    provenance = payload["provenance"]
    track: list[tuple[int, int]] = []
    for i, row in enumerate(payload["track"]):
        where = f"track[{i}]."
        price, cost = row["price"], row["action_cost"]
        if track and price <= track[-1][0]:
            raise RuleViolation(
                f"${price} after ${track[-1][0]}: the prices rise box by box", field=f"{where}price", rule=rule
            )
        track.append((price, cost))
    if len(track) < 2:
        raise RuleViolation("the Stock Market needs its boxes, lowest first", field="track", rule=rule)
    if track[0][0] != BANKRUPT_PRICE:
        raise RuleViolation(
            f'the first box must be the ${BANKRUPT_PRICE} box, "Bankrupt at End of Turn"',
            field="track[0].price",
            rule=R_BANKRUPTCY,
        )
    prices = {p for p, _ in track}
    for anchor in ANCHORS["track_prices"]:
        if anchor not in prices:
            raise RuleViolation(
                f"the Initial Stock Prices are ${INITIAL_PRICES[0]}-${INITIAL_PRICES[-1]}, each marked on the "
                f"Stock Market; the track has no ${anchor} box",
                field="track",
                rule=R_FIRST,
            )
    warnings = [
        f"no ${price} box (the trade example of Normal Stock Rounds names one)"
        for price in EXAMPLES["track_prices"]
        if price not in prices
    ]
    warnings += [
        f"no box with a ${cost} action cost (the example of End of Turn 1)"
        for cost in EXAMPLES["action_costs"]
        if cost not in {c for _, c in track}
    ]
    if state.track and any(a.box >= 0 for a in state.airlines.values()) and len(track) != len(state.track):
        raise RuleViolation(
            f"Stock Market tokens are on the board: a correction keeps the {len(state.track)} "
            f"boxes (each token keeps its box)",
            field="track",
            rule=rule,
        )
    table: list[tuple[int, int]] = []
    for i, row in enumerate(payload["dividends"]):
        where = f"dividends[{i}]."
        start, dividend = row["income_from"], row["dividend"]
        if not table and start != 0:
            raise RuleViolation("the first row starts at income 0", field=f"{where}income_from", rule=rule)
        if table and start <= table[-1][0]:
            raise RuleViolation(
                f"income {start} after {table[-1][0]}: the rows rise", field=f"{where}income_from", rule=rule
            )
        if table and dividend < table[-1][1]:
            raise RuleViolation(
                f"${dividend} after ${table[-1][1]}: a higher income never pays less",
                field=f"{where}dividend",
                rule=rule,
            )
        table.append((start, dividend))
    if not table:
        raise RuleViolation("the Dividend Level table needs its rows", field="dividends", rule=rule)
    income, level = EXAMPLES["dividend_income"], EXAMPLES["dividend_level"]
    got = dividend_level(table, income)
    if got != level:
        warnings.append(f"income ${income} gives ${got}, not the ${level} Dividend Level of the example of Fly")
    state.track = track
    state.dividends = table
    state.tables_provenance = provenance
    state.tables_warnings = tuple(warnings)
    summary = (
        f"Stock Market ({len(track)} boxes, ${track[0][0]}-${track[-1][0]}) and Dividend Level table "
        f"({len(table)} rows) entered" + (", from the boards" if provenance == "board" else f", {provenance}")
    )
    if warnings:
        unlike = "; ".join(warnings)
        summary += f"{WARNING_MARK}, unlike the rulebook's examples: {unlike}: check them against the boards"
    return [], summary
