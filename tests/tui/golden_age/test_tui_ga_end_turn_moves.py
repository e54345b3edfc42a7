"""1930's End of Turn question names the Stock Market moves of step 2 made already by a contract recorded first
(Textual Pilot, a 5-player game recorded through the Book: ga_five_long)."""

from __future__ import annotations

from pathlib import Path

from ga_five_long import five_long
from tui_helpers import SIZE, drawn_text, keys, make_app, open_game_at, run

from ledger.games import golden_age as ga
from tui.base.widgets import ConfirmScreen

#: the moves of step 2 in the five-player game: nobody flew, each airline goes back from $3 to $2
MOVES = [f"{a} $3 → $2 (did not Fly this turn)" for a in ("Blue", "Green", "Orange", "Yellow", "Pink")]


@run
async def test_the_end_of_turn_question_names_the_moves_made_by_a_contract(tmp_path: Path) -> None:
    """A newcomer's try: the table read "If the turn ended now: ... Blue $11 → $10 (did not Fly)", Orange, Yellow,
    Brown; a contract recorded (it closes step 1 and makes step 2's moves), e then ctrl+s asked to end the turn
    naming the incomes and the First Player, not one of those moves. Now the question names them, made already."""
    app = make_app(tmp_path)
    game = five_long(app.book, None)
    for seat in ga.purchase_next(app.book.game(game).state):
        app.book.record(game, "golden_age.decline_purchase", {"player": seat})
    assert ga.no_fly_moves_made(app.book.game(game).state) == ()  # not made yet: the end's preview says them
    app.book.record(game, "golden_age.contract", {"player": 1, "airline": "Blue", "amount": 2})
    state = app.book.game(game).state
    assert list(ga.no_fly_moves_made(state)) == MOVES
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "e", "ctrl+s")
        for _ in range(2):
            await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        question = " ".join(app.screen.question.split())
        assert "moved at this End of Turn already: " + "; ".join(MOVES) in question, question
        assert "Turn 2:" in question and "First Player" in question, question
        assert "y or Enter: Record" in drawn_text(app)
