"""The revenue screen shows, in each player's block, the advertising takings given and taken (tui/games/air_fare/
forms.py, RevenueForm.takings_lines).

Air Fare, Advertising Phase Optional Rule: "If you spent more than an opponent you get to take 10% of his revenue from
that city. If you spent twice as much ... 1D10 X 10%". A newcomer's try (turn 6): Leopold's block read "$18M landing
revenue … = $18M" though Oona took $7M of his at Miami (40%); only the summary at the foot said so.
"""

from __future__ import annotations

from pathlib import Path

from test_tui_af_advertising_secret import chicago_game
from tui_helpers import keys, make_app, run

from ledger.games import air_fare as af
from tui.base.widgets import HangingLines
from tui.games.air_fare.forms import RevenueForm


def block(lines: list[str], name: str) -> list[str]:
    """The lines of ``name``'s block on the revenue screen, its heading first."""
    start = next(i for i, line in enumerate(lines) if line.startswith(f"{name}: "))
    end = next((i for i in range(start + 1, len(lines)) if not lines[i].startswith(" ")), len(lines))
    return lines[start:end]


@run
async def test_each_block_shows_the_shares_taken_and_given(tmp_path: Path) -> None:
    """Ann spends $2M at Chicago, Bea $3M, Cal and Dee nothing (each 1D10 a 4): Ann takes 40% of Cal's and Dee's,
    Bea 10% of Ann's and 40% of what is left of Cal's and Dee's. Each block says what the ledger computes."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    state = app.book.game(game_id).state
    spending = [{"player": 1, "city": "Chicago", "amount": 2}, {"player": 2, "city": "Chicago", "amount": 3}]
    rolls = [{**row, "roll": 4} for row in af.advertising_rolls_needed(state, spending)]
    app.book.record(game_id, "air_fare.advertising", {"spending": spending, "rolls": rolls})
    takings = af.advertising_takings(app.book.game(game_id).state)
    assert [(t.taker, t.opponent, t.amount) for t in takings] == [(1, 3, 7), (1, 4, 7), (2, 1, 2), (2, 3, 4), (2, 4, 4)]
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "r")
        form = app.screen
        assert isinstance(form, RevenueForm)
        lines = form.query_one("#revenue-lines", HangingLines).lines
        ann, cal = block(lines, "Ann"), block(lines, "Cal")
        assert "  + $7M from Cal (advertising, Chicago 40% of $18M)" in ann, ann
        assert "  + $7M from Dee (advertising, Chicago 40% of $18M)" in ann, ann
        assert "  − $2M to Bea (advertising, Chicago 10% of $18M)" in ann, ann
        assert "  − $7M to Ann (advertising, Chicago 40% of $18M)" in cal, cal
        assert "  − $4M to Bea (advertising, Chicago 40% of the $11M left)" in cal, cal  # after Ann's $7M
        assert "  + $2M from Ann (advertising, Chicago 10% of $18M)" in block(lines, "Bea")
