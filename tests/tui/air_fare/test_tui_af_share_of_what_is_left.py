"""A share of revenue taken after an earlier one at the city says of what (ledger.games.air_fare.Taking.share): "70%"
alone, of what is left after an earlier share, read as 70% of the whole. The advertising form's reveal, the table's
notes and the revenue form say "70% of the $9M left"; the records' memos and summaries keep their words."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_advertising_secret import chicago_game
from tui_helpers import drawn_text, keys, make_app, open_game_at, run

from tui.games.air_fare.forms import AdvertisingForm, RevenueForm
from tui.games.air_fare.table import AirFareScreen


def words(app: object) -> str:
    """The screen drawn, its words on one line (the box's edges left out)."""
    return " ".join(drawn_text(app).replace("│", " ").split())  # type: ignore[arg-type]


@run
async def test_a_share_of_what_is_left_says_so(tmp_path: Path) -> None:
    """The four at Chicago, $18M each there: Ann spends $1M, Bea $2M, Cal $3M, Dee nothing; the 1D10s 5, 7, 4. Ann
    takes 50% of Dee's $18M ($9M), then Bea 70% of the $9M left ($6M), Cal 40% of the $3M left ($1M)."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(100, 40)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g", "1", "enter", "2", "enter", "3", "enter", "ctrl+s")
        form = app.screen
        assert isinstance(form, AdvertisingForm) and form.revealed
        await pilot.pause(0.3)
        await keys(pilot, "5 7 4")
        said = words(app)
        assert "Ann takes $9M of Dee's at Chicago (50% of $18M)" in said, said
        assert "Bea takes $6M of Dee's at Chicago (70% of the $9M left)" in said, said
        assert "Cal takes $1M of Dee's at Chicago (40% of the $3M left)" in said, said
        assert "Bea takes $13M of Ann's at Chicago (70% of $18M)" in said, said  # Ann's first share: of her whole $18M
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen)
        memo = app.game.records[-1].summary
        said = words(app)
        assert "Bea takes $6M of Dee's (70% of the $9M left)" in said, said
        await keys(pilot, "r")
        assert isinstance(app.screen, RevenueForm)
        said = words(app)
        assert "+ $6M from Dee (advertising, Chicago 70% of the $9M left)" in said, said
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen)
        stored = [e.memo for e in app.game.records[-1].entries if "Dee's" in e.memo]
        assert "Turn 2 advertising at Chicago: Bea takes 70% of Dee's revenue there" in stored, stored
        assert "left" not in memo + app.game.records[-1].summary
