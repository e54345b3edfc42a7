"""The app's stylesheet keeps the rules of component classes by path (tui/base/stylesheet.py): every widget's
component styles are the ones Textual's own stylesheet works out, through focus moves and a change of theme."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.css.stylesheet import Stylesheet
from tui_helpers import first_allowed, import_sample, run

from ledger.store import Book
from tui.app import AirbankerApp
from tui.base.stylesheet import KeptStylesheet


def _component_rules(app: AirbankerApp) -> dict[tuple[int, str], dict[str, Any]]:
    """Each component style's rules of every widget on the screen: (widget's id(), component) -> rules."""
    return {
        (id(node), component): dict(styles.base._rules)
        for node in app.screen.walk_children(with_self=True)
        for component, styles in node._component_styles.items()
    }


def _textuals_own(app: AirbankerApp) -> dict[tuple[int, str], dict[str, Any]]:
    """The same, worked out again by Textual's own stylesheet code, nothing kept."""
    for node in app.screen.walk_children(with_self=True):
        Stylesheet._process_component_classes(app.stylesheet, node)
    return _component_rules(app)


@pytest.mark.parametrize(
    ("sample", "kind", "action"),
    [
        ("air-empire-basic-4p", "air_empire.purchase", "purchase"),
        ("golden-age-4p", "golden_age.end_turn", "journal"),
        ("air-fare-4p", "air_fare.draw", "draw"),
    ],
)
@run
async def test_component_styles_are_textuals_own(tmp_path: Path, sample: str, kind: str, action: str) -> None:
    book = Book(f"sqlite:///{tmp_path / 'book.sqlite'}")
    game_id = import_sample(book, sample, first_allowed(sample, kind))
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.stylesheet, KeptStylesheet)
        app.open_game(game_id)
        await pilot.pause()
        key = next(str(b.key) for _k, b in app.screen._bindings if b.action in (action, f"app.{action}"))
        await pilot.press(key)
        await pilot.pause()
        for step in ("", "tab", "tab", "shift+tab"):
            if step:
                await pilot.press(step)
                await pilot.pause()
            kept = _component_rules(app)
            assert kept, "no widget with component classes on screen"
            assert kept == _textuals_own(app), step
        # the rules are kept: opened again, the widgets' component styles come from kept rules, a few new paths
        # aside (a first opening meets some of its own, e.g. the form before its size classes are set)
        reopened = []
        for _again in range(2):
            worked_out = len(app.stylesheet._kept)
            await pilot.press("escape")
            await pilot.pause()
            await pilot.press(key)
            await pilot.pause()
            reopened.append(len(app.stylesheet._kept) - worked_out)
        assert reopened[-1] * 4 < len(_component_rules(app)), (reopened, len(_component_rules(app)))
        assert _component_rules(app) == _textuals_own(app)
        app.theme = "textual-light"
        await pilot.pause()
        kept = _component_rules(app)
        assert kept == _textuals_own(app), "after the theme changed"
