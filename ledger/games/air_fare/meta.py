"""Air Fare: what the rest of airbanker knows of the game without its rules (the registry's entry).

The options are declared here, each with its type, its default and the rule it reads
(docs/game-record.md, Air Fare; docs/rule-readings.md for the choices the rulebook leaves
open). :func:`ledger.games.air_fare.setup.start` reads ``setup.options`` through
:class:`AirFareOptions`; the stored options stay as the banker gave them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field

from ...engine import GameMeta, OptionWords, Phrase, Variant
from ...schema import IF_LEFT_OUT, MAX_SEATS, Name, Options, Whole
from .. import SHORT_TITLES

__all__ = ["META", "AirFareOptions", "DEFAULT_OPTIONS", "OPTION_WORDS", "WORDS", "option_rule"]

_R = "Air Fare"
_READINGS = "docs/rule-readings.md, Air Fare"
_FASTER = f"{_R}, Faster Game Variants"
#: "For a quicker game remove 10-40 nonevent cards from the deck." (Faster Game Variants)
_REMOVE_CARDS = (10, 40)


def _ten_to_forty(value: Any) -> Any:
    """Option ``remove_cards``: 0 (none removed) or 10-40, a whole number (Faster Game Variants)."""
    if type(value) is not int or value != 0 and not _REMOVE_CARDS[0] <= value <= _REMOVE_CARDS[1]:
        raise ValueError(
            f"the Faster Game Variant removes 10-40 nonevent cards from the deck, not {value!r} (0: none removed)"
        )
    return value


def _rule(default: Any, rule: str, description: str) -> Any:
    """A field's default and description with the rule it reads (``json_schema_extra["rule"]``)."""
    return Field(default=default, description=description, json_schema_extra={"rule": rule})


class AirFareOptions(Options):
    """Air Fare's options (docs/game-record.md, Air Fare): each with its default and the rule it reads.

    The field order is the order the new-game screen lists them.
    """

    starting_planes: Annotated[list[Name], Field(max_length=MAX_SEATS)] | None = Field(
        default=None,
        description='each seat\'s starting plane, "Boeing 737" or "McDonnell Douglas DC-9"; '
        "none: a 737 for odd seats, a DC-9 for even seats",
        json_schema_extra={"rule": f"{_R}, Setup"},
    )
    landing_column: Literal["nth_landing", "rights_held"] = _rule(
        "nth_landing", _READINGS, "the Landing Rights column a landing earns: the landing's number, or the rights held"
    )
    # a changed reading: a stored game that leaves it out keeps "as_typed" (IF_LEFT_OUT)
    landing_order: Literal["best", "as_typed"] = Field(
        default="best",
        description="which of a player's planes lands first at a city: the order that earns most, or as typed",
        json_schema_extra={"rule": _READINGS, IF_LEFT_OUT: "as_typed"},
    )
    # a new reading: a stored game that leaves it out keeps "last_turn", what airbanker did before
    flight_origin: Literal["last_landing", "last_turn"] = Field(
        default="last_landing",
        description="where a flight starts: the city the plane last landed at (a plane that never landed "
        "cannot fly to Europe), or only last turn's landing (a plane that did not fly last turn flies from nowhere)",
        json_schema_extra={"rule": _READINGS, IF_LEFT_OUT: "last_turn"},
    )
    percentages: Literal["multiply", "add"] = _rule(
        "multiply", _READINGS, "several percentages: one after the other, or added together"
    )
    rounding: Literal["half_up", "down", "up"] = _rule("half_up", _READINGS, "how a fraction of $1M is rounded")
    round_each: Literal["landing", "player"] = _rule(
        "landing", _READINGS, "round each landing's revenue, or each player's total"
    )
    bid_limit: Literal["total", "each"] = _rule(
        "total", _READINGS, '"no more money than you have": all of a player\'s bids together, or each bid'
    )
    faster_game: bool = _rule(False, _FASTER, "the second Faster Game Variant (no 757, MD-80, Atlanta, Washington DC)")
    remove_cards: Annotated[int, BeforeValidator(_ten_to_forty)] = _rule(
        0, _FASTER, "the first Faster Game Variant: 10-40 nonevent cards removed from the deck (0: none)"
    )
    removed_cards: Annotated[list[Name], Field(max_length=_REMOVE_CARDS[1])] | None = _rule(
        None, _FASTER, "the names of the cards removed (option remove_cards), typed by the banker"
    )
    removal_seed: Whole | None = _rule(
        None, _FASTER, "or a seed: airbanker picks the cards removed (random.Random(seed))"
    )
    price_war: bool = _rule(False, f"{_R}, Price War Optional Rule", "the Price War Optional Rule")
    # a changed reading: a stored game that leaves it out keeps "player" (IF_LEFT_OUT)
    price_war_scope: Literal["everyone", "player"] = Field(
        default="everyone",
        description="whose landings a Price War city stops paying: everyone's, or only the player's who picked it",
        json_schema_extra={"rule": _READINGS, IF_LEFT_OUT: "player"},
    )
    advertising: bool = _rule(False, f"{_R}, Advertising Phase Optional Rule", "the Advertising Phase Optional Rule")
    advertising_rolls: Literal["per_city", "per_opponent"] = _rule(
        "per_city", _READINGS, "one 1D10 per taker and city, or one per opponent outspent twice over"
    )
    advertising_takes_from: Literal["own_revenue", "with_takings"] = _rule(
        "own_revenue", _READINGS, "whether a later taker may take what an earlier one took"
    )
    minor_airports_for_extra_players: Literal["refuse", "one_each", "proxy"] = _rule(
        "refuse",
        _READINGS,
        "5-6 players and the deck's 8 Minor Airports: refused, one each, or two each with stand-ins",
    )
    # a changed reading: a stored game that leaves it out keeps "as_typed" (IF_LEFT_OUT)
    event_plane_count: Literal["at_draw", "after_crashes", "as_typed"] = Field(
        default="at_draw",
        description="a Maintenance card drawn with a Plane Crash: the planes held as the cards are drawn (the "
        "crashed plane pays too), only those left after this draw's crashes, or those left by the rows typed "
        "before it (the order typed changes the money)",
        json_schema_extra={"rule": _READINGS, IF_LEFT_OUT: "as_typed"},
    )
    # a new reading: a stored game that leaves it out keeps "bankrupt_at_once", what airbanker did before
    cannot_pay: Literal["raise_money", "bankrupt_at_once"] = Field(
        default="raise_money",
        description="a player who cannot pay his dues at the Revenue Phase: leaves them outstanding while the "
        "table raises money, then air_fare.settle (pays, or is bankrupt); or is bankrupt at once",
        json_schema_extra={"rule": _READINGS, IF_LEFT_OUT: "bankrupt_at_once"},
    )
    # a changed reading: a stored game that leaves it out keeps "free" (IF_LEFT_OUT)
    bank_repayment: Literal["with_interest", "never", "free"] = Field(
        default="with_interest",
        description="bank loans repaid: allowed, money borrowed since the last Revenue Phase still paying its "
        "20 % at the next one; never (the rulebook never mentions repaying); or free (money repaid before "
        "a Revenue Phase pays no interest)",
        json_schema_extra={"rule": _READINGS, IF_LEFT_OUT: "free"},
    )


#: Every option with its default, in the order of :class:`AirFareOptions` (what the new-game screen lists).
DEFAULT_OPTIONS: dict[str, Any] = {name: f.default for name, f in AirFareOptions.model_fields.items()}


def option_rule(name: str) -> str:
    """The rule option ``name`` reads (``"Air Fare, Setup"`` for an unknown one)."""
    field = AirFareOptions.model_fields.get(name)
    extra = field.json_schema_extra if field is not None else None
    return str(extra["rule"]) if isinstance(extra, dict) and "rule" in extra else f"{_R}, Setup"


#: Each option as the new-game screen shows it (label, choices), in the screen's order; a refusal
#: names an option so. An option that is true or false and has no choices here gets a yes/no list.
OPTION_WORDS: dict[str, OptionWords] = {
    "minor_airports_for_extra_players": (
        "5-6 players",
        (
            ("refused (8 Minor Airports)", "refuse"),
            ("one Minor Airport each", "one_each"),
            ("two each, stand-in cards", "proxy"),
        ),
    ),
    "landing_column": (
        "Landing revenue",
        (("column of the n-th landing", "nth_landing"), ("column of rights held", "rights_held")),
    ),
    "landing_order": (
        "Landing order at a city",
        (("the order that earns most", "best"), ("as the flights are typed", "as_typed")),
    ),
    "flight_origin": (
        "A flight starts from",
        (("the plane's last landing", "last_landing"), ("last turn's landing only", "last_turn")),
    ),
    "percentages": ("Percentages", (("one after the other", "multiply"), ("added together", "add"))),
    "rounding": ("Rounding of $M", (("half up", "half_up"), ("down", "down"), ("up", "up"))),
    "round_each": ("Round each", (("landing", "landing"), ("player's total", "player"))),
    "bid_limit": ("Bids limited to cash", (("all bids together", "total"), ("each bid", "each"))),
    "faster_game": ("Remove 757/MD-80/ATL/DC", (("no: the whole deck", False), ("yes: those cards removed", True))),
    "remove_cards": (
        "Faster: remove cards",
        (("none", 0),) + tuple((f"{n} nonevent cards, picked by airbanker", n) for n in (10, 20, 30, 40)),
    ),
    "price_war": ("Price War (optional)", (("no", False), ("yes", True))),
    "price_war_scope": (
        "A Price War city stops",
        (("everyone's landings", "everyone"), ("its player's landings", "player")),
    ),
    "advertising": ("Advertising (optional)", (("no", False), ("yes", True))),
    "advertising_rolls": (
        "1D10 for twice as much",
        (("one per taker and city", "per_city"), ("one per opponent", "per_opponent")),
    ),
    "advertising_takes_from": (
        "A later taker takes",
        (("from own revenue only", "own_revenue"), ("also from takings", "with_takings")),
    ),
    "event_plane_count": (
        "Maintenance and a crash",
        (
            ("planes held at the draw", "at_draw"),
            ("planes left after crashes", "after_crashes"),
            ("as the rows are typed", "as_typed"),
        ),
    ),
    "cannot_pay": (
        "Short at Revenue Phase",
        (("raise money, then settle", "raise_money"), ("bankrupt at once", "bankrupt_at_once")),
    ),
    "bank_repayment": (
        "Bank loans repaid",
        (
            ("yes; new money still pays 20%", "with_interest"),
            ("never", "never"),
            ("yes; repaid pays no interest", "free"),
        ),
    ),
    "starting_planes": ("Starting planes", ()),
    "removed_cards": ("Cards removed", ()),
    "removal_seed": ("Seed of the cards removed", ()),
}

#: Payload fields and lists in the banker's words (a list by the noun of one item; see GameMeta.words).
WORDS: dict[str, str] = {
    "rolls": "roll",
    "roll": "1D10",
    "price_war": "Price War",
    "cities": "city",
    "cards": "card",
    "flights": "flight",
    "to": "destination",
    "spending": "spending",
    "bids": "bid",
    "opponent": "opponent",
    "players": "player",
}

#: the parts of a Revenue Phase's summary (revenue.py), each a player's: a name, a figure ($M), a part as stored
#: ("Ann +$58M -$30M"; "Bea earns $0M, owes $20M with $14M: short by $6M, to raise before the Bid Phase"; "Cal earns
#: $0M, owes $20M: bankrupt") or as shown (:data:`PHRASES`: "Ann earns $58M and pays $30M")
_NAME = r"[^,;:]+?"
_FIGURE = r"-?\$[\d,]+M"
_PART = (
    rf"(?:{_NAME} \+{_FIGURE}(?: -{_FIGURE})?|{_NAME} earns {_FIGURE}(?: and pays {_FIGURE})?|{_NAME} earns {_FIGURE}, "
    rf"owes {_FIGURE}(?: with {_FIGURE}: short by {_FIGURE}, to raise before the Bid Phase|: bankrupt))"
)
#: a whole revenue summary (its head, its parts, the advertising shares to the end): nothing but a revenue summary is
#: read so (the Revenue form's own line, "Ann landing revenue $18M, advertising +$12M, …", is not one)
_REVENUE = rf"\A(Turn \d+ revenue: )((?:{_PART}, )*{_PART})((?:; advertising: .*)?)\Z"
#: a player's part as stored, within the parts of a revenue summary (a name holds no comma: an "owes" after a part's
#: own comma is no name)
_STORED_PART = re.compile(rf"(?:\A|(?<=, ))({_NAME}) \+({_FIGURE})(?: -({_FIGURE}))?(?=, |\Z)")


def _revenue_words(summary: re.Match[str]) -> str:
    """A revenue summary (:data:`_REVENUE`) with each player's part as stored, "Ann +$58M -$30M" (revenue.py: what he
    earns, landing revenue and advertising shares, then the dues he pays), said "Ann earns $58M and pays $30M"."""
    head, parts, shares = summary.groups()
    said = _STORED_PART.sub(
        lambda m: f"{m[1]} earns {m[2]}" + (f" and pays {m[3]}" if m[3] else ""),
        parts,
    )
    return head + said + shares


#: a player's revenue or due, stored "Turn 5 interest 20% of $60M loans: Cal" (revenue.py), shown "Turn 5 interest 20%
#: of $60M loans (Cal)": the journal writes a colon of its own after each entry's memo, before its postings, and
#: "...loans: Cal:" read as a memo cut short (a newcomer's try). The stored memos stay as they are.
PHRASES: tuple[Phrase, ...] = (
    (
        r"^(Turn \d+ (?:revenue|interest \d+% of \$[\d,]+M loans|[^:]+: (?:\$[\d,]+M x \d+ (?:plane|landing right)"
        r"\(s\)|litigation & settlements))): ([^:$]*[^:$\s])$",
        r"\1 (\2)",
    ),
    # a player's part of a Revenue Phase's summary, stored "Ann +$58M -$30M", shown "Ann earns $58M and pays $30M", as
    # the summary's own "Dmitri earns $0M, owes $130M" reads: the journal's detail showed the two figures unlabelled (a
    # newcomer's try). One pattern, tried at the start of a text only, relabels every part (:func:`_revenue_words`);
    # the stored summaries stay as they are
    (_REVENUE, _revenue_words),
)


def action_details(
    kind: str, payload: Mapping[str, Any], players: tuple[str, ...], state: Any, position: str = ""
) -> tuple[str, ...]:
    """What an Air Fare action's payload holds that its stored summary does not say, a line each (the journal's
    detail and search; :attr:`ledger.engine.GameMeta.details`): the plane each Plane Crash of a draw took, named as
    the audit names it ("Cal lost Boeing 747 Jumbo Jet #14 in the Plane Crash"; the summary says the event's text
    only). The name is the one ``state`` (the game's now) remembers for the card id (``AirFareState.names``); a
    plane it does not know is given by its number. ``()`` for any other action (Air Fare, Event Card List).
    ``position`` (where the action was recorded) is not needed."""
    if kind != "air_fare.draw":
        return ()
    names: Mapping[int, str] = getattr(state, "names", None) or {}
    lines = []
    for row in payload.get("cards") or ():
        if not isinstance(row, Mapping) or not isinstance(row.get("plane"), int):
            continue
        seat, plane = row.get("player"), row["plane"]
        who = players[seat - 1] if isinstance(seat, int) and 1 <= seat <= len(players) else "A player"
        what = f"{names[plane]} #{plane}" if plane in names else f"plane #{plane}"
        lines.append(f"{who} lost {what} in the Plane Crash")
    return tuple(lines)


META = GameMeta(
    name="air_fare",
    title="Air Fare",
    short_title=SHORT_TITLES["air_fare"],
    variants=(Variant("standard", "Standard"),),
    seats=(2, 6),
    new_game_seats=6,
    options=AirFareOptions,
    unit="millions",
    clock="turn",
    prints=("audit",),
    senior_president=False,
    words=WORDS,
    option_words=OPTION_WORDS,
    phrases=PHRASES,
    details=action_details,
)
