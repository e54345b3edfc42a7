"""The key line at the bottom of every screen: Textual's Footer, redrawn only when what it shows changes.

Textual's Footer rebuilds all its keys whenever the screen's bindings may have changed, which is every time the
focus moves (a Tab from one field of a form to the next). Rebuilding restyles a dozen widgets and lays out the
screen again: about a tenth of a second of work per Tab on a 2-core machine, and most of what a form costs
to step through. This Footer compares the keys it would show (key, label, enabled or not, tooltip) with those it
shows, and rebuilds only when they differ.
"""

from __future__ import annotations

from collections.abc import Hashable

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey


class Footer(TextualFooter):
    """Textual's Footer (same arguments, same look), rebuilt only when the keys it shows change."""

    _shown: tuple[Hashable, ...] | None = None

    def _keys_to_show(self) -> tuple[Hashable, ...]:
        """What :meth:`compose` would draw: every shown binding's key, label, action, group, state and tooltip."""
        shown: list[Hashable] = [self.compact, self.show_command_palette]
        for _node, binding, enabled, tooltip in self.screen.active_bindings.values():
            if binding.show or binding.action == "command_palette":
                group = binding.group
                shown.append(
                    (
                        binding.key,
                        self.app.get_key_display(binding),
                        binding.description,
                        binding.action,
                        None if group is None else (group.description, group.compact),
                        enabled,
                        tooltip or binding.tooltip,
                    )
                )
        return tuple(shown)

    def compose(self) -> ComposeResult:
        """Textual's keys, each made with the footer's ``-compact`` class: Textual's data binding sets the class
        again just after each key is mounted, and a class new to a mounted key restyles it (four times per
        form opened)."""
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                widget.set_class(self.compact, "-compact", update=False)
            yield widget

    def bindings_changed(self, screen: Screen[object]) -> None:
        """The screen's bindings may have changed: rebuild only if the keys to show did."""
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            shown = self._keys_to_show()
            if shown == self._shown and self._bindings_ready:
                return
            self._shown = shown
        super().bindings_changed(screen)
