"""The banker's forms for Air Fare (../shared/rules/air-fare.txt).

One form per phase of the Turn Sequence — the maintenance rolls (typed, or rolled by airbanker
with the seed kept in the record), the card each player drew (a Plane Crash asks which plane is
lost), the flights, the revenue (each player's landings, interest and event costs shown before
it is recorded), the settle of the dues a player could not pay at the Revenue Phase (asked
first when it declares a bankruptcy), the secret bids (typed one player at a time, masked, then
revealed together with who wins each card, ties staying in the pool and cards nobody bid on
discarded) — and the Raise Money Fast forms: bank loan, repayment (with the interest the next
Revenue Phase will charge), sale to a neutral third party, a card sold between players.

Each form builds the payload of docs/game-record.md (Air Fare) and asks the ledger
(:meth:`ledger.game.Game.preview`) what recording it would do; a refusal is the rules engine's
RuleViolation with its field and rule, and nothing is recorded. What a form shows beyond the
preview's summary (the rolls, the cards won, the revenue after the flights) is read from the
state the ledger derives when it applies the payload to a copy (:func:`applied_state`): no rule
of the game is computed here.
"""

from __future__ import annotations

import copy
import re
import secrets
from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.color import Color
from textual.css.query import NoMatches
from textual.dom import DOMNode
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Select, Static

from ledger.games import air_fare as af
from ledger.journal import Entry, RuleViolation
from ledger.prose import listed
from tui.base.secret_bids import SecretBidsScreen, record_key_before_reveal
from tui.base.toasts import withdraw
from tui.base.widgets import (
    DIGITS,
    FORM_KEYS,
    LIST_KEYS,
    FormError,
    HangingLines,
    MaskedInput,
    NumberInput,
    PlainStatic,
    SearchOverlay,
    StepForm,
    airbanker,
    cancel_or_ask,
    cash_received,
    clip,
    folded,
    form_row as _row,
    hanging,
    key_clock,
    number_input as _num,
    parse_whole,
    preview,
    say_not_used,
    show_note,
)
from tui.base.words import in_words, refusal_text
from tui.games.air_fare.table import dues_text, mm, next_active_seat, short_city, short_plane
from tui.games.golden_age.forms import PickSelect

__all__ = [
    "GROUND",
    "AdvertisingForm",
    "AirFareBidsScreen",
    "DrawForm",
    "FlightsForm",
    "LoanForm",
    "MaintenanceForm",
    "MaskedInput",
    "PlayerLoanForm",
    "RepayForm",
    "RevenueForm",
    "SaleForm",
    "SettleForm",
    "TradeForm",
    "applied_state",
]

#: the flight form's choice for a plane that does not fly this turn
GROUND = "(stays on the ground)"


def applied_state(game: Any, kind: str, payload: dict[str, Any]) -> af.AirFareState:
    """The state the ledger derives once ``payload`` is applied, on a copy (nothing recorded).

    Raises:
        RuleViolation: the refusal of the rules (as :meth:`ledger.game.Game.preview`).
    """
    state: af.AirFareState = copy.deepcopy(game.state)
    try:
        game.rules.apply(state, kind, dict(payload))
    except RuleViolation:
        raise
    except Exception as error:
        raise RuleViolation(f"cannot be read: {error}", field="payload") from error
    return state


class PlayerSelect(PickSelect):
    """The player of a money form (a bank loan, its repayment, a loan between players), its options "2 Bea ($50M)".

    A seat's digit typed on the closed list chooses that player at once, as its label offers ("2" for "2 Bea"), and
    Enter moves on to the next field (a newcomer's try: "n 2 Enter" lent $2M from the highlighted player, the "2"
    taken as the amount). Digits typed one after another are an amount (no seat has two digits): the list goes back
    to the player it showed and the amount field takes them and the keys after them, so "l 20 Enter" is still the
    highlighted player's $20M (newcomers' tries: "100" typed straight after ``l`` was Ann's loan of nothing, the
    "1" searching "1 Ann"; "n 20 Enter" chose "2 Bea" as the lender). A digit of no seat offered is the amount's too.
    """

    def __init__(self, options: Iterable[tuple[Any, Any]], *, digits_to: str, **kwargs: Any) -> None:
        super().__init__(options, **kwargs)
        self.digits_to = digits_to
        #: the seat's digit just typed on the closed list and the player shown before it, while the next key may
        #: make it the first digit of an amount; ``None``: no digit pending
        self._seat_typed: tuple[str, Any] | None = None
        #: the seats at the table the list does not offer, each with why ("Dan is out of the game"): the digit of one
        #: opens the list, which says why, rather than be taken as an amount
        self.refused: dict[int, str] = {}

    def seat_offered(self, character: str) -> int | None:
        """The seat of the player offered whose seat is the digit ``character``, or ``None``."""
        seats = [value for _label, value in self._given]
        return int(character) if character.isdigit() and int(character) in seats else None

    def offers(self, character: str) -> bool:
        """A letter or digit of a player offered, or the digit of a seat left out (the list opens and says why)."""
        return super().offers(character) or (character.isdigit() and int(character) in self.refused)

    def unmatched_text(self, query: str) -> str:
        """Why no player matches ``query``: the seat left out that it is the digit of, and why ("Cal owes the bank
        nothing"), else that none matches."""
        if query.isdigit() and int(query) in self.refused:
            return self.refused[int(query)]
        return f'no player matches "{query}"'

    def on_blur(self) -> None:
        self._seat_typed = None  # moved on (Enter took the player chosen): the digit chose him for good

    async def _on_key(self, event: events.Key) -> None:
        character = event.character
        pending, self._seat_typed = self._seat_typed, None
        if self.expanded or character is None or not character.isdigit():
            await super()._on_key(event)
            return
        seat = self.seat_offered(character)
        if pending is None and seat is not None:
            event.stop()
            event.prevent_default()
            self._seat_typed = (character, self.value)
            self.value = seat
            return
        if pending is None and self.offers(character):
            await super()._on_key(event)  # a seat the list leaves out: it opens and says why (LoanPlayerSelect)
            return
        event.stop()
        event.prevent_default()
        typed = character
        if pending is not None:  # the seat's digit was an amount's first: the player shown before it again
            first, before = pending
            typed = first + character
            if self.value != before:
                self.value = before
        amount = self.screen.query_one(f"#{self.digits_to}", Input)
        self.screen.set_focus(amount)  # at once (focus() waits a turn): the keys after it go there too
        # the digits again, queued behind the amount's focus (which selects its text) and before the keys after them
        for digit in typed:
            amount.post_message(events.Key(digit, digit))


class LoanPlayerSelect(PlayerSelect):
    """The Lender or Borrower list of a loan between players: the Borrower list of a new loan leaves out the lender,
    and says so when his name is typed (a newcomer's try: the Borrower list offered the lender himself)."""

    def __init__(self, options: Iterable[tuple[Any, Any]], *, role: str, **kwargs: Any) -> None:
        super().__init__(options, **kwargs)
        #: "lender" or "borrower": the part of the player this list chooses
        self.role = role
        #: the name of the player the list leaves out, chosen in the other list ("" when none)
        self.left_out = ""

    def unmatched_text(self, query: str) -> str:
        """Why nothing matches ``query`` when it names the player left out ("Bea is the lender: a loan is between two
        players"), else why the seat it is the digit of is left out, else that no player matches."""
        if self.left_out and not query.isdigit() and folded(query) in folded(self.left_out):
            return self.chosen_in_other(self.left_out)
        return super().unmatched_text(query)

    def chosen_in_other(self, name: str) -> str:
        """Why ``name``, chosen in the other list, is not in this one."""
        other = "borrower" if self.role == "lender" else "lender"
        said = f"{name} is the {other}: a loan is between two players"
        # on the key line's one line at 80 columns, as the card lists' (SaleCardSelect.UNMATCHED_ROOM)
        return said if cell_len(said) <= SaleCardSelect.UNMATCHED_ROOM else f"{name} is the {other}"

    def offers(self, character: str) -> bool:
        """A letter of the player left out opens the list too, which then says why he is not in it (it went on to
        the next field)."""
        wanted = folded(character)
        return super().offers(character) or (bool(wanted) and not wanted.isdigit() and wanted in folded(self.left_out))


class _AFForm(StepForm):
    """A form on the open Air Fare game: Enter moves on field by field and, past the last, records."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "enter",
            "record",
            "Next field; on a list: open it, then choose; on the last field: record",
            id="af_form_enter",
            show=False,
        )
    ]

    # the field the cursor is in stands out as in every form (app.tcss: the field the keys go to)
    DEFAULT_CSS = """
    _AFForm FieldRow { padding-left: 26; }
    _AFForm .row > Input.num { width: 8; }
    _AFForm .row > .after { color: $text-muted; }
    _AFForm FieldRow > .field-row--note { color: $text-muted; }
    """

    @property
    def state(self) -> af.AirFareState:
        state: af.AirFareState = self.game.state
        return state

    def amount_text(self, amount: int) -> str:
        return mm(amount)

    def cash(self, seat: int) -> int:
        return int(self.game.balance(f"p{seat}:cash"))

    def player_options(self) -> list[tuple[str, int]]:
        """The airlines still in the game: ``"1 Ann ($50M)"``."""
        return [(f"{p.seat} {p.name} ({mm(self.cash(p.seat))})", p.seat) for p in self.state.active_players()]

    def highlighted_in(self, seats: Iterable[int]) -> int | None:
        """The seat of the player the table highlights when among ``seats`` (the players the field offers); when he
        is out of the game, the next of ``seats`` after him round the table (:func:`~tui.games.air_fare.table.
        next_active_seat`); else ``None``. A newcomer's try: with "Dan (out)" highlighted after his bankruptcy, the
        loan and sale forms opened on "1 Ann" without a word, and a loan typed ahead went to Ann."""
        offered = list(seats)
        seat = self.highlighted_seat()
        if seat is None:
            return None
        if seat in offered:
            return seat
        players = self.state.players
        if 1 <= seat <= len(players) and not players[seat - 1].active:
            return next_active_seat(self.state, seat, offered)
        return None

    def first_seat(self) -> int | None:
        """The seat a player field starts on: the player the table highlights, as in the forms of the other
        games (the table highlights the first player short when the raise-money step comes: the one money is
        raised for); else the first player still short; else the first airline still in the game. A newcomer's
        try: the bank loan form started on the player short who had just raised his dues, not on the player
        highlighted since."""
        options = self.player_options()
        highlighted = self.highlighted_in(seat for _label, seat in options)
        if highlighted is not None:
            return highlighted
        short = [p for p in af.short_players(self.state) if p.cash < p.owes] or af.short_players(self.state)
        if short:
            return short[0].seat
        return options[0][1] if options else None

    def player_select(self, widget_id: str, value: int | None = None, *, digits_to: str = "") -> PickSelect:
        """The list of the airlines still in the game, on ``value`` (default: :meth:`first_seat`); with
        ``digits_to``, a digit typed on it goes to that amount field (:class:`PlayerSelect`)."""
        if value is None and widget_id in ("player", "seller", "borrower"):
            value = self.first_seat()
        options = self.player_options()
        first = value if value is not None else (options[0][1] if options else Select.NULL)
        if digits_to:
            select = PlayerSelect(options, digits_to=digits_to, id=widget_id, allow_blank=False, value=first)
            select.refused = self.seats_left_out([seat for _label, seat in options])
            return select
        return PickSelect(options, id=widget_id, allow_blank=False, value=first)

    def seats_left_out(self, offered: Iterable[int]) -> dict[int, str]:
        """The seats at the table a player list leaves out of ``offered``, each with why: out of the game (a
        :class:`PlayerSelect` says it when the seat's digit is typed)."""
        shown = set(offered)
        return {p.seat: self.left_out_why(p) for p in self.state.players if p.seat not in shown}

    def left_out_why(self, player: af.PlayerState) -> str:
        """Why ``player`` is not offered by the form's player list."""
        return f"{player.name} is out of the game" if not player.active else f"{player.name} is not offered here"

    def seat(self, widget_id: str, what: str = "the player") -> int:
        return int(self.selected(widget_id, what))

    def missing_line(self, missing: Exception) -> str:
        """What is still to type or choose, said of the field the banker is on: the first field missing when it
        is the one focused ("… choose the card sold"); else what the field focused holds, then what is missing
        elsewhere, said as missing ("… Player: 2 Bea — Enter takes it; missing: type the amount in $M"), above
        the focused field or below it. A newcomer's try: on Ann's #16 the line said "… choose where Ann's #1
        flies", and on a repayment's Player "… type the amount", each read as about the field focused.

        The field focused may add a word of its own (:meth:`focus_note`: the cities closed this turn)."""
        self._missing = missing
        on = self.on_field()
        wanted = self.field_by_id(getattr(missing, "field", None) or "")
        note = self.focus_note(on) if on is not None else ""
        if on is None or wanted is None or wanted is on:
            return f"… {missing}{note}"
        now = self.field_now(on)
        return f"… {now}{note}; missing: {missing}" if now else f"… missing: {missing}{note}"

    def focus_note(self, field: Widget) -> str:
        """A word on the live line about ``field``, the field focused, after what is missing (``"; ..."``), or
        ``""``."""
        return ""

    def rolled(self) -> bool:
        """Whether the dice of the form are rolled (by airbanker, or typed where that stops it): ctrl+r is then not
        offered (:meth:`check_action`), and pressed all the same it says why (:meth:`on_key`). By default no dice."""
        return False

    def on_key(self, event: events.Key) -> None:
        """ctrl+r (as the keymap has it) once the dice are rolled (:meth:`rolled`): not offered, it says why, as
        before, rather than do nothing in silence."""
        if not self.rolled():
            return
        key_for: Callable[[Binding], str] = getattr(self.app, "key_for", lambda b: b.key)
        rolls = {key.strip() for _key, b in self._bindings for key in key_for(b).split(",") if b.action == "roll"}
        if event.key in rolls:
            event.stop()
            event.prevent_default()
            self.action_roll()

    def action_roll(self) -> None:
        """ctrl+r: airbanker rolls the form's dice (a form with dice has its own)."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """ctrl+r is offered only while it rolls: not once the dice are rolled (:meth:`rolled`; a newcomer's try: it
        was offered after airbanker rolled, a notice saying why it did nothing)."""
        if action == "roll" and self.rolled():
            return False
        return super().check_action(action, parameters)


def d10(roll: int | None) -> int | None:
    """A d10's roll as typed, read as the rules count it: a 0 is 10 (a ten-sided die shows 0 for 10; the
    record keeps 1-10, the rolls of Air Fare, Maintenance Phase)."""
    return 10 if roll == 0 else roll


# == Maintenance Phase =========================================================================
class MaintenanceForm(_AFForm):
    """Maintenance Phase: one d10 per plane, typed by the banker or rolled by airbanker (seed recorded)."""

    KIND = "air_fare.maintenance"

    BINDINGS: ClassVar[list[BindingType]] = [Binding("ctrl+r", "roll", "airbanker rolls", id="af_roll_for_me")]
    KEY_IDS = (*_AFForm.KEY_IDS, "af_roll_for_me")

    def __init__(self) -> None:
        super().__init__()
        self.seed: int | None = None
        self.seed_rolls: dict[int, int] = {}
        #: the rolls were made by ctrl+r (:meth:`action_roll`), not filled in from a maintenance undone
        self.rolled_by_key = False

    @property
    def planes(self) -> list[tuple[af.PlayerState, int]]:
        return [(p, c) for p in self.state.active_players() for c in sorted(p.planes)]

    def compose_fields(self) -> ComposeResult:
        limits = ", ".join(f"{age} on 1-{n}" if n > 1 else f"{age} on 1" for age, n in af.GROUNDED_UP_TO.items())
        yield PlainStatic(
            f"Grounded: {limits} (Air Fare, Maintenance Phase). Type each roll (a d10's 0 is 10: type 0 or "
            "10), or ctrl+r: airbanker rolls them (the seed is kept in the record).",
            classes="info",
            markup=False,
        )
        for player, plane in self.planes:
            card = self.state.cards[plane]
            age = af.PLANES[card.name].age
            yield _row(
                f"{player.name} #{plane} {short_plane(card.name)}",
                _num(f"roll_{plane}", placeholder="1-10", max_length=2),
                after=f"{age}",
                after_id=f"after_{plane}",
            )
        if self.state.options.get("price_war"):
            yield PlainStatic(
                "Price War (optional rule): the cities each player picks earn no income this turn; "
                "type their names, separated by commas, or leave blank.",
                classes="info",
                markup=False,
            )
            for player in self.state.active_players():
                cities = sorted({self.state.city_of(r) for r in player.rights})
                yield _row(
                    f"{player.name}: Price War",
                    Input(id=f"war_{player.seat}", compact=True, placeholder=", ".join(cities)[:40]),
                )

    def heading(self) -> str:
        return f"Maintenance Phase, turn {self.state.turn}: roll 1D10 for each plane"

    def keys_hint(self) -> str:
        """The form's keys, and ctrl+r until airbanker rolled (:meth:`rolled`)."""
        return FORM_KEYS if self.rolled() else f"{FORM_KEYS}\nctrl+r: airbanker rolls"

    def rolled(self) -> bool:
        """Whether airbanker rolled the dice: ctrl+r rolls once (:meth:`action_roll`)."""
        return self.seed is not None

    def field_widget(self, field_name: str) -> Widget | None:
        war = re.match(r"price_war\[(\d+)\]", field_name)
        if war:
            rows = self.price_war()
            if int(war.group(1)) < len(rows):
                return self.query_one(f"#war_{rows[int(war.group(1))]['player']}", Input)
        match = re.match(r"rolls\[(\d+)\]", field_name)
        if match:
            planes = self.planes
            index = int(match.group(1))
            if index < len(planes):
                return self.query_one(f"#roll_{planes[index][1]}", Input)
        return None

    def typed(self) -> dict[int, int | None]:
        """Each plane's roll as typed, a 0 read as 10 (:func:`d10`); ``None`` where nothing is typed."""
        out: dict[int, int | None] = {}
        for _player, plane in self.planes:
            try:
                out[plane] = d10(parse_whole(self.query_one(f"#roll_{plane}", Input).value))
            except FormError:
                out[plane] = None
        return out

    def extra_info(self) -> None:
        for _player, plane in self.planes:
            age = af.PLANES[self.state.cards[plane].name].age
            roll = self.typed().get(plane)
            note = age
            if roll is not None and 1 <= roll <= 10:
                note += ": GROUNDED" if af.grounded_on(age, roll) else ": flies"
                if self.query_one(f"#roll_{plane}", Input).value.strip() == "0":
                    note += " (0 = 10)"
            if self.seed is not None and self.seed_rolls.get(plane) == roll:
                note += " (airbanker's roll)"
            self.show_note(f"after_{plane}", note)

    def price_war(self) -> list[dict[str, Any]]:
        """The Price War cities typed, matched to the player's landing rights by name (any case)."""
        rows = []
        for player in self.state.active_players() if self.state.options.get("price_war") else []:
            held = {self.state.city_of(r).casefold(): self.state.city_of(r) for r in player.rights}
            typed = [c.strip() for c in self.query_one(f"#war_{player.seat}", Input).value.split(",") if c.strip()]
            if typed:
                rows.append({"player": player.seat, "cities": [held.get(c.casefold(), c) for c in typed]})
        return rows

    def fill(self, payload: Mapping[str, Any]) -> None:
        """Fill the rolls (and the Price War cities) of a maintenance undone, offered again: the rolls typed then,
        or airbanker's rolls of its recorded seed (replayed on the turn as it stands again, so the same dice)."""
        rolls = {r["plane"]: r["roll"] for r in payload.get("rolls", [])}
        if "seed" in payload:
            try:
                rolled = applied_state(self.game, self.KIND, {"seed": payload["seed"]})
            except RuleViolation:
                rolled = None
            if rolled is not None:
                self.seed, self.seed_rolls = payload["seed"], dict(rolled.rolls)
                rolls = dict(self.seed_rolls)
        for _player, plane in self.planes:
            if plane in rolls:
                self.fill_field(f"roll_{plane}", rolls[plane])
        for row in payload.get("price_war", []):
            self.fill_field(f"war_{row['player']}", ", ".join(row.get("cities", [])))

    def payload(self) -> dict[str, Any]:
        war = self.price_war()
        return {**self.rolls_payload(), **({"price_war": war} if war else {})}

    def rolls_payload(self) -> dict[str, Any]:
        typed = self.typed()
        if self.seed is not None and typed == self.seed_rolls:
            return {"seed": self.seed}
        # a roll no d10 shows is said as soon as it is typed, with whose plane it is (a newcomer's try: 11 was
        # refused only once every roll was typed, as "the 1st roll")
        for player, plane in self.planes:
            roll = typed[plane]
            if roll is not None and not 1 <= roll <= 10:
                raise FormError(
                    f"the roll of {player.name}'s #{plane}: a d10 shows 1-10, not {roll} (Air Fare, Maintenance Phase)",
                    field=f"roll_{plane}",
                )
        rolls = []
        for player, plane in self.planes:
            roll = typed[plane]
            if roll is None:
                # the first roll missing, not the field the next key goes to: "m 4" left the cursor on Ann's #1 (4 or
                # 10?) while "type the roll of Bea's #4" was read as where the next digit would go (a newcomer's try)
                key = "" if self.rolled() else "; or ctrl+r: airbanker rolls"  # named only while it rolls
                raise FormError(f"still to type: the roll of {player.name}'s #{plane} (Enter: next field{key})")
            rolls.append({"plane": plane, "roll": roll})
        return {"rolls": rolls}

    def recorded_text(self, payload: dict[str, Any], summary: str) -> str | None:
        """The notice names whose planes are grounded, by player ("Turn 3 maintenance: grounded Ann #1 #16, Bea
        #4"; the table marks each plane ✗): the summary names the owner after each plane's full name, and the
        notice's one line cut them off (a newcomer's try: "grounded … (all in the journal)")."""
        try:
            after = applied_state(self.game, self.KIND, payload)
        except RuleViolation:
            return None
        grounded = ", ".join(
            f"{p.name} " + " ".join(f"#{c}" for c in sorted(p.planes) if c in after.grounded)
            for p in after.active_players()
            if any(c in after.grounded for c in p.planes)
        )
        war = summary.partition("; Price War: ")[2]
        text = f"Turn {after.turn} maintenance: " + (f"grounded {grounded}" if grounded else "no plane grounded")
        return in_words(self, text + (f"; Price War: {war}" if war else ""))

    def unsaved(self) -> bool:
        """As every form's (:meth:`~tui.base.widgets.FormScreen.unsaved`), and airbanker's roll not recorded: Esc asks
        before dropping it (a newcomer's try: Esc closed the form at once, and the form opened again rolled again)."""
        return super().unsaved() or self.seed is not None

    def typed_ahead_said(self, named: str) -> str:
        """A record key typed before the form showed, after ctrl+r: what was not seen is the rolls ctrl+r made, not the
        form (a newcomer's try: "m ctrl+r ctrl+s" typed at once said "ctrl+s was typed before this form showed", read
        as wrong: the form was showing)."""
        if self.rolled_by_key:
            return f"{named} came before the rolls were seen: nothing recorded. Look at the rolls, then {named}."
        return super().typed_ahead_said(named)

    def action_roll(self) -> None:
        """airbanker rolls every die (random.Random(seed) in the ledger); the rolls are shown before recording. Once
        only, as dice at the table: a newcomer's try rolled again over two planes grounded and got "no plane
        grounded", and the record kept only the last seed; a die is changed by typing it (recorded as typed)."""
        if self.seed is not None:
            rolled_already(self, f"airbanker rolled these dice already (seed {self.seed})")
            return
        seed = secrets.randbelow(1_000_000)
        try:
            rolled = applied_state(self.game, self.KIND, {"seed": seed})
        except RuleViolation as error:
            self.notify(refusal_text(self, error, {"seed": seed}), title="Refused", severity="error", markup=False)
            return
        self.seed, self.seed_rolls = seed, dict(rolled.rolls)
        self.rolled_by_key = True
        for _player, plane in self.planes:
            self.query_one(f"#roll_{plane}", Input).value = str(self.seed_rolls.get(plane, ""))
        self.set_focus(None)  # Enter now records
        self.refresh_bindings()  # ctrl+r no longer offered (:meth:`rolled`), on the key line neither
        self._write_key_line(None)
        self.call_after_refresh(self.update_live)


def rolled_already(screen: Screen[Any], said: str) -> None:
    """ctrl+r on dice already rolled (``said``: by airbanker, with its seed, or typed): a notice that the dice are
    rolled once, as at the table, and that a die typed over replaces its roll (recorded as typed). A newcomer's try:
    ctrl+r again rolled a grounding away, the record keeping the last seed only."""
    screen.notify(
        f"{said}: the dice are rolled once, as at the table. A die typed over replaces that roll, recorded as typed.",
        severity="warning",
        timeout=8,
        markup=False,
    )


# == Draw Phase =================================================================================
def _card_label(name: str, left: int) -> str:
    kind = af.card_kind(name)
    if kind == "rights":
        what = f"landing rights, min {mm(af.base_cost(name))}"
    elif kind == "plane":
        what = f"plane, min {mm(af.base_cost(name))}"
    else:
        what = "event"
    return f"{name} · {what} · {left} left"


class CardSelect(PickSelect):
    """A player's card list of the Draw form: the cards left for his row (the deck's, less those the rows above it
    took in this draw), each with how many are left (:meth:`DrawForm.refresh_cards`)."""

    def __init__(self, options: Iterable[tuple[Any, Any]], *, left: Mapping[str, int], **kwargs: Any) -> None:
        super().__init__(options, **kwargs)
        #: copies left for this row, by card name: the deck's, less the rows above took
        self.left = dict(left)

    def unmatched_text(self, query: str) -> str:
        """Why nothing matches ``query``: the cards it names that none is left of for this row ("no card left
        matches "crash" (Plane Crash: 0 left)"), else that no card of the card lists is named so."""
        gone = [name for name, n in self.left.items() if n <= 0 and folded(query) in folded(name)]
        if not gone:
            return f'no card matches "{query}"'
        shown = ", ".join(f"{name}: 0 left" for name in gone[:2]) + (", …" if len(gone) > 2 else "")
        return f'no card left matches "{query}" ({shown})'


class DrawForm(_AFForm):
    """Draw Phase: the card each player drew (planes and landing rights go to the Bidding Pool)."""

    KIND = "air_fare.draw"
    ASKS = "Asks first (y/n) when a Plane Crash takes a plane or the deck is empty"

    DEFAULT_CSS = """
    DrawForm FieldRow { padding-left: 16; }
    """

    def compose_fields(self) -> ComposeResult:
        state = self.state
        left = state.deck_left()
        if left == 0:
            yield PlainStatic(
                "The deck is empty: recording the Draw Phase ends the game (Air Fare, Draw Phase).",
                classes="info",
                markup=False,
            )
            return
        note = "" if left >= len(state.active_players()) else f" Only {left} card(s) left: leave the others blank."
        yield PlainStatic(
            "Type any part of the card's name (747, crash) to find it. Events take effect this turn." + note,
            classes="info",
            markup=False,
        )
        options = [(_card_label(name, n), name) for name, n in state.deck.items() if n > 0]
        for player in state.active_players():
            select = CardSelect(options, left=state.deck, id=f"card_{player.seat}", prompt="choose the card")
            yield _row(player.name, select)
            if player.planes:
                # mounted when the card chosen is a crash (hidden rows were a third of the form's widgets, issue 13)
                yield self.later(self.crash_row(player))

    def crash_row(self, player: af.PlayerState) -> Widget:
        """The row asking which plane ``player`` (who has planes) lost to a Plane Crash, under his card."""
        planes = [(f"#{c} {self.state.cards[c].name}", c) for c in player.planes]
        only = planes[0][1] if len(planes) == 1 else Select.NULL
        crash = PickSelect(
            planes,
            id=f"crash_{player.seat}",
            prompt="which plane",
            value=only,
            allow_blank=only is Select.NULL,
            # his only plane is chosen already: Enter steps over it to the next player's card
            classes="preset" if only is not Select.NULL else "",
        )
        return _row("  plane lost", crash, row_id=f"crash_row_{player.seat}")

    def crash_list(self, seat: int) -> PickSelect | None:
        """The list of the plane lost by the player of ``seat``, mounted or not (``None``: he has no plane)."""
        try:
            return self.query_one(f"#crash_{seat}", PickSelect)
        except NoMatches:
            return None

    def heading(self) -> str:
        return f"Draw Phase, turn {self.state.turn}: the card each player drew"

    def refresh_cards(self) -> None:
        """Each player's list offers the cards left once the rows above his took theirs, with how many are left
        then: the rows are drawn in this order and the ledger refuses a card the rows above used up (a newcomer's
        try: with the one Oil Shortage Ann's, Cal's list still offered "Oil Shortage · event · 1 left"). A card
        none is left of stays on the list that has it chosen, "0 left", the ledger's refusal beside it."""
        taken: dict[str, int] = {}
        for player in self.state.active_players():
            select = self.query_one(f"#card_{player.seat}", CardSelect)
            left = {name: n - taken.get(name, 0) for name, n in self.state.deck.items()}
            select.left = left
            chosen = select.value
            options = [(_card_label(name, n), name) for name, n in left.items() if n > 0 or name == chosen]
            select.replace_options(options)
            if isinstance(chosen, str):
                taken[chosen] = taken.get(chosen, 0) + 1

    def on_select_changed(self, event: Select.Changed) -> None:
        event.prevent_default()  # instead of FormScreen's
        widget_id = event.select.id or ""
        if widget_id.startswith("card_"):
            self.refresh_cards()
        self.fields_changed()
        seat = int(widget_id[5:]) if widget_id.startswith("card_") else None
        crash = self.crash_list(seat) if seat is not None and self.is_crash(seat) else None
        # a Plane Crash: which plane is lost, next (not asked of a player with one plane: the card typed next is
        # the next player's, it was lost on the plane's list and the others shifted)
        if crash is not None and crash.value is Select.NULL:
            self.call_after_refresh(crash.focus)

    def is_crash(self, seat: int) -> bool:
        value = self.query_one(f"#card_{seat}", Select).value
        return isinstance(value, str) and value in af.EVENTS and af.EVENTS[value].kind == "crash"

    def extra_info(self) -> None:
        if self.state.deck_left() == 0:
            return
        for player in self.state.active_players():
            if player.planes:
                self.query_one(f"#crash_row_{player.seat}").display = self.is_crash(player.seat)

    def field_widget(self, field_name: str) -> Widget | None:
        match = re.match(r"cards\[(\d+)\]\.?(\w*)", field_name)
        if match:
            rows = self.payload_rows()
            index = int(match.group(1))
            if index < len(rows):
                seat = rows[index]["player"]
                if match.group(2) == "plane":
                    return self.crash_list(seat)
                return self.query_one(f"#card_{seat}")
        return None

    def payload_rows(self) -> list[dict[str, Any]]:
        rows = []
        for player in self.state.active_players():
            value = self.query_one(f"#card_{player.seat}", Select).value
            if value is Select.NULL:
                continue
            row: dict[str, Any] = {"player": player.seat, "card": value}
            if self.is_crash(player.seat) and player.planes:
                crash = self.crash_list(player.seat)
                plane = crash.value if crash is not None else Select.NULL
                if plane is Select.NULL:
                    raise FormError(f"Plane Crash: choose which plane {player.name} loses")
                row["plane"] = plane
            rows.append(row)
        return rows

    def fill(self, payload: Any) -> None:
        for row in payload.get("cards", []):
            self.fill_field(f"card_{row['player']}", row.get("card"))
        for row in payload.get("cards", []):
            if "plane" in row:
                self.fill_widget(self.crash_list(row["player"]), row["plane"])
        if self.state.deck_left():
            self.refresh_cards()  # filled without a Changed: the lists count the cards filled in above them

    def payload(self) -> dict[str, Any]:
        state = self.state
        if state.deck_left() == 0:
            return {"cards": []}
        rows = self.payload_rows()
        expected = af.cards_to_draw(state)
        if len(rows) < expected:
            chosen = {r["player"] for r in rows}
            missing = next(p for p in state.active_players() if p.seat not in chosen)
            raise FormError(f"choose the card {missing.name} drew")
        return {"cards": rows}

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """Asked before a draw that ends the game, or that costs a player a card: a Plane Crash's plane is named,
        so that Enter on the last list does not destroy it unseen (a newcomer's try: ``crash``, ``holiday``, Enter
        recorded at once the crash of Cal's $150M Boeing 747, while another draw stopped on "Enter: record")."""
        if not payload["cards"]:
            return "The deck is empty: end the game now?"
        lost = [
            f"{self.name_of(row['player'])} loses {self.state.cards[row['plane']].name} #{row['plane']} (discarded "
            f"for good) and owes {mm(af.EVENTS[row['card']].amount)} at the Revenue Phase"
            for row in payload["cards"]
            if "plane" in row and row["plane"] in self.state.cards
        ]
        if not lost:
            return None
        return "Plane Crash: " + "; ".join(lost) + ". Record the draw?"

    def recorded_text(self, payload: dict[str, Any], summary: str) -> str | None:
        """The notice names each player's card, no event's text ("Turn 2 draw: Ann Plane Crash #1, Bea Miami,
        Cal Terminal Tax"; the table's Events line says what each does): the summary's event texts filled the
        notice's one line (a newcomer's try at 80x24: "Turn 2 draw: Ann: Plane Crash (Lose one … (all in the
        journal)", Bea's and Cal's cards unsaid)."""
        cards = payload.get("cards", [])
        if not cards:
            return None
        drawn = ", ".join(
            f"{self.name_of(row['player'])} {row['card']}" + (f" #{row['plane']}" if "plane" in row else "")
            for row in cards
        )
        return in_words(self, f"Turn {self.state.turn} draw: {drawn}")


# == Flying Phase ===============================================================================
class DestinationSelect(PickSelect):
    """Where a plane flies: until one is chosen the field says "choose…"; the open list offers the places only
    (:class:`~tui.base.widgets.LiteralSelect`), its cursor on the first. A plane left on "choose…" is named
    before anything is recorded (:meth:`FlightsForm.payload`).

    ``closed``: the cities of the plane owner's landing rights that an event card closes this turn, with the card's
    name (:func:`ledger.games.air_fare.closed_destinations`): left out of the list, and said when a search finds
    one of them (:meth:`unmatched_text`) and on the live line (:meth:`FlightsForm.focus_note`)."""

    #: room on the key line's one line at 80x24 for what an unmatched search says, before " · Esc: close the list"
    UNMATCHED_ROOM = 52

    #: a city this plane is not offered, typed on its row, stays on the row and the list says why
    #: (:meth:`unmatched_text`); a newcomer's try: "boston" typed on Ann's row, where Boston was not offered, went on
    #: letter by letter to the rows below and ended on Dmitri's
    UNOFFERED_STAYS = True

    #: the open list stands beside its row (:meth:`fit_list`), over the landing notes only
    OPENS_ABOVE_ROWS = False

    def __init__(
        self,
        options: Iterable[tuple[Any, Any]],
        *,
        closed: Iterable[tuple[str, str]] = (),
        at: str | None = None,
        owner: str = "",
        held: Iterable[str] = (),
        refused: Iterable[af.FlightRefusal] = (),
        **kwargs: Any,
    ) -> None:
        super().__init__(options, **kwargs)
        self.closed = list(closed)
        #: the city the plane flies from (:func:`ledger.games.air_fare.flight_origin`), or ``None``
        self.at = at
        #: the plane owner's name, and the cities of his landing rights
        self.owner = owner
        self.held = set(held)
        #: the cities of his landing rights the plane may not fly to, with why, whole and in brief
        #: (:func:`ledger.games.air_fare.flight_refusals`)
        self.refused = list(refused)

    def _fitted(self, *said: str) -> str:
        """The first of ``said`` that fits the key line's room (:data:`UNMATCHED_ROOM`), else the last."""
        return next((s for s in said if cell_len(s) <= self.UNMATCHED_ROOM), said[-1])

    def unmatched_text(self, query: str) -> str:
        """Why no city matches ``query``: the city closed this turn it names ("Chicago closed (Chicago Bag Handlers
        Strike)", shorter where the line has no room for it all); the city the plane is at ("the plane is at New
        York: it flies to another city"); a city of the owner's refused for another reason (the ledger's); a city
        where the owner holds no landing rights ("Ann holds no landing rights at Boston"); else that none matches.
        A city of the owner's refused says the ledger's cause ("Europe: the Boeing 737 has a US range (Flying
        Phase)", :class:`ledger.games.air_fare.FlightRefusal`), "this turn" only of a cause that is this turn's.
        Newcomers' tries: Chicago, closed by an event, was missing from the list without a word; "new" for the
        city the plane stood at, and "bos" for a city without rights, said only "no city matches"."""
        said = self.reasons(query)
        return self._fitted(*said) if said else f'no city matches "{query}"'

    def reasons(self, query: str) -> tuple[str, ...]:
        """Why the city ``query`` names is not offered (:meth:`unmatched_text`), the whole reason first, then
        shorter ones; ``()`` when it names no city of the game."""
        wanted = folded(query)
        gone = [(city, name) for city, name in self.closed if wanted in folded(city)]
        if gone:
            city, name = gone[0]
            return (
                f"{city} closed this turn ({name})",
                f"{city} closed ({name})",
                f"{city} closed this turn (event card)",
            )
        if self.at is not None and self.at != af.MINOR and wanted in folded(self.at):
            return f"the plane is at {self.at}: it flies to another city", f"at {self.at}: to another city"
        refused = [r for r in self.refused if wanted in folded(r.city)]
        if refused:
            # the ledger's cause, whole where it fits, else in brief with its rule, else in brief: never a word
            # for all causes ("not for this plane this turn" hid a Boeing 737's US range, a newcomer's try)
            city, why, brief, rule = refused[0]
            return f"{city}: {why} ({rule})", f"{city}: {why}", f"{city}: {brief} ({rule})", f"{city}: {brief}"
        unheld = [city for city in af.LANDING_RIGHTS if city not in self.held and wanted in folded(city)]
        if unheld:
            city = unheld[0]
            return (
                f"{self.owner} holds no landing rights at {city}",
                f"no landing rights at {city}",
                f"no rights: {city}",
            )
        return ()

    def fit_list(self, overlay: SearchOverlay) -> None:
        """The open list beside the closed one, from the plane's own row down, over the landing notes only: the
        labels and the cities chosen for the other planes stay in sight, and so does the plane being flown (a
        live table at 80x24: the list below the row hid the next planes' rows the banker was reading). Where the
        room to the right is too narrow for the cities' names (80 columns) the list moves left as far as it must,
        then starts a line lower, clear of the row being edited: the planes' names stay in sight, the ends of the
        cities chosen for the next planes may not. The height is the base list's (clear of the keys)."""
        super().fit_list(overlay)
        # an edge tells the open list apart from the closed lists of the other planes beside it
        overlay.styles.border_left = ("outer", Color.parse(self.app.theme_variables.get("accent", "blue")))
        row = self.parent.region if isinstance(self.parent, Widget) else self.screen.region
        labels = [cell_len(label) for label in self.labels()]
        width = max(labels) + overlay.styles.gutter.width
        overlay.styles.width = width
        room = row.right - self.region.right
        y = int(overlay.styles.offset.y.value)
        if room >= width:
            overlay.styles.offset = (self.region.width, y - 1 if y > 0 else y)
            most = overlay.styles.max_height
            if y > 0 and most is not None:  # from the row itself down: one line more of room below (none set: none)
                overlay.styles.max_height = int(most.value) + 1
        else:
            overlay.styles.offset = (max(0, row.right - width - self.region.x), y)


class FlightsForm(_AFForm):
    """Flying Phase: where each plane that is not grounded flies: its list offers only the cities the
    rules let it fly to (:func:`ledger.games.air_fare.destinations`: terminals its owner controls, in a
    different city, the Europe and Concorde rules, this turn's events).

    Beside each plane: the landing it makes at its city (the 2nd of 3 at Miami, say) and what that
    landing earns, as the ledger orders and pays the landings (option ``landing_order``,
    :func:`ledger.games.air_fare.landings` on the state the flights chosen so far would make).
    """

    KIND = "air_fare.flights"

    DEFAULT_CSS = """
    /* 30: a label of 27 cells, then "▸ " before it while its row has the focus, a blank before the list (a
       newcomer's try: "Evangeline #13 737 @Atlanta▸choose…", the mark run into the label and the list) */
    FlightsForm FieldRow { padding-left: 30; }
    FlightsForm .row { height: auto; }
    FlightsForm .row > Select { width: 28; }
    /* a landing's note too wide for its room folds onto a second line (landing_text): cut at one line, "1st of 2 ·
       no income" read "1st of 2 · no" at 80x24 (a newcomer's try) */
    FlightsForm .row > .after { width: 1fr; height: auto; padding-left: 1; color: $text-muted; }
    """

    @property
    def planes(self) -> list[tuple[af.PlayerState, int]]:
        return [(p, c) for p in self.state.active_players() for c in sorted(p.planes)]

    def order_text(self) -> str:
        """How a player's planes land at a city, as the game's options read it (Revenue Phase)."""
        options = self.state.options
        if options["landing_column"] == "rights_held":
            return "Every landing at a city earns the column of the rights held there."
        if options["landing_order"] == "best":
            return "At a city a player's planes land lowest Rev first: the order that earns most."
        return "At a city a player's planes land in the order listed."

    def compose_fields(self) -> ComposeResult:
        state = self.state
        events = [
            f"{n}: {af.EVENTS[n].effect}"
            for n, _s in state.events
            if af.EVENTS[n].kind in ("no_flights", "city_percent")
        ]
        yield PlainStatic(
            self.order_text() + " Europe: not for US-range planes; flights to or from it start or end at NY, "
            "Atlanta, Miami, Boston or DC; the Concorde flies NY-Europe only."
            + (f"\nThis turn: {'; '.join(events)}." if events else ""),
            classes="info",
            markup=False,
        )
        for player, plane in self.planes:
            card = state.cards[plane]
            _where, origin = af.flight_origin(state, plane)
            # the city's short name ("@Minor"): a label as wide as its room is cut where the city is (review at 80x24)
            label = f"{player.name} #{plane} {short_plane(card.name)}" + (
                f" @{short_city(origin)}" if origin is not None else ""
            )
            label = clip(label, FLIGHT_LABEL_CELLS)  # the mark and a blank fit beside it (padding-left: 30)
            if plane in state.grounded:
                yield _row(
                    label,
                    PlainStatic(
                        f"grounded (rolled {state.rolls.get(plane, '?')}): stays on the ground",
                        classes="after",
                        markup=False,
                    ),
                )
                continue
            if plane in self.cannot_fly:  # an event card where it stands, no city to fly to: said in full below
                yield _row(label, PlainStatic("stays on the ground (why: below)", classes="after", markup=False))
                continue
            # only the cities the Flying Phase lets this plane fly to (the ledger says), with the rights held there
            options = self.destination_options(player, plane, [])
            select = DestinationSelect(
                options,
                closed=af.closed_destinations(state, player.seat),
                at=origin,
                owner=player.name,
                held=[state.city_of(card) for card in player.rights],
                refused=af.flight_refusals(state, player.seat, plane),
                id=f"to_{plane}",
                prompt="choose…",
            )
            yield _row(label, select, after_id=f"land_{plane}")
        if self.cannot_fly:
            # the row cuts the reason at 80 columns: each said whole here, in the ledger's words
            yield PlainStatic(
                "\n".join(f"{self.plane_label(plane)} cannot fly: {why}." for plane, why in self.cannot_fly.items()),
                id="cannot-fly",
                classes="info",
                markup=False,
            )

    def destination_options(
        self, player: af.PlayerState, plane: int, earlier: list[tuple[int, str]], chosen: Any = None
    ) -> list[tuple[str, str]]:
        """The options of ``plane``'s list: the cities it may fly to where its owner has a terminal left once his
        ``earlier`` flights listed above it have landed (:func:`ledger.games.air_fare.destinations_left`), each
        with the rights held there, and "stays on the ground"; the city ``chosen`` stays listed (the ledger's
        refusal beside it). A newcomer's re-try: Ann's second plane was offered "Chicago (1 right)" once her
        first had taken its only terminal, then refused."""
        state = self.state
        options = []
        for city, free in af.destinations_left(state, player.seat, plane, earlier):
            if free or city == chosen:
                held = sum(1 for r in player.rights if state.city_of(r) == city)
                options.append((f"{city} ({held} right{'' if held == 1 else 's'})", city))
        options.append((GROUND, GROUND))
        return options

    def refresh_destinations(self) -> None:
        """Each plane's list again, the flights chosen above it counted (:meth:`destination_options`)."""
        earlier: dict[int, list[tuple[int, str]]] = {}
        for player, plane in self.flying():
            select = self.query_one(f"#to_{plane}", DestinationSelect)
            chosen = select.value
            mine = earlier.setdefault(player.seat, [])
            select.replace_options(self.destination_options(player, plane, list(mine), chosen))
            if isinstance(chosen, str) and chosen != GROUND:
                mine.append((plane, chosen))

    def on_select_changed(self, event: Select.Changed) -> None:
        event.prevent_default()  # instead of FormScreen's
        if (event.select.id or "").startswith("to_"):
            self.refresh_destinations()
        if self.kept_reason is not None and self.kept_reason[0] is event.select:
            self.kept_reason = None  # another city chosen on the row: the reason was of the city searched
        self.fields_changed()

    #: the list of the plane whose search last named a city not offered, and why (the reason whole:
    #: :meth:`DestinationSelect.reasons`): said on the live line once Enter or Esc left the search
    #: (:meth:`searched_line`, :meth:`focus_note`, :meth:`live_from_fields`), until another row is focused or another
    #: city is searched or chosen. A newcomer's try: "europe" on Ann's 737 row said why on the key line, and Enter or
    #: Esc took it away
    kept_reason: tuple[DestinationSelect, str] | None = None

    def on_search_overlay_unmatched(self, event: SearchOverlay.Unmatched) -> None:
        """Keep why a city searched on a plane's list is not offered (:attr:`kept_reason`), and the live line
        again; FormScreen's handler says it on the key line meanwhile."""
        select = event.overlay.parent
        if not isinstance(select, DestinationSelect):
            return
        if event.query:
            said = select.reasons(event.query)
            self.kept_reason = (select, said[0]) if said else None
        elif self.kept_reason is not None and self.kept_reason[0] is select:
            self.kept_reason = None  # an offered city highlighted: the search moved on
        self.search_moved()  # Enter forgot the search (said again, no key of the list's): the live line follows

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """Another row focused: the reason kept of the last (:attr:`kept_reason`) goes. FormScreen's handler runs
        too."""
        kept = self.kept_reason
        if kept is not None and event.widget is not kept[0] and event.widget.parent is not kept[0]:
            self.kept_reason = None
            below = f"\n{kept[1]}"  # said below what is recorded (live_from_fields): the focus alone does not redo it
            if self.live_text.endswith(below) and not self.live_text.startswith("… "):
                self.live_text = self.live_text.removesuffix(below)
                self._show_live(self.query_one("#form-live", Static), self.live_text)
                self.call_after_refresh(self._fit_body)

    def live_from_fields(self) -> None:
        """The live line (:class:`FormScreen`'s). Once every plane is chosen it says what is recorded (or refused):
        the reason kept of a city searched on the row focused (:attr:`kept_reason`) is said then on a line of its
        own below, as a line still missing a plane says it (:meth:`focus_note`). A newcomer's try: every plane
        chosen, "europe" typed on Ann's 737 row, then Esc: "Will record: …" alone, the US range gone unread."""
        super().live_from_fields()
        why = self._kept_on(self.on_field())
        if not why or self.live_text.startswith("… "):  # a plane still to choose: said by focus_note already
            return
        self.live_text += f"\n{why}"
        self._show_live(self.query_one("#form-live", Static), self.live_text)

    def _kept_on(self, select: DOMNode | None) -> str:
        """The reason kept (:attr:`kept_reason`) when it is ``select``'s, else ``""``."""
        kept = self.kept_reason
        return kept[1] if kept is not None and select is kept[0] else ""

    def searched_line(self, overlay: SearchOverlay, index: int | None) -> str:
        """Once Enter forgot a search that named a city not offered, the live line says why before that nothing is
        highlighted, on a line of its own: the key line no longer does (:func:`~tui.base.widgets.search_keys`)."""
        said = super().searched_line(overlay, index)
        why = self._kept_on(overlay.parent) if index is None and not overlay._search_query else ""
        return f"{why}\n{said}" if why else said  # the line of what Enter does kept whole below it

    @property
    def cannot_fly(self) -> dict[int, str]:
        """Why each plane that is not grounded by its roll stays on the ground all the same, by plane (an event
        card where it stands, no city of its owner's landing rights to fly to): the ledger's
        :func:`~ledger.games.air_fare.why_grounded`, worked out once per form."""
        kept: dict[int, str] | None = getattr(self, "_cannot_fly", None)
        if kept is None:
            state = self.state
            kept = {}
            for player, plane in self.planes:
                if plane not in state.grounded:
                    why = af.why_grounded(state, player.seat, plane)
                    if why:
                        kept[plane] = why
            self._cannot_fly = kept
        return kept

    def plane_label(self, plane: int) -> str:
        """``"Ann's #1 737"``: whose plane, its card number and short name."""
        owner = next(p for p in self.state.players if plane in p.planes)
        return f"{owner.name}'s #{plane} {short_plane(self.state.cards[plane].name)}"

    def chosen(self) -> list[dict[str, Any]]:
        """The flights chosen so far, in the form's order (a plane not chosen yet is left out)."""
        flights = []
        for player, plane in self.flying():
            value = self.query_one(f"#to_{plane}", Select).value
            if value not in (GROUND, Select.NULL):
                flights.append({"player": player.seat, "plane": plane, "to": value})
        return flights

    def extra_info(self) -> None:
        """Beside each plane chosen: its landing at the city and what it earns (the ledger's
        :func:`~ledger.games.air_fare.landings` on the state the flights chosen so far make)."""
        try:
            after = applied_state(self.game, self.KIND, {"flights": self.chosen()})
        except RuleViolation:
            after = None  # the live line says why
        landed = {landing.plane: landing for mine in af.landings(after).values() for landing in mine} if after else {}
        for _player, plane in self.flying():
            landing = landed.get(plane)
            note = self.query_one(f"#land_{plane}", Static)
            note.update(landing_text(landing, note.content_region.width or None) if landing is not None else "")

    def on_resize(self) -> None:
        # each landing's note folded again for its room (landing_text); Textual calls FormScreen's handler too
        self.call_after_refresh(self.extra_info)

    def heading(self) -> str:
        return f"Flying Phase, turn {self.state.turn}: fly every plane that is not grounded"

    def flying(self) -> list[tuple[af.PlayerState, int]]:
        """The planes the form asks where they fly: not grounded, with a city to fly to."""
        return [(p, c) for p, c in self.planes if c not in self.state.grounded and c not in self.cannot_fly]

    def field_widget(self, field_name: str) -> Widget | None:
        match = re.match(r"flights\[(\d+)\]", field_name)
        if match:
            flown = [
                c for _p, c in self.flying() if self.query_one(f"#to_{c}", Select).value not in (GROUND, Select.NULL)
            ]
            index = int(match.group(1))
            if index < len(flown):
                return self.query_one(f"#to_{flown[index]}", Select)
        return None

    def fill(self, payload: Any) -> None:
        flown = {f["plane"]: f["to"] for f in payload.get("flights", [])}
        for _player, plane in self.flying():
            self.fill_field(f"to_{plane}", flown.get(plane, GROUND))
        self.refresh_destinations()

    def payload(self) -> dict[str, Any]:
        flights = []
        missing = missing_field = ""
        for player, plane in self.flying():
            value = self.query_one(f"#to_{plane}", Select).value
            if value is Select.NULL:
                if not missing:
                    missing = (
                        f"choose where {player.name}'s #{plane} "
                        f"{short_plane(self.state.cards[plane].name)} flies (or: it stays on the ground)"
                    )
                    missing_field = f"to_{plane}"
            elif value != GROUND:
                flights.append({"player": player.seat, "plane": plane, "to": value})
        if missing:
            preview(self.game, self.KIND, {"flights": flights})  # a flight chosen so far that is refused: say so now
            raise FormError(missing, field=missing_field)
        return {"flights": flights}

    def action_record(self) -> None:
        """Record; with a plane's destination still to choose, the live line says so as what stops the record
        ("Not recorded: choose where Ann's #1 737 flies (or: it stays on the ground)"), marked as a refusal is,
        beside the notice. A newcomer's try: ctrl+s with no destination chosen left the line as it was ("… choose
        where …", the words of a form being filled in) and seemed to do nothing."""
        super().action_record()
        if self.accepted is None and self.is_attached and self.live_text.startswith("… "):
            live = self.query_one("#form-live", Static)
            live.update(f"Not recorded: {self.live_text.removeprefix('… ')}")
            live.set_class(True, "-refused")

    def recorded_text(self, payload: dict[str, Any], summary: str) -> str | None:
        """The notice names the planes flown by city, short ("Turn 1 flights: Ann #1, Bea #4 to Minor; Cal #7 to
        NY"): the summary's full city names, one a flight, cut it after the first flight (a newcomer's try at 80x24:
        "Turn 1: 2 flights: Ann #1 to Minor … (all in the journal)")."""
        by_city: dict[str, list[str]] = {}
        for flight in payload.get("flights", []):
            plane = f"{self.name_of(flight['player'])} #{flight['plane']}"
            by_city.setdefault(short_city(str(flight["to"])), []).append(plane)
        if not by_city:
            return None
        said = "; ".join(f"{', '.join(planes)} to {city}" for city, planes in by_city.items())
        return in_words(self, f"Turn {self.state.turn} flights: {said}")

    def focus_note(self, field: Widget) -> str:
        """The cities closed this turn that the focused plane's list leaves out (:class:`DestinationSelect`): "; not
        in the list, closed this turn: Chicago (Chicago Bag Handlers Strike)". A newcomer's try: Chicago vanished
        from the list without a word, and the banker hunted for it. Then why a city searched on the row was not
        offered, once the search was left (:attr:`kept_reason`)."""
        closed = field.closed if isinstance(field, DestinationSelect) else []
        said = (
            "; not in the list, closed this turn: " + ", ".join(f"{c} ({name})" for c, name in closed) if closed else ""
        )
        why = self._kept_on(field)  # a city searched on the row and not offered, once the search is left
        if why in (f"{c} closed this turn ({name})" for c, name in closed):
            why = ""  # said already (DestinationSelect.reasons)
        return said + (f"; {why}" if why else "")

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        """What will be recorded, and each player's landing revenue once these flights are flown: it reads only the
        flights typed here, every card of them checked by the ledger (a plane sold after the Revenue Phase that paid
        its flight is no longer among the turn's flights: ledger/games/air_fare/revenue.py)."""
        try:
            after = applied_state(self.game, self.KIND, payload)
        except RuleViolation:
            return f"Will record: {summary}"
        revenue = af.turn_revenue(after)
        then = " · ".join(f"{after.player(s).name} {mm(total)}" for s, (total, _lines) in revenue.items())
        return f"Will record: {summary}" + (f"\nLanding revenue then: {then}" if then else "")


def ordinal(n: int) -> str:
    """``"1st"``, ``"2nd"``, ``"3rd"``, ``"4th"``."""
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n if n < 20 else n % 10, 'th') }"


def landing_text(landing: af.Landing, room: int | None = None) -> str:
    """A landing beside its plane in the flights form: ``"2nd of 3 · $40M"``, ``"$9M"``, ``"no income"``; wider than
    ``room`` cells (the note's width, ``None``: any), on two lines after the "·" (``"1st of 2 ·\nno income"``), never
    cut: "1st of 2 · no" at 80x24 lost its meaning (a newcomer's try)."""
    earns = "no income" if landing.stopped else landing.money
    if landing.of <= 1:
        return earns
    where = f"{ordinal(landing.number)} of {landing.of}"
    whole = f"{where} · {earns}"
    return whole if room is None or cell_len(whole) <= room else f"{where} ·\n{earns}"


# == Revenue Phase ==============================================================================
class RevenueForm(_AFForm):
    """Revenue Phase: each player's landings, then interest on loans and this turn's event costs."""

    NO_FIELDS = True
    KIND = "air_fare.revenue"
    # a long revenue screen (advertising takings) at 120x36 cut the last player's row, the notice over another
    UNDER_GRID = 1
    ASKS = "Asks first (y/n) when someone goes bankrupt at once"

    def compose_fields(self) -> ComposeResult:
        state = self.state
        revenue = af.turn_revenue(state)
        takings = af.advertising_takings(state)
        figures = self.figures()
        lines: list[str] = []
        for player in state.active_players():
            total, landings = revenue.get(player.seat, (0, []))
            lines.append(f"{player.name}: landing revenue {mm(total)}")
            lines += [f"  {line}" for line in landings] or ["  no landing"]
            lines += self.takings_lines(player.seat, takings)
            due = af.charges_due(state, player.seat)
            # the interest rounded says so, as a landing does ("20% of $33M loans = $6.6M, rounded half up = $7M")
            rounding = af.interest_rounding(sum(af.interest_base(state, player.seat)), state.options["rounding"])
            lines += [
                f"  pays {mm(amount)}: {in_words(self, memo + (rounding if memo.startswith('interest ') else ''))}"
                for memo, amount in due
            ]
            if player.seat in figures:  # the figure the Will record line and the notice say, in their words
                lines.append(f"  = {figures[player.seat][1]}")
        # a landing wider than the form wraps under its own text, not at the form's edge (HangingLines)
        yield HangingLines(lines, id="revenue-lines", classes="info")

    def takings_lines(self, seat: int, takings: Iterable[af.Taking]) -> list[str]:
        """The advertising takings in ``seat``'s block, as the ledger computes them ($M, Advertising Phase Optional
        Rule): "− $7M to Oona (advertising, Miami 40%)" for a share of his taken, "+ $7M from Leopold (advertising,
        Miami 40%)" for one he takes. A newcomer's try: Leopold's block read "$18M landing revenue … = $18M" though
        Oona took $7M of it; only the summary at the foot said so."""
        lines = []
        for taking in takings:
            if not taking.amount or seat not in (taking.taker, taking.opponent):
                continue
            why = f"(advertising, {taking.city} {taking.share})"
            if taking.opponent == seat:
                lines.append(f"  − {mm(taking.amount)} to {self.name_of(taking.taker)} {why}")
            else:
                lines.append(f"  + {mm(taking.amount)} from {self.name_of(taking.opponent)} {why}")
        return lines

    def heading(self) -> str:
        return f"Revenue Phase, turn {self.state.turn}: landing revenue, interest, event costs"

    def on_mount(self) -> None:
        body = self.query_one("#form-body")
        self.watch(body, "scroll_y", self._scrolled, init=False)
        self.call_after_refresh(self._more_moved)

    def on_resize(self) -> None:
        self.call_after_refresh(self._more_moved)

    def _scrolled(self) -> None:
        self.call_after_refresh(self._more_moved)

    def update_live(self) -> None:
        """The live line, then, once the box is fit to it (:meth:`_fit_body`, after a refresh), whether it hides
        players below said again (:meth:`more_below`)."""
        super().update_live()
        self.call_after_refresh(lambda: self.call_after_refresh(self._more_moved))

    #: what the live line says first while players' lines run below the box (:meth:`more_below`)
    said_below = ""

    def more_below(self) -> str:
        """What the box hides below, said before "Will record": ``"↓ 2 more players below: PageDown"``, or ``"↓ more
        below: PageDown"`` when only the last lines of a player shown are; ``""`` when it all shows (or is scrolled
        to its end). A newcomer's try at 80x24, turn 4, Terminal Tax drawn, 4 players flying: the box showed two
        players and went on to "Will record: …", the other two hidden with no scrollbar nor word (PageDown alone
        showed them)."""
        try:
            body = self.query_one("#form-body")
            lines = self.query_one("#revenue-lines", HangingLines)
        except NoMatches:
            return ""
        if not body.size.height or body.scroll_y >= body.max_scroll_y:
            return ""
        bottom = body.scroll_y + body.scrollable_content_region.height
        top = lines.virtual_region.y
        rows = hanging(lines.lines, lines.size.width).split("\n") if lines.size.width else []
        hidden = sum(1 for i, row in enumerate(rows) if row and not row.startswith(" ") and top + i >= bottom)
        if hidden:
            return f"↓ {hidden} more player{'s' if hidden > 1 else ''} below: PageDown"
        return "↓ more below: PageDown"

    def _more_moved(self) -> None:
        """The live line said again when what the box hides below changed (scrolled, resized, laid out)."""
        if not self.is_attached:
            return
        said = self.more_below()
        if said != self.said_below:
            self.said_below = said
            try:
                self.update_live()
            except NoMatches:  # its parts already taken off (the form closing, or the app quitting, after a resize)
                return

    def payload(self) -> dict[str, Any]:
        return {}

    def players_apart(self) -> str:
        """The summary with its players' parts set apart by " · " (the ledger's summary parts them by commas, as
        its figures are: "Ann +$58M -$30M, Bea earns $0M, owes $20M with $14M: short by $6M, …" read as one run;
        on screen only, the record keeps the ledger's words): :func:`ledger.games.air_fare.revenue_summary`."""
        return af.revenue_summary(self.state).text(" · ")

    def figures(self) -> dict[int, tuple[str, str]]:
        """Each active player's figures of this Revenue Phase, by seat, in the words every line of it uses (the form's
        blocks, its Will record line, the Recorded notice): all of them (``"landing revenue $40M, advertising -$7M,
        pays $8M: cash +$25M"``) and the result alone (``"cash +$25M"``, ``"short $6M"``, ``"bankrupt"``). Each said
        another figure in other words (the landing revenue, then "+$58M" after advertising, then the cash's change)
        and the three did not obviously agree (a newcomer's try). ``{}`` when the ledger refuses the revenue."""
        state = self.state
        try:
            entries, _summary = preview(self.game, self.KIND, {})
            after = applied_state(self.game, self.KIND, {})
        except RuleViolation:
            return {}
        revenue = af.turn_revenue(state)
        net_shares = af.advertising_net(af.advertising_takings(state))
        short = {p.seat: p.short for p in af.short_players(after)}
        out: dict[int, tuple[str, str]] = {}
        for player in state.active_players():
            seat = player.seat
            parts = [f"landing revenue {mm(revenue.get(seat, (0, []))[0])}"]
            shares = net_shares.get(seat, 0)
            if shares:
                parts.append(f"advertising {'+' if shares > 0 else '-'}{mm(abs(shares))}")
            owed = sum(amount for _memo, amount in af.charges_due(state, seat))
            if owed:
                parts.append(f"pays {mm(owed)}")
            if not after.player(seat).active:
                result = "bankrupt"
            elif short.get(seat):
                result = f"short {mm(short[seat])}"
            else:
                net = cash_received(entries, seat)
                result = f"cash {'+' if net >= 0 else '-'}{mm(abs(net))}"
            out[seat] = (f"{', '.join(parts)}: {result}", result)
        return out

    def recorded_text(self, payload: dict[str, Any], summary: str) -> str | None:
        """The notice says each player's result in the words of the form's blocks and its Will record line
        (:meth:`figures`): "Turn 2 cash: Ann short $71M · Bea -$1M · Cal short $6M". The summary's own words
        (what each earns, owes and has) cut it after the first player (a newcomer's try at 80x24: "Turn 2 revenue:
        Ann earns $0M, owes … (all in the journal)"); the form showed them all before it was recorded."""
        figures = self.figures()
        if not figures:
            return in_words(self, self.players_apart())
        # "cash" said once, in the head: the notice has one line (at 80x24 a third player's part was cut)
        parts = [
            f"{p.name} {figures[p.seat][1].removeprefix('cash ')}"
            for p in self.state.active_players()
            if p.seat in figures
        ]
        # the players' parts set apart by " · ", as the form sets them (players_apart)
        return in_words(self, f"Turn {self.state.turn} cash: " + " · ".join(parts))

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        short = af.short_players(applied_state(self.game, self.KIND, payload))
        figures = self.figures()
        summary = (
            f"Turn {self.state.turn} revenue: "
            + " · ".join(f"{p.name} {figures[p.seat][0]}" for p in self.state.active_players() if p.seat in figures)
            if figures
            else self.players_apart()
        )
        below = f"{self.said_below}\n" if self.said_below else ""
        if not short:
            return f"{below}Will record: {in_words(self, summary)}"
        return (
            f"{below}Will record: {in_words(self, summary)}\nShort: "
            + ", ".join(f"{p.name} by {mm(p.short)}" for p in short)
            + ". Nothing of it is paid now: the turn waits for money to be raised (Raise Money Fast), then settle (e)."
        )

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """Option cannot_pay "bankrupt_at_once" (a game stored before issue 12): who cannot pay is
        bankrupt in the revenue itself, so the banker is asked first, naming him."""
        after = applied_state(self.game, self.KIND, payload)
        out = [p.name for p in after.players if not p.active and self.state.player(p.seat).active]
        if not out:
            return None
        seats = [p.seat for p in after.players if not p.active and self.state.player(p.seat).active]
        return (
            f"{', '.join(out)} {'goes' if len(out) == 1 else 'go'} bankrupt and out of the game at once (option "
            'cannot_pay "bankrupt_at_once"; Revenue Phase: "If you cannot pay, you go bankrupt"): '
            f"{bankruptcy_losses(self.state, seats)}.\n{undo_said(self)}\nTo raise money first, answer n, then Esc."
            "\nRecord the revenue?"
        )


def undo_said(form: Widget) -> str:
    """What undo does and does not do to a bankruptcy once recorded, for the questions before it (the keys line
    under them says "it cannot be taken back at the table" while ctrl+z exists: a newcomer's try asked which):
    the app's undo key as the keymap has it (``"ctrl+z"``)."""
    undo = next((b for b in getattr(form.app, "BINDINGS", ()) if isinstance(b, Binding) and b.id == "undo"), None)
    key_for = getattr(form.app, "key_for", lambda b: b.key)
    key = key_for(undo).split(",")[0] if undo is not None else "ctrl+z"
    return (
        f"Undo ({key} on the table) takes it back out of the book, the player in the game as before; what was "
        "done at the table (cards put back in the box, money handed over) is set back by hand."
    )


def bankruptcy_losses(state: af.AirFareState, seats: Iterable[int]) -> str:
    """What a bankruptcy of the players ``seats`` takes, as the questions before it say it: the bank takes the
    cash, the bank loans are written off, the cards leave the game, and each loan between players written off
    (:func:`ledger.games.air_fare.player_loans_written_off`) by whose money it is: "Bea's $15M lent to Dan is
    lost" (what the bankrupt owed), "Dan's $10M lent to Bea is written off: Bea keeps it". A newcomer's try: the
    warning said "the loans are written off", and Bea's worth dropped by the $15M she had lent Dan without a
    word."""
    out = set(seats)
    said = ["the bank takes the cash, the bank loans are written off, the cards leave the game"]
    loans: list[tuple[int, int, int]] = []
    for seat in sorted(out):
        loans += [loan for loan in af.player_loans_written_off(state, seat) if loan not in loans]
    for lender, borrower, amount in loans:
        lent = f"{state.player(lender).name}'s {mm(amount)} lent to {state.player(borrower).name}"
        if lender in out and borrower in out:
            said.append(f"{lent} is written off")
        elif borrower in out:
            said.append(f"{lent} is lost")
        else:
            said.append(f"{lent} is written off: {state.player(borrower).name} keeps it")
    return "; ".join(said)


# == Raising money: the settle =================================================================
class SettleForm(_AFForm):
    """Revenue Phase, raising money: the dues left outstanding paid from the cash as it now stands;
    a player still short is bankrupt (asked first, naming him)."""

    NO_FIELDS = True
    KIND = "air_fare.settle"
    HEADING = "Settle the dues left outstanding (Air Fare, Revenue Phase; Raise Money Fast)"
    ASKS = "Asks first (y/n) before a bankruptcy, showing how to still raise money"

    def compose_fields(self) -> ComposeResult:
        lines = []
        for p in af.short_players(self.state):
            lines.append(f"{p.name} owes {mm(p.owes)} ({in_words(self, dues_text(p.dues))}), has {mm(p.cash)}:")
            ways_left = af.ways_to_raise(p, repay_hint=REPAY_HINT)
            lines.append(
                f"  pays, {mm(p.cash - p.owes)} left"
                if not p.short
                else f"  short {mm(p.short)}: BANKRUPT unless {p.name} raises it first. {ways_left}."
            )
        ways = self.raise_keys()
        if ways:  # only while someone is still short and has a way to raise money: else there is nothing to raise
            lines.append(f"Raise money first: Esc, then {ways}.")
        yield PlainStatic("\n".join(lines), id="settle-lines", classes="info", markup=False)

    def payload(self) -> dict[str, Any]:
        return {}

    def raise_keys(self) -> str:
        """The table's keys that can still raise money for a player short, with what each does (``"s a sale, n a
        loan between players"``), or ``""`` (:func:`ledger.games.air_fare.raise_money_kinds`). A newcomer's try:
        "l a bank loan" was offered under the player's own "no bank loan room"."""
        return ", ".join(RAISE_KEYS[kind] for kind in af.raise_money_kinds(self.state))

    def recorded_text(self, payload: dict[str, Any], summary: str) -> str | None:
        """The notice says each player's part short, set apart by " · " ("Turn 2 settled: Ann pays $120M · Cal
        bankrupt"): the summary's words (what each has left) cut it after the first player (a newcomer's try at
        80x24: "Turn 2 settled: Ann pays $120M ($0M … (all in the journal)")."""
        parts = [
            f"{p.name} bankrupt" if p.short else f"{p.name} pays {mm(p.owes)}" for p in af.short_players(self.state)
        ]
        if not parts:
            return None
        return in_words(self, f"Turn {self.state.turn} settled: " + " · ".join(parts))

    def bankrupt(self) -> list[af.ShortPlayer]:
        """The players the settle would declare bankrupt (still short with the cash they have now)."""
        return [p for p in af.short_players(self.state) if p.short]

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        out = self.bankrupt()
        if not out:
            return None
        who = ", ".join(f"{p.name} (owes {mm(p.owes)}, has {mm(p.cash)})" for p in out)
        ways = "\n".join(f"{af.ways_to_raise(p, repay_hint=REPAY_HINT)}." for p in out)
        keys = self.raise_keys()
        first = f"To raise money first, answer n, then Esc ({keys}).\n" if keys else ""
        return (
            f"{who} {'goes' if len(out) == 1 else 'go'} bankrupt and out of the game (Revenue Phase: "
            f'"If you cannot pay, you go bankrupt"): {bankruptcy_losses(self.state, [p.seat for p in out])}.'
            f"\n{ways}\n{undo_said(self)}\n{first}Settle now?"
        )


# == Bid Phase ==================================================================================
class BidInput(MaskedInput):
    """A card's secret bid ($M), masked: every field of the bidder shows the same mask while the others look away,
    whether it holds a bid or is blank (a blank showed its "$M" example beside a bid's mask: anyone watching saw which
    cards the bidder had bid on, and after a refusal which card was refused, a newcomer's try). Peeking (ctrl+o) shows
    the fields as typed, a blank as "—" (no bid; its "$M" read as a bid typed). The first digit typed over a kept bid
    (the seat's bids typed before, or the bids of an Enter refused) replaces it (appended to a figure the bidder cannot
    see, it made another)."""

    #: the value kept for this field from the seat's bids typed before (``""``: no bid); ``None``: a new bid
    kept: str | None = None

    def mask(self) -> str:
        """The mask, whatever the field holds (blank or not)."""
        return self.MASK

    async def _on_key(self, event: events.Key) -> None:
        if self.kept is not None and self.value == self.kept and event.character and event.character.isdigit():
            self.value = ""
        if event.is_printable or event.key == "backspace":
            self.kept = None
        await super()._on_key(event)


class LoanTypedAhead(Screen[Any]):
    """A screen that opens a bank loan over itself (ctrl+l: the trade, the advertising, the secret bids), named after
    the screen's own base (``class TradeForm(SaleForm, LoanTypedAhead)``): Textual styles a screen by the first of its
    bases that is a screen, and this one first lost the form's box and border. An Enter (or
    a record key, :meth:`record_keys`) typed before it shows again after the loan records nothing and goes nowhere.
    The cursor goes back to the field it left (:meth:`loan_back_to`), and the notice says that the key was not used.
    The app asks before it runs a key's binding (:meth:`tui.app.AirbankerApp.on_event`). A newcomer's try: a price
    over the buyer's cash refused, then "ctrl+l 50 Enter Enter" typed at once: the loan was recorded, and the second
    Enter recorded the trade at once, unseen; the same keys recorded the advertising, or handed a bidder's seat over."""

    #: what shows again after the loan, as the notice names it ("the trade")
    LOAN_OVER: ClassVar[str] = ""
    #: what the key does once typed again, as the notice says it
    TYPE_AGAIN: ClassVar[str] = "type it again to go on"
    #: the actions of the keys that record (or go on) here besides Enter (:meth:`record_keys`)
    RECORD_ACTIONS: ClassVar[frozenset[str]] = frozenset({"record"})

    #: the field a key typed ahead after the loan goes back to, while the screen has not shown again since the loan
    #: opened; ``None``: no key is held (:meth:`key_typed_ahead`)
    back_to_at_loan: Widget | None = None
    #: when the screen showed again after that loan, on the clock of the keys' times; ``None`` until then
    back_at: float | None = None
    #: the loan form last opened here recorded a loan (``False``: closed with Esc, nothing recorded)
    loan_taken: bool = False

    def loan_back_to(self) -> Widget | None:
        """As the loan opens: the field a key typed ahead of the screen after it goes back to (by default the one
        focused), or ``None`` when such a key is used as typed. A masked screen holds it whatever the amounts (nothing
        it does may depend on them)."""
        return self.focused

    def refused_still(self) -> bool:
        """Whether the screen, shown again after the loan, still refuses what a key typed ahead would record: that
        key is then used, and says so as ever (by default never: a masked screen says nothing of its amounts)."""
        return False

    def after_loan(self) -> None:
        """Back from the loan form, attached: what the loan changed said again (by default nothing)."""

    def open_loan(self, seat: int) -> None:
        """The bank loan form over the screen, for player ``seat``; what is typed stays."""
        form = LoanForm()
        form.for_seat = seat
        self.back_to_at_loan = self.loan_back_to()
        self.back_at = None
        self.app.push_screen(form, callback=self._back_from_loan)

    def _back_from_loan(self, recorded: bool | None) -> None:
        """Back from the loan form: :meth:`after_loan`, and the time the screen shows again noted
        (:meth:`key_typed_ahead`)."""
        if not self.is_attached:
            return
        self.loan_taken = bool(recorded)
        self.after_loan()
        if self.back_to_at_loan is not None:
            self.call_after_refresh(self._mark_back)

    def _mark_back(self) -> None:
        self.back_at = key_clock()

    def record_keys(self) -> set[str]:
        """The keys that record here now: Enter, and those bound to :attr:`RECORD_ACTIONS` (ctrl+s, or as the keymap
        has it)."""
        keys = {"enter"}
        key_for: Callable[[Binding], str] = getattr(self.app, "key_for", lambda b: b.key)
        for cls in type(self).__mro__:  # the screen's own bindings and those it inherits (FormScreen's ctrl+s)
            for binding in cls.__dict__.get("BINDINGS", []):
                if isinstance(binding, Binding) and binding.action in self.RECORD_ACTIONS:
                    keys.update(key.strip() for key in key_for(binding).split(","))
        return keys

    def key_typed_ahead(self, event: events.Key) -> bool:
        """Whether ``event`` is an Enter (or a record key, :meth:`record_keys`) typed before the screen showed again
        after a bank loan: it is not used; the cursor goes back to :meth:`loan_back_to`'s field, its figure selected,
        and the notice says so. Once the screen has shown again, or while it still refuses (:meth:`refused_still`),
        the key is used as ever."""
        back = self.back_to_at_loan
        if back is None or event.key not in self.record_keys() or self.app.screen is not self:
            return False
        if self.back_at is not None and event.time >= self.back_at:
            self.back_to_at_loan = None  # the screen was seen again: the key as on a fresh screen
            return False
        self.back_to_at_loan = None
        if self.refused_still() or not back.is_attached:
            return False  # refused still: the key says so, as ever
        back.focus()
        if isinstance(back, Input):
            back.select_all()
        # held after a loan form closed with Esc too: the key was typed blind all the same, and on a masked screen it
        # hands a seat over or reveals; typed again it costs one key, used it would act unseen
        loan = "the loan" if self.loan_taken else "the loan form closed with no loan taken"
        why = f"typed before {self.LOAN_OVER} showed again after {loan}, not used: {self.TYPE_AGAIN}"
        typed = "Enter" if event.key == "enter" else event.key
        self.notify(f"{typed} {why}.", title="Not recorded", severity="warning", timeout=6, markup=False)
        refused_key = getattr(self.app, "refused_key", None)
        if callable(refused_key):
            refused_key(why)  # the keys typed straight after it are not used either, and said
        return True


class AirFareBidsScreen(SecretBidsScreen, LoanTypedAhead):
    """Bid Phase: each player's secret bids typed in turn (masked), revealed together, then recorded."""

    KIND = "air_fare.bids"
    LOAN_OVER = "the bids"
    #: Enter and ctrl+s hand the seat over (or reveal), y records (:class:`LoanTypedAhead`)
    RECORD_ACTIONS = frozenset({"record", "commit('enter')", "commit('ctrl+s')"})
    BID_WORD = "bids"
    TYPING_KEYS = "Enter: next card / next player · ctrl+o: show/hide the bids · Esc: cancel"
    READY_MESSAGE = "All bids are typed. Enter reveals them together."
    NAME_WIDTH = 16
    TYPED_MARK = "typed (hidden)"

    DEFAULT_CSS = """
    AirFareBidsScreen { align: center middle; }
    AirFareBidsScreen > #bids { width: 80; height: auto; border: round $accent; padding: 0 1;
                                background: $surface; margin-top: 1; }
    AirFareBidsScreen #bids-head { text-style: bold; }
    AirFareBidsScreen #bids-roll { margin: 1 0 0 0; height: auto; }
    AirFareBidsScreen .row { height: 1; }
    AirFareBidsScreen FieldRow { padding-left: 34; }
    AirFareBidsScreen .row > Input { width: 10; }
    AirFareBidsScreen .row > .after { width: 1fr; padding-left: 1; color: $text-muted; }
    AirFareBidsScreen FieldRow > .field-row--note { color: $text-muted; }
    AirFareBidsScreen #entry { height: auto; margin-top: 1; }
    AirFareBidsScreen #entry-who { text-style: bold; }
    AirFareBidsScreen #bids-message.-refused { color: $error; }
    AirFareBidsScreen #bid-check { color: $error; }
    AirFareBidsScreen #bid-check.-ok { color: $success; }
    AirFareBidsScreen > #bids-keys { width: 80; height: auto; color: $text-muted; padding: 0 2; }
    """

    # As for Air Empire's bids: Enter moves on and reveals but never records (a second Enter
    # still bouncing must not record the bids); y or ctrl+s records an accepted reveal
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "commit('ctrl+s')", "Next / Reveal / Record", id="af_bids_commit"),
        Binding("y", "record", "Record the bids", id="af_bids_record"),
        Binding("escape", "cancel", "Cancel", id="af_bids_cancel"),
        *(
            Binding(str(n), f"retype({n})", f"Retype seat {n}", id=f"af_bids_retype_{n}", show=False)
            for n in range(1, af.PLAYERS[1] + 1)
        ),
        Binding("enter", "commit('enter')", "Next / Reveal", id="af_bids_enter", show=False),
        Binding("ctrl+l", "loan", "Bank loan for the bidder", id="af_bids_loan", show=False),
    ]
    KEY_IDS = (*SecretBidsScreen.KEY_IDS, "af_bids_commit", "af_bids_record", "af_bids_cancel", "af_bids_loan")

    def __init__(self, refill: Mapping[str, Any] | None = None) -> None:
        super().__init__()
        self.typed: dict[int, dict[int, int]] = {}  # seat -> card -> $M
        self.outcome: dict[int, str] = {}  # card -> what the reveal says of it
        self.after: af.AirFareState | None = None  # the state once the revealed bids are applied
        #: the bids of an action just undone, offered again (:func:`tui.screens.journal.offer_again`): the
        #: screen opens on their reveal (revealed to the table already), a seat retyped starts from its own
        self.refill = refill
        #: the refusal of the player typing's bids on his last Enter (said under the fields), or ``None`` once a bid
        #: of his is typed again
        self.typed_refusal: RuleViolation | None = None
        #: an Enter of the player typing was refused: masked again, the focus goes back to his first card
        self.refused_on_enter = False
        #: a bid the player typing has in his fields now is refused (:meth:`show_checks`)
        self.checks_refused = False
        #: a bid typed while masked since the refusal of the last Enter: that refusal is forgotten when next drawn
        #: (not as the key is typed: nothing drawn changes with a masked key)
        self.typed_masked = False
        #: the player typing has peeked (ctrl+o) at least once
        self.peeked = False
        #: the refusal of each seat whose bids the last reveal refused (:func:`ledger.games.air_fare.refused_bidders`;
        #: said at the reveal, why to its bidder once he retypes), in seat order
        self.refused_seats: dict[int, RuleViolation] = {}

    @property
    def state(self) -> af.AirFareState:
        state: af.AirFareState = self.game.state
        return state

    @property
    def can_type(self) -> bool:
        return bool(self.pool)

    def prepare(self) -> None:
        state = self.state
        self.seats = [p.seat for p in state.active_players()]
        self.names = {p.seat: p.name for p in state.players}
        self.pool = list(state.pool)
        if self.refill is not None:
            self.typed = {seat: {} for seat in self.seats}
            for bid in self.refill.get("bids", []):
                if bid.get("player") in self.typed and bid.get("card") in self.pool:
                    self.typed[bid["player"]][bid["card"]] = bid["amount"]
            self.stage = "reveal"

    def compose_head(self) -> Iterable[Widget]:
        yield PlainStatic(
            f"Bid Phase, turn {self.state.turn}: secret bids on the Bidding Pool "
            f"(at least the base cost; {self.limit_words()})",
            id="bids-head",
            markup=False,
        )

    def compose_fields(self) -> ComposeResult:
        for card in self.pool:
            name = self.state.cards[card].name
            yield _row(
                f"#{card} {name}",
                BidInput(
                    placeholder="—",  # peeking, a blank is no bid: "$M" read as a bid typed (a newcomer's try)
                    id=f"bid_{card}",
                    restrict=DIGITS,
                    classes="num secret -valid",
                    compact=True,
                    password=True,
                ),
                after=self.hint(card),
                after_id=f"check_{card}",
            )
        yield PlainStatic("", id="bid-check", markup=False)

    def _bids_together(self) -> bool:
        """Whether the cash limits all of a bidder's bids together (option ``bid_limit`` "total", the default) rather
        than each bid ("each"): Air Fare, Bid Phase, "You cannot bid more money than you have in your account"."""
        return bool(self.state.options["bid_limit"] == "total")

    def limit_words(self, seat: int | None = None) -> str:
        """What the cash limits, as option ``bid_limit`` reads the rule (Air Fare, Bid Phase: "no more money than you
        have"): ``"all your bids together: at most $75M"`` ("total", the default) or ``"each bid: at most $75M"``
        ("each"), the cash of ``seat``; ``None``: for every bidder, "… at most the bidder's cash". The form said "at
        most the money in the account" while the default limits all of a player's bids together (a newcomer's
        try)."""
        together = self._bids_together()
        if seat is None:
            return ("all of a bidder's bids together" if together else "each bid") + ": at most the bidder's cash"
        cash = int(self.game.balance(f"p{seat}:cash"))
        return ("all your bids together" if together else "each bid") + f": at most {mm(cash)}"

    def hint(self, card: int) -> str:
        """Beside a card's field while its bid stands: the least bid."""
        return f"min {mm(af.base_cost(self.state.cards[card].name))} · blank: no bid"

    def typed_now(self) -> dict[int, int]:
        """The bids of the player typing, card -> $M, in pool order (a field not a number is left out)."""
        bids: dict[int, int] = {}
        for card in self.pool:
            try:
                amount = parse_whole(self.query_one(f"#bid_{card}", Input).value)
            except FormError:
                continue
            if amount is not None:
                bids[card] = amount
        return bids

    def show_checks(self, *, typed: bool = False) -> None:
        """Each bid checked (:func:`ledger.games.air_fare.bid_problems`, the reveal's own rules): a mark by a refused
        bid and the rule under the fields, never the amount. Peeking, as it is typed (``typed``: called on a key);
        masked, only when the bidder leaves the seat (ctrl+s, the last Enter) or hides his peek: checked on each key,
        the masked "Refused" line came and went as a bid was typed (a newcomer's try: "5" on Miami showed it, a
        second "5" hid it; Backspace on a refused Chicago hid it), telling the table which card was being bid on
        and that a bid was withdrawn."""
        if typed and not self.peeking:
            return
        problems = af.bid_problems(self.state, self.seats[self.current], self.typed_now())
        # a bid that is no whole number ($12.5M) is marked as it is typed too, never repeated (secret)
        unread: dict[int, str] = {}
        for card in self.pool:
            try:
                parse_whole(self.query_one(f"#bid_{card}", Input).value)
            except FormError as error:
                unread[card] = str(error)
        # masked, nothing beside a card says it is refused, nor does the bidder's row: "✗ refused" by a card, then
        # "bid refused" on the row with the refused card's mask alone, told the table which card the bidder wanted
        # (newcomers' tries); the line under the fields says only that a bid is refused, and peeking, the bidder
        # alone reads which and why
        self.checks_refused = bool(problems or unread)
        for card in self.pool:
            wrong = self.peeking and (card in problems or card in unread)
            show_note(self, f"check_{card}", "✗ refused (see below)" if wrong else self.hint(card))
        lines = [f"#{card} {self.state.cards[card].name}: {why}." for card, why in unread.items()]
        lines += [
            in_words(self, f"#{p.card} {self.state.cards[p.card].name}: {p.message} ({p.rule}).")
            + self.loan_way_out(p.message)
            for p in problems.values()
        ]
        # why tells the table about the amount ("more than the $50M in the account"): for the bidder's eyes, and so
        # is that they stand (a newcomer's try: peeking at bids that stood, nothing was said of them)
        check = self.query_one("#bid-check", Static)
        stand = not lines and self.typed_refusal is None  # a refusal of the last Enter is said under it until retyped
        check.update(self.secret_reason(self.bids_stand() if stand else "\n".join(lines)))
        check.set_class(stand, "-ok")
        self.follow_kept_refused()

    def bids_stand(self) -> str:
        """What the check says, peeking, of bids none of which the rules refuse (:func:`ledger.games.air_fare.
        bid_problems`), in the rulebook's words (Air Fare, Bid Phase: "A Bid cannot be for less than the Base Cost";
        "You cannot bid more money than you have in your account", each bid or, option ``bid_limit`` "total", all
        together); with nothing typed, that no bid is."""
        if not self.typed_now():
            return "No bid typed: a blank card is no bid."
        within = "together within" if self._bids_together() else "none over"
        return f"Your bids stand: none below the Base Cost, {within} your account."

    def loan_way_out(self, why: str) -> str:
        """After the private refusal ``why`` of a bid over the bidder's cash: the way out, a bank loan (ctrl+l, up to
        what he may still borrow); ``""`` for another refusal, or with no loan left to take."""
        if "in the account" not in why or not self.seats:
            return ""
        room = af.loan_room(self.state, self.seats[self.current])
        return f" A bank loan first: ctrl+l (up to {mm(room)} more)." if room > 0 else ""

    def secret_reason(self, reason: str) -> str:
        """``reason``, why a bid typed is refused, while the bidder peeks (ctrl+o); masked, nothing: a line there only
        when a bid is refused told the table so (a newcomer's try). Every bidder's fields have the same line under
        them (:attr:`CHECK_LINE`)."""
        return reason if self.peeking else ""

    #: the line under a bidder's fields, the same for every bidder, refused or not (:meth:`store_current`): it
    #: reminds each alike to check before handing over, since a bid refused keeps him on it, and the reveal tells
    #: the table "a bid of Mirela's is refused" (a newcomer's try)
    #: (``limit``: :meth:`limit_words` of the bidder; ``reveal``: :attr:`REVEAL_CHECK` or ``""``)
    CHECK_LINE = "{name}: ctrl+o: check your bids before ctrl+s — {limit}{reveal}."
    #: what the reveal checks besides, under option ``bid_limit`` "each" only: the bids a bidder wins, known only
    #: with the others' bids. Every other check is of his own bids, made as they are typed (the base cost, and the
    #: cash under "total"): the line said "or refused at the reveal" under both settings (a newcomer's try)
    REVEAL_CHECK = "; the bids you win, all together too, or refused at the reveal"

    def show_own(self) -> None:
        """Mask or show the bidder's fields (ctrl+o), and with them why a bid of his is refused. Once an Enter of his
        was refused, peeking focuses the refused bid, selected to be typed over; masked again, the focus goes back
        to his first card: the focus mark on the refused card told the table which card the bidder wanted (a
        newcomer's try)."""
        super().show_own()
        if self.stage == "typing" and self.seats:
            if self.typed_masked:  # a bid typed masked since the last Enter refused: that refusal no longer holds
                self.forget_typed_refusal()
            self.typed_masked = False
            if not self.peeking and self.peeked:
                self.where = self.focused
            self.show_checks()
            if self.peeking:
                self.focus_refused()  # first: the line says where the cursor is
                self.show_typed_refusal()
            elif self.typed_refusal is not None:  # retyping after the reveal refused: the line as it began
                self.forget_typed_line()
                self.say_check_line()
            elif self.peeked:
                # masked again, the cursor stays where the bidder left it, said in the form's line with the key that
                # hands the seat over. It went back to the first card: Enter then stepped through the bidder's cards,
                # and the next bidder's bid typed ahead landed on them (a newcomer's try: Bo's 50 on Annabelle's
                # New York)
                if self.typed_refusal is None:
                    message = self.query_one("#bids-message", Static)
                    message.update(self.hidden_again())
                    message.set_class(True, "-where")
            if self.peeking:
                self.peeked = True
                self.forget_where()

    def first_card_said(self) -> str:
        """The first card of the pool, as its row names it ("#16 Miami"); ``""`` with no pool."""
        return f"#{self.pool[0]} {self.state.cards[self.pool[0]].name}" if self.pool else ""

    def hidden_again(self) -> str:
        """Once a peek is hidden, in plain words: the cursor stays where the bidder left it, and what hands his seat
        over (Enter on his last card, or ctrl+s) to whom."""
        seat = self.seats[self.current]
        after = self.current + 1 < len(self.seats) and not self.retyping
        then = f"{self.names[self.seats[self.current + 1]]}'s bids next" if after else "then the reveal"
        if self.kept_refused and self.checks_refused:
            # still refused: no key hands the seat over yet (a review: "done: ctrl+s or Enter" under the line saying
            # the bid is refused, and both keys refused)
            return self.keys_said(
                f"Hidden again, the cursor where {self.names[seat]} left it. A bid of {self.names[seat]}'s is still "
                "refused: fix it or blank it (ctrl+o shows why), then Enter."
            )
        # kept on a bid refused, Enter hands the seat over from any card (:meth:`on_input_submitted`)
        keys = "ctrl+s or Enter" if self.kept_refused else "ctrl+s (or Enter on the last card)"
        done = f"Hidden again, the cursor where {self.names[seat]} left it. {self.names[seat]} done: {keys}, {then}."
        return self.keys_said(done)

    #: the field focused when a peek was hidden (the line saying so goes as the cursor leaves it)
    where: Widget | None = None

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """The line saying where the cursor is once a peek was hidden goes as the cursor leaves that field (the base
        class marks the row's label as well). A newcomer's try: 55, ctrl+o, ctrl+o, Enter: the ▸ on the second card
        while the line still spoke of the first."""
        if event.widget is not self.where:
            self.forget_where()

    def forget_where(self) -> None:
        """The line saying where the cursor is once a peek was hidden (:meth:`hidden_again`) goes."""
        if self.is_mounted:
            self.where = None
            message = self.query_one("#bids-message", Static)
            if message.has_class("-where"):
                message.update("")
                message.set_class(False, "-where")
                if self.stage == "typing" and self.seats:
                    self.say_check_line()

    def focus_first(self) -> None:
        """Focus the first card's field of the player typing."""
        if self.pool:
            self.query_one(f"#bid_{self.pool[0]}", Input).focus()

    def focus_refused(self) -> None:
        """Focus the field of the bid refused on the last Enter, selected to be typed over (its amount kept: emptied,
        a second ctrl+s stored it as no bid, a newcomer's try: 51 with $21M, ctrl+s, ctrl+s: the bid vanished)."""
        error = self.typed_refusal
        if error is None:
            return
        card = self.refused_card()
        if card is not None:
            refused = self.query_one(f"#bid_{card}", Input)
            refused.focus()
            refused.select_all()

    def refused_card(self) -> int | None:
        """The card of the bid refused on the last Enter, or else the first card whose bid the check refuses now
        (:func:`ledger.games.air_fare.bid_problems`); ``None`` with none. The cursor stayed on the first card when
        the refusal named no card of the pool, though the line said it was on the bid refused (a newcomer's try)."""
        error = self.typed_refusal
        if error is not None and error.field.isdigit() and int(error.field) in self.pool:
            return int(error.field)
        problems = af.bid_problems(self.state, self.seats[self.current], self.typed_now())
        return next((card for card in self.pool if card in problems), None)

    def show_typed_refusal(self) -> None:
        """Say under the fields that the bids of the player typing were refused on Enter, and where the cursor is:
        masked, on his first card (on the refused one it named the card to the table); peeking, on the refused
        bid. Why is said once, by the check as typed above it (the same rules, :meth:`show_checks`), never by card
        nor amount while masked; only a refusal that check does not give says why here (masked:
        :meth:`secret_reason`)."""
        error = self.typed_refusal
        if error is None:
            return
        seat = self.seats[self.current]
        message = self.query_one("#bids-message", Static)
        lines = []
        if not self.checks_refused:
            lines.append(
                self.secret_reason(f"Refused: {in_words(self, error.message)} ({in_words(self, error.rule)}).")
            )
        if self.peeking and self.refused_card() is not None:  # focused there (:meth:`focus_refused`)
            where = "the cursor is on the bid refused"
        elif self.peeking:
            where = "the cursor is where it was"
        elif self.where is not None:  # a peek hidden again: the cursor stayed where the bidder left it
            where = f"the cursor is where {self.names[seat]} left it"
        else:
            first = self.first_card_said()
            where = f"the cursor is back on the first card, {first} (ctrl+o takes it to the bid refused)"
        lines.append(f"Type {self.names[seat]}'s bid again (blank: no bid): {where}.")
        message.update("\n".join(lines))
        message.set_class(True, "-refused")

    def forget_typed_line(self) -> None:
        """The refusal line said while peeking goes (masked again), the refusal kept for the next peek."""
        message = self.query_one("#bids-message", Static)
        if message.has_class("-refused"):
            message.update("")
            message.set_class(False, "-refused")

    def forget_typed_refusal(self) -> None:
        """The refusal of the last Enter no longer holds (a bid typed again, or the next bidder): its line goes."""
        self.typed_refusal = None
        if self.is_mounted:
            message = self.query_one("#bids-message", Static)
            if message.has_class("-refused"):
                message.update("")
                message.set_class(False, "-refused")

    def on_input_changed(self, event: Input.Changed) -> None:
        if self.stage == "typing" and (event.input.id or "").startswith("bid_"):
            self.show_checks(typed=True)
            kept = getattr(event.input, "kept", None)
            if self.typed_refusal is not None and (kept is None or event.value != kept) and not self.peeking:
                # masked, nothing drawn changes with a key (:meth:`show_checks`): forgotten when next shown
                self.typed_masked = True
            elif self.typed_refusal is not None and (kept is None or event.value != kept):
                # a bid typed again, or blanked: the refusal of the last Enter no longer holds (the check above
                # says what is wrong now). A stale "refused" stayed after Backspace blanked the bid, on to the
                # next bidder (a newcomer's try)
                self.forget_typed_refusal()

    # -- drawing -------------------------------------------------------------------------------
    def start_typing(self, seat: int) -> None:
        # whose turn it is, in the keys' line, always in sight under the box: the bids of the next bidder typed ahead
        # went on the last one's cards (a newcomer's try)
        self.set_keys(f"{self.names[seat]} types · {self.TYPING_KEYS}")
        self.query_one("#entry-who", Static).update(self.who_line(seat))
        self.forget_typed_refusal()
        self.forget_where()
        self.refused_on_enter = False
        self.checks_refused = False
        self.typed_masked = False
        self.peeked = False
        self.kept_refused = False
        # a seat typed again (a digit at "All bids are typed" or at the reveal) starts from its bids as typed: they
        # were emptied, and ctrl+s recorded them as passes without a word (a newcomer's try)
        kept = self.refill is not None or self.retyping
        again = self.typed.get(seat, {}) if kept else {}
        for card in self.pool:
            field = self.query_one(f"#bid_{card}", BidInput)
            field.value = str(again[card]) if card in again else ""
            field.kept = field.value if kept else None
            field.refresh()  # drawn as kept (or not): the value alone may not have changed
        self.show_checks()  # of this bidder's fields, not of the last one's
        self.focus_first()
        # handed over refused, said at the reveal: retyped now, why for the bidder's eyes (ctrl+o)
        self.typed_refusal = self.refused_seats.pop(seat, None)
        self.say_check_line()

    def say_check_line(self) -> None:
        """The line under the bidder's fields (:attr:`CHECK_LINE`), or, retyping a bid refused at the reveal, that a
        bid of his is refused (the table knows it from the reveal)."""
        seat = self.seats[self.current]
        name = self.names[seat]
        message = self.query_one("#bids-message", Static)
        if self.typed_refusal is not None:
            message.update(f"{name}: a bid is refused; ctrl+o shows which and why, for your eyes.")
        else:
            reveal = "" if self._bids_together() else self.REVEAL_CHECK
            message.update(
                self.keys_said(self.CHECK_LINE.format(name=name, limit=self.limit_words(seat), reveal=reveal))
            )
        message.set_class(False, "-refused", "-where")

    def who_line(self, seat: int) -> str:
        """Whose bids are typed, with the cash he may bid."""
        return (
            f"Bids of {self.names[seat]} (seat {seat}, {mm(self.game.balance(f'p{seat}:cash'))} in the "
            "account) — the others look away."
        )

    def payload(self) -> dict[str, Any]:
        bids = [
            {"player": seat, "card": card, "amount": amount}
            for seat in self.seats
            for card, amount in self.typed.get(seat, {}).items()
        ]
        return {"bids": bids}

    def resolve(self, payload: dict[str, Any]) -> tuple[list[Entry], str]:
        self.after = applied_state(self.game, self.KIND, payload)
        return preview(self.game, self.KIND, payload)

    def reveal_lines(self, entries: list[Entry], summary: str) -> list[str]:
        state, after = self.state, self.after
        assert after is not None
        lines = ["The bids, revealed together:" if self.pool else "The Bidding Pool is empty: no bids."]
        # first, in the table's sight at 80x24 whatever the pool (the reveal scrolls): what a retyped seat had bid
        lines += [f"RETYPED after the reveal: {s}" for s in map(self.retyped_said, self.seats) if s is not None]
        outcomes = af.bid_outcomes(state, [(b["player"], b["card"], b["amount"]) for b in self.payload()["bids"]])
        for card in self.pool:
            name = state.cards[card].name
            typed = [(seat, self.typed.get(seat, {}).get(card)) for seat in self.seats]
            offers = [(s, a) for s, a in typed if a is not None]
            shown = ", ".join(f"{self.names[s]} {mm(a)}" for s, a in sorted(offers, key=lambda o: -o[1]))
            outcome = outcomes[card]
            if outcome.winner is not None:
                result = f"{self.names[outcome.winner]} wins, pays {mm(outcome.price)}"
            elif outcome.tied:
                result = "tie: no one wins, the card stays in the pool"
            else:
                result = "no bid: discarded"
            self.outcome[card] = result
            lines.append(f"#{card} {name} (min {mm(af.base_cost(name))}): {shown or 'no bid'}")
            lines.append(f"    → {result}")
        moves = [
            f"{self.names[s]} {mm(self.game.balance(f'p{s}:cash'))} → "
            f"{mm(self.game.balance(f'p{s}:cash') + cash_received(entries, s))}"
            for s in self.seats
            if cash_received(entries, s)
        ]
        if moves:
            lines += ["", "Cash: " + " · ".join(moves)]
        lines += [
            "",
            f"Will record: {in_words(self, summary)}",
            # no card won (an empty pool, no bid, ties): nothing is placed (a newcomer's try read the empty pool's
            # reveal say "The cards won are placed in front of their owners")
            "The cards won are placed in front of their owners (End Phase) and the next turn begins."
            if any(outcomes[card].winner is not None for card in self.pool)
            else "No card is won (End Phase): the next turn begins.",
        ]
        return lines

    def bid_words(self, seat: int, bid: Any) -> str:
        """``seat``'s bids in words for the RETYPED mark (:meth:`SecretBidsScreen.retyped_from`), in pool order, as
        the notice of the bids recorded names the cards: ``"Miami $50M, Boston $45M"``, or ``"no bid"``."""
        bids: dict[int, int] = bid or {}
        named = [f"{short_city(short_plane(self.state.cards[c].name))} {mm(bids[c])}" for c in self.pool if c in bids]
        return ", ".join(named) or "no bid"

    def same_bid(self, seat: int, first: Any, now: Any) -> bool:
        """Whether ``seat``'s bids are those first revealed: a blank card is no bid, as none typed."""
        return bool((first or {}) == (now or {}))

    def recorded_text(self) -> str:
        """The notice of the bids recorded, short: who won which card for how much, then the cards discarded and
        those left in the pool by a tie, by name ("Turn 1 bids: Cal Boston $50M; discarded: Chicago"). The summary's
        words cut it after the first card (a newcomer's try at 80x24: "Turn 1 bids: Cal wins Boston for $50M; 1 …
        (all in the journal)")."""
        state = self.state
        outcomes = af.bid_outcomes(state, [(b["player"], b["card"], b["amount"]) for b in self.payload()["bids"]])
        name = {card: short_city(short_plane(state.cards[card].name)) for card in self.pool}
        won = [f"{self.names[o.winner]} {name[c]} {mm(o.price)}" for c, o in outcomes.items() if o.winner is not None]
        tied = [name[c] for c, o in outcomes.items() if o.tied]
        gone = [name[c] for c, o in outcomes.items() if o.winner is None and not o.tied]
        parts = [", ".join(won) if won else "no card won"]
        parts += [f"tie, in the pool: {', '.join(tied)}"] if tied else []
        parts += [f"discarded: {', '.join(gone)}"] if gone else []
        return in_words(self, f"Turn {state.turn} bids: " + "; ".join(parts))

    def action_record(self) -> None:
        """Record the revealed bids (:class:`SecretBidsScreen`'s, with its note of the bids retyped after the
        reveal), the notice said short (:meth:`recorded_text`)."""
        if self.stage != "reveal" or self.refusal is not None:
            return
        rec = airbanker(self).record(self.KIND, self.payload(), note=self.record_note(), notice=self.recorded_text())
        if rec is not None:
            self.dismiss(True)
        else:
            self.reveal()
            self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "loan":
            return self.stage == "typing" and bool(self.seats)
        return super().check_action(action, parameters)

    def reveal_keys(self) -> str:
        return (
            f"y: record · {self.seat_keys()}: retype a seat's bids, marked RETYPED · Esc: cancel"
            if self.pool
            else "y: record · Esc: cancel"
        )

    def public_refusal(self, error: RuleViolation, payload: dict[str, Any]) -> str:
        """The refusal in the table's words: the player and the card, never ``bids[0].amount``."""
        text = in_words(self, error.message)
        match = re.match(r"bids\[(\d+)\]", error.field or "")
        if match and int(match.group(1)) < len(payload["bids"]):
            bid = payload["bids"][int(match.group(1))]
            card = self.state.cards.get(bid["card"])
            what = f"{card.name} #{bid['card']}" if card is not None else f"#{bid['card']}"
            text = f"{self.names.get(bid['player'], bid['player'])}'s bid on {what}: {text}"
        return text + (f" ({in_words(self, error.rule)})" if error.rule else "")

    def seat_at_fault(self, error: RuleViolation, payload: dict[str, Any]) -> int | None:
        """The seat whose bid the refusal names, or else the player its message names."""
        seat = super().seat_at_fault(error, payload)
        if seat is not None:
            return seat
        for seat in self.seats:  # "Bea wins bids for $90M with $50M": the refusal names the player
            if self.names[seat] in str(error):
                return seat
        return None

    # -- typing --------------------------------------------------------------------------------
    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        inputs = [self.query_one(f"#bid_{card}", Input) for card in self.pool]
        if event.input in inputs and event.input is not inputs[-1] and not self.kept_refused:
            inputs[inputs.index(event.input) + 1].focus()
        else:  # kept on a bid refused, Enter hands the seat over again from the bid fixed (:attr:`KEPT_REFUSED`)
            self.store_current()

    #: the notice of an Enter refused for a bid that is no whole number, masked: no card, no figure, and not the
    #: refusal line under the fields again
    NOT_TAKEN = "Not taken: a bid is no whole number; ctrl+o shows which, for the bidder's eyes."

    def store_current(self) -> None:
        seat = self.seats[self.current]
        bids: dict[int, int] = {}
        for card in self.pool:
            try:
                amount = parse_whole(self.query_one(f"#bid_{card}", Input).value)
            except FormError as error:  # the bid is not repeated (secret), nor its card while masked
                # masked, the line under the fields says "Refused: ctrl+o (peek) shows why" already: said once
                said = f"#{card} {self.state.cards[card].name}: {error}" if self.peeking else self.NOT_TAKEN
                self.show_checks()  # masked, checked now the bidder leaves the seat (not as typed)
                self.notify(said, severity="warning", markup=False)
                if self.peeking:
                    self.query_one(f"#bid_{card}", Input).focus()
                return
            if amount is not None:
                bids[card] = amount
        problems = af.bid_problems(self.state, seat, bids)
        if problems:
            self.keep_refused(next(card for card in self.pool if card in problems))
            return
        # a bid refused only by the bids of others (option bid_limit "each": winning more than the account) is
        # refused at the reveal (:meth:`reveal`), before anything is recorded, and its bidder retypes it
        self.store(seat, bids)

    #: the keys' line when the bidder hands his seat over with a bid of his refused (:meth:`keep_refused`): neither
    #: the amount nor the card nor why, for the table reads it too
    KEPT_REFUSED = "{name}: a bid of yours is refused: ctrl+o shows why (for your eyes); fix it or blank it, then Enter"

    #: the keys' line once the bids a bidder was kept on (:meth:`keep_refused`) stand again
    #: (:meth:`follow_kept_refused`)
    KEPT_FIXED = "{name} types · Enter: hand the seat over · ctrl+o: show/hide the bids · Esc: cancel"

    #: the bidder typing was kept on a bid refused as he handed his seat over (:meth:`keep_refused`): Enter hands it
    #: over again from any card, once the bid is fixed or blanked
    kept_refused = False

    def keep_refused(self, card: int) -> None:
        """The seat handed over (Enter on the last card, ctrl+s) with a bid of the bidder's own refused
        (:func:`ledger.games.air_fare.bid_problems`: below the Base Cost, over his account): he stays at the keyboard,
        the cursor on the refused bid, its figure selected to be typed over, and the keys' line says so
        (:attr:`KEPT_REFUSED`). The keys typed straight after it are not used (:meth:`tui.app.AirbankerApp.
        refused_key`): a second Enter typed at once would hand the seat over unseen. A newcomer's try at 80x24: Bea's
        40 below the base cost, Enter Enter went on to Cal's bids without a word, and the reveal told the whole table
        "a bid of Bea's is refused"."""
        self.show_checks()  # masked, checked now the bidder leaves the seat (not as typed)
        self.kept_refused = True
        field = self.query_one(f"#bid_{card}", Input)
        field.focus()
        field.select_all()
        self.say(self.KEPT_REFUSED.format(name=self.names[self.seats[self.current]]))
        refused_key = getattr(self.app, "refused_key", None)
        if refused_key is not None:
            # their count would tell the length of the next bidder's figure typed ahead
            refused_key("a bid of yours is refused", counted=False)

    def follow_kept_refused(self) -> None:
        """The keys' line of a bidder kept on a bid refused (:meth:`keep_refused`) as his bids are checked again
        (:meth:`show_checks`: as typed while peeking, or once he hides his peek, or back from a loan; never on a
        masked key): once they stand, the line hands the seat over (:attr:`KEPT_FIXED`; Enter on any card); refused
        again, :attr:`KEPT_REFUSED` again, without the bell. A newcomer's try: "a bid of yours is refused" stayed
        under the box after a loan covered the bid, while the check in it said "Your bids stand"."""
        if not self.kept_refused or self.stage != "typing" or not self.seats:
            return
        name = self.names[self.seats[self.current]]
        message = self.query_one("#bids-message", Static)
        if message.has_class("-where"):  # "Hidden again, ...": what hands the seat over follows too
            message.update(self.hidden_again())
        if not self.checks_refused:
            self.set_keys(self.KEPT_FIXED.format(name=name))
            return
        keys = self.query_one("#bids-keys", Static)
        if not keys.has_class("-said"):
            keys.update(self.keys_said(self.KEPT_REFUSED.format(name=name)))
            keys.add_class("-said")

    def refused_in_order(self) -> list[int]:
        """The seats whose bids the last reveal refused, in seat order."""
        return [seat for seat in self.seats if seat in self.refused_seats]

    def refusal_text(self, error: RuleViolation, payload: dict[str, Any]) -> str:
        """The refusal at the reveal: of seats whose own bids are refused, every one of them, only that a bid of
        each is (why for his eyes once he retypes); else in the table's words (:meth:`public_refusal`). One named
        per reveal, the next was named only after the first retyped and a second reveal (a newcomer's try)."""
        seat = self.seat_at_fault(error, payload)
        if seat is not None and seat in self.refused_seats:
            names = [f"{self.names[s]}'s" for s in self.refused_in_order()]
            if len(names) == 1:
                return f"a bid of {names[0]} is refused: ctrl+o shows why once retyping, for the bidder's eyes"
            # "Ann's, Bea's and Cal's bids are refused", not "bids of Bea's and Cal's are refused" (a newcomer's try)
            return f"{listed(names)} bids are refused: ctrl+o shows why once retyping, for each bidder's eyes"
        return self.public_refusal(error, payload)

    def reveal(self) -> None:
        """The reveal (:class:`SecretBidsScreen`'s): refused for several bidders, Enter retypes each in turn (the
        shared retype queue, in the order of :meth:`refused_in_order`).

        Every bidder whose bids the rules refuse as typed is found here, from the bids themselves: found as each seat
        was left, a bidder was named with the others only when the check of his own seat had refused him; one the
        engine refuses only at the reveal (winning more than his account, option bid_limit "each") was named alone,
        after the others had retyped, with the amounts in the table's sight; and a seat retyped before any reveal
        was told "a bid is refused" while the table looked on."""
        typed = [(bid["player"], bid["card"], bid["amount"]) for bid in self.payload()["bids"]]
        self.refused_seats = af.refused_bidders(self.state, typed)
        super().reveal()

    def action_loan(self) -> None:
        """ctrl+l: the bank loan form over the bids, on the bidder typing; the bids typed stay (a bid over the cash
        names this way out)."""
        if self.stage != "typing" or not self.seats:
            return
        if self.peeking:  # the table looks at the loan form: the bids masked first
            self.action_peek()
        self.open_loan(self.seats[self.current])

    def after_loan(self) -> None:
        """Back from the loan form: the bidder's cash said again, his bids checked against it, the cursor where it
        was. A refusal said before the loan goes if his bids now stand (a newcomer's try: "Quincy: a bid is
        refused…" stayed after a loan that covered the bid), and the line under the fields says the new limit (a
        newcomer's try: "$79M in the account" above, "all your bids together: at most $59M" under the fields). The
        line saying where the cursor is after a peek stays: it says the limit again as it goes (:meth:`forget_where`).
        """
        if self.stage != "typing":
            return
        seat = self.seats[self.current]
        self.query_one("#entry-who", Static).update(self.who_line(seat))
        back = self.back_to_at_loan  # the field focused as the loan opened (kept for a key typed ahead too)
        if back is not None and back.is_attached:
            back.focus()
        self.show_checks()
        if self.typed_refusal is not None and not self.checks_refused:
            try:
                af.check_player_bids(self.state, seat, self.typed_now())
            except RuleViolation as error:
                self.typed_refusal = error
            else:
                self.forget_typed_refusal()
        if self.typed_refusal is None and not self.query_one("#bids-message", Static).has_class("-where"):
            self.say_check_line()


# == Advertising Phase (optional rule) ==========================================================
#: the live line while the spending is masked: it never depends on the amounts typed (Advertising Phase Optional
#: Rule: "Players secretly write down how much money they are spending"; a newcomer's try: "Will record: ... Bo $3M
#: (Miami $3M)" and "1D10 for: Bo at Miami" were printed while Élodie typed hers)
AD_HIDDEN_LINE = (
    "Amounts hidden: ctrl+o shows the one under the cursor to its player; ctrl+s reveals them all, then y records "
    "them (or the 1D10s are asked)"
)
#: the line of the 1D10 rolls before the reveal: who rolls depends on the amounts, so it is said only after it
AD_ROLLS_LATER = "1D10 rolls: asked after the reveal, for each player who spent twice as much as an opponent."
#: the key line's own keys while the spending is masked, by what follows the reveal (ctrl+s, or Enter on the last
#: amount): with no 1D10 that any amounts could ask (:func:`ledger.games.air_fare.advertising_rolls_possible`), y
#: records what it shows; else y, or the 1D10s if the amounts ask any. Never by the amounts typed: the line would tell
#: the table who doubled whom as they are typed. Newcomers' tries: "ctrl+s: reveal all" revealed and recorded at once;
#: then "ctrl+s: reveal and record" recorded amounts nobody had seen ("a mistyped 30 for 3 is paid to the bank unseen")
AD_HIDDEN_KEYS = {
    False: "ctrl+o: show/hide · ctrl+l: bank loan · ctrl+s: reveal, then y records",
    True: "ctrl+o: show/hide · ctrl+l: bank loan · ctrl+s: reveal, then y or 1D10s",
}
AD_SHOWN_KEYS = "ctrl+r: airbanker rolls the 1D10s"
#: the 1D10 rolls' field while blank, by whether airbanker rolled them (ctrl+r named only while it rolls)
AD_ROLLS_PLACEHOLDER = {False: "e.g. 5 0 (0 = 10; or ctrl+r)", True: "rolled by airbanker; typing replaces them"}
#: the fields' keys while the amounts are masked (:meth:`AdvertisingForm.keys_hint`): the last Enter reveals
AD_TYPING_KEYS = "Enter: next field · on the last field or ctrl+s: reveal · Esc: cancel"
#: the key line once the amounts are revealed and no 1D10 is asked: y records, as on the secret bids' reveal (Enter
#: never does: a second Enter typed with the one that revealed would record unseen); ctrl+s records too, as there
AD_REVEALED_KEYS = "y: record · Enter does not record · Tab: correct an amount · Esc: cancel"
#: the key that records the amounts revealed (binding ``af_ad_record``), as on the secret bids' reveal
AD_RECORD_KEY = "y"
#: what Enter on the reveal says (the bids' word for it)
AD_ENTER_SAID = "Enter does not record the advertising: y records it."


#: the notice of a reveal stopped by a refused amount: the same whoever's amount it is, the cursor left where it is
AD_NOT_REVEALED = "Not revealed: an amount is refused — each player: ctrl+o on your row"


def ad_revealed_said(field: Input) -> str:
    """After the advertising reveal, a key the field ``field`` cannot take is said as a key typed after the reveal:
    the reveal happened, and what records (the rolls if asked, else y / ctrl+s). A newcomer's try: on the
    last row the first Enter revealed, the second recorded, so "Enter r" put the "r" into the amount field and the
    line said only "A number: digits only. Key not used." The words said, or "" when not revealed (the field says
    it as usual)."""
    form = field.screen
    if not isinstance(form, AdvertisingForm) or not form.revealed:
        return ""
    if field.id == "ad_rolls" and field.value.strip():  # typing the rolls: the field says what it takes
        return ""
    # ctrl+r named only while it rolls (:meth:`AdvertisingForm.rolled`)
    roll = " (or ctrl+r: airbanker rolls)" if not form.rolled() else ""
    then = (
        "airbanker rolled the 1D10s: ctrl+s records"
        if form.seed is not None and form.needed()
        # in the rolls field itself, what it takes too ("x5 Enter": "type the 1D10 rolls" read as no reason for "x")
        else "the 1D10 rolls go here: digits, spaces between (0 = 10; or ctrl+r: airbanker rolls), then Enter records"
        if field.id == "ad_rolls"
        else f"type the 1D10 rolls{roll}, then Enter records"
        if form.needed()
        else "y (or ctrl+s) records"
    )
    said = f"Revealed: every amount is shown; {then}"
    say_not_used(field, said)
    return said


class AdRefusal(NumberInput):
    """A field of the advertising form: a key it refuses after the reveal says the reveal happened and what records
    (:func:`ad_revealed_said`), and the keys typed straight after it are not used, as in every number field."""

    def say_refused(self) -> str:
        """The reveal said (:func:`ad_revealed_said`) once it happened, else what the field takes."""
        return ad_revealed_said(self) or super().say_refused()

    def check_consume_key(self, key: str, character: str | None) -> bool:
        """Once the amounts are revealed with no 1D10 asked, the key that records (y) is not the field's: it records
        from the field too, where the field refused it as no digit (Textual hands a field every printable key)."""
        form = self.screen
        if key == AD_RECORD_KEY and isinstance(form, AdvertisingForm) and form.awaits_y():
            return False
        return super().check_consume_key(key, character)


class AdInput(AdRefusal, MaskedInput):
    """A player's secret spending at a city ($M), masked alike typed or blank: a blank showed its "$M" example beside
    the typed rows' "•••", telling the table who spent (a newcomer's try). Peeking (ctrl+o) a blank shows "—"."""

    def mask(self) -> str:
        """The mask, whatever the field holds (blank or not)."""
        return self.MASK


class AdRollsInput(AdRefusal):
    """The 1D10 rolls typed after the advertising reveal (spaces between rolls)."""


class AdvertisingForm(_AFForm, LoanTypedAhead):
    """Advertising Phase (optional rule): what each player secretly spends at each city (masked), then, once
    revealed (ctrl+s) with what will be recorded, y records it, or the 1D10 of each player who spent twice as much as
    an opponent is asked, typed or rolled by airbanker, and Enter records. While any amount is masked nothing drawn
    depends on the amounts: the live line is :data:`AD_HIDDEN_LINE`, the rolls are asked only after the reveal; a
    spending over a player's cash is refused before the reveal, its reason shown only while its player peeks
    (ctrl+o)."""

    KIND = "air_fare.advertising"
    LOAN_OVER = "the advertising"
    RECORD_ACTIONS = frozenset({"record", "reveal"})

    BINDINGS: ClassVar[list[BindingType]] = [
        # ctrl+s reveals while the amounts are masked, then records: two bindings, the footer naming the one that
        # acts (:meth:`check_action`; a newcomer's try read "^s Record" over amounts still masked); one id, so that a
        # keymap moves both
        Binding("ctrl+s", "reveal", "Reveal", id="form_record"),
        Binding("ctrl+s", "record", "Record", id="form_record"),
        Binding("ctrl+r", "roll", "airbanker rolls", id="af_ad_roll_for_me"),
        Binding("ctrl+o", "peek", "Show/hide this amount", id="af_ad_peek"),
        Binding("ctrl+l", "loan", "Bank loan for this row's player", id="af_ad_loan", show=False),
        # before the fields (priority, and AdRefusal.check_consume_key): on a revealed amount's field, y records
        Binding(AD_RECORD_KEY, "record('y')", "Record", id="af_ad_record", priority=True),
        # Enter past the last field: on the reveal it never records (:data:`AD_ENTER_SAID`)
        Binding(
            "enter",
            "record('enter')",
            "Next field; on the last: reveal; on the reveal: y records",
            id="af_ad_enter",
            show=False,
        ),
    ]
    KEY_IDS = (*_AFForm.KEY_IDS, "af_ad_roll_for_me", "af_ad_peek", "af_ad_loan", "af_ad_record")

    def __init__(self) -> None:
        super().__init__()
        self.seed: int | None = None
        #: the amounts are shown to everyone (ctrl+s): until then the form says nothing that depends on them
        self.revealed = False
        #: the masked amount shown to its player (ctrl+o), hidden again when the cursor leaves it
        self.peeked: Input | None = None
        #: the notice of a reveal refused (:data:`AD_NOT_REVEALED`), withdrawn once the reveal happens
        self.not_revealed: Any = None
        #: the key line last written once revealed (:meth:`keys_hint`), written again when it changes
        self._keys_written: str | None = None
        #: whether any amounts could ask a 1D10 (:func:`ledger.games.air_fare.advertising_rolls_possible`), worked out
        #: once as the form opens (:meth:`compose_fields`), not at each key: it reads the board only (landing rights,
        #: revenue), which nothing done in the form changes, never the amounts typed
        self.rolls_possible = False
        #: when the reveal was first drawn, on the keys' clock (:func:`~tui.base.widgets.key_clock`); ``None`` until
        #: then: a y (or ctrl+s) typed before it records nothing (:meth:`key_typed_ahead`)
        self.revealed_at: float | None = None
        #: each amount's row: its player's seat and city, in the form's order (:meth:`compose_fields`)
        self.slots: list[tuple[int, str]] = []

    def heading(self) -> str:
        return f"Advertising Phase, turn {self.state.turn}: secret spending at each city ($M, paid to the bank)"

    def compose_fields(self) -> ComposeResult:
        cities = af.advertising_cities(self.state)
        self.rolls_possible = af.advertising_rolls_possible(self.state)
        yield PlainStatic(
            "Each player types the spending in turn (hidden); blank = $0. More than an opponent takes 10% of "
            "the opponent's revenue there, twice as much 1D10 × 10% (Advertising Phase Optional Rule).",
            classes="info",
            markup=False,
        )
        self.slots = []
        for player in self.state.active_players():
            for city in cities.get(player.seat, []):
                self.slots.append((player.seat, city))
                yield _row(
                    f"{player.name} at {city}",
                    AdInput(
                        placeholder="—",  # peeking, a blank is no spending
                        id=f"ad_{player.seat}_{len(self.slots)}",
                        restrict=DIGITS,
                        classes="num secret -valid",
                        compact=True,
                        password=True,
                    ),
                    after="hidden",
                    after_id=f"ad_note_{len(self.slots)}",
                )
        if not self.slots:
            self.revealed = True  # nothing to hide
            yield PlainStatic(
                "Nobody holds landing rights outside the Minor Airports: nothing to spend on.",
                classes="info",
                markup=False,
            )
        yield PlainStatic("", id="rolls-needed", classes="info", markup=False)
        yield _row(
            "1D10 rolls, in order",
            AdRollsInput(
                id="ad_rolls",
                compact=True,
                restrict=r"[0-9 ,]*",
                placeholder=AD_ROLLS_PLACEHOLDER[False],
                what="1D10 rolls: digits, spaces between rolls",
            ),
            row_id="rolls-row",
        )

    def keys_hint(self) -> str:
        """The form's keys, then its own: ctrl+o, ctrl+l and what ctrl+s does while the amounts are masked
        (:data:`AD_HIDDEN_KEYS`), the roll once they are revealed and a 1D10 is asked; nothing more without one."""
        if not self.revealed:
            # Enter on the last amount and ctrl+s reveal, not record (a newcomer's try: the line said "on the last
            # field or ctrl+s: record" over "ctrl+s: reveal, then y records")
            return f"{AD_TYPING_KEYS}\n{AD_HIDDEN_KEYS[self.rolls_possible]}"
        if self.awaits_y():
            return AD_REVEALED_KEYS
        return f"{FORM_KEYS}\n{AD_SHOWN_KEYS}" if self.needed() and not self.rolled() else FORM_KEYS

    def rolled(self) -> bool:
        """Whether the 1D10s asked are rolled: by airbanker (its seed), or typed (ctrl+r rolls over neither,
        :meth:`action_roll`)."""
        typed = self.query_one("#ad_rolls", Input).value.strip()
        return self.revealed and bool(self.needed()) and (self.seed is not None or bool(typed))

    def awaits_y(self) -> bool:
        """Whether the amounts are revealed and no 1D10 is asked: y records what the reveal shows (Enter does not).
        With nothing to spend on there is no reveal: Enter records "nobody spends" as on any form."""
        return self.revealed and bool(self.slots) and not self.needed()

    def write_keys(self) -> None:
        """The key line written again (:meth:`keys_hint`): a line of the form's fields' keys as every form's, else
        (:data:`AD_REVEALED_KEYS`, which has none) as it is."""
        if FORM_KEYS in self.keys_hint():
            self._write_key_line(None)
            return
        line = self.query_one("#form-keys", Static)
        self._update_line(line, self.keys_hint())
        line.set_class(False, "-armed")
        self.call_after_refresh(self._fit_body)

    def say_keys(self, said: str) -> None:
        """``said`` on the key line, marked, with the keys that act here after it and the terminal's bell, as the
        secret bids' reveal says a key (:meth:`tui.base.secret_bids.SecretBidsScreen.say`); the line is written
        again at the next change (:meth:`extra_info`)."""
        line = self.query_one("#form-keys", Static)
        self._update_line(line, f"{said} {self.keys_hint()}")
        line.set_class(True, "-armed")
        self._keys_written = None
        self.app.bell()
        self.call_after_refresh(self._fit_body)

    def key_typed_ahead(self, event: events.Key) -> bool:
        """A y (or ctrl+s) typed before the reveal was drawn records nothing (:func:`record_key_before_reveal`, as on
        the secret bids' reveal): the newcomer's "g 2 Enter 3 ctrl+o ctrl+o ctrl+s y" typed at once; with a 1D10 to
        type after the reveal, no key typed before it showed is used (its rolls and their Enter recorded the amounts
        unseen, a review's probe). Else a key typed ahead of the form shown again after a bank loan
        (:class:`LoanTypedAhead`)."""
        if self.revealed and self.slots and self.app.screen is self:  # (with no amount, nothing is revealed)
            # with a 1D10 to type, every key: the rolls' field takes digits and its Enter records
            asked = not self.awaits_y()
            if record_key_before_reveal(self, event, self.revealed_at, "the amounts", self.say_keys, any_key=asked):
                return True
        return super().key_typed_ahead(event)

    def amount_fields(self) -> list[tuple[int, Input]]:
        """Each spending field with its player's seat, in the form's order."""
        return [(seat, self.query_one(f"#ad_{seat}_{i}", Input)) for i, (seat, _) in enumerate(self.slots, start=1)]

    def spending(self, seat: int | None = None) -> list[dict[str, Any]]:
        """The spending typed (``{"player", "city", "amount"}`` rows, $M), of every player or of ``seat`` only."""
        rows = []
        for index, (owner, city) in enumerate(self.slots, start=1):
            if seat is not None and owner != seat:
                continue
            try:
                amount = parse_whole(self.query_one(f"#ad_{owner}_{index}", Input).value)
            except FormError as error:
                name = self.state.player(owner).name
                raise FormError(f"{name}'s advertising at {city}: {error}", field=f"ad_{owner}_{index}") from None
            if amount:
                rows.append({"player": owner, "city": city, "amount": amount})
        return rows

    def own_refusal(self, seat: int) -> str | None:
        """Why ``seat``'s own spending is refused whatever the others typed (more than the cash, a figure not
        read), for that player's eyes only, in the banker's words (never the payload's field name: a newcomer's
        try read "refused: spending[0].amount: Oona spends $12M…"), with the way out of a spending over the cash:
        a bank loan (ctrl+l); ``None``: accepted."""
        try:
            af.advertising_rolls_needed(self.state, self.spending(seat))
        except RuleViolation as error:
            return in_words(self, error.message) + self.loan_way_out(seat, error.message)
        except FormError as error:
            return str(error)
        return None

    def loan_way_out(self, seat: int, why: str) -> str:
        """After the refusal ``why`` of a spending over ``seat``'s cash: a bank loan first (ctrl+l, up to what he
        may still borrow); ``""`` for another refusal, or with no loan left to take."""
        if "in the account" not in why:
            return ""
        room = af.loan_room(self.state, seat)
        return f": a bank loan first: ctrl+l (up to {mm(room)})" if room > 0 else ""

    def needed(self) -> list[dict[str, Any]]:
        try:
            return af.advertising_rolls_needed(self.state, self.spending())
        except (RuleViolation, FormError):
            return []

    def no_roll_words(self) -> str:
        """Why no 1D10 is asked, once the amounts are revealed: nobody spent twice as much as another, or those who
        did have nothing to take (:func:`ledger.games.air_fare.advertising_rolls_unasked`): "No 1D10 needed: twice as
        much spent, nothing to take (Ann at Miami: Bea has no revenue there to take)."."""
        try:
            unasked = af.advertising_rolls_unasked(self.state, self.spending())
        except (RuleViolation, FormError):
            unasked = []
        if not unasked:
            return "No 1D10 needed (nobody spent twice as much)."
        names = {p.seat: p.name for p in self.state.players}
        parts = [
            f"{names[row['player']]} at {row['city']}: "
            + (f"{names[row['opponent']]} has" if "opponent" in row else "those outspent have")
            + " no revenue there to take"
            for row in unasked
        ]
        return "No 1D10 needed: twice as much spent, nothing to take (" + "; ".join(parts) + ")."

    def extra_info(self) -> None:
        if not self.revealed:  # who rolls depends on the amounts: nothing said of it yet
            self.query_one("#rolls-needed", Static).update(AD_ROLLS_LATER)
            self.query_one("#rolls-row").display = False
            return
        needed = self.needed()
        names = {p.seat: p.name for p in self.state.players}
        text = (
            (
                "1D10 for: "
                + ", ".join(
                    f"{names[r['player']]} at {r['city']}"
                    + (f" against {names[r['opponent']]}" if "opponent" in r else "")
                    for r in needed
                )
            )
            if needed
            else self.no_roll_words()
        )
        self.query_one("#rolls-needed", Static).update(
            text + (f" · airbanker rolls (seed {self.seed})" if self.seed is not None and needed else "")
        )
        self.query_one("#rolls-row").display = bool(needed)
        self.query_one("#ad_rolls", Input).placeholder = AD_ROLLS_PLACEHOLDER[self.seed is not None]
        if self.keys_hint() != self._keys_written:  # ctrl+r said only while it rolls (amounts edited too)
            self._keys_written = self.keys_hint()
            self.write_keys()
            self.refresh_bindings()

    def live_from_fields(self) -> None:
        """The live line; while the amounts are masked, :data:`AD_HIDDEN_LINE` whatever is typed (or, while a
        player peeks at his own amount, what concerns him alone)."""
        if self.revealed:
            super().live_from_fields()
            return
        self._live_basis = self._field_values()
        self._typing = None
        self.accepted = None
        self.extra_info()
        alone = self.alone_line([self.focused])
        self.live_text = (self.peek_line() or self.keys_said(AD_HIDDEN_LINE)) + (f"\n{alone}" if alone else "")
        live = self.query_one("#form-live", Static)
        self._show_live(live, self.live_text)
        live.set_class(False, "-refused", "-ok", "-typing")
        self.call_after_refresh(self._fit_body)

    def alone_line(self, fields: Iterable[Widget | None]) -> str:
        """What the rows of ``fields`` at a city no other player holds rights at say: the advertising there can take
        nothing (:func:`ledger.games.air_fare.unopposed_cities`), not refused. Said of the row under the cursor before
        the reveal, whatever is typed in it (who holds which rights is on the table; the amount is not); ``""`` for
        none. A newcomer's try: Ann paid $2M at Miami, its only holder, without a word."""
        alone = af.unopposed_cities(self.state)
        rows = dict(self.amount_fields_by_widget())
        said = []
        for field in fields:
            if field not in rows:
                continue
            seat, city = rows[field]
            if city in alone.get(seat, ()):
                said.append(
                    f"{self.name_of(seat)} at {city}: no other player holds rights at {city}: "
                    "the advertising can take nothing"
                )
        return "; ".join(said)

    def amount_fields_by_widget(self) -> list[tuple[Widget, tuple[int, str]]]:
        """Each spending field with its row's player's seat and city."""
        return [(field, slot) for (_, field), slot in zip(self.amount_fields(), self.slots, strict=True)]

    def peek_line(self) -> str | None:
        """While a player peeks at his amount (ctrl+o): his own spending refused, and why, else that it is shown
        to him; ``None`` when nobody peeks."""
        peeked = self.peeked
        if peeked is None:
            return None
        seat = next(s for s, field in self.amount_fields() if field is peeked)
        name = self.state.player(seat).name
        reason = self.own_refusal(seat)
        if reason is not None:
            return f"For {name}'s eyes: refused: {reason} (ctrl+o hides it)"
        return f"Shown for {name}'s eyes: ctrl+o hides it"

    def hide_peeked(self) -> None:
        """The amount shown to its player masked again."""
        peeked, self.peeked = self.peeked, None
        if peeked is not None and peeked.is_attached:
            peeked.password = True
            index = next(i for i, (_, field) in enumerate(self.amount_fields(), start=1) if field is peeked)
            self.show_note(f"ad_note_{index}", "hidden")

    def action_peek(self) -> None:
        """ctrl+o: show the amount under the cursor to its player, or mask it again."""
        if self.revealed:
            return
        focused = self.focused
        fields = [field for _, field in self.amount_fields()]
        if self.peeked is not None:
            shown = self.peeked
            self.hide_peeked()
            if shown is focused:
                self.update_live()
                return
        if not isinstance(focused, Input) or focused not in fields:
            self.notify(self.keys_said("Put the cursor on an amount first: ctrl+o shows it."), timeout=4, markup=False)
            return
        self.peeked = focused
        focused.password = False
        self.show_note(f"ad_note_{fields.index(focused) + 1}", "shown")
        self.update_live()

    def action_loan(self) -> None:
        """ctrl+l: the bank loan form over the advertising, on the player of the row under the cursor; the amounts
        typed stay (a spending over the cash names this way out), masked. With no amount to type (nobody holds landing
        rights outside the Minor Airports), or once they are revealed, it says why it lends nothing (a newcomer's try:
        ctrl+l did nothing and said nothing, then Enter recorded "nobody spends")."""
        if not self.slots:
            self.notify(
                "No bank loan here: nobody spends on advertising (no landing rights outside the Minor Airports). "
                "Enter records that; a loan is taken at the table.",
                timeout=6,
                severity="warning",  # wraps: an outcome keeps to one line, cut
                markup=False,
            )
            return
        if self.revealed:
            self.notify(
                "No bank loan here: the amounts are revealed, ctrl+l lends only before. A loan is taken at the table.",
                timeout=6,
                severity="warning",  # wraps: an outcome keeps to one line, cut
                markup=False,
            )
            return
        focused = self.focused
        seat = next((s for s, field in self.amount_fields() if field is focused), None)
        if seat is None:
            self.notify("Put the cursor on your amount first: ctrl+l lends to its player.", timeout=4, markup=False)
            return
        self.hide_peeked()  # the table looks at the loan form: the amount masked first
        self.open_loan(seat)

    def after_loan(self) -> None:
        """Back from the loan form: the amounts checked against the cash again (nothing said while masked)."""
        self.update_live()

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """Before the reveal the live line follows the row under the cursor (:meth:`alone_line`)."""
        if not self.revealed:
            self.call_after_refresh(self.update_live)

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        if event.widget is self.peeked:  # the next player's turn: the amount shown is masked again
            self.hide_peeked()
            self.call_after_refresh(self.update_live)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter on the last field: :meth:`action_record` told it is Enter (on the reveal it does not record)."""
        fields = self.fields()
        if fields and event.input is fields[-1]:
            event.stop()
            event.prevent_default()  # not the forms' own, which records
            self.action_record("enter")

    def action_record(self, key: str = "ctrl+s") -> None:
        """ctrl+s, or Enter on the last amount (``key``): the amounts revealed (:meth:`reveal`), nothing recorded: the
        table reads them, each player's spending and the shares it takes, first. Then y (or ctrl+s) records them, or,
        with 1D10s asked, Enter on the rolls does. Enter on the reveal says y records (:data:`AD_ENTER_SAID`), as on the
        secret bids' reveal. A newcomer's try: "g 2 Enter 3 Enter Enter" recorded "Ann $2M; Bea $3M" at once: the
        first time anyone saw the amounts was on the table after the record. With nothing to spend on, there is no
        reveal: Enter records."""
        if not self.revealed:
            if key != "y":
                self.reveal()
            return
        if self.awaits_y() and key == "enter":
            self.say_keys(AD_ENTER_SAID)
            return
        super().action_record()

    def action_reveal(self) -> None:
        """ctrl+s while the amounts are masked: they are revealed (:meth:`action_record`), nothing recorded."""
        self.action_record()

    def action_cancel(self) -> None:
        """Esc: once the amounts are revealed, asked first whatever they are, as on the secret bids' reveal (a reveal
        of blanks too is the table's: dropped, it is typed again in secret); before, as any form (:meth:`unsaved`)."""
        if self.revealed and self.slots:
            question = (
                "Leave this advertising undone? The undo stays recorded; nothing more is."
                if self.refill is not None
                else "Drop the amounts revealed? Nothing is recorded."
            )
            cancel_or_ask(self, True, question)
            return
        super().action_cancel()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer offers only what acts here (a newcomer's try: with nothing to spend on, it offered ctrl+r
        "airbanker rolls" and ctrl+o "Show/hide this amount"): ctrl+o while an amount is masked; ctrl+r once a 1D10
        is asked, after the reveal, and not rolled yet (:meth:`rolled`); y once the amounts are revealed with no 1D10
        asked; ctrl+s "Reveal" while the amounts are masked, "Record" once they are revealed (or with none to
        type)."""
        if action == "record" and parameters == ("y",):
            return self.awaits_y()  # else y goes to the field (refused there, said by ad_revealed_said)
        if action in ("reveal", "record") and not parameters:  # ctrl+s: the one of its two bindings that acts now
            return self.revealed == (action == "record")
        if action == "peek":
            return bool(self.slots) and not self.revealed
        if action == "roll":
            # only once a 1D10 is asked (a newcomer's try: before the reveal the footer offered "airbanker rolls",
            # and ctrl+r said only that the rolls come after the reveal; the key line says so)
            return bool(self.slots) and self.revealed and bool(self.needed()) and not self.rolled()
        return super().check_action(action, parameters)

    def reveal(self) -> None:
        """ctrl+s (or Enter on the last amount) while the amounts are masked: each player's own spending checked
        first (his cash), a refused one kept masked, the cursor on its row, its reason for its player's eyes
        (ctrl+o); else every amount shown, then the 1D10 rolls asked, and the summary on the live line."""
        # the cursor stays where it is and the notice names nobody: the cursor sent to the refused row, and "the
        # amount under the cursor is refused", told the table whose amount it was (a newcomer's try: back to
        # Leopold's row at turn 4)
        if any(self.own_refusal(seat) is not None for seat in {seat for seat, _ in self.amount_fields()}):
            self.hide_peeked()
            self.withdraw_not_revealed()
            self.notify(self.keys_said(AD_NOT_REVEALED), severity="warning", timeout=6, markup=False)
            self.not_revealed = getattr(self.app, "last_notice", None)
            self.call_after_refresh(self.update_live)
            return
        self.hide_peeked()
        self.withdraw_not_revealed()
        self.show_revealed()
        self.update_live()  # the key line too (:meth:`extra_info`)
        self.focus_revealed()

    def show_revealed(self) -> None:
        """Every amount shown to the table, its note saying so; the footer's ctrl+s now records."""
        self.revealed = True
        self.refresh_bindings()
        for index, (_, field) in enumerate(self.amount_fields(), start=1):
            field.password = False
            self.show_note(f"ad_note_{index}", "revealed")

    def focus_revealed(self) -> None:
        """Once revealed, the cursor on the 1D10 rolls if any is asked; else, as on the bids' reveal, on no field (y
        records; a digit typed would change an amount). The time the reveal is drawn noted (:meth:`key_typed_ahead`)."""
        if self.needed():
            self.query_one("#ad_rolls", Input).focus()
        else:
            self.set_focus(None)
        self.revealed_at = None
        self.call_after_refresh(self._mark_revealed)

    def fill(self, payload: Mapping[str, Any]) -> None:
        """An advertising undone, offered again (:func:`tui.screens.journal.offer_again`): its amounts in their rows,
        revealed at once (the table saw them at their first reveal, as the bids undone open on their reveal), its 1D10
        rolls typed in their order or its seed kept; y (or Enter on the rolls) records it again, corrected or not."""
        spent = {(row.get("player"), row.get("city")): row.get("amount") for row in payload.get("spending", [])}
        for (seat, city), (_, field) in zip(self.slots, self.amount_fields(), strict=True):
            field.value = str(spent.get((seat, city)) or "")
        rolls = payload.get("rolls") or []
        self.query_one("#ad_rolls", Input).value = " ".join(str(row.get("roll", "")) for row in rolls)
        self.seed = payload.get("seed") if isinstance(payload.get("seed"), int) else None
        if self.slots:
            self.show_revealed()
            self.call_after_refresh(self.focus_revealed)  # after the form's own first focus (FormScreen.on_mount)

    def _mark_revealed(self) -> None:
        self.revealed_at = key_clock()

    def withdraw_not_revealed(self) -> None:
        """The notice of a reveal refused before (:data:`AD_NOT_REVEALED`) taken off the screen: the refusal was
        corrected. A newcomer's try: the amounts were revealed, the notice still read "Not revealed: an amount is
        refused"."""
        notice, self.not_revealed = self.not_revealed, None
        if notice is not None:
            withdraw(self.app, notice)

    def payload(self) -> dict[str, Any]:
        spending = self.spending()
        needed = af.advertising_rolls_needed(self.state, spending)
        if not needed:
            return {"spending": spending}
        if self.seed is not None:
            return {"spending": spending, "seed": self.seed}
        typed = [t for t in re.split(r"[ ,]+", self.query_one("#ad_rolls", Input).value.strip()) if t]
        if len(typed) < len(needed):
            roll = "" if self.rolled() else " (or ctrl+r: airbanker rolls)"  # named only while it rolls
            raise FormError(f"type {len(needed)} 1D10 roll(s), in the order listed{roll}")
        return {
            "spending": spending,
            "rolls": [{**row, "roll": d10(int(t))} for row, t in zip(needed, typed, strict=False)],
        }

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "ad_rolls":
            self.seed = None
        event.prevent_default()
        self.update_live()

    def action_roll(self) -> None:
        """airbanker rolls the 1D10s asked (the seed in the record), after the reveal; once a form, and not over rolls
        typed (a newcomer's try: ctrl+r pressed again rolled again each time, and over rolls typed the field kept
        showing them while the seed's were recorded)."""
        if not self.revealed:  # who rolls is not known before the reveal
            self.notify("The 1D10s are rolled after the reveal (ctrl+s).", timeout=4, markup=False)
            return
        if self.seed is not None:
            rolled_already(self, f"airbanker rolled these dice already (seed {self.seed})")
            return
        if self.query_one("#ad_rolls", Input).value.strip():
            rolled_already(self, "The rolls are typed")
            return
        self.seed = secrets.randbelow(1_000_000)
        self.update_live()
        self.set_focus(None)

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        """The summary, the shares of revenue the spending takes at the Revenue Phase (:meth:`shares_line`), and,
        the amounts revealed, what a spending at a city nobody else holds rights at takes: nothing
        (:meth:`alone_line`)."""
        alone = self.alone_line(field for _seat, field in self.amount_fields() if field.value.strip("0 "))
        return f"Will record: {summary}\n{self.shares_line(payload)}" + (f"\n{alone}" if alone else "")

    def shares_line(self, payload: dict[str, Any]) -> str:
        """The shares of revenue ``payload``'s spending takes at the Revenue Phase, as the ledger works them out
        (:func:`ledger.games.air_fare.advertising_takings`, $M): "Shares at the Revenue Phase: Bea takes $1M of Ann's
        at Chicago (10%)", or that none is taken."""
        takings = [t for t in af.advertising_takings(applied_state(self.game, self.KIND, payload)) if t.amount]
        if not takings:
            return "Shares at the Revenue Phase: none taken."
        return "Shares at the Revenue Phase: " + "; ".join(
            f"{self.name_of(t.taker)} takes {mm(t.amount)} of {self.name_of(t.opponent)}'s at {t.city} ({t.share})"
            for t in takings
        )


# == Raise Money Fast ===========================================================================
class LoanAmountInput(NumberInput):
    """The Amount of a bank loan (repayment), where the form starts when its player is filled in: a letter typed on
    it is a player's name, handed to the Player list (a newcomer's try: "l c Enter 7 0 Enter" typed at once must
    still lend to Cal, not drop the "c" and lend to the player filled in); digits are the amount. A letter of no
    player's name is refused as in any number field, the keys typed after it not used (a newcomer's try: "q80 Enter"
    opened the Player list on "Nothing highlighted")."""

    async def _on_key(self, event: events.Key) -> None:
        character = event.character
        player = self.screen.query_one("#player", PickSelect)
        if character is not None and character.isalpha() and player.offers(character):
            event.stop()
            event.prevent_default()
            self.screen.set_focus(player)  # at once: the keys after it go there too
            player.post_message(events.Key(event.key, character))
            return
        await super()._on_key(event)


def loan_amount() -> LoanAmountInput:
    """The Amount field of the bank loan and repayment forms ($M, whole)."""
    return LoanAmountInput(id="amount", restrict=DIGITS, classes="num -valid", compact=True)


class LoanForm(_AFForm):
    """Raise Money Fast: a bank loan, at most $100M owed in all, interest 20% a turn."""

    KIND = "air_fare.loan"
    #: the player the form starts on when opened for him (a bidder's ctrl+l), else the table's highlighted one
    for_seat: int | None = None
    HEADING = (
        f"Bank loan (Air Fare, Raise Money Fast): at most ${af.MAX_LOANS}M in all, "
        f"{af.INTEREST_PERCENT}% interest a turn"
    )

    def first_seat(self) -> int | None:
        return self.for_seat if self.for_seat is not None else super().first_seat()

    #: the player the form started on (:meth:`player_note`)
    started_on: int | None = None

    def compose_fields(self) -> ComposeResult:
        # in typing order: the player, then the amount (the cursor starts there when the player is filled in)
        self.started_on = self.first_seat()
        yield _row("Player", self.player_select("player", self.started_on, digits_to="amount"), after_id="player-note")
        yield _row("Amount $M", loan_amount(), after_id="amount-note")
        yield PlainStatic("", id="owed", classes="info", markup=False)

    def player_note(self, seat: int) -> str:
        """Beside the player the form starts on when he is short of his dues, why it is him: the table moves its
        row on its own to the first player short when the raise-money step comes (and on from one who has raised
        his dues, or gone out). A newcomer's try: a loan meant for Annabelle went to Dagmar, short, "without my
        choosing"; the form showed only "4 Dagmar". Said in the table's words ("short by $6M", after an arrow
        beside the list), not "← highlighted" (the screen's word, not the banker's); a player not short gets no
        note, as the other games' forms start on the table's row without one (the live line says whose loan it
        is). ``""`` once another player is chosen, or opened for a bidder."""
        if self.for_seat is not None or seat != self.started_on:
            return ""
        short = next((p.short for p in af.short_players(self.state) if p.seat == seat and p.short), 0)
        # short enough for the room beside the list at 80 columns; a letter typed on the list chooses another
        return f"short by {mm(short)}" if short else ""

    #: what the form does for its player, said on the live line on the Amount ("Loan for Mirela")
    FOR_WHOM = "Loan"

    def first_field(self) -> Widget | None:
        """The Amount when the Player is filled in (the highlighted player, the player short, the bidder), else the
        Player list. A newcomer's try: on the Player list "l 1 Enter" for a $1M loan chose seat 1 and left the
        amount empty, the 1 lost, and "2 Enter" switched the player. Shift+Tab reaches the Player list, as the live
        line says (:meth:`focus_note`)."""
        player = self.query_one("#player", Select)
        if isinstance(player.value, int):
            return self.query_one("#amount", Input)
        return super().first_field()

    def focus_note(self, field: Widget) -> str:
        """On the Amount, whose loan (repayment) it is and how to choose another player: "; Loan for Mirela
        (short by $6M) — Shift+Tab: another player"."""
        if field is not self.query_one("#amount", Input):
            return ""
        seat = self.query_one("#player", Select).value
        if not isinstance(seat, int):
            return ""
        why = self.player_note(seat) if self.KIND == "air_fare.loan" else ""
        return f"; {self.FOR_WHOM} for {self.name_of(seat)}{f' ({why})' if why else ''} — Shift+Tab: another player"

    def interest_falls_due(self) -> str:
        """When the next interest on bank loans is paid: at this turn's Revenue Phase if it is still
        to come, else at the next turn's (Revenue Phase: "Pay interest on loans")."""
        return af.interest_falls_due(self.state)

    def after(self, seat: int) -> af.AirFareState:
        """The state once the loan (repayment) typed is recorded, or the state now while it is
        incomplete or refused: the ledger says what the next Revenue Phase charges."""
        try:
            amount = parse_whole(self.query_one("#amount", Input).value)
        except FormError:
            amount = None
        if amount:
            try:
                return applied_state(self.game, self.KIND, {"player": seat, "amount": amount})
            except RuleViolation:
                pass
        return self.state

    def extra_info(self) -> None:
        value = self.query_one("#player", Select).value
        if isinstance(value, int):
            if self.KIND == "air_fare.loan":  # the repayment's Player row has no note
                why = self.player_note(value)
                self.show_note("player-note", f"← {why}" if why else "")
            owed = self.state.loans.get(value, 0)
            after = self.after(value)
            base, repaid = af.interest_base(after, value)
            interest = af.next_interest(after, value)
            first = "first" if self.KIND == "air_fare.loan" and not owed and not repaid else "next"
            on = f"{mm(base + repaid)}" + (
                f" ({mm(base)} owed + {mm(repaid)} borrowed since the last Revenue Phase and repaid: it still pays)"
                if repaid
                else ""
            )
            # nothing owed nor typed yet: when the interest falls due, without "$0M on $0M" (the tmux try)
            due = f": {mm(interest)} on {on}" if base + repaid else f", {af.INTEREST_PERCENT}% of what is borrowed"
            when = f"the {first} falls due at {self.interest_falls_due()}{due}"
            if not base + repaid and owed and after is not self.state:
                # the whole loan repaid: none is charged (it said "20% of what is borrowed", a newcomer's try)
                when = f"repaid in full, none falls due at {self.interest_falls_due()}"
            # a repayment does not borrow: "may borrow $0M more" said nothing on it (a newcomer's try)
            room = f"; may borrow {mm(af.loan_room(self.state, value))} more" if self.KIND == "air_fare.loan" else ""
            self.query_one("#owed", Static).update(
                f"{self.name_of(value)}: {mm(self.cash(value))} in the account, owes the bank {mm(owed)}{room}. "
                f"Interest {af.INTEREST_PERCENT}% at each Revenue Phase; {when}."
            )

    def payload(self) -> dict[str, Any]:
        return {"player": self.seat("player"), "amount": self.whole("amount", "the amount in $M")}

    def interest_said(self, amount: int) -> str:
        """What a bank loan of ``amount`` ($M) costs a turn, with the rounding when 20 % of it is not whole (the
        ledger's :func:`~ledger.games.air_fare.interest_rounding`, option Rounding of $M): "a $1M loan: 20% a turn
        = $0.2M, rounded half up = $0M (option Rounding of $M …)". A newcomer's try: the line said only "(20% a
        turn)" and the $1M loan's interest, $0M, was a surprise at the Revenue Phase."""
        how = self.state.options["rounding"]
        rounding = af.interest_rounding(amount, how) or f" = {mm(af.interest_due(amount, how))}"
        return in_words(self, f"a {mm(amount)} loan: {af.INTEREST_PERCENT}% a turn{rounding}")

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        """The loan's live line: what is recorded, the cash, and what the loan costs a turn (:meth:`interest_said`)."""
        said = super().describe(payload, entries, summary)
        amount = payload.get("amount")
        if self.KIND != "air_fare.loan" or not isinstance(amount, int):
            return said
        cost = self.interest_said(amount)
        return f"{said}\n{cost[:1].upper()}{cost[1:]}"


class RepayForm(LoanForm):
    """Raise Money Fast: repay bank loans (any part of what is owed)."""

    KIND = "air_fare.repay"
    HEADING = "Repay bank loans (Air Fare, Raise Money Fast)"
    FOR_WHOM = "Repayment"

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """Asks before a repayment that leaves a player with dues outstanding short of them again ($M): the rules
        allow it, but a newcomer's Bea, covered by a sale ($51M for $37M due), repaid $20M and was short again
        without a word."""
        seat, amount = payload.get("player"), payload.get("amount")
        after = None
        if isinstance(seat, int) and isinstance(amount, int):
            after = af.short_after_repaying(self.state, seat, amount)  # the ledger says what the repayment leaves
        if after is None or not after.short or not isinstance(amount, int):
            return super().confirm_question(payload, summary)
        return (
            f"{after.name} owes {mm(after.owes)} this turn and has {mm(after.cash + amount)}: repaying {mm(amount)} "
            f"leaves {mm(after.cash)}, {mm(after.short)} short of the dues.\nWill record: {summary}.\n\n"
            "Repay anyway?"
        )

    def left_out_why(self, player: af.PlayerState) -> str:
        """A player in the game who owes the bank nothing has nothing to repay."""
        return f"{player.name} owes the bank nothing" if player.active else super().left_out_why(player)

    def player_options(self) -> list[tuple[str, int]]:
        """The airlines that owe the bank, only: a newcomer's try offered Bea and Cal, who owed $0M, and refused
        the repayment only once its amount was typed. With nobody owing, the key says so (the ledger refuses the
        repayment before its form)."""
        return [(label, seat) for label, seat in super().player_options() if self.state.loans.get(seat, 0)]

    def compose_fields(self) -> ComposeResult:
        owing = [p.seat for p in self.state.active_players() if self.state.loans.get(p.seat, 0)]
        # the highlighted player when he owes the bank, as the loan form starts on him; else the first who owes
        first = self.highlighted_in(owing) or (owing[0] if owing else None)
        yield _row("Player", self.player_select("player", first, digits_to="amount"))
        yield _row("Amount $M", loan_amount(), after_id="amount-note")
        yield PlainStatic("", id="owed", classes="info", markup=False)


def _card_options(state: af.AirFareState, seat: int) -> list[tuple[str, int]]:
    """The cards ``seat`` may sell now (:func:`ledger.games.air_fare.sellable_cards`): "#1 Boeing 737 · base $25M"."""
    return [
        (f"#{c} {state.cards[c].name} · base {mm(af.base_cost(state.cards[c].name))}", c)
        for c in af.sellable_cards(state, seat)
    ]


class SaleCardSelect(PickSelect):
    """The card list of a sale (to a neutral third party or between players): only the cards the ledger lets the
    seller sell now (:func:`_card_options`). A search naming a card left out says why ("#1 Boeing 737 flew this turn:
    sold after the Revenue Phase"), as the Draw form's cards and the Flying form's cities do. A newcomer's try: in
    the Revenue Phase the list offered Ann's 737 that had flown, and the Miami it landed at, refused once chosen."""

    #: room on the key line's one line at 80x24 for what an unmatched search says, before " · Esc: close the list"
    UNMATCHED_ROOM = 52

    def __init__(self, options: Iterable[tuple[Any, Any]], **kwargs: Any) -> None:
        super().__init__(options, **kwargs)
        #: the seller's cards left out, each named ("#1 Boeing 737") with why (the ledger's)
        self.refused: list[tuple[str, str]] = []

    def show_cards(self, state: af.AirFareState, seat: int) -> None:
        """The cards of ``seat`` sellable now as options, the others kept with why (the card chosen stays when still
        offered)."""
        self.replace_options(_card_options(state, seat))
        self.refused = self.left_out(state, seat)

    @staticmethod
    def left_out(state: af.AirFareState, seat: int) -> list[tuple[str, str]]:
        """The cards of ``seat`` not sellable now, named, with why (:func:`ledger.games.air_fare.unsellable_cards`)."""
        return [(f"#{c} {state.cards[c].name}", why) for c, why in af.unsellable_cards(state, seat)]

    async def _on_key(self, event: events.Key) -> None:
        form = self.screen
        if isinstance(form, SaleForm) and form.typed_for_player(event):
            # as the bank loan's Amount hands a letter to its Player list (:class:`LoanAmountInput`)
            event.stop()
            event.prevent_default()
            player = form.query_one("#player", Select)
            form.set_focus(player)  # at once: the keys typed after it go there too
            player.post_message(events.Key(event.key, event.character))
            return
        await super()._on_key(event)

    def unmatched_text(self, query: str) -> str:
        """Why no card offered matches ``query``: the card left out that it names and why (shorter where the line
        has no room for it all), else that none matches."""
        wanted = folded(query)
        named = [(card, why) for card, why in self.refused if wanted in folded(card)]
        if not named:
            return f'no card matches "{query}"'
        card, why = named[0]
        said = (f"{card} {why}: sold after the Revenue Phase", f"{card} {why}", f"{card}: sold after the revenue")
        return next((s for s in said if cell_len(s) <= self.UNMATCHED_ROOM), said[-1])


class SaleForm(_AFForm):
    """Raise Money Fast: a plane or landing right sold to a neutral third party for its base cost."""

    KIND = "air_fare.sale"
    HEADING = "Sale to a neutral third party (Air Fare, Raise Money Fast): the card leaves the game"

    def compose_fields(self) -> ComposeResult:
        yield _row("Player", self.player_select("player"))
        yield _row("Card", self.card_select(self.first_seat()))

    @staticmethod
    def _records_search(select: Any) -> bool:
        """A card found by typing in the last list is not recorded by the Enter that chooses it: the key line says
        "Enter: choose" (:meth:`_advance_from`)."""
        return False

    #: the key lines of the last list and of the preview, saying why a sale asks for a second Enter where the Draw
    #: and Fly forms record on the first: money changes hands (a newcomer's try: "▸ Enter: record" after the Enter
    #: that chose the card read as a key that had not worked)
    SALE_KEYS: ClassVar[dict[str, str]] = {
        LIST_KEYS["last open list"]: "↑↓: move · a letter: search · Enter: choose, then see the money before it "
        "records · Esc: close the list",
        LIST_KEYS["nothing focused"]: "Enter: record the sale shown (money changes hands: seen first) · shift+Tab: "
        "the list · Esc: cancel",
    }

    def key_line_keys(self, keys: str) -> str:
        """The key line's keys, a sale's last list and preview in their own words (:attr:`SALE_KEYS`)."""
        return self.SALE_KEYS.get(keys, keys)

    async def _advance_from(self, select: Widget, shown: bool = False, searched: bool = False) -> None:
        """A card found by typing its name in the last list, then Enter, shows what the sale will record and waits
        for Enter, as a card reached with the arrows does: money changes hands. A newcomer's try: "Enter: choose and
        record" sold the card typed at once, while the arrows showed the preview first."""
        if searched:
            shown = searched = False
        await super()._advance_from(select, shown, searched)

    def first_field(self) -> Widget | None:
        """The Card when the Player is filled in (the highlighted player, the player short, the sale undone and
        offered again): the card is the first thing to type, as the bank loan form starts on its Amount; the live
        line says whose sale it is and that Shift+Tab reaches the Player list (:meth:`focus_note`). Else the Player
        list. A newcomer's try: the sale opened on the Player, filled in, and the card had to be reached first."""
        if self.refill is not None or isinstance(self.query_one("#player", Select).value, int):
            # a sale undone, offered again: its player stays (a letter typed ahead is a card's; a review)
            self.started_on_card = self.refill is None
            self.call_after_refresh(self._mark_shown)
            return self.query_one("#card", Select)
        return self.query_one("#player", Select)

    #: the form started on the Card and no key has reached the Card yet (:meth:`typed_for_player`)
    started_on_card = False
    #: when the form was first drawn, on the clock of the keys' times (:attr:`textual.events.Key.time`); ``None``
    #: until then
    shown_at: float | None = None

    def _mark_shown(self) -> None:
        self.shown_at = key_clock()

    def typed_for_player(self, event: events.Key) -> bool:
        """Whether ``event``, the first key to reach the Card the form started on, is for the Player list: a letter
        or digit typed ahead, before the form was drawn, as when the form started on the Player. The banker who types
        "s c Enter" at once has not seen where the form starts: "c" picks Cal and Enter goes on to his cards (the
        form starting on the Card took "c" as a card's name, Enter chose it and the sale shown was the highlighted
        player's). A key typed once the form is drawn goes where the banker sees the cursor: the Card.

        The word typed ahead with it (the keys held after it, up to Enter) goes to the Player list only when it
        names a player offered: "s chicago" typed at once is a search of the cards, Chicago's, where it went to the
        Player list and searched "chicago" there (a newcomer's try)."""
        first, self.started_on_card = self.started_on_card, False
        character = event.character
        if not first or character is None or not character.isalnum():
            return False
        if self.shown_at is not None and event.time >= self.shown_at:
            return False
        word = character + airbanker(self).typed_next()
        return self.query_one("#player", PickSelect).offers(word.rstrip())

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id in ("player", "seller"):
            self.refresh_cards(event.select.id)
        self.fields_changed()

    def fill(self, payload: Mapping[str, Any]) -> None:
        """The fields of the sale undone: its player's (seller's) cards listed before its card is chosen."""
        owner = "seller" if "seller" in payload else "player"
        self.fill_field(owner, payload.get(owner))
        self.refresh_cards(owner)
        for name, value in payload.items():
            if name != owner:
                self.fill_field(name, value)

    def card_select(self, seat: int | None) -> SaleCardSelect:
        """The card list, on the cards ``seat`` may sell now (:class:`SaleCardSelect`)."""
        state = self.state
        select = SaleCardSelect(
            _card_options(state, seat) if seat is not None else [], id="card", prompt="choose the card"
        )
        if seat is not None:
            select.refused = SaleCardSelect.left_out(state, seat)
        return select

    def refresh_cards(self, owner_id: str) -> None:
        value = self.query_one(f"#{owner_id}", Select).value
        if isinstance(value, int):
            self.query_one("#card", SaleCardSelect).show_cards(self.state, value)

    def focus_note(self, field: Widget) -> str:
        """The seller's cards the card list leaves out, by why: "; not in the list (sold after the Revenue Phase):
        #1 Boeing 737 flew this turn; #13 Miami took a landing this turn"."""
        whose = ""
        if self.KIND == "air_fare.sale" and isinstance(field, SaleCardSelect):
            seat = self.query_one("#player", Select).value
            if isinstance(seat, int):
                whose = f"; Sale by {self.name_of(seat)} — Shift+Tab: another player"
        refused = field.refused if isinstance(field, SaleCardSelect) else []
        if not refused:
            return whose
        by_why: dict[str, list[str]] = {}
        for card, why in refused:
            by_why.setdefault(why, []).append(card)
        said = "; ".join(f"{', '.join(cards)} {why}" for why, cards in by_why.items())
        return f"{whose}; not in the list (sold after the Revenue Phase): {said}"

    def payload(self) -> dict[str, Any]:
        return {"player": self.seat("player"), "card": self.selected("card", "the card sold")}

    def recorded_text(self, payload: dict[str, Any], summary: str) -> str | None:
        """The notice says where the card went and where the planes it touched are (:meth:`sale_said`): "Ann sells
        737 #1 for $25M: discarded, out of the game" (Raise Money Fast: "Discard the card")."""
        return self.sale_said(payload, payload.get("player"), None, None)

    def sale_said(self, payload: Mapping[str, Any], seller: Any, buyer: Any, price: Any) -> str | None:
        """The notice of a card sold, and where it is now: sold to a neutral third party, "discarded, out of the game";
        sold to a player (``buyer``, at ``price``), a plane "Bea's now, waits at Miami" (the city its next flight
        starts from: :func:`ledger.games.air_fare.flight_origin`) or "at no terminal"; a landing right sold, each of
        the seller's planes that stood on it and where it waits now ("737 #1 waits at Minor Airport"). Said whole
        on the notice's one line: in fewer words, then with the grid's short names ("Minor"), where the terminal is
        narrow, the planes' places kept to the last. ``None`` (the summary in words) when the ledger refuses it.

        A newcomer's try (5 players, long names, 80x24): a sale left the plane with no place on the table, and
        nothing said so (Air Fare, Raise Money Fast: "Discard the card")."""
        before = self.state
        card = payload.get("card")
        if not isinstance(seller, int) or card not in before.cards:
            return None
        try:
            after = applied_state(self.game, self.KIND, dict(payload))
        except RuleViolation:
            return None

        def where(plane: int, short: bool) -> str:
            _origin, city = af.flight_origin(after, plane)
            return f"waits at {short_city(city) if short else city}" if city else "at no terminal"

        def named(card_id: int, short: bool) -> str:
            name = before.cards[card_id].name
            return f"{short_city(short_plane(name)) if short else short_plane(name)} #{card_id}"

        who = before.player(seller).name
        stood = sorted(plane for plane, rights in before.at.items() if rights == card)
        planes = ["; ".join(f"{named(p, short)} {where(p, short)}" for p in stood) for short in (False, True)]
        if buyer is None:
            paid = mm(af.base_cost(before.cards[card].name))
            texts = [
                f"{who} sells {named(card, False)} for {paid}: discarded, out of the game",
                f"{who} sells {named(card, False)} for {paid}, out of the game",
                f"{who} sells {named(card, True)} ({paid}), out of the game",
                f"{who} sells {named(card, True)}, out of the game",
            ]
            if stood:
                texts = [f"{texts[0]}; {planes[0]}", f"{texts[1]}; {planes[0]}", f"{texts[2]}; {planes[1]}"]
                texts += [f"{who}'s {named(card, True)} out of the game; {planes[1]}", planes[1]]
        else:
            to = before.player(buyer).name
            texts = [f"{who} sells {named(card, short)} to {to} for {mm(price)}" for short in (False, True)]
            if card in after.player(buyer).planes:
                texts = [
                    f"{texts[0]}: {to}'s now, {where(card, False)}",
                    f"{texts[0]}, {where(card, False)}",
                    f"{texts[1]}, {where(card, True)}",
                    f"{who} sells {named(card, True)} to {to}, {where(card, True)}",
                ]
            elif stood:
                texts = [f"{texts[0]}; {planes[0]}", f"{texts[1]}; {planes[1]}", planes[1]]
        # the notice's one line (tui.app.one_line), less its title "Recorded #12 · " (the record's number: the next)
        room = self.app.size.width - 3 - cell_len(f"Recorded #{len(self.game.records) + 1} · ")
        chosen = next((text for text in texts if cell_len(in_words(self, text)) <= room), texts[-1])
        return in_words(self, chosen)


class PlayerLoanForm(_AFForm):
    """Raise Money Fast: a loan between players, its repayment, or the interest the two agreed."""

    HEADINGS: ClassVar[dict[str, str]] = {
        "air_fare.player_loan": 'A loan between players (Air Fare, Raise Money Fast: "make loans to each other")',
        "air_fare.player_repay": "A loan between players paid back (Air Fare, Raise Money Fast)",
        "air_fare.player_interest": "Interest the two players agreed on their loan (paid by the borrower)",
    }

    def __init__(self, kind: str = "air_fare.player_loan") -> None:
        super().__init__()
        self.KIND = kind
        #: the lender chosen before the last choice (a new loan's borrower when the banker swaps them)
        self.lender_was: Any = None

    def heading(self) -> str:
        return self.HEADINGS.get(self.KIND, self.KIND)

    @property
    def on_a_loan(self) -> bool:
        """Whether the form pays back or pays interest on a loan still owed (not a new loan)."""
        return self.KIND != "air_fare.player_loan"

    def open_loans(self) -> list[tuple[int, int]]:
        """The (lender, borrower) pairs of the loans between players still owed, by lender then borrower (the
        ledger's :func:`~ledger.games.air_fare.open_player_loans`)."""
        return [(lender, borrower) for lender, borrower, _owed in af.open_player_loans(self.state)]

    def lender_options(self) -> list[tuple[str, int]]:
        """The lenders offered: any airline for a new loan (the borrower chosen too: choosing him swaps the two, so
        a game of two players can swap them: :meth:`refresh_borrowers`); for a repayment or interest, only those
        still owed. A newcomer's try: ``i`` offered Lender "1 Ann", Borrower "3 Cat" with "Cat owes Ann $0M now" and
        refused only once the amount was typed."""
        if not self.on_a_loan:
            return self.player_options()
        lenders = {lender for lender, _ in self.open_loans()}
        return [(label, seat) for label, seat in self.player_options() if seat in lenders]

    def borrower_options(self, lender: int | None) -> list[tuple[str, int]]:
        """The borrowers offered: for a new loan, any airline but ``lender`` (a newcomer's try: with Lender Bea
        chosen, the Borrower stayed "2 Bea" and the line read "Bea owes Bea $0M now"); for a repayment or interest,
        only those who owe ``lender``."""
        if not self.on_a_loan:
            return [(label, seat) for label, seat in self.player_options() if seat != lender]
        owing = {borrower for owed_to, borrower in self.open_loans() if owed_to == lender}
        return [(label, seat) for label, seat in self.player_options() if seat in owing]

    def new_loan_pair(self, seats: list[int]) -> tuple[int, int]:
        """The (lender, borrower) a new loan starts on, among ``seats`` (the airlines still in the game, at least
        one). While someone is short (Raise Money Fast): the borrower is the player short (the highlighted one when
        he is short, else the first), the lender the first after him round the table with cash to lend (more than
        his own dues: :func:`~ledger.games.air_fare.spare_cash`). Otherwise the highlighted player lends the next
        airline (issue 13). A newcomer's try at turn 4 while raising money: ``n`` opened on "Lender 3 Cal ($0M)",
        who was short himself."""
        state = self.state
        first = self.highlighted_in(seats) or seats[0]
        short = [p.seat for p in af.short_players(state) if p.short and p.seat in seats]
        if short:
            borrower = first if first in short else short[0]
        else:
            borrower = next((s for s in seats if s > first), seats[0])
            if borrower == first or af.spare_cash(state, first) > 0:
                return first, borrower
            borrower = first  # the highlighted player has nothing to lend: he borrows, as below
        after = [s for s in seats if s > borrower] + [s for s in seats if s < borrower]
        lender = next((s for s in after if af.spare_cash(state, s) > 0), after[0] if after else borrower)
        return lender, borrower

    def compose_fields(self) -> ComposeResult:
        options = self.player_options()
        owed = self.open_loans() if self.on_a_loan else []
        seats = [seat for _label, seat in options]
        lender, borrower = self.new_loan_pair(seats) if seats else (1, 1)
        # a digit typed on either list is the amount's ("n 20 Enter": the highlighted player lends the next $20M;
        # the "2" chose "2 Bea" as the lender), as in the bank loan form; the names are found by their letters
        if self.on_a_loan and owed:
            # a loan still owed: the highlighted player's as the lender (else as the borrower), else the first
            highlighted = self.highlighted_in(seats)
            lender, borrower = next(
                (pair for pair in owed if pair[0] == highlighted),
                next((pair for pair in owed if pair[1] == highlighted), owed[0]),
            )
        new = not self.on_a_loan
        yield _row("Lender", self._player_list("lender", self.lender_options(), lender, 0))
        yield _row(
            "Borrower",
            self._player_list("borrower", self.borrower_options(lender), borrower, lender if new else 0, lender),
        )
        yield _row("Amount $M", _num("amount"))
        yield PlainStatic("", id="owed", classes="info", markup=False)

    def _player_list(
        self, widget_id: str, options: list[tuple[str, int]], value: int, left_out: int, lender: int | None = None
    ) -> PickSelect:
        """A list of players (:meth:`player_select`'s) offering only ``options``, on ``value`` when offered; it
        leaves out the seat ``left_out`` (chosen in the other list; 0: none). ``lender``: the lender chosen, for the
        Borrower list."""
        offered = [seat for _label, seat in options]
        first = value if value in offered else (offered[0] if offered else Select.NULL)
        select = LoanPlayerSelect(
            options, role=widget_id, digits_to="amount", id=widget_id, allow_blank=False, value=first
        )
        select.left_out = self.name_of(left_out) if left_out else ""
        if widget_id == "lender":
            self.lender_was = first
            select.refused = self.loan_seats_left_out(select, offered, None)
        else:
            select.refused = self.loan_seats_left_out(select, offered, lender)
        return select

    def loan_seats_left_out(self, select: LoanPlayerSelect, offered: list[int], lender: int | None) -> dict[int, str]:
        """The seats at the table the Lender or Borrower list ``select`` leaves out of ``offered``, each with why:
        out of the game, the lender himself (a new loan's Borrower list), owed nothing or owing the lender nothing (a
        loan paid back). ``lender``: the lender chosen, for the Borrower list."""
        said: dict[int, str] = {}
        for player in self.state.players:
            if player.seat in offered:
                continue
            if not player.active:
                said[player.seat] = f"{player.name} is out of the game"
            elif select.role == "lender":
                said[player.seat] = f"nobody owes {player.name} on a loan between players"
            elif not self.on_a_loan:
                said[player.seat] = select.chosen_in_other(player.name)
            else:
                owed_to = self.name_of(lender) if lender else "the lender"
                said[player.seat] = f"{player.name} owes {owed_to} nothing"
        return said

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "lender":
            self.refresh_borrowers()
        self.fields_changed()

    def refresh_borrowers(self) -> None:
        """The borrowers the lender chosen may lend to: the borrower chosen stays while offered; for a new loan the
        lender he was takes his place when he is chosen as the lender (a swap), else the first offered."""
        lender = self.query_one("#lender", Select).value
        borrower = self.query_one("#borrower", LoanPlayerSelect)
        options = self.borrower_options(lender if isinstance(lender, int) else None)
        offered = [seat for _label, seat in options]
        before = self.lender_was
        self.lender_was = lender
        if borrower.value in offered:
            keep = borrower.value
        elif not self.on_a_loan and before in offered:
            keep = before
        else:
            keep = offered[0] if offered else Select.NULL
        borrower.replace_options(options, keep)
        borrower.left_out = self.name_of(lender) if isinstance(lender, int) and not self.on_a_loan else ""
        borrower.refused = self.loan_seats_left_out(borrower, offered, lender if isinstance(lender, int) else None)

    def fill(self, payload: Mapping[str, Any]) -> None:
        """The fields of the action undone: the lender first, so the borrowers who owe him are listed."""
        self.fill_field("lender", payload.get("lender"))
        self.refresh_borrowers()
        for name, value in payload.items():
            if name != "lender":
                self.fill_field(name, value)

    def extra_info(self) -> None:
        lender, borrower = self.query_one("#lender", Select).value, self.query_one("#borrower", Select).value
        if isinstance(lender, int) and isinstance(borrower, int):
            try:
                amount: int | None = parse_whole(self.query_one("#amount", Input).value)
            except FormError:
                amount = None
            payload = {"lender": lender, "borrower": borrower, "amount": amount}
            warnings = [w for w in (self.short_warning(payload), self.unsaved_warning(payload)) if w]
            self.query_one("#owed", Static).update("\n".join([self.owed_text(lender, borrower), *warnings]))

    def unsaved_warning(self, payload: Mapping[str, Any]) -> str:
        """A new loan to a player short of his dues by more than the loan: what is still short after it, and that
        the loan is lost with him if that is not raised; ``""`` otherwise. Not a refusal (the table may lend more
        later, or sell him cards). A newcomer's try: Ann lent Cal $30M while Cal was $104M short and the table said
        "only the other players can still save Cal"; that the loan would be lost came only at the bankruptcy."""
        borrower, amount = payload.get("borrower"), payload.get("amount")
        if self.on_a_loan or not isinstance(borrower, int) or not isinstance(amount, int) or amount <= 0:
            return ""
        before = next((p for p in af.short_players(self.state) if p.seat == borrower), None)
        after = af.short_after_borrowing(self.state, borrower, amount)
        if before is None or after is None or not after.short:
            return ""
        return (
            f"Warning: {after.name} is {mm(before.short)} short of the dues: {mm(amount)} leaves "
            f"{mm(after.short)} short (bankrupt at the settle unless raised, and this loan is then lost "
            f"to {self.name_of(payload['lender'])})."
        )

    def owed_text(self, lender: int, borrower: int) -> str:
        """What ``borrower`` owes ``lender`` now, and what ``lender`` owes ``borrower`` the other way when anything
        (:func:`ledger.games.air_fare.loans_between`): "Bob owes Dee $0M now; Dee owes Bob $30M the other way"; for a
        new loan, that the two may net them, the lender paying back instead (``u``). A newcomer's try: with Dee owing
        Bob $30M, a loan from Dee to Bob said only "Bob owes Dee $0M now."."""
        owed, back = af.loans_between(self.state, lender, borrower)
        said = f"{self.name_of(borrower)} owes {self.name_of(lender)} {mm(owed)} now"
        if not back:
            return said + "."
        said += f"; {self.name_of(lender)} owes {self.name_of(borrower)} {mm(back)} the other way"
        if self.on_a_loan:
            return said + "."
        return said + f": the two may net them, {self.name_of(lender)} paying back instead (u)."

    def payer(self, payload: Mapping[str, Any]) -> Any:
        """The seat that pays the amount: the lender of a new loan, the borrower of a repayment or interest."""
        return payload.get("borrower" if self.on_a_loan else "lender")

    def short_warning(self, payload: Mapping[str, Any]) -> str:
        """:func:`short_warning` of the payer (the lender of a new loan, the borrower of a repayment or interest)."""
        return short_warning(self.state, self.payer(payload), payload.get("amount"))

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """Asks before a payment that leaves the payer short of his dues outstanding (:meth:`short_warning`)."""
        return short_question(self.short_warning(payload), summary) or super().confirm_question(payload, summary)

    def payload(self) -> dict[str, Any]:
        return {
            "lender": self.seat("lender", "the lender"),
            "borrower": self.seat("borrower", "the borrower"),
            "amount": self.whole("amount", "the amount in $M"),
        }


#: the table's key of each way to raise money, as the settle form names it (:meth:`SettleForm.raise_keys`)
RAISE_KEYS = {
    "air_fare.sale": "s a sale",
    "air_fare.loan": "l a bank loan",
    "air_fare.trade": "x a sale between players",
    "air_fare.player_loan": "n a loan between players",
    "air_fare.player_repay": "u a loan called in",
}

#: the most cells a plane's label takes on the flights form: its padding's 30 less "▸ " and the blank before the list
FLIGHT_LABEL_CELLS = 27

#: after each loan a player short could call in (:func:`ledger.games.air_fare.ways_to_raise`): the table's key
REPAY_HINT = " (u: repay)"


def short_warning(state: af.AirFareState, seat: Any, amount: Any) -> str:
    """A warning when paying ``amount`` ($M) leaves player ``seat`` short of his dues outstanding until the settle,
    else ``""``: not a refusal, the table may agree to it (Raise Money Fast), but the settle then declares him
    bankrupt unless he raises it (:func:`ledger.games.air_fare.short_after_paying`). Newcomers' tries: Ann, $10M for
    $4M due, paid Cal back $8M without a word; a card bought from another player the same."""
    if not isinstance(seat, int) or not isinstance(amount, int) or amount <= 0:
        return ""
    after = af.short_after_paying(state, seat, amount)
    if after is None or not after.short:
        return ""
    return (
        f"Warning: {after.name} owes {mm(after.owes)} at the settle and has {mm(after.cash + amount)}: paying "
        f"{mm(amount)} leaves {mm(after.cash)}, {mm(after.short)} short of the dues (bankrupt at the settle "
        "unless raised)."
    )


def short_question(warning: str, summary: str, cash: str = "") -> str | None:
    """The question asked before recording what :func:`short_warning` warns of, or ``None`` without a warning;
    ``cash``, the form's "Cash: …" line (before → after) when the question says the money too."""
    if not warning:
        return None
    said = f"{summary}.\n{cash}" if cash else f"{summary}."
    return f"{warning.removeprefix('Warning: ')}\nWill record: {said}\n\nRecord it anyway?"


class TradeForm(SaleForm, LoanTypedAhead):
    """Raise Money Fast: a card sold by one player to another at the price they agreed."""

    KIND = "air_fare.trade"
    LOAN_OVER = "the trade"
    TYPE_AGAIN = "Enter now asks to record the trade shown"
    HEADING = "A card sold between players (Air Fare, Raise Money Fast)"
    ASKS = "Asks first (y/n), showing the money that changes hands"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+l", "loan", "Bank loan for the buyer", id="af_trade_loan", show=False)
    ]
    KEY_IDS = (*SaleForm.KEY_IDS, "af_trade_loan")

    def compose_fields(self) -> ComposeResult:
        seat = self.first_seat() or 1
        yield _row("Seller", self.player_select("seller"))
        yield _row("Card", self.card_select(seat))
        options = self.buyer_options(seat)
        buyer = self.next_buyer(seat)
        yield _row("Buyer", PickSelect(options, id="buyer", allow_blank=False, value=buyer or Select.NULL))
        yield _row("Price agreed $M", _num("price"))
        yield PlainStatic("", id="trade-warning", classes="info", markup=False)

    def buyer_pays(self) -> tuple[Any, int | None]:
        """The buyer chosen and the price typed ($M; ``None`` while not a whole number)."""
        try:
            price: int | None = parse_whole(self.query_one("#price", Input).value)
        except FormError:
            price = None
        return self.query_one("#buyer", Select).value, price

    def extra_info(self) -> None:
        """The warning when the price leaves the buyer short of his dues (:func:`short_warning`)."""
        self.query_one("#trade-warning", Static).update(short_warning(self.state, *self.buyer_pays()))

    def refusal_words(self, error: RuleViolation, payload: Mapping[str, Any] | None) -> str:
        """A price over the buyer's cash names the way out, a bank loan for him (ctrl+l, up to what he may still
        borrow), as the bids and the advertising do. A newcomer's try: "Price: more than Bea's $52M", no hint."""
        said = super().refusal_words(error, payload)
        buyer = (payload or {}).get("buyer")
        if error.field != "price" or not isinstance(buyer, int) or not error.short.startswith("more than"):
            return said
        room = af.loan_room(self.state, buyer)
        return said + (f": a bank loan first: ctrl+l (up to {mm(room)})" if room > 0 else "")

    def action_loan(self) -> None:
        """ctrl+l: the bank loan form over the trade, for the buyer chosen; what is typed stays."""
        buyer = self.query_one("#buyer", Select).value
        if isinstance(buyer, int):
            self.open_loan(buyer)

    def loan_back_to(self) -> Widget | None:
        """The field a refusal names as the loan opens (:class:`LoanTypedAhead`): an Enter typed ahead after the loan
        goes back there if the trade stands now; ``None`` when the trade was not refused."""
        return self.refused_field if self.accepted is None else None

    def refused_still(self) -> bool:
        """The trade refused still after the loan: an Enter typed ahead says so, as ever."""
        return self.accepted is None

    def after_loan(self) -> None:
        """Back from the loan form: the players' cash in the Seller and Buyer lists said again (the buyer's list still
        read "2 Bea ($50M)" once she had borrowed $50M more), the trade checked again against it."""
        self.query_one("#seller", PickSelect).replace_options(self.player_options())
        self.refresh_cards("seller")  # the buyers' labels, and the seller's cards as they stand
        self.update_live()

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        """Always asks, the seller's and the buyer's cash before → after in the question (the live line's "Cash: …"),
        and what the buyer is left short of his dues when he is (:func:`short_warning`): the Enter that ends the
        Price never records, as a sale's Enter on its card shows the money first. A newcomer's try at 80x24, "x cal
        Enter Space Down Enter Enter 25 Enter" typed at once: recorded, the money never seen. The question is
        answered only by a key typed once it showed (:attr:`~tui.base.widgets.ConfirmScreen.seen_first`)."""
        entries, _summary = preview(self.game, self.KIND, payload)
        said = self.describe(payload, entries, summary)
        cash = self.cash_line(entries)
        warning = short_warning(self.state, payload.get("buyer"), payload.get("price"))
        return short_question(warning, summary, cash) or f"{said}\n\nRecord the trade?"

    def buyer_options(self, seller: int) -> list[tuple[str, int]]:
        """The airlines that may buy from ``seller``: every other airline still in the game. A newcomer's try: with
        Seller 2 Bea chosen, the Buyer showed "2 Bea" and offered her, refused only once the price was typed ("a
        player cannot sell to himself")."""
        return [(label, seat) for label, seat in self.player_options() if seat != seller]

    def next_buyer(self, seller: int) -> int | None:
        """The buyer a seller's trade starts on: the next airline after ``seller`` (round the table), or ``None``."""
        seats = [seat for _label, seat in self.buyer_options(seller)]
        return next((seat for seat in seats if seat > seller), seats[0] if seats else None)

    def refresh_cards(self, owner_id: str) -> None:
        """The seller's cards, and the buyers that are not the seller: the buyer chosen stays unless he is the
        seller now (then the next airline after him)."""
        super().refresh_cards(owner_id)
        seller = self.query_one(f"#{owner_id}", Select).value
        if not isinstance(seller, int):
            return
        buyer = self.query_one("#buyer", PickSelect)
        keep = buyer.value if buyer.value != seller else self.next_buyer(seller)
        buyer.replace_options(self.buyer_options(seller), keep if keep is not None else Select.NULL)

    def first_field(self) -> Widget | None:
        return self.query_one("#seller", Select)

    def recorded_text(self, payload: dict[str, Any], summary: str) -> str | None:
        """The notice says where the card went and where its planes are (:meth:`SaleForm.sale_said`): "Ann sells
        737 #1 to Bea for $30M: Bea's now, waits at Miami"."""
        return self.sale_said(payload, payload.get("seller"), payload.get("buyer"), payload.get("price"))

    def payload(self) -> dict[str, Any]:
        return {
            "seller": self.seat("seller", "the seller"),
            "buyer": self.seat("buyer", "the buyer"),
            "card": self.selected("card", "the card sold"),
            "price": self.whole("price", "the price in $M"),
        }
