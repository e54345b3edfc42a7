"""Each dialog shows its own keys at the bottom, never the keys of the screen it covers.

A newcomer's finding ("The banker's seat at a live table"): while a choice was open over the journal, or a
question over a form, the covered screen's footer showed through below it ("/ Search", "c Count cash",
"p Buy"), keys that do nothing in the dialog. Each dialog has a footer of its own, which covers the other
and names only what its keys do; the keys themselves are as they were (``d`` drops, Esc cancels).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tui_helpers import drawn_text, import_sample, keys, make_app, open_game_at, run, themed_app, to_title

from ledger.store import Book
from tui.base.dialogs import ChoiceScreen
from tui.base.widgets import ConfirmScreen
from tui.screens.journal import CountCashScreen, JournalScreen
from tui.screens.new_game import NewGameScreen
from tui.screens.start import StartScreen

SAMPLE = "air-empire-basic-4p"


def bottom_line(app: Any) -> str:
    """The terminal's last line as drawn (the footer's keys), runs of spaces squeezed."""
    return " ".join(drawn_text(app).splitlines()[-1].split())


async def settled(pilot: Any) -> None:
    for _ in range(3):
        await pilot.pause()


def test_a_choice_shows_its_own_keys_not_the_journals(tmp_path: Path) -> None:
    """w on the journal: the choice of a player says "Choose" and "Cancel" at the bottom, not the journal's
    Search or Count cash; a number key still chooses at once."""
    app = make_app(tmp_path)
    game = import_sample(app.book, SAMPLE, 12)

    @run
    async def body() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await open_game_at(pilot, game)
            await keys(pilot, "j")
            assert isinstance(app.screen, JournalScreen)
            assert "Search" in bottom_line(app)
            await keys(pilot, "w")
            assert isinstance(app.screen, ChoiceScreen)
            await settled(pilot)
            line = bottom_line(app)
            assert "Choose" in line and "Cancel" in line, line
            for journal_key in ("Search", "Count cash", "Audit", "Undo"):
                assert journal_key not in line, line
            await keys(pilot, "2")
            assert isinstance(app.screen, JournalScreen)
            assert app.screen.player == 2

    body()


def test_the_drop_question_names_d_not_y(tmp_path: Path) -> None:
    """Esc on the new game with a title typed asks first: its footer names d (Drop it) and n, not y nor the
    form's Create; d drops the form, as before."""
    app = make_app(tmp_path)

    @run
    async def body() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settled(pilot)
            await keys(pilot, "n")
            assert isinstance(app.screen, NewGameScreen)
            await to_title(pilot)
            await keys(pilot, "Friday", "escape")
            assert isinstance(app.screen, ConfirmScreen)
            await settled(pilot)
            line = bottom_line(app)
            assert "d Drop it" in line and "n No" in line, line
            assert "y " not in f"{line} " and "Create" not in line, line
            await keys(pilot, "d")
            assert isinstance(app.screen, StartScreen)
            assert app.book.games() == []

    body()


def test_a_yes_no_question_names_its_yes(tmp_path: Path) -> None:
    """A question answered by y shows its own yes ("Record") beside No at the bottom."""
    app = make_app(tmp_path)

    @run
    async def body() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settled(pilot)
            answers: list[bool | None] = []
            app.push_screen(ConfirmScreen("Record it?", "Record"), answers.append)
            await settled(pilot)
            line = bottom_line(app)
            assert "y Record" in line and "n No" in line, line
            assert "New game" not in line, line
            await keys(pilot, "y")
            assert answers == [True]

    body()


def test_count_cash_shows_its_own_keys_not_the_tables(tmp_path: Path) -> None:
    """k on the table: Count cash says Record and Cancel at the bottom, not the table's Buy or Recap."""
    app = make_app(tmp_path)
    game = import_sample(app.book, SAMPLE, 12)

    @run
    async def body() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await open_game_at(pilot, game)
            await settled(pilot)  # (the footer drawn: under load one pause was too few)
            assert "Recap" in bottom_line(app)
            await keys(pilot, "k")
            assert isinstance(app.screen, CountCashScreen)
            await settled(pilot)
            line = bottom_line(app)
            assert "Record" in line and "Cancel" in line, line
            assert "Recap" not in line and "Journal" not in line, line
            await keys(pilot, "escape")
            assert not isinstance(app.screen, CountCashScreen)

    body()


def test_snapshot_player_choice(book: Book, tmp_path: Path, utc: Any, snap_compare: Any) -> None:
    """The choice of a player over the journal at 80×24: its own keys at the bottom."""
    game = import_sample(book, SAMPLE, 12)
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await open_game_at(pilot, game)
        await keys(pilot, "j", "w")
        await settled(pilot)
        app.clear_notifications()
        await settled(pilot)
        assert isinstance(app.screen, ChoiceScreen)

    assert snap_compare(app, terminal_size=(80, 24), run_before=before)
