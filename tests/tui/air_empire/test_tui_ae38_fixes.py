"""Findings of a newcomer's try of Air Empire: the journal's route bids said each player's line 1g only, where the
reveal and the recap say its parts (Flight Profit, Efficiency Savings, Stand-pat penalty); Phase 3 closed with loans
untaken and nobody named; a purchase the Bank filled in part read as the count asked bought."""

from __future__ import annotations

from pathlib import Path

from sample_helpers import sample_record
from textual.widgets import Input, Static
from tui_helpers import drawn_text, import_sample, keys, make_app, open_game_at, open_journal, records, run

from ledger.game import Game
from ledger.games.air_empire import META
from ledger.words import text_words
from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.forms import PurchaseForm

BASIC = "air-empire-basic-4p"
#: the basic sample's Y2 Q1 route bids: Ann and Dmitri pay a Stand-pat penalty, Bea has Efficiency Savings
Y2_Q1_BIDS = 32
Y2_Q1_QUARTER = 5
Y2_Q1_SPLIT = (
    "Ann: 1a $23,200 − Stand-pat penalty $2,300 (10% = $2,320, rounded) = $20,900",
    "Bea: 1a $17,100 + Flight Profit $8,000 + Efficiency Savings $1,600 = $26,700",
    "Çelik: 1a $36,000 + Flight Profit $11,000 = $47,000",
    "Dmitri: 1a $19,000 − Stand-pat penalty $1,900 = $17,100",
)


@run
async def test_the_journal_detail_of_route_bids_says_each_players_phase_1_lines(tmp_path: Path) -> None:
    """The detail pane of the bids says each player's lines in the reveal's words, the cash line still in sight at
    80x24 (the pane grows for them; the summary, whole in the table above, is cut to a line)."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, BASIC, Y2_Q1_BIDS)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_journal(pilot, game_id)
        await pilot.pause()
        line = screen.query_one("#journal").cursor_line
        assert line is not None and line.seq == Y2_Q1_BIDS
        detail = str(screen.query_one("#journal-detail", Static).render()).splitlines()
        assert tuple(detail[3:7]) == Y2_Q1_SPLIT, detail
        assert detail[-1].startswith(f"Cash after #{Y2_Q1_BIDS}: ")
        drawn = drawn_text(app)
        for said in (*Y2_Q1_SPLIT, f"Cash after #{Y2_Q1_BIDS}: "):
            assert said in drawn, drawn
        # the stored summary keeps its words (old books' audits compare it)
        assert app.game.record_by_seq(Y2_Q1_BIDS).summary == (
            "Y2 Q1 Salt Lake City bids: A: Bea $12,000, C: Çelik $9,000; forfeited: Dmitri"
        )


def test_bids_undone_say_no_phase_1_lines_of_the_bids_in_force() -> None:
    """The lines are the game's now: bids undone and typed again otherwise say their bids only, never the lines the
    bids in force wrote; those say their own."""
    setup, actions = sample_record(BASIC)
    game = Game.replay(setup, [(a.kind, a.payload, a.note, a.recorded_at) for a in actions[:Y2_Q1_BIDS]])
    players = tuple(setup.players)
    first = game.record_by_seq(Y2_Q1_BIDS)
    assert META.details is not None
    said = META.details(first.kind, first.payload, players, game.state, first.position)
    assert said[1:] == Y2_Q1_SPLIT
    game.record("undo", {})
    assert META.details(first.kind, first.payload, players, game.state, first.position) == said[:1]
    retyped = game.record("air_empire.bids", {"bids": [b for b in first.payload["bids"] if b["player"] != 1]})
    assert META.details(first.kind, first.payload, players, game.state, first.position) == said[:1]
    again = META.details(retyped.kind, retyped.payload, players, game.state, retyped.position)
    assert again[1:] == Y2_Q1_SPLIT and "passed: Ann" in again[0]
    # no position (a quarter unknown), no lines
    assert META.details(retyped.kind, retyped.payload, players, game.state) == again[:1]


def _next_line(app: object) -> str:
    """The table's Next line, its folds joined."""
    drawn = drawn_text(app)  # type: ignore[arg-type]
    start = drawn.index("Next: ")
    return " ".join(line.strip() for line in drawn[start:].split("\n\n", 1)[0].splitlines())


@run
async def test_the_action_closing_phase_3_names_who_could_still_borrow(tmp_path: Path) -> None:
    """A newcomer's try: Phase 3 closed with a loan untaken and nobody named. The Next line after the action that
    closes it (here the quarter's purchase) names who could still have borrowed, until the next action; a Phase 3
    closed with nobody able to borrow says nothing of it."""
    _setup, actions = sample_record(BASIC)
    app = make_app(tmp_path)
    game_id = import_sample(app.book, BASIC, Y2_Q1_BIDS)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        assert "Next: Phase 3: loans (Bea may borrow $5,000)" in _next_line(app)
        purchase, maintenance = actions[Y2_Q1_BIDS], actions[Y2_Q1_BIDS + 1]
        assert purchase.kind == "air_empire.purchase" and maintenance.kind == "air_empire.maintenance"
        assert app.record(purchase.kind, purchase.payload) is not None
        await pilot.pause()
        said = _next_line(app)
        assert "Phase 4: this quarter's purchases are recorded" in said, said
        assert "Phase 3 closed: Bea could have borrowed $5,000" in said, said
        assert app.record(maintenance.kind, maintenance.payload) is not None
        await pilot.pause()
        assert "Phase 3 closed" not in _next_line(app)
    (tmp_path / "first").mkdir()
    app = make_app(tmp_path / "first")
    game_id = import_sample(app.book, BASIC, 4)  # Y1 Q1's purchase: nobody has two Class A routes yet
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        # nobody could borrow: nothing said (every quarter's purchase said so where nobody holds two Class A routes)
        assert "Phase 3 closed" not in _next_line(app), _next_line(app)


#: the basic sample's Y2 Q3 purchases: Phase 3, Çelik Senior President; the Bank has 35 Prop Jets and 5 Super Jets
Y2_Q3_PURCHASES = 47


@run
async def test_a_purchase_the_bank_fills_in_part_says_the_count_bought_and_asked(tmp_path: Path) -> None:
    """A newcomer's try: the Bank, short, filled an order in part and the notice and the journal said
    "Bea short: got 0/0 Prop Jets, 0/1 Super Jet", read as one Super Jet bought. On screen each kind short says the
    count bought and the count asked ("got 0 Super Jets (asked 1)"), a kind filled whole its count, a kind not ordered
    nothing; the stored summary keeps its words (the audit compares it)."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, BASIC, Y2_Q3_PURCHASES)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        assert (app.game.state.bank_prop, app.game.state.bank_super) == (35, 5)
        await keys(pilot, "p")
        form = app.screen
        assert isinstance(form, PurchaseForm)
        for field, value in (("super_3", "4"), ("prop_1", "2"), ("super_1", "3"), ("super_2", "1")):
            form.query_one(f"#{field}", Input).value = value
        await pilot.pause()
        said = "Ann short: got 2 Prop Jets, 1 Super Jet (asked 3); Bea short: got 0 Super Jets (asked 1))"
        assert said in " ".join(form.live_text.split()), form.live_text
        # each row's Pays says what its price is of, beside an order the Bank trims (a review: $14,000 beside 4)
        assert ", gets 2P 1S" in drawn_text(app) and "Bank out: gets 0" in drawn_text(app), drawn_text(app)
        await keys(pilot, "ctrl+s")
        # the Bank short, asked first (a newcomer's try of session 16: recorded at once, Ann's row still reading 3)
        question = app.screen
        assert isinstance(question, ConfirmScreen) and records(app) == Y2_Q3_PURCHASES
        words = " ".join(question.question.split())
        trimmed = (
            "The Bank runs short: it fills the orders in turn from the Senior President (Reminder Rules 4); a buyer "
            "may want to order otherwise."
        )
        assert trimmed in words and "bankrupt" not in words, words
        assert words.count("Ann short") == 1, words  # who gets what, said once (the summary's words)
        await keys(pilot, "y")
        assert records(app) == Y2_Q3_PURCHASES + 1
        stored = app.game.records[-1].summary
        assert stored.endswith(
            "Ann short: got 2/2 Prop Jets, 1/3 Super Jets; Bea short: got 0/0 Prop Jets, 0/1 Super Jets)"
        )
        notices = [str(n.message) for n in app._notifications]
        assert any("Planes bought: Çelik 0P 4S; Ann 2P 1S" in n for n in notices), notices
        screen = await open_journal(pilot, game_id)
        await pilot.pause()
        detail = " ".join(str(screen.query_one("#journal-detail", Static).render()).split())
        assert said in detail, detail
        assert "0/1" not in drawn_text(app)


def test_the_bank_short_note_says_each_kind_bought_and_asked_on_screen() -> None:
    """Each kind of the stored note on screen: short, the count bought and the count asked; filled whole, its count;
    not ordered, nothing. Only in the note: "2/3" elsewhere is left as it is."""
    stored = (
        "Planes bought: Cal 35P 0S (Bank short: Cal short: got 35/40 Prop Jets, 0/0 Super Jets; "
        "Dan short: got 0/5 Prop Jets, 2/2 Super Jets); game over"
    )
    assert text_words(stored, game="air_empire") == (
        "Planes bought: Cal 35P 0S (Bank short: Cal short: got 35 Prop Jets (asked 40); "
        "Dan short: got 0 Prop Jets (asked 5), 2 Super Jets); game over"
    )
    assert text_words("Ann 2/3 Prop Jets", game="air_empire") == "Ann 2/3 Prop Jets"


@run
async def test_who_may_still_borrow_is_named_before_phase_3_ends(tmp_path: Path) -> None:
    """A newcomer's try: neither the purchase form nor the maintenance question said that a player could still
    borrow; it was learned from the Next line afterwards. The purchase's line under the fields names who may still
    borrow (no question more: a table whose players keep their room untaken would answer one every quarter), and the
    maintenance question warns of it; after a maintenance that ended the quarter, the Next line names whose Phase 3
    it was (it read as the new quarter's)."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, BASIC, Y2_Q1_BIDS)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "p")
        form = app.screen
        assert isinstance(form, PurchaseForm)
        form.query_one("#prop_2", Input).value = "1"
        await pilot.pause()
        live = " ".join(form.live_text.split())
        assert "Note: Phase 3 (loans) ends with this: Bea may still borrow $5,000." in live, live
        await keys(pilot, "escape")  # the purchase not recorded
        assert not isinstance(app.screen, PurchaseForm) and records(app) == Y2_Q1_BIDS
        await keys(pilot, "m")
        await pilot.pause()
        await keys(pilot, "ctrl+s")
        drawn = " ".join(drawn_text(app).split())
        assert "WARNING: Phase 3 (loans) ends with this: Bea may still borrow $5,000." in drawn, drawn
        await keys(pilot, "y")
        await pilot.pause()
        state = app.game.state
        assert state.quarter == Y2_Q1_QUARTER + 1 and state.phase != "loans", (state.quarter, state.phase)
        assert "Y2 Q1's Phase 3 closed: Bea could have borrowed $5,000" in _next_line(app), _next_line(app)
