"""The audit's balances name every account whole, however long the players' names: at 120x36 the accounts' column
takes the room it needs first (the figures' column as wide as its widest figure), at 80x24 a name too long for its
column goes on over the next line, never cut with "…". A newcomer's try of Air Fare with names of 12 letters:
"Bartholomew's loan to Christopher" cut at both sizes. Pilot, a real book.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import Static
from tui_helpers import drawn_text, keys, make_app, run

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.screens.journal import AuditScreen, balance_lines

NAMES = ("Bartholomeus", "Christabella", "Maximilian Bartholomew", "Dmitri")
#: the loans between players, by their words in the audit, each with its figure
LOANS = {
    "Bartholomeus lent Christabella": "$30M",
    "Christabella owes Bartholomeus": "-$30M",
    "Christabella lent Maximilian Bartholomew": "$5M",
    "Maximilian Bartholomew owes Christabella": "-$5M",
}


def balance_block(text: str) -> list[str]:
    """The audit's balance lines, as drawn."""
    return text.split("Balances from the stored postings (they sum to zero):\n")[1].split("\n\n")[0].splitlines()


def joined(lines: list[str]) -> list[str]:
    """The balance lines, a name gone on over the next line joined to it, runs of spaces squeezed."""
    out: list[str] = []
    for line in lines:
        if line.startswith("    ") and out:
            out[-1] += " " + " ".join(line.split())
        else:
            out.append(" ".join(line.split()))
    return out


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@run
async def test_every_account_is_named_whole_beside_its_figure(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path)
    options = new_game_options(META.options, {"minor_airports_for_extra_players": "proxy"})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "long names", NAMES, options))
    app.book.record(game_id, "air_fare.player_loan", {"lender": 1, "borrower": 2, "amount": 30})
    app.book.record(game_id, "air_fare.player_loan", {"lender": 2, "borrower": 3, "amount": 5})
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "a")
        await pilot.pause(0.3)
        assert isinstance(app.screen, AuditScreen)
        result = app.screen.query_one("#audit-result", Static)
        block = balance_block(str(result.render()))
        assert "…" not in "".join(block) and "…" not in drawn_text(app)
        # no line wider than the screen's text: none wrapped or cut by Textual
        assert all(cell_len(line) <= result.content_region.width for line in block), block
        for words, figure in LOANS.items():
            [line] = [line for line in joined(block) if line.startswith(words)]
            assert line.startswith(f"{words} {figure}"), line
        one_line_each = all(any(line.strip().startswith(words) for line in block) for words in LOANS)
        # at 120x36 room enough for each account on one line; at 80x24 the longest go on over the next line
        assert one_line_each == (size == (120, 36)), block


def test_a_name_longer_than_its_column_goes_on_over_the_next_line() -> None:
    rows = [
        ("the Bank", "-$35M", "paid out more than taken in"),
        ("Maximilian Bartholomew lent Christabella", "$5M", ""),
    ]
    # room enough: the accounts' column as wide as its widest name, the figures' as its widest figure
    assert balance_lines(rows, 116) == [
        "  the Bank                                 -$35M  paid out more than taken in",
        "  Maximilian Bartholomew lent Christabella   $5M",
    ]
    # 60 cells: the column takes what the figures and their words leave, the name goes on, its figure on its last line
    assert balance_lines(rows, 60) == [
        "  the Bank                -$35M  paid out more than taken in",
        "  Maximilian Bartholomew",
        "    lent Christabella       $5M",
    ]
