"""The steps both secret-bid screens share (Air Empire's :class:`tui.games.air_empire.bids.BidsScreen`, Air Fare's
:class:`tui.games.air_fare.forms.AirFareBidsScreen`).

Each active player's bid is typed in turn while the others look away (masked, and who is done
shows only as "typed"); then the bids are revealed together with what the ledger would record;
a refusal at the reveal names the seats to retype (Enter retypes each in turn), any seat's bid can be retyped by
its number, Esc drops what was typed (asked first once something is typed). While a player types, ctrl+o
shows his own masked fields as typed and hides them again (a terminal cannot tell a key held down).
Only a reveal the rules
accept is recorded: by the ``record`` action, or by ``commit`` unless the key that sent it was
Enter (``commit('enter')``), so a screen binds Enter that way when Enter must never record.

A screen gives its own widgets, payload, reveal text and keys' wording; nothing of a game's rules
is here.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Select, Static

from ledger.game import Game
from ledger.journal import Entry, RuleViolation
from ledger.prose import listed
from tui.base.backdrop import BackdropModalScreen
from tui.base.footer import Footer
from tui.base.keys import SaysKeys
from tui.base.widgets import (
    FormBody,
    FormScreen,
    PlainStatic,
    airbanker,
    cancel_or_ask,
    hanging,
    key_clock,
    key_named,
    step_field,
)
from tui.base.words import refusal_text as words_refusal

__all__ = [
    "SecretBidsScreen",
    "SecretNote",
    "hanging",
    "record_key_before_reveal",
    "refill_waiting",
    "refused_bids_text",
    "whose_bids",
]


def whose_bids(names: list[str]) -> str:
    """Whose bids, in words: ``"Ann's bid"``, ``"Ann's and Bea's bids"``, ``"Ann's, Bea's and Cal's bids"``."""
    owned = [f"{name}'s" for name in names]
    if len(owned) == 1:
        return f"{owned[0]} bid"
    return f"{listed(owned)} bids"


def refused_bids_text(names: list[str]) -> str:
    """The reveal's refusal of the bids kept refused while masked, by their bidders' names alone (no figure, no
    reason: those are for each bidder's eyes, ctrl+o), e.g. ``"Bea's and Cal's bids are refused by the rules: retype
    them (ctrl+o on each bid shows why)."``; one bid: ``"Cal's bid is refused by the rules: retype it (ctrl+o on
    Cal's bid shows why)."``. Air Empire's route bids and plane sale say it alike."""
    if len(names) == 1:
        return f"{names[0]}'s bid is refused by the rules: retype it (ctrl+o on {names[0]}'s bid shows why)."
    return f"{whose_bids(names)} are refused by the rules: retype them (ctrl+o on each bid shows why)."


def refill_waiting(app: Any, kind: str) -> Mapping[str, Any] | None:
    """The payload of an action of ``kind`` just undone that :func:`tui.screens.journal.offer_again` is
    offering again now (taken: ``None`` after), or ``None``. A secret-bid screen is no
    :class:`~tui.base.widgets.FormScreen`, so it reads it when it is built (the app fills only forms)."""
    waiting = getattr(app, "_refill", None)
    if waiting is None or waiting[0] != kind:
        return None
    app.refill_next("", None)
    payload: Mapping[str, Any] = waiting[1]
    return payload


def record_key_before_reveal(
    screen: Screen[Any],
    event: events.Key,
    revealed_at: float | None,
    what: str,
    say: Callable[[str], None],
    *,
    any_key: bool = False,
) -> str:
    """Whether ``event`` is a key that records a reveal on ``screen`` (one bound to ``record`` or ``commit``, not Enter,
    which never records a reveal) typed before the reveal was drawn at ``revealed_at`` (on the keys' clock,
    :func:`~tui.base.widgets.key_clock`; ``None``: not drawn yet): the table sees what is revealed, with what the
    ledger would record, before anything is recorded (README). Such a key is not used: ``say`` says so ("'y' was typed
    before the bids showed: not used."; ``what``: "the bids"), and the keys typed straight after it are not used
    either (:meth:`tui.app.AirbankerApp.refused_key`). The words said, or ``""`` when the key is used as ever. The
    secret bids' reveal and Air Fare's advertising reveal share it. ``any_key``: every key but ctrl+q (the app's way
    out) is held to the reveal so, Enter too: a reveal whose next field records on Enter (Air Fare's 1D10 rolls after
    the advertising's amounts: "g 1 Enter 1 Enter 1 Enter 2 ctrl+s 7 Enter" typed at once recorded, a review's
    probe)."""
    if any_key:
        if event.key == "ctrl+q":
            return ""
    else:
        bound = screen.active_bindings.get(event.key)
        if bound is None or bound.binding.action.split("(")[0] not in ("record", "commit") or event.key == "enter":
            return ""
    if revealed_at is not None and event.time >= revealed_at:
        return ""
    named = key_named(event.character) if event.is_printable else event.key
    said = f"{named} was typed before {what} showed: not used."
    say(said)
    refused_key = getattr(screen.app, "refused_key", None)
    if callable(refused_key):
        refused_key(said, names_key=True)
    return said


class SecretNote(PlainStatic):
    """A note beside a masked field that says whether it is masked: "(hidden)" while the others look
    away, "(shown)" while its bidder peeks (ctrl+o), so the screen never says hidden over a bid in sight.

    Args:
        hidden: the note while the field is masked.
        shown: the note while the bidder peeks.
    """

    def __init__(self, hidden: str, shown: str, **kwargs: Any) -> None:
        super().__init__(hidden, markup=False, **kwargs)
        self.hidden_text = hidden
        self.shown_text = shown

    def peek(self, peeking: bool) -> None:
        """Say the field is shown (``peeking``) or hidden."""
        self.update(self.shown_text if peeking else self.hidden_text)


class SecretBidsScreen(SaysKeys, BackdropModalScreen[bool]):
    """Secret bids: typed one player at a time (masked), revealed together, recorded on a key."""

    #: the action the payload is recorded as
    KIND: ClassVar[str] = ""
    #: what one player types, in the keys' lines: "retype that seat's bid"
    BID_WORD: ClassVar[str] = "bid"
    #: the keys' line while a player types
    TYPING_KEYS: ClassVar[str] = ""
    #: the message once every player has typed
    READY_MESSAGE: ClassVar[str] = ""
    #: the roll of players: the least width of a name (a longer one widens the column), and what stands for a
    #: player who has typed
    NAME_WIDTH: ClassVar[int] = 14
    TYPED_MARK: ClassVar[str] = "typed (hidden)"

    DEFAULT_CSS = """
    SecretBidsScreen #bids-keys.-said { color: $warning; text-style: bold; }
    """

    # "" and not None (Textual's "as the app says"): the screen focuses the bidder's field itself (or none at
    # the reveal); the app's auto focus gave the scrolling part the focus first, styling all of it again on
    # its focus and its blur
    AUTO_FOCUS = ""

    # merged with each screen's own keys
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+o", "peek", "Show/hide my bid", id="bids_peek"),
        # as in every form (README): Up and Down move to the field above or below (an open list keeps its own)
        Binding("down", "field_step(1)", "Field below", id="bids_field_below", show=False),
        Binding("up", "field_step(-1)", "Field above", id="bids_field_above", show=False),
        # the reveal scrolls with them (no field is focused then): at 80×24 a re-bid's lines ran below the box
        Binding("pagedown", "scroll_reveal('scroll_page_down')", "Page down", id="bids_page_down", show=False),
        Binding("pageup", "scroll_reveal('scroll_page_up')", "Page up", id="bids_page_up", show=False),
        Binding("end", "scroll_reveal('scroll_end')", "End", id="bids_end", show=False),
        Binding("home", "scroll_reveal('scroll_home')", "Home", id="bids_home", show=False),
    ]

    #: the bindings whose keys the keys' line names (:meth:`keys_said`: as the keymap has them now); each game's
    #: screen adds its own
    KEY_IDS: ClassVar[tuple[str, ...]] = ("bids_peek",)

    #: the payload of the bids just undone, offered again (:func:`refill_waiting`); ``None``: bids typed anew
    refill: Mapping[str, Any] | None = None
    #: every seat's bid (its entry of :attr:`typed`) as the table first saw the bids revealed and accepted, by seat
    #: (``None``: not revealed yet): a bid retyped after it (a typo put right) is marked on the reveal with what it
    #: was, and noted in the record (:meth:`retyped_from`), so none is changed quietly in the table's sight
    first_revealed: dict[int, Any] | None = None

    def __init__(self) -> None:
        super().__init__()
        self.peeking = False  # the player typing sees his own fields as typed
        self.stage = "typing"  # typing | ready | reveal
        self.typed: dict[int, Any] = {}  # seat -> what was typed for the player
        self.current = 0  # index into self.seats while typing
        self.retyping = False
        self.refusal: RuleViolation | None = None
        self.seats: list[int] = []
        self.names: dict[int, str] = {}
        self.keys_line = ""  # the keys' line as the step says it (:meth:`set_keys`), repeated after a word said
        #: the seats refused at the reveal still to retype after the one retyping now, in seat order (Enter at a
        #: reveal naming them all, :meth:`refused_in_order`): each retypes in turn, then the reveal
        self.retype_queue: list[int] = []

    @property
    def game(self) -> Game:
        return airbanker(self).game

    # -- what a screen gives -------------------------------------------------------------------
    def prepare(self) -> None:
        """Read the game before the screen is built: set :attr:`seats` (the bidders) and :attr:`names`."""
        raise NotImplementedError

    def compose_head(self) -> Iterable[Widget]:
        """The heading above the roll of players."""
        raise NotImplementedError

    def compose_fields(self) -> ComposeResult:
        """The (masked) fields one player types."""
        raise NotImplementedError

    def start_typing(self, seat: int) -> None:
        """Empty the fields for ``seat``, say whose bid it is (``#entry-who``) and focus the first field."""
        raise NotImplementedError

    def payload(self) -> dict[str, Any]:
        raise NotImplementedError

    def resolve(self, payload: dict[str, Any]) -> tuple[list[Entry], str]:
        """The entries and summary :func:`tui.base.widgets.preview` gives, after any check of the screen's own.

        Raises:
            RuleViolation: the bids are refused.
        """
        raise NotImplementedError

    def reveal_lines(self, entries: list[Entry], summary: str) -> list[str]:
        """The accepted bids, revealed."""
        raise NotImplementedError

    def reveal_keys(self) -> str:
        """The keys' line under an accepted reveal."""
        raise NotImplementedError

    def bid_words(self, seat: int, bid: Any) -> str:
        """``seat``'s bid as typed (its entry of :attr:`typed`; ``None``: none typed), in words for the mark of a bid
        retyped after the reveal (:meth:`retyped_from`): Air Empire's ``"A $9,000"`` or ``"a pass"``, Air Fare's
        ``"Miami $50M, Boston $45M"`` or ``"no bid"``."""
        raise NotImplementedError

    def same_bid(self, seat: int, first: Any, now: Any) -> bool:
        """Whether ``seat``'s bid ``now`` is the one the table first saw revealed, ``first`` (entries of :attr:`typed`,
        ``None``: none typed): equal, here."""
        return bool(first == now)

    @property
    def can_type(self) -> bool:
        """Whether there is anything to bid on (with nothing, the screen opens on the reveal)."""
        return True

    def refusal_text(self, error: RuleViolation, payload: dict[str, Any]) -> str:
        """The refusal as the reveal shows it (in the banker's words: :func:`tui.base.words.refusal_text`)."""
        return words_refusal(self, error, payload)

    def refused_in_order(self) -> list[int]:
        """The seats whose own bids the last reveal refused, in seat order: named together at the reveal and retyped
        in turn on Enter (:meth:`action_commit`); none here (a screen that finds them says)."""
        return []

    def seat_at_fault(self, error: RuleViolation, payload: dict[str, Any]) -> int | None:
        """The seat whose bid the refusal names (``bids[1].amount`` → the player of the 2nd bid)."""
        match = re.match(r"bids\[(\d+)\]", error.field or "")
        if match and int(match.group(1)) < len(payload["bids"]):
            return int(payload["bids"][int(match.group(1))]["player"])
        return None

    # -- the screen ----------------------------------------------------------------------------
    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        # the label marked is the focused bid's (app.tcss), as in every form: it stayed unmarked
        FormScreen._restyle_row(event.widget)

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        FormScreen._restyle_row(event.widget)

    def compose(self) -> ComposeResult:
        self.prepare()
        with FormBody(id="bids"):  # Up and Down move between the fields, even when it scrolls
            yield from self.compose_head()
            yield PlainStatic("", id="bids-roll", markup=False)
            with Vertical(id="entry"):
                yield PlainStatic("", id="entry-who", markup=False)
                yield from self.compose_fields()
            yield PlainStatic("", id="bids-message", markup=False)
        # outside the scrolling part, so the keys stay in sight however long the reveal is
        yield PlainStatic("", id="bids-keys", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        if not self.can_type:
            self.stage = "reveal"
        self.show_stage()

    def roll_text(self) -> str:
        lines = []
        # at least NAME_WIDTH, and a column more than the longest name: "Annabelle Longname> typing now" ran on
        width = max([self.NAME_WIDTH] + [cell_len(self.names[seat]) + 1 for seat in self.seats])
        for index, seat in enumerate(self.seats):
            if self.stage == "typing" and index == self.current:
                state = "> typing now"
            elif seat in self.typed:  # a pass looks exactly like a bid until the reveal: who passed is secret too
                state = f"  {self.TYPED_MARK}"
            else:
                state = "  waiting"
            name = self.names[seat]
            lines.append(f"{seat} {name}{' ' * (width - cell_len(name))}{state}")
        return "\n".join(lines)

    def show_stage(self) -> None:
        roll = self.query_one("#bids-roll", Static)
        roll.update(self.roll_text())
        roll.display = self.stage != "reveal"
        entry = self.query_one("#entry")
        message = self.query_one("#bids-message", Static)
        message.set_class(False, "-refused")
        self.peeking = False
        self.show_own()
        if self.stage == "typing":
            entry.display = True
            message.update("")
            self.set_keys(self.TYPING_KEYS)
            self.start_typing(self.seats[self.current])
        elif self.stage == "ready":
            entry.display = False
            self.set_focus(None)
            message.update(self.READY_MESSAGE)
            self.set_keys(f"Enter: reveal · {self.seat_keys()}: retype that seat's {self.BID_WORD} · Esc: cancel")
        else:
            entry.display = False
            self.set_focus(None)
            self.reveal()
        self.refresh_bindings()  # a record key is shown in the footer only on an accepted reveal
        self.call_after_refresh(self._fit_box)  # after the reveal's own (:meth:`_say_more_below`)

    def set_keys(self, text: str) -> None:
        """The keys' line under the box says ``text``, unmarked (what :meth:`say` said goes)."""
        text = self.keys_said(text)
        keys = self.query_one("#bids-keys", Static)
        keys.update(text)
        keys.remove_class("-said")
        self.keys_line = text

    def say(self, text: str) -> None:
        """Say ``text`` in the keys' line, marked, with the terminal's bell, as a question does
        (:meth:`tui.base.widgets.ConfirmScreen._say`): inside the screen, covering nothing. The next step's keys
        line (:meth:`set_keys`) takes its place."""
        keys = self.query_one("#bids-keys", Static)
        keys.update(self.keys_said(text))
        keys.add_class("-said")
        self.app.bell()

    def on_key(self, event: events.Key) -> None:
        """Past the typing (all typed, or revealed), a letter that answers nothing here is said in the keys' line
        with the keys that do, as the y/n questions do (a newcomer's try: the reveal took a stray ``z`` without
        a word). While a bid is typed the keys are its field's."""
        if self.stage == "typing" or not event.is_printable:
            return
        bound = self.active_bindings.get(event.key)
        if bound is not None and bound.enabled:
            return
        event.stop()
        self.say(f"{key_named(event.character)} answers nothing here. {self.keys_line}")

    def seat_keys(self) -> str:
        """The seat numbers still bidding, e.g. ``"1, 3"`` when seat 2 is out of the game."""
        return ", ".join(str(seat) for seat in sorted(self.seats))  # asked in another order, they read as numbers

    def reveal(self) -> None:
        message = self.query_one("#bids-message", Static)
        payload = self.payload()
        self.refusal = None
        try:
            entries, summary = self.resolve(payload)
        except RuleViolation as error:
            self.refusal = error
            seat = self.seat_at_fault(error, payload)
            queue = self.refused_in_order()
            who = f"\nEnter: type {self.names[seat]}'s {self.BID_WORD} again." if seat else ""
            if len(queue) > 1 and seat in queue:  # every bidder refused named, each retyped in turn
                then = ", then ".join(f"{self.names[s]}'s" for s in queue[1:])
                who = f"\nEnter: type {self.names[queue[0]]}'s {self.BID_WORD} again, then {then}."
            message.update(f"Refused at the reveal — nothing recorded:\n{self.refusal_text(error, payload)}{who}")
            message.set_class(True, "-refused")
            self.set_keys(f"Enter: retype · {self.seat_keys()}: retype that seat's {self.BID_WORD} · Esc: cancel")
            return
        if self.first_revealed is None:  # the table sees every bid now
            self.first_revealed = copy.deepcopy(self.typed)
        message.update(hanging(self.reveal_lines(entries, summary), message.size.width))
        self.set_keys(self.reveal_keys())
        self.call_after_refresh(self._say_more_below)
        if payload != self._revealed_payload:  # bids revealed anew (not the same drawn again, at a new size)
            self._revealed_payload = payload
            self.revealed_at = None
            self.call_after_refresh(self._mark_revealed)

    #: when the accepted reveal of :attr:`_revealed_payload` was first drawn, on the clock of the keys' times
    #: (:attr:`textual.events.Key.time`); ``None`` until then (:meth:`key_typed_ahead`)
    revealed_at: float | None = None
    _revealed_payload: dict[str, Any] | None = None

    def _mark_revealed(self) -> None:
        self.revealed_at = key_clock()

    def key_typed_ahead(self, event: events.Key) -> bool:
        """Whether ``event`` is a record key (y, ctrl+s) typed before the accepted reveal was on screen, and is
        therefore not used: the table sees the bids revealed, with what the ledger would record, before anything is
        recorded (README; a newcomer's try of Air Empire: "... ctrl+s ctrl+s Enter y" typed at once recorded the
        quarter's bids, the reveal never drawn). It says so on the keys' line, and the keys typed straight after it
        are not used either (:meth:`tui.app.AirbankerApp.refused_key`). The app asks before it runs a key's binding
        (:meth:`tui.app.AirbankerApp.on_event`). Any other key goes to a base's own check, if the screen has one (Air
        Fare's bids: an Enter typed ahead of the screen shown again after a bank loan, :class:`LoanTypedAhead
        <tui.games.air_fare.forms.LoanTypedAhead>`, which this method hid: "ctrl+l Tab 20 Enter Enter" handed the
        bidder's seat over unseen again)."""
        if self.stage == "reveal" and self.refusal is None and self.is_attached:
            keys = self.reveal_keys()

            def say(said: str) -> None:
                self.say(f"{said} {keys}")

            if record_key_before_reveal(self, event, self.revealed_at, "the bids", say):
                return True
        base: Callable[[events.Key], bool] | None = getattr(super(), "key_typed_ahead", None)
        return base(event) if base is not None else False

    def _say_more_below(self) -> None:
        """When the reveal runs below the box (a re-bid at 80×24), the keys' line says so before ``y`` records
        what the banker has not read; scrolled to its end, or once the terminal grew and it all fits, no longer (a
        newcomer's try of Air Fare: revealed at 80x24, then 120x36, "↓ PgDn: more below" stayed). A word said in
        the keys' line (:meth:`say`) stays until a key."""
        if not self.is_attached or self.stage != "reveal" or self.refusal is not None:
            return
        if self.query_one("#bids-keys").has_class("-said"):
            return
        body = self.query_one("#bids", FormBody)
        more = body.scroll_y < body.max_scroll_y
        text = f"↓ PgDn: more below · {self.reveal_keys()}" if more else self.reveal_keys()
        if text != self.keys_line:
            self.set_keys(text)
            self.call_after_refresh(self._fit_box)  # the keys' line may take two lines now, or one

    def on_resize(self, _event: events.Resize) -> None:
        self.call_after_refresh(self._fit_box_then_say)

    def _fit_box_then_say(self) -> None:
        """The box fit to the new room, then, once laid out so, whether the reveal runs below it said again."""
        self._fit_box()
        self.call_after_refresh(self._say_more_below)

    def _fit_box(self) -> None:
        """The box (``#bids``, ``height: auto`` in each screen's CSS) as high as what it holds, at most the room above
        its keys' line and the footer: at 120×36 it stood the whole height over ~17 empty lines (newcomers' tries,
        Air Empire and Air Fare); a reveal longer than the room scrolls in it (↓ PgDn: more below), its border and
        keys in sight. Textual's ``max-height: 1fr`` does not hold it to the room left (the reveal pushed the keys
        off an 80×24 screen), so the room is worked out here."""
        if not self.is_attached:
            return
        box = self.query_one("#bids")
        below = self.query_one("#bids-keys").outer_size.height + self.query_one(Footer).outer_size.height
        room = self.size.height - box.styles.margin.top - below
        grid_bottom = self.grid_bottom()
        if grid_bottom is not None:
            # at the foot of a tall terminal, the players' rows whole above it: a tall reveal covered the last of
            # them (a newcomer's try at 120x36); what does not fit scrolls in the box
            room = min(room, self.size.height - below - grid_bottom)
        room = max(room, 6)
        if box.styles.max_height is None or box.styles.max_height.value != room:
            box.styles.max_height = room

    def store(self, seat: int, typed: Any) -> None:
        """Keep what ``seat`` typed and go on: the next player, the next seat refused at the reveal still to retype
        (:attr:`retype_queue`), or (the last, or a retyped bid) the reveal."""
        self.typed[seat] = typed
        if self.retyping and self.retype_queue:
            self.current = self.seats.index(self.retype_queue.pop(0))
            self.show_stage()
            return
        if self.retyping or self.current + 1 >= len(self.seats):
            self.retyping = False
            self.stage = "ready"
        else:
            self.current += 1
        self.show_stage()

    def store_current(self) -> None:
        """Read the fields of the player typing now and :meth:`store` them (or say what is wrong)."""
        raise NotImplementedError

    def bid_refused(self) -> None:
        """A bid refused on Enter stays on its field: the keys typed straight after it (the next player's bid,
        typed ahead) are not used, and the banker is told how many (:meth:`tui.app.AirbankerApp.refused_key`):
        they landed in the refused field, or past it in the wrong player's (issue 13)."""
        refused_key = getattr(self.app, "refused_key", None)
        if refused_key is not None:
            refused_key()

    def show_own(self) -> None:
        """Mask the fields of the player typing, or (peeking) show them as typed."""
        entry = self.query_one("#entry")
        for field in entry.query(Input):
            if field.has_class("secret"):
                field.password = not self.peeking
        for note in entry.query(SecretNote):
            note.peek(self.peeking)

    # -- keys ----------------------------------------------------------------------------------
    def action_field_step(self, step: int) -> None:
        """Focus the bidder's field below (``step`` 1) or above (-1) the focused one (:func:`step_field`); with
        no bid being typed (the reveal), scroll the screen a line down or up."""
        if self.stage != "typing":
            self.query_one("#bids", FormBody).scroll_relative(y=step, animate=False)
            self.call_after_refresh(self._say_more_below)
            return
        fields = [w for w in self.focus_chain if isinstance(w, (Input, Select))]
        step_field(fields, self.focused, step)

    def action_scroll_reveal(self, how: str) -> None:
        """Page Up, Page Down, Home and End scroll the reveal (``how``: the scroll method), not a bid's field."""
        if self.stage != "typing":
            getattr(self.query_one("#bids", FormBody), how)(animate=False)
            self.call_after_refresh(self._say_more_below)

    def action_peek(self) -> None:
        """Show the typing player's own bid as typed, or mask it again (the others look away)."""
        if self.stage == "typing":
            self.peeking = not self.peeking
            self.show_own()

    def action_commit(self, key: str = "ctrl+s") -> None:
        if self.stage == "typing":
            self.store_current()
        elif self.stage == "ready":
            self.stage = "reveal"
            self.show_stage()
        elif self.refusal is not None:
            seat = self.seat_at_fault(self.refusal, self.payload())
            queue = self.refused_in_order()
            if seat in queue:  # every bidder the reveal refused, in turn (:meth:`store`)
                self.action_retype(queue[0])
                self.retype_queue = queue[1:]
            else:
                self.action_retype(seat or self.seats[0])
        elif key == "enter":
            # said in the keys' line, not a notice at the top (a newcomer's try: Enter on the reveal went unseen)
            self.say(f"Enter does not record the bids: y records them. {self.keys_line}")
        else:
            self.action_record()

    def retyped_from(self, seat: int) -> str | None:
        """What ``seat``'s bid was when the table first saw the bids revealed, in words (:meth:`bid_words`), when it
        was typed otherwise since (its seat's key at the reveal); ``None``: as revealed, or not revealed yet. A
        newcomer's try: a bid could be changed after everyone had seen the others, with no word of it (Air Empire,
        then Air Fare)."""
        if self.first_revealed is None:
            return None
        first, now = self.first_revealed.get(seat), self.typed.get(seat)
        return None if self.same_bid(seat, first, now) else self.bid_words(seat, first)

    def retyped_said(self, seat: int) -> str | None:
        """``seat``'s bid retyped after the reveal, with what it was and is: ``"Ivo was B $7,000 (now B $8,000)"``;
        ``None``: as revealed (:meth:`retyped_from`)."""
        was = self.retyped_from(seat)
        if was is None:
            return None
        return f"{self.names[seat]} was {was} (now {self.bid_words(seat, self.typed.get(seat))})"

    def retyped_note(self) -> str:
        """The bids retyped after the reveal (:meth:`retyped_said`), in seat order as asked: ``"RETYPED after the
        reveal: Ivo was B $7,000 (now B $8,000)"``, several joined by "; "; ``""``: none. A newcomer's try: the mark
        was on the reveal only, and once recorded the bid was nowhere said retyped."""
        said = [s for s in (self.retyped_said(seat) for seat in self.seats) if s is not None]
        return f"RETYPED after the reveal: {'; '.join(said)}" if said else ""

    def record_note(self) -> str:
        """The record's note (shown in the journal, found by its search): what the reveal showed that the payload
        does not keep, the bids retyped after the reveal (:meth:`retyped_note`), or ``""``."""
        return self.retyped_note()

    def action_record(self) -> None:
        """Record the revealed bids (only those the rules accept), with :meth:`record_note`."""
        if self.stage != "reveal" or self.refusal is not None:
            return
        rec = airbanker(self).record(self.KIND, self.payload(), note=self.record_note())
        if rec is not None:
            self.dismiss(True)
        else:
            self.reveal()
            self.refresh_bindings()

    def action_retype(self, seat: int) -> None:
        """Retype ``seat``'s bid alone (a seat's key), or the first of those the reveal refused (:meth:`action_commit`
        queues the others)."""
        self.retype_queue = []
        if self.stage == "typing" or seat not in self.seats or not self.can_type:
            return
        self.current = self.seats.index(seat)
        self.retyping = True
        self.stage = "typing"
        self.show_stage()

    def in_help(self, binding: Binding) -> bool:
        """Whether the help (F1) lists ``binding``: a seat's retype key only for a seat still bidding (the help of
        a 4-player Air Fare game listed "5 — Retype seat 5 · not now" and "6 — Retype seat 6", a newcomer's try)."""
        seat = re.fullmatch(r"retype\((\d+)\)", binding.action)
        return seat is None or int(seat.group(1)) in self.seats

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # digit keys and Enter belong to the Inputs while a bid is typed
        if action == "retype" and (self.stage == "typing" or (parameters and parameters[0] not in self.seats)):
            return False  # and no seat that is not at the table
        if action == "peek":
            return self.stage == "typing"
        if action == "record":  # records only the bids revealed and accepted
            return self.stage == "reveal" and self.refusal is None
        return True

    def unsaved(self) -> bool:
        """Whether a bid is typed and not recorded: one stored for a bidder, or the bid being typed now (Esc and
        ctrl+q ask before dropping them)."""
        return bool(self.typed) or any(field.value.strip() for field in self.query(Input))

    def action_cancel(self) -> None:
        if self.stage == "typing" and self.peeking:  # the table looks at the question: the bid masked first (a
            self.action_peek()  # newcomer's try: the peeked bid stayed "(shown)" behind "Drop the bids typed?")
        # the bids of an undo offered again (refill): the undo is recorded already, and Esc leaves them undone
        question = (
            "Leave these bids undone? The undo stays recorded; nothing more is."
            if self.refill is not None
            else "Drop the bids typed so far? Nothing is recorded."
        )
        cancel_or_ask(self, self.unsaved(), question)
