"""The fonts every sheet is set in: DejaVu Sans, embedded, so any player's name prints.

reportlab's 14 standard fonts only know Latin-1 and draw a box for "Дмитрий" or for the
U+202F that babel puts in ``fr_FR`` amounts (STYLE.md, "Facts already checked"). The sheets
therefore embed DejaVu Sans (regular and bold TrueType files shipped as package data in
``sheets/fonts/``, with their licence), subset to the glyphs a document uses.

DejaVu Sans has no Chinese, Japanese or Korean glyphs. For those characters only, the text
falls back to reportlab's CID fonts (Adobe's Asian font packs), which are *referenced, not
embedded*: Acrobat, browsers and poppler with a CJK font installed draw them, and the text
always extracts as the right characters. Any other character DejaVu Sans lacks (e.g. Thai)
prints as the font's missing-glyph box.
"""

from __future__ import annotations

import io
import threading
from importlib import resources
from xml.sax.saxutils import escape

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfbase.ttfonts import TTFont

__all__ = ["REGULAR", "BOLD", "register_fonts", "font_runs", "string_width", "paragraph_markup"]

#: reportlab name of DejaVu Sans (regular); also the name of the font family.
REGULAR = "DejaVuSans"
#: reportlab name of DejaVu Sans Bold.
BOLD = "DejaVuSans-Bold"

_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}

# reportlab's built-in CID fonts (not embedded), one per script DejaVu Sans lacks; the
# Gothic/KakuGo faces are sans-serif like DejaVu, reportlab has no sans face for Chinese.
_CJK_CHINESE = "STSong-Light"
_CJK_JAPANESE = "HeiseiKakuGo-W5"
_CJK_KOREAN = "HYGothic-Medium"

_lock = threading.Lock()
_registered = False
_coverage: dict[str, frozenset[int]] = {}


def register_fonts() -> None:
    """Register DejaVu Sans (regular, bold) and the CJK fallbacks with reportlab, once.

    Safe to call from any thread and any number of times; only the first call reads the
    TrueType files (located with :mod:`importlib.resources` in the package ``sheets.fonts``,
    so they are found in a wheel or a zip too). ``<b>`` in a paragraph maps to the bold face;
    there is no italic face, so italic maps to the upright ones.
    """
    global _registered
    with _lock:
        if _registered:
            return
        package = resources.files("sheets.fonts")
        for name, filename in _FILES.items():
            font = TTFont(name, io.BytesIO(package.joinpath(filename).read_bytes()))
            pdfmetrics.registerFont(font)
            _coverage[name] = frozenset(font.face.charToGlyph)
        for name, bold, italic in ((REGULAR, 0, 0), (BOLD, 1, 0), (REGULAR, 0, 1), (BOLD, 1, 1)):
            addMapping(REGULAR, bold, italic, name)
        for cid_name in (_CJK_CHINESE, _CJK_JAPANESE, _CJK_KOREAN):
            pdfmetrics.registerFont(UnicodeCIDFont(cid_name))
        _registered = True


def _is_kana(code: int) -> bool:
    return 0x3040 <= code <= 0x30FF or 0x31F0 <= code <= 0x31FF or 0xFF66 <= code <= 0xFF9F


def _is_hangul(code: int) -> bool:
    return 0x1100 <= code <= 0x11FF or 0x3130 <= code <= 0x318F or 0xAC00 <= code <= 0xD7AF


def _is_cjk(code: int) -> bool:
    return (
        0x2E80 <= code <= 0x2FDF  # radicals
        or 0x3000 <= code <= 0x303F  # CJK punctuation
        or 0x3400 <= code <= 0x4DBF  # Han extension A
        or 0x4E00 <= code <= 0x9FFF  # Han
        or 0xF900 <= code <= 0xFAFF  # Han compatibility
        or 0xFF00 <= code <= 0xFFEF  # full-width forms
        or _is_kana(code)
        or _is_hangul(code)
    )


def font_runs(text: str, font: str = REGULAR) -> list[tuple[str, str]]:
    """Split ``text`` into runs of one font each: ``font`` where it has the glyph, else a CJK fallback.

    Han characters go to the Japanese face when the text holds kana (a Japanese name),
    otherwise to the Chinese face; Hangul goes to the Korean face.

    Args:
        text: any Unicode text.
        font: :data:`REGULAR` or :data:`BOLD`.

    Returns:
        ``[(font name, text), ...]`` in order, adjacent runs of one font merged.
    """
    register_fonts()
    covered = _coverage[font]
    japanese = any(_is_kana(ord(ch)) for ch in text)
    runs: list[tuple[str, str]] = []
    for ch in text:
        code = ord(ch)
        if code in covered or not _is_cjk(code):
            name = font
        elif _is_hangul(code):
            name = _CJK_KOREAN
        else:
            name = _CJK_JAPANESE if japanese else _CJK_CHINESE
        if runs and runs[-1][0] == name:
            runs[-1] = (name, runs[-1][1] + ch)
        else:
            runs.append((name, ch))
    return runs


def string_width(text: str, size: float, font: str = REGULAR) -> float:
    """Width of ``text`` set in ``font`` at ``size``, in points, CJK fallbacks included."""
    width: float = sum(pdfmetrics.stringWidth(run, name, size) for name, run in font_runs(text, font))
    return width


def paragraph_markup(text: str, font: str = REGULAR) -> str:
    """``text`` escaped for a reportlab Paragraph, with ``<font>`` tags around CJK fallback runs."""
    parts = []
    for name, run in font_runs(text, font):
        escaped = escape(run)
        parts.append(escaped if name == font else f'<font name="{name}">{escaped}</font>')
    return "".join(parts)
