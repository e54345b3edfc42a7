"""A form's key line says how a list is worked while a list has the focus (issue 13, "the banker's seat at a live
table": nothing said that Space or Down opens a closed list, nor that Enter takes the choice it shows), and the
rule of every form again once a field of another kind has the focus; a form's second line (when it asks before
recording) stays."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from textual.widgets._select import SelectOverlay
from tui_helpers import (
    app_where_allowed,
    drawn_text,
    form_setup,
    keys,
    make_app,
    open_play_form,
    press_for,
    records,
    run,
    stored_game,
)

from tui.base.widgets import FOCUS_MARK, FORM_KEYS, LIST_KEYS, FormScreen


def key_line(form: FormScreen) -> str:
    return str(form.query_one("#form-keys").render())


@run
async def test_the_key_line_says_how_a_list_opens_while_one_has_the_focus(tmp_path: Path) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.loan")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game_id, "loan")
        assert isinstance(form.focused, Input)  # the amount
        assert key_line(form) == FORM_KEYS

        await keys(pilot, "shift+tab")  # the player's list, a player chosen
        assert isinstance(form.focused, Select) and form.focused.value is not Select.NULL
        assert key_line(form) == LIST_KEYS["list"]
        # whole, on one line of the box at 80x24
        assert any(LIST_KEYS["list"] in line for line in drawn_text(app).splitlines())

        # as it says: Space opens the list (and the line says how the open list is worked), Esc closes it
        await keys(pilot, "space")
        assert isinstance(form.focused, SelectOverlay)
        assert key_line(form) == LIST_KEYS["open list"]
        await keys(pilot, "escape")
        assert app.screen is form and isinstance(form.focused, Select)
        assert key_line(form) == LIST_KEYS["list"]
        await keys(pilot, "down")
        assert isinstance(form.focused, SelectOverlay)
        await keys(pilot, "escape")

        # Enter takes the player shown and moves on to the amount: the rule of every form again
        await keys(pilot, "enter")
        assert isinstance(form.focused, Input) and form.focused.id == "amount"
        assert key_line(form) == FORM_KEYS
        await keys(pilot, "shift+tab", "tab")
        assert isinstance(form.focused, Input)
        assert key_line(form) == FORM_KEYS


@run
async def test_a_forms_second_key_line_stays_and_a_blank_list_says_enter_opens_it(tmp_path: Path) -> None:
    app, game_id = app_where_allowed(tmp_path, "air-empire-basic-4p", "air_empire.plane_sale")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game_id, "sale")
        assert form.ASKS
        seller = form.query_one("#seller", Select)
        seller.clear()  # nothing chosen yet
        await pilot.pause()
        seller.focus()
        await pilot.pause()
        assert key_line(form) == f"{LIST_KEYS['blank list']}\n{form.ASKS}"
        await keys(pilot, "tab")  # the plane type, chosen
        assert key_line(form) == f"{LIST_KEYS['list']}\n{form.ASKS}"
        await keys(pilot, "tab")  # how many
        assert isinstance(form.focused, Input)
        assert key_line(form) == f"{FORM_KEYS}\n{form.ASKS}"
        lines = drawn_text(app).splitlines()
        assert any(FORM_KEYS in line for line in lines) and any(form.ASKS in line for line in lines)


@run
async def test_on_the_last_field_the_list_line_says_enter_records(tmp_path: Path) -> None:
    """A list that is the form's last field: its key line says what Enter on it closed does (records the choice
    shown; opens the list when gone back to with shift+Tab), and in it open Enter chooses, the next Enter
    recording; the key line says so (it said "next" while Enter recorded). Air Fare's sale says its own words on
    top (it shows the money before it records: sale_keys)."""

    def sale_keys(line: str) -> str:
        return line.replace("Enter: choose", "Enter: choose, then see the money before it records").replace(
            "▸ Enter: record · shift+Tab: the list · Tab: first field",
            "▸ Enter: record the sale shown (money changes hands: seen first) · shift+Tab: the list",
        )

    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.sale")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game_id, "sale")
        card = form.query_one("#card", Select)
        assert form.fields()[-1] is card
        if card.value is Select.NULL:  # the first card of the list; chosen in the last field, the focus leaves it
            # the form starts on the Card when its player is filled in (else on the Player: Tab to the Card)
            await keys(pilot, *(() if form.focused is card else ("tab",)), "space", "down", "enter")
            assert form.focused is None
            card.focus()
            await pilot.pause()
        else:
            await keys(pilot, "tab")
        assert form.focused is card and card.value is not Select.NULL
        assert key_line(form).splitlines()[0] == sale_keys(LIST_KEYS["last list"])
        assert any(sale_keys(LIST_KEYS["last list"]) in line for line in drawn_text(app).splitlines())
        await keys(pilot, "space")
        assert isinstance(form.focused, SelectOverlay)
        assert key_line(form).splitlines()[0] == sale_keys(LIST_KEYS["last open list"])
        await keys(pilot, "escape")
        # the player's list is not the last: its line says Enter moves on
        await keys(pilot, "shift+tab")
        assert key_line(form).splitlines()[0] == LIST_KEYS["list"]
        await keys(pilot, "tab")
        assert key_line(form).splitlines()[0] == sale_keys(LIST_KEYS["last list"])
        # the focus nowhere for another reason (the terminal lost it): no "Enter: record" line
        form.set_focus(None)
        await pilot.pause()
        assert key_line(form).splitlines()[0] != LIST_KEYS["nothing focused"]
        card.focus()
        await pilot.pause()
        # chosen in the open list, the last pick leaves the focus nowhere: the line says Enter records
        await keys(pilot, "space", "enter")
        assert form.focused is None and form.accepted is not None
        # marked as a focused field is, with the ▸ (a newcomer's try: after the Fly's last pick no ▸ was drawn)
        armed = sale_keys(f"{FOCUS_MARK} {LIST_KEYS['nothing focused']}")
        assert key_line(form).splitlines()[0] == armed
        assert any(armed[:40] in line for line in drawn_text(app).splitlines())  # (the sale's words wrap at 80)
        assert form.query_one("#form-keys").has_class("-armed")  # marked: what Enter acts on, no field focused
        # shift+Tab goes back to the list just left (Textual's own went to the first list, the player's)
        # there, Enter opens the list (gone back to it to change it: Enter recorded the sale, a newcomer's try)
        await keys(pilot, "shift+tab")
        assert form.focused is card and key_line(form).splitlines()[0] == LIST_KEYS["last list, back"]
        assert not form.query_one("#form-keys").has_class("-armed")
        await keys(pilot, "space", "enter")
        assert form.focused is None
        before = records(app)
        await keys(pilot, "enter")
        if app.screen is not form and app.screen.is_modal:  # asked first: yes
            await keys(pilot, "y")
        assert records(app) == before + 1


@run
async def test_a_last_list_whose_pick_may_show_a_row_says_next(tmp_path: Path) -> None:
    """The Air Fare draw form's last card may show a row after it (a crash's plane, mounted when first shown): its
    line keeps "next", since a crash drawn there moves on to that row."""
    app, game_id = app_where_allowed(tmp_path, "air-fare-4p", "air_fare.draw")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_play_form(pilot, game_id, "draw")
        last = form.fields()[-1]
        assert isinstance(last, Select) and last.id == "card_4"
        last.value = next(value for _label, value in last._options if value is not Select.NULL)
        last.focus()
        await pilot.pause()
        assert "crash_row_4" in form._to_mount
        assert key_line(form).splitlines()[0] == LIST_KEYS["list"]


@run
async def test_a_last_list_after_an_earlier_row_still_to_show_says_enter_records(tmp_path: Path) -> None:
    """The Air Fare draw form of a game whose last player has sold his only plane: his card is the last field
    (no crash row after it), though the earlier players' crash rows are still to be mounted. Its line is the last
    list's, as every last list's is (before, any row still to be mounted kept "next")."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        setup = form_setup("air_fare", "standard", "Sold out", "Ann", "Bea", "Çelik", "Dmitri")
        rolls = [{"plane": plane, "roll": 6} for plane in (1, 4, 7, 10)]
        await stored_game(
            pilot, setup, ("air_fare.maintenance", {"rolls": rolls}), ("air_fare.sale", {"player": 4, "card": 10})
        )
        await press_for(pilot, "draw")
        form = app.screen
        assert isinstance(form, FormScreen)
        last = form.fields()[-1]
        assert isinstance(last, Select) and last.id == "card_4"
        assert form._to_mount  # Ann's, Bea's and Çelik's crash rows
        last.value = next(value for _label, value in last._options if value is not Select.NULL)
        last.focus()
        await pilot.pause()
        assert key_line(form).splitlines()[0] == LIST_KEYS["last list"]
