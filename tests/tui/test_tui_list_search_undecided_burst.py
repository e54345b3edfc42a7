"""An Enter that chose nothing on a search that begins several names is a key not used: the keys typed straight after
it in the same burst are not used either, and a digit that would make the search match nothing is not added to it
(tui/base/widgets.py, ``SearchOverlay.tell_undecided`` and ``SearchOverlay._not_added``). A newcomer's try of 1930's
First Stock Round, a new 4-player game: ``f p Enter 3 Enter 6 Enter`` in one burst. "p" begins Pink and Purple, so
Enter chose neither (the rule stays); but the "3" then went into the search ('no choice matches "p3"'), the form stayed
open, the live line still said 'Nothing chosen yet: "p" begins 2 choices', and "b Enter" after it quietly chose Brown
(Textual Pilot, 80x24, keys typed in one burst as ``tmux send-keys`` types them)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static
from tui_helpers import SIZE, drawn_text, import_sample, make_app, open_game_at, records, run, text, type_fast

from tui.app import AFTER_REFUSAL_QUIET
from tui.base.widgets import FormScreen, LiteralSelect, SearchOverlay

#: the bundled 1930 sample's starting money and tables: Turn 1's First Stock Round, Neal to start an airline
FIRST_STOCK_ROUND = 2


def line(form: FormScreen, selector: str) -> str:
    return " ".join(text(form.query_one(selector, Static)).split())


def notices(app: object) -> list[str]:
    return [n.message for n in app._notifications]  # type: ignore[attr-defined]


async def found_form_searched(pilot: object, app: object) -> tuple[FormScreen, LiteralSelect, SearchOverlay]:
    """``f p Enter 3 Enter 6 Enter`` typed at once on the 1930 sample's First Stock Round: the Start form, its
    Airline list and the open list."""
    await type_fast(pilot, "f", "p", "enter", "3", "enter", "6", "enter")
    form = app.screen  # type: ignore[attr-defined]
    assert isinstance(form, FormScreen)
    overlay = form.focused
    assert isinstance(overlay, SearchOverlay)
    return form, form.query_one("#airline", LiteralSelect), overlay


@run
async def test_the_keys_after_an_enter_that_chose_nothing_are_not_used(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", FIRST_STOCK_ROUND)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        form, airline, overlay = await found_form_searched(pilot, app)
        # the search is still "p", nothing was chosen, and the line says what to type: "3 Enter 6 Enter" went nowhere
        assert overlay._search_query == "p"
        assert form.live_text == 'Nothing chosen yet: "p" begins 2 choices; type "pi" or "pu"', form.live_text
        assert line(form, "#form-keys").startswith('"p" could be Pink or Purple'), line(form, "#form-keys")
        assert records(app) == FIRST_STOCK_ROUND
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        assert any("4 keys typed straight after a key not used were not used" in m for m in notices(app)), notices(app)
        # (a) nothing looks chosen: the closed line still shows the airline it held, not one the search began, and
        # no line offers to take "the one shown"
        assert airline.value == "Blue" and "Pink" not in airline.shown_label and "Purple" not in airline.shown_label
        assert "take the one shown" not in line(form, "#form-keys")
        field = next(row for row in drawn_text(app).splitlines() if "▸ Airline" in row)
        assert '"p" begins Pink or Purple: none chosen yet' in field, field
        assert "Blue" not in field
        await type_fast(pilot, "escape")  # the list closed: the airline it held, as before the search
        field = next(row for row in drawn_text(app).splitlines() if "▸ Airline" in row)
        assert "Blue · may start at $3–$7" in field, field
        await type_fast(pilot, "p", "u", "enter")  # typed later, a letter more chooses
        assert airline.value == "Purple"


@run
async def test_b_enter_after_the_burst_chooses_no_other_airline(tmp_path: Path) -> None:
    """The newcomer's next keys, "b Enter", once the burst was dealt with: "b" begins Blue and Brown, Enter chooses
    neither (it quietly changed the airline to Brown, from a search "6" forgotten)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", FIRST_STOCK_ROUND)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        form, airline, overlay = await found_form_searched(pilot, app)
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        await type_fast(pilot, "b", "enter")
        assert airline.value == "Blue" and form.live_text != "Brown highlighted: Enter takes it"
        assert isinstance(form.focused, SearchOverlay) and records(app) == FIRST_STOCK_ROUND
        assert overlay.highlighted is None  # "pb" matches nothing: Enter chose nothing, and says so


@run
async def test_a_digit_that_matches_nothing_is_not_added_to_the_search(tmp_path: Path) -> None:
    """ "p" typed, then (later, not in the same burst) "3": the search stays "p", still highlighting what it did, and
    the live line says the key was not used; the digit typed after it at once is not used either."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", FIRST_STOCK_ROUND)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await type_fast(pilot, "f", "p")
        form = app.screen
        assert isinstance(form, FormScreen)
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay)
        highlighted = overlay.highlighted
        await type_fast(pilot, "3", "6")
        assert overlay._search_query == "p" and overlay.highlighted == highlighted
        assert form.live_text == '"3" matches nothing: not used', form.live_text
        assert 'no choice matches "p3"' not in line(form, "#form-keys")
        assert 'search "p"' in overlay.search_said
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        assert any("1 key typed straight after a key not used was not used" in m for m in notices(app)), notices(app)
        await type_fast(pilot, "i", "enter")  # "pi": Pink
        assert form.query_one("#airline", LiteralSelect).value == "Pink"


@run
async def test_an_enter_on_a_search_that_matches_nothing_stops_the_keys_after_it(tmp_path: Path) -> None:
    """A newcomer's try of Air Fare's draw: "crash Enter boston Enter concorde Enter" typed at once, the crash
    showed a row for the plane lost, whose open list took "boston" and "concorde", matched neither, and nothing said
    the keys were not used. An Enter on a search that matches nothing chooses nothing, and the keys typed straight
    after it are not used: the notice names the search and counts them."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", FIRST_STOCK_ROUND)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await open_game_at(pilot, game)
        await type_fast(pilot, "f", "p")
        form = app.screen
        assert isinstance(form, FormScreen)
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay)
        airline = form.query_one("#airline", LiteralSelect).value
        await type_fast(pilot, "xq", "enter", "blu", "enter")
        assert overlay._search_query == "" and overlay.highlighted is None
        assert form.query_one("#airline", LiteralSelect).value == airline and records(app) == FIRST_STOCK_ROUND
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        told = notices(app)[-1]
        assert 'Enter: nothing chosen (no choice matches "pxq")' in told, told
        assert "4 keys typed after Enter were not used either" in told, told


@run
async def test_an_open_list_with_nothing_highlighted_says_so(tmp_path: Path) -> None:
    """A review: a Fly of an airline with no CEO (Red), "4" typed at once in the CEO's choice (a key its list
    refuses: nothing highlighted), and the live line said "CEO's choice: Enter takes the one highlighted"; it says
    none is."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 60)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await type_fast(pilot, "f", "space", "red", "enter", "enter", "4")
        form = app.screen
        assert isinstance(form, FormScreen) and isinstance(form.focused, SearchOverlay)
        assert form.focused.highlighted is None
        assert "CEO's choice: none highlighted" in form.live_text and "Enter takes" not in form.live_text


@run
async def test_an_enter_on_a_search_that_matches_nothing_says_so_alone_too(tmp_path: Path) -> None:
    """A newcomer's try of 1930's Buy: "b Green Enter" with no key after it: the notice before it stayed on screen and
    nothing said the Enter chose nothing. It says so at once."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", FIRST_STOCK_ROUND)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await open_game_at(pilot, game)
        await type_fast(pilot, "f", "p")
        await type_fast(pilot, "xq", "enter")
        await pilot.pause(AFTER_REFUSAL_QUIET + 0.2)
        assert notices(app)[-1].endswith('Enter: nothing chosen (no choice matches "pxq")'), notices(app)
