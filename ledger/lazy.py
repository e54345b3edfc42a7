"""Names of a package imported when first used (PEP 562), so that importing a game's package is cheap.

A game's package (``ledger/games/<game>/__init__.py``) names everything screens and sheets use from
it; importing all of its modules at once (the declared payloads build their pydantic models) took
about a third of the TUI's launch, for games the first screen never opens. The package lists its
names in an ``if TYPE_CHECKING:`` block of ``from .module import name`` lines, read by mypy and by
people as before, and ends with ``__getattr__ = lazy_exports(__name__, __file__)``: a name is then
imported from its module the first time it is asked for (``air_empire.table_view``, ``from
ledger.games.air_empire import RULES``).

A listed name may also be the name of one of the package's modules (Air Fare's ``landings``, the
function of the module ``.landings``): the package keeps the name listed, as its imports did, when
that module is imported (the import system sets each module imported as an attribute of its package).
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import sys
import types
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


class _Package(types.ModuleType):
    """A package whose names are imported when first used: a module of the package, once imported, does
    not take the place of a name the package lists under the same name."""

    def __setattr__(self, name: str, value: Any) -> None:
        shadowed = self.__dict__.get("_lazy_shadowed", frozenset())
        if name in shadowed and isinstance(value, types.ModuleType) and value.__name__ == f"{self.__name__}.{name}":
            return  # the module .name: the package's name stays what its list says (a function, say)
        super().__setattr__(name, value)


def lazy_exports(package: str, file: str) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package`` (its ``__name__``; ``file`` its ``__file__``) that imports a
    name of its ``if TYPE_CHECKING:`` block from its module when first asked for, and keeps it.

    Raises (from the returned function):
        AttributeError: a name the package does not list.
    """
    table = _exports(package, Path(file).read_text(encoding="utf-8"))
    folder = Path(file).parent
    module = sys.modules[package]
    module.__dict__["_lazy_shadowed"] = frozenset(
        name for name in table if (folder / f"{name}.py").exists() or (folder / name).is_dir()
    )
    module.__class__ = _Package

    def __getattr__(name: str) -> Any:  # noqa: N807 - the module hook's name (PEP 562)
        try:
            where, there = table[name]
        except KeyError:
            raise AttributeError(f"module {package!r} has no attribute {name!r}") from None
        value = getattr(importlib.import_module(where), there)
        setattr(module, name, value)
        return value

    return __getattr__
