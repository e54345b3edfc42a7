"""1930: after an Upgrade, Open or Relocate the table's Next line says the other airlines' incomes are still to type,
until an action other than an income is recorded (Textual Pilot, the bundled sample: samples/golden-age-4p.jsonl).
A newcomer's try: the form said "i types each once this is recorded", and once it was recorded nothing did."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from tui_helpers import SIZE, drawn_text, import_sample, keys, make_app, open_game_at, pick, records, run

from tui.games.golden_age.forms import IncomeForm

HINT = "Other airlines' incomes after Carla's Upgrade: i types each that changed"


def next_lines(drawn: str) -> list[str]:
    """The Next line's two lines as drawn (the line under the turn's and the one after it)."""
    lines = [line.rstrip() for line in drawn.splitlines()]
    return lines[2:4]


@run
async def test_the_next_line_names_the_incomes_after_an_upgrade(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 88)  # Turn 3: Carla's Upgrade of Orange, just recorded
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await open_game_at(pilot, game)
        assert next_lines(drawn_text(app)) == [
            "Next: Turn 3, Operating Round 2: Neal (then Chuck) (o Action · f Fly)",
            HINT,
        ]
        # an income typed: the others may still be owed, the line stays
        await keys(pilot, "i")
        form = app.screen
        assert isinstance(form, IncomeForm)
        await pick(pilot, "Blue")  # the airline is the banker's to choose (the ledger does not know the map)
        form.query_one("#income", Input).focus()
        await keys(pilot, "backspace", "backspace", "backspace", "3", "5", "ctrl+s")
        await pilot.pause()
        assert app.game.records[-1].kind == "golden_age.income", app.game.records[-1]
        assert next_lines(drawn_text(app))[1] == HINT, drawn_text(app)
        # the income undone, then the Upgrade: nothing owed; the Upgrade redone: owed again
        await keys(pilot, "ctrl+z", "y", "escape")
        await keys(pilot, "ctrl+z", "y", "escape")
        await pilot.pause()
        assert HINT not in drawn_text(app), drawn_text(app)
        await keys(pilot, "ctrl+y", "y")
        await pilot.pause()
        assert app.game.records[-1].kind == "redo" and records(app) == 92
        assert next_lines(drawn_text(app))[1] == HINT, drawn_text(app)


@run
async def test_the_incomes_line_goes_with_the_next_action_and_names_a_purchased_one(tmp_path: Path) -> None:
    for upto, said in ((89, None), (149, "Other airlines' incomes after Neal's Upgrade: i types each that changed")):
        (tmp_path / str(upto)).mkdir()
        app = make_app(tmp_path / str(upto))
        game = import_sample(app.book, "golden-age-4p", upto)  # 89: Neal's action after Carla's Upgrade
        async with app.run_test(size=(120, 36)) as pilot:
            await open_game_at(pilot, game)
            drawn = drawn_text(app)
            if said is None:
                assert "Other airlines' incomes" not in drawn, drawn
            else:  # at 120 columns the airline is named too (an End of Turn purchased action)
                assert said.replace("Upgrade:", "Upgrade of Blue:") in drawn, drawn


@run
async def test_the_income_form_starts_on_an_airline_the_upgrade_may_have_changed(tmp_path: Path) -> None:
    """A newcomer's try: after Carla's Upgrade of Orange, each ``i`` opened the Income form on Blue, Blue's income
    typed already; it opens on its Airline list, nothing chosen: which airline changed is the table's to say."""
    app = make_app(tmp_path)
    game = import_sample(app.book, "golden-age-4p", 88)  # Turn 3: Carla's Upgrade of Orange, just recorded
    async with app.run_test(size=SIZE) as pilot:
        await open_game_at(pilot, game)
        for airline in ("Blue", "Green"):
            await keys(pilot, "i")
            form = app.screen
            assert isinstance(form, IncomeForm)
            # the banker chooses the airline: the ledger does not know which the Upgrade changed (newcomers' tries:
            # "i 15 Enter" typed at once recorded Blue's income, Blue never chosen; "i 7 Enter" Orange's)
            assert form.query_one("#airline", Select).value is Select.NULL
            assert app.focused is form.query_one("#airline", Select)
            before = records(app)
            await keys(pilot, "7", "enter")  # no airline chosen: nothing recorded
            assert records(app) == before and app.screen is form
            await pilot.pause(0.5)  # (keys typed straight after a refused one are not used)
            form.query_one("#airline", Select).focus()
            await pick(pilot, airline)
            assert form.query_one("#airline", Select).value == airline
            form.query_one("#income", Input).focus()
            await keys(pilot, "backspace", "backspace", "backspace", "4", "0")
            await keys(pilot, "ctrl+s")
            await pilot.pause()
            assert app.game.records[-1].payload == {"airline": airline, "income": 40}, app.game.records[-1]


@run
async def test_the_incomes_line_stays_when_the_upgrade_ends_the_operation_phase(tmp_path: Path) -> None:
    """A newcomer's try: Zoë's Upgrade of Yellow the Operation Phase's last action, the phase moved on to the End
    of Turn, whose step took both of the Next line's lines at 80x24: the incomes still to type went out of sight
    before the End of Turn needed them. The step goes on one line without its keys (the footer shows them), the
    incomes on the second (1930, Operation Phase, Upgrade; End of Turn - Clean Up 5)."""
    for size in (SIZE, (120, 36)):
        (tmp_path / str(size[0])).mkdir()
        app = make_app(tmp_path / str(size[0]))
        game = import_sample(app.book, "golden-age-4p", 71)  # Turn 2: Zoë's Yellow, the Operation Phase's last
        async with app.run_test(size=size) as pilot:
            await open_game_at(pilot, game)
            app.record("golden_age.operate", {"player": 4, "airline": "Yellow", "action": "upgrade", "income": 24})
            await pilot.pause()
            assert app.game.state.phase == "end_of_turn"
            lines = next_lines(drawn_text(app))
            assert lines[0].startswith("Next: Turn 2, End of Turn: purchased actions: Chuck"), lines
            assert lines[1].startswith("Other airlines' incomes after Zoë's Upgrade"), lines
            assert lines[1].endswith(": i types each that changed"), lines
