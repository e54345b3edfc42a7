"""Findings of a newcomer's try of an Air Empire Tournament Game (3 players, 80x24): a misspelt city no card had named
recorded without a word, plane-sale bids retyped after the reveal with no trace, the recap's sheet cut at 80x24, and
rule sources in nested parentheses."""

from __future__ import annotations

from pathlib import Path

from sample_helpers import sample_record
from textual.widgets import Input, Select
from tui_helpers import (
    app_where_allowed,
    drawn_text,
    form_setup,
    import_sample,
    keys,
    make_app,
    open_game_at,
    records,
    run,
    stored_game,
)

from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.forms import PlaneSaleForm, RouteCardForm
from tui.games.air_empire.recap import RecapScreen, SheetTable

SAMPLE = "air-empire-tournament-3p"


def before_nth(kind: str, nth: int) -> int:
    """How many of the sample's actions come before its ``nth`` action of ``kind`` (1 = the first)."""
    _setup, actions = sample_record(SAMPLE)
    return [index for index, action in enumerate(actions) if action.kind == kind][nth - 1]


async def typed_card(pilot: object, app: object, values: dict[str, str]) -> RouteCardForm:
    """``c`` and the card's fields typed as ``values``; ctrl+s pressed."""
    await keys(pilot, "c")
    form = app.screen  # type: ignore[attr-defined]
    assert isinstance(form, RouteCardForm)
    for field, value in values.items():
        form.query_one(f"#{field}", Input).value = value
    form.query_one("#revenue", Input).focus()
    await keys(pilot, "ctrl+s")
    return form


CARD = {"min_A": "10000", "min_B": "8000", "min_C": "6000", "revenue": "18000"}


@run
async def test_a_misspelt_adjacent_city_no_card_named_is_asked_about(tmp_path: Path) -> None:
    """A newcomer's try: Y2 Q1, Kansas City, adjacent "Denver, St. Luis, Dallas": recorded without a word (no card
    had named St. Louis). The spelling aid asks "St. Luis: did you mean St. Louis?", by the slip question's keys:
    Enter does not record, n goes back to the adjacent cities, y records as typed."""
    app = make_app(tmp_path)
    upto = before_nth("air_empire.route_card", 5)
    game_id = import_sample(app.book, SAMPLE, upto)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        form = await typed_card(pilot, app, {"city": "Kansas City", "adjacent": "Denver, St. Luis, Dallas"} | CARD)
        confirm = app.screen
        assert isinstance(confirm, ConfirmScreen), form.live_text
        words = " ".join(confirm.question.split())
        assert "St. Luis: did you mean St. Louis?" in words, words
        await keys(pilot, "enter")
        assert app.screen is confirm and records(app) == upto
        await keys(pilot, "n")
        assert app.screen is form and form.focused is form.query_one("#adjacent", Input)
        await keys(pilot, "ctrl+s", "y")
        assert records(app) == upto + 1


@run
async def test_a_misspelt_route_city_in_the_first_period_is_asked_about(tmp_path: Path) -> None:
    """The Route City itself in the first 3-year period: "Kansas Cty: did you mean Kansas City?"; n goes back to the
    Route City's field."""
    app = make_app(tmp_path)
    upto = before_nth("air_empire.route_card", 5)
    game_id = import_sample(app.book, SAMPLE, upto)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        form = await typed_card(pilot, app, {"city": "Kansas Cty", "adjacent": "Denver, St. Louis, Dallas"} | CARD)
        confirm = app.screen
        assert isinstance(confirm, ConfirmScreen), form.live_text
        words = " ".join(confirm.question.split())
        assert "Kansas Cty: did you mean Kansas City?" in words and "St. Louis:" not in words, words
        assert words.endswith("Record the card as Kansas Cty?"), words
        await keys(pilot, "enter")
        assert app.screen is confirm and records(app) == upto
        await keys(pilot, "n")
        assert app.screen is form and form.focused is form.query_one("#city", Input)
        assert records(app) == upto


@run
async def test_a_plane_sale_bid_retyped_after_the_reveal_is_marked(tmp_path: Path) -> None:
    """A newcomer's try: plane-sale bids 4000 and 5000 revealed ("Bids revealed: Bartholomew $4,000, Çelik $5,000"),
    n reopened them, and new bids were recorded with no mark, where route bids say "RETYPED after the reveal: was A
    $9,000". The question marks a bid typed otherwise since the table saw it, and a bid dropped, in the same words."""
    app, game_id = app_where_allowed(tmp_path, SAMPLE, "air_empire.plane_sale")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        upto = records(app)
        await keys(pilot, "s")
        form = app.screen
        assert isinstance(form, PlaneSaleForm)
        seller = form.query_one("#seller", Select).value
        bidders = [p for p in form.active_players() if p.seat != seller][:2]
        form.query_one("#count", Input).value = "1"
        for player, amount in zip(bidders, ("4000", "5000"), strict=True):
            form.query_one(f"#bid_{player.seat}", Input).value = amount
        await keys(pilot, "ctrl+s")
        confirm = app.screen
        assert isinstance(confirm, ConfirmScreen), form.live_text
        first, second = (p.name for p in bidders)
        words = " ".join(confirm.question.split())
        assert f"Bids revealed: {first} $4,000, {second} $5,000." in words and "RETYPED" not in words, words
        await keys(pilot, "n")
        assert app.screen is form and records(app) == upto
        form.query_one(f"#bid_{bidders[0].seat}", Input).value = "5500"
        await keys(pilot, "ctrl+s")
        words = " ".join(app.screen.question.split())  # type: ignore[attr-defined]
        assert f"{first} $5,500 (RETYPED after the reveal: was $4,000), {second} $5,000." in words, words
        await keys(pilot, "n")
        form.query_one(f"#bid_{bidders[0].seat}", Input).value = "4000"
        form.query_one(f"#bid_{bidders[1].seat}", Input).value = ""
        await keys(pilot, "ctrl+s")
        words = " ".join(app.screen.question.split())  # type: ignore[attr-defined]
        assert f"{first} $4,000, {second} no bid (RETYPED after the reveal: was $5,000)." in words, words
        await keys(pilot, "y")
        assert records(app) == upto + 1
        # kept in the record's note once recorded (a newcomer's try: the journal's search found no "retyped")
        assert app.game.records[-1].note == f"RETYPED after the reveal: {second} was $5,000 (now no bid)"


MINIMUMS = {"A": 10_000, "B": 8_000, "C": 6_000}


def sale_game() -> list[tuple[str, dict[str, object]]]:
    """Y1 Q1 of a Tournament Game: Bartholomew wins Class A, buys a Prop Jet and sells a Super Jet to Ann, a tie with
    Çelik's bid: two notes under his sheet (5b in its parts, the sale's proceeds)."""
    return [
        ("air_empire.route_card", {"city": "Omaha", "adjacent": [], "minimums": MINIMUMS, "revenue": 18_000}),
        ("air_empire.bids", {"bids": [{"player": 2, "class": "A", "flight_costs": 12_000}]}),
        *(("air_empire.taxes", {"player": seat, "tax": 0}) for seat in (1, 2, 3)),
        ("air_empire.purchase", {"orders": [{"player": 2, "prop_jets": 1}]}),
        (
            "air_empire.plane_sale",
            {
                "seller": 2,
                "plane": "super_jet",
                "count": 1,
                "bids": [{"player": 1, "amount": 8_500}, {"player": 3, "amount": 8_500}],
            },
        ),
        *(("air_empire.maintenance", {"player": seat}) for seat in (1, 2, 3)),
    ]


@run
async def test_the_recap_with_sale_notes_shows_every_line_of_the_sheet(tmp_path: Path) -> None:
    """A newcomer's try: at 80x24 Bartholomew's sheet lost line 5c under a 2-line footer (the legend wrapped, ", sold
    5b", counted as one line), and at 120x36 the two blocks and the notes ran past the screen, which scrolled: its
    scrollbar drawn in a corner ("▇▇"), the title out of sight. Every line of the sheet is drawn, the title too, the
    screen does not scroll, and the notes that find no line are counted where there is room."""
    for size in ((80, 24), (120, 36)):
        (tmp_path / str(size[0])).mkdir()
        app = make_app(tmp_path / str(size[0]))
        async with app.run_test(size=size) as pilot:
            await stored_game(
                pilot, form_setup("air_empire", "tournament", "Sale", "Ann", "Bartholomew", "Çelik"), *sale_game()
            )
            await keys(pilot, "r", "n")
            screen = app.screen
            assert isinstance(screen, RecapScreen)
            drawn = drawn_text(app)
            lines = [line.strip() for line in drawn.splitlines()]
            assert lines[1].startswith("Bartholomew (seat 2)"), (size, drawn)
            codes = [line[:2] for line in lines if line[:2] in {label[:2] for label, _ in screen._rows}]
            assert codes[: len(screen._rows)] == [label[:2] for label, _ in screen._rows], (size, drawn)
            assert "5c Total — pay Bank" in drawn and "esc Back" in drawn.splitlines()[-1], (size, drawn)
            assert screen.max_scroll_y == 0 and "▇" not in drawn and "▁" not in drawn, (size, drawn)
            for table in screen.query(SheetTable):
                if table.display:
                    assert table.max_scroll_y == 0, (size, drawn)
            assert "5 shows 2 more notes" in " ".join(drawn.split()), (size, drawn)
