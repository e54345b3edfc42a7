"""1930's dividend summary as PDF: per turn what every Fly paid to whom, then the final totals.

1930: The Golden Age of Airlines, Operation Phase, "Fly"; End of Turn Phase; End of Game &
Final Flight; Winning the Game. A section per turn (and one for the Final Flight) lists:

* every Fly in the order flown: airline, who flew it (or "purchased" at the End of Turn),
  income, Dividend Level, CEO, Full / Half / None, the dividend per Stock token, then one
  column per player with "tokens × per token = amount" and what the Bank paid; a small line
  under it says why (the CEO's choice or the no-CEO rule, in the engine's words);
* every payment a player made to the Bank that turn, in order (Stock tokens, trades, paid
  City Upgrades in the Operation Phase or with a purchased action, purchased actions), then
  each player's total, so the cash on paper adds up;
* the trades at the 10-token limit of the Stock Round, in the order made (who, the token returned and its
  credit, the token got and its price, paid and lost: a trade paying $0 is no payment);
* the purchased actions (who, airline, action, action cost, paid City Upgrades);
* the contracts (who, airline, amount paid to the player);
* the Stock Market moves (airline, boxes, from → to, why), in the order they happened;
* the incomes changed (airline, from → to, what changed it: the Income form, the End of Turn, an action typed with
  it, purchased or not; what a mark reached brought), in the order typed;
* the airlines that went bankrupt at the end of the turn and the tokens that left the game.

The last page holds the totals: one line per player (rank, cash, Stock at market value,
total; equal totals share a rank) and each holding at market value, players as columns.

Every figure comes from :mod:`ledger.games.golden_age`'s view models (:class:`TurnSummary`,
:class:`PlayerTotal`); nothing here computes a rule. Sums printed in a "Total" line or column
add figures printed beside them. Money is whole dollars through
:func:`ledger.money.format_money`. Meaning never rests on colour: the dividend is spelled
out, a winner is marked "wins" (only once the game is over; before, the leader is marked "ahead"),
an empty cell means "holds no token".

The text reads back in order: every table row is drawn left to right on one baseline, so
``pypdf``'s ``extract_text()`` gives one line per row, e.g. a Fly as
``"Orange Carla $27 $4 Carla Full $4 2 × $4 = $8 1 × $4 = $4 $12"`` followed by its
``"Why: CEO choice 1: Full Dividend"`` line. A player's name too long for its cell at a readable size (6.5 points
at least) is the exception: it wraps at spaces and after hyphens, never inside a word, and its row grows.

Pages are US Letter, landscape, 8 pt type; sections flow from page to page (a table that
does not fit continues on the next page under its repeated heading row); the totals start a
page of their own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar

from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    KeepTogether,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from ledger.charts import LineChart
from ledger.games.golden_age import (
    FlightRecord,
    PlayerTotal,
    PriceMove,
    TurnSummary,
    income_change,
    income_changed_by,
)
from ledger.money import format_money
from ledger.words import plural_words
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
    blank,
    build_pdf,
    cell_style,
    fit_words,
    note_paragraphs,
    page_footer,
    paragraph_style,
    section_heading,
    title_head,
    wrap_words,
)
from sheets.fonts import BOLD, REGULAR, paragraph_markup, string_width

__all__ = ["PAGE_SIZE", "totals_story", "write_dividend_summary"]

#: Page size of the dividend summary, in points: US Letter, landscape (792 x 612).
PAGE_SIZE: tuple[float, float] = LANDSCAPE_LETTER

_MARGIN_X, _MARGIN_TOP, _MARGIN_BOTTOM = MARGIN_X, MARGIN_TOP, MARGIN_BOTTOM
_WIDTH = PAGE_SIZE[0] - 2 * _MARGIN_X

_PAD = 3.0
_ROW = 13.0  # height of a table row, points
_WHY_ROW = 10.0
_WHY_SIZE = 6.5
_KEEP_ROWS = 30  # a table of at most this many rows is not split, nor parted from its heading

_GAME_NAME = "1930: The Golden Age of Airlines"
_SHEET_NAME = "Dividend summary"

_MODES = {"full": "Full", "half": "Half", "none": "None"}

_LEGEND = (
    "Amounts in whole dollars, paid by the Bank. Dividend: Full pays the Dividend Level per Stock token held; "
    "Half pays half of it, rounded up; None pays nothing. A player's cell reads Stock tokens held × dividend per "
    "token = amount paid; an empty cell: the player holds no token of that airline (tokens in the Available "
    "Stock Pool earn nothing)."
)


def _grid_style(header_rows: int = 1) -> list[tuple[Any, ...]]:
    """The common look of the tables: a grey heading row, thin grey rules, a black box."""
    style: list[tuple[Any, ...]] = [
        *cell_style(_PAD),
        ("BOX", (0, 0), (-1, -1), 1.0, INK),
    ]
    if header_rows:
        style += [
            ("BACKGROUND", (0, 0), (-1, header_rows - 1), HEAD_FILL),
            ("LINEBELOW", (0, header_rows - 1), (-1, header_rows - 1), 0.8, INK),
        ]
    return style


def _heading_row(headings: Sequence[str], aligns: Sequence[str]) -> list[Any]:
    return [Text(h, bold=True, align=a) for h, a in zip(headings, aligns, strict=True)]


_ALIGNMENTS = {"LEFT": TA_LEFT, "CENTER": TA_CENTER, "RIGHT": TA_RIGHT}


#: the smallest type a name is set in before it is wrapped over more lines (points): readable on paper
_NAME_LEAST = 6.5


def _fit_name(text: str, width: float, *, size: float, font: str, most: int) -> tuple[list[str], float]:
    """The lines ``text`` takes in ``width`` points and the size they are set in (:func:`~sheets.common.fit_words`):
    broken at spaces and after hyphens only ("Fetherstonhaugh-" / "Worthington"), at ``size`` when they are at most
    ``most`` and each fits, else at a smaller size down to :data:`_NAME_LEAST`, else the least size's lines (a piece
    too wide then keeps a line of its own and shrinks there, :class:`~sheets.common.Text`)."""
    return fit_words(
        text, width, size=size, least=_NAME_LEAST, most_lines=most, font=font, after_hyphens=True, whole_words=True
    )


def _name_paragraph(lines: Sequence[str], size: float, font: str, align: str) -> Paragraph:
    """A cell's name on its lines (:func:`_fit_name`), each whole: never broken inside a word."""
    return Paragraph(
        "<br/>".join(paragraph_markup(line, font) for line in lines),
        ParagraphStyle(
            f"name-{font}-{size}-{align}", fontName=font, fontSize=size, leading=size + 1, alignment=_ALIGNMENTS[align]
        ),
    )


def _widest_word(names: Sequence[str], least: float, most: float = 96.0) -> float:
    """A name column's width (points, padding included): ``least``, or as wide as the longest word of ``names`` at
    :data:`_NAME_LEAST` (split at spaces and after hyphens), up to ``most``."""
    words = [w for name in names for w in wrap_words(name, 0.0, size=_NAME_LEAST, after_hyphens=True, whole_words=True)]
    widest = max((string_width(w, _NAME_LEAST) for w in words), default=0.0)
    return min(most, max(least, widest + 2 * _PAD + 1))


def _name_cell(text: str, width: float, *, bold: bool = False, most: int = 3) -> tuple[Any, int]:
    """A player's name in a cell ``width`` points wide (padding included): one line of :class:`Text` when it fits
    at a readable size, else a paragraph over up to ``most`` lines broken at spaces and hyphens (a newcomer's try:
    "Maximiliana Fetherstonhaugh-Worthington" printed tiny and cut in the "Flown by" cell). Returns the cell
    and its lines."""
    font = BOLD if bold else REGULAR
    room = width - 2 * _PAD
    if string_width(text, _NAME_LEAST, font) <= room:
        return Text(text, bold=bold, min_size=_NAME_LEAST), 1
    lines, size = _fit_name(text, room, size=SIZE, font=font, most=most)
    return _name_paragraph(lines, size, font, "LEFT"), len(lines)


def _name_cells(names: Sequence[str], width: float, most: int = 2) -> tuple[list[Any], list[float]]:
    """Each of ``names`` in a player's cell ``width`` points wide (:func:`_name_cell`, up to ``most`` lines) and the
    height (points) of its row: a long name on two lines, not tiny nor cut (a newcomer's try: "Zoë Bartholomew
    Fitzwilliam-Mont…" in the Trades, Contracts and Paid to the Bank tables)."""
    cells: list[Any] = []
    heights: list[float] = []
    for name in names:
        cell, lines = _name_cell(name, width, most=most)
        cells.append(cell)
        heights.append(max(_ROW, lines * (SIZE + 1) + 3))
    return cells, heights


def _wrapped_heading_row(headings: Sequence[str], aligns: Sequence[str], widths: Sequence[float]) -> list[Any]:
    """A heading row whose labels may take two lines (e.g. "Dividend Level"), or three for a long player's name:
    broken at spaces and after hyphens, never inside a word (a newcomer's try: "Maximiliana Fethersto" /
    "nhaugh-Worthington"), set smaller (down to a readable size) only when a word does not fit."""
    cells: list[Any] = []
    for h, a, w in zip(headings, aligns, widths, strict=True):
        lines, at = _fit_name(h, w - 2 * _PAD, size=SIZE - 0.5, font=BOLD, most=3)
        cells.append(_name_paragraph(lines, at, BOLD, a))
    return cells


def _heading_height(headings: Sequence[str], widths: Sequence[float]) -> float:
    """The heading row's height (points): two lines, or three for a name that takes three (:func:`_fit_name`)."""
    fitted = [
        _fit_name(h, w - 2 * _PAD, size=SIZE - 0.5, font=BOLD, most=3) for h, w in zip(headings, widths, strict=True)
    ]
    most = max(len(lines) for lines, _size in fitted)
    return max(2 * _ROW, most * (SIZE + 1) + 2)


def _subheading(title: str, aside: str) -> Paragraph:
    """A part's title in bold, with a small grey remark after it on the same line."""
    grey = "#{:02x}{:02x}{:02x}".format(*(round(255 * c) for c in GREY_TEXT.rgb()))
    text = f"<b>{paragraph_markup(title, BOLD)}</b>"
    if aside:
        text += f'&nbsp;&nbsp;&nbsp;<font size="7" color="{grey}">{paragraph_markup(aside)}</font>'
    return Paragraph(text, ParagraphStyle("part", fontName=REGULAR, fontSize=9, leading=12, spaceAfter=2))


class _Players:
    """The players as columns: seat order, names looked up by seat."""

    def __init__(self, turns: Sequence[TurnSummary], totals: Sequence[PlayerTotal]) -> None:
        names = {t.seat: t.name for t in totals}
        for turn in turns:
            for flight in turn.flights:
                for payout in flight.payouts:
                    names.setdefault(payout.seat, payout.name)
            for bought in turn.purchased:
                names.setdefault(bought.seat, bought.name)
            for contract in turn.contracts:
                names.setdefault(contract.seat, contract.name)
            for payment in turn.payments:
                names.setdefault(payment.seat, payment.name)
        self.seats = sorted(names)
        self._names = names

    def name(self, seat: int) -> str:
        return self._names.get(seat, f"seat {seat}")


def _money(amount: int, locale: str) -> str:
    return format_money(amount, locale=locale)


def _flown_by(flight: FlightRecord, players: _Players) -> str:
    if flight.how == "final flight" or not flight.player:
        return "—"
    name = players.name(flight.player)
    return f"{name} (purchased)" if flight.how == "purchased" else name


def _flights_table(turn: TurnSummary, players: _Players, locale: str) -> Table:
    """One row per Fly, a "Why:" line under it, then the turn's total per player and for the Bank."""
    seats = players.seats
    # 5-6 players: the name columns give up some room so a holder's cell keeps a readable size
    names = 1.0 if len(seats) <= 4 else 0.8
    # a name column as wide as the longest word of its names at the least size (a hyphen ends a word), so a long
    # name wraps between words, never inside one: the players' columns give up the room
    flown_by = _widest_word([_flown_by(f, players) for f in turn.flights], 80.0 * names)
    ceo = _widest_word([players.name(f.ceo) for f in turn.flights if f.ceo], 56.0 * names)
    fixed = [
        ("Airline", 58.0 * names, "LEFT"),
        ("Flown by", flown_by, "LEFT"),
        ("Income", 40.0, "RIGHT"),
        ("Dividend Level", 44.0, "RIGHT"),
        ("CEO", ceo, "LEFT"),
        ("Dividend", 44.0, "LEFT"),
        ("Per token", 40.0, "RIGHT"),
    ]
    bank_width = 54.0
    player_width = (_WIDTH - sum(w for _, w, _ in fixed) - bank_width) / max(1, len(seats))
    headings = [h for h, _, _ in fixed] + [players.name(s) for s in seats] + ["Paid by the Bank"]
    aligns = [a for _, _, a in fixed] + ["RIGHT"] * len(seats) + ["RIGHT"]
    widths = [w for _, w, _ in fixed] + [player_width] * len(seats) + [bank_width]
    columns = len(headings)
    first_player = len(fixed)
    rows: list[list[Any]] = [_wrapped_heading_row(headings, aligns, widths)]
    heights = [_heading_height(headings, widths)]
    style = _grid_style()

    def rules(row: int, first: int = 1) -> list[tuple[Any, ...]]:
        """Column rules of one row (not of a "Why" line): heavier around the players' columns."""
        return [
            ("LINEBEFORE", (c, row), (c, row), 0.8, INK)
            if c in (first_player, columns - 1)
            else ("LINEBEFORE", (c, row), (c, row), 0.4, RULE)
            for c in range(first, columns)
        ]

    style += rules(0)
    per_player = dict.fromkeys(seats, 0)
    for flight in turn.flights:
        paid = {p.seat: p for p in flight.payouts}
        # a long name wraps at spaces and hyphens at a readable size (a newcomer's try: printed tiny, cut)
        flown_by, flown_lines = _name_cell(_flown_by(flight, players), widths[1])
        ceo, ceo_lines = _name_cell(players.name(flight.ceo) if flight.ceo else "none", widths[4])
        cells: list[Any] = [
            Text(flight.airline, bold=True),
            flown_by,
            Text(_money(flight.income, locale), align="RIGHT"),
            Text(_money(flight.level, locale), align="RIGHT"),
            ceo,
            Text(_MODES.get(flight.mode, flight.mode), bold=True),
            Text(_money(flight.per_token, locale), align="RIGHT"),
        ]
        for seat in seats:
            payout = paid.get(seat)
            if payout is None:
                cells.append(blank())
                continue
            per_player[seat] += payout.amount
            cell = f"{payout.tokens} × {_money(flight.per_token, locale)} = {_money(payout.amount, locale)}"
            cells.append(Text(cell, align="RIGHT", min_size=4.5))
        cells.append(Text(_money(flight.total, locale), align="RIGHT", bold=True))
        rows.append(cells)
        heights.append(max(_ROW, max(flown_lines, ceo_lines) * (SIZE + 1) + 3))
        r = len(rows)
        rows.append(
            [blank(), Text(f"Why: {flight.reason}", size=_WHY_SIZE, color=GREY_TEXT)]
            + [blank() for _ in range(columns - 2)]
        )
        heights.append(_WHY_ROW)
        style += [("SPAN", (1, r), (-1, r)), ("LINEBELOW", (0, r), (-1, r), 0.4, RULE), *rules(r - 1)]
    r = len(rows)
    total = sum(f.total for f in turn.flights)
    rows.append(
        [Text("Dividends paid this turn" if not _is_final(turn) else "Dividends paid at the Final Flight", bold=True)]
        + [blank() for _ in range(first_player - 1)]
        + [Text(_money(per_player[s], locale), bold=True, align="RIGHT") for s in seats]
        + [Text(_money(total, locale), bold=True, align="RIGHT")]
    )
    heights.append(_ROW + 1)
    style += [
        ("SPAN", (0, r), (first_player - 1, r)),
        ("LINEABOVE", (0, r), (-1, r), 0.8, INK),
        ("BACKGROUND", (0, r), (-1, r), PHASE_FILL),
    ]
    style += rules(r, first_player)
    return Table(rows, colWidths=widths, rowHeights=heights, style=TableStyle(style), repeatRows=1, hAlign="LEFT")


def _simple_table(
    headings: Sequence[str],
    aligns: Sequence[str],
    widths: Sequence[float],
    rows: Sequence[Sequence[Any]],
    heights: Sequence[float] = (),
) -> Table:
    """A grid with a heading row; each row :data:`_ROW` high, or as ``heights`` says (a name on two lines)."""
    style = _grid_style()
    style += [("INNERGRID", (0, 1), (-1, -1), 0.4, RULE), ("LINEAFTER", (0, 0), (-2, 0), 0.4, RULE)]
    body: list[list[Any]] = [_heading_row(headings, aligns), *[list(r) for r in rows]]
    return Table(
        body,
        colWidths=list(widths),
        rowHeights=[_ROW, *(heights or [_ROW] * len(rows))],
        style=TableStyle(style),
        repeatRows=1,
        hAlign="LEFT",
    )


class _Named(Protocol):
    """A row of the turn's tables that names its player (a trade, a purchased action, a contract, a payment)."""

    @property
    def name(self) -> str: ...


_Row = TypeVar("_Row", bound=_Named)


def _player_rows_table(
    entries: Sequence[_Row],
    cells: Callable[[_Row], list[Any]],
    headings: Sequence[str],
    aligns: Sequence[str],
    widths: Sequence[float],
    *,
    total: tuple[Any, Any] | None = None,
) -> Table:
    """One row per entry: the player's name (on up to two lines, :func:`_name_cells`) in the first column, ``widths[0]``
    points wide, then ``cells(entry)``; under the heading row of :func:`_simple_table`.

    ``total``, when given, is a last line on a grey fill under a heavier rule: its label spanning every column but
    the last, and the sum in the last.
    """
    names, heights = _name_cells([e.name for e in entries], widths[0])
    rows: list[list[Any]] = [[name, *cells(e)] for name, e in zip(names, entries, strict=True)]
    if total is None:
        return _simple_table(headings, aligns, widths, rows, heights)
    label, amount = total
    rows.append([label, *[blank() for _ in range(len(headings) - 2)], amount])
    heights.append(_ROW)
    table = _simple_table(headings, aligns, widths, rows, heights)
    last = len(rows)
    table.setStyle(
        TableStyle(
            [
                ("SPAN", (0, last), (-2, last)),
                ("LINEABOVE", (0, last), (-1, last), 0.8, INK),
                ("BACKGROUND", (0, last), (-1, last), PHASE_FILL),
            ]
        )
    )
    return table


def _trades_table(turn: TurnSummary, locale: str) -> Table:
    """Every trade of the turn's Normal Stock Round, in the order made (1930, Normal Stock Rounds, Buy)."""
    return _player_rows_table(
        turn.trades,
        lambda t: [
            Text(f"{t.returned} ({_money(t.credit, locale)})"),
            Text(f"{t.airline} ({_money(t.price, locale)})" + (", started" if t.started else ""), bold=True),
            Text(_money(t.paid, locale), align="RIGHT"),
            Text(_money(t.lost, locale) if t.lost else "—", align="RIGHT"),
        ],
        ("Player", "Returned (credit)", "Got (price)", "Paid", "Credit lost"),
        ("LEFT", "LEFT", "LEFT", "RIGHT", "RIGHT"),
        (110.0, 110.0, 130.0, 60.0, 70.0),
    )


def _purchased_table(turn: TurnSummary, locale: str) -> Table:
    return _player_rows_table(
        turn.purchased,
        lambda p: [
            Text(p.airline, bold=True),
            Text(p.action.capitalize()),
            Text(_money(p.cost, locale), align="RIGHT"),
            Text(_money(p.paid_upgrades, locale) if p.paid_upgrades else "—", align="RIGHT"),
        ],
        ("Player", "Airline", "Action", "Action cost", "Paid City Upgrades"),
        ("LEFT", "LEFT", "LEFT", "RIGHT", "RIGHT"),
        (110.0, 70.0, 80.0, 70.0, 100.0),
    )


def _payments_table(turn: TurnSummary, players: _Players, locale: str) -> Table:
    """Every payment to the Bank in the order made, then one line with each player's total."""
    per_player: dict[int, int] = {}
    for p in turn.payments:
        per_player[p.seat] = per_player.get(p.seat, 0) + p.amount
    each = ", ".join(f"{players.name(seat)} {_money(per_player[seat], locale)}" for seat in sorted(per_player))
    return _player_rows_table(
        turn.payments,
        lambda p: [Text(p.airline, bold=True), Text(p.what), Text(_money(p.amount, locale), align="RIGHT")],
        ("Player", "Airline", "What", "Paid to the Bank"),
        ("LEFT", "LEFT", "LEFT", "RIGHT"),
        (110.0, 70.0, 320.0, 90.0),
        total=(
            Text(f"Paid this turn: {each}", bold=True, min_size=5),
            Text(_money(sum(per_player.values()), locale), bold=True, align="RIGHT"),
        ),
    )


def _contracts_table(turn: TurnSummary, locale: str) -> Table:
    return _player_rows_table(
        turn.contracts,
        lambda c: [Text(c.airline, bold=True), Text(_money(c.amount, locale), align="RIGHT")],
        ("Player", "Airline", "Paid to the player"),
        ("LEFT", "LEFT", "RIGHT"),
        (110.0, 70.0, 100.0),
    )


def _incomes_table(turn: TurnSummary, locale: str) -> Table:
    rows = [
        [
            Text(record.airline, bold=True),
            Text(income_change(record, locale), align="CENTER"),
            Text(income_changed_by(record)),
            Text("; ".join(record.brought) or "—"),
        ]
        for record in turn.incomes
    ]
    return _simple_table(
        ("Airline", "Income", "Changed by", "What a mark reached brought"),
        ("LEFT", "CENTER", "LEFT", "LEFT"),
        (70.0, 90.0, 100.0, 340.0),
        rows,
    )


def _boxes(move: PriceMove) -> str:
    if move.boxes > 0:
        return f"+{move.boxes}"
    return f"−{-move.boxes}" if move.boxes < 0 else "0"


def _moves_table(turn: TurnSummary, locale: str) -> Table:
    rows = [
        [
            Text(move.airline, bold=True),
            Text(_boxes(move), align="RIGHT"),
            Text(f"{_money(move.from_price, locale)} → {_money(move.to_price, locale)}", align="CENTER"),
            Text(plural_words(move.reason)),  # "tech penalty, 2 cities", not "2 city(ies)"
        ]
        for move in turn.price_moves
    ]
    return _simple_table(
        ("Airline", "Boxes", "Price", "Why"), ("LEFT", "RIGHT", "CENTER", "LEFT"), (70.0, 40.0, 90.0, 300.0), rows
    )


def _bankruptcy_table(turn: TurnSummary, players: _Players) -> Table:
    rows = []
    for record in turn.bankruptcies:
        lost = ", ".join(f"{players.name(seat)} {tokens}" for seat, tokens in record.tokens) or "no holder"
        rows.append([Text(record.airline, bold=True), Text(lost)])
    return _simple_table(
        ("Airline", "Stock tokens removed from the game, no money paid"), ("LEFT", "LEFT"), (70.0, 430.0), rows
    )


def _is_final(turn: TurnSummary) -> bool:
    return turn.title == "Final Flight" or any(f.how == "final flight" for f in turn.flights)


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _part(title: str, aside: str, table: Table | None, *, before: Sequence[Flowable] = ()) -> list[Flowable]:
    """A sub-heading and its table, "none" when there is no table.

    A short table stays on its heading's page, and so do the flowables ``before`` it (the
    turn's title); a long one may start lower on the page and continue on the next.
    """
    if table is None:
        return [CondPageBreak(20), *before, _subheading(title + ": none", ""), Spacer(1, 3)]
    heading = _subheading(title, aside)
    if len(table._cellvalues) <= _KEEP_ROWS:  # noqa: SLF001 (reportlab keeps no public row count)
        return [KeepTogether([*before, heading, table]), Spacer(1, 6)]
    return [CondPageBreak(4 * _ROW + 40), *before, heading, table, Spacer(1, 6)]


def _turn_story(turn: TurnSummary, players: _Players, locale: str) -> list[Flowable]:
    final = _is_final(turn)
    paid = sum(f.total for f in turn.flights)
    aside = f"{_count(len(turn.flights), 'Fly', 'Flies')} · dividends paid by the Bank {_money(paid, locale)}"
    heading: list[Flowable] = [section_heading(turn.title, aside, width=_WIDTH, size=13, height=18), Spacer(1, 3)]
    flights_aside = "every airline in play, Full Dividends" if final else "in the order flown"
    story = _part(
        "Flies", flights_aside, _flights_table(turn, players, locale) if turn.flights else None, before=heading
    )
    if final and not (
        turn.purchased
        or turn.contracts
        or turn.price_moves
        or turn.bankruptcies
        or turn.payments
        or turn.trades
        or turn.incomes
    ):
        return story + [Spacer(1, 8)]
    story += _part(
        f"{turn.title} · Paid to the Bank",
        "every payment by a player, in the order made: Stock tokens, paid City Upgrades, purchased actions",
        _payments_table(turn, players, locale) if turn.payments else None,
    )
    if turn.trades:  # most turns have none: no "Trades: none" part
        story += _part(
            f"{turn.title} · Trades",
            "Normal Stock Round, at the 10-token limit: a token returned for its price as credit, in the order made",
            _trades_table(turn, locale),
        )
    story += _part(
        f"{turn.title} · Purchased actions",
        "End of Turn, step 1: a CEO buys one action at the airline's action cost",
        _purchased_table(turn, locale) if turn.purchased else None,
    )
    story += _part(
        f"{turn.title} · Contracts",
        "End of Turn, step 4: the Bank pays the player; the airline moves up one box",
        _contracts_table(turn, locale) if turn.contracts else None,
    )
    story += _part(
        f"{turn.title} · Stock Market moves",
        "in the order they happened",
        _moves_table(turn, locale) if turn.price_moves else None,
    )
    if turn.incomes:  # a turn where no income changed has no "Incomes: none" part
        story += _part(
            f"{turn.title} · Incomes changed",
            "as the Income Track shows them, in the order typed, with what changed each: a Stock token or Hub a "
            "mark brings",
            _incomes_table(turn, locale),
        )
    if turn.bankruptcies:
        story += _part(
            f"{turn.title} · Bankrupt at the end of the turn",
            "the airline ended the turn in the $1 box",
            _bankruptcy_table(turn, players),
        )
    return story + [Spacer(1, 8)]


def _standings_table(totals: Sequence[PlayerTotal], final: bool, locale: str) -> Table:
    """Rank, cash, Stock, total; the winner marked only at the end of the game, the leader before it."""
    winners = sum(1 for t in totals if t.winner) if final else 0
    leaders = sum(1 for t in totals if t.leader)
    rows = []
    heights: list[float] = []
    for t in totals:
        if winners:
            mark = ("shares the win" if winners > 1 else "wins") if t.winner else ""
        else:  # 1930, Winning the Game: only the end of the game has a winner
            mark = ("shares the lead" if leaders > 1 else "ahead") if t.leader and not final else ""
        # a long name on two lines of the Player column, whole (a newcomer's try: shrunk to 6 points)
        name, lines = _name_cell(t.name, 150.0, bold=bool(mark), most=2)
        heights.append(max(_ROW, lines * (SIZE + 1) + 3))
        rows.append(
            [
                Text(str(t.rank), bold=True, align="CENTER"),
                name,
                Text(_money(t.cash, locale), align="RIGHT"),
                Text(_money(t.stock_value, locale), align="RIGHT"),
                Text(_money(t.total, locale), bold=True, align="RIGHT"),
                Text(mark, bold=True),
            ]
        )
    return _simple_table(
        ("Rank", "Player", "Cash", "Stock at market value", "Total", ""),
        ("CENTER", "LEFT", "RIGHT", "RIGHT", "RIGHT", "LEFT"),
        (40.0, 150.0, 80.0, 120.0, 80.0, 90.0),
        rows,
        heights,
    )


def _holdings_table(totals: Sequence[PlayerTotal], locale: str) -> Table | None:
    """Airlines as rows (with their price) in the game's airline order, players as columns in rank order: tokens ×
    price = value."""
    prices: dict[str, int] = {}
    places: dict[str, int] = {}
    for t in totals:
        for h in t.holdings:
            prices.setdefault(h.airline, h.price)
            places.setdefault(h.airline, h.place)
    if not prices:
        return None
    airline_width, price_width = 80.0, 50.0
    player_width = min(110.0, (_WIDTH - airline_width - price_width) / max(1, len(totals)))
    headings = ["Airline", "Price"] + [t.name for t in totals]
    aligns = ["LEFT", "RIGHT"] + ["RIGHT"] * len(totals)
    widths = [airline_width, price_width] + [player_width] * len(totals)
    # a player's heading too long for its column wraps between words, as the Flies table's (a newcomer's try: "Zoë
    # Bartholomew Fitzwilliam-M…"); headings that fit stay one line of text
    tall = any(
        len(_fit_name(h, w - 2 * _PAD, size=SIZE - 0.5, font=BOLD, most=3)[0]) > 1
        for h, w in zip(headings, widths, strict=True)
    )
    rows: list[list[Any]] = [_wrapped_heading_row(headings, aligns, widths) if tall else _heading_row(headings, aligns)]
    # the game's airline order, as the table and every other sheet list them (a newcomer's try: Brown, Green, Pink…)
    for airline in sorted(prices, key=lambda name: (places[name], name)):
        row: list[Any] = [Text(airline, bold=True), Text(_money(prices[airline], locale), align="RIGHT")]
        for t in totals:
            held = next((h for h in t.holdings if h.airline == airline), None)
            row.append(
                blank()
                if held is None
                else Text(f"{held.tokens} × {_money(held.price, locale)} = {_money(held.value, locale)}", align="RIGHT")
            )
        rows.append(row)
    last = len(rows)
    rows.append(
        [Text("Stock at market value", bold=True), blank()]
        + [Text(_money(t.stock_value, locale), bold=True, align="RIGHT") for t in totals]
    )
    style = _grid_style()
    style += [
        ("INNERGRID", (0, 1), (-1, -1), 0.4, RULE),
        ("LINEAFTER", (0, 0), (-2, 0), 0.4, RULE),
        ("SPAN", (0, last), (1, last)),
        ("LINEABOVE", (0, last), (-1, last), 0.8, INK),
        ("BACKGROUND", (0, last), (-1, last), PHASE_FILL),
        ("LINEAFTER", (1, 0), (1, -1), 0.8, INK),
    ]
    return Table(
        rows,
        colWidths=widths,
        rowHeights=[_heading_height(headings, widths) if tall else _ROW] + [_ROW] * (len(rows) - 1),
        style=TableStyle(style),
        repeatRows=1,
        hAlign="LEFT",
    )


def _totals_story(totals: Sequence[PlayerTotal], final: bool, notes: Sequence[str], locale: str) -> list[Flowable]:
    title = "End-of-game totals" if final else "Totals now"
    aside = (
        "after the Final Flight: cash + each Stock token at its airline's current price"
        if final
        else "the game is not over: cash + each Stock token at its airline's current price"
    )
    story: list[Flowable] = [
        section_heading(title, aside, width=_WIDTH, size=13, height=18),
        Spacer(1, 4),
        _standings_table(totals, final, locale),
        Spacer(1, 2),
    ]
    rule = (
        "Rank 1 wins; equal totals share a rank (1930, Winning the Game)."
        if final
        else "No winner before the end of the game: the most money after the Final Flight (1930, Winning the "
        "Game). Equal totals share a rank."
    )
    story.append(Text(rule, size=7, color=GREY_TEXT))
    holdings = _holdings_table(totals, locale)
    story += [Spacer(1, 10), _subheading("Holdings at market value", "Stock tokens × price = value")]
    story += [holdings] if holdings is not None else [Text("No player holds a Stock token.")]
    if notes:
        story += [Spacer(1, 8), *note_paragraphs(notes)]
    return story


def totals_story(totals: Sequence[PlayerTotal], final: bool, locale: str = "en_US") -> list[Flowable]:
    """The end page's totals as this summary draws them, for another sheet to print the same (the end-of-game
    audit, :mod:`sheets.audit`): the heading, each player's cash + Stock at market value = total with the winner
    marked (1930, Winning the Game), and each holding at market value.

    Args:
        totals: :func:`ledger.games.golden_age.final_totals`, best first.
        final: whether the game is over (after the Final Flight): only then is anyone a winner.
        locale: a babel locale name for the amounts.
    """
    return _totals_story(totals, final, (), locale)


def _title_block(game_title: str, notes: Sequence[str], players: _Players) -> list[Flowable]:
    """The first page's head: the game's title, the sheet and the game, then the players in seat order (a
    newcomer's try: the sheet began with its notes, naming nobody before the first Fly table), the notes and
    the legend."""
    head = title_head(game_title or _GAME_NAME, _SHEET_NAME, f"{_GAME_NAME} · whole dollars", width=_WIDTH)
    story: list[Flowable] = [head, Spacer(1, 5)]
    if players.seats:
        named = ", ".join(f"{seat} {players.name(seat)}" for seat in players.seats)
        said = f"{len(players.seats)} players, in seat order: {named}"
        story += [Paragraph(paragraph_markup(said), paragraph_style("players", size=9)), Spacer(1, 4)]
    story += note_paragraphs(notes)
    story += [Paragraph(paragraph_markup(_LEGEND), paragraph_style("legend", size=7.5, color=GREY_TEXT)), Spacer(1, 8)]
    return story


def write_dividend_summary(
    turns: Sequence[TurnSummary],
    totals: Sequence[PlayerTotal],
    path: str | Path,
    *,
    game_title: str = "",
    notes: Sequence[str] = (),
    locale: str = "en_US",
    seal: str = "",
    charts: Sequence[LineChart] = (),
) -> Path:
    """Write the 1930 dividend summary: a section per turn, then the totals on a page of their own.

    1930, Operation Phase, Fly (income → Dividend Level → the CEO's choice or the no-CEO
    rules; Full, Half rounded up, or None; paid per Stock token), End of Turn Phase
    (purchased actions, contracts, Stock Market moves, bankruptcy), End of Game & Final
    Flight, Winning the Game. Every figure is taken from the view models as given; amounts
    are whole dollars formatted by :func:`ledger.money.format_money` in ``locale``. The
    output is byte-identical for the same input (reportlab's ``invariant=1``) and each table
    row extracts as one line.

    Args:
        turns: :func:`ledger.games.golden_age.dividend_summary`, in turn order (the Final Flight last).
        totals: :func:`ledger.games.golden_age.final_totals`, best first; also gives the players'
            columns (seat order) of the Fly tables.
        path: the PDF file to write (its folder must exist); replaced if present.
        game_title: printed at the top of the first page; empty prints the game's name.
        notes: remarks printed under the title and under the totals, e.g.
            :func:`ledger.games.golden_age.table_notes` (illustrative tables, not the boards').
        locale: a babel locale name for the amounts, e.g. ``"en_US"``, ``"fr_FR"``.
        seal: the game's journal line for the footer (:meth:`ledger.store.Book.seal`), or ``""``.
        charts: :func:`ledger.charts.line_charts` of the game (net worth at market value and Stock Market
            prices by turn), drawn after the totals on a page of their own (:mod:`sheets.charts`).

    Returns:
        The path written.

    Raises:
        ValueError: both ``turns`` and ``totals`` are empty (nothing to print).
        babel.UnknownLocaleError: ``locale`` is not a locale babel knows.
        OSError: the file cannot be written.
    """
    if not turns and not totals:
        raise ValueError("no turn and no player to print")
    players = _Players(turns, totals)
    story: list[Flowable] = _title_block(game_title, notes, players)
    for turn in turns:
        story += _turn_story(turn, players, locale)
    final = any(_is_final(t) for t in turns)
    if totals:
        if turns:
            story.append(PageBreak())
        story += _totals_story(totals, final, notes, locale)
    # the airlines are named after colours: each price line in its colour; each player's net worth line in a colour
    # of its own (newcomers' tries: both charts all black)
    drawn: list[Flowable] = []
    for chart in charts:
        drawn += chart_flowables(
            [chart], width=_WIDTH, locale=locale, coloured=("stock_prices",), by_place=("net_worth",)
        )
        if drawn and chart.notes:
            drawn += note_paragraphs(chart.notes)
    if drawn:
        story += [PageBreak(), *drawn]
    title = f"{_SHEET_NAME} — {game_title}" if game_title else f"{_SHEET_NAME} — {_GAME_NAME}"
    return build_pdf(
        story,
        path,
        page_size=PAGE_SIZE,
        margins=(_MARGIN_X, _MARGIN_TOP, _MARGIN_BOTTOM),
        title=title,
        subject=f"{_GAME_NAME}: dividends per turn and final totals",
        on_page_end=page_footer(f"{_GAME_NAME} — {_SHEET_NAME} · whole dollars", PAGE_SIZE, seal=seal),
    )
