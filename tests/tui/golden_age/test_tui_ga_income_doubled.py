"""1930's Airline action form: an income typed more than twice the airline's on the books asks first (y/n), naming
both figures; one up to twice is recorded at once as before (Textual Pilot, 80x24, the bundled sample:
samples/golden-age-4p.jsonl, Turn 1's Operation Phase, Carla's Expand of Orange, income $9 on the books, $16 after).
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from tui_helpers import SIZE, drawn_words, import_sample, keys, make_app, open_game_at, pick, records, run

from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import OperateForm
from tui.games.golden_age.table import GoldenAgeScreen


@run
async def test_an_expand_income_over_twice_the_books_asks_first(tmp_path: Path) -> None:
    """A newcomer's try: "1616" typed for 16 (a doubled keystroke), Orange's income $6, recorded with one Enter:
    "Will record: ... income $1616; one more Orange Stock token ...(income 26); Orange gains a Hub ...". The Income
    Track has no printed top (a +100/+200 token counts on past it), so the ledger refuses no income; the form asks
    first, naming the income typed and the one on the books. n goes back to the income, nothing recorded; the right
    figure is recorded at once; "35" asks too, "19" (over twice $9, but no more than an action adds) does not."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 23)  # Carla's action: Orange, income $9 on the books
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        assert app.game.state.airlines["Orange"].income == 9
        before = records(app)
        await keys(pilot, "o")
        form = app.screen
        assert isinstance(form, OperateForm)
        await pick(pilot, "Orange")
        await keys(pilot, "ex", "enter")
        assert form.focused is form.query_one("#income")
        await keys(pilot, "1616")
        assert "record (asked first)" in drawn_words(app), drawn_words(app)
        await keys(pilot, "enter")
        question = app.screen
        assert isinstance(question, ConfirmScreen), question
        said = " ".join(question.question.split())
        assert said.startswith(
            "Income $1,616 typed for Orange: more than twice the $9 on the books. Check it on the Income Track"
        ), said
        await keys(pilot, "n")
        assert app.screen is form and records(app) == before
        assert form.focused is form.query_one("#income")
        await keys(pilot, *["backspace"] * 4, "35", "enter")  # $35: over twice $9, and more than $25 above it
        assert isinstance(app.screen, ConfirmScreen) and "Income $35 typed" in app.screen.question
        # $19 is over twice $9 too, but no more than an action adds (INCOME_JUMP): a round-2 try found the question
        # asked of most first-turn Expands (Pink $4 to $9), training the banker to answer y unread
        await keys(pilot, "n", "backspace", "backspace", "19")
        assert "record (asked first)" not in drawn_words(app), drawn_words(app)
        await keys(pilot, *["backspace"] * 2, "16")
        await keys(pilot, "enter")  # $16: recorded at once, as before
        assert isinstance(app.screen, GoldenAgeScreen)
        assert records(app) == before + 1 and app.game.records[-1].payload["income"] == 16


@run
async def test_the_income_forms_income_over_twice_the_books_asks_first_too(tmp_path: Path) -> None:
    """A helper's finding: the Income form (i) recorded such an income at once, the Airline action form asking."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 23)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "i")
        form = app.screen
        airline = str(form.query_one("#airline", Select).value)  # the grid's row, chosen for the banker
        books = app.game.state.airlines[airline].income
        assert form.focused is form.query_one("#income")
        await keys(pilot, "1616", "enter")
        question = app.screen
        assert isinstance(question, ConfirmScreen), question
        words = " ".join(question.question.split())
        assert f"Income $1,616 typed for {airline}: more than twice the ${books} on the books." in words, words
        await keys(pilot, "n")
        assert app.screen is form and records(app) == before
        await pilot.press("ctrl+a", "ctrl+k")  # the income emptied (keys() would type the names)
        await keys(pilot, "16", "enter")
        assert isinstance(app.screen, GoldenAgeScreen) and records(app) == before + 1


@run
async def test_the_end_of_turn_warns_of_an_income_typed_far_above_the_books(tmp_path: Path) -> None:
    """A round-2 try: Orange's $40 retyped 440 in the End of Turn form went straight to its question, which said
    nothing of it (the Income form asks of the same figure). The question warns, naming both figures."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 194)  # Turn 5's End of Turn
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "e")
        form = app.screen
        field = form.query_one("#eti_0", Input)
        airline = form.airlines()[0]
        field.value = str(airline.income * 10 + 100)
        await pilot.pause()
        await keys(pilot, "ctrl+s")
        question = app.screen
        assert isinstance(question, ConfirmScreen), question
        said = " ".join(question.question.split())
        typed = f"${airline.income * 10 + 100:,}"
        assert f"WARNING: Income {typed} typed for {airline.name}: more than twice the ${airline.income}" in said, said
