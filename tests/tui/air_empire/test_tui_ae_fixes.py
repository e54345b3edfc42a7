"""A new user's findings on the Air Empire forms at 80×24 (and 120×36), each held by a Pilot journey."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from textual.widgets import Input, Select, TextArea
from tui_helpers import (
    SIZE,
    app_where_allowed,
    drawn_text,
    drawn_words,
    form_setup,
    import_sample,
    keys,
    make_app,
    note,
    open_game_at,
    run,
    stored_game,
)

from ledger.game import GameSetup
from ledger.games import air_empire
from ledger.words import text_words
from tui.app import AirbankerApp
from tui.base.widgets import ConfirmScreen
from tui.games.air_empire.forms import (
    FlightCostsForm,
    MaintenanceForm,
    PlaneSaleForm,
    PurchaseForm,
    RouteCardForm,
    TaxesForm,
    TaxTableForm,
)
from tui.games.air_empire.table import TableScreen
from tui.screens.journal import JournalTable
from tui.screens.new_game import NewGameScreen


async def open_sample(pilot: Any, sample: str, upto: int) -> None:
    app = pilot.app
    game = import_sample(app.book, sample, upto)
    await pilot.pause()
    app.open_game(game)
    await pilot.pause()


def live_line(form: Any) -> str:
    return " ".join(str(form.query_one("#form-live").render()).split())


@run
async def test_a_card_turned_up_already_is_refused_once_its_city_is_typed(tmp_path: Path) -> None:
    """Y1 Q3 of the sample: Los Angeles turned up in Y1 Q1. The refusal is said as soon as the city is typed,
    not after every figure of the card ("type the minimum Flight Costs for Class A" before)."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await open_sample(pilot, "air-empire-basic-4p", 15)
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        await keys(pilot, "Los Angeles")
        line = live_line(form)
        assert line.startswith("Refused: Route City: the Los Angeles card already turned up in Y1 Q1"), line
        await keys(pilot, "tab")  # leaving the field: still the refusal, not the minimums
        line = live_line(form)
        assert line.startswith("Refused:") and "minimum Flight Costs" not in line, line
        await keys(pilot, "shift+tab", *["backspace"] * 11, "Boston")
        assert "already turned up" not in live_line(form)


def tax_setup() -> tuple[GameSetup, tuple[str, dict[str, Any]], tuple[str, dict[str, Any]]]:
    """A 2-player Tournament Game, no Tax Table entered: Ann won Omaha A at $10,000 (revenue $18,000: 1g $8,000)."""
    setup = form_setup("air_empire", "tournament", "Friday", "Ann", "Bea")
    card = {"city": "Omaha", "adjacent": [], "minimums": {"A": 10_000, "B": 8_000}, "revenue": 18_000}
    bid = {"player": 1, "class": "A", "flight_costs": 10_000, "super_jets": 1, "prop_jets": 1}
    return setup, ("air_empire.route_card", card), ("air_empire.bids", {"bids": [bid]})


@run
async def test_a_refused_tax_is_not_previewed_as_if_taken(tmp_path: Path) -> None:
    """A tax typed from the sheet and refused (not whole hundreds, a refund on a 1g above 0) showed "tax for this
    1g: $450" and "2a $450 pays the Bank $450" above the refusal. Only the refusal says anything of it now."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_game(pilot, *tax_setup())
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, TaxesForm)
        for typed in ("450", "-200"):
            await keys(pilot, typed, "tab")  # the field left: the ledger's refusal
            drawn = drawn_words(app)
            assert live_line(form).startswith("Refused:"), live_line(form)
            assert "tax for this 1g:" not in drawn and "pays the Bank" not in drawn and "refund due" not in drawn
            assert "$8,000 Ann's gross income to date" in drawn  # what is not typed still shows
            await keys(pilot, "shift+tab", *["backspace"] * len(typed))
        await keys(pilot, "400")
        drawn = drawn_words(app)
        assert "tax for this 1g: $400" in drawn and "pays the Bank $400" in drawn
        # a letter typed in the tax says the field takes digits (a newcomer's "x" read "Tax: whole dollars")
        await keys(pilot, "x")
        await pilot.pause(0.5)
        assert "Tax: whole dollars, digits only, - for a refund. Key not used." in live_line(form), live_line(form)


def test_a_minus_1g_is_written_as_every_amount_on_screen() -> None:
    """The stored summary of a tax on a minus 1g says "$-4,400" (kept: audits compare it); on screen "-$4,400"."""
    summary = "Ann: minus 1g $-4,400, no refund from the Bank; $400 carried ($400 to deduct from following taxes)"
    shown = text_words(summary, game="air_empire", players=("Ann", "Bea"))
    assert "minus 1g -$4,400," in shown and "$-" not in shown
    assert text_words("Player $-5 pays", game="air_empire") == "Player $-5 pays"  # only a 1g's amount


@run
async def test_the_maintenance_columns_have_room_between_them(tmp_path: Path) -> None:
    """Y3 Q4 of the sample at 120×36: "$11,000 $270,900", one space between columns of fixed width. Each column
    is as wide as its widest amount, with room between them (at 80×24 too)."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await open_sample(pilot, "air-empire-basic-4p", 81)
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, MaintenanceForm)
        rows = str(form.query_one("#maint-lines").render()).splitlines()
        assert rows[0].split() == ["Player", "5a", "5b", "5c", "pays", "Cash", "After"]
        assert "$194,100" in rows[1]
        for row in rows:
            assert not re.search(r"\S \S", row.replace("5c pays", "5c_pays")), rows  # never one space between
        ends = {len(row.split("$194,100")[0]) + len("$194,100") for row in rows[1:2]}
        assert ends == {len(rows[0].split("Cash")[0]) + len("Cash")}  # the amounts under their heading's end


def cursor_in_sight(form: Any) -> bool:
    """Whether the text box's cursor row is drawn: inside the box and inside the form's scrolling fields."""
    rows = form.query_one("#rows", TextArea)
    y = rows.cursor_screen_offset.y
    body = form.query_one("#form-body").content_region
    return rows.content_region.y <= y < rows.content_region.bottom and body.y <= y < body.bottom


@run
async def test_a_new_row_of_a_table_stays_in_sight(tmp_path: Path) -> None:
    """Enter on the text box's bottom row made a row out of sight at 80×24 (the box scrolled before it grew)."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await open_sample(pilot, "air-empire-basic-4p", 81)  # 18 rows of the Flight Costs Table: the box scrolls
        await keys(pilot, "t")
        form = app.screen
        assert isinstance(form, FlightCostsForm)
        # it opens at its first rows, the cursor after the last (test_tui_ae21_fixes): in sight once a row is typed
        assert form.query_one("#rows", TextArea).scroll_y == 0
        for row in ("21000 4 1", "22000 4 2", "23000 5 0"):
            await keys(pilot, row, "enter")
            assert cursor_in_sight(form), row
        await keys(pilot, "up", "up", "down", "down")
        assert cursor_in_sight(form)


@run
async def test_a_new_row_of_the_tax_table_stays_in_sight(tmp_path: Path) -> None:
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await open_sample(pilot, "air-empire-tournament-3p", 30)
        await keys(pilot, "T")
        form = app.screen
        assert isinstance(form, TaxTableForm)
        for row in ("100000 5000", "110000 5500", "120000 6000"):
            await keys(pilot, row, "enter")
            assert cursor_in_sight(form), row


def action_line_in_view(table: JournalTable) -> bool:
    """Whether the line of the cursor's action (#, time, what was done) is inside the view."""
    first = table.cursor_row
    while first > 0 and table.rows[first - 1].seq == table.rows[table.cursor_row].seq:
        first -= 1
    top = table._starts[first]
    return table.scroll_y <= top < table.scroll_y + table._body_height()


@run
async def test_the_journal_shows_the_line_of_the_action_the_cursor_is_in(tmp_path: Path) -> None:
    """After a search or a player's filter, the cursor (on the last line) was in the first match's postings and the
    view scrolled up to them only: the match's own line ("11 17:08 Y1 Q2 ...") was above the view until Home."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await open_sample(pilot, "air-empire-basic-4p", 40)
        await keys(pilot, "j")
        table = app.screen.query_one("#journal", JournalTable)
        assert action_line_in_view(table)
        # the Chicago bids (#17): 19 lines, taller than the view's 15
        await keys(pilot, "/", "Chicago bids", "enter")
        assert {row.seq for row in table.rows} == {17}
        assert action_line_in_view(table), (table.scroll_y, table.cursor_row)
        await keys(pilot, "/", "ctrl+z", "enter", "w", "2", "enter")
        assert app.screen.player == 2  # type: ignore[attr-defined]
        assert action_line_in_view(table), (table.scroll_y, table.cursor_row)
        for _ in range(8):  # up through the postings into the action before: its line comes into view
            await keys(pilot, "up")
            assert action_line_in_view(table), (table.scroll_y, table.cursor_row)


@run
async def test_enter_after_the_names_goes_on_to_the_tournament_options(tmp_path: Path) -> None:
    """At 80×24 the Tournament options were below the fold, and Enter on the last name created the game without
    reaching them. Enter goes on to them (the fields scroll to each), and Enter on the last one creates."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "n")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await keys(pilot, "tab", "space", "down", "enter", "Cup", "enter")
        assert "then the options below them" in drawn_words(app)
        await keys(pilot, "Ann", "enter", "Bea", "enter", "Cal", "enter", "Dan", "enter")  # the last name
        assert isinstance(app.screen, NewGameScreen)
        for field in ("#senior", "#senior_order", "#plane_supply", "#t_end", "#t_years"):
            assert screen.focused is screen.query_one(field), field
            assert "Years of play" in drawn_words(app) or field != "#t_years"  # scrolled into view
            await keys(pilot, "enter")
        assert screen.focused is screen.query_one("#t_fluctuation_on_rebid_route")
        assert "Fluctuation" in drawn_words(app)
        await keys(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        assert app.game.setup.players == ("Ann", "Bea", "Cal", "Dan") and app.game.setup.options["years"] == 7


@run
async def test_esc_on_the_new_game_form_asks_before_dropping_the_names(tmp_path: Path) -> None:
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "n", "escape")  # nothing typed: closed at once
        assert not isinstance(app.screen, NewGameScreen)
        await keys(pilot, "n", "enter", "enter", "Cup", "enter", "Ann", "escape")
        assert isinstance(app.screen, ConfirmScreen) and "Drop the new game" in app.screen.question
        await keys(pilot, "n")  # back to the form, the name kept
        assert isinstance(app.screen, NewGameScreen)
        assert app.screen.query_one("#name_1", Input).value == "Ann"
        await keys(pilot, "escape", "y")  # y drops nothing (d does: as every question that drops what was typed)
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "d")
        assert not isinstance(app.screen, NewGameScreen | ConfirmScreen)
        assert app.book.games() == []


@run
async def test_a_revealed_line_wider_than_the_box_goes_on_under_itself(tmp_path: Path) -> None:
    """A newcomer's try (issue 13), a Tournament Game at 80×24: a player's Phase 1 line longer than the box
    ("1a ... + Revenue Fluctuations $500 − Stand-pat penalty $1,700 =") went on at the box's left edge, under
    the players' names, its total ("$15,400") read as a line of its own. It goes on under its own text."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        # the sample's Y4 Q1 bids (action 84): Astrid's line is 1a + Flight Profit + Efficiency Savings +
        # Revenue Fluctuations = $59,200, wider than the 76 cells of the box
        await open_sample(pilot, "air-empire-tournament-3p", 83)
        await keys(pilot, "b")
        screen = app.screen
        for cls, amount in (("a", "12000"), ("b", "9000"), ("b", "7000")):
            await keys(pilot, cls, "enter", amount, "enter", "enter", "enter")  # the planes: the table's rows
        await keys(pilot, "enter")  # reveal
        assert screen.stage == "reveal" and screen.refusal is None
        lines = [line.strip("│ ").rstrip() for line in drawn_text(app).splitlines()]
        cells = [line for line in drawn_text(app).splitlines()]
        first = next(i for i, line in enumerate(lines) if line.startswith("1a $48,000"))
        assert "$59,200" not in lines[first] and "$59,200" in lines[first + 1], lines[first : first + 2]
        # the line after it is indented under the text, not at the box's edge
        inside = cells[first + 1].split("│")[1]
        assert inside.startswith("     "), cells[first + 1]


@run
async def test_a_bankrupt_senior_president_neither_buys_first_nor_has_loan_room(tmp_path: Path) -> None:
    """A newcomer's try: after a bankruptcy the table still showed the bankrupt airline's loan room ($5,000: the
    loan form said nobody may borrow), and the purchase form named the bankrupt Senior President as the first
    buyer in a shortage. The sample's Q8 (samples/air-empire-basic-4p.md: Dmitri bankrupt in Q7, Senior
    President in Q8): Room "—" for Dmitri, and Ann, the next seat clockwise, buys first (Reminder Rules 4;
    docs/rule-readings.md, Senior President after a bankruptcy)."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await open_sample(pilot, "air-empire-basic-4p", 57)  # Q8, the loan recorded, the purchases next
        table = app.screen
        assert isinstance(table, TableScreen)
        from textual.widgets import DataTable

        grid = table.query_one(DataTable)
        row = [str(cell) for cell in grid.get_row("4")]
        assert row[0].startswith("4 Dmitri") and row[6] == "—", row
        await keys(pilot, "p")
        assert isinstance(app.screen, PurchaseForm)
        words = drawn_words(app)
        assert "If the Bank runs short, Ann (the Senior President, Dmitri, is out) buys first" in words, words


@run
async def test_a_purchase_the_bank_cannot_fill_at_all_is_refused_before_it_is_recorded(tmp_path: Path) -> None:
    """A newcomer's try: with no Super Jet left in the Bank, one ordered was recorded as "Planes bought: nothing",
    and the quarter's purchases were closed (p: "recorded already… undo it"). The Tournament sample's Y5 Q4 (the
    Bank: 3 Prop Jets, no Super Jet): a Super Jet alone is refused, nothing recorded; a Prop Jet with it is
    filled as far as the Bank goes (Reminder Rules 4)."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await open_sample(pilot, "air-empire-tournament-3p", 175)
        assert (app.game.state.bank_prop, app.game.state.bank_super) == (3, 0)
        before = len(app.game.records)
        await keys(pilot, "p")
        form = app.screen
        assert isinstance(form, PurchaseForm)
        assert "Bank supply: 3 Prop Jets at $2,500, 0 Super Jets at $7,000" in drawn_words(app)
        form.query_one("#super_1", Input).focus()
        await keys(pilot, "1", "ctrl+s")
        assert app.screen is form and len(app.game.records) == before
        line = live_line(form)
        assert line.startswith("Refused:") and "the Bank has no Super Jets left: nobody would get a plane" in line, line
        assert note(form, "pays_1") == ""  # nobody pays for it
        form.query_one("#prop_1", Input).focus()
        await keys(pilot, "1")
        assert live_line(form).startswith("Will record"), live_line(form)


@run
async def test_notices_about_a_screen_go_with_it(tmp_path: Path) -> None:
    """Newcomers' tries: "Not now · no merger now…" stayed over the list of games' title at 80x24; and after an
    undo, "Undone #N · Its form shows it again: correct it and record, or Esc" stayed on the table after Esc. A
    "Not now" goes when another screen comes over the table or replaces it; the undo's notice when its form
    closes."""
    app: AirbankerApp = make_app(tmp_path)

    def notices() -> str:
        return " | ".join(n.message for n in app._notifications)

    async with app.run_test(size=SIZE) as pilot:
        await open_sample(pilot, "air-empire-basic-4p", 58)  # Q8's purchase the last action
        table = app.screen
        await keys(pilot, "g")  # a merger: not in a 4-player game
        assert "Not now" in notices()
        await keys(pilot, "ctrl+z")
        assert isinstance(app.screen, ConfirmScreen) and "Not now" not in notices()
        await keys(pilot, "y")
        assert isinstance(app.screen, PurchaseForm) and "Its form shows it again" in notices()
        await keys(pilot, "escape")
        assert app.screen is table and "Its form shows it again" not in notices(), notices()
        await keys(pilot, "g")
        assert "Not now" in notices()
        await keys(pilot, "escape")  # the list of games
        assert app.screen is not table and "Not now" not in notices(), notices()


@run
async def test_enter_on_a_refused_route_city_stays_on_it(tmp_path: Path) -> None:
    """A newcomer's try: c, "Los Angeles", Enter said "Refused: … already turned up in Y1 Q1", and the cursor went
    on to the adjacent cities. Enter on a field the ledger refuses stays on it, its text selected to be typed
    over; a city not turned up yet goes on."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await open_sample(pilot, "air-empire-basic-4p", 8)  # Y1 Q1 played: Los Angeles turned up
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        city = form.query_one("#city", Input)
        assert form.focused is city
        await keys(pilot, "Los Angeles", "enter")
        assert "turned up" in live_line(form), live_line(form)
        assert form.focused is city and city.selected_text == "Los Angeles"
        await keys(pilot, "Denver", "enter")
        assert form.focused is form.query_one("#adjacent", Input)


async def flight_costs_form(pilot: Any, variant: str = "basic") -> FlightCostsForm:
    """A new 3-player game of ``variant`` (as the new game form records it), its Flight Costs Table form open."""
    await pilot.pause()
    await stored_game(pilot, form_setup("air_empire", variant, "Club", "Ann", "Bea", "Cal"))
    await keys(pilot, "t")
    form = pilot.app.screen
    assert isinstance(form, FlightCostsForm)
    return form


@run
async def test_a_refused_row_of_the_flight_costs_table_is_named_by_its_line(tmp_path: Path) -> None:
    """A newcomer's try: with blank lines between the rows, a refusal said "the 4th row" (the 4th row typed) of the
    $10,000 typed twice on the box's line 7, and the banker looked at line 4. It names the line as the box numbers
    it."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await flight_costs_form(pilot)
        rows = form.query_one("#rows", TextArea)
        rows.load_text("12000 2 1\n\n10000 1 2\n\n8000 1 1\n\n10000 2 0\n")
        await keys(pilot, "tab", "b", "enter", "enter")
        assert app.screen is form
        line = live_line(form)
        assert line.startswith("Refused: Line 7, Flight Costs: $10,000 appears twice with different planes"), line
        assert "4th" not in line


@run
async def test_the_flight_costs_table_form_starts_empty_and_takes_the_whole_board(tmp_path: Path) -> None:
    """A newcomer's try: the form came with the rulebook's $12,000 row filled in, and the whole board's table
    typed (or pasted) under it was refused, "$12,000 appears twice". It starts empty, the row as its placeholder,
    and the board's table with its $12,000 row is recorded."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await flight_costs_form(pilot)
        assert form.query_one("#rows", TextArea).text == ""
        assert "12000 2 1 (the rulebook's row" in drawn_words(app)
        await keys(pilot, "6000 0 2", "enter", "9000 1 2", "enter", "12000 2 1", "enter")
        await keys(pilot, "tab", "b", "enter", "enter")
        assert isinstance(app.screen, TableScreen), live_line(form)
        table = app.game.state.flight_costs_table
        assert table[6_000] == (0, 2) and table[9_000] == (1, 2) and table[12_000] == (2, 1)


@run
async def test_the_tournament_table_counts_only_the_rows_the_banker_typed(tmp_path: Path) -> None:
    """A newcomer's try: the Tournament table's line said "Flight Costs Table: 4 rows" for the 3 rows typed, the
    rulebook's $12,000 row counted as typed from the board."""
    app: AirbankerApp = make_app(tmp_path)
    async with app.run_test(size=(120, 36)) as pilot:
        await flight_costs_form(pilot, "tournament")
        await keys(pilot, "6000 0 2", "enter", "9000 1 2", "enter", "10000 1 2", "enter")
        await keys(pilot, "tab", "b", "enter", "enter")
        assert isinstance(app.screen, TableScreen)
        words = drawn_words(app)
        assert "Flight Costs Table: 3 rows typed (board)." in words, words


@run
async def test_the_table_forms_rows_take_the_room_the_terminal_gives(tmp_path: Path) -> None:
    """A newcomer's try at 120x36: the Flight Costs Table's and the Tax Table's forms showed 9 rows while some 15
    lines of the screen stayed blank under them, and the first rows scrolled out of sight. The rows' box takes the
    room the form's box has under the players' grid (a later try: the Tax Table's form, every row in sight, covered
    the players' rows; test_tui_ae20_fixes): more rows than at 80x24 at 120x36, the last ones in sight (the Flight
    Costs Table's first ones: test_tui_ae21_fixes), the others scrolling inside; at 80x24 no fewer lines than
    before, and the form's keys still in sight."""
    for size, whole in (((120, 36), True), ((80, 24), False)):
        folder = tmp_path / f"{size[0]}"
        folder.mkdir()
        app: AirbankerApp = make_app(folder)
        async with app.run_test(size=size) as pilot:
            await open_sample(pilot, "air-empire-tournament-3p", 30)
            for key, form_type, least in (("t", FlightCostsForm, 9), ("T", TaxTableForm, 7)):
                await keys(pilot, key)
                await pilot.pause(0.1)
                form = app.screen
                assert isinstance(form, form_type)
                rows = form.query_one("#rows", TextArea)
                count = len(rows.text.strip().splitlines())
                assert count >= 17
                assert rows.outer_size.height >= least
                if whole:
                    assert rows.outer_size.height >= least + 4, (key, rows.outer_size)
                    lines = drawn_text(app).splitlines()
                    # the Tax Table's last rows in sight; the Flight Costs Table's first ones (test_tui_ae21_fixes)
                    first = 1 if form_type is FlightCostsForm else count - rows.outer_size.height + 2
                    shown = [
                        f"{n}  {rows.text.splitlines()[n - 1]}" for n in (first, first + rows.outer_size.height - 2)
                    ]
                    assert all(any(row in line for line in lines) for row in shown), (shown, lines)
                assert "Esc: cancel" in drawn_text(app)
                await keys(pilot, "escape")
                await pilot.pause()
                assert isinstance(app.screen, TableScreen)


@run
async def test_a_tied_plane_sale_says_why_its_buyer_wins(tmp_path: Path) -> None:
    """A newcomer's try (Basic sample, Ann Senior President, sells a Super Jet; Bea bids $6,000, Çelik and Dmitri
    $6,500): the reveal read "Ann sells 1 Super Jet to Çelik for $6,500" without why Çelik wins the tie (route bids
    say why). The reveal says it; the summary stored is the ledger's, as before."""
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.plane_sale")
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "s")
        form = app.screen
        assert isinstance(form, PlaneSaleForm)
        form.query_one("#seller", Select).value = 1
        form.query_one("#plane", Select).value = "super_jet"
        await pilot.pause()
        for field, value in (("count", "1"), ("bid_2", "6000"), ("bid_3", "6500"), ("bid_4", "6500")):
            form.query_one(f"#{field}", Input).value = value
        await pilot.pause()
        await keys(pilot, "ctrl+s")
        confirm = app.screen
        assert isinstance(confirm, ConfirmScreen)
        assert (
            "Ann sells 1 Super Jet to Çelik for $6,500 (Çelik and Dmitri tie at $6,500; tie bids go to the player "
            "nearest clockwise from the Senior President (Ann): Çelik buys)." in " ".join(confirm.question.split())
        )
        assert "Çelik buys" in drawn_text(app)
        await keys(pilot, "y")
        assert isinstance(app.screen, TableScreen)
        assert app.book.journal(game_id)[-1][3] == "Ann sells 1 Super Jet to Çelik for $6,500"
        # no tie: nothing more said
        sale = {"seller": 1, "plane": "super_jet", "count": 1, "bids": [{"player": 2, "amount": 6_000}]}
        assert air_empire.plane_sale_tie(app.game.state, sale) is None
