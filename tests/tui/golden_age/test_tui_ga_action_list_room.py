"""1930's purchased action form at 80x24: its Action list opens below the field with every option in sight, clear
of the form's heading (Textual Pilot, the bundled sample: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, run

from tui.games.golden_age.forms import PurchasedActionForm

OPTIONS = ("Expand:", "Relocate:", "Upgrade:", "Open:", "Hub:", "Decline:")


@run
async def test_the_action_list_shows_every_option_below_the_field(tmp_path: Path) -> None:
    """A newcomer's try: End of Turn 2 (73 actions in), u Enter Enter Space (the form opened on the Player then;
    on the Action now, u Space): the Action list opened above the
    field, over the form's heading, 5 of its 6 options in sight beside a scrollbar (Decline hidden). The form keeps
    room under the field for the open list: every option drawn, below the field, the heading whole."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 73)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "u", "space")  # the form opens on the Action
        form = app.screen
        assert isinstance(form, PurchasedActionForm)
        action = form.query_one("#action")
        assert action.expanded
        overlay = action._list
        assert overlay is not None
        assert overlay.region.y > action.region.y, (overlay.region, action.region)
        assert overlay.max_scroll_y == 0, overlay.max_scroll_y
        lines = drawn_text(app).splitlines()
        assert any("Purchased action (End of Turn, step 1)" in line for line in lines), lines
        for option in OPTIONS:
            assert any(option in line for line in lines), (option, lines)
        live = form.query_one("#form-live", Static)
        assert overlay.region.bottom <= live.region.y, (overlay.region, live.region)
        # closed, the form gives the room back: its box ends higher (nothing of the table drawn under a dialog)
        opened_bottom = max(i for i, line in enumerate(lines) if "╰" in line)
        await keys(pilot, "escape")
        assert not action.expanded
        closed = drawn_text(app).splitlines()
        assert max(i for i, line in enumerate(closed) if "╰" in line) < opened_bottom, closed
