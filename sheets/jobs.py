"""What each game prints, and under which file names: the print jobs, by name.

One place for the command line (``airbanker recap``, ``demo``, ``blank-sheet``) and the
banker's seat (``tui/printing.py``) both. A game's meta names its jobs
(``ledger.games.meta_for(game).prints``, the first being what ``airbanker recap`` prints):

* ``"recap"``: Air Empire's filled Condensed Re-cap Sheets (:mod:`sheets.recap`);
* ``"blank"``: a blank Condensed Re-cap Sheet to fill in by hand (:mod:`sheets.recap`);
* ``"dividends"``: 1930's dividend summary with the totals (:mod:`sheets.dividends`);
* ``"audit"``: the end-of-game audit: Air Fare's audit statement (:mod:`sheets.air_fare`), Air Empire's and
  1930's proof of the books with every account and the end figures (:mod:`sheets.audit`: it needs the stored
  journal's audit, ``Book.audit``, given to :func:`take` or later to :meth:`Printout.with_report`).

:func:`take` turns a game into a :class:`Printout`: the view models, taken from the game
(on the app's UI thread), and :meth:`Printout.write` draws them to a PDF (blocking: the app
calls it from a worker thread; it needs no game).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, replace
from datetime import datetime
from pathlib import Path
from typing import Any, ClassVar, cast

from ledger.charts import line_charts
from ledger.errors import RuleViolation
from ledger.game import Game
from ledger.games import meta_for

__all__ = [
    "Printout",
    "RecapPrintout",
    "BlankPrintout",
    "DividendsPrintout",
    "AuditPrintout",
    "GameAuditPrintout",
    "Job",
    "JOBS",
    "take",
    "refusal",
    "command_file",
    "file_stem",
]


def _engine(game: Game) -> Any:
    """The game's package in the registry (``ledger.games.<name>``), for its view functions."""
    return importlib.import_module(f"ledger.games.{game.setup.game}")


@dataclass(frozen=True)
class Printout:
    """A print job's view models, taken from a game; :meth:`write` draws them.

    Class attributes:
        job: the job's name (a key of :data:`JOBS`).
        title: what it is, in the banker's words (``"dividend summary"``).
        file: the end of the banker's seat's file name, ``{stem}-{file}.pdf``.
    """

    job: ClassVar[str] = ""
    title: ClassVar[str] = ""
    file: ClassVar[str] = ""

    def sealed(self, seal: str) -> Printout:
        """The same printout with the game's journal line in its footer (:meth:`ledger.store.Book.seal`);
        a printout that shows no game's figures (the blank sheet) stays as it is."""
        if not seal or "seal" not in {f.name for f in fields(self)}:
            return self
        sealed: Printout = replace(cast(Any, self), seal=seal)
        return sealed

    def describe(self) -> str:
        """What is written, for the "Writing …" notice (``"the dividend summary"``)."""
        return f"the {self.title}"

    @property
    def wants_report(self) -> bool:
        """Whether it still needs the stored journal's audit (``Book.audit``) before it can be written."""
        return False

    @property
    def takes_report(self) -> bool:
        """Whether it would print the stored journal's audit (``Book.audit``), not given yet
        (:meth:`with_report`)."""
        return self.wants_report

    def with_report(self, report: Any) -> Printout:
        """The same printout with the stored journal's audit (``Book.audit``) in it; one that shows none stays
        as it is."""
        return self

    def write(self, path: Path) -> Path:
        """Draw the PDF at ``path`` (its folder must exist); return the path written.

        Raises:
            OSError: the file cannot be written.
        """
        raise NotImplementedError


@dataclass(frozen=True)
class RecapPrintout(Printout):
    """Air Empire's filled Condensed Re-cap Sheets (whole dollars), one page per player (per period)."""

    job: ClassVar[str] = "recap"
    title: ClassVar[str] = "recap sheets"
    file: ClassVar[str] = "recap-sheets"

    sheets: tuple[Any, ...]
    locale: str = "en_US"
    #: the game's journal line, printed in the footer
    seal: str = ""
    #: each player's cash by quarter (:func:`ledger.charts.line_charts`), on a last page
    charts: tuple[Any, ...] = ()

    def describe(self) -> str:
        return "the filled recap sheets"

    def write(self, path: Path) -> Path:
        from .recap import write_recap_sheets

        return Path(write_recap_sheets(self.sheets, path, locale=self.locale, seal=self.seal, charts=self.charts))


@dataclass(frozen=True)
class BlankPrintout(Printout):
    """A blank Condensed Re-cap Sheet, a page per player (and per 3-year period of a Tournament Game)."""

    job: ClassVar[str] = "blank"
    title: ClassVar[str] = "blank recap sheet"
    file: ClassVar[str] = "blank-recap-sheet"

    players: tuple[str, ...]
    years: int
    game_title: str = ""
    #: the Tournament Game's sheet: lines 1d, 1e, 2a and the Tax Table columns to copy in
    tournament: bool = False

    def describe(self) -> str:
        return "a blank recap sheet"

    def write(self, path: Path) -> Path:
        from .recap import write_blank_recap_sheet

        return Path(
            write_blank_recap_sheet(
                path, players=self.players, years=self.years, game_title=self.game_title, tournament=self.tournament
            )
        )


@dataclass(frozen=True)
class DividendsPrintout(Printout):
    """1930's dividend summary: every Fly per turn and whom it paid, the End of Turn, the totals."""

    job: ClassVar[str] = "dividends"
    title: ClassVar[str] = "dividend summary"
    file: ClassVar[str] = "dividends"

    turns: tuple[Any, ...]
    totals: tuple[Any, ...]
    notes: tuple[str, ...]
    game_title: str = ""
    locale: str = "en_US"
    #: the game's journal line, printed in the footer
    seal: str = ""
    #: net worth and Stock Market prices by turn (:func:`ledger.charts.line_charts`), after the totals
    charts: tuple[Any, ...] = ()

    def write(self, path: Path) -> Path:
        from .dividends import write_dividend_summary

        return Path(
            write_dividend_summary(
                self.turns,
                self.totals,
                path,
                game_title=self.game_title,
                notes=self.notes,
                locale=self.locale,
                seal=self.seal,
                charts=self.charts,
            )
        )


@dataclass(frozen=True)
class AuditPrintout(Printout):
    """Air Fare's end-of-game audit statement ($ millions): cash by turn, cards, scores, the proof."""

    job: ClassVar[str] = "audit"
    title: ClassVar[str] = "end-of-game audit"
    file: ClassVar[str] = "audit"

    audit: Any
    notes: tuple[str, ...] = ()
    locale: str = "en_US"
    #: the game's journal line, printed in the footer
    seal: str = ""
    #: each player's score by turn (:func:`ledger.charts.line_charts`), after the standings
    charts: tuple[Any, ...] = ()

    def describe(self) -> str:
        return "the end-of-game audit" if self.audit.over else "the audit of the game so far"

    @property
    def takes_report(self) -> bool:
        return self.audit.proof.store_audit is None

    def with_report(self, report: Any) -> Printout:
        from ledger.games.air_fare.audit import with_stored_audit

        printout: Printout = replace(self, audit=with_stored_audit(self.audit, report))
        return printout

    def write(self, path: Path) -> Path:
        from .air_fare import write_audit_statement

        return Path(
            write_audit_statement(
                self.audit, path, notes=self.notes, locale=self.locale, seal=self.seal, charts=self.charts
            )
        )


@dataclass(frozen=True)
class GameAuditPrintout(Printout):
    """Air Empire's or 1930's end-of-game audit (whole dollars): what the audit proved, every account's balance,
    each player's end figure as the game scores it (:mod:`sheets.audit`)."""

    job: ClassVar[str] = "audit"
    title: ClassVar[str] = "end-of-game audit"
    file: ClassVar[str] = "audit"

    #: :func:`ledger.audit_view.game_audit`
    game: Any
    #: :func:`ledger.audit_view.audit_proof` of the stored journal's audit; ``None`` until it is given
    proof: Any = None
    #: Air Empire's standings (:func:`ledger.games.air_empire.standings`)
    standings: tuple[Any, ...] = ()
    #: 1930's totals at market value (:func:`ledger.games.golden_age.final_totals`)
    totals: tuple[Any, ...] = ()
    locale: str = "en_US"
    #: the game's journal line, printed in the footer
    seal: str = ""

    def describe(self) -> str:
        return "the end-of-game audit" if self.game.over else "the audit of the game so far"

    @property
    def wants_report(self) -> bool:
        return self.proof is None

    def with_report(self, report: Any) -> Printout:
        from ledger.audit_view import audit_proof

        proof = audit_proof(report, game=self.game.name, players=self.game.players)
        printout: Printout = replace(self, proof=proof)
        return printout

    def write(self, path: Path) -> Path:
        """Raises ValueError when the stored journal's audit was never given (:meth:`with_report`)."""
        if self.proof is None:
            raise ValueError("the stored journal was not audited: nothing to print as proven")
        from .audit import write_game_audit

        return Path(
            write_game_audit(
                self.game,
                self.proof,
                path,
                standings=self.standings,
                totals=self.totals,
                locale=self.locale,
                seal=self.seal,
            )
        )


def _recap(game: Game, *, locale: str, report: Any = None, notes: Sequence[str] = ()) -> Printout:
    return RecapPrintout(tuple(_engine(game).recap_sheets(game.state)), locale, charts=line_charts(game))


def _blank(game: Game, *, locale: str, report: Any = None, notes: Sequence[str] = ()) -> Printout:
    state = game.state
    tournament = bool(getattr(state, "tournament", False))
    # a Tournament Game uses one sheet per 3-year period: the blank sheet is one period's
    years = min(state.years, 3) if tournament else state.years
    return BlankPrintout(tuple(game.setup.players), years, game.setup.title, tournament)


def _dividends(game: Game, *, locale: str, report: Any = None, notes: Sequence[str] = ()) -> Printout:
    engine, state = _engine(game), game.state
    return DividendsPrintout(
        tuple(engine.dividend_summary(state)),
        tuple(engine.final_totals(state)),
        tuple(engine.table_notes(state)),
        game.setup.title,
        locale,
        charts=line_charts(game),
    )


def _audit(game: Game, *, locale: str, report: Any = None, notes: Sequence[str] = ()) -> Printout:
    if game.setup.game == "air_fare":
        from ledger.games.air_fare.audit import audit_view

        return AuditPrintout(audit_view(game, report), tuple(notes), locale, charts=line_charts(game))
    from ledger.audit_view import game_audit

    engine, state = _engine(game), game.state
    # each game's end figure as its own views give it: Air Empire's standings by cash (Completion of Play), 1930's
    # totals at market value (Winning the Game), the same the recap and the dividend summary print
    standings = tuple(engine.standings(state)) if game.setup.game == "air_empire" else ()
    totals = tuple(engine.final_totals(state)) if game.setup.game == "golden_age" else ()
    printout: Printout = GameAuditPrintout(game_audit(game), None, standings, totals, locale)
    return printout if report is None else printout.with_report(report)


@dataclass(frozen=True)
class Job:
    """A print job: how a game becomes a :class:`Printout`, and the file names it is written under.

    Attributes:
        take: the game (a :class:`ledger.game.Game`) -> its printout; keywords ``locale``,
            ``report`` (the stored journal's audit, ``Book.audit``: shown in the audit's proof)
            and ``notes`` (lines under the title).
        command_file: ``airbanker recap``'s default file name, ``{game}`` the game's id.
        wants_report: whether the command line passes the stored journal's audit.
    """

    take: Callable[..., Printout]
    command_file: str
    wants_report: bool = False


#: Every print job, by name (a game's ``meta.prints`` names its own).
JOBS: dict[str, Job] = {
    "recap": Job(_recap, "recap-{game}.pdf"),
    "blank": Job(_blank, "blank-recap-sheet-{game}.pdf"),
    "dividends": Job(_dividends, "dividend-summary-{game}.pdf"),
    "audit": Job(_audit, "audit-{game}.pdf", wants_report=True),
}


def take(
    job: str, game: Game, *, locale: str = "en_US", report: Any = None, notes: Sequence[str] = (), seal: str = ""
) -> Printout:
    """The printout of ``job`` for ``game``, its view models taken now.

    Args:
        job: the job's name (a key of :data:`JOBS`).
        game: the game.
        locale: a babel locale name for the amounts.
        report: the stored journal's audit (``Book.audit``), for the jobs that show it.
        notes: lines under the title.
        seal: the game's journal line (``Book.seal``: its action count and chain head), printed in
            every page's footer so the sheet can be matched to the book; the blank sheet has none.

    Raises:
        RuleViolation: the game does not print ``job`` (its ``meta.prints``).
    """
    if job not in meta_for(game.setup.game).prints or job not in JOBS:
        raise refusal(game, job)
    return JOBS[job].take(game, locale=locale, report=report, notes=notes).sealed(seal)


def _a(title: str) -> str:
    return f"{'an' if title[:1] in 'AEIOU' else 'a'} {title}"


def _its(prints: Sequence[str]) -> str:
    titles = [_TITLES[job] for job in prints if job in _TITLES]
    return "its " + " and ".join(titles) if titles else "nothing yet"


_TITLES = {
    cls.job: cls.title for cls in (RecapPrintout, BlankPrintout, DividendsPrintout, AuditPrintout, GameAuditPrintout)
}


def refusal(game: Game, choice: str) -> RuleViolation:
    """The refusal of a print ``choice`` the game does not offer: one line naming what it prints."""
    meta = meta_for(game.setup.game)
    return RuleViolation(f"{_a(meta.short_title)} game prints {_its(meta.prints)}, not {choice!r}", field="print")


def command_file(job: str, game_id: int) -> Path:
    """``airbanker recap``'s default file for ``job`` of game ``game_id`` (``recap-3.pdf``)."""
    return Path(JOBS[job].command_file.format(game=game_id))


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "", text) or "start"


def file_stem(game: Game, game_id: int, when: datetime) -> str:
    """The banker's seat's file-name stem: ``game-3-Y2Q1-20250301-201400`` (Air Empire, by quarter),
    ``game-3-T2-…`` (by turn), ``game-3-final-…`` once the game is over."""
    state = game.state
    if state.phase == "over":
        position = "final"
    elif meta_for(game.setup.game).clock == "quarter":
        position = _slug(_engine(game).quarter_label(state.quarter))
    else:
        position = f"T{state.turn}"
    return f"game-{game_id}-{position}-{when:%Y%m%d-%H%M%S}"
