"""Print to PDF, in a worker: Air Empire's filled Condensed Re-cap Sheets and a blank one; 1930's
dividend summary (every Fly and what it paid, the End of Turn, the totals); Air Fare's end-of-game
audit (each player's cash by turn, the cards held, the scores, the proof of the books).

The sheets' numbers are :func:`ledger.games.air_empire.recap_sheets` and, for 1930,
:func:`ledger.games.golden_age.dividend_summary` and :func:`~ledger.games.golden_age.final_totals` (the same
view models the command line prints), for Air Fare :func:`ledger.air_fare_audit.audit_view`;
:mod:`sheets.recap`, :mod:`sheets.dividends` and :mod:`sheets.air_fare` draw them.
The view models are taken on the UI thread (:meth:`PrintJob.for_game`), so the worker thread only
writes files; the app then ``notify()``-es the paths written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ledger.journal import RuleViolation

from .dialogs import ChoiceScreen

if TYPE_CHECKING:
    from ledger.game import Game

CHOICES = {
    "both": "All: the filled sheets and a blank sheet",
    "filled": "Filled recap sheets (every player, as they stand)",
    "blank": "Blank recap sheet (a page per player, to fill by hand)",
}
#: 1930 prints one thing: the dividend summary with the totals
GOLDEN_AGE_CHOICES = {"dividends": "The dividend summary: every Fly, the End of Turn, the totals"}
#: Air Fare prints one thing: the audit statement (the app's one print key asks for "both")
AIR_FARE_CHOICES = {"audit": "The end-of-game audit: cash by turn, cards held, scores, the proof of the books"}


class PrintChoiceScreen(ChoiceScreen):
    """Which sheets to print: all (a, or Enter), filled (f) or blank (b)."""

    def __init__(self) -> None:
        super().__init__("Print to PDF", [
            ("both", f"a  {CHOICES['both']}"),
            ("filled", f"f  {CHOICES['filled']}"),
            ("blank", f"b  {CHOICES['blank']}"),
        ], current="both", keys={"a": "both", "f": "filled", "b": "blank"})


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "", text) or "start"


@dataclass(frozen=True)
class PrintJob:
    """What to write, taken from the game on the UI thread; :meth:`write` runs in a worker.

    Attributes:
        folder: where the PDFs go (created if missing).
        stem: file-name stem, e.g. ``"game-3-Y2Q1-20250301-201400"``.
        sheets: the filled sheets (:class:`ledger.views.RecapSheet`), or ``()``.
        blank_players: names for the blank sheet's pages, or ``()`` for no blank sheet.
        years: years of play on the blank sheet.
        title: the game's title.
        locale: babel locale for the amounts.
    """

    folder: Path
    stem: str
    sheets: tuple[Any, ...]
    blank_players: tuple[str, ...]
    years: int
    title: str
    locale: str
    dividend_turns: tuple[Any, ...] = ()
    totals: tuple[Any, ...] = ()
    notes: tuple[str, ...] = ()
    dividends: bool = False
    air_fare_audit: Any = None
    #: Air Empire Tournament Game: the blank sheet has lines 1d, 1e, 2a and the Tax Table columns
    tournament: bool = False

    @classmethod
    def for_game(cls, game: Game, game_id: int, choice: str, folder: Path, locale: str) -> PrintJob:
        """The job for ``choice`` (``"both"``, ``"filled"`` or ``"blank"``) of an open game.

        Raises:
            RuleViolation: the game has no recap sheets (not Air Empire) or the choice is unknown.
        """
        if game.setup.game == "golden_age":
            return cls._golden_age(game, game_id, choice, folder, locale)
        if game.setup.game == "air_fare":
            return cls._air_fare(game, game_id, choice, folder, locale)
        if choice not in CHOICES:
            raise RuleViolation(f"unknown choice {choice!r}", field="print")
        if game.setup.game != "air_empire":
            raise RuleViolation("recap sheets are printed for Air Empire games only", field="print")
        from ledger.games import air_empire

        state = game.state
        sheets = tuple(air_empire.recap_sheets(state)) if choice in ("both", "filled") else ()
        blank = tuple(game.setup.players) if choice in ("both", "blank") else ()
        position = air_empire.quarter_label(state.quarter) if state.phase != "over" else "final"
        stem = f"game-{game_id}-{_slug(position)}-{datetime.now():%Y%m%d-%H%M%S}"
        tournament = bool(state.tournament)
        # a Tournament Game uses one sheet per 3-year period: the blank sheet is one period's
        years = min(state.years, 3) if tournament else state.years
        return cls(Path(folder), stem, sheets, blank, years, game.setup.title, locale, tournament=tournament)

    @classmethod
    def _golden_age(cls, game: Game, game_id: int, choice: str, folder: Path, locale: str) -> PrintJob:
        if choice not in GOLDEN_AGE_CHOICES:
            raise RuleViolation(f"a 1930 game prints its dividend summary, not {choice!r}", field="print")
        from ledger.games import golden_age

        state = game.state
        position = "final" if state.phase == "over" else f"T{state.turn}"
        stem = f"game-{game_id}-{position}-{datetime.now():%Y%m%d-%H%M%S}"
        return cls(Path(folder), stem, (), (), state.turns, game.setup.title, locale,
                   dividend_turns=tuple(golden_age.dividend_summary(state)),
                   totals=tuple(golden_age.final_totals(state)), notes=tuple(golden_age.table_notes(state)),
                   dividends=True)

    @classmethod
    def _air_fare(cls, game: Game, game_id: int, choice: str, folder: Path, locale: str) -> PrintJob:
        # F5 asks every game for "both" (Air Empire's filled and blank sheets): Air Fare's one sheet
        if choice not in (*AIR_FARE_CHOICES, "both", "filled"):
            raise RuleViolation(f"an Air Fare game prints its end-of-game audit, not {choice!r}", field="print")
        from ledger.air_fare_audit import audit_view

        state = game.state
        position = "final" if state.phase == "over" else f"T{state.turn}"
        stem = f"game-{game_id}-{position}-{datetime.now():%Y%m%d-%H%M%S}"
        return cls(Path(folder), stem, (), (), 0, game.setup.title, locale, air_fare_audit=audit_view(game))

    def describe(self) -> str:
        if self.air_fare_audit is not None:
            return "the end-of-game audit" if self.air_fare_audit.over else "the audit of the game so far"
        if self.dividends:
            return "the dividend summary"
        parts = []
        if self.sheets:
            parts.append("the filled recap sheets")
        if self.blank_players:
            parts.append("a blank recap sheet")
        return " and ".join(parts) or "nothing"

    def write(self) -> list[Path]:
        """Write the PDFs; return their paths (blocking: call it from a worker thread).

        Raises:
            OSError: the folder or a file cannot be written.
            ValueError: from :mod:`sheets.recap` (e.g. no sheet to print).
        """
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.air_fare_audit is not None:
            from sheets.air_fare import write_audit_statement

            return [Path(write_audit_statement(self.air_fare_audit, self.folder / f"{self.stem}-audit.pdf",
                                               locale=self.locale))]
        if self.dividends:
            return [self._write_dividends()]
        from sheets.recap import write_blank_recap_sheet, write_recap_sheets

        paths = []
        if self.sheets:
            paths.append(write_recap_sheets(self.sheets, self.folder / f"{self.stem}-recap-sheets.pdf",
                                            locale=self.locale))
        if self.blank_players:
            paths.append(write_blank_recap_sheet(self.folder / f"{self.stem}-blank-recap-sheet.pdf",
                                                 players=self.blank_players, years=self.years,
                                                 game_title=self.title, tournament=self.tournament))
        return [Path(p) for p in paths]

    def _write_dividends(self) -> Path:
        """The 1930 dividend summary (:func:`sheets.dividends.write_dividend_summary`).

        Raises:
            RuntimeError: this installation has no dividend summary sheet yet.
        """
        try:
            from sheets.dividends import write_dividend_summary
        except ImportError as error:
            raise RuntimeError("the dividend summary sheet (sheets.dividends) is not available in this "
                               "installation yet") from error
        path = write_dividend_summary(self.dividend_turns, self.totals, self.folder / f"{self.stem}-dividends.pdf",
                                      game_title=self.title, notes=self.notes, locale=self.locale)
        return Path(path) if path else self.folder / f"{self.stem}-dividends.pdf"
