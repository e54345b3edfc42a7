"""A peek at the secret bids hidden again leaves the cursor where the bidder left it and says so, and a peek shows a
blank card as "—", not "$M" (tui/games/air_fare/forms.py, AirFareBidsScreen.hidden_again). Newcomers' tries: after
hiding a peek the cursor was on the first card, a Backspace meant for the refused bid blanked the first card's, and
Enter stepped through the bidder's cards, so the next bidder's bid typed ahead landed on them; peeking, "$M" on the
blank cards read as bids typed."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_secret_refusal import CARDS, at_the_bids, quiet
from tui_helpers import drawn_text, keys, make_app, run

from tui.games.air_fare.forms import AirFareBidsScreen


def words(drawn: str) -> str:
    """What is drawn, in words: the box's sides left out, so that a wrapped line reads on."""
    return " ".join(drawn.replace("│", " ").split())


@run
async def test_a_peek_hidden_again_names_the_card_under_the_cursor_and_shows_blanks_as_dashes(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen)
        at = CARDS.index("Chicago")
        await keys(pilot, *(["down"] * at), "55")  # more than the $50M in the account
        await quiet(pilot)
        await keys(pilot, "ctrl+o")  # the peek: the blanks as "—", the bid as typed
        peek = drawn_text(app)
        assert "$M " not in peek and "$M│" not in peek, peek
        rows = [line for line in peek.splitlines() if any(f" {city}" in line for city in CARDS)]
        assert sum("—" in row for row in rows) == len(CARDS) - 1 and sum("55" in row for row in rows) == 1, rows
        await keys(pilot, "backspace", "backspace", "ctrl+o")  # blanked while peeking, hidden again
        assert app.focused is bids.query_one(f"#bid_{bids.pool[at]}")  # where the bidder left it
        said = words(drawn_text(app))
        assert "Hidden again, the cursor where Annabelle left it. Annabelle done: ctrl+s" in said, said
