"""1930's box: the Stock Market track, the Dividend Level table and the First Round Turn Order
cards' money, typed once.

None of these is printed in the rule text: the track is on the Stock Market board, the Dividend
Level table on the Player boards, the money on the First Round Turn Order cards (1930, Setup 3;
DESIGN.md, tables the rulebooks do not print). The box keeps the owner's copy (:mod:`ledger.box`);
a new game records its tables from it (``golden_age.tables``) and the deal of the cards takes
each card's money from it (``golden_age.starting_money``, provenance ``board``), so the game
replays without the box.

The rulebook's facts a box must keep are the ones ``golden_age.tables`` checks: the first box is the
$1 "Bankrupt at End of Turn" box, the Initial Stock Prices $3-$7 are boxes of the track, prices rise
box by box, the Dividend Level rows rise from income 0; and one card of each number, 1 to 6.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from ...box import Box, Marked, sequence_error, warn_all
from ...engine import GameSetup
from ...errors import RuleViolation
from ...schema import MAX_SEATS, Payload
from .actions import DividendRow, TrackBox, _Dollars
from .rulebook import R_SETUP, STARTING_MONEY

__all__ = [
    "BOX",
    "GoldenAgeBox",
    "BoxTables",
    "BoxCards",
    "CardMoney",
    "check_box",
    "setup_actions",
    "uses",
    "summary",
    "card_money",
]


class BoxTables(Marked):
    """The Stock Market track (lowest box first: price and action cost) and the Dividend Level
    table (from ``income_from`` up, ``dividend`` per Stock token), whole dollars."""

    track: Annotated[list[TrackBox], Field(min_length=2, max_length=100)]
    dividends: Annotated[list[DividendRow], Field(min_length=1, max_length=100)]


class CardMoney(Payload):
    """A First Round Turn Order card: its number and the money printed on it (whole dollars)."""

    card: Annotated[int, Field(ge=1, le=MAX_SEATS)]
    money: _Dollars


class BoxCards(Marked):
    """The First Round Turn Order cards, one of each number 1-6 (1930, Setup 3)."""

    cards: Annotated[list[CardMoney], Field(min_length=1, max_length=MAX_SEATS)]


class GoldenAgeBox(Box):
    """1930's box (format 1): ``tables`` (the track and the Dividend Level table) and
    ``first_round_cards``. Whole dollars throughout."""

    game: Literal["golden_age"] = "golden_age"
    tables: BoxTables | None = None
    first_round_cards: BoxCards | None = None


BOX = GoldenAgeBox


def _tables_payload(box: GoldenAgeBox) -> dict[str, Any]:
    assert box.tables is not None
    return {
        "provenance": box.mark(box.tables)[0],
        "track": [r.model_dump() for r in box.tables.track],
        "dividends": [r.model_dump() for r in box.tables.dividends],
    }


def check_box(box: Box) -> tuple[str, ...]:
    """1930's facts of a box: the tables as ``golden_age.tables`` accepts them (the $1 bankrupt box, the
    Initial Stock Prices $3-$7 on the track, rising prices and rows; 1930, Stock Phase and End of Turn),
    and one First Round Turn Order card of each number (1930, Setup 3).

    Returns:
        Warnings in the banker's words (tables unlike the rulebook's examples; money unlike the First
        Stock Round example's; a part not typed).

    Raises:
        RuleViolation: the first fact broken, naming its place (``tables.track[0].price``).
    """
    assert isinstance(box, GoldenAgeBox)
    warnings: list[str] = []
    if box.tables is not None:
        from ...game import Game

        game = Game(GameSetup("golden_age", "standard", "box check", ("A", "B", "C")))
        try:
            _entries, said = game.preview("golden_age.tables", _tables_payload(box))
        except RuleViolation as error:
            raise sequence_error("tables", error) from None
        if "WARNING" in said:
            warnings.append("the tables are " + said.split("WARNING, ", 1)[1])
    else:
        warnings.append("no Stock Market track or Dividend Level table: typed at the table for each game")
    if box.first_round_cards is not None:
        seen: set[int] = set()
        for i, row in enumerate(box.first_round_cards.cards):
            if row.card in seen:
                raise RuleViolation(
                    f"card {row.card} twice: one card of each number",
                    field=f"first_round_cards.cards[{i}].card",
                    rule=f"{R_SETUP} 3",
                )
            seen.add(row.card)
            printed = STARTING_MONEY.get(row.card)
            if printed is not None and printed != row.money:
                warnings.append(
                    f"card {row.card} gives ${row.money}; the First Stock Round example shows ${printed}: "
                    "check the card"
                )
        missing = [n for n in range(1, MAX_SEATS + 1) if n not in seen]
        if missing:
            warnings.append(
                f"no money for card{'s' if len(missing) > 1 else ''} {', '.join(map(str, missing))}: "
                "typed at the table when dealt"
            )
    else:
        warnings.append("no First Round Turn Order cards: their money is typed at the table")
    return warn_all(warnings)


def card_money(box: Box | None) -> dict[int, int]:
    """Each First Round Turn Order card's money from the box, card number -> whole dollars (empty: none)."""
    if not isinstance(box, GoldenAgeBox) or box.first_round_cards is None:
        return {}
    return {row.card: row.money for row in box.first_round_cards.cards}


def setup_actions(box: Box, variant: str) -> list[tuple[str, dict[str, Any]]]:
    """What a new game records from the box before the deal: the tables (``golden_age.tables``)."""
    assert isinstance(box, GoldenAgeBox)
    return [("golden_age.tables", _tables_payload(box))] if box.tables is not None else []


def uses(box: Box | None, variant: str) -> list[str]:
    """What a new game takes from ``box`` (None: no box), one line each, in the table's words."""
    if not isinstance(box, GoldenAgeBox):
        return ["No box: the Stock Market track, the Dividend Level table and the cards' money are typed at the table."]
    lines = []
    if box.tables is not None:
        track = box.tables.track
        lines.append(
            f"Stock Market ({len(track)} boxes, ${track[0].price}-${track[-1].price}) and Dividend Level table "
            f"({len(box.tables.dividends)} rows) from the box ({box.mark_text(box.tables)})."
        )
    else:
        lines.append("Stock Market and Dividend Level table: not in the box, typed at the table.")
    money = card_money(box)
    lines.append(
        "First Round Turn Order cards' money from the box: "
        + ", ".join(f"card {c} ${m}" for c, m in sorted(money.items()))
        + "."
        if money
        else "First Round Turn Order cards' money: not in the box, typed at the deal."
    )
    return lines


def summary(box: Box) -> list[str]:
    """The box's values as shown to the table before it confirms them, one line each."""
    assert isinstance(box, GoldenAgeBox)
    lines = [f"1930 box: {box.mark_text()}" + (f" — {box.note}" if box.note else "")]
    if box.tables is not None:
        lines.append(f"Stock Market, lowest box first ({box.mark_text(box.tables)}):")
        lines.append("  " + ", ".join(f"${b.price} (action ${b.action_cost})" for b in box.tables.track))
        lines.append("Dividend Level table:")
        lines.append("  " + ", ".join(f"income {r.income_from}+ pays ${r.dividend}" for r in box.tables.dividends))
    if box.first_round_cards is not None:
        lines.append(f"First Round Turn Order cards ({box.mark_text(box.first_round_cards)}):")
        lines.append("  " + ", ".join(f"card {r.card} ${r.money}" for r in box.first_round_cards.cards))
    return lines
