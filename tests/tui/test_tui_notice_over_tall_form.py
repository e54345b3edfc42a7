"""A notice never covers a form's last lines in a tall terminal (tui/base/widgets.py, FormScreen.box_limit): the box
of a form as tall as the terminal allows leaves two lines free for a notice of two lines (a warning wraps), which
goes on the lowest line free of the box (AirbankerApp.place_notices). A newcomer's try at 120x36: a two-line notice
covered the Advertising form's last lines, its key line, for its seconds: no line was left free above the box."""

from __future__ import annotations

from pathlib import Path

from textual.widgets._toast import Toast
from tui_helpers import drawn_text, import_sample, keys, make_app, open_game_at, run

from tui.games.golden_age.forms import TablesForm

#: a warning longer than a line at 120 columns
WARNING = "Not now: " + " ".join(["a refusal that takes two lines of the notice at one hundred and twenty columns"] * 2)


@run
async def test_a_two_line_notice_goes_above_the_tallest_form(tmp_path: Path) -> None:
    """1930's tables form (t c), the tallest: its box leaves the notice two lines, its key line drawn whole."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 60)
    async with app.run_test(size=(120, 36), notifications=True) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "t", "c")
        form = app.screen
        assert isinstance(form, TablesForm)
        app.notify(WARNING, severity="warning", timeout=5)
        await pilot.pause(0.3)
        await pilot.pause()
        box = form.query_one("#form").region
        toasts = [toast.region for toast in form.query(Toast) if toast.region.height]
        assert toasts and toasts[0].height == 2, toasts
        assert toasts[0].bottom <= box.y, (toasts, box, drawn_text(app))
        drawn = drawn_text(app)
        for line in str(form.query_one("#form-keys").render()).splitlines():
            assert f"│ {line.strip()} " in drawn, drawn
