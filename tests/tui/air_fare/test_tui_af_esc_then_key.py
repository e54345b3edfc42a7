"""Esc and a key typed straight after it reach the app as one Alt key (tui/app.py, AirbankerApp._esc_and_key). A
newcomer's try (5 players, long names, 80x24, through tmux): Esc then ``i`` on the Interest form's Amount left the
form open on the Amount, as if ``i`` had opened it again starting there: a form starts on its first field."""

from __future__ import annotations

from pathlib import Path

from textual import events
from tui_helpers import keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.games.air_fare.forms import PlayerLoanForm
from tui.games.air_fare.table import AirFareScreen

NAMES = ("Annabelle", "Bartholomew", "Christopher", "Dominique", "Evangeline")


async def alt(pilot: object, character: str) -> None:
    """Esc and ``character`` as a terminal sends them close together: one Alt key (Textual reads "\\x1bi" so)."""
    app = pilot.app  # type: ignore[attr-defined]
    event = events.Key(f"alt+{character}", character)
    event.set_sender(app)
    app._driver.send_message(event)
    await keys(pilot)
    for _ in range(50):
        if not (app._typed_ahead or app._opening):
            break
        await pilot.pause(0.02)  # type: ignore[attr-defined]
    await keys(pilot)


@run
async def test_esc_then_i_closes_the_interest_form_and_opens_it_on_its_first_field(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "interest", NAMES, options))
    app.book.record(game_id, "air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 30})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "i", "enter", "enter")  # on the Amount
        first = app.screen
        assert isinstance(first, PlayerLoanForm) and first.focused is first.query_one("#amount")
        await alt(pilot, "i")
        again = app.screen
        assert isinstance(again, PlayerLoanForm) and again is not first  # closed, and opened again
        assert again.focused is again.query_one("#lender"), again.focused
        assert again.query_one("#amount").value == ""  # the "i" typed nowhere
        await alt(pilot, "v")  # Esc then v: the form closed, the standings shown
        assert type(app.screen).__name__ == "StandingsScreen"
        await keys(pilot, "escape")
        assert isinstance(app.screen, AirFareScreen)
