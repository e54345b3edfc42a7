"""A city a plane is not offered, typed on its row of the Flying form, stays on that row and the list says why
(tui/base/widgets.py, LiteralSelect.UNOFFERED_STAYS; tui/games/air_fare/forms.py, DestinationSelect).

A newcomer's try: "boston" typed on Ann's row, where Boston was not offered (no landing rights there), went on
letter by letter to the rows below: the cursor ended on Dmitri's plane."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import app_where_allowed, drawn_text, keys, open_game_at, records, run, type_fast

from tui.app import AirbankerApp
from tui.games.air_fare.forms import DestinationSelect, FlightsForm


def said(app: AirbankerApp) -> str:
    """The screen's words, a wrapped line whole."""
    return " ".join(drawn_text(app).split())


@run
async def test_a_city_not_offered_stays_on_the_row_and_says_why(tmp_path: Path) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.flights")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FlightsForm)
        first = form.query_one("#to_1", DestinationSelect)
        assert form.focused is first
        await keys(pilot, "boston")
        assert first.expanded
        assert all(not s.expanded for s in form.query(DestinationSelect) if s is not first)
        assert "Ann holds no landing rights at Boston" in said(app)
        await keys(pilot, "enter")  # chooses nothing: still Ann's row
        assert form.focused in (first, first._list)
        assert all(s.value is DestinationSelect.NULL for s in form.query(DestinationSelect))


@run
async def test_a_city_typed_ahead_of_the_form_stays_on_the_first_row(tmp_path: Path) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.flights")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        before = records(app)
        await type_fast(pilot, "f", "boston", "enter")
        form = app.screen
        assert isinstance(form, FlightsForm)
        first = form.query_one("#to_1", DestinationSelect)
        assert form.focused in (first, first._list)
        assert "Nothing highlighted: Enter chooses nothing" in said(app)  # the Enter typed after it
        assert all(s.value is DestinationSelect.NULL for s in form.query(DestinationSelect))
        assert records(app) == before
