"""Condensed Re-cap Sheets as PDF (Air Empire, Basic and Tournament Game): written, then read back with pypdf."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from pdf_helpers import page_png
from pypdf import PdfReader

from ledger.game import Game, GameSetup
from ledger.games.air_empire import illustrative_tax_table, recap_sheets
from ledger.money import format_money
from ledger.views import (
    AIR_EMPIRE_BASIC_LINES,
    AIR_EMPIRE_TOURNAMENT_LINES,
    DEDUCTION_LINES,
    RecapLine,
    RecapSheet,
    RouteApplication,
)
from sheets.fonts import FALLBACK, REGULAR, font_runs, register_fonts, string_width
from sheets.recap import write_blank_recap_sheet, write_recap_sheets

QUARTERS = tuple(f"Y{y} Q{q}" for y in range(1, 4) for q in range(1, 5))
LONG_NAME = "Дмитрий Александрович Çelik-Øvergård 李小龍"
NOTE = "Flight Costs Table: illustrative values, not the board's"

_ = None  # a blank cell, for the tables below

# Player 1's figures, whole dollars, one column per quarter (made up, blanks included).
P1: dict[str, tuple[int | None, ...]] = {
    "1a": (_, 6000, 13200, 11900, 18900, 27100, 33100, 29800, 38800, 45800, 55000, 61000),
    "1b": (6000, 6000, _, 7000, 7000, 6000, _, 9000, 7000, 8000, 6000, 5000),
    "1c": (_, 1200, _, _, 1200, _, _, _, _, 1200, _, _),
    "1f": (_, _, 1300, _, _, _, 3300, _, _, _, _, _),
    "1g": (6000, 13200, 11900, 18900, 27100, 33100, 29800, 38800, 45800, 55000, 61000, 66000),
    "3a": (_, _, _, _, 5000, _, _, _, _, _, _, _),
    "4a": (_, 2500, _, _, 5000, _, _, 2500, _, _, _, _),
    "4b": (_, _, _, 7000, _, _, _, _, _, 14000, _, _),
    "4c": (_, 2500, _, 7000, 5000, _, _, 2500, _, 14000, _, _),
    "5a": (2300, 2300, 2500, 2500, 3000, 3400, 3400, 3400, 3600, 3600, 4600, 4600),
    "5b": (_, 200, _, 500, 400, _, _, 200, _, 1000, _, _),
    "5c": (2300, 2500, 2500, 3000, 3400, 3400, 3400, 3600, 3600, 4600, 4600, 4600),
}


def _lines(figures: dict[str, tuple[int | None, ...]]) -> tuple[RecapLine, ...]:
    return tuple(
        RecapLine(code, label, figures.get(code, (None,) * len(QUARTERS)), deduction=(code == "1f"))
        for code, label in AIR_EMPIRE_BASIC_LINES
    )


def _scaled(figures: dict[str, tuple[int | None, ...]], factor: int) -> dict[str, tuple[int | None, ...]]:
    return {code: tuple(None if a is None else a * factor for a in amounts) for code, amounts in figures.items()}


APPS_1 = (
    RouteApplication(1, "Los Angeles", "A", 12000, 18000, 6000, "won"),
    RouteApplication(2, "San Francisco", "A", 11000, 17000, 6000, "won"),
    RouteApplication(3, "Helena", "B", 9000, None, None, "outbid"),
    RouteApplication(4, "Zürich", "C", 9000, 16000, 7000, "won"),
)


@pytest.fixture(scope="module")
def sheets() -> list[RecapSheet]:
    title = "Club night — game 7"
    return [
        RecapSheet(title, "Çelik", 1, QUARTERS, _lines(P1), APPS_1, 62400, "Active", (NOTE,)),
        RecapSheet(title, LONG_NAME, 2, QUARTERS, _lines(_scaled(P1, 2)), (), 101300, "Active", (NOTE,)),
        RecapSheet(title, "Bea", 3, QUARTERS, _lines(_scaled(P1, 3)), APPS_1[:1], 0, "Bankrupt in Y2 Q3"),
    ]


@pytest.fixture(scope="module")
def pdf(sheets: list[RecapSheet], tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_recap_sheets(sheets, tmp_path_factory.mktemp("recap") / "recap.pdf")


def _page_lines(path: Path, page: int) -> list[str]:
    return PdfReader(path).pages[page].extract_text().splitlines()


def _row(lines: list[str], code: str) -> str:
    rows = [line for line in lines if line.startswith(code + " ")]
    assert len(rows) == 1, f"line {code}: {rows}"
    return rows[0]


def _expected_cells(line: RecapLine) -> list[str]:
    out = []
    for amount in line.amounts:
        if amount is not None:
            text = format_money(amount)
            out.append(f"({text})" if line.deduction else text)
    return out


def test_one_page_per_player_with_name_seat_status_cash(pdf: Path, sheets: list[RecapSheet]) -> None:
    reader = PdfReader(pdf)
    assert len(reader.pages) == len(sheets)
    for page, sheet in zip(reader.pages, sheets, strict=True):
        text = page.extract_text()
        assert sheet.player in text
        assert sheet.game_title in text
        assert sheet.cash is not None
        assert f"Seat {sheet.seat} Status {sheet.status} Cash now {format_money(sheet.cash)}" in text


def test_every_row_extracts_as_code_label_then_amounts_in_quarter_order(pdf: Path, sheets: list[RecapSheet]) -> None:
    for page, sheet in enumerate(sheets):
        lines = _page_lines(pdf, page)
        assert _row(lines, "Line").split(" ", 1)[1] == " ".join(QUARTERS)
        for line in sheet.lines:
            row = _row(lines, line.code)
            cells = _expected_cells(line)
            # the label may keep only its main part; its parenthesised hint prints on a line of its own
            label = line.label if line.label in row else line.label.split(" (")[0]
            assert row == " ".join([line.code, label, *cells]), row


def test_total_received_from_the_bank_row(pdf: Path) -> None:
    row = _row(_page_lines(pdf, 0), "1g")
    assert row == (
        "1g Total — received from the Bank $6,000 $13,200 $11,900 $18,900 $27,100 $33,100"
        " $29,800 $38,800 $45,800 $55,000 $61,000 $66,000"
    )
    assert _row(_page_lines(pdf, 2), "1g").endswith("$198,000")  # shrunk to fit, not cut


def test_layout_mode_keeps_the_row_on_one_line(pdf: Path) -> None:
    layout = PdfReader(pdf).pages[0].extract_text(extraction_mode="layout").splitlines()
    (row,) = [line.split() for line in layout if line.strip().startswith("1g ")]
    assert row[-12:] == [format_money(a) for a in P1["1g"] if a is not None]


def test_deduction_printed_in_parentheses_and_blanks_left_empty(pdf: Path) -> None:
    lines = _page_lines(pdf, 0)
    assert _row(lines, "1f") == "1f Stand-pat penalty (deduct) ($1,300) ($3,300)"
    assert _row(lines, "3a") == "3a Loans (20-year loan) $5,000"
    assert any("Amounts in parentheses are deducted" in line for line in lines)


def test_amounts_stand_under_their_quarter_heading(pdf: Path, sheets: list[RecapSheet]) -> None:
    """Each amount is placed in its quarter's column (the blanks do not shift it)."""
    items = _placed_text(pdf, 0)
    (header_y,) = {y for text, _x, y in items if text == "Line"}
    headings = {text: x for text, x, y in items if y == header_y and text in QUARTERS}
    assert list(headings) == list(QUARTERS)
    for line in sheets[0].lines:
        (y,) = {y for text, _x, y in items if text == line.code}
        row = [(text, x) for text, x, yy in items if yy == y and text.startswith(("$", "("))]
        expected = [
            (quarter, f"({format_money(a)})" if line.deduction else format_money(a))
            for quarter, a in zip(QUARTERS, line.amounts, strict=True)
            if a is not None
        ]
        placed = [(min(QUARTERS, key=lambda q: abs(headings[q] - x)), text) for text, x in row]
        assert placed == expected, line.code


def test_route_applications_and_notes(pdf: Path) -> None:
    lines = _page_lines(pdf, 0)
    assert "Quarter Route City Class Flight Costs bid Revenue Flight Profit Outcome" in lines
    assert "Y1 Q1 Los Angeles A $12,000 $18,000 $6,000 won" in lines
    assert "Y1 Q3 Helena B $9,000 outbid" in lines
    assert "Y1 Q4 Zürich C $9,000 $16,000 $7,000 won" in lines
    # every quarter has been played: a quarter without a bid gets no row, labelled or not
    assert not any("☐" in line or line.startswith("Y2 Q1") for line in lines)
    assert f"Note: {NOTE}" in lines
    page_2 = _page_lines(pdf, 1)
    assert not any("☐" in line for line in page_2)
    assert "No Route Application in these quarters." in page_2


def test_unicode_names_extract_whole(pdf: Path) -> None:
    text = PdfReader(pdf).pages[1].extract_text()
    assert f"Player {LONG_NAME} Seat 2" in text


def test_dejavu_sans_is_embedded(pdf: Path) -> None:
    page = PdfReader(pdf).pages[0]
    fonts = [ref.get_object() for ref in page["/Resources"]["/Font"].values()]
    dejavu = [font for font in fonts if "DejaVu" in font["/BaseFont"]]
    assert {str(font["/BaseFont"]).split("+")[-1] for font in dejavu} == {"DejaVuSans", "DejaVuSans-Bold"}
    for font in dejavu:
        assert "/FontFile2" in font["/FontDescriptor"]  # the TrueType program is in the file
    assert not any("Helvetica" in font["/BaseFont"] for font in fonts)


def test_same_input_same_bytes(sheets: list[RecapSheet], tmp_path: Path) -> None:
    first = write_recap_sheets(sheets, tmp_path / "a.pdf")
    second = write_recap_sheets(sheets, str(tmp_path / "b.pdf"))
    assert first.read_bytes() == second.read_bytes()


def test_locale_formats_the_amounts(sheets: list[RecapSheet], tmp_path: Path) -> None:
    path = write_recap_sheets(sheets[:1], tmp_path / "fr.pdf", locale="fr_FR")
    row = _row(_page_lines(path, 0), "1b")
    assert row.endswith(" ".join(format_money(a, locale="fr_FR") for a in P1["1b"] if a is not None))


def test_rejects_a_line_that_does_not_match_the_quarters(sheets: list[RecapSheet], tmp_path: Path) -> None:
    bad = RecapLine("1b", "Flight Profit", (6000,))
    sheet = sheets[0]
    broken = RecapSheet(sheet.game_title, sheet.player, 1, QUARTERS, (bad,), (), 0, "Active")
    with pytest.raises(ValueError, match="1b"):
        write_recap_sheets([broken], tmp_path / "bad.pdf")
    with pytest.raises(ValueError):
        write_recap_sheets([], tmp_path / "none.pdf")
    assert not (tmp_path / "bad.pdf").exists()


def test_later_period_mid_game_sheet(tmp_path: Path) -> None:
    """A sheet of the second 3-year period with 6 quarters: its 6 labelled columns, no empty ones."""
    labels = ("Y4 Q1", "Y4 Q2", "Y4 Q3", "Y4 Q4", "Y5 Q1", "Y5 Q2")
    lines = tuple(
        RecapLine(code, label, (_, 5000, _, 7000, _, 123456), deduction=(code == "1f"))
        for code, label in AIR_EMPIRE_BASIC_LINES
    )
    apps = (
        RouteApplication(13, "Boston", "A", 12000, 18000, 6000, "won"),
        RouteApplication(14, "Seattle", "B", 9000, None, None, "outbid"),
    )
    sheet = RecapSheet(
        "Long game",
        "Zoë",
        4,
        labels,
        lines,
        apps,
        1234500,
        "Merged into Bea in Y5 Q2",
        period="Years 4-6",
        first_quarter=13,
    )
    reader = PdfReader(write_recap_sheets([sheet], tmp_path / "mid.pdf"))
    assert len(reader.pages) == 1
    lines_out = reader.pages[0].extract_text().splitlines()
    assert lines_out[0].endswith("Air Empire · Basic Game · Years 4-6")
    assert _row(lines_out, "Line") == "Line " + " ".join(labels)
    assert _row(lines_out, "1b") == "1b Flight Profit $5,000 $7,000 $123,456"
    assert _row(lines_out, "1f") == "1f Stand-pat penalty (deduct) ($5,000) ($7,000) ($123,456)"
    assert "Y4 Q1 Boston A $12,000 $18,000 $6,000 won" in lines_out  # game quarter 13
    assert "Y4 Q2 Seattle B $9,000 outbid" in lines_out
    assert "Cash now $1,234,500" in lines_out[1]


def test_a_crowded_sheet_still_fits_one_page(sheets: list[RecapSheet], tmp_path: Path) -> None:
    apps = tuple(RouteApplication(q, f"City number {q}", "ABC"[q % 3], 9000, 15000, 6000, "won") for q in range(1, 13))
    notes = tuple(f"Note {i}: " + "a remark long enough to wrap over the line " * 4 for i in range(4))
    base = sheets[0]
    crowded = RecapSheet(base.game_title, base.player, 1, QUARTERS, base.lines, apps, 1, "Active", notes, "Years 1-3")
    reader = PdfReader(write_recap_sheets([crowded, crowded], tmp_path / "crowded.pdf"))
    assert len(reader.pages) == 2
    text = reader.pages[1].extract_text()
    assert "Y3 Q4 City number 12 A $9,000 $15,000 $6,000 won" in text
    assert "Note 3:" in text


def test_blank_sheet_one_page_per_name(tmp_path: Path) -> None:
    path = write_blank_recap_sheet(tmp_path / "blank.pdf", players=("Ann", "", "李"), game_title="Practice")
    reader = PdfReader(path)
    assert len(reader.pages) == 3
    for page, (name, seat) in enumerate((("Ann", "1"), ("", ""), ("李", "3"))):
        lines = reader.pages[page].extract_text().splitlines()
        assert any(line.startswith(f"Player {name} Seat {seat}".replace("  ", " ")) for line in lines), lines[:4]
        assert _row(lines, "Line") == "Line " + " ".join(QUARTERS)
        for code, label in AIR_EMPIRE_BASIC_LINES:
            row = _row(lines, code)
            assert "$" not in row.removeprefix(f"{code} {label}"), row  # every amount blank
        route_rows = [line for line in lines if "☐ A" in line]
        assert [row.split(" ☐")[0] for row in route_rows] == list(QUARTERS)
        assert "Practice" in lines[0]


def test_blank_sheet_defaults_and_years(tmp_path: Path) -> None:
    path = write_blank_recap_sheet(tmp_path / "blank.pdf", years=2)
    reader = PdfReader(path)
    assert len(reader.pages) == 1
    header = _row(reader.pages[0].extract_text().splitlines(), "Line")
    assert header.split()[-2:] == ["Y2", "Q4"] and "Y3" not in header
    with pytest.raises(ValueError):
        write_blank_recap_sheet(tmp_path / "none.pdf", years=0)


def test_fonts_register_once_and_fall_back_for_cjk() -> None:
    # CJK falls back to the embedded Droid Sans Fallback (issue 11: no more non-embedded CID fonts)
    register_fonts()
    register_fonts()
    assert font_runs("Çelik Дмитрий") == [(REGULAR, "Çelik Дмитрий")]
    assert [name for name, _run in font_runs("Li 李")] == [REGULAR, FALLBACK]
    assert [name for name, _run in font_runs("田中 たなか")][0] == FALLBACK
    assert font_runs("김") == [(FALLBACK, "김")]


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) not installed")
def test_page_renders_to_an_image(pdf: Path, tmp_path: Path) -> None:
    assert page_png(pdf, tmp_path).stat().st_size > 20_000


# -- The Tournament Game's sheet ------------------------------------------------------------------
def _tournament_game() -> Game:
    """A 7-year Tournament Game through its records: a fluctuation, a re-bid, a Y7 Q1 replacement, taxes."""
    game = Game(GameSetup("air_empire", "tournament", "Tournament night", ("Ann", "Bea"), {"years": 7}))
    game.record("air_empire.tax_table", illustrative_tax_table())
    fillers = iter(f"Filler {i}" for i in range(100))

    def quarter(city: str | None = None, bids: tuple[dict[str, object], ...] = (), **card: object) -> None:
        if (game.state.quarter - 1) % 12 == 0:
            nonlocal fillers
            fillers = iter(f"Filler {i}" for i in range(100))
        game.record(
            "air_empire.route_card",
            {
                "city": city or next(fillers),
                "adjacent": [],
                "minimums": {"A": 10_000, "B": 8_000},
                "revenue": 18_000,
                **card,
            },
        )
        game.record("air_empire.bids", {"bids": list(bids)})
        for seat in (1, 2):
            game.record("air_empire.taxes", {"player": seat})
        if game.state.quarter == 25:
            for seat in (1, 2):
                game.record(
                    "air_empire.residual_value", {"player": seat, "replace_prop_jets": 4, "replace_super_jets": 3}
                )
        for seat in (1, 2):
            game.record("air_empire.maintenance", {"player": seat})

    quarter(
        "Capital",
        (
            {"player": 1, "class": "A", "flight_costs": 12_000, "super_jets": 2, "prop_jets": 1},
            {"player": 2, "class": "B", "flight_costs": 12_000},
        ),
        revenue=100_000,
    )
    quarter("Denver", ({"player": 1, "class": "A", "flight_costs": 10_000, "super_jets": 1, "prop_jets": 1},))
    quarter(fluctuations=[{"amount": -2_000, "cities": ["Capital"], "players": [1], "text": "Strike"}])
    while game.state.quarter < 13:
        quarter()
    quarter("Denver", ({"player": 2, "class": "A", "flight_costs": 10_000, "super_jets": 1, "prop_jets": 1},))
    while game.state.quarter <= 25:
        quarter()
    return game


@pytest.fixture(scope="module")
def tournament_pdf(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[RecapSheet], Path]:
    sheets = recap_sheets(_tournament_game().state)
    return sheets, write_recap_sheets(sheets, tmp_path_factory.mktemp("tournament") / "tournament.pdf")


def test_tournament_sheet_has_lines_1d_1e_2a_and_the_tax_table(tournament_pdf: tuple[list[RecapSheet], Path]) -> None:
    """Tournament Game: lines 1d, 1e and 2a appear; the Tax Table is printed at the bottom of every sheet."""
    sheets, path = tournament_pdf
    assert [(s.player, s.period) for s in sheets] == [
        ("Ann", "Years 1-3"),
        ("Ann", "Years 4-6"),
        ("Ann", "Year 7"),
        ("Bea", "Years 1-3"),
        ("Bea", "Years 4-6"),
        ("Bea", "Year 7"),
    ]
    reader = PdfReader(path)
    assert len(reader.pages) == 6
    first = _page_lines(path, 0)
    assert first[0].endswith("Air Empire · Tournament Game · Years 1-3")
    assert _row(first, "1d") == "1d Revenue Fluctuations ($2,000)"
    assert _row(first, "2a").startswith("2a Taxes — pay Bank $11,000 $11,000 ")
    assert _row(first, "1g").startswith("1g Total — received from the Bank $88,000 $96,000 $84,400 ")
    assert "From 1g $0 $10,000 $20,000 $30,000 $40,000 $60,000 $80,000 $100,000 $150,000 $200,000 $300,000" in first
    assert "Tax $0 $500 $1,500 $3,000 $4,500 $7,500 $11,000 $15,000 $24,000 $34,000 $55,000" in first
    assert "Note: Tax Table: illustrative values, not the sheet's." in first
    assert "Air Empire, Tournament Game — Condensed Re-cap Sheets · whole dollars" in " ".join(first[-2:])
    second = _page_lines(path, 1)
    assert _row(second, "1e") == "1e Flight Profit of route terminated (deduct) ($8,000)"  # Denver re-bid in Y4 Q1
    third = _page_lines(path, 2)
    assert _row(third, "Line") == "Line Y7 Q1 Y7 Q2 Y7 Q3 Y7 Q4"
    assert _row(third, "4c") == "4c Total — pay Bank $18,000"  # the starting fleet replaced
    assert [line.code for line in sheets[0].lines] == [code for code, _ in AIR_EMPIRE_TOURNAMENT_LINES]


def test_blank_tournament_sheet_leaves_the_tax_table_to_copy(tmp_path: Path) -> None:
    path = write_blank_recap_sheet(tmp_path / "blank.pdf", players=("Ann",), tournament=True)
    lines = _page_lines(path, 0)
    assert "Air Empire · Tournament Game" in " ".join(lines[:3])
    for code, label in AIR_EMPIRE_TOURNAMENT_LINES:
        assert "$" not in _row(lines, code).removeprefix(f"{code} {label}")
    assert "Copy the Tax Table printed on your Condensed Re-cap Sheet." in " ".join(lines)
    assert any(line.strip() == "From 1g" for line in lines) and any(line.strip() == "Tax" for line in lines)
    assert "Write a deduction (1e, 1f) in parentheses." in " ".join(lines)


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) not installed")
def test_tournament_page_renders_to_an_image(tournament_pdf: tuple[list[RecapSheet], Path], tmp_path: Path) -> None:
    _, path = tournament_pdf
    assert page_png(path, tmp_path, 3).stat().st_size > 20_000


# -- Review fixes: whole title, only the period's columns, one notation, application rows, blank periods -----------
def _rules(path: Path, page: int) -> list[tuple[float, float]]:
    """The end points of the straight rules drawn on ``page`` (table grid lines), in page coordinates."""
    points: list[tuple[float, float]] = []

    def visit(op: bytes, args: list[object], cm: list[float], tm: list[float]) -> None:
        if op in (b"m", b"l") and len(args) == 2:
            x, y = (float(a) for a in args)  # type: ignore[arg-type]
            points.append((cm[0] * x + cm[2] * y + cm[4], cm[1] * x + cm[3] * y + cm[5]))

    PdfReader(path).pages[page].extract_text(visitor_operand_before=visit)
    return points


def _placed_text(path: Path, page: int) -> list[tuple[str, float, float]]:
    items: list[tuple[str, float, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():
            items.append((text, cm[4] + tm[4] * cm[0], round(cm[5] + tm[5] * cm[3], 1)))

    PdfReader(path).pages[page].extract_text(visitor_text=visit)
    return items


def test_a_long_game_title_prints_whole_over_several_lines(sheets: list[RecapSheet], tmp_path: Path) -> None:
    """Review: the title was cut with "…" ("…Flight Costs…"), hiding that the sample is illustrative."""
    title = (
        "Sample Tournament Game, 3 players, 7 years (ILLUSTRATIVE route cards, Flight Costs Table rows other "
        "than the rulebook's $12,000 row, and Tax Table; not the board's or the sheet's)"
    )
    sheet = RecapSheet(title, "Ann", 1, QUARTERS, sheets[0].lines, APPS_1, 100, "Active")
    lines = _page_lines(write_recap_sheets([sheet], tmp_path / "title.pdf"), 0)
    player = next(i for i, line in enumerate(lines) if line.startswith("Player Ann"))
    head = " ".join(lines[:player])
    assert "…" not in head
    assert title in head.replace(" Condensed Re-cap Sheet", "").replace(" Air Empire · Basic Game", "")
    assert 2 <= player - 2 <= 3  # the title on two or three lines, then the sheet name and game, then Player


def test_a_one_year_period_prints_only_its_four_quarter_columns(tournament_pdf: tuple[list[RecapSheet], Path]) -> None:
    """Review: the Year 7 sheet had 8 empty, unheaded columns after Y7 Q4; the table now ends at Y7 Q4."""
    _, path = tournament_pdf
    placed = _placed_text(path, 2)
    (header_y,) = {y for text, _x, y in placed if text == "Line"}
    headings = [(text, x) for text, x, y in placed if y == header_y and text.startswith("Y")]
    assert [text for text, _x in headings] == ["Y7 Q1", "Y7 Q2", "Y7 Q3", "Y7 Q4"]
    (row_5c_y,) = {y for text, _x, y in placed if text == "5c"}
    column = headings[1][1] - headings[0][1]
    table_rules = [x for x, y in _rules(path, 2) if row_5c_y - 5 <= y <= header_y + 5]
    assert max(table_rules) < headings[-1][1] + column  # the table's right edge closes the Y7 Q4 column
    first_period = _placed_text(path, 0)
    assert sum(1 for text, _x, _y in first_period if text.startswith("Y3 Q4")) >= 1


def _negative_sheet() -> RecapSheet:
    labels = ("Y2 Q1", "Y2 Q2", "Y2 Q3", "Y2 Q4")
    figures: dict[str, tuple[int | None, ...]] = {
        "1a": (2000, -4400, -1000, 2000),
        "1b": (_, 5000, 3000, _),
        "1d": (-6400, _, _, 1000),
        "1e": (_, _, _, 4000),
        "1f": (_, 1600, _, _),
        "1g": (-4400, -1000, 2000, -1000),
        "2a": (-600, -400, 200, -400),
        "5a": (2300, 2300, 2300, 2300),
        "5b": (_, _, -500, _),
        "5c": (2300, 2300, 1800, 1800),
    }
    lines = tuple(
        RecapLine(code, label, figures.get(code, (_,) * 4), deduction=code in DEDUCTION_LINES)
        for code, label in AIR_EMPIRE_TOURNAMENT_LINES
    )
    table = ((-6000, -600), (-5999, -400), (-2999, -200), (0, 0), (2000, 200), (10000, 500))
    return RecapSheet(
        "Signs", "Ann", 1, labels, lines, (), 5000, "Active", first_quarter=5, variant="tournament", tax_table=table
    )


def test_a_negative_total_has_a_minus_sign_and_parentheses_only_mean_deducted(tmp_path: Path) -> None:
    """Review: a negative 1a/1g printed "($4,400)" while the legend says parentheses are deductions.

    Totals (1a, 1g, 5a, 5c) print a minus sign; parentheses stay for what lowers a total: 1e, 1f,
    a decrease on 1d, planes sold on 5b, and a refund due on 2a (deducted from a later tax payment).
    """
    lines = _page_lines(write_recap_sheets([_negative_sheet()], tmp_path / "signs.pdf"), 0)
    assert _row(lines, "1a") == "1a Total to date (1g of previous quarter) $2,000 -$4,400 -$1,000 $2,000"
    assert _row(lines, "1g") == "1g Total — received from the Bank -$4,400 -$1,000 $2,000 -$1,000"
    assert _row(lines, "1d").endswith("($6,400) $1,000")
    assert _row(lines, "1e").endswith("($4,000)") and _row(lines, "1f").endswith("($1,600)")
    assert _row(lines, "2a") == "2a Taxes — pay Bank ($600) ($400) $200 ($400)"
    assert _row(lines, "5b").endswith("($500)")
    legend = " ".join(lines[lines.index(_row(lines, "5c")) + 1 :][:3])  # wrapped to the 4 quarters' table
    assert (
        "Amounts in parentheses are deducted: 1e, 1f, a decrease on 1d, planes sold or turned in on 5b, "
        "a refund due on 2a and in the Tax Table (deducted from a later tax)." in legend
    )
    assert "A minus sign marks a total below zero (1a, 1g)." in legend


def test_the_tax_table_and_line_2a_share_one_notation(tmp_path: Path) -> None:
    """Review: the Tax Table printed "-$600" where 2a prints a refund "($400)": a refund is in parentheses in
    both, and the Tax Table's 1g, a total, keeps its minus sign as line 1g does."""
    lines = _page_lines(write_recap_sheets([_negative_sheet()], tmp_path / "tax.pdf"), 0)
    assert "From 1g -$6,000 -$5,999 -$2,999 $0 $2,000 $10,000" in lines
    assert "Tax ($600) ($400) ($200) $0 $200 $500" in lines
    assert "a refund due in parentheses, as on 2a" in " ".join(lines)


def test_route_application_rows_one_per_bid_then_unlabelled_rows_for_quarters_to_come(
    sheets: list[RecapSheet], tmp_path: Path
) -> None:
    """Review: empty rows took the labels of quarters already played ("Y6 Q2-Q4" with empty class boxes).

    A filled sheet has a row per application made; a quarter not played yet (no 5c paid) gets an empty,
    unlabelled row to write the quarter in; a player out of the game gets none."""
    base = sheets[0]
    played = 5
    lines = tuple(
        RecapLine(line.code, line.label, line.amounts[:played] + (None,) * (len(QUARTERS) - played), line.deduction)
        for line in base.lines
    )
    mid_game = RecapSheet(base.game_title, "Ann", 1, QUARTERS, lines, APPS_1[:3], 100, "Active")
    out = _page_lines(
        write_recap_sheets([mid_game, replace(mid_game, status="Bankrupt in Y2 Q1")], tmp_path / "mid.pdf"), 0
    )
    rows = [line for line in out if "☐" in line]
    assert [" ".join(row.split()) for row in rows] == ["☐ A ☐ B ☐ C"] * (len(QUARTERS) - played)  # unlabelled
    assert "Y1 Q2 San Francisco A $11,000 $17,000 $6,000 won" in out
    assert not any("☐" in line for line in _page_lines(tmp_path / "mid.pdf", 1))


def test_blank_sheet_for_a_long_game_prints_one_page_per_three_year_period(tmp_path: Path) -> None:
    """Review: `blank-sheet --tournament --years 7` put 28 quarters on one unreadable page."""
    path = write_blank_recap_sheet(tmp_path / "blank7.pdf", players=("Ann", "Bea"), years=7, tournament=True)
    reader = PdfReader(path)
    assert len(reader.pages) == 6
    periods = (("Years 1-3", 1), ("Years 4-6", 13), ("Year 7", 25))
    for page in range(6):
        lines = _page_lines(path, page)
        period, first = periods[page % 3]
        quarters = [f"Y{(q - 1) // 4 + 1} Q{(q - 1) % 4 + 1}" for q in range(first, min(first + 12, 29))]
        assert f"Air Empire · Tournament Game · {period}" in " ".join(lines[:3])
        assert f"Player {'Ann' if page < 3 else 'Bea'} Seat {1 if page < 3 else 2}" in " ".join(lines[:4])
        assert _row(lines, "Line") == "Line " + " ".join(quarters)
        assert [line.split(" ☐")[0] for line in lines if "☐ A" in line] == quarters
        assert any(line.strip() == "From 1g" for line in lines)
    # a game of 3 years or less stays one page per name, without a period
    short = _page_lines(write_blank_recap_sheet(tmp_path / "blank3.pdf", tournament=True), 0)
    assert "Years" not in " ".join(short[:3])


def test_the_legend_under_a_narrow_table_wraps_to_its_width(tmp_path: Path) -> None:
    """A "Year 7" sheet has 4 quarters, its table a third of the page wide: the legend under it ("…A minus sign marks
    a total below zero (1a, 1g). An empty cell…") ran on past the table's right edge (a newcomer's try, page 3 of
    the Tournament sample's sheets). Each of its lines is at most the table's width."""
    from sheets.recap import _recap_width  # the table's width, as the sheet lays it out

    labels = ("Y7 Q1", "Y7 Q2", "Y7 Q3", "Y7 Q4")
    figures = {"1a": (-6000, 5000, _, 7000), "1f": (_, 500, _, _), "1g": (-6000, 4500, _, 7000)}
    lines = tuple(
        RecapLine(code, label, figures.get(code, (None,) * 4), deduction=(code == "1f"))
        for code, label in AIR_EMPIRE_BASIC_LINES
    )
    sheet = RecapSheet("Long game", "Zoë", 1, labels, lines, (), 1000, "Active", period="Year 7", first_quarter=25)
    legend: list[tuple[str, float]] = []

    def seen(text: str, _cm: object, _tm: object, _font: object, size: float) -> None:
        if text.strip() and (legend or text.startswith("Amounts in whole dollars")) and len(legend) < 9:
            legend.append((text, size))

    PdfReader(write_recap_sheets([sheet], tmp_path / "year7.pdf")).pages[0].extract_text(visitor_text=seen)
    legend = legend[: next(i for i, (text, _size) in enumerate(legend) if "nothing entered" in text) + 1]
    assert "A minus sign marks a total below zero (1a, 1g)." in " ".join(" ".join(t for t, _s in legend).split())
    width = _recap_width(sheet)
    assert width < 400  # a narrow table: the page is 732 points wide within its margins
    for text, size in legend:
        assert string_width(text.strip(), size, REGULAR) <= width + 0.01, text


def test_every_5b_with_planes_is_printed_in_its_parts(tmp_path: Path) -> None:
    """A newcomer's try: the printed line 5b showed totals only ("$400 $900 $700 ($400)"). Under each sheet, every
    quarter's 5b with planes in it, in its parts at the rulebook's rates (Basic Game, Phase 5: "$200 each Prop Jet,
    $500 each Super Jet"; Plane Sales), the same words as the screen's; each sheet on its page, whole."""
    from sample_helpers import sample_record

    setup, actions = sample_record("air-empire-basic-4p")
    game = Game(setup)
    for action in actions:
        game.record(action.kind, action.payload, note=action.note, recorded_at=action.recorded_at)
    sheets = recap_sheets(game.state)
    path = write_recap_sheets(sheets, tmp_path / "recap.pdf")
    pages = PdfReader(path).pages
    assert len(pages) == len(sheets)
    for sheet, page in zip(sheets, pages, strict=True):
        text = " ".join(page.extract_text().split())
        assert sheet.line_notes, sheet.player
        for note in sheet.line_notes:
            assert note in text, (note, text)
    celik = " ".join(pages[2].extract_text().split())
    assert "5b Y2 Q3: ($500) = 1 Super Jet bought × $500 − 2 Super Jets sold × $500" in celik
    assert "5b Y2 Q4: $900 = 2 Prop Jets × $200 + 1 Super Jet × $500 (bought)" in celik
    # Çelik's seven notes in two columns side by side (the page keeps its size): Y1 Q2's beside Y2 Q4's
    heights: dict[str, float] = {}

    def seen(text: str, cm: Any, tm: Any, font: Any, size: Any) -> None:
        if text.startswith("5b Y"):
            heights[text.split(":")[0]] = tm[5]

    pages[2].extract_text(visitor_text=seen)
    assert len(heights) == 7 and heights["5b Y1 Q2"] == heights["5b Y2 Q4"], heights
