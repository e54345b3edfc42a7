"""Print to PDF, in a worker: what the open game prints (its ``meta.prints``, drawn by
:mod:`sheets.jobs`): Air Empire's filled Condensed Re-cap Sheets and a blank one; 1930's
dividend summary (every Fly and what it paid, the End of Turn, the totals); Air Fare's end-of-game
audit (each player's cash by turn, the cards held, the scores, the proof of the books).

The view models are taken on the UI thread (:meth:`PrintJob.for_game`, :func:`sheets.jobs.take`:
the same ones the command line prints), so the worker thread only writes files; the app then
``notify()``-es the paths written.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ledger.games import meta_for
from ledger.journal import RuleViolation
from sheets import jobs
from tui.base.dialogs import ChoiceScreen

if TYPE_CHECKING:
    from ledger.game import Game

CHOICES = {
    "both": "All: the filled sheets and a blank sheet",
    "filled": "Filled recap sheets (every player, as they stand)",
    "blank": "Blank recap sheet (a page per player, to fill by hand)",
}
#: the print choices that name a job differently ("filled": the filled recap sheets)
CHOICE_JOBS = {"filled": "recap"}


class PrintChoiceScreen(ChoiceScreen):
    """Which sheets to print: all (a, or Enter), filled (f) or blank (b)."""

    def __init__(self) -> None:
        super().__init__(
            "Print to PDF",
            [
                ("both", f"a  {CHOICES['both']}"),
                ("filled", f"f  {CHOICES['filled']}"),
                ("blank", f"b  {CHOICES['blank']}"),
            ],
            current="both",
            keys={"a": "both", "f": "filled", "b": "blank"},
        )


def offers_choice(game: str) -> bool:
    """Whether the game prints more than one thing, so the choice key asks which (Air Empire)."""
    try:
        return len(meta_for(game).prints) > 1
    except RuleViolation:  # no game open (or one this installation does not know): nothing to choose
        return False


@dataclass(frozen=True)
class PrintJob:
    """What to write, taken from the game on the UI thread; :meth:`write` runs in a worker.

    Attributes:
        folder: where the PDFs go (created if missing).
        stem: file-name stem, e.g. ``"game-3-Y2Q1-20250301-201400"`` (:func:`sheets.jobs.file_stem`).
        printouts: the printouts (:class:`sheets.jobs.Printout`), each written to ``{stem}-{file}.pdf``.
    """

    folder: Path
    stem: str
    printouts: tuple[jobs.Printout, ...]

    @classmethod
    def for_game(cls, game: Game, game_id: int, choice: str, folder: Path, locale: str, seal: str = "") -> PrintJob:
        """The job for ``choice`` of an open game: ``"both"`` everything the game prints (the print
        key), or one of its jobs (``"filled"`` or ``"blank"`` for Air Empire, ``"dividends"``, ``"audit"``).
        ``seal`` is the game's journal line for the sheets' footers (``Book.seal``).

        Raises:
            RuleViolation: the game does not print that.
        """
        prints = meta_for(game.setup.game).prints
        names = prints if choice == "both" else (CHOICE_JOBS.get(choice, choice),)
        if not names or any(name not in prints for name in names):
            raise jobs.refusal(game, choice)
        printouts = tuple(jobs.take(name, game, locale=locale, seal=seal) for name in names)
        return cls(Path(folder), jobs.file_stem(game, game_id, datetime.now()), printouts)

    def _printout(self, kind: type[jobs.Printout]) -> Any:
        return next((p for p in self.printouts if isinstance(p, kind)), None)

    @property
    def sheets(self) -> tuple[Any, ...]:
        """The filled recap sheets (:class:`ledger.views.RecapSheet`), or ``()``."""
        recap = self._printout(jobs.RecapPrintout)
        return recap.sheets if recap else ()

    @property
    def years(self) -> int:
        """Years of play on the blank sheet (0: no blank sheet)."""
        blank = self._printout(jobs.BlankPrintout)
        return blank.years if blank else 0

    @property
    def tournament(self) -> bool:
        """Whether the blank sheet is the Tournament Game's (lines 1d, 1e, 2a, Tax Table columns)."""
        blank = self._printout(jobs.BlankPrintout)
        return bool(blank and blank.tournament)

    @property
    def dividends(self) -> bool:
        """Whether it prints 1930's dividend summary."""
        return self._printout(jobs.DividendsPrintout) is not None

    @property
    def dividend_turns(self) -> tuple[Any, ...]:
        """The dividend summary's turns (``ledger.games.golden_age.dividend_summary``), or ``()``."""
        summary = self._printout(jobs.DividendsPrintout)
        return summary.turns if summary else ()

    def describe(self) -> str:
        return " and ".join(p.describe() for p in self.printouts) or "nothing"

    def write(self) -> list[Path]:
        """Write the PDFs; return their paths (blocking: call it from a worker thread).

        Raises:
            OSError: the folder or a file cannot be written.
            ValueError: from :mod:`sheets.recap` (e.g. no sheet to print).
        """
        self.folder.mkdir(parents=True, exist_ok=True)
        return [p.write(self.folder / f"{self.stem}-{p.file}.pdf") for p in self.printouts]
