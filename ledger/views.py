"""View models: what a screen or a PDF draws, computed by ``ledger`` and drawn elsewhere.

Nothing here computes a rule; :mod:`ledger.games.air_empire` fills these from the game state.
"""

from __future__ import annotations

from dataclasses import dataclass

from .money import format_money, format_recap_amount

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

#: Lines of the Condensed Re-cap Sheet used by the Tournament Game, in sheet order: the Basic
#: Game's lines with 1d (Revenue Fluctuations), 1e (FLIGHT PROFIT of route terminated) and 2a
#: (Estimated Taxes), which the Basic Game ignores (Air Empire, Basic Game, "Condensed Re-cap
#: Sheets"; Tournament Game, "Re-bidding of Routes", "Revenue Fluctuations", "Taxes",
#: "Residual Value"). Line 2a holds the tax paid to the Bank; a refund due (minus 1g) is
#: entered as a negative amount, printed in parentheses.
AIR_EMPIRE_TOURNAMENT_LINES: tuple[tuple[str, str], ...] = (
    ("1a", "Total to date (1g of previous quarter)"),
    ("1b", "Flight Profit"),
    ("1c", "Efficiency Savings"),
    ("1d", "Revenue Fluctuations (a decrease in parentheses)"),
    ("1e", "Flight Profit of route terminated (deduct)"),
    ("1f", "Stand-pat penalty (deduct)"),
    ("1g", "Total — received from the Bank"),
    ("2a", "Taxes — pay Bank (Tax Table on 1g; a refund due in parentheses)"),
    ("3a", "Loans (20-year loan)"),
    ("4a", "Prop Jets bought ($2,500 each; Replacement $1,500)"),
    ("4b", "Super Jets bought ($7,000 each; Replacement $4,000)"),
    ("4c", "Total — pay Bank"),
    ("5a", "Total to date (5c of previous quarter)"),
    ("5b", "Total for current quarter ($200 each Prop Jet, $500 each Super Jet)"),
    ("5c", "Total — pay Bank"),
)

#: Lines whose amount is taken away from its total (printed in parentheses): the FLIGHT
#: PROFIT of a route terminated (1e) and the Stand-pat penalty (1f).
DEDUCTION_LINES: frozenset[str] = frozenset({"1e", "1f"})

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
        deduction: true when the amount is taken away (lines 1e and 1f; shown as a deduction).
    """

    code: str
    label: str
    amounts: tuple[int | None, ...]
    deduction: bool = False

    @property
    def balance(self) -> bool:
        """Whether the line is a total or a balance ("Total to date": 1a, 5a; "Total — …": 1g, 4c, 5c): it
        deducts nothing itself (5b, "Total for current quarter", is an entry: planes sold lower it)."""
        return not self.deduction and self.label.startswith(("Total —", "Total to date"))

    def amount_text(self, amount: int | None, *, locale: str = "en_US") -> str:
        """An amount of this line as the paper sheet writes it, whole dollars: blank for ``None``, "$6,000",
        "($600)" for an amount deducted (:func:`ledger.money.format_recap_amount`: a Stand-pat penalty, a
        decrease on 1d, a refund due on 2a), and for a total or a balance below zero "-$4,400", with a minus
        sign (the sheet's legend: parentheses mean an amount deducted, which a total is not). The screens and
        the printed sheet both write it so (a newcomer's try: a minus 1g read "($1,900)" on screen and
        "-$1,900" on paper)."""
        if amount is not None and self.balance:
            return format_money(amount, locale=locale)
        return format_recap_amount(amount, self.deduction, locale=locale)


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
class ResidualReceived:
    """Cash the Bank paid a player for planes turned in at the Residual Value step (Tournament
    Game). No line of the Condensed Re-cap Sheet holds it, so the printed sheet adds a note.

    Attributes:
        quarter: 1-based quarter number of the game.
        quarter_label: e.g. ``"Y7 Q1"``.
        amount: whole dollars received from the Bank.
        prop_jets, super_jets: the planes turned in.
    """

    quarter: int
    quarter_label: str
    amount: int
    prop_jets: int
    super_jets: int


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
        variant: ``"basic"`` or ``"tournament"`` (the Tournament Game's sheet has lines 1d,
            1e and 2a and the Tax Table).
        tax_table: the Tax Table printed at the bottom of a Tournament Game sheet, rows of
            ``(1g from, tax)`` in whole dollars, each row applying from its 1g up to the
            next row's; empty on a Basic Game sheet (or a blank sheet: columns to copy it in).
        tax_table_note: where the Tax Table's figures come from, e.g. that they are a
            placeholder not checked against the sheet; empty when confirmed from the sheet.
        residual_received: cash received for planes turned in at the Residual Value step, per
            quarter of the sheet (Tournament Game); the sheet has no line for it.
        line_notes: what a figure of the sheet is made of where its cell cannot say it, e.g. a line 5b of
            $0 from $200 added and $200 deducted; shown under the lines, on screen and on paper alike.
        unpaid_5c: the columns (0-based) whose line 5c was not paid: the quarter the player went bankrupt,
            short of it (Air Empire, Basic Game, Test of Bankruptcy); the figure is what was due.
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
    variant: str = "basic"
    tax_table: tuple[tuple[int, int], ...] = ()
    tax_table_note: str = ""
    residual_received: tuple[ResidualReceived, ...] = ()
    line_notes: tuple[str, ...] = ()
    unpaid_5c: tuple[int, ...] = ()


def blank_recap_sheet(
    player: str = "", seat: int = 0, *, years: int = 3, game_title: str = "", tournament: bool = False
) -> RecapSheet:
    """An empty Condensed Re-cap Sheet to print before play (every amount blank).

    Args:
        player: the name to print, or empty to write it in.
        seat: 1-based seat, or 0 to write it in.
        years: years of play, four quarter columns each.
        game_title: printed at the top, or empty to write it in.
        tournament: the Tournament Game's sheet (lines 1d, 1e, 2a and an empty Tax Table to
            copy from the printed sheet: airbanker does not know the board's figures).
    """
    labels = tuple(f"Y{y} Q{q}" for y in range(1, years + 1) for q in range(1, 5))
    codes = AIR_EMPIRE_TOURNAMENT_LINES if tournament else AIR_EMPIRE_BASIC_LINES
    lines = tuple(
        RecapLine(code, label, tuple(None for _ in labels), deduction=(code in DEDUCTION_LINES))
        for code, label in codes
    )
    return RecapSheet(
        game_title, player, seat, labels, lines, (), None, "", variant="tournament" if tournament else "basic"
    )
