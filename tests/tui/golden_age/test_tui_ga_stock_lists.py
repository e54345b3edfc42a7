"""1930's Stock Round lists (Buy, Trade) offer only what the ledger allows and say why for one left out, in the
room of the key line at 80x24 (Textual Pilot, the bundled sample: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

import dataclasses
from importlib import resources
from pathlib import Path

from tui_helpers import SIZE, drawn_words, keys, make_app, records, run

from ledger.record_file import read_record
from ledger.store import Book
from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import BuyForm, TradeForm
from tui.games.golden_age.table import GoldenAgeScreen

LONG = "Maximiliana Fetherstonhaugh-Worthington"


def sample_game(book: Book, upto: int, first: str | None = None) -> int:
    """The sample's first ``upto`` actions as a new game, its player 1 (Carla) renamed ``first`` when given."""
    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as path:
        setup, actions, _created = read_record(path)
    if first is not None:
        setup = dataclasses.replace(setup, players=(first, *setup.players[1:]))
    return book.import_actions(setup, actions[:upto])


def offered(form: TradeForm | BuyForm) -> list[str]:
    return [str(value) for _label, value in form.query_one("#airline")._given]


@run
async def test_the_trade_list_offers_only_what_the_ledger_allows_and_says_why(tmp_path: Path) -> None:
    """A newcomer's try, Turn 6, Zoë at the 10-token limit: ``x`` offered Green, Orange, Yellow and Red, whose
    Available Stock Pools were empty, and choosing Orange was refused ("Orange has 0 Stock tokens in the Available
    Stock Pool"). The Buys list offers Blue and Pink only (1930, Normal Stock Rounds, Buy: from the pool); a search
    for one left out says why; with Blue returned, Blue is left out too (a different airline)."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 199)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, TradeForm)
        assert offered(form) == ["Blue", "Pink"]
        await keys(pilot, "tab", "or")  # on Buys: Orange searched
        said = drawn_words(app)
        assert "Orange: no token in the Available Stock Pool · Esc: close the list" in said, said
        await keys(pilot, "escape", "shift+tab", "blue", "enter")  # Returns: Blue
        assert offered(form) == ["Pink"]
        await keys(pilot, "bl")
        said = drawn_words(app)
        assert "Blue: the token returned is of this airline · Esc: close the list" in said, said
        await keys(pilot, "escape")
        await keys(pilot, "pi", "enter")  # Pink: Blue's $15 for Pink's $11 loses $4, asked first
        assert isinstance(app.screen, ConfirmScreen), drawn_words(app)
        await keys(pilot, "y")
        assert isinstance(app.screen, GoldenAgeScreen), drawn_words(app)
        assert records(app) == 200
        assert app.game.records[-1].payload == {"player": 4, "airline": "Pink", "returned": "Blue"}


@run
async def test_the_buy_list_says_the_real_reason_in_the_room_there_is(tmp_path: Path) -> None:
    """A newcomer's try with a long name: ``g`` on the Buy list said "Green: may not be bought now" while the table
    said why. The key line says it in brief when the whole reason does not fit (1930, The First Stock Round: two
    different airlines); ``o`` for the player's own airline, started on the first buy, says so too (it went to
    "Pink $3 · pool 2", the "o" of "pool", saying nothing)."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 12, LONG)  # First Stock Round, buy 3: Maximiliana started Orange, bought Green
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "b", "gr")
        assert isinstance(app.screen, BuyForm)
        said = drawn_words(app)
        assert "Green: bought already: two different airlines · Esc: close the list" in said, said
        assert "may not be bought now" not in said, said
        await keys(pilot, "escape", "escape")
        await keys(pilot, "b", "o")
        said = drawn_words(app)
        assert "Orange: started on the first buy · Esc: close the list" in said, said
        await keys(pilot, "escape", "escape")
        assert isinstance(app.screen, GoldenAgeScreen) and records(app) == 12


@run
async def test_a_trade_that_loses_credit_asks_first(tmp_path: Path) -> None:
    """A newcomer's try, Turn 6: Zoë returned Blue ($15) for Pink ($11) and the trade recorded at once, her $4
    lost without a word. The rulebook's own example: "the $11 Stock token would cost that player nothing, but no
    other money would be received. The $4 difference in value is simply lost" (1930, Normal Stock Rounds, Buy).
    The form asks first, saying the loss; n records nothing."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 199)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "x", "blue", "enter", "pi", "enter")
        question = app.screen
        assert isinstance(question, ConfirmScreen), drawn_words(app)
        said = " ".join(question.question.split())
        assert "Will record: Zoë returns Blue ($15) and buys Pink at $11: pays $0, $4 lost." in said, said
        assert "Zoë loses $4 credit" in said, said
        await keys(pilot, "n")
        assert isinstance(app.screen, TradeForm) and records(app) == 199
