"""Air Fare, Advertising Phase Optional Rule: what each player spends at each city, the 1D10
rolls, and the shares of revenue the bigger advertisers take at the Revenue Phase.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ...errors import RuleViolation
from ...journal import Entry, transfer
from ...payload import cash as _cash
from ...schema import check
from .actions import ACTIONS
from .cards import MINOR, OUTSPEND_PERCENT
from .landings import _revenue_detail
from .state import R_ADVERTISING, R_READINGS, AirFareState, _exact, _money, _require_phase, _seat, round_money


# -- Advertising Phase Optional Rule -------------------------------------------------------
@dataclass(frozen=True)
class Taking:
    """A share of an opponent's revenue at a city taken by a bigger advertiser ($M).

    Attributes:
        city: the city.
        taker: seat of the player who spent more.
        opponent: seat of the player who spent less.
        percent: 10, or the 1D10 roll x 10 when the taker spent twice as much or more.
        roll: the 1D10, or ``None`` for the 10 % share.
        base: what was left of the opponent's revenue there before this taking (exact $M).
        amount: what is taken, whole $M (option ``rounding``).
        whole: the opponent's own revenue there, before any share was taken (exact $M).
    """

    city: str
    taker: int
    opponent: int
    percent: int
    roll: int | None
    base: Fraction
    amount: int
    whole: Fraction

    @property
    def share(self) -> str:
        """The share as the screens say it: ``"50% of $18M"`` (the opponent's revenue there), or ``"70% of the
        $9M left"`` once an earlier share took from it (the rulebook's example takes from what is left: "70%" alone
        read as 70% of the whole), ``"70% of $27M"`` when it holds what he took there too (option
        ``advertising_takes_from``). Display only: the records' memos and summaries keep the percent alone (an old
        book's audit compares them)."""
        of = f"${_exact(self.base)}M"
        if self.base == self.whole:  # of what he earned there (a newcomer's try: "(70%)" named no amount)
            return f"{self.percent}% of {of}"
        return f"{self.percent}% of the {of} left" if self.base < self.whole else f"{self.percent}% of {of}"


def advertising_cities(state: AirFareState) -> dict[int, list[str]]:
    """The cities where each active player may advertise: those where he holds landing rights,
    Minor Airports excepted (each Minor Airport card is its own city: nobody shares it)."""
    return {p.seat: sorted({state.cards[r].name for r in p.rights} - {MINOR}) for p in state.active_players()}


def advertising_net(takings: Iterable[Taking]) -> dict[int, int]:
    """Seat -> what ``takings`` (:func:`advertising_takings`) pass to that player net, whole $M: the shares he takes
    less the shares taken of his revenue (negative when he loses more than he takes); seats in no taking are left
    out. Advertising Phase Optional Rule: the shares pass from player to player after the revenue is paid."""
    net: dict[int, int] = {}
    for taking in takings:
        net[taking.taker] = net.get(taking.taker, 0) + taking.amount
        net[taking.opponent] = net.get(taking.opponent, 0) - taking.amount
    return net


def unopposed_cities(state: AirFareState) -> dict[int, set[str]]:
    """Seat -> the cities of :func:`advertising_cities` where that player is the only holder of landing rights: his
    advertising there has no opponent, so it can take nothing (Air Fare, Advertising Phase Optional Rule: a player
    takes from the opponents he outspends at the city; docs/rule-readings.md). Spending there is allowed, not
    refused: the money goes to the bank all the same."""
    cities = advertising_cities(state)
    return {
        seat: {city for city in held if not any(city in others for other, others in cities.items() if other != seat)}
        for seat, held in cities.items()
    }


def advertising_rolls_possible(state: AirFareState) -> bool:
    """Whether some spending at this Advertising Phase could call for a 1D10 to be asked, known before any amount is
    typed. Air Fare, Advertising Phase Optional Rule: "If you spent twice as much as an opponent you get to take 1D10
    X 10% of his revenue from that city"; a roll is asked only where there is revenue to take (:func:`_asked_rolls`).

    It depends on who holds landing rights where and on each player's revenue there this turn, never on the
    amounts: the Advertising form says by it what ctrl+s does while they are hidden, and so tells the table nothing
    of what was typed. Worked out by asking :func:`_asked_rolls` of the spending most likely to roll at each city
    held by two players or more: the taker $2M, the opponent he doubles $1M, every other holder $0M (which the
    opponent outspends: option ``advertising_takes_from`` "with_takings" lets him take from them first). Cash is
    not looked at: a player may take a bank loan to spend.

    Args:
        state: the game at its Advertising Phase (landing rights, this turn's landings, the options
            ``advertising_rolls`` and ``advertising_takes_from``); not changed.

    Returns:
        ``True`` when some amounts could ask a 1D10 (after the reveal, y records them if none is asked, else the
        1D10s are asked); ``False`` when no amounts can (after the reveal, y records them).
    """
    per = state.options["advertising_rolls"]
    revenue = _revenue_at(state)  # once: each pair of holders asks the same board
    holders: dict[str, list[int]] = {}
    for seat, cities in advertising_cities(state).items():
        for city in cities:
            holders.setdefault(city, []).append(seat)
    for city, seats in holders.items():
        for taker in seats:
            for opponent in seats:
                if opponent == taker:
                    continue
                spent = {seat: 2 if seat == taker else 1 if seat == opponent else 0 for seat in seats}
                if _asked_rolls(state, {city: spent}, per, revenue):
                    return True
    return False


def _outspends(spent_taker: int, spent_opponent: int) -> str:
    """``""``, ``"more"`` (10 %) or ``"twice"`` (1D10 x 10 %): the Advertising Phase Optional Rule."""
    if spent_taker <= spent_opponent:
        return ""
    return "twice" if spent_taker >= 2 * spent_opponent else "more"


def _ad_order(spent: Mapping[int, int]) -> list[int]:
    """Takers in order: lowest spender first, equal spenders by seat (docs/rule-readings.md)."""
    return sorted(spent, key=lambda seat: (spent[seat], seat))


def _needed_rolls(ad_spent: Mapping[str, Mapping[int, int]], per: str) -> list[tuple[int, str, int]]:
    """The 1D10 rolls the spending calls for, in the order airbanker rolls them with a seed:
    cities by name, takers lowest spender first, opponents by seat. Key: (taker, city,
    opponent), the opponent 0 with option ``advertising_rolls`` "per_city"."""
    keys: list[tuple[int, str, int]] = []
    for city in sorted(ad_spent):
        spent = ad_spent[city]
        for taker in _ad_order(spent):
            doubled = [o for o in sorted(spent) if o != taker and _outspends(spent[taker], spent[o]) == "twice"]
            if doubled and per == "per_city":
                keys.append((taker, city, 0))
            elif doubled:
                keys.extend((taker, city, o) for o in doubled)
    return keys


def _revenue_at(state: AirFareState) -> dict[tuple[int, str], Fraction]:
    """(seat, city) -> that player's landing revenue at the city this turn, $M (:func:`_revenue_detail`), for the
    cities he landed at: what an opponent doubled has there to take (Advertising Phase Optional Rule)."""
    return {
        (seat, city): value for seat, (_, _, cities) in _revenue_detail(state).items() for city, value in cities.items()
    }


def _asked_rolls(
    state: AirFareState,
    ad_spent: Mapping[str, Mapping[int, int]],
    per: str,
    revenue: Mapping[tuple[int, str], Fraction] | None = None,
) -> list[tuple[int, str, int]]:
    """The rolls of :func:`_needed_rolls` worth asking for: only where an opponent doubled has revenue there to
    take (his own landings at the city; with option ``advertising_takes_from`` "with_takings", also when he
    outspends someone there and may take from him first). A newcomer's try: a 1D10 was asked for Pilar at Miami
    though the opponent there had no landing, $0 to take. A roll not asked may still be typed (a roll of a book
    recorded before is kept), and a seed still rolls every one of :func:`_needed_rolls` (the same rolls on replay).
    ``revenue``: :func:`_revenue_at` of ``state``, when the caller has it already.
    """
    by_city = _revenue_at(state) if revenue is None else revenue
    with_takings = state.options["advertising_takes_from"] == "with_takings"

    def worth(city: str, opponent: int) -> bool:
        spent = ad_spent[city]
        if by_city.get((opponent, city), Fraction(0)) > 0:
            return True
        return with_takings and any(o != opponent and _outspends(spent[opponent], spent[o]) for o in spent)

    asked = []
    for taker, city, opponent in _needed_rolls(ad_spent, per):
        spent = ad_spent[city]
        doubled = [o for o in spent if o != taker and _outspends(spent[taker], spent[o]) == "twice"]
        if any(worth(city, o) for o in ([opponent] if opponent else doubled)):
            asked.append((taker, city, opponent))
    return asked


def _read_spending(state: AirFareState, payload: Mapping[str, Any]) -> dict[str, dict[int, int]]:
    """City -> seat -> $M spent, every holder of landing rights there listed (0 when he wrote
    nothing). Raises RuleViolation naming the row at fault."""
    cities = advertising_cities(state)
    spent: dict[str, dict[int, int]] = {}
    for seat, names in cities.items():
        for name in names:
            spent.setdefault(name, {})[seat] = 0
    seen: set[tuple[int, str]] = set()
    totals: dict[int, int] = {}
    for i, raw in enumerate(payload.get("spending", [])):
        where = f"spending[{i}]."
        row = raw
        player = _seat(state, row.get("player"), f"{where}player", R_ADVERTISING)
        city = row.get("city")
        if city == MINOR:
            raise RuleViolation(
                "each Minor Airport card is its own city and no opponent shares it: advertising there takes nothing",
                field=f"{where}city",
                rule=R_READINGS,
            )
        if city not in cities[player.seat]:
            raise RuleViolation(
                f"{player.name} has no landing rights at {city!r}: players advertise for the cities "
                "they have landing rights at",
                field=f"{where}city",
                rule=R_ADVERTISING,
            )
        if (player.seat, city) in seen:
            raise RuleViolation(
                f"{player.name}'s spending at {city} is written twice", field=f"{where}city", rule=R_ADVERTISING
            )
        seen.add((player.seat, city))
        amount = row["amount"]
        totals[player.seat] = totals.get(player.seat, 0) + amount
        if totals[player.seat] > _cash(state, player.seat):
            raise RuleViolation(
                f"{player.name} spends {_money(totals[player.seat])} on advertising with "
                f"{_money(_cash(state, player.seat))} in the account",
                field=f"{where}amount",
                rule=R_ADVERTISING,
            )
        spent[city][player.seat] = amount
    return spent


def advertising_rolls_needed(state: AirFareState, spending: Any) -> list[dict[str, Any]]:
    """The 1D10 rolls an ``air_fare.advertising`` payload's ``spending`` calls for, as rows
    to fill in (``{"player": 4, "city": "Chicago"}``, with ``"opponent"`` when option
    ``advertising_rolls`` is "per_opponent"), in the order a seed rolls them: only where an
    opponent doubled has revenue there to take (:func:`_asked_rolls`).

    Raises:
        RuleViolation: the spending itself is refused.
    """
    payload = {"spending": spending}
    check(ACTIONS["air_fare.advertising"], payload)  # typed in a form, not yet through the gate
    keys = _asked_rolls(state, _read_spending(state, payload), state.options["advertising_rolls"])
    return [{"player": t, "city": c, **({"opponent": o} if o else {})} for t, c, o in keys]


def advertising_rolls_unasked(state: AirFareState, spending: Any) -> list[dict[str, Any]]:
    """The 1D10 rolls an ``air_fare.advertising`` payload's ``spending`` would call for (someone spent twice as
    much as an opponent at a city; against $0 any spending is twice as much) that are not asked for, the opponent
    having no revenue there to take (:func:`_asked_rolls`), as rows like :func:`advertising_rolls_needed`'s. A
    newcomer's try: Ann $1M against Bea's $0M at Miami read "No 1D10 needed (nobody spent twice as much)", against
    the rule (Optional Rules, Advertising Phase: B's $3 against A's $0 rolls).

    Raises:
        RuleViolation: the spending itself is refused.
    """
    payload = {"spending": spending}
    check(ACTIONS["air_fare.advertising"], payload)
    spent = _read_spending(state, payload)
    per = state.options["advertising_rolls"]
    asked = set(_asked_rolls(state, spent, per))
    return [
        {"player": t, "city": c, **({"opponent": o} if o else {})}
        for t, c, o in _needed_rolls(spent, per)
        if (t, c, o) not in asked
    ]


def _advertising(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """Advertising Phase (optional rule): what each player spends at each city, paid to the bank
    ("all money spent on advertising is gone"), and the 1D10 rolls of those who spent twice as
    much as an opponent, typed (``rolls``) or rolled by airbanker (``seed``). The shares are
    taken at the Revenue Phase (:func:`advertising_takings`)."""
    if not state.options["advertising"]:
        raise RuleViolation(
            "the Advertising Phase is an optional rule: start the game with option advertising true",
            field="kind",
            rule=R_ADVERTISING,
        )
    _require_phase(state, "advertising", "Advertising", R_ADVERTISING)
    spent = _read_spending(state, payload)
    per = state.options["advertising_rolls"]
    needed = _needed_rolls(spent, per)
    rolls: dict[tuple[int, str, int], int] = {}
    if "seed" in payload:
        if "rolls" in payload:
            raise RuleViolation("type the rolls or give a seed, not both", field="seed", rule=R_ADVERTISING)
        seed = payload["seed"]
        if type(seed) is not int:
            raise RuleViolation(f"the seed must be a whole number, got {seed!r}", field="seed", rule=R_ADVERTISING)
        rng = random.Random(seed)
        rolls = {key: rng.randint(1, 10) for key in needed}
        how = f" (rolled by airbanker, seed {seed})"
    else:
        for i, raw in enumerate(payload.get("rolls", [])):
            where = f"rolls[{i}]."
            row = raw
            opponent = row.get("opponent", 0) if per == "per_opponent" else 0
            key = (row.get("player"), row.get("city"), opponent)
            if key not in needed:
                raise RuleViolation(
                    f"no 1D10 is rolled for {key[0]!r} at {key[1]!r}"
                    + (f" against {opponent!r}" if per == "per_opponent" else "")
                    + ": a player rolls where he spent twice as much as an opponent (rolls needed: "
                    + (_keys_text(state, needed) or "none")
                    + ")",
                    field=f"{where}player",
                    rule=R_ADVERTISING,
                )
            if key in rolls:
                raise RuleViolation("this roll is typed twice", field=f"{where}player", rule=R_ADVERTISING)
            roll = row["roll"]
            rolls[key] = roll
        asked = _asked_rolls(state, spent, per)
        missing = [k for k in asked if k not in rolls]
        if missing:
            raise RuleViolation(
                "a player who spent twice as much as an opponent rolls 1D10: no roll for " + _keys_text(state, missing),
                field="rolls",
                rule=R_ADVERTISING,
            )
        how = ""
    state.ad_spent, state.ad_rolls = spent, rolls
    state.phase = "revenue"
    entries: list[Entry] = []
    parts: list[str] = []
    for player in state.active_players():
        mine = [(c, by[player.seat]) for c, by in sorted(spent.items()) if by.get(player.seat)]
        total = sum(a for _, a in mine)
        if total:
            detail = ", ".join(f"{c} {_money(a)}" for c, a in mine)
            entries.append(
                transfer(
                    f"Turn {state.turn} advertising: {player.name} ({detail})", f"p{player.seat}:cash", "bank", total
                )
            )
            parts.append(f"{player.name} {_money(total)} ({detail})")
    shown = ", ".join(
        f"{state.player(t).name} {r}" + (f" vs {state.player(o).name}" if o else "") + f" at {c}"
        for (t, c, o), r in rolls.items()
    )
    return entries, (
        f"Turn {state.turn} advertising: "
        + ("; ".join(parts) or "nobody spends")
        + (f"; 1D10: {shown}{how}" if shown else "")
    )


def _keys_text(state: AirFareState, keys: list[tuple[int, str, int]]) -> str:
    return ", ".join(
        f"{state.player(t).name} at {c}" + (f" against {state.player(o).name}" if o else "") for t, c, o in keys
    )


def advertising_takings(state: AirFareState) -> list[Taking]:
    """The shares of revenue taken at the Revenue Phase, in the order they are taken ($M).

    Advertising Phase Optional Rule: "If you spent more than an opponent you get to take 10%
    of his revenue from that city. If you spent twice as much as an opponent you get to take
    1D10 X 10% of his revenue from that city." The rulebook's example takes from what is
    *left*: at each city the takers go from the lowest spender to the highest (equal
    spenders by seat), each taking from what is left of each opponent's revenue there
    (opponents by seat). Option ``advertising_takes_from``: ``"own_revenue"`` (default)
    takes only from the opponent's own landings there; ``"with_takings"`` also from what he
    took from others there before. Option ``advertising_rolls``: one 1D10 per taker and city
    (``"per_city"``, default: "D gets 1D10 X 10% of the remaining profits of A, B, and C"),
    or one per opponent. Each share is rounded by option ``rounding`` and is never more than
    what is left (whole $M). Empty unless the optional rule is on and the spending is recorded.
    """
    if not state.ad_spent:
        return []
    detail = _revenue_detail(state)
    left_total = {s: total for s, (total, _, _) in detail.items()}
    pots: dict[tuple[int, str], Fraction] = {}
    for seat, (_, _, by_city) in detail.items():
        for city, value in by_city.items():
            pots[(seat, city)] = value
    own = dict(pots)  # each player's own revenue at each city, before any share
    with_takings = state.options["advertising_takes_from"] == "with_takings"
    out: list[Taking] = []
    for city in sorted(state.ad_spent):
        spent = {s: a for s, a in state.ad_spent[city].items() if state.player(s).active}
        for taker in _ad_order(spent):
            for opponent in sorted(spent):
                how = _outspends(spent[taker], spent[opponent]) if opponent != taker else ""
                if not how:
                    continue
                roll = None
                percent = OUTSPEND_PERCENT
                if how == "twice":
                    roll = state.ad_rolls.get(
                        (taker, city, opponent if state.options["advertising_rolls"] == "per_opponent" else 0), 0
                    )
                    percent = roll * OUTSPEND_PERCENT
                base = pots.get((opponent, city), Fraction(0))
                amount = min(
                    round_money(base * percent / 100, state.options["rounding"]), math.floor(base), left_total[opponent]
                )
                amount = max(amount, 0)
                pots[(opponent, city)] = base - amount
                left_total[opponent] -= amount
                left_total[taker] += amount
                if with_takings:
                    pots[(taker, city)] = pots.get((taker, city), Fraction(0)) + amount
                whole = own.get((opponent, city), Fraction(0))
                out.append(Taking(city, taker, opponent, percent, roll, base, amount, whole))
    return out
