"""Esc and a key typed close together (a burst: ``tmux send-keys Escape b``, or a fast banker) reach the app as Esc
then the key, whichever key it is (tui/app.py: ``_esc_then_key_read_as_alt`` and ``AirbankerApp._esc_and_key``).
A newcomer's try on 1930's Buy form, its focus on "▸ Enter: record": ``Escape b`` in one burst left the form open
with no "Drop…?" question and no word of the ``b`` (Textual read Esc ``b`` as ctrl+left); ``Escape m`` on Count cash
said "'m' was typed before this question showed" (Textual Pilot, 80x24, the bundled 1930 sample; the burst's bytes
are read by Textual's own terminal reader and handed to the app as it hands them on)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import events
from textual._xterm_parser import XTermParser
from textual.widgets import Select
from tui_helpers import SIZE, import_sample, keys, make_app, open_new_game, records, run, text, type_fast

from tui.app import AFTER_REFUSAL_QUIET, AirbankerApp
from tui.base.widgets import ConfirmScreen, FormScreen


def read(typed: str) -> list[events.Key]:
    """The keys Textual's terminal reader makes of the bytes ``typed`` arriving together."""
    parser = XTermParser()
    return [e for e in [*parser.feed(typed), *parser.feed("")] if isinstance(e, events.Key)]


async def burst(pilot: Any, typed: str) -> None:
    """``typed`` as the terminal sends it in one burst: read by Textual's reader, every key handed to the app at
    once, then the app settled."""
    app = pilot.app
    for key in read(typed):
        key.set_sender(app)
        app._driver.send_message(key)
    await type_fast(pilot)


def said(app: AirbankerApp) -> str:
    """The question's keys line, as shown."""
    return " ".join(text(app.screen.query_one("#confirm-keys")).split())


async def buy_picked(pilot: Any, app: AirbankerApp) -> FormScreen:
    """1930's Buy form in the First Stock Round, another airline picked in its list (the last): the focus on its
    "▸ Enter: record" line, the form holding a choice (its Esc asks first)."""
    game = import_sample(app.book, "golden-age-4p", 8)
    await pilot.pause()
    app.open_game(game)
    await pilot.pause()
    await keys(pilot, "b", "space", "down", "enter")
    form = app.screen
    assert isinstance(form, FormScreen) and form.focused is None and form.unsaved()
    return form


def test_esc_then_a_letter_or_digit_is_read_as_one_alt_key_with_its_letter() -> None:
    """Textual read Esc ``b`` and Esc ``f`` as ctrl+left and ctrl+right, Esc ``2`` as "™" (a Mac's Option+2), none
    with the key typed; they read as Esc and any other letter do now. A real ctrl+left is still one."""
    assert [(k.key, k.character) for k in read("\x1bb")] == [("alt+b", "b")]
    assert [(k.key, k.character) for k in read("\x1bf")] == [("alt+f", "f")]
    assert [(k.key, k.character) for k in read("\x1b2")] == [("alt+2", "2")]
    assert [k.key for k in read("\x1bbpi\r")] == ["alt+b", "p", "i", "enter"]
    assert [k.key for k in read("\x1b[1;5D")] == ["ctrl+left"]


@run
async def test_esc_b_in_one_burst_on_the_record_line_asks_and_says_the_b_was_not_used(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await buy_picked(pilot, app)
        before = records(app)
        await burst(pilot, "\x1bb")
        assert isinstance(app.screen, ConfirmScreen), type(app.screen).__name__
        assert said(app).startswith("'b' was typed before this question showed: not an answer, not used.")
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await keys(pilot, "n")  # read, then answered: back to the form as it was
        assert app.screen is form and records(app) == before


@run
async def test_esc_b_as_one_alt_key_does_the_same(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await buy_picked(pilot, app)
        await type_fast(pilot)
        alt_b = events.Key("alt+b", "b")
        alt_b.set_sender(app)
        app._driver.send_message(alt_b)  # type: ignore[union-attr]
        await type_fast(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert said(app).startswith("'b' was typed before this question showed")
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await keys(pilot, "d")  # dropped: the table, nothing recorded
        assert not isinstance(app.screen, (ConfirmScreen, FormScreen))


@run
async def test_esc_f_in_one_burst_on_a_fly_ready_to_record_asks_too(tmp_path: Path) -> None:
    """The Fly form once ready (the CEO's choice picked, the focus on its record line): Esc ``f`` in one burst."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        game = import_sample(app.book, "golden-age-4p", 20)  # Turn 1, Operating Round 1, the first action
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, FormScreen)
        form.query_one("#choice").focus()
        await keys(pilot, "space", "enter")
        assert form.focused is None and form.unsaved()
        await burst(pilot, "\x1bf")
        assert isinstance(app.screen, ConfirmScreen), type(app.screen).__name__
        assert said(app).startswith("'f' was typed before this question showed: not an answer, not used.")


def test_esc_then_minus_equals_tab_or_backspace_is_read_as_one_alt_key_too() -> None:
    """Textual read Esc ``-`` as "–", Esc ``=`` as "≠", Esc Tab as shift+Tab and Esc Backspace as ctrl+w, the Esc
    lost; they read as one Alt key each now, handed on as Esc then the key. A real shift+Tab is still one."""
    assert [k.key for k in read("\x1b-")] == ["alt+minus"]
    assert [k.key for k in read("\x1b=")] == ["alt+equals_sign"]
    assert [k.key for k in read("\x1b\t")] == ["alt+tab"]
    assert [k.key for k in read("\x1b\x7f")] == ["alt+backspace"]
    assert [k.key for k in read("\x1b-12")] == ["alt+minus", "1", "2"]
    assert [k.key for k in read("\x1b[Z")] == ["shift+tab"]


@run
async def test_esc_then_minus_equals_tab_or_backspace_in_one_burst_asks_and_says_the_key(tmp_path: Path) -> None:
    """On the Buy form holding a choice, Esc then each of the four in one burst: the "Drop…?" question, which says
    the key after Esc was typed before it showed (the Esc was not lost, the key not read as another)."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await buy_picked(pilot, app)
        before = records(app)
        for typed, shown in (("\x1b-", "'-'"), ("\x1b=", "'='"), ("\x1b\t", "Tab"), ("\x1b\x7f", "Backspace")):
            await burst(pilot, typed)
            assert isinstance(app.screen, ConfirmScreen), (typed, type(app.screen).__name__)
            assert said(app).startswith(f"{shown} was typed before this question showed"), said(app)
            await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
            await keys(pilot, "n")  # back to the form as it was
            assert app.screen is form and records(app) == before


@run
async def test_esc_then_enter_in_one_burst_in_an_open_list_closes_it_then_takes_the_one_shown(tmp_path: Path) -> None:
    """A newcomer's try (``tmux send-keys Escape Enter``) on the new game form, its Game list open and another game
    highlighted: Textual read Esc Enter as Enter alone, the Esc lost, and Enter chose the game highlighted. Read as
    one Alt key (alt+enter), they are handed on as typed: Esc closes the list (the game shown kept), Enter takes it
    and goes on to the next field, as with a pause between them. No key of the app is alt+enter."""
    assert [k.key for k in read("\x1b\r")] == ["alt+enter"]
    assert [k.key for k in read("\x1b\r\r")] == ["alt+enter", "enter"]
    assert [k.key for k in read("\r")] == ["enter"]
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        game = screen.query_one("#game", Select)
        shown = game.value
        await keys(pilot, "space", "down")
        assert game.expanded and screen.focused is not game
        await burst(pilot, "\x1b\r")
        assert app.screen is screen and not game.expanded
        assert game.value == shown and screen.focused is not None and screen.focused.id != "game", screen.focused
        # with a pause between them, the same
        await keys(pilot, "escape")  # the new game form left, nothing typed in it
        screen = await open_new_game(pilot)
        await keys(pilot, "space", "down", "escape", "enter")
        game = screen.query_one("#game", Select)
        assert game.value == shown and screen.focused is not None and screen.focused.id != "game"


@run
async def test_esc_then_space_in_one_burst_asks_and_says_the_space(tmp_path: Path) -> None:
    """``tmux send-keys Escape Space``: Textual read the two as Space alone, the Esc lost, as Esc Enter was. Read as
    one Alt key (alt+space), they are handed on as typed: on the Buy form holding a choice, the Esc asks "Drop…?" and
    the question says the Space was typed before it showed; Space alone still asks nothing. No key of the app is
    alt+space."""
    assert [k.key for k in read("\x1b ")] == ["alt+space"]
    assert [k.key for k in read("\x1b  ")] == ["alt+space", "space"]
    assert [k.key for k in read(" ")] == ["space"]
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await buy_picked(pilot, app)
        before = records(app)
        await burst(pilot, "\x1b ")
        assert isinstance(app.screen, ConfirmScreen), type(app.screen).__name__
        assert said(app).startswith("Space was typed before this question showed"), said(app)
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await keys(pilot, "n")  # back to the form as it was
        assert app.screen is form and records(app) == before and form.unsaved()
