"""The box in the TUI (issue 15, docs/box.md): x on the list of games shows a game's box, every value with
its provenance and whether the table confirmed it; i imports a box file, x exports it, c confirms it, e
corrects it (refused with the field named, nothing kept; a correction is not confirmed); the new-game form
says what a game takes from the box, shows an unconfirmed box to the table on create and records the
box's tables in the game ("from the box"); 1930's First Round Turn Order cards take their money from it.
On a real SQLite book, at 80×24."""

from __future__ import annotations

from datetime import date
from importlib import resources
from pathlib import Path

from tui_helpers import SIZE, drawn_text, drawn_words, keys, make_app, pick, run

from ledger.box import box_from_toml, box_to_toml, first_actions
from ledger.game import GameSetup
from ledger.store import Book
from tui.base.dialogs import ChoiceScreen
from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import StartingMoneyForm, TablesForm
from tui.games.golden_age.table import GoldenAgeScreen
from tui.screens.box import BoxEditScreen, BoxScreen, ConfirmBoxScreen, PathScreen
from tui.screens.new_game import NewGameScreen
from tui.screens.start import StartScreen


def _sample(game: str) -> Path:
    with resources.as_file(resources.files("samples").joinpath("boxes", f"{game}-illustrative.toml")) as path:
        return Path(path)


def _put(book: Book, game: str, **changes: object) -> None:
    box, _warnings = box_from_toml(_sample(game).read_text("utf-8"))
    book.put_box(box.model_copy(update=changes))


def _screen_text(app: object) -> str:
    return " ".join(drawn_text(app).split())


@run
async def test_the_box_screen_imports_confirms_and_exports_a_box(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "x Box" in drawn_text(app)  # the start screen's footer offers it
        await keys(pilot, "x")
        assert isinstance(app.screen, BoxScreen)
        words = _screen_text(app)
        assert "Air Empire box — none in this book" in words
        assert "air_empire-illustrative.toml), e types one" in words  # where the illustrative box is
        assert "No box: the Flight Costs Table and each route card are typed at the table." in words
        await keys(pilot, "x")  # no box to export: nothing asked
        assert isinstance(app.screen, BoxScreen)
        # import: a missing file, then a file that is no box, are refused in the dialog, which stays open
        await keys(pilot, "i")
        assert isinstance(app.screen, PathScreen)
        await keys(pilot, str(tmp_path / "nothing.toml"), "enter")
        assert isinstance(app.screen, PathScreen) and "There is no file" in drawn_words(app)
        bad = tmp_path / "bad.toml"
        bad.write_text(
            'game = "air_empire"\nprovenance = "board"\ntyped_by = "Ann"\ntyped_on = 2026-12-03\n'
            '[[route_cards]]\ncity = "Chicago"\nminimums = { A = 1, B = "lots", C = 1 }\nrevenue = 1\n',
            "utf-8",
        )
        path_input = app.screen.query_one("#path")
        path_input.value = ""
        await keys(pilot, str(bad), "enter")
        assert isinstance(app.screen, PathScreen)
        said = drawn_words(app)
        assert "Not imported:" in said and "minimum" in said.lower() and "Traceback" not in said
        assert app.book.box("air_empire") is None  # nothing kept
        path_input.value = ""
        await keys(pilot, str(_sample("air_empire").parent / "air_e"))  # the rest is suggested: → takes it
        await pilot.press("right")
        assert path_input.value == str(_sample("air_empire"))
        await keys(pilot, "enter")
        assert isinstance(app.screen, BoxScreen)
        kept = app.book.box("air_empire")
        assert kept is not None and kept.confirmed_on is None
        words = _screen_text(app)
        assert "Route cards (18 of 18):" in words and "illustrative, not the board's" in words
        assert "Not confirmed yet" in words
        # the values scroll: the Tax Table is at the end
        await pilot.press("end")
        await pilot.pause()
        assert "Tax Table" in _screen_text(app)
        # confirm: asked first, then confirmed today
        await keys(pilot, "c")
        assert isinstance(app.screen, ConfirmScreen) and "ILLUSTRATIVE" in drawn_words(app)
        await keys(pilot, "y")
        assert isinstance(app.screen, BoxScreen)
        kept = app.book.box("air_empire")
        assert kept is not None and kept.confirmed_on == date.today()
        assert f"Confirmed by the table on {date.today().isoformat()}" in _screen_text(app)
        # export to a file, read back as the same box
        await keys(pilot, "x")
        assert isinstance(app.screen, PathScreen)
        app.screen.query_one("#path").value = ""
        out = tmp_path / "club-box.toml"
        await keys(pilot, str(out), "enter")
        assert isinstance(app.screen, BoxScreen)
        assert box_from_toml(out.read_text("utf-8"))[0] == kept
        assert str(app.screen.query_one("#box-said").render()) == f"Wrote {out.resolve()}"  # whole, on its line
        # importing over the kept box asks first; the file's box is not confirmed
        await keys(pilot, "i", str(_sample("air_empire")), "enter")
        assert isinstance(app.screen, ConfirmScreen) and "Replace the Air Empire box kept" in drawn_words(app)
        await keys(pilot, "n")
        assert isinstance(app.screen, BoxScreen) and app.book.box("air_empire") == kept
        await keys(pilot, "i", str(_sample("air_empire")), "enter", "y")
        assert isinstance(app.screen, BoxScreen)
        replaced = app.book.box("air_empire")
        assert replaced is not None and replaced.confirmed_on is None
        # the other game's box
        await keys(pilot, "g")
        assert isinstance(app.screen, ChoiceScreen)
        await keys(pilot, "down", "enter")
        assert "1930 box — none in this book" in _screen_text(app)
        assert app.screen.sub_title == "1930 box · g: the Air Empire box"  # the title names the box shown first
        # x and c with no box say why (they did nothing, without a word)
        await keys(pilot, "x")
        assert str(app.screen.query_one("#box-said").render()) == "No 1930 box to export: i imports one, e types one."
        await keys(pilot, "c")
        assert str(app.screen.query_one("#box-said").render()) == "No 1930 box to confirm: i imports one, e types one."
        await pilot.press("f1")  # the help says what each key of the box screen does
        await pilot.pause()
        assert "i — Import: a box file (TOML), replacing the box kept" in _screen_text(app)
        await keys(pilot, "escape")
        assert isinstance(app.screen, BoxScreen)
        await keys(pilot, "escape")
        assert isinstance(app.screen, StartScreen)


@run
async def test_a_correction_is_checked_kept_whole_and_must_be_confirmed_again(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    _put(app.book, "golden_age", confirmed_on=date(2026, 12, 1), note="[b]our copy[/b], 2nd printing")
    before = app.book.box("golden_age")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "x", "g")
        await keys(pilot, "down", "enter")
        assert "[b]our copy[/b], 2nd printing" in _screen_text(app)  # the owner's text, literally
        await keys(pilot, "e")
        editor = app.screen
        assert isinstance(editor, BoxEditScreen)
        area = editor.query_one("#box-text")
        text = area.text
        assert "{ card = 4, money = 23 }" in text
        # a card's money that is no money: refused, the field named, nothing kept
        area.load_text(text.replace("{ card = 4, money = 23 }", "{ card = 4, money = -3 }"))
        await keys(pilot, "ctrl+s")
        assert app.screen is editor
        said = " ".join(drawn_text(app).split())
        assert "Not kept:" in said and "4th card, money" in said and "Traceback" not in said
        assert area.document.get_line(area.cursor_location[0]) == "[first_round_cards]"  # the part refused
        assert app.book.box("golden_age") == before
        # the same card corrected: kept, no longer confirmed (the table sees the changed values again)
        area.load_text(text.replace("{ card = 4, money = 23 }", "{ card = 4, money = 2 }"))
        await keys(pilot, "#corrected", "enter")  # typed in the editor: a comment line on top
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, BoxScreen)
        kept = app.book.box("golden_age")
        assert kept is not None and kept.confirmed_on is None
        assert kept.first_round_cards is not None
        assert [c.money for c in kept.first_round_cards.cards if c.card == 4] == [2]
        assert "Not confirmed yet" in _screen_text(app)
        # the Stock Market and a Dividend Level row are corrected the same way
        await keys(pilot, "e")
        area = app.screen.query_one("#box-text")
        area.load_text(
            area.text.replace("{ price = 70, action_cost = 9 }", "{ price = 75, action_cost = 9 }").replace(
                "{ income_from = 200, dividend = 15 }", "{ income_from = 210, dividend = 15 }"
            )
        )
        await keys(pilot, "ctrl+s")
        kept = app.book.box("golden_age")
        assert kept is not None and kept.tables is not None
        assert kept.tables.track[-1].price == 75 and kept.tables.dividends[-1].income_from == 210
        # Esc with changes typed asks first; nothing changed: closes
        await keys(pilot, "e")
        await keys(pilot, "#x", "enter")
        await keys(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "d")
        assert isinstance(app.screen, BoxScreen)
        assert app.book.box("golden_age") == kept


@run
async def test_an_air_empire_route_card_and_table_rows_are_corrected(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    _put(app.book, "air_empire", confirmed_on=date(2026, 12, 1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "x", "e")
        area = app.screen.query_one("#box-text")
        # ctrl+f finds a card by its city: the cursor goes to its line
        await pilot.press("ctrl+f")
        await keys(pilot, "chicago", "enter")
        assert isinstance(app.screen, BoxEditScreen)
        assert area.document.get_line(area.cursor_location[0]) == 'city = "Chicago"'
        await pilot.press("ctrl+f")
        await keys(pilot, "enter")  # the same again: the next line naming Chicago
        assert "Chicago" in area.document.get_line(area.cursor_location[0])
        assert area.document.get_line(area.cursor_location[0]) != 'city = "Chicago"'
        box = app.book.box("air_empire")
        assert box is not None and box.flight_costs is not None and box.tax_table is not None
        chicago = next(c for c in box.route_cards if c.city == "Chicago")
        fixed = chicago.model_copy(update={"adjacent": ["Detroit", "Milwaukee"], "revenue": 21000})
        cards = [fixed if c.city == "Chicago" else c for c in box.route_cards]
        rows = list(box.tax_table.rows)
        rows[-1] = rows[-1].model_copy(update={"tax": rows[-1].tax + 100})
        edited = box.model_copy(
            update={"route_cards": cards, "tax_table": box.tax_table.model_copy(update={"rows": rows})}
        )
        area.load_text(box_to_toml(edited))
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, BoxScreen)
        kept = app.book.box("air_empire")
        assert kept is not None and kept.confirmed_on is None
        assert kept.route_cards == cards and kept.tax_table is not None and kept.tax_table.rows == rows
        # two cards of one city: refused by the rulebook's fact, naming the card
        area_text = box_to_toml(kept).replace('city = "Denver"', 'city = "Chicago"')
        await keys(pilot, "e")
        app.screen.query_one("#box-text").load_text(area_text)
        await keys(pilot, "ctrl+s")
        said = " ".join(drawn_text(app).split())
        assert isinstance(app.screen, BoxEditScreen) and "Not kept:" in said and "Chicago" in said
        area = app.screen.query_one("#box-text")
        row = area.cursor_location[0]
        heads = [i for i, line in enumerate(area.text.splitlines()) if line == "[[route_cards]]"]
        assert row == heads[2] and area.document.get_line(row + 1) == 'city = "Chicago"'  # the card refused
        assert app.book.box("air_empire") == kept


@run
async def test_the_new_game_form_says_what_the_box_gives_and_asks_the_table_once(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    _put(app.book, "air_empire")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "n")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        line = screen.query_one("#new-box")
        said = " ".join(str(line.render()).split())
        assert "Flight Costs Table from the box (17 rows)" in said and "not confirmed yet" in said
        assert "Tax Table" not in said  # the Basic Game has no taxes
        await keys(pilot, "tab")  # from the Game list to the Variant
        await pick(pilot, "Tour")
        assert "Tax Table from the box" in " ".join(str(line.render()).split())
        words = " ".join(drawn_text(app).split())
        assert "Esc: cancel" in words  # the keys stay in sight at 80×24
        await keys(pilot, "shift+tab", "shift+tab")  # from the title back to the game list
        await pick(pilot, "Air Fare")
        assert not line.display  # Air Fare has no box
        await keys(pilot, "shift+tab")  # from its Variant (one choice) back to the game list
        await pick(pilot, "Air Empire")
        assert line.display
        await keys(pilot, "enter", "Without", "enter", "Ann", "enter", "Bob", "enter", "enter")
        await keys(pilot, *["enter"] * 3)  # on through the Basic Game's options, Enter on the last creates
        assert isinstance(app.screen, ConfirmBoxScreen)
        assert "Los Angeles" in drawn_words(app)  # the values shown to the table
        assert "ILLUSTRATIVE, made up" in drawn_words(app)  # and said to be made up
        await keys(pilot, "escape")  # back to the form: nothing created
        assert app.screen is screen and app.book.games() == []
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmBoxScreen)
        await keys(pilot, "n")  # without the box: typed at the table
        await pilot.pause()
        first = app.game_id
        assert first is not None and app.book.game(first).records == []
        kept = app.book.box("air_empire")
        assert kept is not None and kept.confirmed_on is None
        await keys(pilot, "escape", "n", "enter", "enter")  # on from the Game list and the Variant
        await keys(pilot, "With", "enter", "Ann", "enter", "Bob", "enter", "enter")
        await keys(pilot, *["enter"] * 3)  # on through the Basic Game's options, Enter on the last creates
        assert isinstance(app.screen, ConfirmBoxScreen)
        await keys(pilot, "y")
        await pilot.pause()
        second = app.game_id
        assert second is not None and second != first
        game = app.book.game(second)
        assert [r.kind for r in game.records] == ["air_empire.flight_costs_table"]
        assert game.records[0].note.startswith("from the box (illustrative")
        kept = app.book.box("air_empire")
        assert kept is not None and kept.confirmed_on == date.today()
        # confirmed: the next game takes the box without asking
        await keys(pilot, "escape", "n", "tab")  # from the Game list to the Variant
        await pick(pilot, "Tour")
        await keys(pilot, "Third", "enter", "Ann", "enter", "Bob", "enter", "enter")
        await keys(pilot, *["enter"] * 6)  # a Tournament: on through its options, Enter on the last creates
        third = app.game_id
        assert third not in (first, second)
        assert [r.kind for r in app.book.game(third).records] == [
            "air_empire.flight_costs_table",
            "air_empire.tax_table",
        ]
    # the game replays on its own: its record file, imported into a book without a box
    exported = app.book.export(third, tmp_path / "third.jsonl")
    other = Book(f"sqlite:///{tmp_path / 'other.sqlite'}")
    copy = other.import_record(exported)
    assert other.box("air_empire") is None
    assert other.game(copy).state.table_provenance == app.book.game(third).state.table_provenance != {}
    assert other.game(copy).state.tax_provenance == "illustrative"
    assert other.balances(copy) == app.book.balances(third)


async def _new_1930(pilot: object, *names: str) -> None:
    await keys(pilot, "n")
    await pick(pilot, "1930")
    await keys(pilot, "Club", "enter")
    for name in names:
        await keys(pilot, name, "enter")
    await keys(pilot, "enter")  # on to 1930's options: the Gray Tech box, Research, turn 1's order
    await keys(pilot, *["enter"] * 3)  # Enter on the last creates


@run
async def test_1930_cards_take_their_money_from_a_confirmed_box(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    _put(app.book, "golden_age", provenance="board", confirmed_on=date(2026, 12, 1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await _new_1930(pilot, "Ann", "Bob", "Cy", "Di")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert [r.kind for r in app.game.records] == ["golden_age.tables"]
        assert app.game.records[0].note.startswith("from the box (board")
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        words = " ".join(drawn_text(app).split())
        assert "Money from the box: card 1 $20" in words and "card 4 $23" in words
        assert form.query_one("#money_4").disabled  # the money is not typed
        # only which card each player was dealt: Ann 4, Bob 3, Cy 2, Di 1
        await keys(pilot, "4", "enter", "3", "enter", "2", "enter", "1", "enter")
        assert isinstance(app.screen, GoldenAgeScreen)
        record = app.game.records[-1]
        assert record.kind == "golden_age.starting_money"
        assert record.payload["provenance"] == "board"
        assert {c["player"]: c["money"] for c in record.payload["cards"]} == {1: 23, 2: 22, 3: 21, 4: 20}


@run
async def test_1930_cards_of_an_unconfirmed_box_are_typed_as_before(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    _put(app.book, "golden_age")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await _new_1930(pilot, "Ann", "Bob", "Cy")
        assert isinstance(app.screen, ConfirmBoxScreen)
        await keys(pilot, "n")  # the table plays without the box
        assert isinstance(app.screen, GoldenAgeScreen) and app.game.records == []
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, StartingMoneyForm)
        assert not form.query("#money-from-box") and not form.query_one("#money_1").disabled
        await keys(pilot, *["enter"] * 3)  # card by card (each money filled in from it): the last records
        assert app.game.state.cards_provenance == "rulebook example"
        # the tables: the box is offered among their sources (x), with its provenance
        await keys(pilot, "t")
        assert "x The box's tables (illustrative, not the board's" in drawn_words(app)
        await keys(pilot, "x")
        assert isinstance(app.screen, TablesForm)
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert app.game.state.tables_provenance == "illustrative" and len(app.game.state.track) == 28


@run
async def test_1930_cards_of_a_game_that_took_the_unconfirmed_box_come_from_it(tmp_path: Path) -> None:
    """``airbanker new --box``: the game took its tables from a box not confirmed yet, and its cards' money too."""
    app = make_app(tmp_path)
    _put(app.book, "golden_age")
    box = app.book.box("golden_age")
    assert box is not None and box.confirmed_on is None
    setup = GameSetup("golden_age", "standard", "Insisted", ("Ann", "Bob", "Cy"))
    game_id = app.book.create_game(setup, first=first_actions(box, "standard"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "m")
        form = app.screen
        assert isinstance(form, StartingMoneyForm) and form.query_one("#money_1").disabled
        assert "Money from the box (ILLUSTRATIVE: made up, not your cards')" in " ".join(drawn_text(app).split())
        await keys(pilot, "enter", "enter", "enter")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert app.game.state.cards_provenance == "illustrative"  # made up: neither the cards' nor the rulebook's
        dealt = [r for r in app.game.records if r.kind == "golden_age.starting_money"]
        assert dealt[-1].note.startswith("from the box (illustrative, not the board's")


@run
async def test_a_box_is_typed_from_nothing_in_the_editor(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await keys(pilot, "x", "g", "down", "enter", "e")
        assert isinstance(app.screen, BoxEditScreen)
        area = app.screen.query_one("#box-text")
        assert 'game = "golden_age"' in area.text and 'provenance = "board"' in area.text  # a box to fill in
        await pilot.press("ctrl+end")  # past the last line: a table is added at the end
        await keys(pilot, "enter", "[first_round_cards]", "enter")
        await keys(pilot, "cards = [ { card = 1, money = 20 }, { card = 2, money = 21 } ]", "ctrl+s")
        assert isinstance(app.screen, BoxScreen)
        kept = app.book.box("golden_age")
        assert kept is not None and kept.confirmed_on is None and kept.provenance == "board"
        words = _screen_text(app)
        assert "The 1930 box typed is kept." in words and "card 1 $20, card 2 $21" in words
        assert "no money for cards 3, 4, 5, 6" in words  # what is still to type, under "Look again"
