"""1930: what the rest of airbanker knows of the game without its rules (the registry's entry).

The game's options (docs/game-record.md, 1930, "Options") are declared here: each with its
type, its default and the rule it reads. ``start`` reads a setup's options through
:func:`ledger.schema.check_options`; the stored ``setup.options`` stay as the banker gave them.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field
from pydantic_core import PydanticCustomError

from ...engine import GameMeta, OptionWords, Variant
from ...schema import IF_LEFT_OUT, Name, Options
from .. import SHORT_TITLES


def exact_int(value: Any) -> Any:
    """Refuse a bool or a float before a ``Literal`` of numbers (which takes ``8.0`` for ``8``)."""
    if type(value) is not int:
        raise PydanticCustomError("int_type", "Input should be a valid integer")
    return value


__all__ = ["GoldenAgeOptions", "META", "DEFAULT_OPTIONS", "OPTION_RULES", "OPTION_WORDS", "WORDS"]

#: The rule each option reads (a refusal of ``options.NAME`` names it).
OPTION_RULES: dict[str, str] = {
    "airlines": "1930, Setup",
    "turns": "1930, End of Game Phase, End of Game & Final Flight",
    "gray_tech_box": "1930, Operation Phase, Research; docs/rule-readings.md, 1930",
    "research_limit": "1930, Operation Phase, Research; 1930, Operation Phase, Airline Operations 6; "
    "docs/rule-readings.md, 1930",
    "fly_at_zero_income": "1930, Setup 8; 1930, Operation Phase, Fly; docs/rule-readings.md, 1930",
    "end_turn_incomes": "1930, Setup 5; 1930, Operation Phase, Hub; docs/rule-readings.md, 1930",
    "first_operation_order": "1930, Stock Phase, The First Stock Round; 1930, Operation Phase, Operating Rounds; "
    "docs/rule-readings.md, 1930",
}


class GoldenAgeOptions(Options):
    """The options of a 1930 game (docs/game-record.md, 1930, "Options")."""

    airlines: list[Name] | None = Field(
        default=None,
        description="The airline colours in the game, exactly as many as the Setup table says for the player count "
        "(2p: 5, 3p: 6, 4p: 8, 5p: 9, 6p: 10), none twice; by default the first N of Blue, Green, "
        "Orange, Yellow, Pink, Brown, Red, Purple, Black, Teal (1930, Setup). The count and the "
        "repeats are checked by the rules engine, which knows the player count.",
    )
    turns: int = Field(
        default=6,
        ge=1,
        le=6,
        description="Turns in the game: six (1930, End of Game & Final Flight); fewer only for tests.",
    )
    gray_tech_box: Annotated[Literal[8, 9], BeforeValidator(exact_int)] = Field(
        default=8,
        description="The Gray box of the Technology Track: the 8th (Research, benefits) or the 9th (Research, "
        "stock price); docs/rule-readings.md, 1930.",
    )
    research_limit: Literal["turn", "operating_round"] = Field(
        default="turn",
        description="Research once per turn (Research) or once per Operating Round (Airline Operations 6); "
        "docs/rule-readings.md, 1930.",
    )
    fly_at_zero_income: Literal["refuse", "allow"] = Field(
        default="refuse",
        description="An airline's income starts at its Home City's Gate (Setup 8) and an action never lowers it to "
        "$0: with 'refuse' starting an airline asks for its income (field income), an income of $0 typed anywhere "
        "(golden_age.income, incomes of golden_age.end_turn, income of a map action) is refused, and a Fly or "
        "the Final Flight at $0 income is refused; 'allow' (games stored before this reading) takes $0 until an "
        "income is typed, takes a $0 typed, and pays the lowest Dividend Level for it. docs/rule-readings.md, 1930.",
        json_schema_extra={IF_LEFT_OUT: "allow"},
    )
    end_turn_incomes: Literal["confirm", "unchecked"] = Field(
        default="confirm",
        description="Stock tokens and Hubs come at income marks, so each airline's income must be current: with "
        "'confirm' golden_age.end_turn is refused while an airline in play has an income not typed or confirmed "
        "this turn (its field incomes confirms or corrects them); 'unchecked' (games stored before this reading) "
        "ends the turn without the check. docs/rule-readings.md, 1930.",
        json_schema_extra={IF_LEFT_OUT: "unchecked"},
    )
    first_operation_order: Literal["clockwise", "cards"] = Field(
        default="clockwise",
        description="Turn 1's Operating Rounds and End of Turn purchases: 'clockwise' from the First Player marker "
        "(card 1's holder; Operating Rounds), or in the order of the First Round Turn Order cards ('These cards "
        "set the turn order for the first turn'); docs/rule-readings.md, 1930.",
    )


#: Every option with its default (the new-game screen shows them).
DEFAULT_OPTIONS: dict[str, Any] = {name: info.default for name, info in GoldenAgeOptions.model_fields.items()}

#: Each option as the new-game screen shows it (label, choices); a refusal names an option so.
OPTION_WORDS: dict[str, OptionWords] = {
    "airlines": ("Airlines", ()),
    "turns": ("Turns", ()),
    "gray_tech_box": ("Gray Tech box", (("8th box (Research, benefits)", 8), ("9th box (Research, price)", 9))),
    "research_limit": (
        "Research",
        (("once per turn (Research)", "turn"), ("once per Operating Round", "operating_round")),
    ),
    "first_operation_order": (
        "Turn 1 operations",
        (("clockwise from card 1", "clockwise"), ("in card order", "cards")),
    ),
    "fly_at_zero_income": ("Flying at $0 income", (("refused", "refuse"), ("allowed", "allow"))),
    "end_turn_incomes": ("End of Turn incomes", (("confirmed each turn", "confirm"), ("not checked", "unchecked"))),
}

#: Payload fields and lists in the banker's words (a list by the noun of one item; see GameMeta.words).
WORDS: dict[str, str] = {
    "cards": "card",
    "card": "card number",
    "track": "box of the Stock Market",
    "dividends": "row of the Dividend Level table",
    "income_from": "income from",
    "action_cost": "action cost",
    "paid_upgrades": "paid upgrade",
    "choice": "CEO's choice",
    "gates_available": "Gates available",
    "gates_reserve": "Gates in reserve",
    "incomes": "income",
    "returned": "token returned",
    "price": "Stock price",
    ".price": "Initial Stock Price",  # the action's own price: starting an airline (Found, a trade's)
    "tokens": "Stock tokens",
    "cities": "cities behind",
    # a Contract card's $: named as the Contract form labels its field (a newcomer's try: "Refused: Contract: must be
    # one of 1, 2, 3, 4 or 5, got 6" under a field labelled "Card")
    "amount": "Card",
    "players": "player",
}

#: The eight actions of an Operation Phase by their names in the rulebook (1930, Operation Phase): a summary
#: names an action by its payload's word ("uses Blue: fly", "buys one expand action").
_ACTION_NAMES = ("expand", "relocate", "upgrade", "open", "hub", "research", "fly", "stand")
PHRASES: tuple[tuple[str, str], ...] = tuple(
    pair
    for action in _ACTION_NAMES
    for pair in (
        (rf"( uses [^:;]{{1,40}}: ){action}\b", rf"\g<1>{action.capitalize()}"),
        (rf"\bbuys one {action} action\b", f"buys one {action.capitalize()} action"),
    )
) + (
    # a price moved by the Technology Track, stored "Blue $5 → $6 (Tech enters Yellow (Fly))": parentheses in
    # parentheses a newcomer could not read (which moved, and why)
    (r"\bTech enters (\w+) \((Fly|Research)\)", r"Tech into \1 by \2"),
    # a count of the Bank's account, stored "bank counted: -$1,191 agrees with the books": the Bank's balance is
    # what it took in less what it paid out, starting money included (it never runs short), so -$1,191 is the cash
    # it has put into the players' hands (a newcomer's try could not tell what the minus meant)
    (
        r"\bbank counted: -\$([\d,]+) agrees with the books",
        r"the Bank's count agrees with the books: it has paid out $\1 more than it took in (starting money "
        r"included: the cash in the players' hands)",
    ),
    (
        r"\bbank counted: \$([\d,]+) agrees with the books",
        r"the Bank's count agrees with the books: it has taken in $\1 more than it paid out (starting money "
        r"included)",
    ),
)

META = GameMeta(
    name="golden_age",
    title="1930: The Golden Age of Airlines",
    short_title=SHORT_TITLES["golden_age"],
    variants=(Variant("standard", "Standard"),),
    seats=(2, 6),
    new_game_seats=6,
    options=GoldenAgeOptions,
    unit="dollars",
    clock="turn",
    prints=("dividends", "audit"),
    senior_president=False,
    words=WORDS,
    option_words=OPTION_WORDS,
    phrases=PHRASES,
)
