"""Secret bids in a Basic Game whose Flight Costs Table has no row for the figure: planes typed for it are never
checked against another player's bid while typing (that told the bidder someone else's figure and planes); at the
reveal, where every bid shows, the banker is asked which combination the board's Flight Costs Table gives for a
figure two bids disagree on (Air Empire, Basic Game, Flight Costs Table: a figure always means one combination)."""

from __future__ import annotations

from pathlib import Path

from test_tui_play import actions, basic, plain_card
from tui_helpers import SIZE, drawn_words, keys, make_app, run, stored_game

from tui.base.dialogs import ChoiceList, ChoiceScreen
from tui.games.air_empire.bids import BidsScreen


@run
async def test_a_clash_of_planes_is_asked_at_the_reveal_and_recorded_with_the_boards_combination(
    tmp_path: Path,
) -> None:
    """A newcomer's try: Eve bid $11,000 as 1 Super Jet and 3 Prop Jets, Fay $11,000 as 0 and 4. Fay was refused
    privately while typing, "in this game this Flight Costs figure means 1 Super Jet and 3 Prop Jets … type those
    planes": another player's figure and planes, told to her. Now Fay's bid is kept as typed; at the reveal the
    banker is asked which combination the board's table gives for $11,000 (the ones typed offered), and the bids
    are recorded with it."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, basic("Clash", "Eve", "Fay", "Gus"), plain_card("Omaha", 3))
        await keys(pilot, "b", "a", "enter", "11000", "enter", "1", "enter", "3", "ctrl+s")
        bids = app.screen
        assert isinstance(bids, BidsScreen) and bids.current == 1
        await keys(pilot, "a", "enter", "11000", "enter", "0", "enter", "4", "enter")
        assert bids.current == 2, drawn_words(app)  # Fay's bid kept, nothing said of Eve's: Gus's turn
        assert "Refused" not in drawn_words(app)
        await keys(pilot, *["enter"] * 4)  # Gus passes (Enter down his four fields, as a bid)
        assert bids.stage == "ready"
        await keys(pilot, "enter")  # the reveal asks first
        choice = app.screen
        assert isinstance(choice, ChoiceScreen), drawn_words(app)
        words = drawn_words(app)
        assert "$11,000" in words and "board's Flight Costs Table" in words, words
        labels = [str(choice.query_one("#choices", ChoiceList).get_option_at_index(i).prompt) for i in range(2)]
        # whose bid is whose, named (a newcomer's try: the question did not say): the bids are public now
        assert labels == ["1 Super Jet and 3 Prop Jets (Eve's bid)", "0 Super Jets and 4 Prop Jets (Fay's bid)"]
        assert "0 Super Jets and 4 Prop Jets (Fay's bid)" in drawn_words(app)  # whole at 80x24
        await keys(pilot, "down", "enter")  # the board says 0 and 4
        assert app.screen is bids and bids.refusal is None, drawn_words(app)
        before = actions(app)
        await keys(pilot, "y")
        assert actions(app) == before + 1
        recorded = app.game.records[-1].payload["bids"]
        assert [(r["super_jets"], r["prop_jets"]) for r in recorded] == [(0, 4), (0, 4)], recorded
