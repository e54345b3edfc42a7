"""What got in a new banker's way, tried in tmux at 80×24 (issue 13), each held by a Pilot journey.

Figures are the route card's and the rulebook's (../shared/rules/air-empire.txt, Basic Game), worked out
in the comments.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Input, Select, TextArea
from tui_helpers import (
    SIZE,
    drawn_text,
    drawn_words,
    form_setup,
    import_sample,
    keys,
    make_app,
    note,
    run,
    stored_game,
    text,
    type_fast,
)

from ledger.game import GameSetup
from ledger.store import Book
from tui.app import AirbankerApp
from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import FlightCostsForm, MaintenanceForm, PurchaseForm
from tui.games.air_empire.table import TableScreen
from tui.screens.printing import PrintedScreen


def club() -> GameSetup:
    """A new 3-player Basic Game (Ann, Bea, Cal) as the new game form records it."""
    return form_setup("air_empire", "basic", "Club", "Ann", "Bea", "Cal")


async def bids_on_chicago(pilot: Any) -> BidsScreen:
    """A new 3-player Basic Game (Ann, Bea, Cal) with the Chicago card turned up (minimums A $10,000,
    B $8,000, C $6,000; revenue A $18,000, B $13,000, C $12,000), on the secret bids screen."""
    # the new game form and the route card form have tests of their own: stored as they record
    card = {
        "city": "Chicago",
        "adjacent": ["Detroit", "St. Louis"],
        "minimums": {"A": 10_000, "B": 8_000, "C": 6_000},
        "revenue": {"A": 18_000, "B": 13_000, "C": 12_000},
    }
    await stored_game(pilot, club(), ("air_empire.route_card", card))
    assert isinstance(pilot.app.screen, TableScreen)
    assert pilot.app.game.state.phase == "bidding"
    await keys(pilot, "b")
    assert isinstance(pilot.app.screen, BidsScreen)
    return pilot.app.screen


def check_line(screen: BidsScreen) -> str:
    return " ".join(str(screen.query_one("#bid-check").render()).split())


@run
async def test_a_bid_refused_as_typed_names_no_option_nor_file(tmp_path: Path) -> None:
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await bids_on_chicago(pilot)
        # Ann bids $14,000 for Class B: above its revenue of $13,000, a loss (refused by the game's option)
        await keys(pilot, "b", "enter", "14000")
        assert check_line(screen) == BidsScreen.MASKED_LINE  # masked, as typed: the line of every bid
        await pilot.press("ctrl+o")  # why, for Ann's eyes
        await pilot.pause()
        line = check_line(screen)
        assert line.startswith("Refused: the Flight Costs bid is above the card's revenue"), line
        assert "flight_costs_above_revenue" not in line and "game option" not in line
        assert "docs/" not in line and "airbanker's rule readings" in line
        assert "Flight Costs above revenue: refused" in line
        assert "flight_costs_above_revenue" not in drawn_words(app)


@run
async def test_a_bid_forfeited_if_it_wins_is_told_before_the_next_player(tmp_path: Path) -> None:
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await bids_on_chicago(pilot)
        # the rulebook's row: 2 Super + 1 Prop, idle (the planes left empty)
        await keys(pilot, "a", "enter", "12000", "enter", "enter", "enter")
        assert screen.current == 1
        # Bea: B $9,000, no row in the table: she types 0 Super, 5 Prop; she has 4 Prop Jets idle (Beginning
        # Play): forfeited if it wins (Reminder Rules 2). Peeking, Enter tells her, and stays on her bid; masked, it
        # is kept as any bid is (the table must not tell it apart, test_tui_ae31_fixes)
        await keys(pilot, "b", "enter", "9000", "enter", "0", "enter", "5", "ctrl+o", "enter")
        assert screen.stage == "typing" and screen.current == 1
        line = check_line(screen)
        assert "Forfeited if it wins: needs 5 Prop Jets idle, has 4" in line, line
        assert "Enter again keeps it" in line
        words = drawn_words(app)
        assert "needs 5 Prop Jets idle" in words
        await keys(pilot, "ctrl+o")  # masked again: nothing of the bid on screen, nor that it was told
        words = drawn_words(app)
        assert "Prop Jets idle" not in words and "9,000" not in words and "9000" not in words
        assert check_line(screen) == BidsScreen.MASKED_LINE
        await keys(pilot, "enter")  # kept: she bids it anyway
        assert screen.current == 2 and "Cal (seat 3) — the others look away." in str(
            screen.query_one("#entry-who").render()
        )
        await keys(pilot, *["enter"] * 5)  # Cal passes (Enter down his four fields, as a bid); Enter reveals
        assert [(o.bid.player, o.outcome) for o in screen.resolution] == [(1, "won"), (2, "forfeited")]


@run
async def test_a_forfeit_changed_to_a_bid_that_stands_goes_on_at_once(tmp_path: Path) -> None:
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await bids_on_chicago(pilot)
        await keys(pilot, "b", "enter", "9000", "enter", "0", "enter", "5", "ctrl+o", "enter")
        assert screen.current == 0 and "Enter again keeps it" in check_line(screen)
        await keys(pilot, "backspace", "4", "enter")  # 0 Super, 4 Prop: all idle
        assert screen.current == 1


@run
async def test_a_bid_typed_again_replaces_the_kept_amount(tmp_path: Path) -> None:
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await bids_on_chicago(pilot)
        await keys(pilot, "a", "enter", "12000", "enter", "enter", "enter")  # 2 Super + 1 Prop (the rulebook's row)
        await keys(pilot, "b", "enter", "9000", "enter", "0", "enter", "4", "enter")  # typed: 0 Super, 4 Prop
        await keys(pilot, "c", "enter", "6000", "enter", "0", "enter", "2", "enter")
        assert screen.stage == "ready"
        # Cal's bid typed again, class and amount in one go (the class's digit goes on to the amount field):
        # the new $7,000 replaces the kept $6,000, not 60007000 (masked, it went unseen in tmux)
        await keys(pilot, "3", "c", "7000", "enter", "0", "enter", "3", "enter")
        assert screen.stage == "ready"
        assert (screen.typed[3].flight_costs, screen.typed[3].prop_jets) == (7000, 3)
        # and with Enter after the class: Bea's $9,000 becomes $8,000
        await keys(pilot, "2", "b", "enter", "8000", "enter", "enter", "enter")
        assert screen.stage == "ready"
        assert (screen.typed[2].flight_costs, screen.typed[2].prop_jets) == (8000, 4)
        # Enter alone keeps the kept bid as it was
        await keys(pilot, "1", "enter", "enter", "enter", "enter")
        assert screen.stage == "ready" and screen.typed[1].flight_costs == 12000


@run
async def test_maintenance_key_line_says_how_one_player_pays_alone(tmp_path: Path) -> None:
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await bids_on_chicago(pilot)
        # Ann alone bids (2 passes); recorded
        await keys(pilot, "a", "enter", "12000", "enter", "enter", "enter", *["enter"] * 9, "y")
        assert isinstance(app.screen, TableScreen)
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, MaintenanceForm)
        hint = " ".join(str(form.query_one("#form-keys").render()).split())
        assert "Space or a name: one player alone" in hint, hint
        # as it says: a letter of Bea's name, Enter chooses her and asks to record hers alone (the last list)
        await keys(pilot, "b", "enter")
        assert form.query_one("#player", Select).value == 2
        assert isinstance(app.screen, ConfirmScreen) and "Bea pays $2,300 maintenance" in app.screen.question
        assert "Ann pays" not in app.screen.question


@run
async def test_flight_costs_table_key_line_follows_the_focus(tmp_path: Path) -> None:
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_game(pilot, club())
        await keys(pilot, "t", "enter", "10000 1 2")
        form = app.screen
        assert isinstance(form, FlightCostsForm)

        def key_line() -> str:
            return " ".join(str(form.query_one("#form-keys").render()).split())

        assert key_line().startswith("Enter: new row")  # in the rows
        await keys(pilot, "tab")  # on "Where from": Enter there chooses and records, it makes no row
        assert "new row" not in key_line() and "Where from: b or i, then Enter" in key_line()
        assert "then Enter or ctrl+s: record" in key_line()
        await keys(pilot, "shift+tab")
        assert key_line().startswith("Enter: new row")
        await keys(pilot, "tab", "b", "enter")  # as the line says: b, Enter chooses "board" and records
        assert isinstance(app.screen, TableScreen)
        assert app.game.state.table_provenance[10_000] == "board"


@run
async def test_the_printed_files_dialog_shows_its_own_keys(tmp_path: Path) -> None:
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_game(pilot, club())
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, PrintedScreen)
        await app.workers.wait_for_complete()
        await pilot.pause()
        bottom = drawn_text(app).rstrip("\n").splitlines()[-1]
        # the dialog's key (Esc closes it), not the table's keys under it (c Card, r Recap do nothing here)
        assert "Close" in bottom and "Card" not in bottom and "Recap" not in bottom, bottom
        await keys(pilot, "escape")
        assert isinstance(app.screen, TableScreen)


@run
async def test_a_first_quarter_reveal_says_each_1g_once(tmp_path: Path) -> None:
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await bids_on_chicago(pilot)
        # Ann A $12,000 (2 Super + 1 Prop, the rulebook's row); Bea and Cal pass (a pass: Enter down 4 fields)
        await keys(pilot, "a", "enter", "12000", "enter", "enter", "enter", *["enter"] * 9)
        assert screen.stage == "reveal"
        words = drawn_words(app)
        # Flight Profit = $18,000 − $12,000 = $6,000: no 1a in the first quarter, so 1g is the Flight Profit
        assert "1g $6,000 (Flight Profit)" in words, words
        assert "Flight Profit $6,000 = $6,000" not in words


@run
async def test_the_recap_legend_says_what_parentheses_on_5b_mean(tmp_path: Path) -> None:
    """A newcomer's try: planes sold lower the seller's line 5b, shown "($…)" as on the printed sheet, while the
    recap's legend named only the Stand-pat penalty (1f). The legend names 5b when a sale put it there."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", None)  # Çelik sells two Super Jets in Y2
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "r")  # Ann's sheet: she bought, her 5b has no parentheses
        hint = str(app.screen.query_one("#recap-hint").render()).splitlines()[0]  # then the 5b notes
        assert hint.endswith("(…) = deducted (1f)")
        await keys(pilot, "n", "n")  # Çelik's
        sold = [cell for label, cells in app.screen._rows if label.startswith("5b") for cell in cells]  # type: ignore[attr-defined]
        assert any(cell.startswith("(") for cell in sold)
        # the legend's line, then the notes of the 5b of the quarters shown, one made of planes bought and sold
        legend, *notes = str(app.screen.query_one("#recap-hint").render()).splitlines()
        assert legend.endswith("(…) = deducted (1f), planes sold (5b)")
        assert "5b Y2 Q3: ($500) = 1 Super Jet bought × $500 − 2 Super Jets sold × $500" in notes, notes
        await pilot.resize_terminal(80, 24)  # the hint in fewer words
        await pilot.pause()
        legend = str(app.screen.query_one("#recap-hint").render()).splitlines()[0]
        assert legend.endswith("(…) = deducted (1f), sold 5b")


@run
async def test_the_undo_question_leaves_out_the_cards_warning(tmp_path: Path) -> None:
    """A newcomer's try: undoing a route card recorded with a warning asked "Undo #1: … route card: …; WARNING:
    the revenue … is below …?", the warning again, the question lost in it. The question names the action; the
    warning stays in the journal."""
    app = make_app(tmp_path)
    setup = GameSetup("air_empire", "basic", "Club", ("Ann", "Bea", "Cal"), {"route_card_check": "warn"})
    card = {"city": "Chicago", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": 9_000}
    async with app.run_test(size=SIZE) as pilot:
        await stored_game(pilot, setup, ("air_empire.route_card", card))
        assert "WARNING" in app.game.records[-1].summary
        await keys(pilot, "ctrl+z")
        assert isinstance(app.screen, ConfirmScreen)
        question = str(app.screen.query_one("#confirm-question").render())
        assert question.startswith("Undo #1: Y1 Q1 route card: Chicago") and question.endswith("?")
        assert "WARNING" not in question


@run
async def test_the_recap_folds_no_line_name_at_120_columns(tmp_path: Path) -> None:
    """A newcomer's try: mid-game at 120×36 the recap folded "1g Total — received from / the Bank" to keep all
    twelve quarters in one block, with room for two. A terminal tall enough for the sheet twice folds no name;
    the later quarters go on in a block below."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 40)  # Y2 Q2: the amounts still narrow
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "r")
        drawn = drawn_text(app)
        assert "1g Total — received from the Bank" in drawn and "5b Total for current quarter" in drawn
        assert "Y3 Q4" in drawn  # every quarter in view, the last ones in the block below


@run
async def test_a_digit_typed_in_an_empty_class_field_is_not_dropped_silently(tmp_path: Path) -> None:
    """A newcomer's try: planes typed for a figure the game knows (no planes' fields shown) fell into the next
    bidder's empty class field, which refused them without a word, and the Enter after them passed him. The digit
    goes on to the Flight Costs (a newcomer's try: refused in clear, it told the table a bid was being typed), and
    the bid, its class missing, is no pass: kept masked, it is kept refused, said at the reveal by his name alone (an
    Enter more on it told the table, test_tui_ae33_fixes)."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await bids_on_chicago(pilot)
        await keys(pilot, "a", "enter", "12000", "enter", "enter", "enter")  # the rulebook's row: its planes are known
        assert screen.current == 1
        await keys(pilot, "2")
        assert screen.query_one("#cls", Input).value == "" and screen.query_one("#amount", Input).value == "2"
        await keys(pilot, "enter", "enter", "enter")  # down the fields to the last: kept refused, not as a pass
        assert screen.current == 2 and check_line(screen) == screen.MASKED_LINE
        assert 2 in screen.refused_seats and screen.refused_seats[2][1]["amount"] == "2"


@run
async def test_a_refused_order_leaves_every_row_its_price(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: in the purchase form one order the ledger refuses (more than the player's
    cash) blanked the Pays column of every row, the orders that stand too. Ann won Class A at $12,000 on
    Chicago's $18,000: 1g $6,000, cash $15,000; she orders 2 Prop + 1 Super = $12,000. Cal, $9,000 cash,
    orders 4 Prop Jets = $10,000: refused, and each row that stands still shows what it costs; Cal's says "refused"
    (a later try: a price beside an order refused read as a total to pay)."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await bids_on_chicago(pilot)
        # Ann alone bids (2 passes); recorded
        await keys(pilot, "a", "enter", "12000", "enter", "enter", "enter", *["enter"] * 9, "y")
        assert isinstance(app.screen, TableScreen)
        await keys(pilot, "p")
        form = app.screen
        assert isinstance(form, PurchaseForm)
        await keys(pilot, "2", "enter", "1", "enter", "enter", "enter", "4")  # Ann 2P 1S, Bea none, Cal 4P
        assert form.query_one("#prop_3", Input).value == "4"
        live = " ".join(text(form.query_one("#form-live")).split())
        assert live.startswith("Refused: Cal's order: Cal would pay $10,000 for 4 Prop Jets but has $9,000"), live
        assert (note(form, "pays_1"), note(form, "pays_2"), note(form, "pays_3")) == ("$12,000", "", "refused")
        assert "$12,000" in drawn_text(app)  # drawn, not only kept
        await keys(pilot, "backspace", "3")  # $7,500: every order stands
        assert (note(form, "pays_1"), note(form, "pays_3")) == ("$12,000", "$7,500")
        assert text(form.query_one("#form-live")).startswith("Will record:")


@run
async def test_a_letter_typed_in_a_planes_field_is_said_not_dropped_silently(tmp_path: Path) -> None:
    """A newcomer's try: the next bidder's class typed ahead ("C⏎8000⏎") fell into the planes' fields that an
    amount without a row in the Flight Costs Table shows, and the letter was gone without a word. Ann bids
    A $11,000 (no row: the rulebook knows only $12,000): peeking (ctrl+o), a letter in Super Jets or Prop Jets is
    said, not used, and she is still the one typing. Masked, it is not used and says nothing (what the table reads of
    the typing: test_tui_ae35_fixes)."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await bids_on_chicago(pilot)
        await keys(pilot, "a", "enter", "11000", "enter")
        assert screen.current == 0 and app.focused is screen.query_one("#supers", Input)
        await keys(pilot, "c")
        assert check_line(screen) == BidsScreen.MASKED_LINE and screen.query_one("#supers", Input).value == ""
        await keys(pilot, "ctrl+o", "c")
        assert check_line(screen) == "Super Jets: a number of planes, digits only. Key not used."
        assert screen.query_one("#supers", Input).value == ""
        await keys(pilot, "1", "enter", "x")
        assert check_line(screen) == "Prop Jets: a number of planes, digits only. Key not used."
        assert screen.query_one("#props", Input).value == "" and screen.current == 0
        await keys(pilot, "1")
        assert "Key not used" not in check_line(screen)  # the line says the bid again once a digit is typed
        screen.query_one("#amount", Input).focus()
        await keys(pilot, "end", "k")
        assert check_line(screen) == "Flight Costs: whole dollars, digits only. Key not used."
        assert screen.query_one("#amount", Input).value == "11000"


@run
async def test_enter_takes_the_city_the_route_card_suggests(tmp_path: Path) -> None:
    """A newcomer's try: "Sa" in the Route City showed San Francisco as its suggestion, the key line said Enter
    chooses, and Enter left "Sa", recorded as the card's city. Enter takes the city the letters begin (the
    suggestion), in the Route City and in the last of the adjacent cities; a city typed whole stays as typed."""
    from ledger.games import air_empire
    from tui.games.air_empire.forms import RouteCardForm

    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "air-empire-basic-4p", 30)  # Y2 Q1, Phase 1: the route card
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        known = air_empire.known_cities(app.game.state)
        first_sa = next(city for city in known if city.casefold().startswith("sa"))
        first_ph = next(city for city in known if city.casefold().startswith("ph"))
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        await keys(pilot, "S", "a", "enter")
        assert form.query_one("#city", Input).value == first_sa
        await keys(pilot, "L", "o", "s", " ", "A", "n", "g", "e", "l", "e", "s", ",", " ", "P", "h", "enter")
        assert form.query_one("#adjacent", Input).value == f"Los Angeles, {first_ph}"
        city = form.query_one("#city", Input)
        city.value = ""
        city.focus()
        await keys(pilot, "Nowhere Town", "enter")  # not a city the cards have named: as typed
        assert form.query_one("#city", Input).value == "Nowhere Town"
    book.close()


@run
async def test_keys_typed_at_once_after_going_back_from_the_drop_question_all_land(tmp_path: Path) -> None:
    """A newcomer's try: Esc with a bid typed, n (go back), then the next bidder's bid typed at once lost his
    class. Every key typed straight after n reaches the field that has the focus once the question is gone,
    in order: pressed with no pause between them, or all handed to the app before any is dealt with; the
    question asked from the class field or from a Flight Costs not yet entered."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await bids_on_chicago(pilot)
        cls, amount = screen.query_one("#cls", Input), screen.query_one("#amount", Input)
        await keys(pilot, "a", "enter", "12000")  # Ann's bid (a row of the table), not yet entered
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        # no pause between the keys
        await pilot.press("n", "enter", "enter", "enter", "b", "enter", "1", "2", "0", "0", "0")
        await pilot.pause()
        assert app.screen is screen and screen.current == 1 and screen.typed[1].flight_costs == 12_000
        assert (cls.value, amount.value) == ("b", "12000") and screen.focused is amount
        await keys(pilot, "enter", "enter", "enter")  # Bea's bid kept (no planes: the row's): Cal's class field
        assert screen.current == 2 and screen.focused is cls
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        # every key handed to the app at once
        await type_fast(pilot, "n", "c", "enter", "12000", "enter", "enter", "enter")
        assert app.screen is screen and screen.stage == "ready"
        assert [(b.service_class, b.flight_costs) for b in screen.typed.values()] == [
            ("A", 12_000),
            ("B", 12_000),
            ("C", 12_000),
        ]


@run
async def test_the_flight_costs_table_form_offers_the_planes_typed_with_the_bids(tmp_path: Path) -> None:
    """A newcomer's finding: the planes typed with a bid for a figure the table has no row for had to be typed
    again in the Flight Costs Table form. Bea's $9,000 with 1 Super Jet and 2 Prop Jets and Cal's $6,000 with
    2 Prop Jets (no row of the table; only $12,000 is the rulebook's) are rows of the form once recorded."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        bids = await bids_on_chicago(pilot)
        await keys(pilot, "a", "enter", "12000", "enter", "enter", "enter")  # Ann: the rulebook's row, no planes asked
        await keys(pilot, "b", "enter", "9000", "enter", "1", "enter", "2", "enter")
        await keys(pilot, "c", "enter", "6000", "enter", "0", "enter", "2", "enter")
        assert bids.stage == "ready"
        await keys(pilot, "enter", "y")  # revealed, then recorded
        assert isinstance(app.screen, TableScreen)
        await keys(pilot, "t")
        form = app.screen
        assert isinstance(form, FlightCostsForm)
        rows = form.query_one("#rows", TextArea).text.split()
        assert rows == ["6000", "0", "2", "9000", "1", "2"], rows  # in the figures' order (the rulebook's row known)
        words = drawn_words(app)
        assert "Rows filled in from the bids' planes (check them against the board):" in words, words
        assert "$6,000 = 0 Super + 2 Prop; $9,000 = 1 Super + 2 Prop" in words, words
        await keys(pilot, "tab", "b", "enter", "enter")  # checked against the board: recorded as they are
        assert isinstance(app.screen, TableScreen)
        table = app.game.state.flight_costs_table
        assert table[9_000] == (1, 2) and table[6_000] == (0, 2) and table[12_000] == (2, 1)
        assert app.game.state.table_provenance[9_000] == "board"


@run
async def test_the_next_bid_typed_ahead_past_a_forfeit_lands_in_the_next_bidder(tmp_path: Path) -> None:
    """A newcomer's try (issue 13): Bea's bid forfeited if it wins stayed on her Enter, and the next bid typed
    at once ("c⏎6000⏎" for Cal) was lost: its letter was not used in Bea's Flight Costs, the Enter kept her bid,
    and Cal's digits were not used in his class field. A class letter typed on a forfeit said keeps the bid, as a
    second Enter does, and is Cal's class."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await bids_on_chicago(pilot)
        # Ann: the rulebook's row, 2 Super + 1 Prop idle
        await keys(pilot, "a", "enter", "12000", "enter", "enter", "enter")
        # Bea: B $9,000 on 0 Super + 5 Prop (4 idle): forfeited if it wins; then Cal's C $6,000 typed at once
        await type_fast(pilot, "b", "enter", "9000", "enter", "0", "enter", "5", "enter", "c", "enter", "6000")
        assert screen.stage == "typing" and screen.current == 2, check_line(screen)
        assert screen.query_one("#cls", Input).value == "c"
        assert screen.query_one("#amount", Input).value == "6000"
        assert "Key not used" not in drawn_words(app)
        await keys(pilot, "enter", "0", "enter", "2", "enter", "enter")  # Cal's planes; Enter reveals
        outcomes = [(o.bid.player, o.bid.service_class, o.outcome) for o in screen.resolution]
        assert outcomes == [(1, "A", "won"), (2, "B", "forfeited"), (3, "C", "won")]


@run
async def test_a_minus_1g_reads_on_screen_as_on_paper(tmp_path: Path) -> None:
    """A newcomer's try: a minus 1g read "($1,900)" on the recap screen, whose legend says parentheses mean an
    amount deducted, and "-$1,900" on the printed sheet. A total or balance is written with a minus sign on both
    (ledger.views.RecapLine.amount_text): Céline's Q13 1g of the Tournament sample, -$4,400
    (samples/air-empire-tournament-3p.md)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-tournament-3p", None)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "r", "n", "n")  # Céline's sheets
        assert "Céline" in str(app.screen.query_one("#recap-title").render())
        line_1g = next(cells for label, cells in app.screen._rows if label.startswith("1g"))  # type: ignore[attr-defined]
        assert "-$4,400" in line_1g and "($4,400)" not in line_1g, line_1g
        line_2a = next(cells for label, cells in app.screen._rows if label.startswith("2a"))  # type: ignore[attr-defined]
        assert "($400)" in line_2a  # a refund due: deducted, in parentheses as on paper


@run
async def test_a_whole_bids_form_typed_in_one_go_lands_in_its_fields(tmp_path: Path) -> None:
    """A newcomer's try: whether a bid asked for its planes depended on the rows of the Flight Costs Table the game
    knows, so the Enter after a figure went on to the next bidder or to the planes, and a hurried banker's keys typed
    ahead for one bid landed in the next one's fields. Every bid now has the same four fields in the same order (the
    planes left empty for a figure the table knows): every key of the form typed in one go lands where meant."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await bids_on_chicago(pilot)
        assert screen.query_one("#combo").display  # the planes' fields before any figure is typed
        # Ann: A $12,000 (the table's row, planes left empty); Bea: B $9,000 (no row: 0 Super + 3 Prop);
        # Cal: C $12,000 with its planes typed as the table has them; then Enter reveals
        await pilot.press(
            *"a", "enter", *"12000", "enter", "enter", "enter",
            *"b", "enter", *"9000", "enter", "0", "enter", "3", "enter",
            *"c", "enter", *"12000", "enter", "2", "enter", "1", "enter",
            "enter",
        )  # fmt: skip
        await pilot.pause()
        assert screen.stage == "reveal", check_line(screen)
        typed = [(t.seat, t.service_class, t.flight_costs, t.super_jets, t.prop_jets) for t in screen.typed.values()]
        assert typed == [(1, "A", 12_000, None, None), (2, "B", 9_000, 0, 3), (3, "C", 12_000, 2, 1)], typed
        outcomes = [(o.bid.player, o.bid.service_class, o.outcome) for o in screen.resolution]
        assert outcomes == [(1, "A", "won"), (2, "B", "won"), (3, "C", "won")]
        assert "Key not used" not in drawn_words(app)


@run
async def test_a_figure_with_no_row_and_no_planes_stays_on_its_planes(tmp_path: Path) -> None:
    """The planes left empty for a figure the table has no row for, the bidder peeking: Enter stays on the bid, the
    cursor in the Super Jets, and the line under the fields says to type them (needed if it wins). Masked, the bid is
    kept as any bid is (an Enter more told the table): the reveal asks its planes only if it wins."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await bids_on_chicago(pilot)
        await pilot.press(*"a", "enter", *"11000", "ctrl+o", "enter", "enter", "enter")
        await pilot.pause()
        assert screen.current == 0 and screen.focused is screen.query_one("#supers", Input)
        assert "No row of the Flight Costs Table for this figure: type its planes from the board." in check_line(screen)
        await keys(pilot, "ctrl+o")
        assert check_line(screen) == BidsScreen.MASKED_LINE
        await keys(pilot, "ctrl+s")
        assert screen.current == 1 and not screen.refused_seats


@run
async def test_the_route_cards_line_says_the_city_enter_takes(tmp_path: Path) -> None:
    """A newcomer's try: "Lo" in the Route City, the line said "Route City: Lo — Enter keeps it" while Enter took
    the suggestion, Los Angeles. The line says the city Enter takes, in the Route City and the adjacent cities; a
    city typed whole, or letters no city begins, still "Enter keeps it"."""
    from ledger.games import air_empire
    from tui.games.air_empire.forms import RouteCardForm

    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "air-empire-basic-4p", 30)  # Y2 Q1, Phase 1: the route card
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        known = air_empire.known_cities(app.game.state)
        first_lo = next(city for city in known if city.casefold().startswith("lo"))
        first_ph = next(city for city in known if city.casefold().startswith("ph"))
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        await keys(pilot, "L", "o")
        assert f"Route City: Lo — Enter takes {first_lo}" in form.live_text, form.live_text
        assert "Enter keeps it" not in form.live_text
        assert f"Route City: Lo — Enter takes {first_lo}" in drawn_words(app)
        await keys(pilot, "tab", "Reno, P", "h")
        assert form.focused is form.query_one("#adjacent")
        assert f"Adjacent cities: Reno, Ph — Enter takes Reno, {first_ph}" in form.live_text, form.live_text
        await keys(pilot, "shift+tab", "end", "enter")
        assert form.query_one("#city", Input).value == first_lo  # as the line said
        city = form.query_one("#city", Input)
        city.value = ""
        city.focus()
        await keys(pilot, "Nowhere")  # letters no city begins: Enter keeps them
        assert "Route City: Nowhere — Enter keeps it" in form.live_text, form.live_text
    book.close()
