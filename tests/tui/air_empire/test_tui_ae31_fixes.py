"""Findings of a newcomer's try of the Air Empire Basic Game (4 players, 80x24): a hidden route bid that would be
forfeited told apart by the table, the RETYPED mark lost once recorded, the merger's help in a 4-player game, and the
"illustrative" status line after every route card was typed."""

from __future__ import annotations

from pathlib import Path

from test_tui_bids_typing import tournament_bids
from textual.widgets import Static
from tui_helpers import drawn_text, import_sample, keys, make_app, open_game_at, run

from tui.games.air_empire.bids import BidsScreen
from tui.screens.help import HelpScreen
from tui.screens.journal import JournalScreen, JournalTable


async def frames_of_a_bid(tmp_path: Path, supers: str) -> tuple[list[str], BidsScreen]:
    """The drawn screen after each key of Cal's bid, Class A $10,000 (no row of the table) with ``supers`` Super Jets
    and no Prop Jets, typed masked down its four fields."""
    tmp_path.mkdir()
    app = make_app(tmp_path)
    frames = []
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        for key in ("A", "enter", *"10000", "enter", supers, "enter", "0", "enter"):
            await keys(pilot, key)
            frames.append(drawn_text(app))
    return frames, bids


@run
async def test_a_hidden_bid_forfeited_if_it_wins_looks_and_keys_as_one_that_stands(tmp_path: Path) -> None:
    """A newcomer's try: Jolanta's bid short of idle planes showed "Something to check in this bid … Enter again keeps
    it" and took one Enter more than a good bid: the table told which bid would be forfeited (Route Bidding: the
    reveal says it). Masked, Cal's A $10,000 with 4 Super Jets (3 idle: forfeited if it wins) and with 3 (they stand)
    draw the same screen key by key, and the last Enter keeps either, on to Eve's bid."""
    doomed, doomed_bids = await frames_of_a_bid(tmp_path / "a", "4")
    good, good_bids = await frames_of_a_bid(tmp_path / "b", "3")
    assert doomed == good, next(f"{a}\n---\n{b}" for a, b in zip(doomed, good, strict=True) if a != b)
    assert doomed_bids.current == good_bids.current == 1, doomed[-1]
    assert "Something to check" not in "".join(doomed)
    assert (doomed_bids.typed[1].super_jets, good_bids.typed[1].super_jets) == (4, 3)


@run
async def test_a_route_bid_retyped_after_the_reveal_is_said_so_in_the_record_and_found(tmp_path: Path) -> None:
    """A newcomer's try: a bid retyped after the reveal was marked "RETYPED" on the reveal only; once recorded it was
    nowhere (the journal's search for "retyped" showed none). The record's note says it, with what it was and is; the
    summary and the payload are the bids' as ever; the journal shows the note and its search finds it."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        await keys(pilot, "A", "enter", "9000", "ctrl+s", "ctrl+s", "B", "enter", "6000", "ctrl+s", "enter")
        assert bids.stage == "reveal" and bids.refusal is None
        await keys(pilot, "1", "B", "ctrl+s", "enter")  # Cal's typo put right, in front of the table; revealed
        assert bids.stage == "reveal" and "RETYPED after the reveal: was A $9,000" in drawn_text(app)
        await keys(pilot, "y")
        assert not isinstance(app.screen, BidsScreen), drawn_text(app)
        record = app.game.records[-1]
        assert record.kind == "air_empire.bids"
        assert record.payload["bids"][0] == {"player": 1, "class": "B", "flight_costs": 9_000}
        assert record.note == "RETYPED after the reveal: Cal was A $9,000 (now B $9,000)"
        app.push_screen(JournalScreen())
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen)
        await pilot.press("slash", *"retyped", "enter")
        await pilot.pause()
        journal = app.screen.query_one("#journal", JournalTable)
        assert "1 shown" in drawn_text(app)
        assert journal.cursor_line is not None
        assert journal.cursor_line.seq == record.seq
        detail = " ".join(str(app.screen.query_one("#journal-detail", Static).render()).split())
        assert "RETYPED after the reveal: Cal was A $9,000 (now B $9,000)" in detail, detail


@run
async def test_the_help_of_a_4_player_game_leaves_the_merger_out(tmp_path: Path) -> None:
    """A newcomer's try: F1 on the table of a 4-player game listed "g — Merger: Merge the two poorest airlines
    (3-player game) · not now", as if it might come. Mergers are of a 3-player game only (Basic Game, Mergers): the
    help of a 4-player game leaves the key out; a 3-player game's lists it."""
    for sample, listed in (("air-empire-basic-4p", False), ("air-empire-tournament-3p", True)):
        (tmp_path / sample).mkdir()
        app = make_app(tmp_path / sample)
        game = import_sample(app.book, sample, 12)
        async with app.run_test(size=(80, 24)) as pilot:
            await open_game_at(pilot, game)
            await keys(pilot, "f1")
            assert isinstance(app.screen, HelpScreen)
            said = " ".join(app.screen._text.split())
            assert ("g — Merger" in said) == listed, said
