"""1930: what a Fly's income brings at its marks (a Stock token released to the Available Stock Pool, a Hub) is said
where the banker looks: the Fly form's lines, the Recorded notice and the dividend summary (Textual Pilot, 80x24,
the bundled sample: samples/golden-age-4p.jsonl). A newcomer's try found the released token in the journal only."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from tui_helpers import SIZE, drawn_text, drawn_words, import_sample, keys, make_app, run, text

from tui.games.golden_age.forms import OperateForm
from tui.games.golden_age.table import DividendsScreen


@run
async def test_a_fly_reaching_a_mark_says_the_token_it_releases(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 20)  # Turn 1, Operating Round 1, the first action
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, OperateForm)
        airline = str(form.query_one("#airline", Select).value)
        state = app.game.state
        assert state.airlines[airline].income < 26 and state.airlines[airline].unreleased > 0
        pool = state.airlines[airline].pool
        form.query_one("#income", Input).focus()
        await keys(pilot, "ctrl+a", "30")
        token = f"one more {airline} Stock token in the Available Stock Pool (income 26)"
        assert f"Marks reached: {token}" in drawn_words(app), drawn_words(app)
        form.query_one("#choice", Select).value = 1
        await pilot.pause()
        assert f"Marks reached: {token}" in form.live_text, form.live_text
        await keys(pilot, "ctrl+s", "y")
        for _ in range(2):
            await pilot.pause()
        record = app.game.records[-1]
        assert record.kind == "golden_age.operate" and record.payload["action"] == "fly", record
        assert app.game.state.airlines[airline].pool == pool + 1
        # 80 columns: said shorter on two lines, the payouts beside the marks (a banker's try: one line left them out)
        notice = app.last_notice.message
        said = (
            f"Recorded #21 · Neal uses {airline}: Fly; Stock token to the Pool; gains a Hub;\n"
            "income $30 → level $4; $4 per token: Neal $8, Zoë $4 …"  # the round: the table's
        )
        assert notice == said, notice
        await pilot.pause()
        drawn = drawn_text(app).splitlines()
        row = next(n for n, line in enumerate(drawn) if line.startswith("▌ Recorded #21"))
        assert [drawn[row].rstrip(), drawn[row + 1].rstrip()] == [f"▌ {line}" for line in said.split("\n")], drawn
        more = app.screen.query_one("#more").region.y
        assert 2 < row and row + 1 < more, drawn  # never over the keys, the title, the turn line
        flight = app.game.state.flights[-1]
        assert token in flight.brought and f"{airline} gains a Hub (income 26)" in flight.brought, flight
        await keys(pilot, "d")
        screen = app.screen
        assert isinstance(screen, DividendsScreen)
        lines = f"{text(screen.query_one('#dividends-text'))}\n{text(screen.query_one('#dividends-last'))}".split("\n")
        flown = [line for line in lines if line.startswith(f"{airline}: income $30")]
        assert flown and flown[-1].endswith(f"; {token}; {airline} gains a Hub (income 26)"), lines
