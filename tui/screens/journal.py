"""Journal, undo and redo with confirmation, count cash, audit.

Everything here is drawn from the ledger: the stored journal (:meth:`ledger.store.Book.journal`),
the game's records (:class:`ledger.game.Record`), who an action concerns
(:meth:`ledger.game.Game.seats_of`), what an undo or a redo would touch
(:meth:`ledger.game.Game.undo_target`, :meth:`~ledger.game.Game.redo_target`) and the audit
(:meth:`ledger.store.Book.audit`). Undo, redo and a balance assertion are recorded actions.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.validation import Function
from textual.widgets import DataTable, Footer, Header, Input, Select, Static

from ledger.game import GENERIC_KINDS, Record
from ledger.games import meta_for
from ledger.journal import BalanceMismatch, RuleViolation
from ledger.json_input import MAX_DIGITS
from ledger.money import format_money
from ledger.words import account_words, kind_title
from tui.base.dialogs import ChoiceScreen
from tui.base.widgets import ConfirmScreen, LiteralSelect, PlainStatic, airbanker, plain
from tui.base.words import error_text, in_words, refusal_text

ALL = "all"


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

    def answered(yes: bool | None) -> None:
        if yes:
            app.record("undo", {"target": seq})

    app.push_screen(
        ConfirmScreen(
            f"Undo #{seq}: {target.summary}?", "Undo", detail="A reversing entry is recorded; the journal keeps both."
        ),
        answered,
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
            f"Redo #{seq}: {original.summary}?", "Redo", detail="The action is recorded again with its entries."
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


class JournalScreen(Screen[None]):
    """Every action with its entries and time, newest last; filter by player and quarter."""

    SUB_TITLE = "Journal"

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="journal_back"),
        Binding("ctrl+z", "app.undo", "Undo", id="undo"),
        Binding("ctrl+y", "app.redo", "Redo", id="redo"),
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

    def compose(self) -> ComposeResult:
        yield Header()
        yield PlainStatic(id="journal-filters", markup=False)
        yield DataTable(id="journal", cursor_type="row", zebra_stripes=True)
        yield PlainStatic(id="journal-detail", markup=False)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.refresh_game()

    def on_resize(self) -> None:
        if getattr(self, "_drawn_width", None) != self.size.width:
            self.refresh_game()

    # -- drawing --------------------------------------------------------------------------
    def refresh_game(self) -> None:
        """Redraw from the stored journal, keeping the cursor at the end when it was there."""
        app: Any = self.app
        try:
            game = app.game
            journal = app.book.journal(app.game_id)
        except RuleViolation as error:
            self.query_one("#journal-filters", Static).update(f"Cannot read the journal: {refusal_text(app, error)}")
            return
        table = self.query_one("#journal", DataTable)
        at_end = table.row_count == 0 or table.cursor_row >= table.row_count - 1
        kept = self._row_action.get(self._cursor_key(table), None) if not at_end else None
        names = game.setup.players
        in_force = set(game.in_force)
        # the latest redo of each action, to say where an undone action stands again
        redone = {
            r.payload["target"]: r.seq
            for r in game.records
            if r.kind == "redo" and isinstance(r.payload.get("target"), int)
        }
        table.clear(columns=True)
        self._drawn_width = self.size.width
        # the amount column fits the widest amount (never cropped); the text column takes the rest
        amount_width = max(
            [10]
            + [
                len(_signed(p.amount, app.locale, _millions(app)))
                for *_, entries in journal
                for e in entries
                for p in e.postings
            ]
        )
        what_width = max(20, self.size.width - 28 - amount_width)
        table.add_column("#", key="seq", width=4)
        table.add_column("Time", key="time", width=5)
        table.add_column("Turn" if _period(app) == "turn" else "Qtr", key="quarter", width=5)
        table.add_column("Action · entry", key="what", width=what_width)
        table.add_column("Amount", key="amount", width=amount_width)
        self._row_action = {}
        shown = 0
        for seq, kind, position, summary, recorded_at, entries in journal:
            rec = game.record_by_seq(seq) if seq > 0 else None
            if self.player and not self._concerns(game, rec, entries):
                continue
            if self.quarter != ALL and _quarter(position) != self.quarter:
                continue
            shown += 1
            mark = ""
            if rec is not None and kind not in GENERIC_KINDS and seq not in in_force:
                mark = f"(undone, redone #{redone[seq]}) " if redone.get(seq) in in_force else "(undone) "
            key = f"a{seq}"
            table.add_row(
                str(seq),
                _local_time(recorded_at),
                _quarter(position) or "—",
                plain(f"{mark}{in_words(app, summary)}"),
                "",
                key=key,
            )
            self._row_action[key] = seq
            if not self.show_entries:
                continue
            for line, entry in enumerate(entries, start=1):
                row_key = f"a{seq}e{line}"
                table.add_row("", "", "", plain(f"  {entry.memo}:"), "", key=row_key)
                self._row_action[row_key] = seq
                for index, posting in enumerate(entry.postings):
                    row_key = f"a{seq}e{line}p{index}"
                    table.add_row(
                        "",
                        "",
                        "",
                        plain(f"    {account_words(posting.account, names)}"),
                        Text(_signed(posting.amount, app.locale, _millions(app)), justify="right"),
                        key=row_key,
                    )
                    self._row_action[row_key] = seq
        self._describe_filters(shown, len(journal))
        if table.row_count:
            target = table.row_count - 1
            if kept is not None:
                target = next((i for i, k in enumerate(self._row_action) if self._row_action[k] == kept), target)
            table.move_cursor(row=target, animate=False)
            self.call_after_refresh(table.move_cursor, row=target, animate=False)
        self._show_detail()

    def _concerns(self, game: Any, rec: Record | None, entries: Any) -> bool:
        """Whether the filtered player is concerned (the setup: by its opening postings)."""
        if rec is not None:
            return self.player in game.seats_of(rec)
        return any(p.account.startswith(f"p{self.player}:") for e in entries for p in e.postings)

    @staticmethod
    def _cursor_key(table: DataTable[Any]) -> str:
        if not table.row_count:
            return ""
        try:
            return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)
        except Exception:  # noqa: BLE001 - a stale cursor only loses its place
            return ""

    def _describe_filters(self, shown: int, total: int) -> None:
        app: Any = self.app
        names = app.game.setup.players
        who = "every player" if not self.player else f"{names[self.player - 1]} (seat {self.player})"
        when = f"every {_period(app)}" if self.quarter == ALL else self.quarter
        entries = "" if self.show_entries else " · entries hidden (e)"
        self.query_one("#journal-filters", Static).update(
            f"Player: {who} (w) · {_period(app).capitalize()}: {when} (t) · {shown} of {total} actions{entries}"
        )

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._show_detail()

    def _show_detail(self) -> None:
        app: Any = self.app
        table = self.query_one("#journal", DataTable)
        detail = self.query_one("#journal-detail", Static)
        seq = self._row_action.get(self._cursor_key(table))
        if seq is None:
            detail.update("No action matches the filters." if not table.row_count else "")
            return
        if seq == 0:
            detail.update("#0 Game set up: the opening entries (starting cash).")
            return
        rec = app.game.record_by_seq(seq)
        note = f" · note: {rec.note}" if rec.note else ""
        detail.update(
            f"#{rec.seq} {kind_title(rec.kind)} · {rec.position} · {_local_time(rec.recorded_at, full=True)}{note}\n"
            f"{rec.summary}"
        )

    # -- actions --------------------------------------------------------------------------
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
                self.refresh_game()

        app.push_screen(ChoiceScreen("Show the actions of", options, current=str(self.player or ALL)), chosen)

    def action_filter_quarter(self) -> None:
        app: Any = self.app
        quarters: list[str] = []
        for rec in app.game.records:
            label = _quarter(rec.position)
            if label and label not in quarters:
                quarters.append(label)
        options = [(ALL, f"Every {_period(app)}")] + [(q, q) for q in quarters]

        def chosen(value: str | None) -> None:
            if value is not None:
                self.quarter = value
                self.refresh_game()

        app.push_screen(ChoiceScreen("Show the actions of", options, current=self.quarter), chosen)

    def action_clear_filters(self) -> None:
        self.player, self.quarter = 0, ALL
        self.refresh_game()

    def action_toggle_entries(self) -> None:
        self.show_entries = not self.show_entries
        self.refresh_game()


# -- count cash -------------------------------------------------------------------------
def parse_amount(text: str) -> int | None:
    """Whole units typed as ``12400``, ``12,400`` or ``$12,400``; ``None`` when not a whole amount."""
    cleaned = text.replace("$", "").replace(",", "").replace(" ", "").replace("\u202f", "").strip()
    if not (cleaned.isascii() and cleaned.isdigit()) or len(cleaned) > MAX_DIGITS:
        return None
    return int(cleaned)


class CountCashScreen(ModalScreen[bool]):
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
        lines = [f"Game {report.game_id}: {report.actions} actions replayed, {report.entries} entries checked.", ""]
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
