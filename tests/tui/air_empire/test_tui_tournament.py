"""The Air Empire Tournament Game through the banker's screens (Textual Pilot, 80×24, a real SQLite file).

Figures are worked out by hand from the rulebook (../shared/rules/air-empire.txt, "Air Empire
Tournament Game") in the comments. The Tax Table and Flight Costs Table typed here are made up
(illustrative), never the sheet's or the board's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_tui_play import keys, plain_card
from textual.widgets import Input, Select, TextArea
from tui_helpers import SIZE, drawn_text, drawn_words, form_setup, make_app, run, stored_game

from ledger.game import Game, GameSetup
from ledger.games import air_empire
from ledger.record_file import RecordedAction
from ledger.store import Book
from tui.app import AirbankerApp
from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.bids import BidsScreen
from tui.games.air_empire.forms import (
    FlightCostsForm,
    FlightCostsPrompt,
    MaintenanceForm,
    ResidualValueForm,
    RouteCardForm,
    TaxesForm,
    TaxTableForm,
)
from tui.games.air_empire.table import TableScreen
from tui.screens.start import NewGameScreen

#: an illustrative Flight Costs Table: $ -> (Super Jets, Prop Jets)
TABLE = {6_000: (0, 2), 8_000: (1, 0), 10_000: (1, 1), 12_000: (2, 1)}


def lines(app: AirbankerApp, seat: int, quarter: int) -> dict[str, int | None]:
    """A player's recap lines in ``quarter`` (1-based), from the ledger's sheets."""
    label = air_empire.quarter_label(quarter)
    (sheet,) = [s for s in air_empire.recap_sheets(app.game.state) if s.seat == seat and label in s.quarter_labels]
    return {line.code: line.amounts[sheet.quarter_labels.index(label)] for line in sheet.lines}


def cash(app: AirbankerApp, seat: int) -> int:
    return app.book.balances(app.game_id)[f"p{seat}:cash"]


def actions(app: AirbankerApp) -> int:
    return len(app.game.records)


async def new_tournament(pilot: Any, *names: str) -> None:
    """n, the variant (Tab from the Game list to the Variant list: Tournament Game), title, names."""
    await keys(pilot, "n")
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    await pilot.press("tab")  # from the Game list, where the form opens
    await keys(pilot, "space", "down", "enter")  # space opens the list; Enter would take the one shown
    assert screen.query_one("#variant").value == "tournament"
    assert screen.query_one("#t_row_years").display  # the time limit, 7 years proposed
    await keys(pilot, "Friday", "enter")  # the list chosen, the focus is on the title
    for name in names:
        await keys(pilot, name, "enter")
    assert "Tournament Game, 7 years" in screen.live_text
    await keys(pilot, "enter")  # Enter on an empty seat: on to the Tournament options, each as it is proposed
    await keys(pilot, *["enter"] * 6)  # Enter on the last creates the game
    assert isinstance(pilot.app.screen, TableScreen)


def tournament(*names: str) -> GameSetup:
    """A new Tournament Game as the new game form records it (:func:`new_tournament`: the options it writes out)."""
    return form_setup("air_empire", "tournament", "Friday", *names)


async def card(pilot: Any, city: str, adjacent: str, revenue: str, *fluctuation: str) -> None:
    """The route card form: city, adjacent, minimums A 10,000 / B 8,000 / C 6,000, revenue, one fluctuation
    row (amount, cities, players, text) or none; Enter on the empty amount after it records."""
    assert isinstance(pilot.app.screen, RouteCardForm)
    await keys(
        pilot, city, "enter", adjacent, "enter", "10000", "enter", "8000", "enter", "6000", "enter", revenue, "enter"
    )
    for value in fluctuation:
        await keys(pilot, value, "enter")
    if not fluctuation:
        await keys(pilot, "enter")  # Enter on the empty amount: no fluctuation, record


@run
async def test_a_tournament_quarter_through_the_screens(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await new_tournament(pilot, "Ann", "Bea", "Cal")
        setup = app.game.setup
        # a new game writes out today's readings of the options that changed (ledger.schema.IF_LEFT_OUT)
        assert (setup.variant, setup.options) == (
            "tournament",
            {"years": 7, "plane_supply": "in_the_box", "route_card_check": "refuse"},
        )
        # as the tests that store a new game store it (tui_helpers.form_setup)
        assert setup == tournament("Ann", "Bea", "Cal")
        table = app.screen
        assert isinstance(table, TableScreen)
        bank = str(table.query_one("#bank").render())
        assert "WARNING: Tax Table not entered" in bank  # the placeholder stands

        # T: the Tax Table from the sheet. A tax in odd dollars is refused: nothing recorded.
        await keys(pilot, "T")
        form = app.screen
        assert isinstance(form, TaxTableForm)
        # the rows box has the cursor (the first thing typed); Tab goes on to "Where from"
        await keys(pilot, "0 0", "enter", "20000 1050", "tab", "enter", "enter")  # Where from: board, the first
        assert form.accepted is None and "Line 2, tax: must be whole hundreds" in form.live_text
        before = actions(app)
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, TaxTableForm) and actions(app) == before
        form.query_one("#rows").focus()  # back in the rows box, its cursor where it was
        await keys(pilot, "backspace", "backspace", "00", "enter", "50000 3000")
        # the live line says "sheet" as the list did (stored "board"; a newcomer's try read "3 rows, board")
        assert form.live_text.startswith("Will record: Tax Table entered (3 rows, sheet)"), form.live_text
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, TableScreen)
        assert app.game.records[-1].summary == "Tax Table entered (3 rows, board)"  # the stored text is kept
        assert (app.game.state.tax_table, app.game.state.tax_provenance) == (
            ((0, 0), (20_000, 1_000), (50_000, 3_000)),
            "board",
        )
        assert "Tax Table: 3 rows, sheet" in str(table.query_one("#bank").render())

        # ---- Y1 Q1: c asks for the Flight Costs Table first, then the card ------------------
        await keys(pilot, "c")
        assert isinstance(app.screen, FlightCostsPrompt)
        await keys(pilot, "t")
        assert isinstance(app.screen, FlightCostsForm)
        for amount, (supers, props) in TABLE.items():
            if amount != 12_000:  # the rulebook's row: the game knows it (the form's placeholder shows it)
                await keys(pilot, f"{amount} {supers} {props}", "enter")
        await keys(pilot, "tab", "enter", "down", "enter", "ctrl+s")  # Where from: (board,) illustrative
        await card(pilot, "Denver", "", "30000")  # no fluctuation: Enter on the empty amount records
        assert app.game.state.phase == "bidding"
        # the table screen says it as the journal does, and as the Tax Table's line: the rows the banker typed (the
        # rulebook's $12,000 row was counted as one, a newcomer's try)
        assert f"Flight Costs Table: {len(TABLE) - 1} rows typed (illustrative)." in " ".join(
            str(table.query_one("#bank").render()).split()
        )
        # Bids: Ann A $12,000, Bea B $10,000, Cal C $6,000: profits 18,000, 20,000, 24,000 = 1g
        await keys(pilot, "b")
        assert isinstance(app.screen, BidsScreen)
        await keys(
            pilot,
            "a",
            "enter",
            "12000",
            "enter",
            "enter",
            "enter",  # the planes left empty: the table's row
            "b",
            "enter",
            "10000",
            "enter",
            "enter",
            "enter",
            "c",
            "enter",
            "6000",
            "enter",
            "enter",
            "enter",
            "enter",
            "y",
        )
        assert app.game.state.phase == "taxes"
        assert str(table.query_one("#next").render()).endswith("(x)")
        # Phase 2 (Taxes): the table gives $0 for 1g $18,000 and $1,000 for $20,000 and $24,000; with the
        # table entered the form offers everyone's tax at once, first (one action, as maintenance)
        before = {seat: cash(app, seat) for seat in (1, 2, 3)}
        await keys(pilot, "x")
        assert isinstance(app.screen, TaxesForm)
        assert app.screen.live_text == (
            "Will record: Ann pays $0 taxes on 1g $18,000; Bea pays $1,000 taxes on 1g $20,000; "
            "Cal pays $1,000 taxes on 1g $24,000"
        )
        await keys(pilot, "enter")
        for seat, tax in ((1, 0), (2, 1_000), (3, 1_000)):
            assert cash(app, seat) == before[seat] - tax and lines(app, seat, 1)["2a"] == tax
        assert app.game.state.phase == "loans"
        await keys(pilot, "m", "enter", "y")  # $2,300 each, everyone in one step
        assert app.game.state.quarter == 2

        # ---- Y1 Q2: Reno, with a fluctuation typed before bidding ---------------------------
        # "-500 on Denver for Bea and Cal": every class on Denver — Bea's B and Cal's C — is cut by
        # $500; Ann (Class A in Denver) is not named. A second row: +$300 on every route, all.
        await keys(pilot, "c")
        await card(pilot, "Reno", "Denver", "20000", "-500", "denver", "bea, 3", "Snowstorm", "300")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        effects = str(form.query_one("#card-effects").render())
        assert "Line 1d: Ann +$300, Bea -$200, Cal -$200" in effects
        await keys(pilot, "enter", "enter", "enter", "enter")  # the rest of row 2; Enter on the empty amount
        assert isinstance(app.screen, TableScreen)
        assert [lines(app, s, 2)["1d"] for s in (1, 2, 3)] == [300, -200, -200]
        assert app.game.state.card["fluctuations"][0] == {
            "amount": -500,
            "cities": ["denver"],
            "players": [2, 3],
            "text": "Snowstorm",
        }
        # a decrease has one minus, format_money's ("-$200"), on the table as in the card's summary (no U+2212)
        shown = str(table.query_one("#card").render())
        summary = app.game.records[-1].summary
        assert "1d Ann +$300, Bea -$200, Cal -$200" in shown
        assert "fluctuations (1d): Ann +$300, Bea -$200, Cal -$200" in summary
        assert "\N{MINUS SIGN}" not in shown + summary
        await keys(pilot, "b", *["enter"] * 13, "y")  # everybody passes (Enter down 4 fields each), Enter reveals
        # 1g: Ann 18,000 + 300 − 1,800 (Stand-pat 10 % of 1a) = 16,500: tax $0
        assert lines(app, 1, 2)["1g"] == 16_500

        # Taxes: Ann pays (chosen in the list, after "Everyone"); then ctrl+z undoes it (asking first), and it
        # can be paid again
        await keys(pilot, "x")
        app.screen.query_one("#player", Select).value = 1
        await keys(pilot, "enter")
        assert app.game.state.taxes_done == {1}
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "Ann pays $0 taxes" in str(app.screen.query_one("#confirm-question").render())
        await keys(pilot, "y")
        assert app.game.state.taxes_done == set() and app.game.state.phase == "taxes"
        # offered again, filled in, the list focused as in every form: Enter opens it to change it (one Enter
        # recorded the same action again), ctrl+s records it as it was, as the key line says
        assert isinstance(app.screen, TaxesForm)
        assert "Enter: open the list · ctrl+s: record" in str(app.screen.query_one("#form-keys").render())
        await keys(pilot, "ctrl+s")
        await keys(pilot, "x", "enter")  # everyone left: Bea and Cal
        assert app.game.state.phase == "loans"
        assert [r.payload for r in app.game.records if r.kind == "air_empire.taxes"][-1] == {"players": [2, 3]}
        # the live recap shows the Tournament lines
        await keys(pilot, "r")
        recap = app.screen
        rows = [label for label, _cells in recap._rows]  # type: ignore[attr-defined]
        assert any(r.startswith("1d ") for r in rows) and any(r.startswith("2a ") for r in rows)
        assert "refund due 2a" in str(recap.query_one("#recap-hint").render())  # the hint at 80 columns
        await keys(pilot, "escape")
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    try:
        assert book.audit(1).ok
    finally:
        book.close()


@run
async def test_the_placeholder_asks_for_each_tax_and_refuses_one_above_its_1g(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # the new game, route card and bids forms have tests of their own: stored as they record, no Flight Costs
        # Table entered (Ann's bid carries its planes; Bea passes)
        bid = {"player": 1, "class": "A", "flight_costs": 10_000, "super_jets": 1, "prop_jets": 1}
        await stored_game(pilot, tournament("Ann", "Bea"), plain_card("Omaha", 2), ("air_empire.bids", {"bids": [bid]}))
        assert lines(app, 1, 1)["1g"] == 8_000  # 18,000 − 10,000
        table = app.screen
        assert "the Tax Table is a placeholder" in str(table.query_one("#next").render())
        assert "tax (type)" in str(table.query_one("#players").render_line(1))  # not the placeholder's figure
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, TaxesForm)
        # nothing cut: the placeholder fits its field, the refund is said beside it
        tax = form.query_one("#tax", Input)
        assert len(tax.placeholder) < tax.content_region.width
        assert "- for a refund" in drawn_words(app)
        before = actions(app)
        await keys(pilot, "enter")  # no tax typed: refused by the form, nothing recorded
        assert isinstance(app.screen, TaxesForm) and actions(app) == before
        assert "type Ann's tax from the Tax Table on the sheet" in form.live_text
        await keys(pilot, "450")
        assert "Typing tax" in form.live_text  # on its way to $4,500, say: not refused while typed
        await keys(pilot, "enter")  # recorded as it stands: the ledger's refusal, nothing recorded
        assert "hundreds" in form.live_text and isinstance(app.screen, TaxesForm) and actions(app) == before
        # a point typed is kept and refused, naming the field (it was dropped: "4.5" read as 45)
        await keys(pilot, "backspace", "backspace", "backspace", "4.5")
        assert tax.value == "4.5" and "tax from the sheet: a whole number, no decimal point" in form.live_text
        await keys(pilot, "enter")
        assert isinstance(app.screen, TaxesForm) and actions(app) == before
        await keys(pilot, "backspace", "backspace", "backspace", "400", "enter")
        assert lines(app, 1, 1)["2a"] == 400 and cash(app, 1) == 9_000 + 8_000 - 400
        # Bea: 1g $0; $20,000 typed (a slip: a newcomer's "250" refused, then "200" typed after it) is more than
        # the 1g it is read on: refused, nothing recorded (a player who cannot pay is asked first: the ledger's tests)
        await keys(pilot, "x", "20000")
        form = app.screen
        before = actions(app)
        await keys(pilot, "enter")
        assert isinstance(app.screen, TaxesForm) and actions(app) == before
        assert "a tax of $20,000 is more than the 1g $0 it is read on" in form.live_text, form.live_text
        await keys(pilot, *["backspace"] * 5, "0", "enter")
        assert cash(app, 2) == 9_000 and app.game.state.phase != "taxes", form.live_text  # both paid


@run
async def test_a_player_who_cannot_pay_the_tables_tax_is_asked_first_then_bankrupt(tmp_path: Path) -> None:
    """Taxes: "Failure to pay Taxes results in immediate bankruptcy". A Tax Table entered (made up, provenance
    board) gives Ann $20,000 on her 1g of $8,000; she has $17,000: the form warns, Enter asks, n keeps the books
    as they were, y records her bankruptcy."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        bid = {"player": 1, "class": "A", "flight_costs": 10_000, "super_jets": 1, "prop_jets": 1}
        rows = [{"income_from": 0, "tax": 0}, {"income_from": 5_000, "tax": 20_000}]
        await stored_game(
            pilot,
            tournament("Ann", "Bea"),
            plain_card("Omaha", 2),
            ("air_empire.bids", {"bids": [bid]}),
            ("air_empire.tax_table", {"provenance": "board", "rows": rows}),
        )
        assert lines(app, 1, 1)["1g"] == 8_000 and cash(app, 1) == 17_000
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, TaxesForm)
        assert "WARNING" in str(form.query_one("#tax-warning").render())
        before = actions(app)
        await keys(pilot, "enter")
        assert isinstance(app.screen, ConfirmScreen)
        question = str(app.screen.query_one("#confirm-question").render())
        assert "cannot pay $20,000 taxes" in question and "bankrupt" in question
        await keys(pilot, "n")
        assert actions(app) == before and isinstance(app.screen, TaxesForm)
        await keys(pilot, "enter", "y")
        assert air_empire.table_view(app.game.state).players[0].status.startswith("Bankrupt")
        assert cash(app, 1) == 0 and actions(app) == before + 1


# -- a game recorded up to year 7, imported through the Book -------------------------------------
class Recorder:
    """A Tournament Game played in memory; its actions are then imported through the Book."""

    def __init__(self, names: tuple[str, ...]) -> None:
        self.setup = GameSetup("air_empire", "tournament", "Seven years", names, {"years": 7})
        self.game = Game(self.setup)
        self.actions: list[RecordedAction] = []
        self.fillers = 0
        self.record(
            "air_empire.flight_costs_table",
            {
                "provenance": "illustrative",
                "rows": [{"flight_costs": k, "super_jets": s, "prop_jets": p} for k, (s, p) in TABLE.items()],
            },
        )
        self.record("air_empire.tax_table", air_empire.illustrative_tax_table())

    @property
    def state(self) -> air_empire.AirEmpireState:
        return self.game.state

    def record(self, kind: str, payload: dict[str, Any]) -> None:
        self.game.record(kind, payload)
        self.actions.append(RecordedAction(kind, payload))

    def card(self, city: str, revenue: int = 18_000, **extra: Any) -> dict[str, Any]:
        minimums = {"A": 10_000, "B": 8_000, "C": 6_000} if len(self.setup.players) > 2 else {"A": 10_000, "B": 8_000}
        return {"city": city, "adjacent": [], "minimums": minimums, "revenue": revenue, **extra}

    def quarter(
        self,
        card: dict[str, Any] | None = None,
        bids: tuple[tuple[int, str, int], ...] = (),
        orders: tuple[dict[str, Any], ...] = (),
    ) -> None:
        if air_empire.is_new_period(self.state.quarter):
            self.fillers = 0
        if card is None:
            self.fillers += 1
            card = self.card(f"Filler {self.fillers}")
        self.record("air_empire.route_card", card)
        self.record("air_empire.bids", {"bids": [{"player": s, "class": c, "flight_costs": k} for s, c, k in bids]})
        self.taxes()
        if orders:
            self.record("air_empire.purchase", {"orders": list(orders)})
        for p in self.state.active_players():
            self.record("air_empire.maintenance", {"player": p.seat})

    def taxes(self) -> None:
        for p in self.state.active_players():
            self.record("air_empire.taxes", {"player": p.seat})

    def to_year_7(self) -> None:
        """Y1 Q1 Capital (rich), Y1 Q2 Boston for Dee and Ann's 1 Prop + 1 Super; quiet quarters to Y7 Q1."""
        seats = len(self.setup.players)
        self.quarter(self.card("Capital", 100_000), ((1, "A", 12_000), (2, "B", 12_000), (3, "C", 12_000))[:seats])
        self.quarter(
            self.card("Boston", 100_000),
            ((4, "A", 12_000),) if seats == 4 else (),
            orders=({"player": 1, "prop_jets": 1, "super_jets": 1},),
        )
        while self.state.quarter < 25:
            self.quarter()

    def store(self, book: Book, upto: int | None = None) -> int:
        kept = self.actions if upto is None else self.actions[:upto]
        # fixed times, one second apart (nothing on screen depends on the clock)
        stamped = [
            RecordedAction(
                a.kind,
                a.payload,
                recorded_at=f"2026-02-01T{20 + i // 3600:02d}:{i // 60 % 60:02d}:{i % 60:02d}.000+00:00",
            )
            for i, a in enumerate(kept)
        ]
        return book.import_actions(self.setup, stamped, created_at="2026-02-01T20:00:00.000+00:00")


@run
async def test_the_residual_value_key_waits_for_planes_six_years_old(tmp_path: Path) -> None:
    """Issue 13, keys that cannot be used now are not shown: "Beginning with the first quarter of the 7th year"
    (Residual Value). In Y1 Phase 3 the footer offered "v Residual value"; it is offered from Y7 Q1 only,
    and pressed before, it says why."""
    game = Recorder(("Ann", "Bea", "Cal"))
    game.record("air_empire.route_card", game.card("Denver"))
    game.record("air_empire.bids", {"bids": []})
    game.taxes()
    assert game.state.phase == "loans"
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    y1_id = game.store(book)
    book.close()

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(y1_id)
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        assert "Residual value" not in drawn_words(app)
        await keys(pilot, "v")
        assert app.screen is table
        said = " ".join(n.message for n in app._notifications)
        assert "no plane is six years old yet: planes leave service from Y7 Q1" in said, said


@run
async def test_year_7_residual_value_and_a_rebid_card_through_the_forms(tmp_path: Path) -> None:
    game = Recorder(("Ann", "Bea", "Cal"))
    game.quarter(game.card("Capital", 100_000), ((1, "A", 12_000), (2, "B", 12_000), (3, "C", 12_000)))
    game.quarter(game.card("Boston", 100_000), orders=({"player": 1, "prop_jets": 1, "super_jets": 1},))
    while game.state.quarter < 13:
        game.quarter()
    at_q13 = len(game.actions)
    while game.state.quarter < 25:
        game.quarter()
    game.record("air_empire.route_card", game.card("Denver"))
    game.record("air_empire.bids", {"bids": []})
    game.taxes()
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    rebid_id = game.store(book, at_q13)
    year7_id = game.store(book)
    book.close()

    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # ---- Y4 Q1, a new 3-year period: Capital comes up again ------------------------------
        app.open_game(rebid_id)
        await pilot.pause()
        await keys(pilot, "c")
        await keys(pilot, "Capital", "enter", "", "enter", "10000", "enter", "8000", "enter", "6000", "enter", "18000")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        # Re-bidding of Routes 1: every operator enters its FLIGHT PROFIT (100,000 − 12,000) on 1e
        effects = str(form.query_one("#card-effects").render())
        for name, cls in (("Ann", "A"), ("Bea", "B"), ("Cal", "C")):
            assert f"{name} loses Capital {cls}, 1e $88,000" in effects
        before = actions(app)
        await keys(pilot, "enter", "enter")
        assert isinstance(app.screen, ConfirmScreen)
        question = str(app.screen.query_one("#confirm-question").render())
        assert "income is terminated now" in question and "Ann: Capital Class A — 1e $88,000" in question
        await keys(pilot, "n")
        assert actions(app) == before  # refused to confirm: nothing recorded
        await keys(pilot, "ctrl+s", "y")
        assert app.game.state.phase == "bidding"
        assert [(t.seat, t.flight_profit) for t in air_empire.table_view(app.game.state).terminations] == [
            (1, 88_000),
            (2, 88_000),
            (3, 88_000),
        ]
        await keys(pilot, "escape")

        # ---- Y7 Q1: the starting fleet leaves service -----------------------------------------
        app.open_game(year7_id)
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        assert "Y7 Q1 (Year 7)" in str(table.query_one("#where").render())
        assert "Residual Value — Ann's 4 Prop Jets and 3 Super Jets" in str(table.query_one("#next").render())
        assert "v Residual value" in drawn_words(app)  # owed now: the key is offered
        # the starting planes were not bought (a newcomer's try: "Fleet by quarter bought: Y1 Q1 4P 3S")
        detail = " ".join(str(table.query_one("#detail").render()).split())
        assert "Fleet by quarter: start 4P 3S · Y1 Q2 1P 1S bought." in detail, detail
        before_cash, before = cash(app, 1), actions(app)
        await keys(pilot, "m")  # maintenance before the step: the form shows the ledger's refusal
        maintenance = app.screen
        assert isinstance(maintenance, MaintenanceForm)
        await keys(pilot, "enter")
        assert "record the Residual Value step first" in maintenance.live_text and actions(app) == before
        await keys(pilot, "escape")
        await keys(pilot, "v")
        form = app.screen
        assert isinstance(form, ResidualValueForm)
        # "a total of $18,000 ($4,000 for each of 3 Super-Jets; $1,500 for each of 4 Prop-Jets)"
        assert "Ann pays the Bank $18,000" in form.live_text
        assert "Replace all $18,000; turn in all +$13,000" in str(form.query_one("#rv-info").render())
        await keys(pilot, "enter", "enter", "enter")  # the proposed numbers: replace all; no route given up
        assert isinstance(app.screen, ConfirmScreen)
        assert "Ann pays the Bank $18,000." in str(app.screen.query_one("#confirm-question").render())
        assert "5b unchanged (nothing turned in)" in str(app.screen.query_one("#confirm-question").render())
        await keys(pilot, "y")
        assert cash(app, 1) == before_cash - 18_000
        assert (lines(app, 1, 25)["4a"], lines(app, 1, 25)["4b"], lines(app, 1, 25)["4c"]) == (6_000, 12_000, 18_000)
        # Bea turns in 1 Super Jet of her 2 idle ones: +$3,000, 5b ($500) (Reminder Rules 5)
        bea_cash = cash(app, 2)
        await keys(pilot, "v")
        form = app.screen
        assert isinstance(form, ResidualValueForm)
        assert form.query_one("#player").value == 2
        await keys(pilot, "tab", "backspace", "2")
        # the 5b change and the cash received are in the live line (review: the preview never named 5b)
        assert "residual value received $3,000" in form.live_text and "5b ($500): turned in" in form.live_text
        await keys(pilot, "enter", "enter")
        assert isinstance(app.screen, ConfirmScreen)
        assert "5b ($500): turned in" in str(app.screen.query_one("#confirm-question").render())
        await keys(pilot, "y")
        # 4 × $1,500 + 2 × $4,000 = $14,000 paid, $3,000 received
        assert cash(app, 2) == bea_cash - 14_000 + 3_000
        assert app.game.state.player(2).pending_5b == -500


def test_printing_a_tournament_game_writes_its_sheets_and_a_tournament_blank_sheet(tmp_path: Path) -> None:
    """F5: one filled sheet per player per 3-year period begun (7 years: Years 1-3 in the first year; the later
    periods' sheets once they begin), and the Tournament Game's blank sheet (lines 1d, 1e, 2a), one period
    long."""
    from tui.screens.printing import PrintJob

    game = Recorder(("Ann", "Bea"))
    game.quarter(game.card("Capital", 100_000), ((1, "A", 12_000), (2, "B", 12_000)))
    job = PrintJob.for_game(game.game, 1, "both", tmp_path, "en_US")
    assert job.tournament and job.years == 3
    assert [(s.player, s.period) for s in job.sheets] == [("Ann", "Years 1-3"), ("Bea", "Years 1-3")]
    assert all(s.variant == "tournament" for s in job.sheets)
    paths = job.write()
    assert [p.name.rsplit("-", 1)[-1] for p in paths] == ["sheets.pdf", "sheet.pdf"]
    assert all(p.stat().st_size > 0 for p in paths)


@run
async def test_route_card_revenue_one_per_class_and_its_refusals_name_field_and_rule(tmp_path: Path) -> None:
    """Review: the revenue field took one figure only; "24000 20000 16000" lost its spaces and was refused as
    "240,002,000,016,000 is beyond any figure of the game", the rule cut off at the bottom edge."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await stored_game(pilot, tournament("Ann", "Bea", "Cal"))  # the new game form has tests of its own
        await keys(pilot, "c", "enter")  # go on without the Flight Costs Table
        await keys(
            pilot, "Omaha", "enter", "", "enter", "10000", "enter", "8000", "enter", "6000", "enter", "24000 20000"
        )
        form = app.screen
        assert isinstance(form, RouteCardForm) and form.accepted is None
        assert "revenue: 2 figures typed" in form.live_text and "Route Cards" in form.live_text
        assert form.live_text.removeprefix("… ") in drawn_words(app)  # whole, at 80×24
        # a figure beyond the game: the ledger's refusal, field and rule, fully in sight
        await keys(pilot, *["backspace"] * 6)
        await keys(pilot, "0000000000")
        # the Tournament Game's refusal cites the Tournament Game (its Introduction brings the Basic Game's rules)
        assert form.live_text.startswith("Refused: Revenue:") and (
            "(Air Empire, Route Cards — the Basic Game's rules apply in the Tournament Game)" in form.live_text
        )
        assert form.live_text in drawn_words(app)
        await keys(pilot, *["backspace"] * 10)
        await keys(pilot, " 20000 16000")
        assert form.accepted is not None, form.live_text
        # a Revenue Fluctuation's amount on its way to $500 (whole hundreds) is being typed, not refused: the
        # payload's fluctuations[0] is the first row with an amount, #fl_amount_1 (RouteCardForm.field_widget)
        form.query_one("#fl_amount_1", Input).focus()
        for typed in "50":
            await keys(pilot, typed)
            assert form.live_text.startswith("Typing the 1st Revenue Fluctuation, amount…"), form.live_text
        await keys(pilot, *["backspace"] * 2)
        # and a cut on its way to -$500, typed with its sign
        for typed in "-50":
            await keys(pilot, typed)
            if typed == "-":  # a sign alone is no amount yet: asked for, neither refused nor read as no row
                assert form.live_text == "… fluctuation 1: type the amount after the '-'", form.live_text
            else:
                assert form.live_text.startswith("Typing the 1st Revenue Fluctuation, amount…"), form.live_text
        await keys(pilot, "0")
        assert not form.live_text.startswith("Typing"), form.live_text
        # review: a sign left alone was read as an empty row, and ctrl+s recorded the card without it
        await keys(pilot, *["backspace"] * 3)
        recorded = len(app.game.records)
        await keys(pilot, "ctrl+s")
        assert app.screen is form and len(app.game.records) == recorded
        assert form.focused is form.query_one("#fl_amount_1", Input)
        await keys(pilot, "backspace")
        await keys(pilot, "enter", "enter")  # the revenue; Enter on the empty fluctuation amount records
        assert app.game.state.card["revenue"] == {"A": 24_000, "B": 20_000, "C": 16_000}


@run
async def test_a_rebid_card_is_filled_in_from_the_earlier_period(tmp_path: Path) -> None:
    """Review: in a new 3-year period the banker typed a card recorded before all over again."""
    game = Recorder(("Ann", "Bea", "Cal"))
    game.quarter(game.card("Capital", 100_000), ((1, "A", 12_000), (2, "B", 12_000), (3, "C", 12_000)))
    game.quarter(
        game.card(
            "Denver",
            adjacent=["Reno", "Boise"],
            minimums={"A": 12_000, "B": 9_000, "C": 7_000},
            revenue={"A": 24_000, "B": 20_000, "C": 16_000},
        )
    )
    while game.state.quarter < 13:
        game.quarter()
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = game.store(book)
    book.close()
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "c", "Denve")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        assert form.text("adjacent") == "" and form.text("revenue") == ""  # no card of that name yet
        await keys(pilot, "r")
        assert (
            form.text("adjacent"),
            form.text("min_A"),
            form.text("min_B"),
            form.text("min_C"),
            form.text("revenue"),
        ) == ("Reno, Boise", "12000", "9000", "7000", "24000 20000 16000")
        assert "filled in from the Denver card of Y1 Q2" in str(form.query_one("#card-effects").render())
        await keys(pilot, "backspace")  # not Denver any more: the figures filled in go again
        assert form.text("adjacent") == "" and form.text("min_A") == ""
        await keys(pilot, "r", "enter", "enter")  # Denver again; Enter past the adjacent cities
        await keys(pilot, "backspace", "backspace", "backspace", "backspace", "backspace", "13000")  # changed
        await keys(pilot, "enter", "enter", "enter", "enter", "enter")  # B, C, the revenue; empty amount records
        assert isinstance(app.screen, TableScreen)
        assert app.game.state.card == {
            "city": "Denver",
            "adjacent": ["Reno", "Boise"],
            "minimums": {"A": 13_000, "B": 9_000, "C": 7_000},
            "revenue": {"A": 24_000, "B": 20_000, "C": 16_000},
        }


@run
async def test_a_reveal_longer_than_the_box_says_so_and_scrolls(tmp_path: Path) -> None:
    """At 80×24 a re-bid quarter's reveal (the tournament sample's Denver card, Y4 Q1: lines 1d and 1e for
    each player) ran below the box, where no key reached it, while y recorded it (a newcomer's try). The
    keys' line says there is more below, and Down, Page Down and End scroll to it."""
    from tui_helpers import import_sample, key_for, open_game_at

    book = Book(f"sqlite:///{tmp_path / 'book.sqlite'}")
    game_id = import_sample(book, "air-empire-tournament-3p", 109)  # through the Denver card
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, key_for(app.screen, "bids"))
        screen = app.screen
        assert isinstance(screen, BidsScreen)
        await keys(pilot, "b", "enter", "9000", "enter", "enter", "enter", "a", "enter", "10000", "enter", "enter")
        await keys(pilot, "enter", "b", "enter", "8000", "enter", "enter", "enter", "enter")
        assert screen.stage == "reveal" and screen.refusal is None
        body = screen.query_one("#bids")
        assert body.max_scroll_y > 0
        said = str(screen.query_one("#bids-keys").render())
        assert said.startswith("↓ PgDn: more below · "), said
        await keys(pilot, "down")
        assert body.scroll_y == 1
        await pilot.press("end")
        await pilot.pause()
        assert body.scroll_y == body.max_scroll_y
        assert "Will record" in drawn_words(app)
        # at the end, the keys' line no longer says there is more below
        assert not str(screen.query_one("#bids-keys").render()).startswith("↓ PgDn")
        await pilot.press("home")
        await pilot.pause()
        assert body.scroll_y == 0
        assert str(screen.query_one("#bids-keys").render()).startswith("↓ PgDn: more below")
        await pilot.press("pagedown")
        await pilot.pause()
        assert body.scroll_y == body.max_scroll_y


@run
async def test_a_long_player_detail_is_cut_to_the_room_left_not_the_quarter_above(tmp_path: Path) -> None:
    """Late in a game (the tournament sample's Y7 Q1: 14 routes, 11 quarters of planes) the highlighted
    player's detail ran the table past 24 lines; the screen scrolled to its grid, and the quarter, the card and
    the minimums above it were out of sight with no key to bring them back (a newcomer's try). The detail is
    cut to the room left, saying where the rest is."""
    from tui_helpers import drawn_text, import_sample, open_game_at

    book = Book(f"sqlite:///{tmp_path / 'book.sqlite'}")
    game_id = import_sample(book, "air-empire-tournament-3p", 216)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game_id)
        screen = app.screen
        for _ in range(3):  # the detail is fitted after the frame that lays it out
            await pilot.pause(0.05)
        assert isinstance(screen, TableScreen)
        assert screen.max_scroll_y == 0 and screen.scroll_y == 0
        drawn = drawn_text(app)
        assert "Y7 Q1 (Year 7)" in drawn and "Card: San Francisco" in drawn
        assert "… the rest: r Recap, or a taller terminal" in drawn
        await pilot.press("down")  # Bao's detail, fitted the same way
        for _ in range(3):
            await pilot.pause(0.05)
        assert screen.max_scroll_y == 0 and "Y7 Q1 (Year 7)" in drawn_text(app)


@run
async def test_the_focused_fluctuation_row_is_marked(tmp_path: Path) -> None:
    """A newcomer's try (issue 13): after the revenue, Enter went on to the first Revenue Fluctuation, and no
    field was marked (the rows have no label to put the mark before): only a tint told where the keys went, unseen
    on a monochrome terminal. The row whose field has the focus is marked, and only that row."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_game(pilot, tournament("Ann", "Bea", "Cal"))
        await keys(pilot, "c", "enter")  # the Flight Costs Table asked once: go on to the card
        assert isinstance(app.screen, RouteCardForm)
        await keys(pilot, "Denver", "enter", "", "enter", "10000", "enter", "8000", "enter", "6000", "enter")
        await keys(pilot, "30000", "enter")
        assert app.screen.focused is app.screen.query_one("#fl_amount_1")

        def marked() -> list[str]:
            return [line for line in drawn_text(app).splitlines() if "▸" in line]

        # one line marked: the fluctuation's (the form scrolls at 80×24: one row shows, the one with the focus)
        assert len(marked()) == 1 and "players/all" in marked()[0], drawn_text(app)
        await keys(pilot, "tab")  # the cities of the same row: the mark stays on it
        assert app.screen.focused is app.screen.query_one("#fl_cities_1")
        assert len(marked()) == 1 and "players/all" in marked()[0], drawn_text(app)
        await keys(pilot, "shift+tab", "-1000", "down")  # the row below
        assert app.screen.focused is app.screen.query_one("#fl_amount_2")
        assert len(marked()) == 1 and "players/all" in marked()[0] and "-1000" not in marked()[0], drawn_text(app)


async def new_tax_table_form(pilot: Any) -> TaxTableForm:
    """A new Tournament Game of Ann, Bea and Cal (:func:`new_tournament`), its Tax Table form open (T), empty."""
    await pilot.pause()
    await new_tournament(pilot, "Ann", "Bea", "Cal")
    await keys(pilot, "T")
    form = pilot.app.screen
    assert isinstance(form, TaxTableForm)
    return form


@run
async def test_the_tax_tables_where_from_list_offers_its_two_choices_in_sight(tmp_path: Path) -> None:
    """Newcomers' tries of a new Tournament Game's Tax Table (T): the open "Where from" list showed its prompt
    ("choose") as its first line, and the one Down meant for "board" chose "illustrative"; with the sheet's 16
    rows typed, the list was pushed out of the dialog by the rows read back at 80x24, chosen blind. Down opens
    the list on "board" (its two choices only) and Enter takes it; the list stays in sight."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await new_tax_table_form(pilot)
        rows = ["-6000 -600", "0 0", *(f"{income} {income // 10}" for income in range(10_000, 150_000, 10_000))]
        assert len(rows) == 16
        for row in rows:
            await keys(pilot, row, "enter")
        await keys(pilot, "tab")
        where = form.query_one("#provenance", Select)
        assert form.focused is where
        assert "▸ Where from" in drawn_text(app)  # in sight, marked
        await keys(pilot, "down")
        assert where._list is not None and where._list.option_count == 2 and where._list.highlighted == 0
        await keys(pilot, "enter")
        assert where.value == "board"
        assert "▸ Where from          sheet" in drawn_text(app), drawn_text(app)  # still marked (board stored)


@run
async def test_a_tax_table_whose_tax_falls_as_1g_rises_is_asked_about_first(tmp_path: Path) -> None:
    """A newcomer's re-try: "110000 3000", typed for 39000, was recorded without a word and printed on every
    sheet. A table where more income pays less tax is said on the live line and asked about before recording
    (not refused: the sheet is the authority); a table that rises records at once."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await new_tax_table_form(pilot)
        for row in ("0 0", "10000 3400", "20000 300"):
            await keys(pilot, row, "enter")
        await keys(pilot, "tab", "down", "enter")  # Where from: board
        assert "WARNING: the tax falls from $3,400 to $300 at 1g $20,000" in form.live_text, form.live_text
        before = len(app.game.records)
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen) and "Record this Tax Table?" in app.screen.question
        await keys(pilot, "n")
        assert app.screen is form and len(app.game.records) == before
        form.query_one("#rows").focus()
        await keys(pilot, *["backspace"] * 4, "3900", "ctrl+s")  # the empty line and "300" gone: 20000 3900
        assert isinstance(app.screen, TableScreen) and app.game.state.tax_table[-1] == (20_000, 3_900)


@run
async def test_the_tax_table_form_reads_its_rows_as_the_flight_costs_table_form(tmp_path: Path) -> None:
    """A newcomer's try of T, unlike the Flight Costs Table's form: the empty form opened on "choose Where from"
    before any row was typed; `40000` alone on line 6 was named only once Where from was chosen; and "10000 500"
    typed again was refused "the 4th row, line 1g from: ... rows go up". The empty form asks for rows; a bad line is
    named by its line before Where from; the same row twice is kept once; a refusal names the row by its line."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await new_tax_table_form(pilot)
        assert form.live_text.startswith("… type the rows, one a line"), form.live_text
        assert "choose Where from" not in form.live_text.split(";")[0]
        for row in ("0 0", "10000 500", "20000 1500", "10000 500", "30000 3000", "40000"):
            await keys(pilot, row, "enter")
        await keys(pilot, "tab")
        assert form.live_text == "… line 6: type two numbers — the 1g it applies from, and the tax", form.live_text
        form.query_one("#rows", TextArea).load_text("0 0\n10000 500\n20000 1500\n10000 500\n30000 3000\n25000 2000\n")
        await pilot.pause()
        live = " ".join(form.live_text.split())
        assert live.startswith("Refused: Line 6, 1g from: 1g $25,000 must be above the row before ($30,000)"), live
        form.query_one("#rows", TextArea).load_text("0 0\n10000 500\n20000 1500\n10000 500\n30000 3000\n40000 4000\n")
        await pilot.pause()
        assert form.live_text == "… choose Where from (Tab): sheet or illustrative", form.live_text
        await keys(pilot, "down", "enter")  # Where from: board
        live = " ".join(form.live_text.split())
        assert live.startswith("Will record: Tax Table entered (5 rows, sheet)"), live
        assert "falls" not in live  # the row typed twice is not read as a tax falling
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, TableScreen)
        assert app.game.state.tax_table == ((0, 0), (10_000, 500), (20_000, 1_500), (30_000, 3_000), (40_000, 4_000))


@run
async def test_a_tax_table_unchanged_is_not_recorded_again(tmp_path: Path) -> None:
    """A newcomer's try: T on a Tax Table entered already, then Tab Enter, recorded the same table again without a
    question (a line more in the journal). Unchanged, it says "Nothing changed — nothing recorded" and records
    nothing; a table changed records as before."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await new_tax_table_form(pilot)
        for row in ("0 0", "10000 500", "20000 1500"):
            await keys(pilot, row, "enter")
        await keys(pilot, "tab", "down", "enter", "ctrl+s")  # Where from: board; recorded
        assert isinstance(app.screen, TableScreen)
        before = len(app.game.records)
        await keys(pilot, "T")
        form = app.screen
        assert isinstance(form, TaxTableForm)
        await keys(pilot, "tab", "enter")  # Where from as entered (board): Enter on the last field records
        assert len(app.game.records) == before
        assert isinstance(app.screen, TableScreen)
        assert [n.message for n in app._notifications][-1] == TaxTableForm.NOTHING_CHANGED
        await keys(pilot, "T")
        assert isinstance(app.screen, TaxTableForm)
        await keys(pilot, "30000 3000", "enter", "ctrl+s")  # a row more: recorded
        assert isinstance(app.screen, TableScreen) and len(app.game.records) == before + 1
        assert app.game.state.tax_table[-1] == (30_000, 3_000)
