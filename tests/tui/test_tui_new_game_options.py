"""Every game's options on the new game form are reached and seen at 80×24, as the Tournament Game's were.

A newcomer's finding ("The banker's seat at a live table"): at 80×24 the options of the Basic Game, 1930 and
Air Fare sat below the fold, and Enter on the last name created the game, so the table never saw them. For
every game a line under the fields now names the options below; Enter after the names goes on to the first
option, the fields scroll to keep the focused one in sight, and Enter on the last option creates the game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len
from textual.widgets import Input, Select, Static
from tui_helpers import drawn_text, keys, make_app, open_new_game, pick, run, themed_app

from ledger.games import meta_for
from ledger.store import Book
from tui.base.widgets import FOCUS_MARK, FieldRow
from tui.screens.new_game import LAST_OPTION, NewGameScreen, options_line

#: (game picked in the list, variant picked or None, the options the line names first, the setup's game)
GAMES = [
    pytest.param(None, None, "Senior Presidents, Planes in the Bank", "air_empire", id="air-empire-basic"),
    pytest.param(None, "Tour", "Senior Presidents, Planes in the Bank", "air_empire", id="air-empire-tournament"),
    pytest.param("1930", None, "Gray Tech box", "golden_age", id="1930"),
    pytest.param("Air F", None, "Landing revenue", "air_fare", id="air-fare"),
]


async def open_form(pilot: Any, game: str | None, variant: str | None) -> NewGameScreen:
    """n on the start screen, the game and variant picked; the focus on the title."""
    screen = await open_new_game(pilot)
    if game is not None:
        await pick(pilot, game)  # the form opens on the Game list
    else:
        await keys(pilot, "enter")  # the game shown, on to the Variant (Air Empire's two) or the Title
    if variant is not None:
        if screen.focused is not screen.query_one("#variant"):
            await keys(pilot, "shift+tab")
        await pick(pilot, variant)
    elif screen.focused is screen.query_one("#variant"):
        await keys(pilot, "enter")
    assert screen.focused is screen.query_one("#title", Input)
    return screen


def in_sight(screen: NewGameScreen, widget: Any) -> bool:
    """Whether ``widget`` is drawn whole inside the form's scrolling fields."""
    body = screen.query_one("#new-fields").content_region
    return body.y <= widget.region.y and widget.region.bottom <= body.bottom


@pytest.mark.parametrize(("game", "variant", "named", "kind"), GAMES)
def test_enter_goes_on_from_the_names_through_every_option_in_sight(
    tmp_path: Path, game: str | None, variant: str | None, named: str, kind: str
) -> None:
    """At 80×24 the line under the fields names the options below; Enter on a blank seat goes on to the first
    option, each Enter to the next one, kept in sight; Enter on the last option creates the game."""
    app = make_app(tmp_path)

    @run
    async def body() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_form(pilot, game, variant)
            more = screen.query_one("#new-more", Static)
            assert more.display and str(more.render()).startswith(f"↓ Options below: {named}")
            assert "Options below:" in drawn_text(app)
            await keys(pilot, "Club", "enter", "Ann", "enter", "Bea", "enter")
            assert isinstance(app.screen, NewGameScreen)  # the names typed: not created yet
            options = screen.options_after_names()
            assert options
            await keys(pilot, "enter")  # on a blank seat: on to the options
            for option in options:
                assert isinstance(app.screen, NewGameScreen), option.id
                assert screen.focused is option and in_sight(screen, option), option.id
                await keys(pilot, "enter")
            assert not isinstance(app.screen, NewGameScreen | type(None))
            setup = app.game.setup
            assert (setup.game, setup.title, setup.players) == (kind, "Club", ("Ann", "Bea"))

    body()


def test_the_line_says_how_the_options_end_once_they_are_in_sight(tmp_path: Path) -> None:
    """Scrolled down to the last options, the line no longer says "below": Enter on the last creates. The box
    keeps its height (the line stays), so nothing jumps while stepping through."""
    app = make_app(tmp_path)

    @run
    async def body() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_form(pilot, None, None)
            box = screen.query_one("#new").region
            await keys(pilot, "Club", "enter", "Ann", "enter", "Bea", "enter", "enter", "enter")
            assert screen.focused is screen.query_one("#senior_order")
            more = screen.query_one("#new-more", Static)
            assert str(more.render()) == LAST_OPTION and more.display
            assert screen.query_one("#new").region == box
            assert "Enter on the last one creates" in drawn_text(app)

    body()


def test_the_options_line_names_what_fits_then_how_many_more() -> None:
    labels = ["Landing revenue", "Landing order at a city", "Flight origin", "Percentages"]
    assert options_line(labels, 200) == "↓ Options below: " + ", ".join(labels)
    assert options_line(labels, 70) == "↓ Options below: Landing revenue, Landing order at a city and 2 more"
    assert options_line(labels, 10) == "↓ 4 options below"  # not even one label fits: how many


def test_snapshot_new_basic_game(book: Book, tmp_path: Path, snap_compare: Any) -> None:
    """The new game form at 80×24: the line under the fields names the options below the names."""
    app = themed_app(book, tmp_path)

    async def before(pilot: Any) -> None:
        await open_form(pilot, None, None)
        await keys(pilot, "Club", "enter", "Ann", "enter", "Bea")
        app.clear_notifications()
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=before)


def test_no_options_line_when_every_option_is_in_sight(tmp_path: Path) -> None:
    """At 120×36 the Basic Game's options are all in sight under the names: no line about them; the terminal
    made smaller, the line names them."""
    app = make_app(tmp_path)

    @run
    async def body() -> None:
        async with app.run_test(size=(120, 36)) as pilot:
            screen = await open_form(pilot, None, None)
            assert all(in_sight(screen, option) for option in screen.options_after_names())
            assert not screen.query_one("#new-more", Static).display
            assert "Options below" not in drawn_text(app)
            await pilot.resize_terminal(80, 24)  # a smaller terminal: the options go below the fold, said
            for _ in range(3):
                await pilot.pause()
            assert screen.query_one("#new-more", Static).display
            assert "↓ Options below: Senior Presidents" in drawn_text(app)

    body()


@pytest.mark.parametrize(("game", "variant", "named", "kind"), GAMES)
def test_up_and_down_stay_on_the_fields_of_the_game_chosen(
    tmp_path: Path, game: str | None, variant: str | None, named: str, kind: str
) -> None:
    """Up and Down step only through the fields shown for the game chosen, each kept in sight. A newcomer's
    try (Air Fare, 80×24): Up from "Landing revenue" went on into the hidden fields of 1930 and of the
    Tournament Game; no field showed the focus any more, and Down opened a list nobody could see."""
    app = make_app(tmp_path)

    @run
    async def body() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_form(pilot, game, variant)
            await keys(pilot, "Club", "enter", "Ann", "enter", "Bea", "enter", "enter")  # on to the first option
            first_option = screen.focused
            assert first_option is screen.options_after_names()[0]
            visited = []
            for _ in range(20):  # up to the top, past the names and the title
                await keys(pilot, "up")
                focused = screen.focused
                assert focused is not None and focused in screen.focus_chain, focused
                assert in_sight(screen, focused), focused.id
                visited.append(focused.id)
            assert visited[-1] == "game"  # the first field: nothing above it
            assert "name_1" in visited and "title" in visited
            for _ in range(40):  # down to the last field (a closed list opens on Down: close it again)
                await keys(pilot, "down")
                if screen.focused is None or screen.focused not in screen.focus_chain:
                    await keys(pilot, "escape")
                focused = screen.focused
                assert focused is not None and focused in screen.focus_chain, focused
                assert in_sight(screen, focused), focused.id

    body()


@pytest.mark.parametrize(("game", "variant", "named", "kind"), GAMES)
def test_each_label_stands_two_cells_clear_of_its_field(
    tmp_path: Path, game: str | None, variant: str | None, named: str, kind: str
) -> None:
    """A newcomer's try at 120×36: "Landing order at a city the order that earns most", a label one space from its
    value, read as one sentence. Every option's label, whole, ends at least two cells before its field (the focus
    mark in front of it too); none is cut."""
    app = make_app(tmp_path)

    @run
    async def body() -> None:
        async with app.run_test(size=(120, 36)) as pilot:
            screen = await open_form(pilot, game, variant)
            rows = list(screen.query(FieldRow))
            assert rows
            for row in rows:
                room = row.styles.padding.left
                # focused, an indented label takes the mark in its indent, another one two cells more ("▸ ")
                marked = row.label if row.label.startswith("  ") else f"{FOCUS_MARK} {row.label}"
                assert cell_len(marked) <= room - 2, (row.label, room)

    body()


@run
async def test_a_search_of_the_game_list_says_what_it_matches(tmp_path: Path) -> None:
    """A newcomer's try: "air" on the Game list said nothing, though it matches Air Empire, Air Fare and 1930's
    "Golden Age of Airlines"; the key line names them, as a form's does, and says when nothing matches."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_new_game(pilot)
        await keys(pilot, "space", "a", "i", "r")
        line = " ".join(str(screen.query_one("#new-keys", Static).render()).split())
        assert line.startswith('"air" matches 3: Air Empire, Air Fare, '), line
        await keys(pilot, "q")
        line = " ".join(str(screen.query_one("#new-keys", Static).render()).split())
        assert line.startswith('no choice matches "airq"'), line


@run
async def test_the_form_opens_on_the_game_last_started(tmp_path: Path) -> None:
    """A newcomer's try: just after creating a 1930 game, n opened the form on Air Empire again; it opens on the game
    last started, its options with it."""
    from ledger.game import GameSetup

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.book.create_game(GameSetup("golden_age", "standard", "", ("Ann", "Bea", "Cal"), {}))
        screen = await open_new_game(pilot)
        assert screen.game_name() == "golden_age"
        assert "Gray Tech box" in " ".join(drawn_text(app).split())
        # the focus on the Game list, the game last started in it: Enter keeps it and goes on to the Variant (one
        # choice), then the Title, as in every game
        assert screen.focused is screen.query_one("#game")
        await keys(pilot, "enter")
        assert screen.focused is screen.query_one("#variant") and screen.game_name() == "golden_age"
        await keys(pilot, "enter")
        assert screen.focused is screen.query_one("#title", Input) and screen.game_name() == "golden_age"


@run
async def test_the_form_opens_on_the_game_list(tmp_path: Path) -> None:
    """Two newcomers' tries: the form opened on the Title, and starting Air Fare took Up Up first. It opens on the
    Game list: "air f" and Enter pick Air Fare, then its Variant (one choice) and the Title, as in every game."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_new_game(pilot)
        assert screen.focused is screen.query_one("#game")
        assert "Space or ↓: open list" in " ".join(drawn_text(app).split())
        await keys(pilot, "air f", "enter")
        assert screen.game_name() == "air_fare"
        assert screen.focused is screen.query_one("#variant")
        await keys(pilot, "enter")
        assert screen.focused is screen.query_one("#title", Input)


@run
async def test_after_a_resize_the_focused_field_is_in_sight(tmp_path: Path) -> None:
    """A newcomer's try: n, the names, Enter down to "Planes in the Bank" (Air Empire), then 80x24 → 120x36 →
    60x20 → 80x24: the form showed its top half with "↓ Options below…" and no ▸ anywhere, while the key line
    spoke of a list; the next Enter landed on "▸ Game ends". After a resize the focused field is scrolled into
    view."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await keys(pilot, "n", "enter", "enter", "Club", "enter", "Ann", "enter", "Bea", "enter", "Cal", "enter")
        await keys(pilot, "Dee", "enter", "enter", "enter")  # the last name, the Senior Presidents, their order
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert screen.focused is screen.query_one("#plane_supply")
        for size in ((120, 36), (60, 20), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause(0.2)
        await pilot.pause(0.3)
        assert screen.focused is screen.query_one("#plane_supply")
        drawn = drawn_text(app)
        assert f"{FOCUS_MARK} Planes in the Bank" in " ".join(drawn.split()), drawn


def hidden_below(screen: NewGameScreen) -> list[str]:
    """The labels of the option rows shown on the form but drawn below the fields' box (or not drawn), read from
    where they are drawn."""
    body = screen.query_one("#new-fields").content_region
    rows = [row for row in screen.query(screen.option_rows()) if row.display and isinstance(row, FieldRow)]
    return [row.label.strip() for row in rows if row.region.height == 0 or row.region.y >= body.bottom]


@pytest.mark.parametrize("size", [(80, 24), (120, 36)])
def test_the_options_line_follows_rows_shown_and_hidden(tmp_path: Path, size: tuple[int, int]) -> None:
    """Air Fare's Price War "yes" shows a row under it, "no" hides it again, the fields not scrolled (the value taken
    while the focus stays on the list): the line under the fields names what is below the fields' box as it is then,
    and says nothing of "below" once nothing is. Before, the line was worked out only when the fields scrolled: at
    120x36 after yes then no it still named "Maintenance and a crash", in view above it."""
    app = make_app(tmp_path)

    @run
    async def body() -> None:
        async with app.run_test(size=size) as pilot:
            screen = await open_form(pilot, "Air F", None)
            more = screen.query_one("#new-more", Static)
            price_war = screen.query_one("#af_price_war", Select)
            price_war.focus()  # the Price War's list, scrolled into sight
            await keys(pilot)
            fields = screen.query_one("#new-fields")
            scrolled = -1.0
            while fields.scroll_y != scrolled:  # (the scroll into sight is animated: settled)
                scrolled = fields.scroll_y
                await pilot.pause(0.1)
            for choice in (True, False, True, False):
                price_war.value = choice
                for _ in range(20):  # the form laid out again, then the line (on a busy machine, a few turns)
                    await pilot.pause(0.02)
                    below = hidden_below(screen)
                    said = str(more.render())
                    width = screen.query_one("#new").content_region.width
                    if (more.display and said == options_line(below, width)) if below else not said.startswith("↓"):
                        break
                assert screen.query_one("#new-fields").scroll_y == scrolled
                if below:
                    assert more.display and said == options_line(below, width)
                else:
                    assert not (more.display and said.startswith("↓")), said
                    assert "Options below" not in drawn_text(app)

    body()


@run
async def test_the_same_keys_typed_ahead_land_on_the_same_fields_in_every_game(tmp_path: Path) -> None:
    """A banker's try: typing ahead on the 1930 form (Enter, Enter, the title, Enter, the names) put the title into
    Player 1, the form having skipped the Variant, where Air Empire's stops on it. Every game's Variant is shown and
    reached (1930's and Air Fare's with their one choice): the same keys, typed at speed, land on the same fields."""
    from tui_helpers import type_fast

    from ledger.game import GameSetup

    for game in ("golden_age", "air_fare", "air_empire"):
        (tmp_path / game).mkdir()
        (tmp_path / f"{game}-typed").mkdir()
        app = make_app(tmp_path / game)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.book.create_game(GameSetup(game, meta_for(game).variants[0].id, "", ("Ann", "Bea", "Cal"), {}))
            screen = await open_new_game(pilot)
            assert screen.game_name() == game
            await type_fast(pilot, "enter", "enter", "Saturday", "enter", "Dora", "enter", "Eve", "enter")
            assert screen.query_one("#title", Input).value == "Saturday", game
            assert [screen.query_one(f"#name_{n}", Input).value for n in (1, 2)] == ["Dora", "Eve"], game
            assert screen.focused is screen.query_one("#name_3", Input), game
        # a title typed straight after choosing the game goes on to the title (the one Variant has nothing to choose)
        app = make_app(tmp_path / f"{game}-typed")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.book.create_game(GameSetup(game, meta_for(game).variants[0].id, "", ("Ann", "Bea", "Cal"), {}))
            screen = await open_new_game(pilot)
            await type_fast(pilot, "enter")
            assert screen.focused is screen.query_one("#variant"), game
            if game != "air_empire":
                await type_fast(pilot, "Saturday", "enter", "Dora")
                assert screen.query_one("#title", Input).value == "Saturday", game
                assert screen.query_one("#name_1", Input).value == "Dora", game
