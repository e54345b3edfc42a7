"""The journal's search finds what the detail pane says of an action beyond its summary.

A newcomer's try of Air Empire: a plane sale's losing bid ("6,500") shows in the journal's detail pane
(:attr:`ledger.engine.GameMeta.details`) but a search for it found nothing: the search looked in the summary,
entries and postings only. The details are worked out from the records' payloads, in memory when the journal is
read: nothing more is read from the book.
"""

from __future__ import annotations

from pathlib import Path

from tui_helpers import import_sample, make_app, open_journal, run

from tui.screens.journal import JournalTable

#: the sample's plane sale is its 50th action: Çelik sells 2 Super Jets, Bea bids $15,000 and Ann $14,000
SALE = 50


@run
async def test_a_search_for_a_losing_bid_finds_the_plane_sale(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-basic-4p", SALE)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_journal(pilot, game_id)
        table = screen.query_one(JournalTable)
        # Ann's losing bid: in no summary, entry or posting of the sale, only in its stored bids (#39 has Ann and
        # $14,000 of its own)
        await pilot.press("slash", *"14,000 ann", "enter")
        for _ in range(40):
            await pilot.pause(0.05)
            if screen._drawn_search == "14,000 ann":
                break
        assert screen._drawn_search == "14,000 ann"
        assert SALE in {line.seq for line in table.rows}
        # a bid nobody made finds no sale
        screen._search = "14,001 ann"
        screen._draw()
        assert SALE not in {line.seq for line in table.rows}


@run
async def test_a_figure_typed_without_its_commas_finds_it(tmp_path: Path) -> None:
    """A newcomer's try: "1,700" found Ann's stand-pat row, "1700" nothing, though a banker copies figures from the
    paper sheet without commas. A figure is found either way; a figure nobody wrote still finds nothing."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-basic-4p", SALE)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_journal(pilot, game_id)
        table = screen.query_one(JournalTable)
        for typed in ("14,000 ann", "14000 ann"):  # Ann's losing bid, in the sale's detail only
            screen._search = typed
            screen._draw()
            assert SALE in {line.seq for line in table.rows}, typed
        screen._search = "14001 ann"
        screen._draw()
        assert SALE not in {line.seq for line in table.rows}
