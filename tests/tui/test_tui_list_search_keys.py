"""ctrl+s (or Tab) in an open list where something was typed chooses the option highlighted, then records (asking
first where the form asks) or moves on, as Enter would (tui/base/widgets.py, take_searched_option, tab_from_search),
in the forms and the new game form; a key a field refused is said until another field has the focus."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import app_where_allowed, drawn_text, keys, make_app, open_game_at, records, run, type_fast

from tui.base.widgets import ConfirmScreen, LiteralSelect, SearchOverlay
from tui.games.air_fare.forms import SaleForm
from tui.games.golden_age.table import GoldenAgeScreen


@run
async def test_ctrl_s_in_the_ceos_choice_list_takes_the_choice_typed(tmp_path: Path) -> None:
    """A newcomer's try of 1930's Fly: "1" typed for the CEO's choice opened its list on choice 1; ctrl+s (the
    footer's "Record") closed the list, chose nothing, and said "Not recorded". Now it asks "Record this Fly?" with
    choice 1, and y records it."""
    app, game = app_where_allowed(tmp_path, "golden-age-4p", "golden_age.operate")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "f", "enter", "5", "enter", "1", "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        question = str(app.screen.query_one("#confirm-question").render())
        assert "CEO choice 1: Full Dividend" in question
        await keys(pilot, "y")
        assert isinstance(app.screen, GoldenAgeScreen)
        assert records(app) == before + 1


@run
async def test_ctrl_s_in_a_list_opened_without_typing_chooses_nothing(tmp_path: Path) -> None:
    """A list opened with Space, nothing typed in it: ctrl+s does not take the option the list opened on (the
    banker may be only looking): the form says why it records nothing, the list closed."""
    app, game = app_where_allowed(tmp_path, "golden-age-4p", "golden_age.operate")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "f", "enter", "5", "enter", "space", "ctrl+s")
        assert not isinstance(app.screen, ConfirmScreen)
        assert records(app) == before


@run
async def test_ctrl_s_in_a_list_after_the_arrows_takes_the_option_highlighted(tmp_path: Path) -> None:
    """A newcomer's try of 1930's Fly: the CEO's choice list opened, choice 3 reached with the arrows, then ctrl+s:
    "Not recorded: the line under the fields says why", the highlight thrown away. The live line names what Enter
    takes, and ctrl+s takes it as Enter would, then asks before recording."""
    app, game = app_where_allowed(tmp_path, "golden-age-4p", "golden_age.operate")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "f", "enter", "5", "enter", "space", "down", "down")
        form = app.screen
        assert "3" in form.live_text and "Enter" in form.live_text, form.live_text
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen), form.live_text
        question = " ".join(str(app.screen.query_one("#confirm-question").render()).split())
        assert "CEO choice 3" in question, question
        await keys(pilot, "n")
        assert records(app) == before


@run
async def test_tab_in_a_list_searched_takes_the_option_found(tmp_path: Path) -> None:
    """A newcomer's try of Air Fare's sale: "min" typed in the Card list (it matches two Minor Airports), then Tab:
    the list closed with nothing chosen and the cursor went round to the Player. Tab takes the first match and,
    the Card being the last field, stays on it; nothing is recorded before the banker says so."""
    app, game = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.sale")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "s", "1", "enter", "min", "tab")
        form = app.screen
        assert isinstance(form, SaleForm)
        card = form.query_one("#card", LiteralSelect)
        assert app.focused is card and not card.expanded
        assert card.value == 2  # #2 Minor Airport, the first match
        assert records(app) == before
        await keys(pilot, "shift+tab", "space", "escape", "tab")  # a list opened with Space, nothing typed: Tab as ever
        assert app.focused is card


@run
async def test_tab_in_a_list_searched_moves_on_or_stays_on_a_name_left_out(tmp_path: Path) -> None:
    """A newcomer's try of Air Empire's loan: "An" typed in the open Player list, then Tab: the list closed and the
    cursor stayed on the Player; "Bea" (who may not borrow: the list says why), then Tab, went on with Ann. Tab takes
    the player found and goes to the Amount; on a name left out it stays on the list, its reason shown."""
    app, game = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "l", "up", "down", "bea", "tab")
        assert isinstance(app.focused, SearchOverlay)  # the list open still, saying why
        assert "Bea: needs 2 Class A routes won, has 1" in drawn_text(app)
        await keys(pilot, "escape", "up", "down", "an", "tab")
        form = app.screen
        assert app.focused is form.query_one("#amount")
        assert form.query_one("#player", LiteralSelect).value == 1


@run
async def test_the_new_game_form_takes_the_variant_found_on_tab_and_ctrl_s(tmp_path: Path) -> None:
    """A newcomer's try: "Tou" typed in the open Variant list (Tournament Game highlighted), then ctrl+s: a Basic
    Game created; Tab left the Basic Game too. Both take the variant found; Tab goes on to the Title."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await keys(pilot, "n", "enter", "enter", "enter", "Zed", "enter", "Yan", "enter")
        await keys(pilot, "up", "up", "up", "up", "down", "Tou", "tab")
        form = app.screen
        assert form.query_one("#variant", LiteralSelect).value == "tournament"
        assert app.focused is form.query_one("#title")
        await keys(pilot, "up", "down", "Bas", "ctrl+s")  # found, then created at once
        (game,) = app.book.games()
        assert game.variant == "basic"


@run
async def test_a_key_refused_in_a_field_is_said_until_another_field_has_the_focus(tmp_path: Path) -> None:
    """A newcomer's try of Air Empire's loan: a letter typed in the Amount said "A number: digits only. Key not
    used." on the live line, and the line kept saying it after a player was chosen in the list above. Said while
    the Amount has the focus, the live line is back once another field has it."""
    app, game = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "l", "x")  # the form opens on the Amount
        assert "A number: digits only. Key not used." in drawn_text(app)
        await keys(pilot, "shift+tab", "space", "enter")
        drawn = drawn_text(app)
        assert "Key not used" not in drawn and "Will record: Ann borrows $5,000" in drawn


@run
async def test_a_letter_no_option_holds_stays_with_the_list_when_the_next_field_takes_no_letters(
    tmp_path: Path,
) -> None:
    """A newcomer's try of Air Fare's Interest form: "Chr" typed on a closed list that leaves Christopher out went on
    to the amount as refused keys, and Enter took the lists' defaults, one Enter from recording. A letter the next
    field would not take either opens the list, which says nothing matches; Enter then forgets that search, so the
    next letters begin a new one (a newcomer's try: "Boston", Enter, "Atlanta" searched "BostonAtlanta")."""
    app, game = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "l", "shift+tab", "z")
        assert isinstance(app.focused, SearchOverlay)
        assert 'no choice matches "z"' in drawn_text(app)
        await keys(pilot, "enter", "an")
        overlay = app.focused
        assert isinstance(overlay, SearchOverlay) and overlay._search_query == "an"
        await keys(pilot, "enter")
        assert app.screen.query_one("#player", LiteralSelect).value == 1


@run
async def test_ctrl_s_on_a_name_the_list_leaves_out_records_nothing(tmp_path: Path) -> None:
    """A newcomer's try of Air Empire's loan: "Bea" (who may not borrow; the list says why), then ctrl+s recorded
    Ann's loan, the choice the list had before. Nothing is recorded; the notice says why."""
    app, game = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "l", "shift+tab", "bea", "ctrl+s")
        assert records(app) == before
        assert any("offers nothing by the name typed" in n.message for n in app._notifications)


@run
async def test_a_key_refused_after_a_refusal_keeps_the_refusal_on_the_line(tmp_path: Path) -> None:
    """A newcomer's try of Air Empire's purchase: ctrl+s refused, then "m" typed ahead: the live line said only "A
    number: digits only. Key not used.", the reason gone. The reason stays, the key said under it."""
    app, game = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "l", "7000", "ctrl+s", "m")
        drawn = drawn_text(app)
        assert "multiple of $5,000" in drawn and "A number: digits only. Key not used." in drawn, drawn


@run
async def test_count_cash_takes_the_player_found_on_tab(tmp_path: Path) -> None:
    """A newcomer's try: Count cash, "cal" typed in the open Player list, then Tab: the list left Ann, and Ann's
    cash was checked. Tab takes the player found and goes to the amount."""
    app, game = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "k", "shift+tab", "space", "dmi", "tab")
        assert app.screen.query_one("#count-player", LiteralSelect).value == 4
        assert app.focused is app.screen.query_one("#count-amount")


@run
async def test_keys_typed_ahead_into_a_question_over_the_table_answer_it_not(tmp_path: Path) -> None:
    """A newcomer's try of 1930: p (Pass) asked a second late; "b pi Enter b br Enter" typed meanwhile went to the
    question, whose Enter recorded the pass, and the rest bought Brown for the next player. A key that answers
    nothing makes the keys typed straight after it unused (counted), as after a key refused at the table: the
    question stays open, nothing recorded."""
    app, game = app_where_allowed(tmp_path, "golden-age-4p", "golden_age.pass")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "p")
        assert isinstance(app.screen, ConfirmScreen)
        await type_fast(pilot, "b", "pi", "enter", "b", "br", "enter")
        await pilot.pause(0.6)
        assert isinstance(app.screen, ConfirmScreen)
        assert records(app) == before
        assert any("not used" in n.message for n in app._notifications)


@run
async def test_ctrl_s_after_an_enter_refused_a_name_the_list_leaves_out_records_nothing(tmp_path: Path) -> None:
    """A newcomer's try of 1930's Buy list: "ora" (Orange, no token in the pool: the list says why), Enter (which
    chose nothing and forgot the search), then ctrl+s bought Yellow, the form's choice before the search. Nothing
    is recorded while nothing is highlighted and the list still says why; an arrow chooses again."""
    app, game = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "l", "shift+tab", "bea", "enter")
        overlay = app.focused
        assert isinstance(overlay, SearchOverlay) and not overlay._search_query and overlay.highlighted is None
        await keys(pilot, "ctrl+s")
        assert records(app) == before
        assert any("offers nothing by the name typed" in n.message for n in app._notifications)
        await keys(pilot, "down", "enter")  # an arrow highlights again: Enter chooses
        assert not isinstance(app.focused, SearchOverlay)
