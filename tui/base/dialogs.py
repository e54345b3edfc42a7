"""A choice of one, shared by the screens (the yes/no confirmation is tui.base.widgets.ConfirmScreen)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets._select import SelectOverlay
from textual.widgets.option_list import Option

from tui.base.backdrop import BackdropModalScreen
from tui.base.footer import Footer
from tui.base.widgets import PlainStatic, SearchOverlay, folded, plain, undecided_text


class ChoiceList(SearchOverlay):
    """A list of options whose Enter is named in the footer ("⏎ Choose"), the dialog's own keys at the bottom, and
    whose letters typed search it as every list of the app's forms does (:class:`~tui.base.widgets.SearchOverlay`:
    "b" goes to Bea, "bo" to Bob, Backspace takes a letter back). A newcomer's try of the journal's w and t lists:
    letters did nothing there. A key the dialog takes at once (:attr:`ChoiceScreen.keys`: a seat's number) is the
    dialog's, not the search's. Its choice is told by :class:`SelectOverlay.UpdateSelection` (the option's index).

    Args:
        options: the options, in order.
        id: the widget's id.
    """

    BINDINGS = [
        Binding("enter", "select", "Choose", id="choice_choose"),
        # Esc is the dialog's (cancel), not the list's "close the open list" (it has no Select to close into)
        Binding("escape", "cancel_choice", "Cancel", id="choice_list_cancel"),
        # as in a form's open list (tui.base.widgets.take_searched_option): the option found by what was typed, or
        # (ctrl+s) the one highlighted. A newcomer's try: "bo" then ctrl+s or Tab on the journal's player list did
        # nothing, and the banker thought Bob chosen
        Binding("ctrl+s", "take", "Choose", id="choice_take", show=False),
        Binding("tab", "take_found", "Choose the option found", id="choice_take_found", show=False),
    ]
    #: something was typed in the list since it opened (the search that found the option highlighted, even once
    #: forgotten): Tab takes that option (:meth:`action_take_found`)
    typed = False

    def __init__(self, *options: Option, id: str | None = None) -> None:
        super().__init__(type_to_search=True)
        if id is not None:
            self.id = id
        self.add_options(options)

    async def _on_key(self, event: events.Key) -> None:
        if event.key in getattr(self.screen, "keys", {}):
            event.prevent_default()  # neither this list's search nor Textual's: the dialog's on_key takes it
            return
        await super()._on_key(event)

    def _find_search_match(self, query: str) -> int | None:
        """The app's search (:meth:`SearchOverlay._find_search_match`); else the search and the labels without their
        spaces: "y2q3", "y2 q3" and "Y2Q3" find "Y2 Q3" (a newcomer's try of the journal's quarter filter: "y2q3"
        highlighted nothing, and Enter did nothing)."""
        found = super()._find_search_match(query)
        wanted = folded(query).replace(" ", "")
        if found is not None or not wanted:
            return found
        at = [(label.replace(" ", "").find(wanted), index) for index, label in self._labels()]
        at = [(place, index) for place, index in at if place >= 0]
        return min(at)[1] if at else None

    def searching(self, searched: bool) -> None:
        """A search typed found an option (``searched``), or was taken back whole (:meth:`SearchOverlay.searching`)."""
        self.typed = searched
        super().searching(searched)

    def action_take(self) -> None:
        """ctrl+s: the option highlighted chosen, as Enter; a search that matches none (its line says so) chooses
        nothing."""
        if self.highlighted is None:
            self.app.bell()
            return
        self.action_select()

    def action_take_found(self) -> None:
        """Tab: the option found by what was typed chosen (:meth:`action_take`); with nothing typed, nothing (the
        dialog has no other field to go to)."""
        if self.typed or self._search_query:
            self.action_take()

    def _on_blur(self, event: events.Blur) -> None:
        event.prevent_default()  # no Select to close: Textual's overlay told one it lost the focus

    def action_cancel_choice(self) -> None:
        cancel: Any = getattr(self.screen, "action_cancel", None)
        if cancel is not None:
            cancel()


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
            yield PlainStatic(self.keys_text(), classes="keys", markup=False)
        # its own keys at the bottom: without a footer of its own the covered screen's showed through ("p Buy",
        # "r Recap"), keys that do nothing while the choice is open
        yield Footer()

    def on_mount(self) -> None:
        choices = self.query_one("#choices", ChoiceList)
        values = [value for value, _ in self.options]
        if self.current in values:
            choices.highlighted = values.index(self.current)
        elif values:
            choices.highlighted = 0
        choices.focus()

    def on_search_overlay_unmatched(self, event: SearchOverlay.Unmatched) -> None:
        """A search that matches no option says so on the dialog's key line, in place of its keys (a newcomer's try
        of the journal's quarter filter: "y2q3" highlighted nothing, and nothing was said); the keys again once an
        option is highlighted again."""
        event.stop()
        said = f'no choice matches "{event.query}"   Backspace: a letter back   Esc: cancel'
        if event.query and not event.overlay._search_query:
            # an Enter forgot the search (gone from the list's border): its line goes with it, nothing highlighted
            said = "nothing highlighted   ↑↓ or type to find   Esc: cancel"
        self.query_one(".keys", PlainStatic).update(said if event.query else self.keys_text())

    def on_search_overlay_undecided(self, event: SearchOverlay.Undecided) -> None:
        """Enter on a search that begins several choices' names ("b": Bea, Bob) chose none: the key line names them
        (:func:`~tui.base.widgets.undecided_text`), as every list's does; the keys again once one is highlighted by
        an arrow or more letters."""
        event.stop()
        said = undecided_text(event.query, event.names) if event.names else self.keys_text()
        self.query_one(".keys", PlainStatic).update(said)

    def keys_text(self) -> str:
        """The dialog's key line: "↑↓ or type to find, Enter: choose   1-4: seat   Esc: cancel". ("↑↓ or
        letters" read as letters beside the options, a newcomer's try: none are shown; what is typed finds.)"""
        digits = sorted(k for k in self.keys if k.isdigit())
        # the number keys that choose at once, when there are ("1-4: a seat" for the journal's players)
        by_number = f"   {digits[0]}-{digits[-1]}: seat" if len(digits) > 1 else ""
        # letters search the list (:class:`ChoiceList`); one line in the dialog's 60 columns
        return f"↑↓ or type to find, Enter: choose{by_number}   Esc: cancel"

    def on_select_overlay_update_selection(self, event: SelectOverlay.UpdateSelection) -> None:
        event.stop()
        self.dismiss(self.options[event.option_index][0])

    def on_key(self, event: events.Key) -> None:
        if event.key in self.keys:
            event.stop()
            self.dismiss(self.keys[event.key])

    def action_cancel(self) -> None:
        self.dismiss(None)
