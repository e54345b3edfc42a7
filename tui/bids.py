"""Secret bids (Air Empire, Basic Game, Route Bidding and Route Applications).

Each player's bid is typed in turn — class, Flight Costs, and the plane combination only
when the game's Flight Costs Table has no row for the amount — with the amounts masked so
neighbours cannot read them. Then the bids are revealed together with their resolution,
computed by :func:`ledger.air_empire.bid_resolution` (winner per class, ties and why,
forfeits and why, outbid) and what each player will receive (line 1g, from
:meth:`ledger.game.Game.preview`). Only then does the banker record ``air_empire.bids``.
A bid the rules refuse is refused at the reveal with the rule's message; nothing is recorded.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, Static

from ledger import air_empire
from ledger.journal import RuleViolation

from .widgets import DIGITS, ConfirmScreen, FormError, MaskedInput, cash_received, money, parse_whole, preview

__all__ = ["BidsScreen", "TypedBid"]

KIND = "air_empire.bids"


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


class BidsScreen(ModalScreen[bool]):
    """Phase 1: type the secret bids in turn, reveal them together, then record."""

    AUTO_FOCUS = None

    DEFAULT_CSS = """
    BidsScreen { align: center middle; }
    BidsScreen > #bids { width: 80; height: 1fr; border: round $accent; padding: 0 1; background: $surface; }
    BidsScreen #bids-card { text-style: bold; }
    BidsScreen #bids-roll { margin: 1 0; }
    BidsScreen .row { height: 1; }
    BidsScreen .row > .label { width: 22; }
    BidsScreen .row > Input { width: 14; }
    BidsScreen .row > .after { width: 1fr; padding-left: 1; color: $text-muted; }
    BidsScreen #entry-who { text-style: bold; }
    BidsScreen #combo-note { color: $text-muted; }
    BidsScreen #bids-message.-refused { color: $error; }
    BidsScreen > #bids-keys { width: 80; height: auto; color: $text-muted; padding: 0 2; }
    BidsScreen #entry, BidsScreen #combo { height: auto; }
    """

    BINDINGS = [
        Binding("ctrl+s", "commit('ctrl+s')", "Next / Reveal / Record", id="bids_commit"),
        Binding("y", "record", "Record the bids", id="bids_record"),
        Binding("escape", "cancel", "Cancel", id="bids_cancel"),
        Binding("1", "retype(1)", "Retype seat 1", id="bids_retype_1", show=False),
        Binding("2", "retype(2)", "Retype seat 2", id="bids_retype_2", show=False),
        Binding("3", "retype(3)", "Retype seat 3", id="bids_retype_3", show=False),
        Binding("4", "retype(4)", "Retype seat 4", id="bids_retype_4", show=False),
        # Enter types, passes and reveals, never records: a second Enter still bouncing after the last
        # bid must not record it (y or ctrl+s does, as on the confirmation screens)
        Binding("enter", "commit('enter')", "Next / Reveal", id="bids_enter", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.stage = "typing"  # typing | ready | reveal
        self.typed: dict[int, TypedBid] = {}
        self.current = 0  # index into self.seats while typing
        self.retyping = False
        self.refusal: RuleViolation | None = None
        self.resolution: list[air_empire.BidOutcome] = []

    # -- the game ----------------------------------------------------------------------
    @property
    def game(self) -> Any:
        return self.app.game  # type: ignore[attr-defined]

    @property
    def view(self) -> air_empire.TableView:
        return air_empire.table_view(self.game.state)

    def compose(self) -> ComposeResult:
        view = self.view
        self.seats = [p.seat for p in view.players if p.status == "Active"]
        self.names = {p.seat: p.name for p in view.players}
        card = view.card or {}
        self.classes_of_service = tuple(card.get("minimums", {})) or air_empire.service_classes(self.game.state)
        self.table_amounts = {amount for amount, *_rest in view.flight_costs_table}
        with VerticalScroll(id="bids"):
            yield Static(self.card_text(view), id="bids-card", markup=False)
            yield Static("", id="bids-roll", markup=False)
            with Vertical(id="entry"):
                yield Static("", id="entry-who", markup=False)
                yield Horizontal(Static("Class of service", classes="label"),
                                 Input(id="cls", max_length=1, restrict=r"[A-Ca-c]?", compact=True,
                                       placeholder="A/B/C", password=True),
                                 Static(f"{', '.join(self.classes_of_service)} (hidden); empty = pass, no bid",
                                        classes="after", markup=False), classes="row")
                yield Horizontal(Static("Flight Costs", classes="label"),
                                 MaskedInput(id="amount", restrict=DIGITS, password=True, compact=True,
                                             placeholder="$"),
                                 Static("$ (hidden)", classes="after"), classes="row")
                with Vertical(id="combo"):
                    yield Static("No row for this amount in the Flight Costs Table: type the planes "
                                 "(hidden too).", id="combo-note", markup=False)
                    yield Horizontal(Static("Super Jets", classes="label"),
                                     Input(id="supers", restrict=DIGITS, password=True, compact=True), classes="row")
                    yield Horizontal(Static("Prop Jets", classes="label"),
                                     Input(id="props", restrict=DIGITS, password=True, compact=True), classes="row")
            yield Static("", id="bids-message", markup=False)
        # outside the scrolling part, so the keys stay in sight however long the reveal is
        yield Static("", id="bids-keys", markup=False)
        yield Footer()

    def card_text(self, view: air_empire.TableView) -> str:
        card = view.card
        if not card:
            return f"{view.quarter_label}: no route card turned up"
        minimums = " · ".join(f"{c} {money(m)}" for c, m in card["minimums"].items())
        revenues = set(card["revenue"].values())
        revenue = (money(next(iter(revenues))) if len(revenues) == 1
                   else " · ".join(f"{c} {money(r)}" for c, r in card["revenue"].items()))
        adjacent = ", ".join(card["adjacent"]) or "none"
        text = (f"{view.quarter_label} bids on {card['city']} (adjacent: {adjacent})\n"
                f"Minimum Flight Costs: {minimums} · Revenue: {revenue} · "
                f"Senior President: {view.senior_president}")
        # Tournament Game: the route is re-bid (its income terminated on 1e, planes back idle)
        ended = [t for t in view.terminations if t.reason == "re-bid"]
        if ended:
            text += "\nRe-bid: income terminated (1e), planes back idle — " + ", ".join(
                f"{self.names[t.seat]} {t.service_class} {money(t.flight_profit)}" for t in ended)
        return text

    def on_mount(self) -> None:
        self.show_stage()

    # -- drawing -----------------------------------------------------------------------
    def roll_text(self) -> str:
        lines = []
        for index, seat in enumerate(self.seats):
            typed = self.typed.get(seat)
            if self.stage == "typing" and index == self.current:
                state = "> typing now"
            elif typed is None:
                state = "  waiting"
            else:  # a pass looks exactly like a bid until the reveal: who passed is secret too
                state = "  ••• typed (hidden)"
            lines.append(f"{seat} {self.names[seat]:<14}{state}")
        return "\n".join(lines)

    def show_stage(self) -> None:
        roll = self.query_one("#bids-roll", Static)
        roll.update(self.roll_text())
        roll.display = self.stage != "reveal"
        entry = self.query_one("#entry")
        message = self.query_one("#bids-message", Static)
        keys = self.query_one("#bids-keys", Static)
        message.set_class(False, "-refused")
        if self.stage == "typing":
            entry.display = True
            seat = self.seats[self.current]
            self.query_one("#entry-who", Static).update(
                f"Bid of {self.names[seat]} (seat {seat}) — the others look away.")
            for widget_id in ("cls", "amount", "supers", "props"):
                self.query_one(f"#{widget_id}", Input).value = ""
            self.query_one("#combo").display = False
            message.update("")
            keys.update("Enter: next field / next player · Tab: move · Esc: cancel")
            self.query_one("#cls", Input).focus()
        elif self.stage == "ready":
            entry.display = False
            self.set_focus(None)
            message.update("All bids are typed. Enter reveals them together (nothing is recorded yet).")
            keys.update(f"Enter: reveal · {self.seat_keys()}: retype that seat's bid · Esc: cancel")
        else:
            entry.display = False
            self.set_focus(None)
            self.reveal()
        self.refresh_bindings()  # y (record) is shown in the footer only on an accepted reveal

    def reveal(self) -> None:
        message = self.query_one("#bids-message", Static)
        keys = self.query_one("#bids-keys", Static)
        payload = self.payload()
        self.refusal = None
        try:
            try:
                self.resolution = air_empire.bid_resolution(self.game.state, payload)
            except RuleViolation:
                raise
            except Exception as unexpected:  # noqa: BLE001 - a message, never a traceback
                raise RuleViolation(f"cannot be read: {unexpected}", field="bids") from unexpected
            entries, summary = preview(self.game, KIND, payload)
        except RuleViolation as error:
            self.refusal = error
            seat = self.seat_at_fault(error, payload)
            who = f"\nEnter: type {self.names[seat]}'s bid again." if seat else ""
            message.update(f"Refused at the reveal — nothing recorded:\n{error}{who}")
            message.set_class(True, "-refused")
            keys.update(f"Enter: retype · {self.seat_keys()}: retype that seat's bid · Esc: cancel")
            return
        outcomes = {o.bid.player: o for o in self.resolution}
        lines = ["The bids, revealed together:",
                 f"{'Player':<14}{'Class':<6}{'Flight Costs':>12}  {'Planes':<17}Outcome"]
        for seat in self.seats:
            o = outcomes.get(seat)
            if o is None:
                lines.append(f"{self.names[seat][:13]:<14}{'—':<6}{'pass':>12}  {'':<17}no bid")
                continue
            planes = ("—" if o.bid.super_jets is None
                      else f"{o.bid.super_jets} Super, {o.bid.prop_jets} Prop")
            lines.append(f"{self.names[seat][:13]:<14}{o.bid.service_class:<6}{money(o.bid.flight_costs):>12}  "
                         f"{planes:<17}{o.outcome.upper()}")
            lines.append(f"    why: {o.reason}")
        received = " · ".join(f"{self.names[s]} {money(cash_received(entries, s))}" for s in self.seats)
        lines.append("")
        lines.append(f"Line 1g received from the Bank: {received}")
        lines.append(f"Will record: {summary}")
        message.update("\n".join(lines))
        keys.update(f"y or ctrl+s: record · {self.seat_keys()}: retype that seat's bid · Esc: cancel "
                    "(Enter does not record)")

    def seat_keys(self) -> str:
        """The seat numbers still bidding, e.g. ``"1, 3"`` when seat 2 is out of the game."""
        return ", ".join(str(seat) for seat in self.seats)

    def seat_at_fault(self, error: RuleViolation, payload: dict[str, Any]) -> int | None:
        """The seat whose bid the refusal names (``bids[1].flight_costs`` → the 2nd bid typed)."""
        if error.field.startswith("bids["):
            try:
                index = int(error.field[5:error.field.index("]")])
                return int(payload["bids"][index]["player"])
            except (ValueError, IndexError, KeyError):
                return None
        return None

    # -- typing ------------------------------------------------------------------------
    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "amount":
            try:
                amount = parse_whole(event.value)
            except FormError:
                amount = None
            self.query_one("#combo").display = amount is not None and amount not in self.table_amounts

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        widget_id = event.input.id
        if widget_id == "cls" and event.value.strip():
            self.query_one("#amount", Input).focus()
        elif widget_id == "amount" and self.query_one("#combo").display:
            self.query_one("#supers", Input).focus()
        elif widget_id == "supers":
            self.query_one("#props", Input).focus()
        else:
            self.store_current()

    def store_current(self) -> None:
        seat = self.seats[self.current]
        cls = self.query_one("#cls", Input).value.strip().upper()
        if not cls:
            self.typed[seat] = TypedBid(seat)
        else:
            try:
                amount = parse_whole(self.query_one("#amount", Input).value)
                combo = self.query_one("#combo").display
                supers = parse_whole(self.query_one("#supers", Input).value) if combo else None
                props = parse_whole(self.query_one("#props", Input).value) if combo else None
            except FormError as error:
                self.notify(str(error), severity="warning", markup=False)
                return
            if amount is None:
                self.notify("Type the Flight Costs bid (or leave the class empty to pass).", severity="warning")
                self.query_one("#amount", Input).focus()
                return
            self.typed[seat] = TypedBid(seat, cls, amount, supers, props)
        if self.retyping or self.current + 1 >= len(self.seats):
            self.retyping = False
            self.stage = "ready"
        else:
            self.current += 1
        self.show_stage()

    def payload(self) -> dict[str, Any]:
        rows = [self.typed[s].payload_row() for s in self.seats if s in self.typed]
        return {"bids": [r for r in rows if r is not None]}

    # -- keys --------------------------------------------------------------------------
    def action_commit(self, key: str = "ctrl+s") -> None:
        if self.stage == "typing":
            self.store_current()
        elif self.stage == "ready":
            self.stage = "reveal"
            self.show_stage()
        elif self.refusal is not None:
            seat = self.seat_at_fault(self.refusal, self.payload())
            self.action_retype(seat or self.seats[0])
        elif key == "enter":
            self.notify("Enter does not record the bids: press y (or ctrl+s) to record them.",
                        title="Not recorded", severity="warning", markup=False)
        else:
            self.action_record()

    def action_record(self) -> None:
        """Record the revealed bids (``y`` or ``ctrl+s`` on the reveal, never Enter)."""
        if self.stage != "reveal" or self.refusal is not None:
            return
        rec = self.app.record(KIND, self.payload())  # type: ignore[attr-defined]
        if rec is not None:
            self.dismiss(True)
        else:
            self.reveal()
            self.refresh_bindings()

    def action_retype(self, seat: int) -> None:
        if self.stage == "typing" or seat not in self.seats:
            return
        self.current = self.seats.index(seat)
        self.retyping = True
        self.stage = "typing"
        self.show_stage()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # digit keys and Enter belong to the Inputs while a bid is typed
        if action == "retype" and self.stage == "typing":
            return False
        if action == "record":  # y records only the bids revealed and accepted
            return self.stage == "reveal" and self.refusal is None
        return True

    def action_cancel(self) -> None:
        if not self.typed:
            self.dismiss(False)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.dismiss(False)

        self.app.push_screen(ConfirmScreen("Drop the bids typed so far? Nothing is recorded.", "Drop them"),
                             answered)
