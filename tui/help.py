"""Help on F1 and ?: the keys, the phases, where the data lives."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Markdown


class HelpScreen(ModalScreen[None]):
    """The help text (help.md next to this module)."""

    BINDINGS = [Binding("escape,f1,q", "app.pop_screen", "Close", id="close_help")]

    def compose(self) -> ComposeResult:
        yield Markdown("# airbanker help\n\nEsc closes.")
