"""Air Fare, Setup and Faster Game Variants: the table before the first action.

"Each player starts with: $50 (50 Million dollars); one Boeing 737 or one McDonnell Douglas
DC-9; landing rights to two Minor Airports." The options (:mod:`.meta`) are read through
their declared model; the stored ``setup.options`` stay as the banker gave them.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import GameSetup
from ...errors import RuleViolation
from ...journal import Entry, transfer
from ...payload import check_setup
from ...schema import check_options
from .cards import (
    EVENTS,
    FASTER_REMOVED,
    LANDING_RIGHTS,
    MINOR,
    PLANES,
    STARTING_CASH,
    STARTING_MINOR_AIRPORTS,
    STARTING_PLANE_TYPES,
    EventCard,
    LandingRights,
    PlaneType,
    card_kind,
)
from .meta import META, option_rule
from .state import PLAYERS, R_FASTER, R_READINGS, R_SETUP, AirFareState, PlayerState, R, _new_card, _post


def default_starting_plane(seat: int) -> str:
    """The starting plane of ``seat`` when the table has not chosen (Air Fare, Setup: "One Boeing 737
    or one McDonnell Douglas DC-9"; airbanker's default, docs/game-record.md: a 737 on odd seats, a
    DC-9 on even ones)."""
    return STARTING_PLANE_TYPES[(seat - 1) % 2]


def start(setup: GameSetup) -> tuple[AirFareState, list[Entry]]:
    """2-6 players; $50M each, one Boeing 737 or DC-9 and two Minor Airports each (Setup).

    With 5-6 players the deck's 8 Minor Airport cards are too few: option
    ``minor_airports_for_extra_players`` says what happens. Option ``remove_cards``
    (Faster Game Variants) takes 10-40 nonevent cards out of the deck after the starting
    cards, as typed (``removed_cards``) or picked with ``removal_seed``.

    Raises:
        RuleViolation: wrong player count, more than four players with option
            ``minor_airports_for_extra_players`` "refuse", names, unknown or bad options.
    """
    names = list(setup.players)
    # the player count, the names, the variant and any unknown option (named "options")
    check_setup(
        setup,
        game="Air Fare",
        rule=R_SETUP,
        variants=("standard",),
        options=dict.fromkeys(META.options.model_fields),
        players=PLAYERS,
        players_rule=f"{R}, Introduction",
    )
    try:
        declared = check_options(META.options, setup.options, R_SETUP)
    except RuleViolation as error:  # each option names the rule it reads
        name = error.field.removeprefix("options.").split(".")[0].split("[")[0]
        raise RuleViolation(error.message, field=error.field, rule=option_rule(name)) from None
    # every option with its default, for the state (setup.options, the record's header, stays as given)
    options: dict[str, Any] = declared.model_dump()
    minors = LANDING_RIGHTS[MINOR].count
    extra = options["minor_airports_for_extra_players"]
    if len(names) * STARTING_MINOR_AIRPORTS > minors and extra == "refuse":
        raise RuleViolation(
            f"{len(names)} players would need {len(names) * STARTING_MINOR_AIRPORTS} Minor Airport landing "
            f"rights to start, and the deck holds only {minors} Minor Airport cards: the rulebook's setup works "
            f"for at most {minors // STARTING_MINOR_AIRPORTS} players. To play with {len(names)}, choose option "
            'minor_airports_for_extra_players: "one_each" (every player starts with one Minor Airport) or '
            '"proxy" (two each; the cards beyond the deck\'s 8 are stand-ins from outside the deck)',
            field="players",
            rule=f"{R_SETUP} (two Minor Airports each); Landing Rights Card List (Minor Airports: 8); "
            f"{R_READINGS} (option minor_airports_for_extra_players)",
        )
    per_player = 1 if len(names) * STARTING_MINOR_AIRPORTS > minors and extra == "one_each" else STARTING_MINOR_AIRPORTS
    starting = options["starting_planes"]
    if starting is None:
        starting = [default_starting_plane(seat) for seat in range(1, len(names) + 1)]
    if not isinstance(starting, list) or len(starting) != len(names):
        raise RuleViolation("one plane type per seat", field="options.starting_planes", rule=R_SETUP)
    for index, kind in enumerate(starting):
        if kind not in STARTING_PLANE_TYPES:
            raise RuleViolation(
                f"{kind!r}: each player starts with one Boeing 737 or one McDonnell Douglas DC-9",
                field=f"options.starting_planes[{index}]",
                rule=R_SETUP,
            )
        if starting[: index + 1].count(kind) > PLANES[kind].count:
            raise RuleViolation(
                f"the deck holds only {PLANES[kind].count} {kind} cards",
                field=f"options.starting_planes[{index}]",
                rule=f"{R}, Plane Card List",
            )
    options["starting_planes"] = list(starting)
    state = AirFareState(
        title=setup.title, players=[PlayerState(seat=i, name=n) for i, n in enumerate(names, start=1)], options=options
    )
    cards: tuple[tuple[str, LandingRights | PlaneType | EventCard], ...] = (
        *LANDING_RIGHTS.items(),
        *PLANES.items(),
        *EVENTS.items(),
    )
    state.deck = {name: c.count for name, c in cards}
    if options["faster_game"]:
        for name in FASTER_REMOVED:
            state.deck[name] = 0
    # "Remove the Plane and Landing Rights cards from the deck." (Setup): the starting cards
    for player, kind in zip(state.players, starting, strict=False):
        player.planes.append(_new_card(state, kind))
        for _ in range(per_player):
            # option "proxy": once the deck's Minor Airports are gone, a stand-in from outside the deck
            player.rights.append(_new_card(state, MINOR, proxy=state.deck[MINOR] == 0))
    _remove_cards(state, options)
    entries = [transfer(f"Starting cash for {p.name}", "bank", f"p{p.seat}:cash", STARTING_CASH) for p in state.players]
    for entry in entries:
        _post(state, entry)
    return state, entries


def _remove_cards(state: AirFareState, options: dict[str, Any]) -> None:
    """The first Faster Game Variant: "remove 10-40 nonevent cards from the deck".

    Taken from the deck as it stands after the starting cards (and the second variant, if
    on): the cards typed in option ``removed_cards``, or ``remove_cards`` of them picked by
    ``random.Random(removal_seed).sample`` from the nonevent cards left, listed in card-list
    order. Both options are in the game record's header, so a replay removes the same cards.

    Raises:
        RuleViolation: a count outside 10-40, no way to pick the cards, or a card not left.
    """
    count, typed, seed = options["remove_cards"], options["removed_cards"], options["removal_seed"]
    if count == 0:
        if typed or seed is not None:
            raise RuleViolation(
                "say how many nonevent cards are removed (option remove_cards, 10-40)",
                field="options.remove_cards",
                rule=R_FASTER,
            )
        return
    if (typed is None) == (seed is None):
        raise RuleViolation(
            f"{count} nonevent cards are removed: type their names (option removed_cards) or give a "
            "seed for airbanker to pick them (option removal_seed), one of the two",
            field="options.removed_cards",
            rule=R_FASTER,
        )
    if typed is None:
        left = [n for n, k in state.deck.items() if n not in EVENTS for _ in range(k)]
        if count > len(left):
            raise RuleViolation(
                f"only {len(left)} nonevent cards are left in the deck", field="options.remove_cards", rule=R_FASTER
            )
        typed = random.Random(seed).sample(left, count)
    elif len(typed) != count:
        raise RuleViolation(
            f"{len(typed)} card(s) typed, {count} to remove (option remove_cards)",
            field="options.removed_cards",
            rule=R_FASTER,
        )
    for index, name in enumerate(typed):
        if not isinstance(name, str) or card_kind(name) not in ("plane", "rights"):
            raise RuleViolation(
                f"{name!r} is not a plane or landing-rights card (the variant removes nonevent cards)",
                field=f"options.removed_cards[{index}]",
                rule=R_FASTER,
            )
        if state.deck[name] == 0:
            raise RuleViolation(
                f"no {name} card is left in the deck to remove", field=f"options.removed_cards[{index}]", rule=R_FASTER
            )
        state.deck[name] -= 1
        state.removed[name] = state.removed.get(name, 0) + 1
