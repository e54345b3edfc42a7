"""The frame the three games' table screens share (Air Empire, 1930, Air Fare).

Each table screen is a column of one-line parts over a grid of the players, the keys not in the
footer, and the footer; the keys to the books (journal, count cash, audit, print) are the app's.
What a screen draws and which keys it has stay in its own module; the binding ids stay each
screen's own (``table_journal``, ``ga_journal``, ``af_journal`` …: the keymap in config.toml
remaps keys by id).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from textual.app import ComposeResult
from textual.binding import Binding
from textual.coordinate import Coordinate
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Header

from ledger.game import Game
from ledger.journal import RuleViolation
from tui.base.widgets import PlainStatic, airbanker, hidden_keys, outright_refusal

__all__ = ["GameTableScreen", "book_bindings", "journal_binding"]


class _Phased(Protocol):
    """What the frame reads of any game's state: the phase it is in."""

    @property
    def phase(self) -> str: ...


StateT = TypeVar("StateT", bound=_Phased)


def journal_binding(binding_id: str) -> Binding:
    """``j``: the journal of every action (shown in the footer)."""
    return Binding("j", "journal", "Journal", id=binding_id, tooltip="The journal of every action")


def book_bindings(prefix: str, print_description: str, print_tooltip: str) -> list[Binding]:
    """``k`` count cash, ``a`` audit, ``P`` print, hidden from the footer; ids ``{prefix}_count_cash``,
    ``{prefix}_audit`` and ``{prefix}_print``."""
    return [
        Binding(
            "k",
            "count_cash",
            "Count cash",
            id=f"{prefix}_count_cash",
            show=False,
            tooltip="Count a player's cash (balance assertion)",
        ),
        Binding("a", "audit", "Audit", id=f"{prefix}_audit", show=False, tooltip="Audit: replay every action"),
        Binding("P", "print", print_description, id=f"{prefix}_print", show=False, tooltip=print_tooltip),
    ]


class GameTableScreen(Screen[None], Generic[StateT]):
    """A game's table: ``PARTS`` top to bottom (``GRID`` is the DataTable, the others one-line
    Statics), the keys not in the footer, the footer. Phase keys (``PHASE_KEYS``: action → the
    phases it works in) leave the footer outside their phases."""

    #: the ids of the parts between the header and the "more keys" line, top to bottom
    PARTS: ClassVar[tuple[str, ...]] = ()
    #: the id of the DataTable among ``PARTS``
    GRID: ClassVar[str] = "grid"
    #: the phases in which each phase key works
    PHASE_KEYS: ClassVar[Mapping[str, tuple[str, ...]]] = {}

    def compose(self) -> ComposeResult:
        yield Header()
        for part in self.PARTS:
            if part == self.GRID:
                yield DataTable(id=part, cursor_type="row", zebra_stripes=True)
            else:
                yield PlainStatic(id=part)
        yield PlainStatic(self.more_keys(), id="more", markup=False)
        yield Footer(compact=True, show_command_palette=False)

    def more_keys(self) -> str:
        """The keys not in the footer, as the keymap has them now (e.g. "i income")."""
        return "More: " + " · ".join(hidden_keys(self) + ["F1 help", "ctrl+p every action"])

    @property
    def game(self) -> Game:
        return airbanker(self).game

    @property
    def state(self) -> StateT:
        state: StateT = self.game.state
        return state

    def highlighted_row(self) -> str | None:
        """The key of the grid's row under the cursor: a seat (``"2"``) on a row of a player, or
        ``"airline:Blue"`` on a row of an airline (1930); ``None`` on any other row. Forms start on it."""
        grids = self.query(f"#{self.GRID}").results(DataTable)
        table = next(iter(grids), None)
        if table is None or not table.row_count:
            return None
        row = min(max(table.cursor_row, 0), table.row_count - 1)
        key = table.coordinate_to_cell_key(Coordinate(row, 0)).row_key.value
        return key if isinstance(key, str) else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        phases = self.PHASE_KEYS.get(action)
        if phases is None:
            return True
        try:
            return self.state.phase in phases
        except RuleViolation:
            return False

    # -- opening forms -------------------------------------------------------------------------
    def open_form(self, kind: str, probe: dict[str, Any], make: Callable[[], Any]) -> None:
        """Open a form unless the ledger refuses ``kind`` outright at this moment (wrong phase, game over)."""
        refusal = outright_refusal(self.game, kind, probe)
        if refusal:
            self.notify(refusal, title="Not now", severity="warning", timeout=8, markup=False)
            return
        self.app.push_screen(make())

    # -- the books (the app's actions) ---------------------------------------------------------
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
