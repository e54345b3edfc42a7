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

from collections.abc import Iterable
from functools import lru_cache
from typing import Self, TypeVar

from rich.console import RenderableType
from rich.segment import Segment
from rich.style import Style as RichStyle
from textual.color import Color
from textual.geometry import Region
from textual.renderables.background_screen import BackgroundScreen
from textual.screen import ModalScreen
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, RichVisual, Visual
from textual.widget import Widget

_R = TypeVar("_R")


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
