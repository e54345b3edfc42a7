"""A "Recorded" notice cut short to its line at 80 columns is made again for the new width when the terminal is
resized while it shows (tui/app.py, AirbankerApp._fit_notice_again). A newcomer's try: a notice cut with " …" at
80x24 stayed cut after the terminal grew to 120x36. 1930's sample, Neal's pass ending the Turn 2 Normal Stock Round
(#48): an outcome of some 600 characters (golden-age-4p.md)."""

from __future__ import annotations

from pathlib import Path

from sample_helpers import sample_record
from tui_helpers import drawn_text, import_sample, make_app, run

from tui.app import MORE_IN_THE_JOURNAL


@run
async def test_a_recorded_notice_is_fitted_again_to_the_new_width(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    _setup, actions = sample_record("golden-age-4p")
    game = import_sample(app.book, "golden-age-4p", 47)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        rec = app.record(actions[47].kind, dict(actions[47].payload), note=actions[47].note)
        assert rec is not None and rec.seq == 48
        await pilot.pause()
        notice = app.last_notice
        assert notice is not None and notice.timeout == 3
        narrow = notice.message
        assert narrow.startswith("Recorded #48 · ") and narrow.endswith(MORE_IN_THE_JOURNAL) and len(narrow) <= 77
        await pilot.resize_terminal(120, 36)
        await pilot.pause()
        assert app.last_notice is notice  # the same notice, its text made again
        wide = notice.message
        assert wide.startswith(narrow.removesuffix(MORE_IN_THE_JOURNAL)) and len(narrow) < len(wide) <= 117
        assert wide.endswith(MORE_IN_THE_JOURNAL)
        await pilot.pause(0.1)
        assert wide.removesuffix(MORE_IN_THE_JOURNAL) in " ".join(drawn_text(app).split())
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert notice.message == narrow
