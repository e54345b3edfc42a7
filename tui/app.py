"""The banker's seat (Textual): the games of the database and each player's recap sheet.

A first, read-only seat: pick a game, read every player's Condensed Re-cap Sheet with the
same numbers as the PDF. Recording at the table from the TUI comes with the full seat.
"""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Header, Static

from ledger import air_empire
from ledger.money import format_money
from ledger.store import Book


def _money(amount: int | None, deduction: bool = False) -> str:
    if amount is None:
        return ""
    text = format_money(amount)
    return f"({text})" if deduction else text


class RecapScreen(Screen[None]):
    """One player's Condensed Re-cap Sheet on screen: quarters as columns, lines as rows."""

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="back"),
        Binding("right,n", "player(1)", "Next player", id="next_player"),
        Binding("left,p", "player(-1)", "Previous player", id="previous_player"),
    ]

    def __init__(self, book: Book, game_id: int) -> None:
        super().__init__()
        self.book = book
        self.game_id = game_id
        self.seat_index = 0

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="recap-title")
        yield DataTable(id="recap", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_sheet()

    def refresh_sheet(self) -> None:
        game = self.book.game(self.game_id)
        sheets = air_empire.recap_sheets(game.state)
        sheet = sheets[self.seat_index % len(sheets)]
        cash = "" if sheet.cash is None else format_money(sheet.cash)
        self.query_one("#recap-title", Static).update(
            f"{sheet.game_title} — {sheet.player} (seat {sheet.seat}) — {sheet.status} — cash {cash}\n"
            f"{game.position()}")
        table = self.query_one("#recap", DataTable)
        table.clear(columns=True)
        table.add_column("Line", key="line")
        for label in sheet.quarter_labels:
            table.add_column(label, key=label)
        for line in sheet.lines:
            table.add_row(f"{line.code} {line.label[:28]}", *(_money(a, line.deduction) for a in line.amounts))

    def action_player(self, step: int) -> None:
        self.seat_index += step
        self.refresh_sheet()


class GamesScreen(Screen[None]):
    """The start screen: the games in the database."""

    BINDINGS = [
        Binding("enter", "open", "Open recap", id="open", show=True),
        Binding("q", "app.quit", "Quit", id="quit"),
    ]

    def __init__(self, book: Book) -> None:
        super().__init__()
        self.book = book

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("Games in the book. Enter opens a game's recap sheets. Start the sample with `airbanker demo`.",
                     id="hint")
        yield DataTable(id="games", cursor_type="row")
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one("#games", DataTable)
        table.add_columns("Id", "Game", "Title", "Players", "Actions", "Last change")
        for info in self.book.games():
            table.add_row(str(info.id), info.game, info.title, ", ".join(info.players), str(info.actions),
                          info.last_change[:16].replace("T", " "), key=str(info.id))

    def action_open(self) -> None:
        table = self.query_one("#games", DataTable)
        if table.row_count == 0:
            self.notify("No games yet: run `airbanker demo` or `airbanker import FILE`.", severity="warning")
            return
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        assert key is not None
        self.app.push_screen(RecapScreen(self.book, int(key)))

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.action_open()


class AirbankerApp(App[None]):
    """The banker's seat."""

    TITLE = "airbanker"

    def __init__(self, book: Book, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.book = book

    def on_mount(self) -> None:
        self.push_screen(GamesScreen(self.book))


def run_app(db: str | None = None) -> None:
    """Open the TUI on the database ``db`` (a SQLAlchemy URL; default: the user data file)."""
    book = Book(db)
    try:
        AirbankerApp(book).run()
    finally:
        book.close()
