"""1930's First Round Turn Order cards form: it opens on the first player's card, Enter goes on to the next
player's card, then to the money still to type, and records; the key line says so (Textual Pilot, 80x24)."""

from __future__ import annotations

from pathlib import Path

from test_tui_golden_age import new_1930
from textual.widgets import Input
from tui_helpers import SIZE, keys, make_app, run, stored_game, text, type_fast

from ledger.games.golden_age import illustrative_tables
from tui.games.golden_age.forms import CARD_KEYS, LAST_CARD_KEYS, LAST_CARD_MONEY_KEYS, StartingMoneyForm
from tui.games.golden_age.table import GoldenAgeScreen

NAMES = ("Aurélie", "Benedikt", "Cosimo")


def key_line(form: StartingMoneyForm) -> str:
    return " ".join(text(form.query_one("#form-keys")).split())


@run
async def test_cards_typed_in_one_burst_go_card_to_card(tmp_path: Path) -> None:
    """A newcomer's try: ``BSpace 3 Enter`` set Aurélie's card 3 ($22 filled in), and the next Enter went to
    Benedikt's money, not his card: "3 Enter Enter 1 Enter…" put the digits in the wrong places ("card 2 money $2"
    refused). Now Enter goes from card to card while each money fills itself in, and the last records."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, new_1930("Cards", *NAMES), ("golden_age.tables", illustrative_tables()))
        await type_fast(pilot, "m", "3", "enter", "1", "enter", "2", "enter")
        assert isinstance(app.screen, GoldenAgeScreen)
        record = app.game.records[-1]
        assert record.kind == "golden_age.starting_money"
        dealt = {c["player"]: (c["card"], c["money"]) for c in record.payload["cards"]}
        assert dealt == {1: (3, 22), 2: (1, 20), 3: (2, 21)}


@run
async def test_the_key_line_says_where_enter_goes_on_a_card(tmp_path: Path) -> None:
    """On a card the key line names the next player's card, whatever its money, and Tab the money; on the last card:
    the money still to type, or record once every money is in."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, new_1930("Cards", *NAMES, "Dora"), ("golden_age.tables", illustrative_tables()))
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        assert form.focused is form.query_one("#card_1")
        assert key_line(form) == CARD_KEYS
        await keys(pilot, "tab")
        assert form.focused is form.query_one("#money_1")
        assert key_line(form) != CARD_KEYS  # a money field: every field's line
        await keys(pilot, "tab", "tab", "tab")
        assert form.focused is form.query_one("#card_3") and key_line(form) == CARD_KEYS
        await keys(pilot, "4")  # card 4: the rulebook prints no money for it, asked for after the cards
        assert form.query_one("#money_3", Input).value == ""
        assert key_line(form) == CARD_KEYS
        await keys(pilot, "enter")
        assert form.focused is form.query_one("#card_4")
        assert key_line(form) == LAST_CARD_MONEY_KEYS
        await keys(pilot, "3")  # Dora's card 3: $22 filled in
        assert form.query_one("#money_4", Input).value == "22"
        await keys(pilot, "enter")
        assert form.focused is form.query_one("#money_3")
        await keys(pilot, "23", "tab")
        assert form.focused is form.query_one("#card_4")
        assert key_line(form) == LAST_CARD_KEYS  # every money in


@run
async def test_a_shuffled_deal_of_four_typed_in_one_burst(tmp_path: Path) -> None:
    """A newcomer's try with 4 players: the form opened on Dora's money (the rulebook prints none for card 4), and
    ``3 Enter 4 Enter 1 Enter 2 Enter`` from Aurélie's card gave "B card 4 money $1 · C card 3 money $2". Now the
    form opens on Aurélie's card, Enter goes card to card, and card 4's money is asked for after the cards."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, new_1930("Cards", *NAMES, "Dora"), ("golden_age.tables", illustrative_tables()))
        await type_fast(pilot, "m", "3", "enter", "4", "enter", "1", "enter", "2", "enter")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        assert form.focused is form.query_one("#money_2")  # Benedikt's card 4: its money, after the cards
        assert "Benedikt" in form.live_text
        await type_fast(pilot, "23", "enter")
        assert isinstance(app.screen, GoldenAgeScreen)
        record = app.game.records[-1]
        assert record.kind == "golden_age.starting_money"
        dealt = {c["player"]: (c["card"], c["money"]) for c in record.payload["cards"]}
        assert dealt == {1: (3, 22), 2: (4, 23), 3: (1, 20), 4: (2, 21)}


@run
async def test_a_card_dealt_twice_is_said_as_typed(tmp_path: Path) -> None:
    """A card typed twice is said on the live line at once (it was said only once every money was in), and Enter
    stays on it to be typed again; the numbers the form filled in for the players after do not count yet."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, new_1930("Cards", *NAMES, "Dora"), ("golden_age.tables", illustrative_tables()))
        await type_fast(pilot, "m", "3", "enter")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        assert "twice" not in form.live_text  # Cosimo's 3 is only the number filled in
        await type_fast(pilot, "3")
        assert "card 3 dealt twice: to Aurélie and to Benedikt" in form.live_text, form.live_text
        await keys(pilot, "enter")
        assert form.focused is form.query_one("#card_2")
        await type_fast(pilot, "4", "enter")
        assert form.focused is form.query_one("#card_3") and "twice" not in form.live_text
