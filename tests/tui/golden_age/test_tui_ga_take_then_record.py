"""1930: ctrl+s in an open list takes the option found as Enter's pick does, the form following it (the lists and
fields that depend on it) before anything is recorded (Textual Pilot, the bundled 4-player sample)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from tui_helpers import SIZE, import_sample, keys, make_app, open_game_at, records, run

from tui.base.widgets import FormScreen, LiteralSelect


@run
async def test_ctrl_s_in_player_list_refreshes_airline_before_recording(tmp_path: Path) -> None:
    """A newcomer's try at End of Turn 2: the purchased action (``u``), "ne" typed in the open Player list (up from
    the Action, where the form opens), ctrl+s:
    Player became Neal, the Airline still read Carla's Orange, and only the record refused "Neal is not CEO of
    Orange". Now the Airline follows Neal (Blue) as after Enter, nothing is recorded in that key press, the screen
    says so; the action typed then ("ex"), the income, and ctrl+s (y: Carla, before him, is passed over) records
    Neal's purchase for Blue."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 73)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "u")
        form = app.screen
        assert isinstance(form, FormScreen)
        assert form.query_one("#airline", Select).value == "Orange"
        await keys(pilot, "up", "up", "n", "e", "ctrl+s")  # up from the Action (where the form opens) to the Player
        await pilot.pause()
        assert app.screen is form
        assert form.query_one("#player", Select).value == 2
        assert form.query_one("#airline", Select).value == "Blue"
        assert records(app) == before
        notices = [n.message for n in app._notifications]
        assert any("Airline is now Blue: ctrl+s again records" in m for m in notices), notices
        assert "Orange" not in form.live_text, form.live_text  # never "Neal is not CEO of Orange"
        form.query_one("#action", Select).focus()
        await keys(pilot, "e", "x", "ctrl+s")  # nothing else follows the action: tried in the one press
        assert form.query_one("#action", Select).value == "expand"
        assert "type the income" in form.live_text, form.live_text
        form.query_one("#income", Input).focus()
        await keys(pilot, "2", "6", "ctrl+s")
        if app.screen is not form:  # Neal comes after Carla in turn order: the form asks first
            await keys(pilot, "y")
        assert records(app) == before + 1
        summary = app.book.game(game).records[-1].summary
        assert "Neal" in summary and "Blue" in summary, summary


@run
async def test_tab_in_player_list_refreshes_airline(tmp_path: Path) -> None:
    """Tab in the open Player list takes Neal as ctrl+s does, and the Airline follows him (Blue)."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 73)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        await keys(pilot, "u", "up", "up", "n", "e", "tab")  # up from the Action to the Player
        form = app.screen
        assert isinstance(form, FormScreen)
        assert form.query_one("#player", Select).value == 2
        assert form.query_one("#airline", Select).value == "Blue"


@run
async def test_ctrl_s_in_returns_list_refreshes_buys(tmp_path: Path) -> None:
    """The trade (``x``), another form whose list follows the one above: the token returned typed in the open Returns
    list and ctrl+s: the Buys list follows it (no trade of a token for the same airline offered), and the line asks
    for what is still missing rather than record."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 199)  # Turn 6, just before Zoë's trade
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, FormScreen), [n.message for n in app._notifications]
        returned = form.query_one("#returned", LiteralSelect)
        name = str(returned._given[0][1])
        returned.focus()
        await keys(pilot, "space", name[:3].lower(), "ctrl+s")
        assert returned.value == name
        bought = form.query_one("#airline", LiteralSelect)
        assert name not in [value for _label, value in bought._given]
        assert bought._given == [(label, value) for label, value in form.bought_options(name)]  # type: ignore[attr-defined]
        assert records(app) == before
