"""Air Fare, Revenue Phase (landing revenue): what each landing earns by the Landing Rights
table, with the percentages of planes and events, the Price War, and the options the rules leave open.
"""

from __future__ import annotations

from fractions import Fraction

from .cards import LANDING_RIGHTS, MINOR, PLANES
from .draw import _events_of
from .state import AirFareState, _exact, _money, apply_percentages, round_money


def landing_revenue(city: str, landing: int, rights_held: int, column: str = "nth_landing") -> int:
    """What one landing earns by the Landing Rights table, before any percentage ($M).

    Revenue Phase: "The first plane you land at Miami International gives $20. The second
    plane you land earns $40. If you control all 4 landing rights, the fourth plane you land
    produces $90." Minor Airports always $10. ``column`` (option ``landing_column``):
    ``"nth_landing"`` (default) takes the column of the landing's number; ``"rights_held"``
    takes the column of the number of landing rights held at the city, for every landing.
    """
    row = LANDING_RIGHTS[city].revenue
    index = landing if column == "nth_landing" else rights_held
    return row[min(index, 4) - 1]


def turn_revenue(state: AirFareState) -> dict[int, tuple[int, list[str]]]:
    """Each active player's landing revenue this turn ($M) with one line per landing.

    Revenue Phase and Event Card List; the choices the rules leave open are game options
    (docs/rule-readings.md): ``landing_column``, ``landing_order``, ``percentages``,
    ``rounding``, ``round_each``. Percentages are taken in the order plane, city event, everyone event,
    player event; a player with a Pilot Strike earns nothing, nor does a landing at a city
    of a Price War (Price War Optional Rule, option ``price_war_scope``). Shares taken by
    advertising are not counted here (see :func:`advertising_takings`).
    """
    return {seat: (total, lines) for seat, (total, lines, _) in _revenue_detail(state).items()}


def _price_war_stops(state: AirFareState, seat: int, city: str) -> bool:
    """Whether a Price War stops ``seat``'s income at ``city`` this turn (option ``price_war_scope``).

    ``"player"``: only the cities the player picked himself; ``"everyone"``: a city picked by
    anyone stops every player's income there. Each Minor Airport card is its own city, so a
    Price War at "Minor Airport" only ever stops the income of the player who picked it.
    """
    if city in state.price_war.get(seat, []):
        return True
    return (
        state.options["price_war_scope"] == "everyone"
        and city != MINOR
        and any(city in cities for cities in state.price_war.values())
    )


def _revenue_detail(state: AirFareState) -> dict[int, tuple[int, list[str], dict[str, Fraction]]]:
    """:func:`turn_revenue` with each player's revenue by city ($M): whole (each landing
    rounded) with ``round_each`` "landing", exact with "player"."""
    opts = state.options
    everyone = [e.percent for e, _ in _events_of(state, "everyone_percent")]
    city_pc: dict[str, list[int]] = {}
    for e, _ in _events_of(state, "city_percent"):
        city_pc.setdefault(e.city, []).append(e.percent)
    player_pc: dict[int, list[int]] = {}
    for e, seat in _events_of(state, "player_percent"):
        player_pc.setdefault(seat, []).append(e.percent)
    no_income = {seat for _, seat in _events_of(state, "no_income")}
    out: dict[int, tuple[int, list[str], dict[str, Fraction]]] = {}
    for player in state.active_players():
        count: dict[str, int] = {}
        exact: list[Fraction] = []
        lines: list[str] = []
        by_city: dict[str, Fraction] = {}
        flights = [f for f in state.flights if f[0] == player.seat]
        if opts["landing_order"] == "best":
            # the order that earns most: the n-th landing earns the n-th (higher) column, so
            # the planes with the higher Rev land later (sorted, stable: typed order otherwise)
            flights.sort(key=lambda f: PLANES[state.cards[f[1]].name].revenue_percent)
        for _seat, plane, _, to in flights:
            city = state.city_of(to)
            count[city] = count.get(city, 0) + 1
            rights = sum(1 for r in player.rights if state.cards[r].name == city)
            base = landing_revenue(city, count[city], rights, opts["landing_column"])
            percents = [
                PLANES[state.cards[plane].name].revenue_percent,
                *city_pc.get(city, []),
                *everyone,
                *player_pc.get(player.seat, []),
            ]
            percents = [p for p in percents if p]
            value = apply_percentages(base, percents, opts["percentages"])
            war = player.seat not in no_income and _price_war_stops(state, player.seat, city)
            if player.seat in no_income or war:
                value = Fraction(0)
            exact.append(value)
            shown = value if opts["round_each"] == "player" else round_money(value, opts["rounding"])
            by_city[city] = by_city.get(city, Fraction(0)) + shown
            lines.append(
                f"{state.cards[plane].name} #{plane} at {city} (landing {count[city]}): {_money(base)}"
                + (f" {', '.join(f'{p:+d}%' for p in percents)}" if percents else "")
                + (" (Pilot Strike: no income)" if player.seat in no_income else "")
                + (" (Price War: no income)" if war else "")
                + f" = {_exact(shown)}"
            )
        if opts["round_each"] == "player":
            total = round_money(sum(exact, Fraction(0)), opts["rounding"])
        else:
            total = sum(round_money(v, opts["rounding"]) for v in exact)
        out[player.seat] = (total, lines, by_city)
    return out
