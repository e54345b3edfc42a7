"""Names of a package imported when first used (PEP 562), so that importing a game's package is cheap.

A game's package (``ledger/games/<game>/__init__.py``) names everything screens and sheets use from
it; importing all of its modules at once (the declared payloads build their pydantic models) took
about a third of the TUI's launch, for games the first screen never opens. The package lists its
names in an ``if TYPE_CHECKING:`` block of ``from .module import name`` lines, read by mypy and by
people as before, and ends with ``__getattr__ = lazy_exports(__name__, __file__)``: a name is then
imported from its module the first time it is asked for (``air_empire.table_view``, ``from
ledger.games.air_empire import RULES``).
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

__all__ = ["lazy_exports"]


def _exports(package: str, source: str) -> dict[str, tuple[str, str]]:
    """The names the ``if TYPE_CHECKING:`` blocks of ``source`` import: name -> (absolute module, name there)."""
    out: dict[str, tuple[str, str]] = {}
    for node in ast.parse(source).body:
        if not (isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"):
            continue
        for line in node.body:
            if isinstance(line, ast.ImportFrom):
                module = importlib.util.resolve_name("." * line.level + (line.module or ""), package)
                for alias in line.names:
                    out[alias.asname or alias.name] = (module, alias.name)
    return out


def lazy_exports(package: str, file: str) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package`` (its ``__name__``; ``file`` its ``__file__``) that imports a
    name of its ``if TYPE_CHECKING:`` block from its module when first asked for, and keeps it.

    Raises (from the returned function):
        AttributeError: a name the package does not list.
    """
    table: dict[str, tuple[str, str]] | None = None

    def __getattr__(name: str) -> Any:  # noqa: N807 - the module hook's name (PEP 562)
        nonlocal table
        if table is None:
            table = _exports(package, Path(file).read_text(encoding="utf-8"))
        try:
            module, there = table[name]
        except KeyError:
            raise AttributeError(f"module {package!r} has no attribute {name!r}") from None
        value = getattr(importlib.import_module(module), there)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
