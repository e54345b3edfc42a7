"""A choice of one, shared by the screens (the yes/no confirmation is tui.base.widgets.ConfirmScreen)."""

from __future__ import annotations

from collections.abc import Sequence

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from tui.base.backdrop import BackdropModalScreen
from tui.base.footer import Footer
from tui.base.widgets import PlainStatic, plain


class ChoiceList(OptionList):
    """Textual's OptionList whose Enter is named in the footer ("⏎ Choose"): the dialog's own keys at the bottom."""

    BINDINGS = [Binding("enter", "select", "Choose", id="choice_choose")]


class ChoiceScreen(BackdropModalScreen["str | None"]):
    """Choose one of a few options with the arrows and Enter (Esc: none).

    Args:
        title: what is being chosen.
        options: ``(value, label)`` pairs; a label may name its own key, e.g. ``"b  Both"``.
        current: the value highlighted first.
        keys: extra single keys that choose at once: key -> value.
    """

    DEFAULT_CLASSES = "dialog"
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="choice_cancel")]

    def __init__(
        self,
        title: str,
        options: Sequence[tuple[str, str]],
        *,
        current: str | None = None,
        keys: dict[str, str] | None = None,
    ) -> None:
        super().__init__()
        self.title_text = title
        self.options = list(options)
        self.current = current
        self.keys = dict(keys or {})

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield PlainStatic(self.title_text, id="question", markup=False)
            # a label may be a player's name: shown as typed, never read as markup
            yield ChoiceList(*(Option(plain(label), id=value) for value, label in self.options), id="choices")
            digits = sorted(k for k in self.keys if k.isdigit())
            # the number keys that choose at once, when there are ("1-4: a seat" for the journal's players)
            by_number = f"    {digits[0]}-{digits[-1]}: that one" if len(digits) > 1 else ""
            yield PlainStatic(f"↑↓ and Enter: choose{by_number}    Esc: cancel", classes="keys", markup=False)
        # its own keys at the bottom: without a footer of its own the covered screen's showed through ("p Buy",
        # "r Recap"), keys that do nothing while the choice is open
        yield Footer()

    def on_mount(self) -> None:
        choices = self.query_one("#choices", OptionList)
        values = [value for value, _ in self.options]
        if self.current in values:
            choices.highlighted = values.index(self.current)
        elif values:
            choices.highlighted = 0
        choices.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def on_key(self, event: events.Key) -> None:
        if event.key in self.keys:
            event.stop()
            self.dismiss(self.keys[event.key])

    def action_cancel(self) -> None:
        self.dismiss(None)
