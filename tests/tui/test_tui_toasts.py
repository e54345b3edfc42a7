"""A notice whose time runs out as a screen opens never hangs the app (tui.base.toasts; Textual 8.2.8 loops for
ever on a timer of negative delay). Run in a child process with a time limit: without the guard it never ends."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

CHILD = textwrap.dedent(
    """
    import asyncio, time
    from textual.app import App
    from textual.notifications import Notification
    from textual.widgets._toast import Toast

    GUARDED = {guarded}
    if GUARDED:
        import tui.app  # noqa: F401 - the app module guards every notice

    class Bare(App[None]):
        async def on_mount(self) -> None:
            # a notice of 3 s raised 3 s and a hair ago: its time left is below zero, as when a screen opens
            notice = Notification("Recorded #12", timeout=3)
            notice.raised_at = time.time() - 3.00005
            await self.mount(Toast(notice))
            self.set_timer(0.2, self.exit)

    async def main() -> None:
        async with Bare().run_test() as pilot:
            await pilot.pause(0.5)

    asyncio.run(main())
    print("answered")
    """
)


def run_child(guarded: bool, timeout: float) -> str:
    try:
        done = subprocess.run(
            [sys.executable, "-c", CHILD.format(guarded=guarded)],
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
            cwd=Path(__file__).parents[2],  # the checkout's tui, whichever folder pytest was started from
        )
    except subprocess.TimeoutExpired:
        return "hung"
    return done.stdout.strip() or done.stderr[-500:]


def test_a_notice_shown_as_its_time_runs_out_does_not_hang_the_app() -> None:
    assert run_child(guarded=True, timeout=60) == "answered"


def test_without_the_guard_textual_hangs_on_it() -> None:
    """The guard is still needed: the bare Textual of this install hangs (when a Textual release fixes it, this
    test says so, and the guard can go)."""
    assert run_child(guarded=False, timeout=8) == "hung"
