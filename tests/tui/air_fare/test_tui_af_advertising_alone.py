"""Advertising: a stale refusal notice goes at the reveal, and a row at a city nobody else holds rights at says the
advertising there can take nothing. Newcomers' tries at 80x24: after a refused amount was corrected the amounts
were revealed but the notice still read "Not revealed: an amount is refused"; Ann paid $2M at Miami, its only
holder, without a word (not refused: the rulebook does not forbid it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_tui_af_advertising_secret import chicago_game
from tui_helpers import drawn_text, keys, make_app, run

from ledger.game import GameSetup
from ledger.games import air_fare as af
from tui.app import AirbankerApp
from tui.games.air_fare.forms import AD_HIDDEN_LINE, AD_NOT_REVEALED, AdvertisingForm

NAMES = ("Ann", "Bea", "Cal", "Dee")
ALONE = "Ann at Miami: no other player holds rights at Miami: the advertising can take nothing"


def miami_game(app: AirbankerApp) -> int:
    """Four players at turn 2's Advertising Phase: Ann alone holds Miami, Bea and Cal hold Chicago (bought at turn
    1's bids at base cost), Dee nothing."""
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "ads", NAMES, {"advertising": True}))

    def record(kind: str, payload: dict[str, Any]) -> None:
        app.book.record(game_id, kind, payload)

    def state() -> Any:
        return app.book.game(game_id).state

    def turn(cards: list[str]) -> None:
        planes = [c for p in state().active_players() for c in p.planes]
        record("air_fare.maintenance", {"rolls": [{"plane": c, "roll": 10} for c in planes]})
        record("air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in zip((1, 2, 3, 4), cards, strict=True)]})
        flights = [{"player": s, "plane": state().player(s).planes[0], "to": "Minor Airport"} for s in (1, 2, 3, 4)]
        record("air_fare.flights", {"flights": flights})

    for seat in (1, 2, 3, 4):
        record("air_fare.loan", {"player": seat, "amount": 20})
    turn(["Miami", "Chicago", "Chicago", "Boston"])
    record("air_fare.advertising", {"spending": []})
    record("air_fare.revenue", {})
    pool = state().pool
    bids = [
        {"player": s, "card": c, "amount": af.base_cost(state().cards[c].name)}
        for s, c in zip((1, 2, 3), pool, strict=False)
    ]
    record("air_fare.bids", {"bids": bids})
    turn(["Dallas", "Dallas", "Dallas", "Dallas"])
    assert app.book.game(game_id).position() == "Turn 2, Advertising Phase"
    assert af.advertising_cities(state()) == {1: ["Miami"], 2: ["Chicago"], 3: ["Chicago"], 4: []}
    return game_id


@run
async def test_a_row_alone_at_its_city_says_it_can_take_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = miami_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "g")
        form = app.screen
        assert isinstance(form, AdvertisingForm)
        assert form.focused is form.query_one("#ad_1_1")
        # said of the row, typed in or not: the table learns nothing of Ann's amount
        assert form.live_text == f"{AD_HIDDEN_LINE}\n{ALONE}", form.live_text
        await keys(pilot, "2")
        assert form.live_text == f"{AD_HIDDEN_LINE}\n{ALONE}", form.live_text
        assert "Ann at Miami: no other player holds rights at Miami: the advertising can" in drawn_text(app)
        await keys(pilot, "enter")  # Bea's row, at Chicago with Cal: nothing said
        assert form.live_text == AD_HIDDEN_LINE, form.live_text
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert form.revealed
        assert form.live_text.startswith("Will record:") and form.live_text.endswith(ALONE), form.live_text
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game.records[-1].kind == "air_fare.advertising"  # not refused


@run
async def test_the_refusal_notice_goes_once_the_amounts_are_revealed(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "g", "5", "enter", "16", "ctrl+s")  # Bea's $16M with $15M: refused
        form = app.screen
        assert isinstance(form, AdvertisingForm) and not form.revealed
        assert AD_NOT_REVEALED in [n.message for n in app._notifications]
        await pilot.press("ctrl+o")
        await keys(pilot, "backspace", "backspace", "2")
        await pilot.press("ctrl+o")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert form.revealed
        assert AD_NOT_REVEALED not in [n.message for n in app._notifications]
        assert "Not revealed" not in drawn_text(app)
