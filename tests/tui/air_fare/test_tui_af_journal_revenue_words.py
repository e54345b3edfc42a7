"""The journal labels each player's figures of a Revenue Phase (ledger/games/air_fare/meta.py, PHRASES): stored "Ann
+$58M -$30M", shown "Ann earns $58M and pays $30M". A newcomer's try: the journal's detail of a revenue showed the two
figures unlabelled. The stored summary stays as it is (old books' audits compare it)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static
from tui_helpers import import_sample, make_app, open_journal, run

from tui.screens.journal import JournalTable

STORED = "Turn 12 revenue: Ann +$58M -$30M, Bea +$36M -$28M, Çelik +$36M -$20M, Dmitri earns $0M, owes $130M"
SHOWN = "Turn 12 revenue: Ann earns $58M and pays $30M, Bea earns $36M and pays $28M, Çelik earns $36M and pays $20M,"


@run
async def test_the_detail_of_a_revenue_labels_its_figures(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", 62)  # the 62nd: turn 12's Revenue Phase
    async with app.run_test(size=(120, 36)) as pilot:  # room for the detail whole beside the action's note
        screen = await open_journal(pilot, game_id)
        assert app.game.record_by_seq(62).summary.startswith(STORED)  # the record unchanged
        table = screen.query_one(JournalTable)
        table.move_cursor(row=next(i for i, line in enumerate(table.rows) if line.seq == 62))
        detail = screen.query_one("#journal-detail", Static)
        for _ in range(20):
            await pilot.pause(0.05)
            if SHOWN in " ".join(str(detail.render()).split()):
                break
        said = " ".join(str(detail.render()).split())
        assert SHOWN in said and "Dmitri earns $0M, owes $130M" in said, said
        assert "+$58M" not in said, said  # (the entries' postings in the table above keep their signs)


@run
async def test_the_search_finds_a_revenue_in_both_wordings(tmp_path: Path) -> None:
    """The journal's search looks in the summary as shown and as stored: "Ann +$58M", as the exports and the command
    line print it, finds the revenue as "Ann earns $58M" does (the search held the shown words only, a review); a
    memo too, shown "…loans (Bea)", stored "…loans: Bea"."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-fare-4p", 62)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await open_journal(pilot, game_id)
        table = screen.query_one(JournalTable)
        # Bea's $28M is paid in two entries ($20M maintenance, $8M interest): in no posting, only in the summary;
        # the interest's memo, stored "…loans: Bea", shown "…loans (Bea)"
        for typed in (
            "Bea +$36M -$28M",
            "Bea earns $36M and pays $28M",
            "Turn 12 interest 20% of $40M loans: Bea",
            "Turn 12 interest 20% of $40M loans (Bea)",
        ):
            screen._search = typed
            screen._draw()
            assert 62 in {line.seq for line in table.rows}, typed
        screen._search = "Ann +$59M"  # a figure nobody earned finds nothing
        screen._draw()
        assert not {line.seq for line in table.rows} & {62}
