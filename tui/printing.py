"""Print: the players' filled Condensed Re-cap Sheets and a blank one, to PDF, in a worker.

The sheets' numbers are :func:`ledger.air_empire.recap_sheets` (the same view models the
command line prints); :mod:`sheets.recap` draws them. The view models are taken on the UI
thread (:meth:`PrintJob.for_game`), so the worker thread only writes files; the app then
``notify()``-es the paths written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ledger.journal import RuleViolation

from .dialogs import ChoiceScreen

CHOICES = {
    "both": "All: the filled sheets and a blank sheet",
    "filled": "Filled recap sheets (every player, as they stand)",
    "blank": "Blank recap sheet (a page per player, to fill by hand)",
}


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

    @classmethod
    def for_game(cls, game: Any, game_id: int, choice: str, folder: Path, locale: str) -> "PrintJob":
        """The job for ``choice`` (``"both"``, ``"filled"`` or ``"blank"``) of an open game.

        Raises:
            RuleViolation: the game has no recap sheets (not Air Empire) or the choice is unknown.
        """
        if choice not in CHOICES:
            raise RuleViolation(f"unknown choice {choice!r}", field="print")
        if game.setup.game != "air_empire":
            raise RuleViolation("recap sheets are printed for Air Empire games only", field="print")
        from ledger import air_empire

        state = game.state
        sheets = tuple(air_empire.recap_sheets(state)) if choice in ("both", "filled") else ()
        blank = tuple(game.setup.players) if choice in ("both", "blank") else ()
        position = air_empire.quarter_label(state.quarter) if state.phase != "over" else "final"
        stem = f"game-{game_id}-{_slug(position)}-{datetime.now():%Y%m%d-%H%M%S}"
        return cls(Path(folder), stem, sheets, blank, state.years, game.setup.title, locale)

    def describe(self) -> str:
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
        from sheets.recap import write_blank_recap_sheet, write_recap_sheets

        self.folder.mkdir(parents=True, exist_ok=True)
        paths = []
        if self.sheets:
            paths.append(write_recap_sheets(self.sheets, self.folder / f"{self.stem}-recap-sheets.pdf",
                                            locale=self.locale))
        if self.blank_players:
            paths.append(write_blank_recap_sheet(self.folder / f"{self.stem}-blank-recap-sheet.pdf",
                                                 players=self.blank_players, years=self.years,
                                                 game_title=self.title))
        return [Path(p) for p in paths]
