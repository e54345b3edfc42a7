"""The one registry of games: each game's name -> its rules engine (with its meta and actions).

Nothing outside this registry compares a game's name with a string: ask :func:`rules_for`
or :func:`meta_for` and read the answer (``meta.unit``, ``meta.clock``, ``meta.prints``, ...).

A game's modules are imported when first needed: :func:`meta_for` imports only the game's
``meta`` (the list of games and the new-game form need no more), :func:`rules_for` its rules
engine (a game opened or replayed). Importing every game's rules up front took about 40 % of
the TUI's launch.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

from ..errors import RuleViolation

if TYPE_CHECKING:  # the engine imports pydantic: the list of games and the TUI's first frame need neither
    from ..engine import GameMeta, Rules

__all__ = ["GAMES", "SHORT_TITLES", "rules_for", "meta_for", "names", "short_title"]

#: Every game airbanker banks (its package under ``ledger/games/``), in the order the new-game screen offers them.
_NAMES: tuple[str, ...] = ("air_empire", "golden_age", "air_fare")
#: Each game's title in a list (its meta's ``short_title``, read from here): the launch's first frame lists the games
#: with it before any meta (and pydantic, some 100 ms) is imported
SHORT_TITLES: Mapping[str, str] = {"air_empire": "Air Empire", "golden_age": "1930", "air_fare": "Air Fare"}


class _Registry(Mapping[str, "Rules"]):
    """The games by name; a game's rules engine is imported when it is first looked up."""

    def __getitem__(self, game: str) -> Rules:
        if not isinstance(game, str) or game not in _NAMES:
            raise KeyError(game)
        rules: Rules = importlib.import_module(f"{__name__}.{game}.rules").RULES
        return rules

    def __iter__(self) -> Iterator[str]:
        return iter(_NAMES)

    def __len__(self) -> int:
        return len(_NAMES)

    def __contains__(self, game: object) -> bool:
        return isinstance(game, str) and game in _NAMES


#: Every game airbanker banks, in the order the new-game screen offers them (name -> rules engine).
GAMES: Mapping[str, Rules] = _Registry()


def names() -> tuple[str, ...]:
    """The games' names (record ids), in the order the new-game screen offers them."""
    return _NAMES


def _unknown(game: object) -> RuleViolation:
    return RuleViolation(f"unknown game {game!r}; airbanker knows: {', '.join(sorted(_NAMES))}", field="game")


def rules_for(game: str) -> Rules:
    """The rules engine registered for ``game`` (its rules imported the first time).

    Raises:
        RuleViolation: for a game airbanker does not know.
    """
    try:
        return GAMES[game]
    except (KeyError, TypeError):
        raise _unknown(game) from None


def short_title(game: str) -> str:
    """The title of ``game`` in a list (``"1930"``), without importing its meta.

    Raises:
        RuleViolation: for a game airbanker does not know.
    """
    if not isinstance(game, str) or game not in _NAMES:
        raise _unknown(game)
    return SHORT_TITLES[game]


def meta_for(game: str) -> GameMeta:
    """The meta of ``game`` (title, variants, seats, options, unit, clock, prints); only the game's
    ``meta`` module is imported, not its rules.

    Raises:
        RuleViolation: for a game airbanker does not know.
    """
    if not isinstance(game, str) or game not in _NAMES:
        raise _unknown(game)
    meta: GameMeta = importlib.import_module(f"{__name__}.{game}.meta").META
    return meta
