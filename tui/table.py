"""The Air Empire table screen: quarter, phase, Senior President, every airline, what is owed."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from ledger import air_empire


class TableScreen(Screen[None]):
    """The table now (drawn from :func:`ledger.air_empire.table_view`)."""

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Games", id="back_to_games"),
        Binding("r", "recap", "Recap", id="recap"),
    ]

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="table-view")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_game()

    def refresh_game(self) -> None:
        view = air_empire.table_view(self.app.game.state)  # type: ignore[attr-defined]
        self.query_one("#table-view", Static).update(f"{view.quarter_label} {view.phase_name}\n{view.next_step}")

    def action_recap(self) -> None:
        from .recap import RecapScreen

        self.app.push_screen(RecapScreen())
