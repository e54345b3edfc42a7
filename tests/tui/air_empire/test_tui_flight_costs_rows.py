"""The Flight Costs Table form and the table screen's count of it, as a newcomer's try of a 3-player game found them:
the rows filled in from the bids' planes refused the board's table typed under them ("appears twice"), the counts of
the journal, the table screen and the form disagreed, and a bad row was named only once Where from was chosen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Select, TextArea
from tui_helpers import SIZE, drawn_text, drawn_words, form_setup, keys, make_app, run, stored_game

from tui.base.widgets import FormScreen
from tui.games.air_empire.forms import FlightCostsForm
from tui.games.air_empire.table import TableScreen

CARD = {
    "city": "Chicago",
    "adjacent": [],
    "minimums": {"A": 10_000, "B": 8_000, "C": 6_000},
    "revenue": {"A": 18_000, "B": 13_000, "C": 12_000},
}
BIDS = {
    "bids": [
        {"player": 1, "class": "A", "flight_costs": 10_000, "super_jets": 2, "prop_jets": 0},
        {"player": 2, "class": "B", "flight_costs": 8_000, "super_jets": 0, "prop_jets": 4},
    ]
}
#: the board's table as the banker types it (illustrative figures; the rulebook's $12,000 row among them)
BOARD = ["6000 0 2", "8000 0 4", "10000 2 0", "12000 2 1", "14000 2 2"]


def live_line(form: FormScreen) -> str:
    return " ".join(form.live_text.split())


async def open_form(pilot: Any) -> FlightCostsForm:
    await keys(pilot, "t")
    form = pilot.app.screen
    assert isinstance(form, FlightCostsForm)
    return form


@run
async def test_the_board_table_typed_under_the_bids_rows_keeps_each_row_once(tmp_path: Path) -> None:
    """The form opens holding the rows of the bids' planes (8000 0 4, 10000 2 0); the whole board's table typed
    under them was refused "Line 4, Flight Costs: $10,000 appears twice". The same row twice is kept once; a figure
    with other planes is the conflict, both combinations named."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        setup = form_setup("air_empire", "basic", "Club", "Ann", "Bea", "Cal")
        await stored_game(pilot, setup, ("air_empire.route_card", CARD), ("air_empire.bids", BIDS))
        form = await open_form(pilot)
        rows = form.query_one("#rows", TextArea)
        assert rows.text == "8000 0 4\n10000 2 0\n"
        rows.load_text(rows.text + "10000 1 2\n")
        await keys(pilot, "tab", "b", "enter")  # Where from: board
        assert live_line(form).startswith(
            "Refused: Line 3, Flight Costs: $10,000 appears twice with different planes: 2 Super Jets and 0 Prop "
            "Jets, then 1 Super Jet and 2 Prop Jets"
        ), live_line(form)
        rows.load_text("8000 0 4\n10000 2 0\n" + "".join(f"{row}\n" for row in BOARD))
        await pilot.pause()
        assert live_line(form).startswith("Will record: Flight Costs Table entered (5 rows, board)"), live_line(form)
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, TableScreen)
        assert app.game.state.flight_costs_table[10_000] == (2, 0)
        assert app.game.records[-1].summary == "Flight Costs Table entered (5 rows, board)"


@run
async def test_the_table_is_counted_alike_everywhere_and_opens_again_as_entered(tmp_path: Path) -> None:
    """The journal said "5 rows", the table screen "6 rows (5 board, 1 from the rulebook)" with the rulebook's $12,000
    row typed among them, and the form opened again without that row and with Where from to choose again."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, form_setup("air_empire", "basic", "Club", "Ann", "Bea", "Cal"))
        form = await open_form(pilot)
        form.query_one("#rows", TextArea).load_text("".join(f"{row}\n" for row in BOARD))
        await keys(pilot, "tab", "b", "enter", "ctrl+s")
        assert isinstance(app.screen, TableScreen)
        assert app.game.records[-1].summary == "Flight Costs Table entered (5 rows, board)"
        assert "Flight Costs Table: 5 rows typed (board)." in drawn_words(app)
        form = await open_form(pilot)
        assert form.query_one("#rows", TextArea).text == "".join(f"{row}\n" for row in BOARD)
        assert form.query_one("#provenance", Select).value == "board"
        assert live_line(form).startswith("Will record: Flight Costs Table entered (5 rows, board)")
        await keys(pilot, "escape")
        # the rulebook's row not typed: said apart from the rows typed
        form = await open_form(pilot)
        form.query_one("#rows", TextArea).load_text("6000 0 2\n8000 0 4\n")
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, TableScreen)
        assert app.game.records[-1].summary == "Flight Costs Table entered (2 rows, board)"
        assert "Flight Costs Table: 2 rows typed (board), and the rulebook's $12,000 row." in drawn_words(app)


@run
async def test_a_bad_row_is_named_before_where_from_is_asked(tmp_path: Path) -> None:
    """`21500 4 1` and ctrl+s said only "choose Where from"; the row was named once it was chosen."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, form_setup("air_empire", "basic", "Club", "Ann", "Bea", "Cal"))
        form = await open_form(pilot)
        await keys(pilot, "6000 0 2", "enter", "21500 4 1", "enter", "ctrl+s")
        assert form is app.screen and app.game.records == []
        assert live_line(form).startswith("Refused: Line 2, Flight Costs: must be a multiple of $1,000"), live_line(
            form
        )
        form.query_one("#rows", TextArea).load_text("6000 0 2\n21000 4 1\n")
        await pilot.pause()
        assert "Where from" in live_line(form), live_line(form)


@run
async def test_the_form_looks_as_before_once_the_terminal_is_as_large_again(tmp_path: Path) -> None:
    """A newcomer's try: rows typed, Tab Space (the Where from list open), the terminal made 60x20 and then 80x24
    again: the list closed, but the form came back scrolled, its title hidden, a scrollbar, the example line wrapped
    ("12000 2" / "1".). It comes back as it was, the list open again (closed only under the too-small notice)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, form_setup("air_empire", "basic", "Club", "Ann", "Bea", "Cal"))
        form = await open_form(pilot)
        await keys(pilot, *[key for row in BOARD[:3] for key in (row, "enter")], "tab")
        before = drawn_text(app)
        assert "Flight Costs Table (printed on the board)" in before and 'e.g. "12000 2 1".' in before
        await keys(pilot, "space")
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        await pilot.resize_terminal(*SIZE)
        await pilot.pause(0.1)
        await pilot.pause()
        # the list opens again as it was (closed under the too-small notice), and Esc closes it on the form as before
        provenance = form.query_one("#provenance", Select)
        assert app.screen is form and form.focused is not None and form.focused.parent is provenance
        await keys(pilot, "escape")
        assert form.focused is provenance
        assert drawn_text(app) == before, drawn_text(app)
        assert form.query_one("#form-body").scroll_y == 0


@run
async def test_a_flight_costs_table_unchanged_is_not_recorded_again(tmp_path: Path) -> None:
    """As the Tax Table's (a newcomer's try: Tab Enter on a table opened to look at it recorded it again): the Flight
    Costs Table entered, opened again and Tab Enter, records nothing and says so; a row more records."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, form_setup("air_empire", "basic", "Club", "Ann", "Bea", "Cal"))
        form = await open_form(pilot)
        form.query_one("#rows", TextArea).load_text("".join(f"{row}\n" for row in BOARD))
        await keys(pilot, "tab", "b", "enter")  # Where from: board; the last field: records
        assert isinstance(app.screen, TableScreen)
        before = len(app.game.records)
        form = await open_form(pilot)
        await keys(pilot, "tab", "enter")
        assert isinstance(app.screen, TableScreen) and len(app.game.records) == before
        assert [n.message for n in app._notifications][-1] == FlightCostsForm.NOTHING_CHANGED
        form = await open_form(pilot)
        await keys(pilot, "16000 3 1", "tab", "enter")
        assert isinstance(app.screen, TableScreen) and len(app.game.records) == before + 1
