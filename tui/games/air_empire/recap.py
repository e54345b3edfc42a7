"""Live recap: a player's Condensed Re-cap Sheet on screen, the same numbers as the PDF.

The sheet is :func:`ledger.games.air_empire.recap_sheets` (the view model the PDF is drawn from):
quarters as columns, lines 1a-5c as rows, and the player's Route Applications on a toggle.
A deduction (line 1f; in the Tournament Game also 1e, a decrease on 1d and a refund due
on 2a) is shown in parentheses, as on paper, and the legend says so: the meaning never rests
on colour. The lines are the sheet's own (:attr:`ledger.views.RecapSheet.lines`), so a
Tournament Game shows 1d, 1e and 2a. In 80 columns the line column stays put (a long name on
two lines) and as many whole quarter columns as fit are shown beside it (``[`` and ``]`` move by a quarter).
Under the sheet, each line 5b of the quarters shown in its planes, and the planes sold to other players (their cash
is on no line), :attr:`ledger.views.RecapSheet.line_notes`: as few quarters are shown as leave room for their notes.
"""

from __future__ import annotations

import textwrap
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import DataTable, Header, Static

from ledger.games import air_empire
from ledger.journal import RuleViolation
from ledger.money import format_money, format_recap_amount
from ledger.views import RecapSheet
from tui.base.footer import Footer
from tui.base.widgets import PlainStatic, airbanker
from tui.base.words import refusal_text

#: Narrowest width of the line column: a longer name is folded onto a second line ("1g Total — received"
#: over "   from the Bank"), never cut.
LINE_WIDTH = 23
#: From this terminal width the line column holds every name on one line, if :data:`WIDE_QUARTERS` quarter
#: columns still fit beside it.
WIDE = 100
WIDE_QUARTERS = 6
#: The most blocks of quarters drawn one under the other on a tall screen (the ids of their tables).
BLOCKS = 3
_BLOCK_IDS = ("recap", *(f"recap-{number}" for number in range(2, BLOCKS + 1)))


def _fill(
    widths: list[int], first: int, room: int, blocks: int, costs: list[int] | None = None, budget: int = 0
) -> list[list[int]]:
    """Quarter columns from ``first`` on, laid into ``blocks`` blocks of ``room`` cells each: whole columns,
    in order, each block holding as many as fit (at least one). With ``costs``, the lines each column's notes
    take under the sheet, the columns shown take ``budget`` lines at most (the first column is always shown).
    Returns each block's column indexes."""
    out: list[list[int]] = []
    index = first
    spent = 0
    for _ in range(blocks):
        block: list[int] = []
        used = 0
        while index < len(widths) and (not block or used + widths[index] <= room):
            cost = costs[index] if costs is not None else 0
            if costs is not None and (block or any(out)) and spent + cost > budget:
                break
            block.append(index)
            used += widths[index]
            spent += cost
            index += 1
        out.append(block)
    return out


#: the Route Applications' headings, and (:data:`SHORT_HEADINGS`) as said where the list is wider than the screen
HEADINGS = ("Quarter", "Route City", "Class", "Flight Costs", "Revenue", "Flight Profit", "Outcome")
#: the same in fewer columns, the line under the list saying what they stand for (:data:`SHORT_MEANING`)
SHORT_HEADINGS = ("Quarter", "Route City", "Class", "Costs", "Revenue", "Profit", "Outcome")
SHORT_MEANING = "Costs, Profit: Flight Costs, Flight Profit"


def _balanced(blocks: list[list[int]], widths: list[int], room: int) -> list[list[int]]:
    """The columns of ``blocks`` (:func:`_fill`) parted as evenly as they go into as many blocks, each still
    within ``room`` cells: 12 quarters in 2 blocks are 6 and 6, not 11 and Y3 Q4 alone under them (a newcomer's
    try at 120x36). Blocks that would not fit so are kept as filled."""
    used = [block for block in blocks if block]
    shown = _flat(used)
    if len(used) < 2:
        return blocks
    size, extra = divmod(len(shown), len(used))
    even: list[list[int]] = []
    start = 0
    for number in range(len(used)):
        end = start + size + (1 if number < extra else 0)
        even.append(shown[start:end])
        start = end
    if any(sum(widths[i] for i in block) > room for block in even):
        return blocks
    return even + [[] for _ in range(len(blocks) - len(even))]


def _flat(blocks: list[list[int]]) -> list[int]:
    """The column indexes of every block, in order."""
    return [index for block in blocks for index in block]


def money_cell(amount: int | None, deduction: bool = False, locale: str = "en_US") -> str:
    """Whole dollars as on the sheet: blank for None, parentheses for a deduction."""
    return format_recap_amount(amount, deduction, locale=locale)


def short_label(label: str) -> str:
    """A sheet line's name without its parenthesised explanation ("Total to date")."""
    return label.split(" (", 1)[0]


class SheetTable(DataTable[str | Text], inherit_bindings=False):
    """A read-only table: the arrows are left to the screen (←/→ change player)."""

    BINDINGS = [
        Binding("up", "scroll_up", "Up", show=False, id="sheet_up"),
        Binding("down", "scroll_down", "Down", show=False, id="sheet_down"),
        Binding("pageup", "page_up", "Page up", show=False, id="sheet_page_up"),
        Binding("pagedown", "page_down", "Page down", show=False, id="sheet_page_down"),
    ]


#: the footer's groups of keys: one word for two keys
_PLAYER = Binding.Group("Player", compact=True)
_QUARTERS = Binding.Group("Quarters", compact=True)
_Q = _QUARTERS


class RecapScreen(Screen[None]):
    """One player's sheet: quarters as columns, lines 1a-5c as rows; Route Applications on ``a``."""

    SUB_TITLE = "Condensed Re-cap Sheet"
    # a group of keys in the compact footer ("←→ Player", "[] Quarters"): Textual's gives its word no space after it
    # ("←→ Playera Applications") and a second one before it
    DEFAULT_CSS = """
    RecapScreen Footer.-compact KeyGroup.-compact { padding-left: 0; }
    RecapScreen Footer.-compact FooterLabel { margin: 0 1 0 0; }
    """
    #: the notes under the legend of the sheet shown (:attr:`ledger.views.RecapSheet.line_notes`: a line 5b in parts)
    _line_notes: list[str] = []  # noqa: RUF012 - replaced, never changed in place
    #: the notes of each quarter column (a line 5b in parts), shown under the sheet while the column is
    _column_notes: list[list[str]] = []  # noqa: RUF012 - replaced, never changed in place

    #: the footer at 80 columns: ← and → under one word ("←→ Player"), [ and ] too ("[] Quarters"), shown with ``5``
    #: only while they do something (:meth:`check_action`): a newcomer's try found no word of them there
    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="recap_back"),
        Binding("left,p", "player(-1)", "Prev. player", id="recap_previous_player", group=_PLAYER),
        Binding("right,n", "player(1)", "Next player", id="recap_next_player", group=_PLAYER),
        Binding("a", "toggle_applications", "Applications", id="recap_applications"),
        Binding("left_square_bracket", "quarters(-1)", "Earlier quarters", id="recap_earlier_quarters", group=_Q),
        Binding("right_square_bracket", "quarters(1)", "Later quarters", id="recap_later_quarters", group=_QUARTERS),
        Binding("5", "toggle_notes", "5b notes", id="recap_5b_notes"),
        Binding("home", "quarters(-99)", "First quarter", id="recap_first_quarter", show=False),
        Binding("end", "quarters(99)", "Last quarter", id="recap_last_quarter", show=False),
    ]

    def __init__(self, seat_index: int = 0) -> None:
        super().__init__()
        self.seat_index = seat_index
        self.show_applications = False
        #: every quarter's line 5b in its planes in place of the sheet's lines (``5``)
        self.show_notes = False
        self.first_quarter: int | None = None  # the first quarter column in view (None: not drawn yet)
        #: the first quarter column the banker chose with [ ] Home End (``None``: the latest played in view), kept
        #: across resizes: the view drawn at each size starts there as far as the room lets it. A newcomer's try:
        #: at 80x24, 120x36 showed every quarter from Y1 Q1, and back at 80x24 the view stayed on Y1 Q1
        self.chosen_first: int | None = None
        self._labels: list[str] = []
        self._rows: list[tuple[str, list[str]]] = []
        self._widths: list[int] | None = None
        #: whether some quarters are out of view (``[`` and ``]`` bring them), as last drawn
        self._quarters_out = False
        #: the quarters in view and their count, as last drawn ("Y1 Q1–Y2 Q1 of 12 quarters")
        self._span = ""

    def compose(self) -> ComposeResult:
        yield Header()
        yield PlainStatic(id="recap-title", markup=False)
        yield SheetTable(id=_BLOCK_IDS[0], zebra_stripes=True, cursor_type="none")
        yield PlainStatic(id="recap-hint", markup=False, classes="keep-clear")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.refresh_game()

    def _table(self, name: str, after: str | None = None) -> SheetTable:
        """The table ``name``, mounted the first time it is shown (``after`` the table of that id, else before the
        hint): the blocks below the first (a tall screen) and the Route Applications (on ``a``). A table the
        screen does not show is mounted and styled as one shown is, time before the recap's first frame (issue 13,
        the recap opens within 1.5x of a bare modal)."""
        try:
            return self.query_one(f"#{name}", SheetTable)
        except NoMatches:
            table = SheetTable(id=name, zebra_stripes=True, cursor_type="none")
            if after is not None:
                self.mount(table, after=f"#{after}")
            else:
                self.mount(table, before="#recap-hint")
            return table

    def _hide(self, name: str) -> None:
        """Hide the table ``name`` if it was ever mounted."""
        for table in self.query(f"#{name}"):
            table.display = False

    # -- drawing --------------------------------------------------------------------------
    def _sheets(self) -> list[RecapSheet]:
        """This player's sheets (one per 3-year period), first period first."""
        app = airbanker(self)
        sheets = air_empire.recap_sheets(app.game.state)
        seats = list(dict.fromkeys(s.seat for s in sheets))
        seat = seats[self.seat_index % len(seats)]
        return [s for s in sheets if s.seat == seat]

    def refresh_game(self) -> None:
        """Redraw from the ledger (keeps the player and the quarters in view)."""
        app = airbanker(self)
        try:
            sheets = self._sheets()
            position = app.game.position()
        except RuleViolation as error:
            self.query_one("#recap-title", Static).update(refusal_text(self, error))
            return
        locale = app.locale
        sheet = sheets[-1]
        cash = "" if sheet.cash is None else format_money(sheet.cash, locale=locale)
        title = f"{sheet.player} (seat {sheet.seat}) · {sheet.status} · cash {cash} · {position}"
        if cell_len(title) > self.app.size.width - 2:  # the phase's name goes first, then the line wraps
            title = f"{sheet.player} (seat {sheet.seat}) · {sheet.status} · cash {cash} · {position.split(' — ')[0]}"
        self.query_one("#recap-title", Static).update(title)
        self._title = title
        self._tournament = sheet.variant == "tournament"
        # what a figure is made of where its cell cannot say it ("5b Y2 Q1: ($400) = 2 Prop Jets sold × $200"), under
        # the lines as under the printed sheet's (newcomers' tries: a 5b of $0 hid both; 5b was totals only)
        self._labels = [label for s in sheets for label in s.quarter_labels]
        # each quarter column's notes, shown with the column only: every quarter's 5b noted took the table's room
        notes = [note for s in sheets for note in s.line_notes]
        # (a 5b in its parts, "5b Y1 Q3: …", and a plane sold, "Y1 Q3 plane sale to …": its proceeds are on no line)
        self._column_notes = [
            [note for note in notes if note.startswith((f"5b {label}: ", f"{label} "))] for label in self._labels
        ]
        self._line_notes = [note for note in notes if not any(note in column for column in self._column_notes)]
        self._rows = [
            (
                f"{line.code} {short_label(line.label)}",
                [line.amount_text(a, locale=locale) for s in sheets for a in s.lines[index].amounts],
            )
            for index, line in enumerate(sheet.lines)
        ]
        widths = [cell_len(label) for label in self._labels]
        for _, cells in self._rows:
            widths = [max(w, cell_len(c)) for w, c in zip(widths, cells, strict=True)]
        self._widths = widths
        self._draw_lines()
        if self.show_notes and not self.show_applications:
            every = [note for column in self._column_notes for note in column]
            sold = ", and planes sold" if any(" plane sale to " in note for note in every) else ""
            head = (
                f"Line 5b in its planes{sold}, every quarter"
                if every
                else "No line 5b to note: no plane bought or sold"
            )
            self.query_one("#recap-hint", Static).update(
                "\n".join([f"{head} · 5: the lines again", *self._line_notes, *every])
            )
        if self.show_applications:
            short = self._draw_applications([a for s in sheets for a in s.applications], locale)
            # the quarters' line (" of 28 ([ ] more)") is the lines' and their keys': not this list's
            hint = (
                f"Route Applications · {SHORT_MEANING} · a: the lines"
                if short
                else "Route Applications, every quarter · a: the lines again"
            )
            self.query_one("#recap-hint", Static).update(hint)
        else:
            self._hide("applications")

    def _draw_lines(self) -> None:
        """The re-cap table: the line column, then as many whole quarter columns as fit.

        By default the latest quarter played is the last in view; ``[`` and ``]`` move by
        one quarter. Drawing whole columns only (rather than scrolling sideways) means no
        amount is ever half hidden. Where the screen is tall enough for the sheet twice or more
        (120×36), the quarters that do not fit beside the line column go on in a block below
        (up to :data:`BLOCKS`), as a long sheet is written on: a 12-quarter Basic Game whole at 120×36.
        """
        assert self._widths is not None  # drawn only once the sheets are read
        padding = 2 * self.query_one(f"#{_BLOCK_IDS[0]}", SheetTable).cell_padding
        # in a wide terminal every quarter column as wide as the widest: sized each to its own cells, they read
        # unevenly ("Y1 Q3     Y1 Q4  Y2 Q1", a newcomer's try at 120x36); at 80 columns as many as fit
        column_widths = (
            [max(self._widths, default=0)] * len(self._widths) if self.app.size.width >= WIDE else self._widths
        )
        widths = [w + padding for w in column_widths]
        count = len(widths)
        longest = max([LINE_WIDTH] + [cell_len(label) for label, _ in self._rows])
        # the line column is as wide as the longest name when every quarter still fits beside it, or when the
        # screen holds the sheet twice (the rest in a block below); else as wide as leaves room for every
        # quarter, a long name folded; else, in a wide terminal where a year and a half still fits, no name
        # folded, [ ] for the others
        beside = self.app.size.width - 3 - padding - longest
        all_fit = self.app.size.width - 3 - padding - sum(widths)
        wide = self.app.size.width >= WIDE and beside >= WIDE_QUARTERS * max(widths, default=0)
        # tall enough for the sheet twice with no name folded (a Basic Game at 120×36): the quarters go on in a
        # block below rather than a name folding (a newcomer's try: "1g Total — received from / the Bank" at 120)
        tall = self.app.size.height - 4 >= 2 * (1 + len(self._rows)) + 1
        # a wide terminal keeps every name whole too, the quarters that do not fit beside them on [ ]: folded to show
        # every quarter, the Tournament Game's "1e Flight Profit of / route terminated" wrapped at 120 (a newcomer's
        # try)
        if sum(widths) <= beside or (tall and beside >= max(widths, default=0)) or wide:
            line_width = longest
        elif all_fit >= LINE_WIDTH:
            line_width = all_fit
        else:
            line_width = longest if wide else LINE_WIDTH
        room = max(1, self.app.size.width - 3 - (line_width + padding))
        folded = [textwrap.wrap(label, line_width, subsequent_indent="   ") or [label] for label, _ in self._rows]
        # a block: the header line and every sheet line; blocks are parted by an empty line where it fits
        block_height = 1 + sum(len(lines) for lines in folded)
        # the notes of the quarters shown go under the hint in the lines the blocks leave (a newcomer's try: every
        # 5b in its parts); the quarters come first (taking quarters out for the notes left 8 of 12 at 120x36, the
        # room issue 13 asked to use), the notes that do not fit are on ``5`` (every quarter's), and printed
        note_width = max(20, self.app.size.width - 2)
        # planes sold lower line 5b, in parentheses as on the printed sheet (sheets.recap): said when it happened
        sold = any(cell.startswith("(") for label, cells in self._rows if label.startswith("5b") for cell in cells)
        # the header and the footer take a line each, the title and the hint as many as they wrap to: counted as one
        # each, the hint's legend wrapped at 80x24 (", sold 5b") and the sheet's 1fr table lost its line 5c under
        # the notes; at 120x36 the blocks and the notes ran a line past the screen, which scrolled (a newcomer's try)
        span_like = f"{self._labels[0]}–{self._labels[-1]}" if self._labels else "none"
        title_lines = len(textwrap.wrap(getattr(self, "_title", ""), note_width)) or 1
        hint_lines = len(textwrap.wrap(self._hint(span_like, count, count - 1, sold), note_width)) or 1
        below = self.app.size.height - 2 - title_lines - hint_lines
        costs = None
        others = sum(len(textwrap.wrap(n, note_width)) for n in self._line_notes)

        def gap_of(blocks: int) -> int:
            return 1 if blocks * (block_height + 1) - 1 <= below else 0

        def budget_of(blocks: int) -> int:
            return below - blocks * block_height - gap_of(blocks) * (blocks - 1) - others

        blocks = max(1, min(BLOCKS, below // block_height))
        best, chosen = -1, blocks
        for tried in range(blocks, 0, -1):
            many = len(_flat(_fill(widths, 0, room, tried, costs, budget_of(tried))))
            if many > best:
                best, chosen = many, tried
        blocks = chosen
        gap = gap_of(blocks)
        budget = budget_of(blocks)
        first = self.chosen_first
        if first is None:
            app = airbanker(self)
            try:
                state = app.game.state
                latest = state.last_quarter if state.phase == "over" else state.quarter
            except (AttributeError, RuleViolation):
                latest = 1
            latest = min(max(latest, 1), count) - 1 if count else 0
            first = latest
            # the earliest first column that still keeps the latest quarter in view
            while first > 0 and latest in _flat(_fill(widths, first - 1, room, blocks, costs, budget)):
                first -= 1
        # the first column from which every later quarter is in view: "]" stops there
        last_first = count - 1 if count else 0
        while (
            last_first > 0
            and len(_flat(_fill(widths, last_first - 1, room, blocks, costs, budget))) == count - last_first + 1
        ):
            last_first -= 1
        self.first_quarter = max(0, min(first, last_first))
        filled = [
            block
            for block in _balanced(_fill(widths, self.first_quarter, room, blocks, costs, budget), widths, room)
            if block
        ]
        filled = filled or [[]]
        for number, name in enumerate(_BLOCK_IDS):
            shown_here = filled[number] if number < len(filled) else None
            if shown_here is None or self.show_applications or self.show_notes:
                self._hide(name)  # drawn again when shown (a toggle or a resize redraws the sheet)
                continue
            table = self._table(name, after=_BLOCK_IDS[number - 1] if number else None)
            table.display = True
            # one block: the table takes the room left (it scrolls at 80×24); more: each block its own lines
            table.styles.height = "1fr" if len(filled) == 1 else block_height
            table.styles.margin = (0, 0, gap if number < len(filled) - 1 else 0, 0)
            table.clear(columns=True)
            table.add_column("Line", key="line", width=line_width)
            for index in shown_here:
                table.add_column(self._labels[index], key=self._labels[index], width=column_widths[index])
            for (label, cells), lines in zip(self._rows, folded, strict=True):
                table.add_row(
                    Text("\n".join(lines)),
                    *(Text(cells[i], justify="right") for i in shown_here),
                    key=label[:2],
                    height=len(lines),
                )
        shown = _flat(filled)
        if self._quarters_out != (len(shown) < count):
            self._quarters_out = len(shown) < count
            self.refresh_bindings()  # the footer's "[] Quarters"
        span = f"{self._labels[shown[0]]}–{self._labels[shown[-1]]}" if shown else "none"
        self._span = f"{span} of {count} quarters"  # said with "First quarters already shown" (:meth:`action_quarters`)
        hint = self._hint(span, count, len(shown), sold)
        shown_notes = [note for index in shown for note in self._column_notes[index]]
        # the blocks are drawn whole (a 1fr table scrolls, but a block cut under the notes hid line 5c): the notes
        # take only the lines left, and the hint takes no more than it was counted for
        left = below - len(filled) * block_height - gap * (len(filled) - 1) - others
        fitting: list[str] = []
        for note in shown_notes:
            height = len(textwrap.wrap(note, note_width))
            rest = len(shown_notes) - len(fitting) - 1
            if height > left - (1 if rest else 0):
                unshown = len(shown_notes) - len(fitting)
                # whole words (a newcomer's try read "5 shows every quarter's" as cut off); a plane sale's note is
                # no 5b note
                what = "5b note" if all(n.startswith("5b ") for n in shown_notes[len(fitting) :]) else "note"
                told = f"{unshown} more {what}{'s' if unshown > 1 else ''}"
                if left >= 1:
                    fitting.append(f"… {told}: 5 shows them all")
                else:  # no line left under the sheet: said on the hint's, in fewer words if need be
                    for said in (hint, *(self._hint(span, count, len(shown), sold, fewer=f) for f in (1, 2))):
                        if len(textwrap.wrap(f"{said} · 5 shows {told}", note_width)) <= hint_lines:
                            hint = f"{said} · 5 shows {told}"
                            break
                break
            fitting.append(note)
            left -= height
        self.query_one("#recap-hint", Static).update("\n".join([hint, *self._line_notes, *fitting]))

    def _hint(self, span: str, count: int, shown: int, sold: bool, *, fewer: int = 0) -> str:
        """The line under the sheet: the quarters in view (``span``, ``shown`` of ``count``) and the legend of the
        parentheses (``sold``: planes sold lowered a line 5b); in fewer words where it is wider than the screen.
        ``fewer``: 1, the legend in fewer words (room for the notes' count at 120 columns); 2, the 80 columns'."""
        more = "" if shown == count else f" of {count} ([ ]: other quarters)"
        legend = (
            "(…) = deducted (1e, 1f), a decrease (1d), a refund due (2a)"
            if getattr(self, "_tournament", False)
            else "(…) = deducted (1f)"
        ) + (", planes sold (5b)" if sold else "")
        hint = f"Quarters {span}{more} · {legend}"
        if not fewer and cell_len(hint) <= self.app.size.width - 2:
            return hint
        # 80 columns: the same in fewer words, on one line; the keys of the other quarters in the footer ("[]
        # Quarters"): "([ ] more)" read as cryptic (a newcomer's try)
        legend = (
            "(…) deducted 1e/1f, decrease 1d, refund due 2a"
            if getattr(self, "_tournament", False)
            else "(…) = deducted (1f)"
        ) + (", sold 5b" if sold else "")
        if fewer == 1:
            return f"Quarters {span}{'' if shown == count else f' of {count}'} · {legend}"
        return f"{span}{'' if shown == count else f' of {count} quarters'} · {legend}"

    def on_resize(self) -> None:
        if getattr(self, "_widths", None) is not None:
            self.refresh_game()

    def _draw_applications(self, applications: list[Any], locale: str) -> bool:
        """The player's Route Applications, every quarter, each column as wide as its heading and its widest cell.
        Where that is wider than the screen, "Flight Costs" and "Flight Profit" are headed "Costs" and "Profit"
        (:data:`SHORT_HEADINGS`): sized to their widest cells (c25a22c), the columns ran past 80 columns and the
        last one was cut ("Out", "los" for "lost tie", a newcomer's try). Returns whether they are."""
        table = self._table("applications")
        table.display = True
        table.clear(columns=True)
        rows: list[tuple[str | Text, ...]] = [
            (
                air_empire.quarter_label(app_.quarter),
                Text(app_.city),
                app_.service_class,
                *(
                    Text(money_cell(amount, locale=locale), justify="right")
                    for amount in (app_.flight_costs, app_.revenue, app_.flight_profit)
                ),
                Text(app_.outcome),
            )
            for app_ in applications
        ] or [("", "No Route Applications yet.", "", "", "", "", "")]

        # each column as wide as its heading and its widest cell, set here, not measured by the table once idle: a
        # newcomer's try at 80x24 showed the Route Cities cut to their heading's width ("San Franci", "Los Angele")
        # in a row of some 74 columns
        def widths(headings: tuple[str, ...]) -> list[int]:
            return [
                max(cell_len(heading), *(cell_len(str(row[index])) for row in rows))
                for index, heading in enumerate(headings)
            ]

        # the table's room: the screen less a vertical scrollbar (a long game's list scrolls)
        room = self.app.size.width - 2
        short = sum(widths(HEADINGS)) + 2 * table.cell_padding * len(HEADINGS) > room
        headings = SHORT_HEADINGS if short else HEADINGS
        for heading, width in zip(headings, widths(headings), strict=True):
            table.add_column(heading, width=width)
        for row in rows:
            table.add_row(*row)
        return short

    # -- actions --------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """``[``, ``]``, Home and End while some quarters of the sheet are out of view; ``5`` while there is a line 5b
        to note (or its notes are shown): the footer shows them only then."""
        if action == "quarters":
            return self._quarters_out and not (self.show_applications or self.show_notes)
        if action == "toggle_notes":
            return self.show_notes or any(self._column_notes)
        return True

    def action_player(self, step: int) -> None:
        self.seat_index += step
        self.refresh_game()

    def action_toggle_applications(self) -> None:
        self.show_applications = not self.show_applications
        self.show_notes = False
        self.refresh_game()
        # [ ] follow the lines shown (:meth:`check_action`): the footer lost "[] Quarters" after ``a`` twice while
        # the line above still named them (a newcomer's try)
        self.refresh_bindings()

    def action_toggle_notes(self) -> None:
        """``5``: every quarter's line 5b in its planes in place of the sheet's lines, and back (those of the quarters
        in view are under the sheet when they fit)."""
        self.show_notes = not self.show_notes
        self.show_applications = False
        self.refresh_game()
        self.refresh_bindings()  # "[] Quarters" back in the footer with the lines (``5`` twice lost it)

    def action_quarters(self, step: int) -> None:
        """``[`` and ``]`` (Home and End): the quarters in view move by ``step`` columns; at either end the hint
        line says so (a newcomer's ``[`` on the first quarters did nothing and said nothing)."""
        before = self.first_quarter or 0
        self.chosen_first = max(0, before + step)
        self._draw_lines()
        if self.first_quarter != before or self.show_applications or self.show_notes:
            return
        edge = "First quarters already shown" if step < 0 else "Latest quarters already shown"
        hint = self.query_one("#recap-hint", PlainStatic)
        lines = str(hint.content).split("\n")
        # why nothing moved and the quarters in view, in place of the legend (said again on the next key)
        hint.update("\n".join([f"{edge} · {self._span}", *lines[1:]]))
