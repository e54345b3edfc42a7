"""Findings of a newcomer's try of the Air Empire Basic Game (Alexandra, Bartholomew, Christopher and Di, 80x24):
the recap's quarter keys, an adjacent city typed with a slip, a Flight Costs Table that contradicts a recorded bid,
the reveal's note of planes typed, a loan key out of phase, and a plane sale of more planes than are idle."""

from __future__ import annotations

from pathlib import Path

from sample_helpers import sample_record
from test_tui_play import basic, plain_card
from textual.widgets import Input, Select, TextArea
from tui_helpers import (
    app_where_allowed,
    drawn_text,
    drawn_words,
    form_setup,
    import_sample,
    keys,
    make_app,
    open_game_at,
    records,
    run,
    stored_game,
)

from ledger.games import air_empire
from tui.base.dialogs import ChoiceScreen
from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import FlightCostsForm, PlaneSaleForm, RouteCardForm
from tui.games.air_empire.recap import RecapScreen

SAMPLE = "air-empire-basic-4p"
NAMES = ("Alexandra", "Bartholomew", "Christopher", "Di")
CARD = {"city": "Denver", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000, "C": 6_000}, "revenue": 18_000}
#: Y1 Q1's bids, no Flight Costs Table entered: Di's C $10,000 typed with 0 Super + 5 Prop (4 Prop Jets idle:
#: forfeited), Alexandra's A $11,000 with 1 Super + 3 Prop (won)
BIDS = {
    "bids": [
        {"player": 4, "class": "C", "flight_costs": 10_000, "super_jets": 0, "prop_jets": 5},
        {"player": 1, "class": "A", "flight_costs": 11_000, "super_jets": 1, "prop_jets": 3},
    ]
}


@run
async def test_the_recap_footer_follows_the_quarter_keys_and_the_first_page_says_so(tmp_path: Path) -> None:
    """A newcomer's try at 80x24 (r, then 5 twice, or a twice): the footer lost "[] Quarters" while the line above
    still said "of 12 quarters" and [ ] still worked. And [ on the first quarters did nothing and said nothing: it
    says "First quarters already shown"."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, SAMPLE, None)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "r")
        assert isinstance(app.screen, RecapScreen)
        footer = drawn_text(app).splitlines()[-1]
        assert "[] Quarters" in footer, footer
        for toggle in ("5", "a"):
            await keys(pilot, toggle)
            assert "[] Quarters" not in drawn_text(app).splitlines()[-1]
            await keys(pilot, toggle)
            drawn = drawn_text(app)
            assert "quarters" in drawn and "[] Quarters" in drawn.splitlines()[-1], drawn
        await keys(pilot, "home")
        assert app.screen.first_quarter == 0  # type: ignore[attr-defined]
        await keys(pilot, "[")
        drawn = drawn_text(app)
        assert "First quarters already shown · Y1 Q1–" in drawn, drawn
        assert all(len(line.rstrip()) <= 80 for line in drawn.splitlines())
        await keys(pilot, "]")
        assert "already shown" not in drawn_text(app)


def before_nth(kind: str, nth: int) -> int:
    """How many of the sample's actions come before its ``nth`` action of ``kind`` (1 = the first)."""
    _setup, actions = sample_record(SAMPLE)
    return [index for index, action in enumerate(actions) if action.kind == kind][nth - 1]


@run
async def test_an_adjacent_city_typed_with_a_slip_is_asked_about_before_recording(tmp_path: Path) -> None:
    """A newcomer's try: "Los Angles" typed as an adjacent city on the route card (c), while Los Angeles is a Route
    City of the game (Q1's card), was taken silently; the Efficiency Savings of the player holding Class A there
    were then wrong. ctrl+s asks first: "Los Angles: did you mean Los Angeles?"; n goes back to the form, y records
    the card as typed (a warning, not a refusal)."""
    app = make_app(tmp_path)
    upto = before_nth("air_empire.route_card", 2)
    game_id = import_sample(app.book, SAMPLE, upto)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        values = {"city": "Denver", "adjacent": "Los Angles, Omaha", "min_A": "10000", "min_B": "8000"}
        for field, value in (values | {"min_C": "6000", "revenue": "18000"}).items():
            form.query_one(f"#{field}", Input).value = value
        await keys(pilot, "ctrl+s")
        confirm = app.screen
        assert isinstance(confirm, ConfirmScreen), form.live_text
        words = " ".join(confirm.question.split())
        assert "Los Angles: did you mean Los Angeles?" in words, words
        await keys(pilot, "n")
        assert app.screen is form and records(app) == upto
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert records(app) == upto + 1


@run
async def test_a_flight_costs_table_that_contradicts_a_recorded_bid_asks_first(tmp_path: Path) -> None:
    """A newcomer's try: a table typed late gave $10,000 as 2 Super, 0 Prop, while Di's Y1 Q1 bid C $10,000 had been
    recorded (and forfeited) with 0 Super, 5 Prop; Enter on the last list recorded it at once, no word. It asks
    first, naming the bid in the ledger's words; n goes back to the form, y records the table (the bids stay)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        setup = form_setup("air_empire", "basic", "Club", *NAMES)
        await stored_game(pilot, setup, ("air_empire.route_card", CARD), ("air_empire.bids", BIDS))
        await keys(pilot, "t")
        form = app.screen
        assert isinstance(form, FlightCostsForm)
        form.query_one("#rows", TextArea).load_text("10000 2 0\n11000 1 3\n")
        await keys(pilot, "tab", "b", "enter")  # Where from: board, Enter on the last list
        confirm = app.screen
        assert isinstance(confirm, ConfirmScreen), form.live_text
        words = " ".join(confirm.question.split())
        said = (
            "Y1 Q1 Di's bid C $10,000 (forfeited) was recorded with 0 Super, 5 Prop; this table gives 2 Super, 0 Prop"
        )
        assert said in words, words
        assert "11,000" not in words  # Alexandra's bid used the planes the table gives
        count = records(app)
        await keys(pilot, "n")
        assert app.screen is form and records(app) == count
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert records(app) == count + 1
        assert app.game.state.flight_costs_table[10_000] == (2, 0)


@run
async def test_the_reveal_notes_the_planes_typed_and_the_table_counts_the_rows_from_bids(tmp_path: Path) -> None:
    """A newcomer's try: Alexandra and Bartholomew bid $11,000 with different planes; the banker chose Bartholomew's
    at the reveal, and Alexandra's line showed the chosen planes with no word of what was typed. Her line notes it
    ("typed 1 Super, 3 Prop; the table gives 0 Super, 4 Prop"), Bartholomew's does not. And the table screen said
    "Flight Costs Table not entered" while the bids had taught it a row: "Flight Costs Table: planes
    known from bids for $11,000 (t)"."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await stored_game(pilot, basic("Clash", *NAMES), plain_card("Omaha", 4))
        await keys(pilot, "b", "a", "enter", "11000", "enter", "1", "enter", "3", "ctrl+s")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        await keys(pilot, "a", "enter", "11000", "enter", "0", "enter", "4", "enter")
        await keys(pilot, *["enter"] * 8)  # Christopher and Di pass (Enter down their four fields, as a bid)
        assert bids.stage == "ready"
        await keys(pilot, "enter")
        assert isinstance(app.screen, ChoiceScreen)
        await keys(pilot, "down", "enter")  # Bartholomew's: 0 Super, 4 Prop
        assert app.screen is bids and bids.refusal is None
        notes = [line for line in bids.revealed if "typed" in line]
        assert notes == ["  typed 1 Super, 3 Prop; the table gives 0 Super, 4 Prop"], bids.revealed
        assert bids.revealed.index(notes[0]) == 1 + next(
            i for i, line in enumerate(bids.revealed) if line.startswith("Alexandra")
        )
        await keys(pilot, "y")
        words = " ".join(drawn_text(app).split())
        assert "Flight Costs Table: planes known from bids for $11,000 (t)." in words, words
        assert "not entered" not in words


@run
async def test_a_plane_sale_of_more_planes_than_idle_is_refused_on_leaving_how_many(tmp_path: Path) -> None:
    """A newcomer's try: selling 3 Prop Jets of a seller with 2 idle was refused only at ctrl+s, the bids typed,
    and in lower case ("prop jets"). Leaving How many refuses it in the words ctrl+s uses, "Prop Jets" as
    elsewhere; the cursor stays on it. The sample's first plane sale: Ann has 3 Prop Jets idle."""
    app, game_id = app_where_allowed(tmp_path, SAMPLE, "air_empire.plane_sale")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "s")
        form = app.screen
        assert isinstance(form, PlaneSaleForm)
        form.query_one("#seller", Select).value = 1
        form.query_one("#plane", Select).value = "prop_jet"
        await pilot.pause()
        count = form.query_one("#count", Input)
        count.focus()
        assert air_empire.table_view(app.game.state).players[0].idle_prop == 3
        await keys(pilot, "4")
        assert "non-operating" not in form.live_text  # still being typed
        await keys(pilot, "tab")
        said = "Ann has 3 non-operating Prop Jets; only non-operating planes may be sold"
        assert said in form.live_text and form.live_text.startswith("Refused"), form.live_text
        assert said in " ".join(drawn_words(app).split())
        assert app.focused is count
        for field, value in (("bid_2", "6000"), ("bid_3", "6500")):
            form.query_one(f"#{field}", Input).value = value
        await keys(pilot, "ctrl+s")
        assert app.screen is form and said in form.live_text, form.live_text
        count.value = ""
        await keys(pilot, "3", "tab")
        assert "non-operating" not in form.live_text, form.live_text


@run
async def test_the_loan_key_in_phase_5_says_not_now(tmp_path: Path) -> None:
    """A newcomer's try reported l (loan) in Phase 5 doing nothing and saying nothing. Not reproduced here (80x24
    and 120x36, the table's grid focused or not, every Phase 4 and 5 position of both samples): l says "Not now"
    with the reason. Kept as a guard: in the sample's Y1 Q1 Phase 5 (Ann's maintenance paid), l opens nothing and
    says why."""
    app = make_app(tmp_path)
    upto = before_nth("air_empire.maintenance", 1) + 1
    game_id = import_sample(app.book, SAMPLE, upto)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        table = app.screen
        assert app.game.state.phase == "maintenance"
        await keys(pilot, "l")
        assert app.screen is table
        said = [n.message for n in app._notifications]
        assert "Not now · A loan belongs to Phase 3 — loans" in said, said
