"""The journal's search finds words typed together as a phrase, and what the rows show, not the phase's name.

Newcomers' tries at 120x36: in 1930, "CEO choice 2" found Flies of CEO choice 1 or 4 that paid "$2" (each word
was looked for apart); in Air Empire, "loan" found every plane purchase, made in Phase 3, "Loans & Equipment", a
name no row of the journal shows. Words typed together are now found together where some row holds them so, else
each apart (the filters' line says which).
"""

from __future__ import annotations

from pathlib import Path

from tui_helpers import import_sample, make_app, open_journal, run

from tui.screens.journal import JournalScreen, JournalTable


async def _search(pilot, screen: JournalScreen, text: str) -> set[int]:  # type: ignore[no-untyped-def]
    await pilot.press("slash", *text, "enter")
    for _ in range(40):
        await pilot.pause(0.05)
        if screen._drawn_search == text:
            break
    assert screen._drawn_search == text
    found = {line.seq for line in screen.query_one(JournalTable).rows}
    await pilot.press("slash", "ctrl+u", "enter")  # the search box emptied for the next search
    return found


@run
async def test_words_typed_together_are_found_together(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", None)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await open_journal(pilot, game_id)
        # #89 is the sample's only Fly of CEO choice 2; #29 (CEO choice 1, "$2 per token") is not found
        assert await _search(pilot, screen, "CEO choice 2") == {89}
        await pilot.press("slash", *"CEO choice 2", "enter")
        for _ in range(40):
            await pilot.pause(0.05)
            if screen._drawn_search == "CEO choice 2":
                break
        filters = " ".join(str(screen.query_one("#journal-filters").render()).split())
        assert "1 shown, as one phrase" in filters and "each word found apart" not in filters, filters
        await pilot.press("slash", "ctrl+u", "enter")
        # words no row holds together: each found apart, and said so
        apart = await _search(pilot, screen, "Neal choice 2")
        assert 89 in apart and 29 in apart, apart
        await pilot.press("slash", *"Neal choice 2", "enter")
        for _ in range(40):
            await pilot.pause(0.05)
            if screen._drawn_search == "Neal choice 2":
                break
        assert "each word found apart" in " ".join(str(screen.query_one("#journal-filters").render()).split())


@run
async def test_the_phase_name_is_not_searched(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-basic-4p", 30)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_journal(pilot, game_id)
        # #25 is the only loan of the first 30 actions; #4, #11, #18, #26 are plane purchases of Phase 3
        assert await _search(pilot, screen, "loan") == {25}
        # the quarter a row shows is still searched
        assert 4 in await _search(pilot, screen, "Y1 Q1")
        # words no row holds: none shown, and nothing said of how they were looked for
        assert await _search(pilot, screen, "zebra quokka") == set()
        await pilot.press("slash", *"zebra quokka", "enter")
        for _ in range(40):
            await pilot.pause(0.05)
            if screen._drawn_search == "zebra quokka":
                break
        filters = " ".join(str(screen.query_one("#journal-filters").render()).split())
        assert "0 shown" in filters and "apart" not in filters, filters
