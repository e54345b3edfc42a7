"""Play 1930: The Golden Age of Airlines through the banker's screens only (Textual Pilot, 80×24).

Every figure asserted here is worked out by hand from the rulebook
(../shared/rules/1930-golden-age-of-airlines.txt) in the comments, never taken from the code
under test. The Stock Market track and the Dividend Level table are the ILLUSTRATIVE pair
(ledger/games/golden_age/data/illustrative_tables.toml): income $10-$16 → $2, $25-$33 → $4.
"""

from __future__ import annotations

import importlib.util
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any

from textual.widgets import DataTable, Input, Select, Static, TextArea
from tui_helpers import (
    SIZE,
    balances,
    drawn_text,
    drawn_words,
    first_allowed,
    form_setup,
    import_sample,
    keys,
    make_app,
    note,
    pick,
    records,
    run,
    stored_game,
    text,
    type_fast,
)

from ledger.game import GameSetup
from ledger.games import golden_age as ga
from ledger.games.golden_age import illustrative_tables, incomes_not_current, operation_next, purchase_next
from ledger.store import Book
from tui.app import AirbankerApp
from tui.base.dialogs import ChoiceScreen
from tui.base.widgets import NOT_RECORDED, ConfirmScreen, FieldRow, LiteralSelect
from tui.games.golden_age.forms import (
    BuyForm,
    ContractForm,
    EndTurnForm,
    FinalFlightForm,
    FoundForm,
    IncomeForm,
    OperateForm,
    PickSelect,
    PurchasedActionForm,
    StartingMoneyForm,
    TablesForm,
    TechPenaltyForm,
)
from tui.games.golden_age.table import GoldenAgeScreen, MarketScreen, TotalsScreen
from tui.screens.journal import CountCashScreen, JournalScreen
from tui.screens.printing import PrintJob
from tui.screens.start import NewGameScreen, StartScreen

NAMES = ("Carla", "Neal", "Chuck")


async def new_1930_game(pilot: Any, title: str, *names: str) -> None:
    """From the start screen: n, 1930 in the game list, the title, the names, Enter on a blank seat."""
    await keys(pilot, "n")
    assert isinstance(pilot.app.screen, NewGameScreen)
    await pick(pilot, "1930")
    # choosing the game moves on to its Variant (one choice, as every game's), the letters typed next go on to the
    # title: they are not lost
    assert pilot.app.screen.focused is pilot.app.screen.query_one("#variant")
    await keys(pilot, title, "enter")
    for name in names:
        await keys(pilot, name, "enter")
    await keys(pilot, "enter")  # Enter on an empty seat goes on to the options (the Gray Tech box, Research, order)
    await keys(pilot, *["enter"] * 3)  # Enter on the last option creates the game
    assert isinstance(pilot.app.screen, GoldenAgeScreen)


async def set_up(pilot: Any) -> None:
    """t: the illustrative tables (recorded as such); m: cards 1-3 to seats 1-3 at $20, $21, $22."""
    app = pilot.app
    await keys(pilot, "t")
    assert isinstance(app.screen, ChoiceScreen)
    await keys(pilot, "i")
    assert isinstance(app.screen, TablesForm)
    await keys(pilot, "ctrl+s")
    assert isinstance(app.screen, GoldenAgeScreen)
    assert app.game.state.tables_provenance == "illustrative"
    await keys(pilot, "m")
    assert isinstance(app.screen, StartingMoneyForm)
    await keys(pilot, *["enter"] * 3)  # card by card, each money filled in from it: Enter on the last records
    assert isinstance(app.screen, GoldenAgeScreen)
    assert app.game.state.cards_provenance == "rulebook example"  # "Money from", as offered


def new_1930(title: str, *names: str) -> GameSetup:
    """The game :func:`new_1930_game` types, as the new game form records it (today's readings)."""
    return form_setup("golden_age", "standard", title, *names)


def starting_cards(players: int) -> list[dict[str, int]]:
    """The Starting Money cards the starting money form offers first: seat N takes card N, $19 + N."""
    return [{"player": seat, "card": seat, "money": 19 + seat} for seat in range(1, players + 1)]


def set_up_actions() -> tuple[tuple[str, dict[str, Any]], ...]:
    """What :func:`set_up` records, as the tables form and the starting money form record it."""
    return (
        ("golden_age.tables", illustrative_tables()),  # provenance "illustrative"
        ("golden_age.starting_money", {"cards": starting_cards(3), "provenance": "rulebook example"}),
    )


async def stored_set_up(pilot: Any, title: str, *actions: tuple[str, dict[str, Any]]) -> None:
    """:func:`new_1930_game` (Carla, Neal, Chuck) and :func:`set_up`, then ``actions``, stored as the forms record
    them, not typed (the new game, tables and starting money forms have tests of their own); the game opened."""
    await stored_game(pilot, new_1930(title, *NAMES), *set_up_actions(), *actions)
    app = pilot.app
    assert isinstance(app.screen, GoldenAgeScreen)
    assert app.game.state.tables_provenance == "illustrative"
    assert app.game.state.cards_provenance == "rulebook example"


#: the Home City incomes of an imagined board, typed when each airline is started
HOME = {"Green": 8, "Orange": 7, "Blue": 9, "Yellow": 6, "Pink": 6}


async def carla_starts_with_six_dollars(pilot: Any, title: str) -> FoundForm:
    """:func:`stored_set_up` with Green, Orange and Blue started in the First Stock Round (Green at $7 by Carla,
    who has $20 - 2 x $7 = $6 left for her one-token buy), then the Start form (f) opened for her."""
    await pilot.pause()
    started = [
        ("golden_age.found", {"player": seat, "airline": airline, "price": price, "income": HOME[airline]})
        for seat, airline, price in ((1, "Green", 7), (2, "Orange", 5), (3, "Blue", 5))
    ]
    await stored_set_up(pilot, title, *started)
    await keys(pilot, "f")
    form = pilot.app.screen
    assert isinstance(form, FoundForm)
    return form


async def found(pilot: Any, airline: str, price: int) -> None:
    """f: the airline, its Initial Stock Price and its income on the Income Track (asked in a new game)."""
    await keys(pilot, "f")
    assert isinstance(pilot.app.screen, FoundForm)
    await pick(pilot, airline)
    await keys(pilot, str(price), "enter", str(HOME[airline]), "enter")
    assert isinstance(pilot.app.screen, GoldenAgeScreen)


async def open_found(pilot: Any, title: str) -> FoundForm:
    """A new game :func:`stored_set_up` (``title``), its Start an airline form opened (f)."""
    await pilot.pause()
    await stored_set_up(pilot, title)
    await keys(pilot, "f")
    form = pilot.app.screen
    assert isinstance(form, FoundForm)
    return form


async def buy(pilot: Any, airline: str) -> None:
    await keys(pilot, "b")
    assert isinstance(pilot.app.screen, BuyForm)
    await pick(pilot, airline)
    await keys(pilot, "enter")  # past the last field: record
    assert isinstance(pilot.app.screen, GoldenAgeScreen)


def values(form: Any, select_id: str) -> list[Any]:
    """The values a form's list offers (its blank prompt left out)."""
    return [value for _label, value in form.query_one(f"#{select_id}")._options if isinstance(value, (str, int))]


@run
async def test_a_1930_game_from_the_start_screen_through_the_first_stock_round_and_two_flights(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        await new_1930_game(pilot, "Rulebook", *NAMES)
        game_id = app.game_id
        assert game_id is not None
        assert app.book.setup(game_id).game == "golden_age"
        # what the form records, as the tests that store a new game store it (tui_helpers.form_setup)
        assert app.game.setup == new_1930("Rulebook", *NAMES)
        await set_up(pilot)
        # 1930, Setup 3 and the First Stock Round example: Carla $20, Neal $21, Chuck $22
        assert balances(app) == {"bank": -63, "p1:cash": 20, "p2:cash": 21, "p3:cash": 22}

        # Before any key: whose buy, the options with their prices, the limits
        screen = app.screen
        assert "buy 1 of 3: Carla" in text(screen.query_one("#next"))
        assert "Carla ($20, 0 tokens) may: f start (2 tokens at $3–$7)" in text(screen.query_one("#detail"))
        # the limits are a player's: the players together may hold every token in play
        assert "a player holds at most 10 Stock tokens, 4 of one airline" in text(screen.query_one("#notes"))

        # ---- The First Stock Round, exactly as the rulebook's example ----------------------
        await found(pilot, "Green", 6)  # Carla pays $12 of her $20: $8
        await found(pilot, "Orange", 5)  # Neal pays $10 of his $21: $11
        await found(pilot, "Blue", 7)  # Chuck pays $14 of his $22: $8
        await found(pilot, "Yellow", 3)  # Carla starts Yellow at $3: $5
        await buy(pilot, "Blue")  # Neal spends $7: $4
        await buy(pilot, "Yellow")  # Chuck spends $3: $5
        # Carla may not buy the airline she founded on her first buy: not offered; only she buys now
        before = records(app)
        await keys(pilot, "b")
        form = app.screen
        assert isinstance(form, BuyForm)
        assert "Green" not in values(form, "airline") and values(form, "player") == [1]
        await pick(pilot, "Orange")  # Carla's last $5 on Orange
        await keys(pilot, "enter")
        assert isinstance(app.screen, GoldenAgeScreen)
        await buy(pilot, "Yellow")  # Neal: $3 of his final $4
        await found(pilot, "Pink", 5)  # Chuck must buy a fourth share: starts Pink at $5
        assert app.game.state.phase == "operation"
        # Carla 0, Neal 1, Chuck 0; the Bank received 12+10+14+3+7+3+5+3+5 = 62 of its 63
        assert balances(app) == {"bank": -1, "p2:cash": 1}

        # ---- Operation Phase, round 1: Carla (card 1 holds the First Player marker) --------
        screen = app.screen
        assert "Operating Round 1: Carla's action — unused Stock tokens: Green 2, Orange 1, Yellow 1" in text(
            screen.query_one("#detail")
        )
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, OperateForm)
        # the order the banker reads the table: airline, income, the CEO's choice; whose token it is
        # (filled in: the player whose action it is, fixed text, no field: the only one offered) and the action
        # (Fly) come last
        assert [w.id for w in form.fields()] == ["airline", "income", "choice", "action"]
        assert form.focused is form.query_one("#airline")
        await pick(pilot, "Green")
        await keys(pilot, "28", "enter")  # income $28 → the $4 Dividend Level (1930, Fly)
        # Carla is CEO (2 tokens): choice 1, Full Dividend, typed on the last list to fill in: Enter records, asking
        await pick(pilot, "1")
        info = text(form.query_one("#fly-info"))
        assert "CEO: Carla" in info
        # the board's $28, not the $8 Green was started with: said, as a Fly income not on the books is
        assert "Income $28 (not the $8 on the books: check the Income Track) → Dividend Level $4" in info
        assert "Carla 2×$4 = $8" in info  # shown before anything is confirmed
        assert "Full Dividend, $4 per token" in info  # the CEO Choices' words
        assert records(app) == before + 3
        assert isinstance(app.screen, ConfirmScreen)
        assert "Carla 2×$4 = $8" in text(app.screen.query_one("#confirm-question"))
        await keys(pilot, "y")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert balances(app) == {"bank": -9, "p1:cash": 8, "p2:cash": 1}
        # undone, the Fly is offered again filled in, the CEO's choice too: ctrl+s, y records it again
        await keys(pilot, "ctrl+z", "y")
        form = app.screen
        assert isinstance(form, OperateForm)
        assert form.payload() == {"player": 1, "airline": "Green", "action": "fly", "income": 28, "choice": 1}
        await keys(pilot, "ctrl+s", "y")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert balances(app) == {"bank": -9, "p1:cash": 8, "p2:cash": 1}

        # Neal flies Yellow: one token each, no CEO; 3 Gates available, 3 in reserve, nobody
        # 3 Tech boxes behind: rule 4, Full Dividends: income $12 → $2 a token to each holder.
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, OperateForm)
        rows = [w.id for w in form.query_one("#form-body").children]
        assert "avail-row" not in rows and "paid-row" not in rows  # rows the form hides are not mounted
        await pick(pilot, "Yellow")
        # Yellow has no CEO: its Gates rows are mounted, in their place, and are the next fields after the CEO's
        # choice, which stands in both cases and offers none here (Enter goes on)
        fields = ["airline", "income", "choice", "gates_available", "gates_reserve"]
        assert [w.id for w in form.fields()][:5] == fields
        assert form.focused is form.query_one("#income")
        await keys(pilot, "12", "enter", "enter", "3", "enter", "3")
        info = text(form.query_one("#fly-info"))
        # the rule the live line says, not said twice (the payout whole at 80x24: a newcomer's try)
        assert "No CEO" in info and "rule 4: Full Dividends" in form.live_text
        assert "Carla 1×$2 = $2 · Neal 1×$2 = $2 · Chuck 1×$2 = $2" in info
        await keys(pilot, "enter", "y")
        assert isinstance(app.screen, GoldenAgeScreen)
        # undone, it comes back whole: Yellow, not the first airline of the list (it was Green)
        await keys(pilot, "ctrl+z", "y")
        form = app.screen
        assert isinstance(form, OperateForm)
        yellow = {"airline": "Yellow", "action": "fly", "income": 12, "gates_available": 3, "gates_reserve": 3}
        assert form.payload() == {"player": 2, **yellow}
        await keys(pilot, "ctrl+s", "y")
        assert isinstance(app.screen, GoldenAgeScreen)

        # Chuck's action (Blue 2, Yellow 1, Pink 1): the lists offer only what the rules allow
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, OperateForm)
        assert values(form, "airline") == ["Blue", "Pink"]  # Yellow has flown this turn
        assert values(form, "player") == [3]  # the token is the one of the player whose action it is
        await keys(pilot, "escape", "o")
        form = app.screen
        assert isinstance(form, OperateForm)
        assert values(form, "airline") == ["Blue", "Yellow", "Pink"]
        await pick(pilot, "Yellow")
        # no Fly (flown), no Hub (income $12: Hubs come at $26), no Upgrade or Open (Tech White), no Stand
        assert values(form, "action") == ["expand", "relocate", "research"]
        await keys(pilot, "escape", "d")  # Yellow picked: Esc asks first, d drops
        assert isinstance(app.screen, GoldenAgeScreen)

    expected = {"bank": -15, "p1:cash": 10, "p2:cash": 3, "p3:cash": 2}
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")  # a fresh read of the database
    try:
        assert {k: v for k, v in book.balances(game_id).items() if v} == expected
        assert book.audit(game_id).ok
        flights = book.game(game_id).state.flights
        assert [(f.airline, f.mode, f.per_token, f.total) for f in flights] == [
            ("Green", "full", 4, 8),
            ("Yellow", "full", 2, 6),
        ]
    finally:
        book.close()


@run
async def test_the_tables_chooser_asks_where_from_once(tmp_path: Path) -> None:
    """t, b ("Type the figures printed on the boards"): the form does not ask "board or illustrative" again."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, new_1930("Boards", *NAMES))  # the new game form has tests of its own
        await keys(pilot, "t")
        assert isinstance(app.screen, ChoiceScreen)
        await keys(pilot, "b")
        form = app.screen
        assert isinstance(form, TablesForm)
        assert not form.query("#provenance")  # no second question
        assert text(form.query_one("#provenance-text")) == "board: checked against the boards"
        assert form.focused is form.query_one("#track")
        columns = text(form.query_one("#tables-columns"))  # the form explains its columns
        assert "its price, its action cost" in columns and "the lowest income of the row" in columns
        tables = illustrative_tables()  # typed as if printed on the boards
        form.query_one("#track").text = "\n".join(f"{b['price']} {b['action_cost']}" for b in tables["track"])
        form.query_one("#dividends").text = "\n".join(
            f"{r['income_from']} {r['dividend']}" for r in tables["dividends"]
        )
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert app.game.state.tables_provenance == "board"
        assert len(app.game.state.track) == len(tables["track"])


@run
async def test_purchased_actions_in_turn_order_on_screen(tmp_path: Path) -> None:
    """The sample at Turn 2's End of Turn: Chuck holds the First Player marker, so the CEOs buy in the
    order Chuck, Zoë, Carla, Neal (1930, End of Turn 1: "In turn order")."""
    from ledger.record_file import read_record

    setup, actions, _created = read_record(Path(__file__).resolve().parents[3] / "samples" / "golden-age-4p.jsonl")
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = book.import_actions(setup, actions[:72])
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GoldenAgeScreen) and app.game.position() == "Turn 2, End of Turn Phase"
        # in turn order, said shorter at 80 columns so that the turn and the keys fit
        assert "purchased actions: Chuck (then Zoë, Carla, Neal)" in text(screen.query_one("#next"))
        # the line and its keys whole in its two lines at 80 columns (it ended "(u Buy act. · p", cut), the turn
        # kept (a newcomer's try missed it); the End of Turn form marks the incomes to confirm
        drawn = drawn_text(app).splitlines()
        assert drawn[2].startswith("Next: Turn 2, End of Turn: purchased actions: Chuck")
        assert drawn[3].rstrip().endswith("End turn)")
        # each airline whole with its mark of not having flown ("Yellow noF" is wider than "Airline")
        grid = screen.query_one("#grid", DataTable)
        shown = [str(grid.get_row_at(i)[0]) for i in range(grid.row_count)]
        width = grid.ordered_columns[0].width
        founded = [a.name for a in ga.stock_round_view(app.game.state).airlines if a.status == "founded"]
        assert width >= max(len(f"{name} noF") for name in founded), (founded, width)
        assert all(len(name) <= width for name in shown) and any(n.endswith(" noF") for n in shown), (shown, width)
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        player = form.query_one("#player")
        assert player.value == 3  # Chuck first
        labels = [str(label) for label, _seat in player._options if _seat is not None]
        assert [label.split()[1] for label in labels] == ["Chuck", "Zoë", "Carla", "Neal"]
        assert " · next" in labels[0] and " · may buy" in labels[2], labels
        # who and whether they may buy come first, in sight in the field at 80 columns (the airlines led after)
        assert all(len(label.split(" · CEO of")[0]) <= 40 for label in labels), labels
        # Chuck declines: the action list's last choice, searched; Enter there asks the Decline key's question, and
        # Enter answers it as y does
        assert form.focused is form.query_one("#action")
        await keys(pilot, "enter", "Decline", "enter")
        assert isinstance(app.screen, ConfirmScreen) and app.screen.question.startswith("Does Chuck decline")
        await keys(pilot, "enter")
        assert app.game.records[-1].kind == "golden_age.decline_purchase"
        assert "purchased actions: Zoë (then Carla, Neal)" in text(screen.query_one("#next"))
        assert app.record("golden_age.purchased_action", {"player": 1, "airline": "Orange", "action": "expand"})
        await pilot.pause()
        # Carla bought after Chuck declined and Zoë let hers go: only Neal may still buy
        assert "purchased actions in turn order: Neal," in text(screen.query_one("#next"))
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        player = form.query_one("#player")
        assert player.value == 2
        labels = [str(label) for label, _seat in player._options if _seat is not None]
        # only who may still buy is offered (a newcomer's try: one Enter took Carla, who had bought); who
        # declined, let it go or bought is on the table's Bought row
        assert [label.split()[1] for label in labels] == ["Neal"] and " · next" in labels[0], labels
        # the Bought row says each player's state in a word (Zoë, passed over, showed blank), its legend the words
        row = next(grid.get_row_at(i) for i in range(grid.row_count) if str(grid.get_row_at(i)[0]) == "Bought")
        assert [str(c) for c in row if str(c)][1:] == ["yes", "next", "no", "skip"], row  # Carla, Neal, Chuck, Zoë
        await keys(pilot, "escape")
        assert "Bought no: declined, skip: passed over" in drawn_words(app)  # the table's legend, the form closed
        # Neal declines too: nobody may buy an action, so u is neither shown nor opens the form
        assert app.record("golden_age.decline_purchase", {"player": 2})
        await pilot.pause()
        assert "Buy act." not in drawn_text(app).splitlines()[-1]
        # the steps still open are on the Next line with their keys, not only end the turn (End of Turn 3-4); no
        # tech penalty here: every airline is at White or Yellow Tech, nothing to count (End of Turn 3)
        assert not ga.tech_penalties_to_count(app.game.state)
        assert text(screen.query_one("#next")).endswith("(c Contract · e End turn)")
        await keys(pilot, "u")
        assert app.screen is screen
        assert any("go on with tech penalties" in n.message for n in app._notifications)
        # the dividend summary names the actions bought and the dividends as the rulebook does
        await keys(pilot, "d", "home")  # it opens on the turn the game stands in: Turn 1 at the top
        # its text, not only the lines in sight: Turn 1 lists its Stock Round's payments first (in the order made)
        summary = " ".join(
            " ".join(text(app.screen.query_one(f"#{part}")).split()) for part in ("dividends-text", "dividends-last")
        )
        assert "Purchased: Chuck buys Fly for Brown, $1" in summary and "buys fly" not in summary
        assert "level $2, Full Dividend (no CEO, rule 4: Full Dividends)" in summary
        await keys(pilot, "escape")
        # the First Stock Round, Chuck's second buy: no token of a started airline he may take, only f Start
        app.open_game(book.import_actions(setup, actions[:9]))
        await pilot.pause()
        # the key named, one alone too (a new user read "(f)" and did not know what f does)
        assert "Next: First Stock Round, buy 2 of 3: Chuck (then Neal, Zoë, Carla) (f Start)" in drawn_text(app)
        assert " b Buy" not in drawn_text(app).splitlines()[-1]
        await keys(pilot, "b")
        assert isinstance(app.screen, GoldenAgeScreen)
        said = [n.message for n in app._notifications][-1]
        assert "Chuck may buy no Stock token" in said and said.endswith("Now: f Start."), said
    book.close()


@run
async def test_keys_of_another_phase_and_a_wrong_card_record_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, new_1930("", *NAMES))  # the new game form has tests of its own
        assert isinstance(app.screen, GoldenAgeScreen)
        for key in ("b", "o", "e", "u", "x"):  # none of these belongs to the Setup
            await keys(pilot, key)
            assert isinstance(app.screen, GoldenAgeScreen), key
        assert records(app) == 0
        await keys(pilot, "p")  # p is Pass and Decline: why neither works now, not only the first's refusal
        said = [n.message for n in app._notifications][-1]
        assert "Stock Round" in said and "End of Turn" in said and said.count(" · ") >= 2, said
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        # where the money comes from, whole at 80x24 (a newcomer's re-try: "… others typ…")
        assert "cards 1-3: rulebook's example, others typed" in drawn_text(app)
        await keys(pilot, "tab", "tab", "tab", "backspace", "backspace", "25")  # card 2 said to give $25
        assert (
            "Refused: Neal's card, money: First Round Turn Order card 2 gives $21 in the rulebook's example, not $25"
            in form.live_text
        )
        await keys(pilot, "ctrl+s")
        assert app.screen is form
        assert records(app) == 0 and balances(app) == {}
        # card 1's $20 retyped: "2" is on its way there, so it is being typed, not refused (the payload's cards[0]
        # is Carla's field, #money_1: StartingMoneyForm.field_widget)
        form.query_one("#money_2", Input).value = "21"
        form.query_one("#money_1", Input).focus()
        await keys(pilot, "2")  # the field's text is selected as it takes the focus: "2" replaces it
        assert form.query_one("#money_1", Input).value == "2"
        assert form.live_text == "Typing Carla's card, money… checked once you leave the field or record"
        await keys(pilot, "0")
        assert form.live_text.startswith("Will record:")
        await keys(pilot, "escape")
        assert isinstance(app.screen, GoldenAgeScreen)


@run
async def test_the_tables_of_the_last_1930_game_are_offered_again(tmp_path: Path) -> None:
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    first = book.create_game(GameSetup("golden_age", "standard", "Last week", NAMES, {}))
    board = {**illustrative_tables(), "provenance": "board"}  # as if checked against the boards
    book.record(first, "golden_age.tables", board)
    book.record(first, "golden_age.starting_money", {"cards": starting_cards(3)})
    book.record(first, "golden_age.found", {"player": 1, "airline": "Green", "price": 6, "income": 8})
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, new_1930("This week", "Ann", "Bea"))  # the new game form has tests of its own
        assert app.game_id != first
        await keys(pilot, "t")
        chooser = app.screen
        assert isinstance(chooser, ChoiceScreen)
        assert any(f"game {first} “Last week” (board" in label for _value, label in chooser.options)
        await keys(pilot, "l")
        assert isinstance(app.screen, TablesForm)
        await keys(pilot, "ctrl+s")
        state = app.game.state
        assert state.tables_provenance == "board"
        assert state.track == book.game(first).state.track
        assert "illustrative" not in text(app.screen.query_one("#notes"))
        # Green's income starts from its Home City: the $8 it was started with last week (the same board)
        # m: the cards as offered
        assert app.record("golden_age.starting_money", {"cards": starting_cards(2), "provenance": "rulebook example"})
        await keys(pilot, "f")
        found = app.screen
        assert isinstance(found, FoundForm)
        await keys(pilot, "space", "Green", "enter")
        assert found.query_one("#airline").value == "Green" and found.query_one("#income").value == "8"
        assert f"$ as in game {first} “Last week”: check it" in note(found, "income-after")
        # the other games are read after the form's first frame: f then Esc typed at once still leave the table
        await keys(pilot, "escape", "d")  # Green picked: Esc asks first, d drops
        table = app.screen
        await type_fast(pilot, "f", "escape")
        assert app.screen is table


@run
async def test_end_of_turn_final_flight_totals_journal_and_print(tmp_path: Path) -> None:
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = short_game(book, turns=1)
    state = book.game(game_id).state
    assert state.phase == "end_of_turn"
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "enter")  # resume the game
        screen = app.screen
        assert isinstance(screen, GoldenAgeScreen)
        # Nobody flew: End of Turn 2 moves every airline back one box (shown before the key)
        detail = text(screen.query_one("#detail"))
        assert "If the turn ended now:" in detail and "did not Fly this turn" in detail
        await keys(pilot, "e")
        assert isinstance(app.screen, EndTurnForm)  # the Income Track first: Enter keeps each income shown
        await keys(pilot, "enter", "enter", "enter")
        assert isinstance(app.screen, ConfirmScreen)
        # Ann and Bea, CEOs, have neither bought nor declined: the question names them (a newcomer's try)
        assert (
            "Ann and Bea may still buy an action (or decline it): ending the turn now lets them go."
            in app.screen.question
        )
        await keys(pilot, "y")
        assert app.game.state.phase == "final_flight"
        # the totals are drawn above the line that speaks of them (it said "below")
        words = " ".join(drawn_text(app).split())
        assert "The totals above are before the Final Flight." in words and "below" not in words
        # Illustrative track: Blue $5 → $4, Green $4 → $3, Orange $3 → $2.
        # Final Flight, Full Dividends: Blue income 12 → $2, Green 0 → $1, Orange 30 → $4 a token.
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FinalFlightForm)
        await keys(pilot, "12", "enter", "enter", "30")
        assert "Ann $4, Bea $2" in note(form, "ffa_Blue")
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert app.game.state.phase == "over"
        # Ann: $3 + Blue 2×2 + Green 1×1 + Orange 1×4 = $12; Bea: $5 + 1×2 + 2×1 + 1×4 = $13
        assert balances(app) == {"bank": -25, "p1:cash": 12, "p2:cash": 13}
        # Totals: cash + tokens at market value. Ann 12 + 2×4 + 1×3 + 1×2 = 25; Bea 13 + 4 + 6 + 2 = 25
        await keys(pilot, "v")
        totals = app.screen
        assert isinstance(totals, TotalsScreen)
        assert [(t.name, t.total, t.rank, t.winner) for t in totals.totals] == [
            ("Ann", 25, 1, True),
            ("Bea", 25, 1, True),
        ]
        await keys(pilot, "escape", "s")
        assert isinstance(app.screen, MarketScreen)
        assert "ILLUSTRATIVE tables" in text(app.screen.query_one("#market-head"))
        await keys(pilot, "escape", "j")
        journal = app.screen
        assert isinstance(journal, JournalScreen)
        assert "Turn: every turn" in text(journal.query_one("#journal-filters", Static))
        await keys(pilot, "escape")
        assert isinstance(app.screen, GoldenAgeScreen)
        # Count cash (a balance assertion on p1:cash): a wrong count records nothing, the right one does
        before = records(app)
        await keys(pilot, "k")
        assert isinstance(app.screen, CountCashScreen)
        await keys(pilot, "11", "enter")
        assert records(app) == before and isinstance(app.screen, CountCashScreen)
        await keys(pilot, "backspace", "backspace", "12", "enter")
        assert records(app) == before + 1 and app.game.records[-1].kind == "balance_assertion"
        assert isinstance(app.screen, GoldenAgeScreen)
        job = PrintJob.for_game(app.game, game_id, "dividends", tmp_path / "prints", "en_US")
        assert job.dividends and job.describe() == "the dividend summary"
        assert [t.title for t in job.dividend_turns] == ["Turn 1", "Final Flight"]
        if importlib.util.find_spec("sheets.dividends") is not None:  # written by another part of the work
            (pdf,) = job.write()
            assert pdf.exists() and pdf.read_bytes().startswith(b"%PDF")


def short_game(book: Book, turns: int) -> int:
    """Ann and Bea (2 players, 5 airlines, at most 3 tokens of one), the First Stock Round and the
    Operation Phase of turn 1 recorded through the Book: Ann $3, Bea $5 afterwards; nobody flew.

    Ann Blue $5 ×2 ($10), Bea Green $4 ×2 ($8); Ann Green $4, Bea Blue $5; Ann Orange $3, Bea Orange $3:
    Ann $20 - 10 - 4 - 3 = $3, Bea $21 - 8 - 5 - 3 = $5.
    """
    game_id = book.create_game(GameSetup("golden_age", "standard", "Short", ("Ann", "Bea"), {"turns": turns}))
    for kind, payload in [
        (
            "golden_age.starting_money",
            {"cards": [{"player": 1, "card": 1, "money": 20}, {"player": 2, "card": 2, "money": 21}]},
        ),
        ("golden_age.tables", illustrative_tables()),
        ("golden_age.found", {"player": 1, "airline": "Blue", "price": 5}),
        ("golden_age.found", {"player": 2, "airline": "Green", "price": 4}),
        ("golden_age.buy", {"player": 1, "airline": "Green"}),
        ("golden_age.buy", {"player": 2, "airline": "Blue"}),
        ("golden_age.found", {"player": 1, "airline": "Orange", "price": 3}),
        ("golden_age.buy", {"player": 2, "airline": "Orange"}),
    ]:
        book.record(game_id, kind, payload)
    state = book.game(game_id).state
    while seat := operation_next(state):
        player = state.player(seat)
        airline = next(a for a, n in sorted(player.holdings.items()) if n > player.used.get(a, 0))
        book.record(game_id, "golden_age.operate", {"player": seat, "airline": airline, "action": "expand"})
    return game_id


@run
async def test_a_normal_stock_round_pass_and_buy(tmp_path: Path) -> None:
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = short_game(book, turns=2)
    # End of Turn 1: nobody flew, every airline goes back one box: Blue $4, Green $3, Orange $2;
    # the First Player marker passes from Ann (card 1) to Bea.
    book.record(game_id, "golden_age.end_turn", {})
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GoldenAgeScreen)
        assert "Normal Stock Round: Bea (then Ann)" in text(screen.query_one("#next"))  # Ann buys after her
        await keys(pilot, "p")
        assert isinstance(app.screen, ConfirmScreen)
        # the step asked about, what it records under it (not the summary made a question: "... passes?")
        assert text(app.screen.query_one("#confirm-question")) == "Bea passes: no more buys this round?"
        assert "Will record: Bea passes" in " ".join(drawn_text(app).split())
        await keys(pilot, "y")
        assert app.game.state.player(2).passed
        await buy(pilot, "Orange")  # Ann: $2 of her $3
        assert balances(app)["p1:cash"] == 1
        await keys(pilot, "ctrl+z")  # undo, as for Air Empire: asked first, a reversing entry
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert isinstance(app.screen, BuyForm)  # offered again, filled in; Esc leaves it undone
        await keys(pilot, "escape")
        assert balances(app)["p1:cash"] == 3 and "Ann buys or passes" in text(screen.query_one("#next"))
        await keys(pilot, "ctrl+y", "y")  # redo
        assert balances(app)["p1:cash"] == 1
        await keys(pilot, "p", "y")  # Ann passes: the round ends
        # Normal Stock Rounds: Orange was bought (+1 box) and its Available Stock Pool is empty
        # (Ann 2, Bea 1 of 3): +1 more: $2 → $3 → $4.
        orange = app.game.state.airlines["Orange"]
        assert app.game.state.track[orange.box][0] == 4
        assert app.game.state.phase == "operation"
        # Ann $3 - $2 = $1, Bea $5; the Bank paid out $41 and received $33 + $2
        assert balances(app) == {"bank": -6, "p1:cash": 1, "p2:cash": 5}


# -- Issue 12: the readings of a line-by-line reading of the rulebook ----------------------------------
@run
async def test_a_new_game_asks_each_airlines_income_when_it_is_started(tmp_path: Path) -> None:
    """Setup 8: every airline has its Home City's Gate from the start. A game made on the new-game screen
    stores today's readings (fly_at_zero_income "refuse"): the f form asks for the income, and a Fly can
    never pay the $1 level of an income nobody typed."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await new_1930_game(pilot, "Incomes", *NAMES)
        options = app.book.setup(app.game_id).options
        assert options["fly_at_zero_income"] == "refuse" and options["end_turn_incomes"] == "confirm"
        for kind, payload in set_up_actions():  # set_up's forms have tests of their own: recorded as they record
            assert app.record(kind, payload)
        await pilot.pause()
        assert app.game.state.tables_provenance == "illustrative"
        assert app.game.state.cards_provenance == "rulebook example"
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FoundForm)
        await pick(pilot, "Green")
        await keys(pilot, "6", "enter")
        assert form.focused is form.query_one("#income")
        assert "type its income on the Income Track (its Home City's Gate)" in form.live_text
        await keys(pilot, "ctrl+s")
        assert app.screen is form and records(app) == 2  # the cards and the tables only
        form.query_one("#income").focus()
        await keys(pilot, "8", "enter")
        assert isinstance(app.screen, GoldenAgeScreen)
        green = app.game.state.airlines["Green"]
        assert (green.income, app.game.balance("p1:cash")) == (8, 20 - 12)


@run
async def test_the_cards_money_as_printed_on_the_cards(tmp_path: Path) -> None:
    """Setup 3: the money on the First Round Turn Order cards is the board's; the rulebook's example
    ($20, $21, $22) is offered, and "the cards dealt" takes what they say."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, new_1930("Cards", *NAMES))  # the new game form has tests of its own
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        assert form.focused is form.query_one("#card_1")
        await keys(pilot, "shift+tab")
        assert form.focused is form.query_one("#provenance")
        await pick(pilot, "the cards")
        assert form.focused is form.query_one("#card_1")
        await keys(pilot, "tab", "tab", "tab", "backspace", "backspace", "25")  # card 2 says $25
        assert form.live_text.startswith("Will record: First Round Turn Order: Carla $20, Neal $25, Chuck $22 (board)")
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert app.game.state.cards_provenance == "board"
        assert balances(app) == {"bank": -67, "p1:cash": 20, "p2:cash": 25, "p3:cash": 22}


@run
async def test_the_end_of_turn_confirms_every_income(tmp_path: Path) -> None:
    """End of Turn: e lists each airline's tracked income and asks to confirm or correct it before the
    turn ends. The sample at Turn 2's End of Turn: every income but Brown's was typed this turn. Say
    Brown's Gates reached $30 and nobody typed it: typed here, its income passes the 26 mark and one
    more Brown Stock token is in the Available Stock Pool for Turn 3 (Setup 5)."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "golden-age-4p", 74)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        state = app.game.state
        assert app.game.position() == "Turn 2, End of Turn Phase"
        stale = incomes_not_current(state)
        assert stale == ("Brown",) and state.airlines["Brown"].income == 12  # typed in turn 1
        assert f"(confirm the incomes: {', '.join(stale)})" in " ".join(text(app.screen.query_one("#next")).split())
        pool = state.airlines["Brown"].pool
        await keys(pilot, "e")
        form = app.screen
        assert isinstance(form, EndTurnForm)
        in_play = [a.name for a in state.airlines.values() if a.in_play]
        drawn = " ".join(drawn_text(app).split())
        assert "not typed this turn: check it" in drawn
        # the form opens on Brown's income, the one to check
        assert form.focused is form.query_one(f"#eti_{in_play.index('Brown')}")
        await keys(pilot, "backspace", "backspace", "backspace", "30")
        assert "Brown income $12 → $30" in form.live_text
        assert "one more Brown Stock token in the Available Stock Pool (income 26)" in form.live_text
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        state = app.game.state
        assert state.turn == 3 and state.airlines["Brown"].pool == pool + 1
        assert app.game.records[-1].payload["incomes"]["Brown"] == 30
    book.close()


@run
async def test_the_totals_mid_game_name_a_leader_not_a_winner(tmp_path: Path) -> None:
    """1930, Winning the Game: the winner is known after the Final Flight; before it, the leader is "ahead"."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "golden-age-4p", 74)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "v")
        totals = app.screen
        assert isinstance(totals, TotalsScreen)
        assert not any(t.winner for t in totals.totals) and totals.totals[0].leader
        drawn = drawn_text(app)
        assert "ahead" in drawn and "WINNER" not in drawn
    book.close()


@run
async def test_the_new_game_form_offers_turn_1_operation_order(tmp_path: Path) -> None:
    """The Operation Phase of turn 1: clockwise from card 1 (default) or in card order (docs/rule-readings.md)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "n")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await pick(pilot, "1930")
        await keys(pilot, "Order", "enter", "Carla", "enter", "Neal", "enter", "Chuck")
        order = screen.query_one("#first_operation_order")
        assert order.display and order.value == "clockwise"
        order.focus()
        await pick(pilot, "in card")
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert app.book.setup(app.game_id).options == {
            "first_operation_order": "cards",
            "fly_at_zero_income": "refuse",
            "end_turn_incomes": "confirm",
        }
        assert app.game.state.first_operation_order == "cards"


@run
async def test_the_cards_form_starts_on_the_first_players_card(tmp_path: Path) -> None:
    """Issue 13, nothing typed is lost, and a newcomer's try with four players: the form opened on the 4th player's
    money, so a shuffled deal took 7 Shift+Tabs first. It opens on the first player's card; the money on the 4th
    card (the rulebook prints cards 1-3) is asked for after the cards, where Enter on the last card goes."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, new_1930("Four", *NAMES, "Zoë"))  # the new game form has tests of its own
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        assert "type the money on Zoë's card" in form.live_text
        assert form.focused is form.query_one("#card_1")
        await keys(pilot, "enter", "enter", "enter", "enter")
        assert form.focused is form.query_one("#money_4")
        await keys(pilot, "23", "enter")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert balances(app)["p4:cash"] == 23 and balances(app)["p1:cash"] == 20


@run
async def test_a_price_typed_on_the_airline_list_goes_to_the_price(tmp_path: Path) -> None:
    """Issue 13, nothing typed is lost: the Start form opens on the airline (the table's highlight) while its
    line asks for the Initial Stock Price; a "7" typed at once starts no airline's name (every option reads
    "… may start at $3–$7"), so it goes on to the price field instead of vanishing in the list or choosing
    another airline (then "8" was taken as the price)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_found(pilot, "Fast")
        assert form.focused is form.query_one("#airline")
        await pilot.press("7")
        await pilot.pause()
        assert form.query_one("#price", Input).value == "7"
        assert form.query_one("#airline", Select).value == "Blue"
        assert form.focused is form.query_one("#price")
        await keys(pilot, "enter", "8", "enter")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert app.game.state.airlines["Blue"].status == "founded"


@run
async def test_enter_on_the_airline_shown_buys_it(tmp_path: Path) -> None:
    """Issue 13, "Enter in a list chooses": the Buy form shows the first airline the player may buy; one Enter
    takes it and, past the last field, records (it opened the list, and two more Enters were needed)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # the Start form has tests of its own: Green, Orange and Blue started at $5 as it records them
        started = [
            ("golden_age.found", {"player": seat, "airline": airline, "price": 5, "income": HOME[airline]})
            for seat, airline in enumerate(("Green", "Orange", "Blue"), start=1)
        ]
        await stored_set_up(pilot, "Enter", *started)
        before = records(app)
        await keys(pilot, "b")
        form = app.screen
        assert isinstance(form, BuyForm)
        shown = form.query_one("#airline", Select).value
        await keys(pilot, "enter")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert records(app) == before + 1
        assert f"buys {shown}" in app.game.records[-1].summary


# -- Issue 13: tried again as a new user, in tmux -------------------------------------------------------


@asynccontextmanager
async def first_operating_action(tmp_path: Path) -> AsyncIterator[tuple[AirbankerApp, Any]]:
    """The app and its Pilot on the 1930 sample stopped at Turn 1, Operating Round 1, the first action."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "golden-age-4p", 20)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        yield app, pilot
    book.close()


@run
async def test_a_fly_refused_for_its_missing_ceo_choice_puts_the_cursor_on_the_choice(tmp_path: Path) -> None:
    """A Fly recorded before the CEO's choice is chosen: not recorded, "choose the CEO's choice" on its live line,
    and the cursor goes to that list (it went back to the Airline list, where the next keys typed landed)."""
    async with first_operating_action(tmp_path) as (app, pilot):
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, OperateForm)
        assert form.query_one("#choice").display  # the airline offered first has a CEO: the choice is asked
        await keys(pilot, "ctrl+s")
        assert app.screen is form and len(app.game.records) == 20  # nothing recorded
        assert "choose the CEO's choice" in form.live_text
        assert [n.message for n in app._notifications] == [NOT_RECORDED]
        assert form.focused is form.query_one("#choice")
        await keys(pilot, "1", "enter")  # the digit typed next picks the choice there
        assert form.query_one("#choice").value == 1


@run
async def test_a_row_an_action_shows_is_the_next_field_after_the_pick(tmp_path: Path) -> None:
    """Expand picked in the Operation Phase form shows the Income row, mounted only then (FormScreen.later): the
    cursor goes on to it, and the income typed straight after lands there. Found in tmux: the row was mounted but
    not yet laid out when the form looked for the next field, so the cursor went nowhere and "12" was lost."""
    async with first_operating_action(tmp_path) as (app, pilot):
        await keys(pilot, "o")
        form = app.screen
        assert isinstance(form, OperateForm)
        assert not form.query("#income-row")  # no action chosen yet: the Income row is not mounted
        action = form.query_one("#action", Select)
        with form.prevent(Select.Changed):
            action.value = "expand"  # as a pick does: the value, the live line (which mounts the row) ...
        form.update_live()
        await form._advance_from(action)  # ... and the form moves on, before the screen is laid out again
        income = form.query_one("#income")
        for _ in range(40):  # after the screen's next refresh, however busy the machine
            await pilot.pause(0.05)
            if form.focused is income:
                break
        assert form.focused is income
        # left blank, the Expand is not recorded: it adds Gates, so the new income is typed (a newcomer's try)
        assert "type the income after it" in form.live_text and "$ after the new Gates, now $" in drawn_text(app)
        # Enter on it blank: not recorded, and the cursor stays on the Income (it went back to the Airline)
        await keys(pilot, "enter")
        assert app.screen is form and form.focused is income
        await keys(pilot, "12")
        assert form.payload()["income"] == 12
        # below the income now: an Expand only adds Gates, so the ledger's slip guard refuses it, naming the field
        airline = app.game.state.airlines[form.payload()["airline"]]
        assert airline.income >= 1
        await keys(pilot, "backspace", "backspace", str(airline.income - 1), "tab")
        assert f"would fall from ${airline.income} to ${airline.income - 1}" in form.live_text, form.live_text
        assert "an Expand only adds Gates" in form.live_text
        # refused on Enter, the figure is selected: what is typed next replaces it (13, then 9, read 139)
        await keys(pilot, "shift+tab", "enter")
        assert app.screen is form and form.focused is income
        await keys(pilot, str(airline.income + 2))
        assert form.payload()["income"] == airline.income + 2
        await keys(pilot, *["backspace"] * 3, str(airline.income - 1), "tab")
        await keys(pilot, "shift+tab", *["backspace"] * 3, str(airline.income + 2), "tab")
        assert "Will record" in form.live_text, form.live_text


@run
async def test_a_new_games_setup_says_the_tables_are_not_entered_once(tmp_path: Path) -> None:
    """The setup screen said it twice ("tables: not entered yet" and "... table not entered yet (Stock
    Market and Dividend Level tables)."), two of the 80×24 screen's lines for one fact."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        # the new game form has tests of its own: the game is stored as it records it
        await stored_game(pilot, new_1930("Thursday", "Ann", "Bea", "Cal", "Dan"))
        words = " ".join(drawn_text(app).split())
        assert words.count("not entered yet") == 1
        assert "Stock Market and Dividend Level tables: not entered yet" in words
        # each airline's status in the game's words, not the ledger's ("unfounded")
        assert "not started" in words and "unfounded" not in words
        await keys(pilot, "t", "i", "ctrl+s")  # the illustrative tables: that remark stays
        assert "illustrative values, not the boards'" in " ".join(drawn_text(app).split())


@run
async def test_a_price_the_rules_refuse_is_said_before_the_income_is_typed(tmp_path: Path) -> None:
    """A newcomer's try: an Initial Stock Price of 8 showed "… type its income" and was refused only once the
    income was typed. The price the schema refuses is said as soon as it is typed (its field, the rule)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await open_found(pilot, "Early")
        await pick(pilot, "Green")
        await keys(pilot, "8")
        assert form.query_one("#income", Input).value == ""
        assert form.live_text.startswith("Refused: Initial Stock Price: must be one of 3, 4, 5, 6 or 7, got 8 (1930")
        await keys(pilot, "backspace", "5")
        # the income, still to type: said after the price the cursor is on
        assert form.live_text.startswith("… Initial Stock Price: 5 — Enter keeps it; missing: type its income")


@run
async def test_the_price_field_offers_only_the_prices_the_buyer_can_pay(tmp_path: Path) -> None:
    """A newcomer's try: the Start form's price field read "3-7" and "$3–$7" for a player whose cash allowed
    $3–$5. Its placeholder and the line beside it give the prices the buyer can pay (1930, Stock Phase:
    the Initial Stock Price times the tokens bought, from the player's cash)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await carla_starts_with_six_dollars(pilot, "Poorer")
        assert form.query_one("#price", Input).placeholder == "3-6"
        assert "$ a token ($3–$6), 1 token now" in " ".join(drawn_text(app).split())


@run
async def test_a_ceo_declines_a_purchased_action_with_one_key(tmp_path: Path) -> None:
    """A newcomer's try: declining a purchased action went through the form's player, airline and action
    lists. p asks "Does X decline the purchased action for …?" for the CEO whose choice it is and records it; the
    Next line shows the key (1930, End of Turn, step 1: "This extra action is optional")."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", first_allowed("golden-age-4p", "golden_age.purchased_action"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        screen = app.screen
        first = purchase_next(app.game.state)[0]
        name = app.game.state.player(first).name
        assert "p Decline" in text(screen.query_one("#next"))
        await keys(pilot, "p")
        assert isinstance(app.screen, ConfirmScreen)
        assert f"Does {name} decline the purchased action for " in " ".join(drawn_text(app).split())
        await keys(pilot, "y")
        assert app.screen is screen
        assert first in app.game.state.purchase_declined
        assert app.game.records[-1].kind == "golden_age.decline_purchase"


@asynccontextmanager
async def first_purchase_form(tmp_path: Path) -> AsyncIterator[tuple[AirbankerApp, Any, PurchasedActionForm]]:
    """The app, its Pilot and the purchased action form (u) on the 1930 sample stopped where the first purchased
    action may be bought."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", first_allowed("golden-age-4p", "golden_age.purchased_action"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        yield app, pilot, form


@run
async def test_an_open_list_is_as_tall_as_its_options_lines(tmp_path: Path) -> None:
    """A review: the open list was held to as many lines as it has options, while a long option takes two; the
    purchased action's Player list (four players, one on two lines) hid the last player. It is as tall as its
    options' lines, where the room allows."""
    async with first_purchase_form(tmp_path) as (app, pilot, form):
        form.query_one("#player").focus()
        await keys(pilot, "space")
        words = drawn_words(app)
        for name in NAMES + ("Zoë",):
            assert f"{name} ($" in words, name


@run
async def test_the_fly_forms_live_line_speaks_of_the_field_the_banker_is_on_first(tmp_path: Path) -> None:
    """f: the form opens on the Airline, and its live line speaks of the Airline first, then of the CEO's choice
    still to choose; on the Income, of the income; on the choice, of the choice alone. A new user's try: the line
    asked for the CEO's choice, three fields below, while the cursor was on the Airline."""
    async with first_operating_action(tmp_path) as (app, pilot):
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, OperateForm)
        assert form.focused is form.query_one("#airline")
        airline = form.query_one("#airline", Select).value
        assert form.live_text == f"… Airline: {airline} — Enter takes it; missing: choose the CEO's choice (1-5)"
        # nothing above the airline's choice speaks of a later field as the thing to do now
        assert "Choose the CEO's choice" not in drawn_text(app)
        await keys(pilot, "enter")
        assert form.focused is form.query_one("#income")
        income = form.query_one("#income", Input).value
        assert form.live_text == f"… Income: {income} — Enter keeps it; missing: choose the CEO's choice (1-5)"
        await keys(pilot, "enter")
        assert form.focused is form.query_one("#choice")
        assert form.live_text == "… choose the CEO's choice (1-5)"
        await keys(pilot, "shift+tab", "shift+tab")  # back up: the line follows
        assert form.live_text.startswith(f"… Airline: {airline} — ")
        await keys(pilot, "space")  # the list open: Enter takes the option highlighted there
        assert form.live_text == ("… Airline: Enter takes the one highlighted; missing: choose the CEO's choice (1-5)")


@run
async def test_the_table_uses_the_room_of_120_columns_and_a_notice_at_60(tmp_path: Path) -> None:
    """At 120×36 the grid spells its columns out and shows more of each airline (a new user's try: it kept the
    widths of 80 columns, "Inc." and "Act.$" beside some 40 empty columns); at 80×24 it is as it was; at 60×20
    the too-small notice alone, nothing of the table showing through. A Normal Stock Round, an Operation Phase and
    an End of Turn of the sample."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    stops = {
        "stock": import_sample(book, "golden-age-4p", 42),
        "operation": import_sample(book, "golden-age-4p", 60),
        "end_of_turn": import_sample(book, "golden-age-4p", 74),
    }
    wide_heads = {
        "stock": ["Airline", "Price", "Income", "Tech", "Pool", "»Zoë", "CEO", "This round"],
        "operation": ["Airline", "Price", "Income", "Tech", "Action cost", "»Carla", "CEO", "This turn"],
        "end_of_turn": ["Airline", "Price", "Action cost", "Income", "Tech", "Carla", "CEO", "Flown"],
    }
    narrow_heads = {
        "stock": ["Airline", "Price", "Pool", "Carla", "CEO", "Round"],
        "operation": ["Airline", "Price", "Inc.", "Tech", "»Carla", "CEO"],
        "end_of_turn": ["Airline", "Price", "Act.$", "Tech", "Carla", "CEO"],
    }
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=(120, 36)) as pilot:
        for phase, game_id in stops.items():
            await pilot.pause()
            app.open_game(game_id)
            await pilot.pause()
            await pilot.pause()
            assert app.game.state.phase == phase
            lines = drawn_text(app).splitlines()
            heads = next(line for line in lines if line.startswith(" Airline"))
            assert all(head in heads for head in wide_heads[phase]), heads
            # the heading, the End of Turn's 3 pinned players' rows and the airlines
            grid = lines[lines.index(heads) : lines.index(heads) + 12]
            assert not any("…" in line for line in grid), grid  # nothing cut
            if phase == "stock":
                assert any(line.split()[:1] == ["Pink"] and "(+" in line and "later)" in line for line in grid), grid
            if phase == "operation":
                assert any(line.split()[:1] == ["Green"] and line.rstrip().endswith("flown") for line in grid), grid
            if phase == "end_of_turn":
                brown = next(line for line in grid if line.split()[:1] == ["Brown"])
                assert brown.rstrip().endswith("no") and "noF" not in brown
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            await pilot.pause()
            lines = drawn_text(app).splitlines()
            heads = next(line for line in lines if line.startswith(" Airline"))
            assert heads.split() == narrow_heads[phase] or all(h in heads for h in narrow_heads[phase]), heads
            assert "Income" not in heads and "Action cost" not in heads
            await pilot.resize_terminal(60, 20)
            await pilot.pause()
            await pilot.pause()
            drawn = drawn_text(app)
            assert "needs at least 80×24; this terminal is 60×20" in drawn
            assert "Airline" not in drawn and "Next:" not in drawn and "Cash" not in drawn
            await pilot.resize_terminal(120, 36)
            await pilot.pause()
            app.pop_screen()
    book.close()


@run
async def test_the_open_ceo_choice_offers_the_choices_only(tmp_path: Path) -> None:
    """A new user's try of the Fly form: Space opened the CEO's choice, Enter took the dimmed prompt where the
    open list's cursor started ("choose 1-5"): nothing chosen, and the cursor left for nowhere. The open list
    offers the choices only, its cursor on the first: Space, Enter chooses 1."""
    async with first_operating_action(tmp_path) as (app, pilot):
        await keys(pilot, "f", "enter", "enter")
        form = app.screen
        assert isinstance(form, OperateForm)
        choice = form.query_one("#choice", LiteralSelect)
        assert form.focused is choice
        await keys(pilot, "space")
        assert choice._list is not None and choice._list.option_count == len(choice.labels())
        await keys(pilot, "enter")
        assert choice.value == 1


@run
async def test_the_start_form_asks_for_a_price_the_buyer_can_pay(tmp_path: Path) -> None:
    """Carla ($3) starts an airline in the First Stock Round: $3 is the only Initial Stock Price she can pay (it
    said "($3-$7)"), so the field holds it (a hint "3" looked typed, and the line then asked to type it), and the
    line goes on to what is missing after it."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "golden-age-4p", 12)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        assert app.game.state.player(1).name == "Carla"
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FoundForm)
        await keys(pilot, "enter")
        assert form.focused is form.query_one("#price")
        assert form.query_one("#price", Input).value == "3"
        assert "Initial Stock Price" not in form.live_text, form.live_text
    book.close()


@run
async def test_the_fly_forms_line_follows_an_airline_picked_without_a_ceo(tmp_path: Path) -> None:
    """f, Red picked (no CEO: its Gates rows are shown, mounted only then): the cursor goes on to the Income and the
    line speaks of it first, then of the Gates still to type (it asked for the Gates while on the Income)."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "golden-age-4p", 60)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, OperateForm)
        await pick(pilot, "Red")
        for _ in range(20):
            await pilot.pause(0.05)
            if form.focused is form.query_one("#income"):
                break
        assert form.focused is form.query_one("#income")
        assert form.live_text == ("… Income: 13 — Enter keeps it; missing: type the Gates available beside the board")
    book.close()


@run
async def test_the_trade_form_asks_for_its_fields_top_down(tmp_path: Path) -> None:
    """x at the 10-token limit: the form opens on Returns, and its line asks for the token returned first (it asked
    for the airline bought, the field below, while the cursor was on Returns and it was empty)."""
    from ledger.record_file import read_record

    setup, actions, _created = read_record(Path(__file__).resolve().parents[3] / "samples" / "golden-age-4p.jsonl")
    upto = next(count for count, action in enumerate(actions) if action.kind == "golden_age.trade")
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = book.import_actions(setup, actions[:upto])
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        # the table's line says which way a trade goes ("Blue for Green" read as giving Blue, a newcomer's try)
        words = " ".join(drawn_text(app).split())
        assert "trade: buy " in words and ", return " in words, words
        await keys(pilot, "x")
        form = app.screen
        assert type(form).__name__ == "TradeForm"
        assert form.focused is form.query_one("#returned")
        assert form.live_text == "… choose the token returned", form.live_text
        await keys(pilot, "down", "enter")  # the list opens on the first token: Enter takes it
        assert form.focused is form.query_one("#airline")
        assert form.live_text == "… choose the airline bought", form.live_text
        # the airlines to buy follow the token returned: Blue returned, Blue is no trade
        returned = form.query_one("#returned", Select).value
        # only what may be traded for is offered (a newcomer's try: pools empty offered, then refused)
        can = [value for _label, value in form.query_one("#airline")._options if isinstance(value, str)]
        assert can and returned not in can, (returned, can)
        allowed = {o.airline for o in ga.stock_round_view(app.game.state).options if returned in o.returns}
        assert set(can) == allowed
    book.close()


@run
async def test_the_cards_forms_line_names_no_unlabelled_field(tmp_path: Path) -> None:
    """The cards form's card and money fields have no row label of their own: back on card 1 while Zoë's money is
    still to type, the line asks for it as before, never "This field: 1"."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "golden-age-4p", 0)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        form.query_one("#card_1").focus()
        await pilot.pause()
        assert form.live_text == "… type the money on Zoë's card", form.live_text
    book.close()


@run
async def test_a_later_ceo_buying_first_is_asked_naming_who_it_passes_over(tmp_path: Path) -> None:
    """A newcomer's try: Zoë bought a purchased action while Chuck was next in turn order; the ledger let it
    ("in turn order": Chuck passed over), and Chuck silently lost his purchase. The form asks first, naming him."""
    from ledger.games import golden_age as ga

    async with first_purchase_form(tmp_path) as (app, pilot, form):
        waiting = ga.purchase_next(app.game.state)
        assert len(waiting) >= 2
        first, later = (app.game.setup.players[s - 1] for s in waiting[:2])
        question = form.confirm_question({"player": waiting[1], "action": "research"}, "a summary")
        assert question is not None and question.startswith(f"{first} comes before {later} in turn order"), question
        assert f"passes {first} over" in question
        assert form.confirm_question({"player": waiting[0], "action": "research"}, "a summary") is None


@run
async def test_the_tables_form_uses_a_tall_terminals_room(tmp_path: Path) -> None:
    """At 120×36 each box showed 10 of the Stock Market's 26 rows, the dialog as tall as at 80×24 (a newcomer's
    try); its boxes take the taller form's room there. At 80×24 they are 5 rows high (each scrolls its rows): 10
    pushed the form's heading and Where from off its top (a later newcomer's try). At 120×36 two lines fewer than the
    room allows: the form box leaves them for a notice (FormScreen.box_limit, NOTICE_ROOM)."""
    for size, rows in (((120, 36), 17), (SIZE, 5)):
        (tmp_path / f"{size[0]}").mkdir()
        app = make_app(tmp_path / f"{size[0]}")
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await stored_game(pilot, new_1930("Boards", *NAMES))
            await keys(pilot, "t", "i")
            form = app.screen
            assert isinstance(form, TablesForm)
            assert form.query_one("#track").size.height == rows, size


@run
async def test_an_open_list_starts_on_its_first_action_not_on_its_prompt(tmp_path: Path) -> None:
    """The action form's Action list opened with Space or Down starts on Expand (its first action), not on the
    "choose" prompt (no line of the open list): Enter takes it. Opened again, it starts on the action chosen."""
    async with first_operating_action(tmp_path) as (app, pilot):
        await keys(pilot, "o", "enter")
        form = app.screen
        assert isinstance(form, OperateForm)
        action = form.query_one("#action", PickSelect)
        for opening in ("space", "down"):
            await keys(pilot, opening)
            overlay = action._list
            assert overlay is not None and overlay.highlighted == 0, opening  # the prompt is no line of it
            await keys(pilot, "escape")
            assert action.value is Select.NULL
        await keys(pilot, "space", "enter")
        assert action.value == "expand"
        await keys(pilot, "shift+tab")
        assert form.focused is action
        await keys(pilot, "space")
        assert action._list is not None and action._list.highlighted == 0
        await keys(pilot, "down", "enter")
        assert action.value == "relocate"


async def boards_tables_form(pilot: Any) -> TablesForm:
    """A new 1930 game's tables form for the boards' figures (t, b), its Stock Market typed in (the illustrative
    figures) and the Dividend Level table's first 14 rows ($1 from 0 to $14 from 175), the cursor on the empty
    line after them."""
    await stored_game(pilot, new_1930("Boards", *NAMES))
    await keys(pilot, "t", "b")
    form = pilot.app.screen
    assert isinstance(form, TablesForm)
    tables = illustrative_tables()
    form.query_one("#track", TextArea).text = "\n".join(f"{b['price']} {b['action_cost']}" for b in tables["track"])
    rows = "".join(f"{r['income_from']} {r['dividend']}\n" for r in tables["dividends"][:14])
    dividends = form.query_one("#dividends", TextArea)
    dividends.text = rows
    dividends.focus()
    dividends.move_cursor(dividends.document.end)
    await pilot.pause()
    assert tables["dividends"][14] == {"income_from": 200, "dividend": 15}  # the row the tests type
    return form


@run
async def test_the_tables_form_checks_a_row_once_the_banker_leaves_it(tmp_path: Path) -> None:
    """A newcomer typing the boards' tables row by row: "200 15" was refused at its "200 1" ("$1 after $14: a
    higher income never pays less"), in red, before the row was finished. A row is checked once its line is left
    (or the banker records); while it is typed the live line says so quietly. A row left as it is refused shows
    its refusal, even while the next row is typed."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = await boards_tables_form(pilot)
        live = form.query_one("#form-live")
        typing = "Typing line 15 of the Dividend Level table… checked once you leave the line or record"
        for typed in ("2", "20", "200", "200 ", "200 1"):
            await keys(pilot, typed[-1] if typed[-1] != " " else "space")
            assert form.live_text == typing, typed
            assert not live.has_class("-refused")
        await keys(pilot, "5")  # the row as printed: taken
        assert form.live_text.startswith("Will record: Stock Market"), form.live_text
        await keys(pilot, "backspace", "enter")  # "200 1" left: checked now
        assert form.live_text.startswith("Refused: ") and "$1 after $14" in form.live_text, form.live_text
        assert live.has_class("-refused")
        await keys(pilot, "7")  # the next row begun: the row left stays refused
        assert "$1 after $14" in form.live_text and live.has_class("-refused")
        await keys(pilot, "backspace", "backspace", "5")  # back on row 15, put right
        assert form.live_text.startswith("Will record: "), form.live_text
        await keys(pilot, "enter", "12")  # a row half typed, and the banker records: every row is checked
        before = len(app.game.records)
        await keys(pilot, "ctrl+s")
        assert app.screen is form and len(app.game.records) == before
        assert "Dividend Level, line 16: type two numbers" in form.live_text, form.live_text
        await keys(pilot, "backspace", "backspace", "ctrl+s")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert app.game.state.dividends[-1] == (200, 15)


@run
async def test_a_half_typed_row_is_checked_once_its_box_is_left(tmp_path: Path) -> None:
    """A price typed without its action cost, then Tab to the other box: the row is left, and said."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = await boards_tables_form(pilot)
        await keys(pilot, "200 15", "shift+tab")
        track = form.query_one("#track", TextArea)
        assert form.focused is track
        track.move_cursor(track.document.end)
        line = len(illustrative_tables()["track"]) + 1
        await keys(pilot, "enter", "45")
        assert form.live_text == f"Typing line {line} of the Stock Market… checked once you leave the line or record"
        await keys(pilot, "tab")
        assert form.focused is form.query_one("#dividends")
        # said after the box the cursor is in now, with the key back to the row
        assert form.live_text == (
            "… Cursor in the Dividend Level box (right): income from, $ a token, a row a line from income 0. Left to "
            f"do: Stock Market, line {line}: type two numbers — price, action cost (shift+Tab: the left box)."
        ), form.live_text


@run
async def test_the_stock_market_typed_box_by_box_is_checked_whole_once_left(tmp_path: Path) -> None:
    """The Stock Market typed from $1, a row at a time: "the track has no $3 box" was refused in red after the
    second row, the banker still typing the box. A refusal of the whole box waits until the box is left."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = await boards_tables_form(pilot)
        await keys(pilot, "200 15")  # the Dividend Level table whole
        track = form.query_one("#track", TextArea)
        track.text = ""
        track.focus()
        await keys(pilot, "1 1", "enter", "2 1", "enter")
        assert form.live_text == "Typing the Stock Market… checked once you leave the box or record"
        assert not form.query_one("#form-live").has_class("-refused")
        await keys(pilot, "tab")
        assert form.live_text.startswith("Refused: ") and "no $3 box" in form.live_text, form.live_text


@run
async def test_a_letter_on_the_closed_action_list_opens_it_and_chooses_nothing_unseen(tmp_path: Path) -> None:
    """A newcomer's finding ("nothing lost, nothing to guess"): "r" on the action form's closed Action list was to
    take Relocate unseen. The letter opens the list with that letter as its search, its match highlighted, and
    nothing is chosen until Enter; more letters narrow the search ("res": Research)."""
    async with first_operating_action(tmp_path) as (app, pilot):
        await keys(pilot, "o", "enter")  # the airline shown taken: on to the action
        form = app.screen
        assert isinstance(form, OperateForm)
        action = form.query_one("#action", PickSelect)
        assert form.focused is action and not action.expanded
        await keys(pilot, "r")
        overlay = action._list
        assert action.expanded and overlay is not None and form.focused is overlay  # the list is shown
        assert action.value is Select.NULL  # nothing chosen yet
        labels = action.labels()  # as the open list offers them
        assert overlay.highlighted is not None and labels[overlay.highlighted].startswith("Relocate")
        await keys(pilot, "e", "s")
        assert labels[overlay.highlighted].startswith("Research") and action.value is Select.NULL
        await keys(pilot, "enter")
        assert action.value == "research" and not action.expanded


@run
async def test_a_contract_while_ceos_may_still_buy_an_action_asks_first_naming_them(tmp_path: Path) -> None:
    """A newcomer's try at the End of Turn: after Ann bought and Bea declined, a contract (step 4) was recorded
    for Cal at once, and Cal and Dan silently lost their purchased actions (step 1 ended with it). The contract
    form asks first, naming the CEOs it passes over; n records nothing; once nobody may buy, it asks nothing."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", first_allowed("golden-age-4p", "golden_age.purchased_action"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        screen = app.screen
        waiting = [app.game.state.player(seat).name for seat in purchase_next(app.game.state)]
        assert waiting
        before = records(app)
        await type_fast(pilot, "c", "enter", "blu", "enter", "3", "enter")
        assert isinstance(app.screen, ConfirmScreen)
        asked = drawn_words(app)
        for name in waiting:
            assert name in asked, asked
        assert "passes" in asked and "no purchased action this turn" in asked, asked
        await keys(pilot, "n")  # back to the form, nothing recorded
        assert isinstance(app.screen, ContractForm) and records(app) == before
        await keys(pilot, "escape", "d")  # the 3 typed: Esc asks first, d drops
        for _seat in purchase_next(app.game.state):  # every CEO declines in turn order
            await keys(pilot, "p", "y")
        assert app.screen is screen and not purchase_next(app.game.state)
        await type_fast(pilot, "c", "enter", "blu", "enter", "3", "enter")
        assert app.screen is screen  # recorded at once: nobody passed over
        assert app.game.records[-1].kind == "golden_age.contract"


@run
async def test_buys_typed_at_once_each_land_with_their_buyer(tmp_path: Path) -> None:
    """A newcomer's try in tmux, buy 2 of the First Stock Round typed at once: "b", "o", Enter for Carla, then "b",
    "g", Enter for Neal. The letter opens the last list, Enter picks in it and leaves the focus nowhere (the next
    Enter records); the "b" and "g" typed there were lost, the next Enter recorded Carla's buy, and every key after
    it landed one player late. A letter there records the step as Enter does and opens the next form with it."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        started = [
            ("golden_age.found", {"player": seat, "airline": airline, "price": 5, "income": HOME[airline]})
            for seat, airline in enumerate(("Green", "Orange", "Blue"), start=1)
        ]
        await stored_set_up(pilot, "Typed at once", *started)
        screen = app.screen
        before = records(app)
        await type_fast(pilot, "b", "o", "enter", "b", "g", "enter", "enter")
        assert app.screen is screen
        assert records(app) == before + 2
        assert [r.summary for r in app.game.records[-2:]] == ["Carla buys Orange at $5", "Neal buys Green at $5"]


@run
async def test_a_letter_after_the_last_pick_of_a_fly_records_nothing_and_says_so(tmp_path: Path) -> None:
    """A Fly asks first: a letter typed after its last pick (the CEO's choice) does not record it. The banker is
    told the letter was not typed and that Enter records the step; the form stays, nothing recorded."""
    async with first_operating_action(tmp_path) as (app, pilot):
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, OperateForm) and form.query_one("#choice").display
        form.query_one("#choice").focus()
        await keys(pilot, "space", "enter")  # the first choice picked in the open list: the focus nowhere
        assert form.focused is None and form.accepted is not None
        await keys(pilot, "o")
        assert app.screen is form and len(app.game.records) == 20
        assert any('"o" not typed' in n.message for n in app._notifications)
        await keys(pilot, "enter")  # Enter records it, asking first
        assert isinstance(app.screen, ConfirmScreen)


@run
async def test_a_fly_income_not_the_one_on_the_books_is_said(tmp_path: Path) -> None:
    """A newcomer's try: $6 typed as Red's income flown while the books held $4 (its last income typed); the Fly's
    lines said only "Income $6 → Dividend Level $1". They now say it is not the income on the books, and say
    nothing of it when the income shown is kept."""
    async with first_operating_action(tmp_path) as (app, pilot):
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, OperateForm)
        income = form.query_one("#income", Input)
        books = int(income.value)
        assert "on the books" not in drawn_words(app)
        income.focus()
        await keys(pilot, "ctrl+a", str(books + 2))
        assert f"Income ${books + 2} (not the ${books} on the books: check the Income Track)" in drawn_words(app)


@run
async def test_the_action_form_says_why_an_action_is_not_offered(tmp_path: Path) -> None:
    """A newcomer's try: Research was gone from the Action list once the airline had researched, and nothing said
    why. Under the airline's line the form names what its list leaves out, in the ledger's words (Blue has flown
    in round 3 of the sample: no Fly, and Tech Level White: no Upgrade, no Open). Zoë's form starts on her own
    Green: Blue, Neal's, is picked."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "golden-age-4p", 30)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "o")
        form = app.screen
        assert isinstance(form, OperateForm) and form.query_one("#airline", Select).value == "Green"
        await pick(pilot, "Blue")
        assert form.query_one("#airline", Select).value == "Blue"
        info = " ".join(text(form.query_one("#fly-info")).split())
        assert "Not offered now:" in info and "Fly: Blue has already flown this turn" in info, info
        assert "Upgrade, Open: Blue is at Tech Level White" in info, info
        assert "fly" not in values(form, "action")
    book.close()


@run
async def test_the_tech_penalty_form_starts_on_an_airline_that_may_owe_one(tmp_path: Path) -> None:
    """A newcomer's try at the End of Turn: Yellow had reached Green with White cities on the board, but the
    tech penalty form (n) opened on Blue at Tech Yellow, where no penalty is possible, listed every airline
    alike, and nothing on the table said which airlines to count. The table names them with the colours of
    the cities that count, the form starts on one of them and says of the others why nothing counts (1930,
    End of Turn - Clean Up 3: "if the airline Tech Level is Green, ... for each Gate at a White Tech Level
    city"; Research: Green from the 4th box)."""
    app = make_app(tmp_path)
    # the sample's 3rd End of Turn: Blue (Tech box 5), Green (4) and Yellow (4) are at Green, Orange, Pink,
    # Brown and Red (3) and Purple (2) at Yellow; nothing recorded of step 3 yet
    game = import_sample(app.book, "golden-age-4p", 107)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GoldenAgeScreen) and app.game.state.phase == "end_of_turn"
        assert "Tech penalties to count (n): Blue, Green, Yellow: White cities." in drawn_words(app)
        # the cursor starts on the first airline, under the pinned Cash, Bought and Contr. rows
        await keys(pilot, "down", "down")  # the grid's cursor on Orange, at Yellow: nothing of it to count
        assert screen.query_one(DataTable).cursor_row == 3 + 2
        await keys(pilot, "n")
        form = app.screen
        assert isinstance(form, TechPenaltyForm)
        assert form.query_one("#airline", Select).value == "Blue"  # the first airline to count, not Orange
        labels = {value: str(label) for label, value in form.query_one("#airline", Select)._options}
        assert labels["Blue"] == "Blue · Tech 5 Green · White cities"
        assert labels["Orange"] == "Orange · Tech 3 Yellow · none possible"
        # Blue's one White city, as the sample records it (the CEOs still to buy an action are passed over: y)
        await type_fast(pilot, "enter", "1", "enter")
        assert isinstance(app.screen, ConfirmScreen)
        # the summary's "1 city(ies)" in words on the question (the stored summary keeps it)
        asked = " ".join(drawn_words(app).replace("█", " ").split())  # the lines of the question's box, joined
        assert "Blue tech penalty: 1 city below Green" in asked and "(tech penalty, 1 city)" in asked, asked
        assert "(ies)" not in asked, asked
        await keys(pilot, "y")
        assert app.screen is screen and app.game.records[-1].kind == "golden_age.tech_penalty"
        assert "Tech penalties to count (n): Green, Yellow: White cities." in drawn_words(app)
        await keys(pilot, "n")  # the cursor still on Orange: the form starts on Green
        form = app.screen
        assert isinstance(form, TechPenaltyForm)
        assert form.query_one("#airline", Select).value == "Green"
        labels = {value: str(label) for label, value in form.query_one("#airline", Select)._options}
        assert labels["Blue"] == "Blue · Tech 5 Green · recorded this turn"


@run
async def test_the_tech_penalty_list_and_the_table_name_the_cities_alike(tmp_path: Path) -> None:
    """A review: the form's list said "White/Yellow cities" where the table said "White or Yellow cities". At
    the sample's 5th End of Turn (Blue at Brown), both say "White or Yellow cities", whole on the closed list
    at 80x24 (1930, End of Turn - Clean Up 3)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 191)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert "Blue, Green, Yellow: White or Yellow cities" in drawn_words(app)
        await keys(pilot, "n")
        form = app.screen
        assert isinstance(form, TechPenaltyForm)
        assert form.query_one("#airline", Select).value == "Blue"
        await pilot.pause()
        drawn = drawn_text(app)
        assert "Blue · Tech 6 Brown · White or Yellow cities" in drawn, drawn


@run
async def test_a_count_that_disagrees_after_the_final_flight_names_it_once_in_the_bankers_words(
    tmp_path: Path,
) -> None:
    """A newcomer's try at the end of the sample: Carla's cash counted $1 too many read "last change: action #239
    Final Flight (Final Flight) (balance assertion)": the action named twice and an accountant's word. The
    count names the Final Flight once and no "balance assertion"; the journal's line of #239 names it once too."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 239)  # up to its Final Flight: the counts after it left out
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        state = app.game.state
        assert state.phase == "over" and app.game.records[-1].kind == "golden_age.final_flight"
        await keys(pilot, "k")
        count = app.screen
        assert isinstance(count, CountCashScreen)
        seat = count.query_one("#count-player", Select).value
        assert isinstance(seat, int)
        name, cash = state.player(seat).name, app.game.balance(f"p{seat}:cash")
        await keys(pilot, str(cash + 1), "enter")  # one dollar too many: refused, nothing recorded
        said = drawn_words(app)
        last = app.game.records[-1].seq
        assert f"{name}'s cash: counted ${cash + 1}, the books say ${cash}" in said, said
        assert f"The books last changed it at #{last} Final Flight." in said, said
        assert "Final Flight (Final Flight)" not in said and "balance assertion" not in said, said
        await keys(pilot, "escape", "j")  # the count refused leaves without asking; the journal on its last row
        assert isinstance(app.screen, JournalScreen)
        drawn = " ".join(drawn_text(app).split())
        assert f"#{last} Final Flight · " in drawn and "Final Flight · Final Flight" not in drawn, drawn


@run
async def test_a_price_the_buyer_cannot_pay_is_refused_before_the_income_is_typed(tmp_path: Path) -> None:
    """A newcomer's try: Cal ($3) typed an Initial Stock Price of $4 and the form said "Enter keeps it; missing:
    type its income"; the refusal came only once the income was typed. A price the buyer cannot pay (1930, The
    First Stock Round: "A value may not be set that the player starting the airline cannot afford") is said as
    soon as it is typed, and the income is asked for once the price is one the buyer can pay."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await carla_starts_with_six_dollars(pilot, "Short")
        await pick(pilot, "Yellow")
        await keys(pilot, "7")  # a price of the rules ($3-$7), but not one Carla can pay
        assert form.query_one("#income", Input).value == ""
        assert form.live_text.startswith(
            "Refused: Initial Stock Price: Carla has $6: an Initial Stock Price of $7 for 1 token costs $7"
        ), form.live_text
        await keys(pilot, "backspace", "6")
        assert form.live_text.startswith("… Initial Stock Price: 6 — Enter keeps it; missing: type its income"), (
            form.live_text
        )


@run
async def test_a_blank_final_flight_income_shows_no_payouts(tmp_path: Path) -> None:
    """A newcomer's try at the Final Flight: Blue's income cleared to retype it read "$ → level $1/token: Carla
    $2, Neal $4", the payouts of an income nobody typed. A blank income shows nothing beside it; typed again,
    its level and payouts come back."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 238)  # after the End of Turn of turn 6: the Final Flight
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert app.game.state.phase == "final_flight"
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FinalFlightForm)
        (row,) = [r for r in form.query(FieldRow) if r.note_id == "ffa_Blue"]  # the note beside Blue's income
        assert row.note.startswith("$ → level $"), row.note  # the tracked income, filled in
        typed = form.query_one("#ff_Blue", Input).value
        await keys(pilot, *["backspace"] * len(typed))
        assert form.query_one("#ff_Blue", Input).value == ""
        assert row.note == "" and "… type Blue's income" in form.live_text, (row.note, form.live_text)
        await keys(pilot, typed)
        assert row.note.startswith("$ → level $"), row.note


@run
async def test_the_contract_forms_key_line_says_it_asks_only_while_a_ceo_may_buy(tmp_path: Path) -> None:
    """A newcomer's try at the End of Turn: with every CEO's purchased action bought or declined, the contract
    and tech penalty forms still said "Asks first (y/n) while a CEO may still buy a purchased action", though
    they record at once. The line is there only while a CEO may still buy one."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", first_allowed("golden-age-4p", "golden_age.purchased_action"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        asks = "Asks first (y/n) while a purchased action or a tech penalty is still open"  # (none to count here)
        assert purchase_next(app.game.state)
        await keys(pilot, "c")
        assert isinstance(app.screen, ContractForm)
        assert asks in drawn_words(app)
        await keys(pilot, "escape")
        for _seat in purchase_next(app.game.state):  # every CEO declines in turn order
            await keys(pilot, "p", "y")
        assert not purchase_next(app.game.state)
        await keys(pilot, "c")
        assert isinstance(app.screen, ContractForm)
        # the form starts on the player next in turn order (a list showing a choice): its keys, no question
        assert asks not in drawn_words(app) and "ctrl+s: record" in drawn_words(app)
        await keys(pilot, "escape")
        # the tech penalty form alike (test_the_tech_penalty_form_starts_on_an_airline_that_may_owe_one): here no
        # airline is left to count, and n opens no form
        assert not ga.tech_penalties_to_count(app.game.state)


@run
async def test_a_tech_penalty_on_the_dividend_summary_and_its_sheet_counts_its_cities(tmp_path: Path) -> None:
    """A newcomer's try: the dividend summary screen and its printed sheet read "tech penalty, 2 city(ies)" for
    Brown's penalty of turn 4 (samples/golden-age-4p.md: two White cities behind Green). Both say "2 cities"."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 160)  # turn 5 begun: turn 4's End of Turn recorded
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "d")
        shown = " ".join(text(app.screen.query_one("#dividends-text", Static)).split())
        assert "Price: Brown $3 → $1 (tech penalty, 2 cities)" in shown and "(ies)" not in shown, shown
        # a newcomer's try: a paid City Upgrade of the Operation Phase is listed with every other payment
        assert "Paid to the Bank: Carla $10 for Orange, 1 paid Yellow City Upgrade" in shown, shown
        # the printed sheet says it too: tests/sheets/test_sheets_dividends.py
        # the summary opens on the turn the game stands in, in sight (a newcomer's re-try: at Turn 1)
        latest = text(app.screen.query_one("#dividends-last", Static))
        assert latest.startswith("== Turn 5"), latest
        await pilot.pause()
        scroll = app.screen.query_one("#dividends-scroll")
        last = app.screen.query_one("#dividends-last").region
        assert scroll.scroll_y > 0 and scroll.region.y <= last.y < scroll.region.bottom


@run
async def test_a_fourth_card_is_never_the_rulebooks_money(tmp_path: Path) -> None:
    """A newcomer's try: cards 1-3 kept as the rulebook's example and card 4 dealt at $23 typed by hand: the live
    line said "…Zoë $23 (rulebook example)" and the record stored "rulebook example" for all four cards, though
    the rulebook prints cards 1-3 only. Card 4 is said to be typed by the banker, on screen and in the record."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, new_1930("Four", *NAMES, "Zoë"), ("golden_age.tables", illustrative_tables()))
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        assert form.query_one("#money_4", Input).value == ""  # the rulebook prints no money for card 4
        form.query_one("#money_4", Input).focus()
        await keys(pilot, "23")
        form.query_one("#card_1", Input).focus()
        await pilot.pause()
        assert form.live_text.startswith(
            "Will record: First Round Turn Order: Carla $20, Neal $21, Chuck $22, Zoë $23 "
            "(cards 1-3: rulebook example; card 4: typed by the banker, not checked)\n"
        ), form.live_text
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, GoldenAgeScreen)
        stored = app.game.records[-1]
        assert stored.payload["provenance"] == "rulebook example and typed"
        typed = "Zoë $23 (cards 1-3: rulebook example; card 4: typed by the banker, not checked)"
        assert stored.summary.endswith(typed), stored.summary
        assert ga.table_notes(app.game.state)[-1] == (
            "First Round Turn Order cards 1-3: the rulebook example's money ($20, $21, $22), not checked against "
            "the cards. Card the rulebook does not print: card 4 $23, typed by the banker, not checked."
        )
        # the Totals (the players' cash) say it too, shorter, of cards 1-3 (the Dividend summary and its sheet in full);
        # the Stock Market screen does not (a newcomer's try: not the place of the money)
        await keys(pilot, "v")
        assert isinstance(app.screen, TotalsScreen)
        assert "Cards 1-3: the rulebook's starting money." in drawn_words(app)
        assert "card 4" not in drawn_words(app)
        await keys(pilot, "escape", "s")
        assert isinstance(app.screen, MarketScreen)
        assert "starting money" not in drawn_words(app)


@run
async def test_ending_the_turn_names_the_tech_penalties_still_to_count(tmp_path: Path) -> None:
    """A newcomer's try: confirming End of Turn named the CEOs who may still buy an action but only asked in
    general whether "this turn's ... tech penalties" were recorded. It names the airlines still to count, as the
    table does (1930, End of Turn - Clean Up 3)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 107)  # the 3rd End of Turn: Blue, Green and Yellow to count
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "e")
        assert isinstance(app.screen, EndTurnForm)
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        asked = " ".join(app.screen.question.split())
        assert (
            "Tech penalties to count (n): Blue, Green, Yellow: White cities. Ending the turn now counts none for them."
            in asked
        ), asked
        # whole on screen at 80x24, wrapped inside the question's box (as wide as the form under it)
        assert "Ending the turn now counts none for them." in " ".join(drawn_words(app).replace("█", " ").split())
        await keys(pilot, "n")


@run
async def test_no_buy_to_afford_says_per_airline_which_rule(tmp_path: Path) -> None:
    """A newcomer's try: the table said "… has no legal buy to afford" and b "may buy no Stock token of a started
    airline now (pool, limits or cash)", naming no rule. The sample's 6th Stock Round, Neal: Blue would be his
    5th Blue token, every other airline's pool is empty. Both say so per airline (1930, Basic Rules About Stock
    Tokens; Normal Stock Rounds, Buy)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 201)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        why = (
            "Blue: holds 4, at most 4 in one airline; Green, Orange, Yellow, Pink, Red, Purple: no token in the "
            "Available Stock Pool"
        )
        shown = drawn_words(app)
        assert f"has no legal buy to afford ({why}): p passes." in shown, shown
        await keys(pilot, "b")
        said = " ".join([n.message for n in app._notifications][-1].split())
        assert f"Neal may buy no Stock token of a started airline now: {why}." in said, said
        assert "pool, limits or cash" not in said


@run
async def test_the_end_of_turn_keeps_the_players_cash_in_sight_at_80x24(tmp_path: Path) -> None:
    """A newcomer's try: at 80x24 the End of Turn with all 8 airlines started scrolled the Cash, Bought and
    Contr. rows off the grid. They come first and stay pinned while the airlines scroll; and all 8 airlines fit
    with them (the legend on one line)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 107)  # the 3rd End of Turn: 8 airlines started
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert sum(a.status == "founded" for a in app.game.state.airlines.values()) == 8
        lines = [" ".join(line.split()) for line in drawn_text(app).splitlines()]
        grid = lines[lines.index("Airline Price Act.$ Tech Carla Neal Chuck Zoë CEO") :]
        # Zoë holds the First Player marker: hers is the first choice (each in a word, none blank)
        assert grid[1:4] == ["Cash $32 $31 $37 $38", "Bought later later later next", "Contr. 1/5 0/5 0/5 0/5"], grid
        assert [row.split()[0] for row in grid[4:12]] == [
            "Blue",
            "Green",
            "Orange",
            "Yellow",
            "Pink",
            "Brown",
            "Red",
            "Purple",
        ], grid
        table = app.screen.query_one(DataTable)
        assert table.fixed_rows == 3 and table.cursor_row == 3  # the cursor on Blue, not on Cash
        await keys(pilot, *["down"] * 9)  # to Purple and beyond: the players' rows stay in sight
        assert "Cash $32 $31 $37 $38" in [" ".join(line.split()) for line in drawn_text(app).splitlines()]


@run
async def test_the_next_line_keeps_the_turn_after_an_end_of_turn_is_undone(tmp_path: Path) -> None:
    """A newcomer's try: after undoing an End of Turn the Next line read "Next: End of Turn: purchased actions…",
    its "Turn 4," dropped to make room. The turn is said shorter last: the other parts give way first."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = short_game(book, turns=2)
    book.record(game_id, "golden_age.end_turn", {})
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        assert app.game.state.turn == 2
        await keys(pilot, "ctrl+z")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        if not isinstance(app.screen, GoldenAgeScreen):  # the undone End of Turn offered again: not now
            await keys(pilot, "escape")
        assert isinstance(app.screen, GoldenAgeScreen) and app.game.state.phase == "end_of_turn"
        drawn = drawn_text(app).splitlines()
        assert drawn[2].startswith("Next: Turn 1, End of Turn: purchased actions: Ann (then Bea)"), drawn[:4]
        assert drawn[3].rstrip().endswith("e End turn)"), drawn[:4]  # its keys whole still
    book.close()


@run
async def test_the_end_of_turn_keeps_every_airline_in_sight_beside_a_long_preview(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: the End of Turn's "If the turn ended now" text took more lines than were left and
    squeezed the Purple row out of sight. The preview is said shorter until the grid keeps all 8 airlines (the
    lines above already say the turn); at 120x36 it is said whole."""
    import dataclasses

    from ledger.record_file import read_record

    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as path:
        setup, actions, _created = read_record(path)
    # names of 8 and 9 letters: the grid shows seat numbers and their legend takes a line
    setup = dataclasses.replace(setup, players=["Carlotta", "Nathaniel", "Charlotte", "Zoë"])
    for size, whole in ((SIZE, False), ((120, 36), True)):
        book = Book(f"sqlite:///{tmp_path / f'{size[0]}.sqlite'}")
        game = book.import_actions(setup, actions[:148])  # the 4th End of Turn, its purchases still to come
        app = AirbankerApp(book, config_path=tmp_path / "config.toml")
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            app.open_game(game)
            await pilot.pause()
            drawn = drawn_text(app)
            rows = [line.split()[0] for line in drawn.splitlines() if line.strip()]
            for airline in ("Blue", "Green", "Orange", "Yellow", "Pink", "Brown", "Red", "Purple"):
                assert airline in rows, drawn
            words = " ".join(drawn.split())
            if whole:
                assert "If the turn ended now: End of Turn 4; Brown $4 → $3 (did not Fly this turn); Turn 5: " in words
                assert "Nathaniel holds the First Player marker." in words, drawn
            else:
                assert "If the turn ended now: Brown $4 → $3; Turn 5: Nathaniel First Player." in words, drawn
        book.close()


@run
async def test_a_key_typed_ahead_of_the_pass_question_is_answered_with_its_keys(tmp_path: Path) -> None:
    """A newcomer's try: Pass asked y/n, and a key typed straight after p went to the question unseen. The
    question's keys are in its footer, and a key typed before it showed answers nothing and says them (nothing is
    recorded)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 113)  # Turn 4's Normal Stock Round: Neal buys or passes
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        before = records(app)
        await type_fast(pilot, "p", "b")
        assert isinstance(app.screen, ConfirmScreen)
        assert drawn_text(app).splitlines()[-1].split() == ["y", "Pass", "n", "No"]
        # in the question's own keys line (a notice at the top hid the turn line and outlived the question)
        said = " ".join(text(app.screen.query_one("#confirm-keys", Static)).split())
        # typed before the question showed: no answer, whatever the key (a y would not have passed either)
        assert said == (
            "'b' was typed before this question showed: not an answer, not used. y or Enter: Pass n or Esc: No, go back"
        ), said
        assert records(app) == before
        await pilot.pause(0.5)  # (the keys typed straight after a refused one are not used)
        await keys(pilot, "y")
        assert records(app) == before + 1


@run
async def test_an_undone_pass_or_decline_is_asked_again(tmp_path: Path) -> None:
    """A newcomer's try: undoing a Pass (or a declined purchased action) said "type it anew", though the action
    is one question. Undone, it is asked again, as a form opens again filled in: y records it again."""
    app = make_app(tmp_path)
    passed = import_sample(app.book, "golden-age-4p", 117)  # #117: Carla passes (Turn 4's Normal Stock Round)
    declined = import_sample(app.book, "golden-age-4p", 191, day=2)  # Turn 5's End of Turn: Neal buys first
    app.book.record(declined, "golden_age.decline_purchase", {"player": 2})
    async with app.run_test(size=SIZE) as pilot:
        for game, question in (
            (passed, "Carla passes: no more buys this round?"),
            (
                declined,
                "Does Neal decline the purchased action for Blue or Purple?\n"
                "Neal buys no extra action this turn (End of Turn, step 1) and pays nothing; nothing else is recorded.",
            ),
        ):
            await pilot.pause()
            app.open_game(game)
            await pilot.pause()
            before = records(app)
            await keys(pilot, "ctrl+z")
            assert isinstance(app.screen, ConfirmScreen)
            assert "It is then asked again: y records it again" in app.screen.detail
            await keys(pilot, "y")
            assert isinstance(app.screen, ConfirmScreen), drawn_text(app)
            assert app.screen.question == question
            said = [n.message for n in app._notifications]
            assert not any("type it anew" in m for m in said), said
            await keys(pilot, "y")
            assert isinstance(app.screen, GoldenAgeScreen)
            assert records(app) == before + 2  # the undo, the action again
            assert app.game.records[-1].kind == app.game.records[-3].kind
            await keys(pilot, "escape")


@run
async def test_a_not_now_notice_leaves_the_turn_line_in_sight(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: a "Not now" of two lines, on the top lines, covered the line saying the turn and
    the phase. It goes down, on the rows the grid leaves blank (else above the "More:" keys), as a "Recorded" does."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 113)  # Turn 4's Normal Stock Round: Neal buys or passes
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "f")  # no airline to start
        await pilot.pause(0.2)
        drawn = drawn_text(app).splitlines()
        assert drawn[1].startswith("Turn 4, Normal Stock Round · First Player: Carla"), drawn
        assert drawn[2].startswith("Next: Normal Stock Round: Neal"), drawn
        more = next(i for i, line in enumerate(drawn) if line.startswith("More:"))
        row = next(i for i, line in enumerate(drawn) if line.startswith("▌ Not now · Neal may start no airline now"))
        assert 2 < row < more - 1 and drawn[row + 1].startswith("▌ "), drawn  # both its lines below the turn's
        assert drawn[-1].split()[:2] == ["esc", "Games"], drawn  # the footer in sight
        await keys(pilot, "p", "y")  # the question comes over the table: the notice goes, a Recorded in its place
        await pilot.pause(0.2)
        drawn = drawn_text(app).splitlines()
        more = next(i for i, line in enumerate(drawn) if line.startswith("More:"))
        assert any(line.startswith("▌ Recorded") for line in drawn[3:more]), drawn
        assert not any(line.startswith("▌ Not now") for line in drawn), drawn
        assert drawn_text(app).splitlines()[1].startswith("Turn 4"), drawn_text(app)


@run
async def test_the_income_form_starts_on_the_income_due(tmp_path: Path) -> None:
    """A newcomer's try: at the End of Turn ("confirm the incomes: Brown") the Income form opened on another
    airline. It opens on the airline whose income is due, the focus on its income: the first thing to type."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 149)  # Turn 4's End of Turn: Brown's income not typed
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert ga.incomes_not_current(app.game.state) == ("Brown",)
        await keys(pilot, "down", "down", "down")  # the grid's cursor on Yellow, an income typed this turn
        await keys(pilot, "i")
        form = app.screen
        assert isinstance(form, IncomeForm)
        assert form.query_one("#airline", Select).value == "Brown"
        assert app.focused is form.query_one("#income")
        await keys(pilot, "12", "ctrl+s")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert app.game.records[-1].kind == "golden_age.income"
        assert app.game.records[-1].payload == {"airline": "Brown", "income": 12}


@run
async def test_the_tables_forms_line_numbers_are_plainly_not_typed(tmp_path: Path) -> None:
    """A newcomer's try: the Stock Market box of the tables form showed " 1" before anything was typed, in the
    text's colour: it read as typed. The line numbers (the live line names the lines by them) are dimmed on a
    shade of their own, and the key line says what they are."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 29)  # the tables not entered yet
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "t", "b")  # type the figures printed on the boards
        form = app.screen
        assert isinstance(form, TablesForm)
        box = form.query_one("#track", TextArea)
        assert box.text == ""
        await keys(pilot, "1 1", "enter")
        text, gutter = box.rich_style, box.get_component_rich_style("text-area--gutter")
        assert gutter.color != text.color and gutter.bgcolor != text.bgcolor, (gutter, text)
        assert 'A row a line ("5 2"), its number dimmed at the left' in drawn_words(app)


@run
async def test_an_end_of_turn_too_long_for_80x24_scrolls_to_its_last_airline(tmp_path: Path) -> None:
    """Where even the shortest preview leaves the grid too little room (long names: the seats' legend takes two
    lines), the last airline is reached by End or Down, the players' rows pinned above it."""
    import dataclasses

    from ledger.record_file import read_record

    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as path:
        setup, actions, _created = read_record(path)
    names = ["Carla Montgomery-Smythe", "Neal Oppenheimer", "Chuck Vanderbilt", "Zoë Kowalczyk-Brown"]
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game = book.import_actions(dataclasses.replace(setup, players=names), actions[:150])
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()

        def rows() -> list[str]:
            return [line.split()[0] for line in drawn_text(app).splitlines() if line.strip()]

        assert "Purple" not in rows()  # below the grid's room at first
        await keys(pilot, "end")
        assert "Purple" in rows() and "Cash" in rows(), drawn_text(app)
        await keys(pilot, "home")  # on the Cash row: Purple is the 11th row
        assert "Purple" not in rows()
        await keys(pilot, *["down"] * 10)
        assert "Purple" in rows() and "Cash" in rows(), drawn_text(app)
    book.close()


@run
async def test_the_purchased_action_form_offers_only_who_may_still_buy(tmp_path: Path) -> None:
    """A newcomer's try at the End of Turn: the purchased action's Player list offered Carla, who had bought
    ("· has bought"), and Down, Enter took her; her Airline list was empty and the line asked to "choose the
    airline". The list offers the players who may still buy, in turn order, from the one whose choice it is; a
    player who may not buy is told so by name."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 148)  # Turn 4's End of Turn: Carla holds the marker
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        # Carla, first in turn order, buys an Expand for Orange (income $70 → $76)
        assert app.record(
            "golden_age.purchased_action", {"player": 1, "airline": "Orange", "action": "expand", "income": 76}
        )
        await pilot.pause()
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        player = form.query_one("#player", PickSelect)
        assert [seat for _label, seat in player._options if seat is not None] == [2, 3, 4]  # Neal, Chuck, Zoë
        assert player.value == 2
        await keys(pilot, "down", "enter")  # the newcomer's keys: the list opens on Neal, Enter takes him
        assert player.value == 2 and form.query_one("#airline", Select).value == "Blue"
        # were Carla chosen (an action undone and offered again, say), the line says why she may not buy
        with player.prevent(Select.Changed):
            player.set_options(form._all_player_options())
            player.value = 1
        await keys(pilot, "ctrl+s")
        assert "Carla has bought an action this turn" in form.live_text, form.live_text
        assert records(app) == 149


@run
async def test_the_end_turn_form_starts_on_the_income_to_check(tmp_path: Path) -> None:
    """A newcomer's try at Turn 4's End of Turn: the "confirm the Income Track" form opened on Blue, though Brown
    (not flown, its income not typed this turn) was the one marked "check it". It opens on Brown's income."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 151)  # Turn 4: after the contract, the turn to end
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert incomes_not_current(app.game.state) == ("Brown",)
        await keys(pilot, "e")
        form = app.screen
        assert isinstance(form, EndTurnForm)
        focused = form.focused
        assert isinstance(focused, Input) and focused.value == "12", focused  # Brown's income, $12
        assert "▸ Brown" in drawn_text(app)


@run
async def test_p_in_the_first_stock_round_says_only_why_pass_is_refused(tmp_path: Path) -> None:
    """A newcomer's try: p in the First Stock Round (Pass there) said why Neal may not pass, then "· Declining a
    purchased action belongs to the End of Turn Phase", beside the point. A key's action of another phase is
    named only when none of this phase says why (in the Setup both are, test above)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 6)  # the First Stock Round: Neal's second buy
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "p")
        assert isinstance(app.screen, GoldenAgeScreen) and records(app) == 6
        said = [n.message for n in app._notifications][-1]
        assert "buying is compulsory in the First Stock Round" in said, said
        assert "End of Turn" not in said and "Declining" not in said, said


@run
async def test_the_fly_form_marks_what_enter_acts_on_after_the_ceos_choice(tmp_path: Path) -> None:
    """A newcomer's try: in the Fly form, once the CEO's choice was picked no field carried the ▸ (Enter did record).
    The key line Enter acts on carries it then; one ▸ on the form at every step."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 167)  # Turn 5, Operating Round 2: Neal flies Blue
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, OperateForm)
        for step in ("enter", "enter", "space", "enter"):  # Blue, its income $80, the choice list, Full Dividend
            await keys(pilot, step)
            assert drawn_text(app).count("▸") == 1, (step, drawn_text(app))
        assert form.focused is None and form.query_one("#choice", Select).value == 1
        assert "▸ Enter: record" in drawn_text(app)


def import_renamed(book: Book, sample: str, upto: int, *names: str) -> int:
    """:func:`tui_helpers.import_sample` with the sample's players renamed ``names`` (same seats, same play)."""
    import dataclasses

    from ledger.record_file import read_record

    with resources.as_file(resources.files("samples").joinpath(f"{sample}.jsonl")) as path:
        setup, actions, _created = read_record(path)
    setup = dataclasses.replace(setup, players=names)
    return book.create_game(setup, first=[(a.kind, a.payload, a.note) for a in actions[:upto]])


def grid_rows(app: AirbankerApp, head: str) -> list[str]:
    """The grid's drawn lines from the one starting with ``head``, runs of spaces squeezed."""
    lines = [" ".join(line.split()) for line in drawn_text(app).splitlines()]
    return lines[next(i for i, line in enumerate(lines) if line.startswith(head)) :]


@run
async def test_one_letter_names_leave_every_figure_of_their_columns_whole(tmp_path: Path) -> None:
    """A newcomer's try with players A, B, C, D: the player columns were as wide as the name and "»", so the Cash
    row read "$2 $2 $2 $2" for $20-$23, and with 3-letter names the End of Turn's Bought row read "late". Each
    column is as wide as its widest cell. The sample's cards: A $22, B $20, C $23, D $21 (1930, Setup 3); its 3rd
    End of Turn: cash $32 $31 $37 $38 (golden-age-4p.md)."""
    for size in (SIZE, (120, 36)):
        (tmp_path / f"{size[0]}").mkdir()
        app = make_app(tmp_path / f"{size[0]}")
        first = import_renamed(app.book, "golden-age-4p", 2, "A", "B", "C", "D")
        end = import_renamed(app.book, "golden-age-4p", 107, "A", "B", "C", "D")
        ends = import_renamed(app.book, "golden-age-4p", 107, "Ann", "Bob", "Cal", "Dee")
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            app.open_game(first)
            await pilot.pause()
            assert app.game.state.phase == "first_stock"
            assert "Cash $22 $20 $23 $21" in grid_rows(app, "Airline"), drawn_text(app)
            app.open_game(end)
            await pilot.pause()
            rows = grid_rows(app, "Airline")
            figures = [row.split()[1:] for row in rows[1:4]]
            assert figures == [
                ["$32", "$31", "$37", "$38"],
                ["later", "later", "later", "next"],
                ["1/5", "0/5"] + ["0/5"] * 2,
            ]
            app.open_game(ends)
            await pilot.pause()
            assert "Bought later later later next" in grid_rows(app, "Airline"), size


FIVE = ("Carla", "Neal", "Chuck", "Zoë", "Evangeline")


@run
async def test_enter_in_a_money_box_goes_to_the_next_players_money(tmp_path: Path) -> None:
    """A newcomer's try with 5 players: m, 23 Enter 24 Enter put 24 in Evangeline's card box ("card 24 money $"),
    and ctrl+s's "the line under the fields says why" found the line asking for her money. After the cards, Enter in
    a money box goes to the next money still to type (cards 1-5 left as filled); a card out of 1-5 is said naming
    its box. Cards 1-3 are the rulebook's $20, $21, $22 (1930, Setup 3); 4 and 5 are typed."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, new_1930("Five", *FIVE), ("golden_age.tables", illustrative_tables()))
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        await keys(pilot, *["enter"] * 5)  # card by card: then the money still to type
        assert form.focused is form.query_one("#money_4")
        await keys(pilot, "23", "enter")
        assert form.focused is form.query_one("#money_5")
        assert form.query_one("#card_5", Input).value == "5"
        # a card out of 1-5 typed in Evangeline's box: the line names the box and what it holds
        await keys(pilot, "shift+tab", "24", "ctrl+s")
        assert isinstance(app.screen, StartingMoneyForm)
        live = " ".join(text(form.query_one("#form-live")).split())
        assert "Evangeline's card 24: with 5 players the cards are 1-5" in live, live
        await keys(pilot, "backspace", "backspace", "5", "tab", "24", "enter")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert {k: v for k, v in balances(app).items() if k != "bank"} == {
            f"p{seat}:cash": 19 + seat for seat in range(1, 6)
        }


@run
async def test_the_stock_round_keeps_who_has_passed_in_sight(tmp_path: Path) -> None:
    """A newcomer's try: a Normal Stock Round with 5 players and 9 airlines at 80x24 scrolled the Passed row off
    the grid; nothing showed who had passed. The players' rows (Cash, Tok/10, Passed) come first, pinned while the
    airlines scroll under them. The sample's 1st Normal Stock Round, after Carla's and Chuck's passes
    (golden-age-4p.md)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 46)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert app.game.state.phase == "stock"
        grid = app.screen.query_one("#grid", DataTable)
        assert grid.fixed_rows == 3
        await keys(pilot, "end")  # the cursor to the last airline: the players' rows stay
        rows = grid_rows(app, "Airline")
        assert rows[1].split() == ["Cash", "$5", "$0", "$7", "$0"], rows
        assert rows[3].split() == ["Passed", "yes", "yes"], rows
        assert rows[11].startswith("Purple"), rows
        assert grid.cursor_row == 10  # on Purple, below the 3 pinned rows


@run
async def test_the_fly_form_says_its_keys_on_one_line(tmp_path: Path) -> None:
    """A newcomer's try: Fly, no CEO, the cursor on "Gates in reserve": the form showed "Ready: Enter … asks to record
    this Fly" and "Enter: next field · on the last field…" (Enter asked to record); reopened after an undo, "Enter:
    take the one shown, next" beside it. The live line says the Fly is ready; the key line alone says the keys, and
    on the last field that Enter records."""
    from tui.base.widgets import FORM_KEYS
    from tui.games.golden_age.forms import LAST_FIELD_KEYS_ASKED as LAST_FIELD_KEYS

    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "golden-age-4p", 60)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, OperateForm)
        await pick(pilot, "Red")
        for _ in range(20):
            await pilot.pause(0.05)
            if form.focused is form.query_one("#income"):
                break
        await keys(pilot, "enter", "enter", "3", "enter")  # the income kept, no CEO's choice to make
        assert form.focused is form.query_one("#gates_reserve")
        words = drawn_words(app)
        assert FORM_KEYS not in words, words
        await keys(pilot, "3")
        words = drawn_words(app)
        assert "Ready: this Fly can be recorded (asked first)." in words, words
        assert LAST_FIELD_KEYS in words and FORM_KEYS not in words and "Ready: Enter" not in words, words
        await keys(pilot, "shift+tab")  # back on the Gates available: Enter goes on there
        words = drawn_words(app)
        assert FORM_KEYS in words and LAST_FIELD_KEYS not in words, words
        await keys(pilot, "tab", "enter", "y")
        assert isinstance(app.screen, GoldenAgeScreen)
        await keys(pilot, "ctrl+z", "y")
        form = app.screen
        assert isinstance(form, OperateForm)
        words = drawn_words(app)
        assert "Ready: Enter" not in words and "Ready: this Fly can be recorded" in words, words
    book.close()


@run
async def test_no_penalty_key_when_no_airline_is_left_to_count(tmp_path: Path) -> None:
    """A newcomer's try: at an End of Turn where every airline is at White or Yellow Tech, n Penalty was offered and
    opened an empty form saying "No airline is left to count". The key is not offered; pressed, it says why (1930,
    End of Turn - Clean Up 3: cities more than one Tech colour below count). The sample's 1st End of Turn."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 35)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert app.game.state.phase == "end_of_turn"
        assert not ga.tech_penalties_to_count(app.game.state)
        words = drawn_words(app)
        assert "n Penalty" not in words and "Penalty" not in words, words
        await keys(pilot, "n")
        assert isinstance(app.screen, GoldenAgeScreen)
        said = " ".join([n.message for n in app._notifications][-1].split())
        assert "No airline is left to count a tech penalty for" in said, said


@run
async def test_the_no_legal_buy_line_names_the_airlines_too_dear_to_start(tmp_path: Path) -> None:
    """A newcomer's try: "has no legal buy to afford (…)" named every started airline but left out those not
    started that the player could not afford to start. The sample's First Stock Round, Neal's 2nd buy with $1: an
    Initial Stock Price is $3 at least (1930, The First Stock Round)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 10)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        words = drawn_words(app)
        assert "Brown, Red, Purple (not started): starting it costs at least $3, they have $1): p passes." in words, (
            words
        )


@run
async def test_the_ceo_choice_label_keeps_a_long_name_whole(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: the Fly form's label read "CEO Bartholom… choos…", then (32-letter names)
    "Maximiliana Oberhau… ▸choose 1-5": the name cut, "chooses" gone, the focus mark in the field's column. A name
    that fits the label with the mark before it stays there ("Bartholomew's choice" does not: 20 cells); a longer one
    has a line of its own above the row, whole, at 80x24 and 120x36."""
    from tui.games.golden_age.forms import ceo_label

    assert ceo_label("Zoë") == ("Zoë's choice", "")  # one wording for every name that fits (not "CEO Zoë chooses")
    assert ceo_label("Benedikt") == ("Benedikt's choice", "")
    assert ceo_label("Bartholome") == ("Bartholome's choice", "")
    assert ceo_label("Bartholomew") == ("CEO's choice", "Bartholomew, the CEO, chooses:")
    assert ceo_label("") == ("CEO's choice", "")
    long = "Maximiliana Oberhauser-Lindqvist"  # 32 letters, Pink's CEO (seat 3) at the sample's action 60
    names = ("Bartholomew Fitzgerald-Smythe", "Evangeline Worthington-Blake", long, "Zoë")
    for size in (SIZE, (120, 36)):
        (tmp_path / f"{size[0]}").mkdir()
        app = make_app(tmp_path / f"{size[0]}")
        game = import_renamed(app.book, "golden-age-4p", 60, *names)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            app.open_game(game)
            await pilot.pause()
            await keys(pilot, "f", "tab", "tab")  # Pink, its income, then the CEO's choice
            form = app.screen
            assert isinstance(form, OperateForm)
            assert form.focused is form.query_one("#choice")
            # the form's lines, inside its border
            lines = [line.split("│")[1].strip() for line in drawn_text(app).splitlines() if line.count("│") >= 2]
            at = next(i for i, line in enumerate(lines) if line.startswith(f"{long}, the CEO, chooses:"))
            assert lines[at + 1].startswith("▸ CEO's choice"), lines[at - 1 : at + 2]


@run
async def test_the_key_line_asks_first_only_for_an_action_that_asks(tmp_path: Path) -> None:
    """A newcomer's try at 80x24, Airline action form, `o`, Enter, `e`, Enter: the key line said "Enter or ctrl+s:
    record (asked first)" on an Expand's income, recorded at once with no question; and the same line stayed under a
    refusal, where Enter records nothing. It says what Enter does for the action chosen (a Fly's "asked first":
    test_the_fly_form_says_its_keys_on_one_line)."""
    from tui.games.golden_age.forms import LAST_FIELD_KEYS, REFUSED_KEYS

    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 60)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "o", "enter", "e", "enter")  # Green (income $24), Expand, on its income
        form = app.screen
        assert isinstance(form, OperateForm)
        assert form.query_one("#action", Select).value == "expand"
        assert form.focused is form.query_one("#income")
        words = drawn_words(app)
        assert LAST_FIELD_KEYS in words and "(asked first)" not in words.replace("A Fly asks first", ""), words
        await keys(pilot, "5", "enter")  # below the $24 on the books: refused
        assert isinstance(app.screen, OperateForm)
        words = drawn_words(app)
        assert "Refused: Income" in words and REFUSED_KEYS in words and LAST_FIELD_KEYS not in words, words
        await keys(pilot, "backspace", "30")
        words = drawn_words(app)
        assert LAST_FIELD_KEYS in words and REFUSED_KEYS not in words, words
        before = records(app)
        await keys(pilot, "enter")  # recorded at once, as the line said: no question
        assert isinstance(app.screen, GoldenAgeScreen)
        assert records(app) == before + 1


@run
async def test_the_purchased_action_starts_on_an_airline_that_may_fly(tmp_path: Path) -> None:
    """A newcomer's try (golden-age-4p to action 234, End of Turn 6, three declines, then `u`): Neal's Airline list
    started on "Blue · flown", though his only useful buy was Purple, not flown. It starts on the first airline of
    his that may still Fly; Blue stays offered."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 234)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "p", "y", "p", "y", "p", "y", "u")
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        assert form.query_one("#player", Select).value == 2  # Neal, CEO of Blue (flown) and Purple
        airline = form.query_one("#airline", PickSelect)
        assert airline.value == "Purple", airline.value
        assert [value for _label, value in airline._options if value is not Select.NULL] == ["Blue", "Purple"]
        assert "Purple · action cost $3 · CEO" in drawn_words(app)


def five_in_a_normal_stock_round(book: Book) -> int:
    """The :data:`FIVE` players' game in turn 2's Normal Stock Round, recorded through the Book: each started one
    airline at $3 (Blue, Green, Orange, Yellow, Pink in seat order) and bought one token of each of the next two;
    every action of turn 1 an Expand to $7; nobody flew, so each airline went back to $2 at the End of Turn. Brown,
    Red, Purple and Black are not started: the grid shows all 9."""
    game_id = book.create_game(GameSetup("golden_age", "standard", "Five", FIVE, {"turns": 6}))
    firsts = ["Blue", "Green", "Orange", "Yellow", "Pink"]
    book.record(game_id, "golden_age.starting_money", {"cards": starting_cards(5)})
    book.record(game_id, "golden_age.tables", illustrative_tables())
    for seat, airline in enumerate(firsts, 1):
        book.record(game_id, "golden_age.found", {"player": seat, "airline": airline, "price": 3, "income": 6})
    for shift in (1, 2):
        for seat in range(1, 6):
            book.record(game_id, "golden_age.buy", {"player": seat, "airline": firsts[(seat - 1 + shift) % 5]})
    state = book.game(game_id).state
    while seat := operation_next(state):
        player = state.player(seat)
        airline = next(a for a, n in sorted(player.holdings.items()) if n > player.used.get(a, 0))
        payload = {"player": seat, "airline": airline, "action": "expand", "income": 7}
        book.record(game_id, "golden_age.operate", payload)
        state = book.game(game_id).state
    book.record(game_id, "golden_age.end_turn", {})
    assert book.game(game_id).state.phase == "stock"
    return game_id


@run
async def test_all_nine_airlines_stay_in_sight_in_a_five_player_stock_round(tmp_path: Path) -> None:
    """A newcomer's try at 80x24, a new 5-player game's Normal Stock Round, after `f p Enter 3 Enter 5 Enter` (Neal
    starts Purple at $3): the Next line took two lines and the 9th airline, Black (not started), scrolled off under
    the pinned players' rows. The limits are said shorter then, so the grid keeps all 9 airlines whole."""
    app = make_app(tmp_path)
    game_id = five_in_a_normal_stock_round(app.book)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        words = drawn_words(app)
        assert "Black — 4 +3" in words, words
        # the limits said short already: the seats' heads take two lines ("1" over "Carla"), the grid counted with
        # them (test_tui_ga_long_name_heads.py); after the start, with no room for them, one line ("1 Car…")
        assert "Limits: 10 tokens, 4 of an airline" in words and "the grid scrolls" not in words, words
        assert grid_rows(app, "Airline")[2].startswith("Cash"), grid_rows(app, "Airline")
        await keys(pilot, "f", "p", "enter", "3", "enter", "5", "enter")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert app.game.state.airlines["Purple"].status == "founded"
        rows = grid_rows(app, "Airline")
        assert [row.split()[0] for row in rows[4:13]] == [
            "Blue", "Green", "Orange", "Yellow", "Pink", "Brown", "Red", "Purple", "Black",
        ], rows  # fmt: skip
        words = drawn_words(app)
        assert "Limits: 10 tokens, 4 of an airline, not all its tokens in play · Pool +n: later" in words, words
        assert "the grid scrolls" not in words, words


@run
async def test_the_forms_leave_the_table_in_sight_at_120x36(tmp_path: Path) -> None:
    """A newcomer's try at 120x36: the forms, centred, hid table rows with 9-10 lines free below them: the End of
    Turn form Orange to Brown, the Buy form (5 players) Brown to Black, the Fly form the Actions row. They sit at
    the foot of a tall terminal, the table whole above them."""

    def above_the_form(app: AirbankerApp) -> list[str]:
        lines = drawn_text(app).splitlines()
        top = next(i for i, line in enumerate(lines) if "╭" in line)
        return [" ".join(line.split()) for line in lines[:top]]

    cases = (
        (("golden-age-4p", 60), ("f",), OperateForm, ("Purple", "Cash", "Actions")),
        # End of Turn 6, every purchased action declined
        (("golden-age-4p", 234), ("p", "y") * 4 + ("e",), EndTurnForm, ("Red", "Purple")),
        (None, ("f", "p", "enter", "3", "enter", "5", "enter", "b"), BuyForm, ("Purple", "Black")),
    )
    for number, (sample, presses, form_type, last_rows) in enumerate(cases):
        (tmp_path / f"{number}").mkdir()
        app = make_app(tmp_path / f"{number}")
        game_id = five_in_a_normal_stock_round(app.book) if sample is None else import_sample(app.book, *sample)
        async with app.run_test(size=(120, 36)) as pilot:
            await pilot.pause()
            app.open_game(game_id)
            await pilot.pause()
            await keys(pilot, *presses)
            assert isinstance(app.screen, form_type)
            above = above_the_form(app)
            for head in last_rows:
                assert any(line.startswith(head) for line in above), (head, above)


@run
async def test_the_dividend_summary_lists_a_turn_in_the_order_it_happened(tmp_path: Path) -> None:
    """A newcomer's try, the dividend summary (`d`): each turn listed its Flys before its Stock Round's payments
    and price moves, though those came first. The sample to action 80 (Turn 3's Stock Round, golden-age-4p.md):
    Turn 2 reads its Stock Round's tokens paid, the prices moved at its end, then the Flys; Turn 1's purchased Fly
    (Chuck's Brown) reads the purchase, its cost, then the Fly."""
    from tui.games.golden_age.table import DividendsScreen

    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 80)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "d")
        screen = app.screen
        assert isinstance(screen, DividendsScreen)
        lines = f"{text(screen.query_one('#dividends-text'))}\n{text(screen.query_one('#dividends-last'))}".split("\n")
        turn2 = lines[lines.index("== Turn 2 ==") : lines.index("== Turn 3 ==")]
        first_fly = next(i for i, line in enumerate(turn2) if ": income $" in line)
        paid = [i for i, line in enumerate(turn2) if "Stock token at" in line]
        moved = [i for i, line in enumerate(turn2) if "(Available Stock Pool empty)" in line]
        assert paid and moved and max(paid) < min(moved) < max(moved) < first_fly, turn2
        turn1 = lines[lines.index("== Turn 1 ==") : lines.index("== Turn 2 ==")]
        at = turn1.index("Purchased: Chuck buys Fly for Brown, $1")
        assert turn1[at + 1] == "Paid to the Bank: Chuck $1 for Brown, purchased action: Fly", turn1
        assert turn1[at + 2].startswith("Brown: income $12"), turn1


#: the newcomer's player 1 (a name as long as the forms and the grid meet)
LONG_NAME = "Maximilian Bartholomew Featherstonehaugh"


def import_long_named(book: Book, upto: int) -> int:
    """The bundled 1930 sample's first ``upto`` actions stored as a new game, its Carla renamed :data:`LONG_NAME`."""
    import dataclasses

    from ledger.record_file import read_record

    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as path:
        setup, actions, _created = read_record(path)
    setup = dataclasses.replace(setup, players=(LONG_NAME, *setup.players[1:]))
    return book.import_actions(setup, actions[:upto])


@run
async def test_count_cash_starts_on_the_marked_player_and_its_refusal_follows_the_player(tmp_path: Path) -> None:
    """A newcomer's try, Turn 3 Stock Round: the grid marked whose buy it was ("»5 Car") and ``k`` opened on player 1;
    a count refused for player 1, then Neal chosen, still said "Does not agree ... Maximilian's cash: counted $11",
    ending "last change: action #88 Contract (...) (cash count)". Count cash starts on the player the grid marks;
    choosing another player takes the refusal away; the refusal says the last change in plain words."""
    app = make_app(tmp_path)
    game = import_long_named(app.book, 77)  # Turn 3, Normal Stock Round: Neal's buy (seat 2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        state = app.game.state
        assert state.phase == "stock" and ga.stock_round_view(state).to_act == 2
        # the grid's columns name the seats: "»2" over "Neal", as every head is where the long name takes two lines
        lines = drawn_text(app).splitlines()
        top = next(i for i, line in enumerate(lines) if line.startswith(" Airline"))
        column = lines[top].index("»2")
        assert lines[top + 1][column:].split()[0] == "Neal", lines[top : top + 2]
        await keys(pilot, "k")
        count = app.screen
        assert isinstance(count, CountCashScreen)
        assert count.query_one("#count-player", Select).value == 2  # Neal, whom the grid marks
        books = app.game.balance("p2:cash")  # $16 (the sample's books, golden-age-4p.md)
        await keys(pilot, str(books - 5), "enter")
        said = drawn_words(app)
        assert f"Neal's cash: counted ${books - 5}, the books say ${books} ($5 less than the books)." in said, said
        # #70: Purple flies (Neal's dividend), the last payment to or from Neal before the Stock Round
        assert "The books last changed it at #70 Airline operation, Turn 2, Operation Phase, round 5." in said, said
        assert "last change:" not in said and "(cash count)" not in said and "difference" not in said, said
        assert records(app) == 77  # nothing recorded
        await keys(pilot, "shift+tab", "zo", "enter")  # Zoë chosen: the refusal of Neal's count goes
        assert count.query_one("#count-player", Select).value == 4
        said = drawn_words(app)
        assert "Does not agree" not in said and "Neal's cash" not in said, said
        assert "type the cash counted" in said, said
        await keys(pilot, "enter")  # the same figure, counted for Zoë: checked for her
        said = drawn_words(app)
        zoe = app.game.balance("p4:cash")
        assert f"Zoë's cash: counted ${books - 5}, the books say ${zoe}" in said, said


@run
async def test_one_enter_after_a_search_on_the_buy_forms_airline_list_records(tmp_path: Path) -> None:
    """A newcomer's try: ``b``, ``ow``, Enter recorded "Chuck buys Brown at $5" at once, while ``b``, ``re``, Enter
    (and ``b``, ``bl``, Enter) stopped on "▸ Enter: record" and needed a second Enter, though the key line said "Enter:
    take the one shown and record". A name typed on the closed last list opens it to search; Enter then records what
    the search found, typed slowly or at once, and the open list says so. A list opened with Space to look through
    still stops before recording, as in every form."""
    app = make_app(tmp_path)
    game = import_long_named(app.book, 77)  # Turn 3, Normal Stock Round: Neal may buy Blue $8 or Brown $4
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "b", "bl")  # Blue, the airline the list shows already, searched
        form = app.screen
        assert isinstance(form, BuyForm)
        assert "Enter: choose and record" in drawn_words(app)
        await keys(pilot, "enter")
        assert isinstance(app.screen, GoldenAgeScreen), drawn_words(app)
        assert records(app) == 78 and app.game.records[-1].payload == {"player": 2, "airline": "Blue"}
        await type_fast(pilot, "b", "ow", "enter")  # Chuck: every key at once
        assert isinstance(app.screen, GoldenAgeScreen), drawn_words(app)
        assert records(app) == 79 and app.game.records[-1].payload == {"player": 3, "airline": "Brown"}
        await keys(pilot, "b", "space", "enter")  # Zoë: the list opened to look through, Enter chooses
        assert isinstance(app.screen, BuyForm) and records(app) == 79
        assert "Enter: record" in drawn_words(app)
        await keys(pilot, "enter")
        assert isinstance(app.screen, GoldenAgeScreen) and records(app) == 80


@run
async def test_the_buy_list_says_why_an_airline_searched_for_is_missing(tmp_path: Path) -> None:
    """A newcomer's try: ``b``, ``bl`` while Blue's Available Stock Pool was empty said only 'no choice matches "bl"'.
    The list names the airline and why it is left out (1930, Normal Stock Rounds, Buy: from the Available Stock
    Pool)."""
    app = make_app(tmp_path)
    game = import_long_named(app.book, 78)  # Neal bought Blue's last pooled token: Chuck's buy
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        assert app.game.state.airlines["Blue"].pool == 0
        await keys(pilot, "b", "bl")
        assert isinstance(app.screen, BuyForm)
        said = drawn_words(app)
        assert "Blue: no token in the Available Stock Pool · Esc: close the list" in said, said
        assert "no choice matches" not in said, said
        await keys(pilot, "escape", "escape")
        assert isinstance(app.screen, GoldenAgeScreen) and records(app) == 78


@run
async def test_a_long_name_is_cut_with_an_ellipsis_and_its_figures_stay_in_line(tmp_path: Path) -> None:
    """A newcomer's try with player 1 "Maximilian Bartholomew Featherstonehaugh": the journal at 80x24 read
    "Maximilian Bartholomew Feathe +$2", cut with nothing to say so; the audit put his $19 some 17 columns right of
    the others; the 1930 grid's head at 120x36 still read "1 Maximi" beside spare room. Each name cut is cut with
    "…" (the journal and the audit name it whole, on two lines), the audit's figures line up,
    and the grid's heads use the room of 120 columns, and a second line where one is too few."""
    app = make_app(tmp_path)
    game = import_long_named(app.book, 77)  # #77: Maximilian buys Orange at $10 ($23 → $13)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        # 80x24: the seat's head on two lines, cut where even two are too few (test_tui_ga_seat_heads.py)
        lines = drawn_text(app).splitlines()
        top = next(i for i, line in enumerate(lines) if line.startswith(" Airline"))
        # the seat over the name, broken between words (test_tui_ga_long_name_heads.py)
        column = lines[top].index(" 1 ") + 1
        assert lines[top + 1][column:].split()[0] == "Maximil…", lines[top : top + 2]
        await keys(pilot, "j")
        assert isinstance(app.screen, JournalScreen)
        drawn = drawn_text(app)
        # the account named whole, folded onto a second line (a newcomer's try of Air Fare: "Bartholomew lent
        # Christop…" cut)
        lines = drawn.splitlines()
        at = next(i for i, line in enumerate(lines) if "    Maximilian" in line and "-$10" in line)
        assert "-$10" in lines[at] and "Featherstonehaugh's cash" in lines[at + 1], lines[at : at + 2]
        assert "Feathe " not in drawn, drawn
        await keys(pilot, "a")
        lines = [line.rstrip() for line in drawn_text(app).splitlines()]
        # the audit names the account whole, on two lines, its figure on the last (test_tui_audit_columns.py)
        figures = {
            name: line
            for line in lines
            for name in ("Featherstonehaugh's cash", "Neal's cash", "Zoë's cash")
            if name in line
        }
        assert set(figures) == {"Featherstonehaugh's cash", "Neal's cash", "Zoë's cash"}, lines
        assert any(line.strip() == "Maximilian Bartholomew" for line in lines), lines
        # each figure ends in the same column (the Bank's line has words after its figure)
        assert len({len(line) for line in figures.values()}) == 1, figures
        await keys(pilot, "escape", "escape")
        assert isinstance(app.screen, GoldenAgeScreen)
        await pilot.resize_terminal(120, 36)
        await pilot.pause()
        lines = drawn_text(app).splitlines()
        top = next(i for i, line in enumerate(lines) if line.startswith(" Airline"))
        # every head on two lines where the long name's is (a newcomer's try: "»1" over "Ottilie" beside "2 Pranav")
        assert "1 Maximilian " in lines[top] and "»2 " in lines[top], lines[top]
        assert " Bartholomew… " in lines[top + 1] and " Neal " in lines[top + 1], lines[top + 1]


@run
async def test_a_form_at_the_foot_of_a_tall_terminal_cuts_into_no_line(tmp_path: Path) -> None:
    """A newcomer's try at 120x36 (5 players): the forms at the foot of the screen cut into the table's lines under
    its grid: "More: t Ta╭────", "ctrl+z und│". While a form is open the lines it would cut into (the latest
    actions; the notes and the "More" keys when it reaches them) are hidden, the grid and the line of who may do
    what above the form whole, and the lines above it whole too; they are back once the form is closed."""
    app = make_app(tmp_path)
    game_id = five_in_a_normal_stock_round(app.book)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "f", "p", "enter", "3", "enter", "5", "enter")  # Neal starts Purple at $3: Chuck's buy
        assert "More: t Tables" in drawn_text(app) and "Latest actions" in drawn_text(app)
        for presses, form_type in ((("b",), BuyForm), (("f",), FoundForm)):
            await keys(pilot, *presses)
            assert isinstance(app.screen, form_type)
            lines = drawn_text(app).splitlines()
            top = next(i for i, line in enumerate(lines) if "╭" in line)
            for line in lines[top:-1]:  # beside the form's box: nothing of the table's lines
                left, right = line.split("│" if "│" in line else line.strip()[0], 1)[0], line.rstrip()[-1]
                assert not left.strip() and right in "│╮╯", line
            above = " ".join(" ".join(lines[:top]).split())
            assert "Black — 4 +3" in above and "Chuck ($10, 4 tokens) may: b buy: Purple $3" in above, above
            assert "Latest actions" not in above, above
            # the "More" keys whole above the form, or hidden: never cut
            assert ("More:" in above) == ("ctrl+p every action" in above), above
            await keys(pilot, "escape")
            assert isinstance(app.screen, GoldenAgeScreen)
            drawn = drawn_text(app)
            assert "More: t Tables" in drawn and "Latest actions" in drawn and "Limits:" in drawn, drawn
