"""The Revenue form says what its box hides below, before "Will record" (tui/games/air_fare/forms.py, RevenueForm.
more_below). A newcomer's try at 80x24, turn 4 (Terminal Tax drawn, everyone flying, 4 players): the box showed two
players' lines and went on to "Will record: …", the rest hidden with no scrollbar nor word (only PageDown showed it)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_words, import_sample, keys, make_app, run

from tui.games.air_fare.forms import RevenueForm


@run
async def test_the_revenue_form_says_how_many_players_are_below(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", None)
    game = app.book.game(game_id)
    # the sample stopped before its 4th Revenue Phase
    upto = [i for i, r in enumerate(game.records) if r.kind == "air_fare.revenue"][3]
    game_id = import_sample(app.book, "air-fare-4p", upto, title="turn 4")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        assert app.game.state.phase == "revenue" and app.game.state.turn == 4
        await keys(pilot, "r")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, RevenueForm)
        said = drawn_words(app)
        hidden = [p.name for p in app.game.state.active_players() if p.name + ":" not in said.split("Will record")[0]]
        assert hidden, said  # the case of the try: players below the box
        n = len(hidden)
        assert f"↓ {n} more player{'s' if n > 1 else ''} below: PageDown Will record" in said, said
        await keys(pilot, "pagedown", "pagedown", "pagedown")
        await pilot.pause()
        said = drawn_words(app)
        assert "more player" not in said and "more below" not in said, said  # at the end: nothing below
