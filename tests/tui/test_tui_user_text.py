"""Issue 11 §1: text typed by the banker shows literally on every screen.

Players named ``[/]``, ``[link=https://x.example]x[/link]`` and ``[bold]x[/]`` once stopped the
app as soon as a player list (a Select) was drawn, and ``[bold]x[/]`` showed bold. Here each
game's sample is stored under such names and the table screen's every key is pressed at a few
points of the game: each form opens, its player list opens, and the names show as typed; the
journal, the count-cash dialog and the list of games too.
"""

from __future__ import annotations

import ast
import dataclasses
import sqlite3
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from textual.screen import Screen
from textual.widgets import Input, Select
from tui_helpers import drawn_text, run

from ledger.game import GameSetup
from ledger.record_file import read_record
from ledger.store import Book
from tui.app import AirbankerApp
from tui.base.widgets import LiteralSelect

NAMES = ("[/]", "[link=https://x.example]x[/link]", "[bold]x[/]", "[red]Dee")
TITLE = "[b]Club night[/b] [/]"
SIZE = (160, 50)

#: (sample, points of the game: how many of its actions are stored): the start, where the
#: first forms are open, and late in the game, where most are (each point costs ~10 s of Pilot)
SAMPLES = {
    "air_empire": ("air-empire-basic-4p", (1, 12)),
    "golden_age": ("golden-age-4p", (2, 40)),
    "air_fare": ("air-fare-4p", (3, 30)),
}
#: keys of a table screen not pressed here: back to the games, quit, printing (a worker writing files)
SKIP = {"escape", "q", "ctrl+q", "P", "f5", "f6", "ctrl+p"}


def _store(book: Book, sample: str, upto: int) -> int:
    with resources.as_file(resources.files("samples").joinpath(f"{sample}.jsonl")) as path:
        setup, actions, _created = read_record(path)
    setup = dataclasses.replace(setup, title=TITLE, players=NAMES[: len(setup.players)])
    return book.import_actions(setup, actions[:upto], created_at="2026-01-01T20:00:00.000+00:00")


def _table_keys(app: AirbankerApp) -> list[str]:
    screen = app.screen
    return sorted(
        {key for key, active in app.active_bindings.items() if active.node is screen and active.enabled} - SKIP
    )


async def _press(pilot: Any, key: str) -> None:
    await pilot.press(key)
    await pilot.pause()


async def _back_to(pilot: Any, app: AirbankerApp, screen: Screen[Any]) -> None:
    for _ in range(4):
        if app.screen is screen:
            return
        await _press(pilot, "escape")
    assert app.screen is screen


@pytest.mark.parametrize("game", sorted(SAMPLES))
@run
async def test_names_like_markup_show_as_typed_on_every_screen(tmp_path: Path, game: str) -> None:
    sample, points = SAMPLES[game]
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    ids = [_store(book, sample, upto) for upto in points]
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    seen = ""
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        listed = drawn_text(app)
        assert TITLE in listed and "[/], [link=https://x.example]x[/link]" in listed  # the games list
        for game_id in ids:
            app.open_game(game_id)
            await pilot.pause()
            table = app.screen
            seen += drawn_text(app)
            for key in _table_keys(app):
                await _press(pilot, key)
                if app.screen is not table and isinstance(app.focused, Select):
                    await _press(pilot, "enter")  # the list open: every option drawn
                seen += drawn_text(app)
                await _back_to(pilot, app, table)
            await _press(pilot, "escape")  # back to the games
        assert app.return_code is None
    book.close()
    for name in NAMES[:3]:
        assert name in seen, name


@run
async def test_a_refusal_quoting_a_name_shows_it_as_typed(tmp_path: Path) -> None:
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = _store(book, "golden-age-4p", 2)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        app.open_game(game_id)
        await pilot.pause()
        # seat 2 buys first (and the first buy starts an airline): the refusal names both players
        assert app.record("golden_age.found", {"player": 1, "airline": "Blue", "price": 5, "income": 4}) is None
        await pilot.pause(0.2)
        assert "not [/]'s" in drawn_text(app)
    book.close()


def test_every_select_of_the_screens_shows_its_labels_as_typed() -> None:
    """No screen builds a plain textual Select (each is a LiteralSelect: labels never read as markup), nor a
    Static of text it did not write itself (each is a PlainStatic)."""
    offenders = []
    for path in sorted(Path(resources.files("tui")).rglob("*.py")):  # type: ignore[arg-type]
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            if node.func.id == "Select":
                offenders.append(f"{path.name}:{node.lineno}")
            # a Static of anything but a fixed text is a PlainStatic (no markup, control characters escaped)
            if node.func.id == "Static" and node.args and not isinstance(node.args[0], ast.Constant):
                offenders.append(f"{path.name}:{node.lineno}")
            if node.func.id == "Static" and any(k.arg == "markup" for k in node.keywords):
                offenders.append(f"{path.name}:{node.lineno}")
    assert offenders == []
    assert issubclass(LiteralSelect, Select)


@run
async def test_the_new_game_form_refuses_a_control_character_and_takes_markup_as_typed(tmp_path: Path) -> None:
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await _press(pilot, "n")
        form = app.screen
        form.query_one("#name_1", Input).value = "Ann"
        form.query_one("#name_2", Input).value = "\u202eevil"
        await _press(pilot, "ctrl+s")
        assert app.screen is form and book.games() == []
        said = drawn_text(app)
        assert "Player 2: holds U+202E (RIGHT-TO-LEFT OVERRIDE)" in " ".join(said.split())
        form.query_one("#name_2", Input).value = "[bold]x[/]"
        await _press(pilot, "ctrl+s")
        (info,) = book.games()
        assert info.players == ("Ann", "[bold]x[/]")
    book.close()


@run
async def test_an_old_books_control_characters_never_reach_the_terminal(tmp_path: Path) -> None:
    """A book written before the check (its names written straight into the database): the games list,
    the header, the table and the journal show the characters as escapes, as the command line does."""
    db = tmp_path / "old.sqlite"
    book = Book(f"sqlite:///{db}")
    game_id = book.create_game(GameSetup("air_empire", "basic", "T", ("Ann", "Bea")))
    book.record(game_id, "balance_assertion", {"player": 2, "cash": 9000})
    book.close()
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE players SET name = ? WHERE seat = 2", ("\x1b[2J\x1b[HFake\nforged\u202e",))
        connection.execute("UPDATE games SET title = ?", ("\x1b]0;PWNED\x07T",))
    book = Book(f"sqlite:///{db}")
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    drawn = []
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        drawn.append(drawn_text(app))
        app.open_game(game_id)
        await pilot.pause()
        drawn.append(drawn_text(app))
        await _press(pilot, "j")
        drawn.append(drawn_text(app))
    book.close()
    assert "\\x1b]0;PWNED\\x07T" in drawn[0] and "\\x1b[2J\\x1b[HFake\\nforged\\u202e" in drawn[0]
    assert "\\x1b]0;PWNED\\x07T" in drawn[1].splitlines()[0]  # the header
    assert "\\x1b[2J\\x1b[HFake" in drawn[2]  # the journal's balance assertion names the player
    for screen in drawn:
        bad = [
            line
            for line in screen.splitlines()
            if any((ord(c) < 32) or 0x7F <= ord(c) <= 0x9F or c == "\u202e" for c in line)
        ]
        assert bad == [], (drawn.index(screen), screen)
        assert not any((ord(c) < 32 and c != "\n") or 0x7F <= ord(c) <= 0x9F or c == "\u202e" for c in screen)
