"""Live recap: a player's Condensed Re-cap Sheet on screen, the same numbers as the PDF."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Header, Static

from ledger import air_empire
from ledger.money import format_money


def money_cell(amount: int | None, deduction: bool = False) -> str:
    """Whole dollars as on the sheet: blank for None, parentheses for a deduction."""
    if amount is None:
        return ""
    text = format_money(amount)
    return f"({text})" if deduction else text


class RecapScreen(Screen[None]):
    """One player's sheet: quarters as columns, lines 1a-5c as rows."""

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="recap_back"),
        Binding("right,n", "player(1)", "Next player", id="recap_next_player"),
        Binding("left,p", "player(-1)", "Previous player", id="recap_previous_player"),
    ]

    def __init__(self, seat_index: int = 0) -> None:
        super().__init__()
        self.seat_index = seat_index

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="recap-title")
        yield DataTable(id="recap", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_game()

    def refresh_game(self) -> None:
        game = self.app.game  # type: ignore[attr-defined]
        sheets = air_empire.recap_sheets(game.state)
        sheet = sheets[self.seat_index % len(sheets)]
        cash = "" if sheet.cash is None else format_money(sheet.cash)
        self.query_one("#recap-title", Static).update(
            f"{sheet.player} (seat {sheet.seat}) — {sheet.status} — cash {cash} — {game.position()}")
        table = self.query_one("#recap", DataTable)
        table.clear(columns=True)
        table.add_column("Line", key="line")
        for label in sheet.quarter_labels:
            table.add_column(label, key=label)
        for line in sheet.lines:
            table.add_row(f"{line.code} {line.label[:24]}", *(money_cell(a, line.deduction) for a in line.amounts))

    def action_player(self, step: int) -> None:
        self.seat_index += step
        self.refresh_game()
