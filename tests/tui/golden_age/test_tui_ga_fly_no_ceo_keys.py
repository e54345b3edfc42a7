"""1930's Fly form: the CEO's choice stands right after the Income for an airline with no CEO too, so the same keys
land on the same field; there a choice typed is refused, saying why (Textual Pilot, 80x24, the bundled sample:
samples/golden-age-4p.jsonl, Turn 2's Operating Round 3, Carla's Pink (CEO Chuck) or Red (no CEO))."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, open_game_at, pick, records, run, type_fast

from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import NO_CEO, OperateForm


async def settle(pilot: object, form: OperateForm, field: str) -> None:
    """Wait for the rows a pick shows to be mounted and the focus to move on to ``field``."""
    for _ in range(20):
        await pilot.pause(0.05)  # type: ignore[attr-defined]
        if form.focused is form.query_one(f"#{field}"):
            return


@run
async def test_a_practised_choice_typed_for_an_airline_with_no_ceo_is_refused_saying_why(tmp_path: Path) -> None:
    """A newcomer's try: f, the airline, Enter (the income kept), then "1" for the CEO's choice: for an airline with
    no CEO the "1" went into the Gates available, a field the choice's place had given to it. The CEO's choice row
    stands after the Income in both cases; with no CEO it offers no choice, and a "1" there is refused with the
    reason on the key line; Enter then goes on to the Gates (1930, Operation Phase, Fly: no CEO)."""
    for airline, ceo in (("Pink", True), ("Red", False)):
        (tmp_path / airline).mkdir()
        app = make_app(tmp_path / airline)
        game = import_sample(app.book, "golden-age-4p", 60)  # Turn 2, Operating Round 3: Carla flies Pink or Red
        async with app.run_test(size=SIZE) as pilot:
            await open_game_at(pilot, game)
            before = records(app)
            await keys(pilot, "f")
            form = app.screen
            assert isinstance(form, OperateForm)
            await pick(pilot, airline)
            await settle(pilot, form, "income")
            await keys(pilot, "enter")  # the income flown, kept
            assert form.focused is form.query_one("#choice"), form.focused
            await keys(pilot, "1")
            if ceo:  # the practised keys: "1", Enter, y
                await keys(pilot, "enter")
                assert isinstance(app.screen, ConfirmScreen)
                assert "Gates typed" not in app.screen.question, app.screen.question
                await keys(pilot, "y")
                assert records(app) == before + 1 and app.game.records[-1].payload["choice"] == 1
                continue
            assert form.query_one("#choice", Select).value == NO_CEO
            assert form.query_one("#gates_available", Input).value == ""
            said = str(form.query_one("#form-keys").render())
            assert "1: no CEO, no choice: type the Gates below" in said, said
            await keys(pilot, "escape", "enter")
            assert form.focused is form.query_one("#gates_available"), form.focused
            await keys(pilot, "4", "enter", "6", "enter")
            assert isinstance(app.screen, ConfirmScreen)
            # the Gates typed, which decide a Fly with no CEO, named by its question (a newcomer's try)
            assert "\nGates typed: 4 available, 6 in reserve.\n" in app.screen.question, app.screen.question
            assert "Gates typed" in drawn_text(app), drawn_text(app)
            await keys(pilot, "y")
            assert records(app) == before + 1
            payload = app.game.records[-1].payload
            assert (payload["gates_available"], payload["gates_reserve"], "choice" in payload) == (4, 6, False)


@run
async def test_the_old_gates_keys_typed_at_once_record_nothing_and_say_why(tmp_path: Path) -> None:
    """A newcomer's try: "Enter 3 Enter 6" typed at once for Red (no CEO), the keys of the form before the CEO's
    choice row stood after the Income (the income kept, 3 Gates available, 6 in reserve). The "3" lands on the CEO's
    choice, where it is also what a practised banker types for choice 3 of an airline with a CEO: the form cannot
    tell which was meant when it comes (a choice typed for an airline with a CEO, by a banker who took Red for one,
    would become Gates unseen), so it is not taken into the Gates. It is refused saying why, the keys after it are
    not used, and nothing is filled in or recorded."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 60)  # Turn 2, Operating Round 3: Carla flies Red (no CEO)
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        before = records(app)
        await keys(pilot, "f")
        form = app.screen
        assert isinstance(form, OperateForm)
        await pick(pilot, "Red")
        await settle(pilot, form, "income")
        await type_fast(pilot, "enter", "3", "enter", "6")
        assert app.screen is form and records(app) == before
        assert form.query_one("#choice", Select).value == NO_CEO
        assert [form.query_one(f"#{f}", Input).value for f in ("gates_available", "gates_reserve")] == ["", ""]
        told = [n.message for n in app._notifications]
        assert any("3: no CEO, no choice: type the Gates below" in said for said in told), told
        # the form as it was before the burst: the list closed on its one option, the focus on its row (kept through
        # 60x20, where the app asks for a larger window, and back), so that Enter goes on to the Gates
        choice = form.query_one("#choice", Select)
        for size in ((60, 20), SIZE):
            await pilot.resize_terminal(*size)
            await keys(pilot)
        assert not choice.expanded and form.focused is choice, (choice.expanded, form.focused)
        assert "none: Red has no CEO, the Gates below decide" in drawn_text(app), drawn_text(app)
        await pilot.pause(0.5)  # the keys of the burst gone by
        await keys(pilot, "enter")
        assert form.focused is form.query_one("#gates_available"), form.focused
