"""A Space in a list already open, with no search typed, is not a search: the form's live line says how the list is
worked (tui/base/widgets.py, ``SearchOverlay.LeadingSpace``). A Space after letters stays part of the search ("New
York"). A newcomer's try on Air Fare's fly form: Space in the open list searched " " and said "Bo holds no landing
rights at Washington DC" (Textual Pilot, 80x24)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, import_sample, keys, make_app, run, text

from tui.base.widgets import FormScreen, SearchOverlay
from tui.games.air_fare.forms import FlightsForm


@run
async def test_a_leading_space_in_an_open_list_is_not_a_search(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-fare-4p", 97)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FlightsForm)
        await keys(pilot, "space")  # opens the list
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay)
        highlighted = overlay.highlighted
        await keys(pilot, "space")
        await pilot.pause()
        assert overlay._search_query == ""
        assert overlay.highlighted == highlighted
        live = " ".join(text(form.query_one("#form-live")).split())
        assert live == FormScreen.LEADING_SPACE == "Space: the list is open — type a name or ↑↓, Enter takes it"
        # after a letter, a Space is part of the search: a name of two words' first word, then Space ("minor ")
        word = next(label.split()[0] for _index, label in overlay._labels() if label[:1].isalpha() and " " in label)
        await keys(pilot, word, "space")
        assert overlay._search_query == f"{word} "
