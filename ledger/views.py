"""View models: what a screen or a PDF draws, computed by ``ledger`` and drawn elsewhere.

Nothing here computes a rule; :mod:`ledger.air_empire` fills these from the game state.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Lines of the Condensed Re-cap Sheet used by the Basic Game, in sheet order, with their
#: names (Air Empire, Basic Game, "Condensed Re-cap Sheets" and "Playing Procedure").
#: The rulebook names lines 1a-1e and 1g; the Stand-pat penalty is entered between them,
#: on the remaining line 1f (derived).
AIR_EMPIRE_BASIC_LINES: tuple[tuple[str, str], ...] = (
    ("1a", "Total to date (1g of previous quarter)"),
    ("1b", "Flight Profit"),
    ("1c", "Efficiency Savings"),
    ("1f", "Stand-pat penalty (deduct)"),
    ("1g", "Total — received from the Bank"),
    ("3a", "Loans (20-year loan)"),
    ("4a", "Prop Jets bought ($2,500 each)"),
    ("4b", "Super Jets bought ($7,000 each)"),
    ("4c", "Total — pay Bank"),
    ("5a", "Total to date (5c of previous quarter)"),
    ("5b", "Total for current quarter ($200 each Prop Jet, $500 each Super Jet)"),
    ("5c", "Total — pay Bank"),
)

#: Phase headings of the sheet, keyed by the first character of a line code.
AIR_EMPIRE_PHASES: dict[str, str] = {
    "1": "Phase 1. Operations",
    "2": "Phase 2. Estimated Taxes",
    "3": "Phase 3. Loans",
    "4": "Phase 4. Property & Equipment",
    "5": "Phase 5. Maintenance & Overhaul",
}


@dataclass(frozen=True, slots=True)
class RecapLine:
    """One row of a Condensed Re-cap Sheet.

    Attributes:
        code: the line, e.g. ``"1b"``.
        label: its name on the sheet.
        amounts: whole dollars per quarter column; ``None`` where the line is left blank.
        deduction: true when the amount is taken away (line 1f; shown as a deduction).
    """

    code: str
    label: str
    amounts: tuple[int | None, ...]
    deduction: bool = False


@dataclass(frozen=True, slots=True)
class RouteApplication:
    """A Route Application at the foot of the sheet (Air Empire, Basic Game, "Route Applications").

    Attributes:
        quarter: 1-based quarter number of the game.
        city: the Route City.
        service_class: ``"A"``, ``"B"`` or ``"C"``.
        flight_costs: the Flight Costs bid, whole dollars.
        revenue: from the Route Card, whole dollars; ``None`` when the bid did not win.
        flight_profit: revenue minus Flight Costs; ``None`` when the bid did not win.
        outcome: ``"won"``, ``"outbid"``, ``"lost tie"`` or ``"forfeited"``.
    """

    quarter: int
    city: str
    service_class: str
    flight_costs: int
    revenue: int | None
    flight_profit: int | None
    outcome: str


@dataclass(frozen=True, slots=True)
class RecapSheet:
    """A player's Condensed Re-cap Sheet: quarters as columns, lines 1a-5c as rows.

    Attributes:
        game_title: the game's title.
        player: the player's name (any Unicode).
        seat: 1-based seat number.
        quarter_labels: one column heading per quarter, e.g. ``("Y1 Q1", ..., "Y3 Q4")``.
        lines: the rows, in :data:`AIR_EMPIRE_BASIC_LINES` order.
        applications: the player's Route Applications, in quarter order.
        cash: the player's cash now, whole dollars (``None`` on a blank sheet).
        status: e.g. ``"Active"``, ``"Bankrupt in Y2 Q3"``, ``"Merged into Bea"``.
        notes: remarks to print, e.g. that the Flight Costs Table used is illustrative.
        period: which 3-year period the sheet covers in a longer game (``"Years 4-6"``), or ``""``.
        first_quarter: the game quarter (1-based) of the sheet's first column.
        service_classes: the classes bid on in this game (no Class C with 2 players).
    """

    game_title: str
    player: str
    seat: int
    quarter_labels: tuple[str, ...]
    lines: tuple[RecapLine, ...]
    applications: tuple[RouteApplication, ...]
    cash: int | None
    status: str
    notes: tuple[str, ...] = ()
    period: str = ""
    first_quarter: int = 1
    service_classes: tuple[str, ...] = ("A", "B", "C")


def blank_recap_sheet(player: str = "", seat: int = 0, *, years: int = 3, game_title: str = "") -> RecapSheet:
    """An empty Condensed Re-cap Sheet to print before play (every amount blank)."""
    labels = tuple(f"Y{y} Q{q}" for y in range(1, years + 1) for q in range(1, 5))
    lines = tuple(
        RecapLine(code, label, tuple(None for _ in labels), deduction=(code == "1f"))
        for code, label in AIR_EMPIRE_BASIC_LINES
    )
    return RecapSheet(game_title, player, seat, labels, lines, (), None, "")
