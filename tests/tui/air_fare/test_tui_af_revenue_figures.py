"""The revenue form's blocks, its Will record line and the Recorded notice say each player's figures in the same words
(tui/games/air_fare/forms.py, RevenueForm.figures). A newcomer's try: the block said the landing revenue, the Will
record line "+$58M" (after advertising), the notice the cash's change: three figures for one turn, none named."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_advertising_secret import chicago_game
from test_tui_af_revenue_takings import block
from tui_helpers import keys, make_app, run

from ledger.games import air_fare as af
from tui.base.widgets import HangingLines
from tui.games.air_fare.forms import RevenueForm


@run
async def test_every_line_of_the_revenue_names_its_figures_alike(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    state = app.book.game(game_id).state
    spending = [{"player": 1, "city": "Chicago", "amount": 2}, {"player": 2, "city": "Chicago", "amount": 3}]
    rolls = [{**row, "roll": 4} for row in af.advertising_rolls_needed(state, spending)]
    app.book.record(game_id, "air_fare.advertising", {"spending": spending, "rolls": rolls})
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "r")
        form = app.screen
        assert isinstance(form, RevenueForm)
        figures = form.figures()
        lines = form.query_one("#revenue-lines", HangingLines).lines
        live = " ".join(form.live_text.split())
        before = {seat: app.game.balance(f"p{seat}:cash") for seat in figures}
        for player in form.state.active_players():
            full, result = figures[player.seat]
            assert full.startswith("landing revenue $") and full.endswith(f": {result}"), full
            assert f"  = {result}" in block(lines, player.name), block(lines, player.name)  # the block's last line
            assert f"{player.name} {full}" in live, live  # the Will record line, all the figures
        ann = figures[1][0]
        assert "advertising +$" in ann, ann  # Ann takes more than she gives
        await keys(pilot, "ctrl+s")
        notice = app.last_notice.message  # type: ignore[attr-defined]
        assert " cash: " in notice, notice  # "cash" said once, in the head
        for player in form.state.active_players():
            result = figures[player.seat][1]
            assert f"{player.name} {result.removeprefix('cash ')}" in notice, notice  # the same result
            if result.startswith("cash "):
                change = app.game.balance(f"p{player.seat}:cash") - before[player.seat]
                assert result == f"cash {'+' if change >= 0 else '-'}${abs(change)}M", (result, change)
