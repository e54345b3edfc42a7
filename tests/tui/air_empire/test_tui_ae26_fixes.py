"""Findings of a newcomer's try of the Air Empire Basic Game (80x24): the plane sale's hidden bid refused in clear, the
route bids' missing class said in clear, the recap's plane sale, the maintenance list's line, and a bid retyped after
the reveal."""

from __future__ import annotations

from pathlib import Path

from sample_helpers import sample_record
from test_tui_ae_dialogs_at_foot import revealed
from textual.widgets import Input, Static
from tui_helpers import app_where_allowed, drawn_text, import_sample, keys, make_app, open_game_at, records, run

from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import PlaneSaleForm

SAMPLE = "air-empire-basic-4p"
#: what ctrl+s says of Bea's hidden bid refused (the route bids' reveal alike)
REFUSED = "Bea's bid is refused by the rules: retype it"


def notices(app: object) -> str:
    """Every notice shown now, joined."""
    return " ".join(n.message for n in app._notifications)  # type: ignore[attr-defined]


@run
async def test_a_plane_sales_refused_hidden_bid_is_told_only_to_its_bidder(tmp_path: Path) -> None:
    """A newcomer's try: a bid over the bidder's cash was refused at ctrl+s in clear ("Refused: Bartholomew's bid,
    amount: Bartholomew bid $7,000 but has $6,500"), the other bids still hidden. Bea has $9,000 and bids $9,700:
    ctrl+s names her as the route bids' reveal does, no amount and no why, and puts the cursor on her bid;
    ctrl+o (offered on the key line and in the footer) shows her bid and why; ctrl+o again hides them; her bid put
    right, ctrl+s reveals the bids."""
    app, game_id = app_where_allowed(tmp_path, SAMPLE, "air_empire.plane_sale")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        upto = records(app)
        await keys(pilot, "s", "2", "enter", "9700", "enter", "4100", "enter", "4300")
        form = app.screen
        assert isinstance(form, PlaneSaleForm)
        drawn = " ".join(drawn_text(app).split())
        assert "ctrl+o: show/hide the bid the cursor is on" in drawn and "^o Show/hide this bid" in drawn
        await keys(pilot, "ctrl+s")
        said = notices(app) + " " + " ".join(drawn_text(app).split())
        for secret in ("9,700", "9700", "4,100", "4100", "4,300", "4300", "Bea bid", "has $9,000"):
            assert secret not in said, said
        assert REFUSED in said, said
        bea = form.query_one("#bid_2", Input)
        assert form.focused is bea and records(app) == upto
        await keys(pilot, "ctrl+o")
        drawn = " ".join(drawn_text(app).split())
        assert "Bea bid $9,700 but has $9,000" in drawn and "9700" in drawn, drawn
        assert "4100" not in drawn and "4300" not in drawn  # the other bids stay hidden
        await keys(pilot, "ctrl+o")
        drawn = " ".join(drawn_text(app).split())
        assert "9700" not in drawn and "9,700" not in drawn and REFUSED in drawn
        await keys(pilot, "ctrl+o", "down")  # leaving the bid peeked at hides it
        assert bea.password and "9700" not in drawn_text(app)
        bea.value = "8000"
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        assert "Bea $8,000" in " ".join(drawn_text(app).split())


@run
async def test_a_route_bid_with_no_class_is_refused_privately_and_the_header_stays_in_sight(tmp_path: Path) -> None:
    """A newcomer's try: a bid whose class was cleared, its Flight Costs typed, said "The class is missing: type A, B or
    C; or empty the other fields too, to pass." in clear while masked (the table learnt the bidder meant to bid), and
    the line, over two lines, grew the box over the screen's header ("Y1 Q1 · Phase 1 — bids"). Peeking (ctrl+o), the
    bidder reads why and stays on his bid; masked, the line is the one every bid shows and the bid is kept refused, as
    a good bid is kept (test_tui_ae33_fixes); the header stays in sight throughout."""
    app, game_id = app_where_allowed(tmp_path, SAMPLE, "air_empire.bids")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        header = "Y1 Q1 · Phase 1 — bids"
        assert header in drawn_text(app).splitlines()[1]
        await keys(pilot, "A", "enter", "9000", "up", "backspace", "ctrl+o", "ctrl+s")
        drawn = drawn_text(app)
        assert BidsScreen.NO_CLASS_LINE in " ".join(drawn.split()) and header in drawn.splitlines()[1], drawn
        assert bids.current == 0 and not bids.typed
        await keys(pilot, "ctrl+o")
        line = " ".join(str(bids.query_one("#bid-check", Static).render()).split())
        assert line == BidsScreen.MASKED_LINE, line
        drawn = drawn_text(app)
        assert "class is missing" not in drawn and "No class typed" not in drawn and header in drawn.splitlines()[1]
        await keys(pilot, "ctrl+s")
        assert bids.current == 1 and 1 in bids.refused_seats and "Refused" not in drawn_text(app)


@run
async def test_the_recap_notes_a_plane_sale_under_its_quarter(tmp_path: Path) -> None:
    """A newcomer's try: the seller's lines came to $29,700 while "Cash now" said $32,700 ($3,000 from a plane sale,
    on no line of the sheet). The recap notes the proceeds under the quarter, as it notes a 5b in its planes; ``5``
    lists them with every quarter's 5b."""
    app = make_app(tmp_path)
    _setup, actions = sample_record(SAMPLE)
    upto = next(i for i, a in enumerate(actions) if a.kind == "air_empire.plane_sale") + 1
    game_id = import_sample(app.book, SAMPLE, upto)
    note = "Y2 Q3 plane sale to Bea: +$15,000 for 2 Super Jets (no recap line: cash only)"
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "r", "right", "right")  # Çelik's sheet
        drawn = " ".join(drawn_text(app).split())
        assert "Çelik (seat 3)" in drawn and note in drawn, drawn
        await keys(pilot, "5")
        drawn = " ".join(drawn_text(app).split())
        assert "Line 5b in its planes, and planes sold, every quarter" in drawn and note in drawn, drawn


@run
async def test_the_next_line_names_every_player_still_owing_maintenance(tmp_path: Path) -> None:
    """A newcomer's try: "Next: Phase 5: Alexandra owes $3,700 maintenance" while Alexandra, Bartholomew and Di still
    owed. Every player still owing is named with his line 5c, and who cannot pay it; one alone as before."""
    app = make_app(tmp_path)
    _setup, actions = sample_record(SAMPLE)
    three = import_sample(app.book, SAMPLE, 51, title="Three owe")  # Y2 Q4 Phase 5: Dmitri is short
    one = import_sample(app.book, SAMPLE, 53, title="One owes", day=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, three)
        said = " ".join(drawn_text(app).split())
        assert (
            "Next: Phase 5: Bea $7,000, Çelik $7,400 and Dmitri $8,700 owe maintenance; Dmitri has $4,900: short by "
            "$3,800, recording it makes Dmitri bankrupt (Test of Bankruptcy) (m)"
        ) in said, said
        await keys(pilot, "escape")
        await open_game_at(pilot, one)
        said = " ".join(drawn_text(app).split())
        assert "Next: Phase 5: Dmitri owes $8,700 maintenance, has $4,900: short by $3,800" in said, said


@run
async def test_a_bid_retyped_after_the_reveal_is_marked_on_it(tmp_path: Path) -> None:
    """A newcomer's try: the reveal offered "1, 2, 3, 4: retype that seat's bid" after everyone had seen the bids,
    and a bid retyped showed as if typed so: a player could change his bid quietly. The keys say a retyped bid is
    shown as retyped; the reveal marks it with what it was; a seat retyped as it was is not marked."""
    app = make_app(tmp_path)
    game = import_sample(app.book, SAMPLE, 31)
    async with app.run_test(size=(120, 36)) as pilot:
        await open_game_at(pilot, game)
        bids = await revealed(pilot)
        assert "retype a bid, marked RETYPED" in " ".join(drawn_text(app).split())
        assert "RETYPED" not in " ".join(bids.revealed)
        await keys(pilot, "1", "ctrl+s", "enter")  # Ann's bid kept as it was: not marked
        assert bids.stage == "reveal" and "RETYPED" not in " ".join(bids.revealed)
        await keys(pilot, "4", "B", "enter", "8000", "ctrl+s")  # Dmitri: was C $8,000
        assert bids.stage == "ready", bids.stage
        await keys(pilot, "enter")
        assert bids.stage == "reveal", bids.stage
        drawn = " ".join(drawn_text(app).split())
        assert "RETYPED after the reveal: was C $8,000" in drawn, drawn
        lines = bids.revealed
        assert lines[lines.index(next(line for line in lines if line.startswith("Dmitri"))) + 1].startswith(
            "  RETYPED after the reveal"
        )
