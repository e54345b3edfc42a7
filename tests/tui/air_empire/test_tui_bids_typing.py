"""The secret bids screen as a newcomer's try of a 3-player Basic Game found it (80×24 and 120×36): an amount
still being typed was "Refused", the planes' mismatch read as one garbled list, and the box stood full height
over a few lines."""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

from textual.widgets import Input
from tui_helpers import (
    drawn_text,
    drawn_words,
    form_setup,
    import_sample,
    keys,
    make_app,
    open_game_at,
    run,
    stored_game,
    type_fast,
)

from ledger.record_file import read_record
from tui.games.air_empire.bids import BidsScreen

TYPING = "Typing the Flight Costs bid… checked on Enter or once you leave the field."


async def bids_on_denver(pilot: Any) -> BidsScreen:
    """Ann, Bea and Cal with a Flight Costs Table whose $10,000 is 2 Super Jets and 0 Prop Jets, the Denver card
    turned up (minimums A $13,000, B $8,000, C $6,000), on the secret bids screen, Ann typing."""
    card = {
        "city": "Denver",
        "adjacent": [],
        "minimums": {"A": 13_000, "B": 8_000, "C": 6_000},
        "revenue": {"A": 18_000, "B": 13_000, "C": 12_000},
    }
    table = {"provenance": "board", "rows": [{"flight_costs": 10_000, "super_jets": 2, "prop_jets": 0}]}
    setup = form_setup("air_empire", "basic", "Club", "Ann", "Bea", "Cal")
    await stored_game(pilot, setup, ("air_empire.flight_costs_table", table), ("air_empire.route_card", card))
    await keys(pilot, "b")
    assert isinstance(pilot.app.screen, BidsScreen)
    return pilot.app.screen


def check_line(screen: BidsScreen) -> str:
    return " ".join(str(screen.query_one("#bid-check").render()).split())


@run
async def test_a_bid_amount_still_being_typed_is_not_refused(tmp_path: Path) -> None:
    """Class A's minimum is $13,000: 1, 14, 140 and 1400 are on the way to $14,000, said to the bidder peeking as
    being typed, not "Refused"; masked, the line is the one every bid shows (a problem is told when the bid is
    kept, or to its bidder on ctrl+o); leaving the field peeking, or Enter keeping the bid, shows the refusal."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await bids_on_denver(pilot)
        await keys(pilot, "A", "enter")
        assert "▸ Flight Costs" in drawn_words(app)  # the field's label marked, as every form's
        for typed in "1400":
            await keys(pilot, typed)
            assert check_line(bids) == BidsScreen.MASKED_LINE and not bids.query_one("#bid-check").has_class("-refused")
            assert "Refused" not in drawn_words(app)
            await keys(pilot, "ctrl+o")  # peeking: being typed
            assert check_line(bids) == TYPING
            await keys(pilot, "ctrl+o")
        await keys(pilot, "0")
        assert check_line(bids) == BidsScreen.MASKED_LINE  # no row for the figure: said only to its bidder
        # 1400 left as it is: masked, nothing said on leaving the field; peeking, refused
        await keys(pilot, "backspace", "enter")
        assert bids.focused is bids.query_one("#supers")
        assert check_line(bids) == BidsScreen.MASKED_LINE
        await keys(pilot, "ctrl+o")
        assert check_line(bids).startswith("Refused: the Flight Costs")
        await keys(pilot, "ctrl+o")
        await keys(pilot, "up")  # back in it, at its end: being typed again
        amount = bids.query_one("#amount", Input)
        assert bids.focused is amount
        amount.cursor_position = len(amount.value)
        await keys(pilot, "backspace", "0")
        assert check_line(bids) == BidsScreen.MASKED_LINE
        # kept while Ann peeks: refused, why said to her, and she stays on it (masked, it is kept refused as any bid
        # is kept, and refused at the reveal: test_tui_ae33_fixes)
        await keys(pilot, "ctrl+o", "ctrl+s")
        assert bids.current == 0 and bids.focused is amount
        assert "not a multiple of $1,000" in check_line(bids)
        # a bid no digits can make right (above Class A's revenue of $18,000 for any length) is refused at once,
        # for the bidder's eyes
        await keys(pilot, "backspace", "backspace", "backspace", "backspace", "99")
        assert check_line(bids).startswith("Refused: the Flight Costs")
        await keys(pilot, "ctrl+o")
        assert check_line(bids) == BidsScreen.MASKED_LINE


@run
async def test_the_planes_a_figure_means_and_the_planes_typed_are_said_apart(tmp_path: Path) -> None:
    """$10,000 is 2 Super Jets and 0 Prop Jets on the table; Ann types 1 Super Jet and 3 Prop Jets for it. The
    refusal read "means 2 Super Jets, Cal's 3 Prop Jets and it Super Jet"."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await bids_on_denver(pilot)
        await keys(pilot, "B", "enter", "10000", "enter", "1", "enter", "3", "ctrl+o", "enter")
        assert check_line(bids) == (
            "Refused: the Flight Costs Table says this Flight Costs figure means 2 Super Jets and 0 Prop Jets; Ann "
            "typed 1 Super Jet and 3 Prop Jets; a Flight Costs figure always means one combination (Air Empire, "
            "Basic Game, Flight Costs Table)."
        )


@run
async def test_the_bids_box_takes_its_contents_height(tmp_path: Path) -> None:
    """At 120×36 the box stood the whole height, some 17 empty lines under the fields: it is as high as what it holds
    (its border and the keys' line under it); at 80×24 the same, within the screen."""
    for size in ((120, 36), (80, 24)):
        folder = tmp_path / f"{size[0]}x{size[1]}"
        folder.mkdir()
        app = make_app(folder)
        async with app.run_test(size=size) as pilot:
            bids = await bids_on_denver(pilot)
            box = bids.query_one("#bids")
            assert box.outer_size.height == box.virtual_size.height + 2, (size, box.outer_size, box.virtual_size)
            assert box.max_scroll_y == 0
            keys_line = bids.query_one("#bids-keys")
            assert keys_line.region.y == box.region.bottom and keys_line.region.bottom <= size[1] - 1


async def tournament_bids(pilot: Any) -> BidsScreen:
    """A Tournament Game of Cal, Eve and Fay (3 Super Jets and 4 Prop Jets idle each) whose Flight Costs Table has
    $6,000 = 0 Super + 3 Prop, $9,000 = 1 Super + 2 Prop and $11,000 = 4 Super + 0 Prop (forfeited if it wins: 3
    Super Jets idle), the Denver card turned up (minimums A $9,000, B $6,000, C $4,000), on the secret bids screen,
    Cal typing."""
    card = {
        "city": "Denver",
        "adjacent": [],
        "minimums": {"A": 9_000, "B": 6_000, "C": 4_000},
        "revenue": {"A": 18_000, "B": 13_000, "C": 12_000},
    }
    rows = [(6_000, 0, 3), (9_000, 1, 2), (11_000, 4, 0)]
    table = {
        "provenance": "board",
        "rows": [{"flight_costs": a, "super_jets": s, "prop_jets": p} for a, s, p in rows],
    }
    setup = form_setup("air_empire", "tournament", "Club", "Cal", "Eve", "Fay")
    await stored_game(pilot, setup, ("air_empire.flight_costs_table", table), ("air_empire.route_card", card))
    await keys(pilot, "b")
    assert isinstance(pilot.app.screen, BidsScreen)
    return pilot.app.screen


@run
async def test_ctrl_s_on_a_bidder_with_nothing_typed_is_his_pass_at_once(tmp_path: Path) -> None:
    """A newcomer's try: ctrl+s on Eve's empty class (the keys' line: "ctrl+s: next bidder") only said "The class is
    empty: Enter again goes on", stayed on her, and Fay's B 6000, typed ahead, went into Eve's row: the reveal showed
    Eve winning at $6,000. Every key typed in one go: Eve passes, Fay's bid is Fay's."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        await type_fast(pilot, "A", "enter", "9000", "ctrl+s", "ctrl+s", "B", "enter", "6000", "ctrl+s", "enter")
        assert bids.stage == "reveal" and bids.refusal is None
        assert [(o.bid.player, o.bid.service_class, o.bid.flight_costs, o.outcome) for o in bids.resolution] == [
            (1, "A", 9_000, "won"),
            (3, "B", 6_000, "won"),
        ]
        words = drawn_words(app)
        assert "Eve — pass no bid" in words and "Fay B $6,000" in words, words


@run
async def test_enter_after_a_forfeit_told_keeps_the_bid_from_any_field(tmp_path: Path) -> None:
    """A newcomer's try: at "All bids are typed", 1 to retype Cal's bid forfeited if it wins, told it ("Enter again
    keeps it"), but each Enter went down one field (the cursor on its class) and y, meant to record, landed in the
    Super Jets. Enter from any field of that bid keeps it; Enter reveals; y records. (Told only while Cal peeks:
    masked, the bid is kept as any bid is, test_tui_ae31_fixes.)"""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        await keys(pilot, "A", "enter", "11000", "ctrl+o", "enter", "enter", "enter")
        assert bids.current == 0 and "Enter again keeps it" in check_line(bids)
        await keys(pilot, "enter", "ctrl+s", "B", "enter", "6000", "ctrl+s")  # kept; Eve passes; Fay bids
        assert bids.stage == "ready"
        # kept as it was, at once: a kept bid is not told again (a pass kept is not asked again either, and the
        # table told them apart)
        await keys(pilot, "1", "ctrl+s")
        assert bids.stage == "ready"
        # changed (Class B), peeking: told on the last field
        await keys(pilot, "1", "ctrl+o", "B", "enter", "enter", "enter", "enter")
        assert bids.stage == "typing" and bids.current == 0 and "Enter again keeps it" in check_line(bids)
        await keys(pilot, "up", "up", "up")
        assert bids.focused is bids.query_one("#cls")
        await keys(pilot, "enter")
        assert bids.stage == "ready"
        await keys(pilot, "enter")
        assert bids.stage == "reveal" and bids.refusal is None
        await keys(pilot, "y")
        assert not isinstance(app.screen, BidsScreen)
        assert app.game.records[-1].kind == "air_empire.bids"
        assert app.game.records[-1].payload["bids"][0] == {"player": 1, "class": "B", "flight_costs": 11_000}


@run
async def test_what_to_check_in_a_hidden_bid_is_said_only_to_its_bidder(tmp_path: Path) -> None:
    """A newcomer's try: with the others looking away, the line under the masked fields said "Forfeited if it wins:
    its planes are not all idle" and "No row of the Flight Costs Table for this figure: type its planes from the
    board", each telling something of the bid; then "Something to check in this bid" came as a doomed bid was typed,
    and not for the others. Masked, every bid shows one line as typed (:attr:`BidsScreen.MASKED_LINE`); ctrl+o (the
    bidder's peek) says what; a bid forfeited if it wins is kept as any bid is, and so is one whose figure has no
    row, kept without its planes ("Something to check" and an Enter more told the table): the reveal asks its planes
    if it wins, by its bidder's name alone."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        line = bids.query_one("#bid-check")
        await keys(pilot, "A", "enter", "11000")  # 4 Super Jets: forfeited if it wins
        assert check_line(bids) == BidsScreen.MASKED_LINE
        masked_classes = set(line.classes)
        await keys(pilot, "ctrl+o")
        assert check_line(bids).startswith("Forfeited if it wins: needs 4 Super Jets idle, has 3"), check_line(bids)
        await keys(pilot, "ctrl+o", "enter")
        assert check_line(bids) == BidsScreen.MASKED_LINE
        words = drawn_words(app)
        assert "Forfeited" not in words and "idle" not in words and "Something to check" not in words
        await keys(pilot, "enter", "enter")  # kept at once, as any bid (test_tui_ae31_fixes): Eve's bid next
        assert bids.current == 1 and "Something to check" not in drawn_words(app)
        await keys(pilot, "A", "enter", "10000")  # Eve: $10,000, no row
        assert bids.query_one("#amount", Input).value == "10000"
        assert check_line(bids) == BidsScreen.MASKED_LINE and set(line.classes) == masked_classes
        words = drawn_words(app)
        assert "No row" not in words and "this figure" not in words
        await keys(pilot, "ctrl+o")
        assert check_line(bids).startswith("No row of the Flight Costs Table for this figure")
        await keys(pilot, "ctrl+o", "ctrl+s")  # kept as any bid is, its planes missing
        assert bids.current == 2 and check_line(bids) == BidsScreen.MASKED_LINE
        # Fay passes; Cal's $11,000 is forfeited, so Eve's $10,000 wins Class A: its planes are asked, by her name
        await keys(pilot, "ctrl+s", "enter")
        assert bids.stage == "reveal" and bids.refusal is not None
        words = drawn_words(app)
        assert "Eve's bid is refused by the rules" in words and "10,000" not in words and "11,000" not in words
        await keys(pilot, "enter", "ctrl+o")  # Eve's bid again, why for her eyes
        assert bids.current == 1 and check_line(bids).startswith("No row of the Flight Costs Table for this figure")


@run
async def test_a_seat_typed_again_looks_the_same_whatever_was_kept(tmp_path: Path) -> None:
    """A newcomer's try: at "All bids are typed", a seat's bid typed again opened, for a pass, with empty fields and
    their grey examples ("A/B/C", "$"), for a bid with its masks and "The bid stands", for a doomed bid with
    "Something to check": anyone watching told them apart. Masked, a pass, a bid that stands and a bid forfeited if
    it wins look alike, and Enter goes down their fields alike; ctrl+o tells the bidder; the last Enter keeps it."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        # Cal passes (ctrl+s at once), Eve's $9,000 stands, Fay's $11,000 is forfeited if it wins (4 Super Jets)
        await keys(pilot, "ctrl+s", "A", "enter", "9000", "ctrl+s", "B", "enter", "11000", "ctrl+s")
        assert bids.stage == "ready"
        seen = []
        for seat, peeked in ((1, "a pass, no bid"), (2, "The bid stands"), (3, "Forfeited if it wins")):
            await keys(pilot, str(seat))
            assert bids.stage == "typing" and bids.current == seat - 1
            words = drawn_words(app)
            entry = words[words.index("— the others look away.") : words.index("Enter: next field")]
            assert "A/B/C" not in entry and "$ $" not in entry, entry
            assert check_line(bids) == BidsScreen.KEPT_LINE
            seen.append(entry)
            for step in ("#amount", "#supers", "#props"):
                await keys(pilot, "enter")
                assert bids.focused is bids.query_one(step) and check_line(bids) == BidsScreen.KEPT_LINE
            await keys(pilot, "ctrl+o")  # the truth for the bidder's eyes
            assert peeked in check_line(bids)
            await keys(pilot, "ctrl+o", "enter")
            assert bids.stage == "ready"
        assert seen[0] == seen[1] == seen[2]
        assert "Class of service • " in seen[0] and "Prop Jets •••" in seen[0]
        # kept as they were
        assert (bids.typed[1].service_class, bids.typed[2].flight_costs, bids.typed[3].flight_costs) == (
            None,
            9_000,
            11_000,
        )
        # a kept pass typed over: its class letter taken, as over a kept bid's class
        await keys(pilot, "1", "C", "enter", "6000", "ctrl+s")
        assert bids.stage == "ready" and bids.typed[1].flight_costs == 6_000
        await keys(pilot, "2", "B")
        assert bids.query_one("#cls", Input).value == "B"


@run
async def test_a_wrapped_1g_sum_goes_on_under_its_own_text(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: on the reveal a player's 1g sum wider than the box went on at its edge, its total a
    line of its own ("$22,100"): the lines were wrapped to the reveal's width before it was laid out. Each wraps
    under its own text, two cells in; "Will record: ..." too."""
    with resources.as_file(resources.files("samples").joinpath("air-empire-tournament-3p.jsonl")) as path:
        _setup, actions, _created = read_record(path)
    index = [i for i, a in enumerate(actions) if a.kind == "air_empire.bids"][3]  # Y1 Q4, Salt Lake City
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-tournament-3p", index)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        app.push_screen(BidsScreen(refill=actions[index].payload))
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, BidsScreen) and app.screen.stage == "reveal"
        drawn = drawn_text(app).splitlines()
        assert any(line.startswith("│     $22,100") or "= $22,100" in line for line in drawn), "\n".join(drawn)
        assert any(line.startswith("│     Fluctuations $600 = $27,800") for line in drawn), "\n".join(drawn)
        box = [line[2:] for line in drawn if line.startswith("│ ")]
        assert not [line for line in box if line.startswith("$")], "\n".join(drawn)


@run
async def test_a_letter_past_c_in_the_class_is_said_at_once_and_on_enter(tmp_path: Path) -> None:
    """A newcomer's try: "D" typed in the bid's class was refused and, typed with Enter at once, only "The class is
    empty" was read. Peeking (ctrl+o), the line says at once that the letter is no class (A, B or C), and so does
    ctrl+o after the Enter (which goes on, as after a class); a class typed then is taken. Masked, the key looks as any
    key does: nothing said, no bell (newcomers' tries: '"D" is not a class of service', then "The class typed is not
    A, B or C", told the table about the typing)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await tournament_bids(pilot)
        rung: list[str] = []
        app.bell = lambda: rung.append("bell")  # type: ignore[method-assign]
        before = drawn_text(app)
        await keys(pilot, "D")
        assert check_line(bids) == BidsScreen.MASKED_LINE and drawn_text(app) == before and not rung
        # Enter goes on to the Flight Costs, as on a class typed (g28): masked, nothing said of a pass (a newcomer's
        # try read the bidder was passing)
        await keys(pilot, "enter")
        assert check_line(bids) == BidsScreen.MASKED_LINE
        await keys(pilot, "ctrl+o")
        assert check_line(bids) == f'"D" is not a class of service: the class is A, B or C. {BidsScreen.PASS_LINE}'
        await keys(pilot, "up", "E")  # for the bidder's eyes, named
        assert check_line(bids).startswith('"E" is not a class of service: the class is A, B or C'), check_line(bids)
        assert rung == ["bell"]
        await keys(pilot, "ctrl+o")
        assert bids.current == 0
        await keys(pilot, "5")  # a digit goes on to the Flight Costs, not named (a figure typed ahead is secret)
        assert check_line(bids) == BidsScreen.MASKED_LINE and bids.query_one("#amount", Input).value == "5"
        await keys(pilot, "backspace", "up", "b", "enter", "6000", "ctrl+s")
        assert bids.current == 1 and bids.typed[1].service_class == "B"


@run
async def test_esc_masks_a_peeked_bid_before_asking(tmp_path: Path) -> None:
    """A newcomer's try: ctrl+o (peek) then Esc asked "Drop the bids typed so far?" with the bid still shown behind
    the question, for the whole table to read. Esc masks it first; n goes back to the bid, masked."""
    from tui.base.widgets import ConfirmScreen

    app = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        bids = await bids_on_denver(pilot)
        await keys(pilot, "A", "enter", "14000", "ctrl+o")
        amount = bids.query_one("#amount", Input)
        assert bids.peeking and not amount.password and "14000" in drawn_words(app)
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        assert not bids.peeking and amount.password and "14000" not in drawn_words(app)
        await keys(pilot, "n")
        assert app.screen is bids and amount.password and amount.value == "14000"


@run
async def test_a_refusal_from_the_rulebooks_row_says_it_is_the_rulebooks(tmp_path: Path) -> None:
    """A newcomer's try: with no Flight Costs Table entered ("Flight Costs Table not entered" on the board), Bob's
    $12,000 of 1 Super Jet and 3 Prop Jets was refused as "the Flight Costs Table says this Flight Costs figure
    means 2 Super Jets and 1 Prop Jet". That row is the rulebook's printed example (Flight Costs Table), said so;
    nothing of Ann's bid is told."""
    card = {
        "city": "Denver",
        "adjacent": [],
        "minimums": {"A": 20_000, "B": 16_000, "C": 12_000},
        "revenue": {"A": 30_000, "B": 30_000, "C": 30_000},
    }
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = form_setup("air_empire", "basic", "Club", "Ann", "Bob", "Cal")
        await stored_game(pilot, setup, ("air_empire.route_card", card))
        await keys(pilot, "b")
        bids = pilot.app.screen
        assert isinstance(bids, BidsScreen)
        await keys(pilot, "C", "enter", "12000", "enter", "2", "enter", "1", "ctrl+s")
        await keys(pilot, "C", "enter", "12000", "enter", "1", "enter", "3", "ctrl+o", "enter")
        line = check_line(bids)
        assert (
            "the rulebook's printed row (Flight Costs Table example) says this Flight Costs figure means 2 Super Jets "
            "and 1 Prop Jet; Bob typed 1 Super Jet and 3 Prop Jets"
        ) in line, line
        assert "Ann" not in line and "Flight Costs Table says" not in line


@run
async def test_keys_typed_straight_after_a_letter_a_hidden_figure_refused_are_not_used(tmp_path: Path) -> None:
    """A newcomer's try: masked, "x9000" and Enter typed at once kept 9000 and went on to the planes, the letter lost
    without a word ("1o000" would have been a bid of 1000). The letter is refused, the keys typed straight after it
    are not used, silently on the fields (no bell, no line: the table sees nothing of the typing), and a notice names
    the letter alone, not how many keys followed it (the figure's length); the amount is as it was, the focus on it."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        bids = await bids_on_denver(pilot)
        await keys(pilot, "A", "enter")
        amount = bids.query_one("#amount", Input)
        assert bids.focused is amount
        await type_fast(pilot, "x9000", "enter")
        assert amount.value == "" and bids.focused is amount and bids.current == 0
        assert check_line(bids) == BidsScreen.MASKED_LINE  # nothing said under the fields
        await pilot.pause(0.6)
        told = [n.message for n in app._notifications]
        assert told[-1].startswith(
            "Not used · x: not a key of a hidden figure (ctrl+o shows the bid) · the keys typed after x were not used"
        ), told
        await keys(pilot, "9000", "enter")  # typed again, after a moment: taken
        assert amount.value == "9000" and bids.focused is not amount


@run
async def test_a_letter_past_c_typed_masked_is_noticed_and_the_keys_after_it_not_used(tmp_path: Path) -> None:
    """A newcomer's try: "D Enter 10000" typed in a masked class left the class empty and took 10000 as the Flight
    Costs, without a word, while the help says a letter a masked field refuses is named in a notice, nothing of the
    bid, and the keys typed straight after it are not used. As every masked field's (KeptLook.restricted)."""
    from tui_helpers import type_fast

    from tui.app import AFTER_REFUSAL_QUIET
    from tui.games.air_empire.bids import KeptLook

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        bids = await tournament_bids(pilot)
        await type_fast(pilot, "D", "enter", "10000")
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)  # the keys not used are said once the typing pauses
        assert bids.current == 0 and not bids.query_one("#amount", Input).value
        said = " ".join(str(n.message) for n in app._notifications)
        assert KeptLook.MASKED_REFUSAL in said and "10000" not in said, said


@run
async def test_y_typed_before_the_reveal_showed_records_nothing(tmp_path: Path) -> None:
    """A newcomer's try: the quarter's bids, the reveal and y typed at once recorded the bids, the reveal never
    drawn (README: the bids are revealed together with the resolution before anything is recorded). A y typed before
    the reveal was on screen is not used, and says so; a y typed once it shows records."""
    from tui_helpers import records, type_fast

    async def tournament_bids_again(pilot: Any) -> BidsScreen:
        await keys(pilot, "b")
        assert isinstance(pilot.app.screen, BidsScreen)
        return pilot.app.screen

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        bids = await tournament_bids(pilot)
        before = records(app)
        typed = ("A", "enter", "9000", "ctrl+s", "B", "enter", "6000", "ctrl+s", "C", "enter", "6000", "ctrl+s")
        await type_fast(pilot, *typed, "enter", "y")
        assert app.screen is bids and bids.stage == "reveal" and records(app) == before
        assert "'y' was typed before the bids showed: not used" in drawn_text(app), drawn_text(app)
        # ctrl+s, which records a reveal too, typed at once with the ctrl+s that reveals (the newcomer's keys)
        await keys(pilot, "escape", "d")
        bids = await tournament_bids_again(pilot)
        await type_fast(pilot, *typed, "ctrl+s", "ctrl+s")
        assert app.screen is bids and bids.stage == "reveal" and records(app) == before
        assert "was typed before the bids showed: not used" in drawn_text(app), drawn_text(app)
        await pilot.pause(0.5)  # (the keys typed straight after a refused one are not used)
        await keys(pilot, "y")
        assert records(app) == before + 1 and app.game.records[-1].kind == "air_empire.bids"
