"""A form's opening work (FormScreen.on_mount: fill an undone action, the ledger's preview, the first field) runs
once per form.

Textual runs the ``on_mount`` of every class of a screen, subclass first. Three forms also called
``super().on_mount()``, so FormScreen's ran twice: the ledger previewed the action twice before the first frame
(issue 13, "Fast"), and an action undone was filled in twice.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Select
from tui_helpers import app_where_allowed, open_game_at, press_for, run

from ledger.game import Game
from tui.base.widgets import FormScreen


async def _open_counting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sample: str, kind: str, action: str, method: str
) -> tuple[list[type[Any]], Any]:
    """Open the form of ``action`` on ``sample`` where ``kind`` is first allowed, counting the calls of
    ``FormScreen.<method>`` (by the class of the screen called) until the form has settled. Returns the calls
    and the screen on top."""
    app, game_id = app_where_allowed(tmp_path, sample, kind)
    calls: list[type[Any]] = []
    original = getattr(FormScreen, method)

    def counted(self: FormScreen) -> None:
        calls.append(type(self))
        original(self)

    monkeypatch.setattr(FormScreen, method, counted)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        await press_for(pilot, action)
        await pilot.pause()
        return calls, app.screen


@pytest.mark.parametrize(
    ("sample", "kind", "action"),
    [
        ("air-fare-4p", "air_fare.maintenance", "maintenance"),
        ("air-empire-tournament-3p", "air_empire.tax_table", "tax_table"),
    ],
)
@run
async def test_the_forms_opening_work_runs_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sample: str, kind: str, action: str
) -> None:
    opened, screen = await _open_counting(tmp_path, monkeypatch, sample, kind, action, "on_mount")
    assert isinstance(screen, FormScreen)
    assert opened == [type(screen)]


@pytest.mark.parametrize(
    ("sample", "kind", "action"),
    [
        ("golden-age-4p", "golden_age.operate", "fly"),
        ("air-empire-basic-4p", "air_empire.loan", "loan"),
        ("air-empire-basic-4p", "air_empire.plane_sale", "sale"),
        ("air-fare-4p", "air_fare.draw", "draw"),
        ("air-fare-4p", "air_fare.trade", "trade"),
    ],
)
@run
async def test_the_live_line_is_worked_out_once_as_a_form_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sample: str, kind: str, action: str
) -> None:
    """Each list of a form says "changed" once it is mounted (its first value); a form that worked the live line
    out again for each (a ledger preview apiece) did it five times before its first frame."""
    previews, screen = await _open_counting(tmp_path, monkeypatch, sample, kind, action, "update_live")
    assert isinstance(screen, FormScreen)
    assert previews == [type(screen)]
    assert screen.live_text  # worked out, not left empty


@pytest.mark.parametrize(
    ("sample", "kind", "action"),
    [
        ("air-empire-basic-4p", "air_empire.purchase", "purchase"),
        ("golden-age-4p", "golden_age.end_turn", "end_turn"),
        ("air-fare-4p", "air_fare.draw", "draw"),
    ],
)
@run
async def test_a_form_opens_on_the_answer_the_footer_already_has(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sample: str, kind: str, action: str
) -> None:
    """Whether the action belongs now was worked out for the footer's keys: opening the form does not ask the
    ledger again (each answer replays the action on a copy of the game)."""
    app, game_id = app_where_allowed(tmp_path, sample, kind)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        asked: list[str] = []
        original = Game.refused_now

        def counted(self: Game, kind: str, probe: Any = None) -> Any:
            asked.append(kind)
            return original(self, kind, probe)

        monkeypatch.setattr(Game, "refused_now", counted)
        await press_for(pilot, action)
        assert isinstance(app.screen, FormScreen)
        assert asked == []


@run
async def test_the_fly_form_labels_the_ceos_choices_after_its_first_frame(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The 1930 Fly form reads the Stock Round's view once per recorded action, not at every question of its
    fields, and labels the CEO's five choices (each a Fly previewed) a frame after it opens.

    The first frame is the form's first paint (``App._display``, as benchmarks/tui_latency.py times it): the
    Pilot's press returns only once the app is idle, after the labels too, so counting there shows nothing."""
    from ledger.games import golden_age as ga

    app, game_id = app_where_allowed(tmp_path, "golden-age-4p", "golden_age.operate")
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game_at(pilot, game_id)
        views: list[object] = []
        stock_round_view = ga.stock_round_view

        def counted_view(state: Any) -> Any:
            views.append(state)
            return stock_round_view(state)

        # each preview the form asks for: the choice it labels (None: the Fly line under the fields)
        previews: list[object] = []
        fly_outcome = ga.fly_outcome

        def counted_fly(state: Any, airline: str, payload: Any, **how: Any) -> Any:
            previews.append(payload.get("choice"))
            return fly_outcome(state, airline, payload, **how)

        # at the form's first paint: the previews asked for until then, and the CEO's choices as listed
        first_paint: list[tuple[list[object], list[str]]] = []
        display = app._display

        def painted(screen: Any, renderable: Any) -> None:
            if renderable is not None and isinstance(screen, FormScreen) and not first_paint:
                labels = [str(prompt) for prompt, _value in screen.query_one("#choice", Select)._options]
                first_paint.append((list(previews), labels))
            display(screen, renderable)

        monkeypatch.setattr(ga, "stock_round_view", counted_view)
        monkeypatch.setattr(ga, "fly_outcome", counted_fly)
        monkeypatch.setattr(app, "_display", painted)
        await press_for(pilot, "fly")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, FormScreen)
        assert len(views) <= 1, len(views)
        [(before, labels_then)] = first_paint
        assert before == [None], before  # the Fly line only: none of the five choices previewed yet
        assert not any("/token" in label for label in labels_then), labels_then
        labels = [str(prompt) for prompt, _value in form.query_one("#choice", Select)._options]
        assert sum("/token" in label for label in labels) == 5, labels
        assert sorted(c for c in previews if c is not None) == [1, 2, 3, 4, 5], previews


def test_every_form_and_secret_bids_screen_is_styled_as_one() -> None:
    """Textual styles a screen by the chain of its first bases that are screens: a mixin screen named first
    (``class TradeForm(LoanTypedAhead, SaleForm)``) dropped the form's box and border, and Air Fare's trade,
    advertising and secret bids filled the screen (a newcomer's try at 120x36). Every form and secret bids screen
    of the three games takes its base's styles."""
    import tui.games.air_empire.bids
    import tui.games.air_empire.forms
    import tui.games.air_fare.forms
    import tui.games.golden_age.forms  # noqa: F401 - every form class defined
    from tui.base.secret_bids import SecretBidsScreen
    from tui.base.widgets import FormScreen

    def subclasses(cls: type) -> set[type]:
        return {sub for direct in cls.__subclasses__() for sub in (direct, *subclasses(direct))}

    for base in (FormScreen, SecretBidsScreen):
        unstyled = [cls.__name__ for cls in subclasses(base) if base.__name__ not in cls._css_type_names]  # type: ignore[attr-defined]
        assert unstyled == [], (base.__name__, unstyled)
