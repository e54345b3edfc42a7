"""1930's Stand: the Operation form asks first, saying what the table checks on the board and, where the ledger
knows the airline has a free action left (a Hub available), warning of it; never a refusal (Textual Pilot, the
bundled sample in Turn 3's Operation Phase: samples/golden-age-4p.jsonl)."""

from __future__ import annotations

from pathlib import Path

from test_tui_ga_stock_lists import sample_game
from tui_helpers import SIZE, keys, make_app, records, run

from ledger.games import golden_age as ga
from tui.base.widgets import ConfirmScreen
from tui.games.golden_age.forms import OperateForm

#: Turn 3, Carla's action: Green has flown and done Research this round, and has a Hub available
GREEN_HUB = 99


@run
async def test_a_stand_with_a_hub_available_warns_before_it_is_recorded(tmp_path: Path) -> None:
    """A newcomer's try: Stand was offered and recorded at once while a free action was legal (1930, Operation
    Phase, Stand: "may not be chosen if there is a legal Action ... that will not cost the player any money"). Green
    has a Hub available: the live line warns of it, and Enter asks first, naming it and what the table checks on the
    board (Expand, Relocate, Upgrade, Open); n records nothing; y records the Stand (a warning, not a refusal)."""
    app = make_app(tmp_path)
    game = sample_game(app.book, GREEN_HUB)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_game(game)
        await pilot.pause()
        state = app.game.state
        assert ga.operation_next(state) == 1 and "stand" in ga.action_choices(state, 1)["Green"]
        before = records(app)
        await keys(pilot, "o", "gr", "enter", "sta")
        form = app.screen
        assert isinstance(form, OperateForm)
        await keys(pilot, "enter")
        question = app.screen
        assert isinstance(question, ConfirmScreen), form.live_text
        said = " ".join(question.question.split())
        assert "WARNING: Green has 1 Hub available: placing one costs nothing" in said, said
        assert "The table checks the board: Expand, Relocate, Upgrade, Open and where a Hub goes." in said, said
        assert "Record this Stand?" in said
        await keys(pilot, "n")
        assert isinstance(app.screen, OperateForm) and records(app) == before
        assert "WARNING: Green has 1 Hub available" in " ".join(app.screen.live_text.split())
        await keys(pilot, "ctrl+s", "y")
        assert records(app) == before + 1
        assert app.game.records[-1].payload["action"] == "stand"


def test_no_warning_without_a_hub_available(tmp_path: Path) -> None:
    """Turn 2, Carla's action: Pink may Stand and has no Hub (its income is under $26): the ledger knows of no free
    action left (Expand, Relocate, Upgrade and Open are the board's: the table checks them), so no warning."""
    app = make_app(tmp_path)
    game = sample_game(app.book, 68)
    state = app.book.game(game).state
    assert "stand" in ga.action_choices(state, 1)["Pink"]
    assert ga.stand_warning(state, "Pink") is None
    assert ga.stand_warning(state, "Nobody") is None
