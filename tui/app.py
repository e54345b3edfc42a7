"""The banker's seat (Textual): run a whole Air Empire game from the keyboard.

Everything shown comes from ``ledger``; no rule of a game is computed here. Every banker
action goes through :meth:`AirbankerApp.record`, which shows a refusal with its rule and
records nothing.

Layout of the package (posting-style): ``app.py`` (this file: the App, global keys, the
command palette, the config), one module per area: ``start.py`` (games, new game),
``table.py`` (the Air Empire table), ``forms.py`` (route card, bids, loans, planes,
maintenance, merger), ``recap.py``, ``journal.py`` (journal, undo/redo, count cash, audit),
``help.py``; ``config.py`` (keymap, theme).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from ledger.game import Game, Record
from ledger.journal import RuleViolation
from ledger.store import Book

from . import config as app_config

MIN_WIDTH, MIN_HEIGHT = 80, 24


class AirbankerApp(App[None]):
    """The banker's seat.

    Args:
        book: the open book (database).
        config_path: where keymap and theme are kept (default: the user config directory).
    """

    TITLE = "airbanker"
    CSS_PATH = "app.tcss"

    BINDINGS = [
        Binding("f1,question_mark", "help", "Help", id="help"),
        Binding("ctrl+z", "undo", "Undo", id="undo", show=False),
        Binding("ctrl+y", "redo", "Redo", id="redo", show=False),
        Binding("ctrl+q", "quit", "Quit", id="quit", show=False, priority=True),
    ]

    def __init__(self, book: Book, *, config_path: Any = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.book = book
        self.game_id: int | None = None
        self.config_path = config_path
        self.settings = app_config.load(config_path)

    # -- start ---------------------------------------------------------------------------
    def on_mount(self) -> None:
        theme = self.settings.get("theme")
        if isinstance(theme, str) and theme in self.available_themes:
            self.theme = theme
        keymap = self.settings.get("keymap")
        if isinstance(keymap, dict) and keymap:
            self.set_keymap({str(k): str(v) for k, v in keymap.items()})
        from .start import StartScreen

        self.push_screen(StartScreen())

    def watch_theme(self, theme: str) -> None:
        """Remember the chosen theme for next time."""
        if self.is_mounted and self.settings.get("theme") != theme:
            self.settings["theme"] = theme
            app_config.save(self.settings, self.config_path)

    # -- the game ------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The open game (raises RuleViolation when none is open)."""
        if self.game_id is None:
            raise RuleViolation("no game is open", field="game")
        return self.book.game(self.game_id)

    def open_game(self, game_id: int) -> None:
        """Open a game on its table screen."""
        from .table import TableScreen

        self.game_id = game_id
        self.push_screen(TableScreen())

    def record(self, kind: str, payload: Mapping[str, Any], *, note: str = "") -> Record | None:
        """Record one action in the open game; show the outcome; ``None`` when refused.

        A refusal is shown with its field and rule and nothing is recorded.
        """
        try:
            rec = self.book.record(self.game_id or 0, kind, payload, note=note)
        except RuleViolation as error:
            self.notify(str(error), title="Refused", severity="error", timeout=8)
            return None
        self.notify(rec.summary, title=f"Recorded #{rec.seq}")
        self.game_changed()
        return rec

    def game_changed(self) -> None:
        """Tell every screen on the stack to redraw from the ledger."""
        for screen in self.screen_stack:
            refresh = getattr(screen, "refresh_game", None)
            if refresh is not None:
                refresh()

    # -- global actions (implemented in their modules) -----------------------------------
    def action_help(self) -> None:
        from .help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def action_undo(self) -> None:
        from .journal import confirm_undo

        if self.game_id is not None:
            confirm_undo(self)

    def action_redo(self) -> None:
        from .journal import confirm_redo

        if self.game_id is not None:
            confirm_redo(self)

    # -- command palette: every action of the screen and of the app ----------------------
    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        seen: set[str] = set()
        for node in (screen, self):
            for binding in getattr(node, "BINDINGS", []):
                if not isinstance(binding, Binding) or binding.action in seen or not binding.description:
                    continue
                seen.add(binding.action)
                action = binding.action
                target = node
                yield SystemCommand(binding.description, f"Key: {binding.key}",
                                    lambda action=action, target=target: self.run_action(action, target))

    # -- too small -----------------------------------------------------------------------
    def on_resize(self) -> None:
        small = self.size.width < MIN_WIDTH or self.size.height < MIN_HEIGHT
        self.set_class(small, "-too-small")


def run_app(db: str | None = None) -> None:
    """Open the TUI on the database ``db`` (a SQLAlchemy URL; default: the user data file)."""
    book = Book(db)
    try:
        AirbankerApp(book).run()
    finally:
        book.close()
