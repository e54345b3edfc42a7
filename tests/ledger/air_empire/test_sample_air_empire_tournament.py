"""The bundled Tournament Game sample against its hand-worked books (samples/air-empire-tournament-3p.md).

Three players, seven years (28 quarters). The record file is replayed into a real SQLite file
through :class:`ledger.store.Book`; every recap line (1a-1g, 2a, 3a, 4a-4c, 5a-5c) of every
player and quarter, the cash after every quarter (read from the stored journal), and the final
cash and ranking must equal the figures worked out by hand in the document beside it.
"""

from __future__ import annotations

import re

import pytest
from sample_helpers import imported_sample, money_or_none, sample_record, sample_text

from ledger.games import air_empire
from ledger.store import Book

SAMPLE = "air-empire-tournament-3p"
QUARTERS = 28
LINES = ("1a", "1b", "1c", "1d", "1e", "1f", "1g", "2a", "3a", "4a", "4b", "4c", "5a", "5b", "5c")
NAMES = ("Astrid", "Bao", "Céline")


money = money_or_none


def table_rows(text: str) -> list[list[str]]:
    """The cells of every markdown table row of ``text`` (separator rows left out)."""
    rows = []
    for line in text.splitlines():
        if line.startswith("|") and not re.fullmatch(r"\|[-:| ]+\|", line.strip()):
            rows.append([c.strip() for c in line.strip().strip("|").split("|")])
    return rows


def hand_recap_tables(text: str) -> dict[str, dict[str, list[int | None]]]:
    """Per player name: row label -> 28 amounts, from the '### Name (seat N)' tables."""
    section = text[text.index("## Recap sheets") : text.index("## Final cash")]
    tables: dict[str, dict[str, list[int | None]]] = {}
    for match in re.finditer(r"^### (.+?) \(seat (\d)\)(.*?)(?=^### |\Z)", section, re.S | re.M):
        rows = {cells[0]: [money(c) for c in cells[1:]] for cells in table_rows(match.group(3)) if cells[0] != "line"}
        tables[match.group(1)] = rows
    return tables


def hand_quarter_tables(text: str) -> dict[int, dict[str, dict[str, int | None]]]:
    """Quarter -> row label -> player -> amount, from the '### Qn (year y, quarter k)' sections."""
    section = text[text.index("## Quarter by quarter") : text.index("## Recap sheets")]
    out: dict[int, dict[str, dict[str, int | None]]] = {}
    for match in re.finditer(r"^### Q(\d+) \(year.*?$(.*?)(?=^### |\Z)", section, re.S | re.M):
        rows = table_rows(match.group(2))
        header = next(r for r in rows if r[0] == "line")
        start = rows.index(header)
        out[int(match.group(1))] = {
            r[0]: dict(zip(header[1:], map(money, r[1:]), strict=True))
            for r in rows[start + 1 :]
            if len(r) == len(header)
        }
    return out


def hand_final_cash(text: str) -> list[tuple[int, str, int | None]]:
    section = text[text.index("## Final cash") :]
    section = section[: section.index("## ", 5)]
    return [
        (int(place), name, money(cash))
        for place, name, cash in re.findall(r"^\| (\d) \| ([^|]+?) \| \*\*(\$[\d,]+)\*\* \|", section, re.M)
    ]


@pytest.fixture(scope="module")
def sample_game(tmp_path_factory: pytest.TempPathFactory):
    yield from imported_sample(tmp_path_factory, SAMPLE)


@pytest.fixture(scope="module")
def engine_lines(sample_game) -> dict[str, dict[str, list[int | None]]]:
    """Per player: line code -> 28 amounts, the player's three sheets (Years 1-3, 4-6, 7) side by side."""
    book, game_id = sample_game
    out: dict[str, dict[str, list[int | None]]] = {}
    for sheet in air_empire.recap_sheets(book.game(game_id).state):
        for line in sheet.lines:
            out.setdefault(sheet.player, {}).setdefault(line.code, []).extend(line.amounts)
    return out


def journal_by_quarter(book: Book, game_id: int) -> tuple[dict[int, dict[int, int]], dict[int, dict[int, int]]]:
    """From the stored journal: quarter -> seat -> cash after Phase 5, and quarter -> seat -> taxes paid."""
    cash = {seat: 0 for seat in (1, 2, 3)}
    after: dict[int, dict[int, int]] = {}
    taxes: dict[int, dict[int, int]] = {}
    quarter = 0
    for _seq, kind, _position, _summary, _at, entries in book.journal(game_id):
        if kind == "air_empire.route_card":
            if quarter:
                after[quarter] = dict(cash)
            quarter += 1
            taxes[quarter] = {}
        for entry in entries:
            for posting in entry.postings:
                if posting.account.endswith(":cash"):
                    seat = int(posting.account[1 : posting.account.index(":")])
                    cash[seat] += posting.amount
                    if kind == "air_empire.taxes":
                        taxes[quarter][seat] = taxes[quarter].get(seat, 0) - posting.amount
    after[quarter] = dict(cash)
    return after, taxes


def test_final_cash_and_ranking_equal_the_hand_worked_books(sample_game) -> None:
    book, game_id = sample_game
    state = book.game(game_id).state
    assert state.phase == "over" and state.quarter == QUARTERS
    standings = air_empire.standings(state)
    assert (
        [(s.rank, s.name, s.cash) for s in standings]
        == hand_final_cash(sample_text(SAMPLE))
        == [(1, "Bao", 1_206_500), (2, "Astrid", 987_200), (3, "Céline", 382_200)]
    )
    assert all(s.status == "Active" for s in standings)


def test_every_recap_line_equals_the_hand_worked_books(sample_game, engine_lines) -> None:
    tables = hand_recap_tables(sample_text(SAMPLE))
    assert sorted(tables) == sorted(engine_lines) == sorted(NAMES)
    for name, lines in engine_lines.items():
        assert tuple(lines) == LINES
        for code in LINES:
            assert len(lines[code]) == QUARTERS
            assert lines[code] == tables[name][code], f"{name} line {code}"


def test_the_cash_after_every_quarter_equals_the_hand_worked_books(sample_game) -> None:
    book, game_id = sample_game
    tables = hand_recap_tables(sample_text(SAMPLE))
    after, _ = journal_by_quarter(book, game_id)
    assert sorted(after) == list(range(1, QUARTERS + 1))
    for seat, name in enumerate(NAMES, start=1):
        assert [after[q][seat] for q in range(1, QUARTERS + 1)] == tables[name]["cash"], name


def test_the_quarter_tables_agree_with_the_recap_sheets() -> None:
    """The hand-worked page is one story: each quarter's table repeats its column of the recap sheets."""
    text = sample_text(SAMPLE)
    recap = hand_recap_tables(text)
    quarters = hand_quarter_tables(text)
    assert sorted(quarters) == list(range(1, QUARTERS + 1))
    for q, rows in quarters.items():
        assert {"1a", "1g", "2a", "5c", "cash"} <= set(rows), f"Q{q}"
        for label, by_player in rows.items():
            for name, amount in by_player.items():
                assert recap[name][label][q - 1] == amount, f"Q{q} {name} {label}"


def test_taxes_are_paid_every_quarter(sample_game, engine_lines) -> None:
    """Taxes: "Players pay TAXES each and every Quarter" - one Phase 2 action per player per quarter."""
    book, game_id = sample_game
    game = book.game(game_id)
    taxes = [r for r in game.records if r.kind == "air_empire.taxes"]
    assert len(taxes) == QUARTERS * len(NAMES)
    for name in NAMES:
        assert None not in engine_lines[name]["2a"], name  # line 2a entered every quarter, $0 included
    tables = hand_recap_tables(sample_text(SAMPLE))
    _, paid = journal_by_quarter(book, game_id)
    for seat, name in enumerate(NAMES, start=1):
        assert [paid[q].get(seat, 0) for q in range(1, QUARTERS + 1)] == tables[name]["tax paid"], name
    celine = engine_lines["Céline"]
    # Q13: a minus 1g; the Bank makes no refund, -$400 is carried and deducted in Q14 and Q15
    assert (celine["1g"][12], celine["2a"][12], celine["2a"][13], celine["2a"][14]) == (-4_400, -400, 0, 1_400)
    assert game.state.player(3).tax_credit == 0


def test_rebids_and_fluctuations_happen(sample_game, engine_lines) -> None:
    """Re-bidding of Routes (1e), Revenue Fluctuations (1d, both ways, the re-bid route counted)."""
    book, game_id = sample_game
    state = book.game(game_id).state
    rebids = {
        q: sorted((t.seat, t.service_class, t.flight_profit) for t in ts if t.reason == "re-bid")
        for q, ts in state.terminations.items()
    }
    assert sorted(rebids) == [13, 15, 18, 21, 23, 24, 25, 26, 27, 28]
    assert rebids[13] == [(1, "B", 8_000), (2, "A", 10_000), (3, "C", 7_000)]  # Denver, won in Y1 Q2
    assert rebids[25] == [(1, "A", 10_000), (2, "B", 8_000), (3, "C", 10_000)]  # San Francisco, won in Y4 Q2
    for q, ts in rebids.items():
        for seat, _cls, profit in ts:
            assert engine_lines[NAMES[seat - 1]]["1e"][q - 1] == profit
    assert len(state.fluctuations) == 19
    one_d = [a for name in NAMES for a in engine_lines[name]["1d"] if a]
    assert min(one_d) < 0 < max(one_d)
    # Q13 Denver -$500 a route: Bao's 10 routes, Denver among them (won in a previous year)
    assert engine_lines["Bao"]["1d"][12] == -5_000
    # Class A won back after a re-bid earns the Efficiency Savings again (Bao Q13, Astrid Q15 and Q25)
    assert (engine_lines["Bao"]["1c"][12], engine_lines["Astrid"]["1c"][14], engine_lines["Astrid"]["1c"][24]) == (
        2_000,
        2_000,
        4_000,
    )


def test_year_7_replacements_and_residual_value(sample_game, engine_lines) -> None:
    """Residual Value: $18,000 to replace the starting fleet in Y7 Q1, $5,500 for Y1 Q2's two planes in Y7 Q2."""
    book, game_id = sample_game
    game = book.game(game_id)
    astrid, bao, celine = (engine_lines[n] for n in NAMES)
    for lines in (astrid, celine):
        assert (lines["4a"][24], lines["4b"][24], lines["4c"][24], lines["5b"][24]) == (6_000, 12_000, 18_000, None)
    assert (astrid["4a"][25], astrid["4b"][25], astrid["4c"][25], astrid["5b"][25]) == (1_500, 4_000, 5_500, None)
    # Bao turns in his idle 2 Super Jets + 1 Prop Jet: $7,000 from the Bank, 5b -$1,200
    assert (bao["4c"][24], bao["5b"][24], bao["5c"][24]) == (8_500, -1_200, 11_300)
    residual = [r for r in game.records if r.kind == "air_empire.residual_value"]
    assert [(r.position[:5], r.payload["player"]) for r in residual] == [
        ("Y7 Q1", 1),
        ("Y7 Q1", 2),
        ("Y7 Q1", 3),
        ("Y7 Q2", 1),
        ("Y7 Q3", 2),
        ("Y7 Q4", 1),
    ]
    received = [
        p.amount for r in residual for e in r.entries for p in e.postings if p.account == "p2:cash" and p.amount > 0
    ]
    assert received == [7_000]
    assert (game.state.bank_prop, game.state.bank_super) == (1, 2)  # the turned-in planes went back


def test_the_sample_audits_clean_and_sums_to_zero(sample_game) -> None:
    book, game_id = sample_game
    report = book.audit(game_id)
    assert report.ok, report.problems
    assert sum(book.balances(game_id).values()) == 0
    kinds = [r.kind for r in book.game(game_id).records]
    assert kinds.count("balance_assertion") == 3  # the banker's counts at the end


def test_the_sample_says_its_board_values_are_illustrative(sample_game) -> None:
    text = sample_text(SAMPLE, "jsonl")
    title = text.splitlines()[0].lower()
    assert "illustrative" in title and "route cards" in title and "tax table" in title
    assert "flight costs table rows other than the rulebook's $12,000 row" in title
    assert text.count('"provenance": "illustrative"') == 2  # Flight Costs Table and Tax Table
    book, game_id = sample_game
    state = book.game(game_id).state
    assert state.tax_provenance == "illustrative"
    sheets = air_empire.recap_sheets(state)
    assert len(sheets) == 9 and [s.period for s in sheets[:3]] == ["Years 1-3", "Years 4-6", "Year 7"]
    assert all(s.tax_table_note == "Tax Table: illustrative values, not the sheet's." for s in sheets)


def test_the_residual_value_received_is_on_the_ledgers_sheet_and_the_printed_page(sample_game, tmp_path) -> None:
    """Review: Bao's +$7,000 for planes turned in (Y7 Q1) showed nowhere on his sheet, so 4c/5b did not
    reconcile with "Cash now". The ledger's sheet carries it per quarter; the page prints a marked note."""
    import subprocess

    from pypdf import PdfReader

    from sheets.recap import write_recap_sheets

    book, game_id = sample_game
    state = book.game(game_id).state
    sheets = air_empire.recap_sheets(state)
    (bao_7,) = [s for s in sheets if s.player == "Bao" and s.period == "Year 7"]
    assert [(r.quarter_label, r.amount, r.prop_jets, r.super_jets) for r in bao_7.residual_received] == [
        ("Y7 Q1", 7_000, 1, 2)
    ]
    # only where planes were turned in: Bao's earlier sheets and the replacing players have none
    assert all(not s.residual_received for s in sheets if s is not bao_7)
    path = write_recap_sheets([bao_7], tmp_path / "bao.pdf")
    text = PdfReader(path).pages[0].extract_text()
    assert "* Residual value received (note) +$7,000" in text
    assert "Y7 Q1 — Residual value received: $7,000 (turned in: 1 Prop Jet, 2 Super Jets)" in " ".join(text.split())
    subprocess.run(["pdftoppm", "-png", "-r", "70", str(path), str(tmp_path / "bao")], check=True)
    (png,) = tmp_path.glob("bao*.png")
    assert png.stat().st_size > 20_000


def test_residual_effect_gives_the_cost_the_cash_received_and_the_5b_change() -> None:
    """The Residual Value form's preview figures, from the ledger: Bao's turn-in of 1 Prop + 2 Super."""
    from ledger.game import Game

    setup, actions = sample_record(SAMPLE)
    game = Game(setup)
    for action in actions:
        if action.kind == "air_empire.residual_value" and action.payload["player"] == 2:
            break
        if action.kind.startswith("air_empire."):
            game.record(action.kind, action.payload)
    effect = air_empire.residual_effect(game.state, 2, action.payload)
    assert effect is not None
    assert (effect.turn_in_prop, effect.turn_in_super, effect.residual_received, effect.line_5b) == (
        1,
        2,
        7_000,
        -1_200,
    )
    assert effect.net_cash == effect.residual_received - effect.replacement_cost
    assert air_empire.residual_effect(game.state, 2, {}) is not None  # nothing replaced: all turned in
