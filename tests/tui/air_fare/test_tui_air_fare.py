"""Play Air Fare through the banker's screens only (Textual Pilot, 80×24, a real SQLite file).

Every figure asserted here is worked out by hand from the rulebook (../shared/rules/air-fare.txt)
in the comments, never taken from the code under test. Seats: Ann (Boeing 737, card #1, Minor
Airports #2 #3), Bea (DC-9 #4, Minor #5 #6), Cal (737 #7, Minor #8 #9); $50M each (Setup).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from textual.widgets import DataTable, Input, Select, Static
from textual.widgets._select import SelectOverlay
from tui_helpers import (
    SIZE,
    app_where_allowed,
    balances,
    drawn_text,
    drawn_words,
    form_setup,
    import_sample,
    keys,
    make_app,
    note,
    open_game_at,
    pick,
    records,
    run,
    stored_game,
    text,
    type_fast,
)

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from ledger.store import Book
from tui.app import AFTER_REFUSAL_QUIET, AirbankerApp
from tui.base.widgets import ConfirmScreen, FieldRow, LiteralSelect
from tui.games.air_fare.forms import (
    GROUND,
    AirFareBidsScreen,
    DrawForm,
    FlightsForm,
    LoanForm,
    MaintenanceForm,
    RevenueForm,
)
from tui.games.air_fare.table import AirFareScreen, StandingsScreen, mm
from tui.screens.start import NewGameScreen

NAMES = ("Ann", "Bea", "Cal")


def cash(app: AirbankerApp, seat: int) -> int:
    return app.game.balance(f"p{seat}:cash")


def screen_text(app: AirbankerApp) -> str:
    """Every Static and Input on the screen as drawn (an Input with a password shows dots)."""
    parts = [text(w) for w in app.screen.query(Static) if w.display]
    parts += [row.label for row in app.screen.query(FieldRow) if row.display]  # a field's label: drawn by its row
    parts += [str(w.render_line(0).text) for w in app.screen.query(Input) if w.display]
    # a list's shown choice, or its prompt ("choose…"): drawn by the list itself, not a Static
    parts += [w.shown_label for w in app.screen.query(LiteralSelect)]
    return "\n".join(parts)


async def new_air_fare_game(pilot: Any, *names: str) -> None:
    """From the start screen: n, Air Fare in the game list, a title, the names, Enter on a blank seat (on to the
    options), ctrl+s."""
    await keys(pilot, "n")
    assert isinstance(pilot.app.screen, NewGameScreen)
    await pick(pilot, "Air F")
    await keys(pilot, "Friday", "enter")
    for name in names:
        await keys(pilot, name, "enter")
    await keys(pilot, "enter")  # Enter on an empty seat goes on to the options below the names
    assert pilot.app.screen.focused is pilot.app.screen.query_one("#af_minor_airports_for_extra_players")
    await keys(pilot, "ctrl+s")  # the options as offered: create
    assert isinstance(pilot.app.screen, AirFareScreen)


def friday() -> GameSetup:
    """Ann, Bea and Cal's game "Friday" as the new game form records it (today's reading of every option)."""
    return form_setup("air_fare", "standard", "Friday", *NAMES)


async def stored_friday(pilot: Any) -> int:
    """:func:`new_air_fare_game` of Ann, Bea and Cal without the keys: the game stored as the form records it
    (:func:`friday`) and opened on its table. The new game form has tests of its own."""
    game_id = await stored_game(pilot, friday())
    assert isinstance(pilot.app.screen, AirFareScreen)
    return game_id


@run
async def test_a_whole_turn_of_a_3_player_game_through_the_screens(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await new_air_fare_game(pilot, *NAMES)
        assert app.game.setup.game == "air_fare" and app.game.setup.players == NAMES
        # what the form records, as the tests that store a new game store it (tui_helpers.form_setup)
        assert app.game.setup == friday()
        assert balances(app)["p1:cash"] == 50  # Setup: $50 (50 Million dollars) each
        table = app.screen
        assert "Maintenance Phase" in text(table.query_one("#next")) and "(m)" in text(table.query_one("#next"))
        assert str(table.query_one("#grid", DataTable).get_row_at(0)[1]) == "$50M"

        # A phase key of another phase opens nothing and says when it belongs.
        await keys(pilot, "f")
        assert isinstance(app.screen, AirFareScreen) and records(app) == 0

        # Maintenance: a d10 shows 1-10; 11 is refused by the ledger and nothing is recorded.
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, MaintenanceForm)
        await keys(pilot, "7")  # the cursor still on Ann's roll (7, or 10 on its way?): the first roll missing said
        assert "still to type: the roll of Bea's #4 (Enter: next field" in form.live_text, form.live_text
        await keys(pilot, "enter", "11")
        # said as typed, with whose plane it is (a newcomer's try: only once every roll was typed, "the 1st roll")
        assert "the roll of Bea's #4: a d10 shows 1-10, not 11" in form.live_text, form.live_text
        await keys(pilot, "enter", "9", "enter")
        assert isinstance(app.screen, MaintenanceForm) and records(app) == 0
        assert "1-10" in form.live_text and "Air Fare, Maintenance Phase" in form.live_text
        # Bea's DC-9 is Very Old: grounded on 1-3 (Maintenance Phase); a 2 grounds it.
        form.query_one("#roll_4", Input).value = "2"
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, AirFareScreen) and records(app) == 1
        assert app.game.state.grounded == {4}
        # ✗ grounded (apart from the name when the grid has room for whole names, as 3 players leave it)
        assert "DC-9 ✗" in str(app.screen.query_one("#grid", DataTable).get_row_at(1)[4])

        # Draw: Ann Miami, Bea a Boeing 747, Cal the Holiday Season (+50% for everyone this turn).
        await keys(pilot, "d")
        assert isinstance(app.screen, DrawForm)
        await pick(pilot, "Miami")
        await pick(pilot, "Boeing 747")
        await pick(pilot, "Holiday")
        await keys(pilot, "enter")  # past the last field: record
        assert isinstance(app.screen, AirFareScreen), getattr(app.screen, "live_text", "")
        assert records(app) == 2
        assert "#10 Miami" in text(app.screen.query_one("#pool"))
        assert "Holiday Season (Cal)" in text(app.screen.query_one("#events"))

        # Flying: Ann's 737 #1 and Cal's 737 #7 fly to a Minor Airport; Bea's DC-9 is grounded.
        await keys(pilot, "f")
        flights = app.screen
        assert isinstance(flights, FlightsForm)
        assert "grounded (rolled 2)" in screen_text(app)
        assert "choose…" in screen_text(app) and "fly to" not in screen_text(app)  # a prompt, not a city
        await pick(pilot, "Minor")
        await pick(pilot, "Minor")
        assert "Landing revenue then: Ann $14M, Bea $0M, Cal $14M".replace(",", " ·") in flights.live_text
        await keys(pilot, "enter")
        # Revenue: $10 a Minor Airport landing, 737 -10%, Holiday Season +50%: 10 × 0.9 × 1.5 = 13.5 → $14M
        assert isinstance(app.screen, AirFareScreen), getattr(flights, "live_text", "")
        assert records(app) == 3

        await keys(pilot, "r")
        revenue = app.screen
        assert isinstance(revenue, RevenueForm)
        shown = text(revenue.query_one("#revenue-lines"))
        assert "Ann: landing revenue $14M" in shown and "Bea: landing revenue $0M" in shown
        # nothing to type: the key line says only how it records (not "Enter: choose, next")
        assert text(revenue.query_one("#form-keys")).startswith("Enter or ctrl+s: record · Esc: cancel")
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen) and records(app) == 4
        assert (cash(app, 1), cash(app, 2), cash(app, 3)) == (64, 50, 64)

        # Bids, one player at a time and masked: Ann $60M on Miami, Bea $50M (all she has) on Miami, Cal none.
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen)
        assert "Bids of Ann" in text(bids.query_one("#entry-who"))
        await keys(pilot, "60")
        assert "60" not in screen_text(app) and "••" in screen_text(app)
        # Up and Down move between the cards' rows, as in every form (in the tmux try Down stayed on Miami)
        miami = bids.focused
        await pilot.press("down")
        await pilot.pause()
        assert isinstance(bids.focused, Input) and bids.focused is not miami and bids.focused.value == ""
        await pilot.press("up")
        await pilot.pause()
        assert bids.focused is miami and isinstance(miami, Input) and miami.value == "60"
        # the same when the bids scroll (a short terminal, many cards): Down is not taken by the scroll
        part = bids.query_one("#bids")
        part.styles.max_height = 4
        await pilot.pause()
        assert part.max_scroll_y > 0
        await pilot.press("down")
        await pilot.pause()
        assert bids.focused is not miami and isinstance(bids.focused, Input)
        await pilot.press("up")
        await pilot.pause()
        assert bids.focused is miami
        part.styles.max_height = None
        await keys(pilot, "enter", "enter")  # Miami, then no bid on the 747: Bea's turn
        assert "typed (hidden)" in text(bids.query_one("#bids-roll"))
        await keys(pilot, "50", "enter", "enter", "enter", "enter")  # Bea; Cal bids nothing
        assert bids.stage == "ready" and "$60M" not in screen_text(app)
        await keys(pilot, "enter")  # reveal
        shown = text(bids.query_one("#bids-message"))
        assert "Ann $60M, Bea $50M" in shown and "Ann wins, pays $60M" in shown
        # "Discard any cards no one bid on." (Bid Phase): the 747 nobody could pay
        assert "no bid: discarded" in shown
        assert records(app) == 4  # revealed, not yet recorded
        await keys(pilot, "enter")  # a second Enter never records the bids (it may be a bounce)
        assert isinstance(app.screen, AirFareBidsScreen) and records(app) == 4
        await keys(pilot, "y")
        assert isinstance(app.screen, AirFareScreen) and records(app) == 5
        assert cash(app, 1) == 4 and app.game.state.turn == 2 and app.game.state.phase == "maintenance"
        assert 10 in app.game.state.player(1).rights

        # ctrl+z undoes the bids (asked first): the turn is back at its Bid Phase, Ann's $60M back.
        await keys(pilot, "ctrl+z")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert app.game.state.phase == "bid" and cash(app, 1) == 64
        # the bids undone are offered again filled in, on their reveal (the table has seen them)
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and bids.stage == "reveal"
        assert "Ann $60M, Bea $50M" in text(bids.query_one("#bids-message"))
        await keys(pilot, "2")  # retype Bea's: her fields start from her bids as recorded
        assert bids.query_one("#bid_10", Input).value == "50"
        await keys(pilot, "escape", "d")  # drop them: nothing recorded, the Bid Phase again
        assert isinstance(app.screen, AirFareScreen) and records(app) == 6
        assert "Bid Phase" in text(app.screen.query_one("#next"))

        await keys(pilot, "v")
        assert isinstance(app.screen, StandingsScreen)
        await keys(pilot, "escape")
        assert isinstance(app.screen, AirFareScreen)


@run
async def test_refused_forms_record_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        before, money_before = records(app), balances(app)
        # "You can take a maximum bank loan of up to $100" (Raise Money Fast): $120M is refused.
        await keys(pilot, "l")
        form = app.screen
        assert isinstance(form, LoanForm)
        assert app.screen.focused is form.query_one("#amount", Input)  # the player filled in: the amount first
        await keys(pilot, "120", "enter")
        assert isinstance(app.screen, LoanForm)
        assert "Refused" in form.live_text and "Raise Money Fast" in form.live_text
        assert records(app) == before and balances(app) == money_before
        await keys(pilot, "escape", "d")  # typed in: Esc asks first, d drops
        # The secret bids refused as the seat is handed over: below the base cost (Bid Phase).
        game_id = app.game_id
        assert game_id is not None
        app.book.record(
            game_id,
            "air_fare.maintenance",
            {"rolls": [{"plane": 1, "roll": 5}, {"plane": 4, "roll": 5}, {"plane": 7, "roll": 5}]},
        )
        app.book.record(
            game_id,
            "air_fare.draw",
            {
                "cards": [
                    {"player": 1, "card": "Miami"},
                    {"player": 2, "card": "Boston"},
                    {"player": 3, "card": "Dallas"},
                ]
            },
        )
        app.book.record(game_id, "air_fare.flights", {"flights": []})
        app.book.record(game_id, "air_fare.revenue", {})
        app.game_changed()
        await pilot.pause()
        before, money_before = records(app), balances(app)
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen)
        # Ann: $40M on Miami, base $50M; the banker types on at speed, Bea's $55M (and Enter) already typed
        await type_fast(pilot, "40", "enter", "enter", "enter", "55", "enter")
        await asyncio.sleep(AFTER_REFUSAL_QUIET + 0.1)
        await pilot.pause()
        # Ann stays at the keyboard on her bid refused, said without the card nor why; Bea's keys are not used
        assert bids.current == 0 and bids.query_one("#bid_10", Input).value == "40"
        shown = text(bids.query_one("#bid-check")) + text(bids.query_one("#bids-message"))
        assert "base cost" not in shown and "Miami" not in shown, shown
        assert "Ann: a bid of yours is refused: ctrl+o shows why" in text(bids.query_one("#bids-keys"))
        await pilot.press("ctrl+o")  # why, for Ann's eyes
        await pilot.pause()
        shown = text(bids.query_one("#bid-check")) + text(bids.query_one("#bids-message"))
        assert "#10 Miami: below the base cost $50M (Air Fare, Bid Phase)" in shown, shown
        assert "bids[" not in shown
        assert app.screen.focused is bids.query_one("#bid_10", Input)
        assert records(app) == before and balances(app) == money_before


@run
async def test_optional_rules_price_war_advertising_and_loans_between_players(tmp_path: Path) -> None:
    """Price War cities typed with the rolls; the Advertising Phase (masked spending); a loan between players."""
    from tui.games.air_fare.forms import AdvertisingForm, PlayerLoanForm

    app = make_app(tmp_path)
    book = app.book
    game_id = book.create_game(
        GameSetup("air_fare", "standard", "options", NAMES, {"price_war": True, "advertising": True})
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        # Price War: Ann picks her Minor Airport (Price War Optional Rule), typed in any case.
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, MaintenanceForm)
        form.query_one("#war_1", Input).value = "minor airport"
        await keys(pilot, "ctrl+r")
        assert "seed" in form.live_text, form.live_text
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, AirFareScreen), form.live_text
        assert app.game.state.price_war == {1: ["Minor Airport"]}
        # A loan between players: Bea lends Ann $20M ("make loans to each other", Raise Money Fast).
        await keys(pilot, "n")
        loan = app.screen
        assert isinstance(loan, PlayerLoanForm)
        loan.query_one("#lender", Select).value = 2  # Bea, the borrower: the two swap
        await pilot.pause()
        assert loan.query_one("#borrower", Select).value == 1
        await keys(pilot, "tab", "tab", "20", "enter")  # lender, borrower, then the amount
        assert isinstance(app.screen, AirFareScreen), loan.live_text
        assert (cash(app, 1), cash(app, 2)) == (70, 30)
        assert "Ann owes Bea $20M" in text(app.screen.query_one("#notes"))
        # Draw and fly nothing, then the Advertising Phase: nobody holds rights outside the Minor Airports.
        app.book.record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": "Miami"} for s in (1, 2, 3)]})
        app.book.record(game_id, "air_fare.flights", {"flights": []})
        app.game_changed()
        await pilot.pause()
        assert app.game.state.phase == "advertising"
        await keys(pilot, "g")
        ads = app.screen
        assert isinstance(ads, AdvertisingForm)
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, AirFareScreen), ads.live_text
        assert app.game.state.phase == "revenue"


@run
async def test_the_journal_and_count_cash_speak_in_turns_and_millions(tmp_path: Path) -> None:
    """Air Fare counts $ millions ("$50 (50 Million dollars)", Setup) and plays in turns."""
    from tui.screens.journal import CountCashScreen, JournalScreen, JournalTable

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen)
        shown = screen_text(app)
        assert "Turn: every turn" in shown and "quarter" not in shown
        grid = app.screen.query_one("#journal", JournalTable)
        assert any("+$50M" in str(cell) for row in range(grid.row_count) for cell in grid.get_row_at(row))
        await pilot.press("escape", "f3")
        await pilot.pause()
        assert isinstance(app.screen, CountCashScreen)
        assert "Counted cash $M" in screen_text(app)
        await keys(pilot, "50M", "enter")
        await pilot.pause()
        assert records(app) == 1  # the balance assertion: Ann's $50M agrees with the books


async def open_friday_bids(pilot: Any) -> AirFareBidsScreen:
    """:func:`stored_friday` at its Bid Phase (Miami, Boston and Dallas in the Bidding Pool, :func:`bid_phase`),
    and the bids screen (b) opened on Ann's bids."""
    await stored_friday(pilot)
    bid_phase(pilot.app, "Miami", "Boston", "Dallas")
    await pilot.pause()
    await keys(pilot, "b")
    bids = pilot.app.screen
    assert isinstance(bids, AirFareBidsScreen)
    return bids


def bid_phase(app: AirbankerApp, *cards: str) -> None:
    """Ann, Bea and Cal at the Bid Phase of turn 1 ($50M each), ``cards`` drawn into the Bidding Pool."""
    game_id = app.game_id
    assert game_id is not None
    app.book.record(
        game_id,
        "air_fare.maintenance",
        {"rolls": [{"plane": 1, "roll": 5}, {"plane": 4, "roll": 5}, {"plane": 7, "roll": 5}]},
    )
    app.book.record(
        game_id, "air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in zip((1, 2, 3), cards, strict=False)]}
    )
    app.book.record(game_id, "air_fare.flights", {"flights": []})
    app.book.record(game_id, "air_fare.revenue", {})
    app.game_changed()


@run
async def test_each_players_secret_bids_are_checked_when_he_has_typed_them(tmp_path: Path) -> None:
    """A bid below the base cost or above the account (Bid Phase; option bid_limit "total": all the
    bids together) is refused before the next player types, in the table's words; the masks have
    one width whatever the amount."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        bids = await open_friday_bids(pilot)
        miami, boston, dallas = app.game.state.pool
        field = bids.query_one(f"#bid_{miami}", Input)
        masks = []
        for amount in ("7", "1234"):
            field.value = amount
            await pilot.pause()
            masks.append(str(field.render_line(0).text).strip())
        assert masks == ["•••", "•••"]  # never one dot a digit
        field.value = ""
        await pilot.press("f1")  # while a bid is typed its digits are no seat to retype
        await pilot.pause()
        help_text = " ".join(app.screen._text.split())  # type: ignore[attr-defined]
        assert "Retype seat 1 · not now" in help_text and "Retype seat 3 · not now" in help_text, help_text
        # the seats of a 3-player game only (a newcomer's try: "5 — Retype seat 5 · not now", "6 — Retype seat 6")
        assert "Retype seat 4" not in help_text and "Retype seat 6" not in help_text, help_text
        assert "af_bids_retype_1 — 1 (Retype seat 1)" in help_text, help_text  # its id, in the Keymap section
        await keys(pilot, "escape")
        assert app.screen is bids
        message = bids.query_one("#bids-message", Static)

        await keys(pilot, "60")  # masked, not checked as it is typed: a key changes nothing drawn
        assert "refused" not in text(bids.query_one("#bids-roll"))
        assert "refused" not in note(bids, f"check_{miami}")
        assert text(bids.query_one("#bid-check")) == ""
        assert "60" not in drawn_text(app) and "more than" not in drawn_text(app)
        await pilot.press("ctrl+o")  # Ann peeks at her own bids
        await pilot.pause()
        assert str(field.render_line(0).text).strip() == "60"
        assert f"#{miami} Miami: more than the $50M in the account" in text(bids.query_one("#bid-check"))
        # peeking, the way out of a bid over the cash is named: a bank loan, up to what Ann may still borrow
        assert "A bank loan first: ctrl+l (up to $100M more)" in text(bids.query_one("#bid-check"))
        await keys(pilot, "backspace", "backspace", "50")  # $50M: the check says the bids stand (Ann peeking)
        assert (
            text(bids.query_one("#bid-check"))
            == "Your bids stand: none below the Base Cost, together within your account."
        )
        await keys(pilot, "enter", "40")  # $90M together with $50M in the account
        check = " ".join(text(bids.query_one("#bid-check")).split())  # the option in words, as it is typed
        assert "“Bids limited to cash: all bids together”" in check and "bid_limit" not in check, check
        assert "with the bids before it, more than the $50M" in check, check
        await keys(pilot, "backspace", "backspace", "enter", "enter")  # Boston blanked; Ann's $50M on Miami stands
        assert "Bids of Bea" in text(bids.query_one("#entry-who")) and "Bea: ctrl+o: check your bids" in text(message)
        assert field.password and not bids.peeking  # masked again for the next player
        await keys(pilot, "enter", "enter", "49")  # Bea: nothing on Miami or Boston, $49M on Dallas (below $50M)
        await keys(pilot, "enter")  # kept on it: the keys' line says a bid of hers is refused, neither which nor why
        check = bids.query_one("#bid-check")
        assert "Bids of Bea" in text(bids.query_one("#entry-who")) and text(check) == ""
        assert "Bea: a bid of yours is refused" in text(bids.query_one("#bids-keys"))
        assert "refused" not in text(message), text(message)
        assert app.focused is bids.query_one(f"#bid_{dallas}", Input)
        await asyncio.sleep(AFTER_REFUSAL_QUIET + 0.1)
        await pilot.press("ctrl+o")  # why, for Bea's eyes
        await pilot.pause()
        assert f"#{dallas} Dallas: below the base cost $50M (Air Fare, Bid Phase)" in text(check)
        assert "[" not in text(check) + text(message)
        assert app.focused is bids.query_one(f"#bid_{dallas}", Input)
        await keys(pilot, "backspace", "backspace", "50", "enter")  # fixed: Enter hands the seat over
        assert "Bids of Cal" in text(bids.query_one("#entry-who"))
        await keys(pilot, "enter", "enter", "enter", "enter")  # Cal: no bids; then the reveal
        shown = text(message)
        assert "Ann wins, pays $50M" in shown and "Bea wins, pays $50M" in shown, shown


async def friday_loan_form(pilot: Any, app: Any) -> tuple[LoanForm, Select[Any]]:
    """The stored Friday game's loan form, opened with l: (the form, its player list, filled in: the Amount focused
    first, a letter typed there handed to the list)."""
    await stored_friday(pilot)
    await keys(pilot, "l")
    loan = app.screen
    assert isinstance(loan, LoanForm)
    player = loan.query_one("#player", Select)
    assert loan.focused is loan.query_one("#amount", Input)
    return loan, player


@run
async def test_the_loan_form_starts_on_the_player_and_says_when_interest_falls_due(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        loan, player = await friday_loan_form(pilot, app)  # the player filled in: the cursor on the amount
        row, other = player.parent, loan.query_one("#amount", Input).parent
        assert isinstance(row, FieldRow) and isinstance(other, FieldRow)
        assert other.label_style().bold and not row.label_style().bold  # the focused field's label shows
        owed = text(loan.query_one("#owed"))
        assert "first falls due at this turn's Revenue Phase (turn 1)" in owed and "too" not in owed, owed
        assert "$0M on $0M" not in owed and "20% of what is borrowed" in owed, owed  # nothing typed yet
        await keys(pilot, "shift+tab", "space", "down", "enter")  # back to the list, Bea, and on to the amount
        assert app.screen.focused is loan.query_one("#amount", Input)
        # a newcomer's try: "2.5" lost its point as typed and recorded a loan of $25M; the point is refused
        await keys(pilot, "2.5")
        assert loan.query_one("#amount", Input).value == "2.5"
        assert "no decimal point" in loan.live_text, loan.live_text
        await keys(pilot, "enter")
        assert app.screen is loan and app.game.state.loans == {}
        loan.query_one("#amount", Input).value = ""
        await keys(pilot, "20", "enter")
        assert isinstance(app.screen, AirFareScreen), loan.live_text
        assert app.game.state.loans == {2: 20} and cash(app, 2) == 70

        bid_phase(app, "Miami", "Boston", "Dallas")  # this turn's Revenue Phase (and its interest) is past
        await pilot.pause()
        await keys(pilot, "l")
        loan = app.screen
        assert isinstance(loan, LoanForm)
        owed = text(loan.query_one("#owed"))
        assert "next turn's Revenue Phase (turn 2" in owed and "this turn's Revenue Phase" not in owed, owed


@run
async def test_a_plane_crash_on_a_players_only_plane_asks_no_plane(tmp_path: Path) -> None:
    """Ann draws the Plane Crash with one plane: it is the one lost, and the card typed next is Bea's
    (the plane's list took "Miami" and every later card went one player down)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        app.book.record(
            app.game_id,
            "air_fare.maintenance",
            {"rolls": [{"plane": 1, "roll": 5}, {"plane": 4, "roll": 5}, {"plane": 7, "roll": 5}]},
        )
        app.game_changed()
        await pilot.pause()
        await keys(pilot, "d", "crash", "enter", "Miami", "enter", "Holiday")
        form = app.screen
        assert isinstance(form, DrawForm)
        chosen = [form.query_one(f"#{field}", Select).value for field in ("card_1", "crash_1", "card_2")]
        assert chosen == ["Plane Crash", 1, "Miami"], chosen
        await keys(pilot, "enter")  # the last card typed, and Enter: the plane lost named first
        assert isinstance(app.screen, ConfirmScreen), app.screen
        await keys(pilot, "enter")  # Enter again: the draw recorded
        assert isinstance(app.screen, AirFareScreen)
        assert app.game.records[-1].payload["cards"] == [
            {"player": 1, "card": "Plane Crash", "plane": 1},
            {"player": 2, "card": "Miami"},
            {"player": 3, "card": "Holiday Season"},
        ]


@run
async def test_a_plane_crashs_litigation_shows_as_due_until_the_revenue_phase(tmp_path: Path) -> None:
    """Plane Crash: "Lose one of your planes and $100 in litigation & settlements", paid at the
    Revenue Phase: the table says it is due this turn."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        game_id = app.game_id
        assert game_id is not None
        app.book.record(
            game_id,
            "air_fare.maintenance",
            {"rolls": [{"plane": 1, "roll": 5}, {"plane": 4, "roll": 5}, {"plane": 7, "roll": 5}]},
        )
        app.book.record(
            game_id,
            "air_fare.draw",
            {
                "cards": [
                    {"player": 1, "card": "Plane Crash", "plane": 1},
                    {"player": 2, "card": "Miami"},
                    {"player": 3, "card": "Maintenance"},  # $10 a plane: Ann has none left
                ]
            },
        )
        app.game_changed()
        await pilot.pause()
        table = app.screen
        assert isinstance(table, AirFareScreen)
        await keys(pilot, "down")  # Bea's dues item by item, in words: "1 plane", not "1 plane(s)"
        detail = " ".join(text(table.query_one("#detail")).split())
        assert "$10M due at this turn's Revenue Phase (Maintenance: $10M x 1 plane = $10M)" in detail, detail
        await keys(pilot, "up")
        assert cash(app, 1) == 50  # charged at the Revenue Phase
        notes = text(table.query_one("#notes"))
        # the whole of what she pays then, as the worth deducts it: the Maintenance too (a newcomer's try)
        assert (
            "Ann pays $110M at this turn's Revenue Phase (Plane Crash: litigation & settlements $100M + "
            "Maintenance $10M)"
        ) in " ".join(notes.split()), notes
        detail = text(table.query_one("#detail"))
        # the worth counts it: $50M + two Minor Airports $40M (the 737 is lost) − $100M and the
        # Maintenance's $10M for the plane she held at the draw owed
        assert f"worth {mm(-20)} after the $110M due at this turn's Revenue Phase" in detail, detail
        await keys(pilot, "v")  # the standings add up on screen: a Dues column, the cash in the sum
        standings = app.screen
        assert isinstance(standings, StandingsScreen)
        grid = standings.query_one("#standings", DataTable)
        assert [str(c.label) for c in grid.columns.values()][:7] == [
            "Rank", "Player", "Cash", "Cards", "Loans", "Dues", "Worth"
        ]  # fmt: skip
        ann = [str(cell) for cell in grid.get_row_at(grid.row_count - 1)]
        assert ann[1:7] == ["Ann", "$50M", "$40M", "—", "$110M", mm(-20)], ann
        # the first row highlighted: Bea, her Maintenance not paid yet
        shown = text(standings.query_one("#standings-text"))
        assert "cash $50M + cards $65M − bank loan $0M − owed this turn $10M → worth $105M" in shown, shown
        assert standings.query_one("#standings").region.right <= 80
        await keys(pilot, "escape")
        app.book.record(game_id, "air_fare.flights", {"flights": []})
        app.book.record(game_id, "air_fare.revenue", {})
        app.game_changed()
        await pilot.pause()
        assert "due at this turn's" not in text(table.query_one("#detail"))
        assert "Plane Crash" not in text(table.query_one("#notes"))


@run
async def test_the_detail_says_the_worth_is_after_the_dues_not_paid_yet(tmp_path: Path) -> None:
    """The Worth column deducts what a player owes this turn and has not paid yet; the line under the table
    said "worth $105M" and, as a sum of its own, "$10M due at this turn's Revenue Phase", which read as still
    to come off the worth. It says the worth is after them, drawn whole at 80×24. The bundled sample (its
    seats: Ann, Bea, Çelik, Dmitri; samples/air-fare-4p.md)."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    # turn 1 after the draw: Ann drew Maintenance, $10M for each plane, paid at the Revenue Phase
    first = import_sample(book, "air-fare-4p", 2)
    # turn 12, raising money: Dmitri's dues left outstanding by the Revenue Phase until the settle
    short = import_sample(book, "air-fare-4p", 62)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(first)
        await pilot.pause()
        table = app.screen
        assert isinstance(table, AirFareScreen)
        # Ann: $50M (Setup) + a Boeing 737 $25M + two Minor Airports $40M − her 737's $10M Maintenance
        grid = table.query_one("#grid", DataTable)
        assert [str(cell) for cell in grid.get_row_at(0)][:4] == ["Ann", "$50M", "—", "$105M"]
        drawn = " ".join(drawn_text(app).split())
        assert (
            "Ann: $50M in the account; worth $105M after the $10M due at this turn's Revenue Phase"
            " (Maintenance: $10M x 1 plane = $10M)"
        ) in drawn, drawn
        app.pop_screen()
        app.open_game(short)
        await pilot.pause()
        await keys(pilot, "down", "down", "down")  # Dmitri
        # $50M + Chicago $60M and two Minor Airports $40M − the bank's $100M − $130M owed
        drawn = " ".join(drawn_text(app).split())
        assert (
            f"Dmitri: $50M in the account, owes the bank $100M; worth {mm(-80)} after the $130M outstanding until"
            " the settle (e) (Maintenance: $10M x 1 plane = $10M, Plane Crash: litigation & settlements = $100M,"
            " interest 20% of $100M = $20M)"
        ) in drawn, drawn


@run
async def test_the_new_game_form_fits_air_fares_options_and_the_5_player_refusal(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await keys(pilot, "n")
        form = app.screen
        assert isinstance(form, NewGameScreen)
        await pick(pilot, "Air F")
        await keys(pilot, "Friday", "enter")
        for name in ("Ann", "Bea", "Cal", "Dee", "Eve"):
            await keys(pilot, name, "enter")
        for row in form.query(".air-fare-option"):
            if not row.display:
                continue
            assert isinstance(row, FieldRow)  # the row draws its label in its padding, the last cell blank
            assert len(row.label) < row.styles.padding.left, row.label
        live = form.query_one("#new-live", Static)
        assert form.live_text.startswith("Not yet: 5 players") and "5-6 players" in form.live_text
        box, keys_line = form.query_one("#new").region, form.query_one("#new-keys").region
        assert live.region.bottom <= keys_line.y and keys_line.bottom <= box.bottom - 1  # nothing cut off


def landing_order_game(app: AirbankerApp, **options: Any) -> int:
    """Ann, Bea, Cal at turn 3's Flying Phase. Ann holds her 737 #1 (Rev -10 %), a Boeing 747 #10
    (+30 %) and a Boeing 737 #13 won in turn 2, two Atlanta landing rights (#11, #12) and her two
    Minor Airports; the 747 last landed at a Minor Airport (it may fly to Atlanta).

    Turn 1: Ann flies her 737 to a Minor Airport ($9), borrows $100 from the bank and $50 from Bea
    and from Cal, and wins the 747 ($150) and both Atlanta rights ($30 each): $50 + $9 + $200 - $210
    = $49. Turn 2: both planes to Minor Airports ($9 + $13) less $20 interest: $51; the 737 for $25.
    """

    book = app.book
    game_id = book.create_game(
        GameSetup("air_fare", "standard", "order", NAMES, new_game_options(META.options, options))
    )

    def rolls(*planes: int) -> None:
        book.record(game_id, "air_fare.maintenance", {"rolls": [{"plane": p, "roll": 10} for p in planes]})

    def draw(*cards: str) -> None:
        book.record(game_id, "air_fare.draw", {"cards": [{"player": s, "card": c} for s, c in enumerate(cards, 1)]})

    rolls(1, 4, 7)
    draw("Boeing 747 Jumbo Jet", "Atlanta", "Atlanta")
    book.record(game_id, "air_fare.flights", {"flights": [{"player": 1, "plane": 1, "to": "Minor Airport"}]})
    book.record(game_id, "air_fare.revenue", {})
    book.record(game_id, "air_fare.loan", {"player": 1, "amount": 100})
    for lender in (2, 3):
        book.record(game_id, "air_fare.player_loan", {"lender": lender, "borrower": 1, "amount": 50})
    won = {10: 150, 11: 30, 12: 30}
    book.record(game_id, "air_fare.bids", {"bids": [{"player": 1, "card": c, "amount": a} for c, a in won.items()]})
    rolls(1, 4, 7, 10)
    draw("Boeing 737", "Chicago", "Chicago")
    book.record(
        game_id,
        "air_fare.flights",
        {"flights": [{"player": 1, "plane": p, "to": "Minor Airport"} for p in (1, 10)]},
    )
    book.record(game_id, "air_fare.revenue", {})
    book.record(game_id, "air_fare.bids", {"bids": [{"player": 1, "card": 13, "amount": 25}]})
    rolls(1, 4, 7, 10, 13)
    draw("Boston", "Boston", "Boston")
    return game_id


@run
async def test_the_flights_form_shows_the_landing_order_and_what_each_landing_earns(tmp_path: Path) -> None:
    """Revenue Phase: "The first plane you land at Miami International gives $20. The second plane you
    land earns $40" — at Atlanta $10, then $20. A new game lands a player's planes in the order that
    earns most (option landing_order "best", docs/rule-readings.md): the form lists the planes by
    card number (747 #10 before 737 #13) and says the 737 lands 1st ($10 - 10 % = $9) and the 747
    2nd ($20 + 30 % = $26), at 80×24."""
    app = make_app(tmp_path)
    game_id = landing_order_game(app)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        assert app.game.position() == "Turn 3, Flying Phase" and cash(app, 1) == 26
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FlightsForm)
        assert "lowest Rev first: the order that earns most" in screen_text(app)
        await pick(pilot, "Minor")  # Ann's 737 #1
        await pick(pilot, "Atlanta")  # Ann's 747 #10
        await pick(pilot, "Atlanta")  # Ann's 737 #13
        form.query_one("#to_4", Select).value = GROUND
        form.query_one("#to_7", Select).value = GROUND
        await pilot.pause()
        assert text(form.query_one("#land_1")) == "$9M"  # a Minor Airport: $10 - 10 %
        assert text(form.query_one("#land_10")) == "2nd of 2 · $26M"
        assert text(form.query_one("#land_13")) == "1st of 2 · $9M"
        # the city's short name: "Çelik #26 737 @Minor Airport" filled its room at 80x24 and was cut
        assert "Ann #10 747 @Minor" in [row.label for row in form.query(FieldRow)]
        shown = drawn_text(app)
        for line in (
            "Ann #10 747 @Minor",
            "2nd of 2 · $26M",
            "1st of 2 · $9M",
            "Landing revenue then: Ann $44M",
        ):
            assert line in shown, shown
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, AirFareScreen), form.live_text
        before = cash(app, 1)
        app.book.record(game_id, "air_fare.revenue", {})
        app.game_changed()
        await pilot.pause()
        assert cash(app, 1) == before + 9 + 9 + 26 - 20  # less 20 % interest on the $100 bank loan
        # Turn 4: the 747 and the 737 stand at Atlanta: "Move (Fly) all non-grounded planes to a different
        # terminal in a different city" (Flying Phase), so their lists offer no Atlanta (the ledger says)
        app.book.record(game_id, "air_fare.bids", {"bids": []})
        app.book.record(
            game_id, "air_fare.maintenance", {"rolls": [{"plane": p, "roll": 10} for p in (1, 4, 7, 10, 13)]}
        )
        cards = [{"player": s, "card": "Miami"} for s in (1, 2, 3)]
        app.book.record(game_id, "air_fare.draw", {"cards": cards})
        app.game_changed()
        await pilot.pause()
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FlightsForm)
        offered = {
            plane: [str(label) for label, _v in form.query_one(f"#to_{plane}", Select)._options] for plane in (1, 10)
        }
        assert (
            "Atlanta (2 rights)" in offered[1]
            and "Minor Airport (2 rights)" in offered[1]
            and not any("Atlanta" in o for o in offered[10])
        ), offered
        # typed on the closed list, a search matches anywhere in a name: "port" finds "Minor Airport"
        assert app.screen.focused is form.query_one("#to_1", Select)
        await keys(pilot, "port", "enter")
        assert form.query_one("#to_1", Select).value == "Minor Airport"
        chosen = form.query_one("#to_1", Select)
        assert "Minor Airport (2 rights)" in drawn_text(app) and chosen.region.right <= 80  # not cut


@run
async def test_the_flights_form_lands_as_listed_under_as_typed(tmp_path: Path) -> None:
    """Option landing_order "as_typed": the planes land in the order the form lists them, the 747
    1st at Atlanta ($10 + 30 % = $13), the 737 2nd ($20 - 10 % = $18)."""
    app = make_app(tmp_path)
    game_id = landing_order_game(app, landing_order="as_typed")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FlightsForm)
        assert "land in the order listed" in screen_text(app)
        await pick(pilot, "Minor")
        await pick(pilot, "Atlanta")
        await pick(pilot, "Atlanta")
        assert text(form.query_one("#land_10")) == "1st of 2 · $13M"
        assert text(form.query_one("#land_13")) == "2nd of 2 · $18M"
        form.query_one("#to_4", Select).value = GROUND
        form.query_one("#to_7", Select).value = GROUND
        await pilot.pause()
        assert "Landing revenue then: Ann $40M" in form.live_text  # $9 + $13 + $18
        assert "Landing revenue then: Ann $40M" in drawn_text(app)


def short_at_the_revenue_phase(app: AirbankerApp, *, crash: bool = False, seat: int = 1) -> None:
    """Issue 12's player, through the book: Ann sells both Minor Airports (+$40M: $90M), borrows
    $100M ($190M), pays $20M interest at turn 1's Revenue Phase ($170M) and overbids $165M for a
    Minor Airport ($5M left, a 737 #1 and that Minor Airport #15). Turn 2: she flies the 737 there
    ($10M x 90 % = $9M) and will owe $20M interest with $14M; with ``crash`` she draws the Plane
    Crash instead, loses the 737 and will owe $120M with $5M. The Revenue Phase is next. With
    ``seat`` 2 Bea plays Ann's part with her DC-9 #4 and Minor Airports #5, #6."""
    plane, minors = 3 * seat - 2, (3 * seat - 1, 3 * seat)
    others = [s for s in (1, 2, 3) if s != seat]
    game_id = app.game_id
    assert game_id is not None
    book = app.book
    for card in minors:
        book.record(game_id, "air_fare.sale", {"player": seat, "card": card})
    book.record(game_id, "air_fare.loan", {"player": seat, "amount": 100})
    rolls = {"rolls": [{"plane": 1, "roll": 5}, {"plane": 4, "roll": 5}, {"plane": 7, "roll": 5}]}
    book.record(game_id, "air_fare.maintenance", rolls)
    book.record(
        game_id,
        "air_fare.draw",
        {
            "cards": [
                {"player": seat, "card": "Minor Airport"},
                {"player": others[0], "card": "Dallas"},
                {"player": others[1], "card": "Boston"},
            ]
        },
    )
    book.record(game_id, "air_fare.flights", {"flights": []})
    book.record(game_id, "air_fare.revenue", {})
    book.record(game_id, "air_fare.bids", {"bids": [{"player": seat, "card": 10, "amount": 165}]})
    book.record(game_id, "air_fare.maintenance", rolls)
    first = {"player": seat, "card": "Plane Crash", "plane": plane} if crash else {"player": seat, "card": "Boston"}
    book.record(
        game_id,
        "air_fare.draw",
        {"cards": [first, {"player": others[0], "card": "Chicago"}, {"player": others[1], "card": "Miami"}]},
    )
    flights = [] if crash else [{"player": seat, "plane": plane, "to": "Minor Airport"}]
    book.record(game_id, "air_fare.flights", {"flights": flights})
    app.game_changed()


async def short_after_the_revenue_phase(pilot: Any, *, seat: int) -> None:
    """:func:`short_at_the_revenue_phase` for ``seat``, then the Revenue Phase recorded: the raise-money step,
    ``seat`` short, the table redrawn."""
    app = pilot.app
    short_at_the_revenue_phase(app, seat=seat)
    await pilot.pause()
    app.book.record(app.game_id, "air_fare.revenue", {})
    app.game_changed()
    await pilot.pause()


@run
async def test_a_short_player_sells_a_card_that_flew_and_settles(tmp_path: Path) -> None:
    """Issue 12: a player with $5M, a $100M loan and a 737 + a Minor Airport that both flew, owing
    $20M: he sells the 737 ($25M, base cost) and settles, not bankrupt (80×24)."""
    from tui.games.air_fare.forms import SaleForm, SettleForm

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        short_at_the_revenue_phase(app)
        await pilot.pause()
        assert cash(app, 1) == 5 and app.game.state.player(1).rights == [10]
        await keys(pilot, "r")
        revenue = app.screen
        assert isinstance(revenue, RevenueForm)
        assert "Short: Ann by $6M" in revenue.live_text, revenue.live_text
        # no bare "landing 1"
        assert "(1st landing): $10M -10% (plane) = $9M" in text(revenue.query_one("#revenue-lines"))
        await keys(pilot, "enter")  # no question: nobody goes bankrupt at the Revenue Phase
        table = app.screen
        assert isinstance(table, AirFareScreen) and cash(app, 1) == 14
        assert app.game.position() == "Turn 2, Revenue Phase, raising money"
        words = " ".join(drawn_text(app).split())
        assert "Short: Ann $6M" in words, words
        assert "Ann could still raise: cards at base cost — Boeing 737 $25M" in words, words
        assert "Settle" in words and "(e)" in words
        # the bid form is not offered until the dues are settled
        await keys(pilot, "b")
        assert app.screen is table and app.game.state.phase == "raise_money"
        said = [n.message for n in app._notifications][-1]  # the "Not now", in words
        assert "Bids waits: dues are outstanding" in said and "then Settle" in said and "air_fare" not in said, said
        # the 737 flew this turn, but the Revenue Phase is in: it may be sold
        await keys(pilot, "s")
        sale = app.screen
        assert isinstance(sale, SaleForm)
        assert sale.query_one("#player", Select).value == 1  # she is short: filled in with her
        # on the Card: the first thing to type (Shift+Tab: another player), as the loan starts on its Amount
        assert sale.focused is sale.query_one("#card", Select)
        await pick(pilot, "#1")
        assert "Ann sells Boeing 737 #1 for $25M" in sale.live_text, sale.live_text
        await keys(pilot, "ctrl+s")
        assert app.screen is table and cash(app, 1) == 39
        await keys(pilot, "e")
        settle = app.screen
        assert isinstance(settle, SettleForm)
        shown = text(settle.query_one("#settle-lines"))
        assert "Ann owes $20M (interest 20% of $100M = $20M), has $39M:" in shown and "pays, $19M left" in shown
        assert "Raise money first" not in shown  # nobody is short: nothing to raise, Enter pays
        assert settle.region.right <= 80 and settle.query_one("#form").region.bottom <= 24
        await keys(pilot, "enter")  # nobody goes bankrupt: recorded without a question
        assert app.screen is table, settle.live_text
        assert app.game.records[-1].kind == "air_fare.settle" and cash(app, 1) == 19
        assert app.game.state.player(1).active and app.game.position() == "Turn 2, Bid Phase"
        await keys(pilot, "b")
        assert isinstance(app.screen, AirFareBidsScreen)


@run
async def test_the_money_forms_of_the_raise_money_step_start_on_the_player_short(tmp_path: Path) -> None:
    """Bea (seat 2) is short at the settle: the sale, loan and trade forms open on her, the one
    money is raised for, and the Next line says who is short."""
    from tui.games.air_fare.forms import LoanForm, SaleForm, TradeForm

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await short_after_the_revenue_phase(pilot, seat=2)
        assert app.game.state.phase == "raise_money" and list(app.game.state.outstanding) == [2]
        words = " ".join(drawn_text(app).split())
        assert "still short then: bankrupt. Short: Bea $6M (s Sell · e Settle)" in words, words
        assert "Bea could still raise" in words, words  # the highlighted player: Bea, short
        for key, form, field in (("s", SaleForm, "#player"), ("l", LoanForm, "#player"), ("x", TradeForm, "#seller")):
            await keys(pilot, key)
            assert isinstance(app.screen, form), (key, app.screen)
            assert app.screen.query_one(field, Select).value == 2, key
            # the trade on the Seller list still (a letter typed at once picks another player: a newcomer's try);
            # the loan on its Amount, a letter handed to the Player list; the sale on its Card (Shift+Tab: the player)
            on = {"l": "#amount", "s": "#card"}.get(key, field)
            assert app.screen.focused is app.screen.query_one(on), key
            if key == "l":  # the digits typed at once are the amount
                await keys(pilot, "1", "5")
                assert app.screen.query_one("#amount", Input).value == "15"
            await keys(pilot, "escape", *(["d"] if key == "l" else []))  # the amount typed: Esc asks, d drops


@run
async def test_a_loan_between_players_starts_on_the_player_short_as_borrower(tmp_path: Path) -> None:
    """Cal (seat 3) is short at the settle: n (a loan between players) opens with Cal borrowing and
    Ann, the first other player, lending (it opened on Ann lending to Bea, the first two seats)."""
    from tui.games.air_fare.forms import PlayerLoanForm

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await short_after_the_revenue_phase(pilot, seat=3)
        assert list(app.game.state.outstanding) == [3]
        await keys(pilot, "n")
        form = app.screen
        assert isinstance(form, PlayerLoanForm)
        assert form.query_one("#borrower", Select).value == 3
        assert form.query_one("#lender", Select).value == 1
        assert "Cal owes Ann $0M now." in text(form.query_one("#owed"))


@run
async def test_a_player_who_cannot_raise_enough_goes_bankrupt_on_settle(tmp_path: Path) -> None:
    """The Plane Crash took the 737: Ann owes $120M with $5M and a $20M Minor Airport. Settle asks
    first, naming her; n records nothing, y declares her bankrupt."""
    from tui.games.air_fare.forms import SettleForm

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        short_at_the_revenue_phase(app, crash=True)
        await pilot.pause()
        app.book.record(app.game_id, "air_fare.revenue", {})
        app.game_changed()
        await pilot.pause()
        words = " ".join(drawn_text(app).split())
        assert "Short: Ann $115M" in words and "Ann could still raise: cards at base cost" in words, words
        before = records(app)
        await keys(pilot, "e")
        settle = app.screen
        assert isinstance(settle, SettleForm)
        shown = text(settle.query_one("#settle-lines"))
        assert "short $115M: BANKRUPT unless Ann raises it first" in shown  # her name, not "he"
        assert "Raise money first: Esc, then s a sale" in shown
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen)
        assert "Ann (owes $120M, has $5M) goes bankrupt" in " ".join(drawn_words(app).split()), drawn_words(app)
        question = app.screen.question  # how she could still raise money, before it is recorded
        assert "Ann could still raise: cards at base cost — Minor Airport" in question
        assert (
            "no bank loan room" in question
            and "from the others (a loan or a card sold, as agreed) — spare cash: Bea $" in question
        )
        await keys(pilot, "n")
        assert records(app) == before and app.game.state.player(1).active
        await keys(pilot, "escape")
        await keys(pilot, "e", "enter", "y")
        assert isinstance(app.screen, AirFareScreen)
        assert app.game.records[-1].summary == "Turn 2 settled: Ann owes $120M with $5M: bankrupt"
        assert app.game.state.player(1).status == "bankrupt" and cash(app, 1) == 0
        row = [str(cell) for cell in app.screen.query_one("#grid", DataTable).get_row_at(0)]
        assert row[0] == "Ann" and row[3] == "out", row  # her worth reads "out": the name column keeps its width


@run
async def test_the_loan_and_repay_forms_show_the_interest_a_repaid_loan_still_pays(tmp_path: Path) -> None:
    """Borrowed after turn 1's Revenue Phase and repaid before turn 2's: its 20 % is still charged."""
    from tui.games.air_fare.forms import RepayForm

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        bid_phase(app, "Miami", "Boston", "Dallas")
        await pilot.pause()
        await keys(pilot, "l", "tab", "100")
        loan = app.screen
        assert isinstance(loan, LoanForm)
        owed = " ".join(text(loan.query_one("#owed")).split())
        said = "falls due at next turn's Revenue Phase (turn 2; this turn's is past): $20M on $100M"
        assert said in owed
        await keys(pilot, "enter")
        assert app.game.state.loans == {1: 100}
        await keys(pilot, "o", "tab", "100")
        repay = app.screen
        assert isinstance(repay, RepayForm)
        owed = " ".join(text(repay.query_one("#owed")).split())
        assert (
            "$20M on $100M ($0M owed + $100M borrowed since the last Revenue Phase and repaid: it still pays)" in owed
        ), owed
        await keys(pilot, "enter")
        assert app.game.state.loans == {1: 0} and cash(app, 1) == 50
        assert app.game.state.fresh_repaid == {1: 100}
        await keys(pilot, "down", "l")  # Bea's row highlighted: the loan form starts on her
        assert isinstance(app.screen, LoanForm) and app.screen.query_one("#player", Select).value == 2
        # the digits typed at once are the amount, not a search of the players ("1" was "1 Ann")
        await keys(pilot, "10", "enter")
        assert isinstance(app.screen, AirFareScreen)
        assert app.game.state.loans == {1: 0, 2: 10}, app.game.state.loans


# == Games stored before issue 12 (options left out), and the new-game form's choices ============
@run
async def test_a_game_stored_before_issue_12_is_bankrupt_at_the_revenue_phase(tmp_path: Path) -> None:
    """Option cannot_pay left out (a game stored before issue 12): "bankrupt_at_once". The Plane
    Crash leaves Ann owing $120M with $5M: the revenue form asks first, naming her; y records the
    revenue with her bankruptcy in it, and the bids come next, no settle (80×24)."""
    app = make_app(tmp_path)
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "old", NAMES, {}))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        short_at_the_revenue_phase(app, crash=True)
        await pilot.pause()
        assert app.game.state.options["cannot_pay"] == "bankrupt_at_once"
        before = records(app)
        await keys(pilot, "r")
        assert isinstance(app.screen, RevenueForm)
        assert "Ann landing revenue $0M, pays $120M: bankrupt" in app.screen.live_text, app.screen.live_text
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen)
        question = app.screen.question
        assert question.startswith(
            "Ann goes bankrupt and out of the game at once (“Short at Revenue Phase: bankrupt at once”"
        )
        assert "Ann goes bankrupt" in drawn_words(app)
        await keys(pilot, "n")
        assert records(app) == before and app.game.state.player(1).active
        await keys(pilot, "escape")
        await keys(pilot, "r", "enter", "y")
        assert isinstance(app.screen, AirFareScreen)
        assert app.game.records[-1].kind == "air_fare.revenue"
        assert app.game.state.player(1).status == "bankrupt" and cash(app, 1) == 0
        assert app.game.position() == "Turn 2, Bid Phase"
        await keys(pilot, "b")
        assert isinstance(app.screen, AirFareBidsScreen)
        # undone, the question says what undoing gives back (a newcomer's try read "...: bankrupt?" as a question)
        await keys(pilot, "escape", "ctrl+z")
        assert isinstance(app.screen, ConfirmScreen)
        assert app.screen.question.startswith(
            f"Undo #{records(app)}, the Turn 2 Revenue Phase and Ann's bankruptcy in it?\nAnn comes back with "
        ), app.screen.question


@run
async def test_the_new_game_form_offers_every_reading_of_issue_12(tmp_path: Path) -> None:
    """The new-game form lists event_plane_count, cannot_pay and bank_repayment with every value,
    today's first; a game made with the defaults stores them written out, one made with the old
    readings stores those."""
    from tui.screens.start import air_fare_options

    offered = air_fare_options()
    assert [v for _s, v in offered["event_plane_count"][1]] == ["at_draw", "after_crashes", "as_typed"]
    assert [v for _s, v in offered["cannot_pay"][1]] == ["raise_money", "bankrupt_at_once"]
    assert [v for _s, v in offered["bank_repayment"][1]] == ["with_interest", "never", "free"]
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await new_air_fare_game(pilot, *NAMES)
        assert {k: app.game.setup.options[k] for k in ("event_plane_count", "cannot_pay", "bank_repayment")} == {
            "event_plane_count": "at_draw",
            "cannot_pay": "raise_money",
            "bank_repayment": "with_interest",
        }
        await keys(pilot, "escape")
        await keys(pilot, "n")
        form = app.screen
        assert isinstance(form, NewGameScreen)
        await pick(pilot, "Air F")
        await keys(pilot, "Saturday", "enter")
        for name in NAMES:
            await keys(pilot, name, "enter")
        for option, value in (
            ("event_plane_count", "as_typed"),
            ("cannot_pay", "bankrupt_at_once"),
            ("bank_repayment", "free"),
        ):
            row = form.query_one(f"#af_row_{option}")
            assert row.display
            assert isinstance(row, FieldRow)
            assert len(row.label) < row.styles.padding.left
            form.query_one(f"#af_{option}", Select).value = value
        await pilot.pause()
        await keys(pilot, "enter", "ctrl+s")  # Enter on the blank seat: on to the options; ctrl+s creates
        assert isinstance(app.screen, AirFareScreen)
        options = app.game.setup.options
        assert (options["event_plane_count"], options["cannot_pay"], options["bank_repayment"]) == (
            "as_typed",
            "bankrupt_at_once",
            "free",
        )


def test_the_ready_line_counts_minor_airports_in_plain_words() -> None:
    """Two Minor Airports each (Air Fare, Setup), said as "2 Minor Airports", not "2 Minor Airport(s)"."""
    from ledger.game import Game
    from tui.screens.new_game import AirFareForm

    setup = GameSetup("air_fare", "standard", "Ready", ("Ann", "Bea", "Cal"), {})
    line = AirFareForm.ready(setup, Game(setup))
    assert "each $50M, 2 Minor Airports and a plane: Ann 737, Bea DC-9, Cal 737" in line, line


def four_players(app: AirbankerApp) -> int:
    """Ann, Bea, Cal and Dee's game (Ann 737 #1, Bea DC-9 #4, Cal 737 #7, Dee DC-9 #10), opened on its table."""
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "Four", (*NAMES, "Dee"), options))
    app.open_game(game_id)
    return game_id


@run
async def test_a_bidding_pool_of_long_names_shows_every_cards_minimum(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: the Bidding Pool line of four planes was cut with no mark, the last card's
    minimum lost. Too long by the full names, the planes go by their short names; too long still, the line says
    how many cards it leaves out."""
    from tui.games.air_fare.table import pool_text

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        game_id = four_players(app)
        await pilot.pause()
        rolls = [{"plane": p, "roll": 5} for p in (1, 4, 7, 10)]
        app.book.record(game_id, "air_fare.maintenance", {"rolls": rolls})
        drawn = ("Boeing 747 Jumbo Jet", "Lockheed L-1011 TriStar", "Aerospatiale/BAC Concorde", "Washington DC")
        cards = [{"player": s, "card": c} for s, c in zip((1, 2, 3, 4), drawn, strict=True)]
        app.book.record(game_id, "air_fare.draw", {"cards": cards})
        app.game_changed()
        await pilot.pause()
        state = app.game.state
        assert len(state.pool) == 4
        words = " ".join(drawn_text(app).split())
        # the base costs of the Card Lists: 747 $150M, L-1011 $100M, Concorde $150M, Washington DC $40M
        for card in state.pool:
            assert f"#{card} " in words, words
        assert "747 (min $150M)" in words and "L-1011 (min $100M)" in words, words
        assert "Concorde (min $150M)" in words and "Wash DC (min $40M)" in words, words
        # narrower than any terminal airbanker runs in: the cards left out are counted, never cut mid-card
        assert pool_text(state, 40, 2).endswith("… 2 more"), pool_text(state, 40, 2)
        assert pool_text(state, 200, 1).count("(min ") == 4  # the room there is: full names


@run
async def test_what_a_player_short_could_still_raise_is_whole_above_the_more_line(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: the "could still raise" detail of a player short was cut under the More line.
    With less room, the detail says less (the dues' items, the cards named twice, his planes), never it nor his
    landing rights."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        short_at_the_revenue_phase(app, crash=True)
        await pilot.pause()
        app.book.record(app.game_id, "air_fare.revenue", {})
        app.game_changed()
        await pilot.pause()
        from ledger.games import air_fare as af

        short = next(p for p in af.short_players(app.game.state) if p.seat == 1)
        ways = " ".join(af.ways_to_raise(short).split()) + "."
        words = " ".join(drawn_text(app).split())
        assert ways in words and "More: " in words, words
        table = app.screen
        assert isinstance(table, AirFareScreen)
        detail = table.query_one("#detail", Static)
        detail.styles.max_height = 7  # the rows above take more lines
        await pilot.pause()
        table.fit_detail()
        await pilot.pause()
        words = " ".join(drawn_text(app).split())
        # the dues' items go, the planes and landing rights share a line (the live table: a player short lost his
        # landing rights): what she could still raise and her landing rights stay whole
        assert "(interest 20%" not in words and "Planes: none; landing rights: #10 Minor Airport" in words, words
        # what she could still raise said still, shorter if need be: the legend of the grid's "Worth*" stays with its
        # mark (a newcomer's try: the "*" and the legend went when the notes were crowded)
        assert "Ann could still raise:" in words and "Bea $50M, Cal $50M" in words, words
        assert "Worth*" in words and "Worth*: less" in words, words
        assert "Ann: $5M in the account" in words, words


@run
async def test_a_d10_roll_typed_as_0_is_a_10(tmp_path: Path) -> None:
    """A d10 shows 0 for 10: "0" typed is read as 10 (the record keeps 10), the form says so."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, MaintenanceForm)
        assert "a d10's 0 is 10" in " ".join(screen_text(app).split())
        await keys(pilot, "0")
        assert "flies (0 = 10)" in note(form, "after_1") and "not 0" not in form.live_text, form.live_text
        await keys(pilot, "enter", "0", "enter", "10", "enter")
        assert isinstance(app.screen, AirFareScreen), form.live_text
        assert app.game.records[-1].payload == {"rolls": [{"plane": p, "roll": 10} for p in (1, 4, 7)]}
        assert app.game.state.grounded == set()


@run
async def test_the_maintenance_notice_names_whose_planes_are_grounded(tmp_path: Path) -> None:
    """A newcomer's try: the notice read "grounded … (all in the journal)"; it names the players now. The
    record keeps the ledger's summary (an audit compares it with a replay)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await keys(pilot, "m", "5", "enter", "1", "enter", "1", "enter")  # a 1 grounds Bea's DC-9 and Cal's 737
        assert isinstance(app.screen, AirFareScreen)
        said = [n.message for n in app._notifications][-1]
        assert "Turn 1 maintenance: grounded Bea #4, Cal #7" in said and "…" not in said, said
        summary = app.game.records[-1].summary
        assert summary.startswith("Turn 1 maintenance rolls typed: grounded McDonnell Douglas DC-9 #4 (Bea)"), summary


@run
async def test_enter_on_the_sales_last_list_opens_it_and_the_sale_undone_starts_on_the_card(tmp_path: Path) -> None:
    """A newcomer's try: shift+Tab back onto the sale's closed Card list and Enter recorded the sale; Enter on
    a last list gone back to (to change it) opens it. Undone, the sale offered again starts on its card (its player is
    filled in), as the forms of the other games start on what is to type."""
    from tui.games.air_fare.forms import SaleForm

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await keys(pilot, "f1")  # the forms' help says so in Air Fare's words
        help_text = " ".join(app.screen._text.split())  # type: ignore[attr-defined]
        assert "on the form's last field it records, unless you went back to the list with Shift+Tab" in help_text
        await keys(pilot, "escape")
        await keys(pilot, "down", "s")  # Bea highlighted
        sale = app.screen
        assert isinstance(sale, SaleForm)
        card = sale.query_one("#card", Select)
        assert sale.query_one("#player", Select).value == 2 and sale.focused is card  # the player shown: on the card
        assert sale.focused is card
        await keys(pilot, "space")  # the card reached with the arrows (a name typed and Enter would record)
        overlay = sale.focused
        assert isinstance(overlay, SelectOverlay)
        while "#5" not in str(overlay.get_option_at_index(overlay.highlighted or 0).prompt):
            await keys(pilot, "down")
        await keys(pilot, "enter")
        assert sale.focused is None and "Bea sells Minor Airport #5" in sale.live_text, sale.live_text
        await keys(pilot, "shift+tab")
        assert sale.focused is card and "Enter: open the list" in text(sale.query_one("#form-keys"))
        await keys(pilot, "enter")
        assert app.screen is sale and records(app) == 0 and card.expanded
        await keys(pilot, "enter")  # chooses the card highlighted, the one shown
        assert records(app) == 0 and sale.focused is None
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen) and records(app) == 1
        await keys(pilot, "ctrl+z", "y")
        again = app.screen
        assert isinstance(again, SaleForm) and again.refill is not None
        assert again.query_one("#player", Select).value == 2 and again.query_one("#card", Select).value == 5
        assert again.focused is again.query_one("#card", Select)
        # offered again to be corrected: Enter opens the card list (it re-recorded the same sale, a newcomer's try)
        assert "Enter: open the list" in text(again.query_one("#form-keys"))
        await keys(pilot, "enter")
        assert app.screen is again and again.query_one("#card", Select).expanded and records(app) == 2


@run
async def test_a_bid_with_a_decimal_point_is_marked_as_it_is_typed(tmp_path: Path) -> None:
    """A newcomer's try: "12.5" stood unmarked until Enter; peeking, it is marked as typed, like a bid below the
    minimum (the amount never shown); masked, once the peek is hidden or on leaving the seat (a masked key changes
    nothing drawn); Enter does not take it, said without the card."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        bids = await open_friday_bids(pilot)
        miami = app.game.state.pool[0]
        await keys(pilot, "12.5")
        assert "refused" not in text(bids.query_one("#bids-roll")) and "refused" not in note(bids, f"check_{miami}")
        assert text(bids.query_one("#bid-check")) == ""
        await keys(pilot, "ctrl+o", "ctrl+o")  # a peek hidden: masked, nothing said (the same for every bid)
        assert text(bids.query_one("#bid-check")) == ""
        assert "decimal" not in text(bids.query_one("#bid-check"))  # why, only while the bidder peeks
        assert "12.5" not in drawn_text(app)
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert f"#{miami} Miami: a whole number, no decimal point" in text(bids.query_one("#bid-check"))
        assert "12" not in text(bids.query_one("#bid-check"))
        await keys(pilot, "ctrl+o", "enter", "enter", "enter")  # masked again: Enter's notice says no more
        said = [n.message for n in app._notifications][-1]
        assert said == AirFareBidsScreen.NOT_TAKEN, said  # no card named: secret
        assert "Refused" not in drawn_text(app) and bids.current == 0, drawn_text(app)


@run
async def test_why_a_masked_bid_is_refused_shows_only_while_its_bidder_peeks(tmp_path: Path) -> None:
    """A newcomer's finding: "more than the $50M in the account" under masked fields told the table about the
    bid; then "Refused: ctrl+o (peek) shows why" said only under a refused bid told it a bid was refused. Masked,
    nothing says it; peeking shows why, masking again hides it; the seat is handed over as any other."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        bids = await open_friday_bids(pilot)
        check = bids.query_one("#bid-check")
        await keys(pilot, "60")  # masked, not checked as typed
        assert text(check) == "" and "more than" not in drawn_text(app)
        for peeking in (True, False, True, False):
            await pilot.press("ctrl+o")
            await pilot.pause()
            shown = drawn_text(app)
            assert ("more than the $50M in the account" in shown) is peeking, shown
            assert (text(check) == "") is not peeking
            assert "Refused" not in shown, shown
        await keys(pilot, "enter", "enter", "enter")  # kept on it: that a bid is refused said, neither which nor why
        assert bids.current == 0 and "Ann: a bid of yours is refused" in text(bids.query_one("#bids-keys"))
        assert "more than" not in drawn_text(app) and "Refused" not in drawn_text(app)


@run
async def test_a_refused_bid_stays_typed_and_keeps_its_bidder(tmp_path: Path) -> None:
    """A newcomer's try: a bid of $51M with $21M, ctrl+s (refused, the field emptied), ctrl+s again: stored as no
    bid, the amount gone at the reveal. The bidder is kept on the bid as typed, selected to be typed over; the
    keys typed straight after ctrl+s are not used (tui/games/air_fare/forms.py, AirFareBidsScreen.keep_refused)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        bids = await open_friday_bids(pilot)
        miami = app.game.state.pool[0]
        before = records(app)
        await type_fast(pilot, "60", "ctrl+s", "ctrl+s", "ctrl+s")  # Ann's over her $50M, ctrl+s three times
        await asyncio.sleep(AFTER_REFUSAL_QUIET + 0.1)
        await pilot.pause()
        field = bids.query_one(f"#bid_{miami}", Input)
        assert field.value == "60" and app.focused is field and bids.current == 0 and records(app) == before
        await keys(pilot, "50", "ctrl+s", "ctrl+s", "ctrl+s", "enter")  # typed over: accepted, revealed
        assert bids.refusal is None and "Ann wins, pays $50M" in text(bids.query_one("#bids-message"))


@run
async def test_the_revenue_form_sets_each_players_figures_apart(tmp_path: Path) -> None:
    """A newcomer's try: "Ann +$0M, Bea +$0M, Cal earns $9M, owes $20M with $14M: short by …" read as one run;
    the form (and the notice) part the players by " · ". The record keeps the ledger's summary."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        short_at_the_revenue_phase(app, seat=3)
        await pilot.pause()
        await keys(pilot, "r")
        revenue = app.screen
        assert isinstance(revenue, RevenueForm)
        shown = " ".join(revenue.live_text.split())
        # each player's figures named, in the words of the form's blocks and of the notice (test_tui_af_revenue_figures)
        assert "Turn 2 revenue: Ann landing revenue $0M: cash +$0M · Bea landing revenue $0M: cash +$0M · " in shown
        assert "Cal landing revenue $9M, pays $20M: short $6M" in shown, shown
        await keys(pilot, "enter")
        assert isinstance(app.screen, AirFareScreen)
        assert "Turn 2 cash: Ann +$0M · Bea +$0M · Cal short $6M" in [n.message for n in app._notifications][-1]
        assert app.game.records[-1].summary.startswith("Turn 2 revenue: Ann +$0M, Bea +$0M, Cal earns")


@run
async def test_the_loan_form_starts_on_the_highlighted_player_while_money_is_raised(tmp_path: Path) -> None:
    """A newcomer's try: with Cal highlighted, l started on Bea, the player short who had just acted; it starts
    on the highlighted player, as the forms of the other games do. On the player short, the amount first."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        short_at_the_revenue_phase(app, seat=2)
        await pilot.pause()
        app.book.record(app.game_id, "air_fare.revenue", {})
        app.book.record(app.game_id, "air_fare.sale", {"player": 2, "card": 4})  # Bea raises $25M: covered
        app.game_changed()
        await pilot.pause()
        assert app.game.state.phase == "raise_money"
        table = app.screen.query_one("#grid", DataTable)
        assert table.cursor_row == 0
        await keys(pilot, "down", "down", "l")  # Cal
        loan = app.screen
        assert isinstance(loan, LoanForm)
        assert loan.query_one("#player", Select).value == 3 and loan.focused is loan.query_one("#amount")
        await keys(pilot, "escape", "o")  # the repayment: Cal owes the bank nothing, Bea does
        repay = app.screen
        assert isinstance(repay, LoanForm) and repay.KIND == "air_fare.repay"
        assert repay.query_one("#player", Select).value == 2


@run
async def test_the_more_line_never_splits_a_key_from_what_it_does(tmp_path: Path) -> None:
    """A newcomer's try at 120x36: "ctrl+z" ended a line of the More line and "undo" began the next."""
    from tui.base.table_screen import keep_whole

    items = ["More:", "n Lend", "u Pay back", "k Count cash", "ctrl+z undo", "ctrl+p every action"]
    assert keep_whole(items, 44) == "More: n Lend · u Pay back · k Count cash ·\nctrl+z undo · ctrl+p every action"
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await stored_friday(pilot)
        for size in ((120, 36), (80, 24), (100, 30)):
            await pilot.resize_terminal(*size)
            await pilot.pause(0.3)
            lines = text(app.screen.query_one("#more")).splitlines()
            assert len(lines) <= 2 and all(len(line) <= size[0] for line in lines), lines
            for key in ("ctrl+z undo", "ctrl+p every action", "k Count cash", "P Print audit"):
                assert any(key in line for line in lines), (size, lines)


@run
async def test_a_repayment_that_leaves_a_player_short_again_is_asked_first(tmp_path: Path) -> None:
    """A newcomer's try: Bea, short at the settle and covered by a sale, repaid part of her loan and was short
    again without a word. The repay form asks first, saying by how much; a player with no dues is not asked."""
    from ledger.games import air_fare as af
    from tui.games.air_fare.forms import RepayForm

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await short_after_the_revenue_phase(pilot, seat=2)
        bea = next(p for p in af.short_players(app.game.state) if p.seat == 2)
        await keys(pilot, "o")
        repay = app.screen
        assert isinstance(repay, RepayForm)
        question = repay.confirm_question({"player": 2, "amount": 10}, "a summary")
        after = bea.cash - 10
        assert question is not None, question
        assert question.startswith(f"Bea owes ${bea.owes}M this turn and has ${bea.cash}M: repaying $10M leaves")
        assert f"${bea.owes - after}M short of the dues." in question
        # a player with no dues outstanding is not asked
        assert repay.confirm_question({"player": 1, "amount": 10}, "a summary") is None
        # what the player owes and when interest falls due; not what may be borrowed (a repayment borrows nothing)
        owed = text(repay.query_one("#owed"))
        assert "owes the bank" in owed and "may borrow" not in owed, owed
        await keys(pilot, "escape", "l")
        assert "may borrow" in text(app.screen.query_one("#owed")), text(app.screen.query_one("#owed"))


@run
async def test_an_open_list_offers_no_prompt_to_pick(tmp_path: Path) -> None:
    """A newcomer's try: the sale's Card list opened on its dimmed prompt ("choose the card"); Enter took it,
    nothing was chosen, and the cursor went nowhere (the next Enter: "Not recorded"). Later tries: with the
    prompt the open list's top line, Space, Down, Enter took the second option. The open list offers the cards
    only: Up from the first goes round to the last, and Enter chooses one."""
    from tui.games.air_fare.forms import SaleForm

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await keys(pilot, "s")
        sale = app.screen
        assert isinstance(sale, SaleForm)
        card = sale.query_one("#card", LiteralSelect)
        card.focus()
        await pilot.pause()
        assert card.value is Select.NULL
        await keys(pilot, "space")
        assert card._list is not None and card._list.option_count == len(card.labels())
        assert card._list.highlighted == 0
        await keys(pilot, "up", "enter")  # Up stops at the first card: no prompt line above it
        assert card.value == card._given[0][1] and sale.focused is not card


@run
async def test_a_letter_on_the_closed_player_list_opens_it_and_chooses_nothing_unseen(tmp_path: Path) -> None:
    """A newcomer's finding ("nothing lost, nothing to guess"): a letter on a closed list was to pick unseen. On the
    loan form (on its Amount, the player filled in), "c" opens the player list with Cal highlighted; the player stays
    Ann until Enter takes Cal."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        loan, player = await friday_loan_form(pilot, app)
        assert player.value == 1 and not player.expanded
        await keys(pilot, "c")
        overlay = player._list
        assert player.expanded and overlay is not None and loan.focused is overlay  # the list is shown
        assert player.value == 1  # nothing chosen unseen
        labels = [str(label) for label, _value in player._options]
        assert overlay.highlighted is not None and "Cal" in labels[overlay.highlighted]
        await keys(pilot, "enter")
        assert player.value == 3 and loan.focused is loan.query_one("#amount", Input)


@run
async def test_a_grounded_planes_mark_stands_apart_from_its_whole_name(tmp_path: Path) -> None:
    """At 120×36 the grid names planes whole: "McDonnell Douglas DC-9✗" ran the mark into the name (a newcomer's
    try); there it stands apart. The short names at 80×24 keep it on ("DC-9✗")."""
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await stored_friday(pilot)
        await keys(pilot, "m", "5", "enter", "1", "enter", "1", "enter")  # a 1 grounds Bea's DC-9 and Cal's 737
        assert isinstance(app.screen, AirFareScreen)
        words = drawn_text(app)
        assert "McDonnell Douglas DC-9 ✗" in words and "DC-9✗" not in words, words


@run
async def test_a_loan_repaid_in_full_says_no_interest_falls_due(tmp_path: Path) -> None:
    """The sample's Bea repays her whole $40M loan: the repay form said the next interest "falls due ..., 20% of
    what is borrowed" (a newcomer's try); repaid in full, it says none falls due."""
    from tui.games.air_fare.forms import RepayForm

    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", 83)  # up to Bea's repayment
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        assert app.game.state.loans.get(2) == 40
        await keys(pilot, "o")
        repay = app.screen
        assert isinstance(repay, RepayForm)
        with repay.prevent(Select.Changed):
            repay.query_one("#player", Select).value = 2
        repay.query_one("#amount", Input).value = "40"
        await pilot.pause()
        repay.extra_info()
        owed = " ".join(text(repay.query_one("#owed")).split())
        assert "repaid in full, none falls due at" in owed, owed


@run
async def test_a_plane_the_hurricane_keeps_on_the_ground_says_why(tmp_path: Path) -> None:
    """The flights form did not offer a plane standing at Miami in a Hurricane turn and never said why. Ann wins
    the Miami landing rights (turn 1), flies her 737 #1 there (turn 2) and draws the Hurricane in turn 3 ("No
    flights to/from Miami this turn", Event Card List): its row and the line under the rows say so (80×24)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        book, game_id = app.book, app.game_id
        assert game_id is not None
        rolls = {"rolls": [{"plane": c, "roll": 5} for c in (1, 4, 7)]}

        def turn(cards: tuple[str, str, str]) -> None:
            book.record(game_id, "air_fare.maintenance", rolls)
            drawn = [{"player": s, "card": c} for s, c in zip((1, 2, 3), cards, strict=True)]
            book.record(game_id, "air_fare.draw", {"cards": drawn})

        turn(("Miami", "Dallas", "Boston"))  # the pool: #10 Miami, #11 Dallas, #12 Boston
        book.record(game_id, "air_fare.flights", {"flights": []})
        book.record(game_id, "air_fare.revenue", {})
        book.record(game_id, "air_fare.bids", {"bids": [{"player": 1, "card": 10, "amount": 50}]})
        turn(("Dallas", "Boston", "Chicago"))
        book.record(game_id, "air_fare.flights", {"flights": [{"player": 1, "plane": 1, "to": "Miami"}]})
        book.record(game_id, "air_fare.revenue", {})
        book.record(game_id, "air_fare.bids", {"bids": []})
        turn(("Hurricane", "Chicago", "Chicago"))
        app.game_changed()
        await pilot.pause()
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FlightsForm)
        why = "grounded by Hurricane (event card): No flights to/from Miami this turn"
        assert text(form.query_one("#cannot-fly")) == f"Ann's #1 737 cannot fly: {why}."
        words = drawn_words(app)
        assert f"Ann's #1 737 cannot fly: {why}." in words, words
        assert "Ann #1 737 @Miami stays on the ground (why: below)" in words, words
        assert not form.query("#to_1")  # nothing to choose for it: the cursor starts on Bea's DC-9
        assert form.focused is form.query_one("#to_4", Select)
        await keys(pilot, "enter", "enter", "enter", "enter", "enter")  # Bea's and Cal's first city, then record
        assert isinstance(app.screen, AirFareScreen), form.live_text
        assert [f[1] for f in app.game.state.flights] == [4, 7]


@run
async def test_a_player_short_keeps_his_landing_rights_in_the_detail_at_80x24(tmp_path: Path) -> None:
    """The live table at 80×24: in the sample's turn 12 Dmitri is short at the Revenue Phase ($130M due with
    $50M); once Ann lends Bea $10M the loan takes a line above the grid and the detail of Dmitri lost its
    "Landing rights" line, the cards he could still sell. The dues' sum goes first: his landing rights, whole,
    and what he could still raise stay (each card's base cost summed beside them)."""

    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", 62)  # up to turn 12's Revenue Phase: Dmitri short
    app.book.record(game_id, "air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 10})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await pilot.pause(0.2)
        table = app.screen
        assert isinstance(table, AirFareScreen)
        assert table.query_one("#grid", DataTable).cursor_row == 3  # the player short is highlighted
        words = " ".join(drawn_text(app).split())
        assert "Bea owes Ann $10M" in words, words
        # on a line of their own, or sharing the planes' line ("Planes: none; landing rights: …") as the grid folds
        assert "landing rights: #11 minor airport, #12 minor airport, #18 chicago" in words.lower(), words
        assert "Dmitri could still raise: " in words, words
        others = "(a loan or a card sold, as agreed) — spare cash: Ann $72M, Bea $62M, Çelik $59M."
        assert others in words, words
        assert "Dmitri: $50M in the account, owes the bank $100M; worth" in words, words
        assert "More: " in words, words


@run
async def test_an_open_destination_list_leaves_the_other_planes_rows_in_sight(tmp_path: Path) -> None:
    """The live table at 80×24: a plane's open list of cities, under its row, hid the next planes' rows the banker
    was reading (where Bea's and Cal's planes go). It opens beside the closed lists, over the landing notes: every
    plane's name and the city chosen for it stay in sight, and so does the row being edited."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await keys(pilot, "m", "5", "enter", "5", "enter", "5", "enter", "d")
        drawn = [{"player": s, "card": c} for s, c in ((1, "Dallas"), (2, "Boston"), (3, "Miami"))]
        app.book.record(app.game_id, "air_fare.draw", {"cards": drawn})
        app.game_changed()
        await pilot.pause()
        await keys(pilot, "escape", "f")
        form = app.screen
        assert isinstance(form, FlightsForm)
        for plane in (4, 7):  # Bea's and Cal's planes to a Minor Airport first
            form.query_one(f"#to_{plane}", Select).value = "Minor Airport"
        await pilot.pause()
        form.query_one("#to_1", Select).focus()
        await keys(pilot, "space")  # Ann's list opens
        await pilot.pause(0.1)
        lines = drawn_text(app).splitlines()
        ann = next(i for i, line in enumerate(lines) if "Ann #1 737" in line)
        assert "choose…" in lines[ann] and "▲" in lines[ann], lines[ann]  # the row being edited, whole
        for i, name in ((ann + 1, "Bea #4 DC-9"), (ann + 2, "Cal #7 737")):
            assert name in lines[i] and "Minor Airport" in lines[i].split(name)[1].split("▌")[0], lines[i]
        assert "(stays on the ground)" in drawn_text(app)  # the list is open, its choices drawn


@run
async def test_the_maintenance_rolls_undone_are_offered_again_filled_in(tmp_path: Path) -> None:
    """A newcomer's try: ctrl+z on the rolls said "No form can show it again: type it anew"; the rolls form opens
    again filled in, the rolls typed then (one corrected and recorded) or airbanker's rolls of the recorded seed."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await keys(pilot, "m", "5", "enter", "1", "enter", "1", "enter")  # Bea's 1 is a mistake: she rolled 8
        assert isinstance(app.screen, AirFareScreen) and app.game.state.grounded == {4, 7}
        await keys(pilot, "ctrl+z", "y")
        again = app.screen
        assert isinstance(again, MaintenanceForm) and again.refill is not None
        assert [again.query_one(f"#roll_{p}", Input).value for p in (1, 4, 7)] == ["5", "1", "1"]
        assert "GROUNDED" in note(again, "after_4") and "No form can show it" not in str(
            [n.message for n in app._notifications]
        )
        await keys(pilot, "down", "ctrl+a", "8", "enter", "enter")  # Bea's roll corrected, then Cal's: record
        assert isinstance(app.screen, AirFareScreen)
        assert app.game.records[-1].payload == {
            "rolls": [{"plane": 1, "roll": 5}, {"plane": 4, "roll": 8}, {"plane": 7, "roll": 1}]
        }
        assert app.game.state.grounded == {7}

        # airbanker's rolls: undone, the same dice are shown again (the seed replayed), and recorded as that seed
        await keys(pilot, "ctrl+z", "y")
        assert isinstance(app.screen, MaintenanceForm)
        await keys(pilot, "escape")  # left undone (nothing typed: Esc asks nothing)
        await keys(pilot, "m", "ctrl+r", "enter")
        assert isinstance(app.screen, AirFareScreen)
        seed = app.game.records[-1].payload["seed"]
        grounded = set(app.game.state.grounded)
        await keys(pilot, "ctrl+z", "y")
        again = app.screen
        assert isinstance(again, MaintenanceForm)
        assert "airbanker's roll" in note(again, "after_1")
        assert again.payload() == {"seed": seed}
        await keys(pilot, "ctrl+r")  # the dice are rolled once, as at the table: not again (a newcomer's try)
        assert again.payload() == {"seed": seed}
        await keys(pilot, "escape")  # airbanker's roll is not dropped without a question (then opened, rolled again)
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "n")
        assert app.screen is again
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, AirFareScreen) and app.game.records[-1].payload == {"seed": seed}
        assert app.game.state.grounded == grounded


@run
async def test_the_more_line_after_an_undo_is_drawn_whole_at_80x24(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: after an undo the More line ended "ctrl+z undo · ctrl+y redo ·" and
    "ctrl+p every action" was cut (the line had room for 2 rows); it is drawn whole, every row shown."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await keys(pilot, "l", "enter", "30", "enter")  # Ann borrows $30M
        await keys(pilot, "ctrl+z", "y", "escape")  # undone; its form offered again is left
        assert isinstance(app.screen, AirFareScreen)
        await pilot.pause(0.3)
        more = app.screen.query_one("#more")
        lines = text(more).splitlines()
        assert "ctrl+y redo" in text(more) and "ctrl+p every action" in lines[-1], lines
        assert more.size.height == len(lines) and all(len(line) <= SIZE[0] for line in lines), (more.size, lines)
        drawn = drawn_text(app)
        assert "ctrl+p every action" in drawn and "ctrl+y redo" in drawn


@run
async def test_an_amount_field_s_key_line_says_next_field_not_choose(tmp_path: Path) -> None:
    """A newcomer's try: under the loan's Amount and the maintenance rolls the key line read "Enter: choose, next",
    with nothing to choose; a typed field's line says "Enter: next field" (a list keeps its own line)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await keys(pilot, "l")
        form = app.screen
        assert isinstance(form, LoanForm)
        await keys(pilot, "shift+tab")  # the form starts on the Amount, the player filled in
        assert "Enter: take the one shown, next" in text(form.query_one("#form-keys"))  # the player list
        await keys(pilot, "enter")
        assert form.focused is form.query_one("#amount", Input)
        line = text(form.query_one("#form-keys"))
        assert line.startswith("Enter: next field · on the last field or ctrl+s: record") and "choose" not in line
        await keys(pilot, "escape")
        await keys(pilot, "m")
        assert isinstance(app.screen, MaintenanceForm)
        line = text(app.screen.query_one("#form-keys"))
        assert "Enter: next field" in line and "choose" not in line, line


@run
async def test_a_revenue_line_wider_than_the_form_wraps_under_its_own_text(tmp_path: Path) -> None:
    """A newcomer's try at 80×24: a wrapped landing line put its "$9M" alone at the form's left edge, read as a
    line of its own. Every line under a player's name is indented, its wrapped part too."""
    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.revenue")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "r")
        revenue = app.screen
        assert isinstance(revenue, RevenueForm)
        lines = text(revenue.query_one("#revenue-lines")).splitlines()
        heads = [line for line in lines if not line.startswith(" ")]
        assert heads and all(line.split(":")[0] in app.game.setup.players for line in heads), lines
        assert max(len(line) for line in lines) <= revenue.query_one("#revenue-lines").size.width, lines
        assert any(line.startswith("    ") for line in lines), lines  # a wrapped part: two cells under its line


@run
async def test_the_highlight_moves_on_to_a_player_still_short_once_one_has_raised_his_dues(tmp_path: Path) -> None:
    """A newcomer's try with two players short: Ann's loan covered her dues, and s and x then started on Ann, not
    on Cal, short still. Once the player highlighted is no longer short while another is, the table's highlight
    (where the money forms start) moves on to the first player still short; a player highlighted by the banker
    since stays (no action, no move)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await short_after_the_revenue_phase(pilot, seat=2)  # Bea short, highlighted
        screen = app.screen
        assert isinstance(screen, AirFareScreen)
        table = screen.query_one("#grid", DataTable)
        assert table.cursor_row == 1
        await keys(pilot, "up")  # Ann, highlighted by the banker: no action, she stays
        assert table.cursor_row == 0
        # as if Ann, short too when the grid was last drawn, had just raised her dues: the grid drawn again
        screen._drawn_short = (1, 2)
        app.game_changed()
        await pilot.pause()
        assert table.cursor_row == 1  # Bea, still short
        await keys(pilot, "s")
        assert app.screen.query_one("#player", Select).value == 2


@run
async def test_a_plane_is_not_offered_a_city_whose_terminals_the_planes_above_took(tmp_path: Path) -> None:
    """A newcomer's re-try (the sample after 97 actions): Ann's #1 flew to Chicago, her only terminal there, and
    her #16's list still offered "Chicago (1 right)", then refused it ("every Chicago terminal of Ann has a plane
    on it already"). A plane's list leaves out the cities where its owner has no terminal left once the planes
    listed above it have landed (Air Fare, Flying Phase: one plane a terminal); changed back, it is offered again."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-fare-4p", 97)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FlightsForm)
        first, second = (form.query_one(f"#to_{plane}", LiteralSelect) for plane in (1, 16))
        assert any(label.startswith("Chicago") for label in second.labels())
        first.value = "Chicago"
        await pilot.pause()
        assert not any(label.startswith("Chicago") for label in second.labels()), second.labels()
        first.value = GROUND
        await pilot.pause()
        assert any(label.startswith("Chicago") for label in second.labels())


@run
async def test_keys_typed_ahead_on_the_money_forms_pick_the_player_typed(tmp_path: Path) -> None:
    """A newcomer's try, players short at the settle: "l c Enter 7 0 Enter" typed in one go recorded "Ann borrows
    $70M": the bank loan form, filled in with the first player short, started on the Amount, dropped the "c" and
    took the rest. A letter typed on the Amount is handed to the Player list: it picks the player, the digits after
    Enter are the amount; digits typed at once go to the amount. The sale form as well."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await short_after_the_revenue_phase(pilot, seat=2)  # Bea short (no loan room), highlighted
        before = records(app)
        await type_fast(pilot, "l", "a", "enter", "15", "enter")
        assert records(app) == before + 1, app.screen
        assert app.game.records[-1].summary.startswith("Ann borrows $15M"), app.game.records[-1].summary
        assert isinstance(app.screen, AirFareScreen)
        await type_fast(pilot, "s", "shift+tab", "c", "enter")  # the sale starts on the Card: Cal picked, his cards
        sale = app.screen
        assert sale.query_one("#player", Select).value == 3, sale.query_one("#player", Select).value
        assert sale.focused is sale.query_one("#card", Select)


@run
async def test_the_raise_money_step_offers_only_the_keys_that_raise_money(tmp_path: Path) -> None:
    """A newcomer's try: the settle form said "Raise money first: Esc, then s a sale, l a bank loan…" under Bea's
    own "no bank loan room ($100M borrowed)", and once every due was covered the Next line still offered "s Sell ·
    l Loan · e Settle". Only what can raise money for who is short is offered."""
    from tui.games.air_fare.forms import SettleForm

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await short_after_the_revenue_phase(pilot, seat=2)  # Bea short, $100M borrowed
        await keys(pilot, "e")
        settle = app.screen
        assert isinstance(settle, SettleForm)
        shown = " ".join(text(settle.query_one("#settle-lines")).split())
        assert "no bank loan room ($100M borrowed)" in shown, shown
        assert "Raise money first: Esc, then s a sale, x a sale between players, n a loan between players." in shown
        question = settle.confirm_question({}, "a summary") or ""
        assert "(s a sale, x a sale between players, n a loan between players)" in question, question
        assert "bank loan)" not in question and "l a bank loan" not in question, question
        await keys(pilot, "escape")
        app.book.record(app.game_id, "air_fare.sale", {"player": 2, "card": 4})  # Bea raises $25M: covered
        app.game_changed()
        await pilot.pause()
        words = " ".join(drawn_text(app).split())
        assert "Every player's dues are covered: settle (e)" in words, words


@run
async def test_paying_back_a_loan_between_players_warns_when_it_leaves_the_borrower_short(tmp_path: Path) -> None:
    """A newcomer's try: Ann, $10M for $4M due at the settle, paid Cal back $8M ("Cash: Ann $10M → $2M") with no
    word that she was then $2M short. The form warns (not a refusal: the table may agree) and asks before it
    records; a payment that leaves the dues covered is not warned of."""
    from tui.games.air_fare.forms import PlayerLoanForm

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await short_after_the_revenue_phase(pilot, seat=2)  # Bea: $14M for $20M due
        app.book.record(app.game_id, "air_fare.player_loan", {"lender": 3, "borrower": 2, "amount": 10})
        app.game_changed()
        await pilot.pause()
        assert cash(app, 2) == 24  # covered, $4M to spare
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, PlayerLoanForm) and form.KIND == "air_fare.player_repay"
        assert (form.query_one("#lender", Select).value, form.query_one("#borrower", Select).value) == (3, 2)
        await keys(pilot, "3")  # $21M left for $20M due: covered, no warning
        assert "Warning" not in text(form.query_one("#owed"))
        await keys(pilot, "backspace", "8")  # $16M left: $4M short
        shown = " ".join(text(form.query_one("#owed")).split())
        assert (
            "Warning: Bea owes $20M at the settle and has $24M: paying $8M leaves $16M, $4M short of the dues" in shown
        ), shown
        assert form.query_one("#owed").region.bottom <= 24
        before = records(app)
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen), app.screen
        assert "paying $8M leaves $16M, $4M short of the dues" in app.screen.question
        # "Will record", as every other question says it (a newcomer's try read "The ledger records: ..." here)
        assert "\nWill record: Bea repays Cal $8M (owed now $2M).\n" in app.screen.question, app.screen.question
        await keys(pilot, "y")
        assert records(app) == before + 1 and cash(app, 2) == 16  # the table may agree to it


@run
async def test_buying_a_card_from_a_player_warns_when_it_leaves_the_buyer_short(tmp_path: Path) -> None:
    """As a payment between players (above), a card bought from another player for a price that leaves the buyer
    short of his dues was recorded without a word (a newcomer's try): the trade form warns and asks first."""
    from tui.games.air_fare.forms import TradeForm

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await short_after_the_revenue_phase(pilot, seat=2)  # Bea: $14M for $20M due
        app.book.record(app.game_id, "air_fare.player_loan", {"lender": 3, "borrower": 2, "amount": 10})
        app.game_changed()
        await pilot.pause()
        assert cash(app, 2) == 24  # covered, $4M to spare
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, TradeForm)
        form.query_one("#seller", Select).value = 3
        await pilot.pause()
        card = next(v for _label, v in form.query_one("#card", Select)._options if v is not Select.NULL)
        form.query_one("#card", Select).value = card
        form.query_one("#buyer", Select).value = 2
        form.query_one("#price", Input).value = "3"  # $21M left for $20M due: covered, no warning
        await pilot.pause()
        assert "Warning" not in text(form.query_one("#trade-warning"))
        form.query_one("#price", Input).value = "8"  # $16M left: $4M short
        await pilot.pause()
        shown = " ".join(text(form.query_one("#trade-warning")).split())
        assert "Warning: Bea owes $20M at the settle and has $24M: paying $8M leaves $16M, $4M short" in shown, shown
        before = records(app)
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen), app.screen
        assert "paying $8M leaves $16M, $4M short of the dues" in app.screen.question
        # "Will record", as every other question says it (a newcomer's try read "The ledger records: ..." here)
        assert "\nWill record: Cal sells Boeing 737 #7 to Bea for $8M.\n" in app.screen.question, app.screen.question
        # the money changing hands too, as every trade's question says it (TradeForm.confirm_question)
        assert "\nCash: Bea $24M → $16M · Cal $" in app.screen.question, app.screen.question
        await keys(pilot, "y")
        assert records(app) == before + 1 and cash(app, 2) == 16


@run
async def test_the_grid_shows_loans_between_players_in_the_loans_column(tmp_path: Path) -> None:
    """A newcomer's try: the grid's Loans column showed "—" for Ann while she owed Cal $20M (said only in the line
    under the grid). The grid says what is owed to players beside the bank loans: at 80x24 in the one Loans column,
    "bank" and "players" in every row (the notes name who owes whom)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        await short_after_the_revenue_phase(pilot, seat=2)  # Bea: $100M borrowed from the bank
        app.book.record(app.game_id, "air_fare.player_loan", {"lender": 3, "borrower": 2, "amount": 10})
        app.book.record(app.game_id, "air_fare.player_loan", {"lender": 3, "borrower": 1, "amount": 20})
        app.game_changed()
        await pilot.pause()
        grid = app.screen.query_one("#grid", DataTable)
        labels = [column.label.plain for column in grid.columns.values()]
        assert labels[2] == "Loans", labels
        loans = [" ".join(str(grid.get_row_at(row)[2]).split()) for row in range(3)]
        assert loans == ["players $20M", "bank $100M, players $10M", "—"], loans
        notes = text(app.screen.query_one("#notes"))
        assert notes.startswith("Loans between players: Ann owes Cal $20M · Bea owes Cal $10M"), notes


@run
async def test_the_bankruptcy_question_says_what_undo_does(tmp_path: Path) -> None:
    """A newcomer's try: the bankruptcy question said "it cannot be taken back at the table" though ctrl+z exists.
    The question says plainly what undo does (the book) and does not (what was done at the table)."""
    from tui.games.air_fare.forms import SettleForm

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        short_at_the_revenue_phase(app, crash=True)
        await pilot.pause()
        app.book.record(app.game_id, "air_fare.revenue", {})
        app.game_changed()
        await pilot.pause()
        await keys(pilot, "e", "enter")
        assert isinstance(app.screen, ConfirmScreen)
        question = " ".join(app.screen.question.split())
        assert (
            "Undo (ctrl+z on the table) takes it back out of the book, the player in the game as before; what was "
            "done at the table (cards put back in the box, money handed over) is set back by hand." in question
        ), question
        words = " ".join(drawn_words(app).split())
        assert "Undo (ctrl+z on the table)" in words and "y: Record" in words, words  # in sight with its keys
        assert "y: Record (only y, not Enter)" in words and "cannot be taken back" not in words, words
        await keys(pilot, "n", "escape")
        assert isinstance(app.screen, AirFareScreen) and not isinstance(app.screen, SettleForm)


@run
async def test_the_reveal_of_an_empty_pool_says_no_card_is_won(tmp_path: Path) -> None:
    """A newcomer's try: the empty pool's reveal said "The cards won are placed in front of their owners"."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_friday(pilot)
        bid_phase(app, "Holiday Season", "Pilot Strike", "Snowbirds")  # events only: the pool is empty
        await pilot.pause()
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, AirFareBidsScreen) and bids.stage == "reveal" and not bids.pool
        words = " ".join(drawn_words(app).split())
        assert "No card is won (End Phase): the next turn begins." in words, words
        assert "The cards won are placed" not in words
