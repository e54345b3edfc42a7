"""The layers of DESIGN.md, checked: ledger imports neither sheets nor tui (nor textual);
sheets never imports tui or textual. Imports point downward only.

The import contracts of pyproject.toml (``[tool.importlinter]``) are run by import-linter;
the AST check below stays as a second, dependency-free look at the same layers."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = {"ledger": {"sheets", "tui", "textual"}, "sheets": {"tui", "textual"}}


def imported_packages(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_imports_point_downward_only(package: str) -> None:
    offenders = {
        str(path.relative_to(ROOT)): sorted(imported_packages(path) & FORBIDDEN[package])
        for path in (ROOT / package).rglob("*.py")
        if imported_packages(path) & FORBIDDEN[package]
    }
    assert offenders == {}


def test_import_contracts_of_pyproject_are_kept() -> None:
    """The contracts of ``[tool.importlinter]`` (pyproject.toml), checked by import-linter: the
    layers tui > sheets > ledger, headless ledger and sheets, independent games, an engine
    that knows no game, screens that read view models."""
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "from importlinter.cli import lint_imports_command; lint_imports_command()",
            "--no-cache",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def _module_level_imports(path: Path) -> set[str]:
    """Packages imported at module level (not inside a function or class body)."""
    names: set[str] = set()
    tree = ast.parse(path.read_text("utf-8"), filename=str(path))
    stack: list[ast.AST] = list(ast.iter_child_nodes(tree))
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0] if node.level == 0 else f".{node.module}")
        stack.extend(ast.iter_child_nodes(node))
    return names


def test_the_command_line_loads_no_textual_until_the_banker_opens_the_seat() -> None:
    """``airbanker recap``, ``demo`` and the others start fast: tui/cli.py imports neither textual
    nor a module of tui that does, except inside the functions that open the TUI (import-linter
    sees every import, wherever it is; this one is about module level only)."""
    imported = _module_level_imports(ROOT / "tui" / "cli.py")
    assert "textual" not in imported
    assert {name for name in imported if name.startswith(".") or name == "tui"} == set()


def test_the_first_frame_of_the_seat_needs_no_pydantic_nor_sqlalchemy() -> None:
    """The TUI's first frame after launch (the list of games, tui.screens.start) imports neither pydantic (the
    games' metas and rules, the new-game form: tui.screens.new_game) nor SQLAlchemy (the book, opened after
    the first frame): imported before it, the first frame took 2.0x a bare Textual app's, without them 1.4x
    (benchmarks/tui_latency.py, 2026-12-03). A new process, so that nothing imported by other tests counts."""
    code = (
        "import sys, tui.cli, tui.app, tui.screens.start\n"
        "print(sorted(m for m in ('pydantic', 'sqlalchemy', 'sqlmodel') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
