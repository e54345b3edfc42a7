"""Start screen: the games in the book; new game (:mod:`tui.screens.new_game`); resume; archive (nothing is erased)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Header, Static
from textual.widgets.data_table import CellDoesNotExist

from ledger.book_file import GameInfo
from ledger.games import short_title
from ledger.journal import RuleViolation
from ledger.text import shown as escaped
from tui.base.footer import Footer
from tui.base.widgets import ConfirmScreen, PlainStatic, RowTable, airbanker, clip, fit_columns, plain
from tui.base.words import refusal_text
from tui.games import screens_for

__all__ = ["StartScreen", "GamesTable"]

#: the new-game form's names, kept importable from here (they moved to :mod:`tui.screens.new_game`, imported
#: when the banker presses n: its tables read the games' metas, which import pydantic, not needed for the
#: first frame)
_MOVED = frozenset(
    {
        "NewGameScreen",
        "NewGameForm",
        "AirEmpireForm",
        "GoldenAgeForm",
        "AirFareForm",
        "MAX_SEATS",
        "GOLDEN_AGE_OPTIONS",
        "AIR_FARE_DEPENDS",
        "AIR_FARE_CHOICES",
        "TOURNAMENT_CHOICES",
        "PLANE_SUPPLY_CHOICES",
        "TOURNAMENT_YEARS",
        "air_fare_options",
        "STARTING_PLANES",
        "default_starting_plane",
        "senior_order_typed",
    }
)


def __getattr__(name: str) -> Any:
    """The new-game form's names (:data:`_MOVED`), from :mod:`tui.screens.new_game` when first asked for."""
    if name in _MOVED:
        from tui.screens import new_game

        return getattr(new_game, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _local_time(iso: str) -> str:
    """``"2025-03-14 20:31"`` in the local time zone, from an ISO 8601 time."""
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso[:16].replace("T", " ")


def _clip(text: str, width: int) -> str:
    """``text`` cut to ``width`` cells, with an ellipsis when cut (a narrow column; the line under the
    list shows the highlighted game whole)."""
    return clip(text, width)


#: the list of games' columns (label, key); the title and the players share what the others leave
GAME_COLUMNS = (
    ("Id", "id"),
    ("Game", "game"),
    ("Title", "title"),
    ("Players", "players"),
    ("Position", "position"),
    ("Last change", "last"),
)
_FLEXIBLE = (2, 3)  # title, players


#: cells the title and the players share, under which the time column shows the day only ("2026-12-04"; the
#: line under the list has the highlighted game's time whole): at 80 columns the titles got 9 cells ("Sample ga…")
ROOM_FOR_NAMES = 40


#: the least cells of the players' column while the title takes the room (:func:`_column_widths`): "Ann, Bea…"
PLAYERS_LEAST = 10


def _column_widths(rows: list[tuple[str, ...]], room: int, *, waiting: bool = False) -> tuple[list[int], bool]:
    """Each column's width (cells) so that the list fits ``room`` cells, and whether the time column shows the
    day only: the id, game, position and time columns as wide as their longest cell; the title and the players
    share the rest, the title first (the players keep a third, at least :data:`PLAYERS_LEAST` cells), the time
    cut to its day when that leaves them under :data:`ROOM_FOR_NAMES` cells.
    ``waiting``: some positions are not known yet ("…"): their column starts as wide as most positions
    ("T2 Operation r3")."""
    needed = [max([cell_len(label)] + [cell_len(r[i]) for r in rows]) for i, (label, _) in enumerate(GAME_COLUMNS)]
    if waiting:
        needed[4] = max(needed[4], 15)
    fixed = sum(width for index, width in enumerate(needed) if index not in _FLEXIBLE)
    day_only = room - fixed < ROOM_FOR_NAMES
    if day_only:
        needed[5] = max([cell_len(GAME_COLUMNS[5][0])] + [cell_len(r[5][:10]) for r in rows])
    widths = fit_columns(needed, _FLEXIBLE, room)
    # the title, the game's name, first: it takes what it needs, the players keep a third, at least PLAYERS_LEAST cells
    # (their names are whole in the panel under the list). Shared evenly, a long title at 80x24 was cut to 14 cells
    title, players = _FLEXIBLE
    shared = widths[title] + widths[players]
    kept = min(needed[players], max(PLAYERS_LEAST, shared // 3))
    widths[title] = max(widths[title], min(needed[title], shared - kept))
    widths[players] = shared - widths[title]
    return widths, day_only


def _list_label(game: str, variant: str) -> str:
    """The game's name in the list of games: the meta's short title, or its variant's label there."""
    try:
        return screens_for(game).list_labels.get(variant) or short_title(game)
    except RuleViolation:
        return game  # a game this installation does not know


def _short_position(position: str) -> str:
    """``"Y1 Q2, Phase 4 — property & equipment"`` -> ``"Y1 Q2 Ph 4"`` for a narrow column."""
    head = position.split(" — ")[0]
    if head.startswith("Turn "):  # 1930: "Turn 2, Operation Phase, round 3" -> "T2 Operation r3"
        parts = [p.strip() for p in head.split(",")]
        if len(parts) < 2:
            return head
        phase = parts[1].replace(" Phase", "").replace(" Stock Round", " Stock").replace("Normal ", "")
        phase = phase.replace("First Stock", "1st Stock")
        extra = parts[2].replace("round ", "r").replace("buy ", "b").replace(" of 3", "/3") if len(parts) > 2 else ""
        return " ".join(filter(None, [f"T{parts[0][5:]}", phase, extra]))
    return head.replace(", Phase ", " Ph ")


def _full_position(book: Any, game_id: int) -> str:
    """The game's position in full (replays the game the first time)."""
    try:
        return str(book.game(game_id).position())
    except RuleViolation:
        return "audit!"  # a stored action the rules refuse: the audit says which


class GamesTable(RowTable):
    """The list of games; Enter resumes the highlighted one (shown in the footer while there is one)."""

    BINDINGS = [Binding("enter", "select_cursor", "Open", id="open_game")]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Resume is offered (and shown in the footer) only while the list has a game to resume."""
        if action == "select_cursor":
            return self.row_count > 0
        return super().check_action(action, parameters)


class StartScreen(Screen[None]):
    """The games in the database (game, title, players, position, last change)."""

    DEFAULT_CSS = """
    StartScreen #hint { height: auto; padding: 0 1; }
    StartScreen #games { height: 1fr; }
    StartScreen #game-detail { height: auto; padding: 0 1; background: $boost; }
    """

    BINDINGS = [
        Binding("n", "new_game", "New game", id="new_game"),
        Binding("d", "archive", "Archive", id="archive_game"),
        Binding("v", "toggle_archived", "Archived", id="show_archived"),
        Binding("x", "box", "Box", id="box_screen"),
        Binding("q", "app.quit", "Quit", id="quit_start"),
    ]

    show_archived = False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Archive is offered (and shown in the footer) only while the list has a game to archive."""
        if action == "archive":
            tables = self.query("#games").results(DataTable)
            return any(table.row_count for table in tables)
        return super().check_action(action, parameters)

    def compose(self) -> ComposeResult:
        yield Header()
        yield PlainStatic(id="hint", markup=False)
        yield GamesTable(id="games", cursor_type="row", zebra_stripes=True)
        yield PlainStatic(id="game-detail", markup=False, classes="keep-clear")
        yield Footer()

    def on_mount(self) -> None:
        if airbanker(self).book_is_open:
            self.refresh_game()
        else:  # the launch: the first frame first, then the book (SQLAlchemy is imported to open it)
            # the games read from the book's file with sqlite3 alone are in that frame (ledger.book_file)
            peeked = airbanker(self).peek_games(self.show_archived)
            if peeked is not None:
                self.refresh_game(peeked=peeked)
            self.call_after_refresh(self._open_book)

    def _open_book(self) -> None:
        if airbanker(self).open_book():
            self.refresh_game()

    #: the game opened from the list, highlighted when the banker comes back from it (a newcomer's try: back from
    #: a game just created, the highlight stayed on the game highlighted before, and Enter opened that one)
    _opened: int | None = None

    def on_screen_resume(self) -> None:
        opened, self._opened = self._opened, None
        self.refresh_game(highlight=opened)

    def on_resize(self) -> None:
        self.refresh_game()

    def refresh_game(self, *, highlight: int | None = None, peeked: list[GameInfo] | None = None) -> None:
        """Redraw the list of games from the book, every column fitted to the terminal's width (nothing
        while the launch has not opened the book yet: :meth:`_open_book` draws it), or from ``peeked``, the
        games read from the book's file before it is open (their positions "…" until it is). The highlight
        stays on its game, or goes to game ``highlight`` when given and listed."""
        app = airbanker(self)
        if peeked is None and not app.book_is_open:
            return
        book = app.book if app.book_is_open else None
        table = self.query_one("#games", DataTable)
        row = table.cursor_row
        # the highlight stays on its game, not on its row number: a game imported meanwhile (another shell) moved
        # the rows, and Enter opened the game that came to be on that row (a newcomer's try)
        kept = highlight if highlight is not None else self.selected_id()
        infos = book.games(include_archived=self.show_archived) if book is not None else (peeked or [])
        rows: list[tuple[str, ...]] = []
        self._details: dict[str, list[str]] = {}
        later: list[int] = []
        for info in infos:
            if book is not None and book.in_memory(info.id):
                full_position = _full_position(book, info.id)
            else:  # replayed after the first frame (_fill_positions): the list shows at once
                full_position = "…"
                later.append(info.id)
            title = info.title or "(untitled)"
            if info.archived:
                title = f"[archived] {title}"
            shown_game = _list_label(info.game, info.variant)
            players = ", ".join(info.players)
            # escaped before measuring: a control character shows as its escape (\x1b), wider than itself
            title, players, shown_game = escaped(title), escaped(players), escaped(shown_game)
            position = _short_position(full_position)
            rows.append((str(info.id), shown_game, title, players, position, _local_time(info.last_change)))
            self._details[str(info.id)] = [
                f"Game {info.id} · {shown_game} · {title}",
                f"{len(info.players)} players: {players}",
                full_position,
                f"Last change {rows[-1][5]}",
            ]
        room = self.app.size.width - 2 * table.cell_padding * len(GAME_COLUMNS) - 2
        widths, day_only = _column_widths(rows, room, waiting=bool(later))
        table.clear(columns=True)
        for (label, key), width in zip(GAME_COLUMNS, widths, strict=True):
            table.add_column(label, key=key, width=width)
        for cells in rows:
            if day_only:
                cells = (*cells[:5], cells[5][:10])
            clipped = [_clip(cell, width) for cell, width in zip(cells, widths, strict=True)]
            table.add_row(*(plain(c) for c in clipped), key=cells[0])
        if table.row_count:
            keys = [cells[0] for cells in rows]
            if kept is not None and str(kept) in keys:
                row = keys.index(str(kept))
            elif highlight is not None and (current := self.selected_id()) is not None and str(current) in keys:
                row = keys.index(str(current))  # the game left is gone (archived meanwhile): the highlight stays
            table.move_cursor(row=min(max(row, 0), table.row_count - 1))
        count = f"{len(infos)} game" + ("" if len(infos) == 1 else "s")
        # not "in play": a game over stays on the list until it is archived
        shown = " (archived too)" if self.show_archived else ""
        hint = (
            f"{count}{shown}. Enter resumes the highlighted game, n starts a new one."
            if infos
            else "No games yet: press n to start one. x: the box, your boards' and cards' values typed once."
        )
        self.query_one("#hint", Static).update(hint)
        self._show_detail()
        self.refresh_bindings()  # Resume and Archive are shown only while there is a game
        if later and book is not None:  # peeked: the book opens first (_open_book), then draws them again
            self.call_after_refresh(self._fill_positions, later)

    def _fill_positions(self, game_ids: list[int]) -> None:
        """Replay the next game of ``game_ids`` and show its position; the others after the next frame
        (one replay at a time, so keys typed meanwhile are answered in between). Once they are all known the
        list is redrawn, each column as wide as its cells."""
        if not game_ids or not self.is_attached:
            return
        game_id, rest = game_ids[0], game_ids[1:]
        table = self.query_one("#games", DataTable)
        full_position = _full_position(airbanker(self).book, game_id)
        position = _short_position(full_position)
        try:
            table.update_cell(str(game_id), "position", plain(position))
        except CellDoesNotExist:  # the list was redrawn meanwhile without this game
            pass
        detail = getattr(self, "_details", {}).get(str(game_id))
        if detail is not None:
            detail[2] = full_position
            self._show_detail()
        if rest:
            self.call_after_refresh(self._fill_positions, rest)
        else:  # all known: the columns again, the position's as wide as its longest (it was kept room for "…"
            # as wide as most positions, and the players were cut beside room to spare, a newcomer's try)
            self.refresh_game()

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._show_detail()

    def _show_detail(self) -> None:
        """The highlighted game in full under the list (its title and players may be cut in the columns)."""
        game_id = self.selected_id()
        detail = self.query_one("#game-detail", Static)
        detail.update("\n".join(getattr(self, "_details", {}).get(str(game_id), [])))
        detail.display = game_id is not None

    def selected_id(self) -> int | None:
        table = self.query_one("#games", DataTable)
        if table.row_count == 0:
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return int(key) if key is not None else None

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_open()

    def action_open(self) -> None:
        game_id = self.selected_id()
        if game_id is None:
            self.notify("No games yet: press n to start one.", severity="warning")
            return
        try:
            airbanker(self).book.game(game_id)
        except RuleViolation as error:
            self.notify(
                f"Game {game_id} cannot be replayed: {refusal_text(self, error)}. Run `airbanker audit`.",
                title="Refused",
                severity="error",
                timeout=10,
                markup=False,
            )
            return
        self._opened = game_id
        airbanker(self).open_game(game_id, resumed=True)

    def action_new_game(self) -> None:
        def created(game_id: int | None) -> None:
            self.refresh_game(highlight=game_id)
            if game_id is not None:
                self._opened = game_id
                airbanker(self).open_game(game_id)

        from tui.screens.new_game import NewGameScreen  # its tables import the games' metas

        # on the game last started (the highest id): a club playing 1930 is not sent back to Air Empire each time
        infos = airbanker(self).book.games(include_archived=False) if airbanker(self).book_is_open else []
        last = max(infos, key=lambda info: info.id).game if infos else None
        self.app.push_screen(NewGameScreen(last), created)

    def action_box(self) -> None:
        """The box screen: the board and card values kept in the book (:mod:`tui.screens.box`)."""
        from tui.screens.box import BoxScreen  # imports pydantic: not needed for the first frame

        self.app.push_screen(BoxScreen())

    def action_archive(self) -> None:
        game_id = self.selected_id()
        if game_id is None:
            self.notify("No game to archive.", severity="warning")
            return
        book = airbanker(self).book
        info = next((i for i in book.games(include_archived=True) if i.id == game_id), None)
        if info is None:
            return
        restore = info.archived
        what = f"game {info.id} “{info.title or 'untitled'}” ({', '.join(info.players)})"
        question = (
            f"Bring back {what} to the list of games in play?"
            if restore
            else f"Archive {what}?\nNothing is erased: v shows archived games, and d on one brings it back."
        )

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                book.archive(game_id, not restore)
            except RuleViolation as error:
                self.notify(refusal_text(self, error), title="Refused", severity="error", markup=False)
                return
            self.notify(f"Game {game_id} {'brought back' if restore else 'archived (nothing erased)'}.", markup=False)
            self.refresh_game()

        self.app.push_screen(ConfirmScreen(question, "Bring it back" if restore else "Archive"), answered)

    def action_toggle_archived(self) -> None:
        self.show_archived = not self.show_archived
        self.refresh_game()
