"""1930's Recorded notice at 80x24 says the words that matter first: who, what, the marks the income reached, the
names whole (Textual Pilot, the bundled sample: samples/golden-age-4p.jsonl, a player renamed longer)."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta
from pathlib import Path

from tui_helpers import SIZE, _stamp, keys, make_app, run, sample_record

from tui.games.golden_age.forms import OperateForm

LONG = "Quentin Abernathy"


@run
async def test_an_expand_notice_names_the_player_whole_and_the_token_released(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: "Recorded #19 · Round 2: Quent… uses Blue: Expand …": the name cut though there
    was room, and the Stock token the Expand's income released said in the journal only. One line would leave the
    round and the income out: the notice takes two, the name whole and every mark said."""
    app = make_app(tmp_path)
    setup, actions = sample_record("golden-age-4p")
    players = list(setup.players)
    players[1] = LONG  # Neal, Blue's CEO, acts first in Turn 1's Operation Phase
    setup = dataclasses.replace(setup, players=tuple(players), title="Long name")
    start = datetime(2026, 1, 1, 20, tzinfo=UTC)
    kept = [
        dataclasses.replace(a, recorded_at=_stamp(start + timedelta(minutes=i))) for i, a in enumerate(actions[:20])
    ]
    game_id = app.book.import_actions(setup, kept, created_at=_stamp(start))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "o")
        form = app.screen
        assert isinstance(form, OperateForm)
        await keys(pilot, "enter", "space", "enter", "30", "enter")
        for _ in range(2):
            await pilot.pause()
        record = app.game.records[-1]
        assert record.kind == "golden_age.operate" and record.payload["action"] == "expand", record
        assert "Stock token in the Available Stock Pool" in record.summary, record.summary
        notice = app.last_notice.message
        assert notice == (
            f"Recorded #21 · {LONG} uses Blue: Expand; income $30; Blue Stock\n"
            "token to the Pool; Blue gains a Hub (income 26)"
        ), notice
        assert all(len(f"▌ {line} ") <= SIZE[0] for line in notice.split("\n")), notice
