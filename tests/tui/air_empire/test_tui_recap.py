"""The Condensed Re-cap Sheet screen (r) of Air Empire, as a newcomer's try found it at 80x24."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import drawn_text, form_setup, import_sample, keys, make_app, open_game_at, run, stored_game

from tui.games.air_empire.recap import RecapScreen, SheetTable

#: a plain route card's minimum Flight Costs per class, whole dollars
MINIMUMS = {"A": 10_000, "B": 8_000, "C": 6_000}


@run
async def test_the_route_applications_show_every_route_city_whole(tmp_path: Path) -> None:
    """A newcomer's try at 80x24 (r, then a): the Route Cities were cut to their heading's width ("San Franci",
    "Los Angele") in a row of some 74 columns. Each column is as wide as its heading and its widest cell."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-tournament-3p", None)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await pilot.press("r", "a")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, RecapScreen)
        table = screen.query_one("#applications", SheetTable)
        cells = [[str(cell) for cell in table.get_row_at(index)] for index in range(table.row_count)]
        cities = [row[1] for row in cells]
        assert "San Francisco" in cities and "Los Angeles" in cities
        headings = [str(column.label) for column in table.ordered_columns]
        assert headings[1] == "Route City"
        for index, heading in enumerate(headings):
            widest = max([len(heading)] + [len(row[index]) for row in cells])
            assert table.ordered_columns[index].width == widest, heading
        drawn = drawn_text(app)
        assert "San Francisco" in drawn and "Los Angeles" in drawn


@run
async def test_the_route_applications_fit_80_columns_with_their_longest_outcome(tmp_path: Path) -> None:
    """A newcomer's try at 80x24 (r, →, a): sized to their widest cells, the columns ran past 80 and the last one
    was cut: its heading "Out", its rows "los" and "won" for "lost tie". Every column is whole, "Flight Costs" and
    "Flight Profit" headed "Costs" and "Profit" (the line under the list says so); at 120x36 as they were."""
    for size, costs in (((80, 24), "Costs"), ((120, 36), "Flight Costs")):
        folder = tmp_path / f"{size[0]}"
        folder.mkdir()
        app = make_app(folder)
        game_id = import_sample(app.book, "air-empire-tournament-3p", None)
        async with app.run_test(size=size) as pilot:
            await open_game_at(pilot, game_id)
            await pilot.press("r", "right", "a")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, RecapScreen)
            outcomes: set[str] = set()
            for _ in range(3):  # every player
                table = screen.query_one("#applications", SheetTable)
                headings = [str(column.label) for column in table.ordered_columns]
                assert headings[3] == costs and headings[-1] == "Outcome"
                width = sum(column.get_render_width(table) for column in table.ordered_columns)
                assert width <= size[0] - 2, (size, width)
                drawn = drawn_text(app)
                rows = [[str(cell) for cell in table.get_row_at(index)] for index in range(table.row_count)]
                for row in rows[: size[1] - 8]:  # the rows in sight
                    assert " ".join(row[-2:]) in " ".join(drawn.split()), row
                outcomes |= {row[-1] for row in rows}
                if costs == "Costs":  # said on one line
                    hint = [line for line in drawn.splitlines() if "Flight Profit" in line]
                    assert hint == [" Route Applications · Costs, Profit: Flight Costs, Flight Profit · a: the lines "]
                await pilot.press("right")
                await pilot.pause()
            assert "lost tie" in outcomes, outcomes


@run
async def test_a_whole_basic_game_at_120x36_is_two_even_blocks_of_quarters(tmp_path: Path) -> None:
    """A newcomer's try at 120x36: the recap showed 11 quarters, then Y3 Q4 alone in a second full block of every
    line (amounts still short, Y1 Q3); 8 and 4 once the game is over. The 12 quarters go in two blocks of 6, every
    quarter still in view: on a sheet whose 5b notes leave room for it (Dmitri's four; a sheet of more notes shows
    as many quarters as leave room for theirs, test_every_5b_of_the_quarters_shown_is_said_in_its_parts)."""
    for upto in (20, None):
        folder = tmp_path / str(upto)
        folder.mkdir()
        await _two_even_blocks(folder, upto)


async def _two_even_blocks(tmp_path: Path, upto: int | None) -> None:
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-basic-4p", upto)
    async with app.run_test(size=(120, 36)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "r", "p")  # Dmitri's
        screen = app.screen
        assert isinstance(screen, RecapScreen)
        quarters = [
            [str(column.label) for column in screen.query_one(f"#{name}", SheetTable).ordered_columns][1:]
            for name in ("recap", "recap-2")
        ]
        assert [len(block) for block in quarters] == [6, 6], quarters
        assert quarters[0][0] == "Y1 Q1" and quarters[1][-1] == "Y3 Q4"
        assert not any(table.display for table in screen.query("#recap-3"))  # no third block
        drawn = drawn_text(app)
        assert "Y3 Q4" in drawn and "Y1 Q1" in drawn, drawn


@run
async def test_a_tournament_recap_at_120x36_has_even_columns_and_whole_names(tmp_path: Path) -> None:
    """A newcomer's try at 120x36 (Tournament Game): the quarter columns were uneven ("Y1 Q3     Y1 Q4  Y2 Q1"),
    and the line column so narrow that "1e Flight Profit of / route terminated" and "1g Total — received from / the
    Bank" wrapped. Every quarter column as wide as the others, every line's name whole on its line ([ ] for the
    quarters that do not fit beside them)."""
    for upto in (60, None):
        folder = tmp_path / str(upto)
        folder.mkdir()
        app = make_app(folder)
        game_id = import_sample(app.book, "air-empire-tournament-3p", upto)
        async with app.run_test(size=(120, 36)) as pilot:
            await open_game_at(pilot, game_id)
            await pilot.press("r")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, RecapScreen)
            columns = screen.query_one("#recap", SheetTable).ordered_columns[1:]
            assert len({column.width for column in columns}) == 1, [(str(c.label), c.width) for c in columns]
            drawn = drawn_text(app)
            for name in ("1e Flight Profit of route terminated", "1g Total — received from the Bank"):
                assert name in drawn, drawn


@run
async def test_a_5b_of_zero_from_parts_is_explained_on_screen_and_on_paper(tmp_path: Path) -> None:
    """A newcomer's try: Ann bought a Prop Jet (+$200 on 5b) and sold one to Bea (−$200): the recap showed "5b $0",
    read as nothing bought. The recap says what it is made of (Phase 5, line 5b; Plane Sales), under the lines, and
    the printed sheet says it in the same words."""
    from pypdf import PdfReader

    from ledger.games import air_empire
    from sheets.recap import write_recap_sheets

    note = "5b Y1 Q1: $0 = 1 Prop Jet bought × $200 − 1 Prop Jet sold × $200"
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
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
            *(("air_empire.maintenance", {"player": seat}) for seat in (1, 2, 3)),
        )
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RecapScreen)
        assert note in drawn_text(app), drawn_text(app)
        path = tmp_path / "recap.pdf"
        write_recap_sheets(air_empire.recap_sheets(app.game.state), path)
    page = " ".join(PdfReader(path).pages[0].extract_text().split())
    assert note in page, page


def _drawn_sheet(app: object) -> tuple[str, list[str], list[str]]:
    """What the recap draws, the quarters in view and the 5b notes under it."""
    screen = app.screen  # type: ignore[attr-defined]
    assert isinstance(screen, RecapScreen)
    drawn = drawn_text(app)  # type: ignore[arg-type]
    shown = [str(c.label) for name in ("recap", "recap-2", "recap-3") for t in screen.query(f"#{name}")
             if t.display for c in t.ordered_columns[1:]]  # fmt: skip
    notes = [line.strip() for line in drawn.splitlines() if line.strip().startswith("5b Y")]
    return drawn, shown, notes


def _sale_notes(app: object, label: str) -> list[str]:
    """The heads of the recap's plane sale notes of quarter ``label`` ("Y2 Q3 plane sale to Bea"): the seller's
    proceeds, on no line of the sheet."""
    column = app.screen._column_notes[app.screen._labels.index(label)]  # type: ignore[attr-defined]
    return [note.split(":")[0] for note in column if " plane sale to " in note]


@run
async def test_every_5b_of_the_quarters_shown_is_said_in_its_parts(tmp_path: Path) -> None:
    """A newcomer's try: line 5b read "5b Total for current quarter $400 $900 $700 ($400)", totals only. Each 5b
    of a quarter shown is said in its planes at the rulebook's rates (Basic Game, Phase 5: "$200 each Prop Jet,
    $500 each Super Jet"; Plane Sales), under the sheet, at 80x24 and 120x36, the sheet and the notes whole: the
    notes of the quarters shown only, as few quarters shown as leave room for them."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", 31)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        # Y2 Q1: the bids (Ann B $8,000, forfeited; the others pass), Ann sells 2 Prop Jets, maintenance
        for presses in (
            ("b", "B", "enter", "8000", "ctrl+s", "ctrl+s", "ctrl+s", "ctrl+s"),
            ("enter",),  # Dmitri passes
            ("ctrl+s",),
            ("ctrl+s",),  # the reveal
            ("y",),
            ("s", "2", "enter", "3000", "enter", "4500", "ctrl+s", "y"),
            ("m", "ctrl+s", "y"),
            ("r",),
        ):
            await keys(pilot, *presses)
            await pilot.pause()
        drawn, shown, notes = _drawn_sheet(app)
        assert "5c Total — pay Bank" in drawn, drawn
        assert "5b Y1 Q2: $900 = 2 Prop Jets × $200 + 1 Super Jet × $500 (bought)" in notes, drawn
        assert "5b Y2 Q1: ($400) = 2 Prop Jets sold × $200" in notes, drawn
        assert "Y1 Q1" not in shown and not any(n.startswith("5b Y1 Q1") for n in notes), drawn
        await pilot.resize_terminal(120, 36)
        await pilot.pause()
        drawn, shown, notes = _drawn_sheet(app)
        assert "5b Y1 Q1: $400 = 2 Prop Jets bought × $200" in notes, drawn

    # a whole game: Çelik's 5b in 7 quarters, at both sizes, the lines and every shown quarter's note whole
    for size in ((80, 24), (120, 36)):
        (tmp_path / f"{size}").mkdir()
        app = make_app(tmp_path / f"{size}")
        game = import_sample(app.book, "air-empire-basic-4p", None)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            app.open_game(game)
            await pilot.pause()
            await keys(pilot, "r", "n", "n")  # Çelik's
            for step in ("home", "right_square_bracket", "right_square_bracket", "end"):
                await keys(pilot, step) if step in ("home", "end") else await pilot.press(step)
                await pilot.pause()
                drawn, shown, notes = _drawn_sheet(app)
                assert "5c Total — pay Bank" in drawn and "esc Back" in drawn.splitlines()[-1], (size, drawn)
                cells = dict(zip(app.screen._labels, app.screen._rows[-2][1], strict=True))  # type: ignore[attr-defined]
                # the quarters first: the notes that fit under them, the rest counted, all of them on 5; a quarter's
                # plane sale noted after its 5b (Çelik's Y2 Q3)
                wanted = [
                    head
                    for label in shown
                    for head in ([f"5b {label}"] if cells[label] else []) + _sale_notes(app, label)
                ]
                lines = [line.strip() for line in drawn.splitlines()]
                said = [n.split(":")[0] for n in lines if n.startswith("5b Y") or " plane sale to " in n.split(":")[0]]
                assert said == wanted[: len(said)], (size, drawn)
                if len(said) < len(wanted):
                    unshown = len(wanted) - len(said)
                    word = "5b note" if all(w.startswith("5b ") for w in wanted[len(said) :]) else "note"
                    assert f"… {unshown} more {word}" in drawn, (size, drawn)
                assert all(len(line) <= size[0] for line in drawn.splitlines())


@run
async def test_every_quarter_shown_first_and_every_5b_note_on_5(tmp_path: Path) -> None:
    """The notes took quarters out of the recap at 120x36 (8 of Ann's 12, the room issue 13 asked to use): the
    quarters come first, the notes that fit under them, the others counted; ``5`` shows every quarter's line 5b in
    its planes in place of the lines, ``5`` again the lines."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "air-empire-basic-4p", None)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "r")
        drawn, shown, notes = _drawn_sheet(app)
        assert len(shown) == 12, drawn
        assert "more 5b note" in drawn and "5 shows them all" in drawn, drawn
        await keys(pilot, "5")
        drawn, shown, notes = _drawn_sheet(app)
        assert not shown and len(notes) == 7, drawn  # Ann's: Y1 Q1-Q3, Y2 Q1-Q4
        assert "Line 5b in its planes, every quarter · 5: the lines again" in drawn
        await keys(pilot, "5")
        assert len(_drawn_sheet(app)[1]) == 12


@run
async def test_the_quarters_in_view_stay_across_resizes(tmp_path: Path) -> None:
    """A newcomer's try at 80x24: ``[`` three times to Y2 Q1–Y3 Q1, then 120x36 (every quarter in view) and back to
    80x24: the view had gone to Y1 Q1–Y2 Q1, away from the quarters looked at. The quarters chosen come back; left
    on the latest played (no ``[``), the latest stays in view."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "air-empire-basic-4p", None)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await keys(pilot, "r")
        screen = app.screen
        assert isinstance(screen, RecapScreen)
        latest = screen._span
        assert latest.startswith("Y2 Q4–Y3 Q4"), latest
        for size in ((120, 36), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
        assert screen._span == latest
        await keys(pilot, "[", "[", "[")
        chosen = screen._span
        assert chosen.startswith("Y2 Q1–Y3 Q1"), chosen
        for size in ((120, 36), (100, 30), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            if size == (120, 36):
                assert screen._span.startswith("Y1 Q1–Y3 Q4"), screen._span  # every quarter fits
        assert screen._span == chosen
        assert "Y2 Q1" in drawn_text(app) and "Y1 Q4" not in drawn_text(app)
