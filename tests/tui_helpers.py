"""Shared by the tests that play through the screens (tests/test_tui_*.py, Textual Pilot): the app on a
real SQLite file, async tests run without a plugin, key presses, and what the screen shows.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from ledger.store import Book
from tui.app import AirbankerApp

SIZE = (80, 24)

#: the key names :func:`keys` presses as one key (any other press longer than one character is typed)
KEY_NAMES = frozenset({"enter", "escape", "tab", "shift+tab", "down", "up", "ctrl+s", "ctrl+z", "ctrl+y", "ctrl+r",
                       "backspace", "space"})


def run(test: Callable[..., Awaitable[None]]) -> Callable[..., None]:
    """Run an async test with ``asyncio.run`` (no async plugin needed)."""

    @functools.wraps(test)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        asyncio.run(test(*args, **kwargs))

    return wrapper


def make_app(tmp_path: Path) -> AirbankerApp:
    return AirbankerApp(Book(f"sqlite:///{tmp_path / 't.sqlite'}"), config_path=tmp_path / "config.toml")


async def keys(pilot: Any, *presses: str) -> None:
    """Press keys, pausing after each; a press longer than one character that is not a key name is typed
    letter by letter."""
    for press in presses:
        if not press:
            continue
        if len(press) > 1 and press not in KEY_NAMES:
            await pilot.press(*press)
        else:
            await pilot.press(press)
        await pilot.pause()
    await pilot.pause()


async def pick(pilot: Any, option: str) -> None:
    """In a focused list (Select): open it, type the start of the option, choose it."""
    await keys(pilot, "enter", option, "enter")


def text(widget: Any) -> str:
    return str(widget.render())


def records(app: AirbankerApp) -> int:
    return len(app.game.records)


def balances(app: AirbankerApp) -> dict[str, int]:
    return {k: v for k, v in app.book.balances(app.game_id).items() if v}
