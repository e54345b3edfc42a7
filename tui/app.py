"""The banker's seat (Textual): run a whole Air Empire game from the keyboard.

Everything shown comes from ``ledger``; no rule of a game is computed here. Every banker
action goes through :meth:`AirbankerApp.record`, which shows a refusal with its rule and
records nothing.

Layout of the package (posting-style): ``app.py`` (this file: the App, global keys, the
command palette, the config), one module per area: ``start.py`` (games, new game),
``table.py`` (the Air Empire table), ``forms.py`` (route card, bids, loans, planes,
maintenance, merger), ``recap.py``, ``journal.py`` (journal, undo/redo, count cash, audit),
``printing.py`` (PDFs in a worker), ``help.py``; ``config.py`` (keymap, theme, locale).
"""

from __future__ import annotations

import asyncio
import gc
import re
import traceback
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from rich.cells import cell_len
from textual import events, work
from textual.app import App, ScreenStackError, SystemCommand
from textual.await_complete import AwaitComplete
from textual.binding import Binding, BindingsMap
from textual.css.query import QueryError
from textual.dom import DOMNode
from textual.geometry import Size
from textual.markup import escape
from textual.message import Message
from textual.message_pump import MessagePump
from textual.notifications import Notification, Notifications, Notify, SeverityLevel
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import DataTable, Input, Select, Static, TextArea
from textual.widgets._select import SelectOverlay
from textual.widgets._toast import Toast, ToastRack

from ledger.book_file import GameInfo, default_database_url, peek_games
from ledger.journal import RuleViolation
from ledger.text import shown
from ledger.words import text_words
from tui import config as app_config
from tui.base.backdrop import BackdropModalScreen
from tui.base.stylesheet import KeptStylesheet
from tui.base.toasts import guard_toasts, withdraw
from tui.base.words import in_words, refusal_text

if TYPE_CHECKING:  # ledger.game imports pydantic: the first frame does without
    from ledger.game import Game, Record
    from ledger.store import Book
    from tui.screens.printing import PrintJob

guard_toasts()  # a notice shown again on a new screen must never hang the app (tui.base.toasts)

MIN_WIDTH, MIN_HEIGHT = 80, 24
#: seconds a screen may take to open before it is taken as open (the keys held for it go on sooner: KEYS_HELD_IDLE)
HOLD_KEYS_AT_MOST = 3.0
#: seconds a "Recorded #…" notice stays on screen
RECORDED_SECONDS = 3.0
#: seconds between two looks at whether a key typed ahead has been dealt with, and the most looks
REPLAY_TURN, REPLAY_WAIT_TURNS = 0.005, 100
#: the most seconds keys are held with none handed on, while the app is idle (every message dealt with) and while it
#: is still busy (a screen opening on a slow machine): then they are handed on anyway, whatever should have handed
#: them on (:meth:`AirbankerApp._look_at_held`); looked at every HELD_LOOK seconds
KEYS_HELD_IDLE, KEYS_HELD_BUSY, HELD_LOOK = 1.5, 6.0, 0.25
#: seconds without a key that end the keys typed straight after a refused key (they are not used)
AFTER_REFUSAL_QUIET = 0.4
#: the actions of keys that only show something and record nothing (a bidder's own masked bids, ctrl+o; the help,
#: F1): never left unused for coming straight after a refused key (:meth:`AirbankerApp.only_shows`)
SHOWS_ONLY_ACTIONS = frozenset({"peek", "help"})

#: App actions reached from other screens (and the command palette): action -> (title, help).
GAME_COMMANDS: dict[str, tuple[str, str]] = {
    "journal": ("Journal", "Every action with its entries and time; undo, redo, count cash, audit"),
    "count_cash": ("Count cash", "A player's counted cash, recorded when it agrees with the books"),
    "audit": ("Audit", "Replay the game from nothing and compare with the stored journal"),
    "charts": ("Charts", "How the game went: each player's cash, net worth or score by period"),
    "print": ("Print recap sheets", "Filled and blank Condensed Re-cap Sheets and the end-of-game audit to PDF"),
}


#: how many messages are being handled now, by every message pump. Textual says nothing of a handler still
#: under way (it may await a mount, a removal) while its pump's queue is empty: the keys typed ahead wait for it
#: (:meth:`AirbankerApp._settled`), counted around Textual's own ``MessagePump._dispatch_message``.
_HANDLING = [0]
_dispatch_message = MessagePump._dispatch_message


async def _dispatch_counted(pump: MessagePump, message: Message) -> None:
    if type(message) is events.ScreenResume and pump.__dict__.pop("_styled_at_mount", False):
        # the first resume of a screen just pushed: its widgets were styled as they mounted, moments ago;
        # Textual would style every one of them again (a form of some 200 nodes: a third of its opening)
        message.refresh_styles = False
    _HANDLING[0] += 1
    try:
        await _dispatch_message(pump, message)
    finally:
        _HANDLING[0] -= 1


MessagePump._dispatch_message = _dispatch_counted  # type: ignore[method-assign,assignment]


#: Esc then a key Textual reads as another key of its own when they come together (a Mac's Option characters,
#: shift+Tab, ctrl+w), read as this Alt key instead, with the key it stands for (name, character) handed on after Esc
_ESC_THEN_KEY_READINGS: dict[str, tuple[str, str, str]] = {
    "\x1b-": ("alt+minus", "minus", "-"),  # Textual: "–" (en dash)
    "\x1b=": ("alt+equals_sign", "equals_sign", "="),  # Textual: "≠"
    "\x1b\t": ("alt+tab", "tab", "\t"),  # Textual: shift+Tab
    "\x1b\x7f": ("alt+backspace", "backspace", "\x7f"),  # Textual: ctrl+w
    "\x1b\r": ("alt+enter", "enter", "\r"),  # Textual: Enter, the Esc lost
    "\x1b ": ("alt+space", "space", " "),  # Textual: Space, the Esc lost
}
#: the Alt keys of :data:`_ESC_THEN_KEY_READINGS`: the key each stands for after Esc (name, character)
_ALT_KEY_AFTER_ESC: dict[str, tuple[str, str]] = {alt: (k, c) for alt, k, c in _ESC_THEN_KEY_READINGS.values()}


class _Reading(NamedTuple):
    """A key as Textual's table of terminal sequences gives one (as its ``Keys``): by its name, ``value``."""

    value: str


def _esc_then_key_read_as_alt() -> None:
    """Textual's terminal reader reads Esc then ``b`` (or ``f``, or a digit) close together as another key: ctrl+left,
    ctrl+right, or a Mac's Option character (``\\x1b2``: "™"), with no letter, so that
    :meth:`AirbankerApp._esc_and_key` could not hand them on as typed. Without those readings, they come as ``alt+b``,
    ``alt+2``..., as Esc and any other letter do, and are handed on as Esc then the key. A newcomer's try on 1930's
    Buy form, its focus on "Enter: record": ``Escape b`` in one burst left the form open and said nothing, while
    with a pause it asked "Drop…?" ("'b' answers nothing here"). Ctrl+arrows still move by words where a terminal
    sends them as such (``\\x1b[1;5D``); a terminal sending Option+arrows as Esc ``b`` now gives Esc then ``b``.
    Esc then ``-``, ``=``, Tab or Backspace (read as "–", "≠", shift+Tab, ctrl+w) cannot simply lose their readings:
    Textual would then lose the Esc. They are read as ``alt+minus``... (:data:`_ESC_THEN_KEY_READINGS`), handed on
    the same way (a newcomer's try: Esc then ``-`` in one burst was read as "–"). Esc then Enter, which Textual read
    as Enter alone, is read as ``alt+enter`` too (a newcomer's ``tmux send-keys Escape Enter`` in the new game form's
    open Game list: Enter chose the game highlighted, where Esc was to close the list first), and Esc then Space, read
    as Space alone, as ``alt+space`` (``tmux send-keys Escape Space``: the Esc lost the same way)."""
    from textual._ansi_sequences import ANSI_SEQUENCES_KEYS

    readings = cast("dict[str, object]", ANSI_SEQUENCES_KEYS)  # typed read-only; a dict, read at each key
    for sequence in [s for s in readings if len(s) == 2 and s[0] == "\x1b" and s[1].isascii()]:
        if sequence[1].isalnum():  # b, f, 0 to 9
            del readings[sequence]
    for sequence, (alt, _key, _character) in _ESC_THEN_KEY_READINGS.items():
        readings[sequence] = (_Reading(alt),)


_esc_then_key_read_as_alt()


def _closing_list(focused: Widget) -> Widget:
    """The widget to focus again once the terminal has grown back, for ``focused`` as the notice covers the screen:
    an open list is closed, and its closed line takes the focus back. A newcomer's try: the draw form's list open,
    60x20 and back to 80x24, the list (hidden, still focused) was gone from the screen but took the keys: the footer
    said "esc Dismiss menu", and Down Down Enter chose a card never seen highlighted."""
    select = focused.parent
    if isinstance(focused, SelectOverlay) and isinstance(select, Select):
        close_kept = getattr(select, "close_kept", None)  # a LiteralSelect: its search comes back with it
        if callable(close_kept):
            close_kept()
        else:
            select.expanded = False
        return select
    return focused


class TooSmallNotice(Static):
    """Covers a screen while the terminal is smaller than 80×24 (shown by the app's ``-too-small`` class)."""


#: the cells of a notice's line its text cannot use: the notice's edge mark and a column of padding each side
NOTICE_EDGES = 3
#: what ends an outcome shortened to the notice's line (:func:`one_line`)
MORE_IN_THE_JOURNAL = " … (all in the journal)"


def one_line(text: str, width: int) -> str:
    """``text`` as it fits on one line of ``width`` cells: whole, or cut after the last whole word that fits
    with :data:`MORE_IN_THE_JOURNAL` (a long outcome, "Turn 23: 13 flight(s): Ann #62 to Chicago, …", was
    cut mid-word at the edge, with nothing saying where the rest is)."""
    if cell_len(text) <= width:
        return text
    room = max(0, width - cell_len(MORE_IN_THE_JOURNAL))
    kept: list[str] = []
    used = 0
    for char in text:
        used += cell_len(char)
        if used > room:
            break
        kept.append(char)
    cut = "".join(kept)
    if " " in cut and not text[len(cut)].isspace():
        cut = cut.rsplit(" ", 1)[0]  # the last whole word
    return cut.rstrip(" ,;:·—-") + MORE_IN_THE_JOURNAL


def fitted_lines(text: str, width: int, lines: int) -> str:
    """``text`` on at most ``lines`` lines of ``width`` cells, broken between words (a line break between them):
    whole where it fits, else its last line cut by :func:`one_line`. On one line: :func:`one_line`."""
    kept: list[str] = []
    rest = text
    while len(kept) < lines - 1 and cell_len(rest) > width:
        used = ""
        for word in rest.split(" "):
            longer = f"{used} {word}" if used else word
            if cell_len(longer) > width:
                break
            used = longer
        if not used:  # a word wider than the line: cut on the last line
            break
        kept.append(used)
        rest = rest[len(used) :].lstrip(" ")
    kept.append(one_line(rest, width))
    return "\n".join(kept)


#: seconds after a game is opened or changes before its journal is read ahead (the table is redrawn first)
READ_AHEAD_AFTER = 0.3


def settle_heap() -> None:
    """Collect Python's garbage once, then leave every object alive now out of later collections (``gc.freeze``).

    Called once a game's table is drawn. The open game's state, its replayed records and the modules imported
    (some 130,000 objects) live on; Python's full collection scanned them all again every so often, some 0.2 s
    while a form opened (issue 13, "nothing slow"). Collected here once (some 0.15 s, after the table is on
    screen, before the banker types), they are left out of later collections, which look at what was made
    since. Whatever was left out before is looked at again first (``gc.unfreeze``): a game closed since is
    freed.
    """
    gc.unfreeze()
    gc.collect()
    gc.freeze()


class AirbankerApp(App[None]):
    """The banker's seat.

    Args:
        book: the open book (database).
        open_book: instead of ``book``: opens the book, after the first frame is drawn (the launch
            draws the list of games' frame while SQLAlchemy is still to be imported; :meth:`open_book`).
        peek: with ``open_book``: the list of games read before the book is open, from its file alone
            (:func:`ledger.book_file.peek_games`; given whether archived games are listed too), or ``None``
            when it cannot be read so: the first frame then shows the list empty until the book is open.
        config_path: where keymap and theme are kept (default: the user config directory).
    """

    TITLE = "airbanker"
    CSS_PATH = "app.tcss"
    # a screen's class by the terminal's size (app.tcss): at 120×36 forms grow and parts show more lines
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]

    BINDINGS = [
        # F1 reaches the help from inside a form too (priority); "?" stays a character in an Input
        Binding("f1", "help", "Help", id="help", priority=True),
        Binding("question_mark", "help", "Help", id="help_question", show=False),
        Binding("ctrl+z", "undo", "Undo", id="undo", show=False),
        Binding("ctrl+y", "redo", "Redo", id="redo", show=False),
        Binding("f2", "journal", "Journal", id="journal", show=False),
        Binding("f3", "count_cash", "Count cash", id="count_cash", show=False),
        Binding("f4", "audit", "Audit", id="audit", show=False),
        Binding("f5", "print", "Print", id="print", show=False),
        Binding(
            "f6",
            "print_choice",
            "Print: choose one of what the game prints (sheets, summary, audit)",
            id="print_choice",
            show=False,
        ),
        Binding("f7", "open_printed", "Open the last printed PDF", id="open_printed", show=False),
        Binding("f8", "charts", "Charts", id="charts", show=False),
        Binding("ctrl+p", "command_palette", "Commands", id="command_palette", show=False, priority=True),
        Binding("ctrl+q", "quit", "Quit", id="quit", show=False, priority=True),
    ]

    def __init__(
        self,
        book: Book | None = None,
        *,
        open_book: Callable[[], Book] | None = None,
        peek: Callable[[bool], list[GameInfo] | None] | None = None,
        config_path: Any = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        # Textual's stylesheet, keeping the rules matched for a node by its path (tui/base/stylesheet.py)
        self.stylesheet.__class__ = KeptStylesheet
        self._book = book
        self._book_opener = open_book
        self._peek = peek
        #: the refusal met opening the book (:meth:`open_book`); :func:`run_app` raises it once the app is closed
        self.book_error: RuleViolation | None = None
        self.game_id: int | None = None
        self.config_path = config_path
        self.settings = app_config.load(config_path)
        self.locale = app_config.locale(self.settings)
        self._typed_ahead = deque()
        self._kept_small: list[events.Key] = []
        self._replaying = set()
        #: keys typed before this time (a key event's ``time``) are not used: typed straight after a refused key
        self._unused_until = 0.0
        self._unused = 0
        #: the key last handed on, by the name a notice gives it ("f", "Space", "ctrl+z")
        self._key_named = ""
        #: the refused key, why, and whether the why names the key itself, for the notice that counts the keys not
        #: used after it ("f: Cal has no airline that can Fly now"); None when the refusal gave no reason
        #: (:meth:`refused_key`)
        self._refused: RefusedKey | None = None
        #: the screen the last key refused was refused on: the notice counting the keys not used after it is about
        #: that screen (:meth:`notice_goes_with`)
        self._refused_on: Screen[Any] | None = None
        #: when the last key handed on was typed (its event's ``time``)
        self._last_key_time = 0.0
        #: what the last print of this session wrote and the PDFs (F7 shows them and opens the first)
        self.last_printed: tuple[str, list[Path]] = ("", [])
        #: the newest notice (:meth:`notify`), for the screen that showed it to withdraw it
        self.last_notice: Notification | None = None
        #: notices said of one screen and the screen (:meth:`_screen_changed` withdraws them when another is shown)
        self._screen_notices: list[tuple[Screen[Any], Notification | None]] = []

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
        in_journal: bool = False,
        lines: int = 1,
    ) -> None:
        """Show a notice on the screen's top line, always as plain text (``markup`` is ignored), control
        characters escaped. ``in_journal``: the journal holds the message whole (a recorded action's
        outcome), so a long one is shortened at a word to the line, naming the journal (:func:`one_line`);
        ``lines``: to that many lines, broken between words (:func:`fitted_lines`; 1930's Fly, its dividends
        beside the marks its income reached, at 80 columns).

        The notice is the screen's status line of its own: it lies over the title bar (the Header, or the
        dimmed screen above a dialog), which the banker does not need, and never over a detail line, a
        form's key line or its live line (issue 13). Its title leads it on the same line ("Recorded #12 ·
        Ann pays $3,600 maintenance"); only the newest notice shows (``app.tcss``), so two never stack
        down over the screen. An outcome (severity "information") keeps to that one line (a
        recorded action's shortened at a word, the journal named for the rest: :func:`one_line`); a
        warning or a refusal wraps, for the banker to read it all.

        A notice may quote a player's name, a title or a refusal naming a city; a name like ``[/]`` must
        show as typed, not stop the app. Every screen's ``notify`` comes here (Textual's
        ``Widget.notify`` passes ``markup=True`` unless told otherwise).
        """
        # a line break of the message is kept apart by " · "; any other control character (an old book's
        # name) is escaped
        parts = [shown(line) for line in message.split("\n") if line.strip()]
        text = " · ".join([shown(title), *parts] if title else parts)
        whole = text
        if in_journal and severity == "information":
            text = fitted_lines(text, self.size.width - NOTICE_EDGES, lines)
        # as Textual's own notify does, keeping the notice made: a form withdraws its own (tui.base.toasts.withdraw)
        notification = Notification(
            text, "", severity, self.NOTIFICATION_TIMEOUT if timeout is None else timeout, markup=False
        )
        self.post_message(Notify(notification))
        self.last_notice = notification
        self._fitted_notice = (notification, whole, lines) if in_journal and severity == "information" else None

    #: the newest outcome shortened to the notice's line (:meth:`notify`), and its whole text, to fit it again to a
    #: new width while it is shown (:meth:`_fit_notice_again`); ``None`` when there is none
    _fitted_notice: tuple[Notification, str, int] | None = None

    def _fit_notice_again(self, width: int) -> None:
        """The newest outcome shortened to the notice's line, still shown, made again for a terminal now ``width``
        cells wide: whole when it fits now. A newcomer's try: a "Recorded" notice cut short with " …" at 80 columns
        stayed cut after the terminal grew to 120x36."""
        if self._fitted_notice is None:
            return
        notification, whole, lines = self._fitted_notice
        if notification not in self._notifications or notification.has_expired:
            self._fitted_notice = None
            return
        fitted = fitted_lines(whole, width - NOTICE_EDGES, lines)
        if fitted == notification.message:
            return
        notification.message = fitted  # the same notice (a form that withdraws it still finds it), its text anew
        for screen in self.screen_stack:
            for toast in screen.query(Toast):
                if toast._notification is notification:
                    toast.refresh(layout=True)

    # -- start ---------------------------------------------------------------------------
    def on_mount(self) -> None:
        theme = self.settings.get("theme")
        if isinstance(theme, str) and theme in self.available_themes:
            self.theme = theme
        keymap = app_config.keymap(self.settings)
        if keymap:
            self.set_keymap(keymap)
            self._warn_keymap()
        self.screen_change_signal.subscribe(self, self._screen_changed)
        from tui.screens.start import StartScreen

        self.push_screen(StartScreen())
        self.call_after_refresh(self._check_size)
        if self._book is not None:
            self._book_opened()

    @property
    def book(self) -> Book:
        """The open book (opened now if the launch has not opened it yet: :meth:`open_book`)."""
        if self._book is None:
            if self._book_opener is None:
                raise RuntimeError("the app was given no book")
            self._book = self._book_opener()
            self._book_opened()
        return self._book

    def peek_games(self, include_archived: bool) -> list[GameInfo] | None:
        """The list of games before the book is open (``peek``), or ``None``: no peek given, or its file could
        not be read so. Archived games too when ``include_archived``."""
        return self._peek(include_archived) if self._peek is not None and self._book is None else None

    @property
    def book_is_open(self) -> bool:
        """Whether the book is open (at launch it opens after the first frame)."""
        return self._book is not None

    def open_book(self) -> bool:
        """Open the book if it is not open yet; ``False`` when it cannot be: the app then closes and
        :func:`run_app` raises the refusal (:attr:`book_error`), as it did before the app started."""
        try:
            self.book  # noqa: B018 - opens it
        except RuleViolation as error:
            self.book_error = error
            self.exit(return_code=2)
            return False
        return True

    def _book_opened(self) -> None:
        copy = getattr(self._book, "upgrade_backup", None)
        if copy is not None:  # the book's schema was upgraded on opening: say where the old one is kept
            from tui.cli import upgrade_notice

            self.notify(upgrade_notice(copy), title="Book upgraded", timeout=12, markup=False)

    def _load_screen_css(self, screen: Screen[Any]) -> None:
        # Textual's hook for a screen about to be shown (push_screen, switch_screen)
        super()._load_screen_css(screen)
        self._size_classes(screen)
        if isinstance(screen, BackdropModalScreen):  # over a game's table: at the foot of a tall terminal
            screen.place(self.screen_stack)

    def _size_classes(self, screen: Screen[Any]) -> None:
        """Give ``screen`` the classes of the terminal's size (``-narrow``, ``-short``...) before it is shown.

        Textual adds them on the screen's first Resize, after it has styled the whole screen once; the
        change of classes then styled every widget again (one widget styling pass of each screen opened,
        the most of a form's opening after its mount). Given now, the Resize finds them in place.
        """
        horizontal = (
            self.HORIZONTAL_BREAKPOINTS if screen.HORIZONTAL_BREAKPOINTS is None else screen.HORIZONTAL_BREAKPOINTS
        ) or []
        vertical = (
            self.VERTICAL_BREAKPOINTS if screen.VERTICAL_BREAKPOINTS is None else screen.VERTICAL_BREAKPOINTS
        ) or []
        if not (horizontal or vertical):
            return
        width, height = self.size
        wanted = {name: False for _, name in horizontal + vertical}
        for name in screen._get_breakpoint_classes(width, horizontal) | screen._get_breakpoint_classes(
            height, vertical
        ):
            wanted[name] = True
        screen.update_classes(wanted, update=screen.is_attached)

    def watch_theme(self, theme: str) -> None:
        """Remember the chosen theme for next time."""
        # no ``self.is_mounted and`` test: on an App ``is_mounted`` is a method, always truthy (it never held back)
        if self.settings.get("theme") != theme:
            self.settings["theme"] = theme
            app_config.save_theme(theme, self.config_path)

    def _warn_keymap(self) -> None:
        """Say once, at start, which keymap keys clash (the help screen lists them too)."""
        from tui.screens.help import keymap_clashes

        clashes = keymap_clashes(self)
        if clashes:
            self.notify(
                "\n".join(clashes) + "\nSee the keys on the help screen (F1).",
                title="Keymap: a key for two actions",
                severity="warning",
                timeout=12,
            )

    def handle_bindings_clash(self, clashed_bindings: set[Binding], node: Any) -> None:
        """A keymap key that another binding already uses: say so once (the keymap wins); not of a binding the keymap
        put there (:meth:`_put_by_keymap`)."""
        told: set[str] = getattr(self, "_clashes_told", set())
        for binding in clashed_bindings:
            if self._put_by_keymap(binding):
                continue
            what = f"{binding.key} ({binding.id or binding.action})"
            if what not in told:
                told.add(what)
                self.notify(
                    f"The keymap takes {binding.key} from “{binding.description or binding.action}”.",
                    title="Keymap",
                    severity="warning",
                )
        self._clashes_told = told

    def _put_by_keymap(self, binding: Binding) -> bool:
        """Whether the keymap itself put ``binding`` on its key (its id is mapped to that key): the keymap takes the key
        from nothing of it. Textual counts bindings of one id on one key (the advertising form's ctrl+s, "Reveal" then
        "Record", both ``form_record``) as clashing with each other once the keymap moves them (a keymap giving
        ``form_record`` f9 said "The keymap takes f9 from “Reveal”"); two ids given one key are said at start
        (:meth:`_warn_keymap`)."""
        return binding.id is not None and binding.key in (
            key.strip() for key in self._keymap.get(binding.id, "").split(",")
        )

    def key_for(self, binding: Binding) -> str:
        """The key(s) a binding answers to now, after the config keymap (e.g. ``"ctrl+u"``)."""
        if binding.id and binding.id in self._keymap:
            return self._keymap[binding.id]
        return binding.key

    # -- the game ------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The open game (raises RuleViolation when none is open)."""
        if self.game_id is None:
            raise RuleViolation("no game is open", field="game")
        return self.book.game(self.game_id)

    def open_game(self, game_id: int, *, resumed: bool = False) -> None:
        """Open a game on its table screen (:data:`tui.games.SCREENS`: the game's own).

        Args:
            resumed: the banker resumed it from the list of games: say which action the book holds
                last (number, summary, time), so that after a crash the banker sees whether the
                action being typed was recorded.
        """
        from tui.games import screens_for

        self.game_id = game_id
        self.book.refresh(game_id)  # actions recorded meanwhile from the command line are read again
        table = screens_for(self.book.setup(game_id).game).table()
        self.push_screen(table)
        self.call_after_refresh(settle_heap)
        self.set_timer(READ_AHEAD_AFTER, self.read_journal_ahead)
        if resumed:
            self.notify(last_recorded(self.book.game(game_id)), title=f"Game {game_id} resumed", timeout=12)
            # on the table only: over the next screen opened it covered that screen's title (a newcomer's try: F1)
            self._screen_notices.append((table, self.last_notice))

    def record(
        self,
        kind: str,
        payload: Mapping[str, Any],
        *,
        note: str = "",
        notice: str | None = None,
        notice_lines: int = 1,
    ) -> Record | None:
        """Record one action in the open game; show the outcome; ``None`` when refused.

        A refusal is shown with its field (in the banker's words, :func:`tui.base.words.refusal_text`) and
        rule, and nothing is recorded. ``notice``: the outcome as the notice says it (on screen only; the
        record keeps the ledger's summary), else the summary; ``notice_lines``: the lines it may take.
        """
        outcome = self.try_record(kind, payload, note=note, notice=notice, notice_lines=notice_lines)
        return None if isinstance(outcome, RuleViolation) else outcome

    def try_record(
        self,
        kind: str,
        payload: Mapping[str, Any],
        *,
        note: str = "",
        notify_refusal: bool = True,
        notice: str | None = None,
        notice_lines: int = 1,
    ) -> Record | RuleViolation:
        """As :meth:`record`, but a refusal is returned, for a form that shows it itself.

        Args:
            notify_refusal: also show the refusal as a notification (off when the form shows it).
            notice: the outcome as the notice says it, else the record's summary (in words).
            notice_lines: the lines the notice may take (:meth:`notify`).
        """
        try:
            rec = self.book.record(self.game_id or 0, kind, payload, note=note)
        except RuleViolation as error:
            if notify_refusal:
                self.notify(refusal_text(self, error, payload), title="Refused", severity="error", timeout=8)
            if error.field == "game":  # changed elsewhere and read again: show it as it is now
                self.game_changed()
            return error
        said = notice if notice else in_words(self, rec.summary)
        self.notify(
            said,
            title=f"Recorded #{rec.seq}",
            markup=False,
            timeout=RECORDED_SECONDS,
            in_journal=True,
            lines=notice_lines,
        )
        self.game_changed()
        return rec

    def game_changed(self) -> None:
        """Tell every screen on the stack to redraw from the ledger; then, once they are drawn, read the journal
        ahead."""
        for screen in self.screen_stack:
            refresh = getattr(screen, "refresh_game", None)
            if refresh is not None:
                refresh()
        self.screen.refresh_bindings()  # redo, dimmed or not (check_action)
        self.set_timer(READ_AHEAD_AFTER, self.read_journal_ahead)

    def read_journal_ahead(self) -> None:
        """Read the open game's journal as the journal screen will draw it (:func:`tui.screens.journal.read_journal`
        keeps it), so that F2 after an action opens as fast as F2 again: reading it is most of opening it,
        some 20-50 ms for a whole sample game (issue 13, "nothing slow"). Nothing is shown; a book that cannot
        be read is said so when the journal is opened."""
        from tui.screens.journal import read_journal

        if self.game_id is None:
            return
        try:
            read_journal(self)
        except Exception:  # noqa: BLE001 - only a read ahead: the journal says why when it is opened
            return

    def _game_kind(self) -> str:
        """The name of the open game's rules (a key of :data:`ledger.games.GAMES`), or ``""``."""
        try:
            return str(self.game.setup.game) if self.game_id is not None else ""
        except RuleViolation:
            return ""

    def _need_game(self) -> bool:
        if self.game_id is None:
            self.notify("Open a game first (Enter on the list of games).", severity="warning")
            return False
        return True

    # -- global actions (implemented in their modules) -----------------------------------
    async def action_quit(self) -> None:
        """Quit; first asking, when a form open has something typed in it (issue 13, nothing typed is lost
        without a word: a newcomer's ctrl+q on a half-typed route card closed the app and the card was gone).
        ``q``, or ctrl+q again, quits; with the terminal too small (its notice says "Ctrl+Q quits") at once."""
        from tui.base.widgets import QuitQuestion

        if isinstance(self.screen, QuitQuestion) or self.has_class("-too-small"):
            self.exit()
            return
        if not any(typed_in(screen) for screen in self.screen_stack):
            self.exit()
            return
        self.push_screen(QuitQuestion(), lambda quit_now: self.exit() if quit_now else None)

    def action_help(self) -> None:
        from tui.screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            self.screen.dismiss()
        else:
            self.push_screen(HelpScreen())

    def action_undo(self) -> None:
        from tui.screens.journal import confirm_undo

        if self._need_game():
            confirm_undo(self)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Redo is shown dimmed while there is nothing to redo (the journal's footer offered "^y Redo", which
        answered "Nothing to redo.", a newcomer's try); every other action as it is."""
        if action == "redo":
            try:
                return True if self.game_id is not None and self.game.redo_target() is not None else None
            except RuleViolation:
                return None
        return True

    def action_redo(self) -> None:
        from tui.screens.journal import confirm_redo

        if self._need_game():
            confirm_redo(self)

    def action_journal(self) -> None:
        """Open the journal of the open game."""
        from tui.screens.journal import JournalScreen

        if self._need_game() and not isinstance(self.screen, JournalScreen):
            self.push_screen(JournalScreen())

    def action_count_cash(self, seat: int = 0) -> None:
        """Ask for a player's counted cash and record a balance assertion; ``seat`` 0: the player the table's grid
        highlights (as every form starts on), else the first."""
        from tui.base.widgets import table_row_key
        from tui.screens.journal import CountCashScreen

        if not self._need_game() or isinstance(self.screen, CountCashScreen):
            return
        key = table_row_key(self) if seat == 0 else None
        self.push_screen(CountCashScreen(int(key) if isinstance(key, str) and key.isdigit() else seat))

    def action_audit(self) -> None:
        """Audit the open game (replay from nothing, compare with the journal) in a worker."""
        from tui.screens.journal import AuditScreen

        if self._need_game() and not isinstance(self.screen, AuditScreen):
            self.push_screen(AuditScreen())

    def action_charts(self) -> None:
        """Show how the open game went: its charts (:mod:`tui.screens.charts`)."""
        from tui.screens.charts import ChartsScreen

        if self._need_game() and not isinstance(self.screen, ChartsScreen):
            self.push_screen(ChartsScreen())

    def action_print(self) -> None:
        """One key prints: Air Empire's filled and blank recap sheets, 1930's dividend summary, Air Fare's
        end-of-game audit (PDF, in a worker)."""
        if not self._need_game():
            return
        self.print_sheets("both")

    def action_print_choice(self) -> None:
        """Air Empire: choose the filled sheets, the blank one or both (a game that prints one thing prints it)."""
        from ledger.games import meta_for
        from tui.screens.printing import PrintChoiceScreen, offers_choice

        if not self._need_game() or isinstance(self.screen, PrintChoiceScreen):
            return
        if not offers_choice(self._game_kind()):
            self.print_sheets("both")
            return

        def chosen(choice: str | None) -> None:
            if choice:
                self.print_sheets(choice)

        self.push_screen(PrintChoiceScreen(meta_for(self._game_kind()).prints), chosen)

    def print_sheets(self, choice: str) -> None:
        """Write the PDFs for ``choice`` (``"both"``: everything the game prints; Air Empire ``"filled"`` or
        ``"blank"``; see :meth:`tui.screens.printing.PrintJob.for_game`) in a worker."""
        from tui.screens.printing import PrintedScreen, PrintJob

        try:
            game = self.game
            seal = self.book.seal(self.game_id) if self.game_id is not None else ""
            job = PrintJob.for_game(game, self.game_id or 0, choice, self.prints_dir, self.locale, seal, book=self.book)
        except RuleViolation as error:
            self.notify(refusal_text(self, error), title="Not printed", severity="error")
            return
        # the dialog stays while the files are written and after, naming each one whole, until Esc
        screen = PrintedScreen(job.describe(), job.folder)
        self.push_screen(screen)
        self._print_worker(job, screen)

    @work(thread=True, group="print", exit_on_error=False)
    def _print_worker(self, job: PrintJob, screen: Any) -> list[Path]:
        try:
            paths = job.write()
        except Exception as error:  # noqa: BLE001 - a failed print never stops the banker
            self.call_from_thread(self._not_printed, screen, f"{type(error).__name__}: {error}")
            return []
        self.call_from_thread(self._printed, screen, paths)
        return paths

    def _printed(self, screen: Any, paths: list[Path]) -> None:
        self.last_printed = (screen.what, list(paths))
        if screen.is_attached:
            screen.written(paths)
        else:  # closed while writing: no dialog pops up over what the banker types now
            screen.say_printed()

    def _not_printed(self, screen: Any, message: str) -> None:
        if screen.is_attached:
            screen.failed(message)
        else:
            self.notify(message, title="Not printed", severity="error", timeout=10)

    def action_open_printed(self) -> None:
        """Show the last PDFs printed (in this session) and open the first with the system's viewer."""
        from tui.screens.printing import PrintedScreen

        what, paths = self.last_printed
        if not paths:
            self.notify("Nothing printed yet: F5 prints.", title="No PDF", severity="warning")
            return
        if isinstance(self.screen, PrintedScreen) and self.screen.paths:
            self.screen.action_open()
            return
        self.push_screen(PrintedScreen(what, paths[0].parent, paths))

    @property
    def prints_dir(self) -> Path:
        """Where the PDFs go (config ``prints``, else ``prints/`` next to the SQLite file)."""
        return app_config.prints_dir(self.settings, self.book.url)

    # -- command palette: every action of the screen and of the app ----------------------
    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        from tui.games import screens_for

        yield from super().get_system_commands(screen)
        seen: set[str] = {"command_palette", "quit"}
        for node in (screen, self):
            bindings: BindingsMap = node._bindings
            for _key, binding in bindings:
                # ours all have an id; Textual's own (focus next, copy) are left out
                if binding.system or not binding.description or not binding.id:
                    continue
                # one entry per action: a screen's "j" and the app's "f2" for the journal are one command
                action = binding.action.split(".")[-1]
                if binding.id in seen or action in seen:
                    continue
                why_not: str | None = None
                if self._check_action_state(binding.action, node) is False:
                    # a phase key that does nothing now: found when searched for, with why, never in the list shown
                    # before a word is typed (a newcomer's try: ctrl+p "loan" in Phase 1 found nothing at all)
                    why_not_now = getattr(node, "why_not_now", None)
                    why_not = why_not_now(binding.action) if callable(why_not_now) else None
                    if why_not is None:
                        continue
                seen.update((binding.id, action))
                # the key's name as the footer says it, what it does under it (a newcomer's try: 1930's "i" was
                # listed by its tooltip alone, "An airline's income as the Income Track shows it", with no name)
                title, help_text = GAME_COMMANDS.get(action, (binding.description, binding.tooltip or ""))
                if action == "print" and self._game_kind():
                    title, help_text = screens_for(self._game_kind()).print_command
                title, help_text = self.clock_words(title), self.clock_words(help_text)
                key = self.get_key_display(binding.with_key(self.key_for(binding).split(",")[0]))
                # the palette draws a command's title and help as Textual markup: a refusal may quote a player's name
                # ("Neal [/]" stopped the app, a review), so each is escaped to show as written
                title, help_text = escape(title), escape(help_text)
                if why_not is not None:
                    yield SystemCommand(
                        f"{title} (not now)",
                        f"Not now: {escape(why_not)}",
                        partial(self._say_not_now, node, why_not),
                        discover=False,
                    )
                    continue
                yield SystemCommand(
                    title,
                    f"{help_text} (key {key})" if help_text else f"Key {key}",
                    _runner(self, binding.action, node),
                )

    def _say_not_now(self, node: DOMNode, why: str) -> None:
        """A command not working now, run from the command palette: ``node`` (its screen) says ``why`` as its key
        would (a table's ``not_now``)."""
        not_now = getattr(node, "not_now", None)
        if callable(not_now):
            not_now(why)
        else:
            self.notify(why, title="Not now", severity="warning")

    def clock_words(self, text: str) -> str:
        """``text`` (a command's title or help, a key's line in F1 help) in the open game's clock: in 1930 and Air Fare
        "quarter" becomes "turn" and "by period" "by turn" ("Filter by turn", "score by turn"), as the journal's own
        filter line says; Air Empire's text is left as it is (its quarters, its 3-year periods). A newcomer's try:
        ctrl+p on a 1930 journal offered "Filter by quarter" and "Every player and quarter"."""
        kind = self._game_kind()
        if not kind:
            return text
        from ledger.games import meta_for

        clock = meta_for(kind).clock
        if clock == "quarter":
            return text
        text = re.sub(r"\bquarter(s?)\b", rf"{clock}\1", text)
        return re.sub(r"\bby period\b", f"by {clock}", text)

    # -- keys typed ahead ------------------------------------------------------------------
    #: keys typed while a screen opens, replayed in order once it has focused its first field
    _typed_ahead: deque[events.Key]
    #: the kind and payload of the next form to open filled in (an action just undone), or ``None``
    _refill: tuple[str, Mapping[str, Any]] | None = None
    #: the keys being handed on now
    _replaying: set[events.Key]
    #: a key has been handed on and may still be on its way through the widgets
    _key_in_flight = False
    #: a look at whether the last key handed on has been dealt with is due
    _replay_waiting = False
    #: the screen being opened (pushed, or uncovered and running its dismiss callback), or ``None``
    _opening: Screen[Any] | None = None
    #: keys typed while the terminal was too small (not used), to be said once it has grown back
    _unused_small = 0
    #: when the terminal last became too small (a Resize's time, the keys' clock): keys typed before it, still on
    #: their way as it shrank, are kept (:attr:`_kept_small`), not thrown away
    _small_since = 0.0
    #: the looks handing the kept keys on, counted: a look of a count gone by is one given up (:meth:`_look_at_held`)
    _replay_chain = 0
    #: the watch over the keys held is on (:meth:`_look_at_held`)
    _watching_held = False
    #: the watch's looks since a key was last handed on, and how many of them found the app idle
    _held_looks = 0
    _held_idle = 0

    async def on_event(self, event: events.Event) -> None:
        """Keys typed ahead reach the screen that is opening; while the terminal is too small, keys (but
        ctrl+q) do nothing: no action unseen. Ctrl+q is never refused, and held only behind keys typed before it
        (which are never held for good: :meth:`_look_at_held`), so that it asks about what they typed."""
        if isinstance(event, events.Key) and not event.is_forwarded:
            if self._esc_and_key(event):
                return
            if self._quits(event):
                if event in self._replaying or self.has_class("-too-small") or not self._holding():
                    # the way out is never refused (a newcomer's session once held every key, ctrl+q too, for good):
                    # it reaches its binding now
                    self._replaying.discard(event)
                    await super().on_event(event)
                    return
                # behind keys typed before it, still held for a form opening: quitting at once lost them without a
                # word; after them, the Quit asks about what they typed (a review of the keys' watch)
                self._typed_ahead.append(event)
                self._replay_typed_ahead()
                event.prevent_default()
                event.stop()
                return
            if self.has_class("-too-small"):
                if event.time < self._small_since:
                    # typed while the terminal was large enough, still on its way as it shrank (a newcomer's try:
                    # the "000 Enter" of a burst typed at 80x24 was not used, the window made smaller meanwhile):
                    # handed on once it has grown back (_check_size)
                    self._kept_small.append(self._as_typed(event))
                else:
                    self._unused_small += 1  # said once the terminal has grown back (_check_size)
                event.prevent_default()
                event.stop()
                return
            if self._opening is not None and self._opening is not self.screen:
                self._screen_ready(self._opening)  # closed before it was ready: hold nothing for it
            if event.time < self._unused_until and not self.only_shows(event):
                # typed straight after a refused key: the rest of a card name would open other forms
                self._replaying.discard(event)
                self._unused += 1
                self._unused_until = event.time + AFTER_REFUSAL_QUIET
                event.prevent_default()
                event.stop()
                return
            if event in self._replaying:
                self._replaying.discard(event)
            elif (
                self._opening is not None
                or self._typed_ahead
                or (self._key_in_flight and not self._settled(inside=True))
            ):
                # a screen is opening, earlier keys wait, or the last key is still on its way (an Enter on
                # the list of games opens the game a few messages later): keep the key, in order
                self._typed_ahead.append(self._as_typed(event))
                self._replay_typed_ahead()
                event.prevent_default()
                event.stop()
                return
            self._key_in_flight = True
            self._last_key_time = event.time
            named = "Space" if event.character == " " else shown(event.character or "")
            # a key of no character by its name as the keys lines write it ("Enter", "Tab", "Esc"; "ctrl+s" as is):
            # "enter: typed before the trade showed again…" read as a word (a review)
            key = "Esc" if event.key == "escape" else event.key if "+" in event.key else event.key.capitalize()
            self._key_named = named if event.is_printable else key
            typed_ahead = getattr(self.screen, "key_typed_ahead", None)
            if callable(typed_ahead) and typed_ahead(event):
                # typed before the question on top was on screen: not its answer (ConfirmScreen.seen_first)
                event.prevent_default()
                event.stop()
                return
            if await self._bindings_at_once(event):
                return
        await super().on_event(event)

    def _esc_and_key(self, event: events.Key) -> bool:
        """Esc and a key typed straight after it, read as one Alt key (``alt+i``), are handed on as they were typed:
        Esc, then the key. A terminal sends them as one escape sequence when they come close together (tmux holds
        an Esc half a second, its escape-time, for what follows): a newcomer's Esc then ``i`` on the Interest form
        left it open, on the Amount, where it seemed to have opened again starting there. Esc then ``-``, ``=``, Tab
        or Backspace (or Enter, or Space) come as ``alt+minus``..., without a character
        (:data:`_ESC_THEN_KEY_READINGS`). No key of the app is an Alt key. Returns whether ``event`` was such a key (it
        goes no further)."""
        character = event.character
        if event.key in _ALT_KEY_AFTER_ESC:  # Esc then -, =, Tab or Backspace (_esc_then_key_read_as_alt)
            after = _ALT_KEY_AFTER_ESC[event.key]
        elif event.key.startswith("alt+") and character and len(character) == 1 and character.isprintable():
            from textual.keys import _character_to_key

            after = (_character_to_key(character), character)
        else:
            return False
        for key, char in (("escape", "\x1b"), after):
            again = events.Key(key, char)
            again.time = event.time
            self._typed_ahead.append(again)
        self._replay_typed_ahead()
        event.prevent_default()
        event.stop()
        return True

    async def _bindings_at_once(self, event: events.Key) -> bool:
        """Run the binding of a key at once where a key can only be a binding (a table screen's grid, a
        dialog with nothing focused), so that a form it opens is on the stack before the next key is
        read: the next keys are then kept for the form instead of reaching the table (where the rest
        of a card name would open other forms). Whether a binding ran."""
        focused = self.focused
        if focused is not None and not (isinstance(focused, DataTable) or getattr(focused, "KEYS_ARE_BINDINGS", False)):
            return False  # a field: a key is typed into it first (Textual's order)
        if await self._check_bindings(event.key, priority=True) or await self._check_bindings(event.key):
            event.prevent_default()
            event.stop()
            return True
        return False

    def refused_key(self, why: str = "", *, names_key: bool = False, counted: bool = True) -> None:
        """A key was refused ("Not now"): the keys typed straight after it (held, or coming until
        :data:`AFTER_REFUSAL_QUIET` seconds pass without one) are not used, and the banker is told how many,
        so that the rest of a card name or an amount never reaches the table, where its letters would open
        other forms. ``why``: the refusal as the banker was told it, said again with the key in that notice
        (it replaces the refusal's own notice: only the newest notice shows); ``names_key``: ``why`` names the key
        itself ("'l' is not a key of the journal"), not to be named again before it; ``counted`` off: the notice
        does not count them (a secret figure's: the count of the digits typed after a letter told its length)."""
        # a newcomer's try: "Not used · 23 keys typed straight after a key not used..." never said which key
        # was refused nor why, the "Not now" saying it gone under the count
        self._refused = RefusedKey(self._key_named, why, names_key, counted) if why and self._key_named else None
        self._refused_on = self.screen if self._screen_stack else None
        # the times are those the keys were typed at (read from the terminal), however late they are dealt with
        self._unused_until = self._last_key_time + AFTER_REFUSAL_QUIET
        kept: deque[events.Key] = deque()
        for key in self._typed_ahead:
            if not self._quits(key) and key.time < self._unused_until and not self.only_shows(key):
                self._unused += 1
                self._unused_until = key.time + AFTER_REFUSAL_QUIET
            else:
                kept.append(key)
        self._typed_ahead = kept
        self._later(AFTER_REFUSAL_QUIET, self._tell_unused)  # surely (:meth:`_later`): the keys not used are said

    def only_shows(self, key: events.Key) -> bool:
        """Whether ``key`` runs a binding of the screen on top (or the app's) that only shows something and records
        nothing (:data:`SHOWS_ONLY_ACTIONS`: ctrl+o, F1, or the keys a keymap gives them): it is used even straight
        after a refused key, and the keys after it are judged by the time of the refused one still. A newcomer's
        try of Air Fare's bids: "Enter: a bid of yours is refused" asks for ctrl+o, and the ctrl+o pressed soon
        after it was not used. A key of a character is not one: typed into a field it is no binding."""
        if key.is_printable or not self._screen_stack:
            return False
        # a priority binding first (F1, the app's), which a modal screen's own bindings leave out; then the screen's
        priority = [
            binding
            for _node, bindings in reversed(self.screen._binding_chain)
            for binding in bindings.key_to_bindings.get(key.key, [])
            if binding.priority
        ]
        if priority:
            return priority[0].action in SHOWS_ONLY_ACTIONS
        bound = self.screen.active_bindings.get(key.key)
        return bound is not None and bound.binding.action in SHOWS_ONLY_ACTIONS

    def keys_unused_now(self) -> bool:
        """Whether a key typed now would not be used (it comes straight after a refused key)."""
        return self._unused_until > events.Key("", None).time  # the clock of the keys' times

    def typed_next(self) -> str:
        """The characters of the keys held next (typed ahead, not handed on yet), up to the first key that types
        nothing (Enter, Tab, an arrow): the rest of a word typed at once, for a form to see what its first key
        begins before handing it on ("s chicago": the "c" is a card's, not Christopher's)."""
        typed = []
        for key in self._typed_ahead:
            if not key.is_printable or not key.character:
                break
            typed.append(key.character)
        return "".join(typed)

    def _tell_unused(self) -> None:
        wait = self._unused_until - events.Key("", None).time
        if wait > 0:
            self._later(wait, self._tell_unused)
            return
        refused, self._refused = self._refused, None
        refused_on, self._refused_on = self._refused_on, None
        if self._unused:
            count, self._unused = self._unused, 0
            counted = refused is None or refused.counted
            keys = f"{count} key{'s' if count > 1 else ''}" if counted else "the keys"
            were = "were" if count > 1 or not counted else "was"
            why = "" if refused is None else refused.why if refused.names_key else f"{refused.key}: {refused.why}"
            self.notify(
                # "after a key not used", not "the refused key": a key typed before a question showed was refused
                # as no answer, nothing the banker would call refused (a newcomer's try)
                # (" · " between: a refusal may hold a dash, "Resolving bids belongs to Phase 1 — bids")
                f"{why} · {keys} typed after {refused.key} {were} not used either: nothing was recorded or opened by "
                "them."
                if refused
                else f"{keys} typed straight after a key not used {were} not used either: nothing was recorded or "
                "opened by them.",
                title="Not used",
                severity="warning",
                timeout=6,
            )
            self.notice_goes_with(refused_on)
            # and it goes when another screen shows (a newcomer's try of 1930: the notice of keys not used on the
            # table stayed on the form opened next, whose keys were all used)
            where = refused_on if refused_on is not None and refused_on.is_attached else self.screen
            self._screen_notices.append((where, self.last_notice))

    def notice_goes_with(self, screen: Screen[Any] | None) -> None:
        """The newest notice (:attr:`last_notice`) is about ``screen``: a form still open takes it off the screen when
        it closes, recorded or not (:meth:`~tui.base.widgets.FormScreen.notice_while_open`); over any other screen it
        stays its time. A newcomer's try of Air Fare's draw: "chic Enter md-80 Enter" typed at once (Chicago, or
        Chicago Bag Handlers Strike?), and the "Not used" notice of the keys after the Enter stayed on the table after
        the draw was recorded."""
        keep = getattr(screen, "notice_while_open", None)
        if callable(keep) and screen is not None and screen.is_attached and self.last_notice is not None:
            keep(self.last_notice)

    def hand_on(self, key: events.Key) -> None:
        """``key`` reaches the next screen to open, before the keys kept for it: a dialog that closes on a key
        typed for the form it opens hands the key on (the Flight Costs Table prompt, on the first letter of a
        Route City typed at once after c)."""
        again = events.Key(key.key, key.character)
        again.time = key.time  # typed then
        self._typed_ahead.appendleft(again)
        self._watch_held()

    def refill_next(self, kind: str, payload: Mapping[str, Any] | None) -> None:
        """The next form of ``kind`` to open is filled with ``payload`` (an action just undone, offered
        again: :func:`tui.screens.journal.offer_again`); ``None``: no form is to be filled."""
        self._refill = (kind, payload) if payload is not None else None

    def update_styles(self, node: DOMNode, animate: bool = True) -> None:
        """Textual's restyling of ``node`` and what it holds after a class changes, but not for a widget that is not
        mounted yet: its styles are worked out when it is mounted (Textual applies the stylesheet to every widget
        it registers), so restyling it before is work thrown away. An Input given a value, a compact Input or
        list, a Footer: each set a class while the form composing them had not mounted them yet, and each class
        restyled the widget at once (a 1930 End of Turn form did it some fifteen times before its first frame;
        issue 13, a form opens within 1.5x of a bare modal)."""
        if node is not self and not node.is_attached:
            return
        super().update_styles(node, animate=animate)

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Push ``screen``; the keys typed until it is ready are kept for it. A form of the kind to refill
        (:meth:`refill_next`) opens filled in."""
        from tui.base.widgets import FormScreen

        refill = getattr(self, "_refill", None)
        if refill is not None and isinstance(screen, FormScreen) and screen.KIND == refill[0]:
            screen.refill = refill[1]
            self._refill = None
        if isinstance(screen, Screen) and not screen.is_attached:
            screen._styled_at_mount = True  # type: ignore[attr-defined]  # read once by _dispatch_counted
        if isinstance(screen, Screen) and not isinstance(screen, ModalScreen) and self._notifications:
            # a full screen (the help, the journal, the standings) hides the screen its notices were about: they go
            # (a newcomer's try: 1930's "Recorded #…" showed on the F1 help). Over a dialog they stay in sight, above
            # its footer (app.tcss, ToastRack): the screen they are about shows dimmed under it
            self.clear_notifications()
        pushed = super().push_screen(screen, *args, **kwargs)
        self._hold_keys_for(self.screen)
        return pushed

    def pop_screen(self) -> AwaitComplete:
        """Pop the top screen; the keys typed until the one uncovered has run what the pop posted (a
        dismissed form's callback may open the next form) are kept."""
        popped = super().pop_screen()
        self._hold_keys_for(self.screen)
        return popped

    def _hold_keys_for(self, screen: Screen[Any]) -> None:
        """Keep the keys typed from now until ``screen`` has mounted, focused its first field and run what
        its opening posted (a dismissed dialog's callback may open a form in turn)."""
        self._opening = screen
        screen.call_after_refresh(self.call_later, self._screen_ready, screen)
        # should the screen never say it is ready (closed at once), the keys are not kept past a few seconds
        self.set_timer(HOLD_KEYS_AT_MOST, partial(self._screen_ready, screen))

    def _screen_ready(self, screen: Screen[Any]) -> None:
        if self._opening is screen:
            self._opening = None
            self._started = True
            self._replay_typed_ahead()

    #: the first screen has been ready: the terminal reads keys as typed since
    _started = False

    def _as_typed(self, key: events.Key) -> events.Key:
        """The key the banker typed. Before the app has started, the terminal still turns an Enter into a line
        feed (ctrl+j): typed then, it is the Enter that opens the highlighted game."""
        if self._started or key.key != "ctrl+j":
            return key
        enter = events.Key("enter", "\r")
        enter.time = key.time
        return enter

    def _replay_typed_ahead(self, waited: int = 0, chain: int | None = None) -> None:
        """Hand the kept keys on one at a time, each once the one before has been dealt with by every widget
        it reached (it may have moved the focus, or opened another screen: then the rest wait for that one).
        ``chain``: the count of the looks this one is of (:attr:`_replay_chain`), for a look that was due."""
        if chain is not None and chain != self._replay_chain:
            return  # a look given up: the watch over the keys held hands them on (_look_at_held)
        if self._typed_ahead:
            self._watch_held()
        if waited:
            self._replay_waiting = False  # this is the look that was due
        elif self._replay_waiting:
            return  # a look is due already
        if self._opening is not None or not self._typed_ahead or not self._screen_stack or self._exit:
            return  # nothing to hand on, or the screen opening hands them on once ready
        if not self._settled() and waited < REPLAY_WAIT_TURNS:
            self._replay_waiting = True
            self._later(REPLAY_TURN, partial(self._replay_typed_ahead, waited + 1, self._replay_chain))
            return
        key = self._typed_ahead.popleft()
        replayed = events.Key(key.key, key.character)
        replayed.time = key.time  # typed then, handed on now
        self._replaying.add(replayed)
        self.post_message(replayed)
        self._held_looks = self._held_idle = 0
        if self._typed_ahead:
            self._replay_waiting = True
            self._later(REPLAY_TURN, partial(self._replay_typed_ahead, 1, self._replay_chain))

    def _later(self, delay: float, callback: Callable[[], object]) -> None:
        """Run ``callback`` in the app's turn once ``delay`` seconds have gone by, surely. Textual's ``set_timer``
        gives up its one call when more than its delay passes between its first two looks at the clock (its
        ``skip``): the process held off the processor a few milliseconds just then (another thread holding Python's
        lock, a busy machine) and a look of 5 ms at the keys held was lost. Every later key, Esc and ctrl+q too,
        was then kept behind the first for good, while the screen still redrew (a newcomer's session)."""
        asyncio.get_running_loop().call_later(delay, self.call_next, callback)

    def _watch_held(self) -> None:
        """Start the watch over the keys held (:meth:`_look_at_held`), unless it is on."""
        if not self._watching_held:
            self._watching_held = True
            self._held_looks = self._held_idle = 0
            self._later(HELD_LOOK, self._look_at_held)

    def _look_at_held(self) -> None:
        """The net under the keys held, looking every :data:`HELD_LOOK` seconds while any is: none handed on for
        :data:`KEYS_HELD_IDLE` seconds of an idle app (or :data:`KEYS_HELD_BUSY` of a busy one), whatever should hand
        them on has not (a screen never ready, a look lost): the screen opening is taken as open and the next key
        goes on now, the rest after it as ever. The keys are never held for good: the app cannot go deaf. A loop
        held up counts as one look, however long (a game opened from the list replays it at once)."""
        if not self._typed_ahead or self._exit:
            self._watching_held = False
            return
        self._held_looks += 1
        self._held_idle += self._settled()
        if self._held_idle * HELD_LOOK >= KEYS_HELD_IDLE or self._held_looks * HELD_LOOK >= KEYS_HELD_BUSY:
            self._replay_chain += 1  # the looks due are given up: this one hands on
            if self._opening is not None:
                self._opening = None
                self._started = True
            self._replay_typed_ahead(REPLAY_WAIT_TURNS)
        self._later(HELD_LOOK, self._look_at_held)

    def _holding(self) -> bool:
        """Whether keys are held now: for a screen opening, behind keys typed earlier, or behind the last key still on
        its way (a newcomer's "d ctrl+q" on the Drop question: the Quit question came over it and took the "d")."""
        return (
            self._opening is not None
            or bool(self._typed_ahead)
            or (self._key_in_flight and not self._settled(inside=True))
        )

    def _quits(self, key: events.Key) -> bool:
        """Whether ``key`` is a key of the app's Quit (ctrl+q, or the one a keymap gives it)."""
        return any(
            binding.action == "quit" and key.key in self.key_for(binding).replace(" ", "").split(",")
            for _key, binding in self._bindings
        )

    def _settled(self, *, inside: bool = False) -> bool:
        """Whether the app and every widget of the screens have dealt with every message posted to them (a key
        bubbling up, the Submitted of an Enter, a focus moving) and no screen waits to run a callback after its
        next refresh. ``inside``: asked while the app handles a message (that one is not waited for)."""
        if _HANDLING[0] > (1 if inside else 0):
            return False
        pumps: list[MessagePump] = [self]
        for screen in self.screen_stack:
            if screen._callbacks:
                return False
            pumps += [screen, *screen.walk_children()]
        # a pump looking for messages to combine keeps the next one aside (``_pending_message``), off its queue
        return all(
            pump._message_queue.empty() and pump._pending_message is None and not pump._next_callbacks for pump in pumps
        )

    # -- too small -----------------------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        # the app takes its new size a moment later (a debounce timer): use the event's
        width, height = event.size
        if (width < MIN_WIDTH or height < MIN_HEIGHT) and not self.has_class("-too-small"):
            self._small_since = event.time
        self._check_size(event.size)
        self._fit_notice_again(event.size.width)

    def _check_size(self, size: Size | None = None) -> None:
        size = size or getattr(self, "_last_size", None) or self.size
        self._last_size = size
        width, height = size
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        was_small = self.has_class("-too-small")
        if small and not was_small:  # the screen's parts are hidden meanwhile: their focus comes back after
            self._focus_kept = {screen: _closing_list(screen.focused) for screen in self.screen_stack if screen.focused}
            self._selection_kept = {w: w.selection for w in self._focus_kept.values() if isinstance(w, Input)}
        self.set_class(small, "-too-small")
        if small != was_small:
            # Textual restyles only the screen on top when the app's classes change: the screens under it kept
            # the notice's "display: none" on every part, and a table uncovered after the terminal grew back
            # showed its grid alone on an empty screen (a newcomer's try: the recap open while resizing)
            for screen in self.screen_stack[:-1]:
                self.update_styles(screen)
        if was_small and not small:
            # a field the keys would have gone to: the top screen's focus, given back below
            field = isinstance(getattr(self, "_focus_kept", {}).get(self.screen), (Input, TextArea))
            for screen, widget in getattr(self, "_focus_kept", {}).items():
                if widget.is_attached:
                    self.call_after_refresh(self._focus_again, screen, widget)
                    reopen = getattr(widget, "reopen_kept", None)  # a list closed by _closing_list, as it was
                    if callable(reopen):
                        self.call_after_refresh(reopen)
            self._focus_kept = {}
            if self._kept_small:  # typed before it shrank: on to where they were going, after the focus is back
                kept, self._kept_small = list(self._kept_small), []
                self.call_after_refresh(self._hand_on_kept_small, kept)
            if self._unused_small:
                # a burst still coming in as the window shrank (a newcomer's try: the end of a route card's cities
                # typed, then 60x20 and back: "Los Angeles, He" and no word of the rest)
                count, self._unused_small = self._unused_small, 0
                # "check the field typed in" only where there is one (a newcomer's try: no form was open)
                check = ": check the field typed in" if field else ""
                self.notify(
                    f"{count} key{'s' if count > 1 else ''} typed while the terminal was too small "
                    f"{'were' if count > 1 else 'was'} not used{check}.",
                    title="Not used",
                    severity="warning",
                    timeout=8,
                )
                self._screen_notices.append((self.screen, self.last_notice))
        if small:
            self._place_notice(self.screen)
        text = (
            f"airbanker needs at least {MIN_WIDTH}×{MIN_HEIGHT}; this terminal is {width}×{height}.\n\n"
            "Make the window larger (or the font smaller). Keys typed meanwhile do nothing. Ctrl+Q quits."
        )
        for notice in (n for screen in self.screen_stack for n in screen.query(TooSmallNotice)):
            notice.update(text)
            notice.display = small

    def _focus_again(self, screen: Screen[Any], widget: Widget) -> None:
        """Focus ``widget`` of ``screen`` again once the terminal has grown back, a field's cursor and selection as
        they were: focused again, a field selected all its text (Textual's ``select_on_focus``), and the next key
        typed replaced it. A newcomer's try: "15" typed in the Fly form, 60x20 and back to 80x24, then "7": "7"."""
        screen.set_focus(widget)
        kept = getattr(self, "_selection_kept", {}).pop(widget, None)
        if kept is not None:
            # after the Focus event the widget has in its queue, which selects all
            widget.call_later(setattr, widget, "selection", kept)

    def _refresh_notifications(self) -> None:
        """Draw the notices on the screen on top only (Textual's own call, made as a notice comes or goes and as a
        screen is shown): every screen under it has its notices taken off. Textual leaves a covered screen's notices
        in place, seen through a dialog's dimmed background: a newcomer's try of Air Fare at 80x24, "m", the rolls,
        then "d" at once: "Recorded #… · Turn 5 maintenance" twice, the table's copy above its "More:" keys and the
        Draw form's over their second row. A screen shown again gets them back (Textual's ScreenResume calls this)."""
        try:
            top = self.screen
        except ScreenStackError:
            return
        self.place_notices(top)
        top.call_after_refresh(self.place_notices, top)  # a screen just shown: where its lines are once laid out
        super()._refresh_notifications()
        for screen in self.screen_stack:
            if screen is top:
                continue
            for rack in screen.query_children(ToastRack):
                if rack.children:
                    self.call_later(rack.show, Notifications())

    def place_notices(self, screen: Screen[Any]) -> None:
        """Put the notices of ``screen`` (the one on top) on their line, the lowest line above the footer that is
        none of these: a line marked ``keep-clear`` (a game's table's "More:" keys, the journal's detail) of this
        screen or of the screen seen under it; a dialog's box or its keys line; the title row or the status line
        under it (the game's turn and phase). The line above the footer when every line is taken. A screen may
        name rows where nothing is drawn (``spare_rows``: 1930's grid below its last row): the lowest of them first;
        and be told how many rows the notice takes (``notice_shown``, 0 when none is shown) to leave them blank.

        One rule for a table and a dialog over it, at any size: at 80x24 the line above the table's "More:" keys
        (their second row, "P Print audit · ctrl+z undo · ctrl+p every action", was covered over the Draw form); at
        120x36 the line above a dialog at the foot of the screen (the table's turn line, "Turn 7, Bid Phase · deck…",
        was covered over the secret bids)."""
        if not screen.is_attached:
            return
        racks = list(screen.query_children(ToastRack))
        if not racks:
            return
        footer_top = self.size.height - 1
        taken: set[int] = set()
        shown = [screen]
        if isinstance(screen, ModalScreen) and len(self.screen_stack) > 1:
            shown.append(self.screen_stack[-2])
        for each in shown:
            if not each.is_attached:
                continue
            for line in each.query(".keep-clear"):
                if line.display and line.region.height:
                    taken.update(range(line.region.y, line.region.bottom))
        if isinstance(screen, ModalScreen):  # the dialog's own box and keys line
            for part in screen.children:
                if part is racks[0] or not part.display or part.styles.dock != "none":
                    continue
                if part.region.height:
                    taken.update(range(part.region.y, part.region.bottom))
            # ... and the boxes of the dialogs under it (a form under its question; a review at 120x36: the notice
            # on the Count cash form's last line, under "Drop the count typed?")
            dialogs_down = getattr(screen, "dialogs_down", None)
            for under in dialogs_down()[1:] if callable(dialogs_down) else []:
                for part in under.box_parts():
                    if part.region.height:
                        taken.update(range(part.region.y, part.region.bottom))
        # a row left blank among a table's parts before a line of text: the lowest (1930 at 80x24: the notice covered
        # the table's last line of text above its "More:" keys, while the grid's rows below its last were blank)
        # (every line of the notice there: a "Not now" of two lines on one blank row covered the grid's last row)
        spare_rows = getattr(screen, "spare_rows", None)
        spare = {row for row in (spare_rows() if callable(spare_rows) else []) if 1 < row < footer_top - 1} - taken
        shown_toasts = [toast for toast in racks[0].query(Toast) if toast.display and toast.region.height]
        height = max([toast.outer_size.height for toast in shown_toasts], default=1)
        # a screen may give up the rows the notice takes (Air Fare's detail: what a player short could still raise)
        notice_shown = getattr(screen, "notice_shown", None)
        if callable(notice_shown):
            # (a notice just come has no place yet, one gone is removed later: the rack shown says whether any is on)
            notice_shown(height if racks[0].display and racks[0].children else 0)
        free = [row for row in spare if all(row - up in spare for up in range(height))]
        row = max(free) if free else None
        if row is None:
            row = next((row for row in range(footer_top - 1, 1, -1) if row not in taken), footer_top - 1)
        margin = max(1, footer_top - row)
        if racks[0].styles.margin.bottom != margin:
            racks[0].styles.margin = (0, 0, margin, 0)

    def _screen_changed(self, screen: Screen[Any]) -> None:
        # the notices of one screen (a game resumed, keys not used while the terminal was too small) go when another
        # screen is shown: Textual shows a notice on every screen opened while its time runs (a newcomer's try: the
        # "Not used" notice came back over the undo question opened seconds later)
        for kept in [kept for kept in self._screen_notices if kept[0] is not screen]:
            self._screen_notices.remove(kept)
            if kept[1] is not None:
                withdraw(self, kept[1])
        if self.has_class("-too-small"):
            self.call_after_refresh(self._place_notice, screen)

    def _hand_on_kept_small(self, kept: list[events.Key]) -> None:
        """The keys typed before the terminal became too small (:attr:`_small_since`), handed on in order once it has
        grown back, as keys typed ahead are (:meth:`_replay_typed_ahead`)."""
        self._typed_ahead.extend(kept)
        self._replay_typed_ahead()

    def _place_notice(self, screen: Screen[Any]) -> None:
        if screen.is_attached and not screen.query(TooSmallNotice):
            screen.mount(TooSmallNotice(id="too-small"))
            self.call_after_refresh(self._check_size, self._last_size)

    # -- the last line of defence: no traceback reaches the banker -----------------------
    #: a late look of a screen already closed is logged and the app goes on (:meth:`_handle_exception`); the tests
    #: turn it off (tests/tui/conftest.py): there such a look stops the app and fails the test, as any fault does
    FORGIVE_LATE_LOOKS = True

    def _handle_exception(self, error: Exception) -> None:
        if isinstance(error, RuleViolation):
            self.notify(refusal_text(self, error), title="Refused", severity="error", timeout=8)
            return
        if isinstance(error, QueryError) and self.FORGIVE_LATE_LOOKS and self._late_look_of_closed(error):
            # a late look of a screen already closed (a form's redraw scheduled after a refresh, run once its parts
            # were gone): nothing of the game is in it and nothing on screen is wrong; the app going on is better
            # than stopping the bank mid-game. Kept in the crash log, for us. (Textual drops the rest of the batch of
            # callbacks the look ran in, as it does before stopping: drawing work, redone at the next redraw.)
            self._write_crash_log(error, "late")
            return
        self._crash = error
        super()._handle_exception(error)

    def _late_look_of_closed(self, error: Exception) -> bool:
        """Whether ``error`` was raised by a screen already closed, or parts of one: every widget or screen whose
        method is among the traceback's frames (at least one) is no longer on a screen of the stack. An open screen's
        own code reaching a part gone is not (a real fault: it stops the app as ever)."""
        nodes = [
            node
            for frame, _ in traceback.walk_tb(error.__traceback__)
            if isinstance(node := frame.f_locals.get("self"), Widget)
        ]
        return bool(nodes) and not any(self._on_the_stack(node) for node in nodes)

    def _on_the_stack(self, node: Widget) -> bool:
        """Whether ``node`` is a screen of the stack or a part of one still attached to it."""
        screen = node if isinstance(node, Screen) else node.screen if node.is_attached else None
        return screen is not None and screen in self.screen_stack

    def _write_crash_log(self, error: BaseException | None, kind: str = "airbanker") -> str:
        """Write ``error``'s traceback (the one being handled when ``None``) to a new file of the data directory's
        ``crash`` folder, named ``KIND-YYYYmmdd-HHMMSS-micro.txt``; the file's path, or "" when it could not be
        written."""
        from ledger.store import data_dir

        try:
            log = data_dir() / "crash" / f"{kind}-{datetime.now():%Y%m%d-%H%M%S-%f}.txt"  # two in a second kept
            log.parent.mkdir(parents=True, exist_ok=True)
            details = "".join(traceback.format_exception(error)) if error else traceback.format_exc()
            log.write_text(details, "utf-8")
        except OSError:
            return ""
        return str(log)

    def _fatal_error(self) -> None:
        log = self._write_crash_log(getattr(self, "_crash", None))
        where = f"The details are in {log}." if log else ""
        self.bell()
        self._exit_renderables.append(
            "airbanker stopped on an unexpected error. Every action recorded so far is safe in the "
            f"database; run `airbanker audit GAME` to check it. {where}"
        )
        self._close_messages_no_wait()


class RefusedKey(NamedTuple):
    """A key refused, for the notice counting the keys not used after it (:meth:`AirbankerApp.refused_key`)."""

    #: the key by the name a notice gives it ("f", "Space", "ctrl+z")
    key: str
    #: why it was refused, as the banker was told it
    why: str
    #: ``why`` names the key itself ("'c' is not a key of the journal"): not named again before it
    names_key: bool
    #: the notice counts the keys not used after it (not after a key a secret figure refused)
    counted: bool = True


def typed_in(screen: Screen[Any]) -> bool:
    """Whether ``screen`` holds something typed that is not recorded, as the screen's own ``unsaved()`` says (a form,
    the secret bids, the new game, count cash, the box's text): what its Esc asks about, ctrl+q asks about too."""
    unsaved = getattr(screen, "unsaved", None)  # each screen that holds typing says, as its Esc asks
    return bool(unsaved()) if callable(unsaved) else False


def last_recorded(game: Game) -> str:
    """The last action the book holds for ``game``: ``"Last recorded: #12 <summary>, 2026-03-01 20:14:03"``
    (local time), or that nothing is recorded yet."""
    if not game.records:
        return "Nothing recorded yet: the game is as it was set up."
    last = game.records[-1]
    try:
        when = datetime.fromisoformat(last.recorded_at).astimezone().strftime("%Y-%m-%d %H:%M:%S")
    except ValueError:
        when = last.recorded_at
    summary = text_words(last.summary, game=game.setup.game, players=game.setup.players)
    return f"Last recorded: #{last.seq} {summary}, {when}"


def _runner(app: AirbankerApp, action: str, node: Any) -> Any:
    """A palette callback that runs ``action`` where its binding lives."""

    async def run() -> None:
        await app.run_action(action, node)

    return run


def run_app(db: str | None = None) -> None:
    """Open the TUI on the database ``db`` (a SQLAlchemy URL; default: the user data file).

    The book is opened once the first frame is drawn (:meth:`AirbankerApp.open_book`); a book that cannot be
    opened closes the app and its refusal is raised here, as before.

    Raises:
        RuleViolation: the book cannot be opened (not a book, damaged, a newer airbanker's...).
    """

    def open_book() -> Book:
        # imported here, after the first frame: SQLAlchemy and SQLModel are some 30 % of the launch
        from ledger.store import Book

        return Book(db)

    def peek(include_archived: bool) -> list[GameInfo] | None:
        return peek_games(db or default_database_url(), include_archived=include_archived)

    app = AirbankerApp(open_book=open_book, peek=peek)
    try:
        app.run()
    finally:
        if app.book_is_open:
            app.book.close()
    if app.book_error is not None:
        raise app.book_error
    if app.return_code:
        raise SystemExit(app.return_code)
