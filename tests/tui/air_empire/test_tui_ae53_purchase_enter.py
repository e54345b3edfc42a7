"""A newcomer's try of Air Empire's Purchase form: correcting Bea's 0 Prop Jets and 1 Super Jet to 2 and 0, typed
"2 Enter 0" at once: the 2 and the 1 together were more than her cash, Enter stayed on the 2, and the 0 meant for the
Super Jets replaced it. Enter stays on a count too dear on its own; from one dear only with the other column it goes
on to that column."""

from __future__ import annotations

from pathlib import Path

from tui_helpers import import_sample, keys, make_app, run

from tui.games.air_empire.forms import PurchaseForm

BASIC = "air-empire-basic-4p"


@run
async def test_enter_goes_on_from_a_count_dear_only_with_the_other_column(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, BASIC, 40)  # Y2 Q2: Ann has $67,700
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "p")
        form = app.screen
        assert isinstance(form, PurchaseForm)
        prop, super_ = form.query_one("#prop_1"), form.query_one("#super_1")
        assert form.focused is prop
        # 9 Super Jets ($63,000) and then 2 Prop Jets ($5,000): $68,000 together, each affordable alone
        await keys(pilot, "tab", "9", "shift+tab", "2", "enter")
        assert form.focused is super_
        await keys(pilot, "0")
        assert (prop.value, super_.value) == ("2", "0")  # the 0 replaced the 9, not the 2
        assert "Will record: Planes bought: Ann 2P 0S" in " ".join(str(w.render()) for w in form.query("Static"))


@run
async def test_enter_stays_on_a_count_too_dear_on_its_own(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, BASIC, 40)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        await keys(pilot, "p", "30", "enter")  # 30 Prop Jets: $75,000 with no Super Jet
        form = app.screen
        prop = form.query_one("#prop_1")
        assert form.focused is prop and prop.selection.end - prop.selection.start == 2  # selected, to be typed over
