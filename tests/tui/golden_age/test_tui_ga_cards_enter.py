"""1930's First Round Turn Order cards form: Enter after a card whose money fills itself in goes on to the next
player's card, and records on the last; the key line says so (Textual Pilot, 80x24, 3 players)."""

from __future__ import annotations

from pathlib import Path

from test_tui_golden_age import new_1930
from textual.widgets import Input
from tui_helpers import SIZE, keys, make_app, run, stored_game, text, type_fast

from ledger.games.golden_age import illustrative_tables
from tui.games.golden_age.forms import CARD_KEYS, LAST_CARD_KEYS, StartingMoneyForm
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
        await type_fast(pilot, "m", "backspace", "3", "enter", "backspace", "1", "enter", "backspace", "2", "enter")
        assert isinstance(app.screen, GoldenAgeScreen)
        record = app.game.records[-1]
        assert record.kind == "golden_age.starting_money"
        dealt = {c["player"]: (c["card"], c["money"]) for c in record.payload["cards"]}
        assert dealt == {1: (3, 22), 2: (1, 20), 3: (2, 21)}


@run
async def test_the_key_line_says_where_enter_goes_on_a_card(tmp_path: Path) -> None:
    """On a card whose money filled itself in, the key line names the next player's card (the last card: record)
    and Tab the money; on a card the rulebook prints no money for, Enter goes to its money, as every field's."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, new_1930("Cards", *NAMES, "Dora"), ("golden_age.tables", illustrative_tables()))
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        form.query_one("#card_1", Input).focus()
        await pilot.pause()
        assert key_line(form) == CARD_KEYS
        await keys(pilot, "tab")
        assert form.focused is form.query_one("#money_1")
        assert key_line(form) != CARD_KEYS  # a money field: every field's line
        await keys(pilot, "tab", "tab", "tab")
        assert form.focused is form.query_one("#card_3") and key_line(form) == CARD_KEYS
        await keys(pilot, "backspace", "4")  # card 4: the rulebook prints no money for it, typed next
        assert form.query_one("#money_3", Input).value == ""
        assert key_line(form) != CARD_KEYS
        await keys(pilot, "enter")
        assert form.focused is form.query_one("#money_3")
        await keys(pilot, "23", "tab")
        assert form.focused is form.query_one("#card_4")
        await keys(pilot, "backspace", "3")  # Dora's card 3: $22 filled in, her card the last
        assert form.query_one("#money_4", Input).value == "22"
        assert key_line(form) == LAST_CARD_KEYS
