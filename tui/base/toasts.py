"""A guard around Textual's notices: a notice shown again on a new screen never hangs the app.

Textual 8.2.8 draws the notices again on each screen opened: :meth:`textual.widgets._toast.ToastRack.show` keeps a
notice whose time has not run out, and the :class:`~textual.widgets._toast.Toast` made for it then reads the time
left once more, some microseconds later. A "Recorded" notice (3 seconds) running out in between leaves a time
a hair below zero (-0.0000455 s, seen), and :meth:`textual.timer.Timer._run` loops for ever on a negative
interval without yielding: the app stops answering every key (a newcomer's try, 1930: a form opened some three
seconds after recording a Fly). The guard gives such a notice a moment to go instead.
"""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.notifications import Notification
from textual.widgets._toast import Toast

__all__ = ["SHORTEST", "guard_toasts", "withdraw"]

#: seconds a notice shown again stays at the least (its time was running out as the screen opened)
SHORTEST = 0.05


def guard_toasts() -> None:
    """Make every Textual notice start its timer at :data:`SHORTEST` seconds or more (idempotent).

    Called once when the app module is imported; changes :class:`~textual.widgets._toast.Toast` for the process.
    """
    if getattr(Toast, "_airbanker_guarded", False):
        return
    mounted = Toast._on_mount

    def _on_mount(self: Any, event: Any) -> None:
        self._timeout = max(SHORTEST, self._timeout)
        mounted(self, event)

    Toast._on_mount = _on_mount  # type: ignore[method-assign,assignment]
    Toast._airbanker_guarded = True  # type: ignore[attr-defined]


def withdraw(app: App[Any], notification: Notification) -> None:
    """Take ``notification`` (the app's ``last_notice`` after a notify) off the screen now; nothing when it has
    gone already, the others stay (a "Refused" of another screen, a "Not printed").

    Textual 8.2.8 has no public call for one notice (:meth:`~textual.app.App.clear_notifications` clears them
    all): this reads the app's own ``_unnotify``, the one a click on a notice calls, and does nothing without it.
    """
    unnotify = getattr(app, "_unnotify", None)
    if unnotify is not None and notification in getattr(app, "_notifications", ()):
        unnotify(notification)  # drawn again on the screen on top, none under it (AirbankerApp._refresh_notifications)
