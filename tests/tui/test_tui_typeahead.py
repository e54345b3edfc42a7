"""Nothing typed is lost (issue 13): the keys typed while a form opens reach it, and an undone form
comes back filled in (Textual Pilot, 80×24, sample games imported part-way)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input
from tui_helpers import SIZE, import_sample, keys, make_app, note, run, type_fast

from ledger.store import Book
from tui.app import AFTER_REFUSAL_QUIET, AirbankerApp
from tui.base.widgets import SEARCH_FORGOTTEN_KEYS, ConfirmScreen, FormScreen
from tui.games.air_empire.forms import PurchaseForm, RouteCardForm
from tui.games.air_empire.table import TableScreen
from tui.games.air_fare.forms import FlightsForm


@run
async def test_a_card_typed_at_once_after_its_key_lands_in_the_form_and_opens_nothing_else(tmp_path: Path) -> None:
    """The sample at Y1 Q2, Phase 1: c and the card at once, as fast as tmux types them. "Carlsbad" holds
    the table's keys r (recap), l (loan) and b (bids): each letter reaches the Route City, no other
    screen opens, and Tab moves on to the adjacent cities before the next letters come. Before that, b
    (bids, refused: no card yet) and the card at once: the letters after the refused key are not used
    (they would open the recap and the loan form), and the banker is told so."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "air-empire-basic-4p", 8)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen) and "Phase 1" in app.game.position()
        await type_fast(pilot, "b", "Carlsbad")
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        assert app.screen is table
        told = [n.message for n in app._notifications]
        assert any("8 keys typed after b were not used" in m for m in told), told
        await type_fast(pilot, "c", "Carlsbad", "tab", "Reno, Helena", "tab", "10000")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        assert app.screen_stack[-2:] == [table, form]  # nothing else opened, nothing left behind
        fields = {w.id: w.value for w in form.query(Input)}
        assert (fields["city"], fields["adjacent"], fields["min_A"]) == ("Carlsbad", "Reno, Helena", "10000")
        assert form.focused is form.query_one("#min_A")
    book.close()


@run
async def test_a_new_game_typed_at_once_with_enter_between_fields_lands_field_by_field(tmp_path: Path) -> None:
    """n, the title and three names typed at once with Enter between them (tmux send-keys at speed): each
    Enter moves on before the next letters are handed on ("Review nightA" / "nn" was seen in a terminal)."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await type_fast(pilot, "n", "enter", "enter", "Review night", "enter", "Ann", "enter", "Bea", "enter", "Cal")
        values = {w.id: w.value for w in app.screen.query(Input)}
        assert (values["title"], values["name_1"], values["name_2"], values["name_3"]) == (
            "Review night",
            "Ann",
            "Bea",
            "Cal",
        )
        assert app.focused is app.screen.query_one("#name_3")
    book.close()


@run
async def test_an_undone_purchase_comes_back_filled_in_to_correct_one_line(tmp_path: Path) -> None:
    """The sample's Y1 Q2 purchase: Ann 2 Prop + 1 Super, Çelik 2 Prop + 2 Super. Undone (ctrl+z, y), the
    purchase form opens with both lines as recorded; Çelik's Super Jets corrected to 1 and recorded: one
    new purchase, Ann's line as it was. Esc instead would leave it undone."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "air-empire-basic-4p", 11)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        recorded = app.game.records[-1]
        assert recorded.kind == "air_empire.purchase" and len(recorded.payload["orders"]) == 2
        await keys(pilot, "ctrl+z")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        form = app.screen
        assert isinstance(form, PurchaseForm)
        assert app.game.records[-1].kind == "undo"
        fields = {w.id: w.value for w in form.query(Input)}
        assert (fields["prop_1"], fields["super_1"], fields["prop_3"], fields["super_3"]) == ("2", "1", "2", "2")
        assert fields["prop_2"] == fields["super_2"] == fields["prop_4"] == ""
        assert note(form, "pays_1") == "$12,000"  # 2 × $2,500 + $7,000, as the live line reads
        assert form.payload() == recorded.payload and form.accepted is not None
        form.query_one("#super_3", Input).focus()
        await keys(pilot, "backspace", "1", "ctrl+s")
        assert isinstance(app.screen, TableScreen)
        assert app.game.records[-1].payload == {
            "orders": [{"player": 1, "prop_jets": 2, "super_jets": 1}, {"player": 3, "prop_jets": 2, "super_jets": 1}]
        }
    book.close()


@run
async def test_undone_flights_come_back_filled_in_and_esc_leaves_them_undone(tmp_path: Path) -> None:
    """Air Fare, the sample's turn 1 flights (four players, every plane to the Minor Airport): undone, the
    flights form opens with each plane's destination as recorded; Esc leaves them undone."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "air-fare-4p", 3)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        recorded = app.game.records[-1]
        assert recorded.kind == "air_fare.flights"
        await keys(pilot, "ctrl+z", "y")
        form = app.screen
        assert isinstance(form, FlightsForm)
        assert form.payload() == recorded.payload
        await keys(pilot, "escape")
        assert app.game.records[-1].kind == "undo"
        assert app.game.redo_target() is not None  # still undone: ctrl+y would bring it back as it was
    book.close()


@run
async def test_an_undone_operation_phase_action_is_offered_again(tmp_path: Path) -> None:
    """1930: an Operation Phase action undone comes back in its form, filled in; Esc leaves it undone."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "golden-age-4p", 21)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        table = app.screen
        assert app.game.records[-1].kind == "golden_age.operate"
        await keys(pilot, "ctrl+z", "y")
        assert type(app.screen).__name__ == "OperateForm"
        await keys(pilot, "escape")
        assert app.screen is table
        assert app.game.records[-1].kind == "undo"
    book.close()


def test_an_enter_typed_before_the_app_has_started_is_an_enter(tmp_path: Path) -> None:
    """Typed while airbanker starts, an Enter reaches the app as a line feed (ctrl+j: the terminal is not yet
    in raw mode); kept for the first screen, it is the Enter that resumes the highlighted game (seen in tmux:
    it was lost). Once the first screen has been ready, ctrl+j is ctrl+j."""
    from textual import events

    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    typed = events.Key("ctrl+j", "\n")
    kept = app._as_typed(typed)
    assert (kept.key, kept.character, kept.time) == ("enter", "\r", typed.time)
    app._started = True
    assert app._as_typed(typed) is typed
    book.close()


@run
async def test_the_letter_that_opens_a_list_is_the_first_of_its_search(tmp_path: Path) -> None:
    """Issue 13: the first letter typed on a closed list opened it and was lost as the list took the focus:
    "mi" searched "i" and landed on Iowa City."""
    from textual.app import App, ComposeResult
    from textual.widgets._select import SelectOverlay

    from tui.base.widgets import LiteralSelect

    class Lists(App[None]):
        def compose(self) -> ComposeResult:
            yield LiteralSelect([("Boise", 1), ("Iowa City", 2), ("Miami", 3)], id="city")

    app = Lists()
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        select = app.query_one("#city", LiteralSelect)
        assert select.has_focus
        await pilot.press("m", "i")
        await pilot.pause()
        overlay = select.query_one(SelectOverlay)
        assert select.expanded and overlay.highlighted == 2  # Miami (no blank line in the open list)
        await pilot.press("enter")
        await pilot.pause()
        assert select.value == 3


@run
async def test_a_search_no_option_holds_leaves_nothing_to_choose(tmp_path: Path) -> None:
    """Found banking a 1930 round: "sta" typed for a Stand the list did not offer stayed on Research (its
    "s"), and the Enter after it recorded a Research. What no option holds highlights nothing: Enter chooses
    nothing, and the list's choice stays as it was."""
    from textual.app import App, ComposeResult

    from tui.base.widgets import LiteralSelect

    class Lists(App[None]):
        def compose(self) -> ComposeResult:
            yield LiteralSelect([("Expand", 1), ("Research", 2), ("Fly", 3)], id="action", prompt="choose")

    app = Lists()
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        select = app.query_one("#action", LiteralSelect)
        await pilot.press("s")
        await pilot.pause()
        overlay = select._list
        assert overlay is not None and select.expanded and overlay.highlighted == 1  # Research, its "s"
        await pilot.press("t", "a")
        await pilot.pause()
        assert overlay.highlighted is None
        await pilot.press("enter")
        await pilot.pause()
        assert select.value is LiteralSelect.NULL
        await pilot.press("backspace")  # not a search key: the list is still open, nothing chosen
        await pilot.pause()
        assert select.value is LiteralSelect.NULL


@run
async def test_ctrl_q_on_a_half_typed_form_asks_first_and_quits_on_q_or_ctrl_q_again(tmp_path: Path) -> None:
    """A newcomer's try (issue 13, nothing typed is lost): ctrl+q on a route card half typed closed the app at
    once and the card was gone. Now it asks; Esc goes back to the form as it was, ``q`` or ctrl+q again quits.
    With nothing typed (the table, an empty form) ctrl+q quits at once, as before."""
    from tui.base.widgets import QuitQuestion

    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "air-empire-basic-4p", 8)  # Y1 Q2, Phase 1: the card to turn up
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await type_fast(pilot, "c", "Pittsburgh", "enter", "Cleveland")
        form = app.screen
        assert isinstance(form, RouteCardForm)
        await keys(pilot, "ctrl+q")
        assert isinstance(app.screen, QuitQuestion) and not app._exit
        assert "What is typed in the open form is not recorded" in app.screen.question
        await keys(pilot, "escape")
        assert app.screen is form and not app._exit
        assert [w.value for w in form.query(Input)][:2] == ["Pittsburgh", "Cleveland"]
        await keys(pilot, "ctrl+q", "enter")  # Enter, meant for the form, does not quit
        assert isinstance(app.screen, QuitQuestion) and not app._exit
        await keys(pilot, "ctrl+q")
        assert app._exit


@run
async def test_ctrl_q_with_nothing_typed_quits_at_once(tmp_path: Path) -> None:
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "air-empire-basic-4p", 8)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "c")
        assert isinstance(app.screen, RouteCardForm)
        await keys(pilot, "ctrl+q")
        assert app._exit


@run
async def test_ctrl_q_with_a_secret_bid_typed_asks_first(tmp_path: Path) -> None:
    """The secret bids: one player's bid typed (hidden, not in any field any more) is something to lose too."""
    from tui.base.widgets import QuitQuestion
    from tui.games.air_empire.bids import BidsScreen

    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "air-empire-basic-4p", 9)  # Y1 Q2, Phase 1: the card turned up, the bids next
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "b")
        bids = app.screen
        assert isinstance(bids, BidsScreen)
        await keys(pilot, *["enter"] * 4)  # the first bidder passes (Enter down his four fields): his pass typed
        assert bids.typed and not any(w.value for w in bids.query(Input))
        await keys(pilot, "ctrl+q")
        assert isinstance(app.screen, QuitQuestion) and not app._exit
        await keys(pilot, "n")
        assert app.screen is bids and bids.typed


@run
async def test_a_letter_no_option_holds_on_the_last_list_says_so(tmp_path: Path) -> None:
    """A newcomer's try, 1930's Buy form: "z" on the closed Airline list (the form's last field) went nowhere and said
    nothing; there is no field after it for the letter, so the list opens and its key line says nothing matches, as
    Space then "z" did. The sample's Turn 2 Normal Stock Round, Neal to buy (golden-age-4p.md)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 44)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "b")
        form = app.screen
        assert isinstance(form, FormScreen)
        await keys(pilot, "z")
        line = " ".join(str(form.query_one("#form-keys").render()).split())
        assert line.startswith('no airline matches "z"'), line  # (the Buy list's own words)


@run
async def test_a_search_forgotten_takes_its_words_with_it(tmp_path: Path) -> None:
    """A newcomer's try, 1930's Buy form: "z" said 'no airline matches "z"'; 2.5 s later (Textual then forgot the search
    0.7-1.4 s after the last key) the line still said so, and "q" then said "q", not "zq". No pause forgets the search
    now (it is on the list's border); an Enter on it forgets it, and its words go with it: the line says nothing is
    highlighted, so that Enter takes no other option (:data:`~tui.base.widgets.SEARCH_FORGOTTEN_KEYS`)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 44)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "b", "z")
        form = app.screen
        assert isinstance(form, FormScreen)
        line = " ".join(str(form.query_one("#form-keys").render()).split())
        assert line.startswith('no airline matches "z"'), line  # (the Buy list's own words)
        overlay = form.focused
        assert overlay is not None and overlay.highlighted is None
        await pilot.pause(2.6)  # kept through a pause: still on the border, and its line
        assert overlay._search_query == "z"
        assert " ".join(str(form.query_one("#form-keys").render()).split()).startswith('no airline matches "z"')
        await keys(pilot, "enter")  # chooses nothing, and forgets it
        # a search that matched nothing leaves nothing highlighted: an Enter after it chooses nothing (a later try: "g"
        # for Green, then a second Enter after the pause bought Brown); its words are gone with it
        assert overlay._search_query == "" and overlay.highlighted is None
        line = " ".join(str(form.query_one("#form-keys").render()).split())
        assert line == SEARCH_FORGOTTEN_KEYS and '"z"' not in line, line
        await keys(pilot, "q")
        assert overlay._search_query == "q"


@run
async def test_the_not_used_notice_names_the_refused_key_and_why(tmp_path: Path) -> None:
    """A key refused at the table and a burst typed straight after it: the notice counting the keys not used
    replaces the refusal's own ("Not now · ..."), so it says the key and why it was refused (a newcomer's try:
    "23 keys typed straight after a key not used were not used either" never said which key, nor why)."""
    book = Book(f"sqlite:///{tmp_path / 't.sqlite'}")
    game_id = import_sample(book, "air-empire-basic-4p", 8)
    app = AirbankerApp(book, config_path=tmp_path / "config.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        table = app.screen
        await type_fast(pilot, "b")
        await pilot.pause()
        told = [n.message for n in app._notifications]
        said = next(m for m in told if m.startswith("Not now · "))
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await type_fast(pilot, "b", "Carlsbad")
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        assert app.screen is table
        told = [n.message for n in app._notifications]
        why = said.removeprefix("Not now · ")
        assert told[-1].startswith(f"Not used · b: {why} · 8 keys typed after b were not used either"), told
    book.close()
