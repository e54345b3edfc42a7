"""1930's Recorded notice of the last decline of a purchased action at 80x24, five names of 10-12 letters: the end
of the purchased actions said first and whole (Textual Pilot, the game recorded through the Book: ga_five_long)."""

from __future__ import annotations

from pathlib import Path

from ga_five_long import LONG_FIVE, five_long
from tui_helpers import SIZE, drawn_text, keys, make_app, open_game_at, run


@run
async def test_the_last_decline_says_no_more_purchased_actions_whole(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: "Recorded #42 · Konst… declines a purchased action …": "no more purchased actions
    this turn", the words that matter, were left out. Now they come first, whole, the name after them; each
    decline before it names the next CEO whole."""
    app = make_app(tmp_path)
    game = five_long(app.book, None, names=LONG_FIVE)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await open_game_at(pilot, game)
        for seat, name in enumerate(LONG_FIVE[:-1]):
            await keys(pilot, "p", "y")
            said = [n.message for n in app._notifications][-1]
            assert said.endswith(f"{name} declines a purchased action; next: {LONG_FIVE[seat + 1]}"), said
        await keys(pilot, "p", "y")
        record = app.game.records[-1]
        assert record.summary == "Konstantinos declines a purchased action; no more purchased actions this turn"
        said = [n.message for n in app._notifications][-1]
        assert said == f"Recorded #{record.seq} · No more purchased actions this turn: Konstantinos declined", said
        await pilot.pause()
        # a table's notices: on a row the grid leaves blank, else the line above the More keys (AirbankerApp
        # .place_notices)
        drawn = drawn_text(app).splitlines()
        more = next(i for i, line in enumerate(drawn) if line.startswith("More:"))
        shown = next(line for line in drawn[3:more] if line.startswith("▌ ")).rstrip()
        assert shown == f"▌ {said}", shown  # drawn whole on its line
