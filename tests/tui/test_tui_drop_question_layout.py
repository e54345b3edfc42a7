""" "Drop what was typed?" lays its lines out whole at 80x24: what it says on one line, its keys each whole on the
next (tui/base/widgets.py, ``ConfirmScreen._laid_out``). A newcomer's try on 1930's Trade form (the bundled sample,
Turn 6's Normal Stock Round), a choice made, then Esc: the line said "'b' was typed before this question showed:
not an answer, not used. d:" and, on the next line, "Drop it (not y, not Enter)    n or Esc: No, keep typing"
(Textual Pilot, 80x24, drawn lines read back)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, run, type_fast

from tui.app import AFTER_REFUSAL_QUIET, AirbankerApp
from tui.base.widgets import ConfirmScreen, FormScreen


async def trade_chosen(pilot: Any, app: AirbankerApp) -> FormScreen:
    """1930's Trade form (x) in Turn 6's Normal Stock Round, an option chosen in its first list: Esc asks first."""
    game = import_sample(app.book, "golden-age-4p", 199)
    await pilot.pause()
    app.open_game(game)
    await pilot.pause()
    await keys(pilot, "x", "space", "down", "enter")
    form = app.screen
    assert isinstance(form, FormScreen) and form.unsaved()
    return form


def box_lines(app: AirbankerApp) -> list[str]:
    """The lines drawn inside the question's thick box, each squeezed (runs of spaces as one)."""
    kept = []
    for line in drawn_text(app).splitlines():
        left, right = line.find("█"), line.rfind("█")
        if 0 <= left < right:
            kept.append(" ".join(line[left + 1 : right].split()))
    return kept


def whole(app: AirbankerApp, *phrases: str) -> list[str]:
    """Those of ``phrases`` no line in the question's box draws whole."""
    lines = box_lines(app)
    return [phrase for phrase in phrases if not any(phrase in line for line in lines)]


KEYS = ("d: Drop it (not y, not Enter)", "n or Esc: No, keep typing")


@run
async def test_what_the_drop_question_says_and_its_keys_are_each_drawn_on_whole_lines(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await trade_chosen(pilot, app)
        await type_fast(pilot, "escape", "b")  # the b typed at once: before the question showed
        assert isinstance(app.screen, ConfirmScreen)
        said = "'b' was typed before this question showed: not an answer, not used."
        assert whole(app, said, *KEYS) == [], box_lines(app)
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await keys(pilot, "z")  # not used, nor typed into the form
        assert whole(app, "'z' answers nothing here and is not typed into the form.", *KEYS) == [], box_lines(app)
        await keys(pilot, "enter")
        assert whole(app, "Enter is not an answer here: d drops, n keeps typing.") == [], box_lines(app)
