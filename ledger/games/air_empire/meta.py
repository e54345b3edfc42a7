"""Air Empire: what the rest of airbanker knows of the game without its rules (the registry's entry),
and the game's options, each with its type, default, bounds and the rule it reads.

The options are read once, in :meth:`ledger.games.air_empire.rules.AirEmpireRules.start`; the
stored ``setup.options`` stay as the banker gave them (missing ones take these defaults).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field

from ...engine import GameMeta, OptionWords, Variant
from ...money import format_signed
from ...schema import IF_LEFT_OUT, Options
from .. import SHORT_TITLES

__all__ = [
    "AirEmpireOptions",
    "META",
    "OPTION_RULES",
    "OPTION_WORDS",
    "WORDS",
    "TOURNAMENT_ONLY",
    "MAX_YEARS",
    "MAX_PLAYERS",
]

#: The most years a game may be played: the blank-sheet command's range (``--years 1-50``).
MAX_YEARS = 50
#: "AIR EMPIRE is a game for 2 to 4 players" (Beginning Play).
MIN_PLAYERS, MAX_PLAYERS = 2, 4

#: The rule each option reads: a refusal of the option names it.
OPTION_RULES: dict[str, str] = {
    "first_senior_president": "Air Empire, Basic Game, Playing Procedure 1",
    "senior_order": "Air Empire, Basic Game, Playing Procedure 1",
    "plane_supply": "Air Empire, Basic Game, Planes; docs/rule-readings.md (Air Empire, plane supply)",
    "route_card_check": "Air Empire, Basic Game, Route Cards; docs/rule-readings.md (Air Empire, route cards)",
    # the Basic Game's 3 years, or the Tournament Game's Time Limit
    "years": "Air Empire, Basic Game, Completion of Play; Tournament Game, Introduction: Time Limit",
    "bankrupt_planes_to_bank_supply": "Air Empire, Basic Game, Test of Bankruptcy",
    "flight_costs_above_revenue": "docs/rule-readings.md (Flight Costs above the revenue)",
    "end": "Air Empire, Tournament Game, Introduction",
    "fluctuation_on_rebid_route": "docs/rule-readings.md (Air Empire, Tournament Game)",
    "minus_income": "docs/rule-readings.md (Air Empire, Tournament Game, a minus 1g)",
}

#: Options of the Tournament Game only: refused in a Basic Game (docs/game-record.md).
TOURNAMENT_ONLY = ("end", "fluctuation_on_rebid_route", "minus_income")


def _each_seat_once(order: list[int]) -> list[int]:
    """A Senior Presidents' order names each seat once (whether it names every seat of the table is
    checked when the game starts, when the table is known)."""
    twice = sorted({seat for seat in order if order.count(seat) > 1})
    if twice:
        raise ValueError(
            f"must name each seat once (an order of all the seats), got {order}: "
            + ", ".join(f"seat {seat}" for seat in twice)
            + " twice"
        )
    return order


#: The Senior Presidents' order typed at the start: the seats in the order they are Senior
#: President, the first in the first quarter, then again from the first (Playing Procedure 1).
SeniorOrder = Annotated[
    list[Annotated[int, Field(ge=1, le=MAX_PLAYERS)]],
    Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS),
    AfterValidator(_each_seat_once),
]


class AirEmpireOptions(Options):
    """The options of an Air Empire game (docs/game-record.md, "Options"; docs/rule-readings.md).

    Whether ``first_senior_president`` names a seat at this table, and whether a Tournament
    Game option is given in a Basic Game, is checked when the game starts.
    """

    first_senior_president: Annotated[int, Field(ge=1, le=MAX_PLAYERS)] = Field(
        default=1,
        description="Seat of the Senior President in the first quarter; it rotates clockwise each "
        "quarter, or in the order senior_order gives (Basic Game, Playing Procedure 1).",
    )
    senior_order: SeniorOrder | None = Field(
        default=None,
        description="The Senior Presidents' order, typed at the start: every seat once, the first "
        'in the first quarter, then around again (Basic Game, Playing Procedure 1: "A clockwise order '
        'is recommended"). Left out: clockwise from first_senior_president. Given with '
        "first_senior_president, the two must agree.",
    )
    plane_supply: Literal["in_the_box", "on_top"] = Field(
        default="in_the_box",
        description="The 60 Prop Jets and 30 Super Jets (Planes) are every plane in the box, the "
        'starting fleets taken from them ("in_the_box": a 4-player Bank starts with 44 and 18), or the '
        'Bank\'s supply on top of the starting fleets ("on_top": 60 and 30 whatever the players) '
        "(docs/rule-readings.md).",
        json_schema_extra={IF_LEFT_OUT: "on_top"},
    )
    route_card_check: Literal["refuse", "warn"] = Field(
        default="refuse",
        description="A route card that cannot be as printed (a class whose minimum Flight Costs is "
        'above its revenue while flight_costs_above_revenue is "refuse", so nobody could bid on it; a '
        'revenue for Class C in a 2-player game): refused ("refuse"), or recorded with a warning '
        '("warn", the reading of games stored before airbanker checked route cards).',
        json_schema_extra={IF_LEFT_OUT: "warn"},
    )
    years: Annotated[int, Field(ge=1, le=MAX_YEARS)] = Field(
        default=3,
        description="Length of play in years of 4 quarters: the Basic Game is 3 (Completion of Play); "
        'the Tournament Game\'s time limit. Ignored with end = "elimination".',
    )
    bankrupt_planes_to_bank_supply: bool = Field(
        default=True,
        description="A bankrupt player's planes go back to the Bank's supply (true) or out of play "
        "(false) (Basic Game, Test of Bankruptcy).",
    )
    flight_costs_above_revenue: Literal["refuse", "allow"] = Field(
        default="refuse",
        description="A Flight Costs bid above the card's revenue (a loss): refused, or allowed "
        "with the loss paid to the Bank (docs/rule-readings.md).",
    )
    end: Literal["time_limit", "elimination"] = Field(
        default="time_limit",
        description="Tournament Game only: play stops after `years`, or when one airline is "
        "left (Tournament Game, Introduction).",
    )
    fluctuation_on_rebid_route: Literal["applies", "excluded"] = Field(
        default="applies",
        description="Tournament Game only: a card's Revenue Fluctuation on the card's own route "
        "re-bid now (Revenue Fluctuations NOTE; docs/rule-readings.md).",
    )
    minus_income: Literal["pay", "nothing"] = Field(
        default="pay",
        description="Tournament Game only: a minus 1g is paid to the Bank, or neither paid nor "
        "received (Taxes; docs/rule-readings.md).",
    )


#: Each option as the new-game screen shows it (label, choices); a refusal names an option so.
OPTION_WORDS: dict[str, OptionWords] = {
    "first_senior_president": ("First Senior President", ()),
    "senior_order": ("Senior Presidents", ()),
    "plane_supply": (
        "Planes in the Bank",
        # whole in the new game form's list at 80 columns (38 cells): "in all (less the fleets)" was cut "(less the
        # fle…", a newcomer's try
        (
            ("60 Prop, 30 Super, fleets included", "in_the_box"),
            ("60 Prop, 30 Super plus the fleets", "on_top"),
        ),
    ),
    "route_card_check": ("Route cards checked", (("refused", "refuse"), ("recorded with a warning", "warn"))),
    "years": ("Years of play", ()),
    "bankrupt_planes_to_bank_supply": (
        "A bankrupt's planes",
        (("back to the Bank's supply", True), ("out of play", False)),
    ),
    "flight_costs_above_revenue": (
        "Flight Costs above revenue",
        (("refused", "refuse"), ("allowed, the loss paid", "allow")),
    ),
    "end": (
        "Game ends",
        (("after a time limit (years)", "time_limit"), ("by elimination (one airline left)", "elimination")),
    ),
    "fluctuation_on_rebid_route": (
        "Fluctuation on re-bid",  # whole in the new game form's label column (22 cells)
        (("applies (Revenue Fluctuations NOTE)", "applies"), ("excluded (Reminder Rules 7 read so)", "excluded")),
    ),
    "minus_income": ("A minus 1g", (("paid to the Bank", "pay"), ("neither paid nor received", "nothing"))),
}

#: Payload fields and lists in the banker's words (a list by the noun of one item; see GameMeta.words).
WORDS: dict[str, str] = {
    "flight_costs": "Flight Costs",
    "super_jets": "Super Jets",
    "prop_jets": "Prop Jets",
    "class": "class of service",
    "bids": "bid",
    "orders": "order",
    "rows": "row",
    "city": "Route City",
    "adjacent": "adjacent city",
    "fluctuations": "Revenue Fluctuation",
    "players": "player",
    "terminate": "route given up",
    "replace_prop_jets": "Prop Jets replaced",
    "replace_super_jets": "Super Jets replaced",
    "income_from": "line 1g from",
    "minimums.A": "Class A minimum",
    "minimums.B": "Class B minimum",
    "minimums.C": "Class C minimum",
    "revenue.A": "Class A revenue",
    "revenue.B": "Class B revenue",
    "revenue.C": "Class C revenue",
    "count": "number of planes",
    "plane": "plane type",
    "absorbed": "Poorest (absorbed)",
    "into": "Merges into",
}

#: where the banker reads the Tax Table, in the screens' words, by its stored provenance: the table is printed at the
#: bottom of the Condensed Re-cap Sheet (Air Empire, Tournament Game, Taxes: "Refer to the TAX TABLE shown at the
#: bottom of the Condensed Re-cap Sheet"), not on the board; the stored value stays "board" (old books replay)
TAX_SOURCE_WORDS = {"board": "sheet", "illustrative": "illustrative", "placeholder": "placeholder"}


def tax_source_words(provenance: str) -> str:
    """The Tax Table's provenance as the screens say it: ``"sheet"`` for the stored ``"board"`` (checked against
    the printed Condensed Re-cap Sheet), the others as stored (:data:`TAX_SOURCE_WORDS`)."""
    return TAX_SOURCE_WORDS.get(provenance, provenance)


#: What the summaries and memos say in the record's terms, as the screens say it
#: (:attr:`~ledger.engine.GameMeta.phrases`; the stored text is kept: the audit compares it with the replay's):
#: - "1 Prop Jets" ("Cal buys 0 Prop Jets, 1 Super Jets") is said "1 Prop Jet";
#: - a minus 1g is written "$-4,400" in the stored summaries of taxes (``f"${income:,}"``) and "-$4,400" as every
#:   other amount on screen (:func:`ledger.money.format_money`). Only after "1g ": a name is shown as typed;
#: - a purchase the Bank fills in part says each kind as got/asked ("Bea short: got 0/0 Prop Jets, 0/1 Super Jets"),
#:   said with the count bought and the count asked where they differ ("Bea short: got 0 Super Jets (asked 1)"; a
#:   kind not ordered left out): "got 0/1 Super Jet" was read as one bought (a newcomer's try). Only in that note,
#:   Super Jets first (after "Prop Jets, "), then Prop Jets (after "short: got ");
#: - the Tax Table entered from the printed sheet, stored as "board" (the record file's value), is said "sheet" as
#:   its form and the table say it (:func:`tax_source_words`; a newcomer's try: the
#:   form's "Will record" line said "board" after "sheet: checked against the printed sheet" was chosen);
#: - a refusal naming the Tournament Game says it by its name alone: '(variant "tournament")', the record file's id of
#:   it, is for a file's writer (the command palette showed it to the banker, a review).
PHRASES: tuple[tuple[str, str], ...] = (
    (r'(?<=Tournament Game) \(variant "tournament"\)', ""),
    (r"(?<=Prop Jets), 0/0 Super Jets(?=[;)])", ""),
    (r"(?<=Prop Jets, )(\d+)/\1 Super Jets(?=[;)])", r"\1 Super Jets"),
    (r"(?<=Prop Jets, )(\d+)/(\d+) Super Jets(?=[;)])", r"\1 Super Jets (asked \2)"),
    (r"(?<=short: got )0/0 Prop Jets, ", ""),
    (r"(?<=short: got )(\d+)/\1 Prop Jets\b", r"\1 Prop Jets"),
    (r"(?<=short: got )(\d+)/(\d+) Prop Jets\b", r"\1 Prop Jets (asked \2)"),
    (r"(?<![\d,.])\b1 (Prop|Super) Jets\b", r"1 \1 Jet"),
    (r"(?<=\b1g )\$-(?=[0-9])", "-$"),
    (r"(Tax Table entered \(\d+ rows?, )board\)", rf"\1{TAX_SOURCE_WORDS['board']})"),
)


def action_details(
    kind: str, payload: Mapping[str, Any], players: tuple[str, ...], state: Any = None, position: str = ""
) -> tuple[str, ...]:
    """What an Air Empire action's payload holds that its stored summary does not say, a line each (the journal's
    detail; :attr:`ledger.engine.GameMeta.details`): a plane sale's bids, highest first, whole dollars
    (``("Bids: Bea $15,000 · Ann $14,000",)``; the summary names the buyer only), and the route bids as typed
    (:func:`_route_bids`) with each player's Phase 1 lines they wrote (:func:`_phase_one_lines`, from ``state``, the
    game's now, and ``position``, where the bids were recorded), a route card's Revenue Fluctuations with the card's
    words (:func:`_fluctuations`). ``()`` for any other action, or
    a payload the sale could not read (a bid without a seat or a whole amount is left out). Air Empire, Basic Game,
    Phase 4 (sales between players)."""
    if kind == "air_empire.bids":
        return _route_bids(payload, players) + _phase_one_lines(payload, state, position)
    if kind == "air_empire.route_card":
        return _fluctuations(payload, players)
    if kind != "air_empire.plane_sale":
        return ()
    bids: list[tuple[int, str]] = []
    for raw in payload.get("bids") or ():
        if not isinstance(raw, Mapping):
            continue
        seat, amount = raw.get("player"), raw.get("amount")
        if isinstance(seat, int) and isinstance(amount, int) and 1 <= seat <= len(players):
            bids.append((amount, players[seat - 1]))
    if not bids:
        return ()
    bids.sort(key=lambda bid: -bid[0])
    return ("Bids: " + " · ".join(f"{name} ${amount:,}" for amount, name in bids),)


def _route_bids(payload: Mapping[str, Any], players: tuple[str, ...]) -> tuple[str, ...]:
    """The route bids as typed, in seat order, each with its class and Flight Costs (whole dollars), then who passed:
    ``("Bids: Ann A $11,000 · Çelik B $9,000 · Dmitri C $7,000 · passed: Bea",)``; the summary names the winners
    and the forfeits only (a newcomer's try: a forfeited bid's amount was in the journal nowhere)."""
    said: dict[int, str] = {}
    for raw in payload.get("bids") or ():
        if not isinstance(raw, Mapping):
            continue
        seat, service, costs = raw.get("player"), raw.get("class"), raw.get("flight_costs")
        if isinstance(seat, int) and 1 <= seat <= len(players) and isinstance(costs, int) and isinstance(service, str):
            said[seat] = f"{players[seat - 1]} {service} ${costs:,}"
    if not said:
        return ()
    passed = [players[seat - 1] for seat in range(1, len(players) + 1) if seat not in said]
    tail = f" · passed: {', '.join(passed)}" if passed else ""
    return ("Bids: " + " · ".join(said[seat] for seat in sorted(said)) + tail,)


def _phase_one_lines(payload: Mapping[str, Any], state: Any, position: str) -> tuple[str, ...]:
    """Each player's Phase 1 lines as the bids of ``payload``, recorded at ``position``, wrote them, in the words of
    the reveal and the recap, a line each: ``("Ann: 1g $6,000 (Flight Profit)", "Bea: 1a $6,000 − Stand-pat penalty
    $600 = $5,400")`` (:meth:`~.views.PhaseOneSplit.text`; the summary names the winners only, the journal's
    entries each player's 1g only: a newcomer's try). Read from ``state`` (the game's now): ``()`` when the bids in
    force for that quarter are other bids (these were undone) or none, or ``position`` names no quarter. Air Empire,
    Basic Game, Playing Procedure, Phase 1."""
    # the game's rules are loaded once a game is open (a state to read): the registry's meta alone stays light
    from .state import AirEmpireState, quarter_of
    from .views import recorded_split

    quarter = quarter_of(position)
    if quarter is None or not isinstance(state, AirEmpireState):
        return ()
    typed = {
        (raw.get("player"), raw.get("class"), raw.get("flight_costs"))
        for raw in payload.get("bids") or ()
        if isinstance(raw, Mapping)
    }
    held = {
        (p.seat, a.service_class, a.flight_costs) for p in state.players for a in p.applications if a.quarter == quarter
    }
    if typed != held:
        return ()
    return tuple(f"{split.name}: {split.text()}" for split in recorded_split(state, quarter))


def _fluctuations(payload: Mapping[str, Any], players: tuple[str, ...]) -> tuple[str, ...]:
    """A route card's Revenue Fluctuations as typed, a line each, with the card's words: ``("Fluctuation +$200 in
    Los Angeles: Fog at LAX", "Fluctuation -$500 on every route (Bea only)")``; the summary says each player's line
    1d only (a newcomer's try: the card's words, stored, were seen and found nowhere). Tournament Game, Revenue
    Fluctuations."""
    said: list[str] = []
    for raw in payload.get("fluctuations") or ():
        if not isinstance(raw, Mapping) or not isinstance(raw.get("amount"), int):
            continue
        cities = [c for c in raw.get("cities") or () if isinstance(c, str)]
        where = f"in {', '.join(cities)}" if cities else "on every route"
        seats = [s for s in raw.get("players") or () if isinstance(s, int) and 1 <= s <= len(players)]
        only = f" ({', '.join(players[s - 1] for s in seats)} only)" if seats else ""
        text = raw.get("text")
        words = f": {text}" if isinstance(text, str) and text else ""
        said.append(f"Fluctuation {format_signed(raw['amount'])} {where}{only}{words}")
    return tuple(said)


META = GameMeta(
    name="air_empire",
    title="Air Empire",
    short_title=SHORT_TITLES["air_empire"],
    variants=(Variant("basic", "Basic Game"), Variant("tournament", "Tournament Game")),
    seats=(MIN_PLAYERS, MAX_PLAYERS),
    new_game_seats=4,
    options=AirEmpireOptions,
    unit="dollars",
    clock="quarter",
    prints=("recap", "blank", "audit"),
    senior_president=True,
    words=WORDS,
    option_words=OPTION_WORDS,
    phrases=PHRASES,
    details=action_details,
)
