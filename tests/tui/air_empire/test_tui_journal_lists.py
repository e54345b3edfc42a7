"""The journal's filter lists (w: a player, t: a quarter) are searched by the letters typed, as every list of the
app's forms is (:class:`tui.base.widgets.SearchOverlay`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Static
from tui_helpers import SIZE, import_sample, keys, make_app, open_game_at, run

from tui.base.dialogs import ChoiceList, ChoiceScreen


def filters(app: Any) -> str:
    """The journal's line of its filters: "Player: Bea (seat 2) (w) · Quarter: every quarter (t)"."""
    return str(app.screen.query_one("#journal-filters", Static).render())


@run
async def test_letters_typed_in_the_journals_lists_go_to_the_option_they_find(tmp_path: Path) -> None:
    """A newcomer's try: in the journal's w list (players) and t list (quarters) letters did nothing; only the arrows
    and a seat's number moved. Letters search the list as in every form's list: "be" goes to Bea, Enter takes her;
    "ç" or "c" goes to Çelik (accents aside); "q2" to Y1 Q2; a seat's number still chooses at once."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 14)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "j", "w")
        assert isinstance(app.screen, ChoiceScreen)
        choices = app.screen.query_one("#choices", ChoiceList)
        await keys(pilot, "b", "e")
        assert choices.highlighted == 2  # Every player, Ann, Bea
        await keys(pilot, "enter")
        assert "Player: Bea (seat 2)" in filters(app), filters(app)
        await keys(pilot, "w", "c", "enter")
        assert "Player: Çelik (seat 3)" in filters(app), filters(app)
        await keys(pilot, "w", "4")  # a seat's number: at once, not a search
        assert "Player: Dmitri (seat 4)" in filters(app), filters(app)
        await keys(pilot, "w", "e", "v", "enter")
        assert "Player: every player (w)" in filters(app), filters(app)
        await keys(pilot, "t", "q", "2", "enter")
        assert "Y1 Q2 (t)" in filters(app), filters(app)
        await keys(pilot, "t", "z", "z", "enter")  # nothing holds it: none highlighted, Enter chooses nothing
        assert isinstance(app.screen, ChoiceScreen)
        await keys(pilot, "escape")
        assert not isinstance(app.screen, ChoiceScreen) and "Y1 Q2 (t)" in filters(app)
