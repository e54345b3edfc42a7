"""P on the audit screen prints the game's end-of-game audit, and says where (tui/screens/journal.py, AuditScreen).

A newcomer's try of an Air Empire Tournament Game: "No audit PDF for Air Empire. The audit screen ('OK: every entry
balances…') offers no way to print. P does nothing there, with no message."
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from tui_helpers import drawn_text, import_sample, keys, make_app, run

from tui.screens.journal import AuditScreen
from tui.screens.printing import PrintedScreen


@pytest.mark.parametrize(
    ("sample", "figure"),
    [("air-empire-tournament-3p", "Final standings"), ("golden-age-4p", "End-of-game totals")],
)
@run
async def test_p_on_the_audit_screen_prints_the_audit_and_says_where(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sample: str, figure: str
) -> None:
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    app = make_app(tmp_path)
    game_id = import_sample(app.book, sample, None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "a")
        assert isinstance(app.screen, AuditScreen)
        assert "P: print the audit" in drawn_text(app)
        await keys(pilot, "P")
        await pilot.pause()
        assert isinstance(app.screen, PrintedScreen)
        await app.workers.wait_for_complete()
        await pilot.pause()
        what, paths = app.last_printed
        assert what == "the end-of-game audit"
        (pdf,) = paths  # the audit alone, not the game's other sheets
        assert f"game-{game_id}-final-" in pdf.name and pdf.name.endswith("-audit.pdf") and pdf.exists()
        drawn = drawn_text(app)
        assert "Printed the end-of-game audit:" in drawn and pdf.name in drawn and "Folder:" in drawn
        text = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
        assert "Books proven: the stored journal equals the replay of every action" in text
        assert "Sum of all accounts $0" in text and figure in text
        await keys(pilot, "escape")
        assert isinstance(app.screen, AuditScreen)


@run
async def test_f6_on_a_1930_game_offers_its_own_sheets_and_the_audit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """1930 prints two things now: the choice names them (not Air Empire's filled and blank recap sheets)."""
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await pilot.press("f6")
        await pilot.pause()
        drawn = drawn_text(app)
        assert "a  All: the dividend summary and the audit" in drawn
        assert "d  Dividend summary" in drawn and "u  End-of-game audit" in drawn
        assert "recap" not in drawn.lower()
        assert "u  End-of-game audit (the books proven, each account)" in drawn  # one line at 80 columns
        await keys(pilot, "u")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert [p.name.rsplit("-", 1)[-1] for p in app.last_printed[1]] == ["audit.pdf"]


@run
async def test_p_on_air_fares_audit_screen_prints_its_statement_with_the_stored_journals_audit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Air Fare's statement, as before, now with the audit of the stored journal in its proof (run while writing)."""
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "a")
        assert isinstance(app.screen, AuditScreen)
        await keys(pilot, "P")
        await app.workers.wait_for_complete()
        await pilot.pause()
        (pdf,) = app.last_printed[1]
        assert pdf.name.endswith("-audit.pdf") and pdf.name in drawn_text(app)
        first = PdfReader(pdf).pages[0].extract_text()
        assert "1 Ann $144M $1,260M $0M $1,404M Active" in first
        assert "stored journal audit OK" in first
