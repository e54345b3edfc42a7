"""Air Fare, Revenue Phase (landing revenue): what each landing earns by the Landing Rights
table, with the percentages of planes and events, the Price War, and the options the rules leave open.
"""

from __future__ import annotations

from dataclasses import dataclass
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


@dataclass(frozen=True)
class Landing:
    """One landing of the turn as the Revenue Phase pays it ($M).

    Attributes:
        seat: the player's seat.
        plane: the plane's card number.
        plane_name: the plane's card name.
        city: the city landed at (each Minor Airport card counts as its own city).
        number: the landing's number at that city for this player: 1 for the first plane (the
            column of the Landing Rights table it earns with ``landing_column`` "nth_landing").
        of: how many of this player's planes land at that city this turn.
        base: the Landing Rights table's amount, before any percentage.
        percents: the percentages applied, in order (plane, city event, everyone event, player event).
        causes: what each of ``percents`` comes from, in the same order: ``"plane"`` for the plane's Rev, else
            the event card's name (``"Oil Shortage"``).
        amount: what the landing earns: whole $M (each landing rounded, option ``rounding``), or
            exact with option ``round_each`` "player" (the player's total is rounded once).
        stopped: ``"Pilot Strike"`` or ``"Price War"`` when the landing earns nothing, else ``""``.
        exact: what the percentages made of ``base`` before the landing was rounded ($M, e.g. 13.5), when
            rounding changed it (option ``rounding``, ``round_each`` "landing"), else ``None``.
        rounded: how it was rounded, in words (``"half up"``, ``"down"``, ``"up"``), with ``exact``.
    """

    seat: int
    plane: int
    plane_name: str
    city: str
    number: int
    of: int
    base: int
    percents: tuple[int, ...]
    amount: Fraction
    stopped: str = ""
    exact: Fraction | None = None
    rounded: str = ""
    causes: tuple[str, ...] = ()

    @property
    def money(self) -> str:
        """What the landing earns as the screens write it: ``"$18M"``, ``"$13.5M"``."""
        return f"${_exact(self.amount)}M"

    @property
    def line(self) -> str:
        """``"Boeing 737 #1 at Miami (1st landing): $20M -10% (plane) = $18M"``: the Revenue Phase's line, each
        percentage with what it comes from (the plane's Rev, or the event card's name); a landing rounded says so,
        ``"$10M -10% (plane), +50% (Holiday Season) = $13.5M, rounded half up = $14M"``; a landing that earns
        nothing says why after the percentages, ``"$30M -10% (plane), -50% (Oil Shortage); Pilot Strike: no
        income = $0M"`` (a newcomer's try: "-10%, -50% (Pilot Strike: no income)" credited the Oil Shortage's -50% to
        the Pilot Strike). Not stored: the revenue's record keeps only each player's total."""
        causes = self.causes or ("",) * len(self.percents)
        shown = [(p, cause) for p, cause in zip(self.percents, causes, strict=True) if p]
        n = self.number
        nth = f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"
        return (
            f"{self.plane_name} #{self.plane} at {self.city} ({nth} landing): {_money(self.base)}"
            + (f" {', '.join(f'{p:+d}%' + (f' ({c})' if c else '') for p, c in shown)}" if shown else "")
            + (f"; {self.stopped}: no income" if self.stopped else "")
            + (f" = ${_exact(self.exact)}M, rounded {self.rounded}" if self.exact is not None else "")
            + f" = {self.money}"
        )


def landing_order(state: AirFareState, seat: int) -> list[tuple[int, int, int | None, int]]:
    """``seat``'s flights this turn in the order they land (Revenue Phase; option ``landing_order``).

    ``"best"`` (default; docs/rule-readings.md): the order that earns most, as the owner would
    land them at the table: the n-th landing at a city earns the n-th (higher) column, so the
    planes with the lower Rev land first and the higher Rev on the richer columns (planes of the
    same Rev in the order typed). ``"as_typed"`` (what a game that leaves the option out keeps):
    the order of the flights in ``air_fare.flights``.
    """
    flights = [f for f in state.flights if f[0] == seat]
    if state.options["landing_order"] == "best":
        flights.sort(key=lambda f: PLANES[state.cards[f[1]].name].revenue_percent)  # stable: typed order otherwise
    return flights


def landings(state: AirFareState) -> dict[int, list[Landing]]:
    """Every active player's landings this turn, in the order they land, with what each earns ($M).

    Revenue Phase and Event Card List; the choices the rules leave open are game options
    (docs/rule-readings.md): ``landing_column``, ``landing_order``, ``percentages``,
    ``rounding``, ``round_each``. Percentages are taken in the order plane, city event, everyone
    event, player event; a player with a Pilot Strike earns nothing, nor does a landing at a city
    of a Price War (Price War Optional Rule, option ``price_war_scope``). What the flights form
    shows before the flights are recorded, on the state they would make.
    """
    opts = state.options
    # each percentage with the name of the card it comes from (the landing's line names it)
    everyone = [(e.percent, e.name) for e, _ in _events_of(state, "everyone_percent")]
    city_pc: dict[str, list[tuple[int, str]]] = {}
    for e, _ in _events_of(state, "city_percent"):
        city_pc.setdefault(e.city, []).append((e.percent, e.name))
    player_pc: dict[int, list[tuple[int, str]]] = {}
    for e, seat in _events_of(state, "player_percent"):
        player_pc.setdefault(seat, []).append((e.percent, e.name))
    no_income = {seat for _, seat in _events_of(state, "no_income")}
    out: dict[int, list[Landing]] = {}
    for player in state.active_players():
        flights = landing_order(state, player.seat)
        of: dict[str, int] = {}
        for _seat, _plane, _, to in flights:
            of[state.city_of(to)] = of.get(state.city_of(to), 0) + 1
        count: dict[str, int] = {}
        mine: list[Landing] = []
        for _seat, plane, _, to in flights:
            city = state.city_of(to)
            count[city] = count.get(city, 0) + 1
            rights = sum(1 for r in player.rights if state.cards[r].name == city)
            base = landing_revenue(city, count[city], rights, opts["landing_column"])
            named = [
                (PLANES[state.cards[plane].name].revenue_percent, "plane"),
                *city_pc.get(city, []),
                *everyone,
                *player_pc.get(player.seat, []),
            ]
            named = [(p, cause) for p, cause in named if p]
            percents = [p for p, _cause in named]
            value = apply_percentages(base, percents, opts["percentages"])
            stopped = ""
            if player.seat in no_income:
                stopped = "Pilot Strike"
            elif _price_war_stops(state, player.seat, city):
                stopped = "Price War"
            if stopped:
                value = Fraction(0)
            amount = value if opts["round_each"] == "player" else Fraction(round_money(value, opts["rounding"]))
            exact = value if amount != value else None
            mine.append(
                Landing(
                    player.seat,
                    plane,
                    state.cards[plane].name,
                    city,
                    count[city],
                    of[city],
                    base,
                    tuple(percents),
                    amount,
                    stopped,
                    exact,
                    opts["rounding"].replace("_", " ") if exact is not None else "",
                    tuple(cause for _p, cause in named),
                )
            )
        out[player.seat] = mine
    return out


def _revenue_detail(state: AirFareState) -> dict[int, tuple[int, list[str], dict[str, Fraction]]]:
    """:func:`turn_revenue` with each player's revenue by city ($M): whole (each landing
    rounded) with ``round_each`` "landing", exact with "player"."""
    opts = state.options
    out: dict[int, tuple[int, list[str], dict[str, Fraction]]] = {}
    for seat, mine in landings(state).items():
        by_city: dict[str, Fraction] = {}
        for landing in mine:
            by_city[landing.city] = by_city.get(landing.city, Fraction(0)) + landing.amount
        exact = sum((landing.amount for landing in mine), Fraction(0))
        # each landing is already whole with round_each "landing"; "player" rounds the total once
        total = round_money(exact, opts["rounding"])
        out[seat] = (total, [landing.line for landing in mine], by_city)
    return out
