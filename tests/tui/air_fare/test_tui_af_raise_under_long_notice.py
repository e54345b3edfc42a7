"""What a player short could still raise stays whole above a notice of three lines at 80x24 (tui/games/air_fare/
table.py, _notice_gone and show_detail's last words; ledger ways_to_raise ``sums``). A newcomer's try: five players,
two events and the loans between players above, "b" in the raise-money step: the "Not now" of three lines was taken
for one as it came, and the ways to raise were cut at "the others' spare cash —"."""

from __future__ import annotations

from pathlib import Path

from test_tui_af_raise_five import annabelle_short
from textual.widgets import Static
from tui_helpers import drawn_text, keys, make_app, open_game_at, run

from tui.games.air_fare.table import AirFareScreen, folded_height


@run
async def test_the_ways_to_raise_stay_whole_above_a_long_notice(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = annabelle_short(app, ("Miami", "Terminal Tax", "Maintenance", "Atlanta", "Chicago"))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "b")  # not now: dues are outstanding (a warning of three lines)
        table = app.screen
        assert isinstance(table, AirFareScreen)
        detail = table.query_one("#detail", Static)
        notice: list[int] = []
        for _ in range(40):  # the notice drawn, then the detail fitted again above it
            await pilot.pause(0.05)
            drawn = drawn_text(app).splitlines()
            notice = [i for i, line in enumerate(drawn) if line.startswith("▌")]
            shown = str(detail.render())
            if len(notice) == 3 and detail.region.y + folded_height(shown, detail.size.width) <= notice[0]:
                break
        assert len(notice) == 3, drawn
        assert "could" in shown and detail.region.y + folded_height(shown, detail.size.width) <= notice[0], drawn
        ways = shown[shown.index("Annabelle could") :].split(" · ")[0]
        assert ways.endswith("."), shown  # whole: to its full stop
        assert " ".join(ways.split()) in " ".join(" ".join(drawn[: notice[0]]).split()), drawn
