"""The help (F1) finds every screen's keys itself: the screens on the stack first, each with the
keys it inherits (tui/widgets.py's FormScreen and ConfirmScreen) and those of its widgets, then
every other screen of the tui package — no list of screens kept by hand."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path
from typing import Any

from textual.screen import Screen
from tui_helpers import keys, make_app, run

import tui
from tui.base.widgets import ConfirmScreen, FormScreen
from tui.screens.help import HelpScreen, binding_ids, class_bindings, screen_classes
from tui.screens.start import GamesTable, NewGameScreen, StartScreen


def _subclasses(cls: type) -> set[type]:
    out: set[type] = set()
    for sub in cls.__subclasses__():
        out |= {sub} | _subclasses(sub)
    return out


def test_every_screen_of_the_package_with_keys_is_found() -> None:
    for info in pkgutil.iter_modules(tui.__path__):
        importlib.import_module(f"tui.{info.name}")
    expected = {cls for cls in _subclasses(Screen) if cls.__module__.startswith("tui.") and class_bindings(cls)}
    found = list(screen_classes())
    assert set(found) == expected and len(found) == len(expected)
    assert ConfirmScreen in found  # tui/widgets.py: the help used to miss it


def test_a_form_has_the_keys_it_inherits_from_form_screen() -> None:
    forms = [cls for cls in screen_classes() if issubclass(cls, FormScreen) and cls is not FormScreen]
    assert forms
    inherited = {b.key for b in class_bindings(FormScreen)}  # ctrl+s records, Esc cancels
    for cls in forms:
        assert inherited <= {b.key for b in class_bindings(cls)}, cls  # inherited, or bound again by the form
    assert any("form_record" in {b.id for b in class_bindings(cls)} for cls in forms)
    assert {"open_game", "form_record", "confirm_yes"} <= binding_ids()


def _section(text: str, heading: str) -> str:
    start = text.index(heading)
    end = text.find("\n### ", start + 1)
    return text[start:] if end < 0 else text[start:end]


@run
async def test_f1_on_the_new_game_form_shows_its_keys_then_the_list_of_games_with_its_enter(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        await keys(pilot, "n")
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text: Any = app.screen._text
        this = _section(text, "### New game (this screen)")
        assert "id `new_game_create`" in this and "id `new_game_cancel`" in this
        start = _section(text, "### Start")
        assert "id `new_game`" in start and "id `open_game`" in start  # GamesTable's Enter, on the start screen
        assert GamesTable.__name__ not in text
        assert text.index("### New game (this screen)") < text.index("### Start") < text.index("### Confirm")
        assert "id `confirm_yes`" in _section(text, "### Confirm")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
