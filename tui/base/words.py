"""The one way a screen shows a refusal or a ledger's line: in the banker's words (:mod:`ledger.words`).

The command line names a refused field by its path (``orders[0].super_jets``), an action by its kind
and an account by its code; every screen of the banker's seat shows the same refusal through
:func:`refusal_text` instead: ``Ann's order, Super Jets: must be at most 30 (Air Empire, Basic Game,
Phase 4)``. A line the ledger writes for both (a next step, an audit's problem) goes through
:func:`in_words`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ledger.errors import RuleViolation
from ledger.words import account_words, field_words, kind_title, refusal_words, text_words

if TYPE_CHECKING:  # ledger.game imports pydantic: the first frame does without
    from ledger.game import Game, GameSetup

__all__ = [
    "refusal_text",
    "field_text",
    "error_text",
    "in_words",
    "account_text",
    "kind_text",
    "open_setup",
    "undone_marks",
]


def open_setup(node: Any) -> GameSetup | None:
    """The setup of the game open in ``node``'s app, or ``None`` when no game is open."""
    app = getattr(node, "app", node)
    if getattr(app, "game_id", None) is None:
        return None
    try:
        setup: GameSetup = app.game.setup
    except (RuleViolation, AttributeError):
        return None
    return setup


def _game_and_players(node: Any, setup: GameSetup | None) -> tuple[str, Sequence[str]]:
    setup = setup or open_setup(node)
    return (setup.game, setup.players) if setup is not None else ("", ())


def refusal_text(
    node: Any, error: RuleViolation, payload: Mapping[str, Any] | None = None, *, setup: GameSetup | None = None
) -> str:
    """``error`` as a screen shows it: the field in words (whose it is, counted from 1), what is wrong, the rule.

    Args:
        node: a widget, screen or the app (its open game gives the names and the game's words).
        error: the refusal.
        payload: the payload refused, when there is one (whose a list item is).
        setup: the game's setup when it is not the open game's (the new-game screen).
    """
    game, players = _game_and_players(node, setup)
    return refusal_words(error, game=game, players=players, payload=payload)


def field_text(node: Any, field: str, payload: Mapping[str, Any] | None = None) -> str:
    """A payload field's path as a refusal names it (``"Class A minimum"``, ``"Ann's order, Super Jets"``), or
    ``""`` for the action itself (:func:`ledger.words.field_words`)."""
    game, players = _game_and_players(node, None)
    return field_words(field, game=game, players=players, payload=payload)


def error_text(node: Any, error: BaseException) -> str:
    """An error caught on a screen: a refusal in the banker's words (:func:`refusal_text`), else as it says."""
    return refusal_text(node, error) if isinstance(error, RuleViolation) else str(error)


def in_words(node: Any, text: str, *, setup: GameSetup | None = None) -> str:
    """A line the ledger writes (a next step, an audit's problem) with kinds, accounts and options in words."""
    game, players = _game_and_players(node, setup)
    return text_words(text, game=game, players=players)


def account_text(node: Any, code: str) -> str:
    """An account by whose it is (``"Bea's cash"``, ``"the Bank"``)."""
    return account_words(code, _game_and_players(node, None)[1])


def kind_text(kind: str) -> str:
    """An action kind by its title as the rulebook names it (``"Maintenance"``)."""
    return kind_title(kind)


def undone_marks(game: Game) -> dict[int, str]:
    """What each action undone says beside its number, by its number: "(undone)", or "(undone, redone #32)" while
    the redo that brought it back is in force; actions in force (and undos, redos, balance assertions) are not
    there. The journal and the table's latest actions say the same (a review: the table still read "#28 (undone)"
    beside "#32 Redo #28")."""
    from ledger.engine import GENERIC_KINDS  # ledger.engine imports pydantic, as ledger.game does

    in_force = set(game.in_force)
    redone = {
        r.payload["target"]: r.seq
        for r in game.records
        if r.kind == "redo" and isinstance(r.payload.get("target"), int)
    }
    return {
        rec.seq: f"(undone, redone #{redone[rec.seq]})" if redone.get(rec.seq) in in_force else "(undone)"
        for rec in game.records
        if rec.kind not in GENERIC_KINDS and rec.seq not in in_force
    }
