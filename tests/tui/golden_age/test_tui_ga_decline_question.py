"""1930's Decline key (End of Turn, step 1) at 80x24: its question says first what it asks, who declines the
purchased action for which airline, then what declining does, answered by the keys of every question (Textual
Pilot, the bundled sample: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static
from tui_helpers import (
    SIZE,
    box_lines,
    drawn_text,
    first_allowed,
    import_sample,
    keys,
    make_app,
    open_game_at,
    records,
    run,
    text,
)

from ledger.games.golden_age import purchase_next
from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.table import GoldenAgeScreen


@run
async def test_the_decline_question_says_what_it_asks_and_what_declining_does(tmp_path: Path) -> None:
    """A newcomer's try at End of Turn 1: ``p`` asked "Neal declines: no purchased action this turn?", and the
    banker did not know what y would answer there. The question asks first whether Neal declines the purchased
    action for Blue, then says what declining does (no extra action, nothing paid, nothing else recorded); y or
    Enter declines, n or Esc goes back, as in every question. Chuck, CEO of two airlines, is asked for either."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", first_allowed("golden-age-4p", "golden_age.purchased_action"))
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        table = app.screen
        assert purchase_next(app.game.state)[:2] == (2, 3)  # Neal (CEO of Blue), then Chuck
        before = records(app)
        await keys(pilot, "p")
        assert isinstance(app.screen, ConfirmScreen)
        drawn = drawn_text(app)
        # the question's box, line by line, inside its frame
        top, bottom = box_lines(drawn)
        inside = [line.split("█")[1].strip() for line in drawn.splitlines()[top + 1 : bottom]]
        assert inside[0] == "Does Neal decline the purchased action for Blue?", drawn  # what it asks, first
        words = " ".join(" ".join(inside).split())
        assert (
            "Neal buys no extra action this turn (End of Turn, step 1) and pays nothing; nothing else is recorded."
            in words
        ), drawn
        assert "Will record: Neal declines a purchased action; next: Chuck." in words, drawn
        said = " ".join(text(app.screen.query_one("#confirm-keys", Static)).split())
        assert said == "y or Enter: Decline n or Esc: No, go back", said
        assert drawn.splitlines()[-1].split() == ["y", "Decline", "n", "No"]
        await keys(pilot, "n")  # back to the table, nothing recorded
        assert app.screen is table and records(app) == before
        await keys(pilot, "p", "enter")  # Enter answers yes, as y does
        assert records(app) == before + 1 and app.game.records[-1].kind == "golden_age.decline_purchase"
        await keys(pilot, "p")
        assert isinstance(app.screen, ConfirmScreen)
        assert app.screen.question.startswith("Does Chuck decline the purchased action for Yellow or Brown?\n")
        await keys(pilot, "escape")
        assert isinstance(app.screen, GoldenAgeScreen) and records(app) == before + 1
