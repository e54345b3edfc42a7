"""Pieces shared by the play screens: money text, ledger previews, a yes/no modal, the form base.

Nothing here knows a rule of a game. A form turns what was typed into an action payload and
asks :meth:`ledger.game.Game.preview` what recording it would do; a refusal is the
:class:`~ledger.journal.RuleViolation` of the rules engine, shown with its field and rule.
"""

from __future__ import annotations

import copy
import dataclasses
import re
import unicodedata
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, ClassVar, Literal, TypeVar, cast, overload

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual import events, on
from textual.app import App, ComposeResult
from textual.binding import ActiveBinding, Binding
from textual.containers import Vertical, VerticalScroll
from textual.css.query import NoMatches, QueryType
from textual.dom import DOMNode
from textual.geometry import Region
from textual.message import Message
from textual.message_pump import MessagePump
from textual.notifications import Notification
from textual.reactive import reactive
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import AwaitMount, Widget
from textual.widgets import DataTable, Input, OptionList, Select, Static, TextArea
from textual.widgets._select import NoSelection, SelectOverlay
from textual.widgets.option_list import Option

from ledger.journal import Entry, RuleViolation
from ledger.json_input import MAX_DIGITS
from ledger.money import format_money
from ledger.prose import listed
from ledger.text import shown
from ledger.words import field_parts
from tui.base.backdrop import BackdropModalScreen
from tui.base.footer import Footer
from tui.base.keys import SaysKeys
from tui.base.toasts import withdraw
from tui.base.words import field_text, in_words, refusal_text

if TYPE_CHECKING:  # ledger.game imports pydantic: the first frame does without
    from ledger.game import Game
    from tui.app import AirbankerApp

__all__ = [
    "key_clock",
    "NO_POINT",
    "SearchOverlay",
    "search_keys",
    "search_undecided",
    "undecided_text",
    "undecided_live",
    "key_named",
    "money",
    "cancel_or_ask",
    "CutLabel",
    "plain",
    "parse_whole",
    "FormError",
    "preview",
    "outright_refusal",
    "refusal_line",
    "cash_received",
    "ConfirmScreen",
    "FORM_KEYS",
    "LIST_KEYS",
    "NOT_RECORDED",
    "FormScreen",
    "step_field",
    "FormBody",
    "DIGITS",
    "bound_key",
    "hidden_keys",
    "form_row",
    "FieldRow",
    "RowTable",
    "show_note",
    "MaskedInput",
    "masked_line",
    "HangingLines",
    "hanging",
    "NumberInput",
    "NOT_USED_LINES",
    "say_not_used",
    "number_input",
    "StepForm",
    "airbanker",
]

#: the greatest height of a form's box, in lines (borders included), below the app's tall breakpoint. A 24-line
#: terminal has 23 above the footer; a box of 22 centred in them began on the top line, where notices show
#: ("Undone #6" covered its top border), one of 21 begins on the second. A tall terminal gives the box more
#: (app.tcss, ``FormScreen.-tall > #form``): _fit_body reads the box's own max-height.
FORM_MAX_HEIGHT = 21

#: seconds after a question (or a form) is made by which it is surely drawn: a key typed later answers it (or
#: records the form), however late its drawing is noted (:meth:`ConfirmScreen.key_typed_ahead`,
#: :meth:`FormScreen.key_typed_ahead`)
SHOWN_WITHIN = 0.5


def key_clock() -> float:
    """The time now on the clock the keys' times are read on (:attr:`textual.events.Key.time`, a message's time):
    what a screen notes when it is first drawn, to tell a key typed before it from one typed after."""
    return events.Key("", None).time


def _max_height(scalar: Any) -> int:
    """A form box's max-height ``scalar`` (a Textual Scalar or ``None``) in lines: :data:`FORM_MAX_HEIGHT` unless it
    is set in cells."""
    return int(scalar.value) if scalar is not None and scalar.is_cells else FORM_MAX_HEIGHT


#: the lines a form's box leaves free in a tall terminal, above the footer and the screen's top two lines, for a
#: notice (a warning wraps to two lines): the notices go on the lowest line free of the box (AirbankerApp.
#: place_notices), and with none free a notice lay over the box's last lines, its key line. A newcomer's try at
#: 120x36: a two-line notice covered the Advertising form's last lines for its seconds. At 80x24 the box keeps its 21
#: lines: centred, a line is left under it.
NOTICE_ROOM = 2

#: drawn before the label of the row whose field has the focus, or between a long label and its field
#: (:meth:`FieldRow.marked_label`): seen without colour
FOCUS_MARK = "▸"

#: ``Input(restrict=DIGITS)``: whole units only, typed as digits (a comma is allowed and ignored).
#: a number field's characters: digits and commas, and the decimal point, typed to be refused in words (it was
#: dropped as typed: a newcomer's "2.5" recorded a loan of $25M); a dollar sign and a space, as a banker may write
#: an amount ("$5,000", "5 000"), read as nothing by :func:`parse_whole`: refused, they and the keys typed
#: straight after them were not used (a review: "$5000" and Enter typed at once left the field empty)
DIGITS = r"[0-9,.$ ]*"


def airbanker(node: MessagePump) -> AirbankerApp:
    """The app ``node`` runs in, as airbanker's app (its book, open game, ``record``).

    Textual types ``node.app`` as a plain ``App[object]``; every screen here runs in an
    :class:`tui.app.AirbankerApp`, which this cast tells mypy (no check at run time).
    """
    return cast("AirbankerApp", node.app)


def money(amount: int | None) -> str:
    """Whole dollars through babel (``"$12,400"``); an empty string for ``None``."""
    return "" if amount is None else format_money(amount)


def plain(text: str) -> Text:
    """A DataTable cell shown as typed: a player called "[b]Ann" keeps the brackets (no markup).

    A control or format character (a book written before :mod:`ledger.text` checked names may hold
    one) is shown as its escape (``\\x1b``), as on the command line: it never reaches the terminal.
    """
    return Text(shown(text))


def shown_lines(text: str) -> str:
    """``text`` with its line breaks kept and every other control or format character escaped
    (:func:`ledger.text.shown`, line by line)."""
    return "\n".join(shown(line) for line in text.split("\n"))


def fit_columns(needed: list[int], flexible: tuple[int, ...], room: int, minimum: int = 5) -> list[int]:
    """Column widths (cells) for a table ``room`` cells wide, padding not counted: every column as wide as
    it ``needed`` (its widest cell), except that the ``flexible`` ones share what the others leave, each
    at least ``minimum`` and never wider than it needs. A flexible column's text past its width is cut
    with "…"; the screen shows the highlighted row whole elsewhere.
    """
    widths = list(needed)
    left = room - sum(w for i, w in enumerate(needed) if i not in flexible)
    todo = sorted(flexible, key=lambda i: needed[i])  # the narrowest first: what it leaves goes to the rest
    for n, index in enumerate(todo):
        share = left // (len(todo) - n)
        widths[index] = max(minimum, min(needed[index], share))
        left -= widths[index]
    return widths


def clip(text: str, width: int) -> str:
    """``text`` cut to ``width`` cells, with an ellipsis when cut (a flexible column of :func:`fit_columns`)."""
    if cell_len(text) <= width:
        return text
    while cell_len(text) > width - 1:
        text = text[:-1]
    return text + "…"


def clip_words(text: str, width: int) -> str:
    """``text`` cut to ``width`` cells between words, with an ellipsis when cut: never inside a figure
    ("$12,7…" read as an amount, a newcomer's try). A word longer than half the width is cut where it falls."""
    if cell_len(text) <= width:
        return text
    cut = clip(text, width)[:-1]
    space = cut.rfind(" ")
    if space >= width // 2 and not text[len(cut)].isspace():
        cut = cut[:space]
    return cut.rstrip(" ,·:;—-") + "…"


class PlainStatic(Static):
    """A Static of plain text (never markup) whose control and format characters show as escapes:
    a line of a screen that names players, written to the terminal as it is."""

    def __init__(self, content: str = "", **kwargs: Any) -> None:
        kwargs["markup"] = False
        super().__init__(shown_lines(content), **kwargs)

    def update(self, content: Any = "", *, layout: bool = True) -> None:
        """Show ``content`` (text: as typed, control characters escaped)."""
        super().update(shown_lines(content) if isinstance(content, str) else content, layout=layout)
        if layout:
            # Textual keys a widget's cached height on a count of its layout changes, counted only when no layout of
            # it is pending already: a covered screen laid out in between (at a resize, before its own Resize redraws
            # its lines) kept the height of the text before. A newcomer's try: 1930's Buy form open at 80x24, the
            # terminal made 60x20 and back, the table under it kept the small terminal's heights (a blank line under
            # its Next line, the grid two rows shorter with a scrollbar at the form's edge) until the form closed
            self._box_model_cache.clear()


def hanging(lines: Iterable[str], width: int) -> str:
    """``lines`` joined, each indented line wider than ``width`` cells wrapped under its own text (two cells
    further in). A revealed player's Phase 1 line wider than the box went on at the box's edge, under the
    players' names, its total read as a line of its own (a newcomer's try at 80×24, issue 13). ``width`` 0 (not
    laid out yet): as they are."""
    out: list[str] = []
    for line in lines:
        text = line.lstrip(" ")
        indent = len(line) - len(text)
        if width <= indent + 2 or not indent or not text or cell_len(line) <= width:
            out.append(line)
            continue
        # by cells, not characters (textwrap counts characters: a name in a wide script ran past the box); a word
        # wider than the room stays whole, as it is
        wrapped = " " * indent
        for n, word in enumerate(text.split()):
            if n and cell_len(f"{wrapped} {word}") > width:
                out.append(wrapped)
                wrapped = " " * (indent + 2) + word
            else:
                wrapped += f" {word}" if n else word
        out.append(wrapped)
    return "\n".join(out)


class HangingLines(PlainStatic):
    """Lines of plain text whose indented lines, wider than the widget, wrap under their own text
    (:func:`hanging`), again at each resize: a wrapped line went on at the widget's left edge, its amount read as
    a line of its own ("$9M" alone under a player's landings, Air Fare's Revenue Phase at 80×24).

    Args:
        lines: the lines, an indent of spaces marking the ones under a heading line.
    """

    def __init__(self, lines: Sequence[str], **kwargs: Any) -> None:
        super().__init__("\n".join(lines), **kwargs)
        self.lines = list(lines)

    def on_resize(self, event: events.Resize) -> None:
        self.update(hanging(self.lines, event.size.width))


_V = TypeVar("_V", bound=Hashable)
_W = TypeVar("_W", bound=Widget)


def _literal_options(options: Iterable[tuple[Any, _V]]) -> list[tuple[Any, _V]]:
    """Select options with every text label made a :class:`rich.text.Text` (shown as typed)."""
    return [(plain(label) if isinstance(label, str) else label, value) for label, value in options]


#: the Latin letters with a stroke (and Turkish dotless ı, Icelandic ð), which Unicode does not decompose into a
#: letter and an accent (NFKD leaves "ø" whole), each to the letter a banker without it on the keyboard types:
#: "oyvind" finds Øyvind (a newcomer's try), "isik" Işık. One letter for one
_STROKED = str.maketrans("øđłħŧƀƚıð", "odlhtblid")

#: the punctuation a name holds within it, which a search passes over in the name and in what is typed alike: hyphens,
#: dots, apostrophes ("md80" finds "MD-80", "dc9" "DC-9", "st louis" and "st. louis" "St. Louis", "obrien" "O'Brien").
#: A newcomer's try of Air Fare's Draw: "md80" found nothing, its "8" not used. Spaces are kept: they part words
#: (a digit is found where a word begins: :func:`search_at`), as are dashes set between words ("Total — received")
JOINERS = "-\u2010\u2011.'\u2018\u2019\u02bc"
_UNJOINED = str.maketrans("", "", JOINERS)


def folded(text: str) -> str:
    """``text`` as a list's search compares it: casefolded, accents dropped ("Çelik" is found by "c", "Zoë" by
    "zoe": a review found "c" lost on a list holding Çelik), a stroke too ("Øyvind" by "oyvind"), and the hyphens,
    dots and apostrophes within names (:data:`JOINERS`: "MD-80" by "md80"). Shorter than ``text`` where it held
    those: what maps folded letters back to a name's own counts them (:func:`undecided_live`)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold()).translate(_STROKED).translate(_UNJOINED)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def search_name(prompt: str) -> str:
    """What a list's search looks in: an option's name, :func:`folded`, without what the list says after it
    ("Red $5 · pool 3 · can buy" -> "red $5"; "Snowbirds · event · 1 left" -> "snowbirds"). A newcomer's try of
    1930's Buy list: "b" went to Red by the "b" of "can buy", "o" to Pink by the "o" of "pool"."""
    return folded(prompt.split(" · ")[0])


class CutLabel(str):
    """An option's label with a name cut to fit ("1 Maximiliana Fetherst… ($51) · next"), carrying the label with
    the name whole (:attr:`whole`), which a list's search looks in (:meth:`LiteralSelect.search_names`). A
    newcomer's try: "worth" typed for "Maximiliana Fetherstonhaugh-Worthington", cut in the list, found nothing.

    Args:
        shown: the label as the list shows it.
        whole: the same label with nothing cut.
    """

    whole: str

    def __new__(cls, shown: str, whole: str) -> CutLabel:
        label = super().__new__(cls, shown)
        label.whole = whole
        return label


def search_at(label: str, query: str, *, word_start: bool = False) -> int:
    """Where a list's search finds ``query`` in an option's ``label`` (both :func:`folded`, the label its
    :func:`search_name`), or -1: anywhere for letters ("port" of "Minor Airport"); where a word begins for a search
    beginning with a digit, as a digit typed on a closed list is taken (:meth:`LiteralSelect.offers`: "747" of "Boeing
    747", "1" of "1 Carla"), and for one letter in a list that asks so (``word_start``,
    :attr:`LiteralSelect.LETTER_AT_WORD_START`). A newcomer's try: "5000" typed in the Loan form's open Player list
    found "$5,000" in "Ann (may borrow $5,000)" by its "5", then nothing, and went unsaid: a digit no option begins a
    word with is said on the key line ('no choice matches "5"')."""
    at = label.find(query)
    if not query[:1].isdigit() and not (word_start and len(query) == 1):
        return at
    while at > 0 and not label[at - 1].isspace():
        at = label.find(query, at + 1)
    return at


def search_subtitle(query: str, width: int) -> str:
    """What an open list's bottom border says of the search typed, ``query``, in a list ``width`` cells wide (0: not
    laid out yet): ``' search "bos" · Backspace: back '``, shorter where the list is narrow (``' "bos" '``, the
    search's end kept: ``' "…ston" '``); ``""`` while nothing is searched. The search is kept while it is shown: until
    the list closes, Backspace takes it back whole, or an Enter that chose nothing forgets it (a pause forgot it after
    two seconds, and a newcomer's "g", a pause of 3 s, then "r" searched "r": Red, not Green)."""
    if not query:
        return ""
    quoted = f'"{shown(query)}"'
    # Textual draws a border's label within the edge less its corners and a cell of the line and a space either side
    # (more is cut with "…"): at 20 cells wide, ' search "minor" ' showed 'search "mino…' (a newcomer's try)
    room = width - 6
    for text in (f" search {quoted} · Backspace: back ", f" search {quoted} ", f" {quoted} "):
        if not width or cell_len(text) <= room:
            return text
    tail = shown(query)
    while tail and cell_len(f' "…{tail}" ') > room:
        tail = tail[1:]
    return f' "…{tail}" '


class SearchOverlay(SelectOverlay):
    """Textual's list of a Select, keeping the letter that opened it: the list clears its search when it
    takes the focus, which it does just after the first letter typed on the closed list has searched
    (issue 13: "mi" searched "i", the first letter lost). The search typed shows on its bottom border while it is
    kept (:func:`search_subtitle`): no pause forgets it, only closing the list, Backspace, or an Enter that chose
    nothing."""

    #: a search begun by the letter that opened the list, kept through the focus that follows
    keep_query = False
    #: the search typed that no option holds, while the list says so (:class:`Unmatched`); ``""``: none
    unmatched = ""

    class Unmatched(Message):
        """The search typed in ``overlay`` matches no option (``query``), or, with ``query`` ``""``, an option is
        highlighted again: the form says why nothing is highlighted on its key line
        (:meth:`LiteralSelect.unmatched_text`). A newcomer's try: "crash" typed once the only Plane Crash was gone
        opened the list with nothing highlighted and no word, and Enter did nothing."""

        def __init__(self, overlay: SearchOverlay, query: str) -> None:
            super().__init__()
            self.overlay = overlay
            self.query = query

    class Searching(Message):
        """A search was typed in ``overlay`` (or taken back whole: :attr:`LiteralSelect._search_opened` says which):
        on the form's last list, Enter now records what it finds, and the key line says so
        (:meth:`FormScreen.on_search_overlay_searching`)."""

        def __init__(self, overlay: SearchOverlay) -> None:
            super().__init__()
            self.overlay = overlay

    class SeveralMatch(Message):
        """The search typed in ``overlay`` matches more than one option, or (``query`` ``""``) no longer: the form's
        key line names them (:attr:`SearchOverlay.several`). A newcomer's try: "snow" on Air Fare's draw went to
        Snowbirds, and New York snowed in, the card drawn, went unsaid."""

        def __init__(self, overlay: SearchOverlay, query: str) -> None:
            super().__init__()
            self.overlay = overlay
            self.query = query

    class Undecided(Message):
        """Enter (Tab, ctrl+s) on a search typed that begins the names of two options or more ("re": Relocate,
        Research) chose none of them (``names``, :meth:`SearchOverlay.ambiguous`), or, once that was said and the
        banker moved on in the list, with ``names`` empty: the screen says what is highlighted now
        (:meth:`FormScreen.say_undecided`). A newcomer's try of 1930's Action list: "re", Enter, meaning Research, and
        Relocate was taken."""

        def __init__(self, overlay: SearchOverlay, query: str, names: Sequence[str]) -> None:
            super().__init__()
            self.overlay = overlay
            self.query = query
            self.names = list(names)

    class NotAdded(Message):
        """A key other than a letter (a digit meant for the next field) typed in ``overlay`` would have made the
        search match no option while it matched one (``key``: the character): the key was not added, the search and
        its highlight stay, and the keys typed straight after it are not used (:meth:`SearchOverlay._not_added`). The
        form's live line says so (:meth:`FormScreen.on_search_overlay_not_added`)."""

        def __init__(self, overlay: SearchOverlay, key: str) -> None:
            super().__init__()
            self.overlay = overlay
            self.key = key

    class LeadingSpace(Message):
        """Space typed in ``overlay`` open with no search typed: not a search (Textual searched " ", and the first
        name holding a space was highlighted); the form says how the open list is worked
        (:meth:`FormScreen.on_search_overlay_leading_space`). A newcomer's try on Air Fare's fly form: Space in the
        open list said "Bo holds no landing rights at Washington DC"."""

        def __init__(self, overlay: SearchOverlay) -> None:
            super().__init__()
            self.overlay = overlay

    #: the keys that move the highlight without a search
    MOVES: ClassVar[frozenset[str]] = frozenset({"up", "down", "home", "end", "pageup", "pagedown"})
    #: an arrow (or Home, End, a page key) moved the highlight since the last letter typed: the option it highlights is
    #: the banker's, whatever the search began (:meth:`ambiguous`)
    _moved = False
    #: the screen was told that Enter chose nothing (:class:`Undecided`): until the list closes, it is told again of
    #: each move (:meth:`_follow`)
    said_undecided = False
    #: the search began several names (:meth:`ambiguous`) when the key line was last told of it (:meth:`_tell_several`)
    _was_undecided = False

    #: the search typed and the names of the options it matches (as typed, the one the search went to first), while
    #: more than one option holds it and the form's key line says so; ``("", ())``: none
    several: tuple[str, tuple[str, ...]] = ("", ())
    #: the option highlighted when the search typed began: Backspace taking the search back whole goes back to it
    _before_search: int | None = None

    #: the search typed (Textual's ``_search_query``, shown on the border: :attr:`_search_query`)
    _searched = ""
    #: what the bottom border says of the search typed now (:func:`search_subtitle`)
    search_said = ""

    @property
    def _search_query(self) -> str:
        """The search typed, kept until the list closes (or Backspace takes it back, or an Enter that chose nothing
        forgets it); set, it shows on the list's border."""
        return self._searched

    @_search_query.setter
    def _search_query(self, query: str) -> None:
        self._searched = query
        self._show_search()

    def _show_search(self) -> None:
        """The search typed on the bottom border (:func:`search_subtitle`), as typed (no markup)."""
        said = search_subtitle(self._searched, self.outer_size.width if self.is_attached else 0)
        if said != self.search_said:
            self.search_said = said
            self.border_subtitle = Text(said) if said else None

    def on_resize(self, _event: events.Resize) -> None:
        self._show_search()

    def _tell_unmatched(self, query: str) -> None:
        if query != self.unmatched:
            self.unmatched = query
            self._say(self.Unmatched, query)

    def __init__(self, type_to_search: bool = True) -> None:
        super().__init__(type_to_search=type_to_search)
        # Textual's timer forgot the search 0.7 s after the last key, and a pause of 2 s after ours: a letter a
        # banker paused over was lost (newcomers' tries: "D", a pause of 0.6 s, "e" went to "Everyone"; "g", 3 s,
        # "r" went to Red), though the border still showed the search a moment before. It is left never to fire:
        # the search is kept while the list is open and shows it (:func:`search_subtitle`)
        self._search_reset_delay = 24 * 3600.0

    def action_select(self) -> None:
        """Enter: Textual's choice of the option highlighted; with none (a search that matches nothing, said on the
        key line), the search is forgotten, so that the next letters begin a new one (a newcomer's try: "Boston",
        which the list left out, Enter, then "Atlanta" and the next key searched "BostonAtlantar"). On a search that
        begins several options' names (:meth:`ambiguous`), none is chosen and the screen says which they are. The
        keys typed straight after an Enter that chose nothing are not used, and the notice says so
        (:meth:`tui.app.AirbankerApp.refused_key`): a newcomer's try of Air Fare's draw, "crash Enter boston Enter
        concorde Enter" typed at once, the crash showing a row for the plane lost whose list took "boston" and
        "concorde", matched neither, and nothing said the keys were not used."""
        if self.highlighted is None and self._search_query:
            query = self._search_query
            self._forget_search()
            select = self.parent
            # the list's own reason where it has one ("no CEO, no choice: type the Gates below"; a review)
            why = select.unmatched_text(query) if isinstance(select, LiteralSelect) else f'no choice matches "{query}"'
            said = f"nothing chosen ({shown(why)})"
            # said at once, with no key after it too (a newcomer's try: "b Green Enter" on 1930's Buy left the
            # notice before it on screen, and nothing said the Enter chose nothing); the keys typed straight after
            # it, if any, are counted in the notice that follows
            self.app.notify(f"Enter: {said}", title="Not used", severity="warning", timeout=6, markup=False)
            notice_goes_with = getattr(self.app, "notice_goes_with", None)
            if callable(notice_goes_with):
                notice_goes_with(self.screen)  # about the form: gone with it, not left on the table
            refused_key = getattr(self.app, "refused_key", None)
            if callable(refused_key):
                refused_key(said)
            if isinstance(select, LiteralSelect) and select.closes_unchosen and select.value is not Select.NULL:
                select.expanded = False
                select.focus()
            return
        if self.tell_undecided():
            return
        super().action_select()

    def choice_name(self, index: int) -> str:
        """The name of the option at ``index`` as a search that begins it is said ("Research"): its label without
        what the list says after it (:meth:`_option_name`). A list whose labels say more another way names its own."""
        return self._option_name(index)

    def highlighted_name(self) -> str | None:
        """The name of the option highlighted (:meth:`choice_name`), or ``None`` when none is."""
        return None if self.highlighted is None else self.choice_name(self.highlighted)

    def ambiguous(self) -> tuple[str, list[str]] | None:
        """The search typed and the names of the options it begins ("re": Relocate, Research), when it begins two or
        more, is none of them whole, and no arrow has moved since the last letter; else ``None``. A name's seat
        number ("2 Bea") is passed over: "b" begins Bea and Bob. Enter, Tab and ctrl+s then choose none of them."""
        query = folded(self._search_query)
        if not query or self._moved or self.highlighted is None:
            return None
        begun: list[str] = []
        for index in range(self.option_count):
            if self.get_option_at_index(index).disabled:
                continue
            name = self.choice_name(index)
            looked = folded(name)
            bare = re.sub(r"^#?\d+\s+", "", looked)  # "2 bea", "#1 boeing 737": the name after the number
            if query in (looked, bare):
                return None  # a name typed whole is that one
            if query[-1:].isdigit() and looked.split(" ")[0] == query:
                return None  # so is a number typed whole: "#1" is "#1 Boeing 737", not "#10 Miami"
            if looked.startswith(query):
                begun.append(name)
            elif bare.startswith(query):
                begun.append(re.sub(r"^#?\d+\s+", "", name))  # said as the name the search begins: "Bea", not "2 Bea"
        # names alike (two Minor Airport cards) are not told apart by typing more: the first is taken, as ever
        unlike = list({folded(name): name for name in reversed(begun)}.values())[::-1]
        return (self._search_query, unlike) if len(unlike) > 1 else None

    def tell_undecided(self) -> bool:
        """Whether the search typed begins several options' names (:meth:`ambiguous`): then the screen is told
        (:class:`Undecided`) and the terminal's bell rings. Enter, Tab and ctrl+s ask it before they choose."""
        said = self.ambiguous()
        if said is None:
            return False
        self.said_undecided = True
        self.app.bell()
        self.post_message(self.Undecided(self, *said))
        # the keys typed straight after a key that chose nothing are not used (a newcomer's try of 1930's First Stock
        # Round: "p", Enter, "3", Enter, "6" in one burst; the "3" went into the search, and "b" Enter after it
        # quietly chose Brown)
        refused_key = getattr(self.app, "refused_key", None)
        if callable(refused_key):
            refused_key()
        return True

    def _follow(self) -> None:
        """Once the screen was told that Enter chose nothing (:attr:`said_undecided`), tell it again after each key or
        move: which options the search begins still, or (no names) that the one highlighted is the banker's."""
        if not self.said_undecided or not self.is_attached or not self.has_focus:
            return
        query, names = self.ambiguous() or (self._search_query, [])
        self.post_message(self.Undecided(self, query, names))

    def _forget_search(self) -> None:
        if self._search_query:
            self._search_query = ""
            self._check_search()

    def searching(self, searched: bool) -> None:
        """Tell the list (a :class:`LiteralSelect`) whether a search typed in it found the option highlighted
        (``searched``), and its form when that changes (:class:`Searching`): a name typed on the last list, then
        Enter, records, however the list was opened (newcomers' tries: a list opened by Enter in a form filled in
        by an undo, then "Ever" and Enter, only chose Everyone, and a second Enter was needed)."""
        select = self.parent
        if not isinstance(select, LiteralSelect) or select._search_opened == searched:
            return
        select._search_opened = searched
        self.call_later(lambda: self.post_message(self.Searching(self)))

    def _say(self, message: type[Unmatched] | type[SeveralMatch], query: str) -> None:
        """Post ``message`` made in the list's own turn: made while the Select handles a key (a letter typed on the
        closed list) or in a timer started then, Textual took the Select for its sender and stopped it there, its
        parent, short of the form (the line then kept "no airline matches" after the search was forgotten)."""
        self.call_later(lambda: self.post_message(message(self, query)))

    def _tell_several(self) -> None:
        """Say (:class:`SeveralMatch`) which options the search typed matches, while more than one does and one is
        highlighted. One letter, or one typed again (it goes from option to option beginning with it), names the
        options beginning with it, as the letter itself ('"D" matches 2: Dan, Dee'): a newcomer's try of the New game
        form's First Senior President, "D" on Dan, did not say Dee was there too (two letters named them)."""
        query = self._search_query
        folded_query = folded(query)
        matches: list[tuple[int, int, str]] = []
        if folded_query and self.highlighted is not None:
            starting = self._starting_with(folded_query[0]) if len(set(folded_query)) == 1 else []
            if starting:
                query = query[:1]
                matches = [(0, index, self._option_name(index)) for index in starting]
            else:
                for index, label in self._labels():
                    at = search_at(label, folded_query, word_start=self._word_start())
                    if at >= 0:
                        matches.append((at, index, self._option_name(index)))
        said = (query, tuple(shown for _at, _index, shown in sorted(matches))) if len(matches) > 1 else ("", ())
        undecided = self.ambiguous() is not None
        if said != self.several or undecided != self._was_undecided:
            # said again when Enter's taking none begins or ends ("a" then "a" again: on to Air Fare, taken by Enter)
            self.several = said
            self._was_undecided = undecided
            self._say(self.SeveralMatch, said[0])
            if isinstance(self.parent, LiteralSelect):
                self.parent.refresh()  # its line shows no option as chosen while the search begins several

    def _option_name(self, index: int) -> str:
        """The name of the option at ``index``, without what a list says after it ("Snowbirds · event · 1 left"),
        whole where the list cut it (:class:`CutLabel`)."""
        wholes = self._wholes()
        if wholes is not None:
            return wholes[index].split(" · ")[0]
        option = self._options[index]
        shown = option.prompt.plain if isinstance(option.prompt, Text) else str(option.prompt)
        return shown.split(" · ")[0]

    def _wholes(self) -> list[str] | None:
        """The options' labels, whole (:meth:`LiteralSelect.whole_labels`), in the open list's order; ``None`` when
        the list is not a :class:`LiteralSelect`'s, or its options are not those it was given."""
        select = self.parent
        if not isinstance(select, LiteralSelect):
            return None
        wholes = select.whole_labels()
        return wholes if len(wholes) == len(self._options) else None

    def _back_before_search(self) -> None:
        """Highlight the option highlighted when the search began (else the first the banker can choose)."""
        before = self._before_search
        if before is None or before >= len(self._options) or self.get_option_at_index(before).disabled:
            before = self.first_choice()
        if before is not None:
            self.select(before)

    def _check_search(self) -> None:
        """The search the key line speaks of forgotten (an Enter that chose nothing): the line goes with it. A search
        that matched nothing leaves nothing highlighted until an arrow or a new letter: :attr:`unmatched` stays, and
        the line says that nothing is highlighted (:func:`search_keys`), no longer the search gone from the border (a
        newcomer's try: "crash" and Enter on Air Fare's Draw list, and the line still read 'no card left matches
        "crash"')."""
        if self._search_query:
            return
        if self.unmatched and self.highlighted is None:
            # an Enter after it chooses nothing still (a newcomer's try of 1930's Buy list: "g" for Green, not
            # offered, then two Enters, the second after the search was forgotten, bought Brown)
            self._say(self.Unmatched, self.unmatched)
            self._tell_several()
            return
        self._tell_unmatched("")
        self._tell_several()

    def on_option_list_option_highlighted(self, _event: OptionList.OptionHighlighted) -> None:
        """An option highlighted (an arrow, a search that matches): the list no longer says nothing matches, and
        says which options the search matches while several do. A highlight gone since (the list opened on its
        choice, then a letter typed on the closed list matched nothing) says nothing. Its form is told each time
        (:meth:`_tell_form`)."""
        self._tell_form()
        if self.highlighted is None:
            return
        if self._search_query or (isinstance(self.parent, LiteralSelect) and self.parent._search_opened):
            # what Enter does may depend on the option (FormScreen.pick_shows_fields): the form's key line again (a
            # newcomer's try: 1930's purchased action, "ex" then Research said "choose, next", and Enter recorded)
            self.call_later(lambda: self.post_message(self.Searching(self)))
        self._tell_unmatched("")
        self._tell_several()
        self._follow()

    async def _on_key(self, event: events.Key) -> None:
        """The search as typed (:meth:`_search_key`); an arrow noted (:attr:`_moved`), and the screen told again of
        what is highlighted once it was told that Enter chose nothing (:meth:`_follow`)."""
        if event.key == "space" and not self._search_query and self._type_to_search:
            # a Space after letters is part of the search ("New York"); a leading one searches nothing
            event.stop()
            event.prevent_default()
            self.app.bell()
            self.call_later(lambda: self.post_message(self.LeadingSpace(self)))
            return
        if event.key in self.MOVES:
            self._moved = True
        elif event.is_printable or event.key == "backspace":
            self._moved = False
        await self._search_key(event)
        self.call_after_refresh(self._follow)  # more letters may keep the highlight ("rel" on Relocate)
        self.call_after_refresh(self._tell_form)  # once the highlight has moved

    def _tell_form(self) -> None:
        """Tell the form under the list that the search typed found another option, or none
        (:meth:`FormScreen.search_moved`): its live line follows what Enter does. A newcomer's try of 1930's Buy
        form: "Pi" typed in the open Airline list, and the line still said "Will record: Carla buys Blue" while
        Enter bought Pink; Air Empire's Maintenance and Air Fare's Draw forms did the same."""
        form = self.screen if self.is_attached else None
        if isinstance(form, FormScreen):
            form.search_moved()

    def enter_takes(self) -> int | None:
        """The index of the option Enter chooses now (the one highlighted), or ``None``: Enter chooses nothing (none
        is highlighted, or the search begins several names: :meth:`ambiguous`)."""
        return None if self.ambiguous() is not None else self.highlighted

    async def _search_key(self, event: events.Key) -> None:
        """Textual's search as typed; what no option holds leaves no option highlighted (Textual kept the last
        one that matched part of it: "sta" for a Stand the list did not offer landed on Research, and the
        Enter after it recorded a Research). One letter typed again, as in a file manager, goes to the next
        option it begins (1930's actions: "r" Relocate, "r" again Research, a third time Relocate again);
        before, "rr" matched nothing and left nothing highlighted, and Enter did nothing (a newcomer's try).
        Backspace takes back the search's last letter (a newcomer's try: "new", three Backspaces, "bos" searched
        "newbos"); the last one taken back, the option highlighted before the search is again (else the first)."""
        if event.key == "backspace" and self._type_to_search and self._search_query:
            event.stop()
            event.prevent_default()
            self._search_query = self._search_query[:-1]
            if not self._search_query:
                # the search taken back whole: the option highlighted before it again, else the first (newcomers'
                # tries: "bos" then three Backspaces left none highlighted, and Enter did nothing; "ce" and two
                # Backspaces on the Taxes form's Player list stayed on Céline, not Everyone)
                self._back_before_search()
                self.searching(False)
                self._tell_unmatched("")
                self._tell_several()
                return
            index = self._find_search_match(self._search_query)
            if index is None:
                self.highlighted = None
                self._tell_unmatched(self._search_query)
            else:
                self.select(index)
                self._tell_unmatched("")
            self._tell_several()
            return
        if not self._search_query and event.is_printable and self._type_to_search:
            self._before_search = self.highlighted  # a search begins: what Backspace takes back to
        kept_query, kept_highlight = self._search_query, self.highlighted
        await super()._on_key(event)
        query = folded(self._search_query)
        if not query:
            return
        if self._not_added(event, kept_query, kept_highlight):
            return
        self.searching(True)
        self._tell_several()
        # a letter typed again goes to the next option it begins before any search of the pair (a review: with
        # Abby, Bea and Bob, "bb" went to Abby, whose name holds "bb")
        starting = self._starting_with(query[0]) if len(query) > 1 and len(set(query)) == 1 else []
        if starting:
            self.select(starting[(len(query) - 1) % len(starting)])
        elif self._find_search_match(query) is None:
            self.highlighted = None
            self._tell_unmatched(self._search_query)

    def _not_added(self, event: events.Key, kept_query: str, kept_highlight: int | None) -> bool:
        """Whether the key just typed (``event``) made a search that matched an option (``kept_query``, highlighting
        ``kept_highlight``) match none: then the key is taken back out of it, the highlight stays, the bell rings, the
        form says the key was not used (:class:`NotAdded`) and the keys typed straight after it are not used either
        (:meth:`tui.app.AirbankerApp.refused_key`). A newcomer's try of 1930's First Stock Round: "p" (Pink or
        Purple), then "3" meant for the next field searched "p3", matching nothing. A letter is not such a key: a name
        the list leaves out is typed whole, and the list says why it is not there ('no card left matches "crash"
        (Plane Crash: 0 left)'); nor is a letter typed again (it goes from option to option)."""
        query = folded(self._search_query)
        if not kept_query or kept_highlight is None or not event.is_printable or self._search_query == kept_query:
            return False
        if (event.character or "").isalpha():
            return False
        if (len(query) > 1 and len(set(query)) == 1) or self._find_search_match(query) is not None:
            return False
        self._searched = kept_query  # the border is told again below
        self.highlighted = kept_highlight
        self._show_search()
        self.app.bell()
        self.post_message(self.NotAdded(self, event.character or event.key))
        refused_key = getattr(self.app, "refused_key", None)
        if callable(refused_key):
            refused_key()
        return True

    def _find_search_match(self, query: str) -> int | None:
        """Textual's search (the option holding ``query`` earliest in its label), with accents dropped
        (:func:`folded`), and a search of digits found only where a word begins (:func:`search_at`)."""
        query = folded(query)
        word_start = self._word_start()
        found = [(search_at(label, query, word_start=word_start), index, label) for index, label in self._labels()]
        # an option in brackets, a note rather than a name ("(stays on the ground)"), found only by its first word:
        # a newcomer's "g", meant for the table, searched a list left open and "ground" took it, and the Enter after
        # it recorded a plane staying on the ground (Air Fare's flights)
        kept = [(at, index) for at, index, label in found if at >= 0 and (at == 1 or not label.startswith("("))]
        return min(kept)[1] if kept else None

    def action_cursor_up(self) -> None:
        """The option above, stopping at the first (Textual's wraps round to the last: a newcomer's try pressed Up
        three times to reach Ann, two above, and chose the last player)."""
        self._step(-1)

    def action_cursor_down(self) -> None:
        """The option below, stopping at the last (Textual's wraps round to the first)."""
        self._step(1)

    def _step(self, direction: int) -> None:
        """Highlight the next option not disabled in ``direction`` (-1 up, 1 down), staying put at an end; with
        nothing highlighted (a search that found nothing), the first (down) or the last (up) option."""
        count = self.option_count
        if self.highlighted is None:
            indices = list(range(count)) if direction > 0 else list(range(count - 1, -1, -1))
        else:
            indices = list(range(self.highlighted + direction, count if direction > 0 else -1, direction))
        for index in indices:
            if not self.get_option_at_index(index).disabled:
                self.highlighted = index
                return

    def _word_start(self) -> bool:
        """Whether one letter typed finds only where a word of a name begins (the list's
        :attr:`LiteralSelect.LETTER_AT_WORD_START`)."""
        return bool(getattr(self.parent, "LETTER_AT_WORD_START", False))

    def _labels(self) -> list[tuple[int, str]]:
        """Each option's index and what the search looks in (:func:`search_name`), in the list's order (the open
        list has no blank line: :meth:`LiteralSelect._setup_options_renderables`)."""
        wholes = self._wholes()
        if wholes is not None:
            return [(index, search_name(whole)) for index, whole in enumerate(wholes)]
        return [
            (index, search_name(option.prompt.plain if isinstance(option.prompt, Text) else str(option.prompt)))
            for index, option in enumerate(self._options)
        ]

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Tell the list which of its options was picked, by its index among the list's options: the open list
        leaves out the blank line a list that may be left blank has first (its prompt)."""
        event.stop()
        event.prevent_default()  # not Textual's too (it would tell the index among the open list's lines)
        skipped = 1 if isinstance(self.parent, Select) and getattr(self.parent, "_allow_blank", False) else 0
        self.post_message(self.UpdateSelection(event.option_index + skipped))

    def first_choice(self) -> int | None:
        """The first option the banker can choose: not a disabled option; ``None`` when there is none."""
        for index, _label in self._labels():
            if not self.get_option_at_index(index).disabled:
                return index
        return None

    def _starting_with(self, letter: str) -> list[int]:
        """The options whose label begins with ``letter`` (any case), in the list's order (:meth:`_labels`)."""
        return [index for index, label in self._labels() if label.startswith(letter)]

    def watch_has_focus(self, value: bool) -> None:
        self.said_undecided = False
        self._moved = False  # opened anew: only opened until an arrow moves (take_searched_option)
        kept = self._search_query if self.keep_query and value else ""
        super().watch_has_focus(value)
        if kept:
            self._search_query = kept
        self.keep_query = False


#: the lines that say a form's (or a secret bids screen's) keys, which an open list stops above
#: (:meth:`LiteralSelect.fit_list`)
KEY_LINES = "#form-keys, #bids-keys, #count-keys, #new-keys"
#: the lines an open list stays clear of (:meth:`LiteralSelect.fit_list`): the key lines, and the live lines above
#: them, which say what Enter takes ("… Buyer: Enter takes the one highlighted" was cut by the list's frame, a
#: newcomer's try at 80x24 and 120x36)
LIST_CLEAR_OF = f"#form-live, #new-live, {KEY_LINES}"
#: an open list's height (lines) at most, as Textual's Select (its SelectOverlay's max-height)
LIST_MOST_ROWS = 12
#: the fewest options an open list shows where it opens clear of the rows above it (:meth:`LiteralSelect.fit_list`);
#: with less room there it covers them, as high as that room
LIST_LEAST_ROWS = 3


class LiteralSelect(Select[_V]):
    """A Select whose option labels show as typed: a player called ``[/]`` or
    ``[link=https://x.example]x[/link]`` is listed as those characters.

    Textual reads a text label of a Select (in its list and in the chosen value it shows) as
    content markup: ``[/]`` stops the app, ``[bold]x[/]`` shows bold. Every Select of the screens is
    a LiteralSelect (``tests/tui/test_tui_user_text.py`` checks the source).

    Lighter than Textual's: the list draws the option chosen (or the prompt) and its arrow itself, and the open
    list (an OptionList) is mounted the first time it opens, not with the form (issue 13: a form opens within
    1.5x of a bare modal; a Select was six widgets, most of a form's opening, and the widget that showed the
    closed list, three Statics in Textual, cost some 3 ms apiece on its own). The list is always compact (one
    line, no border, as every list of the forms was). What the banker sees and types is the same: the label is
    shown as given, on one line, cut with "…", the prompt and the arrow dimmed, the arrow up while the list is
    open, the open list below the closed line; a click on the closed line opens it.
    """

    #: one letter typed finds only where a word of an option's name begins (:func:`search_at`): 1930's Buy list, where
    #: "o" for an airline left out went to "Brown" and said nothing of Orange (a newcomer's try); elsewhere a letter
    #: finds anywhere in a name ("p" of "Minor Airport")
    LETTER_AT_WORD_START: ClassVar[bool] = False

    #: a key typed on the closed list that no option could be meant by opens this list, which says why (its
    #: :meth:`unmatched_text`), rather than go on to the next field: a list whose next field is another row's of the
    #: same kind (Air Fare's flights, one city list a plane), where the key would choose for the wrong row
    UNOFFERED_STAYS: ClassVar[bool] = False

    #: an Enter that chose nothing closes the list on the option chosen already, the focus on its row, rather than
    #: leave it open with nothing highlighted: a list whose one option is chosen for the banker (1930's Fly for an
    #: airline with no CEO, where "Enter 3 Enter 6" typed at once left the list open and the next Enter went nowhere)
    closes_unchosen: bool = False

    #: an open list that would open upwards over the fields above it in its form opens above them instead, where
    #: that room holds enough of it (:meth:`fit_list`): the rows chosen already stay in sight. A list placed beside
    #: its row by its own ``fit_list`` (Air Fare's flights) stays by its row
    OPENS_ABOVE_ROWS: ClassVar[bool] = True

    DEFAULT_CSS = """
    LiteralSelect {
        height: 1;
        background: $surface;
        pointer: pointer;
        &:focus {
            background-tint: $foreground 5%;
        }
        & > SelectOverlay {
            offset-y: 1;
        }
        /* the open list framed, a pop-up over the form: unframed it read as rows of the form (it covered the
           line under it, a newcomer's try); wider than the closed list by its frame (fit_list) */
        & > SelectOverlay.-textual-compact {
            border: round $accent !important;
        }
    }
    """

    class Picked(Message):
        """The banker picked an option of ``select`` (Enter in its open list), even the one already
        chosen: the form moves on to the next field (the rule of every form, :class:`FormScreen`)."""

        def __init__(self, select: LiteralSelect[Any], *, shown: bool = False) -> None:
            super().__init__()
            self.select = select
            #: Enter on the closed list took the choice it showed (past the last field, the form records)
            self.shown = shown

        @property
        def control(self) -> LiteralSelect[Any]:
            return self.select

    #: where its keys work, as the help (F1) says them beside the form's own
    HELP_WHERE: ClassVar[str] = "on a closed list"
    #: Enter on a closed list that shows a choice takes it and moves on, as Enter does in a field
    #: (:meth:`action_take_shown`); Space and the arrows open the list, as they do in Textual's Select
    BINDINGS = [
        Binding("enter", "take_shown", "Choose", show=False),
        Binding("up", "up", "Field above", show=False),
    ]

    def __init__(self, options: Iterable[tuple[Any, _V]], **kwargs: Any) -> None:
        given = list(options)
        #: the options as last given (labels as given, before they are made literal), to tell a change
        self._given: list[tuple[Any, _V]] = given
        #: the open list, once it has been opened (:meth:`open_list`)
        self._list: SearchOverlay | None = None
        self._list_mounted: AwaitMount | None = None
        #: the label of the option chosen, as given (a Text), or ``Select.NULL`` for the prompt
        self._label: Any = Select.NULL
        #: composed: a value set from now on is told (Changed)
        self._composed = False
        kwargs["compact"] = True
        super().__init__(_literal_options(given), **kwargs)

    #: the open list's class (a list whose search says more, e.g. why an option is left out, names its own)
    OVERLAY: ClassVar[type[SearchOverlay]] = SearchOverlay

    async def open_list(self) -> SearchOverlay:
        """The open list (Textual's OptionList of a Select, of class :attr:`OVERLAY`), mounted and filled the first
        time it is wanted."""
        if self._list is None:
            overlay = self.OVERLAY(type_to_search=self._type_to_search)
            overlay.compact = self.compact
            self._list = overlay
            self._list_mounted = self.mount(overlay)
            await self._list_mounted
            self._setup_options_renderables()
            self._highlight_value()
        elif self._list_mounted is not None:
            await self._list_mounted
        return self._list

    def _highlight_value(self) -> None:
        """The open list's cursor on the option chosen."""
        if self._list is None or not self._list.is_mounted:
            return
        for index, (_prompt, value) in enumerate(self._choices()):
            if value == self.value:
                self._list.highlighted = index
                break

    def _choices(self) -> list[tuple[Any, _V]]:
        """The options the open list offers: every option but the blank one (the prompt) of a list that may be
        left blank."""
        return self._options[1:] if self._allow_blank else self._options  # type: ignore[return-value]

    def _setup_options_renderables(self) -> None:
        """The open list's options: only what can be chosen. Textual's first line of a list that may be left blank,
        its dimmed prompt ("choose"), could be picked, and was then refused; a newcomer's try of the Tax Table's
        "Where from" took it for the cursor's line, and the one Down meant for "board" chose "illustrative".
        The open list is filled when it is first mounted (:meth:`open_list`), not while it is not there."""
        if self._list is not None and self._list.is_mounted:
            self._list.clear_options()
            self._list.add_options([Option(prompt) for prompt, _value in self._choices()])

    @property
    def shown_label(self) -> str:
        """What the closed list shows, as plain text: the chosen option's label, or the prompt."""
        label = self._label
        if label is Select.NULL:
            return self.prompt
        return label.plain if isinstance(label, Text) else str(label)

    def _label_of(self, value: _V | NoSelection) -> Any:
        """The label of the option whose value is ``value``, else the label shown now."""
        return next((prompt for prompt, option in self._options if option == value), self._label)

    def _watch_value(self, value: _V | NoSelection) -> None:
        """Show the value chosen (Textual's, without an open list that is not mounted yet)."""
        self._value = value
        if value == self.NULL:
            self._label = self.NULL
        else:
            self._label = self._label_of(value)
            self._highlight_value()
        self.refresh()
        if self._composed:  # from its mount on (Select._init_selected_option tells the first value), as Textual's
            self.post_message(self.Changed(self, value))

    #: a search was typed in the open list since it opened, until it closes: by the letter typed on the closed list
    #: that opened it, or by letters typed in the list opened with Space, Down or Enter; a search taken back whole
    #: with Backspace is none (:meth:`SearchOverlay.searching`)
    _search_opened = False
    #: whether a search had been typed in the list when it last closed (:meth:`searched`)
    _closed_searched = False

    #: the open list's highlighted option, search typed, whether it searched and the option before the search, kept
    #: while the list is closed for the notice of a terminal too small (:meth:`close_kept`); ``None``: nothing kept
    _kept_open: tuple[int | None, str, bool, int | None, str] | None = None

    def close_kept(self) -> None:
        """Close the open list for the notice of a terminal too small (:mod:`tui.app`), keeping its highlighted option
        and the search typed, to open it again as it was once the terminal has grown back (:meth:`reopen_kept`). A
        newcomer's try: "cal" typed in Air Fare's Trade form's Buyer list, 60x20 and back to 80x24: the list had
        closed and Buyer showed "2 Bea" again, the search for Cal lost."""
        overlay = self._list
        if overlay is not None and self.expanded:
            self._kept_open = (
                overlay.highlighted,
                overlay._search_query,
                self._search_opened,
                overlay._before_search,
                overlay.unmatched,
            )
        self.expanded = False
        self._closed_searched = False  # closed by no pick: nothing for the next one

    async def reopen_kept(self, tries: int = 5) -> None:
        """Open the list closed by :meth:`close_kept` again (on the screen on top only), its highlighted option and
        its search as they were; the key line says again what the search matches. Once the screen is laid out again
        (``tries`` refreshes at most): the open list takes the closed list's width."""
        kept, self._kept_open = self._kept_open, None
        if kept is None or not self.is_attached or self.screen is not self.app.screen or self.expanded:
            return
        if not self.region.width and tries:
            self._kept_open = kept
            self.call_after_refresh(self.reopen_kept, tries - 1)
            return
        highlighted, query, searched, before, unmatched = kept
        overlay = await self.open_list()
        overlay._search_query = query
        overlay.keep_query = bool(query)  # through the focus the open list takes
        await self.action_show_overlay()
        if highlighted is not None and highlighted < overlay.option_count:
            overlay.highlighted = highlighted
        elif query or unmatched:
            # a search that matched nothing: nothing highlighted again, as said before the notice (a newcomer's try:
            # "zzz" in 1930's Action list, 60x20 and back, and the live line said "Expand highlighted: Enter takes
            # it", the option the list opens on, with "zzz" on its border); also once an Enter forgot the search
            # (a review: "zzz Enter", 60x20 and back, and Enter took Expand)
            overlay.highlighted = None
            overlay._tell_unmatched(query or unmatched)
            overlay.call_after_refresh(overlay._tell_form)  # after the highlight the opening told it
        overlay._before_search = before
        self._search_opened = searched
        if query:
            overlay._tell_several()

    @contextmanager
    def supposing(self, value: Any) -> Iterator[None]:
        """The list holds ``value`` for the while (what a search typed in it highlights), for its form to read its
        payload as Enter would make it (:meth:`FormScreen.update_live`); no watcher runs, nothing is told (no
        Changed), the label shown stays, and the value held comes back after."""
        reactive = Select.value  # type: ignore[misc]  # the class's reactive, whatever the list's values
        held = self.value
        self.set_reactive(reactive, value)
        try:
            yield
        finally:
            self.set_reactive(reactive, held)

    def searched(self) -> bool:
        """Whether the option just picked in the open list was found by a search typed in it, however the list was
        opened (a pick is told once the list has closed); asked once (:meth:`FormScreen.on_literal_select_picked`)."""
        searched, self._closed_searched = self._closed_searched, False
        return searched

    def _watch_expanded(self, expanded: bool) -> None:
        """Open or close the list (Textual's, without a widget for the closed list): the open list takes the focus,
        its cursor on the option chosen; the arrow turns. Closed, its form's live line speaks of the value again
        (:meth:`FormScreen.search_moved`)."""
        if not expanded:  # closed (a pick, or Esc): whether a search was typed in it, for the pick told next
            self._closed_searched, self._search_opened = self._search_opened, False
            form = self.screen if self.is_attached else None
            if isinstance(form, FormScreen):
                self.call_after_refresh(form.search_moved)
        overlay = self._list
        if expanded and (overlay is None or not overlay.is_mounted):
            # opened before its list was mounted (not by a key of this class): open it once mounted
            self.set_reactive(Select.expanded, False)
            self.call_later(self.action_show_overlay)
            return
        if expanded and overlay is not None:
            self.fit_list(overlay)
        self.set_class(expanded, "-expanded")
        self.refresh()
        if not expanded or overlay is None:
            return
        overlay.focus(scroll_visible=False)
        if self.value is self.NULL:
            overlay.select(None)
            return
        self._highlight_value()
        overlay.scroll_to_highlight()

    def fit_list(self, overlay: SearchOverlay) -> None:
        """The open list framed around the closed list's width, and clear of its form's key line: below the closed
        list when all its options fit there (12 lines at most, as Textual's); else above the form's fields above it
        (:meth:`first_field_above`), the rows chosen already left in sight, when all its options fit there, or at
        least :data:`LIST_LEAST_ROWS` and more than below; else on the side with more room, below or above (under the
        screen's top line, the notices'), as high as that room. At 80x24 a long list drew over the key line that says
        how to work it; a list held to the few lines under it hid most of its options (1930's actions: Research and
        Fly unseen); a list opened upwards covered the cards chosen in the rows above (Air Fare's Draw form)."""
        # the frame's sides outside the closed list's cells: the options as wide as the closed line shows them
        frame = overlay.styles.border.spacing
        overlay.styles.width = self.region.width + frame.width
        left = -frame.left
        overlay.styles.offset = (left, 1)
        overlay.border_title = None  # named only apart from its row (below)
        tops = [
            line.region.y
            for line in self.screen.query(LIST_CLEAR_OF)
            if line.display and line.region.height and line.region.y > self.region.y
        ]
        if not tops:
            return
        below = min(tops) - (self.region.y + 1)
        above = self.region.y - 1
        # the options' lines, a long label wrapped (a review: 4 players, one on two lines, the list held to 4 lines
        # hid the last player), at the list's width (the closed list's, less the open list's own padding)
        width = max(1, self.region.width - overlay.styles.padding.width)
        size = self.screen.size
        wanted = min(LIST_MOST_ROWS, overlay.get_content_height(size, size, width) + overlay.styles.gutter.height)
        if wanted <= below:
            overlay.styles.max_height = wanted
            overlay.styles.offset = (left, 1)
            return
        # above the form's fields over the list's columns as well (the rows chosen already stay in sight: a newcomer's
        # try at 80x24, the Draw form's last list opened upwards over the cards chosen for the players above it),
        # where that room shows the whole list, or more of it than below and at least a few options
        top = self.first_field_above(left, self.region.width + frame.width) if self.OPENS_ABOVE_ROWS else self.region.y
        clear = top - 1
        least = min(wanted, overlay.styles.gutter.height + LIST_LEAST_ROWS)
        if top < self.region.y and (clear >= wanted or (clear >= least and clear > below)):
            height = min(wanted, clear)
            overlay.styles.max_height = height
            overlay.styles.offset = (left, top - height - self.region.y)
            # apart from its row, the list names it on its frame (as typed: a player's name)
            row = self.parent if isinstance(self.parent, FieldRow) else None
            overlay.border_title = Text(row.label.strip()) if row is not None and row.label.strip() else None
            return
        if below >= above:
            overlay.styles.max_height = max(1, min(wanted, below))
            overlay.styles.offset = (left, 1)
            return
        overlay.styles.max_height = min(wanted, above)
        overlay.styles.offset = (left, -min(wanted, above))

    def first_field_above(self, left: int, width: int) -> int:
        """The screen line of the topmost field in sight above this list, in its form's scrolling fields
        (:class:`FormBody`), under the open list's columns (``left``: from this list's first cell, ``width`` cells):
        the open list stays above it; this list's own line when there is none."""
        body = next((a for a in self.ancestors if isinstance(a, FormBody)), None)
        if body is None:
            return self.region.y
        seen = body.region
        columns = Region(self.region.x + left, 0, width, 1)
        top = self.region.y
        for field in body.query("Input, Select"):
            if field is self or not field.display or not isinstance(field, Widget):
                continue
            region = field.region.intersection(seen)
            if region.height and region.y < top and region.x < columns.right and columns.x < region.right:
                top = region.y
        return top

    def _watch_prompt(self, _prompt: str) -> None:
        """The prompt shown while nothing is chosen (on the closed list only: the open list offers only choices)."""
        self.refresh()

    async def action_show_overlay(self) -> None:  # type: ignore[override]
        """Open the list (mounting it the first time), its cursor on the option chosen, or on the first real
        option when nothing is chosen yet. A newcomer's try: the cursor started on the dimmed prompt ("choose"),
        so Down and Enter were needed for the first option, and Enter alone chose nothing."""
        overlay = await self.open_list()
        self.expanded = True
        if overlay.highlighted is None:
            first = overlay.first_choice()
            if first is None:
                overlay.action_first()
            else:
                overlay.highlighted = first

    async def _on_click(self, event: events.Click) -> None:
        """A click on the closed line opens the list, as a click on Textual's SelectCurrent did."""
        if event.widget is not self or self.expanded:
            return  # a click in the open list: the list's own
        event.stop()
        await self.action_show_overlay()

    async def action_take_shown(self) -> None:
        """Enter on the closed list: in a form, the choice it shows is taken and the form moves on to the next
        field (or, past the last, records: "Enter: choose, next"), as a pick in the open list does; a list
        with no choice yet, or outside a form, opens. Issue 13: "Enter in a list chooses" (it opened the list,
        and two more Enters were needed to record a purchase whose airline was already shown)."""
        in_form = hasattr(type(self.screen), "on_literal_select_picked")
        if in_form and self.value is not Select.NULL:
            self.post_message(self.Picked(self, shown=True))
        else:
            await self.action_show_overlay()

    async def action_up(self) -> None:
        """Up on the closed list: in a form, the field above, as Up does in every field of a form (a newcomer's
        try: Up from the plane sale's Plane type list stayed there, the Seller unreachable by Up); elsewhere it
        opens the list, as Textual's Select does. Down still opens the list."""
        step_on = getattr(self.screen, "action_field_step", None)
        if callable(step_on):
            step_on(-1)
        else:
            await self.action_show_overlay()

    def set_options(self, options: Iterable[tuple[Any, _V]]) -> None:
        """Replace the options; text labels show as typed. The same options again change nothing: a form's
        lists are refreshed on every choice (and on each list's first Changed as the form opens), and
        rebuilding an open list's options laid the whole form out again, most of a 1930 Fly form's opening."""
        given = list(options)
        if given == self._given:
            return
        self._given = given
        super().set_options(_literal_options(given))
        # the option chosen, kept, shown by its new label: Textual shows a label again only when the value changes,
        # and a list that cannot be left blank kept on its first option still read "2 Bea ($50M)" once Bea had
        # borrowed $50M (Air Fare's Trade form, back from its bank loan)
        value = self.value
        if value != self.NULL:
            self._label = self._label_of(value)
            self.refresh()

    def unmatched_text(self, query: str) -> str:
        """What the form's key line says while the search ``query`` typed in the open list matches no option (a
        list may say why: :class:`tui.games.air_fare.forms.CardSelect`)."""
        return f'no choice matches "{query}"'

    def labels(self) -> list[str]:
        """The options' labels as given (as typed: never markup), in the list's order, without its prompt."""
        return [str(label) for label, _value in self._given]

    def whole_labels(self) -> list[str]:
        """The options' labels with every name whole (a :class:`CutLabel`'s :attr:`~CutLabel.whole`), in the list's
        order, without its prompt: what the search looks in (:func:`search_name` of each)."""
        return [
            label.whole if isinstance(label, CutLabel) else label.plain if isinstance(label, Text) else str(label)
            for label, _value in self._given
        ]

    @on(SelectOverlay.UpdateSelection)
    def _announce_pick(self, _event: SelectOverlay.UpdateSelection) -> None:
        # runs before Select's own handler (subclass first), which sets the value and refocuses
        self.post_message(self.Picked(self))

    def offers(self, character: str) -> bool:
        """Whether some option could be meant by typing ``character``: a letter anywhere in an option's name ("p" of
        "Minor Airport", the start of "port"; in a list of :attr:`LETTER_AT_WORD_START` too, where the list then opens
        and says what one letter does not start), a digit only where a word starts ("7" of "Boeing 747", "1" of
        "1 Carla"; not the "7" of a price, "Blue · may start at $3–$7"): :func:`search_at` in :func:`search_name`. Not
        a character the search passes over (a hyphen: :data:`JOINERS`), which would find every option."""
        wanted = folded(character)
        return bool(wanted) and any(search_at(search_name(whole), wanted) >= 0 for whole in self.whole_labels())

    async def _on_key(self, event: events.Key) -> None:
        """A letter or digit typed on the closed list opens it and searches with it, anywhere in a name
        ("747" finds "Boeing 747 Jumbo Jet"): Textual searches only an open list, and the keys typed on a
        closed one were lost. A character no option could be meant by (:meth:`offers`) goes on to the next
        field, where it was meant to be typed; on the last field the list opens and its key line says nothing
        matches. Space, Enter and the arrows open it as before."""
        character = event.character
        if self.expanded or not self._type_to_search or not character or not event.is_printable or character == " ":
            return
        event.stop()
        event.prevent_default()
        chain = self.screen.focus_chain
        after = chain[chain.index(self) + 1 :] if self in chain else []
        following = next((w for w in after if isinstance(w, (Input, Select, TextArea))), None)
        # not to a field that would not take it either: a name typed ahead into the Interest form's lists, "Chr"
        # (whom they leave out), went to the amount as refused keys, and Enter took the lists' defaults (a
        # newcomer's try): the list opens and says nothing matches
        meant_after = (
            following is not None
            and not self.UNOFFERED_STAYS
            and not (isinstance(following, Input) and not input_takes(following, character))
        )
        if not self.offers(character) and meant_after:
            # no option could be meant by it: it is meant for the field after the list (a price typed while the
            # focus was still on the airline's list was lost; issue 13, nothing typed is lost). With no field after
            # it the list opens and says nothing matches (a newcomer's try: "z" on 1930's Buy list went nowhere)
            self.screen.focus_next()
            target = self.screen.focused
            if target is not None and target is not self:
                target.post_message(events.Key(event.key, character))
            return
        self._search_opened = True
        overlay = await self.open_list()
        await self.action_show_overlay()
        await overlay._on_key(event)
        overlay.keep_query = True  # the focus the open list takes next keeps this letter's search

    def compose(self) -> ComposeResult:
        """Nothing inside: the closed list is drawn by :meth:`render`; the open list is mounted when first opened
        (:meth:`open_list`)."""
        self._composed = True
        return iter(())

    def _undecided(self) -> tuple[str, list[str]] | None:
        """The search typed in the open list and the names it begins, while it begins several
        (:meth:`SearchOverlay.ambiguous`); ``None`` when the list is closed or the search names one option."""
        if not self.expanded:
            return None
        overlays = list(self.query(SearchOverlay))
        return overlays[0].ambiguous() if overlays else None

    def render(self) -> Table:
        """The closed list: the label beside its arrow (up while the list is open), on one line; the prompt and the
        arrow at half the text's colour, as Textual draws them (``$foreground 50%``)."""
        _base_background, _base_color, background, color = self.colors
        faded = Style(color=background.blend(color, 0.5).rich_color)
        label = self._label
        undecided = self._undecided()
        if undecided is not None:
            # the search begins several names: no option looks chosen (a newcomer's try of 1930's First Stock Round:
            # "p", Enter, and the line showed an airline beginning with "p" as if it were taken)
            query, names = undecided
            either = shown(listed(names, "or"))
            label = Text(f'"{shown(query)}" begins {either}: none chosen yet', style=faded)
        elif label is Select.NULL:
            label = Text(self.prompt, style=faded)
        elif isinstance(label, str):
            label = Text(label)
        arrow = "▲" if self.expanded else "▼"
        grid = Table.grid(expand=True)
        grid.add_column(ratio=1, no_wrap=True, overflow="ellipsis")
        grid.add_column(width=4, no_wrap=True)  # the arrow, and the room Textual's compact list kept after it
        grid.add_row(label, Text(f"  {arrow} ", style=faded))
        return grid


class RowTable(DataTable[Any]):
    """A DataTable whose cursor is a whole row (the list of games, a game's players, standings): Home and End go
    to the first and the last row, as Ctrl+Home and Ctrl+End do. Textual's Home and End go to the first and last
    column, which a row cursor does not have: on the list of games they did nothing (issue 13, found in tmux)."""

    BINDINGS = [
        Binding("home", "scroll_top", "First row", id="first_row", show=False),
        Binding("end", "scroll_bottom", "Last row", id="last_row", show=False),
    ]


#: why an amount with a decimal point is refused, wherever one is typed
NO_POINT = "a whole number, no decimal point (every amount of the games is whole)"


def parse_whole(text: str) -> int | None:
    """The whole number typed in ``text`` (digits, commas ignored), or ``None`` when empty.

    Raises:
        FormError: anything else, a decimal point too (every amount of the games is whole: dollars, or $
            millions in Air Fare); the text typed is not repeated (a secret bid's field may hold it).
    """
    digits = re.sub(r"[,\s$]", "", text or "")
    if not digits:
        return None
    if "." in digits:
        raise FormError(NO_POINT)
    if not (digits.isascii() and digits.isdigit()):
        raise FormError("not a whole number")
    return whole_number(digits)


def whole_number(digits: str) -> int:
    """``int(digits)`` for digits typed or pasted into a form, refusing a number longer than any figure.

    Python's ``int()`` refuses more than 4,300 digits with a ValueError; a form says it in words.

    Raises:
        FormError: more than :data:`ledger.json_input.MAX_DIGITS` digits.
    """
    if len(digits.lstrip("+-")) > MAX_DIGITS:
        raise FormError(f"a number of {len(digits.lstrip('+-')):,} digits: no figure of any game has so many")
    return int(digits)


def payload_place(payload: Any, path: str) -> tuple[Any, str | int] | None:
    """Where in ``payload`` the field ``path`` (a :class:`~ledger.journal.RuleViolation`'s ``field``, read by
    :func:`ledger.words.field_parts`) is: its container (a dict or a list) and its key there, or ``None`` when the
    payload holds no such field."""
    parts = field_parts(path)
    if not parts:
        return None
    node = payload
    for part in parts:
        if isinstance(part, int):
            if not isinstance(node, list) or not 0 <= part < len(node):
                return None
        elif not isinstance(node, Mapping) or part not in node:
            return None
        container, node = node, node[part]
    return container, parts[-1]


class FormError(Exception):
    """What was typed cannot be read yet (an empty field, a line that is not three numbers).

    Not a rule: rules are refused by the ledger's RuleViolation.

    Args:
        message: what to type, in the banker's words ("choose the CEO's choice (1-5)").
        field: the id of the widget that still wants it, when one does: the cursor goes there.
    """

    def __init__(self, message: str = "", *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


def preview(game: Game, kind: str, payload: Mapping[str, Any]) -> tuple[list[Entry], str]:
    """What recording ``kind`` with ``payload`` would do, computed by the ledger without recording.

    Raises:
        RuleViolation: the refusal of the rules, or any unexpected failure turned into one, so that
            no traceback ever reaches the banker.
    """
    try:
        return game.preview(kind, payload)
    except RuleViolation:
        raise
    except Exception as error:  # noqa: BLE001 - the banker sees a message, never a traceback
        raise RuleViolation(f"cannot be read: {error}", field="payload") from error


def outright_refusal(game: Game, kind: str, payload: Mapping[str, Any]) -> str | None:
    """The refusal of ``kind`` at this moment of the game (wrong phase, wrong game), or ``None``
    (:meth:`ledger.game.Game.refused_now`: any other refusal is about the fields still to be typed,
    so the form opens)."""
    return refusal_line(game, game.refused_now(kind, payload), payload)


def refusal_line(game: Game, refusal: RuleViolation | None, payload: Mapping[str, Any]) -> str | None:
    """An outright refusal (:meth:`ledger.game.Game.refused_now`'s answer) as the banker reads it, or ``None``."""
    return None if refusal is None else refusal_text(None, refusal, payload, setup=game.setup)


def cash_received(entries: Iterable[Entry], seat: int) -> int:
    """What the entries move into (positive) or out of (negative) seat's cash, whole dollars."""
    account = f"p{seat}:cash"
    return sum(p.amount for e in entries for p in e.postings if p.account == account)


class ConfirmScreen(BackdropModalScreen[bool]):
    """A question answered by ``y`` (or Enter) and ``n`` (or Esc).

    Args:
        question: what will happen, in plain words.
        yes: the label of the yes key.
        detail: a line under the question (what will be recorded).
        strict: only ``y`` answers yes (a bankruptcy): an Enter typed ahead, meant for the form, must not
            record what cannot be taken back at the table; Enter then says which key answers.
        yes_key: the key that answers yes, when not ``y``: a question that drops what was typed (``d``) is
            answered by neither ``y`` nor Enter, which the screen under it gave "record" (a banker who pressed
            Esc on the revealed bids, then ``y`` for the footer's "Record", dropped every bid); they then say
            which key answers.
        keeps_typing: the question stands over a form whose typing it may drop (:func:`cancel_or_ask`): n keeps
            typing, and ``y`` and Enter are attempts to answer, which the line says (a newcomer's try on Air
            Empire's card form: ``Boston``, Esc, then ``y``). A printable key that answers nothing is not used, here
            or in the form, as on any question: the line says so, and a notice how many keys typed straight after
            it were not used either (:meth:`tui.app.AirbankerApp.refused_key`). Such keys were once kept and typed
            into the form on n: a newcomer's try over a list saw them search it ("br" opened the airline list on
            "no airline matches"); a key the question did not take is never handed to anything else.
        seen_first: (every question, unless told otherwise) a key typed before the question was on screen
            (:attr:`shown_at`) answers nothing, a question is answered only once seen (newcomers' tries: "p Enter
            Enter Enter 1 ctrl+s y" typed at once recorded a purchase whose bankruptcy warning was never drawn; "f o
            Enter Enter 1 Enter y" a Fly whose dividends the question shows; "y p y p y" three passes); it was typed
            ahead for the screen under it, or for the table the banker thought the Esc went back to; it is not used,
            nor are the keys typed straight after it, and the line says so (:meth:`key_typed_ahead`). A newcomer's
            try on Air Fare's repayment: Esc, then ``n`` for the table's Lend typed at once, answered "No, keep
            typing"; the loan typed after it went into the repayment, and Enter recorded a repayment of $3M.
    """

    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen > Vertical {
        width: 72; height: auto; max-height: 20; border: thick $warning; padding: 0 1;
        background: $surface;
    }
    ConfirmScreen #confirm-keys { color: $text-muted; margin-top: 1; }
    ConfirmScreen #confirm-keys.-said { color: $warning; text-style: bold; }
    """

    BINDINGS = [
        Binding("y", "yes", "Yes", id="confirm_yes"),
        Binding("enter", "enter", "Yes", id="confirm_enter", show=False),
        Binding("n,escape", "answer(False)", "No", id="confirm_no"),
        # the keys of the questions answered by a key of their own (:attr:`yes_key`), each with its id for a keymap
        Binding("d", "own_key('d')", "Drop", id="confirm_drop"),
        Binding("q", "own_key('q')", "Quit", id="confirm_quit"),
    ]
    #: the binding of each key of its own a question may be answered by (:attr:`yes_key`)
    OWN_KEYS: ClassVar[dict[str, str]] = {"d": "confirm_drop", "q": "confirm_quit"}
    #: the help's heading for a question y (or Enter) answers; another's is :meth:`help_title`'s
    HELP_TITLE: ClassVar[str] = "A question answered by y (or Enter) and n (or Esc)"

    def __init__(
        self,
        question: str,
        yes: str = "Yes",
        *,
        detail: str = "",
        strict: bool = False,
        yes_key: str = "y",
        keeps_typing: bool = False,
        seen_first: bool = True,
    ) -> None:
        super().__init__()
        self.seen_first = seen_first
        # when the question was made, on the clock of the keys' times: a key typed SHOWN_WITHIN seconds after it is
        # taken even were the first drawing never noted (a review: a question whose shown_at stayed None would have
        # refused every key, n and Esc too, for good)
        self.asked_at = key_clock()
        self.question = question
        self.yes = yes
        self.detail = detail
        self.strict = strict
        self.keeps_typing = keeps_typing
        if yes_key != "y" and yes_key not in self.OWN_KEYS:
            raise ValueError(f"a question is answered by y or by one of {sorted(self.OWN_KEYS)}, not {yes_key!r}")
        self.yes_key = yes_key

    #: when the question was first drawn, on the clock of the keys' times (:attr:`textual.events.Key.time`); ``None``
    #: until then. With :attr:`seen_first`, a key typed before it answers nothing (:meth:`key_typed_ahead`)
    shown_at: float | None = None

    def on_mount(self) -> None:
        self.call_after_refresh(self._mark_shown)

    def _mark_shown(self) -> None:
        self.shown_at = key_clock()

    def key_typed_ahead(self, event: events.Key) -> bool:
        """Whether ``event`` was typed before the question was on screen and is therefore not used (a question that
        :attr:`seen_first`): it answers nothing and is kept for nothing, the line says so, and the keys typed
        straight after it are not used either (:meth:`tui.app.AirbankerApp.refused_key`, which says how many). The
        app asks before it runs a key's binding (:meth:`tui.app.AirbankerApp.on_event`). ctrl+q is the app's: it
        still quits (asking first)."""
        if not self.seen_first or event.key == "ctrl+q" or not self.is_attached:
            return False
        if event.time >= (self.shown_at if self.shown_at is not None else self.asked_at + SHOWN_WITHIN):
            return False
        if event.key == "escape":
            named = "Esc"
        else:  # a key by its name, as the keys lines write them ("Tab", not "tab")
            named = key_named(event.character) if event.is_printable else event.key.capitalize()
        said = f"{named} was typed before this question showed: not an answer, not used."
        self._say(self._laid_out(said))
        refused_key = getattr(self.app, "refused_key", None)
        if callable(refused_key):
            refused_key(said, names_key=True)
        return True

    def help_title(self) -> str:
        """The help's heading for this question (F1): its own keys, not the class's "y (or Enter)" (a heading that
        depends on the question, read by :func:`tui.screens.help.help_sections` before :attr:`HELP_TITLE`)."""
        if self.yes_key != "y":
            return f"A question answered by {self.yes_key} (not y, not Enter) and n (or Esc)"
        if self.strict:
            return "A question answered by y and n (or Esc); not Enter"
        return self.HELP_TITLE

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The keys of its own (d, q) answer only the question they are the key of (:attr:`yes_key`): elsewhere
        they are neither shown nor taken."""
        if action == "own_key":
            return parameters == (self.yes_key,)
        return True

    def action_own_key(self, key: str) -> None:
        """``d`` or ``q``: yes, on the question it answers (:meth:`check_action`)."""
        if key == self.yes_key:
            self.dismiss(True)

    def help_text(self, binding: Binding) -> str | None:
        """What ``binding`` does on this question, for the help (F1), or ``None`` when its description says it:
        the yes key under this question's own label, and y and Enter, on a question answered by a key of its
        own (:attr:`yes_key`) or a strict one, only saying which key answers."""
        if binding.id == "confirm_yes" and self.keeps_typing:
            return f"Not an answer here: says {self.yes_key} drops, n keeps typing"
        if binding.id in ("confirm_yes", "confirm_enter"):
            if self.yes_key != "y" or (self.strict and binding.id == "confirm_enter"):
                answer = self.yes_key if self.yes_key != "y" else "y"
                return f"Not an answer here: says to press {answer} to {self.yes.lower()}"
            return self.yes
        if binding.id == self.OWN_KEYS.get(self.yes_key):
            return self.yes
        return None

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """Textual's active bindings as the footer draws them, with this question's own yes label (not "Yes") on
        its yes key, and no y where y does not answer it. The keys themselves are the class's (:attr:`BINDINGS`):
        only what the footer reads is this question's."""
        relabel: dict[str, dict[str, Any]] = {"confirm_yes": {"description": self.yes, "show": self.yes_key == "y"}}
        if self.yes_key in self.OWN_KEYS:
            relabel[self.OWN_KEYS[self.yes_key]] = {"description": self.yes}
        active = super().active_bindings
        for key, bound in active.items():
            changes = relabel.get(bound.binding.id or "")
            if changes:
                active[key] = bound._replace(binding=dataclasses.replace(bound.binding, **changes))
        return active

    def compose(self) -> ComposeResult:
        with Vertical():
            yield PlainStatic(self.question, id="confirm-question", markup=False)
            if self.detail:
                yield PlainStatic(self.detail, id="confirm-detail", markup=False)
            yield PlainStatic(self.keys_line(), id="confirm-keys", markup=False)
        # its own keys at the bottom: the screen under it (a form, the table) showed its footer through
        yield Footer()

    def keys_line(self) -> str:
        """The line under the question saying its keys, e.g. ``"y or Enter: Record    n or Esc: No, go back"``."""
        return "    ".join(self.keys_phrases())

    def keys_phrases(self) -> list[str]:
        """The question's keys, one phrase each (the yes key's, then n's), as :meth:`keys_line` joins them."""
        if self.keeps_typing:
            return [f"{self.yes_key}: {self.yes} (not y, not Enter)", "n or Esc: No, keep typing"]
        if self.yes_key != "y":
            return [f"{self.yes_key}: {self.yes} (not y, not Enter)", "n or Esc: No, go back"]
        if self.strict:
            # not "it cannot be taken back at the table": ctrl+z takes it out of the book (a newcomer's try asked which)
            return [f"y: {self.yes} (only y, not Enter)", "n or Esc: No, go back"]
        return [f"y or Enter: {self.yes}", "n or Esc: No, go back"]

    def _laid_out(self, said: str, phrases: Sequence[str] | None = None, joiner: str = "    ") -> str:
        """``said``, then on a line of their own the keys' ``phrases`` (the question's own, :meth:`keys_phrases`,
        by default): joined by ``joiner`` where they fit the keys line's width, else one a line, so that no key's
        phrase is cut in two. A newcomer's try at 80x24: "'b' was typed before this question showed: not an answer,
        not used. d:" then "Drop it (not y, not Enter)    n or Esc: No, keep typing" on the next line."""
        phrases = self.keys_phrases() if phrases is None else phrases
        width = self.query_one("#confirm-keys", PlainStatic).content_size.width or 70  # 70: not yet laid out
        keys = joiner.join(phrases)
        if cell_len(keys) > width:
            keys = "\n".join(phrases)
        return f"{said}\n{keys}" if said else keys

    def on_key(self, event: events.Key) -> None:
        """A letter that answers nothing here (typed ahead for the screen under the question, or a key of the
        table): the question says its keys, rather than take the key in silence (a newcomer's try: 1930's Pass
        asked y/n, and the next key typed ahead went to the question unseen)."""
        bound = self.active_bindings.get(event.key)
        if self.keeps_typing and event.key == "y":
            # y answers nothing here (the screens under it record on y): a banker who presses y meant to answer
            event.stop()
            event.prevent_default()
            self._say_not_an_answer("y")
            return
        answers = bound is not None and bound.enabled and (bound.binding.id or "").startswith("confirm_")
        if self.keeps_typing and not event.is_printable and not answers and event.key != "escape":
            # Tab, an arrow, Backspace, a ctrl key: nothing for the question; the line says which keys answer (Tab
            # moved nothing and said nothing: a review)
            event.stop()
            event.prevent_default()
            self._say_keys()
            return
        if not event.is_printable or (bound is not None and bound.enabled):
            return
        event.stop()
        event.prevent_default()
        # nor typed into the form on n (:attr:`keeps_typing`): said here, and the keys after it counted
        form = " and is not typed into the form" if self.keeps_typing else ""
        said = f"{key_named(event.character)} answers nothing here{form}."
        self._say(self._laid_out(said))
        # the keys typed straight after it were typed ahead for a screen the question came before (a newcomer's try:
        # 1930's Pass asked a second late; "b pi" went to the question, the Enter after them answered it, and the rest
        # bought Brown for the next player): not used, and counted, as after any key refused at the table
        refused_key = getattr(self.app, "refused_key", None)
        if callable(refused_key):
            refused_key(said, names_key=True)

    def _say_keys(self) -> None:
        """Say which keys answer (a question that ``keeps_typing``)."""
        self._say(self._laid_out("Not an answer."))

    def _say(self, text: str) -> None:
        """Say ``text`` in the question's own keys line, marked, with the terminal's bell: inside the dialog, so
        that it covers nothing and goes with it (a newcomer's try: a notice at the top, eight lines repeating the
        question at 80x24, hid the turn line and stayed up after the question was answered)."""
        line = self.query_one("#confirm-keys", PlainStatic)
        line.update(text)
        line.add_class("-said")
        self.app.bell()

    def action_enter(self) -> None:
        """Enter answers yes, unless the question is strict (a bankruptcy) or has a key of its own to answer
        yes (:attr:`yes_key`): then it says which key does."""
        if self.keeps_typing:
            # Enter answered nothing and the line stayed as it was (a newcomer's try): it says so
            self._say_not_an_answer("Enter")
            return
        if self.strict or self.yes_key != "y":
            self._say_key()
            return
        self.dismiss(True)

    def _say_not_an_answer(self, key: str) -> None:
        """On a question that ``keeps_typing``: ``key`` (y or Enter) tried to answer, and is not an answer; the line
        says which keys answer."""
        if key == "Enter":  # the words the Drop tests have read since Enter first said it
            said = f"Enter is not an answer here: {self.yes_key} drops, n keeps typing."
        else:
            said = f"{key} is not an answer here: {self.yes_key} drops what was typed, n keeps typing."
        self._say(said)

    def action_yes(self) -> None:
        """``y`` answers yes, unless the question has a key of its own to answer yes: then it says which (on a
        question that ``keeps_typing``, it says which keys answer: :meth:`_say_not_an_answer`)."""
        if self.keeps_typing:
            self._say_not_an_answer("y")
            return
        if self.yes_key != "y":
            self._say_key()
            return
        self.dismiss(True)

    def _say_key(self) -> None:
        if self.keeps_typing:
            self._say_keys()
            return
        self._say(f"Press {self.yes_key} to {self.yes.lower()}, n or Esc to go back.")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


#: the pattern a field of each type of Textual's Input takes (its ``_RESTRICT_TYPES``)
_INPUT_TYPES = {
    "integer": r"[-+]?(?:\d*|\d+_)*",
    "number": r"[-+]?(?:\d*|\d+_)*\.?(?:\d*|\d+_)*(?:\d[eE]?[-+]?(?:\d*|\d+_)*)?",
}


def input_takes(field: Input, typed: str) -> bool:
    """Whether ``field`` would take ``typed`` typed in place of what it holds (as when it takes the focus, its text
    selected): its ``max_length``, ``restrict`` and ``type`` (Textual's own checks of :meth:`Input.replace`), e.g.
    digits only in an amount."""
    new = typed
    if field.max_length and len(new) > field.max_length:
        return False
    if field.restrict and re.fullmatch(field.restrict, new) is None:
        return False
    pattern = _INPUT_TYPES.get(field.type)
    return pattern is None or re.fullmatch(pattern, new) is not None


def cancel_or_ask(screen: Screen[Any], typed: bool, question: str, yes: str = "Drop them", result: Any = False) -> None:
    """Esc on a screen where something may have been typed: dismiss it with ``result`` at once when nothing was
    (``typed`` false), else ask ``question`` first (:class:`ConfirmScreen`, answered by ``d``: y and Enter record
    on the screens under it) and dismiss only on yes. On no, the screen is as it was: a key typed into the question
    that answers nothing is not used, nor typed into the screen (:attr:`ConfirmScreen.keeps_typing`), and the banker
    is told so. A key typed before the question was on screen answers nothing and is not used
    (:attr:`ConfirmScreen.seen_first`): Esc and the table's next key typed at once."""
    if not typed:
        screen.dismiss(result)
        return
    # n "keeps typing" where a field or a list has the focus (a screen without one goes back to its keys)
    typing = isinstance(screen.focused, (Input, TextArea, Select))
    asked = ConfirmScreen(question, yes, yes_key="d", keeps_typing=typing)

    def answered(drop: bool | None) -> None:
        if drop:
            screen.dismiss(result)

    screen.app.push_screen(asked, answered)


class QuitQuestion(ConfirmScreen):
    """ctrl+q while a form holds what was typed (:func:`typed_in`): quit only on ``q`` or ctrl+q again
    (:meth:`tui.app.AirbankerApp.action_quit`); Esc or ``n`` goes back to the form as it was."""

    def __init__(self) -> None:
        super().__init__(
            "Quit airbanker? What is typed in the open form is not recorded and is lost. Every action recorded "
            "stays in the book.",
            "Quit",
            detail="ctrl+q again quits too.",
            yes_key="q",
        )


class _FootLine(PlainStatic):
    """The live line or the keys, under a form's fields: when one grows or shrinks (a refusal wraps over more
    lines), the fields above get what is left of the box. (Two lines of the form's box itself, not a box of their
    own: each box a form mounts is time before its first frame, issue 13.)"""

    #: the text last shown on it as the live line (:meth:`FormScreen._show_live`; a refused key's line too)
    shown_text: str | None = None
    #: the field whose refused key the line says (:func:`say_not_used`), while it does
    refused_by: Widget | None = None

    def on_resize(self) -> None:
        fit = getattr(self.screen, "_fit_body", None)
        if fit is not None:
            self.call_after_refresh(fit)


class _KeysLine(_FootLine):
    """A form's key line (or another screen's): the keys it names, written as the bindings declare them ("ctrl+s:
    record"), shown as the keymap has them now (``said``: :meth:`FormScreen.keys_said`, "f9: record" once the
    banker's keymap gives the form's Record f9). Every text put on it is said so, by whatever writes it."""

    def __init__(self, content: str, said: Callable[[str], str], **kwargs: Any) -> None:
        self._said = said
        super().__init__(said(content), **kwargs)

    def update(self, content: Any = "", *, layout: bool = True) -> None:
        super().update(self._said(content) if isinstance(content, str) else content, layout=layout)


#: the notice of ctrl+s in an open list whose search found nothing (:func:`searched_nothing`)
SEARCHED_NOTHING = "the list open offers nothing by the name typed (its line says why)"
#: the notice of a step not recorded because the ledger refuses it, whose reason the form's live line shows
#: (a notice of the reason itself, several lines at 80 columns, covered the form's top for its 6 seconds)
NOT_RECORDED = "Not recorded: the line under the fields says why."

#: The one rule of every form of the three games, as each form's key line says it (:meth:`FormScreen.keys_hint`)
#: while a typed field has the focus (a list has its own line, :data:`LIST_KEYS`): Enter moves on to the next field;
#: on the last field (or ctrl+s anywhere) it records. ("Enter: choose, next" read oddly under an amount typed, with
#: nothing to choose: a newcomer's try.)
FORM_KEYS = "Enter: next field · on the last field or ctrl+s: record · Esc: cancel"
#: the key line of a form with nothing to type (Air Fare's revenue and settle: what the ledger works out, shown)
NO_FIELDS_KEYS = "Enter or ctrl+s: record · Esc: cancel"

#: What the key line says in place of :data:`FORM_KEYS` while a list has the focus (:meth:`FormScreen.watch_focused`),
#: by the kind of list: closed and showing a choice, closed with nothing chosen yet, open. Each on one line of a
#: form's 74 cells at 80x24. Textual 8.2.8's Select opens on Space, Down, Up (and Enter); :class:`LiteralSelect`
#: makes Enter on a closed list take the choice it shows (nothing chosen: Enter opens it). In the open list
#: (Textual's SelectOverlay) the arrows move, a letter searches, Enter chooses and Esc closes the list only.
#: On the form's last field (nothing after it to move on to) Enter on the closed list takes the choice it shows and
#: records (one Enter buys the airline the 1930 Buy form shows), unless the banker went back to it with shift+Tab,
#: or the form offers an action undone again, to change it: Enter then opens it (shift+Tab back onto a sale's card
#: list and Enter recorded the sale, a newcomer's try). Enter in the open list chooses and leaves the focus nowhere,
#: so that the next Enter records: the line then says so. An open list ends above the key line
#: (:meth:`LiteralSelect.fit_list`).
LIST_KEYS = {
    "list": "Space or ↓: open list · Enter: take the one shown, next · ctrl+s: record",
    "blank list": "Space, ↓ or Enter: open the list · ctrl+s: record · Esc: cancel",
    "open list": "↑↓: move · a letter: search · Enter: choose, next · Esc: close the list",
    "last list": "Space or ↓: open list · Enter: take the one shown and record · Esc: cancel",
    # the last list gone back to with shift+Tab, to change it: Enter opens it
    "last list, back": "Space, ↓ or Enter: open the list · ctrl+s: record · Esc: cancel",
    "last open list": "↑↓: move · a letter: search · Enter: choose · Esc: close the list",
    # a name typed in the last list (opened by its first letter, or with Space): Enter records what the search found,
    # as Enter on the closed list records the one it shows (FormScreen.on_literal_select_picked)
    "last searched list": "↑↓ · a letter: search · Enter: choose and record · Esc: close the list",
    # nothing has the focus: a pick in the last list left it so, and Enter records
    "nothing focused": "Enter: record · shift+Tab: the list · Tab: first field · Esc: cancel",
    # the same, on a form whose only field is that list (Tab and shift+Tab both go back to it: the line named them
    # apart, a newcomer's try on the Taxes form)
    "nothing focused, one list": "Enter: record · Tab or shift+Tab: the list · Esc: cancel",
}


#: an open list's own Esc (Textual's SelectOverlay), as the key lines name it: not the form's Esc (a form's Cancel,
#: which the banker's keymap may move, :meth:`FormScreen.keys_said`)
LIST_ESC = "Esc: close the list"

#: the keys of an open list once an Enter forgot a search that matched nothing, on a form's key line: its live line
#: says that nothing is highlighted (:meth:`FormScreen.searched_line`), the key line only the keys (a newcomer's try
#: read "nothing highlighted" on both lines)
SEARCH_FORGOTTEN_KEYS = "↑↓: move · a letter: search · Esc: close the list"
#: the key line of an open list once an Enter forgot a search that matched nothing: nothing is highlighted, and Enter
#: chooses nothing until an arrow or a letter highlights an option (:func:`search_keys`); a form's key line says
#: :data:`SEARCH_FORGOTTEN_KEYS`
SEARCH_FORGOTTEN = f"nothing highlighted · {SEARCH_FORGOTTEN_KEYS}"


def search_keys(overlay: SearchOverlay, width: int, *, records: bool = False) -> str | None:
    """What a key line ``width`` cells wide (0: unknown, 74 taken) says of the search typed in ``overlay``'s list: that
    no option matches it (the list's :meth:`~LiteralSelect.unmatched_text`; once an Enter forgot it, that nothing is
    highlighted: :data:`SEARCH_FORGOTTEN`), or which options it matches when several
    do (:func:`several_text`, on up to two lines: a newcomer's try read '"dc" matches 3: Washington DC, +2 more');
    ``None`` when it finds one option, or nothing is searched: the list's own keys. ``records``: Enter records what
    the search found (the form's last list), and the line says so."""
    select = overlay.parent
    if not isinstance(select, LiteralSelect):
        return None
    undecided = overlay.ambiguous()
    if undecided is not None and len(undecided[1]) >= len(overlay.several[1]):
        return undecided_text(*undecided)  # every option matched is one the search begins: they are named
    if overlay.unmatched and not overlay._search_query:
        return SEARCH_FORGOTTEN  # what was searched is gone from the border: so is it from the line
    if overlay.unmatched:
        return f"{select.unmatched_text(overlay.unmatched)} · Esc: close the list"
    if overlay.several[0]:
        # Enter takes none while the search begins several names: the line does not say "Enter: choose"
        return several_text(
            *overlay.several, width=2 * (width or 74) - 8, records=records, undecided=undecided is not None
        )
    return None


def undecided_text(query: str, names: Sequence[str]) -> str:
    """What a key line says while the search ``query`` begins the ``names`` of several options
    (:meth:`SearchOverlay.ambiguous`): '"re" could be Relocate or Research: type more, or ↑↓ then Enter'."""
    either = listed(names, "or")
    return f'"{shown(query)}" could be {shown(either)}: type more, or ↑↓ then Enter'


def undecided_live(query: str, names: Sequence[str], noun: str = "choice") -> str:
    """What a live line says once Enter chose none of the options whose ``names`` the search ``query`` begins: what
    to type for each, the fewest letters that tell it from the others ('Nothing chosen yet: "re" begins 2 actions;
    type "rel" or "res"'). ``noun``: what the list offers."""
    folded_names = [folded(name) for name in names]
    typed: list[str] = []
    for name, mine in zip(names, folded_names, strict=True):
        others = [other for other in folded_names if other != mine]
        # counted in folded letters ("ß" folds to "ss", "Æ" to "ae"), then the fewest of the name's own that hold them
        start = len(folded(query)) + 1
        telling = (n for n in range(start, len(mine) + 1) if not any(o.startswith(mine[:n]) for o in others))
        cut = next(telling, len(mine))
        own = next((k for k in range(1, len(name) + 1) if len(folded(name[:k])) >= cut), len(name))
        while own < len(name) and not name[own - 1 : own].strip():
            own += 1  # never ending on a space ("chicago " for Chicago Bag Handlers Strike: "chicago b")
        typed.append(f'"{shown(name[:own].lower())}"')
    return f'Nothing chosen yet: "{shown(query)}" begins {len(names)} {noun}s; type {" or ".join(typed)}'


def key_named(character: str | None) -> str:
    """A key typed, as a line saying it answers nothing names it: ``'z'``, but Space by its name (a newcomer's try
    read "' ' answers nothing here")."""
    return "Space" if character == " " else repr(shown(character or ""))


def several_text(
    query: str, labels: Sequence[str], width: int = 74, *, records: bool = False, undecided: bool = False
) -> str:
    """What a form's key line says while the search ``query`` matches the options ``labels`` (more than one, the
    one the search went to first), in ``width`` cells at most (a form's 74 at 80x24): how many, the names that fit,
    and the keys. E.g. ``"snow" matches 2: Snowbirds, New York snowed in · ↑↓ · Enter: choose``; ``records``: Enter
    records what it chooses (the form's last list: "Enter: choose and record"); ``undecided``: the search begins
    several of their names, and Enter takes none yet (:meth:`SearchOverlay.ambiguous`).
    """
    keys = " · ↑↓ · Enter: choose and record" if records else " · ↑↓ · Enter: choose"
    if undecided:  # the search begins several of them (SearchOverlay.ambiguous): Enter takes none yet
        keys = " · type more, or ↑↓ then Enter"
    head = f'"{query}" matches {len(labels)}: '
    names: list[str] = []
    for index, label in enumerate(labels):
        rest = len(labels) - index - 1
        more = f", +{rest} more" if rest else ""
        if cell_len(head + ", ".join([*names, label]) + more + keys) > width and names:
            return head + ", ".join(names) + f", +{len(labels) - index} more" + keys
        names.append(label)
    return head + ", ".join(names) + keys


def step_field(fields: Sequence[Widget], focused: Widget | None, step: int) -> None:
    """Focus the field below (``step`` 1) or above (-1) ``focused`` among ``fields`` (in order): in a row of
    several fields (a table of fields: a player's Prop Jets and Super Jets), the one in the same column of the
    next row that has fields, else the last of that row; nothing moves past the first or the last field (Down
    never records), nor when the focus is on none of them."""
    if focused is None or focused not in fields:
        return
    rows: list[list[Widget]] = []
    for field in fields:  # fields in order, grouped by the row (their parent) they sit in
        if rows and rows[-1][0].parent is field.parent:
            rows[-1].append(field)
        else:
            rows.append([field])
    at = next(i for i, row in enumerate(rows) if focused in row)
    column = rows[at].index(focused)
    to = at + step
    if 0 <= to < len(rows):
        target = rows[to]
        target[min(column, len(target) - 1)].focus()


class FormBody(VerticalScroll):
    """The scrolling fields of a form, where Up and Down move between the fields (not the scroll): Down to the
    field below, in the same column of a table of fields (the purchase form's Prop Jets of the next player),
    Up to the one above (:meth:`FormScreen.action_field_step`, or the secret bids screen's). A closed list
    (:class:`LiteralSelect`) opens on Down and goes to the field above on Up; an open list and a text area keep
    their own Up and Down; the body still scrolls to the field focused, and with Page Up and Page Down."""

    #: where its keys work, as the help (F1) says them beside the form's own
    HELP_WHERE: ClassVar[str] = "in the fields"
    BINDINGS = [
        Binding("down", "field_step(1)", "Field below", id="form_field_below", show=False),
        Binding("up", "field_step(-1)", "Field above", id="form_field_above", show=False),
    ]

    def action_field_step(self, step: int) -> None:
        step_on = getattr(self.screen, "action_field_step", None)  # a form's, or the secret bids screen's
        if callable(step_on):
            step_on(step)


def table_row_key(app: App[Any], skip: Screen[Any] | None = None) -> str | None:
    """The key of the row the topmost table screen highlights (its grid's cursor row:
    :meth:`tui.base.table_screen.GameTableScreen.highlighted_row`; ``skip`` left out), or ``None``: a seat
    (``"2"``) or an airline (``"airline:Blue"``). Forms and Count cash start on it."""
    for screen in reversed(app.screen_stack):
        read = getattr(screen, "highlighted_row", None)
        if screen is not skip and callable(read):
            key = read()
            return key if isinstance(key, str) else None
    return None


def take_searched_option(screen: Screen[Any], *, tell_screen: bool = False) -> LiteralSelect[Any] | None:
    """ctrl+s or Tab in an open list of ``screen`` (a name or a choice's number typed, or the arrows moved: not a list
    only opened, the banker may be only looking): the option highlighted is chosen (the list closed, its line focused
    once Textual's focus has its turn), as Enter would, before recording or moving on. The list chosen in, else
    ``None``. Newcomers' tries: 1930's Fly, "1" typed for the CEO's choice, the list open on choice 1, then ctrl+s: the
    list closed, nothing chosen, "Not recorded" (and choice 3 reached with the arrows likewise); Air Fare's sale,
    "min" typed in the Card list, then Tab: the search thrown away, the cursor back on the first field; the new game
    form, "Tou" in the Variant list, then ctrl+s: a Basic Game created.

    ``tell_screen``: a value changed is told (Select.Changed) to ``screen`` itself, in its queue now, rather than
    bubbling up from the list a few messages later: what the screen does next (``call_later``) then sees the fields
    that follow the list refreshed, as after Enter's pick (:meth:`FormScreen.action_record`)."""
    overlay = screen.focused
    select = overlay.parent if isinstance(overlay, SearchOverlay) else None
    if not isinstance(overlay, SearchOverlay) or not isinstance(select, LiteralSelect):
        return None
    index, choices = overlay.highlighted, select._choices()
    chosen_here = overlay._search_query or select._search_opened or overlay._moved  # not a list only opened
    if index is None or not 0 <= index < len(choices) or not select.expanded or not chosen_here:
        return None
    if overlay.tell_undecided():  # "re": Relocate or Research, neither taken (the screen says so)
        return None
    value = choices[index][1]
    if tell_screen and value != select.value:
        with select.prevent(Select.Changed):
            select.value = value
        screen.post_message(Select.Changed(select, value))
    else:
        select.value = value
    select.expanded = False
    select.focus()
    return select


def searched_nothing(screen: Screen[Any]) -> bool:
    """Whether ``screen``'s focus is in an open list whose search typed matches no option, or did until an Enter forgot
    it with nothing highlighted since (its key line says why: "Bea: needs 2 Class A routes won, has 0", then that
    nothing is highlighted): ctrl+s then records nothing, nor Tab moves on. A newcomer's try: "Bea",
    whom the Loan list leaves out, then ctrl+s recorded Ann's loan, the choice the list had before."""
    overlay = screen.focused
    # the search forgotten by an Enter that chose nothing, the list saying nothing is highlighted: nothing
    # either (a newcomer's try of 1930's Buy list: "ora", Orange not offered, Enter refused, then ctrl+s bought
    # Yellow, the form's choice before the search)
    if not isinstance(overlay, SearchOverlay):
        return False
    return bool(overlay._search_query or overlay.unmatched) and overlay.highlighted is None


def search_undecided(screen: Screen[Any]) -> bool:
    """Whether ``screen``'s focus is in an open list on a search that begins several options' names
    (:meth:`SearchOverlay.ambiguous`): then the screen is told (:meth:`SearchOverlay.tell_undecided`), and ctrl+s
    records nothing, nor Tab moves on, as Enter chooses nothing."""
    overlay = screen.focused
    return isinstance(overlay, SearchOverlay) and overlay.tell_undecided()


def tab_from_search(screen: Screen[Any], later: Callable[[LiteralSelect[Any]], list[Widget]]) -> Widget | None:
    """Tab in an open list of ``screen`` where something was typed: the option found chosen
    (:func:`take_searched_option`) and the first of ``later`` (the fields after that list) focused, else the list's
    line; on a name the list does not offer (its key line says why) the list, open still, stays (a newcomer's try:
    "Bea", who may not borrow, then Tab went on with Ann). ``None``: not in a list searched, Tab as ever."""
    overlay = screen.focused
    if search_undecided(screen):
        return overlay  # "re": Relocate or Research, neither taken: the list stays open, the screen says why
    select = take_searched_option(screen)
    if select is not None:
        after = later(select)
        if after:
            after[0].focus()  # after the list's own focus (Textual's focus waits its turn)
        return after[0] if after else select
    return overlay if searched_nothing(screen) else None


class FormScreen(SaysKeys, BackdropModalScreen[bool]):
    """A banker's form: fields, a live line computed by the ledger, record on confirm.

    Subclasses set :attr:`KIND` and :attr:`HEADING`, compose their fields in
    :meth:`compose_fields`, and build the action's payload in :meth:`payload` (raising
    :class:`FormError` while something is still missing). The live line shows what the
    ledger would record, or its refusal with the field and the rule.

    The rule of every form of the three games (issue 13), said by its key line (:data:`FORM_KEYS`)
    and the help: Space or Down opens a list and, in the open list, Enter chooses and moves on to the
    next field; Enter on a closed list takes the choice it shows and moves on (nothing chosen: it
    opens the list), and while a list has the focus the key line says so (:data:`LIST_KEYS`);
    Enter in a field moves on; Enter on the last field (or on a form with nothing to type)
    and ``ctrl+s`` anywhere record. Recording asks first (``y`` or Enter records, ``n`` or Esc goes
    back to the form) exactly when the step does more than the live line shows
    (:meth:`confirm_question`: a bankruptcy, secret bids revealed, a phase, turn or game ended for
    everyone, a merger), and the form's key line says when; any other step is recorded at once,
    and ctrl+z takes it back. Nothing is recorded while the ledger refuses.
    The form dismisses with ``True`` once recorded, ``False`` when cancelled.
    """

    KIND = ""
    HEADING = ""
    #: when the form asks before recording (:meth:`confirm_question`), for its key line, e.g.
    #: ``"Asks first (y/n) before a bankruptcy"``; empty: it never asks
    ASKS = ""
    # the form chooses its first field itself (on_mount). "" and not None: None is Textual's "as the app
    # says", which focused the scrolling body first and styled all its fields again on focus and on blur
    AUTO_FOCUS = ""
    #: at the foot of a tall terminal over a game's table, the box held under the table's grid with this many lines
    #: left between them (:meth:`_under_grid`; 1: the notices' line); ``None``: not held
    UNDER_GRID: ClassVar[int | None] = None

    DEFAULT_CSS = f"""
    FormScreen {{ align: center middle; }}
    FormScreen > #form {{
        width: 78; height: auto; max-height: {FORM_MAX_HEIGHT}; border: round $accent; padding: 0 1;
        background: $surface;
    }}
    FormScreen #form-body {{ height: auto; }}
    FormScreen #form-heading {{ text-style: bold; }}
    FormScreen .row {{ height: 1; }}
    FormScreen .row > .label {{ width: 22; }}
    FormScreen FieldRow {{ padding-left: 22; }}
    FormScreen .row > Input {{ width: 1fr; }}
    FormScreen .row > Select {{ width: 1fr; }}
    FormScreen .row > Input.num {{ width: 12; }}
    FormScreen .row > .after {{ width: 1fr; padding-left: 1; }}
    FormScreen .info {{ color: $text-muted; }}
    FormScreen #form-live {{ margin-top: 1; height: auto; }}
    FormScreen #form-live.-refused {{ color: $error; }}
    FormScreen #form-live.-ok {{ color: $success; }}
    FormScreen #form-live.-typing {{ color: $text-muted; }}
    FormScreen #form-keys {{ color: $text-muted; }}
    FormScreen #form-keys.-armed {{ color: $accent; text-style: bold; }}
    """

    BINDINGS = [
        Binding("ctrl+s", "record", "Record", id="form_record"),
        Binding("escape", "cancel", "Cancel", id="form_cancel"),
        # Enter with no field focused (after the last one): a focused field's own Enter comes first
        Binding(
            "enter", "record", "Record, past the last field (in a field: on to the next)", id="form_enter", show=False
        ),
    ]

    #: the form has nothing to type or choose: its key line says only how it records (:meth:`keys_hint`)
    NO_FIELDS: ClassVar[bool] = False
    #: the bindings whose keys the form's key line and hints name (:meth:`keys_said`); a form with keys of its own
    #: adds theirs
    KEY_IDS: ClassVar[tuple[str, ...]] = ("form_record", "form_cancel")
    #: a payload recorded before (an action just undone) to fill the fields with when the form opens
    refill: Mapping[str, Any] | None = None
    #: the last preview: (payload, entries, summary) when the ledger accepts it
    accepted: tuple[dict[str, Any], list[Entry], str] | None = None
    #: the live line as text (what is missing, the refusal, or what will be recorded)
    live_text = ""
    #: what the live line last said is still missing, kept by a :meth:`missing_line` that speaks of the field the
    #: banker is on, so that the line follows the focus (:meth:`_speak_of_focus`); ``None``: the line does not
    _missing: Exception | None = None
    #: what the fields held when the live line was last worked out (:meth:`fields_changed`)
    _live_basis: tuple[Any, ...] | None = None
    #: the field whose amount the live line says is still being typed (:meth:`still_typing`), or ``None``
    _typing: Widget | None = None
    #: the refusal is shown even while its amount is still being typed (the banker records: :meth:`action_record`)
    _insist = False
    #: the last amount found to lift a refusal (:meth:`_completes`): the field, the refusal's path, the payload
    #: with that path blanked, and the amount; an amount typed on its way there lifts it without asking again
    _completion: tuple[Widget, str, Any, int] | None = None
    #: the last digits found that no more digits lift (:meth:`_completes`): the field, the refusal's path, the
    #: payload with that path blanked, and the digits; digits typed on from them are not tried again
    _hopeless: tuple[Widget, str, Any, str] | None = None
    #: the kind of field the key line was last written for (:meth:`watch_focused`): a key of :data:`LIST_KEYS`,
    #: or ``"field"`` (the form's own :meth:`keys_hint`)
    _keys_kind = "field"
    #: the last list, when a pick in it left the focus nowhere so that Enter records (:meth:`_advance_from`); ``None``
    #: when the focus is nowhere because the terminal lost it, or once a field has the focus
    _picked_last: Widget | None = None
    #: the field shift+Tab went back to (:meth:`focus_previous`), while it has the focus (or its open list): on the
    #: last list, Enter then opens it rather than record the choice shown (:meth:`_advance_from`)
    _went_back: Widget | None = None
    _going_back = False
    #: the rows of :meth:`later` by id, those not mounted yet, and every widget :meth:`compose_fields` gave, in order
    _later: dict[str, Widget]
    _to_mount: set[str]
    _mounting: list[AwaitMount]
    _body_order: list[Widget]
    #: what each field held when the form was drawn, and the fields the banker changed, by ``id`` (:meth:`unsaved`)
    _as_opened: dict[int, Any]
    _touched: dict[int, Widget]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._as_opened = {}
        self._touched = {}
        #: when the form was made, on the keys' clock (:func:`key_clock`): a record key typed within
        #: :data:`SHOWN_WITHIN` seconds of it counts as typed before the form showed, were its drawing never noted
        self.opened_at = key_clock()
        self._later = {}
        self._to_mount = set()
        self._mounting = []
        self._body_order = []
        #: the "Not recorded" notices of the refused tries, taken away once the fields are accepted
        self._refusal_notices: list[Notification] = []
        #: notices about this form alone (an undone action it shows again), taken away when it closes
        self._form_notices: list[Notification] = []
        #: the terminal was resized: the body's scrollbar is worked out again (:meth:`_fit_body`)
        self._resized = False

    def notice_while_open(self, notice: Notification) -> None:
        """Take ``notice`` (one about this form) off the screen when the form closes, recorded or not. A
        newcomer's try: "Undone #19 · Its form shows it again: correct it and record, or Esc" stayed on the
        table after Esc."""
        self._form_notices.append(notice)

    def on_unmount(self) -> None:
        # a "Not recorded" notice of a try goes with the form too (a newcomer's try: after Esc it stayed on the table,
        # saying the line under the fields, gone with the form, says why)
        for notice in [*self._form_notices, *self._refusal_notices]:
            withdraw(self.app, notice)
        self._form_notices.clear()
        self._refusal_notices.clear()

    def compose(self) -> ComposeResult:
        # the live line and the keys stay below the scrolling fields, so a refusal (its field and rule)
        # and the keys are always in sight however long the form is
        with Vertical(id="form"):
            with FormBody(id="form-body"):
                yield PlainStatic(self.heading(), id="form-heading", markup=False)
                self._body_order = []
                for widget in self.compose_fields():
                    self._body_order.append(widget)
                    if widget not in self._later.values():
                        yield widget
            yield _FootLine("", id="form-live", markup=False)
            yield _KeysLine(self.keys_hint(), self.keys_said, id="form-keys", markup=False)
        yield Footer()

    def compose_fields(self) -> ComposeResult:  # pragma: no cover - every form overrides it
        yield from ()

    def heading(self) -> str:
        """The form's heading line: :attr:`HEADING` (a form may say more, e.g. the turn)."""
        return self.HEADING

    def show_note(self, note_id: str, text: str) -> None:
        """Show ``text`` as the note after a field (:func:`show_note`), rows not mounted yet included."""
        show_note(self, note_id, text, *self._later.values())

    # -- rows mounted when first shown ----------------------------------------------------
    def later(self, row: Widget) -> Widget:
        """``row`` (with an id), yielded by :meth:`compose_fields` but mounted only when first shown: hidden until
        then (``display`` False). A row the form shows for some choices only (1930's Gates for a Fly without a
        CEO, paid upgrades for an Upgrade) costs its opening nothing while hidden: a hidden widget is mounted and
        styled as one shown is, and each is time before the form's first frame (issue 13, "Fast").

        The form shows it as any other, by ``query_one("#row-id").display = True`` in :meth:`extra_info`; it is
        mounted in its place among the rows after :meth:`extra_info`. Until then :meth:`query_one` finds it and
        its fields by id (an Input not mounted reads as it was made: empty, or its value)."""
        assert row.id, "a row mounted later is found by its id"
        row.display = False
        self._later[row.id] = row
        self._to_mount.add(row.id)
        return row

    if TYPE_CHECKING:  # Textual's own overloads

        @overload
        def query_one(self, selector: str) -> Widget: ...

        @overload
        def query_one(self, selector: type[_W]) -> _W: ...

        @overload
        def query_one(self, selector: str, expect_type: type[_W]) -> _W: ...

    def query_one(self, selector: str | type[_W], expect_type: type[_W] | None = None) -> _W | Widget:
        """Textual's ``query_one``; an id not mounted is looked for in the rows not mounted yet (:meth:`later`).

        Raises:
            NoMatches: nothing of that id, mounted or not (Textual's WrongType: not of ``expect_type``).
        """
        try:
            return super().query_one(selector, expect_type)  # type: ignore[arg-type]
        except NoMatches:
            wanted = selector[1:] if isinstance(selector, str) and re.fullmatch(r"#[\w-]+", selector) else None
            for row in self._later.values() if wanted else ():  # mounted, they were found above (or mounting)
                for widget in (row, *row._pending_children, *row.walk_children(Widget)):
                    if widget.id == wanted and (expect_type is None or isinstance(widget, expect_type)):
                        return widget
            raise

    def _mount_shown(self) -> None:
        """Mount each row of :meth:`later` that is shown now, in its place among the form's rows."""
        shown = [row_id for row_id in self._to_mount if self._later[row_id].display]
        if not shown:
            return
        body = self.query_one("#form-body")
        for row_id in shown:
            self._to_mount.discard(row_id)
            row = self._later[row_id]
            after = self._body_order[self._body_order.index(row) + 1 :]
            before = next((w for w in after if w.parent is body), None)
            self._mounting.append(body.mount(row, before=before) if before is not None else body.mount(row))

    def keys_hint(self) -> str:
        """The form's key line: the rule of every form (:data:`FORM_KEYS`), and under it when the form asks
        before recording (:attr:`ASKS`); a form adds its own keys there. A form with nothing to type
        (:attr:`NO_FIELDS`) says only how it records (it said "Enter: choose, next" with nothing to choose)."""
        keys = NO_FIELDS_KEYS if self.NO_FIELDS else FORM_KEYS
        return f"{keys}\n{self.ASKS}" if self.ASKS else keys

    def keys_said(self, text: str) -> str:
        """``text``, a key line or hint of the form naming its keys as their bindings declare them (:attr:`KEY_IDS`:
        "ctrl+s: record · Esc: cancel"), with each key as the banker's keymap has it now ("f9: record"; unchanged
        when nothing is remapped: :func:`tui.base.keys.keys_now`). An open list's own Esc ("Esc: close the list",
        Textual's) is not the form's Esc: it stays."""
        said = super().keys_said
        return LIST_ESC.join([said(part) for part in text.split(LIST_ESC)])

    def watch_focused(self, focused: Widget | None) -> None:
        """Say on the key line how a list is worked while one has the focus (:data:`LIST_KEYS`: Space or Down opens
        it, Enter takes the choice it shows and moves on, or records on the form's last field), the form's own line
        (:meth:`keys_hint`) otherwise. Issue 13: the line never said how a list opens, and a banker new to Textual
        did not find it.

        Only :data:`FORM_KEYS` within the form's line is replaced (its :attr:`ASKS` line and a form's own keys stay);
        a form whose line does not hold it (a table typed a row a line, nothing to type) keeps its own. The line is
        written again only when the kind of field focused changes: every Tab and Enter moves the focus.

        Leaving a field whose amount was still being typed (:meth:`still_typing`) shows the ledger's refusal of it.
        While something is still missing, a form whose live line speaks of the field the banker is on says it again
        for the field focused now (:meth:`_speak_of_focus`)."""
        self._keys_for_focus(focused)
        self._speak_of_focus()

    def _keys_for_focus(self, focused: Widget | None) -> None:
        """The key line for ``focused`` (:meth:`watch_focused`)."""
        if focused is not None:
            self._picked_last = None
        if self._going_back:
            self._went_back = focused
        elif focused is not None and not (isinstance(focused, SelectOverlay) and focused.parent is self._went_back):
            self._went_back = None
        if self._typing is not None and focused not in (None, self._typing) and self.is_attached:
            self.update_live()  # (no focus: the form is closing, or the terminal lost the focus)
        if isinstance(focused, SearchOverlay) and search_keys(focused, 0) is not None:
            # the list opened by a letter typed on it, which searched before the list took the focus: the line
            # says what the search found (a newcomer's try: "z" on 1930's Buy list, nothing said)
            self._search_line(focused)
            return
        if isinstance(focused, SelectOverlay):
            select = focused.parent
            kind = "last open list" if self._last_list(select) else "open list"
            if self._enter_records(select):
                kind = "last searched list"
        elif isinstance(focused, Select):
            if focused.value is Select.NULL:
                kind = "blank list"
            else:
                kind = (
                    ("last list, back" if self._to_change(focused) else "last list")
                    if self._last_list(focused)
                    else "list"
                )
        elif focused is None and self._picked_last is not None and self.accepted is not None:
            kind = "nothing focused" if len(self.fields()) > 1 else "nothing focused, one list"
        else:
            kind = "field"
        if kind == self._keys_kind or not self.is_attached:
            return
        self._keys_kind = kind
        # with no field focused (a pick in the last list) the key line is what Enter acts on: marked as a focused
        # field's label is (no field was marked, and a newcomer looked for the cursor)
        self._write_key_line(None if kind == "field" else LIST_KEYS[kind], armed=kind.startswith("nothing focused"))

    # -- the live line speaks of the field the banker is on ------------------------------------------
    def on_field(self) -> Widget | None:
        """The field the banker is on: the focused field, or the list whose options are open."""
        focused: DOMNode | None = self.focused
        if isinstance(focused, SelectOverlay):
            focused = focused.parent  # the overlay is a child of its Select
        return focused if isinstance(focused, Widget) and focused in self.fields() else None

    def field_now(self, field: Widget) -> str | None:
        """What the field the banker is on holds, in words, with its row's label ("Income: 13 — Enter keeps it");
        ``None`` for a field of no labelled row (a card's number) or neither typed nor chosen (a table's rows)."""
        row = field.parent
        if not isinstance(row, FieldRow) or not row.label or row.has_class("player-row"):
            return None  # a player's row (the cards form): its label names the player, not the field
        label = row.label
        if isinstance(field, LiteralSelect):
            if field.expanded:  # the open list: Enter takes the option highlighted, not the one shown before
                overlay = field._list
                if overlay is not None and overlay.highlighted is None:
                    # (a review: after a key the list refused, nothing highlighted, it said Enter takes one)
                    return f"{label}: none highlighted (↑↓ or type a name)"
                return f"{label}: Enter takes the one highlighted"
            if field.value is Select.NULL:
                return f"{label}: choose one (Space or ↓ opens the list)"
            shown = re.split(r" · | \(", field.shown_label, maxsplit=1)[0]
            return f"{label}: {shown} — Enter takes it"
        if isinstance(field, Input):
            if not field.value.strip():
                return f"{label}: type it"
            if field is self._typing:
                # an amount checked once it is left, while still being typed (:meth:`still_typing`; a route card's
                # minimum): a newcomer's try read "Minimum Class A: 9 — Enter keeps it", and Enter refused the 9
                return f"{label}: {field.value.strip()} — being typed, checked once you leave the field"
            return f"{label}: {field.value.strip()} — Enter keeps it"
        return None

    def _speak_of_focus(self) -> None:
        """The live line again while something is still missing, on a form whose :meth:`missing_line` speaks of
        the field the banker is on (it keeps what is missing in :attr:`_missing`): the focus moved."""
        missing = self._missing
        # only the words move with the focus, not the line's basis: fields that moved are worked out again by their
        # own Changed (which looks whether anything moved since the line was last worked out: after a preview here
        # it found nothing, and the actions offered did not follow the airline picked)
        if missing is None or not self.is_attached or self.accepted is not None:
            return
        if self.live_text.startswith("… "):
            self.live_text = self.missing_line(missing)
            self._show_live(self.query_one("#form-live", Static), self.live_text)
            self.call_after_refresh(self._fit_body)

    def key_line_keys(self, keys: str) -> str:
        """Hook: the keys the key line shows in place of the fields' keys (:data:`FORM_KEYS`), in the form's own
        words. ``keys`` is what the base form would show there: a list's keys (a value of :data:`LIST_KEYS`, for
        the list focused or a pick with nothing focused) or a line a form wrote for its last field. The default
        returns ``keys`` as it is; a form overrides this (not the line's writing) to say what its Enter does, as
        Air Fare's sales say that a sale is seen before it records."""
        return keys

    def _write_key_line(self, keys: str | None, *, armed: bool = False) -> None:
        """The form's key line (:meth:`keys_hint`), its fields' keys replaced by ``keys`` (``None``: kept), marked
        when ``armed`` (Enter acts on it); nothing for a form whose line has no fields' keys."""
        hint = self.keys_hint()
        if FORM_KEYS not in hint:
            return
        try:
            line = self.query_one("#form-keys", Static)
        except NoMatches:
            return
        text = hint if keys is None else hint.replace(FORM_KEYS, self.key_line_keys(keys))
        # the focus marker too, as on a focused field's label: the colour alone did not say where the cursor was
        # (a newcomer's try: after the Fly's CEO's choice was picked, no field carried the ▸)
        self._update_line(line, f"{FOCUS_MARK} {text}" if armed else text)
        line.set_class(armed, "-armed")
        self.call_after_refresh(self._fit_body)  # a narrow form may fold the lines otherwise

    def on_search_overlay_unmatched(self, event: SearchOverlay.Unmatched) -> None:
        """While the search typed in an open list matches no option, the key line says so (the list's
        :meth:`~LiteralSelect.unmatched_text`: why, when the list knows) in place of the list's keys; once an option
        is highlighted again, the list's keys come back."""
        event.stop()
        self._search_line(event.overlay)

    def on_search_overlay_several_match(self, event: SearchOverlay.SeveralMatch) -> None:
        """While the search typed in an open list matches several options, the key line names them, the one
        highlighted first (:meth:`several_text`)."""
        event.stop()
        self._search_line(event.overlay)

    def on_search_overlay_undecided(self, event: SearchOverlay.Undecided) -> None:
        """Enter (Tab, ctrl+s) chose nothing on a search that begins several names: the live line says what to type
        for each, the key line which they are (:meth:`say_undecided`); once the banker moves on in the list, what is
        highlighted now (:meth:`follow_highlight`)."""
        event.stop()
        if not self.is_attached:
            return
        if event.names:
            self.say_undecided(event.overlay, event.query, event.names)
        else:
            self.follow_highlight(event.overlay)

    def say_undecided(self, overlay: SearchOverlay, query: str, names: Sequence[str]) -> None:
        """The live line and the key line once Enter chose none of the options the search ``query`` begins
        (``names``): 'Nothing chosen yet: "re" begins 2 actions; type "rel" or "res"' (:func:`undecided_live`, the
        list's noun), '"re" could be Relocate or Research: type more, or ↑↓ then Enter' (:func:`undecided_text`)."""
        self.live_text = undecided_live(query, names, getattr(overlay.parent, "noun", "choice"))
        live = self.query_one("#form-live", Static)
        self._show_live(live, self.live_text)
        live.set_class(False, "-ok", "-typing")
        live.set_class(True, "-refused")
        self._keys_kind = "search"
        self._write_key_line(undecided_text(query, names))

    def follow_highlight(self, overlay: SearchOverlay) -> None:
        """The live line once Enter chose nothing (:meth:`say_undecided`) and the banker moved on in the open list
        (an arrow, more letters): "Research highlighted: Enter takes it". A newcomer's try: "re", Enter, then an arrow
        or "s" to Research, and the line still said 'Nothing chosen yet: "re" begins 2 actions'. Letters that match
        nothing highlight nothing: the line says Enter chooses nothing (:meth:`searched_line`). A newcomer's try of
        1930's Airline action: "b", Enter (Blue or Brown), then "res" meant for Research went into the search, and
        the line kept "Brown highlighted: Enter takes it" of "br" while the key line said no airline matches
        "bres", and Enter chose nothing."""
        self.live_text = self.searched_line(overlay, overlay.highlighted)
        live = self.query_one("#form-live", Static)
        self._show_live(live, self.live_text)
        live.set_class(False, "-refused", "-ok")
        live.set_class(True, "-typing")
        if self._keys_kind == "search":  # the key line's '"re" could be …' too: the list's own line again
            self._keys_kind = ""
            self._keys_for_focus(self.focused)

    def on_search_overlay_not_added(self, event: SearchOverlay.NotAdded) -> None:
        """A key that would have made the search in an open list match nothing was not added to it: the live line
        says so ('"3" matches nothing: not used'); the search and the option it highlights stay."""
        event.stop()
        if not self.is_attached:
            return
        self.live_text = f'"{shown(event.key)}" matches nothing: not used'
        live = self.query_one("#form-live", Static)
        self._show_live(live, self.live_text)
        live.set_class(False, "-ok", "-typing")
        live.set_class(True, "-refused")

    #: what the live line says of a Space typed in an open list with no search (:class:`SearchOverlay.LeadingSpace`)
    LEADING_SPACE = "Space: the list is open — type a name or ↑↓, Enter takes it"

    def on_search_overlay_leading_space(self, event: SearchOverlay.LeadingSpace) -> None:
        """Space in an open list with no search typed searched nothing: the live line says how the list is worked."""
        event.stop()
        if not self.is_attached:
            return
        self.live_text = self.LEADING_SPACE
        live = self.query_one("#form-live", Static)
        self._show_live(live, self.live_text)
        live.set_class(False, "-refused", "-ok")
        live.set_class(True, "-typing")

    def on_search_overlay_searching(self, event: SearchOverlay.Searching) -> None:
        """A search typed in an open list (or taken back whole): the key line again for the list, which on the last
        list says that Enter now records ("last searched list", :data:`LIST_KEYS`)."""
        event.stop()
        if self._keys_kind != "search" and self.is_attached:
            self._keys_kind = ""
            self._keys_for_focus(self.focused)

    def _search_line(self, overlay: SearchOverlay) -> None:
        """The key line for what the search typed in ``overlay`` finds now (:func:`search_keys`): nothing, several
        options, or one (the list's keys again)."""
        if not self.is_attached:
            return
        try:
            width = self.query_one("#form-keys", Static).content_size.width
        except NoMatches:
            width = 0
        said = search_keys(overlay, width, records=self._enter_records(overlay.parent))
        if said == SEARCH_FORGOTTEN:  # the live line says nothing is highlighted (searched_line): said once
            said = SEARCH_FORGOTTEN_KEYS
        if said is not None:
            self._keys_kind = "search"
            self._write_key_line(said)
        elif self._keys_kind == "search":
            self._keys_kind = ""  # written again for the field focused
            self.watch_focused(self.focused)

    def on_mount(self) -> None:
        if self.refill is not None:
            # the fields as recorded, without the reactions of a field typed in (a loan's amount set
            # from the player chosen, a card filled in from an earlier one): the payload says it all
            with self.prevent(Input.Changed, Select.Changed, TextArea.Changed):
                self.fill(self.refill)
            self.call_after_refresh(self._check_refill)
        self.update_live()
        first = self.first_field()
        body = self.query_one("#form-body")
        if first is not None:
            # the scrolling body is no Tab stop between the fields: focused, it marked nothing and took the
            # letters typed after a Tab (the Flight Costs Table's Where from, Tab, a row: the row was lost)
            body.can_focus = False
            first.focus()
        else:  # nothing to type: the body has the focus, as Textual's auto focus gave it (its keys scroll it)
            body.focus()
        self.call_after_refresh(self._keep_as_opened)

    # -- what the banker typed: Esc and ctrl+q ask before dropping it -------------------------
    @staticmethod
    def _value_of(field: Widget) -> Any:
        if isinstance(field, NumberInput):  # a count typed 0 is the count left blank (NumberInput.blank)
            return field.meaning(field.value)
        if isinstance(field, Input):
            return field.value
        if isinstance(field, TextArea):
            return field.text
        return field.value if isinstance(field, Select) else None

    @staticmethod
    def _blank_value(field: Widget) -> Any:
        """What :meth:`_value_of` says of ``field`` holding nothing."""
        if isinstance(field, Select):
            return Select.NULL
        return field.meaning("") if isinstance(field, NumberInput) else ""

    def enter_records(self, field: Widget | None) -> bool:
        """Whether Enter on ``field`` (closed, if a list) records the form: on its last field, a box, or a list showing
        a choice whose pick shows no field after it (:meth:`pick_shows_fields`); an Enter that only opens a list
        records nothing (a review: 1930's purchased action, "u Enter rel Enter" typed at once, the Enter on the
        Action list said "nothing recorded" and the keys after it were lost). A form whose Enter records elsewhere
        says so (1930's Operate: its last box to type)."""
        fields = self.fields()
        if not fields or field is not fields[-1]:
            return False
        if isinstance(field, Input):
            return True
        if isinstance(field, LiteralSelect):
            return field.value is not Select.NULL and not self.pick_shows_fields(field, field.value)
        return False

    def _keep_as_opened(self) -> None:
        """What every field held once the form was drawn (filled in by the form, or from an undone action), and when
        it was drawn (:attr:`shown_at`)."""
        self._as_opened = {id(f): self._value_of(f) for f in self.query("Input, TextArea, Select")}
        self.shown_at = key_clock()

    #: when the form was first drawn, on the keys' clock; ``None`` until then (:meth:`key_typed_ahead`)
    shown_at: float | None = None
    #: a key of a character was typed on the form (:meth:`key_typed_ahead`)
    _keyed = False

    def key_typed_ahead(self, event: events.Key) -> bool:
        """Whether ``event`` records what the form filled in unseen, and is therefore not used: a record key (Enter
        where it records, :meth:`enter_records`, or a key whose binding records) typed before the form was drawn,
        when nothing was typed on it before (no field changed, no letter typed, if only a search in a list that
        matched nothing). Keys typed ahead fill the form that opens (issue 13: nothing typed is lost), and an Enter
        after them records what they typed; an Enter alone would record what the form chose for the banker, never
        seen (a newcomer's try: "l Enter" typed at once recorded a loan of the amount the Loan form filled in). The
        notice says so, and the keys typed straight after it are not used either
        (:meth:`tui.app.AirbankerApp.refused_key`). Any other key goes to a base's own check, if the screen has one
        (Air Fare's keys typed ahead of a form shown again after a bank loan)."""
        base: Callable[[events.Key], bool] | None = getattr(super(), "key_typed_ahead", None)
        if self.app.screen is self and event.is_printable:
            self._keyed = True  # a letter typed here, if only a search in a list that matched nothing
        if (
            self.app.screen is self
            and event.time < (self.shown_at if self.shown_at is not None else self.opened_at + SHOWN_WITHIN)
            and not self._touched
            and not self._keyed
            and self.records_on(event)
        ):
            said = self.typed_ahead_said("Enter" if event.key == "enter" else event.key)
            self.notify(said, title="Not used", severity="warning", timeout=8, markup=False)
            notice = getattr(self.app, "last_notice", None)
            if notice is not None:  # about this form: gone with it (a newcomer's try: it stayed under the next one)
                self.notice_while_open(notice)
            refused_key = getattr(self.app, "refused_key", None)
            if callable(refused_key):
                refused_key(said, names_key=True)
            return True
        return base(event) if base is not None else False

    def typed_ahead_said(self, named: str) -> str:
        """What the notice says of the record key ``named`` ("Enter", "ctrl+s") typed before the form showed, not used
        (:meth:`key_typed_ahead`). A form that fills something in from a key typed ahead of it says what was not seen
        (Air Fare's Maintenance Phase: the rolls of ctrl+r)."""
        return f"{named} was typed before this form showed: nothing recorded. Look at what it filled in, then {named}."

    def records_on(self, event: events.Key) -> bool:
        """Whether ``event`` would record the form: Enter where it records (:meth:`enter_records`), or a key whose
        binding here is the form's record action (ctrl+s, or the key the banker gave it). Enter with no field focused
        (nothing, or the form's body) records where the form binds it so (a form with nothing to type, Air Fare's
        revenue; the rolls made by ctrl+r): "r Enter" typed at once recorded a Revenue Phase never seen, where ctrl+s
        in its place did not."""
        if event.key == "enter":
            if self.focused is None or self.focused not in self.fields():
                return self.bound_to_record("enter")
            return self.enter_records(self.focused)
        return self.bound_to_record(event.key)

    def bound_to_record(self, key: str) -> bool:
        """Whether ``key``'s binding here, as the focus stands, is the form's record action."""
        active = self.active_bindings.get(key)
        return active is not None and active.enabled and active.binding.action.partition("(")[0] == "record"

    @on(Input.Changed)
    @on(TextArea.Changed)
    @on(Select.Changed)
    def _note_typed(self, event: Input.Changed | TextArea.Changed | Select.Changed) -> None:
        """A field changed by the banker: while it (or its open list) has the focus. Not one the form fills in
        itself (a loan's amount from the player chosen, a Fly's income from its airline)."""
        field = event.input if isinstance(event, Input.Changed) else event.control
        focused = self.focused
        if focused is not None and (focused is field or field in focused.ancestors):
            self._touch(field)

    @on(LiteralSelect.Picked)
    def _note_picked(self, event: LiteralSelect.Picked) -> None:
        """An option the banker picked in a list (its value is set after this, the focus moved on)."""
        self._touch(event.select)

    def _touch(self, field: Widget) -> None:
        self._touched[id(field)] = field

    def unsaved(self) -> bool:
        """Whether the form holds something the banker typed or chose that is not recorded: a field the banker
        changed that differs from what it held when the form was drawn (typed, then erased: nothing; a figure
        that means what the field held, as 0 typed in a count of planes left blank: nothing). Esc asks
        before dropping it, and so does ctrl+q (issue 13, "Nothing typed is lost")."""
        for key, field in self._touched.items():
            # a field mounted after the form was drawn (a row an action shows) held nothing then
            before = self._as_opened.get(key, self._blank_value(field))
            if self._value_of(field) != before:
                return True
        return False

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self._restyle_row(event.widget)
        live = self.query("#form-live").results(_FootLine)
        line = next(iter(live), None)
        if line is not None and (line.shown_text or "").endswith(KEY_NOT_USED) and event.widget is not line.refused_by:
            # a key refused in another field, said on the live line: the line as it was (a newcomer's try: "A
            # number: digits only. Key not used." stayed after a player was chosen in the list above)
            self.update_live()
        elif isinstance(event.widget, SearchOverlay):
            # a letter typed on a closed list opened it and searched before its open list took the focus: the line
            # follows that search once it has (:meth:`search_moved`)
            self.search_moved()

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        self._restyle_row(event.widget)

    @staticmethod
    def _restyle_row(field: Widget) -> None:
        """Style the row of ``field`` again: its label is marked while the field has the focus (app.tcss,
        ``.row:focus-within > .field-row--label``, and :data:`FOCUS_MARK` before it), and Textual restyles on a
        focus change only the field and the nodes under it, not its row. The row is the nearest ``.row`` above
        ``field`` (an open list's row is its list's)."""
        row = next((node for node in field.ancestors if isinstance(node, Widget) and node.has_class("row")), None)
        if isinstance(row, Widget) and row.has_class("row"):
            row.update_node_styles(animate=False)
            if isinstance(row, FieldRow):
                row.refresh()

    # -- filling the fields from a payload (an action undone, offered again) -----------------
    def _check_refill(self) -> None:
        """Say so when the fields do not give back the payload they were filled from (a list no longer
        offers what was chosen then): the banker checks the form against the journal before recording."""
        try:
            same = self.payload() == dict(self.refill or {})
        except (FormError, RuleViolation, ValueError):
            same = False
        self.update_live()  # reading the fields may have cleared what the live line drew beside them
        if not same:
            self.notify(
                "Not everything of the action undone could be filled in again: check each field against the "
                "journal (F2) before recording.",
                title="Check the form",
                severity="warning",
                timeout=10,
            )

    def fill(self, payload: Mapping[str, Any]) -> None:
        """Fill the fields from ``payload`` (an action of :attr:`KIND` recorded before): each top-level
        field into the widget of the same id. A form whose payload has rows (a player each) overrides it."""
        for name, value in payload.items():
            self.fill_field(name, value)

    def fill_field(self, widget_id: str, value: Any) -> bool:
        """Put ``value`` into the field ``#widget_id`` (an Input gets its text, a list the option of that
        value, a text box its lines); whether there was such a field to fill."""
        try:
            found = self.query_one(f"#{widget_id}") if widget_id.isidentifier() else None
        except NoMatches:
            found = None
        return self.fill_widget(found, value)

    @staticmethod
    def fill_widget(widget: Widget | None, value: Any) -> bool:
        """Put ``value`` into ``widget`` (an Input gets its text, a list the option of that value, a text box its
        lines); whether it is a field that took it (a list that does not offer ``value`` takes nothing)."""
        if isinstance(widget, Input):
            widget.value = "" if value is None else str(value)
        elif isinstance(widget, Select):
            if value is None:
                widget.clear()
            elif value in widget._legal_values:
                widget.value = value
            else:
                return False
        elif isinstance(widget, TextArea):
            widget.load_text("" if value is None else str(value))
        else:
            return False
        return True

    def _fit_body(self) -> None:
        """Let the fields scroll in what the box leaves above the live line and the keys, so a long refusal never
        pushes its field and rule, or the keys, off the box. The box is as high as its own max-height (21 lines,
        :data:`FORM_MAX_HEIGHT`; 34 in a tall terminal, app.tcss) and the terminal allow, under the notices' line.
        Issue 13: at 120x36 the fields were held to the 21 lines of a small terminal, and the 1930 Tables form
        scrolled in a box of 22 lines with 12 more free."""
        if not self.is_attached:
            return
        try:
            form, body = self.query_one("#form"), self.query_one("#form-body")
            lines = (self.query_one("#form-live"), self.query_one("#form-keys"))
        except NoMatches:  # the form is being closed: its widgets are going (a focus change on the way out)
            return
        if self.UNDER_GRID is not None:
            self._under_grid(form, self.UNDER_GRID)
        # outer_size leaves out margins: the live line's margin-top is a line of the box too (without it, a form
        # as high as the box lost its last key line at 80x24: Air Fare revenue's "Asks first", the Tables' keys)
        foot = sum(line.outer_size.height + line.styles.margin.height for line in lines)
        limit = self.box_limit() - form.styles.gutter.height
        room = max(3, limit - foot)
        if body.styles.max_height is None or body.styles.max_height.value != room:
            body.styles.max_height = room
            focused = self.focused
            if focused is not None and body in focused.ancestors:
                self.call_after_refresh(body.scroll_to_widget, focused, animate=False)
        # an open list placed by its row (LiteralSelect.fit_list) is fitted again once the box has moved: a review,
        # "dal" typed on Air Fare's last card list opened it above the rows, the live line grew a line, the box
        # went up a line and took the list over the screen's top line (the notices')
        self.call_after_refresh(self._refit_open_lists)
        if self._resized:
            self._resized = False
            # a terminal made smaller and then as large again left the body scrolled: the small size's scrollbar
            # took two columns, a line wrapped in what was left, and that line more kept the scrollbar (a
            # newcomer's try of the Flight Costs Table form: its title hidden, the example cut "12000 2" / "1").
            # Laid out once without it, the body takes a scrollbar again only if it needs one at its full width
            if body.show_vertical_scrollbar and body.styles.overflow_y == "auto":
                body.styles.overflow_y = "hidden"
                self.call_after_refresh(self._scrollbar_as_needed)

    def _refit_open_lists(self) -> None:
        """Fit every open list of the form again to where its row is now (:meth:`LiteralSelect.fit_list`)."""
        if not self.is_attached:
            return
        for select in self.query(LiteralSelect):
            overlay = select._list
            if select.expanded and overlay is not None and overlay.is_mounted:
                select.fit_list(overlay)

    def box_limit(self) -> int:
        """The most lines the form's box takes, borders included: its max-height (:data:`FORM_MAX_HEIGHT`, 34 in a
        tall terminal, app.tcss, or the room under a table's grid), the terminal allowing, with :data:`NOTICE_ROOM`
        lines left for a notice in a tall terminal."""
        most = _max_height(self.query_one("#form").styles.max_height)
        return min(most, self.size.height - 3 - (NOTICE_ROOM if self.has_class("-tall") else 0))

    def _under_grid(self, form: Widget, gap: int) -> None:
        """At the foot of a tall terminal, the box no higher than the lines under the table's grid less ``gap`` (1:
        the notices' line, a notice over none of the players' rows): the players' rows whole above it, as the bids',
        loan and maintenance forms leave them. Its max-height the stylesheet's (34 lines) or that room, the lesser;
        its fields scroll inside. Newcomers' tries at 120x36: Air Empire's Tax Table form, 33 lines high, began on the
        screen's 3rd line, over "Seat Player" and "1 Ann SP"; Air Fare's Revenue form cut Cal's row, "Recorded #19 ·
        …" over Bea's. Elsewhere (80x24: centred, as before) the stylesheet's max-height alone."""
        grid_bottom = self.grid_bottom()
        most = _max_height(form.styles.base.max_height)  # the stylesheet's, not the one set below
        # the footer's line under the box
        room = None if grid_bottom is None else max(3, self.size.height - 1 - gap - grid_bottom)
        wanted = None if room is None or room >= most else room
        inline = form.styles.inline.max_height
        if (None if inline is None else int(inline.value)) != wanted:
            form.styles.max_height = wanted
            place = getattr(self.app, "place_notices", None)
            if place is not None:  # the notices' line moves with the box's top, once laid out
                self.call_after_refresh(place, self)

    def _scrollbar_as_needed(self) -> None:
        if self.is_attached:
            self.query_one("#form-body").styles.overflow_y = "auto"

    def on_resize(self) -> None:
        self._resized = True
        self.call_after_refresh(self._fit_body)

    # -- reading the fields ------------------------------------------------------------
    @property
    def game(self) -> Game:
        return airbanker(self).game

    def payload(self) -> dict[str, Any]:  # pragma: no cover - every form overrides it
        raise FormError("nothing to record")

    def fields(self) -> list[Widget]:
        """The form's fields in order (visible, enabled Inputs, Selects and TextAreas)."""
        return [w for w in self.focus_chain if isinstance(w, (Input, Select, TextArea))]

    def missing_field(self) -> Widget | None:
        """The field of the form still to type or choose that its reading names (a :class:`FormError`'s field), or
        ``None``: nothing missing, or none of its fields named."""
        try:
            self.payload()
        except FormError as error:
            target = self.field_widget(error.field) if error.field else None
            return target if target is not None and target in self.fields() else None
        except (RuleViolation, ValueError):
            return None
        return None

    def field_widget(self, field_name: str) -> Widget | None:
        """The field (a widget of :meth:`fields`) of a payload field a refusal names, or ``None``: the field of the
        path's first part's id (``revenue.C`` → ``#revenue``); a form whose ids differ overrides it (the route card's
        minimums and Revenue Fluctuations, 1930's Starting Money cards, Air Fare's rolls and price wars)."""
        return self.field_by_id(re.split(r"[.\[]", field_name or "")[0])

    def field_by_id(self, widget_id: str) -> Widget | None:
        """The field of :meth:`fields` (shown, enabled) with the id ``widget_id``, or ``None``."""
        return next((w for w in self.fields() if w.id == widget_id), None)

    def action_field_step(self, step: int) -> None:
        """Focus the field below (``step`` 1) or above (-1) the focused one (:func:`step_field`)."""
        step_field(self.fields(), self.focused, step)

    def first_field(self) -> Widget | None:
        fields = self.fields()
        return fields[0] if fields else None

    # -- the table's highlighted row: forms start on it --------------------------------------
    def table_row(self) -> str | None:
        """The key of the row the table under this form highlights (:func:`table_row_key`), or ``None``."""
        return table_row_key(self.app, self)

    def highlighted_seat(self, allowed: Iterable[int] | None = None) -> int | None:
        """The seat of the player the table highlights, or ``None`` (none, or not in ``allowed``).
        Forms that choose a player start on it, not always on the first."""
        key = self.table_row()
        seat = int(key) if key is not None and key.isdigit() else None
        if seat is not None and allowed is not None and seat not in set(allowed):
            return None
        return seat

    def highlighted_airline(self, allowed: Iterable[str] | None = None) -> str | None:
        """The airline the table highlights (1930: the grid's rows are airlines), or ``None``."""
        key = self.table_row() or ""
        name = key.removeprefix("airline:") if key.startswith("airline:") else None
        if name is not None and allowed is not None and name not in set(allowed):
            return None
        return name

    def text(self, widget_id: str) -> str:
        return self.query_one(f"#{widget_id}", Input).value.strip()

    @overload
    def whole(self, widget_id: str, what: str, *, required: Literal[True] = ...) -> int: ...

    @overload
    def whole(self, widget_id: str, what: str, *, required: bool) -> int | None: ...

    def whole(self, widget_id: str, what: str, *, required: bool = True) -> int | None:
        """The whole number typed in ``#widget_id``; FormError names ``what`` when it is missing."""
        try:
            value = parse_whole(self.query_one(f"#{widget_id}", Input).value)
        except FormError as error:
            raise FormError(f"{what}: {error}", field=widget_id) from None
        if value is None and required:
            raise FormError(f"type {what}", field=widget_id)
        return value

    def selected(self, widget_id: str, what: str) -> Any:
        value = self.query_one(f"#{widget_id}", Select).value
        if value is Select.NULL:
            raise FormError(f"choose {what}", field=widget_id)
        return value

    # -- the live line -----------------------------------------------------------------
    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        """The live line when the ledger accepts the payload (forms may say more)."""
        return f"Will record: {summary}"

    def extra_info(self) -> None:
        """Redraw the form's own information lines (called before each preview)."""

    # -- the live line follows a search typed in an open list (SearchOverlay._tell_form) ---------------
    #: what an open list's search found when the live line was last worked out (:meth:`_search_now`)
    _search_basis: tuple[str | None, str | None, int | None] | None = None

    def open_search(self) -> tuple[LiteralSelect[Any], SearchOverlay, int | None] | None:
        """The list open, its open list and the index of the option Enter would choose there, reached by a search
        typed or by the arrows (``None``: none, the search matches nothing or begins several names:
        :meth:`SearchOverlay.enter_takes`); ``None`` when no list is open, or one only opened. ctrl+s and Tab take
        that option too (:func:`take_searched_option`): a newcomer's try of 1930's CEO's choice, choice 3 reached
        with the arrows, then ctrl+s, said "Not recorded" and threw the highlight away."""
        overlay = self.focused
        select = overlay.parent if isinstance(overlay, SearchOverlay) else None
        if not isinstance(overlay, SearchOverlay) or not isinstance(select, LiteralSelect) or not select.expanded:
            return None
        if not (overlay._search_query or select._search_opened or overlay.unmatched or overlay._moved):
            return None  # only opened (Space), the banker may be only looking: ctrl+s takes nothing from it
        index = overlay.enter_takes()
        if index is not None and not 0 <= index < len(select._choices()):
            index = None
        return select, overlay, index

    def opened_on(self) -> tuple[LiteralSelect[Any], SearchOverlay, int] | None:
        """The list only opened (Space, Enter or Down on its closed line: :meth:`open_search` gives ``None``), its
        open list and the index of the option highlighted there, which Enter takes; ``None`` when no list is open,
        one was searched or moved in, or nothing is highlighted. ctrl+s still takes nothing from it."""
        overlay = self.focused
        select = overlay.parent if isinstance(overlay, SearchOverlay) else None
        if not isinstance(overlay, SearchOverlay) or not isinstance(select, LiteralSelect) or not select.expanded:
            return None
        if self.open_search() is not None:
            return None
        index = overlay.enter_takes()
        if index is None or not 0 <= index < len(select._choices()):
            return None
        return select, overlay, index

    def _search_now(self) -> tuple[str | None, str | None, int | None] | None:
        """The list searched, the search typed and the option Enter takes there (:meth:`open_search`); for a list
        only opened, its id, ``None`` and the option highlighted (:meth:`opened_on`); else ``None``."""
        search = self.open_search()
        if search is None:
            opened = self.opened_on()
            return None if opened is None else (opened[0].id, None, opened[2])
        return (search[0].id, search[1]._search_query, search[2])

    def search_moved(self) -> None:
        """A search typed in an open list found another option, or none, or the list closed: the live line again
        (:meth:`update_live`) when it follows something else now. Not after a pick: the list's Changed works the
        line out (a form's lists follow a player chosen only when a field moved since the line was worked out);
        nor once Enter chose nothing on a search that begins several names: the line then follows the highlight
        (:meth:`follow_highlight`)."""
        if not self.is_attached or self._search_now() == self._search_basis or self.fields_moved():
            return
        if isinstance(self.focused, SearchOverlay) and self.focused.said_undecided:
            return
        self.update_live()

    def searched_line(self, overlay: SearchOverlay, index: int | None) -> str:
        """The live line while a search typed in ``overlay``'s list highlights option ``index`` (``None``: none),
        another than the list holds, on a list where Enter only chooses."""
        said = overlay.ambiguous()
        if said is not None:  # "re": Relocate or Research, Enter takes neither (as the shared list says)
            return undecided_live(*said, getattr(overlay.parent, "noun", "choice"))
        if index is None:
            return "Nothing highlighted: Enter chooses nothing (type another name, or ↑↓)"
        return f"{overlay.choice_name(index)} highlighted: Enter takes it"

    def update_live(self) -> None:
        """Work the live line out again from the fields (:meth:`live_from_fields`); while a search typed in an open
        list finds another option than the one the list holds, it follows what Enter does there: on the list where
        Enter records (the last), what it records ("Will record: Carla buys Pink"), the form's payload read with
        the list holding that option for the while; on another, which option Enter takes; when the search finds
        none, that Enter chooses nothing (:meth:`searched_line`). Newcomers' tries: "Pi" typed in 1930's Buy form's
        Airline list, "ce" in Air Empire's Maintenance list, "york" in Air Fare's Draw form's last card list, and
        the line still spoke of the option the list held while Enter took the one found."""
        search = self.open_search()
        self._search_basis = self._search_now()
        if search is None:
            self.live_from_fields()
            opened = self.opened_on()
            if opened is not None:  # a list only opened: the option it shows highlighted, Enter takes it
                self._say_highlighted(*opened)
            return
        select, overlay, index = search
        choices = select._choices()
        if index is not None and self._enter_records(select):
            with select.supposing(choices[index][1]):
                self.live_from_fields()
            self._live_basis = self._field_values()  # the fields as they are: the list holds its own value again
            return
        self.live_from_fields()
        self._say_highlighted(select, overlay, index)

    def _say_highlighted(self, select: LiteralSelect[Any], overlay: SearchOverlay, index: int | None) -> None:
        """The live line while the open list ``select`` highlights option ``index`` (``None``: none), not the one it
        holds: which option Enter takes there, or that it takes none (:meth:`searched_line`). A newcomer's try of
        1930's Trade form: its Buys list opened with Space showed an option highlighted, and the line said nothing
        of it until an arrow moved."""
        if index is not None and select._choices()[index][1] == select.value:
            return  # the search is on the option the list holds: the line as it is
        said = self.searched_line(overlay, index)
        self.live_text = said
        live = self.query_one("#form-live", Static)
        self._show_live(live, said)
        live.set_class(False, "-refused", "-ok")
        live.set_class(True, "-typing")

    def live_from_fields(self) -> None:
        """Work the live line out again from the fields (what is missing, the refusal, or what will be recorded).
        A refusal of an amount still being typed waits (:meth:`still_typing`)."""
        self._live_basis = self._field_values()
        self._typing = None
        self.call_after_refresh(self._fit_body)  # the live line may take more or fewer lines now
        live = self.query_one("#form-live", Static)
        self.accepted = None
        self.refused_field = None
        payload: dict[str, Any] | None = None
        try:
            self.extra_info()
            self._mount_shown()
            payload = self.payload()
            entries, summary = preview(self.game, self.KIND, payload)
        except (FormError, ValueError) as missing:  # ValueError: typed text no parser foresaw
            self.live_text = self.missing_line(missing)
            self._show_live(live, self.live_text)
            live.set_class(False, "-refused", "-ok", "-typing")
            return
        except RuleViolation as error:
            self.live_text = f"Refused: {self.refusal_words(error, payload)}"
            if self.secret(error):  # a refusal about a hidden bid waits for the reveal (action_record)
                self._show_live(live, self.waiting_text())
                live.set_class(False, "-refused", "-ok", "-typing")
                return
            self.refused_field = self.field_widget(error.field or "")
            self.show_refused(error, payload)
            typing = self.still_typing(error, payload)
            if typing is not None:  # the refusal shows once the field is left, or the banker records
                self.live_text = typing
                self._show_live(live, typing)
                live.set_class(False, "-refused", "-ok")
                live.set_class(True, "-typing")
                return
            self._show_live(live, self.live_text)
            live.set_class(False, "-ok", "-typing")
            live.set_class(True, "-refused")
            return
        self.accepted = (payload, entries, summary)
        # the "Not recorded" notices of the tries before the fields were put right go (a newcomer's try: one stayed
        # over a live line that said "Will record"), every one (only the newest shows: an older one came back when
        # the newest went); any other notice stays
        for notice in self._refusal_notices:
            withdraw(self.app, notice)
        self._refusal_notices.clear()
        self.live_text = in_words(self, self.describe(payload, entries, summary))
        self._show_live(live, self.live_text)
        live.set_class(False, "-refused", "-typing")
        live.set_class(True, "-ok")

    #: the field the ledger's last refusal names (:meth:`live_from_fields`; never a hidden bid's), or ``None``
    refused_field: Widget | None = None

    def show_refused(self, error: RuleViolation, payload: Mapping[str, Any] | None) -> None:
        """Mark on the form what the ledger refuses (``error``, of ``payload``; ``None`` when the form's own reading
        refused) while the live line says it: nothing by default. A form that shows a figure worked out from a row
        (Air Empire's purchase: what each player pays) says there that the row is refused."""

    def refusal_words(self, error: RuleViolation, payload: Mapping[str, Any] | None) -> str:
        """``error`` as the live line says it after "Refused: " (:func:`~tui.base.words.refusal_text`); a form whose
        fields the payload's paths do not name as the banker sees them says it its own way (the Flight Costs Table's
        rows by the lines of their box)."""
        return refusal_text(self, error, payload)

    def missing_line(self, missing: Exception) -> str:
        """The live line while something is still to type or choose (``missing``: a :class:`FormError`, or a
        ValueError of text no parser foresaw); a form may speak of the field the banker is on first."""
        return f"… {missing}"

    #: how many more digits an amount being typed may take to be taken (:meth:`_completes`): 1 of 12000 is 4 away
    TYPING_DIGITS = 5

    def still_typing(self, error: RuleViolation, payload: Mapping[str, Any] | None) -> str | None:
        """What the live line says instead of ``error`` while the amount it refuses is still being typed, or
        ``None``: the refusal is shown. Issue 13: typing 12000 as a card's revenue went through 1, 12, 120 and 1200,
        each "Refused: ... below the minimum" in red.

        An amount is still being typed when the focused field is the one refused (:meth:`field_widget` of the field
        the refusal names, and the payload holds there the figure that ends the text typed in it, the cursor after
        it) and some amount reached by typing more digits is no longer refused there (:meth:`_completes`): it may
        yet be taken. Never while the banker records (:meth:`action_record`), and never once the field is left
        (:meth:`watch_focused`); nothing is recorded while the ledger refuses either way. No rule is bent: the ledger
        answers every amount tried. A refused field that :meth:`field_widget` does not find shows its refusal as
        typed, as before this line existed.
        """
        field = self.focused
        if self._insist or payload is None or not isinstance(field, Input) or not error.field:
            return None
        if self.field_widget(error.field) is not field:
            return None  # another field's refusal (the revenue's, while a Class C minimum of the same figure is typed)
        text = field.value
        typed = re.search(r"-?[0-9][0-9,]*$", text)  # a cut (a Revenue Fluctuation's -500) is typed with its sign
        if typed is None or field.cursor_position != len(text):
            return None
        digits = typed.group().replace(",", "")
        if len(digits.lstrip("-")) > MAX_DIGITS:
            return None
        amount = int(digits)
        place = payload_place(payload, error.field)
        if amount == 0 or place is None:
            return None
        container, key = place
        if type(container[key]) is not int or container[key] != amount:
            return None  # the refusal is of another field (or of this one's figure read otherwise)
        if not self._completes(field, error, payload, digits):
            return None
        self._typing = field
        what = field_text(self, error.field, payload) or "the amount"
        return f"Typing {what}… checked once you leave the field or record"

    def _completes(self, field: Widget, error: RuleViolation, payload: Mapping[str, Any], digits: str) -> bool:
        """Whether typing more digits after ``digits`` (at most :attr:`TYPING_DIGITS`) gives an amount the ledger
        no longer refuses at ``error``'s field: taken, or refused for another field (a Class A minimum above the
        revenue is the revenue's refusal). Tried with the two ends of the amounts of each length, the longest
        first (1 becomes 100000 and 199999, then 10000 and 19999, ...; a cut's -5 becomes -500000 and -599999), up
        to the first not refused there: an amount too small is lifted by the first one tried. The amount found is
        kept: while the digits typed are the start of it (180 and 1800 of the 1800000 found for 18), the ledger is
        not asked again; nor while they go on from digits nothing lifted (a loan above the room: 9, then 99, 999).
        A preview costs a copy of the game's state, 1 to 5 ms late in a game; digits nothing lifts cost ten of
        them, once.

        Only the two ends of each length are tried: an amount taken only between them (a range as narrow as
        $12,000-$15,000: 1 tries 10000 and 19999) is not found, and its refusal shows as typed, as it did before
        the typing line; digits typed on from such digits (12) are not tried again either."""
        blanked = copy.deepcopy(dict(payload))
        container, key = cast("tuple[Any, str | int]", payload_place(blanked, error.field))
        container[key] = None
        found = self._completion
        if found is not None and found[:3] == (field, error.field, blanked) and str(found[3]).startswith(digits):
            return True
        hopeless = self._hopeless
        if hopeless is not None and hopeless[:3] == (field, error.field, blanked) and digits.startswith(hopeless[3]):
            return False
        amount = int(digits)
        sign = -1 if amount < 0 else 1
        for more in range(self.TYPING_DIGITS, 0, -1):
            start = amount * 10**more  # the two ends of the length: 100000 and 199999; for a cut -500000 and -599999
            for candidate in (start, start + sign * (10**more - 1)):
                container[key] = candidate
                try:
                    preview(self.game, self.KIND, blanked)
                except RuleViolation as other:
                    if other.field in (error.field, "", "payload", "kind", "game"):
                        continue
                container[key] = None
                self._completion = (field, error.field, blanked, candidate)
                return True
        container[key] = None
        self._hopeless = (field, error.field, blanked, digits)
        return False

    def _show_live(self, live: Static, text: str) -> None:
        """Show ``text`` on the live line, laying the form out again only when the line's height changes: every
        key typed updates the line, and a layout of the whole form per key was most of a key's cost."""
        if isinstance(live, _FootLine):
            if live.shown_text == text:
                return
            live.shown_text = text
        self._update_line(live, text)

    def _update_line(self, line: Static, text: str) -> None:
        """Show ``text`` on ``line`` (the live line or the key line), laying the form out again only when the
        line's height changes."""
        before = line.content_size.height
        line.update(text, layout=False)
        width = line.content_size.width
        if width <= 0 or line.get_content_height(line.size, self.size, width) != before:
            line.refresh(layout=True)

    def _field_values(self) -> tuple[Any, ...]:
        """What every field holds now (the live line is worked out from these)."""
        values: list[Any] = []
        for widget in self.query("Input, Select, TextArea"):
            if isinstance(widget, TextArea):
                values.append(widget.text)
            elif isinstance(widget, (Input, Select)):
                values.append(widget.value)
        return tuple(values)

    def fields_moved(self) -> bool:
        """Whether a field holds something else than when the live line was last worked out. A form's fields each
        say "changed" once more after the form is on screen (Textual tells a field's first value when it is
        mounted); what a form works out from a field (the lists that follow a player, the line) is already up to
        date when nothing moved."""
        return self._field_values() != self._live_basis

    def fields_changed(self) -> None:
        """A field says it changed: the live line again, unless every field holds what it held when the line was
        last worked out (:meth:`fields_moved`): each is a preview by the ledger, and a 1930 End of Turn form worked
        the same line out seven times before its first frame (issue 13, a form opens within 1.5x of a bare
        modal)."""
        if self.fields_moved():
            self.update_live()

    def on_input_changed(self, _event: Input.Changed) -> None:
        self.fields_changed()

    def on_select_changed(self, _event: Select.Changed) -> None:
        self.fields_changed()

    def on_text_area_changed(self, _event: TextArea.Changed) -> None:
        self.fields_changed()
        self.call_after_refresh(self._text_cursor_in_view)

    def on_text_area_selection_changed(self, _event: TextArea.SelectionChanged) -> None:
        self.call_after_refresh(self._text_cursor_in_view)

    def _text_cursor_in_view(self) -> None:
        """Keep the focused text box's cursor row in sight, in the box and in the scrolling fields. Enter on the
        box's bottom row (the Flight Costs Table's, at 80×24) made a row out of sight: the box scrolls to its
        cursor as the key is taken, before it has grown by that row (its scroll is held to the rows it had), and
        the form's fields never followed."""
        rows = self.focused
        if not self.is_attached or not isinstance(rows, TextArea):
            return
        try:
            body = self.query_one("#form-body")
        except NoMatches:
            return
        rows.scroll_cursor_visible()  # again, now that the box has its new height
        if body not in rows.ancestors:
            return
        y = rows.cursor_screen_offset.y - body.content_region.y + int(body.scroll_y)  # (a row wrapped: its line)
        body.scroll_to_region(Region(0, y, 1, 1), animate=False, immediate=True)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        fields = self.fields()
        if fields and event.input is fields[-1]:
            self.action_record()
        elif not self.stay_on_refusal(event.input):
            self.focus_next()

    def stay_on_refusal(self, field: Input) -> bool:
        """Whether Enter in ``field`` stays there: the ledger refuses what it holds (the refusal names it; not a
        hidden bid's, which waits for the reveal). Its text is selected, to be typed over. A newcomer's try: a
        Route City that had turned up already was refused, and Enter went on to the adjacent cities."""
        try:
            preview(self.game, self.KIND, self.payload())
        except RuleViolation as error:
            if self.secret(error) or self.field_widget(error.field or "") is not field:
                return False
        except (FormError, ValueError):
            return False
        else:
            return False
        field.select_all()
        # the refusal said at once, even of an amount that was waiting for the field to be left (a newcomer's
        # re-try: Enter on a 1930 income too low stayed, the line still "Typing income… checked once you leave")
        self._insist = True
        try:
            self.update_live()
        finally:
            self._insist = False
        return True

    def on_literal_select_picked(self, event: LiteralSelect.Picked) -> None:
        """A pick moves on to the next field (:meth:`_advance_from`). A name typed on the form's last list, closed,
        and Enter: recorded, as Enter on the closed list records the one it shows (its key line says "Enter: take
        the one shown and record"). A newcomer's try of 1930's Buy form: ``b``, ``ow``, Enter recorded at once (the
        keys typed ahead reached the closed list), ``b``, ``re``, Enter stopped on "Enter: record" (the search had
        opened the list, whose Enter chooses only) and needed a second Enter. The same once a name is typed in the
        last list however it was opened (:meth:`_records_search`). A list opened with Space or Down to look
        through, and Enter on an option reached with the arrows alone, still stop there."""
        event.stop()
        select = event.select
        searched = isinstance(select, LiteralSelect) and select.searched()
        self.call_after_refresh(self._advance_from, select, event.shown, searched)

    def _enter_records(self, select: DOMNode | None) -> bool:
        """Whether Enter in ``select``'s open list, now, records what it chooses: a name typed in it
        (:meth:`_records_search`) and no field after it (a row a pick may show, not mounted yet, is none: Air Fare's
        draw records its last card, unless a crash's row comes), for the key line to say so."""
        if not isinstance(select, LiteralSelect) or not self._records_search(select) or self._fields_after(select):
            return False
        overlay = select._list
        index = overlay.highlighted if overlay is not None else None
        choices = select._choices()
        if index is None or not 0 <= index < len(choices):
            return True
        return not self.pick_shows_fields(select, choices[index][1])

    def pick_shows_fields(self, select: LiteralSelect[Any], value: Any) -> bool:
        """Whether picking ``value`` in ``select`` shows fields after it still to type, so that Enter on it moves on
        rather than record (a form whose rows follow a list's choice says so: 1930's Action list, whose Expand shows
        the Income). None here."""
        return False

    @staticmethod
    def _records_search(select: LiteralSelect[Any]) -> bool:
        """Whether a pick in ``select``'s open list, past the form's last field, records: a search was typed in it
        (:attr:`LiteralSelect._search_opened`), however the list was opened, on every form. It was judged by how
        the list opened, the form's key line and whether the banker came back to change it, and newcomers' tries
        needed a second Enter on four forms (Air Empire's Maintenance and Flight Costs Table, whose key lines are
        their own; Taxes filled in by an undo, whose list Enter opens; Air Fare's draw, whose last card may show a
        crash's row). Typing a name is the change the banker came to make."""
        return select._search_opened

    def _fields_after(self, select: DOMNode | None) -> list[Widget]:
        """The fields a pick in ``select`` may move on to (:meth:`_advance_from`): those after it, but a list chosen
        before the form opened (class "preset", e.g. the action of a Fly key), which is stepped over."""
        fields = self.fields()
        if select not in fields:
            return []
        return [
            w
            for w in fields[fields.index(select) + 1 :]
            if not (w.has_class("preset") and isinstance(w, Select) and w.value is not Select.NULL)
        ]

    def _last_list(self, select: DOMNode | None) -> bool:
        """Whether a pick in ``select`` leaves no field to move on to (Enter on it records): none after it, and no
        row after it that a pick may show still to be mounted (:meth:`later`: the Air Fare draw form's last card
        may show its crash's row; an earlier player's crash row is no field after it)."""
        return not self._fields_after(select) and not self._rows_to_mount_after(select)

    def _rows_to_mount_after(self, select: DOMNode | None) -> bool:
        """Whether a row of :meth:`later` after ``select``'s row (in :meth:`compose_fields`' order) is still to be
        mounted (any such row when ``select`` is in none of the form's rows)."""
        places = {id(widget): place for place, widget in enumerate(self._body_order)}
        row = select
        while row is not None and id(row) not in places:
            row = row.parent
        if row is None:
            return bool(self._to_mount)
        return any(places[id(self._later[row_id])] > places[id(row)] for row_id in self._to_mount)

    async def _advance_from(self, select: Widget, shown: bool = False, searched: bool = False) -> None:
        """After a pick in a list: the next field, or none (Enter then records, asking first). ``shown``: Enter on
        the closed list took what it showed: past the last field the form records, as Enter in a last field does,
        unless the banker went back to the list with shift+Tab (to change it): then it opens. ``searched``: the
        option was found by a name typed in the list: past the last field the form records (:meth:`_records_search`).
        A row the pick shows (:meth:`later`) is mounted and laid out first: its field is the next one (the focus
        chain holds what the screen has laid out, so the next field is looked for after a refresh); whether the
        list was the last is known only then (Air Fare's draw: a crash's row may follow the last card)."""
        if self._mounting:
            while self._mounting:
                await self._mounting.pop()
            self.call_after_refresh(self._advance_from, select, shown, searched)
            return
        later = self._fields_after(select)
        if later:
            later[0].focus()
            return
        if searched:  # a name typed on the last list, and Enter: recorded (asking first where the form asks)
            self.action_record()
            return
        if shown:  # the last list, closed: Enter records the choice shown, or opens a list gone back to, to change it
            if isinstance(select, LiteralSelect) and self._to_change(select):
                await select.action_show_overlay()
            else:
                self.action_record()
            return
        if self.accepted is None and self.query_one("#form-live").has_class("-refused"):
            # the ledger refuses what the lists hold: Enter would record nothing, so the cursor goes where the
            # refusal points (a newcomer's try: Air Fare's draw, refused for Cal's card, left the focus nowhere and
            # no row marked; only Tab brought it back, to the first row)
            self.focus_after_refusal(select)
            return
        self._picked_last = select  # the key line says Enter now records (watch_focused)
        self.set_focus(None)  # Enter now records

    def focus_after_refusal(self, select: Widget) -> None:
        """After a pick in the last list that the ledger refuses: the list picked in keeps the focus (a
        :class:`StepForm` goes to the field the refusal names)."""
        select.focus()

    def _to_change(self, select: Widget) -> bool:
        """Whether the banker is on the last list to change it, so that Enter opens it rather than record the
        choice shown: gone back to with shift+Tab, or in an action undone and offered again (filled in: the
        banker came to correct it; one Enter re-recorded the same sale, or the same Fly, a newcomer's try)."""
        return select is self._went_back or self.refill is not None

    def focus_previous(self, selector: str | type[QueryType] = "*") -> Widget | None:
        """Textual's shift+Tab; after a pick in the last list left the focus nowhere, back to that list. Textual's
        own, from no focus, went to the form's first list, far from the field the banker had just left (a review)."""
        picked = self._picked_last
        self._going_back = True
        try:
            if self.focused is None and picked is not None and picked in self.focus_chain:  # (shown, enabled)
                self.set_focus(picked)  # at once (Widget.focus waits a turn): marked as gone back to
                return picked
            return super().focus_previous(selector)
        finally:
            self._going_back = False

    def secret(self, error: RuleViolation) -> bool:
        """Whether a refusal speaks of a secret bid, and so is shown only at the reveal."""
        return False

    def waiting_text(self) -> str:
        """What the live line says while a refusal is kept secret."""
        return self.keys_said("Bids typed; ctrl+s reveals them.")

    # -- recording ---------------------------------------------------------------------
    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """The question asked before recording a step that does more than its live line shows (a
        bankruptcy, secret bids revealed, a phase, turn or game ended for everyone, a merger), or
        ``None``: the step is recorded at once (ctrl+z takes it back)."""
        return None

    def confirm_strict(self, payload: dict[str, Any], question: str) -> bool:
        """Whether the question asked before recording ``payload`` (:meth:`confirm_question`) is answered by ``y``
        only, never by an Enter typed ahead: a bankruptcy, or what a form says costs a player money if it is wrong."""
        return "bankrupt" in question.casefold()

    def declined(self, payload: dict[str, Any]) -> None:
        """The question asked before recording ``payload`` was answered n (or Esc): where the banker goes on typing.
        By default back on the last list picked, marked (a newcomer's try: nothing was, and the first Tab went to
        the unmarked form body); a form whose question is about one field puts the cursor there."""
        if self.focused is None and self._picked_last in self.focus_chain:
            self.set_focus(self._picked_last)

    def action_record(self) -> None:
        if searched_nothing(self):
            self.notify(f"Not recorded: {SEARCHED_NOTHING}.", severity="warning", timeout=6, markup=False)
            return
        if search_undecided(self):
            return  # the search begins several names: the live line says which to type (say_undecided)
        before = [(field, self._value_of(field)) for field in self.query("Input, Select, TextArea")]
        select = take_searched_option(self, tell_screen=True)
        if select is not None and any(field is select and value != select.value for field, value in before):
            # a list whose choice others follow (1930's purchased action: the Airline follows the Player): the form
            # follows the pick first, as after Enter's, and records only what it then shows (a newcomer's try: "ne",
            # ctrl+s, Neal chosen, Carla's Orange left in the Airline, and the record refused)
            self._touch(select)
            self.call_later(self._record_after_pick, select, before)
            return
        self._record_now()

    def _record_after_pick(self, select: LiteralSelect[Any], before: list[tuple[Widget, Any]]) -> None:
        """ctrl+s that chose in an open list, once the form has followed the choice: recorded when no other field
        changed with it; else the form shown refreshed, and what changed said (the banker records with ctrl+s again,
        having seen it)."""
        moved = [
            field
            for field, value in before
            if field is not select and field.is_attached and field.display and self._value_of(field) != value
        ]
        if not moved:
            self._record_now()
            return
        self.fields_changed()
        said = "; ".join(f"{self._field_name(field)} is now {self._field_shown(field)}" for field in moved)
        self.notify(self.keys_said(f"{said}: ctrl+s again records."), severity="warning", timeout=8, markup=False)

    @staticmethod
    def _field_name(field: Widget) -> str:
        """The label of ``field``'s row (:class:`FieldRow`), or its id."""
        row = next((a for a in field.ancestors if isinstance(a, FieldRow)), None)
        return row.label if row is not None and row.label else str(field.id or "A field")

    @staticmethod
    def _field_shown(field: Widget) -> str:
        """What ``field`` shows, in short: a list's choice by its first part ("Blue"), a box's text or "empty"."""
        if isinstance(field, LiteralSelect):
            return field.shown_label.split(" · ")[0] if field.value is not Select.NULL else "not chosen"
        value = FormScreen._value_of(field)
        return str(value) if value not in (None, "") else "empty"

    def _record_now(self) -> None:
        """Record what the fields hold, or say why not (:meth:`action_record`, once any list searched is taken)."""
        self._insist = True  # the refusal as it stands, even of an amount still being typed (:meth:`still_typing`)
        try:
            self.update_live()
        finally:
            self._insist = False
        if self.accepted is None:
            refused = self.refused_field
            missing = self.missing_field() if refused is None else None
            if missing is not None and missing is not self.focused:
                # to what is still to type (a newcomer's try of Air Empire's plane sale: ctrl+s refused for the count
                # of planes, the cursor left on Cal's bid, where the next figure typed went)
                missing.focus()
            if isinstance(refused, Input) and refused is self.focused:
                # the refused amount selected, to be typed over: Enter on a loan's last field, refused, then "5000"
                # typed ahead read "600050002" and every key after it went to waste (a newcomer's try); as Enter on
                # a refused field that is not the last (:meth:`stay_on_refusal`)
                refused.select_all()
            live = self.query_one("#form-live", Static)
            if isinstance(live, _FootLine) and live.shown_text == self.live_text:
                # the reason is on the live line already: the notice keeps to its one line over the form
                self.notify(NOT_RECORDED, severity="warning", timeout=6, markup=False)
            else:  # a hidden bid's refusal, kept off the live line until now
                self.notify(self.live_text, title="Not recorded", severity="warning", timeout=6, markup=False)
            notice = getattr(self.app, "last_notice", None)
            if notice is not None:
                self._refusal_notices.append(notice)  # withdrawn once the fields are accepted
            return
        payload, _entries, summary = self.accepted
        question = self.confirm_question(payload, summary)
        if question is None:
            self.commit(payload)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.commit(payload)
            else:
                self.declined(payload)

        self.app.push_screen(self.confirm_screen(payload, summary, question), answered)

    def confirm_screen(self, payload: dict[str, Any], summary: str, question: str) -> ConfirmScreen:
        """The screen that asks :meth:`confirm_question`'s ``question`` before ``payload`` is recorded: answered
        "Record" (y or Enter, only y when :meth:`confirm_strict`) or no (n or Esc). A form whose action a table key
        records too asks it as that key does (its ``summary``, the ledger's, said under the question)."""
        strict = self.confirm_strict(payload, question)
        return ConfirmScreen(in_words(self, question), "Record", strict=strict)

    def focus_next(self, selector: str | type[QueryType] = "*") -> Widget | None:
        """Textual's Tab; in an open list where something was typed, the option found is chosen first, then the next
        field, or, on the last field, the list's line stays focused (Tab went round to the form's first field):
        :func:`tab_from_search`."""
        went = tab_from_search(self, self._fields_after)
        return went if went is not None else super().focus_next(selector)

    def note(self, payload: dict[str, Any]) -> str:
        """The note recorded with the action (where its values come from, e.g. the box); ``""``: none."""
        return ""

    def recorded_text(self, payload: dict[str, Any], summary: str) -> str | None:
        """What the notice says once ``payload`` is recorded (on screen only: the record keeps ``summary``, the
        ledger's), or ``None``: the summary in words. A form whose summary puts who at the end (cut from the
        notice's one line) says it its own way."""
        return None

    def notice_lines(self, payload: dict[str, Any]) -> int:
        """The lines the notice may take once ``payload`` is recorded (:meth:`tui.app.AirbankerApp.notify`): one,
        unless the form's outcome needs more to be said whole."""
        return 1

    def commit(self, payload: dict[str, Any]) -> None:
        summary = self.accepted[2] if self.accepted is not None and self.accepted[0] == payload else None
        notice = self.recorded_text(payload, summary) if summary is not None else None
        lines = self.notice_lines(payload)
        rec = airbanker(self).record(self.KIND, payload, note=self.note(payload), notice=notice, notice_lines=lines)
        if rec is not None:
            self.dismiss(True)
        else:
            self.update_live()

    def on_key(self, event: events.Key) -> None:
        """A letter or digit typed while a pick in the last list left the focus nowhere (the key line says "Enter:
        record"): the banker has gone on to the next step. The step is recorded, as Enter records it, and the key
        goes on to the screen that comes next, where it opens the next form (issue 13, nothing typed is lost: "b",
        "o", Enter, then "b", "y", Enter for the next buyer, typed at once, lost the second "b" and "y" here, and the
        next Enter recorded the first buy, so the keys after it were one player late). A step that asks first
        (:meth:`confirm_question`) is not recorded by a letter: the banker is told that Enter records it."""
        character = event.character
        if (
            self.focused is not None
            or self._picked_last is None
            or self.accepted is None
            or not event.is_printable
            or not character
            or character == " "
        ):
            return
        event.stop()
        event.prevent_default()
        payload, _entries, summary = self.accepted
        if self.confirm_question(payload, summary) is not None:
            self.app.bell()
            self.notify(
                f'"{character}" not typed: Enter records this step first (it asks), Esc cancels it.',
                title="Not typed",
                severity="warning",
                timeout=6,
                markup=False,
            )
            return
        self.commit(payload)
        hand_on = getattr(self.app, "hand_on", None)
        if self.app.screen is not self and callable(hand_on):  # recorded, and the form closed
            hand_on(event)

    def action_cancel(self) -> None:
        """Esc: the form closes at once if nothing was typed or chosen in it (:meth:`unsaved`); else it asks first,
        answered by ``d`` (a newcomer's Esc, Esc closed an open list, then dropped a purchase typed for three
        players; the Air Fare flights' seven cities chosen went the same way: issue 13, "Nothing typed is lost").
        Nothing is recorded either way."""
        cancel_or_ask(self, self.unsaved(), "Drop what was typed in this form? Nothing is recorded.", "Drop it")


class FieldRow(Widget):
    """A one-line field of a form: a label, the field widgets, an optional note after them.

    The row draws its label itself, in its left padding (CSS: ``FormScreen FieldRow { padding-left: 22; }``,
    the label's width in cells), and the note (:attr:`note`) one cell after its last field, so a field is a
    widget or two fewer than a row holding a label and a note of their own: each widget a form mounts is time
    before its first frame (issue 13, "Fast"). Both are shown as typed (a player's name: no markup, control
    characters escaped, :func:`shown_lines`), cut with "…" when wider than their room. Their looks are the
    component classes ``field-row--label``, marked in the accent colour while a field of the row has the focus
    (app.tcss), and ``field-row--note``.
    """

    COMPONENT_CLASSES = {"field-row--label", "field-row--note"}
    DEFAULT_CSS = """
    FieldRow { layout: horizontal; height: 1; padding-left: 22; }
    """

    #: the label's text, as given (drawn literally)
    label: reactive[str] = reactive("", layout=False)
    #: the note after the fields (drawn literally; "" draws nothing), e.g. what a roll typed does
    note: reactive[str] = reactive("", layout=False)

    def __init__(
        self,
        label: str,
        *widgets: Widget,
        note: str = "",
        note_id: str | None = None,
        id: str | None = None,
        classes: str = "row",
        label_kept: str = "",
    ) -> None:
        super().__init__(*widgets, id=id, classes=classes)
        self.set_reactive(FieldRow.label, label)
        self.set_reactive(FieldRow.note, note)
        #: the name the form changes the note by (:meth:`FormScreen.show_note`), as a note Static's id was
        self.note_id = note_id
        #: the label's end kept whole when the label is cut (a player's cash after the name: the name is cut, never
        #: the cash); a row with one is one of a column of such labels, its focus mark always before its label, where
        #: the other rows have it (:meth:`marked_label`)
        self.label_kept = label_kept if label.endswith(label_kept) else ""

    def marked_label(self, room: int) -> tuple[str, bool]:
        """The label as drawn in ``room`` cells, and whether :data:`FOCUS_MARK` goes in the cell after it: while a
        field of the row has the focus, the mark before the label where both fit, else in the blank cell before
        the field (the label is not cut for the mark). The colour alone did not tell a newcomer where the keys
        went (a title typed, then "Enter Enter", landed in Player 2), nor does it show on a monochrome terminal."""
        if not self.has_focus_within:
            return self.label, False
        text = self.label.lstrip(" ")
        if len(self.label) - len(text) >= 2:
            # an indented label (a bidder under "Bids, typed in turn"): the mark in its indent, before its text.
            # Before it, the text moved two cells right while its field had the focus ("▸   Eli" over "  Fay")
            return f"{self.label[: len(self.label) - len(text) - 2]}{FOCUS_MARK} {text}", False
        if cell_len(shown(self.label)) + 2 <= room or self.label_kept:
            # a newcomer's try of Air Empire's purchases at 80x24: "1 Alexandra-Marie ($15,0…▸0", the mark glued
            # after the cut label, the cash cut, and "▸ 2 Bea" on the next row
            return f"{FOCUS_MARK} {self.label}", False
        return self.label, True

    def label_style(self) -> Style:
        """The label's rich style as drawn: the component class ``field-row--label`` over the row's background
        (bold in the accent colour while a field of the row has the focus, app.tcss)."""
        return self.get_component_rich_style("field-row--label")

    def render_lines(self, crop: Region) -> list[Strip]:
        """Textual's lines of the row (its padding and the room after its fields blank), with the label drawn
        over the padding's cells and the note after the last field."""
        lines = super().render_lines(crop)
        if not lines or crop.y != 0:
            return lines
        line = lines[0]
        room = self.styles.padding.left
        if room:
            # the padding's last cell stays blank: a label as wide as the padding ran into its field
            # ("@Minor Airportchoose…", Air Fare's flights form at 80×24)
            label, mark_after = self.marked_label(room - 1)
            line = _overlay(line, crop, 0, self._piece(label, room - 1, self.label_style(), self.label_kept))
            if mark_after:
                line = _overlay(line, crop, room - 1, self._piece(FOCUS_MARK, 1, self.label_style()))
        if self.note:
            # the fields' right edges as laid out (a field not laid out yet has no region: the note waits for it)
            edges = [child.region.right for child in self.children if child.display]
            if edges and all(edge > self.region.x for edge in edges):
                start = max(edges) - self.region.x + 1
                style = self.get_component_rich_style("field-row--note")
                line = _overlay(line, crop, start, self._piece(self.note, self.outer_size.width - start, style))
        return [line, *lines[1:]]

    @staticmethod
    def _piece(text: str, width: int, style: Style, kept: str = "") -> Strip:
        """``text`` shown as typed in ``width`` cells (cut with "…", padded with spaces); its end ``kept`` whole when
        it is cut, what comes before it cut instead, while that leaves a cell for it."""
        tail = shown(kept)
        if kept and text.endswith(kept) and cell_len(shown(text)) > width and width > cell_len(tail) + 1:
            head = Text(shown(text[: -len(kept)]), no_wrap=True, end="")
            head.truncate(width - cell_len(tail), overflow="ellipsis")
            return Strip([Segment(head.plain + tail, style)], width)
        shown_text = Text(shown(text), no_wrap=True, end="")
        shown_text.truncate(max(width, 0), overflow="ellipsis", pad=True)
        return Strip([Segment(shown_text.plain, style)], max(width, 0))


def _overlay(line: Strip, crop: Region, x: int, piece: Strip) -> Strip:
    """``line`` (the cells ``crop.x`` to ``crop.right`` of a row) with ``piece`` drawn over it from cell ``x``."""
    left, right = max(x, crop.x), min(x + piece.cell_length, crop.right)
    if left >= right:
        return line
    return Strip.join(
        [line.crop(0, left - crop.x), piece.crop(left - x, right - x), line.crop(right - crop.x, line.cell_length)]
    )


def show_note(screen: Widget, note_id: str, text: str, *rows: Widget) -> None:
    """Show ``text`` as the note after a field of ``screen`` (:func:`form_row`'s ``after_id``): drawn by its row
    (a :class:`FieldRow` of ``screen``, or of ``rows``), or by a Static of that id.

    Raises:
        NoMatches: no such note.
    """
    for row in (*screen.query(FieldRow), *rows):
        if isinstance(row, FieldRow) and row.note_id == note_id:
            row.note = text
            return
    screen.query_one(f"#{note_id}", Static).update(text)


def form_row(
    label: str,
    *widgets: Widget,
    after: str = "",
    after_id: str | None = None,
    row_id: str | None = None,
    classes: str = "row",
) -> FieldRow:
    """A one-line field (:class:`FieldRow`): a label, the widgets, an optional note after them, changed by the
    form with :meth:`FormScreen.show_note` ``(after_id, text)``. After number fields (of a fixed width) the row
    draws the note itself; after a field as wide as the room leaves, the note is a Static sharing the room
    (id ``after_id``), as before."""
    if (after or after_id) and widgets and all(isinstance(w, Input) and w.has_class("num") for w in widgets):
        return FieldRow(label, *widgets, note=after, note_id=after_id, classes=classes, id=row_id)
    parts: list[Widget] = list(widgets)
    if after or after_id:
        parts.append(PlainStatic(after, classes="after", id=after_id, markup=False))
    return FieldRow(label, *parts, classes=classes, id=row_id)


#: the lines a refused key is said on (:func:`say_not_used`): the secret bids' check line, a form's live line, the
#: new game's live line, the count cash line (the first of them the screen has)
NOT_USED_LINES = "#bid-check, #form-live, #new-live, #refusal"


#: the end of what :func:`say_not_used` says
KEY_NOT_USED = ". Key not used."


def say_not_used(field: Input, what: str) -> None:
    """Say on the screen's line (:data:`NOT_USED_LINES`) that a key ``field`` refused was not used, and what it
    takes (``what``): rung only, the key was lost without a word (a newcomer's try typed ahead into it). The
    line says what it said before once a field changes again."""
    text = f"{what}{KEY_NOT_USED}"
    for said in field.screen.query(NOT_USED_LINES).results(Static):
        refusal = said.shown_text if isinstance(said, _FootLine) and said.has_class("-refused") else None
        if refusal and refusal.endswith(KEY_NOT_USED):  # a key said before under it: the refusal alone
            refusal = refusal.rsplit("\n", 1)[0] if "\n" in refusal else None
        if refusal:
            # a refusal on the line (a step not recorded): it stays, the key said under it (a newcomer's try: ctrl+s
            # refused, then "m" typed ahead, and the line said only "A number: digits only. Key not used.")
            text = f"{refusal}\n{text}"
        said.update(text)
        said.set_class(True, "-refused")
        if isinstance(said, _FootLine):  # a form's live line: written again when its own text comes back
            said.shown_text = text
            said.refused_by = field
        return


class NumberInput(Input):
    """A field of numbers (its ``restrict`` takes digits and what a number may hold): a key it refuses is said on
    the screen's line (:func:`say_not_used`), not only rung. A letter typed into an amount was dropped without a
    word, and a newcomer did not see it gone (the bids' figures said so already)."""

    #: what a number field takes, in words, unless the field says (``what``)
    WHAT = "A number: digits only"

    def __init__(self, *args: Any, what: str = "", blank: int | None = None, **kwargs: Any) -> None:
        """``what``: what the field takes, in words (:attr:`WHAT` when empty); ``blank``: the whole number the field
        left blank means to its form (a count of planes bought: 0), or ``None`` when a blank means no figure (a bid
        not made, an amount still to type); the other arguments as an Input's."""
        super().__init__(*args, **kwargs)
        self.what = what or self.WHAT
        self.blank = blank

    def meaning(self, text: str) -> Any:
        """What ``text`` in the field means to its form, to tell whether the banker changed it (:meth:`FormScreen.
        unsaved`): with :attr:`blank` set, the whole number typed, a blank read as :attr:`blank` ("0" or "00" in a
        count of planes is the count left blank); else, or when ``text`` is not a whole number, the text itself."""
        if self.blank is None:
            return text
        try:
            number = parse_whole(text)
        except FormError:
            return text
        return self.blank if number is None else number

    def replace(self, text: str, start: int, end: int) -> None:
        """Textual's, but a space is never the start of a number: a space typed is taken only after what is typed
        already, with nothing selected, and not after another (a banker's "5 000", read as 5000 by
        :func:`parse_whole`; the route card's "18000; 12000"). In an empty field, before the first character, over a
        selection or after a space it is a key not used, said as any refused key (:meth:`restricted`). Text pasted
        loses its spaces at either end. A newcomer's try: Space in 1930's Income field, its "13" selected (the
        form reopened by ctrl+z), replaced the income with a space, then "2" gave Income 2."""
        if text and not text.strip():
            value = self.value
            after = start == end and 0 < start <= len(value) and not value[start - 1].isspace()
            if text != " " or not after:
                self.restricted()
                return
        elif text != text.strip():
            text = text.strip()
        super().replace(text, start, end)

    def restricted(self) -> None:
        """Ring, and say on the screen's line that the key was not used and what the field takes; the keys typed
        straight after it are not used either (:meth:`tui.app.AirbankerApp.refused_key`, said in a notice): a
        mistyped shortcut in an amount, then digits and Enter typed on, recorded the digits without a look (a
        newcomer's try). What is said: :meth:`say_refused`."""
        super().restricted()
        said = self.say_refused()
        refused_key = getattr(self.app, "refused_key", None)
        if refused_key is not None:
            refused_key(said, counted=not self.password)  # a secret figure's digits typed after it are not counted

    def say_refused(self) -> str:
        """Say on the screen's line why a key was refused (:func:`say_not_used`: what the field takes), and return
        it in words for the notice of the keys typed after it. A field that says it its own way overrides this, not
        :meth:`restricted`, so that the keys after the refused one are refused alike (the advertising's 1D10 rolls
        said the reveal and used "5 Enter" typed straight after an "x": a newcomer's try)."""
        say_not_used(self, self.what)
        return self.what


class MaskedInput(NumberInput):
    """A secret amount: whatever is typed shows as the same mask ("•••"), never one dot a digit nor its digit
    groups, so the others cannot tell $9,000 from $12,000 by its length. With ``password`` off (the bidder
    peeks at his own bid, ctrl+o: :class:`tui.base.secret_bids.SecretBidsScreen`) the amount shows as typed.
    """

    MASK = "•••"

    def mask(self) -> str:
        """What stands for the value typed: the fixed mask (nothing while the field is empty)."""
        return self.MASK if self.value else ""

    @property
    def _value(self) -> Text:
        if not self.password:
            return super()._value
        return Text(self.mask(), no_wrap=True, overflow="ignore", end="")

    @property
    def _cursor_offset(self) -> int:
        if not self.password:
            return super()._cursor_offset
        return len(self.mask())

    def render_line(self, y: int) -> Strip:
        if y != 0 or not self.mask() or not self.password:
            return super().render_line(y)
        return masked_line(self, self.mask())


def masked_line(field: Input, mask: str) -> Strip:
    """The line of a one-line ``field`` drawn as ``mask`` (whatever it holds), the cursor after it while focused:
    a secret figure (:class:`MaskedInput`), a bid's field kept as typed (Air Empire's KeptLook)."""
    width = field.scrollable_content_region.width + 1
    text = Text(mask, no_wrap=True, overflow="ignore", end="")
    if field.has_focus and field._cursor_visible:  # the cursor always after the mask
        text.pad_right(1)
        text.stylize(field.get_component_rich_style("input--cursor"), len(mask), len(mask) + 1)
    segments = list(field.app.console.render(text, field.app.console_options.update_width(width)))
    return Strip(segments).crop(0, width).extend_cell_length(width).apply_style(field.rich_style)


def number_input(
    widget_id: str,
    value: str = "",
    placeholder: str = "",
    *,
    password: bool = False,
    max_length: int = 0,
    blank: int | None = None,
) -> Input:
    """A compact field of whole numbers (class ``num``); ``password``: a secret amount, masked; ``blank``: the
    number the field left blank means (:attr:`NumberInput.blank`), its placeholder unless another is given.

    The field starts with Textual's ``-valid`` class, which an Input without validators gets at its first value
    or blur (:meth:`textual.widgets.Input.validate`): added then, it restyled the field once more before the
    form's first frame (issue 13, a form opens within 1.5x of a bare modal)."""
    if blank is not None and not placeholder:
        placeholder = str(blank)
    if password:  # a secret amount: a mask of fixed width, not one dot a digit
        return MaskedInput(
            value,
            placeholder=placeholder,
            id=widget_id,
            restrict=DIGITS,
            classes="num secret -valid",
            compact=True,
            password=True,
            max_length=max_length,
            blank=blank,
        )
    return NumberInput(
        value,
        placeholder=placeholder,
        id=widget_id,
        restrict=DIGITS,
        classes="num -valid",
        compact=True,
        max_length=max_length,
        blank=blank,
    )


class StepForm(FormScreen):
    """A form on the open game that Enter steps through (the rule of every form, :class:`FormScreen`);
    after a refusal the cursor goes to the field the ledger names. The live line shows the cash each
    player receives or pays."""

    def name_of(self, seat: int) -> str:
        return str(self.game.setup.players[seat - 1])

    def amount_text(self, amount: int) -> str:
        """An amount of cash as the game writes it (forms of a game in $ millions override it)."""
        return money(amount)

    # -- moving through the fields ---------------------------------------------------------
    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        event.prevent_default()  # instead of FormScreen's (Textual runs every class's handler)
        fields = self.fields()
        if fields and event.input is fields[-1]:
            self.action_record()
        elif self.stay_on_refusal(event.input):
            return
        elif event.input in fields:
            fields[fields.index(event.input) + 1].focus()
        else:
            self.focus_next()

    def action_record(self) -> None:
        if search_undecided(self):
            return  # in the open list, which stays open: not the refused field (the live line says what to type)
        super().action_record()
        if self.accepted is None and self.is_attached and self.app.screen is self:
            self.focus_refused_field()

    def focus_after_refusal(self, select: Widget) -> None:
        """After a pick in the last list that the ledger refuses: the field it names (:meth:`focus_refused_field`)."""
        self.focus_refused_field()

    def focus_refused_field(self) -> None:
        """After a refusal, the cursor goes to the field the ledger names, else stays on the field the banker is
        on (it went to the first field: Enter on a blank Income sent the banker back to the Airline, a
        newcomer's try), else the first field. A figure there is selected: what is typed next replaces it (a
        refused income of 13, then 9 typed, recorded 139)."""
        target: Widget | None = None
        try:
            preview(self.game, self.KIND, self.payload())
        except RuleViolation as error:
            target = self.field_widget(error.field or "")
        except FormError as error:
            # what is still to type or choose (a Fly's CEO's choice), not the first field
            target = self.field_widget(error.field or "")
        fields = self.fields()
        target = target or (self.focused if self.focused in fields else None) or self.first_field()
        if target is not None and target in fields:
            target.focus()
            if isinstance(target, Input) and target.value:
                target.select_all()

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        cash = self.cash_line(entries)
        return f"Will record: {summary}" + (f"\n{cash}" if cash else "")

    def cash_line(self, entries: list[Entry]) -> str:
        """What ``entries`` change of the players' cash, seat by seat, before → after: ``"Cash: Bea $50M → $25M · Cal
        $50M → $75M"``; ``""`` when they move none."""
        moves = []
        for seat in range(1, len(self.game.setup.players) + 1):
            amount = cash_received(entries, seat)
            if amount:
                before = int(self.game.balance(f"p{seat}:cash"))
                moves.append(f"{self.name_of(seat)} {self.amount_text(before)} → {self.amount_text(before + amount)}")
        return f"Cash: {' · '.join(moves)}" if moves else ""


def bound_key(app: App[Any], bindings: Iterable[Any], binding_id: str) -> str | None:
    """The first key of the binding ``binding_id`` among ``bindings`` (a table screen's ``BINDINGS``) as the keymap
    has it now (``"m"``), or ``None`` when none has that id: a form naming the table's key for the way on."""
    binding = next((b for b in bindings if isinstance(b, Binding) and b.id == binding_id), None)
    if binding is None:
        return None
    key_for: Callable[[Binding], str] = getattr(app, "key_for", lambda b: b.key)
    return str(key_for(binding)).split(",")[0]


def hidden_keys(screen: Any) -> list[str]:
    """The screen's keys not shown in the footer, as the keymap has them now (e.g. ``"s Plane sale"``)."""
    key_for: Callable[[Binding], str] = getattr(screen.app, "key_for", lambda b: b.key)
    return [
        f"{key_for(b).split(',')[0]} {b.description}" for b in screen.BINDINGS if isinstance(b, Binding) and not b.show
    ]
