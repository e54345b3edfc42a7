"""1930's End of Turn on the table (Textual Pilot, 80x24, the bundled sample: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_helpers import SIZE, drawn_words, import_sample, make_app, run

from ledger.games import golden_age as ga


@run
async def test_the_next_line_names_only_what_is_left_after_the_tech_penalties(tmp_path: Path) -> None:
    """A newcomer's try: once the tech penalties were recorded the Next line still read "End of Turn: tech
    penalties, then end the turn (c Contract · e End turn)". With none left to count it names the contracts; while
    one is left it names the tech penalties and their key (1930, End of Turn - Clean Up 3-4)."""
    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 194)  # Turn 5, step 3: Yellow's and Pink's penalties counted
    due = list(ga.tech_penalties_to_count(app.book.game(game_id).state))
    assert len(due) > 1, due
    for airline in due[:-1]:
        app.book.record(game_id, "golden_age.tech_penalty", {"airline": airline, "cities": 1})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        said = drawn_words(app)
        assert "Next: Turn 5, End of Turn: tech penalties, then end the turn (n " in said, said
        app.book.record(game_id, "golden_age.tech_penalty", {"airline": due[-1], "cities": 1})
        app.open_game(game_id)
        await pilot.pause()
        said = drawn_words(app)
        next_line = "Next: Turn 5, End of Turn: contracts (Neal next in turn order), then end the turn (c Contract · e "
        assert next_line in said, said
        assert "tech penalties" not in said.split("Next:")[1].split(")")[0], said


@run
async def test_the_purchased_action_player_list_cuts_a_long_name_not_the_option(tmp_path: Path) -> None:
    """A newcomer's try at 80x24, player 1 "Maximiliana Fetherstonhaugh-Worthington": the purchased action form's
    Player list wrapped her option mid-phrase ("... ($51) ·" / "may buy · CEO of Orange"). The name is cut with "…"
    and the option stays on one line, what she may do and what she leads whole (1930, End of Turn, step 1)."""
    import dataclasses
    from importlib import resources

    from tui_helpers import drawn_text, keys

    from ledger.record_file import read_record
    from tui.games.golden_age.forms import PurchasedActionForm

    with resources.as_file(resources.files("samples").joinpath("golden-age-4p.jsonl")) as path:
        setup, actions, _created = read_record(path)
    setup = dataclasses.replace(setup, players=("Maximiliana Fetherstonhaugh-Worthington", *setup.players[1:]))
    app = make_app(tmp_path)
    game_id = app.book.import_actions(setup, actions[:191])  # Turn 5, step 1: Neal, Chuck, Zoë, Maximiliana may buy
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "u", "up", "up", "space")  # up from the Action (where the form opens) to the Player
        assert isinstance(app.screen, PurchasedActionForm)
        lines = [line.split("│")[2] if line.count("│") >= 3 else line for line in drawn_text(app).splitlines()]
        option = next(line for line in lines if line.startswith("1 Maxim"))
        assert option.rstrip() == "1 Maximiliana F… ($51) · may buy · CEO of Orange", option
        assert not any(line.startswith("may buy") for line in lines), lines


@run
async def test_contracts_go_in_turn_order_the_form_starts_on_who_is_next(tmp_path: Path) -> None:
    """A newcomer's try, Turn 2: Chuck's contract was taken before that of the First Player, though the rulebook
    says "players may, in turn order, award any airline a contract card" (1930, Important Game Concepts, Contract
    Cards). The sample's Turn 5 (First Player Neal: Neal, Chuck, Zoë, Carla): the Next line names who is next and
    the Contract form starts on them; a contract out of turn order is said as a warning, asked first and still
    recorded (the sample itself plays Carla's before Chuck's, and must replay)."""
    from tui_helpers import keys, pick, records

    from tui.games.golden_age.forms import ContractForm
    from tui.games.golden_age.table import GoldenAgeScreen

    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 194)  # Turn 5, step 3: no contract yet
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, ContractForm)
        assert form.query_one("#player").value == 2  # Neal, the First Player
        # no airline chosen for the banker: the grid's first row is no choice (a newcomer's try: Blue, whoever played)
        assert form.query_one("#airline").is_blank()
        await keys(pilot, "escape")
        app.book.record(game_id, "golden_age.contract", {"player": 4, "airline": "Green", "amount": 5})  # Zoë's
        app.open_game(game_id)
        await pilot.pause()
        said = drawn_words(app)
        assert "End of Turn: contracts (Carla next in turn order)" in said, said
        await keys(pilot, "c")
        form = app.screen
        assert isinstance(form, ContractForm)
        assert form.query_one("#player").value == 1  # Carla, after Zoë
        await pick(pilot, "3 Chuck")
        await keys(pilot, "enter", "ora", "enter", "2")  # Chuck: Orange, a $2 card
        said = drawn_words(app)
        assert (
            "WARNING: Chuck comes before Zoë in turn order, who has played a contract already: contracts go in "
            "turn order (Neal, Chuck, Zoë, Carla)." in said
        ), said
        await keys(pilot, "enter")  # asked first, out of turn order (test_tui_ga_contract_order.py)
        assert "Out of turn order: Chuck comes before Zoë" in app.screen.question  # type: ignore[attr-defined]
        await keys(pilot, "y")
        assert isinstance(app.screen, GoldenAgeScreen), drawn_words(app)
        assert records(app) == 196 and app.game.records[-1].payload["player"] == 3


@run
async def test_the_income_form_marks_typed_only_the_incomes_typed(tmp_path: Path) -> None:
    """A newcomer's try: the End of Turn's income form marked every income "typed this turn", an airline flown at
    the income it had too (the Fly form offers it filled in: Enter keeps it). The sample's Turn 3 with Yellow's
    Expand an Upgrade with no income typed and its Fly at the income it had: Yellow is marked as flown at it, Blue
    (an Expand typed) as typed, Brown (not flown) as to check (1930, Setup 5; End of Turn - Clean Up 5)."""
    from sample_helpers import sample_record
    from tui_helpers import drawn_text, keys

    from tui.games.golden_age.forms import EndTurnForm

    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 85)  # Turn 3's Operation Phase: Yellow's Expand next
    _setup, actions = sample_record("golden-age-4p")
    for action in actions[85:111]:  # to Turn 3's End of Turn
        payload = dict(action.payload)
        if payload.get("airline") == "Yellow" and payload.get("action") == "expand":
            payload = {"player": payload["player"], "airline": "Yellow", "action": "upgrade"}
        elif payload.get("airline") == "Yellow" and payload.get("action") == "fly":
            payload["income"] = app.book.game(game_id).state.airlines["Yellow"].income
        app.book.record(game_id, action.kind, payload)
    state = app.book.game(game_id).state
    assert state.phase == "end_of_turn" and ga.incomes_not_current(state) == ("Brown",)
    assert "Yellow" not in ga.incomes_typed(state) and "Blue" in ga.incomes_typed(state)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "e")
        assert isinstance(app.screen, EndTurnForm)
        lines = [line for line in drawn_text(app).splitlines() if "$ ·" in line]
        rows = {word: line for line in lines for word in line.split() if word in state.airlines}
        assert "$ · flown at it this turn" in rows["Yellow"], rows
        assert "$ · typed this turn" in rows["Blue"], rows
        assert "$ · not typed this turn: check it" in rows["Brown"], rows


@run
async def test_an_income_changed_on_the_form_is_marked_changed_here(tmp_path: Path) -> None:
    """A newcomer's try: Pink's income changed on the End of Turn form still read "typed this turn" beside it, while
    the live line said "Pink income $16 → $22". A row's mark says what it is now: changed here (with the income it
    had), and back to what the turn did once the income shown is typed again (1930, End of Turn - Clean Up 5)."""
    from tui_helpers import drawn_text, keys

    from tui.games.golden_age.forms import EndTurnForm

    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 74)  # Turn 2's End of Turn: Brown's income not typed
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "e")
        form = app.screen
        assert isinstance(form, EndTurnForm)

        def marks() -> dict[str, str]:
            rows = [line.split("$ ·") for line in drawn_text(app).splitlines() if "$ ·" in line]
            airlines = app.game.state.airlines
            return {next(w for w in name.split() if w in airlines): mark.strip(" │▇") for name, mark in rows}

        assert marks()["Pink"] == "typed this turn" and marks()["Brown"] == "not typed this turn: check it"
        await keys(pilot, "backspace", "backspace", "backspace", "30", "up", "backspace", "backspace", "22")
        assert "Pink income $16 → $22" in form.live_text and "Brown income $12 → $30" in form.live_text
        now = marks()
        assert now["Pink"] == "changed here (was $16)", now
        assert now["Brown"] == "changed here (was $12)", now
        assert now["Yellow"] == "typed this turn", now
        await keys(pilot, "backspace", "backspace", "16")  # Pink's income as it was: no change, the turn's mark
        now = marks()
        assert now["Pink"] == "typed this turn" and now["Brown"] == "changed here (was $12)", now


@run
async def test_the_income_marks_work_out_the_turn_s_incomes_once_per_live_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A review: each key on the End of Turn form asked the ledger which incomes were typed and which were not
    once per airline (five replays of the turn's incomes for five rows). The form works them out once for every
    row each time it redraws the marks, and the marks say the same (1930, End of Turn - Clean Up 5)."""
    from tui_helpers import drawn_text, keys

    from tui.games.golden_age.forms import EndTurnForm

    app = make_app(tmp_path)
    game_id = import_sample(app.book, "golden-age-4p", 74)  # Turn 2's End of Turn: Brown's income not typed
    calls = {"not_current": 0, "typed": 0, "marks": 0}

    def counted(name: str, function: Any) -> Any:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            calls[name] += 1
            return function(*args, **kwargs)

        return wrapper

    monkeypatch.setattr(ga, "incomes_not_current", counted("not_current", ga.incomes_not_current))
    monkeypatch.setattr(ga, "incomes_typed", counted("typed", ga.incomes_typed))
    monkeypatch.setattr(EndTurnForm, "extra_info", counted("marks", EndTurnForm.extra_info))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game_id)
        await pilot.pause()
        await keys(pilot, "e")
        form = app.screen
        assert isinstance(form, EndTurnForm) and len(form.in_play()) > 2, form
        for name in calls:
            calls[name] = 0
        await keys(pilot, "backspace", "backspace", "30")
        marks = calls["marks"]  # once per key: three keys, three redraws (7 airlines: 21 asks each before)
        assert marks > 0 and calls == {"not_current": marks, "typed": marks, "marks": marks}, calls
        assert "changed here (was $" in drawn_text(app) and "not typed this turn: check it" not in drawn_text(app)
