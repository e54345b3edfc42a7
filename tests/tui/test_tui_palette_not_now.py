"""The command palette (ctrl+p) finds an action that does nothing now, with why (tui/app.py,
``AirbankerApp.get_system_commands``; ``GameTableScreen.why_not_now``). A newcomer's try: ctrl+p "loan" in Air Empire's
Phase 1 found nothing at all, as if the game had no loans. Such an action is found when searched for, titled
"(not now)" and said why; running it says the same as its key would, opening nothing; the list shown before a word
is typed holds only what works now (Textual Pilot, 80x24)."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime
from pathlib import Path

from sample_helpers import sample_record
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, open_game_at, records, run

from tui.base.table_screen import GameTableScreen


@run
async def test_an_action_not_allowed_now_is_found_with_why(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 1)  # Phase 1: route bids; no loan before Phase 3
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        table = app.screen
        assert isinstance(table, GameTableScreen)
        commands = {c.title: c for c in app.get_system_commands(table)}
        loan = commands["Loan (not now)"]
        assert loan.help.startswith("Not now: ") and not loan.discover, loan
        assert "Loan" not in commands  # never offered as if it worked
        assert all(c.discover for title, c in commands.items() if "(not now)" not in title)
        said = loan.help.removeprefix("Not now: ")
        before = records(app)
        await keys(pilot, "ctrl+p", "loan")
        assert "Loan (not now)" in drawn_text(app)
        await keys(pilot, "enter")
        assert app.screen is table and records(app) == before  # nothing opened
        told = [n.message for n in app._notifications]
        assert told[-1] == f"Not now · {said}", told


@run
async def test_a_name_that_looks_like_markup_shows_as_written_in_the_palette(tmp_path: Path) -> None:
    """The palette draws its commands as Textual markup: a "(not now)" command's help quoting a player named
    "Neal [/]" stopped the app (a review). Every title and help shows as written."""
    app = make_app(tmp_path)
    setup, actions = sample_record("golden-age-4p")
    setup = dataclasses.replace(setup, players=("Carla", "Neal [/]", "Chuck", "Zoë"))
    game = app.book.import_actions(setup, actions[:6], created_at=datetime(2026, 1, 1, 20, tzinfo=UTC).isoformat())
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        helps = [c.help for c in app.get_system_commands(app.screen) if "(not now)" in c.title]
        assert any("Neal" in h for h in helps), helps
        await keys(pilot, "ctrl+p", "pass")
        await pilot.pause(0.3)
        assert getattr(app, "_crash", None) is None and app.return_code is None
        assert "Neal [/]" in drawn_text(app)
