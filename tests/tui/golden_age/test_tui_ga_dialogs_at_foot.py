"""1930's Count cash form and its questions (y/n) in a tall terminal: at the foot of the screen, as 1930's forms,
the table's grid whole above them; at 80x24 centred over the table, as before."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import (
    box_lines,
    drawn_text,
    first_allowed,
    import_sample,
    keys,
    make_app,
    rows_drawn_whole,
    run,
    type_fast,
)

from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import ContractForm
from tui.games.golden_age.table import GoldenAgeScreen
from tui.screens.journal import CountCashScreen

#: the grid's heading and its last row in turn 2's Normal Stock Round of the sample (44 actions in)
GRID = (" Airline", " Purple")


@run
async def test_count_cash_and_a_question_sit_at_the_foot_of_a_tall_terminal(tmp_path: Path) -> None:
    """A newcomer's try at 120x36: Count cash (k) and the Pass question (p) opened centred over the table, over
    the rows of Red and Purple and the line of who may buy. At the foot of the screen the grid and that line are
    drawn whole above them, nothing of the table's lines beside them; gone, the table is as it was."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 44)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        table = drawn_text(app)
        for key, dialog in (("k", CountCashScreen), ("p", ConfirmScreen)):
            await keys(pilot, key)
            assert isinstance(app.screen, dialog)
            drawn = drawn_text(app)
            assert rows_drawn_whole(table, drawn, *GRID) == [], drawn
            assert "Neal ($4, 4 tokens) may: b buy: Brown $4, Purple $4 · p pass" in drawn, drawn
            top, bottom = box_lines(drawn)
            lines = drawn.splitlines()
            assert bottom == len(lines) - 2, drawn  # on the footer
            for line in lines[top:bottom]:  # beside the box: nothing of the table's lines (the latest actions)
                assert not line[:10].strip(), drawn
            await keys(pilot, "escape")
            assert isinstance(app.screen, GoldenAgeScreen)
            assert drawn_text(app) == table


@run
async def test_a_question_over_a_form_at_the_foot_sits_above_it(tmp_path: Path) -> None:
    """The Contract form's question (a CEO may still buy a purchased action) over the form at 120x36: above the
    form at the foot, over its first line at most, the grid whole above both; n goes back to the form, still at
    the foot."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", first_allowed("golden-age-4p", "golden_age.purchased_action"))
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        table = drawn_text(app)
        await type_fast(pilot, "c", "enter", "blu", "enter", "3")
        assert isinstance(app.screen, ContractForm)
        form = drawn_text(app)
        assert rows_drawn_whole(table, form, " Airline", " Brown") == [], form
        await type_fast(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.pause()
        asked = drawn_text(app)
        assert rows_drawn_whole(table, asked, " Airline", " Brown") == [], asked
        # lifted over the form's first line (as far as the grid allows), its last lines whole (what Enter does)
        before, after = form.splitlines(), asked.splitlines()
        top, bottom = box_lines(asked)
        assert after[bottom + 1 : -1] == before[bottom + 1 : -1], asked  # the footer says the question's keys
        assert bottom <= next(i for i, line in enumerate(before) if "╭" in line), asked
        assert any("Will record" in line for line in after[bottom + 1 :]), asked
        await keys(pilot, "n")
        assert isinstance(app.screen, ContractForm)
        assert drawn_text(app) == form


@run
async def test_at_80x24_count_cash_and_the_questions_stay_centred(tmp_path: Path) -> None:
    """At 80x24 (not a tall terminal) Count cash and a question are centred over the table, as before: as many
    lines above the box as under it, give or take one, the table's lines above it left as they are (nothing of the
    table drawn under it: tui/base/backdrop.py)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 44)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        table = drawn_text(app).splitlines()
        for key in ("k", "p"):
            await keys(pilot, key)
            drawn = drawn_text(app)
            top, bottom = box_lines(drawn)
            below = len(drawn.splitlines()) - 1 - bottom - 1  # the lines between the box and the footer
            assert abs(top - below) <= 1, drawn
            assert drawn.splitlines()[1:top] == table[1:top], drawn  # the table's lines above it (notices apart)
            assert "More:" not in drawn, drawn
            await keys(pilot, "escape")
