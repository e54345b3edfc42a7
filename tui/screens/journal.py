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

import textwrap
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.validation import Function
from textual.widgets import DataTable, Header, Input, Select, Static
from textual.widgets.data_table import RowKey

from ledger.game import GENERIC_KINDS, Record
from ledger.games import meta_for
from ledger.journal import BalanceMismatch, RuleViolation
from ledger.journal_view import JournalCounts, count_journal, running_balances
from ledger.json_input import MAX_DIGITS
from ledger.money import format_money
from ledger.words import account_words, kind_title, text_words
from tui.base.backdrop import BackdropModalScreen
from tui.base.dialogs import ChoiceScreen
from tui.base.footer import Footer
from tui.base.widgets import ConfirmScreen, LiteralSelect, PlainStatic, airbanker, plain
from tui.base.words import error_text, in_words, refusal_text

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
    if again is not None:
        detail += " Its form then opens filled in as recorded: correct a line and record, or Esc to leave it undone."

    def answered(yes: bool | None) -> None:
        if yes and app.record("undo", {"target": seq}) is not None:
            offer_again(app, original)

    app.push_screen(ConfirmScreen(f"Undo #{seq}: {in_words(app, target.summary)}?", "Undo", detail=detail), answered)


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
    # the form shows what was undone: the notice's one line says what to do with it
    app.notify(
        "Its form shows it again: correct it and record, or Esc.",
        title=f"Undone #{undone.seq}",
        timeout=8,
    )


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
            app.record("redo", {"target": seq})

    app.push_screen(
        ConfirmScreen(
            f"Redo #{seq}: {in_words(app, original.summary)}?",
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
    return when.strftime("%Y-%m-%d %H:%M:%S") if full else when.strftime("%H:%M")


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


def _signed(amount: int, locale: str, millions: bool = False) -> str:
    text = format_money(amount, locale=locale, millions=millions)
    return text if amount < 0 else f"+{text}"


@dataclass(frozen=True, slots=True)
class _Row:
    """One action of the journal as drawn, read once per redraw of the game (the search only filters these)."""

    seq: int
    quarter: str
    cells: tuple[str, str, str, str]  # #, time, quarter, "action" text (with its undone mark)
    entries: tuple[tuple[str, tuple[tuple[str, str, str], ...]], ...]  # memo, (account, amount, balance)
    seats: frozenset[int]
    haystack: str  # what the search looks in, casefolded


class JournalSearch(Input):
    """The journal's search box: Enter, Escape or down go back to the journal (the search stays)."""

    BINDINGS = [
        Binding("escape", "done", "Back to the journal", id="journal_search_done", show=False),
        Binding("down", "done", "Back to the journal", show=False),
    ]

    def action_done(self) -> None:
        screen: Any = self.screen
        screen.search_now()


class JournalTable(DataTable[Any]):
    """The journal's table: a DataTable whose columns all have a set width and whose rows a set height.

    Textual measures every cell of every new row to size columns that fit their content; here no
    column does, so that measuring (a long game's journal has a row per posting: most of the time
    to its first paint) is skipped and only the rows on screen are rendered.
    """

    def _update_dimensions(self, new_rows: Iterable[RowKey]) -> None:
        # every column has its width (add_column(width=...)) and every row its height (add_row(height=...))
        super()._update_dimensions(())


class JournalScreen(Screen[None]):
    """Every action with its entries, time and each player's running balance, newest last; filter by
    player and quarter, or search by text (a player, a kind of action, an amount, a note)."""

    SUB_TITLE = "Journal"

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="journal_back"),
        Binding("ctrl+z", "app.undo", "Undo", id="undo"),
        Binding("ctrl+y", "app.redo", "Redo", id="redo"),
        Binding("slash", "search", "Search", id="journal_search"),
        Binding("c", "count_cash", "Count cash", id="count_cash"),
        Binding("a", "app.audit", "Audit", id="audit"),
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
        self._row_action: dict[str, int] = {}
        self._rows: list[_Row] = []
        self._cash_after: dict[int, tuple[int, ...]] = {}
        self._counts = JournalCounts(0, 0, 0)
        self._widths = (10, 7)  # the amount and balance columns: the widest amount (never cropped)
        self._search = ""
        self._drawn_search = ""
        self._search_timer: Timer | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        yield PlainStatic(id="journal-filters", markup=False)
        yield JournalSearch(
            placeholder="/ search: a player, an action, an amount, a note", id="journal-search", compact=True
        )
        yield JournalTable(id="journal", cursor_type="row", zebra_stripes=True)
        yield PlainStatic(id="journal-detail", markup=False, classes="keep-clear")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        # the newest actions first (the cursor is at the end: they are what the screen shows), every
        # action once that first frame is drawn: a long game's journal is a DataTable row per posting
        if self._load() and self._draw(first_part=True):
            self.call_after_refresh(self._draw)
        self.query_one("#journal", DataTable).focus()

    def on_resize(self) -> None:
        if getattr(self, "_drawn_width", None) != self.size.width:
            self._draw()

    # -- reading ---------------------------------------------------------------------------
    def refresh_game(self) -> None:
        """Read the stored journal again (after an action), then redraw it."""
        if self._load():
            self._draw()

    def _load(self) -> bool:
        """Read the journal once: the rows, their search text, the running balances and the counts."""
        app: Any = self.app
        try:
            game = app.game
            journal = app.book.journal(app.game_id)
        except RuleViolation as error:
            self.query_one("#journal-filters", Static).update(f"Cannot read the journal: {refusal_text(app, error)}")
            return False
        names = game.setup.players
        millions = _millions(app)
        in_force = set(game.in_force)
        # the latest redo of each action, to say where an undone action stands again
        redone = {
            r.payload["target"]: r.seq
            for r in game.records
            if r.kind == "redo" and isinstance(r.payload.get("target"), int)
        }
        self._counts = count_journal((seq, kind, entries) for seq, kind, *_, entries in journal)
        balances = running_balances(len(names), ((seq, entries) for seq, *_, entries in journal))
        self._cash_after = {b.seq: b.cash for b in balances}
        rows: list[_Row] = []
        amount_width = balance_width = 0
        for (seq, kind, position, summary, recorded_at, entries), running in zip(journal, balances, strict=True):
            rec = game.record_by_seq(seq) if seq > 0 else None
            mark = ""
            if rec is not None and kind not in GENERIC_KINDS and seq not in in_force:
                mark = f"(undone, redone #{redone[seq]}) " if redone.get(seq) in in_force else "(undone) "
            if rec is not None:
                seats = game.seats_of(rec)
            else:  # the setup concerns the seats of its opening postings
                seats = frozenset(s for s in range(1, len(names) + 1) if _posts_to(entries, s))
            drawn_entries = []
            summary = text_words(summary, game=game.setup.game, players=names)
            hay = [f"#{seq}", summary, kind, kind_title(kind), position]
            hay += [names[s - 1] for s in seats]
            if rec is not None and rec.note:
                hay.append(rec.note)
            for entry, after in zip(entries, running.after_posting, strict=True):
                postings = []
                hay.append(entry.memo)
                for posting, balance in zip(entry.postings, after, strict=True):
                    amount = _signed(posting.amount, app.locale, millions)
                    cash = posting.account.endswith(":cash") and posting.account.startswith("p")
                    shown_balance = format_money(balance, locale=app.locale, millions=millions) if cash else ""
                    account = account_words(posting.account, names)
                    postings.append((account, amount, shown_balance))
                    hay += [account, amount, str(posting.amount), str(abs(posting.amount))]
                    amount_width = max(amount_width, len(amount))
                    balance_width = max(balance_width, len(shown_balance))
                drawn_entries.append((text_words(entry.memo, game=game.setup.game, players=names), tuple(postings)))
            quarter = _quarter(position)
            rows.append(
                _Row(
                    seq,
                    quarter,
                    (str(seq), _local_time(recorded_at), quarter or "—", f"{mark}{summary}"),
                    tuple(drawn_entries),
                    seats,
                    " ".join(hay).casefold(),
                )
            )
        self._rows = rows
        self._widths = (max(10, amount_width), max(7, balance_width))
        return True

    # -- drawing --------------------------------------------------------------------------
    def _shown(self, row: _Row) -> bool:
        """Whether a row passes the filters and the search (every word searched is in it, as typed)."""
        if self.player and self.player not in row.seats:
            return False
        if self.quarter != ALL and row.quarter != self.quarter:
            return False
        return all(word in row.haystack for word in self._search.casefold().split())

    def _draw(self, *, first_part: bool = False) -> bool:
        """Draw the rows read last that pass the filters, keeping the cursor at the end when it was there.

        Args:
            first_part: draw only the newest actions, about two screens of rows (the journal opens at its
                end); the caller draws the whole journal after that frame.

        Returns:
            Whether only the first part was drawn (some older actions are still to be drawn).
        """
        app: Any = self.app
        table = self.query_one("#journal", DataTable)
        at_end = table.row_count == 0 or table.cursor_row >= table.row_count - 1
        kept = self._row_action.get(self._cursor_key(table), None) if not at_end else None
        table.clear(columns=True)
        self._drawn_width = self.size.width
        self._drawn_search = self._search
        amount_width, balance_width = self._widths
        # the amount and balance columns fit the widest amount (never cropped); the text column takes the rest
        what_width = max(20, self.size.width - 30 - amount_width - balance_width)
        table.add_column("#", key="seq", width=4)
        table.add_column("Time", key="time", width=5)
        table.add_column("Turn" if _period(app) == "turn" else "Qtr", key="quarter", width=5)
        table.add_column("Action · entry", key="what", width=what_width)
        table.add_column("Amount", key="amount", width=amount_width)
        table.add_column("Balance", key="balance", width=balance_width)
        self._row_action = {}
        drawn = [row for row in self._rows if self._shown(row)]
        shown = sum(row.seq > 0 for row in drawn)
        part = False
        if first_part:
            room, lines = 2 * max(self.app.size.height, 24), 0
            for start in range(len(drawn) - 1, -1, -1):
                row = drawn[start]
                lines += 1 + (sum(1 + len(p) for _m, p in row.entries) if self.show_entries else 0)
                if lines >= room:
                    part = start > 0
                    drawn = drawn[start:]
                    break
        for row in drawn:
            seq = row.seq
            key = f"a{seq}"
            number, time, quarter, what = row.cells
            text, lines = _wrapped(what, what_width)
            table.add_row(number, time, quarter, text, "", "", key=key, height=lines)
            self._row_action[key] = seq
            if not self.show_entries:
                continue
            for line, (memo, postings) in enumerate(row.entries, start=1):
                row_key = f"a{seq}e{line}"
                text, lines = _wrapped(f"  {memo}:", what_width, indent="    ")
                table.add_row("", "", "", text, "", "", key=row_key, height=lines)
                self._row_action[row_key] = seq
                for index, (account, amount, balance) in enumerate(postings):
                    row_key = f"a{seq}e{line}p{index}"
                    table.add_row(
                        "",
                        "",
                        "",
                        plain(f"    {account}"),
                        Text(amount, justify="right"),
                        Text(balance, justify="right"),
                        key=row_key,
                    )
                    self._row_action[row_key] = seq
        self._describe_filters(shown)
        if table.row_count:
            target = table.row_count - 1
            if kept is not None:
                target = next((i for i, k in enumerate(self._row_action) if self._row_action[k] == kept), target)
            table.move_cursor(row=target, animate=False)
            self.call_after_refresh(table.move_cursor, row=target, animate=False)
        self._show_detail()
        return part

    @staticmethod
    def _cursor_key(table: DataTable[Any]) -> str:
        if not table.row_count:
            return ""
        try:
            return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)
        except Exception:  # noqa: BLE001 - a stale cursor only loses its place
            return ""

    def _describe_filters(self, shown: int) -> None:
        app: Any = self.app
        names = app.game.setup.players
        who = "every player" if not self.player else f"{names[self.player - 1]} (seat {self.player})"
        when = f"every {_period(app)}" if self.quarter == ALL else self.quarter
        entries = " · entries hidden (e)" if not self.show_entries else ""
        filtered = self.player or self.quarter != ALL or self._search.strip()
        showing = f"{shown:,} shown" if filtered else "all shown"
        self.query_one("#journal-filters", Static).update(
            f"{self._counts.describe()} · {showing}\n"
            f"Player: {who} (w) · {_period(app).capitalize()}: {when} (t){entries}"
        )

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
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
        self.query_one("#journal", DataTable).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "journal-search":
            event.stop()
            self.search_now()

    def _show_detail(self) -> None:
        app: Any = self.app
        table = self.query_one("#journal", DataTable)
        detail = self.query_one("#journal-detail", Static)
        seq = self._row_action.get(self._cursor_key(table))
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
        detail.update(
            f"#{rec.seq} {kind_title(rec.kind)} · {rec.position} · {_local_time(rec.recorded_at, full=True)}{note}\n"
            f"{in_words(app, rec.summary)}\nCash after #{rec.seq}: {after}"
        )

    # -- actions --------------------------------------------------------------------------
    def action_search(self) -> None:
        self.query_one("#journal-search", Input).focus()

    def action_count_cash(self) -> None:
        airbanker(self).action_count_cash(self.player)

    def action_filter_player(self) -> None:
        app: Any = self.app
        options = [(ALL, "Every player")] + [
            (str(seat), f"{seat}  {name}") for seat, name in enumerate(app.game.setup.players, start=1)
        ]

        def chosen(value: str | None) -> None:
            if value is not None:
                self.player = 0 if value == ALL else int(value)
                self._draw()

        app.push_screen(ChoiceScreen("Show the actions of", options, current=str(self.player or ALL)), chosen)

    def action_filter_quarter(self) -> None:
        app: Any = self.app
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

    def action_clear_filters(self) -> None:
        self.player, self.quarter = 0, ALL
        self._search = ""
        self.query_one("#journal-search", Input).value = ""  # drawn below: its Input.Changed draws nothing more
        self._draw()

    def action_toggle_entries(self) -> None:
        self.show_entries = not self.show_entries
        self._draw()


def _posts_to(entries: Any, seat: int) -> bool:
    """Whether an action's entries post to one of the seat's accounts (``p2:cash``, ``p2:loans``)."""
    return any(p.account.startswith(f"p{seat}:") for e in entries for p in e.postings)


def _wrapped(text: str, width: int, indent: str = "") -> tuple[Text, int]:
    """``text`` shown as typed (:func:`plain`), folded at spaces into lines of at most ``width`` cells
    (later lines start with ``indent``), and how many lines: a long description is shown whole on a
    taller row, never cut at the column's edge."""
    if cell_len(text) <= width:
        return plain(text), 1
    lines = textwrap.wrap(text, width, subsequent_indent=indent, break_on_hyphens=False) or [""]
    return Text("\n".join(plain(line).plain for line in lines)), len(lines)


# -- count cash -------------------------------------------------------------------------
def parse_amount(text: str) -> int | None:
    """Whole units typed as ``12400``, ``12,400`` or ``$12,400``; ``None`` when not a whole amount."""
    cleaned = text.replace("$", "").replace(",", "").replace(" ", "").replace("\u202f", "").strip()
    if not (cleaned.isascii() and cleaned.isdigit()) or len(cleaned) > MAX_DIGITS:
        return None
    return int(cleaned)


class CountCashScreen(BackdropModalScreen[bool]):
    """The banker counted a player's cash: a balance assertion, recorded only if the books agree.

    A mismatch records nothing and shows the difference (from :class:`ledger.journal.BalanceMismatch`).
    """

    DEFAULT_CLASSES = "dialog"
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="count_cash_cancel")]

    def __init__(self, seat: int = 0) -> None:
        super().__init__()
        self.seat = seat

    def compose(self) -> ComposeResult:
        app: Any = self.app
        names = app.game.setup.players
        seat = self.seat if 1 <= self.seat <= len(names) else 1
        with Vertical(id="dialog"):
            yield Static("Count cash: the money in front of a player, counted", id="question")
            yield LiteralSelect(
                [(f"{s}  {n}", s) for s, n in enumerate(names, start=1)],
                value=seat,
                allow_blank=False,
                id="count-player",
            )
            unit, example = ("$ millions", "50") if _millions(app) else ("whole dollars", "12400")
            yield Input(
                placeholder=f"counted cash in {unit}, e.g. {example}",
                id="count-amount",
                restrict=r"[0-9$,M ]*",
                validate_on=["changed", "submitted"],
                validators=[
                    Function(
                        lambda text: parse_amount(text.replace("M", "")) is not None,
                        f"type the amount counted, in {unit}",
                    )
                ],
            )
            yield PlainStatic("", id="refusal", markup=False)
            yield Static("Type the amount · shift+Tab: choose the player · Enter: record · Esc: cancel", classes="keys")

    def on_mount(self) -> None:
        self.query_one("#count-amount", Input).focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        refusal = self.query_one("#refusal", Static)
        if event.validation_result and not event.validation_result.is_valid and event.value:
            refusal.update(event.validation_result.failure_descriptions[0])
        else:
            refusal.update("")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.submit()

    def submit(self) -> None:
        """Record the balance assertion; on a mismatch show the difference and stay open."""
        app: Any = self.app
        refusal = self.query_one("#refusal", Static)
        amount = parse_amount(self.query_one("#count-amount", Input).value.replace("M", ""))
        if amount is None:
            refusal.update(
                "Type the amount counted, in $ millions."
                if _millions(app)
                else "Type the amount counted, in whole dollars."
            )
            return
        seat = self.query_one("#count-player", Select).value
        outcome = app.try_record("balance_assertion", {"player": seat, "cash": amount}, notify_refusal=False)
        if isinstance(outcome, BalanceMismatch):
            refusal.update(f"Does not agree; nothing recorded.\n{refusal_text(app, outcome)}")
            self.app.bell()
            return
        if isinstance(outcome, RuleViolation):
            refusal.update(f"Refused; nothing recorded.\n{refusal_text(app, outcome)}")
            return
        self.dismiss(True)

    def action_cancel(self) -> None:
        self.dismiss(False)


# -- audit -------------------------------------------------------------------------------
class AuditScreen(Screen[None]):
    """Replay the game from nothing and compare with the stored journal, in a worker thread."""

    SUB_TITLE = "Audit"

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="audit_back"),
        Binding("r", "run_audit", "Audit again", id="audit_again"),
    ]

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="audit-scroll"):
            yield PlainStatic("Auditing…", id="audit-result", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.action_run_audit()

    def action_run_audit(self) -> None:
        app: Any = self.app
        if app.game_id is None:
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
        app: Any = self.app
        # the same counts, in the same words, as the journal's (ledger.journal_view.JournalCounts)
        lines = [f"Game {report.game_id}: {report.counts.describe()}, replayed and checked.", report.seal, ""]
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
        names = app.game.setup.players
        lines += ["", "Balances from the stored postings:"]
        for code, amount in sorted(report.balances.items()):
            money = format_money(amount, locale=app.locale, millions=_millions(app))
            lines.append(f"  {account_words(code, names):<28} {money:>14}")
        lines += ["", "r: audit again    Esc: back"]
        self.query_one("#audit-result", Static).update("\n".join(lines))

    def _summary(self, seq: int) -> str:
        app: Any = self.app
        try:
            return f" {app.game.record_by_seq(seq).summary}" if seq > 0 else " (the setup)"
        except (IndexError, RuleViolation):
            return ""
