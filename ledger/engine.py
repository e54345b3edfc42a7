"""What every game is made of: its setup, its meta, and the contract of its rules engine.

This module imports no game (the games import it; :mod:`ledger.games` registers them), so
the registry, :class:`ledger.game.Game` and the engines form no cycle.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from .journal import Entry
from .schema import ActionSpec, Options

__all__ = ["GameSetup", "GameMeta", "Variant", "OptionWords", "Phrase", "Rules", "GENERIC_KINDS"]

#: Action kinds every game has; the rules engine never sees them.
GENERIC_KINDS = ("balance_assertion", "undo", "redo")

#: One of a game's phrases (:attr:`GameMeta.phrases`): a pattern and its replacement, as :func:`re.sub` takes them
#: (a text, or a function of the match for what one replacement text cannot say, each part of a list relabelled).
Phrase = tuple[str, str | Callable[[re.Match[str]], str]]


@dataclass(frozen=True)
class GameSetup:
    """What a game is before its first action.

    Attributes:
        game: the rules engine's name, e.g. ``"air_empire"`` (a key of :data:`ledger.games.GAMES`).
        variant: e.g. ``"basic"``.
        title: free text.
        players: names in seat order, clockwise; seat 1 is ``players[0]``.
        options: the game options (see each game's ``meta``); missing ones take their defaults.
    """

    game: str
    variant: str
    title: str
    players: tuple[str, ...]
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Variant:
    """A variant of a game: its id in the record (``"tournament"``) and its name at the table."""

    id: str
    label: str


#: An option as the new-game screen shows it: its label and its choices, ``(shown, value)`` each
#: (no choices: the option is typed, or is not on the screen).
OptionWords = tuple[str, tuple[tuple[str, Any], ...]]


@dataclass(frozen=True)
class GameMeta:
    """What the rest of airbanker may know of a game without knowing its rules.

    Attributes:
        name: the id in the record and the registry (``"air_empire"``).
        title: the box's title (``"1930: The Golden Age of Airlines"``).
        short_title: the title in a list (``"1930"``).
        variants: the variants, the first the default.
        seats: the least and the most players.
        new_game_seats: how many name fields the new-game screen offers.
        options: the declared options (defaults, bounds, rules).
        unit: ``"dollars"`` (whole dollars) or ``"millions"`` ($ millions, Air Fare).
        clock: ``"quarter"`` (Air Empire) or ``"turn"`` (1930, Air Fare).
        prints: what the game prints, by job name (see ``sheets.jobs``).
        senior_president: whether the game has a Senior President (Air Empire).
        words: a payload field or list in the banker's words (``"super_jets": "Super Jets"``,
            ``"orders": "order"``: a list by the noun of one of its items; ``"minimums.A"``: a path;
            ``".price"``: the action's own field, not a list item's of the same name),
            for the fields a plain reading of the name would not say well (:mod:`ledger.words`).
        option_words: each option as the new-game screen shows it (:data:`OptionWords`): the screen
            draws them, and a refusal names an option by them.
        phrases: the game's own words for what its summaries and memos say in the record's terms, as
            ``(pattern, replacement)`` pairs of :func:`re.sub` (:data:`Phrase`; 1930's ``uses Blue: fly`` is
            ``uses Blue: Fly``, as the rulebook names the action); each is tried on every summary and memo the
            journal shows: a pattern anchored at the start (``\\A``) costs little where it does not fit. The
            stored summaries stay as they are, so every book still audits (:func:`ledger.words.text_words`
            applies them on screen).
        details: what an action's payload holds that its stored summary does not say, in words, a line each:
            ``details(kind, payload, players, state, position)`` with ``players`` the names in seat order, ``state``
            the game's state now and ``position`` the record's, where the action was recorded (Air Empire's plane
            sale: ``("Bids: Bea $15,000 · Ann $14,000",)``; its route bids, each player's Phase 1 lines of the
            quarter the position names; Air Fare's Plane Crash names the plane lost, by the card ids its state
            remembers); ``()`` for nothing more. The journal
            shows them under the summary; nothing is stored. ``None``: the game says nothing more of any action.
    """

    name: str
    title: str
    short_title: str
    variants: tuple[Variant, ...]
    seats: tuple[int, int]
    new_game_seats: int
    options: type[Options]
    unit: Literal["dollars", "millions"] = "dollars"
    clock: Literal["quarter", "turn"] = "turn"
    prints: tuple[str, ...] = ()
    senior_president: bool = False
    words: Mapping[str, str] = field(default_factory=dict)
    option_words: Mapping[str, OptionWords] = field(default_factory=dict)
    phrases: tuple[Phrase, ...] = ()
    details: Callable[[str, Mapping[str, Any], tuple[str, ...], Any, str], tuple[str, ...]] | None = None

    @property
    def millions(self) -> bool:
        """Whether amounts are $ millions (``$50M``) rather than whole dollars."""
        return self.unit == "millions"

    def variant_label(self, variant: str) -> str:
        """The table's name of ``variant`` (the id itself when unknown)."""
        return next((v.label for v in self.variants if v.id == variant), variant)


@dataclass(frozen=True)
class ChartSpec:
    """One chart a game draws (:mod:`ledger.charts` reads it at the end of each period).

    Attributes:
        key: the chart's id (``"cash"``, ``"net_worth"``, ``"score"``, ``"stock_prices"``).
        title: what it shows, in the table's words (``"Each player's cash by quarter"``).
        y_label: what the vertical axis counts, without the unit (``"Cash"``).
        read: a game state -> each series' value now, by series name (a player's or an airline's
            name), in whole units; ``None`` where the series has no value now (an airline not founded).
            The order of the first reading is the order of the series.
        notes: (the chart as read, the game state at its last point) -> the lines said under the chart, in the
            table's words (1930: where a bankrupt airline's line stops); ``None``: none.
    """

    key: str
    title: str
    y_label: str
    read: Callable[[Any], Mapping[str, int | None]]
    notes: Callable[[Any, Any], tuple[str, ...]] | None = None


class Rules(Protocol):
    """The contract of a game's rules engine (one package per game under ``ledger/games/``)."""

    name: str
    meta: GameMeta
    #: every action kind of the game with its declared payload (:mod:`ledger.schema`)
    actions: Mapping[str, ActionSpec]

    def start(self, setup: GameSetup) -> tuple[Any, list[Entry]]:
        """The state before the first action and the opening entries (starting cash).

        Raises:
            RuleViolation: when the setup breaks a rule (player count, options).
        """

    def apply(self, state: Any, kind: str, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
        """Apply one action to ``state`` in place; return its entries and a one-line summary.

        ``payload`` has passed the kind's declared schema.

        Raises:
            RuleViolation: the action is illegal. The engine checks before it changes
                anything; :class:`~ledger.game.Game` also rebuilds the state after any refusal.
        """

    def balance(self, state: Any, account: str) -> int:
        """The balance of ``account`` in whole units."""

    def position(self, state: Any) -> str:
        """Where the game stands, e.g. ``"Y2 Q3, Phase 4"``."""

    #: what the game charts (:mod:`ledger.charts`): each chart's title, axis and how to read it off a state
    charts: tuple[ChartSpec, ...]

    def chart_period(self, state: Any) -> str:
        """The period a chart's points are read by: ``"Y2 Q3"``, ``"T4"``, ``"End"``, ``"game over"``."""

    def table_notes(self, state: Any) -> tuple[str, ...]:
        """Where the figures of the boards' tables in use come from (DESIGN.md, provenance), a sentence each, as the
        game's table screen says them ("Flight Costs Table: illustrative values, not the board's."); ``()``: none to
        say."""
