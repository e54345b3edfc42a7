"""1930's tables form (the Stock Market track and the Dividend Level table typed as rows in two boxes): the live line
names the box the cursor is in and what to type there, and the box's head is marked in text (Textual Pilot, 80x24,
the bundled sample after its starting money: the tables not entered yet, "t b" to type the boards' figures)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import TextArea
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, open_game_at, run

from tui.base.widgets import FOCUS_MARK
from tui.games.golden_age.forms import TablesForm


def heads(form: TablesForm) -> tuple[str, str]:
    return tuple(str(form.query_one(f"#{box}-head").render()) for box in ("track", "dividends"))  # type: ignore[return-value]


def live(form: TablesForm) -> str:
    return " ".join(form.live_text.split())


@run
async def test_the_live_line_names_the_box_the_cursor_is_in(tmp_path: Path) -> None:
    """A newcomer's try: two Stock Market rows typed, shift+Tab then Tab: the cursor was back in the Stock Market box
    while the live line said "… type the Dividend Level rows, from income 0", and the Dividend Level rows were typed
    into the Stock Market box; only the box's colour said where the cursor was. The line now starts with the box the
    cursor is in and what goes there, and says what is still to type in the other box with the key to it; the box's
    head is marked ▸."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 1)  # the starting money: the tables not entered yet
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "t", "b")
        form = app.screen
        assert isinstance(form, TablesForm)
        assert form.focused is form.query_one("#track", TextArea)
        assert heads(form) == (f"{FOCUS_MARK} Stock Market: price, cost", "Dividend: income from, $ a token")
        assert live(form).startswith("… Cursor in the Stock Market box (left): type price, action cost"), live(form)
        await keys(pilot, "1 1", "enter", "2 1", "enter")
        in_track = (
            "… Cursor in the Stock Market box (left): price, action cost, a box a line from $1. Left to do: the "
            "Dividend Level rows, from income 0 (Tab: the right box)."
        )
        assert live(form) == in_track, live(form)
        await keys(pilot, "shift+tab")
        assert form.focused is form.query_one("#dividends", TextArea)
        assert heads(form) == ("Stock Market: price, cost", f"{FOCUS_MARK} Dividend: income from, $ a token")
        assert live(form).startswith("… Cursor in the Dividend Level box (right): type income from, $ a token")
        await keys(pilot, "tab")  # the newcomer's keys: the cursor back in the Stock Market box, and said so
        assert form.focused is form.query_one("#track", TextArea)
        assert heads(form) == (f"{FOCUS_MARK} Stock Market: price, cost", "Dividend: income from, $ a token")
        assert live(form) == in_track, live(form)
        words = " ".join(drawn_text(app).replace("│", " ").split())
        assert f"{FOCUS_MARK} Stock Market: price, cost" in words and "(Tab: the right box)." in words, words
        # the Dividend Level rows typed where the line says, then the Stock Market emptied: the line says it
        await keys(pilot, "tab", "0 0", "enter")
        form.query_one("#track", TextArea).text = ""
        await pilot.pause()
        assert live(form).startswith(
            "… Cursor in the Dividend Level box (right): income from, $ a token, a row a line from income 0. Left to "
            "do: the Stock Market boxes, lowest ($1) first (shift+Tab: the left box)."
        ), live(form)
