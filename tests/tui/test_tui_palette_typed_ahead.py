"""Keys typed straight after ctrl+p reach the command palette's search (tui/app.py), as a form's first field gets
the keys typed while it opens. A newcomer's try: ``tmux send-keys C-p end`` left "Search for commands…" empty, and
no notice said where the keys went (Textual Pilot, 80x24). Read again: tmux's ``send-keys`` takes ``end`` for the
End key's name, which reached the empty search (its cursor to the end) and showed nothing; letters sent as letters
(``send-keys -l end``) were typed into it. This holds the letters typed while the palette opens."""

from __future__ import annotations

from pathlib import Path

from textual.command import CommandPalette
from textual.widgets import Input
from tui_helpers import SIZE, import_sample, make_app, run, type_fast


@run
async def test_keys_typed_straight_after_ctrl_p_go_into_the_palette_search(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-fare-4p", 10)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await type_fast(pilot, "ctrl+p", "e", "n", "d")
        await pilot.pause(0.3)
        assert isinstance(app.screen, CommandPalette)
        assert app.screen.query_one(Input).value == "end"
