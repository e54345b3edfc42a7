"""Secret bids (Air Empire, Basic Game, Route Bidding and Route Applications).

Each player's bid is typed in turn — class, Flight Costs, Super Jets and Prop Jets, the planes left
empty when the game's Flight Costs Table has a row for the amount — with the amounts masked so
neighbours cannot read them, nor tell a bid's size by its length (every amount shows "•••"; ctrl+o
shows the bidder his own bid). Each bid is checked as it is typed by
:func:`ledger.games.air_empire.check_bid` (the reveal's own reading): a line under the fields
tells the bidder while he peeks (ctrl+o), never naming the amount, whether the rules refuse it (it
stays on its field), whether there is something to check in it (forfeited if it wins, the planes not
idle, or a figure the table has no row for; a forfeit stops Enter on the bid once, so he reads it, and
a second Enter from any of its fields keeps it, or the next bid's class letter typed at once; ctrl+s
keeps it at once, as typed), or that it stands. Masked, every bid is kept by the same keys and shows
the same line, refused or not: a bid the rules refuse (or no class, or a figure that is no whole
number) is kept refused, privately, and the reveal refuses it by its bidder's name alone, before
anything is recorded (every bidder so refused named together); he retypes it, reading why on ctrl+o (Enter
retypes each refused in turn, as Air Fare's bids do). ctrl+s on a bidder with nothing typed is
his pass.
A seat's bid typed again looks the same, masked, whatever was kept (a pass, a bid that stands, one to check:
:class:`KeptLook`), until it is typed over.
Then the bids are revealed together with their resolution, computed by
:func:`ledger.games.air_empire.bid_resolution` (winner per class, ties and why, forfeits and
why, outbid) and each player's Phase 1 lines (:func:`ledger.games.air_empire.bids_split`: 1b
Flight Profit, 1c Efficiency Savings, 1f Stand-pat penalty, 1g). Only then does the banker
record ``air_empire.bids``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Input, Static

from ledger.games import air_empire
from ledger.journal import Entry, RuleViolation
from tui.base.dialogs import ChoiceScreen
from tui.base.secret_bids import SecretBidsScreen, SecretNote, refused_bids_text, whose_bids
from tui.base.widgets import (
    DIGITS,
    FieldRow,
    FormError,
    MaskedInput,
    PlainStatic,
    cash_received,
    clip,
    hanging,
    masked_line,
    money,
    parse_whole,
    preview,
    say_not_used,
)
from tui.base.words import in_words
from tui.games.air_empire.forms import first_buyer

__all__ = ["BidsScreen", "TypedBid"]

KIND = "air_empire.bids"
#: the fields of one bid, by id: class, Flight Costs, Super Jets, Prop Jets
FIELDS = ("cls", "amount", "supers", "props")


@dataclass
class TypedBid:
    """What the banker typed for one player (amounts in whole dollars); ``None`` class = pass."""

    seat: int
    service_class: str | None = None
    flight_costs: int | None = None
    super_jets: int | None = None
    prop_jets: int | None = None

    def payload_row(self) -> dict[str, Any] | None:
        if self.service_class is None:
            return None
        row: dict[str, Any] = {"player": self.seat, "class": self.service_class, "flight_costs": self.flight_costs}
        if self.super_jets is not None or self.prop_jets is not None:
            row["super_jets"] = self.super_jets or 0
            row["prop_jets"] = self.prop_jets or 0
        return row


class KeptLook(Input):
    """A field of a seat's bid typed again, drawn alike whatever it holds while masked: a kept pass opened with
    empty fields and their grey examples ("A/B/C", "$"), a kept bid with its masks, and anyone watching told a
    pass from a bid (a newcomer's try). While the field holds what was kept for it
    (:meth:`BidsScreen.kept_field`) and is masked, it shows :attr:`KEPT_MASK`, empty or not, and no example."""

    #: what a kept field shows while masked: the mask of a field holding something
    KEPT_MASK = "•••"

    def kept(self) -> bool:
        """Whether this field is drawn as kept: masked, and holding what was kept for it."""
        kept_field = getattr(self.screen, "kept_field", None)
        return bool(self.password and kept_field is not None and kept_field(self))

    #: why a key a masked field refused was not used, said by the notice counting the keys typed straight after it
    #: (nothing of the bid: a key refused is a letter or a sign, never a digit of the figure)
    MASKED_REFUSAL = "not a key of a hidden figure (ctrl+o shows the bid)"

    def restricted(self) -> None:
        """A key the field refuses: while its bidder peeks (ctrl+o), rung and said as every field's; masked, no bell
        and no line under the fields, as any key typed looks (its mask drawn alike): "The class typed is not A, B or
        C" and "Key not used" under masked fields, with the bell, told the table about the typing (a newcomer's try).
        The keys typed straight after it are not used either, masked too (:meth:`tui.app.AirbankerApp.refused_key`,
        said in a notice that names the key alone, not their count): "x9000" and Enter typed at once, masked, kept 9000
        and went on to the next field, a letter lost without a word (a newcomer's try; "1o000" would have been a bid
        of 1000)."""
        if not self.password:
            super().restricted()
            return
        refused_key = getattr(self.app, "refused_key", None)
        if refused_key is not None:
            refused_key(self.MASKED_REFUSAL, counted=False)  # their count would tell the figure's length

    def render_line(self, y: int) -> Strip:
        # masked, every field shows its mask, blank or typed, kept or new: a blank field showed its grey example
        # ("A/B/C", "$") beside a typed one's "•••", and anyone watching saw which fields were typed (a newcomer's
        # try; Air Fare's bids alike)
        if y != 0 or not self.password:
            return super().render_line(y)
        return masked_line(self, self.KEPT_MASK)


class ClassInput(KeptLook):
    """The class of service field: a digit typed in it goes on to the Flight Costs field. The banker types
    "a⏎12000" in one go; the digits that reach the field before Enter has moved the cursor on were refused by it
    (a letter only) and lost. On an empty class too: refused there in clear ("Class of service: a letter …"),
    they told the table the bidder was bidding, and the bid typed ahead was lost, the ctrl+s after it a pass
    (a newcomer's try); the class still missing is said to the bidder alone (:meth:`BidsScreen.show_check`). A
    class letter typed over a class there replaces it (one letter a field): refused by the full field, it told a
    kept bid from a kept pass."""

    #: a class is one letter: masked, one dot (its kept look too, :class:`KeptLook`)
    KEPT_MASK = "•"

    #: the letter past C this field refused last ("D"), said by the line and by the Enter after it; "" once a class
    #: is typed (:meth:`restricted`)
    refused_letter = ""

    async def _on_key(self, event: events.Key) -> None:
        if event.character is not None and event.character.isprintable():
            # a letter past C is refused by the field's own handler (:meth:`restricted`), which says it
            past_c = event.character.isalpha() and event.character.upper() not in "ABC"
            self.refused_letter = event.character.upper() if past_c else ""
            if past_c:
                return
        if event.character is not None and event.character.upper() in "ABC" and event.character.isalpha():
            if self.value:
                event.stop()
                event.prevent_default()
                self.value = event.character
                self.cursor_position = len(self.value)
            return
        if event.character is not None and event.character.isdigit():
            event.stop()
            event.prevent_default()  # not Input's own handler (Textual runs each class's)
            amount = self.screen.query_one("#amount", Input)
            kept = getattr(self.screen, "kept_amount", "")
            # a seat's bid typed again: the digits typed are the new amount, not more digits of the old one
            amount.value = event.character if kept and amount.value == kept else amount.value + event.character
            amount.cursor_position = len(amount.value)
            amount.focus()

    def restricted(self) -> None:
        """A key the class field refuses (a letter past C, a sign) is said on the banker's line while he peeks
        (ctrl+o), not only rung: planes typed for a figure whose planes the game knows (no planes' fields shown) fell
        into the next bidder's empty class field, silently, and the Enter after them passed that bidder (a newcomer's
        try). Masked, as every masked field's (:meth:`KeptLook.restricted`): a notice that a key was not used,
        nothing of the bid, and the keys typed straight after it not used either (a newcomer's try: "D Enter 10000"
        typed masked left the class empty and took 10000 as the Flight Costs, without a word; the help said a notice
        would); the letter past C is said on ctrl+o (:meth:`refused_words`). A digit is not refused: it goes on to the
        Flight Costs (:meth:`_on_key`)."""
        if self.password:
            super().restricted()
            return
        super().restricted()
        what = self.refused_words() or "Class of service: a letter, A, B or C"
        say_not_used(self, f"{what} (left empty: a pass)")

    def refused_words(self) -> str:
        """The letter past C refused last, in words: ``'"D" is not a class of service: the class is A, B or C'``
        (a newcomer's try: "D" went unseen, and the Enter after it said only "The class is empty"); "" when
        none. Said only while the bidder peeks (ctrl+o): masked, a key refused says nothing (:meth:`restricted`). A
        digit refused is not named: it may be a figure of the bid, typed ahead."""
        if not self.refused_letter:
            return ""
        return f'"{self.refused_letter}" is not a class of service: the class is A, B or C'


class FigureInput(KeptLook, MaskedInput):
    """A secret figure of a bid (the Flight Costs, the Super Jets, the Prop Jets): digits only, masked. A key
    it refuses is said on the banker's line, not only rung (:class:`~tui.base.widgets.NumberInput`): a
    newcomer's try typed the next bidder's class letter ahead, into the planes' fields shown for an amount the
    Flight Costs Table has no row for, and the letter was gone without a word."""

    def __init__(self, *, what: str, **kwargs: Any) -> None:
        """``what``: what the field takes, in words; the other arguments as an Input's (digits only, masked,
        compact and of class "secret" unless given)."""
        for name, value in (("restrict", DIGITS), ("password", True), ("compact", True), ("classes", "secret")):
            kwargs.setdefault(name, value)
        super().__init__(what=what, **kwargs)

    async def _on_key(self, event: events.Key) -> None:
        # a class letter typed on a bid told forfeited if it wins is the next bid typed ahead (the screen's
        # :meth:`BidsScreen.go_on_from_forfeit`), not a key this field refuses
        go_on = getattr(self.screen, "go_on_from_forfeit", None)
        if event.character is not None and go_on is not None and go_on(event.character):
            event.stop()
            event.prevent_default()  # not Input's own handler (Textual runs each class's)


class BidsScreen(SecretBidsScreen):
    """Phase 1: type the secret bids in turn, reveal them together, then record."""

    KIND = KIND
    BID_WORD = "bid"
    #: ctrl+s keeps the bid as typed from any field (the planes left empty: the table's row), a key less than Enter
    #: the keys' line while a bid is typed, around what ctrl+s does (:meth:`typing_keys` names the next bidder)
    TYPING_KEYS_AROUND = ("Enter: next field · ctrl+s: ", " · ctrl+o: show/hide · Esc: cancel")
    TYPING_KEYS = "next bidder".join(TYPING_KEYS_AROUND)
    READY_MESSAGE = "All bids are typed. Enter reveals them together (nothing is recorded yet)."
    NAME_WIDTH = 14
    #: the reveal's width in the box (80 columns, less its border and padding), until it is laid out
    REVEAL_WIDTH = 76
    TYPED_MARK = "••• typed (hidden)"
    #: the line under the fields while the amount the ledger refuses is still being typed (:meth:`amount_typing`)
    TYPING_LINE = "Typing the Flight Costs bid… checked on Enter or once you leave the field."
    #: the line when a bid is kept with its class empty and other fields typed (:meth:`store_current`), for the
    #: bidder's eyes (ctrl+o); masked, kept refused (:attr:`refused_seats`). One line: it grew the box
    NO_CLASS_LINE = "No class typed: type A, B or C; or empty every field, to pass."
    #: the line under the masked fields of every bid while typed, the same whatever it holds (:meth:`show_check`):
    #: a bid kept refused is refused at the reveal, by its bidder's name alone
    MASKED_LINE = "Hidden: ctrl+o shows and checks this bid, for its bidder's eyes alone."
    #: the line under the masked fields of a seat's bid typed again: the same for a pass, a bid that stands and a
    #: bid with something to check, kept as it was or typed over (:meth:`show_check`): "As typed before (hidden)"
    #: gave way to :attr:`MASKED_LINE` as a key changed a field, and back as it was retyped (a newcomer's try)
    KEPT_LINE = "Hidden (ctrl+o shows it): Enter through the fields or ctrl+s keeps it."
    #: the line under the masked fields of a bid the reveal refused, being retyped: the reveal named its bidder to
    #: the table already (a newcomer's try: Bea's refused bid opened saying only :attr:`KEPT_LINE`, ctrl+s kept it
    #: unchanged and the reveal refused it again)
    REFUSED_LINE = "Refused at the reveal: retype it (ctrl+o shows why, for its bidder's eyes alone)."
    #: the line for the bidder's eyes (ctrl+o) while nothing is typed: his pass when kept. Masked,
    #: :attr:`MASKED_LINE` as for a bid, and the note beside the class says it for every bidder ("empty = a pass")
    PASS_LINE = "Nothing typed: a pass when kept; type A, B or C to bid."
    #: the same line while the bidder peeks at a kept pass (ctrl+o)
    KEPT_PASS_LINE = "As typed before: a pass, no bid. Enter through the fields or ctrl+s keeps it; or type a bid."
    #: the examples in the empty fields of a new bid (none in a kept bid's masked fields: :class:`KeptLook`)
    EXAMPLES: ClassVar[dict[str, str]] = {"cls": "A/B/C", "amount": "$"}

    DEFAULT_CSS = """
    BidsScreen { align: center middle; }
    BidsScreen > #bids {
        width: 80; height: auto; border: round $accent; padding: 0 1; background: $surface;
        /* the app's title and the table's header ("Y1 Q1 · Phase 1 — bids") in sight above the box, however tall
           it grows (its room is the screen's less this margin: SecretBidsScreen._fit_box); with 1, a line under the
           fields wrapped over two, or a long reveal, covered the header (a newcomer's try) */
        margin-top: 2;
    }
    /* at the foot of a tall terminal (app.tcss), under the table's grid: the header is far above */
    BidsScreen.-tall > #bids { margin-top: 1; }
    BidsScreen #bids-card { text-style: bold; }
    BidsScreen #bids-roll { margin: 1 0; }
    BidsScreen .row { height: 1; }
    BidsScreen FieldRow { padding-left: 22; }
    BidsScreen .row > Input { width: 14; }
    BidsScreen .row > .after { width: 1fr; padding-left: 1; color: $text-muted; }
    BidsScreen #entry-who { text-style: bold; }
    BidsScreen #combo-note { color: $text-muted; }
    BidsScreen #bid-check { color: $text-muted; }
    BidsScreen #bid-check.-refused { color: $error; }
    BidsScreen #bid-check.-warning { color: $warning; }
    BidsScreen #bids-message.-refused { color: $error; }
    BidsScreen > #bids-keys { width: 80; height: auto; color: $text-muted; padding: 0 2; }
    BidsScreen #entry, BidsScreen #combo { height: auto; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "commit('ctrl+s')", "Next / Reveal / Record", id="bids_commit"),
        Binding("y", "record", "Record the bids", id="bids_record"),
        Binding("escape", "cancel", "Cancel", id="bids_cancel"),
        *(Binding(str(n), f"retype({n})", f"Retype seat {n}", id=f"bids_retype_{n}", show=False) for n in range(1, 5)),
        # Enter types, passes and reveals, never records: a second Enter still bouncing after the last
        # bid must not record it (y or ctrl+s does, as on the confirmation screens)
        Binding("enter", "commit('enter')", "Next / Reveal", id="bids_enter", show=False),
    ]
    KEY_IDS = (*SecretBidsScreen.KEY_IDS, "bids_commit", "bids_record", "bids_cancel")

    def __init__(self, refill: Mapping[str, Any] | None = None) -> None:
        super().__init__()
        self.typed: dict[int, TypedBid] = {}
        #: the bids of an action just undone, offered again (:func:`tui.screens.journal.offer_again`): the
        #: screen opens on their reveal (shown to the table already); a seat retyped starts from its own bid
        self.refill = refill
        self.resolution: list[air_empire.BidOutcome] = []
        self.split: list[air_empire.PhaseOneSplit] = []
        #: the amount of a seat's bid typed again, as kept (masked) when its fields opened; "" for a new bid
        self.kept_amount = ""
        #: the bid whose forfeit the banker was told of on Enter: a second Enter on it keeps it
        self.forfeit_told: TypedBid | None = None
        #: a bid kept with its class empty and other fields typed was told its class is missing (:attr:`NO_CLASS_LINE`),
        #: until a field changes
        self.no_class_told = False
        #: the refusal of the amount is shown even while it is still being typed (Enter or ctrl+s kept the bid);
        #: until the bid's fields change
        self.insist = False
        #: the seats whose bid was kept masked though refused (no class, a figure no whole number, no Flight Costs,
        #: or a refusal of the rules), by seat: the refusal, said at the reveal by the bidder's name alone, and the
        #: fields as typed, retyped from. Kept on its Enter as a good bid is: staying on a refused bid, and its
        #: "Refused" line, told the table which bid was wrong (a newcomer's try; Air Fare's bids alike)
        self.refused_seats: dict[int, tuple[RuleViolation, dict[str, str]]] = {}
        #: the reveal's lines as :meth:`reveal_lines` makes them, unwrapped, and the width they were wrapped to last
        self.revealed: list[str] = []
        self.wrapped_at = 0
        #: the fields' values of a seat's bid typed again (a pass: all empty) as it opened, by field id; ``None``
        #: for a new bid. While they are unchanged and masked the seat looks the same whatever was kept
        self.kept_values: dict[str, str] | None = None
        #: the planes a bid was typed with before the banker chose the other bid's combination for its figure at
        #: the reveal, by seat: ``(Flight Costs, Super Jets, Prop Jets)`` as typed; the reveal notes them
        self.retyped: dict[int, tuple[int, int, int]] = {}

    # -- the game ----------------------------------------------------------------------
    @property
    def view(self) -> air_empire.TableView:
        return air_empire.table_view(self.game.state)

    def prepare(self) -> None:
        view = self.view
        # asked from the Senior President clockwise, as the table goes round and the ties go (Route Bidding; a
        # newcomer's try: the bids began with seat 1 whoever was Senior President); recorded in seat order
        # (:meth:`payload`)
        self.seats = list(view.round_from_senior) or [p.seat for p in view.players if p.active]
        self.names = {p.seat: p.name for p in view.players}
        card = view.card or {}
        self.classes_of_service = tuple(card.get("minimums", {})) or air_empire.service_classes(self.game.state)
        if self.refill is not None:
            self.typed = {seat: TypedBid(seat) for seat in self.seats}  # a seat with no bid passed
            for bid in self.refill.get("bids", []):
                if bid.get("player") in self.typed:
                    self.typed[bid["player"]] = TypedBid(
                        bid["player"],
                        bid.get("class"),
                        bid.get("flight_costs"),
                        bid.get("super_jets"),
                        bid.get("prop_jets"),
                    )
            self.stage = "reveal"

    def compose_head(self) -> Iterable[Widget]:
        yield PlainStatic(self.card_text(self.view), id="bids-card", markup=False)

    def compose_fields(self) -> ComposeResult:
        yield FieldRow(
            "Class of service",
            ClassInput(
                id="cls",
                max_length=1,
                restrict=r"[A-Ca-c]?",
                compact=True,
                placeholder="A/B/C",
                password=True,
                classes="secret",
            ),
            SecretNote(
                f"{', '.join(self.classes_of_service)} (hidden); empty = a pass",
                f"{', '.join(self.classes_of_service)} (shown); empty = a pass",
                classes="after",
            ),
        )
        yield FieldRow(
            "Flight Costs",
            # not selected on focus: the class field hands its first digit on and focuses this one, and the
            # next digits typed would replace the selected first one ("a9000" came out as 000)
            FigureInput(
                what="Flight Costs: whole dollars, digits only",
                id="amount",
                placeholder="$",
                select_on_focus=False,
            ),
            SecretNote("$ (hidden)", "$ (shown)", classes="after"),
        )
        # the planes' fields are always there, Enter going through them: shown only for a figure the table has no
        # row for, the Enter on the amount went on to the next bidder or to the planes as the figure was known,
        # and a hurried banker's keys typed ahead for one bid landed in the next one's fields (a newcomer's try)
        with Vertical(id="combo"):
            yield SecretNote(
                "Planes: empty when the Flight Costs Table has the figure (hidden too).",
                "Planes: empty when the Flight Costs Table has the figure (shown too).",
                id="combo-note",
            )
            yield FieldRow(
                "Super Jets",
                FigureInput(
                    what="Super Jets: a number of planes, digits only",
                    id="supers",
                ),
            )
            yield FieldRow(
                "Prop Jets",
                FigureInput(
                    what="Prop Jets: a number of planes, digits only",
                    id="props",
                ),
            )
        yield PlainStatic("", id="bid-check", markup=False)

    def order_text(self, view: air_empire.TableView) -> str:
        """The order the bids are typed in this quarter, first of all on the form: ``"Order this quarter: Bea (Senior
        President), Cal, Ann"``. It starts with the Senior President and moves each quarter (Route Bidding), unlike
        Air Fare's seat order: a banker who typed a whole round in one burst as Ann, Bea, Cal had it go to Bea, Cal,
        Ann (a newcomer's try; the bidder's line said "Bid of Bea (seat 2)", unread)."""
        names = [self.names[seat] for seat in self.seats]
        if names and view.first_buyer == names[0]:
            names[0] = first_buyer(view)
        return "Order this quarter: " + ", ".join(names)

    def card_text(self, view: air_empire.TableView) -> str:
        card = view.card
        if not card:
            return f"{view.quarter_label}: no route card turned up"
        minimums = " · ".join(f"{c} {money(m)}" for c, m in card["minimums"].items())
        revenues = set(card["revenue"].values())
        revenue = (
            money(next(iter(revenues)))
            if len(revenues) == 1
            else " · ".join(f"{c} {money(r)}" for c, r in card["revenue"].items())
        )
        adjacent = ", ".join(card["adjacent"]) or "none"
        text = (
            f"{self.order_text(view)}\n"
            f"{view.quarter_label} bids on {card['city']} (adjacent: {adjacent})\n"
            f"Minimum Flight Costs: {minimums} · Revenue: {revenue}"
        )
        # Tournament Game: the route is re-bid (its income terminated on 1e, planes back idle)
        ended = [t for t in view.terminations if t.reason == "re-bid"]
        if ended:
            text += "\nRe-bid: income terminated (1e), planes back idle — " + ", ".join(
                f"{self.names[t.seat]} {t.service_class} {money(t.flight_profit)}" for t in ended
            )
        return text

    # -- drawing -----------------------------------------------------------------------
    def start_typing(self, seat: int) -> None:
        self.query_one("#entry-who", Static).update(self.who_line(seat))
        self.set_keys(self.typing_keys(seat))
        # a seat's bid typed again starts from what was typed (masked): a key typed by mistake on the
        # all-typed line (a digit picks a seat) and then Enter keeps the bid instead of making it a pass
        kept = self.typed.get(seat) if self.retyping else None
        values = {"cls": "", "amount": "", "supers": "", "props": ""}
        if kept is not None and kept.service_class is not None:
            values["cls"] = kept.service_class
            values["amount"] = "" if kept.flight_costs is None else str(kept.flight_costs)
            values["supers"] = "" if kept.super_jets is None else str(kept.super_jets)
            values["props"] = "" if kept.prop_jets is None else str(kept.prop_jets)
        held = self.refused_seats.get(seat) if kept is not None else None
        if held is not None:  # kept refused: its fields as typed (a figure that is no whole number too)
            values = dict(held[1])
        for widget_id, value in values.items():
            self.query_one(f"#{widget_id}", Input).value = value
        self.kept_amount = values["amount"]
        self.query_one("#cls", ClassInput).refused_letter = ""
        # a pass kept opened with empty fields and their grey examples, a bid with its masks and "The bid stands",
        # a doomed bid with "Something to check": told apart by anyone watching (a newcomer's try). Alike now
        self.kept_values = values if kept is not None else None
        self.show_examples()
        self.forfeit_told = None
        self.insist = False
        self.no_class_told = False
        self.show_check(None)
        if kept is not None:
            self.show_check(self.check_typed())
        self.query_one("#cls", Input).focus()

    def who_line(self, seat: int) -> str:
        """Whose bid the fields take, plainly at each hand-over: ``"First: Bea (seat 2) — the others look away."``, then
        ``"Bea's bid is kept. Now: Cal (seat 3) — the others look away."``; a seat's bid typed again, ``"Bid of Cal
        (seat 3) — …"``. Nothing of a bid: a pass is kept as a bid is. "Bid of Bea (seat 2)" went unread by a banker
        who typed the round in seat order (a newcomer's try; :meth:`order_text`)."""
        who = f"{self.names[seat]} (seat {seat}) — the others look away."
        index = self.seats.index(seat)
        if self.retyping or seat in self.typed:
            return f"Bid of {who}"
        if index == 0:
            return f"First: {who}"
        return f"{self.names[self.seats[index - 1]]}'s bid is kept. Now: {who}"

    def typing_keys(self, seat: int) -> str:
        """The keys' line while ``seat``'s bid is typed (:attr:`TYPING_KEYS_AROUND`), ctrl+s naming whom it hands
        over to (``"ctrl+s: next, Cal"``; the last, ``"ctrl+s: all typed"``), so the next bidder is named before the
        bid is kept."""
        index = self.seats.index(seat)
        following = [s for s in self.seats[index + 1 :] if s not in self.typed]
        if self.retyping and self.retype_queue:
            following = self.retype_queue
        elif self.retyping:
            following = []
        then = f"next, {self.names[following[0]]}" if following else "all typed"
        return then.join(self.TYPING_KEYS_AROUND)

    def kept_field(self, field: Input) -> bool:
        """Whether ``field`` of a seat's bid typed again still holds what was kept for it (:class:`KeptLook`)."""
        return self.kept_values is not None and self.kept_values.get(field.id or "") == field.value

    def kept_unchanged(self) -> bool:
        """Whether the bid being typed is a seat's bid typed again, every field as it was kept (a pass: all empty)."""
        return self.kept_values is not None and all(
            self.query_one(f"#{field}", Input).value == value for field, value in self.kept_values.items()
        )

    def show_examples(self) -> None:
        """The grey examples in the empty class and amount fields: for a new bid, or a kept bid peeked at; none in
        a kept bid's masked fields, where they told a pass (:class:`KeptLook`)."""
        shown = self.kept_values is None or self.peeking
        for field, example in self.EXAMPLES.items():
            self.query_one(f"#{field}", Input).placeholder = example if shown else ""
        for kept_field in self.query_one("#entry").query(KeptLook):
            kept_field.refresh()  # drawn as kept or not: a field whose value stays the same is not drawn again

    def keep_as_kept(self) -> None:
        """Keep the seat's bid typed again as it was (a pass, or the bid; one kept refused stays refused), whatever it
        is: asked nothing more, as a pass and a bid told apart by what the screen asks are told apart by the table.
        While its bidder peeks (ctrl+o), kept as a bid typed anew is (:meth:`store_current`): a bid refused stays on
        its field, said why, for him alone."""
        if self.peeking:
            self.store_current()
            return
        seat = self.seats[self.current]
        self.forfeit_told = None
        self.store(seat, self.typed.get(seat, TypedBid(seat)))

    def resolve(self, payload: dict[str, Any]) -> tuple[list[Entry], str]:
        """As :class:`SecretBidsScreen`'s; a bid kept refused (:attr:`refused_seats`) refuses the reveal first, in
        the order the bids are asked in (from the Senior President: :attr:`seats`), the order Enter retypes them in
        (:meth:`refused_in_order`), whatever the payload holds (a bid with no class is none of it)."""
        for seat in self.seats:
            if seat in self.refused_seats:
                raise self.refused_seats[seat][0]
        try:
            self.resolution = air_empire.bid_resolution(self.game.state, payload)
            self.split = air_empire.bids_split(self.game.state, payload)
        except RuleViolation:
            raise
        except Exception as unexpected:  # noqa: BLE001 - a message, never a traceback
            raise RuleViolation(f"cannot be read: {unexpected}", field="bids") from unexpected
        return preview(self.game, KIND, payload)

    def reveal_lines(self, entries: list[Entry], summary: str) -> list[str]:
        outcomes = {o.bid.player: o for o in self.resolution}
        split = {s.seat: s for s in self.split}
        width = self.query_one("#bids-message", Static).size.width or self.REVEAL_WIDTH
        # the names' column: the longest name whole where the columns after it leave the room, else cut there, never
        # narrower than NAME_WIDTH (a newcomer's try at 120x36: "Alexandra-Mar A $12,000", with room to spare)
        outcome = max([len("Outcome"), len("no bid")] + [len(o.outcome) for o in self.resolution])
        longest = max([cell_len(self.names[seat]) for seat in self.seats], default=0)
        column = max(self.NAME_WIDTH, min(longest + 1, width - (6 + 12 + 2 + 17 + outcome)))
        lines = [
            "The bids, revealed together, and each player's line 1g (Phase 1):",
            f"{'Player':<{column}}{'Class':<6}{'Flight Costs':>12}  {'Planes':<17}Outcome",
        ]
        for seat in self.seats:
            o = outcomes.get(seat)
            was = self.retyped_from(seat)
            cut = clip(self.names[seat], column - 1)  # a name's wide letters take two cells each
            name = cut + " " * (column - cell_len(cut))
            if o is None:
                lines.append(f"{name}{'—':<6}{'pass':>12}  {'':<17}no bid")
            else:
                planes = "—" if o.bid.super_jets is None else f"{o.bid.super_jets} Super, {o.bid.prop_jets} Prop"
                lines.append(
                    f"{name}{o.bid.service_class:<6}{money(o.bid.flight_costs):>12}  {planes:<17}{o.outcome.upper()}"
                )
            if was is not None:  # in capitals as the outcome is: the table reads it with the bid
                lines.append(f"  RETYPED after the reveal: was {was}")
            if o is not None:
                typed = self.retyped.get(seat)
                if typed is not None and typed[0] == o.bid.flight_costs and o.bid.super_jets is not None:
                    # the banker chose the other bid's planes for this figure: what this bidder typed is said (a
                    # newcomer's try: the reveal showed the chosen planes as typed, no word of what was)
                    lines.append(
                        f"  typed {typed[1]} Super, {typed[2]} Prop; the table gives {o.bid.super_jets} Super, "
                        f"{o.bid.prop_jets} Prop"
                    )
                if o.outcome == "forfeited":  # Bidding Examples; Reminder Rules 2
                    lines.append(f"  forfeited: {o.reason} (Reminder Rules 2)")
                else:
                    lines.append(f"  why: {o.reason}")
            if seat in split:
                paid = -cash_received(entries, seat) if split[seat].total < 0 else 0
                lines.append(f"  {split[seat].text()}" + (f", {money(paid)} paid to the Bank" if paid else ""))
        lines.append("")
        lines.append(f"Will record: {summary}")
        self.revealed = lines
        return self.hang(lines, width)

    def bid_words(self, seat: int, bid: Any) -> str:
        """``seat``'s bid in words for the RETYPED mark (:meth:`SecretBidsScreen.retyped_from`): ``"A $9,000"``, with
        its planes where typed (``"B $8,000 (1 Super, 3 Prop)"``), or ``"a pass"``."""
        if not isinstance(bid, TypedBid) or bid.service_class is None:
            return "a pass"
        planes = "" if bid.super_jets is None else f" ({bid.super_jets or 0} Super, {bid.prop_jets or 0} Prop)"
        return f"{bid.service_class} {money(bid.flight_costs or 0)}{planes}"

    def same_bid(self, seat: int, first: Any, now: Any) -> bool:
        """Whether ``seat``'s bid is as first revealed: its class and Flight Costs, and its planes, unless the banker
        chose the planes for a figure two bids disagreed on (:attr:`retyped`), which is no retype."""
        first = first if isinstance(first, TypedBid) else TypedBid(seat)
        now = now if isinstance(now, TypedBid) else TypedBid(seat)
        if (first.service_class, first.flight_costs) != (now.service_class, now.flight_costs):
            return False
        return seat in self.retyped or (first.super_jets, first.prop_jets) == (now.super_jets, now.prop_jets)

    #: the widest the box grows in a wide terminal (app.tcss's ``-wide`` width), its border and padding 4 cells
    WIDE_BOX = 110
    BOX_FRAME = 4
    #: the box's width set by :meth:`fit_width`, ``None``: the CSS's
    box_width: int | None = None

    def planes_clash(self) -> tuple[int, list[tuple[tuple[int, int], list[str]]]] | None:
        """The first Flight Costs figure two bids typed give different planes, and those combinations ``(Super
        Jets, Prop Jets)`` in the order typed, each with the names of its bidders; ``None``: no two disagree (Air
        Empire, Basic Game, Flight Costs Table: a figure always means one combination)."""
        combinations: dict[int, dict[tuple[int, int], list[str]]] = {}
        for seat in self.seats:
            bid = self.typed.get(seat)
            row = bid.payload_row() if bid is not None else None
            if row is None or "super_jets" not in row:
                continue
            planes = (int(row["super_jets"]), int(row["prop_jets"]))
            combinations.setdefault(int(row["flight_costs"]), {}).setdefault(planes, []).append(self.names[seat])
        return next(((figure, list(known.items())) for figure, known in combinations.items() if len(known) > 1), None)

    def reveal(self) -> None:
        """The bids shown to the table. Two bids that give one Flight Costs figure different planes ask the banker
        first which combination the board's Flight Costs Table gives for it (the bids are public now); the bids are
        then recorded with it, a bid short of idle planes for it forfeit as usual. A newcomer's try: the second
        bidder was refused privately while typing, "this figure means 1 Super Jet and 3 Prop Jets", which told
        him another player's figure and planes."""
        clash = self.planes_clash()
        if clash is not None and self.stage == "reveal":
            figure, combinations = clash
            # whose bid is whose, named on its option: the bids are public at the reveal (a newcomer's try: the
            # question did not say which bid gave which planes)
            options = [
                (f"{supers} {props}", f"{air_empire.both_kinds((supers, props))} ({whose_bids(names)})")
                for (supers, props), names in combinations
            ]
            question = (
                f"Two bids give {money(figure)} of Flight Costs different planes. Which does the board's Flight "
                "Costs Table give for it?"
            )

            def answered(value: str | None) -> None:
                if value is None:  # not answered: the reveal refuses the bids as they stand
                    self._reveal_as_typed()
                    return
                supers, props = (int(n) for n in value.split())
                for bid in self.typed.values():
                    if "super_jets" in (bid.payload_row() or {}) and bid.flight_costs == figure:
                        typed = (int(bid.super_jets or 0), int(bid.prop_jets or 0))
                        if typed != (supers, props):  # noted at the reveal: the bidder typed other planes
                            self.retyped[bid.seat] = (figure, *typed)
                        bid.super_jets, bid.prop_jets = supers, props
                self.reveal()
                self.refresh_bindings()  # the record key, shown on an accepted reveal only

            self.app.push_screen(ChoiceScreen(question, options), answered)
            return
        self._reveal_as_typed()

    def _reveal_as_typed(self) -> None:
        self.fit_width()
        super().reveal()
        self.wrapped_at = 0
        if self.refusal is None:
            self.call_after_refresh(self.wrap_reveal, 2)

    def show_stage(self) -> None:
        super().show_stage()
        if self.stage != "reveal":
            self.fit_width()  # the fields' room as the CSS gives it

    def fit_width(self) -> None:
        """In a wide terminal, the box and its keys' line as wide as the reveal's longest line needs (its scrollbar
        too), between 80 columns and :attr:`WIDE_BOX`; else as the CSS says. At 120x36 a reveal of 80 columns' lines
        sat in a box 110 wide (a newcomer's try)."""
        width: int | None = None
        if self.stage == "reveal" and self.refusal is None and self.has_class("-wide") and self.revealed:
            card = self.card_text(self.view).splitlines()
            widest = max(cell_len(line) for line in [*self.revealed, *card])
            width = max(80, min(self.WIDE_BOX, widest + self.BOX_FRAME + 2))  # 2: its scrollbar, if it comes
        if width != self.box_width:
            self.box_width = width
            for part in ("#bids", "#bids-keys"):
                self.query_one(part).styles.width = width

    def on_resize(self, event: events.Resize) -> None:
        """The reveal wrapped again to the box's new width (a newcomer's try: revealed at 80x24, then resized to
        120x36, its lines stayed wrapped at 80 columns in a box 110 wide), and "more below" said again."""
        super().on_resize(event)
        if self.stage == "reveal" and self.refusal is None:
            self.fit_width()
            self.wrapped_at = 0
            self.call_after_refresh(self.wrap_reveal, 2)

    def wrap_reveal(self, again: int) -> None:
        """The reveal wrapped again to its width once laid out (``again``: how many times more, as wrapping it
        may bring its scrollbar or take it away). Wrapped to the width the reveal had before it was laid out, or
        before its scrollbar came, a player's 1g sum went on at the box's edge, its total a line of its own
        ("$22,100", a newcomer's try)."""
        message = self.query_one("#bids-message", Static)
        width = message.size.width
        if self.stage != "reveal" or self.refusal is not None or not width:
            return
        if width == self.wrapped_at:
            # not laid out anew yet (the box's room is fit after a refresh, its scrollbar may still go): look again
            if again:
                self.call_after_refresh(self.wrap_reveal, again - 1)
            return
        self.wrapped_at = width
        message.update("\n".join(self.hang(self.revealed, width)))
        if again:
            self.call_after_refresh(self.wrap_reveal, again - 1)
        self.call_after_refresh(self._say_more_below)  # fewer lines now, or more

    def hang(self, lines: list[str], width: int) -> list[str]:
        """``lines`` with each line wider than ``width`` cells wrapped under its own text, two cells in
        (:func:`~tui.base.widgets.hanging`; a line not indented too: "Will record: ...")."""
        out: list[str] = []
        for line in lines:
            if line.startswith(" ") or not line:
                out += hanging([line], width).split("\n")
            else:  # a line of its own ("Will record: ...") goes on two cells in too: one cell in, and back
                out += [part[1:] for part in hanging([" " + line], width + 1).split("\n")]
        return out

    def seat_at_fault(self, error: RuleViolation, payload: dict[str, Any]) -> int | None:
        """The seat of a bid kept refused (:attr:`refused_seats`), or as :class:`SecretBidsScreen`'s."""
        for seat, (held, _fields) in self.refused_seats.items():
            if held is error:
                return seat
        return super().seat_at_fault(error, payload)

    def refused_in_order(self) -> list[int]:
        """The seats whose bids were kept refused (:attr:`refused_seats`), in seat order: the reveal names them all
        and Enter retypes each in turn, as Air Fare's bids do. Named one a reveal, the next bidder refused was said only
        after the first had retyped and the bids were revealed again."""
        return [seat for seat in self.seats if seat in self.refused_seats]

    def refusal_text(self, error: RuleViolation, payload: dict[str, Any]) -> str:
        """A bid refused at the reveal, named by its bidder alone, without a figure of any bid: in front of the
        table, "Eve's bid on this card says this Flight Costs figure means 1 Super Jet and 3 Prop Jets; Fay typed 0
        Super Jets and 4 Prop Jets" told everyone both bids (a newcomer's try). Several bids kept refused are named
        together ("Bea's and Cal's bids are refused by the rules: retype them"). Why, for the bidder's eyes: ctrl+o
        on his bid retyped (:meth:`check_typed` says it). A refusal of no one bid is said in full."""
        seat = self.seat_at_fault(error, payload)
        if seat is None:
            return super().refusal_text(error, payload)
        refused = self.refused_in_order()
        if seat in refused:
            return refused_bids_text([self.names[s] for s in refused])
        name = self.names[seat]
        if "Flight Costs figure means" in error.message:
            return (
                f"{name}'s bid disagrees with an earlier bid's planes for this Flight Costs figure: "
                f"retype it (ctrl+o on {name}'s bid shows why)."
            )
        return refused_bids_text([name])

    def reveal_keys(self) -> str:
        """The keys under an accepted reveal: a seat's bid may be retyped (a typo), shown to the table as retyped."""
        return (
            f"y or ctrl+s: record · {self.seat_keys()}: retype a bid, marked RETYPED · Esc: cancel (Enter does not "
            "record)"
        )

    # -- typing ------------------------------------------------------------------------
    def on_input_changed(self, event: Input.Changed) -> None:
        self.no_class_told = False
        if self.stage == "typing" and event.input.id in ("cls", "amount", "supers", "props"):
            self.insist = False
            self.show_check(self.check_typed())

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        # (SecretBidsScreen's own handler runs too: Textual calls each class's)
        # the amount left (or come back to): its refusal shows, or waits while it is being typed again
        if self.stage == "typing" and isinstance(event.widget, Input) and not (self.peeking and self.forfeit_told):
            self.show_check(self.check_typed())

    def amount_typing(self, check: air_empire.BidCheck | None) -> bool:
        """Whether ``check`` refuses the Flight Costs while they are still being typed: the amount field has the
        focus, its cursor at the end, and more digits could make it a bid the ledger takes
        (:func:`ledger.games.air_empire.bid_amount_open`). The README's promise, kept by the forms
        (:meth:`tui.base.widgets.FormScreen.still_typing`): 1, 14, 140 and 1400 of a $14,000 bid were each
        "Refused" (a newcomer's try). Never once Enter or ctrl+s kept the bid (:attr:`insist`)."""
        if check is None or check.refusal is None or self.insist:
            return False
        if not check.refusal.field.endswith("flight_costs"):
            return False
        field = self.query_one("#amount", Input)
        if self.focused is not field or field.cursor_position != len(field.value):
            return False
        try:
            row = self.typed_row()
        except FormError:
            return False
        return row is not None and air_empire.bid_amount_open(self.game.state, row)

    def typed_row(self) -> dict[str, Any] | None:
        """The bid of the player typing as a payload row (``None``: a pass, or no amount yet).

        Raises:
            FormError: a field that is not a whole number.
        """
        cls = self.query_one("#cls", Input).value.strip().upper()
        amount = parse_whole(self.query_one("#amount", Input).value)
        if not cls or amount is None:
            return None
        seat = self.seats[self.current]
        supers = parse_whole(self.query_one("#supers", Input).value)
        props = parse_whole(self.query_one("#props", Input).value)
        return TypedBid(seat, cls, amount, supers, props).payload_row()

    def check_typed(self) -> air_empire.BidCheck | None:
        """The ledger's check of the bid typed so far, on its own, with its planes when any are typed (none: the
        table's row for the figure, or "type its planes" when it has none). Never against the other players' bids
        typed: taking a figure's planes from another bid told the bidder that someone had bid it, and refusing
        planes that clash with another bid's told him that bid's figure and planes ("in this game this Flight Costs
        figure means 1 Super Jet and 3 Prop Jets", newcomers' tries). Two bids that disagree are asked about at the
        reveal, where every bid shows (:meth:`reveal`)."""
        try:
            row = self.typed_row()
        except FormError:
            return None
        if row is None:
            return None
        return air_empire.check_bid(self.game.state, row)

    def show_own(self) -> None:
        """Mask or show the bidder's fields (ctrl+o), and with them what the ledger says of the bid (the planes
        the game takes for the figure, a forfeit, a refusal): peeking, the truth; masked again, the line every
        bid shows (:attr:`MASKED_LINE`), whatever was told on Enter while he peeked."""
        super().show_own()
        if self.stage != "typing":
            return
        self.show_examples()
        check = self.check_typed()
        self.show_check(check)
        if self.kept_unchanged() or check is None or check.refusal is not None or not self.forfeit_kept_next():
            return
        line = self.query_one("#bid-check", Static)  # a forfeit said on Enter: its "Enter again keeps it" stays
        line.update(f"{self.check_words(check)} Enter again keeps it; or change it.")

    def forfeit_kept_next(self) -> bool:
        """Whether the bid in the fields was told forfeited if it wins on Enter while its bidder peeks
        (:meth:`store_current`) and not changed since: the next Enter keeps it."""
        return self.peeking and self.forfeit_told is not None and self.forfeit_told == self.typed_bid()

    def check_words(self, check: air_empire.BidCheck) -> str:
        """The ledger's sentence on the bid, in the banker's words, for the bidder's eyes (ctrl+o): why it is refused
        or forfeited, or that the figure has no row, tells the amount (the Flight Costs Table is public; "below the
        card's minimum", "not a multiple of $1,000"), so masked the line says nothing of it (:meth:`show_check`). The
        reveal says why in full (Reminder Rules 2)."""
        return in_words(self, check.text)

    def show_check(self, check: air_empire.BidCheck | None) -> None:
        """The banker's line under the fields: what the ledger says of this bid, never its amount; masked, the same
        line for every bid."""
        if not self.peeking:
            # masked, one line for every bid, blank or typed, with a problem or none, passing or not: "Something to
            # check in this bid" came as a doomed bid was typed, "The class is empty: Enter again goes on" as a
            # bidder passed, and "Refused: ctrl+o shows why" as a refused bid was kept, and told the table
            # (newcomers' tries). Checked for the bidder's eyes on ctrl+o; a bid kept refused is refused at the
            # reveal (:attr:`refused_seats`). A seat's bid typed again keeps its own line, changed or not
            seat = self.seats[self.current] if self.seats else None
            if self.kept_values is not None and seat in self.refused_seats and self.kept_unchanged():
                self.say_check(self.keys_said(self.REFUSED_LINE), refused=True)
            else:
                self.say_check(self.keys_said(self.MASKED_LINE if self.kept_values is None else self.KEPT_LINE))
            return
        if self.no_class_told:
            self.say_check(self.NO_CLASS_LINE, refused=True)
            return
        problem = self.typed_problem()
        if self.kept_unchanged() and not self.insist:
            # a seat's bid typed again, as kept: the truth for the bidder's eyes (a bid kept refused too)
            if problem is not None:
                self.say_check(problem[1], refused=True)
            elif check is None:
                self.say_check(self.keys_said(self.KEPT_PASS_LINE))
            else:
                self.say_check(self.check_words(check), refused=check.refusal is not None)
            return
        if check is None and self.stage == "typing" and problem is not None:
            # figures typed ahead of an empty class (its digits go on to the Flight Costs), a class with no Flight
            # Costs yet, or a figure that is no whole number
            unfinished = problem[1] in (self.NO_CLASS_LINE, self.NO_AMOUNT_LINE)
            self.say_check(problem[1], refused=not unfinished, warning=unfinished)
            return
        if check is None and self.stage == "typing" and bool(self.seats) and not self.anything_typed():
            # nothing typed, for the bidder's eyes alone: his pass when kept (Enter through the fields, or ctrl+s)
            refused = self.query_one("#cls", ClassInput).refused_words()
            self.say_check((f"{refused}. " if refused else "") + self.PASS_LINE)
            return
        if self.amount_typing(check):
            self.say_check(self.TYPING_LINE)
            return
        # the ledger's sentence names an option and a document as the books do: the banker reads them in words;
        # the planes the game takes for the figure tell the amount (the Flight Costs Table is public): said
        # only while the bidder peeks at his own bid (ctrl+o), as the amount is
        known = (
            f" Planes: {check.known_planes}, as the game knows this figure."
            if check is not None and check.known_planes and check.refusal is None
            else ""
        )
        self.say_check(
            "" if check is None else self.check_words(check) + known,
            refused=check is not None and check.refusal is not None,
            warning=check is not None and check.refusal is None and bool(check.forfeit or check.needs_planes),
        )

    def say_check(self, text: str, *, refused: bool = False, warning: bool = False) -> None:
        """The line under the fields says ``text``, marked refused (red) or to check (amber), or neither."""
        line = self.query_one("#bid-check", Static)
        line.update(text)
        line.set_class(refused, "-refused")
        line.set_class(warning, "-warning")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        widget_id = event.input.id
        if self.kept_unchanged():
            # a seat's bid typed again, as kept: Enter goes down the fields alike for a pass and a bid (a pass's
            # empty class asked "Enter again goes on", a doomed bid told its forfeit again), the last keeps it
            following = {"cls": "#amount", "amount": "#supers", "supers": "#props"}.get(widget_id or "")
            if following is None:
                self.keep_as_kept()
                return
            field = self.query_one(following, Input)
            field.focus()
            if field.value:
                field.select_all()  # what is typed replaces the kept figure
            return
        if self.forfeit_kept_next():
            # the line says "Enter again keeps it": from any field of the bid, not only the last one. On a seat's
            # bid retyped (the cursor on its class) Enter went down a field each time and the record key after it
            # landed in the planes (a newcomer's try)
            self.store_current()
        elif widget_id == "cls":
            # empty or not, Enter on the class goes on to the Flight Costs: on an empty class it stayed there and
            # asked first, and the cursor's mark told the table a pass from a bid while masked (a newcomer's try);
            # a pass is kept as a bid is, from the last field or on ctrl+s
            amount = self.query_one("#amount", Input)
            amount.focus()
            if self.kept_amount and amount.value == self.kept_amount:
                amount.select_all()  # retyped: what is typed replaces the kept amount, Enter keeps it
        elif widget_id == "amount":
            self.query_one("#supers", Input).focus()
        elif widget_id == "supers":
            self.query_one("#props", Input).focus()
        else:
            self.store_current()

    def action_commit(self, key: str = "ctrl+s") -> None:
        """ctrl+s is "next bidder" (the keys' line): on a bidder with nothing typed it is his pass, at once. It asked
        first, as a stray Enter does, and stayed on him: the next bidder's keys, typed ahead, went into his fields,
        and the reveal showed him winning with them (a newcomer's try)."""
        if self.stage == "typing" and self.kept_unchanged():
            self.keep_as_kept()  # a seat's bid typed again, as kept: kept at once, whatever it is
            return
        if self.stage == "typing" and key == "ctrl+s" and not self.anything_typed():
            seat = self.seats[self.current]
            self.hand_over(seat, TypedBid(seat))
            return
        if self.stage == "typing" and key == "ctrl+s":
            # the bid as typed, a forfeit too (the live line has said it): ctrl+s stopped on a bid forfeited if it
            # wins ("Enter again keeps it") and the Enter typed with it to reveal went to keep it instead, the
            # screen left at "All bids are typed" without a word (a newcomer's try)
            self.store_current(keep_forfeit=True)
            return
        super().action_commit(key)

    def anything_typed(self) -> bool:
        """Whether any field of the bid being typed holds something."""
        return any(self.query_one(f"#{field}", Input).value.strip() for field in FIELDS)

    def typed_bid(self) -> TypedBid | None:
        """The bid in the fields as they are (``None``: a field that is not a whole number)."""
        try:
            return TypedBid(
                self.seats[self.current],
                self.query_one("#cls", Input).value.strip().upper() or None,
                parse_whole(self.query_one("#amount", Input).value),
                parse_whole(self.query_one("#supers", Input).value),
                parse_whole(self.query_one("#props", Input).value),
            )
        except FormError:
            return None

    def store_current(self, *, keep_forfeit: bool = False) -> None:
        """Keep the bid in the fields and go on to the next bidder (:meth:`hand_over`). While the bidder peeks
        (ctrl+o) it stays on the bid and says why instead: no class, a field that is not a whole number, no amount,
        a refusal, a figure with no row and no planes typed, or (once, unless ``keep_forfeit``: ctrl+s keeps the bid
        as typed) a bid forfeited if it wins. Masked, any bid goes on at once, one refused kept refused
        (:attr:`refused_seats`) and refused at the reveal, before anything is recorded: staying on it, with its
        "Refused" line and an Enter more, told the table which bid was wrong (a newcomer's try)."""
        seat = self.seats[self.current]
        problem = self.typed_problem()
        if problem is not None and self.peeking:
            field, why = problem
            if field == "cls":
                # a class cleared, the figures still typed: "The class is empty: Enter again goes on" passed the
                # bidder on the next key and dropped his figures (a newcomer's try: ctrl+s after clearing the class).
                # What is missing is the class; a pass is the fields emptied (ctrl+s on nothing typed)
                self.no_class_told = True  # said until a field changes (:meth:`show_check`)
                self.show_check(None)
            else:  # the field named and focused (its figure is not repeated: secret)
                self.notify(why, severity="warning", markup=False)
            self.query_one(f"#{field}", Input).focus()
            return
        if problem is not None:
            self.hand_over(seat, TypedBid(seat), RuleViolation(problem[1], field="bids"))
            return
        typed = self.typed_bid() or TypedBid(seat)  # every figure whole (:meth:`typed_problem`)
        if typed.service_class is None:
            # nothing typed: a pass, kept as a bid is (Enter on the last field, or ctrl+s). It was asked first, the
            # cursor staying on the class, and that told the table a pass from a bid (a newcomer's try); a stray
            # Enter now only goes down a field, four of them to pass
            self.hand_over(seat, typed)
            return
        check = self.check_typed()
        if check is not None and check.refusal is not None and not self.peeking:
            self.hand_over(seat, typed, check.refusal)
            return
        if check is not None and check.refusal is not None:
            # refused now, for the bidder's eyes: never at the reveal, in front of the table; even an amount that
            # more digits could still make right (the banker keeps it as typed)
            self.insist = True
            self.show_check(check)
            field = check.refusal.field.rsplit(".", 1)[-1]
            target = {"class": "#cls", "super_jets": "#supers", "prop_jets": "#props"}.get(field, "#amount")
            self.query_one(target, Input).focus()
            self.bid_refused()
            return
        if check is not None and check.needs_planes and self.peeking:
            # a figure with no row of the table and no planes typed, said to the bidder: it needs them if it wins.
            # Masked, kept as typed: the reveal asks for them only if it wins (Flight Costs Table)
            self.insist = True  # said until the fields change (:meth:`show_check`)
            self.show_check(check)
            self.query_one("#supers", Input).focus()
            return
        if check is not None and check.forfeit and self.forfeit_told != typed and not keep_forfeit and self.peeking:
            # a bid the planes idle cannot back is the bidder's to keep (Reminder Rules 2), said once while he
            # peeks (ctrl+o): the line under the fields gave way to the next player's at once. Masked, kept at once
            # as any bid is: the extra Enter and "Something to check in this bid" told the table which bid would be
            # forfeited (a newcomer's try; the reveal says it, Route Bidding: "If a player bids illegally and
            # wins, that player forfeits")
            self.forfeit_told = typed
            self.show_check(check)
            line = self.query_one("#bid-check", Static)
            line.update(f"{self.check_words(check)} Enter again keeps it; or change it.")
            return
        self.hand_over(seat, typed)

    def hand_over(self, seat: int, typed: TypedBid, refusal: RuleViolation | None = None) -> None:
        """Keep ``typed`` for ``seat`` and go on (:meth:`store`); with ``refusal``, kept refused, its fields as typed
        (:attr:`refused_seats`)."""
        if refusal is None:
            self.refused_seats.pop(seat, None)
        else:
            self.refused_seats[seat] = (refusal, {field: self.query_one(f"#{field}", Input).value for field in FIELDS})
        self.forfeit_told = None
        self.store(seat, typed)

    #: the line for the bidder's eyes when a class is typed and no Flight Costs
    NO_AMOUNT_LINE = "Type the Flight Costs bid (or leave the class empty to pass)."

    def typed_problem(self) -> tuple[str, str] | None:
        """What keeps the fields from being a bid the ledger reads, for the bidder's eyes: ``(field id, why)``, figures
        typed with no class (:attr:`NO_CLASS_LINE`), a figure that is no whole number (named, never repeated), a class
        with no Flight Costs (:attr:`NO_AMOUNT_LINE`); ``None``: none (a pass, or a bid for the ledger to check)."""
        cls = self.query_one("#cls", Input).value.strip()
        if not cls and self.anything_typed():
            return "cls", self.NO_CLASS_LINE
        for field, what in (("amount", "Flight Costs"), ("supers", "Super Jets"), ("props", "Prop Jets")):
            try:
                parse_whole(self.query_one(f"#{field}", Input).value)
            except FormError as error:
                return field, f"{what}: {error}"
        if cls and parse_whole(self.query_one("#amount", Input).value) is None:
            return "amount", self.NO_AMOUNT_LINE
        return None

    def go_on_from_forfeit(self, character: str) -> bool:
        """A class letter typed while the bid's forfeit is told (Enter stays on it once): keep the bid, as a second
        Enter does, and type the letter into the next bidder's class. The next bid typed at once was lost: its
        letter refused by this bid's figures, the Enter keeping this bid, its digits refused by the next class
        field (a newcomer's try, issue 13). Whether the key was taken."""
        told = self.peeking and self.forfeit_told is not None
        if self.stage != "typing" or not told or character.upper() not in self.classes_of_service:
            return False
        seat = self.current
        self.store_current()
        if self.stage == "typing" and self.current != seat:
            cls = self.query_one("#cls", Input)
            cls.value = character
            cls.cursor_position = len(cls.value)
        return True

    def payload(self) -> dict[str, Any]:
        # in seat order whatever order they were asked in: the records stored so far replay as they were
        rows = [self.typed[s].payload_row() for s in sorted(self.seats) if s in self.typed]
        return {"bids": [r for r in rows if r is not None]}
