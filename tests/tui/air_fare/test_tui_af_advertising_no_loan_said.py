"""ctrl+l on the advertising form lends to the player of the row under the cursor; where it lends nothing, it says why
(tui/games/air_fare/forms.py, AdvertisingForm.action_loan). A newcomer's try: with nobody holding landing rights
outside the Minor Airports the form has no amount, and ctrl+l did nothing and said nothing; Enter then recorded
"nobody spends"."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_advertising_secret import chicago_game, revealed_with_a_roll
from test_tui_air_fare import NAMES
from tui_helpers import keys, make_app, open_game_at, records, run

from ledger.game import GameSetup
from tui.app import AirbankerApp
from tui.games.air_fare.forms import AdvertisingForm


def notices(app: AirbankerApp) -> str:
    """Every notice's message, one after another."""
    return " ".join(str(n.message) for n in app._notifications)


@run
async def test_with_no_amount_ctrl_l_says_why_it_lends_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "ads", NAMES, {"advertising": True}))
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        planes = [c for p in app.game.state.active_players() for c in p.planes]
        app.book.record(game_id, "air_fare.maintenance", {"rolls": [{"plane": c, "roll": 10} for c in planes]})
        app.book.record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": "Miami"} for s in (1, 2, 3)]})
        app.book.record(game_id, "air_fare.flights", {"flights": []})
        app.game_changed()
        await pilot.pause()
        assert app.game.state.phase == "advertising"
        await keys(pilot, "g")
        form = app.screen
        assert isinstance(form, AdvertisingForm) and not form.slots
        before = records(app)
        await keys(pilot, "ctrl+l")
        assert app.screen is form and records(app) == before
        said = notices(app)
        assert "No bank loan here: nobody spends on advertising" in said, said
        # a warning, which wraps: an outcome keeps to one line, and this one lost its end at 120 columns
        assert app.last_notice is not None and app.last_notice.severity == "warning"


@run
async def test_after_the_reveal_ctrl_l_says_why_it_lends_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await revealed_with_a_roll(pilot, game_id)
        assert isinstance(form, AdvertisingForm) and form.revealed
        await keys(pilot, "ctrl+l")
        assert app.screen is form
        said = notices(app)
        assert "No bank loan here: the amounts are revealed" in said, said
