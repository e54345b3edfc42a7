"""A form's field row (:class:`tui.base.widgets.FieldRow`) draws its label itself, in its left padding.

Issue 13 ("Fast"): a label of its own was one widget more for each field, and each widget a form mounts is
time before its first frame. What the banker sees must not change: the label as typed, cut with "…" when
longer than its room, never over the field, and marked while the field beside it has the focus (in colour, and by
a "▸" before it that shows without colour).
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from textual.app import App, ComposeResult
from textual.widgets import Input
from tui_helpers import drawn_text, run

from tui.base.widgets import FieldRow, hanging


class _Rows(App[None]):
    """Two rows as a form lays them out: a label 12 cells wide, then an Input."""

    CSS = """
    FieldRow { padding-left: 12; }
    FieldRow > Input { width: 10; }
    .row:focus-within > .field-row--label { text-style: bold; }
    FieldRow > .field-row--note { color: $text-muted; }
    """

    def compose(self) -> ComposeResult:
        yield FieldRow("[b]Ann\x1b", Input("41", id="first", compact=True), id="one")
        yield FieldRow("Gates in reserve (0-9)", Input("7", id="second", compact=True), id="two")
        yield FieldRow("Roll", Input("3", id="third", compact=True), note="Very Old: GROUNDED", id="three")


def _lines(app: Any) -> list[str]:
    return drawn_text(app).splitlines()


@run
async def test_the_row_draws_its_label_as_typed_and_cut_before_the_field() -> None:
    app = _Rows()
    async with app.run_test(size=(40, 4)) as pilot:
        app.query_one("#third", Input).focus()  # neither row marked (the focus mark: its own test)
        await pilot.pause()
        first, second = _lines(app)[:2]
        # markup shows as typed, a control character as its escape; the field starts after the label's room
        assert first.startswith("[b]Ann\\x1b  41"), first
        # a label cut keeps a blank cell before its field (it ran into it: "@Minor Airportchoose…")
        assert second.startswith("Gates in r… 7"), second


@run
async def test_the_label_is_marked_while_its_field_has_the_focus() -> None:
    app = _Rows()
    async with app.run_test(size=(40, 4)) as pilot:
        await pilot.pause()
        one, two = app.query_one("#one", FieldRow), app.query_one("#two", FieldRow)
        app.query_one("#first", Input).focus()
        await pilot.pause()
        assert one.label_style().bold and not two.label_style().bold
        app.query_one("#second", Input).focus()
        await pilot.pause()
        for row in (one, two):
            row.update_node_styles(animate=False)  # as FormScreen does on a focus change (its _restyle_row)
        await pilot.pause()
        assert two.label_style().bold and not one.label_style().bold
        # and the drawn label carries it: the first cell of the second row is bold
        strip = two.render_lines(two.region.reset_offset)[0]
        assert next(iter(strip)).style is not None and next(iter(strip)).style.bold
        # and without colour: a label too long for the mark before it keeps its cells, the mark in the blank
        # cell before the field
        one.refresh()
        two.refresh()
        await pilot.pause()
        assert _lines(app)[1].startswith("Gates in r…▸7"), _lines(app)[1]
        app.query_one("#third", Input).focus()  # a short label: the mark before it
        three = app.query_one("#three", FieldRow)
        three.update_node_styles(animate=False)
        three.refresh()
        await pilot.pause()
        assert _lines(app)[2].startswith("▸ Roll      3"), _lines(app)[2]
        assert _lines(app)[0].startswith("[b]Ann\\x1b  41"), _lines(app)[0]


@run
async def test_the_note_is_drawn_after_the_field_whole_or_cut() -> None:
    app = _Rows()
    async with app.run_test(size=(44, 4)) as pilot:
        await pilot.pause()
        # the label's 12 cells, the field's 10, a cell, then the note in the 21 cells left of 44
        assert _lines(app)[2].rstrip() == "Roll        3          Very Old: GROUNDED", _lines(app)[2]
        app.query_one("#three", FieldRow).note = "Very Old: GROUNDED (airbanker's roll)"
        await pilot.pause()
        assert _lines(app)[2].rstrip() == "Roll        3          Very Old: GROUNDED (…", _lines(app)[2]
        # drawn muted, as the CSS says ($text-muted has an alpha: a style taken without blending it was the
        # text's full colour, as bright as the label)
        row = app.query_one("#three", FieldRow)
        cells = list(row.render_lines(row.region.reset_offset)[0])
        label_colour, note_colour = cells[0].style.color, cells[-1].style.color
        assert note_colour is not None and label_colour is not None
        assert sum(note_colour.get_truecolor()) < sum(label_colour.get_truecolor())  # dimmer than the label


@run
async def test_a_new_label_is_drawn() -> None:
    app = _Rows()
    async with app.run_test(size=(40, 4)) as pilot:
        app.query_one("#third", Input).focus()
        await pilot.pause()
        app.query_one("#one", FieldRow).label = "CEO chooses"
        await pilot.pause()
        assert _lines(app)[0].startswith("CEO chooses 41"), _lines(app)[0]


def test_clip_words_cuts_between_words_never_inside_a_figure() -> None:
    """The latest actions at 120×36 read "$12,7…" (a newcomer's try): a line is cut between words."""
    from tui.base.widgets import clip_words

    line = "#11 Y1 Q2 · Cal pays $1,500 taxes on 1g $12,700"
    assert clip_words(line, 40) == "#11 Y1 Q2 · Cal pays $1,500 taxes on 1g…"
    assert clip_words(line, 100) == line
    card = "#212 route card: San Francisco — re-bid, terminated"
    assert clip_words(card, 44) == "#212 route card: San Francisco — re-bid…"
    assert clip_words("x" * 30, 10) == "x" * 9 + "…"  # one long word: cut where it falls


class _Indented(App[None]):
    """Rows under a heading, their labels indented (a plane sale's bidders under "Bids, typed in turn")."""

    CSS = "FieldRow { padding-left: 12; } FieldRow > Input { width: 10; }"

    def compose(self) -> ComposeResult:
        yield FieldRow("  Eli", Input("", id="eli", compact=True))
        yield FieldRow("  Fay", Input("", id="fay", compact=True))


@run
async def test_an_indented_label_takes_the_mark_in_its_indent() -> None:
    """A newcomer's try (issue 13): the plane sale's bidder with the focus was drawn "▸   Eli" over "  Fay", its
    name two cells to the right of the others'. The mark goes in the indent, the name where it was."""
    app = _Indented()
    async with app.run_test(size=(40, 3)) as pilot:
        app.query_one("#eli", Input).focus()
        await pilot.pause()
        eli, fay = _lines(app)[:2]
        assert eli.startswith("▸ Eli       "), eli
        assert fay.startswith("  Fay       "), fay


def test_hanging_wraps_by_cells_under_its_own_text() -> None:
    """An indented line wider than the room wraps two cells further in, counted in cells: a name in a wide
    script (two cells a character) stays inside the box."""
    lines = ["Ann: $9M", "  張偉張偉張偉 pays $10M for 1 plane and then $12M more"]
    out = hanging(lines, 24).splitlines()
    assert out[0] == "Ann: $9M" and out[1].startswith("  張偉張偉張偉 ")
    assert all(cell_len(line) <= 24 for line in out), out
    assert all(line.startswith("    ") for line in out[2:]) and len(out) > 2, out
    assert hanging(lines, 0).splitlines() == lines  # not laid out yet: as they are
