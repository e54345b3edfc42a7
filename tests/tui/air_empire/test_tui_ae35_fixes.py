"""Findings of a newcomer's try of the Air Empire secret bids (80x24): several route bids kept refused were named one a
reveal (the next said only after the first was retyped and the bids revealed again), as Air Fare's no longer are; a
key a masked field refuses was said under the fields ("The class typed is not A, B or C", "Key not used"); and the
plane sale's hidden bid refused said "Refused" on ctrl+s."""

from __future__ import annotations

from pathlib import Path

from test_tui_bids_typing import check_line, tournament_bids
from textual.widgets import Input
from tui_helpers import app_where_allowed, drawn_text, drawn_words, keys, make_app, open_game_at, records, run

from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import PlaneSaleForm

SAMPLE = "air-empire-basic-4p"


async def refused_reveal(pilot: object, *bids: tuple[str, str]) -> str:
    """Cal's, Eve's and Fay's bids typed masked (``(class, amount)`` each, in seat order), revealed: the reveal's
    words."""
    for cls, amount in bids:
        await keys(pilot, cls, "enter", *amount, "ctrl+s")
    await keys(pilot, "enter")
    return drawn_words(pilot.app)  # type: ignore[attr-defined]


@run
async def test_every_bid_kept_refused_is_named_at_one_reveal_and_retyped_in_turn(tmp_path: Path) -> None:
    """Cal A $8,000 (below the minimum) and Eve A $9,500 (not a multiple of $1,000), Fay B $6,000: the reveal names
    Cal and Eve together, no figure said; Enter retypes Cal's bid, then Eve's (ctrl+o on each says why), then the bids
    are revealed again, accepted, and recorded."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        upto = records(app)
        words = await refused_reveal(pilot, ("A", "8000"), ("A", "9500"), ("B", "6000"))
        assert bids.refusal is not None and records(app) == upto
        assert "Cal's and Eve's bids are refused by the rules: retype them (ctrl+o on each bid shows why)." in words
        assert "Enter: type Cal's bid again, then Eve's." in words, words
        assert "$8,000" not in words and "$9,500" not in words  # the figures stay hidden
        await keys(pilot, "enter")
        assert bids.stage == "typing" and bids.current == 0 and bids.retype_queue == [2]
        # masked, the retyped bid says it was refused (named at the reveal already; a newcomer's try kept it as it
        # was, told only "Hidden … ctrl+s keeps it", and the reveal refused it again)
        assert check_line(bids) == bids.REFUSED_LINE, check_line(bids)
        await keys(pilot, "ctrl+o")
        assert "below the card's minimum" in check_line(bids), check_line(bids)
        await keys(pilot, "ctrl+o", "A", "enter", *"9000", "ctrl+s")
        assert bids.stage == "typing" and bids.current == 1  # Eve's next, not the reveal
        assert check_line(bids) == bids.REFUSED_LINE, check_line(bids)
        await keys(pilot, "ctrl+o")
        assert "not a multiple of $1,000" in check_line(bids), check_line(bids)
        await keys(pilot, "ctrl+o", "C", "enter", *"6000", "ctrl+s")
        assert bids.stage == "ready" and not bids.refused_seats
        await keys(pilot, "enter")
        assert bids.stage == "reveal" and bids.refusal is None
        words = drawn_words(app)
        assert "Cal A $9,000" in words and "Eve C $6,000" in words, words
        await keys(pilot, "y")
        assert records(app) == upto + 1


@run
async def test_three_bids_refused_are_named_in_one_sentence_and_a_seat_key_retypes_one_alone(tmp_path: Path) -> None:
    """Every bid refused: "Cal's, Eve's and Fay's bids"; a seat's key at the reveal retypes that bid alone, the others
    still refused at the next reveal, named together."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        words = await refused_reveal(pilot, ("A", "8000"), ("A", "9500"), ("B", "5000"))
        said = "Cal's, Eve's and Fay's bids are refused by the rules: retype them (ctrl+o on each bid shows why)."
        assert said in words, words
        assert "Enter: type Cal's bid again, then Eve's, then Fay's." in words, words
        await keys(pilot, "2")  # Eve's alone
        assert bids.stage == "typing" and bids.current == 1 and bids.retype_queue == []
        await keys(pilot, "ctrl+o", "B", "enter", *"6000", "ctrl+s")
        assert bids.stage == "ready"
        await keys(pilot, "enter")
        words = drawn_words(app)
        assert "Cal's and Fay's bids are refused by the rules: retype them" in words, words
        assert isinstance(app.screen, BidsScreen)


@run
async def test_a_key_a_masked_field_refuses_says_nothing_and_peeking_it_is_said(tmp_path: Path) -> None:
    """Masked, a letter past C in the class and a letter in the Flight Costs draw the screen as before the key, ring no
    bell and the line is the one every bid shows (they said "The class typed is not A, B or C" and "Flight Costs: whole
    dollars, digits only. Key not used."); peeking (ctrl+o), each is said, and rung."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        rung: list[str] = []
        app.bell = lambda: rung.append("bell")  # type: ignore[method-assign]
        for ahead, refused in (((), "D"), (("A", "enter", "9", "0"), "k"), ((), "-")):
            await keys(pilot, *ahead)
            before = drawn_text(app)
            await keys(pilot, refused)
            assert drawn_text(app) == before and not rung, refused
            assert check_line(bids) == BidsScreen.MASKED_LINE and "Key not used" not in drawn_text(app)
        assert bids.query_one("#amount", Input).value == "90"
        await keys(pilot, "ctrl+o", "k")
        assert check_line(bids) == "Flight Costs: whole dollars, digits only. Key not used." and rung == ["bell"]
        await keys(pilot, "up", "E")
        assert check_line(bids).startswith('"E" is not a class of service'), check_line(bids)
        assert rung == ["bell", "bell"]
        await keys(pilot, "ctrl+o")  # masked again: the line every bid shows
        assert check_line(bids) == BidsScreen.MASKED_LINE and bids.current == 0


@run
async def test_a_plane_sales_refused_bids_look_alike_and_are_named_at_the_reveal(tmp_path: Path) -> None:
    """Masked, Çelik's $4,150 (not a multiple of $100) draws the form as his $4,100 does, key by key; ctrl+s (the
    reveal) names him, no figure, no "ctrl+o (peek) shows why" without a name, nothing recorded; with Bea's $9,700 too
    (over her $9,000, she wins), both are named; ctrl+o on each shows its own why."""
    frames: dict[str, list[str]] = {}
    for kind, celik in (("good", "4100"), ("refused", "4150")):
        (tmp_path / kind).mkdir()
        app, game_id = app_where_allowed(tmp_path / kind, SAMPLE, "air_empire.plane_sale")
        async with app.run_test(size=(80, 24)) as pilot:
            await open_game_at(pilot, game_id)
            upto = records(app)
            frames[kind] = []
            for key in ("s", "2", "enter", *"8000", "enter", *celik, "enter", *"4300"):
                await keys(pilot, key)
                frames[kind].append(drawn_text(app))
            if kind == "refused":
                await keys(pilot, "ctrl+s")
                form = app.screen
                assert isinstance(form, PlaneSaleForm) and records(app) == upto
                words = drawn_words(app)
                assert "Çelik's bid is refused by the rules: retype it (ctrl+o on Çelik's bid shows why)." in words
                assert "4,150" not in words and "4150" not in words and "peek) shows why" not in words, words
                assert form.focused is form.query_one("#bid_3", Input)
                await keys(pilot, "ctrl+o")
                assert "multiple of $100" in drawn_words(app), drawn_words(app)
                await keys(pilot, "ctrl+o", "up", "ctrl+u", *"9700", "ctrl+s")  # Bea's $9,700: over her cash
                words = drawn_words(app)
                said = "Bea's and Çelik's bids are refused by the rules: retype them (ctrl+o on each bid shows why)."
                assert said in words and "9,700" not in words and records(app) == upto, words
                assert form.focused is form.query_one("#bid_2", Input)
                await keys(pilot, "ctrl+o")
                assert "Bea bid $9,700 but has $9,000" in drawn_words(app), drawn_words(app)
                await keys(pilot, "ctrl+o", "down", "ctrl+o")
                assert "multiple of $100" in drawn_words(app), drawn_words(app)
    good, refused = frames["good"], frames["refused"]
    assert refused == good, next(f"{a}\n---\n{b}" for a, b in zip(refused, good, strict=True) if a != b)
