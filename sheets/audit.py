"""The end-of-game audit of an Air Empire or a 1930 game as PDF: what the audit proved, every account, the end figures.

What the stored journal's audit proved (:meth:`ledger.store.Book.audit`, gathered by
:func:`ledger.audit_view.audit_proof`): the stored journal equals the replay of every action from nothing, every
entry balances, the sum of all accounts is zero, with the counts of actions, cash counts and entries as the audit
screen says them; a problem found is printed in words instead. Then every account's final balance (each player's
cash and bank loan, the Bank's cash and its loans out, the sum), and each player's end figure as the game scores it:
Air Empire's standings, most cash first (Air Empire, Completion of Play: :func:`ledger.games.air_empire.standings`,
as the recap and the table's standings use); 1930's totals at market value, drawn as the dividend summary's end
page draws them (1930, Winning the Game: :func:`ledger.games.golden_age.final_totals`,
:func:`sheets.dividends.totals_story`).

Nothing here computes a rule. Money is whole dollars through :func:`ledger.money.format_money`; names and titles
are drawn as typed. Each table row is drawn on one baseline so ``pypdf`` extracts one line per row, e.g.
``"Ann's cash $183,700"``. US Letter, landscape, DejaVu Sans embedded, byte-identical output for the same input
(reportlab's ``invariant=1``). Air Fare's audit statement is :mod:`sheets.air_fare`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reportlab.platypus import Flowable, Paragraph, Spacer

from ledger.audit_view import AccountLine, AuditProof, GameAudit
from ledger.money import format_money
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
    build_pdf,
    grid_table,
    note_paragraphs,
    page_footer,
    paragraph_style,
    section_heading,
    title_head,
)
from sheets.fonts import paragraph_markup

__all__ = ["PAGE_SIZE", "sheet_name", "write_game_audit"]

#: US Letter, landscape (792 x 612 points).
PAGE_SIZE: tuple[float, float] = LANDSCAPE_LETTER

_WIDTH = PAGE_SIZE[0] - 2 * MARGIN_X
_PAD, _ROW = GRID_PAD, GRID_ROW

_SHEET_NAME = "End-of-game audit"
_SHEET_NAME_SO_FAR = "Audit of the game so far"


def sheet_name(game: GameAudit) -> str:
    """The sheet's name: "End-of-game audit" once the game is over, else "Audit of the game so far"."""
    return _SHEET_NAME if game.over else _SHEET_NAME_SO_FAR


def _unit(game: GameAudit) -> str:
    return "$ millions" if game.millions else "whole dollars"


def _money(amount: int, game: GameAudit, locale: str) -> str:
    return format_money(amount, locale=locale, millions=game.millions)


def _title_block(game: GameAudit) -> list[Flowable]:
    where = "game over" if game.over else "the game is not over"
    kind = f"{game.game} · {game.variant}" if game.variant else game.game
    head = title_head(game.title or game.game, sheet_name(game), f"{kind} · {_unit(game)} · {where}", width=_WIDTH)
    named = ", ".join(f"{seat} {name}" for seat, name in enumerate(game.players, start=1))
    said = f"{len(game.players)} players, in seat order: {named}"
    players = Paragraph(paragraph_markup(said), paragraph_style("players", size=9))
    # where the tables' figures come from, as the game's table and its other sheets say it: an audit of a game on
    # illustrative tables says so (a newcomer's try: 1930's audit never did, its dividend summary did)
    notes = [Spacer(1, 4), *note_paragraphs(game.notes)] if game.notes else []
    return [head, Spacer(1, 5), players, *notes, Spacer(1, 8)]


def _proof(game: GameAudit, proof: AuditProof, locale: str) -> list[Flowable]:
    counts = proof.counts
    rows = [
        [Text("Actions recorded, each replayed from nothing and compared"), Text(str(counts.actions), align="RIGHT")],
        [Text("of which cash counts (balance assertions)"), Text(str(counts.balance_assertions), align="RIGHT")],
        [Text("Entries posted, the opening cash included, each balanced"), Text(str(counts.entries), align="RIGHT")],
    ]
    # counts only: the sum of all accounts, money, closes the Final balances below (a newcomer's try: a "$0" at the
    # foot of this column of counts read as their total)
    books = grid_table((), (), (300.0, 90.0), rows, [])
    story: list[Flowable] = [
        section_heading("What the audit proved", proof.counted, width=_WIDTH, size=13, height=18),
        Spacer(1, 4),
        books,
        Spacer(1, 5),
    ]
    if proof.ok:
        story.append(
            Text(
                "Books proven: the stored journal equals the replay of every action; every entry balances; "
                "the sum of all accounts is zero.",
                bold=True,
                size=9,
            )
        )
    else:
        found = f"{len(proof.problems)} problem{'s' if len(proof.problems) != 1 else ''}"
        story.append(Text(f"Books NOT proven: {found} found", bold=True, size=9))
        note = paragraph_style("problem", size=8)
        for problem in proof.problems:
            story.append(Paragraph("• " + paragraph_markup(problem), note))
        if proof.first_divergence is not None:
            story.append(Text(f"First action where the journal and the replay part: #{proof.first_divergence}", size=8))
    if proof.seal:
        story += [
            Spacer(1, 2),
            Text(
                f"{proof.seal} (at the foot of every page: it ties this sheet to the journal)",
                size=7.5,
                color=GREY_TEXT,
            ),
        ]
    return story


def _meaning(account: AccountLine, game: GameAudit, locale: str) -> str:
    """What a balance means, in words (double entry's signs: money paid out of an account is negative)."""
    if account.kind in ("loan", "owes") and account.balance:
        return f"owes {_money(account.owed, game, locale)}"
    if account.kind == "lent" and account.balance:
        return f"lent, still owed {_money(account.owed, game, locale)}"
    if account.kind == "bank" and account.balance:
        return "paid out more than taken in" if account.balance < 0 else "taken in more than paid out"
    if account.kind == "bank_loans" and account.balance:
        return "lent out, still owed"
    return ""


def _balances(game: GameAudit, proof: AuditProof, locale: str) -> list[Flowable]:
    rows: list[list[Any]] = []
    extra: list[tuple[Any, ...]] = []
    seat = None
    for account in proof.accounts:
        if seat is not None and account.seat != seat:
            extra.append(("LINEABOVE", (0, len(rows) + 1), (-1, len(rows) + 1), 0.8, INK))
        seat = account.seat
        rows.append(
            [
                Text(account.words),
                Text(_money(account.balance, game, locale), align="RIGHT"),
                Text(_meaning(account, game, locale), color=GREY_TEXT),
            ]
        )
    last = len(rows) + 1
    rows.append(
        [
            Text("Sum of all accounts", bold=True),
            Text(_money(proof.accounts_sum, game, locale), bold=True, align="RIGHT"),
            Text("zero: the books balance" if proof.accounts_sum == 0 else "NOT zero", color=GREY_TEXT),
        ]
    )
    extra += [("LINEABOVE", (0, last), (-1, last), 0.8, INK), ("BACKGROUND", (0, last), (-1, last), PHASE_FILL)]
    title = "Final balances" if game.over else "Balances now"
    return [
        section_heading(title, "from the stored postings; money paid out of an account is negative", width=_WIDTH),
        Spacer(1, 3),
        grid_table(
            ("Account", "Balance", "What it means"), ("LEFT", "RIGHT", "LEFT"), (240.0, 90.0, 200.0), rows, extra
        ),
    ]


def _standings(game: GameAudit, standings: Sequence[Any], locale: str) -> list[Flowable]:
    """Air Empire, Completion of Play: "The winner is the player with the most CASH"; equal cash shares a rank."""
    rows = [
        [
            Text(str(s.rank), bold=True, align="CENTER"),
            Text(s.name, bold=s.rank == 1),
            Text(_money(s.cash, game, locale), bold=True, align="RIGHT"),
            Text(s.status),
        ]
        for s in standings
    ]
    title = "Final standings" if game.over else "Standings now"
    return [
        section_heading(title, "most cash wins (Air Empire, Completion of Play)", width=_WIDTH, size=13, height=18),
        Spacer(1, 4),
        grid_table(
            ("Rank", "Player", "Cash", "Status"),
            ("CENTER", "LEFT", "RIGHT", "LEFT"),
            (40.0, 200.0, 90.0, 200.0),
            rows,
        ),
    ]


def write_game_audit(
    game: GameAudit,
    proof: AuditProof,
    path: str | Path,
    *,
    standings: Sequence[Any] = (),
    totals: Sequence[Any] = (),
    locale: str = "en_US",
    seal: str = "",
) -> Path:
    """Write the end-of-game audit of an Air Empire or a 1930 game.

    Args:
        game: :func:`ledger.audit_view.game_audit` of the game.
        proof: :func:`ledger.audit_view.audit_proof` of the stored journal's audit.
        path: the PDF file to write (its folder must exist); replaced if present.
        standings: Air Empire's :func:`ledger.games.air_empire.standings` (rank, name, cash, status), or ``()``.
        totals: 1930's :func:`ledger.games.golden_age.final_totals`, best first, or ``()``.
        locale: a babel locale name for the amounts, e.g. ``"en_US"``, ``"fr_FR"``.
        seal: the game's journal line for the footer (:meth:`ledger.store.Book.seal`), or ``""``.

    Returns:
        The path written.

    Raises:
        ValueError: the game has no player.
        babel.UnknownLocaleError: ``locale`` is not a locale babel knows.
        OSError: the file cannot be written.
    """
    if not game.players:
        raise ValueError("no player to print")
    story: list[Flowable] = _title_block(game)
    story += _proof(game, proof, locale)
    story += [Spacer(1, 12), *_balances(game, proof, locale), Spacer(1, 12)]
    if standings:
        story += _standings(game, standings, locale)
    if totals:
        from sheets.dividends import totals_story

        story += totals_story(totals, game.over, locale)
    sheet = sheet_name(game)
    name = f"{sheet} — {game.title}" if game.title else f"{sheet} — {game.game}"
    return build_pdf(
        story,
        path,
        page_size=PAGE_SIZE,
        margins=(MARGIN_X, MARGIN_TOP, MARGIN_BOTTOM),
        title=name,
        subject=f"{game.game}: what the audit proved, every account's balance, the end figures",
        on_page_end=page_footer(f"{game.game} — {sheet} · {_unit(game)}", PAGE_SIZE, seal=seal or proof.seal),
    )
