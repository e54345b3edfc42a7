"""Air Fare, Flying Phase: every plane flown this turn, the terminals it may fly to and the
gateway rules (Europe through New York, Atlanta, Miami, Boston or Washington DC; the Concorde).

Where a flight starts is option ``flight_origin`` (docs/rule-readings.md, Air Fare): the city
the plane last landed at, however long ago (default), or only last turn's landing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from ...errors import RuleViolation
from ...journal import Entry
from .cards import CONCORDE, CONCORDE_CITIES, EUROPE, EUROPE_GATEWAYS, GROUNDED_UP_TO, MINOR, PLANES, EventCard
from .draw import _events_of
from .state import R_EVENTS, R_FLYING, R_MAINTENANCE, AirFareState, PlayerState, R, _require_phase, _seat


class FlightRefusal(NamedTuple):
    """A city where a plane's owner holds landing rights that the plane may not fly to this turn, and why.

    Attributes:
        city: the city (``"Europe"``).
        why: why, whole, in the rulebook's words: the ledger's refusal of that flight (``"the Boeing 737 has a US
            range and cannot fly to Europe"``).
        brief: the same cause in a few words, for a line of some 40 cells (``"the Boeing 737 has a US range"``);
            it says "this turn" only of a cause that is this turn's (an event card, a terminal taken).
        rule: the section of the Air Fare rulebook that says so (``"Flying Phase"``, ``"Event Card List"``).
    """

    city: str
    why: str
    brief: str
    rule: str


class _Refused(RuleViolation):
    """A flight :func:`_check_destination` refuses, with its cause in brief (:attr:`FlightRefusal.brief`)."""

    def __init__(self, message: str, brief: str, *, rule: str) -> None:
        super().__init__(message, rule=rule)
        self.brief = brief


def flight_origin(state: AirFareState, plane: int) -> tuple[int | None, str | None]:
    """Where ``plane``'s flight this turn starts: (landing-rights card id, city), or (None, None).

    Flying Phase: "Remove all of your planes from their current terminals. Move (Fly) all
    non-grounded planes to a different terminal in a different city." Option ``flight_origin``
    (docs/rule-readings.md, Air Fare): ``"last_landing"`` (default): the terminal and city of the
    plane's last landing, also when it was grounded or stayed on the ground since (a grounded
    plane waits where it landed); a plane that never landed (a starting plane, a plane won in
    bidding and not flown yet) has none. ``"last_turn"`` (what a game that leaves the option out
    keeps): only a plane that flew last turn has an origin, the terminal it still stands on.
    The city stays known when its landing-rights card has left the player since.
    """
    if state.options["flight_origin"] == "last_landing":
        return state.last_landed.get(plane, (None, None))
    origin_id = state.at.get(plane)
    return origin_id, state.city_of(origin_id) if origin_id is not None else None


def _check_destination(
    state: AirFareState, player: PlayerState, plane: int, city: Any, used: list[int], blocked: set[str]
) -> int:
    """The terminal (landing-rights card id) ``plane`` of ``player`` lands on flying to ``city``, the
    terminals in ``used`` being taken by the player's other planes this turn (Flying Phase).

    Raises:
        RuleViolation: the flight is refused (no field: the caller names it).
    """
    ptype = PLANES[state.cards[plane].name]
    origin_id, origin = flight_origin(state, plane)
    held = [r for r in player.rights if state.cards[r].name == city]
    if not held:
        raise _Refused(
            f"{player.name} has no landing rights at {city!r}: your planes can only fly to terminals you control",
            f"{player.name} holds no landing rights there",
            rule=R_FLYING,
        )
    free = [r for r in held if r not in used and not (city == MINOR and r == origin_id)]
    if city != MINOR and city == origin:
        raise _Refused(
            f"#{plane} {'stands' if plane in state.at else 'last landed'} at {city}: fly to a different "
            "terminal in a different city",
            "the plane is there: fly to a different city",
            rule=R_FLYING,
        )
    if not free:
        raise _Refused(
            f"every {city} terminal of {player.name} has a plane on it already, or is the terminal the plane leaves",
            "every terminal there taken this turn",
            rule=R_FLYING,
        )
    for name in (city, origin):
        if name in blocked:
            raise _Refused(
                f"no flights to/from {name} this turn", f"no flights to/from {name} this turn", rule=R_EVENTS
            )
    if ptype.range == "US" and city == EUROPE:
        raise _Refused(
            f"the {ptype.type} has a US range and cannot fly to Europe",
            f"the {ptype.type} has a US range",
            rule=R_FLYING,
        )
    if EUROPE in (city, origin) and not ({city, origin} & set(EUROPE_GATEWAYS)):
        if origin is not None:
            raise _Refused(
                "flights connecting to Europe must originate or end in New York, Atlanta, Miami, "
                f"Boston or Washington DC, not {origin} to {city}",
                "neither end NY/Atlanta/Miami/Boston/DC",
                rule=R_FLYING,
            )
        if state.options["flight_origin"] == "last_landing":
            # a plane that never landed starts from no city, so not from a gateway either
            raise _Refused(
                f"#{plane} has not landed anywhere yet: flights connecting to Europe must originate or end "
                "in New York, Atlanta, Miami, Boston or Washington DC; fly it to one of them first",
                "has not landed anywhere yet",
                rule=R_FLYING,
            )
    if ptype.type == CONCORDE and (
        city not in CONCORDE_CITIES or (origin is not None and {city, origin} != set(CONCORDE_CITIES))
    ):
        raise _Refused(
            "the Concorde can only fly between New York and Europe",
            "the Concorde flies New York-Europe only",
            rule=R_FLYING,
        )
    return free[0]


def destinations(state: AirFareState, seat: int, plane: int) -> list[str]:
    """The cities ``plane`` may fly to this turn, in the order the player holds their landing rights.

    Only what the Flying Phase allows a flight of this plane on its own: "a different terminal in a
    different city", "only to terminals you control", "US" range, the Europe gateways, the Concorde,
    this turn's events. Whether two of the player's planes find a free terminal each at one city
    depends on the others' flights: the form's preview says.

    Args:
        state: the state in the Flying Phase.
        seat: the plane's owner.
        plane: the plane card's id.

    Returns:
        City names (``"Miami"``), each once.
    """
    player = state.player(seat)
    blocked = {e.city for e, _ in _events_of(state, "no_flights")}
    cities: list[str] = []
    for rights in player.rights:
        city = state.city_of(rights)
        if city in cities:
            continue
        try:
            _check_destination(state, player, plane, city, [], blocked)
        except RuleViolation:
            continue
        cities.append(city)
    return cities


def destinations_left(
    state: AirFareState, seat: int, plane: int, earlier: Sequence[tuple[int, str]]
) -> list[tuple[str, int]]:
    """The cities ``plane`` may fly to this turn (:func:`destinations`), each with the terminals of its owner left
    free there once his ``earlier`` flights of this turn, ``(plane, city)`` in the order they are listed, have
    landed: ``[("Chicago", 0), ("Minor Airport", 2)]``. A city with none left is refused for this plane.

    Air Fare, Flying Phase: "Move (Fly) all non-grounded planes to a different terminal in a different city";
    one plane a terminal. The flights are placed in the order given, as the Flying Phase records them (a
    flight refused on its own places no plane).
    """
    player = state.player(seat)
    blocked = {e.city for e, _ in _events_of(state, "no_flights")}
    used: list[int] = []
    for other, city in earlier:
        try:
            used.append(_check_destination(state, player, other, city, used, blocked))
        except RuleViolation:
            continue
    origin_id, _origin = flight_origin(state, plane)
    # as the Flying Phase finds a free terminal (_check_destination): not one taken, nor the Minor Airport left
    return [
        (
            city,
            sum(
                1
                for r in player.rights
                if state.cards[r].name == city and r not in used and not (city == MINOR and r == origin_id)
            ),
        )
        for city in destinations(state, seat, plane)
    ]


def closed_destinations(state: AirFareState, seat: int) -> list[tuple[str, str]]:
    """The cities where ``seat`` holds landing rights that an event card drawn this turn closes to every flight,
    with the card's name, in the order he holds the rights: ``[("Chicago", "Chicago Bag Handlers Strike")]``.
    No plane of his flies there this turn (:func:`destinations` leaves them out).

    Air Fare, Event Card List ("No flights to/from Chicago this turn"), Flying Phase.

    Args:
        state: the state of the turn (its events drawn).
        seat: the player.

    Returns:
        ``(city, event card's name)`` pairs, each city once.
    """
    closed = {event.city: event.name for event, _seat_drawn in _events_of(state, "no_flights")}
    out: list[tuple[str, str]] = []
    for rights in state.player(seat).rights:
        city = state.city_of(rights)
        if city in closed and all(city != c for c, _name in out):
            out.append((city, closed[city]))
    return out


def _blocking_card(state: AirFareState, city: str | None) -> EventCard | None:
    """The event card of this turn that stops flights to and from ``city`` (Event Card List), else ``None``."""
    return next((e for e, _seat_drawn in _events_of(state, "no_flights") if city is not None and e.city == city), None)


def _blocking_event(state: AirFareState, city: str | None) -> str:
    """``"grounded by Hurricane (event card): No flights to/from Miami this turn"`` when an event card of this
    turn stops flights to and from ``city`` (Event Card List), else ``""``."""
    event = _blocking_card(state, city)
    return f"grounded by {event.name} (event card): {event.effect}" if event is not None else ""


def flight_refusals(state: AirFareState, seat: int, plane: int) -> list[FlightRefusal]:
    """Every city where ``seat`` holds landing rights that ``plane`` may not fly to this turn, with why in the
    rulebook's words, whole and in brief (:class:`FlightRefusal`): ``FlightRefusal("Europe", "the Boeing 737 has
    a US range and cannot fly to Europe", "the Boeing 737 has a US range", "Flying Phase")``.

    Flying Phase ("Move (Fly) all non-grounded planes to a different terminal in a different city", "only to
    terminals you control", the plane's range, the Europe gateways, the Concorde) and the Event Card List
    ("No flights to/from Miami this turn"). The cities :func:`destinations` leaves out, each once.
    """
    player = state.player(seat)
    blocked = {e.city for e, _ in _events_of(state, "no_flights")}
    _origin_id, origin = flight_origin(state, plane)
    out: list[FlightRefusal] = []
    for rights in player.rights:
        city = state.city_of(rights)
        if any(city == r.city for r in out):
            continue
        event = _blocking_card(state, origin) or _blocking_card(state, city)
        if event is not None:
            where = "" if event.city == city else f"{event.city} "
            brief = f"{where}closed this turn ({event.name})"
            out.append(FlightRefusal(city, _blocking_event(state, event.city), brief, _section(R_EVENTS)))
            continue
        try:
            _check_destination(state, player, plane, city, [], blocked)
        except _Refused as error:
            out.append(FlightRefusal(city, error.message, error.brief, _section(error.rule)))
    return out


def _section(rule: str) -> str:
    """``"Flying Phase"`` for ``"Air Fare, Flying Phase"``: the rule's section, within the game."""
    return rule.removeprefix(f"{R}, ")


def why_grounded(state: AirFareState, seat: int, plane: int) -> str:
    """Why ``seat``'s ``plane`` stays on the ground this turn, in the rulebook's words; ``""`` when it has
    somewhere to fly (Flying Phase: "Move (Fly) all non-grounded planes to a different terminal in a
    different city").

    Grounded at the Maintenance Phase (``"grounded at the Maintenance Phase: rolled 2; Very old planes are
    grounded on a roll of 1-3"``), by an event card where it stands (``"grounded by Hurricane (event card):
    No flights to/from Miami this turn"``), or no city left to fly to (each city of its owner's landing rights
    with why it is refused, :func:`flight_refusals`; ``"no landing rights"`` when he holds none).
    """
    if plane in state.grounded:
        age = PLANES[state.cards[plane].name].age
        up_to = GROUNDED_UP_TO[age]
        on = f"1-{up_to}" if up_to > 1 else "1"
        return (
            f"grounded at the Maintenance Phase: rolled {state.rolls.get(plane, '?')}; "
            f"{age.capitalize()} planes are grounded on a roll of {on}"
        )
    if destinations(state, seat, plane):
        return ""
    _origin_id, origin = flight_origin(state, plane)
    event = _blocking_event(state, origin)
    if event:
        return event
    refusals = flight_refusals(state, seat, plane)
    if not refusals:
        return "no landing rights: your planes can only fly to terminals you control"
    return "no city to fly to: " + "; ".join(f"{r.city}: {r.why}" for r in refusals)


def _flights(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, "flying", "Flying planes")
    blocked = {e.city for e, _ in _events_of(state, "no_flights")}
    planned: list[tuple[int, int, int | None, int]] = []
    flown: set[int] = set()
    landed: dict[int, list[int]] = {}  # rights ids used, by seat
    for i, raw in enumerate(payload.get("flights", [])):
        where = f"flights[{i}]."
        row = raw
        player = _seat(state, row.get("player"), f"{where}player", R_FLYING)
        plane = row.get("plane")
        if plane not in player.planes:
            raise RuleViolation(
                f"{player.name} has no plane #{plane!r} (planes: "
                f"{', '.join(f'#{c}' for c in player.planes) or 'none'})",
                field=f"{where}plane",
                rule=R_FLYING,
            )
        ptype = PLANES[state.cards[plane].name]
        if plane in state.grounded:
            raise RuleViolation(
                f"{ptype.type} #{plane} is grounded this turn (rolled {state.rolls.get(plane)})",
                field=f"{where}plane",
                rule=R_MAINTENANCE,
            )
        if plane in flown:
            raise RuleViolation(f"plane #{plane} flies once a turn", field=f"{where}plane", rule=R_FLYING)
        city = row.get("to")
        origin_id, _origin = flight_origin(state, plane)
        try:
            to = _check_destination(state, player, plane, city, landed.get(player.seat, []), blocked)
        except RuleViolation as error:  # the same words, naming the flight's field
            raise RuleViolation(error.message, field=f"{where}to", rule=error.rule) from None
        flown.add(plane)
        landed.setdefault(player.seat, []).append(to)
        planned.append((player.seat, plane, origin_id, to))
    # "Remove all of your planes from their current terminals." Then place the flown ones.
    state.at = {plane: to for _, plane, _, to in planned}
    for _, plane, _, to in planned:
        state.last_landed[plane] = (to, state.city_of(to))
    state.flights = planned
    state.phase = "advertising" if state.options["advertising"] else "revenue"
    return [], (
        f"Turn {state.turn}: {len(planned)} flight(s): "
        + ", ".join(f"{state.player(s).name} #{p} to {state.city_of(t)}" for s, p, _, t in planned)
        if planned
        else f"Turn {state.turn}: no flights"
    )
