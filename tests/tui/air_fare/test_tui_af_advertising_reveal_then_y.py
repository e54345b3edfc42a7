"""The advertising amounts are revealed to the table before anything is recorded, as the secret bids are
(tui/games/air_fare/forms.py, AdvertisingForm). A newcomer's try: with no 1D10 due, "g 2 Enter 3 ctrl+o ctrl+o ctrl+s"
(or "g 2 Enter 3 Enter Enter") recorded "Turn 4 advertising: Ann $2M (Miami $2M); Bea $3M (Miami $3M)" at once: the
first time anyone saw the amounts was on the table after the record, and a mistyped 30 for 3 was paid to the bank
unseen. Now ctrl+s (or Enter on the last amount) reveals them with what will be recorded (each player's spending, the
shares taken at the Revenue Phase), and y records; a y typed before the reveal showed records nothing, Enter on the
reveal never records, and Esc asks before dropping the amounts revealed."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_tui_af_advertising_secret import chicago_game
from test_tui_af_secret_refusal import quiet
from textual.widgets import Input
from tui_helpers import drawn_text, drawn_words, keys, make_app, open_game_at, records, run, type_fast

from tui.app import AirbankerApp
from tui.base.widgets import ConfirmScreen
from tui.games.air_fare.forms import AD_ENTER_SAID, AD_REVEALED_KEYS, AdvertisingForm
from tui.games.air_fare.table import AirFareScreen

#: Ann $2M, Bea, Cal and Dee $3M each at Chicago: each outspends Ann, none twice: three 10% shares, no 1D10
AMOUNTS = ("2", "enter", "3", "enter", "3", "enter", "3")


def one_line(app: AirbankerApp) -> str:
    """The words drawn in the box, its sides (and the table's letters beside them) and the line ends squeezed out: a
    sentence wrapped is searched whole."""
    inside = [line.split("│")[1] for line in drawn_text(app).splitlines() if line.count("│") == 2]
    return " ".join(" ".join(line.split()) for line in inside)


@pytest.mark.parametrize("reveal", [("ctrl+o", "ctrl+o", "ctrl+s"), ("enter", "enter")])
@run
async def test_the_newcomers_keys_typed_at_once_record_nothing_until_y(tmp_path: Path, reveal: tuple[str, ...]) -> None:
    """The keys typed at once, with a y after them: the amounts revealed, with what will be recorded and the shares,
    and nothing recorded; y typed once the reveal is on screen records them."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        before = records(app)
        await type_fast(pilot, "g", *AMOUNTS, *reveal, "y")
        form = app.screen
        assert isinstance(form, AdvertisingForm) and form.revealed, form
        assert records(app) == before
        said = one_line(app)
        assert "'y' was typed before the amounts showed: not used" in said, said
        assert "Will record: Turn 2 advertising: Ann $2M (Chicago $2M); Bea $3M (Chicago $3M)" in said, said
        assert "Shares at the Revenue Phase: Bea takes" in said and "of Ann's at Chicago (10% of $18M)" in said, said
        await quiet(pilot)
        await keys(pilot, "y")
        assert records(app) == before + 1 and app.game.records[-1].kind == "air_fare.advertising"
        assert isinstance(app.screen, AirFareScreen)


@run
async def test_enter_on_the_reveal_says_y_records_and_a_corrected_amount_is_recorded(tmp_path: Path) -> None:
    """Enter on the reveal records nothing and says y does (the key line says so before); Tab goes to an amount,
    which the banker corrects in sight of the table (Dee's 7 meant 6), and y records it from the field."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        before = records(app)
        await keys(pilot, "g", "5", "enter", "6", "enter", "6", "enter", "7", "ctrl+s")
        form = app.screen
        assert isinstance(form, AdvertisingForm) and form.revealed and form.focused is None
        assert AD_REVEALED_KEYS in one_line(app), drawn_text(app)
        await keys(pilot, "enter")
        assert records(app) == before and app.screen is form
        assert AD_ENTER_SAID in one_line(app), drawn_text(app)
        await keys(pilot, "tab")  # the first amount, then the last
        assert form.focused is form.query_one("#ad_1_1", Input)
        await keys(pilot, "shift+tab")
        dee = form.query_one("#ad_4_4", Input)
        assert form.focused is dee
        await keys(pilot, "backspace", "6", "enter")
        assert records(app) == before and AD_ENTER_SAID in one_line(app)
        await keys(pilot, "y")
        assert records(app) == before + 1
        assert app.game.state.ad_spent["Chicago"] == {1: 5, 2: 6, 3: 6, 4: 6}


@run
async def test_esc_on_the_reveal_asks_before_dropping_the_amounts(tmp_path: Path) -> None:
    """Esc on the reveal, blanks alone too, asks first (as the bids' reveal does); n goes back to it, d drops it."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        before = records(app)
        await keys(pilot, "g", "ctrl+s")
        form = app.screen
        assert isinstance(form, AdvertisingForm) and form.revealed
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        assert "Drop the amounts revealed?" in drawn_words(app)
        await keys(pilot, "n")
        assert app.screen is form
        await keys(pilot, "escape", "d")
        assert isinstance(app.screen, AirFareScreen) and records(app) == before


@run
async def test_an_advertising_undone_is_offered_again_revealed(tmp_path: Path) -> None:
    """ctrl+z on the advertising said "No form can show it again: type it anew": its form now opens again with the
    amounts filled in and revealed (the table saw them), one is corrected and y records it again; with a 1D10 the
    rolls typed then are filled in too; Esc asks before leaving it undone."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g", *AMOUNTS, "ctrl+s")
        await quiet(pilot)
        await keys(pilot, "y")
        assert isinstance(app.screen, AirFareScreen)
        await keys(pilot, "ctrl+z", "y")
        again = app.screen
        assert isinstance(again, AdvertisingForm) and again.refill is not None and again.revealed
        assert [field.value for _, field in again.amount_fields()] == ["2", "3", "3", "3"]
        assert not any(field.password for _, field in again.amount_fields())
        assert "No form can show it" not in str([n.message for n in app._notifications])
        assert "Will record: Turn 2 advertising: Ann $2M (Chicago $2M)" in one_line(app), drawn_text(app)
        await keys(pilot, "tab", "tab", "backspace", "2", "y")  # Bea's 3 meant 2
        assert isinstance(app.screen, AirFareScreen), drawn_text(app)
        assert app.game.state.ad_spent["Chicago"] == {1: 2, 2: 2, 3: 3, 4: 3}

        await keys(pilot, "ctrl+z", "y", "escape")
        assert isinstance(app.screen, ConfirmScreen) and "Leave this advertising undone?" in drawn_words(app)
        await keys(pilot, "d")
        await keys(pilot, "g", "1", "enter", "1", "enter", "1", "enter", "2", "ctrl+s")  # Dee doubles: a 1D10
        await keys(pilot, "7", "enter")
        assert isinstance(app.screen, AirFareScreen) and app.game.state.ad_rolls == {(4, "Chicago", 0): 7}
        await keys(pilot, "ctrl+z", "y")
        again = app.screen
        assert isinstance(again, AdvertisingForm) and again.revealed
        assert again.query_one("#ad_rolls", Input).value == "7" and again.focused is again.query_one("#ad_rolls")
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen) and app.game.state.ad_rolls == {(4, "Chicago", 0): 7}


@run
async def test_with_a_1d10_to_type_no_key_typed_before_the_reveal_is_used(tmp_path: Path) -> None:
    """A review's probe: with a 1D10 to type after the reveal (Dan's $2M against $1M: one roll asked), "g 1 Enter 1
    Enter 1 Enter 2 ctrl+s 7 Enter" typed at once went on into the rolls' field, and its Enter recorded the amounts,
    the reveal never drawn. No key typed before the reveal showed is used there; a roll typed once it shows records."""
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        before = records(app)
        await type_fast(pilot, "g", "1", "enter", "1", "enter", "1", "enter", "2", "ctrl+s", "7", "enter")
        form = app.screen
        assert isinstance(form, AdvertisingForm) and form.revealed and records(app) == before
        assert not form.query_one("#ad_rolls", Input).value
        assert "was typed before the amounts showed: not used" in drawn_text(app), drawn_text(app)
        await pilot.pause(0.5)  # (the keys typed straight after a refused one are not used)
        await keys(pilot, "7", "enter")
        assert records(app) == before + 1 and app.game.records[-1].kind == "air_fare.advertising"


@run
async def test_airbanker_rolls_the_1d10s_once_and_never_over_rolls_typed(tmp_path: Path) -> None:
    """A newcomer's try: ctrl+r on the revealed advertising rolled again at each press (the last seed recorded), and
    over rolls typed the field kept showing them while the seed's were recorded. Rolled once, as at the table."""
    from test_tui_af_advertising_secret import revealed_with_a_roll

    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await revealed_with_a_roll(pilot, game_id)
        await keys(pilot, "4", "ctrl+r")  # a roll typed: airbanker does not roll over it
        assert form.seed is None and form.payload()["rolls"][0]["roll"] == 4
        await keys(pilot, "backspace")
        await keys(pilot, "ctrl+r")
        seed = form.seed
        assert seed is not None
        await keys(pilot, "ctrl+r")
        assert form.seed == seed and form.payload()["seed"] == seed


@run
async def test_the_key_line_says_the_last_enter_reveals_before_the_reveal(tmp_path: Path) -> None:
    """A newcomer's try: before the reveal the key line said "on the last field or ctrl+s: record" over "ctrl+s:
    reveal, then y records"; it says they reveal."""
    from tui.games.air_fare.forms import AD_TYPING_KEYS

    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "g")
        words = " ".join(drawn_text(app).split())
        assert AD_TYPING_KEYS in words and "ctrl+s: record" not in words, words
