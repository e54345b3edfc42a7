"""Static checks: ``mypy --strict`` over the packages (``ledger``, ``sheets``, ``tui``), ruff's lint and its
formatter over all the code (``ledger``, ``sheets``, ``tui``, ``tests``, ``benchmarks``).

Both read their configuration from ``pyproject.toml`` (``[tool.mypy]``, ``[tool.ruff]``).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_mypy_strict_is_clean() -> None:
    # mypy's own incremental cache (.mypy_cache, git-ignored): it reads again only the modules that changed
    # and what depends on them, and gives the same errors as a cold run. A cold run costs about 25 s of CPU
    # (the stubs of textual, sqlalchemy and pydantic); a warm one half a second.
    result = _run("mypy", "--strict", "--cache-dir", str(ROOT / ".mypy_cache"), "ledger", "sheets", "tui")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_is_clean() -> None:
    result = _run("ruff", "check", "--no-cache", "ledger", "sheets", "tui", "tests", "benchmarks")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_applied() -> None:
    result = _run("ruff", "format", "--check", "--no-cache", "ledger", "sheets", "tui", "tests", "benchmarks")
    assert result.returncode == 0, result.stdout + result.stderr
