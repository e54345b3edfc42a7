"""A newcomer's second try of Air Fare (4 players, 80x24), each finding fixed and held here.

The sample (samples/air-fare-4p.jsonl: Ann, Bea, Çelik, Dmitri) is stopped at 34 actions: turn 7's Revenue Phase,
before the revenue is recorded; Ann's 737s #1 and #16 flew to New York #27 and Minor Airport #2 (Air Fare, Flying
Phase), her Minor Airport #3 took no landing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import DataTable, Select, Static
from tui_helpers import (
    drawn_text,
    form_setup,
    import_sample,
    keys,
    make_app,
    open_game_at,
    run,
    stored_game,
    text,
)

from ledger.game import Game
from ledger.games import air_fare as af
from tui.app import AirbankerApp
from tui.base.widgets import ConfirmScreen, FormScreen
from tui.games.air_fare.forms import LoanForm, PlayerLoanForm, SaleCardSelect, SaleForm, TradeForm
from tui.games.air_fare.table import AirFareScreen


def live(form: FormScreen) -> str:
    """The form's live line as drawn, its wrapped lines joined."""
    return " ".join(text(form.query_one("#form-live", Static)).split())


def key_line(form: FormScreen) -> str:
    return " ".join(text(form.query_one("#form-keys", Static)).split())


async def at(pilot: object, app: AirbankerApp, upto: int) -> None:
    """The sample's first ``upto`` actions, opened on the table."""
    game_id = import_sample(app.book, "air-fare-4p", upto)
    await open_game_at(pilot, game_id)
    assert isinstance(app.screen, AirFareScreen)


@run
async def test_the_sale_list_offers_only_the_cards_the_rules_let_a_player_sell(tmp_path: Path) -> None:
    """A newcomer's try: in the Revenue Phase, after Ann's 737 flew to Miami, the Sale list offered "#1 Boeing 737"
    and "#13 Miami", and choosing #1 was refused ("sell it after the Revenue Phase"). The list offers only what the
    ledger allows; the live line says which cards are left out, and a search for one says why on the key line."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await at(pilot, app, 34)
        await keys(pilot, "s")
        sale = app.screen
        assert isinstance(sale, SaleForm)
        card = sale.query_one("#card", SaleCardSelect)
        assert card.labels() == ["#3 Minor Airport · base $20M"]  # Ann's only card that took no part in the flights
        assert sale.focused is card  # the Player filled in: the form starts on the Card
        assert live(sale) == (
            "… choose the card sold; Sale by Ann — Shift+Tab: another player; not in the list (sold after the "
            "Revenue Phase): #1 Boeing 737, #16 Boeing 737 "
            "flew this turn; #2 Minor Airport, #27 New York took a landing this turn"
        )
        await keys(pilot, "space", "737")
        assert key_line(sale) == "#1 Boeing 737 flew this turn · Esc: close the list"
        await keys(pilot, "escape", "escape", "x")  # the trade's list the same
        trade = app.screen
        assert isinstance(trade, TradeForm)
        assert trade.query_one("#card", SaleCardSelect).labels() == ["#3 Minor Airport · base $20M"]
        await keys(pilot, "tab", "space", "york")
        # under it, the trade asks first (TradeForm.ASKS)
        assert key_line(trade) == f"#27 New York took a landing this turn · Esc: close the list {TradeForm.ASKS}"
        await keys(pilot, "escape", "shift+tab", "space", "dmi", "enter")  # Dmitri's: his DC-9 #10 flew
        labels = trade.query_one("#card", SaleCardSelect).labels()
        assert labels == ["#12 Minor Airport · base $20M", "#18 Chicago · base $60M"], labels
        assert trade.query_one("#seller", Select).value == 4


def ann_short(names: tuple[str, ...] = ("Ann", "Bea", "Cal")) -> list[tuple[str, dict[str, Any]]]:
    """The actions to turn 2's raise-money step with Ann short (tests/ledger/air_fare/test_air_fare_money.py's issue
    example, 3 players): she lent Cal $10M, sold both Minor Airports, borrowed $100M, paid $20M interest and
    overbid $155M for a Minor Airport ($5M left); in turn 2 her 737 earns $9M and she owes $20M interest with $14M:
    short by $6M, nothing left to raise but her cards."""
    game = Game(form_setup("air_fare", "standard", "bankrupt", *names))
    game.record("air_fare.player_loan", {"lender": 1, "borrower": 3, "amount": 10})
    game.record("air_fare.sale", {"player": 1, "card": 2})
    game.record("air_fare.sale", {"player": 1, "card": 3})
    game.record("air_fare.loan", {"player": 1, "amount": 100})
    planes = [c for p in game.state.active_players() for c in p.planes]
    game.record("air_fare.maintenance", {"rolls": [{"plane": c, "roll": 10} for c in planes]})
    game.record(
        "air_fare.draw",
        {
            "cards": [
                {"player": 1, "card": "Minor Airport"},
                {"player": 2, "card": "Dallas"},
                {"player": 3, "card": "Miami"},
            ]
        },
    )
    game.record("air_fare.flights", {"flights": []})
    game.record("air_fare.revenue", {})
    minor = next(c for c in game.state.pool if game.state.cards[c].name == "Minor Airport")
    game.record("air_fare.bids", {"bids": [{"player": 1, "card": minor, "amount": 155}]})
    game.record("air_fare.maintenance", {"rolls": [{"plane": c, "roll": 10} for c in planes]})
    game.record(
        "air_fare.draw",
        {"cards": [{"player": 1, "card": "Boston"}, {"player": 2, "card": "Chicago"}, {"player": 3, "card": "Miami"}]},
    )
    game.record("air_fare.flights", {"flights": [{"player": 1, "plane": 1, "to": "Minor Airport"}]})
    game.record("air_fare.revenue", {})
    assert [p.name for p in af.short_players(game.state) if p.short] == ["Ann"]
    return [(r.kind, dict(r.payload)) for r in game.records]


@run
async def test_the_highlight_leaves_a_player_who_goes_out_and_forms_start_after_him(tmp_path: Path) -> None:
    """A newcomer's try: after the settle that bankrupted Dan the table's cursor stayed on "Dan (out)"; ``l`` and
    ``s`` then opened on "1 Ann" without saying so, and a loan typed ahead went to Ann. The highlight moves on to the
    next airline still in the game; a form opened on an out player's row starts on the next one after him."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = form_setup("air_fare", "standard", "bankrupt", "Ann", "Bea", "Cal")
        await stored_game(pilot, setup, *ann_short())
        table = app.screen
        assert isinstance(table, AirFareScreen)
        grid = table.query_one("#grid", DataTable)
        assert grid.cursor_row == 0  # Ann, short, highlighted
        await keys(pilot, "e")
        await keys(pilot, "enter")
        await keys(pilot, "y")
        assert app.screen is table and not app.game.state.player(1).active
        assert grid.cursor_row == 1, drawn_text(app)  # Bea, the next airline still in the game
        await keys(pilot, "up")  # Ann's row again, by hand: it stays
        assert grid.cursor_row == 0
        for key, form, field in (("l", LoanForm, "#player"), ("s", SaleForm, "#player"), ("x", TradeForm, "#seller")):
            await keys(pilot, key)
            assert isinstance(app.screen, form), app.screen
            assert app.screen.query_one(field, Select).value == 2, key
            await keys(pilot, "escape")
        await keys(pilot, "n")
        assert isinstance(app.screen, PlayerLoanForm)
        assert app.screen.query_one("#lender", Select).value == 2


@run
async def test_undoing_a_bankruptcy_says_what_undoing_gives_back(tmp_path: Path) -> None:
    """A newcomer's try: "Undo #26: Turn 3 settled: Dan owes $108M with $77M: bankrupt?" read as a question whether
    Dan is bankrupt. The question says what undoing does, and what the player comes back with (the ledger's facts;
    the stored summary is as it was)."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = form_setup("air_fare", "standard", "bankrupt", "Ann", "Bea", "Cal")
        lent = ("air_fare.player_loan", {"lender": 2, "borrower": 1, "amount": 5})  # Ann still $1M short
        await stored_game(pilot, setup, *ann_short(), lent, ("air_fare.settle", {}))
        settle = app.game.records[-1]
        assert settle.summary == "Turn 2 settled: Ann owes $20M with $19M: bankrupt"
        await keys(pilot, "ctrl+z")
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        assert question.question == (
            f"Undo #{settle.seq}, Ann's bankruptcy at the Turn 2 settle?\nAnn comes back with $19M cash, the cards "
            "(Boeing 737, Minor Airport), a $100M bank loan and $5M owed to Bea; the $10M Cal owes Ann is owed "
            "again."
        )
        drawn = drawn_text(app)  # drawn whole at 80x24
        assert "is owed again." in drawn and "bankrupt?" not in drawn, drawn
        await keys(pilot, "y")
        assert app.game.state.player(1).active


@run
async def test_a_players_due_in_the_journal_does_not_end_in_two_colons(tmp_path: Path) -> None:
    """A newcomer's try: the journal read "Turn 5 interest 20% of $60M loans: Cal:", as if the memo were cut. The
    stored memo ends with the player's name ("…loans: Cal") and the journal writes its own colon before the
    postings: the memo is shown "…loans (Cal):" (Air Fare's phrases), the stored memo as it was."""
    app = make_app(tmp_path)
    # 36 lines: every entry of the last action in sight, wherever the journal's rows settle (one line higher when
    # the journal opens before it is read ahead, as under a whole suite's load)
    async with app.run_test(size=(80, 36)) as pilot:
        await at(pilot, app, 25)  # turn 5's revenue: Bea pays 20% of her $40M bank loan
        memos = [e.memo for e in app.game.records[-1].entries]
        assert "Turn 5 interest 20% of $40M loans: Bea" in memos and "Turn 5 revenue: Ann" in memos, memos
        await keys(pilot, "j")
        drawn = " ".join(drawn_text(app).split())
        assert "Turn 5 interest 20% of $40M loans (Bea):" in drawn, drawn
        # (the draw's summary above it says "Bea: Dallas": no memo ends in the player's name and a colon)
        assert "Turn 5 revenue (Ann):" in drawn and "loans: Bea:" not in drawn, drawn


@run
async def test_the_audit_says_the_banks_loans_on_one_line_at_80_columns(tmp_path: Path) -> None:
    """A newcomer's try at 80 wide: with four players' bank loans and loans between them the audit's balances took
    a scrollbar, and the Bank's loans wrapped "still / owed" onto two lines."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = form_setup("air_fare", "standard", "loans", "Ann", "Bea", "Cal", "Dan")
        loans = [("air_fare.loan", {"player": seat, "amount": 20}) for seat in (1, 2, 3, 4)]
        lent = [
            ("air_fare.player_loan", {"lender": lender, "borrower": borrower, "amount": 10})
            for lender, borrower in ((1, 4), (2, 3), (3, 1))
        ]
        await stored_game(pilot, setup, *loans, *lent)
        await keys(pilot, "a")
        await pilot.pause(0.3)
        line = next(line for line in drawn_text(app).splitlines() if "the Bank's loans" in line)
        assert line.split()[-4:] == ["lent", "out,", "still", "owed"], line
