"""The Air Empire table screen: quarter, phase, Senior President, every airline, what is owed.

Drawn from :func:`ledger.air_empire.table_view`; every action opens a form (``forms.py``,
``bids.py``) that records through ``app.record``. The next thing owed is always on screen.
"""

from __future__ import annotations

from typing import Any, Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Header, Static

from ledger import air_empire

from .widgets import hidden_keys, money, outright_refusal, plain

__all__ = ["TableScreen"]

#: keys not shown in the footer (80 columns), listed on one line of the screen instead


class TableScreen(Screen[None]):
    """The table now (drawn from :func:`ledger.air_empire.table_view`)."""

    DEFAULT_CSS = """
    TableScreen #where { text-style: bold; height: auto; }
    TableScreen #card { height: auto; }
    TableScreen #next { height: auto; text-style: bold; background: $boost; }
    TableScreen #players { height: auto; max-height: 7; margin-top: 1; overflow-x: hidden; }
    TableScreen #detail { height: auto; min-height: 2; }
    TableScreen #bank { height: auto; }
    TableScreen #more { color: $text-muted; height: auto; }
    """

    # Short descriptions for the footer at 80 columns; the tooltip says it in full.
    BINDINGS = [
        Binding("escape", "app.pop_screen", "Games", id="back_to_games", tooltip="Back to the list of games"),
        Binding("c", "route_card", "Card", id="route_card", tooltip="Turn up the route card (Phase 1)"),
        Binding("b", "bids", "Bids", id="bids", tooltip="Type the secret bids, reveal them, record (Phase 1)"),
        Binding("l", "loan", "Loan", id="loan", tooltip="Record a loan (Phase 3)"),
        Binding("p", "purchase", "Buy", id="purchase", tooltip="Buy planes from the Bank (Phase 4)"),
        Binding("s", "sale", "Plane sale", id="plane_sale", show=False,
                tooltip="Sell planes between players by secret bids (Phase 4)"),
        Binding("m", "maintenance", "Maint.", id="maintenance", tooltip="Pay maintenance, line 5c (Phase 5)"),
        Binding("r", "recap", "Recap", id="recap", tooltip="The Condensed Re-cap Sheets"),
        Binding("j", "journal", "Journal", id="table_journal", tooltip="The journal of every action"),
        Binding("t", "flight_costs", "Flight Costs Table", id="flight_costs_table", show=False,
                tooltip="Enter the Flight Costs Table printed on the board"),
        Binding("g", "merger", "Merger", id="merger", show=False,
                tooltip="Merge the two poorest airlines (3-player game)"),
        Binding("k", "count_cash", "Count cash", id="table_count_cash", show=False,
                tooltip="Count a player's cash (balance assertion)"),
        Binding("a", "audit", "Audit", id="table_audit", show=False, tooltip="Audit: replay every action"),
        Binding("P", "print", "Print recap sheets", id="table_print", show=False,
                tooltip="Print the recap sheets to PDF"),
    ]

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="where", markup=False)
        yield Static(id="card", markup=False)
        yield Static(id="next", markup=False)
        yield DataTable(id="players", cursor_type="row", zebra_stripes=True)
        yield Static(id="detail", markup=False)
        yield Static(id="bank", markup=False)
        yield Static(self.more_keys(), id="more", markup=False)
        yield Footer(compact=True, show_command_palette=False)

    def more_keys(self) -> str:
        """The keys not in the footer, as the keymap has them now (e.g. "s plane sale")."""
        return "More keys: " + " · ".join(hidden_keys(self) + ["ctrl+p every action"])

    @property
    def game(self) -> Any:
        return self.app.game  # type: ignore[attr-defined]

    def on_mount(self) -> None:
        table = self.query_one("#players", DataTable)
        for label, key in (("Seat Player", "name"), ("Cash", "cash"), ("Idle P/S", "idle"),
                           ("Oper P/S", "oper"), ("Rts", "routes"), ("A", "a"), ("Room", "room"),
                           ("5c due", "owes"), ("Status", "status")):
            table.add_column(label, key=key)
        self.refresh_game()
        table.focus()

    def refresh_game(self) -> None:
        """Redraw everything from the ledger."""
        try:
            view = air_empire.table_view(self.game.state)
        except Exception as error:  # noqa: BLE001 - a message, never a traceback
            self.query_one("#next", Static).update(f"Cannot read the game: {error}")
            return
        self.view = view
        self.sub_title = view.title
        self.query_one("#where", Static).update(
            f"{view.quarter_label} · {view.phase_name} · Senior President: {view.senior_president or '—'}")
        self.query_one("#card", Static).update(self.card_text(view))
        self.query_one("#next", Static).update(f"Next: {view.next_step}")
        table = self.query_one("#players", DataTable)
        row = table.cursor_row
        table.clear()
        in_phase5 = view.phase in ("loans", "equipment", "maintenance")
        for p in view.players:
            if p.maintenance_owed is not None:
                owes = money(p.maintenance_owed)
            else:
                owes = "paid" if in_phase5 and p.status == "Active" else ""
            who = f"{p.seat} {p.name[:8]}{' SP' if p.senior_president else ''}"
            cells = (who, money(p.cash), f"{p.idle_prop}/{p.idle_super}", f"{p.operating_prop}/{p.operating_super}",
                     str(len(p.routes)), str(p.class_a), money(p.loan_room), owes, p.status.split(" in ")[0])
            table.add_row(*(plain(c) for c in cells), key=str(p.seat))
        if table.row_count:
            table.move_cursor(row=min(max(row, 0), table.row_count - 1))
        self.show_detail()
        entered = [r for r in view.flight_costs_table if r[3] in ("board", "illustrative")]
        parts = [f"Bank supply: {view.bank_prop} Prop Jets, {view.bank_super} Super Jets."]
        if entered:
            parts.append(f"Flight Costs Table: {len(entered)} rows ({entered[0][3]}).")
        parts.extend(view.notes)  # where the table's figures come from (ledger.air_empire.table_notes)
        if not entered:
            key_for = getattr(self.app, "key_for", lambda b: b.key)
            table_key = next(key_for(b) for b in self.BINDINGS
                             if isinstance(b, Binding) and b.id == "flight_costs_table").split(",")[0]
            parts.append(f"{table_key} enters it from the board.")
        self.query_one("#bank", Static).update(" ".join(parts))

    def card_text(self, view: air_empire.TableView) -> str:
        card = view.card
        if not card:
            return "Route card: none turned up"
        minimums = " · ".join(f"{c} {money(m)}" for c, m in card["minimums"].items())
        revenues = set(card["revenue"].values())
        revenue = (money(next(iter(revenues))) if len(revenues) == 1
                   else " · ".join(f"{c} {money(r)}" for c, r in card["revenue"].items()))
        adjacent = ", ".join(card["adjacent"]) or "none"
        # two lines of their own, so a class never wraps away from its amount
        return f"Card: {card['city']} (adj. {adjacent})\nMinimums {minimums} · revenue {revenue}"

    def show_detail(self) -> None:
        view = getattr(self, "view", None)
        table = self.query_one("#players", DataTable)
        if view is None or not view.players:
            return
        p = view.players[min(max(table.cursor_row, 0), len(view.players) - 1)]
        sp = ", Senior President" if p.senior_president else ""
        routes = ", ".join(p.routes) or "none"
        self.query_one("#detail", Static).update(
            f"{p.name} (seat {p.seat}{sp}) — {p.status}. Idle {p.idle_prop} Prop, {p.idle_super} Super; "
            f"operating {p.operating_prop} Prop, {p.operating_super} Super. Routes: {routes}. "
            f"Income to date {money(p.income_to_date)}; loans {money(p.loans)}, "
            f"may borrow {money(p.loan_room)} more (Room).")

    def on_data_table_row_highlighted(self, _event: DataTable.RowHighlighted) -> None:
        self.show_detail()

    # -- opening forms -----------------------------------------------------------------
    def open_form(self, kind: str, probe: dict[str, Any], make: Callable[[], Any]) -> None:
        """Open a form unless the ledger refuses ``kind`` outright at this moment (wrong phase)."""
        refusal = outright_refusal(self.game, kind, probe)
        if refusal:
            self.notify(refusal, title="Not now", severity="warning", timeout=8, markup=False)
            return
        self.app.push_screen(make())

    def action_route_card(self) -> None:
        from .forms import FlightCostsPrompt, RouteCardForm, known_rows, table_confirmed

        refusal = outright_refusal(self.game, "air_empire.route_card", {})
        if refusal:
            self.notify(refusal, title="Not now", severity="warning", timeout=8, markup=False)
            return
        view = air_empire.table_view(self.game.state)
        if table_confirmed(view):
            self.app.push_screen(RouteCardForm())
            return
        self.app.push_screen(FlightCostsPrompt(known_rows(view)), self._after_prompt)

    def _after_prompt(self, choice: str | None) -> None:
        from .forms import FlightCostsForm, RouteCardForm

        if choice == "table":
            def entered(done: bool | None) -> None:
                if done:  # the table is recorded: on to the card (Esc leaves both)
                    self.app.push_screen(RouteCardForm())

            self.app.push_screen(FlightCostsForm(), entered)
        elif choice == "go_on":
            self.app.push_screen(RouteCardForm())

    def action_flight_costs(self) -> None:
        from .forms import FlightCostsForm

        self.open_form("air_empire.flight_costs_table", {}, FlightCostsForm)

    def action_bids(self) -> None:
        from .bids import BidsScreen

        self.open_form("air_empire.bids", {"bids": []}, BidsScreen)

    def action_loan(self) -> None:
        from .forms import LoanForm

        self.open_form("air_empire.loan", {}, LoanForm)

    def action_purchase(self) -> None:
        from .forms import PurchaseForm

        self.open_form("air_empire.purchase", {"orders": []}, PurchaseForm)

    def action_sale(self) -> None:
        from .forms import PlaneSaleForm

        self.open_form("air_empire.plane_sale", {}, PlaneSaleForm)

    def action_maintenance(self) -> None:
        from .forms import MaintenanceForm

        self.open_form("air_empire.maintenance", {}, MaintenanceForm)

    def action_merger(self) -> None:
        from .forms import MergerForm

        self.open_form("air_empire.merger", {}, MergerForm)

    # -- other screens (some are built by another module) ------------------------------
    def action_recap(self) -> None:
        from .recap import RecapScreen

        self.app.push_screen(RecapScreen())

    def _app_action(self, name: str, what: str) -> None:
        action = getattr(self.app, f"action_{name}", None)
        if action is None:
            self.notify(f"{what} is not available yet.", severity="warning")
            return
        action()

    def action_journal(self) -> None:
        self._app_action("journal", "The journal")

    def action_count_cash(self) -> None:
        self._app_action("count_cash", "Count cash")

    def action_audit(self) -> None:
        self._app_action("audit", "The audit")

    def action_print(self) -> None:
        self._app_action("print", "Printing")
