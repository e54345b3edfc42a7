"""1930: the table's Next line names the players after the one whose move it is, in the order play goes (clockwise
from the First Player), in the Stock Rounds and the Operation Phase as at the End of Turn (Textual Pilot, 80x24, the
bundled sample: samples/golden-age-4p.jsonl, seats Carla, Neal, Chuck, Zoë). A newcomer's try: the line named only
the player whose action it was; typing ahead in seat order, the banker typed into the wrong player's form."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, drawn_text, import_sample, make_app, open_game_at, run


def next_lines(drawn: str) -> list[str]:
    """The Next line's two lines as drawn (the line under the turn's and the one after it)."""
    return [line.rstrip() for line in drawn.splitlines()[2:4]]


@run
async def test_the_operation_phase_next_line_says_who_acts_after_in_turn_order(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 163)  # Turn 5, Operating Round 1, First Player Neal (seat 2)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await open_game_at(pilot, game)
        # clockwise from Neal: Carla (seat 1) acts last, not first
        drawn = drawn_text(app)
        # on one line (a second takes a row of the grid): the turn is on the line above
        assert next_lines(drawn)[0] == "Next: Operating Round 1: Neal (then Chuck, Zoë, Carla) (o Action · f Fly)", (
            drawn
        )


@run
async def test_the_stock_round_next_line_leaves_out_who_passed(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 159)  # Turn 5, Normal Stock Round: Neal has passed
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await open_game_at(pilot, game)
        drawn = drawn_text(app)
        assert next_lines(drawn)[0] == "Next: Normal Stock Round: Zoë (then Carla, Chuck) (b Buy · p Pass)", drawn
        assert next_lines(drawn)[1].startswith(" Airline"), drawn  # one line: the grid right under it


@run
async def test_the_first_stock_round_next_line_goes_on_into_the_next_buy(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 9)  # First Stock Round, buy 2, its last card: on into buy 3
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await open_game_at(pilot, game)
        drawn = drawn_text(app)
        assert next_lines(drawn)[0] == "Next: First Stock Round, buy 2 of 3: Chuck (then Neal, Zoë, Carla) (f Start)", (
            drawn
        )
