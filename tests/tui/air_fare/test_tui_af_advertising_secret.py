"""The Advertising Phase's spending stays secret until the reveal (tui/games/air_fare/forms.py, AdvertisingForm).

Air Fare, Advertising Phase Optional Rule: "Players secretly write down how much money they are spending on
advertising". A newcomer's try (5 players, Bo and Élodie both at Miami): Bo typed 3 (masked •••), and the live line
said "Will record: Turn 3 advertising: Bo $3M (Miami $3M); …", and "1D10 for: Bo at Miami" appeared and went as
Élodie typed 1 or 2, telling her Bo's figure. While an amount is masked the screen drawn must not depend on it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Input, Select
from tui_helpers import drawn_text, keys, make_app, open_game_at, run

from ledger.game import GameSetup
from tui.app import AirbankerApp
from tui.games.air_fare.forms import AD_HIDDEN_LINE, AD_NOT_REVEALED, AdvertisingForm, LoanForm
from tui.games.air_fare.table import AirFareScreen

NAMES = ("Ann", "Bea", "Cal", "Dee")


def chicago_game(app: AirbankerApp) -> int:
    """Four players, each holding one of the four Chicago landing rights (won at turn 1's bids for $60M), at turn
    2's Advertising Phase, every player with $15M (the ledger's rulebook example, tests/ledger/air_fare)."""
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "ads", NAMES, {"advertising": True}))

    def record(kind: str, payload: dict[str, Any]) -> None:
        app.book.record(game_id, kind, payload)

    def state() -> Any:
        return app.book.game(game_id).state

    def turn(city: str, to: str) -> None:
        planes = [c for p in state().active_players() for c in p.planes]
        record("air_fare.maintenance", {"rolls": [{"plane": c, "roll": 10} for c in planes]})
        record("air_fare.draw", {"cards": [{"player": s, "card": city} for s in (1, 2, 3, 4)]})
        flights = [{"player": s, "plane": state().player(s).planes[0], "to": to} for s in (1, 2, 3, 4)]
        record("air_fare.flights", {"flights": flights})

    for seat in (1, 2, 3, 4):
        record("air_fare.loan", {"player": seat, "amount": 20})
    turn("Chicago", "Minor Airport")
    record("air_fare.advertising", {"spending": []})
    record("air_fare.revenue", {})
    pool = state().pool
    bids = [{"player": s, "card": c, "amount": 60} for s, c in zip((1, 2, 3, 4), pool, strict=True)]
    record("air_fare.bids", {"bids": bids})
    turn("Dallas", "Chicago")
    assert app.book.game(game_id).position() == "Turn 2, Advertising Phase"
    return game_id


async def revealed_with_a_roll(pilot: Any, game_id: int) -> AdvertisingForm:
    """:func:`chicago_game` ``game_id`` opened, its Advertising form typed $1M, $1M, $1M and Dan's $2M (twice each
    opponent's: one 1D10 asked) and revealed (ctrl+s): the form, on its rolls field."""
    await open_game_at(pilot, game_id)
    await keys(pilot, "g", "1", "enter", "1", "enter", "1", "enter", "2", "ctrl+s")
    form = pilot.app.screen
    assert isinstance(form, AdvertisingForm) and form.revealed
    return form


async def typed(tmp_path: Path, amounts: list[str]) -> list[str]:
    """The advertising form opened, each of ``amounts`` typed on its player's row then Enter but the last; the
    screen drawn after each player's amount."""
    tmp_path.mkdir()
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    shown = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "g")
        form = app.screen
        assert isinstance(form, AdvertisingForm)
        for index, amount in enumerate(amounts):
            if index:
                await keys(pilot, "enter")
            await keys(pilot, *amount)
            await pilot.pause()
            assert form.live_text == AD_HIDDEN_LINE
            shown.append(drawn_text(app))
    return shown


@run
async def test_nothing_drawn_depends_on_the_masked_amounts(tmp_path: Path) -> None:
    """Bea 3 then Cal 1 and Cal 2 (with and without a 1D10 due): the same screens, none naming a roll or an amount."""
    one = await typed(tmp_path / "a", ["0", "3", "1", "9"])
    two = await typed(tmp_path / "b", ["5", "3", "2", "12"])
    assert one == two
    for drawn in one:
        assert "1D10 for" not in drawn and "Will record" not in drawn and "$3M" not in drawn, drawn
        assert "Amounts hidden" in drawn, drawn


@run
async def test_the_reveal_then_the_rolls_then_the_record(tmp_path: Path) -> None:
    """ctrl+s reveals every amount, then asks the 1D10s of who spent twice as much; Enter on them records."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "g", "enter", "3", "enter", "5", "enter", "10", "ctrl+s")
        form = app.screen
        assert isinstance(form, AdvertisingForm) and form.revealed
        drawn = drawn_text(app)
        assert "1D10 for: Bea at Chicago" in drawn, drawn
        assert form.focused is form.query_one("#ad_rolls")
        await keys(pilot, "5 3 7", "enter")
        assert isinstance(app.screen, AirFareScreen), form.live_text
        assert app.game.state.ad_rolls == {(2, "Chicago", 0): 5, (3, "Chicago", 0): 3, (4, "Chicago", 0): 7}


@run
async def test_an_overspending_is_refused_before_the_reveal_for_its_player_only(tmp_path: Path) -> None:
    """Bea types $16M with $15M: ctrl+s reveals nothing, the cursor stays on Cal's row, and only ctrl+o on Bea's row
    says why, in the banker's words, with the bank loan as the way out."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "g", "enter", "16", "enter", "5", "ctrl+s")
        form = app.screen
        assert isinstance(form, AdvertisingForm) and not form.revealed
        assert form.focused is form.query_one("#ad_3_3")
        assert form.live_text == AD_HIDDEN_LINE
        assert "16" not in drawn_text(app)
        assert [n.message for n in app._notifications][-1] == AD_NOT_REVEALED
        await keys(pilot, "shift+tab", "ctrl+o")
        assert "For Bea's eyes: refused" in form.live_text and "$16M" in form.live_text, form.live_text
        assert "spending[" not in form.live_text and "a bank loan first: ctrl+l (up to $80M)" in form.live_text
        await keys(pilot, "ctrl+o")
        assert form.live_text == AD_HIDDEN_LINE
        assert app.game.state.phase == "advertising"


async def handed_over(tmp_path: Path, amounts: list[str]) -> str:
    """The advertising form, ``amounts`` typed row by row, then ctrl+s on the last row: the screen drawn."""
    tmp_path.mkdir()
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "g")
        for index, amount in enumerate(amounts):
            if index:
                await keys(pilot, "enter")
            await keys(pilot, amount)
        await keys(pilot, "ctrl+s")
        form = app.screen
        assert isinstance(form, AdvertisingForm) and not form.revealed
        assert form.focused is form.query_one("#ad_4_4")
        assert [n.message for n in app._notifications][-1] == AD_NOT_REVEALED
        return drawn_text(app)


@run
async def test_a_refusal_at_the_reveal_does_not_say_whose(tmp_path: Path) -> None:
    """Bea's $16M refused or Cal's: the same screen after ctrl+s, the cursor left on Dee's row (a newcomer's try:
    the cursor went back to the refused row, and "the amount under the cursor is refused" said whose)."""
    bea = await handed_over(tmp_path / "a", ["1", "16", "5", "2"])
    cal = await handed_over(tmp_path / "b", ["1", "5", "16", "2"])
    assert bea == cal


@run
async def test_blank_rows_look_like_typed_ones(tmp_path: Path) -> None:
    """Rows nobody typed in are masked as typed ones ("•••"), not "$M": the table cannot tell who spent."""
    blanks = await typed(tmp_path / "a", ["", "3", "", "1"])
    full = await typed(tmp_path / "b", ["4", "3", "2", "1"])
    assert blanks == full
    assert "$M" not in blanks[-1].split("Advertising Phase")[-1].split("1D10")[0], blanks[-1]


@run
async def test_a_bank_loan_over_the_form_keeps_the_amounts(tmp_path: Path) -> None:
    """ctrl+l on Bea's row: the loan form for Bea; $5M borrowed, back on the form her $16M is now accepted."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "g", "enter", "16")
        await pilot.press("ctrl+l")
        await pilot.pause()
        loan = app.screen
        assert isinstance(loan, LoanForm) and loan.query_one("#player", Select).value == 2
        await keys(pilot, "5", "enter")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, AdvertisingForm), form
        assert app.game.state.loans[2] == 25
        assert form.query_one("#ad_2_2", Input).value == "16"
        assert form.own_refusal(2) is None
