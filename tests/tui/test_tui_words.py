"""No internal name on screen (issue 13): refusals, the books and the help of the three games, driven with Pilot
at 80×24, say it in the banker's words: no action kind (``air_empire.maintenance``), no account code
(``p2:cash``), no field path (``orders[0]``, ``rolls[3].roll``), no option name, no class name (``_afform``).

Each test imports a bundled sample part-way (tests/tui_helpers.import_sample) and checks what is drawn
(:func:`tui_helpers.drawn_text`) and every notification; the words themselves are tested in
tests/ledger/test_words.py.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from textual.widgets import Input
from tui_helpers import SIZE, drawn_text, drawn_words, import_sample, keys, run

from ledger.store import Book
from tui.app import AirbankerApp
from tui.base.widgets import NOT_RECORDED
from tui.screens.help import HelpScreen
from tui.screens.start import NewGameScreen

#: what a screen must never draw: a kind or a module, an account code, a list index, a class name
INTERNAL = re.compile(r"[a-z_]+\.[a-z_]+|p\d+:|\[\d+\]|_[a-z]+form")


def internal(app: AirbankerApp) -> list[str]:
    """The internal names drawn now or in a notification ("e.g." is English, not a name)."""
    shown = [drawn_text(app)] + [n.message for n in app._notifications]
    return [name for text in shown for name in INTERNAL.findall(text.replace("e.g.", "for example"))]


async def opened(pilot: Any, game_id: int) -> None:
    pilot.app.open_game(game_id)
    await pilot.pause()


async def settled(pilot: Any) -> None:
    """Let a screen's worker (the audit) finish and draw."""
    await pilot.app.screen.workers.wait_for_complete()
    await pilot.pause()


def book_with(tmp_path: Path, sample: str, upto: int) -> tuple[Book, int]:
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    return book, import_sample(book, sample, upto)


@run
async def test_air_empire_refusal_count_journal_and_audit_in_words(tmp_path: Path) -> None:
    book, game_id = book_with(tmp_path, "air-empire-basic-4p", 10)  # Y1 Q2, Phase 3: loans and purchases
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, game_id)
        await keys(pilot, "p", "tab", "40")  # Ann orders 40 Super Jets: orders[0].super_jets
        assert "Refused: Ann's order, Super Jets: must be at most 30, got 40" in drawn_words(app)
        assert internal(app) == []
        form_top = drawn_text(app).splitlines()[:6]
        await keys(pilot, "ctrl+s")  # not recorded: a notice of one line points to the refusal, which stays in sight
        assert [(n.title, n.message) for n in app._notifications] == [("", NOT_RECORDED)]
        assert drawn_text(app).splitlines()[1:6] == form_top[1:6]  # the notice covers none of the form's lines
        assert "Refused: Ann's order, Super Jets: must be at most 30, got 40" in drawn_words(app)
        assert internal(app) == []
        await keys(pilot, "ctrl+s")  # refused again: a second notice over the first (only the newest shows)
        app.notify("the sheet is open in another program", title="Not printed", markup=False)  # another notice
        await keys(pilot, "backspace", "backspace", "2")  # put right: the notice goes with the refusal
        assert "Will record" in app.screen.live_text, app.screen.live_text
        # only its own notice goes: the other stays
        assert [n.message for n in app._notifications] == ["Not printed · the sheet is open in another program"]
        await keys(pilot, "escape", "d", "k")  # typed in: Esc asks first, d drops
        count = app.screen.query_one("#count-amount", Input)
        count.focus()
        await keys(pilot, "1", "enter")  # Ann's cash counted wrong: the last change is named by its title
        said = drawn_words(app)
        assert "Ann's cash: counted $1" in said and "last changed it at #10 Route bids" in said
        assert internal(app) == []
        await keys(pilot, "escape", "d", "j")  # the count typed and refused: Esc asks, d drops it
        assert "Ann's cash" in drawn_text(app) and "#10 Route bids ·" in drawn_text(app)
        assert internal(app) == []
        await keys(pilot, "a")
        await settled(pilot)
        assert "the Bank" in drawn_text(app) and "Dmitri's cash" in drawn_text(app)
        assert internal(app) == []
    book.close()


@run
async def test_air_fare_refusals_and_help_in_words(tmp_path: Path) -> None:
    book, game_id = book_with(tmp_path, "air-fare-4p", 0)  # turn 1, Maintenance Phase
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, game_id)
        await keys(pilot, "m", "11", "enter", "5", "enter", "5", "enter", "5")  # rolls[0].roll is 11
        words = drawn_words(app)  # said by the plane it is rolled for, not "rolls[0].roll" nor "the 1st roll"
        assert "the roll of Ann's #" in words and "a d10 shows 1-10, not 11" in words, words
        assert internal(app) == []
        await pilot.press("f1")  # the help of every screen: no class or module named
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert not re.search(r"_[a-z]+form|ledger\.", app.screen._text, re.IGNORECASE)
        # Air Fare's help only: no 1930 airline, no Air Empire quarter, no merger
        assert not re.search(r"1930|quarter|merger", app.screen._text, re.IGNORECASE), app.screen._text
        assert "A form starts on the player whose row you are on in the table's grid" in app.screen._text
        assert "filter by player (w) and by turn (t)" in " ".join(app.screen._text.split())
        # Help closed, d drops the rolls typed; the journal's keys filter by turn: Air Fare has no quarters
        await keys(pilot, "escape", "escape", "d", "j")
        await settled(pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        shown = app.screen._text
        assert "t — Filter by turn" in shown and not re.search(r"(?<!_)quarter", shown), shown  # the key's id stays
        await keys(pilot, "escape", "escape", "g")  # Advertising is an optional rule, not in this game
        assert internal(app) == []
    book.close()


@run
async def test_golden_age_next_step_refusal_and_new_game_options_in_words(tmp_path: Path) -> None:
    book, game_id = book_with(tmp_path, "golden-age-4p", 0)  # Setup: no cards, no tables
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, game_id)
        assert "Stock Market and Dividend Level tables" in drawn_words(app)  # was "(golden_age.tables)"
        assert internal(app) == []
        await keys(pilot, "b")  # a buy before the Stock Round: refused outright, by the action's words
        assert app._notifications and internal(app) == []
        await keys(pilot, "escape", "n")
        assert isinstance(app.screen, NewGameScreen)
        assert app.screen.game_name() == "golden_age"  # the game last started
        app.screen.query_one("#game").value = "air_empire"
        await pilot.pause()
        app.screen.query_one("#title").focus()
        await keys(pilot, "Thursday", "tab", "Ann", "tab", "Bea", "tab", "Cal")
        app.screen.query_one("#variant").value = "tournament"
        await pilot.pause()
        years = app.screen.query_one("#t_years", Input)
        years.value = "0"  # options.years: refused by the option's label
        await pilot.pause()
        assert "Not yet: “Years of play”: must be at least 1, got 0" in drawn_words(app)
        assert internal(app) == []
    book.close()
    (tmp_path / "first").mkdir()
    book, game_id = book_with(tmp_path / "first", "golden-age-4p", 2)  # First Stock Round, buy 1
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot, game_id)
        await keys(pilot, "b")  # a buy where the round starts an airline: was "(golden_age.found)"
        assert [n.message for n in app._notifications if "Start an airline" in n.message]
        assert internal(app) == []
    book.close()
