"""Pilot presses as a banker types: each key is dealt with before the next one.

The app keeps the keys typed while a screen opens, or while the last key is still on its way through the
widgets, and hands them on one at a time on a short timer (``tui.app``: nothing typed is lost). Pilot's
``press`` waits for the app to be idle, which does not wait for those timers: a test would look at the
screen before a kept key has reached it. ``Pilot.press`` here also waits until every kept key has been
handed on, and, like a banker reading a "Not now", presses nothing while a key typed would not be used
(straight after a refused key).
"""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

_press = Pilot.press


async def _press_as_a_banker(self: Pilot[Any], *keys: str) -> None:
    app: Any = self.app
    for _ in range(200):
        if not getattr(app, "keys_unused_now", lambda: False)():
            break
        await self.pause(0.05)
    await _press(self, *keys)
    for _ in range(400):
        if not (getattr(app, "_typed_ahead", None) or getattr(app, "_opening", None)):
            break
        await self.pause(0.01)


Pilot.press = _press_as_a_banker  # type: ignore[method-assign]
