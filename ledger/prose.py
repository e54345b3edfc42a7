"""Lists said as a sentence says them: ``"Ann"``, ``"Ann and Bea"``, ``"Ann, Bea and Cal"``.

One way for every screen, notice and ledger view that names several players, airlines or options in a row (it was
written out in some ten places, each with its own way of saying one item). Pure: no game, no terminal.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["listed"]


def listed(items: Sequence[str], last: str = "and") -> str:
    """``items`` joined as prose: commas between them, ``last`` ("and", "or") before the last one, no serial
    comma; one item alone as it is; ``""`` for none.

    >>> listed(["Ann", "Bea", "Cal"])
    'Ann, Bea and Cal'
    >>> listed(["Relocate", "Research"], "or")
    'Relocate or Research'
    """
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"
