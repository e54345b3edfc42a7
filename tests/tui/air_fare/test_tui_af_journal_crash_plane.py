"""The journal names the plane a Plane Crash took. A newcomer's try: searching ``/747`` found only the purchase;
the draw's summary ("Dmitri: Plane Crash (Lose one …)") never names the Boeing 747 lost, which the audit PDF does.
The stored summary stays as it is (old books' audits read it): the game's details (:attr:`GameMeta.details`) say
it in the detail pane, and the search finds it."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_text, import_sample, make_app, run

from ledger.games.air_fare.meta import action_details
from tui.screens.journal import JournalScreen, JournalTable

LOST = "Dmitri lost Boeing 747 Jumbo Jet #36 in the Plane Crash"


def test_the_details_name_the_plane_lost_or_its_number() -> None:
    payload = {"cards": [{"player": 1, "card": "Boston"}, {"player": 2, "card": "Plane Crash", "plane": 4}]}
    players = ("Ann", "Bea")
    assert action_details("air_fare.draw", payload, players, None) == ("Bea lost plane #4 in the Plane Crash",)
    assert action_details("air_fare.flights", payload, players, None) == ()


@run
async def test_a_search_for_the_plane_finds_the_crash(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        crash = next(r.seq for r in app.game.records if r.kind == "air_fare.draw" and "plane" in str(r.payload))
        assert "#36" not in app.game.record_by_seq(crash).summary  # the stored summary unchanged
        await pilot.press("j")
        for _ in range(40):
            await pilot.pause()
            if isinstance(app.screen, JournalScreen) and app.screen.query_one(JournalTable).row_count:
                break
        screen = app.screen
        assert isinstance(screen, JournalScreen)
        table = screen.query_one(JournalTable)
        await pilot.press("slash", *"747 #36", "enter")
        for _ in range(40):
            await pilot.pause(0.05)
            if screen._drawn_search == "747 #36":
                break
        assert crash in {line.seq for line in table.rows}
        # the detail pane of the crash's row says it
        table.move_cursor(row=next(i for i, line in enumerate(table.rows) if line.seq == crash))
        for _ in range(20):
            await pilot.pause(0.05)
            if LOST in " ".join(drawn_text(app).split()):
                break
        assert LOST in " ".join(drawn_text(app).split()), drawn_text(app)
