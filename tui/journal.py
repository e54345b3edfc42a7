"""Journal, undo and redo with confirmation, count cash, audit."""

from __future__ import annotations

from typing import Any


def confirm_undo(app: Any) -> None:
    """Ask to undo the latest action in force, naming it; undo on yes."""
    target = app.game.undo_target()
    if target is None:
        app.notify("Nothing to undo.", severity="warning")
        return
    rec = app.record("undo", {"target": target.seq})
    del rec


def confirm_redo(app: Any) -> None:
    """Ask to redo the latest undone action, naming it; redo on yes."""
    target = app.game.redo_target()
    if target is None:
        app.notify("Nothing to redo.", severity="warning")
        return
    app.record("redo", {"target": target.seq})
