"""1930's Next line in the End of Turn at 80x24, five players all CEOs: every CEO still to be asked for a purchased
action named, in turn order (Textual Pilot, the game recorded through the Book: ga_five_long)."""

from __future__ import annotations

from pathlib import Path

from ga_five_long import five_long
from tui_helpers import SIZE, drawn_text, keys, make_app, open_game_at, run

from ledger.games.golden_age import purchase_next, turn_order

NAMES = ("Alexandra", "Bartholomew", "Christopher", "Dominique", "Bo")


@run
async def test_next_line_names_every_ceo_still_to_be_asked(tmp_path: Path) -> None:
    """A newcomer's try, End of Turn 2 of five players, all CEOs: the Next line read "purchased actions: Dominique,
    then end the turn (u Buy act. · p Decline · e End turn)", the four CEOs after Dominique left out (the line, too
    long for two lines of 80 cells, lost its "(then …)" first). Now every CEO still to be asked is named, in turn
    order, after each decline too."""
    app = make_app(tmp_path)
    game = five_long(app.book, None, names=NAMES)
    state = app.book.game(game).state
    order = [state.player(s).name for s in turn_order(state)]
    assert len(purchase_next(state)) == 5
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        for done in range(4):
            lines = drawn_text(app).splitlines()
            at = next(i for i, line in enumerate(lines) if line.startswith("Next: "))
            said = " ".join(line.strip() for line in lines[at : at + 2])
            rest = ", ".join(order[done + 1 :])
            assert "purchased actions" in said and f": {order[done]} (then {rest})" in said, said
            assert "End turn)" in said, said  # its keys whole
            await keys(pilot, "p", "y")
