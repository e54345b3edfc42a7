"""1930's Recorded notices: one that would leave a part out takes a second line, the board's moves kept first
(Textual Pilot, the bundled sample: samples/golden-age-4p.jsonl). Newcomers' tries at 80x24: "Recorded #37 · Cal
passes; Normal Stock Round over; Blue $8 → $9 …", the other price moves in the journal only; a Fly recorded again
(redo) said "… (all in the journal)", its payouts and CEO's choice out of sight."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, open_game_at, run

#: the end of Turn 2's Normal Stock Round (Neal's pass, #48): each airline's price moves, an airline's two as one
MOVES = ("Blue $7 → $8", "Green $6 → $7", "Orange $8 → $9", "Yellow $5 → $6", "Pink $3 → $5", "Red $5 → $7")


def drawn_notice(drawn: str, seq: int) -> list[str]:
    """The notice's lines as drawn, its edge mark and the padding off."""
    lines = drawn.splitlines()
    row = next(n for n, line in enumerate(lines) if line.startswith(f"▌ Recorded #{seq}"))
    return [line[2:].rstrip() for line in lines[row:] if line.startswith("▌ ")]


@run
async def test_the_last_pass_of_a_stock_round_says_every_price_move(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 47)  # Turn 2's Normal Stock Round: Neal's pass ends it
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "p", "y")
        await pilot.pause(0.2)
        record = app.game.records[-1]
        assert record.kind == "golden_age.pass" and "Normal Stock Round over" in record.summary, record
        notice = app.last_notice.message
        assert notice.startswith("Recorded #48 · Neal passes; Blue $7 → $8;") and notice.count("\n") == 1, notice
        for move in (*MOVES, "Purple $4 → $6"):
            assert move in notice.replace("\n", " "), (move, notice)
        assert drawn_notice(drawn_text(app), 48) == notice.split("\n"), drawn_text(app)  # both lines in sight


@run
async def test_a_fly_recorded_again_keeps_its_ceos_choice_where_it_fits(tmp_path: Path) -> None:
    for size in (SIZE, (120, 36)):
        (tmp_path / str(size[0])).mkdir()
        app = make_app(tmp_path / str(size[0]))
        game = import_sample(app.book, "golden-age-4p", 29)  # #29: Neal's Blue flies, CEO choice 1
        async with app.run_test(size=size, notifications=True) as pilot:
            await open_game_at(pilot, game)
            await keys(pilot, "ctrl+z", "y", "escape")  # undone (its form opens again, filled in: left)
            await keys(pilot, "ctrl+y", "y")
            await pilot.pause(0.2)
            assert app.game.records[-1].kind == "redo", app.game.records[-1]
            notice = app.last_notice.message
            said = notice.replace("\n", " ")
            assert said.startswith("Recorded #31 · Redo #29: "), notice
            assert "Neal uses Blue: Fly" in said and "CEO choice 1: Full Dividend" in said, notice
            assert "$2 per token: Neal $4, Zoë $2" in said and "journal" not in said, notice
            assert drawn_notice(drawn_text(app), 31) == notice.split("\n"), drawn_text(app)
