"""A list of the forms (:class:`tui.base.widgets.LiteralSelect`) draws its closed line itself.

Issue 13 ("Fast"): the closed line was a widget of its own inside each list, and each widget a form mounts is
time before its first frame. What the banker sees and does must not change: the choice (or the prompt) as
typed, cut with "…", the arrow turning while the list is open, the open list below the closed line, a click on
the closed line opening it, and the focused list marked.
"""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.widgets import Input
from tui_helpers import run

from tui.base.widgets import LiteralSelect


class _Lists(App[None]):
    CSS = "LiteralSelect { width: 30; } LiteralSelect:focus { background: $accent 35%; }"

    def compose(self) -> ComposeResult:
        yield LiteralSelect([("Boise", 1), ("[b]Iowa City[/b] and a name much too long", 2)], id="city", value=2)
        yield LiteralSelect([("Expand", 1), ("Fly", 2)], id="action", prompt="choose an action")
        yield Input(id="after")


def _line(app: Any, y: int) -> str:
    return "".join(segment.text for segment in app.screen._compositor.render_strips()[y]).rstrip()


@run
async def test_the_closed_list_shows_the_choice_as_typed_cut_and_the_prompt() -> None:
    app = _Lists()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        city = app.query_one("#city", LiteralSelect)
        assert not city.children  # nothing inside while closed: one widget
        first, second = _line(app, 0), _line(app, 1)
        assert first.startswith("[b]Iowa City[/b] and a n")  # as typed, never markup
        assert first.endswith("…  ▼")  # cut with "…", then the arrow
        assert len(first) <= 30
        assert second.startswith("choose an action") and second.endswith("▼")
        assert city.shown_label == "[b]Iowa City[/b] and a name much too long"
        assert app.query_one("#action", LiteralSelect).shown_label == "choose an action"
        # the prompt and the arrow dimmed; the choice in the text's colour
        segments = list(app.screen._compositor.render_strips()[1])
        prompt = next(s for s in segments if "choose" in s.text)
        chosen = next(s for s in app.screen._compositor.render_strips()[0] if "Iowa" in s.text)
        assert prompt.style is not None and chosen.style is not None
        assert prompt.style.color != chosen.style.color


@run
async def test_the_open_list_is_below_the_closed_line_and_the_arrow_turns() -> None:
    app = _Lists()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        city = app.query_one("#city", LiteralSelect)
        assert city.has_focus
        await pilot.press("space")
        await pilot.pause()
        overlay = city._list
        assert overlay is not None and city.expanded
        assert overlay.region.y == city.region.y + 1  # the closed line stays in sight above its options
        assert _line(app, 0).endswith("▲")
        await pilot.press("up", "enter")
        await pilot.pause()
        assert city.value == 1 and not city.expanded
        assert _line(app, 0).startswith("Boise") and _line(app, 0).endswith("▼")


@run
async def test_a_click_on_the_closed_line_opens_the_list_and_one_on_an_option_picks_it() -> None:
    app = _Lists()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        action = app.query_one("#action", LiteralSelect)
        await pilot.click("#action")
        await pilot.pause()
        assert action.expanded and action._list is not None
        await pilot.click("#action", offset=(2, 3))  # the option "Fly" (the frame's top, then Expand, then Fly)
        await pilot.pause()
        assert action.value == 2 and not action.expanded


@run
async def test_the_focused_list_is_marked() -> None:
    app = _Lists()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        focused = app.query_one("#city", LiteralSelect)
        other = app.query_one("#action", LiteralSelect)
        assert focused.has_focus
        assert focused.rich_style.bgcolor != other.rich_style.bgcolor
        await pilot.press("tab")
        await pilot.pause()
        assert other.has_focus
        assert focused.rich_style.bgcolor != other.rich_style.bgcolor


@run
async def test_an_open_list_starts_on_the_choice_or_on_the_first_option() -> None:
    """A newcomer's try: an open list's cursor started on its dimmed prompt line, so Down then Enter was needed for
    the first option (and Enter alone chose nothing). It starts on the option chosen, or on the first real option
    when nothing is chosen yet. The prompt is no line of the open list: taken, it was refused (a newcomer's try of
    the Tax Table's "Where from": one Down meant for "board", the line after "choose", chose "illustrative")."""
    app = _Lists()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        city = app.query_one("#city", LiteralSelect)
        await pilot.press("space")  # Iowa City chosen (Boise, then Iowa City: no prompt line)
        await pilot.pause()
        assert city._list is not None and city._list.highlighted == 1
        await pilot.press("escape", "tab")
        await pilot.pause()
        action = app.query_one("#action", LiteralSelect)
        assert action.has_focus
        await pilot.press("space")
        await pilot.pause()
        assert action._list is not None and action._list.highlighted == 0  # Expand, not "choose an action"
        await pilot.press("enter")
        await pilot.pause()
        assert action.value == 1
        await pilot.press("down")  # Down opens it too, on the choice
        await pilot.pause()
        assert action._list.highlighted == 0
        assert action._list.option_count == 2  # Expand and Fly: the prompt is no line to choose (it was refused)
        await pilot.press("up")
        await pilot.pause()
        assert action._list.highlighted == 0  # Up stops at Expand: no prompt line above it (nor round to Fly)


class _Actions(App[None]):
    def compose(self) -> ComposeResult:
        labels = ("Expand: Gates in 1 or 2 cities", "Relocate: move 1 or 2 Gates", "Research", "Fly", "Stand")
        yield LiteralSelect([(label, index) for index, label in enumerate(labels)], id="action", prompt="choose")


@run
async def test_a_letter_typed_again_goes_to_the_next_option_it_begins() -> None:
    """1930's list of actions (a newcomer's try): "r" found Relocate, and "r" again matched nothing, left nothing
    highlighted, and Enter did nothing. A letter typed again goes to the next option it begins, round again after
    the last, as in a file manager; more letters still narrow the search ("res": Research)."""
    app = _Actions()
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        action = app.query_one("#action", LiteralSelect)
        labels = action.labels()  # as the open list offers them (no blank line)

        async def highlighted(*typed: str) -> str:
            await pilot.press(*typed)
            await pilot.pause()
            overlay = action._list
            assert overlay is not None and overlay.highlighted is not None
            return labels[overlay.highlighted]

        assert (await highlighted("r")).startswith("Relocate")
        assert (await highlighted("r")).startswith("Research")
        assert (await highlighted("r")).startswith("Relocate")  # round again
        await pilot.press("escape")  # the list closed: a search begins anew
        await pilot.pause()
        assert (await highlighted("r", "e", "s")) == "Research"
        await pilot.press("enter")
        await pilot.pause()
        assert action.value == 2


class _Names(App[None]):
    def compose(self) -> ComposeResult:
        names = ("Abby", "Bea", "Bob", "Cal")
        yield LiteralSelect([(name, index) for index, name in enumerate(names)], id="player", prompt="choose")


@run
async def test_a_letter_typed_again_cycles_before_any_search_and_skips_the_blank() -> None:
    """A review: "bb" searched the pair first and went to Abby, whose name holds it, not to the next name beginning
    with b; and "cc" could land on the blank line ("choose"). A letter typed again cycles among the names it
    begins, the blank line left out."""
    app = _Names()
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        player = app.query_one("#player", LiteralSelect)
        labels = player.labels()  # as the open list offers them (no blank line)

        async def highlighted(*typed: str) -> str:
            await pilot.press(*typed)
            await pilot.pause()
            overlay = player._list
            assert overlay is not None and overlay.highlighted is not None
            return labels[overlay.highlighted]

        assert await highlighted("b") == "Bea"
        assert await highlighted("b") == "Bob"
        await pilot.press("escape")
        await pilot.pause()
        assert await highlighted("c") == "Cal"
        assert await highlighted("c") == "Cal"  # the only name beginning with c: the blank line is not one


class _Accented(App[None]):
    def compose(self) -> ComposeResult:
        names = ("Ann", "Bea", "Çelik", "Zoë")
        yield LiteralSelect([(name, index) for index, name in enumerate(names)], id="player", prompt="choose")


@run
async def test_a_letter_finds_a_name_with_an_accent() -> None:
    """A review: on the Air Empire sample's "Who pays" list, "c" (for Çelik) matched nothing, moved on to the next
    field and was lost. The search drops accents: "c" opens the list on Çelik, "zoe" finds Zoë."""
    app = _Accented()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        player = app.query_one("#player", LiteralSelect)
        player.focus()
        await pilot.pause()
        assert player.offers("c") and player.offers("e")
        await pilot.press("c")
        await pilot.pause()
        overlay = player._list
        assert player.expanded and overlay is not None and overlay.highlighted is not None
        assert player.labels()[overlay.highlighted] == "Çelik"
        await pilot.press("escape", "z", "o", "e")
        await pilot.pause()
        assert overlay.highlighted is not None and player.labels()[overlay.highlighted] == "Zoë"
        await pilot.press("enter")
        await pilot.pause()
        assert player.value == 3
