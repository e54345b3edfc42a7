"""Layout pieces every sheet shares (:mod:`sheets.common`): fitting and wrapping text fast."""

from __future__ import annotations

import time

import pytest

from sheets.common import Text, WrappedText, fit_words, wrap_words
from sheets.fonts import string_width


def _wrap_one_character_at_a_time(text: str, size: float, width: float, font: str) -> list[str]:
    """The wrap as it was before the review (measuring shorter and shorter pieces): the reference."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if not line or string_width(candidate, size, font) <= width:
            line = candidate
        else:
            lines.append(line)
            line = word
        while string_width(line, size, font) > width and len(line) > 1:
            cut = len(line) - 1
            while cut > 1 and string_width(line[:cut], size, font) > width:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
    if line or not lines:
        lines.append(line)
    return lines


@pytest.mark.parametrize(
    "text",
    [
        "Club night — game 7",
        "x" * 150,
        "An " + "overlong" * 20 + " word, then more words " * 3,
        "李小龍" * 40,
        "W",
        "",
    ],
)
def test_the_wrap_breaks_where_it_always_did(text: str) -> None:
    wrapped = WrappedText(text, size=16, bold=True, max_lines=3, min_size=8)
    for size in (16.0, 8.0):
        assert wrapped._wrap_at(size, 120.0) == _wrap_one_character_at_a_time(wrapped.text, size, 120.0, wrapped.font)


def test_a_title_of_thousands_of_characters_in_one_word_wraps_in_a_moment() -> None:
    """Review: a 1,000-character word took over 60 s (5,000: never ended), one character at a time."""
    for text in ("x" * 5000, "李" * 3000):
        start = time.perf_counter()
        title = WrappedText(text, size=16, bold=True, max_lines=3, min_size=8)
        _width, height = title.wrap(700.0, 600.0)
        assert time.perf_counter() - start < 10
        assert "".join(title._lines) == text
        assert all(string_width(line, title._fit_size, title.font) <= 700.0 for line in title._lines)
        assert height > 0


@pytest.mark.parametrize("text", ["Дмитрий Александрович Çelik-Øvergård 李小龍", "y" * 5000])
def test_a_cell_cuts_an_overlong_text_with_an_ellipsis_quickly(text: str) -> None:
    cell = Text(text)
    start = time.perf_counter()
    cell.wrap(60.0, 20.0)
    assert time.perf_counter() - start < 5
    fit = cell._fit_text
    assert fit.endswith("…")
    kept = fit[:-1]
    assert text.startswith(kept)
    assert string_width(fit, cell._fit_size, cell.font) <= 60.0
    # one more character would not fit: nothing is cut that could have stayed
    assert string_width(text[: len(kept) + 1] + "…", cell._fit_size, cell.font) > 60.0


def test_a_name_breaks_after_its_hyphen_and_keeps_its_words_whole() -> None:
    """The wrap the 1930 dividend summary sets names with: at spaces and after hyphens, never inside a word."""
    name = "Maximiliana Fetherstonhaugh-Worthington"
    assert wrap_words(name, 0.0, size=8, after_hyphens=True, whole_words=True) == [
        "Maximiliana",
        "Fetherstonhaugh-",
        "Worthington",
    ]
    lines, size = fit_words(name, 70.0, size=8, least=6.5, most_lines=2, after_hyphens=True, whole_words=True)
    assert "".join(lines).replace(" ", "") == name.replace(" ", "")
    assert len(lines) <= 3 and 6.5 <= size <= 8
    # the same text without the option: the wide word is broken between characters to fit the width
    broken, _size = fit_words("Fetherstonhaugh-Worthington", 40.0, size=8, least=8, most_lines=1)
    assert len(broken) > 1 and all(string_width(line, 8) <= 40.0 for line in broken)
