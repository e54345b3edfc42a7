"""A player's name too long for the sheets, refused on the new-game form in the banker's words: the rule said as
what it keeps, not as the record format's section (Textual Pilot, the new-game form of 1930, then of the other
games)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Static
from tui_helpers import SIZE, keys, make_app, open_new_game, pick, run

NAME = "Maximilian Bartholomew Fitzgerald-Hawthorne"  # 43 letters: 3 more than the sheets have room for


@run
async def test_a_name_too_long_is_refused_in_the_bankers_words(tmp_path: Path) -> None:
    """A newcomer's try: a 43-letter name read "Not yet: Player 1: is 43 characters long, more than the 40 the
    sheets have room for (airbanker's record format, Text)". The rule is said as the room on the printed sheets, on
    1930's form as on every game's."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_new_game(pilot)
        await pick(pilot, "1930")
        await keys(pilot, "Long", "enter", NAME, "enter", "Bea")
        assert form.query_one("#name_1", Input).value == NAME
        live = " ".join(str(form.query_one("#new-live", Static).render()).split())
        assert "is 43 characters long, more than the 40 the sheets have room for (room on the printed sheets)" in live
        assert "record format" not in live and "Text)" not in live, live
        for game in ("Air Empire", "Air Fare"):
            form.query_one("#game").focus()
            await pick(pilot, game)
            live = " ".join(str(form.query_one("#new-live", Static).render()).split())
            assert "(room on the printed sheets)" in live and "record format" not in live, (game, live)
