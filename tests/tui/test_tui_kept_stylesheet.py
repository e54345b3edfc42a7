"""The app's stylesheet keeps the rules matched for a node by its path (tui/base/stylesheet.py): every widget's
styles and component styles are the ones Textual's own stylesheet works out, through focus moves, reopening and
a change of theme."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.color import Color
from textual.containers import Vertical
from textual.css.stylesheet import Stylesheet
from textual.widgets import Label
from tui_helpers import app_where_allowed, open_game_at, press_for, run

from tui.app import AirbankerApp
from tui.base.stylesheet import KeptStylesheet


def _nodes(app: AirbankerApp) -> list[Any]:
    """Every widget of every screen of the app (the form and the table under it)."""
    return [node for screen in app.screen_stack for node in screen.walk_children(with_self=True)]


def _component_rules(app: AirbankerApp) -> dict[tuple[int, str], Any]:
    """Each widget's rules and notes (component ""), and each component style's rules: (id(), component) ->."""
    rules: dict[tuple[int, str], Any] = {}
    for node in _nodes(app):
        notes = (node._has_hover_style, node._has_focus_within, node._has_order_style, node._has_odd_or_even)
        rules[(id(node), "")] = (dict(node.styles.base._rules), notes)
        for component, styles in node._component_styles.items():
            rules[(id(node), component)] = dict(styles.base._rules)
    return rules


def _textuals_own(app: AirbankerApp) -> dict[tuple[int, str], Any]:
    """The same, worked out again by Textual's own stylesheet code, nothing kept."""
    for node in _nodes(app):
        Stylesheet.apply(app.stylesheet, node)
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
    app, game_id = app_where_allowed(tmp_path, sample, kind)
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.stylesheet, KeptStylesheet)
        await open_game_at(pilot, game_id)
        key = await press_for(pilot, action)
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


class _Twins(App[None]):
    """Two containers alike but for their ids, a rule naming one id only as an ancestor."""

    CSS = """
    #warm Label { color: red; }
    Label { color: blue; }
    """

    def __init__(self) -> None:
        super().__init__()
        self.stylesheet.__class__ = KeptStylesheet

    def compose(self) -> ComposeResult:
        with Vertical(id="warm"):
            yield Label("a", id="in-warm")
        with Vertical(id="cold"):
            yield Label("b", id="in-cold")


@run
async def test_an_id_named_only_as_an_ancestor_tells_paths_apart() -> None:
    app = _Twins()
    async with app.run_test() as pilot:
        await pilot.pause()
        assert app.query_one("#in-warm").styles.color == Color.parse("red")
        assert app.query_one("#in-cold").styles.color == Color.parse("blue")
