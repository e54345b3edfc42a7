"""1930's End of Turn at 80x24: the footer shows the keys the Next line names (the others that work go to the More
line), and ``e`` with CEOs still to choose names them on its key line and first in its question (Textual Pilot, 3
players, the game recorded through the Book: ga_three)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ga_three import three
from tui_helpers import SIZE, drawn_text, keys, make_app, open_game_at, run, text

from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import EndTurnForm
from tui.games.golden_age.table import GoldenAgeScreen


def footer_line(app: Any) -> str:
    """The footer as drawn: the screen's last line."""
    return drawn_text(app).splitlines()[-1]


@run
async def test_the_footer_shows_the_keys_the_next_line_names(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: the Next line said "(u Buy act. · p Decline · e End turn)" and the footer left out
    ``p Decline`` (it showed ``c Contract``, a later step's key). Now the footer shows u, p, e while purchased actions
    are open, c on the More line (it still works); once every CEO has chosen, n or c, e."""
    app = make_app(tmp_path)
    game = three(app.book)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        screen = app.screen
        assert isinstance(screen, GoldenAgeScreen)
        assert text(screen.query_one("#next")).endswith("(u Buy act. · p Decline · e End turn)")
        footer = footer_line(app)
        assert "u Buy act. p Decline e End turn" in footer, footer
        assert "c Contract" not in footer
        more = " ".join(text(screen.query_one("#more")).split())
        assert "c Contract" in more and "p Decline" not in more, more
        await keys(pilot, "p", "y", "p", "y", "p", "y")  # every CEO declines
        assert text(screen.query_one("#next")).endswith("(c Contract · e End turn)")
        footer = footer_line(app)
        assert "c Contract e End turn" in footer and "Decline" not in footer and "Buy act." not in footer, footer
        more = " ".join(text(screen.query_one("#more")).split())
        assert "c Contract" not in more, more


@run
async def test_end_turn_names_the_ceos_who_have_not_chosen(tmp_path: Path) -> None:
    """A newcomer's try: ``e`` while CEOs were still to buy or decline said only "Asks first (y/n): nothing else of
    the turn can be recorded after", and its question began with a generic "End the turn?" and the whole summary.
    The key line names who has not chosen, and the question names them on its first line."""
    app = make_app(tmp_path)
    game = three(app.book)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "p", "y")  # Aurélie declines: Benedikt and Cosimo still to choose
        await keys(pilot, "e")
        form = app.screen
        assert isinstance(form, EndTurnForm)
        said = " ".join(text(form.query_one("#form-keys")).split())
        assert "Benedikt and Cosimo have not bought or declined a purchased action" in said, said
        await keys(pilot, "ctrl+s")
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        first = question.question.splitlines()[0]
        assert first == (
            "End the turn? Benedikt and Cosimo may still buy an action (or decline it): ending the turn now lets them "
            "go."
        ), first
        # and the players still to be asked about their Contract cards, in turn order (a newcomer's try: "e" after one
        # player's contract ended the turn, the others never asked)
        contracts = next(line for line in question.question.splitlines() if line.startswith("Contract cards"))
        assert contracts.endswith("may still award one.") and all(
            name in contracts for name in ("Aurélie", "Benedikt", "Cosimo")
        ), contracts
        await keys(pilot, "n")
