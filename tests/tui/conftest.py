"""Pilot presses as a banker types: each key is dealt with before the next one.

The app keeps the keys typed while a screen opens, or while the last key is still on its way through the
widgets, and hands them on one at a time on a short timer (``tui.app``: nothing typed is lost). Pilot's
``press`` waits for the app to be idle, which does not wait for those timers: a test would look at the
screen before a kept key has reached it. ``Pilot.press`` here also waits until every kept key has been
handed on, and, like a banker reading a "Not now", presses nothing while a key typed would not be used
(straight after a refused key).

``Pilot.pause()`` (no delay) waits for the process to go idle for 1 s at the most, then returns whatever is still
to run. After a game's table is drawn the app runs a full garbage collection (``tui.app.settle_heap``); in a test
worker that has run some hundreds of tests its heap has grown and the collection takes longer than that second: the
pause returned with the table's after-refresh work (its Next line, footer keys, latest actions) still to run, and
layout tests failed only in whole runs (two in our CI, three more on another machine). A pause here that took the
whole second is followed by another, up to five (``tests/tui_helpers.settled`` says the same for one pause).

A late look of a screen already closed (``AirbankerApp.FORGIVE_LATE_LOOKS``) stops the app in a test, as any fault
does: the banker's app logs it and goes on, which would hide a new one from the tests.
"""

from __future__ import annotations

import time
from typing import Any

from textual.pilot import Pilot

from tui.app import AirbankerApp

_press = Pilot.press
_pause = Pilot.pause


async def _pause_past_long_work(self: Pilot[Any], delay: float | None = None) -> None:
    if delay is not None:
        await _pause(self, delay)
        return
    for _ in range(5):
        started = time.monotonic()
        await _pause(self)
        if time.monotonic() - started < 0.9:
            return


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
# a late look of a closed screen stops the app in a test, as any fault does (the banker's app logs it and goes on)
AirbankerApp.FORGIVE_LATE_LOOKS = False
Pilot.pause = _pause_past_long_work  # type: ignore[method-assign]
