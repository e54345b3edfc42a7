"""A newcomer's try of Air Empire at 80x24: in Phase 4 with nobody buying, ``p`` then ctrl+s with every field blank
said "Not recorded: the line under the fields says why." over a line that only asked for the planes again, and the
notice stayed on the table after Esc."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_text, first_allowed, import_sample, keys, make_app, open_game_at, records, run

from tui.base.widgets import NOT_RECORDED
from tui.games.air_empire.forms import MaintenanceForm, PurchaseForm

BASIC = "air-empire-basic-4p"


def _notices(app: object) -> list[str]:
    return [str(n.message) for n in app._notifications]  # type: ignore[attr-defined]


@run
async def test_ctrl_s_with_nobody_buying_says_why_and_the_notice_goes_with_the_form(tmp_path: Path) -> None:
    """ctrl+s with no plane typed: the line under the fields says nothing is recorded and the way on (Esc, then the
    maintenance key); the "Not recorded" notice goes when the form closes. Before ctrl+s the line asks for the
    planes, as the form opens."""
    app = make_app(tmp_path)
    upto = first_allowed(BASIC, "air_empire.purchase")
    game_id = import_sample(app.book, BASIC, upto)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "p")
        form = app.screen
        assert isinstance(form, PurchaseForm)
        assert form.live_text == f"… {PurchaseForm.NO_ORDER}"
        await keys(pilot, "ctrl+s")
        said = "Nobody buys: nothing to record — Esc, then m records maintenance (Phase 5)"
        assert form.live_text == said
        assert said in drawn_text(app), drawn_text(app)  # whole on its line at 80 columns
        assert NOT_RECORDED in _notices(app)
        # typing a plane asks no more; blanking it again asks as the form opened
        await keys(pilot, "1")
        assert form.live_text.startswith("Will record: "), form.live_text
        await keys(pilot, "backspace")
        assert form.live_text == f"… {PurchaseForm.NO_ORDER}"
        await keys(pilot, "ctrl+s")
        assert form.live_text == said
        await keys(pilot, "escape")
        assert not isinstance(app.screen, PurchaseForm) and records(app) == upto
        assert NOT_RECORDED not in _notices(app), _notices(app)
        await keys(pilot, "m")  # the way on the line said
        assert isinstance(app.screen, MaintenanceForm)
