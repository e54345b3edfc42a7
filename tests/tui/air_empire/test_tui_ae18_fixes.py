"""Findings of a newcomer's try of Air Empire (80x24): the Tax Table's focus after Where from, the loan form's
reasons, the journal's quarter search, a $0 line 5b on the maintenance form."""

from __future__ import annotations

from pathlib import Path

from test_tui_play import keys
from test_tui_tournament import new_tax_table_form
from textual.widgets import Select, TextArea
from tui_helpers import SIZE, make_app, run


@run
async def test_the_tax_tables_where_from_chosen_keeps_the_focus_marked_and_shift_tab_goes_to_the_rows(
    tmp_path: Path,
) -> None:
    """A newcomer's try: T, Tab, Enter, Enter (board) left no field marked; shift+Tab (the key line: "the rows")
    went back to Where from, and "0 0" typed there was lost, its space opening the list. The list keeps the focus,
    and shift+Tab reaches the rows, where the digits are typed."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await new_tax_table_form(pilot)
        await keys(pilot, "tab", "enter", "enter")
        where = form.query_one("#provenance", Select)
        assert where.value == "board"
        assert form.focused is where, form.focused
        await keys(pilot, "shift+tab")
        rows = form.query_one("#rows", TextArea)
        assert form.focused is rows, form.focused
        await keys(pilot, "0 0")
        assert "0 0" in rows.text, rows.text
        assert where.value == "board"
