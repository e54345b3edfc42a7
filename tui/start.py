"""Start screen: the games in the book; new game; resume; archive (nothing is erased)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Header, Static


class StartScreen(Screen[None]):
    """The games in the database (game, players, position, last change)."""

    BINDINGS = [
        Binding("enter", "open", "Open", id="open_game"),
        Binding("q", "app.quit", "Quit", id="quit_start"),
    ]

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("Games in the book.", id="hint")
        yield DataTable(id="games", cursor_type="row")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_game()

    def refresh_game(self) -> None:
        table = self.query_one("#games", DataTable)
        table.clear(columns=True)
        table.add_columns("Id", "Game", "Title", "Players", "Actions", "Last change")
        for info in self.app.book.games():  # type: ignore[attr-defined]
            table.add_row(str(info.id), info.game, info.title, ", ".join(info.players), str(info.actions),
                          info.last_change[:16].replace("T", " "), key=str(info.id))

    def action_open(self) -> None:
        table = self.query_one("#games", DataTable)
        if table.row_count == 0:
            self.notify("No games yet.", severity="warning")
            return
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        assert key is not None
        self.app.open_game(int(key))  # type: ignore[attr-defined]
