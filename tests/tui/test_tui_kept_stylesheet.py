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
from tui.base import stylesheet
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


class _Disabled(App[None]):
    """Two disabled siblings, one that can take the focus and one that cannot: Textual's own
    ``*:disabled:can-focus { opacity: 0.7 }`` matches the first only."""

    CSS = "Vertical { height: auto; }"

    def __init__(self) -> None:
        super().__init__()
        self.stylesheet.__class__ = KeptStylesheet

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("a", id="flat", disabled=True)
            focusable = Label("b", id="focusable", disabled=True)
            focusable.can_focus = True
            yield focusable


@run
async def test_siblings_restyled_together_keep_their_own_rules() -> None:
    """Review of b41f906: Textual's group cache, keyed without ``:can-focus``, handed the first sibling's
    rules to the second when both were restyled in one call (as a theme change does, the kept rules new)."""
    app = _Disabled()
    async with app.run_test() as pilot:
        await pilot.pause()
        flat, focusable = app.query_one("#flat"), app.query_one("#focusable")
        stylesheet._SHARED.clear()
        app.stylesheet._rules_kept().clear()
        app.stylesheet.update_nodes([flat, focusable])
        kept = (flat.styles.opacity, focusable.styles.opacity)
        for node in (flat, focusable):
            Stylesheet.apply(app.stylesheet, node)
        assert kept == (flat.styles.opacity, focusable.styles.opacity) == (1.0, 0.7)


@run
async def test_a_form_opened_again_is_styled_from_kept_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A widget whose focus or classes change is restyled animated (Textual's update_nodes): the rules worked out
    then are kept too, so a form opened again and worked the same way matches nothing anew (the form itself and
    the footer's keys were worked out again at every opening before)."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.purchase")
    worked_out: list[object] = []
    textuals = Stylesheet.apply

    def counted(self: Stylesheet, node: Any, **kwargs: Any) -> None:
        worked_out.append(type(node).__name__)
        textuals(self, node, **kwargs)

    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        for opening in range(3):
            if opening == 2:
                monkeypatch.setattr(Stylesheet, "apply", counted)
            key = await press_for(pilot, "purchase")
            for step in ("tab", "tab", "tab", "shift+tab"):
                await pilot.press(step)
                await pilot.pause()
            await pilot.press("escape")
            await pilot.pause()
        assert worked_out == []
        monkeypatch.undo()
        await pilot.press(key)
        await pilot.pause()
        assert _component_rules(app) == _textuals_own(app)


@run
async def test_an_app_started_again_finds_the_rules_kept_for_the_same_css(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What is kept is kept by the CSS parsed (tui.base.stylesheet._SHARED): a second app in the same process
    works out a small part of what the first did, and its styles are still Textual's own."""
    stylesheet._SHARED.clear()
    worked_out: list[int] = []
    textuals = Stylesheet.apply

    def counted(self: Stylesheet, node: Any, **kwargs: Any) -> None:
        worked_out[-1] += 1
        textuals(self, node, **kwargs)

    monkeypatch.setattr(Stylesheet, "apply", counted)
    for run_number in (1, 2):
        worked_out.append(0)
        (tmp_path / str(run_number)).mkdir()
        app, game_id = app_where_allowed(tmp_path / str(run_number), "air-fare-4p", "air_fare.draw")
        async with app.run_test(size=(80, 24)) as pilot:
            await open_game_at(pilot, game_id)
            await press_for(pilot, "draw")
            await pilot.press("tab")
            await pilot.pause()
            with monkeypatch.context() as textual_alone:
                textual_alone.setattr(Stylesheet, "apply", textuals)
                assert _component_rules(app) == _textuals_own(app)
    first, second = worked_out
    assert second * 4 < first, worked_out
