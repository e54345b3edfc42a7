"""Modal screens whose backdrop, the covered screen tinted, is drawn once while the modal is open.

A Textual ``ModalScreen`` paints the screen it covers, tinted, as its own background, and paints it
again each time the modal's layout changes: mounting a form's rows, showing a hidden row, the live
line growing a line. Each time the covered screen (a table of three dozen cells, its detail lines) is
rendered anew and every segment tinted. A form opened over a game's table did that some five times
before its first frame: half of what the Air Fare draw form took to open (issue 13, "Fast").

The covered screen seldom changes while a modal is on top of it (the banker types into the modal), so
its tinted picture is kept and reused for as long as the modal's size, the covered screen and the tint
stay the same, and nothing of the covered screen was repainted: when it is (a table redrawn for a new
terminal size), Textual repaints those regions on the modal and the picture is rendered again. The look
is Textual's own: the same renderable, rendered once.

Tinting blends the tint into each segment's colours, some 2,700 segments for a game's table, although a
screen has a few dozen styles: each style's tinted style is worked out once (Textual's own tint of it)
and looked up for the others, about a tenth of a form's time to open before (issue 13, "Fast").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any, Protocol, Self, TypeVar, runtime_checkable

from rich.console import RenderableType
from rich.segment import Segment
from rich.style import Style as RichStyle
from textual.color import Color
from textual.geometry import Region
from textual.renderables.background_screen import BackgroundScreen
from textual.screen import ModalScreen, Screen
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, RichVisual, Visual
from textual.widget import Widget

_R = TypeVar("_R")

#: the class of a dialog open over a game's table (:meth:`BackdropModalScreen.place`): in a tall terminal it sits at
#: the foot of the screen (app.tcss), the table's grid whole above it
OVER_TABLE = "-over-table"


@runtime_checkable
class FootRoom(Protocol):
    """A screen whose lines under its grid give way to a dialog at the foot of a tall terminal (a game's table:
    :meth:`tui.base.table_screen.GameTableScreen.clear_foot`)."""

    def clear_foot(self, top: int | None) -> bool:
        """Hide the lines under the grid from the first one reaching row ``top`` (the highest dialog box's top
        line) on, the others shown; ``None``: show them all. Whether any line was hidden or shown."""
        ...


@lru_cache(maxsize=4096)
def _tinted(style: RichStyle | None, tint: Color) -> RichStyle | None:
    """Textual's tinted style of a segment of ``style`` (:meth:`BackgroundScreen.process_segments`), worked out
    once per style and tint."""
    return next(iter(BackgroundScreen.process_segments([Segment(" ", style)], tint))).style


class _TintedScreen(BackgroundScreen):
    """Textual's tinted covered screen, each style's tint worked out once (:func:`_tinted`)."""

    @classmethod
    def process_segments(cls, segments: Iterable[Segment], color: Color) -> Iterable[Segment]:
        """Textual's tinted segments (links and meta removed), control segments as they are."""
        for segment in segments:
            text, style, control = segment
            yield segment if control else Segment(text, _tinted(style, color), control)


class _KeptBackdrop(RichVisual):
    """Textual's tinted picture of the covered screen (:class:`BackgroundScreen`), rendered once per size and
    style and then reused."""

    def __init__(self, modal: Widget, backdrop: BackgroundScreen) -> None:
        super().__init__(modal, backdrop)
        self.covered = backdrop.screen
        self.tint = backdrop.color
        self._kept: tuple[tuple[int, int | None, Style], list[Strip]] | None = None

    def render_strips(self, width: int, height: int | None, style: Style, options: RenderOptions) -> list[Strip]:
        key = (width, height, style)
        if self._kept is None or self._kept[0] != key:
            self._kept = (key, super().render_strips(width, height, style, options))
        return self._kept[1]


class BackdropModalScreen(ModalScreen[_R]):
    """A ``ModalScreen`` (same arguments, same look) that renders the screen it covers once, not at every
    change of its own layout."""

    _backdrop: _KeptBackdrop | None = None
    #: the dialog follows its own layout to clear the table's foot (:meth:`to_foot`)
    _following_layout = False

    # -- a dialog over a game's table, at the foot of a tall terminal ------------------------------------------
    # Centred, a dialog covered rows of the table at 120x36 (a newcomer's try: the Count cash form over Red and
    # Purple of 1930's grid, Air Empire's reveal over its players, Air Fare's loan form over the "More" keys); at the
    # foot, as 1930's own forms already were, the table's grid stays whole above it. At 80x24 (not "-tall") it stays
    # centred, as before.
    def place(self, stack: Sequence[Screen[Any]]) -> None:
        """Mark this dialog :data:`OVER_TABLE` when the screen it is pushed over (``stack``, before the push; the
        dialogs already open skipped) is a game's table, before its first styling (the app's hook for a screen
        about to be shown: a class added later styled every widget of the dialog again)."""
        self.set_class(isinstance(covered_screen(stack), FootRoom), OVER_TABLE, update=self.is_attached)

    def on_mount(self) -> None:
        if self.has_class(OVER_TABLE) and not self._following_layout:
            self._following_layout = True
            # after each layout of the dialog (its box grown or shrunk, the terminal resized): the table's foot again
            self.screen_layout_refresh_signal.subscribe(self, lambda _screen: self.to_foot())

    def on_screen_resume(self) -> None:
        # on top again (a question over it answered): the table's foot as this dialog's box needs it
        if self._following_layout:
            self.call_after_refresh(self.to_foot)

    def box_top(self) -> int | None:
        """The top line of this dialog's box when it sits at the foot of a tall terminal over a table, else
        ``None``: the highest of its parts not docked (a form's box, the bids' box and the keys' line under it; not
        the footer nor the notices)."""
        if not (self.has_class(OVER_TABLE) and self.has_class("-tall")) or not self.is_attached:
            return None
        tops = [
            child.region.y
            for child in self.children
            if child.display and child.styles.dock == "none" and child.styles.overlay != "screen" and child.region
        ]
        return min(tops, default=None)

    def to_foot(self) -> None:
        """Hide the lines of the table this dialog (or a dialog under it) cuts into, show the others again
        (:meth:`FootRoom.clear_foot`); the tinted table behind each dialog is then drawn again."""
        stack = list(self.app.screen_stack)
        if self not in stack or not self.is_attached:
            return
        table = covered_screen(stack[: stack.index(self)])
        if not isinstance(table, FootRoom):
            return
        over = [s for s in stack[stack.index(table) + 1 :] if isinstance(s, BackdropModalScreen)]
        tops = [top for s in over if (top := s.box_top()) is not None]
        if table.clear_foot(min(tops, default=None)):
            for dialog in over:
                dialog._backdrop = None  # the covered table drawn again, with the lines as they are now
                dialog.refresh()

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False, recompose: bool = False) -> Self:
        """Textual's refresh. Regions to repaint come from the covered screen: when it changes under a dialog (a
        table redrawn for a new width, the latest actions), Textual repaints those regions on the screen on
        top. The tinted picture is then rendered again."""
        if regions:
            self._backdrop = None
            # a dialog over this one (a question over a form) gets the repaints; the one under it draws the
            # covered table into its own picture: drawn again too
            for other in self.app.screen_stack:
                if other is not self and isinstance(other, BackdropModalScreen) and other._backdrop is not None:
                    other._backdrop = None
                    other.refresh()
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    # a Visual, as any widget's render may return (Textual's Widget.render); Screen's annotation says less
    def render(self) -> RenderableType | Visual:  # type: ignore[override]
        """The modal's background: Textual's tinted covered screen, kept while the covered screen and the tint
        stay the same; anything else (a solid background) as Textual renders it."""
        rendered = super().render()
        if not isinstance(rendered, BackgroundScreen):
            return rendered
        kept = self._backdrop
        if kept is None or kept.covered is not rendered.screen or kept.tint != rendered.color:
            kept = self._backdrop = _KeptBackdrop(self, _TintedScreen(rendered.screen, rendered.color))
        return kept


def covered_screen(stack: Sequence[Screen[Any]]) -> Screen[Any] | None:
    """The screen a dialog pushed over ``stack`` covers: the top one that is not a dialog (``ModalScreen``)."""
    return next((screen for screen in reversed(stack) if not isinstance(screen, ModalScreen)), None)
