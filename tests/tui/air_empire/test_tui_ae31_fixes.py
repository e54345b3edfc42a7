"""Findings of a newcomer's try of the Air Empire Basic Game (4 players, 80x24): a hidden route bid that would be
forfeited told apart by the table, the RETYPED mark lost once recorded, the merger's help in a 4-player game, and the
"illustrative" status line after every route card was typed."""

from __future__ import annotations

from pathlib import Path

from test_tui_bids_typing import tournament_bids
from tui_helpers import drawn_text, keys, make_app, run

from tui.games.air_empire.bids import BidsScreen


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
