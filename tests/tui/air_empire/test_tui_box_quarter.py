"""A whole Air Empire quarter at the table with the box (issue 15): the route card is chosen from the
box's cards, and every key the banker presses is counted (target: at most 40 a quarter; about 95
when the card was typed). Textual Pilot at 80×24 on a real SQLite book.

The figures are worked out by hand from the rulebook (Air Empire, Basic Game) and the illustrative
box (samples/boxes/air_empire-illustrative.toml: made up, not the board's values).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input
from tui_helpers import SIZE, drawn_words, make_app, run

from ledger.box import Box, box_from_toml, first_actions
from ledger.engine import GameSetup
from ledger.store import Book
from tui.games.air_empire.forms import RouteCardForm
from tui.games.air_empire.table import TableScreen

BOX = Path(__file__).resolve().parents[3] / "samples" / "boxes" / "air_empire-illustrative.toml"
#: the most keys a whole quarter may take (issue 15)
TARGET = 40


class Keys:
    """Presses keys through the Pilot and counts them: a key name (``enter``, ``ctrl+s``) is one key,
    other text is typed letter by letter, a key each."""

    def __init__(self, pilot: Any) -> None:
        self.pilot = pilot
        self.count = 0

    async def __call__(self, *presses: str) -> None:
        for press in presses:
            named = len(press) == 1 or press in ("enter", "tab", "space", "escape") or "+" in press
            letters = [press] if named else list(press)
            self.count += len(letters)
            await self.pilot.press(*letters)
            await self.pilot.pause()


def boxed_book(tmp_path: Path, make: Callable[[Book, Box], int]) -> int:
    """A book in ``tmp_path`` holding the illustrative box, and the game ``make(book, box)`` stores in it."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    try:
        box, _ = box_from_toml(BOX.read_text("utf-8"))
        box = box.model_copy(update={"confirmed_on": date(2026, 12, 3)})  # shown to the table once
        book.put_box(box)
        return make(book, box)
    finally:
        book.close()


def new_boxed_game(variant: str, options: dict[str, Any] | None = None) -> Callable[[Book, Box], int]:
    """A new 3-player game of ``variant`` that takes its tables from the box, as ``airbanker new`` does."""
    return lambda book, box: book.create_game(
        GameSetup("air_empire", variant, "Club", ("Ann", "Bea", "Cal"), options or {}),
        first=first_actions(box, variant),
    )


async def resumed(pilot: Any) -> None:
    """From the list of games: Enter resumes the game (not a key of the quarter counted)."""
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, TableScreen)


@run
async def test_two_whole_quarters_from_the_box_take_at_most_40_keys_each(tmp_path: Path) -> None:
    game_id = boxed_book(tmp_path, new_boxed_game("basic"))
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await resumed(pilot)
        game = app.game
        # ---- Y1 Q1, Senior President Ann ----------------------------------------------
        keys = Keys(pilot)
        await keys("c")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        assert "not turned up this period (illustrative, not the board's): Los Angeles, Denver," in drawn_words(app)
        await keys("den", "enter")  # Denver: the card fills in, shown, not recorded yet
        assert form.query_one("#city", Input).value == "Denver"
        assert form.query_one("#min_A", Input).value == "9000"
        assert form.query_one("#revenue", Input).value == "20000 17000 13000"
        assert "Will record, from the box: Denver (Salt Lake City, Kansas City, Phoenix): min A $9,000" in drawn_words(
            app
        )
        await keys("enter")  # records it
        assert isinstance(app.screen, TableScreen)
        assert game.state.card["city"] == "Denver" and game.state.phase == "bidding"
        card_keys = keys.count
        # Secret bids: Ann A $12,000 (2 Super 1 Prop); Bea B $9,000 (1 Super 2 Prop); Cal C $6,000. A digit
        # typed after the class goes on to the Flight Costs (the bids screen's ClassInput): "a12000", and ctrl+s
        # keeps the bid with its planes left empty (the box's table has every row): one key, not Enter on each
        await keys("b", "a12000", "ctrl+s", "b9000", "ctrl+s", "c6000", "ctrl+s")
        await keys("enter", "y")  # reveal, record
        assert isinstance(app.screen, TableScreen)
        # Phase 4: Ann buys 1 Super Jet, Bea 2 Prop Jets, Cal nothing: ctrl+s records once the last is typed.
        await keys("p", "enter", "1", "enter", "2", "ctrl+s")
        assert isinstance(app.screen, TableScreen)
        # Phase 5 for everyone in one step.
        await keys("m", "enter", "y")
        assert game.position().startswith("Y1 Q2")
        first = keys.count

        # ---- Y1 Q2, Senior President Bea: the Denver card is not offered again this period --------
        keys = Keys(pilot)
        await keys("c")
        assert "Denver" not in str(app.screen.query_one("#box-cards").render())
        await keys("los", "enter", "enter")  # Los Angeles
        assert game.state.card["city"] == "Los Angeles"
        await keys("b", "a12000", "ctrl+s", "ctrl+s", "a10000", "ctrl+s", "enter", "y")  # Bea passes (ctrl+s)
        await keys("l", "enter")  # Ann: two Class A routes won, $5,000
        await keys("p", "2", "enter", "enter", "enter", "enter", "enter", "1", "enter")
        await keys("m", "enter", "y")
        assert game.position().startswith("Y1 Q3")
        second = keys.count
        # a card turned up already this period is said so, not taken for a new city (not counted: a slip)
        await keys("c", "den", "enter")
        said = [n.message for n in app._notifications]
        assert any("Denver: turned up already this 3-year period" in m for m in said), said
        assert app.screen.query_one("#city", Input).value == "den"
        await keys("escape")

    print(f"keys a quarter with the box: Y1 Q1 {first} (route card {card_keys}), Y1 Q2 {second}; target {TARGET}")
    assert first <= TARGET and second <= TARGET
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    try:
        assert book.audit(game_id).ok
        cards = [r for r in book.game(game_id).records if r.kind == "air_empire.route_card"]
        assert [c.payload["city"] for c in cards] == ["Denver", "Los Angeles"]
        # the game's record holds the card's values: it replays without the box; the note says where from
        assert cards[0].payload["minimums"] == {"A": 9000, "B": 7000, "C": 4000}
        assert cards[0].note.startswith("from the box (illustrative, not the board's")
    finally:
        book.close()


@run
async def test_a_tournament_card_fills_its_fluctuations_and_a_new_period_offers_all_18_again(tmp_path: Path) -> None:
    from tui_helpers import import_sample

    # Y4 Q1: the 13th card is next
    game_id = boxed_book(tmp_path, lambda book, _box: import_sample(book, "air-empire-tournament-3p", 108))
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await resumed(pilot)
        assert app.game_id == game_id and app.game.state.quarter == 13
        await pilot.press("c")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, RouteCardForm)
        offered = str(form.query_one("#box-cards").render())
        # Re-bidding of Routes: all 18 cards are re-shuffled as the new 3-year period begins
        assert len(form.box_cards) == 18 and "Miami" in offered and "Los Angeles" in offered
        await pilot.press("y", "o", "r", "k", "enter")  # type-to-search anywhere in the name: New York
        await pilot.pause()
        assert form.query_one("#city", Input).value == "New York"
        assert form.query_one("#fl_amount_1", Input).value == "-1000"
        assert form.query_one("#fl_text_1", Input).value == "Mechanics' strike: -$1,000 for every route operated"
        # a value changed for this game: Enter on the city no longer records, the form goes on as typed
        form.query_one("#min_A", Input).value = "13000"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        for _ in range(3):  # the re-bid warning (1e) and any other question: yes
            if not isinstance(app.screen, TableScreen):
                await pilot.press("y")
                await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        card = app.game.state.cards[13]
        assert card["city"] == "New York" and card["minimums"]["A"] == 13000
        assert [f["amount"] for f in card["fluctuations"]] == [-1000]


@pytest.mark.parametrize("box", ["none", "not confirmed"])
@run
async def test_without_a_confirmed_box_the_card_is_typed_as_before(tmp_path: Path, box: str) -> None:
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    if box == "not confirmed":  # not shown to the table yet: its cards are not offered (x on the list shows it)
        book.put_box(box_from_toml(BOX.read_text("utf-8"))[0])
    book.create_game(GameSetup("air_empire", "basic", "Club", ("Ann", "Bea", "Cal")))
    book.close()
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter", "c")
        await pilot.pause()
        await pilot.press("enter")  # no Flight Costs Table: the prompt first; Enter goes on to the card
        await pilot.pause()
        form = app.screen
        assert isinstance(form, RouteCardForm)
        assert not form.query("#box-cards") and form.box_cards == []
        assert form.query_one("#city", Input).placeholder == "e.g. San Francisco"


@run
async def test_a_whole_tournament_quarter_from_the_box_counts_its_keys(tmp_path: Path) -> None:
    game_id = boxed_book(tmp_path, new_boxed_game("tournament", {"years": 3}))
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await resumed(pilot)
        game = app.game
        keys = Keys(pilot)
        await keys("c", "den", "enter")  # Denver, with its fluctuation (-$500 every route operated)
        assert app.screen.query_one("#fl_amount_1", Input).value == "-500"
        await keys("enter")
        assert game.state.card["city"] == "Denver"
        await keys("b", "a12000", "ctrl+s", "b9000", "ctrl+s", "c6000", "ctrl+s", "enter", "y")  # ctrl+s: bid kept
        steps = [("card and bids", keys.count)]
        # Phase 2: everyone's tax from the box's Tax Table in one step: 1g $8,000 / $8,000 / $7,000 -> $300 each
        assert game.state.phase == "taxes"
        await keys("x")
        shown = drawn_words(app)
        assert "Everyone: Ann, Bea, Cal" in shown and "1g $8,000 2a $300 pays $300 cash $17,000" in shown, shown
        await keys("enter")
        assert isinstance(app.screen, TableScreen) and game.state.phase == "loans"
        assert [r.payload for r in game.records if r.kind == "air_empire.taxes"] == [{"players": [1, 2, 3]}]
        steps.append(("taxes", keys.count))
        await keys("p", "enter", "1", "enter", "2", "ctrl+s")
        steps.append(("purchases", keys.count))
        await keys("m", "enter", "y")
        steps.append(("maintenance", keys.count))
        print(f"keys of a Tournament quarter with the box: {steps}; target {TARGET}")
        assert game.position().startswith("Y1 Q2"), game.position()
        assert keys.count <= TARGET
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    try:
        assert book.audit(game_id).ok
    finally:
        book.close()


@run
async def test_the_route_city_line_says_what_enter_does_with_box_cards(tmp_path: Path) -> None:
    """A newcomer's try: letters in the Route City read "— Enter keeps it" while Enter took another city. With the
    box's cards left, the line says the card Enter takes, the cards the letters could be (Enter takes none), or
    that the card turned up already this period."""
    boxed_book(tmp_path, new_boxed_game("basic"))
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await resumed(pilot)
        keys = Keys(pilot)
        await keys("c")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        await keys("den")
        assert "Route City: den — Enter takes Denver" in form.live_text, form.live_text
        city = form.query_one("#city", Input)
        cards = [c.city for c in form.box_cards]
        several = next(
            letter for letter in "abcdefghijklmnopqrstuvwxyz" if sum(c.casefold().startswith(letter) for c in cards) > 1
        )
        city.value = several
        await pilot.pause()
        assert f"Route City: {several} could be " in form.live_text, form.live_text
        assert "type more letters" in form.live_text
