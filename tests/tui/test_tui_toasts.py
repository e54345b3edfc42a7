"""A notice whose time runs out as a screen opens never hangs the app (tui.base.toasts; Textual 8.2.8 loops for
ever on a timer of negative delay). Run in a child process with a time limit: without the guard it never ends."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from textual.widgets._toast import Toast
from tui_helpers import drawn_text, import_sample, keys, make_app, run

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


@run
async def test_a_not_now_withdrawn_as_a_form_opens_is_gone_from_the_table_under_it(tmp_path: Path) -> None:
    """A newcomer's try, 1930 at 80x24: x (refused: not at 10 tokens), then b: the three-line "Not now" moved over
    the title and the turn line for seconds, above the Buy form it had nothing to do with. Withdrawn, it stayed drawn
    on the table screen under the form (Textual draws the notices again on the screen on top only), and the table
    seen through the form's dimmed background showed it at the top. The sample's Turn 2 Normal Stock Round, Neal to
    buy or pass (golden-age-4p.md)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 44)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        table = app.screen
        await keys(pilot, "x")
        await pilot.pause(0.5)
        assert list(table.query(Toast)), "the Not now is shown"
        await keys(pilot, "b")
        await pilot.pause(0.2)
        assert app.screen is not table
        assert not list(table.query(Toast)), [str(t.render()) for t in table.query(Toast)]
        assert "Not now" not in drawn_text(app)
