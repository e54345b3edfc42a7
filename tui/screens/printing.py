"""Print to PDF, in a worker: what the open game prints (its ``meta.prints``, drawn by
:mod:`sheets.jobs`): Air Empire's filled Condensed Re-cap Sheets and a blank one; 1930's
dividend summary (every Fly and what it paid, the End of Turn, the totals); Air Fare's end-of-game
audit (each player's cash by turn, the cards held, the scores, the proof of the books); Air Empire's and
1930's end-of-game audit (what the audit of the stored journal proved, every account, the end figures).

The view models are taken on the UI thread (:meth:`PrintJob.for_game`, :func:`sheets.jobs.take`:
the same ones the command line prints), so the worker thread only writes files. :class:`PrintedScreen`
stays on screen while they are written and after, naming the folder and each file whole, until the
banker closes it; Enter opens the highlighted PDF in the system's viewer (:func:`open_in_viewer`), and
F7 opens the last one printed from any screen.
"""

from __future__ import annotations

import functools
import math
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from ledger.games import meta_for
from ledger.journal import RuleViolation
from sheets import jobs
from tui.base.backdrop import BackdropModalScreen
from tui.base.dialogs import ChoiceScreen
from tui.base.footer import Footer
from tui.base.widgets import PlainStatic, key_clock, key_named, plain

if TYPE_CHECKING:
    from ledger.game import Game

CHOICES = {
    "both": "All: the filled and blank sheets and the audit",
    "filled": "Filled recap sheets (every player, as they stand)",
    "blank": "Blank recap sheet (a page per player, to fill by hand)",
    "dividends": "Dividend summary (every Fly per turn, the totals)",
    "audit": "End-of-game audit (the books proven, each account)",
}
#: the print choices that name a job differently ("filled": the filled recap sheets)
CHOICE_JOBS = {"filled": "recap"}
#: each choice's key on the choice screen
CHOICE_KEYS = {"both": "a", "filled": "f", "blank": "b", "dividends": "d", "audit": "u"}
#: "All" in the words of the game's own jobs (Air Empire's is :data:`CHOICES`' "both")
_ALL: dict[tuple[str, ...], str] = {
    ("dividends", "audit"): "All: the dividend summary and the audit",
}


class PrintChoiceScreen(ChoiceScreen):
    """Which sheets to print: all (a, or Enter), or one of the game's own: Air Empire's filled (f) or blank (b)
    recap sheets, 1930's dividend summary (d), the end-of-game audit (u).

    Args:
        prints: the game's print jobs (``meta.prints``); Air Empire's by default.
    """

    def __init__(self, prints: tuple[str, ...] = ("recap", "blank", "audit")) -> None:
        choices = ["both"] + [next((c for c, j in CHOICE_JOBS.items() if j == job), job) for job in prints]
        choices = [c for c in choices if c in CHOICES]
        labels = {**CHOICES, "both": _ALL.get(tuple(prints), CHOICES["both"])}
        super().__init__(
            "Print to PDF",
            [(c, f"{CHOICE_KEYS[c]}  {labels[c]}") for c in choices],
            current="both",
            keys={CHOICE_KEYS[c]: c for c in choices},
        )


def offers_choice(game: str) -> bool:
    """Whether the game prints more than one thing, so the choice key asks which (Air Empire, 1930)."""
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
    #: audits the stored journal (``Book.audit`` of the game), for the printouts that print what it proved; called
    #: by :meth:`write`, in the worker (a long game's audit takes a while)
    audit: Callable[[], Any] | None = None

    @classmethod
    def for_game(
        cls,
        game: Game,
        game_id: int,
        choice: str,
        folder: Path,
        locale: str,
        seal: str = "",
        *,
        book: Any = None,
    ) -> PrintJob:
        """The job for ``choice`` of an open game: ``"both"`` everything the game prints (the print
        key), or one of its jobs (``"filled"`` or ``"blank"`` for Air Empire, ``"dividends"``, ``"audit"``).
        ``seal`` is the game's journal line for the sheets' footers (``Book.seal``); ``book`` the game's book,
        whose audit of the stored journal the end-of-game audit prints (Air Empire, 1930): without it, ``"both"``
        leaves that audit out.

        Raises:
            RuleViolation: the game does not print that.
        """
        prints = meta_for(game.setup.game).prints
        names = prints if choice == "both" else (CHOICE_JOBS.get(choice, choice),)
        if not names or any(name not in prints for name in names):
            raise jobs.refusal(game, choice)
        printouts = tuple(jobs.take(name, game, locale=locale, seal=seal) for name in names)
        audit = functools.partial(book.audit, game_id) if book is not None else None
        if audit is None and choice == "both":
            # no book to audit (a game kept in memory only): everything else the game prints
            printouts = tuple(p for p in printouts if not p.wants_report)
        return cls(Path(folder), jobs.file_stem(game, game_id, datetime.now()), printouts, audit)

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
            ValueError: from :mod:`sheets.recap` (e.g. no sheet to print), or an audit sheet with no book to audit.
            RuleViolation: the stored journal cannot be audited (``Book.audit``).
        """
        printouts = self.printouts
        if self.audit is not None and any(p.takes_report for p in printouts):
            report = self.audit()  # the stored journal replayed from nothing: what the audit sheets prove
            printouts = tuple(p.with_report(report) if p.takes_report else p for p in printouts)
        self.folder.mkdir(parents=True, exist_ok=True)
        return [p.write(self.folder / f"{self.stem}-{p.file}.pdf") for p in printouts]


# -- after printing: the files on screen, and the system's viewer ----------------------------------
#: how long (seconds) to wait for ``xdg-open`` to say it could not open a file; a viewer still
#: starting after that is taken as opened (xdg-open may stay until the viewer is closed)
VIEWER_WAIT = 3.0

#: xdg-open's exit statuses (xdg-utils, xdg-open(1)) in the banker's words
_XDG_OPEN_FAILURES = {
    1: "xdg-open did not understand the request",
    2: "the file could not be read",
    3: "no program here opens PDF files",
    4: "the PDF viewer did not start",
}


def open_in_viewer(path: Path) -> tuple[bool, str]:
    """Open a PDF with the system's viewer, as the desktop would on a double click.

    macOS and Windows through :func:`click.launch`; elsewhere ``xdg-open``, started with its output
    thrown away and in a session of its own, so that nothing it or the viewer prints reaches the
    terminal the app draws on (``click.launch`` there leaves both on the terminal). Blocks for at
    most :data:`VIEWER_WAIT` seconds: call it from a worker thread.

    Args:
        path: the PDF.

    Returns:
        Whether a viewer was started, and one sentence saying so or why not (no display, no
        viewer installed), for the banker.
    """
    if not path.is_file():
        return False, f"{path.name} is no longer in {path.parent}; print it again (F5)."
    if sys.platform == "darwin" or sys.platform.startswith(("win", "cygwin")):
        status = click.launch(str(path))
        if status:
            return False, f"No PDF viewer could be started (status {status}); open {path} by hand."
        return True, f"Opened {path.name} in the PDF viewer."
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return False, (
            "No PDF viewer can be started here: this terminal has no display (DISPLAY and WAYLAND_DISPLAY "
            "are not set, as over ssh). Open the file on a computer with a screen."
        )
    opener = shutil.which("xdg-open")
    if opener is None:
        return False, "No PDF viewer can be started: xdg-open is not installed (Debian: the xdg-utils package)."
    try:
        child = subprocess.Popen(
            [opener, str(path)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
    except OSError as error:
        return False, f"No PDF viewer could be started: {error.strerror or error}."
    try:
        status = child.wait(timeout=VIEWER_WAIT)
    except subprocess.TimeoutExpired:
        return True, f"Opening {path.name} in the PDF viewer."
    if status:
        reason = _XDG_OPEN_FAILURES.get(status, f"xdg-open stopped with status {status}")
        return False, f"No PDF viewer could be started: {reason}."
    return True, f"Opened {path.name} in the PDF viewer."


class PrintedScreen(BackdropModalScreen[None]):
    """What is being printed, then where each PDF was written, until the banker closes it.

    The folder and every file name are shown whole, on lines of their own. Enter opens the highlighted
    PDF with the system's viewer and says plainly when none can be started (:func:`open_in_viewer`).

    Args:
        what: what is written (:meth:`PrintJob.describe`).
        folder: where the files go.
        paths: the files, when already written (F7: the last print, its first PDF opened at once).
    """

    DEFAULT_CLASSES = "dialog"
    BINDINGS = [
        Binding("escape", "close", "Close", id="printed_close"),
        Binding("o", "open", "Open the PDF", id="printed_open", show=False),
    ]
    #: the keys that open a PDF; typed before the notice was drawn, they answer nothing (Esc, typed ahead, closes it:
    #: it does no harm, and a newcomer's try in the journal, "P Escape" typed together, found the notice still open)
    ANSWERS = frozenset({"enter", "o", "space"})

    def __init__(self, what: str, folder: Path, paths: list[Path] | None = None) -> None:
        super().__init__()
        self.what = what
        self.folder = Path(folder)
        self.paths: list[Path] = []
        self._given = list(paths) if paths is not None else None
        #: when the notice as it stands was first drawn (the clock of the keys' times); a key typed before it
        #: answers nothing (:meth:`on_key`). Infinite until drawn.
        self.answers_from = math.inf

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield PlainStatic(f"Writing {self.what}…", id="question", markup=False)
            yield PlainStatic(f"Folder: {self.folder}", id="printed-folder", markup=False)
            yield OptionList(id="printed-files")
            yield PlainStatic("", id="printed-status", markup=False)
            yield PlainStatic("Esc: close", classes="keys", id="printed-keys", markup=False)
        # its own keys at the bottom: without a footer of its own the table's showed through ("c Card",
        # "r Recap"), keys that do nothing while the files are shown
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#printed-files", OptionList).display = False
        if self._given is not None:
            self.written(self._given)
            self.action_open()
        else:
            self._answers_after_drawing()  # "Writing …": Esc closes it from its first frame on

    def _answers_after_drawing(self) -> None:
        """The keys typed from the next frame on answer the notice; those typed until then were typed ahead, for the
        screen before it."""
        self.answers_from = math.inf
        self.call_after_refresh(self._drawn)

    def _drawn(self) -> None:
        self.answers_from = key_clock()

    def on_key(self, event: events.Key) -> None:
        """A key that would open a PDF (Enter, o, Space) typed before the notice was drawn answers nothing: it was
        typed ahead for the screen before (a newcomer's try: the Enter that chose what to print, pressed twice, opened
        the PDF viewer as soon as the files were written). The status line says so. Esc typed ahead closes the
        notice, a toast saying where the files are (F7)."""
        if event.key == "escape" and event.time < self.answers_from and self.paths:
            # closed before the files were seen: the notice says where they are (as when closed while writing)
            self.say_printed()
        if event.key not in self.ANSWERS:
            self._answers_nothing(event)
            return
        if event.time >= self.answers_from:
            return
        event.stop()
        event.prevent_default()
        said = "Not used: a key typed before this notice was shown."
        if self.paths:
            said += " Enter opens the PDF; Esc closes."
        self.query_one("#printed-status", PlainStatic).update(said)

    def _answers_nothing(self, event: events.Key) -> None:
        """A letter or digit that is no key of the notice nor of the app (``m`` typed straight after the print key,
        meant for the table): the status line says so, and the keys typed straight after it are not used and
        counted, as after a key refused at the table (a newcomer's try: "P m 7" printed, then the m and the 7 were
        gone without a word)."""
        binding = self.active_bindings.get(event.key)
        if not event.is_printable or (binding is not None and binding.enabled):
            return
        event.stop()
        event.prevent_default()
        said = f"{key_named(event.character)} answers nothing here: Esc closes this notice first."
        self.query_one("#printed-status", PlainStatic).update(said)
        refused_key = getattr(self.app, "refused_key", None)
        if callable(refused_key):
            refused_key(said, names_key=True)

    def say_printed(self) -> None:
        """The toast said when the files are written with this notice closed (closed while writing, or by an Esc typed
        ahead): what was printed, and that F7 shows where."""
        said = f"Printed {self.what}. F7 shows where, and opens it."
        self.app.notify(said, title="Printed", timeout=30, markup=False)

    def written(self, paths: list[Path]) -> None:
        """The files are written: name each one, highlight the first, and offer to open them."""
        self.paths = list(paths)
        folders = {p.parent for p in self.paths}
        folder = folders.pop() if len(folders) == 1 else self.folder
        self.query_one("#question", PlainStatic).update(f"Printed {self.what}:")
        self.query_one("#printed-folder", PlainStatic).update(f"Folder: {folder}")
        files = self.query_one("#printed-files", OptionList)
        files.clear_options()
        files.add_options(
            [Option(plain(p.name if p.parent == folder else str(p)), id=str(i)) for i, p in enumerate(self.paths)]
        )
        files.display = bool(self.paths)
        if self.paths:
            files.highlighted = 0
            files.focus()
        self.query_one("#printed-keys", PlainStatic).update(
            "↑↓ · Enter: open in the PDF viewer · Esc: close · F7: open it again later"
        )
        # the file list is new: an Enter typed before it is drawn was not meant for it
        self._answers_after_drawing()

    def failed(self, message: str) -> None:
        """Nothing (or not everything) was written: say why."""
        self.query_one("#question", PlainStatic).update(f"Not printed: {message}")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_open()

    def action_open(self) -> None:
        files = self.query_one("#printed-files", OptionList)
        if not self.paths or files.highlighted is None:
            return
        path = self.paths[files.highlighted]
        self.query_one("#printed-status", PlainStatic).update(f"Opening {path.name}…")
        self._open(path)

    @work(thread=True, exclusive=True, group="viewer", exit_on_error=False)
    def _open(self, path: Path) -> None:
        _ok, message = open_in_viewer(path)
        self.app.call_from_thread(self._opened, message)

    def _opened(self, message: str) -> None:
        if self.is_attached:
            self.query_one("#printed-status", PlainStatic).update(message)

    def action_close(self) -> None:
        self.dismiss(None)
