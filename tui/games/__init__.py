"""The banker's seat of each game: which table screen opens it and which part of the new-game
form sets its options, keyed by the registry's names (:func:`ledger.games.names`).

This is the one place in ``tui`` that picks something by game; everything else asks the
registry (``ledger.games.meta_for(name)``: title, variants, seats, unit, clock, prints) or this
mapping. The screens are imported when first asked for, so importing this module stays cheap
and makes no import cycle with the screens.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["GameScreens", "SCREENS", "screens_for"]


@dataclass(frozen=True)
class GameScreens:
    """What the TUI shows of one game.

    Attributes:
        table: makes the game's table screen (imported when called).
        new_game: the game's part of the new-game form (:class:`tui.screens.new_game.NewGameForm`), imported
            when called.
        list_labels: the game's name in the list of games by variant, when not the meta's ``short_title``.
        print_command: the print key's title and help in the command palette.
        standings: the game (a :class:`ledger.game.Game`) and a locale -> the lines of its standings
            as its rules count them (``airbanker recap`` and ``demo`` print them).
    """

    table: Callable[[], Any]
    new_game: Callable[[], Any]
    print_command: tuple[str, str]
    standings: Callable[[Any, str], list[str]]
    list_labels: Mapping[str, str] = field(default_factory=dict)


def _air_empire_table() -> Any:
    from tui.games.air_empire.table import TableScreen

    return TableScreen()


def _golden_age_table() -> Any:
    from tui.games.golden_age.table import GoldenAgeScreen

    return GoldenAgeScreen()


def _air_fare_table() -> Any:
    from tui.games.air_fare.table import AirFareScreen

    return AirFareScreen()


def _air_empire_form() -> Any:
    from tui.screens.new_game import AirEmpireForm

    return AirEmpireForm


def _golden_age_form() -> Any:
    from tui.screens.new_game import GoldenAgeForm

    return GoldenAgeForm


def _air_fare_form() -> Any:
    from tui.screens.new_game import AirFareForm

    return AirFareForm


def _air_empire_standings(game: Any, locale: str) -> list[str]:
    """Air Empire, Completion of Play: most cash wins."""
    from ledger.games import air_empire
    from ledger.money import format_money

    state = game.state
    lines = ["Final standings (most cash wins):" if state.phase == "over" else "Standings now:"]
    for s in air_empire.standings(state):
        status = "" if s.status == "Active" else f"  ({s.status})"
        lines.append(f"  {s.rank}. {s.name:<20} {format_money(s.cash, locale=locale):>12}{status}")
    return lines


def _golden_age_standings(game: Any, locale: str) -> list[str]:
    """1930, Winning the Game: money plus each Stock token at market value; ties share a rank."""
    from ledger.games import golden_age
    from ledger.money import format_money

    state = game.state
    lines = [
        "Final totals (cash + Stock at market value; most wins):"
        if state.phase == "over"
        else "Totals now (cash + Stock at market value):"
    ]
    for t in golden_age.final_totals(state):
        mark = "  (wins)" if t.winner and state.phase == "over" else ""
        lines.append(
            f"  {t.rank}. {t.name:<20} {format_money(t.cash, locale=locale):>10} + "
            f"{format_money(t.stock_value, locale=locale):>8} = {format_money(t.total, locale=locale):>10}"
            f"{mark}"
        )
    return lines


def _air_fare_standings(game: Any, locale: str) -> list[str]:
    """Air Fare, Object: cash + base cost of planes and landing rights - loans; most wins."""
    from ledger.games import air_fare
    from ledger.money import format_money

    state = game.state
    standings = air_fare.standings(state)
    owed = any(s.dues for s in standings)  # mid-game: what is owed this turn and not paid yet counts against
    # the loans the bank's and other players' ("minus any loans"), what a player lent counting for him: each line
    # adds up (it took off the bank loan alone, and the sum missed loans between players)
    lent = any(s.lent for s in standings)
    parts = "cash + cards at base cost − loans" + (" + lent" if lent else "")
    lines = [
        f"Final scores ({parts}; most wins):"
        if state.phase == "over"
        else f"Scores now ({parts}{' − owed this turn' if owed else ''}):"
    ]

    def m(amount: int) -> str:
        return format_money(amount, locale=locale, millions=True)

    for s in standings:
        status = "" if s.status == "Active" else f"  ({s.status})"
        dues = f" − {m(s.dues):>5} owed" if owed else ""
        plus = f" + {m(s.lent):>5} lent" if lent else ""
        lines.append(
            f"  {s.rank}. {s.name:<20} {m(s.cash):>9} + {m(s.cards):>9} − {m(s.debt):>6}{plus}{dues}"
            f" = {m(s.score):>9}{status}"
        )
    return lines


#: Every game of the registry, by its name (tests/test_tui_games.py: the keys are ``ledger.games.names()``).
SCREENS: dict[str, GameScreens] = {
    "air_empire": GameScreens(
        _air_empire_table,
        _air_empire_form,
        ("Print recap sheets", "Filled and blank Condensed Re-cap Sheets and the end-of-game audit to PDF"),
        _air_empire_standings,
        {"tournament": "AE Tournament"},
    ),
    "golden_age": GameScreens(
        _golden_age_table,
        _golden_age_form,
        ("Print dividend summary", "Every Fly, the End of Turn, the totals and the end-of-game audit to PDF"),
        _golden_age_standings,
    ),
    "air_fare": GameScreens(
        _air_fare_table,
        _air_fare_form,
        ("Print the Air Fare audit", "The end-of-game audit statement to PDF"),
        _air_fare_standings,
    ),
}


def screens_for(game: str) -> GameScreens:
    """The screens of ``game`` (a name of the registry).

    Raises:
        RuleViolation: a game the registry does not know, or one the TUI has no screens for.
    """
    from ledger.games import short_title
    from ledger.journal import RuleViolation

    short_title(game)  # an unknown game: the registry's refusal (no meta imported: the launch's list asks)
    try:
        return SCREENS[game]
    except KeyError:
        raise RuleViolation(f"the banker's seat has no screens for a {game} game yet", field="game") from None
