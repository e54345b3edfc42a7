"""Four newcomer findings about the forms' fields ("The banker's seat at a live table"), every form, at 80×24.

1. The focused field was shown by a colour only: a title typed, then "Enter Enter", landed in Player 2 unseen.
   The focused field's row now draws "▸" before its label, seen on a terminal without colour.
2. A letter typed into a number field was dropped without a word: the form's line now says it was not used, and
   the keys typed straight after it are not used either (a notice counts them).
3. An open list covered the lines under it without a frame, and read as rows of the form: it is framed now.
4. Options chosen on the New game form before any name was typed were dropped by Esc without a question.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Input, Select, Static
from textual.widgets._select import SelectOverlay
from tui_helpers import (
    app_where_allowed,
    drawn_text,
    keys,
    make_app,
    open_new_game,
    open_play_form,
    pick,
    records,
    run,
    to_title,
    type_fast,
)

from tui.base.widgets import FOCUS_MARK, ConfirmScreen, FieldRow
from tui.screens.new_game import NewGameScreen


def marked_rows(app: Any) -> list[str]:
    """The lines of the terminal (as drawn, no colour) that hold the focus mark."""
    return [" ".join(line.split()) for line in drawn_text(app).splitlines() if FOCUS_MARK in line]


async def new_game(pilot: Any) -> NewGameScreen:
    """n on the start screen, then on from the Game list (where the form opens) to the Title."""
    screen = await open_new_game(pilot)
    await to_title(pilot)
    return screen


@run
async def test_the_focused_field_of_the_new_game_is_marked_without_colour(tmp_path: Path) -> None:
    """The newcomer's try: the title, then Enter twice (and Down). The mark goes with the focus, one row at a time,
    and shows in the text alone (what ``tmux capture-pane -p`` gives)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(pilot)
        assert screen.focused is screen.query_one("#title", Input)
        assert len(marked_rows(app)) == 1 and "▸ Title" in marked_rows(app)[0]
        await keys(pilot, "Friday", "enter")
        assert len(marked_rows(app)) == 1 and "▸ Player 1 (clockwise)" in marked_rows(app)[0]
        await keys(pilot, "enter")  # a blank name, none typed yet: Enter stays (test_tui_new_game_blank_name)
        assert len(marked_rows(app)) == 1 and "▸ Player 1 (clockwise)" in marked_rows(app)[0]
        await keys(pilot, "down")
        assert len(marked_rows(app)) == 1 and "▸ Player 2" in marked_rows(app)[0]
        await keys(pilot, "up", "up", "up")  # the variant list: a list's row is marked as a field's
        assert len(marked_rows(app)) == 1 and "▸ Variant" in marked_rows(app)[0]
        await keys(pilot, "space")  # its open list has the focus: the row stays marked
        assert isinstance(screen.focused, SelectOverlay)
        assert screen.query_one("#variant").parent.has_focus_within  # type: ignore[union-attr]
        assert any("▸ Variant" in line for line in marked_rows(app))


@run
async def test_the_focused_field_of_a_play_form_is_marked_and_the_mark_follows(tmp_path: Path) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game_id, "loan")
        assert isinstance(form.focused, Input)
        row = form.focused.parent
        assert isinstance(row, FieldRow)
        assert marked_rows(app) and all(f"▸ {row.label}" in line for line in marked_rows(app))
        await keys(pilot, "shift+tab")
        other = form.focused
        assert other is not None and isinstance(other.parent, FieldRow) and other.parent is not row
        assert [f"▸ {other.parent.label}" in line for line in marked_rows(app)] == [True]
        assert not any(f"▸ {row.label}" in line for line in marked_rows(app))


@run
async def test_a_letter_in_a_number_field_of_a_form_is_said_not_used(tmp_path: Path) -> None:
    """The loan's amount takes digits: a letter rings and the live line says so; a digit typed after it brings
    the line back to what the ledger says."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game_id, "loan")
        amount = form.query_one("#amount", Input)
        assert form.focused is amount
        before = amount.value
        await keys(pilot, "end", "x")
        live = form.query_one("#form-live", Static)
        assert amount.value == before
        assert str(live.render()) == "A number: digits only. Key not used."
        assert "Key not used" in " ".join(drawn_text(app).split())
        await keys(pilot, "backspace")
        assert "Key not used" not in str(live.render())


@run
async def test_keys_typed_straight_after_a_letter_refused_by_a_number_field_are_not_used(tmp_path: Path) -> None:
    """A newcomer's try: a shortcut mistyped into an amount, then digits and Enter typed on at once, recorded the
    digits without a look. The letter is refused, the keys typed straight after it are not used (nothing is
    recorded), and a notice counts them; the amount is as before."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game_id, "loan")
        amount = form.query_one("#amount", Input)
        before, recorded = amount.value, records(app)
        await type_fast(pilot, "end", "x", "5000", "enter")
        assert app.screen is form and amount.value == before and records(app) == recorded
        words = " ".join(drawn_text(app).split())
        assert "A number: digits only. Key not used." in words
        await pilot.pause(0.6)  # the count is said once no key has come for a moment
        told = [n.message for n in app._notifications]
        assert told[-1].startswith("Not used · x: A number: digits only · 5 keys typed after x were not used"), told


@run
async def test_an_amount_typed_with_a_dollar_sign_and_a_space_is_read(tmp_path: Path) -> None:
    """A banker writes "$5 000" (or "$5,000"): the sign and the space are taken by the field and read as nothing, the
    amount recorded; refused, they and every key typed straight after them were not used (a review)."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game_id, "loan")
        amount = form.query_one("#amount", Input)
        amount.value = ""
        recorded = records(app)
        await type_fast(pilot, "$5 000")
        assert amount.value == "$5 000"
        await type_fast(pilot, "enter")
        assert records(app) == recorded + 1 and app.screen is not form
        assert "$5,000" in app.game.records[-1].summary


@run
async def test_a_letter_in_the_new_games_years_is_said_not_used(tmp_path: Path) -> None:
    """The Tournament Game's years (the New game form's number field) say a refused key on the form's line."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(pilot)
        await keys(pilot, "shift+tab")
        await pick(pilot, "Tour")
        years = screen.query_one("#t_years", Input)
        years.focus()
        await keys(pilot, "end", "y")
        assert str(screen.query_one("#new-live", Static).render()) == "Years: digits only. Key not used."
        await keys(pilot, "backspace")
        assert "Key not used" not in str(screen.query_one("#new-live", Static).render())


@run
async def test_an_open_list_is_framed_as_wide_as_its_closed_line(tmp_path: Path) -> None:
    """The Game list opened on the New game form: a rounded frame around its options, its sides just outside the
    closed line's cells (the options as wide as before), below it, clear of the key line."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(pilot)
        await keys(pilot, "up", "up", "space")
        game = screen.query_one("#game", Select)
        overlay = game.query_one(SelectOverlay)
        assert screen.focused is overlay
        region = overlay.region
        assert (region.x, region.right, region.y) == (game.region.x - 1, game.region.right + 1, game.region.bottom)
        assert region.bottom <= screen.query_one("#new-keys").region.y
        lines = drawn_text(app).splitlines()
        top, bottom = lines[region.y], lines[region.bottom - 1]
        assert top[region.x] == "╭" and top[region.right - 1] == "╮"
        assert bottom[region.x] == "╰" and bottom[region.right - 1] == "╯"
        assert lines[region.y + 1][region.x : region.x + 12] == "│Air Empire "
        await keys(pilot, "escape")  # closes the list, the form stays
        assert screen.focused is game and app.screen is screen


@run
async def test_esc_asks_when_an_option_was_chosen_before_any_name(tmp_path: Path) -> None:
    """The Bank's planes changed, no title nor name typed: Esc asks; back on the form, the option put back as it
    was, Esc closes at once. The Tournament Game chosen, nothing else: Esc asks too; and another game chosen."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        start = app.screen
        screen = await new_game(pilot)
        supply = screen.query_one("#plane_supply", Select)
        first = supply.value
        supply.focus()
        await keys(pilot, "space", "down", "enter")
        assert supply.value != first and not screen.typed()
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen) and "Drop the new game" in app.screen.question
        await keys(pilot, "n")
        assert app.screen is screen
        supply.value = first
        await keys(pilot, "escape")
        assert app.screen is start
        screen = await new_game(pilot)
        await keys(pilot, "shift+tab")
        await pick(pilot, "Tour")
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "d")
        assert app.screen is start
        screen = await new_game(pilot)
        screen.query_one("#game", Select).focus()
        await pick(pilot, "Air Fare")
        assert screen.game_name() == "air_fare" and not screen.typed()
        await keys(pilot, "escape")  # only the Game list changed (a newcomer's try: it closed without a word)
        assert isinstance(app.screen, ConfirmScreen) and "Drop the new game" in app.screen.question
        await keys(pilot, "d")
        assert app.screen is start


@run
async def test_the_new_game_key_line_follows_a_list_as_in_every_form(tmp_path: Path) -> None:
    """A newcomer's try: on the Game list the line still said "Enter: next field"; it says how a list is worked
    (closed, then open), and the fields' line again once a field has the focus."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(pilot)
        line = screen.query_one("#new-keys", Static)
        assert str(line.render()).startswith("Enter: next field")
        await keys(pilot, "up", "up")  # the Game list (the Variant above the Title)
        assert isinstance(screen.focused, Select)
        assert str(line.render()).startswith("Space or ↓: open list · Enter: take the one shown, next")
        await keys(pilot, "space")
        assert isinstance(screen.focused, SelectOverlay)
        assert str(line.render()).startswith("↑↓: move · a letter: search")
        await keys(pilot, "escape", "tab", "tab")  # the list closed, then the Variant, then the Title
        assert screen.focused is screen.query_one("#title", Input)
        assert str(line.render()).startswith("Enter: next field")


@run
async def test_the_first_senior_president_lists_each_seat_once(tmp_path: Path) -> None:
    """A newcomer's try: the list offered its prompt "seat 1" beside "1: Dora", the same seat twice."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(pilot)
        await keys(pilot, "Club", "enter", "Dora", "enter", "Eli", "enter")
        senior = screen.query_one("#senior", Select)
        labels = [str(prompt) for prompt, _value in senior._options]
        assert labels == ["1: Dora", "2: Eli"], labels
        assert senior.value == 1 and "1: Dora" in drawn_text(app)


@run
async def test_every_option_label_of_the_new_game_is_whole(tmp_path: Path) -> None:
    """A newcomer's try: the Tournament Game's "Fluctuation, re-bid ro…" was cut at 80x24 and at 120x36. Every
    label of every game's and variant's options fits its row's label column (the padding, less the blank cell
    before the field: :class:`tui.base.widgets.FieldRow`)."""
    from rich.cells import cell_len

    from tui.base.widgets import FieldRow

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(pilot)
        cut = []
        for game, variants in (("air_empire", ("basic", "tournament")), ("golden_age", ()), ("air_fare", ())):
            screen.query_one("#game", Select).value = game
            await pilot.pause()
            for variant in variants or (None,):
                if variant is not None:
                    screen.query_one("#variant", Select).value = variant
                    await pilot.pause()
                for row in screen.query(FieldRow):
                    if row.display and cell_len(row.label) > row.styles.padding.left - 1:
                        cut.append((game, variant, row.label))
        assert not cut, cut


@run
async def test_a_refused_amount_on_the_last_field_is_typed_over(tmp_path: Path) -> None:
    """A newcomer's try: the loan's $6,000 refused on Enter (its last field), then "5000 Enter" typed ahead read
    "600050002" and every key after it went to waste. The refused amount is selected: what is typed next replaces
    it, and the loan records."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game_id, "loan")
        amount = form.query_one("#amount", Input)
        assert form.focused is amount
        records_before = records(app)
        await keys(pilot, "ctrl+u", "6000", "enter")
        assert app.screen is form and "multiple of $5,000" in form.live_text, form.live_text
        await type_fast(pilot, "5000", "enter")
        assert records(app) == records_before + 1
        assert app.game.records[-1].payload["amount"] == 5000
