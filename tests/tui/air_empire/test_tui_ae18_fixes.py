"""Findings of a newcomer's try of Air Empire (80x24): the Tax Table's focus after Where from, the loan form's
reasons, the journal's quarter search, a $0 line 5b on the maintenance form."""

from __future__ import annotations

from pathlib import Path

from test_tui_journal_lists import filters
from test_tui_play import keys
from test_tui_tournament import new_tax_table_form
from textual.widgets import Select, TextArea
from tui_helpers import SIZE, drawn_text, form_setup, import_sample, make_app, open_game_at, run, stored_game

from tui.base.dialogs import ChoiceScreen
from tui.base.widgets import PlainStatic
from tui.games.air_empire.forms import LoanForm, MaintenanceForm

MINIMUMS = {"A": 10_000, "B": 8_000, "C": 6_000}


@run
async def test_the_tax_tables_where_from_chosen_keeps_the_focus_marked_and_shift_tab_goes_to_the_rows(
    tmp_path: Path,
) -> None:
    """A newcomer's try: T, Tab, Enter, Enter (board) left no field marked; shift+Tab (the key line: "the rows")
    went back to Where from, and "0 0" typed there was lost, its space opening the list. The list keeps the focus,
    and shift+Tab reaches the rows, where the digits are typed."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        form = await new_tax_table_form(pilot)
        await keys(pilot, "tab", "enter", "enter")
        where = form.query_one("#provenance", Select)
        assert where.value == "board"
        assert form.focused is where, form.focused
        await keys(pilot, "shift+tab")
        rows = form.query_one("#rows", TextArea)
        assert form.focused is rows, form.focused
        await keys(pilot, "0 0")
        assert "0 0" in rows.text, rows.text
        assert where.value == "board"


@run
async def test_the_loan_lists_players_left_out_say_the_rules_reason_and_a_new_letter_searches_anew(
    tmp_path: Path,
) -> None:
    """A newcomer's try (the 4-player sample, 32 actions in: Phase 3): "c" said "Çelik: may not borrow: 1 Class A
    route won, 2 a loan" (garbled), "d" "Dmitri: may not borrow now" (no reason); and after "a" (Ann left out too),
    "c" said 'no choice matches "ac"'. Each says the rule's reason plainly; a letter that adds up to no name
    searches anew."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 32)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        players = app.game.state.players
        await keys(pilot, "l")
        form = app.screen
        assert isinstance(form, LoanForm)
        form.query_one("#player").focus()
        await pilot.pause()
        for letter, player in (("a", players[0]), ("c", players[2]), ("d", players[3])):
            await keys(pilot, letter)
            line = str(form.query_one("#form-keys").render())
            if letter == "a":
                continue  # (Ann may borrow, or not: the letters after it are what the try was about)
            needed = 2 * (player.loans // 5_000 + 1)
            reason = f"needs {needed} Class A"
            assert f"{player.name}: {reason}" in line, line
            assert f"has {player.class_a_won}" in line, line
            assert "no choice matches" not in line, line


@run
async def test_the_journals_quarter_filter_finds_y2q3_typed_with_or_without_a_space(tmp_path: Path) -> None:
    """A newcomer's try of the journal's quarter filter (t): "y2q3" highlighted nothing, said nothing, and Enter did
    nothing; "y2 q3" landed on Y1 Q3. "y2q3", "y2 q3" and "Y2Q3" find Y2 Q3; a search of nothing says so."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", None)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "j")
        for typed in ("y2q3", "y2 q3", "Y2Q3"):
            await keys(pilot, "t")
            assert isinstance(app.screen, ChoiceScreen)
            await keys(pilot, *typed)
            await keys(pilot, "enter")
            assert not isinstance(app.screen, ChoiceScreen), typed
            assert "Y2 Q3 (t)" in filters(app), (typed, filters(app))
        await keys(pilot, "t", "z", "z")
        said = str(app.screen.query_one(".keys", PlainStatic).render())
        assert 'no choice matches "zz"' in said, said
        await keys(pilot, "backspace", "backspace")
        said = str(app.screen.query_one(".keys", PlainStatic).render())
        assert "Enter: choose" in said, said
        await keys(pilot, "escape")


@run
async def test_the_maintenance_form_shows_a_5b_of_zero_from_parts_as_the_recap_does(tmp_path: Path) -> None:
    """A newcomer's try: Ann bought a Prop Jet and sold one; the maintenance form showed her 5b as "—" while the
    recap showed "$0 = 1 Prop Jet bought × $200 − 1 Prop Jet sold × $200". The form shows $0 and the same parts."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await stored_game(
            pilot,
            form_setup("air_empire", "basic", "Parts", "Ann", "Bea", "Cal"),
            ("air_empire.route_card", {"city": "Omaha", "adjacent": [], "minimums": MINIMUMS, "revenue": 18_000}),
            ("air_empire.bids", {"bids": [{"player": 1, "class": "A", "flight_costs": 12_000}]}),
            ("air_empire.purchase", {"orders": [{"player": 1, "prop_jets": 1}]}),
            (
                "air_empire.plane_sale",
                {"seller": 1, "plane": "prop_jet", "count": 1, "bids": [{"player": 2, "amount": 2_000}]},
            ),
        )
        await keys(pilot, "m")
        assert isinstance(app.screen, MaintenanceForm)
        drawn = app.screen.query_one("#maint-lines", PlainStatic).render()
        lines = str(drawn).splitlines()
        ann = next(line for line in lines if line.startswith("Ann "))
        assert "—" not in ann and "$0" in ann, lines
        assert "Ann 5b: $0 = 1 Prop Jet bought × $200 − 1 Prop Jet sold × $200" in lines, lines
        assert "Ann 5b" in drawn_text(app), drawn_text(app)
