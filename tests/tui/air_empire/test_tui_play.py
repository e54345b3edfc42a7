"""Play Air Empire through the banker's screens only (Textual Pilot, an 80×24 terminal).

Every figure asserted here is worked out by hand from the rulebook (../shared/rules/
air-empire.txt, Basic Game) in the comments, never taken from the code under test.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input, Static, TextArea
from tui_helpers import SIZE, drawn_text, drawn_words, form_setup, make_app, run, stored_game, text, to_title, type_fast

from ledger.game import GameSetup
from ledger.games import air_empire
from ledger.store import Book
from tui.app import AirbankerApp
from tui.base.dialogs import ChoiceScreen
from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import FlightCostsForm, LoanForm, MaintenanceForm, PurchaseForm, RouteCardForm
from tui.games.air_empire.table import TableScreen
from tui.screens.start import NewGameScreen, StartScreen


async def keys(pilot: Any, *presses: str) -> None:
    """Press keys; a press longer than one character that is not a key name is typed letter by letter."""
    names = {"enter", "escape", "tab", "shift+tab", "down", "up", "ctrl+s", "ctrl+z", "ctrl+o", "backspace", "space"}
    for press in presses:
        if not press:
            continue  # an empty field: nothing to type
        if len(press) > 1 and press not in names:
            await pilot.press(*press)
        else:
            await pilot.press(press)
    await pilot.pause()


async def new_game(pilot: Any, title: str, *names: str) -> None:
    """From the start screen: n, the title, the names in seat order, Enter on the first blank seat (or the last
    name), then Enter through the Basic Game's options (the Senior Presidents, the Bank's planes)."""
    await keys(pilot, "n")
    assert isinstance(pilot.app.screen, NewGameScreen)
    await to_title(pilot)  # the form opens on the Game list
    await keys(pilot, title, "enter")
    for name in names:
        await keys(pilot, name, "enter")
    if len(names) < 4:
        await keys(pilot, "enter")  # Enter on an empty seat goes on to the options, as on the last name
    await keys(pilot, *["enter"] * 3)  # Enter on the last option creates the game
    assert isinstance(pilot.app.screen, TableScreen)


def basic(title: str, *names: str) -> GameSetup:
    """A new Basic Game as the new game form records it (:func:`new_game`: the options it writes out)."""
    return form_setup("air_empire", "basic", title, *names)


def plain_card(city: str, seats: int) -> tuple[str, dict[str, Any]]:
    """The route card of ``city`` as its form records it typed with no adjacent city, minimums A $10,000,
    B $8,000 (C $6,000 but in a 2-player game) and a revenue of $18,000: (kind, payload) for
    :func:`tui_helpers.stored_game`."""
    minimums = {"A": 10_000, "B": 8_000, "C": 6_000} if seats > 2 else {"A": 10_000, "B": 8_000}
    return "air_empire.route_card", {"city": city, "adjacent": [], "minimums": minimums, "revenue": 18_000}


def recap(state: air_empire.AirEmpireState, seat: int, quarter: int) -> dict[str, int | None]:
    """The recap lines of a player for a quarter, as the ledger's view model gives them."""
    sheet = air_empire.recap_sheets(state)[seat - 1]
    return {line.code: line.amounts[quarter - 1] for line in sheet.lines}


def actions(app: AirbankerApp) -> int:
    return len(app.game.records)


@run
async def test_two_full_quarters_of_a_three_player_game(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        await new_game(pilot, "Club", "Ann", "Bea", "Cal")
        game_id = app.game_id
        assert game_id is not None
        # what the form records, as the tests that store a new game store it (tui_helpers.form_setup)
        assert app.game.setup == basic("Club", "Ann", "Bea", "Cal")
        # Beginning Play: $9,000 each from the Bank
        assert app.book.balances(game_id) == {"bank": -27_000, "p1:cash": 9_000, "p2:cash": 9_000, "p3:cash": 9_000}

        table_screen = app.screen
        # ---- Y1 Q1, Senior President Ann (seat 1) -------------------------------------
        # c: the Flight Costs Table is not entered, so the prompt comes first; t enters it. The banker
        # types the rows at once after t, before the form is drawn: every key reaches the rows box
        # (the cursor starts there, plainly marked), none is lost or lands on the table.
        await keys(pilot, "c")
        await type_fast(pilot, "t", "10000 1 2", "enter", "8000 1 1", "enter", "6000 0 2")
        form = app.screen
        assert isinstance(form, FlightCostsForm) and form.focused is form.query_one("#rows")
        # the rulebook's $12,000 row is not filled in: the game knows it (its placeholder shows it)
        assert form.query_one("#rows", TextArea).text == "10000 1 2\n8000 1 1\n6000 0 2"
        assert app.screen_stack[-2] is table_screen
        await keys(pilot, "tab", "enter", "down", "enter")  # Where from: (board,) illustrative
        # a row forgotten: one Tab goes back to the rows box (the scrolling body is no Tab stop)
        await keys(pilot, "tab", "enter", "4000 0 2")
        assert form.query_one("#rows", TextArea).text.endswith("6000 0 2\n4000 0 2")
        await keys(pilot, "ctrl+s")
        assert app.game.state.table_provenance[8_000] == "illustrative"
        assert isinstance(app.screen, RouteCardForm)  # the route card follows the table
        await keys(
            pilot,
            "San Francisco",
            "enter",
            "Los Angeles, Helena",
            "enter",
            "10000",
            "enter",
            "8000",
            "enter",
            "6000",
            "enter",
            "18000",
            "enter",
        )
        assert isinstance(app.screen, TableScreen)
        assert app.game.state.phase == "bidding"

        # Secret bids: Ann A $12,000 (table: 2 Super, 1 Prop); Bea B $9,000, no row in the
        # table, so she types 1 Super 2 Prop; Cal C $6,500 — not a multiple of $1,000.
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        await keys(pilot, "a", "enter", "12000")
        amount, check = bids.query_one("#amount"), bids.query_one("#bid-check")
        # the mask never tells the bid's size (Bea's $9,000 below looks the same), ctrl+o shows Ann her own bid
        assert str(amount.render_line(0).text).strip() == "•••"
        # masked, the line every bid shows as typed: what the ledger says of it is for Ann's eyes (ctrl+o)
        assert str(check.render()) == BidsScreen.MASKED_LINE
        # the planes the game takes for the figure (the rulebook's row) tell the amount: not while masked
        assert "Jet" not in str(check.render())
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert str(amount.render_line(0).text).strip() == "12000"
        # Ann peeks: her bid and the planes the game takes for it (none typed), for her eyes
        assert "The bid stands" in str(check.render())
        assert "Planes: 1 Prop Jet and 2 Super Jets, as the game knows this figure." in str(check.render())
        notes = [str(note.render()) for note in bids.query(".after")]
        assert "$ (shown)" in notes and not any("hidden" in note for note in notes)  # says so while shown
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert str(amount.render_line(0).text).strip() == "•••"
        assert "$ (hidden)" in [str(note.render()) for note in bids.query(".after")]
        assert "Jet" not in str(check.render())  # masked again, the planes too
        await keys(pilot, "enter", "enter", "enter")  # the planes left empty: the table's row
        await keys(pilot, "b", "enter", "9000")
        assert str(amount.render_line(0).text).strip() == "•••"
        await keys(pilot, "enter", "1", "enter", "2", "enter")
        before = actions(app)
        # Cal checks his bid (ctrl+o) as he keeps it: refused as it is typed, on the banker's line by the field, and
        # he stays on it (masked, it is kept refused as any bid is kept, and refused at the reveal: ae33)
        await keys(pilot, "c", "enter", "6500", "ctrl+o", "enter", "enter", "enter")
        shown = str(check.render())
        assert "not a multiple of $1,000" in shown and "Route Applications" in shown, shown
        assert "-refused" in check.classes
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert str(check.render()) == BidsScreen.MASKED_LINE  # masked, nothing of it for the table
        assert "6,500" not in drawn_text(app) and "6500" not in drawn_text(app)
        assert bids.stage == "typing" and "Cal (seat 3) — the others look away." in str(
            bids.query_one("#entry-who").render()
        )
        assert app.screen.focused is amount and actions(app) == before
        await pilot.press("ctrl+u")
        # a point is refused naming the field, the figure not repeated
        await pilot.press("ctrl+o", *"6.5", "enter", "enter", "enter")
        await pilot.pause()
        said = [n.message for n in app._notifications][-1]
        assert said.startswith("Flight Costs: a whole number, no decimal point") and "6.5" not in said, said
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert app.screen.focused is amount and bids.stage == "typing"
        await pilot.press("ctrl+u")
        await keys(pilot, "6000", "enter", "enter", "enter")  # $6,000 is 0 Super 2 Prop
        assert bids.stage == "ready"
        await keys(pilot, "enter")  # reveal
        assert bids.refusal is None
        assert [o.outcome for o in bids.resolution] == ["won", "won", "won"]
        await keys(pilot, "y")  # record (Enter never records the bids)
        assert isinstance(app.screen, TableScreen)
        # Flight Profit = Revenue − Flight Costs: Ann 18,000 − 12,000 = 6,000; Bea 9,000;
        # Cal 12,000. No 1a, no Efficiency Savings, no penalty in the first quarter: 1g = 1b,
        # received from the Bank.

        # Phase 3: nobody has won two Class A routes: no loan room; skip to Phase 4.
        # Ann buys 1 Super Jet ($7,000), Bea 2 Prop Jets ($5,000), Cal nothing.
        await keys(pilot, "p")
        assert isinstance(app.screen, PurchaseForm)
        await keys(pilot, "enter", "1", "enter", "2", "enter", "enter", "enter", "enter")
        assert isinstance(app.screen, TableScreen)
        # A new game reads "60 Prop Jets and 30 Super Jets" as every plane in the box (plane_supply
        # "in_the_box"): 3 players start the Bank with 60 − 12 = 48 and 30 − 9 = 21; then 46 and 20.
        assert (app.game.state.bank_prop, app.game.state.bank_super) == (46, 20)

        # Phase 5 for everyone in one step: 5a $2,300 each; 5b $500 (Ann, 1 Super Jet), $400 (Bea, 2 Prop Jets).
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, MaintenanceForm)
        lines = str(form.query_one("#maint-lines").render())
        assert "Ann" in lines and "$2,800" in lines and "$5,200" in lines  # 5c and the cash after
        assert "Bea" in lines and "$2,700" in lines and "Cal" in lines
        # one key line, not the every-form line ("Enter: choose, next") and a second one saying otherwise
        assert str(form.query_one("#form-keys").render()).startswith("Enter or ctrl+s: record, asking first")
        assert "choose, next" not in str(form.query_one("#form-keys").render())
        await keys(pilot, "enter")  # Enter on the Who pays list (everyone) asks, once, for the three
        confirm = app.screen
        assert isinstance(confirm, ConfirmScreen)
        assert "Ann pays $2,800 maintenance; Bea pays $2,700 maintenance; Cal pays $2,300" in confirm.question
        await keys(pilot, "y")
        assert isinstance(app.screen, TableScreen)
        assert app.game.position().startswith("Y1 Q2")
        assert [r.kind for r in app.game.records].count("air_empire.maintenance") == 1  # one action
        # Ann 9,000 + 6,000 − 7,000 − 2,800 = 5,200; Bea 9,000 + 9,000 − 5,000 − 2,700 = 10,300;
        # Cal 9,000 + 12,000 − 2,300 = 18,700.
        assert app.book.balances(game_id) == {"bank": -34_200, "p1:cash": 5_200, "p2:cash": 10_300, "p3:cash": 18_700}

        # the table counts the rows as the journal does, the rows typed, and says the rulebook's $12,000 row apart
        # and that the rows are illustrative once (a newcomer's try: a second sentence said it again)
        words = drawn_words(app)
        assert "4 rows typed (illustrative values, not the board's), and the rulebook's $12,000 row." in words
        assert words.count("illustrative") == 1, words

        # ---- Y1 Q2, Senior President Bea (seat 2) -------------------------------------
        # The table is entered now: c goes straight to the route card.
        await keys(pilot, "c")
        assert isinstance(app.screen, RouteCardForm)
        await keys(
            pilot,
            "Los Angeles",
            "enter",
            "San Francisco, Phoenix",
            "enter",
            "10000",
            "enter",
            "8000",
            "enter",
            "6000",
            "enter",
            "20000",
            "enter",
        )
        # Ann A $12,000 (2 Super 1 Prop; she has 2 Super 3 Prop idle); Bea passes;
        # Cal A $10,000 (1 Super 2 Prop) is outbid.
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        # asked from the Senior President, Bea, clockwise: Bea, Cal, then Ann
        await keys(pilot, *["enter"] * 4)  # Bea: Enter down her four fields, nothing typed = pass
        await keys(pilot, "a", "enter", "10000", "enter", "enter", "enter")
        await keys(pilot, "a", "enter", "12000", "enter", "enter", "enter")
        await keys(pilot, "enter")  # reveal
        assert [(o.bid.player, o.outcome) for o in bids.resolution] == [(1, "won"), (3, "outbid")]
        await keys(pilot, "y")
        assert isinstance(app.screen, TableScreen)
        # Ann: 1a 6,000; 1b 20,000 − 12,000 = 8,000; 1c: San Francisco (Class A, Q1) is
        # adjacent: 20 % of 8,000 = 1,600; 1g = 15,600.
        # Bea: no route: Stand-pat penalty 10 % of 1a 9,000 = 900; 1g = 8,100.
        # Cal: outbid: penalty 10 % of 12,000 = 1,200; 1g = 10,800.

        # Phase 3: Ann has won two Class A routes: she may borrow $5,000 (Class A Service b).
        await keys(pilot, "l")
        assert isinstance(app.screen, LoanForm)
        # review: the help line after the field was cut at 80 columns; it wraps under the field now
        assert "Ann: Class A won 2, borrowed $0, may borrow $5,000" in drawn_words(app)
        await keys(pilot, "enter")  # Ann and her loan room are proposed; Enter records
        assert isinstance(app.screen, TableScreen)

        # Phase 4: Ann buys 2 Prop Jets ($5,000), Cal 1 Super Jet ($7,000).
        await keys(pilot, "p")
        await keys(pilot, "2", "enter", "enter", "enter", "enter", "enter", "1", "enter")
        assert isinstance(app.screen, TableScreen)

        # Phase 5: Ann 5a 2,800 + 5b 400 = 3,200; Bea 2,700 + 0; Cal 2,300 + 500 = 2,800.
        for _seat in (1, 2, 3):
            await keys(pilot, "m", "enter")
        assert app.game.position().startswith("Y1 Q3")

    # Ann 5,200 + 15,600 + 5,000 loan − 5,000 planes − 3,200 = 17,600
    # Bea 10,300 + 8,100 − 2,700 = 15,700
    # Cal 18,700 + 10,800 − 7,000 − 2,800 = 19,700
    # The Bank paid out the three players' cash: −(17,600 + 15,700 + 19,700) = −53,000,
    # and holds Ann's $5,000 loan (never repaid).
    expected = {
        "bank": -53_000,
        "bank:loans": 5_000,
        "p1:cash": 17_600,
        "p1:loans": -5_000,
        "p2:cash": 15_700,
        "p3:cash": 19_700,
    }
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")  # a fresh read of the database
    try:
        assert {k: v for k, v in book.balances(game_id).items() if v} == expected
        assert book.audit(game_id).ok
        state = book.game(game_id).state  # the game replayed from the stored actions
        assert recap(state, 1, 1) == {
            "1a": None,
            "1b": 6_000,
            "1c": None,
            "1f": None,
            "1g": 6_000,
            "3a": None,
            "4a": None,
            "4b": 7_000,
            "4c": 7_000,
            "5a": 2_300,
            "5b": 500,
            "5c": 2_800,
        }
        assert recap(state, 2, 1) == {
            "1a": None,
            "1b": 9_000,
            "1c": None,
            "1f": None,
            "1g": 9_000,
            "3a": None,
            "4a": 5_000,
            "4b": None,
            "4c": 5_000,
            "5a": 2_300,
            "5b": 400,
            "5c": 2_700,
        }
        assert recap(state, 3, 1) == {
            "1a": None,
            "1b": 12_000,
            "1c": None,
            "1f": None,
            "1g": 12_000,
            "3a": None,
            "4a": None,
            "4b": None,
            "4c": None,
            "5a": 2_300,
            "5b": None,
            "5c": 2_300,
        }
        assert recap(state, 1, 2) == {
            "1a": 6_000,
            "1b": 8_000,
            "1c": 1_600,
            "1f": None,
            "1g": 15_600,
            "3a": 5_000,
            "4a": 5_000,
            "4b": None,
            "4c": 5_000,
            "5a": 2_800,
            "5b": 400,
            "5c": 3_200,
        }
        assert recap(state, 2, 2) == {
            "1a": 9_000,
            "1b": None,
            "1c": None,
            "1f": 900,
            "1g": 8_100,
            "3a": None,
            "4a": None,
            "4b": None,
            "4c": None,
            "5a": 2_700,
            "5b": None,
            "5c": 2_700,
        }
        assert recap(state, 3, 2) == {
            "1a": 12_000,
            "1b": None,
            "1c": None,
            "1f": 1_200,
            "1g": 10_800,
            "3a": None,
            "4a": None,
            "4b": 7_000,
            "4c": 7_000,
            "5a": 2_300,
            "5b": 500,
            "5c": 2_800,
        }
        # the planes: Ann operates San Francisco and Los Angeles (2 Super 1 Prop each)
        ann = state.player(1)
        assert (ann.operating_super, ann.operating_prop, ann.idle_super, ann.idle_prop) == (4, 2, 0, 4)
    finally:
        book.close()


@run
async def test_an_invalid_bid_is_refused_with_its_rule_and_records_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # the new game and route card forms have tests of their own: stored as they record, no table entered
        # (combinations typed with bids)
        await stored_game(pilot, basic("Two", "Ann", "Bob"), plain_card("Denver", 2))
        before = actions(app)
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        # Ann bids below the card's minimum; Bob bids Class C in a 2-player game: each kept masked as any bid is (an
        # Enter more and a "Refused" line on them told the table), refused together at the reveal by the bidders'
        # names alone, each retyped in turn, why for his eyes (ctrl+o); nothing recorded until the rules accept them
        check = bids.query_one("#bid-check")
        await keys(pilot, "a", "enter", "9000", "enter", "enter", "enter")
        assert bids.current == 1 and str(check.render()) == BidsScreen.MASKED_LINE
        await keys(pilot, "c", "enter", "8000", "enter", "enter", "enter")
        assert bids.stage == "ready" and "Refused" not in drawn_words(app)
        await keys(pilot, "enter")
        words = drawn_words(app)
        assert bids.refusal is not None and actions(app) == before
        assert "Ann's and Bob's bids are refused by the rules: retype them" in words and "9,000" not in words, words
        assert "below the card" not in words and "2-player" not in words
        await keys(pilot, "enter", "ctrl+o")  # Ann's bid again, why for her eyes
        assert bids.stage == "typing" and bids.current == 0
        assert "below the card's minimum of $10,000 for Class A" in str(check.render())
        assert "Reminder Rules 7" in str(check.render()) and "-refused" in check.classes
        await keys(pilot, "ctrl+s")  # kept while she peeks: she stays on it
        assert bids.current == 0 and app.screen.focused is bids.query_one("#amount")
        await pilot.press("ctrl+o", "ctrl+u")
        await keys(pilot, "10000", "enter", "1", "enter", "2", "enter")  # no row: the planes are typed
        assert bids.stage == "typing" and bids.current == 1 and 1 not in bids.refused_seats  # Bob's next
        await keys(pilot, "ctrl+o")
        assert "in a 2-player game only Class A and Class B" in str(check.render())
        assert "Route Bidding" in str(check.render()) and app.screen.focused is bids.query_one("#cls")
        await pilot.press("ctrl+o")
        await pilot.pause()
        await keys(pilot, "b", "enter", "enter", "1", "enter", "1", "enter")
        assert bids.stage == "ready" and not bids.refused_seats and actions(app) == before
        # Esc drops the typed bids after a confirmation; still nothing recorded
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "d")
        assert isinstance(app.screen, TableScreen)
        assert actions(app) == before
        assert app.game.state.phase == "bidding"


@run
async def test_forms_show_the_ledgers_refusal_and_wrong_phase_keys_open_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, basic("", "Ann", "Bob", "Cy"))  # the new game form has tests of its own
        before = actions(app)
        for key in ("m", "l", "p", "s", "b", "g"):  # nothing of these belongs to "turn up the route card"
            await keys(pilot, key)
            assert isinstance(app.screen, TableScreen), key
        # the refusal says which phases, on one line: the status line under it says where the game is
        await keys(pilot, "m")
        said = [n.message for n in app._notifications][-1]
        assert said == "Not now · Maintenance belongs to Phase 3, 4 or 5", said
        await keys(
            pilot,
            "c",
            "enter",
            "Reno",
            "enter",
            "",
            "enter",
            "10000",
            "enter",
            "8000",
            "enter",
            "6500",
            "enter",
        )
        form = app.screen
        assert isinstance(form, RouteCardForm)
        assert form.accepted is None
        assert "Class C minimum: must be a multiple of $1,000" in form.live_text  # the field in words
        # refused as the field is left: the cursor stays on it, the figure selected (test_tui_ae21_fixes)
        min_c = form.query_one("#min_C", Input)
        assert app.focused is min_c and min_c.selected_text == "6500"
        form.query_one("#revenue", Input).value = "9000"  # the revenue typed all the same
        await keys(pilot, "tab")  # Tab too comes back to the minimum refused
        assert app.focused is min_c and "Class C minimum: must be a multiple of $1,000" in form.live_text
        await keys(pilot, "enter")  # Enter: refused, nothing recorded
        assert isinstance(app.screen, RouteCardForm)
        assert actions(app) == before
        await keys(pilot, "escape", "d")  # typed in: Esc asks first, d drops
        assert isinstance(app.screen, TableScreen)


@run
async def test_maintenance_warns_of_bankruptcy_and_asks_first(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # the new game, route card and bids forms have tests of their own: stored as they record (both pass)
        await stored_game(
            pilot, basic("Crash", "Ann", "Bea"), plain_card("Omaha", 2), ("air_empire.bids", {"bids": []})
        )
        assert app.game.state.phase == "loans"
        # before any purchase: the form says that maintenance ends Phase 4 (and 3) for everyone
        await keys(pilot, "m")
        assert "Phase 3 (loans) and Phase 4 end for everyone: no plane purchase" in drawn_words(app)
        await keys(pilot, "escape")
        # forms start on the highlighted player: Bea's row highlighted, the purchase form opens on her planes
        await keys(pilot, "down", "p")
        assert isinstance(app.screen, PurchaseForm) and app.screen.focused is app.screen.query_one("#prop_2")
        # Up and Down move between the players' rows, in the same column; Down never records
        await keys(pilot, "tab", "down")
        assert app.screen.focused is app.screen.query_one("#super_2")
        await keys(pilot, "up")
        assert app.screen.focused is app.screen.query_one("#super_1")
        await keys(pilot, "down", "down", "down")
        assert app.screen.focused is app.screen.query_one("#super_2") and isinstance(app.screen, PurchaseForm)
        await keys(pilot, "escape", "up")
        # Ann buys 1 Super Jet: $9,000 − $7,000 = $2,000 cash; 5c = 2,300 + 500 = 2,800.
        await keys(pilot, "p", "enter", "1")
        # said while the order can still change, not only once maintenance is due (Test of Bankruptcy)
        live = str(app.screen.query_one("#form-live").render())
        assert "WARNING: Ann then has $2,000 for $2,800 maintenance (5c): bankrupt in Phase 5" in live, live
        await keys(pilot, "enter", "enter", "enter")
        # recording asks first, the warning in the question (a newcomer's re-try: ctrl+s recorded at once)
        assert isinstance(app.screen, ConfirmScreen), app.screen
        question = str(app.screen.query_one("#confirm-question").render())
        assert "WARNING: Ann then has $2,000 for $2,800 maintenance (5c)" in question, question
        assert question.endswith("Record these purchases?")
        await keys(pilot, "y")
        assert isinstance(app.screen, TableScreen) and app.game.records[-1].kind == "air_empire.purchase"
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, MaintenanceForm)
        warning = str(form.query_one("#maint-warning").render())
        assert "Ann cannot pay: bankrupt at once — the Bank takes the cash and all planes" in warning
        before = actions(app)
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen)
        assert "y: Record (only y, not Enter)" in str(app.screen.query_one("#confirm-keys").render())
        # a bankruptcy cannot be taken back at the table: an Enter typed ahead does not answer, y does
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen) and actions(app) == before
        await keys(pilot, "n")  # not now: nothing recorded
        assert isinstance(app.screen, MaintenanceForm)
        assert actions(app) == before
        await keys(pilot, "enter", "y")
        assert isinstance(app.screen, TableScreen)
        view = air_empire.table_view(app.game.state)
        assert view.players[0].status.startswith("Bankrupt")
        assert view.players[0].cash == 0


@run
async def test_the_plane_sale_form_starts_on_how_many_for_the_highlighted_seller(tmp_path: Path) -> None:
    """Issue 13, nothing typed is lost: the seller is the highlighted player, so the form starts where its
    line asks ("type how many planes are sold"), and the count and a bid typed at speed land in their
    fields. It started on the seller's list: "2" opened the list, Enter chose, and "5000" went into How many."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # the new game, route card and bids forms have tests of their own: stored as they record (both pass)
        await stored_game(pilot, basic("Sale", "Ann", "Bea"), plain_card("Omaha", 2), ("air_empire.bids", {"bids": []}))
        assert app.game.state.phase == "loans"
        await type_fast(pilot, "s", "2", "enter", "5000")
        form = app.screen
        assert form.__class__.__name__ == "PlaneSaleForm"
        assert form.query_one("#seller").value == 1  # Ann, highlighted on the table
        assert (form.query_one("#count", Input).value, form.query_one("#bid_2", Input).value) == ("2", "5000")
        # a newcomer's try: the bid showed one dot a digit ($900 "•••", $2,500 "••••"): a mask of fixed width
        assert str(form.query_one("#bid_2", Input).render_line(0).text).strip() == "•••"
        # the count's note says how to reach the seller chosen for the banker (a newcomer's try: nothing said)
        row = form.query_one("#count", Input).parent
        assert row is not None and "· ↑ seller" in getattr(row, "note", "")
        # Up goes from field to field, a closed list too (it stayed on the Plane type list): up to the Seller
        form.query_one("#count", Input).focus()
        await keys(pilot, "up")
        assert form.focused is not None and form.focused.id == "plane"
        await keys(pilot, "up")
        assert form.focused is form.query_one("#seller")
        assert not form.query_one("#plane").expanded
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert isinstance(app.screen, TableScreen)
        # Test of Bankruptcy: Bea buys Ann's 2 Prop Jets at her bid, $5,000 (not the purchase price)
        ann, bea = app.game.state.players
        assert (ann.idle_prop, bea.idle_prop) == (2, 6)
        assert app.book.balances(app.game_id)["p2:cash"] == 9_000 - 5_000


@run
async def test_archive_hides_a_game_and_erases_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, basic("Old", "Ann", "Bea"))  # the new game form has tests of its own
        await keys(pilot, "escape")
        start = app.screen
        assert isinstance(start, StartScreen)
        await keys(pilot, "d")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert app.book.games() == []
        assert len(app.book.games(include_archived=True)) == 1
        await keys(pilot, "v", "d", "y")  # show archived; bring it back
        assert [g.title for g in app.book.games()] == ["Old"]
        await keys(pilot, "enter")
        assert isinstance(app.screen, TableScreen)


@pytest.mark.parametrize("names", [("Ann", ""), ("Ann", "ann")])
@run
async def test_new_game_is_checked_as_you_type(tmp_path: Path, names: tuple[str, str]) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "n")
        # what to type, in the fields' words (not "player: ... not 0")
        assert app.screen.live_text.startswith(  # type: ignore[attr-defined]
            "Not yet: type the players' names: Air Empire is for 2–4 players, none typed yet ("
        )
        await keys(pilot, "enter", names[0], "enter", names[1])
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert screen.live_text.startswith("Not yet:")
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, NewGameScreen)
        assert app.book.games() == []


@run
async def test_merger_form_shows_the_income_condition_and_merges_after_asking(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # the new game form has tests of its own: stored as it records
        await stored_game(pilot, basic("Merge", "Ann", "Bea", "Cal"))
        await keys(pilot, "g")  # no merger before the first quarter: the form does not open
        assert isinstance(app.screen, TableScreen)
        # the first quarter, recorded as the route card, bids and maintenance forms record it (each has tests of
        # its own). No Flight Costs Table entered: each bid carries its planes; Bea's $17,000 is Ann's
        # combination (one per figure): the bids screen asks no planes for it.
        app.record(*plain_card("Reno", 3))
        bids = [
            {"player": 1, "class": "A", "flight_costs": 17_000, "super_jets": 1, "prop_jets": 0},
            {"player": 2, "class": "B", "flight_costs": 17_000},
            {"player": 3, "class": "C", "flight_costs": 6_000, "super_jets": 0, "prop_jets": 2},
        ]
        app.record("air_empire.bids", {"bids": bids})
        # 1g: Ann 18,000 − 17,000 = 1,000; Bea 1,000; Cal 18,000 − 6,000 = 12,000.
        app.record("air_empire.maintenance", {"players": [1, 2, 3]})  # $2,300 each
        await pilot.pause()
        assert app.game.position().startswith("Y1 Q2")
        await keys(pilot, "g")
        form = app.screen
        assert form.__class__.__name__ == "MergerForm"
        # Mergers: the two poorest (Ann 1,000 + Bea 1,000 = 2,000) do not exceed the richest (12,000)
        info = " ".join(str(w.render()) for w in form.query(".info"))
        assert "Ann + Bea = $2,000" in info and "Cal: $12,000" in info and "they may merge" in info
        before = actions(app)
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert actions(app) == before + 1
        # Ann's cash (9,000 + 1,000 − 2,300 = 7,700) joins Bea's (7,700): 15,400.
        balances = app.book.balances(app.game_id)
        assert (balances["p1:cash"], balances["p2:cash"], balances["p3:cash"]) == (0, 15_400, 18_700)
        assert air_empire.table_view(app.game.state).players[0].status.startswith("Merged into Bea")


@run
async def test_no_merger_key_while_the_two_poorest_exceed_the_richest(tmp_path: Path) -> None:
    """Issue 13, keys that cannot be used now are not shown: Mergers, "only if the total income to date of the
    two poorest players does not exceed the total income to date of the richest player". While it does, the
    key is not offered and pressed says why; the form used to open only to refuse."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # the new game, route card, bids and maintenance forms have tests of their own: the first quarter is
        # stored as they record it.
        # 1g: Ann 18,000 − 12,000 = 6,000; Bea 18,000 − 11,000 = 7,000; Cal 18,000 − 7,000 = 11,000
        bids = [
            {"player": 1, "class": "A", "flight_costs": 12_000},  # the rulebook's row: 2 Super + 1 Prop
            {"player": 2, "class": "B", "flight_costs": 11_000, "super_jets": 1, "prop_jets": 2},
            {"player": 3, "class": "C", "flight_costs": 7_000, "super_jets": 0, "prop_jets": 3},
        ]
        await stored_game(
            pilot,
            basic("Merge", "Ann", "Bea", "Cal"),
            plain_card("Reno", 3),
            ("air_empire.bids", {"bids": bids}),
            ("air_empire.maintenance", {"players": [1, 2, 3]}),  # for everyone
        )
        assert app.game.position().startswith("Y1 Q2")
        table = app.screen
        assert isinstance(table, TableScreen)
        # Ann 6,000 + Bea 7,000 = 13,000 exceeds Cal's 11,000: no merger
        assert "Merger" not in str(table.query_one("#more").render())
        await keys(pilot, "g")
        assert app.screen is table
        said = " ".join(n.message for n in app._notifications)
        assert "no merger now: the two poorest (Ann and Bea) have $13,000" in said, said


@run
async def test_a_bid_without_a_row_of_the_table_asks_for_its_planes_once(tmp_path: Path) -> None:
    """Issue 13, nothing cut: a Flight Costs figure with no row of the table asks for its planes in one line, under
    the fields; the note over the planes' boxes is the same for every bid (the fields never change as a figure is
    typed). Once the planes are typed, that line says whether the bid stands."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # the new game and route card forms have tests of their own: stored as they record, no table entered
        await stored_game(pilot, basic("Rows", "Ann", "Bea"), plain_card("Omaha", 2))
        await keys(pilot, "b", "a", "enter", "11000")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        words = drawn_words(app)
        # said only to the bidder (ctrl+o): it tells the others something of the bid (a newcomer's try)
        assert words.count(BidsScreen.MASKED_LINE) == 1 and "Something to check" not in words
        assert "Planes: empty when the Flight Costs Table has the figure (hidden too)." in words
        await pilot.press("ctrl+o")
        await pilot.pause()
        words = drawn_words(app)
        assert words.count("No row of the Flight Costs Table for this figure: type its planes from the board.") == 1
        await pilot.press("ctrl+o")
        await pilot.pause()
        await keys(pilot, "enter", "1", "enter", "2")
        await pilot.press("ctrl+o")  # for Ann's eyes
        await pilot.pause()
        assert "The bid stands: at least the minimum, a multiple of $1,000, planes idle." in drawn_words(app)


@run
async def test_a_figure_another_bidder_typed_still_asks_for_its_planes(tmp_path: Path) -> None:
    """A newcomer's try: Ann bid $11,000 (no row of the table) with 50 Prop Jets; Bob's $11,000 was not asked for its
    planes, which told him someone had bid it, and took Ann's 50 for him. Each bid now asks for its own planes, a
    count over the 60 Prop Jets in the box is refused as it is typed. Planes that clash with an earlier bid's for the
    figure are not refused while typed (that told Bea Ann's figure and planes): the reveal asks the banker which the
    board gives; not answered, the refusal names the bidder, never a figure of either bid."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, basic("Rows", "Ann", "Bea"), plain_card("Omaha", 2))
        await keys(pilot, "b", "a", "enter", "11000", "enter", "0", "enter", "9000")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        words = drawn_words(app)  # the cursor in the Prop Jets: the field named, the count hidden
        assert BidsScreen.MASKED_LINE in words and "9000" not in words and "60" not in words
        await pilot.press("ctrl+o")  # why, for Ann's eyes
        await pilot.pause()
        assert "Refused: Prop Jets: must be at most 60 (" in drawn_words(app)
        await pilot.press("ctrl+o")
        await pilot.pause()
        bids.query_one("#props", Input).value = ""
        await keys(pilot, "3", "enter")
        assert bids.current == 1  # Bea's turn
        await keys(pilot, "b", "enter", "11000")
        assert bids.query_one("#combo").display  # asked again: nothing says Ann typed the figure
        assert BidsScreen.MASKED_LINE in drawn_words(app)  # the planes to type: said only to Bea (ctrl+o)
        await keys(pilot, "enter", "1", "enter", "1", "ctrl+s")  # planes unlike Ann's: kept, nothing said of hers
        assert bids.stage == "ready", drawn_words(app)
        await keys(pilot, "enter")  # the reveal asks the banker which planes the board's table gives for $11,000
        assert isinstance(app.screen, ChoiceScreen), drawn_words(app)
        await keys(pilot, "escape")  # not answered: refused at the reveal, named by its bidder only
        words = drawn_words(app)
        assert bids.refusal is not None
        assert "Bea's bid disagrees with an earlier bid's planes for this Flight Costs figure: retype it" in words
        assert "Prop Jet" not in words and "11,000" not in words


@run
async def test_a_pass_looks_like_a_bid_and_enter_never_records_the_bids(tmp_path: Path) -> None:
    """Review: the roll showed "pass (no bid)" before the reveal, and a quick second Enter recorded."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # the new game and route card forms have tests of their own: stored as they record, no table entered
        await stored_game(pilot, basic("Quick", "Ann", "Bea", "Cal"), plain_card("Omaha", 3))
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        # Ann bids ($12,000: 2 Super, 1 Prop), typed at speed with no Enter after the class: its first digit
        # goes on to the Flight Costs, and the next ones no longer replace it there ("000")
        await type_fast(pilot, "a12000")
        assert bids.query_one("#amount", Input).value == "12000"
        await keys(pilot, "enter", "enter", "enter")  # the planes left empty: the table's row
        await keys(pilot, "enter")  # Bea: Enter on her empty class goes on, as on a class typed (a stray Enter too)
        # said for her eyes alone (ctrl+o); masked, the line of every bid (a newcomer's try read she was passing)
        assert bids.current == 1 and str(bids.query_one("#bid-check").render()) == bids.MASKED_LINE
        assert bids.focused is bids.query_one("#amount")
        await keys(pilot, "ctrl+o")
        assert bids.PASS_LINE in drawn_words(app)
        await keys(pilot, "ctrl+o", "enter", "enter")  # down to the last field: not passed yet
        assert bids.current == 1 and bids.focused is bids.query_one("#props")
        await keys(pilot, "enter")  # Bea passes, kept as a bid is
        roll = str(bids.query_one("#bids-roll").render()).splitlines()
        assert roll[0] == f"1 {'Ann':<14}  ••• typed (hidden)"
        assert roll[1] == f"2 {'Bea':<14}  ••• typed (hidden)"  # exactly like a bid
        assert "pass (no bid)" not in drawn_text(app) and "no bid)" not in drawn_text(app)
        await keys(pilot, *["enter"] * 4)  # Cal passes: all typed
        assert bids.stage == "ready"
        before = actions(app)
        await keys(pilot, "enter")  # reveal
        assert bids.stage == "reveal" and bids.refusal is None
        assert "y or ctrl+s: record" in str(bids.query_one("#bids-keys").render())
        await keys(pilot, "enter", "enter")  # an Enter still bouncing: nothing recorded
        assert app.screen is bids and actions(app) == before
        # review: a digit (a seat's key) typed by mistake, then Enter, made Ann's bid a pass; it comes back
        await keys(pilot, "1")
        assert bids.stage == "typing" and bids.query_one("#cls", Input).value == "A"
        await keys(pilot, "enter", "enter", "enter", "enter")  # class, the amount kept ($12,000: a row), no planes
        assert bids.stage == "ready"
        assert bids.payload()["bids"] == [{"player": 1, "class": "A", "flight_costs": 12_000}]
        await keys(pilot, "enter")  # reveal
        await keys(pilot, "y")
        assert isinstance(app.screen, TableScreen) and actions(app) == before + 1
        assert app.game.state.phase == "loans"
        # undone, the bids come back on their reveal (shown to the table already): a seat to retype, or y
        await keys(pilot, "ctrl+z", "y")
        again = app.screen
        assert isinstance(again, BidsScreen) and again.stage == "reveal" and again.refusal is None
        assert again.payload()["bids"] == [{"player": 1, "class": "A", "flight_costs": 12_000}]
        # Esc asks in the words of an undo offered again: not "Nothing is recorded" (the undo is, a newcomer saw)
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        assert app.screen.question == "Leave these bids undone? The undo stays recorded; nothing more is."
        # y (the footer's "Record" under it) and Enter drop nothing: d drops; they say so
        await keys(pilot, "y", "enter")
        assert isinstance(app.screen, ConfirmScreen)
        said = app.screen.query_one("#confirm-keys", Static)
        assert text(said) == "Press d to drop them, n or Esc to go back." and said.has_class("-said")
        await keys(pilot, "n")
        assert app.screen is again
        await keys(pilot, "y")
        assert isinstance(app.screen, TableScreen) and app.game.state.phase == "loans"
