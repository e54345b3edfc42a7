"""Journal, undo and redo with confirmation, count cash, audit.

Everything here is drawn from the ledger: the stored journal (:meth:`ledger.store.Book.journal`),
the game's records (:class:`ledger.game.Record`), who an action concerns
(:meth:`ledger.game.Game.seats_of`), what an undo or a redo would touch
(:meth:`ledger.game.Game.undo_target`, :meth:`~ledger.game.Game.redo_target`) and the audit
(:meth:`ledger.store.Book.audit`), what the journal counts and each player's running balance
(:mod:`ledger.journal_view`: the journal and the audit say the same counts in the same words). Undo,
redo and a balance assertion are recorded actions.
"""

from __future__ import annotations

import math
import re
import textwrap
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any

from rich.cells import cell_len, set_cell_size
from rich.segment import Segment
from rich.style import Style
from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.css.query import NoMatches, QueryType
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.timer import Timer
from textual.validation import Function
from textual.widget import Widget
from textual.widgets import Header, Input, Select, Static
from textual.widgets._select import SelectOverlay

from ledger.audit_view import game_audit
from ledger.game import Record
from ledger.games import meta_for
from ledger.journal import BalanceMismatch, RuleViolation, without_warning
from ledger.journal_view import CASH_COUNTS, JournalCounts, count_journal, running_balances
from ledger.json_input import MAX_DIGITS
from ledger.money import format_money, format_signed
from ledger.payload import MAX_FIGURE
from ledger.text import shown
from ledger.words import account_words, kind_title, place_words, text_words
from tui.base.backdrop import BackdropModalScreen
from tui.base.dialogs import ChoiceScreen
from tui.base.footer import Footer
from tui.base.table_screen import GameTableScreen
from tui.base.widgets import (
    JOINERS,
    LIST_KEYS,
    NO_POINT,
    SEARCHED_NOTHING,
    ConfirmScreen,
    FieldRow,
    FormScreen,
    LiteralSelect,
    NumberInput,
    PlainStatic,
    airbanker,
    cancel_or_ask,
    folded,
    key_clock,
    key_named,
    search_undecided,
    searched_nothing,
    tab_from_search,
    take_searched_option,
)
from tui.base.words import error_text, in_words, refusal_text, undone_marks

ALL = "all"
#: seconds of no typing in the journal's search box before the journal is filtered again
SEARCH_PAUSE = 0.15


# -- undo / redo --------------------------------------------------------------------------
def _original(app: Any, rec: Record) -> Record:
    """The action a redo record stands for (a redo of a redo is still the first action)."""
    while rec.kind == "redo" and isinstance(rec.payload.get("target"), int):
        rec = app.game.record_by_seq(rec.payload["target"])
    return rec


def confirm_undo(app: Any) -> None:
    """Ask to undo the latest action in force, naming it; record the undo on yes."""
    try:
        target = app.game.undo_target()
    except RuleViolation as error:
        app.notify(refusal_text(app, error), severity="error")
        return
    if target is None:
        app.notify("Nothing to undo.", severity="warning")
        return
    seq = target.seq
    original = _original(app, target)
    again = _refill_action(app, original.kind)
    detail = "A reversing entry is recorded; the journal keeps both."
    if again is not None and original.kind in again[0].ASK_AGAIN:
        detail += " It is then asked again: y records it again, n or Esc leaves it undone."
    elif again is not None:
        detail += " Its form then opens filled in as recorded: correct a line and record, or Esc to leave it undone."

    def answered(yes: bool | None) -> None:
        if yes and app.record("undo", {"target": seq}) is not None:
            offer_again(app, original)

    # the game may say what undoing it gives back (Air Fare: a bankruptcy), else its summary
    said = _game_undo_question(app, target)
    question = said or f"Undo #{seq}: {in_words(app, without_warning(target.summary))}?"
    app.push_screen(ConfirmScreen(question, "Undo", detail=detail), answered)


def _game_undo_question(app: Any, target: Record) -> str | None:
    """The question the game's table screen asks before ``target`` is undone
    (:meth:`~tui.base.table_screen.GameTableScreen.undo_question`), or ``None``."""
    from tui.base.table_screen import GameTableScreen

    table = next((s for s in reversed(app.screen_stack) if isinstance(s, GameTableScreen)), None)
    return table.undo_question(target) if table is not None else None


def _refill_action(app: Any, kind: str) -> tuple[Any, str] | None:
    """The table screen and its action that open the form of ``kind`` filled in (the table's
    :attr:`~tui.base.table_screen.GameTableScreen.REFILL`), or ``None`` when no form can refill it."""
    from tui.base.table_screen import GameTableScreen

    table = next((s for s in reversed(app.screen_stack) if isinstance(s, GameTableScreen)), None)
    if table is None or kind not in table.REFILL:
        return None
    return table, table.REFILL[kind]


def offer_again(app: Any, undone: Record) -> None:
    """After an undo, open the form of the action undone filled in with its payload, so that the banker
    corrects one line and records it (Esc leaves it undone); for a kind no form can fill, say so."""
    again = _refill_action(app, undone.kind)
    if again is None:
        app.notify(
            "No form can show it again: type it anew (F2 shows what it was).",
            title=f"Undone #{undone.seq}",
            timeout=8,
        )
        return
    table, action = again
    app.refill_next(undone.kind, undone.payload)
    try:
        getattr(table, f"action_{action}")()
    finally:
        app.refill_next("", None)  # the form has taken it, or it did not open
    if undone.kind in table.ASK_AGAIN:
        # a question, not a form (1930's Pass, a declined purchased action): asked again as it was (a newcomer's
        # try: undoing a Pass said "type it anew" though p asks it again)
        app.notify(
            "Asked again: y records it again, n or Esc leaves it undone.", title=f"Undone #{undone.seq}", timeout=8
        )
        return
    # the form shows what was undone: the notice's one line says what to do with it, while the form is open
    app.notify(
        "Its form shows it again: correct it and record, or Esc.",
        title=f"Undone #{undone.seq}",
        timeout=8,
    )
    form, notice = app.screen, getattr(app, "last_notice", None)
    if isinstance(form, FormScreen) and notice is not None:
        form.notice_while_open(notice)


def confirm_redo(app: Any) -> None:
    """Ask to redo the latest undone action, naming it; record the redo on yes."""
    try:
        target = app.game.redo_target()
    except RuleViolation as error:
        app.notify(refusal_text(app, error), severity="error")
        return
    if target is None:
        app.notify("Nothing to redo.", severity="warning")
        return
    seq = target.seq
    original = _original(app, target)

    def answered(yes: bool | None) -> None:
        if yes:
            # the notice as the game's table says an outcome (1930's on two lines where one leaves a part out: a
            # Fly recorded again kept its payouts and its CEO's choice out of sight), the table under any screen
            notice_of = next((s.notice_of for s in reversed(app.screen_stack) if isinstance(s, GameTableScreen)), None)
            notice, lines = notice_of(f"Redo #{seq}: {original.summary}") if notice_of else (None, 1)
            app.record("redo", {"target": seq}, notice=notice, notice_lines=lines)

    app.push_screen(
        ConfirmScreen(
            f"Redo #{seq}: {in_words(app, without_warning(original.summary))}?",
            "Redo",
            detail="The action is recorded again with its entries.",
        ),
        answered,
    )


# -- the journal ------------------------------------------------------------------------
def _local_time(recorded_at: str, *, full: bool = False) -> str:
    """``"20:14"`` (or ``"2025-03-01 20:14:03"``) in local time, from an ISO 8601 time."""
    try:
        when = datetime.fromisoformat(recorded_at).astimezone()
    except (TypeError, ValueError):
        return recorded_at[:16] if full else ""
    # the short form from the fields: strftime was a tenth of reading a journal of 250 actions (issue 13, "Fast")
    return when.strftime("%Y-%m-%d %H:%M:%S") if full else f"{when.hour:02d}:{when.minute:02d}"


def _quarter(position: str) -> str:
    """The quarter part of a position (``"Y1 Q2"`` of ``"Y1 Q2, Phase 4 — …"``), or for 1930 the
    turn (``"T2"`` of ``"Turn 2, Operation Phase, round 3"``; ``"Final"`` for the Final Flight), or ``""``."""
    head = position.split(",", 1)[0].strip()
    if head.startswith("Turn ") and head[5:].isdigit():
        return f"T{head[5:]}"
    if head == "Final Flight":
        return "Final"
    return head if head.startswith("Y") and " Q" in head else ""


def _game_kind(app: Any) -> str:
    try:
        return str(app.game.setup.game)
    except RuleViolation:
        return ""


def _period(app: Any) -> str:
    """What the journal's second filter counts: the game's clock, "quarter" (Air Empire) or "turn"
    (1930, Air Fare)."""
    try:
        return meta_for(_game_kind(app)).clock
    except RuleViolation:
        return "quarter"


def _millions(app: Any) -> bool:
    """Whether the game counts in $ millions (Air Fare, Setup: "$50 (50 Million dollars)")."""
    try:
        return meta_for(_game_kind(app)).millions
    except RuleViolation:
        return False


@dataclass(frozen=True, slots=True)
class _Row:
    """One action of the journal as drawn, read once per redraw of the game (the search only filters these)."""

    seq: int
    quarter: str
    cells: tuple[str, str, str, str]  # #, time, quarter, "action" text (with its undone mark)
    entries: tuple[tuple[str, tuple[tuple[str, str, str], ...]], ...]  # memo, (account, amount, balance)
    entry_seats: tuple[frozenset[int], ...]  # each entry's seats posted to (a player's filter shows theirs)
    seats: frozenset[int]
    #: what the search looks in, folded (case, accents), its parts (a summary, a memo, an amount) a line each
    haystack: str


class JournalSearch(Input):
    """The journal's search box: Enter or down go back to the journal's rows (the search stays); Escape too, the
    search dropped and the row found kept highlighted, so a second Escape closes the journal (a newcomer's try:
    Esc, Esc after a search stayed in the journal, the second Esc only clearing the search)."""

    BINDINGS = [
        # the help lists the keys of every widget of the screen: these work in the search box only. The footer shows
        # them while the search is typed (a newcomer's try: it read "/ Search ^y Redo f1 Help", no way back)
        Binding(
            "escape",
            "cancel",
            "Drop the search",
            tooltip="Drop the search: in the search box, back to the journal's rows on the row found",
            id="journal_search_done",
        ),
        Binding(
            "enter",
            "submit",
            "Go to the rows",
            tooltip="Go to the rows: in the search box, back to the journal's rows, the search kept",
            id="journal_search_enter",
        ),
        Binding("down", "done", "In the search box: back to the journal", show=False),
        # ctrl+z in a text box undoes the typing, not the game's last action (a newcomer's try: it asked to undo
        # a whole quarter's maintenance, one Enter away)
        Binding("ctrl+z", "clear_search", "In the search box: clear what is typed", show=False),
    ]

    def action_clear_search(self) -> None:
        """ctrl+z in the search box: empty it (the journal shows every entry again), not an undo of the game."""
        self.value = ""

    def action_done(self) -> None:
        screen: Any = self.screen
        screen.search_now()

    def action_cancel(self) -> None:
        screen: Any = self.screen
        screen.search_dropped()


@dataclass(frozen=True, slots=True)
class JournalLine:
    """One row of the journal as drawn: an action, one of its entries' memo, or a posting.

    ``cells`` are the six columns as typed (#, Time, Qtr/Turn, Action · entry, Amount, Balance); the
    fourth holds one string per screen line (a long description folds onto more lines, never cut).
    ``key`` is ``"a5"`` (action #5), ``"a5e1"`` (its first entry) or ``"a5e1p0"`` (that entry's first posting).
    ``wide``: the line has no amount (an action's or an entry's own line), its text runs on over the Amount and
    Balance columns, folded to their room too (a newcomer's try of 1930 at 80x24: a Stock Round's end, 36
    cells wide beside two empty columns, took 13 lines).
    """

    key: str
    seq: int
    number: str
    time: str
    quarter: str
    what: tuple[str, ...]
    amount: str = ""
    balance: str = ""
    wide: bool = False

    @property
    def height(self) -> int:
        return len(self.what)

    @property
    def opens_action(self) -> bool:
        """Whether the line is an action's own (its number, time and what was done), not one of its entries'."""
        return "e" not in self.key

    def cells(self) -> list[str]:
        """The six cells, the folded text's lines joined with line breaks."""
        return [self.number, self.time, self.quarter, "\n".join(self.what), self.amount, self.balance]


class JournalTable(ScrollView, can_focus=True):
    """The journal's table, drawn line by line (Textual's Line API): only the lines on screen are
    rendered, however long the game (a long game's journal has a row per posting: a DataTable built
    a row object per posting, 120 ms for the Tournament sample, before its first paint).

    A header line stays at the top; rows alternate shades; the cursor is a whole row (every line of a
    folded description), and up/down/page/home/end move it. Every text is shown as typed (no markup).
    """

    #: a key on this table is always a binding (see :meth:`tui.app.AirbankerApp._bindings_at_once`)
    KEYS_ARE_BINDINGS = True

    COMPONENT_CLASSES = {
        "journal--header",
        "journal--cursor",
        "journal--even-row",
        "journal--odd-row",
        "journal--match",
    }

    DEFAULT_CSS = """
    JournalTable {
        background: $surface;
        color: $foreground;
        &:focus {
            background-tint: $foreground 5%;
            & > .journal--cursor {
                background: $block-cursor-background;
                color: $block-cursor-foreground;
                text-style: $block-cursor-text-style;
            }
            & > .journal--header {
                background-tint: $foreground 5%;
            }
        }
        &:dark > .journal--even-row {
            background: $surface-darken-1 40%;
        }
        & > .journal--header {
            text-style: bold;
            background: $panel;
            color: $foreground;
        }
        &:ansi > .journal--header {
            background: ansi_bright_blue;
            color: ansi_default;
        }
        & > .journal--even-row {
            background: $surface-lighten-1 50%;
        }
        & > .journal--cursor {
            background: $block-cursor-blurred-background;
            color: $block-cursor-blurred-foreground;
            text-style: $block-cursor-blurred-text-style;
        }
        & > .journal--match {
            background: $warning 60%;
            color: $foreground;
            text-style: bold;
        }
    }
    """

    BINDINGS = [
        Binding("up", "cursor_up", "Cursor up", show=False),
        Binding("down", "cursor_down", "Cursor down", show=False),
        Binding("pageup", "page_up", "Page up", show=False),
        Binding("pagedown", "page_down", "Page down", show=False),
        Binding("home,ctrl+home", "first", "First row", show=False),
        Binding("end,ctrl+end", "last", "Last row", show=False),
    ]

    cursor_row: reactive[int] = reactive(0, always_update=True, init=False)

    class Highlighted(Message):
        """The cursor moved to another row (not sent when the rows are set: their caller knows)."""

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's name
        super().__init__(id=id)
        self.rows: list[JournalLine] = []
        self._starts: list[int] = []  # the first line of each row
        self._heads: list[int] = []  # the first line of each action's own row (its number shown)
        self._entry_heads: list[int] = []  # the first line of each row that starts something: an action, an entry
        self._lines = 0
        self._header: tuple[str, ...] = ()
        self._widths: tuple[int, ...] = ()
        self._right = (False, False, False, False, True, True)
        self._quiet = False
        self._at_end = False  # the cursor put at the end (:meth:`end_row`) and not moved since
        self._marked: re.Pattern[str] | None = None  # what a search found, marked where a line shows it
        self._landed = False  # the cursor put on a search's match (:meth:`set_rows`) and not moved since
        self._landed_at = 0  # the view's top line the landing chose (:meth:`_land`)
        self._own_scroll = False  # the table scrolling its view itself (:meth:`_scroll_view`), not the banker
        self._scrolled_away = False  # the banker scrolled the view (:meth:`watch_scroll_y`) and the cursor stayed

    # -- what is drawn ----------------------------------------------------------------------
    def set_rows(
        self,
        header: tuple[str, ...],
        widths: tuple[int, ...],
        rows: list[JournalLine],
        cursor: int | None,
        marked: re.Pattern[str] | None = None,
        *,
        landed: bool = False,
    ) -> None:
        """Show ``rows`` under ``header``, each column its width of ``widths`` cells (and one space either
        side), the cursor on row ``cursor`` (clamped), or at the end (:meth:`end_row`) when ``None``; the text
        ``marked`` matches (a search's, :func:`search_marks`) marked wherever a line shows it. ``landed``: the
        cursor's row is what a new search found, its action put at the view's top (:meth:`_land`)."""
        self._header, self._widths, self.rows, self._marked = header, widths, rows, marked
        starts, heads, entry_heads, line = [], [], [], 0
        for row in rows:
            starts.append(line)
            if row.opens_action:
                heads.append(line)
            if row.wide:
                entry_heads.append(line)
            line += row.height
        self._starts, self._heads, self._entry_heads, self._lines = starts, heads, entry_heads, line
        self.virtual_size = Size(sum(widths) + 2 * len(widths), line + 1)
        self.refresh()
        self._at_end = cursor is None
        self._landed = landed and cursor is not None
        self._scrolled_away = False
        self._put_cursor(self.end_row() if cursor is None else cursor)

    def _put_cursor(self, row: int) -> None:
        """The cursor on ``row`` (clamped), with no Highlighted: the caller shows what the cursor is on."""
        self._quiet = True
        try:
            self.cursor_row = max(0, min(row, len(self.rows) - 1))
        finally:
            self._quiet = False

    def end_row(self) -> int:
        """The row the journal's end puts the cursor on: the last, or the last action's own line when the action
        is taller than the rows' pane (its number and what was done in sight, at the top, and as much of it as
        fits under). The pane's height is known once laid out: till then the last row, and :meth:`_size_updated`
        puts the cursor again. A newcomer's try of Air Empire at 80x24: the journal opened on the last posting of
        a maintenance paid by every player, its top row "Y1 Q4 line 5c maintenance paid by Henrike:", with
        no line above it to say which action it was."""
        last = len(self.rows) - 1
        if last < 0 or not self.container_size.height:
            return max(0, last)
        first, _last = self.action_span(last)
        if self._lines - self._starts[first] > self._body_height():
            return first
        return last

    @property
    def row_count(self) -> int:
        return len(self.rows)

    @property
    def row_keys(self) -> list[str]:
        return [row.key for row in self.rows]

    @property
    def cursor_line(self) -> JournalLine | None:
        """The row under the cursor, or ``None`` when nothing is shown."""
        return self.rows[self.cursor_row] if 0 <= self.cursor_row < len(self.rows) else None

    def get_row_index(self, key: str) -> int:
        """The index of the row ``key``. Raises ``KeyError`` when no row has it."""
        for index, row in enumerate(self.rows):
            if row.key == key:
                return index
        raise KeyError(key)

    def get_row(self, key: str) -> list[str]:
        """The cells of the row ``key`` (the folded text joined by line breaks). Raises ``KeyError``."""
        return self.rows[self.get_row_index(key)].cells()

    def get_row_at(self, index: int) -> list[str]:
        return self.rows[index].cells()

    #: the cursor was put on the first row by Home, and has not moved since (:meth:`JournalScreen._draw`: it stays
    #: there once every row of a journal not read ahead is drawn)
    went_first = False

    def move_cursor(self, *, row: int, animate: bool = False) -> None:
        """Put the cursor on row ``row`` (clamped) and scroll it into view."""
        self.went_first = False
        self.cursor_row = max(0, min(row, len(self.rows) - 1))

    def watch_cursor_row(self, old: int, new: int) -> None:
        if not self._quiet:  # moved: the view follows the cursor as it always does, a search's landing done
            self._at_end = self._scrolled_away = False
            self._end_landing()
        self._scroll_to_cursor()
        self.refresh()
        if old != new and not self._quiet:
            self.post_message(self.Highlighted())

    def _body_height(self) -> int:
        """The lines under the header (the size known once laid out: :meth:`_size_updated`)."""
        return max(1, self.container_size.height - self.scrollbar_size_horizontal - 1)

    def action_span(self, index: int) -> tuple[int, int]:
        """The first and the last row of the action row ``index`` is in (its own line, its entries, postings)."""
        seq = self.rows[index].seq
        first = last = index
        while first > 0 and self.rows[first - 1].seq == seq:
            first -= 1
        while last + 1 < len(self.rows) and self.rows[last + 1].seq == seq:
            last += 1
        return first, last

    def _scroll_to_cursor(self) -> None:
        """Scroll, at once, for the cursor's row to show (on the frame drawn next), with the line of its action
        (#, time, what was done) whenever the action's lines down to the cursor fit: moving up, the view stops
        at that line; moving down onto an action, it shows as much of the action as fits. A newcomer's try:
        after a search the cursor was on the last posting of the first match, the view scrolled up to that
        posting only, and the match's own line was out of sight until Home."""
        if not self.rows or not self.container_size.height:
            return
        top = self._starts[self.cursor_row]
        bottom = top + self.rows[self.cursor_row].height
        body = self._body_height()
        first, last = self.action_span(self.cursor_row)
        head = self._starts[first]
        end = self._starts[last] + self.rows[last].height
        fits = bottom - head <= body
        if self._landed:
            self._land((head, end), (top, bottom), body)
            return
        scroll = int(self.scroll_y)
        if top < scroll or (fits and head < scroll):
            scroll = head if fits else top
        elif bottom > scroll + body:
            scroll = max(bottom - body, min(top, head, end - body) if fits else bottom - body)
        else:
            return
        self._scroll_view(max(0, self._at_action(scroll, top, bottom, body)))

    def _land(self, action: tuple[int, int], row: tuple[int, int], body: int) -> None:
        """The view of a search that landed on a row of an action (each given by its first line and the line under
        its last): the action's own line at the view's top (``body`` lines) whenever the row shows under it, the
        whole action in sight when it fits (past the journal's end, blank lines under its last action); else the row
        in the view's middle, the view kept within the action (as many of its lines as it holds). A newcomer's try
        at 80x24: a search landed on the newest match with the postings of the action before it at the view's top,
        the match at its foot, where the eye does not go."""
        (head, end), (top, bottom) = action, row
        if bottom - head <= body:
            # never past the journal's end, blank lines under it: the action found is whole in view there, with the
            # actions before it (a newcomer's try: "/Pink" showed #20 on top and 14 blank rows, #11 hidden above)
            scroll = min(head, self._end_scroll(body))
        else:
            scroll = min(max(head, top - max(0, body - (bottom - top)) // 2), end - body)
        self._landed_at = scroll
        self._scroll_view(scroll)

    def _end_landing(self) -> None:
        """A search's landing done (the cursor moved, the banker scrolled): the view follows the cursor as before, and
        the blank lines the landing left under the journal's end (:attr:`max_scroll_y`) go."""
        if not self._landed:
            return
        self._landed = False
        if self.scroll_y > self.max_scroll_y:
            self._scroll_view(self.max_scroll_y)

    def _scroll_view(self, line: int | float) -> None:
        """The view's top on ``line`` (clamped), at once: the table's own scroll, not the banker's
        (:meth:`watch_scroll_y`)."""
        self._own_scroll = True
        try:
            self.scroll_target_y = self.scroll_y = line
        finally:
            self._own_scroll = False

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        """The view scrolled; by the banker (the mouse wheel, the scrollbar) unless by the table itself
        (:meth:`_scroll_view`): a search's landing is done, and a resize keeps the view where the banker left it
        (:meth:`_size_updated`) till the cursor moves. A review: a resize after the wheel jumped the view back to
        the search's match, the landing held till the cursor moved."""
        super().watch_scroll_y(old_value, new_value)
        if self._own_scroll:
            return
        self._scrolled_away = True
        self._end_landing()

    def _at_action(self, scroll: int, top: int, bottom: int, body: int) -> int:
        """``scroll``, or a line near it that starts an action (its number shown) with the cursor's row from
        ``top`` to ``bottom`` still in a view of ``body`` lines: the next action's line below it, else the one
        above; else (a third of the view or more would go by to it, blank lines under the last one at the end) the
        next entry's line. A newcomer's try of 1930: the journal opened with a posting of an action out of sight on
        its top line, no number to say whose."""
        heads = self._heads
        index = bisect_left(heads, scroll)
        if index < len(heads) and heads[index] == scroll:
            return scroll
        if index > 0 and bottom <= heads[index - 1] + body:
            return heads[index - 1]
        return self._below(scroll, top, body)

    def _below(self, scroll: int, top: int, body: int) -> int:
        """The first line at or below ``scroll``, and not below ``top``, that starts an action, when a third of ``body``
        lines at most go by to it; else that starts an entry; else ``scroll``."""
        for heads, most in ((self._heads, body // 3), (self._entry_heads, top - scroll)):
            index = bisect_left(heads, scroll)
            if index < len(heads) and heads[index] <= top and heads[index] - scroll <= most:
                return heads[index]
        return scroll

    @property
    def max_scroll_y(self) -> int:
        """Textual's, or more: the view may go past the last line (blank lines under it) for its top line to start
        an action when the journal is scrolled to its end (:meth:`_at_action`), or for a search's match to show its
        action at the top (:meth:`_land`)."""
        if not self.container_size.height or not self._lines:
            return super().max_scroll_y
        return max(self._end_scroll(self._body_height()), self._landed_at if self._landed else 0)

    def _end_scroll(self, body: int) -> int:
        """The view's top at the journal's end (a view of ``body`` lines): Textual's, or a line further that starts
        an action (:meth:`_at_action`)."""
        most = super().max_scroll_y
        return max(most, self._below(most, self._lines - 1, body))

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        # laid out (before the frame is drawn): the journal opens with its cursor, at the end, in view; the view the
        # banker scrolled to stays (:meth:`watch_scroll_y`), only kept within the journal (Textual's clamp)
        self._own_scroll = True
        try:
            changed = super()._size_updated(size, virtual_size, container_size, layout)
        finally:
            self._own_scroll = False
        if self._scrolled_away:
            return changed
        if self._at_end and self.rows and self.end_row() != self.cursor_row:
            self._put_cursor(self.end_row())  # (scrolls to it)
            return changed
        self._scroll_to_cursor()
        return changed

    # -- keys and mouse ---------------------------------------------------------------------
    def action_cursor_up(self) -> None:
        self.move_cursor(row=self.cursor_row - 1)

    def action_cursor_down(self) -> None:
        self.move_cursor(row=self.cursor_row + 1)

    def _row_at_line(self, line: int) -> int:
        return max(0, bisect_right(self._starts, line) - 1)

    def _page(self, step: int) -> None:
        """Turn a page (``step`` 1 down, -1 up): the view moves by a whole page and the cursor with it, to the
        row the same distance below the view's top (it moved only to the view's edge, the view by a few
        lines: a newcomer's try read it as half a page)."""
        if not self.rows:
            return
        body = self._body_height()
        self._scroll_view(max(0, min(self.scroll_y + step * body, self.max_scroll_y)))
        self.move_cursor(row=self._row_at_line(max(0, self._starts[self.cursor_row] + step * body)))
        self._scroll_to_cursor()

    def action_page_down(self) -> None:
        self._page(1)

    def action_page_up(self) -> None:
        self._page(-1)

    def action_first(self) -> None:
        self.move_cursor(row=0)
        self.went_first = True

    def action_last(self) -> None:
        self.move_cursor(row=len(self.rows) - 1)

    def on_click(self, event: events.Click) -> None:
        line = int(self.scroll_y) + event.y - 1
        if event.y >= 1 and 0 <= line < self._lines:
            self.move_cursor(row=self._row_at_line(line))

    # -- drawing ----------------------------------------------------------------------------
    def render_line(self, y: int) -> Strip:
        width = self.container_size.width - self.scrollbar_size_vertical
        base = self.rich_style
        if y == 0:
            cells: tuple[str, ...] = self._header
            style = base + self.get_component_rich_style("journal--header")
        else:
            line = int(self.scroll_y) + y - 1
            if not self.rows or line >= self._lines:
                return Strip.blank(width, base)
            index = self._row_at_line(line)
            row = self.rows[index]
            sub = line - self._starts[index]
            cells = (
                (row.number, row.time, row.quarter, row.what[sub], row.amount, row.balance)
                if sub == 0
                else ("", "", "", row.what[sub], "", "")
            )
            if row.wide:
                cells = cells[:4]
            style = base + self.get_component_rich_style("journal--odd-row" if index % 2 else "journal--even-row")
            if index == self.cursor_row:
                style += self.get_component_rich_style("journal--cursor")
        right = self._right if y else (False,) * len(cells)  # the titles at left, as a DataTable's
        widths = self._widths
        if len(cells) == 4 and len(widths) == 6:  # a wide line: its text over the amount columns too
            widths = (*widths[:3], sum(widths[3:]) + 4)
        columns = zip(cells, widths, right, strict=False)
        text = "".join(f" {_fit(cell, cell_width, at_right)} " for cell, cell_width, at_right in columns)
        segments = [Segment(text, style)]
        if y and self._marked is not None:  # what the search found marked, as a log viewer's search does
            segments = _marked_segments(
                text, self._marked, style, style + self.get_component_rich_style("journal--match")
            )
        strip = Strip(segments)
        return strip.crop_extend(int(self.scroll_x), int(self.scroll_x) + width, style if y == 0 else base)


def _marked_segments(text: str, marked: re.Pattern[str], style: Style, mark: Style) -> list[Segment]:
    """``text`` in ``style``, each part ``marked`` matches in ``mark``."""
    segments: list[Segment] = []
    end = 0
    for found in marked.finditer(text):
        if found.start() == found.end():
            continue
        if found.start() > end:
            segments.append(Segment(text[end : found.start()], style))
        segments.append(Segment(found.group(), mark))
        end = found.end()
    if end < len(text):
        segments.append(Segment(text[end:], style))
    return segments


@lru_cache(maxsize=1)
def _accented() -> dict[str, str]:
    """Each letter a search folds to (:func:`~tui.base.widgets.folded`: "e") and the letters drawn that fold to it
    ("eèéêëēĕėęě"), over the Latin letters of Unicode's first blocks (U+0000-U+024F)."""
    letters: dict[str, str] = {}
    for point in range(0x250):
        char = chr(point)
        base = folded(char)
        if len(base) == 1 and base != char.casefold():
            letters[base] = letters.get(base, base) + char
    return letters


def _any_accent(char: str) -> str:
    """A pattern of ``char`` (a search's, folded) that finds it drawn with or without an accent ("e": "Zoë")."""
    variants = _accented().get(char)
    return f"[{re.escape(variants)}]" if variants else re.escape(char)


#: what may stand between two letters of a search where a journal line draws them: a hyphen, a dot, an apostrophe
#: (:data:`~tui.base.widgets.JOINERS`, which :func:`~tui.base.widgets.folded` passes over)
_JOINED = f"[{re.escape(JOINERS)}]?"
#: what may stand between two digits of a search where a line draws them: a digit-group separator, or as above
_FIGURE_GAP = f"[,\u00a0\u202f{re.escape(JOINERS)}]?"


def search_marks(rule: Sequence[str]) -> re.Pattern[str] | None:
    """What a journal line shows of a search's parts (:meth:`JournalScreen._search_rule`, casefolded), as a pattern
    that finds each in the drawn text: in any case, a figure typed without its digit-group separators ("1700") in
    one drawn with them ("$1,700", as :func:`_searchable` finds it); ``None`` without a search."""
    parts = []
    for part in rule:
        if not part:
            continue
        pieces = [_any_accent(char) for char in part]
        # a separator may stand between two digits, as the figures are drawn; a hyphen, a dot or an apostrophe
        # between any two letters, which the search passed over ("md80" marks "MD-80": JOINERS)
        pattern = pieces[0] + "".join(
            (_FIGURE_GAP if part[i - 1].isdigit() and part[i].isdigit() else _JOINED) + pieces[i]
            for i in range(1, len(part))
        )
        parts.append(pattern)
    if not parts:
        return None
    # the longest first: of "ann" and "anna", "anna" is marked whole
    return re.compile("|".join(sorted(parts, key=len, reverse=True)), re.IGNORECASE)


def _fit(text: str, width: int, right: bool) -> str:
    """``text`` in exactly ``width`` cells: cut with "…" at the edge, padded on the right (or the left). A newcomer's
    try of 1930: "Maximilian Bartholomew Feathe +$2", cut with nothing to say so."""
    if cell_len(text) > width:
        return set_cell_size(text, width - 1) + "…" if width > 1 else set_cell_size(text, width)
    pad = " " * (width - cell_len(text))
    return pad + text if right else text + pad


#: the cells of a line of the audit that its text cannot use: its margin (1) and a scrollbar's room (2), and one spare
AUDIT_MARGINS = 4


def balance_lines(rows: list[tuple[str, str, str]], width: int) -> list[str]:
    """The audit's balances, a line each: the account's words, its figure under the others', what it means.

    The accounts' column is as wide as its widest name when every line fits in ``width`` cells, the figures' column
    as wide as its widest figure (a newcomer's try at 120x36: "Bartholomew's loan to Christopher" cut in a column
    of 70 cells beside 14 for "$30M"); else it takes the room the figures and their words leave (20 cells at
    least), and a longer name goes on over the next lines, its figure on its last line: never cut (at 80x24 the
    same names read "Bartholomew's loan to Chri…").

    Args:
        rows: ``(account words, figure, what it means or "")``, in order.
        width: the cells a line may take.

    Returns:
        The lines, indented by two cells, with no trailing blanks.
    """
    if not rows:
        return []
    figures = max(cell_len(money) for _words, money, _said in rows)
    said_width = max(cell_len(said) for _words, _money, said in rows)
    widest = max(cell_len(words) for words, _money, _said in rows)
    room = width - (2 + 1 + figures + 2 + said_width)
    column = widest if widest <= room else max(20, room)
    lines = []
    for words, money, said in rows:
        parts = textwrap.wrap(words, column, subsequent_indent="  ", break_on_hyphens=False) or [""]
        lines += [f"  {part}" for part in parts[:-1]]
        lines.append(f"  {_fit(parts[-1], column, False)} {money:>{figures}}  {said}".rstrip())
    return lines


#: the newest actions whose rows a journal not read ahead draws in its first frame (more lines than the tallest
#: terminal shows: an action is a line and its entries' lines), before it reads the rest (issue 13, "Fast")
NEWEST_FIRST = 40


def read_journal(
    app: Any, *, newest: int | None = None
) -> tuple[list[_Row], JournalCounts, dict[int, tuple[int, ...]], tuple[int, int]]:
    """The open game's journal as the journal screen draws it: (rows, counts, each action's cash after it by
    seat, the widths of the amount and balance columns).

    What was read is kept (:data:`_READ`, one game's) until the game changes: opened again with nothing
    recorded since, the journal is drawn without reading the book again; :meth:`tui.app.AirbankerApp.game_changed`
    reads it ahead once the table is redrawn after an action (issue 13, "nothing slow").

    Args:
        newest: only the rows of the newest ``newest`` actions (their running balances, the counts and the cash
            after each action still of the whole journal; the widths of those rows'), not kept: what a journal not
            read ahead draws first, in a few milliseconds, before the whole (``None``: every row, kept).

    Raises:
        RuleViolation: the book cannot be read.
    """
    game = app.game
    key = _read_key(app)
    if _READ and _READ[0] == key:
        return _READ[1]  # type: ignore[no-any-return]
    names = game.setup.players
    if _BOOK_READ and _BOOK_READ[0] == key:  # the newest actions' rows read just now: the rest of this read again
        journal, counts, balances, cash_after, quarters = _BOOK_READ[1]
    else:
        journal = app.book.journal(app.game_id)
        counts = count_journal((seq, kind, entries) for seq, kind, *_, entries in journal)
        balances = running_balances(len(names), ((seq, entries) for seq, *_, entries in journal))
        cash_after = {b.seq: b.cash for b in balances}
        quarters = _quarters(game, journal)
        _BOOK_READ[:] = [key, (journal, counts, balances, cash_after, quarters)]
    millions = _millions(app)
    marks = undone_marks(game)  # "(undone)", "(undone, redone #32)": as the table's latest actions say
    rows: list[_Row] = []
    amount_width = balance_width = 0
    # the same kinds, accounts, amounts and memos come back action after action: each worked out once
    # (formatting money in the locale, with Babel, is some 0.02 ms an amount)
    titles: dict[str, str] = {}
    accounts: dict[str, str] = {}
    signed: dict[int, str] = {}
    money: dict[int, str] = {}
    words: dict[str, str] = {}
    game_name = game.setup.game
    # what a payload holds that its summary does not say (the detail pane shows it: a plane sale's every bid) is
    # searched too; the payloads are the game's records, in memory: nothing more is read from the book
    details = meta_for(game_name).details
    players = tuple(names)
    read_rows = list(zip(journal, balances, strict=True))
    if newest is not None:
        read_rows = read_rows[-newest:]
    for (seq, kind, _position, summary, recorded_at, entries), running in read_rows:
        rec = game.record_by_seq(seq) if seq > 0 else None
        mark = f"{marks[seq]} " if seq in marks else ""
        if rec is not None:
            seats = game.seats_of(rec)
        else:  # the setup concerns the seats of its opening postings
            seats = frozenset(s for s in range(1, len(names) + 1) if _posts_to(entries, s))
        drawn_entries = []
        entry_seats: list[frozenset[int]] = []
        stored, summary = summary, text_words(summary, game=game_name, players=names)
        title = titles.get(kind)
        if title is None:
            title = titles[kind] = kind_title(kind)
        quarter = quarters[seq]
        # what the row shows (its quarter as its column does, not the phase's name: "loan" found every purchase
        # of Phase 3, "Loans & Equipment", in a newcomer's try), not the kind's internal name
        hay = [f"#{seq}", summary, title, quarter]
        if stored != summary:  # the words the record keeps too, as the exports and the command line print them
            hay.append(stored)
        hay += [names[s - 1] for s in seats]
        if rec is not None and rec.note:
            hay.append(rec.note)
        if rec is not None and details is not None:
            hay += details(rec.kind, rec.payload, players, game.state, rec.position)
        for entry, after in zip(entries, running.after_posting, strict=True):
            postings = []
            for posting, balance in zip(entry.postings, after, strict=True):
                amount = signed.get(posting.amount)
                if amount is None:
                    amount = signed[posting.amount] = format_signed(
                        posting.amount, locale=app.locale, millions=millions
                    )
                shown_balance = ""
                owed = _owed(posting.account, balance)
                if owed is not None:
                    sign, amount_owed = owed
                    if amount_owed not in money:
                        money[amount_owed] = format_money(amount_owed, locale=app.locale, millions=millions)
                    shown_balance = sign + money[amount_owed]
                account = accounts.get(posting.account)
                if account is None:
                    account = accounts[posting.account] = shown(account_words(posting.account, names))
                postings.append((account, amount, shown_balance))
                hay += [account, amount, str(posting.amount), str(abs(posting.amount))]
                amount_width = max(amount_width, len(amount))
                balance_width = max(balance_width, len(shown_balance))
            memo = words.get(entry.memo)
            if memo is None:
                memo = words[entry.memo] = text_words(entry.memo, game=game_name, players=names)
            hay += (entry.memo, memo) if memo != entry.memo else (entry.memo,)  # as stored, and as shown
            drawn_entries.append((memo, tuple(postings)))
            entry_seats.append(frozenset(_seat_of(p.account) for p in entry.postings) - {0})
        rows.append(
            _Row(
                seq,
                quarter,
                (str(seq), _local_time(recorded_at), quarter or "—", f"{mark}{summary}"),
                tuple(drawn_entries),
                tuple(entry_seats),
                seats,
                _searchable("\n".join(hay)),
            )
        )
    read = (rows, counts, cash_after, (max(10, amount_width), max(7, balance_width)))
    if len(rows) == len(journal):  # the whole journal (a game of no more than ``newest`` actions too)
        _READ[:] = [key, read]
        _BOOK_READ.clear()  # read whole: kept no longer (a review: some 300 KB for a long game)
    return read


#: the journal read last: [(book, game, game object, records, locale, unit), (rows, counts, cash after, widths)]
#: (empty before the first); rows are never changed once read, so a journal opened again shares them
_READ: list[Any] = []

#: what :func:`read_journal` read from the book last, with the same key: [key, (the journal, counts, running
#: balances, cash after each action, quarters)]; a journal not read ahead reads its newest actions' rows, then the
#: rest, from one read of the book
_BOOK_READ: list[Any] = []


def _quarters(game: Any, journal: Sequence[Any]) -> dict[int, str]:
    """Each action's quarter (turn) as the journal's column shows it, by seq: an undo or a redo in its target's."""
    quarters: dict[int, str] = {}
    for seq, kind, position, *_ in journal:
        quarter = _quarter(position)
        rec = game.record_by_seq(seq) if seq > 0 and kind in ("undo", "redo") else None
        target = rec.payload.get("target") if rec is not None else None
        if isinstance(target, int) and target in quarters:  # with the action it reverses or brings back
            quarter = quarters[target]
        quarters[seq] = quarter
    return quarters


def _read_key(app: Any) -> tuple[Any, ...]:
    """What the journal read last must match to be drawn again unread: the book, the game as loaded, its number of
    records, the locale and the unit."""
    return (id(app.book), app.game_id, id(app.game), len(app.game.records), app.locale, _millions(app))


#: a digit-group separator between digits ("$1,700", "1.700 $", "1\u202f700 $"), left out of the figures searched
_GROUPING = re.compile(r"(?<=\d)[,.\u00a0\u202f](?=\d{3}(?!\d))")


def _searchable(text: str) -> str:
    """A journal row's text as a search looks through it: folded (:func:`~tui.base.widgets.folded`: "zoe" finds
    "Zoë", as the lists' searches do), and with every figure written in groups
    ("$1,700") also there without its separators ("$1700"), so that a figure typed without them, as copied from a
    paper sheet, finds it (a newcomer's try: "1700" found nothing, though "#11 … Stand-pat penalty $1,700" showed)."""
    joined = _GROUPING.sub("", text)
    return folded(text if joined == text else f"{text}\n{joined}")


def journal_read_ahead(app: Any) -> bool:
    """Whether the open game's journal is read already (:func:`read_journal` returns it without reading the book)."""
    return bool(_READ) and _READ[0] == _read_key(app)


class JournalScreen(Screen[None]):
    """Every action with its entries, time and each player's running balance, newest last; filter by
    player and quarter, or search by text (a player, a kind of action, an amount, a note)."""

    SUB_TITLE = "Journal"

    BINDINGS = [
        Binding("slash", "search", "Search", id="journal_search"),
        # while a search is kept, Esc drops it (:meth:`action_back`), and the footer says so (a newcomer's try: it
        # read "esc Back" there); one id, so a key moved in the config file moves both
        Binding("escape", "back('search')", "Drop the search", id="journal_back"),
        Binding("escape", "back", "Back", id="journal_back"),
        Binding("ctrl+z", "app.undo", "Undo", id="undo"),
        # on the footer only while an undo can be redone, as on the table (:meth:`check_action`; newcomers' tries:
        # "^y Redo" offered with nothing to redo, and while a search was typed)
        Binding("ctrl+y", "redo", "Redo", id="redo"),
        # ctrl+y while nothing can be redone: says so (a newcomer's try: ^y pressed anyway did nothing and said
        # nothing); its id is Redo's, so a key moved in the config file moves both, and the help lists them as one
        Binding("ctrl+y", "nothing_to_redo", "Redo", id="redo", show=False),
        # k, as on every table (README: "F3 (k) count cash"); c was it here until a newcomer in the journal typed c
        # meaning the table's route card and got Count cash: c now says so (:meth:`on_key`). Its id is the table's
        Binding("k", "count_cash", "Count cash", id="count_cash"),
        Binding("a", "app.audit", "Audit", id="audit"),
        # the game's print key, as on its table (a newcomer's try: P on the Journal was ignored without a word)
        Binding("P", "app.print", "Print", id="journal_print", show=False),
        Binding("w", "filter_player", "Filter by player", id="journal_filter_player", show=False),
        Binding("t", "filter_quarter", "Filter by quarter", id="journal_filter_quarter", show=False),
        Binding("x", "clear_filters", "Every player and quarter", id="journal_clear_filters", show=False),
        Binding("e", "toggle_entries", "Show or hide the entries", id="journal_entries", show=False),
    ]

    def __init__(self, *, player: int = 0, quarter: str = ALL) -> None:
        super().__init__()
        self.player = player  # 0: every player
        self.quarter = quarter
        self.show_entries = True
        self._rows: list[_Row] = []
        self._cash_after: dict[int, tuple[int, ...]] = {}
        self._counts = JournalCounts(0, 0, 0)
        self._widths = (10, 7)  # the amount and balance columns: the widest amount (never cropped)
        self._search = ""
        self._drawn_search = ""
        self._search_timer: Timer | None = None
        self._read = False  # the rows read from the book (:meth:`_load`)
        self._whole = False  # every row read, not only the newest actions' (:data:`NEWEST_FIRST`)
        self._drawn_whole = False  # ... and drawn
        self._drawn_newest: int | None = None  # the journal's newest action when it was last drawn
        self._before_search: int | None = None  # the action the cursor was on when a search began (None: the end)

    def compose(self) -> ComposeResult:
        yield Header()
        yield PlainStatic(id="journal-filters", markup=False)
        yield JournalSearch(
            placeholder="/ search: a player, an action, an amount, a note", id="journal-search", compact=True
        )
        yield JournalTable(id="journal")
        yield PlainStatic(id="journal-detail", markup=False, classes="keep-clear")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        # the whole journal at once: the table renders only the lines on screen
        self.query_one("#journal", JournalTable).focus()
        if journal_read_ahead(self.app):
            if self._load():
                self._draw()
            return
        # not read ahead (the first open of a game, a book changed elsewhere): the newest actions' rows are in the
        # first frame (some 5 ms to read), the rest follow as soon as the book is read (20-50 ms in a long game:
        # issue 13, "Fast"; drawn after reading the whole, 60-85 ms late, before)
        if self._load(newest=NEWEST_FIRST):
            self._draw()
        if not self._whole:
            self.call_after_refresh(self.refresh_game)

    def on_resize(self) -> None:
        # (not before the journal is read: "0 actions" drawn over why it cannot be read)
        if self._read and getattr(self, "_drawn_width", None) != self.size.width:
            self._draw()

    # -- reading ---------------------------------------------------------------------------
    def refresh_game(self) -> None:
        """Read the stored journal again (after an action), then redraw it."""
        if self._load():
            self._draw()

    def _load(self, *, newest: int | None = None) -> bool:
        """Read the journal (:func:`read_journal`; ``newest``: only the newest actions' rows): the rows, their
        search text, the running balances and the counts; ``False`` (and the reason shown) when the book cannot be
        read."""
        app: Any = self.app
        try:
            self._rows, self._counts, self._cash_after, self._widths = read_journal(app, newest=newest)
        except RuleViolation as error:
            self.query_one("#journal-filters", Static).update(f"Cannot read the journal: {refusal_text(app, error)}")
            self._read = False  # (the newest rows drawn before stay as they are: no draw says "reading the rest")
            return False
        self._read = True
        self._whole = journal_read_ahead(app)  # the whole read is kept; the newest actions' only is not
        return True

    # -- drawing --------------------------------------------------------------------------
    def _filtered(self, row: _Row) -> bool:
        """Whether a row passes the player's and the quarter's filters."""
        if self.player and self.player not in row.seats:
            return False
        return self.quarter == ALL or row.quarter == self.quarter

    def _search_rule(self) -> tuple[str, ...]:
        """What a row must hold to be found, folded (case, accents): the words searched as one phrase, as typed (in one
        of its parts: its summary, an entry's memo, a note), when some row passing the filters holds them so; else every
        word, anywhere in the row. A newcomer's try: "CEO choice 2" found Flies of CEO choice 4 paying "$2".
        ``()`` without a search."""
        words = folded(self._search).split()
        if len(words) < 2:
            return tuple(words)
        phrase = " ".join(words)
        if any(phrase in row.haystack for row in self._rows if self._filtered(row)):
            return (phrase,)
        return tuple(words)

    def _shown(self, row: _Row, rule: tuple[str, ...]) -> bool:
        """Whether a row passes the filters and holds what the search looks for (:meth:`_search_rule`)."""
        return self._filtered(row) and all(part in row.haystack for part in rule)

    def _draw(self) -> None:
        """Draw the rows read last that pass the filters, keeping the cursor on its action (at the end
        when it was there, as when the journal opens). Nothing before the journal is read (a filter typed ahead
        of the rows: they are drawn with it once read)."""
        if not self._read:
            return
        app: Any = self.app
        table = self.query_one("#journal", JournalTable)
        current = table.cursor_line
        # at the end: in the journal's last action (on its last line, or on its own line when it is taller than the
        # view); the last row shown is not it while a search or filter hides the newest (a newcomer's try: "/Green
        # Enter" landed on #18, the newest match, and the Esc dropping the search jumped to #23, the place lost); the
        # newest as last drawn, not as read now: an undo typed at the end adds a newer action, and the cursor goes on
        # to it (a review: it stayed on the action undone)
        at_end = current is None or current.seq == self._drawn_newest
        self._drawn_newest = self._rows[-1].seq if self._rows else None
        kept = current.seq if current is not None and not at_end else None
        searching, searched = bool(self._search.strip()), bool(self._drawn_search.strip())
        if searching and not searched:
            self._before_search = kept  # None: at the end
        elif searched and not searching and current is None:
            # a search that matched nothing left no cursor: dropped, the cursor goes back to the action it was on
            # before the search (a review: the Esc went to the journal's end, the banker's place lost)
            kept = self._before_search
        # a new search lands on its newest match, as a log viewer's search back from the end does (a newcomer's try:
        # "/Dan" landed on #0, the starting cash, the newest match out of sight); the filters' line says how many
        first_match = bool(self._search.strip()) and self._search != self._drawn_search
        # Home typed while only the newest actions were drawn: on the first line still once every row is
        at_start = not self._drawn_whole and table.went_first
        self._drawn_whole = self._whole
        self._drawn_width = self.size.width
        self._drawn_search = self._search
        amount_width, balance_width = self._widths
        # the amount and balance columns fit the widest amount (never cropped); the text column takes the rest
        what_width = max(20, self.size.width - 30 - amount_width - balance_width)
        # a line with no amount (an action's, an entry's) folds its text to the amount columns' room too
        wide_width = what_width + amount_width + balance_width + 4
        lines: list[JournalLine] = []
        actions = 0
        rule = self._search_rule()
        for row in self._rows:
            if not self._shown(row, rule):
                continue
            seq = row.seq
            actions += seq > 0
            number, time, quarter, what = row.cells
            lines.append(JournalLine(f"a{seq}", seq, number, time, quarter, _wrapped(what, wide_width), wide=True))
            if not self.show_entries:
                continue
            for line, ((memo, postings), posted) in enumerate(zip(row.entries, row.entry_seats, strict=True), 1):
                if self.player and self.player not in posted:  # another player's entry of the same action
                    continue
                memo_lines = _wrapped(f"  {memo}:", wide_width, "    ")
                lines.append(JournalLine(f"a{seq}e{line}", seq, "", "", "", memo_lines, wide=True))
                for index, (account, amount, balance) in enumerate(postings):
                    lines.append(
                        JournalLine(
                            f"a{seq}e{line}p{index}",
                            seq,
                            "",
                            "",
                            "",
                            # an account too long for its column folds onto a second line, never cut (a
                            # newcomer's try of Air Fare at 80x24: "Bartholomew lent Christop…")
                            _wrapped(f"    {account}", what_width, "      "),
                            amount,
                            balance,
                        )
                    )
        self._describe_filters(actions, apart=len(rule) > 1, phrase=len(rule) == 1 and " " in rule[0])
        # else at the end: on the last line, unless the last action is taller than the view (an undo of a quarter's
        # bids found by a search, a maintenance paid by everyone): then on its own line (JournalTable.end_row)
        found = next((i for i, line in enumerate(lines) if line.seq == kept), None) if kept is not None else None
        marked = search_marks(rule)
        target = 0 if at_start and lines else found
        if first_match and lines:
            target = _newest_match(lines, marked)
        header = ("#", "Time", "Turn" if _period(app) == "turn" else "Qtr", "Action · entry", "Amount", "Balance")
        landed = first_match and bool(lines)
        table.set_rows(header, (4, 5, 5, what_width, amount_width, balance_width), lines, target, marked, landed=landed)
        self._show_detail()

    def _describe_filters(self, shown: int, *, apart: bool = False, phrase: bool = False) -> None:
        """The filters' line: what is counted, how many actions are shown, the player's and the quarter's filters;
        ``apart``: the words searched were found apart; ``phrase``: found as one phrase, the rows holding them apart
        left out (:meth:`_search_rule`; a review: a phrase found hid the rows holding its words apart unsaid)."""
        app: Any = self.app
        names = app.game.setup.players
        who = "every player" if not self.player else f"{names[self.player - 1]} (seat {self.player})"
        when = f"every {_period(app)}" if self.quarter == ALL else self.quarter
        entries = " · entries hidden (e)" if not self.show_entries else ""
        filtered = self.player or self.quarter != ALL or self._search.strip()
        showing = f"{shown:,} shown" if filtered else "all shown"
        if not self._whole:  # the newest actions only, the rest read next (:data:`NEWEST_FIRST`)
            showing = "reading the rest…"
        if apart and shown:  # (none found: nothing to say of how)
            showing += ", each word found apart"
        elif phrase:
            showing += ", as one phrase"
        self.query_one("#journal-filters", Static).update(
            f"{self._counts.describe(CASH_COUNTS)} · {showing}\n"
            f"Player: {who} (w) · {_period(app).capitalize()}: {when} (t){entries}"
        )

    def on_journal_table_highlighted(self, event: JournalTable.Highlighted) -> None:
        self._show_detail()

    def on_input_changed(self, event: Input.Changed) -> None:
        # the rows were read once: a search only filters them (no replay, no read of the book), and
        # only once the typing pauses (a long game's journal takes a moment to draw)
        if event.input.id != "journal-search":
            return
        event.stop()
        self._search = event.value
        if self._search_timer is not None:
            self._search_timer.stop()
            self._search_timer = None
        if self._search != self._drawn_search:
            self._search_timer = self.set_timer(SEARCH_PAUSE, self._draw_search)

    def _draw_search(self) -> None:
        self._search_timer = None
        if self._search != self._drawn_search:
            self._draw()

    def search_now(self) -> None:
        """Draw what the search box holds now (Enter, Esc, down in it) and go back to the journal."""
        if self._search_timer is not None:
            self._search_timer.stop()
        self._draw_search()
        self.query_one("#journal", JournalTable).focus()

    def search_dropped(self) -> None:
        """Esc in the search box: the search dropped (every action shown again), back to the journal's rows with the
        cursor on the row the search had found, so that the next Esc closes the journal."""
        self.search_now()
        table = self.query_one("#journal", JournalTable)
        found = table.cursor_line
        search = self.query_one("#journal-search", Input)
        if search.value:  # the next Esc closes the journal
            self._search_cleared_at = key_clock()
        with search.prevent(Input.Changed):
            search.value = ""
        self._search = ""
        self._draw()
        if found is not None:
            try:
                table.move_cursor(row=table.get_row_index(f"a{found.seq}"))
            except KeyError:  # a row not shown now (an entry hidden): the cursor stays where the drawing put it
                pass

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "journal-search":
            event.stop()
            self.search_now()

    def _show_detail(self) -> None:
        app: Any = self.app
        table = self.query_one("#journal", JournalTable)
        detail = self.query_one("#journal-detail", Static)
        current = table.cursor_line
        seq = current.seq if current is not None else None
        if seq is None:
            detail.update("No action matches the filters or the search." if not table.row_count else "")
            return
        names = app.game.setup.players
        cash = self._cash_after.get(seq, ())
        millions = _millions(app)
        after = " · ".join(
            f"{name} {format_money(amount, locale=app.locale, millions=millions)}"
            for name, amount in zip(names, cash, strict=False)
        )
        if seq == 0:
            detail.update(f"#0 Game set up: the opening entries (starting cash).\nCash: {after}")
            return
        rec = app.game.record_by_seq(seq)
        note = f" · note: {rec.note}" if rec.note else ""
        # an Air Empire action often ends the phase it was recorded in (maintenance recorded from Phase 4 is
        # Phase 5's): the quarter and the action's own title say where it belongs, not the phase before it
        quarterly = meta_for(app.game.setup.game).clock == "quarter"
        where = (_quarter(rec.position) or rec.position) if quarterly else rec.position
        # the last action of a game is where the game then stands ("#239 Final Flight · Final Flight ·" said twice)
        where = place_words(rec.kind, where)
        where = f" · {where}" if where else ""
        head = f"#{rec.seq} {kind_title(rec.kind)}{where} · {_local_time(rec.recorded_at, full=True)}{note}"
        summary = in_words(app, rec.summary)
        # what the payload holds that the summary does not say (Air Empire's plane sale: every bid, not the buyer's
        # alone; a newcomer's try)
        details = meta_for(app.game.setup.game).details
        more = details(rec.kind, rec.payload, tuple(names), app.game.state, rec.position) if details is not None else ()
        cash_line = f"Cash after #{rec.seq}: {after}"
        width = (self.size.width or self.app.size.width) - 2  # the pane's padding, a column each side
        lines = [head, *_cut_detail(summary, width, head, *more, cash_line), *more, cash_line]
        # the game's details are never cut, the cash line under them: the pane grows past DETAIL_LINES for them (Air
        # Empire's route bids, each player's Phase 1 lines: the cash line was out of sight, a newcomer's try), the
        # action's text cut to a line, whole in the table above
        room = max(DETAIL_LINES, sum(len(_wrapped(line, width)) for line in lines))
        # and at most about half the screen, the table keeping the rest (a review: six players' lines at 80x24 would
        # have left the table a few rows)
        room = min(room, max(DETAIL_LINES, self.app.size.height // 2 - 1))
        if detail.styles.max_height is None or detail.styles.max_height.value != room:
            detail.styles.max_height = room
        detail.update("\n".join(lines))

    # -- actions --------------------------------------------------------------------------
    def _searching(self) -> bool:
        """Whether the search box has the focus (a search being typed)."""
        return isinstance(self.focused, JournalSearch)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Redo works and is on the footer only while an undo can be redone, as on the table; "/ Search" is not
        offered while the search is being typed (the box takes the "/"), nor Redo: its Esc and Enter are."""
        if action == "redo":
            return not self._searching() and self.app.check_action("redo", parameters) is True
        if action == "search":
            return not self._searching()
        if action == "back":  # Esc: drops a search kept, else goes back (one of its two bindings, as it acts)
            return self._search_kept() == (parameters == ("search",))
        return True

    def _search_kept(self) -> bool:
        """Whether a search is kept (typed in the box, or found): Esc drops it first."""
        return bool(self._search or self.query_one("#journal-search", Input).value)

    def action_redo(self) -> None:
        """ctrl+y while an undo can be redone: ask to redo it (:func:`confirm_redo`)."""
        self.app.action_redo()  # type: ignore[attr-defined]

    def action_nothing_to_redo(self) -> None:
        """ctrl+y while Redo is dimmed: "Nothing to redo." (or why the redo cannot be read), as the app's redo
        says it (:func:`confirm_redo`)."""
        confirm_redo(self.app)

    def action_search(self) -> None:
        self.query_one("#journal-search", Input).focus()

    def action_count_cash(self) -> None:
        airbanker(self).action_count_cash(self.player)

    def action_filter_player(self) -> None:
        app: Any = self.app
        options = [(ALL, "Every player")] + [
            (str(seat), f"{seat} {name}") for seat, name in enumerate(app.game.setup.players, start=1)
        ]

        def chosen(value: str | None) -> None:
            if value is not None:
                self.player = 0 if value == ALL else int(value)
                self._draw()

        # each player's seat number chooses at once, as the list numbers them (a newcomer's try: "3" did nothing)
        seats = {str(seat): str(seat) for seat in range(1, min(len(app.game.setup.players), 9) + 1)}
        app.push_screen(
            ChoiceScreen("Show the actions of", options, current=str(self.player or ALL), keys=seats), chosen
        )

    def action_filter_quarter(self) -> None:
        app: Any = self.app
        if self._read and not self._whole:  # t typed before every row is read: every quarter offered
            self.refresh_game()
        quarters: list[str] = []
        for row in self._rows:
            if row.quarter and row.quarter not in quarters:
                quarters.append(row.quarter)
        options = [(ALL, f"Every {_period(app)}")] + [(q, q) for q in quarters]

        def chosen(value: str | None) -> None:
            if value is not None:
                self.quarter = value
                self._draw()

        app.push_screen(ChoiceScreen("Show the actions of", options, current=self.quarter), chosen)

    def action_back(self, what: str = "") -> None:
        """Esc: first clears a search (every action again, the search box empty), then closes the journal, as Esc
        in a browser's find does (a newcomer's Esc after a search closed the journal and lost the place). ``what``:
        the binding's ("search" while a search is kept: the footer's words), the same action."""
        if self._search_kept():
            self._search = ""
            self.query_one("#journal-search", Input).value = ""
            self._draw()
            self._search_cleared_at = key_clock()
            self.refresh_bindings()
            return
        self.app.pop_screen()

    #: when an Esc last cleared the search rather than closing the journal (the keys' clock), or never
    _search_cleared_at = -math.inf
    #: seconds after such an Esc in which a key the journal does not use is said to come straight after it
    AFTER_ESC = 1.0

    def on_key(self, event: events.Key) -> None:
        """A letter (or other character) the journal has no key for, typed on its rows: say "Not used", and the keys
        typed straight after it are not used (:meth:`tui.app.AirbankerApp.refused_key`). A newcomer's try: a search
        typed, then ``Esc s`` for the table's Market: the Esc cleared the search, the journal stayed, and the ``s``
        was dropped without a word. (A character typed in the search box is the box's: it never comes here.)"""
        if not event.is_printable or isinstance(self.focused, Input) or event.key in self.active_bindings:
            return
        event.stop()
        event.prevent_default()
        said = self._not_used_words(event)
        if event.time - self._search_cleared_at <= self.AFTER_ESC:
            said += " Esc cleared the search; Esc again goes back."
        self.notify(said, title="Not used", severity="warning", timeout=6)
        refused_key = getattr(self.app, "refused_key", None)
        if callable(refused_key):
            refused_key(said, names_key=True)  # said again by the notice counting the keys typed after it, if any

    #: the journal's Count cash key until it became the tables' k: said with k's use when typed here
    OLD_COUNT_CASH = "c"

    def _not_used_words(self, event: events.Key) -> str:
        """What a key the journal has no key for says: the table's use of it, when the table under the journal has
        one (e.g. "'c' is the table's Card (Esc back to it); k counts cash."), else that the journal
        has no such key."""
        named = key_named(event.character)
        count_cash = ""
        if event.key == self.OLD_COUNT_CASH:
            key_for = getattr(self.app, "key_for", lambda b: b.key)
            bound = [key_for(b) for b in self.BINDINGS if isinstance(b, Binding) and b.id == "count_cash"]
            count_cash = f"; {bound[0].split(',')[0]} counts cash" if bound else ""
        stack = self.app.screen_stack
        below = stack[stack.index(self) - 1] if self in stack and stack.index(self) > 0 else None
        table = [] if below is None else below._bindings.key_to_bindings.get(event.key, [])
        if table and table[0].description:
            return f"{named} is the table's {table[0].description} (Esc back to it){count_cash}."
        if count_cash:
            return f"{named} is not a key of the journal (f1: its keys){count_cash}."
        return f"{named} is not a key of the journal (f1: its keys)."

    def action_clear_filters(self) -> None:
        self.player, self.quarter = 0, ALL
        self._search = ""
        self.query_one("#journal-search", Input).value = ""  # drawn below: its Input.Changed draws nothing more
        self._draw()

    def action_toggle_entries(self) -> None:
        self.show_entries = not self.show_entries
        self._draw()


def _newest_match(lines: Sequence[JournalLine], marked: re.Pattern[str] | None) -> int:
    """The line a new search lands on: in the newest action found, its first line that shows what was searched
    (``marked``), else its own line (found in what the detail pane shows, a player it concerns, a note)."""
    seq = lines[-1].seq
    first = next(i for i, line in enumerate(lines) if line.seq == seq)
    if marked is None:
        return first
    return next(
        (
            i
            for i in range(first, len(lines))
            if marked.search(" ".join((*lines[i].what, lines[i].amount, lines[i].balance)))
        ),
        first,
    )


#: the lines of the detail pane under the journal's rows (``max-height`` of ``#journal-detail`` in app.tcss)
DETAIL_LINES = 5
#: what ends an action's text cut short in the detail pane: the table above shows it whole (its rows fold, never cut)
DETAIL_CUT = "… (whole in the table above)"


def _cut_detail(summary: str, width: int, *others: str) -> list[str]:
    """The action's text for the detail pane, as one string when it fits beside ``others`` (the lines around it) in
    :data:`DETAIL_LINES` lines of ``width`` cells; else folded and cut after the last whole word that fits, ended by
    :data:`DETAIL_CUT` (a newcomer's try of 1930: "…Pink $5 → $6 (Available Stock", cut with nothing to say so,
    and the cash line under it out of sight).
    """
    room = DETAIL_LINES - sum(len(_wrapped(other, width)) for other in others)
    folded = _wrapped(summary, width)
    if len(folded) <= room or width < 2 * len(DETAIL_CUT):
        return [summary]
    kept = list(folded[: max(1, room)])
    last = kept[-1]
    while cell_len(last) + cell_len(DETAIL_CUT) > width and " " in last.strip():
        last = last.rstrip().rsplit(" ", 1)[0]
    kept[-1] = last.rstrip(" ,;:·—-") + DETAIL_CUT
    return kept


def _seat_of(account: str) -> int:
    """The seat whose account it is (``"p2:cash"``, ``"p4:owes:p3"`` -> 2, 4), ``0`` for the Bank's."""
    head = account.split(":", 1)[0]
    return int(head[1:]) if head[:1] == "p" and head[1:].isdigit() else 0


def _owed(account: str, balance: int) -> tuple[str, int] | None:
    """What the Balance column says of an account after a posting: a player's cash as it stands (``("",
    3100)``), a debt as what is owed (``"p2:loans"`` at -11 -> ``("owes ", 11)``: a loan is the Bank's
    claim on the player, so borrowing posts a minus there), money lent to another player as ``("lent ",
    5)``; ``None`` for the Bank's accounts and any other."""
    if not _seat_of(account):
        return None
    what = account.split(":")[1] if account.count(":") else ""
    if what == "cash":
        return "", balance
    if what in ("loans", "owes"):
        return "owes ", -balance
    if what == "lent":
        return "lent ", balance
    return None


def _posts_to(entries: Any, seat: int) -> bool:
    """Whether an action's entries post to one of the seat's accounts (``p2:cash``, ``p2:loans``)."""
    return any(p.account.startswith(f"p{seat}:") for e in entries for p in e.postings)


def _wrapped(text: str, width: int, indent: str = "") -> tuple[str, ...]:
    """``text`` shown as typed (:func:`~ledger.text.shown`: a control character as its escape), folded
    at spaces into lines of at most ``width`` cells (later lines start with ``indent``; a word longer
    than a line is cut into pieces): a long description is shown whole on more lines, never cut at the
    column's edge. (A plain loop: :func:`textwrap.wrap` took most of the time to draw a long journal.)"""
    text = shown(text)
    if cell_len(text) <= width:
        return (text,)
    body = text.lstrip(" ")
    lines: list[str] = []
    line, used, empty = text[: len(text) - len(body)], len(text) - len(body), True
    for word in body.split():
        size = cell_len(word)
        if not empty and used + 1 + size > width:
            room = width - used - 1
            if size > width - (len(indent) if lines else 0) and room >= 1:  # longer than any line: starts here
                lines.append(f"{line} {word[:room]}")
                word = word[room:]
                size = cell_len(word)
            else:
                lines.append(line)
            line, used, empty = indent, len(indent), True
        while used + size > width and size > 1:  # still longer than the line: cut where the line ends
            room = max(1, width - used)
            lines.append(line + word[:room])
            word, size = word[room:], cell_len(word[room:])
            line, used = indent, len(indent)
        line += word if empty else f" {word}"
        used += size if empty else size + 1
        empty = False
    lines.append(line)
    return tuple(lines)


# -- count cash -------------------------------------------------------------------------
def _marked_seat(app: Any, players: int) -> int:
    """The seat Count cash starts on when the table's grid highlights no player's row: the player the table marks
    (1930's grid marks whose move it is, "»2 Neal", in its column heads: its rows are airlines), else seat 1."""
    for screen in reversed(app.screen_stack):
        marked = getattr(screen, "marked_seat", None)
        if callable(marked):
            seat = marked()
            return seat if isinstance(seat, int) and 1 <= seat <= players else 1
    return 1


def parse_amount(text: str) -> int | None:
    """Whole units typed as ``12400``, ``12,400`` or ``$12,400``; ``None`` when not a whole amount."""
    cleaned = text.replace("$", "").replace(",", "").replace(" ", "").replace("\u202f", "").strip()
    if not (cleaned.isascii() and cleaned.isdigit()) or len(cleaned) > MAX_DIGITS:
        return None
    return int(cleaned)


class CountCashScreen(BackdropModalScreen[bool]):
    """The banker counted a player's cash: a balance assertion, recorded only if the books agree.

    A mismatch records nothing and shows the difference (from :class:`ledger.journal.BalanceMismatch`).
    It looks as the forms do (a round border, a row a field, its label on the left, the keys under the fields),
    not as a yes/no question (issue 13: one way to record, seen the same everywhere); it is not a form of its own
    kind, whose live line would tell the books' cash before the banker has counted it.
    """

    BINDINGS = [
        Binding("escape", "cancel", "Cancel", id="count_cash_cancel"),
        Binding("ctrl+s", "record", "Record", id="count_cash_record"),
    ]
    #: "Drop the count typed?" sits under the box, the player and the count whole above it (at 80x24 it covered them)
    QUESTIONS_BESIDE = True
    DEFAULT_CSS = """
    CountCashScreen { align: center middle; }
    CountCashScreen > #dialog {
        width: 78; max-width: 100%; height: auto; border: round $accent; padding: 0 1; background: $surface;
    }
    CountCashScreen #question { text-style: bold; }
    CountCashScreen .row > LiteralSelect { width: 1fr; }
    CountCashScreen .row > Input { width: 16; }
    CountCashScreen #refusal { margin-top: 1; height: auto; color: $text-muted; }
    CountCashScreen #refusal.-refused { color: $error; text-style: bold; }
    CountCashScreen #count-keys { color: $text-muted; }
    """

    #: the line under the fields while nothing is refused (as a form's live line says what is still to type)
    TYPE_IT = "… type the cash counted; it is recorded only if the books agree"

    def __init__(self, seat: int = 0) -> None:
        super().__init__()
        self.seat = seat

    def compose(self) -> ComposeResult:
        app: Any = self.app
        names = app.game.setup.players
        seat = self.seat if 1 <= self.seat <= len(names) else _marked_seat(app, len(names))
        millions = _millions(app)
        # no example amount: 1930's cash is tens of dollars, Air Empire's thousands (a "12400" misled at 1930's table)
        unit = "$ millions" if millions else "whole dollars"
        with Vertical(id="dialog"):
            yield Static("Count cash: the money in front of a player, counted", id="question")
            yield FieldRow(
                "Player",
                LiteralSelect(
                    [(f"{s} {n}", s) for s, n in enumerate(names, start=1)],
                    value=seat,
                    allow_blank=False,
                    id="count-player",
                ),
            )
            yield FieldRow(
                "Counted cash $M" if millions else "Counted cash $",
                NumberInput(
                    placeholder="counted",
                    id="count-amount",
                    compact=True,
                    restrict=r"[0-9$,.M ]*",
                    # a letter refused is said under the fields (it was dropped without a word)
                    what=f"Counted cash: a number, in {unit}",
                    # the largest figure the books take ($1,000,000,000) as typed: no longer (a newcomer's burst of
                    # digits made an 18-digit count, its start cut off the field)
                    max_length=len(f"${MAX_FIGURE:,}"),
                    validate_on=["changed", "submitted"],
                    validators=[
                        Function(lambda text: "." not in text, NO_POINT),
                        Function(
                            lambda text: parse_amount(text.replace("M", "")) is not None,
                            f"type the amount counted, in {unit}",
                        ),
                    ],
                ),
                note=f"in {unit}",
            )
            yield PlainStatic(self.TYPE_IT, id="refusal", markup=False)
            yield PlainStatic(self.KEYS["amount"], id="count-keys", classes="keys", markup=False)
        # its own keys at the bottom: the screen under it showed its footer through, keys that do nothing here
        yield Footer()

    def _refuse(self, text: str) -> None:
        """The line under the fields: ``text`` refused (in the error colour), or "" for :data:`TYPE_IT`."""
        refusal = self.query_one("#refusal", Static)
        refusal.update(text or self.TYPE_IT)
        refusal.set_class(bool(text), "-refused")

    #: the key line, by what has the focus: the amount, the player's list closed or open (:meth:`watch_focused`)
    KEYS = {
        "amount": "Type the amount · shift+Tab: the player · Enter: record · Esc: cancel",
        "list": LIST_KEYS["list"],  # as in every form: ctrl+s records from the list too
        "open list": LIST_KEYS["open list"],
    }

    def on_mount(self) -> None:
        self.query_one("#count-amount", Input).focus()

    def watch_focused(self, focused: Widget | None) -> None:
        """Say on the key line how the player's list is worked while it has the focus (issue 13: nothing said how
        it opens), and how the amount is typed otherwise."""
        kind = (
            "open list" if isinstance(focused, SelectOverlay) else "list" if isinstance(focused, Select) else "amount"
        )
        try:
            self.query_one("#count-keys", Static).update(self.KEYS[kind])
        except NoMatches:  # (being composed, or closed)
            return

    def on_literal_select_picked(self, event: LiteralSelect.Picked) -> None:
        """A player taken on the list (Enter, closed or open): on to the amount, as in every form."""
        event.stop()
        # after the open list has closed and handed the focus back to the list, as a form's pick does
        self.call_after_refresh(self.query_one("#count-amount", Input).focus)

    def on_select_changed(self, event: Select.Changed) -> None:
        """Another player chosen: a refusal of the last one's count goes (a newcomer's try: the Player read "2 Neal"
        and the line under it still spoke of player 1's count)."""
        if event.select.id == "count-player":
            self._refuse("")

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.validation_result and not event.validation_result.is_valid and event.value:
            self._refuse(event.validation_result.failure_descriptions[0])
        else:
            self._refuse("")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.submit()

    def submit(self) -> None:
        """Record the balance assertion; on a mismatch show the difference and stay open."""
        app: Any = self.app
        typed = self.query_one("#count-amount", Input).value
        amount = parse_amount(typed.replace("M", ""))
        if "." in typed:
            self._refuse(f"Counted cash: {NO_POINT}.")
            return
        if amount is None:
            self._refuse(
                "Type the amount counted, in $ millions."
                if _millions(app)
                else "Type the amount counted, in whole dollars."
            )
            return
        seat = self.query_one("#count-player", Select).value
        if not isinstance(seat, int):  # (never blank: allow_blank=False)
            return
        outcome = app.try_record("balance_assertion", {"player": seat, "cash": amount}, notify_refusal=False)
        if isinstance(outcome, (BalanceMismatch, RuleViolation)):
            self._refused_count = (seat, typed.strip())
            # selected, to be typed over: a count retyped after "Does not agree" read "8200083000" (a newcomer's try)
            self.query_one("#count-amount", Input).select_all()
        if isinstance(outcome, BalanceMismatch):
            self._refuse(f"Does not agree; nothing recorded.\n{self.mismatch_text(seat, amount)}")
            self.app.bell()
            return
        if isinstance(outcome, RuleViolation):
            self._refuse(f"Refused; nothing recorded.\n{refusal_text(app, outcome)}")
            return
        self.dismiss(True)

    def mismatch_text(self, seat: int, counted: int) -> str:
        """A count of ``seat``'s cash that the books do not agree with, in plain words: what was counted, what the
        books say and by how much they part, then the last action that changed that cash, and where it stands.

        The ledger's refusal ("counted $11, the books say $19 (difference -$8); last change: action #88 Contract
        (Turn 2, End of Turn Phase) (cash count)", :class:`ledger.errors.BalanceMismatch`) read oddly: a newcomer's
        try of 1930."""
        app: Any = self.app
        game = app.game
        account = f"p{seat}:cash"
        books = int(game.balance(account))
        millions = _millions(app)

        def said(amount: int) -> str:
            return format_money(amount, locale=app.locale, millions=millions)

        name = account_words(account, game.setup.players)
        gap = f"{said(abs(counted - books))} {'less' if counted < books else 'more'} than the books"
        lines = [f"{name}: counted {said(counted)}, the books say {said(books)} ({gap})."]
        last = next(
            (r for r in reversed(game.records) if any(p.account == account for e in r.entries for p in e.postings)),
            None,
        )
        if last is None:
            lines.append("The books have not changed it since the game was set up.")
        else:
            quarterly = meta_for(game.setup.game).clock == "quarter"
            where = place_words(last.kind, (_quarter(last.position) or last.position) if quarterly else last.position)
            where = f", {where}" if where else ""
            lines.append(f"The books last changed it at #{last.seq} {kind_title(last.kind)}{where}.")
        return "\n".join(lines)

    def action_record(self) -> None:
        """ctrl+s, from the list or the amount: record, as in every form (a name typed in the open list taken
        first, :func:`~tui.base.widgets.take_searched_option`)."""
        if searched_nothing(self):
            self.notify(f"Not recorded: {SEARCHED_NOTHING}.", severity="warning", timeout=6, markup=False)
            return
        if search_undecided(self):
            return  # a search that begins several names: none is taken (the list's line says which)
        take_searched_option(self)
        self.submit()

    def focus_next(self, selector: str | type[QueryType] = "*") -> Widget | None:
        """Textual's Tab; in the open list where a name was typed, the player found is taken and the amount focused,
        as in every form (a newcomer's try: "cal" then Tab left Ann, and Ann's cash was checked)."""
        went = tab_from_search(self, lambda _select: [self.query_one("#count-amount", Input)])
        return went if went is not None else super().focus_next(selector)

    #: the player and the amount last tried and refused (a count the books do not agree with), if any
    _refused_count: tuple[Any, str] | None = None

    def unsaved(self) -> bool:
        """Whether an amount counted is typed and not recorded (Esc and ctrl+q ask before dropping it); not the
        count just tried and refused, as it stands, which nothing could record (newcomers' tries: "50300 Enter",
        "Does not agree", then Esc asked "Drop the count typed?" and took the keys typed after it)."""
        typed = self.query_one("#count-amount", Input).value.strip()
        seat = self.query_one("#count-player", Select).value
        return bool(typed) and (seat, typed) != self._refused_count

    def action_cancel(self) -> None:
        cancel_or_ask(self, self.unsaved(), "Drop the count typed? Nothing is recorded.", "Drop it")


# -- audit -------------------------------------------------------------------------------
#: The most actions of a game audited at once, before the audit screen is drawn (a bundled sample's 250 actions
#: take some 20 ms, a worker thread sharing the interpreter with the screen some 40); a longer game is audited in a
#: worker, so that the screen answers meanwhile (a 50-year Air Empire game's 2,500 actions take some 0.15 s).
AUDIT_AT_ONCE = 600


class AuditScreen(Screen[None]):
    """Replay the game from nothing and compare it with the stored journal: every entry balances, the accounts sum
    to zero. (A long game is audited in a worker thread while "Auditing…" shows.)"""

    SUB_TITLE = "Audit"
    #: the last audit shown (drawn again for a new width), ``None`` until one is
    _report: Any = None

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="audit_back"),
        Binding("r", "run_audit", "Audit again", id="audit_again"),
        Binding("P", "print_audit", "Print the audit", id="audit_print"),
    ]

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="audit-scroll"):
            yield PlainStatic("Auditing…", id="audit-result", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.action_run_audit()

    def action_run_audit(self) -> None:
        """Audit the open game: at once when it is short (:data:`AUDIT_AT_ONCE` actions or fewer, some 20 ms,
        so that the screen's first frame holds the result), else in a worker thread while "Auditing…" shows."""
        app: Any = self.app
        if app.game_id is None:
            return
        if len(app.game.records) <= AUDIT_AT_ONCE:
            try:
                report = app.book.audit(app.game_id)
            except Exception as error:  # noqa: BLE001 - shown, never raised at the banker
                self._show_error(error)
                return
            self._show(report)
            return
        self.query_one("#audit-result", Static).update("Auditing: replaying every action from nothing…")
        self._audit(app.book, app.game_id)

    @work(thread=True, exclusive=True, exit_on_error=False)
    def _audit(self, book: Any, game_id: int) -> None:
        try:
            report = book.audit(game_id)
        except Exception as error:  # noqa: BLE001 - shown, never raised at the banker
            self.app.call_from_thread(self._show_error, error)
            return
        self.app.call_from_thread(self._show, report)

    def _show_error(self, error: Exception) -> None:
        if not self.is_attached:
            return
        self.query_one("#audit-result", Static).update(f"PROBLEM: the audit could not run: {error_text(self, error)}")

    def _show(self, report: Any) -> None:
        if not self.is_attached:
            return
        self._report = report
        app: Any = self.app
        # the same counts, in the same words, as the journal's (ledger.journal_view.JournalCounts)
        lines = [
            f"Game {report.game_id}: {report.counts.describe(CASH_COUNTS)}, replayed and checked.",
            # the seal in words (a newcomer's try: "chain 3f2a…" is an accountant's hash): what the line is for
            f"{report.seal} (also at the foot of each sheet printed now: it ties the sheet to this journal)",
            "",
        ]
        if report.ok:
            lines.append("OK: every entry balances, the accounts sum to zero, and the replay equals the journal.")
        else:
            lines.append(f"PROBLEMS ({len(report.problems)}):")
            lines += [f"  • {in_words(app, problem)}" for problem in report.problems]
            if report.first_divergence is not None:
                lines.append("")
                lines.append(
                    f"First action where the journal and the replay part: #{report.first_divergence}"
                    f"{self._summary(report.first_divergence)}"
                )
        # where the tables' figures come from, as the table and the printed audit say it (a newcomer's try: the audit
        # of a 1930 game on illustrative tables never said so)
        notes = game_audit(app.game).notes
        if notes:
            lines += ["", *(f"Note: {in_words(app, note)}" for note in notes)]
        names = app.game.setup.players
        # the signs of double entry said in words beside them (a newcomer's try: "the Bank -$13,100" and "Ann's
        # loans -$5,000" with nothing to say that the one is money paid out and the other money owed)
        lines += ["", "Balances from the stored postings (they sum to zero):"]
        rows: list[tuple[str, str, str]] = []
        for code, amount in sorted(report.balances.items()):
            money = format_money(amount, locale=app.locale, millions=_millions(app))
            owed = _owed(code, amount)
            if owed is not None and owed[0] and owed[1]:
                said = f"{owed[0]}{format_money(owed[1], locale=app.locale, millions=_millions(app))}"
            elif code == "bank":
                said = "paid out more than taken in" if amount < 0 else "taken in more than paid out" if amount else ""
            elif code == "bank:loans":
                # short enough for its line at 80 columns with a scrollbar beside it (a newcomer's try of Air Fare: 4
                # players' loans between them, and "still / owed" wrapped onto two lines)
                said = "lent out, still owed" if amount else ""
            else:
                said = ""
            rows.append((account_words(code, names), money, said))
        # the screen's width less the text's margin and a scrollbar's room
        lines += balance_lines(rows, self.size.width - AUDIT_MARGINS)
        lines += ["", "r: audit again    P: print the audit    Esc: back"]
        self.query_one("#audit-result", Static).update("\n".join(lines))

    def action_print_audit(self) -> None:
        """Print the game's end-of-game audit to PDF (the print job "audit", in a worker); the notice says where.
        A newcomer's try: the audit screen offered no way to print, and P did nothing there, with no message."""
        app: Any = self.app
        if app.game_id is not None:
            app.print_sheets("audit")

    def on_resize(self, _event: events.Resize) -> None:
        # the balances' columns are worked out for the screen's width: worked out anew for the new one
        if self._report is not None:
            self._show(self._report)

    def _summary(self, seq: int) -> str:
        app: Any = self.app
        try:
            return f" {app.game.record_by_seq(seq).summary}" if seq > 0 else " (the setup)"
        except (IndexError, RuleViolation):
            return ""
