"""A city of the owner's landing rights refused to a plane in the Flying form says the ledger's cause, in the
rulebook's terms (tui/games/air_fare/forms.py, DestinationSelect.unmatched_text; ledger/games/air_fare/flying.py,
FlightRefusal).

A newcomer's try at 80x24 (3 players, Ann holds Europe landing rights, turn 3): "europe" typed on Ann's Boeing 737
row said "Europe: not for this plane this turn", neither the cause (a 737 has a US range) nor that it lasts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tui_helpers import drawn_text, form_setup, keys, make_app, run, stored_game

from tui.app import AirbankerApp
from tui.games.air_fare.forms import DestinationSelect, FlightsForm


def said(app: AirbankerApp) -> str:
    """The screen's words, a wrapped line whole."""
    return " ".join(drawn_text(app).split())


async def flights_on_turn_3(pilot: Any) -> FlightsForm:
    """A 3-player game at turn 3's Flying Phase, Ann holding Europe landing rights (bought on a $100M bank loan at
    turn 1) and flying her starting Boeing 737: the Flying form open on Ann's row."""
    app = pilot.app
    game_id = await stored_game(pilot, form_setup("air_fare", "standard", "Three", "Ann", "Bea", "Cal"))

    def turn(draws: list[str], *, last: bool = False) -> None:
        planes = [c for p in app.game.state.active_players() for c in p.planes]
        app.book.record(game_id, "air_fare.maintenance", {"rolls": [{"plane": p, "roll": 5} for p in planes]})
        cards = [{"player": seat, "card": card} for seat, card in enumerate(draws, 1)]
        app.book.record(game_id, "air_fare.draw", {"cards": cards})
        if last:
            return
        app.book.record(game_id, "air_fare.flights", {"flights": []})
        app.book.record(game_id, "air_fare.revenue", {})

    turn(["Europe", "Miami", "Boston"])
    app.book.record(game_id, "air_fare.loan", {"player": 1, "amount": 100})
    state = app.game.state
    europe = next(c for c in state.pool if state.cards[c].name == "Europe")
    app.book.record(game_id, "air_fare.bids", {"bids": [{"player": 1, "card": europe, "amount": 100}]})
    turn(["Chicago", "Dallas", "Atlanta"])
    app.book.record(game_id, "air_fare.bids", {"bids": []})
    turn(["Miami", "Dallas", "Los Angeles"], last=True)
    app.game_changed()
    await pilot.pause()
    await keys(pilot, "f")
    form = app.screen
    assert isinstance(form, FlightsForm)
    assert form.state.turn == 3 and form.focused is form.query_one("#to_1", DestinationSelect)
    return form


@run
async def test_europe_typed_on_a_boeing_737_says_its_us_range(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await flights_on_turn_3(pilot)
        await keys(pilot, "europe")
        assert form.query_one("#to_1", DestinationSelect).expanded
        words = said(app)
        assert "Europe: the Boeing 737 has a US range (Flying Phase) · Esc: close the list" in words, words
        assert "not for this plane" not in words, words


@run
async def test_the_cause_stays_on_the_live_line_until_the_row_or_the_city_changes(tmp_path: Path) -> None:
    """The same try: Enter (or Esc) after "europe" put the key line back to "↑↓: move · a letter: search · Esc:
    close the list", and the reason was gone before it could be read. It stays on the live line, whole, until
    another row is focused or another city is searched or chosen on the row."""
    why = "Europe: the Boeing 737 has a US range and cannot fly to Europe (Flying Phase)"
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await flights_on_turn_3(pilot)
        ann = form.query_one("#to_1", DestinationSelect)
        await keys(pilot, "europe", "enter")  # chooses nothing: the list stays open on Ann's row
        assert ann.expanded and ann.value is DestinationSelect.NULL
        assert form.live_text.startswith(f"{why}\nNothing highlighted"), form.live_text
        assert why.split(" (")[0] in said(app)
        await keys(pilot, "escape")  # the list closed, still on Ann's row
        assert not ann.expanded and form.focused is ann
        assert form.live_text.endswith(f"; {why}"), form.live_text
        await keys(pilot, "tab")  # Bea's row: the reason of Ann's is gone, and does not come back on Ann's
        assert form.focused is form.query_one("#to_4", DestinationSelect)
        assert "US range" not in form.live_text, form.live_text
        await keys(pilot, "shift+tab")
        assert form.focused is ann and "US range" not in form.live_text, form.live_text
        await keys(pilot, "europe", "escape")  # said again, then another city chosen on the row: gone
        assert form.live_text.endswith(f"; {why}"), form.live_text
        await keys(pilot, "minor", "enter")
        assert ann.value == "Minor Airport"
        assert "US range" not in form.live_text, form.live_text


@run
async def test_the_cause_stays_once_every_plane_is_chosen(tmp_path: Path) -> None:
    """Every plane chosen, the live line says what is recorded: Esc after "europe" on Ann's row dropped the cause
    (a newcomer's try), said only while a plane was still to choose. It stays below what is recorded, until the row
    or the city changes."""
    why = "Europe: the Boeing 737 has a US range and cannot fly to Europe (Flying Phase)"
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await flights_on_turn_3(pilot)
        ann = form.query_one("#to_1", DestinationSelect)
        await keys(pilot, "tab", "space", "end", "enter", "space", "end", "enter")  # Bea and Cal stay on the ground
        await keys(pilot, "shift+tab", "shift+tab", "shift+tab", "minor", "enter")  # Ann flies to the Minor Airport
        assert ann.value == "Minor Airport" and form.live_text.startswith("Will record"), form.live_text
        await keys(pilot, "shift+tab", "europe", "escape")
        assert form.focused is ann and ann.value == "Minor Airport"
        assert form.live_text.startswith("Will record") and form.live_text.endswith(f"\n{why}"), form.live_text
        assert why.split(" (")[0] in said(app)
        await keys(pilot, "europe", "enter", "escape")  # Enter first, then Esc: the same
        assert form.live_text.startswith("Will record") and form.live_text.endswith(f"\n{why}"), form.live_text
        await keys(pilot, "tab")  # Bea's row: gone
        assert "US range" not in form.live_text, form.live_text
        await keys(pilot, "shift+tab")
        assert form.focused is ann and "US range" not in form.live_text, form.live_text
        await keys(pilot, "europe", "escape", "space", "end", "enter")  # another choice on the row: gone
        assert ann.value == "(stays on the ground)" and "US range" not in form.live_text, form.live_text
