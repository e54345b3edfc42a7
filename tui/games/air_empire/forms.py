"""The banker's forms for Air Empire: route card, Flight Costs Table, loan, purchase, sale,
maintenance, merger.

Each form is a :class:`~tui.base.widgets.FormScreen`: it validates as you type by asking the
ledger (:meth:`ledger.game.Game.preview`, :func:`ledger.games.air_empire.table_view`,
:func:`ledger.games.air_empire.maintenance_due`, …) and records through ``app.record``. No rule of
the game is computed here; a refusal is the rules engine's message, naming the field and
the rule (docs/game-record.md lists every payload).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Hashable, Mapping
from typing import Any, ClassVar, TypeVar

from rich.cells import cell_len
from rich.segment import Segment
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.css.query import NoMatches
from textual.geometry import Region
from textual.strip import Strip
from textual.suggester import Suggester
from textual.widget import Widget
from textual.widgets import Input, Select, Static, TextArea

from ledger.box import Box, box_note, in_use
from ledger.games import air_empire
from ledger.journal import Entry, RuleViolation
from ledger.money import format_recap_amount, format_signed
from ledger.text import shown
from ledger.views import AIR_EMPIRE_TOURNAMENT_LINES
from ledger.words import plural_words
from tui.base.backdrop import BackdropModalScreen
from tui.base.footer import Footer
from tui.base.secret_bids import refused_bids_text
from tui.base.widgets import (
    DIGITS,
    FOCUS_MARK,
    FORM_KEYS,
    FORM_MAX_HEIGHT,
    FieldRow,
    FormError,
    FormScreen,
    LiteralSelect,
    MaskedInput,
    NumberInput,
    PlainStatic,
    SearchOverlay,
    airbanker,
    bound_key,
    cancel_or_ask,
    cash_received,
    clip,
    folded,
    form_row as _row,
    money,
    number_input,
    parse_whole,
    preview,
    search_at,
    whole_number,
)
from tui.base.words import in_words

__all__ = [
    "FlightCostsPrompt",
    "RouteCardForm",
    "FlightCostsForm",
    "LoanForm",
    "PurchaseForm",
    "PlaneSaleForm",
    "MaintenanceForm",
    "MergerForm",
    "table_confirmed",
    "known_rows",
    "TaxTableForm",
    "TaxesForm",
    "ResidualValueForm",
    "parse_signed",
]

_V = TypeVar("_V", bound=Hashable)

LINE_LABELS = dict(AIR_EMPIRE_TOURNAMENT_LINES)
#: the key line of a form whose table is typed row by row (Enter there is a new row, not the next field)
TABLE_KEYS = "Enter: new row · Tab: next box · ctrl+s: record · Esc: cancel"
#: the key line of such a form while its "Where from" list has the focus: a letter and Enter (or Enter on what it
#: shows) record, never a new row (a list opened with Space to look through: Enter chooses, Enter again records);
#: ``{letters}``: the first letters of its two choices, "b or i" (:attr:`_TableForm.WHERE_FROM`)
TABLE_LIST_KEYS = "Where from: {letters}, then Enter or ctrl+s: record · shift+Tab: the rows · Esc: cancel"
#: rows of Revenue Fluctuations the route card form offers (Tournament Game); most cards print one
FLUCTUATION_ROWS = 3
#: ``Input(restrict=SIGNED)``: whole dollars with an optional sign (a decrease is negative)
SIGNED = r"[-+]?[0-9,.]*"  # a point is let in to be refused in words (not dropped: "1.5" read as 15)
#: ``Input(restrict=REVENUE)``: the route card's revenue, one figure or one per class (spaces between)
REVENUE = r"[0-9, ;/.]*"
#: where the route card's figures are written
ROUTE_CARDS = "Air Empire, Basic Game, Route Cards"


def parse_signed(text: str) -> int | None:
    """The signed whole number typed in ``text`` (``"-1,000"``, ``"+500"``), or ``None`` when empty.

    Raises:
        FormError: a sign with no digits after it (a cut's ``-`` left alone is not read as no amount: the
            row it starts would be dropped without a word), or any other text that is not a whole number."""
    raw = re.sub(r"[,\s$]", "", text or "")
    if not raw:
        return None
    if raw in ("+", "-"):
        raise FormError(f"type the amount after the {raw!r}")
    if "." in raw:
        return parse_whole(raw)  # refused in the same words as every amount: no decimal point
    if not re.fullmatch(r"[-+]?[0-9]+", raw):
        raise FormError(f"{text!r} is not a whole number")
    return whole_number(raw)


def table_confirmed(view: air_empire.TableView) -> bool:
    """Whether the banker has entered this game's Flight Costs Table (rows typed from the board
    or marked illustrative), as opposed to the rulebook's single row."""
    return any(provenance in ("board", "illustrative") for *_row, provenance in view.flight_costs_table)


def known_rows(view: air_empire.TableView) -> str:
    """The table rows the game knows, e.g. ``"$12,000 = 2 Super + 1 Prop (rulebook)"``."""
    return "; ".join(
        f"{money(amount)} = {supers} Super + {props} Prop ({provenance})"
        for amount, supers, props, provenance in view.flight_costs_table
    )


def _num(widget_id: str, value: str = "", placeholder: str = "", *, blank: int | None = None) -> Input:
    """A field of whole numbers (:func:`tui.base.widgets.number_input`; ``blank``: the number it means left blank);
    a plane sale's secret bid is :func:`_sale_bid`."""
    return number_input(widget_id, value, placeholder, blank=blank)


class SaleBidInput(MaskedInput):
    """A player's secret bid on a plane sale, masked: the same mask whether it holds a bid or is blank. A blank showed
    its "$" example beside a bid's "•••", and anyone watching saw who had bid (a newcomer's try; Air Fare's bids
    alike, :class:`tui.games.air_fare.forms.BidInput`)."""

    def mask(self) -> str:
        """The mask, whatever the field holds (blank or not)."""
        return self.MASK


def _sale_bid(widget_id: str) -> Input:
    """A plane sale's secret bid field (:class:`SaleBidInput`): whole dollars, masked."""
    return SaleBidInput(
        id=widget_id, restrict=DIGITS, classes="num secret -valid", compact=True, password=True, what=SALE_BID_WHAT
    )


#: what a plane sale's bid field takes, said when it refuses a key
SALE_BID_WHAT = "A bid: whole dollars, digits only (blank: no bid)"


class _FieldsRow(FieldRow):
    """A row of several fields side by side (a Revenue Fluctuation: amount, cities, players, words): the focus
    mark in the cell before the field that has the focus, not always before the first (a newcomer's try: the ▸
    stayed on the amount while the cursor was in the players box, and an "x" typed there was read as a player).
    Each field but the first keeps a cell of margin on its left side's neighbour for the mark."""

    def on_descendant_focus(self, _event: events.DescendantFocus) -> None:
        self.refresh()  # the mark moves with the focus between the row's own fields

    def focused_field(self) -> Widget | None:
        """The row's field that has the focus, or ``None``."""
        focused = self.screen.focused if self.is_attached else None
        return next((child for child in self.children if child is focused), None)

    def marked_label(self, room: int) -> tuple[str, bool]:
        field = self.focused_field()
        if field is not None and field is not self.children[0]:
            return self.label, False  # the mark goes before the focused field (render_lines)
        return super().marked_label(room)

    def render_lines(self, crop: Region) -> list[Strip]:
        lines = super().render_lines(crop)
        field = self.focused_field()
        if not lines or crop.y != 0 or field is None or field is self.children[0]:
            return lines
        x = field.region.x - self.region.x - 1  # the margin cell before it
        left = x - crop.x
        if not 0 <= left < lines[0].cell_length:
            return lines
        line = lines[0]
        mark = Strip([Segment(FOCUS_MARK, self.label_style())], 1)
        return [Strip.join([line.crop(0, left), mark, line.crop(left + 1, line.cell_length)]), *lines[1:]]


class _PlayForm(FormScreen):
    """A form on the open Air Empire game: the table view at hand."""

    @property
    def view(self) -> air_empire.TableView:
        return air_empire.table_view(self.game.state)

    def active_players(self) -> list[air_empire.TablePlayer]:
        return [p for p in self.view.players if p.active]

    def on_key(self, event: events.Key) -> None:
        """Right at the end of a field in a row of several (the purchase form's Prop Jets and Super Jets of a player),
        or on a field just entered (its text selected), goes to the next column's field of that row; Left at its
        start to the previous one; elsewhere they move the cursor, as ever. A newcomer's try at 120x36: "Down Right 2
        ctrl+s" put the 2 into Bea's Prop Jets, meant for her Super Jets (only Tab went there)."""
        field = self.focused
        if event.key not in ("right", "left") or not isinstance(field, Input) or field.parent is None:
            return
        row = [widget for widget in field.parent.children if isinstance(widget, Input)]
        start, end = sorted(field.selection)
        step = 1 if event.key == "right" else -1
        at_edge = end >= len(field.value) if step == 1 else start == 0
        to = row.index(field) + step
        # Right on a suggestion (a city's name offered) takes it, as ever (Input.action_cursor_right)
        suggested = step == 1 and len(field._suggestion) > len(field.value)
        if at_edge and not suggested and 0 <= to < len(row):
            event.stop()
            event.prevent_default()  # not the field's own cursor key (a binding of the Input)
            row[to].focus()

    def player_name(self, seat: int) -> str:
        return self.view.players[seat - 1].name

    def missing_line(self, missing: Exception) -> str:
        """What is still to type or choose, said of the field the banker is on: the field missing when it is the
        one focused ("… type the Route City"); else what the field focused holds, then what is missing elsewhere
        ("… Adjacent cities: none typed (commas between; blank: none); missing: type the minimum Flight Costs for
        Class A"). A newcomer's try: on the Tournament route card's Adjacent cities the line said only "… type the
        minimum Flight Costs for Class A", read as about the field focused."""
        self._missing = missing
        on = self.on_field()
        wanted = self.field_by_id(getattr(missing, "field", None) or "")
        if on is None or wanted is None or wanted is on:
            return f"… {missing}"
        now = self.field_now(on)
        return f"… {now}; missing: {missing}" if now else f"… missing: {missing}"

    def short_words(self, seat: int, cash: int, due: int) -> str:
        """``"Bea then has $500 for $3,000 maintenance (5c): bankrupt in Phase 5"``: a player left short of line
        5c by what the form would record (:func:`ledger.games.air_empire.purchase_shortfalls`, whole dollars)."""
        return f"{self.player_name(seat)} then has {money(cash)} for {money(due)} maintenance (5c): bankrupt in Phase 5"

    def short_warnings(self, short: list[tuple[int, int, int]]) -> str:
        """A ``WARNING:`` line for each ``(seat, cash after, line 5c after)`` (Test of Bankruptcy), for a question
        asked before recording: the purchase's and the plane sale's, in the same words."""
        return "\n".join(f"WARNING: {self.short_words(*s)} (Test of Bankruptcy)." for s in short)


class _TableForm(_PlayForm):
    """A table typed a row a line (a TextArea) and where it comes from (a list): the key line follows the focus.

    The Flight Costs Table's and the Tax Table's forms read their rows alike (:meth:`payload`): the rows first, each
    bad one named by its line of the box, before Where from is asked; the same row typed twice is kept once (the
    ledger's reading).
    """

    UNDER_GRID = 0
    #: the payload's name of each number of a row, in the order typed
    ROW_KEYS: ClassVar[tuple[str, ...]] = ()
    #: what separates the numbers of a row (a regular expression)
    ROW_SEPARATORS: ClassVar[str] = r"\s+"
    #: a row's numbers, in words: "line 6: type two numbers — ..."
    ROW_WANTED: ClassVar[str] = ""
    #: a number of a row as a refusal of it names it after its line, where the game's words for it do not fit
    ROW_WORDS: ClassVar[dict[str, str]] = {}
    #: the least height of the rows' box (lines), and at 80x24 (the screen's ``-short``): it takes more where the
    #: terminal leaves room (:meth:`_grow_rows`)
    ROWS_HEIGHT: ClassVar[int] = 9
    ROWS_HEIGHT_SHORT: ClassVar[int] = 9
    #: the "Where from" list's two choices as it shows them (the values stored are "board" and "illustrative")
    WHERE_FROM: ClassVar[tuple[str, str]] = ("board", "illustrative")

    def parse_number(self, text: str) -> int | None:
        """One number of a row (:func:`tui.base.widgets.parse_whole`; a table with minus figures reads its own).

        Raises:
            FormError: not a whole number.
        """
        return parse_whole(text)

    def payload(self) -> dict[str, Any]:
        """The rows and where they come from. The rows are read, and checked by the ledger, before Where from is
        asked for: a bad row and ctrl+s said only "choose Where from", the row named once it was chosen (a
        newcomer's try); and with no row typed yet, the line asks for the rows, not for Where from.

        Raises:
            FormError: no row, a line that is not its numbers, or Where from not chosen.
            RuleViolation: a row the ledger refuses (with Where from not chosen yet).
        """
        typed = _table_lines(
            self.query_one("#rows", TextArea).text,
            self.ROW_SEPARATORS,
            self.parse_number,
            self.ROW_WANTED,
            len(self.ROW_KEYS),
        )
        rows = [dict(zip(self.ROW_KEYS, numbers, strict=True)) for numbers in typed]
        if not rows:
            raise FormError(self.no_rows_yet(), field="rows")
        if self.query_one("#provenance", Select).value is Select.NULL:
            try:  # the rows as either choice would take them: the same rules whatever they come from
                preview(self.game, self.KIND, {"provenance": "board", "rows": rows})
            except RuleViolation as error:
                if error.field.startswith("rows"):
                    raise
        provenance = self.selected("provenance", "Where from (Tab): {} or {}".format(*self.WHERE_FROM))
        return {"provenance": provenance, "rows": rows}

    def no_rows_yet(self) -> str:
        """The live line of a form with no row typed yet, after "… "."""
        return f"type the rows, one a line: {self.ROW_WANTED}"

    #: what the record key says on a table as entered already (:meth:`action_record`)
    NOTHING_CHANGED: ClassVar[str] = "Nothing changed — nothing recorded."

    def unchanged(self, payload: Mapping[str, Any]) -> bool:
        """Whether ``payload`` is the table as the game holds it entered already (nothing to record)."""
        return False

    def action_record(self) -> None:
        """A table as entered already is not recorded again: said, and the form closes (a newcomer's try: Tab Enter
        on the Tax Table opened to look at it recorded it again, without a question, a line more in the journal)."""
        try:
            payload = self.payload()
        except (FormError, RuleViolation):
            payload = None
        if payload is not None and self.unchanged(payload):
            self.notify(self.NOTHING_CHANGED, markup=False)
            self.dismiss(False)
            return
        super().action_record()

    def refusal_words(self, error: RuleViolation, payload: Mapping[str, Any] | None) -> str:
        """A refusal of one row (``rows[2].flight_costs``) named by its line as the rows' box numbers it, not its
        place among the rows: with blank lines between the rows, "the 4th row" sent the banker to line 4 when the
        row refused was on line 7 (a newcomer's try). Any other refusal as every form's."""
        row = re.fullmatch(r"rows\[(\d+)\](?:\.(.+))?", error.field)
        lines = _row_lines(self.query_one("#rows", TextArea).text)
        if row is None or int(row.group(1)) >= len(lines):
            return super().refusal_words(error, payload)
        line = lines[int(row.group(1))]
        column = self.ROW_WORDS.get(row.group(2) or "")
        if column is not None:  # "Line 4, Line 1g from: ..." said "line" twice
            return f"Line {line}, {column}: {error.message} ({in_words(self, error.rule)})"
        rest = RuleViolation(error.message, field=row.group(2) or "", rule=error.rule)
        return f"Line {line}, {super().refusal_words(rest, None)}"

    def keys_hint(self) -> str:
        return TABLE_KEYS

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        # FormScreen's own handler runs too (Textual calls each class's). The rows' keys said "Enter: new row"
        # on the list too, where Enter chooses and then records
        keys = TABLE_KEYS if isinstance(event.widget, TextArea) else self.list_keys()
        self.query_one("#form-keys", Static).update(keys)
        self.call_after_refresh(self._fit_body)

    def list_keys(self) -> str:
        """The key line while the "Where from" list has the focus (:data:`TABLE_LIST_KEYS`): "b or i"."""
        return TABLE_LIST_KEYS.format(letters=" or ".join(word[0] for word in self.WHERE_FROM))

    def on_mount(self) -> None:
        # once FormScreen.on_mount (Textual runs every class's handler, this one first; a super() call ran that
        # one twice, each time previewing by the ledger) has filled the rows in: new rows go after those known
        self.call_later(self._cursor_after_rows)

    async def _advance_from(self, select: Widget, shown: bool = False, searched: bool = False) -> None:
        """After a pick in Where from (the form's last field) the list keeps the focus, marked: Enter or ctrl+s on
        it records, shift+Tab goes to the rows, as the key line says (:data:`TABLE_LIST_KEYS`). A newcomer's try:
        T, Tab, Enter, Enter (board) left no field marked, shift+Tab went back to Where from, not the rows, and
        "0 0" typed then was lost, its space opening the list."""
        if shown or searched or self._fields_after(select):
            await super()._advance_from(select, shown, searched)
            return
        select.focus()

    #: whether the rows' box opens showing its first rows (the cursor after the last one all the same): else it
    #: opens scrolled to the cursor, the last rows in sight
    OPENS_AT_TOP: ClassVar[bool] = False

    def _cursor_after_rows(self) -> None:
        """The cursor after the rows known (what is typed is a new row); the box showing its first rows on a form
        that :attr:`OPENS_AT_TOP`, scrolling down to the cursor once the banker types or moves it."""
        rows = self.query_one("#rows", TextArea)
        self._opening = self.OPENS_AT_TOP
        rows.move_cursor(rows.document.end)
        if self.OPENS_AT_TOP:
            self.call_after_refresh(rows.scroll_home, animate=False, immediate=True)

    #: the rows' box is opening at its top: the cursor put after the rows leaves the box at its first rows
    _opening = False

    def _text_cursor_in_view(self) -> None:
        # FormScreen brings the box to its cursor after each move of it: not the move that opens the form
        if self._opening:
            self._opening = False
            self.query_one("#rows", TextArea).scroll_home(animate=False, immediate=True)
            return
        super()._text_cursor_in_view()

    def _fit_body(self) -> None:
        # the box held under the table's grid (:attr:`UNDER_GRID`) and fitted to the terminal (FormScreen), then the
        # rows' box takes what a taller box has more
        super()._fit_body()
        self._grow_rows()

    def _grow_rows(self) -> None:
        """The rows' box takes the lines a terminal taller than 24 gives the form's box (its max-height, 34 in a
        tall terminal, and the terminal allowing) over the 21 of 80x24 (:data:`~tui.base.widgets.FORM_MAX_HEIGHT`),
        on top of the stylesheet's height for it (9 lines; 7 at 80x24, the Tax Table's). At 120x36 the box stood
        at 9 lines, ~15 lines of the screen blank under the form, and the first rows of a table scrolled out of
        sight (a newcomer's try). Worked out from the terminal's size, not from the form laid out: a line folded
        or unfolded by the body's scrollbar changed what the form measured, and the form with it."""
        if not self.is_attached:
            return
        try:
            form, rows = self.query_one("#form"), self.query_one("#rows", TextArea)
        except NoMatches:  # the form is being closed
            return
        more = self.box_limit() - FORM_MAX_HEIGHT
        if form.styles.inline.max_height is None:
            more = max(0, more)  # a box held under the grid (:meth:`_under_grid`) lower than 21: fewer rows shown
        least = self.ROWS_HEIGHT_SHORT if self.has_class("-short") else self.ROWS_HEIGHT
        height = max(3, least + more)
        if rows.styles.height is None or rows.styles.height.value != height:
            rows.styles.height = height


class FlightCostsPrompt(BackdropModalScreen[str]):
    """Before a route card while the game's Flight Costs Table is not entered: enter it, or go on.

    Dismisses with ``"table"``, ``"go_on"`` or ``""`` (cancelled).
    """

    DEFAULT_CSS = """
    FlightCostsPrompt { align: center middle; }
    FlightCostsPrompt > Vertical {
        width: 72; height: auto; border: thick $warning; padding: 0 1; background: $surface;
    }
    FlightCostsPrompt #prompt-keys { margin-top: 1; color: $text-muted; }
    """

    BINDINGS = [
        Binding("t", "choose('table')", "Enter the table", id="prompt_table"),
        Binding("enter,c", "choose('go_on')", "Go on", id="prompt_go_on"),
        Binding("escape", "choose('')", "Cancel", id="prompt_cancel"),
    ]

    def __init__(self, known_rows: str = "") -> None:
        super().__init__()
        self.known_rows = known_rows

    def compose(self) -> ComposeResult:
        known = f" (rows known so far: {self.known_rows})" if self.known_rows else ""
        with Vertical():
            yield PlainStatic(
                "The Flight Costs Table of this game is not entered yet. It is printed on the board"
                f"{known}.\n\n"
                "Enter it now, or go on and type the plane combination with each bid (asked this once: "
                "t on the table enters it at any time).",
                markup=False,
            )
            yield PlainStatic(
                "t: enter the table now    Enter: go on to the route card    Esc: cancel",
                id="prompt-keys",
                markup=False,
            )
        # its own keys at the bottom: the screen under it showed its footer through, keys that do nothing here
        yield Footer()

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)

    def on_key(self, event: events.Key) -> None:
        """Any other letter or digit: the banker is typing the Route City at once after c (the prompt comes only
        before the game's first card). It goes on to the route card with that key, instead of swallowing the
        first letters until a "t" in the name opened the Flight Costs Table form ("Seattle" did)."""
        if not event.is_printable or not event.character or event.character == " ":
            return
        if any(event.key in b.key.split(",") for b in self.BINDINGS if isinstance(b, Binding)):
            return
        event.stop()
        event.prevent_default()
        hand_on = getattr(self.app, "hand_on", None)
        if hand_on is not None:
            hand_on(event)
        self.dismiss("go_on")


# -- Route card ------------------------------------------------------------------------------
class SuggestLastCity(Suggester):
    """Completes the last city of a list typed with commas between (the adjacent cities) from the
    cities the game knows (:func:`ledger.games.air_empire.known_cities`), case aside."""

    def __init__(self, cities: list[str]) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self.cities = cities

    async def get_suggestion(self, value: str) -> str | None:
        return self.completed(value)

    def completed(self, value: str) -> str | None:
        """``value`` with its last city completed to the first known city it begins (case aside), or ``None``
        (nothing typed after the last comma, a city known as typed, or none it begins)."""
        head, comma, last = value.rpartition(",")
        typed = last.lstrip()
        if not typed:
            return None
        key = typed.casefold()
        if any(city.casefold() == key for city in self.cities):
            return None
        for city in self.cities:
            if city.casefold().startswith(key):
                return f"{head}{comma}{last[: len(last) - len(typed)]}{city}"
        return None


class _CheckedOnLeavingForm(_PlayForm):
    """A form with a field the ledger checks once the banker leaves it (a route card's minimum, a plane sale's How
    many): Enter on it, refused, stays there, its figure selected, the refusal on the live line, as on any field the
    ledger refuses; Tab (or shift+Tab) off it puts the cursor back on it, the figure selected to be typed over. Not
    when the form is closing or covered (Esc's question). Newcomers' tries: a minimum of 10, and 3 Prop Jets sold of
    2 idle, heard of only on ctrl+s, the rest of the form typed."""

    def refused_on_leaving(self, field: Widget) -> bool:
        """Whether ``field`` is one the ledger checks on leaving and refuses as typed."""
        return False

    def stay_on_refusal(self, field: Input) -> bool:
        if not self.refused_on_leaving(field):
            return super().stay_on_refusal(field)
        self._insist = True
        try:
            return super().stay_on_refusal(field)
        finally:
            self._insist = False

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        field = event.widget
        if self.is_attached and self.app.screen is self and self.refused_on_leaving(field):
            self.call_after_refresh(self._back_to, field)

    def _back_to(self, field: Widget) -> None:
        if self.is_attached and self.app.screen is self and isinstance(field, Input):
            field.focus()
            field.select_all()


class RouteCardForm(_CheckedOnLeavingForm):
    """Phase 1: the route card turned up (city, adjacent cities, minimums, revenue).

    In a Tournament Game the card's Revenue Fluctuations are typed too, before bidding (one
    row each: amount, Route Cities, players, the card's words), with line 1d of each player
    shown as the ledger computes it; a card whose route is re-bid names the players who lose
    which Flight Profit on 1e, and asks before recording.

    The Route City and the adjacent cities offer the cities the game's cards have named (the
    right arrow takes the suggestion). Before recording, the ledger's warnings about the card
    (:func:`ledger.games.air_empire.read_route_card`: a class nobody can bid on without a loss, a
    Route City never named before typed after the first 3-year period) are shown and confirmed.
    A 2-player card has no Class C: the form says so where a third minimum would be typed.
    """

    KIND = "air_empire.route_card"
    HEADING = "Route card turned up (Phase 1)"
    ASKS = "Asks first (y/n) when the card warns or ends routes"

    DEFAULT_CSS = """
    RouteCardForm FieldRow.fluct { padding-left: 2; }
    RouteCardForm .fluct > Input { margin-right: 1; }
    RouteCardForm .fluct > Input.amount { width: 9; }
    RouteCardForm .fluct > Input.cities { width: 20; }
    RouteCardForm .fluct > Input.players { width: 12; }
    RouteCardForm .fluct > Input.words { width: 1fr; }
    RouteCardForm #card-effects { height: auto; }
    RouteCardForm .row > Input#revenue { width: 20; }
    """

    #: the values last filled in from an earlier period's card (a re-bid), by field id
    prefilled: dict[str, str] = {}
    #: the quarter of the earlier card filled in, or 0
    prefilled_from = 0

    def compose_fields(self) -> ComposeResult:
        view = self.view
        self.classes_of_service = air_empire.service_classes(self.game.state)
        self.tournament = view.variant == "tournament"
        yield PlainStatic(
            f"{view.quarter_label} · Senior President: {view.senior_president}", classes="info", markup=False
        )
        if not table_confirmed(view):
            yield PlainStatic(
                "The Flight Costs Table of this game is not entered: the plane combination will be "
                "typed with each bid (t on the table screen enters the table).",
                classes="info",
                markup=False,
            )
        known = air_empire.known_cities(self.game.state)
        self.box_cards = self.cards_from_box()
        self.completer = SuggestLastCity(known)
        if self.box_cards:
            left = [card.city for card in self.box_cards]
            yield PlainStatic(
                f"Box cards not turned up this period ({self.box_mark}): {', '.join(left)}.",
                classes="info",
                id="box-cards",
                markup=False,
            )
            known = [*left, *(city for city in known if city not in left)]
        yield _row(
            "Route City",
            Input(
                placeholder="a few letters of the city" if self.box_cards else "e.g. San Francisco",
                id="city",
                compact=True,
                suggester=SuggestLastCity(known) if known else None,
            ),
        )
        yield _row(
            "Adjacent cities",
            Input(
                placeholder="e.g. Los Angeles, Helena (commas between)",
                id="adjacent",
                compact=True,
                suggester=SuggestLastCity(known) if known else None,
            ),
        )
        for cls in self.classes_of_service:
            yield _row(f"Minimum Class {cls}", _num(f"min_{cls}", placeholder="e.g. 10000"), after="Flight Costs, $")
        if "C" not in self.classes_of_service:
            # Route Bidding: "in a 2-player game, only Class A and Class B may be bid on"
            yield _row("Minimum Class C", PlainStatic("none: no Class C in a 2-player game", classes="after"))
        classes = " ".join(self.classes_of_service)
        yield _row(
            "Revenue (quarterly)",
            NumberInput(
                placeholder="e.g. 18000",
                id="revenue",
                restrict=REVENUE,
                compact=True,
                what="Revenue: whole dollars, digits only, one figure or one per class",
            ),
            after=f"$: one, or per class {classes}",
        )
        if self.tournament:
            yield PlainStatic(
                "Revenue Fluctuations (line 1d, before bidding): $ per class on each route, - for a "
                "decrease · Route Cities (blank: all) · players (blank: all) · the card's words. "
                "Enter on an empty amount: done.",
                classes="info",
                markup=False,
            )
            for i in range(1, FLUCTUATION_ROWS + 1):
                # a row of its own, no label: the focus mark in the cell before its amount (FieldRow), as in every
                # field's row (the tint alone did not tell where the keys went, a newcomer's try)
                yield _FieldsRow(
                    "",
                    NumberInput(
                        placeholder="±$",
                        id=f"fl_amount_{i}",
                        restrict=SIGNED,
                        compact=True,
                        classes="amount",
                        what="Fluctuation: whole dollars, digits only, - for a decrease",
                    ),
                    Input(placeholder="cities, or all", id=f"fl_cities_{i}", compact=True, classes="cities"),
                    Input(placeholder="players/all", id=f"fl_players_{i}", compact=True, classes="players"),
                    Input(placeholder="card text (optional)", id=f"fl_text_{i}", compact=True, classes="words"),
                    classes="row fluct",
                )
            yield PlainStatic("", id="card-effects", markup=False)

    def fill(self, payload: Any) -> None:
        self.fill_field("city", payload.get("city"))
        self.fill_field("adjacent", ", ".join(payload.get("adjacent", [])))
        for cls, amount in payload.get("minimums", {}).items():
            self.fill_field(f"min_{cls}", amount)
        revenue = payload.get("revenue")
        if isinstance(revenue, dict):
            figures = [revenue[c] for c in self.classes_of_service if c in revenue]
            revenue = figures[0] if len(set(figures)) == 1 else " ".join(str(f) for f in figures)
        self.fill_field("revenue", revenue)
        for i, row in enumerate(payload.get("fluctuations", [])[:FLUCTUATION_ROWS], start=1):
            self.fill_field(f"fl_amount_{i}", row.get("amount"))
            self.fill_field(f"fl_cities_{i}", ", ".join(row.get("cities", [])))
            self.fill_field(f"fl_players_{i}", ", ".join(str(seat) for seat in row.get("players", [])))
            self.fill_field(f"fl_text_{i}", row.get("text", ""))

    #: the book's Air Empire box when this game uses it (:func:`ledger.box.in_use`), else None
    box: Box | None = None
    #: the box's route cards not turned up yet this 3-year period (empty: no box in use, or no card in it)
    box_cards: list[air_empire.BoxRouteCard] = []
    #: completes the cities typed on Enter, from the cities the game's cards have named
    completer: SuggestLastCity = SuggestLastCity([])
    #: the box's card the fields were last filled in from, or None
    prefilled_box: air_empire.BoxRouteCard | None = None

    def cards_from_box(self) -> list[air_empire.BoxRouteCard]:
        """The box's cards not turned up yet in this 3-year period (:func:`ledger.games.air_empire.cards_left`);
        none when the book has no Air Empire box, the table has not confirmed it (x on the list of games shows
        it), or it cannot be read (said once: the card is typed)."""
        try:
            box = airbanker(self).book.box("air_empire")
        except RuleViolation as error:
            self.notify(f"The box cannot be read ({error}): type the card.", severity="warning", markup=False)
            return []
        self.box = box if in_use(box, (r.note for r in self.game.records)) else None
        return air_empire.cards_left(self.game.state, self.box)

    @property
    def box_mark(self) -> str:
        """The box's provenance in a word: ``board``, or ``illustrative, not the board's``."""
        return "board" if self.box is not None and self.box.provenance == "board" else "illustrative, not the board's"

    def box_turned(self) -> list[air_empire.BoxRouteCard]:
        """The box's cards already turned up this 3-year period (not offered again)."""
        every = getattr(self.box, "route_cards", [])
        return [c for c in every if c not in self.box_cards]

    def keys_hint(self) -> str:
        """With the box's cards: how a card is chosen, before the rule of every form."""
        if not self.box_cards:
            return super().keys_hint()
        return "Route City: letters, Enter fills the box's card in, Enter again records\n" + super().keys_hint()

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        """What will be recorded; a card as the box gives it says so, with its figures (the fields below the
        Route City may be out of sight at 80×24)."""
        if self.as_in_box():
            assert self.prefilled_box is not None
            classes = tuple(self.classes_of_service)
            line = air_empire.card_line(self.prefilled_box, classes, fluctuations=self.tournament)
            return f"Will record, from the box: {line}"
        return super().describe(payload, entries, summary)

    def on_input_changed(self, event: Input.Changed) -> None:
        # FormScreen's handler (the live line) runs after this one
        if event.input.id == "city":
            self.prefill_from_earlier_card()

    def card_values(self, card: dict[str, Any]) -> dict[str, str]:
        """The fields' texts of a route card payload (adjacent cities, minimums, revenue, fluctuations), by field id."""
        values: dict[str, str] = {"adjacent": ", ".join(card.get("adjacent", []))}
        for cls in self.classes_of_service:
            if cls in card.get("minimums", {}):
                values[f"min_{cls}"] = str(card["minimums"][cls])
        revenue = card.get("revenue")
        if isinstance(revenue, dict):
            figures = [revenue[c] for c in self.classes_of_service if c in revenue]
            values["revenue"] = str(figures[0]) if len(set(figures)) == 1 else " ".join(str(f) for f in figures)
        elif revenue is not None:
            values["revenue"] = str(revenue)
        if self.tournament:
            for i, row in enumerate(card.get("fluctuations", [])[:FLUCTUATION_ROWS], start=1):
                values[f"fl_amount_{i}"] = str(row.get("amount", ""))
                values[f"fl_cities_{i}"] = ", ".join(row.get("cities", []))
                values[f"fl_players_{i}"] = ", ".join(str(seat) for seat in row.get("players", []))
                values[f"fl_text_{i}"] = row.get("text", "")
        return values

    def filled_ids(self) -> list[str]:
        """The fields a card fills in (all but the Route City)."""
        ids = ["adjacent", *(f"min_{c}" for c in self.classes_of_service), "revenue"]
        if self.tournament:
            ids += [
                f"fl_{k}_{i}" for i in range(1, FLUCTUATION_ROWS + 1) for k in ("amount", "cities", "players", "text")
            ]
        return ids

    def prefill_from_earlier_card(self) -> None:
        """Fill in the card of the Route City typed: the box's card (:func:`ledger.games.air_empire.box_card`:
        the owner's copy, typed once), else the card recorded in an earlier 3-year period (Re-bidding of
        Routes, :func:`ledger.games.air_empire.earlier_card`: its fluctuations are typed again). A field the
        banker has typed in is left alone; the figures can still be changed for this game."""
        city = self.text("city")
        box_card = air_empire.card_named(self.box_cards, city)
        found = None if box_card is not None else air_empire.earlier_card(self.game.state, city)
        values: dict[str, str] = {}
        if box_card is not None:
            values = self.card_values(air_empire.card_payload(box_card, tuple(self.classes_of_service)))
        elif found is not None:
            values = self.card_values(found[1])
        for widget_id in self.filled_ids():
            field = self.query_one(f"#{widget_id}", Input)
            before = self.prefilled.get(widget_id)
            if field.value == "" or (before is not None and field.value == before):
                field.value = values.get(widget_id, "")
        self.prefilled = values
        self.prefilled_box = box_card
        self.prefilled_from = found[0] if found is not None else 0

    def note(self, payload: dict[str, Any]) -> str:
        """A card recorded as the box gives it says so in the journal and the record file: "from the box
        (board, typed by Ann on 2026-12-03)", as the tables a game takes from the box do; a card changed for
        this game is the banker's."""
        if self.box is None or not self.as_in_box():
            return ""
        return box_note(self.box, self.prefilled_box)

    def as_in_box(self) -> bool:
        """Whether the fields hold a card of the box as the box gives it (nothing changed for this game)."""
        return self.prefilled_box is not None and all(
            self.query_one(f"#{k}", Input).value == v for k, v in self.prefilled.items()
        )

    def complete_from_box(self) -> bool:
        """Enter on the Route City: a few letters that one card of the box left this period starts with (or,
        failing that, contains: ``york``) become that card's city, and the card fills in. Whether it did."""
        typed = self.text("city")
        if not self.box_cards or not typed or air_empire.card_named(self.box_cards, typed) is not None:
            return False
        matching = air_empire.cards_matching(self.box_cards, typed)
        if not matching:
            turned = air_empire.cards_matching(self.box_turned(), typed)
            if turned:  # each card turns up once in a 3-year period (Playing Procedure 2)
                self.notify(
                    f"{', '.join(c.city for c in turned)}: turned up already this 3-year period; "
                    f"the box's cards left are listed above.",
                    severity="warning",
                    markup=False,
                )
                return True
        if len(matching) != 1:
            if matching:
                self.notify(
                    f"{typed} could be {', '.join(c.city for c in matching)}: type more letters.",
                    severity="warning",
                    markup=False,
                )
            return bool(matching)
        self.query_one("#city", Input).value = matching[0].city
        return True

    def on_input_submitted(self, event: Input.Submitted) -> None:
        # Enter on the Route City: letters of a box card complete it and fill it in (shown, not recorded); Enter
        # on a city the box's card filled in records it (FormScreen's handler runs after this one unless the
        # default is prevented)
        if event.input.id == "city" and self.box_cards:
            if self.complete_from_box():
                event.stop()
                event.prevent_default()
                return
            if self.as_in_box():
                event.stop()
                event.prevent_default()
                self.action_record()
                return
        # Enter takes the city the field suggests, as the key line says Enter chooses (a newcomer's "Sa", its
        # suggestion San Francisco shown, recorded a route card of "Sa"): the first known city the letters begin
        if event.input.id in ("city", "adjacent"):
            completed = self.completer.completed(event.value)
            if completed is not None:
                event.input.value = completed
        # Enter on an empty fluctuation amount (or after the revenue, before any) records the card
        if self.tournament and event.input.id and event.input.id.startswith("fl_amount_") and not event.value.strip():
            event.stop()
            event.prevent_default()
            self.action_record()

    def field_now(self, field: Widget) -> str | None:
        """The adjacent cities may be left blank (a card with none): said so, not "type it"; letters of a city
        that Enter completes say the city Enter takes ("Route City: Lo — Enter takes Los Angeles"): "Lo — Enter
        keeps it" was said while Enter took the suggestion (a newcomer's try); any other field as every form's."""
        if field.id == "adjacent" and not self.text("adjacent"):
            return "Adjacent cities: none typed (commas between; blank: none)"
        if field.id in ("city", "adjacent") and self.text(field.id):
            label = "Route City" if field.id == "city" else "Adjacent cities"
            typed = self.text(field.id)
            if field.id == "city" and self.box_cards and air_empire.card_named(self.box_cards, typed) is None:
                # Enter on letters of several box cards, or of a card turned up already, takes none (it says why)
                matching = air_empire.cards_matching(self.box_cards, typed)
                if len(matching) > 1:
                    return f"{label}: {typed} could be {', '.join(c.city for c in matching)} — type more letters"
                if not matching and air_empire.cards_matching(self.box_turned(), typed):
                    return f"{label}: {typed} — turned up already this 3-year period"
            takes = self.enter_takes(field.id)
            if takes is not None and takes != typed:
                return f"{label}: {typed} — Enter takes {takes}"
        return super().field_now(field)

    def enter_takes(self, field_id: str) -> str | None:
        """What Enter on the Route City (``"city"``) or the adjacent cities (``"adjacent"``) makes of the text
        typed, as :meth:`on_input_submitted` does it (a box card's city the letters begin, else the known city they
        begin: :meth:`SuggestLastCity.completed`), or ``None``: Enter completes nothing (the letters could be
        several of the box's cards, or none)."""
        typed = self.text(field_id)
        if field_id == "city" and self.box_cards and air_empire.card_named(self.box_cards, typed) is None:
            matching = air_empire.cards_matching(self.box_cards, typed)
            if matching or air_empire.cards_matching(self.box_turned(), typed):
                return matching[0].city if len(matching) == 1 else None
        return self.completer.completed(self.query_one(f"#{field_id}", Input).value)

    def _players(self, text: str, row: int) -> list[int]:
        """Seats named in ``text`` (names or seat numbers, commas between); empty: all airlines."""
        seats: list[int] = []
        players = self.view.players
        for token in [t.strip() for t in re.split(r"[,;]+", text) if t.strip()]:
            if token.casefold() in ("all", "everyone", "every airline"):
                return []
            if token.isdigit() and 1 <= int(token) <= len(players):
                seats.append(int(token))
                continue
            match = [p.seat for p in players if p.name.casefold() == token.casefold()]
            if not match:
                match = [p.seat for p in players if p.name.casefold().startswith(token.casefold())]
            if len(match) != 1:
                raise FormError(f"fluctuation {row}: no single player called {token!r} (names or seat numbers)")
            seats.append(match[0])
        return seats

    def fluctuations(self) -> list[dict[str, Any]]:
        """The Revenue Fluctuations typed, as the payload's ``fluctuations`` (rows with an amount)."""
        return [row for i in range(1, FLUCTUATION_ROWS + 1) if (row := self.fluctuation_row(i)) is not None]

    def fluctuation_row(self, i: int) -> dict[str, Any] | None:
        """Row ``i`` (from 1) of the Revenue Fluctuations as one of the payload's ``fluctuations``; ``None``: empty.

        Raises:
            FormError: an amount unread, or missing before the rest of the row, or a player named by no one.
        """
        try:
            amount = parse_signed(self.text(f"fl_amount_{i}"))
        except FormError as unread:
            raise FormError(f"fluctuation {i}: {unread}", field=f"fl_amount_{i}") from None
        rest = [self.text(f"fl_{k}_{i}") for k in ("cities", "players", "text")]
        if amount is None:
            if any(rest):
                raise FormError(f"fluctuation {i}: type its amount ($ per class, - for a decrease)")
            return None
        row: dict[str, Any] = {"amount": amount}
        cities = [c.strip() for c in rest[0].split(",") if c.strip()]
        if cities and not (len(cities) == 1 and cities[0].casefold() in ("all", "every route")):
            row["cities"] = cities
        seats = self._players(rest[1], i)
        if seats:
            row["players"] = seats
        if rest[2]:
            row["text"] = rest[2]
        return row

    def unserved(self) -> list[tuple[int, str]]:
        """Each Route City of a fluctuation row that no route it touches operates in, as ``(row, sentence)``
        (:func:`ledger.games.air_empire.fluctuation_city_slip`: "no route operates in 'Los Angles' — did you mean
        Los Angeles?"), rows from 1, in the order typed; a row not read yet is left out (its own line says why).
        A newcomer's try: "Los Angles" was recorded with no word and paid nobody."""
        said: list[tuple[int, str]] = []
        for i in range(1, FLUCTUATION_ROWS + 1 if self.tournament else 1):  # a Basic Game has no fluctuation rows
            try:
                row = self.fluctuation_row(i)
            except FormError:
                continue
            if row is None:
                continue
            fluctuation = air_empire.Fluctuation(
                row["amount"], tuple(row.get("cities", ())), tuple(row.get("players", ()))
            )
            for city in fluctuation.cities:
                slip = air_empire.fluctuation_city_slip(self.game.state, fluctuation, city, self.text("city"))
                if slip:
                    said.append((i, slip))
        return said

    def field_widget(self, field_name: str) -> Widget | None:
        """A class's minimum (``minimums.A``) is its own field, ``#min_A``; the k-th Revenue Fluctuation of the
        payload (``fluctuations[k].amount``, a row with an amount each: empty rows are left out) is the field of
        its row, ``#fl_amount_<row>`` (``#fl_cities_<row>``, ...); any other as every form's."""
        if field_name.startswith("minimums."):
            cls = field_name.removeprefix("minimums.")
            return self.field_by_id(f"min_{cls}")
        fluctuation = re.fullmatch(r"fluctuations\[(\d+)\](?:\.(amount|cities|players|text))?(?:\[\d+\])?", field_name)
        if fluctuation:
            try:  # the rows with an amount, as fluctuations() reads them
                rows = [
                    i for i in range(1, FLUCTUATION_ROWS + 1) if parse_signed(self.text(f"fl_amount_{i}")) is not None
                ]
            except FormError:
                return None
            index = int(fluctuation.group(1))
            if index < len(rows):
                return self.field_by_id(f"fl_{fluctuation.group(2) or 'amount'}_{rows[index]}")
            return None
        return super().field_widget(field_name)

    def payload(self) -> dict[str, Any]:
        city = self.text("city")
        if not city:
            raise FormError("type the Route City", field="city")
        # a card that turned up already this 3-year period is refused as soon as its city is typed, not after
        # every figure of it (the ledger's own check, as the preview makes it)
        air_empire.check_card_once(self.game.state, city)
        adjacent = [a.strip() for a in self.text("adjacent").split(",") if a.strip()]
        for cls in self.classes_of_service:  # each minimum typed is checked once it is left, the others missing
            self.minimum_left(cls)
        minimums = {
            cls: self.whole(f"min_{cls}", f"the minimum Flight Costs for Class {cls}")
            for cls in self.classes_of_service
        }
        revenue = self.revenue()
        payload: dict[str, Any] = {"city": city, "adjacent": adjacent, "minimums": minimums, "revenue": revenue}
        if self.tournament:
            fluctuations = self.fluctuations()
            if fluctuations:
                payload["fluctuations"] = fluctuations
        return payload

    def minimum_left(self, cls: str) -> None:
        """Class ``cls``'s minimum typed, checked by the ledger alone
        (:func:`ledger.games.air_empire.check_card_minimum`) once the banker has left its field, or records: a
        newcomer's try typed 10, moved on, and heard of it only on ctrl+s, the card's other figures typed. While its
        field has the focus it is still being typed (1 of 10000): leaving it works the line out again (FormScreen's
        ``_typing``).

        Raises:
            FormError: not a whole number.
            RuleViolation: refused (``minimums.A``), as the card's check refuses it.
        """
        amount = self.whole(f"min_{cls}", f"the minimum Flight Costs for Class {cls}", required=False)
        if amount is None:
            return
        field = self.query_one(f"#min_{cls}", Input)
        if field is self.focused and not self._insist:
            self._typing = field
            return
        air_empire.check_card_minimum(cls, amount)

    def refused_on_leaving(self, field: Widget) -> bool:
        """Whether ``field`` is a class's minimum that the ledger refuses as typed."""
        cls = (field.id or "").removeprefix("min_")
        if not isinstance(field, Input) or field.id != f"min_{cls}" or cls not in self.classes_of_service:
            return False
        try:
            amount = self.whole(field.id, f"the minimum Flight Costs for Class {cls}", required=False)
            if amount is not None:
                air_empire.check_card_minimum(cls, amount)
        except (FormError, RuleViolation):
            return True
        return False

    def revenue(self) -> int | dict[str, int]:
        """The Revenue typed: one figure for every class, or one per class in the card's order
        (``"24000 20000 16000"``; docs/rule-readings.md, Revenue on the route card)."""
        text = self.text("revenue")
        tokens = [t for t in re.split(r"[\s;/]+|,(?=\s)", text) if t.strip(", ")]
        if not tokens:
            raise FormError("type the Revenue printed on the card")
        try:
            figures = [parse_whole(t) for t in tokens]
        except FormError as error:
            raise FormError(f"revenue: {error}") from None
        classes = self.classes_of_service
        if len(figures) == 1 and figures[0] is not None:
            return figures[0]
        if len(figures) == 3 and "C" not in classes:
            raise FormError(
                "revenue: 3 figures typed, and a 2-player card has no Class C (Route Bidding): type one "
                "figure for both classes, or the revenue of A and of B"
            )
        if len(figures) != len(classes) or any(f is None for f in figures):
            raise FormError(
                f"revenue: {len(figures)} figures typed — type one figure for every class, or one per "
                f"class ({', '.join(classes)}) in that order, spaces between "
                f"({ROUTE_CARDS}; airbanker's rule readings, Revenue on the route card)"
            )
        return {cls: int(f or 0) for cls, f in zip(classes, figures, strict=True)}

    def extra_info(self) -> None:
        if not self.tournament:
            return
        self.query_one("#card-effects", Static).update(self.effects_text())

    def terminations(self) -> list[air_empire.Termination]:
        city = self.text("city")
        return air_empire.rebid_terminations(self.game.state, city) if city else []

    def effects_text(self) -> str:
        """Line 1d of each player for the fluctuations typed, and the routes a re-bid terminates (1e)."""
        lines = []
        if self.prefilled_from and self.prefilled:
            lines.append(
                f"Re-bid card: adjacent cities, minimums and revenue filled in from the "
                f"{self.text('city')} card of {air_empire.quarter_label(self.prefilled_from)} "
                "(change them if the card says otherwise)."
            )
        ended = self.terminations()
        if ended:
            lines.append(
                "Re-bid — income terminated now, planes back idle: "
                + "; ".join(
                    f"{self.player_name(t.seat)} loses {t.city} {t.service_class}, 1e {money(t.flight_profit)}"
                    for t in ended
                )
            )
        try:
            rows = self.fluctuations()
        except FormError:
            rows = []
        if rows:
            flucts = [
                air_empire.Fluctuation(r["amount"], tuple(r.get("cities", ())), tuple(r.get("players", ())))
                for r in rows
            ]
            amounts = air_empire.fluctuation_amounts(self.game.state, flucts, self.text("city"))
            lines.append(
                "Line 1d: "
                + (
                    ", ".join(f"{self.player_name(s)} {format_signed(a)}" for s, a in sorted(amounts.items()))
                    or "no route of an earlier quarter is named: nobody"
                )
            )
        lines.extend(f"Fluctuation {i}: {said}" for i, said in self.unserved())
        return "\n".join(lines)

    def warnings(self, payload: dict[str, Any]) -> tuple[str, ...]:
        """The ledger's warnings about the card typed (:func:`ledger.games.air_empire.read_route_card`), and a
        Route City that is none of the box's cards left this period (a misspelling, or a card not in the box)."""
        try:
            reading = air_empire.read_route_card(self.game.state, payload)
            # an adjacent city misspelt ("Los Angles: did you mean Los Angeles?"): its Efficiency Savings are lost;
            # a first period's Route City misspelt ("Kansas Cty: did you mean Kansas City?"): a card no later one is
            # a fluctuation's city no route operates in ("no route operates in 'Los Angles' — did you mean ...?")
            warned = (*reading.city_slips, *reading.adjacent_slips, *reading.fluctuation_slips, *reading.warnings)
        except RuleViolation:  # pragma: no cover - the preview has accepted the payload already
            warned = ()
        city = str(payload.get("city", ""))
        if self.box_cards and air_empire.card_named(self.box_cards, city) is None:
            warned = (*warned, f"{city} is none of the box's cards left this 3-year period: is the Route City right?")
        return warned

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        ended = self.terminations() if self.tournament else []
        warned = self.warnings(payload)
        if not ended and not warned:
            return None
        parts = [f"WARNING: {w}" + ("" if w.endswith("?") else ".") for w in warned]
        if ended:
            lost = "\n".join(
                f"  {self.player_name(t.seat)}: {t.city} Class {t.service_class} — 1e "
                f"{money(t.flight_profit)} (Flight Profit, not the Efficiency Savings); "
                f"{t.super_jets} Super, {t.prop_jets} Prop back idle"
                for t in ended
            )
            parts.append(
                f"{ended[0].city} was won in an earlier 3-year period: its income is terminated now and it "
                f"is bid again (Re-bidding of Routes).\n{lost}"
            )
        costs = self.slip_costs(payload)
        if costs:
            # what the slip costs, in the ledger's figures: "did you mean Denver?" alone was answered y (or Enter)
            # without knowing a player's saving was at stake (a newcomer's try)
            parts.append("If recorded as typed: " + "; ".join(costs) + ".")
        named = any("Route City" in w for w in warned) or self.city_slips(payload)
        what = f"as {payload['city']}" if named else ""
        return "\n".join(parts) + f"\n\nRecord the card{' ' + what if what else ''}?"

    def slip_costs(self, payload: dict[str, Any]) -> tuple[str, ...]:
        """What the adjacent cities' slips would cost (:func:`ledger.games.air_empire.adjacent_slip_costs`)."""
        adjacent = payload.get("adjacent", [])
        return air_empire.adjacent_slip_costs(self.game.state, list(adjacent) if isinstance(adjacent, list) else [])

    def confirm_strict(self, payload: dict[str, Any], question: str) -> bool:
        """A card with a city's slip ("did you mean Denver?"), or a fluctuation in a city no route operates in, is
        recorded by ``y`` only: Enter, answering yes by default, recorded the slip (a newcomer's try) and a player's
        Efficiency Savings (or line 1d) with it."""
        return bool(self.city_slips(payload) or self.slips(payload) or self.unserved()) or super().confirm_strict(
            payload, question
        )

    def declined(self, payload: dict[str, Any]) -> None:
        """n (or Esc) on a card with a city's slip: back on the field where the slip is, the Route City's, the
        adjacent cities' or the first fluctuation's cities with one (it went back to Minimum Class A)."""
        if self.city_slips(payload):
            self.set_focus(self.query_one("#city", Input))
        elif self.slips(payload):
            self.set_focus(self.query_one("#adjacent", Input))
        elif unserved := self.unserved():
            self.set_focus(self.query_one(f"#fl_cities_{unserved[0][0]}", Input))
        else:
            super().declined(payload)

    def slips(self, payload: dict[str, Any]) -> tuple[str, ...]:
        """The adjacent cities likely misspelt (:func:`ledger.games.air_empire.adjacent_city_slips`)."""
        adjacent = payload.get("adjacent", [])
        return air_empire.adjacent_city_slips(self.game.state, list(adjacent) if isinstance(adjacent, list) else [])

    def city_slips(self, payload: dict[str, Any]) -> tuple[str, ...]:
        """The Route City likely misspelt in the first 3-year period
        (:func:`ledger.games.air_empire.route_city_slips`)."""
        return air_empire.route_city_slips(self.game.state, str(payload.get("city", "")))


# -- Flight Costs Table --------------------------------------------------------------------
class FlightCostsForm(_TableForm):
    """The Flight Costs Table printed on the board, typed by the banker (one row per line). The rows the game
    knows are filled in, with the planes typed with the bids for figures that had no row
    (:attr:`ledger.games.air_empire.TableView.typed_combinations`)."""

    KIND = "air_empire.flight_costs_table"
    HEADING = "Flight Costs Table (printed on the board)"
    ROW_KEYS = ("flight_costs", "super_jets", "prop_jets")
    ROW_SEPARATORS = r"[\s;→>-]+"
    ROW_WANTED = "three numbers — Flight Costs, Super Jets, Prop Jets"
    # a newcomer's try at 80x24: the form opened scrolled to its last rows, rows 1-9 (the head of the board's
    # table, read first) out of sight
    OPENS_AT_TOP = True

    DEFAULT_CSS = """
    FlightCostsForm #rows { height: 9; }
    """

    def compose_fields(self) -> ComposeResult:
        view = self.view
        # the banker's rows only: the rulebook's $12,000 example row, filled in, was "appears twice" once the whole
        # board's table was typed or pasted under it (a newcomer's try); the game knows it without it
        rows = [(amount, sj, pj) for amount, sj, pj, came in view.flight_costs_table if came != "rulebook"]
        # the combinations typed with the bids for a figure with no row are offered as rows, not typed again (a
        # newcomer's finding); in the figures' order, each said so the banker checks it against the board
        rows = sorted(rows + list(view.typed_combinations))
        lines = [f"{amount} {supers} {props}" for amount, supers, props in rows]
        intro = 'One row per line: Flight Costs, Super Jets, Prop Jets — e.g. "12000 2 1".'
        if view.typed_combinations:
            intro += "\nRows filled in from the bids' planes (check them against the board): " + "; ".join(
                f"{money(amount)} = {supers} Super + {props} Prop" for amount, supers, props in view.typed_combinations
            )
        yield PlainStatic(intro, classes="info", markup=False)
        # the rows first: the cursor starts where the banker types (the list of where they come from after)
        yield TextArea(
            "".join(f"{line}\n" for line in lines),
            id="rows",
            compact=True,
            show_line_numbers=True,
            placeholder="12000 2 1  (the rulebook's row, as on the board: the rows follow, one a line)",
        )
        # a table entered already opens as it was entered, where from too (as the Tax Table's form keeps "Entered
        # now: board"): a correction asked for the choice again (a newcomer's try)
        entered = next((row[3] for row in view.flight_costs_table if row[3] != "rulebook"), None)
        yield _row(
            "Where from",
            LiteralSelect(
                [
                    ("board: checked against the board", "board"),
                    ("illustrative: made up, not the board's", "illustrative"),
                ],
                prompt="choose",
                id="provenance",
                compact=True,
                value=entered if entered in ("board", "illustrative") else Select.NULL,
            ),
        )

    def fill(self, payload: Any) -> None:
        rows = payload.get("rows", [])
        self.fill_field("rows", "".join(f"{r['flight_costs']} {r['super_jets']} {r['prop_jets']}\n" for r in rows))
        self.fill_field("provenance", payload.get("provenance"))

    NOTHING_CHANGED = "Nothing changed — nothing recorded: the Flight Costs Table stays as entered."

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """Asked before recording a table that gives a bid recorded earlier other planes than the bid used
        (:func:`ledger.games.air_empire.table_contradictions`): a newcomer's table typed in Y3 Q1 gave $10,000 as
        2 Super, 0 Prop, under which Di's Y1 Q1 bid, forfeited for 5 Prop Jets, would have won. The bids stay as
        recorded; y records the table."""
        said = air_empire.table_contradictions(self.game.state, payload)
        if not said:
            return None
        lines = "\n".join(f"WARNING: {line}." for line in said)
        return f"{lines}\n\nThe bids stay as recorded. Record this Flight Costs Table?"

    def unchanged(self, payload: Mapping[str, Any]) -> bool:
        """Whether ``payload`` is the Flight Costs Table as entered already: the same Where from and the same rows
        (a row typed twice once), none of them filled in from the bids' planes (those are new to the table)."""
        view = self.view
        entered = [(a, s, p, came) for a, s, p, came in view.flight_costs_table if came != "rulebook"]
        if not entered or view.typed_combinations or any(came != payload.get("provenance") for *_, came in entered):
            return False
        typed = dict.fromkeys((r["flight_costs"], r["super_jets"], r["prop_jets"]) for r in payload["rows"])
        return sorted(typed) == sorted((a, s, p) for a, s, p, _came in entered)


def _row_lines(text: str) -> list[int]:
    """The line numbers (from 1, as a TextArea numbers them) of the lines of ``text`` that are not blank: the line
    of each row :func:`_table_lines` reads, in order."""
    return [number for number, line in enumerate(text.splitlines(), start=1) if line.strip()]


def _table_lines(text: str, separators: str, parse: Any, wanted: str, count: int) -> list[list[int]]:
    """A table typed a row a line (blank lines skipped): each line's ``count`` numbers.

    Raises:
        FormError: a line without exactly ``count`` numbers, naming the line and what it wants.
    """
    rows = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            values = [parse(t) for t in re.split(separators, line.strip()) if t]
        except FormError:
            values = []
        if len(values) != count or any(v is None for v in values):
            raise FormError(f"line {number}: type {wanted}")
        rows.append(values)
    return rows


# -- Loan ----------------------------------------------------------------------------------
class _PlayerSearch(SearchOverlay):
    """An open list of :class:`LeftOutSelect` (the Loan form's players, the plane sale's types): a letter that, added
    to the search typed, matches no option (offered or left out) starts a new search of its own (a newcomer's try:
    "a" found Ann, then "c" for Çelik said 'no choice matches "ac"', never why Çelik was left out)."""

    async def _on_key(self, event: events.Key) -> None:
        select = self.parent
        character = event.character
        if (
            isinstance(select, LeftOutSelect)
            and self._search_query
            and character
            and event.is_printable
            and character != " "
            and not self._named(select, self._search_query + character)
            and self._named(select, character)
        ):
            self._search_query = ""
            self._before_search = self.highlighted
        await super()._on_key(event)

    def _named(self, select: LeftOutSelect[Any], query: str) -> bool:
        """Whether ``query`` finds an option offered, or one left out (:meth:`LeftOutSelect.left_out`)."""
        return self._find_search_match(query) is not None or bool(select.left_out(query))


class LeftOutSelect(LiteralSelect[_V]):
    """A list that offers only what may be chosen now, and says why of one left out when its name is searched, on
    the key line ("Bea: needs 2 Class A routes won, has 1"), as 1930's Buy list says of an airline left out."""

    #: its open list: a letter that matches nothing with the search typed starts a search of its own
    OVERLAY = _PlayerSearch

    #: one letter finds an option by the start of a word of its name ("p" for Prop Jet, not the "p" of "Super")
    LETTER_AT_WORD_START = True
    #: room on the key line's one line at 80x24 for what an unmatched search says, before " · Esc: close the list"
    UNMATCHED_ROOM = 52

    def __init__(self, options: list[tuple[str, _V]], *, refused: list[tuple[str, str]], **kwargs: Any) -> None:
        """``refused``: each option left out, ``(name, why)``."""
        super().__init__(options, **kwargs)
        self.refused = refused

    def left_out(self, query: str) -> list[tuple[str, str]]:
        """The options left out whose name ``query`` begins (or, two letters on, holds), ``(name, why)``."""
        wanted = folded(query)
        named = [r for r in self.refused if folded(r[0]).startswith(wanted)]
        return named + [r for r in self.refused if len(wanted) > 1 and wanted in folded(r[0]) and r not in named]

    def said_briefly(self, name: str, why: str) -> str:
        """What an unmatched search says of ``name`` left out where ``"name: why"`` does not fit its line."""
        return f"{name}: {why}"

    def unmatched_text(self, query: str) -> str:
        """The option left out whose name ``query`` begins (or, two letters on, holds) and why; else none matches.
        Always with a reason: in brief (:meth:`said_briefly`) where the whole one does not fit."""
        named = self.left_out(query)
        if not named:
            return super().unmatched_text(query)
        name, why = named[0]
        # one line at 80x24 with " · Esc: close the list" after it: in brief where the reason does not fit
        said = (f"{name}: {why}", self.said_briefly(name, why))
        return next((text for text in said if cell_len(text) <= self.UNMATCHED_ROOM), said[-1])

    def offers(self, character: str) -> bool:
        """A letter of an option's name, offered or left out (the list opens and says why for one left out)."""
        wanted = folded(character)
        refused = bool(wanted) and any(search_at(folded(r[0]), wanted) >= 0 for r in self.refused)
        return super().offers(character) or refused


class LoanPlayerSelect(LeftOutSelect[int]):
    """The Loan form's players: only those who may borrow now. A search for one left out says why on the key line
    ("Bea: needs 2 Class A routes won, has 1"), as 1930's Buy list says of an airline left out (a newcomer's try:
    "b" for Bea said only 'no choice matches "b"')."""

    #: no keys of its own (a closed list's, inherited): declared so that the help (F1) finds the list among the
    #: form's widgets with keys, and lists its keys "on a closed list" (:func:`tui.screens.help.class_bindings`)
    BINDINGS: ClassVar[list[Any]] = []

    def said_briefly(self, name: str, why: str) -> str:
        """``"Bea: needs 4 Class A, has 3"``."""
        return f"{name}: {why.replace(' routes won', '')}"


def loan_refused(player: air_empire.TablePlayer) -> str:
    """Why ``player`` may not borrow now, in short (:func:`ledger.games.air_empire.loan_refusal`), or "out of the
    game"."""
    if not player.active:
        return "out of the game"
    return air_empire.loan_refusal(player.class_a, player.loans)


class LoanForm(_PlayForm):
    """Phase 3: a long-term loan, within the player's loan room (shown). A player left out of the list (no loan
    room) is said with why when his name is typed there (:class:`LoanPlayerSelect`)."""

    KIND = "air_empire.loan"
    HEADING = "Loan (Phase 3) — never repaid"

    def compose_fields(self) -> ComposeResult:
        # only the players the rules let borrow now (Class A Service (b): $5,000 per 2 Class A routes won);
        # with nobody, every player, for the live line to say why
        players = [p for p in self.active_players() if p.loan_room] or self.active_players()
        # what follows the name after " · " is not searched (:func:`~tui.base.widgets.search_name`): "b" for Bea went
        # to Ann by the "b" of "(may borrow $5,000)"
        options = [(f"{p.name} · may borrow {money(p.loan_room)}", p.seat) for p in players]
        highlighted = self.highlighted_seat(p.seat for p in players if p.loan_room)
        default = next(
            (p for p in players if p.seat == highlighted or (highlighted is None and p.loan_room)),
            players[0] if players else None,
        )
        offered = {p.seat for p in players}
        refused = [(p.name, loan_refused(p)) for p in self.view.players if p.seat not in offered]
        yield _row(
            "Player",
            LoanPlayerSelect(
                options,
                refused=refused,
                id="player",
                allow_blank=default is None,
                value=default.seat if default else Select.NULL,
                compact=True,
            ),
        )
        yield _row(
            "Amount",
            _num("amount", str(default.loan_room) if default and default.loan_room else "", placeholder="e.g. 5000"),
            after="$",
        )
        # on its own lines (wrapped), not after the field: a one-line row would cut it at 80 columns
        yield PlainStatic("", id="loan-room", classes="info", markup=False)

    def first_field(self) -> Widget | None:
        return self.query_one("#amount", Input)

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "player" and isinstance(event.value, int):
            room = self.view.players[event.value - 1].loan_room
            self.query_one("#amount", Input).value = str(room) if room else ""
        self.fields_changed()

    def payload(self) -> dict[str, Any]:
        seat = self.selected("player", "the player")
        p = self.view.players[seat - 1]
        self.query_one("#loan-room", Static).update(
            f"{p.name}: Class A won {p.class_a}, borrowed {money(p.loans)}, may borrow {money(p.loan_room)}"
        )
        return {"player": seat, "amount": self.whole("amount", "the amount borrowed")}


# -- Purchase ------------------------------------------------------------------------------
class NoOrder(FormError):
    """No row of the purchase form has a plane typed (:meth:`PurchaseForm.missing_line` says the way on)."""


class PurchaseForm(_PlayForm):
    """Phase 4: planes bought from the Bank, a row per player, one action for the quarter."""

    KIND = "air_empire.purchase"
    HEADING = "Plane purchases from the Bank (Phase 4)"
    ASKS = "Asks first (y/n) when the Bank runs short or a buyer would be bankrupt"

    DEFAULT_CSS = """
    PurchaseForm FieldRow { padding-left: 26; }
    PurchaseForm .row > Input.num { width: 10; margin-right: 1; }
    """

    def compose_fields(self) -> ComposeResult:
        view = self.view
        yield PlainStatic(
            plural_words(
                f"Bank supply: {view.bank_prop} Prop Jet(s) at {money(air_empire.PROP_JET_PRICE)}, "
                f"{view.bank_super} Super Jet(s) at {money(air_empire.SUPER_JET_PRICE)}. "
            )
            + f"If the Bank runs short, {first_buyer(view)} buys first, then clockwise (Reminder Rules 4).",
            classes="info",
            markup=False,
        )
        # the heads over the columns, in one line (a Static each was four widgets more before the first frame); what
        # each player pays is the note their row draws after the fields (a Static each was four widgets more again)
        yield PlainStatic(self.heads(self.LABEL_COLUMN), classes="info heads", markup=False)
        for p in self.active_players():
            cash = f" ({money(p.cash)})"
            yield FieldRow(
                f"{p.seat} {p.name}{cash}",
                _num(f"prop_{p.seat}", blank=0),
                _num(f"super_{p.seat}", blank=0),
                note_id=f"pays_{p.seat}",
                label_kept=cash,  # a long name cut, never the cash
            )

    #: the label column's least width (cells): "Player (cash)" and a short name's label, the mark and a blank cell
    LABEL_COLUMN = 26
    #: the cells right of the label column: the two number fields (10 cells and a margin each), and the Pays note's
    #: room ("Bank out: gets 0", a cell before it)
    RIGHT_OF_LABELS = 22 + 1 + 16

    @staticmethod
    def heads(column: int) -> str:
        """The line of the column heads over a label column of ``column`` cells."""
        return f"{'Player (cash)':<{column}}{'Prop Jets':<11}{'Super Jets':<11}Pays"

    def label_column(self, width: int) -> int:
        """The label column's width in a body ``width`` cells wide: the longest label whole, with the focus mark
        before it and a blank cell after, when the fields and Pays leave the room; else the room they leave (a long
        name cut there, never the cash: :attr:`FieldRow.label_kept`), never less than :attr:`LABEL_COLUMN`. A
        newcomer's try at 120x36: "1 Alexandra-Marie ($9,80…" in a column of 26 cells, with room to spare."""
        longest = max((cell_len(shown(row.label)) for row in self.query(FieldRow)), default=0)
        return max(self.LABEL_COLUMN, min(longest + 3, width - self.RIGHT_OF_LABELS))

    def fit_labels(self) -> None:
        """The label column fitted to the body's width as laid out (:meth:`label_column`): the rows and the heads."""
        if not self.is_attached:
            return
        heads = self.query_one(".heads", Static)
        width = heads.content_size.width
        if not width:
            return
        column = self.label_column(width)
        for row in self.query(FieldRow):
            if row.styles.padding.left != column:
                row.styles.padding = (0, 0, 0, column)
        heads.update(self.heads(column))

    def on_resize(self) -> None:
        super().on_resize()
        self.call_after_refresh(self.fit_labels)

    def fill(self, payload: Any) -> None:
        for order in payload.get("orders", []):
            self.fill_field(f"prop_{order['player']}", order.get("prop_jets") or "")
            self.fill_field(f"super_{order['player']}", order.get("super_jets") or "")

    def first_field(self) -> Widget | None:
        """The Prop Jets of the player the table highlights (else the first player's)."""
        seat = self.highlighted_seat(p.seat for p in self.active_players())
        return self.query_one(f"#prop_{seat}", Input) if seat is not None else super().first_field()

    #: what the line under the fields asks while no row has a plane typed
    NO_ORDER = "type the Prop Jets and Super Jets each player buys (blank = none)"

    def missing_line(self, missing: Exception) -> str:
        """On ctrl+s with no plane typed, why nothing is recorded and the way on: a newcomer's try, nobody buying,
        ctrl+s with every field 0 or blank, read "Not recorded: the line under the fields says why" over a line that
        only asked for the planes again. A purchase of nothing is not recorded, as one the Bank fills with nothing is
        not (:func:`~ledger.games.air_empire.purchase_fills_nothing`): it would close the quarter's purchases, one a
        quarter; maintenance needs no purchase before it."""
        if not isinstance(missing, NoOrder) or not self._insist:
            return super().missing_line(missing)
        from tui.games.air_empire.table import TableScreen

        key = bound_key(self.app, TableScreen.BINDINGS, "maintenance")
        way = f"Esc, then {key} records maintenance" if key else "Esc, then record maintenance"
        return f"Nobody buys: nothing to record — {way} (Phase 5)"

    #: a player's order a refusal names (``orders[1]``, ``orders[1].prop_jets``): its index in the payload, its field
    ORDER_FIELD = re.compile(r"orders\[(\d+)\](?:\.(\w+))?")

    def typed_orders(self) -> list[tuple[int, int, int]]:
        """``(seat, Prop Jets, Super Jets)`` of each row with planes typed, in the order of the payload's orders."""
        orders = []
        for p in self.active_players():
            props = self.whole(f"prop_{p.seat}", "", required=False) or 0
            supers = self.whole(f"super_{p.seat}", "", required=False) or 0
            if props or supers:
                orders.append((p.seat, props, supers))
        return orders

    def extra_info(self) -> None:
        """Each row's Pays as typed, before the live line is worked out: the price of each row with planes typed
        (while another row is refused too: a newcomer's try, one refused order blanked every row's Pays), blank
        where nothing is typed or what is typed is no count. The row refused then says so (:meth:`show_refused`),
        what the Bank fills, when short, :meth:`describe` shows. Drawn here, never in :meth:`payload`, which the
        form reads at other times too (Enter, a refill): a newcomer's try, Enter on a count that made the row
        over its player's cash wrote the price back beside a live line saying the row was refused."""
        try:
            typed = {seat: (props, supers) for seat, props, supers in self.typed_orders()}
        except (FormError, ValueError):
            typed = {}  # the live line says what is wrong with the count
        for p in self.active_players():
            counts = typed.get(p.seat)
            self.show_note(f"pays_{p.seat}", money(air_empire.purchase_price(*counts)) if counts else "")

    def payload(self) -> dict[str, Any]:
        orders = [
            {"player": seat, "prop_jets": props, "super_jets": supers} for seat, props, supers in self.typed_orders()
        ]
        if not orders:
            raise NoOrder(self.NO_ORDER)
        # a newcomer's try: with no Super Jet left, one ordered was recorded as "nothing bought", and the
        # quarter's purchases were closed (undo the only way out)
        if (refusal := air_empire.purchase_fills_nothing(self.game.state, {"orders": orders})) is not None:
            raise refusal
        return {"orders": orders}

    def field_widget(self, field_name: str) -> Widget | None:
        """The row of the order a refusal names (``orders[i]``: the i-th row with planes typed): ``orders[i].prop_jets``
        its Prop Jets, ``orders[i].super_jets`` its Super Jets, the order as a whole (more than the player's cash) the
        row's field the banker is on when its count alone is refused (:meth:`refused_alone`), else the row's other
        field (Enter goes on to it), else its Prop Jets; any other as every form's. Enter on a refused count stays
        there (:meth:`~tui.base.widgets.FormScreen.stay_on_refusal`): a newcomer's try, 120009 Prop Jets refused,
        Enter went on to Super Jets, and the correction typed there left the 120009 in Prop Jets."""
        match = self.ORDER_FIELD.fullmatch(field_name)
        if match is None:
            return super().field_widget(field_name)
        try:
            orders = self.typed_orders()
        except (FormError, ValueError):
            return None
        index = int(match.group(1))
        if index >= len(orders):
            return None
        seat = orders[index][0]
        row = [self.field_by_id(f"prop_{seat}"), self.field_by_id(f"super_{seat}")]
        column = {"prop_jets": 0, "super_jets": 1}.get(match.group(2) or "")
        if column is not None:
            return row[column]
        if self.focused is None or self.focused not in row:
            return row[0]
        column = row.index(self.focused)
        return self.focused if self.refused_alone(seat, column) else row[1 - column]

    def refused_alone(self, seat: int, column: int) -> bool:
        """Whether ``seat``'s order is refused with only the count of ``column`` (0 Prop Jets, 1 Super Jets) typed in
        its row, the other column none, every other row as typed (the Bank fills the Senior President's order first
        when it runs short): the ledger's own check (Air Empire, Basic Game, Phase 4:
        :func:`ledger.games.air_empire.phase4_equipment.purchase`), so that Enter stays on a count too dear on its
        own and goes on from one dear only with the other column. A newcomer's try, correcting Bea's 0 Prop Jets and
        1 Super Jet to 2 and 0: Enter on the 2 stayed there (2 and 1 were more than her cash), and the 0 meant for
        the Super Jets replaced it. Worked out once per orders typed (the live line asks at each key)."""
        orders = []
        for owner, props, supers in self.typed_orders():
            if owner == seat:
                if not (props, supers)[column]:
                    return False  # nothing typed there: the other column is the dear one
                props, supers = (props, 0) if column == 0 else (0, supers)
            orders.append({"player": owner, "prop_jets": props, "super_jets": supers})
        key = (seat, repr(orders))
        if self._alone_refused is None or self._alone_refused[0] != key:
            refused = False
            try:
                preview(self.game, self.KIND, {"orders": orders})
            except RuleViolation as error:
                match = self.ORDER_FIELD.fullmatch(error.field or "")
                index = int(match.group(1)) if match is not None else len(orders)
                refused = index < len(orders) and orders[index]["player"] == seat
            self._alone_refused = (key, refused)
        return self._alone_refused[1]

    #: the last answer of :meth:`refused_alone`, with what it was asked of (the seat and the orders tried)
    _alone_refused: tuple[tuple[int, str], bool] | None = None

    def show_refused(self, error: RuleViolation, payload: Mapping[str, Any] | None) -> None:
        """The Pays of the order refused says "refused": its price read as a total to pay (a newcomer's try:
        "$300,022,500" beside 120009 Prop Jets, which the ledger refuses). Orders the Bank would fill with no plane
        (refused as a whole, ``orders``) leave every Pays blank: nobody pays for what the Bank cannot give."""
        if error.field == "orders":
            for p in self.active_players():
                self.show_note(f"pays_{p.seat}", "")
            return
        match = self.ORDER_FIELD.fullmatch(error.field or "")
        orders = payload.get("orders", []) if payload is not None else []
        if match is not None and int(match.group(1)) < len(orders):
            self.show_note(f"pays_{orders[int(match.group(1))]['player']}", "refused")

    def refusal_words(self, error: RuleViolation, payload: Mapping[str, Any] | None) -> str:
        """A refusal of the orders as a whole (``orders``: the Bank has none of a type ordered) named by the columns
        the banker typed them in, "Super Jets typed: the Bank has no Super Jets left: ...": it read "Order: ...", a
        field the form does not have (a newcomer's try). A player's order ("Ann's order: ...") as every form's."""
        if error.field != "orders":
            return super().refusal_words(error, payload)
        seats = [p.seat for p in self.active_players()]
        typed = [
            kind
            for kind, column in (("Prop Jets", "prop"), ("Super Jets", "super"))
            if any(self.query_one(f"#{column}_{seat}", Input).value.strip("0 ") for seat in seats)
        ]
        what = " and ".join(typed) or "Planes"
        return f"{what} typed: {error.message} ({in_words(self, error.rule)})"

    #: the Pays of a player whose order the Bank, short, fills with no plane (Reminder Rules 4)
    BANK_OUT = "Bank out: gets 0"

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        """The live line, and each row's Pays as the ledger fills the orders: a row the Bank runs out for before its
        turn says it gets none (a newcomer's try: Bea's 1 Super Jet ordered showed an empty Pays, read as paid for;
        the stored summary's "Bea short: got 0/0 Prop Jets, 0/1 Super Jets" is kept as it is, for the audits)."""
        ordered = {order["player"] for order in payload.get("orders", [])}
        trimmed = air_empire.purchase_bank_short(self.game.state, payload)
        for p in self.active_players():
            paid = -cash_received(entries, p.seat)
            pays = money(paid) if paid else self.BANK_OUT if p.seat in ordered else ""
            if paid and p.seat in trimmed:  # what the price is of, beside an order the Bank trims (a review)
                props, supers = trimmed[p.seat]
                pays = f"{pays}, gets {props}P {supers}S"
            self.show_note(f"pays_{p.seat}", pays)
        # a buyer left without the cash for line 5c is bankrupt in Phase 5 (Test of Bankruptcy): said now,
        # while the order can still be changed, not only in the maintenance form's question
        short = [self.short_words(*s) for s in air_empire.purchase_shortfalls(self.game.state, payload)]
        warning = f"\nWARNING: {'; '.join(short)} (Test of Bankruptcy)." if short else ""
        # the quarter's purchase ends Phase 3: who may still borrow is named before it is recorded, on the line under
        # the fields (a question on every quarter's purchase would be one more key each quarter for a table whose
        # players keep their room untaken; a newcomer's try learned it from the Next line afterwards)
        untaken = air_empire.loans_untaken(self.game.state)
        return f"Will record: {summary}{warning}" + (f"\nNote: {untaken}." if untaken else "")

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """Asks first when a buyer is left without the cash for line 5c (bankrupt in Phase 5): a newcomer's
        re-try recorded such a purchase with ctrl+s at once, the warning read too late, and undid it. And when the
        Bank cannot fill every order (Reminder Rules 4): a newcomer's try recorded at once a purchase the Bank
        trimmed, the row still reading what was ordered; the player might have ordered otherwise."""
        state = self.game.state
        short = air_empire.purchase_shortfalls(state, payload)
        trimmed = air_empire.purchase_bank_short(state, payload)
        if not short and not trimmed:
            return None
        lines = [f"{summary}."]
        if trimmed:  # who gets what is in the summary: the question says why it asks
            lines.append(
                "The Bank runs short: it fills the orders in turn from the Senior President (Reminder Rules 4); a "
                "buyer may want to order otherwise."
            )
        if short:
            lines.append(self.short_warnings(short))
        return "\n".join(lines) + "\n\nRecord these purchases?"


# -- Plane sale ----------------------------------------------------------------------------
class PlaneTypeSelect(LeftOutSelect[str]):
    """The plane sale's Plane type: only the types the seller has idle; "p" for a Prop Jet left out says why on the
    key line ("Prop Jet: Ann has none idle"), as the Loan form's Player list says of a player left out."""

    #: no keys of its own (a closed list's, inherited): declared so that the help (F1) finds the list among the
    #: form's widgets with keys, and lists its keys "on a closed list" (:func:`tui.screens.help.class_bindings`)
    BINDINGS: ClassVar[list[Any]] = []

    def said_briefly(self, name: str, why: str) -> str:
        """``"Prop Jet: the seller has none idle"`` (the seller's name too long for the line)."""
        return f"{name}: the seller has none idle"


#: a plane sale with no bid typed, said on ctrl+s
NO_BID = "type at least one bid"


class PlaneSaleForm(_CheckedOnLeavingForm):
    """Phase 4: a lot of non-operating planes sold to the highest secret bid."""

    KIND = "air_empire.plane_sale"
    HEADING = "Plane sale between players (Phase 4) — secret bids"
    #: ctrl+o said on the key line, as the route bids' keys say it (a newcomer's try: it did nothing here, unsaid)
    ASKS = "ctrl+o: show/hide the bid the cursor is on · recording reveals bids (y/n)"

    BINDINGS: ClassVar[list[BindingType]] = [
        # the route bids' peek (:class:`tui.base.secret_bids.SecretBidsScreen`), for the bid the cursor is on
        Binding("ctrl+o", "peek", "Show/hide this bid", id="sale_peek"),
    ]
    KEY_IDS = (*_CheckedOnLeavingForm.KEY_IDS, "sale_peek")

    #: the bid field its bidder sees as typed (ctrl+o), ``None``: every bid masked
    peeked: Input | None = None
    #: the seat whose hidden bid ctrl+s found refused: the live line says so (not why) until the refusal goes
    told_seat: int | None = None
    #: the seat of the hidden bid the ledger refuses now (:meth:`refusal_words`), ``None``: none
    refused_seat: int | None = None
    #: every bid as the table first saw them revealed (ctrl+s), amount by seat (a seat with no bid absent); ``None``:
    #: not revealed yet. A bid typed otherwise after it (n at the question) is marked RETYPED, as the route bids'
    first_revealed: dict[int, int] | None = None

    def compose_fields(self) -> ComposeResult:
        players = self.active_players()
        # only a player with planes idle can sell ("non-operating planes", Phase 4)
        sellers = [p for p in players if p.idle_prop or p.idle_super] or players
        yield _row(
            "Seller",
            LiteralSelect(
                [(f"{p.name} (idle: {p.idle_prop} Prop, {p.idle_super} Super)", p.seat) for p in sellers],
                id="seller",
                prompt="choose",
                # the highlighted player, when he has planes to sell (a value not offered would be refused)
                value=self.highlighted_seat(p.seat for p in sellers) or Select.NULL,
                compact=True,
            ),
        )
        seller = self.highlighted_seat(p.seat for p in sellers)
        offered, refused = self.plane_types(seller)
        yield _row(
            "Plane type",
            PlaneTypeSelect(offered, refused=refused, id="plane", allow_blank=False, compact=True),
        )
        # the form starts here when the seller is chosen already (first_field): the note says how to reach him (Up or
        # shift+Tab) past the type above (a newcomer's try: nothing said how to choose another seller)
        yield _row(
            "How many",
            _num("count", placeholder="e.g. 2"),
            after="non-operating, one lot · ↑ seller",
        )
        yield PlainStatic("Bids, typed in turn and hidden (blank = no bid):", classes="info", markup=False)
        # in turn from the Senior President clockwise, as tie bids go (Route Bidding; the ledger's plane_sale_tie);
        # recorded in seat order (:meth:`payload`)
        turn = {seat: i for i, seat in enumerate(self.view.round_from_senior)}
        for p in sorted(players, key=lambda p: turn.get(p.seat, p.seat)):
            yield _row(
                f"  {p.name}",
                _sale_bid(f"bid_{p.seat}"),
                after="",
                after_id=f"bidrow_{p.seat}",
            )

    def plane_types(self, seller: int | None) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
        """The Plane type list's options for ``seller`` (a seat, or ``None``: not chosen), ``(label, value)``: the
        types he has idle (:class:`ledger.games.air_empire.TablePlayer`'s idle planes: only non-operating planes are
        sold, Phase 4), and those left out, ``(label, why)``. Both types with no seller chosen, or when he has none
        idle (the ledger then says why). A newcomer's try: Ann, idle 0 Prop and 1 Super, was offered and shown
        "Prop Jet"."""
        types = [("Prop Jet", "prop_jet"), ("Super Jet", "super_jet")]
        if seller is None:
            return types, []
        p = self.view.players[seller - 1]
        idle = {"prop_jet": p.idle_prop, "super_jet": p.idle_super}
        offered = [(label, value) for label, value in types if idle[value]]
        if not offered:
            return types, []
        refused = [(label, f"{p.name} has none idle") for label, value in types if not idle[value]]
        return offered, refused

    def offer_types(self) -> None:
        """The Plane type list offers the chosen seller's idle types (:meth:`plane_types`): the type chosen kept
        when offered still, else the first offered."""
        seller = self.query_one("#seller", Select).value
        offered, refused = self.plane_types(seller if isinstance(seller, int) else None)
        plane = self.query_one("#plane", PlaneTypeSelect)
        plane.refused = refused
        plane.set_options(offered)

    def fill(self, payload: Any) -> None:
        self.fill_field("seller", payload.get("seller"))
        self.offer_types()  # the seller's types, before his type is filled in
        for name in ("plane", "count"):
            self.fill_field(name, payload.get(name))
        for bid in payload.get("bids", []):
            self.fill_field(f"bid_{bid['player']}", bid.get("amount"))
        for p in self.active_players():  # the seller bids on nothing (as when chosen)
            row = self.query_one(f"#bid_{p.seat}", Input).parent
            if row is not None:
                row.display = p.seat != payload.get("seller")

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "seller":
            self.hide_seller_bid()
            self.offer_types()
        self.fields_changed()

    def on_mount(self) -> None:
        self.hide_seller_bid()  # the seller may be chosen already (the highlighted player)

    def first_field(self) -> Widget | None:
        """How many planes, when the seller is chosen already (the highlighted player), as the line under the
        form asks; else the seller. Starting on the seller's list, the count typed opened the list and was lost
        with the first bid (a "2" then "5000" left 5000 planes and no bid)."""
        if self.query_one("#seller", Select).value is not Select.NULL:
            return self.query_one("#count", Input)
        return super().first_field()

    def count_left(self, seller: int, plane: str, count: int) -> None:
        """How many planes checked against the seller's idle planes by the ledger
        (:func:`ledger.games.air_empire.check_sale_count`) once the banker has left the field, before the bids: a
        newcomer's try sold 3 Prop Jets of 2 idle and heard of it only on ctrl+s, the bids typed. While the field has
        the focus the count is still being typed, as a route card's minimum.

        Raises:
            RuleViolation: on ``count``, in the words ctrl+s uses.
        """
        field = self.query_one("#count", Input)
        if field is self.focused and not self._insist:
            self._typing = field
            return
        air_empire.check_sale_count(self.game.state, seller, plane, count)

    def refused_on_leaving(self, field: Widget) -> bool:
        """Whether ``field`` is How many and the ledger refuses it for the seller and type chosen."""
        if not isinstance(field, Input) or field.id != "count":
            return False
        seller, plane = self.query_one("#seller", Select).value, self.query_one("#plane", Select).value
        if not isinstance(seller, int) or not isinstance(plane, str):
            return False
        try:
            count = self.whole("count", "", required=False)
            if count is not None:
                air_empire.check_sale_count(self.game.state, seller, plane, count)
        except (FormError, RuleViolation):
            return True
        return False

    def hide_seller_bid(self) -> None:
        """The seller does not bid on his own lot: his bid row is hidden."""
        seller = self.query_one("#seller", Select).value
        for p in self.active_players():
            bid = self.query_one(f"#bid_{p.seat}", Input)
            assert bid.parent is not None
            bid.parent.display = p.seat != seller

    def payload(self) -> dict[str, Any]:
        seller = self.selected("seller", "the seller")
        plane = self.selected("plane", "the plane type")
        count = self.whole("count", "how many planes are sold")
        self.count_left(seller, plane, count)
        bids = []
        for p in self.active_players():
            if p.seat == seller:
                continue
            amount = self.whole(f"bid_{p.seat}", "", required=False)
            if amount is not None:
                bids.append({"player": p.seat, "amount": amount})
        if not bids:
            raise FormError(NO_BID)
        return {"seller": seller, "plane": plane, "count": count, "bids": bids}

    #: the live line while the bids are typed, whatever they hold: the same for no bid, bids the ledger takes and a
    #: bid it refuses ("Ready: 2 bid(s) typed" counted them for the table, a newcomer's try)
    HIDDEN_BIDS = "Bids hidden (blank: no bid); ctrl+s reveals them and asks to record."

    #: the live line while a bidder peeks at his own bid (ctrl+o) and the ledger refuses nothing of it
    PEEK_LINE = "Shown to its bidder only: ctrl+o hides it again (it is checked with the others on ctrl+s)."

    def secret(self, error: RuleViolation) -> bool:
        return error.field.startswith("bids[")

    def refusal_words(self, error: RuleViolation, payload: Mapping[str, Any] | None) -> str:
        """A hidden bid's refusal said only to its bidder, peeking at it (ctrl+o): else, at the reveal (ctrl+s), every
        bid refused named by its bidder alone, as the route bids' reveal names them (:meth:`refused_bidders`,
        :func:`~tui.base.secret_bids.refused_bids_text`). A newcomer's try: ctrl+s said "Refused: Bartholomew's bid,
        amount: Bartholomew bid $7,000 but has $6,500" in clear, the other bids still hidden; then "Refused: ctrl+o
        (peek) shows why", the cursor on the bid refused, unlike the route bids. Peeking, a refusal that names its
        bidder is said without the field's name: "Bea's bid, amount: Bea bid $50,000 but has $37,500" read like a
        field label (a newcomer's try): "Bea bid $50,000 but has $37,500"."""
        self.refused_seat = self.seat_refused(error, payload) if self.secret(error) else None
        if self.refused_seat is None or payload is None:
            return super().refusal_words(error, payload)
        refused = self.refused_bidders(payload)
        peeked = self.peeked_seat()
        if peeked not in refused:  # ctrl+s puts the cursor on the first of them (:meth:`action_record`)
            self.refused_seat = next(iter(refused), self.refused_seat)
            return refused_bids_text([self.player_name(seat) for seat in refused])
        self.refused_seat = peeked  # his own bid's refusal, for his eyes (:meth:`waiting_text`)
        error, payload = refused[peeked]
        if error.short.startswith(f"{self.player_name(peeked)} "):
            error = copy.copy(error)
            error.field = ""
        return super().refusal_words(error, payload)

    def refused_bidders(self, payload: Mapping[str, Any]) -> dict[int, tuple[RuleViolation, dict[str, Any]]]:
        """The bidders whose hidden bids the ledger refuses in ``payload``, in seat order, each with its refusal and the
        payload refused (its ``bids[i]`` field counts in it): each refused bid taken out in turn and the rest previewed
        again, until the ledger refuses no bid (a bid refused only as it wins, over its bidder's cash, is found once it
        wins among those left). The first alone, the next bidder refused was told only after the first had retyped."""
        bids = list(payload.get("bids", []))
        refused: dict[int, tuple[RuleViolation, dict[str, Any]]] = {}
        while bids:
            tried = {**payload, "bids": bids}
            try:
                preview(self.game, self.KIND, tried)
            except RuleViolation as error:
                seat = self.seat_refused(error, tried) if self.secret(error) else None
                if seat is not None:
                    refused[seat] = (error, tried)
                    bids = [bid for bid in bids if bid["player"] != seat]
                    continue
            break
        return {p.seat: refused[p.seat] for p in self.active_players() if p.seat in refused}

    @staticmethod
    def seat_refused(error: RuleViolation, payload: Mapping[str, Any] | None) -> int | None:
        """The bidder whose bid ``error`` names (``bids[1].amount``: the 2nd bid's), or ``None``."""
        match = re.match(r"bids\[(\d+)\]", error.field or "")
        bids = (payload or {}).get("bids") or []
        if match is None or int(match.group(1)) >= len(bids):
            return None
        return int(bids[int(match.group(1))]["player"])

    def peeked_seat(self) -> int | None:
        """The seat of the bid its bidder peeks at (ctrl+o), or ``None``."""
        if self.peeked is None or not (self.peeked.id or "").startswith("bid_"):
            return None
        return int((self.peeked.id or "")[4:])

    def waiting_text(self) -> str:
        """The live line while the ledger refuses a hidden bid: for its bidder peeking, why; once ctrl+s found it,
        every bidder refused named (:meth:`refusal_words`) until it is put right; else the line every set of bids
        shows (:attr:`HIDDEN_BIDS`)."""
        if self._insist and self.refused_seat is not None:
            self.told_seat = self.refused_seat
        peeking = self.peeked_seat()
        if peeking is not None:
            return self.live_text if peeking == self.refused_seat else self.keys_said(self.PEEK_LINE)
        if self.told_seat is not None and self.told_seat == self.refused_seat:
            return self.live_text
        return self.keys_said(self.HIDDEN_BIDS)

    def missing_line(self, missing: Exception) -> str:
        """No bid typed is said only on ctrl+s: as typed, the live line is the one every set of bids shows
        (:attr:`HIDDEN_BIDS`), its first bid typed not told by the line's change."""
        if str(missing) == NO_BID and not self._insist:
            return self.keys_said(self.HIDDEN_BIDS)
        return super().missing_line(missing)

    def update_live(self) -> None:
        """The live line worked out again, drawn alike (no "-ok" colour) whether the bids hidden are taken or not;
        a hidden bid's refusal told (ctrl+s) or peeked at in the refusal's colour."""
        self.refused_seat = None
        super().update_live()
        live = self.query_one("#form-live", Static)
        shown = getattr(live, "shown_text", None)
        if self.keys_said(self.HIDDEN_BIDS) in (self.live_text, shown) or shown == self.keys_said(self.PEEK_LINE):
            live.set_class(False, "-ok", "-refused", "-typing")
        elif self.refused_seat is not None and shown == self.live_text:
            live.set_class(True, "-refused")

    def action_record(self) -> None:
        """ctrl+s: as every form's, and a hidden bid refused puts the cursor on it, for its bidder to peek (ctrl+o) and
        type it again; the line says only that it is refused (:meth:`refusal_words`). A bid peeked at is masked
        first: the table looks at what ctrl+s says."""
        self.hide_peeked()
        super().action_record()
        if self.accepted is None and self.told_seat is not None and self.app.screen is self:
            self.query_one(f"#bid_{self.told_seat}", Input).focus()

    def action_peek(self) -> None:
        """Show the bid the cursor is on as typed, with why the ledger refuses it if it does, or mask it again: for
        its bidder's eyes, the others looking away (the route bids' ctrl+o)."""
        field = self.focused
        if self.peeked is not None:
            self.hide_peeked()
        elif isinstance(field, SaleBidInput):
            self.peeked = field
            field.password = False
            self.update_live()

    def hide_peeked(self) -> None:
        """Mask the bid peeked at again, and the live line with it."""
        if self.peeked is None:
            return
        self.peeked.password = True
        self.peeked = None
        if self.is_attached:
            self.update_live()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "peek":  # only on a bid (the footer offers it there)
            return isinstance(self.focused, SaleBidInput) or self.peeked is not None
        return super().check_action(action, parameters)

    def watch_focused(self, focused: Widget | None) -> None:
        """The bid peeked at is masked again once the cursor leaves it: the next bidder must not see it."""
        if self.peeked is not None and focused is not self.peeked:
            self.hide_peeked()
        super().watch_focused(focused)
        self.refresh_bindings()

    def action_cancel(self) -> None:
        """Esc asks before dropping bids already typed, or anything else the banker typed or chose (nothing is
        recorded either way); a bid peeked at is masked first, the table looking at the question."""
        self.hide_peeked()
        bids = any(self.text(f"bid_{p.seat}") for p in self.active_players())
        question = "Drop the bids typed so far?" if bids else "Drop what was typed in this form?"
        cancel_or_ask(self, bids or self.unsaved(), f"{question} Nothing is recorded.")

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        # the winner stays hidden until the banker asks to record, and how many bid (the bids are secret)
        self.told_seat = None
        return self.keys_said(self.PEEK_LINE) if self.peeked is not None else self.keys_said(self.HIDDEN_BIDS)

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """The bids revealed, the sale, and why its buyer wins a tie (route bids said why; a tied sale said only
        "Ann sells 1 Super Jet to Çelik for $6,500", a newcomer's try): :func:`ledger.games.air_empire.plane_sale_tie`,
        on screen only (the stored summary is the ledger's, unchanged)."""
        bids = self.revealed_bids(payload)
        tie = air_empire.plane_sale_tie(self.game.state, payload)
        # the buyer left without the cash for line 5c, warned as the purchase form warns (a newcomer's try: only
        # the Next line said "short for Phase 5 maintenance", once the sale was recorded)
        short = air_empire.plane_sale_shortfalls(self.game.state, payload)
        warned = f"\n{self.short_warnings(short)}" if short else ""
        return f"Bids revealed: {bids}.\n{summary}" + (f" ({tie})" if tie else "") + f".{warned}\n\nRecord this sale?"

    def revealed_bids(self, payload: Mapping[str, Any]) -> str:
        """The bids of ``payload`` as the question reveals them (``"Bea $4,000, Cal $5,000"``), a bid typed otherwise
        since the table first saw them (n, then retyped) marked as the route bids mark it: ``"Bea $4,500 (RETYPED
        after the reveal: was $4,000)"``; a bid dropped since is said as ``"Bea no bid (RETYPED ...)"``. A newcomer's
        try: n reopened the bids, and new ones were recorded with no trace of those the table had seen."""
        now = {int(b["player"]): int(b["amount"]) for b in payload["bids"]}
        if self.first_revealed is None:  # the table sees every bid now
            self.first_revealed = dict(now)
        first = self.first_revealed
        said = []
        for seat in [p.seat for p in self.active_players() if p.seat in now or p.seat in first]:
            bid = f"{self.player_name(seat)} " + (money(now[seat]) if seat in now else "no bid")
            if first.get(seat) != now.get(seat):
                was = money(first[seat]) if seat in first else "no bid"
                bid += f" (RETYPED after the reveal: was {was})"
            said.append(bid)
        return ", ".join(said)

    def note(self, payload: dict[str, Any]) -> str:
        """The record's note: a bid typed otherwise since the table first saw the bids (:meth:`revealed_bids`), with
        what it was and is, ``"RETYPED after the reveal: Bea was $4,000 (now $4,500)"``, after any note of the form's
        own. A newcomer's try: the mark was on the question only, and once recorded the bid was nowhere said
        retyped."""
        own = super().note(payload)
        if self.first_revealed is None:
            return own
        now = {int(b["player"]): int(b["amount"]) for b in payload.get("bids", [])}
        first = self.first_revealed
        said = []
        for seat in [p.seat for p in self.active_players() if p.seat in now or p.seat in first]:
            if first.get(seat) != now.get(seat):
                was = money(first[seat]) if seat in first else "no bid"
                bid = money(now[seat]) if seat in now else "no bid"
                said.append(f"{self.player_name(seat)} was {was} (now {bid})")
        retyped = f"RETYPED after the reveal: {'; '.join(said)}" if said else ""
        return " · ".join(part for part in (own, retyped) if part)


# -- Maintenance ---------------------------------------------------------------------------
#: the "who pays" choice of the maintenance form that stands for every player still owing
EVERYONE = 0


class MaintenanceForm(_PlayForm):
    """Phase 5 for everyone in one step: each player's lines 5a, 5b and 5c and cash shown, one
    confirmation, one action (``{"players": [...]}``); or one player alone (``{"player": 2}``).
    A player who cannot pay is bankrupt at once (Test of Bankruptcy); the form says so, and says
    that the first maintenance ends Phase 4 for everyone (:func:`ledger.games.air_empire.maintenance_closes`).
    """

    KIND = "air_empire.maintenance"
    HEADING = "Maintenance & Overhaul (Phase 5)"
    #: the key line on the closed Who pays list, which has the focus as the form opens (nothing focused, Space and
    #: letters go to it all the same): what Enter, ctrl+s, Space and a letter do there, not every list's "Enter:
    #: take the one shown" (a newcomer's try: the line said "Tab, then a name", and Tab was not needed)
    ON_LIST_KEYS = "Enter or ctrl+s: record, asking first (y/n) · Esc: cancel\nSpace or a name: one player alone"
    #: its second line once one player alone is shown
    ON_LIST_OTHERS = "Space or a name: another player, or everyone"

    def keys_hint(self) -> str:
        """Nothing to type: one key line, not the every-form line and a second one that says otherwise. In the open
        Who pays list, every form's line, which FormScreen makes the keys of an open list, and that recording asks
        first; else :attr:`ON_LIST_KEYS` (one player owing: its first line alone)."""
        focused: Any = self.focused if self.is_attached else None
        if self._on_list() and not isinstance(focused, Select):
            return f"{FORM_KEYS}\nRecording asks first (y/n)"
        first, alone = self.ON_LIST_KEYS.splitlines()
        if len(self.owing()) < 2:
            return first  # one player owes: nothing else to choose
        lists = self.query("#player").results(Select)  # none yet while the form is composed
        shown = next((select.value for select in lists), EVERYONE)
        return f"{first}\n{alone if shown in (EVERYONE, Select.NULL) else self.ON_LIST_OTHERS}"

    def _on_list(self) -> bool:
        """Whether the Who pays list, or its open list, has the focus."""
        focused: Any = self.focused if self.is_attached else None
        if isinstance(focused, SearchOverlay):
            focused = focused.parent
        return isinstance(focused, Select) and focused.id == "player"

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        # off the open list (the closed list, or the form's body) the line is the form's own: FormScreen writes only
        # lines that hold every form's keys
        if FORM_KEYS not in self.keys_hint():
            self.query_one("#form-keys", Static).update(self.keys_hint())

    async def _advance_from(self, select: Widget, shown: bool = False, searched: bool = False) -> None:
        """After a pick in the open Who pays list (Space, a choice, Enter) the list keeps the focus, marked, and
        Enter on it records, asking first, as the key line says. A newcomer's try: the pick left the focus nowhere,
        the list unmarked, and Space did not open it again."""
        if shown or searched:
            await super()._advance_from(select, shown, searched)
            return
        select.focus()

    DEFAULT_CSS = """
    MaintenanceForm #maint-lines { margin-top: 1; }
    MaintenanceForm #maint-warning { margin-top: 1; text-style: bold; color: $error; }
    """

    def owing(self) -> list[air_empire.TablePlayer]:
        return [p for p in self.active_players() if p.maintenance_owed is not None]

    def compose_fields(self) -> ComposeResult:
        owing = self.owing()
        options: list[tuple[str, int]] = []
        if len(owing) > 1:
            options.append((f"Everyone still owing ({len(owing)})", EVERYONE))
        alone = " alone" if len(owing) > 1 else ""
        options += [(f"{p.name}{alone}, owes {money(p.maintenance_owed)}", p.seat) for p in owing]
        yield _row(
            "Who pays",
            LiteralSelect(
                options,
                id="player",
                value=options[0][1] if options else Select.NULL,
                allow_blank=not options,
                compact=True,
            ),
        )
        yield PlainStatic("", id="maint-lines", markup=False)
        yield PlainStatic("", id="maint-warning", markup=False)

    def first_field(self) -> Widget | None:
        """The Who pays list, focused and marked (▸) on opening: it takes Space and the letters of a name, and Enter
        on it records whoever it shows, asking first. A newcomer's try: it opened unmarked, the focus nowhere, while
        the list took those keys all the same."""
        select = self.query_one("#player", Select)
        return select if select.value != Select.NULL else None

    def on_key(self, event: events.Key) -> None:
        """A letter typed while nothing is focused (the form opens so: Enter records whoever is shown) is the start
        of a name: it goes to the Who pays list, which opens and searches with it (a newcomer's try: "m b e Enter"
        lost the "b e", and the Enter then asked to record every player)."""
        character = event.character
        focused = self.focused
        on_no_field = focused is None or focused.id == "form-body"  # the form's body takes the focus, to scroll
        if not on_no_field or self._picked_last is not None or not event.is_printable or not character:
            return
        select = self.query_one("#player", LiteralSelect)
        if character == " ":  # Space opens the list, as it opens every list (a newcomer's try: it did nothing)
            event.stop()
            event.prevent_default()
            select.focus()
            self.call_after_refresh(select.action_show_overlay)
            return
        if not character.strip() or not select.offers(character):
            return
        event.stop()
        event.prevent_default()
        select.focus()
        select.post_message(events.Key(event.key, character))

    def payers(self) -> list[int]:
        value = self.query_one("#player", Select).value
        if value == EVERYONE:
            return [p.seat for p in self.owing()]
        return [value] if isinstance(value, int) else []

    def bankrupt_text(self, seat: int) -> str:
        return (
            f"{self.player_name(seat)} cannot pay: bankrupt at once — the Bank takes the cash and all planes "
            "(Test of Bankruptcy)"
        )

    def warnings(self) -> list[str]:
        """What the step does besides paying: bankruptcies, and Phase 4 (and 3) ending for everyone."""
        state = self.game.state
        out = [self.bankrupt_text(s) for s in self.payers() if air_empire.maintenance_bankrupts(state, s)]
        closes = air_empire.maintenance_closes(state)
        if closes and self.payers():
            out.append(closes)
            # who may still borrow, named before the loans end (a newcomer's try learned it afterwards)
            untaken = air_empire.loans_untaken(state)
            if untaken:
                out.append(untaken)
        return out

    def extra_info(self) -> None:
        lines = self.query_one("#maint-lines", Static)
        warning = self.query_one("#maint-warning", Static)
        state = self.game.state
        payers = set(self.payers())
        table: list[list[str]] = [["Player", "5a", "5b", "5c pays", "Cash", "After"]]
        notes: list[str] = []
        for p in self.active_players():
            if p.maintenance_owed is None:
                table.append([p.name, "paid"])
                continue
            l5a, l5b, l5c = air_empire.maintenance_due(state.player(p.seat))
            after = "BANKRUPT" if air_empire.maintenance_bankrupts(state, p.seat) else money(p.cash - l5c)
            if p.seat not in payers:
                after = "not now"
            # a plane bought and one sold: 5b written $0, as the recap writes it, with its parts under the table;
            # planes sold, in parentheses as the sheet writes a deduction (a newcomer's try: "-$500" on the form,
            # "($500)" on the sheet)
            player = state.player(p.seat)
            entered = l5b or player.pending_5b_entered
            l5b_text = format_recap_amount(l5b) if entered else "—"
            table.append([p.name, money(l5a), l5b_text, money(l5c), money(p.cash), after])
            parts = air_empire.pending_5b_parts(state, player)
            if parts is not None:
                notes.append(f"{p.name} 5b: {parts}")
        rows = _columns(table, lines.content_size.width or self.size.width - 6)
        lines.update("\n".join(rows + notes))
        warned = self.warnings()
        warning.update("\n".join(f"WARNING: {w}." for w in warned))
        warning.display = bool(warned)

    def fill(self, payload: Any) -> None:
        self.fill_field("player", EVERYONE if "players" in payload else payload.get("player"))

    def payload(self) -> dict[str, Any]:
        self.selected("player", "who pays")
        payers = self.payers()
        if self.query_one("#player", Select).value == EVERYONE:
            return {"players": payers}
        return {"player": payers[0]}

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        warned = "".join(f"\nWARNING: {w}." for w in self.warnings())
        return f"Record: {summary}?{warned}"


# -- Merger --------------------------------------------------------------------------------
class MergerForm(_PlayForm):
    """3-player game, between quarters: the poorest player merges into the second poorest."""

    KIND = "air_empire.merger"
    HEADING = "Merger (3-player game, between quarters)"
    ASKS = "Nothing to type: Enter records, asking first (y/n) · Tab: change the players"

    def keys_hint(self) -> str:
        return "Nothing to type: Enter or ctrl+s records, asking first (y/n) · Tab: change the players · Esc: cancel"

    BINDINGS = [Binding("enter", "record", "Record", id="merger_record")]

    def compose_fields(self) -> ComposeResult:
        check = air_empire.merger_check(self.game.state)
        incomes = " · ".join(f"{p.name} {money(p.income_to_date)}" for p in self.active_players())
        yield PlainStatic(f"Income to date (1g): {incomes}", classes="info", markup=False)
        if check is not None:
            verdict = "does not exceed it: they may merge" if check.allowed else "exceeds it: no merger (Mergers)"
            yield PlainStatic(
                f"Two poorest together: {self.player_name(check.absorbed)} + {self.player_name(check.into)} = "
                f"{money(check.together)}; richest, {self.player_name(check.richest)}: "
                f"{money(check.richest_income)} — {verdict}.",
                classes="info",
                markup=False,
            )
        options = [(p.name, p.seat) for p in self.active_players()]
        yield _row(
            "Poorest (absorbed)",
            LiteralSelect(options, id="absorbed", compact=True, value=check.absorbed if check else Select.NULL),
        )
        yield _row(
            "Merges into", LiteralSelect(options, id="into", compact=True, value=check.into if check else Select.NULL)
        )

    def first_field(self) -> Widget | None:
        return None

    def payload(self) -> dict[str, Any]:
        return {
            "absorbed": self.selected("absorbed", "the poorest player"),
            "into": self.selected("into", "the player merged into"),
        }

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        return (
            f"{summary}: the two airlines act as one from now on (cash, planes, routes, loans and income "
            "to date combined).\nRecord the merger?"
        )


# -- Tournament Game: the Tax Table, taxes (Phase 2), the Residual Value step ------------------
def first_buyer(view: air_empire.TableView) -> str:
    """Who buys first in a shortage, in the table's words: "Bea (Senior President)", or "Cal (the Senior President,
    Bob, is out)" (a newcomer's try: a bankrupt Senior President was named as the first buyer); the first bidder
    too (:meth:`tui.games.air_empire.bids.BidsScreen.order_text`)."""
    if view.first_buyer == view.senior_president:
        return f"{view.senior_president} (Senior President)"
    return f"{view.first_buyer} (the Senior President, {view.senior_president}, is out)"


def _elided(items: list[str], room: int, separator: str = " · ") -> list[str]:
    """``items`` joined by ``separator`` in at most ``room`` characters: the middle ones left out for "…", the
    first and the last kept (at least one of each)."""
    if len(separator.join(items)) <= room:
        return items
    head, tail = (len(items) + 1) // 2, len(items) // 2
    while head + tail > 2:
        if head > tail:
            head -= 1
        else:
            tail -= 1
        shown = [*items[:head], "…", *items[len(items) - tail :]]
        if len(separator.join(shown)) <= room:
            return shown
    return [items[0], "…", items[-1]]


class TaxTableForm(_TableForm):
    """The Tax Table printed at the bottom of the Condensed Re-cap Sheet, typed by the banker.

    One row per line: the 1g it applies from, and the tax (whole hundreds; a row for a minus
    1g gives a refund, 0 or negative). ``board`` means checked against the printed sheet;
    ``illustrative`` marks made-up figures (choosing it on an empty table fills made-up rows). The screen says
    "sheet" for ``board`` (:func:`ledger.games.air_empire.tax_source_words`): the table is printed on the sheet, not
    on the board (a newcomer's try: the list and its key line said "board").
    """

    KIND = "air_empire.tax_table"
    HEADING = "Tax Table (printed on the Condensed Re-cap Sheet)"
    ROW_KEYS = ("income_from", "tax")
    ROW_SEPARATORS = r"[\s;→>]+|(?<=\d),(?=\s)"
    ROW_WANTED = "two numbers — the 1g it applies from, and the tax"
    ROW_WORDS: ClassVar[dict[str, str]] = {"income_from": "1g from", "tax": "tax"}
    WHERE_FROM = (air_empire.tax_source_words("board"), "illustrative")

    # two rows fewer at 80x24: with the rows read back (two lines), "Where from" stayed below the dialog's end
    ROWS_HEIGHT_SHORT = 7

    DEFAULT_CSS = """
    TaxTableForm #rows { height: 9; }
    TaxTableForm.-short #rows { height: 7; }
    """

    def compose_fields(self) -> ComposeResult:
        view = self.view
        known = view.tax_provenance in ("board", "illustrative")
        lines = [f"{start} {tax}" for start, tax in view.tax_table] if known else []
        now = (
            f"Entered now, Where from: {air_empire.tax_source_words(view.tax_provenance)}."
            if known
            else "Not entered: a placeholder stands, and every tax is typed from the sheet."
        )
        yield PlainStatic(
            f'One row per line: 1g from, tax — e.g. "20000 1500" (from $20,000 of 1g the tax is $1,500). {now}',
            classes="info",
            markup=False,
        )
        # the rows first: the cursor starts where the banker types (the list of where they come from after)
        yield TextArea("\n".join(lines) + ("\n" if lines else ""), id="rows", compact=True, show_line_numbers=True)
        yield _row(
            "Where from",
            LiteralSelect(
                [
                    (f"{self.WHERE_FROM[0]}: checked against the printed sheet", "board"),
                    ("illustrative: made up, not the sheet's", "illustrative"),
                ],
                prompt="choose",
                id="provenance",
                compact=True,
                value=view.tax_provenance if known else Select.NULL,
            ),
        )

    def fill(self, payload: Any) -> None:
        self.fill_field("rows", "".join(f"{r['income_from']} {r['tax']}\n" for r in payload.get("rows", [])))
        self.fill_field("provenance", payload.get("provenance"))

    def on_select_changed(self, event: Select.Changed) -> None:
        rows = self.query_one("#rows", TextArea)
        if event.select.id == "provenance" and event.value == "illustrative" and not rows.text.strip():
            made_up = air_empire.illustrative_tax_table()["rows"]
            rows.load_text("\n".join(f"{r['income_from']} {r['tax']}" for r in made_up) + "\n")

    def parse_number(self, text: str) -> int | None:
        """A 1g or a tax, minus for a refund (:func:`parse_signed`).

        Raises:
            FormError: not a whole number.
        """
        return parse_signed(text)

    def no_rows_yet(self) -> str:
        return f"{super().no_rows_yet()}; or choose Where from (Tab): illustrative fills in made-up rows"

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        # the rows as read, to check against the sheet before recording: on two lines at most, the middle rows
        # left out when they do not fit (a newcomer's try: the sheet's 16 rows, read back on six lines at 80x24,
        # pushed the "Where from" list out of the dialog; the rows box shows every row)
        read = [f"{money(start)}: {_line_2a(tax)}" for start, tax in _tax_rows(payload)]
        room = 2 * max(40, self.query_one("#form-live").size.width or self.app.size.width - 6) - len("1g from: tax — ")
        falls = self.falls(payload)
        return f"Will record: {summary}\n1g from: tax — {' · '.join(_elided(read, room))}" + (
            f"\nWARNING: {falls}" if falls else ""
        )

    def falls(self, payload: dict[str, Any]) -> str:
        """Where the tax typed falls as 1g rises, in words ("the tax falls from $34,000 to $3,000 at 1g
        $110,000: check the sheet"), or ``""`` (:func:`ledger.games.air_empire.tax_table_falls`). A newcomer's
        re-try: "110000 3000", typed for 39000, was recorded without a word and printed on every sheet."""
        rows = _tax_rows(payload)
        said = [
            f"from {money(before)} to {money(tax)} at 1g {money(start)}"
            for start, before, tax in air_empire.tax_table_falls(rows)
        ]
        return f"the tax falls {'; '.join(said)}: more income, less tax? Check the sheet" if said else ""

    NOTHING_CHANGED = "Nothing changed — nothing recorded: the Tax Table stays as entered."

    def unchanged(self, payload: Mapping[str, Any]) -> bool:
        """Whether ``payload`` is the Tax Table as the game holds it entered already: the same rows (a row typed
        twice once, :func:`_tax_rows`) and the same Where from."""
        view = self.view
        return view.tax_provenance == payload.get("provenance") and _tax_rows(payload) == list(view.tax_table)

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """Asks first when the tax falls as 1g rises (:meth:`falls`); else records at once."""
        falls = self.falls(payload)
        return f"{summary}.\nWARNING: {falls}.\n\nRecord this Tax Table?" if falls else None


def _tax_rows(payload: Mapping[str, Any]) -> list[tuple[int, int]]:
    """The Tax Table's rows typed, ``(1g from, tax)`` in whole dollars, a row typed twice once (as the ledger keeps
    it: :func:`ledger.games.air_empire.tax_table`)."""
    return list(dict.fromkeys((r["income_from"], r["tax"]) for r in payload["rows"]))


class TaxesForm(_PlayForm):
    """Phase 2 (Tournament Game): a player's tax on line 1g, paid to the Bank at once.

    Shows the tax due (:func:`ledger.games.air_empire.tax_due`): the 1g, the tax, the refunds carried
    and used, what is paid. While the Tax Table is the placeholder the banker types the tax
    read on the sheet (the ledger requires it). A player who cannot pay is bankrupt at once:
    the form says so and asks before recording.
    """

    KIND = "air_empire.taxes"
    HEADING = "Estimated Taxes (Phase 2)"
    #: the Player list has the focus from the table (its own key line says how it opens, and that Enter records); the
    #: tax typed from the sheet has it under the placeholder table, the list above it (:meth:`keys_hint`)
    ASKS = "Asks first (y/n) before a bankruptcy"

    DEFAULT_CSS = """
    TaxesForm #tax-lines { margin-top: 1; }
    TaxesForm #tax-warning { margin-top: 1; text-style: bold; color: $error; }
    """

    BINDINGS = [Binding("enter", "record", "Record", id="taxes_record")]

    def compose_fields(self) -> ComposeResult:
        view = self.view
        owing = [p for p in self.active_players() if p.tax_owed is not None]
        players = owing or self.active_players()
        self.placeholder = view.tax_provenance not in ("board", "illustrative")
        options: list[tuple[str, int]] = [(f"{p.name} (1g {money(p.income_to_date)})", p.seat) for p in players]
        first: Any = self.highlighted_seat(p.seat for p in players) or (players[0].seat if players else Select.NULL)
        #: the seats who still pay this quarter, in turn: "Everyone" records them in one action
        self.everyone = [p.seat for p in owing]
        if not self.placeholder and len(owing) > 1:
            # from the table entered, every tax at once (as maintenance): one key and Enter a quarter
            options.insert(0, (f"Everyone: {', '.join(p.name for p in owing)}", EVERYONE))
            first = EVERYONE
        yield _row(
            "Player",
            LiteralSelect(options, id="player", value=first, allow_blank=not players, compact=True),
        )
        if self.placeholder:
            yield PlainStatic(
                "The Tax Table is not entered (a placeholder stands): read the tax for this 1g in the "
                "Tax Table on the Condensed Re-cap Sheet and type it (T on the table screen enters the "
                "table once for all).",
                classes="info",
                markup=False,
            )
            yield _row(
                "Tax from the sheet",
                # the placeholder fits the 12-column field (it read "$, - for a" at any size): the rest follows it
                NumberInput(
                    placeholder="e.g. 400",
                    id="tax",
                    restrict=SIGNED,
                    compact=True,
                    classes="num",
                    what="Tax: whole dollars, digits only, - for a refund",
                ),
                after="$ on line 2a; - for a refund",
            )
        yield PlainStatic("", id="tax-lines", markup=False)
        yield PlainStatic("", id="tax-warning", markup=False)

    def first_field(self) -> Widget | None:
        """The tax typed from the sheet, or (the Tax Table entered) the Player list: the form opened with nothing
        focused, the key line saying "Enter: next field" while Enter recorded every tax (a newcomer's try)."""
        return self.query_one("#tax", Input) if self.placeholder else self.query_one("#player", Select)

    def keys_hint(self) -> str:
        """Every form's line; under the placeholder table, how to go back up to the Player list from the tax (the
        line said "Tab: choose another player" under "Tab: first field", a newcomer's try)."""
        hint = super().keys_hint()
        return f"{hint} · shift+Tab: another player" if getattr(self, "placeholder", False) else hint

    def typed(self) -> int | None:
        """The tax typed from the sheet (whole dollars, - for a refund), ``None`` when blank or with no field.

        Raises:
            FormError: not a whole number, naming the field."""
        if not self.placeholder:
            return None
        try:
            return parse_signed(self.text("tax"))
        except FormError as error:
            raise FormError(f"tax from the sheet: {error}", field="tax") from None

    def extra_info(self) -> None:
        self.tax_lines()

    def tax_lines(self, *, refused: bool = False) -> None:
        """The player's 1g, the tax and what is paid. ``refused``: the ledger refuses the tax typed (or it is
        still being typed): only the 1g and the cash are shown, the refusal on the live line says the rest (a
        newcomer's try: 450 showed "tax for this 1g: $450" and "pays the Bank $450" above the refusal)."""
        value = self.query_one("#player", Select).value
        lines = self.query_one("#tax-lines", Static)
        if not isinstance(value, int):
            lines.update("")
            return
        if value == EVERYONE:
            rows = []
            for seat in self.everyone:
                due = air_empire.tax_due(self.game.state, seat, None)
                cash = self.view.players[seat - 1].cash
                rows.append(
                    f"{self.player_name(seat)[:14]:<14} 1g {money(due.income):>9}  2a {_line_2a(due.line_2a):>9}  "
                    f"pays {money(due.payment):>8}  cash {money(cash)}"
                )
            lines.update("\n".join(rows))
            return
        try:
            typed = self.typed()
        except FormError:
            typed = None
        due = air_empire.tax_due(self.game.state, value, typed)
        cash = self.view.players[value - 1].cash
        name = self.player_name(value)
        if not due.confirmed:
            tax = "type it from the sheet"
        elif due.tax < 0:
            tax = f"{money(-due.tax)} refund due: the Bank pays none, it is carried"
        else:
            tax = money(due.tax)
        if refused and typed is not None:
            income = f"1g  {money(due.income):>10}  {name}'s gross income to date"
            lines.update(f"{income}\n    {money(cash):>10}  {name}'s cash")
            return
        rows = [f"1g  {money(due.income):>10}  {name}'s gross income to date", f"    {'':>10}  tax for this 1g: {tax}"]
        if due.credit_before:
            rows.append(
                f"    {money(due.credit_before):>10}  refunds carried from earlier quarters "
                f"({money(due.credit_used)} deducted now)"
            )
        if due.confirmed:
            rows.append(
                f"2a  {_line_2a(due.line_2a):>10}  pays the Bank {money(due.payment)}; "
                f"refunds carried after: {money(due.credit_after)}"
            )
        rows.append(f"    {money(cash):>10}  {name}'s cash")
        lines.update("\n".join(rows))

    def payload(self) -> dict[str, Any]:
        seat = self.selected("player", "the player who pays")
        if seat == EVERYONE:
            return {"players": list(self.everyone)}
        payload: dict[str, Any] = {"player": seat}
        if self.placeholder:
            tax = self.typed()
            if tax is None:
                raise FormError(f"type {self.player_name(seat)}'s tax from the Tax Table on the sheet")
            payload["tax"] = tax
        return payload

    def _bankrupts(self, payload: dict[str, Any]) -> bool:
        seats = payload.get("players") or [payload["player"]]
        return any(air_empire.taxes_bankrupt(self.game.state, seat, payload.get("tax")) for seat in seats)

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        warning = self.query_one("#tax-warning", Static)
        bankrupt = self._bankrupts(payload)
        warning.update(f"WARNING: {summary}; the Bank takes the cash and all planes." if bankrupt else "")
        warning.display = bankrupt
        return f"Will record: {summary}"

    def update_live(self) -> None:
        self.query_one("#tax-warning", Static).display = False
        super().update_live()
        if self.accepted is None and self.placeholder:
            self.tax_lines(refused=True)  # a tax typed and refused is not previewed as if taken

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        if not self._bankrupts(payload):
            return None
        return (
            f"{summary}.\nThe Bank takes the cash and all planes of whoever cannot pay "
            f'(Taxes: "Failure to pay Taxes results in immediate bankruptcy").\n\nRecord it?'
        )


#: the cells a name keeps in :func:`_columns` however narrow the room
NAME_CELLS = 13


def _columns(table: list[list[str]], room: int) -> list[str]:
    """``table``'s rows in columns: the first (a name) to the left, the others to the right but the last (to the
    left), each as wide as its widest cell, with as many spaces between (3, 2 or 1) as ``room`` leaves. A
    newcomer's try at 120×36: "$11,000 $270,900", one space between columns of fixed width, with room to spare.
    A name is cut (with "…") only where the other columns leave it less room, to :data:`NAME_CELLS` at the least
    (it was cut to 13 letters whatever the room: "Alexandra-Mar  $3,000" at 120x36, a newcomer's try)."""
    count = max(len(row) for row in table)
    widths = [max((cell_len(row[i]) for row in table if i < len(row)), default=0) for i in range(count)]
    if sum(widths) + count - 1 > room:
        widths[0] = max(min(widths[0], NAME_CELLS), room - sum(widths[1:]) - (count - 1))
        table = [[clip(row[0], widths[0]), *row[1:]] for row in table]
    gap = next((g for g in (3, 2) if sum(widths) + g * (count - 1) <= room), 1)

    def cell(i: int, text: str) -> str:
        pad = " " * (widths[i] - cell_len(text))  # a name's wide letters take two columns each
        return text + pad if i in (0, count - 1) else pad + text

    return [(" " * gap).join(cell(i, text) for i, text in enumerate(row)).rstrip() for row in table]


#: the Player list's choice that records every tax still due at once (no seat is 0)
EVERYONE = 0


def _line_2a(amount: int) -> str:
    """Line 2a as on the sheet: a refund due in parentheses."""
    return f"({money(-amount)})" if amount < 0 else money(amount)


class ResidualValueForm(_PlayForm):
    """Phase 4 from Y7 Q1 (Tournament Game, Residual Value): a player's planes six years old.

    Each retiring plane is replaced ($1,500 a Prop Jet, $4,000 a Super Jet) or turned in
    ($1,000 / $3,000 from the Bank, 5b ($200) / ($500)); routes are given up only when the
    Replacements keeping them cannot be paid. The cost is shown before anything is recorded,
    and the form asks before recording.
    """

    KIND = "air_empire.residual_value"
    HEADING = "Residual Value (Phase 4, planes six years old)"
    ASKS = "Asks first (y/n), showing the cash it moves"

    DEFAULT_CSS = """
    ResidualValueForm #rv-info { height: auto; }
    """

    def compose_fields(self) -> ComposeResult:
        owing = [p for p in self.active_players() if p.residual is not None]
        players = owing or self.active_players()
        seat = self.highlighted_seat(p.seat for p in players)
        players.sort(key=lambda p: p.seat != seat)  # the highlighted player first: the form starts on him
        yield _row(
            "Player",
            LiteralSelect(
                [(f"{p.name} (cash {money(p.cash)})", p.seat) for p in sorted(players, key=lambda p: p.seat)],
                id="player",
                value=players[0].seat if players else Select.NULL,
                allow_blank=not players,
                compact=True,
            ),
        )
        yield PlainStatic("", id="rv-info", markup=False)
        first = players[0].residual if players else None
        yield _row(
            "Replace Prop Jets",
            _num("replace_prop", str(first.prop_jets) if first else "", blank=0),
            after=f"at {money(air_empire.PROP_JET_REPLACEMENT)}; the rest turned in at "
            f"{money(air_empire.PROP_JET_RESIDUAL)}",
            after_id="rv-prop",
        )
        yield _row(
            "Replace Super Jets",
            _num("replace_super", str(first.super_jets) if first else "", blank=0),
            after=f"at {money(air_empire.SUPER_JET_REPLACEMENT)}; the rest turned in at "
            f"{money(air_empire.SUPER_JET_RESIDUAL)}",
            after_id="rv-super",
        )
        yield _row(
            "Routes given up",
            Input(placeholder="blank: none (only if Replacements can't be paid)", id="terminate", compact=True),
        )

    def fill(self, payload: Any) -> None:
        self.fill_field("player", payload.get("player"))
        self.fill_field("replace_prop", payload.get("replace_prop_jets", 0))
        self.fill_field("replace_super", payload.get("replace_super_jets", 0))
        self.fill_field("terminate", ", ".join(payload.get("terminate", [])))

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "player" and isinstance(event.value, int):
            due = self.view.players[event.value - 1].residual
            self.query_one("#replace_prop", Input).value = str(due.prop_jets) if due else ""
            self.query_one("#replace_super", Input).value = str(due.super_jets) if due else ""

    def first_field(self) -> Widget | None:
        return self.query_one("#replace_prop", Input)

    def extra_info(self) -> None:
        info = self.query_one("#rv-info", Static)
        value = self.query_one("#player", Select).value
        if not isinstance(value, int):
            info.update("")
            return
        p = self.view.players[value - 1]
        due = p.residual
        if due is None:
            info.update(f"{p.name} has no planes leaving service this quarter.")
            return
        text = (
            f"Leaving service: {air_empire.planes_words(due.prop_jets, due.super_jets)} bought in "
            f"{air_empire.quarter_label(due.bought_quarter)}. Idle now: {due.idle_prop} Prop, {due.idle_super} "
            f"Super. Replace all {money(due.replace_all)}; turn in all +{money(due.turn_in_all)}; keeping every "
            f"route costs at least {money(due.keep_routes)}."
        )
        if not due.can_keep_routes:
            text += (
                f" {p.name} cannot pay that: name the route(s) given up (their Flight Profit is deducted on 1e "
                f"next quarter). Routes: {', '.join(p.routes) or 'none'}."
            )
        info.update(text)

    def payload(self) -> dict[str, Any]:
        seat = self.selected("player", "the player")
        payload: dict[str, Any] = {
            "player": seat,
            "replace_prop_jets": self.whole("replace_prop", "", required=False) or 0,
            "replace_super_jets": self.whole("replace_super", "", required=False) or 0,
        }
        terminate = [c.strip() for c in self.text("terminate").split(",") if c.strip()]
        if terminate:
            payload["terminate"] = [re.sub(r"\s*\([ABC]\)$", "", c) for c in terminate]
        return payload

    #: the payload's counts by the ids of their fields
    COUNT_FIELDS: ClassVar[dict[str, str]] = {
        "replace_prop_jets": "replace_prop",
        "replace_super_jets": "replace_super",
    }

    def field_widget(self, field_name: str) -> Widget | None:
        """``replace_prop_jets`` is the Prop Jets replaced (``#replace_prop``), ``replace_super_jets`` the Super Jets;
        any other as every form's. Enter on a count refused (more than are due) stays there: it went on to the next
        field, as on the purchase form."""
        return super().field_widget(self.COUNT_FIELDS.get(field_name, field_name))

    def effect_text(self, payload: dict[str, Any]) -> str:
        """The Replacements paid (4c), the residual value received and the change on line 5b, from the ledger
        (:func:`ledger.games.air_empire.residual_effect`),
        e.g. ``"4c $1,500 · received $7,000 · 5b ($1,200): turned in"`` (a deduction in parentheses, as the sheet
        writes it)."""
        effect = air_empire.residual_effect(self.game.state, payload["player"], payload)
        if effect is None:
            return ""
        parts = [f"4c {money(effect.replacement_cost)} (Replacements)"]
        if effect.residual_received:
            parts.append(f"residual value received {money(effect.residual_received)} (no sheet line)")
        line_5b = format_recap_amount(effect.line_5b)
        parts.append(f"5b {line_5b}: turned in" if effect.line_5b else "5b unchanged (nothing turned in)")
        return " · ".join(parts)

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        net = cash_received(entries, payload["player"])
        what = f"pays the Bank {money(-net)}" if net < 0 else f"receives {money(net)} from the Bank"
        effect = self.effect_text(payload)
        return f"Will record: {summary} — {self.player_name(payload['player'])} {what}" + (
            f"\n{effect}" if effect else ""
        )

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        assert self.accepted is not None
        net = cash_received(self.accepted[1], payload["player"])
        name = self.player_name(payload["player"])
        money_line = (
            f"{name} pays the Bank {money(-net)}."
            if net < 0
            else f"The Bank pays {name} {money(net)}."
            if net
            else "No money changes hands."
        )
        effect = self.effect_text(payload)
        return f"{summary}.\n{money_line}" + (f"\n{effect}" if effect else "") + "\n\nRecord the Residual Value step?"
