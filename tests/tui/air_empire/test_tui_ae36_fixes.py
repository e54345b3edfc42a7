"""Findings of a newcomer's try of an Air Empire Tournament Game: a fluctuation's city misspelt ("Los Angles") recorded
with no word, the card's words of a fluctuation found nowhere in the journal, a purchase short of planes in the Bank
refused with the cash first, and a player the Bank runs out for shown with an empty Pays cell."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sample_helpers import sample_record
from test_tui_ae30_fixes import CARD, SAMPLE, before_nth, typed_card
from textual.widgets import Input, Static
from tui_helpers import drawn_words, import_sample, keys, make_app, note, open_game_at, open_journal, records, run

from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.forms import PurchaseForm, RouteCardForm
from tui.screens.journal import JournalTable


@run
async def test_a_fluctuation_city_no_route_operates_in_is_said_live_and_asked_about(tmp_path: Path) -> None:
    """A newcomer's try: a fluctuation of $200 in "Los Angles" was recorded with no word and paid nobody. The form
    says it live under the rows ("no route operates in 'Los Angles' — did you mean Los Angeles?"); ctrl+s asks, by the
    slip question's keys: Enter does not record, n goes back to the row's cities, y records as typed (a fluctuation in
    a city nobody serves is legal: it pays nobody)."""
    app = make_app(tmp_path)
    upto = before_nth("air_empire.route_card", 5)
    game_id = import_sample(app.book, SAMPLE, upto)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        card = {"city": "Kansas City", "adjacent": "Denver, St. Louis, Dallas"} | CARD
        form = await typed_card(pilot, app, card | {"fl_amount_1": "200", "fl_cities_1": "Los Angles"})
        assert isinstance(form, RouteCardForm)
        said = "no route operates in 'Los Angles' — did you mean Los Angeles?"
        effects = str(form.query_one("#card-effects", Static).render())
        assert f"Fluctuation 1: {said}" in effects, effects
        confirm = app.screen
        assert isinstance(confirm, ConfirmScreen), form.live_text
        words = " ".join(confirm.question.split())
        assert f"WARNING: {said}" in words, words
        await keys(pilot, "enter")
        assert app.screen is confirm and records(app) == upto
        await keys(pilot, "n")
        assert app.screen is form and form.focused is form.query_one("#fl_cities_1", Input)
        form.query_one("#fl_cities_1", Input).value = "Los Angeles"
        await pilot.pause()
        effects = str(form.query_one("#card-effects", Static).render())
        assert "no route operates" not in effects and "Line 1d: " in effects, effects
        form.query_one("#fl_cities_1", Input).value = "Los Angles"
        await keys(pilot, "ctrl+s", "y")
        assert records(app) == upto + 1
        assert app.game.state.card["fluctuations"] == [
            {"amount": 200, "cities": ["Los Angles"], "players": [], "text": ""}
        ]


@run
async def test_the_cards_words_of_a_fluctuation_are_in_the_journal_detail_and_found(tmp_path: Path) -> None:
    """A newcomer's try: a fluctuation's card words were stored but could be seen and found nowhere in the journal.
    A search for them finds the route card, and its detail pane says them (GameMeta.details)."""
    _setup, actions = sample_record(SAMPLE)
    seq = 1 + next(
        i
        for i, action in enumerate(actions)
        if action.kind == "air_empire.route_card" and "Tourist season" in str(action.payload.get("fluctuations"))
    )
    app = make_app(tmp_path)
    game_id = import_sample(app.book, SAMPLE, seq)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_journal(pilot, game_id)
        table = screen.query_one(JournalTable)
        await pilot.press("slash", *"tourist season", "enter")
        for _ in range(40):
            await pilot.pause(0.05)
            if screen._drawn_search == "tourist season":
                break
        assert [line.seq for line in table.rows] == [seq]
        await pilot.pause()
        detail = str(screen.query_one("#journal-detail", Static).render())
        assert "Fluctuation +$500 on every route: Tourist season: +$500 for every route operated" in detail, detail


#: the basic sample's Y2 Q3 purchases: Phase 4, Çelik Senior President; the Bank has 35 Prop Jets and 5 Super Jets,
#: Dmitri $38,900 cash
Y2_Q3_PHASE_4 = 47


async def purchase_form(pilot: Any, tmp_path: Path) -> PurchaseForm:
    """The purchase form (p) of the basic sample at :data:`Y2_Q3_PHASE_4`."""
    app = pilot.app
    game = import_sample(app.book, "air-empire-basic-4p", Y2_Q3_PHASE_4)
    await open_game_at(pilot, game)
    assert (app.game.state.bank_prop, app.game.state.bank_super) == (35, 5)
    await keys(pilot, "p")
    form = app.screen
    assert isinstance(form, PurchaseForm)
    return form


@run
async def test_a_purchase_the_bank_cannot_fill_leads_with_the_banks_shortage(tmp_path: Path) -> None:
    """A newcomer's try: "Cal would pay $105,000 for 42 Prop Jets (the Bank has only 42 of the 50 Prop Jets ordered)
    but has $51,800" led with the cash, where the Bank's 42 Prop Jets limit the order: the refusal leads with them."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await purchase_form(pilot, tmp_path)
        form.query_one("#prop_4", Input).value = "40"
        await pilot.pause()
        said = "the Bank has only 35 Prop Jets: Dmitri gets 35 of the 40 ordered, for $87,500, but has $38,900"
        assert form.live_text.startswith(f"Refused: Dmitri's order: {said}"), form.live_text
        assert note(form, "pays_4") == "refused"
        assert form.live_text in drawn_words(app)


@run
async def test_a_buyer_the_bank_runs_out_for_gets_none_in_the_pays_column(tmp_path: Path) -> None:
    """A newcomer's try: with 15 Super Jets in the Bank, Cal (Senior President) 14, Ann 1 and Bea 1 ordered, Bea's row
    showed her 1 with an empty Pays. Here 5 Super Jets: Çelik (Senior President) 4, Ann 1, Bea 1; Bea's Pays says she
    gets none; the recorded summary keeps its words ("Bea short: got 0/0 Prop Jets, 0/1 Super Jets")."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await purchase_form(pilot, tmp_path)
        for field, value in (("super_3", "4"), ("super_1", "1"), ("super_2", "1")):
            form.query_one(f"#{field}", Input).value = value
        await pilot.pause()
        assert [note(form, f"pays_{seat}") for seat in (1, 2, 3, 4)] == ["$7,000", "Bank out: gets 0", "$28,000", ""]
        assert "Bank out: gets 0" in drawn_words(app)
        before = records(app)
        await keys(pilot, "ctrl+s", "y")  # the Bank short: asked first (y/n)
        assert records(app) == before + 1
        assert "Bea short: got 0/0 Prop Jets, 0/1 Super Jets" in app.game.records[-1].summary
