"""The Air Fare table at 80x24 (tui/games/air_fare/table.py): each kind of note on its own line under its heading, the
Advertising Phase's "Next:" in two lines. Newcomers' tries: "Advertising Miami: Bo $0M · Christopher pays $101M at
this turn's Revenue Phase (Plane Crash…)" read as one matter; the Advertising Phase's three-line "Next:" pushed the
bottom lines off."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_advertising_secret import chicago_game
from tui_helpers import drawn_text, keys, make_app, run


def lines_of(drawn: str) -> list[str]:
    return [line.strip() for line in drawn.splitlines()]


@run
async def test_notes_each_on_its_line_and_the_next_step_in_two(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    app.book.record(game_id, "air_fare.player_loan", {"lender": 4, "borrower": 3, "amount": 5})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        drawn = lines_of(drawn_text(app))
        assert "Loans between players: Cal owes Dee $5M" in drawn, drawn
        nexts = [i for i, line in enumerate(drawn) if line.startswith("Next:")]
        assert nexts and drawn[nexts[0] + 1].endswith("(g)"), drawn  # two lines
        more = [i for i, line in enumerate(drawn) if line.startswith("More:")]
        assert more and drawn[more[0] + 1].startswith("k Count cash"), drawn
        await keys(pilot, "g", "enter", "3", "enter", "5", "enter", "10", "ctrl+s", "5 3 7", "enter")
        drawn = lines_of(drawn_text(app))
        more = [i for i, line in enumerate(drawn) if line.startswith("More:")]
        assert more and drawn[more[0] + 1].startswith("k Count cash"), drawn
        assert "Advertising: Chicago: Ann $0M, Bea $3M, Cal $5M, Dee $10M" in drawn, drawn
        shares = [line for line in drawn if line.startswith("Advertising shares: Chicago: Bea takes $9M")]
        assert len(shares) == 1 and shares[0].count("Chicago") == 1, drawn
        assert "Loans between players: Cal owes Dee $5M" in drawn, drawn
        assert not any("· Cal owes Dee" in line for line in drawn), drawn


@run
async def test_at_120x36_every_line_is_whole(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = chicago_game(app)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "g", "enter", "3", "enter", "5", "enter", "10", "ctrl+s", "5 3 7", "enter")
        drawn = lines_of(drawn_text(app))
        assert any(line.startswith("Worth*: less what is owed") for line in drawn), drawn
        assert any(line.startswith("Advertising shares:") for line in drawn), drawn
