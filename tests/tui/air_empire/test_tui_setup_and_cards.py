"""Issue 12 through the banker's screens (Textual Pilot, 80×24, a real SQLite file): the Senior
Presidents' order and the Bank's planes on the new-game form, a 2-player route card (no Class C), a
card nobody can bid on without a loss, and a Route City misspelt after the first 3-year period.
"""

from __future__ import annotations

from pathlib import Path

from test_tui_play import basic, keys
from test_tui_tournament import Recorder
from textual.widgets import Input, Select
from tui_helpers import SIZE, drawn_text, drawn_words, make_app, run, stored_game, type_fast

from ledger.game import GameSetup
from ledger.games import air_empire
from ledger.store import Book
from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.forms import FlightCostsPrompt, RouteCardForm
from tui.games.air_empire.table import TableScreen
from tui.screens.start import NewGameScreen


@run
async def test_the_new_game_form_takes_the_senior_presidents_order(tmp_path: Path) -> None:
    """Playing Procedure 1: "A clockwise order is recommended" — offered (blank) and shown; the table
    types another, by seats or names, and the form shows the Senior Presidents in turn."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "n", "enter", "enter", "Club", "enter", "Ann", "enter", "Bea", "enter", "Cal", "enter", "Dee")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        # clockwise from the first Senior President; 4 players take 16 Prop and 12 Super Jets of the box
        assert screen.live_text == (
            "Ready: 4 players; Senior Presidents in turn: Ann, Bea, Cal, Dee (clockwise); "
            "the Bank 44 Prop Jets, 18 Super Jets."
        )
        await keys(pilot, "tab", "tab")  # past the first Senior President, to the order
        assert screen.focused is not None and screen.focused.id == "senior_order"
        await keys(pilot, "3 1 3")
        assert screen.live_text.startswith("Not yet: Senior Presidents:")
        assert "seat 3 twice" in screen.live_text and "Playing Procedure 1" in screen.live_text
        await keys(pilot, "backspace", "dee, bea")  # names do as well as seats
        assert "Senior Presidents in turn: Cal, Ann, Dee, Bea;" in screen.live_text
        assert "Senior Presidents in turn: Cal, Ann, Dee, Bea" in drawn_words(app)
        assert screen.query_one("#senior").disabled  # the order's first seat is the first Senior President
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, TableScreen)
        options = app.game.setup.options
        assert options["senior_order"] == [3, 1, 4, 2] and "first_senior_president" not in options
        assert air_empire.senior_president(app.game.state) == 3
        assert "Senior President: Cal" in drawn_words(app)


@run
async def test_the_first_senior_president_follows_the_order_typed(tmp_path: Path) -> None:
    """Once an order is typed, its first seat is the first Senior President: the list shows it, disabled,
    so what the form shows is what the game stores; the order cleared, the list is the table's again."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "n", "enter", "enter", "Club", "enter", "Ann", "enter", "Bea", "enter", "Cal", "enter", "Dan")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        first = screen.query_one("#senior", Select)
        await keys(pilot, "tab")
        assert screen.focused is first
        await keys(pilot, "space", "down", "enter")  # Bea first, chosen from the list
        assert first.value == 2 and "Senior Presidents in turn: Bea, Cal, Dan, Ann (clockwise)" in screen.live_text
        await keys(pilot, "Cal Ann Dan Bea")  # chosen, the focus moved on to the order
        assert screen.focused is not None and screen.focused.id == "senior_order"
        assert "Senior Presidents in turn: Cal, Ann, Dan, Bea;" in screen.live_text
        assert (first.value, first.disabled) == (3, True)
        assert "3: Cal" in drawn_words(app) and "2: Bea" not in drawn_words(app)
        await keys(pilot, *["backspace"] * len("Cal Ann Dan Bea"))  # the order cleared: Bea's list again
        assert (first.value, first.disabled) == (2, False)
        assert "Senior Presidents in turn: Bea, Cal, Dan, Ann (clockwise)" in screen.live_text
        assert "2: Bea" in drawn_words(app)
        await keys(pilot, "Cal Ann Dan Bea")
        assert (first.value, first.disabled) == (3, True)
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, TableScreen)
        options = app.game.setup.options
        assert options["senior_order"] == [3, 1, 4, 2] and "first_senior_president" not in options
        assert air_empire.senior_president(app.game.state) == 3
        game_id = app.game_id
    stored = Book(f"sqlite:///{tmp_path / 't.sqlite'}").game(game_id)  # read back from the file
    assert stored.setup.options["senior_order"] == [3, 1, 4, 2]
    assert air_empire.senior_president(stored.state) == 3


@run
async def test_a_list_chosen_on_the_new_game_form_moves_on_to_the_next_field(tmp_path: Path) -> None:
    """Issue 13, nothing typed is lost: Enter in the open Variant list chooses the Tournament Game and moves on
    to the title, as the key line says ("Enter: next field"). The focus stayed on the list: the title typed
    straight after searched the list, its Enter chose the Basic Game again, and every name was lost."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "n")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await keys(pilot, "tab", "space", "down", "enter")  # the Variant list: Tournament Game
        await keys(pilot, "Tourney", "enter", "Dan", "enter", "Eve", "enter", "Fay", "enter")
        assert screen.query_one("#variant", Select).value == "tournament"
        assert "Tournament Game, 7 years" in screen.live_text
        await keys(pilot, "enter")  # Enter on the empty 4th seat: on to the Tournament options
        assert isinstance(app.screen, NewGameScreen) and app.screen.focused is screen.query_one("#senior")
        await keys(pilot, *["enter"] * 6)  # through them: Enter on the last creates the game
        assert isinstance(app.screen, TableScreen)
        assert app.game.setup.variant == "tournament"
        assert (app.game.setup.title, app.game.setup.players) == ("Tourney", ("Dan", "Eve", "Fay"))


@run
async def test_the_new_game_form_offers_the_planes_on_top_of_the_fleets(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "n", "enter", "enter", "Club", "enter", "Ann", "enter", "Bea", "enter", "Cal")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert screen.live_text.endswith("the Bank 48 Prop Jets, 21 Super Jets.")  # 60 − 12, 30 − 9
        await keys(pilot, "tab", "tab", "tab", "tab")  # seat 4, the first Senior President, the order
        assert screen.focused is not None and screen.focused.id == "plane_supply"
        # each choice whole at 80×24 (a newcomer's try: "60 Prop, 30 Super in all (less the fle…")
        assert "Planes in the Bank 60 Prop, 30 Super, fleets included ▼" in " ".join(drawn_text(app).split())
        await keys(pilot, "space")  # the open list: the other choice whole too
        assert "60 Prop, 30 Super plus the fleets" in drawn_text(app)
        await keys(pilot, "down", "enter")
        assert screen.live_text.endswith("the Bank 60 Prop Jets, 30 Super Jets.")
        await keys(pilot, "ctrl+s")
        assert app.game.setup.options["plane_supply"] == "on_top"
        assert (app.game.state.bank_prop, app.game.state.bank_super) == (60, 30)


async def _route_card_form(pilot) -> RouteCardForm:  # noqa: ANN001 - Textual's Pilot
    """c on the table; Enter past the Flight Costs Table prompt: the route card form."""
    await keys(pilot, "c")
    if isinstance(pilot.app.screen, FlightCostsPrompt):
        await keys(pilot, "enter")
    form = pilot.app.screen
    assert isinstance(form, RouteCardForm)
    return form


@run
async def test_a_route_city_typed_at_once_after_c_goes_past_the_flight_costs_prompt(tmp_path: Path) -> None:
    """Issue 13, nothing typed is lost and a stray letter never opens a form: before the first card the Flight
    Costs Table prompt opens; "c Seattle" typed at once lost "Sea" on it and its "t" opened the Flight Costs
    Table form, where "tle" became a row. A letter that is not the prompt's key goes on to the route card with
    the letter."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, basic("Club", "Ann", "Bea", "Cal"))  # the new game form has tests of its own
        await type_fast(pilot, "c", "Seattle", "enter", "Portland")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        assert form.query_one("#city", Input).value == "Seattle"
        assert form.query_one("#adjacent", Input).value == "Portland"
        assert not app.game.records  # no Flight Costs Table row was made of the name


@run
async def test_a_2_player_card_has_no_class_c(tmp_path: Path) -> None:
    """Route Bidding: "in a 2-player game, only Class A and Class B may be bid on". The form says so where
    a third minimum would go; typed there by habit, it lands in the revenue and is refused plainly."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, basic("Duel", "Ann", "Bea"))  # the new game form has tests of its own
        assert isinstance(app.screen, TableScreen)
        form = await _route_card_form(pilot)
        assert "Minimum Class C none: no Class C in a 2-player game" in drawn_words(app)
        # San Francisco, no adjacent city, A $10,000, B $8,000 — and C's $6,000 by habit
        await keys(pilot, "San Francisco", "enter", "enter", "10000", "enter", "8000", "enter", "6000", "enter")
        assert isinstance(app.screen, RouteCardForm) and app.game.records == []
        assert form.live_text.startswith("Refused: Revenue: the revenue $6,000 is below the minimum Flight Costs")
        assert "a 2-player card has no Class C: is $6,000 a Class C minimum typed by habit?" in drawn_words(app)
        # three revenues: one too many for two classes
        await keys(pilot, "backspace", "backspace", "backspace", "backspace", "20000 18000 6000")
        assert "3 figures typed, and a 2-player card has no Class C" in form.live_text
        for _ in range(len("20000 18000 6000")):
            await pilot.press("backspace")
        await keys(pilot, "18000", "enter")
        assert isinstance(app.screen, TableScreen)
        assert app.game.state.card == {
            "city": "San Francisco",
            "adjacent": [],
            "minimums": {"A": 10_000, "B": 8_000},
            "revenue": {"A": 18_000, "B": 18_000},
        }


@run
async def test_a_card_nobody_can_bid_on_without_a_loss_is_confirmed(tmp_path: Path) -> None:
    """flight_costs_above_revenue = "allow": a card whose Class A minimum ($10,000) is above its revenue
    ($9,000) is recorded, after the banker has read the ledger's warning and said yes."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    options = {"flight_costs_above_revenue": "allow", "plane_supply": "in_the_box", "route_card_check": "refuse"}
    game_id = book.create_game(GameSetup("air_empire", "basic", "Loss", ("Ann", "Bea", "Cal"), options))
    book.close()
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        form = await _route_card_form(pilot)
        await keys(pilot, "Denver", "enter", "enter", "10000", "enter", "8000", "enter", "6000", "enter", "9000")
        assert "WARNING: the revenue $9,000 is below the minimum Flight Costs of Class A ($10,000)" in form.live_text
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen) and app.game.records == []
        assert "every bid on Class A is a loss" in drawn_words(app)
        await keys(pilot, "n")
        assert isinstance(app.screen, RouteCardForm) and app.game.records == []
        await keys(pilot, "ctrl+s", "y")
        assert isinstance(app.screen, TableScreen) and app.game.state.phase == "bidding"


@run
async def test_a_misspelt_route_city_in_quarter_13_is_warned(tmp_path: Path) -> None:
    """Tournament Game, Re-bidding of Routes. Ann won Class A in Chicago in Y1 Q1; in Y4 Q1 the banker
    types "Chicgo": a city no card has named, so no re-bid would be made (Ann's 1e missed). The form
    offers the known cities as they are typed, and warns before recording, naming Chicago."""
    game = Recorder(("Ann", "Bea", "Cal"))
    game.quarter(game.card("Chicago", 100_000, adjacent=["Detroit"]), ((1, "A", 12_000),))
    while game.state.quarter < 13:
        game.quarter()
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = game.store(book)
    book.close()
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        form = await _route_card_form(pilot)
        await keys(pilot, "Chi")
        await pilot.press("right")  # the right arrow takes the known city suggested
        await pilot.pause()
        assert form.text("city") == "Chicago"
        await keys(
            pilot,
            *["backspace"] * len("Chicago"),
            "Chicgo",
            "enter",
            "enter",
            "10000",
            "enter",
            "8000",
            "enter",
            "6000",
            "enter",
            "18000",
        )
        assert form.text("city") == "Chicgo"
        assert "WARNING: Chicgo is a Route City no card has named before" in form.live_text
        await keys(pilot, "enter", "enter")  # Enter on the empty fluctuation amount records: asked first
        assert isinstance(app.screen, ConfirmScreen) and len(app.game.records) == len(game.actions)
        words = drawn_words(app)
        assert "Closest known: Chicago" in words and "Record the card as Chicgo?" in words
        await keys(pilot, "n")
        assert isinstance(app.screen, RouteCardForm)
        # spelt right: a re-bid, Ann's route terminated (1e = 100,000 − 12,000 = 88,000)
        city = form.query_one("#city")
        city.focus()
        await keys(pilot, *["backspace"] * len("Chicgo"), "Chicago")
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        assert "Ann: Chicago Class A — 1e $88,000" in drawn_words(app) and "WARNING" not in drawn_words(app)
        await keys(pilot, "y")
        assert isinstance(app.screen, TableScreen)
        summary = app.game.records[-1].summary
        assert "a re-bid: the card turned up in Y1 Q1" in summary and "Ann A (1e $88,000)" in summary


@run
async def test_the_flight_costs_prompt_asks_once_and_t_still_enters_the_table(tmp_path: Path) -> None:
    """Issue 13: the prompt asked before every quarter's card while the table was not entered. It asks
    before the game's first card only; later the card's form opens at once, and t enters the table."""
    app = make_app(tmp_path)
    game_id = app.book.create_game(GameSetup("air_empire", "basic", "Once", ("Ann", "Bea", "Cal")))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await keys(pilot, "c")
        assert isinstance(app.screen, FlightCostsPrompt)
        await keys(pilot, "enter", "escape", "c")  # gone on without the table, the card left: not asked again
        assert isinstance(app.screen, RouteCardForm)
        await keys(pilot, "escape")
        card = {"city": "Helena", "adjacent": ["Los Angeles"], "minimums": {"A": 8000, "B": 7000, "C": 6000}}
        app.record("air_empire.route_card", {**card, "revenue": 15000})
        app.record("air_empire.bids", {"bids": [{"player": 1, "class": "A", "flight_costs": 12000}]})
        app.record("air_empire.maintenance", {"players": [1, 2, 3]})
        app.open_game(game_id)  # the table opened afresh (another session): Y1 Q2, the table still not entered
        await keys(pilot, "c")
        assert isinstance(app.screen, RouteCardForm)
        await keys(pilot, "escape", "t")
        assert type(app.screen).__name__ == "FlightCostsForm"


@run
async def test_up_and_down_move_between_the_new_game_forms_fields(tmp_path: Path) -> None:
    """A newcomer's try: Up and Down scrolled the new-game form instead of moving between its fields (README: "Up/Down
    to the field above or below"), so the names meant for Player 1 and the title went on into Player 2."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "n", "enter", "enter", "Club")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert screen.focused is not None and screen.focused.id == "title"
        await keys(pilot, "down")
        assert screen.focused is not None and screen.focused.id == "name_1"
        await keys(pilot, "down", "up", "up")
        assert screen.focused is not None and screen.focused.id == "title"
        await keys(pilot, "up")  # a list above: Up goes on to it
        assert screen.focused is not None and screen.focused.id == "variant"


@run
async def test_the_tournament_games_not_yet_line_cites_the_tournament_game(tmp_path: Path) -> None:
    """A newcomer's try: with the Tournament Game chosen, the new game form's "Not yet:" line cited "(Air Empire,
    Basic Game, Beginning Play)". It cites the Tournament Game's Introduction, which makes the Basic Game's rules
    apply; the Basic Game's form still cites its Beginning Play."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "n")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await keys(pilot, "enter", "enter", "Club", "enter", "Dan", "enter")
        assert (
            screen.live_text.startswith("Not yet:") and "(Air Empire, Basic Game, Beginning Play)" in screen.live_text
        )
        await keys(pilot, "shift+tab", "shift+tab", "shift+tab", "space", "down", "enter")  # Variant: Tournament
        assert screen.query_one("#variant", Select).value == "tournament"
        live = " ".join(screen.live_text.split())
        assert live.startswith("Not yet:"), live
        assert "Basic Game, Beginning Play)" not in live
        assert "(Air Empire, Beginning Play — the Basic Game's rules apply in the Tournament Game)" in live, live
