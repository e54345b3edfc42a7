"""Findings of a newcomer's try of the Air Empire Basic Game (Alexandra, Bartholomew, Christopher and Di, 80x24):
the recap's quarter keys, an adjacent city typed with a slip, a Flight Costs Table that contradicts a recorded bid,
the reveal's note of planes typed, a loan key out of phase, and a plane sale of more planes than are idle."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_text, import_sample, keys, make_app, open_game_at, run

from tui.games.air_empire.recap import RecapScreen

SAMPLE = "air-empire-basic-4p"


@run
async def test_the_recap_footer_follows_the_quarter_keys_and_the_first_page_says_so(tmp_path: Path) -> None:
    """A newcomer's try at 80x24 (r, then 5 twice, or a twice): the footer lost "[] Quarters" while the line above
    still said "of 12 quarters" and [ ] still worked. And [ on the first quarters did nothing and said nothing: it
    says "First quarters already shown"."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, SAMPLE, None)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "r")
        assert isinstance(app.screen, RecapScreen)
        footer = drawn_text(app).splitlines()[-1]
        assert "[] Quarters" in footer, footer
        for toggle in ("5", "a"):
            await keys(pilot, toggle)
            assert "[] Quarters" not in drawn_text(app).splitlines()[-1]
            await keys(pilot, toggle)
            drawn = drawn_text(app)
            assert "quarters" in drawn and "[] Quarters" in drawn.splitlines()[-1], drawn
        await keys(pilot, "home")
        assert app.screen.first_quarter == 0  # type: ignore[attr-defined]
        await keys(pilot, "[")
        drawn = drawn_text(app)
        assert "First quarters already shown · Y1 Q1–" in drawn, drawn
        assert all(len(line.rstrip()) <= 80 for line in drawn.splitlines())
        await keys(pilot, "]")
        assert "already shown" not in drawn_text(app)
