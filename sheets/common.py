"""Layout pieces every sheet shares: one-line table cells, the ink, headings, the PDF build.

Nothing here knows a game: the re-cap sheets (:mod:`sheets.recap`) and the 1930 dividend
summary (:mod:`sheets.dividends`) set their own page, columns and words, and draw them with
these helpers so that every airbanker PDF reads alike (DejaVu Sans embedded, black ink on
white with grey rules and fills that carry no meaning of their own, byte-identical output).
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from reportlab.lib import colors
from reportlab.lib.pagesizes import landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Paragraph, Table, TableStyle

from sheets.fonts import BOLD, REGULAR, font_runs, paragraph_markup, register_fonts, string_width

__all__ = [
    "SIZE",
    "INK",
    "RULE",
    "HEAD_FILL",
    "PHASE_FILL",
    "GREY_TEXT",
    "Text",
    "WrappedText",
    "wrap_words",
    "fit_words",
    "blank",
    "paragraph_style",
    "section_heading",
    "title_head",
    "build_pdf",
    "LANDSCAPE_LETTER",
    "MARGIN_X",
    "MARGIN_TOP",
    "MARGIN_BOTTOM",
    "cell_style",
    "page_footer",
]

#: Body type size, points.
SIZE = 8.0

INK = colors.black
#: Thin rules between rows and columns.
RULE = colors.Color(0.55, 0.55, 0.55)
#: Fill of a table's heading row.
HEAD_FILL = colors.Color(0.86, 0.86, 0.86)
#: Fill of a group heading inside a table.
PHASE_FILL = colors.Color(0.93, 0.93, 0.93)
#: Secondary text: hints, captions, legends, footers.
GREY_TEXT = colors.Color(0.3, 0.3, 0.3)

#: The page of every sheet: US Letter, landscape (792 x 612 points).
LANDSCAPE_LETTER: tuple[float, float] = landscape(letter)
#: Margins, points: left and right, top, bottom (the footer stands in the bottom one).
MARGIN_X = 30.0
MARGIN_TOP = 26.0
MARGIN_BOTTOM = 32.0


def _longest(text: str, fits: Callable[[str], bool], least: int = 0) -> int:
    """The largest ``k`` from ``least`` to ``len(text)`` for which ``fits(text[:k])``, or ``least`` if none.

    ``fits`` must hold up to some ``k`` and fail beyond it (e.g. "the piece fits the cell": a
    longer piece is never narrower). Steps of 1, 2, 4, ... then a binary search, so ``fits`` is
    called about ``2 log2(k)`` times, not once per character: a title of thousands of characters
    in one word wraps in about a second.
    """
    length = len(text)
    good, step = least, 1
    while good + step <= length and fits(text[: good + step]):
        good += step
        step *= 2
    bad = min(good + step, length + 1)  # fits(bad) fails, or bad is past the end
    while bad - good > 1:
        middle = (good + bad) // 2
        if fits(text[:middle]):
            good = middle
        else:
            bad = middle
    return good


#: Where a text may break: a run of white space, or just after a hyphen (kept on the line it ends).
_BREAKS = re.compile(r"(\s+|(?<=-))")


def wrap_words(
    text: str, width: float, *, size: float, font: str = REGULAR, after_hyphens: bool = False, whole_words: bool = False
) -> list[str]:
    """``text`` broken into lines of at most ``width`` points when set at ``size`` points in ``font``.

    Sizes and widths are in points, reportlab's unit (1/72 inch): layout, never money. Lines break
    at white space (each run of it prints as one space; none is kept at a line's end), and with
    ``after_hyphens`` also just after a hyphen ("Fetherstonhaugh-" / "Worthington"). Each line takes
    as many pieces as fit. A piece wider than ``width`` takes a line of its own and is broken between
    characters, unless ``whole_words``: then it stays whole, wider than ``width``.

    Returns:
        The lines, top first; ``[""]`` for a text with nothing to print.
    """
    pieces = _BREAKS.split(text) if after_hyphens else re.split(r"(\s+)", text)
    lines: list[str] = []
    line = ""
    for piece in pieces:
        if not piece:
            continue
        if piece.isspace():
            line += " "
            continue
        if line.strip() and string_width(line + piece, size, font) > width:
            lines.append(line.rstrip())
            line = ""
        line += piece
        while not whole_words and len(line) > 1:  # one overlong word: broken between characters
            cut = _longest(line, lambda part: string_width(part, size, font) <= width, least=1)
            if cut == len(line):
                break
            lines.append(line[:cut])
            line = line[cut:]
    if line.strip():
        lines.append(line.rstrip())
    return lines or [""]


def fit_words(
    text: str,
    width: float,
    *,
    size: float,
    least: float,
    most_lines: int,
    font: str = REGULAR,
    after_hyphens: bool = False,
    whole_words: bool = False,
) -> tuple[list[str], float]:
    """The lines of ``text`` (:func:`wrap_words`) in ``width`` points and the size they are set in.

    Sizes and widths are in points, reportlab's unit (1/72 inch): layout, never money. The size
    is ``size`` if the text takes at most ``most_lines`` lines there, else the largest one, in steps
    of half a point down to ``least``, at which it does; if none does, the last step (``least``
    when it is on a half-point step from ``size``) with as many lines as the text needs, so nothing
    is cut. With ``whole_words`` a size also fits only when every line fits ``width`` (a word is
    never broken).

    Returns:
        ``(lines, size)``: the lines, top first, and their size in points.
    """
    while True:
        lines = wrap_words(text, width, size=size, font=font, after_hyphens=after_hyphens, whole_words=whole_words)
        fits = not whole_words or all(string_width(line, size, font) <= width for line in lines)
        if (fits and len(lines) <= most_lines) or size - 0.5 < least:
            return lines, size
        size -= 0.5


def _draw_line(canvas: Canvas, line: str, x: float, y: float, font: str, size: float, color: colors.Color) -> None:
    """``line`` drawn on ``canvas`` from the baseline point ``(x, y)`` (points) in ``font`` at ``size`` points,
    each run of characters the font lacks in its fallback face (:func:`sheets.fonts.font_runs`), with no line feed,
    so it extracts as one line of text."""
    text = canvas.beginText(x, y)
    text.setFillColor(color)
    for face, run in font_runs(line, font):
        text.setFont(face, size)
        text.textOut(run)
    canvas.drawText(text)


class Text(Flowable):  # type: ignore[misc]  # reportlab is untyped: Flowable is Any
    """One line of text in a table cell, drawn without a line feed so rows extract as lines.

    The text shrinks (down to ``min_size``) to fit its cell, and is cut with "…" only if it
    still does not fit. Characters missing from DejaVu Sans use the CJK fallbacks of
    :mod:`sheets.fonts`.

    ``size`` and ``min_size`` are font sizes, and the widths of :meth:`wrap` lengths, in points
    (reportlab's unit, 1/72 inch): layout, never money. The money a cell shows is formatted from
    whole units before it gets here (:func:`ledger.money.format_money`).
    """

    def __init__(
        self,
        text: str,
        *,
        size: float = SIZE,
        bold: bool = False,
        align: str = "LEFT",
        min_size: float = 5.5,
        color: colors.Color = INK,
    ) -> None:
        super().__init__()
        self.text = text
        self.size = size
        self.font = BOLD if bold else REGULAR
        self.align = align
        self.min_size = min_size
        self.color = color
        self._fit_size = size
        self._fit_text = text

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803 (reportlab's names)
        self.width = availWidth
        size, text = self.size, self.text
        natural = string_width(text, size, self.font)
        if natural > availWidth > 0:
            size = max(self.min_size, size * availWidth / natural)
            if string_width(text, size, self.font) > availWidth + 0.01:
                keep = _longest(text, lambda piece: string_width(piece + "…", size, self.font) <= availWidth)
                text = text[:keep].rstrip() + "…"
        self._fit_size, self._fit_text = size, text
        self.height = self.size * 1.2
        return self.width, self.height

    def draw(self) -> None:
        if not self._fit_text:
            return
        size = self._fit_size
        width = string_width(self._fit_text, size, self.font)
        if self.align == "RIGHT":
            x = self.width - width
        elif self.align == "CENTER":
            x = (self.width - width) / 2
        else:
            x = 0.0
        # baseline so that the cap height sits in the middle of the line box
        _draw_line(self.canv, self._fit_text, x, (self.height - 0.73 * size) / 2, self.font, size, self.color)


class WrappedText(Flowable):  # type: ignore[misc]  # reportlab is untyped: Flowable is Any
    """A title that always prints whole: wrapped on word breaks over up to ``max_lines`` lines.

    ``size``, ``min_size`` and ``leading`` (a factor of the size) are layout in points, reportlab's
    unit, never money. The largest size from ``size`` down to ``min_size`` (in half points) at which the text
    fits ``max_lines`` lines of the available width is used; if none fits, the text takes
    ``min_size`` and as many lines as it needs, so nothing is cut. Each line is drawn
    without a line feed, so it extracts as one line of text. A single word wider than
    the cell is broken between characters. ``width`` (points), when given, is the most the text
    takes of the available width: a note under a table narrower than the page wraps to the table.
    """

    def __init__(
        self,
        text: str,
        *,
        size: float = SIZE,
        bold: bool = False,
        max_lines: int = 2,
        min_size: float = 7.0,
        leading: float = 1.15,
        color: colors.Color = INK,
        width: float | None = None,
    ) -> None:
        super().__init__()
        self.text = " ".join(text.split())
        self.most_width = width
        self.size = size
        self.font = BOLD if bold else REGULAR
        self.max_lines = max_lines
        self.min_size = min_size
        self.leading = leading
        self.color = color
        self._fit_size = size
        self._lines: list[str] = [self.text]

    def _wrap_at(self, size: float, width: float) -> list[str]:
        return wrap_words(self.text, width, size=size, font=self.font)

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803 (reportlab's names)
        if self.most_width is not None:
            availWidth = min(availWidth, self.most_width)  # noqa: N806 (reportlab's name)
        self.width = availWidth
        lines, size = fit_words(
            self.text, availWidth, size=self.size, least=self.min_size, most_lines=self.max_lines, font=self.font
        )
        self._fit_size, self._lines = size, lines
        self.height = len(lines) * size * self.leading
        return self.width, self.height

    def draw(self) -> None:
        size = self._fit_size
        step = size * self.leading
        for i, line in enumerate(self._lines):
            # each line's cap height centred in its own line box, top line first
            y = self.height - (i + 1) * step + (step - 0.73 * size) / 2
            _draw_line(self.canv, line, 0, y, self.font, size, self.color)


def cell_style(pad: float, *, bottom: float = 0, valign: str = "MIDDLE") -> list[tuple[Any, ...]]:
    """The table commands every grid and layout table starts with: DejaVu Sans at :data:`SIZE` (else reportlab
    sets Helvetica for the table), ``pad`` points left and right, none above, ``bottom`` points below, each cell's
    content set ``valign`` ("TOP", "MIDDLE" or "BOTTOM") in its row."""
    return [
        ("FONT", (0, 0), (-1, -1), REGULAR, SIZE),
        ("LEFTPADDING", (0, 0), (-1, -1), pad),
        ("RIGHTPADDING", (0, 0), (-1, -1), pad),
        ("TOPPADDING", (0, 0), (-1, -1), 0),
        ("BOTTOMPADDING", (0, 0), (-1, -1), bottom),
        ("VALIGN", (0, 0), (-1, -1), valign),
    ]


#: a grid table's padding left and right of each cell, and its row height (points)
GRID_PAD, GRID_ROW = 3.0, 12.0


def grid_style(header_rows: int = 1, pad: float = GRID_PAD) -> list[tuple[Any, ...]]:
    """The table commands of a boxed grid (:func:`cell_style`, a box, thin rules between the cells below the
    headings); with ``header_rows`` heading rows shaded and ruled off, none when ``0``. Points."""
    style: list[tuple[Any, ...]] = [*cell_style(pad), ("BOX", (0, 0), (-1, -1), 1.0, INK)]
    style.append(("INNERGRID", (0, header_rows), (-1, -1), 0.4, RULE))
    if header_rows:
        style += [
            ("LINEAFTER", (0, 0), (-2, header_rows - 1), 0.4, RULE),
            ("BACKGROUND", (0, 0), (-1, header_rows - 1), HEAD_FILL),
            ("LINEBELOW", (0, header_rows - 1), (-1, header_rows - 1), 0.8, INK),
        ]
    return style


def grid_table(
    headings: Sequence[str],
    aligns: Sequence[str],
    widths: Sequence[float],
    rows: Sequence[Sequence[Any]],
    extra: Sequence[tuple[Any, ...]] = (),
    heights: Sequence[float] | None = None,
) -> Table:
    """A boxed grid (:func:`grid_style`): ``headings`` (bold, aligned by ``aligns``; none when empty) over ``rows``
    of flowables, ``widths`` and ``heights`` in points (each row :data:`GRID_ROW` unless given), ``extra`` table
    commands after the grid's; the headings repeat on each page."""
    body: list[list[Any]] = []
    if headings:
        body.append([Text(h, bold=True, align=a) for h, a in zip(headings, aligns, strict=True)])
    body += [list(r) for r in rows]
    return Table(
        body,
        colWidths=list(widths),
        rowHeights=list(heights or [GRID_ROW] * len(body)),
        style=TableStyle([*grid_style(1 if headings else 0), *extra]),
        repeatRows=1 if headings else 0,
        hAlign="LEFT",
    )


def page_footer(
    text: str, page_size: tuple[float, float] = LANDSCAPE_LETTER, *, seal: str = ""
) -> Callable[[Canvas, BaseDocTemplate], None]:
    """The footer of every page: ``text`` on the left, "airbanker · page N" on the right, in the bottom margin.

    Drawn at the end of the page (``on_page_end`` of :func:`build_pdf`) so the page's text extracts in
    reading order, footer last.

    Args:
        text: the sheet's name and unit, on the left.
        page_size: ``(width, height)`` in points.
        seal: the game's journal line (``"Journal: 57 actions · chain 3f2a9c0d1e4b"``,
            :meth:`ledger.store.Book.seal`), printed before "airbanker · page N" so a sheet can be
            matched to the book (``airbanker audit`` prints the same line); empty on a blank sheet.
    """
    right = f"{seal} · " if seal else ""

    def draw(canvas: Canvas, doc: BaseDocTemplate) -> None:
        canvas.saveState()
        canvas.setFillColor(GREY_TEXT)
        canvas.setFont(REGULAR, 7)
        y = MARGIN_BOTTOM / 2 - 2
        canvas.drawString(MARGIN_X, y, text)
        canvas.drawRightString(page_size[0] - MARGIN_X, y, f"{right}airbanker · page {doc.page}")
        canvas.restoreState()

    return draw


def blank() -> Text:
    """An empty cell (a plain "" cell would draw an empty line that extracts as a line feed)."""
    return Text("")


def paragraph_style(name: str, *, size: float = SIZE, color: colors.Color = INK) -> ParagraphStyle:
    """A plain DejaVu Sans paragraph style, leading 1.25 × ``size``."""
    return ParagraphStyle(name, fontName=REGULAR, fontSize=size, leading=size * 1.25, textColor=color)


def note_paragraphs(notes: Sequence[str]) -> list[Flowable]:
    """Each note in grey on lines of its own, "Note: ..." (where a sheet's figures come from: a game's tables'
    provenance, :func:`ledger.audit_view.game_audit`); names and titles in it drawn as typed."""
    style = paragraph_style("note", size=7.5, color=GREY_TEXT)
    return [Paragraph("Note: " + paragraph_markup(note), style) for note in notes]


def section_heading(text: str, aside: str = "", *, width: float, size: float = 10, height: float = 15) -> Table:
    """A bold heading on the left and a small grey remark on the right, on one line ``width`` wide."""
    row = [Text(text, size=size, bold=True), Text(aside, size=7, align="RIGHT", color=GREY_TEXT)]
    return Table(
        [row],
        colWidths=[width / 2, width / 2],
        rowHeights=[height],
        hAlign="LEFT",
        style=TableStyle(cell_style(0, bottom=1, valign="BOTTOM")),
    )


def title_head(title: str, sheet: str, subtitle: str, *, width: float) -> Table:
    """The head of a sheet's first page, ``width`` points wide, ruled below: the game's ``title`` in bold
    15-point type on the left two thirds (wrapped, whole, shrunk down to 7 points to stay within three lines: a
    title stored before titles were limited to 200 characters, 5,000 of them, made the head taller than a page),
    the ``sheet``'s name and a grey ``subtitle`` (the game, the unit) right-aligned on the rest."""
    left = width * 0.66
    return Table(
        [
            [
                WrappedText(title, size=15, bold=True, max_lines=3, min_size=7, leading=1.2),
                [
                    Text(sheet, size=13, bold=True, align="RIGHT"),
                    Text(subtitle, size=8, align="RIGHT", color=GREY_TEXT),
                ],
            ]
        ],
        colWidths=[left, width - left],
        hAlign="LEFT",
        style=TableStyle([*cell_style(0, bottom=4, valign="TOP"), ("LINEBELOW", (0, 0), (-1, 0), 1.0, INK)]),
    )


def build_pdf(
    story: list[Flowable],
    path: str | Path,
    *,
    page_size: tuple[float, float],
    margins: tuple[float, float, float],
    title: str,
    subject: str,
    on_page_end: Callable[[Canvas, BaseDocTemplate], None],
) -> Path:
    """Lay out ``story`` on one frame per page and write the PDF in one go.

    The whole document is built in memory first, so a failed build leaves no partial file;
    reportlab's ``invariant=1`` makes the bytes the same for the same story.

    Args:
        story: the flowables, in reading order.
        path: the PDF file to write (its folder must exist); replaced if present.
        page_size: ``(width, height)`` in points.
        margins: ``(left and right, top, bottom)`` in points.
        title: the document's title (PDF metadata).
        subject: the document's subject (PDF metadata).
        on_page_end: draws the footer; called at the end of each page so the footer's text
            extracts after the page's body.

    Returns:
        The path written.
    """
    register_fonts()
    margin_x, margin_top, margin_bottom = margins
    buffer = io.BytesIO()
    doc = BaseDocTemplate(
        buffer,
        pagesize=page_size,
        title=title,
        author="airbanker",
        subject=subject,
        creator="airbanker",
        invariant=1,
        initialFontName=REGULAR,
    )
    frame = Frame(
        margin_x,
        margin_bottom,
        page_size[0] - 2 * margin_x,
        page_size[1] - margin_top - margin_bottom,
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
        id="sheet",
    )
    doc.addPageTemplates([PageTemplate(id="sheet", frames=[frame], onPageEnd=on_page_end, pagesize=page_size)])
    doc.build(story)
    target = Path(path)
    target.write_bytes(buffer.getvalue())
    return target
