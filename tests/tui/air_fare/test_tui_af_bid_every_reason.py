"""A secret bid refused before the reveal names every rule it breaks, for its bidder's eyes only (tui/games/air_fare/
forms.py, AirFareBidsScreen.show_checks; ledger.games.air_fare.bid_problem). A newcomer's try: $40M on Dallas with
$29M in the account said only "below the base cost $50M"; retyped at $50M, it was refused again for the account."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_advertising_secret import chicago_game
from tui_helpers import drawn_text, keys, make_app, open_game_at, run

BELOW = "below the base cost $50M"
OVER = "more than the $29M in the account"


def words(app: object) -> str:
    """The screen drawn, its words on one line (the box's edges left out)."""
    return " ".join(drawn_text(app).replace("│", " ").split())  # type: ignore[arg-type]


@run
async def test_a_bid_below_the_base_cost_and_over_the_account_names_both_while_peeking(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    app.book.record(game_id, "air_fare.advertising", {"spending": []})
    app.book.record(game_id, "air_fare.revenue", {})  # each player $29M, the pool four Dallas ($50M each)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "b", "40")
        said = words(app)
        assert BELOW not in said and OVER not in said, said  # masked: nothing says it is refused, nor why
        await keys(pilot, "ctrl+o")
        said = words(app)
        assert f"#17 Dallas: {BELOW}, and {OVER}" in said, said
        await keys(pilot, "ctrl+o")
        said = words(app)
        assert BELOW not in said and OVER not in said, said
