"""Issue 11 §1: every name the book accepts prints as the same characters.

The fonts are embedded (DejaVu Sans, and Droid Sans Fallback for Chinese, Japanese and Korean,
loaded only when a text needs it); ``ledger/printable.toml`` (what ledger.text accepts in a name)
is exactly what they cover; a game whose players have CJK names prints them, every font of the
PDF embedded, and the text reads back as the same characters.
"""

from __future__ import annotations

import shutil
import subprocess
from importlib import resources
from pathlib import Path

import pytest
from pdf_helpers import page_png
from pypdf import PdfReader

from ledger.game import Game, GameSetup
from ledger.text import printable, problem
from sheets import jobs
from sheets.fonts import BOLD, FALLBACK, FILES, REGULAR, coverage, font_runs, printable_toml

CJK_NAMES = ("李小龍", "山田さくら", "김민준")


def test_the_printable_set_of_the_ledger_is_the_coverage_of_the_embedded_fonts() -> None:
    written = resources.files("ledger").joinpath("printable.toml").read_text("utf-8")
    assert written == printable_toml(), "fonts changed: python -m sheets.fonts > ledger/printable.toml"
    union = coverage(REGULAR) | coverage(BOLD) | coverage(FALLBACK)
    for code in (0x41, 0x4E2D, 0x3042, 0xAC00, 0x1F600, 0x1F984, 0x0E01, 0x202F):
        assert printable(chr(code)) == (code in union), hex(code)


def test_each_font_has_its_licence_beside_it() -> None:
    folder = resources.files("sheets.fonts")
    names = {p.name for p in folder.iterdir()}
    assert set(FILES.values()) <= names
    assert {"LICENSE-DejaVu.txt", "LICENSE-DroidSansFallback.txt"} <= names
    assert "Apache License" in folder.joinpath("LICENSE-DroidSansFallback.txt").read_text("utf-8")


@pytest.mark.parametrize("font", [REGULAR, BOLD])
def test_every_name_the_ledger_accepts_is_set_in_fonts_that_have_its_characters(font: str) -> None:
    for name in (*CJK_NAMES, "Zoë Дмитрий", "Ann 😀", "[link=https://x.example]x[/link]"):
        assert problem(name) is None
        for run_font, run in font_runs(name, font):
            assert set(map(ord, run)) <= coverage(run_font), (name, run_font, run)


def _cjk_recap(tmp_path: Path) -> Path:
    game = Game(GameSetup("air_empire", "basic", "東京 クラブ 서울", CJK_NAMES, {}))
    return jobs.take("recap", game, locale="en_US").write(tmp_path / "recap.pdf")


def test_cjk_names_print_embedded_and_read_back_as_the_same_characters(tmp_path: Path) -> None:
    reader = PdfReader(_cjk_recap(tmp_path))
    text = "\n".join(page.extract_text() for page in reader.pages)
    for name in CJK_NAMES:
        assert name in text
    assert "東京 クラブ 서울" in text
    fonts = {}
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            descendant = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
            descriptor = descendant["/FontDescriptor"].get_object()
            fonts[str(font["/BaseFont"])] = any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))
    assert any(FALLBACK in name for name in fonts), fonts
    assert all(fonts.values()), fonts  # every font embedded: nothing left to the reader's fonts


def test_a_document_without_cjk_does_not_embed_the_fallback(tmp_path: Path) -> None:
    game = Game(GameSetup("air_empire", "basic", "Club", ("Ann", "Zoë"), {}))
    path = jobs.take("recap", game, locale="en_US").write(tmp_path / "recap.pdf")
    assert FALLBACK.encode() not in path.read_bytes()


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) not installed")
def test_cjk_names_render(tmp_path: Path) -> None:
    """Rendered by poppler (no CJK font installed here): the embedded glyphs draw, no box."""
    pdf = _cjk_recap(tmp_path)
    page_png(pdf, tmp_path, dpi=100)
    fonts = subprocess.run(["pdffonts", str(pdf)], check=True, capture_output=True, text=True).stdout
    rows = [line.split() for line in fonts.splitlines()[2:]]
    assert rows and all(row[-5] == "yes" for row in rows), fonts  # the "emb" column
