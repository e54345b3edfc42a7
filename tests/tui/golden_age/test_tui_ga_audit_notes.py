"""The audit screen (a) says where the game's tables come from, as the table and the printed audit do (Textual Pilot,
the bundled samples). A newcomer's try: the audit of the 1930 sample, played on illustrative tables, never said so;
only the dividend summary did."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static
from tui_helpers import import_sample, keys, make_app, open_game_at, run

from tui.screens.journal import AuditScreen


@run
async def test_the_audit_screen_says_the_tables_are_illustrative(tmp_path: Path) -> None:
    for sample, said in (
        ("golden-age-4p", "Note: Stock Market track and Dividend Level table: illustrative values, not the boards'."),
        ("air-empire-basic-4p", "Note: Flight Costs Table: illustrative values, not the board's."),
    ):
        (tmp_path / sample).mkdir()
        app = make_app(tmp_path / sample)
        game = import_sample(app.book, sample, 40)
        async with app.run_test(size=(120, 36)) as pilot:
            await open_game_at(pilot, game)
            await keys(pilot, "a")
            await pilot.pause(0.3)
            assert isinstance(app.screen, AuditScreen)
            shown = str(app.screen.query_one("#audit-result", Static).render())
            assert said in shown, shown
            # after what the audit proved, before the balances
            assert shown.index("OK: every entry balances") < shown.index(said) < shown.index("Balances from"), shown
