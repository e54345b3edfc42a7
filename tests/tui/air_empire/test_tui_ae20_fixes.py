"""Findings of a newcomer's try of the Air Empire Tournament Game: the Tax Table's form at 120x36, the plane sale's
types, the maintenance form's deduction, the taxes form in the help, where the Tax Table is read."""

from __future__ import annotations

from pathlib import Path

from test_tui_tournament import new_tax_table_form
from textual.widgets import Select, TextArea
from tui_helpers import (
    app_where_allowed,
    box_lines,
    drawn_text,
    drawn_words,
    import_sample,
    keys,
    make_app,
    open_game_at,
    rows_drawn_whole,
    run,
)

from ledger.games import air_empire
from tui.games.air_empire.forms import FlightCostsForm, MaintenanceForm, PlaneSaleForm, TaxesForm, TaxTableForm
from tui.games.air_empire.table import TableScreen
from tui.screens.help import HelpScreen

#: the tournament sample's players' grid: its heading and its last row
GRID = (" Seat Player", " 3 Céline")


@run
async def test_the_tax_table_form_leaves_the_players_rows_whole_at_120x36(tmp_path: Path) -> None:
    """A newcomer's try at 120x36: the Tax Table's form (T) began on the screen's 3rd line, over "Seat Player" and
    the players' rows, while the bids', loan and maintenance forms sit at the foot under them. The box is held
    under the grid, at the foot, its rows scrolling inside: the last rows, Where from and the keys in sight. The
    Flight Costs Table's form (t) alike."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-tournament-3p", 10)
    async with app.run_test(size=(120, 36)) as pilot:
        await open_game_at(pilot, game)
        table = drawn_text(app)
        # the Tax Table's opens at its last rows; the Flight Costs Table's at its first (a later newcomer's try:
        # test_tui_ae21_fixes.py)
        for key, kind, last in (("T", TaxTableForm, "150000 60000"), ("t", FlightCostsForm, "  1  4000 0 2")):
            await keys(pilot, key)
            form = app.screen
            assert isinstance(form, kind)
            drawn = drawn_text(app)
            assert rows_drawn_whole(table, drawn, *GRID) == [], drawn
            lines = drawn.splitlines()
            top, bottom = box_lines(drawn)
            assert bottom == len(lines) - 2, drawn  # at the foot, the footer under it
            box = "\n".join(lines[top : bottom + 1])
            for words in (last, "Where from", "Will record:", "ctrl+s: record"):
                assert words in box, drawn
            rows = form.query_one("#rows", TextArea)
            assert rows.max_scroll_y > 0  # the first rows scroll inside the box
            await keys(pilot, "escape")
            assert drawn_text(app) == table
        # the terminal made 80x24 and 120x36 again with the form open: centred with its 7 rows, then under the grid
        await keys(pilot, "T")
        rows = app.screen.query_one("#rows", TextArea)
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.1)
        assert rows.size.height == 7
        await pilot.resize_terminal(120, 36)
        await pilot.pause(0.1)
        assert rows.size.height > 7 and rows_drawn_whole(table, drawn_text(app), *GRID) == [], drawn_text(app)


@run
async def test_at_80x24_the_tax_table_form_is_as_before(tmp_path: Path) -> None:
    """At 80x24 the form stays centred with its 7 rows, Where from and the keys inside the box."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-tournament-3p", 10)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "T")
        form = app.screen
        assert isinstance(form, TaxTableForm)
        assert form.query_one("#rows", TextArea).size.height == 7
        drawn = drawn_text(app)
        top, bottom = box_lines(drawn)
        box = "\n".join(drawn.splitlines()[top : bottom + 1])
        for words in ("150000 60000", "Where from", "ctrl+s: record"):
            assert words in box, drawn


@run
async def test_the_plane_sale_offers_only_the_types_the_seller_has_idle(tmp_path: Path) -> None:
    """A newcomer's try: the Plane type list always offered and showed "Prop Jet", also for a seller with no idle Prop
    Jet. The tournament sample's Y5 Q2 Phase 4: Bao has 0 Prop and 1 Super idle, Astrid 4 and 1, Céline 4 and 0.
    Bao's list offers Super Jet alone, chosen; "p" says why Prop Jet is left out; another seller, his own types."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-tournament-3p", 158)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        idle = {p.name: (p.idle_prop, p.idle_super) for p in air_empire.table_view(app.game.state).players}
        assert idle == {"Astrid": (4, 1), "Bao": (0, 1), "Céline": (4, 0)}, idle
        await keys(pilot, "down", "s")  # Bao highlighted on the table: the seller
        form = app.screen
        assert isinstance(form, PlaneSaleForm)
        plane = form.query_one("#plane", Select)
        assert form.query_one("#seller", Select).value == 2
        assert (plane.value, [label for label, _value in plane._given]) == ("super_jet", ["Super Jet"])
        assert "Prop Jet" not in drawn_text(app)
        plane.focus()
        await keys(pilot, "p")
        assert "Prop Jet: Bao has none idle" in form.query_one("#form-keys").render().plain
        await keys(pilot, "escape", "up", "space", "c", "enter")  # Céline: her Prop Jets alone
        assert form.query_one("#seller", Select).value == 3
        assert (plane.value, [label for label, _value in plane._given]) == ("prop_jet", ["Prop Jet"])
        await keys(pilot, "up", "space", "a", "enter")  # Astrid has both: the type chosen kept
        assert plane.value == "prop_jet" and [label for label, _value in plane._given] == ["Prop Jet", "Super Jet"]


@run
async def test_the_maintenance_form_writes_planes_sold_on_5b_as_the_sheet_does(tmp_path: Path) -> None:
    """A newcomer's try: the maintenance form showed "5b -$500" where the sheet writes "($500)". The tournament
    sample's Y7 Q1 Phase 5: Bao's line 5b, -$1,200 (planes turned in), in the sheet's parentheses."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-tournament-3p", 220)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "m")
        assert isinstance(app.screen, MaintenanceForm)
        bao = next(line for line in drawn_text(app).splitlines() if "│ Bao " in line)
        assert "($1,200)" in bao and "-$" not in bao, bao


@run
async def test_the_help_says_the_taxes_form_opens_on_everyone_still_owing(tmp_path: Path) -> None:
    """A newcomer's try: F1 said taxes are typed "one player at a time", but x opened on "Everyone: Ann, Bea, Cal".
    The help says what the form does: everyone still owing, a name for one player alone; one at a time under the
    placeholder."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-tournament-3p", 12)  # Y1 Q2, Phase 2: the Tax Table entered
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "x")
        assert isinstance(app.screen, TaxesForm)
        assert "Everyone: Astrid, Bao, Céline" in drawn_text(app)
        await keys(pilot, "escape", "f1")
        assert isinstance(app.screen, HelpScreen)
        said = " ".join(app.screen._text.split())
        taxes = said[said.index("x — Phase 2, taxes.") :]
        taxes = taxes[: taxes.index("* ")]
        assert "opens on everyone still owing (Everyone: Ann, Bea, Cal)" in taxes, taxes
        assert "pay that player alone" in taxes and "Under the placeholder, one player at a time" in taxes, taxes


@run
async def test_the_tax_tables_where_from_says_sheet_not_board(tmp_path: Path) -> None:
    """A newcomer's try: the Tax Table's "Where from" list and its key line said "board", for a table printed at the
    bottom of the Condensed Re-cap Sheet (Air Empire, Tournament Game, Taxes). The screen says "sheet"; "s" chooses
    it and records, the provenance stored "board" as before; the table screen and the form then say "sheet"."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await new_tax_table_form(pilot)
        await keys(pilot, "0 0", "enter", "20000 1000", "tab")
        where = form.query_one("#provenance", Select)
        assert form.focused is where
        assert [label for label, _value in where._given] == [
            "sheet: checked against the printed sheet",
            "illustrative: made up, not the sheet's",
        ]
        line = " ".join(str(form.query_one("#form-keys").render()).split())
        assert "Where from: s or i, then Enter" in line and "b or i" not in line, line
        assert "Where from (Tab): sheet or illustrative" in form.live_text, form.live_text
        await keys(pilot, "s", "enter")
        assert where.value == "board"
        await keys(pilot, "enter")
        assert isinstance(app.screen, TableScreen), drawn_text(app)
        assert app.game.state.tax_provenance == "board"
        assert app.game.records[-1].summary == "Tax Table entered (2 rows, board)"  # stored as before
        assert "Tax Table: 2 rows, sheet." in " ".join(drawn_text(app).split())
        await keys(pilot, "T")
        assert "Entered now, Where from: sheet." in " ".join(drawn_text(app).split())
        # the list as entered; "Will record: … (2 rows, board)" stays the journal's words, as recorded
        assert "Where from sheet: checked against the printed sheet" in " ".join(drawn_text(app).split())


@run
async def test_the_route_card_revenue_figures_refusal_names_no_file(tmp_path: Path) -> None:
    """A newcomer's try: "22000 180" typed as the revenue said "(…Route Cards; docs/rule-readings.md, Revenue on the
    route card)": a file's path on screen. It says "airbanker's rule readings"."""
    app, game = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.route_card")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "c", "Denver", "enter", "Helena", "enter", "12000", "enter", "9000", "enter", "7000")
        await keys(pilot, "enter", "22000 180")
        drawn = drawn_words(app)
        assert "airbanker's rule readings, Revenue on the route card" in drawn, drawn
        assert "docs/" not in drawn
