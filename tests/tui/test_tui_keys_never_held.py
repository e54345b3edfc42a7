"""The keys typed ahead are never held for good (tui/app.py, AirbankerApp: the keys kept while a screen opens, or while
the last key is on its way, handed on one at a time). A newcomer's session once stopped taking every key, Esc and
ctrl+q too, while it still redrew on a resize (Air Fare, 80x24, turn 4's Flying Phase form, "minor" typed in a burst:
the list's search stopped at "mino"). The look handing the next key on ran on Textual's timer, which gives up its one
call when more than its 5 ms pass between its first two looks at the clock: the process held off the processor just
then lost the look, and every later key was kept behind it. The looks now run on the event loop's own clock, a watch
hands the keys on should nothing else (a screen never ready), and ctrl+q is never held for good."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import pytest
import textual.timer
from textual import _time
from textual.app import ComposeResult
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Input
from tui_helpers import drawn_text, import_sample, make_app, open_game_at, run, send_at_once, type_fast

import tui.app
from tui.base.widgets import QuitQuestion, SearchOverlay
from tui.games.air_fare.table import AirFareScreen


class _HeldUpClock:
    """Textual's clock as its timers read it, on a busy machine: a look at it by a timer of 5 ms or less comes 6 ms
    late (the process held off the processor, another thread holding Python's lock)."""

    sleep = staticmethod(_time.sleep)

    @staticmethod
    def get_time() -> float:
        timer = sys._getframe(1).f_locals.get("self")
        if isinstance(timer, Timer) and timer._interval <= 0.005:
            time.sleep(0.006)
        return _time.get_time()


@run
async def test_a_burst_typed_while_the_process_is_held_up_reaches_the_form(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", 17)  # turn 4, Flying Phase
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        monkeypatch.setattr(textual.timer, "_time", _HeldUpClock)
        await type_fast(pilot, "f", "minor")  # the form opens on its first list; "m" opens it and searches
        assert not app._typed_ahead, [key.key for key in app._typed_ahead]
        overlay = app.focused
        assert isinstance(overlay, SearchOverlay) and overlay._search_query == "minor"
        assert 'search "minor"' in drawn_text(app)
        await type_fast(pilot, "escape", "escape")  # the list closed, then the form
        assert isinstance(app.screen, AirFareScreen)


class _NeverReady(Screen[None]):
    """A screen that never says it is ready for the keys typed for it: what waits for its refresh never runs."""

    def compose(self) -> ComposeResult:
        yield Input(id="typed")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def call_after_refresh(self, callback: Any, *args: Any, **kwargs: Any) -> bool:
        return True  # taken, never run

    def unsaved(self) -> bool:
        """Something typed and not recorded (as a form says it): ctrl+q asks first."""
        return bool(self.query_one(Input).value)


@run
async def test_keys_held_for_a_screen_never_ready_reach_it_all_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tui.app, "HOLD_KEYS_AT_MOST", 3600.0)  # the screen's own deadline far off: only the watch
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(_NeverReady())
        await type_fast(pilot, "abc")  # waits for the keys held to be handed on (a few seconds at most)
        assert not app._typed_ahead, [key.key for key in app._typed_ahead]
        assert app.screen.query_one(Input).value == "abc"
        await type_fast(pilot, "d")  # the next key is not held either
        assert app.screen.query_one(Input).value == "abcd"


@run
async def test_ctrl_q_behind_held_keys_asks_about_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tui.app, "HOLD_KEYS_AT_MOST", 3600.0)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(_NeverReady())
        send_at_once(app, "a", "ctrl+q")
        await pilot.pause()
        assert [key.key for key in app._typed_ahead] == ["a", "ctrl+q"]  # held for the screen opening, in order
        assert not app._exit
        for _ in range(40):  # the watch hands them on: "a" to the field, then ctrl+q asks about it
            await pilot.pause(0.1)
            if isinstance(app.screen, QuitQuestion):
                break
        assert isinstance(app.screen, QuitQuestion)
        assert app.screen_stack[-2].query_one(Input).value == "a"
        await pilot.press("ctrl+q")  # again: quits
        await pilot.pause()
        assert app._exit
