"""Air Fare's end-of-game audit statement as PDF: standings, each player's books, the proof.

Air Fare, Object ("Have the most money at the end of the game. Add to your bank account the
base cost of all of your planes and landing rights minus any loans"), Revenue Phase, Bid
Phase, Raise Money Fast. The first page ranks the players (cash + cards at base cost −
loans = score; bankrupt players last) and proves the books (every entry balanced, the sum of
all accounts $0M, the replay from nothing equal to the journal). Then a page per player, in
rank order: the cash history by turn — cash at the start, what moved it (revenue, interest,
event costs, bids paid, bank loans taken and repaid, sales, cards bought, the bank taking the
cash in a bankruptcy, and under "Other" the money between players and of the optional rules),
cash at the end, and what happened in a few words (a card sold between players names the other
player and the price) — then every card held at the end with its base cost, the loans
outstanding and the score. Page 1's legend says what the tables show (:func:`_legend`).

Every figure comes from :func:`ledger.games.air_fare.audit.audit_view`; nothing here computes a
rule. Money is whole $ millions through :func:`ledger.money.format_money` (``millions=True``).
Each table row is drawn on one baseline so ``pypdf`` extracts one line per row, e.g.
``"1 Ann $588M $1,260M $0M $1,404M Active"``. US Letter, landscape, DejaVu Sans embedded,
byte-identical output for the same input (reportlab's ``invariant=1``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reportlab.platypus import (
    Flowable,
    KeepTogether,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from ledger.charts import LineChart
from ledger.games.air_fare.audit import AirFareAudit, CashLine, PlayerAudit
from ledger.money import format_money, format_signed
from ledger.words import option_words
from sheets.charts import chart_flowables
from sheets.common import (
    GREY_TEXT,
    GRID_PAD,
    GRID_ROW,
    INK,
    LANDSCAPE_LETTER,
    MARGIN_BOTTOM,
    MARGIN_TOP,
    MARGIN_X,
    PHASE_FILL,
    Text,
    blank,
    build_pdf,
    cell_style,
    grid_style,
    grid_table,
    page_footer,
    paragraph_style,
    section_heading,
    title_head,
)
from sheets.fonts import REGULAR, paragraph_markup, string_width

__all__ = ["PAGE_SIZE", "sheet_name", "write_audit_statement"]

#: US Letter, landscape (792 x 612 points).
PAGE_SIZE: tuple[float, float] = LANDSCAPE_LETTER

_MARGIN_X, _MARGIN_TOP, _MARGIN_BOTTOM = MARGIN_X, MARGIN_TOP, MARGIN_BOTTOM
_WIDTH = PAGE_SIZE[0] - 2 * _MARGIN_X
_PAD, _ROW = GRID_PAD, GRID_ROW

_GAME_NAME = "Air Fare"
_SHEET_NAME = "End-of-game audit"
_SHEET_NAME_SO_FAR = "Audit of the game so far"


def sheet_name(audit: AirFareAudit) -> str:
    """The statement's name: "End-of-game audit" once the game is over, else "Audit of the game so far"."""
    return _SHEET_NAME if audit.over else _SHEET_NAME_SO_FAR


def _legend(audit: AirFareAudit) -> str:
    """How the tables of the statement read: the score with every part the figures count (as the graph's title
    names them; the standings show a part's column only when some player has one) and the cash history's columns
    (the optional rules' columns only when a player's page has them). A newcomer's try: the legend's score left out
    the "Loans between players" column the standings had, and its cash history left out loans between players and
    the "Other" column."""
    moved = {column for p in audit.players for line in p.history for column in line.moved}
    # the score as the figures count it (views.score), every part named whether or not a player has it, as the
    # graph's title names them (a newcomer's try: page 1 said "− bank loans" while the graph and the figures also
    # took off loans between players and what is owed this turn)
    score = (
        "Score = cash + base cost of the planes and landing rights held − bank loans + what other players owe the "
        "player − what the player owes them (loans between players: Raise Money Fast, “make loans to each other”) "
        "− what is owed this turn and not paid yet (event costs drawn, the interest the Revenue Phase will charge; "
        "nothing once the game is over) (Air Fare, Object: “minus any loans”); the standings show a column for loans "
        "between players, or for what is owed, only when some player has one"
    )
    history = (
        "In each player's cash history, + is money received and - money paid: landing revenue (Revenue Phase, "
        "before advertising), interest "
        "(20% of the bank loans a turn), event costs (Maintenance, Terminal Tax, Plane Crash), bids paid for the "
        "cards won, bank loans taken (Loans) and repaid, cards sold (to a neutral third party at base cost, or to "
        "another player) and bought from another player, and the cash the bank takes in a bankruptcy"
    )
    said = [words for column, (_head, _w, _a), words in _OPTIONAL if column in moved]
    if said:
        history += "; " + "; ".join(said) + ", each named under What happened"
    return f"Amounts in $ millions. {score}; a bankrupt player is out of the game and ranks last. {history}."


def _money(amount: int, locale: str) -> str:
    return format_money(amount, locale=locale, millions=True)


def _signed(amount: int, locale: str) -> str:
    """``+$9M`` / ``-$10M`` (:func:`ledger.money.format_signed`); empty for 0 (nothing moved)."""
    return format_signed(amount, locale=locale, millions=True) if amount else ""


def _standings(audit: AirFareAudit, locale: str) -> Table:
    """The standings table: cash + base cost − bank loans (± loans between players, − what is owed this
    turn and not paid yet, each column only when some player has one) = Score (Air Fare, Object)."""
    between = any(p.lent or p.borrowed for p in audit.players)
    owed = any(p.dues for p in audit.players)
    rows = []
    for p in audit.players:
        net = [Text(_signed(p.lent - p.borrowed, locale) or _money(0, locale), align="RIGHT")] if between else []
        dues = [Text(_money(p.dues, locale), align="RIGHT")] if owed else []
        rows.append(
            [
                Text(str(p.rank), bold=True, align="CENTER"),
                Text(p.name, bold=p.rank == 1),
                Text(_money(p.cash, locale), align="RIGHT"),
                Text(_money(p.cards_value, locale), align="RIGHT"),
                Text(_money(p.loans, locale), align="RIGHT"),
                *net,
                *dues,
                Text(_money(p.score, locale), bold=True, align="RIGHT"),
                Text(p.status),
            ]
        )
    headings = ["Rank", "Player", "Cash", "Planes and landing rights at base cost", "Bank loans"]
    aligns = ["CENTER", "LEFT", "RIGHT", "RIGHT", "RIGHT"]
    widths = [40.0, 150.0, 80.0, 170.0, 80.0]
    if between or owed:
        widths = [40.0, 120.0, 70.0, 160.0, 70.0] if not (between and owed) else [40.0, 100.0, 60.0, 130.0, 60.0]
    if between:
        headings, aligns, widths = headings + ["Loans between players"], aligns + ["RIGHT"], widths + [100.0]
    if owed:
        headings, aligns, widths = headings + ["Owed this turn, not paid yet"], aligns + ["RIGHT"], widths + [100.0]
    return grid_table(
        headings + ["Score", "Status"], aligns + ["RIGHT", "LEFT"], widths + [80.0, _WIDTH - sum(widths) - 80.0], rows
    )


_HISTORY = (
    ("Turn", 30.0, "CENTER"),
    ("Start", 46.0, "RIGHT"),
    ("Revenue", 48.0, "RIGHT"),
    ("Interest", 46.0, "RIGHT"),
    ("Events", 46.0, "RIGHT"),
    ("Bids paid", 50.0, "RIGHT"),
    ("Loans", 44.0, "RIGHT"),
    ("Repaid", 44.0, "RIGHT"),
    ("Sales", 44.0, "RIGHT"),
    ("Bought", 44.0, "RIGHT"),
    ("Bankruptcy", 54.0, "RIGHT"),
    ("End", 50.0, "RIGHT"),
)


#: the columns of the optional rules' money (:data:`ledger.games.air_fare.audit.OPTIONAL_MOVES`): its name on the
#: cash line, its heading, and the legend's words; each on a player's page only when money moved in it there
_OPTIONAL = (
    (
        "advertising",
        ("Advertising", 56.0, "RIGHT"),
        "Advertising: the Advertising Phase (spent, and the shares of landing revenue taken from another player or "
        "by one)",
    ),
    (
        "player_loans",
        ("Player loans", 56.0, "RIGHT"),
        "Player loans: loans between players made and paid back, and the interest agreed on them",
    ),
    ("other", ("Other", 44.0, "RIGHT"), "Other: any other money"),
)


def _history(player: PlayerAudit, locale: str) -> Table:
    # an optional rule's money (advertising, loans between players) gets a column when any moved, even netting to
    # nothing in every turn (a newcomer's try: $7M taken by advertising, $2M spent on it and $5M lent, in one turn,
    # were in no column: Start + the columns did not make End but for their sum being 0)
    optional = [column for column, _h, _w in _OPTIONAL if any(column in line.moved for line in player.history)]
    columns = [*_HISTORY[:-1], *(head for column, head, _w in _OPTIONAL if column in optional), _HISTORY[-1]]
    notes_width = _WIDTH - sum(w for _, w, _ in columns)
    headings = [h for h, _, _ in columns] + ["What happened"]
    aligns = [a for _, _, a in columns] + ["LEFT"]
    widths = [w for _, w, _ in columns] + [notes_width]
    end = len(columns) - 1
    rows: list[list[Any]] = []
    heights = [_ROW]
    for line in player.history:
        cells, height = _history_row(line, locale, notes_width - 2 * _PAD, optional)
        rows.append(cells)
        heights.append(height)
    extra: list[tuple[Any, ...]] = [
        ("LINEBEFORE", (end, 0), (end, -1), 0.8, INK),
        ("LINEBEFORE", (2, 0), (2, -1), 0.8, INK),
        ("LINEAFTER", (end, 0), (end, -1), 0.8, INK),
    ]
    if not rows:
        rows.append([Text("—", align="CENTER")] + [blank() for _ in range(len(headings) - 1)])
        heights.append(_ROW)
    # a long "What happened" takes two or three lines
    return grid_table(headings, aligns, widths, rows, extra, heights)


_NOTE_SIZE = 6.5


def _history_row(
    line: CashLine, locale: str, notes_width: float, optional: Sequence[str] = ()
) -> tuple[list[Any], float]:
    """A row of the cash history: the turn, Start, each column's money (of ``optional``, the optional rules' columns
    shown; "$0M" where money moved in one and netted to nothing), End and what happened; and the row's height."""
    moves = [
        line.revenue,
        -line.interest,
        -line.events,
        -line.bids,
        line.loans,
        -line.repaid,
        line.sales,
        -line.bought,
        -line.bankruptcy,
    ]
    cells: list[Any] = [Text(str(line.turn), align="CENTER"), Text(_money(line.start, locale), align="RIGHT")]
    cells += [Text(_signed(m, locale), align="RIGHT") for m in moves]
    for column in optional:
        amount: int = getattr(line, column)
        shown = _signed(amount, locale) or (_money(0, locale) if column in line.moved else "")
        cells.append(Text(shown, align="RIGHT"))
    cells.append(Text(_money(line.end, locale), bold=True, align="RIGHT"))
    notes = "; ".join(line.notes)
    lines = max(1, math.ceil(string_width(notes, _NOTE_SIZE, REGULAR) / (notes_width * 0.97)))
    if lines == 1:
        cells.append(Text(notes, size=_NOTE_SIZE, color=GREY_TEXT))
        return cells, _ROW
    what = Paragraph(paragraph_markup(notes), paragraph_style("what", size=_NOTE_SIZE, color=GREY_TEXT))
    cells.append(what)
    # as high as the paragraph folds between its words: the widths summed over-counted none of the words carried
    # over, and four lines ran over the row's rules (a newcomer's try: "… repays Annabelle" over "$20M" below)
    _width, height = what.wrap(notes_width, 10_000)
    return cells, max(_ROW, lines * _NOTE_SIZE * 1.25 + 3, height + 3)


def _cards(player: PlayerAudit, kind: str, locale: str) -> Table:
    """The cards of one kind held at the end, one row each with its base cost, and their sum."""
    held = [c for c in player.cards if c.kind == kind]
    rows = [[Text(f"#{c.id}", align="RIGHT"), Text(c.name), Text(_money(c.base, locale), align="RIGHT")] for c in held]
    if not rows:
        rows.append([blank(), Text("none"), blank()])
    last = len(rows) + 1
    rows.append(
        [
            Text(f"{len(held)} card{'s' if len(held) != 1 else ''}", bold=True),
            blank(),
            Text(_money(sum(c.base for c in held), locale), bold=True, align="RIGHT"),
        ]
    )
    return grid_table(
        ("Card", "Plane" if kind == "Plane" else "Landing rights", "Base cost"),
        ("RIGHT", "LEFT", "RIGHT"),
        (34.0, 150.0, 56.0),
        rows,
        [
            ("SPAN", (0, last), (1, last)),
            ("LINEABOVE", (0, last), (-1, last), 0.8, INK),
            ("BACKGROUND", (0, last), (-1, last), PHASE_FILL),
        ],
    )


def _score(player: PlayerAudit, locale: str) -> Table:
    planes = sum(c.base for c in player.cards if c.kind == "Plane")
    rights = player.cards_value - planes
    rows = [
        [Text("Cash"), Text(_money(player.cash, locale), align="RIGHT")],
        [Text("+ planes at base cost"), Text(_money(planes, locale), align="RIGHT")],
        [Text("+ landing rights at base cost"), Text(_money(rights, locale), align="RIGHT")],
        [Text("− bank loans outstanding"), Text(_money(player.loans, locale), align="RIGHT")],
    ]
    if player.lent or player.borrowed:
        rows += [
            [Text("+ lent to other players"), Text(_money(player.lent, locale), align="RIGHT")],
            [Text("− owed to other players"), Text(_money(player.borrowed, locale), align="RIGHT")],
        ]
    if player.dues:
        rows.append([Text("− owed this turn, not paid yet"), Text(_money(player.dues, locale), align="RIGHT")])
    rows.append([Text("Score", bold=True), Text(_money(player.score, locale), bold=True, align="RIGHT")])
    last = len(rows)
    return grid_table(
        ("Score (Air Fare, Object)", ""),
        ("LEFT", "RIGHT"),
        (150.0, 60.0),
        rows,
        [("LINEABOVE", (0, last), (-1, last), 0.8, INK), ("BACKGROUND", (0, last), (-1, last), PHASE_FILL)],
    )


def _player_story(player: PlayerAudit, locale: str, *, over: bool = True) -> list[Flowable]:
    aside = (
        f"rank {player.rank} · score {_money(player.score, locale)} · {player.status} · starting cash "
        f"{_money(player.starting_cash, locale)}"
    )
    story: list[Flowable] = [
        section_heading(f"{player.rank}. {player.name}", aside, width=_WIDTH, size=13, height=18),
        Spacer(1, 3),
        _history(player, locale),
        Spacer(1, 8),
    ]
    side = Table(
        [[_cards(player, "Plane", locale), _cards(player, "Landing rights", locale), _score(player, locale)]],
        colWidths=[255.0, 255.0, _WIDTH - 510.0],
        hAlign="LEFT",
        style=TableStyle(cell_style(0, valign="TOP")),
    )
    held = "Held at the end" if over else "Held now"
    story += [KeepTogether([Text(held, bold=True, size=9), Spacer(1, 2), side])]
    return story


def _title_block(audit: AirFareAudit, notes: Sequence[str]) -> list[Flowable]:
    where = "game over" if audit.over else f"the game is not over: {audit.position}"
    head = title_head(
        audit.title or _GAME_NAME, sheet_name(audit), f"{_GAME_NAME} · $ millions · {where}", width=_WIDTH
    )
    story: list[Flowable] = [head, Spacer(1, 5)]
    grey = paragraph_style("note", size=7.5, color=GREY_TEXT)
    for note in notes:
        story.append(Paragraph("Note: " + paragraph_markup(note), grey))
    if audit.option_values:  # as the new-game screen names them, never landing_order = 'as_typed'
        shown = ", ".join(option_words("air_fare", k, v, with_value=True) for k, v in audit.option_values)
        story.append(Paragraph("Game options: " + paragraph_markup(shown), grey))
    story += [Paragraph(paragraph_markup(_legend(audit)), grey), Spacer(1, 10)]
    return story


def _proof(audit: AirFareAudit, locale: str) -> list[Flowable]:
    proof = audit.proof
    rows = [
        [Text("Actions recorded"), Text(str(proof.actions), align="RIGHT")],
        [Text("Entries posted, each balanced (double entry)"), Text(str(proof.entries), align="RIGHT")],
        [Text("Bank's cash account"), Text(_money(proof.bank, locale), align="RIGHT")],
        [Text("Loans the bank has outstanding"), Text(_money(proof.bank_loans, locale), align="RIGHT")],
        [Text("Sum of all accounts", bold=True), Text(_money(proof.accounts_sum, locale), bold=True, align="RIGHT")],
    ]
    books = Table(
        rows,
        colWidths=[260.0, 80.0],
        rowHeights=[_ROW] * len(rows),
        hAlign="LEFT",
        style=TableStyle(
            [*grid_style(0), ("LINEABOVE", (0, 4), (-1, 4), 0.8, INK), ("BACKGROUND", (0, 4), (-1, 4), PHASE_FILL)]
        ),
    )
    story: list[Flowable] = [
        Text("The books", bold=True, size=10),
        Spacer(1, 3),
        books,
        Spacer(1, 4),
        Text(proof.line(), bold=True, size=8.5),
    ]
    for problem in proof.problems:
        story.append(Text(problem, size=7.5))
    return story


def write_audit_statement(
    audit: AirFareAudit,
    path: str | Path,
    *,
    notes: Sequence[str] = (),
    locale: str = "en_US",
    seal: str = "",
    charts: Sequence[LineChart] = (),
) -> Path:
    """Write the Air Fare end-of-game audit statement.

    Args:
        audit: :func:`ledger.games.air_fare.audit.audit_view` of the game.
        path: the PDF file to write (its folder must exist); replaced if present.
        notes: remarks printed under the title (e.g. that a sample's deck order is made up).
        locale: a babel locale name for the amounts, e.g. ``"en_US"``, ``"fr_FR"``.
        seal: the game's journal line for the footer (:meth:`ledger.store.Book.seal`), or ``""``.
        charts: :func:`ledger.charts.line_charts` of the game (each player's score by turn), drawn on a
            page of their own after the standings and the proof (:mod:`sheets.charts`).

    Returns:
        The path written.

    Raises:
        ValueError: the audit has no player.
        babel.UnknownLocaleError: ``locale`` is not a locale babel knows.
        OSError: the file cannot be written.
    """
    if not audit.players:
        raise ValueError("no player to print")
    story: list[Flowable] = _title_block(audit, notes)
    title = "Final standings" if audit.over else "Standings now"
    story += [
        section_heading(title, "ranked by score; equal scores share a rank", width=_WIDTH, size=13, height=18),
        Spacer(1, 4),
        _standings(audit, locale),
        Spacer(1, 14),
        *_proof(audit, locale),
    ]
    drawn = chart_flowables(charts, width=_WIDTH, locale=locale)
    if drawn:
        story += [PageBreak(), *drawn]
    for player in audit.players:
        story += [PageBreak(), *_player_story(player, locale, over=audit.over)]
    sheet = sheet_name(audit)
    name = f"{sheet} — {audit.title}" if audit.title else f"{sheet} — {_GAME_NAME}"
    return build_pdf(
        story,
        path,
        page_size=PAGE_SIZE,
        margins=(_MARGIN_X, _MARGIN_TOP, _MARGIN_BOTTOM),
        title=name,
        subject=f"{_GAME_NAME}: cash history, cards held, scores, proof of the books",
        on_page_end=page_footer(f"{_GAME_NAME} — {sheet} · $ millions", PAGE_SIZE, seal=seal),
    )
