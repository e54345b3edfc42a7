"""The journal's Count cash key is ``k``, as on every table (README: "F3 (k) count cash"); ``c`` there says what it is
on the table (tui/screens/journal.py). A newcomer in Air Empire's journal typed ``c`` meaning a route card and got
Count cash (Textual Pilot, 80x24)."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, run, type_fast

from tui.app import AFTER_REFUSAL_QUIET
from tui.screens.journal import CountCashScreen, JournalScreen


@run
async def test_c_in_the_journal_says_the_table_s_card_and_k_counts_cash(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 15)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "j")
        journal = app.screen
        assert isinstance(journal, JournalScreen)
        await keys(pilot, "c")
        await pilot.pause(0.1)
        assert app.screen is journal
        said = " ".join(drawn_text(app).split())
        assert "'c' is the table's Card (Esc back to it); k counts cash." in said, said
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await keys(pilot, "k")
        assert isinstance(app.screen, CountCashScreen)


@run
async def test_c_in_a_journal_whose_table_has_no_c_says_k_counts_cash(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-fare-4p", 10)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "j")
        assert isinstance(app.screen, JournalScreen)
        await keys(pilot, "c")
        await pilot.pause(0.1)
        said = " ".join(drawn_text(app).split())
        assert "'c' is not a key of the journal (f1: its keys); k counts cash." in said, said


@run
async def test_keys_typed_after_a_key_the_journal_has_not_are_counted_naming_it(tmp_path: Path) -> None:
    """A newcomer's try: a key the journal has no use for, then more typed at once: the notice counting the keys not
    used said "typed straight after a key not used", naming neither the key nor why; it says both now."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-fare-4p", 10)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "j")
        assert isinstance(app.screen, JournalScreen)
        await type_fast(pilot, "c", "1", "2")
        await pilot.pause(0.6)
        told = [n.message for n in app._notifications]
        assert told[-1].startswith(
            "Not used · 'c' is not a key of the journal (f1: its keys); k counts cash. · 2 keys typed after c were not"
        ), told
