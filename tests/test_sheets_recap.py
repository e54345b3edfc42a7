"""Condensed Re-cap Sheets as PDF (Air Empire, Basic and Tournament Game): written, then read back with pypdf."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from ledger.air_empire import illustrative_tax_table, recap_sheets
from ledger.game import Game, GameSetup
from ledger.money import format_money
from ledger.views import (
    AIR_EMPIRE_BASIC_LINES,
    AIR_EMPIRE_TOURNAMENT_LINES,
    RecapLine,
    RecapSheet,
    RouteApplication,
)
from sheets.fonts import REGULAR, font_runs, register_fonts
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
    items: list[tuple[str, float, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():
            items.append((text, cm[4] + tm[4] * cm[0], round(cm[5] + tm[5] * cm[3], 1)))

    PdfReader(pdf).pages[0].extract_text(visitor_text=visit)
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
    # the quarters after the last application are left to write in
    assert sum(line.startswith("Y2 Q1 ☐ A") for line in lines) == 1
    assert f"Note: {NOTE}" in lines
    page_2 = _page_lines(pdf, 1)
    assert sum("☐ A" in line for line in page_2) == len(QUARTERS)


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
    """A sheet of the second 3-year period printed after 6 quarters: 6 labelled columns of 12."""
    labels = ("Y4 Q1", "Y4 Q2", "Y4 Q3", "Y4 Q4", "Y5 Q1", "Y5 Q2")
    lines = tuple(
        RecapLine(code, label, (_, 5000, _, 7000, _, 123456), deduction=(code == "1f"))
        for code, label in AIR_EMPIRE_BASIC_LINES
    )
    apps = (
        RouteApplication(13, "Boston", "A", 12000, 18000, 6000, "won"),
        RouteApplication(14, "Seattle", "B", 9000, None, None, "outbid"),
    )
    sheet = RecapSheet("Long game", "Zoë", 4, labels, lines, apps, 1234500, "Merged into Bea in Y5 Q2", period="Years 4-6",
                       first_quarter=13)
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
    register_fonts()
    register_fonts()
    assert font_runs("Çelik Дмитрий") == [(REGULAR, "Çelik Дмитрий")]
    assert [name for name, _run in font_runs("Li 李")] == [REGULAR, "STSong-Light"]
    assert [name for name, _run in font_runs("田中 たなか")][0] == "HeiseiKakuGo-W5"
    assert font_runs("김") == [("HYGothic-Medium", "김")]


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) not installed")
def test_page_renders_to_an_image(pdf: Path, tmp_path: Path) -> None:
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", str(pdf), str(tmp_path / "page")], check=True)
    (png,) = tmp_path.glob("page*.png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert png.stat().st_size > 20_000


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
        game.record("air_empire.route_card", {"city": city or next(fillers), "adjacent": [],
                                              "minimums": {"A": 10_000, "B": 8_000}, "revenue": 18_000, **card})
        game.record("air_empire.bids", {"bids": list(bids)})
        for seat in (1, 2):
            game.record("air_empire.taxes", {"player": seat})
        if game.state.quarter == 25:
            for seat in (1, 2):
                game.record("air_empire.residual_value", {"player": seat, "replace_prop_jets": 4,
                                                          "replace_super_jets": 3})
        for seat in (1, 2):
            game.record("air_empire.maintenance", {"player": seat})

    quarter("Capital", ({"player": 1, "class": "A", "flight_costs": 12_000, "super_jets": 2, "prop_jets": 1},
                        {"player": 2, "class": "B", "flight_costs": 12_000}), revenue=100_000)
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
    assert [(s.player, s.period) for s in sheets] == [("Ann", "Years 1-3"), ("Ann", "Years 4-6"), ("Ann", "Year 7"),
                                                      ("Bea", "Years 1-3"), ("Bea", "Years 4-6"), ("Bea", "Year 7")]
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
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "3", "-l", "3", str(path), str(tmp_path / "page")],
                   check=True)
    (png,) = tmp_path.glob("page*.png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 20_000
