"""The one registry of games: each game's name -> its rules engine (with its meta and actions).

Nothing outside this registry compares a game's name with a string: ask :func:`rules_for`
or :func:`meta_for` and read the answer (``meta.unit``, ``meta.clock``, ``meta.prints``, ...).
"""

from __future__ import annotations

from ..engine import GameMeta, Rules
from ..errors import RuleViolation
from .air_empire import RULES as _AIR_EMPIRE
from .air_fare import RULES as _AIR_FARE
from .golden_age import RULES as _GOLDEN_AGE

__all__ = ["GAMES", "rules_for", "meta_for", "names"]

#: Every game airbanker banks, in the order the new-game screen offers them.
GAMES: dict[str, Rules] = {rules.name: rules for rules in (_AIR_EMPIRE, _GOLDEN_AGE, _AIR_FARE)}


def names() -> tuple[str, ...]:
    """The games' names (record ids), in the order the new-game screen offers them."""
    return tuple(GAMES)


def rules_for(game: str) -> Rules:
    """The rules engine registered for ``game``.

    Raises:
        RuleViolation: for a game airbanker does not know.
    """
    try:
        return GAMES[game]
    except (KeyError, TypeError):
        raise RuleViolation(
            f"unknown game {game!r}; airbanker knows: {', '.join(sorted(GAMES))}", field="game"
        ) from None


def meta_for(game: str) -> GameMeta:
    """The meta of ``game`` (title, variants, seats, options, unit, clock, prints).

    Raises:
        RuleViolation: for a game airbanker does not know.
    """
    return rules_for(game).meta
