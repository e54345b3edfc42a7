"""Shared by the tests that read the printed sheets back (tests/sheets/): a page rendered to a picture."""

from __future__ import annotations

import subprocess
from pathlib import Path

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def page_png(pdf: Path, folder: Path, page: int = 1, *, dpi: int = 60, gray: bool = False) -> Path:
    """``pdf``'s page ``page`` (1 first) rendered by poppler's ``pdftoppm`` at ``dpi`` (in grey with ``gray``) into
    ``folder``, checked to be a PNG file; its path. The caller skips when ``pdftoppm`` is not installed."""
    colour = ["-gray"] if gray else []
    command = ["pdftoppm", "-png", *colour, "-r", str(dpi), "-f", str(page), "-l", str(page), str(pdf)]
    subprocess.run([*command, str(folder / "page")], check=True)
    (png,) = folder.glob("page*.png")
    assert png.read_bytes()[:8] == PNG_SIGNATURE
    return png
