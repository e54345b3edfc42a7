"""The Advertising form's footer offers only the keys that act there (tui/games/air_fare/forms.py,
AdvertisingForm.check_action). A newcomer's try: with nothing to spend on (nobody holds landing rights outside the
Minor Airports), the footer still offered ctrl+r "airbanker rolls" and ctrl+o "Show/hide this amount"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_tui_af_advertising_alone import miami_game
from test_tui_af_advertising_secret import chicago_game
from tui_helpers import drawn_text, keys, make_app, open_game_at, run

from ledger.game import GameSetup
from tui.app import AirbankerApp
from tui.games.air_fare.forms import AdvertisingForm

NAMES = ("Ann", "Bea", "Cal", "Dee")


def footer(app: AirbankerApp) -> str:
    """The footer: the screen's last line."""
    return drawn_text(app).splitlines()[-1]


def nothing_to_spend_on(app: AirbankerApp) -> int:
    """Four players at turn 1's Advertising Phase, each holding Minor Airports alone: nothing to spend on."""
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "ads", NAMES, {"advertising": True}))

    def record(kind: str, payload: dict[str, Any]) -> None:
        app.book.record(game_id, kind, payload)

    state = app.book.game(game_id).state
    planes = [c for p in state.active_players() for c in p.planes]
    record("air_fare.maintenance", {"rolls": [{"plane": c, "roll": 10} for c in planes]})
    record("air_fare.draw", {"cards": [{"player": s, "card": "Dallas"} for s in (1, 2, 3, 4)]})
    state = app.book.game(game_id).state
    flights = [{"player": s, "plane": state.player(s).planes[0], "to": "Minor Airport"} for s in (1, 2, 3, 4)]
    record("air_fare.flights", {"flights": flights})
    assert app.book.game(game_id).position() == "Turn 1, Advertising Phase"
    return game_id


@run
async def test_with_nothing_to_spend_on_the_footer_offers_neither_roll_nor_peek(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = nothing_to_spend_on(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g")
        assert isinstance(app.screen, AdvertisingForm) and not app.screen.slots
        line = footer(app)
        assert "^s Record" in line and "^r" not in line and "^o" not in line, line


@run
async def test_the_footer_follows_what_acts_before_and_after_the_reveal(tmp_path: Path) -> None:
    """Where no 1D10 can be asked (Ann alone at Miami, Bea and Cal at Chicago with no revenue there) ctrl+r is never
    offered; ctrl+o only while masked; y once revealed. Where one can (the four at Chicago), ctrl+r is offered only
    after the reveal, while a 1D10 is asked (a newcomer's try: offered before it, it only said the rolls come
    after)."""
    app = make_app(tmp_path)
    game_id = miami_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g", "1")
        line = footer(app)
        assert "^o" in line and "^r" not in line and " y " not in line, line
        await keys(pilot, "ctrl+s")
        line = footer(app)
        assert "^o" not in line and "^r" not in line and "y Record" in line, line
    (tmp_path / "b").mkdir()
    app = make_app(tmp_path / "b")
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g", "1", "enter", "1", "enter", "1", "enter", "2")
        assert "^r" not in footer(app), footer(app)  # nothing to roll before the reveal (a newcomer's try)
        await keys(pilot, "ctrl+s")  # Dee doubled everyone: a 1D10 asked
        assert "^r" in footer(app) and "y Record" not in footer(app), footer(app)
        await keys(pilot, "shift+tab", "backspace", "1")  # corrected: none asked now
        assert "^r" not in footer(app) and "y Record" in footer(app), footer(app)


@run
async def test_ctrl_s_is_said_reveal_while_masked_then_record(tmp_path: Path) -> None:
    """A newcomer's try: the footer said "^s Record" over amounts still masked, where ctrl+s reveals them (the key line
    said so). Now "Reveal" until the reveal, "Record" after it, whether a 1D10 is asked or not."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g", "1", "enter", "1", "enter", "1", "enter", "2")
        line = footer(app)
        assert "^s Reveal" in line and "Record" not in line, line
        await keys(pilot, "ctrl+s")  # Dee doubled everyone: a 1D10 asked
        assert isinstance(app.screen, AdvertisingForm) and app.screen.revealed
        line = footer(app)
        assert "^s Record" in line and "Reveal" not in line, line
        await keys(pilot, "shift+tab", "backspace", "1")  # corrected: none asked, y records
        line = footer(app)
        assert "^s Record" in line and "y Record" in line and "Reveal" not in line, line


@run
async def test_a_keymap_moves_reveal_and_record_together(tmp_path: Path) -> None:
    """``form_record = "f9"`` in the keymap: f9 reveals, then records, as the footer says; ctrl+s does neither, and no
    notice says the keymap took f9 from anything (both of ctrl+s's bindings are ``form_record``)."""
    (tmp_path / "config.toml").write_text('[keymap]\nform_record = "f9"\n', "utf-8")
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g", "1", "enter", "1", "enter", "1", "enter", "1")
        form = app.screen
        assert isinstance(form, AdvertisingForm)
        assert "f9 Reveal" in footer(app) and "^s" not in footer(app), footer(app)
        await keys(pilot, "ctrl+s")
        assert not form.revealed
        await pilot.pause(0.5)  # past the keys not used after one refused (tui.app.AFTER_REFUSAL_QUIET)
        await pilot.press("f9")
        await pilot.pause()
        assert form.revealed and "f9 Record" in footer(app), footer(app)
        await pilot.pause(0.2)  # the reveal seen: a record key typed before it records nothing
        await pilot.press("f9")
        await pilot.pause()
        assert app.screen is not form and app.game.state.phase != "advertising"
        assert not [n.message for n in app._notifications if "keymap" in n.message.lower()]
