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
from typing import Any, ClassVar, Protocol, Self, TypeVar, runtime_checkable

from rich.cells import cell_len
from rich.console import RenderableType
from rich.segment import Segment
from rich.style import Style as RichStyle
from textual import events, on
from textual.color import Color
from textual.css.scalar import Scalar, Unit
from textual.geometry import Region
from textual.renderables.background_screen import BackgroundScreen
from textual.screen import ModalScreen, Screen
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, RichVisual, Visual
from textual.widget import Widget

_R = TypeVar("_R")

#: the columns beside a dialog's box (each side, on its rows) where nothing of the dimmed screen under it is drawn
#: (:meth:`BackdropModalScreen.gutters`)
GUTTER = 2

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
    style and then reused; the cells beside and under the dialog's box (:meth:`BackdropModalScreen.gutters`)
    blank."""

    def __init__(self, modal: BackdropModalScreen[Any], backdrop: BackgroundScreen) -> None:
        super().__init__(modal, backdrop)
        self.modal = modal
        self.covered = backdrop.screen
        self.tint = backdrop.color
        self._kept: tuple[tuple[int, int | None, Style], list[Strip]] | None = None
        self._blanked: tuple[tuple[Region, ...], list[Strip]] | None = None

    def render_strips(self, width: int, height: int | None, style: Style, options: RenderOptions) -> list[Strip]:
        key = (width, height, style)
        if self._kept is None or self._kept[0] != key:
            self._kept, self._blanked = (key, super().render_strips(width, height, style, options)), None
        gutters = self.modal.drawn_gutters = self.modal.gutters()
        if self._blanked is None or self._blanked[0] != gutters:
            self._blanked = (gutters, _blank(self._kept[1], gutters))
        return self._blanked[1]


def _blank(strips: list[Strip], regions: Iterable[Region]) -> list[Strip]:
    """``strips`` with the cells of ``regions`` blank: spaces on the background each cell had (the dimmed screen's,
    a row's highlight), nothing written."""
    lines = list(strips)
    for region in regions:
        for y in range(region.y, min(region.bottom, len(lines))):
            line = lines[y]
            start, end = region.x, min(region.right, line.cell_length)
            if start >= end:
                continue
            blank = Strip(
                [
                    Segment(" " * cell_len(text), RichStyle(bgcolor=style.bgcolor) if style else None)
                    for text, style, control in line.crop(start, end)
                    if not control
                ],
                end - start,
            )
            lines[y] = Strip.join([line.crop(0, start), blank, line.crop(end)])
    return lines


class BackdropModalScreen(ModalScreen[_R]):
    """A ``ModalScreen`` (same arguments, same look) that renders the screen it covers once, not at every
    change of its own layout."""

    _backdrop: _KeptBackdrop | None = None
    #: the dialog follows its own layout to clear the table's foot (:meth:`to_foot`)
    _following_layout = False
    #: the dialog this one is pushed over (a question over a form), whose box it covers from side to side
    #: (:meth:`across_dialog_under`); ``None``: none
    _dialog_under: BackdropModalScreen[Any] | None = None
    #: the width of this dialog's box as its CSS gives it (in a tuple: it may be ``None``), once it is widened
    _own_width: tuple[Scalar | None] | None = None
    #: a question over this dialog sits beside its box (under it, else above it) where the terminal has room, not
    #: across it (:meth:`beside_dialog_under`): what the dialog holds is what the question is about (the count typed)
    QUESTIONS_BESIDE: ClassVar[bool] = False
    #: the cells left blank beside and under the box when the backdrop was last drawn (:meth:`gutters`)
    drawn_gutters: tuple[Region, ...] = ()

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
        under = stack[-1] if stack else None
        self._dialog_under = under if isinstance(under, BackdropModalScreen) and under is not self else None

    def on_mount(self) -> None:
        if not self._following_layout:
            self._following_layout = True
            # after each layout of the dialog (its box grown or shrunk, the terminal resized): the table's foot again,
            # and the cells beside the box blank where it is now
            self.screen_layout_refresh_signal.subscribe(self, lambda _screen: self._after_layout())
        self.across_dialog_under()

    def _after_layout(self) -> None:
        beside = self._dialog_under is not None and self._dialog_under.QUESTIONS_BESIDE
        if self.has_class(OVER_TABLE) or beside:
            self.above_dialog_under()
            self.beside_dialog_under()
            self.to_foot()
        if self.gutters() != self.drawn_gutters and self._backdrop is not None:
            self.refresh()
        # the notice's line moves with the box: a dialog that grew after it was first laid out (the printed files
        # listed under "Writing…") covered the line chosen for it (a newcomer's try at 120x36: "Recorded #9 …" over
        # the printed dialog's lines, its folder hidden until the notice went)
        place = getattr(self.app, "place_notices", None)
        if place is not None and self.app.screen is self:
            place(self)

    # -- nothing of the screen under it flush against a dialog's box ------------------------------------------------
    # Centred over a game's table or the journal, a question left the table's letters against its borders, read as
    # part of the box ("2 B█", "Ann █", "█rop," at 80x24; "Rou█", "█Dividends" over the journal at 120x36: newcomers'
    # tries). Under 100 columns the questions take the whole width (app.tcss); beside a box narrower than the screen
    # the dimmed screen under it shows from GUTTER columns off its borders, blank up to them.
    #
    # Under the box too: at 80x24 the table's lines under a form or a question read as part of it, a sentence cut by
    # the box ("the win).", "tables: not entered yet.", Air Fare's loans under the loan form), the table's key line
    # right under the bids' own (newcomers' tries). Nothing of the screen under it shows below the lowest line of
    # the dialog (or of a dialog under it: a question over a form leaves the form's lines under it whole); the
    # table's lines above it stay, dimmed.
    def gutters(self) -> tuple[Region, ...]:
        """The cells of the screen left blank beside and under this dialog's box: :data:`GUTTER` columns each side
        of each of its parts (:meth:`box_parts`), on their rows, and every row under the lowest part of this dialog
        and of the dialogs under it (:attr:`_dialog_under`), within the screen."""
        (width, height), kept = self.size, []
        for part in self.box_parts():
            box = part.region
            if not box:
                continue
            left = max(0, box.x - GUTTER)
            kept += [Region(left, box.y, box.x - left, box.height)]
            kept += [Region(box.right, box.y, max(0, min(width, box.right + GUTTER) - box.right), box.height)]
        bottoms = [part.region.bottom for dialog in self.dialogs_down() for part in dialog.box_parts() if part.region]
        if bottoms:
            kept += [Region(0, max(bottoms), width, height - max(bottoms))]
        return tuple(region for region in kept if region.width > 0 and region.height > 0)

    @on(events.Resize)
    def _across_after_resize(self, _event: events.Resize) -> None:
        # the terminal resized: the form under it is laid out anew (its width may change with the terminal's), in its
        # own turn, once it has the Resize too (posted after this one's): then this box follows it
        under = self._dialog_under
        if under is not None and under.is_attached:
            under.call_later(self.call_after_refresh, self.across_dialog_under)

    # -- a question over a form: the form's lines whole, or hidden whole ------------------------------------------
    # A newcomer's try at 120x36: the bankruptcy question over Air Fare's Settle form, 72 cells wide over the form's
    # 100, left the form's lines cut on both sides of it ("│ Settle the d█ Ann (owes…█ = $20M),   │"); at 80x24 the
    # same ("│ S█ … █  │"), and 1930's "Drop what was typed?" over its forms. As wide as the form's box, the question
    # hides the lines of the form it covers whole; the form's lines above it (or under it) are drawn whole.
    def dialogs_down(self) -> list[BackdropModalScreen[Any]]:
        """This dialog and the dialogs under it (:attr:`_dialog_under`: a form under a question), top first."""
        dialogs: list[BackdropModalScreen[Any]] = []
        dialog: BackdropModalScreen[Any] | None = self
        while dialog is not None and dialog not in dialogs:
            dialogs.append(dialog)
            dialog = dialog._dialog_under
        return dialogs

    def box_parts(self) -> list[Widget]:
        """The parts of this dialog's box: its children shown that are neither docked (a footer, the notices) nor
        laid over the screen."""
        return [
            child
            for child in self.children
            if child.display and child.styles.dock == "none" and child.styles.overlay != "screen"
        ]

    def across_dialog_under(self) -> None:
        """A dialog of one box over another dialog (a question over a form): its box as wide as the widest box of
        the dialog under it, when narrower, so that every line of that dialog it covers is covered from side to
        side (both are centred across the screen)."""
        under = self._dialog_under
        parts = self.box_parts()
        if under is None or len(parts) != 1 or not under.is_attached:
            return
        wanted = max((part.region.width for part in under.box_parts() if part.region), default=0)
        if not wanted:
            return
        box = parts[0]
        if self._own_width is None:
            self._own_width = (box.styles.width,)  # as its CSS gives it, before it is widened
        own = self._own_width[0]
        own_cells = int(own.value) if own is not None and own.unit == Unit.CELLS else 0
        width = wanted if wanted > own_cells else own
        if box.styles.width != width:
            box.styles.width = width

    # -- a question over a form at the foot of a tall terminal: above the form, not over its last lines -----------
    # At the foot too, a question over a form covered the form's last lines, those that say what Enter does and what
    # will be recorded (the lead's try at 120x36: "Drop what was typed?" over Air Empire's purchase form, the
    # bankruptcy question over Air Fare's Settle). Lifted to sit just above the form's box, over the table's lines
    # under its grid, the form stays whole under it; when it does not fit there, as high as the grid allows (it covers
    # the form's first lines, not the last).
    def above_dialog_under(self) -> None:
        """A dialog of one box over another that sits at the foot of a tall terminal (:meth:`box_top`): its box
        lifted (a bottom margin, in cells) so that its last line is just above the top of the box under it, or as
        far as the row under the table's grid allows (the grid stays whole); elsewhere not lifted."""
        under = self._dialog_under
        parts = self.box_parts()
        if under is None or len(parts) != 1 or not under.is_attached:
            return
        box = parts[0]
        margin = box.styles.margin
        top = under.box_top() if self.has_class(OVER_TABLE) and self.has_class("-tall") else None
        lift = 0
        if top is not None and box.region:
            # where the box sits unlifted (its bottom margin taken off)
            bottom, first = box.region.bottom + margin.bottom, box.region.y + margin.bottom
            grid_bottom = self.grid_bottom()
            lift = max(0, min(bottom - top, first - max(1, grid_bottom or 0)))
        if margin.bottom != lift:
            box.styles.margin = (margin.top, margin.right, lift, margin.left)

    # -- a question over a centred dialog that holds what it asks about: beside its box, not across it --------------
    # A newcomer's try at 80x24: "Drop the count typed?" (Esc with a count typed) sat across Count cash's box, over
    # the player and the count it asked about. Moved just under that box (else just above it) where the terminal has
    # the room, both are seen whole; where it has not, it stays centred, as before.
    def beside_dialog_under(self) -> None:
        """A dialog of one box over a dialog that wants its questions beside it (:attr:`QUESTIONS_BESIDE`) and is not
        at the foot of a tall terminal (:meth:`above_dialog_under` lifts it there): its box moved (an offset, in rows)
        to just under the box under it when it fits above the footer, else to just above it when it fits under the
        screen's top line; else where it is."""
        under = self._dialog_under
        parts = self.box_parts()
        if under is None or not under.QUESTIONS_BESIDE or len(parts) != 1 or not under.is_attached:
            return
        if self.has_class(OVER_TABLE) and self.has_class("-tall"):
            return
        box, boxes = parts[0], [part.region for part in under.box_parts() if part.region]
        if not box.region or not boxes:
            return
        moved = box.styles.offset.y
        now = box.region.y - (int(moved.value) if moved.unit == Unit.CELLS else 0)  # where it sits unmoved
        height = box.outer_size.height
        top, bottom = min(r.y for r in boxes), max(r.bottom for r in boxes)
        docked = sum(
            child.outer_size.height for child in self.children if child.display and child.styles.dock == "bottom"
        )
        room_under = self.size.height - docked - bottom
        shift = bottom - now if height <= room_under else top - height - now if height <= top - 1 else 0
        if moved.unit != Unit.CELLS or int(moved.value) != shift:
            box.styles.offset = (0, shift)

    def grid_bottom(self) -> int | None:
        """The row under the covered table's grid when this box sits at the foot of a tall terminal over it
        (:meth:`place`), else ``None``."""
        if not (self.has_class(OVER_TABLE) and self.has_class("-tall")):
            return None
        stack = list(self.app.screen_stack)
        table = covered_screen(stack[: stack.index(self)]) if self in stack else None
        grid_id = getattr(table, "GRID", None)
        grids = list(table.query(f"#{grid_id}")) if table is not None and grid_id else []
        return grids[0].region.bottom if grids and grids[0].region else None

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
        tops = [child.region.y for child in self.box_parts() if child.region]
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
