"""The frame the three games' table screens share (Air Empire, 1930, Air Fare).

Each table screen is a column of one-line parts over a grid of the players, the keys not in the
footer, and the footer; the keys to the books (journal, count cash, audit, print) are the app's.
What a screen draws and which keys it has stay in its own module; the binding ids stay each
screen's own (``table_journal``, ``ga_journal``, ``af_journal`` …: the keymap in config.toml
remaps keys by id).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.coordinate import Coordinate
from textual.notifications import Notification
from textual.screen import Screen
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import DataTable, Header
from textual.widgets._toast import Toast, ToastRack

from ledger.game import Game, Record
from ledger.journal import RuleViolation
from tui.base.footer import Footer
from tui.base.keys import key_text
from tui.base.toasts import withdraw
from tui.base.widgets import PlainStatic, RowTable, airbanker, clip_words, outright_refusal, refusal_line
from tui.base.words import error_text, in_words, undone_marks

__all__ = ["GameTableScreen", "book_bindings", "journal_binding", "keep_whole"]


class _Phased(Protocol):
    """What the frame reads of any game's state: the phase it is in."""

    @property
    def phase(self) -> str: ...


StateT = TypeVar("StateT", bound=_Phased)


def journal_binding(binding_id: str) -> Binding:
    """``j``: the journal of every action (shown in the footer)."""
    return Binding("j", "journal", "Journal", id=binding_id, tooltip="The journal of every action")


def book_bindings(prefix: str, print_description: str, print_tooltip: str) -> list[Binding]:
    """``k`` count cash, ``a`` audit, ``P`` print, hidden from the footer; ids ``{prefix}_count_cash``,
    ``{prefix}_audit`` and ``{prefix}_print``."""
    return [
        Binding(
            "k",
            "count_cash",
            "Count cash",
            id=f"{prefix}_count_cash",
            show=False,
            tooltip="Count a player's cash: recorded when it agrees with the books",
        ),
        Binding("a", "audit", "Audit", id=f"{prefix}_audit", show=False, tooltip="Audit: replay every action"),
        Binding("P", "print", print_description, id=f"{prefix}_print", show=False, tooltip=print_tooltip),
    ]


def keep_whole(items: Sequence[str], width: int) -> str:
    """``items`` on lines of at most ``width`` cells, the first (a heading such as ``"More:"``) then the others
    with ``" · "`` between them, folded only between two items (a line folded ends with ``" ·"``): a key and what
    it does ("ctrl+z undo") are never split over two lines (a newcomer's try at 120x36: "ctrl+z" ended a line,
    "undo" began the next). An item wider than a line has a line of its own."""
    lines: list[str] = []
    line = ""
    for index, item in enumerate(items):
        sep = "" if index == 0 else (" " if index == 1 else " · ")
        if line and cell_len(line + sep + item + " ·") > width:
            lines.append(line if index == 1 else line + " ·")
            line = item
        else:
            line += sep + item
    lines.append(line)
    return "\n".join(lines)


class KeysLine(PlainStatic):
    """The table's "More:" keys line: as its size changes (the keys folded at another width), the screen's notices
    move to keep off it (:meth:`GameTableScreen.place_notices`)."""

    def on_resize(self, _event: events.Resize) -> None:
        place = getattr(self.screen, "place_notices", None)
        if place is not None:
            self.call_after_refresh(place)


class GameTableScreen(Screen[None], Generic[StateT]):
    """A game's table: ``PARTS`` top to bottom (``GRID`` is the DataTable, the others one-line
    Statics), the keys not in the footer, the footer.

    The keys follow the moment of the game: a phase key (``PHASE_KEYS``: action → the action kind
    its form records) is offered in the footer, on the "More" line and on the Next line only while
    the ledger does not refuse that kind outright (:meth:`ledger.game.Game.refused_now`: wrong phase,
    wrong variant, game over). No phase rule is kept here; pressing a key refused now says why.
    """

    #: the ids of the parts between the header and the "more keys" line, top to bottom
    PARTS: ClassVar[tuple[str, ...]] = ()
    #: the id of the DataTable among ``PARTS``
    GRID: ClassVar[str] = "grid"
    #: what the help (F1) calls this screen
    HELP_TITLE: ClassVar[str] = "the table"
    #: the action kind each phase key's form records (action name → kind)
    PHASE_KEYS: ClassVar[Mapping[str, str]] = {}
    #: the probe :meth:`ledger.game.Game.refused_now` is asked with, by kind (``{}`` when not listed)
    PROBES: ClassVar[Mapping[str, Mapping[str, Any]]] = {}

    _refusals: dict[str, RuleViolation | None]
    _refusals_at: tuple[int, int] | None = None
    _keys_shown: frozenset[str] | None = None
    #: action kind -> the screen's action opening the form that fills itself from a payload of that kind
    #: (an action undone is offered again filled in: :func:`tui.screens.journal.offer_again`)
    REFILL: ClassVar[Mapping[str, str]] = {}
    #: the kinds among :attr:`REFILL` whose action asks a question (y/n) rather than opening a form: an action of
    #: one of them undone is asked again
    ASK_AGAIN: ClassVar[frozenset[str]] = frozenset()

    #: the "Not now" notices this screen showed, withdrawn when another screen comes (:meth:`on_screen_suspend`)
    _not_now_notices: tuple[Notification, ...] = ()

    def on_screen_suspend(self, _event: events.ScreenSuspend) -> None:
        """Another screen over this one (a question, a form) or in its place (the list of games): its "Not now"
        notices go, being about this screen's keys. Newcomers' tries: "Not now · no merger now…" stayed over the
        list of games' title at 80x24, and 1930's Pass question opened under an old "Not now"."""
        for notice in self._not_now_notices:
            withdraw(self.app, notice)
        self._not_now_notices = ()

    def compose(self) -> ComposeResult:
        yield Header()
        for part in self.PARTS:
            if part == self.GRID:
                yield RowTable(id=part, cursor_type="row", zebra_stripes=True)
            else:
                yield self.part_widget(part)
        yield KeysLine(self.more_keys(), id="more", markup=False, classes="keep-clear")
        yield PlainStatic("", id="recent", markup=False)
        yield Footer(compact=True, show_command_palette=False)

    def part_widget(self, part: str) -> Widget:
        """The widget of the part ``part`` of :attr:`PARTS` (not the grid): a line of text; a screen may give its own
        (Air Fare's detail fits its text to its room as it changes)."""
        return PlainStatic(id=part)

    #: the lines under the grid a dialog at the foot of a tall terminal cut into, hidden (:meth:`clear_foot`): each
    #: with its own display rule before (``None``: the screen's rules said)
    _foot_hidden: dict[Widget, str | None]
    #: the dialogs' top line the lines were last cleared for (``None``: none hidden)
    _foot_top: int | None = None

    def clear_foot(self, top: int | None) -> bool:
        """A dialog sits at the foot of a tall terminal over this table, its box's top on row ``top``
        (:meth:`tui.base.backdrop.BackdropModalScreen.to_foot`): the lines under the grid from the first one that
        reaches that row on (the detail, the notes, the "More" keys, the latest actions) are hidden while it is
        open, the grid and the lines above the box whole (a newcomer's try at 120x36: "More: t Ta╭────",
        "ctrl+z und│"). ``None``: every line shown again. Laid out at once for the dialog's backdrop (a covered
        screen is laid out again only once on top); whether anything was hidden or shown now."""
        if top == self._foot_top:
            return False
        hidden = getattr(self, "_foot_hidden", {})
        for line, rule in hidden.items():
            # None clears the rule as Textual's setter does (laid out again), not styles.clear_rule (not laid out)
            line.styles.display = rule
        self._foot_hidden, self._foot_top = {}, top
        if top is not None:
            self._refresh_layout()  # where the lines are, all shown
            grids = list(self.query(f"#{self.GRID}"))
            lines = list(self.children)
            under = lines[lines.index(grids[0]) + 1 :] if grids else []
            cut = False
            for line in under:
                if not line.display or line.styles.dock != "none":  # (the footer)
                    continue
                cut = cut or line.region.bottom > top
                if cut:
                    rule = line.styles.inline.get_rule("display", None)
                    self._foot_hidden[line] = rule if isinstance(rule, str) else None
                    line.styles.display = "none"
        if not hidden and not self._foot_hidden:
            return False
        self._refresh_layout()
        return True

    def on_screen_resume(self) -> None:
        """On top again: the lines a dialog hid (:meth:`clear_foot`) show again, as the screen's own rules say (the
        latest actions: in a tall terminal only), the latest actions drawn in their room."""
        if self.clear_foot(None):
            self.refresh(layout=True)
            self.call_after_refresh(self.draw_recent)
        self.call_after_refresh(self.place_notices)

    def place_notices(self) -> None:
        """The notices' line (app.tcss, ToastRack: the bottom line above the footer) is never a keys line: with the
        "More:" keys straight above the footer (80x24, where the latest actions are not shown), the notices go on
        the line above those keys, the last line of the table's parts; else (the latest actions under the keys) on
        the bottom line as on every screen. A newcomer's try of Air Fare at 80x24: "Recorded #…" covered the
        second line of the More keys ("P Print audit · ctrl+z undo · ctrl+p every action") for its seconds."""
        place = getattr(self.app, "place_notices", None)
        if place is not None and self.is_attached and self.is_current:
            place(self)

    #: the rows of the notice shown on this screen (0: none), as :meth:`notice_shown` was last told
    notice_rows: int = 0
    #: looks whether the notice is gone, or drawn taller, while one is shown (:meth:`notice_shown`)
    _notice_timer: Timer | None = None

    def notice_shown(self, rows: int) -> None:
        """A notice of ``rows`` lines is shown on this screen (0: none), as the app tells while it places the notices
        (:meth:`tui.app.AirbankerApp.place_notices`, the lowest line above the "More:" keys): :attr:`notice_rows`
        kept, and :meth:`notice_rows_changed` called when they change, for a game's table to leave those rows to the
        notice and take them back as it goes. A notice running out tells nobody (Textual removes it without placing
        the notices again): looked for a few times a second while one is on (:meth:`_notice_gone`)."""
        if rows and self._notice_timer is None:
            self._notice_timer = self.set_interval(0.25, self._notice_gone)
        if rows != self.notice_rows:
            self.notice_rows = rows
            self.notice_rows_changed()

    def notice_rows_changed(self) -> None:
        """:attr:`notice_rows` changed (a notice shown, drawn taller than measured, or gone): nothing by default; a
        game's table whose detail reaches the "More:" keys at 80x24 fits it again (Air Empire's legend, Air Fare's
        ways to raise money: newcomers' tries saw a "Recorded" notice cover their last line)."""

    def _notice_gone(self) -> None:
        """While a notice is on, the rows it takes as drawn (the newest, the one shown): the app measures it as it
        comes, before it is laid out, and a warning of three lines was taken for one (a newcomer's try at 80x24: the
        ways to raise money cut under a "Not now" of three lines); once it is gone, none."""
        toasts = [toast for rack in self.query_children(ToastRack) for toast in rack.query(Toast)]
        if toasts:
            newest = toasts[-1]
            if newest.region.height and newest.outer_size.height != self.notice_rows:
                self.notice_shown(newest.outer_size.height)
            return
        if self._notice_timer is not None:
            self._notice_timer.stop()
            self._notice_timer = None
        self.notice_shown(0)

    def notice_of(self, summary: str) -> tuple[str | None, int]:
        """The Recorded notice of the next action, its ledger's ``summary`` given, and the lines it may take
        (:meth:`tui.app.AirbankerApp.record`): ``None`` (the summary in words) on one line unless the game says it
        its own way (1930: :meth:`tui.games.golden_age.table.GoldenAgeScreen.notice_of`)."""
        return None, 1

    def spare_rows(self) -> list[int]:
        """The screen's rows where nothing is drawn among the table's parts, for a notice to take before a line of
        text (:meth:`tui.app.AirbankerApp.place_notices`): none by default, the lowest line above the keys then."""
        return []

    def on_resize(self) -> None:
        """A column's width follows the terminal's: redraw at the new size (a whole name where it fits)."""
        refresh = getattr(self, "refresh_game", None)
        if refresh is not None and self.is_mounted:
            refresh()
        if self.is_mounted:  # the "More" line folds between its keys at the new width (:func:`keep_whole`)
            self.query_one("#more", PlainStatic).update(self.more_keys())
        self.call_after_refresh(self.draw_recent)
        self.call_after_refresh(self.place_notices)  # the latest actions under the keys or not (a tall terminal)

    def draw_recent(self) -> None:
        """The room left under the parts (a tall terminal: 120×36 left some 14 lines empty) shows the latest
        actions, newest last, one line each as the journal words them (issue 13: the extra room is used), the last two
        lines left blank for a notice."""
        recent = self.query("#recent").results(PlainStatic)
        part = next(iter(recent), None)
        if part is None or not self.is_attached:
            return
        room = part.size.height
        try:
            records = self.game.records
        except Exception:  # noqa: BLE001 - no game open (yet)
            records = []
        if room < 3 or not records:
            part.update("")
            return
        width = max(20, part.size.width)
        marks = undone_marks(self.game)
        lines = []
        # the bottom two lines are left for the notices (the lines above the footer: AirbankerApp.place_notices; a
        # notice may take two, "Not used · c: …"): newcomers' tries at 120x36, a notice sat on the newest action
        for rec in records[-(room - 3) :]:
            summary = in_words(self, rec.summary)
            when = rec.position.split(",", 1)[0]
            # "#3 Y1 Q1 · Denver bids", not "#3 Y1 Q1 · Y1 Q1 Denver bids"; an action undone says so, as in the journal
            # (the mark next to the number every time: "#3 (undone) Y1 Q1 · Planes bought", a newcomer's try found it
            # before the quarter on one line and after it on the next)
            undone = f" {marks[rec.seq]}" if rec.seq in marks else ""
            # (and "#82 Turn 16: 8 flights", not "#82 Turn 16 · Turn 16: 8 flights")
            said = summary.startswith((f"{when} ", f"{when}:"))
            head = f"#{rec.seq}{undone}" if said else f"#{rec.seq}{undone} {when} ·"
            lines.append(f"{head} {summary}")
        journal = next((b for b in self.BINDINGS if isinstance(b, Binding) and b.action == "journal"), None)
        head = f"Latest actions ({self.key_of(journal)}: the journal)" if journal else "Latest actions"
        shown = [head] + [clip_words(line, width) for line in lines]
        part.update("\n".join(shown))

    def more_keys(self) -> str:
        """The keys not in the footer that work now, as the keymap has them (e.g. "i Income")."""
        shown = [self.shown_binding(b) for b in self.BINDINGS if isinstance(b, Binding)]
        hidden = [f"{self.key_of(b)} {b.description}" for b in shown if not b.show and self.check_action(b.action, ())]
        # undo is the app's key (the footer has no room for it at 80 columns): said here, so it is found without
        # the command palette (a newcomer's try)
        undo = next((b for b in getattr(self.app, "BINDINGS", ()) if isinstance(b, Binding) and b.id == "undo"), None)
        undo_key = [f"{self.key_of(undo)} undo"] if undo is not None else []
        # and redo while there is an undo to redo (a newcomer's try: after an undo the line named ctrl+z only)
        redo = next((b for b in getattr(self.app, "BINDINGS", ()) if isinstance(b, Binding) and b.id == "redo"), None)
        if redo is not None and self._can_redo():
            undo_key.append(f"{self.key_of(redo)} redo")
        # F1 is not said again: the footer shows "f1 Help" (a newcomer's try, 1930's End of Turn: with "p Decline"
        # the line ran past its two rows and lost "action")
        palette = next(
            (b for b in getattr(self.app, "BINDINGS", ()) if isinstance(b, Binding) and b.id == "command_palette"), None
        )
        every = [f"{self.key_of(palette)} every action"] if palette is not None else []
        return keep_whole(["More:", *hidden, *undo_key, *every], self.app.size.width)

    def shown_binding(self, binding: Binding) -> Binding:
        """``binding`` as the footer and the More line (:meth:`more_keys`) show it now: itself, unless a table moves a
        key between the two by phase (1930's End of Turn shows the keys its Next line names). The key and its action
        are never changed, only ``show``."""
        return binding

    def _can_redo(self) -> bool:
        """Whether the latest undo can be redone now (:meth:`ledger.game.Game.redo_target`)."""
        try:
            return airbanker(self).game_id is not None and self.game.redo_target() is not None
        except RuleViolation:
            return False

    def key_of(self, binding: Binding) -> str:
        """The first key of ``binding`` as the keymap has it now (``"m"``), named as key lines name keys
        (:func:`tui.base.keys.key_text`: ``"ctrl+z"``, ``"Esc"``, ``"?"``)."""
        key_for: Callable[[Binding], str] = getattr(self.app, "key_for", lambda b: b.key)
        return key_text(key_for(binding).split(",")[0])

    @property
    def game(self) -> Game:
        return airbanker(self).game

    @property
    def state(self) -> StateT:
        state: StateT = self.game.state
        return state

    def undo_question(self, target: Record) -> str | None:
        """The question before ``target``, the action in force last, is undone, said by the game (what undoing it
        gives back), or ``None`` for the journal's own ("Undo #26: <its summary>?":
        :func:`tui.screens.journal.confirm_undo`)."""
        return None

    def highlighted_row(self) -> str | None:
        """The key of the grid's row under the cursor: a seat (``"2"``) on a row of a player, or
        ``"airline:Blue"`` on a row of an airline (1930); ``None`` on any other row. Forms start on it."""
        grids = self.query(f"#{self.GRID}").results(DataTable)
        table = next(iter(grids), None)
        if table is None or not table.row_count:
            return None
        row = min(max(table.cursor_row, 0), table.row_count - 1)
        key = table.coordinate_to_cell_key(Coordinate(row, 0)).row_key.value
        return key if isinstance(key, str) else None

    # -- which keys now ------------------------------------------------------------------------
    def refusals(self) -> Mapping[str, RuleViolation | None]:
        """Each phase key's action kind → the ledger's outright refusal of it now, or ``None`` when it
        may be typed (asked once per recorded action: each answer replays the kind on a copy)."""
        try:
            game = self.game
            stamp = (id(game), len(game.records))
        except Exception:  # noqa: BLE001 - no game open (yet): no phase key works
            return {}
        if self._refusals_at != stamp:
            out: dict[str, RuleViolation | None] = {}
            for kind in dict.fromkeys(self.PHASE_KEYS.values()):
                try:
                    out[kind] = game.refused_now(kind, self.PROBES.get(kind))
                except RuleViolation as error:  # not a kind of this game
                    out[kind] = error
            self._refusals, self._refusals_at = out, stamp
        return self._refusals

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        kind = self.PHASE_KEYS.get(action)
        if kind is None:
            return True
        refusals = self.refusals()
        return kind in refusals and refusals[kind] is None

    def sync_keys(self) -> None:
        """After a redraw: the footer and the "More" line again when the keys that work have changed, and the
        latest actions in the room left (:meth:`draw_recent`)."""
        self.call_after_refresh(self.draw_recent)
        shown = frozenset(a for a in self.PHASE_KEYS if self.check_action(a, ())) | (
            {"app.redo"} if self._can_redo() else set()
        )
        if shown != self._keys_shown:
            self._keys_shown = shown
            self.refresh_bindings()
            self.query_one("#more", PlainStatic).update(self.more_keys())

    def next_keys(self, kinds: Sequence[str], *, named: bool = False) -> str:
        """The keys of the next step's action kinds that work now: ``" (m)"`` for one (``" (m Maintenance)"``
        when ``named``), ``" (b Buy · p Pass)"`` for several, ``""`` for none."""
        found: list[tuple[str, str]] = []
        for kind in kinds:
            for b in self.BINDINGS:
                if (
                    isinstance(b, Binding)
                    and self.PHASE_KEYS.get(b.action) == kind
                    and self.check_action(b.action, ())
                    and (self.key_of(b), b.description) not in found
                ):
                    found.append((self.key_of(b), b.description))
        if not found:
            return ""
        if len(found) == 1 and not named:
            return f" ({found[0][0]})"
        return " (" + " · ".join(f"{key} {what}" for key, what in found) + ")"

    def on_key(self, event: events.Key) -> None:
        """A phase key pressed when the ledger refuses its action now: say why (nothing is opened)."""
        if not self.PHASE_KEYS:
            return
        bound = [b for b in self.BINDINGS if isinstance(b, Binding)]
        if any(event.key in self.app_keys(b) and self.check_action(b.action, ()) for b in bound):
            return
        refusals = self.refusals()
        said: list[str] = []
        other_phase: list[str] = []
        for binding in bound:
            kind = self.PHASE_KEYS.get(binding.action)
            if kind is not None and event.key in self.app_keys(binding):
                why, of_phase = self.refusal_words(binding, refusals.get(kind))
                if of_phase:
                    if why not in other_phase:
                        other_phase.append(why)
                    continue
                if why not in said:
                    said.append(why)
        # an action of another phase is beside the point when one of this phase says why: a newcomer's try, 1930's
        # p in the First Stock Round added "Declining a purchased action belongs to the End of Turn Phase"
        said = said or other_phase
        if said:
            # a key of two actions (1930's p: Pass, Decline) says why neither works, not only the first's refusal
            self.not_now(" · ".join(said), 6)
            event.stop()

    def refusal_words(self, binding: Binding, refusal: RuleViolation | None) -> tuple[str, bool]:
        """Why ``binding``'s phase key does nothing now, as the banker is told it, given the ledger's ``refusal`` of
        its action (``None``: no game to ask), and whether it is a refusal of another phase (said in brief: the
        status line shows where the game is)."""
        if refusal is None:
            return f"{binding.tooltip or binding.description}: not now", False
        if refusal.short != refusal.message:
            return in_words(self, refusal.short), True
        return error_text(self, refusal), False

    def why_not_now(self, action: str) -> str | None:
        """Why the phase key of ``action`` (a binding's action of this screen) does nothing now, in the banker's words
        (:meth:`refusal_words`); ``None`` when it works now or is no phase key. The command palette lists such an action
        when searched for, with this reason (a newcomer's try: ctrl+p "loan" found nothing in Phase 1)."""
        kind = self.PHASE_KEYS.get(action)
        refusal = None if kind is None or self.check_action(action, ()) else self.refusals().get(kind)
        if refusal is None:  # works now, no phase key, or no game to ask (nothing to say why)
            return None
        binding = next(b for b in self.BINDINGS if isinstance(b, Binding) and b.action == action)
        return self.refusal_words(binding, refusal)[0]

    def not_now(self, refusal: str, timeout: float = 8) -> None:
        """Say why a key of this screen does nothing now (the ledger's refusal, as plain text); the keys typed
        straight after it are not used (:meth:`tui.app.AirbankerApp.refused_key`). The notice goes when another
        screen comes over this one or replaces it (:meth:`on_screen_suspend`)."""
        # at the bottom, over the "More:" keys, as every notice of a table (app.tcss): wrapped at the top, it covered
        # the turn and phase line
        self.notify(refusal, title="Not now", severity="warning", timeout=timeout, markup=False)
        notice = getattr(self.app, "last_notice", None)
        if notice is not None:
            self._not_now_notices = (*self._not_now_notices, notice)
        refused_key = getattr(self.app, "refused_key", None)
        if refused_key is not None:
            refused_key(refusal)  # said again with the key by the notice counting the keys not used after it

    def app_keys(self, binding: Binding) -> list[str]:
        """Every key of ``binding`` as the keymap has it now."""
        key_for: Callable[[Binding], str] = getattr(self.app, "key_for", lambda b: b.key)
        return [k.strip() for k in key_for(binding).split(",")]

    # -- opening forms -------------------------------------------------------------------------
    def open_form(self, kind: str, probe: dict[str, Any], make: Callable[[], Any]) -> None:
        """Open a form unless the ledger refuses ``kind`` outright at this moment (wrong phase, game over).

        The ledger's answer for the probe the footer asks with is the one already worked out for the footer's
        keys (:meth:`refusals`, once per recorded action), not worked out again before the form opens."""
        known = self.refusals()
        if kind in known and probe == (self.PROBES.get(kind) or {}):
            refusal = refusal_line(self.game, known[kind], probe)
        else:
            refusal = outright_refusal(self.game, kind, probe)
        if refusal:
            self.not_now(refusal)
            return
        self.app.push_screen(make())

    # -- the books (the app's actions) ---------------------------------------------------------
    def _app_action(self, name: str, what: str) -> None:
        action = getattr(self.app, f"action_{name}", None)
        if action is None:
            self.notify(f"{what} is not available yet.", severity="warning")
            return
        action()

    def action_journal(self) -> None:
        self._app_action("journal", "The journal")

    def action_count_cash(self) -> None:
        self._app_action("count_cash", "Count cash")

    def action_audit(self) -> None:
        self._app_action("audit", "The audit")

    def action_print(self) -> None:
        self._app_action("print", "Printing")
