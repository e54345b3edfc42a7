"""The TUI's one mapping by game (tui/games.py) and the print jobs (sheets/jobs.py) follow the
registry: no game is known to the TUI or the sheets that the registry does not name, and none
the registry names is missing."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.screen import Screen

from ledger.games import meta_for, names
from ledger.journal import RuleViolation
from sheets import jobs
from tui.games import SCREENS, screens_for
from tui.screens.start import NewGameForm


def test_the_mapping_has_every_game_of_the_registry_and_no_other() -> None:
    assert tuple(SCREENS) == names()


@pytest.mark.parametrize("game", names())
def test_each_game_has_a_table_screen_a_new_game_form_and_standings(game: str) -> None:
    screens = screens_for(game)
    assert isinstance(screens.table(), Screen)
    assert issubclass(screens.new_game(), NewGameForm)
    title, help_text = screens.print_command
    assert title.startswith("Print") and help_text
    assert set(screens.list_labels) <= {v.id for v in meta_for(game).variants}


@pytest.mark.parametrize("game", names())
def test_what_a_game_prints_is_a_print_job(game: str) -> None:
    prints = meta_for(game).prints
    assert prints and set(prints) <= set(jobs.JOBS)


def test_an_unknown_game_has_no_screens() -> None:
    with pytest.raises(RuleViolation, match="unknown game 'monopoly'"):
        screens_for("monopoly")


def test_the_command_line_file_names_of_the_jobs() -> None:
    assert [jobs.command_file(job, 3) for job in ("recap", "dividends", "audit")] == [
        Path("recap-3.pdf"),
        Path("dividend-summary-3.pdf"),
        Path("audit-3.pdf"),
    ]
    assert {
        cls.job: cls.file
        for cls in (jobs.RecapPrintout, jobs.BlankPrintout, jobs.DividendsPrintout, jobs.AuditPrintout)
    } == {"recap": "recap-sheets", "blank": "blank-recap-sheet", "dividends": "dividends", "audit": "audit"}
