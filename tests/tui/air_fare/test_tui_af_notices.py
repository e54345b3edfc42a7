"""The notice after a draw or the flights names every player's part on its one line at 80x24. A newcomer's try:
"Recorded #10 · Turn 2 draw: Ann: Plane Crash (Lose one … (all in the journal)", and "Turn 1: 2 flights: Ann #1
to Minor … (all in the journal)". The record keeps the ledger's summary."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AirbankerApp
from tui.base.widgets import ConfirmScreen
from tui.games.air_fare.forms import DrawForm, FlightsForm
from tui.games.air_fare.table import AirFareScreen


def notice(app: AirbankerApp) -> str:
    """The latest notice's words after its title, as its one line at 80 columns shows them (tui.app.one_line: "…"
    where it is cut)."""
    return str([n.message for n in app._notifications][-1]).partition(" · ")[2]


ROLLS = {"rolls": [{"plane": 1, "roll": 5}, {"plane": 4, "roll": 5}, {"plane": 7, "roll": 5}]}


@run
async def test_the_draw_and_flights_notices_name_every_player(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "notices", ("Ann", "Bea", "Cal"), options))
    app.book.record(game_id, "air_fare.maintenance", ROLLS)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "d")
        assert isinstance(app.screen, DrawForm)
        await keys(pilot, "boston", "enter", "chicago", "enter", "snowb", "enter")
        assert isinstance(app.screen, AirFareScreen), app.screen
        said = notice(app)
        assert said == "Turn 1 draw: Ann Boston, Bea Chicago, Cal Snowbirds", said
        assert "Snowbirds (" in app.game.records[-1].summary  # the record's own words, the event's text in them
        await keys(pilot, "f")
        assert isinstance(app.screen, FlightsForm)
        await keys(pilot, "min", "enter", "min", "enter", "min", "enter")
        assert isinstance(app.screen, AirFareScreen), app.screen
        said = notice(app)
        assert said == "Turn 1 flights: Ann #1, Bea #4, Cal #7 to Minor", said


@run
async def test_the_notice_of_a_plane_crash_names_the_plane_lost(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "crash", ("Ann", "Bea", "Cal"), options))
    app.book.record(game_id, "air_fare.maintenance", ROLLS)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "d", "crash", "enter", "miami", "enter", "terminal", "enter")
        assert isinstance(app.screen, ConfirmScreen), app.screen  # the crash's plane named first
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen), app.screen
        said = notice(app)
        assert said == "Turn 1 draw: Ann Plane Crash #1, Bea Miami, Cal Terminal Tax", said


@run
async def test_the_bids_notice_names_the_cards_won_and_discarded(tmp_path: Path) -> None:
    """A newcomer's try: "Turn 1 bids: Cal wins Boston for $50M; 1 … (all in the journal)"."""
    app = make_app(tmp_path)
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "bids", ("Ann", "Bea", "Cal"), options))
    app.book.record(game_id, "air_fare.maintenance", ROLLS)
    draws = ["Boston", "Chicago", "Snowbirds"]
    app.book.record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(draws, 1)]})
    app.book.record(game_id, "air_fare.flights", {"flights": []})
    app.book.record(game_id, "air_fare.revenue", {})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b", "45", "enter", "enter", "41", "enter", "enter", "50", "enter", "enter", "enter", "y")
        assert isinstance(app.screen, AirFareScreen), app.screen
        said = notice(app)
        assert said == "Turn 1 bids: Cal Boston $50M; discarded: Chicago", said
        assert app.game.records[-1].summary.startswith("Turn 1 bids: Cal wins Boston for $50M")


@run
async def test_the_revenue_notice_says_each_players_part_short(tmp_path: Path) -> None:
    """A newcomer's try: "Turn 2 revenue: Ann earns $0M, owes … (all in the journal)". Ann drew the Plane Crash
    ($100M, and $20M Terminal Tax for her two Minor Airports, with $50M): short $70M; Bea and Cal earn $9M each
    (Minor Airport, a plane's 10% off) and pay $20M Terminal Tax."""
    app = make_app(tmp_path)
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "revenue", ("Ann", "Bea", "Cal"), options))
    app.book.record(game_id, "air_fare.maintenance", ROLLS)
    crash = {"player": 1, "card": "Plane Crash", "plane": 1}
    cards = [crash, {"player": 2, "card": "Miami"}, {"player": 3, "card": "Terminal Tax"}]
    app.book.record(game_id, "air_fare.draw", {"cards": cards})
    flights = [{"player": s, "plane": p, "to": "Minor Airport"} for s, p in ((2, 4), (3, 7))]
    app.book.record(game_id, "air_fare.flights", {"flights": flights})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "r", "enter")
        assert isinstance(app.screen, AirFareScreen), app.screen
        said = notice(app)
        assert said == "Turn 1 cash: Ann short $70M · Bea -$11M · Cal -$11M", said
        assert "Ann earns $0M, owes $120M with $50M" in app.game.records[-1].summary


@run
async def test_the_settle_notice_says_each_players_part(tmp_path: Path) -> None:
    """A newcomer's try: "Turn 2 settled: Ann pays $120M ($0M … (all in the journal)". The revenue of
    :func:`test_the_revenue_notice_says_each_players_part_short` recorded, Ann sells nothing: y declares her
    bankrupt (Bea and Cal paid their dues at the Revenue Phase)."""
    app = make_app(tmp_path)
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "settle", ("Ann", "Bea", "Cal"), options))
    app.book.record(game_id, "air_fare.maintenance", ROLLS)
    crash = {"player": 1, "card": "Plane Crash", "plane": 1}
    cards = [crash, {"player": 2, "card": "Miami"}, {"player": 3, "card": "Terminal Tax"}]
    app.book.record(game_id, "air_fare.draw", {"cards": cards})
    flights = [{"player": s, "plane": p, "to": "Minor Airport"} for s, p in ((2, 4), (3, 7))]
    app.book.record(game_id, "air_fare.flights", {"flights": flights})
    app.book.record(game_id, "air_fare.revenue", {})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "e", "enter", "y")
        assert isinstance(app.screen, AirFareScreen), app.screen
        said = notice(app)
        assert said == "Turn 1 settled: Ann bankrupt", said
