"""The fonts every sheet is set in, all embedded, so that any name the book accepts prints.

reportlab's 14 standard fonts only know Latin-1 and draw a box for "Дмитрий" or for the
U+202F that babel puts in ``fr_FR`` amounts (STYLE.md, "Facts already checked"). The sheets
therefore embed TrueType files shipped as package data in ``sheets/fonts/`` with their
licences, each subset to the glyphs a document uses:

* DejaVu Sans, regular and bold (``LICENSE-DejaVu.txt``): Latin, Greek, Cyrillic, Hebrew,
  Arabic, symbols and more.
* Droid Sans Fallback (Apache-2.0, ``LICENSE-DroidSansFallback.txt``, from Debian's
  ``fonts-droid-fallback``): Chinese, Japanese and Korean. It has one weight: a bold CJK
  character prints in the regular weight. It is read only when a text needs it, so a
  document without such a character neither loads nor embeds it.

A character is set in the first of these that has it (for bold text: DejaVu Sans Bold,
DejaVu Sans, Droid Sans Fallback). The characters at least one of them has are written down
for :mod:`ledger.text` in ``ledger/printable.toml`` (ledger cannot import the sheets); a
name holding any other character is refused when the game is created. ``python -m
sheets.fonts`` prints that file anew from the fonts, and ``tests/sheets/test_sheets_fonts.py``
checks that it matches them.
"""

from __future__ import annotations

import hashlib
import io
import threading
from importlib import resources
from xml.sax.saxutils import escape

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

__all__ = [
    "REGULAR",
    "BOLD",
    "FALLBACK",
    "FILES",
    "register_fonts",
    "font_runs",
    "string_width",
    "paragraph_markup",
    "coverage",
    "printable_toml",
]

#: reportlab name of DejaVu Sans (regular); also the name of the font family.
REGULAR = "DejaVuSans"
#: reportlab name of DejaVu Sans Bold.
BOLD = "DejaVuSans-Bold"
#: reportlab name of Droid Sans Fallback (Chinese, Japanese, Korean), registered on first use.
FALLBACK = "DroidSansFallback"

#: every embedded font: reportlab name -> file in the package ``sheets.fonts``
FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf", FALLBACK: "DroidSansFallback.ttf"}

#: where a character missing from a face is looked for next, in order
_CHAIN = {REGULAR: (REGULAR, BOLD, FALLBACK), BOLD: (BOLD, REGULAR, FALLBACK)}

_lock = threading.Lock()
_registered = False
_coverage: dict[str, frozenset[int]] = {}


def _load(name: str) -> None:
    """Register font ``name`` (:data:`FILES`) with reportlab and note the characters it has (caller holds the lock)."""
    data = resources.files("sheets.fonts").joinpath(FILES[name]).read_bytes()
    font = TTFont(name, io.BytesIO(data))
    pdfmetrics.registerFont(font)
    # glyph 0 is .notdef: a character mapped to it has no glyph of its own
    _coverage[name] = frozenset(code for code, glyph in font.face.charToGlyph.items() if glyph)


def register_fonts() -> None:
    """Register DejaVu Sans (regular, bold) with reportlab, once.

    Safe to call from any thread and any number of times; only the first call reads the
    TrueType files (located with :mod:`importlib.resources` in the package ``sheets.fonts``,
    so they are found in a wheel or a zip too). ``<b>`` in a paragraph maps to the bold face;
    there is no italic face, so italic maps to the upright ones. Droid Sans Fallback is
    registered by :func:`font_runs` the first time a text needs it.
    """
    global _registered
    with _lock:
        if _registered:
            return
        for name in (REGULAR, BOLD):
            _load(name)
        for name, bold, italic in ((REGULAR, 0, 0), (BOLD, 1, 0), (REGULAR, 0, 1), (BOLD, 1, 1)):
            addMapping(REGULAR, bold, italic, name)
        _registered = True


def coverage(name: str) -> frozenset[int]:
    """The code points font ``name`` (a key of :data:`FILES`) has a glyph for; registers it first."""
    register_fonts()
    if name not in _coverage:
        with _lock:
            if name not in _coverage:
                _load(name)
    return _coverage[name]


def font_runs(text: str, font: str = REGULAR) -> list[tuple[str, str]]:
    """Split ``text`` into runs of one font each: ``font`` where it has the glyph, else the next face that has it.

    For :data:`REGULAR` the faces are tried in the order DejaVu Sans, DejaVu Sans Bold,
    Droid Sans Fallback; for :data:`BOLD`, DejaVu Sans Bold first. A character none of them
    has stays in ``font`` (it prints as the font's missing-glyph box; :mod:`ledger.text`
    refuses such a character in a name).

    Args:
        text: any Unicode text.
        font: :data:`REGULAR` or :data:`BOLD`.

    Returns:
        ``[(font name, text), ...]`` in order, adjacent runs of one font merged.
    """
    register_fonts()
    covered = _coverage[font]
    runs: list[tuple[str, str]] = []
    for ch in text:
        name = font
        code = ord(ch)
        if code not in covered:
            for other in _CHAIN[font][1:]:
                if code in coverage(other):
                    name = other
                    break
        if runs and runs[-1][0] == name:
            runs[-1] = (name, runs[-1][1] + ch)
        else:
            runs.append((name, ch))
    return runs


def string_width(text: str, size: float, font: str = REGULAR) -> float:
    """Width of ``text`` set in ``font`` at ``size``, in points, fallback faces included."""
    width: float = sum(pdfmetrics.stringWidth(run, name, size) for name, run in font_runs(text, font))
    return width


def paragraph_markup(text: str, font: str = REGULAR) -> str:
    """``text`` escaped for a reportlab Paragraph, with ``<font>`` tags around the runs of another face."""
    parts = []
    for name, run in font_runs(text, font):
        escaped = escape(run)
        parts.append(escaped if name == font else f'<font name="{name}">{escaped}</font>')
    return "".join(parts)


def _ranges(codes: frozenset[int]) -> list[str]:
    """``codes`` as sorted ranges ``"0020-007E"`` (a single code point as ``"00A0"``)."""
    out: list[str] = []
    ordered = sorted(codes)
    start = previous = ordered[0]
    for code in [*ordered[1:], -1]:
        if code == previous + 1:
            previous = code
            continue
        out.append(f"{start:04X}" if start == previous else f"{start:04X}-{previous:04X}")
        start = previous = code
    return out


def printable_toml() -> str:
    """The text of ``ledger/printable.toml``: every code point at least one embedded font has a glyph for."""
    package = resources.files("sheets.fonts")
    union = frozenset().union(*(coverage(name) for name in FILES))
    lines = [
        "# The characters the sheets can print: every code point that at least one font embedded in the",
        "# PDFs (sheets/fonts/) has a glyph for. ledger.text refuses a name holding any other character.",
        "# Generated by `python -m sheets.fonts > ledger/printable.toml` from these files (sha256):",
    ]
    for filename in FILES.values():
        digest = hashlib.sha256(package.joinpath(filename).read_bytes()).hexdigest()
        lines.append(f"#   {filename}  {digest}")
    lines.append("# Do not edit: tests/sheets/test_sheets_fonts.py checks that it matches the fonts.")
    lines.append(f"count = {len(union)}")
    lines.append("ranges = [")
    ranges = _ranges(union)
    for start in range(0, len(ranges), 10):
        lines.append("    " + " ".join(f'"{r}",' for r in ranges[start : start + 10]))
    lines.append("]")
    return "\n".join(lines) + "\n"
