"""The banker's forms for 1930: The Golden Age of Airlines.

Setup (First Round Turn Order cards and where their money comes from, the Stock Market track
and Dividend Level table), the Stock Round (buy, start an airline with its income, trade, pass),
the Operation Phase (an airline action, Fly with the CEO's choice and what each holder
receives), the End of Turn (purchased action, tech penalty, contract, and the end of the turn
with every airline's income confirmed), an airline's income, and the Final Flight.

Each form is a :class:`~tui.base.widgets.FormScreen`: what it shows comes from the ledger's view
models (:func:`ledger.games.golden_age.stock_round_view`, :func:`~ledger.games.golden_age.operation_view`,
:func:`~ledger.games.golden_age.fly_outcome`) and :meth:`ledger.game.Game.preview`; a refusal is the
rules engine's RuleViolation with its field and rule. No rule of the game is computed here
(docs/game-record.md, "1930", lists every payload).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.widget import Widget
from textual.widgets import Input, Select, Static, TextArea

from ledger.box import box_note, in_use
from ledger.games import golden_age as ga
from ledger.journal import Entry, RuleViolation
from ledger.prose import listed
from ledger.store import Book
from tui.base.widgets import (
    DIGITS,
    FOCUS_MARK,
    LIST_MOST_ROWS,
    ConfirmScreen,
    CutLabel,
    FieldRow,
    FormError,
    LiteralSelect,
    NumberInput,
    PlainStatic,
    SearchOverlay,
    StepForm,
    airbanker,
    bound_key,
    clip,
    folded,
    form_row as _row,
    key_clock,
    money,
    number_input as _num,
    parse_whole,
    preview,
    search_at,
    searched_nothing,
)
from tui.base.words import in_words
from tui.games.golden_age.table import (
    DECLINE_YES,
    DIVIDEND_WORDS,
    decline_question,
    fitted_notice,
    record_question,
    tech_penalty_groups,
)

__all__ = [
    "PickSelect",
    "StartingMoneyForm",
    "TablesForm",
    "tables_sources",
    "BuyForm",
    "FoundForm",
    "TradeForm",
    "OperateForm",
    "PurchasedActionForm",
    "TechPenaltyForm",
    "ContractForm",
    "IncomeForm",
    "EndTurnForm",
    "FinalFlightForm",
    "ACTION_LABELS",
]

#: What each Operation Phase action does, in the rulebook's words (1930, Airline Operations).
ACTION_LABELS = {
    "expand": "Expand: Gates in 1 or 2 cities",
    "relocate": "Relocate: move 1 or 2 Gates",
    "upgrade": "Upgrade: City Upgrade tile(s)",
    "open": "Open: a tile and 1 Gate on it",
    "hub": "Hub: add 1 Hub token",
    "research": "Research: Tech Level +1",
    "fly": "Fly: income, dividends",
    "stand": "Stand: do nothing (price -1 box)",
}


def _price(amount: int) -> str:
    return money(amount) if amount else "—"


#: the Fly form's CEO's choice for an airline with no CEO: no choice, the Gates decide (1930, Operation Phase, Fly)
NO_CEO = "no CEO"
#: what the Fly form says of a choice typed for an airline with no CEO
NO_CEO_BRIEF = "no CEO, no choice: type the Gates below"


class PickSelect(LiteralSelect[Any]):
    """A compact Select (it tells its form when the banker picks an option, even the one already
    chosen, so the form moves on to the next field: :class:`~tui.base.widgets.LiteralSelect`); its open list tells
    the form what a search typed in it finds, as every list's (:meth:`~tui.base.widgets.SearchOverlay.enter_takes`)."""

    DEFAULT_CSS = """
    PickSelect.-fixed:disabled { color: $foreground; }
    """

    #: one letter finds an option by the start of a word of its name: "g" for Green, not offered, went to Orange in
    #: the airline lists and recorded Orange's Research (a newcomer's try); the list says nothing matches instead
    LETTER_AT_WORD_START = True

    def __init__(self, options: Iterable[tuple[Any, Any]], **kwargs: Any) -> None:
        kwargs.setdefault("compact", True)
        super().__init__(options, **kwargs)

    def render(self) -> Any:
        """The closed list as every list's (:meth:`~tui.base.widgets.LiteralSelect.render`); a list of one option
        that cannot be opened (class ``-fixed``, disabled) as its text alone, without a ▼ that promises a list."""
        if not self.has_class("-fixed"):
            return super().render()
        label = self._label
        return Text(label) if isinstance(label, str) else label if isinstance(label, Text) else Text(str(label))

    def _watch_expanded(self, expanded: bool) -> None:
        # before the list is fitted, an Operation form moves its "Not offered now" line where the open list does not
        # reach, and back once it closes (:meth:`OperateForm.aside_not_offered`); not for a list opened before its
        # options are mounted (it opens again then)
        form = self.screen if self.is_attached else None
        if isinstance(form, OperateForm) and (not expanded or (self._list is not None and self._list.is_mounted)):
            form.aside_not_offered(expanded)
        super()._watch_expanded(expanded)

    def replace_options(self, options: list[tuple[Any, Any]], keep: Any = Select.NULL) -> None:
        """New option labels, keeping the value chosen when it is still offered (no Changed)."""
        current = self.value if keep is Select.NULL else keep
        with self.prevent(Select.Changed):
            self.set_options(options)
            if any(value == current for _label, value in options):
                self.value = current


class AirlineBuySelect(PickSelect):
    """The Buy and Trade forms' airlines: only those the buyer may buy (or trade for) a token of; the Operation
    forms' airlines and actions too (only those allowed now, ``noun`` "action"). A search for one
    left out says why ("Blue: no token in the Available Stock Pool"), as Air Fare's card and city lists do (a
    newcomer's try: ``bl`` while Blue's pool was empty said only "no choice matches "bl""); as every list's, the
    search looks in the names only, one letter where a name's word begins (:func:`tui.base.widgets.search_at`)."""

    #: room on the key line's one line at 80x24 for what an unmatched search says, before " · Esc: close the list"
    UNMATCHED_ROOM = 52

    def __init__(
        self,
        options: Iterable[tuple[Any, Any]],
        *,
        refused: Iterable[tuple[str, str, str]] = (),
        generic: str = "may not be bought now",
        noun: str = "airline",
        **kwargs: Any,
    ) -> None:
        super().__init__(options, **kwargs)
        #: the airlines left out, each with why in short and in brief (:class:`ledger.games.golden_age.Refusal`)
        self.refused = list(refused)
        #: what is said of one left out when neither reason fits the line
        self.generic = generic
        #: what the list offers, as a search matching nothing names it ("no action matches "x"")
        self.noun = noun

    def unmatched_text(self, query: str) -> str:
        """Why no airline offered matches ``query``: the airline left out that it names and why (in brief where the
        line has no room for it all; never the generic words while the brief fits), else that none matches."""
        wanted = folded(query)
        named = [r for r in self.refused if folded(r[0]).startswith(wanted)]
        named += [r for r in self.refused if len(wanted) > 1 and wanted in folded(r[0]) and r not in named]
        if not named:
            return f'no {self.noun} matches "{query}"'
        airline, why, brief = named[0]
        said = (f"{airline}: {why}", f"{airline}: {brief}", f"{airline}: {self.generic}")
        return next((s for s in said if cell_len(s) <= self.UNMATCHED_ROOM), said[-1])

    def offers(self, character: str) -> bool:
        """A letter or digit of an airline's name, offered or left out (the list opens and says why for one left
        out), where a word begins (:func:`tui.base.widgets.search_at`)."""
        wanted = folded(character)
        refused = bool(wanted) and any(search_at(folded(r[0]), wanted) >= 0 for r in self.refused)
        return super().offers(character) or refused


class ActionOverlay(SearchOverlay):
    """The open Action list, whose options say more after a colon ("Research: …"): a search that begins two actions'
    names ("re": Relocate, Research) names them without it. Enter on it chooses neither, as in every list of the app
    (:meth:`tui.base.widgets.SearchOverlay.ambiguous`; a newcomer's try: "re", Enter, meaning Research, took
    Relocate)."""

    def choice_name(self, index: int) -> str:
        """The action's name ("Research"), without what its option says after the colon."""
        return self._option_name(index).split(":")[0].strip()


class ActionSelect(AirlineBuySelect):
    """The Operation forms' Action list: opened, it asks its form for room under it for every option
    (:meth:`OperateForm.room_for_actions`), given back once it closes (:meth:`OperateForm.aside_not_offered`; the
    table's lines under the grid stay in sight beside the closed form). Enter on a search that begins two actions'
    names chooses nothing (:class:`ActionOverlay`)."""

    OVERLAY = ActionOverlay

    def fit_list(self, overlay: Any) -> None:
        form = self.screen
        if isinstance(form, OperateForm) and form.room_for_actions():
            self.call_after_refresh(super().fit_list, overlay)  # placed again once the form has grown
        super().fit_list(overlay)


class _GAForm(StepForm):
    """A form on the open 1930 game: Enter moves on field by field and, past the last, records."""

    BINDINGS = [Binding("enter", "record", "Record", id="ga_form_enter", show=False)]

    @property
    def state(self) -> ga.GoldenAgeState:
        state: ga.GoldenAgeState = self.game.state
        return state

    def stock_view(self) -> ga.StockRoundView:
        """The Stock Round's view model of the game as it is (:func:`ledger.games.golden_age.stock_round_view`),
        worked out once per recorded action: a form asked for it some five times before its first frame."""
        game = self.game
        stamp = (id(game), len(game.records))
        kept: tuple[tuple[int, int], ga.StockRoundView] | None = getattr(self, "_stock_view", None)
        if kept is None or kept[0] != stamp:
            kept = self._stock_view = (stamp, ga.stock_round_view(self.state))
        return kept[1]

    def player_options(self) -> list[tuple[str, int]]:
        view = self.stock_view()
        return [
            (f"{p.seat} {p.name} ({money(p.cash)}, {p.tokens} token{'s' if p.tokens != 1 else ''})", p.seat)
            for p in view.players
        ]

    def airlines(self) -> tuple[ga.StockAirline, ...]:
        return self.stock_view().airlines

    def recorded_text(self, payload: dict[str, Any], summary: str) -> str | None:
        """The outcome in words with its long names said shorter where the notice's line is too short for it
        whole (:func:`~tui.games.golden_age.table.fitted_notice`): a newcomer's try at 80x24 read "Recorded #63
        · Round 1: Bartholomew Fitzwilliam … (all in the journal)", the name whole and what was recorded cut."""
        return self.fitted(summary)[0]

    def notice_lines(self, payload: dict[str, Any]) -> int:
        """Two lines where one would leave a part of the outcome out (:func:`~tui.games.golden_age.table
        .fitted_notice`: a Fly's payouts beside its income's marks, the price moves at the end of a Stock Round), else
        one."""
        accepted = self.accepted
        return self.fitted(accepted[2])[1] if accepted is not None and accepted[0] == payload else 1

    def fitted(self, summary: str) -> tuple[str | None, int]:
        """The Recorded notice of ``summary`` and its lines (:func:`~tui.games.golden_age.table.fitted_notice`)."""
        names = [p.name for p in self.state.players]
        return fitted_notice(in_words(self, summary), names, self.app.size.width, len(self.game.records) + 1)

    def income_doubled(self, payload: Mapping[str, Any]) -> str | None:
        """Said before recording when ``payload``'s income is far above the airline's on the books
        (:func:`ledger.games.golden_age.income_far_above`), else ``None``. A newcomer's try: "1616" typed for 16 on an
        Expand of Orange (income $6) was recorded at once, with the Stock token and the Hub of income 26."""
        airline, income = payload.get("airline"), payload.get("income")
        if not isinstance(airline, str) or not isinstance(income, int):
            return None
        return ga.income_far_above(self.state, airline, income)

    def airline(self, name: str) -> ga.StockAirline | None:
        return next((a for a in self.airlines() if a.name == name), None)

    def incomes_doubled(self, incomes: Mapping[str, Any]) -> list[str]:
        """:meth:`income_doubled` of each airline's income in ``incomes`` (airline -> whole dollars), in that order:
        the End of Turn confirms every income at once (a round-2 try: Orange's 40 retyped 440 went straight to the
        End of Turn's question, the Income form asking of the same figure)."""
        said = (self.income_doubled({"airline": name, "income": income}) for name, income in incomes.items())
        return [line for line in said if line is not None]

    def action_record(self) -> None:
        """ctrl+s (Enter past the last field): as every form's, but in an open list whose search matches nothing the
        notice says why in its own words ("Not recorded: Green: not started yet"). A newcomer's try: the notice "Not
        recorded: … (its line says why)" stayed for its 6 seconds after Esc had closed the list, and with it the
        line it pointed at."""
        overlay = self.focused
        select = overlay.parent if isinstance(overlay, SearchOverlay) else None
        if isinstance(overlay, SearchOverlay) and isinstance(select, LiteralSelect) and searched_nothing(self):
            why = select.unmatched_text(overlay.unmatched or overlay._search_query)
            self.notify(f"Not recorded: {why}.", severity="warning", timeout=6, markup=False)
            return
        super().action_record()

    # -- an income typed for one airline is not another's ---------------------------------------------
    #: the airline the Income (``#income``) was typed for by the banker; ``None``: not typed (empty, or filled in by
    #: the form from the airline chosen)
    _income_for: Any = None

    @on(Input.Changed, "#income")
    def _note_income_typed(self, event: Input.Changed) -> None:
        """The airline an income is typed for (:meth:`forget_income_of_another`); only a value typed, with the Income
        focused: a value the form fills in is the airline's own."""
        if self.focused is event.input:
            chosen = self.query("#airline").results(Select)
            select = next(iter(chosen), None)
            self._income_for = select.value if event.value and select is not None else None

    def forget_income_of_another(self) -> None:
        """Clear the Income typed for another airline than the one chosen now, and say so: a figure typed for one
        airline is not recorded for another. A newcomer's try of the purchased action: 29 typed for Orange, the
        player changed to Neal (Blue), and the line read "Neal buys one Expand action for Blue: $2; income $29",
        Blue's income $26."""
        fields = self.query("#income").results(Input)
        field = next(iter(fields), None)
        chosen = self.query("#airline").results(Select)
        select = next(iter(chosen), None)
        typed_for = self._income_for
        if field is None or select is None or not field.value or typed_for is None or typed_for == select.value:
            return
        with field.prevent(Input.Changed):
            field.value = ""
        self._income_for = None
        self.notify(f"Income cleared: it was typed for {typed_for}.", timeout=6, markup=False)

    # -- the live line speaks of the field the banker is on first (FormScreen.on_field) -----------
    def missing_line(self, missing: Exception) -> str:
        """What is still to type or choose, in the fields' order: while the banker is on a field above the one
        missing, the line speaks of the field they are on first ("Airline: Green — Enter takes it"), then of the
        first one missing ("missing: choose the CEO's choice"). A new user's try: the Fly form opened on its
        Airline and the line asked for the CEO's choice, three fields below."""
        self._missing = missing
        fields = self.fields()
        on = self.on_field()
        wanted = self.field_by_id(getattr(missing, "field", None) or "")
        if on is None or wanted is None or fields.index(wanted) <= fields.index(on):
            return f"… {missing}"
        now = self.field_now(on)
        if now is None:
            return f"… {missing}"
        # "missing", not "then": the next field may be filled in already (a newcomer read "then choose the
        # action" as skipping the Airline between)
        return f"… {now}; missing: {missing}"


# == Setup ===================================================================================
#: the cards form's key line on a card before the last: Enter goes to the next player's card, whatever the money
CARD_KEYS = "Enter: next player's card · Tab: the money · ctrl+s: record · Esc: cancel"
#: the same on the last player's card, every money filled in
LAST_CARD_KEYS = "Enter or ctrl+s: record · Tab: the money · Esc: cancel"
#: on the last player's card while a card's money is still to type (the cards first, then the money)
LAST_CARD_MONEY_KEYS = "Enter: the money still to type · Tab: the money · Esc: cancel"


class StartingMoneyForm(_GAForm):
    """Setup: the First Round Turn Order card dealt to each player and the money printed on it."""

    KIND = "golden_age.starting_money"
    HEADING = "First Round Turn Order cards (1930, Setup)"

    DEFAULT_CSS = """
    StartingMoneyForm FieldRow { padding-left: 24; }
    StartingMoneyForm .row > Input.num { width: 8; margin-right: 2; }
    StartingMoneyForm .row > .mid { width: 10; }
    """

    #: the cells of a player's row after its label: "card" (10), the card (8 + 2), "money $" (10), the money (8)
    FIELDS = 38

    #: the label's least width, the padding-left of the rows in DEFAULT_CSS
    LABEL = 24

    def on_mount(self) -> None:
        self.call_after_refresh(self.fit_labels)

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_labels)

    def fit_labels(self) -> None:
        """The players' labels as wide as the longest "N name" (and the focus mark before it) where the form has
        the room, at least :data:`LABEL` cells: a newcomer's try read "1 Bartholomew Fitzwill…" in a form with
        room for the whole name at 120 columns."""
        rows = list(self.query(".player-row").results(FieldRow))
        width = max((row.outer_size.width for row in rows), default=0)
        if not width:
            return
        longest = max(cell_len(row.label) for row in rows) + 3  # "▸ " before it, a blank after it
        room = max(self.LABEL, min(longest, width - self.FIELDS - 1))
        for row in rows:
            if row.styles.padding.left != room:
                row.styles.padding = (0, 0, 0, room)

    #: where the money comes from (board data with a provenance, DESIGN.md): the chooser's words
    PROVENANCE = {
        "rulebook example": "cards 1-3: rulebook's example, others typed",  # whole at 80x24
        "board": "the cards dealt: as printed on them",
        "illustrative": "an illustrative box: made up",
    }

    def box_money(self) -> tuple[dict[int, int], str]:
        """Each card's money from the book's 1930 box, once the table has confirmed it or this game took its
        tables from it (card -> whole dollars; empty: no such box, the money is typed), and where the money
        comes from as recorded: ``"board"`` for a box typed from the cards, ``"illustrative"`` for an
        illustrative one (made up: never recorded as the rulebook's example nor as the cards')."""
        if not hasattr(self, "_box_money"):
            self._box_money: tuple[dict[int, int], str] = ({}, "rulebook example")
            try:
                box = airbanker(self).book.box(ga.RULES.name)
            except RuleViolation:  # a damaged book: the money is typed, as without a box
                box = None
            self._money_note = ""
            if box is not None and in_use(box, (r.note for r in self.game.records)):
                cards = ga.card_money(box)
                part = getattr(box, "first_round_cards", None)
                self._box_money = (cards, "board" if box.mark(part)[0] == "board" else "illustrative")
                self._money_note = box_note(box, part) if cards else ""
        return self._box_money

    def note(self, payload: dict[str, Any]) -> str:
        """Money dealt as the box gives it says so in the journal and the record file ("from the box (…)"),
        as a route card or the tables taken from the box do."""
        from_box, _provenance = self.box_money()
        dealt = payload.get("cards", [])
        return self._money_note if dealt and all(from_box.get(c["card"]) == c["money"] for c in dealt) else ""

    def printed_money(self) -> dict[int, int]:
        """The money each card gives before the banker types any: the box's, else the rulebook's example."""
        return self.box_money()[0] or dict(ga.STARTING_MONEY)

    def compose_fields(self) -> ComposeResult:
        from_box, provenance = self.box_money()
        if from_box:
            made_up = "" if provenance == "board" else " (ILLUSTRATIVE: made up, not your cards')"
            yield PlainStatic(
                f"Money from the box{made_up}: "
                + ", ".join(f"card {c} {money(m)}" for c, m in sorted(from_box.items()))
                + ". Type which card each player was dealt (card 1 buys first).",
                classes="info",
                id="money-from-box",
                markup=False,
            )
        else:
            printed = ", ".join(f"card {c} {money(m)}" for c, m in sorted(ga.STARTING_MONEY.items()))
            yield PlainStatic(
                f"Which card each player was dealt (card 1 buys first) and the money on it. The rulebook's "
                f"example shows {printed}: check them against the cards; type the others as printed.",
                classes="info",
                markup=False,
            )
        yield _row(
            "Money from",
            PickSelect(
                [(label, value) for value, label in self.PROVENANCE.items()],
                id="provenance",
                allow_blank=False,
                value=provenance,
                disabled=bool(from_box),
            ),
        )
        table = self.printed_money()
        for seat, name in enumerate(self.game.setup.players, start=1):
            amount = _num(f"money_{seat}", str(table.get(seat, "")))
            amount.disabled = seat in from_box  # the box's money is not typed: Enter goes from card to card
            yield FieldRow(
                f"{seat} {name}",
                Static("card", classes="mid"),
                _num(f"card_{seat}", str(seat)),
                Static("money $", classes="mid"),
                amount,
                classes="row player-row",
            )

    def on_input_changed(self, event: Input.Changed) -> None:
        widget_id = event.input.id or ""
        if widget_id.startswith("card_"):
            seat = int(widget_id.removeprefix("card_"))
            if event.input.has_focus:
                self._settled.add(seat)  # typed by the banker, not the number the form filled in
            try:
                card = parse_whole(event.value)
            except FormError:
                card = None
            target = self.query_one(f"#money_{seat}", Input)
            table = self.printed_money()
            printed = set(str(v) for v in table.values())
            if card in table:
                target.value = str(table[card])
            elif target.value in printed:
                target.value = ""  # a card the rulebook (or the box) does not print: type its money
            target.disabled = card in self.box_money()[0]
            self._card_line(self.focused)  # the last card's Enter records, or goes to a money still to type
        # FormScreen's handlers run after this one (not prevented): they note what the banker typed, so that Esc
        # asks before dropping it (a newcomer's try: "3" typed, Esc closed the form at once), and work the live
        # line out again

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        """A card left (Enter, Tab, a click) is the banker's, even kept as the form filled it in: a card dealt
        twice among those is said at once (:meth:`payload`)."""
        seat = self._card_seat(event.widget)
        if seat is not None:
            self._settled.add(seat)

    @property
    def _settled(self) -> set[int]:
        """The seats whose card the banker typed or went past (the others hold the number the form filled in)."""
        if not hasattr(self, "_settled_seats"):
            self._settled_seats: set[int] = set()
        return self._settled_seats

    def fill(self, payload: Any) -> None:
        provenance = payload.get("provenance")
        # the chooser offers the example once: the deal names the typed cards itself (payload())
        self.fill_field("provenance", "rulebook example" if provenance == "rulebook example and typed" else provenance)
        for row in payload.get("cards", []):
            self.fill_field(f"card_{row['player']}", row.get("card"))
            self.fill_field(f"money_{row['player']}", row.get("money"))
            self._settled.add(row["player"])

    def money_to_type(self, after: int = 0) -> Input | None:
        """The first money field still blank (a card the box or the rulebook prints no money for), looking from the
        seat after ``after`` round to it, or ``None``: every money is in."""
        n = len(self.game.setup.players)
        for step in range(1, n + 1):
            seat = (after + step - 1) % n + 1
            box = self.query_one(f"#money_{seat}", Input)
            if not box.disabled and not box.value.strip():
                return box
        return None

    def _card_seat(self, field: Widget | None) -> int | None:
        """The seat whose card number ``field`` is, or ``None`` (a money, the chooser, nothing)."""
        widget_id = field.id or "" if isinstance(field, Input) else ""
        return int(widget_id.removeprefix("card_")) if widget_id.startswith("card_") else None

    def _keys_for_focus(self, focused: Widget | None) -> None:
        """The key line as every form's, but on a card it says that Enter goes on to the next player's card (on the
        last: records, or goes to the money still to type), and Tab to the money (:meth:`on_input_submitted`)."""
        super()._keys_for_focus(focused)
        self._card_line(focused)

    def _card_line(self, focused: Widget | None) -> None:
        seat = self._card_seat(focused)
        if seat is not None:
            if seat < len(self.game.setup.players):
                kind, line = "card", CARD_KEYS
            elif self.money_to_type() is None:
                kind, line = "last card", LAST_CARD_KEYS
            else:
                kind, line = "last card, money", LAST_CARD_MONEY_KEYS
            if kind != self._keys_kind and self.is_attached:
                self._keys_kind = kind
                self._write_key_line(line)
        elif self._keys_kind.startswith(("card", "last card")) and self.is_attached:
            self._keys_kind = "field"
            self._write_key_line(None)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in a card goes on to the next player's card, whatever its money: a shuffled deal is typed card after
        card in one go. On the last card it goes to the money still to type (a card the rulebook or the box prints
        no money for), else records. Enter in a money goes on to the next player's card while the cards are still
        being typed, else to the next money still to type, else records.

        A newcomer's try with 4 players: ``3 Enter 4 Enter 1 Enter 2 Enter`` from Aurélie's card put the 1 in
        Benedikt's money (card 4 prints none, Enter went there) and the 2 in Cosimo's: "2 B card 4 money $1"."""
        widget_id = event.input.id or ""
        n = len(self.game.setup.players)
        seat = self._card_seat(event.input)
        if seat is None and not widget_id.startswith("money_"):
            return
        event.stop()
        event.prevent_default()  # instead of the next field (FormScreen's and StepForm's handlers)
        if seat is not None:
            self._settled.add(seat)
            if self._twice(seat) is not None or self.stay_on_refusal(event.input):
                event.input.select_all()
                self.update_live()
                return
            if seat < n:
                self.query_one(f"#card_{seat + 1}", Input).focus()
                return
            self._cards_done = True
            blank = self.money_to_type()
            if blank is not None:
                blank.focus()
            else:
                self.action_record()
            return
        seat = int(widget_id.removeprefix("money_"))
        if self.stay_on_refusal(event.input):
            return
        if seat < n and not getattr(self, "_cards_done", False):
            self.query_one(f"#card_{seat + 1}", Input).focus()
            return
        self._cards_done = True
        blank = self.money_to_type(seat)
        if blank is not None and blank is not event.input:
            blank.focus()
        else:
            self.action_record()

    def _twice(self, seat: int) -> int | None:
        """The seat of another player the banker dealt the card of ``seat`` too (both cards typed or gone past), or
        ``None``."""
        mine = self.query_one(f"#card_{seat}", Input).value.strip()
        if not mine or seat not in self._settled:
            return None
        for other in sorted(self._settled - {seat}):
            if self.query_one(f"#card_{other}", Input).value.strip() == mine:
                return other
        return None

    def payload(self) -> dict[str, Any]:
        cards = []
        players = self.game.setup.players
        # every card number before any money: a card out of 1-N is said first, naming its box (a newcomer's try: the
        # line asked for Evangeline's money while her card box held 24)
        numbers = [self.whole(f"card_{seat}", f"{name}'s card number") for seat, name in enumerate(players, start=1)]
        for seat, (name, card) in enumerate(zip(players, numbers, strict=True), start=1):
            if not 1 <= card <= len(players):
                raise FormError(
                    f"{name}'s card {card}: with {len(players)} players the cards are 1-{len(players)}",
                    field=f"card_{seat}",
                )
        # a card dealt twice is said as soon as typed, before any money still to type (a newcomer's try: it was said
        # only once the money of a 4th card was in); a number the form filled in is not the banker's yet
        for seat in sorted(self._settled):
            other = self._twice(seat)
            if other is not None and other < seat:
                raise FormError(
                    f"card {numbers[seat - 1]} dealt twice: to {players[other - 1]} and to {players[seat - 1]}; "
                    f"type {players[seat - 1]}'s card again",
                    field=f"card_{seat}",
                )
        for seat, (name, card) in enumerate(zip(players, numbers, strict=True), start=1):
            amount = self.whole(f"money_{seat}", f"the money on {name}'s card")
            cards.append({"player": seat, "card": card, "money": amount})
        cards.sort(key=lambda c: c["card"])
        provenance = self.selected("provenance", "where the money comes from")
        if provenance == "rulebook example" and any(c["card"] not in ga.STARTING_MONEY for c in cards):
            # the rulebook prints cards 1-3 only: a 4th card's money is the banker's, never the rulebook's
            provenance = "rulebook example and typed"
        return {"cards": cards, "provenance": provenance}

    def field_widget(self, field_name: str) -> Widget | None:
        """The i-th card of the payload (``cards[i].money``, ``cards[i].card``; in the order of the card numbers) is
        its player's field, ``#money_<seat>`` or ``#card_<seat>``; any other as every form's."""
        card = re.fullmatch(r"cards\[(\d+)\]\.(money|card)", field_name)
        if card:
            try:
                cards = self.payload()["cards"]
            except (FormError, ValueError):
                return None
            index = int(card.group(1))
            if index < len(cards):
                return self.field_by_id(f"{card.group(2)}_{cards[index]['player']}")
            return None
        return super().field_widget(field_name)

    def first_field(self) -> Widget | None:
        """The first player's card: the deal is typed card after card (a newcomer's try with 4 players: the form
        opened on the 4th player's money, the rulebook printing none for card 4, and a shuffled deal took 7
        Shift+Tabs first). "Money from" is already chosen."""
        return self.query_one("#card_1")


def tables_sources(book: Book, game_id: int | None) -> dict[str, tuple[str, dict[str, Any]]]:
    """Where the Stock Market track and Dividend Level table can come from, for the chooser.

    ``"illustrative"``: :func:`ledger.games.golden_age.illustrative_tables` (made up); ``"box"``: the
    book's 1930 box (:mod:`ledger.box`, with its provenance; when it has the tables); ``"last"``:
    the tables recorded in the most recent other 1930 game of this book (entered or confirmed by
    the banker once, DESIGN.md), with their provenance. Values are ``(label, payload)``.
    """
    sources: dict[str, tuple[str, dict[str, Any]]] = {
        "illustrative": ("ILLUSTRATIVE tables: made up, NOT the boards' (a try-out)", ga.illustrative_tables()),
    }
    try:
        box = book.box(ga.RULES.name)
    except RuleViolation:  # a damaged book's box offers nothing
        box = None
    if box is not None:
        from ledger.box import box_rules

        taken = dict(box_rules(ga.RULES.name).setup_actions(box, "standard"))
        if "golden_age.tables" in taken:
            unconfirmed = "" if box.confirmed_on is not None else ", not confirmed yet"
            sources["box"] = (
                f"The box's tables ({box.mark_text(getattr(box, 'tables', None))}{unconfirmed})",
                taken["golden_age.tables"],
            )
    try:
        infos = [i for i in book.games(include_archived=True) if i.game == ga.RULES.name and i.id != game_id]
    except Exception:  # noqa: BLE001 - no other game to offer
        infos = []
    for info in sorted(infos, key=lambda i: (i.last_change, i.id), reverse=True):
        try:
            state = book.game(info.id).state
        except Exception:  # noqa: BLE001 - a game that does not replay offers nothing
            continue
        if state.track and state.dividends:
            payload = {
                "provenance": state.tables_provenance,
                "track": [{"price": p, "action_cost": c} for p, c in state.track],
                "dividends": [{"income_from": i, "dividend": d} for i, d in state.dividends],
            }
            title = info.title or "untitled"
            sources["last"] = (
                f"The tables of game {info.id} “{title}” ({state.tables_provenance}, {len(state.track)} boxes)",
                payload,
            )
            break
    return sources


class TableBox(TextArea):
    """A box of the tables form: a row a line. An Enter typed before the form was drawn, at the start of a box that
    holds rows, is not used: it was meant for the chooser before the form ("t i Enter": the letter had chosen), and
    a blank line at the top put every row one line below its box's number (a newcomer's try: line 2 showed box 1, a
    banker copying the board by box number one box off) and made the untouched form ask "Drop what was typed?"."""

    #: when the form was first drawn, on the clock of the keys' times; ``None`` until then
    shown_at: float | None = None

    def on_mount(self) -> None:
        self.call_after_refresh(self._mark_shown)

    def _mark_shown(self) -> None:
        self.shown_at = key_clock()

    async def _on_key(self, event: events.Key) -> None:
        typed_ahead = self.shown_at is None or event.time < self.shown_at
        if event.key == "enter" and typed_ahead and self.cursor_location == (0, 0) and self.text.strip():
            event.prevent_default()
            event.stop()
            return
        await super()._on_key(event)


class TablesForm(_GAForm):
    """Setup: the Stock Market track and the Dividend Level table, as printed on the boards."""

    KIND = "golden_age.tables"
    HEADING = "Stock Market track and Dividend Level table (printed on the boards)"

    DEFAULT_CSS = """
    TablesForm #tables { height: 11; }
    TablesForm #tables > Vertical { width: 1fr; height: 11; }
    TablesForm TextArea { height: 10; }
    TablesForm .head { color: $text-muted; height: 1; }
    /* the line numbers dimmed on a shade of their own: a " 1" in the text's colour read as typed (a newcomer's
       try); the live line and the refusals name the lines by them */
    TablesForm TextArea > .text-area--gutter { color: $text-disabled; background: $boost; }
    TablesForm TextArea > .text-area--cursor-gutter { color: $text-muted; background: $boost; text-style: none; }
    """

    #: what the two boxes' columns are (issue 13: the form explains its columns)
    COLUMNS = (
        'Left: the Stock Market board, a box a line from $1 up: its price, its action cost ("7 2"; '
        "a purchased action costs it). Right: the Dividend Level of the Player boards, a row a line: "
        'the lowest income of the row, the dividend per Stock token ("25 4": from $25 it pays $4).'
    )

    #: where the figures come from, as the chooser and the form word it
    PROVENANCE = {
        "board": "board: checked against the boards",
        "illustrative": "illustrative: made up, NOT the boards'",
    }

    #: the two boxes (TextArea ids) and what their rows are called on the live line
    BOXES = {"track": "the Stock Market", "dividends": "the Dividend Level table"}

    def __init__(self, source: dict[str, Any] | None = None) -> None:
        """``source``: a ``golden_age.tables`` payload to start from; its ``provenance`` (the chooser's
        answer: "board" to type the boards' figures) is not asked again."""
        super().__init__()
        self.source = source or {}
        #: each box's rows as last read: the line (from 1) each payload row was typed on, blank lines skipped
        self._row_lines: dict[str, list[int]] = {"track": [], "dividends": []}
        #: the row whose check the live line holds back while it is being typed (box id, line), or ``None``
        self._held: tuple[str, int] | None = None

    def compose_fields(self) -> ComposeResult:
        track = "\n".join(f"{b['price']} {b['action_cost']}" for b in self.source.get("track", []))
        dividends = "\n".join(f"{r['income_from']} {r['dividend']}" for r in self.source.get("dividends", []))
        provenance = self.source.get("provenance")
        if provenance in self.PROVENANCE:
            # already answered in the chooser before this form
            # (tui.games.golden_age.table.TablesSourceScreen): not asked again
            yield _row("Where from", PlainStatic(self.PROVENANCE[provenance], id="provenance-text", markup=False))
        else:
            yield _row(
                "Where from",
                PickSelect(
                    [(label, value) for value, label in self.PROVENANCE.items()], prompt="choose", id="provenance"
                ),
            )
        yield PlainStatic(self.COLUMNS, id="tables-columns", classes="info", markup=False)
        with Horizontal(id="tables"):
            with Vertical():
                yield PlainStatic(self.HEADS["track"], id="track-head", classes="head", markup=False)
                yield TableBox(track + ("\n" if track else ""), id="track", compact=True, show_line_numbers=True)
            with Vertical():
                yield PlainStatic(self.HEADS["dividends"], id="dividends-head", classes="head", markup=False)
                yield TableBox(
                    dividends + ("\n" if dividends else ""), id="dividends", compact=True, show_line_numbers=True
                )

    #: the heads over the two boxes; the box the cursor is in is marked (:data:`FOCUS_MARK`, :meth:`mark_box`)
    HEADS = {"track": "Stock Market: price, cost", "dividends": "Dividend: income from, $ a token"}
    #: the box the cursor is in, and what is typed there, for the live line (:meth:`missing_line`)
    HERE = {
        "track": ("Cursor in the Stock Market box (left)", "price, action cost, a box a line from $1"),
        "dividends": ("Cursor in the Dividend Level box (right)", "income from, $ a token, a row a line from income 0"),
    }
    #: what the live line says of a box with no row typed yet
    EMPTY = {
        "track": "type the Stock Market boxes, lowest ($1) first",
        "dividends": "type the Dividend Level rows, from income 0",
    }
    #: the other box, and the key to it, for the live line when what is missing is there
    THERE = {"track": "shift+Tab: the left box", "dividends": "Tab: the right box"}

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self.mark_box()

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        self.call_after_refresh(self.mark_box)  # the focus may have gone nowhere

    def mark_box(self) -> None:
        """Mark the head of the box the cursor is in with :data:`FOCUS_MARK` (the other's unmarked): a newcomer's
        try read the box focused by its colour alone, and typed the Dividend Level rows into the Stock Market box
        (after shift+Tab then Tab the cursor had stayed there)."""
        if not self.is_attached:
            return
        focused = self.focused
        for box, head in self.HEADS.items():
            mark = isinstance(focused, TextArea) and focused.id == box
            self.query_one(f"#{box}-head", Static).update(f"{FOCUS_MARK} {head}" if mark else head)

    def missing_line(self, missing: Exception) -> str:
        """What is still to type, said after the box the cursor is in and what is typed there (:data:`HERE`); when
        what is missing is the other box's, the key to it too (:data:`THERE`). A newcomer's try: the cursor in the
        Stock Market box, the line said "… type the Dividend Level rows, from income 0", and the Dividend Level rows
        were typed into the Stock Market box. Elsewhere (the Where from list) what is missing alone."""
        self._missing = missing
        box = self.typing_box()
        if box is None or box.id not in self.HERE:
            return f"… {missing}"
        here, what = self.HERE[box.id]
        wanted = getattr(missing, "field", None)
        if wanted not in self.THERE or (wanted == box.id and str(missing) != self.EMPTY[box.id]):
            return f"… {missing}"  # a row of the box the cursor is in, named by its box and line
        if wanted == box.id:
            return f"… {here}: type {what}."
        return f"… {here}: {what}. Left to do: {str(missing).removeprefix('type ')} ({self.THERE[wanted]})."

    def keys_hint(self) -> str:
        return 'A row a line ("5 2"), its number dimmed at the left · Enter: new row\n' + (
            "Tab: next box · ctrl+s: record · Esc: cancel"
        )

    def first_field(self) -> Widget | None:
        if self.source.get("provenance") not in ("board", "illustrative"):
            return self.query_one("#provenance")
        return self.query_one("#track")

    def typing_box(self) -> TextArea | None:
        """The box the banker is typing in (``#track`` or ``#dividends``, focused); ``None`` while the banker records
        (every row is checked then) or is in neither."""
        focused = self.focused
        if self._insist or not isinstance(focused, TextArea) or focused.id not in self.BOXES:
            return None
        return focused

    def typing_row(self) -> tuple[str, int] | None:
        """The row the banker is typing: the box focused (``"track"`` or ``"dividends"``) and the line (from 1) its
        cursor is on, when that line holds something; ``None`` while the banker records or is in neither box
        (:meth:`typing_box`)."""
        focused = self.typing_box()
        if focused is None or focused.id is None:
            return None
        row, _column = focused.cursor_location
        if not focused.document.get_line(row).strip():
            return None
        return focused.id, row + 1

    def _hold(self, row: tuple[str, int], what: str) -> str:
        """The quiet line that stands for the check of ``row`` while it is typed (checked once it is left)."""
        self._held = row
        self._typing = self.focused  # leaving the box works the line out again (FormScreen.watch_focused)
        return f"Typing {what}… checked once you leave the line or record"

    def _pairs(self, box: str, what: str, first: str, second: str) -> list[tuple[int, int]]:
        """The rows of ``box`` as (number, number) pairs; a line that is not two numbers is refused, unless it is
        the line being typed (:meth:`typing_row`): that one is left out of the payload (the other rows are still
        checked) until the banker leaves it."""
        rows = []
        lines = self._row_lines[box] = []
        typing = self.typing_row()
        for number, line in enumerate(self.query_one(f"#{box}", TextArea).text.splitlines(), start=1):
            if not line.strip():
                continue
            tokens = [t for t in re.split(r"[\s;/→>-]+", line.strip()) if t]
            try:
                values = [parse_whole(t) for t in tokens]
            except FormError:
                values = []
            if len(values) != 2 or any(v is None for v in values):
                if typing == (box, number):
                    self._held = typing  # a row half typed: the other rows are still read and checked
                    continue
                raise FormError(f"{what}, line {number}: type two numbers — {first}, {second}", field=box)
            rows.append((int(values[0] or 0), int(values[1] or 0)))
            lines.append(number)
        return rows

    def update_live(self) -> None:
        """The live line, a row still being typed left unchecked (issue: "nothing to guess": a half-typed row of
        the boards' tables was refused at its first digit, before the banker had finished it). A row is checked
        once the cursor leaves its line or its box, or the banker records."""
        self._held = None
        super().update_live()
        if self._held is not None and self.accepted is not None:
            # the other rows are taken; the row half typed (left out of the payload) is all that is missing
            box, line = self._held
            live = self.query_one("#form-live", Static)
            self.accepted = None
            self.live_text = self._hold(self._held, f"line {line} of {self.BOXES[box]}")
            self._show_live(live, self.live_text)
            live.set_class(False, "-refused", "-ok")
            live.set_class(True, "-typing")

    def still_typing(self, error: RuleViolation, payload: Mapping[str, Any] | None) -> str | None:
        """The ledger's refusal of the row being typed (``track[2].price``: the third row read) waits until the line
        is left; a refusal of the whole box the banker types in ("the track has no $4 box" while its rows are typed
        one by one from $1) waits until the box is left. A quiet line says so meanwhile."""
        focused = self.typing_box()
        if focused is None or payload is None:
            return super().still_typing(error, payload)
        field = error.field or ""
        if field == focused.id:
            self._typing = focused  # leaving the box works the line out again (FormScreen.watch_focused)
            return f"Typing {self.BOXES[field]}… checked once you leave the box or record"
        typing = self.typing_row()
        if typing is None:
            return None
        box, line = typing
        read = re.match(rf"{box}\[(\d+)\]", field)
        lines = self._row_lines[box]
        if read is not None and int(read.group(1)) < len(lines) and lines[int(read.group(1))] == line:
            return self._hold(typing, f"line {line} of {self.BOXES[box]}")
        return None

    def on_text_area_selection_changed(self, event: TextArea.SelectionChanged) -> None:
        """The cursor left the row whose check was held: it is checked now."""
        super().on_text_area_selection_changed(event)
        if self._held is not None and self.typing_row() != self._held:
            self.update_live()

    def payload(self) -> dict[str, Any]:
        provenance = self.source.get("provenance")
        if provenance not in self.PROVENANCE:
            provenance = self.selected("provenance", "where the figures come from (board or illustrative)")
        track = self._pairs("track", "Stock Market", "price", "action cost")
        dividends = self._pairs("dividends", "Dividend Level", "income from", "dividend")
        if not track:
            raise FormError(self.EMPTY["track"], field="track")
        if not dividends:
            raise FormError(self.EMPTY["dividends"], field="dividends")
        return {
            "provenance": provenance,
            "track": [{"price": p, "action_cost": c} for p, c in track],
            "dividends": [{"income_from": i, "dividend": d} for i, d in dividends],
        }

    #: said when the tables typed are the game's as entered already: nothing is recorded
    #: short enough for the notice's one line at 80 columns (a newcomer's try: "…Dividend Level tabl…")
    NOTHING_CHANGED = "Nothing changed — nothing recorded: both tables stay as entered."

    def entered(self) -> dict[str, Any] | None:
        """The game's tables as entered already, as a ``golden_age.tables`` payload; ``None`` before they are."""
        state = self.state
        if not state.track:
            return None
        return {
            "provenance": state.tables_provenance,
            "track": [{"price": p, "action_cost": c} for p, c in state.track],
            "dividends": [{"income_from": i, "dividend": d} for i, d in state.dividends],
        }

    def action_record(self) -> None:
        """Tables as entered already are not recorded again: said, and the form closes (a newcomer's try: ``t i
        ctrl+s`` at Turn 3 recorded the same Stock Market and Dividend Level table again, a line more in the
        journal, without a question; Air Empire's tables forms do the same)."""
        try:
            payload = self.payload()
        except (FormError, RuleViolation):
            payload = None
        if payload is not None and payload == self.entered():
            self.notify(self.NOTHING_CHANGED, markup=False)
            self.dismiss(False)
            return
        super().action_record()

    def changes(self, payload: Mapping[str, Any]) -> list[str]:
        """What ``payload`` changes in the tables as entered, in words (``[]``: nothing, or none entered yet): where
        from, each Stock Market box by its price (its action cost), each Dividend Level row by its income."""
        entered = self.entered()
        if entered is None:
            return []
        said: list[str] = []
        if payload["provenance"] != entered["provenance"]:
            said.append(f"where from: {entered['provenance']} → {payload['provenance']}")
        for what, key, value, words in (
            ("Stock Market box", "price", "action_cost", "action cost"),
            ("Dividend Level from income", "income_from", "dividend", "dividend"),
        ):
            box = "track" if key == "price" else "dividends"
            old = {row[key]: row[value] for row in entered[box]}
            new = {row[key]: row[value] for row in payload[box]}
            for at in sorted(old.keys() | new.keys()):
                if at not in new:
                    said.append(f"{what} ${at}: taken out")
                elif at not in old:
                    said.append(f"{what} ${at}: added ({words} ${new[at]})")
                elif old[at] != new[at]:
                    said.append(f"{what} ${at}: {words} ${old[at]} → ${new[at]}")
        return said

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """Asked before tables that change the ones entered are recorded once the game is under way (the cards
        dealt), naming what changes and what becomes of the actions already recorded (they keep what they paid):
        the Stock Market's and the dividends' figures are read by every step after."""
        if not self.state.card_money:
            return None
        said = self.changes(payload)
        if not said:
            return None
        shown = said[:6] + ([f"… and {len(said) - 6} more"] if len(said) > 6 else [])
        lines = "\n".join(f"  {line}" for line in shown)
        # what becomes of the past (a newcomer's try: a Dividend Level row changed at Turn 3, the question listed the
        # row only): the actions recorded before keep what they paid, the journal replayed in order
        if any(line.startswith("Dividend Level") for line in said):
            past = "Flies recorded keep their dividends; from now on Flies use the new table."
        else:
            past = "Actions recorded keep what they paid; from now on the new figures count."
        return f"This changes the tables the game is played with:\n{lines}\n{past}\n\nRecord the tables as typed?"

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        level = ga.dividend_level([(r["income_from"], r["dividend"]) for r in payload["dividends"]], 28)
        warning = (
            "\nILLUSTRATIVE: every screen and sheet will say these are not the boards' figures."
            if payload["provenance"] == "illustrative"
            else ""
        )
        return f"Will record: {summary}. Income $28 → {money(level)} (the rulebook's example).{warning}"


# == Stock Round ===============================================================================
class _StockForm(_GAForm):
    """A Stock Round form: the buyer (the player whose buy it is, by default) and their limits."""

    @property
    def view(self) -> ga.StockRoundView:
        return self.stock_view()

    def buyer_row(self) -> Widget:
        view = self.view
        return _row("Player", PickSelect(self.player_options(), id="player", allow_blank=False, value=view.to_act or 1))

    def player_options(self) -> list[tuple[str, int]]:
        """Only the player whose buy it is (1930, Stock Phase: buys go in turn order)."""
        due = self.view.to_act
        return [(label, seat) for label, seat in super().player_options() if seat == due] or super().player_options()

    def first_field(self) -> Widget | None:
        return self.query_one("#airline")

    def buyer(self) -> int:
        return int(self.selected("player", "the player"))

    def limits_text(self, seat: int) -> str:
        view = self.view
        p = view.players[seat - 1]
        held = ", ".join(f"{a} {n}" for a, n in p.holdings) or "none"
        return (
            f"{p.name}: {money(p.cash)}, {p.tokens} of {view.token_limit} Stock tokens ({held}); "
            f"at most {view.max_per_airline} in one airline."
        )

    def extra_info(self) -> None:
        value = self.query_one("#player", Select).value
        if isinstance(value, int):
            self.query_one("#limits", Static).update(self.limits_text(value))


class BuyForm(_StockForm):
    """Stock Round: buy one Stock token of a started airline from its Available Stock Pool."""

    KIND = "golden_age.buy"
    HEADING = "Buy one Stock token (Stock Round)"

    def compose_fields(self) -> ComposeResult:
        view = self.view
        buys = {o.airline for o in view.options if o.action == "buy"}
        started = [a for a in view.airlines if a.status == "founded"]
        # only the legal, affordable buys (all started airlines when there are none: the refusal says why)
        started = [a for a in started if a.name in buys] or started
        options = [
            (f"{a.name} {money(a.price)} · pool {a.pool}" + (" · can buy" if a.name in buys else " · not now"), a.name)
            for a in started
        ]
        offered = {name for _label, name in options}
        refused = [(r.airline, r.why, r.brief) for r in view.no_buy]
        for a in view.airlines:
            if a.status != "founded":
                why = {"unfounded": "not started yet", "bankrupt": "went bankrupt"}.get(a.status, "not offered")
                refused.append((a.name, why, why))
        yield self.buyer_row()
        yield _row(
            "Airline",
            AirlineBuySelect(
                options,
                id="airline",
                prompt="choose",
                value=options[0][1] if options and options[0][1] in buys else Select.NULL,
                refused=[r for r in refused if r[0] not in offered],
            ),
        )
        yield PlainStatic("", id="limits", classes="info", markup=False)

    def payload(self) -> dict[str, Any]:
        return {"player": self.buyer(), "airline": self.selected("airline", "the airline")}


class FoundForm(_StockForm):
    """Stock Round: start an airline at an Initial Stock Price ($3-$7) the player can afford."""

    KIND = "golden_age.found"
    HEADING = "Start an airline: Initial Stock Price (Stock Round)"

    #: airline -> (its income when started, where) from the book's other 1930 games (:func:`known_home_incomes`)
    known_homes: dict[str, tuple[int, str]] = {}
    #: the income the form filled in (replaced when another airline is chosen, unless retyped)
    _prefilled = ""
    #: the Initial Stock Prices the buyer can pay (the ledger's, for the airlines they may start)
    allowed: tuple[int, ...] = ga.INITIAL_PRICES

    def compose_fields(self) -> ComposeResult:
        view = self.view
        founds = {o.airline: o for o in view.options if o.action == "found"}
        unstarted = [a for a in view.airlines if a.status == "unfounded"]
        unstarted = [a for a in unstarted if a.name in founds] or unstarted  # only what may be started now
        options = [
            (
                a.name
                + (f" · may start at {self.prices(founds[a.name].prices)}" if a.name in founds else " · not now"),
                a.name,
            )
            for a in unstarted
        ]
        first = next(iter(founds.values()), None)
        tokens = first.tokens if first else (2 if view.buy_number == 1 else 1)
        # the prices the buyer can pay for (the same for every airline they may start): their cash sets the top
        allowed = first.prices if first else ga.INITIAL_PRICES
        self.allowed = allowed
        yield self.buyer_row()
        yield _row(
            "Airline",
            PickSelect(
                options,
                id="airline",
                prompt="choose",
                value=next(iter(founds), Select.NULL),
            ),
        )
        # one price the buyer can pay is the price: "A value may not be set that the player starting the airline
        # cannot afford" (1930, Normal Stock Round); a hint "3" in the field looked typed, and Enter passed it by
        # to say "type the Initial Stock Price ($3)" (a review)
        only = str(allowed[0]) if len(allowed) == 1 else ""
        yield _row(
            "Initial Stock Price",
            _num("price", only, placeholder="" if only else f"{allowed[0]}-{allowed[-1]}"),
            after=f"$ a token ({self.prices(allowed)}), {tokens} token{'s' if tokens != 1 else ''} now",
            after_id="found-after",
        )
        yield _row("Income", _num("income"), after=HOME_AFTER, after_id="income-after")
        yield PlainStatic("", id="limits", classes="info", markup=False)

    def on_mount(self) -> None:
        self._prefilled = ""
        # the other games are read after the first frame (a query of the book at every opening, some 4 ms of
        # a form that opens in about 40: issue 13, "Fast"); the income is filled in a frame later, unless typed.
        # Keys typed ahead are held until the form has settled (App._settled), so they reach it after the read.
        self.call_after_refresh(self.learn_homes)

    def learn_homes(self) -> None:
        """Read the incomes the airlines were started with in the book's other 1930 games
        (:func:`known_home_incomes`) and start the income from the chosen airline's (nothing once the form is
        closed: a safety net, as keys typed ahead reach the form only after this has run)."""
        if not self.is_attached:
            return
        app = airbanker(self)
        self.known_homes = known_home_incomes(app.book, app.game_id)
        self.prefill_home()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "airline":
            self.forget_income_of_another()
            self.prefill_home()
        event.prevent_default()
        self.fields_changed()

    def prefill_home(self) -> None:
        """The income starts from the airline's Home City: the income it was started with in the
        latest other 1930 game of this book (the same board), to check against the board."""
        name = self.query_one("#airline", Select).value
        field = self.query_one("#income", Input)
        known = self.known_homes.get(name) if isinstance(name, str) else None
        if known is None:
            self.show_note("income-after", HOME_AFTER)
            if field.value == self._prefilled:
                field.value = self._prefilled = ""
            return
        income, where = known
        said = f"$ as in {where}: check it"
        self.show_note("income-after", said if len(said) <= HOME_AFTER_WIDTH else "$ as in an earlier game: check it")
        if field.value in ("", self._prefilled):
            field.value = self._prefilled = str(income)

    @staticmethod
    def prices(prices: tuple[int, ...]) -> str:
        """Initial Stock Prices as a range of whole dollars (``"$3–$5"``), or the one price (``"$3"``)."""
        return f"{money(prices[0])}–{money(prices[-1])}" if len(prices) > 1 else money(prices[0])

    def payload(self) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "player": self.buyer(),
            "airline": self.selected("airline", "the airline to start"),
            # the prices this buyer can pay, as the field's note says ("$3-$7" asked a $3 buyer for more)
            "price": self.whole("price", f"the Initial Stock Price ({self.prices(self.allowed)})"),
        }
        try:
            return home_income(self, payload)
        except FormError:
            # the income still to type: a price the rules refuse is said now, not once the income is typed
            refused = self.game.typed_refusal(self.KIND, payload)
            if refused is None and payload["price"] not in self.allowed:
                # a price the buyer cannot pay: the ledger says so without the income (a newcomer's try: $4
                # typed for a $3 buyer read "Enter keeps it" until the income was typed)
                try:
                    preview(self.game, self.KIND, payload)
                except RuleViolation as error:
                    refused = error if error.field == "price" else None
            if refused is not None:
                raise refused from None
            raise


#: what the Income field of a starting airline says when no earlier game knows its Home City's income
HOME_AFTER = "$ its Home City's Gate (Income Track)"
#: the room beside the Income field of an 80-column form (78 wide, less border, padding, label, field)
HOME_AFTER_WIDTH = 39


def known_home_incomes(book: Book, game_id: int | None, games: int = 5) -> dict[str, tuple[int, str]]:
    """Each airline's income when it was started (its Home City's Gate, 1930 Setup 8) in the latest
    other 1930 games of this book (at most ``games``), newest first: airline -> (whole dollars, where,
    e.g. ``'game 3 “Club”'``). The board is the same from game to game, so the banker starts from it."""
    out: dict[str, tuple[int, str]] = {}
    try:
        infos = [i for i in book.games(include_archived=True) if i.game == ga.RULES.name and i.id != game_id]
    except Exception:  # noqa: BLE001 - no other game to learn from
        return out
    for info in sorted(infos, key=lambda i: (i.last_change, i.id), reverse=True)[:games]:
        try:
            state: ga.GoldenAgeState = book.game(info.id).state
        except Exception:  # noqa: BLE001 - a game that does not replay teaches nothing
            continue
        for airline in state.airlines.values():
            if airline.home_income and airline.name not in out:
                out[airline.name] = (airline.home_income, f"game {info.id} “{info.title or 'untitled'}”")
    return out


def home_income(form: _GAForm, payload: dict[str, Any]) -> dict[str, Any]:
    """``payload`` with the income typed for an airline being started; required when the game refuses a
    Fly at $0 income (option ``fly_at_zero_income``, docs/game-record.md), else only when typed."""
    required = form.state.fly_at_zero_income == "refuse"
    income = form.whole("income", "its income on the Income Track (its Home City's Gate)", required=required)
    return payload if income is None else {**payload, "income": income}


class TradeForm(_StockForm):
    """Normal Stock Round, at the 10-token limit: return one token as credit toward another."""

    KIND = "golden_age.trade"
    HEADING = "Trade at the 10-token limit (Normal Stock Round)"

    def returned_options(self, seat: int) -> list[tuple[str, str]]:
        """The airlines the player holds, with the credit a returned token gives (its current price)."""
        view = self.view
        held = dict(view.players[seat - 1].holdings) if 1 <= seat <= len(view.players) else {}
        return [
            (f"{a.name} (credit {money(a.price)}, holds {held.get(a.name, 0)})", a.name)
            for a in view.airlines
            if held.get(a.name)
        ]

    def bought_options(self, returned: Any = None) -> list[tuple[str, str]]:
        """The airlines the ledger lets the player trade for (:func:`ledger.games.golden_age.legal_buys`): for the
        token returned when one is chosen (a new user's try: with Blue returned, the list still offered "Blue $15 ·
        can trade", a trade of Blue for Blue), else for any token the player may return. A newcomer's try: the list
        offered Green, Orange, Yellow and Red, whose pools were empty, and choosing one was refused. Not given, the
        token returned is the Returns list's (a later try still read "Blue $15" under Returns: Blue)."""
        returned = self.returned_now() if returned is None else returned
        view = self.view
        trades = {
            o.airline
            for o in view.options
            if o.action == "trade" and (not isinstance(returned, str) or returned in o.returns)
        }
        return [
            (f"{a.name} " + (money(a.price) if a.status == "founded" else "(not started)"), a.name)
            for a in view.airlines
            if a.name in trades and a.name != returned
        ]

    def returned_now(self) -> str | None:
        """The airline of the token chosen in the Returns list, ``None`` before one is (or before the list is)."""
        try:
            value = self.query_one("#returned", Select).value
        except NoMatches:
            return None
        return value if isinstance(value, str) else None

    def bought_refused(self, returned: Any = None) -> list[tuple[str, str, str]]:
        """The airlines left out of :meth:`bought_options`, each with why in short and in brief
        (:func:`ledger.games.golden_age.trade_refusals`, which the trade's refusal asks too)."""
        seat = self.view.to_act
        named = returned if isinstance(returned, str) else self.returned_now()
        return [(r.airline, r.why, r.brief) for r in ga.trade_refusals(self.state, seat, named)]

    def compose_fields(self) -> ComposeResult:
        seat = self.view.to_act or 1
        yield self.buyer_row()
        yield _row("Returns", PickSelect(self.returned_options(seat), id="returned", prompt="the token given back"))
        yield _row(
            "Buys",
            AirlineBuySelect(
                self.bought_options(),
                id="airline",
                prompt="the token bought",
                refused=self.bought_refused(),
                generic="may not be traded for now",
            ),
        )
        yield _row(
            "Initial Stock Price",
            _num("price", placeholder="3-7"),
            after="$ (only to start an airline)",
            row_id="price-row",
        )
        yield _row("Income", _num("income"), after=HOME_AFTER, row_id="income-row")
        yield PlainStatic("", id="limits", classes="info", markup=False)

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "player" and isinstance(event.value, int):
            self.query_one("#returned", PickSelect).replace_options(self.returned_options(event.value))
            self.follow_returned(self.returned_now())  # the list above changed without a word (no Changed)
        if event.select.id == "returned":
            self.follow_returned(event.value)

    def follow_returned(self, returned: Any) -> None:
        """The Buys list made again for the token ``returned`` (:meth:`bought_options`, :meth:`bought_refused`),
        keeping the airline chosen when it is still offered."""
        bought = self.query_one("#airline", AirlineBuySelect)
        bought.replace_options(self.bought_options(returned))
        bought.refused = self.bought_refused(returned)

    def fill(self, payload: Any) -> None:
        """The trade undone, filled in again: its Buys list then follows the token returned. A newcomer's try (the
        sample's trade undone, ``y`` reopening it): Returns read Blue while Buys still offered "Blue $15", the list
        of the form opened with nothing returned, and choosing it was refused only after."""
        super().fill(payload)
        self.follow_returned(self.returned_now())

    def first_field(self) -> Widget | None:
        return self.query_one("#returned")

    def extra_info(self) -> None:
        super().extra_info()
        name = self.query_one("#airline", Select).value
        airline = self.airline(name) if isinstance(name, str) else None
        starts = airline is not None and airline.status == "unfounded"
        self.query_one("#price-row").display = starts
        self.query_one("#income-row").display = starts

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """Asked first when the trade loses credit: "the player never gains any cash as a result of the
        transaction ... The $4 difference in value is simply lost" (1930, Normal Stock Rounds, Buy). A newcomer's
        try: Zoë's Blue ($15) for Pink ($11) recorded at once, her $4 lost without a word."""
        lost = ga.trade_credit_lost(self.game.state, payload)
        if not lost:
            return None
        name = self.name_of(payload["player"])
        return (
            f"Will record: {summary}.\n{name} loses ${lost} credit: the returned token is worth more than the token "
            "got, and no change is given (1930, Normal Stock Rounds, Buy).\n\nRecord this trade?"
        )

    def payload(self) -> dict[str, Any]:
        # read in the fields' order (Returns above Buys): the line asks for what is missing first, top down
        player = self.buyer()
        returned = self.selected("returned", "the token returned")
        payload: dict[str, Any] = {
            "player": player,
            "airline": self.selected("airline", "the airline bought"),
            "returned": returned,
        }
        if self.query_one("#price-row").display:
            payload["price"] = self.whole("price", "the Initial Stock Price ($3-$7)")
            payload = home_income(self, payload)
        return payload


# == Operation Phase and End of Turn ===========================================================
#: the room of a form's label, in cells (``FormScreen FieldRow { padding-left: 22; }``), less a cell clear of its field
#: and two for the focus mark and its space before the label (``FieldRow.marked_label``: a longer label has the mark
#: after it, in the field's column)
LABEL_ROOM = 19


def ceo_label(name: str) -> tuple[str, str]:
    """The CEO's choice row's label naming the CEO, and the line above the row ("" for none): "Zoë's choice" when it
    fits the label's room with the focus mark before it, else the label "CEO's choice" under a line of its own
    naming the CEO whole ("Maximiliana Oberhauser-Lindqvist, the CEO, chooses:"). ("CEO's choice", "") with no CEO.
    A newcomer's try at 80x24: "Maximiliana Oberhau… ▸choose 1-5", the name cut, "chooses" gone and the mark in the
    field's column; a later one read "Benedikt's choice" for one airline and "CEO Cosimo chooses" for the next (the
    shorter name took the longer wording): one wording now, whatever the name."""
    if not name:
        return "CEO's choice", ""
    if cell_len(label := f"{name}'s choice") <= LABEL_ROOM:
        return label, ""
    return "CEO's choice", f"{name}, the CEO, chooses:"


#: the live line of a Fly ready to record: the keys are the key line's (one line says them)
READY_TO_FLY = "Ready: this Fly can be recorded (asked first)."
#: the key line on the last typed field of a form: Enter records there, asking first (a Fly)
LAST_FIELD_KEYS_ASKED = "Enter or ctrl+s: record (asked first) · Esc: cancel"
#: the same for an action recorded at once (an Expand, a Research...): a newcomer's try read "(asked first)" there
#: and the Expand was recorded with no question
LAST_FIELD_KEYS = "Enter or ctrl+s: record · Esc: cancel"
#: the same while the ledger refuses what the fields say: Enter records nothing (a newcomer's try: "record (asked
#: first)" stood under "Refused: Paid upgrade: Chuck has $2, needs $20", and Enter gave "Not recorded")
REFUSED_KEYS = "Refused (the line above): change a field to record · Esc: cancel"


class OperateForm(_GAForm):
    """Operation Phase: the player whose action it is uses a Stock token of an airline for one action.

    For Fly the form shows, before anything is recorded, the income and its Dividend Level, the
    CEO (or that there is none and the no-CEO rule the ledger applies), the CEO's five choices
    with the dividend per token, and what each holder receives (:func:`ledger.games.golden_age.fly_outcome`).
    """

    KIND = "golden_age.operate"
    HEADING = "Airline action (Operation Phase)"
    # said of every action the form records (Expand, Research... showed it as if they asked too: a newcomer's try)
    ASKS = "A Fly, a Stand, an income over twice the books' ask first (y/n)"
    FLY_ASKS = "A Fly asks first (y/n) with its dividends; other actions record at once"
    HOW = "operation"
    #: what the table checks on the board before a Stand (airbanker does not know the map)
    STAND_TABLE = "The table checks the board: Expand, Relocate, Upgrade, Open and where a Hub goes."

    DEFAULT_CSS = """
    OperateForm #fly-info { height: auto; }
    """

    def __init__(self, action: str | None = None) -> None:
        super().__init__()
        self.preset_action = action
        self._choice_key: tuple[Any, ...] | None = None
        #: the CEO's choices are labelled after the form's first frame (each label previews a Fly)
        self._choices_drawn = False
        #: the lines under the fields but the "Not offered now" line, and that line (:meth:`extra_info`)
        self._info_text = ""
        self._not_offered_text = ""
        #: a list of the form is open: the "Not offered now" line is under the live line (:meth:`aside_not_offered`)
        self._list_open = False
        if self.fly_order():
            self.HEADING = "Fly (Operation Phase): income, the CEO's choice, dividends"
            self.ASKS = self.FLY_ASKS  # the Fly key's form: no Stand in it

    # -- who and which airline -----------------------------------------------------------------
    def default_player(self) -> int:
        return ga.operation_view(self.state).to_act or 1

    def player_options(self) -> list[tuple[str, int]]:
        """Only the player whose action it is (1930, Operating Rounds: the ledger's ``operation_next``)."""
        due = ga.operation_next(self.state)
        return [(label, seat) for label, seat in super().player_options() if seat == due] or super().player_options()

    def choices(self, seat: int) -> dict[str, tuple[str, ...]]:
        """The airlines the player in ``seat`` may use now, each with the actions the ledger allows it
        (:func:`ledger.games.golden_age.action_choices`); for the Fly key only the airlines that may Fly."""
        out = ga.action_choices(self.state, seat, purchased=self.HOW == "purchased")
        if self.fly_order():
            out = {name: actions for name, actions in out.items() if "fly" in actions}
        return out

    def airline_options(self, seat: int) -> tuple[list[tuple[str, str]], str | None]:
        """The airlines the player may use now (an unused token, an action the rules allow: the ledger's
        :func:`~ledger.games.golden_age.action_choices`), in the game's airline order; the default: the first the
        player is CEO of, else the first, of those not flown yet for the Fly key, of all for any other. Newcomers'
        tries, Operating Round 3: the Airline action form started on Blue, whose CEO was another player and whose
        Research was used, while the player's own Orange still had Research open; the Fly form on Zoë's Green, not
        Carla's own Orange."""
        view = ga.operation_view(self.state)
        unused = dict(view.players[seat - 1].unused) if 1 <= seat <= len(view.players) else {}
        choices = self.choices(seat)
        airlines = [a for a in view.airlines if a.name in choices]
        options = [
            (
                f"{a.name} · {money(a.price)} · income {money(a.income)} · {unused.get(a.name, 0)} unused"
                + (" · flown" if a.name in view.flown else ""),
                a.name,
            )
            for a in airlines
        ]
        unflown = [a for a in airlines if a.name not in view.flown] if self.preset_action == "fly" else []
        among = unflown or airlines
        own = [a.name for a in among if a.ceo == seat]
        return options, next(iter(own or [a.name for a in among]), None)

    def action_options(self, seat: int | None = None, airline: Any = None) -> list[tuple[str, str]]:
        """The actions the ledger allows the airline chosen (before one is: any of the player's airlines)."""
        choices = self.choices(self.default_player() if seat is None else seat)
        allowed = set(choices.get(airline, ())) if isinstance(airline, str) and airline in choices else set()
        if not allowed:
            allowed = {a for actions in choices.values() for a in actions}
        if self.preset_action in ga.ACTIONS and not allowed:
            allowed = {self.preset_action}  # nothing allowed: the form still says why (the ledger's refusal)
        return [(ACTION_LABELS.get(a, a), a) for a in ga.ACTIONS if a in allowed]

    def airline_refused(self, seat: int) -> list[tuple[str, str, str]]:
        """The airlines the Airline list leaves out for the player in ``seat``, each with why in short and in brief
        (:func:`ledger.games.golden_age.airline_refusals`; the Fly key's list: those that may not Fly). A newcomer's
        try: an airline missing from the Fly list, and nothing said why."""
        action = "fly" if self.fly_order() else None
        purchased = self.HOW == "purchased"
        refusals = ga.airline_refusals(self.state, seat, action=action, purchased=purchased)
        return [(r.airline, r.why, r.brief) for r in refusals]

    def action_refused(self, seat: int, airline: Any) -> list[tuple[str, str, str]]:
        """The actions the Action list leaves out for ``airline``, each by its name with why in short and in brief, in
        the ledger's words (:func:`ledger.games.golden_age.actions_not_offered`); before an airline is chosen, none."""
        if not isinstance(airline, str) or airline not in self.choices(seat):
            return []
        offered = {value for _label, value in self.action_options(seat, airline)}
        out = []
        for actions, why in ga.actions_not_offered(self.state, airline, purchased=self.HOW == "purchased"):
            for action in actions:
                if action not in offered:
                    name = ACTION_LABELS.get(action, action).split(":")[0]
                    out.append((name, why, ga.short_reason(why, airline)))
        return out

    def refresh_actions(self) -> None:
        """The action list again for the player and airline chosen, keeping the action when still offered, and why
        each action left out is."""
        seat = self.seat_or_zero()
        airline = self.query_one("#airline", Select).value
        actions = self.query_one("#action", AirlineBuySelect)
        actions.replace_options(self.action_options(seat, airline))
        actions.refused = self.action_refused(seat, airline)

    def fly_order(self) -> bool:
        """The Fly key's form reads as the table does: airline, income, the CEO's choice (or the Gates);
        whose Stock token it uses (the player whose action it is) and the action come after, filled in."""
        return self.preset_action == "fly" and self.HOW == "operation"

    def compose_fields(self) -> ComposeResult:
        seat = self.default_player()
        options, default = self.airline_options(seat)
        fly_order = self.fly_order()
        players = self.player_options()
        # only the player whose action it is (:meth:`player_options`): a list of one, its ▼ reached by neither Up
        # nor shift+Tab in a newcomer's try, is fixed text, out of the fields (the Operating Round's order, the
        # ledger's, says whose action it is; ctrl+z takes back an action recorded for the wrong player)
        fixed = len(players) == 1
        player = _row(
            "Token of" if fly_order else "Player",
            PickSelect(
                players,
                id="player",
                allow_blank=False,
                value=seat,
                classes=" ".join(c for c in ("preset" if fly_order else "", "-fixed" if fixed else "") if c),
                disabled=fixed,
            ),
        )
        actions = self.action_options(seat, default)
        preset = self.preset_action if self.preset_action in [v for _l, v in actions] else Select.NULL
        preset = self.first_action(seat, preset)
        action = _row(
            "Action",
            ActionSelect(
                actions,
                id="action",
                prompt="choose",
                value=preset,
                classes="preset" if preset is not Select.NULL else "",
                refused=self.action_refused(seat, default),
                generic="not allowed now",
                noun="action",
            ),
        )
        if not fly_order:
            yield player
        yield _row(
            "Airline",
            AirlineBuySelect(
                options,
                id="airline",
                prompt=self.airline_prompt(seat),
                value=default if default else Select.NULL,
                disabled=self.airline_prompt(seat) != "choose",
                refused=self.airline_refused(seat),
                generic="may not fly now" if fly_order else "may take no action now",
            ),
        )
        if not fly_order:
            yield action
        # the rows of the action's own fields: those the first choices hide are mounted when first shown
        shown = self.rows_shown(preset, self.airline(default) if default else None)
        rows = (
            _row("Income", _num("income"), after="", after_id="income-after", row_id="income-row"),
            _row("Paid upgrades", _num("paid", blank=0), after="", after_id="paid-after", row_id="paid-row"),
            # the label names who decides (the CEO, not necessarily the player whose token flies)
            # a CEO's name too long for the label: on a line of its own above the row (:func:`ceo_label`)
            PlainStatic("", id="ceo-line", markup=False),
            # in both cases, right after the Income (:meth:`rows_shown`): without a CEO it offers no choice and says
            # why to a practised "1" (:meth:`refresh_choices`)
            _row(
                "CEO's choice",
                AirlineBuySelect([], id="choice", prompt="choose 1-5", noun="choice", generic=NO_CEO_BRIEF),
                row_id="choice-row",
            ),
            _row(
                "Gates available",
                _num("gates_available"),
                after=f"beside the board (0-{ga.GATES_PER_AIRLINE - 1})",
                row_id="avail-row",
            ),
            _row("Gates in reserve", _num("gates_reserve"), after=f"(0-{ga.GATES_RESERVE})", row_id="reserve-row"),
        )
        for row in rows:
            yield row if shown.get(str(row.id), False) else self.later(row)
        if fly_order:
            yield player
            yield action
        yield PlainStatic("", id="fly-info", markup=False)

    def first_action(self, seat: int, preset: Any) -> Any:
        """The action the form opens with for the player in ``seat``: ``preset`` (the key's, or none)."""
        return preset

    def airline_prompt(self, seat: int) -> str:
        """What the Airline list says while no airline is chosen for the player in ``seat``: "choose"; anything
        else leaves the list out of the fields (nothing in it to choose)."""
        return "choose"

    def last_to_type(self, field: Widget | None) -> bool:
        """Whether ``field`` is the last field to type: a box after which come only lists filled in (class
        "preset"), or none. Enter records there."""
        fields = self.fields()
        if not isinstance(field, Input) or field not in fields:
            return False
        later = fields[fields.index(field) + 1 :]
        return all(w.has_class("preset") and isinstance(w, Select) and w.value is not Select.NULL for w in later)

    def enter_records(self, field: Widget | None) -> bool:
        """Enter records on the last field to type (:meth:`last_to_type`), as on every form's last field."""
        return self.last_to_type(field) or super().enter_records(field)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in the last field to type records when only filled-in lists (class "preset") follow it."""
        fields = self.fields()
        if event.input in fields and event.input is not fields[-1] and self.last_to_type(event.input):
            event.stop()
            event.prevent_default()
            self.action_record()
        # otherwise StepForm's handler moves on (Textual runs every class's handler)

    def first_field(self) -> Widget | None:
        return self.query_one("#airline")  # which airline acts comes first (then the action, its fields)

    def on_mount(self) -> None:
        self.prefill_income()  # then FormScreen.on_mount (Textual runs both) previews and focuses

    def room_for_actions(self) -> bool:
        """Room under the open Action list (:class:`ActionSelect`) for every option and its frame, where the screen
        has it: the lines under the field (the form's notes, ``#fly-info``) at least as many; whether the form grew.
        A newcomer's try at 80x24 (End of Turn 2, u Enter Enter Space): the list opened above the field, over the
        form's heading, 5 of its 6 options in sight beside a scrollbar
        (:meth:`tui.base.widgets.LiteralSelect.fit_list` keeps it clear of the line under the fields, and there
        were 5 lines down to it)."""
        action = self.query_one("#action", ActionSelect)
        info = self.query_one("#fly-info", Static)
        live = self.query_one("#form-live")
        box = self.query_one("#form")
        if not (action.display and live.region.height and action.region.height) or live.region.y < action.region.y:
            return False
        wanted = min(LIST_MOST_ROWS, len(action._given) + 2)  # the options, one line each, and the frame
        between = live.region.y - action.region.bottom
        # the screen's top line and the footer kept, and the lines of the "Not offered now" line moved under the live
        # line as the list opened, not laid out yet (:meth:`aside_not_offered`)
        spare = max(0, self.size.height - 2 - box.outer_size.height - self.aside_pending())
        grow = min(max(0, wanted - between), spare)
        if grow:
            info.styles.min_height = info.region.height + grow
        return bool(grow)

    def on_select_changed(self, event: Select.Changed) -> None:
        event.prevent_default()
        if not self.fields_moved():
            return  # a list telling its first value: the airlines, actions and income follow it already
        if event.select.id == "player" and isinstance(event.value, int):
            options, default = self.airline_options(event.value)
            airline = self.query_one("#airline", AirlineBuySelect)
            airline.refused = self.airline_refused(event.value)
            # the airline chosen (or filled in from an action undone) stays while the player may use it:
            # the list's own Changed on mount arrives after an undone action's fields are filled in
            kept = airline.value if any(value == airline.value for _label, value in options) else default
            airline.replace_options(options, keep=kept or Select.NULL)
        if event.select.id in ("airline", "player"):
            self.refresh_actions()
            self.forget_income_of_another()
        if event.select.id in ("airline", "action", "player"):
            self.prefill_income()
        self.fields_changed()

    def prefill_income(self) -> None:
        """Fly: the income flown starts at the income tracked (the banker types the board's); an action
        undone, offered again, keeps the income it was recorded with."""
        if self.refill is not None:
            return
        action = self.query_one("#action", Select).value
        name = self.query_one("#airline", Select).value
        airline = self.airline(name) if isinstance(name, str) else None
        field = self.query_one("#income", Input)
        if action == "fly" and airline is not None:
            with field.prevent(Input.Changed):
                field.value = str(airline.income)
        elif action != "fly" and field.value and airline is not None and field.value == str(airline.income):
            with field.prevent(Input.Changed):
                field.value = ""

    def fill(self, payload: Any) -> None:
        """An action undone, offered again: the player, then the airlines their list offers, the action
        and the fields it shows (the CEO's choices are labelled once the airline and income are in)."""
        self.fill_field("player", payload.get("player"))
        seat = payload.get("player")
        if isinstance(seat, int):
            options, default = self.airline_options(seat)
            airline_list = self.query_one("#airline", AirlineBuySelect)
            airline_list.replace_options(options, keep=default or Select.NULL)
            airline_list.refused = self.airline_refused(seat)
        self.fill_field("airline", payload.get("airline"))
        self.refresh_actions()
        for name in ("action", "income", "gates_available", "gates_reserve"):
            if name in payload:
                self.fill_field(name, payload[name])
        if payload.get("paid_upgrades"):
            self.fill_field("paid", len(payload["paid_upgrades"]))
        airline = self.airline(str(payload.get("airline")))
        if airline is not None and "choice" in payload:
            self.refresh_choices(airline)
            self.fill_field("choice", payload["choice"])

    # -- reading -------------------------------------------------------------------------------
    def seat(self) -> int:
        return int(self.selected("player", "the player"))

    def base_payload(self) -> dict[str, Any]:
        airline = self.selected("airline", "the airline")
        action = self.selected("action", "the action")
        payload: dict[str, Any] = {"player": self.seat(), "airline": airline, "action": action}
        stock = self.airline(airline)
        fields = ga.operation_fields(action, bool(stock and stock.ceo))  # the ledger's: which fields the action takes
        income = self.whole("income", "the income", required=False)
        if action == "fly" and income is None:
            raise FormError("type the income flown (the Income Track)")
        if action in ("expand", "hub") and income is None:  # it adds to the income: left blank, it was forgotten
            raise FormError("type the income after it (the Income Track)")
        if income is not None:
            payload["income"] = income
        if "choice" in fields:
            payload["choice"] = self.selected("choice", "the CEO's choice (1-5)")
        if "gates_available" in fields:
            payload["gates_available"] = self.whole("gates_available", "the Gates available beside the board")
            payload["gates_reserve"] = self.whole("gates_reserve", "the Gates in reserve")
        paid = self.whole("paid", "", required=False)
        if paid and "paid_upgrades" in fields:
            payload["paid_upgrades"] = [stock.tech_colour if stock else ""] * paid
        return payload

    def payload(self) -> dict[str, Any]:
        return self.base_payload()

    # -- what is shown -------------------------------------------------------------------------
    #: the row of each field an action may take (ledger.games.golden_age.operation_fields), by field name
    FIELD_ROWS: ClassVar[dict[str, str]] = {
        "income": "income-row",
        "paid_upgrades": "paid-row",
        "choice": "choice-row",
        "gates_available": "avail-row",
        "gates_reserve": "reserve-row",
    }

    @classmethod
    def rows_shown(cls, action: Any, airline: ga.StockAirline | None) -> dict[str, bool]:
        """Which rows of the action's own fields the form shows, by row id, for ``action`` of ``airline``: those of
        the fields the ledger says the action takes (:func:`ledger.games.golden_age.operation_fields`)."""
        fields = ga.operation_fields(str(action), None if airline is None else bool(airline.ceo))
        shown = {row_id: field in fields for field, row_id in cls.FIELD_ROWS.items()}
        # the CEO's choice's row stands in a Fly without a CEO too, first after the Income, so that the same keys
        # land on the same field (a newcomer's try: a practised "1" for the choice went into the Gates available)
        shown["choice-row"] = shown["choice-row"] or shown["avail-row"]
        return shown

    def pick_shows_fields(self, select: LiteralSelect[Any], value: Any) -> bool:
        """Whether choosing the action ``value`` shows a field to type (an Expand's income, a Fly's CEO's choice):
        Enter then moves on to it, and the Action list's key line says so, not "choose and record"."""
        if select.id != "action":
            return False
        name = self.query_one("#airline", Select).value
        airline = self.airline(name) if isinstance(name, str) else None
        return any(self.rows_shown(value, airline).values())

    def extra_info(self) -> None:
        action = self.query_one("#action", Select).value
        name = self.query_one("#airline", Select).value
        airline = self.airline(name) if isinstance(name, str) else None
        fly = action == "fly"
        for row_id, shown in self.rows_shown(action, airline).items():
            self.query_one(f"#{row_id}").display = shown
        ceo_name = self.name_of(airline.ceo) if airline is not None and airline.ceo else ""
        label, line = ceo_label(ceo_name)
        self.query_one("#choice-row", FieldRow).label = label
        ceo_line = self.query_one("#ceo-line", Static)
        ceo_line.update(line)
        ceo_line.display = bool(line) and self.query_one("#choice-row").display
        now = f", now {money(airline.income)}" if airline else ""
        self.show_note(
            "income-after",
            "$ flown (Income Track)"
            if fly
            # an Expand or a Hub adds its city's value: the new income is typed (a newcomer's try read "blank: the
            # same" as the thing to do); a Relocate may leave it as it was
            else f"$ after the new Gates{now}"
            if action == "expand"
            else f"$ after the Hub{now}"
            if action == "hub"
            else f"$ after (blank: the same{now})",
        )
        if airline is not None and action in ga.PAID_UPGRADE_ACTIONS:
            cost = ga.PAID_UPGRADE_COSTS.get(airline.tech_colour)
            each = f" at {money(cost)} each" if cost else ""
            self.show_note("paid-after", f"extra {airline.tech_colour} tiles{each} (0-{ga.MAX_PAID_UPGRADES})")
        info = self.query_one("#fly-info", Static)
        if not fly or airline is None:
            others = ga.OTHER_INCOMES_CHANGED.get(action) if isinstance(action, str) and airline is not None else None
            others_line = (
                f"Other airlines' incomes: {others}; {self.income_key()} types each once this is recorded."
                if others
                else ""
            )
            self._info_text = "\n".join(line for line in (self.other_info(airline), others_line) if line)
            self._not_offered_text = self.not_offered(airline)
            self.place_not_offered()
            return
        self._not_offered_text = ""  # a Fly's lines say what the Fly does: nothing left out to say
        if (aside := self._aside()) is not None:
            aside.display = False
        if self._choices_drawn:
            self.refresh_choices(airline)
        else:  # five Fly previews, seen only once the list is opened: after the first frame (issue 13, "Fast")
            self._choices_drawn = True
            self.call_after_refresh(self.label_choices)
        info.update(self.fly_text(airline, in_form=True))

    def _fit_body(self) -> None:
        super()._fit_body()
        self.call_after_refresh(self.payout_in_sight)

    def payout_in_sight(self, tries: int = 5) -> None:
        """Scroll the fields so that the Fly's lines under them (their last, the payout) are in sight, as far as the
        field focused stays in sight: where a live line of several lines (the marks an income reaches) leaves the
        fields less room than they take at 80x24, the payout's end was under the form's live line. Waits (``tries``
        refreshes at the most) for the fields' room set by :meth:`_fit_body` to be laid out."""
        if not self.is_attached:
            return
        body, info = self.query_one("#form-body"), self.query_one("#fly-info")
        if not info.display or not info.region.height or self.query_one("#action", Select).value != "fly":
            return
        room = body.styles.max_height
        if room is not None and room.is_cells and body.region.height > room.value and tries:
            self.set_timer(0.02, lambda: self.payout_in_sight(tries - 1))  # not laid out yet
            return
        view = body.content_region
        below = info.region.bottom - view.bottom
        focused = self.focused
        if below <= 0 or focused is None or body not in focused.ancestors:
            return
        spare = focused.region.y - view.y  # lines above the focused field: scrolled away, it stays in sight
        if spare > 0:
            body.scroll_relative(y=min(below, spare), animate=False)

    def label_choices(self) -> None:
        """Label the CEO's choices for the airline chosen now, if the form still shows a Fly."""
        if not self.is_attached or self.query_one("#action", Select).value != "fly":
            return
        name = self.query_one("#airline", Select).value
        airline = self.airline(name) if isinstance(name, str) else None
        if airline is not None:
            self.refresh_choices(airline)

    def not_offered(self, airline: ga.StockAirline | None) -> str:
        """Which actions the Action list leaves out for ``airline``, and why, in the ledger's words
        (:func:`ledger.games.golden_age.actions_not_offered`): a newcomer's Research was gone from the list once
        the airline had researched, and nothing said why. ``""`` when every action is offered."""
        if airline is None:
            return ""
        groups = ga.actions_not_offered(self.state, airline.name, purchased=self.HOW == "purchased")
        said = "; ".join(
            f"{', '.join(ACTION_LABELS.get(a, a).split(':')[0] for a in actions)}: {why}" for actions, why in groups
        )
        return f"Not offered now: {said}." if said else ""

    def aside_not_offered(self, open_: bool) -> None:
        """A list of the form opens (``open_``) or closes: while it is open, the "Not offered now" line is shown
        under the live line, where no open list reaches (:data:`tui.base.widgets.LIST_CLEAR_OF`), the lines under
        the fields keeping their height so the list has the room it had; closed, the room the list took is given
        back (:meth:`room_for_actions`). A newcomer's try at 80x24: the open Action list covered the line saying
        why Hub, Research and Fly were not in it."""
        info = self.query_one("#fly-info", Static)
        if not open_:
            # the room an open list took is given back on every close, a list that opened before its options were
            # mounted (never set aside) too (:meth:`room_for_actions`)
            info.styles.min_height = None
        if open_ == self._list_open:
            return
        self._list_open = open_
        if not self._not_offered_text:
            return
        if open_:
            info.styles.min_height = info.region.height
        self.place_not_offered()

    def _aside(self) -> Static | None:
        """The "Not offered now" line under the live line, once mounted (:meth:`place_not_offered`)."""
        return next(iter(self.query("#not-offered-aside").results(Static)), None)

    def place_not_offered(self) -> None:
        """Show the "Not offered now" line (:meth:`not_offered`) after the other lines under the fields, or, while a
        list is open, under the live line (:meth:`aside_not_offered`), mounted there the first time."""
        info = self.query_one("#fly-info", Static)
        said = self._not_offered_text
        aside = self._aside()
        if self._list_open and said:
            if aside is None:
                aside = PlainStatic("", id="not-offered-aside", classes="info", markup=False)
                self.query_one("#form").mount(aside, after=self.query_one("#form-live"))
            aside.update(said)
            aside.display = True
            info.update(self._info_text)
            return
        if aside is not None:
            aside.display = False
        info.update("\n".join(line for line in (self._info_text, said) if line))

    def aside_pending(self) -> int:
        """The lines of the "Not offered now" line under the live line that the form has not laid out yet (it was
        just moved there: :meth:`aside_not_offered`), at the live line's width; 0 when it is not there."""
        aside = self._aside()
        if aside is None or not aside.display or not self._list_open or not self._not_offered_text:
            return 0
        width = self.query_one("#form-live").region.width or self.size.width - 6
        lines = len(Text(self._not_offered_text).wrap(self.app.console, width))
        return max(0, lines - aside.region.height)

    def income_key(self) -> str:
        """The table's key of the Income form as the keymap has it (``"i"``)."""
        from tui.games.golden_age.table import GoldenAgeScreen

        return bound_key(self.app, GoldenAgeScreen.BINDINGS, "ga_income") or "the Income form"

    def other_info(self, airline: ga.StockAirline | None) -> str:
        if airline is None:
            return ""
        ceo = self.name_of(airline.ceo) if airline.ceo else "none"
        return (
            f"{airline.name}: {money(airline.price)}, Tech {airline.tech} ({airline.tech_colour}), "
            f"income {money(airline.income)}, CEO {ceo}."
        )

    def fly_fields(self, airline: ga.StockAirline, *, choice: int | None = None) -> dict[str, Any]:
        """The Fly fields typed so far (income; choice or Gates) for :func:`ledger.games.golden_age.fly_outcome`."""
        fields: dict[str, Any] = {}
        try:
            income = parse_whole(self.query_one("#income", Input).value)
            available = parse_whole(self.query_one("#gates_available", Input).value)
            reserve = parse_whole(self.query_one("#gates_reserve", Input).value)
        except FormError:
            return fields
        if income is not None:
            fields["income"] = income
        if airline.ceo:
            value = self.query_one("#choice", Select).value if choice is None else choice
            if isinstance(value, int):
                fields["choice"] = value
        else:
            if available is not None:
                fields["gates_available"] = available
            if reserve is not None:
                fields["gates_reserve"] = reserve
        return fields

    def outcome(self, airline: ga.StockAirline, *, choice: int | None = None) -> ga.FlightRecord | None:
        try:
            return ga.fly_outcome(
                self.state,
                airline.name,
                self.fly_fields(airline, choice=choice),
                how=self.HOW,
                player=self.seat_or_zero(),
            )
        except RuleViolation:
            return None
        except Exception:  # noqa: BLE001 - the live line shows the ledger's own refusal
            return None

    def seat_or_zero(self) -> int:
        value = self.query_one("#player", Select).value
        return value if isinstance(value, int) else 0

    def refresh_choices(self, airline: ga.StockAirline) -> None:
        """The CEO's five choices labelled with what each pays per token at the income typed; for an airline with
        no CEO, none: its one line says the Gates below decide, chosen already, and a choice typed is refused
        saying so (1930, Operation Phase, Fly: no CEO)."""
        key = (airline.name, self.query_one("#income", Input).value)
        if key == self._choice_key:
            return
        self._choice_key = key
        choices = self.query_one("#choice", AirlineBuySelect)
        if not airline.ceo:
            why = f"{airline.name} has no CEO, no choice to make: type the Gates below"
            choices.refused = [(str(n), why, NO_CEO_BRIEF) for n in range(1, 6)]
            choices.closes_unchosen = True
            choices.replace_options([(f"none: {airline.name} has no CEO, the Gates below decide", NO_CEO)])
            with choices.prevent(Select.Changed):
                choices.value = NO_CEO
            return
        choices.refused = []
        choices.closes_unchosen = False
        options = []
        for choice in range(1, 6):
            flight = self.outcome(airline, choice=choice)
            if flight is None:
                options.append((f"{choice}", choice))
                continue
            what = flight.reason.split(": ", 1)[-1]
            options.append((f"{choice} {what} — {money(flight.per_token)}/token", choice))
        choices.replace_options(options)

    @staticmethod
    def income_change(airline: ga.StockAirline, income: int) -> str:
        """Words after a Fly's income that differs from the airline's on the books (its last income typed): a
        newcomer typed $6 for Red, whose Income Track said $4, and nothing said the income flown was not the one
        on the books. ``""`` when they agree."""
        if income == airline.income:
            return ""
        return f" (not the {money(airline.income)} on the books: check the Income Track)"

    def income_brings(self, airline: ga.StockAirline, income: int) -> str:
        """What a Fly's income brings as it reaches a mark for the first time, for the Fly's lines: "Marks
        reached: one more Blue Stock token in the Available Stock Pool (income 26); Blue gains a Hub (income 26)"
        (1930, Setup 5 and Hub), ``""`` for none. A newcomer's try: the token a Fly released was said in the
        journal only, never on the form nor on the dividend summary."""
        if income == airline.income:
            return ""  # the marks of the income on the books are reached already
        brought = ga.income_brings(self.state, airline.name, income)
        return f"Marks reached: {'; '.join(brought)}" if brought else ""

    #: the live line of a Fly says the rule or the CEO's choice that applies (:meth:`flight_words`): the lines under
    #: the fields need not say it again (:meth:`fly_text`)
    LIVE_SAYS_RULE = True

    def fly_text(self, airline: ga.StockAirline, *, in_form: bool = False) -> str:
        """What a Fly of ``airline`` does at the fields typed: its CEO (or the no-CEO rule), the income and its
        Dividend Level, the marks the income reaches, and each holder's payout with what the Bank pays in all.

        ``in_form``: the lines under the form's fields, in the room a 24-line terminal leaves them (about five
        lines): the holders are not listed twice (the payout line names each holder's tokens), the rule is not
        said again where the live line says it (:attr:`LIVE_SAYS_RULE`), nor the marks reached, which it says
        too; else the payout comes before them. A newcomer's try at 80x24, a no-CEO airline with three holders:
        the payout line's end, "· the Bank pays $3", was scrolled out of the form. The question before recording
        has them all."""
        holders = ", ".join(f"{self.name_of(s)} {n}" for s, n in airline.holders) or "nobody"
        flight = self.outcome(airline)
        listed = in_form and flight is not None and bool(flight.payouts)
        if airline.ceo:
            ceo = f"CEO: {self.name_of(airline.ceo)} (most Stock tokens: {holders})"
        elif listed:
            ceo = "No CEO (no player holds the most tokens): the no-CEO rules decide"
        else:
            ceo = f"No CEO (nobody holds more than every other: {holders}): the first no-CEO rule that applies"
        lines = [ceo]
        if flight is None:
            fields = self.fly_fields(airline)
            if "income" in fields:
                level = ga.dividend_level(self.state.dividends, fields["income"])
                lines.append(
                    f"Income {money(fields['income'])}{self.income_change(airline, fields['income'])} → "
                    f"Dividend Level {money(level)}"
                )
                brings = self.income_brings(airline, fields["income"])
                if brings:
                    lines.append(brings)
            lines.append(
                "The CEO's choice (1-5) sets the dividend per token (shown in its list)."
                if airline.ceo
                else "The Gates the board shows decide how it pays."
            )
            return "\n".join(lines)
        reason = "" if in_form and self.LIVE_SAYS_RULE else f" · {flight.reason}"
        lines.append(
            f"Income {money(flight.income)}{self.income_change(airline, flight.income)} → "
            f"Dividend Level {money(flight.level)}{reason}"
        )
        brings = self.income_brings(airline, flight.income)
        paid = (
            " · ".join(f"{p.name} {p.tokens}×{money(flight.per_token)} = {money(p.amount)}" for p in flight.payouts)
            or "no holder"
        )
        payout = (
            f"{DIVIDEND_WORDS.get(flight.mode, flight.mode)}, {money(flight.per_token)} per token: {paid}"
            f" · the Bank pays {money(flight.total)}"
        )
        if in_form:  # the live line says the marks reached too, where it says the rule
            lines.extend([payout, "" if self.LIVE_SAYS_RULE else brings])
        else:
            lines.extend([brings, payout])
        return "\n".join(line for line in lines if line)

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        # the keys are the key line's alone (:meth:`_keys_for_focus`): "Ready: Enter … asks to record" stood beside
        # "Enter: next field" and "Enter: take the one shown, next" (a newcomer's try)
        if payload.get("action") == "fly":
            chosen = self.flight_words(payload)
            airline = self.airline(payload.get("airline") or "")
            flight = self.outcome(airline) if airline is not None else None
            brings = self.income_brings(airline, flight.income) if airline is not None and flight is not None else ""
            return "\n".join(line for line in (chosen, brings, READY_TO_FLY) if line)
        said = super().describe(payload, entries, summary)
        warning = self.stand_warning(payload)
        return f"{said}\nWARNING: {warning}." if warning else said

    def flight_words(self, payload: Mapping[str, Any]) -> str:
        """How the Fly of ``payload`` pays, for its live line: the CEO's choice chosen (or the no-CEO rule that
        applies), the dividend per token and what the Bank pays in all (whole dollars). A newcomer's try: once a
        choice was chosen the line said only "Ready: this Fly can be recorded (asked first)", not which choice
        nor what it pays. ``""`` when the ledger works out no outcome."""
        airline = self.airline(payload.get("airline") or "")
        flight = self.outcome(airline) if airline is not None else None
        if flight is None:
            return ""
        pays = f"{money(flight.per_token)} per token, the Bank pays {money(flight.total)}."
        if not flight.choice:
            return f"{flight.reason[:1].upper()}{flight.reason[1:]} — {pays}"
        named = f"CEO's choice {flight.choice}: {flight.reason.split(': ', 1)[-1]} — {pays}"
        # on one line of the form at 80 columns (the choice's words are in the lines above too): else its number
        return named if cell_len(named) <= self.CHOSEN_ROOM else f"CEO's choice {flight.choice}: {pays}"

    #: the cells of the live line's one line at 80 columns (inside the form's border and padding)
    CHOSEN_ROOM = 74

    def stand_warning(self, payload: Mapping[str, Any]) -> str | None:
        """For a Stand, the free action the ledger knows the airline may still take
        (:func:`ledger.games.golden_age.stand_warning`); else ``None``. A newcomer's try: Stand was offered and
        recorded at once while a free action was legal (1930, Operation Phase, Stand)."""
        if payload.get("action") != "stand" or not isinstance(payload.get("airline"), str):
            return None
        return ga.stand_warning(self.state, payload["airline"])

    def asks_first(self) -> bool:
        """Whether recording the action chosen asks first (:meth:`confirm_question`): a Fly, a Stand (what the
        table checks on the board, and the ledger's warning), or an income typed over twice the books'
        (:meth:`income_doubled`)."""
        if self.query_one("#action", Select).value in ("fly", "stand"):
            return True
        try:
            payload = self.payload()
        except (FormError, RuleViolation):
            return False
        return self.income_doubled(payload) is not None

    def last_field_keys(self) -> str:
        """The key line on the last typed field: what Enter does there for the action chosen. It records, asking
        first only for an action that asks (:meth:`asks_first`); while the ledger refuses, it records nothing."""
        if self.query_one("#form-live").has_class("-refused"):
            return REFUSED_KEYS
        return LAST_FIELD_KEYS_ASKED if self.asks_first() else LAST_FIELD_KEYS

    def _keys_for_focus(self, focused: Widget | None) -> None:
        """The key line as every form's, but on the last typed field (a Fly's "Gates in reserve" when the airline
        has no CEO, an Expand's income) it says what Enter does there (:meth:`last_field_keys`), not "next field"."""
        super()._keys_for_focus(focused)
        self._last_field_line(focused)

    def _last_field_line(self, focused: Widget | None) -> None:
        """Write the key line of the last typed field when ``focused`` is it and the line says otherwise, or the
        line of every field when ``focused`` is another typed field (a list's line is the base form's)."""
        if self._keys_kind not in ("field", "last field") or not self.is_attached:
            return
        last = self.last_to_type(focused)
        keys = self.last_field_keys() if last else None
        wanted = ("last field" if last else "field", keys)
        if wanted != (self._keys_kind, self._last_keys):
            self._keys_kind, self._last_keys = wanted
            self._write_key_line(keys)

    #: the key line written on the last typed field (:meth:`_last_field_line`); None: every field's
    _last_keys: str | None = None

    def update_live(self) -> None:
        """The live line, then the key line again: the action chosen, or a refusal, changes what Enter does on the
        last field."""
        super().update_live()
        if self.is_attached:
            self._last_field_line(self.focused)

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        if payload.get("action") == "stand":
            # a Stand records at once from the last list, its live line unread: the rule is said before (a
            # newcomer's try: Stand recorded while a free action was legal)
            warning = self.stand_warning(payload)
            said = f"WARNING: {warning}.\n" if warning else ""
            return (
                f"{said}Stand only if no legal action is free for {payload['airline']} (1930, Operation Phase, "
                f"Stand). {self.STAND_TABLE}\nThe ledger records: {summary}.\n\nRecord this Stand?"
            )
        doubled = self.income_doubled(payload)
        if payload.get("action") != "fly":
            if doubled is None:
                return None
            return f"{doubled}\nThe ledger records: {summary}.\n\nRecord it with this income?"
        airline = self.airline(payload["airline"])
        text = self.fly_text(airline) if airline else ""
        said = f"WARNING: {doubled}\n" if doubled else ""
        return (
            f"{said}{self.name_of(payload['player'])} flies {payload['airline']}.\n{text}\n{gates_typed(payload)}"
            f"The ledger records: {summary}.\n\nRecord this Fly?"
        )


def gates_typed(payload: Mapping[str, Any]) -> str:
    """The Gates typed for a Fly with no CEO, as its question names them before it is recorded, on a line of its
    own ("Gates typed: 3 available, 6 in reserve.\n"), or ``""`` for a Fly with a CEO (no Gates typed). A
    newcomer's try: the question named the no-CEO rule that applies ("rule 4: Full Dividends") but not the Gates
    that decided it, the figures the banker reads off the board (1930, Operation Phase, Fly: no CEO)."""
    if "gates_available" not in payload:
        return ""
    return f"Gates typed: {payload['gates_available']} available, {payload['gates_reserve']} in reserve.\n"


#: the action list's last choice in the purchased action form: buy no action (``golden_age.decline_purchase``)
DECLINE = "decline"
DECLINE_LABEL = "Decline: buy no action this turn"


#: the cells of the Player list's option at 80x24 (the closed list's, before its arrow; the open list is wider)
PLAYER_LABEL_ROOM = 48
#: the fewest cells a player's name is cut to in that list
PLAYER_NAME_LEAST = 8


class PurchasedActionForm(OperateForm):
    """End of Turn, step 1: a CEO buys one action for their airline at the action cost of its box, or
    declines it (the action list's last choice), player by player in turn order."""

    KIND = "golden_age.purchased_action"
    #: the kind recorded when Decline is the action chosen (:meth:`payload`)
    DECLINE_KIND = "golden_age.decline_purchase"
    HEADING = "Purchased action (End of Turn, step 1)"
    ASKS = "A Fly, a Decline, or a CEO passed over in turn order, asks first (y/n)"
    HOW = "purchased"

    def first_field(self) -> Widget | None:
        """The Action, whoever's choice it is: the Player is preset to the CEO whose choice it is (turn order) and
        the Airline to its default, so the action bought is the first thing the banker types. A newcomer's try:
        the form opened on the Player list while several CEOs were still to choose and on the Action for the last
        one, so keys typed ahead (``u`` then ``Exp``) landed in a different field depending on whose turn it was;
        one who can afford none has Decline chosen there (the Airline list is empty)."""
        action = self.query_one("#action")
        return action if action in self.fields() else next(iter(self.fields()), None)

    def first_action(self, seat: int, preset: Any) -> Any:
        """Decline for a CEO who can afford no purchased action (:meth:`none_to_buy`), else ``preset``."""
        return DECLINE if self.none_to_buy(seat) is not None else preset

    def airline_prompt(self, seat: int) -> str:
        """ "none affordable" for a CEO who can afford no purchased action (:meth:`none_to_buy`), else "choose"."""
        return "none affordable" if self.none_to_buy(seat) is not None else "choose"

    def on_select_changed(self, event: Select.Changed) -> None:
        """Another player chosen: the Airline list and the Action as the form opens for them (:meth:`first_action`,
        :meth:`airline_prompt`); Textual runs :meth:`OperateForm.on_select_changed` too, after this one."""
        if event.select.id != "player" or not isinstance(event.value, int):
            return
        airline = self.query_one("#airline", AirlineBuySelect)
        prompt = self.airline_prompt(event.value)
        airline.disabled = prompt != "choose"
        airline.prompt = prompt
        self.call_after_refresh(self._decline_if_poor, event.value)

    def _decline_if_poor(self, seat: int) -> None:
        action = self.query_one("#action", Select)
        if self.none_to_buy(seat) is not None and action.value != DECLINE:
            action.value = DECLINE

    def action_options(self, seat: int | None = None, airline: Any = None) -> list[tuple[str, str]]:
        """The actions the CEO may buy for the airline chosen, and, last, declining ("This extra action is
        optional") for the CEO whose choice it is (the ledger's :func:`~ledger.games.golden_age.purchase_next`)."""
        seat = self.default_player() if seat is None else seat
        decline = [(DECLINE_LABEL, DECLINE)] if ga.purchase_next(self.state)[:1] == (seat,) else []
        return [*super().action_options(seat, airline), *decline]

    def payload(self) -> dict[str, Any]:
        # a player who may not buy has no airline to offer: the line says why (a newcomer's try: it asked to
        # "choose the airline" of an empty list for Carla, who had bought)
        why = ga.purchase_refusal(self.state, self.seat())
        if why is not None and ga.purchase_next(self.state):
            raise FormError(why, field="player")
        if self.declining():
            self.KIND = self.DECLINE_KIND
            return {"player": self.seat()}
        self.KIND = "golden_age.purchased_action"
        if (none := self.none_to_buy(self.seat())) is not None:
            raise FormError(none, field="action")
        return self.base_payload()

    def none_to_buy(self, seat: int) -> str | None:
        """Why the Airline list is empty for the player in ``seat`` whose choice it is, with the way on (Decline),
        or ``None`` when it is not: each airline they lead with the ledger's reason
        (:func:`ledger.games.golden_age.airline_refusals`). A newcomer's try: Bob's list opened empty, nothing
        said why; a typed letter only said "Orange: the action costs $3, Bob has $1"."""
        if self.choices(seat) or seat not in ga.purchase_next(self.state):
            return None
        led = {a.name for a in self.airlines() if a.status == "founded" and a.ceo == seat}
        refused = [r for r in ga.airline_refusals(self.state, seat, purchased=True) if r.airline in led]
        if not refused:
            return None
        cash = next(p.cash for p in self.stock_view().players if p.seat == seat)
        costs = {a.name: a.action_cost for a in self.airlines()}
        # the cost where the ledger's reason is the cost ("the action costs $3, Bob has $1"), else its reason
        said = [
            f"{r.airline} {money(costs[r.airline]) if r.why.startswith('the action costs') else r.brief}"
            for r in refused
        ]
        return (
            f"{self.name_of(seat)} can afford no purchased action ({money(cash)}; {', '.join(said)}): choose Decline "
            "as the action"
        )

    def missing_line(self, missing: Exception) -> str:
        """Why the player can buy nothing, said alone (:meth:`none_to_buy`): not as a field still to choose."""
        if str(missing) == self.none_to_buy(self.seat_or_zero()):
            self._missing = missing
            return f"… {missing}"
        return super().missing_line(missing)

    def asks_first(self) -> bool:
        """A Fly, a Decline, or a CEO later in turn order than one still to choose (:meth:`confirm_question`)."""
        waiting = ga.purchase_next(self.state)
        seat = self.seat_or_zero()
        return super().asks_first() or self.declining() or (seat in waiting and waiting.index(seat) > 0)

    def declining(self) -> bool:
        """Whether what the form records now is a Decline: Decline is the Action chosen. The one reading of it, for
        the kind :meth:`payload` records, whether the form asks first (:meth:`asks_first`) and the question it asks
        (a review: the question read the kind the last :meth:`payload` left, :meth:`asks_first` the list)."""
        return self.query_one("#action", Select).value == DECLINE

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """A Decline's question, the Decline key's (:func:`~tui.games.golden_age.table.decline_question`: a
        newcomer's try, the form's Decline was recorded at once while the key's asked first); the Fly's, and before
        a CEO later in turn order buys, who that passes over: the ledger lets them go ("in turn order": someone later
        has bought), and a newcomer's Zoë bought while Chuck was next, who then silently lost his purchase. (Decline
        is offered only to the CEO whose choice it is: it passes nobody over.)"""
        if self.declining():
            return decline_question(self.state, payload["player"])
        question = super().confirm_question(payload, summary)
        waiting = ga.purchase_next(self.state)
        seat = payload.get("player")
        if seat not in waiting or waiting.index(seat) == 0:
            return question
        before = [self.name_of(s) for s in waiting[: waiting.index(seat)]]
        names = listed(before)
        passed = (
            f"{names} {'comes' if len(before) == 1 else 'come'} before {self.name_of(seat)} in turn order and "
            f"{'has' if len(before) == 1 else 'have'} not bought or declined: this passes {names} over (no "
            "purchased action this turn)."
        )
        if question is None:
            return f"{passed}\nThe ledger records: {summary}.\n\nRecord it?"
        return f"{passed}\n\n{question}"

    def confirm_screen(self, payload: dict[str, Any], summary: str, question: str) -> ConfirmScreen:
        """A Decline asked as the Decline key asks it (:func:`~tui.games.golden_age.table.record_question`): its
        question, "Will record" under it, the same keys; any other question as every form's."""
        if self.declining():
            return record_question(question, DECLINE_YES, summary)
        return super().confirm_screen(payload, summary, question)

    def default_player(self) -> int:
        """The first CEO in turn order who may still buy (:func:`ledger.games.golden_age.purchase_next`)."""
        return (ga.purchase_next(self.state) or (self.state.first_player,))[0]

    def airline_options(self, seat: int) -> tuple[list[tuple[str, str]], str | None]:
        """The airlines the player may buy an action for: CEO of it, the action cost paid (the ledger's); the
        default is the first that may still Fly (its dividends are what a purchase is mostly bought for), else the
        first. A newcomer's try: Neal's list started on "Blue · flown", his only useful buy Purple, not flown."""
        choices = self.choices(seat)
        airlines = [a for a in self.airlines() if a.name in choices]
        options = [
            (f"{a.name} · action cost {money(a.action_cost)} · CEO" + (" · flown" if a.flown else ""), a.name)
            for a in airlines
        ]
        may_fly = [a.name for a in airlines if "fly" in choices[a.name]]
        return options, next(iter(may_fly or [a.name for a in airlines]), None)

    def player_options(self) -> list[tuple[str, int]]:
        """The players who may still buy, in turn order (clockwise from the First Player marker): the first is the
        one whose choice it is, each with what they lead. A newcomer's try: the list offered Carla, who had
        bought, and one Enter on her left an empty Airline list. Who has bought or declined is on the table's
        Bought row. Every player (with why they may not) only when nobody may buy."""
        everyone = self._all_player_options()
        may = ga.purchase_next(self.state)
        return [(label, seat) for label, seat in everyone if seat in may] or everyone

    def _all_player_options(self) -> list[tuple[str, int]]:
        """The players in turn order, each with what they lead and whether they may still buy: a CEO passed over
        by a later buyer has let the purchase go."""
        # the cash, not the tokens (the action is paid from cash), so the label fits a field at 80 columns:
        # "3 Cal ($2) · next · CEO of Orange, Pink"
        players = {p.seat: p for p in self.stock_view().players}
        may = ga.purchase_next(self.state)
        out: list[tuple[str, int]] = []
        for seat in ga.turn_order(self.state):
            led = [a.name for a in self.airlines() if a.status == "founded" and a.ceo == seat]
            if self.state.player(seat).purchased_action:
                status = " · has bought"
            elif seat in self.state.purchase_declined:
                status = " · declined"
            elif seat in may:
                status = " · next" if seat == may[0] else " · may buy"
            else:
                status = " · let it go" if led else ""
            tail = f" ({money(players[seat].cash)}){status}" + (f" · CEO of {', '.join(led)}" if led else "")
            # a long name is cut with "…", never what follows it: the open list wrapped "· may" / "buy · CEO of
            # Orange" under "1 Maximiliana Fetherstonhaugh-Worthington ($51)" (a newcomer's try at 80x24)
            room = max(PLAYER_NAME_LEAST, PLAYER_LABEL_ROOM - cell_len(f"{seat} {tail}"))
            name = players[seat].name
            # the search looks in the name whole (a newcomer's "worth" found nothing of the name cut)
            out.append((CutLabel(f"{seat} {clip(name, room)}{tail}", f"{seat} {name}{tail}"), seat))
        return out

    #: its live line says only that the Fly is ready (:meth:`describe`): the rule stays in the lines under the fields
    LIVE_SAYS_RULE = False

    def fly_text(self, airline: ga.StockAirline, *, in_form: bool = False) -> str:
        seat = self.seat_or_zero()
        who = self.name_of(seat) if seat else "The player"
        said = super().fly_text(airline, in_form=in_form)
        return f"{said}\n{who} pays the action cost, {money(airline.action_cost)}."

    def other_info(self, airline: ga.StockAirline | None) -> str:
        if self.query_one("#action", Select).value == DECLINE:
            return "The player buys no action this turn; the choice passes to the next CEO in turn order."
        if airline is None:
            return ""
        return (
            f"{airline.name}: the action costs {money(airline.action_cost)} (its Stock Market box, "
            f"{money(airline.price)}), paid from the player's cash."
        )

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        if payload.get("action") == "fly":
            return READY_TO_FLY
        return _GAForm.describe(self, payload, entries, summary)


class _AfterPurchasesForm(_GAForm):
    """A form of a later step of the End of Turn (a tech penalty, step 3; a contract, step 4): recorded while a CEO
    may still buy or decline a purchased action (step 1), it ends step 1 and passes them over. The ledger lets it
    (the steps go in order), and a newcomer's contract recorded while Cal and Dan were still to choose silently
    took their purchased actions away: the form asks first, naming them."""

    ASKS = "Asks first (y/n) while a CEO may still buy a purchased action"

    def keys_hint(self) -> str:
        """The form's key line; the line of :attr:`ASKS` only while a CEO may still buy a purchased action (a
        newcomer's try: it said so after every CEO had bought or declined, when the form asks nothing)."""
        keys = super().keys_hint()
        return keys if ga.purchase_next(self.state) else keys.replace(f"\n{self.ASKS}", "")

    def moves_line(self) -> Widget:
        """A line at the form's top naming the moves of step 2 (no Fly) this record makes first, when it is the
        first of the steps after step 1 (:func:`ledger.games.golden_age.no_fly_moves_due`): a newcomer's try, a
        contract recorded at once with Enter, learnt of Purple's move only afterwards (the live line said it for
        the instant before Enter). Empty, and out of sight, once they are made or when there are none, or while a CEO
        may still buy a purchased action: the form then asks first, and its question names them."""
        moves = () if ga.purchase_next(self.state) else ga.no_fly_moves_due(self.state)
        said = f"Recorded with it first (End of Turn, step 2): {'; '.join(moves)}." if moves else ""
        line = PlainStatic(said, id="step2-moves", classes="info", markup=False)
        line.display = bool(moves)
        return line

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """Who the step passes over in step 1 (:func:`ledger.games.golden_age.purchase_next`), or ``None``."""
        waiting = [self.name_of(seat) for seat in ga.purchase_next(self.state)]
        if not waiting:
            return None
        names = listed(waiting)
        return (
            f"{names} {'has' if len(waiting) == 1 else 'have'} not bought or declined a purchased action "
            f"(End of Turn, step 1): this ends step 1 and passes {names} over (no purchased action this turn).\n"
            f"The ledger records: {summary}.{self.cash_words(payload)}\n\nRecord it?"
        )

    def cash_words(self, payload: dict[str, Any]) -> str:
        """The form's "Cash: Bo $10 → $13" line (:meth:`describe`) for its question to say the money too (a
        newcomer's try: the question said Pink's price move, not Bo's $3 from the Bank), after what the ledger
        records on its line (a question one line taller hid the form's last lines at the foot); empty when the
        record moves no player's cash."""
        entries, summary = preview(self.game, self.KIND, payload)
        cash = [line for line in self.describe(payload, entries, summary).splitlines() if line.startswith("Cash: ")]
        return f" {cash[0]}." if cash else ""


class TechPenaltyForm(_AfterPurchasesForm):
    """End of Turn, step 3: an airline's cities more than one Tech colour below its Tech Level."""

    KIND = "golden_age.tech_penalty"
    HEADING = "Tech penalty (End of Turn, step 3)"

    def compose_fields(self) -> ComposeResult:
        airlines = [a for a in self.airlines() if a.status == "founded"]
        # a newcomer's try: the form opened on Blue (Tech Yellow, no penalty possible) and said nothing of which
        # airlines to count; Yellow, at Green with White cities, was nearly forgotten
        due = ga.tech_penalties_to_count(self.state)
        yield self.moves_line()
        yield PlainStatic(
            "Count the airline's cities more than one Tech colour below its Tech Level on the board "
            "(an airline with none needs no record)."
            + ("" if due else " No airline is left to count: each is at White or Yellow, or recorded."),
            classes="info",
            markup=False,
        )
        yield _row(
            "Airline",
            PickSelect(
                [
                    (f"{a.name} · Tech {a.tech} {a.tech_colour} · {self._penalty_note(a.name, due)}", a.name)
                    for a in airlines
                ],
                id="airline",
                prompt="choose",
                value=self.highlighted_airline(due) or next(iter(due), None) or Select.NULL,
            ),
        )
        yield _row("Cities", _num("cities"), after="each moves the price back one box")

    def _penalty_note(self, name: str, due: Mapping[str, tuple[str, ...]]) -> str:
        """What counts for ``name`` on the board: its cities of the colours ``due`` names, or why nothing does."""
        if name in due:
            return ga.counted_cities(due[name])  # the table's words ("White or Yellow cities")
        return "recorded this turn" if self.state.airlines[name].tech_penalised else "none possible"

    def payload(self) -> dict[str, Any]:
        return {"airline": self.selected("airline", "the airline"), "cities": self.whole("cities", "the cities")}


class ContractForm(_AfterPurchasesForm):
    """End of Turn, step 4: a Contract card ($1-$5) played on a started airline."""

    KIND = "golden_age.contract"
    HEADING = "Contract card (End of Turn, step 4)"
    ASKS = "Asks first (y/n) while a purchased action or a tech penalty is still open"

    def keys_hint(self) -> str:
        """The form's key line; the line of :attr:`ASKS` only while a CEO may still buy a purchased action or a tech
        penalty is still to count (:meth:`penalty_words`)."""
        keys = _GAForm.keys_hint(self)
        open_steps = ga.purchase_next(self.state) or ga.tech_penalties_to_count(self.state)
        return keys if open_steps else keys.replace(f"\n{self.ASKS}", "")

    def compose_fields(self) -> ComposeResult:
        players = [
            (f"{label} · {self.state.player(seat).contracts} of {ga.CONTRACTS_PER_PLAYER} played", seat)
            for label, seat in self.player_options()
        ]
        airlines = [a for a in self.airlines() if a.status == "founded"]
        # in turn order (1930, Contract Cards): the list starts on the player whose cards come next (a newcomer's
        # try: Chuck's contract was taken before the First Player's)
        due = ga.contract_next(self.state)
        yield self.moves_line()
        penalties = self.penalty_words()
        left = PlainStatic(" ".join(penalties), id="step3-left", classes="info", markup=False)
        left.display = bool(penalties)
        yield left
        yield _row(
            "Player",
            PickSelect(players, id="player", prompt="who plays the card", value=due if due else Select.NULL),
        )
        # no airline chosen for the banker: a card may go to any started airline, and the grid's row is no choice
        # (it stands on its first airline until moved; a newcomer's try: every contract form offered Blue, whoever
        # played, and a hurried Enter would have given Blue the card)
        yield _row(
            "Airline",
            PickSelect(
                [(f"{a.name} · {money(a.price)}", a.name) for a in airlines],
                id="airline",
                prompt="choose",
                value=Select.NULL,
            ),
        )
        yield _row("Card", under_airline_list("amount", "1-5"), after="$ on the card (the Bank pays)")

    def payload(self) -> dict[str, Any]:
        return {
            "player": self.selected("player", "the player"),
            "airline": self.selected("airline", "the airline"),
            "amount": self.whole("amount", "the card's amount"),
        }

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        """What will be recorded, and a warning when the player comes before one who has played a contract this
        turn (:func:`ledger.games.golden_age.contract_order_warning`): recorded all the same, as books kept before
        were (the bundled sample plays them out of turn order)."""
        said = super().describe(payload, entries, summary)
        warning = ga.contract_order_warning(self.state, int(payload["player"]))
        return f"{said}\nWARNING: {warning}." if warning else said

    def penalty_words(self) -> list[str]:
        """What a contract recorded now ends: step 3, with the tech penalties still to count named
        (:func:`ledger.games.golden_age.tech_penalties_to_count`); none once they are counted or step 4 has begun. A
        newcomer's try: a contract recorded while penalties were due silently closed step 3, and ``n`` then said
        only "Not now · tech penalties (step 3) come before contracts (step 4)". 1930, End of Turn - Clean Up 3-4."""
        due = list(ga.tech_penalties_to_count(self.state))
        if not due:
            return []
        return [
            f"Recording a contract ends step 3: no tech penalty can be counted after it ({', '.join(due)} still to "
            "count; an airline with no such city needs no record)."
        ]

    def order_words(self, seat: int) -> list[str]:
        """What a contract by ``seat`` does to the turn order of Contract cards: out of it
        (:func:`ledger.games.golden_age.contract_order_warning`), or passing over players with cards left before it
        (:func:`ledger.games.golden_age.contract_passed_over`); none when in order."""
        warning = ga.contract_order_warning(self.state, seat)
        if warning:
            return [f"Out of turn order: {warning}."]
        passed = [self.name_of(s) for s in ga.contract_passed_over(self.state, seat)]
        if not passed:
            return []
        names = listed(passed)
        one = len(passed) == 1
        return [
            f"{names} {'comes' if one else 'come'} before {self.name_of(seat)} in turn order and "
            f"{'has' if one else 'have'} Contract cards left: this passes {names} over (a card of "
            "theirs after this one is out of turn order this turn)."
        ]

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """Asked first when the contract ends step 3 with tech penalties still to count (:meth:`penalty_words`), is
        out of turn order, or passes over a player with cards left, as well as when it passes over a purchased
        action (:class:`_AfterPurchasesForm`). A newcomer's try: a contract given out of turn order recorded on
        Enter, its warning on the live line gone before it was read."""
        question = super().confirm_question(payload, summary)
        words = self.penalty_words() + self.order_words(int(payload["player"]))
        if not words:
            return question
        if question is None:
            return "\n".join(words) + f"\nThe ledger records: {summary}.{self.cash_words(payload)}\n\nRecord it?"
        return "\n".join(words) + f"\n\n{question}"


def under_airline_list(widget_id: str, placeholder: str = "") -> NumberInput:
    """A number field under a form's Airline list (the Income form's income, a Contract's card; digits). A letter
    typed in it is refused like any number field's, the keys typed straight after it not used
    (:meth:`NumberInput.restricted`), and the refusal says where an airline is chosen. A letter once went to the
    Airline list as the start of a name (newcomers' tries: "gr" typed on the Card for Green was only "A number:
    digits only"), but "2y Enter" typed at once then chose Yellow in a list opened and closed unseen, and the live
    line said "Neal awards a $2 contract to Yellow" without a word of the change (a review)."""
    return NumberInput(
        placeholder=placeholder,
        id=widget_id,
        restrict=DIGITS,
        classes="num -valid",
        compact=True,
        what="A number: digits only (an airline is chosen in the Airline list above: shift+tab)",
    )


class IncomeForm(_GAForm):
    """An airline's income as the Income Track shows it now (after map actions, a bankruptcy, …)."""

    KIND = "golden_age.income"
    HEADING = "Income Track: an airline's income"

    def due(self) -> list[str]:
        """The airlines whose income is still to type this turn (:func:`ledger.games.golden_age.incomes_not_current`:
        the End of Turn's "confirm the incomes: Brown"), in game order; none before the End of Turn, where every
        income is yet to be typed as the turn goes."""
        if self.state.phase != "end_of_turn":
            return []
        return [name for name in ga.incomes_not_current(self.state) if self.state.airlines[name].in_play]

    def compose_fields(self) -> ComposeResult:
        airlines = [a for a in self.airlines() if a.status != "bankrupt"]
        due = self.due()
        names = [a.name for a in airlines]
        # the airline whose income is due first (a newcomer's try: the form opened on Yellow, the grid's row,
        # while Brown's income was the one the End of Turn asked for); the highlighted one when it is due too.
        # After an Upgrade, Open or Relocate, one whose income it may have changed and still to type comes first
        # (a newcomer's try: after Carla's Upgrade of Orange the form opened on Blue each time, Blue's typed)
        owed = ga.incomes_owed_after(self.state, self.game.effective_actions())
        start = next(
            (
                self.highlighted_airline(group) or group[0]
                for group in ([a for a in owed if a in due], owed, due)
                if group
            ),
            self.highlighted_airline(names),
        )
        # only one the action may have changed, not one due: the ledger does not know the map, so the banker chooses
        # it, the list focused and nothing chosen (newcomers' tries: "i 15 Enter" typed at once recorded Blue's income,
        # Blue never chosen; with the list focused on a guess, "i 7 Enter" recorded Orange's, a digit going on to the
        # income; the grid's row is no choice either: it stands on its first airline until moved)
        self.airline_guessed = start in owed and start not in due
        if self.airline_guessed:
            start = None
        labels = [f"{a.name} · income {money(a.income)}{' · not typed this turn' * (a.name in due)}" for a in airlines]
        yield _row(
            "Airline",
            PickSelect(
                list(zip(labels, names, strict=True)),
                id="airline",
                prompt="choose",
                value=start or Select.NULL,
            ),
        )
        yield _row("Income now", under_airline_list("income"), after="$ on the Income Track")

    #: the airline shown first would only be one an Upgrade, Open or Relocate may have changed: none is chosen
    #: (:meth:`compose_fields`)
    airline_guessed = False

    def first_field(self) -> Widget | None:
        """The income, once the airline is chosen for the banker (one whose income is due, or the grid's row): the
        first thing to type; else the airline (a letter typed in the income is refused, saying where the airline is
        chosen: :func:`under_airline_list`), as when only an airline an action may have changed could be shown."""
        chosen = self.query_one("#airline", Select).value
        return self.query_one("#income" if chosen is not Select.NULL else "#airline")

    def on_select_changed(self, event: Select.Changed) -> None:
        """Another airline chosen: an income typed for the one before is cleared (:meth:`forget_income_of_another`);
        Textual runs :meth:`FormScreen.on_select_changed` too, which works the line out again."""
        if event.select.id == "airline":
            self.forget_income_of_another()

    def payload(self) -> dict[str, Any]:
        return {"airline": self.selected("airline", "the airline"), "income": self.whole("income", "the income")}

    #: said under the keys: the form records at once, unless the income looks mistyped
    ASKS = "Asks first (y/n) when the income is over twice the books'"

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """Asks first when the income typed is more than twice the airline's on the books (:meth:`income_doubled`),
        as the Airline action form does: a review found this form recorded such an income at once."""
        doubled = self.income_doubled(payload)
        return None if doubled is None else f"{doubled}\nThe ledger records: {summary}.\n\nRecord it with this income?"


class EndTurnForm(_GAForm):
    """End of Turn, steps 5-6: each airline's income as the Income Track shows it, confirmed or corrected,
    then the turn ends (:func:`ledger.games.golden_age.incomes_not_current` names the incomes nobody typed
    this turn: a mark crossed and not typed would leave the Available Stock Pool short)."""

    KIND = "golden_age.end_turn"
    HEADING = "End the turn: confirm the Income Track (End of Turn, steps 5-6)"
    ASKS = "Asks first (y/n): nothing else of the turn can be recorded after"

    DEFAULT_CSS = """
    EndTurnForm FieldRow { padding-left: 12; }
    EndTurnForm .row > Input.num { width: 8; }
    """

    def in_play(self) -> list[ga.StockAirline]:
        return [a for a in self.airlines() if a.status == "founded"]

    def compose_fields(self) -> ComposeResult:
        yield PlainStatic(
            "Each airline's income on the Income Track now: Enter keeps the one shown, or type the board's "
            "(Stock tokens come at 26, 51, 100; Hubs at 26, 76, 100).",
            classes="info",
            markup=False,
        )
        stale, typed = self.incomes_this_turn()
        for i, airline in enumerate(self.in_play()):
            after = self.income_mark(airline, str(airline.income), stale, typed)
            yield _row(airline.name, _num(f"eti_{i}", str(airline.income)), after=after, after_id=f"etm_{i}")

    def incomes_this_turn(self) -> tuple[frozenset[str], frozenset[str]]:
        """The airlines whose income is not current and those whose income was typed this turn
        (:func:`ledger.games.golden_age.incomes_not_current`, :func:`~ledger.games.golden_age.incomes_typed`),
        worked out once for every row's :meth:`income_mark`: the marks are redrawn on every key."""
        return frozenset(ga.incomes_not_current(self.state)), frozenset(ga.incomes_typed(self.state))

    def income_mark(
        self, airline: ga.StockAirline, typed_here: str, stale: frozenset[str], typed: frozenset[str]
    ) -> str:
        """The note after ``airline``'s income, as it stands with ``typed_here`` in its field: "changed here (was
        $16)" once the banker types another income (a newcomer's try: Pink's row still read "typed this turn" while
        the live line said "Pink income $16 → $22"), else what the turn did to it: not typed (in ``stale``), typed
        (in ``typed``) or flown at it (:meth:`incomes_this_turn`). "Typed" only where it was: a Fly at the income
        it had (the Fly form offers it filled in) is no typing the ledger can tell (a newcomer's try: every airline
        read "typed this turn")."""
        try:
            income = parse_whole(typed_here)
        except FormError:
            income = None
        if income is not None and income != airline.income:
            return f"$ · changed here (was {money(airline.income)})"
        if airline.name in stale:
            return "$ · not typed this turn: check it"
        return "$ · typed this turn" if airline.name in typed else "$ · flown at it this turn"

    def extra_info(self) -> None:
        """Each airline's mark after its income as typed now (:meth:`income_mark`), before each live line."""
        stale, typed = self.incomes_this_turn()
        for i, airline in enumerate(self.in_play()):
            value = self.query_one(f"#eti_{i}", Input).value
            self.show_note(f"etm_{i}", self.income_mark(airline, value, stale, typed))

    def first_field(self) -> Widget | None:
        """The first income marked "not typed this turn: check it" (a newcomer's try: the form opened on Blue while
        Brown was the one to check), else the first airline's."""
        stale = set(ga.incomes_not_current(self.state))
        airlines = self.in_play()
        first = next((i for i, airline in enumerate(airlines) if airline.name in stale), 0)
        return self.query_one(f"#eti_{first}") if airlines else None

    def fill(self, payload: Any) -> None:
        incomes = payload.get("incomes", {})
        for i, airline in enumerate(self.in_play()):
            if airline.name in incomes:
                self.fill_field(f"eti_{i}", incomes[airline.name])

    def incomes(self) -> dict[str, int]:
        return {
            airline.name: int(self.whole(f"eti_{i}", f"{airline.name}'s income"))
            for i, airline in enumerate(self.in_play())
        }

    def payload(self) -> dict[str, Any]:
        return {"incomes": self.incomes()}

    def field_widget(self, field_name: str) -> Widget | None:
        """``incomes.Blue`` → Blue's income."""
        name = field_name.removeprefix("incomes.")
        for i, airline in enumerate(self.in_play()):
            if airline.name == name:
                return self.query_one(f"#eti_{i}")
        return super().field_widget(field_name)

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        return f"Will record: {summary}"

    def undecided(self) -> str:
        """The CEOs who may still buy or decline a purchased action, in turn order ("Ann, Bea and Cal"), or ""
        (:func:`ledger.games.golden_age.purchase_next`)."""
        may = [self.name_of(seat) for seat in ga.purchase_next(self.state)]
        return listed(may)

    def keys_hint(self) -> str:
        """The form's key line; while a CEO may still buy or decline a purchased action, its question's line names
        them (a newcomer's try: ``e`` with CEOs undecided said only "Asks first (y/n): nothing else of the turn can
        be recorded after")."""
        keys = super().keys_hint()
        names = self.undecided()
        if not names:
            return keys
        have = "has" if len(ga.purchase_next(self.state)) == 1 else "have"
        return keys.replace(self.ASKS, f"Asks first (y/n): {names} {have} not bought or declined a purchased action")

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        # a CEO still to buy or decline is named first: the question alone let a newcomer end the turn over Bob's
        # choice, and a newcomer's later try read a generic question, the names under the summary
        names = self.undecided()
        them = "it" if len(ga.purchase_next(self.state)) == 1 else "them"
        first = ""
        if names:
            first = f" {names} may still buy an action (or decline it): ending the turn now lets {them} go."
        waiting = ""
        # the players still to be asked about their Contract cards, in turn order (a newcomer's try: "e" after one
        # player's contract ended the turn, the players after her never asked)
        if contracts := listed([self.name_of(seat) for seat in ga.contracts_still_open(self.state)]):
            waiting += f"\n\nContract cards (in turn order): {contracts} may still award one."
        # so are the airlines whose tech penalty is not counted yet, as the table names them (a newcomer's try)
        if groups := tech_penalty_groups(self.state):
            waiting += f"\n\nTech penalties to count (n): {groups}. Ending the turn now counts none for them."
        # the moves of step 2 already made (by a contract or a tech penalty recorded first) are not in the end's
        # summary: a newcomer's try saw them on the table before a contract and not in this question
        if moves := ga.no_fly_moves_made(self.state):
            summary += f"; moved at this End of Turn already: {'; '.join(moves)}"
        doubled = "".join(f"\nWARNING: {line}" for line in self.incomes_doubled(payload.get("incomes", {})))
        return (
            f"End the turn?{first}{doubled}\n{summary}.{waiting}\n\nAre this turn's purchased actions, tech penalties "
            "and contracts all recorded? Nothing else of this turn can be recorded after."
        )


class FinalFlightForm(_GAForm):
    """After the last turn: every airline in play flies once with Full Dividends."""

    KIND = "golden_age.final_flight"
    HEADING = "Final Flight: every airline pays Full Dividends"
    ASKS = "Asks first (y/n): the game ends with it"

    DEFAULT_CSS = """
    FinalFlightForm FieldRow { padding-left: 12; }
    FinalFlightForm .row > Input.num { width: 8; }
    """

    def in_play(self) -> list[ga.StockAirline]:
        return [a for a in self.airlines() if a.status == "founded"]

    def compose_fields(self) -> ComposeResult:
        yield PlainStatic("Type each airline's income as the Income Track shows it.", classes="info", markup=False)
        for airline in self.in_play():
            yield _row(
                airline.name, _num(f"ff_{airline.name}", str(airline.income)), after="", after_id=f"ffa_{airline.name}"
            )

    def fill(self, payload: Any) -> None:
        incomes = payload.get("incomes", {})
        for airline in self.in_play():
            if airline.name in incomes and airline.name.isidentifier():
                self.fill_field(f"ff_{airline.name}", incomes[airline.name])

    def incomes(self) -> dict[str, int]:
        out = {}
        for airline in self.in_play():
            value = self.whole(f"ff_{airline.name}", f"{airline.name}'s income")
            out[airline.name] = int(value or 0)
        return out

    def extra_info(self) -> None:
        for airline in self.in_play():
            try:
                income = parse_whole(self.query_one(f"#ff_{airline.name}", Input).value)
                if income is None:
                    # a blank income pays nobody yet (a newcomer's try: it showed the payouts of $0 beside it)
                    raise FormError("not typed")
                flight = ga.fly_outcome(self.state, airline.name, {"income": income}, how="final flight")
            except (FormError, RuleViolation):
                self.show_note(f"ffa_{airline.name}", "")
                continue
            paid = ", ".join(f"{p.name} {money(p.amount)}" for p in flight.payouts) or "no holder"
            self.show_note(f"ffa_{airline.name}", f"$ → level {money(flight.level)}/token: {paid}")

    def payload(self) -> dict[str, Any]:
        return {"incomes": self.incomes()}

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        return f"{summary}.\n\nThe game ends with this Final Flight. Record it?"
