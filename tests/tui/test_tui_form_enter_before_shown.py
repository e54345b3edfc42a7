"""A newcomer's try of Air Empire: "l Enter" typed at once recorded a loan of the amount the Loan form filled in, a
form never drawn. Keys typed ahead still fill the form that opens, and an Enter after them records what they typed;
an Enter (or ctrl+s) typed before the form showed, with nothing typed in it, records nothing and says so."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import first_allowed, import_sample, keys, make_app, records, run, type_fast

from tui.base.widgets import FormScreen, SearchOverlay

BASIC = "air-empire-basic-4p"


@run
async def test_an_enter_typed_before_the_form_showed_records_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, BASIC, first_allowed(BASIC, "air_empire.loan"))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        before = records(app)
        for record_key in ("enter", "ctrl+s"):
            await type_fast(pilot, "l", record_key)
            await pilot.pause(0.5)
            assert isinstance(app.screen, FormScreen) and records(app) == before
            told = [n.message for n in app._notifications]
            named = "Enter" if record_key == "enter" else "ctrl+s"
            assert f"{named} was typed before this form showed: nothing recorded" in told[-1], told
            await keys(pilot, "escape")
        await keys(pilot, "l")
        await keys(pilot, "enter")  # once the form is seen, Enter records what it holds
        assert records(app) == before + 1


@run
async def test_keys_typed_ahead_then_enter_record_what_they_typed(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, BASIC, first_allowed(BASIC, "air_empire.loan"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        before = records(app)
        await type_fast(pilot, "l", "5000", "enter")  # the figure typed over the one filled in (selected)
        assert records(app) == before + 1
        assert "$5,000" in app.game.records[-1].summary


@run
async def test_an_enter_that_only_opens_a_list_is_used_typed_ahead(tmp_path: Path) -> None:
    """A review: 1930's purchased action, "u Enter rel Enter" typed at once: the Enter on the Action list (nothing
    chosen in it) only opens the list, records nothing, and was refused as if it recorded; the keys after it were
    lost. It opens the list, and the search after it chooses."""
    sample = "golden-age-4p"
    app = make_app(tmp_path)
    game = import_sample(app.book, sample, first_allowed(sample, "golden_age.purchased_action"))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await type_fast(pilot, "u", "enter", "rel")
        await pilot.pause(0.5)
        assert not any("before this form showed" in n.message for n in app._notifications)
        form = app.screen
        assert isinstance(form, FormScreen)
        overlay = form.focused
        assert isinstance(overlay, SearchOverlay) and (overlay.highlighted_name() or "").startswith("Relocate")


@run
async def test_an_enter_typed_before_a_form_with_nothing_to_type_showed_records_nothing(tmp_path: Path) -> None:
    """Air Fare's Revenue form has no field: Enter records it (its binding, nothing focused). "r Enter" typed at once
    recorded a Revenue Phase never seen, where "r ctrl+s" recorded nothing (a builder's find); both record nothing
    now, and an Enter typed once the form shows records it."""
    from tui.games.air_fare.forms import RevenueForm

    sample = "air-fare-4p"
    app = make_app(tmp_path)
    game = import_sample(app.book, sample, first_allowed(sample, "air_fare.revenue"))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        before = records(app)
        await type_fast(pilot, "r", "enter")
        await pilot.pause(0.5)
        assert isinstance(app.screen, RevenueForm) and records(app) == before
        told = [n.message for n in app._notifications]
        assert "Enter was typed before this form showed: nothing recorded" in told[-1], told
        await keys(pilot, "enter")
        assert records(app) == before + 1
