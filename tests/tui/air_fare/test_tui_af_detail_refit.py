"""The table's detail is fitted again whenever its room changes (tui/games/air_fare/table.py, DetailLine).

A newcomer's try at 80x24: in the raise-money step the ways to raise money were cut at the foot of the detail. The
detail was fitted only when its text was set: a note that appeared while another screen covered the table (here a
loan between players redone from the journal: "Loans between players: …" one line more above) left the detail as long
as before in a line less."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_raise_five import NAMES
from textual.pilot import Pilot
from textual.widgets import Static
from tui_helpers import drawn_text, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AirbankerApp
from tui.games.air_fare.table import AirFareScreen, folded_height


def annabelle_short(app: AirbankerApp) -> int:
    """Annabelle borrows $40M from the bank and buys a Minor Airport of Bartholomew's for $84M: $6M left, no loan
    between players (no notes line). Nobody flies: at the Revenue Phase she owes $8M interest, short $2M."""
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "short", NAMES, options))
    record = app.book.record
    record(game_id, "air_fare.loan", {"player": 1, "amount": 40})
    state = app.book.game(game_id).state
    record(game_id, "air_fare.trade", {"seller": 2, "buyer": 1, "card": state.player(2).rights[0], "price": 84})
    planes = [c for p in state.players for c in p.planes]
    record(game_id, "air_fare.maintenance", {"rolls": [{"plane": c, "roll": 5} for c in planes]})
    cities = ("Miami", "Boston", "Dallas", "Atlanta", "Chicago")
    record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(cities, start=1)]})
    record(game_id, "air_fare.flights", {"flights": []})
    record(game_id, "air_fare.revenue", {})
    return game_id


def fitted(app: AirbankerApp) -> None:
    """The detail's text fits its room, and ends with the legend of the grid's Worth* (the ways to raise above it)."""
    table = app.screen
    assert isinstance(table, AirFareScreen)
    detail = table.query_one("#detail", Static)
    text = str(detail.render())
    assert 0 < folded_height(text, detail.size.width) <= detail.size.height, drawn_text(app)
    words = " ".join(drawn_text(app).split())
    assert "Annabelle could still raise" in words and "Evangeline $50M." in words, drawn_text(app)
    assert "Worth*: less what is owed" in words, drawn_text(app)


async def grown_to(pilot: Pilot[None], width: int, height: int) -> None:
    """The terminal resized to ``width`` x ``height``, its notice asking for room gone and the table laid out again
    (a moment later under load)."""
    await pilot.resize_terminal(width, height)
    for _ in range(200):
        await pilot.pause(0.05)
        if not pilot.app.has_class("-too-small") and pilot.app.screen.query_one("#detail").size.height > 0:
            break
    await pilot.pause()


@run
async def test_a_note_appearing_under_the_journal_refits_the_detail(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = annabelle_short(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        fitted(app)
        await keys(pilot, "n", "enter", "enter", "1", "ctrl+s")  # Bartholomew lends Annabelle $1M: a notes line
        assert "Loans between players: Annabelle owes Bartholomew $1M" in drawn_text(app)
        fitted(app)
        await keys(pilot, "ctrl+z", "y", "escape")  # undone (its form offered again, left): the notes line goes
        assert "Loans between players" not in drawn_text(app)
        fitted(app)
        await keys(pilot, "j", "ctrl+y", "y")  # redone from the journal: the notes line comes under the journal
        await keys(pilot, "escape")
        assert isinstance(app.screen, AirFareScreen)
        assert "Loans between players: Annabelle owes Bartholomew $1M" in drawn_text(app)
        fitted(app)


@run
async def test_the_detail_fits_again_after_the_terminal_was_too_small(tmp_path: Path) -> None:
    """80x24, then 60x20 (too small: only the notice asking for room), then 80x24 again: the detail fitted to its
    room."""
    app = make_app(tmp_path)
    game_id = annabelle_short(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        fitted(app)
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        await grown_to(pilot, 80, 24)
        fitted(app)
