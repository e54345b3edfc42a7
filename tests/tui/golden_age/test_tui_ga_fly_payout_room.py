"""1930's Fly form: the payout line (each holder's dividend and what the Bank pays) is drawn whole in the form, at
80x24 and at 120x36 (Textual Pilot, the bundled sample: samples/golden-age-4p.jsonl, Turn 2's Operating Round 3,
Carla flies Red: no CEO, Carla, Chuck and Zoë hold one token each)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import drawn_words, import_sample, keys, make_app, open_game_at, pick, run

from tui.games.golden_age.forms import OperateForm


async def settle(pilot: object, form: OperateForm, field: str) -> None:
    """Wait for the rows a pick shows to be mounted and the focus to move on to ``field``."""
    for _ in range(20):
        await pilot.pause(0.05)  # type: ignore[attr-defined]
        if form.focused is form.query_one(f"#{field}"):
            return


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
@pytest.mark.parametrize(
    ("income", "payout", "marks"),
    [
        ("20", "Half Dividend, $2 per token: Carla 1×$2 = $2 · Chuck 1×$2 = $2 · Zoë 1×$2 = $2 · the Bank pays $6", ""),
        (
            "26",
            "Half Dividend, $2 per token: Carla 1×$2 = $2 · Chuck 1×$2 = $2 · Zoë 1×$2 = $2 · the Bank pays $6",
            "Marks reached: ",
        ),
    ],
)
def test_a_no_ceo_payout_to_three_holders_is_drawn_whole(
    tmp_path: Path, size: tuple[int, int], income: str, payout: str, marks: str
) -> None:
    """A newcomer's try at 80x24, a no-CEO airline with three holders, Half Dividends: "Half Dividend, $1 per token:
    Bob 1×$1 = $1 · Cleo 1×$1 = $1 · Dan 1×$1 = $1 · the Bank pays $3" was cut by the form's scrollbar, its end
    hidden. The lines under the fields no longer list the holders twice nor repeat what the live line says (the
    no-CEO rule, the marks the income reaches): the payout is drawn whole, beside no scrollbar. Where the live
    line's marks reached leave the fields less room (80x24), the fields scroll so the payout stays in sight, the
    heading above scrolled away (1930, Operation Phase, Fly: no CEO, rule 2: Half Dividends)."""

    @run
    async def go(tmp_path: Path) -> None:
        app = make_app(tmp_path)
        game = import_sample(app.book, "golden-age-4p", 60)
        async with app.run_test(size=size) as pilot:
            await open_game_at(pilot, game)
            await keys(pilot, "f")
            form = app.screen
            assert isinstance(form, OperateForm)
            await pick(pilot, "Red")
            await settle(pilot, form, "income")
            await keys(pilot, "backspace", "backspace", income, "enter", "enter", "1", "enter", "6")
            await pilot.pause(0.2)
            drawn = drawn_words(app)
            assert payout in drawn, drawn
            if not marks:
                assert "▇" not in drawn and "▁" not in drawn, drawn  # no scrollbar beside the fields
            assert "No CEO, rule 2: 1 Gate available: Half Dividends and 3 Gates" in form.live_text, form.live_text
            assert marks in form.live_text, form.live_text
            if not marks or size != (80, 24):  # the heading in sight too, but where the marks' lines take its room
                assert "Fly (Operation Phase)" in drawn, drawn

    go(tmp_path)
