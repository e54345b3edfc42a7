"""Air Empire's Condensed Re-cap Sheets as PDF: one landscape page per player.

Air Empire, Basic Game, "Condensed Re-cap Sheets": "Each player uses one Condensed Recap
Sheet throughout the entire game." A page holds a title block (game, player, seat, status,
cash now), the re-cap table (quarters as columns, lines 1a-5c as rows under their phase
headings, see "Playing Procedure"), the player's Route Applications ("Route Applications":
Route City, Class of Service, Flight Costs bid, Revenue, Flight Profit) and the sheet's notes.

Every figure comes from :class:`ledger.views.RecapSheet` (whole dollars) and is shown through
:func:`ledger.money.format_money`; nothing here computes a rule. Parentheses mean one thing: an
amount deducted, "($600)" (lines 1e and 1f, a decrease on 1d, planes sold on 5b, a refund due
on 2a and in the Tax Table's Tax row). A total or balance (1a, 1g, 4c, 5a, 5c, the Tax Table's
1g) below zero prints with a minus sign, "-$4,400", never in parentheses. The legend under the
table says both, naming the sheet's own lines, so the meaning never rests on colour. A blank
amount leaves its cell empty.

The game title prints whole, wrapped over up to three lines (shrinking from 16 pt) rather than
cut.

The text is laid out so that it reads back in order: each table row is drawn left to right on
one baseline without line feeds, and ``pypdf``'s ``extract_text()`` gives one line per row,
e.g. ``"1f Stand-pat penalty (deduct) ($1,300) ($3,300)"`` (blank cells skipped); with
``extraction_mode="layout"`` the amounts also stand under their quarter headings. A label too
long for its column (line 5b) prints its parenthesised part on a small line of its own below
the row, so the row's line still starts with its code and main label.

The Route Applications list one row per application made (a quarter without a bid has none,
as on the player's own sheet); a sheet printed mid-game adds one unlabelled row per quarter not
played yet, and a blank sheet one row per quarter, labelled.

A Tournament Game sheet (``RecapSheet.variant == "tournament"``) adds lines 1d, 1e (a
deduction) and 2a under their phase headings and, at the bottom, the Tax Table ("Refer to the
TAX TABLE shown at the bottom of the Condensed Re-cap Sheet", Tournament Game, Taxes): one
column per row of the table, "From 1g" above "Tax", e.g. ``"From 1g $0 $10,000 ..."`` and
``"Tax $0 $500 ..."`` read back as two lines. A table not known (a blank sheet, or a placeholder
never confirmed) prints empty columns to copy the sheet's figures in.

Pages are US Letter, landscape: twelve quarter columns of ~45 pt beside a ~170 pt label column,
8 pt type, amounts shrinking to fit their cell. A sheet prints exactly its own quarters' columns,
each under its heading: the last period of a 7-year game ("Year 7") has four, the rest of the
page's width left blank. A sheet that would not fit its page (more quarters, long notes) is
scaled down to fit, so every sheet is exactly one page. A blank sheet for a game longer than
3 years prints one page per 3-year period, as the filled ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from reportlab.platypus import Flowable, KeepInFrame, PageBreak, Paragraph, Spacer, Table, TableStyle

from ledger.charts import LineChart
from ledger.games.air_empire import QUARTERS_PER_YEAR, SHEET_QUARTERS, quarter_label
from ledger.money import format_money, format_recap_amount
from ledger.views import AIR_EMPIRE_PHASES, RecapLine, RecapSheet, RouteApplication, blank_recap_sheet
from sheets.charts import chart_flowables
from sheets.common import (
    GREY_TEXT,
    HEAD_FILL,
    INK,
    LANDSCAPE_LETTER,
    MARGIN_BOTTOM,
    MARGIN_TOP,
    MARGIN_X,
    PHASE_FILL,
    RULE,
    SIZE,
    Text,
    WrappedText,
    blank,
    build_pdf,
    cell_style,
    page_footer,
    paragraph_style,
    section_heading,
)
from sheets.fonts import BOLD, REGULAR, paragraph_markup, string_width

__all__ = ["PAGE_SIZE", "write_recap_sheets", "write_blank_recap_sheet"]

#: Page size of the re-cap sheets, in points: US Letter, landscape (792 x 612).
PAGE_SIZE: tuple[float, float] = LANDSCAPE_LETTER

_MARGIN_X, _MARGIN_TOP, _MARGIN_BOTTOM = MARGIN_X, MARGIN_TOP, MARGIN_BOTTOM
_WIDTH = PAGE_SIZE[0] - 2 * _MARGIN_X
_HEIGHT = PAGE_SIZE[1] - _MARGIN_TOP - _MARGIN_BOTTOM

_CODE_WIDTH = 24.0
_LABEL_WIDTH = 170.0
_PAD = 3.0

_HINT_SIZE = 6.5

#: Quarter columns of the paper sheet, "the basic 3-year period of play" of four quarters a
#: year; a heavier rule separates the years. A sheet prints exactly its own quarters' columns:
#: a shorter one (Year 7 of a 7-year game) keeps the width of a column of the 12 and leaves the
#: rest of the page blank, so no column is ever printed without its quarter's heading.
_SHEET_COLUMNS = SHEET_QUARTERS
_QUARTERS_PER_YEAR = QUARTERS_PER_YEAR

_SHEET_NAME = "Condensed Re-cap Sheet"
_GAME_NAMES = {"basic": "Air Empire · Basic Game", "tournament": "Air Empire · Tournament Game"}
_RULE_NAMES = {"basic": "Air Empire, Basic Game", "tournament": "Air Empire, Tournament Game"}
#: empty Tax Table columns printed when the table is not known, to copy the sheet's in
_BLANK_TAX_COLUMNS = 10
#: the note row of the residual value received (Tournament Game, Residual Value: no sheet line)
_RESIDUAL_MARK = "*"
_RESIDUAL_LABEL = "Residual value received (note)"
#: Tax Table columns per band; a longer table wraps onto further bands
_TAX_COLUMNS = 12


def _game_name(sheet: RecapSheet) -> str:
    return _GAME_NAMES.get(sheet.variant, _GAME_NAMES["basic"])


def _tax_text(tax: int, locale: str) -> str:
    """A Tax Table tax as line 2a prints it: "$500", or a refund due in parentheses, "($600)"."""
    return format_recap_amount(tax, locale=locale)


def _split_label(label: str, font: str) -> tuple[str, str]:
    """Main label and its parenthesised hint, when the whole label is too long for its column."""
    if string_width(label, SIZE, font) <= _LABEL_WIDTH - 2 * _PAD:
        return label, ""
    head, sep, tail = label.partition(" (")
    if sep and tail.endswith(")"):
        return head, "(" + tail
    return label, ""


def _is_total(line: RecapLine) -> bool:
    # The sheet's own wording marks the lines that move cash ("Total — pay Bank").
    return line.label.startswith("Total —")


def _column(sheet: RecapSheet, quarter: int) -> int | None:
    """The 0-based column of a game quarter on ``sheet`` (which starts at ``sheet.first_quarter``), or None."""
    index = quarter - sheet.first_quarter
    return index if 0 <= index < len(sheet.quarter_labels) else None


def _quarter_label(sheet: RecapSheet, quarter: int) -> str:
    index = _column(sheet, quarter)
    return f"Q{quarter}" if index is None else sheet.quarter_labels[index]


def _check(sheet: RecapSheet) -> None:
    for line in sheet.lines:
        if len(line.amounts) != len(sheet.quarter_labels):
            raise ValueError(
                f"{sheet.player or 'seat ' + str(sheet.seat)}: line {line.code} has {len(line.amounts)} amounts "
                f"for {len(sheet.quarter_labels)} quarters"
            )


def _field_row(
    captions: Sequence[str], values: Sequence[str], widths: Sequence[tuple[float, float]], value_size: float
) -> Table:
    """Form fields on one line: a small caption, then its value on a rule (empty: to write in).

    ``widths`` holds ``(caption width, value width)`` per field, in points.
    """
    row: list[Any] = []
    col_widths: list[float] = []
    style: list[tuple[Any, ...]] = cell_style(2, bottom=1, valign="BOTTOM")
    for i, (caption, value, (caption_width, value_width)) in enumerate(zip(captions, values, widths, strict=True)):
        row += [
            Text(caption, size=8, color=GREY_TEXT, align="RIGHT"),
            Text(value, size=value_size, bold=True, min_size=7),
        ]
        col_widths += [caption_width, value_width]
        style.append(("LINEBELOW", (2 * i + 1, 0), (2 * i + 1, 0), 0.5, INK))
    return Table([row], colWidths=col_widths, rowHeights=[value_size * 1.6], style=TableStyle(style), hAlign="LEFT")


def _title_block(sheet: RecapSheet, locale: str) -> list[Flowable]:
    """Game title and sheet name, then the fields Player, Seat, Status, Cash now."""
    left = _WIDTH * 0.66
    if sheet.game_title:
        # the whole title prints: wrapped over up to 3 lines, shrinking from 16 pt, never cut
        title: Flowable = WrappedText(sheet.game_title, size=16, bold=True, max_lines=3, min_size=8)
    else:
        title = _field_row(("Game",), ("",), ((34.0, left - 60.0),), 16)
    name = [
        Text(_SHEET_NAME, size=13, bold=True, align="RIGHT"),
        Spacer(1, 2),
        Text(" · ".join(filter(None, (_game_name(sheet), sheet.period))), size=8, align="RIGHT", color=GREY_TEXT),
    ]
    head = Table(
        [[title, name]],
        colWidths=[left - 12, _WIDTH - left + 12],
        hAlign="LEFT",
        style=TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), REGULAR, SIZE),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (0, 0), 12),
                ("RIGHTPADDING", (1, 0), (1, 0), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ]
        ),
    )
    cash = "" if sheet.cash is None else format_money(sheet.cash, locale=locale)
    seat = str(sheet.seat) if sheet.seat > 0 else ""
    widths = [(36.0, 300.0), (40.0, 36.0), (48.0, 150.0), (62.0, 0.0)]
    widths[-1] = (widths[-1][0], _WIDTH - sum(c + v for c, v in widths))
    fields = _field_row(("Player", "Seat", "Status", "Cash now"), (sheet.player, seat, sheet.status, cash), widths, 11)
    return [head, Spacer(1, 6), fields]


def _quarter_width(quarters: int) -> float:
    """A quarter's column (points): as wide as one of the paper sheet's 12; more quarters (a longer blank sheet)
    narrow them."""
    return (_WIDTH - _CODE_WIDTH - _LABEL_WIDTH) / max(quarters, _SHEET_COLUMNS)


def _recap_width(sheet: RecapSheet) -> float:
    """The re-cap table's width (points): narrower than the page for a sheet of fewer than 12 quarters ("Year 7")."""
    quarters = len(sheet.quarter_labels)
    return _CODE_WIDTH + _LABEL_WIDTH + quarters * _quarter_width(quarters)


def _recap_table(sheet: RecapSheet, locale: str) -> Table:
    """Quarters as columns, lines as rows grouped under their phase headings."""
    labels = sheet.quarter_labels
    quarters = len(labels)
    quarter_width = _quarter_width(quarters)
    last = 1 + quarters  # index of the last column
    rows: list[list[Any]] = [[Text("Line", bold=True), blank(), *(Text(q, bold=True, align="CENTER") for q in labels)]]
    heights = [14.0]
    style: list[tuple[Any, ...]] = [
        *cell_style(_PAD),
        ("SPAN", (0, 0), (1, 0)),
        ("BACKGROUND", (0, 0), (-1, 0), HEAD_FILL),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
        ("LINEAFTER", (1, 0), (1, -1), 0.8, INK),
        ("LINEAFTER", (0, 0), (0, -1), 0.4, RULE),
        ("BOX", (0, 0), (-1, -1), 1.0, INK),
    ]
    for col in range(2, last):
        year_end = (col - 1) % _QUARTERS_PER_YEAR == 0
        style.append(("LINEAFTER", (col, 0), (col, -1), 0.8 if year_end else 0.4, INK if year_end else RULE))

    phase = ""
    for line in sheet.lines:
        if line.code[:1] != phase:
            phase = line.code[:1]
            r = len(rows)
            rows.append(
                [Text(AIR_EMPIRE_PHASES.get(phase, f"Phase {phase}"), bold=True)] + [blank() for _ in range(last)]
            )
            heights.append(13.0)
            style += [
                ("SPAN", (0, r), (-1, r)),
                ("BACKGROUND", (0, r), (-1, r), PHASE_FILL),
                ("LINEABOVE", (0, r), (-1, r), 0.8, INK),
                ("LINEBELOW", (0, r), (-1, r), 0.4, RULE),
            ]
        total = _is_total(line)
        label, hint = _split_label(line.label, BOLD if total else REGULAR)
        r = len(rows)
        rows.append(
            [
                Text(line.code, bold=True),
                Text(label, bold=total),
                *(_amount_cell(sheet, line, column, a, locale) for column, a in enumerate(line.amounts)),
            ]
        )
        heights.append(15.0)
        if total:
            style.append(("LINEABOVE", (0, r), (-1, r), 0.8, INK))
        if hint:
            rows.append([blank(), Text(hint, size=_HINT_SIZE, color=GREY_TEXT)] + [blank() for _ in range(quarters)])
            heights[-1] = 12.0
            heights.append(9.0)
            r += 1
        style.append(("LINEBELOW", (0, r), (-1, r), 0.4, RULE))
        if line.code == "4c" and sheet.residual_received:
            rows.append(_residual_row(sheet, locale))
            heights.append(13.0)
            style.append(("LINEBELOW", (0, len(rows) - 1), (-1, len(rows) - 1), 0.4, RULE))
    return Table(
        rows,
        colWidths=[_CODE_WIDTH, _LABEL_WIDTH] + [quarter_width] * quarters,
        rowHeights=heights,
        style=TableStyle(style),
        repeatRows=1,
        hAlign="LEFT",
    )


#: beside a line 5c not paid (a bankrupt's, :attr:`RecapSheet.unpaid_5c`) in its cell, and before its note under the
#: table, which says "unpaid" (the word itself does not fit a quarter's column: it was cut, "$8,700 unp…")
_UNPAID = "†"


def _amount_cell(sheet: RecapSheet, line: RecapLine, column: int, amount: int | None, locale: str) -> Text:
    """An amount of the re-cap table: bold on a total line ("Total — pay Bank"), as the sheet prints what is paid; a
    line 5c not paid (:attr:`RecapSheet.unpaid_5c`) in grey, not bold, marked "†" (its note says "unpaid"): printed
    bold like a paid one
    it read as paid (a newcomer's try)."""
    text = line.amount_text(amount, locale=locale)
    if line.code == "5c" and amount is not None and column in sheet.unpaid_5c:
        return Text(f"{text}{_UNPAID}", align="RIGHT", color=GREY_TEXT)
    return Text(text, bold=_is_total(line), align="RIGHT")


def _unpaid_notes(sheet: RecapSheet, locale: str) -> list[str]:
    """A note for each line 5c not paid: ``"† 5c Y2 Q3: $8,700 unpaid: bankrupt, without the cash for it (Air
    Empire, Basic Game, Test of Bankruptcy)"``."""
    notes = []
    for line in sheet.lines:
        if line.code != "5c":
            continue
        for column in sheet.unpaid_5c:
            if column < len(line.amounts) and line.amounts[column] is not None:
                notes.append(
                    f"{_UNPAID} 5c {sheet.quarter_labels[column]}: "
                    f"{line.amount_text(line.amounts[column], locale=locale)} unpaid: bankrupt, without the cash for "
                    "it (Air Empire, Basic Game, Test of Bankruptcy)"
                )
    return notes


def _residual_row(sheet: RecapSheet, locale: str) -> list[Any]:
    """The note row under Phase 4: cash received for planes turned in, in its quarter's column.

    The rulebook's sheet has no line for it (Tournament Game, Residual Value), so the row is
    marked "*" and grey, and the note under the table says what it is.
    """
    received = {r.quarter: r.amount for r in sheet.residual_received}
    cells = [
        Text(
            "" if (q := sheet.first_quarter + i) not in received else "+" + format_money(received[q], locale=locale),
            align="RIGHT",
            color=GREY_TEXT,
        )
        for i in range(len(sheet.quarter_labels))
    ]
    return [Text(_RESIDUAL_MARK, bold=True, color=GREY_TEXT), Text(_RESIDUAL_LABEL, color=GREY_TEXT), *cells]


def _plural(count: int, name: str) -> str:
    return f"{count} {name}{'' if count == 1 else 's'}"


def residual_note(sheet: RecapSheet, locale: str = "en_US") -> list[str]:
    """One note per quarter with planes turned in: "Y7 Q1 — Residual value received: $7,000 (turned in:
    1 Prop Jet, 2 Super Jets)", and that it is in Cash now but on no line of the sheet."""
    notes = []
    for r in sheet.residual_received:
        planes = ", ".join(
            _plural(n, name) for n, name in ((r.prop_jets, "Prop Jet"), (r.super_jets, "Super Jet")) if n
        )
        notes.append(
            f"{_RESIDUAL_MARK} {r.quarter_label} — Residual value received: "
            f"{format_money(r.amount, locale=locale)} (turned in: {planes}). Paid by the Bank at the "
            "Residual Value step; the sheet has no line for it: it is in Cash now, not in 4c or 5c."
        )
    return notes


def _application_row(sheet: RecapSheet, app: RouteApplication, locale: str) -> list[Any]:
    def money(amount: int | None) -> Text:
        return Text("" if amount is None else format_money(amount, locale=locale), align="RIGHT")

    return [
        Text(_quarter_label(sheet, app.quarter)),
        Text(app.city),
        Text(app.service_class, align="CENTER"),
        money(app.flight_costs),
        money(app.revenue),
        money(app.flight_profit),
        Text(app.outcome),
    ]


def _pending_quarters(sheet: RecapSheet) -> int:
    """How many of the sheet's last quarters are not played yet: no 5c paid (or no amount at all).

    Line 5c is paid "each and every quarter" by a player still in the game, so a column without
    it is a quarter still to come (or under way) on a sheet printed mid-game.
    """
    paid = [line for line in sheet.lines if line.code == "5c"] or list(sheet.lines)
    pending = 0
    for column in reversed(range(len(sheet.quarter_labels))):
        if any(line.amounts[column] is not None for line in paid):
            break
        pending += 1
    return pending


def _applications_table(sheet: RecapSheet, locale: str) -> Table:
    """The Route Applications: one row per application made, in quarter order, then rows to write in.

    On a blank sheet every quarter has its own empty row, labelled with the quarter. On a filled
    sheet a quarter the player did not bid in has no row (his sheet has none either); only the
    quarters not played yet get an empty row each, unlabelled, for the player to write the quarter
    in when he bids (a player out of the game gets none).
    """
    headings = ("Quarter", "Route City", "Class", "Flight Costs bid", "Revenue", "Flight Profit", "Outcome")
    aligns = ("LEFT", "LEFT", "CENTER", "RIGHT", "RIGHT", "RIGHT", "LEFT")
    widths = [56.0, 0.0, 96.0, 92.0, 92.0, 92.0, 100.0]
    widths[1] = _WIDTH - sum(widths)
    rows: list[list[Any]] = [[Text(h, bold=True, align=a) for h, a in zip(headings, aligns, strict=True)]]
    heights = [14.0]
    for app in sheet.applications:
        rows.append(_application_row(sheet, app, locale))
        heights.append(13.0)
    if _is_blank(sheet):
        to_write = list(sheet.quarter_labels)
    elif sheet.status.startswith(("Bankrupt", "Merged")):
        to_write = []
    else:
        to_write = [""] * _pending_quarters(sheet)
    for label in to_write:
        boxes = Text("   ".join(f"☐ {c}" for c in sheet.service_classes), align="CENTER", color=GREY_TEXT)
        rows.append([Text(label, color=GREY_TEXT), blank(), boxes, *(blank() for _ in range(4))])
        heights.append(16.0 if _is_blank(sheet) else 13.0)
    if len(rows) == 1:
        rows.append(
            [blank(), Text("No Route Application in these quarters.", color=GREY_TEXT), *(blank() for _ in range(5))]
        )
        heights.append(13.0)
    return Table(
        rows,
        colWidths=widths,
        rowHeights=heights,
        repeatRows=1,
        hAlign="LEFT",
        style=TableStyle(
            [
                *cell_style(_PAD),
                ("BACKGROUND", (0, 0), (-1, 0), HEAD_FILL),
                ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
                ("INNERGRID", (0, 1), (-1, -1), 0.4, RULE),
                ("LINEAFTER", (0, 0), (-2, 0), 0.4, RULE),
                ("BOX", (0, 0), (-1, -1), 1.0, INK),
            ]
        ),
    )


def _tax_table(sheet: RecapSheet, locale: str) -> Table:
    """The Tax Table as bands of two rows, "From 1g" above "Tax"; empty columns when not known."""
    rows_in: list[tuple[int, int] | None] = list(sheet.tax_table) or [None] * _BLANK_TAX_COLUMNS
    bands = [rows_in[i : i + _TAX_COLUMNS] for i in range(0, len(rows_in), _TAX_COLUMNS)]
    columns = max(len(b) for b in bands)
    head_width = 56.0
    width = min(60.0, (_WIDTH - head_width) / columns)
    rows: list[list[Any]] = []
    style: list[tuple[Any, ...]] = [
        *cell_style(_PAD),
        ("BOX", (0, 0), (-1, -1), 1.0, INK),
        ("INNERGRID", (0, 0), (-1, -1), 0.4, RULE),
    ]
    for band in bands:
        r = len(rows)
        pad = [blank() for _ in range(columns - len(band))]
        rows.append(
            [Text("From 1g", bold=True)]
            + [Text("" if c is None else format_money(c[0], locale=locale), align="RIGHT") for c in band]
            + pad
        )
        rows.append(
            [Text("Tax", bold=True)]
            + [Text("" if c is None else _tax_text(c[1], locale), align="RIGHT") for c in band]
            + pad
        )
        style += [("BACKGROUND", (0, r), (0, r + 1), HEAD_FILL), ("LINEBELOW", (0, r + 1), (-1, r + 1), 0.8, INK)]
    return Table(
        rows,
        colWidths=[head_width] + [width] * columns,
        rowHeights=[13.0] * len(rows),
        style=TableStyle(style),
        hAlign="LEFT",
    )


def _tax_section(sheet: RecapSheet, locale: str) -> list[Flowable]:
    if sheet.tax_table:
        aside = "Each column applies from its 1g up to the next; a refund due in parentheses, as on 2a. " + (
            "Illustrative values, not the sheet's." if "illustrative" in sheet.tax_table_note else ""
        )
    else:
        aside = "Copy the Tax Table printed on your Condensed Re-cap Sheet."
    return [
        Spacer(1, 6),
        section_heading("Tax Table (line 2a, on line 1g)", aside.strip(), width=_WIDTH),
        _tax_table(sheet, locale),
    ]


def _is_blank(sheet: RecapSheet) -> bool:
    return (
        sheet.cash is None and not sheet.applications and all(a is None for line in sheet.lines for a in line.amounts)
    )


def _notation(sheet: RecapSheet) -> tuple[list[str], str]:
    """What else prints in parentheses on this sheet besides the deduction lines, and what a minus sign means.

    Only the lines the sheet has are named: a decrease on 1d (Tournament Game, Revenue
    Fluctuations: "circle the amount entered at Line 1d to signify a deduction"), planes sold
    or turned in on 5b, a refund due on 2a and in the Tax Table (Taxes: "Such refund may be
    deducted from any following tax payment due").
    """
    codes = {line.code for line in sheet.lines}
    others = [
        text
        for code, text in (
            ("1d", "a decrease on 1d"),
            # planes are turned in (Residual Value) in the Tournament Game only, the sheet with taxes on 2a
            ("5b", "planes sold or turned in on 5b" if "2a" in codes else "planes sold on 5b"),
            ("2a", "a refund due on 2a and in the Tax Table (deducted from a later tax)"),
        )
        if code in codes
    ]
    balances = ", ".join(line.code for line in sheet.lines if line.balance and line.code in ("1a", "1g"))
    minus = "A minus sign marks a total below zero" + (f" ({balances})." if balances else ".")
    return others, minus


def _legend(sheet: RecapSheet) -> str:
    deducted = [line.code for line in sheet.lines if line.deduction]
    others, minus = _notation(sheet)
    if _is_blank(sheet):
        legend = "Amounts in whole dollars."
        if deducted:
            legend += f" Write a deduction ({', '.join(deducted)}) in parentheses."
        if others:
            legend += " Also in parentheses: " + ", ".join(others) + "."
        return f"{legend} {minus}"
    what = ", ".join(deducted + others)
    return (
        "Amounts in whole dollars. Amounts in parentheses are deducted"
        + (f": {what}." if what else ".")
        + f" {minus} An empty cell: nothing entered."
    )


def _line_notes(sheet: RecapSheet) -> list[Flowable]:
    """The sheet's notes of what a figure is made of (:attr:`RecapSheet.line_notes`: each line 5b in its planes), in
    two columns side by side where the table is wide enough for two, so a sheet of 12 quarters, most of whose 5b
    are noted, keeps its size on its page (a newcomer's try: every 5b in its parts)."""
    notes = list(sheet.line_notes)
    width = _recap_width(sheet)
    longest = max((string_width(note, 7) for note in notes), default=0.0)
    if len(notes) < 3 or 2 * longest + 12 > width:
        return [WrappedText(note, size=7, max_lines=2, min_size=6.5, width=width) for note in notes]
    half = (len(notes) + 1) // 2
    column = width / 2
    cells = [
        # an empty cell holds a Spacer, not a string drawn in the table's font
        [
            WrappedText(note, size=7, max_lines=2, min_size=6.5, width=column - 6) if note else Spacer(0, 0)
            for note in pair
        ]
        for pair in zip(notes[:half], notes[half:] + [""] * (2 * half - len(notes)), strict=True)
    ]
    table = Table(cells, colWidths=[column, column], hAlign="LEFT")
    padding = [(side, (0, 0), (-1, -1), 0) for side in ("LEFTPADDING", "TOPPADDING", "BOTTOMPADDING")]
    # the font named too: a Table left to its default names reportlab's Helvetica on the page, not embedded
    table.setStyle(
        TableStyle([*padding, ("RIGHTPADDING", (0, 0), (-1, -1), 6), ("FONT", (0, 0), (-1, -1), REGULAR, 7)])
    )
    return [table]


def _sheet_story(sheet: RecapSheet, locale: str) -> list[Flowable]:
    _check(sheet)
    if _is_blank(sheet):
        aside = "Before bidding: Route City, one Class of Service, Flight Costs bid. After: Revenue, Flight Profit."
    else:
        aside = ""
    story: list[Flowable] = [
        *_title_block(sheet, locale),
        Spacer(1, 8),
        _recap_table(sheet, locale),
        Spacer(1, 2),
        # under the table, as wide as it: on a "Year 7" sheet of 4 quarters the legend ran past its right edge
        WrappedText(_legend(sheet), size=7, max_lines=2, min_size=6.5, color=GREY_TEXT, width=_recap_width(sheet)),
        *(
            WrappedText(note, size=7, max_lines=2, min_size=6.5, width=_recap_width(sheet))
            for note in residual_note(sheet, locale)
        ),
        # what a figure is made of where its cell cannot say it (line 5b in its planes), as the screen's recap says it
        *_line_notes(sheet),
        # a line 5c not paid, said in words too (its cell is grey, not bold, marked)
        *(
            WrappedText(note, size=7, max_lines=2, min_size=6.5, width=_recap_width(sheet))
            for note in _unpaid_notes(sheet, locale)
        ),
        Spacer(1, 6),
        section_heading("Route Applications", aside, width=_WIDTH),
        _applications_table(sheet, locale),
    ]
    if sheet.variant == "tournament":
        story += _tax_section(sheet, locale)
    if sheet.notes:
        note_style = paragraph_style("note", size=7.5, color=GREY_TEXT)
        story.append(Spacer(1, 5))
        story += [Paragraph("Note: " + paragraph_markup(note), note_style) for note in sheet.notes]
    # One page per sheet whatever it holds (long notes, more than 12 quarters): shrink to fit.
    return [KeepInFrame(_WIDTH, _HEIGHT, story, mode="shrink", name=f"sheet {sheet.seat}", hAlign="LEFT")]


def _build(story: list[Flowable], path: str | Path, title: str, variant: str = "basic", seal: str = "") -> Path:
    """Lay out ``story`` and write the PDF in one go, so a failed build leaves no partial file."""
    game = _RULE_NAMES.get(variant, _RULE_NAMES["basic"])
    return build_pdf(
        story,
        path,
        page_size=PAGE_SIZE,
        margins=(_MARGIN_X, _MARGIN_TOP, _MARGIN_BOTTOM),
        title=title,
        subject=f"{game}: Condensed Re-cap Sheets",
        on_page_end=page_footer(f"{game} — {_SHEET_NAME}s · whole dollars", PAGE_SIZE, seal=seal),
    )


def _document(
    sheets: Sequence[RecapSheet], path: str | Path, locale: str, seal: str = "", charts: Sequence[LineChart] = ()
) -> Path:
    if not sheets:
        raise ValueError("no recap sheet to write")
    story: list[Flowable] = []
    for i, sheet in enumerate(sheets):
        if i:
            story.append(PageBreak())
        story += _sheet_story(sheet, locale)
    drawn = chart_flowables(charts, width=LANDSCAPE_LETTER[0] - 2 * MARGIN_X, locale=locale)
    if drawn:
        story += [PageBreak(), *drawn]
    titles = sorted({s.game_title for s in sheets if s.game_title})
    title = f"{_SHEET_NAME}s — {titles[0]}" if len(titles) == 1 else f"{_SHEET_NAME}s"
    variants = {s.variant for s in sheets}
    return _build(story, path, title, variants.pop() if len(variants) == 1 else "basic", seal)


def write_recap_sheets(
    sheets: Sequence[RecapSheet],
    path: str | Path,
    *,
    locale: str = "en_US",
    seal: str = "",
    charts: Sequence[LineChart] = (),
) -> Path:
    """Write each player's Condensed Re-cap Sheet, one landscape Letter page per player.

    Air Empire, Basic Game, "Condensed Re-cap Sheets", "Route Applications" and "Playing
    Procedure". Each page: the title block (game title, player, seat, status, cash now), the
    re-cap table (one column per quarter, lines 1a-5c under their phase headings), the
    player's Route Applications and the sheet's notes. Amounts are whole dollars, formatted
    by :func:`ledger.money.format_money` in ``locale``; a deduction (lines 1e, 1f, a decrease on
    1d, planes sold on 5b, a refund due on 2a) prints in parentheses, a total below zero (1a,
    1g) with a minus sign; a blank amount leaves its cell empty. A sheet has exactly its own
    quarters' columns (4 for "Year 7"). The output is byte-identical for the
    same input (reportlab's ``invariant=1``), and the text extracts one table row per line.

    Args:
        sheets: the players' sheets (:class:`ledger.views.RecapSheet`), in the order to print.
        path: the PDF file to write (its folder must exist); replaced if present.
        locale: a babel locale name for the amounts, e.g. ``"en_US"``, ``"fr_FR"``.
        seal: the game's journal line for the footer (:meth:`ledger.store.Book.seal`), or ``""``.
        charts: :func:`ledger.charts.line_charts` of the game (each player's cash by quarter), drawn on a
            last page (:mod:`sheets.charts`); none: no such page.

    Returns:
        The path written.

    Raises:
        ValueError: ``sheets`` is empty, or a line's amounts do not match its sheet's quarters.
        babel.UnknownLocaleError: ``locale`` is not a locale babel knows.
        OSError: the file cannot be written.
    """
    return _document(sheets, path, locale, seal, charts)


def write_blank_recap_sheet(
    path: str | Path,
    *,
    players: Sequence[str] = ("",),
    years: int = 3,
    game_title: str = "",
    tournament: bool = False,
) -> Path:
    """Write empty Condensed Re-cap Sheets to fill in by hand: one page per name and 3-year period.

    Air Empire, Basic Game, "Condensed Re-cap Sheets": the sheet from
    :func:`ledger.views.blank_recap_sheet` (every amount blank), with one empty Route
    Application row per quarter, its Class of Service boxes to check. Amounts are written
    in whole dollars. A game longer than the basic 3 years gets one sheet per 3-year period
    (Tournament Game, "Re-bidding of Routes"), as the filled sheets do: 7 years print
    "Years 1-3", "Years 4-6" and "Year 7" (4 columns) for each name, name by name.

    Args:
        path: the PDF file to write (its folder must exist); replaced if present.
        players: one name per sheet; an empty name leaves the Player field to write in. A
            named player's seat is its 1-based place in ``players``; an unnamed one's is left
            to write in.
        years: years of play, four quarter columns each (the Basic Game plays 3).
        game_title: printed at the top of every page; empty leaves a line to write it on.
        tournament: the Tournament Game's sheet: lines 1d, 1e and 2a, and empty Tax Table
            columns to copy the printed sheet's figures in (airbanker does not know them).

    Returns:
        The path written.

    Raises:
        ValueError: ``players`` is empty or ``years`` is less than 1.
        OSError: the file cannot be written.
    """
    if years < 1:
        raise ValueError(f"years must be at least 1, not {years}")
    periods = [(first, min(first + 2, years)) for first in range(1, years + 1, 3)]
    sheets = []
    for seat, name in enumerate(players):
        for first_year, last_year in periods:
            sheet = blank_recap_sheet(
                name,
                seat + 1 if name else 0,
                years=last_year - first_year + 1,
                game_title=game_title,
                tournament=tournament,
            )
            if len(periods) > 1:
                first = (first_year - 1) * QUARTERS_PER_YEAR + 1
                labels = tuple(quarter_label(q) for q in range(first, first + len(sheet.quarter_labels)))
                period = f"Year {first_year}" if first_year == last_year else f"Years {first_year}-{last_year}"
                sheet = replace(sheet, quarter_labels=labels, first_quarter=first, period=period)
            sheets.append(sheet)
    return _document(sheets, path, "en_US")
