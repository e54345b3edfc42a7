"""The search typed in an open list is on screen while it is kept (tui/base/widgets.py, SearchOverlay and
search_subtitle): on the list's bottom border, edited by Backspace, kept however long the pause, gone when the list
closes or Backspace takes it back whole. Newcomers' tries disagreed whether a pause over two seconds, then a letter,
should start a new search; a later one typed "g", waited 3 s, typed "r" and got Red, not Green: the border says which
search the next letter adds to, and no pause forgets it behind the banker's back (Textual Pilot, 80x24, the Taxes
form of the Air Empire tournament sample)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import app_where_allowed, drawn_text, import_sample, keys, make_app, open_game_at, run

from tui.base.widgets import SearchOverlay, search_subtitle
from tui.games.air_empire.forms import TaxesForm


def border_line(app: object, overlay: SearchOverlay) -> str:
    """The open list's bottom border, as drawn."""
    return drawn_text(app).splitlines()[overlay.region.bottom - 1]


@run
async def test_the_search_is_on_the_border_backspace_edits_it_and_no_pause_forgets_it(tmp_path: Path) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-empire-tournament-3p", "air_empire.taxes")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "x", "down")
        form = app.screen
        assert isinstance(form, TaxesForm)
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay)
        assert "search" not in border_line(app, overlay)
        await keys(pilot, "b", "a")
        assert 'search "ba" · Backspace: back' in border_line(app, overlay)
        await keys(pilot, "backspace")
        assert 'search "b" ·' in border_line(app, overlay)
        await keys(pilot, "backspace")
        assert "search" not in border_line(app, overlay)
        await keys(pilot, "c")
        assert 'search "c"' in border_line(app, overlay)
        await pilot.pause(3.0)  # kept: the border still says it
        assert 'search "c"' in border_line(app, overlay)
        await keys(pilot, "e")  # added to it, as the border showed
        assert 'search "ce"' in border_line(app, overlay) and overlay._search_query == "ce"
        await keys(pilot, "backspace", "backspace", "a")  # taken back whole: the next letter a new search
        assert 'search "a"' in border_line(app, overlay) and overlay._search_query == "a"


def test_a_narrow_list_shows_the_search_shorter_and_its_end_when_cut() -> None:
    assert search_subtitle("", 40) == ""
    assert search_subtitle("bos", 0) == ' search "bos" · Backspace: back '
    assert search_subtitle("bos", 40) == ' search "bos" · Backspace: back '
    assert search_subtitle("bos", 20) == ' search "bos" '
    assert search_subtitle("boston", 16) == ' "boston" '
    assert search_subtitle("washington", 14) == ' "…ton" '
    assert search_subtitle("[b]x", 40).startswith(' search "[b]x"')  # as typed


@run
async def test_a_narrow_list_draws_the_search_whole_on_its_border(tmp_path: Path) -> None:
    """Textual cuts a border's label that does not fit with "…": the search said to fit was cut by two cells, and a
    newcomer read "minor" as "mino" (Air Fare's Flying Phase form, its lists of destinations some 20 cells wide)."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", 23)  # turn 5, Flying Phase
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "f", "los angeles")
        overlay = app.focused
        assert isinstance(overlay, SearchOverlay) and overlay._search_query == "los angeles"
        border = border_line(app, overlay)[overlay.region.x : overlay.region.right]
        assert '"los angeles"' in border and "…" not in border, border
