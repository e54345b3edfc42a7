"""The journal's detail names every bid of an Air Empire plane sale, not only the buyer its summary names.

A newcomer's try of a Tournament Game: "The journal also keeps only the sale, not the losing bid". The stored
sale holds every bid (its payload); the game says them (:attr:`ledger.engine.GameMeta.details`), the journal shows
them under the summary, and nothing stored changes.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static
from tui_helpers import import_sample, make_app, run

from ledger.games.air_empire.meta import action_details
from tui.screens.journal import JournalScreen, JournalTable

#: the sample's plane sale is its 50th action: Çelik sells 2 Super Jets, Bea bids $15,000 and Ann $14,000
SALE = 50


def test_the_details_of_a_plane_sale_are_its_bids_highest_first() -> None:
    players = ("Ann", "Bea", "Çelik")
    payload = {
        "seller": 3,
        "plane": "super_jet",
        "count": 2,
        "bids": [{"player": 1, "amount": 14000}, {"player": 2, "amount": 15000}],
    }
    assert action_details("air_empire.plane_sale", payload, players) == ("Bids: Bea $15,000 · Ann $14,000",)
    assert action_details("air_empire.purchase", payload, players) == ()
    # a bid the sale could not read is left out; none readable, nothing said
    assert action_details("air_empire.plane_sale", {"bids": [{"player": 9, "amount": 1}, "x"]}, players) == ()


@run
async def test_the_journal_detail_of_the_sale_names_the_losing_bid(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-basic-4p", SALE)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.game_id = game_id
        app.push_screen(JournalScreen())
        await pilot.pause()
        for _ in range(100):
            if app._settled() and app.screen.query_one("#journal", JournalTable).row_count:
                break
            await pilot.pause(0.02)
        table = app.screen.query_one("#journal", JournalTable)
        line = table.cursor_line
        assert line is not None and line.seq == SALE
        detail = str(app.screen.query_one("#journal-detail", Static).render())
        assert "Bids: Bea $15,000 · Ann $14,000" in detail, detail
        assert f"Cash after #{SALE}:" in detail


def test_the_details_of_route_bids_are_every_bid_as_typed_and_who_passed() -> None:
    """A newcomer's try: a forfeited bid's amount ("forfeited: Ann, Çelik") was in the journal nowhere."""
    players = ("Ann", "Bea", "Çelik", "Dmitri")
    payload = {
        "bids": [
            {"player": 4, "class": "C", "flight_costs": 7000},
            {"player": 1, "class": "A", "flight_costs": 11000, "super_jets": 4, "prop_jets": 0},
            {"player": 3, "class": "B", "flight_costs": 9000},
        ]
    }
    assert action_details("air_empire.bids", payload, players) == (
        "Bids: Ann A $11,000 · Çelik B $9,000 · Dmitri C $7,000 · passed: Bea",
    )
    assert action_details("air_empire.bids", {"bids": []}, players) == ()
