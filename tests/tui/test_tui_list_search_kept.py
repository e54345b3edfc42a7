"""A list's search is kept while its border shows it, and the lines speaking of it go with it (tui/base/widgets.py:
SearchOverlay, search_keys, SEARCH_FORGOTTEN; tui/base/dialogs.py). Newcomers' tries (Textual Pilot, 80x24): "g", a
pause of 3 s, "r" on a list of airlines searched "r" (Red, not Green); "crash" and Enter on Air Fare's Draw list (no
Plane Crash left): the search left the border, and the key line still read 'no card left matches "crash" (Plane
Crash: 0 left)'; on the new game form's Game list, "3", a pause, Backspace: 'no choice matches "3"' stayed."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static
from tui_helpers import SIZE, import_sample, keys, make_app, open_game_at, open_new_game, run

from tui.base.widgets import LIST_KEYS, SEARCH_FORGOTTEN, SEARCH_FORGOTTEN_KEYS, SearchOverlay
from tui.screens.new_game import NEW_GAME_OPEN_LIST_KEYS


def line(screen: object, selector: str = "#form-keys") -> str:
    return " ".join(str(screen.query_one(selector, Static).render()).split())  # type: ignore[attr-defined]


@run
async def test_g_a_pause_then_r_searches_gr_green_not_red(tmp_path: Path) -> None:
    """1930's Trade form, Zoë's Returns list (Blue, Green, Yellow, Pink, Red, Purple): "g", 3 s, "r" is Green."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 199)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "x", "g")
        form = app.screen
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay) and overlay.parent.id == "returned"  # type: ignore[union-attr]
        await pilot.pause(3.0)
        await keys(pilot, "r")
        assert overlay._search_query == "gr"
        assert overlay.highlighted_name() == "Green (credit $15, holds 4)"
        await keys(pilot, "enter")
        assert form.query_one("#returned").value == "Green"  # type: ignore[attr-defined]


@run
async def test_enter_on_a_draw_search_matching_nothing_takes_its_line_with_it(tmp_path: Path) -> None:
    """Air Fare's sample at Turn 13's Draw Phase (the only Plane Crash drawn at Turn 12): "crash", Enter."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-fare-4p", 65)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "d", "crash")
        form = app.screen
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay)
        assert line(form).startswith('no card left matches "crash" (Plane Crash: 0 left)'), line(form)
        await pilot.pause(2.5)  # no pause forgets it: the line stays with it
        assert overlay._search_query == "crash" and line(form).startswith('no card left matches "crash"')
        await keys(pilot, "enter")  # chooses nothing, forgets the search: its line goes with it
        assert overlay._search_query == "" and overlay.highlighted is None
        assert line(form).startswith(SEARCH_FORGOTTEN_KEYS) and "crash" not in line(form), line(form)
        await keys(pilot, "down")  # an option highlighted again: the list's own keys
        assert overlay.highlighted is not None
        assert line(form).startswith(LIST_KEYS["open list"]), line(form)


@run
async def test_backspace_emptying_the_game_lists_search_takes_its_line_with_it(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await open_new_game(pilot)
        await keys(pilot, "space", "3")
        assert line(screen, "#new-keys").startswith('no choice matches "3"'), line(screen, "#new-keys")
        await pilot.pause(2.5)
        await keys(pilot, "backspace")
        assert line(screen, "#new-keys") == NEW_GAME_OPEN_LIST_KEYS, line(screen, "#new-keys")
        await keys(pilot, "3", "enter")  # Enter forgets it: nothing highlighted, said without the "3"
        assert line(screen, "#new-keys") == SEARCH_FORGOTTEN, line(screen, "#new-keys")


@run
async def test_enter_on_a_dialogs_search_matching_nothing_takes_its_line_with_it(tmp_path: Path) -> None:
    """A choice dialog's list (the box's "Which game's box?", the journal's filters) says it in its own words."""
    from tui.base.dialogs import ChoiceScreen

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        dialog = ChoiceScreen("Whose?", [(1, "Ann"), (2, "Bea")])
        app.push_screen(dialog)
        await pilot.pause()
        await keys(pilot, "z")
        assert line(dialog, ".keys").startswith('no choice matches "z"'), line(dialog, ".keys")
        await keys(pilot, "enter")
        assert app.screen is dialog and line(dialog, ".keys") == "nothing highlighted ↑↓ or type to find Esc: cancel"
        await keys(pilot, "down")
        assert line(dialog, ".keys") == " ".join(dialog.keys_text().split())
