"""A name typed on a form's last list, and Enter, records at once (README: "on the last list they and Enter record
the choice found"), on every form of Air Empire. Newcomers' tries needed a second Enter on three of them: the
Maintenance form and the Flight Costs Table form, whose key lines are their own, and the Taxes form filled in by an
undo, whose list Enter opens (to change it) before the name is typed."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select
from tui_helpers import (
    app_where_allowed,
    drawn_words,
    first_allowed,
    form_setup,
    import_sample,
    keys,
    make_app,
    open_game_at,
    records,
    run,
    stored_game,
)

from ledger.store import Book
from tui.app import AirbankerApp
from tui.base.widgets import ConfirmScreen, LiteralSelect
from tui.games.air_empire.forms import FlightCostsForm, MaintenanceForm, TaxesForm
from tui.games.air_empire.table import TableScreen

SAMPLE = "air-empire-basic-4p"  # Ann, Bea, Çelik, Dmitri


@run
async def test_a_name_typed_on_the_maintenance_list_and_enter_asks_to_record_that_player_alone(tmp_path: Path) -> None:
    """A newcomer's try: ``m``, Tab, ``Ca``, Enter only chose "Cal alone, owes $3,300"; a second Enter was needed."""
    book = Book(f"sqlite:///{tmp_path / 'book.sqlite'}")
    game_id = import_sample(book, SAMPLE, first_allowed(SAMPLE, "air_empire.maintenance"))
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "m", "tab", "ce")
        form = app.screen
        assert isinstance(form, MaintenanceForm)
        await keys(pilot, "enter")
        assert form.query_one("#player", Select).value == 3
        question = app.screen
        assert isinstance(question, ConfirmScreen), drawn_words(app)  # the form asks first, as Enter there does
        assert "Çelik pays" in question.question and "Ann pays" not in question.question, question.question
        before = records(app)
        await keys(pilot, "y")
        assert isinstance(app.screen, TableScreen)
        assert records(app) == before + 1 and app.game.records[-1].payload == {"player": 3}


@run
async def test_where_from_typed_on_the_flight_costs_table_and_enter_records(tmp_path: Path) -> None:
    """A newcomer's try of a new Basic Game's first form: Tab, ``bo``, Enter only chose "board", the key line saying
    "Enter chooses · Enter again or ctrl+s: record"."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await stored_game(pilot, form_setup("air_empire", "basic", "Club", "Ann", "Bea", "Cal"))
        await keys(pilot, "t", "enter", "10000 1 2", "tab")
        form = app.screen
        assert isinstance(form, FlightCostsForm)
        line = " ".join(str(form.query_one("#form-keys").render()).split())
        assert "Where from: b or i, then Enter or ctrl+s: record" in line and "Enter again" not in line, line
        before = records(app)
        await keys(pilot, "bo", "enter")
        assert isinstance(app.screen, TableScreen), drawn_words(app)
        assert records(app) == before + 1
        assert app.game.state.table_provenance[10_000] == "board"


@run
async def test_a_name_typed_on_the_taxes_list_filled_in_by_an_undo_and_enter_records(tmp_path: Path) -> None:
    """A newcomer's try: ctrl+z, y reopened the Taxes form filled in; Enter opened its list (to change it), ``Ever``
    found Everyone, and Enter only chose it: a second Enter was needed."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-tournament-3p", "air_empire.taxes")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "x", "enter")  # every tax at once
        recorded = records(app)
        payload = app.game.records[-1].payload
        await keys(pilot, "ctrl+z", "y")
        form = app.screen
        assert isinstance(form, TaxesForm) and form.refill is not None
        await keys(pilot, "enter")  # the form of an undone action: Enter opens the list, to change it
        assert form.query_one("#player", Select).expanded
        await keys(pilot, "Ever")
        assert "Enter: choose and record" in " ".join(str(form.query_one("#form-keys").render()).split())
        await keys(pilot, "enter")
        assert isinstance(app.screen, TableScreen), drawn_words(app)
        assert records(app) == recorded + 2  # the undo, and the taxes again
        assert app.game.records[-1].kind == "air_empire.taxes" and app.game.records[-1].payload == payload


@run
async def test_a_name_typed_as_the_maintenance_form_opens_goes_to_who_pays(tmp_path: Path) -> None:
    """A newcomer's try: "m b e Enter" on the Maintenance form (it opens with nothing focused: Enter records whoever
    is shown, everyone) lost the "b e", and the Enter asked to record every player. A letter typed then goes to the
    Who pays list, which searches with it: Enter then records Bea alone (asking first)."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.maintenance")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "m", "b", "e")
        form = app.screen
        assert isinstance(form, MaintenanceForm)
        who = form.query_one("#player", LiteralSelect)
        assert who._list is not None and who._list.highlighted is not None
        assert str(who._list.get_option_at_index(who._list.highlighted).prompt).startswith("Bea"), who._list.highlighted
        await keys(pilot, "enter")
        assert form.payers() == [2], form.payers()
