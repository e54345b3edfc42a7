"""A refused secret bid is marked on its bidder's row, never by its card (tui/games/air_fare/forms.py,
AirFareBidsScreen). A newcomer's try (5 players, long names, 80x24): "✗ refused (see below)" stood beside the card the
bid was tried on, so the table learnt which card the bidder wanted; a secret must stay secret."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_text, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AirbankerApp
from tui.games.air_fare.forms import AirFareBidsScreen

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")
CARDS = ["Miami", "Boston", "Dallas", "Atlanta", "Chicago"]


def at_the_bids(app: AirbankerApp) -> int:
    """A 5-player game at turn 1's Bid Phase, the five cities of :data:`CARDS` in the Bidding Pool; its id."""
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "bids", NAMES, options))
    state = app.book.game(game_id).state
    planes = [c for p in state.players for c in p.planes]
    app.book.record(game_id, "air_fare.maintenance", {"rolls": [{"plane": c, "roll": 5} for c in planes]})
    app.book.record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(CARDS, 1)]})
    app.book.record(game_id, "air_fare.flights", {"flights": []})
    app.book.record(game_id, "air_fare.revenue", {})
    return game_id


async def refused_on(tmp_path: Path, city: str) -> tuple[str, str, str]:
    """Annabelle's $10M on ``city`` (below its base cost) typed in turn, Enter down to the last card: the screen
    as drawn once refused on Enter, while she peeks (ctrl+o), and masked again."""
    (tmp_path / city).mkdir()
    app = make_app(tmp_path / city)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen)
        at = [bids.state.cards[c].name for c in bids.pool].index(city)
        await keys(pilot, *(["enter"] * at), "10", *(["enter"] * (len(bids.pool) - at)))
        assert bids.stage == "typing" and bids.current == 0 and bids.typed_refusal is not None
        refused = drawn_text(app)
        await keys(pilot, "ctrl+o")
        peeking = drawn_text(app)
        # peeking, the refused bid is focused to be typed over
        assert app.focused is bids.query_one(f"#bid_{bids.pool[at]}")
        await keys(pilot, "ctrl+o")
        return refused, peeking, drawn_text(app)


@run
async def test_a_refused_bid_marks_its_bidders_row_and_names_no_card(tmp_path: Path) -> None:
    on_dallas, peek_dallas, _masked = await refused_on(tmp_path, "Dallas")
    on_chicago, peek_chicago, _ = await refused_on(tmp_path, "Chicago")
    # the table sees the same screen whichever card the bid was tried on: nothing drawn names it
    assert on_dallas == on_chicago, (on_dallas, on_chicago)
    row = next(line for line in on_dallas.splitlines() if "Annabelle" in line and "typing now" in line)
    assert "bid refused, see below" in row, on_dallas
    assert "✗" not in on_dallas and "Dallas:" not in on_dallas and "bid on" not in on_dallas, on_dallas
    # the bidder peeking reads why, by its card (for her eyes only)
    assert "bid on Dallas" in " ".join(peek_dallas.split()), peek_dallas
    assert "bid on Chicago" in " ".join(peek_chicago.split()), peek_chicago


@run
async def test_a_bid_refused_as_it_is_typed_is_marked_on_the_row_only(tmp_path: Path) -> None:
    """Checked as it is typed (before Enter): the mark on Annabelle's row, the hint by every card as it was."""
    app = make_app(tmp_path)
    game_id = at_the_bids(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b")
        before = drawn_text(app)
        await keys(pilot, "10")  # below Miami's base cost
        drawn = drawn_text(app)
        assert "bid refused, see below" in drawn and "✗" not in drawn, drawn
        # the field typed in shows its mask for the "$M" it showed (the bidder's keys went there), nothing more
        lines = zip(before.splitlines(), drawn.splitlines(), strict=True)
        changed = [new for old, new in lines if old != new and old.replace("$M ", "•••") != new]
        assert len(changed) == 2 and not any("Miami" in line for line in changed), changed
        await keys(pilot, "backspace", "backspace")  # no bid: no mark
        assert "bid refused" not in drawn_text(app)
