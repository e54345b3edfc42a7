"""The line under a bidder's fields says what is true of option bid_limit's setting (tui/games/air_fare/forms.py,
AirFareBidsScreen.CHECK_LINE). It said "or refused at the reveal" under both, true only under "each bid": there the
bids a bidder wins, together, are known only with the others' bids; every other check (the base cost, the cash of
all his bids together under "total", of each bid under "each") is of his own bids, as they are typed, and keeps him
on a bid refused when he hands over."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_af_secret_refusal import at_the_bids, words
from textual.widgets import Static
from tui_helpers import drawn_text, keys, make_app, run

from tui.games.air_fare.forms import AirFareBidsScreen

#: Annabelle's line ($50M in the account) under each setting
CHECK_LINES = {
    "total": "Annabelle: ctrl+o: check your bids before ctrl+s — all your bids together: at most $50M.",
    "each": (
        "Annabelle: ctrl+o: check your bids before ctrl+s — each bid: at most $50M; the bids you win, all together "
        "too, or refused at the reveal."
    ),
}


@pytest.mark.parametrize("setting", ["total", "each"])
@run
async def test_the_check_line_says_what_each_bid_limit_checks(tmp_path: Path, setting: str) -> None:
    app = make_app(tmp_path)
    game_id = at_the_bids(app, bid_limit=setting)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and bids.stage == "typing"
        said = words(str(bids.query_one("#bids-message", Static).render()))
        assert said == CHECK_LINES[setting], said
        assert CHECK_LINES[setting] in words(drawn_text(app)), drawn_text(app)  # drawn whole at 80x24
        assert ("reveal" in said) == (setting == "each"), said
