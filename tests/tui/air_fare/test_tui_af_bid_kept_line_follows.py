"""The keys' line of a bidder kept on a bid refused follows his bids, and ctrl+o straight after the refused Enter is
used (tui/games/air_fare/forms.py, AirFareBidsScreen.follow_kept_refused; tui/app.py, AirbankerApp.only_shows).

A newcomer's try at 80x24 (Ann, Bea, Cal, Dan; Ann borrowed $20M): Ann's 55 on Miami, ctrl+s; Bea's 55 on Miami
(over her $50M), Enter down her cards, refused on the last. Her ctrl+o, pressed soon after, was not used ("the keys
typed after Enter were not used either"), though the line under the box asked for it; then, her bid covered by a bank
loan (ctrl+l 20 Enter), the line still said "Bea: a bid of yours is refused" while the check in the box said "Your
bids stand"."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_secret_refusal import quiet
from textual.widgets import Input
from tui_helpers import drawn_words, keys, make_app, open_game_at, run, type_fast

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.app import AirbankerApp
from tui.games.air_fare.forms import AirFareBidsScreen
from tui.screens.help import HelpScreen

#: the Bidding Pool, in order (min $50M, $40M, $50M, $60M); every player has $50M
CARDS = ["Miami", "Boston", "Dallas", "Los Angeles"]
KEPT = "Bea: a bid of yours is refused: ctrl+o shows why (for your eyes); fix it or blank it, then Enter"
FIXED = "Bea types · Enter: hand the seat over · ctrl+o: show/hide the bids · Esc: cancel"
STAND = "Your bids stand: none below the Base Cost, together within your account."


def at_the_bids(app: AirbankerApp) -> int:
    """A 4-player game at turn 1's Bid Phase, the cities of :data:`CARDS` in the Bidding Pool, Ann owing the bank
    $20M (her cash $70M)."""
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "bids", ("Ann", "Bea", "Cal", "Dan"), options))
    state = app.book.game(game_id).state
    planes = [c for p in state.players for c in p.planes]
    app.book.record(game_id, "air_fare.maintenance", {"rolls": [{"plane": c, "roll": 5} for c in planes]})
    app.book.record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(CARDS, 1)]})
    app.book.record(game_id, "air_fare.flights", {"flights": []})
    app.book.record(game_id, "air_fare.revenue", {})
    app.book.record(game_id, "air_fare.loan", {"player": 1, "amount": 20})
    return game_id


async def beas_bid_refused(pilot: object, app: AirbankerApp, *after: str) -> AirFareBidsScreen:
    """The bids open, Ann's 55 on Miami handed over, then Bea's 55 on Miami and Enter down her cards, typed at once
    with ``after``: refused on her last card, she is kept on it."""
    await open_game_at(pilot, at_the_bids(app))
    await keys(pilot, "b", "55", "ctrl+s")
    bids = app.screen
    assert isinstance(bids, AirFareBidsScreen) and bids.current == 1
    await type_fast(pilot, "5", "5", "enter", "enter", "enter", "enter", "enter", *after)
    assert bids.current == 1 and 2 not in bids.typed and bids.kept_refused
    return bids


@run
async def test_the_kept_line_goes_once_a_loan_covers_the_bid(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await beas_bid_refused(pilot, app)
        await quiet(pilot)
        assert KEPT in drawn_words(app)
        await keys(pilot, "ctrl+o")
        said = drawn_words(app)
        assert "more than the $50M in the account" in said and KEPT in said, said
        await keys(pilot, "ctrl+l", "20", "enter")  # the loan form masks her bids first
        await quiet(pilot)
        assert app.screen is bids and not bids.peeking
        said = drawn_words(app)
        assert KEPT not in said and FIXED in said, said
        assert "Bea done: ctrl+s or Enter, Cal's bids next." in said, said  # Enter hands over from any card
        await keys(pilot, "ctrl+o")
        said = drawn_words(app)
        assert STAND in said and KEPT not in said and FIXED in said, said
        await keys(pilot, "ctrl+o", "enter")  # from Miami, not her last card: the seat handed over
        assert bids.current == 2 and bids.typed[2] == {13: 55}


@run
async def test_the_kept_line_follows_a_bid_blanked_and_typed_again_while_peeking(tmp_path: Path) -> None:
    """Peeking, Backspace blanks the refused bid: the line hands the seat over; 55 again: refused again, said so.
    Masked, a key changes nothing drawn (the table would learn the bid stands): said once she peeks or hands over."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await beas_bid_refused(pilot, app)
        await quiet(pilot)
        await keys(pilot, "ctrl+o", "backspace")
        field = bids.query_one("#bid_13", Input)
        assert app.focused is field and field.value == ""
        said = drawn_words(app)
        assert "No bid typed: a blank card is no bid." in said and KEPT not in said and FIXED in said, said
        await keys(pilot, "55")
        said = drawn_words(app)
        assert "✗ refused (see below)" in said and KEPT in said and FIXED not in said, said
        await keys(pilot, "ctrl+o", "backspace", "backspace")  # masked: the line as it was
        assert KEPT in drawn_words(app) and field.value == ""
        await keys(pilot, "ctrl+o")
        assert FIXED in drawn_words(app)
        await keys(pilot, "ctrl+o", "enter")
        assert bids.current == 2 and bids.typed[2] == {}


@run
async def test_ctrl_o_straight_after_the_refused_enter_is_used(tmp_path: Path) -> None:
    """ctrl+o, typed at once after the Enter refused, shows Bea's bids: it records nothing. The keys typed after it
    at once are still not used (a next bidder's figure typed ahead)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await beas_bid_refused(pilot, app, "ctrl+o", "3")
        assert bids.peeking
        field = bids.query_one("#bid_13", Input)
        assert app.focused is field and field.value == "55"  # the 3 typed after was not used
        said = drawn_words(app)
        assert "more than the $50M in the account" in said, said


@run
async def test_f1_straight_after_the_refused_enter_opens_the_help(tmp_path: Path) -> None:
    """F1 only shows the help: used straight after a refused key as ctrl+o is."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await beas_bid_refused(pilot, app, "f1")
        await quiet(pilot)
        assert isinstance(app.screen, HelpScreen)
        await keys(pilot, "escape")
        assert app.screen is bids and bids.current == 1


@run
async def test_hidden_again_while_still_refused_says_no_key_hands_over(tmp_path: Path) -> None:
    """A review: kept on a refused bid, ctrl+o twice; the line in the box said "Bea done: ctrl+s or Enter" under the
    line saying her bid is refused, and both keys were refused. While refused it says to fix or blank it; once it
    stands, that Enter hands the seat over."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await beas_bid_refused(pilot, app)
        await quiet(pilot)
        await keys(pilot, "ctrl+o", "ctrl+o")
        assert not bids.peeking and bids.kept_refused
        said = drawn_words(app)
        assert "A bid of Bea's is still refused: fix it or blank it (ctrl+o shows why), then Enter." in said, said
        assert "Bea done" not in said and KEPT in said


@run
async def test_the_bids_lines_name_the_peek_key_the_keymap_gives(tmp_path: Path) -> None:
    """A review: with ctrl+o moved to f10 in the keymap, the line under a bidder's fields and the kept line still
    said ctrl+o. Every line of the bids names f10, and f10 peeks."""
    (tmp_path / "config.toml").write_text('[keymap]\nbids_peek = "f10"\n', "utf-8")
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await beas_bid_refused(pilot, app)
        await quiet(pilot)
        said = drawn_words(app)
        assert KEPT.replace("ctrl+o", "f10") in said and "ctrl+o" not in said, said
        await pilot.press("f10")  # (keys() would type "f10" letter by letter)
        await pilot.pause()
        assert bids.peeking
        await pilot.press("f10")
        await pilot.pause()
        said = drawn_words(app)
        assert "(f10 shows why)" in said and "ctrl+o" not in said, said
