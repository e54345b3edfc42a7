"""Air Fare, Draw Phase and Event Card List: one card per player; planes and landing rights go to
the Bidding Pool, events take effect this turn (charges due at the Revenue Phase).

The costs of Maintenance ("Everyone pays $10 for each of their planes this turn") and Terminal Tax
($10 for each landing right) are fixed as the cards are drawn, on the planes and landing rights
held then (option ``event_plane_count``): a card sold or traded later in the turn still pays. A game
stored before issue 12 leaves the option out and keeps ``"as_typed"``: each card counts the planes
the rows typed before it left (a Plane Crash row typed first spares its plane a Maintenance card).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...errors import RuleViolation
from ...journal import Entry
from ...prose import listed
from .cards import EVENTS, EventCard, card_kind
from .state import (
    R_DECK,
    R_DRAW,
    R_EVENTS,
    AirFareState,
    PlayerState,
    _discard,
    _money,
    _new_card,
    _require_phase,
    _seat,
)


def cards_to_draw(state: AirFareState) -> int:
    """How many cards the Draw Phase draws: one per player still in the game, fewer only when the
    deck has fewer left ("All players draw one card", Draw Phase)."""
    return min(len(state.active_players()), state.deck_left())


def _draw(state: AirFareState, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    _require_phase(state, "draw", "Drawing cards")
    rows = list(payload.get("cards", []))
    left = state.deck_left()
    if left == 0:
        if rows:
            raise RuleViolation("the deck is empty: no card can be drawn, the game is over", field="cards", rule=R_DRAW)
        state.phase = "over"
        return [], f"Turn {state.turn}: the deck is empty, the game is over"
    active = state.active_players()
    expected = cards_to_draw(state)
    if len(rows) != expected:
        why = "all players draw one card" if expected == len(active) else f"only {left} card(s) left in the deck"
        raise RuleViolation(f"{expected} card(s) to draw ({why}), {len(rows)} typed", field="cards", rule=R_DRAW)
    taken: dict[str, int] = {}
    drawn: list[tuple[PlayerState, str, Mapping[str, Any]]] = []
    seen: set[int] = set()
    for i, raw in enumerate(rows):
        row = raw
        player = _seat(state, row.get("player"), f"cards[{i}].player", R_DRAW)
        if player.seat in seen:
            raise RuleViolation(
                f"{player.name} draws twice; all players draw one card", field=f"cards[{i}].player", rule=R_DRAW
            )
        seen.add(player.seat)
        name = row.get("card")
        if not isinstance(name, str) or not card_kind(name):
            raise RuleViolation(f"{name!r} is not a card of the card lists", field=f"cards[{i}].card", rule=R_DECK)
        taken[name] = taken.get(name, 0) + 1
        if taken[name] > state.deck[name]:
            raise RuleViolation(
                _used_up(state, name, [p.name for p, n, _ in drawn if n == name]), field=f"cards[{i}].card", rule=R_DECK
            )
        if name in EVENTS and EVENTS[name].kind == "crash" and player.planes:
            plane = row.get("plane")
            if plane not in player.planes:
                raise RuleViolation(
                    f"{player.name} loses a plane to this crash: name it (one of "
                    f"{', '.join(f'#{c}' for c in player.planes)})",
                    field=f"cards[{i}].plane",
                    rule=R_EVENTS,
                )
        drawn.append((player, name, row))
    # "All players draw one card": the cards are drawn together, none before another, so every
    # Maintenance or Terminal Tax card of this draw counts the same table whatever order the rows are
    # typed in (option event_plane_count: the planes held as the cards are drawn, or those left once
    # this draw's Plane Crashes have taken theirs; docs/rule-readings.md, Air Fare). "as_typed", what a
    # game stored before issue 12 keeps: each card counts the table the rows typed before it left.
    as_typed = state.options["event_plane_count"] == "as_typed"
    crashed = {p.seat for p, name, _ in drawn if name in EVENTS and EVENTS[name].kind == "crash" and p.planes}
    after_crashes = state.options["event_plane_count"] == "after_crashes"
    held = {
        p.seat: (len(p.planes) - (1 if after_crashes and p.seat in crashed else 0), len(p.rights))
        for p in state.active_players()
    }
    lines = []
    for player, name, row in drawn:
        if name not in EVENTS:
            state.pool.append(_new_card(state, name))
            lines.append(f"{player.name}: {name}")
            continue
        state.deck[name] -= 1
        event = EVENTS[name]
        state.events.append((name, player.seat))
        lines.append(f"{player.name}: {name} ({event.effect})")
        if event.kind == "crash":
            if player.planes:
                _discard(state, player, row["plane"])
            state.charges.setdefault(player.seat, []).append((f"{name}: litigation & settlements", event.amount))
        elif event.kind in ("per_plane", "per_right"):
            for other in state.active_players():
                planes, rights = (len(other.planes), len(other.rights)) if as_typed else held[other.seat]
                count = planes if event.kind == "per_plane" else rights
                if count:
                    what = "plane" if event.kind == "per_plane" else "landing right"
                    state.charges.setdefault(other.seat, []).append(
                        (f"{name}: {_money(event.amount)} x {count} {what}(s)", event.amount * count)
                    )
    state.phase = "flying"
    return [], f"Turn {state.turn} draw: " + "; ".join(lines)


def _used_up(state: AirFareState, name: str, before: list[str]) -> str:
    """Why no ``name`` card is left for a row of the draw: none left in the deck, or the rows before it
    (``before``: their players' names, in order) took those left (Air Fare, The Deck)."""
    left = state.deck[name]
    if left == 0 or not before:
        return f"no {name} card is left in the deck"
    owners = [f"{n}'s" for n in before]
    whose = listed(owners)
    if left == 1:
        return f"the only {name} card left is {whose} in this draw"
    return f"the {left} {name} cards left are {whose} in this draw"


def events_in_play(state: AirFareState) -> list[tuple[str, int]]:
    """This turn's event cards still face up, as ``(card name, seat of the player who drew it)`` in the order drawn:
    none from the Bid Phase on ("Event Cards are discarded", Bid Phase), though the state keeps them until the bids
    are recorded (a newcomer's try: the table's "Events:" line stayed up through the Bid Phase)."""
    return [] if state.phase == "bid" else list(state.events)


def _events_of(state: AirFareState, kind: str) -> list[tuple[EventCard, int]]:
    return [(EVENTS[n], seat) for n, seat in state.events if EVENTS[n].kind == kind]
