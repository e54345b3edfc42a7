"""A search typed that begins the names of two options or more chooses neither on Enter, Tab or ctrl+s, in every
list of the app (tui/base/widgets.py, SearchOverlay.ambiguous; 1930's Action list did it alone: "re", Relocate and
Research). The key line says which it could be, the live line what to type; more letters, or an arrow, choose
(Textual Pilot, 80x24)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select, Static
from tui_helpers import SIZE, keys, make_app, open_new_game, run, text

from ledger.game import GameSetup
from ledger.games.air_fare import META
from ledger.schema import new_game_options
from tui.base.dialogs import ChoiceScreen
from tui.base.widgets import SearchOverlay, undecided_live
from tui.games.air_fare.forms import LoanForm


def line(screen: object, selector: str) -> str:
    return " ".join(text(screen.query_one(selector, Static)).split())  # type: ignore[attr-defined]


@run
async def test_the_new_game_list_takes_neither_air_game_on_air(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await open_new_game(pilot)
        game = screen.query_one("#game", Select)
        before = game.value
        await keys(pilot, "space", "air")
        # "air" is in 1930's "Golden Age of Airlines" too: named, and Enter takes none of the two it begins
        said = line(screen, "#new-keys")
        assert said.startswith('"air" matches 3: Air Empire, Air Fare, 1930') and said.endswith(
            "· type more, or ↑↓ then Enter"
        ), said
        for key in ("enter", "tab", "ctrl+s"):
            await keys(pilot, key)
            assert isinstance(screen.focused, SearchOverlay) and game.value == before, key
            assert app.screen is screen
        await keys(pilot, " f", "enter")  # "air f": Air Fare alone
        assert game.value == "air_fare"


@run
async def test_a_player_list_takes_neither_bea_nor_bob_on_b_and_an_arrow_chooses(tmp_path: Path) -> None:
    """The Loan form's Player list ("2 Bea ($90M)"): the seat's number passed over, "b" begins Bea and Bob."""
    app = make_app(tmp_path)
    options = new_game_options(META.options, {})
    game_id = app.book.create_game(GameSetup("air_fare", "standard", "b", ("Ann", "Bea", "Bob"), options))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "l")
        form = app.screen
        assert isinstance(form, LoanForm)
        player = form.query_one("#player", Select)
        assert player.value == 1
        await keys(pilot, "shift+tab")  # the form starts on the Amount, the player filled in
        await keys(pilot, "space", "b", "enter")
        assert player.value == 1 and isinstance(form.focused, SearchOverlay)  # nothing taken, the list open
        assert form.live_text == 'Nothing chosen yet: "b" begins 2 choices; type "be" or "bo"', form.live_text
        assert '"b" could be Bea' in line(form, "#form-keys") and "or Bob" in line(form, "#form-keys")
        await keys(pilot, "down")  # an arrow: the one it highlights is the banker's
        assert form.live_text == "3 Bob ($50M) highlighted: Enter takes it", form.live_text
        await keys(pilot, "enter")
        assert player.value == 3


@run
async def test_a_dialog_list_takes_neither_and_says_so(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        chosen: list[str | None] = []
        dialog = ChoiceScreen("Whom?", [("1", "Bea"), ("2", "Bob"), ("3", "Cal")])
        app.push_screen(dialog, chosen.append)
        await pilot.pause()
        await keys(pilot, "b", "enter")
        assert app.screen is dialog and not chosen
        assert line(dialog, ".keys").startswith('"b" could be Bea or Bob')
        await keys(pilot, "o", "enter")
        assert chosen == ["2"]


def test_the_live_line_says_the_fewest_letters_that_tell_each_apart() -> None:
    said = undecided_live("re", ["Relocate", "Research"], "action")
    assert said == 'Nothing chosen yet: "re" begins 2 actions; type "rel" or "res"'
    said = undecided_live("m", ["Minor Airport A", "Minor Airport B", "Miami"])
    assert said == 'Nothing chosen yet: "m" begins 3 choices; type "minor airport a" or "minor airport b" or "mia"'
    # counted in folded letters: "ß" is "ss" to the search, so "groß" tells Großhandel from Grosz, not "großh"
    said = undecided_live("gro", ["Großhandel", "Grosz"])
    assert said == 'Nothing chosen yet: "gro" begins 2 choices; type "groß" or "grosz"'
    # never a space at the end, which reads as nothing more (a newcomer's try: "chicago" or "chicago ")
    said = undecided_live("chi", ["Chicago", "Chicago Bag Handlers Strike"])
    assert said == 'Nothing chosen yet: "chi" begins 2 choices; type "chicago" or "chicago b"'


@run
async def test_a_card_number_typed_whole_is_that_card_not_a_longer_number(tmp_path: Path) -> None:
    """ "#1" begins "#1 Boeing 737" and "#10 Miami": the number typed whole is card #1 (as in a sale's Card list);
    "#1 " would be needed otherwise, which nobody types."""
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        chosen: list[str | None] = []
        dialog = ChoiceScreen("Which card?", [("1", "#1 Boeing 737"), ("10", "#10 Miami")])
        app.push_screen(dialog, chosen.append)
        await pilot.pause()
        await keys(pilot, "#1", "enter")
        assert chosen == ["1"]
