"""The banker's forms for Air Empire: route card, Flight Costs Table, loan, purchase, sale,
maintenance, merger.

Each form is a :class:`~tui.widgets.FormScreen`: it validates as you type by asking the
ledger (:meth:`ledger.game.Game.preview`, :func:`ledger.air_empire.table_view`,
:func:`ledger.air_empire.maintenance_due`, …) and records through ``app.record``. No rule of
the game is computed here; a refusal is the rules engine's message, naming the field and
the rule (docs/game-record.md lists every payload).
"""

from __future__ import annotations

import re
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Input, Select, Static, TextArea

from ledger import air_empire
from ledger.journal import Entry, RuleViolation
from ledger.views import AIR_EMPIRE_BASIC_LINES

from .widgets import DIGITS, ConfirmScreen, FormError, FormScreen, cash_received, money, parse_whole

__all__ = [
    "FlightCostsPrompt", "RouteCardForm", "FlightCostsForm", "LoanForm", "PurchaseForm", "PlaneSaleForm",
    "MaintenanceForm", "MergerForm", "table_confirmed", "known_rows",
]

LINE_LABELS = dict(AIR_EMPIRE_BASIC_LINES)


def table_confirmed(view: air_empire.TableView) -> bool:
    """Whether the banker has entered this game's Flight Costs Table (rows typed from the board
    or marked illustrative), as opposed to the rulebook's single row."""
    return any(provenance in ("board", "illustrative") for *_row, provenance in view.flight_costs_table)


def known_rows(view: air_empire.TableView) -> str:
    """The table rows the game knows, e.g. ``"$12,000 = 2 Super + 1 Prop (rulebook)"``."""
    return "; ".join(f"{money(amount)} = {supers} Super + {props} Prop ({provenance})"
                     for amount, supers, props, provenance in view.flight_costs_table)


def _row(label: str, *widgets: Widget, after: str = "", after_id: str | None = None) -> Horizontal:
    """A one-line field: a label, the widgets, an optional note after them."""
    parts: list[Widget] = [Static(label, classes="label", markup=False), *widgets]
    if after or after_id:
        parts.append(Static(after, classes="after", id=after_id, markup=False))
    return Horizontal(*parts, classes="row")


def _num(widget_id: str, value: str = "", placeholder: str = "", password: bool = False) -> Input:
    return Input(value, placeholder=placeholder, id=widget_id, restrict=DIGITS, classes="num", compact=True,
                 password=password)


class _PlayForm(FormScreen):
    """A form on the open Air Empire game: the table view at hand."""

    @property
    def view(self) -> air_empire.TableView:
        return air_empire.table_view(self.game.state)

    def active_players(self) -> list[air_empire.TablePlayer]:
        return [p for p in self.view.players if p.status == "Active"]

    def player_name(self, seat: int) -> str:
        return self.view.players[seat - 1].name


class FlightCostsPrompt(ModalScreen[str]):
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
            yield Static("The Flight Costs Table of this game is not entered yet. It is printed on the board"
                         f"{known}.\n\n"
                         "Enter it now, or go on and type the plane combination with each bid.", markup=False)
            yield Static("t: enter the table now    Enter: go on to the route card    Esc: cancel",
                         id="prompt-keys", markup=False)

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)


# -- Route card ------------------------------------------------------------------------------
class RouteCardForm(_PlayForm):
    """Phase 1: the route card turned up (city, adjacent cities, minimums, revenue)."""

    KIND = "air_empire.route_card"
    HEADING = "Route card turned up (Phase 1)"

    def compose_fields(self) -> ComposeResult:
        view = self.view
        self.classes_of_service = air_empire.service_classes(self.game.state)
        yield Static(f"{view.quarter_label} · Senior President: {view.senior_president}", classes="info",
                     markup=False)
        if not table_confirmed(view):
            yield Static("The Flight Costs Table of this game is not entered: the plane combination will be "
                         "typed with each bid (t on the table screen enters the table).", classes="info",
                         markup=False)
        yield _row("Route City", Input(placeholder="e.g. San Francisco", id="city", compact=True))
        yield _row("Adjacent cities", Input(placeholder="e.g. Los Angeles, Helena (commas between)", id="adjacent",
                                            compact=True))
        for cls in self.classes_of_service:
            yield _row(f"Minimum Class {cls}", _num(f"min_{cls}", placeholder="e.g. 10000"), after="Flight Costs, $")
        yield _row("Revenue (quarterly)", _num("revenue", placeholder="e.g. 18000"), after="$, every class")

    def payload(self) -> dict[str, Any]:
        city = self.text("city")
        if not city:
            raise FormError("type the Route City")
        adjacent = [a.strip() for a in self.text("adjacent").split(",") if a.strip()]
        minimums = {cls: self.whole(f"min_{cls}", f"the minimum Flight Costs for Class {cls}")
                    for cls in self.classes_of_service}
        revenue = self.whole("revenue", "the Revenue printed on the card")
        return {"city": city, "adjacent": adjacent, "minimums": minimums, "revenue": revenue}


# -- Flight Costs Table --------------------------------------------------------------------
class FlightCostsForm(_PlayForm):
    """The Flight Costs Table printed on the board, typed by the banker (one row per line)."""

    KIND = "air_empire.flight_costs_table"
    HEADING = "Flight Costs Table (printed on the board)"

    DEFAULT_CSS = """
    FlightCostsForm #rows { height: 9; }
    """

    def compose_fields(self) -> ComposeResult:
        lines = [f"{amount} {supers} {props}" for amount, supers, props, _p in self.view.flight_costs_table]
        yield Static("One row per line: Flight Costs, Super Jets, Prop Jets — e.g. \"12000 2 1\".",
                     classes="info", markup=False)
        yield _row("Where from", Select([("board: checked against the board", "board"),
                                         ("illustrative: made up, not the board's", "illustrative")],
                                        prompt="choose", id="provenance", compact=True))
        yield TextArea("\n".join(lines) + "\n", id="rows", compact=True, show_line_numbers=True)

    def keys_hint(self) -> str:
        return "Enter: new line · ctrl+s: record · Tab: move · Esc: cancel"

    def on_mount(self) -> None:
        super().on_mount()
        rows = self.query_one("#rows", TextArea)
        rows.move_cursor(rows.document.end)  # new rows go after the ones already known

    def payload(self) -> dict[str, Any]:
        provenance = self.selected("provenance", "where the figures come from (board or illustrative)")
        rows = []
        for number, line in enumerate(self.query_one("#rows", TextArea).text.splitlines(), start=1):
            if not line.strip():
                continue
            tokens = [t for t in re.split(r"[\s;→>-]+", line.strip()) if t]
            try:
                values = [parse_whole(t) for t in tokens]
            except FormError:
                values = []
            if len(values) != 3 or any(v is None for v in values):
                raise FormError(f"line {number}: type three numbers — Flight Costs, Super Jets, Prop Jets")
            amount, supers, props = values
            rows.append({"flight_costs": amount, "super_jets": supers, "prop_jets": props})
        return {"provenance": provenance, "rows": rows}


# -- Loan ----------------------------------------------------------------------------------
class LoanForm(_PlayForm):
    """Phase 3: a long-term loan, within the player's loan room (shown)."""

    KIND = "air_empire.loan"
    HEADING = "Loan (Phase 3) — never repaid"

    def compose_fields(self) -> ComposeResult:
        players = self.active_players()
        options = [(f"{p.name} (may borrow {money(p.loan_room)})", p.seat) for p in players]
        default = next((p for p in players if p.loan_room), players[0] if players else None)
        yield _row("Player", Select(options, id="player", allow_blank=default is None,
                                    value=default.seat if default else Select.NULL, compact=True))
        yield _row("Amount", _num("amount", str(default.loan_room) if default and default.loan_room else "",
                                  placeholder="e.g. 5000"), after="$", after_id="loan-room")

    def first_field(self) -> Widget | None:
        return self.query_one("#amount", Input)

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "player" and isinstance(event.value, int):
            room = self.view.players[event.value - 1].loan_room
            self.query_one("#amount", Input).value = str(room) if room else ""
        self.update_live()

    def payload(self) -> dict[str, Any]:
        seat = self.selected("player", "the player")
        p = self.view.players[seat - 1]
        self.query_one("#loan-room", Static).update(
            f"$ — {p.name}: Class A won {p.class_a}, borrowed {money(p.loans)}, may borrow {money(p.loan_room)}")
        return {"player": seat, "amount": self.whole("amount", "the amount borrowed")}


# -- Purchase ------------------------------------------------------------------------------
class PurchaseForm(_PlayForm):
    """Phase 4: planes bought from the Bank, a row per player, one action for the quarter."""

    KIND = "air_empire.purchase"
    HEADING = "Plane purchases from the Bank (Phase 4)"

    DEFAULT_CSS = """
    PurchaseForm .row > .who { width: 26; }
    PurchaseForm .row > Input.num { width: 8; margin-right: 3; }
    PurchaseForm .row > .head { width: 11; }
    PurchaseForm .row > .pays { width: 1fr; }
    """

    def compose_fields(self) -> ComposeResult:
        view = self.view
        yield Static(f"Bank supply: {view.bank_prop} Prop Jets at {money(air_empire.PROP_JET_PRICE)}, "
                     f"{view.bank_super} Super Jets at {money(air_empire.SUPER_JET_PRICE)}. "
                     f"If the Bank runs short, {view.senior_president} (Senior President) buys first, then "
                     "clockwise (Reminder Rules 4).", classes="info", markup=False)
        yield Horizontal(Static("Player (cash)", classes="who"), Static("Prop Jets", classes="head"),
                         Static("Super Jets", classes="head"), Static("Pays", classes="pays"), classes="row info")
        for p in self.active_players():
            yield Horizontal(
                Static(f"{p.seat} {p.name} ({money(p.cash)})", classes="who", markup=False),
                _num(f"prop_{p.seat}", placeholder="0"), _num(f"super_{p.seat}", placeholder="0"),
                Static("", id=f"pays_{p.seat}", classes="pays", markup=False), classes="row")

    def payload(self) -> dict[str, Any]:
        orders = []
        for p in self.active_players():
            props = self.whole(f"prop_{p.seat}", "", required=False) or 0
            supers = self.whole(f"super_{p.seat}", "", required=False) or 0
            if props or supers:
                orders.append({"player": p.seat, "prop_jets": props, "super_jets": supers})
        for p in self.active_players():
            self.query_one(f"#pays_{p.seat}", Static).update("")
        if not orders:
            raise FormError("type the Prop Jets and Super Jets each player buys (blank = none)")
        return {"orders": orders}

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        for p in self.active_players():
            paid = -cash_received(entries, p.seat)
            self.query_one(f"#pays_{p.seat}", Static).update(money(paid) if paid else "")
        return f"Will record: {summary}"


# -- Plane sale ----------------------------------------------------------------------------
class PlaneSaleForm(_PlayForm):
    """Phase 4: a lot of non-operating planes sold to the highest secret bid."""

    KIND = "air_empire.plane_sale"
    HEADING = "Plane sale between players (Phase 4) — secret bids"

    def compose_fields(self) -> ComposeResult:
        players = self.active_players()
        yield _row("Seller", Select([(f"{p.name} (idle: {p.idle_prop} Prop, {p.idle_super} Super)", p.seat)
                                     for p in players], id="seller", prompt="choose", compact=True))
        yield _row("Plane type", Select([("Prop Jet", "prop_jet"), ("Super Jet", "super_jet")], id="plane",
                                        value="prop_jet", allow_blank=False, compact=True))
        yield _row("How many", _num("count", placeholder="e.g. 2"), after="non-operating planes, one lot")
        yield Static("Bids, typed in turn and hidden (blank = no bid):", classes="info", markup=False)
        for p in players:
            yield _row(f"  {p.name}", _num(f"bid_{p.seat}", placeholder="$", password=True), after="",
                       after_id=f"bidrow_{p.seat}")

    def keys_hint(self) -> str:
        return "Enter: next field (on the last one: reveal) · ctrl+s: reveal & record · Esc: cancel"

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "seller":
            for p in self.active_players():
                bid = self.query_one(f"#bid_{p.seat}", Input)
                assert bid.parent is not None
                bid.parent.display = p.seat != event.value
        self.update_live()

    def payload(self) -> dict[str, Any]:
        seller = self.selected("seller", "the seller")
        plane = self.selected("plane", "the plane type")
        count = self.whole("count", "how many planes are sold")
        bids = []
        for p in self.active_players():
            if p.seat == seller:
                continue
            amount = self.whole(f"bid_{p.seat}", "", required=False)
            if amount is not None:
                bids.append({"player": p.seat, "amount": amount})
        if not bids:
            raise FormError("type at least one bid")
        return {"seller": seller, "plane": plane, "count": count, "bids": bids}

    def secret(self, error: RuleViolation) -> bool:
        return error.field.startswith("bids[")

    def waiting_text(self) -> str:
        return "Bids typed (hidden); ctrl+s reveals them and asks to record."

    def action_cancel(self) -> None:
        """Esc asks before dropping bids already typed (nothing is recorded either way)."""
        typed = any(self.text(f"bid_{p.seat}") for p in self.active_players())
        if not typed:
            self.dismiss(False)
            return
        self.app.push_screen(ConfirmScreen("Drop the bids typed so far? Nothing is recorded.", "Drop them"),
                             lambda yes: self.dismiss(False) if yes else None)

    def describe(self, payload: dict[str, Any], entries: list[Entry], summary: str) -> str:
        # the winner stays hidden until the banker asks to record (the bids are secret)
        return f"Ready: {len(payload['bids'])} bid(s) typed; ctrl+s reveals the buyer and asks to record."

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        bids = ", ".join(f"{self.player_name(b['player'])} {money(b['amount'])}" for b in payload["bids"])
        return f"Bids revealed: {bids}.\n{summary}.\n\nRecord this sale?"


# -- Maintenance ---------------------------------------------------------------------------
class MaintenanceForm(_PlayForm):
    """Phase 5: a player pays line 5c, or is bankrupt at once (Test of Bankruptcy)."""

    KIND = "air_empire.maintenance"
    HEADING = "Maintenance & Overhaul (Phase 5)"

    DEFAULT_CSS = """
    MaintenanceForm #maint-lines { margin-top: 1; }
    MaintenanceForm #maint-warning { margin-top: 1; text-style: bold; color: $error; }
    """

    BINDINGS = [Binding("enter", "record", "Record", id="maintenance_record")]

    def compose_fields(self) -> ComposeResult:
        owing = [p for p in self.active_players() if p.maintenance_owed is not None]
        players = owing or self.active_players()
        yield _row("Player", Select([(f"{p.name} owes {money(p.maintenance_owed)}" if p.maintenance_owed
                                      is not None else p.name, p.seat) for p in players], id="player",
                                    value=players[0].seat if players else Select.NULL,
                                    allow_blank=not players, compact=True))
        yield Static("", id="maint-lines", markup=False)
        yield Static("", id="maint-warning", markup=False)

    def first_field(self) -> Widget | None:
        return None  # Enter records the player shown; Tab reaches the player list

    def keys_hint(self) -> str:
        return "Enter or ctrl+s: record · Tab: choose another player · Esc: cancel"

    def bankrupt_text(self, seat: int) -> str:
        return (f"{self.player_name(seat)} cannot pay: bankrupt at once — the Bank takes the cash and all planes "
                "(Test of Bankruptcy)")

    def extra_info(self) -> None:
        value = self.query_one("#player", Select).value
        lines = self.query_one("#maint-lines", Static)
        warning = self.query_one("#maint-warning", Static)
        if not isinstance(value, int):
            lines.update("")
            warning.update("")
            return
        state = self.game.state
        l5a, l5b, l5c = air_empire.maintenance_due(state.player(value))
        cash = self.view.players[value - 1].cash
        rows = [("5a", money(l5a)), ("5b", money(l5b) if l5b else "—"), ("5c", money(l5c))]
        lines.update("\n".join(f"{code} {amount:>9}  {LINE_LABELS[code].split(' (')[0]}" for code, amount in rows)
                     + f"\n   {money(cash):>9}  {self.player_name(value)}'s cash")
        bankrupt = air_empire.maintenance_bankrupts(state, value)
        warning.update(f"WARNING: {self.bankrupt_text(value)}." if bankrupt else "")
        warning.display = bankrupt

    def payload(self) -> dict[str, Any]:
        return {"player": self.selected("player", "the player who pays")}

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        seat = payload["player"]
        if not air_empire.maintenance_bankrupts(self.game.state, seat):
            return None
        return f"{self.bankrupt_text(seat)}.\n\nRecord: {summary}?"


# -- Merger --------------------------------------------------------------------------------
class MergerForm(_PlayForm):
    """3-player game, between quarters: the poorest player merges into the second poorest."""

    KIND = "air_empire.merger"
    HEADING = "Merger (3-player game, between quarters)"

    BINDINGS = [Binding("enter", "record", "Record", id="merger_record")]

    def compose_fields(self) -> ComposeResult:
        check = air_empire.merger_check(self.game.state)
        incomes = " · ".join(f"{p.name} {money(p.income_to_date)}" for p in self.active_players())
        yield Static(f"Income to date (1g): {incomes}", classes="info", markup=False)
        if check is not None:
            verdict = ("does not exceed it: they may merge" if check.allowed
                       else "exceeds it: no merger (Mergers)")
            yield Static(f"Two poorest together: {self.player_name(check.absorbed)} + {self.player_name(check.into)} = "
                         f"{money(check.together)}; richest, {self.player_name(check.richest)}: "
                         f"{money(check.richest_income)} — {verdict}.", classes="info", markup=False)
        options = [(p.name, p.seat) for p in self.active_players()]
        yield _row("Poorest (absorbed)", Select(options, id="absorbed", compact=True,
                                                value=check.absorbed if check else Select.NULL))
        yield _row("Merges into", Select(options, id="into", compact=True,
                                         value=check.into if check else Select.NULL))

    def first_field(self) -> Widget | None:
        return None

    def keys_hint(self) -> str:
        return "Enter or ctrl+s: record (asks first) · Tab: change the players · Esc: cancel"

    def payload(self) -> dict[str, Any]:
        return {"absorbed": self.selected("absorbed", "the poorest player"),
                "into": self.selected("into", "the player merged into")}

    def confirm_question(self, payload: dict[str, Any], summary: str) -> str | None:
        return (f"{summary}: the two airlines act as one from now on (cash, planes, routes, loans and income "
                "to date combined).\nRecord the merger?")
