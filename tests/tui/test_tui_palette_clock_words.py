"""The command palette (ctrl+p) speaks of the open game's clock: "turn" in 1930 and Air Fare, "quarter" in Air Empire
(tui/app.py, ``AirbankerApp.clock_words``). A newcomer's try: ctrl+p on a 1930 game's journal offered "Filter by
quarter", "Every player and quarter" and charts of the "score by period", while the journal's own header said "Turn:
every turn (t)" (Textual Pilot, 80x24)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, open_game_at, run

from tui.screens.journal import JournalScreen


@pytest.mark.parametrize(("sample", "clock"), [("golden-age-4p", "turn"), ("air-fare-4p", "turn")])
@run
async def test_the_journal_commands_say_the_games_clock(tmp_path: Path, sample: str, clock: str) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, sample, 40)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "j")
        assert isinstance(app.screen, JournalScreen)
        commands = {c.title: c.help for c in app.get_system_commands(app.screen)}
        words = " ".join(f"{title} {help}" for title, help in commands.items())
        assert f"Filter by {clock}" in commands and f"Every player and {clock}" in commands, sorted(commands)
        assert "quarter" not in words and "period" not in words, words
        assert f"score by {clock}" in commands["Charts"]
        await keys(pilot, "ctrl+p", "every")  # the palette as the banker sees it
        drawn = drawn_text(app)
        assert f"Every player and {clock}" in drawn and "quarter" not in drawn, drawn


@run
async def test_air_empire_keeps_its_quarters(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 20)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "j")
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Filter by quarter" in titles and "Every player and quarter" in titles


def test_the_clock_word_leaves_air_empire_alone_and_whole_words_only(tmp_path: Path) -> None:
    """Air Empire keeps its quarters and its 3-year periods; 1930's help says turns, and never inside a longer word."""
    app = make_app(tmp_path)
    ae = import_sample(app.book, "air-empire-basic-4p", 3)
    ga = import_sample(app.book, "golden-age-4p", 3)
    app.game_id = ae
    assert app.clock_words("Filter by quarter · each 3-year period") == "Filter by quarter · each 3-year period"
    app.game_id = ga
    assert (
        app.clock_words("Every player and quarter · quarters · quarterly")
        == "Every player and turn · turns · quarterly"
    )
    assert app.clock_words("score by period") == "score by turn"


@run
async def test_a_command_is_named_as_the_footer_names_its_key_and_said_under_it(tmp_path: Path) -> None:
    """A newcomer's try: 1930's ``i`` was listed by its tooltip alone ("An airline's income as the Income Track shows
    it", "Key i"), as if it had no name."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 40)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        commands = {c.title: c.help for c in app.get_system_commands(app.screen)}
        assert "An airline's income as the Income Track shows it" not in commands, sorted(commands)
        assert commands["Income"].startswith("An airline's income as the Income Track shows it"), commands
