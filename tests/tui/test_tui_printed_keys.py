"""The print notice (:class:`tui.screens.printing.PrintedScreen`) answers only the keys typed once it is drawn:
an Enter typed ahead, meant for the screen before it, does not open the PDF viewer. Driven with Pilot at 80x24.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from tui_helpers import drawn_words, make_app, run

from tui.screens.printing import PrintedScreen


@run
async def test_an_enter_posted_just_before_the_files_show_opens_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    pdf = tmp_path / "prints" / "game-recap-sheets.pdf"
    pdf.parent.mkdir()
    pdf.write_bytes(b"%PDF-1.4\n")
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = PrintedScreen("the recap sheets", pdf.parent)
        app.push_screen(screen)
        await pilot.pause()
        assert "Writing the recap sheets" in drawn_words(app)
        # the worker is done: the files are named, and an Enter typed for the screen before arrives at once
        screen.written([pdf])
        app.post_message(events.Key("enter", "\r"))
        await pilot.pause()
        await screen.workers.wait_for_complete()
        await pilot.pause()
        words = drawn_words(app)
        assert app.screen is screen
        assert "Opening" not in words and "No PDF viewer" not in words, words
        assert "Not used: a key typed before this notice was shown." in words, words
        # an Enter typed once the files are shown opens the PDF (here: says no viewer can be started)
        await pilot.press("enter")
        await pilot.pause()
        await screen.workers.wait_for_complete()
        await pilot.pause()
        assert "No PDF viewer can be started here" in drawn_words(app)


@run
async def test_an_escape_posted_with_the_notice_closes_it_saying_where(tmp_path: Path) -> None:
    """A newcomer's try of 1930's journal: "P Escape" typed together left the notice open ("Not used: a key typed
    before this notice was shown"). Esc typed ahead closes it, and a toast says where the files are (F7)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = PrintedScreen("the recap sheets", tmp_path)
        pdf = tmp_path / "x.pdf"
        pdf.write_bytes(b"%PDF-1.4\n")
        app.push_screen(screen)
        await pilot.pause()
        screen.written([pdf])
        app.post_message(events.Key("escape", None))
        await pilot.pause()
        assert not isinstance(app.screen, PrintedScreen)
        said = " ".join(str(n.message) for n in app._notifications)
        assert "Printed the recap sheets. F7 shows where" in said, said


@run
async def test_keys_typed_after_the_print_key_are_said_not_used(tmp_path: Path) -> None:
    """A newcomer's try: "P m 7" printed, then the m and the 7 were gone without a word. The m answers nothing on
    the notice and says so; the 7 typed straight after it is counted as not used."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = PrintedScreen("the recap sheets", tmp_path)
        pdf = tmp_path / "x.pdf"
        pdf.write_bytes(b"%PDF-1.4\n")
        app.push_screen(screen)
        await pilot.pause()
        screen.written([pdf])
        await pilot.pause()
        await pilot.press("m", "7")
        await pilot.pause(0.8)
        assert app.screen is screen
        assert "'m' answers nothing here: Esc closes this notice first." in drawn_words(app)
        said = " ".join(str(n.message) for n in app._notifications)
        assert "Esc closes this notice first. · 1 key typed after m was not used either" in said, said
        # F1 (help) still works over the notice
        await pilot.press("f1")
        await pilot.pause()
        assert app.screen is not screen
