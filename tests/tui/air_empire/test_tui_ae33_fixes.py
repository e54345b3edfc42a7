"""Findings of a newcomer's try of the Air Empire route bids (80x24): a bid refused while masked (below the minimum,
not a multiple of $1,000, a figure that is no whole number, no class) took an Enter more than a good bid and said
"Refused: ctrl+o (peek) shows why" under its fields: the table told a refused bid from a good one. Masked, it is kept
as a good bid is, the same keys and the same screen; the reveal refuses it by its bidder's name alone, before
anything is recorded, and he reads why on ctrl+o as he retypes it."""

from __future__ import annotations

from pathlib import Path

from test_tui_bids_typing import check_line, tournament_bids
from textual.widgets import Input
from tui_helpers import drawn_text, drawn_words, keys, make_app, run

from tui.games.air_empire.bids import BidsScreen

#: Cal's bid on Denver (minimums A $9,000, B $6,000, C $4,000; $9,000 is 1 Super and 2 Prop Jets), and what ctrl+o
#: says of it once the reveal refused it: ``None`` for the bid that stands
BIDS = {
    "stands": ("A", "9000", None),
    "below the minimum": ("A", "8000", "below the card's minimum of $9,000 for Class A"),
    "not a multiple": ("A", "9500", "not a multiple of $1,000"),
    "no whole number": ("A", "9.50", "Flight Costs: a whole number, no decimal point"),
}


async def frames_of_a_bid(tmp_path: Path, kind: str) -> tuple[list[str], str, str]:
    """The drawn screen after each key of Cal's bid ``kind`` (:data:`BIDS`) typed masked down its four fields, Eve
    and Fay passing; the reveal's words; and what ctrl+o says on Cal's bid retyped after it (``""``: accepted)."""
    tmp_path.mkdir()
    cls, amount, _why = BIDS[kind]
    app = make_app(tmp_path)
    frames = []
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        for key in (cls, "enter", *amount, "enter", "enter", "enter"):
            await keys(pilot, key)
            frames.append(drawn_text(app))
        assert bids.current == 1 and check_line(bids) == BidsScreen.MASKED_LINE
        await keys(pilot, "ctrl+s", "ctrl+s", "enter")  # Eve and Fay pass; the reveal
        revealed = drawn_words(app)
        peeked = ""
        if bids.refusal is not None:
            assert not [r for r in app.game.records if r.kind == "air_empire.bids"]  # nothing recorded
            await keys(pilot, "enter", "ctrl+o")  # Cal's bid again, for his eyes
            assert bids.stage == "typing" and bids.current == 0
            peeked = check_line(bids)
    return frames, revealed, peeked


@run
async def test_a_refused_bid_keys_and_looks_as_one_that_stands_until_the_reveal(tmp_path: Path) -> None:
    """Masked, each refused bid of Cal's draws the screen of his bid that stands, key by key, and the last Enter keeps
    it, on to Eve's bid; the reveal refuses it naming Cal alone (no figure), and ctrl+o on his bid retyped says why."""
    good, revealed, peeked = await frames_of_a_bid(tmp_path / "stands", "stands")
    assert "Cal A $9,000" in revealed and peeked == ""
    for kind, (_cls, _amount, why) in BIDS.items():
        if why is None:
            continue
        frames, revealed, peeked = await frames_of_a_bid(tmp_path / kind.replace(" ", "-"), kind)
        assert frames == good, next(f"{a}\n---\n{b}" for a, b in zip(frames, good, strict=True) if a != b)
        assert "Refused at the reveal — nothing recorded" in revealed, revealed
        assert "Cal's bid is refused by the rules: retype it (ctrl+o on Cal's bid shows why)" in revealed
        assert "$8,000" not in revealed and "$9,500" not in revealed and "9.5" not in revealed
        assert why in peeked, (kind, peeked)


@run
async def test_a_bid_with_no_class_is_kept_refused_never_as_a_pass(tmp_path: Path) -> None:
    """Cal's figures typed with no class (its digits go on to the Flight Costs): masked, kept on the last Enter as a
    bid is, the line the one every bid shows; the reveal refuses it by his name (a pass would have dropped his bid);
    retyped, ctrl+o says the class is missing, and with a class the bids are recorded as typed."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        await keys(pilot, "enter", "9000", "enter", "enter", "enter")
        assert bids.current == 1 and check_line(bids) == BidsScreen.MASKED_LINE
        assert "Refused" not in drawn_text(app) and "class" not in check_line(bids)
        await keys(pilot, "B", "enter", "6000", "ctrl+s", "ctrl+s", "enter")  # Eve B $6,000; Fay passes; reveal
        assert bids.refusal is not None
        assert "Cal's bid is refused by the rules: retype it" in drawn_words(app)
        await keys(pilot, "enter")
        assert bids.current == 0 and bids.query_one("#amount", Input).value == "9000"  # as typed, masked
        assert check_line(bids) == BidsScreen.REFUSED_LINE  # named at the reveal already
        await keys(pilot, "ctrl+o")
        assert check_line(bids) == BidsScreen.NO_CLASS_LINE
        await keys(pilot, "ctrl+o", "A", "ctrl+s", "enter")
        assert bids.stage == "reveal" and bids.refusal is None and not bids.refused_seats
        await keys(pilot, "y")
        assert app.game.records[-1].kind == "air_empire.bids"
        assert app.game.records[-1].payload["bids"] == [
            {"player": 1, "class": "A", "flight_costs": 9_000},
            {"player": 2, "class": "B", "flight_costs": 6_000},
        ]
