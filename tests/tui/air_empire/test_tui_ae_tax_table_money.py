"""The Tax Table form says a negative amount as the app's money does: "-$6,000", never "$-6,000"."""

from __future__ import annotations

from pathlib import Path

from test_tui_play import keys
from test_tui_tournament import new_tax_table_form
from tui_helpers import SIZE, make_app, run


@run
async def test_a_minus_1g_row_out_of_order_is_refused_in_the_apps_money(tmp_path: Path) -> None:
    """A newcomer's try: rows "0 0" then "-6000 -600" were refused "1g $-6,000 must be above the row before": the
    amount is written "-$6,000", as everywhere else."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await new_tax_table_form(pilot)
        await keys(pilot, "0 0", "enter", "-6000 -600", "enter")
        live = " ".join(form.live_text.split())
        assert "1g -$6,000 must be above the row before ($0)" in live, live
        assert "$-" not in live, live
