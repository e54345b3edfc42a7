"""A list question (:class:`tui.base.dialogs.ChoiceScreen`, "Show the actions of", the box's game) takes ctrl+s and
Tab as a form's open list does: the option found by what was typed (ctrl+s with nothing typed: the one highlighted,
as Enter). A newcomer's try: "bo" then ctrl+s or Tab on the journal's player list did nothing. Pilot, 80x24.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from tui_helpers import keys, make_app

from tui.base.dialogs import ChoiceScreen

OPTIONS = [("0", "Everyone"), ("1", "1  Ann"), ("2", "2  Bea"), ("3", "3  Bob")]


def answers_after(tmp_path: Path, *presses: str) -> list[str | None]:
    """What the choice answered after ``presses`` (``[]``: it is open still, and shown)."""
    app = make_app(tmp_path)
    answers: list[str | None] = []

    async def main() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            choice = ChoiceScreen("Show the actions of", OPTIONS, current="1", keys={"1": "1", "2": "2", "3": "3"})
            app.push_screen(choice, answers.append)
            await keys(pilot)
            await keys(pilot, *presses)
            assert (app.screen is choice) == (not answers)

    asyncio.run(main())
    return answers


@pytest.mark.parametrize("key", ["ctrl+s", "tab"])
def test_ctrl_s_or_tab_takes_the_option_a_search_found(tmp_path: Path, key: str) -> None:
    assert answers_after(tmp_path, "bo", key) == ["3"]


def test_ctrl_s_with_nothing_typed_takes_the_option_highlighted(tmp_path: Path) -> None:
    assert answers_after(tmp_path, "down", "ctrl+s") == ["2"]


def test_tab_with_nothing_typed_chooses_nothing(tmp_path: Path) -> None:
    assert answers_after(tmp_path, "tab") == []


@pytest.mark.parametrize("key", ["ctrl+s", "tab"])
def test_a_search_that_matches_nothing_takes_nothing(tmp_path: Path, key: str) -> None:
    assert answers_after(tmp_path, "zq", key) == []
